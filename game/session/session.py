"""A running game: engine state, action log, autosave and bots.

The session is the only place that holds the full (unredacted) state; the client asks it
for *views* (``public()`` for the shared table, ``view(seat)`` behind a hand-off) and for
events redacted for a viewer.  Every action goes through :meth:`Session.apply`, which logs
it and autosaves through ``game.saves`` (``GameLog`` + ``Autosave``, one JSON Lines file
per game in the user's saves folder); :meth:`record` / :meth:`from_record` give a plain
JSON round trip too.  The content packs the game uses (``content.hashes``) go into the save
header, so a save made with an add-on pack reloads with it.

Off the frame (``game.session.worker``): :meth:`Session.think` lets the bot to move choose
its action on a copy of the state in a worker thread and :meth:`Session.thought` hands the
answer back; ``background_saves=True`` appends the autosave (write + fsync) from a writer
thread -- :meth:`Session.autosave` and :meth:`Session.close` wait for it, and a failed
write shows in ``last_save_error`` and ``save_failures``.  The engine's state is only ever
touched by the thread that owns the session.

Bots: one per bot seat, as the seat names it (``Seat.bot_kind``, built by
``game.bots.make_bot``): easy, normal (also the old name "heuristic") or hard -- the hard
bot thinks for ``bot_budget`` seconds at the decisions that matter -- and "random", each
seeded from the game seed and the seat.  A bot that fails or answers with an illegal action raises: a bot bug
must show, never be papered over.

Undo (:meth:`Session.can_undo`, :meth:`Session.undo`): a human player may take back their
own last actions while nothing irreversible has happened since (``game.engine.undo``: no
chance resolved, nothing hidden shown, nobody else asked).  The session keeps a snapshot of
the state before each such action; an undo restores it and rewrites the autosave
atomically without the action (docs/SAVES.md).
"""

from __future__ import annotations

import io
import json
import pickle
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from game import saves
from game.bots import make_bot
from game.engine import (
    Decision,
    GameConfig,
    apply,
    decision,
    legal_actions,
    new_game,
    parse_action,
    player_view,
    public_view,
    redact,
    setup_events,
    state_hash,
)
from game.engine.messages import Msg
from game.engine.undo import Before, irreversible
from game.session.gamelike import LocalSeam
from game.session.worker import BotError, BotThinker, SaveWriter, choose

__all__ = ["BotError", "Session", "default_save_name"]

RECORD_FORMAT = "winter-colony-session/1"


class UndoError(RuntimeError):
    """Undo is not possible now; ``reason`` says why in plain words."""

    def __init__(self, reason: str) -> None:
        super().__init__(f"cannot undo: {reason}")
        self.reason = reason


@dataclass
class _Undo:
    """The game just before a reversible action: the state (a private copy) and how long
    the event list and the action log were."""

    state: bytes  # the state, pickled (``_freeze``): cheaper than a deep copy
    events: int
    actions: int
    seat: int


class _Pickler(pickle.Pickler):
    """Pickles a state without its content pack and config (shared, immutable)."""

    def __init__(self, f: Any, state: Any) -> None:
        super().__init__(f, protocol=pickle.HIGHEST_PROTOCOL)
        self._shared = {id(state.content): "content", id(state.config): "config"}

    def persistent_id(self, obj: Any) -> str | None:
        return self._shared.get(id(obj))


class _Unpickler(pickle.Unpickler):
    def __init__(self, f: Any, like: Any) -> None:
        super().__init__(f)
        self._shared = {"content": like.content, "config": like.config}

    def persistent_load(self, pid: Any) -> Any:
        return self._shared[pid]


def _freeze(state: Any) -> bytes:
    buf = io.BytesIO()
    _Pickler(buf, state).dump(state)
    return buf.getvalue()


def _thaw(data: bytes, like: Any) -> Any:
    """The state ``_freeze`` kept (only ever our own bytes), sharing ``like``'s content
    and config."""
    return _Unpickler(io.BytesIO(data), like).load()


