"""Small overlays: a confirm dialog and a message box, and the pause menu."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.client import ui
from game.client.scenes.base import AppScene

if TYPE_CHECKING:
    from game.client.app import App


class ConfirmScene(AppScene):
    transparent = True
    name = "confirm"

    def __init__(self, app: App, title: str, body: str, on_yes: Callable[[], None],
                 yes: str = "Yes", no: str = "No",
                 on_no: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.title, self.body = title, body
        self.on_yes, self.on_no = on_yes, on_no
        self.yes = ui.Button(yes, self._yes, primary=True)
        self.no = ui.Button(no, self._no)
        self.focus.set([self.yes, self.no] if no else [self.yes])

    def _yes(self) -> None:
        self.close()
        self.on_yes()

    def _no(self) -> None:
        self.close()
        if self.on_no:
            self.on_no()

    def handle(self, event: Any) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._no()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.focus.move(1)
            return True
        self.focus.handle(event)
        return True  # modal

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        ui.dim(surface, 150)
        w, h = surface.get_size()
        box = pygame.Rect(0, 0, app.px(560), app.px(260))
        box.center = (w // 2, h // 2)
        ui.panel(surface, app, box)
        ui.text(surface, app, self.title, (box.centerx, box.y + app.px(22)), 26, bold=True,
                anchor="midtop")
        body = box.inflate(-app.px(48), 0)
        body.y, body.height = box.y + app.px(72), app.px(110)
        ui.paragraph(surface, app, self.body, body, 17, app.art.pal.text_dim)
        bw, bh = app.px(200), app.px(50)
        buttons = self.focus.widgets
        gap = app.px(24)
        total = len(buttons) * bw + (len(buttons) - 1) * gap
        x = box.centerx - total // 2
        for b in buttons:
            b.rect = pygame.Rect(x, box.bottom - bh - app.px(22), bw, bh)
            x += bw + gap
        self.focus.draw(surface, app)


class MessageScene(ConfirmScene):
    name = "message"

    def __init__(self, app: App, title: str, body: str,
                 on_ok: Callable[[], None] | None = None) -> None:
        super().__init__(app, title, body, on_ok or (lambda: None), yes="OK", no="")


class PauseScene(AppScene):
    """Esc in a game: resume, rules, settings, save & leave, quit."""
    escape_closes = True

    transparent = True
    name = "pause"

    def __init__(self, app: App, on_save_and_leave: Callable[[], None] | None = None,
                 on_quit: Callable[[], None] | None = None, can_save: bool = True) -> None:
        super().__init__(app)
        self.on_save_and_leave = on_save_and_leave
        self.on_quit = on_quit
        leave = "Save and return to title" if can_save else "Return to title"
        self.focus.set([
            ui.Button("Resume", self.close, hotkey=pygame.K_r, primary=True),
            ui.Button("Rules (F1)", self._rules),
            ui.Button("Settings", self._settings),
            ui.Button(leave, self._leave),
            ui.Button("Quit game", self._quit),
        ])

    def _rules(self) -> None:
        from game.client.scenes.rules import RulesScene

        self.app.stack.push(RulesScene(self.app))

    def _settings(self) -> None:
        from game.client.scenes.settings_scene import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def _leave(self) -> None:
        self.close()
        if self.on_save_and_leave:
            self.on_save_and_leave()

    def _quit(self) -> None:
        def do() -> None:
            if self.on_save_and_leave is not None and self.on_quit is None:
                self.on_save_and_leave()
            if self.on_quit:
                self.on_quit()
            self.app.quit()

        self.app.stack.push(ConfirmScene(
            self.app, "Quit Winter Colony?",
            "The game is saved after every action; Continue on the title screen resumes it.",
            do, yes="Quit", no="Stay"))

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        ui.dim(surface, 170)
        w, h = surface.get_size()
        n = len(self.focus.widgets)
        bh, gap = app.px(54), app.px(12)
        box = pygame.Rect(0, 0, app.px(420), app.px(90) + n * (bh + gap))
        box.center = (w // 2, h // 2)
        ui.panel(surface, app, box)
        ui.text(surface, app, "Paused", (box.centerx, box.y + app.px(20)), 30, bold=True,
                anchor="midtop")
        inner = pygame.Rect(box.x + app.px(30), box.y + app.px(76), box.width - app.px(60),
                            box.height)
        for b, r in zip(self.focus.widgets, ui.column(inner, n, bh, gap), strict=True):
            b.rect = r
        self.focus.draw(surface, app)
