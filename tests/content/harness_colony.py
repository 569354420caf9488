"""Crises, crossroads and objectives of any pack, exercised through the engine.

The checks of ``test_base_cards.py`` (its reference :class:`~tests.content.test_base_cards.
Model`, positions built with ``make_true`` / ``make_false``, deterministic chance) applied to
the colony-side cards: every crisis failed (each way through its effect) and prevented, its
optional section, every crossroads option chosen after its trigger fired, options offered
only when their requirement holds, triggers that do not fire outside their condition or
filters, and every objective goal made true and false and scored.  Each ``check_*`` takes a
:class:`Kit`: the pack plus the few cards of it the trigger situations use, so the base
pack (``test_base_colony_cards.py``) and the Long Night pack (``test_ln_module_cards.py``)
run the same checks.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

import pytest

from game.content import schema as S
from game.engine import actions as A
from game.engine.base import run
from game.engine.effects import check, main_goal_met
from game.engine.end import player_wins
from game.engine.state import COLONY, State
from tests.content.test_base_cards import (
    SCHOOL,
    Model,
    Pack,
    Policy,
    V,
    _ability_loc,
    _play_action,
    act,
    assert_same,
    base_game,
    det,
    drive,
    give,
    id_of,
    make,
    make_false,
    make_true,
    own,
    prepare,
    set_dice,
    spot,
    take_card,
    uid_of,
    variants,
)
from tests.engine.factory import started


@dataclass(frozen=True)
class Kit:
    """A pack and the cards of it that trigger situations need: ``play_cards`` (per item
    type, cards whose play needs no survivor and asks little), ``ability_user`` (a survivor
    whose ability works at any location), ``free_equip`` (an equip item with a free use),
    ``plain_secret`` (a normal secret objective to combine with exiled ones)."""

    pack: Pack
    play_cards: dict[str, tuple[str, ...]]
    ability_user: str
    free_equip: str
    plain_secret: str

    @property
    def c(self) -> Any:
        return self.pack.content


# ============================================================================ crises
def crisis_cases(content: Any, keep: Any = None) -> list[Any]:
    """``(crisis id, variant)`` for every way through every crisis effect (``keep``:
    a filter on card ids)."""
    out = []
    for cid in sorted(content.crises):
        if keep is not None and not keep(cid):
            continue
        for v in variants(content.crises[cid].effect):
            out.append(pytest.param(cid, v, id=id_of(cid, v.id)))
    return out


def resolve_crisis(s: State, cid: str, cards: list[str], policy: Policy) -> list[Any]:
    s.crisis = cid
    s.contributions = [[u, s.first_player, True] for u in cards]
    saved = (s.pending, s.stack)
    s.pending, s.stack = None, [{"k": "resolve_crisis"}]
    s.events = []
    run(s)
    events = s.events + drive(s, policy, until="__none__")
    assert s.pending is None and not s.stack
    s.pending, s.stack = saved
    return events


def _crisis_result(events: list[Any]) -> dict[str, Any]:
    return next(e.data for e in events if e.type == "CrisisResolved")


def check_crisis_unprevented(kit: Kit, cid: str, v: V) -> None:
    """CRISIS-05/07: nothing added, the effect happens as its data says."""
    card = kit.c.crises[cid]
    s, _ = base_game(pack=kit.pack)
    seat = s.first_player
    prepare(s, card.effect, seat, None, None, no_frost=True)
    ctx = {"player": seat, "survivor": None, "card": cid}
    v.setup(s, card.effect, ctx)
    model = v.model(s).run(card.effect, ctx)
    events = resolve_crisis(s, cid, [], v.policy())
    assert _crisis_result(events)["prevented"] is False
    assert_same(s, model.s)
    model.assert_effective()


def check_crisis_prevented(kit: Kit, cid: str, failures: bool = True) -> None:
    """CRISIS-04/06: N matching cards prevent it; one short or one wrong card do not
    (``failures``: also resolve those, which runs the effect)."""
    card = kit.c.crises[cid]
    s, _ = base_game(pack=kit.pack)
    target = len(s.non_exiled())
    cards = [take_card(s, card.prevent[i % len(card.prevent)]) for i in range(target)]
    model = Model(s)
    model.s.removed.extend(cards)
    model.s.stats["crises_prevented"] = 1
    events = resolve_crisis(s, cid, cards, Policy())
    res = _crisis_result(events)
    assert res["prevented"] is True and res["score"] == target
    assert_same(s, model.s)
    model.assert_effective()
    # one card short, or one wrong card, and it happens
    for bad in (cards[:-1], cards[:-1] + [take_card(s, _wrong_type(card))]) * failures:
        t, _ = base_game(pack=kit.pack)
        assert _crisis_result(resolve_crisis(t, cid, bad, Policy()))["prevented"] is False


def _wrong_type(card: S.CrisisCard) -> str:
    return next(t for t in S.ITEM_TYPES if t not in card.prevent and t != "survivor"
                and (card.optional is None or t != card.optional.item_type))


def check_crisis_optional(kit: Kit, cid: str) -> None:
    """CRISIS-10: every ``per`` extra cards of the type apply the optional effect once."""
    card = kit.c.crises[cid]
    opt = card.optional
    assert opt is not None
    s, _ = base_game(pack=kit.pack)
    prepare(s, opt.effect, s.first_player, None, None, no_frost=True)
    target = len(s.non_exiled())
    prevent = [take_card(s, card.prevent[0]) for _ in range(target)]
    extra = [take_card(s, opt.item_type) for _ in range(opt.per)]
    cards = prevent + extra
    score = target + sum(1 for u in extra if s.content.item(u).type in card.prevent)
    model = Model(s)
    model.s.removed.extend(cards)
    model.s.stats["crises_prevented"] = 1
    model.run(opt.effect, {"player": s.first_player, "survivor": None, "card": cid})
    if score - target >= 2:  # CRISIS-08
        model.morale(1)
    events = resolve_crisis(s, cid, cards, Policy())
    assert _crisis_result(events)["prevented"] is True
    assert_same(s, model.s)
    model.assert_effective()
    # fewer extra cards than `per`: no bonus
    if opt.per > 1:
        t, _ = base_game(pack=kit.pack)
        cards = prevent + extra[:-1]
        m2 = Model(t)
        m2.s.removed.extend(cards)
        m2.s.stats["crises_prevented"] = 1
        resolve_crisis(t, cid, cards, Policy())
        assert_same(t, m2.s)


# ============================================================================ crossroads
def card_to_play(kit: Kit, s: State, seat: int, item_type: str) -> str:
    """A copy of a play card of the kit that is not already in the player's hand."""
    for iid in kit.play_cards[item_type]:
        try:
            return uid_of(s, iid, keep_hand=seat)
        except AssertionError:
            continue
    raise AssertionError(f"no {item_type} card to play")


