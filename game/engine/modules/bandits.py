"""Bandits module (RULES.md §21, BAND-01..18).  Slice ``s.band`` (``bandits_state.py``);
bandit standees stand on ``Place.bandits``.

* BAND-01/GEN-06/GEN-09 — bandits stand in survivor spaces of non-colony locations only
  (``State.occupied`` counts them, so a full location takes no survivor and no bandit).
* BAND-02 — setup: the Hideout location is in play (``core._places``: a location with
  ``module = "bandits"``), it has no item deck; the bandit supply holds 20 standees.
* BAND-04..07, ROUND-04, CRISIS-13, DISC-10/11, NS-45 — placement at Reveal Crisis (a
  round-start hook): one bandit per printed number at the location with that number; a
  crisis without numbers (a base-game crisis) places ``base_crisis_bandits`` (2) at random
  locations (LN-08), each rolled on its own; a full location takes none (BAND-05); a bandit
  leader chooses each location instead (``bandit_place`` decision; with
  ``bandit_leader_places = all`` also for card effects).
* BAND-08, ACT-ATTACK-07/08, EXPO-02, DISC-17 — ``attack_bandit`` turn action: spend a die
  as for an attack, re-roll it, 1-4 removes the bandit (to the supply, or out of the game
  with ``bandit_removal = out_of_game``); no exposure roll, no card.
* BAND-09, COLONY-10 — Add Zombies counts each bandit as one survivor (``zombies_due``).
* BAND-10, ZOMB-09 — an overrun where no survivor stands removes every bandit there.
* BAND-11, COLONY-13, DISC-20, NS-22 — Bandits Scavenge, right after Add Zombies: each
  bandit at a location with an item deck moves that deck's top card face up into the hideout
  stockpile (public); an empty deck gives nothing.
* BAND-12..14, ACT-SEARCH-09, DISC-19, NS-14 — at the Hideout a survivor may ``hideout``
  (mode ``attack`` or ``search``): spend a die as for that action, re-roll it, resolve the
  row of the Hideout card's table.  Only non-exiled players (``hideout_exiled_access``).
  The Hideout itself cannot be searched with the normal search action.
* BAND-15/16, EXILE-13, DISC-11/22, NS-34 — an exiled non-betrayer becomes a bandit
  leader; the earliest-exiled leader places bandits; each leader may take one stockpile card
  per round (``take_stockpile``, free turn action; ``bandit_leader_takes_card``).
* BAND-17, RAX-17 — attacking a bandit and attacking the Hideout are attacks (registered
  with ``attack=``), so the rule every attack obeys applies to them: a special zombie at
  the location must be attacked first (``turn.attack_refused``; Raxxon answers).
* BAND-18, NS-21, DISC-24 — 20 standees: with ``enforce_component_limits`` a bandit that
  the supply cannot provide is not placed; without it the supply never blocks placement.
* NS-22 (decision) — the equipment of a survivor who dies at the Hideout goes face up into
  the stockpile (the Hideout has no deck).

Scenario flags (SCEN-B-04/06/10): while ``s.scen.active[flag]`` is False the rule is off —
``bandit_placement``, ``bandit_zombies``, ``bandit_scavenge``, ``attack_bandits``,
``hideout``, ``bandit_leader``.
"""

from __future__ import annotations

from typing import Any

from game.content import schema as S
from game.engine import modules as M
from game.engine.base import answer, ask, emit, frame, opt, push
from game.engine.effects import Ctx, located, location_choices, place_name, with_location
from game.engine.events import register_event_types
from game.engine.messages import Msg
from game.engine.messages import card as card_ref
from game.engine.modules.bandits_state import BanditsState
from game.engine.modules.ln_ops import module_op
from game.engine.modules.scenario_state import sealed, stage_allows
from game.engine.state import COLONY, State

