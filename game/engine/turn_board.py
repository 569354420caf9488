"""The survivor actions on the board: move (ACT-MOVE), attack (ACT-ATTACK), search
(ACT-SEARCH), barricade (ACT-BARR), clean waste (ACT-WASTE) and attract (ACT-ATTRACT).

Registered into ``turn.TURN_ACTIONS`` when ``game.engine.core`` imports this file (menu order)."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations_with_replacement

from game.engine import actions as A
from game.engine import board as B
from game.engine.base import answer, ask, emit, frame, opt, push
from game.engine.effects import has_modifier, modifiers, move_survivor
from game.engine.messages import card as card_ref
from game.engine.refs import place_ref
from game.engine.registry import move_refused as _move_refused
from game.engine.state import COLONY, State
from game.engine.turn import (
    _die,
    _distinct_dice,
    _own_survivor,
    after_action,
    attack_need,
    own_alive,
    search_need,
    turn_action,
)


# ============================================================================ move
def _check_move(s: State, a: A.Move) -> str | None:
    if r := _own_survivor(s, a):
        return r
    sv = s.survivors[a.survivor]
    if a.to not in s.places:
        return "there is no such location"
    if a.to == sv.loc:
        return "the survivor is already there"
    stamp = s.turn_no if s.config.options.move_limit_scope == "turn" else s.round
    if sv.moved == stamp:
        return "each survivor may move only once per turn"
    if not s.has_space(a.to):
        return "that location has no empty survivor space"
    if a.to == COLONY and s.players[a.actor].exiled:
        return "an exiled player's survivors cannot enter the colony"
    return _move_refused(s, a.to)


def _gen_move(s: State, seat: int) -> Iterator[A.Move]:
    """What ``_check_move`` accepts, tested directly (room at each place computed once)."""
    stamp = s.turn_no if s.config.options.move_limit_scope == "turn" else s.round
    exiled = s.players[seat].exiled
    room: dict[str, bool] = {}
    for sid in own_alive(s, seat):
        sv = s.survivors[sid]
        if sv.owner != seat or sv.moved == stamp:
            continue
        for lid in s.places:
            if lid == sv.loc or (exiled and lid == COLONY):
                continue
            ok = room.get(lid)
            if ok is None:
                ok = room[lid] = s.has_space(lid) and _move_refused(s, lid) is None
            if ok:
                yield A.make_move(seat, sid, lid)


@turn_action("move", _check_move, _gen_move)
def _do_move(s: State, a: A.Move) -> None:
    """ACT-MOVE-01..04."""
    sv = s.survivors[a.survivor]
    sv.moved = s.turn_no if s.config.options.move_limit_scope == "turn" else s.round
    after_action(s, {"on": "move", "at": a.to, "survivor": a.survivor})
    move_survivor(s, a.survivor, a.to, exposure=True, cause="move")


# ============================================================================ attack
def _targets(s: State, seat: int, sid: str) -> list[str]:
    sv = s.survivors[sid]
    place = s.places[sv.loc]
    out = [f"z{e}" for e, z in enumerate(place.zombies) if z > 0]
    out += [f"s:{o}" for o in s.at(sv.loc) if s.survivors[o].owner != seat]
    return out


def _check_attack(s: State, a: A.Attack) -> str | None:
    if r := _own_survivor(s, a):
        return r
    if r := _die(s, a, attack_need(s, a.survivor)):
        return r
    if a.target.startswith("s:"):
        t = a.target[2:]
        if t not in s.survivors:
            return "there is no such survivor (helpless survivors can't be attacked)"
        if s.survivors[t].owner == a.actor:
            return "you can't attack your own survivors"
    if a.target not in _targets(s, a.actor, a.survivor):
        return "that target is not at the attacker's location"
    return None


def _gen_attack(s: State, seat: int) -> Iterator[A.Attack]:
    for sid in own_alive(s, seat):
        dice = _distinct_dice(s, seat, attack_need(s, sid))
        if not dice:
            continue
        for t in _targets(s, seat, sid):
            for d in dice:
                yield A.make_attack(seat, sid, d, t)


def _attack_kind(a: A.Attack) -> str:
    return "survivor" if a.target.startswith("s:") else "zombie"


@turn_action("attack", _check_attack, _gen_attack, attack=_attack_kind)  # RAX-17: turn.py
def _do_attack(s: State, a: A.Attack) -> None:
    """ACT-ATTACK-01..09."""
    sv = s.survivors[a.survivor]
    loc = sv.loc
    die_value = B.spend_die(s, a.actor, a.die)
    if a.target.startswith("z"):
        after_action(s, {"on": "attack_zombie", "at": loc, "survivor": a.survivor})
        B.kill_zombie(s, loc, int(a.target[1:]), a.survivor, "attack")
        # EXPO-01 b / ZOMB-14: one exposure roll per zombie killed, the extra kills of the
        # same attack included; "no exposure roll after killing a zombie with an attack"
        # (CARD-01) waives them all.  The rolls come after the last kill.
        rolls = not has_modifier(s, a.survivor, "no_exposure_attack")
        if rolls:
            push(s, "exposure", sid=a.survivor, cause="killed a zombie")
        extra = modifiers(s, a.survivor, "extra_kill")
        if extra:  # ZOMB-13: at the colony the player picks each extra zombie too
            push(s, "kill_zombies", loc=loc, left=extra, by=a.survivor, seat=a.actor,
                 cause="attack", exposure=rolls, rolls=0)
        return
    target = a.target[2:]
    after_action(s, {"on": "attack_survivor", "at": loc, "survivor": a.survivor})
    p = s.players[a.actor]
    roll = s.rng.d6()  # ACT-ATTACK-06: re-roll the spent die
    p.used[-1] = roll
    emit(s, "DieRerolled", {"player": a.actor, "from": die_value, "value": roll,
                            "target": target})
    if roll <= attack_need(s, target):  # the target's attack value with its modifiers
        victim = s.players[s.survivors[target].owner]
        B.wound(s, target, "wound", "attacked")
        if victim.hand:
            card = s.rng.pick(victim.hand)
            victim.hand.remove(card)
            p.hand.append(card)
            emit(s, "CardStolen", {"from": victim.seat, "to": a.actor},
                 to=(victim.seat, a.actor), secret={"card": card})


# ============================================================================ search
def _check_search(s: State, a: A.Search) -> str | None:
    if r := _own_survivor(s, a):
        return r
    if s.survivors[a.survivor].loc == COLONY:
        return "the colony can never be searched"
    if r := _search_refused(s, a.survivor):
        return r
    return _die(s, a, search_need(s, a.survivor))


def _search_refused(s: State, sid: str) -> str | None:
    """A module's reason the normal search is not allowed here (ACT-SEARCH-09)."""
    from game.engine.registry import hooks

    for h in hooks("search_refused"):
        if r := h(s, sid):
            return str(r)
    return None


