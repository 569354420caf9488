"""The reference enumerator of legal actions: the original brute-force generators of
``game/engine/turn*.py`` and ``core.legal_actions``, kept here unchanged in what they
produce, to check the fast enumeration against (``test_legal_fast.py``).

It is deliberately slow: every candidate is built with ``model_construct`` and most are
filtered through the real checkers (``_check_*`` of ``turn.py``, ``turn_board.py`` and
``turn_cards.py``), so a rules change in a checker changes this reference too, and a fast
generator that disagrees shows."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, combinations_with_replacement
from typing import Any

from game.engine import actions as A
from game.engine import turn as T
from game.engine import turn_board as TB
from game.engine import turn_cards as TC
from game.engine import turn_exile as TX
from game.engine.state import COLONY, State


def _move(s: State, seat: int) -> Iterator[A.Move]:
    for sid in T.own_alive(s, seat):
        for lid in s.places:
            a = A.Move.model_construct(type="move", actor=seat, survivor=sid, to=lid)
            if TB._check_move(s, a) is None:
                yield a


def _attack(s: State, seat: int) -> Iterator[A.Attack]:
    for sid in T.own_alive(s, seat):
        dice = T._distinct_dice(s, seat, T.attack_need(s, sid))
        if not dice:
            continue
        for t in TB._targets(s, seat, sid):
            for d in dice:
                a = A.Attack.model_construct(type="attack", actor=seat, survivor=sid, die=d,
                                             target=t)
                if TB._check_attack(s, a) is None:
                    yield a


def _search(s: State, seat: int) -> Iterator[A.Search]:
    for sid in T.own_alive(s, seat):
        if s.survivors[sid].loc == COLONY:
            continue
        for d in T._distinct_dice(s, seat, T.search_need(s, sid)):
            a = A.Search.model_construct(type="search", actor=seat, survivor=sid, die=d)
            if TB._check_search(s, a) is None:
                yield a


def _barricade(s: State, seat: int) -> Iterator[A.Barricade]:
    dice = T._distinct_dice(s, seat)
    for sid in T.own_alive(s, seat):
        place = s.places[s.survivors[sid].loc]
        for e in range(len(place.zombies)):
            if place.free(e) > 0:
                for d in dice:
                    a = A.Barricade.model_construct(type="barricade", actor=seat,
                                                    survivor=sid, die=d, entrance=e)
                    if TB._check_barricade(s, a) is None:
                        yield a


def _clean(s: State, seat: int) -> Iterator[A.CleanWaste]:
    if not s.waste:
        return
    at = [sid for sid in T.own_alive(s, seat) if s.survivors[sid].loc == COLONY]
    if at:
        for d in T._distinct_dice(s, seat):
            a = A.CleanWaste.model_construct(type="clean_waste", actor=seat, survivor=at[0],
                                             die=d)
            if TB._check_clean(s, a) is None:
                yield a


def _attract(s: State, seat: int) -> Iterator[A.Attract]:
    dice = T._distinct_dice(s, seat)
    if not dice:
        return
    for sid in T.own_alive(s, seat):
        loc = s.survivors[sid].loc
        src = TB._sources(s, loc)
        takes = [(x,) for x in src] + list(combinations_with_replacement(src, 2))
        for t in takes:
            a = A.Attract.model_construct(type="attract", actor=seat, survivor=sid,
                                          die=dice[0], take=t)
            if TB._check_attract(s, a) is None:
                for d in dice:
                    yield A.Attract.model_construct(type="attract", actor=seat, survivor=sid,
                                                    die=d, take=t)


def _ability(s: State, seat: int) -> Iterator[A.UseAbility]:
    for sid in T.own_alive(s, seat):
        ab = s.content.survivors[sid].ability
        if ab.kind != "activated":
            continue
        dice: list[int | None] = (list(T._distinct_dice(s, seat, ab.cost)) if ab.cost
                                  else [None])
        for d in dice:
            a = A.UseAbility.model_construct(type="ability", actor=seat, survivor=sid, die=d)
            if TC._check_ability(s, a) is None:
                yield a


def _play(s: State, seat: int) -> Iterator[A.PlayCard]:
    p = s.players[seat]
    seen: set[str] = set()
    alive = T.own_alive(s, seat)
    for card in p.hand:
        cid = card.split("#", 1)[0]
        if cid in seen:
            continue
        seen.add(cid)
        item = s.content.items[cid]
        if p.exiled and item.type == "food":  # EXILE-07: raise a die, or play it as usual
            for d in T._distinct_dice(s, seat):
                a = A.PlayCard.model_construct(type="play", actor=seat, card=card,
                                               survivor=None, die=d)
                if TC._check_play(s, a) is None:
                    yield a
        targets: list[str | None] = (
            list(alive) if item.kind == "equip" or TC.card_traits(s, cid)[0] else [None])
        for t in targets:
            a = A.PlayCard.model_construct(type="play", actor=seat, card=card, survivor=t,
                                           die=None)
            if TC._check_play(s, a) is None:
                yield a


def _equip_use(s: State, seat: int) -> Iterator[A.UseEquipment]:
    for sid in T.own_alive(s, seat):
        for card in s.survivors[sid].equipped:
            use = s.content.item(card).equip
            if use is None or use.kind != "activated":
                continue
            dice: list[int | None] = (
                list(T._distinct_dice(s, seat, use.cost)) if use.cost else [None])
            for d in dice:
                a = A.UseEquipment.model_construct(type="use_equipment", actor=seat,
                                                   card=card, die=d)
                if TC._check_equip_use(s, a) is None:
                    yield a


def _contrib(s: State, seat: int) -> Iterator[A.Contribute]:
    p = s.players[seat]
    if p.exiled or s.crisis is None:
        return
    seen: set[str] = set()
    cards = list(p.hand) + [c for sid in T.own_alive(s, seat)
                            for c in s.survivors[sid].equipped]
    for c in cards:
        if c in s.requested:  # ACT-REQ-03
            continue
        key = c.split("#")[0] + ("h" if c in p.hand else c)
        if key not in seen:
            seen.add(key)
            a = A.Contribute.model_construct(type="contribute", actor=seat, card=c)
            if TC._check_contrib(s, a) is None:
                yield a


def _food(s: State, seat: int) -> Iterator[A.SpendFood]:
    for d in T._distinct_dice(s, seat):
        a = A.SpendFood.model_construct(type="spend_food", actor=seat, die=d)
        if TC._check_food(s, a) is None:
            yield a


def _request(s: State, seat: int) -> Iterator[A.Request]:
    for p in s.players:
        a = A.Request.model_construct(type="request", actor=seat, target=p.seat)
        if TC._check_request(s, a) is None:
            yield a


def _handoff(s: State, seat: int) -> Iterator[A.HandOff]:
    for sid in T.own_alive(s, seat):
        for card in s.survivors[sid].equipped:
            for other in s.at(s.survivors[sid].loc):
                a = A.HandOff.model_construct(type="hand_off", actor=seat, card=card, to=other)
                if TC._check_handoff(s, a) is None:
                    yield a


def _exile(s: State, seat: int) -> Iterator[A.CallExileVote]:
    for p in s.players:
        a = A.CallExileVote.model_construct(type="exile_vote", actor=seat, target=p.seat)
        if TX._check_exile(s, a) is None:
            yield a


def _end(s: State, seat: int) -> Iterator[A.EndTurn]:
    yield A.EndTurn.model_construct(type="end_turn", actor=seat)


# in the order turn.py registers the actions (the order of legal_actions' result)
TURN_GENERATORS = {
    "move": _move, "attack": _attack, "search": _search, "barricade": _barricade,
    "clean_waste": _clean, "attract": _attract, "ability": _ability, "play": _play,
    "use_equipment": _equip_use, "contribute": _contrib, "spend_food": _food,
    "request": _request, "hand_off": _handoff, "exile_vote": _exile, "end_turn": _end,
}


def reference_legal_actions(s: State) -> list[Any]:
    """What ``core.legal_actions`` returned before the fast enumeration."""
    d = s.pending
    if s.over or d is None:
        return []
    seat = d["player"]
    kind = d["kind"]
    if kind == "draft":
        p = s.players[seat]
        keep_n = 3 if "two_player" in s.config.variants else 2
        return [A.Draft.model_construct(type="draft", actor=seat, keep=keep, leader=leader)
                for keep in combinations(p.draft, keep_n) for leader in keep]
    if kind == "turn":
        from game.engine.actions import MODULE_ACTIONS

        base = [k for k in T.TURN_ACTIONS if k not in MODULE_ACTIONS]
        assert list(TURN_GENERATORS) == base, "a turn action was added"
        acts: list[Any] = []
        for gen in TURN_GENERATORS.values():
            acts.extend(gen(s, seat))
        for name in MODULE_ACTIONS:  # rule modules' actions come last, as registered
            acts.extend(T.TURN_ACTIONS[name].gen(s, seat))
        return acts
    return [A.Answer.model_construct(type="answer", actor=seat, key=o["key"])
            for o in d["options"] if o["enabled"]]
