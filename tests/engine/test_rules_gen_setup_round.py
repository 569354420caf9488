"""Rule tests for RULES.md sections GEN (general), SETUP and ROUND (untagged rules only)."""

from __future__ import annotations

import json
from collections import Counter
from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import ValidationError

from game.content.loader import load_base
from game.content.schema import (
    CrisisCard,
    CrossroadsCard,
    ItemCard,
    MainObjective,
    SecretObjective,
    SurvivorCard,
)
from game.engine import (
    GameConfig,
    IllegalAction,
    RulesOptions,
    Seat,
    apply,
    legal_actions,
    new_game,
    player_view,
    public_view,
    redact,
    setup_events,
    state_hash,
)
from game.engine import board as B
from game.engine.actions import (
    Answer,
    Attack,
    Barricade,
    CallExileVote,
    Draft,
    Move,
    PlayCard,
    Search,
    SpendFood,
)
from game.engine.rng import EXPOSURE_FACES, Rng
from tests.engine.factory import CONTENT, LOCS, config, make_content, started
from tests.engine.kit_gen_act_expo import (
    COLONY,
    content_with,
    end_turn,
    kinds,
    of,
    place,
    play_round_out,
    rejects,
    say,
    seats,
    table,
)

STANDARD = {"police_station", "grocery_store", "school", "gas_station", "library", "hospital"}


@cache
def base_content():
    return load_base()


def _drafted(s):
    """Finish the draft: every player keeps their first dealt survivors."""
    while s.pending and s.pending["kind"] == "draft":
        p = s.players[s.pending["player"]]
        k = 3 if "two_player" in s.config.variants else 2
        apply(s, Draft(actor=p.seat, keep=tuple(p.draft[:k]), leader=p.draft[0]))
    return s


# ============================================================================ GEN
def test_gen_01_two_to_five_players_two_means_two_player_variant() -> None:
    """DISC-14: exactly 2 players always play the (cooperative) 2-player variant."""
    for n in (1, 6):
        with pytest.raises(ValidationError):
            GameConfig(seats=[Seat(name=f"P{i}") for i in range(n)])
    with pytest.raises(ValidationError, match="2-player"):
        GameConfig(seats=[Seat(name="A"), Seat(name="B")])
    for n in (3, 4, 5):
        s = started(n=n)
        assert s.n == n and not s.config.cooperative
    s = started(n=2, variants=("two_player",))
    assert s.config.cooperative
    assert all(p.secret is None for p in s.players)


def test_gen_02_shared_main_objective_individual_victory() -> None:
    s = table()
    a, b, c = seats(s)
    s.players[a].secret, s.players[b].secret, s.players[c].secret = "n0", "n1", "b0"
    s.players[b].hand = []  # n1 needs one card in hand at the end
    s.food = 40  # the one main objective (30 food) is met at the Colony Phase check
    events = play_round_out(s)
    assert s.over and s.objective_met
    ended = of(events, "GameEnded")[0].data
    assert ended["objective_met"] is True
    assert s.winners == [a]  # same main objective, different individual results
    assert ended["results"][str(b)]["won"] is False
    assert ended["results"][str(c)]["won"] is False


def test_gen_03_clockwise_is_the_next_seat_right_is_the_previous() -> None:
    """XROADS-01 drawer and COLONY-16 token direction use the same seating (DISC-03)."""
    s = table(n=4)
    s.crossroads_deck = ["x0", "x1", "x2", "x3", "x4"]
    first = s.first_player
    events = play_round_out(s)
    turns = [e.data["player"] for e in of(events, "TurnStarted")]
    assert turns[:3] == [(first + 1) % 4, (first + 2) % 4, (first + 3) % 4]  # to the left
    for e in of(events, "CrossroadsDrawn")[:3]:
        assert e.data["drawer"] == (e.data["target"] - 1) % 4  # player to the right
    passed = of(events, "FirstPlayerPassed")[0].data
    assert passed == {"from": first, "to": (first - 1) % 4}  # token passes to the right
    assert s.first_player == (first - 1) % 4


def test_gen_04_colony_and_six_standard_locations_colony_never_searched() -> None:
    s = new_game(config(3), base_content())
    assert set(s.places) == STANDARD | {COLONY}
    assert "graveyard" not in s.places
    s = table()
    me, _, _ = seats(s)
    place(s, {me: [("s01", COLONY)]})
    s.players[me].unused = [6]
    rejects(s, Search(actor=me, survivor="s01", die=0), "colony can never be searched")


