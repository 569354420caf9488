"""Procedural textures (docs/ART.md, "Textures"): the board's mottled, frosty ground.

``board_texture((w, h), base)`` -- value noise (three octaves of seeded random grids,
smooth-scaled and added up) around the colour ``base``, with a sprinkle of snow specks;
made once per size and colour (the table's background layer is cached too, so it costs
nothing per frame)."""

from __future__ import annotations

import random

import pygame

RGB = tuple[int, int, int]
_cache: dict[tuple, pygame.Surface] = {}


def _octave(
    rng: random.Random, grid: tuple[int, int], size: tuple[int, int], amp: int
) -> pygame.Surface:
    """A grid of random greys around 128 (+-``amp``), smooth-scaled to ``size``."""
    small = pygame.Surface(grid)
    for y in range(grid[1]):
        for x in range(grid[0]):
            v = 128 + rng.randint(-amp, amp)
            small.set_at((x, y), (v, v, v))
    return pygame.transform.smoothscale(small, size)


def board_texture(size: tuple[int, int], base: RGB, seed: int = 7) -> pygame.Surface:
    """An opaque ``size`` surface: ``base`` mottled by noise, with faint snow specks."""
    w, h = max(8, int(size[0])), max(8, int(size[1]))
    key = (w, h, tuple(base), seed)
    hit = _cache.get(key)
    if hit is not None:
        return hit
    rng = random.Random(seed)
    sw, sh = max(4, w // 4), max(4, h // 4)  # the noise is made small, then scaled up once
    small = pygame.Surface((sw, sh))
    small.fill(base)
    for cells, amp in ((6, 10), (18, 7), (54, 4)):  # coarse to fine
        grid = (max(2, w * cells // 1280), max(2, h * cells // 1280))
        noise = _octave(rng, grid, (sw, sh), amp)
        up = noise.copy()
        up.fill((128, 128, 128), special_flags=pygame.BLEND_RGB_SUB)  # the part above 128
        down = pygame.Surface((sw, sh))
        down.fill((128, 128, 128))
        down.blit(noise, (0, 0), special_flags=pygame.BLEND_RGB_SUB)  # the part below 128
        small.blit(up, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
        small.blit(down, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    out = pygame.transform.smoothscale(small, (w, h))
    specks = pygame.Surface((w, h), pygame.SRCALPHA)
    for _ in range(w * h // 2500):
        a = rng.randrange(14, 40)
        specks.set_at((rng.randrange(w), rng.randrange(h)), (230, 238, 248, a))
    out.blit(specks, (0, 0))
    if len(_cache) > 3:
        _cache.clear()
    _cache[key] = out
    return out
