from __future__ import annotations

import pygame

from game.devtools.saveshots import human_turn
from game.engine import GameConfig, Seat
from game.session.session import Session


def key(k: int):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def human_table(app, seed: int = 8):
    """Ana (seat 0) and two bots, played on until Ana's first turn (with autosave on)."""
    return human_turn(app, seed=seed, autosave=True, frames=2000)


def test_turn_actions_come_from_legal_actions(app):
    s, t = human_table(app)
    app.frame(1 / 30, [])
    legal_types = {a.type for a in s.legal()}
    enabled = {k for k, b in t.action_buttons.items() if b.enabled}
    assert enabled == legal_types
    # highlights only name survivors that some legal action uses
    from game.client.table.labels import action_survivors

    used = set().union(*(action_survivors(a) for a in s.legal()))
    assert t.hl.survivors <= used


def test_picker_applies_chosen_action_by_keyboard(app):
    from game.client.scenes.prompt import ActionPickerScene

    s, t = human_table(app)
    app.frame(1 / 30, [])
    n = len(s.log)
    app.frame(1 / 30, [key(pygame.K_1)])  # "Move" is the first action type
    top = app.stack.top
    assert isinstance(top, ActionPickerScene)
    # narrowed step by step (issue 22 item 2): a survivor first, then a place; at most six
    assert top.actions and all(a.type in ("move", "group") for a in top.actions)
    assert len(top.actions) <= 6
    assert t.hl.strong_survivors  # the focused choice is highlighted on the board
    for _ in range(3):
        app.frame(1 / 30, [key(pygame.K_RETURN)])
        top = app.stack.top
        if not isinstance(top, ActionPickerScene):
            break
        assert len(top.actions) <= 6
    assert len(s.log) == n + 1 and s.log[-1]["type"] == "move"


def test_end_turn_asks_for_confirmation(app):
    from game.client.scenes.dialog import ConfirmScene

    s, t = human_table(app)
    app.frame(1 / 30, [])
    n = len(s.log)
    app.frame(1 / 30, [key(pygame.K_e)])
    assert isinstance(app.stack.top, ConfirmScene)
    assert len(s.log) == n  # nothing happens before the answer
    app.frame(1 / 30, [key(pygame.K_LEFT)])  # Keep playing is focused first
    app.frame(1 / 30, [key(pygame.K_RETURN)])
    assert s.log[n]["type"] == "end_turn" and s.log[n]["actor"] == 0


def test_animations_queue_and_fast_forward(app):
    s, t = human_table(app)
    t.fast = False
    app.settings.animation_speed = 1.0
    moves = [a for a in s.legal() if a.type == "move"]
    t.submit(moves[0])
    assert t.director.busy  # exposure throw etc. queued
    app.frame(1 / 60, [key(pygame.K_SPACE)])  # skip
    assert t.director.idle


def test_pause_menu_from_table(app):
    from game.client.scenes.dialog import PauseScene

    s, t = human_table(app)
    app.frame(1 / 30, [key(pygame.K_ESCAPE)])
    assert isinstance(app.stack.top, PauseScene)
    app.frame(1 / 30, [key(pygame.K_ESCAPE)])
    assert app.stack.top is t


def test_new_game_constraints(app):
    from game.client.scenes.newgame import NewGameScene

    ng = NewGameScene(app, seats=2)
    assert ng.variants["two_player"].value and ng.variants["cooperative"].value
    assert not ng.variants["betrayer"].enabled
    cfg = ng.config()
    assert "two_player" in cfg.variants and len(cfg.seats) == 2
    ng.seat_on[2].set_value(True)
    ng._changed(None)
    assert not ng.variants["two_player"].value
    ng.variants["betrayer"].set_value(True)
    ng._changed(None)
    assert not ng.variants["cooperative"].enabled
    assert ng.config().variants == frozenset({"betrayer"})


def test_new_game_starts_table(app):
    from game.client.scenes.newgame import NewGameScene
    from game.client.scenes.table.scene import TableScene

    ng = NewGameScene(app, seats=3, bots=(True, True, True))
    app.stack.push(ng)
    app.frame(1 / 30, [key(pygame.K_F5)])
    assert isinstance(app.stack.top, TableScene)
    assert app.session is app.stack.top.session


def test_leave_and_continue_resumes_the_same_game(app):
    from game.client.scenes.table.scene import TableScene
    from game.client.scenes.title import TitleScene

    s, t = human_table(app)
    h = s.hash()
    t.leave()
    title = app.stack.top
    assert isinstance(title, TitleScene)
    assert title.b_continue.enabled and title.b_load.enabled
    title.continue_game()
    t2 = app.stack.top
    assert isinstance(t2, TableScene) and t2.session is not s
    assert t2.session.hash() == h


def test_damaged_save_shows_a_message(app, tmp_path):
    from game.client.scenes.dialog import MessageScene
    from game.client.scenes.loadgame import open_save

    bad = tmp_path / "bad.jsonl"
    bad.write_text("{not json\n")
    assert open_save(app, bad) is False
    assert isinstance(app.stack.top, MessageScene)


