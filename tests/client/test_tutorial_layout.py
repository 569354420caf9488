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

    from game.client.headless import headless_app
    from game.client.scenes.prompt import DraftScene
    from game.client.scenes.title import TitleScene
    from game.client.smoke.tutorial import key, student_events
    from game.client.tutorial.coach import Coach

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


def _about(coach) -> list:
    """What the current step talks about on the screen, read from the table itself: its
    lit targets; the board pieces its action would involve (the survivors, the zombies an
    attack could kill, the entrances a barricade could fill, the place searched); the
    overlays the table shows (the dice thrown, the crisis cards turned over, a banner);
    an open chooser and its card."""
    import pygame

    from game.client.table.labels import action_survivors

    t = coach.table
    app = coach.app
    st = coach.step
    out = [("target", r) for r in coach.targets()]
    hits, view = t.hits, t.view
    for a in t.my_turn_actions():
        if st.action is None or a.type != st.action:
            continue
        out += [("survivor", hits.survivors[s]) for s in action_survivors(a)
                if s in hits.survivors]
        here = view["survivors"].get(getattr(a, "survivor", "") or "", {}).get("loc")
        if a.type == "attack" and str(a.target).startswith("z"):
            out.append(("zombies", hits.entrances.get((here, int(a.target[1:])))))
        if a.type == "barricade":
            out.append(("entrance", hits.entrances.get((here, a.entrance))))
        if a.type == "search":
            out.append(("deck", hits.locations.get(here)))
    lay = t.layout(app.screen)
    ov = t.overlays
    if t.throw is not None:
        out.append(("dice", ov.tray_rect(lay)))
    if t.group:
        out += [("round dice", r) for r in ov.group_rects(lay, len(t.group))]
    if t.crisis_reveal is not None:
        out.append(("crisis reveal", ov.crisis_rect(lay)))
    if t.banner is not None and t.banner.alpha > 0:
        out.append(("banner", ov.banner_rect(lay, t.banner)))
    top = app.stack.top
    if top is not t and hasattr(top, "box"):
        out.append(("chooser", top.box(app.screen)))
        out.append(("card", getattr(top, "card_rect", None)))
    return [(k, r) for k, r in out if isinstance(r, pygame.Rect) and r.width and r.height]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("path", ["first", "last", "first-ends-early"])
def test_coach_never_covers_what_its_step_is_about(path, size):
    """Issue 20 item 8: along several paths through the tutorial, with the animations
    running (the exposure dice, the crisis reveal), in every frame the coach's box covers
    none of its targets, the pieces its step is about, the overlays the table shows, an
    open chooser or its card; and a hover card over a step's target is never under it."""
    import pygame

    from game.client.headless import headless_app
    from game.client.scenes.title import TitleScene
    from game.client.smoke.tutorial import Student, key
    from game.client.tutorial.coach import Coach
    from tests.client.test_tutorial_paths import PATHS

    p = PATHS[path]
    student = Student(p.draft, tuple(p.end_early), tuple(p.eager))
    app = headless_app(size)
    app.settings.animation_speed = 4.0
    app.settings.bot_pause = 0.0
    try:
        app.stack.reset(TitleScene(app))
        app.frame(1 / 60, [])
        app.frame(1 / 60, [key(pygame.K_t)])
        coach = next(o for o in app.overlays if isinstance(o, Coach))
        seen: set[str] = set()
        shown: set[str] = set()
        hovered = 0
        deadline = time.monotonic() + 300
        while not coach.finished:
            assert time.monotonic() < deadline, f"stuck at {coach.step.id}"
            st = coach.step
            if st is not None and coach.active and \
                    type(app.stack.top).__name__ != "GameOverScene":
                app.draw()
                box = coach.box
                assert box.width and app.screen.get_rect().contains(box)
                for what, r in _about(coach):
                    shown.add(what)
                    assert not box.colliderect(r), \
                        f"{path} {size}: step {st.id}: the coach {box} covers the {what} {r}"
                if st.id not in seen and coach.table.director.idle:
                    seen.add(st.id)  # the pointer on each target: its hover card is clear
                    t = coach.table
                    for _what, r in _about(coach)[:4]:
                        t.zoom.mouse = r.center
                        app.draw()
                        if t.zoom.drawn is not None:
                            hovered += 1
                            assert not box.colliderect(t.zoom.drawn), (st.id, t.zoom.drawn)
                    t.zoom.mouse = None
            app.frame(1 / 30, student(app, coach))
        assert {"target", "survivor", "chooser"} <= shown, shown
        assert {"zombies", "entrance"} & shown, shown
        assert {"dice", "crisis reveal"} & shown, shown  # the animations were seen
        assert hovered, "some hover card was checked"
    finally:
        app.close_session()
        app.stack.clear()
        pygame.quit()


def _shown_targets(coach) -> list:
    """The step's targets not under an open chooser (those the coach rings and points at)."""
    top = coach.app.stack.top
    cover = top.box(coach.app.screen) if top is not coach.table and hasattr(top, "box") \
        else None
    return [r for r in coach.targets() if cover is None or not cover.colliderect(r)]


@pytest.mark.parametrize(("size", "scale"), [((1280, 720), 1.0), ((1920, 1080), 1.0),
                                           ((1280, 720), 1.5), ((1920, 1080), 0.9)])
def test_coach_sits_beside_its_target_with_an_arrow(size, scale):
    """Issue 22 item 4: at every coach step, the box sits beside what it points at, never
    on it, inside the window, and an arrow runs from the box's edge to a target its tip
    touches (at the interface scales of Settings too)."""
    import pygame

    from game.client.headless import headless_app
    from game.client.scenes.title import TitleScene
    from game.client.smoke.tutorial import key, student_events
    from game.client.tutorial.coach import Coach

    app = headless_app(size)
    app.settings.ui_scale = scale
    try:
        app.stack.reset(TitleScene(app))
        app.frame(1 / 60, [])
        app.frame(1 / 60, [key(pygame.K_t)])
        coach = next(o for o in app.overlays if isinstance(o, Coach))
        coach.table.fast = True
        pointed: set[str] = set()
        deadline = time.monotonic() + 300
        while not coach.finished:
            assert time.monotonic() < deadline, f"stuck at {coach.step.id}"
            st = coach.step
            if st is not None and coach.active:
                app.draw()
                box, a = coach.box, coach.arrow
                assert app.screen.get_rect().contains(box)
                targets = _shown_targets(coach)
                for r in targets:
                    assert not box.colliderect(r), (st.id, box, r)
                if targets:
                    assert a is not None, f"{size} step {st.id}: no arrow to {targets}"
                    assert any(r.inflate(2, 2).collidepoint(a.tip) for r in targets), \
                        (st.id, a)
                    assert a.target in targets
                    # the tail on the box's edge
                    assert box.inflate(2, 2).collidepoint(a.tail)
                    assert not box.inflate(-2, -2).collidepoint(a.tail)
                    pointed.add(st.id)
                else:
                    assert a is None
            app.frame(1 / 30, student_events(app, coach))
        assert {"draft", "dice", "secret", "move", "search", "crisis", "end_turn",
                "morale"} <= pointed, pointed
    finally:
        app.close_session()
        app.stack.clear()
        pygame.quit()
