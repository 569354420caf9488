"""Raxxon module (RULES.md §22): RAX-01..20 and the [RAX] base rules, with scripted chance,
on the tiny Long Night pack (tests/packs/ln_tiny)."""

from __future__ import annotations

from typing import Any

from game.engine import apply, legal_actions, new_game, state_hash
from game.engine.actions import Attack, Attract, PlayCard, Search
from game.engine.colony import headcount
from game.engine.config import RulesOptions
from game.engine.invariants import check_invariants
from game.engine.modules.long_night import explode
from game.engine.modules.raxxon import PlaceContainmentDie, code_matched, place_special
from game.engine.modules.raxxon_zombies import AttackSpecial, UseSideEffect
from game.engine.state import COLONY
from game.engine.turn import attack_need
from game.engine.views import player_view, public_view
from tests.engine.ln_kit import ln_config, ln_started, ln_tiny
from tests.engine.rules_kit import answer_as, end_round, evs, give, illegal, quiet, turn_seat

RAX = frozenset({"raxxon"})
LAB = "lt_raxxon"


def game(n: int = 3, **kw: Any):
    s = quiet(ln_started(n=n, content=ln_tiny(), modules=RAX, **kw))
    return s, turn_seat(s)


def to_lab(s, sid: str) -> None:
    s.survivors[sid].loc = LAB


def top(s, card: str) -> None:
    s.rax.experiments.remove(card)
    s.rax.experiments.insert(0, card)


def put(s, typ: str, card: str, lid: str) -> str:
    """A special zombie of ``typ`` on the board, its card next to the colony."""
    if card in s.rax.experiments:
        s.rax.experiments.remove(card)
        s.rax.encounters.append(card)
    assert place_special(s, typ, card, lid)
    return s.rax.specials[-1]["id"]


def types(events: list) -> list[str]:
    return [e.type for e in events]


# ============================================================================ setup
def test_rax_01_module_cards_join_the_decks_only_with_the_module() -> None:
    content = ln_tiny()
    mod = {sid for sid, c in content.survivors.items() if c.module == "raxxon"}
    assert mod
    on = new_game(ln_config(seed=3, modules=RAX), content)
    off = new_game(ln_config(seed=3), content)
    assert mod <= set(on.survivor_deck) | {x for p in on.players for x in p.draft}
    assert mod <= set(off.excluded)
    assert off.rax is None and LAB not in off.places


def test_rax_02_setup_16_raxxon_location_with_its_item_deck() -> None:
    s, _ = game()
    assert LAB in s.places and s.rax.lid == LAB
    deck = s.places[LAB].deck
    assert len(deck) == 20 and all(s.content.item(u).deck == LAB for u in deck)
    assert any(s.content.item(u).pill for u in deck)


def test_rax_03_experiment_deck_shuffled_only_the_top_audio_log_is_public() -> None:
    orders = {tuple(game(seed=k)[0].rax.experiments) for k in range(1, 8)}
    assert len(orders) > 1  # shuffled
    s, _ = game()
    part = public_view(s)["modules"]["raxxon"]
    assert part["experiment_top"] == s.rax.experiments[0]
    assert part["experiments_left"] == len(s.rax.experiments)
    assert s.rax.experiments[1] not in str(part)  # the rest of the deck stays hidden
    for seat in range(s.n):
        assert player_view(s, seat)["modules"]["raxxon"] == part


def test_rax_04_side_effect_deck_public_and_unshuffled() -> None:
    s, _ = game(seed=5)
    assert s.rax.side_effects == list(s.content.side_effects)
    assert public_view(s)["modules"]["raxxon"]["side_effect_deck"] == s.rax.side_effects


# ============================================================================ search
def test_rax_05_act_search_08_disc_16_exposure_after_the_search_at_raxxon() -> None:
    s, seat = game()
    sid = s.players[seat].leader
    to_lab(s, sid)
    s.players[seat].unused = [6]
    s.rng.script = ["wound"]
    out = apply(s, Search(actor=seat, survivor=sid, die=0))
    while s.pending["kind"] != "turn":
        key = "stop" if s.pending["kind"] == "search_more" else s.pending["options"][0]["key"]
        out += answer_as(s, key)
    t = types(out)
    assert "SearchKept" in t and t.index("SearchKept") < t.index("ExposureRolled")
    roll = evs(out, "ExposureRolled")[0].data
    assert roll["survivor"] == sid and roll["cause"] == "searched Raxxon"
    assert s.survivors[sid].wounds == 1


