"""``python -m game bench``: engine and save timings on the base pack (numbers only; the
targets on 2 cores are 50 µs, 25 ms and 100 ms).  Tests never assert on timings.

* apply: median time of one ``apply()`` over the actions of random 4-player games;
* game: median time of a whole random 4-player game (setup, bots choosing from
  ``legal_actions``, ``apply``) -- no invariant checks, no saving;
* heuristic game: median time of a whole 4-player game played by HeuristicBot (setup,
  ``player_view`` for every decision, the bot's choice, ``apply``), with the mean time of one
  bot decision (``choose`` alone) and of one ``player_view``;
* legal_actions: median time of one ``legal_actions`` call on mid-game 4-player states
  (each random game's turn decision halfway through its turn decisions, reached by
  playing), the first call on each state as play reaches it, and the median of repeated
  calls on the same states; ``state_hash`` on the same states;
* autosave append: median time of ``Autosave.append`` after 1,000 and after 40,000 actions
  (file writes, no fsync: the cost of the code, not of the disk);
* autosave in a tight loop: whole 4-player games of normal bots played through a
  ``Session`` as fast as the bots choose, with the client's background autosave (writer
  thread, real ``fsync`` in a temporary folder) and without autosave: the mean time per
  action of each, and how many actions the file was behind the game at most (checked after
  every action);
* bot decisions per level: median and p99 time of one ``choose`` of the easy, normal and
  hard bot (one seat of that level, the others normal) over whole 4-player games; the
  hard bot thinks within its budget (``--hard-budget``, default 0.5 s) at the decisions
  that matter and like the normal bot elsewhere, so its p99 is the number to compare with
  the budget;
* load: median time to load a 2,000-action save from its text (parse, validate, replay,
  verify the checkpoints and the final hash), wall and this thread's CPU time.  Random bots lose within a few rounds, so
  this save is played by a bot that rarely ends its turn and often hands equipment around
  (free actions); it is a valid 4-player cooperative game, cut at 2,000 actions.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from game.bots import HeuristicBot, RandomBot
from game.content.pack import Content
from game.engine import (
    GameConfig,
    Seat,
    State,
    apply,
    legal_actions,
    new_game,
    player_view,
    state_hash,
)
from game.engine.actions import EndTurn
from game.saves import CHECKPOINT_EVERY, Autosave, Checkpoint, GameLog, loads

CREATED = "2000-01-01T00:00:00+00:00"


def _config(players: int, seed: int, variants: frozenset[str] = frozenset(),
            ln_modules: frozenset[str] | None = None) -> GameConfig:
    data: dict = {"seats": [Seat(name=f"Bot {i + 1}", bot=True) for i in range(players)],
                  "variants": variants, "seed": seed}
    if ln_modules is not None:
        data.update(ruleset="ln", modules=ln_modules)
    return GameConfig.model_validate(data)


def bench_games(content: Content, games: int, ln_modules: frozenset[str] | None = None
                ) -> tuple[list[float], list[float]]:
    """(apply times in µs, game times in ms) of random 4-player games (Long Night games
    with these modules when ``ln_modules`` is given)."""
    applies: list[float] = []
    totals: list[float] = []
    clock = time.perf_counter
    for g in range(games):
        start = clock()
        state = new_game(_config(4, 10_000 + g, ln_modules=ln_modules), content)
        bot = RandomBot(g)
        while True:
            legal = legal_actions(state)
            if not legal:
                break
            action = bot.choose(legal)
            t = clock()
            apply(state, action)
            applies.append((clock() - t) * 1e6)
        totals.append((clock() - start) * 1000)
    return applies, totals


def bench_heuristic(content: Content, games: int
                    ) -> tuple[list[float], list[float], list[float]]:
    """(game times in ms, bot decision times in µs, player_view times in µs) of 4-player
    games played by HeuristicBot."""
    totals: list[float] = []
    decisions: list[float] = []
    views: list[float] = []
    clock = time.perf_counter
    for g in range(games):
        start = clock()
        state = new_game(_config(4, 30_000 + g), content)
        bot = HeuristicBot(g, content)
        while True:
            legal = legal_actions(state)
            if not legal:
                break
            t = clock()
            view = player_view(state, legal[0].actor)
            t2 = clock()
            action = bot.choose(legal, view)
            t3 = clock()
            views.append((t2 - t) * 1e6)
            decisions.append((t3 - t2) * 1e6)
            apply(state, action)
        totals.append((clock() - start) * 1000)
    return totals, decisions, views


def _play_to(content: Content, g: int, stop: int) -> tuple[State, int, float]:
    """Play random game ``g`` up to its turn decision number ``stop`` (-1: to the end);
    (state, turn decisions met, µs of the last legal_actions call)."""
    state = new_game(_config(4, 40_000 + g), content)
    bot = RandomBot(g)
    k = 0
    clock = time.perf_counter
    while True:
        t = clock()
        legal = legal_actions(state)
        took = (clock() - t) * 1e6
        if not legal:
            return state, k, took
        assert state.pending is not None
        if state.pending["kind"] == "turn":
            if k == stop:
                return state, k, took
            k += 1
        apply(state, bot.choose(legal))


def bench_legal(content: Content, games: int
                ) -> tuple[list[float], list[float], list[float], list[int]]:
    """On mid-game 4-player states: (first legal_actions call µs, repeated call µs,
    state_hash µs, number of legal actions)."""
    first: list[float] = []
    again: list[float] = []
    hashes: list[float] = []
    counts: list[int] = []
    clock = time.perf_counter
    for g in range(games):
        _, total, _ = _play_to(content, g, -1)
        state, _, took = _play_to(content, g, total // 2)
        first.append(took)
        runs = []
        for _ in range(5):
            t = clock()
            legal = legal_actions(state)
            runs.append((clock() - t) * 1e6)
        again.append(statistics.median(runs))
        counts.append(len(legal))
        t = clock()
        for _ in range(5):
            state_hash(state)
        hashes.append((clock() - t) * 1e6 / 5)
    return first, again, hashes, counts


def bench_append(content: Content, actions: int, appends: int = 48) -> list[float]:
    """µs per ``Autosave.append`` after ``actions`` actions (a log of end-turn lines with a
    checkpoint every 50; fsync skipped; no checkpoint falls in the timed appends)."""
    import game.saves.io as save_io

    state = new_game(_config(4, 1), content)
    log = GameLog.start(state, CREATED)
    log.actions = [EndTurn(actor=0)] * (actions + 1)
    log.checkpoints = [Checkpoint(i, "0" * 64) for i in
                       range(CHECKPOINT_EVERY, actions + 1, CHECKPOINT_EVERY)]
    out = []
    real_fsync = save_io.os.fsync
    with tempfile.TemporaryDirectory() as tmp:
        auto = Autosave.create(Path(tmp) / "bench.jsonl", log)
        save_io.os.fsync = lambda fd: None  # the code's cost, not the disk's
        try:
            for _ in range(min(appends, CHECKPOINT_EVERY - 2)):
                t = time.perf_counter()
                auto.append(EndTurn(actor=0), state)
                out.append((time.perf_counter() - t) * 1e6)
        finally:
            save_io.os.fsync = real_fsync
            auto.close()
    return out


def bench_session_saves(games: int) -> tuple[float, float, int, int]:
    """(ms per action with the background autosave, ms per action without, actions, the
    most actions the file was behind) over ``games`` games of normal bots in a tight loop."""
    from game.session.session import Session

    seats = [Seat(name=f"Bot {i + 1}", bot=True, bot_kind="normal") for i in range(4)]
    with_save = without = 0.0
    actions = behind = 0
    with tempfile.TemporaryDirectory() as tmp:
        for g in range(games):
            config = GameConfig(seats=seats, seed=700 + g)
            for save in (True, False):
                s = Session(config, autosave=save, save_path=Path(tmp) / f"{g}.jsonl",
                            background_saves=True)
                writer = s._writer
                t = time.perf_counter()
                while not s.over:
                    s.step_bot()
                    if writer is not None:
                        behind = max(behind, len(s.log) - writer.auto._written)
                s.close()
                if save:
                    with_save += time.perf_counter() - t
                    actions += len(s.log)
                else:
                    without += time.perf_counter() - t
    n = max(1, actions)
    return 1000 * with_save / n, 1000 * without / n, actions, behind


def _source(state: Any) -> Callable[[], Any]:
    return lambda: state


def bench_levels(content: Content, games: int, hard_budget: float
                 ) -> dict[str, tuple[float, float, int]]:
    """Level -> (median ms, p99 ms, decisions) of one bot decision at seat 0 of 4-player
    games (the other seats normal bots)."""
    from game.bots import make_bot

    out = {}
    clock = time.perf_counter
    for level in ("easy", "normal", "hard"):
        times: list[float] = []
        for g in range(games):
            state = new_game(_config(4, 40_000 + g), content)
            source = _source(state)
            bots = [make_bot(level if i == 0 else "normal", f"{g}-{i}", content,
                             state_source=source, budget=hard_budget)
                    for i in range(4)]
            while True:
                legal = legal_actions(state)
                if not legal:
                    break
                seat = legal[0].actor
                view = player_view(state, seat)
                t = clock()
                action = bots[seat].choose(legal, view)
                if seat == 0:
                    times.append((clock() - t) * 1000)
                apply(state, action)
        times.sort()
        out[level] = (statistics.median(times), times[min(len(times) - 1,
                                                          int(0.99 * len(times)))],
                      len(times))
    return out


def long_save(content: Content, actions: int = 2000) -> str:
    """The text of a valid save with ``actions`` actions."""
    for weight in (3.0, 10.0, 30.0, 100.0):
        for seed in range(20):
            state = new_game(_config(4, 20_000 + seed, frozenset({"cooperative"})), content)
            log = GameLog.start(state, CREATED)
            bot = RandomBot(seed, end_turn_weight=0.01, young_turn=10**9,
                            weights={"hand_off": weight, "exile_vote": 0.0, "move": 0.3,
                                     "request": 0.3})
            while len(log.actions) < actions:
                legal = legal_actions(state)
                if not legal:
                    break
                a = bot.choose(legal)
                apply(state, a)
                log.record(a, state)
            if len(log.actions) >= actions:
                return log.text(final=state)
    raise RuntimeError(f"no game reached {actions} actions")


def bench_load(content: Content, text: str, repeat: int) -> tuple[list[float], list[float]]:
    """Wall and CPU times (this thread's, ms) of loading ``text``: on a shared machine the
    CPU time is the steadier number (the wall time also counts waiting for a core)."""
    wall, cpu = [], []
    for _ in range(repeat):
        c, t = time.thread_time(), time.perf_counter()
        loads(text, content)
        wall.append((time.perf_counter() - t) * 1000)
        cpu.append((time.thread_time() - c) * 1000)
    return wall, cpu


def main(argv: Sequence[str] | None = None) -> int:
    args_in = list(argv) if argv is not None else sys.argv[1:]
    if "--net" in args_in:  # network play: how many games one host holds (game/net/bench.py)
        from game.net.bench import main as net_main

        return net_main([a for a in args_in if a != "--net"])
    p = argparse.ArgumentParser(prog="winter-colony bench",
                                description="Time the engine and save loading.")
    p.add_argument("--games", type=int, default=40, help="random games to time (default 40)")
    p.add_argument("--heuristic-games", type=int, default=10,
                   help="heuristic-bot games to time (default 10)")
    p.add_argument("--loads", type=int, default=9, help="loads of the long save (default 9)")
    p.add_argument("--level-games", type=int, default=3,
                   help="games per bot level for the decision times (default 3)")
    p.add_argument("--hard-budget", type=float, default=0.5,
                   help="the hard bot's time per decision that matters (default 0.5 s)")
    p.add_argument("--ln-pack", type=Path, metavar="DIR",
                   help="the Long Night pack to time (default: the bundled long_night)")
    p.add_argument("--save-games", type=int, default=10,
                   help="bot games played through a session with and without autosave "
                   "(default 10)")
    p.add_argument("--legal-games", type=int, default=30,
                   help="mid-game states for legal_actions (default 30)")
    p.add_argument("--net", action="store_true",
                   help="instead: how many games one network host holds (--net --help)")
    args = p.parse_args(args_in)
    from game.content.loader import load_base

    content = load_base()
    bench_games(content, 3)  # warm up (imports, caches)
    applies, totals = bench_games(content, max(1, args.games))
    # the Long Night games are timed here, like the base games, before the later sections
    # fill the heap (40,000-action autosaves, the hard bot's searches): a big heap slows
    # every garbage collection, which is the bench's own load, not the engine's
    ln_line = _bench_ln(args.ln_pack, max(1, args.games))
    bench_heuristic(content, 1)  # warm up (card tables)
    h_totals, h_decisions, h_views = bench_heuristic(content, max(1, args.heuristic_games))
    first, again, hashes, counts = bench_legal(content, max(1, args.legal_games))
    app_short = bench_append(content, 1000)
    app_long = bench_append(content, 40_000)
    loop_save, loop_bare, loop_n, loop_behind = bench_session_saves(max(1, args.save_games))
    levels = bench_levels(content, max(1, args.level_games), args.hard_budget)
    text = long_save(content)
    loads_ms, loads_cpu = bench_load(content, text, max(1, args.loads))
    print(f"apply median: {statistics.median(applies):.1f} us  "
          f"({len(applies)} actions; target 50)")
    print(f"random 4-player game median: {statistics.median(totals):.1f} ms  "
          f"({len(totals)} games; target 25)")
    print(f"heuristic 4-player game median: {statistics.median(h_totals):.1f} ms  "
          f"({len(h_totals)} games; bot decision mean "
          f"{statistics.mean(h_decisions):.0f} us, player_view mean "
          f"{statistics.mean(h_views):.0f} us)")
    print(f"legal_actions median: {statistics.median(first):.0f} us  "
          f"({len(first)} mid-game 4-player states, {statistics.median(counts):.0f} actions; "
          f"repeated calls {statistics.median(again):.0f} us; target 100)")
    print(f"state_hash median: {statistics.median(hashes):.0f} us  (the same states)")
    print(f"autosave append median: {statistics.median(app_short):.1f} us after 1,000 "
          f"actions, {statistics.median(app_long):.1f} us after 40,000  (no fsync)")
    print(f"autosave in a tight loop: {loop_save:.2f} ms per action with the background "
          f"autosave, {loop_bare:.2f} ms without  ({loop_n} actions; the file at most "
          f"{loop_behind} action(s) behind)")
    for level, (med, p99, n) in levels.items():
        target = (f"target {1000 * args.hard_budget * 1.1:.0f} ms" if level == "hard"
                  else "target 1 ms median")
        print(f"{level} bot decision: median {med:.2f} ms  p99 {p99:.1f} ms  "
              f"({n} decisions; {target})")
    print(f"load of a 2000-action save median: {statistics.median(loads_ms):.1f} ms  "
          f"(CPU {statistics.median(loads_cpu):.1f} ms; {len(loads_ms)} loads; target 100)")
    print(ln_line)
    return 0


def _bench_ln(folder: Path | None, games: int) -> str:
    """``ln all-modules 4-player game median`` (random bots) on the Long Night pack; with
    the modules this version has when not all of them are implemented yet (said so)."""
    from game.content.loader import bundled_packs_dir, load_packs
    from game.engine import modules as engine_modules
    from game.engine.config import MODULES

    folder = folder or bundled_packs_dir() / "long_night"
    if not (folder / "manifest.toml").is_file():
        return "ln game: no Long Night pack installed (name one with --ln-pack DIR)"
    content = load_packs([folder])
    mods = frozenset(m for m in MODULES if m in engine_modules.MODULES)
    bench_games(content, 2, mods)
    applies, totals = bench_games(content, games, mods)
    name = "all-modules" if mods == frozenset(MODULES) else \
        "modules " + "+".join(sorted(mods)) if mods else "no-modules"
    return (f"ln {name} 4-player game median: {statistics.median(totals):.1f} ms  "
            f"({len(totals)} games; apply median {statistics.median(applies):.1f} us; "
            f"target 40)")
