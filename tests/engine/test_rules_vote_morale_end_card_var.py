"""Rule tests: voting (VOTE), morale (MORALE), end of game (END), card procedures (CARD)
and the variants (VAR).  See shared/rules/RULES.md."""

from __future__ import annotations

import pytest

from game.content.schema import CrossroadsCard, ItemCard, Quantity
from game.engine import (
    GameConfig,
    Seat,
    apply,
    decision,
    legal_actions,
    new_game,
    player_view,
    public_view,
    redact,
)
from game.engine.actions import (
    Answer,
    CallExileVote,
    EndTurn,
    HandOff,
    Move,
    PlayCard,
    UseEquipment,
)
from game.engine.effects import quantity
from tests.engine.factory import CONTENT, config, make_content
from tests.engine.rules_kit import (
    RC,
    answer_as,
    content_with,
    end_round,
    evs,
    game_with_free,
    give,
    illegal,
    play,
    quiet,
    rc_game,
    recruit,
    survivor_card,
    turn_seat,
)


def call_exile(s, target=None):
    seat = turn_seat(s)
    target = (seat + 1) % s.n if target is None else target
    return apply(s, CallExileVote(actor=seat, target=target)), seat, target


def kill_own(s, seat, sid):
    ev = play(s, seat, "t_kill")
    if s.pending and s.pending["kind"] == "choose_survivor":
        ev += answer_as(s, sid)
    return ev


# ============================================================================ VOTE
def test_vote_01_exile_and_card_votes_are_called():
    """ACT-EXVOTE-02, XROADS-11 (crossroads votes: test_xroads_11)."""
    s = quiet(rc_game())
    ev, _, target = call_exile(s)
    called = evs(ev, "VoteCalled")[0].data
    assert called["purpose"] == "exile" and called["target"] == target
    s2 = quiet(rc_game())
    ev = play(s2, turn_seat(s2), "t_vote")
    assert evs(ev, "VoteCalled")[0].data["purpose"] == "effect"
    assert s2.pending["kind"] == "ballot"


def test_vote_02_ballots_are_sealed_until_all_are_cast():
    """Each ballot is private to its voter (events and views); all are revealed together
    in VoteResolved."""
    s = quiet(rc_game())
    call_exile(s)
    cast = []
    choices = ["yes", "no", "no"]
    for key in choices:
        voter = s.pending["player"]
        before = _table(s)
        ev = answer_as(s, key)
        b = evs(ev, "BallotCast")[0]
        assert "yes" not in b.data
        assert redact(b, voter).secret == {"yes": key == "yes"}
        assert all(redact(b, o).secret is None for o in range(3) if o != voter)
        cast.append(voter)
        if len(cast) < 3:
            assert not evs(ev, "VoteResolved")
            assert _table(s) == before  # nothing on the table shows the ballot
    res = evs(ev, "VoteResolved")[0].data
    assert res["ballots"] == {str(v): k == "yes" for v, k in zip(cast, choices)}
    assert (res["yes"], res["no"], res["passed"]) == (1, 2, False)


def _table(s):
    views = [public_view(s)] + [player_view(s, i) for i in range(s.n)]
    for v in views:
        v.pop("decision")
        if "me" in v:
            v["me"].pop("decision", None)
    return views


def test_vote_03_every_non_exiled_player_votes_caller_and_target_too():
    s = quiet(rc_game(n=4))
    s.players[(turn_seat(s) + 2) % 4].exiled = True
    ev, caller, target = call_exile(s)
    voters = evs(ev, "VoteCalled")[0].data["voters"]
    assert caller in voters and target in voters and len(voters) == 3
    asked = []
    while s.pending["kind"] == "ballot":
        asked.append(s.pending["player"])
        answer_as(s, "no")
    assert sorted(asked) == sorted(voters)


def test_vote_04_majority_wins_and_the_first_player_breaks_a_tie():
    """CARD-06, DISC-21."""
    for decider in ("yes", "no"):
        s = quiet(rc_game(n=4))
        ev, caller, target = call_exile(s)
        for key in ("yes", "no", "yes", "no"):
            answer_as(s, key)
        assert s.pending["kind"] == "vote_tie" and s.pending["player"] == s.first_player
        ev = answer_as(s, decider)
        assert evs(ev, "VoteResolved")[0].data["passed"] is (decider == "yes")
        assert s.players[target].exiled is (decider == "yes")
    s = quiet(rc_game(n=4))
    _, _, target = call_exile(s)
    for key in ("yes", "yes", "no", "yes"):
        answer_as(s, key)
    assert s.players[target].exiled



