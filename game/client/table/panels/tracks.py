"""The top bar: the round, the rounds-left and morale tracks, the phase."""

from __future__ import annotations

from typing import Any

import pygame

from game.client.table.layout import Highlights, Layout
from game.client.table.panels import register_panel
from game.client.table.panels.base import Frame, Panel
from game.i18n import _


class TracksPanel(Panel):
    name = "top"
    phase_right = 0  # where the phase text ends (pixels): the turn hint starts after it

    def key(self, frame: Frame, hl: Highlights) -> tuple:
        v = frame.view
        return tuple(v.get(k) for k in ("round", "rounds_left", "morale", "phase"))

    def background(self, surf: pygame.Surface, frame: Frame) -> None:
        pal = self.app.art.pal
        r, lay = self.rect, self.lay
        pygame.draw.rect(surf, pal.bg2, r)
        pygame.draw.line(surf, pal.edge, r.bottomleft, r.bottomright, max(1, lay.s(1)))

    def draw(self, surf: pygame.Surface, frame: Frame, hl: Highlights) -> None:
        pal = self.app.art.pal
        r, lay, v = self.rect, self.lay, frame.view
        y = r.centery
        x = lay.p(10, 0)[0]
        rl = v.get("rounds_left", 0)
        x = self.t(surf, _("Round {n}").format(n=v.get("round", 0)), (x, y), 15, bold=True,
                   anchor="midleft", lay=lay, width=lay.s(90)).right + lay.s(8)
        x0 = x
        x = self.track(surf, lay, x, y, _("Rounds left"), rl, max(rl, 8), pal.rounds)
        self.hits.tips[("track", "rounds")] = (
            pygame.Rect(x0, r.y, x - x0, r.height),
            _("Rounds left: {n}. One goes each colony phase; at 0 the game ends and the main "
              "objective has failed.").format(n=rl))
        x += lay.s(14)
        x0 = x
        x = self.track(surf, lay, x, y, _("Morale"), v.get("morale", 0), 10, pal.morale)
        self.hits.tips[("track", "morale")] = (
            pygame.Rect(x0, r.y, x - x0, r.height),
            _("Morale: {n}. It falls when survivors die, the colony starves, the waste piles up "
              "or a crisis is not prevented; at 0 the game ends and the main objective has "
              "failed.").format(n=v.get("morale", 0)))
        x += lay.s(14)
        phase = {"setup": _("Setup"), "turns": _("Player turns"), "colony": _("Colony phase"),
                 "over": _("Game over")}.get(v.get("phase", ""), v.get("phase", ""))
        # the phase may reach past 752 (a longer language); the turn hint right of it
        # then starts after it (``phase_right``, ActionBar.draw_selection_hint)
        room = max(lay.s(40), lay.p(880, 0)[0] - x)
        self.phase_right = x + min(room, self.app.fonts.size(phase,
                                                              max(7, round(13 * lay.k)))[0])
        self.painter.t2(surf, phase, pygame.Rect(x, y - lay.s(18), room, lay.s(36)), 13,
                        pal.text_dim, lay)

    def track(self, surf: pygame.Surface, lay: Layout, x: int, y: int, label: str, value: int,
              top: int, col: Any) -> int:
        pal = self.app.art.pal
        x = self.t(surf, label, (x, y), 12, pal.text_dim, anchor="midleft", lay=lay,
                   width=lay.s(110)).right
        x += lay.s(6)
        cell = lay.s(19)
        for i in range(0, top + 1):
            rr = pygame.Rect(x, y - cell // 2, cell, cell)
            on = i == value
            if on:
                pygame.draw.circle(surf, col, rr.center, cell // 2 + lay.s(2))
                pygame.draw.circle(surf, pal.text, rr.center, cell // 2 + lay.s(2),
                                   max(1, lay.s(2)))
            else:
                pygame.draw.rect(surf, pal.panel, rr.inflate(-lay.s(2), -lay.s(2)),
                                 border_radius=lay.s(3))
            self.t(surf, str(i), rr.center, 10.5, pal.text if on else pal.text_dim, bold=on,
                   anchor="center", lay=lay)
            x += cell + lay.s(1)
        return x


register_panel("top", TracksPanel)
