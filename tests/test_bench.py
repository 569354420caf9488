"""``python -m game bench`` helpers run and report (numbers only; no timing is asserted)."""

from __future__ import annotations

import os

from game import bench
from game.content.loader import load_base


def test_bench_legal_reports_mid_game_states() -> None:
    first, again, hashes, counts = bench.bench_legal(load_base(), 2)
    assert len(first) == len(again) == len(hashes) == len(counts) == 2
    assert all(c > 0 for c in counts)  # a turn decision always has end_turn at least


def test_bench_append_restores_fsync() -> None:
    real = os.fsync
    times = bench.bench_append(load_base(), 300, appends=5)
    assert len(times) == 5
    assert os.fsync is real
