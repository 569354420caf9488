"""The pen every drawn picture uses (docs/ART.md): a supersampled canvas addressed in unit
coordinates (0..1 of the final size), smooth-scaled down when done -- cheap anti-aliasing."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.client.art.palette import RGB

SS = 3  # supersampling factor
Pt = tuple[float, float]


class _Pen:
    """Draws on a supersampled canvas using unit coordinates (0..1 of the final size)."""

    def __init__(self, w: int, h: int | None = None, ss: int = SS) -> None:
        h = w if h is None else h
        self.w, self.h = max(1, int(w)), max(1, int(h))
        self.ss = ss  # supersampling: large pictures use less (their edges need less)
        self.surf = pygame.Surface((self.w * ss, self.h * ss), pygame.SRCALPHA)
        self.k = float(min(self.w, self.h) * ss)

    def p(self, x: float, y: float) -> tuple[int, int]:
        return (round(x * self.w * self.ss), round(y * self.h * self.ss))

    def pts(self, pts: Sequence[Pt]) -> list[tuple[int, int]]:
        return [self.p(x, y) for x, y in pts]

    def lw(self, u: float) -> int:
        return max(1, round(u * self.k))

    def poly(
        self, pts: Sequence[Pt], col: RGB | tuple[int, int, int, int], width: float = 0
    ) -> None:
        pygame.draw.polygon(self.surf, col, self.pts(pts), self.lw(width) if width else 0)

    def circle(
        self, c: Pt, r: float, col: RGB | tuple[int, int, int, int], width: float = 0
    ) -> None:
        pygame.draw.circle(
            self.surf, col, self.p(*c), max(1, round(r * self.k)), self.lw(width) if width else 0
        )

    def ellipse(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        col: RGB | tuple[int, int, int, int],
        width: float = 0,
    ) -> None:
        r = pygame.Rect(self.p(x, y), (round(w * self.w * self.ss), round(h * self.h * self.ss)))
        pygame.draw.ellipse(self.surf, col, r, self.lw(width) if width else 0)

    def rect(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        col: RGB | tuple[int, int, int, int],
        width: float = 0,
        radius: float = 0,
    ) -> None:
        r = pygame.Rect(self.p(x, y), (round(w * self.w * self.ss), round(h * self.h * self.ss)))
        pygame.draw.rect(
            self.surf, col, r, self.lw(width) if width else 0, border_radius=round(radius * self.k)
        )

    def line(self, a: Pt, b: Pt, col: RGB, width: float) -> None:
        w = self.lw(width)
        pygame.draw.line(self.surf, col, self.p(*a), self.p(*b), w)
        # round caps
        pygame.draw.circle(self.surf, col, self.p(*a), w // 2)
        pygame.draw.circle(self.surf, col, self.p(*b), w // 2)

    def lines(self, pts: Sequence[Pt], col: RGB, width: float) -> None:
        for a, b in zip(pts, pts[1:], strict=False):
            self.line(a, b, col, width)

    def arc(self, c: Pt, r: float, a0: float, a1: float, col: RGB, width: float) -> None:
        n = max(6, int(abs(a1 - a0) * 12))
        pts = [
            (
                c[0] + r * math.cos(a0 + (a1 - a0) * i / n) * min(self.w, self.h) / self.w,
                c[1] - r * math.sin(a0 + (a1 - a0) * i / n) * min(self.w, self.h) / self.h,
            )
            for i in range(n + 1)
        ]
        self.lines(pts, col, width)

    def done(self) -> pygame.Surface:
        if self.ss == 1:
            return self.surf
        return pygame.transform.smoothscale(self.surf, (self.w, self.h))


def regular_polygon(c: Pt, r: float, n: int, rot: float = 0.0) -> list[Pt]:
    return [
        (
            c[0] + r * math.cos(rot + 2 * math.pi * i / n),
            c[1] + r * math.sin(rot + 2 * math.pi * i / n),
        )
        for i in range(n)
    ]


def star_points(c: Pt, r_out: float, r_in: float, n: int = 5) -> list[Pt]:
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = -math.pi / 2 + math.pi * i / n
        pts.append((c[0] + r * math.cos(a), c[1] + r * math.sin(a)))
    return pts