def test_vote_04_exiled_first_player_still_breaks_the_tie():
    """NS-32: the first player breaks ties even when exiled (and does not vote)."""
    s = quiet(rc_game(n=5))
    fp = s.first_player
    s.players[fp].exiled = True
    for sid in s.players[fp].survivors:
        s.survivors[sid].loc = "school"
    while turn_seat(s) == fp:
        apply(s, EndTurn(actor=fp))
    caller = turn_seat(s)
    target = next(q for q in range(5) if q not in (fp, caller))
    ev = apply(s, CallExileVote(actor=caller, target=target))
    assert fp not in evs(ev, "VoteCalled")[0].data["voters"]
    for key in ("yes", "no", "yes", "no"):
        answer_as(s, key)
    assert s.pending["kind"] == "vote_tie" and s.pending["player"] == fp
    answer_as(s, "no")
    assert not s.players[target].exiled


def test_vote_05_exiled_cannot_vote_and_bad_ballots_are_refused():
    """EXILE-08.  Bad input: voting out of turn, voting twice, an unknown answer, a turn
    action during the vote -- each refused with a reason, state unchanged."""
    s = quiet(rc_game(n=4))
    seat = turn_seat(s)
    exiled = (seat + 3) % 4
    s.players[exiled].exiled = True
    call_exile(s, (seat + 1) % 4)
    first = s.pending["player"]
    later = [p for p in range(4) if p not in (first, exiled)]
    illegal(s, Answer(actor=exiled, key="yes"))
    illegal(s, Answer(actor=later[0], key="yes"))  # out of turn
    illegal(s, Answer(actor=first, key="maybe"))
    illegal(s, EndTurn(actor=seat))
    answer_as(s, "yes")
    illegal(s, Answer(actor=first, key="no"))  # twice
    voted = [first]
    while s.pending["kind"] == "ballot":
        assert s.pending["player"] != exiled
        voted.append(s.pending["player"])
        answer_as(s, "no")
    assert exiled not in voted and len(voted) == 3


def test_vote_05_second_exile_vote_and_self_exile_refused():
    """ACT-EXVOTE-01 limits (bad input)."""
    s = quiet(rc_game())
    seat = turn_seat(s)
    illegal(s, CallExileVote(actor=seat, target=seat))
    call_exile(s)
    while s.pending["kind"] == "ballot":
        answer_as(s, "no")
    assert "one exile vote" in illegal(s, CallExileVote(actor=seat, target=(seat + 2) % 3))


# ============================================================================ MORALE
def test_morale_01_starts_at_the_objective_value():
    mo = CONTENT.main_objectives["m1"]
    assert rc_game().morale == mo.normal.morale == 6
    assert rc_game(variants=("hardcore",)).morale == mo.hard.morale == 5


def test_morale_02_deaths_cost_morale():
    """KILL-04, KILL-08, EXILE-09."""
    s = quiet(rc_game())
    seat = turn_seat(s)
    m = s.morale
    kill_own(s, seat, s.players[seat].followers[0])
    assert s.morale == m - 1
    play(s, seat, "t_helpless_kill")
    assert s.morale == m - 2
    s.players[seat].exiled = True
    kill_own(s, seat, s.players[seat].leader)
    assert s.morale == m - 2


def test_morale_03_starvation_lowers_morale():
    """COLONY-06."""
    s = quiet(rc_game())
    s.food = 0
    m = s.morale
    ev = end_round(s)
    assert s.morale == m - 1 and evs(ev, "MoraleChanged")[0].data["reason"] == "starvation"


def test_morale_04_waste_lowers_morale():
    """COLONY-08."""
    s = quiet(rc_game())
    s.waste = [f"can#{i % 10 + 1}" for i in range(10)]
    m = s.morale
    ev = end_round(s)
    assert s.morale == m - 1 and evs(ev, "MoraleChanged")[0].data["reason"] == "waste"


def test_morale_05_crisis_prevented_by_two_extra_gains_morale():
    """CRISIS-08."""
    from game.engine.actions import Contribute

    s = quiet(rc_game())
    s.crisis = "c0"
    seat = turn_seat(s)
    for n in range(1, 6):
        apply(s, Contribute(actor=seat, card=give(s, seat, "can", n)))
    m = s.morale
    end_round(s)
    assert s.morale == m + 1


