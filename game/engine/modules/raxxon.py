"""Raxxon module (RULES.md §22, RAX-01..20, and the base rules tagged [RAX]).  Slice
``s.rax`` (:class:`~game.engine.modules.raxxon_state.RaxxonState`).

* RAX-01/02, SETUP-16 — the module's cards join their decks and the Raxxon location (a
  location of ``kind = "raxxon"``) is in play with its item deck (``new_game``).
* RAX-03 — setup: the experiment deck is shuffled; only its top card's Audio Log is public
  (views show the top card and the deck size).
* RAX-04 — setup: the side-effect deck stays in pack order, face up (views show all of it).
* RAX-05, ACT-SEARCH-08, EXPO-01 c, DISC-16 — after a search at Raxxon is completed (the
  kept card chosen, the rest returned) the searcher makes an exposure roll; crossroads
  set off by the search are checked after it.
* RAX-06/07, NS-12 — a pill is played on one of the player's survivors (``PlayCard``
  with ``survivor``; through a request: the ``choose_survivor_play`` decision); its die
  table runs with that survivor acting; ``side_effect`` equips a side-effect card for good
  (``raxxon_ops.py``).
* RAX-08, DISC-12, NS-40 — free turn action ``containment``: a player with a survivor at
  Raxxon moves one unused die onto the card (it keeps its value and can't be spent);
  ``containment_dice_limit_per_player`` caps a player's dice there.
* RAX-09..14, COLONY-02, NS-40..43 — Colony step 1 ``rax_containment``: two dice on the
  card matching the top Audio Log's code call a sealed vote of the non-exiled players;
  thumbs up: the card is discarded, nothing escapes; thumbs down (or no match): the first
  player (thumbs down only) picks a location, the colony allowed, that gets 3 fewer
  zombies this round (``zombies_due`` and ``noise_zombie`` hooks, floor 0, noise zombies
  included), then the release: each special zombie of the Audio Log is placed one at a
  time at a random location (LN-08, a die per zombie), with the normal placement rules — a
  full entrance sets off a trap, loses a barricade or is overrun instead.  The card then
  lies Encounter side up next to the colony if one of its zombies is on the board, else it
  is discarded.  The dice leave the card at the end of the step.
* RAX-15..20 — special zombies (``raxxon_zombies.py``).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from typing import Any, Literal

from game.engine import actions as A
from game.engine import modules as M
from game.engine.base import answer, ask, emit, frame, opt, push, push_seq
from game.engine.effects import location_choices, place_name
from game.engine.events import register_event_types
from game.engine.messages import Msg
from game.engine.messages import card as card_ref
from game.engine.modules.raxxon_state import RaxxonState
from game.engine.modules.scenario_state import stage_allows
from game.engine.state import State

RULES = tuple(f"RAX-{i:02d}" for i in range(1, 21))
RELIEF = 3  # RAX-11: zombies fewer at the chosen location

register_event_types(
    "ExperimentContained", "ExperimentDiscarded", "EncounterRevealed",
    "SpecialZombieNotPlaced", "SpecialZombieAttacked", "SideEffectUsed", "ReleaseStarted",
)


def raxxon_id(s: State) -> str | None:
    """The id of the Raxxon location in play (None: the module is off)."""
    return s.rax.lid if s.rax is not None else None


def rule_on(s: State, rule: str) -> bool:
    """SCEN-02: a Raxxon rule (``search_exposure``, ``pills``, ``containment``) may be
    switched off by the introductory scenario's per-rule flags; otherwise it is on while
    the module is in play."""
    if s.rax is None:
        return False
    return stage_allows(s, rule)  # SCEN-02 (scenario_state.py)


# ============================================================================ setup, view
def _setup(s: State) -> RaxxonState:
    lid = next((loc.id for loc in s.content.locations.values()
                if loc.kind == "raxxon" and loc.id in s.places), "")
    st = RaxxonState(lid=lid)
    for place in s.places.values():  # special zombies occupy entrance spaces (RAX-13)
        place.specials = [0] * len(place.zombies)
    st.experiments = list(s.content.experiments)  # RAX-03
    s.rng.shuffle(st.experiments)
    st.side_effects = list(s.content.side_effects)  # RAX-04: not shuffled
    _reveal(s, st)
    return st


def _reveal(s: State, st: RaxxonState) -> None:
    emit(s, "ExperimentRevealed", {"card": st.experiments[0] if st.experiments else None,
                                   "left": len(st.experiments)})


def _view(s: State, seat: int | None) -> dict[str, Any]:
    st = s.rax
    assert st is not None
    return {
        "location": st.lid,
        "experiment_top": st.experiments[0] if st.experiments else None,  # RAX-03
        "experiments_left": len(st.experiments),
        "encounters": list(st.encounters),
        "discarded": list(st.discarded),
        "side_effect_deck": list(st.side_effects),  # RAX-04: public
        "side_effects": {sid: list(sv.side_effects) for sid, sv in s.survivors.items()
                         if sv.side_effects},
        "dice": [list(d) for d in st.dice],
        "specials": [dict(z) for z in st.specials],
        "reduced": st.reduced,
    }


def _invariants(s: State) -> list[str]:
    st = s.rax
    assert st is not None
    out: list[str] = []
    cards = st.experiments + st.encounters + st.discarded
    if sorted(cards) != sorted(s.content.experiments):
        out.append("every experiment card must be in the deck, next to the colony or "
                   "discarded, once")
    ids = [z["id"] for z in st.specials]
    if len(set(ids)) != len(ids):
        out.append("a special zombie standee is in two places")
    per: dict[tuple[str, int], int] = {}
    for z in st.specials:
        if z["loc"] not in s.places:
            out.append(f"special zombie {z['id']} stands nowhere ({z['loc']})")
            continue
        per[(z["loc"], z["entrance"])] = per.get((z["loc"], z["entrance"]), 0) + 1
    for lid, pl in s.places.items():
        if pl.specials is None or len(pl.specials) != len(pl.zombies):
            out.append(f"{lid} has bad special zombie counts {pl.specials}")
            continue
        for e, n in enumerate(pl.specials):
            if n != per.get((lid, e), 0):
                out.append(f"{lid} entrance {e} counts {n} special zombies, "
                           f"{per.get((lid, e), 0)} stand there")
        if any(pl.free(e) < 0 for e in range(len(pl.zombies))):
            out.append(f"{lid} has an over-full entrance")
    for typ, n in _counts(s).items():
        spec = s.content.special_zombies.get(typ)
        if spec is None or n > spec.standees:
            out.append(f"{n} special zombies of type {typ} in play")
    if s.config.options.enforce_component_limits and len(st.specials) > 19:  # RAX-20
        out.append(f"{len(st.specials)} special zombie standees in play (19 exist)")
    equipped = [c for sv in s.survivors.values() for c in sv.side_effects]
    seen = st.side_effects + equipped
    if len(set(seen)) != len(seen) or not set(seen) <= set(s.content.side_effects):
        out.append("a side-effect card is in two places or unknown")
    if st.reduced is not None and st.reduced not in s.places:
        out.append(f"the 3-fewer-zombies location {st.reduced} is not in play")
    return out


def _counts(s: State) -> dict[str, int]:
    assert s.rax is not None
    out: dict[str, int] = {}
    for z in s.rax.specials:
        out[z["type"]] = out.get(z["type"], 0) + 1
    return out


M.register(M.Module(
    name="raxxon", slot="rax", active=lambda c: "raxxon" in c.modules, setup=_setup,
    colony_steps=(("rax_containment", "first"), ("rax_relief_end", "after:add_zombies_step")),
    view=_view, invariants=_invariants, rules=RULES,
))


# ============================================================================ RAX-05
def _wrap_search() -> None:
    """RAX-05 / DISC-16: the exposure roll is the last part of a search at Raxxon: it runs
    after the search's own steps (keep a card) and before the crossroads check."""
    from game.engine.turn import TURN_ACTIONS, TurnAction

    base = TURN_ACTIONS["search"]

    def do(s: State, a: Any) -> None:
        loc = s.survivors[a.survivor].loc
        base.do(s, a)
        if s.rax is None or loc != s.rax.lid or not rule_on(s, "search_exposure"):
            return
        i = max(i for i, f in enumerate(s.stack) if f["k"] == "search_step")
        s.stack.insert(i, {"k": "exposure", "sid": a.survivor, "cause": "searched Raxxon"})

    TURN_ACTIONS["search"] = TurnAction(base.check, do, base.gen)


