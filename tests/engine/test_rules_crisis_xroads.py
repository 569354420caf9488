"""Rule tests: crisis (CRISIS) and crossroads (XROADS).  See shared/rules/RULES.md."""

from __future__ import annotations

from game.engine import apply, redact
from game.engine.actions import Answer, Contribute, EndTurn, Move, Search
from game.engine.config import RulesOptions
from game.engine.state import COLONY
from tests.engine.rules_kit import (
    answer_as,
    end_round,
    evs,
    give,
    illegal,
    quiet,
    rc_game,
    turn_seat,
)


def crisis_game(crisis: str, **kw):
    s = quiet(rc_game(**kw))
    s.crisis = crisis
    if crisis in s.crisis_deck:
        s.crisis_deck.remove(crisis)
    for p in s.players:
        p.hand.clear()
    return s


def contribute(s, seat, cid, n=1):
    uid = give(s, seat, cid, n)
    return apply(s, Contribute(actor=seat, card=uid))


def resolved(ev):
    r = evs(ev, "CrisisResolved")
    assert len(r) == 1
    return r[0].data


# ============================================================================ CRISIS
def test_crisis_12_worked_example_three_fuel_one_weapon():
    """3 non-exiled players, a fuel crisis, 3 fuel + 1 weapon added: 3 - 1 = 2 < 3, so the
    crisis effect (-1 morale) applies (CRISIS-04, CRISIS-06)."""
    s = crisis_game("c1")  # prevent: fuel
    assert s.content.crises["c1"].prevent == ["fuel"]
    first = turn_seat(s)
    contribute(s, first, "jerrycan", 1)
    contribute(s, first, "jerrycan", 2)
    apply(s, EndTurn(actor=first))
    second = turn_seat(s)
    contribute(s, second, "jerrycan", 3)
    contribute(s, second, "bat", 1)
    morale = s.morale
    ev = end_round(s)
    r = resolved(ev)
    assert (r["score"], r["target"], r["prevented"], r["cards"]) == (2, 3, False, 4)
    assert sorted(e.data["delta"] for e in evs(ev, "ContributionRevealed")) == [-1, 1, 1, 1]
    assert [m.data["reason"] for m in evs(ev, "MoraleChanged")] == ["c1"]
    assert s.morale == morale - 1


def test_crisis_01_one_crisis_per_round_revealed_then_resolved():
    s = rc_game()
    first = s.crisis
    assert first is not None and first not in s.crisis_deck
    nxt = s.crisis_deck[0]
    ev = end_round(s)
    assert [e.data["crisis"] for e in evs(ev, "CrisisResolved")] == [first]
    assert [e.data["crisis"] for e in evs(ev, "CrisisRevealed")] == [nxt]
    assert s.crisis == nxt and s.crises_done == [first]


def test_crisis_02_cards_are_added_during_player_turns():
    s = crisis_game("c0")
    seat = turn_seat(s)
    ev = contribute(s, seat, "can")
    assert [c[0] for c in s.contributions] == ["can#1"]
    assert "can#1" not in s.players[seat].hand
    e = evs(ev, "CardContributed")[0]
    other = (seat + 1) % 3
    assert redact(e, other).secret is None  # face down (ACT-CONTRIB-02)
    assert redact(e, seat).secret == {"card": "can#1"}


def test_crisis_03_contributions_shuffled_and_revealed_one_at_a_time():
    orders = set()
    for seed in range(1, 7):
        s = crisis_game("c0", seed=seed)
        seat = turn_seat(s)
        added = []
        for cid in ("can", "jerrycan", "bat", "bandage"):
            contribute(s, seat, cid)
            added.append(f"{cid}#1")
        ev = end_round(s)
        rev = evs(ev, "ContributionRevealed")
        assert [e.data["index"] for e in rev] == [0, 1, 2, 3]
        assert sorted(e.data["card"] for e in rev) == sorted(added)
        running = 0
        for e in rev:  # the total is kept card by card
            running += e.data["delta"]
            assert e.data["score"] == running
        orders.add(tuple(e.data["card"] for e in rev))
    assert len(orders) > 1  # the reveal order is shuffled, not the order of adding


def test_crisis_04_matching_plus_one_other_minus_one():
    s = crisis_game("k_two")  # prevent: fuel or weapon
    seat = turn_seat(s)
    contribute(s, seat, "jerrycan")
    contribute(s, seat, "bat")
    contribute(s, seat, "can")
    ev = end_round(s)
    deltas = {e.data["card"].split("#")[0]: e.data["delta"]
              for e in evs(ev, "ContributionRevealed")}
    assert deltas == {"jerrycan": 1, "bat": 1, "can": -1}
    assert resolved(ev)["score"] == 1


