"""Load: the list of save files (when saving is available), and opening one."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.client import ui
from game.client.scenes.base import AppScene

if TYPE_CHECKING:
    from game.client.app import App


def open_save(app: App, path: Path) -> bool:
    from game.client.scenes.table import TableScene
    from game.session.session import Session

    try:
        session = Session.load(path)
    except Exception as exc:  # a damaged file: say so, never crash
        app.toast(f"Could not load {path.name}: {exc}", error=True)
        return False
    app.close_session()
    app.session = session
    app.stack.push(TableScene(app, session))
    return True


class LoadScene(AppScene):
    name = "load"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        from game.session import store

        self.paths = store.list_saves()[:12]
        self.buttons = [ui.Button(p.stem, partial(self._open, p)) for p in self.paths]
        self.b_back = ui.Button("Back", self.close)
        self.focus.set([*self.buttons, self.b_back])

    def _open(self, p: Path) -> None:
        open_save(self.app, p)

    def handle(self, event: Any) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        self.focus.handle(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        surface.fill(app.art.pal.bg)
        w, h = surface.get_size()
        ui.text(surface, app, "Load a game", (w // 2, app.px(30)), 30, bold=True,
                anchor="midtop")
        if not self.paths:
            ui.text(surface, app, "No saved games yet.", (w // 2, h // 2), 18,
                    app.art.pal.text_dim, anchor="center")
        col = pygame.Rect(w // 2 - app.px(300), app.px(90), app.px(600), 0)
        for b, r in zip(self.buttons, ui.column(col, len(self.buttons), app.px(40),
                                               app.px(8)), strict=True):
            b.rect = r
        self.b_back.rect = pygame.Rect(w // 2 - app.px(100), h - app.px(76), app.px(200),
                                       app.px(50))
        self.focus.draw(surface, app)
