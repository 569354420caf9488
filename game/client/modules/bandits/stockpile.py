"""The Bandits module's stockpile strip (``ln_stockpile``) under the hideout's place: the
Hideout's stockpile, its cards face up and named on hover, and the bandit supply
(:mod:`game.client.modules.long_night.strips` has the strips' shared base)."""

from __future__ import annotations

from typing import Any

import pygame

from game.client.modules.long_night.places import mods, publish
from game.client.modules.long_night.strips import StripPanel
from game.client.table.cards import item_face
from game.client.table.layout import Highlights
from game.client.table.panels import register_panel
from game.client.table.panels.base import Frame, freeze
from game.i18n import _, ngettext


class StockpilePanel(StripPanel):
    name = "ln_stockpile"
    module = "bandits"

    def key(self, frame: Frame, hl: Highlights) -> Any:
        b = mods(frame.view).get("bandits") or {}
        return (freeze(b.get("stockpile")), b.get("supply"),
                frozenset(h for h in hl.hidden if h[0] == "stock"))

    def draw(self, surf: pygame.Surface, frame: Frame, hl: Highlights) -> None:
        self.tips, self.pieces = [], []
        lay, rect, pal = self.lay, self.rect, self.app.art.pal
        art = self.app.art
        b = mods(frame.view).get("bandits") or {}
        cards = list(b.get("stockpile") or [])
        x, y = rect.x + lay.s(6), rect.y + lay.s(3)
        from game.client.table.decisions import item_type

        head = _("STOCKPILE")
        count = ngettext("{n} card", "{n} cards", len(cards)).format(n=len(cards))
        left = _("bandits left {n}").format(n=b.get("supply", 0))
        fonts = self.app.fonts
        # the labels' column: as wide as its longest text (a language's words are longer),
        # at most half the strip; the cards share what is left
        col = min(rect.width // 2, max(lay.s(70), max(
            fonts.size(s, max(7, round(sz * lay.k)), bold)[0]
            for s, sz, bold in ((head, 9.5, True), (count, 9.5, False), (left, 9, False)))))
        self.t(surf, head, (x, y), 9.5, pal.bad, True, width=col)
        self.t(surf, count, (x, y + lay.s(14)), 9.5, pal.text_dim, width=col)
        sup = self.t(surf, left, (x, rect.bottom - lay.s(4)), 9, pal.text_dim,
                     anchor="bottomleft", width=col)
        self.tips.append((sup, _("Bandit standees still in the supply")))
        cw, ch = lay.s(20), lay.s(30)
        x0 = x + col + lay.s(2)
        room = rect.right - lay.s(6) - x0
        step = min(cw + lay.s(2), max(lay.s(8), (room - cw) // max(1, len(cards) - 1))) \
            if cards else cw
        for i, uid in enumerate(cards):
            if ("stock", uid) in hl.hidden:
                continue
            kind = self.n.item_type(uid) or "survivor"
            r = pygame.Rect(x0 + i * step, rect.y + lay.s(8), cw, ch)
            pygame.draw.rect(surf, pal.card, r, border_radius=lay.s(3))
            pygame.draw.rect(surf, pal.items.get(kind, pal.edge), r, max(1, lay.s(1.5)),
                             border_radius=lay.s(3))
            icon = art.item_icon(kind, lay.s(15))
            surf.blit(icon, icon.get_rect(center=r.center))
            hot = r if i == len(cards) - 1 else pygame.Rect(r.x, r.y, step, ch)
            face = item_face(self.n.content, uid)
            self.tips.append((hot, face if face is not None else
                              _("{card} ({kind}) — in the bandits' stockpile").format(
                                  card=self.n.item(uid), kind=item_type(kind))))
            self.pieces.append((hot, ("stockpile", uid)))
        publish(self.hits, self.name, self.tips)


register_panel("ln_stockpile", StockpilePanel, after="ln_hideout")
