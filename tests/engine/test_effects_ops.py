"""Unit tests of every effect-language operation (``schema.OP_NAMES``).

Each test builds a position by editing a ``started()`` game of the factory content, runs one
operation through ``run_effects`` + ``base.run`` on an empty work stack (the turn decision is
put aside meanwhile), answers decisions with ``factory.answer`` and checks the exact outcome.
"""

from __future__ import annotations

from typing import Any, get_args

import pytest
from pydantic import TypeAdapter

from game.content import schema as S
from game.engine import effects as E
from game.engine.base import run
from game.engine.effects import run_effects
from game.engine.state import COLONY, State
from tests.engine.factory import answer, started

_OP: TypeAdapter = TypeAdapter(S.Op)

# ops covered by the tests of this module (checked against schema.OP_NAMES at the end)
COVERED: set[str] = set()


def covers(*names: str):  # noqa: ANN201
    COVERED.update(names)
    return lambda fn: fn


def op(**kw: Any) -> Any:
    return _OP.validate_python(kw)


def game(n: int = 3, seed: int = 1) -> State:
    s = started(n=n, seed=seed)
    s.held = None  # no crossroads card in the way
    s.events = []
    return s


def ctx_of(s: State, sid: str | None = None, seat: int | None = None) -> dict[str, Any]:
    if seat is None:
        seat = s.survivors[sid].owner if sid else s.active
    loc = s.survivors[sid].loc if sid else None
    return {"player": seat, "survivor": sid, "loc": loc, "card": "test"}


class Run:
    """Run operations on an empty work stack; the turn decision is restored by ``done``."""

    def __init__(self, s: State, ops: list[Any], ctx: dict[str, Any]) -> None:
        self.s = s
        self.saved = (s.pending, s.stack)
        s.pending, s.stack = None, []
        run_effects(s, [op(**o) if isinstance(o, dict) else o for o in ops], ctx)
        run(s)

    @property
    def pending(self) -> dict[str, Any] | None:
        return self.s.pending

    def keys(self, enabled_only: bool = True) -> list[str]:
        assert self.s.pending is not None
        return [o["key"] for o in self.s.pending["options"] if o["enabled"] or not enabled_only]

    def answer(self, key: str) -> Run:
        before = self.s.events
        out = answer(self.s, key)  # apply() hands back its events: keep them all
        self.s.events = before + out
        return self

    def done(self) -> State:
        s = self.s
        assert s.pending is None, s.pending
        assert not s.stack
        if not s.over:
            s.pending, s.stack = self.saved
        return s


def run_ops(s: State, ops: list[Any], ctx: dict[str, Any] | None = None,
            answers: tuple[str, ...] = ()) -> State:
    r = Run(s, ops, ctx or ctx_of(s))
    for k in answers:
        r.answer(k)
    return r.done()


def types(s: State) -> list[str]:
    return [e.type for e in s.events]


def own(s: State, seat: int) -> list[str]:
    return [sid for sid in s.players[seat].survivors if sid in s.survivors]


# ============================================================================ food / morale
@covers("food")
@pytest.mark.parametrize("start,amount,end", [(4, 3, 7), (4, -3, 1), (2, -5, 0), (0, -1, 0)])
def test_food_changes_and_never_below_zero(start: int, amount: int, end: int) -> None:
    s = game()
    s.food = start
    run_ops(s, [{"op": "food", "amount": amount}])
    assert s.food == end
    assert ("FoodChanged" in types(s)) == (start != end)


@covers("morale")
@pytest.mark.parametrize("start,amount,end", [(5, 2, 7), (5, -2, 3), (9, 4, 10), (10, 1, 10)])
def test_morale_changes_and_clamps_at_ten(start: int, amount: int, end: int) -> None:
    s = game()
    s.morale = start
    run_ops(s, [{"op": "morale", "amount": amount}])
    assert s.morale == end
    assert not s.over


def test_morale_zero_ends_the_game_and_stops_the_effect() -> None:
    s = game()
    s.morale, s.food = 2, 3
    run_ops(s, [{"op": "morale", "amount": -5}, {"op": "food", "amount": 4}])
    assert s.morale == 0
    assert s.over and s.end_reason == "morale"
    assert s.food == 3  # nothing after the end runs
    assert "GameEnded" in types(s)


