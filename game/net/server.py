"""The host's transport: WebSockets (the ``websockets`` package) on an asyncio loop.

One :class:`Server` serves a :class:`~game.net.host.Hub` (one game for ``python -m game
host``, many for the benchmark).  Each connection gets a :class:`~game.net.host.Conn`
whose ``send`` queues text for a writer task, so the game never waits for a slow socket.
The loop thread is the only one that touches the games; bots choose on a copy of the state
in worker threads (:class:`BotRunner`) and their actions are applied back on the loop.

:class:`ServerThread` runs all of it in a background thread (the client's "Host a game",
the tests): ``call(fn, ...)`` runs ``fn`` on the loop and returns its result.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import queue
import sys
import threading
import traceback
from collections.abc import Callable
from typing import Any

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.net.host import Conn, HostedGame, Hub, refuse
from game.net.wire import TRANSPORT_LIMIT
from game.session.worker import choose, snapshot

OUTBOX = 256  # messages queued for one slow client before it is dropped
JOIN_TIMEOUT = 30.0  # seconds a connection may stay without joining a seat
MAX_CONNECTIONS = 1024  # open connections one host accepts (four per game, spectators)


class BotRunner:
    """Plays the bot seats of one game (and the seats the host handed to a bot): each
    decision is thought out on a copy of the state in a worker thread, then applied on the
    loop unless the game moved on meanwhile."""

    def __init__(self, game: HostedGame, pause: float = 0.0) -> None:
        self.game = game
        self.pause = pause
        self.wake = asyncio.Event()
        self.task: asyncio.Task[None] | None = None
        self.stopped = False
        self._extra: dict[int, Any] = {}  # bots for human seats handed over
        previous = game.on_change

        def changed() -> None:
            self.wake.set()
            if previous is not None:
                previous()

        game.on_change = changed

    def start(self) -> None:
        self.task = asyncio.get_running_loop().create_task(self.run())

    def bot(self, seat: int) -> Any:
        s = self.game.session
        if s.is_bot(seat):
            return s._bot(seat)
        if seat not in self._extra:
            from game.bots import make_bot

            self._extra[seat] = make_bot("normal", f"{s.config.seed}:{seat}:host", s.content)
        return self._extra[seat]

    async def run(self) -> None:
        game = self.game
        s = game.session
        while not self.stopped:
            seat = game.bot_seat()
            if seat is None or s.over:
                self.wake.clear()
                await self.wake.wait()
                continue
            n = len(s.log)
            who = f"bot of {s.names[seat]}"
            action = await asyncio.to_thread(choose, snapshot(s.state), seat, self.bot(seat), who)
            if self.pause:
                await asyncio.sleep(self.pause)
            if self.stopped or len(s.log) != n or game.bot_seat() != seat:
                continue  # the game moved on (a seat handed back): think again
            try:
                game.apply(action)
            except Exception as exc:  # a bot bug must show, and the game must go on
                print(f"host: the {who} failed: {exc}", file=sys.stderr)
                self.wake.clear()
                await self.wake.wait()

    def stop(self) -> None:
        self.stopped = True
        self.wake.set()


class Server:
    """WebSockets on ``bind:port`` for the games of ``hub`` (``port`` 0: any free port;
    :attr:`port` is the one it got once started)."""

    def __init__(
        self,
        hub: Hub,
        bind: str = "0.0.0.0",
        port: int = 0,
        relay: queue.Queue[tuple[Conn, str | bytes | None]] | None = None,
    ) -> None:
        """``relay``: the games live on another thread (a table hosting its own game,
        ``game.net.localhost``): what connections send is put there as ``(conn, text)``
        (``text`` None: the connection is gone) instead of handled on the loop, and a
        connection's ``send`` / ``close`` may be called from that thread."""
        self.relay = relay
        self.hub = hub
        self.bind = bind
        self.port = port
        self.runners: list[BotRunner] = []
        self._server: Any = None
        self.open = 0  # connections open now

    def add_game(self, game: HostedGame, bot_pause: float = 0.0) -> HostedGame:
        """Serve ``game`` too, with its bots (call on the loop)."""
        self.hub.add(game)
        runner = BotRunner(game, bot_pause)
        self.runners.append(runner)
        if self._server is not None:
            runner.start()
        return game

    async def start(self) -> None:
        self._server = await serve(
            self.handler,
            self.bind,
            self.port,
            max_size=TRANSPORT_LIMIT,
            max_queue=64,
            ping_interval=10,
            ping_timeout=20,
            compression=None,
        )
        sock = next(iter(self._server.sockets))
        self.port = int(sock.getsockname()[1])
        for runner in self.runners:
            runner.start()

    async def stop(self) -> None:
        for runner in self.runners:
            runner.stop()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    async def handler(self, ws: ServerConnection) -> None:
        if self.open >= MAX_CONNECTIONS:
            await ws.close(1013, "the host is full; try again later")
            return
        self.open += 1
        try:
            await self._serve_connection(ws)
        finally:
            self.open -= 1

    async def _serve_connection(self, ws: ServerConnection) -> None:
        out: asyncio.Queue[str | None] = asyncio.Queue(OUTBOX)

        def send(text: str) -> None:
            try:
                out.put_nowait(text)
            except asyncio.QueueFull:  # a client that does not read: dropped
                drop()

        def drop() -> None:
            if out.full():  # what it did not read is lost anyway
                while not out.empty():
                    out.get_nowait()
            out.put_nowait(None)

        peer = ws.remote_address
        loop = asyncio.get_running_loop()
        relay = self.relay
        if relay is None:
            conn = Conn(send=send, close=drop, peer=f"{peer[0]}:{peer[1]}" if peer else "")
        else:  # called from the games' thread: handed to the loop

            def send_soon(text: str) -> None:
                loop.call_soon_threadsafe(send, text)

            def drop_soon() -> None:
                loop.call_soon_threadsafe(drop)

            conn = Conn(
                send=send_soon, close=drop_soon, peer=f"{peer[0]}:{peer[1]}" if peer else ""
            )
        writer = loop.create_task(self._write(ws, out))
        deadline = loop.create_task(self._join_deadline(ws, conn))
        try:
            async for text in ws:
                if relay is not None:
                    relay.put((conn, text))
                    continue
                try:
                    self.hub.receive(conn, text)
                except Exception:  # a bug of ours: told, logged, the host serves on
                    traceback.print_exc()
                    refuse(conn, "the host failed to handle that message")
                if writer.done():
                    break
        except ConnectionClosed:
            pass
        finally:
            if relay is not None:
                relay.put((conn, None))
            else:
                self.hub.drop(conn)
            writer.cancel()
            deadline.cancel()

    @staticmethod
    async def _join_deadline(ws: ServerConnection, conn: Conn) -> None:
        """A connection that has not joined a seat after ``JOIN_TIMEOUT`` is closed (a
        seat taken over by another connection counts as not joined)."""
        await asyncio.sleep(JOIN_TIMEOUT)
        if conn.seat is None:
            await ws.close(1008, "join a seat first")

    @staticmethod
    async def _write(ws: ServerConnection, out: asyncio.Queue[str | None]) -> None:
        try:
            while True:
                text = await out.get()
                if text is None:
                    await ws.close(1000, "closed by the host")
                    return
                await ws.send(text)
        except ConnectionClosed:
            pass


