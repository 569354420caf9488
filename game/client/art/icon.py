"""The application icon (original): a snowflake over a night sky, a palisade with one lit
window below.  Drawn with the same pen as the rest of the art; ``tools/make_icon.py``
writes it to ``assets/icon/`` (PNG for Linux, ICO for Windows, ICNS for macOS) for the
executable, and the window uses :func:`icon` directly."""

from __future__ import annotations

import io
import struct

import pygame

from game.client.art.pieces import _Pen, _snowflake

SKY_TOP = (24, 34, 56)
SKY_LOW = (52, 78, 116)
SNOW = (232, 240, 248)
WOOD = (34, 26, 20)
LIGHT = (250, 196, 90)


def icon(size: int = 64) -> pygame.Surface:
    """The icon as a surface with alpha (rounded corners)."""
    size = max(16, int(size))
    pen = _Pen(size)
    steps = 24
    pen.rect(0, 0, 1, 1, SKY_TOP)  # opaque under everything
    for i in range(steps):  # the sky, darker at the top
        t = i / (steps - 1)
        col = tuple(round(a + (b - a) * t) for a, b in zip(SKY_TOP, SKY_LOW, strict=True))
        pen.rect(0.02, 0.02 + 0.96 * i / steps, 0.96, 0.96 / steps + 0.01, col)  # type: ignore[arg-type]
    _snowflake(pen, (0.5, 0.40), 0.30, SNOW, 0.055)
    pen.poly([(0.02, 0.80), (0.25, 0.72), (0.55, 0.78), (0.80, 0.70), (0.98, 0.76),
              (0.98, 0.98), (0.02, 0.98)], SNOW)  # a drift
    for i in range(7):  # the palisade
        x = 0.10 + i * 0.115
        pen.poly([(x, 0.90), (x, 0.70), (x + 0.045, 0.64), (x + 0.09, 0.70), (x + 0.09, 0.90)],
                 WOOD)
    pen.rect(0.45, 0.76, 0.10, 0.08, LIGHT, radius=0.01)  # one lit window
    out = pen.done()
    out.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MAX)  # fully opaque ...
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=size // 6)
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)  # ... but the corners
    return out


def png_bytes(size: int) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(icon(size), buf, "icon.png")
    return buf.getvalue()


def ico_bytes(sizes: tuple[int, ...] = (16, 32, 48, 256)) -> bytes:
    """A Windows .ico holding PNG images (valid since Windows Vista)."""
    pngs = [png_bytes(s) for s in sizes]
    head = struct.pack("<HHH", 0, 1, len(pngs))
    offset = 6 + 16 * len(pngs)
    entries = b""
    for s, data in zip(sizes, pngs, strict=True):
        dim = 0 if s >= 256 else s  # 0 means 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return head + entries + b"".join(pngs)


def icns_bytes() -> bytes:
    """A macOS .icns holding PNG images (ic07 128, ic08 256, ic09 512)."""
    body = b""
    for kind, s in ((b"ic07", 128), (b"ic08", 256), (b"ic09", 512)):
        data = png_bytes(s)
        body += kind + struct.pack(">I", len(data) + 8) + data
    return b"icns" + struct.pack(">I", len(body) + 8) + body