def test_crisis_05_target_is_the_number_of_non_exiled_players():
    """EXILE-12, DISC-06 (default: exiled players don't count; option counts them)."""
    s = crisis_game("c0")
    s.players[(turn_seat(s) + 1) % 3].exiled = True
    seat = turn_seat(s)
    contribute(s, seat, "can", 1)
    contribute(s, seat, "can", 2)
    morale = s.morale
    r = resolved(end_round(s))
    assert (r["target"], r["prevented"]) == (2, True) and s.morale == morale
    s = crisis_game("c0", options=RulesOptions(crisis_target_counts_exiled=True))
    s.players[(turn_seat(s) + 1) % 3].exiled = True
    seat = turn_seat(s)
    contribute(s, seat, "can", 1)
    contribute(s, seat, "can", 2)
    r = resolved(end_round(s))
    assert (r["target"], r["prevented"]) == (3, False)


def test_crisis_05_the_public_view_shows_the_target_for_this_table():
    """The crisis panel shows N before the crisis resolves (issue 12 item 2)."""
    from game.engine import public_view

    s = crisis_game("c0")
    assert public_view(s)["crisis"]["target"] == 3
    s.players[(turn_seat(s) + 1) % 3].exiled = True
    assert public_view(s)["crisis"]["target"] == 2
    s.crisis = None
    assert public_view(s)["crisis"]["target"] is None


def test_crisis_06_below_target_applies_effect_even_with_no_cards():
    s = crisis_game("c0")
    morale = s.morale
    ev = end_round(s)
    r = resolved(ev)
    assert (r["score"], r["prevented"], r["cards"]) == (0, False, 0)
    assert s.morale == morale - 1


def test_crisis_07_reaching_the_target_prevents_without_bonus():
    s = crisis_game("c0")
    seat = turn_seat(s)
    for n in (1, 2, 3, 4):  # 4 = N + 1: prevented, no bonus
        contribute(s, seat, "can", n)
    morale = s.morale
    ev = end_round(s)
    r = resolved(ev)
    assert (r["score"], r["prevented"], r["bonus"]) == (4, True, False)
    assert s.morale == morale and not evs(ev, "MoraleChanged")


def test_crisis_08_target_plus_two_gains_one_morale():
    """MORALE-05, DISC-25."""
    s = crisis_game("c0")
    seat = turn_seat(s)
    for n in range(1, 6):
        contribute(s, seat, "can", n)
    morale = s.morale
    r = resolved(end_round(s))
    assert (r["score"], r["prevented"], r["bonus"]) == (5, True, True)
    assert s.morale == morale + 1


def test_crisis_09_contributed_cards_are_removed_from_the_game():
    """NS-37: the crisis card itself leaves play too."""
    s = crisis_game("c0")
    seat = turn_seat(s)
    contribute(s, seat, "can")
    contribute(s, seat, "bat")
    end_round(s)
    assert {"can#1", "bat#1"} <= set(s.removed)
    assert not {"can#1", "bat#1"} & set(s.waste)
    assert s.contributions == [] and "c0" in s.crises_done and "c0" not in s.crisis_deck


def test_crisis_10_optional_items_give_the_extra_effect():
    """DECISIONS (CRISIS-10): optional-type cards score 0 and every `per` of them apply the
    optional effect once, prevented or not."""
    s = crisis_game("k_opt")  # prevent food; optional: +2 food per 2 medicine
    seat = turn_seat(s)
    for n in (1, 2, 3):
        contribute(s, seat, "can", n)
    contribute(s, seat, "bandage", 1)
    contribute(s, seat, "bandage", 2)
    contribute(s, seat, "police_station_med", 1)  # a 3rd medicine: no 2nd bonus
    food = s.food
    ev = end_round(s)
    r = resolved(ev)
    assert (r["score"], r["prevented"]) == (3, True)
    meds = [e for e in evs(ev, "ContributionRevealed") if "med" in e.data["card"]
            or "bandage" in e.data["card"]]
    assert [e.data["delta"] for e in meds] == [0, 0, 0]
    paid = evs(ev, "FoodPaid")[0].data["paid"]
    assert s.food == food - paid + 2
    # not prevented: the optional effect still happens
    s = crisis_game("k_opt")
    seat = turn_seat(s)
    contribute(s, seat, "bandage", 1)
    contribute(s, seat, "bandage", 2)
    food, morale = s.food, s.morale
    ev = end_round(s)
    assert resolved(ev)["prevented"] is False
    assert s.food == food - evs(ev, "FoodPaid")[0].data["paid"] + 2
    assert s.morale == morale - 1


