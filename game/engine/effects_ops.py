"""The base game's effect operations (CARD-*, the ``op`` names of ``content.schema``).

Each is registered by name in ``effects.OPS`` (``@op``), with its per-survivor
(``@targeted``) and per-location (``@located``) parts; ``game.engine.core`` imports this
file, so the registry is complete whenever the engine is loaded."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.content import schema as S
from game.engine import board as B
from game.engine.base import answer, ask, emit, frame, opt, push
from game.engine.effects import (
    HANDLERS,
    PLACES_NOTHING,
    Ctx,
    check,
    clean_waste,
    here,
    located,
    location_choices,
    move_survivor,
    op,
    run_effects,
    targeted,
    with_location,
    with_survivors,
)
from game.engine.messages import N_, Msg
from game.engine.messages import card as card_ref
from game.engine.registry import hooks, module_in_play, move_refused
from game.engine.state import COLONY, State


@op("food")
def _op_food(s: State, o: S.OpFood, ctx: Ctx) -> None:
    B.change_food(s, o.amount, ctx.get("card", "effect"))


@op("morale")
def _op_morale(s: State, o: S.OpMorale, ctx: Ctx) -> None:
    B.change_morale(s, o.amount, ctx.get("card", "effect"))


@op("zombies_add")
def _op_zombies_add(s: State, o: S.OpZombiesAdd, ctx: Ctx) -> None:
    with_location(s, o, ctx, "at", "zombies_add")


@located("zombies_add")
def _zombies_add_at(s: State, o: S.OpZombiesAdd, ctx: Ctx, lid: str) -> None:
    push(s, "add_zombies", loc=lid, count=o.count, i=0)


@op("zombies_kill")
def _op_zombies_kill(s: State, o: S.OpZombiesKill, ctx: Ctx) -> None:
    with_location(s, o, ctx, "at", "zombies_kill")


@located("zombies_kill")
def _zombies_kill_at(s: State, o: S.OpZombiesKill, ctx: Ctx, lid: str) -> None:
    by = ctx.get("survivor") if o.by_acting else None
    # ZOMB-13: at the colony the player picks each zombie; EXPO-01 b / NS-61: the killer
    # (if a survivor kills it) rolls exposure for each kill
    push(s, "kill_zombies", loc=lid, left=o.count, by=by, seat=ctx.get("player", 0),
         cause=ctx.get("card", "effect"), exposure=by is not None and o.exposure, rolls=0)


@op("zombies_remove")
def _op_zombies_remove(s: State, o: S.OpZombiesRemove, ctx: Ctx) -> None:
    with_location(s, o, ctx, "at", "zombies_remove")


@located("zombies_remove")
def _zombies_remove_at(s: State, o: S.OpZombiesRemove, ctx: Ctx, lid: str) -> None:
    B.remove_zombies(s, lid, o.count)


@op("barricade")
def _op_barricade(s: State, o: S.OpBarricade, ctx: Ctx) -> None:
    with_location(s, o, ctx, "at", "barricade")


def _barricade_nothing(s: State, o: S.OpBarricade, lid: str) -> str | None:
    return B.barricade_refused(s, lid)


PLACES_NOTHING["barricade"] = _barricade_nothing


@located("barricade")
def _barricade_at(s: State, o: S.OpBarricade, ctx: Ctx, lid: str) -> None:
    for i in range(o.count):
        if not B.add_barricade(s, lid, missing=o.count - i):
            break


@op("noise")
def _op_noise(s: State, o: S.OpNoise, ctx: Ctx) -> None:
    with_location(s, o, ctx, "at", "noise", allowed=lambda lid: lid != COLONY)


@located("noise")
def _noise_at(s: State, o: S.OpNoise, ctx: Ctx, lid: str) -> None:
    for i in range(o.count):
        if not B.add_noise(s, lid, missing=o.count - i):
            break


@op("wound")
def _op_wound(s: State, o: S.OpWound, ctx: Ctx) -> None:
    with_survivors(s, o, ctx, "wound")


@targeted("wound")
def _wound_sid(s: State, o: S.OpWound, ctx: Ctx, sid: str) -> None:
    for _ in range(o.count):
        B.wound(s, sid, o.kind, ctx.get("card", "effect"))


@op("heal")
def _op_heal(s: State, o: S.OpHeal, ctx: Ctx) -> None:
    with_survivors(s, o, ctx, "heal")


@targeted("heal")
def _heal_sid(s: State, o: S.OpHeal, ctx: Ctx, sid: str) -> None:
    B.heal(s, sid, o.count, o.frostbite)


@op("kill_survivor")
def _op_kill_survivor(s: State, o: S.OpKillSurvivor, ctx: Ctx) -> None:
    with_survivors(s, o, ctx, "kill_survivor")


@targeted("kill_survivor")
def _kill_sid(s: State, o: S.OpKillSurvivor, ctx: Ctx, sid: str) -> None:
    B.kill_survivor(s, sid, ctx.get("card", "effect"), remove=o.remove)


@op("helpless_add")
def _op_helpless_add(s: State, o: S.OpHelplessAdd, ctx: Ctx) -> None:
    room = s.places[COLONY].spaces - s.occupied(COLONY)
    count = min(o.count, room) if s.config.options.helpless_occupy_space else o.count
    # SURV-08/EXILE-05: only an instruction to an exiled player is ignored, not a crisis
    seat = None if ctx.get("crisis") else ctx.get("player")
    if seat is None or not s.players[seat].exiled:  # DISC-09: a full colony takes no more
        B.tokens_not_placed(s, "helpless", "room", o.count - count, location=COLONY)
    before = s.helpless
    B.add_helpless(s, count, seat)
    if o.unruly and s.helpless > before:  # LN-11: they arrive unruly
        for h in hooks("helpless_unruly"):
            h(s, s.helpless - before)


@op("helpless_kill")
def _op_helpless_kill(s: State, o: S.OpHelplessKill, ctx: Ctx) -> None:
    B.kill_helpless(s, o.count, ctx.get("card", "effect"))


@op("survivor_gain")
def _op_survivor_gain(s: State, o: S.OpSurvivorGain, ctx: Ctx) -> None:
    seat = ctx.get("player", 0)
    drawn = s.survivor_deck[: o.count]
    del s.survivor_deck[: o.count]
    if not drawn:
        return
    keep = min(o.keep, len(drawn))
    push(s, "gain_pick", seat=seat, drawn=drawn, left=keep)


@frame("gain_pick")
def _gain_pick(s: State, f: dict) -> None:
    seat, drawn, left = f["seat"], f["drawn"], f["left"]
    p = s.players[seat]
    if left <= 0 or not drawn or (not p.exiled and not s.has_space(COLONY)):
        s.survivor_deck.extend(drawn)  # the rest go back under the deck
        return
    ask(s, "choose_card", seat, "Which survivor joins your group?",
        [opt(sid, card_ref(s.content, sid)) for sid in drawn], purpose="gain",
        drawn=drawn, left=left)


def gain_survivor(s: State, seat: int, sid: str, reason: str) -> None:
    """SURV-01/04: the survivor joins as a follower (placed by the survivor_join step)."""
    push(s, "survivor_join", seat=seat, sid=sid, role="follower", reason=reason)


def _deck(s: State, o: Any, ctx: Ctx) -> tuple[str, list[str] | None]:
    """The id and the cards of the deck an operation names (``deck``: ``starting``, ``here``
    or a location id); None when there is no such deck (the colony has none)."""
    deck_id = here(s, ctx) if o.deck == "here" else o.deck
    if deck_id == "starting":
        return deck_id, s.box
    place = s.places.get(deck_id) if deck_id != COLONY else None
    return deck_id, place.deck if place is not None else None


@op("draw")
def _op_draw(s: State, o: S.OpDraw, ctx: Ctx) -> None:
    seat = ctx.get("player", 0)
    deck_id, found = _deck(s, o, ctx)
    deck = found if found is not None else []
    got = deck[: o.count]
    del deck[: o.count]
    if got:
        s.players[seat].hand.extend(got)
        emit(s, "CardDrawn", {"player": seat, "deck": deck_id, "count": len(got)},
             to=(seat,), secret={"cards": got})


def _choose_cards(s: State, seat: int, o: Any, purpose: str) -> None:
    p = s.players[seat]
    cands = [c for c in p.hand if o.item_type is None or s.content.item(c).type == o.item_type]
    if not cands:
        return
    count = min(o.count, len(cands))
    if o.random:
        for _ in range(count):
            pool = [c for c in p.hand
                    if o.item_type is None or s.content.item(c).type == o.item_type]
            _drop_card(s, seat, s.rng.pick(pool), purpose)
        return
    if count >= len(cands):
        for c in list(cands):
            _drop_card(s, seat, c, purpose)
        return
    push(s, "drop_pick", seat=seat, purpose=purpose, left=count,
         item_type=o.item_type)


@frame("drop_pick")
def _drop_pick(s: State, f: dict) -> None:
    p = s.players[f["seat"]]
    cands = [c for c in p.hand
             if f["item_type"] is None or s.content.item(c).type == f["item_type"]]
    if f["left"] <= 0 or not cands:
        return
    prompt = N_("Choose a card to discard") if f["purpose"] == "discard" else \
        N_("Choose a card to lose")
    ask(s, "choose_card", p.seat, prompt,
        [opt(c, card_ref(s.content, c)) for c in cands], purpose=f["purpose"],
        left=f["left"], item_type=f["item_type"])


def _drop_card(s: State, seat: int, card: str, purpose: str) -> None:
    p = s.players[seat]
    p.hand.remove(card)
    if purpose == "discard" and not p.exiled:
        s.waste.append(card)
        emit(s, "CardDiscarded", {"player": seat, "card": card, "to": "waste"})
    else:
        s.removed.append(card)  # lost face down: only its owner sees which card
        emit(s, "CardRemoved", {"player": seat, "count": 1, "from": "hand"}, to=(seat,),
             secret={"cards": [card]})


@answer("choose_card")
def _choose_card(s: State, d: dict, key: str) -> None:
    c = d["ctx"]
    seat = d["player"]
    if c["purpose"] == "gain":
        drawn = list(c["drawn"])
        drawn.remove(key)
        push(s, "gain_pick", seat=seat, drawn=drawn, left=c["left"] - 1)
        gain_survivor(s, seat, key, "joined the group")  # joins before the next pick
        return
    _drop_card(s, seat, key, c["purpose"])
    push(s, "drop_pick", seat=seat, purpose=c["purpose"], left=c["left"] - 1,
         item_type=c["item_type"])


@op("discard")
def _op_discard(s: State, o: S.OpDiscard, ctx: Ctx) -> None:
    _choose_cards(s, ctx.get("player", 0), o, "discard")


@op("lose_cards")
def _op_lose(s: State, o: S.OpLoseCards, ctx: Ctx) -> None:
    _choose_cards(s, ctx.get("player", 0), o, "lose")


@op("waste_clean")
def _op_waste_clean(s: State, o: S.OpWasteClean, ctx: Ctx) -> None:
    clean_waste(s, o.count)


@op("waste_add")
def _op_waste_add(s: State, o: S.OpWasteAdd, ctx: Ctx) -> None:
    found = _deck(s, o, ctx)[1]
    deck = found if found is not None else []
    got = deck[: o.count]
    del deck[: o.count]
    s.waste.extend(got)
    if got:
        emit(s, "WasteAdded", {"cards": got, "waste": len(s.waste)})


def _has_destination(s: State, o: Any, ctx: Ctx) -> Callable[[str], bool]:
    def ok(sid: str) -> bool:
        cands, _ = location_choices(s, o.to, {**ctx, "survivor": sid}) \
            if o.to != "random" else (list(s.places), False)
        return any(_can_enter(s, sid, lid) for lid in cands)

    return ok


@op("move_survivor")
def _op_move(s: State, o: S.OpMoveSurvivor, ctx: Ctx) -> None:
    with_survivors(s, o, ctx, "move_survivor", keep=_has_destination(s, o, ctx))


@targeted("move_survivor")
def _move_sid(s: State, o: Any, ctx: Ctx, sid: str) -> None:
    with_location(s, o, {**ctx, "survivor": sid}, "to", "relocate_move",
                  allowed=lambda lid: _can_enter(s, sid, lid))


@op("place_survivor")
def _op_place(s: State, o: S.OpPlaceSurvivor, ctx: Ctx) -> None:
    with_survivors(s, o, ctx, "place_survivor", keep=_has_destination(s, o, ctx))


@targeted("place_survivor")
def _place_sid(s: State, o: Any, ctx: Ctx, sid: str) -> None:
    with_location(s, o, {**ctx, "survivor": sid}, "to", "relocate_place",
                  allowed=lambda lid: _can_enter(s, sid, lid))


def _can_enter(s: State, sid: str, lid: str) -> bool:
    sv = s.survivors.get(sid)
    if sv is None or sv.loc == lid or not s.has_space(lid):
        return False
    if move_refused(s, lid):  # SCEN-R-01: sealed Raxxon
        return False
    return not (lid == COLONY and s.players[sv.owner].exiled)  # NS-31


@located("relocate_move")
def _relocate_move(s: State, o: Any, ctx: Ctx, lid: str) -> None:
    move_survivor(s, ctx["survivor"], lid, exposure=True, cause=ctx.get("card", "effect"))


@located("relocate_place")
def _relocate_place(s: State, o: Any, ctx: Ctx, lid: str) -> None:
    sid = ctx["survivor"]
    sv = s.survivors[sid]
    emit(s, "SurvivorPlaced", {"survivor": sid, "from": sv.loc, "to": lid})
    sv.loc = lid


@op("search_deck")
def _op_search_deck(s: State, o: S.OpSearchDeck, ctx: Ctx) -> None:
    seat = ctx.get("player", 0)
    deck_id, deck = _deck(s, o, ctx)
    if deck is None:
        return
    found = [c for c in deck if s.content.item(c).type == o.item_type][: o.count]
    for c in found:
        deck.remove(c)
        s.players[seat].hand.append(c)
    s.rng.shuffle(deck)  # XROADS-09, CARD-05
    emit(s, "CardDrawn", {"player": seat, "deck": deck_id, "count": len(found),
                          "searched": o.item_type}, to=(seat,), secret={"cards": found})
    emit(s, "DeckShuffled", {"deck": deck_id})


@op("dice")
def _op_dice(s: State, o: S.OpDice, ctx: Ctx) -> None:
    p = s.players[ctx.get("player", 0)]
    if o.mode == "lose":
        for _ in range(min(o.count, len(p.unused))):
            v = min(p.unused) if o.lowest else max(p.unused)
            p.unused.remove(v)
            emit(s, "DiceLost", {"player": p.seat, "value": v})
    elif o.mode == "gain":
        vals = [s.rng.d6() for _ in range(o.count)]
        p.unused.extend(vals)
        emit(s, "DiceGained", {"player": p.seat, "values": vals})
    elif o.mode == "raise":  # raise one die of the player's choice by `count`
        if not p.unused:
            return
        if o.lowest:
            _raise_die(s, p.seat, p.unused.index(min(p.unused)), o.count)
            return
        values = sorted(set(p.unused))
        ask(s, "choose_die", p.seat, Msg("Raise which die by {n}?", n=o.count),
            [opt(str(v), Msg("the {value}", value=v)) for v in values], amount=o.count)
    elif o.mode == "reroll_all":
        p.unused = [s.rng.d6() for _ in p.unused]
        emit(s, "DiceRolled", {"player": p.seat, "values": list(p.unused), "reroll": True})


def _raise_die(s: State, seat: int, index: int, amount: int) -> None:
    p = s.players[seat]
    p.unused[index] += amount
    emit(s, "DieRaised", {"player": seat, "index": index, "value": p.unused[index]})


@answer("choose_die")
def _choose_die(s: State, d: dict, key: str) -> None:
    p = s.players[d["player"]]
    _raise_die(s, p.seat, p.unused.index(int(key)), d["ctx"]["amount"])


@op("vote")
def _op_vote(s: State, o: S.OpVote, ctx: Ctx) -> None:
    push(s, "vote_start", purpose="effect", question=o.question, o=o, ctx=ctx,
         caller=ctx.get("player", 0))


@op("choose")
def _op_choose(s: State, o: S.OpChoose, ctx: Ctx) -> None:
    options = []
    for i, ch in enumerate(o.options):
        if not module_in_play(s, ch.module):  # LN-05
            options.append(opt(str(i), ch.label, False,
                               f"needs the {ch.module} module, which is not in play"))
            continue
        ok = check(s, ch.requires, ctx)
        options.append(opt(str(i), ch.label, ok, None if ok else "requirement not met"))
    if not any(x["enabled"] for x in options):
        return
    ask(s, "effect_choice", ctx.get("player", 0), o.prompt, options, o=o, ctx=ctx)


@answer("effect_choice")
def _effect_choice(s: State, d: dict, key: str) -> None:
    c = d["ctx"]
    ch = c["o"].options[int(key)]
    emit(s, "OptionChosen", {"player": d["player"], "label": ch.label})
    run_effects(s, ch.effect, c["ctx"])


@op("if")
def _op_if(s: State, o: S.OpIf, ctx: Ctx) -> None:
    run_effects(s, o.then if check(s, o.cond, ctx) else o.otherwise, ctx)


@op("for_each")
def _op_for_each(s: State, o: S.OpForEach, ctx: Ctx) -> None:
    frames: list[dict] = []
    if o.over in ("player", "other_player"):
        order = [(s.first_player + i) % s.n for i in range(s.n)]
        for seat in order:
            if o.over == "other_player" and seat == ctx.get("player", 0):
                continue  # "each other player" (the Long Night)
            if not s.players[seat].exiled and not s.players[seat].eliminated:
                frames.append({"k": "effects", "ops": list(o.effect),
                               "ctx": {**ctx, "player": seat, "survivor": None}})
    else:
        if o.over == "own_survivor":
            sids = [x for x in s.players[ctx.get("player", 0)].survivors if x in s.survivors]
        elif o.over == "survivor_here":
            sids = s.at(here(s, ctx))
        else:
            sids = s.at(COLONY)
        for sid in sids:
            frames.append({"k": "effects", "ops": list(o.effect),
                           "ctx": {**ctx, "player": s.survivors[sid].owner, "survivor": sid}})
    for fr in reversed(frames):
        s.stack.append(fr)


@op("handler")
def _op_handler(s: State, o: S.OpHandler, ctx: Ctx) -> None:
    HANDLERS[o.name](s, dict(o.params), ctx)
