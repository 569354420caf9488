"""The Long Night pack's crises, crossroads, objectives and module cards, checked as data.

What is checked here needs no game engine: the component counts of RULES.md §25, the
bandit numbers of every crisis (BAND-04, NS-45), module tags wherever a card uses a
module's rules (LN-03, LN-05), the experiment deck (RAX-03, RAX-12, RAX-19, RAX-20), the two
introductory scenarios (SCEN-01, SCEN-B-02) and, for every card of these kinds, that its
printed text says what its data does (:func:`text_issues`, the pack's STYLE.md): every
operation, amount, location and compared number appears in the text, and every number in
the text comes from the data.  The checker is generic: it reads the effect language, not
card ids, so new cards are covered without editing this file.

The pack is loaded with the content loader (schema and cross-references validated); the
engine-level tests of the same cards are in ``test_ln_module_cards.py``.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from pydantic import BaseModel

from game.content.loader import bundled_packs_dir, load_pack
from game.content.pack import SECTIONS
from game.content.schema import Quantity, per_players
from tests.content.test_ln_names import MODULE_TAG

PACK = bundled_packs_dir() / "long_night"
MODULES = ("improvements", "bandits", "raxxon")


# ============================================================================ reading
C = load_pack(PACK)
CARDS: dict[str, dict[str, Any]] = {k: getattr(C, k) for k in SECTIONS}
CRISES = CARDS["crises"]
CROSSROADS = CARDS["crossroads"]
MAINS = CARDS["main_objectives"]
SECRETS = CARDS["secret_objectives"]
SCEN_OBJ = CARDS["scenario_objectives"]
SCENARIOS = CARDS["scenarios"]
IMPROVEMENTS = CARDS["improvements"]
EXPERIMENTS = CARDS["experiments"]
ZOMBIES = CARDS["special_zombies"]
SIDE_EFFECTS = CARDS["side_effects"]


def place_name(ref: str) -> str:
    """A location's printed name."""
    return str(C.locations[ref].name)


# ============================================================================ walking data
def walk(node: Any) -> Iterator[BaseModel]:
    """Every pydantic model inside ``node`` (operations, conditions, quantities, ...)."""
    if isinstance(node, BaseModel):
        yield node
        for name in type(node).model_fields:
            yield from walk(getattr(node, name))
    elif isinstance(node, (list, tuple)):
        for x in node:
            yield from walk(x)


def ops(node: Any) -> list[BaseModel]:
    return [m for m in walk(node) if hasattr(m, "op") and isinstance(m.op, str)]


def numbers(node: Any) -> set[int]:
    """Every number an effect or condition can print: amounts, counts, thresholds."""
    out: set[int] = set()
    for m in walk(node):
        for name in ("amount", "count", "n", "keep", "progress", "max"):
            v = getattr(m, name, None)
            if isinstance(v, int) and not isinstance(v, bool):
                out.add(abs(v))
            elif isinstance(v, dict):  # a number by player count: its numbers and the
                for x in v.values():  # counts it names, the unlisted ones included ("10
                    if isinstance(x, dict):  # with 2 or 3 players": the nearest listed
                        out.update(abs(y) for y in x.values())  # count); a module's
                        out.update(int(k) for k in x if k.isdigit())  # numbers too
                    else:
                        out.add(abs(x))
                out.update(int(k) for k in v if k.isdigit())
                usual = per_players(v, 4)
                out.update(p for p in range(2, 6) if per_players(v, p) != usual)
        for name in ("roll", "values"):
            v = getattr(m, name, None)
            if isinstance(v, list):
                out.update(x for x in v if isinstance(x, int))
        if getattr(m, "op", None) == "dice" and getattr(m, "mode", "") == "lose":
            out.add(1)
    return out


def digits(text: str) -> set[int]:
    return {int(x) for x in re.findall(r"(?<![A-Za-z])\d+", text)}


# ============================================================================ the text model
PLACE_WORDS = {
    "colony": "colony", "random": "random location", "each_non_colony": "each non-colony",
    "choose": "of your choice", "choose_any": "of your choice",
}