_wrap_search()


# ============================================================================ RAX-08
class PlaceContainmentDie(A._A):
    """RAX-08: free action — move one unused action die onto the Raxxon card."""

    type: Literal["containment"] = "containment"
    die: A.Int


def _check_containment(s: State, a: PlaceContainmentDie) -> str | None:
    st = s.rax
    assert st is not None
    if not rule_on(s, "containment"):
        return "the containment code rules are not active yet (SCEN-R-11)"
    if not st.experiments:  # NS-43: nothing left to contain, a die would be lost for nothing
        return "the experiment deck is empty: there is no code left to enter (NS-43)"
    p = s.players[a.actor]
    if not 0 <= a.die < len(p.unused):
        return "choose an unused action die"
    if not any(s.survivors[x].loc == st.lid for x in p.survivors if x in s.survivors):
        return Msg("you need a survivor at {place} to put a die on its card (RAX-08)",
                   place=card_ref(s.content, st.lid))
    limit = s.config.options.containment_dice_limit_per_player
    if limit is not None and sum(1 for seat, _ in st.dice if seat == a.actor) >= limit:
        return Msg("you already have {n} dice on the {place} card (DISC-12)", n=limit,
                   place=card_ref(s.content, st.lid))
    return None


def _gen_containment(s: State, seat: int) -> Iterator[PlaceContainmentDie]:
    p = s.players[seat]
    seen: set[int] = set()
    for i, v in enumerate(p.unused):
        if v in seen:
            continue
        seen.add(v)
        a = PlaceContainmentDie.model_construct(type="containment", actor=seat, die=i)
        if _check_containment(s, a) is not None:
            return
        yield a


