"""Where things sit on the table: the design-unit :class:`Layout`, the areas of the table's
parts, the board geometry shared by the panels, the animations and the hit tests, and the
records the panels fill while drawing (:class:`BoardHits`) and read (:class:`Highlights`).

Everything is laid out in design units of a 1280×720 screen and mapped to pixels by a
:class:`Layout` (uniform scale, centred), so the same code is readable at 1280×720 and crisp
at 2560×1440: shapes are drawn at the final size, text is rendered at the final size.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

import pygame

W, H = 1280, 720
LEFT = ("police_station", "grocery_store", "school")
RIGHT = ("library", "hospital", "gas_station")


_BASE_RECTS = {
    "top": (0, 0, 1280, 40),
    "colony": (316, 46, 648, 374),
    "players": (316, 426, 648, 122),
    "private": (316, 554, 648, 118),
    "crisis": (8, 514, 300, 158),
    "log": (972, 514, 300, 158),
    "actions": (8, 678, 1264, 38),
    **{lid: (8, 46 + i * 156, 300, 150) for i, lid in enumerate(LEFT)},
    **{lid: (972, 46 + i * 156, 300, 150) for i, lid in enumerate(RIGHT)},
}
# the base game's areas (read-only: a Long Night table has its own, areas_for)
AREAS: Mapping[str, tuple[int, int, int, int]] = MappingProxyType(_BASE_RECTS)
BASE_AREAS = AREAS
# The Long Night with more places (the Raxxon location, the Bandits' Hideout): every side
# column holds four compact places (100 tall) and a 46-tall strip under the fourth (the
# Raxxon lab, the hideout's stockpile); the colony's survivor grid keeps two rows and the
# band under it holds the improvements, the graveyard and the encounter cards.
COMPACT_H = 100
LN_EXTRA_LEFT = ("ln_raxxon",)  # extra places drawn in the left column's fourth row
LN_STRIPS = {"ln_lab": (8, 462, 300, 46), "ln_stockpile": (972, 462, 300, 46)}


class Areas:
    """Where the table's parts sit for one board's shape (design units): the base game's,
    or a Long Night game's (compact side columns with room for its extra places, two rows
    of colony survivor spaces).  Immutable and made from a view (:func:`areas_for`), so a
    table's drawing never depends on another table drawn before it (issue 20 item 5: a
    base-game replay opened over a Long Night game)."""

    __slots__ = ("ln", "rects")

    def __init__(self, rects: Mapping[str, tuple[int, int, int, int]] = AREAS,
                 ln: bool = False) -> None:
        self.rects = MappingProxyType(dict(rects))
        self.ln = ln

    @property
    def grid_rows(self) -> int:
        return 2 if self.ln else 3

    def get(self, name: str, default: Any = None) -> Any:
        return self.rects.get(name, default)

    def __getitem__(self, name: str) -> tuple[int, int, int, int]:
        return self.rects[name]

    def __contains__(self, name: object) -> bool:
        return name in self.rects

    def __iter__(self) -> Iterator[str]:
        return iter(self.rects)


BASE = Areas()
_AREAS: dict[tuple, Areas] = {}


def areas_for(view: dict[str, Any] | None) -> Areas:
    """The table's areas for ``view``'s board: the base game's, or (a Long Night game)
    compact side columns with room for its extra places."""
    if not view:
        return BASE
    lids = list(view.get("locations", {}))
    extra = tuple(lid for lid in lids
                  if lid != "colony" and lid not in LEFT and lid not in RIGHT)
    ln = "long_night" in (view.get("modules") or {})
    key = (ln, extra)
    hit = _AREAS.get(key)
    if hit is not None:
        return hit
    rects = dict(AREAS)
    if extra:
        left = [lid for lid in extra if lid in LN_EXTRA_LEFT]
        right = [lid for lid in extra if lid not in LN_EXTRA_LEFT]
        if not left and len(right) > 1:
            left = [right.pop(0)]
        columns = ((8, (*LEFT, *left[:1]), "ln_lab"), (972, (*RIGHT, *right[:1]), "ln_stockpile"))
        for x, col, strip in columns:
            if len(col) <= len(LEFT):  # nothing extra on this side: full-size places
                continue
            for i, lid in enumerate(col):
                rects[lid] = (x, 46 + i * (COMPACT_H + 4), 300, COMPACT_H)
            rects[strip] = LN_STRIPS[strip]
    out = _AREAS[key] = Areas(MappingProxyType(rects), ln)
    return out


@dataclass
class Layout:
    """Design units to pixels for one window size, and the areas of the board drawn in it
    (``areas``: the base game's unless made for a view)."""

    ox: float
    oy: float
    k: float
    areas: Areas = BASE
    _s: dict[float, int] = field(default_factory=dict, repr=False, compare=False)

    @classmethod
    def for_surface(cls, surface: pygame.Surface, view: dict[str, Any] | None = None
                    ) -> Layout:
        """The layout of ``surface`` for ``view``'s board (the base game's areas without
        a view)."""
        areas = areas_for(view)
        size = surface.get_size()
        lay = _LAYOUTS.get((size, areas))
        if lay is None:  # one per window size and board: its scaled lengths are remembered
            w, h = size
            k = min(w / W, h / H)
            lay = _LAYOUTS[(size, areas)] = cls((w - W * k) / 2, (h - H * k) / 2, k, areas)
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

    @property
    def ln(self) -> bool:
        """Whether the Long Night's board is drawn (two colony rows, the band under it)."""
        return self.areas.ln


_LAYOUTS: dict[tuple[tuple[int, int], Areas], Layout] = {}


def colony_grid(lay: Layout) -> tuple[int, int]:
    """Survivor spaces drawn per row, rows (two rows in a Long Night game)."""
    return COLONY_GRID[0], lay.areas.grid_rows


def compact(lay: Layout, lid: str) -> bool:
    """Whether ``lid`` is drawn as a compact place (four to a column)."""
    a = lay.areas.get(lid)
    return a is not None and a[3] < 140


# the parts of the table, each drawn inside its own area (the pieces layer is repainted
# part by part: game.client.table.regions)
REGIONS = ("top", *LEFT, *RIGHT, "colony", "players", "crisis", "log")


# where a place the table has no area for sits: above the window, so that nothing is drawn
# for it and nothing can be clicked there (the Long Night's Raxxon and Bandits' Hideout
# until their panels register an area, issue 9 items 2-3); survivors there get no slot
UNPLACED = (0, -400, 300, 150)


def area(lay: Layout, name: str) -> pygame.Rect:
    return lay.r(*lay.areas.get(name, UNPLACED))


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
    return rect.x + lay.s(8) + lay.s(56), rect.bottom - lay.s(34 if compact(lay, lid) else 36)


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


def standee_size(lay: Layout, lid: str) -> float:
    """A survivor standee's size at ``lid`` (design units)."""
    return 46 if lid == "colony" else (32 if compact(lay, lid) else 44)


def likelihood_row(lay: Layout, lid: str, kinds: int) -> tuple[int, int, int, int]:
    """A place's row of item-type icons (what is found there, most likely first): x, y of
    the first icon, the step between icons and the icon size, in pixels."""
    rect = area(lay, lid)
    if compact(lay, lid):  # in the header, left of the deck
        step = lay.s(13)
        return rect.right - lay.s(56) - kinds * step, rect.y + lay.s(8), step, lay.s(12)
    return rect.x + lay.s(8), rect.y + lay.s(28), lay.s(17), lay.s(15)


def survivor_slot(lay: Layout, lid: str, i: int, spaces: int) -> pygame.Rect | None:
    """The ``i``-th survivor space drawn at ``lid`` (None when it is not drawn)."""
    if lid == "colony":
        per_row, rows = colony_grid(lay)
        if i >= per_row * rows:
            return None
        rr, cc = divmod(i, per_row)
        cw = 470 / per_row
        return lay.r(316 + 10 + cc * cw + 2, 46 + 74 + rr * 74 + 4, cw - 4, 74 - 6)
    if i >= spaces:
        return None
    if lid not in lay.areas:
        return None
    rect = area(lay, lid)
    if compact(lay, lid):  # survivors left of the noise spaces, above the entrance
        slot_w = min(lay.s(52), (rect.width - lay.s(92)) // max(1, spaces))
        sx = rect.x + lay.s(8) + i * slot_w
        return pygame.Rect(sx + lay.s(2), rect.y + lay.s(26), slot_w - lay.s(4), lay.s(40))
    slot_w = min(lay.s(56), (rect.width - lay.s(16)) // max(1, spaces))
    sx = rect.x + lay.s(8) + i * slot_w
    sy = rect.y + lay.s(104)
    return pygame.Rect(sx + lay.s(2), sy - lay.s(56), slot_w - lay.s(4), lay.s(60))


def standee_anchor(lay: Layout, lid: str, slot: pygame.Rect) -> tuple[int, int]:
    """Mid-bottom of a standee standing in ``slot``."""
    if lid == "colony":
        return (slot.centerx, slot.bottom - lay.s(14))
    if compact(lay, lid):
        return (slot.centerx, slot.y + lay.s(33))
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
    # what hovering shows (issue 12): id -> (rect, a CardFace or a tooltip text)
    tips: dict[Any, tuple[pygame.Rect, Any]] = field(default_factory=dict)

    def at(self, pos: tuple[int, int]) -> tuple | None:
        """What was drawn under ``pos``: ``("survivor", sid)`` before ``("entrance", place,
        e)`` before ``("place", place)``; None for nothing."""
        for sid, r in self.survivors.items():
            if r.collidepoint(pos):
                return ("survivor", sid)
        for (lid, e), r in self.entrances.items():
            if r.collidepoint(pos):
                return ("entrance", lid, e)
        return self.place_at(pos)

    def place_at(self, pos: tuple[int, int]) -> tuple | None:
        for lid, r in self.locations.items():
            if r.collidepoint(pos):
                return ("place", lid)
        return None


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

