"""The log panel: the newest entries, scrolled back on demand, with a scroll bar."""

from __future__ import annotations

import pygame

from game.client.table.layout import Highlights
from game.client.table.panels import register_panel
from game.client.table.panels.base import Frame, Panel
from game.i18n import _


class LogPanel(Panel):
    name = "log"

    def key(self, frame: Frame, hl: Highlights) -> tuple:
        lines = frame.log_lines
        return (id(lines), len(lines), lines[-1] if lines else None, frame.log_scroll)

    def background(self, surf: pygame.Surface, frame: Frame) -> None:
        pal = self.app.art.pal
        lay, rect = self.lay, self.rect
        pygame.draw.rect(surf, pal.bg2, rect, border_radius=lay.s(8))
        self.t(surf, _("LOG"), (rect.x + lay.s(8), rect.y + lay.s(5)), 10.5, pal.accent, True,
               lay=lay, width=lay.s(90))

    def draw(self, surf: pygame.Surface, frame: Frame, hl: Highlights) -> None:
        """The newest log entries; ``scroll`` entries back from the newest when the player
        scrolls (mouse wheel over the log, PgUp/PgDn)."""
        pal = self.app.art.pal
        lay, rect = self.lay, self.rect
        lines, scroll = frame.log_lines, frame.log_scroll
        scroll = max(0, min(scroll, len(lines) - 1))
        end = len(lines) - scroll
        hint = _("wheel / PgUp PgDn") if not scroll else \
            _("{n} newer ▼  End: newest").format(n=scroll)
        self.t(surf, hint, (rect.right - lay.s(14), rect.y + lay.s(6)), 9, pal.text_dim,
               anchor="topright", lay=lay)
        size = 10.5
        px = max(7, round(size * lay.k))
        lh = self.app.fonts.line_height(px)
        width = rect.width - lay.s(22)
        maxl = max(1, (rect.height - lay.s(24)) // max(1, lh))
        wrapped: list[tuple[str, bool, bool]] = []  # text, newest entry, round header
        i = end - 1
        while i >= 0 and len(wrapped) < maxl:
            parts = self.app.fonts.wrap(lines[i], px, width)
            wrapped[:0] = [(t, i == len(lines) - 1, lines[i].startswith("—")) for t in parts]
            i -= 1
        shown = wrapped[-maxl:]
        y = rect.y + lay.s(21)
        for text, newest, header in shown:
            c = pal.accent if header else (pal.text if newest else pal.text_dim)
            self.t(surf, text, (rect.x + lay.s(8), y), size, c, lay=lay)
            y += lh
        # a scroll bar: where the shown entries sit in the whole log
        if len(lines) > 1:
            track = pygame.Rect(rect.right - lay.s(8), rect.y + lay.s(22), lay.s(3),
                                rect.height - lay.s(28))
            pygame.draw.rect(surf, pal.panel, track, border_radius=lay.s(2))
            n = len(lines)
            first = max(0, i + 1)
            top = track.y + track.height * first // n
            bottom = track.y + track.height * end // n
            pygame.draw.rect(surf, pal.edge, (track.x, top, track.width, max(lay.s(6),
                                                                               bottom - top)),
                             border_radius=lay.s(2))

    def hit(self, pos: tuple[int, int]) -> tuple | None:
        return ("log",) if self.rect.collidepoint(pos) else None


register_panel("log", LogPanel)
