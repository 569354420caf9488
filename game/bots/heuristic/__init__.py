"""A heuristic bot that plays like a sensible, cooperative-minded player.

Interface: ``HeuristicBot(seed, content=None).choose(legal_actions, view)`` -> one of
``legal_actions``.  ``view`` is the deciding seat's ``player_view(state, seat)``; the bot decides
ONLY from that view, the legal actions and the public card database (``Content``: card types,
effects, location deck compositions -- never the shuffled decks).  It ignores the crossroads card
its seat may hold as drawer (``me.held_crossroads``).  Without a view it falls back to a safe
uniform choice.  Chance comes from its own ``random.Random`` (tie-breaks, a betrayer's
occasional sabotage), so a bot with the same seed fed the same views makes the same choices.

How it decides: every legal action gets a score in "morale points" (1.0 = one morale), computed
from a per-decision summary of the view (threat at every entrance, food due, crisis need, the
main objective's unmet goals, card values); the best action wins and ``end_turn`` scores 0, so
the turn ends when nothing useful is left.  Main ideas:

* zombies: the absorbing room of an entrance is free spaces + 2 x barricades (a barricade stops
  one zombie and frees its space); an entrance that will overflow in the coming Colony Phase is
  worth about 1.6 morale (a dead survivor), less the further away the overflow is.  Barricades
  cost no exposure roll, so they come before kills; kills pay the expected exposure cost.
* the crisis: matching cards until contributions reach the target + 1; never a mismatch.
* food: food cards are played when the colony is short of the next Pay Food need.
* waste: cleaned when it nears a multiple of 10 (every full 10 costs 1 morale each round).
* survivors leave the colony to search good decks (fewer mouths, fewer colony zombies) and
  come back (or barricade) when their location is about to be overrun.
* a secret betrayal objective makes the bot contribute fewer cards, sometimes a wrong one, and
  lean its choices toward its goal, while still doing most of the ordinary work.
"""

from game.bots.heuristic.bot import EasyBot, HeuristicBot

__all__ = ["EasyBot", "HeuristicBot"]
