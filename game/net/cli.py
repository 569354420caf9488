"""``python -m game host``: a headless host for a networked game.

    python -m game host --port P --players N [--bots 2,3] [--seed S] [--names A,B,...]
        [--bot-kind easy|normal|hard] [--ruleset base|ln|mixed] [--modules M,...]
        [--scenario S] [--bind ADDR] [--save FILE] [--bot-pause SECONDS]
    python -m game host --resume SAVE [--port P]

prints ``host: ws://ADDRESS:P``, one line ``seat N NAME: CODE`` for each remote seat
(seats are numbered from 1 here; ``--bots`` names the seats bots play), the spectators'
code and the autosave's path, then serves until interrupted.  The host alone runs the
engine, the bots and the autosave.  ``--resume SAVE`` restarts a game from its autosave:
the seat codes are the same as before (their hashes are in ``SAVE.seats``).

While it runs, lines on its standard input hand a seat to a bot and back:
``bot N``, ``human N``, ``seats`` (who is connected), ``quit``.
"""

from __future__ import annotations

import argparse
import asyncio
import socket
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.net.codes import SPECTATOR, SeatCodes, side_path
from game.net.host import HostedGame, Hub, Limits


def lan_address() -> str:
    """This machine's address on its network (what others type to join), else loopback.
    No packet is sent: a UDP socket is only pointed at a public address."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed anywhere
            return str(s.getsockname()[0])
    except OSError:
        return "127.0.0.1"


def _seat_list(text: str | None, n: int) -> set[int]:
    if not text:
        return set()
    out = set()
    for part in text.split(","):
        part = part.strip()
        if not part.isdigit() or not 1 <= int(part) <= n:
            raise SystemExit(f"host: --bots wants seat numbers from 1 to {n}, not {part!r}")
        out.add(int(part) - 1)
    return out


def build_config(args: argparse.Namespace) -> Any:
    from game.engine import GameConfig
    from game.engine.config import Seat

    n = args.players
    if not 2 <= n <= 5:
        raise SystemExit("host: --players must be 2 to 5")
    bots = _seat_list(args.bots, n)
    names = [x.strip() for x in args.names.split(",")] if args.names else []
    seats = []
    for i in range(n):
        name = (
            names[i]
            if i < len(names) and names[i]
            else (f"Bot {i + 1}" if i in bots else f"Player {i + 1}")
        )
        seats.append(Seat(name=name, bot=i in bots, bot_kind=args.bot_kind))
    data: dict[str, Any] = {"seats": seats, "seed": args.seed}
    if n == 2:
        data["variants"] = {"two_player"}
    if args.ruleset != "base":
        data["ruleset"] = args.ruleset
    if args.modules:
        data["modules"] = {m.strip() for m in args.modules.split(",") if m.strip()}
    if args.scenario:
        data["scenario"] = args.scenario
        data.setdefault("ruleset", "ln")
    try:
        return GameConfig(**data)
    except Exception as exc:
        raise SystemExit(f"host: this game cannot be set up: {exc}") from None


def new_hosted(
    config: Any, save: Path | None, background_saves: bool = True
) -> tuple[HostedGame, dict[int, str]]:
    """A new game with fresh codes for its human seats (and spectators), its autosave and
    the codes' side file."""
    from game.content.loader import load_ruleset
    from game.session.session import Session

    content = load_ruleset(config.ruleset)
    session = Session(
        config, content, autosave=True, save_path=save, background_saves=background_saves
    )
    remote = {i for i, s in enumerate(config.seats) if not s.bot}
    codes, plain = SeatCodes.create(sorted(remote))
    assert session.save_path is not None
    codes.save(side_path(session.save_path))
    return HostedGame(session, codes, remote), plain


