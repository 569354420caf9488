"""Bandits module (RULES.md §21): BAND-01..18 with DISC-10/11/17/19/20/22 and NS-14/21/22/
34/45.  Chance is scripted with ``s.rng.script`` (d6 values)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from pydantic import ValidationError

from game.content.schema import CrisisCard, ItemCard, LocationSpec
from game.engine import apply, legal_actions, new_game
from game.engine.actions import Answer, Move, Search, parse_action
from game.engine.base import IllegalAction, push, run
from game.engine.colony import COLONY_STEPS, zombies_due
from game.engine.config import RulesOptions
from game.engine.invariants import check_invariants
from game.engine.modules import HOOKS, colony_steps
from game.engine.modules.bandits import LIMIT, hideout_id, place_bandits
from game.engine.modules.bandits_actions import AttackBandit, Hideout, TakeStockpile
from game.engine.state import COLONY, Survivor
from game.engine.views import player_view, public_view, state_hash
from game.engine.votes import exile
from tests.engine.ln_kit import LN, ln_config, ln_started
from tests.engine.rules_kit import evs, give, quiet, turn_seat

BAND = frozenset({"bandits"})

HIDEOUT = LocationSpec.model_validate({
    "id": "hideout", "name": "Hideout", "number": 8, "survivor_spaces": 3,
    "entrance_spaces": 2, "noise_spaces": 0, "likelihood": ["weapon"], "kind": "hideout",
    "module": "bandits",
    "hideout": {
        "text": "t",
        "attack": [
            {"roll": [1, 2], "text": "wound", "effect": [{"op": "wound", "target": "acting"}]},
            {"roll": [3, 4, 5, 6], "text": "remove 2",
             "effect": [{"op": "bandits_remove", "at": "choose", "count": 2}]}],
        "search": [
            {"roll": [1], "text": "wound", "effect": [{"op": "wound", "target": "acting"}]},
            {"roll": [2, 3, 4, 5, 6], "text": "take 2",
             "effect": [{"op": "stockpile_take", "count": 2}]}]}})

CRISES = [
    {"id": "k_band", "name": "Bandit crisis", "prevent": ["food"], "text": "-1 morale",
     "effect": [{"op": "morale", "amount": -1}], "bandits": [1, 3, 3]},
    {"id": "k_full", "name": "Police crisis", "prevent": ["food"], "text": "-1 morale",
     "effect": [{"op": "morale", "amount": -1}], "bandits": [1]},
]
ITEMS = [
    {"id": "t_bandits_random", "effect": [{"op": "bandits_add", "at": "random", "count": 2}]},
    {"id": "t_bandits_out", "effect": [{"op": "bandits_remove", "at": "school", "count": 5}]},
    {"id": "t_stockpile", "effect": [{"op": "stockpile_take", "count": 1}]},
]


def _content() -> Any:
    items = {**LN.items}
    for d in ITEMS:
        c = ItemCard.model_validate({"deck": "school", "kind": "event", "type": "tool",
                                     "text": d["id"], "name": d["id"], **d})
        items[c.id] = c
    crises = {**LN.crises, **{c["id"]: CrisisCard.model_validate(c) for c in CRISES}}
    return dataclasses.replace(LN, locations={**LN.locations, "hideout": HIDEOUT},
                               items=items, crises=crises)


CONTENT = _content()


def game(seed: int = 1, **opts: Any) -> tuple[Any, int]:
    opts.setdefault("first_player_vote", False)
    s = quiet(ln_started(seed=seed, content=CONTENT, modules=BAND,
                         options=RulesOptions(**opts)))
    first = sum(pl.bandits for pl in s.places.values())
    assert first == 2 * (opts.get("base_crisis_bandits", 2) > 0) or first < 2  # BAND-06
    for pl in s.places.values():  # a clean board for the test
        pl.bandits = 0
    s.band.supply = LIMIT
    return s, turn_seat(s)


def step(s: Any, kind: str, **data: Any) -> list:
    """Run one engine frame in the middle of a turn (the turn menu comes back after)."""
    assert s.pending is not None and s.pending["kind"] == "turn"
    s.pending = None
    s.events = []
    push(s, "turn_menu")
    push(s, kind, **data)
    run(s)
    out, s.events = s.events, []
    return out


def reveal(s: Any, crisis: str) -> list:
    """Reveal a crisis card (ROUND-03/04) with the bandit rules of the module."""
    from game.engine.modules.bandits import _reveal_crisis

    assert s.pending is not None
    saved = s.pending
    s.pending = None
    s.events = []
    if crisis in s.crisis_deck:
        s.crisis_deck.remove(crisis)
    s.crisis = crisis
    push(s, "turn_menu")
    _reveal_crisis(s)
    run(s)
    if s.pending is None:
        s.pending = saved
    out, s.events = s.events, []
    return out


def at(s: Any, sid: str, lid: str) -> None:
    s.survivors[sid].loc = lid


def mine(s: Any, seat: int) -> str:
    return s.players[seat].leader


def innocent(s: Any, seat: int) -> int:
    """Another seat whose secret objective is not a betrayal (at most one is dealt)."""
    return next(i for i in range(s.n) if i != seat and s.content.secret_objectives[
        s.players[i].secret].kind != "betrayal")


def make_innocent(s: Any, seat: int) -> None:
    o = innocent(s, seat)
    p, q = s.players[seat], s.players[o]
    if s.content.secret_objectives[p.secret].kind == "betrayal":
        p.secret, q.secret = q.secret, p.secret


def refused(s: Any, action: Any) -> str:
    before = state_hash(s)
    with pytest.raises(IllegalAction) as exc:
        apply(s, action)
    assert state_hash(s) == before
    return str(exc.value)


def clean(s: Any) -> None:
    assert check_invariants(s) == []


# ============================================================================ setup
def test_band_02_setup_hideout_and_supply_only_with_the_module() -> None:
    """BAND-02, SETUP-16 (the Hideout has no deck), BAND-18 (20 standees)."""
    s, _ = game()
    assert s.band is not None and s.band.supply == LIMIT == 20  # BAND-18
    assert hideout_id(s) == "hideout" and s.places["hideout"].deck == []  # no item deck
    off = ln_started(content=CONTENT)
    assert off.band is None and "hideout" not in off.places
    clean(s)


def test_band_03_bandits_counted_by_add_zombies_overrun_scavenge_attack() -> None:
    s, seat = game()
    place_bandits(s, "school", 2, "test")
    assert zombies_due(s, "school", 0) == 2  # BAND-09
    assert zombies_due(s, COLONY, 3) == 3  # never at the colony
    at(s, mine(s, seat), "school")
    assert any(a.type == "attack_bandit" for a in legal_actions(s))  # BAND-08
    assert "bandits_scavenge" in colony_steps(s, COLONY_STEPS)  # BAND-11


def test_band_01_bandits_occupy_survivor_spaces() -> None:
    """BAND-01, GEN-06: a bandit stands in a survivor space, never at the colony."""
    s, seat = game()
    spaces = s.places["police_station"].spaces
    assert place_bandits(s, "police_station", spaces, "test") == spaces
    assert not s.has_space("police_station")
    sid = mine(s, seat)
    assert "no empty survivor space" in refused(s, Move(actor=seat, survivor=sid,
                                                        to="police_station"))
    assert not any(a.type == "move" and a.to == "police_station" for a in legal_actions(s))
    assert place_bandits(s, COLONY, 1, "test") == 0  # never at the colony (BAND-01)


# ============================================================================ placement
def test_band_04_crisis_bandit_numbers_place_one_bandit_each() -> None:
    """BAND-04, CRISIS-13, NS-45: one bandit per printed number (a number may repeat)."""
    s, _ = game()
    ev = reveal(s, "k_band")
    assert public_view(s)["modules"]["bandits"]["crisis_numbers"] == [1, 3, 3]  # COMP-08
    assert s.places["police_station"].bandits == 1  # number 1
    assert s.places["school"].bandits == 2  # number 3 printed twice (NS-45)
    assert s.band.supply == LIMIT - 3
    assert sum(e.data["count"] for e in evs(ev, "BanditsPlaced")) == 3
    clean(s)


def test_band_04_placement_happens_at_round_start_before_the_dice() -> None:
    """ROUND-04: right after the crisis is revealed, before the action dice."""
    s, _ = game()
    s.crisis_deck.remove("k_band")
    s.crisis_deck.insert(0, "k_band")
    from tests.engine.rules_kit import end_round

    ev = end_round(s)
    types = [e.type for e in ev]
    assert types.index("BanditsPlaced") < types.index("DiceRolled", types.index("CrisisRevealed"))
    assert s.places["school"].bandits == 2


def test_band_05_no_bandit_on_a_full_location() -> None:
    """BAND-05: survivors and bandits fill the spaces; the extra bandit is not placed."""
    s, seat = game()
    for sid in s.players[seat].survivors[:2]:
        at(s, sid, "police_station")
    place_bandits(s, "police_station", 1, "test")
    assert not s.has_space("police_station")
    ev = reveal(s, "k_full")
    assert s.places["police_station"].bandits == 1
    assert evs(ev, "BanditsPlaced")[0].data["blocked"] == 1


def test_band_06_base_crisis_places_two_at_random_locations() -> None:
    """DISC-10 / LN-08: each bandit's location is rolled separately."""
    s, _ = game()
    s.rng.script = [2, 5]
    reveal(s, "k_two")  # a crisis card without bandit numbers
    assert s.places["grocery_store"].bandits == 1 and s.places["hospital"].bandits == 1
    s2, _ = game(base_crisis_bandits=0)
    reveal(s2, "k_two")
    assert sum(pl.bandits for pl in s2.places.values()) == 0


