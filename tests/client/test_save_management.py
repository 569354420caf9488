"""Save management in the client (issue 11): Save as and Load in the pause menu, deleting
a save from the Load list (after a confirmation), the list's labels, and recovery of an
autosave torn by a crash (on Continue and on Load)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

import game.saves
from game.engine import GameConfig, Seat
from game.session.session import RECOVERED, Session


def key(k: int, mod: int = 0) -> Any:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def _clear_saves() -> None:
    for p in game.saves.saves_dir().glob("*.jsonl"):
        p.unlink()


def _bot_game(seed: int = 3, steps: int = 30, path: Any = None) -> Session:
    s = Session(GameConfig(seats=[Seat(name=n, bot=True) for n in ("Ana", "Ben", "Cleo")],
                           seed=seed), save_path=path)
    for _ in range(steps):
        s.step_bot()
    return s


def test_pause_menu_save_as_writes_a_named_save_that_loads(app):
    from game.client.scenes.dialog import PauseScene, SaveAsScene
    from game.client.scenes.table.scene import TableScene

    _clear_saves()
    s = _bot_game()
    app.session = s
    t = TableScene(app, s)
    app.stack.push(t)
    t.open_pause()
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    labels = [w.label for w in pause.focus.widgets]
    assert "Save as…" in labels and "Load…" in labels
    next(w for w in pause.focus.widgets if w.label == "Save as…").activate()
    dlg = app.stack.top
    assert isinstance(dlg, SaveAsScene)
    dlg.field.textinput("Before the vote")
    app.frame(1 / 30, [key(pygame.K_RETURN)])
    path = game.saves.saves_dir() / "Before_the_vote.jsonl"
    assert path.exists() and app.stack.top is pause
    loaded = Session.load(path, autosave=False)
    assert loaded.hash() == s.hash()
    # saving again under the same name asks first
    next(w for w in pause.focus.widgets if w.label == "Save as…").activate()
    app.stack.top.field.textinput("Before the vote")
    app.stack.top.save()
    from game.client.scenes.dialog import ConfirmScene

    assert isinstance(app.stack.top, ConfirmScene) and "Replace" in app.stack.top.title
    # Load… opens the list, which names the named save
    app.stack.top.close()
    app.stack.top.close()
    next(w for w in pause.focus.widgets if w.label == "Load…").activate()
    from game.client.scenes.loadgame import LoadScene

    ls = app.stack.top
    assert isinstance(ls, LoadScene)
    assert any("“Before the vote”" in b.label for b in ls.buttons)
    # the running game's own autosave cannot be deleted from here
    mine = ls.paths.index(s.save_path)
    assert not ls.deletes[mine].enabled
    s.close()


def test_load_list_shows_real_state_and_deletes_after_confirmation(app):
    from game.client.scenes.dialog import ConfirmScene
    from game.client.scenes.loadgame import LoadScene, objective_name

    _clear_saves()
    s = _bot_game(steps=60)
    s.close()
    ls = LoadScene(app)
    app.stack.push(ls)
    assert len(ls.buttons) == 1
    label = ls.buttons[0].label
    st = s.state
    assert f"round {st.round}, morale {st.morale}" in label
    assert objective_name(st.main_objective) in label and "Ana, Ben, Cleo" in label
    ls.focus.focus_widget(ls.buttons[0])
    app.frame(1 / 30, [key(pygame.K_DELETE)])
    assert isinstance(app.stack.top, ConfirmScene)
    app.stack.top._no()  # Keep
    assert s.save_path.exists()
    ls.deletes[0].activate()
    app.stack.top._yes()  # Delete
    assert not s.save_path.exists() and ls.buttons == []


def test_finished_game_is_marked(app):
    from game.client.scenes.loadgame import LoadScene

    _clear_saves()
    s = _bot_game(steps=0)
    while not s.over:
        s.step_bot()
    s.close()
    ls = LoadScene(app)
    assert " — finished — " in ls.buttons[0].label


def _torn(s: Session) -> None:
    s.close()
    with open(s.save_path, "ab") as f:
        f.write(b'{"a":{"type":"end_turn","act')  # the process died while writing


def test_torn_autosave_opens_with_the_notice_on_continue(app):
    from game.client.scenes.dialog import MessageScene
    from game.client.scenes.table.scene import TableScene
    from game.client.scenes.title import TitleScene

    _clear_saves()
    s = _bot_game(steps=25)
    h = s.hash()
    _torn(s)
    title = TitleScene(app)
    app.stack.push(title)
    title.continue_game()
    msg = app.stack.top
    assert isinstance(msg, MessageScene) and msg.body == RECOVERED
    msg._yes()
    t = app.stack.top
    assert isinstance(t, TableScene) and t.session.hash() == h
    t.session.close()
    # the file was rewritten without the torn line: it opens silently now
    again = Session.load(s.save_path, autosave=False)
    assert again.hash() == h and again.notice is None


def test_torn_autosave_opens_with_the_notice_on_load(app):
    from game.client.scenes.dialog import MessageScene
    from game.client.scenes.loadgame import LoadScene

    _clear_saves()
    s = _bot_game(steps=25)
    _torn(s)
    ls = LoadScene(app)
    app.stack.push(ls)
    ls.buttons[0].activate()
    assert isinstance(app.stack.top, MessageScene) and app.stack.top.body == RECOVERED
    app.session.close()


def test_cut_at_a_line_boundary_opens_silently():
    _clear_saves()
    s = _bot_game(steps=25)
    s.close()
    lines = s.save_path.read_bytes().splitlines(keepends=True)
    s.save_path.write_bytes(b"".join(lines[:-3]))  # whole lines lost, no torn line
    loaded = Session.load(s.save_path, autosave=False)
    assert loaded.notice is None and len(loaded.log) <= 25


def test_damaged_middle_line_still_names_the_line(app):
    from game.client.scenes.dialog import MessageScene
    from game.client.scenes.loadgame import open_save

    _clear_saves()
    s = _bot_game(steps=25)
    _torn(s)
    lines = s.save_path.read_bytes().split(b"\n")
    lines[5] = b"{this is not json"
    s.save_path.write_bytes(b"\n".join(lines))
    with pytest.raises(game.saves.DamagedSave) as err:
        Session.load(s.save_path, autosave=False)
    assert err.value.line == 6
    assert not open_save(app, s.save_path)
    assert isinstance(app.stack.top, MessageScene) and "line 6" in app.stack.top.body


def test_client_offers_to_continue_under_the_corrected_rules(app, tmp_path):
    from game.client.scenes.dialog import ConfirmScene, MessageScene
    from game.client.scenes.loadgame import open_save
    from game.client.scenes.table.scene import TableScene
    from tests.saves.test_old_rules import _old

    p = _old(tmp_path, break_line=40)
    assert not open_save(app, p)
    ask = app.stack.top
    assert isinstance(ask, ConfirmScene) and "older rules" in ask.title
    ask._yes()
    msg = app.stack.top
    assert isinstance(msg, MessageScene) and "line 40" in msg.body
    app.draw()  # the long notice fits its box
    msg._yes()
    assert isinstance(app.stack.top, TableScene)


def test_continue_prefers_the_autosave_to_a_newer_named_copy():
    from game.client.scenes.dialog import named_save_path
    from game.session import store

    _clear_saves()
    s = _bot_game(steps=10)
    named = s.save_as(named_save_path("keep this"))  # newer than the autosave
    s.close()
    assert store.latest_save() == s.save_path
    s.save_path.unlink()
    assert store.latest_save() == named


def test_load_from_the_pause_menu_replaces_the_running_game(app):
    from game.client.scenes.dialog import PauseScene
    from game.client.scenes.loadgame import LoadScene
    from game.client.scenes.table.scene import TableScene

    _clear_saves()
    other = _bot_game(seed=5, steps=20, path=game.saves.saves_dir() / "other.jsonl")
    other.close()
    s = _bot_game(steps=10)
    app.session = s
    app.stack.push(TableScene(app, s))
    app.stack.push(PauseScene(app, on_save_and_leave=lambda: None))
    next(w for w in app.stack.top.focus.widgets if w.label == "Load…").activate()
    ls = app.stack.top
    assert isinstance(ls, LoadScene)
    ls.buttons[ls.paths.index(other.save_path)].activate()
    tables = [x for x in app.stack.scenes if isinstance(x, TableScene)]
    assert len(tables) == 1 and tables[0].session.hash() == other.hash()
    assert app.session is tables[0].session and app.stack.top is tables[0]
    app.session.close()


def test_two_new_games_in_the_same_second_get_their_own_autosaves():
    _clear_saves()
    cfg = GameConfig(seats=[Seat(name=n, bot=True) for n in ("Ana", "Ben", "Cleo")], seed=1)
    a, b = Session(cfg), Session(cfg.model_copy(update={"seed": 2}))
    assert a.save_path != b.save_path and a.save_path.exists() and b.save_path.exists()
    a.close()
    b.close()


def test_settings_row_for_finished_games_kept(app):
    from game.client.scenes.settings import SettingsScene

    sc = SettingsScene(app)
    row = sc.rows[-1]
    assert row.label == "Finished games kept"
    while row.value != 0:  # "all", as a player steps through it
        row.step(1)
    assert sc.draft.keep_finished_saves == 0
    sc.defaults()
    assert sc.draft.keep_finished_saves == 20 and row.value == 20
    while row.value != 50:
        row.step(1)
    sc.save()
    assert app.settings.keep_finished_saves == 50


def test_the_load_list_names_long_night_and_scenario_objectives():
    """A Long Night save's objective (or a scenario's stage objective) is named, not shown
    as its id."""
    from game.client.scenes.loadgame import objective_name
    from game.content.loader import load_ruleset

    ln = load_ruleset("ln")
    mo = next(iter(ln.main_objectives.values()))
    so = next(iter(ln.scenario_objectives.values()))
    assert objective_name(mo.id) == mo.name and objective_name(so.id) == so.name
    assert objective_name("no_such_objective") == "no_such_objective"