def test_gen_05_colony_has_six_entrances_locations_one() -> None:
    s = table()
    assert len(s.colony().zombies) == 6 and len(s.colony().barricades) == 6
    for lid in LOCS:
        assert len(s.places[lid].zombies) == 1 and len(s.places[lid].barricades) == 1
    me, _, _ = seats(s)
    place(s, {me: [("s01", COLONY), ("s02", "school")]})
    s.players[me].unused = [1, 1]
    apply(s, Barricade(actor=me, survivor="s01", die=0, entrance=5))  # 6th colony entrance
    assert s.colony().barricades == [0, 0, 0, 0, 0, 1]
    rejects(s, Barricade(actor=me, survivor="s02", die=0, entrance=1), "no such entrance")


def test_gen_06_one_object_per_entrance_space_survivors_in_survivor_spaces() -> None:
    s = table()
    me, nxt, _ = seats(s)
    place(s, {me: [("s01", "school"), ("s02", COLONY)],
              nxt: [("s03", "library"), ("s04", "library"), ("s05", "library")]})
    s.places["school"].zombies = [2]  # 3 entrance spaces: 2 zombies + room for 1 object
    s.players[me].unused = [1, 1]
    apply(s, Barricade(actor=me, survivor="s01", die=0))
    assert s.places["school"].free(0) == 0
    rejects(s, Barricade(actor=me, survivor="s01", die=0), "no empty space")
    # survivor spaces: the library's 3 spaces are full
    rejects(s, Move(actor=me, survivor="s02", to="library"), "no empty survivor space")


def test_gen_07_each_player_one_leader_and_followers() -> None:
    """KILL-06: when the leader dies a follower becomes the leader."""
    s = table()
    for p in s.players:
        assert p.leader is not None and p.leader not in p.followers
        assert p.survivors == [p.leader, *p.followers]
        assert all(s.survivors[sid].owner == p.seat for sid in p.survivors)
    me, nxt, _ = seats(s)
    place(s, {me: [("s01", COLONY), ("s02", COLONY)], nxt: [("s03", COLONY)]})
    s.survivors["s01"].wounds = 2
    s.rng.script = ["wound"]
    apply(s, Move(actor=me, survivor="s01", to="school"))
    assert "s01" not in s.survivors
    assert s.players[me].leader == "s02" and s.players[me].followers == []


def test_gen_08_helpless_survivors_are_uncontrolled_tokens() -> None:
    s = table()
    me, nxt, _ = seats(s)
    s.helpless = 9
    assert all(sv.owner in range(s.n) for sv in s.survivors.values())
    assert len(s.survivors) == 6  # the 9 helpless are tokens, not survivors
    p = s.players[me]
    p.unused = [6]
    rejects(s, Attack(actor=me, survivor=p.leader, die=0, target="s:helpless"),
            "helpless")
    play_round_out(s)
    for q in s.players:  # helpless survivors give nobody a die
        assert len(q.unused) == 1 + len(q.survivors)


def test_gen_10_first_player_takes_first_turn_and_breaks_ties() -> None:
    """CARD-06, DISC-21: the first player decides a tied vote."""
    s = table(n=4)
    first = s.first_player
    assert s.active == first
    events = play_round_out(s)
    new_first = s.first_player
    assert of(events, "TurnStarted")[-1].data["player"] == new_first  # first turn of round 2
    # a 2–2 exile vote: the first player breaks the tie
    target = (new_first + 2) % 4
    apply(s, CallExileVote(actor=new_first, target=target))
    for vote in ("yes", "yes", "no", "no"):
        assert s.pending["kind"] == "ballot"
        say(s, vote)
    assert s.pending["kind"] == "vote_tie" and s.pending["player"] == new_first
    events = say(s, "no")
    assert of(events, "VoteResolved")[0].data["passed"] is False
    assert not s.players[target].exiled


@given(st.integers(min_value=0, max_value=2**40))
def test_gen_11_action_dice_one_to_six_exposure_faces(seed: int) -> None:
    """NS-19: the exposure die has 12 faces: 6 blank, 3 wound, 2 frostbite, 1 bite."""
    rng = Rng.from_seed(seed)
    rolls = [rng.d6() for _ in range(60)]
    assert set(rolls) <= {1, 2, 3, 4, 5, 6}
    assert set(rng.exposure() for _ in range(30)) <= {"blank", "wound", "frostbite", "bite"}
    assert Counter(EXPOSURE_FACES) == {"blank": 6, "wound": 3, "frostbite": 2, "bite": 1}


def test_gen_11_all_six_values_occur() -> None:
    rng = Rng.from_seed(7)
    assert set(rng.d6() for _ in range(200)) == {1, 2, 3, 4, 5, 6}
    assert set(rng.exposure() for _ in range(300)) == {"blank", "wound", "frostbite", "bite"}


