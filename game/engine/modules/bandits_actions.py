"""The Bandits module's turn actions (rules and IDs: ``bandits.py``).

* ``attack_bandit`` (BAND-08, ACT-ATTACK-02/07/08, EXPO-02, BAND-17): ``AttackBandit(actor,
  survivor, die, at)`` — ``at`` is the bandit's location, which must be the attacker's.
* ``hideout`` (BAND-12..14, DISC-19): ``Hideout(actor, survivor, die, mode)`` with mode
  ``attack`` (an attack: RAX-17 applies) or ``search``.
* ``take_stockpile`` (BAND-16, DISC-11): ``TakeStockpile(actor, card)``, free, once per
  round for a bandit leader.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Literal

from game.engine import actions as A
from game.engine import modules as M
from game.engine.base import emit
from game.engine.effects import run_effects
from game.engine.messages import Msg
from game.engine.messages import card as card_ref
from game.engine.modules.bandits import (
    REMOVE_MAX,
    hideout_id,
    remove_bandits,
    rule_on,
    take_from_stockpile,
)
from game.engine.state import State

MODES = ("attack", "search")


def _turn() -> Any:
    from game.engine import turn as T

    return T


# ============================================================================ attack a bandit
class AttackBandit(A._A):
    """BAND-08: attack a bandit at the attacker's location."""

    type: Literal["attack_bandit"] = "attack_bandit"
    survivor: A.Str
    die: A.Int
    at: A.Str


def _check_attack_bandit(s: State, a: AttackBandit) -> str | None:
    T = _turn()
    if not rule_on(s, "attack_bandits"):
        return "bandits cannot be attacked yet in this scenario stage (SCEN-B-04)"
    if r := T._own_survivor(s, a):
        return r
    loc = s.survivors[a.survivor].loc
    if a.at != loc:
        return "a survivor can only attack a bandit at its own location (BAND-08)"
    if s.places[loc].bandits <= 0:
        return "there is no bandit at this location"
    return T._die(s, a, T.attack_need(s, a.survivor))


def _gen_attack_bandit(s: State, seat: int) -> Iterator[AttackBandit]:
    if not rule_on(s, "attack_bandits"):
        return
    T = _turn()
    for sid in T.own_alive(s, seat):
        loc = s.survivors[sid].loc
        if s.places[loc].bandits <= 0:
            continue
        for d in T._distinct_dice(s, seat, T.attack_need(s, sid)):
            yield AttackBandit.model_construct(type="attack_bandit", actor=seat, survivor=sid,
                                               die=d, at=loc)


def _location_ref(s: State, a: Any, lid: Any) -> str | None:
    if not isinstance(lid, str) or lid not in s.places:
        return "there is no such location"
    return None


@M.turn_action("bandits", AttackBandit, _check_attack_bandit, _gen_attack_bandit,
               refs={"at": _location_ref}, attack=lambda a: "bandit")  # BAND-17, RAX-17
def _do_attack_bandit(s: State, a: AttackBandit) -> None:
    """BAND-08: re-roll the spent die; 4 or less removes the bandit.  No exposure roll
    (EXPO-02), no card taken."""
    from game.engine import board as B

    T = _turn()
    loc = s.survivors[a.survivor].loc
    value = B.spend_die(s, a.actor, a.die)
    T.after_action(s, {"on": "attack_bandit", "at": loc, "survivor": a.survivor})
    p = s.players[a.actor]
    roll = s.rng.d6()
    p.used[-1] = roll
    emit(s, "DieRerolled", {"player": a.actor, "from": value, "value": roll,
                            "target": "bandit", "location": loc})
    if roll <= REMOVE_MAX:
        remove_bandits(s, loc, 1, "attack")


# ============================================================================ the Hideout
class Hideout(A._A):
    """BAND-13: attack or search the Bandits' Hideout."""

    type: Literal["hideout"] = "hideout"
    survivor: A.Str
    die: A.Int
    mode: A.Str


def _mode_ref(s: State, a: Any, mode: Any) -> str | None:
    if mode not in MODES:
        return "the bandits' camp can be attacked ('attack') or searched ('search')"
    return None


def _need(s: State, sid: str, mode: str) -> int:
    T = _turn()
    return int(T.attack_need(s, sid) if mode == "attack" else T.search_need(s, sid))


def _hideout_ok(s: State, seat: int) -> str | None:
    if not rule_on(s, "hideout"):
        return "the bandits' camp is not active yet in this scenario stage (SCEN-B-04)"
    if s.players[seat].exiled and not s.config.options.hideout_exiled_access:
        return "an exiled player's survivors cannot attack or search the bandits' camp (BAND-14)"
    return None


