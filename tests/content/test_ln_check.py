"""``content check`` on the Long Night pack (issue 14: the counts of RULES.md §25).

LN-01 (a standalone pack), LN-07 (the Graveyard is a special place, not a location), §25
(component counts), SETUP-02 (crossroads marked mature)."""

from __future__ import annotations

import pytest

from game.content.check import main as check_main
from game.content.loader import bundled_packs_dir

LN = bundled_packs_dir() / "long_night"

LN_COUNTS = [
    "locations: 6",
    "survivors: 20",
    "starting-items: 25",
    "location-items: 140",
    "crises: 22",
    "crossroads: 70",
    "main-objectives: 8",
    "secret-objectives: 24",
    "betrayal-objectives: 11",
    "exiled-objectives: 5",
    "special-locations: 3",
    "mature-crossroads: 9",
    "improvements: 10",
    "special-zombie-types: 12",
    "special-zombie-standees: 19",
    "experiments: 12",
    "side-effects: 6",
    "scenarios: 2",
    "scenario-objectives: 6",
    "errors: 0",
]


def test_ln_01_25_content_check_prints_every_count_of_the_long_night_pack(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert check_main([str(LN)]) == 0
    assert capsys.readouterr().out.splitlines() == LN_COUNTS


def test_content_check_without_a_folder_checks_every_bundled_pack(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert check_main([]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "[base]" and "[long_night]" in out
    ln = out[out.index("[long_night]") + 1:]
    assert ln == LN_COUNTS  # the one errors line closes the whole run
    base = out[1:out.index("[long_night]")]
    assert base[0] == "locations: 6" and "special-locations: 3" not in base
    assert out.count("errors: 0") == 1 and out[-1] == "errors: 0"


def test_content_check_without_a_folder_counts_errors_of_every_pack(
        tmp_path, monkeypatch, capsys: pytest.CaptureFixture[str]) -> None:
    import shutil

    import game.content.loader as loader

    for name in ("base", "long_night"):
        shutil.copytree(bundled_packs_dir() / name, tmp_path / name)
    crises = tmp_path / "long_night" / "crises.toml"
    crises.write_text(crises.read_text(encoding="utf-8").replace(
        'prevent = [', 'prevent = ["bogus", ', 1), encoding="utf-8")
    monkeypatch.setattr(loader, "bundled_packs_dir", lambda: tmp_path)
    assert check_main([]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "[base]" and "[long_night]" in out
    assert out[-1] == "errors: 1"
    assert any(line.startswith("crises.toml: ") for line in out)
