"""The normal bot's suspicion (public evidence only), exile calls and votes, a betrayer's
bluff, and never an option that loses the game on the spot (VOTE-*, EXILE-*, CRISIS-*)."""

from __future__ import annotations

from typing import Any

from game import sim
from game.bots import BOT_KINDS, EasyBot, HeuristicBot, RandomBot, make_bot
from game.bots.heuristic.answers import LETHAL, Answers
from game.bots.heuristic.context import _Ctx, _Memory
from game.bots.heuristic.pack import _pack_for
from game.bots.heuristic.social import CALL_AT
from game.bots.heuristic.suspicion import posteriors
from game.content.loader import load_base
from game.engine import apply, legal_actions, new_game, player_view
from game.engine.actions import Answer
from game.engine.state import State

CONTENT = load_base()


def _view(cards: list[list[int]], wrong: list[int], prevented: list[int] | None = None,
          players: int = 4) -> dict[str, Any]:
    hist: dict[str, list[int]] = {"crisis_wrong": wrong,
                                  "crisis_prevented": prevented or [1] * len(wrong)}
    for i in range(players):
        hist[f"crisis_cards_{i}"] = [c[i] for c in cards]
    return {"players": [{"seat": i, "name": f"P{i}", "eliminated": False, "exiled": False}
                        for i in range(players)], "history": hist}


def test_crisis_02_suspicion_points_at_the_seat_in_every_spoiled_crisis() -> None:
    # seat 3 put a card into each of four crises that each revealed a wrong card; the
    # others each missed at least one of them
    v = _view([[1, 1, 0, 1], [1, 0, 1, 1], [0, 1, 1, 1], [1, 1, 0, 1]], [1, 1, 1, 1])
    post = posteriors(v, 0)
    assert 0 not in post  # the viewer knows itself
    assert post[3] >= CALL_AT
    assert post[3] > 3 * max(post[1], post[2])


def test_crisis_02_clean_crises_clear_a_seat() -> None:
    clean = posteriors(_view([[1, 1, 1, 1]] * 3, [0, 0, 0]), 0)
    assert all(p < 0.1 for p in clean.values())
    one = posteriors(_view([[1, 1, 1, 1]], [1]), 0)  # one wrong card among four: ambiguous
    assert max(one.values()) < CALL_AT


def test_exile_01_suspicion_does_not_thin_out_at_a_larger_table() -> None:
    # the same record (a wrong card in three crises that seat 1 and the viewer were in,
    # every other seat in one of them only) read at 4 and 5 players: a 5-player table keeps
    # the 4-player prior odds per seat, so the suspect's odds against "nobody" do not fall
    def odds(players: int) -> float:
        rows = []
        for k in range(3):
            row = [1, 1] + [0] * (players - 2)
            row[2 + k % (players - 2)] = 1
            rows.append(row)
        post = posteriors(_view(rows, [1, 1, 1], players=players), 0)
        return post[1] / (1 - sum(post.values()))
    four, five = odds(4), odds(5)
    assert abs(four - five) < 1e-9 * four  # same per-seat prior, same evidence on seat 1
    assert odds(3) > four  # a 3-player table keeps its own, higher prior per seat
    assert posteriors(_view([[1] * 5] * 2, [0, 0], players=5), 0)[1] < 0.1


def test_exile_01_three_and_four_players_keep_the_plain_prior() -> None:
    from game.bots.heuristic.suspicion import PRIOR_NONE, prior_per_seat

    assert prior_per_seat(4, 0, 3) == (1 - PRIOR_NONE) / 3  # as before at 4 players
    assert prior_per_seat(4, None, 4) == (1 - PRIOR_NONE) / 4
    assert prior_per_seat(3, 0, 2) == (1 - PRIOR_NONE) / 2  # and at 3
    assert prior_per_seat(5, 0, 4) == prior_per_seat(4, 0, 3)  # 5 players: 4-player odds
    assert prior_per_seat(5, None, 5) == prior_per_seat(4, None, 4)


def test_exile_01_a_five_seat_table_calls_on_less_evidence() -> None:
    """At 5 players each crisis takes cards from more hands, so a wrong card points at a
    seat less: the loyal thresholds scale by 3/4 there (the Long Night's 5-player
    betrayers were exiled 8% of the time with the 4-player thresholds; docs/BALANCE.md),
    and only there."""
    from game.bots.heuristic.social import VOTE_AT, table_factor

    assert table_factor(_view([], [], players=3)) == 1.0
    assert table_factor(_view([], [], players=4)) == 1.0
    five = _view([], [], players=5)
    assert table_factor(five) == 0.75
    five["players"][4]["eliminated"] = True  # VAR-ELIM-01: four left, the plain thresholds
    assert table_factor(five) == 1.0
    # one wrong card in each of two crises; seat 4 put 2 of the 3 cards into the first:
    # the lead suspect, under the 4-player threshold; a 5-seat table backs the vote
    rows5 = [[1, 0, 0, 0, 2], [1, 1, 1, 2, 0]]
    post5 = posteriors(_view(rows5, [1, 1], players=5), 0)
    assert VOTE_AT * 0.75 <= post5[4] < VOTE_AT
    assert post5[4] == max(post5.values())


