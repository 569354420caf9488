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

# ruff: noqa: F405
from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from game.content import schema as S
from game.content.pack import Content
from game.engine import actions as A
from game.engine import apply, legal_actions
from game.engine.base import run
from game.engine.state import COLONY, State
from game.engine.turn import attack_need, search_need
from tests.content.harness_cards import *  # noqa: F403  (re-exported for the other tests)


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
