"""The places survivors stand at: the six locations (one panel each) and the pieces the
colony shares with them -- the frame that lights up, the entrance cells with zombies and
barricades (:class:`PlacePanel`; the colony is in :mod:`game.client.table.panels.colony`)."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.client.table.layout import (
    ENTRANCE_CELL,
    LEFT,
    RIGHT,
    Highlights,
    Layout,
    compact,
    entrance_cell,
    entrance_origin,
    entrance_rect,
    likelihood_row,
    noise_centre,
    standee_anchor,
    standee_size,
    survivor_slot,
)
from game.client.table.panels import register_panel
from game.client.table.panels.base import Frame, Panel, freeze
from game.i18n import _


def survivor_info(v: dict[str, Any], sid: str) -> dict[str, Any]:
    """A survivor's public facts as the board draws them: the view's entry, plus its
    [LN] despair tokens (from the Long Night's part of the view)."""
    info = v.get("survivors", {}).get(sid, {})
    d = ((v.get("modules") or {}).get("long_night") or {}).get("despair", {}).get(sid)
    return {**info, "despair": int(d)} if d else info


def place_key(lid: str, v: dict[str, Any], hl: Highlights) -> tuple:
    """Everything a place's panel reads of the view and the highlights."""
    loc = v.get("locations", {}).get(lid)
    if loc is None:
        return (None,)
    sids = list(loc.get("survivors", []))
    standees = tuple((sid, freeze(survivor_info(v, sid)), sid in hl.survivors,
                      sid in hl.strong_survivors, sid == hl.selected,
                      sid in hl.target_survivors, sid in hl.offsets, ("s", sid) in hl.hidden)
                     for sid in sids)
    marks = (lid in hl.strong_locations, lid in hl.blocked, lid in hl.locations,
             hl.selected is not None,
             frozenset(h for h in hl.hidden if len(h) > 2 and h[1] == lid),
             frozenset(t for t in hl.targets if t[0] == lid),
             frozenset(t for t in hl.strong_targets if t[0] == lid))
    return (freeze(loc), standees, marks)


# a place's header row (number badge and name) ends this far below its top
HEADER = 27
SCENE_ALPHA = 80  # how strongly a place's illustration shows under its pieces (0-255)


class PlacePanel(Panel):
    """A place on the board: its frame (lit, blocked), its entrances, its standees."""

    def frame_static(self, surf: pygame.Surface, lay: Layout, rect: pygame.Rect, fill: Any,
                     radius: float, scene: str | None = None) -> None:
        """The place's board: ``fill``, with place ``scene``'s illustration dimmed over it
        (docs/ART.md), and its edge."""
        pal = self.app.art.pal
        if scene is not None:
            from game.client.art.places import dimmed_scene

            surf.blit(dimmed_scene(scene, rect.width, rect.height, tuple(fill)[:3], SCENE_ALPHA,
                                   lay.s(radius)), rect.topleft)
        else:
            pygame.draw.rect(surf, fill, rect, border_radius=lay.s(radius))
        pygame.draw.rect(surf, pal.board_edge, rect, max(1, lay.s(1.5)),
                         border_radius=lay.s(radius))

    def frame(self, surf: pygame.Surface, lay: Layout, lid: str, rect: pygame.Rect,
              hl: Highlights, radius: float) -> None:
        pal = self.app.art.pal
        strong = lid in hl.strong_locations
        if lid in hl.blocked:
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (0, 0, 0, 70), shade.get_rect(),
                             border_radius=lay.s(radius))
            surf.blit(shade, rect.topleft)
        lit = lid in hl.locations
        if strong or lit:
            edge = pal.highlight if strong else pal.accent
            pygame.draw.rect(surf, edge, rect, max(1, lay.s(3 if strong or (lit and hl.selected)
                                                           else 1.5)),
                             border_radius=lay.s(radius))
        if lit and hl.selected and not strong:  # a place the selected survivor may move to
            tag = self.app.fonts.render(_("move here"), max(7, round(9.5 * lay.k)),
                                        pal.text_dark, True)
            box = tag.get_rect().inflate(lay.s(8), lay.s(2))
            box.bottomright = (rect.right - lay.s(8), rect.bottom - lay.s(8))
            if lid == "colony":  # on the name's row, left of the supplies column
                box.topright = (rect.x + lay.s(482), rect.y + lay.s(56))
            pygame.draw.rect(surf, pal.accent, box, border_radius=lay.s(4))
            surf.blit(tag, tag.get_rect(center=box.center))

    def entrance_static(self, surf: pygame.Surface, lay: Layout, lid: str, e: int,
                        cap: int) -> None:
        pal = self.app.art.pal
        c = lay.s(ENTRANCE_CELL)
        cell_img = self.tile((c, c), (40, 44, 40), pal.edge, max(1, lay.s(1)), lay.s(4))
        for i in range(cap):
            surf.blit(cell_img, entrance_cell(lay, lid, e, i))

    def entrance(self, surf: pygame.Surface, lay: Layout, lid: str, e: int, cap: int, z: int,
                 b: int, hl: Highlights) -> None:
        art = self.app.art
        pal = art.pal
        c = lay.s(ENTRANCE_CELL)
        target = (lid, e) in hl.targets
        zimg = art.zombie(c - lay.s(2))
        bimg = art.token("barricade", c - lay.s(4))
        for i in range(min(cap, z + b)):
            r = entrance_cell(lay, lid, e, i)
            if i < z and ("z", lid, e, i) not in hl.hidden:
                surf.blit(zimg, zimg.get_rect(center=r.center))
            elif z <= i < z + b and ("b", lid, e, i) not in hl.hidden:
                surf.blit(bimg, bimg.get_rect(center=r.center))
        whole = entrance_rect(lay, lid, e, cap)
        self.hits.entrances[(lid, e)] = whole
        self.hits.tips[("entrance", lid, e)] = (
            whole, _("Entrance: zombies {z}, barricades {b}, {free} free of {cap} spaces. A "
                     "zombie that finds it full overruns the place.").format(
                z=z, b=b, free=cap - z - b, cap=cap))
        if target and z > 0:
            zr = entrance_cell(lay, lid, e, 0).union(entrance_cell(lay, lid, e, z - 1))
            strong = (lid, e) in hl.strong_targets
            pygame.draw.rect(surf, pal.highlight if strong else pal.bad,
                             zr.inflate(lay.s(8 if strong else 6), lay.s(8 if strong else 6)),
                             max(2, lay.s(4 if strong else 2.5)), border_radius=lay.s(6))

    def place_tips(self, lid: str, v: dict[str, Any], deck: pygame.Rect) -> None:
        """What hovering a location's header shows: the deck counter -> the place as a card
        (deck size, what is found there); each likelihood icon and noise ring -> words."""
        from game.client.table.cards import location_face
        from game.client.table.legend import tip

        lay, rect = self.lay, self.rect
        face = location_face(self.n.content, lid, v)
        if face is not None:
            self.hits.tips[("deck", lid)] = (deck, face)
        spec = self.n.content.locations.get(lid)
        if spec is not None:
            from game.client.table.decisions import item_type

            for i, kind in enumerate(spec.likelihood):
                r = pygame.Rect(rect.x + lay.s(8) + i * lay.s(17), rect.y + lay.s(28),
                                lay.s(15), lay.s(15))
                tip_text = _("{type} cards: the most likely to be found here") if i == 0 else \
                    _("{type} cards: number {n} in how likely they are found here")
                self.hits.tips[("likely", lid, i)] = (
                    r, tip_text.format(type=item_type(kind).capitalize(), n=i + 1))
        loc = v["locations"].get(lid, {})
        ns = int(loc.get("noise_spaces", 4))
        noise = int(loc.get("noise", 0))
        for i in range(ns):
            c = noise_centre(lay, lid, i, ns)
            r = pygame.Rect(0, 0, lay.s(16), lay.s(16))
            r.center = c
            self.hits.tips[("noise", lid, i)] = (r, tip("token:noise" if i < noise else "ring"))

    def standee(self, surf: pygame.Surface, sid: str, info: dict[str, Any],
                centre: tuple[int, int], size: float, hl: Highlights,
                marks_top: int | None = None, room: int | None = None) -> None:
        self.painter.standee(surf, self.lay, sid, info, centre, size, hl, self.hits,
                             marks_top=marks_top, room=room)