def _gen_search(s: State, seat: int) -> Iterator[A.Search]:
    for sid in own_alive(s, seat):
        if s.survivors[sid].loc == COLONY or _search_refused(s, sid):
            continue
        for d in _distinct_dice(s, seat, search_need(s, sid)):
            yield A.make_search(seat, sid, d)


@turn_action("search", _check_search, _gen_search)
def _do_search(s: State, a: A.Search) -> None:
    """ACT-SEARCH-01..07 (NS-22: an empty deck yields nothing)."""
    loc = s.survivors[a.survivor].loc
    B.spend_die(s, a.actor, a.die)
    after_action(s, {"on": "search", "at": loc, "survivor": a.survivor})
    s.search = {"seat": a.actor, "loc": loc, "drawn": []}
    for _ in range(1 + modifiers(s, a.survivor, "search_draw_extra")):
        _search_draw(s)
    from game.engine.registry import hooks

    for h in hooks("search"):  # frames pushed here run after the search (RAX-05, DISC-16)
        h(s, a.survivor, loc)
    push(s, "search_step")


def _search_draw(s: State) -> None:
    assert s.search is not None
    deck = s.places[s.search["loc"]].deck
    if deck:
        card = deck.pop(0)
        s.search["drawn"].append(card)
        emit(s, "SearchDrew", {"player": s.search["seat"], "location": s.search["loc"],
                               "drawn": len(s.search["drawn"])}, to=(s.search["seat"],),
             secret={"card": card})


