"""The always-on Long Night rules (RULES.md §19, LN-01..16, and the base rules tagged [LN]).

Active whenever the ruleset is ``ln`` or ``mixed`` (LN-01); the slice ``s.ln`` holds what
only The Long Night has on the table (unruly helpless tokens).  Despair tokens, explosive
traps and side effects live on the survivor / location records themselves
(``Survivor.despair``, ``Place.traps``), left out of the hash while unused.

Rules here (each a registered step, hook, action or effect operation):

* LN-09/10, KILL-02 — despair: ``despair`` / ``despair_remove`` ops; a despair token counts
  as a wound (``Survivor.damage``), wound removal never touches it (``board.heal``).
* LN-11, COLONY-03/10, DISC-09 — unruly helpless: ``unruly`` op, ``helpless_add`` with
  ``unruly``; each unruly token weighs ``unruly_weight`` (2) in the colony headcount.
* LN-12, NS-32 — flip an unruly token back with a medicine card: free turn action
  ``calm_unruly`` (not for exiled players).
* LN-14, ZOMB-06, NS-29 — explosive traps: ``trap`` op; a zombie added to a full entrance
  with a trap destroys it and removes every (normal) zombie there; with a barricade there
  too, the first player chooses which goes.
* LN-13, DISC-04, COLONY-16, NS-32 — the first-player vote: before the token passes, each
  non-exiled player in turn may call a (sealed) vote to keep it.
* LN-15/16, DISC-01/05 — noise flip one token at a time and the cap of 4 per location: the
  ``noise_resolution`` = ``flip`` / ``noise_cap_per_location`` options (defaults of the
  ``ln`` ruleset) run by the base steps.
* LN-07, KILL-03 — the Graveyard is not a location: it is never a place (``s.places``);
  dead survivors' cards are in ``s.dead`` (quantity ``graveyard``).
* LN-08 — random location by die: location ref ``random`` (numbers 1..6; Raxxon and the
  Hideout carry higher numbers, the colony none).
* LN-05, CARD-08, LN-06 — module-only uses: options with a ``module`` are disabled and the
  ``module`` condition is false while that module is off; crisis bandit numbers are read
  only by the Bandits module.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Literal

from game.engine import actions as A
from game.engine import board as B
from game.engine import modules as M
from game.engine.base import answer, ask, emit, frame, opt, push
from game.engine.messages import Msg
from game.engine.state import State

RULES = ("LN-01", "LN-05", "LN-06", "LN-07", "LN-08", "LN-09", "LN-10", "LN-11", "LN-12",
         "LN-13", "LN-14", "LN-15", "LN-16")


@dataclass
class LongNightState:
    unruly: int = 0  # helpless tokens on their unruly side (of s.helpless), LN-11


def _setup(s: State) -> LongNightState:
    for place in s.places.values():  # LN-14: traps occupy entrance spaces
        place.traps = [0] * len(place.zombies)
    return LongNightState()


def _view(s: State, seat: int | None) -> dict[str, Any]:
    assert s.ln is not None
    return {"unruly": s.ln.unruly,
            "despair": {sid: sv.despair for sid, sv in s.survivors.items() if sv.despair},
            "traps": {lid: list(pl.traps) for lid, pl in s.places.items()
                      if pl.traps and any(pl.traps)},
            "graveyard": [sid for sid in s.dead]}


def _invariants(s: State) -> list[str]:
    assert s.ln is not None
    out = []
    if not 0 <= s.ln.unruly <= s.helpless:
        out.append(f"{s.ln.unruly} unruly tokens but {s.helpless} helpless survivors")
    for sid, sv in s.survivors.items():
        if sv.despair < 0:
            out.append(f"{sid} has {sv.despair} despair tokens")
    for lid, pl in s.places.items():
        if pl.traps is None or len(pl.traps) != len(pl.zombies) or min(pl.traps) < 0:
            out.append(f"{lid} has bad trap counts {pl.traps}")
        elif any(pl.free(e) < 0 for e in range(len(pl.zombies))):
            out.append(f"{lid} has an over-full entrance")
    if s.config.options.enforce_component_limits:  # DISC-24, §25.2
        despair = sum(sv.despair for sv in s.survivors.values())
        if despair > 12:  # ln_ops.DESPAIR_TOKENS
            out.append(f"{despair} despair tokens in play (12 exist)")
        used, have = barricade_tokens_used(s), barricade_tokens(s)
        if used > have:
            out.append(f"{used} barricade/trap tokens in play ({have} exist)")
    return out


def barricade_tokens(s: State) -> int:
    """§25: 21 two-sided barricade / explosive trap tokens in The Long Night; a mixed game
    has the base game's 20 too (LN-04: every component of both products)."""
    return 21 + (20 if s.config.ruleset == "mixed" else 0)