def xroads_cases(content: Any, keep: Any = None) -> list[Any]:
    """``(card id, option index, variant)`` for every way through every option
    (``keep``: a filter on ``(card id, option index)``)."""
    out = []
    for cid in sorted(content.crossroads):
        for i, o in enumerate(content.crossroads[cid].options):
            if keep is not None and not keep(cid, i):
                continue
            for v in variants(o.effect):
                out.append(pytest.param(cid, i, v, id=id_of(cid, i, v.id)))
    return out


@dataclass
class Trig:
    s: State
    seat: int
    events: list[Any]


def trigger(kit: Kit, cid: str, setup: Any = None,
            alt: dict[str, Any] | None = None) -> Trig:
    """Build the card's trigger situation, run it and stop at the crossroads decision.
    ``setup(state, ctx)`` edits the state before the triggering action; ``alt`` changes
    the situation built (e.g. another location) without changing the card."""
    card = kit.c.crossroads[cid]
    tr = card.trigger.model_copy(update=alt or {})
    on = tr.on
    s, seat = base_game(seat_offset=1 if on == "turn_start" else 0, pack=kit.pack)
    school = spot(s, SCHOOL)
    s.crossroads_deck = [x for x in s.crossroads_deck if x != cid]
    if on == "turn_start":
        s.crossroads_deck.insert(0, cid)
    else:
        s.held = {"card": cid, "drawer": (seat - 1) % s.n, "target": seat}
    p = s.players[seat]
    sid = own(s, seat)[0]
    if tr.survivor:
        sid = give(s, seat, tr.survivor)
    if on == "ability":
        sid = give(s, seat, tr.survivor or kit.ability_user)
    ability = kit.c.survivors[sid].ability
    loc = {"move": tr.at or school, "search": tr.at or school, "attract": school,
           "attack_zombie": tr.at or COLONY, "barricade": tr.at or COLONY,
           "ability": tr.at or _ability_loc(ability.location, s),
           "attack_bandit": tr.at or school, "attack_special_zombie": tr.at or school,
           "pill": tr.at or school}.get(on, COLONY)
    if on in ("hideout", "containment"):
        loc = _kind_loc(s, "hideout" if on == "hideout" else "raxxon")
    if on == "move":
        s.survivors[sid].loc = school if loc == COLONY else COLONY
    else:
        s.survivors[sid].loc = loc
    acting = sid if on not in ("turn_start", "contribute", "spend_food", "request",
                               "exile_vote", "survivor_killed", "play",
                               "unruly_flip", "containment") else None
    ctx = {"player": seat, "survivor": acting, "loc": loc}
    if on == "turn_start":
        for x in own(s, seat):
            s.survivors[x].frost = 0
    make_true(s, tr.when, ctx)
    if setup is not None:
        setup(s, ctx)
    dice = list(p.unused)
    act_die = [6] + dice
    if on != "move":  # the setup may have moved the acting survivor
        loc = s.survivors[sid].loc
    if on == "turn_start":
        action: Any = A.EndTurn(actor=s.active)
    elif on == "move":
        action = A.Move(actor=seat, survivor=sid, to=loc)
    elif on == "attack_zombie":
        pl = s.places[loc]
        if not sum(pl.zombies):
            pl.zombies[0] = 1
        set_dice(s, seat, act_die)
        action = A.Attack(actor=seat, survivor=sid, die=0,
                          target=f"z{pl.zombies.index(max(pl.zombies))}")
    elif on == "attack_survivor":
        victim = own(s, (seat + 1) % s.n)[0]
        s.survivors[victim].loc = loc
        s.players[(seat + 1) % s.n].hand = []  # nothing to steal: the hand stays as set up
        set_dice(s, seat, act_die)
        action = A.Attack(actor=seat, survivor=sid, die=0, target=f"s:{victim}")
    elif on == "search":
        set_dice(s, seat, act_die)
        action = A.Search(actor=seat, survivor=sid, die=0)
    elif on == "barricade":
        pl = s.places[loc]
        e = next(e for e in range(len(pl.zombies)) if pl.free(e) > 0)
        set_dice(s, seat, act_die)
        action = A.Barricade(actor=seat, survivor=sid, die=0, entrance=e)
    elif on == "clean_waste":
        set_dice(s, seat, act_die)
        action = A.CleanWaste(actor=seat, survivor=sid, die=0)
    elif on == "attract":
        s.places[school].zombies = [0] * len(s.places[school].zombies)
        set_dice(s, seat, act_die)
        action = A.Attract(actor=seat, survivor=sid, die=0, take=(spot(s, 1),))
    elif on == "ability":
        make_true(s, ability.requires, {**ctx, "card": sid})
        set_dice(s, seat, act_die if ability.cost else dice)
        action = A.UseAbility(actor=seat, survivor=sid, die=0 if ability.cost else None)
    elif on == "play":
        uid = card_to_play(kit, s, seat, tr.item_type)
        p.hand.append(uid)
        action = _play_action(s, seat, uid)
    elif on == "contribute":  # an extra card, so that the hand size is as set up
        uid = take_card(s)
        p.hand.append(uid)
        action = A.Contribute(actor=seat, card=uid)
    elif on == "spend_food":
        if s.food == 0:
            s.food = 1
        set_dice(s, seat, act_die)
        action = A.SpendFood(actor=seat, die=0)
    elif on == "request":
        other = s.players[(seat + 1) % s.n]
        if not other.hand:
            other.hand.append(take_card(s))
        action = A.Request(actor=seat, target=other.seat)
    elif on == "exile_vote":
        other = next(q.seat for q in s.players if q.seat != seat and not q.exiled)
        action = A.CallExileVote(actor=seat, target=other)
    elif on == "survivor_killed":  # a wounded follower moves and the exposure roll wounds
        victim = own(s, seat)[-1]
        s.survivors[victim].wounds = 2
        s.rng.script = ["wound"]
        action = A.Move(actor=seat, survivor=victim, to=school)
    elif on == "unruly_flip":  # LN-12: a medicine card calms an unruly helpless survivor
        from game.engine.modules.long_night import CalmUnruly

        assert s.ln is not None, "unruly helpless need the Long Night rules"
        s.helpless = max(s.helpless, 1)
        s.ln.unruly = max(s.ln.unruly, 1)
        uid = take_card(s, "medicine")
        p.hand.append(uid)
        action = CalmUnruly(actor=seat, card=uid)
    elif on in LN_STAGING:  # the module actions (BAND-08, BAND-13, RAX-06, RAX-08, RAX-18)
        action = LN_STAGING[on](s, seat, sid, loc, act_die)
    elif on == "any_action":  # an action that uses up its die (spending food keeps it)
        set_dice(s, seat, act_die)
        action = A.CleanWaste(actor=seat, survivor=sid, die=0)
    else:  # pragma: no cover
        raise NotImplementedError(on)
    events = act(s, action, Policy(ballot="no"), until="crossroads")
    return Trig(s, seat, events)


