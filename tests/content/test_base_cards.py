"""Every card of the base pack, exercised through the engine.

The expected outcome of a card is computed *generically from its own data*: a small reference
interpreter (:class:`Model`) applies the card's operation list to a copy of the state with
plain field edits, and the test compares that with what the engine did (:func:`snap`).
Chance is made deterministic (every d6 shows ``D6``, exposure rolls are blank, random picks
take the first candidate, shuffles keep the order) and every decision is answered with its
first enabled option unless the test chooses (``Policy``), so both sides agree on choices.

Positions are built with :func:`make_true` / :func:`make_false`, which edit the state until
a condition of the effect language holds (or fails) -- used for crossroads triggers and
requirements, ability requirements and objective goals.

Card ids are read from the pack when the tests are collected, so cards added to the pack
are covered without editing this file.  This file holds the harness and the item and
survivor tests; crises, crossroads and objectives are checked by ``harness_colony.py``
(base pack: ``test_base_colony_cards.py``).
"""

from __future__ import annotations

import copy
import itertools
from dataclasses import dataclass, field, replace
from typing import Any

import pytest

from game.content import schema as S
from game.content.loader import load_base
from game.content.pack import Content
from game.engine import actions as A
from game.engine import apply, legal_actions
from game.engine.base import run
from game.engine.effects import check, quantity
from game.engine.state import COLONY, State, Survivor
from game.engine.turn import TURN_ACTIONS, attack_need, search_need
from tests.engine.factory import started

C: Content = load_base()
D6 = 4  # every d6 roll in these tests (a random location roll is the Library)
MAIN = "m_stores_against_the_dark"

ITEMS = sorted(C.items)
SURVIVORS = sorted(C.survivors)


@dataclass(frozen=True)
class Pack:
    """The content a card test runs on and the main objective its games use (one whose
    setup places nothing, so the positions start from the same normalised board)."""

    content: Content
    main: str
    config: dict[str, Any] = field(default_factory=dict)  # extra GameConfig fields


BASE = Pack(C, MAIN)

# The standard locations by their printed number (LN-08); both bundled packs number them
# the same way, so the helpers below work on either pack's board.
POLICE, GROCERY, SCHOOL, LIBRARY, HOSPITAL, GAS = 1, 2, 3, 4, 5, 6


def spot(s: State, number: int) -> str:
    """The id of the location that has ``number`` on the board of ``s``."""
    return next(lid for lid, pl in s.places.items() if pl.number == number)


# ============================================================================ deterministic chance
def det(s: State) -> State:
    """Deterministic chance; ``s.rng.script`` still comes first, as with the real RNG."""
    rng = s.rng

    def d6() -> int:
        return int(rng.script.pop(0)) if rng.script else D6

    def exposure() -> str:
        return str(rng.script.pop(0)) if rng.script else "blank"

    rng.d6 = d6  # type: ignore[method-assign]
    rng.exposure = exposure  # type: ignore[method-assign]
    rng.pick = lambda items: items[0]  # type: ignore[method-assign]
    rng.shuffle = lambda items: None  # type: ignore[method-assign]
    rng.coin = lambda: False  # type: ignore[method-assign]
    return s


def clone(s: State) -> State:
    return copy.deepcopy(s, {id(s.content): s.content})


# ============================================================================ state helpers
def own(s: State, seat: int) -> list[str]:
    return [sid for sid in s.players[seat].survivors if sid in s.survivors]


def _holders(s: State) -> list[list[str]]:
    out = [s.box, s.waste, s.removed, s.limbo]
    out += [pl.deck for pl in s.places.values()]
    out += [p.hand for p in s.players]
    out += [sv.equipped for sv in s.survivors.values()]
    return out


def uid_of(s: State, item_id: str, keep_hand: int | None = None) -> str:
    """A physical copy of the item, taken out of wherever it is (hands last; never from
    the hand of seat ``keep_hand``)."""
    holders = _holders(s)
    hands = [p.hand for p in s.players]
    for holder in [h for h in holders if not any(h is x for x in hands)] + hands:
        if keep_hand is not None and holder is s.players[keep_hand].hand:
            continue
        for u in holder:
            if u.split("#")[0] == item_id:
                holder.remove(u)
                return u
    raise AssertionError(f"no copy of {item_id} left")


def take_card(s: State, item_type: str | None = None, kind: str | None = None,
              avoid: tuple[str, ...] = ()) -> str:
    """A card of the type (and kind) taken from the box or a location deck."""
    sources = [s.box] + [pl.deck for lid, pl in s.places.items() if lid not in avoid]
    for src in sources:
        for u in reversed(src):
            it = s.content.item(u)
            if (item_type is None or it.type == item_type) and (kind is None or it.kind == kind):
                src.remove(u)
                return u
    raise AssertionError(f"no {item_type} {kind} card left")


def give(s: State, seat: int, sid: str, loc: str | None = None) -> str:
    """Make ``sid`` a survivor of ``seat`` (taken from another group or the deck)."""
    p = s.players[seat]
    if sid in s.survivors:
        sv = s.survivors[sid]
        if sv.owner != seat:
            _release(s, sid)
            sv.owner = seat
            p.followers.append(sid)
    else:
        if sid in s.survivor_deck:
            s.survivor_deck.remove(sid)
        elif sid in s.dead:
            s.dead.remove(sid)
        s.survivors[sid] = Survivor(sid=sid, owner=seat, loc=COLONY)
        p.followers.append(sid)
    if loc is not None:
        s.survivors[sid].loc = loc
    return sid


def _release(s: State, sid: str) -> None:
    """Take a survivor out of its group (the group keeps a leader)."""
    q = s.players[s.survivors[sid].owner]
    if q.leader == sid:
        q.leader = q.followers.pop(0) if q.followers else None
        if q.leader is None:
            new = s.survivor_deck.pop(0)
            q.leader = new
            s.survivors[new] = Survivor(sid=new, owner=q.seat, loc=COLONY)
    else:
        q.followers.remove(sid)


def drop(s: State, sid: str) -> None:
    """Put a survivor back into the survivor deck."""
    _release(s, sid)
    del s.survivors[sid]
    s.survivor_deck.append(sid)


def set_dice(s: State, seat: int, values: list[int]) -> None:
    s.players[seat].unused = list(values)


def fill(s: State, lid: str, attr: str, total: int) -> None:
    """Spread ``total`` zombies or barricades over the entrances of ``lid`` (zombies push
    barricades out of the way only when they do not fit otherwise)."""
    pl = s.places[lid]
    other = pl.barricades if attr == "zombies" else pl.zombies
    vals = [0] * len(pl.zombies)
    left = total
    for e in range(len(vals)):
        vals[e] = min(left, pl.cap - other[e])
        left -= vals[e]
    for e in range(len(vals)):
        if left and attr == "zombies" and other[e]:
            freed = min(left, other[e])
            other[e] -= freed
            vals[e] += freed
            left -= freed
    assert left == 0, f"{total} {attr} do not fit at {lid}"
    setattr(pl, attr, vals)


def base_game(seat_offset: int = 0, seed: int = 3, pack: Pack = BASE) -> tuple[State, int]:
    """A normalised 3-player base game; returns it and the seat that will act.

    Food 5, morale 5, 1 helpless, 1 zombie at each colony entrance and 2 at each other
    location (1 at the Gas Station), 4 cards in the waste, every survivor has 1 wound."""
    s = det(started(n=3, seed=seed, content=pack.content, main_objective=pack.main,
                    **pack.config))
    s.held = None
    s.events = []
    s.food, s.morale, s.helpless, s.starvation = 5, 5, 1, 0
    for lid, pl in s.places.items():
        pl.barricades = [0] * len(pl.barricades)
        pl.noise = pl.noise_round = 0
        pl.zombies = [1] * len(pl.zombies) if lid == COLONY else [min(2, pl.cap - 1)]
    s.waste = [s.places[spot(s, LIBRARY)].deck.pop() for _ in range(4)]
    for sv in s.survivors.values():
        sv.wounds, sv.frost = 1, 0
    seat = s.active
    if seat_offset:
        seat = s.stack[-1]["order"][seat_offset - 1]
    for p in s.players:
        set_dice(s, p.seat, [1, 2, 3] if p.seat == seat else [2])
    return s, seat