def test_morale_07_card_effects_change_morale_up_to_ten():
    """NS-20: the track stops at 10."""
    s = quiet(rc_game())
    seat = turn_seat(s)
    m = s.morale
    play(s, seat, "t_morale_up")
    assert s.morale == m + 3
    s.morale = 9
    ev = play(s, seat, "t_morale_up")
    assert s.morale == 10 and evs(ev, "MoraleChanged")[0].data["delta"] == 1


def test_morale_09_zero_morale_ends_the_game_at_once():
    """END-01: mid-turn, nothing more can be done."""
    s = quiet(rc_game())
    seat = turn_seat(s)
    s.morale = 1
    ev = kill_own(s, seat, s.players[seat].followers[0])
    assert s.over and s.morale == 0 and s.end_reason == "morale"
    assert decision(s) is None and legal_actions(s) == []
    assert evs(ev, "GameEnded")
    illegal(s, EndTurn(actor=seat))


# ============================================================================ END
def secrets(s, *ids):
    for p, sid in zip(s.players, ids):
        p.secret = sid


def test_end_01_morale_zero_fails_the_main_objective_unchecked():
    """The tutorial objective (30 food) is met when morale hits 0: it is not checked, so
    the normal objectives (which need it) fail and the betrayer (morale 0) wins."""
    s = quiet(rc_game())
    secrets(s, "n0", "n1", "b0")
    seat = turn_seat(s)
    s.food = 40
    s.morale = 1
    kill_own(s, seat, s.players[seat].followers[0])
    assert s.over and s.end_reason == "morale" and s.objective_met is False
    assert s.winners == [2]
    # in the Colony Phase: starvation takes the last morale point; no later step runs
    s2 = quiet(rc_game())
    s2.crisis, s2.food, s2.morale = "c0", 0, 1
    rounds = s2.rounds_left
    ev = end_round(s2)
    assert s2.over and s2.morale == 0
    assert not evs(ev, "CrisisResolved") and not evs(ev, "ZombieAdded")
    assert s2.rounds_left == rounds and not evs(ev, "ObjectiveChecked")


def test_end_02_round_track_zero_fails_the_main_objective():
    s = quiet(rc_game())
    secrets(s, "n0", "n1", "n2")
    s.rounds_left = 1
    ev = end_round(s)
    assert s.over and s.end_reason == "rounds" and not s.objective_met
    assert s.winners == [] and evs(ev, "GameEnded")[0].data["winners"] == []


def test_end_03_objective_met_at_step_7_ends_the_game():
    s = quiet(rc_game())
    secrets(s, "n0", "n1", "n2")
    s.food = 40
    end_round(s)
    assert s.over and s.end_reason == "objective" and s.objective_met


def test_end_04_each_player_wins_by_their_own_objective():
    """Objective met; normal secrets need >= 1 card in hand; the betrayer needs morale 0;
    an exiled player with a `replace` exiled objective needs a survivor (DISC-13)."""
    s = quiet(rc_game(n=4))
    secrets(s, "n0", "n1", "b0", "n2")
    s.players[1].hand.clear()
    s.players[3].exiled, s.players[3].exiled_secret = True, "e0"
    s.players[3].hand.clear()  # its normal goal would fail; the exiled one replaces it
    s.food = 40
    ev = end_round(s)
    assert s.objective_met and s.winners == [0, 3]
    res = evs(ev, "GameEnded")[0].data["results"]
    assert [res[str(i)]["won"] for i in range(4)] == [True, False, False, True]


def test_end_05_any_number_of_players_may_win_including_none():
    s = quiet(rc_game())
    secrets(s, "n0", "n1", "n2")
    s.food = 40
    end_round(s)
    assert s.winners == [0, 1, 2]
    s2 = quiet(rc_game())
    secrets(s2, "n0", "n1", "n2")
    s2.morale = 1
    kill_own(s2, turn_seat(s2), s2.players[turn_seat(s2)].leader)
    assert s2.over and s2.winners == []


def test_end_06_cooperative_all_win_or_all_lose_together():
    """VAR-COOP-03."""
    s = quiet(rc_game(variants=("cooperative",)))
    s.food = 40
    for p in s.players:
        p.hand.clear()
    end_round(s)
    assert s.objective_met and s.winners == [0, 1, 2]
    s2 = quiet(rc_game(variants=("cooperative",)))
    s2.rounds_left = 1
    end_round(s2)
    assert s2.over and s2.winners == []