def test_fast_forward_key_speeds_up_and_space_skips(app):
    s, t = human_table(app)
    t.fast = False
    app.settings.animation_speed = 1.0
    moves = [a for a in s.legal() if a.type == "move"]
    t.submit(moves[0])
    assert t.director.busy
    app.frame(1 / 60, [key(pygame.K_f)])
    assert t.ffwd and t.director.speed == 4.0
    app.frame(1 / 60, [key(pygame.K_SPACE)])
    assert t.director.idle
    app.frame(1 / 60, [])
    assert not t.ffwd  # back to normal once the queue is empty


def test_new_game_seat_kinds_and_every_advanced_rule(app):
    from game.client.scenes.newgame import NewGameScene, advanced_rules
    from game.engine import RulesOptions

    ng = NewGameScene(app, seats=4, bots=(False, "heuristic", "random", True))
    cfg = ng.config()
    assert [(s.bot, s.bot_kind) for s in cfg.seats] == [
        (False, "heuristic"), (True, "normal"), (True, "easy"), (True, "normal")]
    # every base-game option but the experimental 2-player one, defaults as RulesOptions
    from game.engine.config import LN_OPTIONS

    keys = {k for k, *_ in advanced_rules()}
    # (the Long Night's options are on their own tab: newgame_ln, tests/client/test_newgame)
    assert keys == set(RulesOptions.model_fields) - {"allow_competitive_2p", *LN_OPTIONS}
    ng.set_ruleset("base")
    cfg = ng.config()
    assert cfg.options == RulesOptions()
    for key, _, values, text in advanced_rules():
        assert text and len(values) == 2
        assert getattr(RulesOptions(), key) in [v for v, _ in values]
    for k in keys:
        ng.rules[k].step(1)  # the other value of every option
    changed = ng.config().options
    for key in keys:
        assert getattr(changed, key) != getattr(RulesOptions(), key), key
    assert len(ng.changed_rules()) == len(keys)
    ng.reset_rules()
    assert ng.config().options == RulesOptions() and not ng.changed_rules()


def test_new_game_tabs_by_keyboard(app):
    from game.client.scenes.newgame import NewGameScene

    ng = NewGameScene(app)
    app.stack.push(ng)
    app.frame(1 / 30, [])
    assert ng.tab == "players"
    app.frame(1 / 30, [key(pygame.K_PAGEDOWN)])
    assert ng.tab == "ruleset" and ng.focus.focused in ng.page_widgets("ruleset")
    app.frame(1 / 30, [key(pygame.K_PAGEDOWN)])
    assert ng.tab == "rules" and ng.focus.focused in ng.page_widgets("rules")
    app.frame(1 / 30, [key(pygame.K_PAGEDOWN), key(pygame.K_PAGEDOWN)])
    assert ng.tab == "packs"
    app.frame(1 / 30, [key(pygame.K_PAGEDOWN)])
    assert ng.tab == "players"


def test_board_layers_repaint_only_when_their_content_changes(app):
    """Background: once per window size; pieces: when the view or a highlight changes;
    a standee sliding or a place flashing repaints neither."""
    from game.client.scenes.table.scene import TableScene

    s = Session(GameConfig(seats=[Seat(name=n, bot=True) for n in ("A", "B", "C")], seed=4),
                autosave=False)
    for _ in range(12):
        s.step_bot()
    t = TableScene(app, s)
    t.step_game = lambda dt: None
    app.stack.push(t)
    app.frame(1 / 60, [])
    bg, pieces = t.bg_renders, t.board_renders
    sid = next(iter(t.view["survivors"]))
    for f in range(20):  # a slide and a flash, frame by frame
        t.hl.offsets[sid] = (100.0 - 5 * f, 40.0 - 2 * f)
        t.hl.pulse["colony"] = 1.0 - f / 20
        app.frame(1 / 60, [])
    assert (t.bg_renders, t.board_renders) == (bg, pieces + 1)  # the slide began once
    assert sid in t.hits.sliding and t.hits.survivors[sid].width > 0
    t.hl.offsets.clear()
    t.view = s.public()  # a new presented view: the pieces again, not the background
    app.frame(1 / 60, [])
    assert t.bg_renders == bg and t.board_renders == pieces + 2
    app.resize((1600, 900))
    app.frame(1 / 60, [])
    assert t.bg_renders == bg + 1


def test_turn_buttons_numbered_consecutively_each_with_a_key(app):
    """Issue 12 item 8: the shown action buttons read 1, 2, 3 … in order and each has a key
    (no gaps such as 1, 2, 4, 8, no button without a key)."""
    s, t = human_table(app)
    app.frame(1 / 30, [])
    shown = [(k, b) for k, b in t.action_buttons.items() if b.enabled and k != "end_turn"]
    assert len(shown) >= 4
    assert [b.hint for _, b in shown][:9] == [str(i + 1) for i in range(min(9, len(shown)))]
    assert all(b.hotkey is not None for _, b in shown)
    # a key beyond the ninth type still works: the last shown button's key opens its action
    from game.client.scenes.prompt import ActionPickerScene

    last_type, last = shown[-1]
    app.frame(1 / 30, [key(last.hotkey)])
    top = app.stack.top
    assert top is not t or last_type in ("end_turn",)
    if isinstance(top, ActionPickerScene):
        assert all(a.type == last_type for a in top.actions)
    assert t.action_buttons["end_turn"].hint == "E"