# ============================================================================ zombies
@covers("zombies_add")
def test_zombies_add_follows_the_colony_entrance_order() -> None:
    s = game()
    run_ops(s, [{"op": "zombies_add", "at": "colony", "count": 8}])
    assert s.places[COLONY].zombies == [2, 2, 1, 1, 1, 1]
    # a second adding event starts again at entrance 1 (ZOMB-03: k counts per event)
    run_ops(s, [{"op": "zombies_add", "at": "colony", "count": 1}])
    assert s.places[COLONY].zombies == [3, 2, 1, 1, 1, 1]


def test_zombies_add_at_a_location_then_barricade_then_overrun() -> None:
    s = game()
    sid = own(s, s.active)[1]
    s.survivors[sid].loc = "school"
    s.places["school"].barricades = [1]
    run_ops(s, [{"op": "zombies_add", "at": "school", "count": 2}])
    assert s.places["school"].zombies == [2]
    run_ops(s, [{"op": "zombies_add", "at": "school", "count": 1}])  # barricade breaks
    assert s.places["school"].zombies == [2] and s.places["school"].barricades == [0]
    morale = s.morale
    run_ops(s, [{"op": "zombies_add", "at": "school", "count": 2}])  # 1 fits, 1 overruns
    assert s.places["school"].zombies == [3]
    assert sid not in s.survivors and s.morale == morale - 1


def test_zombies_add_at_a_chosen_location() -> None:
    s = game()
    r = Run(s, [{"op": "zombies_add", "at": "choose", "count": 2}], ctx_of(s))
    assert r.pending["kind"] == "choose_location"
    assert COLONY not in r.keys()
    r.answer("library").done()
    assert s.places["library"].zombies == [2]
    assert sum(s.places[COLONY].zombies) == 0


def test_zombies_add_at_a_random_location_rolls_a_die() -> None:
    s = game()
    s.rng.script = [5]  # hospital is number 5
    run_ops(s, [{"op": "zombies_add", "at": "random", "count": 1}])
    assert s.places["hospital"].zombies == [1]
    assert s.rng.script == []


@covers("zombies_kill")
def test_zombies_kill_without_a_killer_makes_no_exposure_roll() -> None:
    s = game()
    s.places[COLONY].zombies = [1, 3, 0, 2, 0, 0]
    sid = own(s, s.active)[0]
    r = Run(s, [{"op": "zombies_kill", "at": "colony", "count": 2}], ctx_of(s, sid))
    assert r.pending["kind"] == "choose_zombie"  # ZOMB-13: the player picks, fullest first
    assert r.keys() == ["1", "3", "0"]
    r.answer("1").answer("1").done()
    assert s.places[COLONY].zombies == [1, 1, 0, 2, 0, 0]
    assert s.stats["zombies_killed"] == 2
    assert s.players[s.active].zombies_killed == 0
    assert "ExposureRolled" not in types(s)


def test_zombies_kill_by_acting_rolls_exposure_per_kill() -> None:
    s = game()
    sid = own(s, s.active)[0]
    s.survivors[sid].loc = "school"
    s.places["school"].zombies = [3]
    s.rng.script = ["blank", "wound"]
    run_ops(s, [{"op": "zombies_kill", "count": 2, "by_acting": True}], ctx_of(s, sid))
    assert s.places["school"].zombies == [1]
    assert s.rng.script == []
    assert types(s).count("ExposureRolled") == 2
    assert s.survivors[sid].wounds == 1
    assert s.players[s.active].zombies_killed == 2
    assert s.stats["zombies_killed"] == 2


def test_zombies_kill_stops_when_no_zombie_is_left() -> None:
    s = game()
    sid = own(s, s.active)[0]
    s.places[COLONY].zombies = [0, 0, 1, 0, 0, 0]
    s.rng.script = ["blank"]
    run_ops(s, [{"op": "zombies_kill", "count": 3, "by_acting": True}], ctx_of(s, sid))
    assert sum(s.places[COLONY].zombies) == 0
    assert types(s).count("ExposureRolled") == 1
    assert s.stats["zombies_killed"] == 1


@covers("zombies_remove")
def test_zombies_remove_is_not_a_kill() -> None:
    s = game()
    sid = own(s, s.active)[0]
    s.places[COLONY].zombies = [2, 0, 1, 0, 0, 0]
    run_ops(s, [{"op": "zombies_remove", "at": "here", "count": 2}], ctx_of(s, sid))
    assert s.places[COLONY].zombies == [0, 0, 1, 0, 0, 0]  # fullest entrance first
    assert s.stats.get("zombies_killed", 0) == 0
    assert "ExposureRolled" not in types(s) and "ZombieKilled" not in types(s)
    assert types(s).count("ZombieRemoved") == 2


