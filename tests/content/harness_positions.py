"""Card-test positions: a normalised game, deterministic chance, state helpers and
``make_true`` / ``make_false`` (edit a state until a condition of the effect language holds or
fails).  Part of the card-test harness (``harness_cards.py``)."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from game.content import schema as S
from game.content.loader import load_base
from game.content.pack import Content
from game.engine.effects import check, quantity, threshold
from game.engine.state import COLONY, State, Survivor
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


def _release_all(s: State, sid: str) -> None:
    """Put a survivor back into the survivor deck without replacing a leader."""
    del s.survivors[sid]
    s.survivor_deck.append(sid)


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
        if at is None and v == 0:
            # KILL-07 always hands a player a new leader; only an eliminated player
            # (VAR-ELIM-01) controls no survivor.
            for sid in own(s, seat):
                _release_all(s, sid)
            p.leader, p.followers, p.eliminated = None, [], True
        elif at is None:
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


def _q_stockpile(s: State, q: S.Quantity, v: int, ctx: dict[str, Any],
                 at: str | None) -> None:  # BAND-11: cards face up in the Hideout
    st = s.band
    assert st is not None, "the hideout stockpile needs the Bandits module"
    while len(st.stockpile) > v:
        s.box.append(st.stockpile.pop())
    while len(st.stockpile) < v:
        st.stockpile.append(take_card(s))


def raxxon_id(s: State) -> str:
    return next(lid for lid, pl in s.places.items()
                if lid != COLONY and s.content.locations[lid].kind == "raxxon")


def _q_specials(s: State, q: S.Quantity, v: int, ctx: dict[str, Any],
                at: str | None) -> None:
    """``v`` special zombies (RAX-13: each on an empty entrance space) at ``at``
    (everywhere: at Raxxon, then at the other locations when Raxxon is full), of the first
    type of the pack, placed from no experiment."""
    st = s.rax
    assert st is not None, "special zombies need the Raxxon module"
    lids = [at] if at else list(s.places)
    for z in [z for z in st.specials if z["loc"] in lids]:
        st.specials.remove(z)
        specials = s.places[z["loc"]].specials
        assert specials is not None
        specials[z["entrance"]] -= 1
    order = [at] if at else [raxxon_id(s)] + [x for x in s.places
                                             if x not in (COLONY, raxxon_id(s))]
    typ = sorted(s.content.special_zombies)[0]
    for _ in range(v):
        spot = None
        for lid in order:
            pl = s.places[lid]
            if pl.specials is None:
                continue
            e = max(range(len(pl.zombies)), key=lambda e: (pl.free(e), -e))
            if pl.free(e) <= 0:  # make room: the special zombie needs an empty space
                pl.zombies[e] -= min(pl.zombies[e], 1)
            if pl.free(e) > 0:
                spot = (lid, e)
                break
        assert spot is not None, f"{v} special zombies do not fit at {', '.join(order)}"
        lid, e = spot
        st.specials.append({"id": f"sz{st.next_id}", "type": typ, "card": None, "loc": lid,
                            "entrance": e})
        st.next_id += 1
        specials = s.places[lid].specials
        assert specials is not None
        specials[e] += 1


LN_SET_Q: dict[str, Any] = {
    "despair": _q_despair, "own_despair": _q_own_despair, "acting_despair": _q_acting_despair,
    "graveyard": _q_graveyard, "traps": _q_traps, "improvements_done": _q_improvements,
    "stockpile": _q_stockpile, "special_zombies": _q_specials,
}


def _set_stage(s: State, n: int, want: bool) -> None:
    """SCEN-01: the scenario stage (objectives completed + 1) reaches ``n`` or stays below;
    outside a scenario game the scenario slice is made up (the stage is public)."""
    from game.engine.modules.scenario_state import ScenarioState

    if not want and n <= 1:  # no stage at all: not a scenario game
        s.scen = None
        return
    if s.scen is None:
        s.scen = ScenarioState(scenario="bandits_intro")
    s.scen.stage = max(n, 1) if want else n - 1


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
        n = quantity(s, c.other, ctx) if c.other is not None else threshold(s, c)
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
    elif kind == "stage":
        _set_stage(s, c.n, want)
    else:
        raise NotImplementedError(kind)
    assert check(s, c, ctx) == want, f"could not make {c} {want}"


def make_true(s: State, c: Any, ctx: dict[str, Any]) -> None:
    make(s, c, ctx, True)


def make_false(s: State, c: Any, ctx: dict[str, Any]) -> None:
    make(s, c, ctx, False)