def test_gen_12_roll_a_die_uses_a_common_die_not_a_pool_die() -> None:
    """LN-08 random location: the die is rolled from the common supply."""
    flare = {"id": "flare", "name": "Flare", "type": "tool", "kind": "event",
             "deck": "hospital", "text": "zombie at a random location",
             "effect": [{"op": "zombies_add", "at": "random", "count": 1}]}
    s = table(content=content_with(items=(flare,)))
    me, _, _ = seats(s)
    p = s.players[me]
    s.places["hospital"].deck.remove("flare#1")
    p.hand = ["flare#1"]
    p.unused, p.used = [2, 5], [4]
    s.rng.script = [3]  # location number 3 = school
    apply(s, PlayCard(actor=me, card="flare#1"))
    assert s.places["school"].zombies == [1]
    assert p.unused == [2, 5] and p.used == [4]  # no pool die was taken or rolled


def test_gen_13_removed_cards_leave_the_game_for_good() -> None:
    s = table()
    me, _, _ = seats(s)
    place(s, {me: [("s01", "school")]})
    s.places["school"].zombies = [1]
    p = s.players[me]
    s.places["school"].deck.remove("school_gun#1")
    p.hand = ["school_gun#1"]
    s.rng.script = ["blank"]
    apply(s, PlayCard(actor=me, card="school_gun#1", survivor="s01"))  # an event item
    assert "school_gun#1" in s.removed
    everywhere = [c for q in s.players for c in q.hand] + s.waste + s.box + [
        c for pl in s.places.values() for c in pl.deck]
    assert "school_gun#1" not in everywhere
    assert all(getattr(a, "card", None) != "school_gun#1" for a in legal_actions(s))


def test_gen_14_influence_value_decides_lowest_influence() -> None:
    """EXPO-09: the bite spreads by the printed influence value, whatever the ids."""
    for low_inf, expect in ((None, "s02"), (99, "s05")):
        content = content_with(survivors={"s02": {"influence": low_inf}}) if low_inf else None
        s = table(content=content)
        me, nxt, _ = seats(s)
        place(s, {me: [("s09", COLONY), ("s05", "school")], nxt: [("s02", "school")]})
        s.rng.script = ["bite"]
        apply(s, Move(actor=me, survivor="s09", to="school"))
        assert s.pending["kind"] == "bite_spread"
        assert s.pending["ctx"]["sid"] == expect


# ============================================================================ SETUP
def test_setup_01_configuration_is_fixed_and_validated_first() -> None:
    cfg = config(3, ("hardcore", "betrayer", "player_elimination"))
    with pytest.raises(ValidationError):
        cfg.seed = 5  # type: ignore[misc]  (frozen)
    for bad in (dict(n=3, variants=("betrayer", "cooperative")),
                dict(n=3, variants=("two_player",)),
                dict(n=3, variants=("nonsense",))):
        with pytest.raises(ValidationError):
            config(bad["n"], bad["variants"])
    with pytest.raises(ValidationError, match="different name"):
        GameConfig(seats=[Seat(name="A"), Seat(name="A"), Seat(name="B")])
    s = new_game(cfg, CONTENT)
    assert s.config == cfg and s.config.variants == {"hardcore", "betrayer",
                                                      "player_elimination"}


def _module_content():
    surv = dict(CONTENT.survivors)
    surv["sx"] = SurvivorCard.model_validate({**CONTENT.survivors["s01"].model_dump(),
                                              "id": "sx", "module": "bandits"})
    crises = dict(CONTENT.crises)
    crises["cx"] = CrisisCard.model_validate({**CONTENT.crises["c0"].model_dump(),
                                              "id": "cx", "module": "raxxon"})
    xr = dict(CONTENT.crossroads)
    xr["xx"] = CrossroadsCard.model_validate({**CONTENT.crossroads["x0"].model_dump(),
                                              "id": "xx", "module": "improvements"})
    secrets = dict(CONTENT.secret_objectives)
    for kind in ("normal", "betrayal", "exiled"):
        base = next(o for o in CONTENT.secret_objectives.values() if o.kind == kind)
        secrets[f"ox_{kind}"] = SecretObjective.model_validate(
            {**base.model_dump(), "id": f"ox_{kind}", "module": "bandits"})
    mains = {"m1": CONTENT.main_objectives["m1"],
             "mx": MainObjective.model_validate({**CONTENT.main_objectives["m1"].model_dump(),
                                                 "id": "mx", "module": "raxxon"})}
    return make_content(survivors=surv, crises=crises, crossroads=xr,
                        secret_objectives=secrets, main_objectives=mains)


