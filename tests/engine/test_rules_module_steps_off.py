"""Module-tagged rules whose base-game behaviour is "not in play".

COLONY-02 ([RAX] Containment Code), COLONY-13 ([BAND] Bandits Scavenge) and END-07
([SCEN-B] betrayer reveal) belong to modules that the base game does not use.  COLONY-01
says a module step is skipped when its module is not in play; these tests check that the
base engine's Colony Phase and game end really behave that way, so the module issue can
add them without changing these expectations silently."""

from __future__ import annotations

from game.engine import apply
from game.engine.actions import EndTurn
from game.engine.colony import COLONY_STEPS
from tests.engine.factory import random_game, started

BASE_STEPS = ["pay_food", "check_waste", "resolve_crisis", "add_zombies_step",
              "check_objective", "round_tracker", "pass_first_player"]


MARKERS = {"ColonyStep", "WasteChecked", "ObjectiveChecked", "RoundTrackMoved",
           "FirstPlayerPassed"}


def _colony_steps_seen(seed: int) -> list[str]:
    """The Colony Phase step markers of round 1, in order."""
    s = started(3, seed=seed)
    seen: list[str] = []
    while s.round == 1 and not s.over:
        for e in apply(s, EndTurn(actor=s.pending["player"])):
            if e.type == "ColonyStep":
                seen.append(e.data["step"])
            elif e.type in MARKERS:
                seen.append(e.type)
    return seen


EXPECTED = ["pay_food", "WasteChecked", "resolve_crisis", "add_zombies", "ObjectiveChecked",
            "RoundTrackMoved", "FirstPlayerPassed"]


def test_colony_02_containment_step_skipped_without_raxxon() -> None:
    """COLONY-02 / COLONY-01: no Containment Code step before Pay Food in the base game."""
    assert COLONY_STEPS == BASE_STEPS
    assert "containment" not in COLONY_STEPS
    assert _colony_steps_seen(4) == EXPECTED


def test_colony_13_bandits_scavenge_skipped_without_bandits() -> None:
    """COLONY-13 / COLONY-01: Add Zombies is followed directly by Check Main Objective."""
    i = COLONY_STEPS.index("add_zombies_step")
    assert COLONY_STEPS[i + 1] == "check_objective"
    assert "bandits_scavenge" not in COLONY_STEPS
    seen = _colony_steps_seen(9)
    assert seen == EXPECTED
    assert seen[seen.index("add_zombies") + 1] == "ObjectiveChecked"


def test_end_07_no_scenario_reveal_in_the_base_game() -> None:
    """END-07: only the Bandit scenario adds a betrayer-reveal ending; in the base game
    every game ends by morale (END-01), the round track (END-02) or the objective (END-03)."""
    reasons = set()
    for seed in range(12):
        s, _ = random_game(seed, n=3 + seed % 3)
        assert s.over
        reasons.add(s.end_reason)
    assert reasons <= {"morale", "rounds", "objective"}
    assert reasons  # at least one real ending observed
