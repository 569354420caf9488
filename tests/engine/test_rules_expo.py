"""Rule tests for RULES.md section EXPO (exposure and bite spread), untagged rules only."""

from __future__ import annotations

import pytest

from game.engine import apply
from game.engine.actions import Answer, Attack, Barricade, Move, PlayCard, Search
from game.engine.state import Survivor
from tests.engine.kit_gen_act_expo import (
    COLONY,
    content_with,
    end_turn,
    kinds,
    of,
    place,
    rejects,
    say,
    seats,
    table,
)

TRAP = {"id": "e_trap", "name": "Trap", "type": "tool", "kind": "event", "deck": "hospital",
        "text": "kill a zombie at the colony (no survivor kills it)",
        "effect": [{"op": "zombies_kill", "at": "colony"}]}
EXPO = content_with(items=(TRAP,))


def game(me=(), nxt=(), prev=(), dice=(), content=None):
    s = table(content=content or EXPO)
    a, b, c = seats(s)
    place(s, {a: list(me), b: list(nxt), c: list(prev)})
    s.players[a].unused = list(dice)
    s.players[a].used = []
    return s, a, b, c


def rolls(events):
    return [(e.data["survivor"], e.data["face"]) for e in of(events, "ExposureRolled")]


def test_expo_01_exposure_after_a_move_and_after_killing_a_zombie() -> None:
    """ACT-MOVE-03, ACT-ATTACK-05, NS-61: a card kill rolls only for a killing survivor."""
    s, me, _, _ = game(me=[("s01", COLONY), ("s02", "school")], dice=[6, 6, 6])
    s.colony().zombies = [3, 0, 0, 0, 0, 0]
    s.places["library"].zombies = [1]
    s.rng.script = ["blank", "blank", "blank"]
    assert rolls(apply(s, Move(actor=me, survivor="s02", to="library"))) == [
        ("s02", "blank")]
    assert rolls(apply(s, Attack(actor=me, survivor="s01", die=0, target="z0"))) == [
        ("s01", "blank")]
    s.places["library"].deck.remove("library_gun#1")
    s.places["hospital"].deck.remove("e_trap#1")
    s.players[me].hand = ["library_gun#1", "e_trap#1"]
    assert rolls(apply(s, PlayCard(actor=me, card="library_gun#1", survivor="s02"))) == [
        ("s02", "blank")]
    assert s.rng.script == []
    events = apply(s, PlayCard(actor=me, card="e_trap#1"))  # nobody killed it: no roll
    assert "ZombieKilled" in kinds(events) and rolls(events) == []
    for action in (Barricade(actor=me, survivor="s01", die=0),
                   Search(actor=me, survivor="s02", die=0)):
        events = apply(s, action)
        assert rolls(events) == []
    assert s.colony().zombies == [1, 0, 0, 0, 0, 0]


def test_expo_02_no_exposure_when_attacking_a_survivor() -> None:
    """ACT-ATTACK-07."""
    s, me, nxt, _ = game(me=[("s01", "school")], nxt=[("s02", "school")], dice=[4, 4])
    s.rng.script = [1, 6, "bite"]
    apply(s, Attack(actor=me, survivor="s01", die=0, target="s:s02"))
    events = apply(s, Attack(actor=me, survivor="s01", die=0, target="s:s02"))
    assert rolls(events) == [] and s.rng.script == ["bite"]
    assert s.survivors["s02"].wounds == 1


def test_expo_03_the_controller_rolls_and_the_result_applies_at_once() -> None:
    s, me, nxt, _ = game(me=[("s09", COLONY)], nxt=[("s02", "school"), ("s08", COLONY)])
    s.rng.script = ["bite", "wound"]
    apply(s, Move(actor=me, survivor="s09", to="school"))
    # the bite spread roll is made by the player controlling s02
    assert s.pending["kind"] == "bite_spread" and s.pending["player"] == nxt
    rejects(s, Answer(actor=me, key="roll"), "decision")
    events = apply(s, Answer(actor=nxt, key="roll"))
    assert of(events, "ExposureRolled")[0].data["player"] == nxt
    s2, me2, _, _ = game(me=[("s01", COLONY)])
    s2.rng.script = ["wound"]
    events = apply(s2, Move(actor=me2, survivor="s01", to="school"))
    k = kinds(events)
    assert of(events, "ExposureRolled")[0].data["player"] == me2
    assert k[k.index("ExposureRolled") + 1] == "WoundAdded"  # immediately
    assert s2.survivors["s01"].wounds == 1


