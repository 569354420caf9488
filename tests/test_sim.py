"""``python -m game sim``: plays games, counts problems, prints the exact summary line."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game import sim
from game.saves import load

SUMMARY = re.compile(r"^games: (\d+)  errors: (\d+)  invariant-violations: (\d+)  "
                     r"replay-mismatches: (\d+)$")


def _last(out: str) -> str:
    return out.rstrip("\n").splitlines()[-1]


def test_sim_plays_games_and_prints_the_summary(capsys: pytest.CaptureFixture[str],
                                                tmp_path: Path) -> None:
    # 3 players, the first five variant combinations: standard and each single variant
    assert sim.main(["--games", "5", "--seed", "3", "--players", "3", "--jobs", "1",
                     "--out", str(tmp_path)]) == 0
    last = _last(capsys.readouterr().out)
    assert last == "games: 5  errors: 0  invariant-violations: 0  replay-mismatches: 0"
    assert list(tmp_path.iterdir()) == []  # no failing game, no log written


def test_sim_through_the_cli(capsys: pytest.CaptureFixture[str]) -> None:
    from game.cli import main

    assert main(["sim", "--games", "2", "--seed", "9", "--players", "5", "--variant",
                 "betrayer", "--jobs", "1", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert out == "games: 2  errors: 0  invariant-violations: 0  replay-mismatches: 0\n"


def test_forced_invariant_violation_is_reported(capsys: pytest.CaptureFixture[str],
                                                monkeypatch: pytest.MonkeyPatch,
                                                tmp_path: Path) -> None:
    real = sim.check_invariants
    calls = {"n": 0}

    def broken(state, legal=None):  # type: ignore[no-untyped-def]
        calls["n"] += 1
        problems = real(state, legal)
        return problems + (["forced: a card is in two places"] if calls["n"] % 20 == 0 else [])

    monkeypatch.setattr(sim, "check_invariants", broken)
    assert sim.main(["--games", "3", "--seed", "4", "--jobs", "1", "--out",
                     str(tmp_path)]) == 1
    out = capsys.readouterr().out
    m = SUMMARY.match(_last(out))
    assert m is not None and m.group(1) == "3" and int(m.group(3)) >= 1
    assert m.group(2) == "0" and m.group(4) == "0"
    assert "INVARIANT VIOLATION" in out and "forced: a card is in two places" in out
    logs = sorted(tmp_path.glob("*.jsonl"))
    assert logs and all(str(p) in out for p in logs)
    load(logs[0])  # the failing game's log replays (it holds the actions up to the problem)


def test_crash_counts_as_error(capsys: pytest.CaptureFixture[str],
                               monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    real = sim.apply
    calls = {"n": 0}

    def crashing(state, action):  # type: ignore[no-untyped-def]
        calls["n"] += 1
        if calls["n"] == 30:
            raise KeyError("boom")
        return real(state, action)

    monkeypatch.setattr(sim, "apply", crashing)
    assert sim.main(["--games", "2", "--seed", "5", "--jobs", "1", "--out",
                     str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert _last(out) == "games: 2  errors: 1  invariant-violations: 0  replay-mismatches: 0"
    assert "ERROR KeyError" in out
    assert len(list(tmp_path.glob("*.jsonl"))) == 1


def test_replay_mismatch_is_counted(capsys: pytest.CaptureFixture[str],
                                    monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sim, "state_hash", lambda s: "0" * 64)
    assert sim.main(["--games", "2", "--seed", "6", "--jobs", "1", "--out",
                     str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert _last(out) == "games: 2  errors: 0  invariant-violations: 0  replay-mismatches: 2"


def test_multiprocessing(capsys: pytest.CaptureFixture[str]) -> None:
    assert sim.main(["--games", "8", "--seed", "7", "--variant", "hardcore", "--jobs", "2",
                     "--quiet"]) == 0
    assert _last(capsys.readouterr().out) == \
        "games: 8  errors: 0  invariant-violations: 0  replay-mismatches: 0"


def test_sim_with_several_variants(capsys: pytest.CaptureFixture[str]) -> None:
    assert sim.main(["--games", "6", "--seed", "2", "--variant",
                     "hardcore,betrayer,player_elimination", "--jobs", "1", "--quiet"]) == 0


def test_plan_cycles_players_and_every_valid_variant_combination() -> None:
    combos = {n: sim.variant_combos(n) for n in (2, 3, 4, 5)}
    assert all("two_player" in c for c in combos[2])
    assert all("betrayer" not in c for c in combos[2])
    for n in (3, 4, 5):
        assert frozenset() in combos[n]
        assert all("two_player" not in c for c in combos[n])
        assert not any({"betrayer", "cooperative"} <= c for c in combos[n])
        assert frozenset({"hardcore", "betrayer", "player_elimination"}) in combos[n]
    tasks = sim.plan(4 * 12, 1, None, None)
    assert [t.players for t in tasks[:8]] == [2, 3, 4, 5, 2, 3, 4, 5]
    for n in (3, 4, 5):
        assert {t.variants for t in tasks if t.players == n} == set(combos[n])
    assert len({t.seed for t in tasks}) == len(tasks)
    pinned = sim.plan(5, 1, 4, frozenset({"cooperative"}))
    assert {(t.players, t.variants) for t in pinned} == {(4, frozenset({"cooperative"}))}


def test_bad_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    assert sim.main(["--games", "1", "--players", "2", "--variant", "betrayer"]) == 2
    assert "cannot be played" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        sim.main(["--variant", "nonsense"])