def _kind_loc(s: State, kind: str) -> str:
    """The module location of that kind (the Hideout, Raxxon) on the board of ``s``."""
    return next(lid for lid in s.places
                if lid != COLONY and s.content.locations[lid].kind == kind)


def _stage_attack_bandit(s: State, seat: int, sid: str, loc: str, dice: list[int]) -> Any:
    from game.engine.modules.bandits_actions import AttackBandit

    pl = s.places[loc]  # bandits to attack (and left for the card to remove)
    pl.bandits = 3
    pl.spaces = max(pl.spaces, s.occupied(loc) + 1)
    set_dice(s, seat, dice)
    return AttackBandit(actor=seat, survivor=sid, die=0, at=loc)


def _stage_hideout(s: State, seat: int, sid: str, loc: str, dice: list[int]) -> Any:
    from game.engine.modules.bandits_actions import Hideout

    s.rng.script.insert(0, 1)  # the search row of a 1: a wound, nothing taken
    set_dice(s, seat, dice)
    return Hideout(actor=seat, survivor=sid, die=0, mode="search")


def _stage_pill(s: State, seat: int, sid: str, loc: str, dice: list[int]) -> Any:
    pill = next(iid for iid in sorted(s.content.items) if s.content.items[iid].pill)
    uid = uid_of(s, pill)
    s.players[seat].hand.append(uid)
    plays = [a for a in _legal(s) if a.type == "play" and a.card == uid
             and getattr(a, "survivor", None) == sid]
    assert plays, f"{uid} cannot be played on {sid}"
    return plays[0]


