"""The presenter's handlers of dice, cards (hands, decks, the waste, the crisis) and the
crossroads (:mod:`game.client.table.presenter`; split out of it)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.client.table.presenter_draft import Draft, _deck, _int, _stat, on


# ------------------------------------------------------------------ dice
def _me_remove_die(me: dict[str, Any] | None, value: Any) -> None:
    if me is not None and value in me.get("dice_unused", []):
        me["dice_unused"].remove(value)


@on("DieSpent")
def _die_spent(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    p = v.player(d["player"])
    if p is not None:
        p["dice_unused"] = max(0, _int(p.get("dice_unused")) - 1)
        p.setdefault("dice_used", []).append(d["value"])
    _me_remove_die(v.me(d["player"]), d["value"])


@on("DieRerolled")
def _die_rerolled(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    p = v.player(d["player"])
    if p is not None and p.get("dice_used"):
        p["dice_used"][-1] = d["value"]


@on("DiceLost")
def _dice_lost(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    p = v.player(d["player"])
    if p is not None:
        p["dice_unused"] = max(0, _int(p.get("dice_unused")) - 1)
    _me_remove_die(v.me(d["player"]), d.get("value"))


@on("DiceGained")
def _dice_gained(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    p = v.player(d["player"])
    if p is not None:
        p["dice_unused"] = _int(p.get("dice_unused")) + len(d.get("values", []))
    me = v.me(d["player"])
    if me is not None:
        me.setdefault("dice_unused", []).extend(d.get("values", []))


@on("DieRaised")
def _die_raised(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    me = v.me(d["player"])
    if me is not None:
        dice = me.get("dice_unused", [])
        i = _int(d.get("index"), -1)
        if 0 <= i < len(dice):
            dice[i] = d["value"]


# ------------------------------------------------------------------ cards
def _hand(v: Draft, seat: Any, delta: int) -> None:
    p = v.player(seat)
    if p is not None:
        p["hand"] = max(0, _int(p.get("hand")) + delta)


def _me_hand(v: Draft, seat: Any, e: Any, add: Sequence[Any] = (),
             remove: Sequence[Any] = ()) -> None:
    me = v.me(seat)
    if me is None:
        return
    hand = me.setdefault("hand", [])
    for c in remove:
        if c in hand:
            hand.remove(c)
    hand.extend(add)


def _secret(e: Any) -> dict[str, Any]:
    return getattr(e, "secret", None) or {}


@on("ItemsDealt")
def _items_dealt(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    p = v.player(d["player"])
    if p is not None:
        p["hand"] = _int(d.get("count"))


@on("CardDrawn")
def _card_drawn(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    n = _int(d.get("count"))
    _hand(v, d["player"], n)
    _deck(v, d.get("deck"), -n)
    _me_hand(v, d["player"], e, add=list(_secret(e).get("cards", [])))


@on("SearchDrew")
def _search_drew(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    _deck(v, d["location"], -1)
    me = v.me(d["player"])
    card = _secret(e).get("card")
    if me is not None and card:
        me.setdefault("search_drawn", []).append(card)


@on("SearchKept")
def _search_kept(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    _hand(v, d["player"], 1)
    card = _secret(e).get("card")
    me = v.me(d["player"])
    if me is not None:
        me.pop("search_drawn", None)
        if card:
            me.setdefault("hand", []).append(card)


@on("CardsToDeckBottom")
def _to_bottom(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    _deck(v, d["location"], _int(d.get("count")))


@on("DeckShuffled")
def _shuffled(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    _deck(v, d.get("deck"), len(d.get("added", [])))


@on("CardDiscarded")
def _discarded(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    if d.get("to") == "hand":  # a dead survivor's equipment goes back to the hand
        cards = list(d.get("cards", []))
        _hand(v, d["player"], len(cards))
        _me_hand(v, d["player"], e, add=cards)
        return
    _hand(v, d["player"], -1)
    _me_hand(v, d["player"], e, remove=[d.get("card")])
    v.v["waste"] = _int(v.v.get("waste")) + 1


@on("CardRemoved")
def _removed(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    if d.get("from", "hand") == "hand":
        _hand(v, d["player"], -_int(d.get("count"), 1))
        _me_hand(v, d["player"], e, remove=list(_secret(e).get("cards", [])))


@on("CardPlayed")
def _played(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    seat, card = d["player"], d["card"]
    _hand(v, seat, -1)
    _me_hand(v, seat, e, remove=[card])
    # an ordinary card goes to the waste pile once it is resolved (ACT-PLAY-02: CardResolved)


@on("CardResolved")
def _resolved(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    if d.get("to") == "waste":
        v.v["waste"] = _int(d.get("waste"), _int(v.v.get("waste")) + 1)


@on("CardEquipped")
def _equipped(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    sv = v.survivor(d["survivor"])
    if sv is not None:
        sv.setdefault("equipped", []).append(d["card"])


@on("CardHandedOff")
def _handed_off(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    giver, taker = v.survivor(d.get("from")), v.survivor(d.get("to"))
    card = d.get("card")
    if giver is not None and card in giver.get("equipped", []):
        giver["equipped"].remove(card)
    if taker is not None:
        taker.setdefault("equipped", []).append(card)


@on("CardContributed")
def _contributed(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    cr = v.part("crisis")
    cr["contributions"] = _int(d.get("count"), _int(cr.get("contributions")) + 1)
    seat = d["player"]
    me = v.me(seat)
    if d.get("face_down"):
        _hand(v, seat, -1)
        card = _secret(e).get("card")
        if card:
            _me_hand(v, seat, e, remove=[card])
            if me is not None:
                me.setdefault("contributed", []).append(card)
        return
    card = d.get("card")
    cr.setdefault("face_up", []).append(card)
    for sv in v.part("survivors").values():
        if sv.get("owner") == seat and card in sv.get("equipped", []):
            sv["equipped"].remove(card)
            break
    if me is not None:
        me.setdefault("contributed", []).append(card)


@on("CrisisResolved")
def _crisis_resolved(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    if d.get("prevented"):
        _stat(v, "crises_prevented")
    cr = v.part("crisis")
    cr["card"] = None
    cr["contributions"] = 0
    cr["face_up"] = []
    me = v.v.get("me")
    if isinstance(me, dict):
        v.part("me")["contributed"] = []


@on("CardStolen")
def _stolen(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    _hand(v, d["from"], -1)
    _hand(v, d["to"], 1)
    card = _secret(e).get("card")
    if card:
        _me_hand(v, d["from"], e, remove=[card])
        _me_hand(v, d["to"], e, add=[card])


@on("RequestAnswered")
def _request_answered(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    if not d.get("given"):
        return
    _hand(v, d["player"], -1)
    _hand(v, d["requester"], 1)
    card = d.get("card")
    if card:
        _me_hand(v, d["player"], e, remove=[card])
        _me_hand(v, d["requester"], e, add=[card])


# ------------------------------------------------------------------ crossroads
@on("CrossroadsDrawn")
def _xr_drawn(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    xr = v.part("crossroads")
    xr["held_by"], xr["for"] = d["drawer"], d["target"]
    xr["deck"] = max(0, _int(xr.get("deck")) - 1)
    me = v.me(d["drawer"])
    card = _secret(e).get("card")
    if me is not None and card:
        me["held_crossroads"] = card


@on("CrossroadsReturned", "CrossroadsTriggered")
def _xr_gone(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    xr = v.part("crossroads")
    if e.type == "CrossroadsReturned":
        xr["deck"] = _int(xr.get("deck")) + 1
    xr["held_by"], xr["for"] = None, None
    me = v.v.get("me")
    if isinstance(me, dict) and "held_crossroads" in me:
        v.part("me").pop("held_crossroads", None)