def test_band_07_bandit_leader_places_the_crisis_bandits() -> None:
    """Scenario: a bandit-led placement (BAND-07, DISC-11, NS-34)."""
    s, seat = game()
    other = innocent(s, seat)
    exile(s, other)
    assert s.band.leaders == [other]
    reveal(s, "k_band")
    d = s.pending
    assert d["kind"] == "bandit_place" and d["player"] == other and d["info"]["left"] == 3
    assert "colony" not in {o["key"] for o in d["options"]}
    for _ in range(3):
        apply(s, Answer(actor=other, key="library"))
    assert s.places["library"].bandits == 3
    assert s.places["school"].bandits == 0 and s.places["police_station"].bandits == 0
    assert s.pending["kind"] == "turn"
    clean(s)


def test_band_07_leader_places_card_bandits_unless_reveal_crisis_only() -> None:
    for mode, where in (("all", "library"), ("reveal_crisis_only", "school")):
        s, seat = game(bandit_leader_places=mode)
        other = innocent(s, seat)
        exile(s, other)
        uid = give(s, seat, "t_bandits")  # bandits_add at school
        from game.engine.actions import PlayCard

        apply(s, PlayCard(actor=seat, card=uid))
        if mode == "all":
            assert s.pending["kind"] == "bandit_place" and s.pending["player"] == other
            apply(s, Answer(actor=other, key="library"))
        assert s.places[where].bandits == 1, mode