def _stage_containment(s: State, seat: int, sid: str, loc: str, dice: list[int]) -> Any:
    from game.engine.modules.raxxon import PlaceContainmentDie

    set_dice(s, seat, dice)
    return PlaceContainmentDie(actor=seat, die=0)


def _stage_attack_special(s: State, seat: int, sid: str, loc: str, dice: list[int]) -> Any:
    from game.engine.modules.raxxon_zombies import AttackSpecial
    from tests.content.harness_positions import set_q

    if not any(z["loc"] == loc for z in s.rax.specials):  # type: ignore[union-attr]
        set_q(s, S.Quantity(q="special_zombies", at=loc), 1, {"player": seat})
    zid = next(z["id"] for z in s.rax.specials if z["loc"] == loc)  # type: ignore[union-attr]
    set_dice(s, seat, dice)
    return AttackSpecial(actor=seat, survivor=sid, die=0, special=zid)


def _legal(s: State) -> list[Any]:
    from game.engine import legal_actions

    return legal_actions(s)


LN_STAGING: dict[str, Any] = {
    "attack_bandit": _stage_attack_bandit, "hideout": _stage_hideout, "pill": _stage_pill,
    "containment": _stage_containment, "attack_special_zombie": _stage_attack_special,
}


def _pending_xroads(t: Trig, cid: str) -> dict[str, Any]:
    d = t.s.pending
    assert any(e.type == "CrossroadsTriggered" and e.data["card"] == cid for e in t.events), \
        f"{cid} did not trigger"
    assert d is not None and d["kind"] == "crossroads" and d["ctx"]["card"] == cid
    return d


