"""Rule tests for RULES.md section ACT (player actions), untagged rules only.

Positions are hand-built (see kit_gen_act_expo); chance is scripted with ``s.rng.script``."""

from __future__ import annotations

import pytest

from game.engine import apply, legal_actions, player_view, public_view, redact
from game.engine.actions import (
    Answer,
    Attack,
    Attract,
    Barricade,
    CallExileVote,
    CleanWaste,
    Contribute,
    HandOff,
    Move,
    PlayCard,
    Request,
    Search,
    SpendFood,
    UseAbility,
    UseEquipment,
)
from game.engine.config import RulesOptions
from tests.engine.kit_gen_act_expo import (
    COLONY,
    content_with,
    end_turn,
    kinds,
    of,
    place,
    play_round_out,
    rejects,
    say,
    seats,
    table,
)

RADIO = {"id": "a_radio", "name": "Radio", "type": "tool", "kind": "equip", "deck": "hospital",
         "text": "once per round: +1 food",
         "equip": {"text": "once per round: +1 food", "kind": "activated",
                   "frequency": "once_per_round", "effect": [{"op": "food", "amount": 1}]}}
ACT = content_with(
    survivors={
        "s11": {"attack": 2},  # ACT-ATTACK-10 attacker (2+)
        "s12": {"attack": 2},  # ACT-ATTACK-10 target (2+)
        "s15": {"search": 5},  # ACT-SEARCH-10 searcher (5+)
        "s16": {"ability": {"text": "2+ at the colony, once per turn: +1 food",
                            "location": "colony", "cost": 2, "frequency": "once_per_turn",
                            "effect": [{"op": "food", "amount": 1}]}},
        "s17": {"ability": {"text": "always +1 search", "kind": "passive",
                            "modifiers": [{"kind": "search_bonus"}]}},
    },
    items=(RADIO,),
)


def game(me=(), nxt=(), prev=(), dice=(), n=3, content=None, **kw):
    """A position on the first player's turn: ``me`` = the active player, ``nxt`` = the
    player to their left, ``prev`` = to their right; ``dice`` = the active player's unused
    dice (the used pool is emptied)."""
    s = table(n=n, content=content or ACT, **kw)
    a, b, c = seats(s)
    place(s, {a: list(me), b: list(nxt), c: list(prev)})
    s.players[a].unused = list(dice)
    s.players[a].used = []
    return s, a, b, c


def give(s, seat, uid):
    """Put a physical card into a player's hand, taking it from wherever it is."""
    for pl in s.places.values():
        if uid in pl.deck:
            pl.deck.remove(uid)
    for p in s.players:
        if uid in p.hand:
            p.hand.remove(uid)
    if uid in s.box:
        s.box.remove(uid)
    s.players[seat].hand.append(uid)
    return uid


def dice(s, seat):
    p = s.players[seat]
    return list(p.unused), list(p.used)


# ============================================================================ general
def test_act_01_die_actions_cost_one_die_free_actions_none() -> None:
    s, me, _, _ = game(me=[("s01", COLONY), ("s02", "school")], dice=[4, 4, 4])
    s.rng.script = ["blank"]
    apply(s, Move(actor=me, survivor="s02", to="library"))  # free
    assert dice(s, me) == ([4, 4, 4], [])
    apply(s, Barricade(actor=me, survivor="s01", die=0))  # die action
    assert dice(s, me) == ([4, 4], [4])


def test_act_02_spending_moves_a_die_to_the_used_pool() -> None:
    s, me, _, _ = game(me=[("s01", COLONY)], dice=[5])
    events = apply(s, Barricade(actor=me, survivor="s01", die=0))
    assert of(events, "DieSpent")[0].data == {"player": me, "value": 5}
    assert dice(s, me) == ([], [5])
    rejects(s, Barricade(actor=me, survivor="s01", die=0), "unused action die")
    rejects(s, Barricade(actor=me, survivor="s01", die=-1), "unused action die")


def test_act_03_thresholds_compare_the_current_die_value() -> None:
    """ACT-FOOD-01: food raises the value that is compared."""
    s, me, _, _ = game(me=[("s01", COLONY)], dice=[2, 1])
    s.colony().zombies = [1, 0, 0, 0, 0, 0]
    s.food = 1
    rejects(s, Attack(actor=me, survivor="s01", die=0, target="z0"), "die of 3 or more")
    apply(s, SpendFood(actor=me, die=0))
    s.rng.script = ["blank"]
    apply(s, Attack(actor=me, survivor="s01", die=0, target="z0"))
    assert s.colony().zombies == [0] * 6
    apply(s, Barricade(actor=me, survivor="s01", die=0))  # any value: a 1 will do
    assert dice(s, me) == ([], [3, 1])


def test_act_04_a_die_action_uses_one_survivor_its_place_and_values() -> None:
    s, me, _, _ = game(me=[("s01", "school"), ("s15", "school"), ("s02", COLONY)],
                       dice=[4, 4])
    s.colony().zombies = [1, 0, 0, 0, 0, 0]
    rejects(s, Attack(actor=me, survivor="s01", die=0, target="z0"), "attacker's location")
    rejects(s, Search(actor=me, survivor="s15", die=0), "die of 5 or more")  # its search 5+
    apply(s, Search(actor=me, survivor="s01", die=0))  # s01 searches at 3+
    assert s.search["loc"] == "school"
    say(s, "stop")
    s.rng.script = ["blank"]
    apply(s, Attack(actor=me, survivor="s02", die=0, target="z0"))  # s02 is at the colony
    assert s.colony().zombies == [0] * 6


def test_act_05_actions_repeat_except_move_and_exile_vote() -> None:
    """ACT-MOVE-02, ACT-EXVOTE-01."""
    s, me, nxt, _ = game(me=[("s01", "school"), ("s02", COLONY)], nxt=[("s03", COLONY)],
                         dice=[3, 3, 3, 3])
    for _ in range(2):
        apply(s, Barricade(actor=me, survivor="s01", die=0))
    for _ in range(2):
        apply(s, Search(actor=me, survivor="s01", die=0))
        say(s, "stop")
    assert dice(s, me) == ([], [3, 3, 3, 3])
    s.rng.script = ["blank"]
    apply(s, Move(actor=me, survivor="s02", to="library"))
    rejects(s, Move(actor=me, survivor="s02", to="hospital"), "only once per turn")
    apply(s, CallExileVote(actor=me, target=nxt))
    for _ in range(3):
        say(s, "no")
    rejects(s, CallExileVote(actor=me, target=nxt), "one exile vote per turn")


def test_act_06_only_the_active_player_acts() -> None:
    s, me, nxt, prev = game(me=[("s01", COLONY)], nxt=[("s02", COLONY)],
                            prev=[("s03", COLONY)], dice=[6])
    s.players[nxt].unused = [6, 6]
    s.food = 3
    for action in (Move(actor=nxt, survivor="s02", to="school"),
                   Barricade(actor=nxt, survivor="s02", die=0),
                   SpendFood(actor=nxt, die=0),
                   CallExileVote(actor=nxt, target=me)):
        rejects(s, action, "decision")
    assert {a.actor for a in legal_actions(s)} == {me}
    # during the active player's request, the asked player only answers it
    s.players[prev].hand = ["can#1"]
    apply(s, Request(actor=me, target=prev))
    assert s.pending["kind"] == "request" and s.pending["player"] == prev
    rejects(s, Answer(actor=me, key="refuse"), "decision")
    rejects(s, Move(actor=prev, survivor="s03", to="school"), "answer the pending question")
    apply(s, Answer(actor=prev, key="refuse"))
    assert s.pending["kind"] == "turn" and s.pending["player"] == me


