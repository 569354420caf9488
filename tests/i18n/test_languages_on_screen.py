"""Issue 13 tests: the smoke run in Portuguese and German, screenshots of the same screens
as English; the Settings choice applies at once and is persisted."""

from __future__ import annotations

import subprocess
import sys

import pytest

from game import i18n


@pytest.fixture(autouse=True)
def _english():
    yield
    i18n.FORCED = None
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["pt", "de"])
def test_smoke_in_each_language_ends_ok_with_the_same_screens(lang, tmp_path):
    """`python -m game --smoke --lang L --screenshots DIR` (a real process, as a user runs
    it): ends with 'smoke: ok' and saves the screens the English run saves."""
    shots = tmp_path / lang
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "LANGUAGE": "en",
           "PATH": "/usr/bin:/bin", "PYTHONDONTWRITEBYTECODE": "1"}
    run = subprocess.run([sys.executable, "-m", "game", "--smoke", "--lang", lang,
                          "--screenshots", str(shots)], capture_output=True, text=True,
                         env=env, timeout=600)
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.strip().splitlines()[-1] == "smoke: ok"
    for name in ("title", "setup", "table", "prompt", "colony", "gameover", "load-list",
                 "replay", "undo"):
        p = shots / f"{name}.png"
        assert p.is_file() and p.stat().st_size > 5000, name


def test_settings_language_applies_at_once_and_is_saved(app, tmp_path, monkeypatch):
    import pygame

    from game.client.core import settings as settings_mod
    from game.client.scenes.settings import SettingsScene
    from game.client.scenes.title import TitleScene

    title = TitleScene(app)
    app.stack.push(title)
    scene = SettingsScene(app)
    app.stack.push(scene)
    app.frame(0.016, [])
    language = scene.rows[0]
    assert language.label == "Language"
    language.set_value("de")
    language.on_change("de")  # what Left/Right does
    scene.save()
    assert i18n.current() == "de"
    assert settings_mod.load()[0].language == "de"  # persisted
    drawn: list[str] = []
    render = app.fonts.render

    def spy(text, *args, **kw):
        drawn.append(text)
        return render(text, *args, **kw)

    monkeypatch.setattr(app.fonts, "render", spy)
    app.draw(pygame.Surface((1280, 720)))  # the title below now draws its buttons in German
    assert app.stack.top is title
    assert "Neues Spiel" in drawn and "Einstellungen" in drawn and "New game" not in drawn


def test_command_line_language_wins_over_settings(app):
    from game.client.core import settings as settings_mod
    app.settings = settings_mod.Settings(language="pt")
    i18n.FORCED = "de"
    app.apply_language()
    assert i18n.current() == "de"
    i18n.FORCED = None
    app.apply_language()
    assert i18n.current() == "pt"


def test_overflow_is_recorded_only_for_interface_texts_that_do_not_fit(app):
    """Issue 13 item 6 / 7: what `i18n check` counts as overflow in the pseudo-locale."""
    import pygame

    from game.client.core import ui
    i18n.set_language("xx")
    ui.OVERFLOWS.clear()
    surface = pygame.Surface((1280, 720))
    fits = i18n._("Settings")
    ui.text(surface, app, fits, (10, 10), 16, max_w=400)
    assert ui.OVERFLOWS == {}
    too_long = i18n._("Your games are saved as you play; Continue on the title picks up the "
                      "latest one.")
    ui.text(surface, app, too_long, (10, 40), 16, max_w=60)  # cut even at the minimum size
    assert too_long in ui.OVERFLOWS
    ui.text(surface, app, "Ana Bartholomew-Longname", (10, 70), 16, max_w=20)
    assert "Ana Bartholomew-Longname" not in ui.OVERFLOWS  # a name is not a translation
    button = ui.Button("Save and return to title", lambda: None)
    button.rect = pygame.Rect(0, 0, 120, 60)  # tall enough: the label wraps onto two lines
    ui.OVERFLOWS.clear()
    button.draw(surface, app, False, False)
    assert ui.OVERFLOWS == {}
    ui.OVERFLOWS.clear()
