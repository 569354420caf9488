"""The host's game: the one authority over a networked game, without any I/O.

:class:`HostedGame` owns a :class:`~game.session.Session` (engine state, action log,
autosave) and the seat codes, and answers what connections send it.  It never touches a
socket: a connection is a :class:`Conn` whose ``send`` the transport
(``game.net.server``) gives it, so the tests and the benchmark can also drive it directly.
Only the thread that owns the game (the server's event loop) calls it.

What each connection gets (docs/NETWORK.md):

- after ``join``: ``welcome`` (its seat, the game's config and packs) then ``state``;
- after every change of the game: ``state`` -- its seat's ``player_view`` (a spectator:
  the ``public_view``), the public view, the events it has not had yet, redacted for its
  seat (``redact(event, seat)``), and, when it must act, its legal actions;
- after a seat connects, drops or is handed to a bot: ``seats``;
- for anything refused: ``error`` with the reason; an illegal action gets the engine's
  reason and changes nothing.

Privacy: a connection's messages are built from its own seat's view and events only; the
full state, another seat's view and the actions (a sealed ballot is an action) never go
out.  A seat may have one connection: a second join with its code takes the seat over
and the first connection is told and closed (a player whose old connection has not timed
out yet gets back in at once).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.engine import IllegalAction, legal_actions, parse_action, player_view, public_view
from game.engine.events import redact
from game.engine.messages import N_, Msg
from game.net import messages as M
from game.net.codes import SPECTATOR, SeatCodes
from game.net.wire import BadMessage, dumps, encode, parse

NETWORK_UNDO = Msg("undo is not available in a network game")


@dataclass
class Limits:
    """Per-connection limits: message size (bytes), messages per second and burst."""

    size: int = 16 * 1024
    rate: float = 30.0
    burst: float = 60.0


@dataclass(eq=False)
class Conn:
    """One client connection as the game sees it."""

    send: Callable[[str], None]
    close: Callable[[], None] = lambda: None
    peer: str = ""
    seat: int | None = None  # None: not joined yet; SPECTATOR: the public view
    game: Any = None  # the HostedGame it joined
    events_sent: int = 0  # how many of the game's events it has had
    tokens: float = float("inf")  # a new connection starts with a full bucket
    last: float = field(default_factory=time.monotonic)
    refused: int = 0  # messages refused so far (tests, the host's log)

    def allow(self, limits: Limits) -> bool:
        """The token bucket: False when the connection sends faster than the limit."""
        now = time.monotonic()
        self.tokens = min(limits.burst, self.tokens + (now - self.last) * limits.rate)
        self.last = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True


def public_config(config: Any) -> dict[str, Any]:
    """The game's configuration as a client may know it: without the seed -- with it and
    the public actions anyone could replay the setup and read every hand and secret."""
    data = config.model_dump(mode="json")
    data["seed"] = 0
    return dict(data)


# public event data that stays at the host: the seed (GameStarted) -- with it and the
# public actions the setup could be replayed, and every hand and secret read
HOST_ONLY = {"GameStarted": ("seed",)}


def wire_event(e: Any) -> Any:
    """An event (already redacted for its viewer) as sent: tagged texts, host-only data
    left out."""
    data = e.data
    drop = HOST_ONLY.get(e.type)
    if drop:
        data = {k: v for k, v in data.items() if k not in drop}
    return encode({"type": e.type, "data": data, "visible_to": e.visible_to, "secret": e.secret})


def refuse(
    conn: Conn, reason: str, ack: int | None = None, msg: Any = None, fatal: bool = False
) -> None:
    """Answer ``conn`` with an ``error`` (the game is not touched)."""
    conn.refused += 1
    conn.send(dumps(M.error(reason, ack, msg, fatal)))


class Hub:
    """The games one host serves; a ``join`` finds its game by the code alone."""

    def __init__(self, limits: Limits | None = None) -> None:
        self.games: list[HostedGame] = []
        self.limits = limits or Limits()

    def add(self, game: HostedGame) -> HostedGame:
        self.games.append(game)
        return game

    def receive(self, conn: Conn, text: str | bytes) -> None:
        """One message from ``conn``: answered, or refused with an ``error``."""
        if not conn.allow(self.limits):
            refuse(
                conn, f"too many messages: slow down (the limit is {self.limits.rate:g} a second)"
            )
            return
        try:
            msg = M.client_message(parse(text, self.limits.size))
        except BadMessage as exc:
            refuse(conn, exc.reason)
            return
        if isinstance(msg, M.Ping):
            conn.send(dumps({"type": "pong", "id": msg.id}))
        elif isinstance(msg, M.Join):
            self.join(conn, msg)
        elif conn.seat is None or conn.game is None:
            refuse(conn, "join first (send your code)", msg.id)
        else:
            conn.game.act(conn, msg)

    def join(self, conn: Conn, msg: M.Join) -> bool:
        if msg.protocol != M.PROTOCOL:
            refuse(conn, f"this host speaks protocol {M.PROTOCOL}, not {msg.protocol}", fatal=True)
            return False
        for game in self.games:
            seat = game.codes.seat_of(msg.code)
            if seat is not None:
                if conn.game is not None and conn.game is not game:
                    conn.game.detach(conn)
                game.attach(conn, seat)
                return True
        refuse(conn, N_("wrong code"))
        return False

    def drop(self, conn: Conn) -> None:
        if conn.game is not None:
            conn.game.detach(conn)


class Shared:
    """The public view of one change, written as JSON once for every connection."""

    def __init__(self, public: dict[str, Any]) -> None:
        self.public = public
        rest = {k: v for k, v in public.items() if k != "modules"}
        self.base = json.dumps(rest, separators=(",", ":"), ensure_ascii=False)

    def view_text(self, modules: Any, me: dict[str, Any] | None) -> str:
        """A view's JSON: the public part, the seat's module parts (a spectator: the
        public ones), the seat's own part ``me``."""
        parts = []
        mods = modules if me is not None else self.public.get("modules")
        if mods is not None:
            parts.append('"modules":' + json.dumps(mods, separators=(",", ":"), ensure_ascii=False))
        if me is not None:
            parts.append('"me":' + json.dumps(me, separators=(",", ":"), ensure_ascii=False))
        return self.base[:-1] + "".join("," + p for p in parts) + "}"