def _die_action(kind, s, me):
    if kind == "attack":
        s.colony().zombies = [1, 0, 0, 0, 0, 0]
        s.rng.script = ["blank"]
        return Attack(actor=me, survivor="s01", die=0, target="z0")
    if kind == "search":
        return Search(actor=me, survivor="s02", die=0)
    if kind == "barricade":
        return Barricade(actor=me, survivor="s01", die=0, entrance=2)
    if kind == "clean_waste":
        s.waste = ["can#1"]
        return CleanWaste(actor=me, survivor="s01", die=0)
    if kind == "attract":
        s.places["library"].zombies = [1]
        return Attract(actor=me, survivor="s02", die=0, take=("library",))
    return UseAbility(actor=me, survivor="s01", die=0)


@pytest.mark.parametrize("kind", ["attack", "search", "barricade", "clean_waste", "attract",
                                  "ability"])
def test_act_07_core_die_actions(kind: str) -> None:
    s, me, _, _ = game(me=[("s01", COLONY), ("s02", "school")], dice=[6, 6])
    action = _die_action(kind, s, me)
    assert action.type in {a.type for a in legal_actions(s)}
    apply(s, action)
    if s.pending["kind"] == "search_more":
        say(s, "stop")
    assert dice(s, me) == ([6], [6])  # exactly one die


def test_act_08_free_actions_spend_no_die() -> None:
    s, me, nxt, prev = game(me=[("s01", COLONY), ("s02", COLONY)], nxt=[("s03", COLONY)],
                            prev=[("s04", COLONY)], dice=[2, 5])
    p = s.players[me]
    p.hand = [give(s, me, "can#1"), give(s, me, "bat#1"), give(s, me, "jerrycan#1")]
    s.players[nxt].hand = [give(s, nxt, "can#2")]
    s.crisis = "c0"
    s.food = 4
    s.rng.script = ["blank"]
    steps = [PlayCard(actor=me, card="can#1"),
             PlayCard(actor=me, card="bat#1", survivor="s01"),
             HandOff(actor=me, card="bat#1", to="s02"),
             Contribute(actor=me, card="jerrycan#1"),
             Move(actor=me, survivor="s01", to="school"),
             Request(actor=me, target=nxt)]
    for action in steps:
        apply(s, action)
        assert p.used == [] and len(p.unused) == 2, action.type
    say(s, "refuse")
    apply(s, SpendFood(actor=me, die=0))
    assert p.used == [] and p.unused == [3, 5]
    apply(s, CallExileVote(actor=me, target=prev))
    for _ in range(3):
        say(s, "no")
    assert p.used == [] and p.unused == [3, 5]


# ============================================================================ attack
def test_act_attack_01_die_at_least_the_attack_value() -> None:
    s, me, _, _ = game(me=[("s01", COLONY), ("s11", COLONY)], dice=[2, 3])
    s.colony().zombies = [2, 0, 0, 0, 0, 0]
    rejects(s, Attack(actor=me, survivor="s01", die=0, target="z0"), "die of 3 or more")
    s.rng.script = ["blank", "blank"]
    apply(s, Attack(actor=me, survivor="s11", die=0, target="z0"))  # s11 attacks at 2+
    apply(s, Attack(actor=me, survivor="s01", die=0, target="z0"))  # the 3 is enough
    assert s.colony().zombies[0] == 0


def test_act_attack_02_targets_at_the_attackers_location_any_colony_entrance() -> None:
    s, me, nxt, _ = game(me=[("s01", COLONY), ("s02", "school")],
                         nxt=[("s03", "library"), ("s04", "school")], dice=[6, 6, 6])
    s.colony().zombies = [0, 0, 0, 1, 0, 2]
    s.places["library"].zombies = [1]
    rejects(s, Attack(actor=me, survivor="s01", die=0, target="z0"), "attacker's location")
    rejects(s, Attack(actor=me, survivor="s01", die=0, target="s:s03"), "attacker's location")
    rejects(s, Attack(actor=me, survivor="s02", die=0, target="z0"), "attacker's location")
    s.rng.script = ["blank", "blank", 6]
    apply(s, Attack(actor=me, survivor="s01", die=0, target="z5"))
    apply(s, Attack(actor=me, survivor="s01", die=0, target="z3"))
    assert s.colony().zombies == [0, 0, 0, 0, 0, 1]
    apply(s, Attack(actor=me, survivor="s02", die=0, target="s:s04"))  # a survivor there


def test_act_attack_03_no_attack_on_own_or_helpless_survivors() -> None:
    s, me, _, _ = game(me=[("s01", COLONY), ("s02", COLONY)], dice=[6])
    s.helpless = 3
    rejects(s, Attack(actor=me, survivor="s01", die=0, target="s:s02"), "your own survivors")
    rejects(s, Attack(actor=me, survivor="s01", die=0, target="s:helpless"), "helpless")
    assert not [a for a in legal_actions(s) if a.type == "attack"]


def test_act_attack_05_zombie_dies_without_a_roll_then_exposure() -> None:
    """EXPO-01 (b)."""
    s, me, _, _ = game(me=[("s01", "school")], dice=[3])
    s.places["school"].zombies = [2]
    s.rng.script = ["wound"]
    events = apply(s, Attack(actor=me, survivor="s01", die=0, target="z0"))
    k = kinds(events)
    assert "DieRerolled" not in k  # no roll to kill
    assert k.index("ZombieKilled") < k.index("ExposureRolled")
    assert s.places["school"].zombies == [1]  # back to the supply
    assert of(events, "ExposureRolled")[0].data["survivor"] == "s01"
    assert s.survivors["s01"].wounds == 1
    assert s.rng.script == []


@pytest.mark.parametrize("roll,hit", [(3, True), (4, False)])
def test_act_attack_06_reroll_wounds_and_steals(roll: int, hit: bool) -> None:
    s, me, nxt, _ = game(me=[("s01", "school")], nxt=[("s04", "school")], dice=[5])
    s.players[me].hand = []
    s.players[nxt].hand = [give(s, nxt, "jerrycan#2")]
    s.rng.script = [roll]
    events = apply(s, Attack(actor=me, survivor="s01", die=0, target="s:s04"))
    assert of(events, "DieRerolled")[0].data["value"] == roll
    assert dice(s, me) == ([], [roll])  # the die stays spent
    if hit:  # the re-roll (3) is <= the target's attack value 3+
        assert s.survivors["s04"].wounds == 1
        assert s.players[me].hand == ["jerrycan#2"] and s.players[nxt].hand == []
        stolen = of(events, "CardStolen")[0]
        assert stolen.visible_to == (nxt, me) and redact(stolen, (me + 2) % 3).secret is None
    else:
        assert s.survivors["s04"].wounds == 0
        assert s.players[nxt].hand == ["jerrycan#2"] and "CardStolen" not in kinds(events)


