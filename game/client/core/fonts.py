"""The bundled font (DejaVu Sans, licence in assets/fonts/) and a text-render cache.

Rendering text is the most expensive common draw call; every (text, size, bold, colour)
is rendered once and reused.  Sizes are in pixels already scaled by the caller.

Every line is clipped before it is measured or drawn: at most :data:`MAX_LINE_CHARS`
characters and :data:`MAX_LINE_PX` pixels, cut with "…" -- whatever the text's source (a
hostile pack, a broken string), no surface gets absurdly wide and no frame stalls on it.
Real lines are far shorter (boxes wrap or fit their text): the limits never show.
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path
from typing import Any

import pygame

from game.paths import assets_dir

REGULAR = "DejaVuSans.ttf"
BOLD = "DejaVuSans-Bold.ttf"
Colour = tuple[int, int, int] | tuple[int, int, int, int]
MAX_LINE_CHARS = 400  # characters of one rendered line
MAX_LINE_PX = 4096  # pixels: the widest surface a line renders to


def clip(text: str) -> str:
    """``text`` cut with "…" to at most :data:`MAX_LINE_CHARS` characters."""
    return text if len(text) <= MAX_LINE_CHARS else text[:MAX_LINE_CHARS - 1] + "…"


def _fit(f: pygame.font.Font, text: str, width: int) -> str:
    """The longest start of ``text`` that fits ``width`` pixels with "…" after it
    (``text`` itself when it fits); a binary search: a few measures whatever the length."""
    if f.size(text)[0] <= width:
        return text
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if f.size(text[:mid] + "…")[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + "…"


def font_path(bold: bool = False) -> Path:
    return assets_dir() / "fonts" / (BOLD if bold else REGULAR)


# every text shortened with "…": as shown -> the whole text (read by the layout check,
# ``game.devtools.textcheck``, to tell a cut text from one that ends in "…" by itself)
CUTS: dict[str, str] = {}


def note_cut(shown: str, whole: str) -> None:
    if len(CUTS) > 5000:
        CUTS.clear()
    CUTS[shown] = whole


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
        f = self.font(size, bold)
        surf = f.render(self._line(f, text), True, colour)
        self._text[key] = surf
        if len(self._text) > self.max_cached:
            self._text.popitem(last=False)
        return surf

    @staticmethod
    def _line(f: pygame.font.Font, text: str) -> str:
        """``text`` as it is drawn: clipped (see the module docstring)."""
        text = clip(text)
        return _fit(f, text, MAX_LINE_PX) if len(text) * f.get_height() > MAX_LINE_PX else text

    def size(self, text: str, size: int, bold: bool = False) -> tuple[int, int]:
        """The size ``render`` gives ``text`` (clipped the same way)."""
        f = self.font(size, bold)
        return f.size(self._line(f, text))

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
            words = [clip(w) for w in para.split(" ")]  # an over-long word: clipped
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
        out = _fit(f, self._line(f, text), width)
        if out != text:
            note_cut(out, text)
        return out

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


VOWELS = set("aeiouyäöüáàâãéèêíóôõú")


def hyphenated(fonts: Any, lines: list[str], px: int, width: int, bold: bool = False
               ) -> list[str]:
    """``lines`` (a word wrap) again, a word too wide for ``width`` broken with a hyphen:
    between two consonants ("Versamm-lungssaal") or before a consonant and a vowel
    ("Säge-grube"), as near its middle as fits — a long compound of a longer language
    reads on two lines instead of being cut."""
    words = " ".join(lines).split(" ")
    out: list[str] = []
    cur = ""
    for w in words:
        trial = w if not cur else f"{cur} {w}"
        if fonts.size(trial, px, bold)[0] <= width:
            cur = trial
            continue
        if cur:
            out.append(cur)
            cur = ""
        while fonts.size(w, px, bold)[0] > width and len(w) > 5:
            best: tuple[float, int] | None = None
            for i in range(2, len(w) - 2):
                if fonts.size(w[:i] + "-", px, bold)[0] > width:
                    break
                a, b, c = w[i - 1].lower(), w[i].lower(), w[i + 1].lower()
                if not (a.isalpha() and b.isalpha()):
                    kind = 0.0 if a == "-" else 3.0
                elif a not in VOWELS and b not in VOWELS:
                    kind = 0.0
                elif b not in VOWELS and c in VOWELS:
                    kind = 1.0
                else:
                    kind = 4.0
                score = kind + abs(i - len(w) / 2) / len(w) * 4
                if best is None or score < best[0]:
                    best = (score, i)
            if best is None:
                break
            i = best[1]
            out.append(w[:i] + ("" if w[i - 1] == "-" else "-"))
            w = w[i:]
        cur = w
    out.append(cur)
    return out
