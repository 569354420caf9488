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
    from game.client.tutorial import Coach

    app.stack.reset(TitleScene(app))
    app.frame(1 / 60, [])
    assert "Learn to play" in screen_text(app)
    app.frame(1 / 60, [_key(pygame.K_t)])
    coach = next(o for o in app.overlays if isinstance(o, Coach))
    coach.table.fast = True
    return coach


def _until(app, coach, cond, student=False, seconds=120.0):
    """Frames until ``cond()`` (by wall time: bots think in a worker thread)."""
    from game.client.tutorial_smoke import student_events

    deadline = time.monotonic() + seconds
    while not cond():
        assert time.monotonic() < deadline, f"stuck at {coach.step.id if coach.step else '-'}"
        app.frame(1 / 30, student_events(app, coach) if student else [])
    return True


def test_tutorial_is_a_normal_seeded_game_against_two_bots(app):
    from game.client import tutorial

    coach = _open(app)
    s = coach.table.session
    assert s.config.seed == tutorial.SEED and s.config.main_objective == tutorial.OBJECTIVE
    assert [s.is_bot(i) for i in range(3)] == [False, True, True]
    assert app.session is s and coach.step.id == "welcome"
    assert "Welcome to the colony" in screen_text(app)


def test_coach_waits_for_the_move_and_next_does_not_skip_it(app):
    """The move step ends only when the player moved a survivor (MOVE-01); N does nothing
    while the move is possible; the player's survivors are lit as targets."""
    from game.client.tutorial import _my_turn

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
    from game.client import tutorial_smoke

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
    from game.client.tutorial import _my_turn
    from game.client.tutorial_smoke import Student

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
    from game.client.tutorial import matching_cards

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
    from game.client.tutorial import matching_cards

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