def test_crisis_11_quantity_on_a_card_does_not_count():
    """CARD-04, ACT-CONTRIB-03: a food card worth 3 food is still one card (+1)."""
    s = crisis_game("c0")
    seat = turn_seat(s)
    contribute(s, seat, "t_big_food", 1)
    contribute(s, seat, "police_station_food", 1)  # worth 2 food
    r = resolved(end_round(s))
    assert r["score"] == 2 and r["prevented"] is False


# ============================================================================ XROADS
def hold(s, card):
    seat = turn_seat(s)
    s.held = {"card": card, "drawer": (seat - 1) % s.n, "target": seat}
    return seat


def move_one(s, seat, to="school", face="blank"):
    sid = s.players[seat].leader
    s.rng.script = [face]
    return apply(s, Move(actor=seat, survivor=sid, to=to)), sid


def test_xroads_01_player_to_the_right_draws_at_turn_start():
    """The card is secret to the drawer (redacted for everyone else)."""
    s = rc_game()
    seat = turn_seat(s)
    assert s.held["target"] == seat and s.held["drawer"] == (seat - 1) % 3
    top = s.crossroads_deck[0]
    ev = apply(s, EndTurn(actor=seat))
    nxt = turn_seat(s)
    drawn = evs(ev, "CrossroadsDrawn")
    assert len(drawn) == 1
    d = drawn[0]
    assert d.data == {"drawer": (nxt - 1) % 3, "target": nxt}
    assert redact(d, (nxt - 1) % 3).secret == {"card": top}
    assert redact(d, nxt).secret is None and redact(d, None).secret is None
    assert ev.index(d) > ev.index(evs(ev, "TurnStarted")[0])
    assert s.held == {"card": top, "drawer": (nxt - 1) % 3, "target": nxt}


def test_xroads_01_two_players_the_other_player_draws():
    """NS-36: in a 2-player game the drawer is the other player."""
    s = rc_game(n=2)
    seat = turn_seat(s)
    assert s.held["drawer"] == 1 - seat


def test_xroads_02_the_card_concerns_the_active_player():
    """Only the active player's action triggers it, and they choose the option, not the
    drawer (XROADS-05)."""
    s = quiet(rc_game())
    seat = hold(s, "x0")
    ev, _ = move_one(s, seat)
    assert s.pending["kind"] == "crossroads" and s.pending["player"] == seat
    assert evs(ev, "CrossroadsTriggered")[0].data["target"] == seat


def test_xroads_03_trigger_reveals_the_card():
    s = quiet(rc_game())
    seat = hold(s, "x3")
    ev, _ = move_one(s, seat)
    t = evs(ev, "CrossroadsTriggered")
    assert len(t) == 1 and t[0].secret is None
    assert t[0].data["card"] == "x3" and t[0].data["drawer"] == (seat - 1) % 3
    # an action that is not the trigger leaves it hidden
    s2 = quiet(rc_game())
    seat = hold(s2, "x3")
    ev = apply(s2, EndTurn(actor=seat))
    assert not evs(ev, "CrossroadsTriggered")


def test_xroads_04_resolves_after_the_action_is_complete():
    """The move's exposure roll (part of the move) comes before the card."""
    s = quiet(rc_game())
    seat = hold(s, "x0")
    ev, sid = move_one(s, seat, face="wound")
    types = [e.type for e in ev]
    assert types.index("SurvivorMoved") < types.index("ExposureRolled") < types.index(
        "CrossroadsTriggered")
    assert s.survivors[sid].wounds == 1


def test_xroads_05_chosen_option_applies_immediately():
    s = quiet(rc_game())
    seat = hold(s, "x0")
    move_one(s, seat)
    morale = s.morale
    ev = answer_as(s, "1")  # B: -1 morale
    assert s.morale == morale - 1
    assert evs(ev, "CrossroadsResolved")[0].data["option"] == 1
    assert s.pending["kind"] == "turn" and s.pending["player"] == seat


def test_xroads_06_an_option_that_cannot_be_met_must_not_be_chosen():
    s = quiet(rc_game())
    seat = hold(s, "y_req")
    move_one(s, seat)
    opts = {o["key"]: o for o in s.pending["options"]}
    assert opts["0"]["enabled"] is False and opts["1"]["enabled"] is True
    reason = illegal(s, Answer(actor=seat, key="0"))
    assert "can't" in reason or "not" in reason
    food = s.food
    answer_as(s, "2")
    assert s.food == food - 1


