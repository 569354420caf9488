"""A game hosted by the table that plays it (New game with seats "Human elsewhere").

:class:`HostedSession` is a local :class:`~game.session.session.Session` -- the engine's
state, the bots, the autosave, hand-offs between the humans at this computer -- whose
remote seats are played from other computers.  The WebSockets server runs on its own
event loop thread (``game.net.server``, in *relay* mode): what connections send is queued,
and the owner of the session (the client's frame thread) handles it in :meth:`pump`, every
frame, through the same :class:`~game.net.host.Hub` as ``python -m game host``.  So the
engine is only ever touched by one thread.  A remote seat's action applied there is kept as
a batch for the table (:meth:`incoming`), which shows it like a bot's; every action,
wherever it comes from, goes out to every connection (``HostedGame`` listens to the
session).  Bots -- and the seats the host hands to a bot -- are played by the table's turn
driver, at the table's pace, as in any local game.
"""

from __future__ import annotations

import queue
import traceback
from typing import Any

from game.engine.messages import Msg
from game.net.host import HostedGame, Hub, refuse
from game.session.session import Session


class HostedSession(Session):
    """A local game served to remote seats (see the module docstring)."""

    hosted: HostedGame | None = None
    hub: Hub | None = None
    relay: queue.Queue[tuple[Any, Any]] | None = None
    server_thread: Any = None
    hosting: Any = None  # the host panel's view of it (game.client.scenes.hosting)

    def serve(
        self, hosted: HostedGame, hub: Hub, relay: queue.Queue[tuple[Any, Any]], thread: Any
    ) -> None:
        self.hosted, self.hub, self.relay, self.server_thread = hosted, hub, relay, thread
        self._batches: list[tuple[list[Any], dict[str, Any], dict[str, Any] | None]] = []

    # the table's seam (game.session.gamelike)
    def plays_here(self, seat: int) -> bool:
        h = self.hosted
        return h is None or seat not in h.remote or seat in h.by_bot

    def is_bot(self, seat: int) -> bool:
        h = self.hosted
        return super().is_bot(seat) or (h is not None and seat in h.by_bot)

    def pump(self) -> None:
        """Handle what the connections sent (every frame, on this thread)."""
        if self.relay is None or self.hub is None:
            return
        while True:
            try:
                conn, text = self.relay.get_nowait()
            except queue.Empty:
                return
            if text is None:
                self.hub.drop(conn)
                continue
            before, n = self.public(), len(self.events)
            try:
                self.hub.receive(conn, text)
            except Exception:  # a bug of ours: told, logged; the table plays on
                traceback.print_exc()
                refuse(conn, "the host failed to handle that message")
            if len(self.events) > n:  # a remote seat's action: the table shows it
                self._batches.append((self.events[n:], before, None))

    def incoming(self) -> list[tuple[list[Any], dict[str, Any], dict[str, Any] | None]]:
        self.pump()
        if not getattr(self, "_batches", None):
            return []
        return [self._batches.pop(0)]

    def waiting_for(self) -> Any:
        h = self.hosted
        seat = self.to_move()
        if h is None or seat is None or seat not in h.remote or self.over:
            return None
        name = self.names[seat]
        if seat in h.by_bot:
            return None  # a bot plays it here: the table says so as for any bot
        if not h.connected(seat):
            return Msg("waiting for {player} (disconnected)", player=name)
        return Msg("waiting for {player}", player=name)

    def close(self) -> None:
        thread, self.server_thread = self.server_thread, None
        if thread is not None:
            thread.stop()
        super().close()
