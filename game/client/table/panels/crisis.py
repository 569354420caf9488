"""Crisis and main objective: the crisis card with what prevents it and the cards added so
far; below, the main objective with its progress (or a module's special objective, from
:mod:`game.client.table.objectives`)."""

from __future__ import annotations

from typing import Any

import pygame

from game.client.table import objectives
from game.client.table.cards import crisis_face, main_objective_face
from game.client.table.crisis_face import CRISIS_H, draw_crisis
from game.client.table.layout import Highlights, Layout, draw_tick
from game.client.table.panels import register_panel
from game.client.table.panels.base import Frame, Panel, freeze
from game.i18n import _
from game.i18n.cards import card_name, card_text


class CrisisPanel(Panel):
    name = "crisis"

    def key(self, frame: Frame, hl: Highlights) -> tuple:
        v = frame.view
        return (freeze(v.get("crisis")), freeze(v.get("main_objective"))) \
            + tuple(freeze(part) for part in objectives.key_parts(v))

    def background(self, surf: pygame.Surface, frame: Frame) -> None:
        pal = self.app.art.pal
        lay, rect = self.lay, self.rect
        x, y = rect.x + lay.s(8), rect.y + lay.s(6)
        pygame.draw.rect(surf, pal.bg2, rect, border_radius=lay.s(8))
        self.t(surf, _("CRISIS"), (x, y), 10.5, pal.bad, True, lay=lay, width=lay.s(46))
        pygame.draw.line(surf, pal.edge, (rect.x + lay.s(6), rect.y + lay.s(CRISIS_H)),
                         (rect.right - lay.s(6), rect.y + lay.s(CRISIS_H)), 1)
        # the objective's name follows the header (a longer translation pushes it right)
        self.mo_header_right = self.t(surf, _("MAIN OBJECTIVE"),
                                      (x, rect.y + lay.s(CRISIS_H + 4)), 10.5, pal.good, True,
                                      lay=lay, width=lay.s(150)).right

    def draw(self, surf: pygame.Surface, frame: Frame, hl: Highlights) -> None:
        lay, rect, v = self.lay, self.rect, frame.view
        draw_crisis(surf, self.app, rect, v, self.n.content, lay.s, lay.k)
        top = pygame.Rect(rect.x, rect.y, rect.width, lay.s(CRISIS_H))
        low = pygame.Rect(rect.x, rect.y + lay.s(CRISIS_H), rect.width,
                          rect.bottom - rect.y - lay.s(CRISIS_H))
        self.objective(surf, lay, v, low)
        # hovering shows the cards (issue 12 item 3)
        cr, mo = v.get("crisis", {}), v.get("main_objective", {})
        face = crisis_face(self.n.content, cr.get("card"), v)
        if face is not None:
            self.hits.tips[("crisis",)] = (top, face)
        obj = main_objective_face(self.n.content, mo.get("id"), mo.get("side") == "hard") \
            or objectives.special_face(self.n.content, mo.get("id"), v, mo.get("side") == "hard")
        if obj is not None:
            self.hits.tips[("objective",)] = (low, obj)

    def objective(self, surf: pygame.Surface, lay: Layout, v: dict[str, Any],
                  rect: pygame.Rect) -> None:
        """The main objective and its progress: one line per item ("zombies killed 12 /
        18"), places that must each meet the same bar as chips; a met item has a ticked
        disc, an open one an empty ring (shape, not colour alone)."""
        pal = self.app.art.pal
        x = rect.x + lay.s(8)
        y2 = rect.y + lay.s(4)
        mo = v.get("main_objective", {})
        obj = self.n.content.main_objectives.get(mo.get("id") or "")
        hard = mo.get("side") == "hard"
        # an introductory scenario: its special objective stands in for it (SCEN-01)
        special = objectives.special(self.n.content, mo.get("id")) if obj is None else None
        if obj is None and special is None:
            return
        card: Any = obj if obj is not None else special.card if special is not None else None
        side = card.hard if hard else card.normal
        if special is not None:
            heading = special.title(hard)
        else:
            name = card_name(obj.id, obj.name)
            heading = _("{objective} (hard)").format(objective=name) if hard else name
        nx = max(x + lay.s(106), getattr(self, "mo_header_right", 0) + lay.s(8))
        self.t(surf, heading, (nx, y2 - lay.s(1)), 12.5, bold=True, lay=lay,
               width=rect.right - nx - lay.s(12))
        from game.client.table.log.describe import progress_lines

        size = 10.5
        px = max(7, round(size * lay.k))
        lh = max(lay.s(13), self.app.fonts.line_height(px))
        y = y2 + lay.s(18)
        bottom = rect.bottom - lay.s(3)
        width = rect.right - lay.s(8) - x
        box = lay.s(10)
        lines = progress_lines(list(mo.get("progress") or []), self.n)
        for entry in lines:
            if y + lh > bottom:
                break
            if entry[0] == "line":
                _kind, met, text = entry
                self._tick(surf, lay, (x + box // 2, y + lh // 2), box, met)
                self.t(surf, text, (x + box + lay.s(5), y + lh // 2), size,
                       pal.good if met else pal.text, anchor="midleft", lay=lay,
                       width=width - box - lay.s(6))  # a longer language: a bit smaller
                y += lh
                continue
            _kind, header, chips = entry
            self.t(surf, self.fit(header, size, width, lay), (x, y + lh // 2), size,
                   pal.text_dim, anchor="midleft", lay=lay)
            y += lh
            cols = 3
            cw = width // cols
            for i, (met, text) in enumerate(chips):
                cx = x + (i % cols) * cw
                cy = y + (i // cols) * lh
                if cy + lh > bottom:
                    break
                self._tick(surf, lay, (cx + box // 2, cy + lh // 2), box, met)
                self.t(surf, self.fit(text, size, cw - box - lay.s(8), lay),
                       (cx + box + lay.s(4), cy + lh // 2), size,
                       pal.good if met else pal.text, anchor="midleft", lay=lay)
            y += ((len(chips) + cols - 1) // cols) * lh
        if special is not None and y + lh <= bottom:  # the stage and what completing does
            stage = special.stage_line(v)
            # a longer language: two lines, smaller if need be, as long as there is room
            for sz in (size, 9.5, 9.0, 8.5):
                spx = max(7, round(sz * lay.k))
                slh = self.app.fonts.line_height(spx)
                rows = self.app.fonts.wrap(stage, spx, width)
                if len(rows) == 1 or (len(rows) <= 2 and y + slh * len(rows) <= bottom):
                    break
            else:
                sz, slh, rows = 8.5, lh, [stage]
            for row in rows:
                self.t(surf, row, (x, y), sz, pal.accent, lay=lay, width=width)
                y += slh
        goal = card_text(card.id, f"{'hard' if hard else 'normal'}.goal_text", side.goal_text)
        wrapped = self.app.fonts.wrap(goal, px, width)
        if y + lh * len(wrapped) <= bottom:  # room left: the goal in words, whole
            for line in wrapped:
                self.t(surf, line, (x, y), size, pal.text_dim, lay=lay)
                y += lh

    def _tick(self, surf: pygame.Surface, lay: Layout, c: tuple[int, int], size: int,
              met: bool) -> None:
        draw_tick(surf, self.app.art.pal, c, size, met, lay.k)


register_panel("crisis", CrisisPanel)
