"""Parts of the table as small classes (``shared/DESIGN.md``, "The table as panels").

Every part of the shared board is a :class:`~game.client.table.panels.base.Panel` (``layout``,
``key``, ``background``, ``draw``, ``hit``; see :mod:`game.client.table.panels.base`) registered
here under a unique name, in drawing order.  The board painter
(:class:`game.client.table.board.BoardPainter`) makes one of each when a table opens and the
table's cached layers (:mod:`game.client.table.regions`) paint them: a part is repainted only
when its key changes.

A module adds its pieces without touching the table: its client file defines a panel (with
its own design rect ``area`` and ``active(view)`` saying when the module is in play) and
calls :func:`register_panel` at import; the module's package (``game/client/modules/<name>``)
imports that file when the client loads (``game.client.boot.load``), after
:func:`load_panels` has registered the base game's parts (a module's part may replace one
of them in place, or be placed before or after one)::

    class HideoutPanel(Panel):
        name = "hideout"
        area = (972, 514, 300, 158)
        def active(self, view): return "bandits" in view
        def key(self, frame, hl): return freeze(frame.view.get("bandits"))
        def draw(self, surf, frame, hl): ...

    register_panel("hideout", HideoutPanel, after="colony")

The table's own parts that are not drawn from the public view alone -- the private panel
(:mod:`game.client.table.panels.private`), the action bar (:mod:`game.client.table.panels.actions`)
and the animation overlays (:mod:`game.client.table.panels.overlays`) -- belong to the scene.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.client.table.board import BoardPainter
    from game.client.table.panels.base import Panel

__all__ = ["PanelFactory", "load_panels", "make_panels", "register_panel",
           "registered", "unregister_panel"]

PanelFactory = Callable[["BoardPainter"], "Panel"]

# the base game's parts of the board, in drawing order
BASE_PANELS = ("tracks", "place", "colony", "players", "crisis", "log")

_PANELS: list[tuple[str, PanelFactory]] = []


def register_panel(name: str, factory: PanelFactory, *, before: str | None = None,
                   after: str | None = None) -> None:
    """Add a part of the table: ``factory(painter)`` makes it.  It is drawn last unless
    ``before`` / ``after`` names a registered part; registering a name again replaces that
    part where it stands."""
    for i, (n, _) in enumerate(_PANELS):
        if n == name:
            _PANELS[i] = (name, factory)
            return
    names = [n for n, _ in _PANELS]
    at = len(_PANELS)
    if before is not None:
        if before not in names:
            raise KeyError(f"no panel {before!r} to register {name!r} before")
        at = names.index(before)
    elif after is not None:
        if after not in names:
            raise KeyError(f"no panel {after!r} to register {name!r} after")
        at = names.index(after) + 1
    _PANELS.insert(at, (name, factory))


def unregister_panel(name: str) -> None:
    """Take a part off the table (tests)."""
    _PANELS[:] = [(n, f) for n, f in _PANELS if n != name]


def load_panels() -> None:
    """Import the base game's parts, in drawing order (each registers itself); the modules'
    parts are registered by their packages."""
    for mod in BASE_PANELS:
        importlib.import_module(f"game.client.table.panels.{mod}")


def registered() -> tuple[str, ...]:
    """The registered parts' names, in drawing order."""
    load_panels()
    return tuple(n for n, _ in _PANELS)


def make_panels(painter: BoardPainter) -> list[Panel]:
    """One of every registered part, for a painter, in drawing order."""
    load_panels()
    return [factory(painter) for _, factory in _PANELS]
