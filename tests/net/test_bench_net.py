"""``python -m game bench --net`` runs (its numbers are printed, never asserted)."""

from __future__ import annotations

from game.net import bench


def test_net_bench_runs_one_step(capsys, monkeypatch):
    monkeypatch.setattr(bench, "WARM_UP", 0.5)
    assert bench.main(["--seconds", "1", "--max-games", "1", "--think", "0.05"]) == 0
    out = capsys.readouterr().out
    assert "1 games:" in out and "one host holds" in out