def test_act_search_08_no_exposure_for_a_search_elsewhere() -> None:
    s, seat = game()
    sid = s.players[seat].leader
    s.survivors[sid].loc = "school"
    s.players[seat].unused = [6]
    out = apply(s, Search(actor=seat, survivor=sid, die=0))
    while s.pending["kind"] != "turn":
        key = "stop" if s.pending["kind"] == "search_more" else s.pending["options"][0]["key"]
        out += answer_as(s, key)
    assert not evs(out, "ExposureRolled")


# ============================================================================ pills
def test_rax_06_07_pill_taken_by_a_chosen_survivor_equips_a_permanent_side_effect() -> None:
    s, seat = game()
    sid = s.players[seat].leader
    uid = give(s, seat, "lt_pill")
    reason = illegal(s, PlayCard(actor=seat, card=uid))  # RAX-06: someone must take it
    assert "survivor" in reason
    need = attack_need(s, sid)
    first = s.rax.side_effects[0]
    s.rng.script = [1]  # row 1-2: equip the top side effect
    out = apply(s, PlayCard(actor=seat, card=uid, survivor=sid))
    assert evs(out, "TableRolled")[0].data["roll"] == 1
    assert s.survivors[sid].side_effects == [first]
    assert s.rax.side_effects[0] != first and first not in s.rax.side_effects
    assert attack_need(s, sid) == need + 1  # its modifier: attacks need 1 more
    # RAX-07: never removed or unequipped: no action moves it
    assert not any(getattr(a, "card", None) == first for a in legal_actions(s))
    assert not check_invariants(s)


def test_rax_06_pill_other_row_heals_the_survivor_who_took_it() -> None:
    s, seat = game()
    sid = s.players[seat].followers[0]
    s.survivors[sid].wounds = 2
    uid = give(s, seat, "lt_pill")
    s.rng.script = [5]
    apply(s, PlayCard(actor=seat, card=uid, survivor=sid))
    assert s.survivors[sid].wounds == 0 and not s.survivors[sid].side_effects


def test_rax_07_activated_side_effect_is_a_free_action() -> None:
    from game.content.schema_ln import SideEffect

    s, seat = game()
    sid = s.players[seat].leader
    card = SideEffect.model_validate({
        "id": "t_se_use", "name": "Jitters", "text": "t",
        "equip": {"text": "t", "frequency": "once_per_turn",
                  "effect": [{"op": "food", "amount": 1}]}})
    s.content.side_effects[card.id] = card
    try:
        s.rax.side_effects.insert(0, card.id)
        s.survivors[sid].side_effects.append(s.rax.side_effects.pop(0))
        food = s.food
        apply(s, UseSideEffect(actor=seat, card=card.id))
        assert s.food == food + 1
        illegal(s, UseSideEffect(actor=seat, card=card.id))  # once per turn
    finally:
        del s.content.side_effects[card.id]


# ============================================================================ containment
def test_rax_08_disc_12_containment_die_moves_onto_the_raxxon_card() -> None:
    s, seat = game()
    s.players[seat].unused = [2, 5]
    reason = illegal(s, PlaceContainmentDie(actor=seat, die=0))  # no survivor at Raxxon
    assert f"survivor at {s.content.locations[s.rax.lid].name}" in reason  # its own name
    assert not any(a.type == "containment" for a in legal_actions(s))
    to_lab(s, s.players[seat].leader)
    assert any(a.type == "containment" for a in legal_actions(s))
    apply(s, PlaceContainmentDie(actor=seat, die=1))
    assert s.rax.dice == [[seat, 5]] and s.players[seat].unused == [2]
    assert s.players[seat].used == []  # not spent: it keeps its value on the card
    assert s.pending["kind"] == "turn"  # a free action