NOTHING_TO_UNDO = Msg("there is nothing of yours to take back yet")
RECOVERED = "The last action was lost in a crash; the game continues from before it."


def _dump(action: Any) -> dict[str, Any]:
    return action.model_dump(mode="json")


def _load_content() -> Any:
    from game.content.loader import load_base

    return load_base()


def default_save_name(config: GameConfig, when: datetime | None = None) -> str:
    when = when or datetime.now()
    names = "-".join(s.name for s in config.seats)
    return f"{when:%Y-%m-%d_%H%M%S}_{names}"


def _unused(path: Path) -> Path:
    """``path``, or ``<stem>-2`` … when a file of that name exists (two games with the same
    players started within the same second must not share a file)."""
    out, i = path, 2
    while out.exists():
        out = path.with_name(f"{path.stem}-{i}{path.suffix}")
        i += 1
    return out


def _read_record(path: Path) -> dict[str, Any]:
    """A JSON session record, read like a save file: a regular file of bounded size and
    nesting, else ``SaveError`` with the reason."""
    from game.safeio import UnsafeInput, loads_json, read_regular
    from game.saves.io import os_reason
    from game.saves.reader import MAX_DEPTH, MAX_FILE_BYTES

    try:
        record = loads_json(read_regular(path, MAX_FILE_BYTES), MAX_DEPTH)
    except UnsafeInput as exc:
        raise saves.SaveError(exc.reason, path=path) from None
    except OSError as exc:
        raise saves.SaveError(f"the file cannot be read ({os_reason(exc)})",
                              path=path) from None
    except ValueError:
        raise saves.DamagedSave("it is not valid JSON", path=path) from None
    if not isinstance(record, dict):
        raise saves.DamagedSave("it is not a session record", path=path)
    return record


