"""The full game log as an overlay (L on the table): the same public lines as the log
panel — redacted for the shared table, naming players, never "you" — with scrollback."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.client.core import ui
from game.client.core.scene import scene
from game.client.scenes.base import AppScene
from game.i18n import _

if TYPE_CHECKING:
    from game.client.core.app import App
    from game.client.scenes.table.scene import TableScene


@scene("log")
class LogScene(AppScene):
    transparent = True
    update_below = True  # the table keeps playing its animations underneath
    name = "log"

    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        self.scroll = 0  # wrapped rows back from the newest
        self._rows: list[tuple[str, bool]] = []
        self._page = 10

    def handle(self, event: Any) -> bool:
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k in (pygame.K_ESCAPE, pygame.K_l):
                self.close()
            elif k == pygame.K_PAGEUP:
                self.scroll += self._page
            elif k == pygame.K_PAGEDOWN:
                self.scroll -= self._page
            elif k == pygame.K_UP:
                self.scroll += 1
            elif k == pygame.K_DOWN:
                self.scroll -= 1
            elif k == pygame.K_HOME:
                self.scroll = len(self._rows)
            elif k == pygame.K_END:
                self.scroll = 0
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll += 3 * int(event.y)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.close()
        self.scroll = max(0, min(self.scroll, max(0, len(self._rows) - self._page)))
        return True

    def rows(self, width: int, px: int) -> list[tuple[str, bool]]:
        out: list[tuple[str, bool]] = []
        for line in self.table.log_lines:
            head = line.startswith("—")
            out.extend((t, head) for t in self.app.fonts.wrap(line, px, width))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        pal = app.art.pal
        ui.dim(surface, 150)
        w, h = surface.get_size()
        box = pygame.Rect(0, 0, min(w - app.px(40), app.px(760)), h - app.px(80))
        box.center = (w // 2, h // 2)
        ui.panel(surface, app, box)
        ui.text(surface, app, _("Game log"), (box.x + app.px(20), box.y + app.px(14)), 20,
                pal.text, bold=True)
        ui.text(surface, app, _("wheel / ↑↓ / PgUp PgDn · Home · End · L or Esc: close"),
                (box.right - app.px(20), box.y + app.px(20)), 12, pal.text_dim,
                anchor="topright", max_w=box.width - app.px(180))
        px = app.px(14)
        lh = app.fonts.line_height(px)
        body = pygame.Rect(box.x + app.px(20), box.y + app.px(52), box.width - app.px(50),
                           box.height - app.px(70))
        self._rows = self.rows(body.width, px)
        self._page = max(1, body.height // max(1, lh))
        self.scroll = max(0, min(self.scroll, max(0, len(self._rows) - self._page)))
        end = len(self._rows) - self.scroll
        shown = self._rows[max(0, end - self._page):end]
        y = body.y
        for text, head in shown:
            surface.blit(app.fonts.render(text, px, pal.accent if head else pal.text), (body.x, y))
            y += lh
        if len(self._rows) > self._page:
            track = pygame.Rect(box.right - app.px(18), body.y, app.px(5), body.height)
            pygame.draw.rect(surface, pal.panel, track, border_radius=app.px(2))
            n = len(self._rows)
            top = track.y + track.height * max(0, end - self._page) // n
            bottom = track.y + track.height * end // n
            pygame.draw.rect(surface, pal.edge, (track.x, top, track.width, max(app.px(8),
                                                                                bottom - top)),
                             border_radius=app.px(2))