def test_band_07_bad_leader_answer_refused() -> None:
    s, seat = game()
    other = innocent(s, seat)
    exile(s, other)
    reveal(s, "k_full")
    assert s.pending["kind"] == "bandit_place"
    refused(s, Answer(actor=other, key="colony"))
    refused(s, Answer(actor=seat, key="school"))


# ============================================================================ attacking
def _bandits_here(s: Any, seat: int, lid: str = "school", n: int = 2) -> str:
    sid = mine(s, seat)
    at(s, sid, lid)
    place_bandits(s, lid, n, "test")
    s.players[seat].unused = [6, 6]
    return sid


def test_band_08_attack_roll_of_4_or_less_removes_the_bandit() -> None:
    """BAND-08, ACT-ATTACK-02, ACT-ATTACK-07, ACT-ATTACK-08, EXPO-02, DISC-17; GEN-09: a
    bandit is no zombie (no kill counted) and nobody's survivor (no card taken)."""
    s, seat = game()
    sid = _bandits_here(s, seat)
    hand = [list(p.hand) for p in s.players]
    s.rng.script = [4]
    ev = apply(s, AttackBandit(actor=seat, survivor=sid, die=0, at="school"))
    assert s.places["school"].bandits == 1 and s.band.supply == LIMIT - 1  # DISC-17
    assert not evs(ev, "ExposureRolled") and not evs(ev, "CardStolen")  # EXPO-02
    assert [list(p.hand) for p in s.players] == hand
    assert s.players[seat].used[-1] == 4  # the spent die is re-rolled
    assert s.players[seat].zombies_killed == 0  # GEN-09
    s.rng.script = [5]
    apply(s, AttackBandit(actor=seat, survivor=sid, die=0, at="school"))
    assert s.places["school"].bandits == 1  # 5-6: nothing happens
    clean(s)