def test_setup_02_cards_of_inactive_modules_are_left_out() -> None:
    """SETUP-21: no module is active, so none of its cards or setup is used."""
    content = _module_content()
    for seed in range(25):
        s = new_game(config(5, seed=seed), content)
        assert s.main_objective == "m1"
        everything = (s.survivor_deck + [c for p in s.players for c in p.draft]
                      + s.crisis_deck + s.crossroads_deck + s.exiled_deck
                      + [p.secret for p in s.players])
        for card in ("sx", "cx", "xx", "ox_normal", "ox_betrayal", "ox_exiled"):
            assert card not in everything, (seed, card)


def test_setup_03_cooperative_and_two_player_remove_non_cooperative_cards() -> None:
    """VAR-COOP-05."""
    xr = dict(CONTENT.crossroads)
    xr["xnc"] = CrossroadsCard.model_validate({**CONTENT.crossroads["x0"].model_dump(),
                                               "id": "xnc", "non_cooperative": True})
    items = dict(CONTENT.items)
    for deck in ("starting", "school"):
        items[f"nc_{deck}"] = ItemCard.model_validate(
            {"id": f"nc_{deck}", "name": "Selfish", "type": "tool", "deck": deck,
             "copies": 30, "text": "t", "non_cooperative": True})
    content = make_content(crossroads=xr, items=items)

    def cards(s):
        return set(s.crossroads_deck
                   + [c.split("#")[0] for p in s.players for c in p.hand]
                   + [c.split("#")[0] for c in s.places["school"].deck])

    for variants, n in (((), 3), (("cooperative",), 3), (("two_player",), 2)):
        s = started(n=n, variants=variants, content=content)
        present = {"xnc", "nc_starting", "nc_school"} & cards(s)
        if variants:
            assert present == set(), variants
        else:
            assert present == {"xnc", "nc_starting", "nc_school"}


def test_setup_04_mature_crossroads_removed_on_request() -> None:
    xr = dict(CONTENT.crossroads)
    xr["x18"] = CrossroadsCard.model_validate({**CONTENT.crossroads["x0"].model_dump(),
                                               "id": "x18", "mature": True})
    content = make_content(crossroads=xr)
    kept = new_game(config(3), content)
    assert "x18" in kept.crossroads_deck
    cut = new_game(config(3, remove_mature_crossroads=True), content)
    assert "x18" not in cut.crossroads_deck
    assert len(cut.crossroads_deck) == len(kept.crossroads_deck) - 1


def test_setup_05_colony_and_six_location_cards_are_placed() -> None:
    s = _drafted(new_game(config(4), base_content()))
    assert set(s.places) == STANDARD | {COLONY}
    for lid in STANDARD:
        assert s.places[lid].deck, lid  # every location card has its item deck
    assert s.colony().deck == []


def test_setup_06_each_player_has_a_reference_sheet() -> None:
    s = table()
    for p in s.players:
        me = player_view(s, p.seat)["me"]
        assert me["secret"] == p.secret and me["dice_unused"] == p.unused
        pub = public_view(s)["players"][p.seat]
        assert pub["leader"] == p.leader and pub["followers"] == p.followers
        assert pub["dice_used"] == [] and pub["dice_unused"] == len(p.unused)
    assert len({id(p.unused) for p in s.players}) == s.n  # separate pools


def test_setup_07_main_objective_chosen_or_random_side_by_variant() -> None:
    mains = {"m1": CONTENT.main_objectives["m1"],
             "m2": MainObjective.model_validate({**CONTENT.main_objectives["m1"].model_dump(),
                                                 "id": "m2"})}
    content = make_content(main_objectives=mains)
    assert new_game(config(3, main_objective="m2"), content).main_objective == "m2"
    with pytest.raises(ValueError, match="unknown main objective"):
        new_game(config(3, main_objective="nope"), content)
    picked = {new_game(config(3, seed=i), content).main_objective for i in range(20)}
    assert picked == {"m1", "m2"}  # random when not agreed
    assert new_game(config(3), CONTENT).morale == 6  # normal side
    for variants, n in ((("hardcore",), 3), (("cooperative",), 3), (("two_player",), 2)):
        assert new_game(config(n, variants), CONTENT).morale == 5  # hard side


