"""Crossroads cards (XROADS-01..11): drawn at the start of each turn by the player to the
right, checked after every action, resolved by the active player."""

from __future__ import annotations

from typing import Any

from game.engine.base import answer, ask, emit, frame, opt
from game.engine.effects import check, run_effects
from game.engine.messages import card as card_ref
from game.engine.registry import module_in_play
from game.engine.state import COLONY, State


def drawer_for(s: State, seat: int) -> int | None:
    """XROADS-01, NS-36: the nearest player to the right still in the game."""
    for i in range(1, s.n):
        cand = (seat - i) % s.n
        if not s.players[cand].eliminated:
            return cand
    return None


def draw(s: State, seat: int) -> None:
    drawer = drawer_for(s, seat)
    if drawer is None or not s.crossroads_deck:  # NS-23
        return
    card = s.crossroads_deck.pop(0)
    s.held = {"card": card, "drawer": drawer, "target": seat}
    emit(s, "CrossroadsDrawn", {"drawer": drawer, "target": seat}, to=(drawer,),
         secret={"card": card})


def end_of_turn(s: State) -> None:
    """XROADS-08: an untriggered card goes to the bottom of the deck."""
    if s.held is not None:
        s.crossroads_deck.append(s.held["card"])
        emit(s, "CrossroadsReturned", {"drawer": s.held["drawer"]})
        s.held = None


# Tags that record something happening to the active player, not an action they took:
# an "after any action" card never triggers on them (XROADS-04).
NOT_ACTIONS = frozenset({"turn_start", "survivor_killed"})


def _matches(s: State, trig: Any, tag: dict) -> bool:
    if trig.on != "any_action" and trig.on != tag["on"]:
        return False
    if trig.on == "any_action" and tag["on"] in NOT_ACTIONS:
        return False
    if trig.at is not None and trig.at != tag.get("at"):
        if not (trig.at == "colony" and tag.get("at") == COLONY):
            return False
    if trig.item_type is not None and trig.item_type != tag.get("item_type"):
        return False
    return trig.survivor is None or trig.survivor == tag.get("survivor")


@frame("xroads_check")
def _check(s: State, f: dict) -> None:
    """XROADS-03/04: after an action has fully resolved, does the held card trigger?"""
    tags, s.tags = s.tags, []
    held = s.held
    if held is None or s.over:
        return
    card = s.content.crossroads[held["card"]]
    seat = held["target"]
    for tag in tags:
        if not _matches(s, card.trigger, tag):
            continue
        ctx = {"player": seat, "survivor": tag.get("survivor"), "loc": tag.get("at"),
               "card": card.id}
        if ctx["survivor"] not in s.survivors:
            ctx["survivor"] = None
        if not check(s, card.trigger.when, ctx):
            continue
        if card.adds_survivor and not s.players[seat].exiled and not s.has_space(COLONY):
            return  # XROADS-10 / SURV-03
        _trigger(s, card.id, ctx)
        return


def _trigger(s: State, cid: str, ctx: dict) -> None:
    card = s.content.crossroads[cid]
    assert s.held is not None
    emit(s, "CrossroadsTriggered", {"card": cid, "drawer": s.held["drawer"],
                                    "target": ctx["player"]})
    s.held = None
    s.crossroads_out.append(cid)  # XROADS-07
    options = []
    for i, o in enumerate(card.options):
        if o.module is not None and not module_in_play(s, o.module):  # LN-05, CARD-08
            options.append(opt(str(i), o.label, False,
                               f"needs the {o.module} module, which is not in play"))
            continue
        ok = check(s, o.requires, ctx)
        options.append(opt(str(i), o.label, ok, None if ok else "you can't meet this"))
    if not any(o["enabled"] for o in options):
        emit(s, "CrossroadsResolved", {"card": cid, "option": None})
        return
    ask(s, "crossroads", ctx["player"], card_ref(s.content, cid), options, info={"card": cid},
        card=cid,
        ectx=ctx)


@answer("crossroads")
def _answer(s: State, d: dict, key: str) -> None:
    c = d["ctx"]
    card = s.content.crossroads[c["card"]]
    o = card.options[int(key)]
    emit(s, "CrossroadsResolved", {"card": card.id, "option": int(key), "label": o.label,
                                   "player": d["player"]})
    run_effects(s, o.effect, c["ectx"])