@frame("search_step")
def _search_step(s: State, f: dict) -> None:
    st = s.search
    assert st is not None
    loc = st["loc"]
    if st["drawn"] and B.can_make_noise(s, loc) and s.places[loc].deck:
        ask(s, "search_more", st["seat"], "Make noise to draw another card, or stop?",
            [opt("noise", "Make noise and draw again"), opt("stop", "Stop searching")])
        return
    push(s, "search_keep")


@answer("search_more")
def _search_more(s: State, d: dict, key: str) -> None:
    assert s.search is not None
    if key == "noise":
        B.add_noise(s, s.search["loc"])
        _search_draw(s)
        push(s, "search_step")
    else:
        push(s, "search_keep")


@frame("search_keep")
def _search_keep(s: State, f: dict) -> None:
    st = s.search
    assert st is not None
    if not st["drawn"]:
        s.search = None
        return
    ask(s, "search_keep", st["seat"], "Keep one card; the rest go under the deck.",
        [opt(c, card_ref(s.content, c)) for c in st["drawn"]])


@answer("search_keep")
def _search_keep_answer(s: State, d: dict, key: str) -> None:
    st = s.search
    assert st is not None
    s.players[st["seat"]].hand.append(key)
    rest = [c for c in st["drawn"] if c != key]
    s.places[st["loc"]].deck.extend(rest)
    emit(s, "SearchKept", {"player": st["seat"], "returned": len(rest)}, to=(st["seat"],),
         secret={"card": key})
    if rest:
        emit(s, "CardsToDeckBottom", {"location": st["loc"], "count": len(rest)})
    s.search = None


# ============================================================================ barricade
def _check_barricade(s: State, a: A.Barricade) -> str | None:
    if r := _own_survivor(s, a):
        return r
    if r := _die(s, a):
        return r
    # ACT-BARR-01: an empty entrance space; DISC-24: a token left (a die is never spent
    # on a barricade that cannot be placed)
    return B.barricade_refused(s, s.survivors[a.survivor].loc, a.entrance)


def _gen_barricade(s: State, seat: int) -> Iterator[A.Barricade]:
    dice = _distinct_dice(s, seat)
    if not dice or not B.barricade_token_left(s):
        return
    for sid in own_alive(s, seat):
        place = s.places[s.survivors[sid].loc]
        for e in range(len(place.zombies)):
            if place.free(e) > 0:
                for d in dice:
                    yield A.make_barricade(seat, sid, d, e)


@turn_action("barricade", _check_barricade, _gen_barricade)
def _do_barricade(s: State, a: A.Barricade) -> None:
    """ACT-BARR-01."""
    loc = s.survivors[a.survivor].loc
    B.spend_die(s, a.actor, a.die)
    after_action(s, {"on": "barricade", "at": loc, "survivor": a.survivor})
    B.add_barricade(s, loc, a.entrance)


# ============================================================================ clean waste
def _check_clean(s: State, a: A.CleanWaste) -> str | None:
    if r := _own_survivor(s, a):
        return r
    if s.survivors[a.survivor].loc != COLONY:
        return "only a survivor at the colony can clean the waste"
    if not s.waste:
        return "the waste pile is empty"
    return _die(s, a)


def _gen_clean(s: State, seat: int) -> Iterator[A.CleanWaste]:
    if not s.waste:
        return
    at = [sid for sid in own_alive(s, seat) if s.survivors[sid].loc == COLONY]
    if at:
        for d in _distinct_dice(s, seat):
            yield A.make_clean_waste(seat, at[0], d)


@turn_action("clean_waste", _check_clean, _gen_clean)
def _do_clean(s: State, a: A.CleanWaste) -> None:
    """ACT-WASTE-01."""
    from game.engine.effects import clean_waste

    B.spend_die(s, a.actor, a.die)
    after_action(s, {"on": "clean_waste", "at": COLONY, "survivor": a.survivor})
    clean_waste(s, 3)


# ============================================================================ attract
def _sources(s: State, loc: str) -> list[str]:
    out = []
    for lid, place in s.places.items():
        if lid == loc:
            continue  # NS-51
        if lid == COLONY:
            out += [f"colony:{e}" for e, z in enumerate(place.zombies) if z > 0]
        elif sum(place.zombies) > 0:
            out.append(lid)
    return out