def test_setup_08_main_objective_setup_instructions() -> None:
    """ZOMB-03: zombies placed at the colony go to entrances 1..6, then 1 again."""
    side = {"morale": 7, "rounds": 9, "food": 3, "helpless": 1,
            "placements": [{"at": "colony", "zombies": 7}, {"at": "school", "zombies": 2},
                           {"at": "grocery_store", "barricades": 1}],
            "goal": {"cond": "compare", "value": {"q": "food"}, "n": 99}, "goal_text": "t"}
    mo = MainObjective.model_validate({"id": "mz", "name": "Z", "duration": "short",
                                       "story": "s", "normal": side,
                                       "hard": {**side, "morale": 4}})
    s = new_game(config(3), make_content(main_objectives={"mz": mo}))
    assert (s.morale, s.rounds_left, s.food, s.helpless) == (7, 9, 3, 1)
    assert s.colony().zombies == [2, 1, 1, 1, 1, 1]
    assert s.places["school"].zombies == [2]
    assert s.places["grocery_store"].barricades == [1]


def _betrayal_share(n: int, variants: tuple[str, ...], content, seeds: int) -> float:
    hits = 0
    for seed in range(seeds):
        s = new_game(config(n, variants, seed=seed), content)
        kinds_ = [content.secret_objectives[p.secret].kind for p in s.players]
        assert kinds_.count("betrayal") <= 1  # SETUP-10: only one betrayal card in the pool
        hits += "betrayal" in kinds_
    return hits / seeds


def test_setup_09_two_non_betrayal_per_player_set_aside() -> None:
    """VAR-BETR-01/02: pool of 2n + 1 (Betrayer: n + 1), so a betrayer is dealt with
    probability n / (2n + 1) (Betrayer: n / (n + 1))."""
    share = _betrayal_share(3, (), CONTENT, 400)
    assert 0.36 < share < 0.50  # 3/7 = 0.43
    share_b = _betrayal_share(3, ("betrayer",), CONTENT, 400)
    assert 0.68 < share_b < 0.82  # 3/4
    s = new_game(config(3), CONTENT)
    dealt = [p.secret for p in s.players]
    nb = {c.id for c in CONTENT.secret_objectives.values() if c.kind in ("normal", "betrayal")}
    assert len(set(dealt)) == 3 and set(dealt) <= nb
    assert set(s.secret_box) | set(dealt) == nb  # the rest went back to the box unseen
    assert len(s.secret_box) + 3 == len(nb)


def test_setup_10_exactly_one_betrayal_card_is_added() -> None:
    secrets = dict(CONTENT.secret_objectives)
    base = CONTENT.secret_objectives["b0"]
    for i in range(2, 12):
        secrets[f"b{i}"] = SecretObjective.model_validate({**base.model_dump(),
                                                            "id": f"b{i}"})
    content = make_content(secret_objectives=secrets)
    # 5 players, Betrayer: pool = 5 normal + 1 betrayal; never 2 betrayers at the table
    share = _betrayal_share(5, ("betrayer",), content, 200)
    assert 0.75 < share < 0.92  # 5/6


def test_setup_11_one_secret_dealt_face_down_to_each_player() -> None:
    s = new_game(config(4), CONTENT)
    dealt = of(setup_events(s), "SecretDealt")
    assert [e.data["player"] for e in dealt] == [0, 1, 2, 3]
    for e in dealt:
        seat = e.data["player"]
        assert e.visible_to == (seat,) and e.secret == {"card": s.players[seat].secret}
        for other in range(4):
            if other != seat:
                assert redact(e, other).secret is None
        assert redact(e, None).secret is None


def test_setup_12_secret_objectives_stay_secret_none_in_cooperative() -> None:
    """VAR-COOP-02."""
    s = table(n=4)
    for p in s.players:
        for viewer in range(4):
            view = player_view(s, viewer)
            assert view["secrets"] is None
            text = json.dumps(view)
            if viewer == p.seat:
                assert view["me"]["secret"] == p.secret
            else:
                assert f'"{p.secret}"' not in text
        assert f'"{p.secret}"' not in json.dumps(public_view(s))
    for variants, n in ((("cooperative",), 3), (("two_player",), 2)):
        s = started(n=n, variants=variants)
        assert all(p.secret is None for p in s.players)


def test_setup_13_crisis_deck_is_shuffled_top_card_revealed_first() -> None:
    orders = set()
    for seed in range(8):
        s = new_game(config(3, seed=seed), CONTENT)
        assert sorted(s.crisis_deck) == sorted(CONTENT.crises)
        orders.add(tuple(s.crisis_deck))
        top = s.crisis_deck[0]
        _drafted(s)
        assert s.crisis == top and top not in s.crisis_deck
    assert len(orders) > 1


