"""The bots in Long Night games: every new decision kind is answered legally (RandomBot and
HeuristicBot), and HeuristicBot answers sensibly (trap first, build the nearest
improvement, keep the first-player token only for itself, calm the unruly)."""

from __future__ import annotations

from game.bots import HeuristicBot, RandomBot
from game.engine import apply, legal_actions, new_game, player_view
from game.engine.actions import EndTurn
from game.engine.base import run
from game.engine.state import COLONY
from game.sim import Rules, make_config
from tests.engine.ln_kit import LN, ln_started, ln_tiny
from tests.engine.rules_kit import quiet, turn_seat


def _bot_answer(s, bot: HeuristicBot):
    seat = s.pending["player"]
    legal = legal_actions(s)
    a = bot.choose(legal, player_view(s, seat))
    assert a in legal
    return a


def test_bots_play_long_night_games_answering_every_decision_legally() -> None:
    seen: set[str] = set()
    for seed in range(6):
        content = ln_tiny()
        cfg = make_config(4, frozenset(), seed, Rules("ln"), frozenset({"improvements"}))
        s = new_game(cfg, content)
        smart = HeuristicBot(seed, content)
        rnd = RandomBot(seed)
        steps = 0
        while (legal := legal_actions(s)) and steps < 5000:
            seen.add(s.pending["kind"])
            seat = legal[0].actor
            a = smart.choose(legal, player_view(s, seat)) if seat % 2 else rnd.choose(legal)
            assert a in legal
            apply(s, a)
            steps += 1
        assert s.over
    assert "first_player_vote_call" in seen


def test_heuristic_prefers_the_trap() -> None:
    s = quiet(ln_started())
    col = s.places[COLONY]
    col.zombies[0], col.barricades[0], col.traps[0] = 1, 1, 1
    from game.engine import board as B

    s.pending = None
    B.add_one_zombie(s, COLONY, 0)
    run(s)
    assert s.pending["kind"] == "choose_defence"
    assert _bot_answer(s, HeuristicBot(1, LN)).key == "trap"


def test_heuristic_builds_the_improvement_closest_to_done() -> None:
    s = quiet(ln_started(modules=frozenset({"improvements"})))
    seat = turn_seat(s)
    target = s.impr.row[2]
    s.impr.progress[target] = s.content.improvements[target].progress - 1
    from game.engine.actions import PlayCard
    from tests.engine.rules_kit import give

    apply(s, PlayCard(actor=seat, card=give(s, seat, "t_progress")))
    assert s.pending["kind"] == "choose_improvement"
    assert _bot_answer(s, HeuristicBot(1, LN)).key == target


def test_heuristic_keeps_the_token_only_for_itself() -> None:
    s = quiet(ln_started())
    first = s.first_player
    start = s.round
    while s.pending["kind"] == "turn" and s.round == start:
        apply(s, EndTurn(actor=s.pending["player"]))
    bot = HeuristicBot(1, LN)
    assert s.pending["kind"] == "first_player_vote_call"
    assert _bot_answer(s, bot).key == "call"  # the first player asks first
    apply(s, _bot_answer(s, bot))
    votes = {}
    while s.pending["kind"] == "ballot":
        a = _bot_answer(s, bot)
        votes[s.pending["player"]] = a.key
        apply(s, a)
    assert votes[first] == "yes"
    assert all(v == "no" for seat, v in votes.items() if seat != first)


def test_heuristic_calms_the_unruly_with_a_spare_medicine() -> None:
    s = quiet(ln_started())
    seat = turn_seat(s)
    s.ln.unruly = 1
    s.helpless = max(s.helpless, 1)
    from tests.engine.rules_kit import give

    give(s, seat, "bandage")
    bot = HeuristicBot(1, LN)
    legal = legal_actions(s)
    assert any(a.type == "calm_unruly" for a in legal)
    from game.bots.heuristic.context import _Memory

    cx = bot.ctx_class(bot.pack, player_view(s, seat), _Memory())
    cx_value = bot.ln_score(cx, next(a for a in legal if a.type == "calm_unruly"))
    assert cx_value is not None and cx_value > 0
