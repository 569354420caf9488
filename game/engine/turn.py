"""The player turn (ROUND-10..13) and every turn action (ACT-*).

Each action type registers a checker (returns a reason when illegal), an executor and an
enumerator of its legal instances.  ``apply`` validates through the checker before touching
the state, so an illegal action never changes anything."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import combinations_with_replacement
from typing import Any

from game.engine import actions as A
from game.engine import board as B
from game.engine import crossroads as X
from game.engine import modules as M
from game.engine.base import answer, ask, emit, frame, opt, push
from game.engine.effects import check, has_modifier, modifiers, move_survivor, run_effects
from game.engine.messages import Msg
from game.engine.messages import card as card_ref
from game.engine.refs import place_ref
from game.engine.state import COLONY, State


@dataclass(frozen=True)
class TurnAction:
    check: Callable[[State, Any], str | None]
    do: Callable[[State, Any], None]
    gen: Callable[[State, int], Iterator[Any]]


TURN_ACTIONS: dict[str, TurnAction] = {}


def turn_action(name: str, check_fn: Callable, gen_fn: Callable) -> Callable:
    def deco(do_fn: Callable) -> Callable:
        TURN_ACTIONS[name] = TurnAction(check_fn, do_fn, gen_fn)
        return do_fn

    return deco


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


def _move_refused(s: State, to: str) -> str | None:
    """A module's reason no survivor may move to ``to`` now (SCEN-R-01 sealed Raxxon)."""
    from game.engine.modules import hooks

    for h in hooks("move_refused"):
        if r := h(s, to):
            return str(r)
    return None


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
    kind = "survivor" if a.target.startswith("s:") else "zombie"
    if r := M.attack_blocked(s, s.survivors[a.survivor].loc, kind):  # RAX-17
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
        loc = s.survivors[sid].loc
        for t in _targets(s, seat, sid):
            if M.attack_blocked(s, loc, "survivor" if t.startswith("s:") else "zombie"):
                continue
            for d in dice:
                yield A.make_attack(seat, sid, d, t)


@turn_action("attack", _check_attack, _gen_attack)
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
    from game.engine.modules import hooks

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
    from game.engine.modules import hooks

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
    place = s.places[s.survivors[a.survivor].loc]
    if not (0 <= a.entrance < len(place.zombies)) or place.free(a.entrance) <= 0:
        return "that entrance has no empty space"
    return None


def _gen_barricade(s: State, seat: int) -> Iterator[A.Barricade]:
    dice = _distinct_dice(s, seat)
    if not dice:
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


# ============================================================================ abilities
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


def _check_ability(s: State, a: A.UseAbility) -> str | None:
    if r := _own_survivor(s, a):
        return r
    ab = s.content.survivors[a.survivor].ability
    if ab.kind != "activated":
        return "this survivor's ability is always on; it is not an action"
    if not _ability_where_ok(s, ab.location, a.survivor):
        return "the survivor must be at the ability's location"
    if not _freq_ok(s, ab.frequency, s.survivors[a.survivor].used.get("ability")):
        return _USED_ABILITY[ab.frequency]
    if ab.cost is not None:
        if r := _die(s, a, ab.cost):
            return r
    elif a.die is not None:
        return "this ability costs no die"
    ctx = {"player": a.actor, "survivor": a.survivor, "card": a.survivor}
    if not check(s, ab.requires, ctx):
        return "the ability's requirement is not met"
    return None


def _gen_ability(s: State, seat: int) -> Iterator[A.UseAbility]:
    for sid in own_alive(s, seat):
        ab = s.content.survivors[sid].ability
        if ab.kind != "activated":
            continue
        dice: list[int | None] = list(_distinct_dice(s, seat, ab.cost)) if ab.cost else [None]
        for d in dice:
            a = A.make_use_ability(seat, sid, d)
            if _check_ability(s, a) is None:
                yield a