def test_setup_14_survivor_exiled_and_crossroads_decks_shuffled() -> None:
    orders = {"sv": set(), "ex": set(), "xr": set()}
    for seed in range(8):
        s = new_game(config(3, seed=seed), CONTENT)
        dealt = [c for p in s.players for c in p.draft]
        assert sorted(s.survivor_deck + dealt) == sorted(CONTENT.survivors)
        assert sorted(s.exiled_deck) == ["e0", "e1"]
        assert sorted(s.crossroads_deck) == sorted(CONTENT.crossroads)
        orders["sv"].add(tuple(s.survivor_deck))
        orders["ex"].add(tuple(s.exiled_deck))
        orders["xr"].add(tuple(s.crossroads_deck))
    assert all(len(v) > 1 for v in orders.values())


def test_setup_15_five_starting_items_each_seven_with_two_players() -> None:
    """VAR-2P-02."""
    starting = set(CONTENT.item_uids("starting"))
    for n, variants, size in ((3, (), 5), (5, (), 5), (2, ("two_player",), 7)):
        s = new_game(config(n, variants), CONTENT)
        hands = [c for p in s.players for c in p.hand]
        assert all(len(p.hand) == size for p in s.players)
        assert len(set(hands)) == len(hands) and set(hands) <= starting
        assert set(s.box) == starting - set(hands)  # the remainder goes to the box


def test_setup_16_location_decks_sorted_and_shuffled() -> None:
    orders = set()
    for seed in range(5):
        s = new_game(config(3, seed=seed), CONTENT)
        for lid in LOCS:
            assert sorted(s.places[lid].deck) == sorted(CONTENT.item_uids(lid))
        orders.add(tuple(s.places["school"].deck))
    assert len(orders) > 1


def test_setup_17_deal_four_keep_two_return_the_rest() -> None:
    """VAR-2P-03: keep 3 with 2 players."""
    s = new_game(config(3), CONTENT)
    p = s.players[0]
    assert all(len(q.draft) == 4 for q in s.players)
    d = p.draft
    for keep, leader, why in ((d[:3], d[0], "keep exactly 2"), (d[:1], d[0], "keep exactly 2"),
                              ((d[0], d[0]), d[0], "different"),
                              ((d[0], "s99"), d[0], "dealt to you"),
                              (d[:2], d[3], "leader must be one of the kept")):
        rejects(s, Draft(actor=0, keep=tuple(keep), leader=leader), why)
    rejects(s, Draft(actor=1, keep=tuple(s.players[1].draft[:2]),
                     leader=s.players[1].draft[0]), "decision")
    returned = d[2:]
    apply(s, Draft(actor=0, keep=(d[0], d[1]), leader=d[0]))
    assert set(returned) <= set(s.survivor_deck)
    _drafted(s)
    assert set(returned) <= set(s.survivor_deck)
    s2 = new_game(config(2, ("two_player",)), CONTENT)
    q = s2.players[0]
    d2 = list(q.draft)
    rejects(s2, Draft(actor=0, keep=tuple(d2[:2]), leader=d2[0]), "keep exactly 3")
    apply(s2, Draft(actor=0, keep=tuple(d2[:3]), leader=d2[2]))
    assert q.leader == d2[2] and q.followers == d2[:2]
    assert d2[3] in s2.survivor_deck


def test_setup_18_leader_and_followers_from_the_kept_survivors() -> None:
    s = new_game(config(3), CONTENT)
    dealt = {q.seat: list(q.draft) for q in s.players}
    for q in s.players:
        apply(s, Draft(actor=q.seat, keep=(dealt[q.seat][1], dealt[q.seat][3]),
                       leader=dealt[q.seat][3]))
    for q in s.players:
        assert q.leader == dealt[q.seat][3]
        assert q.followers == [dealt[q.seat][1]]


def test_setup_19_kept_survivors_start_at_the_colony() -> None:
    s = started(n=5)
    kept = [sid for p in s.players for sid in p.survivors]
    assert len(kept) == 10
    assert all(s.survivors[sid].loc == COLONY for sid in kept)
    assert set(s.survivors) == set(kept)


def test_setup_20_token_supply_is_unlimited() -> None:
    """DISC-24 (enforce_component_limits false): more zombies than standees and tokens."""
    side = {"morale": 6, "rounds": 6, "placements": [{"at": "colony", "zombies": 66}],
            "goal": {"cond": "compare", "value": {"q": "food"}, "n": 99}, "goal_text": "t"}
    mo = MainObjective.model_validate({"id": "mz", "name": "Z", "duration": "short",
                                       "story": "s", "normal": side, "hard": side})
    from game.content.schema import ColonySpec

    content = make_content(main_objectives={"mz": mo},
                           colony=ColonySpec(name="Big", survivor_spaces=24, entrances=6,
                                             entrance_spaces=12))
    s = new_game(config(3), content)
    assert sum(s.colony().zombies) == 66  # 30 standees + 30 tokens would not be enough


