"""The vendored game-icons.net icons (``assets/art/icons/``, CC BY 3.0; docs/ART.md):
loaded at the size asked for, tinted, cached.

``icon("jerrycan", 48, (230, 140, 40))`` -- a surface with alpha.  An icon is rasterised
from its SVG by pygame (crisp at any size); a pygame without SVG support scales the 128 px
PNG.  A missing icon gives an empty surface (and the art falls back to its own shapes)."""

from __future__ import annotations

import io
from functools import lru_cache
from pathlib import Path

import pygame

from game.paths import assets_dir

RGB = tuple[int, int, int]
_cache: dict[tuple, pygame.Surface] = {}


@lru_cache(maxsize=1)
def folder() -> Path:
    return assets_dir() / "art" / "icons"


@lru_cache(maxsize=1)
def names() -> frozenset[str]:
    """The icons vendored (their file names without ``.svg``)."""
    return frozenset(p.stem for p in folder().glob("*.svg"))


def has(name: str) -> bool:
    return name in names()


def _white(name: str, size: int) -> pygame.Surface | None:
    svg = folder() / f"{name}.svg"
    loader = getattr(pygame.image, "load_sized_svg", None)
    try:
        if loader is not None and svg.exists():
            return loader(io.BytesIO(svg.read_bytes()), (size, size))
        png = folder() / f"{name}.png"
        if png.exists():
            return pygame.transform.smoothscale(pygame.image.load(str(png)), (size, size))
    except (pygame.error, OSError, ValueError):
        return None
    return None


def icon(name: str, size: int, colour: RGB = (255, 255, 255)) -> pygame.Surface:
    """Icon ``name`` as a ``size`` x ``size`` surface, painted ``colour``."""
    size = max(4, int(size))
    key = (name, size, tuple(colour)[:3])
    hit = _cache.get(key)
    if hit is not None:
        return hit
    img = _white(name, size)
    if img is None:
        img = pygame.Surface((size, size), pygame.SRCALPHA)
    else:
        img = img.copy()
        if tuple(colour)[:3] != (255, 255, 255):
            img.fill((*tuple(colour)[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
    if len(_cache) > 1500:
        _cache.clear()
    _cache[key] = img
    return img
