"""``python -m game replay FILE``: load, replay and verify a save; print where it stands."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from game.engine import State
from game.saves.errors import SaveError
from game.saves.reader import load


def replay_main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="winter-colony replay",
                                description="Load a save file, replay it and verify it.")
    p.add_argument("file", help="a save file (.jsonl)")
    p.add_argument("--salvage", action="store_true",
                   help="keep everything before a damaged or cut-off line")
    p.add_argument("--at", type=int, metavar="N", default=None,
                   help="where the game stood after its first N actions")
    args = p.parse_args(list(argv) if argv is not None else None)
    if args.at is not None:
        return _at(args)
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
    _print_state(s, game.final_hash)
    return 0


def _print_state(s: State, state_hash: str) -> None:
    """The summary's last lines: round, morale, the result if the game is over, the hash."""
    print(f"round: {s.round}")
    print(f"morale: {s.morale}")
    if s.over:
        winners = ", ".join(s.players[i].name for i in s.winners) or "nobody"
        print(f"over: {s.end_reason}; winners: {winners}")
    print(f"hash: {state_hash}")


def _at(args: argparse.Namespace) -> int:
    """``--at N``: the same summary for the game after its first N actions."""
    from game.session.replay import Replay, ReplayError

    try:
        r = Replay.open(args.file) if not args.salvage else Replay(
            load(args.file, salvage=True))
        s = r.state_at(r.check(args.at))
    except SaveError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    except ReplayError as exc:
        print(f"--at {args.at}: {exc}", file=sys.stderr)
        return 2
    variants = "+".join(sorted(r.config.variants)) or "standard"
    print(f"file: {args.file}")
    print(f"players: {', '.join(r.names)}  ({variants})")
    print(f"actions: {args.at} of {r.length}")
    _print_state(s, r.hash_at(args.at))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    return replay_main(argv)


if __name__ == "__main__":
    raise SystemExit(main())
