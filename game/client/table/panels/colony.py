"""The colony: six entrances, the survivor grid with the helpless, the supplies column."""

from __future__ import annotations

from typing import Any

import pygame

from game.client.table.layout import Highlights, colony_grid, standee_anchor, survivor_slot
from game.client.table.panels import register_panel
from game.client.table.panels.base import Frame, freeze
from game.client.table.panels.place import PlacePanel, place_key, survivor_info
from game.i18n import _
from game.i18n.cards import card_name

EW = 206  # an entrance's width with its gap, design units
SX, SY = 316 + 490, 46 + 58  # the supplies column


class ColonyPanel(PlacePanel):
    name = "colony"

    def key(self, frame: Frame, hl: Highlights) -> tuple:
        v = frame.view
        return (place_key(self.name, v, hl),
                tuple(v.get(k) for k in ("helpless", "food", "starvation", "waste",
                                         "survivor_deck")),
                freeze(v.get("crossroads", {}).get("deck")))

    def background(self, surf: pygame.Surface, frame: Frame) -> None:
        art = self.app.art
        pal = art.pal
        lay, rect = self.lay, self.rect
        self.frame_static(surf, lay, rect, (46, 58, 72), 10, scene="colony")
        col = frame.view["locations"].get("colony", {})
        cap = int(col.get("entrance_spaces", 3))
        zs = list(col.get("zombies", [0] * 6))
        spaces = int(col.get("spaces", 24))
        per_row, rows = colony_grid(lay)
        sx, sy = SX, SY
        for i in range(len(zs)):  # six entrances: 1-3 along the top, 4-6 along the bottom
            top = i < 3
            ex = 316 + 12 + (i % 3) * EW
            ey = 46 + 8 if top else 46 + 374 - 8 - 40
            r = lay.r(ex, ey, EW - 12, 40)
            pygame.draw.rect(surf, (34, 40, 46), r, border_radius=lay.s(6))
            num = pygame.Rect(r.x + lay.s(4), r.y + lay.s(8), lay.s(24), lay.s(24))
            pygame.draw.rect(surf, pal.card, num, border_radius=lay.s(12))
            self.t(surf, str(i + 1), num.center, 13, pal.text_dark, True, "center", lay)
            self.entrance_static(surf, lay, "colony", i, cap)
        self.t(surf, card_name("colony", self.n.content.colony.name), lay.p(316 + 14, 46 + 54),
               14, pal.text_dim, bold=True, lay=lay, width=lay.s(460))
        for i in range(min(spaces, per_row * rows)):  # survivor spaces: a grid
            slot = survivor_slot(lay, "colony", i, spaces)
            assert slot is not None
            surf.blit(self.tile(slot.size, (38, 48, 60), radius=lay.s(5)), slot)
        # the supplies column
        pygame.draw.rect(surf, (36, 44, 56), lay.r(sx, sy, 148, 250),
                         border_radius=lay.s(8))
        self.t(surf, _("Food supply"), lay.p(sx + 8, sy + 8), 11.5, pal.text_dim, lay=lay,
               width=lay.s(104))
        self.t(surf, _("Starvation"), lay.p(sx + 8, sy + 78), 11.5, pal.text_dim, lay=lay,
               width=lay.s(134))
        surf.blit(art.token("helpless", lay.s(20)), lay.p(sx + 112, sy + 119))

    def more_at(self, rows: int) -> tuple[int, int]:
        """Where "+N more" goes when the survivor grid is full (under the grid)."""
        return self.lay.p(316 + 10, 46 + 74 + rows * 74)

    def draw(self, surf: pygame.Surface, frame: Frame, hl: Highlights) -> None:
        art = self.app.art
        pal = art.pal
        lay, rect, v = self.lay, self.rect, frame.view
        self.hits.locations["colony"] = rect
        self.frame(surf, lay, "colony", rect, hl, 10)
        col = v["locations"].get("colony", {})
        cap = int(col.get("entrance_spaces", 3))
        zs = list(col.get("zombies", [0] * 6))
        bs = list(col.get("barricades", [0] * 6))
        spaces = int(col.get("spaces", 24))
        per_row, rows = colony_grid(lay)
        sx, sy = SX, SY
        for i in range(len(zs)):
            self.entrance(surf, lay, "colony", i, cap, zs[i], bs[i], hl)
        sids = list(col.get("survivors", []))
        helpless = int(v.get("helpless", 0))
        tok = art.token("helpless", lay.s(34))
        shown = min(spaces, per_row * rows, len(sids) + helpless)
        slots = [survivor_slot(lay, "colony", i, spaces) for i in range(shown)]
        rooms: list[int] = []
        for r0 in range(0, shown, per_row):  # name banners share each row's room
            rooms += self.painter.tag_rooms(lay, [
                (slot, sids[i] if i < len(sids) else None)
                for i, slot in enumerate(slots[r0:r0 + per_row], r0) if slot is not None])
        for i in range(shown):
            slot = slots[i]
            assert slot is not None
            if i < len(sids):
                sid = sids[i]
                self.standee(surf, sid, survivor_info(v, sid),
                             standee_anchor(lay, "colony", slot), 46, hl, room=rooms[i])
            else:
                surf.blit(tok, tok.get_rect(center=slot.center))
        if len(sids) + helpless > per_row * rows:
            self.t(surf, _("+{n} more").format(n=len(sids) + helpless - per_row * rows),
                   self.more_at(rows), 11, pal.warn, lay=lay)
        # the supplies column
        y = sy + 8
        food = int(v.get("food", 0))
        starv = int(v.get("starvation", 0))
        y += 18
        fx = sx + 8
        tok = art.token("food", lay.s(22))
        for i in range(min(food, 10)):
            surf.blit(tok, lay.p(fx + (i % 5) * 24, y + (i // 5) * 24))
        if food > 10:
            self.t(surf, f"+{food - 10}", lay.p(fx + 122, y + 26), 11, lay=lay)
        self.t(surf, str(food), lay.p(sx + 136, y - 16), 13, pal.food, True, "topright", lay)
        y += 52
        st = art.token("starvation", lay.s(20))
        for i in range(min(starv, 5)):
            surf.blit(st, lay.p(sx + 8 + i * 22, y + 16))
        if not starv:
            self.t(surf, _("none"), lay.p(sx + 8, y + 18), 11, pal.text_dim, lay=lay,
                   width=lay.s(134))
        y += 44
        self.t(surf, _("Helpless: {n}").format(n=helpless), lay.p(sx + 8, y), 11.5,
               pal.text_dim, lay=lay, width=lay.s(100))
        y += 26
        waste = int(v.get("waste", 0))
        nxt = (waste // 10 + 1) * 10
        self.t(surf, _("Waste pile: {n}").format(n=waste), lay.p(sx + 8, y), 11.5, pal.text,
               lay=lay, width=lay.s(134))
        y += 16
        self.t(surf, _("next morale loss at {n}").format(n=nxt), lay.p(sx + 8, y), 10.5,
               pal.warn if nxt - waste <= 3 else pal.text_dim, lay=lay, width=lay.s(134))
        y += 18
        surv_deck = v.get("survivor_deck", 0)
        self.t(surf, _("Survivor deck: {n}").format(n=surv_deck), lay.p(sx + 8, y), 10.5,
               pal.text_dim, lay=lay, width=lay.s(134))
        y += 16
        xr = v.get("crossroads", {})
        self.t(surf, _("Crossroads deck: {n}").format(n=xr.get("deck", 0)), lay.p(sx + 8, y),
               10.5, pal.text_dim, lay=lay, width=lay.s(134))
        self.supply_tips(v)

    def supply_tips(self, v: dict[str, Any]) -> None:
        """What hovering the supplies column says (COLONY-03..08, ACT-WASTE-01)."""
        lay, sx, sy = self.lay, SX, SY
        food, starv = int(v.get("food", 0)), int(v.get("starvation", 0))
        waste = int(v.get("waste", 0))
        rows = (
            ("food", 0, 78, _("Food supply: {n}. In the colony phase the colony eats 1 food "
                              "per 2 survivors and helpless there (rounded up); when it "
                              "cannot, a starvation token is added instead.").format(n=food)),
            ("starvation", 78, 44, _("Starvation tokens: {n}. Each time the colony cannot "
                                     "eat, morale falls by 1 per starvation token; they "
                                     "stay.").format(n=starv)),
            ("helpless", 122, 24, _("Helpless survivors: they eat and take a colony space but "
                                    "give no die and cannot act.")),
            ("waste", 148, 34, _("Waste pile: {n} cards. Every full 10 cost 1 morale in the "
                                 "colony phase; the Clean waste action removes 3.").format(
                                     n=waste)),
            ("decks", 182, 34, _("Survivor deck: new survivors come from it. Crossroads deck: "
                                 "story events drawn before your actions.")),
        )
        for name, y, h, text in rows:
            self.hits.tips[("supply", name)] = (lay.r(sx, sy + y, 144, h), text)


register_panel("colony", ColonyPanel)
