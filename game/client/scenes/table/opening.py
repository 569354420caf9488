"""What happens when a game's table opens: hooks the rule modules register.

A table opens either for a *new* game (New game, Play again) or for a *resumed* one
(Continue, Load, a save continued under corrected rules).  A module that shows something
then (the introductory scenarios' story page) registers a hook from its package
``__init__``; the scenes that open a table call :func:`table_opened`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from game.client.core.app import App
    from game.client.scenes.table.scene import TableScene

Opening = Literal["new", "resumed"]
TableHook = Callable[["App", "TableScene"], object]

_HOOKS: dict[str, list[TableHook]] = {"new": [], "resumed": []}


def on_table_opened(when: Opening, hook: TableHook) -> None:
    """Call ``hook(app, table)`` whenever a table opens ``when`` ("new" / "resumed"),
    after it is on the stack (a hook may push a scene over it).  Once per hook."""
    if hook not in _HOOKS[when]:
        _HOOKS[when].append(hook)


def table_opened(app: App, table: TableScene, when: Opening) -> None:
    """A table just opened for a new or a resumed game: run the hooks, in the order
    registered."""
    for hook in _HOOKS[when]:
        hook(app, table)
