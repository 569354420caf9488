"""The enemies' standees (docs/ART.md, "Standees"), in the survivors' style: a cardboard
plate carrying a bust drawn in flat shapes, on a base -- so a zombie or a bandit stands on
the board like a survivor does, and is still told apart by more than colour:

* a zombie: a plate with a **torn top edge** in the palette's zombie colour; a grey-green
  bust with sunken eyes and pale pupils, a gaping mouth, a scar and stringy hair, in a
  ragged shirt;
* a bandit: a **hexagonal** base and a dark plate with a red edge; a hooded bust masked by
  a red bandana, eyes only, and a knife across the plate;
* ``zombie_bust``: the zombie's face alone (the special zombies wear it on their badges).

Drawn at 3x and smooth-scaled (:class:`~game.client.art.pen._Pen`), cached by the caller
(:class:`~game.client.art.pieces.Art`)."""

from __future__ import annotations

import pygame

from game.client.art import colours as C
from game.client.art.pen import _Pen, regular_polygon

RGB = tuple[int, int, int]

RAG = (86, 80, 72)  # a zombie's shirt: grey-brown, torn
BANDIT_RED = (186, 44, 40)
BANDIT_COAT = (58, 52, 48)


def _zombie_face(pen: _Pen, skin: RGB, glow: bool = True) -> None:
    """A zombie's bust in the unit square: shoulders in rags, a lolling head; ``glow``: a
    sickly light behind it (not on a standee: its plate is the backdrop there)."""
    dark = C.shade(skin, 0.45)
    if glow:
        pen.circle((0.5, 0.42), 0.40, C.mix(skin, (0, 0, 0), 0.55))
        pen.circle((0.5, 0.40), 0.28, C.mix(skin, (40, 50, 40), 0.5))
    pen.poly(  # ragged shoulders, a tear at the collar
        [
            (0.04, 1.02),
            (0.10, 0.84),
            (0.30, 0.75),
            (0.44, 0.73),
            (0.50, 0.84),
            (0.56, 0.73),
            (0.70, 0.76),
            (0.90, 0.84),
            (0.96, 1.02),
        ],
        RAG,
    )
    for x in (0.22, 0.74):  # holes in the shirt
        pen.poly([(x, 0.88), (x + 0.05, 0.92), (x + 0.01, 0.98)], C.shade(RAG, 0.5))
    pen.rect(0.43, 0.58, 0.14, 0.20, C.shade(skin, 0.8))  # neck
    pen.ellipse(0.31, 0.18, 0.40, 0.48, skin)  # the head, tilted a little right
    pen.circle((0.31, 0.42), 0.035, C.shade(skin, 0.85))  # an ear
    for ex in (0.42, 0.60):  # sunken eyes with pale pupils
        pen.ellipse(ex - 0.055, 0.33, 0.11, 0.08, dark)
        pen.circle((ex, 0.37), 0.018, (236, 232, 170))
    pen.line((0.35, 0.30), (0.47, 0.33), C.shade(skin, 0.5), 0.014)  # a heavy brow
    pen.ellipse(0.44, 0.50, 0.16, 0.10, (46, 20, 22))  # the gaping mouth and its teeth
    for tx in (0.47, 0.51, 0.55):
        pen.rect(tx, 0.50, 0.025, 0.025, (220, 214, 190))
    pen.lines([(0.62, 0.22), (0.66, 0.30), (0.63, 0.36)], (120, 40, 40), 0.014)  # a scar
    hair = (48, 44, 40)
    for x0, x1 in ((0.38, 0.34), (0.46, 0.44), (0.55, 0.58), (0.62, 0.68)):  # stringy hair
        pen.line((x0, 0.20), (x1, 0.30), hair, 0.018)


def zombie_bust(size: int, skin: RGB, glow: bool = True) -> pygame.Surface:
    """The zombie's face, ``size`` square, transparent around it."""
    pen = _Pen(max(8, int(size)))
    _zombie_face(pen, skin, glow)
    return pen.done()


