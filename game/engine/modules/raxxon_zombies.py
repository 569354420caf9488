"""Raxxon module, part 2: special zombies (RAX-15..20), pills and side effects (RAX-06/07)
and the Raxxon words of the effect language.  Part 1 (setup, containment, release):
``raxxon.py``.

* RAX-15 — a special zombie is not a normal zombie: it stands in ``s.rax.specials`` (and
  fills an entrance space, ``Place.specials``), so card kills, explosive traps and Attract
  never touch it; only an attack on it (``attack_special``) and its own encounter table
  can remove it.
* RAX-16, ACT-ATTRACT-02 — only the ``special_zombie_move`` row of its encounter table moves
  it (to a place with an empty entrance space; with none it stays).
* RAX-17, ACT-ATTACK-04, BAND-17 — hook ``attack_blocked``, asked for every attack (every
  turn action registered with ``attack=``, ``turn.attack_refused``): while a special zombie
  is at a location, an attack there on anything else (a zombie, a survivor, a bandit, the
  Hideout itself) is refused.
* RAX-18, EXPO-01 d, NS-44 — ``attack_special``: the attacker spends a die (its attack
  value), makes an exposure roll (unless exempt), and if still alive rolls on the
  encounter table of the experiment that released the zombie; only a
  ``special_zombie_kill`` row kills it (it then counts as a zombie killed).
* RAX-19 — when a special zombie leaves play and no other of its type is left, the
  encounter cards next to the colony whose zombies are all gone are discarded.
* RAX-20 — types and standee counts come from the pack (``[[special_zombies]]``); a type
  with no standee left is not placed (NS-21).
* RAX-06/07 — pills: played on a survivor (``turn_cards.card_traits``); op ``side_effect`` equips
  a side-effect card for good; side effects' modifiers apply (hook ``modifiers``) and their
  activated uses are the free action ``use_side_effect``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Literal

from game.content import schema as S
from game.engine import actions as A
from game.engine import board as B
from game.engine import modules as M
from game.engine.base import emit, frame, push
from game.engine.effects import (
    Ctx,
    check,
    futile,
    has_modifier,
    located,
    run_effects,
    targeted,
    with_location,
    with_survivors,
)
from game.engine.modules.ln_ops import module_op
from game.engine.modules.raxxon import rule_on
from game.engine.state import COLONY, State, Survivor


def special(s: State, zid: str) -> dict[str, Any] | None:
    if s.rax is None:
        return None
    return next((z for z in s.rax.specials if z["id"] == zid), None)


def specials_at(s: State, lid: str) -> list[dict[str, Any]]:
    if s.rax is None:
        return []
    return [z for z in s.rax.specials if z["loc"] == lid]


def card_for(s: State, typ: str) -> str | None:
    """The experiment card whose encounter table a special zombie of this type uses when
    an effect placed it: one next to the colony first, else the pack's first."""
    assert s.rax is not None
    for card in s.rax.encounters:
        if any(r.zombie == typ for r in s.content.experiments[card].audio_log.releases):
            return card
    for card, exp in s.content.experiments.items():
        if any(r.zombie == typ for r in exp.audio_log.releases):
            return card
    return None


# ============================================================================ RAX-17
@M.hook("attack_blocked")
def _special_first(s: State, loc: str, kind: str) -> str | None:
    if s.rax is None or kind == "special" or not specials_at(s, loc):
        return None
    return "a special zombie is here: it must be attacked first (RAX-17)"


# ============================================================================ RAX-18
class AttackSpecial(A._A):
    """RAX-18: a survivor attacks a special zombie at its location (``special``: its id)."""

    type: Literal["attack_special"] = "attack_special"
    survivor: A.Str
    die: A.Int
    special: A.Str


def _special_ref(s: State, a: Any, zid: Any) -> str | None:
    if not isinstance(zid, str) or special(s, zid) is None:
        return "there is no such special zombie"
    return None


