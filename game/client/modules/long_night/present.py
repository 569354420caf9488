"""The presenter's Long Night part: module events folded into the presented view's
``modules`` (:mod:`game.client.table.presenter`), so the board shows each piece arrive at its
own step -- a special zombie at its entrance, bandits at a location, cards going to the
stockpile, a progress marker, a completed improvement, a containment die -- instead of
everything at once when the table syncs to the engine's view after the last event.

Only public event data is read (the events the shared table gets, redacted for None).
A field the reducer cannot follow exactly catches up at the sync, as in the base game.
The handlers register on the presenter's ``HANDLERS`` when the package is imported
(``game/client/modules/long_night/__init__.py``); the modules' own events are folded by
``present.py`` in their folders (improvements, bandits, raxxon), with :func:`module_part`.
"""

from __future__ import annotations

from typing import Any

from game.client.table.presenter import HANDLERS, Draft, Handler, on

__all__ = ["LN_FOLDED", "module_part"]


def module_part(v: Draft, name: str) -> dict[str, Any] | None:
    mods = v.part("modules")
    if not isinstance(mods, dict):
        return None
    part = mods.get(name)
    return part if isinstance(part, dict) else None


def _also(type_: str) -> Any:
    """Run after the base game's handler of ``type_`` (if any)."""
    base = HANDLERS.get(type_)

    def deco(fn: Handler) -> Handler:
        def both(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
            if base is not None:
                base(v, d, e, content)
            fn(v, d, e, content)

        HANDLERS[type_] = both
        return fn

    return deco


# ---------------------------------------------------------------------------- long night
@_also("SurvivorKilled")
def _graveyard(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    ln = module_part(v, "long_night")
    if ln is not None:
        (ln.get("despair") or {}).pop(d.get("survivor"), None)
        if d.get("survivor") not in ln.setdefault("graveyard", []):
            ln["graveyard"].append(d["survivor"])


@on("DespairAdded")
def _despair_added(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    ln = module_part(v, "long_night")
    if ln is not None:
        ln.setdefault("despair", {})[d["survivor"]] = int(d["despair"])


@on("DespairRemoved")
def _despair_removed(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    ln = module_part(v, "long_night")
    if ln is not None:
        left = int(d["despair"])
        if left > 0:
            ln.setdefault("despair", {})[d["survivor"]] = left
        else:
            ln.setdefault("despair", {}).pop(d["survivor"], None)


@on("HelplessMadeUnruly", "UnrulyCalmed")
def _unruly(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    ln = module_part(v, "long_night")
    if ln is not None:
        ln["unruly"] = int(d["unruly"])


@on("TrapPlaced")
def _trap_placed(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    ln = module_part(v, "long_night")
    if ln is not None:
        loc = v.loc(d["location"]) or {}
        traps = ln.setdefault("traps", {}).setdefault(
            d["location"], [0] * len(loc.get("zombies", [0])))
        traps[int(d["entrance"])] = int(d["traps"])


@on("TrapExploded", "TrapRemoved")
def _trap_gone(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    ln = module_part(v, "long_night")
    if ln is not None:
        traps = (ln.get("traps") or {}).get(d["location"])
        e_ = int(d.get("entrance", 0))
        if traps and traps[e_] > 0:
            traps[e_] -= 1


LN_FOLDED = frozenset({
    "DespairAdded", "DespairRemoved", "HelplessMadeUnruly", "UnrulyCalmed", "TrapPlaced",
    "TrapExploded", "TrapRemoved", "ProgressAdded", "ImprovementCompleted",
    "ImprovementRevealed", "BanditsPlaced", "BanditRemoved", "BanditsScavenged",
    "StockpileTaken", "ContainmentDiePlaced", "ContainmentChecked", "ExperimentContained",
    "ExperimentDiscarded", "EncounterRevealed", "ExperimentRevealed", "EncounterDiscarded",
    "SpecialZombiePlaced", "SpecialZombieKilled", "SpecialZombieRemoved",
    "SpecialZombieMoved", "SideEffectEquipped",
})