@turn_action("ability", _check_ability, _gen_ability)
def _do_ability(s: State, a: A.UseAbility) -> None:
    """ACT-ABILITY-01..03."""
    ab = s.content.survivors[a.survivor].ability
    sv = s.survivors[a.survivor]
    sv.used["ability"] = _stamp(s, ab.frequency)
    if a.die is not None:
        B.spend_die(s, a.actor, a.die)
    emit(s, "AbilityUsed", {"player": a.actor, "survivor": a.survivor})
    after_action(s, {"on": "ability", "at": sv.loc, "survivor": a.survivor})
    run_effects(s, ab.effect, {"player": a.actor, "survivor": a.survivor, "loc": sv.loc,
                               "card": a.survivor})


# ============================================================================ play a card
_SURVIVOR_REFS = frozenset({"acting", "choose_own_here", "choose_any_here", "all_here",
                            "lowest_here"})
_CACHE: dict[int, tuple[Any, bool, bool]] = {}  # id(card) -> (card, needs, adds)


def _walk(ops: Any, acc: dict[str, bool]) -> None:
    """Does an effect refer to an acting survivor / its location, or add survivors?
    References inside a for_each over survivors are bound by the loop, not the player."""
    for o in ops:
        name = o.op
        if name in ("survivor_gain", "helpless_add"):
            acc["adds"] = True
        if getattr(o, "target", None) in _SURVIVOR_REFS or getattr(o, "by_acting", False):
            acc["needs"] = True
        for f in ("at", "deck"):
            if getattr(o, f, None) == "here":
                acc["needs"] = True
        if name == "for_each":
            if o.over == "player":
                _walk(o.effect, acc)
            else:
                inner = {"needs": False, "adds": False}
                _walk(o.effect, inner)
                acc["adds"] = acc["adds"] or inner["adds"]
                acc["needs"] = acc["needs"] or o.over == "survivor_here"
        elif name == "if":
            _walk(o.then, acc)
            _walk(o.otherwise, acc)
        elif name == "vote":
            _walk(o.yes, acc)
            _walk(o.no, acc)
        elif name == "choose":
            for ch in o.options:
                _walk(ch.effect, acc)
        elif name == "roll":  # a die table (RAX-06 pills)
            for row in o.rows:
                _walk(row.effect, acc)
        elif name == "repeat":
            _walk(o.effect, acc)


def card_traits(s: State, card_id: str) -> tuple[bool, bool]:
    """(needs an acting survivor, adds a survivor) for an item card."""
    item = s.content.items[card_id]
    hit = _CACHE.get(id(item))
    if hit is None or hit[0] is not item:  # keeping the card alive pins its id
        # RAX-06: a pill is always taken by one of the player's survivors
        acc = {"needs": item.pill, "adds": item.type == "survivor"}
        _walk(item.effect, acc)
        hit = (item, acc["needs"], acc["adds"])
        _CACHE[id(item)] = hit
    return hit[1], hit[2]


def _check_play(s: State, a: A.PlayCard) -> str | None:
    p = s.players[a.actor]
    if a.card not in p.hand:
        return "that card is not in your hand"
    item = s.content.item(a.card)
    if p.exiled and item.type == "food" and a.die is not None:  # EXILE-07 (a permission)
        if not (0 <= a.die < len(p.unused)):
            return "an exiled player plays food to raise one of their unused dice"
        return None
    if a.die is not None:
        return "this card does not use a die"
    if item.kind == "equip" or card_traits(s, item.id)[0]:
        if a.survivor is None:
            return "choose one of your survivors for this card"
        if r := _own_survivor(s, a):
            return r
    elif a.survivor is not None:
        return "this card is not played on a survivor"
    if card_traits(s, item.id)[1] and not p.exiled and not s.has_space(COLONY):
        return "the colony has no empty survivor space (SURV-03)"
    ctx = {"player": a.actor, "survivor": a.survivor, "card": item.id}
    if not check(s, item.requires, ctx):
        return "the card's requirement is not met"
    return None


def _gen_play(s: State, seat: int) -> Iterator[A.PlayCard]:
    p = s.players[seat]
    seen: set[str] = set()
    alive = own_alive(s, seat)
    for card in p.hand:
        cid = card.split("#", 1)[0]
        if cid in seen:
            continue
        seen.add(cid)
        item = s.content.items[cid]
        if p.exiled and item.type == "food":  # EXILE-07: raise a die, or play it as usual
            for d in _distinct_dice(s, seat):
                yield A.make_play_card(seat, card, None, d)
        targets: list[str | None] = (
            list(alive) if item.kind == "equip" or card_traits(s, cid)[0] else [None])
        for t in targets:
            a = A.make_play_card(seat, card, t, None)
            if _check_play(s, a) is None:
                yield a


