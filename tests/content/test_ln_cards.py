"""The Long Night pack's survivors and items, exercised through the engine, and its counts.

The card tests reuse the base pack's harness (``tests/content/test_base_cards.py``): each
card is played or used in a normalised game on the Long Night board and compared with the
reference model of its own data.  Cases are read from the pack when the tests are
collected, so cards added to the pack are covered without editing this file.

The games use the engine test fixture's crises, crossroads and objectives (see
:func:`_playable`); a card whose operations the engine does not implement yet is skipped
with that reason (``H.untestable``) and runs as soon as the engine and the reference model
know the operation.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

import pytest

from game.content.loader import bundled_packs_dir, load_base, load_pack
from game.content.pack import Content
from game.engine import modules as M
from tests.content import test_base_cards as H
from tests.content.test_ln_names import MODULE_TAG
from tests.engine.factory import make_content

LN_DIR = bundled_packs_dir() / "long_night"
RAW: Content = load_pack(LN_DIR)
FIXTURE_MAIN = "m1"


def _playable(c: Content) -> Content:
    """The pack's board, survivors and items with the engine fixture's crises, crossroads
    and objectives: the cards under test do not depend on those, and the pack's own use Long
    Night quantities that the engine evaluates only once its modules land."""
    fx = make_content()
    return replace(
        c,
        crises=fx.crises,
        crossroads=fx.crossroads,
        main_objectives=fx.main_objectives,
        secret_objectives=fx.secret_objectives,
    )


# Every module the engine provides on (LN-02): module cards are only dealt into their decks
# with their module; cards of a module the engine does not provide yet are skipped, saying so.
MODULES = frozenset({"improvements", "bandits", "raxxon"}) & frozenset(M.MODULES)
LN = H.Pack(_playable(RAW), FIXTURE_MAIN, {"ruleset": "ln", "modules": MODULES})


# ============================================================================ cards
@pytest.mark.parametrize("iid,v", H.item_cases(RAW))
def test_ln_item_play(iid: str, v: H.V) -> None:
    H.check_item_play(LN, iid, v)


def test_ln_item_declared_food_matches_its_effect() -> None:
    H.check_declared_food(RAW)


@pytest.mark.parametrize("iid,index", H.equip_passive(RAW))
def test_ln_equip_modifier_takes_effect(iid: str, index: int) -> None:
    H.check_equip_modifier(LN, iid, index)


@pytest.mark.parametrize("iid", H.equip_active(RAW))
def test_ln_equip_use(iid: str) -> None:
    H.check_equip_use(LN, iid)


@pytest.mark.parametrize("sid,v", H.ability_cases(RAW))
def test_ln_survivor_ability(sid: str, v: H.V) -> None:
    H.check_survivor_ability(LN, sid, v)


@pytest.mark.parametrize("sid,index", H.passive_survivors(RAW))
def test_ln_survivor_modifier(sid: str, index: int) -> None:
    H.check_survivor_modifier(LN, sid, index)


def test_ln_every_survivor_and_item_is_covered() -> None:
    H.check_every_survivor_is_covered(RAW)
    assert {p.values[0] for p in H.item_cases(RAW)} == set(RAW.items)


# ============================================================================ counts (§25)
STANDARD = {  # number -> the base pack's location with that number (LN-08)
    loc.number: loc for loc in load_base().locations.values() if loc.number is not None
}


def _standard(c: Content) -> list[str]:
    return [lid for lid, loc in c.locations.items() if loc.number in range(1, 7)]


def _special(c: Content, kind: str) -> str:
    (lid,) = [lid for lid, loc in c.locations.items() if loc.kind == kind]
    return lid


def test_ln_pack_counts_match_rules_25() -> None:
    """§25.1/25.2: 1 colony; 9 location cards = 6 standard locations numbered 1..6, Raxxon
    and the Bandits' Hideout (numbered above 6, LN-08) and the Graveyard (not a location,
    LN-07); 20 survivors; 25 starting items; a 20-card item deck for each standard location
    and for Raxxon, which holds pills (RAX-06); the Hideout has no deck (BAND-02)."""
    c = RAW
    assert c.manifests[0].ruleset == "ln" and c.manifests[0].requires == []  # LN-01
    assert c.colony.entrances == 6
    assert sorted(c.locations[lid].number for lid in _standard(c)) == [1, 2, 3, 4, 5, 6]
    rax, hideout = _special(c, "raxxon"), _special(c, "hideout")
    assert len(c.locations) == 8 and c.graveyard is not None
    assert c.locations[rax].module == "raxxon" and c.locations[hideout].module == "bandits"
    assert min(c.locations[rax].number or 7, c.locations[hideout].number or 7) > 6
    assert len(c.survivors) == 20
    copies: Counter[str] = Counter()
    for it in c.items.values():
        copies[it.deck] += it.copies
    assert copies["starting"] == 25
    for lid in [*_standard(c), rax]:
        assert copies[lid] == 20, lid
    assert copies[hideout] == 0
    pills = [it for it in c.items.values() if it.pill]
    assert pills and all(it.deck == rax and it.kind == "event" for it in pills)
    assert all(it.module == "raxxon" for it in c.items.values() if it.deck == rax)


def test_ln_hideout_tables_cover_every_face() -> None:
    """NS-14 / BAND-13: attacking and searching the hideout each roll on a table that
    covers 1..6 once; the table's text names both actions at the place's own name."""
    h = RAW.locations[_special(RAW, "hideout")].hideout
    assert h is not None
    for table in (h.attack, h.search):
        assert sorted(f for row in table for f in row.roll) == [1, 2, 3, 4, 5, 6]
        assert all(row.text for row in table)
    assert h.text.startswith(RAW.locations[_special(RAW, "hideout")].name)
    assert "Attack the Roost:" in h.text and "Search the Roost:" in h.text


def test_ln_decks_follow_their_likelihood_order() -> None:
    """NS-06 / COMP-02: per-type counts of a deck never increase along the location's
    printed likelihood, and every type in the deck is printed there."""
    for lid in [*_standard(RAW), _special(RAW, "raxxon")]:
        loc = RAW.locations[lid]
        counts: Counter[str] = Counter()
        for it in RAW.items.values():
            if it.deck == lid:
                counts[it.type] += it.copies
        assert set(counts) <= set(loc.likelihood), lid
        seq = [counts[t] for t in loc.likelihood]
        assert seq == sorted(seq, reverse=True), (lid, list(zip(loc.likelihood, seq)))


def test_ln_module_survivors() -> None:
    """LN-03 / SCEN-R-02: 3-4 survivors are marked with a module, among them the two the
    Raxxon introductory scenario sets aside."""
    tagged = {sid: s.module for sid, s in RAW.survivors.items() if s.module}
    assert 3 <= len(tagged) <= 4
    assert set(tagged.values()) <= {"improvements", "bandits", "raxxon"}
    assert tagged.get("ln_s_nib") == "raxxon" and tagged.get("ln_s_ines_kalder") == "raxxon"
    assert RAW.survivors["ln_s_nib"].human is False  # the scenario's animal survivor


def test_ln_standard_locations_match_the_base_board_by_number_and_name() -> None:
    """LN-04 / LN-08: a location number names the same place on either product's board,
    so mixed decks and random-location rolls agree."""
    for lid in _standard(RAW):
        loc = RAW.locations[lid]
        assert loc.name == STANDARD[loc.number].name, lid


def test_ln_and_base_packs_load_together_for_mixed_play() -> None:
    """LN-04: both standalone packs load together: the six standard locations are shared
    (same id and number), so each holds both products' decks; every other card id and
    every influence value (NS-04) is the pack's own."""
    from game.content.loader import load_packs

    base = load_base()
    both = load_packs([bundled_packs_dir() / "base", LN_DIR])
    assert set(both.survivors) == set(base.survivors) | set(RAW.survivors)
    assert not set(base.items) & set(RAW.items)
    for lid in _standard(RAW):
        assert len(both.item_uids(lid)) == 40, lid  # cut to 20 at setup by the engine
    assert len({s.influence for s in both.survivors.values()}) == len(both.survivors)


