"""Place illustrations, drawn in code (docs/ART.md): a small night scene for every
location -- sky, stars, a tree line, snow and the place's building, its windows lit --
seeded by the place's id, so it is the same every time.

``place_scene(lid, w, h)`` -- the scene (cached per place and size).  The table dims it
under a place's pieces (``panels/place.py``); a location's card shows it as its picture.
Unknown places get a generic house.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Callable

import pygame

from game.client.art import colours as C
from game.client.art.pieces import _Pen

RGB = tuple[int, int, int]
Draw = Callable[[_Pen, random.Random], None]


def _sky(surf: pygame.Surface, rng: random.Random) -> None:
    w, h = surf.get_size()
    for y in range(h):
        pygame.draw.line(surf, C.mix(C.SKY_TOP, C.SKY_LOW, y / max(1, h - 1)), (0, y), (w, y))
    for _ in range(max(6, w * h // 900)):
        b = rng.randrange(110, 230)
        surf.set_at((rng.randrange(w), rng.randrange(max(1, int(h * 0.55)))), (b, b, b + 10))


def _land(pen: _Pen, rng: random.Random, ground: float = 0.80) -> None:
    hills = [(0.0, 0.62)]
    for i in range(1, 7):
        hills.append((i / 6, 0.52 + rng.random() * 0.14))
    pen.poly([*hills, (1.0, 1.0), (0.0, 1.0)], C.HILLS)
    x = -0.02
    while x < 1.02:  # the tree line
        tw = 0.03 + rng.random() * 0.03
        th = 0.10 + rng.random() * 0.10
        base = ground - 0.02
        pen.poly([(x, base), (x + tw / 2, base - th), (x + tw, base)], C.TREES)
        x += tw * (0.55 + rng.random() * 0.4)
    pen.poly(
        [
            (0.0, ground),
            (0.3, ground - 0.02),
            (0.6, ground + 0.01),
            (1.0, ground - 0.02),
            (1.0, 1.0),
            (0.0, 1.0),
        ],
        C.SNOW_SHADE,
    )
    pen.poly(
        [
            (0.0, ground + 0.04),
            (0.4, ground + 0.02),
            (0.75, ground + 0.05),
            (1.0, ground + 0.03),
            (1.0, 1.0),
            (0.0, 1.0),
        ],
        C.SNOW,
    )


def _windows(
    pen: _Pen,
    rng: random.Random,
    x: float,
    y: float,
    cols: int,
    rows: int,
    dx: float,
    dy: float,
    ww: float = 0.03,
    wh: float = 0.05,
    lit: float = 0.45,
) -> None:
    for r in range(rows):
        for c in range(cols):
            on = rng.random() < lit
            pen.rect(x + c * dx, y + r * dy, ww, wh, C.WINDOW if on else (34, 40, 54))


def _roof_snow(pen: _Pen, x: float, y: float, w: float) -> None:
    pen.rect(x - 0.005, y - 0.012, w + 0.01, 0.02, C.SNOW, radius=0.01)


def _police(pen: _Pen, rng: random.Random) -> None:
    pen.rect(0.30, 0.46, 0.46, 0.34, (64, 70, 84))
    _roof_snow(pen, 0.30, 0.46, 0.46)
    _windows(pen, rng, 0.33, 0.52, 6, 2, 0.07, 0.10)
    pen.rect(0.49, 0.66, 0.08, 0.14, (30, 34, 44))
    pen.rect(0.47, 0.62, 0.12, 0.03, (200, 206, 216))
    pen.line((0.82, 0.80), (0.82, 0.30), (150, 150, 160), 0.008)
    pen.poly([(0.82, 0.30), (0.92, 0.33), (0.82, 0.36)], (60, 90, 160))
    pen.rect(0.10, 0.72, 0.16, 0.07, (40, 44, 56), radius=0.02)  # a cruiser
    pen.rect(0.15, 0.70, 0.03, 0.02, (220, 60, 60))
    pen.rect(0.18, 0.70, 0.03, 0.02, (70, 110, 230))


def _grocery(pen: _Pen, rng: random.Random) -> None:
    pen.rect(0.18, 0.52, 0.64, 0.28, (92, 80, 70))
    _roof_snow(pen, 0.18, 0.52, 0.64)
    pen.rect(0.36, 0.44, 0.28, 0.07, (150, 40, 40), radius=0.01)
    pen.rect(0.38, 0.46, 0.24, 0.03, (240, 220, 180))
    for i in range(8):  # the striped awning
        pen.rect(0.20 + i * 0.075, 0.58, 0.075, 0.05, (200, 60, 50) if i % 2 else (230, 226, 214))
    pen.rect(0.22, 0.65, 0.56, 0.10, C.WINDOW if rng.random() < 0.7 else (40, 46, 60))
    for i in range(5):
        pen.line((0.22 + i * 0.14, 0.65), (0.22 + i * 0.14, 0.75), (70, 60, 52), 0.006)
    pen.line((0.90, 0.80), (0.90, 0.46), (120, 120, 130), 0.008)
    pen.circle((0.90, 0.45), 0.02, C.WINDOW)


def _school(pen: _Pen, rng: random.Random) -> None:
    pen.rect(0.14, 0.54, 0.72, 0.26, (116, 62, 48))
    _roof_snow(pen, 0.14, 0.54, 0.72)
    pen.poly([(0.40, 0.54), (0.50, 0.40), (0.60, 0.54)], (96, 52, 40))
    pen.rect(0.46, 0.26, 0.08, 0.16, (110, 60, 46))  # the bell tower
    pen.poly([(0.45, 0.26), (0.50, 0.19), (0.55, 0.26)], (70, 40, 34))
    pen.circle((0.50, 0.34), 0.025, (236, 230, 210))
    _windows(pen, rng, 0.18, 0.60, 4, 2, 0.06, 0.09)
    _windows(pen, rng, 0.64, 0.60, 4, 2, 0.06, 0.09)
    pen.rect(0.47, 0.66, 0.06, 0.14, (50, 30, 26))
    pen.rect(0.02, 0.70, 0.12, 0.08, (214, 170, 40), radius=0.015)  # a school bus


def _library(pen: _Pen, rng: random.Random) -> None:
    pen.rect(0.22, 0.50, 0.56, 0.30, (140, 136, 126))
    pen.poly([(0.20, 0.50), (0.50, 0.36), (0.80, 0.50)], (156, 152, 140))
    pen.poly([(0.20, 0.50), (0.50, 0.36), (0.80, 0.50)], C.SNOW, 0.008)
    for i in range(6):
        pen.rect(0.255 + i * 0.09, 0.52, 0.035, 0.24, (196, 192, 180))
    for i in range(3):
        pen.rect(0.20 - i * 0.01, 0.76 + i * 0.015, 0.60 + i * 0.02, 0.015, (170, 166, 156))
    _windows(pen, rng, 0.30, 0.58, 5, 1, 0.09, 0.1, 0.03, 0.10, 0.5)


def _hospital(pen: _Pen, rng: random.Random) -> None:
    pen.rect(0.28, 0.30, 0.34, 0.50, (176, 180, 188))
    pen.rect(0.62, 0.48, 0.22, 0.32, (160, 164, 172))
    _roof_snow(pen, 0.28, 0.30, 0.34)
    _roof_snow(pen, 0.62, 0.48, 0.22)
    _windows(pen, rng, 0.31, 0.36, 5, 4, 0.062, 0.09, 0.035, 0.05, 0.35)
    _windows(pen, rng, 0.65, 0.54, 3, 2, 0.065, 0.09)
    pen.rect(0.43, 0.18, 0.04, 0.10, (210, 50, 50))
    pen.rect(0.41, 0.21, 0.08, 0.04, (210, 50, 50))
    pen.rect(0.08, 0.70, 0.17, 0.08, (226, 226, 226), radius=0.015)  # an ambulance
    pen.rect(0.14, 0.72, 0.04, 0.02, (200, 50, 50))


def _gas(pen: _Pen, rng: random.Random) -> None:
    pen.rect(0.56, 0.52, 0.32, 0.28, (96, 104, 116))
    _roof_snow(pen, 0.56, 0.52, 0.32)
    _windows(pen, rng, 0.60, 0.60, 3, 1, 0.09, 0.1, 0.06, 0.08, 0.7)
    pen.rect(0.10, 0.44, 0.40, 0.05, (210, 80, 40))  # the canopy
    _roof_snow(pen, 0.10, 0.44, 0.40)
    for x in (0.14, 0.44):
        pen.rect(x, 0.49, 0.02, 0.31, (140, 140, 150))
    for x in (0.22, 0.34):
        pen.rect(x, 0.64, 0.05, 0.16, (200, 60, 40), radius=0.01)
        pen.rect(x + 0.01, 0.66, 0.03, 0.03, C.WINDOW)
    pen.line((0.94, 0.80), (0.94, 0.30), (120, 120, 130), 0.01)
    pen.rect(0.88, 0.26, 0.11, 0.09, (230, 220, 200), radius=0.01)


def _colony(pen: _Pen, rng: random.Random) -> None:
    for cx, cw in ((0.18, 0.22), (0.56, 0.26)):  # cabins
        pen.rect(cx, 0.56, cw, 0.20, C.WOOD)
        pen.poly([(cx - 0.02, 0.57), (cx + cw / 2, 0.44), (cx + cw + 0.02, 0.57)], C.SNOW)
        pen.rect(cx + cw * 0.7, 0.44, 0.03, 0.08, C.BRICK)
        for i in range(3):  # smoke
            pen.circle(
                (cx + cw * 0.72 + i * 0.03, 0.40 - i * 0.06), 0.02 + i * 0.01, (120, 130, 150, 120)
            )
        _windows(pen, rng, cx + 0.03, 0.62, 2, 1, cw / 2, 0.1, 0.04, 0.05, 0.8)
    x = 0.0
    while x < 1.0:  # the palisade
        pen.poly(
            [(x, 0.86), (x, 0.70), (x + 0.018, 0.66), (x + 0.036, 0.70), (x + 0.036, 0.86)],
            (46, 34, 26),
        )
        x += 0.04
    pen.rect(0.86, 0.38, 0.08, 0.30, (54, 40, 30))  # a watchtower
    pen.poly([(0.84, 0.39), (0.90, 0.32), (0.96, 0.39)], C.SNOW)
    pen.circle((0.90, 0.45), 0.015, C.FIRE)


def _lab(pen: _Pen, rng: random.Random) -> None:
    pen.poly([(0.1, 0.80), (0.35, 0.58), (0.75, 0.56), (0.95, 0.80)], (40, 48, 62))
    pen.poly([(0.38, 0.58), (0.38, 0.22), (0.50, 0.16), (0.66, 0.22), (0.66, 0.58)], (70, 96, 120))
    for i in range(6):  # mirrored panes
        pen.line((0.40, 0.55 - i * 0.06), (0.64, 0.49 - i * 0.06), (150, 190, 210), 0.006)
    _windows(pen, rng, 0.42, 0.30, 4, 4, 0.055, 0.07, 0.03, 0.03, 0.3)
    pen.line((0.52, 0.16), (0.52, 0.04), (140, 140, 150), 0.008)
    pen.circle((0.52, 0.04), 0.015, (230, 40, 40))
    x = 0.08
    while x < 0.95:
        pen.line((x, 0.80), (x, 0.72), (110, 116, 126), 0.005)
        x += 0.05
    pen.line((0.08, 0.74), (0.93, 0.74), (110, 116, 126), 0.004)


def _hideout(pen: _Pen, rng: random.Random) -> None:
    for i, x in enumerate((0.34, 0.44, 0.54)):  # the grain elevator's bins
        pen.rect(x, 0.30 + i % 2 * 0.03, 0.10, 0.50, (120, 112, 98), radius=0.04)
        pen.line((x + 0.02, 0.40), (x + 0.02, 0.78), (96, 90, 80), 0.006)
    pen.rect(0.40, 0.16, 0.18, 0.14, (104, 96, 84))
    pen.rect(0.41, 0.22, 0.16, 0.02, (210, 200, 180))
    for i in range(3):  # the bonfire on the roof
        pen.poly(
            [
                (0.44 + i * 0.04, 0.16),
                (0.46 + i * 0.04, 0.05 + (i % 2) * 0.03),
                (0.48 + i * 0.04, 0.16),
            ],
            C.FIRE,
        )
    pen.circle((0.49, 0.13), 0.025, C.FIRE_CORE)
    pen.rect(0.66, 0.56, 0.2, 0.24, C.WOOD)
    pen.poly([(0.64, 0.57), (0.76, 0.48), (0.88, 0.57)], C.SNOW)


def _graveyard(pen: _Pen, rng: random.Random) -> None:
    pen.lines([(0.82, 0.80), (0.82, 0.40), (0.74, 0.30)], (40, 36, 34), 0.02)
    pen.lines([(0.82, 0.50), (0.92, 0.38)], (40, 36, 34), 0.014)
    for r in range(2):
        for c in range(5):
            x, y = 0.10 + c * 0.13 + r * 0.06, 0.66 + r * 0.10
            if (c + r) % 3 == 0:
                pen.rect(x + 0.015, y - 0.08, 0.012, 0.10, (120, 120, 126))
                pen.rect(x - 0.005, y - 0.05, 0.05, 0.012, (120, 120, 126))
            else:
                pen.rect(x, y - 0.07, 0.05, 0.09, (110, 112, 120), radius=0.02)


def _house(pen: _Pen, rng: random.Random) -> None:
    pen.rect(0.36, 0.54, 0.28, 0.26, C.WOOD)
    pen.poly([(0.33, 0.55), (0.50, 0.40), (0.67, 0.55)], C.SNOW)
    _windows(pen, rng, 0.40, 0.60, 2, 1, 0.14, 0.1, 0.05, 0.06, 0.8)


BUILDINGS: dict[str, Draw] = {
    "police_station": _police,
    "grocery_store": _grocery,
    "school": _school,
    "library": _library,
    "hospital": _hospital,
    "gas_station": _gas,
    "colony": _colony,
    "ln_raxxon": _lab,
    "ln_hideout": _hideout,
    "graveyard": _graveyard,
}

_cache: dict[tuple, pygame.Surface] = {}


def place_scene(lid: str, w: int, h: int) -> pygame.Surface:
    """The illustration of place ``lid``, ``w`` x ``h`` pixels (opaque; cached)."""
    w, h = max(8, int(w)), max(8, int(h))
    key = (lid, w, h)
    hit = _cache.get(key)
    if hit is not None:
        return hit
    rng = random.Random(zlib.crc32(lid.encode("utf-8")))
    out = pygame.Surface((w, h))
    _sky(out, rng)
    pen = _Pen(w, h, ss=2)
    _land(pen, rng)
    BUILDINGS.get(lid, _house)(pen, rng)
    out.blit(pen.done(), (0, 0))
    if len(_cache) > 60:
        _cache.clear()
    _cache[key] = out
    return out


def dimmed_scene(lid: str, w: int, h: int, under: RGB, alpha: int, radius: int) -> pygame.Surface:
    """``place_scene`` laid at ``alpha`` (0-255) over ``under``, rounded at ``radius``: the
    backdrop of a place on the table (cached)."""
    key = ("dim", lid, w, h, tuple(under), alpha, radius)
    hit = _cache.get(key)
    if hit is not None:
        return hit
    scene = place_scene(lid, w, h).copy()
    scene.set_alpha(alpha)
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    base = pygame.Surface((w, h), pygame.SRCALPHA)
    base.fill((*under, 255))
    base.blit(scene, (0, 0))
    base.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    _cache[key] = base
    return base
