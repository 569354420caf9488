"""Every crisis, crossroads card and objective of the base pack, exercised through the
engine with the checks of ``harness_colony.py`` (the reference model of
``test_base_cards.py``)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.content import harness_colony as K
from tests.content import test_base_cards as H

C = H.C
KIT = K.Kit(
    pack=H.BASE,
    play_cards={
        "food": ("i_tinned_peaches", "i_half_sack_of_rice"),
        "medicine": ("i_roll_of_gauze", "i_hot_water_bottle", "i_expired_antibiotics"),
        "weapon": ("i_lit_road_flare", "i_marine_flare_gun"),
        "fuel": ("i_jug_of_kerosene", "i_camp_stove_canister"),
        "book": ("i_farmers_almanac", "i_last_years_yearbook"),
        "tool": ("i_pallet_jack", "i_box_of_roofing_nails"),
        "survivor": ("i_kid_in_the_band_room",),
    },
    ability_user="s_wendell_okafor",  # any location, 3+
    free_equip="i_splitting_maul",  # once per turn, free: kill a zombie here
    plain_secret="o_n_kitted_out",
)
CRISES = sorted(C.crises)
CROSSROADS = sorted(C.crossroads)
MAINS = sorted(C.main_objectives)
SECRETS = sorted(C.secret_objectives)


# ============================================================================ crises
@pytest.mark.parametrize("cid,v", K.crisis_cases(C))
def test_crisis_without_contributions_applies_its_effect(cid: str, v: H.V) -> None:
    K.check_crisis_unprevented(KIT, cid, v)


@pytest.mark.parametrize("cid", CRISES)
def test_crisis_prevented_with_enough_matching_cards(cid: str) -> None:
    K.check_crisis_prevented(KIT, cid)


@pytest.mark.parametrize("cid", [c for c in CRISES if C.crises[c].optional])
def test_crisis_optional_section(cid: str) -> None:
    K.check_crisis_optional(KIT, cid)


# ============================================================================ crossroads
@pytest.mark.parametrize("cid,index,v", K.xroads_cases(C))
def test_crossroads_option(cid: str, index: int, v: H.V) -> None:
    K.check_crossroads_option(KIT, cid, index, v)


@pytest.mark.parametrize("cid,index", [(c, i) for c in CROSSROADS
                                       for i, o in enumerate(C.crossroads[c].options)
                                       if o.requires is not None])
def test_crossroads_option_unmet_is_disabled(cid: str, index: int) -> None:
    K.check_crossroads_option_unmet_is_disabled(KIT, cid, index)


@pytest.mark.parametrize("cid", [c for c in CROSSROADS if C.crossroads[c].trigger.when])
def test_crossroads_does_not_trigger_when_its_condition_fails(cid: str) -> None:
    K.check_crossroads_condition(KIT, cid)


@pytest.mark.parametrize("cid,alt", K.elsewhere_cases(C))
def test_crossroads_does_not_trigger_elsewhere(cid: str, alt: dict[str, Any]) -> None:
    K.check_crossroads_elsewhere(KIT, cid, alt)


@pytest.mark.parametrize("cid", [c for c in CROSSROADS
                                 if C.crossroads[c].trigger.on == "ability"])
def test_equipment_use_is_not_a_survivor_ability(cid: str) -> None:
    K.check_equipment_use_is_not_a_survivor_ability(KIT, cid)


# ============================================================================ objectives
@pytest.mark.parametrize("hard", [False, True], ids=["normal", "hard"])
@pytest.mark.parametrize("mid", MAINS)
def test_main_objective_goal(mid: str, hard: bool) -> None:
    K.check_main_objective_goal(KIT, mid, hard)


@pytest.mark.parametrize("oid", SECRETS)
def test_secret_objective_goal(oid: str) -> None:
    K.check_secret_objective_goal(KIT, oid)


@pytest.mark.parametrize("met", [True, False], ids=["main_met", "main_failed"])
@pytest.mark.parametrize("oid", [o for o in SECRETS if C.secret_objectives[o].kind != "exiled"])
def test_secret_objective_scoring(oid: str, met: bool) -> None:
    K.check_secret_objective_scoring(KIT, oid, met)


@pytest.mark.parametrize("oid", [o for o in SECRETS if C.secret_objectives[o].kind == "exiled"])
def test_exiled_objective_scoring(oid: str) -> None:
    K.check_exiled_objective_scoring(KIT, oid)


def test_every_kind_of_card_is_exercised() -> None:
    """The parametrisations of both files cover the whole pack."""
    assert {p.values[0] for p in H.item_cases(C)} == set(C.items)
    H.check_every_survivor_is_covered(C)
    assert {p.values[0] for p in K.crisis_cases(C)} == set(C.crises)
    assert {p.values[0] for p in K.xroads_cases(C)} == set(C.crossroads)
    assert set(MAINS) == set(C.main_objectives) and set(SECRETS) == set(C.secret_objectives)
