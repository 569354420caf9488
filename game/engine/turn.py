"""The player turn (ROUND-10..13) and the turn-action registry (ACT-*).

Each action type registers a checker (returns a reason when illegal), an executor and an
enumerator of its legal instances.  ``apply`` validates through the checker before touching
the state, so an illegal action never changes anything.

This file holds the registry, the turn flow, the checks every action shares, the exile vote
and the end of the turn; the actions themselves live in ``turn_board`` (move, attack, search,
barricade, clean waste, attract) and ``turn_cards`` (abilities, cards, equipment, contribute,
spend food, request, hand off).  They are imported below, in menu order: the order of
``TURN_ACTIONS`` is the order ``legal_actions`` lists them in."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from game.engine import actions as A
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
    first; the modules answer through ``modules.attack_blocked``)."""
    if kind is None or sid not in s.survivors:
        return None
    from game.engine.modules import attack_blocked

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


def _move_refused(s: State, to: str) -> str | None:
    """A module's reason no survivor may move to ``to`` now (SCEN-R-01 sealed Raxxon)."""
    from game.engine.modules import hooks

    for h in hooks("move_refused"):
        if r := h(s, to):
            return str(r)
    return None


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


# the actions register themselves on import; their order is the menu order
from game.engine import turn_board, turn_cards  # noqa: E402, F401, I001


# ============================================================================ exile vote
def _check_exile(s: State, a: A.CallExileVote) -> str | None:
    if s.config.cooperative:
        return "there is no exile in a cooperative game"
    p = s.players[a.actor]
    if p.exiled:
        return "an exiled player cannot call votes"
    if p.exile_vote_called:
        return "only one exile vote per turn"
    if a.target == a.actor:
        return "you cannot call a vote to exile yourself"
    if not 0 <= a.target < s.n or s.players[a.target].exiled or s.players[a.target].eliminated:
        return "that player cannot be exiled"
    return None


def _gen_exile(s: State, seat: int) -> Iterator[A.CallExileVote]:
    for p in s.players:
        a = A.make_call_exile_vote(seat, p.seat)
        if _check_exile(s, a) is None:
            yield a


@turn_action("exile_vote", _check_exile, _gen_exile)
def _do_exile(s: State, a: A.CallExileVote) -> None:
    s.players[a.actor].exile_vote_called = True
    after_action(s, {"on": "exile_vote", "at": None, "survivor": None})
    push(s, "vote_start", purpose="exile", caller=a.actor, target=a.target,
         question=Msg("Exile {player}?", player=s.players[a.target].name))


# ============================================================================ end turn
def _check_end(s: State, a: A.EndTurn) -> str | None:
    return None


def _gen_end(s: State, seat: int) -> Iterator[A.EndTurn]:
    yield A.make_end_turn(seat)


@turn_action("end_turn", _check_end, _gen_end)
def _do_end(s: State, a: A.EndTurn) -> None:
    _end_turn(s)
