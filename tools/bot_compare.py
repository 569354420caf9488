"""Paired comparison of two bot levels on the same games (issue 15's quality gates).

    python tools/bot_compare.py --games 400 --seed 21 --players 4 --a normal --b hard

Both levels play the same planned games (same seeds, objectives and player counts as
``python -m game balance`` with those arguments); every seat plays level A in one run and
level B in the other.  Prints each level's colony win %, the paired difference B - A with a
95% confidence interval (normal approximation on the per-game differences) and, for a hard
level, the thinking time per decision it searched (median, p90, p99, max).  ``--hard-samples``
fixes the hard bot's samples per search (deterministic, like ``balance``);
``--hard-budget`` gives it its time budget instead (not deterministic).
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import balance  # noqa: E402


def _bot(level: str, seed: str, content: object, state: object, samples: int,
         budget: float | None) -> object:
    from game.bots import make_bot

    if level == "hard-heuristic":  # the hard seat's heuristic alone (no search)
        from game.bots.hard import HardHeuristic

        return HardHeuristic(seed, content)
    return make_bot(level, seed, content, state_source=lambda: state,
                    samples=None if budget is not None else samples, budget=budget)


def _play_games(job: tuple[list[balance.Task], str, float | None]
                ) -> tuple[list[bool], list[float], float]:
    from game.engine import apply, legal_actions, new_game, player_view

    tasks, level, budget = job
    wins: list[bool] = []
    think: list[float] = []
    start = time.process_time()
    for task in tasks:
        content = balance.content_for(task.pack)
        state = new_game(balance.config_for(task), content)
        bots = [_bot(level, f"balance-{task.seed}-{s}", content, state, task.samples, budget)
                for s in range(task.players)]
        for _ in range(balance.MAX_ACTIONS):
            legal = legal_actions(state)
            if not legal:
                break
            seat = legal[0].actor
            bot = bots[seat]
            before = getattr(bot, "searches", 0)
            t0 = time.perf_counter()
            action = bot.choose(legal, player_view(state, seat))
            dt = time.perf_counter() - t0
            if getattr(bot, "searches", 0) > before:
                think.append(dt)
            apply(state, action)
        wins.append(bool(state.objective_met))
    return wins, think, time.process_time() - start


def _play_level(tasks: list[balance.Task], level: str, budget: float | None, jobs: int
                ) -> tuple[list[bool], list[float], float]:
    if jobs <= 1:
        return _play_games((tasks, level, budget))
    import multiprocessing

    parts = [(tasks[j::jobs], level, budget) for j in range(jobs)]
    with multiprocessing.Pool(jobs) as pool:
        done = pool.map(_play_games, parts)
    wins = [False] * len(tasks)
    for j, (w, _, _) in enumerate(done):
        wins[j::jobs] = w
    return wins, [t for _, ts, _ in done for t in ts], sum(c for _, _, c in done)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=21)
    p.add_argument("--players", type=int, choices=(2, 3, 4, 5), default=4)
    p.add_argument("--a", default="normal")
    p.add_argument("--b", default="hard")
    p.add_argument("--hard-samples", type=int, default=4)
    p.add_argument("--hard-budget", type=float, default=None)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--also", default="", help="more levels to compare with A (comma list; "
                   "hard-heuristic = the hard seat's heuristic without search)")
    args = p.parse_args()
    content = balance.content_for(None)
    tasks = balance.plan(args.games, args.seed, args.players, None, [args.a], content,
                         None, args.hard_samples)
    n = len(tasks)
    print(f"games: {n} paired, {args.players} players, seed {args.seed}", flush=True)
    levels = [args.a, args.b, *[x for x in args.also.split(",") if x]]
    results = {}
    for level in levels:
        w, t, cpu = _play_level(tasks, level, args.hard_budget, max(1, args.jobs))
        results[level] = (w, t)
        print(f"{level}: colony wins {sum(w)}/{n} = {100 * sum(w) / n:.1f}%  "
              f"(CPU {cpu:.0f} s, {1000 * cpu / n:.0f} ms per game)", flush=True)
    pairs = [(args.a, args.b), *[(args.a, x) for x in levels[2:]],
             *[(x, args.b) for x in levels[2:]]]
    for lo, hi in pairs:
        diffs = [int(b) - int(a) for a, b in zip(results[lo][0], results[hi][0], strict=True)]
        mean = sum(diffs) / n
        sd = statistics.pstdev(diffs) if n > 1 else 0.0
        half = 1.96 * sd / math.sqrt(n)
        print(f"{hi} - {lo}: {100 * mean:+.1f} points, 95% CI "
              f"[{100 * (mean - half):+.1f}, {100 * (mean + half):+.1f}]  (discordant "
              f"games: {hi} only {diffs.count(1)}, {lo} only {diffs.count(-1)})")
    for name in levels:
        t = results[name][1]
        if t:
            q = sorted(t)
            print(f"{name} thinking per searched decision: {len(q)} decisions  median "
                  f"{1000 * q[len(q) // 2]:.0f} ms  p90 {1000 * q[int(0.9 * len(q))]:.0f} ms  "
                  f"p99 {1000 * q[min(len(q) - 1, int(0.99 * len(q)))]:.0f} ms  max "
                  f"{1000 * q[-1]:.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
