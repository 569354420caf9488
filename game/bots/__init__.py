"""Bots: choose an action from the legal actions (and, optionally, the player's view).

``make_bot(kind, seed, content)`` builds the bot a seat names (``Seat.bot_kind``); every bot
answers ``choose(legal_actions, view) -> action``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.bots.heuristic import EasyBot, HeuristicBot
from game.bots.random_bot import RandomBot

# kinds a seat (or a balance run) may name; "heuristic" is the old name of "normal"
BOT_KINDS = ("easy", "normal", "hard", "random", "heuristic")
ALIASES = {"heuristic": "normal"}
# kinds for tests and balance runs only: a seat that puts a wrong card into every crisis
TEST_KINDS = ("saboteur",)


def canonical(kind: str) -> str:
    return ALIASES.get(kind, kind)


def make_bot(kind: str, seed: int | str, content: Any = None, *,
             state_source: Callable[[], Any] | None = None,
             budget: float | None = None, samples: int | None = None) -> Any:
    """The bot for a seat of this kind (seeded; deciding from the seat's view only --
    the hard bot also samples hidden information consistent with that view from the live
    state ``state_source()``; ``budget`` is its time per decision that matters, or
    ``samples`` a fixed number of samples: deterministic)."""
    k = canonical(kind)
    if k == "hard":
        from game.bots.hard import DEFAULT_BUDGET, HardBot

        return HardBot(seed, content, state_source=state_source,
                       budget=DEFAULT_BUDGET if budget is None else budget, samples=samples)
    if k == "random":
        return RandomBot(seed)
    if k == "easy":
        return EasyBot(seed, content)
    if k == "normal":
        return HeuristicBot(seed, content)
    if k == "saboteur":
        return HeuristicBot(seed, content, saboteur=True)
    raise ValueError(f"unknown bot kind {kind!r} (choose from {', '.join(BOT_KINDS)})")


__all__ = ["BOT_KINDS", "EasyBot", "HeuristicBot", "RandomBot", "TEST_KINDS", "canonical", "make_bot"]