def test_act_attack_07_attacking_a_survivor_never_causes_exposure() -> None:
    """EXPO-02."""
    s, me, nxt, _ = game(me=[("s01", COLONY)], nxt=[("s04", COLONY)], dice=[6])
    s.rng.script = [1, "bite"]
    events = apply(s, Attack(actor=me, survivor="s01", die=0, target="s:s04"))
    assert "ExposureRolled" not in kinds(events)
    assert s.rng.script == ["bite"] and "s01" in s.survivors


def test_act_attack_09_same_survivor_attacks_repeatedly() -> None:
    s, me, _, _ = game(me=[("s01", COLONY)], dice=[3, 4, 5])
    s.colony().zombies = [1, 1, 1, 0, 0, 0]
    s.rng.script = ["blank"] * 3
    for e in range(3):
        apply(s, Attack(actor=me, survivor="s01", die=0, target=f"z{e}"))
    assert s.colony().zombies == [0] * 6 and dice(s, me) == ([], [3, 4, 5])


@pytest.mark.parametrize("reroll", [1, 2, 3, 4, 5, 6])
def test_act_attack_10_worked_example(reroll: int) -> None:
    """Attack 2+ with a 4 (legal); against a 2+ survivor a re-roll of 1–2 wounds, 3–6
    misses."""
    s, me, nxt, _ = game(me=[("s11", "school")], nxt=[("s12", "school")], dice=[4])
    s.players[nxt].hand = [give(s, nxt, "can#3")]
    s.rng.script = [reroll]
    apply(s, Attack(actor=me, survivor="s11", die=0, target="s:s12"))
    wounded = reroll <= 2
    assert s.survivors["s12"].wounds == (1 if wounded else 0)
    assert ("can#3" in s.players[me].hand) is wounded
    assert s.players[me].used == [reroll]


# ============================================================================ search
def test_act_search_01_die_at_least_search_value_never_the_colony() -> None:
    s, me, _, _ = game(me=[("s01", COLONY), ("s15", "school"), ("s17", "library")],
                       dice=[4, 5])
    rejects(s, Search(actor=me, survivor="s01", die=1), "colony can never be searched")
    rejects(s, Search(actor=me, survivor="s15", die=0), "die of 5 or more")
    apply(s, Search(actor=me, survivor="s15", die=1))
    say(s, "stop")
    assert dice(s, me) == ([4], [5])


def test_act_search_02_draw_the_top_card_privately() -> None:
    s, me, nxt, _ = game(me=[("s01", "school")], dice=[3])
    top = s.places["school"].deck[0]
    hand = list(s.players[me].hand)
    events = apply(s, Search(actor=me, survivor="s01", die=0))
    drew = of(events, "SearchDrew")[0]
    assert drew.visible_to == (me,) and drew.secret == {"card": top}
    assert redact(drew, nxt).secret is None and redact(drew, None).secret is None
    assert s.players[me].hand == hand  # not in the hand yet
    assert player_view(s, me)["me"]["search_drawn"] == [top]
    assert "search_drawn" not in player_view(s, nxt)["me"]
    assert top not in str(public_view(s))
    assert s.pending["kind"] == "search_more" and s.pending["player"] == me


def test_act_search_03_make_noise_to_draw_again_while_spaces_remain() -> None:
    s, me, _, _ = game(me=[("s01", "school")], dice=[3])
    s.places["school"].noise_spaces = 2
    deck = list(s.places["school"].deck)
    apply(s, Search(actor=me, survivor="s01", die=0))
    assert {o["key"] for o in s.pending["options"]} == {"noise", "stop"}
    events = say(s, "noise")
    assert kinds(events)[:2] == ["NoisePlaced", "SearchDrew"]
    assert s.pending["kind"] == "search_more"
    say(s, "noise")
    assert s.places["school"].noise == 2
    assert s.pending["kind"] == "search_keep"  # no empty noise space is left
    assert [o["key"] for o in s.pending["options"]] == deck[:3]


def test_act_search_04_keep_exactly_one_rest_to_the_bottom() -> None:
    """NS-22: an empty deck can be searched but yields nothing."""
    s, me, _, _ = game(me=[("s01", "school")], dice=[3, 3])
    deck = list(s.places["school"].deck)
    apply(s, Search(actor=me, survivor="s01", die=0))
    say(s, "noise")
    say(s, "noise")
    say(s, "stop")
    assert s.pending["kind"] == "search_keep"
    rejects(s, Answer(actor=me, key=deck[5]), "not one of the options")
    say(s, deck[1])
    assert s.players[me].hand[-1] == deck[1]
    assert s.places["school"].deck == deck[3:] + [deck[0], deck[2]]
    s.places["school"].deck = []
    hand = list(s.players[me].hand)
    apply(s, Search(actor=me, survivor="s01", die=0))
    assert s.players[me].hand == hand and s.pending["kind"] == "turn"
    assert dice(s, me) == ([], [3, 3])


def test_act_search_05_at_most_four_noise_per_location_per_round() -> None:
    """DISC-05: limit = min(empty noise spaces, 4); option noise_cap_per_location."""
    s, me, _, _ = game(me=[("s01", "school")], dice=[3, 3])
    s.places["school"].noise_spaces = 6
    apply(s, Search(actor=me, survivor="s01", die=0))
    for _ in range(4):
        say(s, "noise")
    assert s.pending["kind"] == "search_keep"  # 2 spaces left, but the cap is reached
    say(s, s.pending["options"][0]["key"])
    apply(s, Search(actor=me, survivor="s01", die=0))
    assert s.pending["kind"] == "turn" and s.places["school"].noise == 4  # kept at once
    s2, me2, _, _ = game(me=[("s01", "school")], dice=[3],
                         options=RulesOptions(noise_cap_per_location=None))
    s2.places["school"].noise_spaces = 6
    apply(s2, Search(actor=me2, survivor="s01", die=0))
    for _ in range(6):
        say(s2, "noise")
    assert s2.places["school"].noise == 6 and s2.pending["kind"] == "search_keep"


def test_act_search_06_noise_stays_until_add_zombies() -> None:
    """COLONY-10 (c), DISC-01 (die: 1–3 adds a zombie)."""
    s, me, _, _ = game(me=[("s01", "school")], dice=[3])
    apply(s, Search(actor=me, survivor="s01", die=0))
    say(s, "noise")
    say(s, "noise")
    say(s, "stop")
    say(s, s.pending["options"][0]["key"])
    end_turn(s)
    end_turn(s)
    assert s.places["school"].noise == 2 and s.phase == "turns"
    s.rng.script = [1, 6]
    events = end_turn(s)
    noise = of(events, "NoiseResolved")
    assert [e.data["zombie"] for e in noise] == [True, False]
    assert s.places["school"].noise == 0
    assert s.places["school"].zombies == [2]  # 1 for the survivor + 1 from noise