# ============================================================================ barricade / noise
@covers("barricade")
def test_barricade_fills_free_entrance_spaces_in_order() -> None:
    s = game()
    s.places[COLONY].zombies = [2, 0, 0, 0, 0, 0]
    run_ops(s, [{"op": "barricade", "at": "colony", "count": 3}])
    assert s.places[COLONY].barricades == [1, 2, 0, 0, 0, 0]


def test_barricade_here_stops_when_full() -> None:
    s = game()
    sid = own(s, s.active)[0]
    s.survivors[sid].loc = "library"
    s.places["library"].zombies = [1]
    run_ops(s, [{"op": "barricade", "count": 5}], ctx_of(s, sid))
    assert s.places["library"].barricades == [2]  # 3 spaces, one holds a zombie


def test_barricade_choose_any_includes_the_colony() -> None:
    s = game()
    r = Run(s, [{"op": "barricade", "at": "choose_any", "count": 2}], ctx_of(s))
    assert COLONY in r.keys() and "school" in r.keys()
    r.answer("school").done()
    assert s.places["school"].barricades == [2]


@covers("noise")
def test_noise_is_capped_by_the_noise_spaces() -> None:
    s = game()
    run_ops(s, [{"op": "noise", "at": "school", "count": 6}])
    assert s.places["school"].noise == 4
    assert types(s).count("NoisePlaced") == 4


def test_noise_is_never_made_at_the_colony() -> None:
    s = game()
    sid = own(s, s.active)[0]
    assert s.survivors[sid].loc == COLONY
    run_ops(s, [{"op": "noise", "count": 2}], ctx_of(s, sid))  # here = the colony
    run_ops(s, [{"op": "noise", "at": "colony"}])
    assert s.places[COLONY].noise == 0
    assert "NoisePlaced" not in types(s)


def test_noise_each_non_colony() -> None:
    s = game()
    run_ops(s, [{"op": "noise", "at": "each_non_colony"}])
    assert {lid: p.noise for lid, p in s.places.items()} == {
        lid: (0 if lid == COLONY else 1) for lid in s.places}


# ============================================================================ wounds
@covers("wound")
def test_wound_and_frostbite_tokens() -> None:
    s = game()
    sid = own(s, s.active)[0]
    run_ops(s, [{"op": "wound"}], ctx_of(s, sid))
    run_ops(s, [{"op": "wound", "kind": "frostbite"}], ctx_of(s, sid))
    assert (s.survivors[sid].wounds, s.survivors[sid].frost) == (1, 1)


def test_third_wound_kills() -> None:
    s = game()
    sid = own(s, s.active)[1]
    s.survivors[sid].frost = 1
    morale = s.morale
    run_ops(s, [{"op": "wound", "target": "acting", "count": 2}], ctx_of(s, sid))
    assert sid not in s.survivors and sid in s.dead
    assert s.morale == morale - 1
    assert s.stats["survivors_dead"] == 1


def test_wound_choose_own_asks_the_resolving_player() -> None:
    s = game()
    a, b = own(s, s.active)
    r = Run(s, [{"op": "wound", "target": "choose_own"}], ctx_of(s))
    assert r.pending["kind"] == "choose_survivor" and r.pending["player"] == s.active
    assert r.keys() == [a, b]
    r.answer(b).done()
    assert s.survivors[b].wounds == 1 and s.survivors[a].wounds == 0


@covers("heal")
def test_heal_removes_normal_wounds_first_then_frostbite() -> None:
    s = game()
    sid = own(s, s.active)[0]
    s.survivors[sid].wounds, s.survivors[sid].frost = 1, 1
    run_ops(s, [{"op": "heal", "target": "acting"}], ctx_of(s, sid))
    assert (s.survivors[sid].wounds, s.survivors[sid].frost) == (0, 1)
    run_ops(s, [{"op": "heal", "target": "acting"}], ctx_of(s, sid))
    assert (s.survivors[sid].wounds, s.survivors[sid].frost) == (0, 0)