# ============================================================================ CARD
def test_card_01_card_text_beats_the_rules():
    """A survivor whose ability says 'no exposure roll when moving' overrides ACT-MOVE-03."""
    scout = survivor_card("scout", 95, ability={
        "text": "never rolls for exposure when moving", "kind": "passive",
        "modifiers": [{"kind": "no_exposure_move"}]})
    content = content_with(survivors={**CONTENT.survivors, "scout": scout})
    s = quiet(game_with_free(content, "scout"))
    seat = turn_seat(s)
    recruit(s, seat, "scout")
    ev = apply(s, Move(actor=seat, survivor="scout", to="school"))
    assert evs(ev, "SurvivorMoved") and not evs(ev, "ExposureRolled")
    s.rng.script = ["blank"]
    ev = apply(s, Move(actor=seat, survivor=s.players[seat].leader, to="school"))
    assert evs(ev, "ExposureRolled")  # everyone else still rolls


def test_card_02_simultaneous_effects_resolve_in_turn_order_from_the_first_player():
    """docs/DECISIONS.md ('Not yet implemented'): the first player does not choose an order;
    effects hitting every player resolve in the fixed, documented order -- turn order
    starting with the first player (colony first, then locations by number, see
    test_colony_10_add_zombies_colony_locations_and_noise)."""
    s = quiet(rc_game(n=4))
    for _ in range(2):  # make the player resolving the card differ from the first player
        apply(s, EndTurn(actor=turn_seat(s)))
    seat = turn_seat(s)
    assert seat != s.first_player
    ev = play(s, seat, "t_each_lose")
    order = [e.data["player"] for e in evs(ev, "CardRemoved")]
    fp = s.first_player
    assert order == [(fp + i) % 4 for i in range(4)]


def test_card_03_no_card_played_while_an_effect_is_being_resolved():
    """ACT-PLAY-06: while a card's choice is pending (a survivor joins), no item can be
    played (bad input: refused, state unchanged)."""
    s = quiet(rc_game())
    seat = turn_seat(s)
    play(s, seat, "police_station_friend")
    assert s.pending["kind"] == "choose_card"
    uid = give(s, seat, "t_morale_up")
    reason = illegal(s, PlayCard(actor=seat, card=uid))
    assert "answer" in reason
    answer_as(s, s.pending["options"][0]["key"])
    m = s.morale
    apply(s, PlayCard(actor=seat, card=uid))  # afterwards it is fine
    assert s.morale == m + 3


def test_card_04_a_number_of_cards_is_a_count_not_printed_values():
    """CRISIS-11: two food cards worth 3 food each are 2 cards."""
    from game.engine.actions import Contribute

    s = quiet(rc_game())
    seat = turn_seat(s)
    s.players[seat].hand.clear()
    give(s, seat, "t_big_food", 1)
    give(s, seat, "t_big_food", 2)
    n = quantity(s, Quantity(q="own_hand", item_type="food"), {"player": seat})
    assert n == 2
    s.crisis = "c0"
    for uid in list(s.players[seat].hand):
        apply(s, Contribute(actor=seat, card=uid))
    ev = end_round(s)
    assert evs(ev, "CrisisResolved")[0].data["score"] == 2


def test_card_05_searching_a_deck_for_a_card_shuffles_it():
    """XROADS-09."""
    s = quiet(rc_game())
    seat = turn_seat(s)
    deck = s.places["police_station"].deck
    before = list(deck)
    weapon = next(c for c in before if s.content.item(c).type == "weapon")
    ev = play(s, seat, "t_search_weapon")
    assert weapon in s.players[seat].hand
    assert sorted(deck) == sorted(c for c in before if c != weapon)
    assert deck != [c for c in before if c != weapon]
    assert evs(ev, "DeckShuffled")


def tie_content():
    twins = {f"tw{i}": survivor_card(f"tw{i}", 50) for i in range(2)}
    return content_with(survivors={**CONTENT.survivors, **twins})


def test_card_06_first_player_breaks_an_overrun_tie():
    """NS-28, DISC-21: equal lowest influence -- the first player chooses, even when it is
    not their turn (vote ties: test_vote_04)."""
    s = quiet(game_with_free(tie_content(), "tw0", "tw1"))
    apply(s, EndTurn(actor=turn_seat(s)))
    seat = turn_seat(s)
    assert seat != s.first_player
    owners = [(seat + 1) % 3, (seat + 2) % 3]
    for sid, owner in zip(("tw0", "tw1"), owners):
        recruit(s, owner, sid, "police_station")
    s.places["police_station"].zombies = [3]
    play(s, seat, "t_z_police_1")
    assert s.pending["kind"] == "tie" and s.pending["player"] == s.first_player
    assert sorted(o["key"] for o in s.pending["options"]) == ["tw0", "tw1"]
    illegal(s, Answer(actor=seat, key="tw0"))  # not the active player's choice
    ev = answer_as(s, "tw1")
    assert [k.data["survivor"] for k in evs(ev, "SurvivorKilled")] == ["tw1"]
    assert "tw0" in s.survivors


