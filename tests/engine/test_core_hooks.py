"""The seams between the engine's core and the rule modules (game.engine.registry): the core
asks the registry, the modules answer; nothing here needs the core to import a module.

* ``Module.item_places`` / ``survivor_places``: the card accounting of the invariants sees
  the Hideout's stockpile (BAND-11) and the scenario's set-aside survivors (SCEN-R-02).
* ``main_objective``: a scenario's stage-1 objective replaces the main objective (SCEN-01).
* ``game_over``: the base game's scoring runs when the game ends (END-01, END-04).
(``helpless_unruly``, LN-11, is played through a card by tests/engine/test_ln_rules.py.)
"""

from __future__ import annotations

import pytest

from game.content.loader import load_ruleset
from game.engine import board as B
from game.engine import registry
from game.engine.invariants import check_invariants
from tests.engine.ln_kit import ln_started
from tests.engine.rules_kit import quiet

CONTENT = load_ruleset("ln")


@pytest.mark.rule("BAND-11")
def test_the_hideout_stockpile_is_a_place_of_item_cards() -> None:
    s = ln_started(content=CONTENT, modules=frozenset({"bandits"}))
    assert check_invariants(s) == []
    p = s.players[0]
    uid = p.hand.pop()
    s.band.stockpile.append(uid)
    assert registry.item_places(s) == {"hideout stockpile": [uid]}
    assert check_invariants(s) == []  # counted where it lies
    p.hand.append(uid)
    problems = check_invariants(s)
    assert any(f"item card {uid} is in 2 places" in x and "hideout stockpile" in x
               for x in problems), problems


@pytest.mark.rule("SCEN-R-02")
def test_set_aside_survivors_are_a_place_of_survivor_cards() -> None:
    s = ln_started(content=CONTENT, scenario="raxxon_intro")
    assert check_invariants(s) == []
    sid = s.survivor_deck.pop()
    s.scen.aside.append(sid)
    assert registry.survivor_places(s)["set aside (SCEN-R-02)"] == [*s.scen.aside]
    assert check_invariants(s) == []
    s.survivor_deck.append(sid)
    problems = check_invariants(s)
    assert any(f"survivor card {sid} is in 2 places" in x and "set aside (SCEN-R-02)" in x
               for x in problems), problems


def test_a_game_without_modules_has_no_module_places() -> None:
    s = ln_started(content=CONTENT)
    assert registry.item_places(s) == {} and registry.survivor_places(s) == {}


@pytest.mark.rule("SCEN-01")
def test_a_scenario_replaces_the_main_objective_through_the_hook() -> None:
    s = ln_started(content=CONTENT, scenario="raxxon_intro")
    assert s.main_objective in s.content.scenario_objectives
    assert s.main_objective == s.scen.objective
    plain = ln_started(content=CONTENT)
    assert plain.main_objective in plain.content.main_objectives


@pytest.mark.rule("END-04")
def test_the_end_of_the_game_is_scored_through_the_game_over_hook() -> None:
    s = quiet(ln_started())
    B.set_morale_zero(s, "test")
    assert s.over and s.end_reason == "morale"
    assert set(s.stats["result"]) == {str(p.seat) for p in s.players}
    assert s.events[-1].type == "GameEnded"

