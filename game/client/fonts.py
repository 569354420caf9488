"""The bundled font (DejaVu Sans, licence in assets/fonts/) and a text-render cache.

Rendering text is the most expensive common draw call; every (text, size, bold, colour)
is rendered once and reused.  Sizes are in pixels already scaled by the caller.
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

import pygame

from game.paths import assets_dir

REGULAR = "DejaVuSans.ttf"
BOLD = "DejaVuSans-Bold.ttf"
Colour = tuple[int, int, int] | tuple[int, int, int, int]


def font_path(bold: bool = False) -> Path:
    return assets_dir() / "fonts" / (BOLD if bold else REGULAR)


class Fonts:
    """Font objects by (size, bold) and rendered text surfaces (LRU-bounded)."""

    def __init__(self, max_cached: int = 2000) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._text: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._wraps: dict[tuple, tuple[str, ...]] = {}
        self.max_cached = max_cached
        self.hits = 0
        self.misses = 0

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        size = max(6, int(size))
        key = (size, bold)
        f = self._fonts.get(key)
        if f is None:
            path = font_path(bold)
            f = pygame.font.Font(str(path) if path.is_file() else None, size)
            self._fonts[key] = f
        return f

    def render(self, text: str, size: int, colour: Colour, bold: bool = False) -> pygame.Surface:
        key = (text, int(size), bool(bold), tuple(colour))
        surf = self._text.get(key)
        if surf is not None:
            self.hits += 1
            self._text.move_to_end(key)
            return surf
        self.misses += 1
        surf = self.font(size, bold).render(text, True, colour)
        self._text[key] = surf
        if len(self._text) > self.max_cached:
            self._text.popitem(last=False)
        return surf

    def size(self, text: str, size: int, bold: bool = False) -> tuple[int, int]:
        return self.font(size, bold).size(text)

    def line_height(self, size: int, bold: bool = False) -> int:
        return self.font(size, bold).get_linesize()

    def wrap(self, text: str, size: int, width: int, bold: bool = False) -> list[str]:
        """Greedy word wrap; keeps explicit newlines; never returns an empty list
        (memoised: the table wraps its log and objective on every repaint)."""
        key = (text, size, width, bold)
        hit = self._wraps.get(key)
        if hit is not None:
            return list(hit)
        f = self.font(size, bold)
        lines: list[str] = []
        for para in text.split("\n"):
            words = para.split(" ")
            cur = ""
            for w in words:
                trial = w if not cur else cur + " " + w
                if f.size(trial)[0] <= width or not cur:
                    cur = trial
                else:
                    lines.append(cur)
                    cur = w
            lines.append(cur)
        out = lines or [""]
        if len(self._wraps) > self.max_cached:
            self._wraps.clear()
        self._wraps[key] = tuple(out)
        return out

    def fit(self, text: str, size: int, width: int, bold: bool = False) -> str:
        """``text`` cut with an ellipsis to fit ``width`` pixels."""
        f = self.font(size, bold)
        if f.size(text)[0] <= width:
            return text
        out = text
        while out and f.size(out + "…")[0] > width:
            out = out[:-1]
        from game.client.ui import note_cut

        note_cut(out.rstrip() + "…", text)
        return out.rstrip() + "…"

    def clear(self) -> None:
        self._text.clear()
        self._wraps.clear()


_FONTS: Fonts | None = None


def fonts() -> Fonts:
    """The process-wide font cache (created on first use, after pygame.init)."""
    global _FONTS
    if _FONTS is None:
        _FONTS = Fonts()
    return _FONTS
