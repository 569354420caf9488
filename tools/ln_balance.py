"""Balance report of the Long Night pack's main objectives (issue 14, "Balance").

    python tools/ln_balance.py [--games N] [--players P] [--seed S] [--modules LIST]

Plays N games per main objective with HeuristicBot in every seat (standard game, normal
side) on the bundled Long Night pack, with the modules the engine has (or ``--modules``),
and prints per objective: games, colony win rate, mean rounds, wins in round 1, and how
the lost games ended.  Objectives of a module the engine lacks are listed as not measured.
Single process; timings are not measured.
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


def play(content, mid: str, players: int, seed: int, modules: frozenset[str]):  # noqa: ANN001, ANN201
    cfg = GameConfig(seats=[Seat(name=f"Bot {i + 1}", bot=True) for i in range(players)],
                     seed=seed, ruleset="ln", modules=modules, main_objective=mid)
    s = new_game(cfg, content)
    bot = HeuristicBot(f"bal-{seed}", content)
    for _ in range(MAX_ACTIONS):
        legal = legal_actions(s)
        if not legal or s.over:
            break
        apply(s, bot.choose(legal, player_view(s, legal[0].actor)))
    return s


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=25)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--modules", default="available")
    args = ap.parse_args(argv)
    content = load_pack(bundled_packs_dir() / "long_night")
    known = {"improvements", "bandits", "raxxon"}
    modules = (frozenset(m for m in known if m in MODULES) if args.modules == "available"
               else frozenset(x for x in args.modules.split(",") if x))
    print(f"Long Night main objectives, {args.players} players, standard, HeuristicBot, "
          f"modules: {', '.join(sorted(modules)) or 'none'}")
    print(f"{'objective':28} {'games':>5} {'won':>6} {'rounds':>6} {'r1 wins':>7}  lost by")
    for mid, mo in sorted(content.main_objectives.items()):
        if mo.module is not None and mo.module not in modules:
            print(f"{mid:28} not measured: the {mo.module} module is not in this engine")
            continue
        mods = modules | ({mo.module} if mo.module else set())
        won = r1 = 0
        rounds: list[int] = []
        ends: Counter[str] = Counter()
        for g in range(args.games):
            s = play(content, mid, args.players, args.seed * 1000 + g, frozenset(mods))
            rounds.append(s.round)
            if s.objective_met:
                won += 1
                r1 += s.round == 1
            else:
                ends[str(s.end_reason or "unfinished")] += 1
        rate = 100.0 * won / max(1, args.games)
        lost = ", ".join(f"{k} {v}" for k, v in ends.most_common())
        print(f"{mid:28} {args.games:5d} {rate:5.0f}% {sum(rounds) / len(rounds):6.1f} "
              f"{r1:7d}  {lost}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
