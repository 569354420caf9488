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
    """Open a save on the table; any problem (a damaged file, a content pack that is
    missing or has changed) is told in a message, never a crash."""
    from game.client.scenes.dialog import MessageScene
    from game.client.scenes.table import TableScene
    from game.saves import WrongContent
    from game.session.session import Session

    try:
        session = Session.load(path, background_saves=True)
    except WrongContent as exc:
        from game.paths import user_packs_dir

        app.stack.push(MessageScene(
            app, "A content pack is missing", f"{exc.message}. Put the pack back into "
            f"{user_packs_dir()} (the same version) to continue this game."))
        return False
    except Exception as exc:  # a damaged file: say so, never crash
        app.stack.push(MessageScene(app, "This game cannot be loaded", str(exc)))
        return False
    app.close_session()
    app.session = session
    app.stack.push(TableScene(app, session))
    return True


class LoadScene(AppScene):
    escape_closes = True

    name = "load"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        from game.session import store

        self.infos = store.save_infos()[:12]
        self.paths = [Path(i.file) for i in self.infos]
        self.missing = store.missing_packs(self.infos)
        self.buttons = []
        for info in self.infos:
            label = self.label(info)
            need = self.missing.get(Path(info.file))
            if need:
                label += f" — needs the pack '{need[0]}'"
            b = ui.Button(label, partial(self._open, Path(info.file)))
            b.enabled = not getattr(info, "error", None)
            self.buttons.append(b)
        self.b_back = ui.Button("Back", self.close)
        self.focus.set([*self.buttons, self.b_back])

    @staticmethod
    def label(info: Any) -> str:
        if getattr(info, "error", None):
            return f"{info.file.name} — damaged, cannot be opened"
        who = ", ".join(info.players)
        when = info.modified.astimezone().strftime("%d %b %H:%M")
        state = "finished" if info.over else (f"round {info.round}, morale {info.morale}"
                                              if info.round is not None else "just started")
        return f"{who} — {state} — {when}"

    def _open(self, p: Path) -> None:
        open_save(self.app, p)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        surface.fill(app.art.pal.bg)
        w, h = surface.get_size()
        ui.text(surface, app, "Load a game", (w // 2, app.px(30)), 30, bold=True,
                anchor="midtop")
        if not self.paths:
            ui.text(surface, app, "No saved games yet.", (w // 2, h // 2), 18,
                    app.art.pal.text_dim, anchor="center")
        col = pygame.Rect(w // 2 - app.px(380), app.px(90), app.px(760), 0)
        for b, r in zip(self.buttons, ui.column(col, len(self.buttons), app.px(40),
                                               app.px(8)), strict=True):
            b.rect = r
        self.b_back.rect = pygame.Rect(w // 2 - app.px(100), h - app.px(76), app.px(200),
                                       app.px(50))
        self.focus.draw(surface, app)
