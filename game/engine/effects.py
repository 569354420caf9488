"""The effect language interpreter: quantities, conditions and operations.

Operations run from the work stack (frame ``effects``) so that any operation that needs a
choice suspends on a decision and the rest of the card resumes after the answer.  Each
operation is registered by name in ``OPS``; named code handlers for the rare card that is not
data are registered in ``HANDLERS``.  The base game's operations live in ``effects_ops``
(``game.engine.core`` imports it, so the registry is complete whenever the engine is
loaded); the Long Night's words of the effect language come from ``registry.QUANTITIES``,
``FLAGS`` and ``CONDITIONS``.  This file holds the interpreter, quantities, conditions,
objectives, target choice and modifiers.

The *context* of an effect is a dict: ``player`` (the resolving seat), ``survivor`` (the acting
survivor or None), ``loc`` (the acting location or None), ``card`` (the card id, for logs).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.content import schema as S
from game.engine import board as B
from game.engine.base import answer, ask, emit, frame, opt, push
from game.engine.messages import N_, Msg
from game.engine.messages import card as card_ref
from game.engine.registry import CONDITIONS, FLAGS, QUANTITIES, hooks
from game.engine.state import COLONY, State

Ctx = dict[str, Any]
OPS: dict[str, Callable[[State, Any, Ctx], None]] = {}
HANDLERS: dict[str, Callable[[State, dict, Ctx], None]] = {}


def op(name: str) -> Callable:
    def deco(fn: Callable[[State, Any, Ctx], None]) -> Callable:
        OPS[name] = fn
        return fn

    return deco


def run_effects(s: State, ops: list[Any], ctx: Ctx) -> None:
    """Schedule a list of operations (they run when the work stack is processed)."""
    if ops:
        push(s, "effects", ops=list(ops), ctx=dict(ctx))


@frame("effects")
def _effects(s: State, f: dict) -> None:
    ops, ctx = f["ops"], f["ctx"]
    if not ops:
        return
    if len(ops) > 1:
        push(s, "effects", ops=ops[1:], ctx=ctx)
    if ctx.get("survivor") and ctx["survivor"] not in s.survivors:
        ctx = {**ctx, "survivor": None}  # the acting survivor died meanwhile
    OPS[ops[0].op](s, ops[0], ctx)


# ============================================================================ quantities
def _loc_of(s: State, ref: str | None, ctx: Ctx) -> str | None:
    if ref is None:
        return None
    if ref == "here":
        return here(s, ctx)
    return ref


def here(s: State, ctx: Ctx) -> str:
    sid = ctx.get("survivor")
    if sid and sid in s.survivors:
        return s.survivors[sid].loc
    return ctx.get("loc") or COLONY


def _own_cards(s: State, seat: int, where: str, item_type: str | None) -> int:
    p = s.players[seat]
    cards: list[str] = []
    if where in ("hand", "items"):
        cards += p.hand
    if where in ("equipped", "items"):
        for sid in p.survivors:
            if sid in s.survivors:
                cards += s.survivors[sid].equipped
    if item_type is None:
        return len(cards)
    return sum(1 for c in cards if s.content.item(c).type == item_type)


def quantity(s: State, q: S.Quantity, ctx: Ctx) -> int:
    name = q.q
    at = _loc_of(s, q.at, ctx)
    seat = ctx.get("player", 0)
    p = s.players[seat]
    if name == "food":
        return s.food
    if name == "starvation":
        return s.starvation
    if name == "morale":
        return s.morale
    if name == "rounds_left":
        return s.rounds_left
    if name == "round":
        return s.round
    if name == "helpless":
        return s.helpless
    if name == "waste":
        return len(s.waste)
    if name in ("zombies", "barricades", "noise"):
        places = [s.places[at]] if at else list(s.places.values())
        if name == "zombies":
            return sum(sum(pl.zombies) for pl in places)
        if name == "barricades":
            return sum(sum(pl.barricades) for pl in places)
        return sum(pl.noise for pl in places)
    if name == "survivors":
        return len(s.at(at)) if at else len(s.survivors)
    if name == "empty_spaces":
        lid = at or COLONY
        return s.places[lid].spaces - s.occupied(lid)
    if name == "deck":
        lid = at or here(s, ctx)
        return len(s.places[lid].deck) if lid in s.places else 0
    if name == "zombies_killed":
        return int(s.stats.get("zombies_killed", 0))
    if name == "survivors_dead":
        return int(s.stats.get("survivors_dead", 0))
    if name == "crises_prevented":
        return int(s.stats.get("crises_prevented", 0))
    if name == "players_exiled":
        return sum(1 for x in s.players if x.exiled)
    if name == "own_survivors":
        return sum(1 for sid in p.survivors if sid in s.survivors
                   and (at is None or s.survivors[sid].loc == at))
    if name == "own_followers":
        return len(p.followers)
    if name == "own_hand":
        return _own_cards(s, seat, "hand", q.item_type)
    if name == "own_equipped":
        return _own_cards(s, seat, "equipped", q.item_type)
    if name == "own_items":
        return _own_cards(s, seat, "items", q.item_type)
    if name == "own_wounds":
        return sum(s.survivors[sid].damage for sid in p.survivors if sid in s.survivors)
    if name == "own_unused_dice":
        return len(p.unused)
    if name == "own_zombies_killed":
        return p.zombies_killed
    if name == "own_influence":
        return sum(s.content.survivors[sid].influence for sid in p.survivors)
    sid = ctx.get("survivor")
    if name == "acting_wounds":
        return s.survivors[sid].damage if sid in s.survivors else 0
    if name == "acting_influence":
        return s.content.survivors[sid].influence if sid in s.survivors else 0
    return QUANTITIES[name](s, q, ctx)  # the Long Night's (registered by its modules)


_CMP: dict[str, Callable[[int, int], bool]] = {
    ">=": lambda a, b: a >= b, "<=": lambda a, b: a <= b, "==": lambda a, b: a == b,
    "!=": lambda a, b: a != b, ">": lambda a, b: a > b, "<": lambda a, b: a < b,
}


def threshold(s: State, c: Any) -> int:
    """The number a ``compare`` condition compares with, in this game: a number by player
    count is read for the players seated at setup, the modules and the introductory
    scenario in play (docs/PACKS.md)."""
    scenario = s.config.scenario
    return S.per_players(c.n, s.n, s.config.modules | ({scenario} if scenario else set()))


def check(s: State, c: Any, ctx: Ctx) -> bool:
    """Evaluate a condition over public state and the resolving player's own state."""
    if c is None:
        return True
    kind = c.cond
    if kind == "compare":
        a = quantity(s, c.value, ctx)
        b = quantity(s, c.other, ctx) if c.other is not None else threshold(s, c)
        return _CMP[c.cmp](a, b)
    if kind == "all":
        return all(check(s, x, ctx) for x in c.of)
    if kind == "any":
        return any(check(s, x, ctx) for x in c.of)
    if kind == "not":
        return not check(s, c.of, ctx)
    if kind == "controls":
        return c.survivor in s.players[ctx.get("player", 0)].survivors
    if kind == "most":
        mine = quantity(s, c.value, ctx)
        others = [quantity(s, c.value, {**ctx, "player": p.seat}) for p in s.players
                  if p.seat != ctx.get("player", 0) and not p.eliminated]
        if not others:
            return True
        return mine > max(others) if c.strictly else mine >= max(others)
    if kind == "flag":
        return _flag(s, c.flag, ctx)
    return bool(CONDITIONS[kind](s, c, ctx))


