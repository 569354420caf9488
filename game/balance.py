"""``python -m game balance``: play many bot games and report how the content plays.

    balance --games N --seed S [--players P] [--variant V] [--bot B] [--pack ID] [--jobs J]
            [--ruleset base|ln|mixed] [--modules none|own|all|LIST]
            [--scenario raxxon_intro|bandits_intro]

Game ``i`` gets the seed ``S * 1_000_003 + i``, the main objective number ``i`` of the pack
(cycled, so every objective is played about equally often) and, without ``--players``, the
player count 3, 4, 5, 2 in turn (a count the setting cannot be played with, e.g. 2 players
in the Bandits scenario, is left out of the cycle).  Without ``--variant`` a game is
standard (two_player at 2 players).

The Long Night: ``--ruleset`` picks the bundled packs (``base``; ``ln``: the Long Night
pack; ``mixed``: both, LN-04); it defaults to ``ln`` when modules or a scenario are asked
for, else ``base``.  ``--modules`` says which modules each game plays with: ``own`` (the
default) only the objective's own module (a module objective needs its module), ``none`` no
module at all (module objectives are then left out of the cycle), ``all`` every module, or
a comma list (those modules plus the objective's own).  ``--scenario`` plays an
introductory scenario in every game instead of a main objective (its module is switched
on; ``--modules`` adds more): the objective table then has one row for the scenario
(colony win = the scenario completed) and the report adds the stage each game ended in.  ``--bot`` names the bot of every seat (``easy``, ``normal``, ``hard``, ``random``)
or a comma list cycled over the seats (``normal,normal,saboteur``); ``saboteur`` is a test
seat that plays like ``normal`` but puts a wrong card into every crisis it can.  The hard
bot searches with a fixed number of samples (``--hard-samples``, default 4) instead of its
time budget, so its games too depend only on the arguments.

The report: one table per main objective (side, games, colony win %, mean rounds, round-1
wins), per secret objective (dealt, achieved %), the most fatal crises and crossroads (morale
lost while they resolve), the end reasons, betrayer statistics (games with a betrayal secret:
how often that seat was exiled, how often it won), saboteur statistics, the Long Night
modules' choices and events and the colony win per module combination (balance_modules.py)
and issue 24's goal with each range widened by one standard error.  The last line is
exactly::

    colony-win: X%  objectives-in-range: K/M  secrets-in-range: K/M  betrayer-exiled: X%

An objective is in range when the colony wins it 30-65% of the time on its normal side (15-65%
on its hard side: cooperative, hardcore, 2 players), a scenario when it is completed in
25-60% of games; a secret objective when it is achieved 10-45% of the times it is dealt.  Only objectives / secrets that were played count in M.
The output depends only on the arguments (not on ``--jobs``).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.balance_modules import (
    ModuleTracker,
    bandit_lines,
    combination_lines,
    goal_lines,
    module_lines,
)
from game.content.pack import Content
from game.engine import GameConfig, Seat, apply, legal_actions, new_game, player_view
from game.engine.config import MODULES, SCENARIOS

MAX_ACTIONS = 20000
NORMAL_RANGE = (30.0, 65.0)
HARD_RANGE = (15.0, 65.0)
SECRET_RANGE = (10.0, 45.0)
SCENARIO_RANGE = (25.0, 60.0)
PLAYER_CYCLE = (3, 4, 5, 2)


@dataclass(frozen=True)
class Task:
    index: int
    seed: int
    players: int
    variants: frozenset[str]
    objective: str
    bots: tuple[str, ...]
    pack: str | None = None
    samples: int = 4  # the hard bot's samples per search (fixed: deterministic)
    ruleset: str = "base"
    modules: frozenset[str] = frozenset()
    scenario: str | None = None  # then ``objective`` is the scenario's name


@dataclass
class Outcome:
    """What one game tells the tables (plain data: it crosses process boundaries)."""

    index: int
    players: int
    objective: str
    side: str
    won: bool = False
    rounds: int = 0
    end_reason: str = ""
    error: str | None = None
    scenario: bool = False  # ``objective`` names a scenario; ``won``: it was completed
    stage: int = 0  # the scenario stage the game ended in (0: no scenario)
    secrets: list[tuple[str, str, bool]] = field(default_factory=list)  # (id, kind, won)
    betrayers: list[tuple[bool, bool]] = field(default_factory=list)  # (exiled, won)
    saboteurs: list[bool] = field(default_factory=list)  # exiled?
    exile_votes: int = 0
    exiles: int = 0
    crises: list[tuple[str, bool, int]] = field(default_factory=list)  # (id, prevented, lost)
    crossroads: list[tuple[str, int]] = field(default_factory=list)  # (id, morale lost)
    # Bandits module: what each kind of bandit action ("bandit": attack a bandit, "attack" /
    # "search": the Hideout) brought: [turn decisions that offered it, uses, wounds, deaths,
    # bandits removed, cards taken]
    bandit_actions: dict[str, list[int]] = field(default_factory=dict)
    modules: tuple[str, ...] = ()  # the Long Night modules of the game
    module_choices: dict[str, list[int]] = field(default_factory=dict)  # balance_modules
    module_events: dict[str, int] = field(default_factory=dict)


# ------------------------------------------------------------------------------ content
_CONTENT: dict[tuple[str | None, str], Content] = {}


def content_for(pack: str | None, ruleset: str = "base") -> Content:
    """The bundled packs of the ruleset plus ``pack`` (an installed add-on), cached."""
    hit = _CONTENT.get((pack, ruleset))
    if hit is None:
        from game.content.loader import load_base, load_ruleset, load_selected

        if ruleset == "base":
            hit = load_selected([pack]) if pack else load_base()
        else:
            hit = load_ruleset(ruleset, [pack] if pack else [])
        _CONTENT[(pack, ruleset)] = hit
    return hit


# ------------------------------------------------------------------------------ plan
def default_variants(players: int) -> frozenset[str]:
    return frozenset({"two_player"}) if players == 2 else frozenset()


def modules_for(mode: str | frozenset[str], own: str | None) -> frozenset[str] | None:
    """The modules a game with an objective of module ``own`` plays with under ``--modules
    mode`` (``none``/``own``/``all`` or a set of names); None: that objective is left out."""
    if mode == "none":
        return None if own else frozenset()
    mods = frozenset(MODULES) if mode == "all" else \
        frozenset() if mode == "own" else frozenset(mode)
    return mods | {own} if own else mods


def _playable(n: int, variants: frozenset[str] | None, ruleset: str,
              scenario: str | None) -> bool:
    v = variants if variants is not None else default_variants(n)
    try:
        GameConfig.model_validate({
            "seats": [Seat(name=f"Bot {i + 1}", bot=True) for i in range(n)],
            "variants": v, "ruleset": ruleset, "scenario": scenario})
    except ValueError:
        return False
    return True


def plan(games: int, seed: int, players: int | None, variants: frozenset[str] | None,
         bots: Sequence[str], content: Content, pack: str | None = None,
         samples: int = 4, *, ruleset: str = "base", modules: str | frozenset[str] = "own",
         scenario: str | None = None) -> list[Task]:
    if scenario is not None:
        extra = modules_for(modules, None) or frozenset()
        cycle: list[tuple[str, frozenset[str]]] = [(scenario, extra)]
    else:
        cycle = []
        for oid in sorted(content.main_objectives):
            mods = modules_for(modules, content.main_objectives[oid].module)
            if mods is not None:
                cycle.append((oid, mods))
    if not cycle:
        return []
    counts = [players] if players is not None else \
        [n for n in PLAYER_CYCLE if _playable(n, variants, ruleset, scenario)] or \
        list(PLAYER_CYCLE)  # nothing playable: let the caller report why
    tasks = []
    for i in range(games):
        n = counts[i % len(counts)]
        v = variants if variants is not None else default_variants(n)
        seat_bots = tuple(bots[s % len(bots)] for s in range(n))
        oid, mods = cycle[(i // len(counts)) % len(cycle)]
        tasks.append(Task(i, seed * 1_000_003 + i, n, v, oid, seat_bots, pack, samples,
                          ruleset, mods, scenario))
    return tasks


def config_for(task: Task) -> GameConfig:
    data: dict[str, Any] = {
        "seats": [Seat(name=f"Bot {i + 1}", bot=True) for i in range(task.players)],
        "variants": task.variants, "seed": task.seed}
    if task.scenario is not None:
        data["scenario"] = task.scenario
    else:
        data["main_objective"] = task.objective
    if task.ruleset != "base":
        data.update(ruleset=task.ruleset, modules=task.modules)
    return GameConfig.model_validate(data)


# ------------------------------------------------------------------------------ one game
class _Tracker:
    """Attributes morale changes to the crisis / crossroads card resolving at the time."""

    def __init__(self) -> None:
        self.source: tuple[str, str] | None = None  # ("crisis"|"crossroads", card id)
        self.lost: dict[tuple[str, str], int] = {}
        self.crises: list[list[Any]] = []  # [id, prevented, lost]
        self.crossroads: list[list[Any]] = []
        self.votes = 0
        self.exiles = 0
        self.bandit_kind: str | None = None  # the bandit action resolving now
        self.bandit_actions: dict[str, list[int]] = {}

    def action(self, action: Any) -> None:
        # a crossroads card's effects end with the first action that is not an answer
        if self.source is not None and self.source[0] == "crossroads" and \
                action.type != "answer":
            self.source = None
        if action.type != "answer":  # so do a bandit action's (a chosen location...)
            self.bandit_kind = None

    def _bandit_event(self, t: str, d: dict[str, Any]) -> None:
        if t == "HideoutRolled" or (t == "DieRerolled" and d.get("target") == "bandit"):
            self.bandit_kind = d["mode"] if t == "HideoutRolled" else "bandit"
            self.bandit_actions.setdefault(self.bandit_kind, [0] * 6)[1] += 1
            return
        row = self.bandit_actions.get(self.bandit_kind or "")
        if row is None:
            return
        if t == "WoundAdded":
            row[2] += 1
        elif t == "SurvivorKilled":
            row[3] += 1
        elif t == "BanditRemoved":
            row[4] += int(d["count"])
        elif t == "StockpileTaken":
            row[5] += 1

    def offered(self, legal: Sequence[Any]) -> None:
        """A turn decision: which bandit actions it offers."""
        kinds = {"bandit" if a.type == "attack_bandit" else a.mode for a in legal
                 if a.type in ("attack_bandit", "hideout")}
        for kind in kinds:
            self.bandit_actions.setdefault(kind, [0] * 6)[0] += 1

    def events(self, events: Sequence[Any]) -> None:
        for e in events:
            t = e.type
            d = e.data
            self._bandit_event(t, d)
            if t in ("TurnEnded", "ColonyStep"):
                self.bandit_kind = None
            if t == "CrisisResolved":
                self.crises.append([d["crisis"], bool(d["prevented"]), 0])
                self.source = ("crisis", str(len(self.crises) - 1))
            elif t == "CrossroadsResolved":
                self.crossroads.append([d["card"], 0])
                self.source = ("crossroads", str(len(self.crossroads) - 1))
            elif t in ("ColonyStep", "RoundStarted", "TurnStarted", "TurnEnded",
                       "CrossroadsTriggered"):
                self.source = None
            elif t == "VoteCalled" and d.get("purpose") == "exile":
                self.votes += 1
            elif t == "PlayerExiled":
                self.exiles += 1
            elif t == "MoraleChanged" and self.source is not None and d["delta"] < 0:
                kind, i = self.source
                rows = self.crises if kind == "crisis" else self.crossroads
                rows[int(i)][-1] += -int(d["delta"])


def play(task: Task) -> Outcome:
    """Play one game with the task's bots; never raises (a crash is an ``error``)."""
    from game.bots import make_bot

    content = content_for(task.pack, task.ruleset)
    state = new_game(config_for(task), content)
    side = "hard" if state.config.hard_side else "normal"
    out = Outcome(task.index, task.players, task.objective, side,
                  scenario=task.scenario is not None)
    bots = [make_bot(k, f"balance-{task.seed}-{s}", content, state_source=lambda: state,
                     samples=task.samples)
            for s, k in enumerate(task.bots)]
    tracker = _Tracker()
    mt = ModuleTracker()
    actions = 0
    try:
        while True:
            legal = legal_actions(state)
            if not legal:
                break
            if actions >= MAX_ACTIONS:
                out.error = f"the game did not end within {MAX_ACTIONS} actions"
                break
            seat = legal[0].actor
            if state.band is not None and legal[0].type != "answer":
                tracker.offered(legal)
            action = bots[seat].choose(legal, player_view(state, seat))
            tracker.action(action)
            mt.decision(legal, action)
            events = apply(state, action)
            tracker.events(events)
            mt.seen(events)
            actions += 1
    except Exception as exc:  # noqa: BLE001 - a crashed game is counted, not fatal
        out.error = f"{type(exc).__name__}: {exc}"
    out.won = bool(state.objective_met)
    out.rounds = state.round
    out.stage = state.scen.stage if state.scen is not None else 0
    out.end_reason = state.end_reason or ("error" if out.error else "-")
    results = state.stats.get("result") or {}
    for p in state.players:
        if p.secret is None:
            continue
        card = content.secret_objectives[p.secret]
        won = bool(results.get(str(p.seat), {}).get("won"))
        out.secrets.append((p.secret, card.kind, won))
        if card.kind == "betrayal":
            out.betrayers.append((p.exiled, won))
    out.saboteurs = [state.players[s].exiled for s, k in enumerate(task.bots)
                     if k == "saboteur"]
    out.exile_votes, out.exiles = tracker.votes, tracker.exiles
    out.crises = [(c, bool(p), int(lost)) for c, p, lost in tracker.crises]
    out.crossroads = [(x, int(lost)) for x, lost in tracker.crossroads]
    out.bandit_actions = tracker.bandit_actions
    out.modules = tuple(sorted(task.modules))
    out.module_choices, out.module_events = mt.choices, mt.events
    return out