def test_heal_count_and_no_frostbite_option() -> None:
    s = game()
    sid = own(s, s.active)[0]
    s.survivors[sid].wounds, s.survivors[sid].frost = 1, 1
    run_ops(s, [{"op": "heal", "target": "acting", "count": 2, "frostbite": False}],
            ctx_of(s, sid))
    assert (s.survivors[sid].wounds, s.survivors[sid].frost) == (0, 1)
    run_ops(s, [{"op": "heal", "target": "acting", "count": 2}], ctx_of(s, sid))
    assert (s.survivors[sid].wounds, s.survivors[sid].frost) == (0, 0)


def test_heal_all_own() -> None:
    s = game()
    a, b = own(s, s.active)
    other = own(s, (s.active + 1) % 3)[0]
    for sid in (a, b, other):
        s.survivors[sid].wounds = 2
    run_ops(s, [{"op": "heal", "target": "all_own"}])
    assert [s.survivors[x].wounds for x in (a, b, other)] == [1, 1, 2]


# ============================================================================ killing survivors
@covers("kill_survivor")
def test_kill_survivor_costs_morale() -> None:
    s = game()
    a, b = own(s, s.active)
    morale = s.morale
    run_ops(s, [{"op": "kill_survivor", "target": "acting"}], ctx_of(s, b))
    assert b not in s.survivors and b not in s.players[s.active].followers
    assert s.morale == morale - 1
    assert s.stats["survivors_dead"] == 1


def test_removed_survivor_costs_no_morale() -> None:
    s = game()
    a, b = own(s, s.active)
    morale = s.morale
    run_ops(s, [{"op": "kill_survivor", "target": "acting", "remove": True}], ctx_of(s, b))
    assert b not in s.survivors
    assert s.morale == morale  # KILL-09
    assert s.stats.get("survivors_dead", 0) == 0


def test_killed_leader_asks_for_a_new_leader() -> None:
    s = game()
    a, b = own(s, s.active)
    run_ops(s, [{"op": "kill_survivor", "target": "leader"}], ctx_of(s, a))
    assert s.players[s.active].leader == b and s.players[s.active].followers == []


# ============================================================================ helpless
@covers("helpless_add")
def test_helpless_add() -> None:
    s = game()
    h = s.helpless
    run_ops(s, [{"op": "helpless_add", "count": 2}])
    assert s.helpless == h + 2


def test_helpless_add_is_limited_by_colony_space() -> None:
    s = game()
    s.helpless = 0
    room = s.places[COLONY].spaces - s.occupied(COLONY)
    run_ops(s, [{"op": "helpless_add", "count": room + 3}])
    assert s.helpless == room


def test_exiled_player_adds_no_helpless() -> None:
    s = game()
    h = s.helpless
    s.players[s.active].exiled = True
    run_ops(s, [{"op": "helpless_add", "count": 2}])
    assert s.helpless == h


@covers("helpless_kill")
def test_helpless_kill_costs_one_morale_each_and_stops_at_zero() -> None:
    s = game()
    s.helpless, s.morale = 1, 6
    run_ops(s, [{"op": "helpless_kill", "count": 3}])
    assert s.helpless == 0
    assert s.morale == 5


# ============================================================================ survivors
@covers("survivor_gain")
def test_survivor_gain_choose_among_drawn_rest_under_the_deck() -> None:
    s = game()
    seat = s.active
    deck = list(s.survivor_deck)
    drawn = deck[:3]
    r = Run(s, [{"op": "survivor_gain", "count": 3, "keep": 1}], ctx_of(s))
    assert r.pending["kind"] == "choose_card" and r.keys() == drawn
    r.answer(drawn[1]).done()
    assert s.players[seat].followers[-1] == drawn[1]
    assert s.survivors[drawn[1]].loc == COLONY and s.survivors[drawn[1]].owner == seat
    assert s.survivor_deck == deck[3:] + [drawn[0], drawn[2]]


def test_survivor_gain_keep_two() -> None:
    s = game()
    seat = s.active
    drawn = s.survivor_deck[:2]
    run_ops(s, [{"op": "survivor_gain", "count": 2, "keep": 2}], answers=(drawn[0],))
    assert s.players[seat].followers[-2:] == drawn


def test_survivor_gain_needs_colony_space() -> None:
    s = game()
    deck = list(s.survivor_deck)
    s.helpless = s.places[COLONY].spaces - s.occupied(COLONY) + s.helpless
    assert not s.has_space(COLONY)
    run_ops(s, [{"op": "survivor_gain", "count": 2}])
    assert s.survivor_deck == deck[2:] + deck[:2]
    assert len(s.players[s.active].followers) == 1


