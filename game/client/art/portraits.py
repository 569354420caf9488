"""Survivor portraits, drawn in code (docs/ART.md): one consistent style -- a bust on a
round-cornered backdrop, flat shapes, a soft light behind the head -- and every feature
picked from a hash of the survivor's id, so each survivor always looks the same and two
survivors never share a face.

``features(sid)`` -- the choices (face shape, skin tone, hair style and colour, eyes, brows,
mouth, clothing and its colour, an accessory, facial hair, backdrop); ``portrait(sid, size,
animal)`` -- the picture (cached); ``standee_figure(...)`` -- a standee carrying it.
Animal survivors (``human = false``) get an animal head: ``animal_kind(survivor)``.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass
from typing import Any

import pygame

from game.client.art import colours as C
from game.client.art.pieces import _Pen, star_points

RGB = tuple[int, int, int]

HEADS = ("oval", "round", "long", "square", "heart")
HAIRS = ("short", "long", "bun", "bald", "curly", "ponytail", "quiff", "bob")
EYES = ("dots", "almond", "sleepy", "wide")
BROWS = ("flat", "raised", "stern", "arched")
MOUTHS = ("smile", "flat", "grin", "small")
COLLARS = ("crew", "coat", "hood", "turtleneck", "shirt")
ACCESSORIES = (
    "none",
    "glasses",
    "beanie",
    "scarf",
    "cap",
    "earmuffs",
    "headband",
    "earflap",
    "none",
    "glasses",
)
FACIAL = ("none", "none", "none", "beard", "moustache", "stubble")


@dataclass(frozen=True)
class Features:
    head: str
    skin: int
    hair: str
    hair_colour: int
    eyes: str
    brows: str
    mouth: str
    collar: str
    clothes: int
    accessory: str
    facial: str
    backdrop: int
    accent: int  # the accessory's colour (an index into CLOTHES)


def _pick(seq: tuple, h: int, shift: int) -> Any:
    return seq[(h >> shift) % len(seq)]


def features(sid: str) -> Features:
    """Every choice, from a hash of ``sid`` (the same on every machine and run)."""
    h = zlib.crc32(sid.encode("utf-8")) * 2654435761 & 0xFFFFFFFFFFFF
    g = zlib.crc32(sid[::-1].encode("utf-8"))
    hair = _pick(HAIRS, h, 3)
    facial = _pick(FACIAL, g, 7)
    if hair in ("long", "bun", "ponytail", "bob") and facial != "stubble":
        facial = "none"
    return Features(
        head=_pick(HEADS, h, 0),
        skin=(h >> 6) % len(C.SKIN),
        hair=hair,
        hair_colour=(h >> 10) % len(C.HAIR),
        eyes=_pick(EYES, h, 14),
        brows=_pick(BROWS, h, 17),
        mouth=_pick(MOUTHS, h, 20),
        collar=_pick(COLLARS, h, 23),
        clothes=(h >> 27) % len(C.CLOTHES),
        accessory=_pick(ACCESSORIES, g, 0),
        facial=facial,
        backdrop=(g >> 11) % len(C.BACKDROPS),
        accent=(g >> 15) % len(C.CLOTHES),
    )


def animal_kind(survivor: Any) -> str | None:
    """None for a human survivor; else "bird", "cat" or "dog" (from its card's words)."""
    if getattr(survivor, "human", True):
        return None
    words = " ".join(str(getattr(survivor, k, "")) for k in ("profession", "flavour")).lower()
    if any(w in words for w in ("raven", "crow", "bird", "owl", "magpie")):
        return "bird"
    if any(w in words for w in ("cat", "kitten", "tom ")):
        return "cat"
    return "dog"


# ----------------------------------------------------------------------------- drawing
HEAD_BOX = {  # x, y, w, h of the face's ellipse
    "oval": (0.31, 0.19, 0.38, 0.46),
    "round": (0.29, 0.21, 0.42, 0.42),
    "long": (0.33, 0.16, 0.34, 0.50),
    "square": (0.30, 0.20, 0.40, 0.44),
    "heart": (0.30, 0.19, 0.40, 0.45),
}


def _backdrop(pen: _Pen, f: Features) -> None:
    bg = C.BACKDROPS[f.backdrop]
    pen.rect(0, 0, 1, 1, C.shade(bg, 0.7), radius=0.14)
    pen.circle((0.5, 0.42), 0.42, bg)
    pen.circle((0.5, 0.40), 0.30, C.mix(bg, (255, 255, 255), 0.12))


def _body(pen: _Pen, f: Features, skin: RGB) -> None:
    cloth = C.CLOTHES[f.clothes]
    dark = C.shade(cloth, 0.7)
    pen.rect(0.43, 0.56, 0.14, 0.22, C.shade(skin, 0.85))  # neck
    pen.poly(
        [
            (0.04, 1.02),
            (0.10, 0.84),
            (0.30, 0.75),
            (0.42, 0.73),
            (0.58, 0.73),
            (0.70, 0.75),
            (0.90, 0.84),
            (0.96, 1.02),
        ],
        cloth,
    )
    if f.collar == "crew":
        pen.ellipse(0.40, 0.70, 0.20, 0.08, dark)
        pen.ellipse(0.42, 0.69, 0.16, 0.06, C.shade(skin, 0.85))
    elif f.collar == "coat":
        pen.poly([(0.40, 0.73), (0.50, 0.92), (0.34, 0.82)], dark)
        pen.poly([(0.60, 0.73), (0.50, 0.92), (0.66, 0.82)], dark)
        for y in (0.90, 0.97):
            pen.circle((0.50, y), 0.012, C.shade(cloth, 0.5))
    elif f.collar == "hood":
        pen.poly(
            [(0.26, 0.78), (0.36, 0.70), (0.64, 0.70), (0.74, 0.78), (0.62, 0.84), (0.38, 0.84)],
            dark,
        )
        pen.line((0.45, 0.80), (0.44, 0.92), C.shade(cloth, 1.5), 0.012)
        pen.line((0.55, 0.80), (0.56, 0.92), C.shade(cloth, 1.5), 0.012)
    elif f.collar == "turtleneck":
        pen.rect(0.41, 0.62, 0.18, 0.14, cloth, radius=0.03)
        for y in (0.66, 0.70):
            pen.line((0.42, y), (0.58, y), dark, 0.008)
    else:  # shirt: a pointed collar in a lighter shade and a placket
        light = C.shade(cloth, 1.45)
        pen.poly([(0.42, 0.72), (0.50, 0.80), (0.40, 0.82)], light)
        pen.poly([(0.58, 0.72), (0.50, 0.80), (0.60, 0.82)], light)
        pen.line((0.50, 0.80), (0.50, 1.0), dark, 0.008)


def _hair_back(pen: _Pen, f: Features, hair: RGB) -> None:
    x, y, w, h = HEAD_BOX[f.head]
    if f.hair == "long":
        pen.rect(x - 0.05, y + 0.02, w + 0.10, h * 0.95, hair, radius=0.12)
    elif f.hair == "bob":
        pen.rect(x - 0.04, y, w + 0.08, h * 0.78, hair, radius=0.14)
    elif f.hair == "bun":
        pen.circle((0.5, y - 0.01), 0.085, hair)
    elif f.hair == "ponytail":
        pen.poly(
            [
                (x + w * 0.9, y + 0.12),
                (x + w + 0.10, y + 0.20),
                (x + w + 0.08, y + 0.46),
                (x + w + 0.02, y + 0.30),
            ],
            hair,
        )
    elif f.hair == "curly":
        for i in range(9):
            a = i / 8
            pen.circle((x + w * a, y + 0.10 + 0.06 * abs(a - 0.5)), 0.075, hair)


def _head(pen: _Pen, f: Features, skin: RGB) -> None:
    x, y, w, h = HEAD_BOX[f.head]
    pen.circle((x + 0.005, y + h * 0.52), 0.04, C.shade(skin, 0.92))  # ears
    pen.circle((x + w - 0.005, y + h * 0.52), 0.04, C.shade(skin, 0.92))
    if f.head == "square":
        pen.ellipse(x, y, w, h * 0.8, skin)
        pen.rect(x + 0.02, y + h * 0.4, w - 0.04, h * 0.6, skin, radius=0.08)
    elif f.head == "heart":
        pen.ellipse(x, y, w, h * 0.75, skin)
        pen.poly([(x + 0.01, y + h * 0.45), (x + w - 0.01, y + h * 0.45), (0.5, y + h)], skin)
        pen.circle((0.5, y + h * 0.88), 0.06, skin)
    else:
        pen.ellipse(x, y, w, h, skin)


def _hair_front(pen: _Pen, f: Features, hair: RGB) -> None:
    x, y, w, h = HEAD_BOX[f.head]
    if f.hair == "bald":
        pen.ellipse(x - 0.01, y + h * 0.36, 0.05, 0.12, hair)
        pen.ellipse(x + w - 0.04, y + h * 0.36, 0.05, 0.12, hair)
        return
    if f.hair == "curly":
        for i in range(7):
            a = i / 6
            pen.circle((x + 0.03 + (w - 0.06) * a, y + 0.04 + 0.03 * abs(a - 0.5) * 2), 0.06, hair)
        return
    if f.hair == "quiff":
        pen.ellipse(x - 0.01, y - 0.01, w + 0.02, h * 0.36, hair)
        pen.poly(
            [
                (x + 0.04, y + 0.04),
                (x + w * 0.5, y - 0.08),
                (x + w - 0.02, y - 0.02),
                (x + w - 0.02, y + 0.08),
            ],
            hair,
        )
        return
    # a cap of hair over the top with a fringe: a side parting for some styles
    pen.ellipse(x - 0.015, y - 0.02, w + 0.03, h * 0.42, hair)
    if f.hair in ("long", "bob", "ponytail"):
        pen.poly(
            [(x, y + 0.10), (x + w * 0.62, y + 0.05), (x + w * 0.30, y + 0.17), (x, y + 0.24)], hair
        )
    elif f.hair == "bun":
        pen.rect(x, y + 0.04, w, 0.06, hair, radius=0.02)
    else:  # short
        pen.poly(
            [
                (x, y + 0.14),
                (x + w * 0.25, y + 0.10),
                (x + w * 0.5, y + 0.13),
                (x + w * 0.8, y + 0.09),
                (x + w, y + 0.15),
                (x + w, y + 0.06),
                (x, y + 0.06),
            ],
            hair,
        )
    if f.hair in ("long", "bob"):  # locks framing the face
        pen.rect(
            x - 0.035, y + 0.08, 0.06, h * (0.7 if f.hair == "long" else 0.5), hair, radius=0.03
        )
        pen.rect(
            x + w - 0.025, y + 0.08, 0.06, h * (0.7 if f.hair == "long" else 0.5), hair, radius=0.03
        )


def _face(pen: _Pen, f: Features, skin: RGB, hair: RGB) -> None:
    x, y, w, h = HEAD_BOX[f.head]
    ey = y + h * 0.48
    ink = (30, 26, 30)
    for ex in (0.5 - w * 0.22, 0.5 + w * 0.22):
        if f.eyes == "almond":
            pen.ellipse(ex - 0.035, ey - 0.017, 0.07, 0.034, (240, 240, 236))
            pen.circle((ex, ey), 0.016, ink)
        elif f.eyes == "sleepy":
            pen.line((ex - 0.03, ey + 0.004), (ex + 0.03, ey + 0.004), ink, 0.014)
            pen.circle((ex, ey + 0.008), 0.012, ink)
        elif f.eyes == "wide":
            pen.circle((ex, ey), 0.026, (240, 240, 236))
            pen.circle((ex, ey + 0.004), 0.014, ink)
        else:
            pen.circle((ex, ey), 0.021, ink)
        by = ey - 0.05
        brow = C.shade(hair, 0.75) if f.hair != "bald" else C.shade(skin, 0.55)
        side = -1 if ex < 0.5 else 1
        if f.brows == "raised":
            pen.line((ex - 0.035, by - 0.005), (ex + 0.035, by - 0.015), brow, 0.014)
        elif f.brows == "stern":
            pen.line((ex - 0.035 * side, by - 0.012), (ex + 0.035 * side, by + 0.008), brow, 0.016)
        elif f.brows == "arched":
            pen.lines(
                [(ex - 0.035, by + 0.004), (ex, by - 0.012), (ex + 0.035, by + 0.004)], brow, 0.012
            )
        else:
            pen.line((ex - 0.035, by), (ex + 0.035, by), brow, 0.014)
    # nose
    nose = C.shade(skin, 0.78)
    pen.lines([(0.5, ey + 0.01), (0.485, ey + 0.085), (0.515, ey + 0.09)], nose, 0.012)
    # mouth
    my = y + h * 0.79
    lip = C.shade(skin, 0.6)
    if f.mouth == "smile":
        pen.lines([(0.45, my - 0.01), (0.5, my + 0.012), (0.55, my - 0.01)], lip, 0.014)
    elif f.mouth == "grin":
        pen.ellipse(0.45, my - 0.015, 0.10, 0.035, (120, 40, 40))
        pen.rect(0.455, my - 0.015, 0.09, 0.012, (240, 236, 230))
    elif f.mouth == "small":
        pen.circle((0.5, my), 0.014, lip)
    else:
        pen.line((0.46, my), (0.54, my), lip, 0.014)
    # facial hair
    fh = C.shade(hair, 0.9)
    if f.facial == "beard":
        pen.poly(  # along the jaw, below the cheeks; the mouth shows through
            [
                (x + 0.015, y + h * 0.60),
                (x + 0.07, y + h * 0.70),
                (0.5, y + h * 0.72),
                (x + w - 0.07, y + h * 0.70),
                (x + w - 0.015, y + h * 0.60),
                (x + w - 0.05, y + h * 0.90),
                (0.5, y + h + 0.03),
                (x + 0.05, y + h * 0.90),
            ],
            fh,
        )
        pen.ellipse(0.455, my - 0.018, 0.09, 0.036, C.mix(skin, fh, 0.35))
        pen.line((0.47, my), (0.53, my), C.shade(skin, 0.45), 0.012)
    elif f.facial == "moustache":
        pen.poly([(0.44, my - 0.005), (0.5, my - 0.035), (0.56, my - 0.005), (0.5, my - 0.018)], fh)
    elif f.facial == "stubble":  # a faint shadow along the jaw
        pen.poly(
            [
                (x + 0.03, y + h * 0.62),
                (x + w - 0.03, y + h * 0.62),
                (x + w - 0.05, y + h * 0.86),
                (0.5, y + h),
                (x + 0.05, y + h * 0.86),
            ],
            C.mix(skin, C.shade(hair, 0.5), 0.28),
        )


def _accessory(pen: _Pen, f: Features) -> None:
    x, y, w, h = HEAD_BOX[f.head]
    acc = C.CLOTHES[f.accent]
    ey = y + h * 0.48
    if f.accessory == "glasses":
        rim = (34, 30, 34)
        for ex in (0.5 - w * 0.22, 0.5 + w * 0.22):
            pen.circle((ex, ey), 0.045, rim, 0.012)
        pen.line((0.5 - w * 0.22 + 0.045, ey), (0.5 + w * 0.22 - 0.045, ey), rim, 0.01)
    elif f.accessory == "beanie":
        pen.ellipse(x - 0.03, y - 0.07, w + 0.06, h * 0.55, acc)
        pen.rect(x - 0.035, y + h * 0.12, w + 0.07, 0.07, C.shade(acc, 0.75), radius=0.02)
        pen.circle((0.5, y - 0.07), 0.04, C.shade(acc, 1.4))
    elif f.accessory == "scarf":
        pen.rect(0.30, 0.68, 0.40, 0.09, acc, radius=0.04)
        pen.poly([(0.56, 0.74), (0.66, 0.74), (0.64, 0.96), (0.56, 0.94)], C.shade(acc, 0.85))
        for yy in (0.70, 0.73):
            pen.line((0.32, yy), (0.68, yy), C.shade(acc, 1.3), 0.006)
    elif f.accessory == "cap":
        pen.ellipse(x - 0.02, y - 0.04, w + 0.04, h * 0.42, acc)
        pen.poly(
            [
                (x + w * 0.1, y + h * 0.16),
                (x + w + 0.12, y + h * 0.16),
                (x + w + 0.10, y + h * 0.22),
                (x + w * 0.1, y + h * 0.22),
            ],
            C.shade(acc, 0.7),
        )
    elif f.accessory == "earmuffs":
        pen.arc((0.5, y + h * 0.45), w * 0.62, 0.2, 2.94, C.shade(acc, 0.6), 0.02)
        pen.circle((x - 0.005, y + h * 0.52), 0.06, acc)
        pen.circle((x + w + 0.005, y + h * 0.52), 0.06, acc)
    elif f.accessory == "headband":
        pen.rect(x - 0.01, y + h * 0.16, w + 0.02, 0.05, acc, radius=0.02)
    elif f.accessory == "earflap":
        pen.ellipse(x - 0.05, y - 0.06, w + 0.10, h * 0.5, C.shade(acc, 0.8))
        pen.rect(x - 0.06, y + h * 0.2, 0.08, h * 0.45, C.shade(acc, 0.8), radius=0.04)
        pen.rect(x + w - 0.02, y + h * 0.2, 0.08, h * 0.45, C.shade(acc, 0.8), radius=0.04)
        pen.rect(x - 0.04, y + h * 0.10, w + 0.08, 0.07, (222, 214, 200), radius=0.03)


def _animal(pen: _Pen, kind: str, seed: int) -> None:
    fur = C.ANIMAL[seed % len(C.ANIMAL)]
    dark = C.shade(fur, 0.6)
    ink = (24, 22, 24)
    if kind == "bird":  # a raven: black head, grey-blue sheen, a heavy beak
        body = (34, 36, 44)
        pen.ellipse(0.14, 0.62, 0.72, 0.50, body)
        pen.circle((0.5, 0.44), 0.22, body)
        pen.circle((0.44, 0.38), 0.10, (60, 66, 86))
        pen.poly([(0.62, 0.40), (0.90, 0.50), (0.62, 0.54)], (58, 56, 52))
        pen.line((0.62, 0.47), (0.86, 0.50), (20, 20, 20), 0.01)
        pen.circle((0.56, 0.40), 0.03, (230, 230, 220))
        pen.circle((0.565, 0.40), 0.017, ink)
        return
    pen.ellipse(0.16, 0.70, 0.68, 0.44, C.shade(fur, 0.85))  # chest
    if kind == "cat":
        pen.poly([(0.28, 0.34), (0.30, 0.10), (0.46, 0.26)], fur)
        pen.poly([(0.72, 0.34), (0.70, 0.10), (0.54, 0.26)], fur)
        pen.circle((0.5, 0.44), 0.22, fur)
        for s in (-1, 1):
            pen.ellipse(0.5 + s * 0.09 - 0.035, 0.38, 0.07, 0.05, (200, 210, 90))
            pen.ellipse(0.5 + s * 0.09 - 0.01, 0.38, 0.02, 0.05, ink)
            for dy in (-0.02, 0.02):
                pen.line(
                    (0.5 + s * 0.06, 0.52), (0.5 + s * 0.26, 0.52 + dy), (230, 230, 230), 0.006
                )
        pen.poly([(0.47, 0.48), (0.53, 0.48), (0.5, 0.52)], (200, 120, 120))
        return
    # a dog with a long narrow snout (a greyhound) and folded ears
    pen.poly([(0.34, 0.30), (0.20, 0.26), (0.26, 0.44)], dark)
    pen.poly([(0.66, 0.30), (0.80, 0.26), (0.74, 0.44)], dark)
    pen.ellipse(0.32, 0.22, 0.36, 0.34, fur)
    pen.poly([(0.40, 0.44), (0.60, 0.44), (0.56, 0.70), (0.44, 0.70)], fur)
    pen.ellipse(0.44, 0.64, 0.12, 0.08, ink)
    for ex in (0.42, 0.58):
        pen.circle((ex, 0.38), 0.025, ink)
    pen.line((0.5, 0.70), (0.5, 0.76), dark, 0.01)
    pen.rect(0.30, 0.78, 0.40, 0.06, (180, 50, 50), radius=0.03)  # a collar


_cache: dict[tuple, pygame.Surface] = {}


def portrait(sid: str, size: int, animal: str | None = None) -> pygame.Surface:
    """The portrait of survivor ``sid``, ``size`` pixels square (cached)."""
    size = max(8, int(size))
    key = ("p", sid, size, animal)
    hit = _cache.get(key)
    if hit is not None:
        return hit
    f = features(sid)
    pen = _Pen(size)
    _backdrop(pen, f)
    if animal:
        _animal(pen, animal, zlib.crc32(sid.encode()))
    else:
        skin, hair = C.SKIN[f.skin], C.HAIR[f.hair_colour]
        _hair_back(pen, f, hair)
        _body(pen, f, skin)
        _head(pen, f, skin)
        _face(pen, f, skin, hair)
        _hair_front(pen, f, hair)
        _accessory(pen, f)
    out = pen.done()
    mask = pygame.Surface((size, size), pygame.SRCALPHA)  # round the corners
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=size // 7)
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    _store(key, out)
    return out


def _store(key: tuple, surf: pygame.Surface) -> None:
    if len(_cache) > 600:
        _cache.clear()
    _cache[key] = surf


def standee_figure(
    sid: str,
    seat_colour: RGB,
    size: int,
    animal: str | None = None,
    leader: bool = False,
    highlight: RGB | None = None,
) -> pygame.Surface:
    """A cardboard standee (``0.7 * size`` wide, ``size`` tall, like the plain figure): a
    plate with a rounded top in the seat's colour carrying the survivor's portrait, on a
    base; a star on the plate for the leader; ``highlight``: a glow behind it."""
    size = max(10, int(size))
    key = ("s", sid, tuple(seat_colour), size, animal, leader, highlight)
    hit = _cache.get(key)
    if hit is not None:
        return hit
    w, h = int(size * 0.7), size
    pen = _Pen(w, h)
    if highlight is not None:
        pen.ellipse(0.0, 0.0, 1.0, 1.0, (*highlight, 110))
    edge = C.shade(seat_colour, 0.45)
    pen.ellipse(0.04, 0.85, 0.92, 0.14, (18, 18, 22))  # the base's shadow and the base
    pen.ellipse(0.04, 0.83, 0.92, 0.13, C.shade(seat_colour, 0.6))
    pen.rect(0.03, 0.03, 0.94, 0.86, edge, radius=0.22)  # the plate, in the seat's colour
    pen.rect(0.08, 0.055, 0.84, 0.81, seat_colour, radius=0.18)
    out = pen.done()
    ps = int(w * 0.80)
    face = portrait(sid, ps, animal)
    out.blit(face, ((w - ps) // 2, int(h * 0.085)))
    body_y = int(h * 0.085) + ps + max(1, h // 40)
    pygame.draw.rect(
        out,
        C.shade(seat_colour, 0.78),
        (int(w * 0.18), body_y, int(w * 0.64), max(2, int(h * 0.82) - body_y)),
        border_radius=max(1, w // 10),
    )
    if leader:
        star = _Pen(max(8, w // 3))
        star.poly(star_points((0.5, 0.54), 0.48, 0.2), (40, 30, 10))
        star.poly(star_points((0.5, 0.54), 0.38, 0.16), (250, 236, 170))
        out.blit(star.done(), (0, 0))
    _store(key, out)
    return out


def portrait_card(
    sid: str, size: int, animal: str | None = None, leader: bool = False
) -> pygame.Surface:
    """The portrait with the leader's star in its corner (the draft's cards)."""
    face = portrait(sid, size, animal)
    if not leader:
        return face
    out = face.copy()
    s = max(8, size // 4)
    star = _Pen(s)
    star.poly(star_points((0.5, 0.54), 0.5, 0.21), (40, 30, 10))
    star.poly(star_points((0.5, 0.54), 0.40, 0.17), (250, 236, 170))
    out.blit(star.done(), (size - s - size // 20, size // 20))
    return out
