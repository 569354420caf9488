"""Suspicion from public information only: who is likely to be sabotaging the colony.

The evidence is the public record of every resolved crisis (``view["history"]``: how many
cards each seat put in -- everyone sees who adds cards to the pile -- and how many revealed
cards were wrong) plus, for the crisis now open, how many cards each seat has added.

Model: at most one saboteur.  A loyal seat's card is wrong by mistake with probability
``EPS``; a saboteur's card is wrong with probability ``Q``.  Hypotheses: nobody, or seat
``s`` is the saboteur (every seat but the viewer, who knows itself).  Each crisis multiplies
a hypothesis by the probability of the number of wrong cards seen, given who put in how many
(a binomial for each group, convolved); a failed crisis that a seat put nothing into is a
weak hint against that seat (hoarding).  The posteriors are normalised, so evidence that
points at the seat present in every spoiled crisis moves it away from the others.

At a table larger than ``REF_SEATS`` the prior odds of each seat against "nobody" stay those
of a 4-player table: more seats must not make each seat less suspect, or the same evidence
exiles a betrayer less often (at 5 players 19% of betrayers were exiled against 35% at 4
and 44% at 3; docs/BALANCE.md).
"""

from __future__ import annotations

import math
from typing import Any

EPS = 0.04  # a loyal player's card is wrong (a mistake, an optional extra misread)
Q = 0.55  # a saboteur's card is wrong
PRIOR_NONE = 0.5  # nobody at the table is working against the colony
HOARD_HINT = 1.15  # likelihood ratio: gave nothing to a crisis that then failed
REF_SEATS = 4  # the table size whose prior odds per seat every table size uses


def _binom(n: int, p: float) -> list[float]:
    return [math.comb(n, k) * p ** k * (1 - p) ** (n - k) for k in range(n + 1)]


def _conv(a: list[float], b: list[float]) -> list[float]:
    out = [0.0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        for j, y in enumerate(b):
            out[i + j] += x * y
    return out


def _p_wrong(wrong: int, sab_cards: int, other_cards: int) -> float:
    dist = _conv(_binom(sab_cards, Q), _binom(other_cards, EPS))
    return max(dist[wrong], 1e-9) if wrong < len(dist) else 1e-9


def prior_per_seat(seats: int, viewer: int | None, candidates: int) -> float:
    """The prior weight of "this seat is the saboteur" (against ``PRIOR_NONE`` for nobody):
    ``1 - PRIOR_NONE`` shared by the candidates, raised at a table larger than 4 players to
    the 4-player table's odds per seat (5 players: x4/3 as a seat sees it; 3 and 4 players
    unchanged: a small table already suspects each seat more)."""
    known = 0 if viewer is None else 1  # the viewer knows itself
    return (1 - PRIOR_NONE) / candidates * max(1.0, (seats - known) / (REF_SEATS - known))


def posteriors(view: dict[str, Any], viewer: int | None) -> dict[int, float]:
    """Seat -> probability that it is the saboteur, as ``viewer`` sees the public record
    (``viewer`` None: as the table sees it, every seat a candidate)."""
    players = view["players"]
    n = len(players)
    h = view.get("history") or {}
    wrong = list(h.get("crisis_wrong") or [])
    failed = list(h.get("crisis_prevented") or [])
    cards = [list(h.get(f"crisis_cards_{i}") or []) for i in range(n)]
    cands = [i for i in range(n) if i != viewer and not players[i]["eliminated"]]
    if not cands:
        return {}
    log_none = math.log(PRIOR_NONE)
    logs = {c: math.log(prior_per_seat(n, viewer, len(cands))) for c in cands}
    for k, w in enumerate(wrong):
        per = [cards[i][k] if k < len(cards[i]) else 0 for i in range(n)]
        total = sum(per)
        if total == 0:
            continue
        log_none += math.log(_p_wrong(w, 0, total))
        for c in cands:
            logs[c] += math.log(_p_wrong(w, per[c], total - per[c]))
            if k < len(failed) and not failed[k] and per[c] == 0:
                logs[c] += math.log(HOARD_HINT)
    top = max([log_none, *logs.values()])
    weights = {c: math.exp(v - top) for c, v in logs.items()}
    z = math.exp(log_none - top) + sum(weights.values())
    return {c: w / z for c, w in weights.items()}


def no_evidence(view: dict[str, Any], viewer: int | None) -> float:
    """The posterior of one candidate seat before any evidence (the prior, normalised)."""
    players = view["players"]
    cands = sum(1 for i, p in enumerate(players) if i != viewer and not p["eliminated"])
    if not cands:
        return 0.0
    w = prior_per_seat(len(players), viewer, cands)
    return w / (PRIOR_NONE + cands * w)


def seat_named(view: dict[str, Any], text: str) -> int | None:
    """The seat whose name the question ``Exile <name>?`` names."""
    for p in view["players"]:
        if text == f"Exile {p['name']}?":
            return int(p["seat"])
    return None