def test_disc_12_containment_dice_limit_per_player() -> None:
    s, seat = game(options=RulesOptions(containment_dice_limit_per_player=1))
    to_lab(s, s.players[seat].leader)
    s.players[seat].unused = [2, 5]
    apply(s, PlaceContainmentDie(actor=seat, die=0))
    assert "DISC-12" in illegal(s, PlaceContainmentDie(actor=seat, die=0))


def test_rax_09_code_kinds() -> None:
    content = ln_tiny()
    code = {e: content.experiments[e].audio_log.code for e in content.experiments}
    assert code_matched(code["lt_exp_0"], [5, 1, 2])  # exact 2 and 5, any order
    assert not code_matched(code["lt_exp_0"], [2, 2, 6])
    assert code_matched(code["lt_exp_1"], [3, 4]) and not code_matched(code["lt_exp_1"], [3])
    assert code_matched(code["lt_exp_2"], [3, 3]) and not code_matched(code["lt_exp_2"], [2, 2])
    assert code_matched(code["lt_exp_3"], [6, 4]) and not code_matched(code["lt_exp_3"], [6, 3])


def _matched_round(s, seat: int) -> list:
    top(s, "lt_exp_0")  # code: a 2 and a 5; releases 1 Brute
    s.rax.dice = [[seat, 2], [(seat + 1) % s.n, 5]]
    out = end_round(s)
    assert s.pending["kind"] == "ballot", s.pending
    return out


def test_rax_10_code_matched_and_voted_up_nothing_escapes() -> None:
    s, seat = game()
    out = _matched_round(s, seat)
    assert evs(out, "ContainmentChecked")[0].data["matched"]
    assert s.rax.dice == []  # NS-40: the dice leave the card
    while s.pending and s.pending["kind"] == "ballot":
        out += answer_as(s, "yes")
    assert "lt_exp_0" in s.rax.discarded and "lt_exp_0" not in s.rax.experiments
    assert not s.rax.specials and not evs(out, "ReleaseStarted")
    assert evs(out, "ExperimentContained")[0].data["card"] == "lt_exp_0"


def test_rax_11_12_14_colony_12_code_matched_and_voted_down() -> None:
    """RAX-11/12/14, COLONY-12: a containment code matched and voted down: the first
    player's place gets 3 fewer zombies and the special zombie escapes all the same."""
    s, seat = game()
    _matched_round(s, seat)
    while s.pending["kind"] == "ballot":
        answer_as(s, "no")
    assert s.pending["kind"] == "containment_relief"
    assert s.pending["player"] == s.first_player  # (nobody is eliminated)
    keys = {o["key"] for o in s.pending["options"]}
    assert COLONY in keys and LAB in keys  # RAX-11: the colony is allowed
    due = (headcount(s) + 1) // 2
    assert due >= 3
    s.rng.script = [3]  # NS-41: the die for the Brute's place: 3 = the school
    out = answer_as(s, COLONY)
    assert evs(out, "ZombiesReduced")[0].data == {"location": COLONY, "count": 3,
                                                  "player": s.first_player}
    placed = evs(out, "SpecialZombiePlaced")
    assert [(e.data["type"], e.data["location"]) for e in placed] == [("lt_sz_brute",
                                                                      "school")]
    assert s.places["school"].specials == [1]
    assert "lt_exp_0" in s.rax.encounters  # RAX-14: Encounter side up by the colony
    added = [e for e in evs(out, "ZombieAdded") if e.data["location"] == COLONY]
    assert len(added) == due - 3
    assert s.rax.reduced is None  # only this round
    assert not check_invariants(s)


def test_ns_42_reduction_floors_at_zero_and_takes_noise_zombies() -> None:
    s, seat = game()
    lid = "school"
    sid = s.players[seat].leader
    s.survivors[sid].loc = lid  # 1 zombie for the survivor there
    s.places[lid].noise = 2
    s.rax.reduced, s.rax.reduce_left = lid, 3
    s.rax.experiments, s.rax.discarded = [], list(s.rax.experiments)  # nothing to release
    s.rng.script = [True, True]  # both noise tokens would bring a zombie
    out = end_round(s)
    assert not [e for e in evs(out, "ZombieAdded") if e.data["location"] == lid]
    assert s.places[lid].zombies == [0]