# ============================================================================ make_true / false
def _bounds(cmp: str, n: int, want: bool) -> int:
    """A value of the left side that makes ``value cmp n`` come out as ``want``."""
    if want:
        return {">=": n, "<=": n, "==": n, "!=": n + 1, ">": n + 1, "<": n - 1}[cmp]
    return {">=": n - 1, "<=": n + 1, "==": n - 1 if n > 0 else n + 1, "!=": n, ">": n,
            "<": n}[cmp]


def set_q(s: State, q: S.Quantity, v: int, ctx: dict[str, Any]) -> None:
    """Edit the state so that quantity ``q`` reads ``v`` (as near as the rules allow)."""
    assert v >= 0, f"{q.q} cannot be {v}"
    name = q.q
    seat = ctx.get("player", 0)
    p = s.players[seat]
    at = q.at
    if at == "here":
        sid = ctx.get("survivor")
        at = s.survivors[sid].loc if sid in s.survivors else (ctx.get("loc") or COLONY)
    if name in ("food", "starvation", "morale", "rounds_left", "round", "helpless"):
        setattr(s, name, v)
    elif name == "waste":
        while len(s.waste) < v:
            s.waste.append(take_card(s))
        while len(s.waste) > v:
            s.box.append(s.waste.pop())
    elif name in ("zombies", "barricades"):
        places = [at] if at else list(s.places)
        for lid in places:
            fill(s, lid, name, 0)
        fill(s, places[0] if at else spot(s, POLICE), name, v)
    elif name == "noise":
        lid = at or spot(s, SCHOOL)
        for pl in s.places.values():
            pl.noise = 0 if at is None else pl.noise
        s.places[lid].noise = v
    elif name == "survivors":
        _set_survivors_at(s, seat, at, v)
    elif name == "empty_spaces":
        lid = at or COLONY
        s.places[lid].spaces = s.occupied(lid) + v
    elif name == "deck":
        lid = at or (s.survivors[ctx["survivor"]].loc if ctx.get("survivor") else COLONY)
        deck = s.places[lid].deck
        while len(deck) > v:
            s.box.append(deck.pop())
        while len(deck) < v:
            deck.append(take_card(s, avoid=(lid,)))
    elif name in ("zombies_killed", "survivors_dead", "crises_prevented"):
        s.stats[name] = v
    elif name == "players_exiled":
        others = [x for x in s.players if x.seat != seat] + [p]
        for i, x in enumerate(others):
            x.exiled = i < v
    elif name == "own_survivors":
        if at is None:
            while len(own(s, seat)) < v:
                give(s, seat, s.survivor_deck[0])
            while len(own(s, seat)) > v:
                drop(s, own(s, seat)[-1])
        else:
            mine = [x for x in own(s, seat) if s.survivors[x].loc == at]
            while len(mine) > v:
                s.survivors[mine.pop()].loc = spot(s, SCHOOL) if at == COLONY else COLONY
            others = [x for x in own(s, seat) if s.survivors[x].loc != at]
            while len(mine) < v:
                x = others.pop(0) if others else give(s, seat, s.survivor_deck[0])
                s.places[at].spaces = max(s.places[at].spaces, s.occupied(at) + 1)
                s.survivors[x].loc = at
                mine.append(x)
    elif name == "own_followers":
        set_q(s, S.Quantity(q="own_survivors"), v + (1 if p.leader else 0), ctx)
    elif name in ("own_hand", "own_items"):
        t = q.item_type
        have = [u for u in p.hand if t is None or s.content.item(u).type == t]
        extra = 0 if name == "own_hand" else quantity(s, S.Quantity(
            q="own_equipped", item_type=t), ctx)
        while len(have) + extra < v:
            u = take_card(s, t)
            p.hand.append(u)
            have.append(u)
        while len(have) + extra > v and have:
            u = have.pop()
            p.hand.remove(u)
            s.box.append(u)
        if len(have) + extra > v:
            for sid in own(s, seat):
                s.box.extend(s.survivors[sid].equipped)
                s.survivors[sid].equipped = []
            set_q(s, q, v, ctx)
    elif name == "own_equipped":
        t = q.item_type
        eq = [(sid, u) for sid in own(s, seat) for u in s.survivors[sid].equipped
              if t is None or s.content.item(u).type == t]
        while len(eq) > v:
            sid, u = eq.pop()
            s.survivors[sid].equipped.remove(u)
            s.box.append(u)
        i = 0
        while len(eq) < v:
            sid = own(s, seat)[i % len(own(s, seat))]
            u = take_card(s, t, "equip")
            s.survivors[sid].equipped.append(u)
            eq.append((sid, u))
            i += 1
    elif name in ("own_wounds", "acting_wounds"):
        sids = own(s, seat) if name == "own_wounds" else [ctx["survivor"]]
        while name == "own_wounds" and 2 * len(sids) < v:
            sids.append(give(s, seat, s.survivor_deck[0]))
        left = v
        for sid in sids:
            sv = s.survivors[sid]
            sv.wounds, sv.frost = min(left, 2), 0
            left -= sv.wounds
        assert left == 0
    elif name == "own_unused_dice":
        p.unused = (p.unused + [2] * v)[:v]
    elif name == "own_zombies_killed":
        p.zombies_killed = v
    elif name == "own_influence":
        deck = sorted(s.survivor_deck, key=lambda x: -s.content.survivors[x].influence)
        while quantity(s, q, ctx) < v:
            give(s, seat, deck.pop(0))
        while quantity(s, q, ctx) > v and p.followers:
            drop(s, p.followers[-1])
    elif name == "unruly":  # LN-11: unruly tokens are helpless tokens too
        assert s.ln is not None, "unruly helpless need the Long Night rules"
        s.helpless = max(s.helpless, v)
        s.ln.unruly = v
    elif name == "bandits" and at is not None:  # BAND-01: a bandit takes a survivor space
        pl = s.places[at]
        pl.bandits = v
        pl.spaces = max(pl.spaces, s.occupied(at))
    elif name == "bandits":
        _q_bandits_everywhere(s, q, v, ctx, at)
    elif name in LN_SET_Q:
        LN_SET_Q[name](s, q, v, ctx, at)
    else:
        raise NotImplementedError(f"cannot set {name}")


# ---------------------------------------------------------------------------- Long Night
def _set_despair(s: State, sids: list[str], v: int) -> None:
    """``v`` despair tokens over ``sids``, one each (a survivor keeps at most 2 damage
    from its other tokens, so the tokens never kill)."""
    assert len(sids) >= v, f"{v} despair tokens need {v} survivors"
    for i, sid in enumerate(sids):
        sv = s.survivors[sid]
        sv.despair = 1 if i < v else 0
        sv.wounds, sv.frost = min(sv.wounds, 1), 0


def _q_despair(s: State, q: S.Quantity, v: int, ctx: dict[str, Any], at: str | None) -> None:
    sids = list(s.at(at)) if at else list(s.survivors)
    for sid in s.survivors:
        if sid not in sids:
            s.survivors[sid].despair = 0
    _set_despair(s, sids, v)


def _q_own_despair(s: State, q: S.Quantity, v: int, ctx: dict[str, Any],
                   at: str | None) -> None:
    seat = ctx.get("player", 0)
    while len(own(s, seat)) < v:
        give(s, seat, s.survivor_deck[0])
    _set_despair(s, own(s, seat), v)


def _q_acting_despair(s: State, q: S.Quantity, v: int, ctx: dict[str, Any],
                      at: str | None) -> None:
    sv = s.survivors[ctx["survivor"]]
    sv.despair, sv.wounds, sv.frost = v, 0, 0


def _q_graveyard(s: State, q: S.Quantity, v: int, ctx: dict[str, Any],
                 at: str | None) -> None:  # LN-07: the dead survivors' cards
    s.stats["survivors_dead"] = v


