"""The card and table actions of a turn: use an ability (ACT-ABILITY), play a card
(ACT-PLAY), use equipment, contribute to the crisis (ACT-CONTRIB), spend food (ACT-FOOD),
request a card (ACT-REQ) and hand off equipment (ACT-HANDOFF).

Registered into ``turn.TURN_ACTIONS`` when ``game.engine.core`` imports this file (menu order)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.engine import actions as A
from game.engine import board as B
from game.engine.base import answer, ask, emit, frame, opt, push
from game.engine.effects import check, futile, run_effects
from game.engine.messages import Msg
from game.engine.messages import card as card_ref
from game.engine.state import COLONY, State
from game.engine.turn import (
    _USED_ABILITY,
    _USED_ITEM,
    _ability_where_ok,
    _die,
    _distinct_dice,
    _freq_ok,
    _own_survivor,
    _stamp,
    after_action,
    own_alive,
    turn_action,
)


# ============================================================================ abilities
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
    if ab.cost is not None:  # no die spent on an effect that cannot do anything
        return futile(s, ab.effect, ctx)
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
    if use.cost is not None:  # no die spent on an effect that cannot do anything
        return futile(s, use.effect, {"player": a.actor, "survivor": sid})
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
