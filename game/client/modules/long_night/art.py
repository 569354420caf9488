"""The Long Night's pieces, drawn in code (original vector shapes, no image files).

Like :mod:`game.client.art.pieces`: drawn at 3x and smooth-scaled, cached per (kind, size,
palette) on the app's :class:`~game.client.art.pieces.Art` cache.  Meaning never rests on colour
alone:

* the 12 special zombie types: each a figure on a badge of its own *shape* (circle,
  square, triangle, diamond, pentagon, hexagon, star, octagon, shield, cross, drop, tall
  bar) and its own colour, with its initial on the chest; a type whose image needs it
  carries a small mark of its own (the Tangle's coils of barbed wire, the Sponge's
  dripping water);
* a bandit: a masked human figure with a red bandana band and a knife, on a dark plate;
* (despair tokens are drawn with the wounds, ``Art.token("despair")``: a cracked violet
  diamond);
* unruly helpless: the helpless person with raised fists on a jagged red-orange ring
  (helpless: arms up on a smooth pale ring);
* an explosive trap: a round bomb with a lit fuse on a striped hazard square (a barricade:
  wooden planks);
* the graveyard: a tombstone with a cross.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.client.art.figures import bandit_standee, zombie_bust
from game.client.art.pieces import (
    SS,
    Art,
    _darker,
    _lighter,
    _Pen,
    regular_polygon,
    star_points,
)

RGB = tuple[int, int, int]
Pt = tuple[float, float]

# Special zombie types of the Long Night pack: (badge shape, colour).  A type not listed
# (an add-on pack's) gets a shape and colour from its position in the content.
SPECIAL_LOOKS: dict[str, tuple[str, RGB]] = {
    "lz_raker": ("triangle", (214, 76, 64)),  # the Tangle
    "lz_loper": ("diamond", (232, 150, 52)),
    "lz_magpie": ("star", (84, 96, 190)),
    "lz_rimeback": ("hexagon", (52, 150, 164)),  # the Sponge: murky tank water
    "lz_slab": ("square", (150, 150, 150)),
    "lz_keener": ("pentagon", (232, 210, 70)),
    "lz_broodsack": ("circle", (190, 90, 170)),
    "lz_splitter": ("cross", (90, 200, 110)),
    "lz_needle": ("tall", (236, 236, 236)),
    "lz_retcher": ("drop", (150, 190, 60)),
    "lz_reek": ("octagon", (130, 110, 70)),
    "lz_lure": ("shield", (250, 120, 160)),
}
# Small marks drawn over a type's figure (its image on the card text).
SPECIAL_MARKS: dict[str, str] = {"lz_raker": "wire", "lz_rimeback": "drips"}
WIRE: RGB = (206, 210, 220)
WATER: RGB = (168, 222, 236)
SHAPES = ("triangle", "diamond", "star", "hexagon", "square", "pentagon", "circle", "cross",
          "tall", "drop", "octagon", "shield")
FALLBACK_COLOURS: tuple[RGB, ...] = tuple(c for _, c in SPECIAL_LOOKS.values())

BANDIT: RGB = (200, 50, 44)
TRAP: RGB = (240, 140, 40)


def special_look(ztype: str, order: tuple[str, ...] = ()) -> tuple[str, RGB]:
    """A special zombie type's badge shape and colour."""
    look = SPECIAL_LOOKS.get(ztype)
    if look is not None:
        return look
    i = order.index(ztype) if ztype in order else sum(map(ord, ztype))
    return SHAPES[i % len(SHAPES)], FALLBACK_COLOURS[(i * 5) % len(FALLBACK_COLOURS)]


def _badge_points(shape: str, c: Pt, r: float) -> list[Pt] | None:
    """The outline of a badge shape (None: a circle)."""
    if shape == "circle":
        return None
    if shape == "triangle":
        return regular_polygon((c[0], c[1] + r * 0.12), r * 1.08, 3, -math.pi / 2)
    if shape == "square":
        return regular_polygon(c, r * 1.18, 4, math.pi / 4)
    if shape == "diamond":
        return regular_polygon(c, r * 1.08, 4, 0.0)
    if shape == "pentagon":
        return regular_polygon(c, r * 1.04, 5, -math.pi / 2)
    if shape == "hexagon":
        return regular_polygon(c, r * 1.02, 6, 0.0)
    if shape == "octagon":
        return regular_polygon(c, r * 1.02, 8, math.pi / 8)
    if shape == "star":
        return star_points(c, r * 1.12, r * 0.55, 5)
    if shape == "cross":
        a, b = r * 0.38, r * 1.0
        x, y = c
        return [(x - a, y - b), (x + a, y - b), (x + a, y - a), (x + b, y - a), (x + b, y + a),
                (x + a, y + a), (x + a, y + b), (x - a, y + b), (x - a, y + a), (x - b, y + a),
                (x - b, y - a), (x - a, y - a)]
    if shape == "tall":
        a, b = r * 0.55, r * 1.05
        return [(c[0] - a, c[1] - b), (c[0] + a, c[1] - b), (c[0] + a, c[1] + b),
                (c[0] - a, c[1] + b)]
    if shape == "drop":
        pts = [(c[0], c[1] - r * 1.1)]
        for i in range(13):
            ang = math.pi * (-0.15 + 1.3 * i / 12)
            pts.append((c[0] + r * 0.8 * math.cos(ang), c[1] + r * 0.25 + r * 0.8 * math.sin(ang)))
        return pts
    if shape == "shield":
        x, y = c
        return [(x - r, y - r * 0.9), (x + r, y - r * 0.9), (x + r, y + r * 0.1),
                (x, y + r * 1.1), (x - r, y + r * 0.1)]
    return None