def test_act_search_07_same_survivor_searches_repeatedly() -> None:
    s, me, _, _ = game(me=[("s01", "library")], dice=[3, 6, 4])
    deck = list(s.places["library"].deck)
    for _ in range(3):
        apply(s, Search(actor=me, survivor="s01", die=0))
        say(s, "stop")
    assert s.players[me].hand[-3:] == deck[:3] and dice(s, me) == ([], [3, 6, 4])


def test_act_search_10_worked_example() -> None:
    """Search 5+ spends a 5, draws an unwanted card, makes 1 noise, draws a second card,
    keeps it and puts the first on the bottom of the deck."""
    s, me, _, _ = game(me=[("s15", "gas_station")], dice=[5])
    deck = s.places["gas_station"].deck
    lighter = next(c for c in deck if c.startswith("gas_station_med"))
    fuel = next(c for c in deck if c.startswith("gas_station_food"))
    deck.remove(lighter)
    deck.remove(fuel)
    deck[:0] = [lighter, fuel]
    rest = list(deck[2:])
    apply(s, Search(actor=me, survivor="s15", die=0))
    say(s, "noise")
    assert s.places["gas_station"].noise == 1
    say(s, "stop")
    say(s, fuel)
    assert s.players[me].hand[-1] == fuel and lighter not in s.players[me].hand
    assert s.places["gas_station"].deck == rest + [lighter]
    assert dice(s, me) == ([], [5])


# ============================================================================ barricade
def test_act_barr_01_barricade_an_empty_entrance_space_with_any_die() -> None:
    s, me, _, _ = game(me=[("s01", "school"), ("s02", COLONY)], dice=[1, 1, 1, 1])
    apply(s, Barricade(actor=me, survivor="s01", die=0))
    assert s.places["school"].barricades == [1]
    apply(s, Barricade(actor=me, survivor="s02", die=0, entrance=4))  # any colony entrance
    assert s.colony().barricades == [0, 0, 0, 0, 1, 0]
    s.colony().zombies[2] = 3
    rejects(s, Barricade(actor=me, survivor="s02", die=0, entrance=2), "no empty space")
    rejects(s, Barricade(actor=me, survivor="s02", die=0, entrance=6), "no such entrance")
    rejects(s, Barricade(actor=me, survivor="s01", die=0, entrance=1), "no such entrance")


def test_act_barr_02_barricade_stays_until_a_zombie_destroys_it() -> None:
    """ZOMB-05."""
    s, me, _, _ = game(me=[("s01", "school"), ("s02", "library")], dice=[1, 1])
    s.places["library"].zombies = [2]
    apply(s, Barricade(actor=me, survivor="s01", die=0))
    apply(s, Barricade(actor=me, survivor="s02", die=0))
    s.food = 10
    events = play_round_out(s)
    assert s.places["school"].barricades == [1] and s.places["school"].zombies == [1]
    assert s.places["library"].barricades == [0] and s.places["library"].zombies == [2]
    assert of(events, "BarricadeDestroyed")[0].data["location"] == "library"


# ============================================================================ waste
def test_act_waste_01_clean_three_cards_from_the_colony() -> None:
    s, me, _, _ = game(me=[("s01", COLONY), ("s02", "school")], dice=[1, 1, 1])
    s.waste = ["can#1", "can#2", "can#3", "can#4", "can#5"]
    rejects(s, CleanWaste(actor=me, survivor="s02", die=0), "at the colony")
    apply(s, CleanWaste(actor=me, survivor="s01", die=0))
    assert s.waste == ["can#1", "can#2"]
    assert {"can#3", "can#4", "can#5"} <= set(s.removed)
    apply(s, CleanWaste(actor=me, survivor="s01", die=0))  # fewer than 3: all of them
    assert s.waste == [] and {"can#1", "can#2"} <= set(s.removed)
    rejects(s, CleanWaste(actor=me, survivor="s01", die=0), "waste pile is empty")
    s2, me2, _, _ = game(me=[("s02", "school")], dice=[1])
    s2.waste = ["can#1"]
    assert not [a for a in legal_actions(s2) if a.type == "clean_waste"]
    rejects(s2, CleanWaste(actor=me2, survivor="s02", die=0), "at the colony")


# ============================================================================ attract
def test_act_attract_01_move_up_to_two_zombies_to_the_survivor() -> None:
    """DISC-07 (up to 2 by default), NS-51 (not from its own location, no exposure)."""
    s, me, _, _ = game(me=[("s01", "school"), ("s02", COLONY)], dice=[1, 1, 1, 1])
    s.places["police_station"].zombies = [1]
    s.colony().zombies = [0, 0, 1, 0, 0, 0]
    s.places["library"].zombies = [3]
    s.places["school"].zombies = [1]
    events = apply(s, Attract(actor=me, survivor="s01", die=0,
                              take=("police_station", "colony:2")))
    assert s.places["school"].zombies == [3]
    assert s.places["police_station"].zombies == [0] and s.colony().zombies == [0] * 6
    assert len(of(events, "ZombieMoved")) == 2 and "ExposureRolled" not in kinds(events)
    rejects(s, Attract(actor=me, survivor="s01", die=0, take=("library",)),
            "not enough empty entrance spaces")
    rejects(s, Attract(actor=me, survivor="s02", die=0, take=("library",) * 3), "1 or 2")
    rejects(s, Attract(actor=me, survivor="s02", die=0, take=("school", "colony:0")),
            "enough zombies|only be attracted|already")
    rejects(s, Attract(actor=me, survivor="s02", die=0, take=("colony:1",)), "already at")
    apply(s, Attract(actor=me, survivor="s02", die=0, take=("library",)))  # just one
    assert s.places["library"].zombies == [2] and sum(s.colony().zombies) == 1
    s.colony().zombies = [3, 3, 3, 3, 3, 2]
    apply(s, Attract(actor=me, survivor="s02", die=0, take=("library",)))
    assert s.colony().zombies == [3, 3, 3, 3, 3, 3]  # any entrance with an empty space


def test_act_attract_01_the_player_picks_the_entrance_spaces() -> None:
    """At the colony the zombies may go to any entrance with an empty space."""
    s, me, _, _ = game(me=[("s02", COLONY)], dice=[1, 1])
    s.places["library"].zombies = [2]
    s.places["hospital"].zombies = [1]
    s.colony().zombies = [0, 0, 0, 2, 0, 0]
    rejects(s, Attract(actor=me, survivor="s02", die=0, take=("library", "library"),
                       entrances=(4,)), "one entrance for each")
    rejects(s, Attract(actor=me, survivor="s02", die=0, take=("library", "library"),
                       entrances=(3, 3)), "no empty space")
    rejects(s, Attract(actor=me, survivor="s02", die=0, take=("library",), entrances=(6,)),
            "no such entrance")
    apply(s, Attract(actor=me, survivor="s02", die=0, take=("library", "hospital"),
                     entrances=(5, 3)))
    assert s.colony().zombies == [0, 0, 0, 3, 0, 1]
    assert s.places["library"].zombies == [1] and s.places["hospital"].zombies == [0]


