"""Rule tests: killing survivors (KILL), adding survivors and helpless (SURV) and exile
(EXILE).  See shared/rules/RULES.md."""

from __future__ import annotations

from game.engine import apply, redact
from game.engine.actions import (
    Answer,
    Attack,
    CallExileVote,
    Contribute,
    EndTurn,
    Move,
    PlayCard,
    SpendFood,
)
from game.engine.config import RulesOptions
from game.engine.state import COLONY
from tests.engine.factory import CONTENT
from tests.engine.rules_kit import (
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


def kill_own(s, seat, sid, card="t_kill"):
    """Play a 'kill one of your survivors' card and pick ``sid``."""
    ev = play(s, seat, card)
    if s.pending and s.pending["kind"] == "choose_survivor":
        ev += answer_as(s, sid)
    return ev


def exile_by_vote(s, target, relocate="school"):
    """A player calls an exile vote on ``target`` (turns are ended until the active player
    may call one); everybody votes yes; the exiled player's colony survivors go to
    ``relocate`` (blank exposure rolls)."""
    while (s.players[turn_seat(s)].exiled or turn_seat(s) == target
           or s.players[turn_seat(s)].exile_vote_called):
        apply(s, EndTurn(actor=turn_seat(s)))
    caller = turn_seat(s)
    ev = apply(s, CallExileVote(actor=caller, target=target))
    while s.pending and s.pending["kind"] == "ballot":
        ev += answer_as(s, "yes")
    while s.pending and s.pending["kind"] == "exile_relocate":
        s.rng.script = ["blank"]
        keys = [o["key"] for o in s.pending["options"]]
        ev += answer_as(s, relocate if relocate in keys else keys[0])
    return ev


def other(s, k=1):
    return (turn_seat(s) + k) % s.n


# ============================================================================ KILL
def test_kill_01_the_ways_a_survivor_dies():
    """Overrun is ZOMB-07; here: 3 wound tokens (KILL-02), a bite (EXPO-08) and a card
    effect."""
    s = quiet(rc_game())
    seat = turn_seat(s)
    leader, follower = s.players[seat].leader, s.players[seat].followers[0]
    s.survivors[leader].wounds = 2
    ev = play(s, seat, "t_wound")
    ev += answer_as(s, leader)
    assert [k.data["cause"] for k in evs(ev, "SurvivorKilled")] == ["wounds"]
    s.rng.script = ["bite"]
    ev = apply(s, Move(actor=seat, survivor=follower, to="school"))
    assert [k.data["cause"] for k in evs(ev, "SurvivorKilled")] == ["bite"]
    s2 = quiet(rc_game())
    seat = turn_seat(s2)
    target = s2.players[seat].followers[0]
    ev = kill_own(s2, seat, target)
    assert [k.data["survivor"] for k in evs(ev, "SurvivorKilled")] == [target]
    assert target not in s2.survivors


def test_kill_02_wounds_and_frostbite_add_up_to_three():
    s = quiet(rc_game())
    seat = turn_seat(s)
    sid = s.players[seat].leader
    s.survivors[sid].wounds, s.survivors[sid].frost = 1, 0
    play(s, seat, "t_wound")
    answer_as(s, sid)
    assert s.survivors[sid].damage == 2  # two wounds: alive
    s.survivors[sid].wounds, s.survivors[sid].frost = 1, 1
    play(s, seat, "t_wound")
    answer_as(s, sid)
    assert sid not in s.survivors


def test_kill_03_standee_and_card_leave_the_game():
    s = quiet(rc_game())
    seat = turn_seat(s)
    sid = s.players[seat].followers[0]
    ev = kill_own(s, seat, sid)
    assert sid not in s.survivors and sid not in s.at(COLONY)
    assert sid not in s.players[seat].survivors
    assert sid in s.dead and sid not in s.survivor_deck
    assert evs(ev, "SurvivorKilled")[0].data["location"] == COLONY


def test_kill_04_each_death_costs_morale_except_an_exiled_players():
    """EXILE-09, MORALE-02."""
    s = quiet(rc_game())
    seat = turn_seat(s)
    morale = s.morale
    kill_own(s, seat, s.players[seat].followers[0])
    assert s.morale == morale - 1
    s.players[seat].exiled = True
    kill_own(s, seat, s.players[seat].leader)
    assert s.morale == morale - 1


def test_kill_05_equipment_to_hand_at_colony_into_deck_elsewhere():
    """NS-22: elsewhere the items are shuffled into that location's deck."""
    s = quiet(rc_game())
    seat = turn_seat(s)
    leader, follower = s.players[seat].leader, s.players[seat].followers[0]
    for p in s.players:
        p.hand.clear()
    bat1, bat2 = give(s, seat, "bat", 1), give(s, seat, "bat", 2)
    apply(s, PlayCard(actor=seat, card=bat1, survivor=leader))
    apply(s, PlayCard(actor=seat, card=bat2, survivor=follower))
    assert s.survivors[leader].equipped == [bat1]
    kill_own(s, seat, leader)  # at the colony
    assert bat1 in s.players[seat].hand
    s.survivors[follower].loc = "hospital"
    size = len(s.places["hospital"].deck)
    ev = kill_own(s, seat, follower)
    assert bat2 in s.places["hospital"].deck and bat2 not in s.players[seat].hand
    assert len(s.places["hospital"].deck) == size + 1
    assert any(e.data["deck"] == "hospital" for e in evs(ev, "DeckShuffled"))


def test_kill_06_new_leader_named_from_followers():
    s = quiet(rc_game())
    seat = turn_seat(s)
    p = s.players[seat]
    leader = p.leader
    extra = s.survivor_deck[0]
    recruit(s, seat, extra)
    kill_own(s, seat, leader)
    assert s.pending["kind"] == "leader" and s.pending["player"] == seat
    assert sorted(o["key"] for o in s.pending["options"]) == sorted(p.followers)
    ev = answer_as(s, extra)
    assert p.leader == extra and extra not in p.followers
    assert evs(ev, "LeaderChosen")[0].data["survivor"] == extra
    # with a single follower there is nothing to choose
    s2 = quiet(rc_game())
    seat = turn_seat(s2)
    p2 = s2.players[seat]
    f = p2.followers[0]
    kill_own(s2, seat, p2.leader)
    assert p2.leader == f and p2.followers == [] and s2.pending["kind"] == "turn"


def test_kill_07_last_survivor_lost_draws_a_new_leader_and_loses_the_hand():
    s = quiet(rc_game())
    seat = turn_seat(s)
    p = s.players[seat]
    kill_own(s, seat, p.followers[0])
    hand = [give(s, seat, "can", 1), give(s, seat, "bat", 1)]
    top = s.survivor_deck[0]
    ev = kill_own(s, seat, p.leader)
    assert p.leader == top and p.followers == []
    assert s.survivors[top].loc == COLONY and s.survivors[top].owner == seat
    assert p.hand == [] and set(hand) <= set(s.removed)
    assert evs(ev, "SurvivorAdded")[0].data["survivor"] == top
    # an exiled player's new leader joins at a non-colony location (SURV-04)
    s2 = quiet(rc_game())
    seat = turn_seat(s2)
    p2 = s2.players[seat]
    p2.exiled = True
    for sid in p2.survivors:
        s2.survivors[sid].loc = "school"
    kill_own(s2, seat, p2.followers[0])
    top = s2.survivor_deck[0]
    kill_own(s2, seat, p2.leader)
    assert s2.pending["kind"] == "survivor_join"
    assert COLONY not in [o["key"] for o in s2.pending["options"]]
    answer_as(s2, "library")
    assert p2.leader == top and s2.survivors[top].loc == "library"


def test_kill_08_killed_helpless_costs_one_morale():
    s = quiet(rc_game())
    seat = turn_seat(s)
    s.helpless, morale = 2, s.morale
    ev = play(s, seat, "t_helpless_kill")
    assert s.helpless == 1 and s.morale == morale - 1
    assert len(evs(ev, "HelplessKilled")) == 1


def test_kill_09_remove_is_not_kill():
    """MORALE-08: no morale for a removed survivor, but it is 'lost' for KILL-06/07."""
    s = quiet(rc_game())
    seat = turn_seat(s)
    p = s.players[seat]
    leader, follower = p.leader, p.followers[0]
    morale = s.morale
    ev = kill_own(s, seat, leader, card="t_remove")
    assert leader not in s.survivors and s.morale == morale
    assert evs(ev, "SurvivorKilled")[0].data["removed"] is True
    assert p.leader == follower  # KILL-06
    top = s.survivor_deck[0]
    kill_own(s, seat, follower, card="t_remove")
    assert p.leader == top and s.morale == morale  # KILL-07


def test_kill_10_third_wound_kills_at_once():
    """No decision (e.g. playing medicine) comes between the third wound and the death."""
    s = quiet(rc_game())
    seat = turn_seat(s)
    sid = s.players[seat].leader
    s.survivors[sid].wounds = 2
    give(s, seat, "bandage", 1)
    s.rng.script = ["wound"]
    ev = apply(s, Move(actor=seat, survivor=sid, to="school"))
    types = [e.type for e in ev]
    i = types.index("WoundAdded")
    assert types[i + 1] == "SurvivorKilled"
    assert sid not in s.survivors and s.pending["kind"] == "turn"


# ============================================================================ SURV
def test_surv_01_added_survivor_joins_followers_at_the_colony():
    s = quiet(rc_game())
    seat = turn_seat(s)
    top2 = s.survivor_deck[:2]
    play(s, seat, "police_station_friend")  # draw 2, keep 1
    assert s.pending["kind"] == "choose_card" and s.pending["player"] == seat
    assert [o["key"] for o in s.pending["options"]] == top2
    ev = answer_as(s, top2[1])
    p = s.players[seat]
    assert top2[1] in p.followers and s.survivors[top2[1]].loc == COLONY
    assert evs(ev, "SurvivorAdded")[0].data["location"] == COLONY
    assert top2[0] in s.survivor_deck and top2[0] not in s.survivors


def test_surv_02_new_survivor_acts_now_but_its_die_comes_next_round():
    s = quiet(rc_game())
    seat = turn_seat(s)
    dice = len(s.players[seat].unused)
    play(s, seat, "police_station_friend")
    new = s.pending["options"][0]["key"]
    answer_as(s, new)
    assert len(s.players[seat].unused) == dice
    s.rng.script = ["blank"]
    ev = apply(s, Move(actor=seat, survivor=new, to="school"))
    assert evs(ev, "SurvivorMoved")
    end_round(s)
    assert len(s.players[seat].unused) == 1 + 3


def test_surv_03_no_survivor_card_while_the_colony_is_full():
    """ACT-PLAY-07; helpless count as occupying spaces (DISC-09/NS-30)."""
    s = quiet(rc_game())
    seat = turn_seat(s)
    s.helpless = s.places[COLONY].spaces - len(s.at(COLONY))
    for cid in ("police_station_friend", "t_helpless"):
        uid = give(s, seat, cid)
        reason = illegal(s, PlayCard(actor=seat, card=uid))
        assert "space" in reason
    s.helpless -= 1
    apply(s, PlayCard(actor=seat, card="t_helpless#1"))
    assert s.helpless == s.places[COLONY].spaces - len(s.at(COLONY))


def test_surv_04_exiled_players_new_survivor_goes_outside():
    """EXILE-06, NS-31; the full colony does not block an exiled player (ACT-PLAY-07)."""
    s = quiet(rc_game())
    seat = turn_seat(s)
    p = s.players[seat]
    p.exiled = True
    for sid in p.survivors:
        s.survivors[sid].loc = "school"
    s.helpless = s.places[COLONY].spaces - len(s.at(COLONY))
    play(s, seat, "police_station_friend")
    new = s.pending["options"][0]["key"]
    answer_as(s, new)
    assert s.pending["kind"] == "survivor_join" and s.pending["player"] == seat
    keys = [o["key"] for o in s.pending["options"]]
    assert COLONY not in keys and "hospital" in keys
    ev = answer_as(s, "hospital")
    assert s.survivors[new].loc == "hospital" and new in p.followers
    assert not evs(ev, "ExposureRolled")  # a placement, not a move (NS-54)


def test_surv_05_helpless_added_as_tokens_at_the_colony():
    s = quiet(rc_game())
    seat = turn_seat(s)
    h, spaces = s.helpless, s.places[COLONY].spaces - s.occupied(COLONY)
    ev = play(s, seat, "t_helpless")
    assert s.helpless == h + 1
    assert s.places[COLONY].spaces - s.occupied(COLONY) == spaces - 1
    assert evs(ev, "HelplessAdded")[0].data["value"] == h + 1


def test_surv_06_helpless_count_for_food_and_zombies():
    """COLONY-03/COLONY-10 with only helpless at the colony: 5 tokens -> 3 food, 3
    zombies."""
    s = quiet(rc_game())
    for sv in s.survivors.values():
        sv.loc = "school"
    s.helpless = 5
    s.places["school"].zombies = [0]
    ev = end_round(s)
    assert evs(ev, "FoodPaid")[0].data["paid"] == 3
    assert sum(s.places[COLONY].zombies) == 3


def test_surv_07_helpless_give_no_dice_and_cannot_be_attacked():
    """They are never the lowest-influence survivor (ZOMB-15) and die only by effects or an
    overrun with only helpless present (ZOMB-08, KILL-08)."""
    s = quiet(rc_game())
    s.helpless = 10
    end_round(s)
    for p in s.players:
        assert len(p.unused) == 1 + len(p.survivors)
    seat = turn_seat(s)
    s.players[seat].unused = [6]
    from game.engine import legal_actions

    targets = {a.target for a in legal_actions(s) if a.type == "attack"}
    assert all(t.startswith("s:") and t[2:] in s.survivors for t in targets
               if not t.startswith("z"))
    illegal(s, Attack(actor=seat, survivor=s.players[seat].leader, die=0, target="s:helpless"))
    # an overrun with survivors present kills a survivor, never a helpless token
    s.places[COLONY].zombies[0] = 3
    h = s.helpless
    ev = play(s, seat, "t_z_colony_1")
    assert s.helpless == h and len(evs(ev, "SurvivorKilled")) == 1


def test_surv_08_exiled_player_cannot_add_helpless():
    """EXILE-05: the instruction is ignored."""
    s = quiet(rc_game())
    seat = turn_seat(s)
    s.players[seat].exiled = True
    for sid in s.players[seat].survivors:
        s.survivors[sid].loc = "school"
    h = s.helpless
    ev = play(s, seat, "t_helpless")
    assert s.helpless == h and not evs(ev, "HelplessAdded")


def test_surv_08_crisis_helpless_not_blocked_by_an_exiled_first_player():
    """A crisis adds helpless to the colony; it is no instruction to an exiled player, even
    when the (exiled) first player resolves the crisis's choices."""
    s = quiet(rc_game())
    s.crisis = "k_helpless"
    s.players[s.first_player].exiled = True
    for sid in s.players[s.first_player].survivors:
        s.survivors[sid].loc = "school"
    h = s.helpless
    ev = end_round(s)
    assert not evs(ev, "CrisisResolved")[0].data["prevented"]
    assert s.helpless == h + 2


def test_surv_10_some_effects_need_a_human_survivor():
    human = survivor_card("hum", 90)
    chimp = survivor_card("chimp", 91, human=False)
    content = content_with(survivors={**CONTENT.survivors, "hum": human, "chimp": chimp})
    s = quiet(game_with_free(content, "chimp", "hum"))
    seat = turn_seat(s)
    recruit(s, seat, "chimp")
    recruit(s, seat, "hum")
    uid = give(s, seat, "t_human_only")
    reason = illegal(s, PlayCard(actor=seat, card=uid, survivor="chimp"))
    assert "requirement" in reason
    food = s.food
    apply(s, PlayCard(actor=seat, card=uid, survivor="hum"))
    assert s.food == food + 1 and s.survivors["hum"].wounds == 1


# ============================================================================ EXILE
def test_exile_01_passed_exile_vote_exiles_the_target():
    """ACT-EXVOTE-02."""
    s = quiet(rc_game())
    target = other(s)
    ev = exile_by_vote(s, target)
    assert s.players[target].exiled
    assert [e.data["player"] for e in evs(ev, "PlayerExiled")] == [target]
    # a failed vote exiles nobody
    s2 = quiet(rc_game())
    target = other(s2)
    apply(s2, CallExileVote(actor=turn_seat(s2), target=target))
    while s2.pending["kind"] == "ballot":
        answer_as(s2, "no")
    assert not s2.players[target].exiled


def test_exile_02_exiled_player_draws_an_exiled_objective():
    s = quiet(rc_game())
    target = other(s)
    top = s.exiled_deck[0]
    secret = s.players[target].secret
    ev = exile_by_vote(s, target)
    assert s.players[target].exiled_secret == top and top not in s.exiled_deck
    assert s.players[target].secret == secret  # DISC-13: the card says how it changes it
    d = evs(ev, "ExiledObjectiveDrawn")[0]
    assert redact(d, target).secret == {"card": top}
    assert redact(d, turn_seat(s)).secret is None


def test_exile_03_colony_survivors_move_out_with_exposure():
    """DISC-18: the relocation is a normal move with an exposure roll, the destination is
    the player's choice, and it does not use the survivors' move."""
    s = quiet(rc_game())
    target = other(s)
    mine = list(s.players[target].survivors)
    apply(s, CallExileVote(actor=turn_seat(s), target=target))
    while s.pending["kind"] == "ballot":
        answer_as(s, "yes")
    rolls = []
    for dest in ("school", "library"):
        assert s.pending["kind"] == "exile_relocate" and s.pending["player"] == target
        assert COLONY not in [o["key"] for o in s.pending["options"]]
        s.rng.script = ["blank"]
        ev = answer_as(s, dest)
        rolls += evs(ev, "ExposureRolled")
    assert sorted(s.survivors[x].loc for x in mine) == ["library", "school"]
    assert len(rolls) == 2
    assert all(s.survivors[x].moved == -1 for x in mine)
    # they may still make their own move in their turn (and never back to the colony)
    while turn_seat(s) != target:
        apply(s, EndTurn(actor=turn_seat(s)))
    s.rng.script = ["blank"]
    apply(s, Move(actor=target, survivor=mine[0], to="hospital"))
    illegal(s, Move(actor=target, survivor=mine[1], to=COLONY))


def test_exile_03_relocation_exposure_option_off():
    s = quiet(rc_game(options=RulesOptions(exile_relocation_exposure=False)))
    target = other(s)
    ev = exile_by_vote(s, target)
    assert not evs(ev, "ExposureRolled")
    assert all(s.survivors[x].loc != COLONY for x in s.players[target].survivors)


def test_exile_04_exiled_player_cannot_contribute():
    """ACT-CONTRIB-04: bad input is refused with a reason and the state is unchanged."""
    s = quiet(rc_game())
    s.crisis = "c0"
    seat = turn_seat(s)
    s.players[seat].exiled = True
    uid = give(s, seat, "can")
    reason = illegal(s, Contribute(actor=seat, card=uid))
    assert "exiled" in reason
    from game.engine import legal_actions

    assert not [a for a in legal_actions(s) if a.type == "contribute"]


def test_exile_07_exiled_food_cards_raise_a_die_instead_of_food_tokens():
    """ACT-FOOD-02; EXILE-07: raising a die with a food card spends no food token and
    gains none (the card's effect is replaced)."""
    s = quiet(rc_game())
    seat = turn_seat(s)
    p = s.players[seat]
    p.exiled = True
    p.unused = [2, 5]
    reason = illegal(s, SpendFood(actor=seat, die=0))
    assert "exiled" in reason
    food = s.food
    uid = give(s, seat, "can")
    reason = illegal(s, PlayCard(actor=seat, card=uid, die=2))  # no such die
    assert "unused" in reason
    apply(s, PlayCard(actor=seat, card=uid, die=0))
    assert p.unused == [3, 5] and s.food == food
    assert uid in s.removed and uid not in s.waste


def test_exile_08_exiled_players_do_not_vote():
    """VOTE-05; NS-32: nor may they call an exile vote."""
    s = quiet(rc_game())
    exiled = other(s, 2)
    s.players[exiled].exiled = True
    seat = turn_seat(s)
    ev = apply(s, CallExileVote(actor=seat, target=other(s, 1)))
    assert exiled not in evs(ev, "VoteCalled")[0].data["voters"]
    voters = []
    while s.pending["kind"] == "ballot":
        voters.append(s.pending["player"])
        if s.pending["player"] != exiled:
            illegal(s, Answer(actor=exiled, key="yes"))
        answer_as(s, "no")
    assert exiled not in voters and len(voters) == 2
    while turn_seat(s) != exiled:
        apply(s, EndTurn(actor=turn_seat(s)))
    reason = illegal(s, CallExileVote(actor=exiled, target=(exiled + 1) % 3))
    assert "exiled" in reason


def test_exile_09_exiled_players_dead_cost_no_morale():
    s = quiet(rc_game())
    seat = turn_seat(s)
    s.players[seat].exiled = True
    morale = s.morale
    ev = kill_own(s, seat, s.players[seat].followers[0])
    assert evs(ev, "SurvivorKilled") and s.morale == morale


def test_exile_10_exiled_players_cards_leave_the_game():
    """ACT-PLAY-08."""
    s = quiet(rc_game())
    seat = turn_seat(s)
    s.players[seat].exiled = True
    waste = list(s.waste)
    play(s, seat, "t_note")  # an ordinary card
    assert "t_note#1" in s.removed and s.waste == waste
    s2 = quiet(rc_game())
    seat = turn_seat(s2)
    play(s2, seat, "t_note")
    assert s2.waste[-1] == "t_note#1"


def test_exile_11_two_exiled_non_betrayers_end_the_game():
    """MORALE-06, END-01."""
    s = quiet(rc_game())
    a, b = other(s, 1), other(s, 2)
    s.players[a].secret = s.players[b].secret = "n0"
    exile_by_vote(s, a)
    assert not s.over
    exile_by_vote(s, b)
    assert s.morale == 0 and s.over and s.end_reason == "morale"


def test_exile_11_a_betrayer_does_not_count():
    """DISC-22: an exiled betrayer does not count towards the two."""
    s = quiet(rc_game())
    a, b = other(s, 1), other(s, 2)
    s.players[a].secret, s.players[b].secret = "b0", "n0"
    exile_by_vote(s, a)
    exile_by_vote(s, b)
    assert s.players[a].exiled and s.players[b].exiled
    assert not s.over and s.morale > 0


def test_exile_11_two_innocents_among_three_exiled():
    """A betrayer exiled first does not shield two later-exiled non-betrayers."""
    s = quiet(rc_game(n=5))
    seat = turn_seat(s)
    b, x, y = [(seat + k) % 5 for k in (1, 2, 3)]
    s.players[b].secret = "b0"
    s.players[x].secret = s.players[y].secret = "n0"
    exile_by_vote(s, b)
    exile_by_vote(s, x)
    assert not s.over
    exile_by_vote(s, y)
    assert s.over and s.morale == 0


def test_exile_14_no_exile_in_cooperative_or_two_player():
    """VAR-COOP-04, ACT-EXVOTE-03."""
    for n, variants in ((3, ("cooperative",)), (2, ())):
        s = quiet(rc_game(n=n, variants=variants))
        seat = turn_seat(s)
        reason = illegal(s, CallExileVote(actor=seat, target=(seat + 1) % n))
        assert "cooperative" in reason
