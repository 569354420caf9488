"""RULES.md §28 configuration for The Long Night: ruleset, modules, scenario and module
options; per-ruleset defaults (DISC-01, DISC-04); impossible combinations refused with one
sentence; a base game's serialized config is unchanged (saves and hashes)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from game.engine.config import LN_OPTIONS, GameConfig, RulesOptions, Seat

SEATS = [Seat(name=n) for n in ("Ada", "Bram", "Cleo")]
SAVES = Path(__file__).resolve().parents[2] / "saves"


def test_disc_01_disc_04_defaults_per_ruleset() -> None:
    base = GameConfig(seats=SEATS)
    assert base.ruleset == "base" and not base.long_night
    assert base.options.noise_resolution == "die" and not base.options.first_player_vote
    for ruleset in ("ln", "mixed"):
        c = GameConfig(seats=SEATS, ruleset=ruleset)
        assert c.long_night
        assert c.options.noise_resolution == "flip"  # LN-15
        assert c.options.first_player_vote  # LN-13
    # an explicit choice wins over the ruleset default
    c = GameConfig(seats=SEATS, ruleset="ln",
                   options=RulesOptions(noise_resolution="die", first_player_vote=False))
    assert c.options.noise_resolution == "die" and not c.options.first_player_vote


def test_every_section_28_option_exists_with_its_default() -> None:
    o = RulesOptions()
    assert (o.unruly_weight, o.base_crisis_bandits, o.bandit_leader_places,
            o.bandit_leader_takes_card, o.containment_dice_limit_per_player,
            o.bandit_removal, o.hideout_exiled_access, o.enforce_component_limits,
            o.noise_cap_per_location) == (2, 2, "all", True, None, "supply", False, False, 4)


def test_base_config_serializes_without_long_night_keys() -> None:
    d = GameConfig(seats=SEATS).model_dump(mode="json")
    assert not {"ruleset", "modules", "scenario"} & set(d)
    assert not set(LN_OPTIONS) & set(d["options"])


def test_golden_save_headers_are_unchanged() -> None:
    for path in sorted(SAVES.glob("*.jsonl")):
        header = json.loads(path.read_text(encoding="utf-8").splitlines()[0])
        cfg = GameConfig.model_validate(header["config"])
        assert cfg.model_dump(mode="json") == header["config"], path.name


@pytest.mark.parametrize("ruleset", ["ln", "mixed"])
def test_ln_config_round_trips(ruleset: str) -> None:
    c = GameConfig(seats=SEATS, ruleset=ruleset, modules=frozenset({"bandits", "raxxon"}),
                   options=RulesOptions(first_player_vote=False, bandit_removal="out_of_game",
                                        containment_dice_limit_per_player=2))
    again = GameConfig.model_validate(json.loads(c.model_dump_json()))
    assert again == c
    assert again.model_dump(mode="json")["modules"] == ["bandits", "raxxon"]


def test_scen_02_a_scenario_switches_its_module_on() -> None:
    assert GameConfig(seats=SEATS, ruleset="ln", scenario="raxxon_intro").modules == {"raxxon"}
    c = GameConfig(seats=SEATS, ruleset="ln", scenario="bandits_intro",
                   modules=frozenset({"improvements"}))
    assert c.modules == {"bandits", "improvements"}


@pytest.mark.parametrize(("kwargs", "needle"), [
    ({"modules": frozenset({"bandits"})}, "choose ruleset 'ln' or 'mixed'"),
    ({"scenario": "raxxon_intro"}, "choose ruleset 'ln' or 'mixed'"),
    ({"ruleset": "ln", "scenario": "raxxon_intro", "main_objective": "m_x"},
     "brings its own special objectives"),
    ({"ruleset": "ln", "scenario": "bandits_intro", "variants": frozenset({"cooperative"})},
     "cannot be played with the Cooperative"),
    ({"ruleset": "ln", "modules": frozenset({"zombies"})}, "modules"),
    ({"ruleset": "classic"}, "ruleset"),
])
def test_impossible_combinations_are_refused(kwargs: dict, needle: str) -> None:
    with pytest.raises(ValidationError) as exc:
        GameConfig(seats=SEATS, **kwargs)
    assert needle in str(exc.value)


def test_module_option_bounds() -> None:
    with pytest.raises(ValidationError):
        RulesOptions(unruly_weight=0)
    with pytest.raises(ValidationError):
        RulesOptions(containment_dice_limit_per_player=0)
    with pytest.raises(ValidationError):
        RulesOptions(base_crisis_bandits=1)  # type: ignore[arg-type]