def test_act_attract_01_exactly_two_option() -> None:
    """DISC-07: attract_mode = exactly_2 forces 2 zombies when 2 can be moved."""
    s, me, _, _ = game(me=[("s01", "school")], dice=[1, 1],
                       options=RulesOptions(attract_mode="exactly_2"))
    s.places["library"].zombies = [2]
    rejects(s, Attract(actor=me, survivor="s01", die=0, take=("library",)), "exactly-2")
    apply(s, Attract(actor=me, survivor="s01", die=0, take=("library", "library")))
    s.places["hospital"].zombies = [1]
    apply(s, Attract(actor=me, survivor="s01", die=0, take=("hospital",)))  # only one left
    assert s.places["school"].zombies == [3]


# ============================================================================ ability
def test_act_ability_01_numbered_ability_needs_that_die() -> None:
    s, me, _, _ = game(me=[("s01", COLONY), ("s17", COLONY)], dice=[1, 2])
    s.food = 0
    rejects(s, UseAbility(actor=me, survivor="s01", die=0), "die of 2 or more")
    rejects(s, UseAbility(actor=me, survivor="s01"), "unused action die")
    rejects(s, UseAbility(actor=me, survivor="s17", die=1), "always on")
    apply(s, UseAbility(actor=me, survivor="s01", die=1))
    assert s.food == 1 and dice(s, me) == ([1], [2])


def test_act_ability_02_only_at_the_ability_location() -> None:
    """NS-52."""
    s, me, _, _ = game(me=[("s01", "school")], dice=[6])
    rejects(s, UseAbility(actor=me, survivor="s01", die=0), "ability's location")
    s.rng.script = ["blank"]
    apply(s, Move(actor=me, survivor="s01", to=COLONY))
    apply(s, UseAbility(actor=me, survivor="s01", die=0))


def test_act_ability_03_repeatable_unless_the_text_limits_it() -> None:
    s, me, _, _ = game(me=[("s01", COLONY), ("s16", COLONY)], dice=[2, 3, 4, 5])
    s.food = 0
    apply(s, UseAbility(actor=me, survivor="s01", die=0))
    apply(s, UseAbility(actor=me, survivor="s01", die=0))
    apply(s, UseAbility(actor=me, survivor="s16", die=0))
    rejects(s, UseAbility(actor=me, survivor="s16", die=0), "once per turn")
    assert s.food == 3


# ============================================================================ play
def test_act_play_01_playing_cards_is_free_and_repeatable() -> None:
    s, me, _, _ = game(me=[("s01", COLONY)], dice=[1])
    s.players[me].hand = [give(s, me, "can#1"), give(s, me, "can#2"), give(s, me, "can#3")]
    food = s.food
    for c in ("can#1", "can#2", "can#3"):
        apply(s, PlayCard(actor=me, card=c))
    assert s.food == food + 3 and dice(s, me) == ([1], [])
    rejects(s, PlayCard(actor=me, card="can#1"), "not in your hand")


def test_act_play_02_ordinary_item_goes_on_top_of_the_waste() -> None:
    s, me, _, _ = game(me=[("s01", COLONY)])
    s.waste = ["can#9"]
    s.players[me].hand = [give(s, me, "can#1")]
    apply(s, PlayCard(actor=me, card="can#1"))
    assert s.waste == ["can#9", "can#1"] and "can#1" not in s.removed


def test_act_play_03_event_item_is_removed_from_the_game() -> None:
    s, me, _, _ = game(me=[("s01", "school")])
    s.places["school"].zombies = [1]
    s.players[me].hand = [give(s, me, "school_gun#2")]
    s.rng.script = ["blank"]
    apply(s, PlayCard(actor=me, card="school_gun#2", survivor="s01"))
    assert s.places["school"].zombies == [0]
    assert "school_gun#2" in s.removed and "school_gun#2" not in s.waste


def test_act_play_04_equip_item_attaches_to_a_survivor() -> None:
    s, me, nxt, _ = game(me=[("s01", COLONY)], nxt=[("s02", COLONY)], dice=[2])
    s.colony().zombies = [1, 0, 0, 0, 0, 0]
    s.players[me].hand = [give(s, me, "bat#1")]
    rejects(s, PlayCard(actor=me, card="bat#1"), "choose one of your survivors")
    rejects(s, PlayCard(actor=me, card="bat#1", survivor="s02"), "don't control")
    rejects(s, Attack(actor=me, survivor="s01", die=0, target="z0"), "die of 3")
    apply(s, PlayCard(actor=me, card="bat#1", survivor="s01"))
    assert s.survivors["s01"].equipped == ["bat#1"]
    assert "bat#1" not in s.waste and "bat#1" not in s.players[me].hand
    s.rng.script = ["blank"]
    apply(s, Attack(actor=me, survivor="s01", die=0, target="z0"))  # the bat: 2+ now


def test_act_play_05_equipment_leaves_only_by_hand_off_crisis_or_death() -> None:
    """KILL-05: at the colony the items go back to the hand, elsewhere into the deck."""
    s, me, _, _ = game(me=[("s01", COLONY), ("s02", COLONY), ("s03", "school")])
    s.crisis = "c0"
    for c, sid in (("bat#1", "s01"), ("bat#2", "s01"), ("bat#3", "s02"), ("bat#4", "s03")):
        give(s, me, c)
        apply(s, PlayCard(actor=me, card=c, survivor=sid))
    rejects(s, PlayCard(actor=me, card="bat#1", survivor="s02"), "not in your hand")
    equip_moves = {a.type for a in legal_actions(s) if getattr(a, "card", None) == "bat#1"}
    assert equip_moves == {"hand_off", "contribute"}
    apply(s, HandOff(actor=me, card="bat#1", to="s02"))
    apply(s, Contribute(actor=me, card="bat#2"))
    assert s.survivors["s01"].equipped == []
    assert s.survivors["s02"].equipped == ["bat#3", "bat#1"]
    for sid in ("s02", "s03"):  # frostbite kills both at the start of my next turn
        s.survivors[sid].wounds = s.survivors[sid].frost = 1
    hand = list(s.players[me].hand)
    play_round_out(s)
    while s.active != me:
        end_turn(s)
    assert "s02" not in s.survivors and "s03" not in s.survivors
    assert s.players[me].hand == hand + ["bat#3", "bat#1"]  # died at the colony
    assert "bat#4" in s.places["school"].deck  # died at the school
    assert "bat#4" in s.places["school"].deck


def test_act_play_06_no_card_during_an_effect_being_resolved() -> None:
    """CARD-03."""
    s, me, _, _ = game(me=[("s01", "school")], dice=[3])
    s.players[me].hand = [give(s, me, "can#1")]
    apply(s, Search(actor=me, survivor="s01", die=0))
    assert s.pending["kind"] == "search_more"
    rejects(s, PlayCard(actor=me, card="can#1"), "answer the pending question")
    say(s, "stop")
    apply(s, PlayCard(actor=me, card="can#1"))


