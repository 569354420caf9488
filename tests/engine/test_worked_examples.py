"""The worked examples of the rule documents (seeds 001/002) as scripted scenarios.

ACT-ATTACK-10, ACT-SEARCH-10, CRISIS-12 and ZOMB-15 have their own scenario tests in the
rule files; this file adds the two remaining examples: the attack against a zombie and the
"medicine cannot prevent the third wound" example."""

from __future__ import annotations

from game.engine import apply
from game.engine.actions import Attack, PlayCard
from tests.engine.kit_gen_act_expo import content_with, place, table


def test_act_attack_05_worked_example_attack_against_a_zombie() -> None:
    """ACT-ATTACK-05, ACT-ATTACK-01, EXPO-05 (seed 002, "attack against a zombie"): a
    survivor with attack 2+ at the School spends a 4 on a zombie there; the zombie dies and
    is removed; the exposure roll shows a wound, so the survivor gets 1 wound token."""
    s = table(3, content=content_with({"s05": {"attack": 2}}))
    me = s.active
    place(s, {me: [("s05", "school")]})
    s.places["school"].zombies = [1]
    s.players[me].unused = [4]
    s.rng.script = ["wound"]
    events = apply(s, Attack(actor=me, survivor="s05", die=0, target="z0"))
    assert s.places["school"].zombies == [0]
    assert [e.data["face"] for e in events if e.type == "ExposureRolled"] == ["wound"]
    assert s.survivors["s05"].wounds == 1
    assert s.players[me].used == [4] and s.players[me].unused == []


def test_kill_10_worked_example_medicine_cannot_save_the_third_wound() -> None:
    """KILL-10, CARD-03 (seed 001, "a medicine card cannot be played to prevent a wound"):
    a survivor with 2 wounds attacks a zombie and rolls a wound on exposure: it dies at once;
    the medicine in hand can no longer be played on it (it is gone), only on someone else."""
    s = table(3)
    me = s.active
    place(s, {me: [("s05", "school"), ("s06", "colony")]})
    s.survivors["s05"].wounds = 2
    s.places["school"].zombies = [1]
    s.players[me].unused = [6]
    s.players[me].hand = ["bandage#1"]
    s.rng.script = ["wound"]
    events = apply(s, Attack(actor=me, survivor="s05", die=0, target="z0"))
    killed = [e for e in events if e.type == "SurvivorKilled"]
    assert [e.data["survivor"] for e in killed] == ["s05"]
    assert "s05" not in s.survivors
    s.survivors["s06"].wounds = 1
    apply(s, PlayCard(actor=me, card="bandage#1"))  # the only target left is s06
    assert "s05" not in s.survivors and s.survivors["s06"].wounds == 0
