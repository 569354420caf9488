"""The client side: a game played at a host, seen from one seat (or as a spectator).

:class:`RemoteGame` answers the table the way a local :class:`~game.session.Session` does
(``game.session.gamelike.GameLike``): views, the pending decision, legal actions, events,
``apply``.  It holds only what the host sent this seat -- its ``player_view``, the public
view, its redacted events, its legal actions -- never the state.

A reader thread receives the host's messages (``websockets.sync``) into a queue; the owner
(the client's frame thread) takes them in :meth:`incoming` (changes made elsewhere: the
table animates each batch) and :meth:`apply` (the answer to its own action).  A dropped
connection is retried every second with the same code; the host then sends the whole
state again and the events this seat already has are skipped.
"""

from __future__ import annotations

import inspect
import json
import queue
import threading
import time
from typing import Any

from websockets.exceptions import ConnectionClosed, InvalidURI, WebSocketException
from websockets.sync.client import ClientConnection, connect

from game.engine import GameConfig, IllegalAction, parse_action
from game.engine.decisions import Decision, Option
from game.engine.events import EVENT_TYPES, _event, redact
from game.engine.messages import Msg
from game.net.messages import PROTOCOL
from game.net.wire import MAX_SERVER_MESSAGE, decode, encode
from game.safeio import loads_json

NOT_CONNECTED = Msg("the connection to the host is lost")
NO_ANSWER = Msg("the host did not answer")
NETWORK_UNDO = Msg("undo is not available in a network game")
RETRY = 1.0  # seconds between reconnection attempts
# websockets 17 wants ``legacy=True`` to hand back a connection directly (older versions
# always did, and do not know the flag)
_DIRECT: dict[str, Any] = (
    {"legacy": True} if "legacy" in inspect.signature(connect).parameters else {}
)


class JoinError(Exception):
    """Joining failed; ``reason`` says why in one line (a Msg or plain English)."""

    def __init__(self, reason: Any) -> None:
        super().__init__(str(reason))
        self.reason = reason


def parse_invite(text: str) -> tuple[str, str]:
    """``(url, code)`` from what a player typed or pasted: an invite string
    ``ws://host:port#CODE`` (or ``host:port#CODE``, or ``… CODE``)."""
    text = text.strip()
    if "#" in text:
        addr, code = text.rsplit("#", 1)
    elif " " in text:
        addr, code = text.rsplit(" ", 1)
    else:
        raise JoinError(Msg("an invite looks like ws://ADDRESS:PORT#CODE"))
    return normal_url(addr), code.strip()


def normal_url(addr: str) -> str:
    addr = addr.strip()
    if not addr:
        raise JoinError(Msg("type the host's address"))
    if "://" not in addr:
        addr = "ws://" + addr
    rest = addr.split("://", 1)[1]
    if ":" not in rest.split("/", 1)[0].rsplit("]", 1)[-1]:
        addr = addr.rstrip("/") + ":8765"
    return addr


def invite(url: str, code: str) -> str:
    return f"{url}#{code}"


def _load(text: str | bytes) -> dict[str, Any]:
    obj = loads_json(text, 64)
    if not isinstance(obj, dict):
        raise ValueError("not a message")
    return dict(decode(obj))


def _events(raw: list[Any]) -> list[Any]:
    out = []
    for e in raw:
        if not isinstance(e, dict) or e.get("type") not in EVENT_TYPES:
            continue
        to = e.get("visible_to")
        out.append(
            _event(
                str(e["type"]),
                dict(e.get("data") or {}),
                tuple(to) if isinstance(to, list) else None,
                e.get("secret") if isinstance(e.get("secret"), dict) else None,
            )
        )
    return out


