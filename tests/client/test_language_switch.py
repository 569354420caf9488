"""Issue 20 item 17: Settings -> Language applies at once -- every open scene shows the
new language as soon as it is chosen, and it is remembered without pressing Save."""

from __future__ import annotations

import pygame
import pytest

from tests.client.stale import stale_texts
from tests.client.test_table import human_table, key


@pytest.fixture(autouse=True)
def _english_again():
    from game import i18n

    yield
    i18n.FORCED = None
    i18n.set_language("en")


def _choose(app, settings, lang: str) -> None:
    row = settings.rows[0]
    settings.focus.focus_widget(row)
    for _ in range(len(row.options)):
        if row.value == lang:
            return
        app.frame(1 / 30, [key(pygame.K_RIGHT)])
    raise AssertionError(f"no {lang} in the language row")


def test_language_applies_at_once_in_every_open_scene(app):
    from game import i18n
    from game.client.core import settings as settings_mod
    from game.client.scenes.dialog import PauseScene
    from game.client.scenes.handoff import HandOffScene
    from game.client.scenes.settings import SettingsScene

    i18n.set_language("en")
    s, t = human_table(app)
    app.frame(1 / 30, [])
    handoff = HandOffScene(app, "Ana", 0, lambda: None, reason="Ana's turn")
    app.stack.push(handoff)  # Esc on a hand-off opens the pause menu
    pause = PauseScene(app, on_save_and_leave=lambda: None)
    app.stack.push(pause)
    settings = SettingsScene(app)
    app.stack.push(settings)
    app.frame(1 / 30, [])
    assert stale_texts(app, "de")  # the check sees English where German is wanted
    _choose(app, settings, "de")
    assert i18n.current() == "de"
    assert settings_mod.load()[0].language == "de"  # remembered without Save
    assert stale_texts(app, "de") == []
    app.frame(1 / 30, [key(pygame.K_ESCAPE)])  # leave Settings without saving
    assert app.stack.top is pause and i18n.current() == "de"
    # the log keeps its lines as they were written (their storage is not this test's)
    log = tuple(t.log_lines)
    assert stale_texts(app, "de", log) == []  # the pause menu over the hand-off
    pause.close()
    app.draw()
    assert stale_texts(app, "de", log) == []  # the hand-off
    handoff.close()
    app.frame(1 / 30, [])
    assert stale_texts(app, "de", log) == []  # the table
    i18n.set_language("en")


def test_language_switch_on_the_title_and_its_dialogs(app):
    from game import i18n
    from game.client.scenes.settings import SettingsScene
    from game.client.scenes.title import TitleScene

    i18n.set_language("en")
    title = TitleScene(app)
    app.stack.push(title)
    app.frame(1 / 30, [])
    title.ask_quit()
    app.frame(1 / 30, [])
    quit_dialog = app.stack.top
    settings = SettingsScene(app)
    app.stack.push(settings)
    _choose(app, settings, "pt")
    assert stale_texts(app, "pt") == []
    settings.close()
    app.frame(1 / 30, [])
    assert app.stack.top is quit_dialog
    assert stale_texts(app, "pt") == []  # the question and its answers
    i18n.set_language("en")
