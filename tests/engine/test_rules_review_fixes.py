"""Rule tests for the discrepancies of issue 10 section 1 (the outside rules review).

Each test names the rule it enforces (RULES.md); each failed before its fix."""

from __future__ import annotations

from game.engine import apply, legal_actions
from game.engine.actions import Attack, PlayCard
from tests.engine.kit_gen_act_expo import content_with, of, place, rejects, seats, table

SHOTGUN = {"id": "h_shotgun", "name": "Shotgun", "type": "weapon", "kind": "equip",
           "deck": "hospital", "text": "kill 1 more zombie with each attack",
           "equip": {"text": "kill 1 more", "kind": "passive",
                     "modifiers": [{"kind": "extra_kill", "amount": 1}]}}
CALM = {"id": "h_calm", "name": "Calm", "type": "tool", "kind": "equip", "deck": "hospital",
        "text": "no exposure roll after killing a zombie with an attack",
        "equip": {"text": "calm", "kind": "passive",
                  "modifiers": [{"kind": "no_exposure_attack"}]}}
CONTENT = content_with(items=(SHOTGUN, CALM))


def game(me=(), nxt=(), prev=(), dice=()):
    s = table(content=CONTENT)
    a, b, c = seats(s)
    place(s, {a: list(me), b: list(nxt), c: list(prev)})
    s.players[a].unused = list(dice)
    s.players[a].used = []
    return s, a, b, c


def take(s, cid, n=1):
    """Copy ``n`` of item ``cid``, taken out of wherever it is (deck, box or a hand)."""
    uid = f"{cid}#{n}"
    for place_ in s.places.values():
        if uid in place_.deck:
            place_.deck.remove(uid)
    for p in s.players:
        if uid in p.hand:
            p.hand.remove(uid)
    if uid in s.box:
        s.box.remove(uid)
    return uid


def equip(s, sid, cid):
    uid = take(s, cid)
    s.survivors[sid].equipped.append(uid)
    return uid


def rolls(events):
    return [(e.data["survivor"], e.data["face"]) for e in of(events, "ExposureRolled")]


# ----------------------------------------------------------------------------- item 1
def test_expo_01_b_zomb_14_an_attacks_extra_kill_makes_its_own_exposure_roll() -> None:
    """EXPO-01 (b), ZOMB-14: every zombie a survivor kills needs its own exposure roll; a
    weapon that kills one more zombie with each attack gives two rolls, not one."""
    s, me, _, _ = game(me=[("s01", "school")], dice=[6])
    equip(s, "s01", "h_shotgun")
    s.places["school"].zombies = [3]
    s.rng.script = ["blank", "wound"]
    events = apply(s, Attack(actor=me, survivor="s01", die=0, target="z0"))
    assert s.places["school"].zombies == [1]
    assert len(of(events, "ZombieKilled")) == 2
    assert rolls(events) == [("s01", "blank"), ("s01", "wound")]
    assert s.survivors["s01"].wounds == 1 and s.rng.script == []


def test_expo_01_b_no_extra_roll_when_the_extra_zombie_is_missing() -> None:
    """Only a zombie that is really killed costs a roll: with one zombie there, the extra
    kill finds nothing and the attacker rolls once."""
    s, me, _, _ = game(me=[("s01", "school")], dice=[6])
    equip(s, "s01", "h_shotgun")
    s.places["school"].zombies = [1]
    s.rng.script = ["blank"]
    events = apply(s, Attack(actor=me, survivor="s01", die=0, target="z0"))
    assert len(of(events, "ZombieKilled")) == 1 and rolls(events) == [("s01", "blank")]


def test_zomb_14_a_card_that_waives_the_roll_waives_it_for_the_extra_kill_too() -> None:
    """CARD-01: "no exposure roll after killing a zombie with an attack" covers the extra
    kill as well, because it is made with the same attack."""
    s, me, _, _ = game(me=[("s01", "school")], dice=[6])
    equip(s, "s01", "h_shotgun")
    equip(s, "s01", "h_calm")
    s.places["school"].zombies = [3]
    s.rng.script = ["bite"]
    events = apply(s, Attack(actor=me, survivor="s01", die=0, target="z0"))
    assert len(of(events, "ZombieKilled")) == 2 and rolls(events) == []
    assert s.rng.script == ["bite"]


