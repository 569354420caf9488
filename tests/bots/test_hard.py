"""HardBot: determinized Monte Carlo on top of its heuristic -- legal, plays whole games,
searches at the decisions that matter, equals its heuristic without a state to sample."""

from __future__ import annotations

import pytest

from game import sim
from game.bots import HeuristicBot, make_bot
from game.bots.hard import HardBot, HardHeuristic, value
from game.content.loader import load_base
from game.engine import GameConfig, Seat, apply, legal_actions, new_game, player_view, state_hash
from game.engine.state import State

CONTENT = load_base()


def _play(state: State, bots: list[object]) -> int:
    n = 0
    for _ in range(sim.MAX_ACTIONS):
        legal = legal_actions(state)
        if not legal:
            break
        seat = legal[0].actor
        a = bots[seat].choose(legal, player_view(state, seat))  # type: ignore[attr-defined]
        assert a in legal
        apply(state, a)
        n += 1
    return n


def test_without_a_state_the_hard_bot_is_its_heuristic() -> None:
    finals = []
    for cls in (HardHeuristic, HardBot):
        state = new_game(sim.make_config(3, frozenset(), 71), CONTENT)
        bot = cls(5, CONTENT)
        _play(state, [bot] * 3)
        finals.append(state_hash(state))
    assert finals[0] == finals[1]


def test_hard_reading_weighs_the_main_objective_higher() -> None:
    """The hard seat's reading of a view differs from the normal one only in how much a
    loyal seat weighs the main objective's goals and in one more card wanted for the
    crisis (a betrayer's reading is the same)."""
    from game.bots.hard import _HardCtx
    from game.bots.heuristic.context import _Ctx, _Memory

    state = new_game(sim.make_config(3, frozenset(), 77), CONTENT)
    bot = HeuristicBot(1, CONTENT)
    while legal_actions(state)[0].type == "draft":  # to the first turn: a crisis is out
        legal = legal_actions(state)
        apply(state, bot.choose(legal, player_view(state, legal[0].actor)))
    for seat in range(3):
        view = player_view(state, seat)
        normal, hard = _Ctx(bot.pack, view, _Memory()), _HardCtx(bot.pack, view, _Memory())
        if normal.betrayal:
            assert hard.obj_w == normal.obj_w == 0.0
        else:
            assert hard.obj_w > normal.obj_w > 0.0
            assert normal.crisis is not None and hard.need == normal.need + 1
            assert hard.want == normal.want


def test_hard_bot_searches_and_plays_a_whole_game() -> None:
    state = new_game(sim.make_config(3, frozenset(), 72), CONTENT)
    hard = HardBot(1, CONTENT, state_source=lambda: state, samples=2)
    bots = [hard, HeuristicBot(2, CONTENT), HeuristicBot(3, CONTENT)]
    _play(state, bots)
    assert state.over
    assert hard.searches > 0


def test_hard_bot_with_fixed_samples_is_deterministic() -> None:
    finals = []
    for _ in range(2):
        state = new_game(sim.make_config(3, frozenset(), 73), CONTENT)
        bots = [make_bot("hard", f"s{i}", CONTENT, state_source=lambda st=state: st,
                         samples=2) for i in range(3)]
        _play(state, bots)
        finals.append(state_hash(state))
    assert finals[0] == finals[1]


def test_value_prefers_morale_and_a_won_game() -> None:
    state = new_game(sim.make_config(3, frozenset(), 74), CONTENT)
    base = value(state, 0)
    state.morale -= 2
    assert value(state, 0) < base
    state.over, state.objective_met = True, True
    assert value(state, 0) > base
    state.objective_met = False
    assert value(state, 0) < base - 10


def test_session_plays_a_hard_seat() -> None:
    from game.session.session import Session

    cfg = GameConfig(seats=[Seat(name="A", bot=True, bot_kind="hard"),
                            Seat(name="B", bot=True, bot_kind="easy")], variants={"two_player"},
                     seed=75)
    s = Session(cfg, CONTENT, autosave=False)
    s.bot_budget = 0.05
    assert isinstance(s._bot(0), HardBot) and s._bot(0).budget == 0.05
    for _ in range(3000):
        if s.over:
            break
        s.step_bot()
    assert s.over


def test_session_worker_hands_its_snapshot_to_the_hard_bot() -> None:
    """The client thinks off the frame thread on a snapshot; the hard bot samples from that
    snapshot (bind_state), never from the live state."""
    from game.session.worker import choose, snapshot

    state = new_game(sim.make_config(3, frozenset(), 76), CONTENT)
    hard = HardBot(1, CONTENT, samples=1)
    seen: list[State] = []
    real = hard.bind_state

    def spy(s: State) -> None:
        seen.append(s)
        real(s)

    hard.bind_state = spy  # type: ignore[method-assign]
    copy_ = snapshot(state)
    legal = legal_actions(copy_)
    assert choose(copy_, legal[0].actor, hard, "hard bot") in legal
    assert seen == [copy_] and hard._bound is None


def test_a_secret_that_counts_own_kills_makes_an_attack_worth_more() -> None:
    """Tally Marks / The Hunter's Share count the seat's own kills: while short of them,
    the heuristic scores an attack on a zombie higher than without that secret."""
    from game.bots.heuristic.context import _Ctx, _Memory

    state = new_game(sim.make_config(3, frozenset(), 78), CONTENT)
    bot = HeuristicBot(1, CONTENT)
    for _ in range(400):
        legal = legal_actions(state)
        attacks = [a for a in legal if a.type == "attack" and a.target.startswith("z")]
        if attacks:
            break
        apply(state, bot.choose(legal, player_view(state, legal[0].actor)))
    assert attacks, "no attack on a zombie came up"
    seat = attacks[0].actor
    view = player_view(state, seat)
    plain = _Ctx(bot.pack, view, _Memory())
    assert not plain.betrayal  # this seed: a loyal seat attacks first
    plain.goal_wants.pop("own_zombies_killed>=", None)
    keen = _Ctx(bot.pack, view, _Memory())
    keen.goal_wants["own_zombies_killed>="] = 99
    a = attacks[0]
    assert bot._score_one(keen, a, None) == pytest.approx(
        bot._score_one(plain, a, None) + HeuristicBot.OWN_KILL_BONUS)