def _flag(s: State, flag: str, ctx: Ctx) -> bool:
    seat = ctx.get("player", 0)
    sid = ctx.get("survivor")
    sv = s.survivors.get(sid) if sid else None
    if flag == "exiled":
        return s.players[seat].exiled
    if flag == "is_first_player":
        return s.first_player == seat
    if flag == "acting_at_colony":
        return sv is not None and sv.loc == COLONY
    if flag == "acting_is_leader":
        return sv is not None and s.players[sv.owner].leader == sid
    if flag == "acting_is_human":
        return sv is not None and s.content.survivors[sv.sid].human
    if flag == "acting_has_frostbite":
        return sv is not None and sv.frost > 0
    if flag == "colony_has_space":
        return s.has_space(COLONY)
    if flag == "main_objective_met":  # at game end: was it completed (END-03)?
        return s.objective_met if s.over else main_goal_met(s)
    if flag == "any_exiled":
        return any(p.exiled for p in s.players)
    if flag == "deck_empty_here":
        lid = here(s, ctx)
        return lid == COLONY or not s.places[lid].deck
    return bool(FLAGS[flag](s, ctx))


def progress(s: State, c: Any, ctx: Ctx, _groups: list[int] | None = None
             ) -> list[dict[str, Any]]:
    """The leaves of a condition with their current values (for progress displays).  The
    leaves of an ``any`` are alternatives: each carries ``"any": k``, the same ``k`` for
    one ``any`` (numbered from 0 in reading order), so a display shows them as one item
    ("at the Library or at the Hospital") rather than as several that all look needed."""
    if c is None:
        return []
    groups = [0] if _groups is None else _groups
    if c.cond == "all":
        return [x for sub in c.of for x in progress(s, sub, ctx, groups)]
    if c.cond == "any":
        k = groups[0]
        groups[0] += 1
        out = [x for sub in c.of for x in progress(s, sub, ctx, groups)]
        for x in out:
            x.setdefault("any", k)  # an ``any`` nested in it keeps its own number
        return out
    if c.cond == "compare":
        value = quantity(s, c.value, ctx)
        target = quantity(s, c.other, ctx) if c.other is not None else threshold(s, c)
        return [{"q": c.value.q, "at": c.value.at, "item_type": c.value.item_type,
                 "value": value, "cmp": c.cmp, "target": target,
                 "met": _CMP[c.cmp](value, target)}]
    return [{"q": c.cond, "at": None, "item_type": None, "value": None, "cmp": None,
             "target": None, "met": check(s, c, ctx)}]


