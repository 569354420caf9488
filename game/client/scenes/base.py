"""Shared scene plumbing: the app handle, a focus group, cached backgrounds."""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, Any

import pygame

from game.client.art.title import title_art
from game.client.core.scene import Scene
from game.client.core.ui import FocusGroup, TextField

if TYPE_CHECKING:
    from game.client.core.app import App


class AppScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__()
        self.app = app
        self.focus = FocusGroup()
        self._layout_key: tuple | None = None

    def relayout(self, surface: pygame.Surface) -> None:
        """Called from draw when the window size / scale changed (and on first draw)."""

    def ensure_layout(self, surface: pygame.Surface) -> None:
        from game import i18n

        key = (surface.get_size(), self.app.scale, self.app.art.pal.name, i18n.current())
        if key != self._layout_key:
            self._layout_key = key
            self.relayout(surface)

    def invalidate(self) -> None:
        self._layout_key = None

    def redraw_in(self) -> float | None:
        """Also a text field's caret: it blinks every half second while focused."""
        due = super().redraw_in()
        if isinstance(self.focus.focused, TextField) and self.focus.focus >= 0:
            blink = (500 - pygame.time.get_ticks() % 500) / 1000
            due = blink if due is None else min(due, blink)
        return due

    def retranslate(self) -> None:
        self.invalidate()  # a layout made from texts is made again in the new language

    # Menus and dialogs: Esc closes the scene and no input falls through to the scene below.
    escape_closes = False

    def handle(self, event: Any) -> bool:
        if self.escape_closes:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.close()
                return True
            self.focus.handle(event)
            return True
        return self.focus.handle(event)


class SnowField:
    """Falling snow, deterministic for a seed, driven by dt.

    It falls while somebody is about: ``FALL_FOR`` seconds after the last ``stir()`` (the
    scene's input) the wind drops, the flakes slow to a stop over ``CALM`` seconds and hang
    still -- the scene stops ``animating`` and the app draws nothing more until the next
    event; ``stir()`` sets them falling again (easing in as they eased out).  Snow at a
    lower frame rate was the other choice: it stutters, and a full-window frame at 1080p in
    a real window costs too much even a few times a second (docs/CLIENT.md)."""

    FALL_FOR = 10.0
    CALM = 2.0

    def __init__(self, n: int = 140, seed: int = 11) -> None:
        rng = random.Random(seed)
        self.flakes = [[rng.random(), rng.random(), rng.uniform(0.3, 1.0), rng.random() * 6.28]
                       for _ in range(n)]
        self.t = 0.0
        self.quiet = 0.0  # seconds since the last stir
        self.speed = 1.0  # 1 falling, 0 still (eases between them over CALM seconds)

    def stir(self) -> None:
        """Someone is about (an event reached the scene): the snow falls again."""
        self.quiet = 0.0

    @property
    def moving(self) -> bool:
        return self.speed > 0 or self.quiet < self.FALL_FOR

    def update(self, dt: float) -> None:
        self.quiet += dt
        target = 1.0 if self.quiet < self.FALL_FOR else 0.0
        step = dt / self.CALM
        self.speed = min(target, self.speed + step) if target > self.speed else \
            max(target, self.speed - step)
        if self.speed <= 0:
            return
        dt *= self.speed * self.speed * (3 - 2 * self.speed)  # smooth start and stop
        self.t += dt
        for f in self.flakes:
            f[1] += dt * 0.04 * f[2]
            if f[1] > 1.02:
                f[1] -= 1.04

    def draw(self, surface: pygame.Surface, alpha: int = 200) -> None:
        w, h = surface.get_size()
        for x, y, z, ph in self.flakes:
            sx = (x + 0.01 * math.sin(self.t * 0.8 + ph)) % 1.0 * w
            r = max(1, int(z * 2.4 * h / 720))
            c = int(150 + 100 * z)
            pygame.draw.circle(surface, (c, c, min(255, c + 10)), (int(sx), int(y * h)), r)


_BG_CACHE: dict[tuple, pygame.Surface] = {}