def _check_hideout(s: State, a: Hideout) -> str | None:
    T = _turn()
    if r := _hideout_ok(s, a.actor):
        return r
    if r := T._own_survivor(s, a):
        return r
    if s.survivors[a.survivor].loc != hideout_id(s):
        return Msg("that survivor is not at {place}",
                   place=card_ref(s.content, str(hideout_id(s))))
    return T._die(s, a, _need(s, a.survivor, a.mode))


def _gen_hideout(s: State, seat: int) -> Iterator[Hideout]:
    hid = hideout_id(s)
    if hid is None or _hideout_ok(s, seat):
        return
    T = _turn()
    for sid in T.own_alive(s, seat):
        if s.survivors[sid].loc != hid:
            continue
        for mode in MODES:
            for d in T._distinct_dice(s, seat, _need(s, sid, mode)):
                yield Hideout.model_construct(type="hideout", actor=seat, survivor=sid, die=d,
                                              mode=mode)


def _hideout_kind(a: Hideout) -> Literal["hideout"] | None:
    """Attacking the Hideout is an attack (BAND-13, RAX-17); searching it is not."""
    return "hideout" if a.mode == "attack" else None


@M.turn_action("bandits", Hideout, _check_hideout, _gen_hideout, refs={"mode": _mode_ref},
               attack=_hideout_kind)
def _do_hideout(s: State, a: Hideout) -> None:
    """BAND-13: spend the die as for an attack / a search, roll it, resolve the row of the
    Hideout card.  Decision (docs/DECISIONS.md): no exposure roll."""
    from game.engine import board as B

    T = _turn()
    hid = hideout_id(s)
    assert hid is not None
    tables = s.content.locations[hid].hideout
    assert tables is not None
    value = B.spend_die(s, a.actor, a.die)
    T.after_action(s, {"on": "hideout", "at": hid, "survivor": a.survivor})
    roll = s.rng.d6()
    s.players[a.actor].used[-1] = roll
    rows = tables.attack if a.mode == "attack" else tables.search
    row = next(r for r in rows if roll in r.roll)
    emit(s, "HideoutRolled", {"player": a.actor, "survivor": a.survivor, "mode": a.mode,
                              "from": value, "roll": roll, "result": row.text})
    run_effects(s, row.effect, {"player": a.actor, "survivor": a.survivor, "card": None,
                                "loc": hid})


@M.hook("search_refused")
def _no_hideout_search(s: State, sid: str) -> str | None:
    """ACT-SEARCH-09: the Hideout has no item deck; it is searched with ``hideout``."""
    if s.band is not None and s.survivors[sid].loc == hideout_id(s):
        return Msg("{place} has no item deck: attack or search it with its own action",
                   place=card_ref(s.content, str(hideout_id(s))))
    return None


# ============================================================================ leader's card
class TakeStockpile(A._A):
    """BAND-16: a bandit leader takes one stockpile card, once per round (free)."""

    type: Literal["take_stockpile"] = "take_stockpile"
    card: A.Str


def _stockpile_ref(s: State, a: Any, card: Any) -> str | None:
    if s.band is None or not isinstance(card, str) or card not in s.band.stockpile:
        return "that card is not in the bandits' stockpile"
    return None


def _leader_may_take(s: State, seat: int) -> str | None:
    st = s.band
    assert st is not None
    if not s.config.options.bandit_leader_takes_card:
        return "the bandit leader does not take stockpile cards in this game (DISC-11)"
    if seat not in st.leaders or not rule_on(s, "bandit_leader"):
        return "only a bandit leader may take a card from the stockpile (BAND-16)"
    if st.took_card.get(str(seat)) == s.round:
        return "a bandit leader takes one stockpile card per round (BAND-16)"
    return None


def _check_take(s: State, a: TakeStockpile) -> str | None:
    return _leader_may_take(s, a.actor)


def _gen_take(s: State, seat: int) -> Iterator[TakeStockpile]:
    st = s.band
    assert st is not None
    if not st.stockpile or _leader_may_take(s, seat):
        return
    seen: set[str] = set()
    for uid in st.stockpile:
        cid = uid.split("#", 1)[0]
        if cid not in seen:
            seen.add(cid)
            yield TakeStockpile.model_construct(type="take_stockpile", actor=seat, card=uid)


@M.turn_action("bandits", TakeStockpile, _check_take, _gen_take, refs={"card": _stockpile_ref})
def _do_take(s: State, a: TakeStockpile) -> None:
    st = s.band
    assert st is not None
    st.took_card[str(a.actor)] = s.round
    take_from_stockpile(s, a.actor, a.card, "leader")
    _turn().after_action(s, None)