def _turn_state(seed: int, players: int = 4) -> tuple[State, int]:
    state = new_game(sim.make_config(players, frozenset(), seed), CONTENT)
    bot = HeuristicBot(seed, CONTENT)
    while state.pending["kind"] != "turn":
        legal = legal_actions(state)
        apply(state, bot.choose(legal, player_view(state, legal[0].actor)))
    state.held = None
    state.crossroads_deck = []
    return state, state.pending["player"]


def _loyal(state: State, seat: int) -> None:
    normal = next(k for k, o in CONTENT.secret_objectives.items() if o.kind == "normal")
    state.players[seat].secret = normal


def test_exile_01_loyal_bot_calls_a_vote_on_a_clear_suspect_and_votes_yes() -> None:
    state, seat = _turn_state(61)
    _loyal(state, seat)
    suspect = (seat + 2) % 4
    others = [i for i in range(4) if i not in (suspect,)]
    cards = []
    for k in range(4):  # the suspect is in every spoiled crisis, each other seat misses one
        row = [1, 1, 1, 1]
        row[others[k % 3]] = 0
        cards.append(row)
    for i in range(4):
        state.history[f"crisis_cards_{i}"] = [c[i] for c in cards]
    state.history["crisis_wrong"] = [1, 1, 1, 1]
    state.history["crisis_prevented"] = [0, 0, 0, 0]
    bot = HeuristicBot(1, CONTENT)
    assert any(a.type == "exile_vote" for a in legal_actions(state))
    for _ in range(200):  # the seat's turn, until it calls the vote
        action = bot.choose(legal_actions(state), player_view(state, seat))
        assert action.type != "end_turn", "no exile vote was called"
        apply(state, action)
        if action.type == "exile_vote":
            break
    assert action.target == suspect
    # the first ballot: every loyal normal bot votes yes, the suspect itself no
    voter = state.pending["player"]
    _loyal(state, voter)
    vote = HeuristicBot(2, CONTENT).choose(legal_actions(state), player_view(state, voter))
    assert vote.key == ("no" if voter == suspect else "yes")


def test_exile_01_no_call_without_evidence() -> None:
    state, seat = _turn_state(62)
    _loyal(state, seat)
    bot = HeuristicBot(1, CONTENT)
    legal = legal_actions(state)
    assert bot.choose(legal, player_view(state, seat)).type != "exile_vote"


def test_crisis_02_betrayer_bluffs_only_when_it_can_hide() -> None:
    state, seat = _turn_state(63)
    betrayal = next(k for k, o in CONTENT.secret_objectives.items() if o.kind == "betrayal")
    state.players[seat].secret = betrayal
    state.crisis = "c_lean_week"  # food prevents it
    state.contributions = []
    state.players[seat].hand = ["i_roll_of_gauze#1", "i_farmers_almanac#1"]
    for k in range(20):  # nobody else has put a card in: a wrong card would be a tell
        bot = HeuristicBot(k, CONTENT)
        legal = legal_actions(state)
        a = bot.choose(legal, player_view(state, seat))
        assert a.type != "contribute"
    # two other seats have put cards in: sometimes a quiet wrong card
    o1, o2 = [(seat + 1) % 4, (seat + 2) % 4]
    state.contributions = [["i_tinned_peaches#1", o1, True], ["i_tinned_peaches#2", o2, True]]
    picks = []
    for k in range(20):
        bot = HeuristicBot(k, CONTENT)
        picks.append(bot.choose(legal_actions(state), player_view(state, seat)).type)
    assert 0 < picks.count("contribute") < 20
    # ... but never once the table already suspects it
    for i in range(4):
        state.history[f"crisis_cards_{i}"] = [1 if i == seat else 0] * 3
    state.history["crisis_wrong"] = [1, 1, 1]
    state.history["crisis_prevented"] = [0, 0, 0]
    for k in range(20):
        bot = HeuristicBot(k, CONTENT)
        assert bot.choose(legal_actions(state), player_view(state, seat)).type != "contribute"


