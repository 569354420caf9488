"""The guided first game (issue 12, "A guided first game"): Learn to play on the title, a
coach that waits for each step, can be stopped, and a script that runs to its end."""

from __future__ import annotations

import time

import pygame

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
    """``--smoke --tutorial``: every step reached; with the fixed seed none is skipped."""
    from game.client import tutorial_smoke

    assert tutorial_smoke.run(None) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert out[-1] == "smoke: ok"
    outcomes = next(line for line in out if line.startswith("smoke: outcomes:"))
    assert "skipped" not in outcomes and "game over" not in outcomes
    for step in ("draft done", "move done", "search done", "attack done", "barricade done",
                 "crisis done", "end_turn done", "colony done"):
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