def test_rax_12_13_release_that_hits_a_trap_discards_the_card() -> None:
    """A special zombie release that hits a trap: the trap goes off, the zombie is not
    placed and the experiment card is discarded."""
    s, seat = game()
    top(s, "lt_exp_0")
    school = s.places["school"]
    school.zombies, school.traps = [3], [1]  # 4 spaces: full, with an explosive trap
    s.rng.script = [3]  # the school
    out = end_round(s)
    assert evs(out, "ContainmentChecked")[0].data["matched"] is False
    t = types(out)
    assert t.index("SpecialZombieNotPlaced") < t.index("TrapExploded")
    assert school.zombies == [0] and school.traps == [0] and school.specials == [0]
    assert not s.rax.specials
    assert "lt_exp_0" in s.rax.discarded and "lt_exp_0" not in s.rax.encounters
    assert not check_invariants(s)


def test_rax_13_release_at_a_full_barricaded_place_destroys_a_barricade() -> None:
    s, seat = game()
    top(s, "lt_exp_0")
    gas = s.places["gas_station"]  # 2 spaces
    gas.zombies, gas.barricades = [1], [1]
    s.rng.script = [6]
    out = end_round(s)
    assert evs(out, "BarricadeDestroyed")[0].data["location"] == "gas_station"
    assert not s.rax.specials and "lt_exp_0" in s.rax.discarded


def test_rax_12_two_special_zombies_one_die_each() -> None:
    s, seat = game()
    top(s, "lt_exp_3")  # releases 2 Brutes
    s.rng.script = [1, 4]
    out = end_round(s)
    locs = [e.data["location"] for e in evs(out, "SpecialZombiePlaced")]
    assert locs == ["police_station", "library"]
    assert s.rax.encounters == ["lt_exp_3"]


def test_rax_20_ns_21_no_standee_left_no_placement() -> None:
    s, seat = game()
    put(s, "lt_sz_runner", "lt_exp_2", "school")  # the only Runner standee
    top(s, "lt_exp_1")  # releases 2 Runners
    s.rng.script = [1, 2]
    out = end_round(s)
    left = evs(out, "SpecialZombieNotPlaced")
    assert len(left) == 2 and all(e.data["reason"] == "no standee left" for e in left)
    assert sum(1 for z in s.rax.specials if z["type"] == "lt_sz_runner") == 1


# ============================================================================ special zombies
def _lab_fight(s, seat: int) -> tuple[str, str]:
    sid = s.players[seat].leader
    to_lab(s, sid)
    s.players[seat].unused = [6, 6]
    return sid, put(s, "lt_sz_brute", "lt_exp_0", LAB)


def test_rax_15_only_an_attack_kills_a_special_zombie() -> None:
    s, seat = game()
    sid, zid = _lab_fight(s, seat)
    s.places[LAB].zombies = [1]
    s.rng.script = ["blank"]
    give(s, seat, "lt_rax_gun")  # "kill 1 zombie here": only the normal one dies
    apply(s, PlayCard(actor=seat, card="lt_rax_gun#1", survivor=sid))
    while s.pending["kind"] != "turn":
        answer_as(s, s.pending["options"][0]["key"])
    assert s.places[LAB].zombies == [0] and s.places[LAB].specials[0] == 1
    s.places[LAB].zombies, s.places[LAB].traps = [1], [1]
    explode(s, LAB, 0)  # ZOMB-06: a trap spares special zombies
    assert s.places[LAB].zombies == [0] and s.places[LAB].specials[0] == 1


def test_rax_16_act_attract_02_attract_cannot_take_a_special_zombie() -> None:
    """RAX-16, ACT-ATTRACT-02: a special zombie is never attracted."""
    s, seat = game()
    put(s, "lt_sz_brute", "lt_exp_0", "school")
    sid = s.players[seat].leader
    reason = illegal(s, Attract(actor=seat, survivor=sid, die=0, take=("school",)))
    assert "not enough zombies" in reason
    assert not [a for a in legal_actions(s) if a.type == "attract" and "school" in a.take]