@pytest.mark.parametrize("face,wounds,frost,alive", [
    ("blank", 0, 0, True),  # EXPO-04
    ("wound", 1, 0, True),  # EXPO-05
    ("frostbite", 0, 1, True),  # EXPO-06
    ("bite", 0, 0, False),  # EXPO-08
])
def test_expo_04_to_08_exposure_faces(face: str, wounds: int, frost: int, alive: bool) -> None:
    """EXPO-04 blank, EXPO-05 wound, EXPO-06 frostbite, EXPO-08 bite."""
    s, me, _, _ = game(me=[("s01", COLONY), ("s02", COLONY)])
    morale = s.morale
    s.rng.script = [face]
    apply(s, Move(actor=me, survivor="s01", to="hospital"))
    assert ("s01" in s.survivors) is alive
    if alive:
        sv = s.survivors["s01"]
        assert (sv.wounds, sv.frost) == (wounds, frost)
        assert s.morale == morale
    else:
        assert s.morale == morale - 1 and s.pending["kind"] == "turn"  # nobody to spread to


def test_expo_05_wound_token() -> None:
    s, me, _, _ = game(me=[("s01", COLONY)])
    s.survivors["s01"].wounds = 1
    s.rng.script = ["wound"]
    events = apply(s, Move(actor=me, survivor="s01", to="school"))
    added = of(events, "WoundAdded")[0].data
    assert added["kind"] == "wound" and added["wounds"] == 2 and added["cause"] == "exposure"


def test_expo_06_frostbite_counts_as_a_wound_including_death_at_three() -> None:
    """KILL-02."""
    s, me, _, _ = game(me=[("s01", COLONY), ("s02", COLONY)])
    s.survivors["s01"].wounds = 1
    s.survivors["s01"].frost = 1
    morale = s.morale
    s.rng.script = ["frostbite"]
    events = apply(s, Move(actor=me, survivor="s01", to="school"))
    assert of(events, "WoundAdded")[0].data["kind"] == "frostbite"
    assert "s01" not in s.survivors and s.morale == morale - 1


def test_expo_07_frostbite_hurts_once_per_survivor_at_its_owners_turn_start() -> None:
    """NS-26: after the crossroads draw."""
    s, me, nxt, prev = game(me=[("s01", COLONY)],
                            nxt=[("s02", COLONY), ("s03", "school"), ("s05", "library")],
                            prev=[("s04", COLONY)])
    s.survivors["s02"].frost = 1
    s.survivors["s05"].frost = 2
    s.survivors["s04"].frost = 1
    events = end_turn(s)  # nxt's turn starts
    hurt = [e.data["survivor"] for e in of(events, "FrostbiteHurt")]
    assert sorted(hurt) == ["s02", "s05"]  # one each, not one per frostbite token
    assert (s.survivors["s02"].wounds, s.survivors["s02"].frost) == (1, 1)
    assert s.survivors["s03"].wounds == 0
    assert "s05" not in s.survivors  # 2 frostbite + 1 wound = 3
    assert s.survivors["s04"].wounds == 0  # not prev's turn yet
    events = end_turn(s)
    assert [e.data["survivor"] for e in of(events, "FrostbiteHurt")] == ["s04"]
    assert s.survivors["s04"].wounds == 1


def test_expo_08_bite_kills_at_once_and_spreads() -> None:
    s, me, nxt, _ = game(me=[("s09", COLONY)], nxt=[("s02", "school")])
    s.rng.script = ["bite"]
    events = apply(s, Move(actor=me, survivor="s09", to="school"))
    k = kinds(events)
    assert k.index("ExposureRolled") < k.index("SurvivorKilled") < k.index("BiteSpread")
    assert of(events, "SurvivorKilled")[0].data["cause"] == "bite"
    assert s.pending["kind"] == "bite_spread" and s.pending["ctx"]["sid"] == "s02"


def test_expo_09_spread_to_lowest_influence_of_any_player() -> None:
    """NS-27: helpless tokens are never reached by the spread."""
    s, me, nxt, prev = game(me=[("s09", COLONY), ("s03", "school")],
                            nxt=[("s05", "school")], prev=[("s02", COLONY)])
    s.rng.script = ["bite"]
    apply(s, Move(actor=me, survivor="s09", to="school"))
    assert s.pending["ctx"]["sid"] == "s03"  # own survivor, influence 19 < 25
    say(s, "kill")
    assert "s05" in s.survivors and "s02" in s.survivors
    # at the colony only helpless tokens are left: the spread ends
    s2, me2, _, _ = game(me=[("s01", COLONY)], dice=[6])
    s2.helpless = 3
    s2.colony().zombies = [1, 0, 0, 0, 0, 0]
    s2.rng.script = ["bite"]
    events = apply(s2, Attack(actor=me2, survivor="s01", die=0, target="z0"))
    assert "BiteSpread" not in kinds(events) and s2.helpless == 3


