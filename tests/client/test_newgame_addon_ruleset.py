"""Issue 20 item 1: ticking an add-on pack at New game never crashes.

The project's own example pack (docs/example_pack, a base-game add-on) in the user's packs
folder: ticked while The Long Night (the default ruleset) is chosen, ticked on the base
game and then The Long Night chosen, and the same with a copy whose files have CRLF line
endings.  It is refused with a reason the player can read, unticked, and the content
follows the ruleset; in Both mixed it is played."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.paths import user_packs_dir

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "example_pack"


def _install(crlf: bool) -> None:
    dest = user_packs_dir() / "example_pack"
    shutil.copytree(EXAMPLE, dest)
    if crlf:
        for f in dest.iterdir():
            f.write_bytes(f.read_bytes().replace(b"\r\n", b"\n").replace(b"\n", b"\r\n"))


def _example(ng):
    return next(t for info, t in zip(ng.packs, ng.pack_toggles, strict=True)
                if info.id == "example")


@pytest.fixture(params=[False, True], ids=["lf", "crlf"])
def new_game(app, request):
    from game.client.scenes.newgame import NewGameScene

    _install(request.param)
    ng = NewGameScene(app, seats=3, bots=(True, True, True))
    app.stack.push(ng)
    assert _example(ng).enabled  # a valid add-on
    return ng


def test_ticking_a_base_addon_in_a_long_night_game_is_refused_with_a_reason(app, new_game):
    ng = new_game
    assert ng.ruleset == "ln"  # the default
    _example(ng).step(1)
    assert not _example(ng).value and ng.chosen_packs() == ["long_night"]
    assert "Example Pack: The Plow Crew" in ng.error and "Both mixed" in ng.error
    assert set(ng.content.hashes) == {"long_night"}
    ng.show("packs")
    app.frame(1 / 60, [])  # draws


def test_switching_to_long_night_with_a_base_addon_ticked(app, new_game):
    ng = new_game
    ng.set_ruleset("base")
    _example(ng).step(1)
    assert ng.chosen_packs() == ["base", "example"] and not ng.error
    ng.set_ruleset("ln")
    assert not _example(ng).value and ng.chosen_packs() == ["long_night"]
    assert "Both mixed" in ng.error
    assert set(ng.content.hashes) == {"long_night"}  # the content follows the ruleset
    app.frame(1 / 60, [])


def test_a_base_addon_plays_in_both_mixed(app, new_game):
    ng = new_game
    ng.set_ruleset("mixed")
    _example(ng).step(1)
    assert ng.chosen_packs() == ["base", "long_night", "example"] and not ng.error
    assert set(ng.content.hashes) == {"base", "long_night", "example"}
