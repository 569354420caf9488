"""What a table of a network game says while it waits on another computer: "waiting for
Ana", "waiting for Ana (disconnected)", "a bot plays for Ana for now", "connection to the
host lost; reconnecting…" (``GameLike.waiting_for``; a local game never waits).  Drawn in
the top bar, right of the phase, where the viewer's own turn shows what a click does."""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n.render import render


def status_text(table: Any) -> str | None:
    """The line, in the interface language (None: nothing to say)."""
    waiting = table.session.waiting_for()
    if waiting is None:
        return None
    text = render(waiting)
    return text[:1].upper() + text[1:]


def net_status(table: Any, surface: pygame.Surface, lay: Any) -> None:
    waiting = table.session.waiting_for()
    if waiting is None:
        return
    text = status_text(table)
    if not text:
        return
    pal = table.app.art.pal
    key = str(getattr(waiting, "key", waiting))  # the English template says which case
    lost = "disconnected" in key or "lost" in key
    top = table.painter.panel("top")
    x0 = max(lay.p(760, 0)[0], getattr(top, "phase_right", 0) + lay.s(8))
    room = lay.p(1196, 0)[0] - x0
    colour = pal.bad if lost else pal.highlight
    table.painter.t2(
        surface, text, pygame.Rect(x0, lay.p(0, 2)[1], room, lay.s(36)), 10.5, colour, lay
    )
