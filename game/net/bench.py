"""``python -m game bench --net``: how many games one host process holds.

One host process (a child: ``python -m game.net.bench --serve N``) serves N games at once,
each with four seats joined by bot clients over loopback from this process (WebSockets
on one asyncio loop; a bot client plays a random legal action of those the host sent it,
after ``--think`` seconds, as a player would take a moment).  The host runs everything a
real host runs: the engine, every seat's view and redacted events, the rate limits and
the autosave (a writer thread per game, write + fsync after every action, in a temporary
folder).  The round trip of an action is the time from sending it to the host's answer
(its ``state`` with the ``ack``).  N doubles (1, 2, 4, …) until the 99th percentile round
trip passes ``--target`` (50 ms); the bench prints each step and the largest N that stayed
under it.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

WARM_UP = 2.0  # seconds for every seat to join before round trips count


def _serve(n: int, port: int, folder: Path) -> int:
    """The host process: ``n`` games of four remote seats; prints the port and the codes
    as one JSON line, serves until its standard input closes."""
    from game.engine import GameConfig
    from game.engine.config import Seat
    from game.net.cli import new_hosted
    from game.net.host import Hub, Limits
    from game.net.server import Server

    async def run() -> None:
        server = Server(Hub(Limits()), "127.0.0.1", port)
        games = []
        for g in range(n):
            cfg = GameConfig(seats=[Seat(name=f"P{i + 1}") for i in range(4)], seed=1000 + g)
            game, codes = new_hosted(cfg, folder / f"bench{g}.jsonl")
            server.add_game(game)
            games.append((game, [codes[i] for i in range(4)]))
        await server.start()
        print(json.dumps({"port": server.port, "codes": [c for _g, c in games]}), flush=True)
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(None, sys.stdin.read)  # until the bench closes it
        await server.stop()
        for game, _c in games:
            game.session.close()

    asyncio.run(run())
    return 0


async def _seat(
    url: str,
    code: str,
    think: float,
    rng: random.Random,
    rtts: list[float],
    stop: asyncio.Event,
    errors: list[str],
    warm: asyncio.Event,
) -> None:
    from websockets.asyncio.client import connect

    async with connect(url, max_size=None, compression=None) as ws:
        await ws.send(json.dumps({"type": "join", "code": code}))
        sent: dict[int, float] = {}
        next_id = 0
        while not stop.is_set():
            try:
                text = await asyncio.wait_for(ws.recv(), 0.5)
            except TimeoutError:
                continue
            now = time.perf_counter()
            msg = json.loads(text)
            ack = msg.get("ack")
            if ack in sent:
                took = (now - sent.pop(ack)) * 1000
                if warm.is_set():  # every seat has joined: the joins are not counted
                    rtts.append(took)
            if msg.get("type") == "error":
                errors.append(str(msg.get("reason")))
                continue
            if msg.get("type") != "state" or not msg.get("legal"):
                continue
            if msg.get("public", {}).get("over"):
                return
            if think:
                await asyncio.sleep(think * (0.5 + rng.random()))
            next_id += 1
            sent[next_id] = time.perf_counter()
            await ws.send(
                json.dumps({"type": "action", "action": rng.choice(msg["legal"]), "id": next_id})
            )


async def _clients(
    port: int, codes: list[list[str]], think: float, seconds: float
) -> tuple[list[float], list[str]]:
    url = f"ws://127.0.0.1:{port}"
    rtts: list[float] = []
    errors: list[str] = []
    stop = asyncio.Event()
    warm = asyncio.Event()
    tasks = [
        asyncio.create_task(
            _seat(url, code, think, random.Random(f"{g}:{i}"), rtts, stop, errors, warm)
        )
        for g, game in enumerate(codes)
        for i, code in enumerate(game)
    ]
    await asyncio.sleep(WARM_UP)
    warm.set()
    await asyncio.sleep(seconds)
    stop.set()
    await asyncio.gather(*tasks, return_exceptions=True)
    return rtts, errors


def step(n: int, think: float, seconds: float) -> tuple[list[float], list[str]]:
    """Host ``n`` games in a child process and play them for ``seconds``."""
    with tempfile.TemporaryDirectory(prefix="wc-netbench-") as tmp:
        env = dict(os.environ, WINTER_COLONY_DATA_DIR=str(Path(tmp) / "data"))
        proc = subprocess.Popen(
            [sys.executable, "-m", "game.net.bench", "--serve", str(n), "--folder", tmp],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=env,
        )
        try:
            assert proc.stdout is not None and proc.stdin is not None
            info = json.loads(proc.stdout.readline())
            result = asyncio.run(_clients(int(info["port"]), info["codes"], think, seconds))
            proc.stdin.close()
            proc.wait(60)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait(10)
    return result


def percentile(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    s = sorted(values)
    return s[min(len(s) - 1, int(len(s) * p))]


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        prog="winter-colony bench --net", description="How many games one host process holds."
    )
    p.add_argument("--serve", type=int, help=argparse.SUPPRESS)
    p.add_argument("--folder", type=Path, help=argparse.SUPPRESS)
    p.add_argument(
        "--think",
        type=float,
        default=0.5,
        help="seconds a bot client waits before acting, on average (default 0.5)",
    )
    p.add_argument(
        "--seconds", type=float, default=8.0, help="how long each step plays (default 8)"
    )
    p.add_argument(
        "--target",
        type=float,
        default=50.0,
        help="the p99 round trip to stay under, ms (default 50)",
    )
    p.add_argument("--max-games", type=int, default=256)
    args = p.parse_args(list(argv) if argv is not None else None)
    if args.serve:
        return _serve(args.serve, 0, args.folder or Path(tempfile.mkdtemp()))
    held = 0
    n = 1
    print(
        f"net bench: 4 bot clients per game over loopback, think {args.think:g} s, "
        f"{args.seconds:g} s per step, target p99 < {args.target:g} ms",
        flush=True,
    )
    while n <= args.max_games:
        rtts, errors = step(n, args.think, args.seconds)
        p50, p99 = statistics.median(rtts) if rtts else float("nan"), percentile(rtts, 0.99)
        rate = len(rtts) / args.seconds
        print(
            f"{n:4d} games: {len(rtts):6d} actions ({rate:.0f}/s), round trip p50 "
            f"{p50:.1f} ms  p99 {p99:.1f} ms" + (f"  ({len(errors)} refused)" if errors else ""),
            flush=True,
        )
        if not rtts or p99 >= args.target:
            break
        held = n
        n *= 2
    print(
        f"one host holds {held} games with the p99 action round trip under "
        f"{args.target:g} ms (4 bot clients each, think {args.think:g} s)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
