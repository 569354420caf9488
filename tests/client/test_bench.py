"""The client benchmarks run (numbers only: nothing here asserts a timing)."""

from __future__ import annotations

import os
import subprocess
import sys


def test_crowded_view_puts_every_piece_on_the_board(app):
    from game.devtools.client_bench import crowded_view
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
    from game.devtools import client_bench as bench
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


def test_live_bench_plays_a_real_game_with_autosave_and_reports_numbers(capsys):
    """``live play, 4 bots, autosave on``: real bots, engine and autosave (to a temporary
    folder), nothing stubbed; actions land during the measured frames."""
    from game.devtools import client_bench as bench
    times, counts = bench.live_loop((960, 540), frames=90)
    assert len(times) == 90 and all(t >= 0 for t in times)
    assert counts["actions"] > 0 and counts["landed"]  # frames in which actions landed
    assert counts["save_error"] is None
    assert bench.main(["--only-live", "--frames", "20"]) == 0
    out = capsys.readouterr().out
    assert "live play, 4 bots, autosave on" in out and "p99" in out


def test_the_long_night_live_case_plays_a_real_all_modules_game():
    """Issue 9: the client bench's Long Night case (all modules, 4 bots, autosave on)
    plays real actions through the table and saves them; numbers only, no timing asserts."""
    from game.devtools import client_bench as bench
    times, c = bench.live_loop((960, 540), frames=120, ln=True)
    assert len(times) == 120
    assert c["actions"] > 0 and c["save_error"] is None


def test_the_long_night_frame_case_puts_every_ln_piece_kind_on_the_board():
    from game.devtools.ln_bench import ln_crowded_view, ln_frame_bench
    from game.devtools.ln_shots import ln_session

    s = ln_session(2)
    v = ln_crowded_view(s)
    m = v["modules"]
    assert {z["type"] for z in m["raxxon"]["specials"]} == set(s.content.special_zombies)
    assert all(m["bandits"]["bandits"].get(lid) for lid in v["locations"] if lid != "colony")
    assert m["bandits"]["stockpile"] and m["long_night"]["unruly"] and m["raxxon"]["dice"]
    r = ln_frame_bench((960, 540), frames=4)
    assert r["sprites"] > 100 and all(v >= 0 for v in r.values())