def test_rax_16_only_its_encounter_row_moves_it() -> None:
    s, seat = game()
    sid, zid = _lab_fight(s, seat)
    s.rng.script = ["blank", 4]  # row 4: it runs (the player chooses where)
    apply(s, AttackSpecial(actor=seat, survivor=sid, die=0, special=zid))
    assert s.pending["kind"] == "choose_location"
    assert LAB not in {o["key"] for o in s.pending["options"]}
    out = answer_as(s, "hospital")
    assert evs(out, "SpecialZombieMoved")[0].data["to"] == "hospital"
    assert s.places["hospital"].specials == [1] and s.places[LAB].specials == [0, 0, 0][:1]
    assert not check_invariants(s)


def test_rax_17_act_attack_04_special_zombie_must_be_attacked_first() -> None:
    """RAX-17, ACT-ATTACK-04: the target must be the special zombie."""
    s, seat = game()
    sid, zid = _lab_fight(s, seat)
    s.places[LAB].zombies = [1]
    reason = illegal(s, Attack(actor=seat, survivor=sid, die=0, target="z0"))
    assert "RAX-17" in reason
    acts = legal_actions(s)
    assert not [a for a in acts if a.type == "attack" and a.survivor == sid]
    assert [a for a in acts if a.type == "attack_special" and a.special == zid]


def test_rax_18_exposure_then_encounter_roll() -> None:
    s, seat = game()
    sid, zid = _lab_fight(s, seat)
    s.rng.script = ["wound", 5]  # exposure, then 5: 1 despair
    out = apply(s, AttackSpecial(actor=seat, survivor=sid, die=0, special=zid))
    t = types(out)
    assert t.index("ExposureRolled") < t.index("EncounterRolled")
    enc = evs(out, "EncounterRolled")[0].data
    assert enc["roll"] == 5 and enc["card"] == "lt_exp_0"
    assert s.survivors[sid].wounds == 1 and s.survivors[sid].despair == 1
    assert s.players[seat].unused == [6]  # the attack spent a die
    assert special_left(s, zid)


def special_left(s, zid: str) -> bool:
    return any(z["id"] == zid for z in s.rax.specials)


def test_rax_18_ns_44_no_encounter_roll_when_the_attacker_died() -> None:
    s, seat = game()
    sid, zid = _lab_fight(s, seat)
    s.rng.script = ["bite"]
    out = apply(s, AttackSpecial(actor=seat, survivor=sid, die=0, special=zid))
    assert evs(out, "SurvivorKilled") and not evs(out, "EncounterRolled")
    assert special_left(s, zid)


def test_rax_18_19_encounter_kill_discards_the_card_of_the_last_of_its_type() -> None:
    s, seat = game()
    sid, zid = _lab_fight(s, seat)
    other = put(s, "lt_sz_brute", "lt_exp_0", "school")
    s.rng.script = ["blank", 2, "blank", 1]  # row 1-3: it falls
    out = apply(s, AttackSpecial(actor=seat, survivor=sid, die=0, special=zid))
    assert evs(out, "SpecialZombieKilled")[0].data["id"] == zid
    assert "lt_exp_0" in s.rax.encounters  # another Brute is still in play
    assert s.players[seat].zombies_killed == 1
    s.survivors[sid].loc = "school"
    s.survivors[sid].moved = -1
    out = apply(s, AttackSpecial(actor=seat, survivor=sid, die=0, special=other))
    assert evs(out, "EncounterDiscarded")[0].data["card"] == "lt_exp_0"
    assert "lt_exp_0" in s.rax.discarded and not s.rax.specials
    assert not check_invariants(s)


def test_rax_18_bad_input_refused_with_unchanged_hash() -> None:
    s, seat = game()
    sid, zid = _lab_fight(s, seat)
    illegal(s, AttackSpecial(actor=seat, survivor=sid, die=0, special="sz999"))
    s.survivors[sid].loc = COLONY
    assert "not at the attacker's location" in illegal(
        s, AttackSpecial(actor=seat, survivor=sid, die=0, special=zid))
    s.players[seat].unused = [1]
    to_lab(s, sid)
    illegal(s, AttackSpecial(actor=seat, survivor=sid, die=0, special=zid))  # die too low