def _check_attack_special(s: State, a: AttackSpecial) -> str | None:
    from game.engine.turn import _die, _own_survivor, attack_need

    if r := _own_survivor(s, a):
        return r
    if r := _die(s, a, attack_need(s, a.survivor)):
        return r
    z = special(s, a.special)
    if z is None or z["loc"] != s.survivors[a.survivor].loc:
        return "that special zombie is not at the attacker's location"
    return None


def _gen_attack_special(s: State, seat: int) -> Iterator[AttackSpecial]:
    from game.engine.turn import _distinct_dice, attack_need, own_alive

    if not s.rax or not s.rax.specials:
        return
    for sid in own_alive(s, seat):
        here = specials_at(s, s.survivors[sid].loc)
        if not here:
            continue
        for d in _distinct_dice(s, seat, attack_need(s, sid)):
            for z in here:
                yield AttackSpecial.model_construct(type="attack_special", actor=seat,
                                                    survivor=sid, die=d, special=z["id"])


@M.turn_action("raxxon", AttackSpecial, _check_attack_special, _gen_attack_special,
               refs={"special": _special_ref}, attack=lambda a: "special")
def _do_attack_special(s: State, a: AttackSpecial) -> None:
    from game.engine.turn import after_action

    sv = s.survivors[a.survivor]
    z = special(s, a.special)
    assert z is not None
    B.spend_die(s, a.actor, a.die)
    emit(s, "SpecialZombieAttacked", {"survivor": a.survivor, "player": a.actor,
                                      "id": z["id"], "type": z["type"], "location": sv.loc})
    after_action(s, {"on": "attack_special_zombie", "at": sv.loc, "survivor": a.survivor})
    push(s, "rax_encounter", sid=a.survivor, special=z["id"], seat=a.actor)
    if not has_modifier(s, a.survivor, "no_exposure_attack"):
        push(s, "exposure", sid=a.survivor, cause="attacked a special zombie")


@frame("rax_encounter")
def _encounter(s: State, f: dict) -> None:
    """RAX-18 / NS-44: only if the attacker is still alive after the exposure roll."""
    sid = f["sid"]
    z = special(s, f["special"])
    if sid not in s.survivors or z is None:
        return
    card = z["card"] or card_for(s, z["type"])
    if card is None:
        return
    table = s.content.experiments[card].encounter
    value = B.roll_die(s)
    row = next(r for r in table.rows if value in r.roll)
    emit(s, "EncounterRolled", {"survivor": sid, "id": z["id"], "type": z["type"],
                                "card": card, "roll": value, "result": row.text})
    run_effects(s, row.effect, {"player": f["seat"], "survivor": sid,
                                "loc": s.survivors[sid].loc, "card": card,
                                "special": z["id"]})


def remove_special(s: State, zid: str, *, by: str | None, cause: str,
                   killed: bool) -> None:
    """A special zombie leaves play (RAX-19: its type's last one takes the spent
    encounter cards with it)."""
    st = s.rax
    assert st is not None
    z = special(s, zid)
    if z is None:
        return
    st.specials.remove(z)
    place = s.places[z["loc"]]
    assert place.specials is not None
    place.specials[z["entrance"]] -= 1
    if killed:
        s.stats["zombies_killed"] = s.stats.get("zombies_killed", 0) + 1
        if by is not None and by in s.survivors:
            s.players[s.survivors[by].owner].zombies_killed += 1
        emit(s, "SpecialZombieKilled", {"id": zid, "type": z["type"], "location": z["loc"],
                                        "by": by, "cause": cause})
    else:
        emit(s, "SpecialZombieRemoved", {"id": zid, "type": z["type"], "location": z["loc"],
                                         "cause": cause})
    if any(x["type"] == z["type"] for x in st.specials):
        return
    for card in list(st.encounters):  # RAX-19
        if not any(x["card"] == card for x in st.specials):
            st.encounters.remove(card)
            st.discarded.append(card)
            emit(s, "EncounterDiscarded", {"card": card})


