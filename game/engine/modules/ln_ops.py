"""The effect language of The Long Night (docs/PACKS.md): operations, quantities, flags and
conditions every Long Night card may use, whatever module is in play.

Operations here: ``despair``, ``despair_remove`` (LN-09/10), ``unruly`` (LN-11/12),
``trap`` (LN-14), ``noise_remove``, ``barricade_remove``, ``transfer_cards``, ``repeat``
(e.g. once per player), ``roll`` (die tables, RAX-06 pills).  Module operations
(``bandits_add``, ``progress``, ``special_zombie_add``…) are registered by their module
with :func:`module_op`: while that module is off they do nothing (LN-05, LN-06).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.content import schema as S
from game.engine import board as B
from game.engine import modules as M
from game.engine.base import answer, ask, emit, frame, opt, push
from game.engine.effects import (
    OPS,
    PLACES_NOTHING,
    Ctx,
    here,
    located,
    op,
    run_effects,
    targeted,
    with_location,
    with_survivors,
)
from game.engine.messages import Msg
from game.engine.messages import card as card_ref
from game.engine.state import COLONY, State

# module name -> the State attribute of its slice
MODULE_SLOT: dict[str, str] = {"improvements": "impr", "bandits": "band", "raxxon": "rax"}
# the operations that belong to a module (do nothing while it is off, LN-05/06)
MODULE_OPS: dict[str, str] = {
    "bandits_add": "bandits", "bandits_remove": "bandits", "stockpile_take": "bandits",
    "progress": "improvements",
    "side_effect": "raxxon", "special_zombie_add": "raxxon", "special_zombie_move": "raxxon",
    "special_zombie_kill": "raxxon", "release": "raxxon",
}


def module_on(s: State, module: str | None) -> bool:
    """LN-05: is this module in play (None: no module needed)?"""
    return module is None or getattr(s, MODULE_SLOT.get(module, "-"), None) is not None


def module_op(name: str) -> Callable:
    """Register a module's operation; it runs only while the module is in play."""
    module = MODULE_OPS[name]

    def deco(fn: Callable[[State, Any, Ctx], None]) -> Callable:
        def guarded(s: State, o: Any, ctx: Ctx) -> None:
            if module_on(s, module):
                fn(s, o, ctx)

        OPS[name] = guarded
        return fn

    return deco


def register_unavailable_module_ops() -> None:
    """Module operations whose module file is not loaded do nothing (their module can
    never be in play: new_game refuses an unknown module)."""
    for name in MODULE_OPS:
        if name not in OPS:
            OPS[name] = lambda s, o, ctx: None


# ============================================================================ despair
@op("despair")
def _op_despair(s: State, o: S.OpDespair, ctx: Ctx) -> None:
    with_survivors(s, o, ctx, "despair")


@targeted("despair")
def _despair_sid(s: State, o: S.OpDespair, ctx: Ctx, sid: str) -> None:
    for _ in range(o.count):
        give_despair(s, sid, ctx.get("card") or "effect")


DESPAIR_TOKENS = 12  # §25.2


def give_despair(s: State, sid: str, cause: str) -> None:
    """LN-09/10, KILL-02: a despair token counts as a wound: the third token kills.  With
    ``enforce_component_limits`` (DISC-24, NS-21) no token is placed once all 12 are on
    survivors."""
    sv = s.survivors.get(sid)
    if sv is None or s.over:
        return
    if s.config.options.enforce_component_limits and \
            sum(x.despair for x in s.survivors.values()) >= DESPAIR_TOKENS:
        B.tokens_not_placed(s, "despair", "supply", survivor=sid)
        return
    sv.despair += 1
    emit(s, "DespairAdded", {"survivor": sid, "despair": sv.despair, "cause": cause})
    if sv.damage >= 3:
        B.kill_survivor(s, sid, "wounds")


@op("despair_remove")
def _op_despair_remove(s: State, o: S.OpDespairRemove, ctx: Ctx) -> None:
    with_survivors(s, o, ctx, "despair_remove", keep=lambda sid: s.survivors[sid].despair > 0)


@targeted("despair_remove")
def _despair_remove_sid(s: State, o: S.OpDespairRemove, ctx: Ctx, sid: str) -> None:
    sv = s.survivors[sid]
    n = min(o.count, sv.despair)
    if n:
        sv.despair -= n
        emit(s, "DespairRemoved", {"survivor": sid, "count": n, "despair": sv.despair})


# ============================================================================ unruly
@op("unruly")
def _op_unruly(s: State, o: S.OpUnruly, ctx: Ctx) -> None:
    from game.engine.modules.long_night import flip_back, make_unruly

    if s.ln is None:
        return
    if o.mode == "make":
        make_unruly(s, o.count)
    else:
        flip_back(s, o.count, ctx.get("card") or "effect")


# ============================================================================ traps, tokens
@op("trap")
def _op_trap(s: State, o: S.OpTrap, ctx: Ctx) -> None:
    with_location(s, o, ctx, "at", "trap")


