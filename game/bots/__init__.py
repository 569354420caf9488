"""Bots: choose an action from the legal actions (and, optionally, the player's view).

``make_bot(kind, seed, content)`` builds the bot a seat names (``Seat.bot_kind``); every bot
answers ``choose(legal_actions, view) -> action``.
"""

from __future__ import annotations

from typing import Any

from game.bots.heuristic import EasyBot, HeuristicBot
from game.bots.random_bot import RandomBot

# kinds a seat (or a balance run) may name; "heuristic" is the old name of "normal"
BOT_KINDS = ("easy", "normal", "random", "heuristic")
ALIASES = {"heuristic": "normal"}
# kinds for tests and balance runs only: a seat that puts a wrong card into every crisis
TEST_KINDS = ("saboteur",)


def canonical(kind: str) -> str:
    return ALIASES.get(kind, kind)


def make_bot(kind: str, seed: int | str, content: Any = None) -> Any:
    """The bot for a seat of this kind (seeded; deciding from the seat's view only)."""
    k = canonical(kind)
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