def objective_side(s: State) -> Any:
    """The side in play of the main objective, or of the scenario's special objective
    that replaces it (SCEN-01; a ``ScenarioSide`` has the same setup and goal fields)."""
    so = s.content.scenario_objectives.get(s.main_objective)
    if so is not None:
        return so.hard if s.config.hard_side else so.normal
    mo = s.content.main_objectives[s.main_objective]
    return mo.hard if s.config.hard_side else mo.normal


def main_goal_met(s: State) -> bool:
    return check(s, objective_side(s).goal, {"player": s.first_player})


# ============================================================================ targets
def _survivor_name(s: State, sid: str) -> str:
    return card_ref(s.content, sid)


def place_name(s: State, lid: str) -> str:
    if lid == COLONY:
        return N_("the colony")
    return card_ref(s.content, lid)


# what a survivor / location is chosen for: whole sentences (message ids), never pieced
# together from a verb
_PURPOSES = {
    ("survivor", "wound"): N_("Choose a survivor to wound"),
    ("survivor", "heal"): N_("Choose a survivor to heal"),
    ("survivor", "kill_survivor"): N_("Choose a survivor to kill"),
    ("survivor", "move_survivor"): N_("Choose a survivor to move"),
    ("survivor", "place_survivor"): N_("Choose a survivor to place"),
    ("survivor", "zombies_add"): N_("Choose a survivor to add zombies at"),
    ("survivor", "zombies_kill"): N_("Choose a survivor to kill zombies at"),
    ("survivor", "zombies_remove"): N_("Choose a survivor to remove zombies from"),
    ("survivor", "barricade"): N_("Choose a survivor to barricade"),
    ("survivor", "noise"): N_("Choose a survivor to make noise at"),
    ("location", "wound"): N_("Choose a location to wound"),
    ("location", "heal"): N_("Choose a location to heal"),
    ("location", "kill_survivor"): N_("Choose a location to kill"),
    ("location", "move_survivor"): N_("Choose a location to move"),
    ("location", "place_survivor"): N_("Choose a location to place"),
    ("location", "zombies_add"): N_("Choose a location to add zombies at"),
    ("location", "zombies_kill"): N_("Choose a location to kill zombies at"),
    ("location", "zombies_remove"): N_("Choose a location to remove zombies from"),
    ("location", "barricade"): N_("Choose a location to barricade"),
    ("location", "noise"): N_("Choose a location to make noise at"),
}