def _trap_nothing(s: State, o: S.OpTrap, lid: str) -> str | None:
    """Why no explosive trap can go at ``lid`` now (LN-14, DISC-24), or None."""
    from game.engine.modules.long_night import trap_block

    block = trap_block(s, lid)
    if block == "supply":
        return "no barricade or trap token is left in the supply (limited tokens, DISC-24)"
    if block == "room":
        return "there is no empty entrance space for an explosive trap there"
    return None


PLACES_NOTHING["trap"] = _trap_nothing


@located("trap")
def _trap_at(s: State, o: S.OpTrap, ctx: Ctx, lid: str) -> None:
    from game.engine.modules.long_night import add_trap

    for i in range(o.count):
        if not add_trap(s, lid, missing=o.count - i):
            break


@op("noise_remove")
def _op_noise_remove(s: State, o: S.OpNoiseRemove, ctx: Ctx) -> None:
    with_location(s, o, ctx, "at", "noise_remove",
                  allowed=lambda lid: s.places[lid].noise > 0)


@located("noise_remove")
def _noise_remove_at(s: State, o: S.OpNoiseRemove, ctx: Ctx, lid: str) -> None:
    place = s.places[lid]
    n = place.noise if o.all else min(o.count, place.noise)
    if n:
        place.noise -= n
        emit(s, "NoiseRemoved", {"location": lid, "count": n, "noise": place.noise})


@op("barricade_remove")
def _op_barricade_remove(s: State, o: S.OpBarricadeRemove, ctx: Ctx) -> None:
    def has(lid: str) -> bool:
        pl = s.places[lid]
        return bool(sum(pl.traps or []) if o.traps else sum(pl.barricades))

    with_location(s, o, ctx, "at", "barricade_remove", allowed=has)


@located("barricade_remove")
def _barricade_remove_at(s: State, o: S.OpBarricadeRemove, ctx: Ctx, lid: str) -> None:
    place = s.places[lid]
    tokens = place.traps if o.traps else place.barricades
    if tokens is None:
        return
    for _ in range(o.count):
        e = max(range(len(tokens)), key=lambda i: (tokens[i], -i))
        if tokens[e] <= 0:
            break
        tokens[e] -= 1
        emit(s, "TrapRemoved" if o.traps else "BarricadeRemoved",
             {"location": lid, "entrance": e})


# ============================================================================ repeat, roll
@op("repeat")
def _op_repeat(s: State, o: S.OpRepeat, ctx: Ctx) -> None:
    from game.engine.effects import quantity

    times = max(0, quantity(s, o.times, ctx))
    if o.max is not None:
        times = min(times, o.max)
    for _ in range(times):
        run_effects(s, o.effect, ctx)


@op("roll")
def _op_roll(s: State, o: S.OpRoll, ctx: Ctx) -> None:
    value = B.roll_die(s)
    row = next(r for r in o.rows if value in r.roll)
    emit(s, "TableRolled", {"player": ctx.get("player"), "survivor": ctx.get("survivor"),
                            "card": ctx.get("card"), "roll": value, "result": row.text})
    run_effects(s, row.effect, ctx)


# ============================================================================ transfer cards
def _others(s: State, seat: int) -> list[int]:
    order = [(seat + k) % s.n for k in range(1, s.n)]
    return [i for i in order if not s.players[i].exiled and not s.players[i].eliminated]


@op("transfer_cards")
def _op_transfer(s: State, o: S.OpTransferCards, ctx: Ctx) -> None:
    me = ctx.get("player", 0)
    if "choose_other" in (o.giver, o.taker):
        others = _others(s, me)
        if o.giver == "choose_other":  # only players who have something to give
            others = [i for i in others if _candidates(s, i, o)]
        if not others:
            return
        ask(s, "choose_player", me, "Choose a player",
            [opt(str(i), s.players[i].name) for i in others],
            info={"purpose": "transfer_cards", "card": ctx.get("card")}, o=o, ctx=ctx)
        return
    _transfer_pairs(s, o, ctx, None)


@answer("choose_player")
def _choose_player(s: State, d: dict, key: str) -> None:
    c = d["ctx"]
    _transfer_pairs(s, c["o"], c["ctx"], int(key))


def _seat(s: State, ref: str, me: int, chosen: int | None) -> int:
    return {"self": me, "first": s.first_player}.get(ref, chosen if chosen is not None else me)


def _transfer_pairs(s: State, o: S.OpTransferCards, ctx: Ctx, chosen: int | None) -> None:
    me = ctx.get("player", 0)
    if o.giver == "each_other":
        pairs = [(i, me) for i in _others(s, me)]
    elif o.taker == "each_other":
        pairs = [(me, i) for i in _others(s, me)]
    else:
        pairs = [(_seat(s, o.giver, me, chosen), _seat(s, o.taker, me, chosen))]
    for giver, taker in reversed(pairs):
        if giver != taker:
            push(s, "transfer_pick", giver=giver, taker=taker, left=o.count, o=o,
                 card=ctx.get("card"))


def _candidates(s: State, seat: int, o: Any) -> list[str]:
    hand = s.players[seat].hand
    return [c for c in hand if o.item_type is None or s.content.item(c).type == o.item_type]