def test_act_play_07_survivor_cards_need_an_empty_colony_space() -> None:
    """SURV-03, SURV-04: an exiled player places the survivor outside the colony."""
    s, me, _, _ = game(me=[("s01", COLONY)])
    s.players[me].hand = [give(s, me, "school_friend#1")]
    s.colony().spaces = s.occupied(COLONY)
    rejects(s, PlayCard(actor=me, card="school_friend#1"), "no empty survivor space")
    s.players[me].exiled = True
    s.survivors["s01"].loc = "school"
    apply(s, PlayCard(actor=me, card="school_friend#1"))
    assert s.pending["kind"] == "choose_card"
    new = s.pending["options"][0]["key"]
    say(s, new)
    assert s.pending["kind"] == "survivor_join"
    say(s, "library")
    assert s.survivors[new].loc == "library" and new in s.players[me].followers


def test_act_play_08_cards_played_by_an_exiled_player_leave_the_game() -> None:
    """EXILE-10."""
    s, me, _, _ = game(me=[("s01", "school")])
    s.players[me].exiled = True
    s.players[me].hand = [give(s, me, "bandage#1")]
    s.survivors["s01"].wounds = 1
    apply(s, PlayCard(actor=me, card="bandage#1"))
    assert s.survivors["s01"].wounds == 0
    assert "bandage#1" in s.removed and "bandage#1" not in s.waste


# ============================================================================ contribute
def test_act_contrib_01_from_hand_and_from_equipped_items() -> None:
    s, me, _, _ = game(me=[("s01", COLONY)], dice=[4])
    s.crisis = "c1"
    s.players[me].hand = [give(s, me, "jerrycan#1"), give(s, me, "bat#1"),
                          give(s, me, "can#1")]
    apply(s, PlayCard(actor=me, card="bat#1", survivor="s01"))
    apply(s, Contribute(actor=me, card="jerrycan#1"))
    apply(s, Contribute(actor=me, card="can#1"))
    apply(s, Contribute(actor=me, card="bat#1"))
    assert [c[0] for c in s.contributions] == ["jerrycan#1", "can#1", "bat#1"]
    assert s.players[me].hand == [] and s.survivors["s01"].equipped == []
    assert dice(s, me) == ([4], [])
    rejects(s, Contribute(actor=me, card="can#2"), "neither in your hand")
    s.crisis = None
    s.players[me].hand = [give(s, me, "can#2")]
    rejects(s, Contribute(actor=me, card="can#2"), "no crisis")


def test_act_contrib_02_hand_cards_face_down_equipped_face_up() -> None:
    """NS-39: only the number of contributed cards is public."""
    s, me, nxt, _ = game(me=[("s01", COLONY)])
    s.crisis = "c1"
    s.players[me].hand = [give(s, me, "jerrycan#1"), give(s, me, "bat#1")]
    apply(s, PlayCard(actor=me, card="bat#1", survivor="s01"))
    down = of(apply(s, Contribute(actor=me, card="jerrycan#1")), "CardContributed")[0]
    assert down.data["face_down"] is True and "card" not in down.data
    assert down.visible_to == (me,) and redact(down, nxt).secret is None
    up = of(apply(s, Contribute(actor=me, card="bat#1")), "CardContributed")[0]
    assert up.data["face_down"] is False and up.data["card"] == "bat#1"
    pub = public_view(s)["crisis"]
    assert pub["contributions"] == 2 and pub["face_up"] == ["bat#1"]
    assert "jerrycan#1" not in str(player_view(s, nxt))
    assert player_view(s, me)["me"]["contributed"] == ["jerrycan#1", "bat#1"]


def test_act_contrib_03_each_card_counts_once_whatever_it_shows() -> None:
    """CRISIS-11: three food cards worth 2 food each score 3, not 6."""
    s, me, _, _ = game(me=[("s01", COLONY)], nxt=[("s02", COLONY)], prev=[("s03", COLONY)])
    s.crisis = "c0"  # prevented by food
    s.food = 10
    for c in ("school_food#1", "school_food#2", "school_food#3"):
        give(s, me, c)
        apply(s, Contribute(actor=me, card=c))
    morale = s.morale
    events = play_round_out(s)
    res = of(events, "CrisisResolved")[0].data
    assert res["score"] == 3 and res["target"] == 3
    assert res["prevented"] is True and res["bonus"] is False
    assert s.morale == morale and s.food == 10 - 3  # the food cards gave no food


def test_act_contrib_04_no_requested_card_and_no_exiled_contribution() -> None:
    """ACT-REQ-03, EXILE-04."""
    s, me, nxt, _ = game(me=[("s01", COLONY)], nxt=[("s02", COLONY)])
    s.crisis = "c3"
    s.players[nxt].hand = [give(s, nxt, "bat#2")]
    apply(s, Request(actor=me, target=nxt))
    apply(s, Answer(actor=nxt, key="bat#2"))
    assert s.survivors["s01"].equipped == ["bat#2"]  # played at once
    rejects(s, Contribute(actor=me, card="bat#2"), "request")
    assert not [a for a in legal_actions(s) if a.type == "contribute"
                and a.card == "bat#2"]
    s.players[me].exiled = True
    s.players[me].hand = [give(s, me, "can#1")]
    rejects(s, Contribute(actor=me, card="can#1"), "exiled player cannot add cards")


# ============================================================================ move
def test_act_move_01_to_any_location_with_an_empty_space() -> None:
    s, me, nxt, _ = game(me=[("s01", COLONY), ("s02", "school"), ("s03", COLONY)],
                         nxt=[("s04", "hospital"), ("s05", "hospital"), ("s06", "hospital")],
                         dice=[1])
    s.rng.script = ["blank", "blank"]
    rejects(s, Move(actor=me, survivor="s01", to="hospital"), "no empty survivor space")
    rejects(s, Move(actor=me, survivor="s01", to=COLONY), "already there")
    rejects(s, Move(actor=me, survivor="s01", to="graveyard"), "no such location")
    rejects(s, Move(actor=me, survivor="s04", to="school"), "don't control")
    apply(s, Move(actor=me, survivor="s01", to="gas_station"))  # no adjacency
    apply(s, Move(actor=me, survivor="s02", to=COLONY))  # the colony is a destination
    assert s.survivors["s01"].loc == "gas_station" and s.survivors["s02"].loc == COLONY
    assert dice(s, me) == ([1], [])
    s.survivors["s02"].loc = "school"
    s.survivors["s02"].moved = -1
    s.colony().spaces = s.occupied(COLONY)
    rejects(s, Move(actor=me, survivor="s02", to=COLONY), "no empty survivor space")


def test_act_move_02_each_survivor_moves_once_per_turn() -> None:
    """DISC-08: once per turn of its controller (option move_limit_scope)."""
    s, me, _, _ = game(me=[("s01", COLONY), ("s02", COLONY)])
    s.rng.script = ["blank"] * 2
    apply(s, Move(actor=me, survivor="s01", to="school"))
    rejects(s, Move(actor=me, survivor="s01", to="library"), "once per turn")
    apply(s, Move(actor=me, survivor="s02", to="school"))
    assert not [a for a in legal_actions(s) if a.type == "move"]
    play_round_out(s)
    while s.active != me:
        end_turn(s)
    s.rng.script = ["blank"]
    apply(s, Move(actor=me, survivor="s01", to="library"))  # a new turn: it may move again
    assert s.survivors["s01"].loc == "library"
    s2, me2, _, _ = game(me=[("s01", COLONY)], options=RulesOptions(move_limit_scope="round"))
    s2.rng.script = ["blank"]
    apply(s2, Move(actor=me2, survivor="s01", to="school"))
    rejects(s2, Move(actor=me2, survivor="s01", to="library"), "once per")