# ============================================================================ text vs data
def _claims(o: Any, c: Content) -> list[str]:
    """Words an operation's text must contain: its numbers (a single card may be "a"),
    the names of the places it names, its item type, and the module of a module-only
    option (LN-05)."""
    d = o.model_dump()
    out: list[str] = []
    for key in ("count", "amount"):
        v = d.get(key)
        if isinstance(v, int) and not (o.op == "dice" and o.mode == "reroll_all"):
            if not (abs(v) == 1 and o.op in ("search_deck", "draw", "discard", "lose_cards")):
                out.append(str(abs(v)))
    for key in ("at", "to", "deck"):
        v = d.get(key)
        if isinstance(v, str) and v in c.locations:
            out.append(c.locations[v].name)
        elif v == "colony":
            out.append("colony")
    if d.get("item_type"):
        out.append(str(d["item_type"]))
    if o.op == "heal" and not o.frostbite:
        out.append("not frostbite")
    if o.op in ("wound", "heal", "despair", "despair_remove") and o.target == "choose_own":
        out.append("one of your survivors")
    if o.op == "zombies_kill":
        out.append("exposure roll")
    if o.op == "wound" and o.kind == "frostbite":
        out.append("frostbite")
    if o.op in ("despair", "despair_remove"):
        out.append("despair")
    if o.op == "trap":
        out.append("explosive trap")
    if o.op == "unruly" or getattr(o, "unruly", False):
        out.append("unruly")
    if o.op == "choose":
        for ch in o.options:
            if getattr(ch, "module", None):
                out.append(f"({MODULE_TAG[ch.module]} only)")
    if o.op == "roll":
        out += [row.text.rstrip(".")[:1].lower() + row.text.rstrip(".")[1:] for row in o.rows]
    return out


