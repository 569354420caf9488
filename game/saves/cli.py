"""``python -m game replay FILE``: load, replay and verify a save; print where it stands."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from game.saves.errors import SaveError
from game.saves.reader import load


def replay_main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="winter-colony replay",
                                description="Load a save file, replay it and verify it.")
    p.add_argument("file", help="a save file (.jsonl)")
    p.add_argument("--salvage", action="store_true",
                   help="keep everything before a damaged or cut-off line")
    args = p.parse_args(list(argv) if argv is not None else None)
    try:
        game = load(args.file, salvage=args.salvage)
    except SaveError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    s = game.state
    variants = "+".join(sorted(game.config.variants)) or "standard"
    print(f"file: {args.file}")
    print(f"players: {', '.join(x.name for x in game.config.seats)}  ({variants})")
    print(f"actions: {len(game.actions)}  checkpoints verified: {game.checkpoints_verified}"
          + ("  (final state verified)" if game.final_verified else ""))
    if game.salvaged is not None:
        print(f"salvaged: {game.lines_dropped} line(s) dropped -- {game.salvaged}")
    print(f"round: {s.round}")
    print(f"morale: {s.morale}")
    if s.over:
        winners = ", ".join(s.players[i].name for i in s.winners) or "nobody"
        print(f"over: {s.end_reason}; winners: {winners}")
    print(f"hash: {game.final_hash}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    return replay_main(argv)


if __name__ == "__main__":
    raise SystemExit(main())
