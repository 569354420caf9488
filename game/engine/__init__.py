"""Pure rules engine for Winter Colony (see docs/ENGINE_API.md).

No pygame, no files, no clock, no global random: chance comes from the seeded RNG in the
state; the outside world talks to the engine only through actions, events and views.

The core (every file here but ``modules/``) imports no rule module; the Long Night's rule
modules (``game.engine.modules``) build on the core and register themselves into its
registries (``game.engine.registry`` and the others): they are loaded last, below."""

from game.engine.actions import Action, parse_action
from game.engine.base import IllegalAction
from game.engine.config import GameConfig, RulesOptions, Seat
from game.engine.core import apply, decision, legal_actions, new_game, setup_events
from game.engine.decisions import DECISION_KINDS, Decision, Option
from game.engine.determinize import sample_hidden
from game.engine.events import Event
from game.engine.state import State
from game.engine.views import player_view, public_view, redact, state_hash

__all__ = [
    "DECISION_KINDS", "Action", "Decision", "Event", "Option", "GameConfig", "IllegalAction", "RulesOptions", "Seat", "State",
    "apply", "decision", "legal_actions", "new_game", "parse_action", "player_view",
    "public_view", "redact", "sample_hidden", "setup_events", "state_hash",
]

# the rule modules register themselves (after the whole core: their turn actions follow the
# base game's in the menu, their hooks find the core's registries)
from game.engine import modules as _modules  # noqa: E402, I001

_modules.load_all()
