"""All game art, drawn in code (original vector shapes; no image files).

Every function draws at 3× and smooth-scales down (cheap anti-aliasing), and the
:class:`Art` object caches each (kind, parameters, size, palette) surface, so a frame only
blits.  Sizes are final pixel sizes: callers multiply by the UI scale.

Meaning never rests on colour alone: each item type has its own silhouette, the exposure
die faces have distinct symbols (blank, wound = three claw slashes, frostbite = snowflake,
bite = jaw with teeth) and player marks have shapes (circle, square, triangle, …).
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.client.art.figures import zombie_bust, zombie_standee
from game.client.art.palette import PLAYER_MARKS, RGB, Palette, palette
from game.client.art.pen import SS, Pt, _Pen, regular_polygon, star_points

__all__ = ["SS", "Art", "Pt", "_Pen", "draw_markers", "regular_polygon", "star_points"]

ITEM_TYPES = ("weapon", "fuel", "book", "food", "medicine", "tool", "survivor")
EXPOSURE_FACES = ("blank", "wound", "frostbite", "bite")
# The 12 faces of the exposure die (NS-19: 6 blank, 3 wound, 2 frostbite, 1 bite).
EXPOSURE_DIE = ("blank",) * 6 + ("wound",) * 3 + ("frostbite",) * 2 + ("bite",)


def _darker(c: RGB, f: float = 0.6) -> RGB:
    return (int(c[0] * f), int(c[1] * f), int(c[2] * f))


def _lighter(c: RGB, f: float = 0.5) -> RGB:
    return (int(c[0] + (255 - c[0]) * f), int(c[1] + (255 - c[1]) * f),
            int(c[2] + (255 - c[2]) * f))


# --------------------------------------------------------------------------- glyphs
# Each glyph draws a white-ish silhouette in the unit square (roughly 0.15..0.85).
def _glyph_weapon(pen: _Pen, col: RGB) -> None:
    # a broad knife: blade with a pointed tip, guard and grip, diagonal
    blade = [(0.90, 0.08), (0.84, 0.30), (0.48, 0.66), (0.34, 0.52), (0.70, 0.16)]
    pen.poly(blade, col)
    pen.line((0.24, 0.44), (0.56, 0.76), col, 0.10)  # guard
    pen.line((0.38, 0.62), (0.16, 0.84), col, 0.15)  # grip
    pen.circle((0.14, 0.86), 0.07, col)


def _glyph_fuel(pen: _Pen, col: RGB) -> None:
    # a jerry can: body with a cut corner, handle hole and spout
    body = [(0.24, 0.30), (0.56, 0.30), (0.76, 0.46), (0.76, 0.86), (0.24, 0.86)]
    pen.poly(body, col)
    pen.rect(0.30, 0.16, 0.26, 0.10, col, radius=0.03)
    pen.rect(0.36, 0.19, 0.14, 0.04, (0, 0, 0, 0))
    pen.poly([(0.64, 0.28), (0.74, 0.14), (0.82, 0.20), (0.72, 0.34)], col)
    pen.line((0.32, 0.48), (0.66, 0.78), (0, 0, 0), 0.045)
    pen.line((0.66, 0.48), (0.32, 0.78), (0, 0, 0), 0.045)


def _glyph_book(pen: _Pen, col: RGB) -> None:
    # an open book: two pages meeting at a spine
    pen.poly([(0.50, 0.30), (0.14, 0.22), (0.14, 0.76), (0.50, 0.84)], col)
    pen.poly([(0.50, 0.30), (0.86, 0.22), (0.86, 0.76), (0.50, 0.84)], col)
    dark = (0, 0, 0)
    pen.line((0.50, 0.32), (0.50, 0.82), dark, 0.03)
    for y in (0.38, 0.50, 0.62):
        pen.line((0.22, y - 0.02), (0.42, y + 0.03), dark, 0.022)
        pen.line((0.58, y + 0.03), (0.78, y - 0.02), dark, 0.022)


def _glyph_food(pen: _Pen, col: RGB) -> None:
    # an apple: two lobes, a stem and a leaf
    pen.circle((0.38, 0.58), 0.25, col)
    pen.circle((0.62, 0.58), 0.25, col)
    pen.circle((0.50, 0.70), 0.22, col)
    pen.poly([(0.44, 0.36), (0.50, 0.40), (0.56, 0.36), (0.50, 0.46)], (0, 0, 0, 0))
    pen.line((0.50, 0.38), (0.54, 0.16), col, 0.05)
    pen.poly([(0.56, 0.24), (0.70, 0.12), (0.84, 0.16), (0.72, 0.28)], col)
    pen.circle((0.34, 0.52), 0.05, _lighter(col, 0.6))


def _glyph_medicine(pen: _Pen, col: RGB) -> None:
    # a plus-shaped cross with a ring
    pen.circle((0.5, 0.5), 0.38, col, 0.06)
    pen.rect(0.40, 0.24, 0.20, 0.52, col, radius=0.03)
    pen.rect(0.24, 0.40, 0.52, 0.20, col, radius=0.03)


def _glyph_tool(pen: _Pen, col: RGB) -> None:
    # a wrench: open jaw at the top right, handle to the bottom left
    pen.line((0.30, 0.72), (0.62, 0.40), col, 0.12)
    pen.circle((0.26, 0.76), 0.09, col)
    pen.circle((0.68, 0.34), 0.18, col)
    # the jaw opening
    pen.poly([(0.70, 0.32), (0.92, 0.10), (0.98, 0.30), (0.78, 0.40)], (0, 0, 0, 0))
    pen.circle((0.26, 0.76), 0.035, (0, 0, 0, 0))


def _glyph_survivor(pen: _Pen, col: RGB) -> None:
    # head and shoulders
    pen.circle((0.5, 0.32), 0.15, col)
    pen.poly([(0.20, 0.86), (0.24, 0.60), (0.36, 0.50), (0.64, 0.50), (0.76, 0.60),
              (0.80, 0.86)], col)


ITEM_GLYPHS: dict[str, Callable[[_Pen, RGB], None]] = {
    "weapon": _glyph_weapon,
    "fuel": _glyph_fuel,
    "book": _glyph_book,
    "food": _glyph_food,
    "medicine": _glyph_medicine,
    "tool": _glyph_tool,
    "survivor": _glyph_survivor,
}

# badge outline per type, so even the frame differs
ITEM_BADGE_SIDES = {"weapon": 3, "fuel": 0, "book": 4, "food": 0, "medicine": 0, "tool": 6,
                    "survivor": 0}


def _snowflake(pen: _Pen, c: Pt, r: float, col: RGB, w: float) -> None:
    for i in range(3):
        a = math.pi / 6 + i * math.pi / 3
        dx, dy = math.cos(a) * r, math.sin(a) * r
        pen.line((c[0] - dx, c[1] - dy), (c[0] + dx, c[1] + dy), col, w)
        for s in (-1, 1):
            bx, by = c[0] + s * dx * 0.6, c[1] + s * dy * 0.6
            for t in (-1, 1):
                b = a + t * math.pi / 4 + (math.pi if s < 0 else 0)
                pen.line((bx, by), (bx + math.cos(b) * r * 0.3, by + math.sin(b) * r * 0.3),
                         col, w * 0.8)


def _claws(pen: _Pen, c: Pt, r: float, col: RGB, w: float) -> None:
    for i in (-1, 0, 1):
        x = c[0] + i * r * 0.45
        pen.poly([(x - r * 0.25, c[1] - r * 0.9), (x + r * 0.08, c[1] - r * 0.9),
                  (x + r * 0.25, c[1] + r * 0.9), (x - r * 0.02, c[1] + r * 0.5)], col)


def _jaw(pen: _Pen, c: Pt, r: float, col: RGB, w: float) -> None:
    # an open mouth: two arcs of teeth
    pen.ellipse(c[0] - r, c[1] - r * 0.75, 2 * r, 1.5 * r, col)
    inner = (0, 0, 0, 0)
    pen.ellipse(c[0] - r * 0.72, c[1] - r * 0.45, 1.44 * r, 0.9 * r, inner)
    n = 4
    for i in range(n):
        x0 = c[0] - r * 0.7 + i * (1.4 * r / n)
        x1 = x0 + 1.4 * r / n
        xm = (x0 + x1) / 2
        pen.poly([(x0, c[1] - r * 0.40), (x1, c[1] - r * 0.40), (xm, c[1] - r * 0.02)], col)
        pen.poly([(x0, c[1] + r * 0.40), (x1, c[1] + r * 0.40), (xm, c[1] + r * 0.04)], col)


def _person(pen: _Pen, col: RGB, x0: float = 0.0, y0: float = 0.0, s: float = 1.0,
            arms_up: bool = False) -> None:
    def P(x: float, y: float) -> Pt:
        return (x0 + x * s, y0 + y * s)

    pen.circle(P(0.5, 0.18), 0.12 * s, col)
    body = [P(0.34, 0.34), P(0.66, 0.34), P(0.70, 0.64), P(0.62, 0.64), P(0.62, 0.98),
            P(0.52, 0.98), P(0.50, 0.70), P(0.48, 0.98), P(0.38, 0.98), P(0.38, 0.64),
            P(0.30, 0.64)]
    pen.poly(body, col)
    if arms_up:
        pen.line(P(0.34, 0.38), P(0.18, 0.10), col, 0.07 * s)
        pen.line(P(0.66, 0.38), P(0.82, 0.10), col, 0.07 * s)


# --------------------------------------------------------------------------- Art
class Art:
    """Cached art for one palette.  ``art.item_icon("fuel", 48)`` etc."""

    def __init__(self, colour_blind: bool = False) -> None:
        self.pal: Palette = palette(colour_blind)
        self._cache: dict[tuple, pygame.Surface] = {}

    def set_palette(self, colour_blind: bool) -> None:
        new = palette(colour_blind)
        if new is not self.pal:
            self.pal = new
            self._cache.clear()

    def _cached(self, key: tuple, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self._cache.get(key)
        if surf is None:
            surf = make()
            self._cache[key] = surf
        return surf

    def __len__(self) -> int:
        return len(self._cache)

    # ------------------------------------------------------------------ items
    def item_icon(self, kind: str, size: int, badge: bool = True) -> pygame.Surface:
        size = max(8, int(size))
        return self._cached(("item", kind, size, badge), lambda: self._item(kind, size, badge))

    def _item(self, kind: str, size: int, badge: bool) -> pygame.Surface:
        pen = _Pen(size)
        col = self.pal.items.get(kind, (200, 200, 200))
        if badge:
            sides = ITEM_BADGE_SIDES.get(kind, 0)
            if sides:
                rot = -math.pi / 2 if sides == 3 else (math.pi / 4 if sides == 4 else 0)
                r = 0.52 if sides == 3 else 0.49
                c = (0.5, 0.56) if sides == 3 else (0.5, 0.5)
                pts = regular_polygon(c, r, sides, rot)
                pen.poly(pts, _darker(col, 0.45))
                pen.poly(pts, col, 0.06)
            else:
                pen.circle((0.5, 0.5), 0.48, _darker(col, 0.45))
                pen.circle((0.5, 0.5), 0.48, col, 0.06)
            inner = _Pen(size)
            ITEM_GLYPHS[kind](inner, _lighter(col, 0.7))
            g = inner.done()
            s = 0.62 if ITEM_BADGE_SIDES.get(kind) == 3 else 0.7
            gs = max(1, round(size * s))
            g = pygame.transform.smoothscale(g, (gs, gs))
            out = pen.done()
            off = (size - gs) // 2 + (round(size * 0.06) if kind == "weapon" else 0)
            out.blit(g, ((size - gs) // 2, off))
            return out
        ITEM_GLYPHS[kind](pen, col)
        return pen.done()

    # ------------------------------------------------------------------ dice
    def d6_face(self, value: int, size: int, used: bool = False, highlight: bool = False
                ) -> pygame.Surface:
        size = max(8, int(size))
        return self._cached(("d6", value, size, used, highlight),
                            lambda: self._d6(value, size, used, highlight))

    def _d6(self, value: int, size: int, used: bool, highlight: bool) -> pygame.Surface:
        pen = _Pen(size)
        face = (120, 124, 132) if used else (244, 240, 228)
        pip = (60, 60, 66) if used else (25, 28, 36)
        # bone-coloured, like the board's card paper: a dark rim, the side in shade below,
        # the face with a soft light from the top left (docs/ART.md, "Dice")
        pen.rect(0.02, 0.03, 0.96, 0.95, (30, 28, 26), radius=0.2)
        pen.rect(0.04, 0.04, 0.92, 0.92, _darker(face, 0.7), radius=0.18)
        pen.rect(0.04, 0.02, 0.92, 0.88, face, radius=0.18)
        pen.rect(0.16, 0.06, 0.62, 0.05, _lighter(face, 0.6), radius=0.02)
        pen.rect(0.10, 0.80, 0.80, 0.06, _darker(face, 0.92), radius=0.02)
        if highlight:
            pen.rect(0.02, 0.0, 0.96, 0.96, self.pal.highlight, width=0.06, radius=0.2)
        spots = {
            1: [(0.5, 0.47)],
            2: [(0.28, 0.25), (0.72, 0.69)],
            3: [(0.26, 0.23), (0.5, 0.47), (0.74, 0.71)],
            4: [(0.28, 0.25), (0.72, 0.25), (0.28, 0.69), (0.72, 0.69)],
            5: [(0.26, 0.23), (0.74, 0.23), (0.5, 0.47), (0.26, 0.71), (0.74, 0.71)],
            6: [(0.28, 0.22), (0.72, 0.22), (0.28, 0.47), (0.72, 0.47), (0.28, 0.72),
                (0.72, 0.72)],
        }
        for c in spots.get(value, []):  # drilled pips: a lit lower rim in each
            r = 0.12 if value == 1 else 0.09
            pen.circle((c[0] + 0.012, c[1] + 0.015), r, _darker(face, 0.8))
            pen.circle(c, r, pip)
        return pen.done()

    def exposure_face(self, face: str, size: int) -> pygame.Surface:
        size = max(8, int(size))
        return self._cached(("xp", face, size), lambda: self._exposure(face, size))

    def _exposure(self, face: str, size: int) -> pygame.Surface:
        pen = _Pen(size)
        body = (40, 44, 52)
        edge = (200, 205, 215)
        poly = regular_polygon((0.5, 0.5), 0.48, 12, math.pi / 12)
        pen.poly(poly, body)
        pen.poly(poly, edge, 0.04)
        inner = regular_polygon((0.5, 0.5), 0.30, 5, -math.pi / 2)
        pen.poly(inner, (60, 66, 78))
        if face == "wound":
            _claws(pen, (0.5, 0.5), 0.26, self.pal.wound, 0.06)
        elif face == "frostbite":
            _snowflake(pen, (0.5, 0.5), 0.30, self.pal.frostbite, 0.05)
        elif face == "bite":
            _jaw(pen, (0.5, 0.52), 0.30, self.pal.bite, 0.05)
        else:  # blank: an empty ring
            pen.circle((0.5, 0.5), 0.12, (110, 116, 128), 0.03)
        return pen.done()

    # ------------------------------------------------------------------ tokens
    def token(self, kind: str, size: int) -> pygame.Surface:
        """food, starvation, noise, barricade, helpless, first_player, wound, frostbite,
        despair, zombie, card_back."""
        size = max(8, int(size))
        return self._cached(("tok", kind, size), lambda: self._token(kind, size))

    def _token(self, kind: str, size: int) -> pygame.Surface:
        pen = _Pen(size)
        p = self.pal
        if kind == "food":
            pen.circle((0.5, 0.5), 0.47, _darker(p.food, 0.5))
            pen.circle((0.5, 0.5), 0.47, p.food, 0.06)
            g = _Pen(size)
            _glyph_food(g, _lighter(p.food, 0.5))
            s = pygame.transform.smoothscale(g.done(), (int(size * 0.7), int(size * 0.7)))
            out = pen.done()
            out.blit(s, (size * 0.15, size * 0.15))
            return out
        if kind == "starvation":
            pen.rect(0.05, 0.05, 0.9, 0.9, _darker(p.starvation, 0.6), radius=0.1)
            pen.rect(0.05, 0.05, 0.9, 0.9, p.starvation, 0.06, radius=0.1)
            # an empty bowl with a cross above
            pen.poly([(0.18, 0.55), (0.82, 0.55), (0.70, 0.80), (0.30, 0.80)], p.snow)
            pen.line((0.34, 0.18), (0.66, 0.46), p.bad, 0.08)
            pen.line((0.66, 0.18), (0.34, 0.46), p.bad, 0.08)
            return pen.done()
        if kind == "noise":
            pen.circle((0.5, 0.5), 0.47, (60, 52, 20))
            pen.circle((0.5, 0.5), 0.47, p.noise, 0.05)
            pen.circle((0.30, 0.5), 0.08, p.noise)
            for r in (0.2, 0.34):
                pen.arc((0.30, 0.5), r, -0.9, 0.9, p.noise, 0.06)
            return pen.done()
        if kind == "barricade":
            pen.rect(0.04, 0.10, 0.92, 0.80, (50, 36, 20), radius=0.08)
            for y in (0.2, 0.42, 0.64):
                pen.rect(0.08, y, 0.84, 0.16, p.barricade, radius=0.03)
                pen.circle((0.16, y + 0.08), 0.025, (50, 36, 20))
                pen.circle((0.84, y + 0.08), 0.025, (50, 36, 20))
            pen.line((0.12, 0.82), (0.88, 0.18), _lighter(p.barricade, 0.3), 0.09)
            return pen.done()
        if kind == "helpless":
            pen.circle((0.5, 0.5), 0.47, (70, 66, 60))
            pen.circle((0.5, 0.5), 0.47, p.helpless, 0.05)
            _person(pen, p.helpless, 0.22, 0.14, 0.56, arms_up=True)
            return pen.done()
        if kind == "first_player":
            pen.circle((0.5, 0.5), 0.47, (60, 50, 20))
            pen.circle((0.5, 0.5), 0.47, p.highlight, 0.05)
            pen.poly(star_points((0.5, 0.53), 0.36, 0.15), p.highlight)
            return pen.done()
        if kind == "wound":  # a red drop on a light disc: it reads on any standee colour
            pen.circle((0.5, 0.5), 0.48, (236, 228, 214))
            pen.circle((0.5, 0.5), 0.48, (40, 30, 30), 0.06)
            pen.poly([(0.5, 0.14), (0.74, 0.54), (0.26, 0.54)], p.wound)
            pen.circle((0.5, 0.62), 0.24, p.wound)
            pen.circle((0.43, 0.62), 0.06, _lighter(p.wound, 0.5))
            return pen.done()
        if kind == "frostbite":  # a snowflake on a dark disc
            pen.circle((0.5, 0.5), 0.48, (20, 40, 64))
            _snowflake(pen, (0.5, 0.5), 0.38, p.frostbite, 0.09)
            return pen.done()
        if kind == "despair":  # [LN] a cracked violet diamond: not a wound, not frost
            pen.poly([(0.5, 0.02), (0.98, 0.5), (0.5, 0.98), (0.02, 0.5)], (54, 30, 72))
            pen.poly([(0.5, 0.02), (0.98, 0.5), (0.5, 0.98), (0.02, 0.5)], p.bite, 0.07)
            pen.lines([(0.5, 0.16), (0.40, 0.38), (0.58, 0.52), (0.44, 0.70), (0.52, 0.86)],
                      (226, 210, 236), 0.08)
            return pen.done()
        if kind == "zombie":
            pen.circle((0.5, 0.5), 0.48, p.zombie_dark)
            out = pen.done()  # the zombie standees' face (art/figures.py)
            bs = int(size * 0.8)
            out.blit(zombie_bust(bs, _lighter(p.zombie, 0.3)), ((size - bs) // 2, size * 0.08))
            return out
        if kind == "card_back":
            pen.rect(0.04, 0.04, 0.92, 0.92, (40, 52, 70), radius=0.08)
            pen.rect(0.04, 0.04, 0.92, 0.92, p.board_edge, 0.03, radius=0.08)
            _snowflake(pen, (0.5, 0.5), 0.25, _lighter((40, 52, 70), 0.4), 0.04)
            return pen.done()
        pen.circle((0.5, 0.5), 0.45, (128, 128, 128))
        return pen.done()

    # ------------------------------------------------------------------ figures
    def zombie(self, size: int) -> pygame.Surface:
        size = max(8, int(size))

        def make() -> pygame.Surface:  # a standee like the survivors' (art/figures.py)
            return zombie_standee(size, self.pal.zombie, self.pal.zombie_dark)

        return self._cached(("zombie", size), make)

    def player_mark(self, seat: int, size: int) -> pygame.Surface:
        """The player's colour *and* shape (circle, square, triangle, diamond, star)."""
        size = max(6, int(size))

        def make() -> pygame.Surface:
            pen = _Pen(size)
            col = self.pal.players[seat % len(self.pal.players)]
            shape = PLAYER_MARKS[seat % len(PLAYER_MARKS)]
            dark = (15, 15, 20)
            if shape == "circle":
                pen.circle((0.5, 0.5), 0.46, dark)
                pen.circle((0.5, 0.5), 0.38, col)
            elif shape == "square":
                pen.rect(0.06, 0.06, 0.88, 0.88, dark)
                pen.rect(0.14, 0.14, 0.72, 0.72, col)
            elif shape == "triangle":
                pen.poly([(0.5, 0.02), (0.98, 0.92), (0.02, 0.92)], dark)
                pen.poly([(0.5, 0.18), (0.84, 0.84), (0.16, 0.84)], col)
            elif shape == "diamond":
                pen.poly([(0.5, 0.0), (1.0, 0.5), (0.5, 1.0), (0.0, 0.5)], dark)
                pen.poly([(0.5, 0.12), (0.88, 0.5), (0.5, 0.88), (0.12, 0.5)], col)
            else:
                pen.poly(star_points((0.5, 0.54), 0.5, 0.22), dark)
                pen.poly(star_points((0.5, 0.54), 0.38, 0.16), col)
            return pen.done()

        return self._cached(("mark", seat, size), make)

    def standee(self, seat: int | None, size: int, leader: bool = False,
                highlight: bool = False) -> pygame.Surface:
        """A survivor figure (without name/markers; see :func:`draw_standee`)."""
        size = max(10, int(size))

        def make() -> pygame.Surface:
            w, h = int(size * 0.7), size
            pen = _Pen(w, h)
            col = self.pal.players[seat % len(self.pal.players)] if seat is not None \
                else self.pal.helpless
            if highlight:
                pen.ellipse(0.0, 0.02, 1.0, 0.98, (*self.pal.highlight, 110))
            pen.ellipse(0.08, 0.82, 0.84, 0.16, (20, 20, 24))
            pen.ellipse(0.08, 0.80, 0.84, 0.16, _darker(col, 0.55))
            # figure: squeeze the unit person horizontally into the narrower canvas
            body = _Pen(size)
            _person(body, (24, 26, 32), 0.06, 0.0, 0.88)
            _person(body, col, 0.10, 0.04, 0.80)
            if leader:
                body.poly(star_points((0.5, 0.52), 0.10, 0.045), (250, 240, 200))
            fig = pygame.transform.smoothscale(body.done(), (w, int(size * 0.86)))
            out = pen.done()
            out.blit(fig, (0, 0))
            return out

        return self._cached(("standee", seat, size, leader, highlight), make)

    def die_body(self, size: int, exposure: bool = False) -> pygame.Surface:
        """A blank die (used while tumbling, before the final face is shown)."""
        size = max(8, int(size))
        if exposure:
            return self.exposure_face("blank", size)
        return self._cached(("d6blank", size), lambda: self._d6(0, size, False, False))


def draw_markers(surface: pygame.Surface, art: Art, x: int, y: int, size: int,
                 wounds: int, frostbite: int, despair: int = 0) -> int:
    """Wound drops, frostbite flakes, then [LN] despair diamonds in a row (three shapes:
    they count alike for death, KILL-02, but heal differently); returns the width drawn."""
    cx = x
    for kind, n in (("wound", wounds), ("frostbite", frostbite), ("despair", despair)):
        for _ in range(n):
            surface.blit(art.token(kind, size), (cx, y))
            cx += int(size * 0.85)
    return cx - x