def _q_traps(s: State, q: S.Quantity, v: int, ctx: dict[str, Any], at: str | None) -> None:
    """``v`` explosive traps at ``at`` (everywhere: at the colony), one entrance after the
    other (LN-14: a trap needs an empty entrance space)."""
    places = [at] if at else list(s.places)
    for lid in places:
        pl = s.places[lid]
        assert pl.traps is not None, "explosive traps need the Long Night rules"
        pl.traps = [0] * len(pl.traps)
    pl = s.places[at or COLONY]
    for i in range(v):
        free = [e for e in range(len(pl.zombies)) if pl.free(e) > 0]
        assert free, f"{v} traps do not fit at {at}"
        pl.traps[free[i % len(free)]] += 1


def _q_bandits_everywhere(s: State, q: S.Quantity, v: int, ctx: dict[str, Any],
                          at: str | None) -> None:
    for pl in s.places.values():
        pl.bandits = 0
    lid = spot(s, POLICE)
    s.places[lid].bandits = v
    s.places[lid].spaces = max(s.places[lid].spaces, s.occupied(lid))


def _q_improvements(s: State, q: S.Quantity, v: int, ctx: dict[str, Any],
                    at: str | None) -> None:  # IMPR-04: completed cards, in order
    st = s.impr
    assert st is not None, "improvements need the Improvements module"
    cards = st.done + st.row + st.deck
    assert len(cards) >= v
    st.done = cards[:v]
    st.row = [c for c in st.row if c not in st.done]
    st.deck = [c for c in st.deck if c not in st.done]
    st.progress = {c: n for c, n in st.progress.items() if c in st.row}


LN_SET_Q: dict[str, Any] = {
    "despair": _q_despair, "own_despair": _q_own_despair, "acting_despair": _q_acting_despair,
    "graveyard": _q_graveyard, "traps": _q_traps, "improvements_done": _q_improvements,
}


def _set_survivors_at(s: State, seat: int, at: str | None, v: int) -> None:
    if at is None:
        while len(s.survivors) < v:
            give(s, seat, s.survivor_deck[0])
        while len(s.survivors) > v:
            drop(s, next(x for x in s.survivors if s.players[s.survivors[x].owner].followers
                          and x in s.players[s.survivors[x].owner].followers))
        return
    here = s.at(at)
    while len(here) > v:
        s.survivors[here.pop()].loc = COLONY if at != COLONY else spot(s, SCHOOL)
    while len(here) < v:
        spare = [x for x in s.at(COLONY) if x not in here] if at != COLONY else []
        x = spare[0] if spare else give(s, seat, s.survivor_deck[0])
        s.places[at].spaces = max(s.places[at].spaces, s.occupied(at) + 1)
        s.survivors[x].loc = at
        here.append(x)


def _set_flag(s: State, flag: str, want: bool, ctx: dict[str, Any]) -> None:
    seat = ctx.get("player", 0)
    p = s.players[seat]
    sid = ctx.get("survivor")
    sv = s.survivors.get(sid) if sid else None
    if flag == "exiled":
        p.exiled = want
    elif flag == "is_first_player":
        s.first_player = seat if want else (seat + 1) % s.n
    elif flag == "acting_at_colony":
        assert sv is not None or not want
        if sv is not None:
            sv.loc = COLONY if want else spot(s, SCHOOL)
    elif flag == "acting_is_leader":
        assert sv is not None or not want
        if sv is not None and (p.leader == sid) != want:
            if want:
                p.followers.remove(sid)
                p.followers.insert(0, p.leader)
                p.leader = sid
            else:
                p.leader, p.followers[0] = p.followers[0], p.leader
    elif flag == "acting_has_frostbite":
        assert sv is not None or not want
        if sv is not None:
            sv.frost = 1 if want else 0
            sv.wounds = min(sv.wounds, 1)
    elif flag == "colony_has_space":
        room = s.places[COLONY].spaces - s.occupied(COLONY)
        s.helpless += room - (1 if want else 0)
    elif flag == "main_objective_met":
        s.over, s.objective_met = True, want
    elif flag == "any_exiled":
        if want:
            s.players[(seat + 2) % s.n].exiled = True
        else:
            for x in s.players:
                x.exiled = False
    elif flag == "deck_empty_here":
        assert sv is not None
        if sv.loc == COLONY and not want:
            sv.loc = spot(s, SCHOOL)
        if sv.loc != COLONY:
            deck = s.places[sv.loc].deck
            if want:
                s.box.extend(deck)
                deck.clear()
            elif not deck:
                deck.append(take_card(s, avoid=(sv.loc,)))
    else:
        raise NotImplementedError(flag)


def make(s: State, c: Any, ctx: dict[str, Any], want: bool = True) -> None:
    """Edit ``s`` so that condition ``c`` evaluates to ``want`` for ``ctx``."""
    if c is None:
        assert want, "an absent condition is always true"
        return
    if check(s, c, ctx) == want:
        return
    kind = c.cond
    if kind == "compare":
        if check(s, c, ctx) == want:
            return
        n = quantity(s, c.other, ctx) if c.other is not None else c.n
        set_q(s, c.value, _bounds(c.cmp, n, want), ctx)
    elif kind == "all" and want or kind == "any" and not want:
        for x in c.of:
            make(s, x, ctx, want)
    elif kind == "all":  # make false: the first part that can be made false
        make(s, c.of[0], ctx, False)
    elif kind == "any":  # make true: the first part
        make(s, c.of[0], ctx, True)
    elif kind == "not":
        make(s, c.of, ctx, not want)
    elif kind == "controls":
        seat = ctx.get("player", 0)
        if want:
            give(s, seat, c.survivor)
        elif c.survivor in own(s, seat):
            drop(s, c.survivor)
    elif kind == "most":
        seat = ctx.get("player", 0)
        others = [x.seat for x in s.players if x.seat != seat and not x.eliminated]
        best = max(quantity(s, c.value, {**ctx, "player": o}) for o in others)
        if want:
            set_q(s, c.value, best + 1, ctx)
        else:
            mine = quantity(s, c.value, ctx)
            set_q(s, c.value, mine + 1, {**ctx, "player": others[0]})
    elif kind == "flag":
        _set_flag(s, c.flag, want, ctx)
    else:
        raise NotImplementedError(kind)
    assert check(s, c, ctx) == want, f"could not make {c} {want}"


def make_true(s: State, c: Any, ctx: dict[str, Any]) -> None:
    make(s, c, ctx, True)


def make_false(s: State, c: Any, ctx: dict[str, Any]) -> None:
    make(s, c, ctx, False)


# ============================================================================ snapshot
def snap(s: State) -> dict[str, Any]:
    """The parts of the state an effect can change."""
    return {
        "food": s.food, "morale": s.morale, "over": s.over, "helpless": s.helpless,
        "starvation": s.starvation,
        "zombies": {lid: list(pl.zombies) for lid, pl in s.places.items()},
        "barricades": {lid: list(pl.barricades) for lid, pl in s.places.items()},
        "noise": {lid: pl.noise for lid, pl in s.places.items()},
        "waste": list(s.waste), "removed": sorted(s.removed),
        "hands": [sorted(p.hand) for p in s.players],
        "unused": [sorted(p.unused) for p in s.players],
        "groups": [(p.leader, list(p.followers), p.exiled) for p in s.players],
        "survivors": {sid: (sv.owner, sv.loc, sv.wounds, sv.frost, sv.despair,
                            sorted(sv.equipped), list(sv.side_effects))
                      for sid, sv in sorted(s.survivors.items())},
        # The Long Night (LN-09..14): unruly helpless, explosive traps, bandits
        "unruly": s.ln.unruly if s.ln is not None else 0,
        "traps": {lid: list(pl.traps or []) for lid, pl in s.places.items()},
        "bandits": {lid: pl.bandits for lid, pl in s.places.items()},
        "progress": dict(s.impr.progress) if s.impr is not None else {},
        "survivor_deck": list(s.survivor_deck),
        "decks": {lid: sorted(pl.deck) for lid, pl in s.places.items()},
        "box": sorted(s.box),
        "stats": {k: int(s.stats.get(k, 0))
                  for k in ("zombies_killed", "survivors_dead", "crises_prevented")},
        "kills": [p.zombies_killed for p in s.players],
    }


NOOP_LOG: list[str] = []