def _texts(c: Content) -> list[tuple[str, str, list[Any]]]:
    out = []
    for it in c.items.values():
        if it.kind == "equip" and it.equip is not None:
            out.append((it.id, it.equip.text, it.equip.effect))
        else:
            out.append((it.id, it.text, it.effect))
    out += [(s.id, s.ability.text, s.ability.effect) for s in c.survivors.values()]
    return out


@pytest.mark.parametrize("pack", ["base", "long_night"])
def test_card_text_names_what_its_data_does(pack: str) -> None:
    """STYLE.md: every item's and ability's text says its numbers, places, item types,
    module-only options and die-table rows (a mismatch is a card that lies)."""
    c = load_pack(bundled_packs_dir() / pack)
    wrong = []
    for cid, text, ops in _texts(c):
        low = text.lower()
        missing = [w for o in H.walk(ops) for w in _claims(o, c) if w.lower() not in low]
        if missing:
            wrong.append((cid, missing))
    assert not wrong, wrong


def test_hideout_rows_are_printed_on_the_card() -> None:
    """NS-14: each row's text says its numbers and places (same check as the items)."""
    hideout = RAW.locations[_special(RAW, "hideout")].hideout
    assert hideout is not None
    for row in [*hideout.attack, *hideout.search]:
        for o in H.walk(row.effect):
            for w in _claims(o, RAW):
                assert w.lower() in row.text.lower(), (row.roll, w)


