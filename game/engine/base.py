"""The engine's machinery: registries, the work stack, decisions and event emission.

Rules live in the modules that register *frame* handlers (steps of the work stack) and
*answer* handlers (what happens when a decision is answered).  Modules, cards and variants
plug in by registering more handlers — there is no if-chain over kinds in the core.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine.events import make
from game.engine.state import State

Frame = dict[str, Any]
FRAMES: dict[str, Callable[[State, Frame], None]] = {}
ANSWERS: dict[str, Callable[[State, dict[str, Any], str], None]] = {}

# Decisions that are always put to the player even with a single option.
NO_AUTO = frozenset({"ballot", "turn", "draft", "search_more", "crossroads", "request"})


class IllegalAction(Exception):
    """An action the rules do not allow now; ``reason`` is readable by a player."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def frame(kind: str) -> Callable:
    def deco(fn: Callable[[State, Frame], None]) -> Callable[[State, Frame], None]:
        FRAMES[kind] = fn
        return fn

    return deco


def answer(kind: str) -> Callable:
    def deco(fn: Callable[[State, dict[str, Any], str], None]) -> Callable:
        ANSWERS[kind] = fn
        return fn

    return deco


def push(s: State, kind: str, **data: Any) -> None:
    data["k"] = kind
    s.stack.append(data)


def push_seq(s: State, frames: list[Frame]) -> None:
    """Push frames so that they run in the given order."""
    for f in reversed(frames):
        s.stack.append(f)


def emit(s: State, type_: str, data: dict[str, Any] | None = None, *,
         to: tuple[int, ...] | None = None, secret: dict[str, Any] | None = None) -> None:
    s.events.append(make(type_, data, to=to, secret=secret))


def opt(key: str, label: str, enabled: bool = True, reason: str | None = None) -> dict:
    return {"key": key, "label": label, "enabled": enabled, "reason": reason}


def ask(s: State, kind: str, player: int, prompt: str, options: list[dict[str, Any]],
        info: dict[str, Any] | None = None, **ctx: Any) -> None:
    """Suspend the work stack on a decision.  A decision with a single enabled option is
    answered at once (nothing to decide), except for the kinds in NO_AUTO.  ``info`` is what
    the decision is about, shown to the decider (card id, purpose, question...); ``ctx`` is
    engine-internal and never shown."""
    enabled = [o for o in options if o["enabled"]]
    pending = {"kind": kind, "player": player, "prompt": prompt, "options": options,
               "info": info or {}, "ctx": ctx}
    if len(enabled) == 1 and kind not in NO_AUTO:
        ANSWERS[kind](s, pending, enabled[0]["key"])
        return
    if not enabled and kind not in ("turn", "draft"):
        raise RuntimeError(f"decision {kind} has no enabled option")
    s.pending = pending


def run(s: State) -> None:
    """Process the work stack until a decision is pending or the game is over."""
    while s.pending is None and s.stack and not s.over:
        f = s.stack.pop()
        FRAMES[f["k"]](s, f)