@frame("transfer_pick")
def _transfer_pick(s: State, f: dict) -> None:
    o = f["o"]
    cands = _candidates(s, f["giver"], o)
    if f["left"] <= 0 or not cands:
        return
    if o.random or len(set(c.split("#")[0] for c in cands)) == 1:
        _give(s, f, s.rng.pick(cands) if o.random else cands[0])
        return
    chooser = f["giver"] if o.chooser == "giver" else f["taker"]
    giver = s.players[f["giver"]].name
    taker = s.players[f["taker"]].name
    seen: dict[str, str] = {}
    for c in cands:
        seen.setdefault(c.split("#")[0], c)
    ask(s, "transfer_card", chooser,
        Msg("Which card does {giver} give to {taker}?", giver=giver, taker=taker),
        [opt(c, card_ref(s.content, c)) for c in seen.values()],
        info={"purpose": "transfer_cards", "card": f["card"], "giver": f["giver"],
              "taker": f["taker"]}, f=f)


@answer("transfer_card")
def _transfer_card(s: State, d: dict, key: str) -> None:
    _give(s, d["ctx"]["f"], key)


def _give(s: State, f: dict, card: str) -> None:
    giver, taker = s.players[f["giver"]], s.players[f["taker"]]
    giver.hand.remove(card)
    taker.hand.append(card)
    emit(s, "CardsGiven", {"from": giver.seat, "to": taker.seat, "count": 1},
         to=(giver.seat, taker.seat), secret={"cards": [card]})
    push(s, "transfer_pick", **{**{k: v for k, v in f.items() if k != "k"},
                                "left": f["left"] - 1})


# ============================================================================ quantities
def _q(name: str) -> Callable:
    def deco(fn: Callable[[State, Any, Ctx], int]) -> Callable:
        M.QUANTITIES[name] = fn
        return fn

    return deco


def _places(s: State, q: Any, ctx: Ctx) -> list[Any]:
    at = q.at
    if at is None:
        return list(s.places.values())
    lid = here(s, ctx) if at == "here" else at
    return [s.places[lid]] if lid in s.places else []


@_q("players")
def _q_players(s: State, q: Any, ctx: Ctx) -> int:
    return len(s.non_exiled())


@_q("despair")
def _q_despair(s: State, q: Any, ctx: Ctx) -> int:
    lids = {pl.lid for pl in _places(s, q, ctx)}
    return sum(sv.despair for sv in s.survivors.values() if sv.loc in lids)


@_q("own_despair")
def _q_own_despair(s: State, q: Any, ctx: Ctx) -> int:
    p = s.players[ctx.get("player", 0)]
    return sum(s.survivors[x].despair for x in p.survivors if x in s.survivors)


@_q("acting_despair")
def _q_acting_despair(s: State, q: Any, ctx: Ctx) -> int:
    sid = ctx.get("survivor")
    return s.survivors[sid].despair if sid in s.survivors else 0


@_q("unruly")
def _q_unruly(s: State, q: Any, ctx: Ctx) -> int:
    return s.ln.unruly if s.ln is not None else 0


@_q("traps")
def _q_traps(s: State, q: Any, ctx: Ctx) -> int:
    return sum(sum(pl.traps or []) for pl in _places(s, q, ctx))


@_q("graveyard")
def _q_graveyard(s: State, q: Any, ctx: Ctx) -> int:
    """LN-07: the dead survivors whose cards lie in the Graveyard."""
    return int(s.stats.get("survivors_dead", 0))


@_q("bandits")
def _q_bandits(s: State, q: Any, ctx: Ctx) -> int:
    return sum(pl.bandits for pl in _places(s, q, ctx))


@_q("stockpile")
def _q_stockpile(s: State, q: Any, ctx: Ctx) -> int:
    return len(s.band.stockpile) if s.band is not None else 0


@_q("special_zombies")
def _q_specials(s: State, q: Any, ctx: Ctx) -> int:
    return sum(sum(pl.specials or []) for pl in _places(s, q, ctx))


@_q("improvements_done")
def _q_improvements(s: State, q: Any, ctx: Ctx) -> int:
    return len(s.impr.done) if s.impr is not None else 0


# ============================================================================ flags, conditions
def _flag_bandit_leader(s: State, ctx: Ctx) -> bool:
    return s.band is not None and ctx.get("player", 0) in s.band.leaders


def _flag_at_raxxon(s: State, ctx: Ctx) -> bool:
    sid = ctx.get("survivor")
    sv = s.survivors.get(sid) if sid else None
    if sv is None or sv.loc == COLONY:
        return False
    loc = s.content.locations.get(sv.loc)
    return loc is not None and loc.kind == "raxxon"


M.FLAGS["bandit_leader"] = _flag_bandit_leader
M.FLAGS["acting_at_raxxon"] = _flag_at_raxxon
M.CONDITIONS["module"] = lambda s, c, ctx: module_on(s, c.module)  # LN-05
M.CONDITIONS["stage"] = lambda s, c, ctx: s.scen is not None and s.scen.stage >= c.n