# ----------------------------------------------------------------------------- item 2
def test_act_attack_06_the_targets_modified_attack_value_counts() -> None:
    """ACT-ATTACK-06: the re-rolled die is compared with the target survivor's attack value
    as modified by its equipment: printed 3+, a weapon making it 2+, so a re-roll of 3
    misses and a 2 hits."""
    s, me, nxt, _ = game(me=[("s01", "school")], nxt=[("s04", "school")], dice=[5, 5])
    equip(s, "s04", "bat")  # attack bonus 1: s04 attacks on 2+
    s.players[nxt].hand = []
    s.rng.script = [3]
    events = apply(s, Attack(actor=me, survivor="s01", die=0, target="s:s04"))
    assert of(events, "DieRerolled")[0].data["value"] == 3
    assert s.survivors["s04"].wounds == 0
    s.rng.script = [2]
    apply(s, Attack(actor=me, survivor="s01", die=0, target="s:s04"))
    assert s.survivors["s04"].wounds == 1


# ----------------------------------------------------------------------------- item 3
def test_exile_07_an_exiled_player_may_still_play_a_food_card_for_its_effect() -> None:
    """EXILE-07 is a permission ("may"): an exiled player can raise a die with a food card
    or play the card for its own effect; either way the card leaves the game (EXILE-10)."""
    s, me, _, _ = game(me=[("s01", "school")], dice=[2])
    p = s.players[me]
    p.exiled = True
    can = take(s, "can")
    p.hand = [can]
    plays = [a for a in legal_actions(s) if a.type == "play" and a.card == can]
    assert {a.die for a in plays} == {None, 0}
    food = s.food
    events = apply(s, PlayCard(actor=me, card=can))
    assert s.food == food + 1 and p.unused == [2]  # the card's own effect
    assert can in s.removed and can not in s.waste
    assert of(events, "CardResolved")[0].data["to"] == "removed"


def test_exile_07_with_no_unused_die_the_food_card_is_still_playable() -> None:
    s, me, _, _ = game(me=[("s01", "school")], dice=[])
    p = s.players[me]
    p.exiled = True
    p.hand = [take(s, "can", 3)]
    assert [a.die for a in legal_actions(s) if a.type == "play"] == [None]
    rejects(s, PlayCard(actor=me, card="can#3", die=0), "unused")
    apply(s, PlayCard(actor=me, card="can#3"))
    assert "can#3" in s.removed


# ----------------------------------------------------------------------------- item 4
ANY = {"id": "y_any_plain", "name": "Any", "story": "story",
       "trigger": {"on": "any_action"}, "trigger_text": "After any action of the active player",
       "options": [{"label": "A", "text": "+1 food", "effect": [{"op": "food", "amount": 1}]},
                   {"label": "B", "text": "-1 food", "effect": [{"op": "food", "amount": -1}]}]}
GRIEF = {"id": "y_grief", "name": "Grief", "story": "story",
         "trigger": {"on": "survivor_killed"},
         "trigger_text": "When one of the active player's survivors dies",
         "options": [{"label": "A", "text": "+1 food",
                      "effect": [{"op": "food", "amount": 1}]},
                     {"label": "B", "text": "-1 food",
                      "effect": [{"op": "food", "amount": -1}]}]}


def _frostbite_death_at_turn_start(card_id):
    from game.content.schema import CrossroadsCard
    from game.engine.actions import EndTurn

    cards = {c["id"]: CrossroadsCard.model_validate(c) for c in (ANY, GRIEF)}
    s = table(content=content_with(crossroads=cards))
    a, b, c = seats(s)
    place(s, {a: [("s01", "school")], b: [("s04", "school"), ("s05", "library")],
              c: [("s07", "school")]})
    s.survivors["s05"].frost, s.survivors["s05"].wounds = 1, 1  # dies to frostbite
    s.crossroads_deck = [card_id]
    events = apply(s, EndTurn(actor=a))
    assert "s05" not in s.survivors and s.active == b
    return s, b, events


def test_xroads_04_an_after_any_action_card_waits_for_an_action() -> None:
    """XROADS-04: a frostbite death at the start of the turn is not an action of the active
    player, so an "after any action" card does not trigger before they act."""
    s, b, events = _frostbite_death_at_turn_start("y_any_plain")
    assert not of(events, "CrossroadsTriggered")
    assert s.pending["kind"] == "turn" and s.held["card"] == "y_any_plain"
    from game.engine.actions import Move

    s.rng.script = ["blank"]
    events = apply(s, Move(actor=b, survivor="s04", to="hospital"))
    assert [e.data["card"] for e in of(events, "CrossroadsTriggered")] == ["y_any_plain"]


def test_xroads_03_a_survivor_killed_trigger_still_fires_at_turn_start() -> None:
    """XROADS-03: a card whose trigger is the death itself does trigger on a frostbite
    death at the start of the turn."""
    s, _, events = _frostbite_death_at_turn_start("y_grief")
    assert [e.data["card"] for e in of(events, "CrossroadsTriggered")] == ["y_grief"]
    assert s.pending["kind"] == "crossroads"