def assert_same(engine: State, model: State, before: Any = None) -> None:
    a, b = snap(engine), snap(model)
    diff = {k: (a[k], b[k]) for k in a if a[k] != b[k]}
    assert not diff, f"engine vs expected: {diff}"


# ============================================================================ reference model
class Model:
    """What an operation list should do, applied to a copy of the state by plain edits.

    Choices follow :class:`Policy`: the first candidate, except ``choose`` options
    (``choices``) and votes (``ballot`` for every voter)."""

    def __init__(self, s: State, choices: tuple[int, ...] = (), ballot: str = "yes") -> None:
        self.s = clone(s)
        self.choices = list(choices)
        self.ballot = ballot
        self.marked: dict[str, Any] | None = None
        self.face: int | None = None  # the face of the next `roll` (None: D6)
        self.after: dict[str, Any] | None = None
        self.ran: list[str] = []

    # ---------------------------------------------------------------- plumbing
    def run(self, ops: list[Any], ctx: dict[str, Any]) -> Model:
        if self.marked is None:
            self.marked = snap(self.s)
        for o in ops:
            if self.s.over:
                return self
            if ctx.get("survivor") and ctx["survivor"] not in self.s.survivors:
                ctx = {**ctx, "survivor": None}
            if o.op not in ("if", "vote", "choose", "for_each"):
                self.ran.append(o.op)
            getattr(self, "op_" + o.op)(o, ctx)
        self.after = snap(self.s)
        return self

    def assert_effective(self) -> None:
        """An operation ran, so the test position must show its effect (the setup is not
        so poor that the card does nothing)."""
        if self.ran:
            assert self.after != self.marked, f"{self.ran} changed nothing"

    def here(self, ctx: dict[str, Any]) -> str:
        sid = ctx.get("survivor")
        if sid and sid in self.s.survivors:
            return self.s.survivors[sid].loc
        return ctx.get("loc") or COLONY

    def locs(self, ref: str, ctx: dict[str, Any], allowed: Any = None) -> list[str]:
        m = self.s
        choose = ref in ("choose", "choose_any")
        if ref == "here":
            out = [self.here(ctx)]
        elif ref == "choose" or ref == "each_non_colony":
            out = [lid for lid in m.places if lid != COLONY]
        elif ref == "choose_any":
            out = list(m.places)
        elif ref == "random":
            out = [lid for lid, pl in m.places.items() if pl.number == D6]
        else:
            out = [ref]
        if allowed is not None:
            out = [x for x in out if allowed(x)]
        return out[:1] if choose else out

    def targets(self, ref: str, ctx: dict[str, Any]) -> list[str]:
        m = self.s
        seat = ctx.get("player", 0)
        mine = own(m, seat)
        loc = self.here(ctx)
        if ref == "acting":
            sid = ctx.get("survivor")
            return [sid] if sid in m.survivors else []
        if ref == "leader":
            ld = m.players[seat].leader
            return [ld] if ld in m.survivors else []
        if ref == "all_own":
            return mine
        if ref == "all_here":
            return m.at(loc)
        if ref == "lowest_here":
            here = m.at(loc)
            if not here:
                return []
            low = min(m.content.survivors[x].influence for x in here)
            return [x for x in here if m.content.survivors[x].influence == low][:1]
        if ref == "choose_own":
            return mine[:1]
        if ref == "choose_own_here":
            return [x for x in mine if m.survivors[x].loc == loc][:1]
        if ref == "choose_any_here":
            return m.at(loc)[:1]
        raise KeyError(ref)

    # ---------------------------------------------------------------- board primitives
    def morale(self, d: int) -> None:
        m = self.s
        m.morale = max(0, min(10, m.morale + d))
        if m.morale == 0:
            m.over = True

    def kill(self, sid: str, remove: bool = False) -> None:
        m = self.s
        sv = m.survivors.pop(sid)
        p = m.players[sv.owner]
        m.dead.append(sid)
        if not remove:
            m.stats["survivors_dead"] = m.stats.get("survivors_dead", 0) + 1
        if sv.equipped:
            (p.hand if sv.loc == COLONY else m.places[sv.loc].deck).extend(sv.equipped)
        if p.leader == sid:
            p.leader = None
        else:
            p.followers.remove(sid)
        if not remove and not p.exiled:
            self.morale(-1)
        if not p.survivors:
            raise NotImplementedError("the model does not replace a lost last survivor")
        if p.leader is None:  # KILL-06: the first follower is chosen
            p.leader = p.followers.pop(0)

    def wound(self, sid: str, kind: str) -> None:
        sv = self.s.survivors.get(sid)
        if sv is None or self.s.over:
            return
        if kind == "frostbite":
            sv.frost += 1
        elif kind == "despair":  # LN-09/10: a despair token counts as a wound
            sv.despair += 1
        else:
            sv.wounds += 1
        if sv.damage >= 3:
            self.kill(sid)

    def add_zombie(self, lid: str, e: int) -> None:
        pl = self.s.places[lid]
        if pl.cap - pl.zombies[e] - pl.barricades[e] > 0:
            pl.zombies[e] += 1
        elif pl.barricades[e] > 0:
            pl.barricades[e] -= 1
        else:  # overrun: the lowest influence survivor there dies (first of a tie)
            here = self.s.at(lid)
            if not here:
                if lid == COLONY and self.s.helpless > 0:
                    self.s.helpless -= 1
                    self.morale(-1)
                pl.bandits = 0  # BAND-10: no survivor there: its bandits are removed
                return
            low = min(self.s.content.survivors[x].influence for x in here)
            self.kill(next(x for x in here if self.s.content.survivors[x].influence == low))

    def fullest(self, lid: str) -> int | None:
        z = self.s.places[lid].zombies
        return z.index(max(z)) if max(z) > 0 else None

    def drop_cards(self, seat: int, o: Any, to_waste: bool) -> None:
        p = self.s.players[seat]
        for _ in range(o.count):
            cands = [u for u in p.hand
                     if o.item_type is None or self.s.content.item(u).type == o.item_type]
            if not cands:
                return
            p.hand.remove(cands[0])
            (self.s.waste if to_waste and not p.exiled else self.s.removed).append(cands[0])

    def deck(self, ref: str, ctx: dict[str, Any]) -> list[str]:
        lid = self.here(ctx) if ref == "here" else ref
        if lid == "starting":
            return self.s.box
        return self.s.places[lid].deck if lid != COLONY else []

    def can_enter(self, sid: str, lid: str) -> bool:
        m = self.s
        sv = m.survivors[sid]
        return sv.loc != lid and m.has_space(lid) and not (
            lid == COLONY and m.players[sv.owner].exiled)

    # ---------------------------------------------------------------- operations
    def op_food(self, o: Any, ctx: dict) -> None:
        self.s.food = max(0, self.s.food + o.amount)

    def op_morale(self, o: Any, ctx: dict) -> None:
        self.morale(o.amount)

    def op_zombies_add(self, o: Any, ctx: dict) -> None:
        for lid in self.locs(o.at, ctx):
            for k in range(o.count):
                self.add_zombie(lid, k % 6 if lid == COLONY else 0)

    def op_zombies_kill(self, o: Any, ctx: dict) -> None:
        m = self.s
        by = ctx.get("survivor") if o.by_acting else None
        for lid in self.locs(o.at, ctx):
            for _ in range(o.count):
                e = self.fullest(lid)
                if e is None:
                    break
                m.places[lid].zombies[e] -= 1
                m.stats["zombies_killed"] = m.stats.get("zombies_killed", 0) + 1
                if by in m.survivors:
                    m.players[m.survivors[by].owner].zombies_killed += 1

    def op_zombies_remove(self, o: Any, ctx: dict) -> None:
        for lid in self.locs(o.at, ctx):
            for _ in range(o.count):
                e = self.fullest(lid)
                if e is None:
                    break
                self.s.places[lid].zombies[e] -= 1

    def op_barricade(self, o: Any, ctx: dict) -> None:
        for lid in self.locs(o.at, ctx):
            pl = self.s.places[lid]
            for _ in range(o.count):
                free = [e for e in range(len(pl.zombies)) if pl.free(e) > 0]
                if not free:
                    break
                pl.barricades[free[0]] += 1

    def op_noise(self, o: Any, ctx: dict) -> None:
        for lid in self.locs(o.at, ctx, lambda x: x != COLONY):
            pl = self.s.places[lid]
            for _ in range(o.count):
                if pl.noise >= pl.noise_spaces or pl.noise_round >= 4:
                    break
                pl.noise += 1
                pl.noise_round += 1

    def op_wound(self, o: Any, ctx: dict) -> None:
        for sid in self.targets(o.target, ctx):
            for _ in range(o.count):
                self.wound(sid, o.kind)

    def op_heal(self, o: Any, ctx: dict) -> None:
        for sid in self.targets(o.target, ctx):
            sv = self.s.survivors[sid]
            for _ in range(o.count):
                if sv.wounds:
                    sv.wounds -= 1
                elif o.frostbite and sv.frost:
                    sv.frost -= 1

    def op_kill_survivor(self, o: Any, ctx: dict) -> None:
        for sid in self.targets(o.target, ctx):
            self.kill(sid, remove=o.remove)

    def op_helpless_add(self, o: Any, ctx: dict) -> None:
        m = self.s
        if m.players[ctx.get("player", 0)].exiled:
            return
        added = min(o.count, m.places[COLONY].spaces - m.occupied(COLONY))
        m.helpless += added
        if getattr(o, "unruly", False):  # LN-11: they arrive unruly
            assert m.ln is not None, "unruly helpless need the Long Night rules"
            m.ln.unruly += added

    # ---------------------------------------------------------------- The Long Night
    def op_despair(self, o: Any, ctx: dict) -> None:  # LN-09
        for sid in self.targets(o.target, ctx):
            for _ in range(o.count):
                self.wound(sid, "despair")

    def op_despair_remove(self, o: Any, ctx: dict) -> None:  # LN-10
        for sid in self.targets(o.target, ctx):
            sv = self.s.survivors[sid]
            sv.despair -= min(o.count, sv.despair)

    def op_unruly(self, o: Any, ctx: dict) -> None:  # LN-11/12
        ln = self.s.ln
        assert ln is not None, "unruly helpless need the Long Night rules"
        if o.mode == "make":
            ln.unruly = min(self.s.helpless, ln.unruly + o.count)
        else:
            ln.unruly -= min(o.count, ln.unruly)

    def op_trap(self, o: Any, ctx: dict) -> None:  # LN-14: on an empty entrance space,
        for lid in self.locs(o.at, ctx):              # the one with most room (first of equals)
            pl = self.s.places[lid]
            assert pl.traps is not None, "explosive traps need the Long Night rules"
            for _ in range(o.count):
                room = [pl.free(e) for e in range(len(pl.zombies))]
                if max(room) <= 0:
                    break
                pl.traps[room.index(max(room))] += 1

    def op_progress(self, o: Any, ctx: dict) -> None:  # IMPR-03 (NS-47: the first offered)
        st = self.s.impr
        assert st is not None, "progress markers need the Improvements module"
        if not st.row:
            return
        iid = o.improvement if o.improvement != "choose" else st.row[0]
        if iid not in st.row:
            return
        st.progress[iid] += o.count
        if st.progress[iid] >= self.s.content.improvements[iid].progress:
            raise NotImplementedError("the model does not complete improvements")

    def op_roll(self, o: Any, ctx: dict) -> None:  # one die, the matching row
        face = self.face if self.face is not None else D6
        self.face = None
        row = next(r for r in o.rows if face in r.roll)
        self.run(row.effect, ctx)

    def op_barricade_remove(self, o: Any, ctx: dict) -> None:  # barricades or traps
        def has(lid: str) -> bool:
            pl = self.s.places[lid]
            return bool(sum(pl.traps or []) if o.traps else sum(pl.barricades))

        for lid in self.locs(o.at, ctx, has):
            pl = self.s.places[lid]
            tokens = pl.traps if o.traps else pl.barricades
            for _ in range(o.count):  # from the entrance with the most, first of equals
                e = max(range(len(tokens)), key=lambda i: (tokens[i], -i))
                if tokens[e] <= 0:
                    break
                tokens[e] -= 1

    def op_noise_remove(self, o: Any, ctx: dict) -> None:
        for lid in self.locs(o.at, ctx, lambda x: self.s.places[x].noise > 0):
            pl = self.s.places[lid]
            pl.noise -= pl.noise if o.all else min(o.count, pl.noise)

    def op_bandits_remove(self, o: Any, ctx: dict) -> None:  # BAND
        for lid in self.locs(o.at, ctx, lambda x: self.s.places[x].bandits > 0):
            pl = self.s.places[lid]
            pl.bandits -= min(o.count, pl.bandits)

    def op_helpless_kill(self, o: Any, ctx: dict) -> None:
        for _ in range(o.count):
            if self.s.helpless <= 0 or self.s.over:
                return
            self.s.helpless -= 1
            self.morale(-1)

    def op_survivor_gain(self, o: Any, ctx: dict) -> None:
        m = self.s
        seat = ctx.get("player", 0)
        drawn = m.survivor_deck[: o.count]
        del m.survivor_deck[: o.count]
        for _ in range(min(o.keep, len(drawn))):
            if not m.players[seat].exiled and not m.has_space(COLONY):
                break
            sid = drawn.pop(0)
            m.players[seat].followers.append(sid)
            m.survivors[sid] = Survivor(sid=sid, owner=seat, loc=COLONY)
        m.survivor_deck.extend(drawn)

    def op_draw(self, o: Any, ctx: dict) -> None:
        deck = self.deck(o.deck, ctx)
        got = deck[: o.count]
        del deck[: o.count]
        self.s.players[ctx.get("player", 0)].hand.extend(got)

    def op_discard(self, o: Any, ctx: dict) -> None:
        self.drop_cards(ctx.get("player", 0), o, True)

    def op_lose_cards(self, o: Any, ctx: dict) -> None:
        self.drop_cards(ctx.get("player", 0), o, False)

    def op_waste_clean(self, o: Any, ctx: dict) -> None:
        m = self.s
        gone = m.waste[-o.count:]
        del m.waste[-o.count:]
        m.removed.extend(gone)

    def op_waste_add(self, o: Any, ctx: dict) -> None:
        deck = self.deck(o.deck, ctx)
        self.s.waste.extend(deck[: o.count])
        del deck[: o.count]

    def op_move_survivor(self, o: Any, ctx: dict) -> None:  # exposure rolls are blank
        for sid in self.targets(o.target, ctx):
            for lid in self.locs(o.to, {**ctx, "survivor": sid},
                                 lambda x, sid=sid: self.can_enter(sid, x)):
                self.s.survivors[sid].loc = lid

    op_place_survivor = op_move_survivor

    def op_search_deck(self, o: Any, ctx: dict) -> None:
        deck = self.deck(o.deck, ctx)
        found = [u for u in deck if self.s.content.item(u).type == o.item_type][: o.count]
        for u in found:
            deck.remove(u)
        self.s.players[ctx.get("player", 0)].hand.extend(found)

    def op_dice(self, o: Any, ctx: dict) -> None:
        p = self.s.players[ctx.get("player", 0)]
        if o.mode == "lose":
            for _ in range(min(o.count, len(p.unused))):
                p.unused.remove(min(p.unused) if o.lowest else max(p.unused))
        elif o.mode == "gain":
            p.unused += [D6] * o.count
        elif o.mode == "raise" and p.unused:  # the first offered die is the lowest
            p.unused[p.unused.index(min(p.unused))] += o.count
        elif o.mode == "reroll_all":
            p.unused = [D6] * len(p.unused)

    def op_vote(self, o: Any, ctx: dict) -> None:
        self.run(o.yes if self.ballot == "yes" else o.no, ctx)

    def op_choose(self, o: Any, ctx: dict) -> None:
        modules = self.s.config.modules
        ok = [i for i, ch in enumerate(o.options) if check(self.s, ch.requires, ctx)
              and (getattr(ch, "module", None) is None or ch.module in modules)]
        if not ok:
            return
        i = self.choices.pop(0) if self.choices else ok[0]
        assert i in ok, "the chosen option is disabled"
        self.run(o.options[i].effect, ctx)

    def op_if(self, o: Any, ctx: dict) -> None:
        self.run(o.then if check(self.s, o.cond, ctx) else o.otherwise, ctx)

    def op_for_each(self, o: Any, ctx: dict) -> None:
        m = self.s
        if o.over == "player":
            for i in range(m.n):
                seat = (m.first_player + i) % m.n
                if not m.players[seat].exiled and not m.players[seat].eliminated:
                    self.run(o.effect, {**ctx, "player": seat, "survivor": None})
            return
        if o.over == "own_survivor":
            sids = own(m, ctx.get("player", 0))
        elif o.over == "survivor_here":
            sids = m.at(self.here(ctx))
        else:
            sids = m.at(COLONY)
        for sid in sids:
            if sid in m.survivors:
                self.run(o.effect, {**ctx, "player": m.survivors[sid].owner, "survivor": sid})


