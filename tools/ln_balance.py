"""Balance report of the Long Night pack: main objectives and scenarios (issue 14, "Balance").

    python tools/ln_balance.py [--games N] [--players P[,P...]] [--seed S]
                               [--modules own|available|LIST] [--objectives ID,...]
                               [--scenarios [raxxon_intro,bandits_intro]]

Plays N games per main objective (per player count) with HeuristicBot in every seat
(standard game, normal side) on the bundled Long Night pack and prints per objective:
games, colony win rate, mean rounds, wins in round 1, and how the lost games ended.
``--modules own`` (the default) plays each objective with no module but its own (a module
objective needs its module); ``available`` with every module the engine has; or a comma
list.  With ``--scenarios`` the named introductory scenarios are played instead (N games
each): completion rate (the stage-3 objective met), the stage reached, mean rounds.
Game ``g`` of a row gets the seed ``S * 1000 + g``.  Single process; no timings.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.bots import HeuristicBot  # noqa: E402
from game.content.loader import bundled_packs_dir, load_pack  # noqa: E402
from game.engine import GameConfig, Seat, apply, legal_actions, new_game, player_view  # noqa: E402
from game.engine.modules import MODULES  # noqa: E402

MAX_ACTIONS = 20000
KNOWN = ("improvements", "bandits", "raxxon")
SCENARIOS = ("raxxon_intro", "bandits_intro")


def play(content, players: int, seed: int, modules: frozenset[str],  # noqa: ANN001, ANN201
         mid: str | None = None, scenario: str | None = None):
    cfg = GameConfig(seats=[Seat(name=f"Bot {i + 1}", bot=True) for i in range(players)],
                     seed=seed, ruleset="ln", modules=modules, scenario=scenario,
                     **({"main_objective": mid} if mid else {}))
    s = new_game(cfg, content)
    bot = HeuristicBot(f"bal-{seed}", content)
    for _ in range(MAX_ACTIONS):
        legal = legal_actions(s)
        if not legal or s.over:
            break
        apply(s, bot.choose(legal, player_view(s, legal[0].actor)))
    return s


def _row(name: str, games: list, extra: str = "") -> str:  # noqa: ANN001
    won = sum(1 for s in games if s.objective_met)
    r1 = sum(1 for s in games if s.objective_met and s.round == 1)
    ends = Counter(str(s.end_reason or "unfinished") for s in games if not s.objective_met)
    rounds = sum(s.round for s in games) / max(1, len(games))
    lost = ", ".join(f"{k} {v}" for k, v in ends.most_common())
    return (f"{name:28} {len(games):5d} {100.0 * won / max(1, len(games)):5.0f}% "
            f"{rounds:6.1f} {r1:7d}{extra}  {lost}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=25)
    ap.add_argument("--players", default="4", help="a player count or a comma list")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--modules", default="own")
    ap.add_argument("--objectives", default="", help="only these main objectives")
    ap.add_argument("--scenarios", nargs="?", const=",".join(SCENARIOS), default=None)
    args = ap.parse_args(argv)
    content = load_pack(bundled_packs_dir() / "long_night")
    if args.modules == "own":
        modules: frozenset[str] = frozenset()
    elif args.modules == "available":
        modules = frozenset(m for m in KNOWN if m in MODULES)
    else:
        modules = frozenset(x for x in args.modules.split(",") if x)
    counts = [int(x) for x in args.players.split(",")]
    if args.scenarios is not None:
        for n in counts:
            print(f"Long Night scenarios, {n} players, HeuristicBot, extra modules: "
                  f"{', '.join(sorted(modules)) or 'none'}")
            print(f"{'scenario':28} {'games':>5} {'done':>6} {'rounds':>6} {'r1 done':>7}"
                  f"  {'stage 1/2/3':>11}  not done by")
            for scen in args.scenarios.split(","):
                games = [play(content, n, args.seed * 1000 + g, modules, scenario=scen)
                         for g in range(args.games)]
                stages = Counter(s.scen.stage if s.scen else 0 for s in games)
                extra = f"  {stages[1]:>3}/{stages[2]:>3}/{stages[3]:>3}"
                print(_row(scen, games, extra))
        return 0
    only = {x for x in args.objectives.split(",") if x}
    for n in counts:
        print(f"Long Night main objectives, {n} players, standard, HeuristicBot, modules: "
              f"{'own' if args.modules == 'own' else ', '.join(sorted(modules)) or 'none'}")
        print(f"{'objective':28} {'games':>5} {'won':>6} {'rounds':>6} {'r1 wins':>7}  lost by")
        for mid, mo in sorted(content.main_objectives.items()):
            if only and mid not in only:
                continue
            if mo.module is not None and mo.module not in MODULES:
                print(f"{mid:28} not measured: the {mo.module} module is not in this engine")
                continue
            mods = frozenset(modules | ({mo.module} if mo.module else set()))
            games = [play(content, n, args.seed * 1000 + g, mods, mid=mid)
                     for g in range(args.games)]
            print(_row(mid, games), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
