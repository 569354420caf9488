"""Colour-blind check of the palettes (issue 22 item 5).

Every pair of seat colours and every pair of item-type colours, in both palettes, must stay
apart -- CIEDE2000 ΔE ≥ ``THRESHOLD`` -- for normal vision and for the three dichromacies
simulated with the matrices of Machado, Oliveira & Fernandes (2009, severity 1.0: the full
protanopia, deuteranopia, tritanopia), applied to linear sRGB.

Why 10: ΔE00 ≈ 1 is a just noticeable difference side by side, 2–3 is "perceptible at a
glance", but the table's colours are seen apart (a standee's ring here, a chip in the
player strip there) on small marks on a dark board, where about 10 is where two colours
stop being mistaken for each other (the common guidance for categorical palettes:
distinct colours ≥ 10 ΔE00 apart).  Colour never carries the meaning alone: every player
has a mark shape (``PLAYER_MARKS``) and a name, every item type its icon shape.

``python -m game.devtools.colourcheck`` prints every pair below the threshold (and the
closest pair of each group) and exits 1 when a pair fails.
"""

from __future__ import annotations

import itertools
import math
import sys
from collections.abc import Sequence
from dataclasses import dataclass

from game.client.art.palette import COLOUR_BLIND, DEFAULT, Palette

RGB = tuple[int, int, int]
THRESHOLD = 10.0

Matrix = tuple[tuple[float, float, float], ...]
# Machado et al. 2009, severity 1.0, for linear RGB
MACHADO: dict[str, Matrix] = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
VISIONS = ("normal", *MACHADO)


def _to_linear(c: float) -> float:
    c /= 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _linear_rgb(rgb: RGB) -> tuple[float, float, float]:
    r, g, b = (_to_linear(v) for v in rgb)
    return r, g, b


def simulate(rgb: RGB, vision: str) -> tuple[float, float, float]:
    """The colour as seen with ``vision``, in linear sRGB (clipped to 0..1)."""
    lin = _linear_rgb(rgb)
    if vision == "normal":
        return lin
    m = MACHADO[vision]
    out = [min(1.0, max(0.0, sum(m[i][j] * lin[j] for j in range(3)))) for i in range(3)]
    return out[0], out[1], out[2]


def lab(lin: Sequence[float]) -> tuple[float, float, float]:
    """CIELAB (D65) of a linear sRGB colour."""
    r, g, b = lin
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def ciede2000(lab1: Sequence[float], lab2: Sequence[float]) -> float:
    """ΔE00 (Sharma, Wu & Dalal 2005), kL = kC = kH = 1."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    cm = (c1 + c2) / 2
    g = 0.5 * (1 - math.sqrt(cm**7 / (cm**7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl = l2 - l1
    dc = c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    elif abs(h2p - h1p) <= 180:
        dh = h2p - h1p
    elif h2p - h1p > 180:
        dh = h2p - h1p - 360
    else:
        dh = h2p - h1p + 360
    dhh = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    lm = (l1 + l2) / 2
    cmp_ = (c1p + c2p) / 2
    if c1p * c2p == 0:
        hm = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hm = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        hm = (h1p + h2p + 360) / 2
    else:
        hm = (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(hm - 30))
        + 0.24 * math.cos(math.radians(2 * hm))
        + 0.32 * math.cos(math.radians(3 * hm + 6))
        - 0.20 * math.cos(math.radians(4 * hm - 63))
    )
    d_theta = 30 * math.exp(-(((hm - 275) / 25) ** 2))
    rc = 2 * math.sqrt(cmp_**7 / (cmp_**7 + 25**7))
    sl = 1 + 0.015 * (lm - 50) ** 2 / math.sqrt(20 + (lm - 50) ** 2)
    sc = 1 + 0.045 * cmp_
    sh = 1 + 0.015 * cmp_ * t
    rt = -math.sin(math.radians(2 * d_theta)) * rc
    return math.sqrt(
        (dl / sl) ** 2 + (dc / sc) ** 2 + (dhh / sh) ** 2 + rt * (dc / sc) * (dhh / sh)
    )


def delta(c1: RGB, c2: RGB, vision: str = "normal") -> float:
    """ΔE00 between two colours as seen with ``vision``."""
    return ciede2000(lab(simulate(c1, vision)), lab(simulate(c2, vision)))


@dataclass(frozen=True)
class Pair:
    palette: str
    group: str  # "seats" or "items"
    a: str
    b: str
    vision: str
    de: float

    def __str__(self) -> str:
        return (
            f"{self.palette:12} {self.group:5} {self.a:>8} / {self.b:<8} "
            f"{self.vision:12} ΔE00 {self.de:5.1f}"
        )


def groups(pal: Palette) -> dict[str, dict[str, RGB]]:
    """The colour groups whose members must stay apart: seats and item types."""
    seats = {f"seat{i + 1}": c for i, c in enumerate(pal.players)}
    return {"seats": seats, "items": dict(pal.items)}


def pairs(pal: Palette) -> list[Pair]:
    """Every pair of each group under every vision, with its ΔE00."""
    out = []
    for group, cols in groups(pal).items():
        for (na, ca), (nb, cb) in itertools.combinations(cols.items(), 2):
            for v in VISIONS:
                out.append(Pair(pal.name, group, na, nb, v, delta(ca, cb, v)))
    return out


def failures(
    palettes: Sequence[Palette] = (DEFAULT, COLOUR_BLIND), threshold: float = THRESHOLD
) -> list[Pair]:
    return [p for pal in palettes for p in pairs(pal) if p.de < threshold]


def main(argv: Sequence[str] | None = None) -> int:
    bad = failures()
    for pal in (DEFAULT, COLOUR_BLIND):
        every = pairs(pal)
        for group in ("seats", "items"):
            worst = min((p for p in every if p.group == group), key=lambda p: p.de)
            print(f"closest: {worst}")
    for p in bad:
        print(f"FAIL:    {p}")
    print(f"colourcheck: {len(bad)} pair(s) below ΔE00 {THRESHOLD:g}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
