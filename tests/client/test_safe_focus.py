"""Issue 20 item 12: a stray Enter never ends a turn.  A turn handed over starts with
nothing focused, a confirmation starts on its safe answer, and ending a turn with no
dice left asks nothing."""

from __future__ import annotations

import pygame

from tests.client.test_table import human_table, key


def _three_humans_at_second_handoff(app):
    """Ana, Ben and Cleo (all human): Ana's turn ended with E and a confirmed question,
    the hand-off screen for Ben is up.  Prompts are answered by their first choice."""
    from game.client.scenes.dialog import ConfirmScene
    from game.client.scenes.handoff import HandOffScene
    from game.client.scenes.prompt import DraftScene, PromptScene
    from game.client.scenes.table.scene import TableScene
    from game.engine import GameConfig, Seat
    from game.session.session import Session

    s = Session(GameConfig(seats=[Seat(name=n) for n in ("Ana", "Ben", "Cleo")], seed=3),
                autosave=False)
    t = TableScene(app, s)
    t.fast = True
    app.stack.push(t)
    turns = 0
    for _ in range(6000):
        app.frame(1 / 30, [])
        top = app.stack.top
        d = s.decision()
        if isinstance(top, HandOffScene):
            if d is not None and d["kind"] == "turn":
                turns += 1
                if turns == 2:
                    return s, t, top
            top.age = 1.0
            app.frame(1 / 30, [key(pygame.K_RETURN)])
        elif isinstance(top, DraftScene):
            a = top.legal[0]
            top.keep, top.leader = list(a.keep), a.leader
            top.confirm()
        elif isinstance(top, PromptScene):
            top.answer(next(k for k, b in zip(top.keys, top.buttons, strict=True)
                            if b.enabled))
        elif isinstance(top, ConfirmScene):
            top._yes()
        elif top is t and t.my_turn_actions() and t.director.idle:
            app.frame(1 / 30, [key(pygame.K_e)])  # E focuses End turn and asks
    raise AssertionError("no second turn hand-off")


def test_enter_twice_at_a_turn_handoff_does_not_end_the_turn(app):
    from game.client.scenes.handoff import HandOffScene

    s, t, handoff = _three_humans_at_second_handoff(app)
    seat = handoff.seat
    handoff.age = 1.0
    n = len(s.log)
    app.frame(1 / 30, [key(pygame.K_RETURN)])  # the hand-off passes
    for _ in range(5):
        app.frame(1 / 30, [])
    assert app.stack.top is t and t.viewer == seat and t.my_turn_actions()
    assert t.focus.focused is None  # nothing takes the next Enter
    for _ in range(3):
        app.frame(1 / 30, [key(pygame.K_RETURN)])
    assert app.stack.top is t and len(s.log) == n
    d = s.decision()
    assert d is not None and d["kind"] == "turn" and d["player"] == seat
    assert not isinstance(app.stack.top, HandOffScene)
    app.frame(1 / 30, [key(pygame.K_TAB)])  # the keyboard still reaches the buttons
    assert t.focus.focused is not None and t.focus.focused.enabled


def test_a_confirmation_starts_on_its_safe_answer(app):
    """The general rule of the confirm dialog: Enter at once answers no."""
    from game.client.scenes.dialog import ConfirmScene, MessageScene
    from game.client.scenes.title import TitleScene

    said: list[str] = []
    app.stack.push(TitleScene(app))
    ask = ConfirmScene(app, "Delete?", "Gone for good.", lambda: said.append("yes"),
                       yes="Delete", no="Keep", on_no=lambda: said.append("no"))
    app.stack.push(ask)
    app.frame(1 / 30, [])
    assert ask.focus.focused is ask.no
    app.frame(1 / 30, [key(pygame.K_RETURN)])
    assert said == ["no"]
    ask = ConfirmScene(app, "Delete?", "Gone for good.", lambda: said.append("yes"))
    app.stack.push(ask)
    app.frame(1 / 30, [key(pygame.K_LEFT)])  # the arrows reach the other answer
    app.frame(1 / 30, [key(pygame.K_SPACE)])
    assert said == ["no", "yes"]
    msg = MessageScene(app, "Note", "Just so you know.")
    app.stack.push(msg)
    assert msg.focus.focused is msg.yes  # a lone OK is still focused


def test_every_confirmation_of_the_client_defaults_to_its_safe_answer(app):
    """The title's quit, the end of a turn with dice left, the pause menu's quit, a
    delete in the Load list: Enter at once leaves everything as it was."""
    from game.client.scenes.dialog import ConfirmScene, PauseScene

    s, t = human_table(app)
    app.frame(1 / 30, [])
    n = len(s.log)
    app.frame(1 / 30, [key(pygame.K_e)])
    assert isinstance(app.stack.top, ConfirmScene)
    app.frame(1 / 30, [key(pygame.K_RETURN)])
    assert app.stack.top is t and len(s.log) == n  # Keep playing
    pause = PauseScene(app, on_save_and_leave=lambda: None)
    app.stack.push(pause)
    pause._quit()
    assert isinstance(app.stack.top, ConfirmScene)
    app.frame(1 / 30, [key(pygame.K_RETURN)])
    assert app.running and app.stack.top is pause  # Stay


def test_ending_a_turn_with_no_die_left_asks_nothing(app):
    from game.client.scenes.dialog import ConfirmScene

    s, t = human_table(app)
    app.frame(1 / 30, [])
    app.settings.confirm_end_turn = True
    n = len(s.log)
    t.private = lambda: {"dice_unused": []}  # type: ignore[method-assign]
    t.pick_type("end_turn")
    del t.private
    assert not isinstance(app.stack.top, ConfirmScene)
    assert s.log[n]["type"] == "end_turn" and s.log[n]["actor"] == 0
