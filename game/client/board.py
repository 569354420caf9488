"""Drawing the shared table from a *public* view dict (never a private one).

Everything is laid out in design units of a 1280×720 screen and mapped to pixels by a
:class:`Layout` (uniform scale, centred), so the same code is readable at 1280×720 and crisp
at 2560×1440: shapes are drawn at the final size, text is rendered at the final size.

Three layers (the table caches the first two):

1. :meth:`BoardPainter.background` — what does not change during a game: the boards,
   panels, names, item-type icons, empty survivor slots, entrance cells and noise spaces.
   Redrawn only when the window size, the palette or the board's shape changes.
2. :meth:`BoardPainter.draw` — the pieces over it: zombies, barricades, noise, standees,
   counters, tracks, the players strip, crisis, objective and log, highlights.  Redrawn
   when the presented view or a highlight changes.
3. :meth:`BoardPainter.overlay` — every frame: what moves (a standee sliding between
   places, a place flashing).  A slide or a flash never repaints the layers below.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.client import ui
from game.client.art import draw_markers

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.describe import Names

W, H = 1280, 720
LEFT = ("police_station", "grocery_store", "school")
RIGHT = ("library", "hospital", "gas_station")


@dataclass
class Layout:
    ox: float
    oy: float
    k: float
    _s: dict[float, int] = field(default_factory=dict, repr=False, compare=False)

    @classmethod
    def for_surface(cls, surface: pygame.Surface, ui_scale: float = 1.0) -> Layout:
        size = surface.get_size()
        lay = _LAYOUTS.get(size)
        if lay is None:  # one per window size: its scaled lengths are remembered
            w, h = size
            k = min(w / W, h / H)
            lay = _LAYOUTS[size] = cls((w - W * k) / 2, (h - H * k) / 2, k)
        return lay

    def r(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        x0, y0 = round(self.ox + x * self.k), round(self.oy + y * self.k)
        return pygame.Rect(x0, y0, round(self.ox + (x + w) * self.k) - x0,
                           round(self.oy + (y + h) * self.k) - y0)

    def p(self, x: float, y: float) -> tuple[int, int]:
        return (round(self.ox + x * self.k), round(self.oy + y * self.k))

    def s(self, v: float) -> int:
        px = self._s.get(v)
        if px is None:
            px = self._s[v] = max(1, round(v * self.k))
        return px


_LAYOUTS: dict[tuple[int, int], Layout] = {}


AREAS = {
    "top": (0, 0, 1280, 40),
    "colony": (316, 46, 648, 374),
    "players": (316, 426, 648, 122),
    "private": (316, 554, 648, 118),
    "crisis": (8, 514, 300, 158),
    "log": (972, 514, 300, 158),
    "actions": (8, 678, 1264, 38),
}
for _i, _lid in enumerate(LEFT):
    AREAS[_lid] = (8, 46 + _i * 156, 300, 150)
for _i, _lid in enumerate(RIGHT):
    AREAS[_lid] = (972, 46 + _i * 156, 300, 150)


# the parts of the table, each drawn inside its own area (the pieces layer is repainted
# part by part: game.client.regions)
REGIONS = ("top", *LEFT, *RIGHT, "colony", "players", "crisis", "log")


def area(lay: Layout, name: str) -> pygame.Rect:
    return lay.r(*AREAS[name])


# ----------------------------------------------------------------------------- geometry
# Where things sit on the board, shared by the painter, the animations (a zombie appears
# in the cell the painter will draw it in) and the hit tests (clicking a zombie).
ENTRANCE_CELL = 30
COLONY_GRID = (9, 3)  # survivor spaces drawn per row, rows


def entrance_origin(lay: Layout, lid: str, e: int) -> tuple[int, int]:
    """Top-left of the first cell of entrance ``e`` of ``lid``."""
    if lid == "colony":
        ex = 316 + 12 + (e % 3) * 206
        ey = 46 + 8 if e < 3 else 46 + 374 - 8 - 40
        r = lay.r(ex, ey, 194, 40)
        return r.x + lay.s(4) + lay.s(24) + lay.s(8), r.y + lay.s(5)
    rect = area(lay, lid)
    return rect.x + lay.s(8) + lay.s(56), rect.bottom - lay.s(36)


def entrance_cell(lay: Layout, lid: str, e: int, i: int) -> pygame.Rect:
    x, y = entrance_origin(lay, lid, e)
    c = lay.s(ENTRANCE_CELL)
    return pygame.Rect(x + i * (c + lay.s(3)), y, c, c)


def entrance_rect(lay: Layout, lid: str, e: int, cap: int) -> pygame.Rect:
    first = entrance_cell(lay, lid, e, 0)
    return first.union(entrance_cell(lay, lid, e, max(0, cap - 1)))


def noise_centre(lay: Layout, lid: str, i: int, spaces: int) -> tuple[int, int]:
    rect = area(lay, lid)
    nx = rect.right - lay.s(8) - spaces * lay.s(17)
    return (nx + i * lay.s(17) + lay.s(8), rect.y + lay.s(36))


def survivor_slot(lay: Layout, lid: str, i: int, spaces: int) -> pygame.Rect | None:
    """The ``i``-th survivor space drawn at ``lid`` (None when it is not drawn)."""
    if lid == "colony":
        per_row, rows = COLONY_GRID
        if i >= per_row * rows:
            return None
        rr, cc = divmod(i, per_row)
        cw = 470 / per_row
        return lay.r(316 + 10 + cc * cw + 2, 46 + 74 + rr * 74 + 4, cw - 4, 74 - 6)
    if i >= spaces:
        return None
    rect = area(lay, lid)
    slot_w = min(lay.s(56), (rect.width - lay.s(16)) // max(1, spaces))
    sx = rect.x + lay.s(8) + i * slot_w
    sy = rect.y + lay.s(104)
    return pygame.Rect(sx + lay.s(2), sy - lay.s(56), slot_w - lay.s(4), lay.s(60))


def standee_anchor(lay: Layout, lid: str, slot: pygame.Rect) -> tuple[int, int]:
    """Mid-bottom of a standee standing in ``slot``."""
    if lid == "colony":
        return (slot.centerx, slot.bottom - lay.s(14))
    return (slot.centerx, slot.y + lay.s(56) - lay.s(8))


def survivor_anchors(lay: Layout, view: dict[str, Any]) -> dict[str, tuple[int, int]]:
    """Where every drawn survivor stands in ``view``."""
    out: dict[str, tuple[int, int]] = {}
    for lid, loc in view.get("locations", {}).items():
        spaces = int(loc.get("spaces", 0))
        for i, sid in enumerate(loc.get("survivors", [])):
            slot = survivor_slot(lay, lid, i, spaces)
            if slot is not None:
                out[sid] = standee_anchor(lay, lid, slot)
    return out


def overlap(r: pygame.Rect, avoid: list[pygame.Rect]) -> int:
    """The area of ``r`` covering the rects of ``avoid``."""
    total = 0
    for a in avoid:
        c = r.clip(a)
        total += c.width * c.height
    return total


def clear_spot(size: tuple[int, int], bounds: pygame.Rect, avoid: list[pygame.Rect],
               prefer: tuple[int, int]) -> pygame.Rect:
    """A rect of ``size`` inside ``bounds`` that covers as little of ``avoid`` as possible,
    the nearest to ``prefer`` (its centre) among the best.  Overlays (prompts, the dice
    tray) use it to keep the part of the board a decision is about in view."""
    w, h = min(size[0], bounds.width), min(size[1], bounds.height)
    best: tuple[int, float] | None = None
    spot = pygame.Rect(0, 0, w, h)
    spot.center = prefer
    spot.clamp_ip(bounds)
    if not avoid or overlap(spot, avoid) == 0:
        return spot
    xs = {bounds.x, bounds.right - w, bounds.centerx - w // 2, spot.x}
    ys = {bounds.y + (bounds.height - h) * i // 24 for i in range(25)}
    for a in avoid:  # flush against each thing to keep clear of
        xs |= {a.x - w, a.right}
        ys |= {a.y - h, a.bottom}
    for x in xs:
        for y in ys:
            r = pygame.Rect(x, y, w, h).clamp(bounds)
            cost = overlap(r, avoid)
            dist = ((r.centerx - prefer[0]) ** 2 + (r.centery - prefer[1]) ** 2) ** 0.5
            if best is None or (cost, dist) < best:
                best, spot = (cost, dist), r
    return spot


@dataclass
class BoardHits:
    """Where things were drawn this frame (for clicks and highlights)."""

    survivors: dict[str, pygame.Rect] = field(default_factory=dict)
    locations: dict[str, pygame.Rect] = field(default_factory=dict)
    survivor_pos: dict[str, tuple[int, int]] = field(default_factory=dict)
    entrances: dict[tuple[str, int], pygame.Rect] = field(default_factory=dict)
    sliding: dict[str, tuple] = field(default_factory=dict)  # sid -> (info, anchor, size)


@dataclass
class Highlights:
    survivors: set[str] = field(default_factory=set)
    locations: set[str] = field(default_factory=set)
    strong_survivors: set[str] = field(default_factory=set)
    strong_locations: set[str] = field(default_factory=set)
    pulse: dict[str, float] = field(default_factory=dict)  # location -> 0..1 flash
    pulse_colour: dict[str, Any] = field(default_factory=dict)  # location -> flash colour
    offsets: dict[str, tuple[float, float]] = field(default_factory=dict)  # FLIP slides
    # things an animation draws itself for now: ("z"|"b", loc, entrance, index),
    # ("n", loc, index), ("s", survivor id)
    hidden: set[tuple] = field(default_factory=set)
    # direct manipulation: the selected survivor, where it may go, what it may attack
    selected: str | None = None
    targets: set[tuple[str, int]] = field(default_factory=set)  # (location, entrance)
    strong_targets: set[tuple[str, int]] = field(default_factory=set)  # the one in focus
    target_survivors: set[str] = field(default_factory=set)
    blocked: set[str] = field(default_factory=set)  # locations shown as unavailable

    def key(self) -> tuple:
        """Everything that changes the cached pieces layer.  Slides and flashes count by
        name only: where a sliding standee is and how bright a flash is are drawn by the
        overlay every frame."""
        return (frozenset(self.survivors), frozenset(self.locations),
                frozenset(self.strong_survivors), frozenset(self.strong_locations),
                frozenset(self.offsets),
                frozenset(self.hidden), self.selected, frozenset(self.targets),
                frozenset(self.strong_targets),
                frozenset(self.target_survivors), frozenset(self.blocked))


def short_name(full: str) -> str:
    return full.split(" ")[0] if full else full


class BoardPainter:
    def __init__(self, app: App, names: Names) -> None:
        self.app = app
        self.n = names
        self.static = False  # True while painting the background layer
        self._fits: dict[tuple, str] = {}
        self._standees: dict[tuple, tuple] = {}
        self._tiles: dict[tuple, pygame.Surface] = {}

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
          lay: Layout | None = None) -> pygame.Rect:
        k = lay.k if lay else self.app.scale
        img = self.app.fonts.render(s, max(7, round(size * k)), colour or self.app.art.pal.text,
                                    bold)
        r = img.get_rect(**{anchor: pos})
        surf.blit(img, r)
        return r

    def fit(self, s: str, size: float, width: int, lay: Layout, bold: bool = False) -> str:
        """``s`` cut with an ellipsis to fit ``width`` pixels (memoised: called per frame)."""
        px = max(7, round(size * lay.k))
        key = (s, px, width, bold)
        hit = self._fits.get(key)
        if hit is not None:
            return hit
        out = s
        if self.app.fonts.size(s, px, bold)[0] > width:
            while out and self.app.fonts.size(out + "…", px, bold)[0] > width:
                out = out[:-1]
            out += "…"
        if len(self._fits) > 2000:
            self._fits.clear()
        self._fits[key] = out
        return out

    def standee(self, surf: pygame.Surface, lay: Layout, sid: str, info: dict[str, Any],
                centre: tuple[int, int], size: float, hl: Highlights, hits: BoardHits,
                deferred: bool = False) -> None:
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
        img, (dx, dy), body, whole = self._standee_image(lay, sid, info, size, strong)
        r = body.move(cx, cy)
        if sid in hl.target_survivors:
            pygame.draw.ellipse(surf, art.pal.bad, r.inflate(lay.s(8), lay.s(4)),
                                max(2, lay.s(2.5)))
        elif sid in hl.survivors and not strong:
            pygame.draw.ellipse(surf, art.pal.accent, r.inflate(lay.s(4), lay.s(2)),
                                max(1, lay.s(1.5)))
        surf.blit(img, (cx + dx, cy + dy))
        hits.survivors[sid] = whole.move(cx, cy)

    def _standee_image(self, lay: Layout, sid: str, info: dict[str, Any], size: float,
                       strong: bool) -> tuple[pygame.Surface, tuple[int, int], pygame.Rect,
                                              pygame.Rect]:
        """A standee with its owner mark, name banner and wound markers, composed once per
        look (cached): the surface, its offset from the anchor (mid-bottom of the figure),
        the figure's rect and the whole rect, both relative to the anchor."""
        art = self.app.art
        owner = int(info.get("owner", 0))
        w, f = int(info.get("wounds", 0)), int(info.get("frostbite", 0))
        key = (sid, owner, bool(info.get("leader")), strong, w, f, size, round(lay.k, 4),
               art.pal.name)
        hit = self._standees.get(key)
        if hit is not None:
            return hit
        px = lay.s(size)
        fig = art.standee(owner, px, leader=bool(info.get("leader")), highlight=strong)
        r = fig.get_rect(midbottom=(0, 0))
        mark = art.player_mark(owner, lay.s(11))
        mark_pos = (r.right - mark.get_width() + lay.s(2), r.y + lay.s(2))
        fs, room = 9.5, lay.s(size * 1.15)
        first = short_name(self.n.s(sid))
        while fs > 7.5 and self.app.fonts.size(first, max(7, round(fs * lay.k)), True)[0] > room:
            fs -= 0.5  # a long first name gets a smaller font before it is cut
        name = self.fit(first, fs, room, lay, True)
        img_t = self.app.fonts.render(name, max(7, round(fs * lay.k)), art.pal.text_dark, True)
        br = img_t.get_rect(midtop=(0, -lay.s(1)))
        banner = br.inflate(lay.s(6), lay.s(1))
        ms = lay.s(13)
        marks = pygame.Rect(0, 0, 0, 0)
        if w or f:
            width = int(ms * 0.85) * (w + f)
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
        if w or f:
            draw_markers(out, art, marks.x + ox, marks.y + oy, ms, w, f)
        if len(self._standees) > 600:
            self._standees.clear()
        hit = (out, (whole.x, whole.y), r, r.union(banner))
        self._standees[key] = hit
        return hit

    # ------------------------------------------------------------------ top bar
    def top(self, surf: pygame.Surface, lay: Layout, v: dict[str, Any]) -> None:
        pal = self.app.art.pal
        r = area(lay, "top")
        if self.static:
            pygame.draw.rect(surf, pal.bg2, r)
            pygame.draw.line(surf, pal.edge, r.bottomleft, r.bottomright, max(1, lay.s(1)))
            return
        y = r.centery
        x = lay.p(10, 0)[0]
        rl = v.get("rounds_left", 0)
        x = self.t(surf, f"Round {v.get('round', 0)}", (x, y), 15, bold=True,
                   anchor="midleft", lay=lay).right + lay.s(8)
        x = self.track(surf, lay, x, y, "Rounds left", rl, max(rl, 8), pal.rounds)
        x += lay.s(14)
        x = self.track(surf, lay, x, y, "Morale", v.get("morale", 0), 10, pal.morale)
        x += lay.s(14)
        phase = {"setup": "Setup", "turns": "Player turns", "colony": "Colony phase",
                 "over": "Game over"}.get(v.get("phase", ""), v.get("phase", ""))
        self.t(surf, phase, (x, y), 13, pal.text_dim, anchor="midleft", lay=lay)

    def track(self, surf: pygame.Surface, lay: Layout, x: int, y: int, label: str, value: int,
              top: int, col: Any) -> int:
        pal = self.app.art.pal
        x = self.t(surf, label, (x, y), 12, pal.text_dim, anchor="midleft", lay=lay).right
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

    # ------------------------------------------------------------------ locations
    def _frame(self, surf: pygame.Surface, lay: Layout, lid: str, rect: pygame.Rect,
               hl: Highlights, fill: Any, radius: float) -> None:
        pal = self.app.art.pal
        if self.static:
            pygame.draw.rect(surf, fill, rect, border_radius=lay.s(radius))
            pygame.draw.rect(surf, pal.board_edge, rect, max(1, lay.s(1.5)),
                             border_radius=lay.s(radius))
            return
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
            tag = self.app.fonts.render("move here", max(7, round(9.5 * lay.k)),
                                        pal.text_dark, True)
            box = tag.get_rect().inflate(lay.s(8), lay.s(2))
            box.bottomright = (rect.right - lay.s(8), rect.bottom - lay.s(8))
            if lid == "colony":
                box.topright = (rect.right - lay.s(14), rect.y + lay.s(56))
            pygame.draw.rect(surf, pal.accent, box, border_radius=lay.s(4))
            surf.blit(tag, tag.get_rect(center=box.center))

    def location(self, surf: pygame.Surface, lay: Layout, lid: str, v: dict[str, Any],
                 hl: Highlights, hits: BoardHits) -> None:
        art = self.app.art
        pal = art.pal
        loc = v["locations"].get(lid)
        rect = area(lay, lid)
        hits.locations[lid] = rect
        if loc is None:
            return
        self._frame(surf, lay, lid, rect, hl, pal.board, 8)
        x0, y0 = rect.x, rect.y
        ns = int(loc.get("noise_spaces", 4))
        spaces = int(loc.get("spaces", 0))
        cap = int(loc.get("entrance_spaces", 0))
        back = art.token("card_back", lay.s(18))
        dr = back.get_rect(topright=(rect.right - lay.s(34), y0 + lay.s(6)))
        if self.static:
            # header: number badge, name, deck; what is found here, most likely first
            num = loc.get("number")
            badge = pygame.Rect(x0 + lay.s(6), y0 + lay.s(5), lay.s(20), lay.s(20))
            pygame.draw.rect(surf, pal.card, badge, border_radius=lay.s(4))
            self.t(surf, str(num or ""), badge.center, 12, pal.text_dark, True, "center",
                   lay)
            self.t(surf, self.n.loc(lid), (badge.right + lay.s(6), badge.centery), 14,
                   bold=True, anchor="midleft", lay=lay)
            surf.blit(back, dr)
            spec = self.n.content.locations.get(lid)
            if spec is not None:
                ix = x0 + lay.s(8)
                iy = y0 + lay.s(28)
                for kind in spec.likelihood:
                    surf.blit(art.item_icon(kind, lay.s(15)), (ix, iy))
                    ix += lay.s(17)
            for i in range(ns):  # empty noise spaces
                c = noise_centre(lay, lid, i, ns)
                pygame.draw.circle(surf, pal.bg2, c, lay.s(7))
                pygame.draw.circle(surf, pal.edge, c, lay.s(7), max(1, lay.s(1)))
            for i in range(spaces):
                slot = survivor_slot(lay, lid, i, spaces)
                assert slot is not None
                surf.blit(self.tile(slot.size, pal.bg2, radius=lay.s(5)), slot)
            ex, ey = entrance_origin(lay, lid, 0)
            self.t(surf, "Entrance", (rect.x + lay.s(8), ey + lay.s(15)), 10.5, pal.text_dim,
                   anchor="midleft", lay=lay)
            self.entrance(surf, lay, lid, 0, cap, 0, 0, hl, hits)
            return
        self.t(surf, str(loc.get("deck", 0)), (dr.right + lay.s(4), dr.centery), 12,
               anchor="midleft", lay=lay)
        # noise tokens (right of the likelihood row)
        noise = int(loc.get("noise", 0))
        tok = art.token("noise", lay.s(16))
        for i in range(min(ns, noise)):
            if ("n", lid, i) not in hl.hidden:
                surf.blit(tok, tok.get_rect(center=noise_centre(lay, lid, i, ns)))
        # survivors
        sids = list(loc.get("survivors", []))
        for i, sid in enumerate(sids[:spaces]):
            slot = survivor_slot(lay, lid, i, spaces)
            assert slot is not None
            self.standee(surf, lay, sid, v["survivors"].get(sid, {}),
                         standee_anchor(lay, lid, slot), 44, hl, hits)
        # entrance spaces: zombies then barricades then empty
        self.entrance(surf, lay, lid, 0, cap, int(loc.get("zombies", [0])[0]),
                      int(loc.get("barricades", [0])[0]), hl, hits)

    def entrance(self, surf: pygame.Surface, lay: Layout, lid: str, e: int, cap: int, z: int,
                 b: int, hl: Highlights, hits: BoardHits) -> None:
        art = self.app.art
        pal = art.pal
        c = lay.s(ENTRANCE_CELL)
        target = (lid, e) in hl.targets
        if self.static:
            cell_img = self.tile((c, c), (40, 44, 40), pal.edge, max(1, lay.s(1)), lay.s(4))
            for i in range(cap):
                surf.blit(cell_img, entrance_cell(lay, lid, e, i))
            return
        zimg = art.zombie(c - lay.s(2))
        bimg = art.token("barricade", c - lay.s(4))
        for i in range(min(cap, z + b)):
            r = entrance_cell(lay, lid, e, i)
            if i < z and ("z", lid, e, i) not in hl.hidden:
                surf.blit(zimg, zimg.get_rect(center=r.center))
            elif z <= i < z + b and ("b", lid, e, i) not in hl.hidden:
                surf.blit(bimg, bimg.get_rect(center=r.center))
        whole = entrance_rect(lay, lid, e, cap)
        hits.entrances[(lid, e)] = whole
        if target and z > 0:
            zr = entrance_cell(lay, lid, e, 0).union(entrance_cell(lay, lid, e, z - 1))
            strong = (lid, e) in hl.strong_targets
            pygame.draw.rect(surf, pal.highlight if strong else pal.bad,
                             zr.inflate(lay.s(8 if strong else 6), lay.s(8 if strong else 6)),
                             max(2, lay.s(4 if strong else 2.5)), border_radius=lay.s(6))

    # ------------------------------------------------------------------ colony
    def colony(self, surf: pygame.Surface, lay: Layout, v: dict[str, Any], hl: Highlights,
               hits: BoardHits) -> None:
        art = self.app.art
        pal = art.pal
        rect = area(lay, "colony")
        hits.locations["colony"] = rect
        self._frame(surf, lay, "colony", rect, hl, (46, 58, 72), 10)
        col = v["locations"].get("colony", {})
        # six entrances: 1-3 along the top, 4-6 along the bottom
        cap = int(col.get("entrance_spaces", 3))
        zs = list(col.get("zombies", [0] * 6))
        bs = list(col.get("barricades", [0] * 6))
        ew = 206
        spaces = int(col.get("spaces", 24))
        per_row, rows = COLONY_GRID
        sx, sy = 316 + 490, 46 + 58
        if self.static:
            for i in range(len(zs)):
                top = i < 3
                ex = 316 + 12 + (i % 3) * ew
                ey = 46 + 8 if top else 46 + 374 - 8 - 40
                r = lay.r(ex, ey, ew - 12, 40)
                pygame.draw.rect(surf, (34, 40, 46), r, border_radius=lay.s(6))
                num = pygame.Rect(r.x + lay.s(4), r.y + lay.s(8), lay.s(24), lay.s(24))
                pygame.draw.rect(surf, pal.card, num, border_radius=lay.s(12))
                self.t(surf, str(i + 1), num.center, 13, pal.text_dark, True, "center", lay)
                self.entrance(surf, lay, "colony", i, cap, 0, 0, hl, hits)
            self.t(surf, self.n.content.colony.name, lay.p(316 + 14, 46 + 54), 14,
                   pal.text_dim, bold=True, lay=lay)
            for i in range(min(spaces, per_row * rows)):  # survivor spaces: a grid
                slot = survivor_slot(lay, "colony", i, spaces)
                assert slot is not None
                surf.blit(self.tile(slot.size, (38, 48, 60), radius=lay.s(5)), slot)
            # the supplies column
            pygame.draw.rect(surf, (36, 44, 56), lay.r(sx, sy, 148, 250),
                             border_radius=lay.s(8))
            self.t(surf, "Food supply", lay.p(sx + 8, sy + 8), 11.5, pal.text_dim, lay=lay)
            self.t(surf, "Starvation", lay.p(sx + 8, sy + 78), 11.5, pal.text_dim, lay=lay)
            surf.blit(art.token("helpless", lay.s(20)), lay.p(sx + 112, sy + 119))
            return
        for i in range(len(zs)):
            self.entrance(surf, lay, "colony", i, cap, zs[i], bs[i], hl, hits)
        sids = list(col.get("survivors", []))
        helpless = int(v.get("helpless", 0))
        gx, gy, ch = 316 + 10, 46 + 74, 74
        tok = art.token("helpless", lay.s(34))
        for i in range(min(spaces, per_row * rows, len(sids) + helpless)):
            slot = survivor_slot(lay, "colony", i, spaces)
            assert slot is not None
            if i < len(sids):
                sid = sids[i]
                self.standee(surf, lay, sid, v["survivors"].get(sid, {}),
                             standee_anchor(lay, "colony", slot), 46, hl, hits)
            else:
                surf.blit(tok, tok.get_rect(center=slot.center))
        if len(sids) + helpless > per_row * rows:
            self.t(surf, f"+{len(sids) + helpless - per_row * rows} more", lay.p(gx, gy + 3 * ch),
                   11, pal.warn, lay=lay)
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
            self.t(surf, "none", lay.p(sx + 8, y + 18), 11, pal.text_dim, lay=lay)
        y += 44
        self.t(surf, f"Helpless: {helpless}", lay.p(sx + 8, y), 11.5, pal.text_dim, lay=lay)
        y += 26
        waste = int(v.get("waste", 0))
        nxt = (waste // 10 + 1) * 10
        self.t(surf, f"Waste pile: {waste}", lay.p(sx + 8, y), 11.5, pal.text, lay=lay)
        y += 16
        self.t(surf, f"next morale loss at {nxt}", lay.p(sx + 8, y), 10.5,
               pal.warn if nxt - waste <= 3 else pal.text_dim, lay=lay)
        y += 18
        surv_deck = v.get("survivor_deck", 0)
        self.t(surf, f"Survivor deck: {surv_deck}", lay.p(sx + 8, y), 10.5, pal.text_dim,
               lay=lay)
        y += 16
        xr = v.get("crossroads", {})
        self.t(surf, f"Crossroads deck: {xr.get('deck', 0)}", lay.p(sx + 8, y), 10.5,
               pal.text_dim, lay=lay)

    # ------------------------------------------------------------------ players strip
    def players(self, surf: pygame.Surface, lay: Layout, v: dict[str, Any],
                viewer: int | None) -> None:
        art = self.app.art
        pal = art.pal
        rect = area(lay, "players")
        if self.static:
            pygame.draw.rect(surf, pal.bg2, rect, border_radius=lay.s(8))
            return
        rows = v.get("players", [])
        rh = min(24.0, 118 / max(1, len(rows)))
        active = v.get("active_player")
        first = v.get("first_player")
        xr = v.get("crossroads", {})
        n = max(1, len(rows))
        for i, p in enumerate(rows):
            order = (p["seat"] - (first or 0)) % n + 1  # turn order this round
            y = 426 + 2 + i * rh
            row = lay.r(316 + 4, y, 640, rh - 2)
            if p["seat"] == active and v.get("phase") == "turns":
                pygame.draw.rect(surf, pal.panel_hi, row, border_radius=lay.s(5))
                pygame.draw.rect(surf, pal.highlight, row, max(1, lay.s(1.5)),
                                 border_radius=lay.s(5))
            self.t(surf, f"{order}.", (row.x + lay.s(4), row.centery), 10.5, pal.text_dim,
                   anchor="midleft", lay=lay)
            mark = art.player_mark(p["seat"], lay.s(16))
            surf.blit(mark, mark.get_rect(midleft=(row.x + lay.s(8) + lay.s(10), row.centery)))
            kind = {"heuristic": "smart bot", "random": "random bot"}.get(
                p.get("bot_kind") or "", "bot")
            # name, then the bot kind small and dim, both kept clear of the first-player token
            name = self.fit(p["name"], 12.5, lay.s(104), lay, bold=True)
            r = self.t(surf, name, (row.x + lay.s(40), row.centery), 12.5, bold=True,
                       anchor="midleft", lay=lay)
            if p.get("bot"):
                room = row.x + lay.s(148) - r.right - lay.s(5)
                if room > lay.s(20):
                    self.t(surf, self.fit(kind, 9.5, room, lay),
                           (r.right + lay.s(5), row.centery + lay.s(1)), 9.5, pal.text_dim,
                           anchor="midleft", lay=lay)
            x = row.x + lay.s(170)
            if p["seat"] == first:
                tok = art.token("first_player", lay.s(16))
                surf.blit(tok, tok.get_rect(center=(row.x + lay.s(158), row.centery)))
            leader = self.n.s(p.get("leader")) if p.get("leader") else "—"
            n_f = len(p.get("followers", []))
            s = self.fit(f"{leader}" + (f" +{n_f}" if n_f else ""), 11.5, lay.s(170), lay)
            self.t(surf, s, (x, row.centery), 11.5, pal.text_dim, anchor="midleft", lay=lay)
            x += lay.s(176)
            self.t(surf, f"hand {p.get('hand', 0)}", (x, row.centery), 11.5, anchor="midleft",
                   lay=lay)
            x += lay.s(60)
            self.t(surf, f"dice {p.get('dice_unused', 0)}", (x, row.centery), 11.5,
                   anchor="midleft", lay=lay)
            x += lay.s(54)
            tags = []
            if p.get("exiled"):
                tags.append(("EXILED", pal.bad))
            if p.get("eliminated"):
                tags.append(("OUT", pal.bad))
            if xr.get("held_by") == p["seat"] and xr.get("for") is not None:
                tags.append((f"crossroads for {self.n.p(xr['for'])}", pal.text_dim))
            if p["seat"] == viewer:
                tags.append(("viewing", pal.accent))
            for label, c in tags:
                room = row.right - x - lay.s(6)
                if room < lay.s(30):
                    break
                label = self.fit(label, 10.5, room, lay, True)
                x = self.t(surf, label, (x, row.centery), 10.5, c, True, "midleft",
                           lay).right + lay.s(8)

    # ------------------------------------------------------------------ crisis / objective
    def crisis(self, surf: pygame.Surface, lay: Layout, v: dict[str, Any]) -> None:
        art = self.app.art
        pal = art.pal
        rect = area(lay, "crisis")
        x, y = rect.x + lay.s(8), rect.y + lay.s(6)
        if self.static:
            pygame.draw.rect(surf, pal.bg2, rect, border_radius=lay.s(8))
            self.t(surf, "CRISIS", (x, y), 10.5, pal.bad, True, lay=lay)
            pygame.draw.line(surf, pal.edge, (rect.x + lay.s(6), rect.y + lay.s(50)),
                             (rect.right - lay.s(6), rect.y + lay.s(50)), 1)
            self.t(surf, "MAIN OBJECTIVE", (x, rect.y + lay.s(54)), 10.5, pal.good, True,
                   lay=lay)
            return
        cr = v.get("crisis", {})
        card = self.n.content.crises.get(cr.get("card") or "")
        if card is not None:
            self.t(surf, self.fit(card.name, 13, rect.width - lay.s(110), lay, True),
                   (x + lay.s(52), y - lay.s(1)), 13, bold=True, lay=lay)
            ix = x
            for kind in card.prevent:
                surf.blit(art.item_icon(kind, lay.s(18)), (ix, y + lay.s(17)))
                ix += lay.s(20)
            n = cr.get("contributions", 0)
            self.t(surf, f"cards added: {n}", (ix + lay.s(6), y + lay.s(26)), 11.5,
                   anchor="midleft", lay=lay)
        else:
            self.t(surf, "none revealed", (x + lay.s(52), y), 12, pal.text_dim, lay=lay)
        self.t(surf, f"deck {cr.get('deck', 0)}", (rect.right - lay.s(8), y), 10,
               pal.text_dim, anchor="topright", lay=lay)
        self.objective(surf, lay, v, pygame.Rect(rect.x, rect.y + lay.s(50), rect.width,
                                                 rect.bottom - rect.y - lay.s(50)))

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
        if obj is None:
            return
        hard = mo.get("side") == "hard"
        side = obj.hard if hard else obj.normal
        self.t(surf, self.fit(obj.name + (" (hard)" if hard else ""), 12.5,
                              rect.width - lay.s(118), lay, True),
               (x + lay.s(106), y2 - lay.s(1)), 12.5, bold=True, lay=lay)
        from game.client.describe import progress_lines

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
                _, met, text = entry
                self._tick(surf, lay, (x + box // 2, y + lh // 2), box, met)
                self.t(surf, self.fit(text, size, width - box - lay.s(6), lay),
                       (x + box + lay.s(5), y + lh // 2), size,
                       pal.good if met else pal.text, anchor="midleft", lay=lay)
                y += lh
                continue
            _, header, chips = entry
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
        wrapped = self.app.fonts.wrap(side.goal_text, px, width)
        if y + lh * len(wrapped) <= bottom:  # room left: the goal in words, whole
            for line in wrapped:
                self.t(surf, line, (x, y), size, pal.text_dim, lay=lay)
                y += lh

    def _tick(self, surf: pygame.Surface, lay: Layout, c: tuple[int, int], size: int,
              met: bool) -> None:
        draw_tick(surf, self.app.art.pal, c, size, met, lay.k)

    def log(self, surf: pygame.Surface, lay: Layout, lines: list[str], scroll: int = 0
            ) -> None:
        """The newest log entries; ``scroll`` entries back from the newest when the player
        scrolls (mouse wheel over the log, PgUp/PgDn)."""
        pal = self.app.art.pal
        rect = area(lay, "log")
        if self.static:
            pygame.draw.rect(surf, pal.bg2, rect, border_radius=lay.s(8))
            self.t(surf, "LOG", (rect.x + lay.s(8), rect.y + lay.s(5)), 10.5, pal.accent, True,
                   lay=lay)
            return
        scroll = max(0, min(scroll, len(lines) - 1))
        end = len(lines) - scroll
        hint = "wheel / PgUp PgDn" if not scroll else f"{scroll} newer ▼  End: newest"
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

    # ------------------------------------------------------------------ all of the table
    @staticmethod
    def shape_key(v: dict[str, Any]) -> tuple:
        """What the background layer depends on in a view: the board's shape."""
        return tuple((lid, loc.get("spaces"), loc.get("noise_spaces"),
                      loc.get("entrance_spaces"), len(loc.get("zombies", [])),
                      loc.get("number")) for lid, loc in v.get("locations", {}).items())

    def background(self, surf: pygame.Surface, lay: Layout, v: dict[str, Any]) -> None:
        """Layer 1: the boards, panels, names, empty slots and cells (see the module
        docstring); ``surf`` is filled first."""
        surf.fill(self.app.art.pal.bg)
        self.static = True
        try:
            self._all(surf, lay, v, Highlights(), BoardHits(), [], None, 0)
        finally:
            self.static = False

    def draw(self, surf: pygame.Surface, lay: Layout, v: dict[str, Any], hl: Highlights,
             log_lines: list[str], viewer: int | None, log_scroll: int = 0) -> BoardHits:
        """Layer 2: the pieces, drawn over the background layer (already on ``surf``).
        (The table repaints it place by place: :mod:`game.client.regions`.)"""
        hits = BoardHits()
        self._all(surf, lay, v, hl, hits, log_lines, viewer, log_scroll)
        return hits

    def _all(self, surf: pygame.Surface, lay: Layout, v: dict[str, Any], hl: Highlights,
             hits: BoardHits, log_lines: list[str], viewer: int | None,
             log_scroll: int) -> None:
        for name in REGIONS:
            self.region(surf, lay, name, v, hl, hits, log_lines, viewer, log_scroll)

    def region(self, surf: pygame.Surface, lay: Layout, name: str, v: dict[str, Any],
               hl: Highlights, hits: BoardHits, log_lines: list[str], viewer: int | None,
               log_scroll: int) -> None:
        """One part of the table (a name of :data:`REGIONS`); it draws inside
        ``area(lay, name)`` only."""
        if name == "top":
            self.top(surf, lay, v)
        elif name == "colony":
            self.colony(surf, lay, v, hl, hits)
        elif name == "players":
            self.players(surf, lay, v, viewer)
        elif name == "crisis":
            self.crisis(surf, lay, v)
        elif name == "log":
            self.log(surf, lay, log_lines, log_scroll)
        else:
            self.location(surf, lay, name, v, hl, hits)

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


def draw_tick(surf: pygame.Surface, pal: Any, c: tuple[int, int], size: int, met: bool,
              k: float = 1.0) -> None:
    """A ticked disc (met) or an empty ring (not yet): the shape tells, not the colour."""
    r = max(3, size // 2)
    if met:
        pygame.draw.circle(surf, pal.good, c, r)
        pts = [(c[0] - r * 0.5, c[1]), (c[0] - r * 0.1, c[1] + r * 0.45),
               (c[0] + r * 0.55, c[1] - r * 0.45)]
        pygame.draw.lines(surf, pal.text_dark, False, pts, max(2, round(1.8 * k)))
    else:
        pygame.draw.circle(surf, pal.text_dim, c, r, max(1, round(1.5 * k)))


def panel_title(surf: pygame.Surface, app: App, lay: Layout, text: str, rect: pygame.Rect
                ) -> None:
    ui.text(surf, app, text, (rect.x + lay.s(8), rect.y + lay.s(5)), 11 * lay.k / app.scale,
            app.art.pal.accent, bold=True)