def test_xroads_07_triggered_card_is_removed_from_the_game():
    s = quiet(rc_game())
    seat = hold(s, "x1")
    move_one(s, seat)
    answer_as(s, "0")
    assert "x1" in s.crossroads_out and "x1" not in s.crossroads_deck
    assert s.held is None
    apply(s, EndTurn(actor=seat))
    assert "x1" not in s.crossroads_deck


def test_xroads_08_untriggered_card_goes_to_the_bottom():
    s = rc_game()
    seat = turn_seat(s)
    card = s.held["card"]
    ev = apply(s, EndTurn(actor=seat))
    assert evs(ev, "CrossroadsReturned")
    assert s.crossroads_deck[-1] == card and card not in s.crossroads_out


def test_xroads_09_deck_searched_for_a_card_is_shuffled():
    """CARD-05."""
    s = quiet(rc_game())
    seat = hold(s, "y_search")
    move_one(s, seat)
    deck = s.places["police_station"].deck
    before = list(deck)
    weapon = next(c for c in before if s.content.item(c).type == "weapon")
    ev = answer_as(s, "0")
    assert weapon in s.players[seat].hand
    assert sorted(deck) == sorted(c for c in before if c != weapon)
    assert deck != [c for c in before if c != weapon]  # reordered
    assert [e.data["deck"] for e in evs(ev, "DeckShuffled")] == ["police_station"]


def test_xroads_10_survivor_adding_card_blocked_while_colony_full():
    """SURV-03 (helpless count as occupying a space, DISC-09)."""
    s = quiet(rc_game())
    seat = hold(s, "y_friend")
    sid = s.players[seat].leader
    s.survivors[sid].loc = "library"
    s.helpless = s.places[COLONY].spaces - len(s.at(COLONY))
    assert not s.has_space(COLONY)
    s.rng.script = ["blank"]
    ev = apply(s, Move(actor=seat, survivor=sid, to="school"))
    assert not evs(ev, "CrossroadsTriggered") and s.pending["kind"] == "turn"
    assert s.held is not None and s.held["card"] == "y_friend"
    s.crossroads_deck = ["x0", "x1", "x2"]
    apply(s, EndTurn(actor=seat))  # XROADS-08: never triggered, so back to the bottom
    assert s.crossroads_deck[-1] == "y_friend" and "y_friend" not in s.crossroads_out
    # with one space free, the same card triggers
    s2 = quiet(rc_game())
    seat = hold(s2, "y_friend")
    sid = s2.players[seat].leader
    s2.survivors[sid].loc = "library"
    s2.helpless = s2.places[COLONY].spaces - len(s2.at(COLONY)) - 1
    s2.rng.script = ["blank"]
    ev = apply(s2, Move(actor=seat, survivor=sid, to="school"))
    assert evs(ev, "CrossroadsTriggered")


def test_xroads_11_crossroads_can_call_a_vote_of_all_players():
    """VOTE-01."""
    s = quiet(rc_game())
    seat = hold(s, "y_vote")
    move_one(s, seat)
    ev = answer_as(s, "0")
    called = evs(ev, "VoteCalled")
    assert len(called) == 1 and sorted(called[0].data["voters"]) == [0, 1, 2]
    assert s.pending["kind"] == "ballot"
    food = s.food
    for _ in range(3):
        answer_as(s, "yes")
    assert s.food == food + 2


def test_xroads_04_search_trigger_after_search_completes():
    """A search-triggered card resolves only after the whole search, kept card included."""
    s = quiet(rc_game())
    seat = hold(s, "y_search_done")
    sid = s.players[seat].leader
    s.survivors[sid].loc = "police_station"
    s.players[seat].unused = [6]
    apply(s, Search(actor=seat, survivor=sid, die=0))
    assert s.pending["kind"] == "search_more"
    answer_as(s, "noise")  # a 2nd card, so there is a real choice to make
    answer_as(s, "stop")
    assert s.pending["kind"] == "search_keep" and s.held is not None
    ev = answer_as(s, s.pending["options"][0]["key"])
    assert evs(ev, "SearchKept") and evs(ev, "CrossroadsTriggered")
    assert ev.index(evs(ev, "SearchKept")[0]) < ev.index(evs(ev, "CrossroadsTriggered")[0])
