"""The pieces layer of the table, repainted place by place.

The board's second layer (see :mod:`game.client.board`) is cut into the parts of the table
(:data:`~game.client.board.REGIONS`: the top bar, each location, the colony, the players
strip, crisis and objective, the log), each drawn inside its own area.  For every part,
:func:`region_keys` gathers exactly what its painter reads: the part of the presented view,
the highlights that touch it, the log lines.  When something changes, only the parts whose
key changed are painted again: the background is copied back over that area and the part
is drawn clipped to it.  An event that moves a zombie at the school repaints the school
(and whatever else it changed, the log line for one), not the whole board.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import TYPE_CHECKING, Any

import pygame

from game.client.board import REGIONS, BoardHits, Highlights, Layout, area

if TYPE_CHECKING:
    from game.client.board import BoardPainter

__all__ = ["Extra", "PiecesLayer", "freeze", "region_keys"]

# a part the scene adds to the layer (its own panel): (area, key, paint onto the layer)
Extra = tuple[pygame.Rect, Any, Callable[[pygame.Surface], None]]


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


def _place_key(lid: str, v: dict[str, Any], hl: Highlights) -> tuple:
    loc = v.get("locations", {}).get(lid)
    if loc is None:
        return (None,)
    sids = list(loc.get("survivors", []))
    survivors = v.get("survivors", {})
    standees = tuple((sid, freeze(survivors.get(sid, {})), sid in hl.survivors,
                      sid in hl.strong_survivors, sid == hl.selected,
                      sid in hl.target_survivors, sid in hl.offsets, ("s", sid) in hl.hidden)
                     for sid in sids)
    marks = (lid in hl.strong_locations, lid in hl.blocked, lid in hl.locations,
             hl.selected is not None,
             frozenset(h for h in hl.hidden if len(h) > 2 and h[1] == lid),
             frozenset(t for t in hl.targets if t[0] == lid),
             frozenset(t for t in hl.strong_targets if t[0] == lid))
    return (freeze(loc), standees, marks)


def region_keys(v: dict[str, Any], hl: Highlights, log_lines: list[str], viewer: int | None,
                log_scroll: int) -> dict[str, tuple]:
    """For each part of the table, everything its painter reads (see the module
    docstring): equal keys mean equal pixels."""
    keys: dict[str, tuple] = {}
    for name in REGIONS:
        if name == "top":
            keys[name] = tuple(v.get(k) for k in ("round", "rounds_left", "morale", "phase"))
        elif name == "colony":
            keys[name] = (_place_key(name, v, hl),
                          tuple(v.get(k) for k in ("helpless", "food", "starvation", "waste",
                                                   "survivor_deck")),
                          freeze(v.get("crossroads", {}).get("deck")))
        elif name == "players":
            keys[name] = (freeze(v.get("players", [])), v.get("active_player"),
                          v.get("first_player"), v.get("phase"), freeze(v.get("crossroads")),
                          viewer)
        elif name == "crisis":
            keys[name] = (freeze(v.get("crisis")), freeze(v.get("main_objective")))
        elif name == "log":
            keys[name] = (id(log_lines), len(log_lines), log_lines[-1] if log_lines else None,
                          log_scroll)
        else:
            keys[name] = _place_key(name, v, hl)
    return keys


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
        keys = region_keys(v, hl, log_lines, viewer, log_scroll)
        extra = extra or {}
        for name, (_, key, _) in extra.items():
            keys[name] = key
        names = (*REGIONS, *extra)
        dirty = names if full else tuple(n for n in names if keys[n] != self.keys.get(n))
        surf = self.surface
        if full:
            surf.blit(bg, (0, 0))
        for name in dirty:
            rect = extra[name][0] if name in extra else area(lay, name)
            if not full:
                surf.blit(bg, rect, rect)
            hits = BoardHits()
            surf.set_clip(rect)
            try:
                if name in extra:
                    extra[name][2](surf)
                else:
                    painter.region(surf, lay, name, v, hl, hits, log_lines, viewer,
                                   log_scroll)
            finally:
                surf.set_clip(None)
            self.region_hits[name] = hits
        self.keys = keys
        if dirty:
            self.hits = merge_hits([self.region_hits[n] for n in REGIONS
                                    if n in self.region_hits])
        self.repainted = dirty
        return dirty
