"""End of game scoring (END-04..06, VAR-COOP-03, DISC-13, DISC-22).

``board.end_game`` stops the game; :func:`score` runs from its ``game_over`` hook (the board
rules sit below the effect language that scoring needs)."""

from __future__ import annotations

from game.engine.base import emit
from game.engine.effects import check
from game.engine.messages import Msg
from game.engine.messages import card as card_ref
from game.engine.registry import hook, hooks
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

    def meets(c) -> bool:  # noqa: ANN001
        if c.needs_main_objective and not s.objective_met:
            return False
        if any(not h(s, seat, c.id) for h in hooks("secret_extra")):
            return False  # SCEN-B-09: the Infiltrated Bandit now also needs morale 0
        return check(s, c.goal, ctx)

    if p.exiled and p.exiled_secret:
        ex = s.content.secret_objectives[p.exiled_secret]
        if ex.mode == "replace":
            ok = meets(ex)
            return ok, Msg("exiled objective '{objective}' met" if ok else
                           "exiled objective '{objective}' not met",
                           objective=card_ref(s.content, ex.id))
        ok = meets(card) and check(s, ex.goal, ctx)
        return ok, Msg("'{objective}' plus exiled '{exiled}' met" if ok else
                       "'{objective}' plus exiled '{exiled}' not met",
                       objective=card_ref(s.content, card.id), exiled=card_ref(s.content, ex.id))
    ok = meets(card)
    return ok, Msg("'{objective}' met" if ok else "'{objective}' not met",
                   objective=card_ref(s.content, card.id))


@hook("game_over")
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
