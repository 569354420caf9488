"""The Long Night content schema (LN-01..08, IMPR, BAND, RAX, SCEN content; NS-10..15):
the tiny Long Night test pack (tests/packs/ln_tiny) loads alone and mixed with the base
pack (LN-04), and the validator refuses what cannot be played, each with a clear message."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pydantic import ValidationError

from game.content import schema as S
from game.content.loader import bundled_packs_dir, load_packs
from game.content.schema_ln import ContainmentCode, ScenarioObjective, ScenarioSpec
from game.content.validate import PackError

LN_TINY = Path(__file__).resolve().parents[1] / "packs" / "ln_tiny"
BASE = bundled_packs_dir() / "base"


@pytest.fixture
def ln_copy(tmp_path: Path) -> Path:
    dst = tmp_path / "ln_tiny"
    shutil.copytree(LN_TINY, dst)
    return dst


def _edit(folder: Path, file: str, old: str, new: str) -> None:
    p = folder / file
    text = p.read_text(encoding="utf-8")
    assert old in text, old
    p.write_text(text.replace(old, new, 1), encoding="utf-8")


def _messages(folder_list: list[Path]) -> list[str]:
    with pytest.raises(PackError) as exc:
        load_packs(folder_list)
    return [str(i) for i in exc.value.issues]


def test_ln_01_standalone_ln_pack_loads_with_every_card_kind() -> None:
    c = load_packs([LN_TINY])
    assert c.rulesets() == {"ln"}
    assert c.graveyard is not None  # LN-07
    assert c.improvements and c.experiments and c.special_zombies and c.side_effects
    assert set(c.scenarios) == {"raxxon_intro", "bandits_intro"}
    assert {o.stage for o in c.scenario_objectives.values()} == {1, 2, 3}
    assert c.locations["lt_raxxon"].kind == "raxxon"
    hideout = c.locations["lt_hideout"]
    assert hideout.kind == "hideout" and hideout.hideout is not None  # NS-14
    assert c.items["lt_pill"].pill  # RAX-06
    assert c.ruleset_of("lt_pill#3") == "ln"


def test_ln_04_mixed_packs_share_the_standard_locations() -> None:
    c = load_packs([BASE, LN_TINY])
    assert c.rulesets() == {"base", "ln"}
    # the six standard places exist once; both packs' items go to their decks
    assert sum(1 for loc in c.locations.values() if loc.kind == "standard") == 6
    assert len(c.item_uids("police_station")) == 40
    assert c.ruleset_of("lt_police_station_weapon#1") == "ln"
    assert c.ruleset_of(next(iter(c.survivors))) == "base"


def test_ln_04_same_location_needs_the_same_number(ln_copy: Path) -> None:
    _edit(ln_copy, "board.toml", 'id = "school"\nname = "School"\nnumber = 3',
          'id = "school"\nname = "School"\nnumber = 9')
    msgs = _messages([BASE, ln_copy])
    assert any("school" in m and "same number" in m for m in msgs), msgs


def test_card_ids_never_collide_across_sections(ln_copy: Path) -> None:
    _edit(ln_copy, "crossroads.toml", 'id = "lt_x_0"', 'id = "lt_s_ash"')
    msgs = _messages([ln_copy])
    assert any("lt_s_ash" in m and "unique across every section" in m for m in msgs), msgs


def test_card_ids_never_collide_across_packs(tmp_path: Path, ln_copy: Path) -> None:
    # an LN survivor reusing a base survivor id: refused when mixed
    base_id = "s_pretzel"
    _edit(ln_copy, "survivors.toml", 'id = "lt_s_ash"', f'id = "{base_id}"')
    msgs = _messages([BASE, ln_copy])
    assert any(base_id in m and "duplicate survivors id" in m for m in msgs), msgs


def test_ln_03_module_cards_only_in_ln_packs(ln_copy: Path) -> None:
    """LN-03, COMP-15: module marks (the module field) belong to Long Night cards."""
    _edit(ln_copy, "manifest.toml", 'ruleset = "ln"', 'ruleset = "base"')
    msgs = _messages([ln_copy])
    assert any("[graveyard]" in m for m in msgs), msgs  # stops at the build stage
    _edit(ln_copy, "board.toml", "[graveyard]", "[graveyard_gone]")
    _edit(ln_copy, "board.toml", 'name = "Tiny Field"\ntext = "Dead survivors rest here."\n', "")
    (ln_copy / "board.toml").write_text(
        (ln_copy / "board.toml").read_text(encoding="utf-8").replace("[graveyard_gone]\n", ""),
        encoding="utf-8")
    msgs = _messages([ln_copy])
    assert any("Long Night cards" in m for m in msgs), msgs
    assert any("module cards belong to a Long Night pack" in m for m in msgs), msgs


def test_act_search_09_hideout_has_no_item_deck(ln_copy: Path) -> None:
    _edit(ln_copy, "items.toml", 'deck = "lt_raxxon"\nmodule = "raxxon"\ntext = "Searching',
          'deck = "lt_hideout"\nmodule = "raxxon"\ntext = "Searching')
    msgs = _messages([ln_copy])
    assert any("Hideout has no item deck" in m for m in msgs), msgs


def test_band_04_bandit_numbers_name_locations(ln_copy: Path) -> None:
    _edit(ln_copy, "crises.toml", "bandits = [1, 3]", "bandits = [1, 12]")
    msgs = _messages([ln_copy])
    assert any("bandits.1" in m and "number 12" in m for m in msgs), msgs


def test_rax_references_are_checked(ln_copy: Path) -> None:
    _edit(ln_copy, "raxxon.toml", 'releases = [{ zombie = "lt_sz_brute"',
          'releases = [{ zombie = "lt_sz_ghost"')
    msgs = _messages([ln_copy])
    assert any("unknown special zombie 'lt_sz_ghost'" in m for m in msgs), msgs


def test_scen_01_scenario_needs_three_stages(ln_copy: Path) -> None:
    _edit(ln_copy, "scenarios.toml", 'scenario = "bandits_intro"\nstage = 3',
          'scenario = "bandits_intro"\nstage = 2')
    msgs = _messages([ln_copy])
    assert any("bandits_intro" in m and "stage 1, 2, 3" in m for m in msgs), msgs


def test_die_tables_cover_every_face() -> None:
    with pytest.raises(ValidationError, match="in no row"):
        S.OpRoll.model_validate({"op": "roll", "rows": [
            {"roll": [1, 2], "text": "a"}, {"roll": [3, 4, 5], "text": "b"}]})
    with pytest.raises(ValidationError, match="more than one row"):
        S.OpRoll.model_validate({"op": "roll", "rows": [
            {"roll": [1, 2, 3], "text": "a"}, {"roll": [3, 4, 5, 6], "text": "b"}]})


def test_rax_09_containment_code_shapes() -> None:
    ContainmentCode(kind="exact", values=[2, 5], text="x")
    ContainmentCode(kind="sum", n=7, text="x")
    with pytest.raises(ValidationError, match="two die faces"):
        ContainmentCode(kind="exact", values=[7], text="x")
    with pytest.raises(ValidationError, match="n in 2..12"):
        ContainmentCode(kind="sum", n=1, text="x")


def test_scen_stage_one_objective_sets_the_game_up() -> None:
    side = {"goal": {"cond": "stage", "n": 1}, "goal_text": "x"}
    with pytest.raises(ValidationError, match="stage-1 objective sets morale"):
        ScenarioObjective.model_validate({
            "id": "o", "name": "o", "scenario": "raxxon_intro", "stage": 1, "story": "s",
            "complete_text": "c", "normal": side, "hard": side})
    with pytest.raises(ValidationError, match="only a stage-1 objective has setup"):
        ScenarioObjective.model_validate({
            "id": "o", "name": "o", "scenario": "raxxon_intro", "stage": 2, "story": "s",
            "complete_text": "c", "normal": {**side, "morale": 5, "rounds": 5}, "hard": side})


def test_scen_r_02_scenario_fields() -> None:
    with pytest.raises(ValidationError, match="needs joining_survivor"):
        ScenarioSpec.model_validate({"id": "raxxon_intro", "name": "n", "intro": "i",
                                     "aside": ["a"], "starting_survivor": "a",
                                     "starting_item": "k"})
    with pytest.raises(ValidationError, match="not used by the bandits_intro"):
        ScenarioSpec.model_validate({"id": "bandits_intro", "name": "n", "intro": "i",
                                     "betrayal": "b", "start_deck": "h",
                                     "starting_item": "k"})


def test_transfer_cards_sides() -> None:
    with pytest.raises(ValidationError, match="giver and taker must differ"):
        S.OpTransferCards.model_validate({"op": "transfer_cards", "giver": "self",
                                          "taker": "self"})
    with pytest.raises(ValidationError, match="'each_other' needs 'self'"):
        S.OpTransferCards.model_validate({"op": "transfer_cards", "giver": "each_other",
                                          "taker": "first"})


def test_ln_01_load_ruleset_names_the_missing_pack(monkeypatch, tmp_path: Path) -> None:
    import game.content.loader as loader

    monkeypatch.setattr(loader, "user_packs_dir", lambda: tmp_path / "none")
    base = loader.load_ruleset("base")
    assert base.rulesets() == {"base"}
    if not (bundled_packs_dir() / "long_night" / "manifest.toml").is_file():
        with pytest.raises(PackError, match="long_night"):
            loader.load_ruleset("ln")
    with pytest.raises(ValueError, match="unknown ruleset"):
        loader.load_ruleset("classic")