LIMIT = 20  # BAND-18
REMOVE_MAX = 4  # BAND-08: removed on a re-roll of 4 or less
RULES = tuple(f"BAND-{i:02d}" for i in range(1, 19))
FLAGS = ("bandit_placement", "bandit_zombies", "bandit_scavenge", "attack_bandits",
         "hideout", "bandit_leader")

register_event_types("HideoutRolled", "BanditLeaderPlaces")


# ============================================================================ helpers
def rule_on(s: State, flag: str) -> bool:
    """The module is in play and the scenario (if any) has this bandit rule active."""
    if s.band is None:
        return False
    return stage_allows(s, flag)  # SCEN-02 (scenario_state.py)


def hideout_id(s: State) -> str | None:
    for lid in s.places:
        loc = s.content.locations.get(lid)
        if loc is not None and loc.kind == "hideout":
            return lid
    return None


def has_deck(s: State, lid: str) -> bool:
    """DISC-20: a location with an item deck (not the colony, not the Hideout)."""
    loc = s.content.locations.get(lid)
    return lid != COLONY and loc is not None and loc.kind != "hideout"


def on_board(s: State) -> int:
    return sum(pl.bandits for pl in s.places.values())


def _sync_supply(s: State) -> None:
    st = s.band
    assert st is not None
    st.supply = max(0, LIMIT - on_board(s) - st.out_of_game)


def is_betrayer(s: State, seat: int) -> bool:
    sec = s.players[seat].secret
    return sec is not None and s.content.secret_objectives[sec].kind == "betrayal"


def placing_leader(s: State, crisis: bool) -> int | None:
    """BAND-07, DISC-11, NS-34: the earliest-exiled leader places bandits (for card effects
    only with ``bandit_leader_places = all``)."""
    st = s.band
    if st is None or not rule_on(s, "bandit_leader"):
        return None
    if not crisis and s.config.options.bandit_leader_places != "all":
        return None
    for seat in st.leaders:
        if not s.players[seat].eliminated:
            return seat
    return None


def can_take(s: State, lid: str) -> bool:
    """BAND-01/05/18: a bandit can be placed here now (not at the sealed Raxxon of stage
    R1, whose survivor spaces hold barricades, SCEN-R-01)."""
    if lid == COLONY or lid not in s.places or not s.has_space(lid) or sealed(s, lid):
        return False
    return not supply_empty(s)


def supply_empty(s: State) -> bool:
    """BAND-18, DISC-24: no standee left to place (only with ``enforce_component_limits``)."""
    st = s.band
    assert st is not None
    return s.config.options.enforce_component_limits and st.supply <= 0


def place_bandits(s: State, lid: str, count: int, cause: str) -> int:
    """Place up to ``count`` bandits at ``lid``; those without room (BAND-05) or without a
    standee (BAND-18) are not placed, and an event says how many and why."""
    n = 0
    while n < count and can_take(s, lid):
        s.places[lid].bandits += 1
        n += 1
        _sync_supply(s)
    if n:
        emit(s, "BanditsPlaced", {"location": lid, "count": n,
                                  "bandits": s.places[lid].bandits, "cause": cause})
    if n < count:
        emit(s, "BanditsPlaced", {"location": lid, "count": 0, "bandits": s.places[lid].bandits,
                                  "cause": cause, "blocked": count - n,
                                  "reason": "supply" if supply_empty(s) else "room"})
    return n


def remove_bandits(s: State, lid: str, count: int, cause: str) -> int:
    """DISC-17: removed bandits return to the supply (or leave the game)."""
    st = s.band
    assert st is not None
    pl = s.places[lid]
    n = min(count, pl.bandits)
    if n <= 0:
        return 0
    pl.bandits -= n
    out = s.config.options.bandit_removal == "out_of_game"
    if out:
        st.out_of_game += n
    _sync_supply(s)
    emit(s, "BanditRemoved", {"location": lid, "count": n, "bandits": pl.bandits,
                              "cause": cause, "to": "out_of_game" if out else "supply"})
    return n


