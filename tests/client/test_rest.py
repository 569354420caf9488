"""Issue 22 item 6: at rest the app draws nothing; an event, an animation, a toast, a
bot's answer or a resize draws again (frames counted, no timing asserted)."""

from __future__ import annotations

import pygame

from game.client.core.tween import Wait
from game.devtools.rest_bench import screen


def settle(app, frames: int = 10, dt: float = 1 / 60) -> None:
    drawn(app, frames, dt)


def drawn(app, steps: int = 20, dt: float = 1 / 60, events=()) -> int:
    """How many of ``steps`` steps of the real loop draw (the first gets ``events``)."""
    n = 0
    for i in range(steps):
        if app.step(dt, list(events) if i == 0 else []):
            app.present()
            n += 1
    return n


def motion() -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 300), rel=(1, 1), buttons=(0, 0, 0))


def test_table_waiting_for_a_human_rests_and_wakes_on_input(app):
    table = screen(app, "table")
    settle(app)
    assert table.viewer == 0 and app.stack.top is table  # the human's turn, on screen
    assert drawn(app, 30) == 0
    assert drawn(app, 1, events=[motion()]) == 1  # hover may change: drawn
    settle(app)
    assert drawn(app, 30) == 0
    before = app.frames_drawn
    app.frame(1 / 60, [])  # tests and the smoke run: frame() always draws
    assert app.frames_drawn == before + 1


def test_an_animation_draws_every_frame_until_it_ends(app):
    table = screen(app, "table")
    settle(app)
    table.director.add(Wait(0.2))
    assert drawn(app, 6, dt=0.02) == 6
    settle(app, 20, 0.02)
    assert table.director.idle and drawn(app, 20) == 0


def test_toasts_and_invalidate_draw_then_rest(app):
    screen(app, "table")
    settle(app)
    app.toast("hello", seconds=1.0)
    assert drawn(app, 1) == 1
    settle(app, 5)
    assert drawn(app, 10) == 0
    assert drawn(app, 30, 0.05) >= 1  # the toast runs out: drawn once more without it
    assert not app.toasts
    app.invalidate()
    assert drawn(app, 10) >= 1
    assert drawn(app, 10) == 0


def test_a_bots_answer_is_applied_and_drawn_without_input(app):
    from game.client.core.scene import make_scene
    from game.engine import GameConfig, Seat
    from game.session.session import Session

    seats = [Seat(name=n, bot=True) for n in ("Ana", "Ben", "Cleo")]
    s = Session(GameConfig(seats=seats, seed=3), autosave=False)
    app.session = s
    app.settings.animation_speed = 0.0  # no animation shows it: the change must
    app.stack.push(make_scene("table", app, s))
    settle(app, 3)
    n = len(s.log)
    for _ in range(400):
        if len(s.log) > n:
            break
        woke = drawn(app, 1, 0.05)  # the real loop's rest polls: no event at all
        if len(s.log) > n:
            assert woke == 1
    assert len(s.log) > n


def test_resize_draws_at_once(app):
    screen(app, "table")
    settle(app)
    ev = pygame.event.Event(pygame.VIDEORESIZE, w=1400, h=800, size=(1400, 800))
    assert app.step(1 / 60, [ev])
    assert app.screen.get_size() == (1400, 800)


def test_title_snow_settles_and_resumes_on_input(app):
    from game.client.scenes.base import SnowField

    title = screen(app, "title")
    assert title.animating()
    settle(app, int((SnowField.FALL_FOR + SnowField.CALM) / 0.1) + 5, 0.1)
    flakes = [list(f) for f in title.snow.flakes]
    assert not title.animating() and drawn(app, 20, 0.1) == 0
    assert [list(f) for f in title.snow.flakes] == flakes  # hanging still
    assert drawn(app, 5, 0.1, events=[motion()]) == 5  # falls again: every frame drawn
    assert title.animating() and title.snow.flakes != flakes


def test_real_loop_draws_nothing_at_rest_and_wakes_on_posted_event(app):
    table = screen(app, "table")
    app.loop(0.3)
    assert app.stack.top is table
    # The table settles (a slow, loaded machine may still be finishing its first frames):
    # within a few seconds there is a 0.3 s stretch in which not one frame is drawn.
    for _ in range(20):
        before = app.frames_drawn
        app.loop(0.3)
        if app.frames_drawn == before:
            break
    assert app.frames_drawn == before, "the table never came to rest"
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1300, h=760, size=(1300, 760)))
    app.loop(0.2)
    assert app.frames_drawn > before and app.screen.get_size() == (1300, 760)


def test_a_focused_text_field_blinks(app):
    from game.client.core.ui import TextField
    from game.client.scenes.base import AppScene

    sc = AppScene(app)
    assert sc.redraw_in() is None
    sc.focus.set([TextField("Name")])
    due = sc.redraw_in()
    assert due is not None and 0 < due <= 0.5