def test_band_08_disc_17_removed_out_of_the_game() -> None:
    s, seat = game(bandit_removal="out_of_game")
    sid = _bandits_here(s, seat)
    s.rng.script = [1]
    apply(s, AttackBandit(actor=seat, survivor=sid, die=0, at="school"))
    assert s.band.out_of_game == 1 and s.band.supply == LIMIT - 2
    clean(s)


def test_band_08_attacking_a_bandit_at_another_location_is_refused() -> None:
    s, seat = game()
    sid = _bandits_here(s, seat)
    place_bandits(s, "library", 1, "test")
    r = refused(s, AttackBandit(actor=seat, survivor=sid, die=0, at="library"))
    assert "own location" in r
    refused(s, AttackBandit(actor=seat, survivor=sid, die=0, at="nowhere"))
    s.places["school"].bandits = 0
    s.band.supply += 2
    assert "no bandit" in refused(s, AttackBandit(actor=seat, survivor=sid, die=0, at="school"))
    s.places["school"].bandits = 2
    s.band.supply -= 2
    s.players[seat].unused = [1]
    assert "die" in refused(s, AttackBandit(actor=seat, survivor=sid, die=0, at="school"))
    with pytest.raises(ValidationError):
        parse_action({"type": "attack_bandit", "actor": seat, "survivor": sid, "die": "0",
                      "at": "school"})


def test_band_09_each_bandit_adds_one_zombie_at_add_zombies() -> None:
    """BAND-09, COLONY-10 (b)."""
    s, seat = game()
    place_bandits(s, "library", 2, "test")
    at(s, mine(s, seat), "library")
    assert zombies_due(s, "library", len(s.at("library"))) == 3
    step(s, "add_zombies_step")
    assert s.places["library"].zombies[0] == 3


def test_band_10_overrun_without_survivors_removes_the_bandits() -> None:
    """Scenario: an overrun removing bandits (BAND-10, ZOMB-09)."""
    s, _ = game()
    place_bandits(s, "library", 2, "test")
    pl = s.places["library"]
    pl.zombies[0] = pl.cap
    ev = step(s, "add_zombies", loc="library", count=1, i=0)
    assert evs(ev, "Overrun") and pl.bandits == 0 and s.band.supply == LIMIT
    assert evs(ev, "BanditRemoved")[0].data["cause"] == "overrun"


def test_band_10_overrun_with_a_survivor_kills_it_and_keeps_bandits() -> None:
    s, seat = game()
    place_bandits(s, "library", 1, "test")
    sid = s.players[seat].followers[0]
    at(s, sid, "library")
    pl = s.places["library"]
    pl.zombies[0] = pl.cap
    step(s, "add_zombies", loc="library", count=1, i=0)
    assert sid not in s.survivors and pl.bandits == 1


def test_band_11_bandits_scavenge_into_the_public_stockpile() -> None:
    """Scenario: scavenging (BAND-11, COLONY-13, DISC-20, NS-22)."""
    s, seat = game()
    place_bandits(s, "school", 2, "test")
    place_bandits(s, "police_station", 1, "test")
    place_bandits(s, "hideout", 1, "test")  # no deck there: nothing to scavenge
    s.places["library"].bandits = 1  # an empty deck gives nothing
    s.removed.extend(s.places["library"].deck)
    s.places["library"].deck = []
    s.band.supply -= 1
    school = list(s.places["school"].deck[:2])
    police = s.places["police_station"].deck[0]
    ev = step(s, "bandits_scavenge")
    assert s.band.stockpile == [police] + school  # by location number (NS-38)
    assert s.places["school"].deck[:1] != school[:1]
    assert [e.data["location"] for e in evs(ev, "BanditsScavenged")] == \
        ["police_station", "school", "library"]
    assert evs(ev, "BanditsScavenged")[2].data["cards"] == []
    for view in (public_view(s), player_view(s, (seat + 1) % s.n)):
        assert view["modules"]["bandits"]["stockpile"] == s.band.stockpile
        assert view["modules"]["bandits"]["bandits"] == {"police_station": 1, "school": 2,
                                                         "hideout": 1, "library": 1}
    steps = colony_steps(s, COLONY_STEPS)
    assert steps[steps.index("add_zombies_step") + 1] == "bandits_scavenge"  # COLONY-13
    clean(s)