@pytest.mark.parametrize("face,wounds,frost", [("blank", 0, 0), ("wound", 1, 0),
                                               ("frostbite", 0, 1)])
def test_act_move_03_exposure_roll_after_each_move(face: str, wounds: int, frost: int) -> None:
    """EXPO-01 (a)."""
    s, me, _, _ = game(me=[("s01", COLONY)])
    s.rng.script = [face]
    events = apply(s, Move(actor=me, survivor="s01", to="school"))
    k = kinds(events)
    assert k.index("SurvivorMoved") < k.index("ExposureRolled")
    rolled = of(events, "ExposureRolled")[0].data
    assert rolled["survivor"] == "s01" and rolled["face"] == face
    sv = s.survivors["s01"]
    assert (sv.loc, sv.wounds, sv.frost) == ("school", wounds, frost)


def test_act_move_04_bite_on_a_move_spreads_at_the_destination() -> None:
    """EXPO-10."""
    s, me, nxt, _ = game(me=[("s09", COLONY), ("s01", COLONY)], nxt=[("s05", "school")])
    s.rng.script = ["bite"]
    apply(s, Move(actor=me, survivor="s09", to="school"))
    assert "s09" not in s.survivors
    assert s.pending["kind"] == "bite_spread"
    assert s.pending["ctx"] == {"sid": "s05", "loc": "school"}  # not s01 at the colony
    assert s.pending["player"] == nxt


# ============================================================================ food
def test_act_food_01_each_food_token_raises_one_die_by_one() -> None:
    """NS-24: no cap above 6."""
    s, me, _, _ = game(me=[("s01", COLONY)], dice=[1, 6])
    s.food = 3
    apply(s, SpendFood(actor=me, die=0))
    apply(s, SpendFood(actor=me, die=0))
    events = apply(s, SpendFood(actor=me, die=1))
    assert s.players[me].unused == [3, 7] and s.food == 0
    assert of(events, "DieRaised")[0].data["value"] == 7
    rejects(s, SpendFood(actor=me, die=0), "no food tokens")
    s.food = 1
    rejects(s, SpendFood(actor=me, die=2), "unused action die")


def test_act_food_02_exiled_players_cannot_spend_food_tokens() -> None:
    """EXILE-07: an exiled player raises a die with a food card instead."""
    s, me, _, _ = game(me=[("s01", "school")], dice=[2])
    s.food = 5
    s.players[me].exiled = True
    rejects(s, SpendFood(actor=me, die=0), "exiled player cannot spend food")
    s.players[me].hand = [give(s, me, "can#1")]
    apply(s, PlayCard(actor=me, card="can#1", die=0))
    assert s.players[me].unused == [3] and s.food == 5


# ============================================================================ request
def test_act_req_01_ask_one_or_more_other_players() -> None:
    s, me, nxt, prev = game(me=[("s01", COLONY)], nxt=[("s02", COLONY)],
                            prev=[("s03", COLONY)])
    s.players[nxt].hand = [give(s, nxt, "can#1")]
    s.players[prev].hand = []
    rejects(s, Request(actor=me, target=me), "ask another player")
    rejects(s, Request(actor=me, target=prev), "no cards")
    s.players[prev].hand = [give(s, prev, "can#2")]
    events = apply(s, Request(actor=me, target=nxt))
    assert of(events, "CardRequested")[0].data == {"player": me, "target": nxt}
    say(s, "refuse")
    apply(s, Request(actor=me, target=nxt))  # asking again is allowed
    say(s, "refuse")
    apply(s, Request(actor=me, target=prev))
    assert s.pending["player"] == prev
    say(s, "refuse")
    assert s.players[nxt].hand == ["can#1"] and s.players[prev].hand == ["can#2"]


def test_act_req_02_a_given_card_is_revealed_and_played_at_once() -> None:
    s, me, nxt, _ = game(me=[("s01", COLONY)], nxt=[("s02", COLONY)])
    s.players[nxt].hand = [give(s, nxt, "can#1"), give(s, nxt, "jerrycan#1")]
    s.players[me].hand = []
    food = s.food
    apply(s, Request(actor=me, target=nxt))
    keys = {o["key"] for o in s.pending["options"]}
    assert keys == {"refuse", "can#1", "jerrycan#1"}
    events = apply(s, Answer(actor=nxt, key="can#1"))
    assert of(events, "RequestAnswered")[0].data["card"] == "can#1"  # public
    assert s.food == food + 1 and s.waste[-1] == "can#1"  # played immediately
    assert s.players[me].hand == [] and s.players[nxt].hand == ["jerrycan#1"]
    assert s.pending["kind"] == "turn" and s.pending["player"] == me


def test_act_req_03_requested_card_never_added_to_the_crisis() -> None:
    """ACT-CONTRIB-04: even an equip card received by request stays out of the crisis,
    including after a hand off."""
    s, me, nxt, _ = game(me=[("s01", COLONY), ("s02", COLONY)], nxt=[("s03", COLONY)])
    s.crisis = "c3"  # weapons
    s.players[nxt].hand = [give(s, nxt, "bat#1")]
    apply(s, Request(actor=me, target=nxt))
    apply(s, Answer(actor=nxt, key="bat#1"))
    assert s.pending["kind"] == "choose_survivor_play"
    say(s, "s02")
    assert s.survivors["s02"].equipped == ["bat#1"]
    rejects(s, Contribute(actor=me, card="bat#1"), "request")
    apply(s, HandOff(actor=me, card="bat#1", to="s01"))
    rejects(s, Contribute(actor=me, card="bat#1"), "request")
    give(s, me, "bat#2")
    apply(s, Contribute(actor=me, card="bat#2"))  # an ordinary hand card is fine


# ============================================================================ hand off
def test_act_handoff_01_pass_an_equipped_item_at_the_same_location() -> None:
    """NS-49: the receiver may be another player's survivor."""
    s, me, nxt, _ = game(me=[("s01", COLONY), ("s02", COLONY), ("s03", "school")],
                         nxt=[("s04", COLONY)], dice=[2])
    give(s, me, "bat#1")
    apply(s, PlayCard(actor=me, card="bat#1", survivor="s01"))
    rejects(s, HandOff(actor=me, card="bat#1", to="s03"), "same location")
    rejects(s, HandOff(actor=me, card="bat#1", to="s01"), "another survivor")
    rejects(s, HandOff(actor=me, card="bat#9", to="s02"), "not equipped")
    events = apply(s, HandOff(actor=me, card="bat#1", to="s02"))
    assert of(events, "CardHandedOff")[0].data == {"card": "bat#1", "from": "s01", "to": "s02"}
    assert s.survivors["s01"].equipped == [] and s.survivors["s02"].equipped == ["bat#1"]
    apply(s, HandOff(actor=me, card="bat#1", to="s04"))
    assert s.survivors["s04"].equipped == ["bat#1"] and dice(s, me) == ([2], [])
    rejects(s, HandOff(actor=me, card="bat#1", to="s02"), "not equipped")