# ============================================================================ cards
@covers("draw")
def test_draw_from_a_location_deck() -> None:
    s = game()
    seat = s.active
    top = s.places["school"].deck[:2]
    hand = list(s.players[seat].hand)
    run_ops(s, [{"op": "draw", "deck": "school", "count": 2}])
    assert s.players[seat].hand == hand + top
    assert len(s.places["school"].deck) == 18


def test_draw_from_the_starting_box_and_from_here() -> None:
    s = game()
    seat = s.active
    sid = own(s, seat)[0]
    s.survivors[sid].loc = "hospital"
    top_box = s.box[0]
    top_h = s.places["hospital"].deck[0]
    run_ops(s, [{"op": "draw", "deck": "starting"}, {"op": "draw", "deck": "here"}],
            ctx_of(s, sid))
    assert s.players[seat].hand[-2:] == [top_box, top_h]


def test_draw_from_an_empty_deck_gives_nothing() -> None:
    s = game()
    s.places["school"].deck = []
    hand = list(s.players[s.active].hand)
    run_ops(s, [{"op": "draw", "deck": "school", "count": 2}])
    assert s.players[s.active].hand == hand


@covers("discard")
def test_discard_of_choice_goes_to_the_waste() -> None:
    s = game()
    p = s.players[s.active]
    p.hand = ["can#1", "bandage#1", "can#2"]
    r = Run(s, [{"op": "discard"}], ctx_of(s))
    assert r.pending["kind"] == "choose_card" and r.keys() == p.hand
    r.answer("bandage#1").done()
    assert p.hand == ["can#1", "can#2"] and s.waste == ["bandage#1"]


def test_discard_of_a_type_and_everything_when_count_covers_it() -> None:
    s = game()
    p = s.players[s.active]
    p.hand = ["can#1", "bandage#1", "can#2"]
    run_ops(s, [{"op": "discard", "count": 3, "item_type": "food"}])
    assert p.hand == ["bandage#1"] and sorted(s.waste) == ["can#1", "can#2"]


def test_random_discard() -> None:
    s = game()
    p = s.players[s.active]
    p.hand = ["can#1", "bandage#1", "can#2"]
    run_ops(s, [{"op": "discard", "random": True}])
    assert len(p.hand) == 2 and len(s.waste) == 1 and s.waste[0] not in p.hand


@covers("lose_cards")
def test_lose_cards_are_removed_from_the_game() -> None:
    s = game()
    p = s.players[s.active]
    p.hand = ["can#1", "bandage#1", "jerrycan#1"]
    run_ops(s, [{"op": "lose_cards", "count": 2}], answers=("jerrycan#1", "can#1"))
    assert p.hand == ["bandage#1"]
    assert s.removed == ["jerrycan#1", "can#1"] and s.waste == []


def test_lose_cards_of_a_missing_type_does_nothing() -> None:
    s = game()
    p = s.players[s.active]
    p.hand = ["can#1"]
    run_ops(s, [{"op": "lose_cards", "item_type": "weapon"}])
    assert p.hand == ["can#1"] and s.removed == []


@covers("waste_clean")
def test_waste_clean_removes_the_top_cards() -> None:
    s = game()
    s.waste = ["can#1", "can#2", "can#3", "can#4"]
    run_ops(s, [{"op": "waste_clean", "count": 3}])
    assert s.waste == ["can#1"]
    assert s.removed == ["can#2", "can#3", "can#4"]
    run_ops(s, [{"op": "waste_clean", "count": 3}])
    assert s.waste == [] and len(s.removed) == 4


@covers("waste_add")
def test_waste_add_from_the_top_of_a_deck() -> None:
    s = game()
    top = s.places["grocery_store"].deck[:3]
    run_ops(s, [{"op": "waste_add", "deck": "grocery_store", "count": 3}])
    assert s.waste == top
    assert len(s.places["grocery_store"].deck) == 17


# ============================================================================ moving
@covers("move_survivor")
def test_move_survivor_makes_an_exposure_roll() -> None:
    s = game()
    sid = own(s, s.active)[0]
    s.rng.script = ["wound"]
    r = Run(s, [{"op": "move_survivor", "to": "choose"}], ctx_of(s, sid))
    assert r.pending["kind"] == "choose_location" and COLONY not in r.keys()
    r.answer("school").done()
    assert s.survivors[sid].loc == "school"
    assert s.rng.script == [] and s.survivors[sid].wounds == 1
    assert "SurvivorMoved" in types(s) and "ExposureRolled" in types(s)