class LocationPanel(PlacePanel):
    """One of the six locations: header, likelihood, noise, survivor spaces, entrance."""

    def __init__(self, painter: Any, lid: str) -> None:
        super().__init__(painter)
        self.name = lid

    def key(self, frame: Frame, hl: Highlights) -> tuple:
        return place_key(self.name, frame.view, hl)

    def background(self, surf: pygame.Surface, frame: Frame) -> None:
        art = self.app.art
        pal = art.pal
        lid, lay, rect = self.name, self.lay, self.rect
        loc = frame.view["locations"].get(lid)
        if loc is None:
            return
        self.frame_static(surf, lay, rect, pal.board, 8, scene=lid)
        x0, y0 = rect.x, rect.y
        ns = int(loc.get("noise_spaces", 4))
        spaces = int(loc.get("spaces", 0))
        cap = int(loc.get("entrance_spaces", 0))
        back = art.token("card_back", lay.s(18))
        dr = back.get_rect(topright=(rect.right - lay.s(34), y0 + lay.s(6)))
        # header: number badge, name, deck; what is found here, most likely first
        num = loc.get("number")
        badge = pygame.Rect(x0 + lay.s(6), y0 + lay.s(5), lay.s(20), lay.s(20))
        pygame.draw.rect(surf, pal.card, badge, border_radius=lay.s(4))
        self.t(surf, str(num or ""), badge.center, 12, pal.text_dark, True, "center",
               lay)
        spec = self.n.content.locations.get(lid)
        # the name fits before the item-type icons (in the header on a compact place) or
        # the deck: a language's longer name shrinks, then is cut
        end = dr.x
        if spec is not None and compact(lay, lid):
            end = likelihood_row(lay, lid, len(spec.likelihood))[0]
        self.t(surf, self.n.loc(lid), (badge.right + lay.s(6), badge.centery), 14,
               bold=True, anchor="midleft", lay=lay,
               width=max(lay.s(40), end - badge.right - lay.s(10)))
        surf.blit(back, dr)
        if spec is not None:
            ix, iy, step, size = likelihood_row(lay, lid, len(spec.likelihood))
            for kind in spec.likelihood:
                surf.blit(art.item_icon(kind, size), (ix, iy))
                ix += step
        for i in range(ns):  # empty noise spaces
            c = noise_centre(lay, lid, i, ns)
            pygame.draw.circle(surf, pal.bg2, c, lay.s(7))
            pygame.draw.circle(surf, pal.edge, c, lay.s(7), max(1, lay.s(1)))
        for i in range(spaces):
            slot = survivor_slot(lay, lid, i, spaces)
            assert slot is not None
            surf.blit(self.tile(slot.size, pal.bg2, radius=lay.s(5)), slot)
        ex, ey = entrance_origin(lay, lid, 0)
        self.t(surf, _("Entrance"), (rect.x + lay.s(8), ey + lay.s(15)), 10.5, pal.text_dim,
               anchor="midleft", lay=lay, width=ex - rect.x - lay.s(12))
        self.entrance_static(surf, lay, lid, 0, cap)

    def draw(self, surf: pygame.Surface, frame: Frame, hl: Highlights) -> None:
        art = self.app.art
        lid, lay, rect, v = self.name, self.lay, self.rect, frame.view
        loc = v["locations"].get(lid)
        self.hits.locations[lid] = rect
        if loc is None:
            return
        self.frame(surf, lay, lid, rect, hl, 8)
        y0 = rect.y
        ns = int(loc.get("noise_spaces", 4))
        spaces = int(loc.get("spaces", 0))
        cap = int(loc.get("entrance_spaces", 0))
        back = art.token("card_back", lay.s(18))
        dr = back.get_rect(topright=(rect.right - lay.s(34), y0 + lay.s(6)))
        num = self.t(surf, str(loc.get("deck", 0)), (dr.right + lay.s(4), dr.centery), 12,
                     anchor="midleft", lay=lay)
        self.place_tips(lid, frame.view, dr.union(num))
        # noise tokens (right of the likelihood row)
        noise = int(loc.get("noise", 0))
        tok = art.token("noise", lay.s(16))
        for i in range(min(ns, noise)):
            if ("n", lid, i) not in hl.hidden:
                surf.blit(tok, tok.get_rect(center=noise_centre(lay, lid, i, ns)))
        # survivors
        sids = list(loc.get("survivors", []))
        slots = [survivor_slot(lay, lid, i, spaces) for i in range(len(sids[:spaces]))]
        rooms = self.painter.tag_rooms(lay, [(s, sid) for s, sid in zip(slots, sids,
                                                                        strict=False)
                                             if s is not None])
        for i, sid in enumerate(sids[:spaces]):
            slot = slots[i]
            assert slot is not None
            self.standee(surf, sid, survivor_info(v, sid),
                         standee_anchor(lay, lid, slot), standee_size(lay, lid), hl,
                         marks_top=rect.y + lay.s(HEADER),  # below the name row
                         room=rooms[i])
        # entrance spaces: zombies then barricades then empty
        self.entrance(surf, lay, lid, 0, cap, int(loc.get("zombies", [0])[0]),
                      int(loc.get("barricades", [0])[0]), hl)


for _lid in (*LEFT, *RIGHT):
    register_panel(_lid, partial(LocationPanel, lid=_lid))
