"""References inside actions, parsed strictly and checked in one place.

Every field of every action that names something in the game (a survivor, a card, a die, a
place, an entrance, a seat, an attack target) is checked here against the state *before*
any rule check runs, by one pass over the action's fields (:func:`check_refs`).  Rule
checks can then trust the ids they read, so hostile input gets a clear reason and never a
``KeyError``, a negative list index or an id echoed into the events.

Place references (``Attract.take``) are parsed by :func:`place_ref` only: ``colony:<e>``
with ``e`` written as a plain decimal number (no sign, no spaces, no leading zeros) naming
an existing entrance, or the id of a location.  Anything else is not a place.

:data:`FIELD_CHECKS` declares a check for every field of every action (a test makes sure a
new action field cannot be added without one).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine.state import COLONY, State

Check = Callable[[State, Any, Any], "str | None"]


def parse_index(text: str) -> int | None:
    """A canonical non-negative decimal ('0', '12'; never '+1', '-1', '01', ' 1', '１')."""
    if not text or len(text) > 4 or not all("0" <= c <= "9" for c in text):
        return None
    if len(text) > 1 and text[0] == "0":
        return None
    return int(text)


def place_ref(s: State, ref: Any) -> tuple[str, int] | None:
    """``'colony:<e>'`` -> ``('colony', e)`` for an existing colony entrance; a location id
    -> ``(id, 0)``; anything else (bare 'colony', bad numbers, unknown ids) -> None."""
    if not isinstance(ref, str):
        return None
    if ref.startswith(COLONY + ":"):
        e = parse_index(ref[len(COLONY) + 1:])
        if e is None or e >= len(s.places[COLONY].zombies):
            return None
        return COLONY, e
    if ref != COLONY and ref in s.places:
        return ref, 0
    return None


def attack_target(s: State, ref: Any) -> tuple[str, Any] | None:
    """``'z<e>'`` -> ``('zombie', e)``; ``'s:<survivor id>'`` -> ``('survivor', id)`` for a
    survivor in play; anything else -> None.  (Whether the target is at the attacker's
    location is a rule check.)"""
    if not isinstance(ref, str):
        return None
    if ref.startswith("z"):
        e = parse_index(ref[1:])
        return None if e is None else ("zombie", e)
    if ref.startswith("s:") and ref[2:] in s.survivors:
        return "survivor", ref[2:]
    return None


# ------------------------------------------------------------------------------ checks
def _own_survivor(s: State, a: Any, sid: Any) -> str | None:
    if sid is None:
        return None  # optional field left out (the rule check says whether it is needed)
    sv = s.survivors.get(sid) if isinstance(sid, str) else None
    if sv is None:
        return "that survivor is not in play"
    if sv.owner != a.actor:
        return "you don't control that survivor"
    return None


def _any_survivor(s: State, a: Any, sid: Any) -> str | None:
    if not isinstance(sid, str) or sid not in s.survivors:
        return "that survivor is not in play"
    return None


def _die(s: State, a: Any, die: Any) -> str | None:
    if die is None:
        return None
    if not isinstance(die, int) or not 0 <= die < len(s.players[a.actor].unused):
        return "choose an unused action die"
    return None


def _equipped_by(s: State, seat: int, card: str) -> bool:
    return any(card in sv.equipped for sv in s.survivors.values() if sv.owner == seat)


def _card_in_hand(s: State, a: Any, card: Any) -> str | None:
    if not isinstance(card, str) or card not in s.players[a.actor].hand:
        return "that card is not in your hand"
    return None


def _card_equipped(s: State, a: Any, card: Any) -> str | None:
    if not isinstance(card, str) or not _equipped_by(s, a.actor, card):
        return "that item is not equipped to one of your survivors"
    return None


def _card_held(s: State, a: Any, card: Any) -> str | None:
    if not isinstance(card, str) or not (card in s.players[a.actor].hand
                                         or _equipped_by(s, a.actor, card)):
        return "that card is neither in your hand nor equipped to your survivors"
    return None


def _location(s: State, a: Any, lid: Any) -> str | None:
    if not isinstance(lid, str) or lid not in s.places:
        return "there is no such location"
    return None


def _seat(reason: str) -> Check:
    def check(s: State, a: Any, seat: Any) -> str | None:
        if not isinstance(seat, int) or not 0 <= seat < s.n:
            return reason
        return None

    return check


def _attack_target(s: State, a: Any, ref: Any) -> str | None:
    if isinstance(ref, str) and ref.startswith("s:") and ref[2:] not in s.survivors:
        return "there is no such survivor (helpless survivors can't be attacked)"
    if attack_target(s, ref) is None:
        return "there is no such target (a zombie 'z<entrance>' or a survivor 's:<id>')"
    return None


def _places(s: State, a: Any, refs: Any) -> str | None:
    for ref in refs:
        if place_ref(s, ref) is None:
            return "there is no such place to take zombies from"
    return None


def _entrance_at_survivor(s: State, a: Any, e: Any) -> str | None:
    """An entrance index at the acting survivor's location (its survivor field is checked
    first: fields are checked in declaration order)."""
    sv = s.survivors.get(getattr(a, "survivor", None) or "")
    if sv is None:
        return None  # no acting survivor: the survivor check reports it
    for i in (e if isinstance(e, tuple) else () if e is None else (e,)):
        if not isinstance(i, int) or not 0 <= i < len(s.places[sv.loc].zombies):
            return "there is no such entrance here"
    return None


def _drafted(s: State, a: Any, sids: Any) -> str | None:
    dealt = s.players[a.actor].draft
    for sid in (sids if isinstance(sids, tuple) else (sids,)):
        if sid not in dealt:
            return "you can only keep survivors dealt to you"
    return None


def _option(s: State, a: Any, key: Any) -> str | None:
    d = s.pending
    if d is None or not any(o["key"] == key for o in d["options"]):
        return "that is not one of the options"
    return None


def _none(s: State, a: Any, value: Any) -> str | None:
    return None


# (action type, field) -> check; "*" is the default for a field name.  ``type`` and
# ``actor`` are checked by the engine before (the discriminator, the seat to decide).
FIELD_CHECKS: dict[tuple[str, str], Check] = {
    ("*", "type"): _none,
    ("*", "actor"): _none,
    ("*", "survivor"): _own_survivor,
    ("*", "die"): _die,
    ("*", "entrance"): _entrance_at_survivor,
    ("*", "entrances"): _entrance_at_survivor,
    ("draft", "keep"): _drafted,
    ("draft", "leader"): _drafted,
    ("answer", "key"): _option,
    ("move", "to"): _location,
    ("hand_off", "to"): _any_survivor,
    ("attack", "target"): _attack_target,
    ("attract", "take"): _places,
    ("request", "target"): _seat("ask another player"),
    ("exile_vote", "target"): _seat("that player cannot be exiled"),
    ("play", "card"): _card_in_hand,
    ("use_equipment", "card"): _card_equipped,
    ("hand_off", "card"): _card_equipped,
    ("contribute", "card"): _card_held,
}


def field_check(kind: str, name: str) -> Check | None:
    return FIELD_CHECKS.get((kind, name)) or FIELD_CHECKS.get(("*", name))


_PLAN: dict[type, tuple[tuple[str, Check | None], ...]] = {}


def _plan(cls: type) -> tuple[tuple[str, Check | None], ...]:
    """The checks of an action class, in field order (cached: classes are fixed)."""
    plan = _PLAN.get(cls)
    if plan is None:
        kind = cls.model_fields["type"].default  # type: ignore[attr-defined]
        plan = tuple((name, field_check(kind, name))
                     for name in cls.model_fields  # type: ignore[attr-defined]
                     if name not in ("type", "actor"))
        _PLAN[cls] = plan
    return plan


def check_refs(s: State, action: Any) -> str | None:
    """The first field of ``action`` that names nothing valid in ``s``: its reason."""
    for name, fn in _plan(type(action)):
        if fn is None:  # a field nobody declared: refuse rather than trust it
            return f"the action field '{name}' cannot be checked"
        if r := fn(s, action, getattr(action, name)):
            return r
    return None
