"""The interface scale (issue 22 item 5): 90-150 % in Settings, applied at once and saved;
a scene whose layout cannot hold more caps it while visible (``Scene.max_ui_scale``)."""

from __future__ import annotations

import json

import pygame

from game.client.headless import step


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


def test_settings_file_keeps_the_scale_in_range(tmp_path):
    from game.client.core import settings as st

    for given, kept in ((1.25, 1.25), (0.75, 0.9), (2.0, 1.5)):
        path = tmp_path / "settings.json"
        path.write_text(json.dumps({"ui_scale": given}))
        s, msg = st.load(path)
        assert s.ui_scale == kept and msg is None


def test_scale_row_applies_at_once_and_is_saved(app):
    from game.client.core import settings as st
    from game.client.core.scene import Scene
    from game.client.scenes.settings import SCALES, SettingsScene

    assert (min(SCALES), max(SCALES)) == (0.9, 1.5)
    base = app.scale
    s = SettingsScene(app)
    app.stack.push(s)
    step(app)
    row = s.rows[3]
    h = s.b_save.rect.height
    for _ in range(3):  # Language, Window size, Full screen, then Interface scale
        app.frame(0.016, [key(pygame.K_DOWN)])
    assert s.focus.focused is row
    app.frame(0.016, [key(pygame.K_RIGHT)])  # 100 % -> 110 %, no Save pressed
    assert app.settings.ui_scale == 1.1
    assert abs(app.scale - base * 1.1) < 1e-9
    step(app)
    assert s.b_save.rect.height > h  # drawn larger at once
    assert st.load()[0].ui_scale == 1.1  # and remembered
    s.close()
    step(app)
    assert app.settings.ui_scale == 1.1  # Cancel keeps it, as it keeps the language

    class Tight(Scene):
        max_ui_scale = 1.0

    app.set_ui_scale(1.5)
    app.stack.push(Tight())
    assert app.ui_scale == 1.0 and abs(app.scale - base) < 1e-9
    app.stack.pop()
    assert app.ui_scale == 1.5
    app.set_ui_scale(3.0)
    assert app.settings.ui_scale == 1.5


def test_every_screen_fits_its_texts_at_150_percent(app):
    """The sweep of every screen (``game.devtools.sweep``) at the largest interface scale:
    each scene's layout holds it, or caps it (``max_ui_scale``)."""
    from game.devtools.sweep import sweep

    app.settings.ui_scale = 1.5
    found = sweep(app)
    assert not found, "\n".join(str(f) for f in found)