def zombie_standee(size: int, col: RGB, dark: RGB) -> pygame.Surface:
    """A zombie standee in a ``size`` square (the figure is 0.7 wide, centred): the torn
    plate in ``col``, the bust, a base in ``dark``."""
    size = max(10, int(size))
    w = int(size * 0.7)
    pen = _Pen(w, size)
    pen.ellipse(0.04, 0.85, 0.92, 0.14, (18, 18, 22))  # the base's shadow and the base
    pen.ellipse(0.04, 0.83, 0.92, 0.13, dark)
    torn = [
        (0.03, 0.89),
        (0.03, 0.14),
        (0.14, 0.05),
        (0.26, 0.11),
        (0.38, 0.02),
        (0.52, 0.10),
        (0.64, 0.03),
        (0.78, 0.09),
        (0.97, 0.10),
        (0.97, 0.89),
    ]
    pen.poly(torn, C.shade(col, 0.45))  # the plate, its top torn
    inner = [
        (0.08, 0.86),
        (0.08, 0.17),
        (0.15, 0.10),
        (0.26, 0.16),
        (0.38, 0.08),
        (0.52, 0.15),
        (0.64, 0.08),
        (0.78, 0.14),
        (0.92, 0.15),
        (0.92, 0.86),
    ]
    pen.poly(inner, C.shade(col, 0.72))
    out = pen.done()
    ps = int(w * 0.96)
    skin = C.mix(col, (214, 222, 196), 0.5)  # paler than the plate: the face reads
    face = zombie_bust(ps, skin, glow=False)
    out.blit(face, ((w - ps) // 2, int(size * 0.09)))
    body_y = int(size * 0.09) + ps
    pygame.draw.rect(  # the rest of the rags, down to the base
        out,
        RAG,
        (int(w * 0.12), body_y - 1, int(w * 0.76), max(2, int(size * 0.83) - body_y)),
        border_bottom_left_radius=max(1, w // 10),
        border_bottom_right_radius=max(1, w // 10),
    )
    sq = pygame.Surface((size, size), pygame.SRCALPHA)
    sq.blit(out, ((size - w) // 2, 0))
    return sq


def bandit_standee(size: int) -> pygame.Surface:
    """A bandit standee (``0.72 * size`` wide): a dark plate with a red edge on a hexagonal
    base, a hooded bust masked by a red bandana, a knife across the plate."""
    size = max(10, int(size))
    w = int(size * 0.72)
    pen = _Pen(w, size)
    base = regular_polygon((0.5, 0.89), 0.46, 6, 0.0)
    pen.poly([(x, 0.90 + (y - 0.89) * 0.25) for x, y in base], (14, 12, 12))
    pen.poly([(x, 0.88 + (y - 0.89) * 0.22) for x, y in base], C.shade(BANDIT_RED, 0.45))
    pen.rect(0.03, 0.03, 0.94, 0.84, C.shade(BANDIT_RED, 0.7), radius=0.10)
    pen.rect(0.08, 0.06, 0.84, 0.78, (34, 30, 32), radius=0.08)
    bust = _Pen(int(w * 0.84))
    skin = (178, 140, 112)
    bust.circle((0.5, 0.42), 0.40, (60, 44, 40))
    bust.poly(
        [(0.04, 1.02), (0.10, 0.84), (0.30, 0.74), (0.70, 0.74), (0.90, 0.84), (0.96, 1.02)],
        BANDIT_COAT,
    )
    bust.ellipse(0.24, 0.12, 0.52, 0.62, C.shade(BANDIT_COAT, 0.8))  # the hood
    bust.ellipse(0.33, 0.22, 0.34, 0.44, skin)
    for ex in (0.43, 0.57):
        bust.circle((ex, 0.38), 0.022, (24, 20, 20))
    bust.line((0.37, 0.32), (0.47, 0.34), (40, 30, 26), 0.016)  # a stern brow
    bust.line((0.63, 0.32), (0.53, 0.34), (40, 30, 26), 0.016)
    bust.poly(
        [(0.31, 0.44), (0.69, 0.44), (0.66, 0.58), (0.50, 0.68), (0.34, 0.58)], BANDIT_RED
    )  # the bandana over nose and mouth
    bust.poly([(0.62, 0.50), (0.76, 0.62), (0.66, 0.64)], BANDIT_RED)  # its knot's tail
    bust.line((0.36, 0.50), (0.64, 0.50), C.shade(BANDIT_RED, 0.6), 0.012)
    bust.rect(0.20, 0.86, 0.60, 0.06, BANDIT_RED)  # a sash
    out = pen.done()
    face = bust.done()
    out.blit(face, ((w - face.get_width()) // 2, int(size * 0.10)))
    knife = _Pen(w, size)
    knife.line((0.62, 0.80), (0.88, 0.64), (214, 216, 224), 0.05)  # the blade
    knife.line((0.54, 0.86), (0.63, 0.80), (70, 46, 30), 0.08)  # the grip
    out.blit(knife.done(), (0, 0))
    return out
