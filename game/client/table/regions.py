"""The pieces layer of the table, repainted place by place.

The board's second layer (see :mod:`game.client.table.board`) is cut into the parts of the table,
its panels (:mod:`game.client.table.panels`: the top bar, each location, the colony, the players
strip, crisis and objective, the log, a module's pieces), each drawn inside its own area.
For every panel, its ``key`` (:func:`region_keys`) gathers exactly what it reads: the part
of the presented view, the highlights that touch it, the log lines.  When something changes, only the parts whose
key changed are painted again: the background is copied back over that area and the part
is drawn clipped to it.  An event that moves a zombie at the school repaints the school
(and whatever else it changed, the log line for one), not the whole board.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import TYPE_CHECKING, Any

import pygame

from game.client.table.layout import BoardHits, Highlights, Layout
from game.client.table.panels.base import Frame, freeze

if TYPE_CHECKING:
    from game.client.table.board import BoardPainter

__all__ = ["Extra", "PiecesLayer", "freeze", "region_keys"]

# a part the scene adds to the layer (its own panel): (area, key, paint onto the layer)
Extra = tuple[pygame.Rect, Any, Callable[[pygame.Surface], None]]


def region_keys(painter: BoardPainter, v: dict[str, Any], hl: Highlights,
                log_lines: list[str], viewer: int | None, log_scroll: int) -> dict[str, Any]:
    """For each panel of the table, everything it draws from (its ``key``; see the module
    docstring): equal keys mean equal pixels."""
    frame = Frame(v, log_lines, viewer, log_scroll)
    return {p.name: p.key(frame, hl) if p.active(v) else None for p in painter.panels}


def merge_hits(parts: list[BoardHits]) -> BoardHits:
    out = BoardHits()
    for part in parts:
        for f in fields(BoardHits):
            getattr(out, f.name).update(getattr(part, f.name))
    return out


class PiecesLayer:
    """The cached pieces layer: a surface, the key of each part as last painted, and where
    things were drawn (``hits``, for clicks and the overlay)."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self.keys: dict[str, tuple] = {}
        self.region_hits: dict[str, BoardHits] = {}
        self.hits = BoardHits()
        self.repainted: tuple[str, ...] = ()  # the parts the last paint() drew

    def invalidate(self) -> None:
        """Paint every part next time (the background changed)."""
        self.keys = {}

    def paint(self, painter: BoardPainter, bg: pygame.Surface, lay: Layout, v: dict[str, Any],
              hl: Highlights, log_lines: list[str], viewer: int | None, log_scroll: int,
              extra: dict[str, Extra] | None = None) -> tuple[str, ...]:
        """Bring the layer up to date with ``v`` and ``hl`` (and the scene's ``extra``
        parts); returns the parts repainted."""
        size = bg.get_size()
        full = not self.keys or self.surface is None or self.surface.get_size() != size
        if self.surface is None or self.surface.get_size() != size:
            self.surface = pygame.Surface(size).convert()
        keys = region_keys(painter, v, hl, log_lines, viewer, log_scroll)
        panels = {p.name: p for p in painter.panels}
        extra = extra or {}
        for name, (_, key, _) in extra.items():
            keys[name] = key
        names = (*panels, *extra)
        dirty = names if full else tuple(n for n in names if keys[n] != self.keys.get(n))
        surf = self.surface
        if full:
            surf.blit(bg, (0, 0))
        frame = Frame(v, log_lines, viewer, log_scroll)
        for name in dirty:
            rect = extra[name][0] if name in extra else panels[name].layout(lay)
            if not full:
                surf.blit(bg, rect, rect)
            surf.set_clip(rect)
            try:
                if name in extra:
                    extra[name][2](surf)
                    hits = BoardHits()
                else:
                    hits = painter.paint_panel(surf, lay, panels[name], frame, hl)
            finally:
                surf.set_clip(None)
            self.region_hits[name] = hits
        self.keys = keys
        if dirty:
            self.hits = merge_hits([self.region_hits[n] for n in panels
                                    if n in self.region_hits])
        self.repainted = dirty
        return dirty
