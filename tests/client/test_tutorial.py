"""The guided first game (issue 12, "A guided first game"): Learn to play on the title, a
coach that waits for each step, can be stopped, and a script that runs to its end."""

from __future__ import annotations

import time

import pygame
import pytest

from tests.client.passplay import screen_text


def _key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def _open(app):
    from game.client.scenes.title import TitleScene
    from game.client.tutorial.coach import Coach

    app.stack.reset(TitleScene(app))
    app.frame(1 / 60, [])
    assert "Learn to play" in screen_text(app)
    app.frame(1 / 60, [_key(pygame.K_t)])
    coach = next(o for o in app.overlays if isinstance(o, Coach))
    coach.table.fast = True
    return coach


def _until(app, coach, cond, student=False, seconds=120.0):
    """Frames until ``cond()`` (by wall time: bots think in a worker thread)."""
    from game.client.smoke.tutorial import student_events

    deadline = time.monotonic() + seconds
    while not cond():
        assert time.monotonic() < deadline, f"stuck at {coach.step.id if coach.step else '-'}"
        app.frame(1 / 30, student_events(app, coach) if student else [])
    return True


def test_tutorial_is_a_normal_seeded_game_against_two_bots(app):
    from game.client.tutorial import coach as tutorial
    coach = _open(app)
    s = coach.table.session
    assert s.config.seed == tutorial.SEED and s.config.main_objective == tutorial.OBJECTIVE
    assert [s.is_bot(i) for i in range(3)] == [False, True, True]
    assert app.session is s and coach.step.id == "welcome"
    assert "Welcome to the colony" in screen_text(app)


def test_coach_waits_for_the_move_and_next_does_not_skip_it(app):
    """The move step ends only when the player moved a survivor (MOVE-01); N does nothing
    while the move is possible; the player's survivors are lit as targets."""
    from game.client.tutorial.coach import _my_turn

    coach = _open(app)
    _until(app, coach, lambda: coach.step.id == "move" and _my_turn(coach), student=True)
    app.frame(1 / 30, [])
    assert coach.targets(), "the player's survivors are lit"
    assert not coach.can_next()
    app.frame(1 / 30, [_key(pygame.K_n)])
    assert coach.step.id == "move"
    assert "waiting for you" in screen_text(app)
    move = next(a for a in coach.table.session.legal() if a.type == "move")
    coach.table.submit(move)
    _until(app, coach, lambda: coach.step.id != "move")
    assert coach.outcomes["move"] == "done"


def test_stop_tutorial_leaves_a_normal_game(app):
    coach = _open(app)
    table = coach.table
    coach.b_stop.activate()
    assert coach not in app.overlays and coach.stopped
    app.frame(1 / 30, [])
    assert table in app.stack.scenes and "Coach" not in screen_text(app)


def test_tutorial_script_runs_to_its_end_with_every_step_done(capsys):
    """``--smoke --tutorial``: every step reached; with the fixed seed and the smoke's draft
    none is skipped but the crisis (no card in hand matches it: the player adds none)."""
    from game.client.smoke import tutorial as tutorial_smoke
    assert tutorial_smoke.run(None) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert out[-1] == "smoke: ok"
    outcomes = next(line for line in out if line.startswith("smoke: outcomes:"))
    assert "game over" not in outcomes
    assert [x for x in outcomes.split(", ") if "skipped" in x] == ["crisis skipped"]
    for step in ("draft done", "move done", "search done", "attack done", "barricade done",
                 "end_turn done", "colony done"):
        assert step in outcomes


def test_cli_tutorial_needs_smoke(capsys):
    from game import cli

    assert cli.main(["--tutorial"]) == 2
    assert "--tutorial only works with --smoke" in capsys.readouterr().err


def test_cli_size_must_be_w_x_h_at_least_the_minimum_window(capsys):
    from game import cli

    assert cli.main(["--smoke", "--tutorial", "--size", "big"]) == 2
    assert "--size big" in capsys.readouterr().err
    assert cli.main(["--smoke", "--size", "800x600"]) == 2
    assert "at least 960x540" in capsys.readouterr().err


def _to_crisis_step(app, draft: int):
    from game.client.smoke.tutorial import Student
    from game.client.tutorial.coach import _my_turn

    coach = _open(app)
    student = Student(draft=draft)
    deadline = time.monotonic() + 120
    while not (coach.step.id == "crisis" and _my_turn(coach)):
        assert time.monotonic() < deadline, f"stuck at {coach.step.id}"
        app.frame(1 / 30, student(app, coach))
    return coach, student


@pytest.mark.rule("CRISIS-04")
def test_the_crisis_step_never_asks_for_a_card_that_counts_against_the_crisis(app):
    """Issue 20 item 9: with no card matching the crisis in hand (the smoke's draft: a
    tool or fuel crisis, no tool or fuel), the coach does not ask for a contribution -- a
    wrong-type card would count −1 -- it says so and lets the player go on; the To crisis
    button is not lit.  Nothing is added."""
    from game.client.tutorial.coach import matching_cards

    coach, student = _to_crisis_step(app, draft=0)
    t = coach.table
    crisis = t.session.content.crises[t.view["crisis"]["card"]]
    hand = [t.names.item_type(c) for c in t.private()["hand"]]
    assert hand and not set(hand) & set(crisis.prevent)  # the case of the review
    assert any(a.type == "contribute" for a in t.my_turn_actions())  # a card could go in
    assert not matching_cards(coach)
    assert coach.can_next() and "−1" in (coach.reason_blocked() or "")
    assert t.action_buttons["contribute"].rect not in coach.targets()
    text = screen_text(app)
    assert "add nothing this time" in text and "Skip (N)" in text
    n = len(t.session.events)
    app.frame(1 / 30, student(app, coach))  # the player follows the coach: Skip
    assert coach.outcomes["crisis"] == "skipped"
    assert not any(e.type == "CardContributed" for e in t.session.events[n:])