def _n(n: int, noun: str) -> str:
    """``2 zombies`` / ``1 zombie`` as a regex (plural optional)."""
    return rf"\b{n} (more )?{noun}s?\b"


def op_patterns(o: Any) -> list[str]:
    """Regexes (case-insensitive) that the card text must contain for operation ``o``:
    the wording of STYLE.md for its kind and number."""
    k = o.op
    c = getattr(o, "count", 1)
    pats: list[str] = []
    if k in ("food", "morale"):
        verb = "gain" if o.amount > 0 else "lose"
        pats.append(rf"{verb}s? {abs(o.amount)} (more )?{k}")
    elif k == "zombies_add":
        pats.append(_n(c, "zombie"))
    elif k == "zombies_kill":
        pats.append(rf"kills? {c} zombies?")
        if not (o.by_acting and o.exposure):
            pats.append(r"no exposure roll")
    elif k == "zombies_remove":
        pats.append(rf"remove {c} zombies?")
    elif k == "barricade":
        pats.append(rf"add {c} barricades?")
    elif k == "barricade_remove":
        pats.append(rf"remove {c} explosive traps?" if o.traps else rf"remove {c} barricades?")
    elif k == "noise":
        pats.append(_n(c, "noise token"))
    elif k == "noise_remove":
        pats.append(rf"remove {c} noise tokens?")
    elif k == "wound":
        pats.append(rf"suffers? {c} (more )?{o.kind}s?")
    elif k == "heal":
        pats.append(rf"remove (up to )?{c} (normal )?wound")
    elif k == "despair":
        pats.append(rf"suffers? {c} despair")
    elif k == "despair_remove":
        pats.append(rf"removes? {c} despair tokens?")
    elif k == "unruly":
        pats.append(rf"make {c} helpless survivors? unruly" if o.mode == "make"
                    else rf"calm {c} unruly helpless survivors?")
    elif k == "helpless_add":
        pats.append(rf"add {c} {'unruly ' if o.unruly else ''}helpless survivors?")
    elif k == "helpless_kill":
        pats.append(rf"kill {c} helpless survivors?")
    elif k == "trap":
        pats.append(rf"place {c} explosive traps?")
    elif k == "bandits_add":
        pats.append(rf"place {c} bandits?")
    elif k == "bandits_remove":
        pats.append(rf"remove {c} bandits?")
    elif k == "stockpile_take":
        pats.append(rf"take {c} cards? from the bandits' stockpile")
    elif k == "progress":
        pats.append(rf"put {c} progress markers?")
    elif k == "transfer_cards":
        pats.append(rf"\b{c} (random )?cards?\b")
    elif k == "survivor_gain":
        pats.append(r"draw 1 survivor card and keep it as a follower" if c == 1
                    else rf"draw {c} survivor cards; keep {o.keep} ")
    elif k == "draw":
        src = ("the leftover starting items" if o.deck == "starting"
               else f"the {place_name(o.deck)} deck")
        pats.append(rf"draw {c} cards? from {re.escape(src)}")
    elif k in ("discard", "lose_cards"):
        kind = rf"{o.item_type} " if o.item_type else r"(random )?"
        pats.append(rf"{c} {kind}cards?")
        pats.append(r"waste pile" if k == "discard" else r"from the game")
    elif k == "waste_clean":
        pats.append(rf"remove the top {c} cards of the waste pile")
    elif k == "waste_add":
        pats.append(rf"put the top {c} cards of the {re.escape(place_name(o.deck))} deck")
    elif k == "search_deck":
        pats.append(rf"look through the {re.escape(place_name(o.deck))} deck for an? "
                    rf"{o.item_type} card")
    elif k == "dice":
        if o.mode == "lose":
            which = "lowest" if o.lowest else "highest"
            pats.append(rf"lose your {which} unused action die" if c == 1
                        else rf"lose your {c} {which} unused action dice")
        elif o.mode == "gain":
            pats.append(rf"roll {c} new action dic?e")
        elif o.mode == "raise":
            pats.append(rf"add {c} to one of your unused action dice")
        else:
            pats.append(r"re-roll all of your unused action dice")
    elif k == "move_survivor":
        pats.append(r"\bmove")
        pats.append(r"exposure roll")
    elif k == "place_survivor":
        pats.append(r"\bplace")
    elif k == "kill_survivor":
        pats.append(r"\bremove" if o.remove else r"\bkill")
    elif k == "vote":
        pats.append(re.escape(o.question.rstrip("?").lower()))
    elif k == "for_each":
        pats.append({"player": r"each player", "other_player": r"each other player",
                     "own_survivor": r"each of your survivors",
                     "survivor_here": r"each survivor at",
                     "survivor_at_colony": r"each survivor at the colony"}[o.over])
    elif k == "release":
        pats.append(r"release the top glasshill experiment")
    elif k == "special_zombie_kill":
        pats.append(r"is killed")
    elif k == "special_zombie_move":
        pats.append(r"\bmoves?\b|slips away")
    elif k == "special_zombie_add":
        pats.append(rf"place {c} more {re.escape(ZOMBIES[o.zombie].name.lower())}")
    elif k == "side_effect":
        pats.append(r"side effect")
    # where it happens
    for attr in ("at", "to"):
        ref = getattr(o, attr, None)
        if not isinstance(ref, str) or ref == "here" or k in ("noise_remove",) and ref == "here":
            continue
        word = PLACE_WORDS.get(ref)
        pats.append(re.escape((word or place_name(ref)).lower()))
    return pats


