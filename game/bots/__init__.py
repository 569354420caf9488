"""Bots: choose an action from the legal actions (and, optionally, the player's view)."""

from game.bots.heuristic import HeuristicBot
from game.bots.random_bot import RandomBot

__all__ = ["HeuristicBot", "RandomBot"]