# ============================================================================ random play
@pytest.mark.parametrize("seed", range(8))
def test_ln_random_games_with_the_packs_survivors_and_items(seed: int) -> None:
    """Random legal play on the Long Night board, every module the engine provides on, with
    the pack's own survivors and items (2-5 players; with a short survivor deck the engine
    deals fewer each, DECISIONS.md): no error and the engine's invariants hold after every action.
    Cards whose operations the engine does not run yet are left out until it does (the
    same rule as the card tests above); the first-player vote is off, as it is the engine's
    own rule and not a card."""
    import random

    from game.engine import GameConfig, Seat, apply, legal_actions, new_game
    from game.engine.invariants import check_invariants

    c = LN.content
    items = {k: v for k, v in c.items.items()
             if H.untestable(v.equip.effect if v.equip else v.effect) is None}
    survivors = {k: v for k, v in c.survivors.items() if H.untestable(v.ability.effect) is None}
    content = replace(c, items=items, survivors=survivors)
    n = 2 + seed % 4
    cfg = GameConfig(seats=[Seat(name=f"P{i}") for i in range(n)], seed=seed, ruleset="ln",
                     options={"first_player_vote": False},
                     modules=MODULES,
                     variants=frozenset({"two_player"}) if n == 2 else frozenset())
    r = random.Random(seed)
    s = new_game(cfg, content)
    for _ in range(4000):
        acts = legal_actions(s)
        if not acts:
            break
        by: dict[str, list[Any]] = {}
        for a in acts:
            by.setdefault(a.type, []).append(a)
        kinds = sorted(by)
        if "end_turn" in by and len(kinds) > 1 and r.random() < 0.7:
            kinds.remove("end_turn")
        apply(s, r.choice(by[r.choice(kinds)]))
        assert not check_invariants(s), check_invariants(s)
    assert s.over or legal_actions(s)


# ============================================================================ LN-05
NO_MODULES = H.Pack(LN.content, FIXTURE_MAIN, {"ruleset": "ln", "modules": frozenset()})


def _module_option_items() -> list[str]:
    """Items of the always-on decks with a use that needs a module (LN-05)."""
    out = []
    for iid, it in sorted(RAW.items.items()):
        if it.module or RAW.locations.get(it.deck, None) and RAW.locations[it.deck].module:
            continue
        if any(o.op == "choose" and any(getattr(ch, "module", None) for ch in o.options)
               for o in H.walk(it.effect)):
            out.append(iid)
    return out


@pytest.mark.parametrize("iid", _module_option_items())
def test_ln_05_module_use_is_unavailable_without_its_module(iid: str) -> None:
    """LN-05: without the module the card's module-only option cannot be chosen (offered
    disabled, or left out when it would be the only other one) and the card keeps its
    other use, with exactly the effect the reference model gives that use."""
    item = RAW.items[iid]
    choose = next(o for o in H.walk(item.effect) if o.op == "choose")
    free = [i for i, ch in enumerate(choose.options) if ch.module is None]
    s, seat = H.base_game(pack=NO_MODULES)
    uid = H.uid_of(s, iid)
    s.players[seat].hand.append(uid)
    leader = H.own(s, seat)[0]
    H.prepare(s, item.effect, seat, leader, H.spot(s, H.SCHOOL))
    action = H._play_action(s, seat, uid)
    model = H.Model(s, (free[0],))
    model.s.players[seat].hand.remove(uid)
    model.run(item.effect, {"player": seat, "survivor": action.survivor, "card": iid})
    (model.s.removed if item.kind == "event" else model.s.waste).append(uid)
    events = H.apply(s, action)
    d = s.pending
    if d is not None and d["kind"] == "effect_choice":
        enabled = {o["key"]: o["enabled"] for o in d["options"]}
        assert all(enabled[str(i)] == (ch.module is None)
                   for i, ch in enumerate(choose.options))
    events += H.drive(s, H.Policy([free[0]]))
    chosen = [e.data["label"] for e in events if e.type == "OptionChosen"]
    assert chosen == [choose.options[free[0]].label]
    H.assert_same(s, model.s)