def random_location(s: State) -> str | None:
    cands, _ = location_choices(s, "random", {})
    return cands[0] if cands else None


# ============================================================================ setup, view
def _setup(s: State) -> BanditsState:
    """BAND-02: the supply of 20 next to the Hideout (in play via core._places)."""
    st = BanditsState(supply=LIMIT)
    return st


def _view(s: State, seat: int | None) -> dict[str, Any]:
    """Everything about bandits is public (the stockpile lies face up, BAND-11)."""
    st = s.band
    assert st is not None
    return {"supply": st.supply, "out_of_game": st.out_of_game,
            "stockpile": list(st.stockpile),
            "bandits": {lid: pl.bandits for lid, pl in s.places.items() if pl.bandits},
            "hideout": hideout_id(s), "leaders": list(st.leaders),
            # COMP-08: the bandit numbers printed on the face-up crisis
            "crisis_numbers": list(s.content.crises[s.crisis].bandits) if s.crisis else [],
            "took_card": {k: v == s.round for k, v in st.took_card.items()}}


def _invariants(s: State) -> list[str]:
    st = s.band
    assert st is not None
    out = []
    board = on_board(s)
    if s.places[COLONY].bandits:
        out.append(f"{s.places[COLONY].bandits} bandits at the colony")
    for lid, pl in s.places.items():
        if pl.bandits < 0:
            out.append(f"{lid} has {pl.bandits} bandits")
    if st.supply != max(0, LIMIT - board - st.out_of_game) or st.out_of_game < 0:
        out.append(f"bandit supply {st.supply} with {board} in play and {st.out_of_game} "
                   f"out of the game")
    if s.config.options.enforce_component_limits and board + st.out_of_game > LIMIT:
        out.append(f"{board} bandits in play and {st.out_of_game} out ({LIMIT} exist)")
    for seat in st.leaders:
        p = s.players[seat]
        if not p.exiled or is_betrayer(s, seat):
            out.append(f"{p.name} leads the bandits but is not an exiled non-betrayer")
    if len(set(st.stockpile)) != len(st.stockpile):
        out.append("a card is twice in the hideout stockpile")
    return out


def _reveal_crisis(s: State) -> None:
    """BAND-04..07: bandits arrive with the revealed crisis."""
    if s.crisis is None or not rule_on(s, "bandit_placement"):
        return
    crisis = s.content.crises[s.crisis]
    numbered = {pl.number: lid for lid, pl in s.places.items() if pl.number}
    if crisis.bandits:  # BAND-04: one bandit per printed number
        targets: list[str | None] = [numbered.get(n) for n in crisis.bandits]
    else:  # BAND-06 / DISC-10: a base-game crisis
        targets = [None] * s.config.options.base_crisis_bandits
    if not targets:
        return
    leader = placing_leader(s, crisis=True)
    if leader is not None:  # BAND-07
        push(s, "bandit_leader_place", seat=leader, left=len(targets), cause="crisis")
        return
    for target in targets:
        lid = target if crisis.bandits else random_location(s)
        if lid is not None:
            place_bandits(s, lid, 1, "crisis")


def _item_places(s: State) -> dict[str, list[str]]:
    assert s.band is not None
    return {"hideout stockpile": s.band.stockpile}  # BAND-11


M.register(M.Module(name="bandits", slot="band", active=lambda c: "bandits" in c.modules,
                    setup=_setup, colony_steps=(("bandits_scavenge", "after:add_zombies_step"),),
                    round_start=(_reveal_crisis,), view=_view, invariants=_invariants,
                    item_places=_item_places, rules=RULES))


