"""A save opened as a replay (issue 11): read-only, any point of the game on demand.

The file is loaded and verified once (``game.saves.load``, events kept); the state after
every :data:`EVERY` actions is kept as a copy, so the state after any number of actions is
the nearest copy plus at most ``EVERY - 1`` actions.  Nothing here writes anything.

What a frame shows: the shared table (``public_view``) and the log as the shared table saw
it (events redacted for nobody) -- until the game is over.  Once the whole game is over the
replay may *reveal* everything as it was at that point: every hand, secret objective and
the events' private parts (draws, ballots) -- never before, since the replay of a game
still running would show its players each other's secrets.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import saves
from game.engine import apply, new_game, public_view, redact, setup_events, state_hash
from game.engine.state import State

EVERY = 25


class ReplayError(ValueError):
    """A point that is not in the game (``reason`` says why)."""


@dataclass(frozen=True)
class Mark:
    """Where an action stands in the game: the round, the turn counter and whose turn."""

    index: int  # actions applied before it (0: the setup)
    round: int
    turn: int
    active: int
    phase: str


class Replay:
    def __init__(self, game: saves.LoadedGame) -> None:
        self.game = game
        self.path = game.path
        self.config = game.config
        self.content = game.content
        self.actions = list(game.log.actions)
        self.names = [s.name for s in game.config.seats]
        state = new_game(self.config, self.content)
        self._keep = {id(self.content): self.content, id(self.config): self.config}
        self.events: list[Any] = list(setup_events(state))
        self.event_count = [len(self.events)]  # events up to (and with) action i
        self._copies: dict[int, State] = {0: copy.deepcopy(state, dict(self._keep))}
        self.marks = [self._mark(0, state)]
        for i, a in enumerate(self.actions, start=1):
            self.events.extend(apply(state, a))
            self.event_count.append(len(self.events))
            self.marks.append(self._mark(i, state))
            if i % EVERY == 0:
                self._copies[i] = copy.deepcopy(state, dict(self._keep))
        self.final = state
        self.final_hash = state_hash(state)
        self._at = (len(self.actions), state)

    @classmethod
    def open(cls, path: Path | str) -> Replay:
        """Load and verify a save for replaying (raises ``SaveError``; a torn last line
        is left out, as when continuing the game)."""
        try:
            game = saves.load(path, keep_events=False)
        except saves.TruncatedSave as torn:
            if torn.line == 1:
                raise
            game = saves.load(path, salvage=True)
            if not isinstance(game.salvaged, saves.TruncatedSave):
                raise (game.salvaged or torn) from None
        return cls(game)

    @staticmethod
    def _mark(i: int, s: State) -> Mark:
        return Mark(i, s.round, s.turn_no, s.active, s.phase)

    # ------------------------------------------------------------------ positions
    @property
    def length(self) -> int:
        """The number of actions (the last point is ``length``)."""
        return len(self.actions)

    @property
    def over(self) -> bool:
        """The whole game is over (only then may a replay reveal everything)."""
        return bool(self.final.over)

    def check(self, n: int) -> int:
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise ReplayError(f"{n!r} is not a number of actions (0 or more)")
        if n > self.length:
            raise ReplayError(f"the game has only {self.length} actions, so there is no "
                              f"point after {n}")
        return n

    def state_at(self, n: int) -> State:
        """The game after its first ``n`` actions (a state of the replay's own: do not
        change it)."""
        n = self.check(n)
        if n == self.length:
            return self.final
        at, state = self._at
        if at == n:
            return state
        if at < n and at // EVERY == n // EVERY and state is not self.final:
            start, s = at, state  # a few steps on from where we are
        else:
            start = (n // EVERY) * EVERY
            s = copy.deepcopy(self._copies[start], dict(self._keep))
        for a in self.actions[start:n]:
            apply(s, a)
        self._at = (n, s)
        return s

    def hash_at(self, n: int) -> str:
        return self.final_hash if n == self.length else state_hash(self.state_at(n))

    def events_to(self, n: int) -> list[Any]:
        return self.events[:self.event_count[self.check(n)]]

    def turn_starts(self) -> list[int]:
        """The points where a turn (or a phase) begins: step back / forward by turn."""
        out = [0]
        for prev, m in zip(self.marks, self.marks[1:], strict=False):
            if (m.turn, m.phase, m.round) != (prev.turn, prev.phase, prev.round):
                out.append(m.index)
        return out

    def round_starts(self) -> list[int]:
        out = [0]
        for prev, m in zip(self.marks, self.marks[1:], strict=False):
            if m.round != prev.round:
                out.append(m.index)
        return out

    # ------------------------------------------------------------------ frames
    def frame(self, n: int, reveal: bool = False) -> dict[str, Any]:
        """What the replay shows after ``n`` actions: the shared table and its log; with
        ``reveal`` (only once the game is over) every hand and secret objective too and the
        events unredacted."""
        if reveal and not self.over:
            raise ReplayError("everything can be revealed only once the game is over")
        s = self.state_at(n)
        events = self.events_to(n)
        out: dict[str, Any] = {
            "index": n, "public": public_view(s),
            "events": events if reveal else [redact(e, None) for e in events],
        }
        if reveal:
            out["hands"] = {p.seat: list(p.hand) for p in s.players}
            out["secrets"] = {p.seat: p.secret for p in s.players}
        return out
