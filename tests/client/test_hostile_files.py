"""Issue 10 §2.3/§2.4: one damaged save or hostile pack in the user's folders never breaks
the title, Load or New game screens; the bad file is listed as damaged / the bad pack with
its error."""

from __future__ import annotations

from game.paths import saves_dir, user_packs_dir
from tests.client.passplay import screen_text

DEEP_JSON = "[" * 5000 + "]" * 5000 + "\n"
DEEP_TOML = "a = " + "[" * 4000 + "]" * 4000 + "\n"


def _hostile_folders() -> None:
    saves_dir().mkdir(parents=True)
    (saves_dir() / "deep.jsonl").write_text(DEEP_JSON, encoding="utf-8")
    deep_pack = user_packs_dir() / "deep"
    deep_pack.mkdir(parents=True)
    (deep_pack / "manifest.toml").write_text(DEEP_TOML, encoding="utf-8")
    half = user_packs_dir() / "half"
    half.mkdir()
    (half / "manifest.toml").write_text('id = "half"\nversion = "1.0.0"\nname = "Half"\n'
                                        'licence = "CC0"\nrequires = ["base"]\n')
    (half / "cards.toml").write_text(DEEP_TOML, encoding="utf-8")


def test_title_and_load_screens_list_a_damaged_save(app):
    from game.client.scenes.loadgame import LoadScene
    from game.client.scenes.title import TitleScene

    _hostile_folders()
    title = TitleScene(app)
    app.stack.push(title)
    app.frame(1 / 60, [])
    assert not title.b_continue.enabled  # nothing to continue, but no crash
    load = LoadScene(app)
    app.stack.push(load)
    app.frame(1 / 60, [])
    [button] = load.buttons
    assert "deep.jsonl — damaged" in button.label and not button.enabled
    assert "damaged" in screen_text(app)


def test_new_game_lists_hostile_packs_with_their_error(app):
    from game.client.scenes.newgame import NewGameScene

    _hostile_folders()
    ng = NewGameScene(app, seats=3, bots=(True, True, True))
    app.stack.push(ng)
    ng.show("packs")
    app.frame(1 / 60, [])
    errors = {i.path.name: i.error for i in ng.packs if not i.bundled}
    assert "nested more than" in (errors["deep"] or "")
    assert "nested more than" in (errors["half"] or "")
    assert ng.chosen_packs() == ["long_night"]  # the default ruleset's own pack
