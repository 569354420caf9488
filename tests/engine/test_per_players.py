"""Numbers by player count (docs/PACKS.md): a ``compare`` condition's ``n`` may be a map
``{ 3 = 10, 4 = 12, 5 = 14 }`` read for the number of players seated at setup.  The main
objective's goal is checked with that number in Colony step 7 (COLONY-14, END-03) at 2, 3,
4 and 5 players; the view's progress display and the bots read the same number."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from game.bots.heuristic.context import _Ctx, _Memory
from game.bots.heuristic.pack import _pack_for
from game.content import schema as S
from game.content.pack import Content
from game.content.schema_base import MODULE_KEYS, SCENARIO_KEYS
from game.engine import player_view
from game.engine.effects import check, main_goal_met, threshold
from game.engine.state import State
from tests.engine.factory import make_content
from tests.engine.rules_kit import end_round, evs, quiet, rc_game

# kills needed: 3 players 9, 4 players 12, 5 players 14; 2 players has no entry (the
# nearest listed count, 3, gives 9)
KILLS = {"3": 9, "4": 12, "5": 14}
EXPECTED = {2: 9, 3: 9, 4: 12, 5: 14}


def _content(n: Any = None) -> Content:
    goal = {"cond": "compare", "value": {"q": "zombies_killed"}, "cmp": ">=",
            "n": KILLS if n is None else n}
    side = {"morale": 6, "rounds": 6, "food": 4, "helpless": 2, "goal": goal,
            "goal_text": "9 kills (12 with 4 players, 14 with 5)"}
    mo = S.MainObjective.model_validate({
        "id": "m1", "name": "Thin the Herd", "duration": "short", "story": "s",
        "normal": side, "hard": side})
    return make_content(main_objectives={"m1": mo})


CONTENT = _content()


def _game(players: int) -> State:
    return quiet(rc_game(n=players, content=CONTENT))


# ============================================================================ reading a map
@pytest.mark.parametrize(("value", "players", "expected"), [
    (12, 3, 12),  # a plain number is the same at every count
    ({"3": 10, "4": 12, "5": 14}, 4, 12),  # the count's own entry
    ({"default": 12, "3": 10}, 3, 10),
    ({"default": 12, "3": 10}, 5, 12),  # no entry: the default
    ({"3": 10, "5": 14}, 2, 10),  # no default: the nearest listed count
    ({"3": 10, "5": 14}, 4, 10),  # equally near 3 and 5: the smaller count
    ({"4": 12}, 5, 12),
])
def test_per_players_reads_the_count_then_default_then_nearest(
        value: Any, players: int, expected: int) -> None:
    assert S.per_players(value, players) == expected


@pytest.mark.parametrize(("value", "players", "modules", "expected"), [
    ({"4": 2, "5": 3, "bandits": {"4": 1}}, 4, {"bandits"}, 1),  # the module's own entry
    ({"4": 2, "5": 3, "bandits": {"4": 1}}, 5, {"bandits"}, 3),  # none for 5: the count's
    ({"4": 2, "5": 3, "bandits": {"4": 1}}, 4, {"raxxon"}, 2),  # the module not in play
    ({"4": 2, "bandits": 1}, 3, {"bandits", "raxxon"}, 1),  # a plain number: every count
    ({"4": 2, "bandits": {"default": 1, "5": 4}}, 5, {"bandits"}, 4),
    ({"4": 2, "bandits": {"default": 1, "5": 4}}, 3, {"bandits"}, 1),
    ({"default": 6, "raxxon": 5, "bandits": 4}, 4, {"bandits", "raxxon"}, 4),  # in order
    # only the first module in play is read (bandits, raxxon, improvements): a number for
    # the Improvements is the one of a game with no other module
    ({"4": 3, "improvements": {"4": 4}}, 4, {"improvements"}, 4),
    ({"4": 3, "improvements": {"4": 4}}, 4, {"improvements", "bandits"}, 3),
    ({"4": 3, "improvements": {"4": 4}}, 4, {"improvements", "raxxon"}, 3),
    ({"4": 3, "improvements": 4, "raxxon": {"5": 9}}, 4, {"improvements", "raxxon"}, 3),
    ({"4": 3, "improvements": 4, "raxxon": {"5": 9}}, 5, {"improvements", "raxxon"}, 9),
    # an introductory scenario's number comes before its module's (SCEN-01)
    ({"default": 2, "bandits_intro": 1}, 3, {"bandits", "bandits_intro"}, 1),
    ({"default": 2, "bandits_intro": 1}, 3, {"bandits"}, 2),
    ({"default": 2, "bandits_intro": 1, "bandits": 5}, 4, {"bandits", "bandits_intro"}, 1),
    ({"default": 2, "bandits_intro": {"3": 1}, "bandits": 5}, 4,
     {"bandits", "bandits_intro"}, 5),  # none for 4 players: the module's
    ({"default": 2, "raxxon_intro": 1}, 4, {"raxxon", "bandits_intro"}, 2),
])
def test_per_players_by_module_reads_the_first_module_in_play(
        value: Any, players: int, modules: set[str], expected: int) -> None:
    assert S.per_players(value, players, modules) == expected
    without = S.per_players(value, players)  # no module: the plain reading
    assert without == S.per_players({k: v for k, v in value.items()
                                     if k not in MODULE_KEYS + SCENARIO_KEYS}, players)


def test_scen_01_a_threshold_by_scenario_follows_the_config() -> None:
    """The engine and the bots read an introductory scenario's own number (SCEN-01)."""
    from game.content.loader import load_ruleset
    from game.engine import GameConfig, Seat, new_game

    ln = load_ruleset("ln")
    goal = S.CondCompare.model_validate({"cond": "compare", "value": {"q": "helpless"},
                                         "n": {"default": 2, "raxxon_intro": 1}})
    seats = [Seat(name=n) for n in "ABC"]
    for extra, want in (({"modules": frozenset({"raxxon"})}, 2),
                        ({"scenario": "raxxon_intro"}, 1), ({"scenario": "bandits_intro"}, 2)):
        s = new_game(GameConfig(seats=seats, seed=1, ruleset="ln", **extra), ln)
        assert threshold(s, goal) == want
        cx = _Ctx(_pack_for(ln), player_view(s, 0), _Memory())
        out: dict[str, int] = {}
        cx._leaves(goal, out)
        assert out == {"helpless>=": want}