def test_expo_09_lowest_influence_tie_broken_by_the_first_player() -> None:
    """DISC-21, NS-27, CARD-06."""
    content = content_with(survivors={"s05": {"influence": 16}}, items=(TRAP,))
    s, me, nxt, prev = game(me=[("s09", COLONY)], nxt=[("s02", "school")],
                            prev=[("s05", "school")], content=content)
    s.rng.script = ["bite"]
    apply(s, Move(actor=me, survivor="s09", to="school"))
    assert s.pending["kind"] == "tie" and s.pending["player"] == s.first_player
    assert {o["key"] for o in s.pending["options"]} == {"s02", "s05"}
    say(s, "s05")
    assert s.pending["kind"] == "bite_spread" and s.pending["player"] == prev
    assert s.pending["ctx"]["sid"] == "s05"


def test_expo_10_spread_happens_where_the_bite_happened() -> None:
    """ACT-MOVE-04: after a move, at the destination; after an attack, at the colony."""
    s, me, nxt, _ = game(me=[("s09", "school"), ("s01", "school")],
                         nxt=[("s05", COLONY), ("s02", "library")], dice=[6])
    s.rng.script = ["bite"]
    apply(s, Move(actor=me, survivor="s09", to=COLONY))
    assert s.pending["ctx"] == {"sid": "s05", "loc": COLONY}
    say(s, "kill")
    s.colony().zombies = [1, 0, 0, 0, 0, 0]
    s.survivors["s01"].loc = COLONY
    s.survivors["s02"].loc = COLONY
    s.rng.script = ["bite"]
    apply(s, Attack(actor=me, survivor="s01", die=0, target="z0"))
    # s01 was its player's last survivor: the new leader arrives with the spread (CARD-02)
    assert s.pending["kind"] == "order"
    say(s, "spread")
    assert s.pending["ctx"] == {"sid": "s02", "loc": COLONY}


def test_expo_11_kill_or_roll() -> None:
    """(a) kill: the spread stops; (b) roll: blank survives and stops, anything else kills
    and spreads on."""
    def spread_to_s02():
        s, me, nxt, prev = game(me=[("s09", COLONY)],
                                nxt=[("s02", "school")], prev=[("s05", "school")])
        s.places["school"].spaces = 5
        s.rng.script = ["bite"]
        apply(s, Move(actor=me, survivor="s09", to="school"))
        assert s.pending["ctx"]["sid"] == "s02" and s.pending["player"] == nxt
        return s

    s = spread_to_s02()
    assert {o["key"] for o in s.pending["options"]} == {"kill", "roll"}
    say(s, "kill")
    assert "s02" not in s.survivors and "s05" in s.survivors and s.pending["kind"] == "turn"
    s = spread_to_s02()
    s.rng.script = ["blank"]
    say(s, "roll")
    assert "s02" in s.survivors and s.survivors["s02"].wounds == 0
    assert s.pending["kind"] == "turn"
    for face in ("wound", "frostbite", "bite"):
        s = spread_to_s02()
        s.rng.script = [face]
        say(s, "roll")
        assert "s02" not in s.survivors
        assert s.pending["kind"] == "bite_spread" and s.pending["ctx"]["sid"] == "s05"


def test_expo_12_spread_repeats_until_nobody_is_left() -> None:
    """EXPO-13: every death costs 1 morale."""
    s, me, nxt, prev = game(me=[("s09", COLONY), ("s07", "school")],
                            nxt=[("s02", "school")], prev=[("s05", "school")])
    s.places["school"].spaces = 6
    s.players[me].followers.append("s20")  # at the colony, out of reach
    s.survivors["s20"] = Survivor(sid="s20", owner=me, loc=COLONY)
    morale = s.morale
    s.rng.script = ["bite", "wound", "frostbite", "bite"]
    apply(s, Move(actor=me, survivor="s09", to="school"))
    order = []
    while s.pending["kind"] == "bite_spread":
        order.append(s.pending["ctx"]["sid"])
        say(s, "roll")
    assert order == ["s02", "s05", "s07"]  # lowest influence first, every player
    assert s.at("school") == [] and s.pending["kind"] == "turn"
    assert "s20" in s.survivors
    assert s.morale == morale - 4


def test_expo_13_each_bite_death_costs_one_morale() -> None:
    s, me, nxt, _ = game(me=[("s09", COLONY)], nxt=[("s02", "school"), ("s03", COLONY)])
    morale = s.morale
    s.rng.script = ["bite"]
    events = apply(s, Move(actor=me, survivor="s09", to="school"))
    assert s.morale == morale - 1
    events = say(s, "kill")
    assert s.morale == morale - 2
    assert of(events, "MoraleChanged")[0].data["delta"] == -1