@turn_action("play", _check_play, _gen_play)
def _do_play(s: State, a: A.PlayCard) -> None:
    """ACT-PLAY-01..08."""
    after_action(s, None)
    play_card(s, a.actor, a.card, a.survivor, a.die)


def play_card(s: State, seat: int, card: str, survivor: str | None, die: int | None) -> None:
    p = s.players[seat]
    item = s.content.item(card)
    p.hand.remove(card)
    tag = {"on": "play", "at": s.survivors[survivor].loc if survivor in s.survivors else None,
           "survivor": survivor, "item_type": item.type}
    s.tags.append(tag)
    emit(s, "CardPlayed", {"player": seat, "card": card, "survivor": survivor})
    if p.exiled and item.type == "food" and die is not None:
        p.unused[die] += 1
        emit(s, "DieRaised", {"player": seat, "index": die, "value": p.unused[die]})
        s.removed.append(card)
        return
    if item.kind == "equip":
        assert survivor is not None
        s.survivors[survivor].equipped.append(card)
        emit(s, "CardEquipped", {"player": seat, "card": card, "survivor": survivor})
        return
    s.limbo.append(card)
    push(s, "card_done", card=card, seat=seat)
    ops = list(item.effect)
    if not ops and item.food:
        B.change_food(s, item.food, item.name)
    loc = s.survivors[survivor].loc if survivor in s.survivors else None
    run_effects(s, ops, {"player": seat, "survivor": survivor, "loc": loc, "card": item.id})


@frame("card_done")
def _card_done(s: State, f: dict) -> None:
    """ACT-PLAY-02/03, EXILE-10: ordinary → waste; event or exiled → out of the game."""
    card = f["card"]
    if card not in s.limbo:
        return
    s.limbo.remove(card)
    item = s.content.item(card)
    if item.kind == "event" or s.players[f["seat"]].exiled:
        s.removed.append(card)
        emit(s, "CardResolved", {"player": f["seat"], "card": card, "to": "removed"})
    else:
        s.waste.append(card)
        emit(s, "CardResolved", {"player": f["seat"], "card": card, "to": "waste",
                                 "waste": len(s.waste)})


# ============================================================================ equipment use
def _equip_owner(s: State, seat: int, card: str) -> str | None:
    for sid in own_alive(s, seat):
        if card in s.survivors[sid].equipped:
            return sid
    return None


def _check_equip_use(s: State, a: A.UseEquipment) -> str | None:
    sid = _equip_owner(s, a.actor, a.card)
    if sid is None:
        return "that item is not equipped to one of your survivors"
    use = s.content.item(a.card).equip
    if use is None or use.kind != "activated":
        return "this item has no ability to use"
    if not _ability_where_ok(s, use.location, sid):
        return "the survivor must be at the item's location"
    if not _freq_ok(s, use.frequency, s.card_used.get(a.card)):  # ACT-HANDOFF-02
        return _USED_ITEM[use.frequency]
    if use.cost is not None:
        if r := _die(s, a, use.cost):
            return r
    elif a.die is not None:
        return "this item costs no die"
    if not check(s, use.requires, {"player": a.actor, "survivor": sid}):
        return "the item's requirement is not met"
    return None


def _gen_equip_use(s: State, seat: int) -> Iterator[A.UseEquipment]:
    for sid in own_alive(s, seat):
        for card in s.survivors[sid].equipped:
            use = s.content.item(card).equip
            if use is None or use.kind != "activated":
                continue
            dice: list[int | None] = (
                list(_distinct_dice(s, seat, use.cost)) if use.cost else [None])
            for d in dice:
                a = A.make_use_equipment(seat, card, d)
                if _check_equip_use(s, a) is None:
                    yield a