def _take_ok(s: State, loc: str, take: tuple[str, ...]) -> str | None:
    """Counts are checked after normalising each reference (``refs.place_ref``), so two
    spellings of one entrance are one source."""
    counts: dict[tuple[str, int], int] = {}
    for t in take:
        ref = place_ref(s, t)
        if ref is None:
            return "there is no such place to take zombies from"
        counts[ref] = counts.get(ref, 0) + 1
    for (src, e), n in counts.items():
        if src == COLONY:
            if loc == COLONY:
                return "the zombies are already at the colony"
            have = s.places[COLONY].zombies[e]
        elif src != loc:
            have = sum(s.places[src].zombies)
        else:
            return "zombies can only be attracted from another location"
        if have < n:
            return "there are not enough zombies there"
    free = sum(s.places[loc].free(e) for e in range(len(s.places[loc].zombies)))
    if free < len(take):
        return "not enough empty entrance spaces here"
    return None


def _check_attract(s: State, a: A.Attract) -> str | None:
    if r := _own_survivor(s, a):
        return r
    if r := _die(s, a):
        return r
    if not 1 <= len(a.take) <= 2:
        return "attract takes 1 or 2 zombies"
    loc = s.survivors[a.survivor].loc
    if r := _take_ok(s, loc, a.take):
        return r
    if a.entrances is not None:  # ACT-ATTRACT-01: the player picks the entrance spaces
        place = s.places[loc]
        if len(a.entrances) != len(a.take):
            return "name one entrance for each attracted zombie"
        for e in set(a.entrances):
            if not 0 <= e < len(place.zombies) or place.free(e) < a.entrances.count(e):
                return "that entrance has no empty space"
    if s.config.options.attract_mode == "exactly_2" and len(a.take) == 1:
        if any(_take_ok(s, loc, p) is None
               for p in combinations_with_replacement(_sources(s, loc), 2)):
            return "you must attract 2 zombies when you can (exactly-2 rule)"
    return None


def _attract_takes(s: State, loc: str) -> list[tuple[str, ...]]:
    """The takes ``_check_attract`` accepts at ``loc``, built directly instead of testing
    every source and pair: the singles, then the pairs in ``combinations_with_replacement``
    order (a source twice only when it holds 2 zombies), as far as ``loc`` has room;
    DISC-07 exactly-2 drops the singles when a pair is possible."""
    place = s.places[loc]
    free = sum(place.free(e) for e in range(len(place.zombies)))
    if free < 1:
        return []
    src = _sources(s, loc)
    takes: list[tuple[str, ...]] = [(x,) for x in src]
    if free < 2:
        return takes
    pairs: list[tuple[str, ...]] = []
    colony = s.places[COLONY].zombies
    for i, x in enumerate(src):
        have = colony[int(x[7:])] if x.startswith("colony:") else sum(s.places[x].zombies)
        if have >= 2:
            pairs.append((x, x))
        pairs += [(x, y) for y in src[i + 1:]]
    if pairs and s.config.options.attract_mode == "exactly_2":
        return pairs
    return takes + pairs


def _gen_attract(s: State, seat: int) -> Iterator[A.Attract]:
    dice = _distinct_dice(s, seat)
    if not dice:
        return
    by_loc: dict[str, list[tuple[str, ...]]] = {}
    for sid in own_alive(s, seat):
        sv = s.survivors[sid]
        if sv.owner != seat:
            continue
        takes = by_loc.get(sv.loc)
        if takes is None:
            takes = by_loc[sv.loc] = _attract_takes(s, sv.loc)
        for t in takes:
            for d in dice:
                yield A.make_attract(seat, sid, d, t)


@turn_action("attract", _check_attract, _gen_attract)
def _do_attract(s: State, a: A.Attract) -> None:
    """ACT-ATTRACT-01 (DISC-07, NS-51: no exposure, no overrun)."""
    loc = s.survivors[a.survivor].loc
    B.spend_die(s, a.actor, a.die)
    after_action(s, {"on": "attract", "at": loc, "survivor": a.survivor})
    for i, t in enumerate(a.take):
        ref = place_ref(s, t)
        assert ref is not None  # checked by _take_ok
        src, e = ref
        s.places[src].zombies[e] -= 1
        dest = a.entrances[i] if a.entrances is not None else B.first_free_entrance(s, loc)
        assert dest is not None
        s.places[loc].zombies[dest] += 1
        emit(s, "ZombieMoved", {"from": src, "from_entrance": e, "to": loc,
                                "to_entrance": dest})