def test_card_07_once_per_round_survives_a_hand_off():
    """ACT-HANDOFF-02; NS-58: available again next round."""
    s = quiet(rc_game())
    seat = turn_seat(s)
    p = s.players[seat]
    leader, follower = p.leader, p.followers[0]
    uid = give(s, seat, "t_radio")
    apply(s, PlayCard(actor=seat, card=uid, survivor=leader))
    food = s.food
    apply(s, UseEquipment(actor=seat, card=uid))
    assert s.food == food + 1
    apply(s, HandOff(actor=seat, card=uid, to=follower))
    assert "once per round" in illegal(s, UseEquipment(actor=seat, card=uid))
    end_round(s)
    quiet(s)
    while turn_seat(s) != seat:
        apply(s, EndTurn(actor=turn_seat(s)))
    food = s.food
    apply(s, UseEquipment(actor=seat, card=uid))
    assert s.food == food + 1


# ============================================================================ VAR
def test_var_hard_01_hard_side_rest_unchanged():
    s = rc_game(variants=("hardcore",))
    hard = CONTENT.main_objectives["m1"].hard
    assert (s.morale, s.rounds_left, s.food) == (hard.morale, hard.rounds, hard.food)
    assert all(p.secret is not None for p in s.players)  # secret objectives as usual
    assert all(len(p.hand) == 5 for p in s.players)


def test_var_coop_01_hard_side():
    s = rc_game(variants=("cooperative",))
    assert s.morale == CONTENT.main_objectives["m1"].hard.morale == 5


def test_var_coop_02_no_secret_objectives():
    s = rc_game(variants=("cooperative",))
    assert all(p.secret is None for p in s.players)
    assert not evs(new_game(config(3, ("cooperative",)), RC).events, "SecretDealt")


def test_var_coop_03_all_players_win_together():
    """END-06: everyone wins when the objective is completed, whatever their hands."""
    s = quiet(rc_game(variants=("cooperative",)))
    s.players[0].hand.clear()
    s.food = 40
    ev = end_round(s)
    assert evs(ev, "GameEnded")[0].data["winners"] == [0, 1, 2]


def test_var_coop_04_no_exile_vote():
    """EXILE-14 (bad input: refused, state unchanged)."""
    s = quiet(rc_game(variants=("cooperative",)))
    seat = turn_seat(s)
    assert not [a for a in legal_actions(s) if a.type == "exile_vote"]
    illegal(s, CallExileVote(actor=seat, target=(seat + 1) % 3))
    # NS-56: other votes (here a card's) still happen in a cooperative game
    play(s, seat, "t_vote")
    assert s.pending["kind"] == "ballot"


def test_var_coop_05_non_cooperative_cards_are_removed():
    """SETUP-03 (NS-16): non-cooperative items and crossroads leave the game at setup."""
    items = {**RC.items, "nc_item": ItemCard.model_validate({
        "id": "nc_item", "name": "nc", "type": "tool", "deck": "school", "text": "nc",
        "copies": 3, "non_cooperative": True})}
    nc_x = CrossroadsCard.model_validate({**RC.crossroads["x0"].model_dump(), "id": "nc_x",
                                          "non_cooperative": True})
    content = make_content(items=items, crises=RC.crises,
                           crossroads={**RC.crossroads, "nc_x": nc_x})
    coop = new_game(config(3, ("cooperative",)), content)
    assert not any(c.startswith("nc_item") for c in coop.places["school"].deck)
    assert "nc_x" not in coop.crossroads_deck
    normal = new_game(config(3), content)
    assert sum(c.startswith("nc_item") for c in normal.places["school"].deck) == 3
    assert "nc_x" in normal.crossroads_deck


def test_var_2p_01_two_players_follow_the_cooperative_rules():
    """VAR-COOP-01..05 apply: hard side, no secrets, no exile."""
    s = quiet(rc_game(n=2))
    assert s.config.cooperative and "two_player" in s.config.variants
    assert s.morale == 5 and all(p.secret is None for p in s.players)
    illegal(s, CallExileVote(actor=turn_seat(s), target=1 - turn_seat(s)))