def text_issues(text: str, effect: Any, extra_numbers: set[int] = frozenset()) -> list[str]:
    """What ``text`` fails to say about ``effect`` (and numbers it makes up)."""
    low = " ".join(text.lower().split())
    out = []
    for o in ops(effect):
        for pat in op_patterns(o):
            if not re.search(pat, low, re.IGNORECASE):
                out.append(f"{o.op}: text lacks /{pat}/")
    for m in walk(effect):  # the thresholds of its conditions ("if ...") are printed too
        n = getattr(m, "n", None)
        if getattr(m, "cond", None) == "compare" and isinstance(n, int) and n > 1:
            if n not in digits(text):
                out.append(f"threshold {n} is not printed")
    stray = digits(text) - numbers(effect) - set(extra_numbers)
    if stray:
        out.append(f"numbers {sorted(stray)} in the text are not in the data")
    return out


def goal_issues(text: str, cond: Any, extra_numbers: set[int] = frozenset()) -> list[str]:
    """Every threshold of a condition is printed (0 and 1 may be words), and every number
    printed is a threshold."""
    out = []
    nums = numbers(cond) | set(extra_numbers)
    for m in walk(cond):
        n = getattr(m, "n", None)
        for x in (n.values() if isinstance(n, dict) else [n]):  # by player count: each
            if getattr(m, "cond", None) == "compare" and isinstance(x, int) and x > 1:
                if x not in digits(text):
                    out.append(f"threshold {x} is not printed")
    stray = digits(text) - nums
    if stray:
        out.append(f"numbers {sorted(stray)} in the text are not in the data")
    return out


# ============================================================================ counts (§25)
def test_ln_component_counts_of_the_card_kinds() -> None:
    """RULES.md §25.1 (LN column) for the kinds of this part of the pack."""
    kinds = Counter(o.kind for o in SECRETS.values())
    assert len(CRISES) == 22
    assert len(CROSSROADS) == 70
    assert sum(c.mature for c in CROSSROADS.values()) == 9
    assert len(MAINS) == 8
    assert kinds == {"normal": 24, "betrayal": 11, "exiled": 5}
    assert len(IMPROVEMENTS) == 10
    assert len(EXPERIMENTS) == 12
    assert len(SIDE_EFFECTS) == 6
    assert len(SCEN_OBJ) == 6