# ============================================================================ effect ops
@module_op("special_zombie_kill")
def _op_special_kill(s: State, o: S.OpSpecialZombieKill, ctx: Ctx) -> None:
    zid = ctx.get("special")
    if zid:
        remove_special(s, zid, by=ctx.get("survivor"), cause="attack", killed=True)


def _room(s: State, lid: str) -> bool:
    pl = s.places[lid]
    return any(pl.free(e) > 0 for e in range(len(pl.zombies)))


@module_op("special_zombie_move")
def _op_special_move(s: State, o: S.OpSpecialZombieMove, ctx: Ctx) -> None:
    """RAX-16: the only way a special zombie moves; to a place with room (else it
    stays)."""
    z = special(s, ctx.get("special") or "")
    if z is None:
        return
    with_location(s, o, ctx, "to", "special_zombie_move",
                  allowed=lambda lid: lid != z["loc"] and _room(s, lid))


@located("special_zombie_move")
def _special_move_to(s: State, o: Any, ctx: Ctx, lid: str) -> None:
    z = special(s, ctx.get("special") or "")
    if z is None or not _room(s, lid):
        return
    old = s.places[z["loc"]]
    new = s.places[lid]
    assert old.specials is not None and new.specials is not None
    old.specials[z["entrance"]] -= 1
    e = max(range(len(new.zombies)), key=lambda i: (new.free(i), -i))
    new.specials[e] += 1
    emit(s, "SpecialZombieMoved", {"id": z["id"], "type": z["type"], "from": z["loc"],
                                   "to": lid, "entrance": e})
    z["loc"], z["entrance"] = lid, e


@module_op("special_zombie_add")
def _op_special_add(s: State, o: S.OpSpecialZombieAdd, ctx: Ctx) -> None:
    if o.at == "random":  # RAX-12: a die for each zombie
        for _ in range(o.count):
            push(s, "rax_place", type=o.zombie, card=card_for(s, o.zombie), at="random")
        return
    with_location(s, o, ctx, "at", "special_zombie_add")


@located("special_zombie_add")
def _special_add_at(s: State, o: Any, ctx: Ctx, lid: str) -> None:
    for _ in range(o.count):
        push(s, "rax_place", type=o.zombie, card=card_for(s, o.zombie), at=lid)


@module_op("release")
def _op_release(s: State, o: S.OpRelease, ctx: Ctx) -> None:
    """Draw experiment cards and release them (RAX-12..14; SCEN-R-10)."""
    for _ in range(o.count):
        push(s, "rax_release")


@module_op("side_effect")
def _op_side_effect(s: State, o: S.OpSideEffect, ctx: Ctx) -> None:
    if not rule_on(s, "pills"):
        return
    with_survivors(s, o, ctx, "side_effect")


@targeted("side_effect")
def _side_effect_sid(s: State, o: S.OpSideEffect, ctx: Ctx, sid: str) -> None:
    """RAX-07: take the card (the top one, or the named one) from the side-effect deck and
    equip it for good; an empty deck gives nothing."""
    st = s.rax
    assert st is not None
    if o.card == "top":
        if not st.side_effects:
            return
        card = st.side_effects.pop(0)
    elif o.card in st.side_effects:
        card = o.card
        st.side_effects.remove(card)
    else:
        return
    s.survivors[sid].side_effects.append(card)
    emit(s, "SideEffectEquipped", {"survivor": sid, "card": card,
                                   "left": len(st.side_effects)})


# ============================================================================ side effects
@M.hook("modifiers")
def _side_effect_modifiers(s: State, sv: Survivor, kind: str) -> int:
    if not sv.side_effects:
        return 0
    total = 0
    for card in sv.side_effects:
        for m in s.content.side_effects[card].equip.modifiers:
            if m.kind == kind and (m.at is None or m.at == sv.loc or
                                   (m.at == "non_colony" and sv.loc != COLONY)):
                total += m.amount
    return total