def _barb(pen: _Pen, c: Pt, col: RGB) -> None:
    """A barb of barbed wire: a small X."""
    d = 0.022
    pen.line((c[0] - d, c[1] - d), (c[0] + d, c[1] + d), col, 0.012)
    pen.line((c[0] - d, c[1] + d), (c[0] + d, c[1] - d), col, 0.012)


def _drop(pen: _Pen, x: float, y: float, r: float, col: RGB) -> None:
    """A falling drop: a round bottom under a point."""
    pen.circle((x, y), r, col)
    pen.poly([(x - r * 0.92, y - r * 0.35), (x, y - r * 2.4), (x + r * 0.92, y - r * 0.35)], col)


def _mark(pen: _Pen, mark: str) -> None:
    """A type's own mark over the figure (coordinates of the badge, 0..1)."""
    if mark == "wire":  # coils of barbed wire wound round the body and an arm
        for y0, y1 in ((0.40, 0.47), (0.52, 0.58), (0.63, 0.68)):
            pen.line((0.33, y0), (0.66, y1), WIRE, 0.016)
        pen.line((0.56, 0.41), (0.78, 0.48), WIRE, 0.014)
        for c in ((0.40, 0.415), (0.55, 0.445), (0.42, 0.538), (0.60, 0.568), (0.47, 0.65),
                  (0.70, 0.46)):
            _barb(pen, c, WIRE)
    elif mark == "drips":  # water running off it, and a puddle at its feet
        pen.ellipse(0.28, 0.745, 0.46, 0.06, (*WATER, 210))
        for x, y in ((0.29, 0.60), (0.80, 0.55), (0.86, 0.68), (0.25, 0.72)):
            _drop(pen, x, y, 0.03, WATER)


