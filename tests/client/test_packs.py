"""Content packs at New game: the base pack is always on, a valid add-on in the user's packs
folder can be ticked and goes into the game and its save; a broken pack shows its error
and cannot be ticked; a save made with an add-on reloads with it, and one whose pack has
gone says so in the Load screen instead of crashing."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.paths import user_packs_dir
from tests.client.passplay import screen_text

MANIFEST = """\
id = "{id}"
version = "0.3.1"
name = "{name}"
licence = "CC0"
requires = ["base"]
description = "A tiny test add-on: one more crisis."
"""

CRISIS = """\
[[crises]]
id = "c_{id}_thin_ice"
name = "Thin Ice"
prevent = ["food"]
text = "Lose 1 morale."
effect = [{{ op = "morale", amount = -1 }}]
"""


def write_pack(pid: str, name: str, cards: str | None = None) -> Path:
    folder = user_packs_dir() / pid
    folder.mkdir(parents=True)
    (folder / "manifest.toml").write_text(MANIFEST.format(id=pid, name=name))
    (folder / "cards.toml").write_text(cards if cards is not None else CRISIS.format(id=pid))
    return folder


@pytest.fixture
def packs():
    good = write_pack("thin_ice", "Thin Ice Pack")
    bad = write_pack("broken", "Broken Pack", '[[crises]]\nid = "c_x"\nname = "X"\n'
                     'prevent = ["food"]\ntext = "x"\neffect = [{ op = "no_such_op" }]\n')
    return good, bad


def _toggles(ng):
    return {info.id: (info, t) for info, t in zip(ng.packs, ng.pack_toggles, strict=True)}


def test_new_game_lists_packs_base_on_addon_tickable_broken_not(app, packs):
    from game.client.scenes.newgame import NewGameScene

    ng = NewGameScene(app, seats=3, bots=(True, True, True))
    app.stack.push(ng)
    ng.set_ruleset("base")  # add-ons on the base game (the default is The Long Night)
    ng.show("packs")
    t = _toggles(ng)
    assert list(t)[0] == "base"
    base_info, base = t["base"]
    assert base.value and not base.enabled  # always on
    info, good = t["thin_ice"]
    assert good.enabled and not good.value and info.error is None
    binfo, bad = t["broken"]
    assert not bad.enabled and not bad.value and binfo.error
    app.frame(1 / 60, [])
    text = screen_text(app)
    assert "Thin Ice Pack  v0.3.1" in text and "v1.0.0" in text  # name and version
    assert "Cannot be used" in text and "no_such_op" in text  # the broken pack's error
    bad.step(1)  # a disabled toggle does not change
    assert not bad.value and ng.chosen_packs() == ["base"]
    good.step(1)
    assert ng.chosen_packs() == ["base", "thin_ice"]
    assert set(ng.content.hashes) == {"base", "thin_ice"}
    assert "c_thin_ice_thin_ice" in ng.content.crises


def test_a_game_with_an_addon_saves_reloads_and_tells_when_the_pack_is_gone(app, packs):
    from game.client.scenes.dialog import MessageScene
    from game.client.scenes.loadgame import LoadScene, open_save
    from game.client.scenes.newgame import NewGameScene
    from game.client.scenes.table.scene import TableScene
    from game.saves import read_header
    from game.session.session import Session

    good, _ = packs
    ng = NewGameScene(app, seats=3, bots=(True, True, True))
    app.stack.push(ng)
    ng.set_ruleset("base")
    _toggles(ng)["thin_ice"][1].step(1)
    ng.start()
    table = app.stack.top
    assert isinstance(table, TableScene)
    s = table.session
    assert s.pack_ids == ["base", "thin_ice"]
    for _ in range(30):
        if not s.over:
            s.step_bot()
    assert s.save_path is not None
    s.autosave()
    assert set(read_header(s.save_path).packs) == {"base", "thin_ice"}
    again = Session.load(s.save_path, autosave=False)
    assert again.pack_ids == ["base", "thin_ice"] and again.hash() == s.hash()
    path = s.save_path
    app.close_session()
    app.stack.clear()

    shutil.rmtree(good)  # the add-on is gone
    load = LoadScene(app)
    app.stack.push(load)
    app.frame(1 / 60, [])
    i = load.paths.index(path)
    assert "needs the pack 'thin_ice'" in load.buttons[i].label
    assert open_save(app, path) is False  # a message, not a crash
    msg = app.stack.top
    assert isinstance(msg, MessageScene)
    app.frame(1 / 60, [])
    text = screen_text(app)
    assert "content pack" in text and "thin_ice" in text