@turn_action("use_equipment", _check_equip_use, _gen_equip_use)
def _do_equip_use(s: State, a: A.UseEquipment) -> None:
    sid = _equip_owner(s, a.actor, a.card)
    assert sid is not None
    use = s.content.item(a.card).equip
    assert use is not None
    s.card_used[a.card] = _stamp(s, use.frequency)
    if a.die is not None:
        B.spend_die(s, a.actor, a.die)
    emit(s, "EquipmentUsed", {"player": a.actor, "card": a.card, "survivor": sid})
    loc = s.survivors[sid].loc
    # not "ability": crossroads "when ... uses a survivor's ability" are not set off by an
    # equipped item (trigger `ability`); `any_action` still matches this tag
    after_action(s, {"on": "use_equipment", "at": loc, "survivor": sid})
    run_effects(s, use.effect, {"player": a.actor, "survivor": sid, "loc": loc,
                                "card": a.card.split("#")[0]})


# ============================================================================ contribute
def _check_contrib(s: State, a: A.Contribute) -> str | None:
    p = s.players[a.actor]
    if p.exiled:
        return "an exiled player cannot add cards to the crisis"
    if s.crisis is None:
        return "there is no crisis this round"
    if a.card not in p.hand and _equip_owner(s, a.actor, a.card) is None:
        return "that card is neither in your hand nor equipped to your survivors"
    if a.card in s.requested:  # ACT-CONTRIB-04 / ACT-REQ-03
        return "a card received by request can never be added to the crisis"
    return None


def _gen_contrib(s: State, seat: int) -> Iterator[A.Contribute]:
    p = s.players[seat]
    if p.exiled or s.crisis is None:
        return
    seen: set[str] = set()
    cards = list(p.hand) + [c for sid in own_alive(s, seat) for c in s.survivors[sid].equipped]
    for c in cards:
        if c in s.requested:  # ACT-REQ-03
            continue
        key = c.split("#")[0] + ("h" if c in p.hand else c)
        if key not in seen:
            seen.add(key)
            yield A.make_contribute(seat, c)


@turn_action("contribute", _check_contrib, _gen_contrib)
def _do_contrib(s: State, a: A.Contribute) -> None:
    """ACT-CONTRIB-01..04: from hand face down; from equipment face up."""
    p = s.players[a.actor]
    after_action(s, {"on": "contribute", "at": None, "survivor": None,
                     "item_type": s.content.item(a.card).type})
    if a.card in p.hand:
        p.hand.remove(a.card)
        s.contributions.append([a.card, a.actor, True])
        emit(s, "CardContributed", {"player": a.actor, "face_down": True,
                                    "count": len(s.contributions)}, to=(a.actor,),
             secret={"card": a.card})
    else:
        sid = _equip_owner(s, a.actor, a.card)
        assert sid is not None
        s.survivors[sid].equipped.remove(a.card)
        s.contributions.append([a.card, a.actor, False])
        emit(s, "CardContributed", {"player": a.actor, "face_down": False, "card": a.card,
                                    "count": len(s.contributions)})


# ============================================================================ spend food
def _check_food(s: State, a: A.SpendFood) -> str | None:
    if s.players[a.actor].exiled:
        return "an exiled player cannot spend food tokens"
    if s.food <= 0:
        return "the colony has no food tokens"
    return _die(s, a)


def _gen_food(s: State, seat: int) -> Iterator[A.SpendFood]:
    if s.food > 0 and not s.players[seat].exiled:
        for d in _distinct_dice(s, seat):
            yield A.make_spend_food(seat, d)


@turn_action("spend_food", _check_food, _gen_food)
def _do_food(s: State, a: A.SpendFood) -> None:
    """ACT-FOOD-01 (NS-24: no cap above 6)."""
    p = s.players[a.actor]
    p.unused[a.die] += 1
    B.change_food(s, -1, "spent on a die")
    emit(s, "DieRaised", {"player": a.actor, "index": a.die, "value": p.unused[a.die]})
    after_action(s, {"on": "spend_food", "at": None, "survivor": None})


# ============================================================================ request
def _playable_for(s: State, seat: int, card: str) -> bool:
    p = s.players[seat]
    item = s.content.item(card)
    if p.exiled and item.type == "food" and p.unused:
        return True  # EXILE-07: it raises a die (else it is played for its effect)
    if (item.kind == "equip" or card_traits(s, item.id)[0]) and not own_alive(s, seat):
        return False
    if card_traits(s, item.id)[1] and not p.exiled and not s.has_space(COLONY):
        return False
    return check(s, item.requires, {"player": seat, "card": item.id})


