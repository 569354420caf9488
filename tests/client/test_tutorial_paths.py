"""The guided first game along other paths than the smoke's (issue 20 item 6): the player
last to play in round 1, the turn ended before the coach asks for it, actions done before
the coach asks for them.  On every path every step of the script is reached and closed,
and the coach never waits on the player's turn for something that cannot come."""

from __future__ import annotations

import time

import pygame
import pytest

from game.client.smoke.tutorial import Student, key, stuck

PATHS = {
    # the smoke's path: the player plays first
    "first": Student(draft=0),
    # most leaders put a bot first: the player ends round 1 (the colony phase follows at
    # once) -- the review's path
    "last": Student(draft=1),
    # the turn ended at once, before the coach's first action step
    "last-ends-at-once": Student(draft=1, end_early=("dice",)),
    # the turn ended instead of moving, then while reading about crossroads
    "first-ends-early": Student(draft=0, end_early=("move", "crossroads")),
    # actions done before the coach asks for them, in another order
    "last-eager": Student(draft=1, eager=("barricade", "move", "search")),
    "first-eager": Student(draft=0, eager=("move", "search", "attack", "barricade")),
}


def _first_player(coach) -> int | None:
    return next((int(e.data["player"]) for e in coach.table.session.events
                 if e.type == "TurnStarted"), None)


@pytest.mark.parametrize("path", list(PATHS))
def test_every_step_is_reached_and_the_coach_never_waits_for_nothing(app, path):
    from game.client.scenes.gameover import GameOverScene
    from game.client.scenes.title import TitleScene
    from game.client.tutorial.coach import HUMAN, Coach

    student = PATHS[path]
    student = Student(student.draft, tuple(student.end_early), tuple(student.eager))
    app.stack.reset(TitleScene(app))
    app.frame(1 / 60, [])
    app.frame(1 / 60, [key(pygame.K_t)])
    coach = next(o for o in app.overlays if isinstance(o, Coach))
    coach.table.fast = True
    seen: list[str] = []
    over_screen: set[str] = set()
    deadline = time.monotonic() + 240
    while not coach.finished:
        assert time.monotonic() < deadline, f"{path}: stuck at {coach.step.id}"
        assert not coach.stopped and coach in app.overlays
        st = coach.step
        if st is not None and (not seen or seen[-1] != st.id):
            seen.append(st.id)
        why = stuck(coach)
        assert why is None, f"{path}: {why}"
        if st is not None and coach.active and not coach.can_next():
            # the coach says whom it waits for: the player only when it is their move
            d = coach.table.session.decision()
            theirs = d is not None and int(d.get("player", -1)) == HUMAN
            assert (coach.waiting_text() == "waiting for you…") == theirs, \
                (path, st.id, coach.waiting_text())
        if isinstance(app.stack.top, GameOverScene) and coach.active:
            app.draw()  # the explanations left, read on the game over screen: clear of
            assert coach.box.collidelist(app.stack.top.focus_rects()) == -1  # who won, buttons
            over_screen.add(st.id)
        app.frame(1 / 30, student(app, coach))
    if over_screen:
        assert "done" in over_screen, over_screen
    assert list(coach.outcomes) == [s.id for s in coach.steps], path  # each in turn
    # every step was done, read, or skipped where it could not be done; none was lost
    # to the end of the game (the explanations left are read on the game over screen)
    assert set(coach.outcomes.values()) <= {"done", "read", "skipped"}, (path,
                                                                        coach.outcomes)
    for sid in ("draft", "move", "barricade", "end_turn"):
        assert coach.outcomes[sid] == "done", (path, sid, coach.outcomes)
    first = _first_player(coach)
    assert (first == HUMAN) == path.startswith("first"), (path, first)
    # the colony phase step ends by itself at the player's next turn
    assert coach.outcomes["colony"] == "done"
    assert not student.end_early and not student.eager, "the path was played as meant"
