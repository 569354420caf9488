"""The one seam between the table and "a game" (issue 23 item 6).

The table (``game.client.scenes.table``, its turn driver and panels) talks to a game only
through :class:`GameLike`.  Two classes have that shape: the local
:class:`game.session.session.Session` (the engine's state, bots, the autosave, here) and
the network client's :class:`game.net.remote.RemoteGame` (what a host sent one seat).  The
table never asks which one it has; what differs is said by the game itself:

- ``plays_here(seat)``: whether this computer decides for ``seat`` (a local game: every
  seat -- bots think here, humans take the mouse; a remote game: only its own seat);
- ``pump()``: called every frame by the app (``App.step``, whatever scene is on top): a
  game hosted here handles what its connections sent (``game.net.localhost``); the others
  do nothing;
- ``incoming()``: the next change made elsewhere, as a list of at most one batch (events,
  the public view before them, this computer's view before them, or None); a local game
  has none;
- ``waiting_for()``: what the table says while the game waits on another computer (a Msg,
  e.g. "waiting for Ana (disconnected)"), else None;
- ``saves_here``: whether this computer keeps the game's save (Save as, Load, Play again,
  the replay).
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class GameLike(Protocol):
    config: Any
    content: Any
    events: list[Any]  # every event so far, as this computer may see them
    log: list[Any]  # one entry per action played (the table reads its length)
    state: Any  # the engine's state (None when it is elsewhere)
    save_path: Any
    notice: str | None
    saves_here: bool
    bot_budget: float

    @property
    def n(self) -> int: ...

    @property
    def names(self) -> list[str]: ...

    @property
    def over(self) -> bool: ...

    def is_bot(self, seat: int) -> bool: ...

    def bot_kind(self, seat: int) -> str | None: ...

    def plays_here(self, seat: int) -> bool: ...

    def decision(self) -> Any: ...

    def to_move(self) -> int | None: ...

    def legal(self) -> list[Any]: ...

    def public(self) -> dict[str, Any]: ...

    def view(self, seat: int) -> dict[str, Any]: ...

    def redacted(self, events: list[Any], viewer: int | None) -> list[Any]: ...

    def apply(self, action: Any) -> list[Any]: ...

    def pump(self) -> None: ...

    def incoming(self) -> list[tuple[list[Any], dict[str, Any], dict[str, Any] | None]]: ...

    def waiting_for(self) -> Any: ...

    def can_undo(self) -> bool: ...

    def undo_reason(self) -> str | None: ...

    def undo(self) -> None: ...

    def think(self) -> bool: ...

    def thought(self, wait: bool = False) -> Any: ...

    @property
    def last_save_error(self) -> str | None: ...

    @property
    def save_failures(self) -> int: ...

    def autosave(self) -> None: ...

    def close(self) -> None: ...


class LocalSeam:
    """The seam's answers for a game decided wholly at this computer (the local session,
    the replay's read-only game): every seat plays here, nothing comes in, nothing is
    waited for."""

    def plays_here(self, seat: int) -> bool:
        return True

    def pump(self) -> None:
        return None

    def incoming(self) -> list[Any]:
        return []

    def waiting_for(self) -> None:
        return None