def test_move_survivor_to_a_full_location_is_not_offered() -> None:
    s = game()
    sid = own(s, s.active)[0]
    s.rng.script = ["blank"]
    full = [x for x in s.survivors if x != sid][:2]
    for x in full:
        s.survivors[x].loc = "gas_station"
    s.places["gas_station"].spaces = 2
    r = Run(s, [{"op": "move_survivor", "to": "choose"}], ctx_of(s, sid))
    assert "gas_station" not in r.keys()
    r.answer("library").done()


@covers("place_survivor")
def test_place_survivor_makes_no_exposure_roll() -> None:
    s = game()
    sid = own(s, s.active)[0]
    s.rng.script = ["bite"]
    run_ops(s, [{"op": "place_survivor", "to": "hospital"}], ctx_of(s, sid))
    assert s.survivors[sid].loc == "hospital"
    assert s.rng.script == ["bite"]  # untouched
    assert "ExposureRolled" not in types(s) and "SurvivorPlaced" in types(s)
    run_ops(s, [{"op": "place_survivor"}], ctx_of(s, sid))  # default: the colony
    assert s.survivors[sid].loc == COLONY


# ============================================================================ search a deck
@covers("search_deck")
def test_search_deck_finds_the_type_and_shuffles() -> None:
    s = game()
    seat = s.active
    deck = s.places["police_station"].deck
    before = list(deck)
    guns = [c for c in before if c.startswith("police_station_gun")]
    draws = s.rng.draws
    run_ops(s, [{"op": "search_deck", "deck": "police_station", "item_type": "weapon"}])
    assert s.players[seat].hand[-1] == guns[0]
    rest = [c for c in before if c != guns[0]]
    assert sorted(deck) == sorted(rest)
    assert s.rng.draws > draws  # the deck was shuffled (CARD-05)
    assert "DeckShuffled" in types(s)


def test_search_deck_for_a_missing_type_still_shuffles() -> None:
    s = game()
    hand = list(s.players[s.active].hand)
    run_ops(s, [{"op": "search_deck", "deck": "school", "item_type": "book", "count": 2}])
    assert s.players[s.active].hand == hand
    assert "DeckShuffled" in types(s) and len(s.places["school"].deck) == 20


# ============================================================================ dice
@covers("dice")
def test_dice_lose_highest_first_or_lowest() -> None:
    s = game()
    p = s.players[s.active]
    p.unused = [2, 5, 3, 6]
    run_ops(s, [{"op": "dice", "mode": "lose", "count": 2}])
    assert sorted(p.unused) == [2, 3]
    run_ops(s, [{"op": "dice", "mode": "lose", "lowest": True}])
    assert p.unused == [3]
    run_ops(s, [{"op": "dice", "mode": "lose", "count": 4}])
    assert p.unused == []


def test_dice_gain_rolls_new_dice() -> None:
    s = game()
    p = s.players[s.active]
    p.unused = [1]
    s.rng.script = [6, 2]
    run_ops(s, [{"op": "dice", "mode": "gain", "count": 2}])
    assert p.unused == [1, 6, 2]


def test_dice_raise_asks_which_die() -> None:
    s = game()
    p = s.players[s.active]
    p.unused = [2, 5, 2]
    r = Run(s, [{"op": "dice", "mode": "raise", "count": 2}], ctx_of(s))
    assert r.pending["kind"] == "choose_die" and r.keys() == ["2", "5"]
    r.answer("5").done()
    assert p.unused == [2, 7, 2]  # no cap above 6 (NS-24)


def test_dice_raise_single_value_and_lowest() -> None:
    s = game()
    p = s.players[s.active]
    p.unused = [3, 3]
    run_ops(s, [{"op": "dice", "mode": "raise"}])
    assert sorted(p.unused) == [3, 4]
    p.unused = [4, 1, 5]
    run_ops(s, [{"op": "dice", "mode": "raise", "lowest": True}])
    assert p.unused == [4, 2, 5]
    p.unused = []
    run_ops(s, [{"op": "dice", "mode": "raise"}])
    assert p.unused == []