def _check_request(s: State, a: A.Request) -> str | None:
    if a.target == a.actor or not 0 <= a.target < s.n:
        return "ask another player"
    t = s.players[a.target]
    if t.eliminated:
        return "that player is out of the game"
    if not t.hand:
        return "that player has no cards"
    return None


def _gen_request(s: State, seat: int) -> Iterator[A.Request]:
    for p in s.players:
        a = A.make_request(seat, p.seat)
        if _check_request(s, a) is None:
            yield a


@turn_action("request", _check_request, _gen_request)
def _do_request(s: State, a: A.Request) -> None:
    """ACT-REQ-01..03: the asked player answers privately."""
    after_action(s, {"on": "request", "at": None, "survivor": None})
    emit(s, "CardRequested", {"player": a.actor, "target": a.target})
    t = s.players[a.target]
    options = [opt("refuse", "Refuse")]
    for c in t.hand:
        ok = _playable_for(s, a.actor, c)
        options.append(opt(c, card_ref(s.content, c), ok,
                           None if ok else "they could not play it now"))
    ask(s, "request", a.target, Msg("{player} asks you for a card.", player=s.players[a.actor].name), options,
        requester=a.actor)


@answer("request")
def _request_answer(s: State, d: dict, key: str) -> None:
    req = d["ctx"]["requester"]
    if key == "refuse":
        emit(s, "RequestAnswered", {"player": d["player"], "requester": req, "given": False})
        return
    s.players[d["player"]].hand.remove(key)
    s.players[req].hand.append(key)
    s.requested.append(key)  # ACT-REQ-03: never contributable
    emit(s, "RequestAnswered", {"player": d["player"], "requester": req, "given": True,
                                "card": key})
    push(s, "forced_play", seat=req, card=key)


@frame("forced_play")
def _forced_play(s: State, f: dict) -> None:
    """ACT-REQ-02: a given card must be played at once by the requester."""
    seat, card = f["seat"], f["card"]
    p = s.players[seat]
    item = s.content.item(card)
    if p.exiled and item.type == "food" and p.unused:
        low = p.unused.index(min(p.unused))
        play_card(s, seat, card, None, low)
        return
    if item.kind == "equip" or card_traits(s, item.id)[0]:
        ask(s, "choose_survivor_play", seat, Msg("Who uses {item}?", item=card_ref(s.content, card)),
            [opt(sid, card_ref(s.content, sid)) for sid in own_alive(s, seat)],
            card=card)
        return
    play_card(s, seat, card, None, None)


@answer("choose_survivor_play")
def _forced_play_answer(s: State, d: dict, key: str) -> None:
    play_card(s, d["player"], d["ctx"]["card"], key, None)


# ============================================================================ hand off
def _check_handoff(s: State, a: A.HandOff) -> str | None:
    giver = _equip_owner(s, a.actor, a.card)
    if giver is None:
        return "that item is not equipped to one of your survivors"
    if a.to not in s.survivors or a.to == giver:
        return "hand it to another survivor"
    if s.survivors[a.to].loc != s.survivors[giver].loc:
        return "the receiver must be at the same location"
    return None


def _gen_handoff(s: State, seat: int) -> Iterator[A.HandOff]:
    for sid in own_alive(s, seat):
        for card in s.survivors[sid].equipped:
            for other in s.at(s.survivors[sid].loc):
                if other != sid:
                    yield A.make_hand_off(seat, card, other)


@turn_action("hand_off", _check_handoff, _gen_handoff)
def _do_handoff(s: State, a: A.HandOff) -> None:
    """ACT-HANDOFF-01/02 (NS-49: any survivor at the same location)."""
    giver = _equip_owner(s, a.actor, a.card)
    assert giver is not None
    s.survivors[giver].equipped.remove(a.card)
    s.survivors[a.to].equipped.append(a.card)
    emit(s, "CardHandedOff", {"card": a.card, "from": giver, "to": a.to})
    # XROADS-03: a hand off is an action too, so "after any action" cards are checked
    after_action(s, {"on": "hand_off", "at": s.survivors[giver].loc, "survivor": giver})


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
