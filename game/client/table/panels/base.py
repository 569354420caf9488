"""The shape every part of the table shares (``shared/DESIGN.md``, "The table as panels").

A :class:`Panel` is one part of the shared table -- the top bar, a location, the colony,
the players strip, crisis and objective, the log, a module's pieces -- drawn inside its own
area from a :class:`Frame` (the presented *public* view plus the table's own state: the log
lines, who is viewing, the log's scroll).  It has:

- ``layout(lay)``: its area in pixels for a :class:`~game.client.table.layout.Layout` (the design
  rect ``area`` -- by default the layout's ``areas[name]`` -- mapped to the window);
- ``key(frame, hl)``: everything it draws from; equal keys mean equal pixels, so the
  table's cached pieces layer repaints only the panels whose key changed
  (:mod:`game.client.table.regions`);
- ``background(surface, frame)``: its part of the background layer (boards, slots, titles:
  what does not change during a game);
- ``draw(surface, frame, hl)``: its pieces, over the background, clipped to its area; what
  it drew where goes to ``self.hits``;
- ``hit(pos)``: what is under ``pos`` as last drawn -- ``("survivor", sid)``,
  ``("entrance", place, e)``, ``("place", place)`` -- or None.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.client.table.layout import BoardHits, Highlights, Layout

if TYPE_CHECKING:
    from game.client.table.board import BoardPainter

__all__ = ["Frame", "Panel", "freeze"]


def freeze(x: Any) -> Any:
    """A hashable, independent copy of a view value (dicts and lists become tuples), so a
    key stays what it was even if the view it came from is changed later."""
    if isinstance(x, dict):
        return tuple((k, freeze(v)) for k, v in x.items())
    if isinstance(x, (list, tuple)):
        return tuple(freeze(i) for i in x)
    if isinstance(x, (set, frozenset)):
        return frozenset(x)
    return x


@dataclass
class Frame:
    """What the panels draw from: the presented public view and the table's own state."""

    view: dict[str, Any]
    log_lines: list[str] = field(default_factory=list)
    viewer: int | None = None
    log_scroll: int = 0


class Panel:
    """One part of the table (see the module docstring).  Subclasses set ``name`` (unique:
    its key in the pieces layer) and, unless it is one of the layout's ``areas``, ``area`` (a design
    rect of the 1280×720 table)."""

    name = ""
    area: tuple[float, float, float, float] | None = None

    def __init__(self, painter: BoardPainter) -> None:
        self.painter = painter
        self.app = painter.app
        self.n = painter.n
        self.lay = Layout(0, 0, 1.0)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hits = BoardHits()

    # helpers shared by every panel (the painter's, at this panel's layout by default)
    def t(self, surf: pygame.Surface, s: str, pos: tuple[int, int], size: float,
          colour: Any = None, bold: bool = False, anchor: str = "topleft",
          lay: Layout | None = None, width: int | None = None, hover: bool = False
          ) -> pygame.Rect:
        return self.painter.t(surf, s, pos, size, colour, bold, anchor, lay or self.lay, width,
                              hover)

    def fit(self, s: str, size: float, width: int, lay: Layout | None = None,
            bold: bool = False, hover: bool = False) -> str:
        return self.painter.fit(s, size, width, lay or self.lay, bold, hover)

    def tile(self, size: tuple[int, int], fill: Any, edge: Any = None, width: int = 1,
             radius: int = 0) -> pygame.Surface:
        return self.painter.tile(size, fill, edge, width, radius)

    # the panel interface
    def active(self, view: dict[str, Any]) -> bool:
        """Whether the panel is on the table for this view (a module's panel: when the
        module is in play)."""
        return True

    def layout(self, lay: Layout) -> pygame.Rect:
        self.lay = lay
        self.rect = lay.r(*(self.area or lay.areas[self.name]))
        return self.rect

    def key(self, frame: Frame, hl: Highlights) -> Any:
        raise NotImplementedError

    def background(self, surf: pygame.Surface, frame: Frame) -> None:
        """Its part of the background layer (nothing by default)."""

    def draw(self, surf: pygame.Surface, frame: Frame, hl: Highlights) -> None:
        raise NotImplementedError

    def hit(self, pos: tuple[int, int]) -> tuple | None:
        return self.hits.at(pos)
