"""End of game scoring (END-04..06, VAR-COOP-03, DISC-13, DISC-22)."""

from __future__ import annotations

from game.engine.base import emit
from game.engine.effects import check
from game.engine.modules import hooks
from game.engine.state import State


def player_wins(s: State, seat: int) -> tuple[bool, str]:
    p = s.players[seat]
    if s.config.cooperative:  # END-06
        return s.objective_met, "the colony's objective " + (
            "was completed" if s.objective_met else "failed")
    if p.eliminated:
        return False, "eliminated"
    if p.secret is None:
        return False, "no secret objective"
    ctx = {"player": seat, "survivor": None}
    card = s.content.secret_objectives[p.secret]

    def missing(c) -> str | None:  # noqa: ANN001
        """Why secret objective ``c`` is not met (None: it is met)."""
        if c.needs_main_objective and not s.objective_met:
            return "the colony's main objective was not completed"
        if any(not h(s, seat, c.id) for h in hooks("secret_extra")):
            return "its extra condition was not met"  # SCEN-B-09: morale 0 as well
        if not check(s, c.goal, ctx):
            return "its goal was not reached"
        return None

    def said(name: str, why: str | None) -> str:
        return f"{name} met" if why is None else f"{name} not met: {why}"

    if p.exiled and p.exiled_secret:
        ex = s.content.secret_objectives[p.exiled_secret]
        if ex.mode == "replace":
            why = missing(ex)
            return why is None, said(f"exiled objective '{ex.name}'", why)
        why = missing(card)
        if why is None and not check(s, ex.goal, ctx):
            why = f"the exiled goal '{ex.name}' was not reached"
        return why is None, said(f"'{card.name}' plus exiled '{ex.name}'", why)
    why = missing(card)
    return why is None, said(f"'{card.name}'", why)


def score(s: State) -> None:
    results = {}
    s.winners = []
    for p in s.players:
        won, why = player_wins(s, p.seat)
        results[str(p.seat)] = {"won": won, "why": why, "secret": p.secret,
                                "exiled_secret": p.exiled_secret}
        if won:
            s.winners.append(p.seat)
    s.stats["result"] = results
    emit(s, "GameEnded", {"reason": s.end_reason, "objective_met": s.objective_met,
                          "winners": list(s.winners), "results": results})
