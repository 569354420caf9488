"""The presenter's Long Night part: module events folded into the presented view's
``modules`` (:mod:`game.client.table.presenter`), so the board shows each piece arrive at its
own step -- a special zombie at its entrance, bandits at a location, cards going to the
stockpile, a progress marker, a completed improvement, a containment die -- instead of
everything at once when the table syncs to the engine's view after the last event.

Only public event data is read (the events the shared table gets, redacted for None).
A field the reducer cannot follow exactly catches up at the sync, as in the base game.
The handlers register on the presenter's ``HANDLERS`` when the package is imported
(``game/client/modules/long_night/__init__.py``).
"""

from __future__ import annotations

from typing import Any

from game.client.table.presenter import HANDLERS, Draft, Handler, on

__all__ = ["LN_FOLDED"]


def _mod(v: Draft, name: str) -> dict[str, Any] | None:
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
    ln = _mod(v, "long_night")
    if ln is not None:
        (ln.get("despair") or {}).pop(d.get("survivor"), None)
        if d.get("survivor") not in ln.setdefault("graveyard", []):
            ln["graveyard"].append(d["survivor"])


@on("DespairAdded")
def _despair_added(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    ln = _mod(v, "long_night")
    if ln is not None:
        ln.setdefault("despair", {})[d["survivor"]] = int(d["despair"])


@on("DespairRemoved")
def _despair_removed(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    ln = _mod(v, "long_night")
    if ln is not None:
        left = int(d["despair"])
        if left > 0:
            ln.setdefault("despair", {})[d["survivor"]] = left
        else:
            ln.setdefault("despair", {}).pop(d["survivor"], None)


@on("HelplessMadeUnruly", "UnrulyCalmed")
def _unruly(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    ln = _mod(v, "long_night")
    if ln is not None:
        ln["unruly"] = int(d["unruly"])


@on("TrapPlaced")
def _trap_placed(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    ln = _mod(v, "long_night")
    if ln is not None:
        loc = v.loc(d["location"]) or {}
        traps = ln.setdefault("traps", {}).setdefault(
            d["location"], [0] * len(loc.get("zombies", [0])))
        traps[int(d["entrance"])] = int(d["traps"])


@on("TrapExploded", "TrapRemoved")
def _trap_gone(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    ln = _mod(v, "long_night")
    if ln is not None:
        traps = (ln.get("traps") or {}).get(d["location"])
        e_ = int(d.get("entrance", 0))
        if traps and traps[e_] > 0:
            traps[e_] -= 1


# ---------------------------------------------------------------------------- improvements
@on("ProgressAdded")
def _progress(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    imp = _mod(v, "improvements")
    if imp is not None:
        for it in imp.get("row", []):
            if it.get("id") == d["improvement"]:
                it["progress"] = int(d["progress"])


@on("ImprovementCompleted")
def _completed(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    imp = _mod(v, "improvements")
    if imp is not None:
        # its space stays open until the next improvement is revealed into it
        imp["row"] = [it if it.get("id") != d["improvement"] else {"id": None}
                      for it in imp.get("row", [])]
        if d["improvement"] not in imp.setdefault("done", []):
            imp["done"].append(d["improvement"])


@on("ImprovementRevealed")
def _revealed(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    imp = _mod(v, "improvements")
    if imp is not None:
        iid = d["improvement"]
        spec = getattr(content, "improvements", {}).get(iid) if content is not None else None
        needed = int(getattr(spec, "progress", 0) or 0)
        new = {"id": iid, "progress": 0, "needed": needed}
        row = imp.setdefault("row", [])
        free = [i for i, it in enumerate(row) if it.get("id") is None]
        if free:
            row[free[0]] = new
        else:
            row.append(new)
        imp["deck"] = int(d.get("deck", imp.get("deck", 0)))


# ---------------------------------------------------------------------------- bandits
@on("BanditsPlaced", "BanditRemoved")
def _bandits(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    b = _mod(v, "bandits")
    lid = d.get("location")
    if b is None or lid is None:
        return
    n = int(d["bandits"])
    where = b.setdefault("bandits", {})
    if n > 0:
        where[lid] = n
    else:
        where.pop(lid, None)
    count = int(d.get("count", 0))
    if e.type == "BanditsPlaced":
        b["supply"] = max(0, int(b.get("supply", 0)) - count)
    elif d.get("to") == "out_of_game":
        b["out_of_game"] = int(b.get("out_of_game", 0)) + count
    else:
        b["supply"] = int(b.get("supply", 0)) + count


@on("BanditsScavenged")
def _scavenged(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    b = _mod(v, "bandits")
    if b is not None:
        stock = b.setdefault("stockpile", [])
        stock.extend(c for c in d.get("cards", []) if c not in stock)


@on("StockpileTaken")
def _taken(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    b = _mod(v, "bandits")
    if b is not None and d.get("card") in b.get("stockpile", []):
        b["stockpile"].remove(d["card"])


# ---------------------------------------------------------------------------- raxxon
@on("ContainmentDiePlaced")
def _die_placed(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    r = _mod(v, "raxxon")
    if r is not None:
        r.setdefault("dice", []).append([d.get("player"), int(d["value"])])


@on("ContainmentChecked")
def _checked(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    r = _mod(v, "raxxon")
    if r is not None:
        r["dice"] = []


@on("ExperimentContained", "ExperimentDiscarded", "EncounterRevealed")
def _experiment_off(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    r = _mod(v, "raxxon")
    if r is None:
        return
    card = d.get("card")
    if e.type == "EncounterRevealed" and card not in r.setdefault("encounters", []):
        r["encounters"].append(card)
    elif e.type in ("ExperimentDiscarded", "ExperimentContained"):
        r.setdefault("discarded", []).append(card)


@on("ExperimentRevealed")
def _experiment_top(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    r = _mod(v, "raxxon")
    if r is not None:
        r["experiment_top"] = d.get("card")
        r["experiments_left"] = int(d.get("left", 0))


@on("EncounterDiscarded")
def _encounter_gone(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    r = _mod(v, "raxxon")
    if r is not None and d.get("card") in r.get("encounters", []):
        r["encounters"].remove(d["card"])


def _specials_count(v: Draft, lid: Any, e_: int, delta: int) -> None:
    loc = v.loc(lid)
    if loc is not None and isinstance(loc.get("specials"), list) and e_ < len(loc["specials"]):
        loc["specials"][e_] = max(0, int(loc["specials"][e_]) + delta)


@on("SpecialZombiePlaced")
def _special_placed(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    r = _mod(v, "raxxon")
    if r is None:
        return
    e_ = int(d.get("entrance", 0))
    r.setdefault("specials", []).append({"id": d["id"], "type": d["type"], "card": d.get("card"),
                                         "loc": d["location"], "entrance": e_})
    _specials_count(v, d["location"], e_, +1)


@on("SpecialZombieKilled", "SpecialZombieRemoved")
def _special_gone(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    r = _mod(v, "raxxon")
    if r is None:
        return
    for z in list(r.get("specials", [])):
        if z.get("id") == d["id"]:
            r["specials"].remove(z)
            _specials_count(v, z.get("loc"), int(z.get("entrance", 0)), -1)


@on("SpecialZombieMoved")
def _special_moved(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    r = _mod(v, "raxxon")
    if r is None:
        return
    for z in r.get("specials", []):
        if z.get("id") == d["id"]:
            _specials_count(v, z.get("loc"), int(z.get("entrance", 0)), -1)
            z["loc"], z["entrance"] = d["to"], int(d.get("entrance", 0))
            _specials_count(v, d["to"], int(d.get("entrance", 0)), +1)


@on("SideEffectEquipped")
def _side_effect(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    r = _mod(v, "raxxon")
    if r is None:
        return
    deck = r.setdefault("side_effect_deck", [])
    if d.get("card") in deck:
        deck.remove(d["card"])
    r.setdefault("side_effects", {}).setdefault(d["survivor"], []).append(d.get("card"))


LN_FOLDED = frozenset({
    "DespairAdded", "DespairRemoved", "HelplessMadeUnruly", "UnrulyCalmed", "TrapPlaced",
    "TrapExploded", "TrapRemoved", "ProgressAdded", "ImprovementCompleted",
    "ImprovementRevealed", "BanditsPlaced", "BanditRemoved", "BanditsScavenged",
    "StockpileTaken", "ContainmentDiePlaced", "ContainmentChecked", "ExperimentContained",
    "ExperimentDiscarded", "EncounterRevealed", "ExperimentRevealed", "EncounterDiscarded",
    "SpecialZombiePlaced", "SpecialZombieKilled", "SpecialZombieRemoved",
    "SpecialZombieMoved", "SideEffectEquipped",
})
