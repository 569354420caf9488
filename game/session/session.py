"""A running game: engine state, action log, autosave and bots.

The session is the only place that holds the full (unredacted) state; the client asks it
for *views* (``public()`` for the shared table, ``view(seat)`` behind a hand-off) and for
events redacted for a viewer.  Every action goes through :meth:`Session.apply`, which logs
it and autosaves (through ``game.saves`` when that package exists; otherwise the log stays
in memory and :meth:`record` / :meth:`from_record` give a JSON-able round trip).

Bots: ``game.bots`` when present; otherwise a seeded uniform choice among
``legal_actions`` made here (never inside the engine).  Undo is out of scope.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.engine import (
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

RECORD_FORMAT = "winter-colony-session/1"


def _dump(action: Any) -> dict[str, Any]:
    return action.model_dump(mode="json")


def _load_content(pack_ids: list[str] | None = None) -> Any:
    from game.content.loader import load_base

    return load_base()


class Session:
    def __init__(self, config: GameConfig, content: Any = None, save_path: Path | None = None,
                 autosave: bool = True) -> None:
        self.config = config
        self.content = content if content is not None else _load_content()
        self.state = new_game(config, self.content)
        self.events: list[Any] = list(setup_events(self.state))
        self.log: list[dict[str, Any]] = []
        self.bot_rng = random.Random(f"bots:{config.seed}")
        self.listeners: list[Callable[[list[Any]], None]] = []
        self.save_path = save_path
        self.autosave_enabled = autosave
        self.last_save_error: str | None = None
        self._saver: Any = _saver()
        self._bots: dict[int, Any] = {}
        self._save_handle: Any = None
        if self.autosave_enabled:
            self.autosave()

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

    def decision(self) -> dict[str, Any] | None:
        return decision(self.state)

    def legal(self) -> list[Any]:
        return legal_actions(self.state)

    def is_bot(self, seat: int) -> bool:
        return self.config.seats[seat].bot

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

    def redacted(self, events: list[Any], viewer: int | None) -> list[Any]:
        out = []
        for e in events:
            r = redact(e, viewer)
            if r is not None:
                out.append(r)
        return out

    # ------------------------------------------------------------------ changes
    def apply(self, action: Any) -> list[Any]:
        """Apply one action (raises IllegalAction, state unchanged), log, autosave."""
        if isinstance(action, dict):
            action = parse_action(action)
        events = apply(self.state, action)
        self.log.append(_dump(action))
        self.events.extend(events)
        if self.autosave_enabled:
            self.autosave(action)
        for fn in list(self.listeners):
            fn(events)
        return events

    def bot_action(self) -> Any:
        seat = self.to_move()
        if seat is None:
            raise RuntimeError("nobody is to move")
        legal = self.legal()
        if not legal:
            raise RuntimeError("no legal action")
        bot = self._bot(seat)
        if bot is not None:
            try:
                return bot(self.view(seat), legal)
            except Exception:  # a broken bot must not stop the table
                pass
        return self.bot_rng.choice(legal)

    def step_bot(self) -> list[Any]:
        return self.apply(self.bot_action())

    def _bot(self, seat: int) -> Callable[[dict, list], Any] | None:
        if seat in self._bots:
            return self._bots[seat]
        fn = None
        try:
            mod = importlib.import_module("game.bots")
        except ImportError:
            mod = None
        if mod is not None:
            make = getattr(mod, "make_bot", None)
            choose = getattr(mod, "choose", None)
            if callable(make):
                try:
                    b = make("random", seed=self.config.seed * 31 + seat)
                    fn = (lambda v, legal, b=b: b.choose(v, legal)) if hasattr(b, "choose") \
                        else b
                except Exception:
                    fn = None
            elif callable(choose):
                rng = random.Random(self.config.seed * 31 + seat)
                fn = lambda v, legal, rng=rng: choose(v, legal, rng)  # noqa: E731
        self._bots[seat] = fn
        return fn

    # ------------------------------------------------------------------ records & saves
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
        s = cls(config, content, autosave=False)
        for a in record["actions"]:
            s.apply(parse_action(a))
        if check_hash and record.get("hash") and s.hash() != record["hash"]:
            raise ValueError("replayed game does not match the recorded state hash")
        return s

    def write_record(self, path: Path) -> Path:
        """Write :meth:`record` as JSON, atomically (temp file, fsync, rename)."""
        import json
        import os
        import tempfile

        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        data = json.dumps(self.record(), indent=1).encode("utf-8")
        fd, tmp = tempfile.mkstemp(prefix=".session-", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(data)
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp, path)
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise
        return path

    @classmethod
    def load(cls, path: Path) -> Session:
        """Open a save file: through ``game.saves`` when it offers ``load_session``;
        otherwise a JSON session record written by :meth:`write_record`."""
        try:
            mod = importlib.import_module("game.saves")
        except ImportError:
            mod = None
        fn = getattr(mod, "load_session", None) if mod is not None else None
        if callable(fn):
            loaded = fn(path)
            if isinstance(loaded, Session):
                return loaded
            return cls.from_record(loaded)
        import json

        record = json.loads(Path(path).read_text(encoding="utf-8"))
        return cls.from_record(record)

    def autosave(self, action: Any = None) -> None:
        saver = self._saver
        if saver is None:
            return
        try:
            saver(self, action)
            self.last_save_error = None
        except Exception as exc:  # never lose the running game because a save failed
            self.last_save_error = str(exc)

    def close(self) -> None:
        h = self._save_handle
        if h is not None and hasattr(h, "close"):
            try:
                h.close()
            except Exception:
                pass


def _saver() -> Callable[[Session, Any], None] | None:
    """An autosave function from game.saves, if that package offers one."""
    try:
        mod = importlib.import_module("game.saves")
    except ImportError:
        return None
    fn = getattr(mod, "autosave_session", None)
    if callable(fn):
        return fn
    return None