# ============================================================================ leader placement
@frame("bandit_leader_place")
def _leader_place(s: State, f: dict) -> None:
    """BAND-07: the bandit leader picks the location of each bandit, one at a time."""
    left, seat = f["left"], f["seat"]
    if left <= 0:
        return
    cands = [lid for lid in s.places if can_take(s, lid)]
    if not cands:  # BAND-05: nowhere to go
        emit(s, "BanditsPlaced", {"location": None, "count": 0, "bandits": 0,
                                  "cause": f["cause"], "blocked": left,
                                  "reason": "supply" if supply_empty(s) else "room"})
        return
    ask(s, "bandit_place", seat,
        Msg("You lead the bandits: where does the next bandit go? ({n} to place)", n=left),
        [opt(lid, Msg("{place} ({n} bandits)", place=place_name(s, lid),
                      n=s.places[lid].bandits)) for lid in cands],
        info={"purpose": "bandits", "left": left, "cause": f["cause"]}, f=f)


@answer("bandit_place")
def _leader_place_answer(s: State, d: dict, key: str) -> None:
    f = d["ctx"]["f"]
    place_bandits(s, key, 1, f["cause"])
    push(s, "bandit_leader_place", seat=f["seat"], left=f["left"] - 1, cause=f["cause"])


# ============================================================================ Add Zombies, overrun
@M.hook("zombies_due")
def _bandit_zombies(s: State, lid: str, n: int) -> int:
    """BAND-09: each bandit at a non-colony location adds 1 zombie there."""
    if lid == COLONY or not rule_on(s, "bandit_zombies"):
        return n
    return n + s.places[lid].bandits


@M.hook("overrun")
def _overrun_clears(s: State, lid: str) -> None:
    """BAND-10 / ZOMB-09: an overrun where no survivor stands removes every bandit there."""
    if lid != COLONY and not s.at(lid) and rule_on(s, "bandit_zombies") and \
            s.places[lid].bandits:
        remove_bandits(s, lid, s.places[lid].bandits, "overrun")


# ============================================================================ scavenge
@frame("bandits_scavenge")
def _scavenge(s: State, f: dict) -> None:
    """BAND-11 (DISC-20, NS-22): each bandit at a location with a deck takes its top card
    face up into the hideout stockpile; locations in number order (NS-38)."""
    st = s.band
    if st is None or not rule_on(s, "bandit_scavenge"):
        return
    emit(s, "ColonyStep", {"step": "bandits_scavenge"})
    lids = sorted((lid for lid in s.places if s.places[lid].bandits and has_deck(s, lid)),
                  key=lambda lid: (s.places[lid].number or 99, lid))
    for lid in lids:
        pl = s.places[lid]
        taken = []
        for _ in range(pl.bandits):
            if not pl.deck:
                break
            taken.append(pl.deck.pop(0))
        st.stockpile.extend(taken)
        emit(s, "BanditsScavenged", {"location": lid, "bandits": pl.bandits, "cards": taken,
                                     "stockpile": len(st.stockpile)})


@M.hook("equipment_dropped")
def _dropped_at_hideout(s: State, lid: str, cards: list[str]) -> bool:
    """NS-22 (decision): a survivor dying at the Hideout leaves its items in the stockpile."""
    st = s.band
    if st is None or lid != hideout_id(s):
        return False
    st.stockpile.extend(cards)
    emit(s, "BanditsScavenged", {"location": lid, "bandits": 0, "cards": list(cards),
                                 "stockpile": len(st.stockpile), "cause": "dropped"})
    return True


# ============================================================================ leader (BAND-15)
@M.hook("player_exiled")
def _new_leader(s: State, seat: int) -> None:
    """BAND-15, EXILE-13, DISC-22: an exiled non-betrayer leads the bandits."""
    st = s.band
    if st is None or not rule_on(s, "bandit_leader") or is_betrayer(s, seat):
        return
    if seat not in st.leaders:
        st.leaders.append(seat)
        emit(s, "BanditLeaderChosen", {"player": seat, "leaders": list(st.leaders)})


