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
must show, never be papered over.  Undo is out of scope.
"""

from __future__ import annotations

import json
from collections.abc import Callable
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
from game.session.worker import BotError, BotThinker, SaveWriter, choose

__all__ = ["BotError", "Session", "default_save_name"]

RECORD_FORMAT = "winter-colony-session/1"


def _dump(action: Any) -> dict[str, Any]:
    return action.model_dump(mode="json")


def _load_content() -> Any:
    from game.content.loader import load_base

    return load_base()


def default_save_name(config: GameConfig, when: datetime | None = None) -> str:
    when = when or datetime.now()
    names = "-".join(s.name for s in config.seats)
    return f"{when:%Y-%m-%d_%H%M%S}_{names}"


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


class Session:
    log: list[dict[str, Any]]
    listeners: list[Callable[[list[Any]], None]]
    autosave_enabled: bool
    save_path: Path | None
    gamelog: Any
    _auto: Any
    _writer: SaveWriter | None
    _bots: dict[int, Any]

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
        self.bot_budget = 0.5  # the hard bot's search time per decision (a client setting)
        self.gamelog = _loaded.log if _loaded is not None else saves.GameLog.start(
            self.state, created=datetime.now(UTC).isoformat(timespec="seconds"))
        if autosave:
            self.save_path = save_path or saves.save_path(default_save_name(config))
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
        events = apply(self.state, action)
        self.log.append(_dump(action))
        self.events.extend(events)
        if not _replay:
            if self._writer is not None:
                self._writer.append(action, self.gamelog.record(action, self.state))
            elif self._auto is not None:
                self._append_autosave(action)
            else:
                self.gamelog.record(action, self.state)
            for fn in list(self.listeners):
                fn(events)
        return events

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
                self._writer = SaveWriter(self.save_path, self.gamelog, resume=resume)
            elif resume:
                self._auto = saves.Autosave.resume(self.save_path, self.gamelog)
            else:
                self._auto = saves.Autosave.create(self.save_path, self.gamelog)
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
        it is in an older format or its last line has no line end.
        A JSON session record loads too.  Raises ``game.saves.SaveError`` (e.g.
        ``WrongContent`` when a pack it was played with is missing) with a one-line
        message for players."""
        path = Path(path)
        if path.suffix == ".json":
            return cls.from_record(_read_record(path))
        game = saves.load(path, keep_events=True)
        return cls(game.config, game.content, autosave=autosave, save_path=path,
                   background_saves=background_saves, _loaded=game)

    def close(self) -> None:
        """Stop the bots' thread; write what the writer thread still holds and close the
        file (an error that remains stays in ``last_save_error``)."""
        self._thinker.close()
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
        for a in record["actions"]:
            s.apply(parse_action(a))
        if check_hash and record.get("hash") and s.hash() != record["hash"]:
            raise ValueError("replayed game does not match the recorded state hash")
        return s

    def write_record(self, path: Path) -> Path:
        """Write :meth:`record` as JSON, atomically (``game.saves.atomic_write``)."""
        return Path(saves.atomic_write(Path(path), json.dumps(self.record(), indent=1)))