def test_act_handoff_02_once_per_round_use_stays_used() -> None:
    """CARD-07, NS-58."""
    s, me, nxt, _ = game(me=[("s01", COLONY), ("s02", COLONY)], nxt=[("s03", COLONY)])
    give(s, me, "a_radio#1")
    apply(s, PlayCard(actor=me, card="a_radio#1", survivor="s01"))
    food = s.food
    apply(s, UseEquipment(actor=me, card="a_radio#1"))
    assert s.food == food + 1
    rejects(s, UseEquipment(actor=me, card="a_radio#1"), "once per round")
    apply(s, HandOff(actor=me, card="a_radio#1", to="s02"))
    rejects(s, UseEquipment(actor=me, card="a_radio#1"), "once per round")
    apply(s, HandOff(actor=me, card="a_radio#1", to="s03"))
    end_turn(s)
    assert s.active == nxt
    rejects(s, UseEquipment(actor=nxt, card="a_radio#1"), "once per round")
    play_round_out(s)
    while s.active != nxt:
        end_turn(s)
    apply(s, UseEquipment(actor=nxt, card="a_radio#1"))  # a new round


# ============================================================================ exile vote
def test_act_exvote_01_once_per_turn_never_against_oneself() -> None:
    s, me, nxt, prev = game(n=4, me=[("s01", COLONY)], nxt=[("s02", COLONY)],
                            prev=[("s03", COLONY)])
    rejects(s, CallExileVote(actor=me, target=me), "exile yourself")
    rejects(s, CallExileVote(actor=me, target=7), "cannot be exiled")
    apply(s, CallExileVote(actor=me, target=nxt))
    for _ in range(4):
        say(s, "no")
    rejects(s, CallExileVote(actor=me, target=prev), "one exile vote per turn")
    end_turn(s)
    apply(s, CallExileVote(actor=nxt, target=me))  # a new turn, a new vote


def test_act_exvote_02_vote_passes_and_the_target_is_exiled() -> None:
    """VOTE-02..05, EXILE-01..03: every non-exiled player votes, including the caller and
    the target; ballots stay sealed until all are cast."""
    s, me, nxt, prev = game(me=[("s01", COLONY)], nxt=[("s02", COLONY)],
                            prev=[("s03", COLONY)])
    apply(s, CallExileVote(actor=me, target=nxt))
    voters = []
    for key in ("yes", "no", "yes"):
        voters.append(s.pending["player"])
        events = say(s, key)
        cast = of(events, "BallotCast")[0]
        assert cast.secret is not None and redact(cast, None).secret is None
    assert sorted(voters) == [0, 1, 2] and voters[0] == s.first_player
    res = of(events, "VoteResolved")[0].data
    assert res["passed"] is True and (res["yes"], res["no"]) == (2, 1)
    assert s.players[nxt].exiled
    assert s.pending["kind"] == "exile_relocate" and s.pending["player"] == nxt
    s.rng.script = ["blank"]
    say(s, "school")
    assert s.survivors["s02"].loc == "school"
    # a majority of thumbs down: nothing happens
    s2, me2, nxt2, _ = game(me=[("s01", COLONY)], nxt=[("s02", COLONY)],
                            prev=[("s03", COLONY)])
    apply(s2, CallExileVote(actor=me2, target=nxt2))
    for key in ("no", "no", "yes"):
        say(s2, key)
    assert not s2.players[nxt2].exiled


@pytest.mark.parametrize("n,variants", [(3, ("cooperative",)), (2, ("two_player",))])
def test_act_exvote_03_no_exile_vote_in_cooperative_or_two_player(n, variants) -> None:
    """VAR-COOP-04, EXILE-14."""
    s = table(n=n, variants=variants)
    me = s.active
    rejects(s, CallExileVote(actor=me, target=(me + 1) % n), "cooperative")
    assert not [a for a in legal_actions(s) if a.type == "exile_vote"]


# ============================================================================ bad input, fuzzed
def _random_action(r, s):
    """A random, usually illegal, action of any type by any seat."""
    from game.engine.actions import EndTurn

    seat = r.randrange(s.n)
    sids = list(s.survivors) + ["s99"]
    places = list(s.places) + ["graveyard"]
    cards = [c for p in s.players for c in p.hand] + ["can#1", "nope#1"]
    for sv in s.survivors.values():
        cards += sv.equipped
    die = r.randrange(-1, 5)
    kind = r.randrange(15)
    sid = r.choice(sids)
    if kind == 0:
        return Move(actor=seat, survivor=sid, to=r.choice(places))
    if kind == 1:
        target = r.choice([f"z{r.randrange(7)}", f"s:{r.choice(sids)}", "s:helpless"])
        return Attack(actor=seat, survivor=sid, die=die, target=target)
    if kind == 2:
        return Search(actor=seat, survivor=sid, die=die)
    if kind == 3:
        return Barricade(actor=seat, survivor=sid, die=die, entrance=r.randrange(7))
    if kind == 4:
        return CleanWaste(actor=seat, survivor=sid, die=die)
    if kind == 5:
        take = tuple(r.choice(places + ["colony:0", "colony:3"]) for _ in range(r.randrange(4)))
        return Attract(actor=seat, survivor=sid, die=die, take=take)
    if kind == 6:
        return UseAbility(actor=seat, survivor=sid, die=r.choice([None, die]))
    if kind == 7:
        return PlayCard(actor=seat, card=r.choice(cards), survivor=r.choice([None, sid]),
                        die=r.choice([None, None, die]))
    if kind == 8:
        return Contribute(actor=seat, card=r.choice(cards))
    if kind == 9:
        return SpendFood(actor=seat, die=die)
    if kind == 10:
        return Request(actor=seat, target=r.randrange(s.n))
    if kind == 11:
        return HandOff(actor=seat, card=r.choice(cards), to=sid)
    if kind == 12:
        return CallExileVote(actor=seat, target=r.randrange(s.n))
    if kind == 13:
        return Answer(actor=seat, key=r.choice(["yes", "no", "kill", "roll", "stop", "noise",
                                                 "refuse", sid, r.choice(places)]))
    return EndTurn(actor=seat)


@pytest.mark.parametrize("seed", range(3))
def test_act_06_any_refused_action_leaves_the_state_unchanged(seed: int) -> None:
    """Fuzz: random actions of every type by every seat; whenever the engine refuses one
    (IllegalAction with a reason) the state hash is unchanged.  Every action listed by
    legal_actions is accepted."""
    import random

    from game.engine import IllegalAction, state_hash

    r = random.Random(seed)
    s = table(n=4, seed=seed)
    refused = 0
    for step in range(450):
        if s.over:
            s = table(n=4, seed=seed * 1000 + step)
        if not s.crossroads_deck:
            s.crossroads_deck = ["x0", "x1", "x2", "x3"]
        if r.random() < 0.4:
            action = r.choice(legal_actions(s))
            apply(s, action)
            continue
        action = _random_action(r, s)
        before = state_hash(s)
        try:
            apply(s, action)
        except IllegalAction as err:
            refused += 1
            assert err.reason and state_hash(s) == before, (action, err.reason)
    assert refused > 150