def test_setup_21_no_module_is_active_so_no_module_setup() -> None:
    """SETUP-02: the configuration activates no module (none is implemented), so even with
    module cards in the pack no module location, deck or card is set up."""
    content = _module_content()
    s = _drafted(new_game(config(3), content))
    assert set(s.places) == set(LOCS) | {COLONY}
    module_cards = {"sx", "cx", "xx", "mx", "ox_normal", "ox_betrayal", "ox_exiled"}
    in_play = (set(s.survivors) | set(s.survivor_deck) | {s.crisis} | set(s.crisis_deck)
               | set(s.crossroads_deck) | set(s.exiled_deck) | {s.main_objective}
               | {p.secret for p in s.players})
    assert module_cards & in_play == set()


def test_setup_22_first_player_is_the_highest_influence_leader() -> None:
    """NS-04 / NS-57: a tie between leaders is broken at random."""
    for seed in range(6):
        s = new_game(config(3, seed=seed), CONTENT)
        for q in s.players:  # every player leads with their LOWER-influence kept survivor
            keep = sorted(q.draft[:2], key=lambda sid: CONTENT.survivors[sid].influence)
            apply(s, Draft(actor=q.seat, keep=tuple(keep), leader=keep[0]))
        inf = {q.seat: CONTENT.survivors[q.leader].influence for q in s.players}
        assert s.first_player == max(inf, key=inf.get)
        assert s.active == s.first_player
    flat = content_with(survivors={f"s{i:02d}": {"influence": 5} for i in range(1, 21)})
    firsts = {started(seed=seed, content=flat).first_player for seed in range(12)}
    assert len(firsts) > 1


def test_setup_23_tutorial_main_objective_is_flagged() -> None:
    tut = [m for m in base_content().main_objectives.values() if m.tutorial]
    assert len(tut) == 1
    s = new_game(config(3, main_objective=tut[0].id), base_content())
    assert s.main_objective == tut[0].id


# ============================================================================ ROUND
def test_round_01_turns_phase_then_colony_phase_then_next_round() -> None:
    s = table()
    assert s.round == 1 and s.phase == "turns"
    events = play_round_out(s)
    k = kinds(events)
    assert k.index("TurnEnded") < k.index("ColonyStep") < k.index("RoundStarted")
    assert k.count("TurnStarted") == 3  # two more turns this round + first turn of round 2
    assert s.round == 2 and s.phase == "turns" and s.rounds_left == 5


def test_round_02_reveal_crisis_then_roll_dice_then_turns() -> None:
    s = table()
    events = play_round_out(s)
    k = kinds(events)
    start = k.index("RoundStarted")
    tail = k[start:]
    assert tail.index("CrisisRevealed") < tail.index("DiceRolled") < tail.index("TurnStarted")


def test_round_03_top_crisis_revealed_and_applied_in_colony_phase() -> None:
    s = table()
    top = s.crisis_deck[0]
    morale = s.morale
    events = play_round_out(s)
    res = of(events, "CrisisResolved")[0].data
    assert res["prevented"] is False  # nobody contributed: the effect applies
    assert of(events, "CrisisRevealed")[0].data["crisis"] == top == s.crisis
    assert s.morale == morale - 1  # the factory crises cost 1 morale


def test_round_05_both_pools_cleared_before_rolling() -> None:
    s = table()
    me, _, _ = seats(s)
    p = s.players[me]
    p.unused, p.used = [1, 2, 3, 4, 5, 6, 6], [2, 2]
    play_round_out(s)
    assert p.used == []
    assert len(p.unused) == 3  # not 7 leftovers + 3


def test_round_06_one_die_plus_one_per_survivor() -> None:
    s = table(n=4)
    me, nxt, prev = seats(s)
    third = (me + 2) % 4
    place(s, {me: [("s01", COLONY), ("s02", "school"), ("s03", "library")],
              nxt: [("s04", COLONY)], prev: [("s05", COLONY), ("s06", COLONY)],
              third: [("s07", COLONY), ("s08", COLONY)]})
    s.helpless = 5
    play_round_out(s)
    assert [len(s.players[x].unused) for x in (me, nxt, prev, third)] == [4, 2, 3, 3]


def test_round_07_dice_are_rolled_into_the_unused_pool() -> None:
    s = table()
    s.rng.script = [1, 2, 3, 4, 5, 6, 6, 5, 4]
    events = play_round_out(s)
    assert [p.unused for p in s.players] == [[1, 2, 3], [4, 5, 6], [6, 5, 4]]
    rolled = of(events, "DiceRolled")
    assert [e.data["values"] for e in rolled] == [[1, 2, 3], [4, 5, 6], [6, 5, 4]]