def test_rax_module_off_refuses_its_actions() -> None:
    s = quiet(ln_started(content=ln_tiny()))
    seat = turn_seat(s)
    before = state_hash(s)
    assert "not in play" in illegal(s, PlaceContainmentDie(actor=seat, die=0))
    assert state_hash(s) == before


# ============================================================================ colony step, NS
def test_colony_01_02_containment_is_step_one() -> None:
    s, seat = game()
    out = end_round(s)
    steps = [e.data["step"] for e in evs(out, "ColonyStep")]
    assert steps[:2] == ["containment", "pay_food"]


def test_ns_40_dice_leave_the_card_even_without_a_match() -> None:
    s, seat = game()
    top(s, "lt_exp_0")
    s.rax.dice = [[seat, 6]]
    s.rng.script = [1]
    end_round(s)
    assert s.rax.dice == []


def test_ns_43_an_exhausted_experiment_deck_releases_nothing() -> None:
    s, seat = game()
    s.rax.discarded, s.rax.experiments = list(s.rax.experiments), []
    out = end_round(s)
    assert evs(out, "ContainmentChecked")[0].data["card"] is None
    assert not evs(out, "ReleaseStarted") and not s.rax.specials


def test_ns_41_lone_special_zombie_rolls_for_its_place_too() -> None:
    s, seat = game()
    top(s, "lt_exp_0")
    s.rng.script = [5]
    out = end_round(s)
    assert [e.data["location"] for e in evs(out, "SpecialZombiePlaced")] == ["hospital"]


def test_expo_01_d_no_exposure_when_exempt_from_attack_exposure() -> None:
    from game.content.schema_ln import SideEffect

    s, seat = game()
    sid, zid = _lab_fight(s, seat)
    card = SideEffect.model_validate({
        "id": "t_se_numb", "name": "Numb", "text": "t",
        "equip": {"text": "t", "kind": "passive",
                  "modifiers": [{"kind": "no_exposure_attack"}]}})
    s.content.side_effects[card.id] = card
    try:
        s.survivors[sid].side_effects.append(card.id)
        s.rng.script = [2]
        out = apply(s, AttackSpecial(actor=seat, survivor=sid, die=0, special=zid))
        assert not evs(out, "ExposureRolled") and evs(out, "SpecialZombieKilled")
    finally:
        del s.content.side_effects[card.id]


# ============================================================================ effect ops
def _with_item(s, d: dict) -> str:
    from game.content.schema import ItemCard

    base = {"deck": "school", "kind": "event", "type": "tool", "text": d["id"],
            "name": d["id"]}
    card = ItemCard.model_validate({**base, **d})
    s.content.items[card.id] = card
    return card.id


def test_rax_12_13_special_zombie_add_op_places_with_normal_rules() -> None:
    s, seat = game()
    sid = s.players[seat].leader
    to_lab(s, sid)
    cid = _with_item(s, {"id": "t_sz_here", "effect": [
        {"op": "special_zombie_add", "zombie": "lt_sz_wailer", "at": "here", "count": 2}]})
    try:
        out = apply(s, PlayCard(actor=seat, card=give(s, seat, cid), survivor=sid))
        placed = evs(out, "SpecialZombiePlaced")
        assert [e.data["location"] for e in placed] == [LAB, LAB]
        assert sum(s.places[LAB].specials) == 2
        from game.engine.modules import invariants as module_invariants

        assert not module_invariants(s)  # (the test card itself is not in the pack)
    finally:
        del s.content.items[cid]


def test_scen_r_10_release_op_draws_and_releases_the_top_experiment() -> None:
    s, seat = game()
    top(s, "lt_exp_0")
    cid = _with_item(s, {"id": "t_release", "effect": [{"op": "release", "count": 1}]})
    try:
        s.rng.script = [2]
        out = apply(s, PlayCard(actor=seat, card=give(s, seat, cid)))
        assert evs(out, "SpecialZombiePlaced")[0].data["location"] == "grocery_store"
        assert s.rax.encounters == ["lt_exp_0"] and s.rax.experiments[0] != "lt_exp_0"
    finally:
        del s.content.items[cid]


