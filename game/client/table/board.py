"""Drawing the shared table from a *public* view dict (never a private one).

The board is made of panels (:mod:`game.client.table.panels`: the top bar, each location, the
colony, the players strip, crisis and objective, the log, and whatever a module
registers); where things sit is :mod:`game.client.table.layout`.  The painter holds one of each
panel and the drawing helpers they share (text, fitted text, cached tiles, standees).

Three layers (the table caches the first two):

1. :meth:`BoardPainter.background` — what does not change during a game: the boards,
   panels, names, item-type icons, empty survivor slots, entrance cells and noise spaces
   (each panel's ``background``).  Redrawn only when the window size, the palette or the
   board's shape changes.
2. :meth:`BoardPainter.draw` — the pieces over it (each panel's ``draw``): zombies,
   barricades, noise, standees, counters, tracks, the players strip, crisis, objective and
   log, highlights.  Redrawn when the presented view or a highlight changes, panel by panel
   (:mod:`game.client.table.regions`).
3. :meth:`BoardPainter.overlay` — every frame: what moves (a standee sliding between
   places, a place flashing).  A slide or a flash never repaints the layers below.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.client.art.pieces import draw_markers
from game.client.art.portraits import animal_kind, standee_figure
from game.client.art.textures import board_texture
from game.client.core import ui
from game.client.core.fonts import hyphenated
from game.client.table.layout import (
    AREAS,
    COLONY_GRID,
    ENTRANCE_CELL,
    LEFT,
    REGIONS,
    RIGHT,
    BoardHits,
    H,
    Highlights,
    Layout,
    W,
    area,
    clear_spot,
    draw_tick,
    entrance_cell,
    entrance_origin,
    entrance_rect,
    noise_centre,
    overlap,
    short_name,
    standee_anchor,
    survivor_anchors,
    survivor_slot,
)
from game.client.table.panels import make_panels
from game.client.table.panels.base import Frame, Panel

if TYPE_CHECKING:
    from game.client.core.app import App
    from game.client.table.log.describe import Names

__all__ = [
    "AREAS", "COLONY_GRID", "ENTRANCE_CELL", "LEFT", "REGIONS", "RIGHT", "H", "W",
    "BoardHits", "BoardPainter", "Highlights", "Layout", "area", "clear_spot", "draw_tick",
    "entrance_cell", "entrance_origin", "entrance_rect", "noise_centre", "overlap",
    "panel_title", "short_name", "standee_anchor", "survivor_anchors", "survivor_slot",
]


def marker_count(info: dict[str, Any]) -> int:
    """How many wound, frostbite and despair markers a standee carries."""
    return sum(int(info.get(k, 0)) for k in ("wounds", "frostbite", "despair"))

class BoardPainter:
    def __init__(self, app: App, names: Names) -> None:
        self.app = app
        self.n = names
        self._fits: dict[tuple, str] = {}
        self._standees: dict[tuple, tuple] = {}
        self._tiles: dict[tuple, pygame.Surface] = {}
        self.panels: list[Panel] = make_panels(self)  # the parts of the board, in order
        self._by_name = {p.name: p for p in self.panels}

    def panel(self, name: str) -> Panel:
        return self._by_name[name]

    def hit(self, pos: tuple[int, int]) -> tuple | None:
        """What a panel drew under ``pos`` (the first panel that answers)."""
        for p in self.panels:
            what = p.hit(pos)
            if what is not None:
                return what
        return None

    def tile(self, size: tuple[int, int], fill: Any, edge: Any = None, width: int = 1,
             radius: int = 0) -> pygame.Surface:
        """A rounded box (fill and border) drawn once per look and blitted after."""
        key = (size, tuple(fill), tuple(edge) if edge is not None else None, width, radius)
        img = self._tiles.get(key)
        if img is None:
            img = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(img, fill, img.get_rect(), border_radius=radius)
            if edge is not None:
                pygame.draw.rect(img, edge, img.get_rect(), width, border_radius=radius)
            if len(self._tiles) > 400:
                self._tiles.clear()
            self._tiles[key] = img
        return img

    # ------------------------------------------------------------------ helpers
    def t(self, surf: pygame.Surface, s: str, pos: tuple[int, int], size: float,
          colour: Any = None, bold: bool = False, anchor: str = "topleft",
          lay: Layout | None = None, width: int | None = None, hover: bool = False
          ) -> pygame.Rect:
        """One line of text; ``width`` (pixels): shrink it to fit, down to 8.5 (design
        size), then cut it with "…" (a longer translation stays inside its box).
        ``hover``: hovering there shows the whole text (a cut is then no overflow)."""
        k = lay.k if lay else self.app.scale
        if width is not None:
            floor = min(size, 8.5)
            while size > floor and self.app.fonts.size(s, max(7, round(size * k)), bold)[0] \
                    > width:
                size = max(floor, size - 0.5)
            s = self.fit(s, size, width, lay or Layout(0, 0, k), bold, hover)
        img = self.app.fonts.render(s, max(7, round(size * k)), colour or self.app.art.pal.text,
                                    bold)
        r = img.get_rect(**{anchor: pos})
        surf.blit(img, r)
        return r

    def t2(self, surf: pygame.Surface, s: str, rect: pygame.Rect, size: float, colour: Any,
           lay: Layout, bold: bool = False, valign: str = "centre", hover: bool = False
           ) -> pygame.Rect:
        """``s`` in ``rect`` (left-aligned, centred vertically, or at its top with
        ``valign="top"``): one line, shrinking to 9; else two lines, shrinking to 8 (a word
        too long for the line is hyphenated); else cut with "…" (recorded as overflow).
        Returns the box of what it drew."""
        fonts = self.app.fonts
        px = max(7, round(size * lay.k))
        floor = min(size, 9.0)
        sz = size
        while sz > floor and fonts.size(s, max(7, round(sz * lay.k)), bold)[0] > rect.width:
            sz -= 0.5
        if fonts.size(s, max(7, round(sz * lay.k)), bold)[0] <= rect.width:
            if valign == "top":
                return self.t(surf, s, (rect.x, rect.y), sz, colour, bold, "topleft", lay)
            return self.t(surf, s, (rect.x, rect.centery), sz, colour, bold, "midleft", lay)
        for hyphens in (False, True):
            sz = min(size, 10.0)
            while sz >= 8.0:
                px = max(7, round(sz * lay.k))
                lines = fonts.wrap(s, px, rect.width, bold)
                if hyphens:
                    lines = hyphenated(fonts, lines, px, rect.width, bold)
                lh = fonts.line_height(px, bold)
                if len(lines) <= 2 and lh * len(lines) <= rect.height and all(
                        fonts.size(li, px, bold)[0] <= rect.width for li in lines):
                    y = rect.y if valign == "top" else rect.centery - lh * len(lines) // 2
                    out = pygame.Rect(rect.x, y, 0, 0)
                    for li in lines:
                        out.union_ip(self.t(surf, li, (rect.x, y), sz, colour, bold, "topleft",
                                            lay))
                        y += lh
                    return out
                sz -= 0.5
        cut = self.fit(s, 8.0, rect.width, lay, bold, hover)
        if valign == "top":
            return self.t(surf, cut, (rect.x, rect.y), 8.0, colour, bold, "topleft", lay)
        return self.t(surf, cut, (rect.x, rect.centery), 8.0, colour, bold, "midleft", lay)

    def fit(self, s: str, size: float, width: int, lay: Layout, bold: bool = False,
            hover: bool = False) -> str:
        """``s`` cut with an ellipsis to fit ``width`` pixels (memoised: called per frame).
        A cut is recorded as an overflow unless ``hover`` (hovering shows the whole)."""
        px = max(7, round(size * lay.k))
        key = (s, px, width, bold, hover)
        hit = self._fits.get(key)
        if hit is not None:
            return hit
        out = s
        if self.app.fonts.size(s, px, bold)[0] > width:
            while out and self.app.fonts.size(out + "…", px, bold)[0] > width:
                out = out[:-1]
            out += "…"
            from game.client.core.ui import note_cut, overflow

            if not hover:
                overflow(s, "cut on the table")
            note_cut(out, s)
        if len(self._fits) > 2000:
            self._fits.clear()
        self._fits[key] = out
        return out

    def standee(self, surf: pygame.Surface, lay: Layout, sid: str, info: dict[str, Any],
                centre: tuple[int, int], size: float, hl: Highlights, hits: BoardHits,
                deferred: bool = False, marks_top: int | None = None,
                room: int | None = None) -> None:
        """``marks_top``: the highest the wound markers may reach (a place's name row is
        above it); where a row over the head would cross it they stack beside the figure.
        ``room``: the width (pixels) the name banner may take: it stays inside it,
        clear of the neighbours' (``tag_rooms``; a name still too long is cut, and shows
        whole on hover, with the card)."""
        art = self.app.art
        off = hl.offsets.get(sid, (0.0, 0.0))
        cx, cy = centre[0] + round(off[0]), centre[1] + round(off[1])
        hits.survivor_pos[sid] = centre
        if ("s", sid) in hl.hidden:
            return
        if sid in hl.offsets and not deferred:
            # sliding between places: drawn every frame by overlay(), over every panel
            hits.sliding[sid] = (info, centre, size)
            return
        strong = sid in hl.strong_survivors or sid == hl.selected
        img, (dx, dy), body, whole = self._standee_image(lay, sid, info, size, strong,
                                                         room=room)
        if marks_top is not None and cy + dy < marks_top and marker_count(info):
            img, (dx, dy), body, whole = self._standee_image(lay, sid, info, size, strong,
                                                             side=True, room=room)
        r = body.move(cx, cy)
        if sid in hl.target_survivors:
            pygame.draw.ellipse(surf, art.pal.bad, r.inflate(lay.s(8), lay.s(4)),
                                max(2, lay.s(2.5)))
        elif sid in hl.survivors and not strong:
            pygame.draw.ellipse(surf, art.pal.accent, r.inflate(lay.s(4), lay.s(2)),
                                max(1, lay.s(1.5)))
        surf.blit(img, (cx + dx, cy + dy))
        hits.survivors[sid] = whole.move(cx, cy)
        self._survivor_tips(surf, lay, sid, info, r, hits)

    def _survivor_tips(self, surf: pygame.Surface, lay: Layout, sid: str,
                       info: dict[str, Any], figure: pygame.Rect, hits: BoardHits) -> None:
        """Equipped items beside the figure (public) and what hovering shows: the survivor's
        card with its wounds and equipment, each item's card (issue 12 item 4)."""
        from game.client.table.cards import item_face, survivor_face
        from game.client.table.equipment import draw_equipment

        face = survivor_face(self.n.content, sid)
        if face is not None:  # listed first: the chips on the standee are above it
            hits.tips[("survivor", sid)] = (hits.survivors[sid], survivor_tip(face, info,
                                                                                self.n))
        items = list(info.get("equipped", []))
        for r, uid in draw_equipment(surf, self.app, self.n, items, figure, lay.s(17)):
            item = item_face(self.n.content, uid)
            if item is not None:
                hits.tips[("equip", sid, uid)] = (r, item)

    def tag_rooms(self, lay: Layout, row: list[tuple[pygame.Rect, str | None]]
                  ) -> list[int]:
        """The width each standee's name banner may take in a row of slots (slot rect,
        survivor id or None for a slot without a standee): a banner may reach into its
        neighbour's half where the neighbour's own banner leaves room, never closer than
        2 px to it (issue 20 item 13: name tags overlapped in the colony)."""
        gap = lay.s(2)
        wants = []
        for _slot, sid in row:
            if sid is None:
                wants.append(0)
                continue
            px = max(7, round(7.5 * lay.k))  # the smallest size a name shrinks to
            wants.append(self.app.fonts.size(short_name(self.n.s(sid)), px, True)[0] +
                         lay.s(6))
        rooms = []
        for i, (slot, sid) in enumerate(row):
            if sid is None:
                rooms.append(0)
                continue
            half: list[float] = []
            for j in (i - 1, i + 1):
                if not 0 <= j < len(row):  # the row's end: its slot and the margin beside
                    half.append(slot.width / 2 + lay.s(6))
                    continue
                avail = abs(row[j][0].centerx - slot.centerx) - gap
                mine, theirs = wants[i] / 2, wants[j] / 2
                half.append(mine if mine + theirs <= avail else max(avail / 2, avail - theirs))
            rooms.append(int(2 * min(half) + 0.5))
        return rooms

    def _standee_image(self, lay: Layout, sid: str, info: dict[str, Any], size: float,
                       strong: bool, side: bool = False, room: int | None = None
                       ) -> tuple[pygame.Surface, tuple[int, int], pygame.Rect, pygame.Rect]:
        """A standee with its owner mark, name banner and wound markers, composed once per
        look (cached): the surface, its offset from the anchor (mid-bottom of the figure),
        the figure's rect and the whole rect, both relative to the anchor.  The markers
        make a row over the head, or with ``side`` a column left of the figure."""
        art = self.app.art
        owner = int(info.get("owner", 0))
        w, f = int(info.get("wounds", 0)), int(info.get("frostbite", 0))
        d = int(info.get("despair", 0))  # [LN] merged in by the place panels
        key = (sid, owner, bool(info.get("leader")), strong, w, f, d, size, round(lay.k, 4),
               art.pal.name, side, room)
        hit = self._standees.get(key)
        if hit is not None:
            return hit
        px = lay.s(size)
        fig = survivor_standee(self.app, self.n.content, sid, owner, px,
                               bool(info.get("leader")), strong)
        r = fig.get_rect(midbottom=(0, 0))
        mark = art.player_mark(owner, lay.s(11))
        mark_pos = (r.right - mark.get_width() + lay.s(2), r.y + lay.s(2))
        # the name: within ``room`` (the banner's width, see tag_rooms) when given
        fs, room = 9.5, min(lay.s(size * 1.15), (room or 10**6) - lay.s(6))
        first = short_name(self.n.s(sid))
        while fs > 7.5 and self.app.fonts.size(first, max(7, round(fs * lay.k)), True)[0] > room:
            fs -= 0.5  # a long first name gets a smaller font before it is cut
        name = self.fit(first, fs, room, lay, True)
        img_t = self.app.fonts.render(name, max(7, round(fs * lay.k)), art.pal.text_dark, True)
        br = img_t.get_rect(midtop=(0, -lay.s(1)))
        banner = br.inflate(lay.s(6), lay.s(1))
        ms = lay.s(13)
        marks = pygame.Rect(0, 0, 0, 0)
        if (w or f or d) and side:
            height = int(ms * 0.85) * (w + f + d - 1) + ms
            marks = pygame.Rect(r.x - ms + lay.s(3), r.y, ms, height)
        elif w or f or d:
            width = int(ms * 0.85) * (w + f + d)
            marks = pygame.Rect(-width // 2, r.y - ms + lay.s(2), width + ms, ms)
        whole = r.union(banner).union(pygame.Rect(*mark_pos, *mark.get_size()))
        if marks.width:
            whole = whole.union(marks)
        out = pygame.Surface(whole.size, pygame.SRCALPHA)
        ox, oy = -whole.x, -whole.y
        out.blit(fig, r.move(ox, oy))
        out.blit(mark, (mark_pos[0] + ox, mark_pos[1] + oy))
        bb = banner.move(ox, oy)
        pygame.draw.rect(out, art.pal.card, bb, border_radius=lay.s(3))
        pygame.draw.rect(out, art.pal.players[owner % 5], bb, max(1, lay.s(1.5)),
                         border_radius=lay.s(3))
        out.blit(img_t, br.move(ox, oy))
        if (w or f or d) and side:
            my = marks.y + oy
            for kind, n in (("wound", w), ("frostbite", f), ("despair", d)):
                for _ in range(n):
                    out.blit(art.token(kind, ms), (marks.x + ox, my))
                    my += int(ms * 0.85)
        elif w or f or d:
            draw_markers(out, art, marks.x + ox, marks.y + oy, ms, w, f, d)
        if len(self._standees) > 600:
            self._standees.clear()
        hit = (out, (whole.x, whole.y), r, r.union(banner))
        self._standees[key] = hit
        return hit

    # ------------------------------------------------------------------ all of the table
    @staticmethod
    def shape_key(v: dict[str, Any]) -> tuple:
        """What the background layer depends on in a view: the board's shape."""
        return (tuple(sorted(v.get("modules") or {})),
                *((lid, loc.get("spaces"), loc.get("noise_spaces"),
                   loc.get("entrance_spaces"), len(loc.get("zombies", [])),
                   loc.get("number")) for lid, loc in v.get("locations", {}).items()))

    def background(self, surf: pygame.Surface, lay: Layout, v: dict[str, Any]) -> None:
        """Layer 1: the boards, panels, names, empty slots and cells (see the module
        docstring); ``surf`` is filled first."""
        surf.blit(board_texture(surf.get_size(), self.app.art.pal.bg), (0, 0))
        frame = Frame(v)
        for p in self.panels:
            if p.active(v):
                p.layout(lay)
                p.background(surf, frame)

    def draw(self, surf: pygame.Surface, lay: Layout, v: dict[str, Any], hl: Highlights,
             log_lines: list[str], viewer: int | None, log_scroll: int = 0) -> BoardHits:
        """Layer 2: the pieces, drawn over the background layer (already on ``surf``).
        (The table repaints it panel by panel: :mod:`game.client.table.regions`.)"""
        hits = BoardHits()
        frame = Frame(v, log_lines, viewer, log_scroll)
        for p in self.panels:
            self.paint_panel(surf, lay, p, frame, hl, hits)
        return hits

    def paint_panel(self, surf: pygame.Surface, lay: Layout, p: Panel, frame: Frame,
                    hl: Highlights, hits: BoardHits | None = None) -> BoardHits:
        """One part of the table, drawn inside its area; where it drew things is its
        ``hits`` (added to ``hits`` too when given)."""
        p.layout(lay)
        p.hits = BoardHits()
        if p.active(frame.view):
            p.draw(surf, frame, hl)
        if hits is not None:
            for name in ("survivors", "locations", "survivor_pos", "entrances", "sliding"):
                getattr(hits, name).update(getattr(p.hits, name))
        return p.hits

    def region(self, surf: pygame.Surface, lay: Layout, name: str, v: dict[str, Any],
               hl: Highlights, hits: BoardHits, log_lines: list[str], viewer: int | None,
               log_scroll: int) -> None:
        """One part of the table by name; it draws inside its area only."""
        self.paint_panel(surf, lay, self.panel(name), Frame(v, log_lines, viewer, log_scroll),
                         hl, hits)

    def overlay(self, surf: pygame.Surface, lay: Layout, hl: Highlights, hits: BoardHits
                ) -> None:
        """Layer 3, every frame: places flashing, standees sliding (over every panel)."""
        for lid, pulse in hl.pulse.items():
            if pulse <= 0 or lid not in hits.locations:
                continue
            rect = hits.locations[lid]
            col = tuple(hl.pulse_colour.get(lid) or self.app.art.pal.warn)
            # a glowing band along the edge, blitted as four strips (a wash over the whole
            # place would cost ten times the pixels every frame)
            band = lay.s(9)
            glow = self.tile(rect.size, (0, 0, 0, 0), col, band,
                             lay.s(10 if lid == "colony" else 8))
            glow.set_alpha(int(200 * min(1.0, pulse)))
            w, h = rect.size
            for area_ in ((0, 0, w, band), (0, h - band, w, band), (0, band, band, h - 2 * band),
                          (w - band, band, band, h - 2 * band)):
                surf.blit(glow, (rect.x + area_[0], rect.y + area_[1]), area_)
            glow.set_alpha(255)
        for sid, (info, centre, size) in hits.sliding.items():
            if sid in hl.offsets:
                self.standee(surf, lay, sid, info, centre, size, hl, hits, deferred=True)



def survivor_standee(app: App, content: Any, sid: str, seat: int, size: int,
                     leader: bool = False, strong: bool = False) -> pygame.Surface:
    """A survivor's standee carrying their portrait (docs/ART.md) in ``seat``'s colour."""
    pal = app.art.pal
    sv = getattr(content, "survivors", {}).get(sid)
    return standee_figure(sid, pal.players[seat % len(pal.players)], size, animal_kind(sv),
                          leader, pal.highlight if strong else None)


def panel_title(surf: pygame.Surface, app: App, lay: Layout, text: str, rect: pygame.Rect
                ) -> None:
    ui.text(surf, app, text, (rect.x + lay.s(8), rect.y + lay.s(5)), 11 * lay.k / app.scale,
            app.art.pal.accent, bold=True)


def survivor_tip(face: Any, info: dict[str, Any], n: Names) -> Any:
    """A survivor's card with what the board shows of it in words: wounds by kind (KILL-02:
    3 of any kind kill), equipment."""
    from dataclasses import replace

    w, f, d = (int(info.get(k, 0)) for k in ("wounds", "frostbite", "despair"))
    extra = list(face.extra)
    if w or f or d:
        from game.i18n import ngettext

        parts = [ngettext("{n} wound", "{n} wounds", w).format(n=w)] if w else []
        parts += [ngettext("{n} frostbite (a wound more each turn)",
                           "{n} frostbite (a wound more each turn)", f).format(n=f)] if f else []
        parts += [ngettext("{n} despair", "{n} despair", d).format(n=d)] if d else []
        extra.append(ngettext("Hurt: {wounds} — {n} more kills", "Hurt: {wounds} — {n} more kill",
                              3 - w - f - d).format(wounds=", ".join(parts), n=3 - w - f - d))
    items = [n.item(u) for u in info.get("equipped", [])]
    if items:
        from game.i18n import _

        extra.append(_("Equipped: {items}").format(items=", ".join(items)))
    return replace(face, extra=tuple(extra))