def test_rax_20_twelve_types_nineteen_standees() -> None:
    """RAX-20 / NS-11 / NS-13: 12 special zombie types, 19 standees, original names."""
    assert len(ZOMBIES) == 12
    assert sum(z.standees for z in ZOMBIES.values()) == 19
    published = {"claw", "hunter", "scavenger", "glacier", "tank", "screamer", "carrier",
                 "hydra", "assassin", "vomiter", "stench", "siren", "garra", "caçador",
                 "catador", "geleira", "tanque", "berreiro", "portadora", "hidra",
                 "assassina", "vomitícia", "catinga", "sereia"}
    for z in ZOMBIES.values():
        assert not set(z.name.lower().split()) & published, z.name


def test_ln_03_main_objectives_cover_every_module() -> None:
    """LN-03: at least one main objective per module, and module-free ones for a plain
    Long Night game; both sides of each set morale and rounds (COMP-04, SETUP-07)."""
    mods = Counter(m.module for m in MAINS.values())
    assert all(mods[m] >= 1 for m in MODULES)
    assert mods[None] >= 4
    for m in MAINS.values():
        assert m.normal.goal != m.hard.goal, m.id
        assert m.hard.morale <= m.normal.morale, m.id


# ============================================================================ crises
def test_band_04_every_crisis_prints_bandit_numbers() -> None:
    """BAND-04 / NS-45 (docs/DECISIONS.md): 2 or 3 numbers per crisis, standard locations
    1..6 only, and an even spread over the deck."""
    spread: Counter[int] = Counter()
    for c in CRISES.values():
        assert 2 <= len(c.bandits) <= 3, c.id
        assert all(1 <= n <= 6 for n in c.bandits), c.id
        spread.update(c.bandits)
    assert set(spread) == set(range(1, 7))
    assert max(spread.values()) - min(spread.values()) <= 1, spread


@pytest.mark.parametrize("cid", sorted(CRISES))
def test_crisis_text_matches_its_data(cid: str) -> None:
    c = CRISES[cid]
    assert text_issues(c.text, c.effect) == []
    if c.optional is not None:
        assert text_issues(c.optional.text, c.optional.effect, {c.optional.per}) == []
        if c.optional.per > 1:
            assert str(c.optional.per) in c.optional.text


# ============================================================================ crossroads
@pytest.mark.parametrize("cid", sorted(CROSSROADS))
def test_crossroads_text_matches_its_data(cid: str) -> None:
    card = CROSSROADS[cid]
    assert card.trigger_text.split()[0] in ("When", "At", "After"), "a trigger is a clause"
    assert not card.trigger_text.endswith(".")
    assert goal_issues(card.trigger_text, card.trigger.when) == []
    if card.trigger.at is not None and card.trigger.at != "colony":
        assert place_name(card.trigger.at) in card.trigger_text
    for i, o in enumerate(card.options):
        assert text_issues(o.text, o.effect, numbers(o.requires)) == [], (i, o.label)
        only = f"({MODULE_TAG[o.module]} only) " if o.module else None
        assert o.text.startswith(only) if only else "only) " not in o.text, (i, o.label)
    adds = any(x.op in ("helpless_add", "survivor_gain") for x in ops(card.options))
    assert card.adds_survivor == adds, "XROADS-10: adds_survivor marks cards that add one"


def _module_uses(node: Any) -> set[str]:
    """The modules whose rules a piece of data needs (LN-05)."""
    needs = {
        "bandits": {"bandits_add", "bandits_remove", "stockpile_take", "attack_bandit",
                    "hideout", "bandits", "stockpile", "bandit_leader"},
        "improvements": {"progress", "improvements_done"},
        "raxxon": {"release", "special_zombie_add", "special_zombie_move",
                   "special_zombie_kill", "side_effect", "special_zombies",
                   "attack_special_zombie", "containment", "pill", "acting_at_raxxon"},
    }
    words: set[str] = set()
    for m in walk(node):
        for name in ("op", "q", "on", "flag"):
            v = getattr(m, name, None)
            if isinstance(v, str):
                words.add(v)
        for name in ("at", "to", "deck"):
            v = getattr(m, name, None)
            loc = C.locations.get(v) if isinstance(v, str) else None
            if loc is not None and loc.module:
                words.add(f"location:{loc.module}")
    out = {mod for mod, keys in needs.items() if words & keys}
    out |= {w.split(":")[1] for w in words if w.startswith("location:")}
    return out