def barricade_tokens_used(s: State) -> int:
    return sum(sum(pl.barricades) + sum(pl.traps or ()) for pl in s.places.values())


@M.hook("barricade_token")
def _barricade_token_left(s: State) -> bool:
    """DISC-24: with ``enforce_component_limits`` a barricade or a trap needs a token."""
    if s.ln is None or not s.config.options.enforce_component_limits:
        return True
    return barricade_tokens_used(s) < barricade_tokens(s)


M.register(M.Module(
    name="long_night", slot="ln", active=lambda c: c.long_night, setup=_setup,
    view=_view, invariants=_invariants, rules=RULES,
))


# ============================================================================ unruly (LN-11)
@M.hook("headcount")
def _unruly_headcount(s: State) -> int:
    """COLONY-03/10, DISC-09: an unruly token counts ``unruly_weight`` (it is already
    counted once as a helpless token)."""
    if s.ln is None:
        return 0
    return s.ln.unruly * (s.config.options.unruly_weight - 1)


def make_unruly(s: State, count: int) -> int:
    assert s.ln is not None
    n = min(count, s.helpless - s.ln.unruly)
    if n > 0:
        s.ln.unruly += n
        emit(s, "HelplessMadeUnruly", {"count": n, "unruly": s.ln.unruly})
    return n


def flip_back(s: State, count: int, cause: str) -> int:
    assert s.ln is not None
    n = min(count, s.ln.unruly)
    if n > 0:
        s.ln.unruly -= n
        emit(s, "UnrulyCalmed", {"count": n, "unruly": s.ln.unruly, "cause": cause})
    return n


@M.hook("helpless_killed")
def _unruly_killed(s: State) -> None:
    """Decision (docs/DECISIONS.md): a helpless token that dies is a normal one while any
    is left; unruly tokens never outnumber the helpless."""
    if s.ln is not None and s.ln.unruly > s.helpless:
        s.ln.unruly = s.helpless


@M.hook("helpless_unruly")
def _arrive_unruly(s: State, count: int) -> None:
    """LN-11: helpless survivors an effect adds as unruly arrive with their unruly side up."""
    if s.ln is not None:
        make_unruly(s, count)


class CalmUnruly(A._A):
    """LN-12: free action — put a medicine card from hand on the waste pile, unresolved,
    to flip one unruly helpless token back."""

    type: Literal["calm_unruly"] = "calm_unruly"
    card: A.Str


def _check_calm(s: State, a: CalmUnruly) -> str | None:
    assert s.ln is not None
    p = s.players[a.actor]
    if p.exiled:  # NS-32: needs the waste pile, which an exiled player cannot use
        return "an exiled player cannot calm an unruly survivor"
    if s.ln.unruly <= 0:
        return "there is no unruly helpless survivor"
    if a.card not in p.hand:
        return "that card is not in your hand"
    if s.content.item(a.card).type != "medicine":
        return "only a medicine card calms an unruly survivor (LN-12)"
    return None


def _gen_calm(s: State, seat: int) -> Iterator[CalmUnruly]:
    assert s.ln is not None
    p = s.players[seat]
    if p.exiled or s.ln.unruly <= 0:
        return
    seen: set[str] = set()
    for card in p.hand:
        cid = card.split("#", 1)[0]
        if cid in seen or s.content.items[cid].type != "medicine":
            continue
        seen.add(cid)
        yield CalmUnruly.model_construct(type="calm_unruly", actor=seat, card=card)


def _card_ref(s: State, a: CalmUnruly, card: object) -> str | None:
    from game.engine.refs import FIELD_CHECKS

    return FIELD_CHECKS[("play", "card")](s, a, card)


@M.turn_action("long_night", CalmUnruly, _check_calm, _gen_calm, refs={"card": _card_ref})
def _do_calm(s: State, a: CalmUnruly) -> None:
    from game.engine.turn import after_action

    p = s.players[a.actor]
    p.hand.remove(a.card)
    s.waste.append(a.card)
    emit(s, "CardDiscarded", {"player": a.actor, "card": a.card, "to": "waste"})
    flip_back(s, 1, "medicine")
    after_action(s, {"on": "unruly_flip", "at": None, "survivor": None})