class LNArt:
    """The Long Night's pieces on an :class:`Art` (its cache and palette)."""

    def __init__(self, art: Art) -> None:
        self.art = art

    @property
    def pal(self) -> Any:
        return self.art.pal

    def _cached(self, key: tuple, make: Any) -> pygame.Surface:
        return self.art._cached(("ln", *key), make)

    # ------------------------------------------------------------------ figures
    def special(self, ztype: str, size: int, initial: str = "",
                order: tuple[str, ...] = ()) -> pygame.Surface:
        """A special zombie: the type's badge (shape + colour) behind a zombie figure with
        the type's initial on its chest."""
        size = max(10, int(size))
        shape, col = special_look(ztype, order)

        def make() -> pygame.Surface:
            pen = _Pen(size)
            pts = _badge_points(shape, (0.5, 0.5), 0.44)
            dark = _darker(col, 0.35)
            if pts is None:
                pen.circle((0.5, 0.5), 0.46, (14, 14, 18))
                pen.circle((0.5, 0.5), 0.40, dark)
                pen.circle((0.5, 0.5), 0.40, col, 0.07)
            else:
                pen.poly(pts, (14, 14, 18))
                inner = _badge_points(shape, (0.5, 0.5), 0.37)
                assert inner is not None
                pen.poly(inner, dark)
                pen.poly(inner, col, 0.07)
            out = pen.done()  # the zombie's bust (as on the zombie standees), in the type's hue
            bs = int(size * 0.66)
            bust = zombie_bust(bs, _lighter(col, 0.45), glow=False)
            out.blit(bust, ((size - bs) // 2, int(size * 0.15)))
            if ztype in SPECIAL_MARKS:
                marks = _Pen(size)
                _mark(marks, SPECIAL_MARKS[ztype])
                out.blit(marks.done(), (0, 0))
            return out

        img = self._cached(("special", ztype, shape, size), make)
        if not initial:
            return img
        return self._cached(("special_i", ztype, shape, size, initial),
                            lambda: self._with_initial(img, initial, col))

    def _with_initial(self, img: pygame.Surface, initial: str, col: RGB) -> pygame.Surface:
        out = img.copy()
        size = out.get_width()
        font = pygame.font.Font(None, max(8, int(size * 0.42)))
        t = font.render(initial[:1].upper(), True, (250, 250, 250))
        sh = font.render(initial[:1].upper(), True, (0, 0, 0))
        r = t.get_rect(bottomright=(size - max(1, size // 12), size - max(1, size // 24)))
        pygame.draw.circle(out, _darker(col, 0.3), r.center, max(4, int(size * 0.16)))
        out.blit(sh, r.move(1, 1))
        out.blit(t, r)
        return out

    def bandit(self, size: int) -> pygame.Surface:
        """A bandit standee: a hooded bust masked by a red bandana, a knife, a dark plate
        on a hexagonal base (survivor standees stand on round bases)."""
        size = max(10, int(size))

        def make() -> pygame.Surface:  # a standee like the survivors' (art/figures.py)
            return bandit_standee(size)

        return self._cached(("bandit", size), make)

    # ------------------------------------------------------------------ tokens
    def unruly(self, size: int) -> pygame.Surface:
        """An unruly helpless token: fists raised on a jagged warning ring."""
        size = max(8, int(size))

        def make() -> pygame.Surface:
            pen = _Pen(size)
            pen.poly(star_points((0.5, 0.5), 0.50, 0.40, 12), (226, 96, 50))
            pen.circle((0.5, 0.5), 0.38, (70, 40, 34))
            col = (240, 214, 190)
            pen.circle((0.5, 0.30), 0.08, col)
            pen.poly([(0.38, 0.40), (0.62, 0.40), (0.64, 0.66), (0.57, 0.66), (0.56, 0.84),
                      (0.44, 0.84), (0.43, 0.66), (0.36, 0.66)], col)
            pen.line((0.38, 0.44), (0.24, 0.24), col, 0.07)
            pen.line((0.62, 0.44), (0.76, 0.24), col, 0.07)
            pen.circle((0.23, 0.22), 0.065, col)  # fists
            pen.circle((0.77, 0.22), 0.065, col)
            return pen.done()

        return self._cached(("unruly", size), make)

    def trap(self, size: int) -> pygame.Surface:
        """An explosive trap: a round bomb with a lit fuse on a hazard-striped square."""
        size = max(8, int(size))

        def make() -> pygame.Surface:
            pen = _Pen(size)
            pen.rect(0.04, 0.04, 0.92, 0.92, (34, 30, 24), radius=0.12)
            for i in range(-2, 4):  # hazard stripes along the edge
                x = 0.04 + i * 0.24
                pen.poly([(x, 0.96), (x + 0.12, 0.96), (x + 0.30, 0.80), (x + 0.18, 0.80)],
                         TRAP)
            pen.rect(0.04, 0.04, 0.92, 0.92, TRAP, 0.06, radius=0.12)
            pen.circle((0.46, 0.50), 0.24, (24, 24, 28))
            pen.circle((0.40, 0.44), 0.06, (110, 110, 120))
            pen.line((0.60, 0.32), (0.72, 0.18), (200, 180, 140), 0.05)
            pen.poly(star_points((0.76, 0.14), 0.10, 0.04, 6), (255, 220, 80))
            return pen.done()

        return self._cached(("trap", size), make)

    def tombstone(self, size: int) -> pygame.Surface:
        size = max(8, int(size))

        def make() -> pygame.Surface:
            pen = _Pen(size)
            pen.rect(0.10, 0.86, 0.80, 0.10, (60, 70, 60), radius=0.03)
            pen.rect(0.22, 0.26, 0.56, 0.64, (150, 156, 164))
            pen.circle((0.5, 0.28), 0.28, (150, 156, 164))
            pen.line((0.5, 0.22), (0.5, 0.62), (70, 74, 82), 0.07)
            pen.line((0.38, 0.36), (0.62, 0.36), (70, 74, 82), 0.07)
            return pen.done()

        return self._cached(("tomb", size), make)

    def card(self, size: tuple[int, int], colour: RGB, icon: pygame.Surface | None = None
             ) -> pygame.Surface:
        """A small face-up card (a coloured band over the paper, an icon in the middle)."""
        w, h = max(8, size[0]), max(10, size[1])

        def make() -> pygame.Surface:
            out = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(out, self.pal.card, out.get_rect(), border_radius=max(2, w // 8))
            pygame.draw.rect(out, colour, (0, 0, w, max(3, h // 5)),
                             border_top_left_radius=max(2, w // 8),
                             border_top_right_radius=max(2, w // 8))
            pygame.draw.rect(out, self.pal.card_edge, out.get_rect(), 1,
                             border_radius=max(2, w // 8))
            return out

        base = self._cached(("card", w, h, colour), make)
        if icon is None:
            return base
        out = base.copy()
        out.blit(icon, icon.get_rect(center=(w // 2, h // 2 + h // 10)))
        return out


def ln_art(app: Any) -> LNArt:
    """The app's Long Night art (made once per app)."""
    la = getattr(app, "_ln_art", None)
    if la is None or la.art is not app.art:
        la = LNArt(app.art)
        app._ln_art = la
    return la


__all__ = ["BANDIT", "SHAPES", "SPECIAL_LOOKS", "SPECIAL_MARKS", "SS", "TRAP", "LNArt", "ln_art",
           "special_look"]
