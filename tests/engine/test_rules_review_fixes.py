"""Rule tests for the discrepancies of issue 10 section 1 (the outside rules review).

Each test names the rule it enforces (RULES.md); each failed before its fix."""

from __future__ import annotations

import copy
from dataclasses import replace as dc_replace

from game.content.loader import load_base
from game.content.schema import CrisisCard, CrossroadsCard
from game.engine import apply, colony, decision, legal_actions
from game.engine import board as B
from game.engine.actions import Answer, Attack, CallExileVote, EndTurn, Move, PlayCard
from game.engine.base import push, run
from game.engine.config import RulesOptions
from tests.engine.kit_gen_act_expo import content_with, of, place, rejects, say, seats, table
from tests.engine.rules_kit import quiet, rc_game

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

    s.rng.script = ["blank"]
    events = apply(s, Move(actor=b, survivor="s04", to="hospital"))
    assert [e.data["card"] for e in of(events, "CrossroadsTriggered")] == ["y_any_plain"]


def test_xroads_03_a_survivor_killed_trigger_still_fires_at_turn_start() -> None:
    """XROADS-03: a card whose trigger is the death itself does trigger on a frostbite
    death at the start of the turn."""
    s, _, events = _frostbite_death_at_turn_start("y_grief")
    assert [e.data["card"] for e in of(events, "CrossroadsTriggered")] == ["y_grief"]
    assert s.pending["kind"] == "crossroads"


# ----------------------------------------------------------------------------- item 6
def _eliminated_first_player(direction="right"):
    """A player-elimination game in which the first player is out; the next player is on
    turn.  Returns (state, first player, the seat to their right, the seat to their left)."""

    s = quiet(rc_game(variants=("player_elimination",),
                      options=RulesOptions(first_player_pass_direction=direction)))
    first = s.first_player
    apply(s, EndTurn(actor=first))
    s.players[first].eliminated = True
    for sid in s.players[first].survivors:
        s.survivors.pop(sid, None)
    s.players[first].leader, s.players[first].followers = None, []
    return s, first, (first - 1) % s.n, (first + 1) % s.n


def test_card_06_an_eliminated_first_player_passes_the_vote_tie_on() -> None:
    """CARD-06 / DISC-21 with VAR-ELIM-01: a player out of the game breaks no tie; the duty
    goes to the next player still in the game in the direction the first-player token
    passes (to the right by default, DISC-03)."""

    for direction in ("right", "left"):
        s, first, right, left = _eliminated_first_player(direction)
        caller = s.active
        assert caller == left  # turns go clockwise (to the left)
        apply(s, CallExileVote(actor=caller, target=right))
        votes = {caller: "yes", right: "no"}
        while s.pending["kind"] == "ballot":
            apply(s, Answer(actor=s.pending["player"], key=votes[s.pending["player"]]))
        assert s.pending["kind"] == "vote_tie"
        assert s.pending["player"] == (right if direction == "right" else left)


def test_card_06_an_eliminated_first_player_breaks_no_overrun_tie() -> None:
    """NS-28 / DISC-21: the overrun's lowest-influence tie goes to the next player still in
    the game, not to the eliminated first player."""

    s, first, right, left = _eliminated_first_player()
    a, b = s.players[left].leader, s.players[right].leader
    s.survivors[a].loc = s.survivors[b].loc = "school"
    for sid in s.players[left].followers + s.players[right].followers:
        s.survivors[sid].loc = "hospital"
    # equal influence: make both survivor cards the same value for this test

    cards = dict(s.content.survivors)
    cards[b] = cards[b].model_copy(update={"influence": cards[a].influence})
    s.content = dc_replace(s.content, survivors=cards)
    s.pending = None
    push(s, "overrun", loc="school")
    run(s)
    assert s.pending["kind"] == "tie" and s.pending["player"] == right
    assert B.tie_breaker(s) == right


def test_card_06_an_eliminated_first_player_makes_no_crisis_choice() -> None:
    """Crisis effects resolve with the first player as the resolving player; once that
    player is out of the game, the next player still in it makes the crisis's choices."""

    s, first, right, left = _eliminated_first_player()
    cards = dict(s.content.crises)

    cards["k_where"] = CrisisCard.model_validate({
        "id": "k_where", "name": "Where", "prevent": ["fuel"], "text": "Add 1 zombie to a "
        "non-colony location of your choice.",
        "effect": [{"op": "zombies_add", "at": "choose", "count": 1}]})
    s.content = dc_replace(s.content, crises=cards)
    s.crisis, s.contributions, s.pending = "k_where", [], None
    s.stack.append({"k": "resolve_crisis"})
    assert colony.crisis_target(s) == 2
    run(s)
    assert s.pending["kind"] == "choose_location" and s.pending["player"] == right


def test_card_01_each_player_texts_say_exiled_players_are_skipped() -> None:
    """"Each player" effects skip exiled players (docs/DECISIONS.md); every base-pack card
    whose effect repeats for each player says so in its text, so text and rule agree."""

    c = load_base()

    def each_player(ops) -> bool:
        for o in ops:
            if o.op == "for_each" and o.over == "player":
                return True
            for f in ("then", "otherwise", "yes", "no", "effect"):
                sub = getattr(o, f, None)
                if isinstance(sub, list) and each_player(sub):
                    return True
            if o.op == "choose" and any(each_player(ch.effect) for ch in o.options):
                return True
        return False

    texts = [k.text for k in c.crises.values() if each_player(k.effect)]
    texts += [o.text for x in c.crossroads.values() for o in x.options
              if each_player(o.effect)]
    texts += [i.text for i in c.items.values() if each_player(i.effect)]
    texts += [sv.ability.text for sv in c.survivors.values() if each_player(sv.ability.effect)]
    assert len(texts) >= 4
    for text in texts:
        assert "each player who is not exiled" in text.lower(), text