def test_a_threshold_by_module_follows_the_config() -> None:
    """The engine and the bots read the number for the modules the game is played with."""
    from game.content.loader import load_ruleset
    from game.engine import GameConfig, Seat, new_game

    ln = load_ruleset("ln")
    goal = S.CondCompare.model_validate({"cond": "compare", "value": {"q": "round"},
                                         "n": {"4": 6, "bandits": {"4": 3}}})
    seats = [Seat(name=n) for n in "ABCD"]
    for mods, want in ((set(), 6), ({"raxxon"}, 6), ({"bandits"}, 3),
                       ({"bandits", "improvements"}, 3)):
        s = new_game(GameConfig(seats=seats, seed=1, ruleset="ln", modules=mods), ln)
        assert threshold(s, goal) == want
        cx = _Ctx(_pack_for(ln), player_view(s, 0), _Memory())
        out: dict[str, int] = {}
        cx._leaves(goal, out)
        assert out == {"round>=": want}


@pytest.mark.parametrize(("bad", "message"), [
    ({"4": 2, "bandits": "x"}, "the number with the bandits module is not a whole number"),
    ({"4": 2, "bandits": {"9": 1}}, "'9' is not a player count for the bandits module"),
    ({"bandits": 1}, "write default = N beside the module's"),
    ({"4": 2, "pirates": 1}, "or a module (bandits, raxxon, improvements) or a scenario"),
    ({"4": 2, "raxxon_intro": "x"}, "the number with the raxxon_intro scenario is not"),
    ({"7": 3}, "'7' is not a player count"),
    ({"three": 3}, "'three' is not a player count"),
    ({}, "empty map"),
    ({"default": 4}, "only 'default'"),
    ({"3": True}, "the number for 3 players is not a whole number"),
    ({"default": "x", "3": 2}, "the number for 'default' is not a whole number"),
    (4.5, "expected a whole number or a map by player count"),
    (True, "expected a whole number or a map by player count"),
])
def test_a_malformed_map_is_refused_with_one_clear_message(bad: Any, message: str) -> None:
    with pytest.raises(ValidationError) as err:
        S.CondCompare.model_validate({"cond": "compare", "value": {"q": "food"}, "n": bad})
    errors = err.value.errors()
    assert len(errors) == 1 and message in errors[0]["msg"]


# ============================================================================ the engine
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_colony_14_goal_number_follows_the_player_count(players: int) -> None:
    """COLONY-14 / END-03: at step 7 the goal is met with the number for this table's
    player count (2 players: the hard side, same map), and not one kill short of it."""
    need = EXPECTED[players]
    s = _game(players)
    assert s.n == players and threshold(s, s.content.main_objectives["m1"].normal.goal) == need
    s.stats["zombies_killed"] = need - 1
    assert not main_goal_met(s)
    ev = end_round(s)
    assert not s.over and evs(ev, "ObjectiveChecked")[0].data["met"] is False
    quiet(s)
    s.stats["zombies_killed"] = need
    ev = end_round(s)
    assert s.over and s.end_reason == "objective" and s.objective_met
    assert evs(ev, "ObjectiveChecked")[0].data["met"] is True


def test_colony_14_the_count_is_the_setup_count_even_after_an_exile() -> None:
    """An exiled player still plays (EXILE-01..09 restrict, never remove them): the number
    stays the setup count."""
    s = _game(5)
    s.players[4].exiled = True
    s.stats["zombies_killed"] = 13
    assert not main_goal_met(s)
    s.stats["zombies_killed"] = 14
    assert main_goal_met(s)


@pytest.mark.parametrize(("players", "cmp", "value", "met"), [
    (3, "<=", 2, True), (3, "<=", 3, False), (5, "<=", 3, True), (5, "<=", 4, False),
])
def test_colony_14_at_most_goals_read_the_map_too(players: int, cmp: str, value: int,
                                                   met: bool) -> None:
    """A ``<=`` goal (e.g. colony zombies) with a map: 2 at 3 players, 3 at 5."""
    c = S.CondCompare.model_validate({"cond": "compare", "value": {"q": "helpless"},
                                      "cmp": cmp, "n": {"3": 2, "default": 3}})
    s = _game(players)
    s.helpless = value
    assert check(s, c, {"player": 0}) is met


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_view_progress_and_bot_goals_show_the_table_number(players: int) -> None:
    """The progress display (player view) and the bot's reading of the goal use the
    number for this table, not the map."""
    s = _game(players)
    seat = s.first_player
    view = player_view(s, seat)
    leaf = view["main_objective"]["progress"][0]
    assert leaf["q"] == "zombies_killed" and leaf["target"] == EXPECTED[players]
    cx = _Ctx(_pack_for(CONTENT), view, _Memory())
    assert cx.want == {"zombies_killed>=": EXPECTED[players]}
    assert cx.check(CONTENT.main_objectives["m1"].normal.goal) is False