def test_dice_reroll_all() -> None:
    s = game()
    p = s.players[s.active]
    p.unused = [1, 1, 2]
    s.rng.script = [6, 5, 4]
    run_ops(s, [{"op": "dice", "mode": "reroll_all"}])
    assert p.unused == [6, 5, 4]


# ============================================================================ vote / choose / if
VOTE = {"op": "vote", "question": "Share?", "yes": [{"op": "food", "amount": 3}],
        "no": [{"op": "morale", "amount": -1}]}


@covers("vote")
@pytest.mark.parametrize("ballots,passed", [(("yes", "yes", "no"), True),
                                            (("no", "no", "yes"), False)])
def test_vote_ballots_then_the_winning_side(ballots: tuple[str, ...], passed: bool) -> None:
    s = game()
    food, morale = s.food, s.morale
    r = Run(s, [VOTE], ctx_of(s))
    voters = []
    for b in ballots:
        assert r.pending["kind"] == "ballot"
        voters.append(r.pending["player"])
        r.answer(b)
    r.done()
    assert voters == [(s.first_player + i) % 3 for i in range(3)]
    assert (s.food, s.morale) == ((food + 3, morale) if passed else (food, morale - 1))
    ev = [e for e in s.events if e.type == "VoteResolved"][0]
    assert ev.data["passed"] is passed


def test_vote_tie_is_broken_by_the_first_player() -> None:
    s = game(n=4)
    food = s.food
    r = Run(s, [VOTE], ctx_of(s))
    for b in ("yes", "no", "yes", "no"):
        r.answer(b)
    assert r.pending["kind"] == "vote_tie" and r.pending["player"] == s.first_player
    r.answer("yes").done()
    assert s.food == food + 3


def test_exiled_players_do_not_vote() -> None:
    s = game()
    exiled = (s.first_player + 1) % 3
    s.players[exiled].exiled = True
    r = Run(s, [VOTE], ctx_of(s))
    seen = []
    while r.pending is not None and r.pending["kind"] == "ballot":
        seen.append(r.pending["player"])
        r.answer("no")
    r.done()
    assert exiled not in seen and len(seen) == 2


@covers("choose")
def test_choose_requirement_disables_options() -> None:
    s = game()
    s.food = 1
    ch = {"op": "choose", "options": [
        {"label": "pay", "requires": {"cond": "compare", "value": {"q": "food"}, "n": 2},
         "effect": [{"op": "food", "amount": -2}]},
        {"label": "morale", "effect": [{"op": "morale", "amount": 1}]},
        {"label": "barricade", "effect": [{"op": "barricade", "at": "colony"}]}]}
    morale = s.morale
    r = Run(s, [ch], ctx_of(s))
    assert r.pending["kind"] == "effect_choice"
    opts = {o["label"]: o["enabled"] for o in r.pending["options"]}
    assert opts == {"pay": False, "morale": True, "barricade": True}
    r.answer("1").done()
    assert s.morale == morale + 1 and s.food == 1
    assert sum(s.places[COLONY].barricades) == 0
    s.food = 3
    r = Run(s, [ch], ctx_of(s))
    assert all(o["enabled"] for o in r.pending["options"])
    r.answer("0").done()
    assert s.food == 1


def test_choose_with_nothing_allowed_does_nothing() -> None:
    s = game()
    s.food = 0
    never = {"cond": "compare", "value": {"q": "food"}, "n": 5}
    ch = {"op": "choose", "options": [
        {"label": "a", "requires": never, "effect": [{"op": "food", "amount": 1}]},
        {"label": "b", "requires": never, "effect": [{"op": "food", "amount": 2}]}]}
    run_ops(s, [ch, {"op": "morale", "amount": 1}])
    assert s.food == 0


@covers("if")
@pytest.mark.parametrize("food,then", [(3, True), (2, False)])
def test_if_then_else(food: int, then: bool) -> None:
    s = game()
    s.food = food
    morale = s.morale
    run_ops(s, [{"op": "if", "cond": {"cond": "compare", "value": {"q": "food"}, "n": 3},
                 "then": [{"op": "morale", "amount": 1}],
                 "else": [{"op": "morale", "amount": -1}]}])
    assert s.morale == morale + (1 if then else -1)


def test_if_sees_the_state_left_by_earlier_operations() -> None:
    s = game()
    s.food, s.morale = 2, 5
    run_ops(s, [{"op": "food", "amount": -3},
                {"op": "if", "cond": {"cond": "compare", "value": {"q": "food"}, "cmp": "<="},
                 "then": [{"op": "morale", "amount": -1}]}])
    assert (s.food, s.morale) == (0, 4)