@M.turn_action("raxxon", PlaceContainmentDie, _check_containment, _gen_containment)
def _do_containment(s: State, a: PlaceContainmentDie) -> None:
    from game.engine.turn import after_action

    st = s.rax
    assert st is not None
    value = s.players[a.actor].unused.pop(a.die)
    st.dice.append([a.actor, value])
    emit(s, "ContainmentDiePlaced", {"player": a.actor, "value": value,
                                     "dice": [d[1] for d in st.dice]})
    after_action(s, {"on": "containment", "at": st.lid, "survivor": None})


# ============================================================================ RAX-09..14
def code_matched(code: Any, values: list[int]) -> bool:
    """RAX-09 / NS-40: do two of the dice match the code (any two; order free)?"""
    for x, y in combinations(values, 2):
        if code.kind == "exact" and sorted((x, y)) == sorted(code.values):
            return True
        if code.kind == "sum" and x + y == code.n:
            return True
        if code.kind == "sum_at_least" and x + y >= code.n:
            return True
        if code.kind == "doubles" and x == y and x >= max(1, code.n):
            return True
    return False


@frame("rax_containment")
def _containment(s: State, f: dict) -> None:
    """COLONY-02 / RAX-09: check the code; the dice go back to the supply (NS-40)."""
    st = s.rax
    if st is None or not rule_on(s, "containment"):
        return
    emit(s, "ColonyStep", {"step": "containment"})
    values = [v for _, v in st.dice]
    st.dice = []
    if not st.experiments:  # NS-43: an exhausted deck releases nothing
        emit(s, "ContainmentChecked", {"card": None, "dice": values, "matched": False})
        return
    top = st.experiments[0]
    exp = s.content.experiments[top]
    matched = code_matched(exp.audio_log.code, values)
    emit(s, "ContainmentChecked", {"card": top, "dice": values, "matched": matched,
                                   "code": exp.audio_log.code.text})
    if matched:  # RAX-10
        push(s, "vote_start", purpose="containment", caller=None, card=top,
             question=Msg("Contain {experiment}? Thumbs up: the experiment card is discarded "
                          "and nothing escapes. Thumbs down: the first player picks a place "
                          "that gets {n} fewer zombies this round, and it escapes.",
                          experiment=card_ref(s.content, top), n=RELIEF))
        return
    push(s, "rax_release", card=top)


def _containment_vote(s: State, vote: dict, passed: bool) -> None:
    st = s.rax
    assert st is not None
    card = vote["card"]
    if passed:  # RAX-10
        st.experiments.remove(card)
        st.discarded.append(card)
        emit(s, "ExperimentContained", {"card": card})
        _reveal(s, st)
        return
    # RAX-11: thumbs down — the first player picks a place (CARD-06: while out of the
    # game, the next player still in it), then the release
    from game.engine.order import tie_breaker

    push(s, "rax_release", card=card)
    ask(s, "containment_relief", tie_breaker(s),
        Msg("Thumbs down: which place gets {n} fewer zombies in this round's Add Zombies "
            "step?", n=RELIEF), [opt(lid, place_name(s, lid)) for lid in s.places],
        info={"purpose": "containment_relief", "experiment": card})


def _register_vote() -> None:
    from game.engine.votes import on_vote

    on_vote("containment")(_containment_vote)


_register_vote()


@answer("containment_relief")
def _relief(s: State, d: dict, key: str) -> None:
    st = s.rax
    assert st is not None
    st.reduced, st.reduce_left = key, RELIEF
    emit(s, "ZombiesReduced", {"location": key, "count": RELIEF, "player": d["player"]})