class HostedGame:
    """A session served to remote seats (see the module docstring)."""

    def __init__(
        self,
        session: Any,
        codes: SeatCodes,
        remote: set[int],
        *,
        on_change: Callable[[], None] | None = None,
    ) -> None:
        self.session = session
        self.codes = codes
        self.remote = set(remote)  # seats played from elsewhere
        self.online: dict[int, Conn] = {}  # seat -> its connection
        self.spectators: list[Conn] = []
        self.by_bot: set[int] = set()  # human seats the host handed to a bot
        self.on_change = on_change  # the transport: wake the bots / the local table
        session.undo_off = NETWORK_UNDO
        # every action applied to the session -- a remote seat's, a bot's, one played at
        # the host's own table -- goes out to every connection
        self._ack: tuple[Conn, int | None] | None = None
        session.listeners.append(self._applied)
        session._track_undo = False  # no snapshots to keep: undo is off

    # ------------------------------------------------------------------ queries
    @property
    def n(self) -> int:
        return int(self.session.n)

    def to_move(self) -> int | None:
        return self.session.to_move()

    def bot_seat(self) -> int | None:
        """The seat a bot must play now (a bot seat, or a seat handed to a bot)."""
        seat = self.to_move()
        if seat is None:
            return None
        if self.session.is_bot(seat) or seat in self.by_bot:
            return seat
        return None

    def connected(self, seat: int) -> bool:
        return seat in self.online

    def seats(self) -> list[dict[str, Any]]:
        cfg = self.session.config.seats
        return [
            {
                "seat": i,
                "name": s.name,
                "bot": s.bot,
                "remote": i in self.remote,
                "connected": i in self.online,
                "by_bot": i in self.by_bot,
            }
            for i, s in enumerate(cfg)
        ]

    def conns(self) -> list[Conn]:
        return [*self.online.values(), *self.spectators]

    # ------------------------------------------------------------------ input
    def attach(self, conn: Conn, seat: int) -> None:
        """``conn`` takes ``seat`` (its code was right): welcome, then the whole state."""
        if conn.seat is not None and conn.game is self:
            self.detach(conn, notify=False)
        if seat == SPECTATOR:
            self.spectators.append(conn)
        else:
            old = self.online.get(seat)
            if old is not None and old is not conn:
                refuse(old, N_("this seat joined from another connection"), fatal=True)
                old.seat, old.game = None, None
                old.close()
            self.online[seat] = conn
        conn.seat, conn.game, conn.events_sent = seat, self, 0
        s = self.session
        conn.send(
            dumps(
                {
                    "type": "welcome",
                    "protocol": M.PROTOCOL,
                    "seat": None if seat == SPECTATOR else seat,
                    "spectator": seat == SPECTATOR,
                    "config": public_config(s.config),
                    "packs": dict(s.content.hashes),
                    "seats": self.seats(),
                }
            )
        )
        self.send_state(conn)
        if seat != SPECTATOR:
            self.broadcast_seats()

    def detach(self, conn: Conn, notify: bool = True) -> None:
        """``conn`` is gone (closed, dropped): its seat waits for it."""
        if conn.game is not self:
            return
        if conn.seat == SPECTATOR:
            if conn in self.spectators:
                self.spectators.remove(conn)
        elif conn.seat is not None and self.online.get(conn.seat) is conn:
            del self.online[conn.seat]
            if notify:
                self.broadcast_seats()
        conn.seat, conn.game = None, None

    def act(self, conn: Conn, msg: M.ActionMsg) -> None:
        seat = conn.seat
        if seat == SPECTATOR or seat is None:
            refuse(conn, "a spectator cannot act", msg.id)
            return
        try:
            action = parse_action(msg.action)
        except Exception as exc:  # pydantic's ValidationError, a bad discriminator
            refuse(conn, f"not an action: {_first_error(exc)}", msg.id)
            return
        if getattr(action, "actor", None) != seat:
            refuse(conn, "that action is not for your seat", msg.id)
            return
        if self.session.over:
            refuse(conn, N_("the game is over"), msg.id)
            return
        if self.to_move() != seat:
            refuse(conn, N_("it is not your turn to decide"), msg.id)
            return
        if seat in self.by_bot:
            refuse(conn, N_("a bot plays your seat now; ask the host to hand it back"), msg.id)
            return
        self._ack = (conn, msg.id)  # the state the listener sends answers this action
        try:
            self.session.apply(action)
        except IllegalAction as exc:
            refuse(conn, str(exc.reason), msg.id, exc.reason)
            return
        finally:
            self._ack = None

    # ------------------------------------------------------------------ changes
    def apply(self, action: Any) -> list[Any]:
        """An action from the host itself (a bot, a seat played at the host); everyone gets
        the new state.  Raises IllegalAction (nothing changed)."""
        return list(self.session.apply(action))

    def _applied(self, events: list[Any]) -> None:
        self.changed(ack=self._ack)

    def set_bot(self, seat: int, on: bool) -> None:
        """Hand a human seat to a bot (``on``) and back."""
        if not 0 <= seat < self.n or self.session.config.seats[seat].bot:
            raise ValueError(f"seat {seat + 1} is not a human seat")
        if on:
            self.by_bot.add(seat)
        else:
            self.by_bot.discard(seat)
        self.broadcast_seats()
        self.changed()

    def changed(self, ack: tuple[Conn, int | None] | None = None) -> None:
        """The game moved on: every connection gets its new state."""
        shared = Shared(public_view(self.session.state))
        for conn in self.conns():
            aid = ack[1] if ack is not None and ack[0] is conn else None
            self.send_state(conn, shared, aid)
        if self.on_change is not None:
            self.on_change()

    def send_state(self, conn: Conn, shared: Shared | None = None, ack: int | None = None) -> None:
        """``conn``'s ``state``: its view (a spectator: the public view), the events it
        has not had (redacted for its seat), its legal actions when it must act.  The
        public part of the views is written once per change (``Shared``); only the
        engine's texts of the decision and the events are tagged (``wire.encode``), the
        only places a view or an event holds them."""
        s = self.session
        state = s.state
        seat = conn.seat
        if seat is None:
            return
        shared = shared if shared is not None else Shared(public_view(state))
        viewer = None if seat == SPECTATOR else seat
        k = conn.events_sent
        events = [redact(e, viewer) for e in s.events[k:]]
        conn.events_sent = len(s.events)
        msg: dict[str, Any] = {
            "type": "state",
            "seat": viewer,
            "actions": len(s.log),
            "events_from": k,
            "events": [wire_event(e) for e in events],
            "seats": self.seats(),
            "legal": None,
        }
        if ack is not None:
            msg["ack"] = ack
        if viewer is None:
            view = shared.view_text(None, None)
        else:
            pv = player_view(state, viewer)
            me = dict(pv["me"])
            if "decision" in me:
                me["decision"] = encode(me["decision"])
            view = shared.view_text(pv.get("modules"), me)
            if "modules" in pv:
                msg["public_modules"] = shared.public.get("modules")
            if self.to_move() == viewer and viewer not in self.by_bot and not s.over:
                msg["legal"] = [a.model_dump(mode="json") for a in legal_actions(state)]
        text = json.dumps(msg, separators=(",", ":"), ensure_ascii=False)
        conn.send(f'{text[:-1]},"view":{view}}}')

    def broadcast_seats(self) -> None:
        text = dumps({"type": "seats", "seats": self.seats()})
        for conn in self.conns():
            conn.send(text)
        if self.on_change is not None:
            self.on_change()


def _first_error(exc: Exception) -> str:
    errors = getattr(exc, "errors", None)
    if callable(errors):
        try:
            first = errors()[0]
            where = ".".join(str(p) for p in first.get("loc", ()))
            return f"{where}: {first.get('msg')}" if where else str(first.get("msg"))
        except Exception:  # pragma: no cover - an odd error object
            pass
    return str(exc).splitlines()[0][:200]