# ----------------------------------------------------------------------------- item 5
def _bitten_last_survivor(at="colony", exiled=False, variants=()):
    """``me`` attacks a zombie with its only survivor s01 (influence 13) at ``at``; the
    exposure roll is a bite.  nxt's s10 (influence 40) stands there too; the top survivor
    card is s03 (influence 19)."""

    s = table(content=CONTENT, variants=variants)
    a, b, c = seats(s)
    place(s, {a: [("s01", at)], b: [("s10", at), ("s11", "hospital")],
              c: [("s12", "library")]})
    s.survivor_deck = ["s03"] + [x for x in s.survivor_deck if x != "s03"]
    s.players[a].exiled = exiled
    s.players[a].unused, s.players[a].used = [6], []
    s.places[at].zombies = [1] + [0] * (len(s.places[at].zombies) - 1)
    s.rng.script = ["bite"]
    events = apply(s, Attack(actor=a, survivor="s01", die=0, target="z0"))
    return s, a, b, events


def test_card_02_kill_07_the_first_player_orders_the_new_leader_and_the_spread() -> None:
    """CARD-02 with KILL-07 and EXPO-09: a player's last survivor is bitten at the colony;
    the replacement leader and the bite spread happen at the same time and the order
    changes who can be bitten, so the first player decides it (decision kind "order")."""

    s, me, nxt, _ = _bitten_last_survivor()
    d = decision(s)
    assert d is not None and d.kind == "order" and d.player == s.first_player
    assert [o.key for o in d.options] == ["spread", "replacement"]
    assert d.info["location"] == "colony" and d.info["effects"] == ["spread", "replacement"]
    assert sorted(a.key for a in legal_actions(s)) == ["replacement", "spread"]
    assert "s03" not in s.survivors and s.players[me].survivors == []
    # the spread first: it reaches s10, the only survivor there; then s03 joins
    t = copy.deepcopy(s)
    events = say(t, "spread")
    assert of(events, "EffectsOrdered")[0].data["first"] == "spread"
    assert t.pending["kind"] == "bite_spread" and t.pending["ctx"]["sid"] == "s10"
    assert "s03" not in t.survivors
    say(t, "kill")
    assert t.players[me].leader == "s03" and t.survivors["s03"].loc == "colony"
    assert t.pending["kind"] == "turn"
    # the new leader first: s03 (influence 19 < 40) stands there and is bitten instead
    say(s, "replacement")
    assert s.players[me].leader == "s03"
    assert s.pending["kind"] == "bite_spread" and s.pending["ctx"]["sid"] == "s03"
    assert s.pending["player"] == me


def test_card_02_no_order_decision_when_the_order_cannot_matter() -> None:
    """The decision is raised only where the order changes the outcome: a bite at a
    non-colony location while the new leader joins at the colony, or no new leader at all
    (Player Elimination, VAR-ELIM-01)."""
    s, me, _, _ = _bitten_last_survivor(at="school")
    assert s.pending["kind"] == "bite_spread" and s.pending["ctx"]["sid"] == "s10"
    say(s, "kill")
    assert s.players[me].leader == "s03" and s.survivors["s03"].loc == "colony"
    s, me, _, _ = _bitten_last_survivor(variants=("player_elimination",))
    assert s.pending["kind"] == "bite_spread" and s.pending["ctx"]["sid"] == "s10"
    say(s, "kill")
    assert s.players[me].eliminated and "s03" not in s.survivors


def test_card_02_an_exiled_players_newcomer_may_stand_where_the_bite_spreads() -> None:
    """SURV-04: an exiled player's new leader stands at a non-colony location of their
    choice, the bitten location included, so the order matters there too."""
    s, me, _, _ = _bitten_last_survivor(at="school", exiled=True)
    assert s.pending["kind"] == "order"
    say(s, "replacement")
    assert s.pending["kind"] == "survivor_join" and s.pending["player"] == me
    assert "school" in [o["key"] for o in s.pending["options"]]
    say(s, "school")
    assert s.pending["kind"] == "bite_spread" and s.pending["ctx"]["sid"] == "s03"


def test_card_02_a_spread_that_kills_a_last_survivor_is_ordered_too() -> None:
    """EXPO-11 (b): the spread kills a player's last survivor at the colony and spreads on;
    that player's new leader arrives at the same time: the first player orders them."""

    s = table(content=CONTENT)
    a, b, c = seats(s)
    place(s, {a: [("s09", "school"), ("s20", "school")], b: [("s02", "colony")],
              c: [("s15", "colony")]})
    s.survivor_deck = ["s03"] + [x for x in s.survivor_deck if x != "s03"]
    s.rng.script = ["bite"]
    apply(s, Move(actor=a, survivor="s09", to="colony"))
    assert s.pending["kind"] == "bite_spread" and s.pending["ctx"]["sid"] == "s02"
    s.rng.script = ["wound"]
    say(s, "roll")
    assert "s02" not in s.survivors and s.players[b].survivors == []
    assert s.pending["kind"] == "order" and s.pending["player"] == s.first_player
    say(s, "replacement")
    assert s.players[b].leader == "s03"
    assert s.pending["kind"] == "bite_spread" and s.pending["ctx"]["sid"] == "s03"