@M.hook("zombies_due")
def _zombies_due(s: State, lid: str, n: int) -> int:
    """RAX-11 / COLONY-12 / NS-42: 3 fewer at the chosen place (never below 0)."""
    st = s.rax
    if st is None or st.reduced != lid or st.reduce_left <= 0 or n <= 0:
        return n
    cut = min(n, st.reduce_left)
    st.reduce_left -= cut
    return n - cut


@M.hook("noise_zombie")
def _noise_zombie(s: State, lid: str) -> bool:
    """NS-42: what is left of the reduction also takes zombies that noise brings."""
    st = s.rax
    if st is None or st.reduced != lid or st.reduce_left <= 0:
        return False
    st.reduce_left -= 1
    return True


@frame("rax_relief_end")
def _relief_end(s: State, f: dict) -> None:
    st = s.rax
    if st is not None:
        st.reduced, st.reduce_left = None, 0


@frame("rax_release")
def _release(s: State, f: dict) -> None:
    """RAX-12: place every special zombie of the Audio Log, one at a time."""
    st = s.rax
    assert st is not None
    card = f.get("card") or (st.experiments[0] if st.experiments else None)
    if card is None or card not in st.experiments:
        return
    exp = s.content.experiments[card]
    emit(s, "ReleaseStarted", {"card": card})
    frames: list[dict[str, Any]] = []
    for rel in exp.audio_log.releases:
        for _ in range(rel.count):
            frames.append({"k": "rax_place", "type": rel.zombie, "card": card,
                           "at": "random"})
    frames.append({"k": "rax_release_done", "card": card})
    push_seq(s, frames)


@frame("rax_place")
def _place(s: State, f: dict) -> None:
    """RAX-12/13, NS-41 (a die per zombie for its location), NS-21 (no standee left: the
    zombie is not placed)."""
    typ = f["type"]
    spec = s.content.special_zombies[typ]
    if _counts(s).get(typ, 0) >= spec.standees:
        emit(s, "SpecialZombieNotPlaced", {"type": typ, "reason": "no standee left"})
        return
    lid = f["at"]
    if lid == "random":
        lids = location_choices(s, "random", {})[0]
        if not lids:
            return
        lid = lids[0]
    place_special(s, typ, f.get("card"), lid)


def _entrance(s: State, lid: str) -> int:
    place = s.places[lid]
    return max(range(len(place.zombies)), key=lambda e: (place.free(e), -e))


def place_special(s: State, typ: str, card: str | None, lid: str) -> bool:
    """RAX-13: a special zombie takes an empty entrance space; with none, an explosive
    trap goes off, a barricade is destroyed or the place is overrun, as for any zombie, and
    the special zombie is not placed."""
    st = s.rax
    assert st is not None
    place = s.places[lid]
    assert place.specials is not None
    e = _entrance(s, lid)
    if place.free(e) > 0:
        zid = f"sz{st.next_id}"
        st.next_id += 1
        st.specials.append({"id": zid, "type": typ, "card": card, "loc": lid, "entrance": e})
        place.specials[e] += 1
        emit(s, "SpecialZombiePlaced", {"id": zid, "type": typ, "location": lid,
                                        "entrance": e, "card": card})
        return True
    emit(s, "SpecialZombieNotPlaced", {"type": typ, "location": lid, "entrance": e,
                                       "reason": "no empty entrance space"})
    if any(h(s, lid, e) for h in M.hooks("zombie_added")):  # ZOMB-06 traps
        return False
    if place.barricades[e] > 0:  # ZOMB-05
        place.barricades[e] -= 1
        emit(s, "BarricadeDestroyed", {"location": lid, "entrance": e})
        return False
    emit(s, "Overrun", {"location": lid, "entrance": e})  # ZOMB-07
    push(s, "overrun", loc=lid)
    return False


@frame("rax_release_done")
def _release_done(s: State, f: dict) -> None:
    """RAX-13/14, NS-43: Encounter side up next to the colony when one of its zombies is
    on the board; otherwise discarded.  The next card's Audio Log is now the code."""
    st = s.rax
    assert st is not None
    card = f["card"]
    if card in st.experiments:
        st.experiments.remove(card)
    if any(z["card"] == card for z in st.specials):
        st.encounters.append(card)
        emit(s, "EncounterRevealed", {"card": card})
    else:
        st.discarded.append(card)
        emit(s, "ExperimentDiscarded", {"card": card})
    _reveal(s, st)