class UseSideEffect(A._A):
    """RAX-07: use the activated part of a side-effect card equipped to your survivor."""

    type: Literal["use_side_effect"] = "use_side_effect"
    card: A.Str
    die: A.Int | None = None


def _side_owner(s: State, seat: int, card: Any) -> str | None:
    for sid in s.players[seat].survivors:
        sv = s.survivors.get(sid)
        if sv is not None and card in sv.side_effects:
            return sid
    return None


def _side_ref(s: State, a: Any, card: Any) -> str | None:
    if not isinstance(card, str) or _side_owner(s, a.actor, card) is None:
        return "that side effect is not on one of your survivors"
    return None


def _check_side(s: State, a: UseSideEffect) -> str | None:
    from game.engine.turn import _ability_where_ok, _die, _freq_ok

    sid = _side_owner(s, a.actor, a.card)
    if sid is None:
        return "that side effect is not on one of your survivors"
    use = s.content.side_effects[a.card].equip
    if use.kind != "activated" or not use.effect:
        return "this side effect has nothing to use"
    if not _ability_where_ok(s, use.location, sid):
        return "the survivor must be at the side effect's location"
    if not _freq_ok(s, use.frequency, s.card_used.get(a.card)):
        return "this side effect was already used " + use.frequency.replace("_", " ")
    if use.cost is not None:
        if r := _die(s, a, use.cost):
            return r
    elif a.die is not None:
        return "this side effect costs no die"
    if not check(s, use.requires, {"player": a.actor, "survivor": sid}):
        return "the side effect's requirement is not met"
    if use.cost is not None:  # no die spent on an effect that cannot do anything
        return futile(s, use.effect, {"player": a.actor, "survivor": sid})
    return None


def _gen_side(s: State, seat: int) -> Iterator[UseSideEffect]:
    from game.engine.turn import _distinct_dice

    for sid in s.players[seat].survivors:
        sv = s.survivors.get(sid)
        if sv is None:
            continue
        for card in sv.side_effects:
            use = s.content.side_effects[card].equip
            dice: list[int | None] = (list(_distinct_dice(s, seat, use.cost))
                                      if use.cost else [None])
            for d in dice:
                a = UseSideEffect.model_construct(type="use_side_effect", actor=seat,
                                                  card=card, die=d)
                if _check_side(s, a) is None:
                    yield a


@M.turn_action("raxxon", UseSideEffect, _check_side, _gen_side, refs={"card": _side_ref})
def _do_side(s: State, a: UseSideEffect) -> None:
    from game.engine.turn import _stamp, after_action

    sid = _side_owner(s, a.actor, a.card)
    assert sid is not None
    use = s.content.side_effects[a.card].equip
    s.card_used[a.card] = _stamp(s, use.frequency)
    if a.die is not None:
        B.spend_die(s, a.actor, a.die)
    emit(s, "SideEffectUsed", {"player": a.actor, "card": a.card, "survivor": sid})
    loc = s.survivors[sid].loc
    after_action(s, {"on": "use_equipment", "at": loc, "survivor": sid})
    run_effects(s, use.effect, {"player": a.actor, "survivor": sid, "loc": loc,
                                "card": a.card})


# ============================================================================ pills
def _wrap_play() -> None:
    """RAX-06: playing a pill also sets off the ``pill`` trigger (crossroads)."""
    from game.engine.turn import TURN_ACTIONS, TurnAction

    base = TURN_ACTIONS["play"]

    def do(s: State, a: Any) -> None:
        item = s.content.item(a.card)
        base.do(s, a)
        if s.rax is not None and item.pill and a.survivor in s.survivors:
            s.tags.append({"on": "pill", "at": s.survivors[a.survivor].loc,
                           "survivor": a.survivor})

    TURN_ACTIONS["play"] = TurnAction(base.check, do, base.gen)


_wrap_play()
