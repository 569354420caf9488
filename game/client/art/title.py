"""The title screen's art (docs/ART.md): the colony at night -- a palisade along a snowy
rise, cabins with lit windows and chimney smoke, a watchtower with a fire, pines behind --
drawn over the winter backdrop in the lower left.  Cached per window size."""

from __future__ import annotations

import random

import pygame

from game.client.art import colours as C
from game.client.art.pieces import _Pen

_cache: dict[tuple, pygame.Surface] = {}
GROUND = (200, 210, 224)  # the snow of ``scenes.base.winter_backdrop``


def title_art(size: tuple[int, int]) -> pygame.Surface:
    """The colony (transparent around it) for a window of ``size``: it sits on the window's
    bottom left edge.  Drawn without supersampling: big flat shapes, and the first title
    frame should come as fast as before it had art."""
    w, h = max(16, int(size[0])), max(16, int(size[1]))
    key = ("colony", w, h)
    hit = _cache.get(key)
    if hit is not None:
        return hit
    rng = random.Random(11)
    aw, ah = int(w * 0.47), int(h * 0.46)
    pen = _Pen(aw, ah, ss=1)
    for i in range(6):  # the warm glow over the colony, soft-edged
        pen.ellipse(
            0.05 + i * 0.05, 0.40 + i * 0.05, 0.90 - i * 0.10, 0.70 - i * 0.08, (*C.FIRE, 5)
        )
    pen.poly(  # the rise, sloping down under the snow at the right: no seam with the ground
        [
            (0.0, 0.78),
            (0.2, 0.70),
            (0.45, 0.66),
            (0.7, 0.70),
            (0.9, 0.84),
            (1.0, 0.93),
            (1.0, 1.0),
            (0.0, 1.0),
        ],
        C.SNOW_SHADE,
    )
    for cx, cw, ch in ((0.16, 0.16, 0.14), (0.40, 0.20, 0.17), (0.66, 0.14, 0.12)):
        top = 0.70 - ch
        pen.rect(cx, top, cw, ch, C.WOOD)
        pen.poly(
            [(cx - 0.015, top + 0.01), (cx + cw / 2, top - 0.09), (cx + cw + 0.015, top + 0.01)],
            C.SNOW,
        )
        pen.rect(cx + cw * 0.72, top - 0.09, 0.022, 0.08, C.BRICK)
        for i in range(4):
            pen.circle(
                (cx + cw * 0.74 + i * 0.02, top - 0.12 - i * 0.06),
                0.012 + i * 0.007,
                (150, 160, 180, 70),
            )
        for j in range(2):
            lit = rng.random() < 0.85
            pen.rect(
                cx + 0.025 + j * cw * 0.5,
                top + ch * 0.35,
                0.03,
                0.045,
                C.WINDOW if lit else (30, 34, 44),
            )
    pen.rect(0.86, 0.34, 0.05, 0.40, (44, 32, 26))  # the watchtower and its fire
    pen.poly([(0.845, 0.35), (0.885, 0.27), (0.925, 0.35)], C.SNOW)
    pen.circle((0.885, 0.40), 0.02, C.FIRE)
    pen.circle((0.885, 0.40), 0.009, C.FIRE_CORE)
    x = 0.0
    while x < 0.9:  # the palisade along the rise
        base = 0.90 - 0.05 * (1 - abs(x - 0.45) * 2)
        pen.poly(
            [
                (x, base + 0.1),
                (x, base - 0.06),
                (x + 0.011, base - 0.09),
                (x + 0.022, base - 0.06),
                (x + 0.022, base + 0.1),
            ],
            (30, 22, 18),
        )
        x += 0.025
    # the snow in front, in the backdrop's ground colour so the picture's edge does not show
    pen.poly([(0.0, 0.94), (0.35, 0.90), (0.7, 0.93), (1.0, 0.90), (1.0, 1.0), (0.0, 1.0)], GROUND)
    out = pen.done()
    _cache[key] = out
    return out


def title_backdrop(backdrop: pygame.Surface) -> pygame.Surface:
    """``backdrop`` (opaque, the window's size) with the colony drawn on it, cached: the
    title blits one opaque picture per frame, as it did before it had art."""
    key = ("backdrop", id(backdrop), backdrop.get_size())
    hit = _cache.get(key)
    if hit is not None and hit.get_size() == backdrop.get_size():
        return hit
    out = backdrop.copy()
    art = title_art(backdrop.get_size())
    out.blit(art, (0, out.get_height() - art.get_height()))
    for k in [k for k in _cache if k[0] == "backdrop"]:
        del _cache[k]
    _cache[key] = out
    return out
