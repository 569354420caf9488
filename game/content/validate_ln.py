"""Cross-reference checks of Long Night content (run by :mod:`game.content.validate`).

* Long Night card kinds (improvements, experiments, ...), the Raxxon / Hideout locations
  and module tags only in packs with ``ruleset = "ln"`` (LN-03);
* at most one Raxxon and one Hideout; the Hideout has no item deck (ACT-SEARCH-09); Raxxon
  has one (RAX-02);
* references: special zombie ids (releases, ``special_zombie_add``), side-effect ids,
  improvement ids (``progress``), scenario survivors / items / objectives / decks;
* crisis bandit numbers name a location number (BAND-04, NS-45);
* every scenario that is defined has its three stage objectives, once each (SCEN-01);
* module content is complete enough to play: 4+ improvements for the face-up row
  (IMPR-02), at least one experiment with Raxxon (RAX-03), side effects for the pills
  (RAX-07).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import BaseModel

from game.content.schema import OpProgress, OpSideEffect, OpSpecialZombieAdd
from game.content.schema_ln import Release
from game.content.sections import LN_ONLY, SECTION_ATTRS
from game.content.sections import walk as _walk

if TYPE_CHECKING:
    from game.content.validate import _Checker

IMPROVEMENT_ROW = 4  # IMPR-02


def _pack_ruleset(ch: _Checker, section: str, cid: str) -> str:
    pid = ch.src.pack(section, cid)
    for m in ch.c.manifests:
        if m.id == pid:
            return m.ruleset
    return ch.c.manifests[0].ruleset if ch.c.manifests else "base"


def check_long_night(ch: _Checker) -> None:
    c = ch.c
    # --- Long Night cards only in Long Night packs (LN-03)
    for section in LN_ONLY:
        for cid in getattr(c, section):
            if _pack_ruleset(ch, section, cid) != "ln":
                ch.add(ch.src.file(section, cid), cid, "-",
                       f"[[{section}]] are Long Night cards: the pack needs "
                       "ruleset = \"ln\" in its manifest")
    for section in SECTION_ATTRS[:7]:
        for cid, card in getattr(c, section).items():
            if getattr(card, "module", None) and _pack_ruleset(ch, section, cid) != "ln":
                ch.add(ch.src.file(section, cid), cid, "module",
                       "module cards belong to a Long Night pack: the pack needs "
                       "ruleset = \"ln\" in its manifest")
    # --- special locations
    for kind in ("raxxon", "hideout"):
        locs = [lid for lid, loc in c.locations.items() if loc.kind == kind]
        for lid in locs[1:]:
            ch.add(ch.src.file("locations", lid), lid, "kind",
                   f"only one location may be the {kind} (also '{locs[0]}')")
    for iid, it in c.items.items():
        loc = c.locations.get(it.deck)
        if loc is not None and loc.kind == "hideout":
            ch.add(ch.src.file("items", iid), iid, "deck",
                   "the Bandits' Hideout has no item deck (ACT-SEARCH-09)")
        if it.pill and (loc is None or loc.kind != "raxxon"):
            ch.add(ch.src.file("items", iid), iid, "pill",
                   "pills are found in the Raxxon item deck (RAX-06): deck = the Raxxon id")
    for lid, loc in c.locations.items():
        if loc.kind == "raxxon" and not any(it.deck == lid for it in c.items.values()):
            ch.add(ch.src.file("locations", lid), lid, "deck",
                   "Raxxon needs an item deck (RAX-02): items with deck = "
                   f"'{lid}'")
    # --- crisis bandit numbers (BAND-04, NS-45)
    numbers = {loc.number for loc in c.locations.values() if loc.number is not None}
    for cid, crisis in c.crises.items():
        for i, n in enumerate(crisis.bandits):
            if n not in numbers:
                ch.add(ch.src.file("crises", cid), cid, f"bandits.{i}",
                       f"no location has number {n} (bandit numbers name locations)")
    # --- references inside every card
    for section in SECTION_ATTRS:
        for card in getattr(c, section).values():
            _refs(ch, section, card, _walk)
    # --- scenarios
    for sid, sc in c.scenarios.items():
        file = ch.src.file("scenarios", sid)
        for fld in ("starting_survivor", "joining_survivor"):
            v = getattr(sc, fld)
            if v is not None:
                ch.survivor_ref(file, sid, fld, v)
        for i, v in enumerate(sc.aside):
            ch.survivor_ref(file, sid, f"aside.{i}", v)
        if sc.starting_item is not None:
            start = c.items.get(sc.starting_item)
            if start is None:
                ch.add(file, sid, "starting_item", f"unknown item id '{sc.starting_item}'")
            elif start.kind != "equip":
                ch.add(file, sid, "starting_item",
                       "the starting item is equipped (SCEN-R-04): it must be an equip item")
        if sc.betrayal is not None:
            so = c.secret_objectives.get(sc.betrayal)
            if so is None or so.kind != "betrayal":
                ch.add(file, sid, "betrayal",
                       f"'{sc.betrayal}' is not a betrayal secret objective")
        if sc.start_deck is not None and sc.start_deck not in c.locations:
            ch.add(file, sid, "start_deck", f"unknown location '{sc.start_deck}'")
        stages = sorted(o.stage for o in c.scenario_objectives.values() if o.scenario == sid)
        if stages != [1, 2, 3]:
            ch.add(file, sid, "-", f"the scenario needs one objective of each stage 1, 2, 3 "
                   f"(scenario_objectives with scenario = '{sid}'), found stages {stages}")
    # --- modules complete enough to play
    if c.improvements and len(c.improvements) < IMPROVEMENT_ROW:
        first = next(iter(c.improvements))
        ch.add(ch.src.file("improvements", first), first, "-",
               f"the improvement row needs {IMPROVEMENT_ROW} cards (IMPR-02), "
               f"found {len(c.improvements)}")
    rax = [lid for lid, loc in c.locations.items() if loc.kind == "raxxon"]
    if rax and not c.experiments:
        ch.add(ch.src.file("locations", rax[0]), rax[0], "-",
               "Raxxon needs the experiment deck (RAX-03): at least one [[experiments]]")
    if any(it.pill for it in c.items.values()) and not c.side_effects:
        ch.add("-", "side_effects", "-", "pills need the side-effect deck (RAX-04/07)")


def _refs(ch: _Checker, section: str, card: BaseModel, walk) -> None:  # type: ignore[no-untyped-def]
    c = ch.c
    cid = str(getattr(card, "id", section))
    file = ch.src.file(section, cid)
    for model, name, path, value in walk(card, ""):
        if isinstance(model, (OpSpecialZombieAdd, Release)) and name == "zombie":
            if value not in c.special_zombies:
                ch.add(file, cid, path, f"unknown special zombie '{value}' "
                       "(define it in [[special_zombies]])")
        elif isinstance(model, OpSideEffect) and name == "card":
            if value != "top" and value not in c.side_effects:
                ch.add(file, cid, path, f"unknown side effect '{value}': a "
                       "[[side_effects]] id or \"top\"")
        elif isinstance(model, OpProgress) and name == "improvement":
            if value != "choose" and value not in c.improvements:
                ch.add(file, cid, path, f"unknown improvement '{value}': an "
                       "[[improvements]] id or \"choose\"")