def test_moral_01_never_an_option_that_drops_morale_to_zero() -> None:
    state, seat = _turn_state(64)
    x = CONTENT.crossroads["x_a01"]  # option 0 costs 1 morale, option 1 does not
    lose = x.options[0].effect
    state.morale = 1
    cx = _Ctx(_pack_for(CONTENT), player_view(state, seat), _Memory())
    assert Answers._lethal(cx, lose) == LETHAL
    assert Answers._lethal(cx, x.options[1].effect) == 0.0
    state.morale = 4
    cx = _Ctx(_pack_for(CONTENT), player_view(state, seat), _Memory())
    assert Answers._lethal(cx, lose) == 0.0


def test_bot_kinds_and_the_old_name() -> None:
    assert set(BOT_KINDS) >= {"easy", "normal", "random", "heuristic"}
    assert type(make_bot("heuristic", 1, CONTENT)) is HeuristicBot
    assert type(make_bot("normal", 1, CONTENT)) is HeuristicBot
    assert isinstance(make_bot("easy", 1, CONTENT), EasyBot)
    assert isinstance(make_bot("random", 1), RandomBot)


def test_easy_bot_plays_legal_whole_games() -> None:
    state = new_game(sim.make_config(3, frozenset(), 65), CONTENT)
    bot = EasyBot(3, CONTENT)
    for _ in range(sim.MAX_ACTIONS):
        legal = legal_actions(state)
        if not legal:
            break
        a = bot.choose(legal, player_view(state, legal[0].actor))
        assert a in legal
        assert a.type not in ("exile_vote", "request")
        apply(state, a)
    assert state.over


def _special_phase_4p() -> tuple[State, int, int]:
    """A 4-player Bandits introduction at its special exile phase (SCEN-B-07), the seat to
    call a loyal one; returns (state, caller, the seat the record points at)."""
    from tests.engine.rules_kit import end_round
    from tests.engine.test_ln_scenarios import _to_b2, game, kills, no_bandits

    s = next(g for g in (game("bandits_intro", n=4, seed=seed) for seed in range(1, 60))
             if any(p.secret == "lt_b_infiltrated" for p in g.players))
    _to_b2(s)
    kills(s, 6)
    no_bandits(s)
    end_round(s)
    while s.players[s.pending["player"]].secret == "lt_b_infiltrated":
        apply(s, Answer(actor=s.pending["player"], key="pass"))
    caller = s.pending["player"]
    suspect = (caller + 1) % s.n
    # two crises only the caller and the suspect put a card into; one revealed a wrong card
    s.history = {"crisis_wrong": [1, 0], "crisis_prevented": [1, 1]}
    for i in range(s.n):
        s.history[f"crisis_cards_{i}"] = [1, 1] if i in (caller, suspect) else [0, 0]
    return s, caller, suspect


def test_scen_b_07_loyal_bot_calls_on_less_evidence_in_the_special_exile_phase() -> None:
    """SCEN-B-07/08: a betrayer not exiled in the special exile phase wins at once, so a
    loyal bot calls a vote there on evidence it would not call one on in its turn, and
    backs it; a seat the table has voted on in the phase is not called on again."""
    from game.bots.heuristic.social import SPECIAL_CALL_LIFT, special_at, table_factor

    s, caller, suspect = _special_phase_4p()
    view = player_view(s, caller)
    bot = HeuristicBot(seed=1, content=s.content)
    cx = _Ctx(_pack_for(s.content), view, _Memory())
    sus = cx.suspects()[suspect]
    assert special_at(cx, SPECIAL_CALL_LIFT) <= sus < CALL_AT * table_factor(view)
    action = bot.choose(legal_actions(s), view)
    assert action.key == f"p{suspect}"
    apply(s, action)
    voters = []
    while s.pending and s.pending["kind"] == "ballot":
        seat = s.pending["player"]
        if seat != suspect and s.players[seat].secret != "lt_b_infiltrated":
            voters.append(seat)
            a = HeuristicBot(seed=seat, content=s.content).choose(
                legal_actions(s), player_view(s, seat))
            assert a.key == "yes"  # a loyal seat that sees the same record backs it
            apply(s, a)
        else:
            apply(s, Answer(actor=seat, key="no"))
    assert voters


def test_scen_b_07_no_second_vote_on_the_same_seat_and_none_without_evidence() -> None:
    from game.engine.actions import Answer as A

    s, caller, suspect = _special_phase_4p()
    s.scen.exile_called = [suspect]  # the table has voted on the suspect in this phase
    bot = HeuristicBot(seed=1, content=s.content)
    assert bot.choose(legal_actions(s), player_view(s, caller)) == A(actor=caller, key="pass")
    s.scen.exile_called = []
    s.history = {}  # no record at all: nobody is worth a vote
    assert bot.choose(legal_actions(s), player_view(s, caller)) == A(actor=caller, key="pass")
