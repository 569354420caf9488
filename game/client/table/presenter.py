"""The client-side reducer: ``present(view, event) -> view``.

The table does not jump to the engine's end state when an action is applied.  It keeps a
*presented* view and folds the action's (redacted) events into it one at a time, so the
director can animate each event over the board as it was at that moment: zombies appear at
their entrance one by one, a barricade breaks, a noise token is resolved, a standee slides.

``present`` never mutates its input: it returns a new dict (copy-on-write of the parts an
event touches).  It understands the public part of a view (``public_view``) and, when the
view holds a ``me`` part and the event was redacted for that seat, a few private fields
(dice values, the held crossroads card, the hand).  Unknown events leave the view as it
is.  The fields kept exactly in step with the engine are listed by :func:`covered`; a test
replays many random bot games and asserts that after the last event of every action
``covered(presented) == covered(engine view)`` — the waste pile, the game totals
(``stats``) and the main objective's progress included.  Everything else (the pending
decision, the survivor deck size, end-of-game scores...) catches up when the table syncs
to the engine's view after the last event.

Private information: the presented *public* view is fed only events redacted for
``None`` (the shared table); ``present`` reads ``event.secret`` only to fill ``me`` when
``me`` is the seat the event was redacted for (the table never does that for the board).
"""

from __future__ import annotations

from typing import Any

# the base game's handlers register themselves on HANDLERS (board, then cards)
from game.client.table import presenter_board, presenter_cards  # noqa: F401
from game.client.table.presenter_draft import (
    CMP,
    COLONY,
    HANDLERS,
    Draft,
    Handler,
    View,
    on,
    quantity,
)

__all__ = ["CMP", "COLONY", "HANDLERS", "LOCATION_KEYS", "PLAYER_KEYS", "SURVIVOR_KEYS", "TOP_KEYS",
           "Draft", "Handler", "View", "covered", "on", "present", "present_all", "quantity"]

# top-level counters the reducer keeps exact
TOP_KEYS = ("round", "rounds_left", "morale", "food", "starvation", "helpless", "waste",
            "phase", "first_player", "active_player", "over", "stats")
PLAYER_KEYS = ("seat", "leader", "followers", "hand", "exiled", "eliminated", "dice_unused",
               "dice_used", "zombies_killed")
SURVIVOR_KEYS = ("owner", "loc", "wounds", "frostbite", "equipped", "leader")
LOCATION_KEYS = ("zombies", "barricades", "noise", "survivors", "deck")


def covered(view: View) -> dict[str, Any]:
    """The part of a view the reducer keeps equal to the engine's (for tests and checks)."""
    out: dict[str, Any] = {k: view.get(k) for k in TOP_KEYS}
    out["players"] = [{k: p.get(k) for k in PLAYER_KEYS} for p in view.get("players", [])]
    # order matters: a location lists its survivors in the engine's order
    out["survivors"] = [(sid, {k: sv.get(k) for k in SURVIVOR_KEYS})
                        for sid, sv in view.get("survivors", {}).items()]
    out["locations"] = {lid: {k: loc.get(k) for k in LOCATION_KEYS}
                        for lid, loc in view.get("locations", {}).items()}
    cr = view.get("crisis", {})
    out["crisis"] = {k: cr.get(k) for k in ("card", "contributions", "face_up", "deck")}
    xr = view.get("crossroads", {})
    out["crossroads"] = {k: xr.get(k) for k in ("held_by", "for", "deck")}
    # the objective's progress, for every quantity the reducer can count from a view
    out["progress"] = [(it.get("q"), it.get("at"), it.get("value"), it.get("met"))
                       for it in (view.get("main_objective") or {}).get("progress") or []
                       if quantity(view, it) is not None]
    return out


# ----------------------------------------------------------------------------- entry point
def present(view: View, event: Any, content: Any = None) -> View:
    """The view after ``event`` (already redacted for whoever looks at ``view``).

    ``content`` (the content pack) lets the reducer know where a played card ends up;
    without it the waste pile catches up at the next sync."""
    handler = HANDLERS.get(event.type)
    if handler is None:
        return view
    draft = Draft(view)
    try:
        handler(draft, event.data or {}, event, content)
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        return view  # an event of an unexpected shape: leave it to the sync
    return draft.finish()


def present_all(view: View, events: list[Any], content: Any = None) -> View:
    for e in events:
        view = present(view, e, content)
    return view
