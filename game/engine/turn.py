"""The player turn (ROUND-10..13) and the turn-action registry (ACT-*).

Each action type registers a checker (returns a reason when illegal), an executor and an
enumerator of its legal instances.  ``apply`` validates through the checker before touching
the state, so an illegal action never changes anything.

This file holds the registry, the turn flow and the checks every action shares; the actions
themselves live in ``turn_board`` (move, attack, search, barricade, clean waste, attract),
``turn_cards`` (abilities, cards, equipment, contribute, spend food, request, hand off) and
``turn_exile`` (the exile vote, end the turn).  ``game.engine.core`` imports them in menu
order: the order of ``TURN_ACTIONS`` is the order ``legal_actions`` lists them in, and the
rule modules' actions (registered later) follow them."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from game.engine import board as B
from game.engine import crossroads as X
from game.engine.base import ask, emit, frame, push
from game.engine.effects import modifiers
from game.engine.messages import Msg
from game.engine.state import COLONY, State


@dataclass(frozen=True)
class TurnAction:
    check: Callable[[State, Any], str | None]
    do: Callable[[State, Any], None]
    gen: Callable[[State, int], Iterator[Any]]


TURN_ACTIONS: dict[str, TurnAction] = {}
# The attacks among them: action type -> the kind of target an action attacks ("zombie",
# "survivor", "bandit", "hideout", "special"; None: that one is no attack, e.g. a search of
# the Hideout).  Registered with ``turn_action(..., attack=...)``.
ATTACKS: dict[str, Callable[[Any], str | None]] = {}


def turn_action(name: str, check_fn: Callable, gen_fn: Callable,
                attack: Callable[[Any], str | None] | None = None) -> Callable:
    """Register a turn action.  ``attack`` marks it as an attack (its target's kind): its
    check and its legal instances then go through :func:`attack_refused`, the rule every
    attack obeys, whichever module adds the attack."""
    def deco(do_fn: Callable) -> Callable:
        check, gen = check_fn, gen_fn
        if attack is not None:
            ATTACKS[name] = attack
            check, gen = _as_attack(check_fn, gen_fn, attack)
        TURN_ACTIONS[name] = TurnAction(check, do_fn, gen)
        return do_fn

    return deco


def attack_refused(s: State, sid: str, kind: str | None) -> str | None:
    """Why survivor ``sid`` may not attack a target of ``kind`` now, whatever the attack
    (RAX-17, ACT-ATTACK-04, BAND-17: a special zombie at its location must be attacked
    first; the modules answer through ``registry.attack_blocked``)."""
    if kind is None or sid not in s.survivors:
        return None
    from game.engine.registry import attack_blocked

    return attack_blocked(s, s.survivors[sid].loc, kind)


def _as_attack(check_fn: Callable, gen_fn: Callable,
               kind_of: Callable[[Any], str | None]) -> tuple[Callable, Callable]:
    def check(s: State, a: Any) -> str | None:
        return check_fn(s, a) or attack_refused(s, a.survivor, kind_of(a))

    def gen(s: State, seat: int) -> Iterator[Any]:
        for a in gen_fn(s, seat):
            if attack_refused(s, a.survivor, kind_of(a)) is None:
                yield a

    return check, gen


# ============================================================================ turn flow
@frame("turn_begin")
def _turn_begin(s: State, f: dict) -> None:
    """ROUND-10, XROADS-01, EXPO-07 (NS-26: crossroads draw first, then frostbite)."""
    order: list[int] = f["order"]
    if not order:
        push(s, "colony_phase")
        return
    seat = order[0]
    p = s.players[seat]
    push(s, "turn_begin", order=order[1:])
    if p.eliminated:
        return
    s.active = seat
    s.turn_no += 1
    p.exile_vote_called = False
    emit(s, "TurnStarted", {"player": seat, "round": s.round})
    X.draw(s, seat)
    push(s, "turn_menu")
    push(s, "xroads_check")
    s.tags = [{"on": "turn_start", "at": None}]
    for sid in list(p.survivors):
        sv = s.survivors.get(sid)
        if sv is not None and sv.frost > 0:
            emit(s, "FrostbiteHurt", {"survivor": sid})
            B.wound(s, sid, "wound", "frostbite")


@frame("turn_menu")
def _turn_menu(s: State, f: dict) -> None:
    p = s.players[s.active]
    if p.eliminated:
        _end_turn(s)
        return
    ask(s, "turn", s.active, Msg("{player}'s turn", player=p.name), [])


def _end_turn(s: State) -> None:
    X.end_of_turn(s)
    emit(s, "TurnEnded", {"player": s.active})


def after_action(s: State, tag: dict | None) -> None:
    """Queue the crossroads check (XROADS-04) and the turn menu after an action."""
    push(s, "turn_menu")
    push(s, "xroads_check")
    if tag is not None:
        s.tags.append(tag)


# ============================================================================ common checks
def _own_survivor(s: State, a: Any) -> str | None:
    sv = s.survivors.get(a.survivor)
    if sv is None:
        return "that survivor is not in play"
    if sv.owner != a.actor:
        return "you don't control that survivor"
    return None


# ACT-ABIL: why a once-per-turn / once-per-round ability cannot be used again
_USED_ABILITY = {"once_per_turn": "this ability was already used once per turn",
                 "once_per_round": "this ability was already used once per round",
                 "unlimited": "this ability was already used"}
_USED_ITEM = {"once_per_turn": "this item was already used once per turn",
              "once_per_round": "this item was already used once per round",
              "unlimited": "this item was already used"}


def _die(s: State, a: Any, need: int | None = None) -> str | None:
    p = s.players[a.actor]
    if a.die is None or not (0 <= a.die < len(p.unused)):
        return "choose an unused action die"
    if need is not None and p.unused[a.die] < need:
        return Msg("this needs a die of {n} or more", n=need)
    return None


def _distinct_dice(s: State, seat: int, need: int | None = None) -> list[int]:
    """One index per distinct die value (values ≥ need)."""
    seen: set[int] = set()
    out = []
    for i, v in enumerate(s.players[seat].unused):
        if v not in seen and (need is None or v >= need):
            seen.add(v)
            out.append(i)
    return out


def attack_need(s: State, sid: str) -> int:
    return max(1, s.content.survivors[sid].attack - modifiers(s, sid, "attack_bonus"))


def search_need(s: State, sid: str) -> int:
    return max(1, s.content.survivors[sid].search - modifiers(s, sid, "search_bonus"))


def own_alive(s: State, seat: int) -> list[str]:
    return [sid for sid in s.players[seat].survivors if sid in s.survivors]


# ability / equipment frequency (ACT-ABIL, ACT-HANDOFF-02)
def _ability_where_ok(s: State, where: str, sid: str) -> bool:
    loc = s.survivors[sid].loc
    return (where == "any" or where == loc or (where == "non_colony" and loc != COLONY))


def _freq_ok(s: State, freq: str, stamp: int | None) -> bool:
    if freq == "once_per_turn":
        return stamp != s.turn_no
    if freq == "once_per_round":
        return stamp != s.round
    return True


def _stamp(s: State, freq: str) -> int:
    return s.turn_no if freq == "once_per_turn" else s.round
