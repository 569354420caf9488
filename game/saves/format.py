"""The save file format (version 1): JSON Lines, one game per file.

Line 1 is the :class:`Header`.  Then, in order, one line per action ``{"a": {...}}`` and,
after every :data:`CHECKPOINT_EVERY` actions (and at the end of a complete save), a
checkpoint ``{"checkpoint": n, "hash": "<state_hash after n actions>"}``; checkpoints may
also carry ``round``, ``morale`` and ``over`` so a save list can show them without replaying.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from game.content.pack import Content
from game.engine import GameConfig, Seat, State, state_hash
from game.engine.actions import Action
from game.engine.rng import ALGORITHM
from game.version import __version__

FORMAT_VERSION = 1
RULES_VERSION = "base-2"
CHECKPOINT_EVERY = 50

_HEX64 = r"^[0-9a-f]{64}$"


class RngInfo(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    algorithm: str
    seed: int


class Header(BaseModel):
    """Line 1 of a save file."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    format: int
    app_version: str
    rules_version: str
    packs: dict[str, str]  # pack id -> sha256 of the pack's files (Content.hashes)
    rng: RngInfo
    config: dict[str, Any]  # GameConfig.model_dump(mode="json")
    seats: list[Seat]
    created: str  # ISO 8601, given by the caller (the engine has no clock)
    main_objective: str | None = None  # drawn at setup (for save lists only)

    def game_config(self) -> GameConfig:
        return GameConfig.model_validate(self.config)


class ActionLine(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    a: Action


class CheckpointLine(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    checkpoint: int = Field(ge=0)
    hash: str = Field(pattern=_HEX64)
    round: int | None = None
    morale: int | None = None
    over: bool | None = None


def make_header(config: GameConfig, content: Content, created: str,
                main_objective: str | None = None) -> Header:
    """The header of a new game.  ``created`` is an ISO 8601 time chosen by the caller."""
    return Header(
        format=FORMAT_VERSION, app_version=__version__, rules_version=RULES_VERSION,
        packs=dict(content.hashes), rng=RngInfo(algorithm=ALGORITHM, seed=config.seed),
        config=config.model_dump(mode="json"), seats=list(config.seats), created=created,
        main_objective=main_objective if main_objective is not None
        else config.main_objective)


def dumps(obj: Any) -> str:
    """One compact JSON line (no newline)."""
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False, sort_keys=False)


def action_dict(action: Any) -> dict[str, Any]:
    """An action as saved: JSON types, ``None`` fields left out."""
    if isinstance(action, dict):
        return action
    data: dict[str, Any] = action.model_dump(mode="json", exclude_none=True)
    return {"type": data.pop("type"), **data}


def header_line(header: Header) -> str:
    return dumps(header.model_dump(mode="json", exclude_none=True))


def action_line(action: Any) -> str:
    return dumps({"a": action_dict(action)})


def checkpoint_line(index: int, digest: str, state: State | None = None) -> str:
    data: dict[str, Any] = {"checkpoint": index, "hash": digest}
    if state is not None:
        data.update(round=state.round, morale=state.morale, over=state.over)
    return dumps(data)


@dataclass
class Checkpoint:
    index: int  # number of actions applied before it
    hash: str
    round: int | None = None
    morale: int | None = None
    over: bool | None = None


@dataclass
class GameLog:
    """A game as it is saved: the header, the actions and the checkpoints.

    ``record(action, state)`` after every successful ``apply`` keeps the checkpoints."""

    header: Header
    actions: list[Any] = field(default_factory=list)
    checkpoints: list[Checkpoint] = field(default_factory=list)

    @classmethod
    def start(cls, state: State, created: str) -> GameLog:
        """A log for a game just made by ``new_game`` (nothing applied yet)."""
        return cls(make_header(state.config, state.content, created, state.main_objective))

    def record(self, action: Any, state: State) -> Checkpoint | None:
        """Append an action that was just applied to ``state``; returns the checkpoint
        taken when one is due."""
        self.actions.append(action)
        n = len(self.actions)
        if n % CHECKPOINT_EVERY == 0:
            cp = Checkpoint(n, state_hash(state), state.round, state.morale, state.over)
            self.checkpoints.append(cp)
            return cp
        return None

    def lines(self, final: State | None = None) -> Iterator[str]:
        """Every line of the file (without newlines).  With ``final`` (the state after the
        last action) the file ends with a checkpoint of the final hash."""
        yield header_line(self.header)
        cps = {cp.index: cp for cp in self.checkpoints}
        for i, a in enumerate(self.actions, start=1):
            yield action_line(a)
            if i in cps and not (final is not None and i == len(self.actions)):
                yield cp_line(cps[i])
        if final is not None:
            n = len(self.actions)
            yield checkpoint_line(n, state_hash(final), final)

    def text(self, final: State | None = None) -> str:
        return "".join(line + "\n" for line in self.lines(final))


def cp_line(cp: Checkpoint) -> str:
    data: dict[str, Any] = {"checkpoint": cp.index, "hash": cp.hash}
    for k in ("round", "morale", "over"):
        v = getattr(cp, k)
        if v is not None:
            data[k] = v
    return dumps(data)