class Session(LocalSeam):  # the table's seam: everything is decided here
    log: list[dict[str, Any]]
    listeners: list[Callable[[list[Any]], None]]
    autosave_enabled: bool
    save_path: Path | None
    gamelog: Any
    _auto: Any
    _writer: SaveWriter | None
    _bots: dict[int, Any]
    _undo: list[_Undo]
    _undo_block: str
    _last_bot: str = "a bot"
    _track_undo: bool = True  # off while a record is replayed (no copies to keep)
    notice: str | None = None  # a one-line notice for the player after loading
    undo_off: str | None = None  # why undo is off for this game (a network game), if it is
    saves_here = True  # this computer keeps the save (game.session.gamelike)

    def __init__(self, config: GameConfig, content: Any = None, autosave: bool = True,
                 save_path: Path | None = None, background_saves: bool = False, *,
                 _loaded: saves.LoadedGame | None = None) -> None:
        """A new game, or (``_loaded``, see :meth:`load`) a game loaded from a save: its
        replayed state, events and log are taken over as they are.  ``background_saves``:
        the autosave writes from a writer thread (see the module docstring)."""
        self.config = config
        self.content = content if content is not None else _load_content()
        if _loaded is None:
            self.state = new_game(config, self.content)
            self.events: list[Any] = list(setup_events(self.state))
            self.log = []
        else:
            self.state = _loaded.state
            self.events = list(_loaded.events)
            self.log = [_dump(a) for a in _loaded.log.actions]
        self.listeners = []
        self.autosave_enabled = autosave
        self.save_path = None
        self._save_error: str | None = None
        self._save_failures = 0
        self._auto = None
        self._writer = None
        self.background_saves = background_saves
        self._thinker = BotThinker()
        self._bots = {}
        self._undo = []
        self._undo_block = NOTHING_TO_UNDO
        self.bot_budget = 0.5  # the hard bot's search time per decision (a client setting)
        self.gamelog = _loaded.log if _loaded is not None else saves.GameLog.start(
            self.state, created=datetime.now(UTC).isoformat(timespec="seconds"))
        if autosave:
            self.save_path = save_path or _unused(saves.save_path(default_save_name(config)))
            # a save loaded whole from this very file is appended to, not rewritten
            self._start_autosave(resume=_loaded is not None and _loaded.appendable
                                 and _loaded.path == self.save_path)

    # ------------------------------------------------------------------ queries
    @property
    def n(self) -> int:
        return len(self.config.seats)

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.config.seats]

    @property
    def over(self) -> bool:
        return bool(self.state.over)

    def decision(self) -> Decision | None:
        return decision(self.state)

    def legal(self) -> list[Any]:
        return legal_actions(self.state)

    def is_bot(self, seat: int) -> bool:
        return self.config.seats[seat].bot

    def bot_kind(self, seat: int) -> str | None:
        """The seat's bot kind (easy, normal, hard; heuristic = normal; random) or None for
        a human."""
        s = self.config.seats[seat]
        return s.bot_kind if s.bot else None

    @property
    def pack_ids(self) -> list[str]:
        """The content packs this game is played with (base first)."""
        return list(self.content.hashes)

    def to_move(self) -> int | None:
        d = self.decision()
        return None if d is None else int(d["player"])


    def bot_to_move(self) -> bool:
        seat = self.to_move()
        return seat is not None and self.is_bot(seat)

    def public(self) -> dict[str, Any]:
        return public_view(self.state)

    def view(self, seat: int) -> dict[str, Any]:
        return player_view(self.state, seat)

    def hash(self) -> str:
        return state_hash(self.state)

    @property
    def last_save_error(self) -> str | None:
        """Why the last autosave write failed (None: the file is up to date, as far as the
        writes handed to the writer thread so far go)."""
        if self._writer is not None:
            return self._writer.error
        return self._save_error

    @last_save_error.setter
    def last_save_error(self, value: str | None) -> None:
        self._save_error = value

    @property
    def save_failures(self) -> int:
        """How many autosave writes have failed in this session (for the table's toasts)."""
        return self._save_failures + (self._writer.failures if self._writer else 0)

    def redacted(self, events: list[Any], viewer: int | None) -> list[Any]:
        out = []
        for e in events:
            r = redact(e, viewer)
            if r is not None:
                out.append(r)
        return out

    # ------------------------------------------------------------------ changes
    def apply(self, action: Any, _replay: bool = False) -> list[Any]:
        """Apply one action (raises IllegalAction, state unchanged), log, autosave."""
        if isinstance(action, dict):
            action = parse_action(action)
        track = not _replay and self._track_undo
        before = snap = None
        if track:
            before, snap = self._undo_before()
        events = apply(self.state, action)
        self.log.append(_dump(action))
        self.events.extend(events)
        if track:
            self._undo_after(before, snap, events)
        if not _replay:
            if self._writer is not None:
                self._writer.append(action, self.gamelog.record(action, self.state,
                                                                status=True))
            elif self._auto is not None:
                self._append_autosave(action)
            else:
                self.gamelog.record(action, self.state)
            for fn in list(self.listeners):
                fn(events)
        return events

    # ------------------------------------------------------------------ undo
    def _undo_before(self) -> tuple[Before | None, _Undo | None]:
        d = self.decision()
        if d is None:
            return None, None
        seat = int(d["player"])
        if self.is_bot(seat):
            self._last_bot = self.names[seat]
            return None, None
        frozen = _freeze(self.state)
        return Before(self.state, seat), _Undo(frozen, len(self.events), len(self.log), seat)

    def _undo_after(self, before: Before | None, snap: _Undo | None,
                    events: list[Any]) -> None:
        if before is None or snap is None:
            self._undo.clear()
            self._undo_block = (Msg("the game is over") if self.over
                                else Msg("{player} (a bot) has played since",
                                         player=self._last_bot))
            return
        reason = irreversible(before, self.state, events, self.names)
        if reason is None:
            if self._undo and self._undo[-1].seat != snap.seat:
                self._undo.clear()
            self._undo.append(snap)
        else:
            self._undo.clear()
            self._undo_block = reason

    def can_undo(self) -> bool:
        """True when the player to decide may take back their last action."""
        if self.undo_off is not None:
            return False
        return bool(self._undo) and self.to_move() == self._undo[-1].seat

    def undo_reason(self) -> str | None:
        """Why :meth:`undo` is not possible now (None when it is)."""
        if self.can_undo():
            return None
        return self.undo_off or self._undo_block

    def undo(self) -> None:
        """Take back the last action of the player to decide: the state, the events, the
        log and the autosave are as they were before it.  Raises :class:`UndoError` with a
        reason when that is not fair any more (or there is nothing to take back)."""
        if not self.can_undo():
            raise UndoError(self.undo_reason() or NOTHING_TO_UNDO)
        snap = self._undo.pop()
        self.state = _thaw(snap.state, self.state)
        del self.events[snap.events:]
        del self.log[snap.actions:]
        gl = self.gamelog
        del gl.actions[snap.actions:]
        gl.checkpoints = [cp for cp in gl.checkpoints if cp.index <= snap.actions]
        gl.status = (self.state.round, self.state.morale, bool(self.state.over))
        if not self._undo:
            self._undo_block = NOTHING_TO_UNDO
        if self.autosave_enabled and self.save_path is not None:
            self._close_autosave()  # the writer thread first writes what it holds
            self._start_autosave(resume=False)  # rewritten atomically without the action

    def bot_action(self) -> Any:
        seat = self.to_move()
        if seat is None:
            raise RuntimeError("nobody is to move")
        return choose(self.state, seat, self._bot(seat), self._bot_name(seat))

    def think(self) -> bool:
        """Let the bot to move choose its action in the worker thread, on a copy of the
        state (once per decision; False when no bot is to move)."""
        seat = self.to_move()
        if seat is None or not self.is_bot(seat):
            return False
        self._thinker.ask(len(self.log), self.state, seat, self._bot(seat),
                          self._bot_name(seat))
        return True

    def thought(self, wait: bool = False) -> Any | None:
        """The action :meth:`think` worked out for the current decision, once it is ready
        (None before; ``wait``: wait for it).  A bot's failure is raised here."""
        return self._thinker.answer(len(self.log), wait)

    def _bot_name(self, seat: int) -> str:
        return f"{self.bot_kind(seat)} bot of {self.names[seat]}"

    def step_bot(self) -> list[Any]:
        return self.apply(self.bot_action())

    def _bot(self, seat: int) -> Any:
        bot = self._bots.get(seat)
        if bot is None:
            seed = f"{self.config.seed}:{seat}"
            bot = make_bot(self.config.seats[seat].bot_kind, seed, self.content,
                           state_source=lambda: self.state, budget=self.bot_budget)
            self._bots[seat] = bot
        return bot

    # ------------------------------------------------------------------ saves
    def _start_autosave(self, resume: bool = False) -> None:
        assert self.save_path is not None
        try:
            if self.background_saves:
                self._writer = SaveWriter(self.save_path, self.gamelog, resume=resume,
                                          state=self.state)
            elif resume:
                self._auto = saves.Autosave.resume(self.save_path, self.gamelog)
            else:
                self._auto = saves.Autosave.create(self.save_path, self.gamelog, self.state)
            self.last_save_error = None
        except Exception as exc:  # no autosave: the game still runs (log in memory)
            self._auto = self._writer = None
            self.last_save_error = str(exc)
            self._save_failures += 1

    def _append_autosave(self, action: Any) -> None:
        try:
            self._auto.append(action, self.state)
            self.last_save_error = None
        except Exception as exc:  # never lose the running game because a save failed
            self.last_save_error = str(exc)
            self._save_failures += 1

    def autosave(self) -> None:
        """Flush the autosave file (it is also written after every action); with the
        writer thread, wait until everything handed to it is written."""
        if self._writer is not None:
            self._writer.drain()
        elif self._auto is not None:
            try:
                self._auto.flush()
                self.last_save_error = None  # caught up (e.g. the full disk has room again)
            except Exception as exc:
                self.last_save_error = str(exc)

    def save_as(self, path: Path) -> Path:
        """A full, atomic save (with a final checkpoint) to ``path``."""
        return Path(saves.save(path, self.gamelog, final=self.state))

    @classmethod
    def load(cls, path: Path, autosave: bool = True, background_saves: bool = False
             ) -> Session:
        """Open a save: ``game.saves.load`` replays and verifies it once, keeping the events
        (for the log and the story); the session goes on from that state.  With
        ``autosave`` the file is kept up to date: appended to, or rewritten once when
        it is in an older format or its last line has no line end.  A last line torn by a
        crash is dropped (the file is rewritten without it) and :attr:`notice` says so.
        A JSON session record loads too.  Raises ``game.saves.SaveError`` (e.g.
        ``WrongContent`` when a pack it was played with is missing) with a one-line
        message for players."""
        path = Path(path)
        if path.suffix == ".json":
            return cls.from_record(_read_record(path))
        notice = None
        try:
            game = saves.load(path, keep_events=True)
        except saves.TruncatedSave as torn:
            if torn.line == 1:
                raise
            # a crash tore the last line: open the game up to its last complete action
            game = saves.load(path, keep_events=True, salvage=True)
            if not isinstance(game.salvaged, saves.TruncatedSave) or game.lines_dropped != 1:
                raise (game.salvaged or torn) from None
            notice = RECOVERED
        s = cls(game.config, game.content, autosave=autosave, save_path=path,
                background_saves=background_saves, _loaded=game)
        s.notice = notice
        return s

    @classmethod
    def continue_old_rules(cls, path: Path, autosave: bool = True,
                           background_saves: bool = False) -> Session:
        """A game saved under older rules, continued under the current ones
        (``game.saves.oldrules``): replayed as far as its actions stay legal, saved as a
        new file beside the original (which is not changed); :attr:`notice` says how far
        it went."""
        from game.saves.oldrules import continue_old, continued_path

        done = continue_old(path)
        target = continued_path(path)
        s = cls(done.game.config, done.game.content, autosave=autosave, save_path=target,
                background_saves=background_saves, _loaded=done.game)
        s.notice = done.notice
        return s

    def close(self) -> None:
        """Stop the bots' thread; write what the writer thread still holds and close the
        file (an error that remains stays in ``last_save_error``)."""
        self._thinker.close()
        self._close_autosave()

    def _close_autosave(self) -> None:
        if self._writer is not None:
            writer, self._writer = self._writer, None
            try:
                self._save_error = writer.close()
            except Exception as exc:
                self._save_error = str(exc)
            self._save_failures += writer.failures
        if self._auto is not None:
            try:
                self._auto.close()
            except Exception:
                pass
            self._auto = None

    # ------------------------------------------------------------------ records
    def record(self) -> dict[str, Any]:
        return {"format": RECORD_FORMAT, "config": self.config.model_dump(mode="json"),
                "packs": dict(self.content.hashes), "actions": list(self.log),
                "hash": self.hash()}

    @classmethod
    def from_record(cls, record: dict[str, Any], content: Any = None,
                    check_hash: bool = True) -> Session:
        if record.get("format") != RECORD_FORMAT:
            raise ValueError("not a Winter Colony session record")
        config = GameConfig.model_validate(record["config"])
        if content is None and set(record.get("packs") or {}) - {"base"}:
            from game.content.loader import load_selected

            content = load_selected(list(record["packs"]))
        s = cls(config, content, autosave=False)
        s._track_undo = False
        for a in record["actions"]:
            s.apply(parse_action(a))
        s._track_undo = True
        if check_hash and record.get("hash") and s.hash() != record["hash"]:
            raise ValueError("replayed game does not match the recorded state hash")
        return s

    def write_record(self, path: Path) -> Path:
        """Write :meth:`record` as JSON, atomically (``game.saves.atomic_write``)."""
        return Path(saves.atomic_write(Path(path), json.dumps(self.record(), indent=1)))