def offered(s: State, option: S.CrossroadsOption, ctx: dict[str, Any]) -> bool:
    """An option is offered when its requirement holds and, if it names a module, that
    module is in play (LN-05)."""
    return check(s, option.requires, ctx) and (option.module is None
                                                or option.module in s.config.modules)


def check_crossroads_option(kit: Kit, cid: str, index: int, v: V) -> None:
    """XROADS-04..08: the trigger fires, every option is offered iff its requirement
    holds, and the chosen option does what its data says."""
    card = kit.c.crossroads[cid]
    o = card.options[index]

    def setup(s: State, ctx: dict[str, Any]) -> None:
        prepare(s, o.effect, ctx["player"], ctx["survivor"], ctx["loc"], no_frost=True)
        make_true(s, o.requires, ctx)
        v.setup(s, o.effect, ctx)

    t = trigger(kit, cid, setup)
    d = _pending_xroads(t, cid)
    ectx = d["ctx"]["ectx"]
    for j, opt in enumerate(d["options"]):  # every option is offered iff it can be met
        assert opt["enabled"] == offered(t.s, card.options[j], ectx), (j, opt)
    assert d["options"][index]["enabled"]
    model = v.model(t.s).run(o.effect, ectx)
    act_events = drive(t.s, v.policy(crossroads=index))
    assert any(e.type == "CrossroadsResolved" and e.data["option"] == index
               for e in act_events)
    assert cid in t.s.crossroads_out and t.s.held is None
    assert_same(t.s, model.s)
    model.assert_effective()


def check_crossroads_option_unmet_is_disabled(kit: Kit, cid: str, index: int) -> None:
    card = kit.c.crossroads[cid]
    o = card.options[index]
    t = trigger(kit, cid, lambda s, ctx: make_false(s, o.requires, ctx))
    d = _pending_xroads(t, cid)
    assert not check(t.s, o.requires, d["ctx"]["ectx"])
    assert not d["options"][index]["enabled"]
    assert d["options"][index]["reason"]


def check_crossroads_condition(kit: Kit, cid: str) -> None:
    """XROADS-03: a trigger with a condition does not fire while it fails."""
    card = kit.c.crossroads[cid]
    when = card.trigger.when

    def setup(s: State, ctx: dict[str, Any]) -> None:
        make_false(s, when, ctx)

    t = trigger(kit, cid, setup)
    assert not any(e.type == "CrossroadsTriggered" for e in t.events)
    assert t.s.pending is not None and t.s.pending["kind"] == "turn"


def _elsewhere(tr: S.Trigger) -> list[dict[str, Any]]:
    """Situations that differ from the trigger in one of its filters."""
    out: list[dict[str, Any]] = []
    if tr.at is not None:
        out.append({"at": "school" if tr.at in (COLONY, "library", "hospital", "grocery_store",
                                                "police_station", "gas_station")
                    else "library"})
    if tr.item_type is not None:
        out.append({"item_type": "food" if tr.item_type != "food" else "tool"})
    if tr.survivor is not None:
        out.append({"survivor": None})
    return out


def elsewhere_cases(content: Any, keep: Any = None) -> list[Any]:
    return [pytest.param(c, a, id=id_of(c, *a.items())) for c in sorted(content.crossroads)
            if keep is None or keep(c) for a in _elsewhere(content.crossroads[c].trigger)]


def check_crossroads_elsewhere(kit: Kit, cid: str, alt: dict[str, Any]) -> None:
    """A location, item type or survivor filter of the trigger is honoured."""
    card = kit.c.crossroads[cid]
    if card.trigger.on == "ability" and alt.get("at") == "school":
        alt = {"at": "library"}  # the ability user must be able to act there: any location
    t = trigger(kit, cid, alt=alt)
    assert not any(e.type == "CrossroadsTriggered" for e in t.events)
    assert t.s.held is not None and t.s.held["card"] == cid  # still waiting