def test_scen_02_rule_switches_turn_containment_and_search_exposure_off() -> None:
    from game.engine.modules.scenario_state import ScenarioState

    s, seat = game()
    s.scen = ScenarioState(scenario="raxxon_intro",
                           active={"containment": False, "search_exposure": False})
    sid = s.players[seat].leader
    to_lab(s, sid)
    s.players[seat].unused = [6, 6]
    assert "SCEN-R-11" in illegal(s, PlaceContainmentDie(actor=seat, die=0))
    out = apply(s, Search(actor=seat, survivor=sid, die=0))
    while s.pending["kind"] != "turn":
        key = "stop" if s.pending["kind"] == "search_more" else s.pending["options"][0]["key"]
        out += answer_as(s, key)
    assert not evs(out, "ExposureRolled")


def test_rax_13_release_into_a_full_place_overruns_it() -> None:
    s, seat = game()
    top(s, "lt_exp_0")
    sid = s.players[seat].followers[0]
    s.survivors[sid].loc = "gas_station"  # 2 entrance spaces, both taken
    s.places["gas_station"].zombies = [2]
    s.rng.script = [6]
    out = end_round(s)
    assert evs(out, "Overrun")[0].data["location"] == "gas_station"
    assert sid not in s.survivors  # the only survivor there dies
    assert not s.rax.specials and "lt_exp_0" in s.rax.discarded


def test_rax_06_pill_received_by_request_asks_who_takes_it() -> None:
    from game.engine.actions import Request

    s, seat = game()
    other = (seat + 1) % s.n
    uid = give(s, other, "lt_pill")
    s.players[other].hand = [uid]
    apply(s, Request(actor=seat, target=other))
    answer_as(s, uid)
    assert s.pending["kind"] == "choose_survivor_play"
    assert {o["key"] for o in s.pending["options"]} == set(s.players[seat].survivors)


def test_disc_16_raxxon_exposure_comes_before_the_crossroads_check() -> None:
    s, seat = game()
    sid = s.players[seat].leader
    to_lab(s, sid)
    s.players[seat].unused = [6]
    apply(s, Search(actor=seat, survivor=sid, die=0))
    kinds = [f["k"] for f in s.stack]  # the work stack, next step last
    assert kinds.index("xroads_check") < kinds.index("exposure")
    assert s.stack[kinds.index("exposure")]["sid"] == sid


def test_band_17_rax_17_a_real_special_zombie_shields_the_bandits() -> None:
    """BAND-17, RAX-17: with both modules, a special zombie at the location must be
    attacked before a bandit there; once it has left play the bandit may be attacked."""
    from game.engine.base import run
    from game.engine.modules.bandits_actions import AttackBandit
    from game.engine.modules.raxxon_zombies import remove_special

    s = quiet(ln_started(n=3, content=ln_tiny(), modules=frozenset({"raxxon", "bandits"}),
                         options=RulesOptions(first_player_vote=False)))
    seat = turn_seat(s)
    sid = s.players[seat].leader
    s.survivors[sid].loc = "school"
    s.players[seat].unused = [6, 6]
    s.places["school"].bandits += 1
    s.band.supply -= 1
    bandit = AttackBandit(actor=seat, survivor=sid, die=0, at="school")
    assert bandit in legal_actions(s) or any(
        a.type == "attack_bandit" and a.survivor == sid for a in legal_actions(s))
    zid = put(s, "lt_sz_brute", "lt_exp_0", "school")
    reason = illegal(s, bandit)
    assert "special zombie" in reason
    acts = [a for a in legal_actions(s) if getattr(a, "survivor", None) == sid]
    assert not [a for a in acts if a.type == "attack_bandit"]
    assert [a for a in acts if a.type == "attack_special" and a.special == zid]
    saved = (s.pending, s.stack)
    s.pending, s.stack = None, []
    remove_special(s, zid, by=None, cause="test", killed=False)
    run(s)
    s.pending, s.stack = saved
    assert any(a.type == "attack_bandit" and a.survivor == sid for a in legal_actions(s))
    assert not check_invariants(s)