def card_name(s: State, card: str | None) -> str | None:
    """The display name of a card or survivor id used as an effect's source."""
    if not card:
        return None
    c = s.content
    for table in (c.items, c.survivors, c.crossroads, c.crises):
        if card in table:
            return card_ref(c, card)
    return None


def _purpose_prompt(s: State, o: Any, ctx: Ctx, what: str) -> str:
    text = _PURPOSES.get((what, o.op)) or Msg("Choose a {what} to {verb}", what=what,
                                              verb=o.op.replace("_", " "))
    source = card_name(s, ctx.get("card"))
    if not source:
        return text
    # the purpose as a message of its own, so the client translates it inside the sentence
    return Msg("{card}: {prompt}", card=source, prompt=text if isinstance(text, Msg) else Msg(text))


def resolve_survivors(s: State, ref: str, ctx: Ctx) -> tuple[list[str], bool]:
    """(candidates, must_choose_one)."""
    seat = ctx.get("player", 0)
    own = [sid for sid in s.players[seat].survivors if sid in s.survivors]
    loc = here(s, ctx)
    if ref == "acting":
        sid = ctx.get("survivor")
        return ([sid] if sid in s.survivors else []), False
    if ref == "leader":
        ld = s.players[seat].leader
        return ([ld] if ld in s.survivors else []), False
    if ref == "all_own":
        return own, False
    if ref == "all_here":
        return s.at(loc), False
    if ref == "lowest_here":
        lows = B.lowest_influence(s, loc)
        return lows, len(lows) > 1
    if ref == "choose_own":
        return own, True
    if ref == "choose_own_here":
        return [sid for sid in own if s.survivors[sid].loc == loc], True
    if ref == "choose_any_here":
        return s.at(loc), True
    raise KeyError(ref)


def with_survivors(s: State, o: Any, ctx: Ctx, apply: str,
                   keep: Callable[[str], bool] | None = None) -> None:
    """Apply operation ``o`` to its survivor target(s), asking when a choice is needed;
    ``keep`` drops candidates the operation could do nothing with."""
    cands, choose = resolve_survivors(s, o.target, ctx)
    if keep is not None:
        cands = [sid for sid in cands if keep(sid)]
    if not cands:
        return
    if choose and len(cands) > 1:
        who = B.tie_breaker(s) if o.target == "lowest_here" else ctx.get("player", 0)
        ask(s, "choose_survivor", who, _purpose_prompt(s, o, ctx, "survivor"),
            [opt(sid, _survivor_name(s, sid)) for sid in cands],
            info={"purpose": o.op, "card": ctx.get("card")}, o=o, ctx=ctx, apply=apply)
        return
    for sid in cands if not choose else cands[:1]:
        TARGETED[apply](s, o, ctx, sid)


@answer("choose_survivor")
def _choose_survivor(s: State, d: dict, key: str) -> None:
    c = d["ctx"]
    TARGETED[c["apply"]](s, c["o"], c["ctx"], key)


def location_choices(s: State, ref: str, ctx: Ctx) -> tuple[list[str], bool]:
    if ref == "here":
        return [here(s, ctx)], False
    if ref == "choose":
        return [lid for lid in s.places if lid != COLONY], True
    if ref == "choose_any":
        return list(s.places), True
    if ref == "each_non_colony":
        return [lid for lid in s.places if lid != COLONY], False
    if ref == "random":
        numbered = {pl.number: lid for lid, pl in s.places.items() if pl.number}
        for _ in range(100):  # LN-08, NS-41: re-roll numbers with no location
            r = B.roll_die(s)
            if r in numbered:
                return [numbered[r]], False
        return [], False
    return [ref], False


def with_location(s: State, o: Any, ctx: Ctx, field: str, apply: str,
                  allowed: Callable[[str], bool] | None = None) -> None:
    ref = getattr(o, field)
    cands, choose = location_choices(s, ref, ctx)
    if allowed is not None:
        cands = [c for c in cands if allowed(c)]
    if not cands:
        return
    if choose and len(cands) > 1:
        ask(s, "choose_location", ctx.get("player", 0), _purpose_prompt(s, o, ctx, "location"),
            [opt(lid, place_name(s, lid)) for lid in cands],
            info={"purpose": o.op, "card": ctx.get("card")}, o=o, ctx=ctx, apply=apply)
        return
    for lid in cands if not choose else cands[:1]:
        LOCATED[apply](s, o, ctx, lid)


