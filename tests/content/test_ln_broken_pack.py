"""The real Long Night pack with one card broken at a time: the loader refuses the bad
card with a clear ``FILE: CARD: FIELD: message`` line and accepts what the rules allow.

Each test copies the bundled pack, edits one card of the kinds written for the crises,
crossroads, objectives and modules, and loads the copy."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.content.loader import bundled_packs_dir, load_pack
from game.content.validate import PackError

PACK = bundled_packs_dir() / "long_night"


@pytest.fixture
def pack(tmp_path: Path) -> Path:
    dest = tmp_path / "long_night"
    shutil.copytree(PACK, dest)
    return dest


def edit(folder: Path, file: str, old: str, new: str) -> None:
    path = folder / file
    text = path.read_text("utf-8")
    assert text.count(old) == 1, f"{old!r} is not once in {file}"
    path.write_text(text.replace(old, new), "utf-8")


def problems(folder: Path) -> list[str]:
    with pytest.raises(PackError) as err:
        load_pack(folder)
    return [str(i) for i in err.value.issues]


def test_band_06_a_crisis_without_bandit_numbers_is_fine(pack: Path) -> None:
    """BAND-06 / DISC-10: a crisis may print no bandit numbers (bandits then arrive at
    random); the pack still loads."""
    edit(pack, "crises.toml", "bandits = [1, 4]\ntext = \"Lose 2 food.", "text = \"Lose 2 food.")
    c = load_pack(pack)
    assert c.crises["lc_thin_soup_week"].bandits == []


def test_band_04_bandit_number_must_name_a_location(pack: Path) -> None:
    edit(pack, "crises.toml", "bandits = [1, 4]\ntext = \"Lose 2 food.",
         "bandits = [1, 9]\ntext = \"Lose 2 food.")
    msgs = problems(pack)
    assert msgs == ["crises.toml: lc_thin_soup_week: bandits.1: no location has number 9 "
                    "(bandit numbers name locations)"]


def test_rax_12_an_experiment_releasing_an_unknown_type_is_refused(pack: Path) -> None:
    edit(pack, "experiments.toml", 'releases = [{ zombie = "lz_raker", count = 1 }]',
         'releases = [{ zombie = "lz_wendigo", count = 1 }]')
    msgs = problems(pack)
    assert len(msgs) == 1
    assert msgs[0].startswith("experiments.toml: lex_subject_forearm: audio_log.releases.0.")
    assert "unknown special zombie 'lz_wendigo'" in msgs[0]


def test_impr_04_an_improvement_needing_no_progress_is_refused(pack: Path) -> None:
    edit(pack, "improvements.toml", 'id = "lim_sawpit"\nname = "The Sawpit"\nprogress = 3',
         'id = "lim_sawpit"\nname = "The Sawpit"\nprogress = 0')
    msgs = problems(pack)
    assert len(msgs) == 1
    assert msgs[0].startswith("improvements.toml: lim_sawpit: progress: ")


def test_rax_18_an_encounter_table_missing_a_face_is_refused(pack: Path) -> None:
    edit(pack, "experiments.toml",
         '{ roll = [4, 5, 6], text = "The Tangle is killed.", effect = [{ op = "special_zombie_kill" }] },',
         '{ roll = [4, 5], text = "The Tangle is killed.", effect = [{ op = "special_zombie_kill" }] },')
    msgs = problems(pack)
    assert len(msgs) == 1 and "lex_subject_forearm" in msgs[0] and "[6]" in msgs[0]


def test_scen_b_02_the_scenario_betrayal_card_must_be_a_betrayal_card(pack: Path) -> None:
    edit(pack, "objectives_scenario.toml", 'betrayal = "lo_b_sleeper"',
         'betrayal = "lo_n_full_pockets"')
    msgs = problems(pack)
    assert msgs == ["objectives_scenario.toml: bandits_intro: betrayal: 'lo_n_full_pockets' "
                    "is not a betrayal secret objective"]


def test_ln_05_an_unknown_module_tag_is_refused(pack: Path) -> None:
    edit(pack, "crossroads_b.toml", 'id = "lx_b13"\nname = "Borrowed Hands"\nmodule = "improvements"',
         'id = "lx_b13"\nname = "Borrowed Hands"\nmodule = "workshop"')
    msgs = problems(pack)
    assert len(msgs) == 1 and msgs[0].startswith("crossroads_b.toml: lx_b13: module: ")