# ============================================================================ decisions
@dataclass
class Policy:
    """How the tests answer decisions: the first enabled option, except for these."""

    choices: list[int] = field(default_factory=list)  # effect_choice options, in order
    ballot: str = "yes"
    crossroads: int | None = None

    def key(self, d: dict[str, Any]) -> str:
        keys = [o["key"] for o in d["options"] if o["enabled"]]
        kind = d["kind"]
        if kind == "effect_choice" and self.choices:
            return str(self.choices.pop(0))
        if kind in ("ballot", "vote_tie"):
            return self.ballot
        if kind == "search_more":
            return "stop"
        if kind == "request":
            return "refuse"
        if kind == "crossroads":
            assert self.crossroads is not None, "unexpected crossroads"
            return str(self.crossroads)
        return keys[0]


def drive(s: State, policy: Policy, until: str = "turn") -> list[Any]:
    """Answer decisions until one of kind ``until`` (or the end); returns the events."""
    events: list[Any] = []
    for _ in range(200):
        d = s.pending
        if s.over or d is None or d["kind"] in (until, "turn"):
            return events
        events += apply(s, A.Answer(actor=d["player"], key=policy.key(d)))
    raise AssertionError("too many decisions")


def act(s: State, action: Any, policy: Policy | None = None, until: str = "turn") -> list[Any]:
    reason = TURN_ACTIONS[action.type].check(s, action)
    assert reason is None, f"{action} is not legal: {reason}"
    events = apply(s, action)
    return events + drive(s, policy or Policy(), until)