class RemoteGame:
    """A seat of a game hosted elsewhere (see the module docstring).  Raises
    :class:`JoinError` when the host cannot be reached or refuses the code."""

    state = None  # the table never needs the engine's state of a remote game
    notice = None
    save_path = None
    saves_here = False  # the host keeps the save
    hosting: Any = None  # the game this computer hosts too (game.client.scenes.hosting)
    on_close: Any = None  # called once when this game is closed (stops that host)
    bot_budget = 0.5

    def __init__(
        self, url: str, code: str, timeout: float = 10.0, tap: list[str] | None = None
    ) -> None:
        self.url = normal_url(url)
        self.code = code.strip()
        self.timeout = timeout
        self.inbox: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self.listeners: list[Any] = []
        self.events: list[Any] = []
        self.log: list[None] = []  # one entry per action played (their count)
        self.status = "connecting"  # connected | lost | closed
        self.fatal: str | None = None
        self._closed = False
        self._ids = 0
        self.resets = 0  # times the host's game replaced ours (the table starts over)
        self.tap = tap  # tests: every text received from the host, as it came
        self._legal: list[Any] | None = None
        self._seats: list[dict[str, Any]] = []
        ws, welcome, first = self._connect()
        self.seat: int | None = welcome.get("seat")
        self.spectator = bool(welcome.get("spectator"))
        try:
            self.config = GameConfig.model_validate(welcome.get("config"))
        except Exception as exc:
            ws.close()
            raise JoinError(f"the host's game cannot be read ({exc})") from None
        self.content = self._content(dict(welcome.get("packs") or {}), ws)
        self._seats = list(welcome.get("seats") or [])
        self._public: dict[str, Any] = {}
        self._view: dict[str, Any] | None = None
        self._absorb(first)
        self._ws: ClientConnection | None = ws
        self.status = "connected"
        self._thread = threading.Thread(target=self._read, name="net-client", daemon=True)
        self._thread.start()

    # ------------------------------------------------------------------ connecting
    def _connect(self) -> tuple[ClientConnection, dict[str, Any], dict[str, Any]]:
        try:
            ws = connect(
                self.url,
                open_timeout=self.timeout,
                max_size=MAX_SERVER_MESSAGE,
                compression=None,
                close_timeout=2,
                **_DIRECT,
            )
        except InvalidURI:
            raise JoinError(
                Msg("that is not a host address: {address}", address=self.url)
            ) from None
        except (OSError, TimeoutError, WebSocketException) as exc:
            raise JoinError(
                Msg(
                    "cannot reach the host at {address} ({reason})",
                    address=self.url,
                    reason=str(exc) or type(exc).__name__,
                )
            ) from None
        try:
            ws.send(json.dumps({"type": "join", "code": self.code, "protocol": PROTOCOL}))
            welcome = _load(self._recv(ws))
            if welcome.get("type") == "error":
                raise JoinError(welcome.get("message") or welcome.get("reason"))
            if welcome.get("type") != "welcome":
                raise JoinError(Msg("the host answered something else than a welcome"))
            first = _load(self._recv(ws))
        except JoinError:
            ws.close()
            raise
        except (OSError, TimeoutError, ValueError, WebSocketException) as exc:
            ws.close()
            raise JoinError(
                Msg("the host did not answer ({reason})", reason=str(exc) or type(exc).__name__)
            ) from None
        return ws, welcome, first

    def _recv(self, ws: ClientConnection) -> str | bytes:
        text = ws.recv(self.timeout)
        if self.tap is not None:
            self.tap.append(text if isinstance(text, str) else text.decode())
        return text

    def _content(self, packs: dict[str, str], ws: ClientConnection) -> Any:
        from game.content.loader import load_selected

        try:
            content = load_selected(list(packs))
        except Exception as exc:
            ws.close()
            raise JoinError(
                Msg(
                    "this game needs content packs you do not have: {packs} ({reason})",
                    packs=", ".join(packs),
                    reason=str(exc),
                )
            ) from None
        differ = [p for p, h in packs.items() if content.hashes.get(p) != h]
        if differ:
            ws.close()
            raise JoinError(
                Msg(
                    "your copy of {packs} differs from the host's (update the "
                    "game on both computers)",
                    packs=", ".join(differ),
                )
            )
        return content

    def _read(self) -> None:
        """The reader thread: messages into the inbox; reconnects while not closed."""
        while not self._closed:
            ws = self._ws
            if ws is None:
                time.sleep(RETRY)
                try:
                    ws, _welcome, first = self._connect()
                except JoinError as exc:
                    if "wrong code" in str(exc.reason):
                        self.fatal = str(exc.reason)
                        self.inbox.put(None)
                        return
                    continue
                if self._closed:
                    ws.close()
                    return
                self._ws = ws
                self.status = "connected"
                self.inbox.put(first)
                continue
            try:
                text = ws.recv()
                if self.tap is not None:
                    self.tap.append(text if isinstance(text, str) else text.decode())
                msg = _load(text)
            except (ConnectionClosed, OSError):
                self._ws = None
                if not self._closed:
                    self.status = "lost"
                    self.inbox.put({"type": "lost"})
                continue
            except ValueError:
                continue  # not a message: ignored
            if msg.get("type") == "error" and msg.get("fatal"):
                self.fatal = str(msg.get("reason"))
                self._closed = True
                self.status = "closed"
                self.inbox.put(msg)
                return
            self.inbox.put(msg)

    # ------------------------------------------------------------------ the host's messages
    def _absorb(self, msg: dict[str, Any]) -> list[Any] | None:
        """Take in one message; the new events of a ``state`` (None for other kinds)."""
        kind = msg.get("type")
        if kind == "seats":
            self._seats = list(msg.get("seats") or [])
            return None
        if kind != "state":
            return None
        start = int(msg.get("events_from") or 0)
        new = _events(list(msg.get("events") or []))
        have = len(self.events)
        actions = int(msg.get("actions") or 0)
        if start == 0 and have and new[:have] != self.events:
            # the whole game again, and it is not the one we had (a host restarted from
            # an autosave that missed the last action): start over from it
            self.events = new
            self.log = [None] * actions
            self.resets += 1
            fresh: list[Any] = []
        else:
            fresh = new[max(0, have - start) :]
            self.events.extend(fresh)
            if actions > len(self.log):
                self.log.extend([None] * (actions - len(self.log)))
        view = msg.get("view")
        view = dict(view) if isinstance(view, dict) else {}
        if "me" in view:  # a seat's view: the public one is the same without "me" ...
            self._view = view
            public = {k: v for k, v in view.items() if k != "me"}
            if "modules" in view:  # ... and with the modules' public parts
                if isinstance(msg.get("public_modules"), dict):
                    public["modules"] = msg["public_modules"]
                else:
                    del public["modules"]
            self._public = public
        else:  # a spectator's: the public view
            self._view = None
            self._public = view
        legal = msg.get("legal")
        self._legal = None
        self._legal_raw = legal if isinstance(legal, list) else None
        self._seats = list(msg.get("seats") or self._seats)
        return fresh

    def pump(self) -> None:
        """The reader thread does the work."""

    def incoming(self) -> list[tuple[list[Any], dict[str, Any], dict[str, Any] | None]]:
        """The next change made elsewhere, one state the host sent (at most one batch:
        new events, the public view before, this seat's view before); [] when none."""
        while True:
            try:
                msg = self.inbox.get_nowait()
            except queue.Empty:
                return []
            if msg is None:
                continue
            if msg.get("type") == "lost":
                return [([], self._public, self._view)]
            before, before_p = self._public, self._view
            fresh = self._absorb(msg)
            return [(fresh or [], before, before_p)]

    # ------------------------------------------------------------------ queries (GameLike)
    @property
    def n(self) -> int:
        return len(self.config.seats)

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.config.seats]

    @property
    def over(self) -> bool:
        return bool(self._public.get("over"))

    def is_bot(self, seat: int) -> bool:
        return bool(self.config.seats[seat].bot)

    def bot_kind(self, seat: int) -> str | None:
        s = self.config.seats[seat]
        return s.bot_kind if s.bot else None

    def plays_here(self, seat: int) -> bool:
        """Only this seat, and not while the host has handed it to a bot."""
        return seat == self.seat and not self._by_bot(seat)

    def _by_bot(self, seat: int) -> bool:
        return any(s.get("seat") == seat and s.get("by_bot") for s in self._seats)

    @property
    def pack_ids(self) -> list[str]:
        return list(self.content.hashes)

    def public(self) -> dict[str, Any]:
        return self._public

    def view(self, seat: int) -> dict[str, Any]:
        if seat != self.seat or self._view is None:
            return self._public  # nothing of another seat is here
        return self._view

    def decision(self) -> Decision | None:
        pub = self._public.get("decision")
        if not isinstance(pub, dict) or self.over:
            return None
        mine = (self._view or {}).get("me", {}).get("decision")
        if isinstance(mine, dict) and pub.get("player") == self.seat:
            return Decision.model_construct(
                kind=mine.get("kind"),
                player=int(pub["player"]),
                prompt=mine.get("prompt", ""),
                options=tuple(Option.model_construct(**o) for o in mine.get("options", ())),
                info=dict(mine.get("info") or {}),
            )
        return Decision.model_construct(
            kind=pub.get("kind"), player=int(pub["player"]), prompt="", options=(), info={}
        )

    def to_move(self) -> int | None:
        d = self.decision()
        return None if d is None else int(d["player"])

    def legal(self) -> list[Any]:
        if self._legal is None:
            raw = self._legal_raw or []
            self._legal = [parse_action(a) for a in raw]
        return self._legal

    def seats(self) -> list[dict[str, Any]]:
        return self._seats

    def waiting_for(self) -> Any:
        """What the table says while the game waits on something outside this computer (a
        Msg), or None."""
        if self.over:
            return None  # nothing more to wait for (the host may close)
        if self.fatal:
            return Msg("disconnected: {reason}", reason=Msg(self.fatal))
        if self.status != "connected":
            return Msg("connection to the host lost; reconnecting…")
        seat = self.to_move()
        if seat is None or (seat == self.seat and not self._by_bot(seat)):
            return None
        info = next((s for s in self._seats if s.get("seat") == seat), None)
        if info is None or info.get("bot"):
            return None
        name = self.names[seat]
        if info.get("by_bot"):
            return Msg("a bot plays for {player} for now", player=name)
        if not info.get("connected"):
            return Msg("waiting for {player} (disconnected)", player=name)
        return Msg("waiting for {player}", player=name)

    def redacted(self, events: list[Any], viewer: int | None) -> list[Any]:
        return [redact(e, viewer) for e in events]

    def hash(self) -> str | None:
        return None

    # ------------------------------------------------------------------ changes
    def apply(self, action: Any) -> list[Any]:
        """Send this seat's action and wait for the host's answer: the events it caused
        (with any that came just before it), or ``IllegalAction`` with the host's reason
        -- nothing changed."""
        ws = self._ws
        if ws is None or self.status != "connected":
            raise IllegalAction(NOT_CONNECTED)
        if isinstance(action, dict):
            action = parse_action(action)
        self._ids += 1
        aid = self._ids
        try:
            ws.send(
                json.dumps(
                    {"type": "action", "action": encode(action.model_dump(mode="json")), "id": aid}
                )
            )
        except (ConnectionClosed, OSError):
            raise IllegalAction(NOT_CONNECTED) from None
        events: list[Any] = []
        deadline = time.monotonic() + self.timeout
        while True:
            left = deadline - time.monotonic()
            try:
                msg = self.inbox.get(timeout=max(0.0, left))
            except queue.Empty:
                raise IllegalAction(NO_ANSWER) from None
            if msg is None or msg.get("type") == "lost":
                raise IllegalAction(NOT_CONNECTED)
            if msg.get("type") == "error" and msg.get("ack") == aid:
                raise IllegalAction(msg.get("message") or msg.get("reason") or "refused")
            fresh = self._absorb(msg)
            if fresh:
                events.extend(fresh)
            if msg.get("type") == "state" and msg.get("ack") == aid:
                for fn in list(self.listeners):
                    fn(events)
                return events

    # ------------------------------------------------------------------ what a local game has
    def can_undo(self) -> bool:
        return False

    def undo_reason(self) -> str:
        return NETWORK_UNDO

    def undo(self) -> None:
        from game.session.session import UndoError

        raise UndoError(NETWORK_UNDO)

    def think(self) -> bool:
        return False

    def thought(self, wait: bool = False) -> Any:
        return None

    @property
    def last_save_error(self) -> str | None:
        return None

    @property
    def save_failures(self) -> int:
        return 0

    def autosave(self) -> None:
        """The host keeps the save."""

    def close(self) -> None:
        self._closed = True
        self.status = "closed"
        ws, self._ws = self._ws, None
        if ws is not None:
            try:
                ws.close()
            except Exception:
                pass
        done, self.on_close = self.on_close, None
        if done is not None:
            done()