def test_round_08_dice_belong_to_the_group() -> None:
    s = table()
    me, _, _ = seats(s)
    place(s, {me: [("s01", COLONY), ("s02", "school")]})
    p = s.players[me]
    p.unused = [1, 2, 3, 4]
    apply(s, Barricade(actor=me, survivor="s02", die=3))  # the follower uses the 4
    apply(s, Barricade(actor=me, survivor="s02", die=0))  # ...and the 1 in the same turn
    apply(s, Barricade(actor=me, survivor="s01", die=1))  # the leader uses the 3
    assert p.used == [4, 1, 3] and p.unused == [2]


def test_round_09_turns_clockwise_from_the_first_player_once_each() -> None:
    """DISC-03: the token passes right, so the last player of a round starts the next."""
    s = table()
    first = s.first_player
    seen = [s.active]
    events = play_round_out(s)
    seen += [e.data["player"] for e in of(events, "TurnStarted")[:-1]]
    assert seen == [first, (first + 1) % 3, (first + 2) % 3]
    assert s.active == (first + 2) % 3 == s.first_player  # two turns in a row
    s2 = table(options=RulesOptions(first_player_pass_direction="left"))
    first2 = s2.first_player
    play_round_out(s2)
    assert s2.first_player == (first2 + 1) % 3


def test_round_10_crossroads_drawn_then_frostbite_at_turn_start() -> None:
    """NS-26: the crossroads card is drawn first, then frostbite wounds apply (EXPO-07)."""
    s = table()
    me, nxt, _ = seats(s)
    place(s, {me: [("s01", COLONY)], nxt: [("s02", COLONY)]})
    s.survivors["s02"].frost = 1
    s.crossroads_deck = ["x1"]
    events = end_turn(s)
    k = kinds(events)
    assert k.index("TurnStarted") < k.index("CrossroadsDrawn") < k.index("FrostbiteHurt")
    assert s.held == {"card": "x1", "drawer": me, "target": nxt}
    assert s.survivors["s02"].wounds == 1
    assert s.active == nxt and s.pending["kind"] == "turn"


def test_round_11_any_number_of_actions_until_the_player_ends_the_turn() -> None:
    s = table()
    me, _, _ = seats(s)
    place(s, {me: [("s01", COLONY), ("s02", COLONY)]})
    p = s.players[me]
    p.unused = [3, 3]
    s.food = 5
    apply(s, SpendFood(actor=me, die=0))
    apply(s, Barricade(actor=me, survivor="s01", die=0))
    s.rng.script = ["blank"]
    apply(s, Move(actor=me, survivor="s02", to="school"))
    apply(s, Barricade(actor=me, survivor="s02", die=0))
    assert p.unused == [] and s.active == me and s.pending["kind"] == "turn"
    acts = legal_actions(s)
    assert any(a.type == "end_turn" for a in acts)
    assert any(a.type == "move" for a in acts)  # free actions remain without dice
    end_turn(s)
    assert s.active != me


def test_round_12_unspent_dice_wait_until_the_next_roll() -> None:
    """NS-25: unused dice cannot be used outside the owner's turn."""
    s = table()
    me, nxt, _ = seats(s)
    p = s.players[me]
    p.unused = [5, 2]
    s.food = 3
    end_turn(s)
    assert p.unused == [5, 2]
    rejects(s, SpendFood(actor=me, die=0), "decision")
    rejects(s, Barricade(actor=me, survivor=p.leader, die=0), "decision")
    play_round_out(s)
    assert len(p.unused) == 3  # cleared and re-rolled


def test_round_13_colony_phase_after_the_last_turn() -> None:
    s = table()
    events = end_turn(s) + end_turn(s)
    assert s.phase == "turns" and "ColonyStep" not in kinds(events)
    events = end_turn(s)
    k = kinds(events)
    assert k[k.index("TurnEnded") + 1] == "ColonyStep"
    assert of(events, "ColonyStep")[0].data["step"] == "pay_food"


def test_illegal_draft_or_turn_actions_leave_state_unchanged() -> None:
    """ACT-06: any action by the wrong player is refused before it changes anything."""
    s = table()
    me, nxt, _ = seats(s)
    h = state_hash(s)
    for action in (Answer(actor=me, key="yes"), Draft(actor=me, keep=("s01",), leader="s01")):
        with pytest.raises(IllegalAction):
            apply(s, action)
    assert state_hash(s) == h
    rejects(s, Move(actor=nxt, survivor=s.players[nxt].leader, to="school"), "decision")
    # a game that is over accepts nothing
    B.end_game(s, "test")
    rejects(s, Move(actor=me, survivor=s.players[me].leader, to="school"), "game is over")