SECTIONS_WITH_MODULES = ("crises", "crossroads", "main_objectives", "secret_objectives")


@pytest.mark.parametrize("section", SECTIONS_WITH_MODULES)
def test_ln_05_module_rules_only_on_module_cards(section: str) -> None:
    """LN-03 / LN-05: a card (or a crossroads option) that uses a module's rules carries
    that module's tag, so it is only dealt or offered with the module in play."""
    bad = []
    for cid, card in CARDS[section].items():
        parts: list[tuple[Any, Any]] = [(card.module, card.model_copy(update={"options": []})
                                         if section == "crossroads" else card)]
        if section == "crossroads":
            parts += [(o.module or card.module, o) for o in card.options]
        for tag, part in parts:
            data = part
            if section == "crises":  # the printed bandit numbers are ignored without it
                data = part.model_copy(update={"bandits": []})
            for mod in _module_uses(data):
                if tag != mod:
                    bad.append((cid, mod))
    assert bad == []


def test_ln_crossroads_use_every_long_night_rule() -> None:
    """Issue 14: the crossroads use despair, unruly helpless, traps, the Graveyard,
    bandits, improvements and Raxxon."""
    words = Counter()
    for card in CROSSROADS.values():
        for m in walk(card):
            for name in ("op", "q", "on"):
                v = getattr(m, name, None)
                if isinstance(v, str):
                    words[v] += 1
    for need in ("despair", "despair_remove", "unruly", "helpless_add", "trap", "graveyard",
                 "bandits_add", "bandits_remove", "progress", "release", "unruly_flip",
                 "attack_bandit", "hideout", "attack_special_zombie", "containment", "pill",
                 "transfer_cards"):
        assert words[need] >= 1, need
    assert sum(1 for c in CROSSROADS.values() if c.module) >= 20


# ============================================================================ objectives
def _side_numbers(side: Any) -> set[int]:
    nums = {side.morale, side.rounds, side.food, side.helpless}
    for p in side.placements:
        nums |= {p.zombies, p.barricades}
    return {n for n in nums if isinstance(n, int)}


def _setup_issues(side: Any) -> list[str]:
    if not side.setup_text:
        return []
    out = []
    text = side.setup_text
    if side.morale is not None and f"Morale {side.morale}." not in text:
        out.append("morale")
    if side.rounds is not None and f"Round track {side.rounds}." not in text:
        out.append("rounds")
    if side.food and f"{side.food} food token" not in text:
        out.append("food")
    if side.helpless and f"{side.helpless} helpless survivor" not in text:
        out.append("helpless")
    for p in side.placements:
        if p.zombies and f"{p.zombies} zombie" not in text and f" {p.zombies} to " not in text:
            out.append(f"zombies at {p.at}")
    stray = digits(text) - _side_numbers(side)
    if stray:
        out.append(f"numbers {sorted(stray)}")
    return out


@pytest.mark.parametrize("hard", [False, True], ids=["normal", "hard"])
@pytest.mark.parametrize("oid", sorted(MAINS) + sorted(SCEN_OBJ))
def test_objective_text_matches_its_data(oid: str, hard: bool) -> None:
    card = MAINS.get(oid) or SCEN_OBJ[oid]
    side = card.hard if hard else card.normal
    assert goal_issues(side.goal_text, side.goal) == []
    assert _setup_issues(side) == []


@pytest.mark.parametrize("oid", sorted(SECRETS))
def test_secret_objective_text_matches_its_data(oid: str) -> None:
    card = SECRETS[oid]
    # the infiltrator also prints the engine's "morale 0" clause (SCEN-B-09)
    infiltrator = {0} if any(sc.betrayal == oid for sc in SCENARIOS.values()) else set()
    assert goal_issues(card.text, card.goal, infiltrator) == []
    lead = {"normal": "The main objective is completed", "betrayal": "Betrayal",
            "exiled": "Exiled — "}[card.kind]
    assert card.text.startswith(lead)
    assert card.needs_main_objective == (card.kind == "normal")
    assert card.non_cooperative or card.kind == "normal"
    if card.kind == "exiled":
        said = "replaces" if card.mode == "replace" else "keep your secret objective"
        assert said in card.text


