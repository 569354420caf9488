"""Issue 20 item 13: every screen in English, Portuguese and German at 1280×720 and
1920×1080, every text recorded on its way to the screen (``game.devtools.textcheck``): none
cut without "…" and a hover that shows it whole, none running out of its button or off the
window, no two crossing or running into each other, no toast over something to click.
One sweep of every screen (``game.devtools.sweep.SCREENS``) per language and size."""

from __future__ import annotations

import pytest

SIZES = [(1280, 720), (1920, 1080)]


@pytest.fixture
def lang_app(request):
    from game import i18n
    from game.client.headless import headless_app

    lang, size = request.param
    i18n.FORCED = lang
    app = headless_app(size)
    yield app
    app.close_session()
    app.stack.clear()
    i18n.FORCED = None
    i18n.set_language("en")


@pytest.mark.parametrize("lang_app", [(lang, size) for lang in ("en", "pt", "de")
                                      for size in SIZES],
                         ids=lambda p: f"{p[0]}-{p[1][0]}x{p[1][1]}", indirect=True)
def test_every_screen_fits_its_texts(lang_app):
    from game.devtools.sweep import SCREENS, sweep

    found = sweep(lang_app)
    assert not found, "\n".join(str(f) for f in found)
    assert len(SCREENS) >= 20


def test_a_cut_button_label_shows_whole_on_hover(app):
    """Where a label must be cut, hovering its button shows it whole (the rule the sweep
    relies on for cut labels)."""
    import pygame

    from game.client.core import ui
    label = "Contaminate the whole western barricade line before nightfall"
    b = ui.Button(label, lambda: None)
    group = ui.FocusGroup([b])
    b.rect = pygame.Rect(100, 300, 90, 24)  # too short for two lines
    drawn: list[str] = []
    real = app.fonts.render

    def record(text, *a, **k):
        drawn.append(text)
        return real(text, *a, **k)

    app.fonts.render = record
    try:
        group.draw(app.screen, app)
        assert b.cut == label and label not in drawn  # cut, and nothing says it all yet
        group.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=b.rect.center, rel=(0, 0),
                                        buttons=(0, 0, 0)))
        group.draw(app.screen, app)
    finally:
        del app.fonts.render
    assert label in drawn


def test_a_hint_never_sits_on_its_buttons_label(app):
    """The key hint in a button's corner keeps its column: the label is laid out beside
    it (issue 20 item 13: "^Z" over "Desfazer")."""
    import pygame

    from game.client.core import ui
    from game.client.scenes.base import AppScene
    from game.devtools import textcheck

    class Bar(AppScene):
        def draw(self, surface):
            self.focus.draw(surface, app)

    bar = Bar(app)
    b = ui.Button("Rückgängig", lambda: None)
    b.hint = "^Z"
    b.rect = pygame.Rect(8, 680, 84, 34)
    bar.focus.set([b])
    bar.focus.focus = -1  # not focused: drawn in the regular weight, as on the table
    app.stack.push(bar)
    found = textcheck.findings(app, textcheck.capture(app))
    assert [f for f in found if f.kind == "overlap"] == []
