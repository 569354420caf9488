"""The engine's registry of rule modules and the hook points of the base rules.

The base rules (``board``, ``effects``, ``turn``, ``votes``, ``colony``, ``core``...) know
the Long Night's rule modules (``game/engine/modules``) only through this file and the
other registries of the core (``base.frame`` / ``base.answer``, ``turn.turn_action``,
``effects.op``, ``votes.on_vote``): a module file imports the core and registers itself
here; the core never imports a module file.  ``game.engine.modules`` re-exports every name
of this file for the module files (``M.hook``, ``M.register``, ``M.QUANTITIES``...).

* :class:`Module` / :func:`register`: one rule set, its state slice, setup, Colony Phase
  steps, round-start hooks, view and invariants (see the ``game.engine.modules`` docstring).
* :data:`QUANTITIES`, :data:`FLAGS`, :data:`CONDITIONS`: words of the effect language that
  a module provides (``effects`` asks them for names it does not know itself).
* :data:`HOOKS` / :func:`hook` / :func:`hooks`: named questions and notices inside the base
  rules, each a list of callables called in registration order (listed below).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from game.engine.config import GameConfig
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
    # where the module keeps cards outside the base places: name -> item uids / survivor ids
    # (the card accounting of ``invariants.check_invariants``)
    item_places: Callable[[State], dict[str, list[str]]] | None = None
    survivor_places: Callable[[State], dict[str, list[str]]] | None = None
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
#   "helpless_killed"(s)            after a helpless token died (LN-11 unruly count)
#   "helpless_unruly"(s, n)         n helpless survivors just arrived that the effect marks
#                                    unruly (``helpless_add`` with ``unruly``, LN-11)
#   "modifiers"(s, sv, kind) -> int   extra passive modifier of a Survivor record (IMPR,
#                                    RAX-07)
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
#                                    (SCEN-R-01: Raxxon sealed in stage R1).  Every move,
#                                    placement and relocation asks :func:`move_refused`.
#   "main_objective"(s) -> str | None  the objective that takes the main objective's place
#                                    at setup (SCEN-01: a scenario's stage-1 objective)
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
#   "game_over"(s)                  the game has just ended (END-01): the base game's
#                                    scoring (``end.score``, END-04..06) plugs in here, so
#                                    ``board.end_game`` needs no import of ``end``
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


def move_refused(s: State, to: str) -> str | None:
    """A module's reason no survivor may move to ``to`` now (SCEN-R-01 sealed Raxxon), or
    None."""
    for h in HOOKS.get("move_refused", ()):
        if r := h(s, to):
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


def item_places(s: State) -> dict[str, list[str]]:
    """The active modules' places of item cards (BAND-11: the Hideout's stockpile)."""
    out: dict[str, list[str]] = {}
    for m in active(s):
        if m.item_places is not None:
            out.update(m.item_places(s))
    return out


def survivor_places(s: State) -> dict[str, list[str]]:
    """The active modules' places of survivor cards (SCEN-R-02: set aside)."""
    out: dict[str, list[str]] = {}
    for m in active(s):
        if m.survivor_places is not None:
            out.update(m.survivor_places(s))
    return out


def module_in_play(s: State, module: str | None) -> bool:
    """LN-05: is this module (improvements, bandits, raxxon) in play? None: always."""
    if module is None:
        return True
    slot = {"improvements": "impr", "bandits": "band", "raxxon": "rax"}.get(module, "-")
    return getattr(s, slot, None) is not None
