"""The Long Night pack's survivors and items, exercised through the engine, and its counts.

The card tests reuse the base pack's harness (``tests/content/test_base_cards.py``): each
card is played or used in a normalised game on the Long Night board and compared with the
reference model of its own data.  Cases are read from the pack when the tests are
collected, so cards added to the pack are covered without editing this file.

Until the pack has main objectives of its own, the games use the engine test fixture's
objective (its setup places nothing) — the cards under test do not depend on it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from game.content.loader import bundled_packs_dir, load_base, load_pack
from game.content.pack import Content
from tests.content import test_base_cards as H
from tests.engine.factory import make_content

LN_DIR = bundled_packs_dir() / "long_night"
RAW: Content = load_pack(LN_DIR)
FIXTURE_MAIN = "m1"


def _playable(c: Content) -> Content:
    """The pack, plus the engine fixture's main objective (and secret objectives while the
    pack has none), so that a game can be set up on the pack's own board and cards."""
    fx = make_content()
    return replace(
        c,
        main_objectives={**c.main_objectives, FIXTURE_MAIN: fx.main_objectives[FIXTURE_MAIN]},
        secret_objectives=c.secret_objectives or fx.secret_objectives,
        crises=c.crises or fx.crises,
    )


LN = H.Pack(_playable(RAW), FIXTURE_MAIN)


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


def test_ln_pack_counts_match_rules_25() -> None:
    """§25.1: 1 colony, 6 standard locations numbered 1..6, 20 survivors, 25 starting
    items, a 20-card item deck per standard location."""
    c = RAW
    assert c.manifests[0].ruleset == "ln" and c.manifests[0].requires == []  # LN-01
    assert c.colony.entrances == 6
    assert sorted(c.locations[lid].number for lid in _standard(c)) == [1, 2, 3, 4, 5, 6]
    assert len(c.survivors) == 20
    copies: Counter[str] = Counter()
    for it in c.items.values():
        copies[it.deck] += it.copies
    assert copies["starting"] == 25
    for lid in _standard(c):
        assert copies[lid] == 20, lid


def test_ln_decks_follow_their_likelihood_order() -> None:
    """NS-06 / COMP-02: per-type counts of a deck never increase along the location's
    printed likelihood, and every type in the deck is printed there."""
    for lid in _standard(RAW):
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


def test_ln_cards_never_collide_with_base_cards() -> None:
    """LN-04: both packs load together: no shared card id, no shared influence (NS-04)."""
    base = load_base()
    for section in ("locations", "survivors", "items"):
        assert not set(getattr(base, section)) & set(getattr(RAW, section)), section
    assert not ({s.influence for s in base.survivors.values()}
                & {s.influence for s in RAW.survivors.values()})
