"""Votes (VOTE-01..05) and exile (EXILE-01..14).

Ballots are cast one voter at a time as private decisions; they are revealed together in
``VoteResolved`` once the last ballot is in.  The first player breaks ties (VOTE-04)."""

from __future__ import annotations

from collections.abc import Callable

from game.engine import board as B
from game.engine.base import answer, ask, emit, frame, opt, push
from game.engine.effects import move_survivor, run_effects
from game.engine.messages import Msg
from game.engine.messages import card as card_ref
from game.engine.registry import hooks, move_refused
from game.engine.state import COLONY, State

VOTE_RESULTS: dict[str, Callable[[State, dict, bool], None]] = {}


def on_vote(purpose: str) -> Callable:
    def deco(fn: Callable[[State, dict, bool], None]) -> Callable:
        VOTE_RESULTS[purpose] = fn
        return fn

    return deco


def voters(s: State) -> list[int]:
    """VOTE-03/05: every non-exiled player still in the game, from the first player on."""
    order = [(s.first_player + i) % s.n for i in range(s.n)]
    return [i for i in order if not s.players[i].exiled and not s.players[i].eliminated]


@frame("vote_start")
def _vote_start(s: State, f: dict) -> None:
    vs = voters(s)
    emit(s, "VoteCalled", {"purpose": f["purpose"], "question": f["question"],
                           "caller": f.get("caller"), "target": f.get("target"),
                           "voters": vs})
    push(s, "ballot", vote=f, left=vs, cast={})


@frame("ballot")
def _ballot(s: State, f: dict) -> None:
    left, cast, vote = f["left"], f["cast"], f["vote"]
    if not left:
        _resolve(s, vote, cast)
        return
    voter = left[0]
    ask(s, "ballot", voter, vote["question"],
        [opt("yes", "Thumbs up (yes)"), opt("no", "Thumbs down (no)")],
        info={"question": vote["question"], "purpose": vote["purpose"],
              "target": vote.get("target")}, vote=vote, left=left, cast=cast)


@answer("ballot")
def _ballot_answer(s: State, d: dict, key: str) -> None:
    c = d["ctx"]
    cast = dict(c["cast"])
    cast[str(d["player"])] = key == "yes"
    emit(s, "BallotCast", {"voter": d["player"], "cast": len(cast),
                           "of": len(c["left"]) + len(c["cast"])},
         to=(d["player"],), secret={"yes": key == "yes"})
    push(s, "ballot", vote=c["vote"], left=c["left"][1:], cast=cast)


def _resolve(s: State, vote: dict, cast: dict) -> None:
    yes = sum(1 for v in cast.values() if v)
    no = len(cast) - yes
    if yes == no:
        ask(s, "vote_tie", B.tie_breaker(s),
            f"{vote['question']} The vote is tied {yes}–{no}: you decide.",
            [opt("yes", "Yes"), opt("no", "No")],
            info={"question": vote["question"], "purpose": vote["purpose"]}, vote=vote,
            cast=cast)
        return
    _finish(s, vote, cast, yes > no)


@answer("vote_tie")
def _tie(s: State, d: dict, key: str) -> None:
    emit(s, "TieBroken", {"player": d["player"], "choice": key})
    _finish(s, d["ctx"]["vote"], d["ctx"]["cast"], key == "yes")


def _finish(s: State, vote: dict, cast: dict, passed: bool) -> None:
    emit(s, "VoteResolved", {"purpose": vote["purpose"], "passed": passed,
                             "ballots": {k: v for k, v in sorted(cast.items())},
                             "yes": sum(1 for v in cast.values() if v),
                             "no": sum(1 for v in cast.values() if not v)})
    VOTE_RESULTS[vote["purpose"]](s, vote, passed)


@on_vote("effect")
def _effect_vote(s: State, vote: dict, passed: bool) -> None:
    o = vote["o"]
    run_effects(s, o.yes if passed else o.no, vote["ctx"])


# ----------------------------------------------------------------------------- exile
@on_vote("exile")
def _exile_vote(s: State, vote: dict, passed: bool) -> None:
    if passed:
        exile(s, vote["target"])


def exile(s: State, seat: int) -> None:
    """EXILE-01..03, EXILE-11."""
    p = s.players[seat]
    if p.exiled:
        return
    p.exiled = True
    p.exiled_order = sum(1 for q in s.players if q.exiled)
    emit(s, "PlayerExiled", {"player": seat})
    for h in hooks("player_exiled"):  # BAND-15: a new bandit leader
        h(s, seat)
    if s.exiled_deck:  # EXILE-02 (NS-23: empty deck keeps the original objective)
        card = s.exiled_deck.pop(0)
        p.exiled_secret = card
        emit(s, "ExiledObjectiveDrawn", {"player": seat}, to=(seat,), secret={"card": card})
    # EXILE-11: two exiled non-betrayers, whoever else is exiled (DISC-22: betrayers
    # don't count, but they don't shield two innocents either)
    innocents = [q for q in s.players if q.exiled and not (
        q.secret and s.content.secret_objectives[q.secret].kind == "betrayal")]
    if len(innocents) >= 2:
        B.set_morale_zero(s, "two innocent players exiled")
        return
    for sid in [x for x in p.survivors if x in s.survivors and s.survivors[x].loc == COLONY]:
        push(s, "exile_move", seat=seat, sid=sid)


def _refused(s: State, lid: str) -> bool:
    return move_refused(s, lid) is not None  # SCEN-R-01: sealed Raxxon


@frame("exile_move")
def _exile_move(s: State, f: dict) -> None:
    sid = f["sid"]
    if sid not in s.survivors or s.survivors[sid].loc != COLONY:
        return
    options = [opt(lid, card_ref(s.content, lid)) for lid in s.places
               if lid != COLONY and s.has_space(lid) and not _refused(s, lid)]
    if not options:  # NS-31: stays at the colony until a space frees up
        return
    ask(s, "exile_relocate", f["seat"],
        Msg("{survivor} must leave the colony. Where to?", survivor=card_ref(s.content, sid)),
        options, sid=sid,
        place=False)


@answer("exile_relocate")
def _exile_relocate(s: State, d: dict, key: str) -> None:
    c = d["ctx"]
    # EXILE-03 / DISC-18: a normal move with exposure, not using the survivor's move
    move_survivor(s, c["sid"], key, exposure=s.config.options.exile_relocation_exposure,
                  cause="exiled")