# ============================================================================ traps (LN-14)
def trap_block(s: State, lid: str) -> Literal["room", "supply"] | None:
    """Why no explosive trap can go at ``lid`` now: "room" (no empty entrance space) or
    "supply" (DISC-24: no barricade/trap token left); None when one can."""
    place = s.places[lid]
    if place.traps is None or all(place.free(e) <= 0 for e in range(len(place.zombies))):
        return "room"
    return None if _barricade_token_left(s) else "supply"


def add_trap(s: State, lid: str, *, missing: int = 1) -> bool:
    """Place one explosive trap on an empty entrance space (the colony: the entrance with
    the most room, first of equals).  When none can go there, nothing is placed and an
    event says why (``missing``: how many of the effect's traps that leaves unplaced)."""
    place = s.places[lid]
    if place.traps is None:
        return False
    block = trap_block(s, lid)
    if block is not None:
        B.tokens_not_placed(s, "trap", block, missing, location=lid)
        return False
    e = -max((place.free(e), -e) for e in range(len(place.zombies)))[1]
    place.traps[e] += 1
    emit(s, "TrapPlaced", {"location": lid, "entrance": e, "traps": place.traps[e]})
    return True


@M.hook("zombie_added")
def _trap_triggers(s: State, lid: str, e: int) -> bool:
    """ZOMB-06: a zombie added to a full entrance holding a trap destroys the trap and
    every zombie already there (special zombies stand in ``Place.specials`` and stay,
    RAX-15); NS-29: with a barricade there too, the first player (CARD-06 tie breaker)
    chooses which one the zombie destroys."""
    place = s.places[lid]
    if place.traps is None or place.traps[e] <= 0:
        return False
    if place.barricades[e] > 0:
        from game.engine.order import tie_breaker

        ask(s, "choose_defence", tie_breaker(s),
            "A zombie reaches a full entrance with a barricade and an explosive trap: which "
            "one does it destroy?",
            [opt("trap", "The explosive trap (it blows up every zombie there)"),
             opt("barricade", "The barricade")],
            info={"location": lid, "entrance": e}, loc=lid, e=e)
        return True
    explode(s, lid, e)
    return True


def explode(s: State, lid: str, e: int) -> None:
    place = s.places[lid]
    assert place.traps is not None
    place.traps[e] -= 1
    gone = place.zombies[e]
    place.zombies[e] = 0
    emit(s, "TrapExploded", {"location": lid, "entrance": e, "zombies": gone})


@answer("choose_defence")
def _choose_defence(s: State, d: dict, key: str) -> None:
    c = d["ctx"]
    if key == "trap":
        explode(s, c["loc"], c["e"])
    else:
        s.places[c["loc"]].barricades[c["e"]] -= 1
        emit(s, "BarricadeDestroyed", {"location": c["loc"], "entrance": c["e"]})


# ============================================================================ first player vote
@M.hook("pass_first_player")
def _first_player_vote(s: State) -> bool:
    """LN-13 / DISC-04: before the token passes, any non-exiled player may call a vote to
    keep it (NS-32: exiled players may not call it)."""
    if s.ln is None or not s.config.options.first_player_vote or s.over:
        return False
    callers = [i for i in ((s.first_player + k) % s.n for k in range(s.n))
               if not s.players[i].exiled and not s.players[i].eliminated]
    if not callers:
        return False
    push(s, "first_player_call", left=callers)
    return True


@frame("first_player_call")
def _first_player_call(s: State, f: dict) -> None:
    left = f["left"]
    if not left:
        push(s, "pass_first_player", decided=True)
        return
    keeper = s.players[s.first_player].name
    ask(s, "first_player_vote_call", left[0],
        Msg("Call a vote to let {player} keep the first player token?", player=keeper),
        [opt("call", "Call a vote to keep it"), opt("pass", "Let it pass")],
        info={"purpose": "first_player", "first_player": s.first_player}, left=left)


@answer("first_player_vote_call")
def _call_vote(s: State, d: dict, key: str) -> None:
    left = d["ctx"]["left"]
    if key == "pass":
        push(s, "first_player_call", left=left[1:])
        return
    keeper = s.players[s.first_player].name
    emit(s, "VoteRequested", {"player": d["player"], "purpose": "first_player"})
    push(s, "vote_start", purpose="first_player", caller=d["player"],
         question=Msg("Should {player} keep the first player token?", player=keeper))


def _first_player_result(s: State, vote: dict, passed: bool) -> None:
    push(s, "pass_first_player", decided=True, keep=passed)


def _register_vote() -> None:
    from game.engine.votes import on_vote

    on_vote("first_player")(_first_player_result)


_register_vote()
