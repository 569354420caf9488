"""Network play over loopback: a host in a background thread, scripted remote players."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from game.engine import GameConfig, Seat
from game.net.cli import new_hosted
from game.net.host import HostedGame, Hub, Limits
from game.net.remote import RemoteGame
from game.net.server import Server, ServerThread


@dataclass
class Host:
    game: HostedGame
    codes: dict[int, str]
    thread: ServerThread
    url: str

    def call(self, fn: Callable[..., Any], *args: Any) -> Any:
        return self.thread.call(fn, *args)

    def hash(self) -> str:
        return str(self.call(self.game.session.hash))


def config(names: str, bots: str = "", seed: int = 7) -> GameConfig:
    """Seats named by the letters of ``names``; ``bots`` the letters bots play."""
    seats = [Seat(name=n * 3, bot=n in bots, bot_kind="normal") for n in names]
    extra: dict[str, Any] = {"variants": {"two_player"}} if len(seats) == 2 else {}
    return GameConfig(seats=seats, seed=seed, **extra)


@pytest.fixture
def host(tmp_path: Path) -> Iterator[Callable[..., Host]]:
    started: list[Host] = []

    def start(cfg: GameConfig, limits: Limits | None = None) -> Host:
        game, codes = new_hosted(cfg, tmp_path / f"game{len(started)}.jsonl")
        server = Server(Hub(limits or Limits()), "127.0.0.1", 0)
        server.add_game(game)
        thread = ServerThread(server).start()
        h = Host(game, codes, thread, f"ws://127.0.0.1:{server.port}")
        started.append(h)
        return h

    yield start
    for h in started:
        h.thread.stop()
        h.game.session.close()


def wait_until(check: Callable[[], Any], timeout: float = 20.0) -> Any:
    """Poll ``check`` until it is true (not a timing assert: a deadline against hangs)."""
    end = time.monotonic() + timeout
    while True:
        got = check()
        if got:
            return got
        if time.monotonic() > end:
            raise AssertionError("condition not reached")
        time.sleep(0.005)


def ticking(timeout: float = 120.0, pause: float = 0.001) -> Iterator[None]:
    """Frames of a loop bounded by wall time, not by a count: an idle table's frame costs
    almost nothing, so a frame count says nothing of how long the host had to answer
    (a deadline against hangs, not a timing assert)."""
    end = time.monotonic() + timeout
    while True:
        if time.monotonic() > end:
            raise AssertionError("the game stalled")
        yield
        time.sleep(pause)


def play(
    clients: list[RemoteGame],
    rng: random.Random,
    actions: int = 10**6,
    until: Callable[[], bool] | None = None,
    each: Callable[[RemoteGame, Any], None] | None = None,
    timeout: float = 60.0,
) -> int:
    """Scripted remote humans: each client takes in what the host sent and, when its seat
    must act, plays a random legal action.  Stops after ``actions`` actions, at ``until``
    or when the game is over; returns the actions played."""
    done = 0
    end = time.monotonic() + timeout
    while done < actions and not (until and until()):
        moved = False
        for c in clients:
            drain(c)
            if c.over:
                continue
            if c.to_move() == c.seat:
                legal = c.legal()
                if not legal:
                    continue
                action = rng.choice(legal)
                c.apply(action)
                if each is not None:
                    each(c, action)
                done += 1
                moved = True
        if all(c.over for c in clients):
            break
        if not moved:
            if time.monotonic() > end:
                raise AssertionError("the game stalled")
            time.sleep(0.002)
    return done


def as_sent(events: list[Any], seat: int | None) -> list[Any]:
    """The host's events as ``seat`` gets them: redacted, host-only data left out."""
    from game.engine import redact
    from game.engine.events import Event
    from game.net.host import HOST_ONLY

    out = []
    for e in events:
        r = redact(e, seat)
        drop = HOST_ONLY.get(r.type, ())
        data = {k: v for k, v in r.data.items() if k not in drop}
        out.append(Event(type=r.type, data=data, visible_to=r.visible_to, secret=r.secret))
    return out


def drain(game: Any) -> bool:
    """Take in everything the host has sent so far (``incoming`` hands one batch a call);
    True when something came."""
    got = False
    while game.incoming():
        got = True
    return got