class ServerThread:
    """A :class:`Server` on its own event loop in a background thread."""

    def __init__(self, server: Server) -> None:
        self.server = server
        self.loop = asyncio.new_event_loop()
        self._started = threading.Event()
        self._error: BaseException | None = None
        self.thread = threading.Thread(target=self._run, name="net-host", daemon=True)

    def start(self, timeout: float = 30.0) -> ServerThread:
        self.thread.start()
        if not self._started.wait(timeout):
            raise RuntimeError("the host did not start")
        if self._error is not None:
            raise self._error
        return self

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            self.loop.run_until_complete(self.server.start())
        except BaseException as exc:  # e.g. the port is taken
            self._error = exc
            self._started.set()
            return
        self._started.set()
        self.loop.run_forever()

    def call(self, fn: Callable[..., Any], *args: Any, timeout: float = 30.0) -> Any:
        """``fn(*args)`` on the loop (the games' thread); its result."""
        fut: concurrent.futures.Future[Any] = concurrent.futures.Future()

        def run() -> None:
            try:
                fut.set_result(fn(*args))
            except BaseException as exc:
                fut.set_exception(exc)

        self.loop.call_soon_threadsafe(run)
        return fut.result(timeout)

    def stop(self) -> None:
        if not self.thread.is_alive():
            return
        fut = asyncio.run_coroutine_threadsafe(self.server.stop(), self.loop)
        try:
            fut.result(10)
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(10)