@answer("choose_location")
def _choose_location(s: State, d: dict, key: str) -> None:
    c = d["ctx"]
    LOCATED[c["apply"]](s, c["o"], c["ctx"], key)


TARGETED: dict[str, Callable[[State, Any, Ctx, str], None]] = {}
LOCATED: dict[str, Callable[[State, Any, Ctx, str], None]] = {}
# placement ops (tokens on a board place): why nothing at all can be placed at the place
# the op names, or None (registered next to the op: effects_ops, ln_ops)
PLACES_NOTHING: dict[str, Callable[[State, Any, str], str | None]] = {}


def placement_blocked(s: State, o: Any, ctx: Ctx) -> str | None:
    """Why a placement op (``PLACES_NOTHING``) would place nothing now, at any place it may
    use; None when it may place something, or is not a placement op, or its place is
    random (deciding would roll the die)."""
    fn = PLACES_NOTHING.get(o.op)
    ref = getattr(o, "at", None)
    if fn is None or not isinstance(ref, str) or ref == "random":
        return None
    reasons = [fn(s, o, lid) for lid in location_choices(s, ref, ctx)[0]]
    if not reasons or any(r is None for r in reasons):
        return None
    return reasons[0]


def futile(s: State, ops: list[Any], ctx: Ctx) -> str | None:
    """Why an effect would do nothing at all: every op of it is a placement op that can
    place nothing now (the first one's reason).  A die is never spent on such an effect
    (ACT-ABILITY, equipment uses; ACT-BARR-01, DISC-24: the same for the Barricade action)."""
    if not ops:
        return None
    reasons = [placement_blocked(s, o, ctx) for o in ops]
    if any(r is None for r in reasons):
        return None
    return reasons[0]


def targeted(name: str) -> Callable:
    def deco(fn: Callable) -> Callable:
        TARGETED[name] = fn
        return fn

    return deco


def located(name: str) -> Callable:
    def deco(fn: Callable) -> Callable:
        LOCATED[name] = fn
        return fn

    return deco


# ============================================================================ primitives
# (used by the turn actions and the modules as well as by the operations)
def move_survivor(s: State, sid: str, lid: str, *, exposure: bool, cause: str) -> None:
    """A move (ACT-MOVE-03): exposure roll at the destination unless exempt."""
    sv = s.survivors[sid]
    frm = sv.loc
    sv.loc = lid
    emit(s, "SurvivorMoved", {"survivor": sid, "player": sv.owner, "from": frm, "to": lid,
                              "cause": cause})
    if exposure and not has_modifier(s, sid, "no_exposure_move"):
        push(s, "exposure", sid=sid, cause="moved")


def clean_waste(s: State, count: int) -> None:
    gone = s.waste[-count:] if count else []
    if gone:
        del s.waste[-len(gone):]
        s.removed.extend(gone)
    emit(s, "WasteCleaned", {"cards": gone, "waste": len(s.waste)})


# ============================================================================ modifiers
def modifiers(s: State, sid: str, kind: str) -> int:
    """Sum of a passive modifier from the survivor's ability and equipped items."""
    sv = s.survivors.get(sid)
    if sv is None:
        return 0
    total = 0
    sources: list[S.Ability | None] = [s.content.survivors[sid].ability]
    sources += [s.content.item(c).equip for c in sv.equipped]
    for ab in sources:
        if ab is None:
            continue
        for m in ab.modifiers:
            if m.kind == kind and (m.at is None or m.at == sv.loc or
                                   (m.at == "non_colony" and sv.loc != COLONY)):
                total += m.amount
    for h in hooks("modifiers"):  # the Long Night's (IMPR, RAX-07 side effects)
        total += h(s, sv, kind)
    return total


def has_modifier(s: State, sid: str, kind: str) -> bool:
    return modifiers(s, sid, kind) > 0
