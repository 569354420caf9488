"""Rule tests written during the independent engine review (see RULES.md for the IDs).

Each test pins one behaviour the review found missing or wrong; the name starts with the
rule ID it enforces."""

from __future__ import annotations

from game.content.schema import CrossroadsCard, ItemCard
from game.engine import apply
from game.engine.actions import Attack, HandOff, PlayCard
from game.engine.state import COLONY
from tests.engine.rules_kit import (
    RC,
    answer_as,
    content_with,
    evs,
    give,
    quiet,
    rc_game,
    turn_seat,
)

# "after any action, if your survivors carry 3+ wound tokens" (like the base pack's
# "Furnace Room")
ANY_ACTION = CrossroadsCard.model_validate({
    "id": "y_any", "name": "y_any", "story": "story",
    "trigger": {"on": "any_action", "when": {
        "cond": "compare", "value": {"q": "own_wounds"}, "cmp": ">=", "n": 3}},
    "trigger_text": "After any action, if your survivors carry 3+ wounds",
    "options": [{"label": "A", "text": "+1 food", "effect": [{"op": "food", "amount": 1}]},
                {"label": "B", "text": "-1 food", "effect": [{"op": "food", "amount": -1}]}],
})
# an equip item: "whenever this survivor kills a zombie with an attack, kill 1 more"
SHOTGUN = ItemCard.model_validate({
    "id": "t_shotgun", "name": "t_shotgun", "type": "weapon", "kind": "equip",
    "deck": "school", "text": "kill 1 more zombie with each attack",
    "equip": {"text": "kill 1 more", "kind": "passive",
              "modifiers": [{"kind": "extra_kill", "amount": 1}]}})
REVIEW = content_with(crossroads={**RC.crossroads, "y_any": ANY_ACTION},
                      items={**RC.items, "t_shotgun": SHOTGUN})


def test_xroads_03_a_hand_off_is_an_action_for_any_action_triggers():
    """XROADS-03/04: a card whose trigger is "after any action" is checked after every
    action of the active player, the free Hand Off action (ACT-08, ACT-HANDOFF-01) too."""
    s = quiet(rc_game(content=REVIEW))
    seat = turn_seat(s)
    p = s.players[seat]
    a, b = p.survivors[:2]
    s.survivors[a].loc = s.survivors[b].loc = COLONY
    s.survivors[a].wounds, s.survivors[b].wounds = 2, 1  # 3 wound tokens between them
    uid = give(s, seat, "bat")
    apply(s, PlayCard(actor=seat, card=uid, survivor=a))
    s.held = {"card": "y_any", "drawer": (seat - 1) % s.n, "target": seat}
    ev = apply(s, HandOff(actor=seat, card=uid, to=b))
    trig = evs(ev, "CrossroadsTriggered")
    assert len(trig) == 1 and trig[0].data["card"] == "y_any"
    assert s.pending is not None and s.pending["kind"] == "crossroads"


def _colony_game(zombies):
    s = quiet(rc_game(content=REVIEW))
    s.places[COLONY].zombies = list(zombies)
    seat = turn_seat(s)
    leader = s.players[seat].leader
    s.survivors[leader].loc = COLONY
    return s, seat, leader


def test_zomb_13_a_card_kill_at_the_colony_lets_the_player_choose_the_zombie():
    """ZOMB-13 (002 "Matando os zumbis", 003 "Zombies töten"): whenever a zombie at the
    colony is killed, by an attack or by a card effect, the killing player chooses which
    zombie, at any entrance.  The fullest entrance is offered first."""
    s, seat, _ = _colony_game([1, 0, 3, 0, 2, 0])
    uid = give(s, seat, "t_trap")  # kill 1 zombie at the colony (no survivor kills it)
    apply(s, PlayCard(actor=seat, card=uid))
    d = s.pending
    assert d is not None and d["kind"] == "choose_zombie" and d["player"] == seat
    assert [o["key"] for o in d["options"]] == ["2", "4", "0"]
    ev = answer_as(s, "0")
    assert s.places[COLONY].zombies == [0, 0, 3, 0, 2, 0]
    assert [e.data["entrance"] for e in evs(ev, "ZombieKilled")] == [0]
    assert not evs(ev, "ExposureRolled")  # NS-61: nobody killed it
    assert s.pending["kind"] == "turn"


def test_zomb_13_each_card_kill_is_chosen_then_the_killer_rolls_exposure():
    """A card kill by a survivor: the player picks the zombie, then the killer rolls
    exposure (EXPO-01 b); with one entrance holding zombies there is nothing to choose."""
    s, seat, leader = _colony_game([1, 1, 0, 0, 0, 0])
    uid = give(s, seat, "police_station_gun")  # kill 1 zombie here, by the acting survivor
    s.rng.script = ["blank"]
    apply(s, PlayCard(actor=seat, card=uid, survivor=leader))
    assert s.pending["kind"] == "choose_zombie"
    assert s.rng.script == ["blank"]  # the exposure roll waits for the kill
    ev = answer_as(s, "1")
    assert s.places[COLONY].zombies == [1, 0, 0, 0, 0, 0]
    assert [e.data["survivor"] for e in evs(ev, "ExposureRolled")] == [leader]
    uid = give(s, seat, "police_station_gun", 2)
    s.rng.script = ["blank"]
    ev = apply(s, PlayCard(actor=seat, card=uid, survivor=leader))
    assert s.places[COLONY].zombies == [0] * 6 and len(evs(ev, "ZombieKilled")) == 1
    assert s.pending["kind"] == "turn"


def test_zomb_13_an_extra_kill_after_an_attack_at_the_colony_is_chosen_too():
    """An attack's extra kill ("kill 1 more zombie at the same location") at the colony is
    also the killing player's choice; the attacker then rolls exposure once per zombie
    killed (EXPO-01 b, ZOMB-14)."""
    s, seat, leader = _colony_game([1, 1, 2, 0, 0, 0])
    uid = give(s, seat, "t_shotgun")
    apply(s, PlayCard(actor=seat, card=uid, survivor=leader))
    s.players[seat].unused = [6]
    s.rng.script = ["blank", "blank"]
    apply(s, Attack(actor=seat, survivor=leader, die=0, target="z0"))
    d = s.pending
    assert d["kind"] == "choose_zombie" and [o["key"] for o in d["options"]] == ["2", "1"]
    ev = answer_as(s, "1")
    assert s.places[COLONY].zombies == [0, 0, 2, 0, 0, 0]
    assert [e.data["survivor"] for e in evs(ev, "ExposureRolled")] == [leader, leader]
    assert s.players[seat].zombies_killed == 2