def walk(ops: list[Any]):  # noqa: ANN201
    for o in ops:
        yield o
        if o.op == "if":
            yield from walk(o.then)
            yield from walk(o.otherwise)
        elif o.op == "vote":
            yield from walk(o.yes)
            yield from walk(o.no)
        elif o.op == "choose":
            for ch in o.options:
                yield from walk(ch.effect)
        elif o.op in ("for_each", "repeat"):
            yield from walk(o.effect)
        elif o.op == "roll":
            for row in o.rows:
                yield from walk(row.effect)


@dataclass(frozen=True)
class V:
    """One way through an operation list: the option of its first ``choose``, the side of
    its votes and the branch of its first top-level ``if`` (made true or false first)."""

    path: tuple[int, ...] = ()
    ballot: str = "yes"
    branch: bool | None = None
    face: int | None = None  # the die face of its first `roll` (a pill, RAX-06)

    @property
    def id(self) -> str:
        return id_of(*self.path, None if self.ballot == "yes" else "no",
                     None if self.branch is None else ("then" if self.branch else "else"),
                     None if self.face is None else f"d{self.face}")

    def policy(self, crossroads: int | None = None) -> Policy:
        return Policy(list(self.path), self.ballot, crossroads)

    def model(self, s: State) -> Model:
        m = Model(s, self.path, self.ballot)
        m.face = self.face
        return m

    def setup(self, s: State, ops: list[Any], ctx: dict[str, Any]) -> None:
        if self.branch is not None:
            make(s, next(o for o in ops if o.op == "if").cond, ctx, self.branch)
        if self.face is not None:  # the engine's next d6 (det() reads the script first)
            s.rng.script.insert(0, self.face)


def variants(ops: list[Any]) -> list[V]:
    chooses = [o for o in walk(ops) if o.op == "choose"]
    paths: list[tuple[int, ...]] = [()]
    if chooses:
        paths = [(i,) for i in range(len(chooses[0].options))]
    ballots = ["yes", "no"] if any(o.op == "vote" for o in walk(ops)) else ["yes"]
    branches: list[bool | None] = [None]
    if any(o.op == "if" for o in ops):
        branches = [True, False]
    faces: list[int | None] = [None]
    rolls = [o for o in walk(ops) if o.op == "roll"]
    if rolls:  # one variant per row of the first die table
        faces = [row.roll[0] for row in rolls[0].rows]
    return [V(p, b, br, f)
            for p, b, br, f in itertools.product(paths, ballots, branches, faces)]


def prepare(s: State, ops: list[Any], seat: int, acting: str | None, loc: str | None,
            no_frost: bool = False) -> None:
    """Make an operation list meaningful: zombies where it kills, wounds where it heals."""
    for o in walk(ops):
        if o.op in ("zombies_kill", "zombies_remove"):
            ctx = {"player": seat, "survivor": acting, "loc": loc}
            for lid in Model(s).locs(o.at, ctx):
                if sum(s.places[lid].zombies) < o.count:
                    fill(s, lid, "zombies", min(o.count + 1, s.places[lid].cap - 1)
                         if lid != COLONY else o.count + 1)
        if o.op in ("barricade_remove", "noise_remove"):  # tokens to remove
            ctx = {"player": seat, "survivor": acting, "loc": loc}
            for lid in Model(s).locs(o.at, ctx):
                pl = s.places[lid]
                if o.op == "noise_remove":
                    pl.noise = max(pl.noise, o.count)
                elif not o.traps:
                    fill(s, lid, "barricades", max(sum(pl.barricades), o.count))
                elif pl.traps is not None:
                    while sum(pl.traps) < o.count:
                        room = [pl.free(e) for e in range(len(pl.zombies))]
                        pl.traps[room.index(max(room))] += 1
    wounding = any(o.op in ("wound", "kill_survivor", "despair") for o in walk(ops))
    if not wounding and not no_frost:
        for sid in own(s, seat):
            s.survivors[sid].frost = 1
    if any(o.op == "despair_remove" for o in walk(ops)):  # LN-10: despair to remove
        for sv in s.survivors.values():
            sv.frost, sv.despair = 0, 1
    if any(o.op == "unruly" and o.mode == "flip_back" for o in walk(ops)) and s.ln:
        s.ln.unruly = s.helpless  # LN-11: an unruly token to calm


def untestable(ops: list[Any], v: V | None = None) -> str | None:
    """Why an operation list (on the way ``v`` takes through it) cannot be exercised yet:
    an operation that the engine has not implemented (the Long Night ops arrive in steps)
    or that the reference model lacks."""
    from game.engine.effects import OPS

    if v is not None and v.path:
        first = next(o for o in walk(ops) if o.op == "choose")
        others = [o for i, ch in enumerate(first.options) if i != v.path[0]
                  for o in walk(ch.effect)]
        ops_on_path = [o for o in walk(ops) if all(o is not x for x in others)]
    else:
        ops_on_path = list(walk(ops))
    for o in ops_on_path:
        if o.op not in OPS:
            return f"the engine does not implement operation '{o.op}' yet"
        if not hasattr(Model, "op_" + o.op):
            return f"the reference model has no operation '{o.op}' yet"
        if o.op == "helpless_add" and getattr(o, "unruly", False) and "unruly" not in OPS:
            return "the engine does not implement unruly helpless survivors yet"
    return None


def skip_off_module(pack: Pack, module: str | None, ops: list[Any],
                    v: V | None = None) -> None:
    """Skip a card (or the way ``v`` takes through it) that needs a module the pack's
    games do not switch on: the engine provides the modules one by one (LN-02)."""
    on = pack.config.get("modules", frozenset())
    needs = [module] if module else []
    if v is not None and v.path:
        first = next(o for o in walk(ops) if o.op == "choose")
        needs.append(getattr(first.options[v.path[0]], "module", None))
    for m in needs:
        if m is not None and m not in on:
            pytest.skip(f"the {m} module is not available in the engine yet")