def test_scen_01_each_scenario_has_three_stages_in_order() -> None:
    """SCEN-01/03/05: R1-R3 and B1-B3, stage 1 sets the game up, every stage has its
    narrative texts, and the Raxxon scenario's people are set aside (SCEN-R-02)."""
    for sid, sc in SCENARIOS.items():
        stages = sorted((o.stage, o.name) for o in SCEN_OBJ.values() if o.scenario == sid)
        letter = "R" if sid == "raxxon_intro" else "B"
        assert [s for s, _ in stages] == [1, 2, 3]
        assert [n.split(":")[0] for _, n in stages] == [f"{letter}1", f"{letter}2", f"{letter}3"]
        assert sc.intro
    for o in SCEN_OBJ.values():
        assert len(o.story) > 80 and len(o.complete_text) > 80, o.id
    assert set(SCENARIOS) == {"raxxon_intro", "bandits_intro"}


def test_scen_b_02_the_infiltrator_is_a_bandits_betrayal_card_tied_to_b2() -> None:
    """SCEN-B-02/03: the scenario names one betrayal card; its goal needs stage B2 done."""
    oid = SCENARIOS["bandits_intro"].betrayal
    card = SECRETS[oid]
    assert card.kind == "betrayal" and card.module == "bandits"
    stages = [m for m in walk(card.goal) if getattr(m, "cond", None) == "stage"]
    assert [m.n for m in stages] == [3, 1]  # B2 done; or, outside a scenario, a plain goal
    assert card.text.startswith("Betrayal. In the Bandits scenario:")


def test_scen_r_04_scenario_item_is_in_the_raxxon_deck() -> None:
    """SCEN-R-04: the starting item is an equip card of the Raxxon deck."""
    item = C.items[SCENARIOS["raxxon_intro"].starting_item]
    rax = C.locations[item.deck]
    assert item.kind == "equip" and rax.kind == "raxxon" and item.module == "raxxon"
    assert item.equip is not None
    assert item.text.startswith("Equip.") and item.equip.text in item.text


# ============================================================================ modules
@pytest.mark.parametrize("iid", sorted(IMPROVEMENTS))
def test_impr_04_improvement_text_matches_its_data(iid: str) -> None:
    """IMPR-03/04, NS-10: progress 3..6, a permanent effect, text saying it."""
    card = IMPROVEMENTS[iid]
    assert 3 <= card.progress <= 6
    nums = {m.amount for m in card.modifiers}
    assert text_issues(card.text, card.on_complete + card.each_round, nums) == []
    if card.on_complete:
        assert card.text.startswith("When completed:")
    if card.each_round:
        assert "At the start of every round" in card.text
    words = {"pay_food_minus": "Pay Food", "waste_allowance": "Check Waste",
             "colony_zombies_minus": "Add Zombies", "crisis_target_minus": "crisis",
             "attack_bonus": "attack value", "search_draw_extra": "search",
             "no_exposure_move": "no exposure roll",
             "search_bonus": "search value"}
    for m in card.modifiers:
        assert words[m.kind] in card.text
        if m.kind != "no_exposure_move":
            assert str(m.amount) in card.text


def test_impr_05_improvement_costs_fit_the_marker_supply() -> None:
    """IMPR-05: no card needs more than the 12 progress markers; the row of 4 is
    affordable (NS-47, docs/DECISIONS.md)."""
    costs = sorted(c.progress for c in IMPROVEMENTS.values())
    assert max(costs) <= 12 and sum(costs[:4]) <= 14


def test_rax_12_each_experiment_releases_its_own_type() -> None:
    """RAX-12 / RAX-19: every type is released by exactly one experiment card (the
    Encounter side is that type's table) and never more standees than exist."""
    released: Counter[str] = Counter()
    for e in EXPERIMENTS.values():
        assert len(e.audio_log.releases) == 1, e.id
        r = e.audio_log.releases[0]
        assert r.count <= ZOMBIES[r.zombie].standees, e.id
        released[r.zombie] += 1
        assert e.encounter.text.startswith(ZOMBIES[r.zombie].name), e.id
    assert released == Counter({z: 1 for z in ZOMBIES})


