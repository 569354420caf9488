"""The guided first game's coach never hides what its step talks about: at 1280×720 and
1920×1080, in every interface language, the coach's box stays clear of the step's lit
targets and of an open chooser (for the draft: every survivor card, Make leader and
Confirm), from the first step to the last."""

from __future__ import annotations

import time

import pytest

from game import i18n


@pytest.fixture(autouse=True)
def _english():
    yield
    i18n.FORCED = None
    i18n.set_language("en")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "pt", "de"])
def test_coach_box_leaves_every_steps_focus_in_view(lang, size):
    import pygame

    from game.client.scenes.prompt import DraftScene
    from game.client.scenes.title import TitleScene
    from game.client.screenshot import headless_app
    from game.client.tutorial import Coach
    from game.client.tutorial_smoke import key, student_events

    i18n.FORCED = lang
    i18n.set_language(lang)
    app = headless_app(size)
    try:
        app.stack.reset(TitleScene(app))
        app.frame(1 / 60, [])
        app.frame(1 / 60, [key(pygame.K_t)])
        coach = next(o for o in app.overlays if isinstance(o, Coach))
        coach.table.fast = True
        checked: dict[str, int] = {}
        deadline = time.monotonic() + 300
        while not coach.finished:
            assert time.monotonic() < deadline, f"stuck at {coach.step.id}"
            st = coach.step
            if st is not None and coach.active:
                app.draw()
                focus = coach.focus_rects(app.screen)
                assert coach.box.width and coach.box.height
                assert app.screen.get_rect().contains(coach.box)
                hit = coach.box.collidelist(focus)
                assert hit == -1, (f"{lang} {size}: step {st.id}: the coach {coach.box} "
                                   f"covers {focus[hit]} ({type(app.stack.top).__name__})")
                checked[st.id] = checked.get(st.id, 0) + 1
                if isinstance(app.stack.top, DraftScene):
                    assert len(focus) == 2 * len(app.stack.top.cards) + 1
            app.frame(1 / 30, student_events(app, coach))
        assert set(checked) == {s.id for s in coach.steps}, "every step was on screen"
    finally:
        app.close_session()
        app.stack.clear()
        pygame.quit()
