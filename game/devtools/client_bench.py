"""Client benchmarks (numbers only, no pass/fail): ``python -m game.devtools.client_bench``.

1. Frame time of the table at 1920×1080 under the dummy video driver, with every standee
   on the board (5 players, all 30 survivors spread over the locations and the colony, full
   entrances, barricades, noise, helpless, food) while a dice throw animates, measured in
   the same run as a bare pygame-ce loop that blits the same number of sprites of the same
   sizes (fill + blits + flip).  Printed: median and p99 of whole frames (events, update,
   draw, flip) and the ratio of the medians.  Table cases: the usual frame (the board is
   cached and only the dice move); standees sliding and places flashing (drawn every frame
   over the cached board, see board.py's three layers); the pieces layer repainted every
   frame (what each event folded into the view costs); and the whole board repainted,
   background layer included (a resize).  Goals: ratio ≤ 1.3, p99 ≤ 16.7 ms.  Each case
   runs ``--rounds`` times and the run with the lowest median counts; the median CPU time
   of the frame thread is printed too (a busy shared machine inflates wall times, not that).
   First, ``live play, 4 bots, autosave on``: a real game, nothing stubbed -- four heuristic
   bots, the real engine, the real autosave (to a temporary folder, written from the
   session's writer thread as in the client), bots acting as soon as the animations end at
   4× animation speed, frames paced at 60 per second like ``App.run``.  Printed: median and
   p99 of every frame, the share over 16.7 ms, the frames in which an action landed, and the
   frame thread's CPU time.  Goal: p99 ≤ 16.7 ms.  ``live play, Long Night, all modules``:
   the same with The Long Night and its Improvements, Bandits and Raxxon modules (bandits
   and special zombies arriving, the modules' animations and panels).  The Long Night
   frame case (``game.devtools.ln_bench``): every module's pieces on the board, bandits and
   special zombies sliding, against a bare loop with the same sprites.
   ``at rest`` (``game.devtools.rest_bench``): the real main loop for a few seconds on the
   title, on a table waiting for a human's turn and with a prompt open over the table;
   printed: the process's CPU time as a share of one core and the frames drawn.  Goal: at
   most 5% of a core.
2. Cold start from source to an interactive title screen: ``python -m game --bench-start``
   in a fresh subprocess (it exits once the title has drawn its first frame), wall time,
   median of 5 runs.  Goal ≤ 0.6 s.
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from typing import Any

from game.devtools.bench_kit import FRAMES, SIZE, _pct, _sprite_sizes, bare_loop, crowded_view

# the live case: bots act as soon as the animations end, animations at 4× (watching bots)
SETTINGS: dict[str, Any] = {"bot_pause": 0.0, "animation_speed": 4.0}
# the live case's session, as the client makes it (game.client.scenes.newgame)
SESSION: dict[str, Any] = {"background_saves": True}


def table_loop(size: tuple[int, int] = SIZE, frames: int = FRAMES, repaint: str = "",
               shot: str | None = None, cpu: list[float] | None = None
               ) -> tuple[list[float], list[tuple[int, int]], Any]:
    """Whole frames of the crowded table while dice roll (update, draw, flip).  ``repaint``:
    "" (cached board), "slide" (four standees slide and two places flash every frame),
    "pieces" (the pieces layer repainted every frame) or "all" (background too).  ``shot``
    saves the last frame as PNG."""
    from game.client.headless import headless_app

    app = headless_app(size)
    from game.client.scenes.table.scene import TableScene
    from game.engine import GameConfig, Seat
    from game.session.session import Session

    names = ("Ana", "Ben", "Cleo", "Dmitri", "Esme")
    s = Session(GameConfig(seats=[Seat(name=n, bot=True) for n in names], seed=31),
                autosave=False)
    for _ in range(40):
        if not s.over:
            s.step_bot()
    t = TableScene(app, s)
    app.stack.push(t)
    t.step_game = lambda dt: None  # type: ignore[method-assign]  # the game holds still
    t.view = crowded_view(s)
    t.viewer = 0  # the private panel is drawn too
    values = [6, 5, 3, 2, 1]
    throw = t.tray.throw(values, "wound")
    t.throw, t.throw_label = throw, "Ana rolls"
    times = []
    sliding = sorted(t.view["survivors"])[:4]
    gc.collect()
    for f in range(frames):
        if throw.done:
            throw = t.tray.throw(values, "wound")
            t.throw = throw
        throw.update(1 / 60)
        if repaint == "slide":
            k = 1 - (f % 30) / 30  # a 0.5 s glide from 200 px away, again and again
            for i, sid in enumerate(sliding):
                t.hl.offsets[sid] = (-200.0 * k * (1 if i % 2 else -1), 120.0 * k)
            t.hl.pulse["hospital"] = t.hl.pulse["colony"] = k
        elif repaint == "pieces":
            t._board_key = None
        elif repaint == "all":
            t._bg_key = None
        c0, t0 = time.thread_time(), time.perf_counter()
        app.frame(1 / 60, [])
        times.append((time.perf_counter() - t0) * 1000)
        if cpu is not None:
            cpu.append((time.thread_time() - c0) * 1000)
    sizes = _sprite_sizes(app, t.view, len(values) + 1)
    if shot:
        import pygame

        pygame.image.save(app.screen, shot)
    return times, sizes, app


def live_loop(size: tuple[int, int] = SIZE, frames: int = 3 * FRAMES, seed: int = 5,
              shot: str | None = None, ln: bool = False) -> tuple[list[float], dict[str, Any]]:
    """Whole frames of a game really being played: four heuristic bots, the real engine,
    autosave on (to a temporary folder), the settings a player starts with (animation
    speed 1, the bots' thinking pause), every frame the real ``app.frame``.  Returns the
    frame times and counts (actions landed, frames in which one landed, their times)."""
    import tempfile
    from pathlib import Path

    from game.client.headless import use_dummy_drivers

    use_dummy_drivers()
    import pygame

    from game.client.core.app import App
    from game.client.core.settings import Settings
    from game.client.scenes.table.scene import TableScene
    from game.engine import GameConfig, Seat
    from game.session.session import Session

    times: list[float] = []
    cpu: list[float] = []  # the frame thread's own CPU time (what the load cannot inflate)
    landed: list[float] = []
    with tempfile.TemporaryDirectory(prefix="wc-bench-") as tmp:
        app = App(Settings(window_size=size, **SETTINGS), None, size=size, headless=True)
        names = ("Ana", "Ben", "Cleo", "Dmitri")
        seats = [Seat(name=n, bot=True) for n in names]
        if ln:  # The Long Night with every module
            from game.content.loader import load_ruleset

            s = Session(GameConfig(seats=seats, seed=seed, ruleset="ln",
                                   modules=frozenset({"improvements", "bandits", "raxxon"})),
                        content=load_ruleset("ln"), save_path=Path(tmp) / "live.jsonl",
                        **SESSION)
        else:
            s = Session(GameConfig(seats=seats, seed=seed),
                        save_path=Path(tmp) / "live.jsonl", **SESSION)
        app.session = s
        t = TableScene(app, s)
        app.stack.push(t)
        clock = pygame.time.Clock()
        gc.collect()
        for _ in range(frames):
            before = len(s.log)
            c0, t0 = time.thread_time(), time.perf_counter()
            app.frame(1 / 60, [])
            ms = (time.perf_counter() - t0) * 1000
            times.append(ms)
            cpu.append((time.thread_time() - c0) * 1000)
            if len(s.log) != before:
                landed.append(ms)
            clock.tick(60)  # paced like App.run: the rest of the 1/60 s is idle
        if shot:
            pygame.image.save(app.screen, shot)
        app.close_session()
        errors = s.last_save_error
    counts = {"actions": len(s.log), "landed": landed, "save_error": errors, "cpu": cpu,
              "board_renders": t.board_renders}
    return times, counts


def live_bench(size: tuple[int, int] = SIZE, frames: int = 3 * FRAMES, ln: bool = False
               ) -> dict[str, float]:
    """``live play, 4 bots, autosave on``: median and p99 of every frame, and of the frames
    in which an action landed (``ln``: The Long Night with every module)."""
    times, c = live_loop(size, frames, ln=ln)
    landed = c["landed"] or [0.0]
    return {"median": statistics.median(times), "p99": _pct(times, 99),
            "over": sum(1 for v in times if v > 16.7) / len(times),
            "actions": float(c["actions"]), "landed_median": statistics.median(landed),
            "landed_p99": _pct(landed, 99), "landed_max": max(landed),
            "board_renders": float(c["board_renders"]),
            "cpu_median": statistics.median(c["cpu"]), "cpu_p99": _pct(c["cpu"], 99)}


def frame_bench(size: tuple[int, int] = SIZE, frames: int = FRAMES, rounds: int = 1
                ) -> dict[str, float]:
    """Every table case and the bare loop, ``rounds`` times in turn; for each, the run
    with the lowest median counts (on a shared machine the others measure the load)."""
    names = ("table", "slide", "repaint", "full", "bare")
    runs: dict[str, list[list[float]]] = {n: [] for n in names}
    cpus: dict[str, list[float]] = {n: [] for n in names}  # every run's frames
    sizes: list[tuple[int, int]] = []
    app: Any = None
    for _ in range(max(1, rounds)):
        cached, sizes, app = table_loop(size, frames, cpu=cpus["table"])
        runs["table"].append(cached)
        for case, name in (("slide", "slide"), ("pieces", "repaint"), ("all", "full")):
            runs[name].append(table_loop(size, frames, repaint=case, cpu=cpus[name])[0])
        runs["bare"].append(bare_loop(sizes, frames, cpu=cpus["bare"]))
    import pygame

    app.close_session()
    pygame.quit()
    best = {n: min(r, key=statistics.median) for n, r in runs.items()}
    bare = best.pop("bare")
    out = {"sprites": float(len(sizes)), "rounds": float(max(1, rounds)),
           "bare_median": statistics.median(bare), "bare_p99": _pct(bare, 99),
           "bare_cpu": statistics.median(cpus["bare"])}
    for name, times in best.items():
        out[f"{name}_median"] = statistics.median(times)
        out[f"{name}_p99"] = _pct(times, 99)
        out[f"{name}_ratio"] = out[f"{name}_median"] / out["bare_median"]
        out[f"{name}_cpu"] = statistics.median(cpus[name])
        out[f"{name}_cpu_ratio"] = out[f"{name}_cpu"] / out["bare_cpu"]
    out["ratio"] = out["table_ratio"]
    return out


def cold_start(runs: int = 5) -> list[float]:
    """Wall seconds from launching ``python -m game --bench-start`` to its exit (the title
    has drawn its first frame), each in a fresh process."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env["PYTHONPATH"] = root + os.pathsep + env.get("PYTHONPATH", "")
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        r = subprocess.run([sys.executable, "-m", "game", "--bench-start"], env=env, cwd=root,
                           capture_output=True, text=True, timeout=120)
        times.append(time.perf_counter() - t0)
        if r.returncode != 0:
            raise RuntimeError(f"--bench-start failed: {r.stderr.strip()[-400:]}")
    return times


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.devtools.client_bench", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--frames", type=int, default=FRAMES)
    p.add_argument("--runs", type=int, default=5, help="cold starts to time")
    p.add_argument("--skip-start", action="store_true", help="frames only")
    p.add_argument("--only-live", action="store_true", help="the live play case only")
    p.add_argument("--only-rest", action="store_true", help="the at-rest case only")
    p.add_argument("--rest-seconds", type=float, default=3.0,
                   help="seconds each at-rest screen is measured")
    p.add_argument("--rounds", type=int, default=3,
                   help="runs of each table case and the bare loop (the best median counts)")
    ns = p.parse_args(list(argv) if argv is not None else None)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    w, h = SIZE
    from game.devtools.rest_bench import print_rest

    print_rest(SIZE, ns.rest_seconds)
    if ns.only_rest:
        return 0
    for ln, what in ((False, "live play, 4 bots, autosave on"),
                     (True, "live play, Long Night, all modules, 4 bots, autosave on")):
        lv = live_bench(SIZE, 3 * ns.frames, ln=ln)
        print(f"{what} ({w}x{h}, {3 * ns.frames} frames, {int(lv['actions'])} actions): "
              f"median {lv['median']:.2f} ms  p99 {lv['p99']:.2f} ms"
              f"  over 16.7 ms: {100 * lv['over']:.1f}%")
        print(f"  frames in which an action lands: median {lv['landed_median']:.2f} ms  p99 "
              f"{lv['landed_p99']:.2f} ms  max {lv['landed_max']:.2f} ms")
        print(f"  CPU time of the frame thread: median {lv['cpu_median']:.2f} ms  p99 "
              f"{lv['cpu_p99']:.2f} ms  (load average {os.getloadavg()[0]:.1f})")
    if ns.only_live:
        return 0
    r = frame_bench(SIZE, ns.frames, ns.rounds)
    print(f"frame {w}x{h}, {int(r['sprites'])} sprites, dice rolling, {ns.frames} frames, "
          f"best of {ns.rounds} runs (load average {os.getloadavg()[0]:.1f})")
    print(f"  bare pygame-ce loop : median {r['bare_median']:.2f} ms  p99 {r['bare_p99']:.2f} ms"
          f"  (CPU {r['bare_cpu']:.2f} ms)")
    for name, label in (("table", "table (board cached)"),
                        ("slide", "standees sliding, places flashing"),
                        ("repaint", "pieces layer repainted every frame"),
                        ("full", "whole board repainted (background too)")):
        print(f"  {label:<39}: median {r[name + '_median']:.2f} ms  p99 "
              f"{r[name + '_p99']:.2f} ms  ratio {r[name + '_ratio']:.2f}x  (CPU "
              f"{r[name + '_cpu']:.2f} ms, {r[name + '_cpu_ratio']:.2f}x)")
    from game.devtools.ln_bench import ln_frame_bench

    r = ln_frame_bench(SIZE, ns.frames, ns.rounds)
    print(f"Long Night, all modules, every piece kind ({w}x{h}, {int(r['sprites'])} sprites,"
          f" dice rolling): bare loop median {r['bare_median']:.2f} ms  p99 "
          f"{r['bare_p99']:.2f} ms")
    for name, label in (("table", "table (board cached)"),
                        ("slide", "bandits, special zombies, standees sliding")):
        print(f"  {label:<43}: median {r[name + '_median']:.2f} ms  p99 "
              f"{r[name + '_p99']:.2f} ms  ratio {r[name + '_ratio']:.2f}x")
    if not ns.skip_start:
        ts = cold_start(ns.runs)
        print(f"cold start to the title (python -m game --bench-start, {len(ts)} runs): "
              f"median {statistics.median(ts):.3f} s  (min {min(ts):.3f}, max {max(ts):.3f})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
