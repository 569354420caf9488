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
   shared table, seat None — may see of the slice) and its ``invariants`` (readable
   problems, for ``sim`` and the property tests).
3. registers everything else with the engine's existing registries, guarded by its slice:
   work-stack frames and decision answers (``base.frame`` / ``base.answer``; a new decision
   kind is added to ``decisions.DecisionKind``), turn actions (:func:`turn_action` below:
   the action model joins the action union, the check refuses with a reason when the
   module is off, the generator yields nothing), effect operations (``effects.op``), vote
   outcomes (``votes.on_vote``), quantities/flags/conditions of the effect language
   (:data:`QUANTITIES`, :data:`FLAGS`, :data:`CONDITIONS`) and hooks (:data:`HOOKS`).

Importing this package imports every module file (``game.engine.core`` does), so their
registrations are always present; a module whose slice is None does nothing.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from game.engine.config import GameConfig
from game.engine.messages import Msg
from game.engine.state import State

Hook = Callable[..., Any]


@dataclass(frozen=True)
class Module:
    """One rule set.  ``active(config)`` says whether it is in play; ``setup(s)`` returns
    its slice (stored in ``s.<slot>``)."""

    name: str
    slot: str
    active: Callable[[GameConfig], bool]
    setup: Callable[[State], Any]
    # (frame name, "before:<step>" | "after:<step>" | "first" | "last"), in order
    colony_steps: tuple[tuple[str, str], ...] = ()
    round_start: tuple[Callable[[State], None], ...] = ()
    view: Callable[[State, int | None], dict[str, Any]] | None = None
    invariants: Callable[[State], list[str]] | None = None
    rules: tuple[str, ...] = ()  # the rule IDs it implements (documentation, tests)


MODULES: dict[str, Module] = {}
# order in which modules are set up and their steps inserted
ORDER: list[str] = []

# Effect-language words provided by modules: name -> fn(s, quantity|cond, ctx)
QUANTITIES: dict[str, Callable[[State, Any, dict[str, Any]], int]] = {}
FLAGS: dict[str, Callable[[State, dict[str, Any]], bool]] = {}
CONDITIONS: dict[str, Callable[[State, Any, dict[str, Any]], bool]] = {}

# Named hook points inside base rules (each a list of callables, called in order):
#   "headcount"(s) -> int           extra colony headcount (LN-11 unruly weight)
#   "food_due"(s, due) -> int       the food due after modifiers (IMPR)
#   "waste_count"(s, n) -> int      the waste pile count Check Waste uses (IMPR)
#   "zombies_due"(s, lid, n) -> int zombies Add Zombies adds at a location (IMPR, RAX-11)
#   "crisis_target"(s, n) -> int    the crisis target N (IMPR)
#   "zombie_added"(s, lid, e) -> bool  a zombie is about to be added at a full entrance
#                                    (ZOMB-06 traps); True: handled, skip the base rule
#   "helpless_killed"(s)            after helpless tokens died (LN-11 unruly count)
#   "modifiers"(s, sv, kind) -> int   extra passive modifier of a Survivor record (IMPR,
#                                    RAX-07; asked only with improvements or side effects)
#   "search"(s, sid, loc)           a search action starts; frames it pushes run after the
#                                    whole search, before the crossroads check (RAX-05)
#   "overrun"(s, loc)               an entrance of loc is overrun, before its victim is
#                                    chosen (BAND-10)
#   "player_exiled"(s, seat)        after a player is exiled (BAND-15 bandit leader)
#   "pass_first_player"(s) -> bool  before the token passes; True: a vote was pushed and
#                                    will pass (or keep) the token itself (LN-13)
#   "attack_blocked"(s, loc, kind) -> str | None  a reason to refuse an attack at ``loc``
#                                    on a target of ``kind`` ("zombie", "survivor",
#                                    "bandit", "hideout", "special"): RAX-17 special
#                                    zombies first.  Every attack action (``turn_action``
#                                    with ``attack=``) asks it through ``turn.attack_refused``.
#   "noise_zombie"(s, lid) -> bool  a noise token brings a zombie; True: it is not added
#                                    (RAX-11 / NS-42 reduction)
#   "equipment_dropped"(s, lid, cards) -> bool  a dead survivor's items at a location; True:
#                                    taken care of (NS-22: the Hideout's stockpile)
#   "search_refused"(s, sid) -> str | None  a reason the normal search is not allowed
#                                    where the survivor stands (ACT-SEARCH-09 the Hideout)
#   "move_refused"(s, lid) -> str | None  a reason no survivor may move to ``lid`` now
#                                    (SCEN-R-01: Raxxon sealed in stage R1)
#   "objective_met"(s) -> bool      the main objective is met at Colony step 7; True: a
#                                    scenario stage transition runs instead (SCEN-03)
#   "betrayal_pool"(s, ids) -> ids  the shuffled betrayal cards, first one joins the pool
#                                    (SCEN-B-02)
#   "game_start"(s)                 after the draft, before round 1 (SCEN-R-04, SCEN-B-04)
#   "secret_extra"(s, seat, card) -> bool  False: that secret objective is not met
#                                    (SCEN-B-09 morale 0)
#   "zombies_refused"(s, lid) -> str | None  a reason code ("sealed") why no zombie is
#                                    added at ``lid`` now (SCEN-R-01: the sealed lab)
#   "barricade_token"(s) -> bool    False: no barricade token is left to place (the
#                                    Long Night's barricade/trap tokens with
#                                    ``enforce_component_limits``, DISC-24)
HOOKS: dict[str, list[Hook]] = {}