def test_var_2p_02_seven_starting_items():
    s = rc_game(n=2)
    assert [len(p.hand) for p in s.players] == [7, 7]


def test_var_2p_03_keep_three_survivors_and_roll_four_dice():
    s = rc_game(n=2)
    assert [len(p.survivors) for p in s.players] == [3, 3]
    assert [len(p.unused) for p in s.players] == [4, 4]
    g = new_game(config(2), RC)
    p = g.players[0]
    from game.engine import IllegalAction
    from game.engine.actions import Draft

    with pytest.raises(IllegalAction):
        apply(g, Draft(actor=0, keep=tuple(p.draft[:2]), leader=p.draft[0]))


def test_var_2p_04_competitive_two_player_games_are_not_supported():
    """DISC-14."""
    with pytest.raises(ValueError):
        GameConfig(seats=[Seat(name="A"), Seat(name="B")])
    with pytest.raises(ValueError):
        GameConfig(seats=[Seat(name="A"), Seat(name="B")],
                   variants=frozenset({"two_player", "betrayer"}))
    with pytest.raises(ValueError):
        GameConfig(seats=[Seat(name=x) for x in "ABC"],
                   variants=frozenset({"cooperative", "betrayer"}))


def _betrayal_rate(n: int, variants: tuple[str, ...], games: int = 150) -> float:
    hits = 0
    for seed in range(games):
        g = new_game(config(n, variants, seed=seed), RC)
        kinds = [RC.secret_objectives[p.secret].kind for p in g.players]
        assert kinds.count("betrayal") <= 1
        hits += "betrayal" in kinds
    return hits / games


@pytest.mark.parametrize("n", [3, 4, 5])
def test_var_betr_02_secret_objective_pool_sizes(n):
    """VAR-BETR-01, SETUP-09..11: the pool is 2n non-betrayal + 1 betrayal (Betrayer: n + 1),
    so a betrayer is dealt with probability n/(2n+1) (Betrayer: n/(n+1)).  Fixed seeds: the
    rates are deterministic; the bounds are > 3 standard deviations wide."""
    normal = _betrayal_rate(n, ())
    betrayer = _betrayal_rate(n, ("betrayer",))
    sd = 0.041  # sqrt(p(1-p)/150) <= 0.041
    assert abs(normal - n / (2 * n + 1)) < 3 * sd
    assert abs(betrayer - n / (n + 1)) < 3 * sd
    assert betrayer > normal


def test_var_betr_01_betrayer_variant_deals_normally_otherwise():
    s = rc_game(variants=("betrayer",))
    dealt = [p.secret for p in s.players]
    assert len(set(dealt)) == 3 and all(d is not None for d in dealt)
    assert not set(dealt) & set(s.secret_box)


def test_var_elim_01_last_survivor_lost_eliminates_the_player():
    """NS-35: the hand leaves the game, no new survivor, turns/votes/crisis target skip
    the player."""
    s = quiet(rc_game(variants=("player_elimination",)))
    seat = turn_seat(s)
    p = s.players[seat]
    kill_own(s, seat, p.followers[0])
    hand = [give(s, seat, "can", 1)]
    deck = list(s.survivor_deck)
    ev = kill_own(s, seat, p.leader)
    assert p.eliminated and evs(ev, "PlayerEliminated")
    assert p.survivors == [] and s.survivor_deck == deck
    assert p.hand == [] and set(hand) <= set(s.removed)
    assert s.pending["kind"] == "turn" and turn_seat(s) != seat  # their turn is over
    from game.engine.colony import crisis_target

    assert crisis_target(s) == 2
    seen = set()
    ev = end_round(s)
    for e in evs(ev, "TurnStarted"):
        seen.add(e.data["player"])
    assert seat not in seen
    assert len(p.unused) == 0
    caller = turn_seat(s)
    other = next(q for q in range(3) if q not in (seat, caller))
    ev = apply(s, CallExileVote(actor=caller, target=other))
    assert seat not in evs(ev, "VoteCalled")[0].data["voters"]
    # NS-36: the crossroads drawer skips the eliminated player to the right
    left_of = (seat + 1) % 3
    while s.pending["kind"] == "ballot":
        answer_as(s, "no")
    s.crossroads_deck = ["x0", "x1", "x2"]
    while turn_seat(s) != left_of:
        apply(s, EndTurn(actor=turn_seat(s)))
    assert s.held is not None and s.held["drawer"] == (seat - 1) % 3
