"""The client benchmarks run (numbers only: nothing here asserts a timing)."""

from __future__ import annotations

import os
import subprocess
import sys


def test_crowded_view_puts_every_piece_on_the_board(app):
    from game.client.bench import crowded_view
    from game.engine import GameConfig, Seat
    from game.session.session import Session

    s = Session(GameConfig(seats=[Seat(name=n, bot=True) for n in "ABCDE"], seed=31),
                autosave=False)
    v = crowded_view(s)
    assert len(v["survivors"]) == len(s.content.survivors)
    placed = [sid for loc in v["locations"].values() for sid in loc["survivors"]]
    assert sorted(placed) == sorted(v["survivors"])
    assert all(loc["noise"] == 3 for lid, loc in v["locations"].items() if lid != "colony")


def test_frame_bench_runs_and_reports_numbers():
    from game.client import bench

    r = bench.frame_bench((960, 540), frames=4)
    assert set(r) >= {"bare_median", "table_median", "ratio", "table_p99", "repaint_p99",
                      "slide_median", "full_median"}
    assert all(v >= 0 for v in r.values())


def test_bench_start_exits_after_the_first_title_frame():
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               WINTER_COLONY_CONFIG_DIR=os.environ.get("WINTER_COLONY_CONFIG_DIR", ""),
               PYTHONPATH=os.getcwd())
    r = subprocess.run([sys.executable, "-m", "game", "--bench-start"], env=env,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    # issue 12 item 13: the README says it prints a time; it printed nothing
    line = r.stdout.strip().splitlines()[-1]
    assert line.startswith("start to title: ") and " s (since " in line
    assert 0.0 < float(line.split()[3]) < 60.0
