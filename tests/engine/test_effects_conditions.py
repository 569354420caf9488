"""Quantities and conditions of the effect language, each true in a position built to meet
it and false otherwise (every ``schema.QuantityName``, every condition kind, every flag)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, get_args

import pytest
from pydantic import TypeAdapter

from game.content import schema as S
from game.content.pack import Content
from game.engine.effects import check, main_goal_met, quantity
from game.engine.state import COLONY, State, Survivor
from tests.engine.factory import CONTENT, make_content, started

_COND: TypeAdapter = TypeAdapter(S.Condition)

# the base game's words; the Long Night's (S.LN_*) are tested with the Long Night rules
QUANTITY_NAMES: tuple[str, ...] = tuple(
    n for n in get_args(S.QuantityName) if n not in S.LN_QUANTITIES)
FLAGS: tuple[str, ...] = tuple(
    f for f in get_args(S.CondFlag.model_fields["flag"].annotation) if f not in S.LN_FLAGS)
COND_KINDS: tuple[str, ...] = tuple(
    k for k in (get_args(m.model_fields["cond"].annotation)[0]
                for m in get_args(get_args(S.Condition)[0])) if k not in S.LN_CONDS)


def cond(**kw: Any) -> Any:
    return _COND.validate_python(kw)


def q(name: str, **kw: Any) -> S.Quantity:
    return S.Quantity(q=name, **kw)


def game(n: int = 3, content: Content | None = None) -> State:
    s = started(n=n, content=content)
    s.held = None
    return s


def own(s: State, seat: int) -> list[str]:
    return [sid for sid in s.players[seat].survivors if sid in s.survivors]


def ctx(s: State, seat: int | None = None, sid: str | None = None) -> dict[str, Any]:
    seat = s.active if seat is None else seat
    return {"player": seat, "survivor": sid, "loc": None, "card": "test"}


# ============================================================================ quantities
# name -> (quantity kwargs, setter(state, ctx) that makes its value exactly 5, a
#          setter that makes it 2).  Both are built by editing the state directly so that
#          the engine's reading is checked against what we put there.


def _cards(s: State, item_type: str | None, n: int) -> list[str]:
    pool = [u for lid in s.places for u in s.places[lid].deck] + s.box
    out = [u for u in pool if item_type is None or s.content.item(u).type == item_type][:n]
    assert len(out) == n
    return out


def _set_hand(s: State, c: dict, item_type: str | None, n: int) -> None:
    p = s.players[c["player"]]
    # keep cards of other types: the typed count must ignore them
    others = [u for u in _cards(s, None, 12) if s.content.item(u).type not in (item_type,)]
    p.hand = _cards(s, item_type, n) + (others[:3] if item_type else [])


def _set_equipped(s: State, c: dict, item_type: str | None, n: int) -> None:
    p = s.players[c["player"]]
    a, b = own(s, p.seat)
    cards = _cards(s, item_type, n)
    s.survivors[a].equipped = cards[: n // 2 + 1]
    s.survivors[b].equipped = cards[n // 2 + 1:]
    if item_type:  # other types do not count
        s.survivors[b].equipped += [u for u in _cards(s, None, 12)
                                    if s.content.item(u).type != item_type][:2]
    # other players' equipment does not count either
    s.survivors[own(s, (p.seat + 1) % s.n)[0]].equipped = _cards(s, item_type, 1)


def _set_items(s: State, c: dict, n: int) -> None:
    p = s.players[c["player"]]
    cards = _cards(s, "food", n)
    p.hand = cards[:2]
    s.survivors[own(s, p.seat)[0]].equipped = cards[2:]


def _set_zombies(s: State, at: str | None, n: int) -> None:
    for pl in s.places.values():
        pl.zombies = [0] * len(pl.zombies)
    if at is None:  # spread over several places
        s.places[COLONY].zombies[2] = 1
        s.places["school"].zombies = [n - 1]
    else:
        s.places[at].zombies[0] = min(n, s.places[at].cap)
        if n > s.places[at].cap:
            s.places[at].zombies[1] = n - s.places[at].cap
    s.places["library"].zombies = [0 if at is None else 3]  # elsewhere: not counted


def _set_barricades(s: State, at: str | None, n: int) -> None:
    for pl in s.places.values():
        pl.barricades = [0] * len(pl.barricades)
    if at is None:
        s.places["school"].barricades = [1]
        s.places[COLONY].barricades[3] = n - 1
    else:
        s.places[at].barricades[0] = min(n, 3)
        s.places[at].barricades[1] = n - min(n, 3)
        s.places["school"].barricades = [2]


def _set_noise(s: State, at: str | None, n: int) -> None:
    for pl in s.places.values():
        pl.noise = 0
    if at is None:
        s.places["school"].noise, s.places["library"].noise = n - 2, 2
    else:
        s.places[at].noise = n
        s.places["hospital"].noise = 3


def _set_survivors(s: State, at: str | None, n: int) -> None:
    sids = list(s.survivors)
    if at is None:
        for sid in sids[n:]:
            del s.survivors[sid]
        return
    s.places[at].spaces = 10
    for i, sid in enumerate(sids):
        s.survivors[sid].loc = at if i < n else COLONY


def _set_empty(s: State, at: str | None, n: int) -> None:
    lid = at or COLONY
    s.helpless = 0
    s.places[lid].spaces = s.occupied(lid) + n


def _set_deck(s: State, at: str | None, n: int) -> None:
    s.places[at].deck = s.places[at].deck[:n]
    s.places["library"].deck = s.places["library"].deck[:1]


def _set_own_survivors(s: State, c: dict, at: str | None, n: int) -> None:
    p = s.players[c["player"]]
    while len(own(s, p.seat)) < n:
        sid = s.survivor_deck.pop(0)
        p.followers.append(sid)
        s.survivors[sid] = Survivor(sid=sid, owner=p.seat, loc=COLONY)
    while len(own(s, p.seat)) > n:
        sid = p.followers.pop()
        del s.survivors[sid]
    if at is not None:
        s.places[at].spaces = 10
        for sid in own(s, p.seat):
            s.survivors[sid].loc = at
        s.survivors[own(s, p.seat)[0]].loc = COLONY if at != COLONY else "school"
        # one survivor elsewhere does not count; others' survivors there do not count
        other = own(s, (p.seat + 1) % s.n)[0]
        s.survivors[other].loc = at


SETTERS: dict[str, tuple[dict[str, Any], Callable[[State, dict, int], None]]] = {
    "food": ({}, lambda s, c, n: setattr(s, "food", n)),
    "starvation": ({}, lambda s, c, n: setattr(s, "starvation", n)),
    "morale": ({}, lambda s, c, n: setattr(s, "morale", n)),
    "rounds_left": ({}, lambda s, c, n: setattr(s, "rounds_left", n)),
    "round": ({}, lambda s, c, n: setattr(s, "round", n)),
    "helpless": ({}, lambda s, c, n: setattr(s, "helpless", n)),
    "waste": ({}, lambda s, c, n: setattr(s, "waste", _cards(s, None, n))),
    "zombies": ({"at": COLONY}, lambda s, c, n: _set_zombies(s, COLONY, n)),
    "barricades": ({"at": COLONY}, lambda s, c, n: _set_barricades(s, COLONY, n)),
    "noise": ({"at": "school"}, lambda s, c, n: _set_noise(s, "school", n)),
    "survivors": ({"at": "school"}, lambda s, c, n: _set_survivors(s, "school", n)),
    "empty_spaces": ({"at": COLONY}, lambda s, c, n: _set_empty(s, COLONY, n)),
    "deck": ({"at": "hospital"}, lambda s, c, n: _set_deck(s, "hospital", n)),
    "zombies_killed": ({}, lambda s, c, n: s.stats.__setitem__("zombies_killed", n)),
    "survivors_dead": ({}, lambda s, c, n: s.stats.__setitem__("survivors_dead", n)),
    "crises_prevented": ({}, lambda s, c, n: s.stats.__setitem__("crises_prevented", n)),
    "players_exiled": ({}, lambda s, c, n: [setattr(p, "exiled", p.seat < n)
                                             for p in s.players]),
    "own_survivors": ({}, lambda s, c, n: _set_own_survivors(s, c, None, n)),
    "own_followers": ({}, lambda s, c, n: _set_own_survivors(s, c, None, n + 1)),
    "own_hand": ({}, lambda s, c, n: _set_hand(s, c, None, n)),
    "own_equipped": ({}, lambda s, c, n: _set_equipped(s, c, None, n)),
    "own_items": ({}, lambda s, c, n: _set_items(s, c, n)),
    "own_wounds": ({}, None),  # special-cased below
    "own_unused_dice": ({}, lambda s, c, n: setattr(s.players[c["player"]], "unused",
                                                    [3] * n)),
    "own_zombies_killed": ({}, lambda s, c, n: setattr(s.players[c["player"]],
                                                       "zombies_killed", n)),
    "own_influence": ({}, None),  # special-cased below
    "acting_wounds": ({}, None),  # special-cased below
    "acting_influence": ({}, None),  # special-cased below
}


def _wounds(s: State, c: dict, n: int) -> None:
    a, b = own(s, c["player"])
    s.survivors[a].wounds, s.survivors[a].frost = min(n, 2) - min(n, 2) // 2, min(n, 2) // 2
    s.survivors[b].wounds = n - min(n, 2)
    s.survivors[own(s, (c["player"] + 1) % s.n)[0]].wounds = 2  # others do not count


def test_every_quantity_has_a_setter() -> None:
    assert set(SETTERS) == set(QUANTITY_NAMES)


@pytest.mark.parametrize("name", [n for n in QUANTITY_NAMES if SETTERS[n][1] is not None])
@pytest.mark.parametrize("value", [2, 5])
def test_quantity_reads_the_state(name: str, value: int) -> None:
    s = game(n=5)
    c = ctx(s)
    kw, setter = SETTERS[name]
    assert setter is not None
    setter(s, c, value)
    assert quantity(s, q(name, **kw), c) == value
    hi = cond(cond="compare", value={"q": name, **kw}, cmp=">=", n=5)
    assert check(s, hi, c) is (value >= 5)


def test_own_wounds_counts_wounds_and_frostbite_of_own_survivors() -> None:
    s = game()
    c = ctx(s)
    for n in (0, 2, 3):
        _wounds(s, c, n)
        assert quantity(s, q("own_wounds"), c) == n
    assert check(s, cond(cond="compare", value={"q": "own_wounds"}, n=3), c)
    _wounds(s, c, 2)
    assert not check(s, cond(cond="compare", value={"q": "own_wounds"}, n=3), c)


def test_acting_wounds_and_influence() -> None:
    s = game()
    a, b = own(s, s.active)
    s.survivors[a].wounds, s.survivors[a].frost = 1, 1
    c = ctx(s, sid=a)
    assert quantity(s, q("acting_wounds"), c) == 2
    assert quantity(s, q("acting_wounds"), ctx(s, sid=b)) == 0
    assert quantity(s, q("acting_wounds"), ctx(s)) == 0  # no acting survivor
    infl = s.content.survivors[a].influence
    assert quantity(s, q("acting_influence"), c) == infl
    assert quantity(s, q("acting_influence"), ctx(s)) == 0
    assert check(s, cond(cond="compare", value={"q": "acting_influence"}, n=infl), c)
    assert not check(s, cond(cond="compare", value={"q": "acting_influence"}, n=infl + 1), c)


def test_own_influence_sums_own_survivors() -> None:
    s = game()
    a, b = own(s, s.active)
    total = s.content.survivors[a].influence + s.content.survivors[b].influence
    assert quantity(s, q("own_influence"), ctx(s)) == total
    c = cond(cond="compare", value={"q": "own_influence"}, n=total)
    assert check(s, c, ctx(s))
    del s.survivors[b]
    s.players[s.active].followers.remove(b)
    assert not check(s, c, ctx(s))


@pytest.mark.parametrize("name", ["own_hand", "own_equipped"])
def test_typed_item_counts(name: str) -> None:
    s = game()
    c = ctx(s)
    (_set_hand if name == "own_hand" else _set_equipped)(s, c, "medicine", 3)
    assert quantity(s, q(name, item_type="medicine"), c) == 3
    assert quantity(s, q(name, item_type="book"), c) == 0
    assert quantity(s, q("own_items", item_type="medicine"), c) >= 3
    assert check(s, cond(cond="compare", value={"q": name, "item_type": "medicine"}, n=3), c)
    assert not check(s, cond(cond="compare", value={"q": name, "item_type": "medicine"}, n=4),
                     c)


@pytest.mark.parametrize("name,setter", [
    ("zombies", _set_zombies), ("barricades", _set_barricades), ("noise", _set_noise)])
def test_board_counts_everywhere_when_no_location(name: str, setter: Callable) -> None:
    s = game()
    setter(s, None, 5)
    assert quantity(s, q(name), ctx(s)) == 5


def test_survivors_everywhere_and_own_survivors_at() -> None:
    s = game()
    c = ctx(s)
    assert quantity(s, q("survivors"), c) == 6
    _set_own_survivors(s, c, "school", 3)
    assert quantity(s, q("own_survivors", at="school"), c) == 2
    assert quantity(s, q("own_survivors"), c) == 3
    assert quantity(s, q("survivors", at="school"), c) == 3


def test_deck_defaults_to_here_and_is_zero_at_the_colony() -> None:
    s = game()
    a = own(s, s.active)[0]
    assert quantity(s, q("deck"), ctx(s, sid=a)) == 0  # the colony has no deck
    s.survivors[a].loc = "school"
    s.places["school"].deck = s.places["school"].deck[:7]
    assert quantity(s, q("deck"), ctx(s, sid=a)) == 7
    assert quantity(s, q("deck", at="here"), ctx(s, sid=a)) == 7


def test_quantities_of_the_resolving_player_use_the_context_seat() -> None:
    s = game()
    for p in s.players:
        p.zombies_killed = p.seat * 3
    assert [quantity(s, q("own_zombies_killed"), ctx(s, seat=i)) for i in range(3)] == [0, 3, 6]


# ============================================================================ compare
@pytest.mark.parametrize("cmp,n,true_at,false_at", [
    (">=", 4, 4, 3), ("<=", 4, 4, 5), ("==", 4, 4, 5), ("!=", 4, 5, 4), (">", 4, 5, 4),
    ("<", 4, 3, 4)])
def test_compare_with_n(cmp: str, n: int, true_at: int, false_at: int) -> None:
    s = game()
    c = cond(cond="compare", value={"q": "food"}, cmp=cmp, n=n)
    s.food = true_at
    assert check(s, c, ctx(s))
    s.food = false_at
    assert not check(s, c, ctx(s))


def test_compare_default_is_at_least_zero() -> None:
    s = game()
    c = cond(cond="compare", value={"q": "own_wounds"}, cmp="<=")
    assert check(s, c, ctx(s))
    s.survivors[own(s, s.active)[0]].wounds = 1
    assert not check(s, c, ctx(s))


@pytest.mark.parametrize("cmp", ["<", "=="])
def test_compare_with_another_quantity(cmp: str) -> None:
    s = game()
    c = cond(cond="compare", value={"q": "own_survivors", "at": "colony"}, cmp=cmp,
             other={"q": "own_survivors"})
    assert check(s, c, ctx(s)) is (cmp == "==")  # everyone starts at the colony
    s.survivors[own(s, s.active)[1]].loc = "school"
    assert check(s, c, ctx(s)) is (cmp == "<")


def test_compare_food_against_morale() -> None:
    s = game()
    c = cond(cond="compare", value={"q": "food"}, cmp=">", other={"q": "morale"})
    s.food, s.morale = 6, 5
    assert check(s, c, ctx(s))
    s.food = 5
    assert not check(s, c, ctx(s))


# ============================================================================ all / any / not
FOOD3 = {"cond": "compare", "value": {"q": "food"}, "n": 3}
MORALE5 = {"cond": "compare", "value": {"q": "morale"}, "n": 5}


@pytest.mark.parametrize("food,morale,all_,any_", [
    (3, 5, True, True), (3, 4, False, True), (2, 5, False, True), (2, 4, False, False)])
def test_all_and_any(food: int, morale: int, all_: bool, any_: bool) -> None:
    s = game()
    s.food, s.morale = food, morale
    assert check(s, cond(cond="all", of=[FOOD3, MORALE5]), ctx(s)) is all_
    assert check(s, cond(cond="any", of=[FOOD3, MORALE5]), ctx(s)) is any_


def test_empty_all_is_true_and_empty_any_is_false() -> None:
    s = game()
    assert check(s, cond(cond="all", of=[]), ctx(s))
    assert not check(s, cond(cond="any", of=[]), ctx(s))


@pytest.mark.parametrize("food", [2, 3])
def test_not(food: int) -> None:
    s = game()
    s.food = food
    assert check(s, cond(cond="not", of=FOOD3), ctx(s)) is (food < 3)


def test_none_condition_is_true() -> None:
    s = game()
    assert check(s, None, ctx(s))


# ============================================================================ controls
def test_controls() -> None:
    s = game()
    mine = own(s, s.active)[1]
    theirs = own(s, (s.active + 1) % 3)[0]
    assert check(s, cond(cond="controls", survivor=mine), ctx(s))
    assert not check(s, cond(cond="controls", survivor=theirs), ctx(s))
    assert not check(s, cond(cond="controls", survivor=s.survivor_deck[0]), ctx(s))


# ============================================================================ most
@pytest.mark.parametrize("strictly", [True, False])
def test_most(strictly: bool) -> None:
    s = game()
    c = cond(cond="most", value={"q": "own_zombies_killed"}, strictly=strictly)
    me = s.active
    for p in s.players:
        p.zombies_killed = 2
    s.players[me].zombies_killed = 3
    assert check(s, c, ctx(s))
    s.players[me].zombies_killed = 2  # a tie
    assert check(s, c, ctx(s)) is (not strictly)
    s.players[me].zombies_killed = 1
    assert not check(s, c, ctx(s))


def test_most_ignores_eliminated_players() -> None:
    s = game()
    c = cond(cond="most", value={"q": "own_zombies_killed"})
    for p in s.players:
        p.zombies_killed = 1
    rival = (s.active + 1) % 3
    s.players[rival].zombies_killed = 9
    assert not check(s, c, ctx(s))
    s.players[rival].eliminated = True
    s.players[s.active].zombies_killed = 2
    assert check(s, c, ctx(s))


# ============================================================================ flags
def _flag(flag: str) -> Any:
    return cond(cond="flag", flag=flag)


def _make_flag(s: State, flag: str, value: bool) -> dict[str, Any]:
    """Build a position (and context) in which ``flag`` has ``value``."""
    seat = s.active
    a, b = own(s, seat)
    c = ctx(s, sid=a)
    if flag == "exiled":
        s.players[seat].exiled = value
    elif flag == "is_first_player":
        s.first_player = seat if value else (seat + 1) % s.n
    elif flag == "acting_at_colony":
        s.survivors[a].loc = COLONY if value else "school"
    elif flag == "acting_is_leader":
        c = ctx(s, sid=a if value else b)
    elif flag == "acting_is_human":
        assert s.content.survivors[a].human is value  # see test_flag: the content is chosen
    elif flag == "acting_has_frostbite":
        s.survivors[a].frost = 1 if value else 0
        s.survivors[a].wounds = 0 if value else 2
    elif flag == "colony_has_space":
        s.helpless = s.places[COLONY].spaces - s.occupied(COLONY) + s.helpless - (
            1 if value else 0)
    elif flag == "main_objective_met":
        s.food = 30 if value else 29  # the factory's main objective: 30 food
    elif flag == "any_exiled":
        s.players[(seat + 1) % s.n].exiled = value
    elif flag == "deck_empty_here":
        s.survivors[a].loc = "school"
        if value:
            s.places["school"].deck = []
    else:  # pragma: no cover
        raise AssertionError(flag)
    return c


# the factory's survivors are all human; this content has only animals
ANIMALS = make_content(survivors={k: v.model_copy(update={"human": False})
                                  for k, v in CONTENT.survivors.items()})


@pytest.mark.parametrize("value", [True, False])
@pytest.mark.parametrize("flag", FLAGS)
def test_flag(flag: str, value: bool) -> None:
    s = game(content=ANIMALS if flag == "acting_is_human" and not value else None)
    c = _make_flag(s, flag, value)
    assert check(s, _flag(flag), c) is value
    assert check(s, cond(cond="not", of={"cond": "flag", "flag": flag}), c) is (not value)


def test_acting_flags_are_false_without_an_acting_survivor() -> None:
    s = game()
    for flag in ("acting_at_colony", "acting_is_leader", "acting_is_human",
                 "acting_has_frostbite"):
        assert not check(s, _flag(flag), ctx(s))


def test_deck_empty_here_is_true_at_the_colony() -> None:
    s = game()
    a = own(s, s.active)[0]
    assert check(s, _flag("deck_empty_here"), ctx(s, sid=a))


def test_main_objective_met_after_the_end_reads_the_recorded_result() -> None:
    s = game()
    s.food = 30
    assert main_goal_met(s) and check(s, _flag("main_objective_met"), ctx(s))
    s.over, s.objective_met = True, False  # ended by rounds/morale: not completed (END-03)
    assert not check(s, _flag("main_objective_met"), ctx(s))
    s.objective_met = True
    s.food = 0
    assert check(s, _flag("main_objective_met"), ctx(s))


def test_every_condition_kind_is_tested() -> None:
    assert set(COND_KINDS) == {"compare", "all", "any", "not", "controls", "flag", "most"}