def skip_untestable(ops: list[Any], v: V | None = None) -> None:
    why = untestable(ops, v)
    if why is not None:
        pytest.skip(why)


def id_of(*parts: Any) -> str:
    return "-".join(str(p) for p in parts if p != () and p is not None)


# ============================================================================ items
def item_cases(content: Content = C) -> list[Any]:
    """``(item id, variant)`` for every way through every item's effect list."""
    out = []
    for iid in sorted(content.items):
        item = content.items[iid]
        ops = item.effect if item.kind != "equip" else (item.equip.effect if item.equip else [])
        for v in variants(ops):
            out.append(pytest.param(iid, v, id=id_of(iid, v.id)))
    return out


_item_cases = item_cases


def _play_action(s: State, seat: int, uid: str) -> A.PlayCard:
    """A legal play of the card (legal actions list one copy per card id)."""
    cid = uid.split("#")[0]
    plays = [a for a in legal_actions(s) if a.type == "play" and a.card.split("#")[0] == cid]
    assert plays, f"{uid} cannot be played"
    return plays[0].model_copy(update={"card": uid})


@pytest.mark.parametrize("iid,v", _item_cases())
def test_item_play(iid: str, v: V) -> None:
    check_item_play(BASE, iid, v)


def check_item_play(pack: Pack, iid: str, v: V) -> None:
    """Playing the item does what its own data says (the reference model)."""
    item = pack.content.items[iid]
    skip_off_module(pack, item.module or _deck_module(pack, item.deck), item.effect, v)
    skip_untestable(item.effect, v)
    s, seat = base_game(pack=pack)
    uid = uid_of(s, iid)
    p = s.players[seat]
    p.hand.append(uid)
    leader = own(s, seat)[0]
    school = spot(s, SCHOOL)
    s.survivors[leader].loc = school  # so that placing it at the colony does something
    prepare(s, item.effect, seat, leader, school)
    make_true(s, item.requires, {"player": seat, "survivor": leader})
    action = _play_action(s, seat, uid)
    sid = action.survivor
    ctx = {"player": seat, "survivor": sid,
           "loc": s.survivors[sid].loc if sid else None, "card": iid}
    v.setup(s, item.effect, ctx)
    model = v.model(s)
    model.s.players[seat].hand.remove(uid)
    if item.kind == "equip":
        model.s.survivors[sid].equipped.append(uid)
    else:
        model.run(item.effect, ctx)
        if not item.effect and item.food:
            model.s.food += item.food
        (model.s.removed if item.kind == "event" else model.s.waste).append(uid)
    events = act(s, action, v.policy())
    assert s.pending is not None and s.pending["kind"] == "turn"
    assert any(e.type == "CardPlayed" and e.data["card"] == uid for e in events)
    assert_same(s, model.s)
    model.assert_effective()
    # where the card went
    if item.kind == "equip":
        assert uid in s.survivors[sid].equipped
    elif item.kind == "event":
        assert uid in s.removed and uid not in s.waste
    else:
        assert uid in s.waste and uid not in s.removed
    assert uid not in p.hand


def test_item_declared_food_matches_its_effect() -> None:
    check_declared_food(C)


def check_declared_food(content: Content) -> None:
    """The ``food`` shorthand of a food card agrees with its effect list."""
    for item in content.items.values():
        if item.food:
            assert sum(o.amount for o in item.effect if o.op == "food") == item.food, item.id


# ---------------------------------------------------------------------------- equipment
def equip_passive(content: Content = C) -> list[tuple[str, int]]:
    """``(item id, modifier index)`` of every modifier of every equip item."""
    return [(iid, i) for iid in sorted(content.items) if content.items[iid].equip
            for i in range(len(content.items[iid].equip.modifiers))]


def equip_active(content: Content = C) -> list[str]:
    """Every equip item with a use."""
    return [iid for iid in sorted(content.items) if content.items[iid].equip
            and content.items[iid].equip.kind == "activated"]


EQUIP_PASSIVE = equip_passive()
EQUIP_ACTIVE = equip_active()


def equip(s: State, seat: int, iid: str) -> tuple[str, str]:
    uid = uid_of(s, iid)
    s.players[seat].hand.append(uid)
    action = _play_action(s, seat, uid)
    act(s, action)
    assert uid in s.survivors[action.survivor].equipped
    return uid, action.survivor


@pytest.mark.parametrize("iid,index", EQUIP_PASSIVE)
def test_equip_modifier_takes_effect(iid: str, index: int) -> None:
    check_equip_modifier(BASE, iid, index)


def _deck_module(pack: Pack, deck: str) -> str | None:
    loc = pack.content.locations.get(deck)
    return getattr(loc, "module", None) if loc is not None else None


def check_equip_modifier(pack: Pack, iid: str, index: int) -> None:
    item = pack.content.items[iid]
    skip_off_module(pack, item.module or _deck_module(pack, item.deck), [])
    s, seat = base_game(pack=pack)
    mod = pack.content.items[iid].equip.modifiers[index]
    leader = own(s, seat)[0]
    before = _modifier_probe(s, seat, leader, mod)
    uid, sid = equip(s, seat, iid)
    assert sid == leader
    after = _modifier_probe(s, seat, sid, mod)
    check_modifier(mod, before, after)


@pytest.mark.parametrize("iid", EQUIP_ACTIVE)
def test_equip_use(iid: str) -> None:
    check_equip_use(BASE, iid)


def check_equip_use(pack: Pack, iid: str) -> None:
    item = pack.content.items[iid]
    use = item.equip
    skip_off_module(pack, item.module or _deck_module(pack, item.deck), use.effect)
    skip_untestable(use.effect)
    s, seat = base_game(pack=pack)
    uid, sid = equip(s, seat, iid)
    loc = s.survivors[sid].loc
    prepare(s, use.effect, seat, sid, loc)
    if use.cost:
        set_dice(s, seat, [use.cost - 1] if use.cost > 1 else [])
        assert not [a for a in legal_actions(s) if a.type == "use_equipment"]
        set_dice(s, seat, [use.cost, 1])
    uses = [a for a in legal_actions(s) if a.type == "use_equipment" and a.card == uid]
    assert uses, f"{iid} cannot be used"
    a = uses[0]
    model = Model(s)
    if a.die is not None:
        model.s.players[seat].unused.pop(a.die)
    model.run(use.effect, {"player": seat, "survivor": sid, "loc": loc, "card": iid})
    events = act(s, a)
    assert any(e.type == "EquipmentUsed" for e in events)
    assert_same(s, model.s)
    model.assert_effective()
    if use.frequency != "unlimited":
        set_dice(s, seat, [6, 6])
        assert not [x for x in legal_actions(s) if x.type == "use_equipment" and x.card == uid]


# ============================================================================ survivors
def active_survivors(content: Content = C) -> list[str]:
    return [sid for sid in sorted(content.survivors)
            if content.survivors[sid].ability.kind == "activated"]


def passive_survivors(content: Content = C) -> list[tuple[str, int]]:
    """``(survivor id, modifier index)`` of every modifier of every survivor ability."""
    return [(sid, i) for sid in sorted(content.survivors)
            for i in range(len(content.survivors[sid].ability.modifiers))]


ACTIVE = active_survivors()
PASSIVE = passive_survivors()


def _ability_loc(where: str, s: State | None = None) -> str:
    school = spot(s, SCHOOL) if s is not None else "school"
    return {"any": COLONY, "colony": COLONY, "non_colony": school}.get(where, where)


def ability_cases(content: Content = C) -> list[Any]:
    """``(survivor id, variant)`` for every way through every activated ability."""
    out = []
    for sid in active_survivors(content):
        for v in variants(content.survivors[sid].ability.effect):
            out.append(pytest.param(sid, v, id=id_of(sid, v.id)))
    return out


_ability_cases = ability_cases


@pytest.mark.parametrize("sid,v", _ability_cases())
def test_survivor_ability(sid: str, v: V) -> None:
    check_survivor_ability(BASE, sid, v)


