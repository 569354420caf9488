"""``python -m game sim``: random play-outs on the real base pack.

Plays N complete games with random bots, cycling player counts 2-5 and every variant
combination the setup accepts (unless pinned), checks the invariants after every action,
replays each finished game from its save text and compares the final hashes.  A failing
game's log is written to a file whose path is printed.  The last line is exactly::

    games: N  errors: E  invariant-violations: V  replay-mismatches: M

and the exit code is 0 only when E, V and M are all 0.  ``invariant-violations`` counts the
games in which a check failed (each such game stops at the first failing action).

``--bot`` picks who fills the seats: ``random`` (default, RandomBot), ``heuristic``
(HeuristicBot, deciding from each seat's player view) or ``mixed`` (heuristic and random
seats alternate, starting with a different seat from game to game).

The Long Night: ``--ruleset base|ln|mixed`` (default base, or ln when modules or a scenario
are asked for), ``--modules`` (a comma list of
improvements, bandits, raxxon; ``all``; ``none``; or ``random``: a different subset per
game) and ``--scenario raxxon_intro|bandits_intro``.  The content is the bundled packs of
the ruleset (``base``; ``long_night``; both for ``mixed``) unless ``--pack DIR`` (repeatable)
names the pack folders to load instead (e.g. the test pack ``tests/packs/ln_tiny``).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
import traceback
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from game.bots import HeuristicBot, RandomBot
from game.content.pack import Content
from game.engine import (
    GameConfig,
    Seat,
    apply,
    legal_actions,
    new_game,
    player_view,
    state_hash,
)
from game.engine.config import MODULES, SCENARIOS, VARIANTS
from game.engine.invariants import check_invariants
from game.saves import GameLog, SaveError, loads

MAX_ACTIONS = 20000
PLAYER_COUNTS = (2, 3, 4, 5)
BOTS = ("random", "heuristic", "mixed")
CREATED = "2000-01-01T00:00:00+00:00"  # save headers need a time; sims are timeless


@dataclass(frozen=True)
class Rules:
    """The Long Night setup of a sim run (``modules = None``: a random subset per game)."""

    ruleset: str = "base"
    modules: frozenset[str] | None = frozenset()
    scenario: str | None = None


BASE_RULES = Rules()


def make_config(players: int, variants: frozenset[str], seed: int,
                rules: Rules = BASE_RULES, modules: frozenset[str] = frozenset()
                ) -> GameConfig:
    data: dict[str, Any] = {
        "seats": [Seat(name=f"Bot {i + 1}", bot=True) for i in range(players)],
        "variants": variants, "seed": seed}
    if rules.ruleset != "base":
        data.update(ruleset=rules.ruleset, modules=modules, scenario=rules.scenario)
    return GameConfig.model_validate(data)


def valid(players: int, variants: frozenset[str], rules: Rules = BASE_RULES) -> bool:
    try:
        make_config(players, variants, 0, rules, rules.modules or frozenset())
    except ValidationError:
        return False
    return True


def variant_combos(players: int, rules: Rules = BASE_RULES) -> list[frozenset[str]]:
    """Every variant combination GameConfig accepts for this many players."""
    out = []
    for k in range(len(VARIANTS) + 1):
        for combo in combinations(VARIANTS, k):
            if valid(players, frozenset(combo), rules):
                out.append(frozenset(combo))
    return out


def label(variants: frozenset[str]) -> str:
    return "+".join(sorted(variants)) or "standard"


@dataclass
class Task:
    index: int
    seed: int
    players: int
    variants: frozenset[str]
    bot: str = "random"
    rules: Rules = BASE_RULES
    modules: frozenset[str] = frozenset()

    def heuristic_seat(self, seat: int) -> bool:
        if self.bot == "mixed":
            return (seat + self.index) % 2 == 0
        return self.bot == "heuristic"


@dataclass
class Result:
    task: Task
    actions: int = 0
    rounds: int = 0
    over: bool = False
    end_reason: str = ""
    error: str | None = None
    violations: list[str] = field(default_factory=list)
    mismatch: str | None = None
    log_path: str | None = None

    @property
    def failed(self) -> bool:
        return bool(self.error or self.violations or self.mismatch)


def plan(games: int, seed: int, players: int | None, variants: frozenset[str] | None,
         bot: str = "random", rules: Rules = BASE_RULES,
         available: Sequence[str] = MODULES) -> list[Task]:
    counts = [players] if players is not None else list(PLAYER_COUNTS)
    if variants is not None:
        counts = [n for n in counts if valid(n, variants, rules)]
    combos = {n: ([variants] if variants is not None else variant_combos(n, rules))
              for n in counts}
    counts = [n for n in counts if combos[n]]  # e.g. no 2-player Bandits scenario
    if not counts:
        raise ValueError("no player count and variant combination fits these rules")
    subsets = [frozenset(c) for k in range(len(available) + 1)
               for c in combinations(sorted(available), k)]
    tasks = []
    for i in range(games):
        n = counts[i % len(counts)]
        cs = combos[n]
        mods = rules.modules if rules.modules is not None else \
            subsets[(i * 7 + seed) % len(subsets)]  # --modules random: a subset per game
        tasks.append(Task(i, seed * 1_000_003 + i, n, cs[(i // len(counts)) % len(cs)], bot,
                          rules, mods))
    return tasks


# ------------------------------------------------------------------------------ one game
_CONTENT: Content | None = None
_OUT: Path | None = None


def load_content(ruleset: str, packs: Sequence[Path] = ()) -> Content:
    """The content of a sim run: ``packs`` if given, else the bundled packs of the
    ruleset (raises PackError / a readable ValueError)."""
    from game.content.loader import bundled_packs_dir, load_base, load_packs, load_ruleset

    if packs:
        return load_packs(list(packs))
    if ruleset == "base":
        return load_base()
    if not (bundled_packs_dir() / "long_night" / "manifest.toml").is_file():
        raise ValueError("the Long Night pack (assets/packs/long_night) is not installed yet; "
                         "name a Long Night pack with --pack (e.g. tests/packs/ln_tiny)")
    return load_ruleset(ruleset)


def _init(out: Path | None, content: Content | None = None) -> None:
    global _CONTENT, _OUT
    if content is None:
        from game.content.loader import load_base

        content = load_base()
    _CONTENT = content
    _OUT = out


def _save_failure(task: Task, log: GameLog | None, state: Any = None,
                  extra: Any = None) -> str | None:
    if log is None:
        return None
    from game import paths

    folder = _OUT if _OUT is not None else paths.user_data_dir() / "sim-failures"
    path = folder / f"sim-seed{task.seed}-game{task.index}.jsonl"
    text = log.text(final=state if extra is None else None)
    if extra is not None:  # the action that crashed, so a replay reproduces the crash
        from game.saves.format import action_line

        text += action_line(extra) + "\n"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        return f"(could not write the log: {exc})"
    return str(path)


def play(task: Task, content: Content | None = None) -> Result:
    """Play one game; never raises."""
    content = content or _CONTENT
    assert content is not None
    res = Result(task)
    log: GameLog | None = None
    state: Any = None
    action: Any = None
    try:
        state = new_game(make_config(task.players, task.variants, task.seed, task.rules,
                                     task.modules), content)
        log = GameLog.start(state, CREATED)
        bot = RandomBot(f"bot-{task.seed}")
        smart = HeuristicBot(f"bot-{task.seed}", content) if task.bot != "random" else None
        while True:
            action = None
            legal = legal_actions(state)
            problems = check_invariants(state, legal)
            if problems:
                res.violations = problems
                break
            if not legal:
                break
            if len(log.actions) >= MAX_ACTIONS:
                res.error = f"the game did not end within {MAX_ACTIONS} actions"
                break
            seat = legal[0].actor
            if smart is not None and task.heuristic_seat(seat):
                action = smart.choose(legal, player_view(state, seat))
            else:
                action = bot.choose(legal)
            apply(state, action)
            log.record(action, state)
        res.actions, res.over, res.end_reason = len(log.actions), state.over, state.end_reason
        res.rounds = state.round
        if not res.failed:
            live = state_hash(state)
            try:
                loaded = loads(log.text(final=state), content)
            except SaveError as exc:
                res.mismatch = str(exc)
            else:
                if loaded.final_hash != live:
                    res.mismatch = f"replayed hash {loaded.final_hash[:12]} != live {live[:12]}"
    except Exception as exc:  # noqa: BLE001 - a crashed game is counted, not fatal
        tb = traceback.extract_tb(exc.__traceback__)[-1]
        res.error = (f"{type(exc).__name__}: {exc} (at {Path(tb.filename).name}:{tb.lineno} "
                     f"in {tb.name})")
        if log is not None:
            res.actions = len(log.actions)
    if res.failed:
        crashed = res.error is not None and action is not None
        res.log_path = _save_failure(task, log, None if crashed else state,
                                     action if crashed else None)
    return res


# ------------------------------------------------------------------------------ CLI
def _variants_arg(text: str) -> frozenset[str]:
    if text.strip().lower() in ("", "standard", "none"):
        return frozenset()
    names = frozenset(x.strip() for x in text.replace("+", ",").split(",") if x.strip())
    unknown = sorted(names - set(VARIANTS))
    if unknown:
        raise argparse.ArgumentTypeError(
            f"unknown variant {unknown[0]!r} (choose from {', '.join(VARIANTS)} or standard)")
    return names


def _modules_arg(text: str) -> frozenset[str] | None:
    word = text.strip().lower()
    if word == "random":
        return None
    if word in ("", "none"):
        return frozenset()
    if word == "all":
        return frozenset(MODULES)
    names = frozenset(x.strip() for x in word.replace("+", ",").split(",") if x.strip())
    unknown = sorted(names - set(MODULES))
    if unknown:
        raise argparse.ArgumentTypeError(
            f"unknown module {unknown[0]!r} (choose from {', '.join(MODULES)}, all, none, "
            "random)")
    return names


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="winter-colony sim",
                                description="Play random games and check the engine.")
    p.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    p.add_argument("--seed", type=int, default=1, help="master seed (default 1)")
    p.add_argument("--players", type=int, choices=PLAYER_COUNTS,
                   help="pin the player count (default: cycle 2-5)")
    p.add_argument("--variant", type=_variants_arg, metavar="V",
                   help="pin the variants, e.g. hardcore,betrayer or standard "
                        "(default: cycle every valid combination)")
    p.add_argument("--bot", choices=BOTS, default="random",
                   help="who fills the seats: random (default), heuristic, or mixed "
                        "(heuristic and random seats alternate)")
    p.add_argument("--ruleset", choices=("base", "ln", "mixed"), default=None,
                   help="base, ln (The Long Night) or mixed (both, LN-04); default base, "
                        "or ln when --modules or --scenario is given")
    p.add_argument("--modules", type=_modules_arg, metavar="NAMES", default=frozenset(),
                   help="Long Night modules: a comma list of " + ", ".join(MODULES)
                        + ", or all, none, random (a different subset per game)")
    p.add_argument("--scenario", choices=SCENARIOS,
                   help="an introductory scenario (switches its module on)")
    p.add_argument("--pack", type=Path, action="append", default=[], metavar="DIR",
                   help="load these pack folders instead of the bundled ones (repeatable)")
    p.add_argument("--jobs", type=int, default=0,
                   help="worker processes (default: the number of cores, at most 8)")
    p.add_argument("--out", type=Path, help="folder for failing games' logs")
    p.add_argument("--quiet", action="store_true", help="print only failures and the summary")
    return p


def _report(r: Result) -> None:
    t = r.task
    ln = "" if t.rules.ruleset == "base" else (
        f", {t.rules.ruleset}" + "".join(f"+{m}" for m in sorted(t.modules))
        + (f", {t.rules.scenario}" if t.rules.scenario else ""))
    head = (f"game {t.index} (seed {t.seed}, {t.players} players, {label(t.variants)}{ln}, "
            f"{r.actions} actions)")
    if r.error:
        print(f"{head}: ERROR {r.error}")
    if r.violations:
        print(f"{head}: INVARIANT VIOLATION after {r.actions} actions: "
              + "; ".join(r.violations[:5]))
    if r.mismatch:
        print(f"{head}: REPLAY MISMATCH {r.mismatch}")
    if r.log_path:
        print(f"  log: {r.log_path}")


def run(tasks: list[Task], jobs: int, out: Path | None,
        content: Content | None = None) -> list[Result]:
    if jobs <= 1 or len(tasks) < 8:
        _init(out, content)
        results = []
        for t in tasks:
            r = play(t)
            if r.failed:
                _report(r)
            results.append(r)
        return results
    import multiprocessing

    results = []
    with multiprocessing.Pool(jobs, initializer=_init, initargs=(out, content)) as pool:
        for r in pool.imap(play, tasks, chunksize=max(1, min(16, len(tasks) // (jobs * 8)))):
            if r.failed:
                _report(r)
                sys.stdout.flush()
            results.append(r)
    return results


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(list(argv) if argv is not None else None)
    if args.games < 0:
        print("sim: --games must be 0 or more", file=sys.stderr)
        return 2
    modules = args.modules  # None: random
    if args.ruleset is None:  # a module or a scenario means The Long Night
        args.ruleset = "ln" if (modules or modules is None or args.scenario) else "base"
    if args.ruleset == "base" and (modules or modules is None or args.scenario):
        print("sim: modules and scenarios are part of The Long Night: add --ruleset ln or "
              "--ruleset mixed", file=sys.stderr)
        return 2
    from game.engine import modules as engine_modules

    available = [m for m in MODULES if m in engine_modules.MODULES]
    missing = sorted((modules or frozenset()) - set(available))
    if args.scenario:
        from game.engine.config import SCENARIO_MODULE

        if SCENARIO_MODULE[args.scenario] not in available:
            missing.append(SCENARIO_MODULE[args.scenario])
    if missing:
        print(f"sim: the {', '.join(sorted(set(missing)))} module is not available in this "
              "version", file=sys.stderr)
        return 2
    rules = Rules(args.ruleset, modules, args.scenario)
    if args.variant is not None:
        counts = [args.players] if args.players else list(PLAYER_COUNTS)
        if not any(valid(n, args.variant, rules) for n in counts):
            print(f"sim: the variants {label(args.variant)} cannot be played with "
                  f"{' or '.join(map(str, counts))} players", file=sys.stderr)
            return 2
    try:
        content = load_content(args.ruleset, args.pack)
    except Exception as exc:  # noqa: BLE001 - a pack problem is a readable message
        print(f"sim: {exc}", file=sys.stderr)
        return 2
    jobs = args.jobs if args.jobs > 0 else min(8, os.cpu_count() or 1)
    tasks = plan(args.games, args.seed, args.players, args.variant, args.bot, rules,
                 available)
    start = time.perf_counter()
    results = run(tasks, jobs, args.out, content)
    elapsed = time.perf_counter() - start
    errors = sum(1 for r in results if r.error)
    violations = sum(1 for r in results if r.violations)
    mismatches = sum(1 for r in results if r.mismatch)
    if not args.quiet and results:
        actions = sum(r.actions for r in results)
        ends: dict[str, int] = {}
        for r in results:
            ends[r.end_reason or "-"] = ends.get(r.end_reason or "-", 0) + 1
        print(f"actions: {actions}  (mean {actions / len(results):.0f} per game)  endings: "
              + ", ".join(f"{k} {v}" for k, v in sorted(ends.items())))
        rounds = sum(r.rounds for r in results) / len(results)
        print(f"rounds: mean {rounds:.2f}  (bots: {args.bot})")
        print(f"time: {elapsed:.1f} s  ({1000 * elapsed / len(results):.1f} ms per game, "
              f"{jobs} worker{'s' if jobs != 1 else ''})")
    print(f"games: {len(results)}  errors: {errors}  invariant-violations: {violations}  "
          f"replay-mismatches: {mismatches}")
    return 0 if errors == violations == mismatches == 0 else 1