def resume_hosted(save: Path) -> HostedGame:
    from game.session.session import Session

    codes = SeatCodes.load(side_path(save))
    session = Session.load(save, autosave=True, background_saves=True)
    humans = {i for i, s in enumerate(session.config.seats) if not s.bot}
    remote = {i for i in humans if i in codes.hashes}  # the seats that have a code
    game = HostedGame(session, codes, remote)
    # a seat that was played at the computer that hosted it (New game) has no code: a
    # bot plays it here (``human N`` cannot give it back: nobody could join it)
    game.by_bot |= humans - remote
    return game


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        prog="winter-colony host", description="Host a game others join over the network."
    )
    p.add_argument("--port", type=int, default=8765, help="TCP port (default 8765; 0: any)")
    p.add_argument(
        "--bind",
        default="0.0.0.0",
        help="address to listen on (default: all; 127.0.0.1: this machine only)",
    )
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--bots", help="seats played by bots, e.g. 2,3 (numbered from 1)")
    p.add_argument("--bot-kind", default="normal", choices=("easy", "normal", "hard", "random"))
    p.add_argument("--names", help="seat names, comma separated")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--ruleset", default="base", choices=("base", "ln", "mixed"))
    p.add_argument("--modules", default="", help="Long Night modules, comma separated")
    p.add_argument("--scenario", default=None, choices=("raxxon_intro", "bandits_intro"))
    p.add_argument("--save", type=Path, help="the autosave (default: the saves folder)")
    p.add_argument(
        "--resume",
        type=Path,
        metavar="SAVE",
        help="restart a hosted game from its autosave (same codes)",
    )
    p.add_argument(
        "--bot-pause", type=float, default=0.0, help="seconds a bot waits before acting (default 0)"
    )
    args = p.parse_args(list(argv) if argv is not None else None)
    if args.seed is None:
        import secrets

        args.seed = secrets.randbelow(2**31)
    codes: dict[int, str] = {}
    try:
        if args.resume:
            game = resume_hosted(args.resume)
        else:
            game, codes = new_hosted(build_config(args), args.save)
    except SystemExit:
        raise
    except Exception as exc:
        print(f"host: {exc}", file=sys.stderr)
        return 2
    try:
        return asyncio.run(_serve(game, codes, args))
    except KeyboardInterrupt:
        return 0
    finally:
        game.session.close()


async def _serve(game: HostedGame, codes: dict[int, str], args: argparse.Namespace) -> int:
    from game.net.server import Server

    server = Server(Hub(Limits()), args.bind, args.port)
    server.add_game(game, args.bot_pause)
    try:
        await server.start()
    except OSError as exc:
        print(f"host: cannot listen on port {args.port}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    address = lan_address() if args.bind in ("0.0.0.0", "") else args.bind
    print(f"host: ws://{address}:{server.port}", flush=True)
    names = game.session.names
    for seat in sorted(game.remote):
        code = codes.get(seat, "the same code as before")
        print(f"seat {seat + 1} {names[seat]}: {code}", flush=True)
    for seat in sorted(game.by_bot):
        print(f"seat {seat + 1} {names[seat]}: a bot plays it (it has no code)", flush=True)
    if SPECTATOR in codes:
        print(f"spectators: {codes[SPECTATOR]}", flush=True)
    print(f"save: {game.session.save_path}", flush=True)
    done = asyncio.Event()
    asyncio.get_running_loop().create_task(_console(game, done))
    await done.wait()
    await server.stop()
    return 0


async def _console(game: HostedGame, done: asyncio.Event) -> None:
    """The host's commands on standard input (end of input: keep serving)."""
    loop = asyncio.get_running_loop()
    while True:
        line = await loop.run_in_executor(None, sys.stdin.readline)
        if not line:
            return  # no console (a service, a test): serve until killed
        words = line.split()
        if not words:
            continue
        cmd = words[0].lower()
        if cmd == "quit":
            done.set()
            return
        if cmd == "seats":
            for s in game.seats():
                state = (
                    "bot"
                    if s["bot"]
                    else (
                        "bot for now"
                        if s["by_bot"]
                        else "connected"
                        if s["connected"]
                        else "waiting"
                    )
                )
                print(f"seat {s['seat'] + 1} {s['name']}: {state}", flush=True)
        elif cmd in ("bot", "human") and len(words) == 2 and words[1].isdigit():
            try:
                game.set_bot(int(words[1]) - 1, cmd == "bot")
                print(
                    f"seat {words[1]}: {'a bot plays it' if cmd == 'bot' else 'back'}", flush=True
                )
            except ValueError as exc:
                print(f"host: {exc}", flush=True)
        else:
            print("host: commands: bot N, human N, seats, quit", flush=True)