def check_survivor_ability(pack: Pack, sid: str, v: V) -> None:
    """Using the ability does what its own data says, only where, when and as often as
    its data allows."""
    ab = pack.content.survivors[sid].ability
    skip_off_module(pack, pack.content.survivors[sid].module, ab.effect, v)
    skip_untestable(ab.effect, v)
    s, seat = base_game(pack=pack)
    loc = _ability_loc(ab.location, s)
    give(s, seat, sid, loc)
    prepare(s, ab.effect, seat, sid, loc)
    ctx = {"player": seat, "survivor": sid, "loc": loc, "card": sid}
    make_true(s, ab.requires, ctx)

    def uses() -> list[Any]:
        return [a for a in legal_actions(s) if a.type == "ability" and a.survivor == sid]

    if ab.cost and ab.cost > 1:  # a die too low is not enough
        set_dice(s, seat, [ab.cost - 1])
        assert not uses()
    if ab.location != "any":  # elsewhere it cannot be used
        library = spot(s, LIBRARY)
        s.survivors[sid].loc = (COLONY if ab.location == "non_colony"
                                else library if loc != library else spot(s, SCHOOL))
        set_dice(s, seat, [6])
        assert not uses()
        s.survivors[sid].loc = loc
    if ab.requires is not None:
        make_false(s, ab.requires, ctx)
        set_dice(s, seat, [6])
        assert not uses()
        make_true(s, ab.requires, ctx)
    set_dice(s, seat, [ab.cost or 1, 1] if (ab.cost or 1) > 1 else [1, 2])
    found = uses()
    assert found, f"{sid}'s ability cannot be used"
    a = found[0]
    assert (a.die is None) == (ab.cost is None)
    v.setup(s, ab.effect, ctx)
    model = v.model(s)
    if a.die is not None:
        assert s.players[seat].unused[a.die] >= ab.cost
        model.s.players[seat].unused.pop(a.die)
    model.run(ab.effect, ctx)
    events = act(s, a, v.policy())
    assert any(e.type == "AbilityUsed" and e.data["survivor"] == sid for e in events)
    assert_same(s, model.s)
    model.assert_effective()
    if ab.frequency != "unlimited" and sid in s.survivors:
        set_dice(s, seat, [6, 6])
        make_true(s, ab.requires, ctx)
        assert not uses(), "the ability can be used again"


# ---------------------------------------------------------------------------- modifiers
def _probe_loc(s: State, mod: S.Modifier, matching: bool, taken: set[str | None]) -> str:
    school = spot(s, SCHOOL)
    if mod.at is not None and mod.at != "non_colony":
        if matching:
            return mod.at
        return next(lid for lid in (spot(s, n) for n in (SCHOOL, LIBRARY, GROCERY, GAS))
                    if lid not in taken)
    if mod.kind in ("search_bonus", "search_draw_extra", "no_exposure_move"):
        return school if matching else COLONY
    return COLONY if matching or mod.at is None else school


def _modifier_probe(s: State, seat: int, sid: str, mod: S.Modifier,
                    taken: set[str | None] = frozenset()) -> dict[str, Any]:
    """Measure the behaviour a modifier changes, for ``sid`` at a matching location and,
    when the modifier is limited to one location, elsewhere."""
    out: dict[str, Any] = {}
    for matching in (True, False):
        if not matching and mod.at is None:
            continue
        t = clone(s)
        loc = _probe_loc(s, mod, matching, taken)
        t.survivors[sid].loc = loc
        out[matching] = _measure(t, seat, sid, mod.kind, loc)
    return out


def _measure(t: State, seat: int, sid: str, kind: str, loc: str) -> Any:
    if kind == "attack_bonus":
        need = attack_need(t, sid)
        set_dice(t, seat, [need])
        ok = any(a.type == "attack" and a.survivor == sid for a in legal_actions(t))
        set_dice(t, seat, [need - 1] if need > 1 else [])
        low = any(a.type == "attack" and a.survivor == sid for a in legal_actions(t))
        assert ok and not low
        return need
    if kind == "search_bonus":
        need = search_need(t, sid)
        set_dice(t, seat, [need])
        ok = any(a.type == "search" and a.survivor == sid for a in legal_actions(t))
        set_dice(t, seat, [need - 1] if need > 1 else [])
        low = any(a.type == "search" and a.survivor == sid for a in legal_actions(t))
        assert ok and not low
        return need
    if kind == "search_draw_extra":
        set_dice(t, seat, [6])
        apply(t, A.Search(actor=seat, survivor=sid, die=0))
        return len(t.search["drawn"])
    if kind == "no_exposure_move":
        t.rng.script = ["wound"]
        library = spot(t, LIBRARY)
        dest = library if loc != library else spot(t, SCHOOL)
        events = apply(t, A.Move(actor=seat, survivor=sid, to=dest))
        return sum(1 for e in events if e.type == "ExposureRolled")
    if kind in ("no_exposure_attack", "extra_kill"):
        set_dice(t, seat, [6])
        fill(t, loc, "zombies", 3)
        t.rng.script = ["wound"]
        before = sum(t.places[loc].zombies)
        events = apply(t, A.Attack(actor=seat, survivor=sid, die=0,
                                   target=f"z{t.places[loc].zombies.index(max(t.places[loc].zombies))}"))
        if kind == "extra_kill":
            return before - sum(t.places[loc].zombies)
        return sum(1 for e in events if e.type == "ExposureRolled")
    if kind == "helpless_food":  # (food paid, zombies added at the colony)
        t.helpless = 1 - len(t.at(COLONY)) % 2  # an odd headcount: one less lowers the due
        t.food, t.stack, t.pending = 20, [], None
        for pl in t.places.values():
            pl.zombies = [0] * len(pl.zombies)
            pl.noise = 0
        t.stack = [{"k": "add_zombies_step"}, {"k": "pay_food"}]
        run(t)
        return 20 - t.food, sum(t.places[COLONY].zombies)
    raise NotImplementedError(kind)


def check_modifier(mod: S.Modifier, before: dict, after: dict) -> None:
    """``before``: without the modifier; ``after``: with it."""
    kind, n = mod.kind, mod.amount
    if kind in ("attack_bonus", "search_bonus"):
        assert after[True] == max(1, before[True] - n)
    elif kind in ("search_draw_extra", "extra_kill"):
        assert after[True] == before[True] + n
    elif kind in ("no_exposure_move", "no_exposure_attack"):
        assert before[True] == 1 and after[True] == 0
    elif kind == "helpless_food":  # feeds herself, but still draws zombies (COLONY-10)
        assert after[True] == (before[True][0] - 1, before[True][1])
    else:  # pragma: no cover
        raise NotImplementedError(kind)
    if False in after:  # elsewhere nothing changes
        assert after[False] == before[False]


def _without_modifiers(s: State, sid: str) -> State:
    """A copy in which ``sid``'s card has no modifiers (the control measurement)."""
    t = clone(s)
    card = t.content.survivors[sid]
    bare = card.model_copy(update={"ability": card.ability.model_copy(update={"modifiers": []})})
    t.content = replace(t.content, survivors={**t.content.survivors, sid: bare})
    return t


@pytest.mark.parametrize("sid,index", PASSIVE)
def test_survivor_modifier(sid: str, index: int) -> None:
    check_survivor_modifier(BASE, sid, index)


def check_survivor_modifier(pack: Pack, sid: str, index: int) -> None:
    """The passive modifier changes what it says, where it says, compared with the same
    survivor without it."""
    card = pack.content.survivors[sid]
    mod = card.ability.modifiers[index]
    skip_off_module(pack, card.module, [])
    s, seat = base_game(pack=pack)
    give(s, seat, sid)
    taken = {m.at for m in card.ability.modifiers if m.kind == mod.kind}
    before = _modifier_probe(_without_modifiers(s, sid), seat, sid, mod, taken)
    after = _modifier_probe(s, seat, sid, mod, taken)
    check_modifier(mod, before, after)


def test_every_survivor_is_covered() -> None:
    check_every_survivor_is_covered(C)


def check_every_survivor_is_covered(content: Content) -> None:
    """Every survivor has an activated ability or at least one modifier to test."""
    passive = {sid for sid, _ in passive_survivors(content)}
    assert set(active_survivors(content)) | passive == set(content.survivors)
