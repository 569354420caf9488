"""The Raxxon module's events folded into the presented view's ``modules`` (the presenter's
registry, :mod:`game.client.table.presenter`; see :mod:`game.client.modules.long_night.present`)."""

from __future__ import annotations

from typing import Any

from game.client.modules.long_night.present import module_part
from game.client.table.presenter import Draft, on


@on("ContainmentDiePlaced")
def _die_placed(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    r = module_part(v, "raxxon")
    if r is not None:
        r.setdefault("dice", []).append([d.get("player"), int(d["value"])])


@on("ContainmentChecked")
def _checked(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    r = module_part(v, "raxxon")
    if r is not None:
        r["dice"] = []


@on("ExperimentContained", "ExperimentDiscarded", "EncounterRevealed")
def _experiment_off(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    r = module_part(v, "raxxon")
    if r is None:
        return
    card = d.get("card")
    if e.type == "EncounterRevealed" and card not in r.setdefault("encounters", []):
        r["encounters"].append(card)
    elif e.type in ("ExperimentDiscarded", "ExperimentContained"):
        r.setdefault("discarded", []).append(card)


@on("ExperimentRevealed")
def _experiment_top(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    r = module_part(v, "raxxon")
    if r is not None:
        r["experiment_top"] = d.get("card")
        r["experiments_left"] = int(d.get("left", 0))


@on("EncounterDiscarded")
def _encounter_gone(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    r = module_part(v, "raxxon")
    if r is not None and d.get("card") in r.get("encounters", []):
        r["encounters"].remove(d["card"])


def _specials_count(v: Draft, lid: Any, e_: int, delta: int) -> None:
    loc = v.loc(lid)
    if loc is not None and isinstance(loc.get("specials"), list) and e_ < len(loc["specials"]):
        loc["specials"][e_] = max(0, int(loc["specials"][e_]) + delta)


@on("SpecialZombiePlaced")
def _special_placed(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    r = module_part(v, "raxxon")
    if r is None:
        return
    e_ = int(d.get("entrance", 0))
    r.setdefault("specials", []).append({"id": d["id"], "type": d["type"], "card": d.get("card"),
                                         "loc": d["location"], "entrance": e_})
    _specials_count(v, d["location"], e_, +1)


@on("SpecialZombieKilled", "SpecialZombieRemoved")
def _special_gone(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    r = module_part(v, "raxxon")
    if r is None:
        return
    for z in list(r.get("specials", [])):
        if z.get("id") == d["id"]:
            r["specials"].remove(z)
            _specials_count(v, z.get("loc"), int(z.get("entrance", 0)), -1)


@on("SpecialZombieMoved")
def _special_moved(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    r = module_part(v, "raxxon")
    if r is None:
        return
    for z in r.get("specials", []):
        if z.get("id") == d["id"]:
            _specials_count(v, z.get("loc"), int(z.get("entrance", 0)), -1)
            z["loc"], z["entrance"] = d["to"], int(d.get("entrance", 0))
            _specials_count(v, d["to"], int(d.get("entrance", 0)), +1)


@on("SideEffectEquipped")
def _side_effect(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    r = module_part(v, "raxxon")
    if r is None:
        return
    deck = r.setdefault("side_effect_deck", [])
    if d.get("card") in deck:
        deck.remove(d["card"])
    r.setdefault("side_effects", {}).setdefault(d["survivor"], []).append(d.get("card"))