# ============================================================================ the Hideout
def _at_hideout(s: Any, seat: int) -> str:
    sid = mine(s, seat)
    at(s, sid, "hideout")
    s.players[seat].unused = [6, 6, 6]
    return sid


def test_band_12_13_hideout_attack_uses_the_card_table() -> None:
    """Scenario: a hideout attack roll (BAND-12, BAND-13, NS-14): the die spent as for an
    attack is re-rolled and the card's row resolves; no exposure roll."""
    s, seat = game()
    sid = _at_hideout(s, seat)
    place_bandits(s, "school", 3, "test")
    s.rng.script = [3]
    ev = apply(s, Hideout(actor=seat, survivor=sid, die=0, mode="attack"))
    assert evs(ev, "HideoutRolled")[0].data["roll"] == 3
    assert s.places["school"].bandits == 1  # only school has bandits: chosen at once
    assert not evs(ev, "ExposureRolled")
    s.rng.script = [1]
    apply(s, Hideout(actor=seat, survivor=sid, die=0, mode="attack"))
    assert s.survivors[sid].wounds == 1


def test_band_12_13_hideout_search_takes_stockpile_cards() -> None:
    """Scenario: a hideout search roll (BAND-13); the player picks among different cards."""
    s, seat = game()
    sid = _at_hideout(s, seat)
    cards = [s.places["school"].deck.pop(0), s.places["library"].deck.pop(0)]
    s.band.stockpile.extend(cards)
    s.rng.script = [4]
    apply(s, Hideout(actor=seat, survivor=sid, die=0, mode="search"))
    if s.pending["kind"] == "stockpile_pick":
        apply(s, Answer(actor=seat, key=cards[1]))
    assert set(cards) <= set(s.players[seat].hand) and s.band.stockpile == []
    clean(s)


def test_band_12_normal_search_at_the_hideout_is_refused() -> None:
    """ACT-SEARCH-09: the Hideout has no item deck."""
    s, seat = game()
    sid = _at_hideout(s, seat)
    assert "has no item deck" in refused(s, Search(actor=seat, survivor=sid, die=0))
    assert not any(a.type == "search" and a.survivor == sid for a in legal_actions(s))
    assert any(a.type == "hideout" and a.survivor == sid for a in legal_actions(s))
    r = refused(s, parse_action({"type": "hideout", "actor": seat, "survivor": sid, "die": 0,
                                 "mode": "loot"}))
    assert "attack" in r


def test_band_14_exiled_player_cannot_search_the_hideout() -> None:
    """BAND-14, DISC-19: refused with the state unchanged; ``hideout_exiled_access``."""
    s, seat = game()
    sid = _at_hideout(s, seat)
    s.players[seat].exiled = True
    r = refused(s, Hideout(actor=seat, survivor=sid, die=0, mode="search"))
    assert "exiled" in r
    assert not any(a.type == "hideout" for a in legal_actions(s))
    place_bandits(s, "hideout", 1, "test")  # ordinary attacks there stay open (DISC-19)
    assert any(a.type == "attack_bandit" for a in legal_actions(s))
    s2, seat2 = game(hideout_exiled_access=True)
    sid2 = _at_hideout(s2, seat2)
    s2.players[seat2].exiled = True
    s2.rng.script = [1]
    apply(s2, Hideout(actor=seat2, survivor=sid2, die=0, mode="search"))


