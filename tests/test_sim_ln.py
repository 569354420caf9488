"""``python -m game sim`` with The Long Night: --ruleset, --modules, --scenario, --pack."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.sim import main

LN_TINY = str(Path(__file__).resolve().parent / "packs" / "ln_tiny")
BASE = str(Path(__file__).resolve().parents[1] / "assets" / "packs" / "base")


def test_sim_plays_long_night_games_with_random_modules(capsys) -> None:
    code = main(["--games", "6", "--seed", "3", "--ruleset", "ln", "--modules", "random",
                 "--pack", LN_TINY, "--jobs", "1"])
    out = capsys.readouterr().out.splitlines()
    assert code == 0, out
    assert out[-1] == "games: 6  errors: 0  invariant-violations: 0  replay-mismatches: 0"


def test_sim_plays_mixed_games(capsys) -> None:
    code = main(["--games", "3", "--ruleset", "mixed", "--modules", "improvements",
                 "--pack", BASE, "--pack", LN_TINY, "--jobs", "1", "--bot", "mixed"])
    out = capsys.readouterr().out.splitlines()
    assert code == 0, out
    assert out[-1].startswith("games: 3  errors: 0")


def test_sim_refuses_modules_without_the_long_night(capsys) -> None:
    assert main(["--games", "1", "--ruleset", "base", "--modules", "improvements"]) == 2
    assert "--ruleset ln" in capsys.readouterr().err
    assert main(["--games", "1", "--ruleset", "base", "--scenario", "raxxon_intro"]) == 2
    assert "--ruleset ln" in capsys.readouterr().err
    with pytest.raises(SystemExit):  # argparse: unknown module
        main(["--games", "1", "--ruleset", "ln", "--modules", "zombies"])
    assert "unknown module 'zombies'" in capsys.readouterr().err


def test_sim_needs_a_long_night_pack(capsys, monkeypatch) -> None:
    import game.content.loader as loader

    monkeypatch.setattr(loader, "bundled_packs_dir", lambda: Path("/nonexistent"))
    assert main(["--games", "1", "--ruleset", "ln"]) == 2
    assert "--pack" in capsys.readouterr().err


def test_sim_a_scenario_or_modules_alone_mean_the_long_night(capsys) -> None:
    """Issue 8 "Done when": ``sim --scenario raxxon_intro`` (no --ruleset) plays ln (with
    ``base`` the scenario is refused, exit status 2)."""
    code = main(["--games", "2", "--seed", "5", "--scenario", "bandits_intro", "--pack",
                 LN_TINY, "--jobs", "1"])
    out = capsys.readouterr().out.splitlines()
    assert code == 0, out
    assert out[-1].startswith("games: 2  errors: 0")