@pytest.mark.rule("CRISIS-04")
def test_the_crisis_step_asks_for_a_matching_card_when_there_is_one(app):
    from game.client.tutorial.coach import matching_cards

    coach, student = _to_crisis_step(app, draft=1)
    t = coach.table
    assert matching_cards(coach) and coach.reason_blocked() is None
    assert not coach.can_next()
    assert t.action_buttons["contribute"].rect in coach.targets()
    crisis = t.session.content.crises[t.view["crisis"]["card"]]
    _until(app, coach, lambda: coach.step.id != "crisis", student=True)
    assert coach.outcomes["crisis"] == "done"
    given = [e for e in t.session.events if e.type == "CardContributed"
             and e.data.get("player") == 0]
    assert given
    cards = t.session.view(0)["me"].get("contributed") or []
    assert cards and all(t.names.item_type(c) in crisis.prevent for c in cards)


def _dice_row_brightness(app, t) -> float:
    """The mean brightness of the private panel's dice row (as drawn on screen)."""
    from game.client.table.panels.private import PX, PY

    lay = t.layout()
    r = lay.r(PX + 200, PY + 2, 100, 20)
    app.draw()
    return float(sum(pygame.transform.average_color(app.screen, r)[:3]))


@pytest.mark.rule("ROUND-12")
def test_dice_left_after_the_turn_are_shown_as_not_usable(app):
    """Issue 20 item 16: once the player's turn is over, the dice they did not spend wait
    for the next roll (ROUND-12) and cannot be used (NS-25): the private panel no longer
    draws them as dice to spend -- faded, with a word saying why -- until the next roll."""
    from game.client.smoke.tutorial import Student
    from game.client.tutorial.coach import _my_turn

    coach = _open(app)
    student = Student(draft=0)
    deadline = time.monotonic() + 120
    while not _my_turn(coach):
        assert time.monotonic() < deadline
        app.frame(1 / 30, student(app, coach))
    t = coach.table
    coach.b_stop.activate()  # a normal game from here
    app.frame(1 / 30, [])
    assert t.private()["dice_unused"]
    lit = _dice_row_brightness(app, t)
    assert ("dice",) not in t.private_panel.tips
    end = next(a for a in t.my_turn_actions() if a.type == "end_turn")
    t.submit(end)
    t.step_game = lambda dt: None  # the bots wait: the round goes on
    app.frame(1 / 30, [])
    assert t.session.decision()["player"] != 0 and t.private()["dice_unused"]
    assert _dice_row_brightness(app, t) < lit * 0.9
    rect, tip = t.private_panel.tips[("dice",)]  # the pointer on the dice says why
    assert "until the next roll" in tip
    t.zoom.mouse = rect.center
    assert "until the next roll" in screen_text(app)


def test_only_what_the_coach_asks_for_next_is_lit(app):
    """Issue 20 item 16: in the draft the coach lights the cards still to choose from,
    then -- two kept -- only Confirm; at every action step the button the coach talks
    about takes the keyboard focus (drawn like the coach's light), so the button of the
    step before is no longer lit."""
    from game.client.scenes.prompt import DraftScene
    from game.client.smoke.tutorial import Student
    from game.client.tutorial.coach import _my_turn

    coach = _open(app)
    student = Student(draft=0)
    _until(app, coach, lambda: isinstance(app.stack.top, DraftScene))
    d = app.stack.top
    app.frame(1 / 30, [_key(pygame.K_n)])  # (welcome read)
    _until(app, coach, lambda: coach.step.id == "draft")
    assert sorted(map(tuple, coach.targets())) == sorted(tuple(b.rect) for b in d.cards)
    d.toggle(d.dealt[0])
    app.frame(1 / 30, [])
    assert sorted(map(tuple, coach.targets())) == sorted(tuple(b.rect) for b in d.cards[1:])
    d.toggle(d.dealt[1])
    app.frame(1 / 30, [])
    assert coach.targets() == [d.b_ok.rect]
    t = coach.table
    checked = set()
    deadline = time.monotonic() + 120
    while coach.step is not None and coach.step.id != "done":
        assert time.monotonic() < deadline, coach.step.id
        st = coach.step
        if _my_turn(coach) and st.id not in checked:
            app.frame(1 / 30, [])
            if coach.step is st:
                buttons = [b for b in t.action_buttons.values() if b.visible]
                lit = [b for b in buttons if b is t.focus.focused or b.rect in coach.targets()]
                asked = [b for b in buttons if b.rect in coach.targets()]
                assert lit == asked, (st.id, [b.label for b in lit], [b.label for b in asked])
                checked.add(st.id)
        app.frame(1 / 30, student(app, coach))
    assert {"search", "attack", "barricade", "crisis", "crossroads", "morale"} <= checked, \
        checked


def test_a_blurred_focus_group_lights_nothing_until_asked():
    """``FocusGroup.blur``: no widget has the focus, a refresh of the widgets keeps it so;
    Tab (from the first) or Shift+Tab (from the last) or a widget asked for takes it."""
    from game.client.core import ui
    a, b, c = (ui.Button(x, lambda: None) for x in "abc")
    g = ui.FocusGroup([a, b, c])
    assert g.focused is a
    g.blur()
    g.set([a, b, c])
    assert g.focused is None
    g.move(1)
    assert g.focused is a
    g.blur()
    g.move(-1)
    assert g.focused is c
    g.blur()
    g.focus_widget(b)
    assert g.focused is b