# ============================================================================ leader
def test_band_15_exiled_non_betrayer_leads_betrayer_does_not() -> None:
    """BAND-15, EXILE-13, DISC-22."""
    s, seat = game()
    a, b = (seat + 1) % s.n, (seat + 2) % s.n
    betrayal = next(k for k, c in s.content.secret_objectives.items() if c.kind == "betrayal")
    s.players[a].secret, s.players[b].secret = betrayal, s.players[seat].secret
    s.players[seat].secret = None  # a hand-built position: objectives only for a and b
    exile(s, a)
    assert s.band.leaders == []  # DISC-22
    exile(s, b)
    assert s.band.leaders == [b] and s.players[b].exiled
    assert public_view(s)["modules"]["bandits"]["leaders"] == [b]


def test_band_16_leader_takes_one_stockpile_card_per_round() -> None:
    """BAND-16, DISC-11 (``bandit_leader_takes_card``)."""
    s, seat = game()
    make_innocent(s, seat)
    s.players[seat].exiled = True
    s.band.leaders.append(seat)
    cards = [s.places["school"].deck.pop(0), s.places["school"].deck.pop(0)]
    s.band.stockpile.extend(cards)
    assert any(a.type == "take_stockpile" for a in legal_actions(s))
    apply(s, TakeStockpile(actor=seat, card=cards[0]))
    assert cards[0] in s.players[seat].hand and s.band.stockpile == [cards[1]]
    assert "per round" in refused(s, TakeStockpile(actor=seat, card=cards[1]))
    assert "not in the bandits' stockpile" in refused(s, TakeStockpile(actor=seat, card="x#1"))
    other = (seat + 1) % s.n
    assert not any(a.type == "take_stockpile" for a in legal_actions(s))
    s.round += 1
    apply(s, TakeStockpile(actor=seat, card=cards[1]))
    assert s.pending["player"] == seat and other != seat
    s2, seat2 = game(bandit_leader_takes_card=False)
    make_innocent(s2, seat2)
    s2.band.leaders.append(seat2)
    s2.players[seat2].exiled = True
    s2.band.stockpile.append(s2.places["school"].deck.pop(0))
    assert "DISC-11" in refused(s2, TakeStockpile(actor=seat2, card=s2.band.stockpile[0]))


def test_band_17_special_zombie_first_hook(monkeypatch: pytest.MonkeyPatch) -> None:
    """BAND-17 / RAX-17: the ``attack_blocked`` hook blocks attacks on bandits."""
    s, seat = game()
    sid = _bandits_here(s, seat)
    monkeypatch.setitem(HOOKS, "attack_blocked",
                        [lambda st, lid, kind: "a special zombie here must be attacked first"
                         if lid == "school" and kind == "bandit" else None])
    assert "special zombie" in refused(s, AttackBandit(actor=seat, survivor=sid, die=0,
                                                      at="school"))
    assert not any(a.type == "attack_bandit" for a in legal_actions(s))


def test_band_18_component_limit_of_20() -> None:
    s, _ = game(enforce_component_limits=True)
    for lid in ("police_station", "grocery_store", "school", "library", "hospital",
                "gas_station", "hideout"):
        place_bandits(s, lid, 9, "test")
    assert sum(pl.bandits for pl in s.places.values()) == 20 and s.band.supply == 0
    clean(s)
    s2, _ = game()  # NS-21 / DISC-24: unlimited in software by default
    for lid in ("police_station", "grocery_store", "school", "library", "hospital",
                "gas_station", "hideout"):
        place_bandits(s2, lid, 9, "test")
    assert sum(pl.bandits for pl in s2.places.values()) == 21
    clean(s2)


def test_band_ns_22_equipment_of_a_survivor_dying_at_the_hideout_goes_to_the_stockpile() -> None:
    from game.engine import board as B

    s, seat = game()
    sid = s.players[seat].followers[0]
    at(s, sid, "hideout")
    card = s.places["school"].deck.pop(0)
    s.survivors[sid].equipped.append(card)
    B.kill_survivor(s, sid, "test")
    assert s.band.stockpile == [card]
    s.events = []
    clean(s)


