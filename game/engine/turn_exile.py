"""The last actions of the turn menu: call an exile vote (EXILE-01, VOTE-01) and end the
turn (ROUND-13).

Registered into ``turn.TURN_ACTIONS`` when ``game.engine.core`` imports this file, after
``turn_board`` and ``turn_cards`` (menu order)."""

from __future__ import annotations

from collections.abc import Iterator

from game.engine import actions as A
from game.engine.base import push
from game.engine.messages import Msg
from game.engine.state import State
from game.engine.turn import _end_turn, after_action, turn_action


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