def run(tasks: list[Task], jobs: int) -> list[Outcome]:
    if jobs <= 1 or len(tasks) < 4:
        return [play(t) for t in tasks]
    import multiprocessing

    with multiprocessing.Pool(jobs) as pool:
        return list(pool.imap(play, tasks, chunksize=max(1, min(8, len(tasks) // (jobs * 8)))))


# ------------------------------------------------------------------------------ report
def pct(k: int, n: int) -> float:
    return 100.0 * k / n if n else 0.0


def in_range(value: float, band: tuple[float, float]) -> bool:
    return band[0] <= value <= band[1]


def objective_band(side: str, scenario: bool = False) -> tuple[float, float]:
    if scenario:
        return SCENARIO_RANGE
    return NORMAL_RANGE if side == "normal" else HARD_RANGE


@dataclass
class Summary:
    games: int
    colony_win: float
    objectives: list[tuple[str, str, int, float, float, int, bool]]  # id side n win% rnd r1 ok
    secrets: list[tuple[str, str, int, float, bool]]  # id kind dealt achieved% ok
    betrayer_games: int
    betrayer_exiled: float
    betrayer_won: float

    @property
    def objectives_ok(self) -> int:
        return sum(1 for o in self.objectives if o[6])

    @property
    def secrets_ok(self) -> int:
        return sum(1 for s in self.secrets if s[4])

    def last_line(self) -> str:
        bx = f"{self.betrayer_exiled:.0f}%" if self.betrayer_games else "-"
        return (f"colony-win: {self.colony_win:.0f}%  objectives-in-range: "
                f"{self.objectives_ok}/{len(self.objectives)}  secrets-in-range: "
                f"{self.secrets_ok}/{len(self.secrets)}  betrayer-exiled: {bx}")


def summarize(outcomes: Sequence[Outcome]) -> Summary:
    by_obj: dict[tuple[str, str], list[Outcome]] = {}
    for o in outcomes:
        by_obj.setdefault((o.objective, o.side), []).append(o)
    objectives = []
    for (oid, side), rows in sorted(by_obj.items()):
        wins = [r for r in rows if r.won]
        win = pct(len(wins), len(rows))
        objectives.append((oid, side, len(rows), win, sum(r.rounds for r in rows) / len(rows),
                           sum(1 for r in wins if r.rounds <= 1),
                           in_range(win, objective_band(side, rows[0].scenario))))
    by_sec: dict[str, list[tuple[str, bool]]] = {}
    for o in outcomes:
        for sid, kind, won in o.secrets:
            by_sec.setdefault(sid, []).append((kind, won))
    secrets = []
    for sid, rows2 in sorted(by_sec.items()):
        ach = pct(sum(1 for _, w in rows2 if w), len(rows2))
        secrets.append((sid, rows2[0][0], len(rows2), ach, in_range(ach, SECRET_RANGE)))
    betr = [b for o in outcomes for b in o.betrayers]
    return Summary(len(outcomes), pct(sum(1 for o in outcomes if o.won), len(outcomes)),
                   objectives, secrets, len(betr), pct(sum(1 for x, _ in betr if x), len(betr)),
                   pct(sum(1 for _, w in betr if w), len(betr)))


def report(outcomes: Sequence[Outcome], top: int = 8, setting: str = "") -> list[str]:
    """The report's lines (``setting``: e.g. ``ruleset ln, modules own``, shown in the
    first line; the last line is :meth:`Summary.last_line`)."""
    s = summarize(outcomes)
    scen = any(o.scenario for o in outcomes)
    head = "scenarios" if scen else "main objectives"
    lines = [f"{head} ({s.games} games{', ' + setting if setting else ''})",
             f"  {'scenario' if scen else 'objective':<28} {'side':<6} {'games':>5} "
             f"{'done%' if scen else 'win%':>6} {'rounds':>6} {'r1-wins':>7}"]
    for oid, side, n, win, rnd, r1, ok in s.objectives:
        lines.append(f"  {oid:<28} {side:<6} {n:>5} {win:>6.1f} {rnd:>6.2f} {r1:>7}"
                     f"{'' if ok else '  out of range'}")
    if scen:
        lines.append("scenario stage at the end (3 + done: completed)")
        lines.append(f"  {'scenario':<28} {'stage 1':>7} {'stage 2':>7} {'stage 3':>7} "
                     f"{'done':>5}")
        by_scen: dict[str, list[int]] = {}
        for o in outcomes:
            row = by_scen.setdefault(o.objective, [0, 0, 0, 0])
            row[min(3, max(1, o.stage)) - 1] += 1
            row[3] += int(o.won)
        for sid, (s1, s2, s3, done) in sorted(by_scen.items()):
            lines.append(f"  {sid:<28} {s1:>7} {s2:>7} {s3:>7} {done:>5}")
    counts = sorted({o.players for o in outcomes})
    if len(counts) > 1:
        parts = []
        for n in counts:
            rows = [o for o in outcomes if o.players == n]
            parts.append(f"{n}p {pct(sum(1 for o in rows if o.won), len(rows)):.0f}% "
                         f"({len(rows)})")
        lines.append("colony win by players: " + ", ".join(parts))
    lines.append("secret objectives")
    lines.append(f"  {'secret':<28} {'kind':<8} {'dealt':>5} {'achieved%':>9}")
    for sid, kind, n, ach, ok in s.secrets:
        lines.append(f"  {sid:<28} {kind:<8} {n:>5} {ach:>9.1f}"
                     f"{'' if ok else '  out of range'}")
    crises: dict[str, list[int]] = {}
    for o in outcomes:
        for cid, prevented, lost in o.crises:
            row = crises.setdefault(cid, [0, 0, 0])
            row[0] += 1
            row[1] += int(prevented)
            row[2] += lost
    lines.append(f"most fatal crises (morale lost while they resolve; top {top})")
    lines.append(f"  {'crisis':<28} {'seen':>5} {'prevented%':>10} {'lost':>5} {'per-seen':>8}")
    for cid, (n, p, lost) in sorted(crises.items(), key=lambda kv: (-kv[1][2], kv[0]))[:top]:
        lines.append(f"  {cid:<28} {n:>5} {pct(p, n):>10.1f} {lost:>5} {lost / n:>8.2f}")
    xr: dict[str, list[int]] = {}
    for o in outcomes:
        for xid, lost in o.crossroads:
            row = xr.setdefault(xid, [0, 0])
            row[0] += 1
            row[1] += lost
    lines.append(f"most fatal crossroads (morale lost while they resolve; top {top})")
    lines.append(f"  {'crossroads':<28} {'resolved':>8} {'lost':>5} {'per-card':>8}")
    for xid, (n, lost) in sorted(xr.items(), key=lambda kv: (-kv[1][1], kv[0]))[:top]:
        lines.append(f"  {xid:<28} {n:>8} {lost:>5} {lost / n:>8.2f}")
    lines += bandit_lines(outcomes)
    lines += module_lines([o.module_choices for o in outcomes],
                          [o.module_events for o in outcomes])
    lines += combination_lines(outcomes)
    ends: dict[str, int] = {}
    for o in outcomes:
        ends[o.end_reason] = ends.get(o.end_reason, 0) + 1
    lines.append("end reasons: " + ", ".join(
        f"{k} {v} ({pct(v, len(outcomes)):.0f}%)" for k, v in sorted(ends.items())))
    votes = sum(o.exile_votes for o in outcomes)
    exiles = sum(o.exiles for o in outcomes)
    lines.append(f"exile votes: {votes}  exiles: {exiles}")
    if s.betrayer_games:
        lines.append(f"betrayers: {s.betrayer_games} seats  exiled {s.betrayer_exiled:.1f}%  "
                     f"won {s.betrayer_won:.1f}%")
    else:
        lines.append("betrayers: none dealt")
    sab = [x for o in outcomes for x in o.saboteurs]
    if sab:
        lines.append(f"saboteur seats: {len(sab)}  exiled {pct(sum(sab), len(sab)):.1f}%")
    errors = [o for o in outcomes if o.error]
    for o in errors[:5]:
        lines.append(f"game {o.index}: ERROR {o.error}")
    if errors:
        lines.append(f"errors: {len(errors)}")
    lines += goal_lines(s, (lambda side: objective_band(side, True)) if scen else
                        objective_band, SECRET_RANGE)
    lines.append(s.last_line())
    return lines


# ------------------------------------------------------------------------------ CLI
def _modules_arg(text: str) -> str | frozenset[str]:
    word = text.strip().lower()
    if word in ("none", "own", "all"):
        return word
    names = frozenset(x.strip() for x in word.replace("+", ",").split(",") if x.strip())
    unknown = sorted(names - set(MODULES))
    if not names or unknown:
        raise argparse.ArgumentTypeError(
            f"unknown module {(unknown or [text])[0]!r} (choose from none, own, all or a "
            f"comma list of {', '.join(MODULES)})")
    return names


def setting_text(ruleset: str, modules: str | frozenset[str], scenario: str | None) -> str:
    """How a run was set up, for the report's first line ("" for a base run)."""
    if ruleset == "base":
        return ""
    mods = modules if isinstance(modules, str) else "+".join(sorted(modules))
    return f"ruleset {ruleset}, modules {mods}" + (f", scenario {scenario}" if scenario else "")


def _parser() -> argparse.ArgumentParser:
    from game.sim import _variants_arg

    p = argparse.ArgumentParser(prog="winter-colony balance",
                                description="Play bot games and report how the pack plays.")
    p.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    p.add_argument("--seed", type=int, default=1, help="master seed (default 1)")
    p.add_argument("--players", type=int, choices=(2, 3, 4, 5),
                   help="pin the player count (default: cycle 3, 4, 5, 2)")
    p.add_argument("--variant", type=_variants_arg, metavar="V",
                   help="variants, e.g. betrayer or cooperative,hardcore (default standard; "
                        "two_player at 2 players)")
    p.add_argument("--bot", default="normal", metavar="B",
                   help="bot of every seat: easy, normal, hard, random; or a comma list "
                        "cycled over the seats (saboteur: wrong card in every crisis)")
    p.add_argument("--pack", metavar="ID", help="an installed pack to add to the base pack")
    p.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    p.add_argument("--ruleset", choices=("base", "ln", "mixed"), default=None,
                   help="base, ln (the Long Night pack) or mixed (both); default base, or ln "
                        "when --modules or --scenario is given")
    p.add_argument("--modules", type=_modules_arg, default=None, metavar="M",
                   help="Long Night modules of each game: own (default: the objective's "
                        "own module), none (module objectives left out), all, or a comma "
                        "list of " + ", ".join(MODULES) + " (plus the objective's own)")
    p.add_argument("--scenario", choices=SCENARIOS,
                   help="play this introductory scenario in every game (Long Night)")
    p.add_argument("--hard-samples", type=int, default=4, metavar="K",
                   help="the hard bot searches with exactly K samples per decision instead "
                        "of its time budget, so runs are deterministic (default 4)")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    from game.bots import BOT_KINDS, TEST_KINDS

    args = _parser().parse_args(list(argv) if argv is not None else None)
    if args.games < 1:
        print("balance: --games must be 1 or more", file=sys.stderr)
        return 2
    bots = [b.strip() for b in args.bot.split(",") if b.strip()]
    unknown = [b for b in bots if b not in BOT_KINDS and b not in TEST_KINDS]
    if not bots or unknown:
        print(f"balance: unknown bot {(unknown or [''])[0]!r} (choose from "
              f"{', '.join(BOT_KINDS + TEST_KINDS)})", file=sys.stderr)
        return 2
    modules = "own" if args.modules is None else args.modules
    long_night = modules not in ("none", "own") or args.scenario is not None
    ruleset = args.ruleset or ("ln" if long_night else "base")
    if ruleset == "base" and long_night:
        print("balance: modules and scenarios are part of The Long Night: add --ruleset ln "
              "or --ruleset mixed", file=sys.stderr)
        return 2
    try:
        content = content_for(args.pack, ruleset)
    except Exception as exc:  # noqa: BLE001 - a pack that cannot load is a usage error
        what = f"pack {args.pack!r}" if args.pack else f"the packs of ruleset {ruleset!r}"
        print(f"balance: cannot load {what}: {exc}", file=sys.stderr)
        return 2
    tasks = plan(args.games, args.seed, args.players, args.variant, bots, content, args.pack,
                 max(1, args.hard_samples), ruleset=ruleset, modules=modules,
                 scenario=args.scenario)
    if not tasks:
        print("balance: no main objective can be played with --modules none (every "
              "objective needs a module)", file=sys.stderr)
        return 2
    try:
        for n in sorted({t.players for t in tasks}):
            config_for(next(t for t in tasks if t.players == n))
    except ValueError as exc:
        print(f"balance: this setting cannot be played: {exc}", file=sys.stderr)
        return 2
    start = time.perf_counter()
    outcomes = run(tasks, max(1, args.jobs))
    elapsed = time.perf_counter() - start
    lines = report(outcomes, setting=setting_text(ruleset, modules, args.scenario))
    print("\n".join(lines[:-1]))
    sys.stdout.flush()
    print(f"time: {elapsed:.1f} s ({1000 * elapsed / len(outcomes):.0f} ms per game, "
          f"{max(1, args.jobs)} job{'s' if args.jobs > 1 else ''})", file=sys.stderr)
    print(lines[-1])
    return 1 if any(o.error for o in outcomes) else 0