def test_band_effect_ops_place_and_remove_bandits() -> None:
    s, seat = game()
    from game.engine.actions import PlayCard

    s.rng.script = [4, 6]
    apply(s, PlayCard(actor=seat, card=give(s, seat, "t_bandits_random")))
    assert s.places["library"].bandits == 1  # a die per bandit (LN-08, PACKS.md)
    assert s.places["gas_station"].bandits == 1
    place_bandits(s, "school", 2, "test")
    apply(s, PlayCard(actor=seat, card=give(s, seat, "t_bandits_out")))
    assert s.places["school"].bandits == 0 and s.band.supply == LIMIT - 2
    clean(s)


def test_band_module_off_refuses_bandit_actions() -> None:
    """LN-06, CRISIS-13: without the module crisis numbers place nothing and the bandit
    actions are refused."""
    s = quiet(ln_started(content=CONTENT, options=RulesOptions(first_player_vote=False)))
    seat = turn_seat(s)
    s.crisis_deck.remove("k_band")
    s.crisis_deck.insert(0, "k_band")
    from tests.engine.rules_kit import end_round

    end_round(s)
    assert s.crisis == "k_band" and all(pl.bandits == 0 for pl in s.places.values())
    seat = turn_seat(s)
    r = refused(s, AttackBandit(actor=seat, survivor=mine(s, seat), die=0, at="school"))
    assert "bandits" in r and "not in play" in r


def test_band_random_games_keep_invariants() -> None:
    """Random bots play Bandits games on the test content; invariants hold at every step."""
    from game.bots.random_bot import RandomBot

    options = [
        {},
        {"enforce_component_limits": True, "bandit_removal": "out_of_game"},  # BAND-18
        {"bandit_leader_places": "reveal_crisis_only", "hideout_exiled_access": True,
         "bandit_leader_takes_card": False, "base_crisis_bandits": 0},
    ]
    for seed, opts in zip((1, 2, 3), options):
        s = new_game(ln_config(3, seed, modules=BAND, options=RulesOptions(**opts)), CONTENT)
        bot = RandomBot(seed)
        steps = 0
        while not s.over and steps < 3000:
            acts = legal_actions(s)
            apply(s, bot.choose(acts))
            steps += 1
            if steps % 25 == 0:
                assert check_invariants(s) == [], (seed, steps)
        assert check_invariants(s) == []


def test_band_survivor_state_unchanged_by_off_module() -> None:
    s = ln_started(content=CONTENT)
    assert all(isinstance(sv, Survivor) for sv in s.survivors.values())
    assert "bandits" not in public_view(s).get("modules", {})


def test_band_07_leader_placement_in_the_round_flow() -> None:
    """BAND-07, ROUND-04: at the next Reveal Crisis the leader is asked before the dice."""
    s, seat = game()
    leader = innocent(s, seat)
    for sid in s.players[leader].survivors:  # already out of the colony (no relocation)
        s.survivors[sid].loc = "library"
    exile(s, leader)
    s.crisis_deck.remove("k_full")
    s.crisis_deck.insert(0, "k_full")
    from tests.engine.rules_kit import end_round

    end_round(s)
    assert s.pending["kind"] == "bandit_place" and s.pending["player"] == leader
    apply(s, Answer(actor=leader, key="hospital"))
    assert s.places["hospital"].bandits == 1 and s.pending["kind"] in ("turn", "crossroads")
    clean(s)


def test_band_scenario_flags_switch_bandit_rules_off() -> None:
    """SCEN-B-04 (B1): placement, zombies and scavenging on; attacking bandits, the Hideout
    and the leader off until the scenario switches them on (SCEN-B-06/10)."""
    from game.engine.modules.bandits import rule_on
    from game.engine.modules.scenario_state import ScenarioState

    s, seat = game()
    s.scen = ScenarioState(scenario="bandits_intro", active={
        "attack_bandits": False, "hideout": False, "bandit_leader": False})
    assert rule_on(s, "bandit_placement") and not rule_on(s, "hideout")
    sid = _bandits_here(s, seat)
    assert "scenario" in refused(s, AttackBandit(actor=seat, survivor=sid, die=0, at="school"))
    assert not any(a.type in ("attack_bandit", "hideout") for a in legal_actions(s))
    exile(s, innocent(s, seat))
    assert s.band.leaders == []
    s.scen.active["attack_bandits"] = True
    assert any(a.type == "attack_bandit" for a in legal_actions(s))