def winter_backdrop(size: tuple[int, int], seed: int = 3, moon: bool = True) -> pygame.Surface:
    """A night sky over a snowy tree line and a fenced colony (cached per size)."""
    key = (size, seed, moon)
    surf = _BG_CACHE.get(key)
    if surf is not None:
        return surf
    w, h = size
    surf = pygame.Surface(size)
    top, bottom = (10, 16, 30), (44, 60, 86)
    for y in range(h):
        t = y / max(1, h - 1)
        c = tuple(int(a + (b - a) * t) for a, b in zip(top, bottom, strict=True))
        pygame.draw.line(surf, c, (0, y), (w, y))
    rng = random.Random(seed)
    for _ in range(int(w * h / 9000)):
        x, y = rng.randrange(w), rng.randrange(int(h * 0.55))
        b = rng.randrange(120, 230)
        surf.set_at((x, y), (b, b, b))
    # moon (a crescent: a second disc in the sky's own colour)
    mx, my, mr = int(w * 0.12), int(h * 0.16), max(8, int(h * 0.055))
    if moon:
        pygame.draw.circle(surf, (226, 230, 236), (mx, my), mr)
        t = (my - mr // 4) / max(1, h - 1)
        sky = tuple(int(a + (b - a) * t) for a, b in zip(top, bottom, strict=True))
        pygame.draw.circle(surf, sky, (mx + mr // 2, my - mr // 4), mr)
    # two tree lines
    for layer, (base, col, hgt) in enumerate(((0.66, (22, 34, 48), 0.2),
                                              (0.74, (16, 24, 34), 0.16))):
        x = -20
        while x < w + 20:
            tw = rng.randint(int(w * 0.015), int(w * 0.035))
            th = int(h * hgt * rng.uniform(0.5, 1.0))
            by = int(h * base)
            pygame.draw.polygon(surf, col, [(x, by), (x + tw // 2, by - th), (x + tw, by)])
            x += int(tw * (0.5 + 0.3 * layer))
        pygame.draw.rect(surf, col, (0, int(h * base), w, h))
    # the colony: a long building with lit windows, a fence
    gy = int(h * 0.80)
    bx, bw, bh = int(w * 0.08), int(w * 0.34), int(h * 0.12)
    pygame.draw.rect(surf, (30, 34, 40), (bx, gy - bh, bw, bh))
    pygame.draw.polygon(surf, (40, 44, 52), [(bx - 6, gy - bh), (bx + bw // 2, gy - bh - bh // 3),
                                              (bx + bw + 6, gy - bh)])
    for i in range(7):
        wx = bx + int(bw * (0.08 + i * 0.13))
        lit = rng.random() < 0.55
        pygame.draw.rect(surf, (240, 196, 110) if lit else (50, 56, 66),
                         (wx, gy - int(bh * 0.7), max(3, bw // 20), max(3, bh // 4)))
    # snow ground
    pygame.draw.rect(surf, (200, 210, 224), (0, gy, w, h - gy))
    for i in range(0, w, max(6, w // 90)):
        pygame.draw.line(surf, (60, 50, 40), (i, gy), (i, gy - int(h * 0.035)), max(1, w // 500))
    pygame.draw.line(surf, (60, 50, 40), (0, gy - int(h * 0.03)), (w, gy - int(h * 0.03)),
                     max(1, w // 600))
    pygame.draw.line(surf, (60, 50, 40), (0, gy - int(h * 0.015)), (w, gy - int(h * 0.015)),
                     max(1, w // 600))
    if len(_BG_CACHE) > 6:
        _BG_CACHE.clear()
    _BG_CACHE[key] = surf
    return surf


_MENU_CACHE: dict[tuple, pygame.Surface] = {}


def menu_backdrop(size: tuple[int, int], bg: tuple[int, int, int],
                  dim: int = 205) -> pygame.Surface:
    """The menus' background (docs/ART.md): the title's night -- sky, tree line, the colony
    with its lit windows; no moon -- under a veil of the palette's background colour
    (``dim`` of 255 opaque), so text and panels read as on a plain fill.  Opaque, cached
    per size, colour and veil: a menu frame blits one picture, as it filled one colour."""
    w, h = max(16, int(size[0])), max(16, int(size[1]))
    key = (w, h, tuple(bg), dim)
    surf = _MENU_CACHE.get(key)
    if surf is not None:
        return surf
    # without the moon: behind a menu's first rows it looked like a stain
    surf = winter_backdrop((w, h), moon=False).copy()
    colony = title_art((w, h))
    surf.blit(colony, (0, h - colony.get_height()))
    veil = pygame.Surface((w, h), pygame.SRCALPHA)
    veil.fill((*bg[:3], dim))
    surf.blit(veil, (0, 0))
    if len(_MENU_CACHE) > 4:
        _MENU_CACHE.clear()
    _MENU_CACHE[key] = surf
    return surf