@pytest.mark.parametrize("eid", sorted(EXPERIMENTS))
def test_rax_18_encounter_table_and_code_match_their_text(eid: str) -> None:
    """RAX-09/18, NS-11/13/40: the code line names the code; each encounter row says
    what it does; at least one face kills the special zombie."""
    e = EXPERIMENTS[eid]
    code = e.audio_log.code
    assert code.text.startswith("Containment code:")
    want = {"exact": set(code.values), "sum": {code.n}, "sum_at_least": {code.n},
            "doubles": set(range(code.n, 7)) if code.n > 1 else set()}[code.kind]
    assert digits(code.text) == want
    pair = code.kind == "exact" and code.values[0] == code.values[1]
    assert {"doubles": "double", "sum": "adding up to", "sum_at_least": "or more",
            "exact": "double" if pair else " and "}[code.kind] in code.text
    if code.kind == "doubles" and code.n <= 1:
        assert "any double" in code.text
    kills = 0
    name = ZOMBIES[e.audio_log.releases[0].zombie].name
    for row in e.encounter.rows:
        assert text_issues(row.text, row.effect) == [], row.roll
        kills += any(o.op == "special_zombie_kill" for o in ops(row.effect))
        for o in ops(row.effect):
            if o.op in ("special_zombie_kill", "special_zombie_move"):
                assert name in row.text
    assert kills >= 1
    assert not digits(e.audio_log.text), "the Audio Log story gives no numbers away"


@pytest.mark.parametrize("sid", sorted(SIDE_EFFECTS))
def test_rax_07_side_effect_text_matches_its_data(sid: str) -> None:
    card = SIDE_EFFECTS[sid]
    eq = card.equip
    assert card.text == eq.text
    assert text_issues(eq.text, eq.effect, {m.amount for m in eq.modifiers}) == []
    words = {"search_bonus": "search value", "attack_bonus": "attack value",
             "no_exposure_attack": "no exposure roll after killing",
             "no_exposure_move": "no exposure roll for moving",
             "helpless_food": "costs no food", "extra_kill": "kills 1 more zombie"}
    for m in eq.modifiers:
        assert words[m.kind] in eq.text
    if eq.frequency != "unlimited":
        assert eq.text.startswith({"once_per_turn": "Once per turn",
                                   "once_per_round": "Once per round"}[eq.frequency]) or \
            f"{eq.frequency.replace('_', ' ').capitalize()}" in eq.text


# ============================================================================ originality
PUBLISHED_TITLES = {  # published Long Night card titles found in public previews
    "medicine shortage", "the night is dark", "the vault", "school bus", "hunger",
    "kidnapping", "revolt", "tribute", "raxxon blueprint", "infiltrated bandit",
    "the code and the chimp", "bandit attack",
}


def test_titles_are_original() -> None:
    """House rule: no published title; names unique within the pack."""
    names = [c.name.lower() for section in ("crises", "crossroads", "main_objectives",
                                           "secret_objectives", "improvements",
                                           "experiments", "side_effects", "scenarios",
                                           "scenario_objectives") for c in CARDS[section].values()]
    assert not set(names) & PUBLISHED_TITLES
    assert len(names) == len(set(names))
    for name in names:
        assert not any(t in name for t in ("kidnap", "tribute", "blueprint", "infiltrat"))


def test_quantities_used_exist() -> None:
    """Every quantity the cards read is part of the effect language (guards typos the
    schema would also refuse, with the card id in the message)."""
    names = set(Quantity.model_fields["q"].annotation.__args__)  # type: ignore[union-attr]
    for section in SECTIONS_WITH_MODULES:
        for cid, card in CARDS[section].items():
            for m in walk(card):
                if isinstance(m, Quantity):
                    assert m.q in names, (cid, m.q)