def check_equipment_use_is_not_a_survivor_ability(kit: Kit, cid: str) -> None:
    """"When ... uses a survivor's ability" (trigger ``ability``) is not set off by the
    survivor using an equipped item."""
    tr = kit.c.crossroads[cid].trigger
    s, seat = base_game(pack=kit.pack)
    s.held = {"card": cid, "drawer": (seat - 1) % s.n, "target": seat}
    sid = give(s, seat, tr.survivor or kit.ability_user, tr.at or spot(s, SCHOOL))
    uid = uid_of(s, kit.free_equip)  # a free use of an equipped item
    s.survivors[sid].equipped.append(uid)
    events = act(s, A.UseEquipment(actor=seat, card=uid))
    assert any(e.type == "EquipmentUsed" for e in events)
    assert not any(e.type == "CrossroadsTriggered" for e in events)
    assert s.held is not None and s.held["card"] == cid


# ============================================================================ objectives
def check_main_objective_goal(kit: Kit, mid: str, hard: bool) -> None:
    """SETUP-08 / COLONY-14: the side sets the game up, is not met at setup, and its goal
    is met exactly when its condition holds."""
    s = det(started(n=3, seed=5, content=kit.c, main_objective=mid,
                    variants=("hardcore",) if hard else (), **kit.pack.config))
    mo = kit.c.main_objectives[mid]
    side = mo.hard if hard else mo.normal
    assert (s.morale, s.food, s.helpless) == (side.morale, side.food, side.helpless)
    assert not main_goal_met(s), "met at setup"
    ctx = {"player": s.first_player, "survivor": None}
    make_true(s, side.goal, ctx)
    assert main_goal_met(s)
    make_false(s, side.goal, ctx)
    assert not main_goal_met(s)


def _secret_state(kit: Kit, oid: str) -> tuple[State, int, dict[str, Any]]:
    s, seat = base_game(pack=kit.pack)
    p = s.players[seat]
    p.secret = oid
    ctx = {"player": seat, "survivor": None}
    return s, seat, ctx


def check_secret_objective_goal(kit: Kit, oid: str) -> None:
    card = kit.c.secret_objectives[oid]
    s, seat, ctx = _secret_state(kit, oid)
    make_true(s, card.goal, ctx)
    assert check(s, card.goal, ctx)
    make_false(s, card.goal, ctx)
    assert not check(s, card.goal, ctx)


def check_secret_objective_scoring(kit: Kit, oid: str, met: bool) -> None:
    """END-04: the holder wins iff the goal holds (and the main objective, if needed)."""
    card = kit.c.secret_objectives[oid]
    checked = 0
    for goal in (True, False):
        s, seat, ctx = _secret_state(kit, oid)
        s.over, s.objective_met = True, met
        make(s, card.goal, ctx, goal)
        s.over, s.objective_met = True, met  # the goal may have set the flag
        if check(s, card.goal, ctx) != goal:
            continue  # e.g. "the main objective failed" while it was met
        won, why = player_wins(s, seat)
        assert won == (goal and (met or not card.needs_main_objective)), why
        checked += 1
    assert checked


def check_exiled_objective_scoring(kit: Kit, oid: str) -> None:
    """EXILE-02 / DISC-13: ``replace`` and ``add_requirements`` score as their mode says."""
    ex = kit.c.secret_objectives[oid]
    base = kit.c.secret_objectives[kit.plain_secret]
    for base_goal, ex_goal, met in itertools.product((True, False), repeat=3):
        s, seat, ctx = _secret_state(kit, kit.plain_secret)
        p = s.players[seat]
        p.exiled, p.exiled_secret = True, oid
        s.over, s.objective_met = True, met
        make(s, base.goal, ctx, base_goal)
        make(s, ex.goal, ctx, ex_goal)
        s.over, s.objective_met = True, met
        if check(s, base.goal, ctx) != base_goal or check(s, ex.goal, ctx) != ex_goal:
            continue  # the two goals cannot be combined this way
        won, why = player_wins(s, seat)
        ex_ok = ex_goal and (met or not ex.needs_main_objective)
        if ex.mode == "replace":
            assert won == ex_ok, why
        else:  # add_requirements: the original objective and the exiled one
            assert won == (base_goal and met and ex_goal), why
