"""Helpers for the rule tests of sections GEN, SETUP, ROUND, ACT and EXPO.

Positions are hand-built on top of ``factory.started()``: the survivors are replaced with
:func:`place`, dice are set on ``Player.unused`` and chance is scripted with ``s.rng.script``.
Survivors of the factory content: ``sNN`` has influence 10 + 3·NN, attack 3+, search 3+ and
the ability "2+ at the colony: gain 1 food" unless a test's content says otherwise."""

from __future__ import annotations

import re
from typing import Any

import pytest

from game.content.pack import Content
from game.content.schema import ItemCard, SurvivorCard
from game.engine import IllegalAction, apply, state_hash
from game.engine.actions import Answer, EndTurn
from game.engine.state import COLONY, State, Survivor
from tests.engine.factory import CONTENT, make_content, started

__all__ = ["COLONY", "content_with", "table", "place", "rejects", "kinds", "of", "end_turn",
           "play_round_out", "say", "seats"]


def content_with(survivors: dict[str, dict[str, Any]] | None = None,
                 items: tuple[dict[str, Any], ...] = (), **over: Any) -> Content:
    """The factory content with some survivor fields changed and some item cards added."""
    surv = dict(CONTENT.survivors)
    for sid, upd in (survivors or {}).items():
        surv[sid] = SurvivorCard.model_validate({**surv[sid].model_dump(), **upd})
    its = dict(CONTENT.items)
    for d in items:
        c = ItemCard.model_validate(d)
        its[c.id] = c
    return make_content(survivors=surv, items=its, **over)


def table(n: int = 3, content: Content | None = None, **kw: Any) -> State:
    """A game after the draft, waiting for the first player's turn, with no crossroads card
    held and an empty crossroads deck (so no crossroads interferes unless a test wants it)."""
    s = started(n=n, content=content, **kw)
    assert s.pending is not None and s.pending["kind"] == "turn"
    assert s.active == s.first_player == s.pending["player"]
    s.held = None
    s.crossroads_deck = []
    return s


def seats(s: State) -> tuple[int, int, int]:
    """(active player, the player to their left = next, the player to their right)."""
    return s.active, (s.active + 1) % s.n, (s.active - 1) % s.n


def place(s: State, spec: dict[int, list[tuple[str, str]]]) -> None:
    """Replace every survivor in play: ``spec[seat] = [(sid, location), ...]``; the first
    survivor of each seat is its leader.  Seats not in ``spec`` keep no survivor."""
    s.survivors.clear()
    for p in s.players:
        p.leader = None
        p.followers = []
    used: set[str] = set()
    for seat, lst in spec.items():
        p = s.players[seat]
        for i, (sid, loc) in enumerate(lst):
            if i == 0:
                p.leader = sid
            else:
                p.followers.append(sid)
            s.survivors[sid] = Survivor(sid=sid, owner=seat, loc=loc)
            used.add(sid)
    s.survivor_deck = [x for x in s.survivor_deck if x not in used]


def rejects(s: State, action: Any, match: str) -> str:
    """The action raises IllegalAction with a readable reason matching ``match`` and the
    state is left exactly as it was."""
    before = state_hash(s)
    with pytest.raises(IllegalAction) as err:
        apply(s, action)
    reason = err.value.reason
    assert re.search(match, reason, re.I), f"reason {reason!r} does not match {match!r}"
    assert len(reason) >= 10 and " " in reason  # a sentence, not a code
    assert state_hash(s) == before, "an illegal action changed the state"
    return reason


def kinds(events: list[Any]) -> list[str]:
    return [e.type for e in events]


def of(events: list[Any], type_: str) -> list[Any]:
    return [e for e in events if e.type == type_]


def end_turn(s: State) -> list[Any]:
    return apply(s, EndTurn(actor=s.active))


def say(s: State, key: str) -> list[Any]:
    """Answer the pending (non-turn) decision as the player it belongs to."""
    assert s.pending is not None and s.pending["kind"] not in ("turn", "draft")
    return apply(s, Answer(actor=s.pending["player"], key=key))


def play_round_out(s: State) -> list[Any]:
    """End every remaining turn of this round (no other action); returns all events up to
    the first decision of the next round (or the end of the game)."""
    start = s.round
    events: list[Any] = []
    while not s.over and s.round == start:
        assert s.pending is not None and s.pending["kind"] == "turn", s.pending
        events += end_turn(s)
    return events