# ============================================================================ for_each
@covers("for_each")
def test_for_each_player_resolves_in_turn_order_from_the_first_player() -> None:
    s = game()
    for p in s.players:
        p.hand = [f"can#{p.seat + 1}", f"bandage#{p.seat + 1}"]
    r = Run(s, [{"op": "for_each", "over": "player", "effect": [{"op": "discard"}]}],
            ctx_of(s))
    order = []
    while r.pending is not None:
        order.append(r.pending["player"])
        r.answer(s.players[r.pending["player"]].hand[1])
    r.done()
    assert order == [(s.first_player + i) % 3 for i in range(3)]
    assert all(p.hand == [f"can#{p.seat + 1}"] for p in s.players)
    assert sorted(s.waste) == ["bandage#1", "bandage#2", "bandage#3"]


def test_for_each_player_skips_exiled_players() -> None:
    s = game()
    skip = (s.first_player + 2) % 3
    s.players[skip].exiled = True
    for p in s.players:
        p.unused = [4] if p.seat == skip else [1]
    run_ops(s, [{"op": "for_each", "over": "player",
                 "effect": [{"op": "dice", "mode": "raise"}]}])
    assert [p.unused for p in s.players] == [[4] if p.seat == skip else [2]
                                             for p in s.players]


def test_for_each_own_survivor_binds_the_acting_survivor() -> None:
    s = game()
    a, b = own(s, s.active)
    run_ops(s, [{"op": "for_each", "over": "own_survivor",
                 "effect": [{"op": "wound", "target": "acting"}]}])
    assert s.survivors[a].wounds == 1 and s.survivors[b].wounds == 1
    assert sum(sv.wounds for sv in s.survivors.values()) == 2


def test_for_each_survivor_at_colony_and_here() -> None:
    s = game()
    a, b = own(s, s.active)
    other = own(s, (s.active + 1) % 3)[0]
    s.survivors[b].loc = "school"
    s.survivors[other].loc = "school"
    for sv in s.survivors.values():
        sv.wounds = 1
    run_ops(s, [{"op": "for_each", "over": "survivor_at_colony",
                 "effect": [{"op": "heal", "target": "acting"}]}])
    assert {sid: sv.wounds for sid, sv in s.survivors.items()} == {
        sid: (1 if sid in (b, other) else 0) for sid in s.survivors}
    run_ops(s, [{"op": "for_each", "over": "survivor_here",
                 "effect": [{"op": "wound", "target": "acting", "kind": "frostbite"}]}],
            ctx_of(s, b))
    assert {sid for sid, sv in s.survivors.items() if sv.frost} == {b, other}


def test_for_each_player_effect_is_resolved_by_each_player() -> None:
    s = game()
    hands = [len(p.hand) for p in s.players]
    run_ops(s, [{"op": "for_each", "over": "player",
                 "effect": [{"op": "draw", "deck": "school"}]}])
    assert [len(p.hand) for p in s.players] == [h + 1 for h in hands]


# ============================================================================ handler
@covers("handler")
def test_handler_calls_a_registered_code_handler() -> None:
    seen: list[tuple[dict, dict]] = []

    def handler(s: State, params: dict, ctx: dict) -> None:
        seen.append((params, ctx))
        s.food += params["amount"]

    E.HANDLERS["test_double_food"] = handler
    try:
        s = game()
        food = s.food
        ctx = ctx_of(s)
        run_ops(s, [{"op": "handler", "name": "test_double_food", "params": {"amount": 4}},
                    {"op": "morale", "amount": 1}], ctx)
        assert s.food == food + 4
        assert seen == [({"amount": 4}, ctx)]
    finally:
        del E.HANDLERS["test_double_food"]
    assert "test_double_food" not in E.HANDLERS


# ============================================================================ registry
def test_every_operation_is_registered_and_tested() -> None:
    base = set(S.OP_NAMES) - set(S.LN_OP_NAMES)  # the Long Night's: tests/engine/test_ln_*
    assert set(E.OPS) >= base
    assert base <= COVERED, base - COVERED
    # the discriminated union and the name list agree
    models = get_args(get_args(S.Op)[0])
    union = {get_args(m.model_fields["op"].annotation)[0] for m in models}
    assert union == set(S.OP_NAMES)