# ============================================================================ effect operations
@module_op("bandits_add")
def _op_bandits_add(s: State, o: S.OpBanditsAdd, ctx: Ctx) -> None:
    """BAND-01/05/07: the leader chooses instead (``bandit_leader_places = all``)."""
    leader = placing_leader(s, crisis=False)
    if leader is not None:
        push(s, "bandit_leader_place", seat=leader, left=o.count, cause=ctx.get("card") or "effect")
        return
    if supply_empty(s):  # BAND-18, DISC-24: no standee left anywhere
        emit(s, "BanditsPlaced", {"location": None, "count": 0, "bandits": 0,
                                  "cause": ctx.get("card") or "effect", "blocked": o.count,
                                  "reason": "supply"})
        return
    if o.at == "random":  # PACKS.md: one die per bandit (LN-08)
        for _ in range(o.count):
            lid = random_location(s)
            if lid is not None:
                place_bandits(s, lid, 1, ctx.get("card") or "effect")
        return
    if not [lid for lid in location_choices(s, o.at, ctx)[0] if can_take(s, lid)]:
        named = o.at if o.at in s.places else None  # BAND-05: no place with room
        emit(s, "BanditsPlaced", {"location": named, "count": 0,
                                  "bandits": s.places[named].bandits if named else 0,
                                  "cause": ctx.get("card") or "effect", "blocked": o.count,
                                  "reason": "room"})
        return
    with_location(s, o, ctx, "at", "bandits_add", allowed=lambda lid: can_take(s, lid))


@located("bandits_add")
def _bandits_add_at(s: State, o: S.OpBanditsAdd, ctx: Ctx, lid: str) -> None:
    place_bandits(s, lid, o.count, ctx.get("card") or "effect")


@module_op("bandits_remove")
def _op_bandits_remove(s: State, o: S.OpBanditsRemove, ctx: Ctx) -> None:
    with_location(s, o, ctx, "at", "bandits_remove",
                  allowed=lambda lid: s.places[lid].bandits > 0)


@located("bandits_remove")
def _bandits_remove_at(s: State, o: S.OpBanditsRemove, ctx: Ctx, lid: str) -> None:
    remove_bandits(s, lid, o.count, ctx.get("card") or "effect")


@module_op("stockpile_take")
def _op_stockpile_take(s: State, o: S.OpStockpileTake, ctx: Ctx) -> None:
    push(s, "stockpile_take", seat=ctx.get("player", 0), left=o.count,
         card=ctx.get("card"))


@frame("stockpile_take")
def _stockpile_take(s: State, f: dict) -> None:
    st = s.band
    assert st is not None
    if f["left"] <= 0 or not st.stockpile:
        return
    first: dict[str, str] = {}
    for uid in st.stockpile:
        first.setdefault(uid.split("#", 1)[0], uid)
    if len(first) == 1:
        take_from_stockpile(s, f["seat"], st.stockpile[0], "effect")
        push(s, "stockpile_take", **{**f, "left": f["left"] - 1})
        return
    ask(s, "stockpile_pick", f["seat"],
        Msg("Take a card from the bandits' stockpile ({n} to take)", n=f["left"]),
        [opt(uid, card_ref(s.content, uid)) for uid in first.values()],
        info={"purpose": "stockpile", "card": f.get("card"), "left": f["left"]}, f=f)


@answer("stockpile_pick")
def _stockpile_pick(s: State, d: dict, key: str) -> None:
    f = d["ctx"]["f"]
    take_from_stockpile(s, f["seat"], key, "effect")
    push(s, "stockpile_take", **{**f, "left": f["left"] - 1})


def take_from_stockpile(s: State, seat: int, uid: str, cause: str) -> None:
    st = s.band
    assert st is not None
    st.stockpile.remove(uid)
    s.players[seat].hand.append(uid)
    emit(s, "StockpileTaken", {"player": seat, "card": uid, "cause": cause,
                               "stockpile": len(st.stockpile)})
