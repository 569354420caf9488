"""Rule modules: The Long Night and its modules plug into the engine's registries here.

One file per rule set (DESIGN.md "Modules as packages"): ``long_night.py`` (the always-on
Long Night rules), ``improvements.py``, ``bandits.py``, ``raxxon.py``, ``scenarios.py``.  A
reader of one file sees every rule of that module with its rule IDs.  Each file:

1. defines its **slice** of the state: one dataclass, held by one attribute of
   :class:`~game.engine.state.State` (``s.ln``, ``s.impr``, ``s.band``, ``s.rax``,
   ``s.scen``; see ``state.MODULE_SLOTS``).  The slice is ``None`` when the module is off,
   so a base game's state, hash and saves keep their shape.  Rules test "is my module on"
   with ``s.band is not None`` — never with the config.
2. calls :func:`register` with a :class:`Module`: its ``name``, ``slot``, when it is
   ``active`` for a config, its ``setup`` (builds the slice after the base setup: decks
   are built, the draft is not dealt yet), its Colony Phase ``colony_steps`` (inserted
   around the base steps of ``colony.COLONY_STEPS``), its ``round_start`` hooks (after the
   crisis is revealed, before the dice are rolled), its ``view`` (what a seat — or the
   shared table, seat None — may see of the slice), its ``invariants`` (readable
   problems, for ``sim`` and the property tests) and the places where it keeps cards
   (``item_places`` / ``survivor_places``, for the card accounting of the invariants).
3. registers everything else with the engine's existing registries, guarded by its slice:
   work-stack frames and decision answers (``base.frame`` / ``base.answer``; a new decision
   kind is added to ``decisions.DecisionKind``), turn actions (:func:`turn_action` below:
   the action model joins the action union, the check refuses with a reason when the
   module is off, the generator yields nothing), effect operations (``effects.op``), vote
   outcomes (``votes.on_vote``), quantities/flags/conditions of the effect language
   (:data:`QUANTITIES`, :data:`FLAGS`, :data:`CONDITIONS`) and hooks (:data:`HOOKS`, the
   hook names and signatures are listed in ``game/engine/registry.py``).  A hook checks
   its own slice: the core calls it in every game.

The registry itself is part of the core (``game.engine.registry``, re-exported here): the
core never imports a module file, so lower layers never import upper ones.  The package
``game.engine`` calls :func:`load_all` after the whole core is loaded, so the module
registrations are always present; a module whose slice is None does nothing.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator
from typing import Any

from game.engine.config import GameConfig
from game.engine.messages import Msg
from game.engine.registry import (
    CONDITIONS,
    FLAGS,
    HOOKS,
    MODULES,
    ORDER,
    QUANTITIES,
    Hook,
    Module,
    active,
    attack_blocked,
    colony_steps,
    has_round_start,
    hook,
    hooks,
    invariants,
    module_in_play,
    register,
    round_start,
    setup_modules,
    views,
)
from game.engine.state import State

# the registry lives in the core (game.engine.registry); the module files reach it here
__all__ = [
    "CONDITIONS", "FLAGS", "HOOKS", "MODULES", "ORDER", "QUANTITIES", "Hook", "Module",
    "active", "attack_blocked", "colony_steps", "has_round_start", "hook", "hooks",
    "invariants", "load_all", "module_in_play", "register", "round_start",
    "scenario_objective", "setup_modules", "turn_action", "views",
]


# --------------------------------------------------------------------------- turn actions
def turn_action(module: str, action_model: type, check_fn: Callable[[State, Any], str | None],
                gen_fn: Callable[[State, int], Iterator[Any]],
                refs: dict[str, Callable[[State, Any, Any], str | None]] | None = None,
                attack: Callable[[Any], str | None] | None = None) -> Callable:
    """Register a module's turn action: ``action_model`` (a pydantic model with a ``type``
    literal, subclass of ``actions._A``, fields typed ``actions.Str`` / ``actions.Int``)
    joins the action union, and the action is refused ("... is not in play") / not
    generated while the module is off.  ``refs`` declares the reference check of each field
    the defaults of ``refs.FIELD_CHECKS`` (survivor, die, entrance...) do not cover, e.g.
    ``{"card": refs.FIELD_CHECKS[("play", "card")]}``.  ``attack`` marks an attack (the
    kind of its target, see ``turn.ATTACKS``): RAX-17 and every other rule of all attacks
    then applies to it without the module asking."""
    from game.engine import actions as A
    from game.engine import refs as R
    from game.engine.turn import turn_action as base_turn_action

    A.register_action(action_model)
    kind = action_model.model_fields["type"].default  # type: ignore[attr-defined]
    for fname, fcheck in (refs or {}).items():
        R.FIELD_CHECKS[(kind, fname)] = fcheck

    def guarded_check(s: State, a: Any) -> str | None:
        m = MODULES.get(module)
        if m is None or getattr(s, m.slot, None) is None:
            return Msg("'{action}' needs {module}, which is not in play", action=a.type,
                       module=module.replace("_", " "))
        return check_fn(s, a)

    def guarded_gen(s: State, seat: int) -> Iterator[Any]:
        m = MODULES.get(module)
        if m is None or getattr(s, m.slot, None) is None:
            return iter(())
        return gen_fn(s, seat)

    name = action_model.model_fields["type"].default  # type: ignore[attr-defined]
    return base_turn_action(name, guarded_check, guarded_gen, attack=attack)


def scenario_objective(content: Any, config: GameConfig) -> str | None:
    """SCEN-01: the stage-1 special objective that replaces the main objective, or None
    outside a scenario.  A scenario whose pack has no stage-1 objective is refused."""
    if config.scenario is None:
        return None
    ids = sorted(k for k, so in content.scenario_objectives.items()
                 if so.scenario == config.scenario and so.stage == 1)
    if not ids or config.scenario not in content.scenarios:
        raise ValueError(f"the {config.scenario} scenario needs its scenario card and special "
                         "objectives in the loaded content packs")
    return ids[0]


@hook("main_objective")
def _scenario_main_objective(s: State) -> str | None:
    return scenario_objective(s.content, s.config)


# every module file, in registration order: a file's turn actions, hooks and frames are
# registered when it is imported (``bandits_actions`` and ``raxxon_zombies`` build on
# ``bandits`` and ``raxxon`` and come right after them)
_FILES = ("long_night", "ln_ops", "improvements", "bandits", "bandits_actions", "raxxon",
          "raxxon_zombies", "scenarios")


def load_all() -> None:
    """Import every module file (registers them).  Called once by the package
    ``game.engine`` after the core is loaded: the core imports no module file."""
    for name in _FILES:
        importlib.import_module(f"game.engine.modules.{name}")
    from game.engine.modules.ln_ops import register_unavailable_module_ops

    register_unavailable_module_ops()