def hook(name: str) -> Callable[[Hook], Hook]:
    def deco(fn: Hook) -> Hook:
        HOOKS.setdefault(name, []).append(fn)
        return fn

    return deco


def hooks(name: str) -> list[Hook]:
    return HOOKS.get(name, [])


def attack_blocked(s: State, loc: str, kind: str) -> str | None:
    """Why an attack at ``loc`` on a target of ``kind`` is not allowed now (RAX-17 /
    BAND-17: a special zombie there must be attacked first), or None.  Bandits and Raxxon
    coordinate through this hook without importing each other."""
    for h in HOOKS.get("attack_blocked", ()):
        if r := h(s, loc, kind):
            return str(r)
    return None


def register(module: Module) -> Module:
    MODULES[module.name] = module
    if module.name not in ORDER:
        ORDER.append(module.name)
    return module


def active(s: State) -> Iterator[Module]:
    """The modules in play in this game (their slice exists), in setup order."""
    for name in ORDER:
        m = MODULES[name]
        if getattr(s, m.slot, None) is not None:
            yield m


def setup_modules(s: State) -> None:
    """Create the slice of every module the config switches on (called by new_game)."""
    for name in ORDER:
        m = MODULES[name]
        if m.active(s.config):
            setattr(s, m.slot, m.setup(s))


def colony_steps(s: State, base: list[str]) -> list[str]:
    """COLONY-01: the base steps with the active modules' steps inserted."""
    steps = list(base)
    for m in active(s):
        for step, where in m.colony_steps:
            if where == "first":
                steps.insert(0, step)
            elif where == "last":
                steps.append(step)
            else:
                rel, _, anchor = where.partition(":")
                i = steps.index(anchor)
                steps.insert(i if rel == "before" else i + 1, step)
    return steps


def has_round_start(s: State) -> bool:
    return any(m.round_start for m in active(s))


def round_start(s: State) -> None:
    """Run the round-start hooks.  A hook may push work-stack frames (decisions); the
    frames of all hooks run in module order, before the action dice are rolled."""
    for m in reversed(list(active(s))):
        for fn in reversed(m.round_start):
            fn(s)


def views(s: State, seat: int | None) -> dict[str, Any]:
    """Each active module's view part, keyed by module name."""
    return {m.name: m.view(s, seat) for m in active(s) if m.view is not None}


def invariants(s: State) -> list[str]:
    out: list[str] = []
    for m in active(s):
        if m.invariants is not None:
            out.extend(f"{m.name}: {p}" for p in m.invariants(s))
    return out


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


def module_in_play(s: State, module: str | None) -> bool:
    """LN-05: is this module (improvements, bandits, raxxon) in play? None: always."""
    if module is None:
        return True
    slot = {"improvements": "impr", "bandits": "band", "raxxon": "rax"}.get(module, "-")
    return getattr(s, slot, None) is not None


_FILES = ("long_night", "ln_ops", "improvements")


def load_all() -> None:
    """Import every module file (registers them).  Called once by game.engine.core."""
    for name in _FILES:
        importlib.import_module(f"game.engine.modules.{name}")
    for extra in ("bandits", "raxxon", "scenarios"):
        try:
            importlib.import_module(f"game.engine.modules.{extra}")
        except ModuleNotFoundError as exc:  # written by other engineers; absent until then
            if exc.name != f"game.engine.modules.{extra}":
                raise
    from game.engine.modules.ln_ops import register_unavailable_module_ops

    register_unavailable_module_ops()
