"""Rule tests: zombies (ZOMB) and the Colony Phase (COLONY).  See shared/rules/RULES.md."""

from __future__ import annotations

from game.engine import apply
from game.engine.actions import Attack, Contribute, EndTurn
from game.engine.config import RulesOptions
from game.engine.state import COLONY
from tests.engine.rules_kit import (
    answer_as,
    end_round,
    evs,
    give,
    play,
    quiet,
    rc_game,
    turn_seat,
)


def lowest_at(s, loc):
    here = s.at(loc)
    return min(here, key=lambda sid: s.content.survivors[sid].influence)


def entrances(events, loc=COLONY):
    """Colony entrance (1-based) targeted by each zombie of an adding event, in order, with
    what happened there: 'z' placed, 'b' barricade destroyed, 'o' overrun."""
    out = []
    for e in events:
        if e.data.get("location") != loc:
            continue
        code = {"ZombieAdded": "z", "BarricadeDestroyed": "b", "Overrun": "o"}.get(e.type)
        if code:
            out.append((e.data["entrance"] + 1, code))
    return out


# ============================================================================ ZOMB
def test_zomb_01_zombies_added_one_at_a_time():
    """Each zombie is fully resolved before the next: the 2nd zombie destroys the barricade,
    which frees the space the 3rd zombie then takes (no overrun)."""
    s = quiet(rc_game())
    ps = s.places["police_station"]
    ps.zombies, ps.barricades = [1], [1]  # 3 spaces: 1 zombie, 1 barricade, 1 empty
    seat = turn_seat(s)
    sid = s.players[seat].leader
    s.survivors[sid].loc = "police_station"
    ev = play(s, seat, "t_z_police_3")
    assert entrances(ev, "police_station") == [(1, "z"), (1, "b"), (1, "z")]
    assert ps.zombies == [3] and ps.barricades == [0]
    assert not evs(ev, "Overrun") and sid in s.survivors


def test_zomb_02_non_colony_zombies_use_its_single_entrance():
    s = quiet(rc_game())
    seat = turn_seat(s)
    ev = play(s, seat, "t_z_police_2")
    assert s.places["police_station"].zombies == [2]
    assert entrances(ev, "police_station") == [(1, "z"), (1, "z")]
    assert sum(s.places[COLONY].zombies) == 0


def test_zomb_03_colony_entrances_in_order_and_restart_each_event():
    s = quiet(rc_game())
    seat = turn_seat(s)
    ev = play(s, seat, "t_z_colony_8")
    assert [e for e, _ in entrances(ev)] == [1, 2, 3, 4, 5, 6, 1, 2]
    assert s.places[COLONY].zombies == [2, 2, 1, 1, 1, 1]
    ev = play(s, seat, "t_z_colony_2")  # a new adding event starts again at entrance 1
    assert [e for e, _ in entrances(ev)] == [1, 2]
    assert s.places[COLONY].zombies == [3, 3, 1, 1, 1, 1]


def test_zomb_04_zombie_takes_any_empty_space_beside_a_barricade():
    """An entrance with a barricade but an empty space takes the zombie; the barricade
    stays."""
    s = quiet(rc_game())
    col = s.places[COLONY]
    col.zombies[0], col.barricades[0] = 1, 1  # 3 spaces: one left
    seat = turn_seat(s)
    ev = play(s, seat, "t_z_colony_1")
    assert col.zombies[0] == 2 and col.barricades[0] == 1
    assert entrances(ev) == [(1, "z")]


def test_zomb_05_barricade_absorbs_zombie():
    s = quiet(rc_game())
    col = s.places[COLONY]
    col.zombies[0], col.barricades[0] = 2, 1  # full, with a barricade
    seat = turn_seat(s)
    dead_before = len(s.dead)
    ev = play(s, seat, "t_z_colony_1")
    assert col.barricades[0] == 0 and col.zombies[0] == 2  # zombie not placed
    assert entrances(ev) == [(1, "b")]
    assert len(s.dead) == dead_before and not evs(ev, "Overrun")
    assert not evs(ev, "ExposureRolled")  # ZOMB-14: not killed by a survivor


def test_zomb_07_overrun_kills_lowest_influence_anywhere_in_colony():
    """At the colony the victim is the lowest-influence survivor of the whole colony; at a
    location, the lowest-influence survivor there (KILL-01)."""
    s = quiet(rc_game())
    col = s.places[COLONY]
    col.zombies[2] = 3
    seat = turn_seat(s)
    victim = lowest_at(s, COLONY)
    morale = s.morale
    ev = play(s, seat, "t_z_colony_3")
    assert entrances(ev) == [(1, "z"), (2, "z"), (3, "o")]
    assert col.zombies == [1, 1, 3, 0, 0, 0]  # the overrunning zombie is not placed
    killed = evs(ev, "SurvivorKilled")
    assert [k.data["survivor"] for k in killed] == [victim]
    assert killed[0].data["cause"] == "overrun"
    assert victim not in s.survivors and s.morale == morale - 1
    # at a non-colony location: the lowest-influence survivor there, not the colony's
    s2 = quiet(rc_game(seed=2))
    seat = turn_seat(s2)
    ids = sorted(s2.survivors, key=lambda x: s2.content.survivors[x].influence)
    for sid in ids[-2:]:
        s2.survivors[sid].loc = "police_station"
    s2.places["police_station"].zombies = [3]
    ev = play(s2, seat, "t_z_police_1")
    assert [k.data["survivor"] for k in evs(ev, "SurvivorKilled")] == [ids[-2]]
    assert ids[0] in s2.survivors


def test_zomb_08_overrun_with_only_helpless_kills_a_helpless():
    """KILL-08: a helpless survivor dies, costing 1 morale."""
    s = quiet(rc_game())
    for sv in s.survivors.values():
        sv.loc = "school"
    s.helpless = 2
    s.places[COLONY].zombies[0] = 3
    seat = turn_seat(s)
    morale = s.morale
    ev = play(s, seat, "t_z_colony_1")
    assert s.helpless == 1 and s.morale == morale - 1
    assert len(evs(ev, "HelplessKilled")) == 1 and not evs(ev, "SurvivorKilled")


def test_zomb_09_overrun_with_nobody_present_has_no_effect():
    s = quiet(rc_game())
    s.places["police_station"].zombies = [3]
    seat = turn_seat(s)
    morale, alive = s.morale, set(s.survivors)
    ev = play(s, seat, "t_z_police_1")
    assert evs(ev, "Overrun") and s.places["police_station"].zombies == [3]
    assert s.morale == morale and set(s.survivors) == alive
    # the colony: no survivors and no helpless either
    for sv in s.survivors.values():
        sv.loc = "school"
    s.helpless = 0
    s.places[COLONY].zombies[0] = 3
    ev = play(s, seat, "t_z_colony_1")
    assert evs(ev, "Overrun") and s.morale == morale and set(s.survivors) == alive


def test_zomb_10_each_overrun_death_costs_one_morale():
    """Two overruns in one adding event (entrances 1 and 2 full): two deaths, -2 morale
    (MORALE-02)."""
    s = quiet(rc_game())
    col = s.places[COLONY]
    col.zombies[0] = col.zombies[1] = 3
    seat = turn_seat(s)
    morale = s.morale
    ev = play(s, seat, "t_z_colony_2")
    assert len(evs(ev, "SurvivorKilled")) == 2
    assert s.morale == morale - 2
    assert [m.data["delta"] for m in evs(ev, "MoraleChanged")] == [-1, -1]


def test_zomb_11_no_zombie_supply_limit():
    """DISC-24: zombie tokens stand in for standees, so zombies keep coming after the 30
    standees are on the board (30 placed, then 6 more)."""
    s = quiet(rc_game())
    for lid in ("police_station", "grocery_store", "school", "library", "hospital",
                "gas_station"):
        s.places[lid].zombies = [3]
    s.places[COLONY].zombies = [2] * 6
    assert sum(sum(p.zombies) for p in s.places.values()) == 30
    seat = turn_seat(s)
    ev = play(s, seat, "t_z_colony_6")
    assert len(evs(ev, "ZombieAdded")) == 6 and not evs(ev, "Overrun")
    assert sum(sum(p.zombies) for p in s.places.values()) == 36


def test_zomb_12_killed_or_removed_zombies_leave_the_board():
    s = quiet(rc_game())
    s.places[COLONY].zombies = [2, 1, 0, 0, 0, 0]
    seat = turn_seat(s)
    s.rng.script = ["blank"]
    s.players[seat].unused = [6]
    apply(s, Attack(actor=seat, survivor=s.players[seat].leader, die=0, target="z0"))
    assert s.places[COLONY].zombies == [1, 1, 0, 0, 0, 0]
    play(s, seat, "t_remove_colony")
    assert sum(s.places[COLONY].zombies) == 1
    play(s, seat, "t_z_colony_2")  # the supply is not depleted by earlier kills
    assert s.places[COLONY].zombies == [1, 2, 0, 0, 0, 0]


def test_zomb_13_colony_attacker_chooses_the_entrance():
    s = quiet(rc_game())
    s.places[COLONY].zombies = [3, 0, 0, 0, 1, 0]
    seat = turn_seat(s)
    s.players[seat].unused = [6]
    s.rng.script = ["blank"]
    ev = apply(s, Attack(actor=seat, survivor=s.players[seat].leader, die=0, target="z4"))
    assert s.places[COLONY].zombies == [3, 0, 0, 0, 0, 0]
    assert evs(ev, "ZombieKilled")[0].data["entrance"] == 4


def test_zomb_14_killing_causes_exposure_removing_does_not():
    """An attack kills without a roll and the attacker rolls exposure; a card kill by a
    survivor also rolls (EXPO-01); a remove effect and a kill with no survivor (NS-61) do
    not."""
    s = quiet(rc_game())
    s.places[COLONY].zombies = [3, 3, 0, 0, 0, 0]
    seat = turn_seat(s)
    leader = s.players[seat].leader
    s.players[seat].unused = [3]  # attack 3+: any die meeting it kills, no die roll
    s.rng.script = ["wound"]
    ev = apply(s, Attack(actor=seat, survivor=leader, die=0, target="z0"))
    assert evs(ev, "ZombieKilled") and not evs(ev, "DieRerolled")
    assert [e.data["survivor"] for e in evs(ev, "ExposureRolled")] == [leader]
    assert s.survivors[leader].wounds == 1
    s.rng.script = ["blank"]
    ev = play(s, seat, "police_station_gun", survivor=leader)
    ev += answer_as(s, "1")  # ZOMB-13: the player picks the zombie at the colony
    assert len(evs(ev, "ZombieKilled")) == 1 and len(evs(ev, "ExposureRolled")) == 1
    ev = play(s, seat, "t_remove_colony")
    assert evs(ev, "ZombieRemoved") and not evs(ev, "ExposureRolled")
    ev = play(s, seat, "t_trap")
    ev += answer_as(s, "1")
    assert evs(ev, "ZombieKilled") and not evs(ev, "ExposureRolled")
    assert s.rng.script == []


def test_zomb_15_worked_example_fourteen_at_the_colony():
    """14 at the colony (6 survivors + 8 helpless) add 7 zombies; entrance 3 is full with no
    barricade: zombie 3 overruns and kills the lowest-influence colony survivor, zombies 4-6
    go to entrances 4-6 and zombie 7 to entrance 1 (COLONY-10, COLONY-11)."""
    s = quiet(rc_game())
    s.helpless = 8
    assert len(s.at(COLONY)) + s.helpless == 14
    s.places[COLONY].zombies[2] = 3
    victim = lowest_at(s, COLONY)
    ev = end_round(s)
    step = ev.index(next(e for e in ev if e.type == "ColonyStep"
                         and e.data["step"] == "add_zombies"))
    adds = entrances(ev[step:])
    assert adds == [(1, "z"), (2, "z"), (3, "o"), (4, "z"), (5, "z"), (6, "z"), (1, "z")]
    assert [k.data["survivor"] for k in evs(ev[step:], "SurvivorKilled")] == [victim]
    assert s.places[COLONY].zombies == [2, 1, 3, 1, 1, 1]
    assert s.helpless == 8


# ============================================================================ COLONY
def _steps(ev):
    marks = {"FoodPaid": "pay_food", "StarvationAdded": "pay_food",
             "WasteChecked": "check_waste", "CrisisResolved": "resolve_crisis",
             "ObjectiveChecked": "check_objective", "RoundTrackMoved": "round_tracker",
             "FirstPlayerPassed": "pass_first_player"}
    out = []
    for e in ev:
        name = marks.get(e.type)
        if e.type == "ColonyStep" and e.data["step"] == "add_zombies":
            name = "add_zombies"
        if name and (not out or out[-1] != name):
            out.append(name)
    return out


def test_colony_01_steps_in_order():
    """Without modules: Pay Food, Check Waste, Resolve Crisis, Add Zombies, Check Main
    Objective, Move Round Tracker, Pass First Player Token (DISC-02); the new round
    begins afterwards."""
    s = rc_game()
    s.crisis = "c0"
    ev = end_round(s)
    assert _steps(ev) == ["pay_food", "check_waste", "resolve_crisis", "add_zombies",
                          "check_objective", "round_tracker", "pass_first_player"]
    assert ev.index(evs(ev, "FirstPlayerPassed")[0]) < ev.index(evs(ev, "RoundStarted")[0])
    assert s.round == 2


def test_colony_03_headcount_counts_colony_standees_and_helpless_only():
    """Survivors elsewhere forage for themselves (DISC-09: each helpless token counts 1)."""
    s = quiet(rc_game())
    s.helpless = 3
    away = list(s.survivors)[:2]
    for sid in away:
        s.survivors[sid].loc = "school"
    # headcount = 4 survivors + 3 helpless = 7 -> 4 food
    ev = end_round(s)
    assert evs(ev, "FoodPaid")[0].data["paid"] == 4
    assert s.food == 16


def test_colony_04_food_due_is_half_rounded_up():
    for helpless, due in ((0, 3), (1, 4), (2, 4), (3, 5)):
        s = quiet(rc_game())
        s.helpless = helpless  # 6 survivors at the colony + helpless
        ev = end_round(s)
        assert evs(ev, "FoodPaid")[0].data["paid"] == due, helpless


def test_colony_05_enough_food_is_paid():
    s = quiet(rc_game())
    s.helpless, s.food = 0, 3
    morale = s.morale
    ev = end_round(s)
    assert s.food == 0 and s.starvation == 0
    assert not evs(ev, "StarvationAdded") and s.morale == morale


def test_colony_06_starvation_pays_nothing_and_costs_morale_per_token():
    """MORALE-03: with 1 starvation token already there, a shortfall adds a 2nd and costs
    2 morale; the food that was there stays."""
    s = quiet(rc_game())
    s.helpless, s.food, s.starvation = 0, 2, 1  # 3 due
    morale = s.morale
    ev = end_round(s)
    assert s.food == 2 and s.starvation == 2
    assert s.morale == morale - 2
    assert evs(ev, "StarvationAdded")[0].data["starvation"] == 2


def test_colony_07_starvation_tokens_stay():
    s = quiet(rc_game())
    s.helpless, s.food = 0, 0
    end_round(s)
    assert s.starvation == 1
    quiet(s)
    s.food = 20
    end_round(s)  # food paid normally: the token is not removed
    assert s.starvation == 1 and s.food == 17


def test_colony_08_waste_costs_one_morale_per_full_ten():
    """MORALE-04: 19 cards -> -1; 20 -> -2; the cards stay."""
    for n, loss in ((9, 0), (19, 1), (20, 2)):
        s = quiet(rc_game())
        s.waste = [f"can#{i % 10 + 1}" for i in range(n)]
        morale = s.morale
        ev = end_round(s)
        assert s.morale == morale - loss, n
        assert evs(ev, "WasteChecked")[0].data["loss"] == loss
        assert len(s.waste) == n


def test_colony_09_crisis_resolved_in_colony_phase():
    """CRISIS-01: the crisis is resolved in the Colony Phase (after Check Waste), not when
    revealed nor when cards are added."""
    s = quiet(rc_game())
    s.crisis = "c0"
    morale = s.morale
    seat = turn_seat(s)
    uid = give(s, seat, "t_note")
    ev = apply(s, Contribute(actor=seat, card=uid))
    assert not evs(ev, "CrisisResolved") and s.morale == morale
    ev = end_round(s)
    assert _steps(ev).index("resolve_crisis") == _steps(ev).index("check_waste") + 1
    assert evs(ev, "CrisisResolved")[0].data["prevented"] is False
    assert s.morale == morale - 1


def test_colony_10_add_zombies_colony_locations_and_noise():
    """(a) colony: half the headcount rounded up; (b) one per survivor at a location;
    (c) each noise token resolved one at a time, a die of 1-3 adds a zombie (DISC-01,
    base ruleset: die)."""
    s = quiet(rc_game())
    s.helpless = 0
    ids = list(s.survivors)
    s.survivors[ids[0]].loc = "school"
    s.survivors[ids[1]].loc = "school"
    s.survivors[ids[2]].loc = "hospital"
    s.places["library"].noise = 3
    s.rng.script = [1, 6, 3]  # the three noise dice: zombie, nothing, zombie
    ev = end_round(s)
    assert sum(s.places[COLONY].zombies) == 2  # 3 at the colony -> 2
    assert s.places["school"].zombies == [2]
    assert s.places["hospital"].zombies == [1]
    assert s.places["library"].zombies == [2] and s.places["library"].noise == 0
    assert [e.data["zombie"] for e in evs(ev, "NoiseResolved")] == [True, False, True]
    # NS-38: colony first, then locations by number (school 3, library 4, hospital 5)
    order = []
    for e in evs(ev, "ZombieAdded"):
        if not order or order[-1] != e.data["location"]:
            order.append(e.data["location"])
    assert order == [COLONY, "school", "library", "hospital"]


def test_colony_10_noise_flip_option():
    """DISC-01: with noise_resolution = flip each token is a coin; '!!!' adds a zombie."""
    s = quiet(rc_game(options=RulesOptions(noise_resolution="flip")))
    s.places["library"].noise = 2
    s.rng.script = [True, False]
    ev = end_round(s)
    assert s.places["library"].zombies == [1]
    assert [e.data["flip"] for e in evs(ev, "NoiseResolved")] == [True, False]


def test_colony_10_headcount_is_taken_when_the_step_starts():
    """Two survivors at a full location with no barricade: both zombies overrun, so both
    die — the second zombie is still due although its survivor is already dead."""
    s = quiet(rc_game())
    s.helpless = 0
    ids = list(s.survivors)[:2]
    for sid in ids:
        s.survivors[sid].loc = "gas_station"
    s.places["gas_station"].zombies = [3]
    ev = end_round(s)
    dead = [k.data["survivor"] for k in evs(ev, "SurvivorKilled")]
    assert sorted(dead) == sorted(ids)
    assert len([e for e in evs(ev, "Overrun") if e.data["location"] == "gas_station"]) == 2


def test_colony_11_colony_phase_zombies_follow_zomb_rules():
    """Colony Phase zombies meet barricades (ZOMB-05) and overrun (ZOMB-07) like any
    other."""
    s = quiet(rc_game())
    s.helpless = 0  # 6 survivors -> 3 zombies: entrances 1, 2, 3
    col = s.places[COLONY]
    col.zombies[0], col.barricades[0] = 2, 1
    col.zombies[1] = 3
    victim = lowest_at(s, COLONY)
    ev = end_round(s)
    assert entrances(ev) == [(1, "b"), (2, "o"), (3, "z")]
    assert col.barricades[0] == 0 and col.zombies[:3] == [2, 3, 1]
    assert [k.data["survivor"] for k in evs(ev, "SurvivorKilled")] == [victim]


def test_colony_14_main_objective_checked_only_in_step_7():
    """END-03: the tutorial objective (30 food) met during a turn does not end the game;
    at step 7 it does, before the round track moves."""
    s = quiet(rc_game())
    seat = turn_seat(s)
    s.food = 40
    play(s, seat, "t_note")
    assert not s.over and s.pending["kind"] == "turn"
    rounds = s.rounds_left
    ev = end_round(s)
    assert s.over and s.end_reason == "objective" and s.objective_met
    assert s.rounds_left == rounds  # step 8 never ran
    assert not evs(ev, "RoundTrackMoved")
    assert evs(ev, "ObjectiveChecked")[0].data["met"] is True


def test_colony_15_round_track_moves_and_ends_at_zero():
    """END-02: reaching 0 ends the game; the main objective has failed."""
    s = quiet(rc_game())
    rounds = s.rounds_left
    end_round(s)
    assert s.rounds_left == rounds - 1 and not s.over
    quiet(s)
    s.rounds_left = 1
    ev = end_round(s)
    assert s.over and s.end_reason == "rounds" and s.rounds_left == 0
    assert s.objective_met is False
    assert evs(ev, "GameEnded")[0].data["objective_met"] is False


def test_colony_16_first_player_token_passes_right():
    """DISC-03: to the right (the player who played last), and turns go clockwise, so that
    player takes two turns in a row; option `left` passes the other way.  (The LN first-
    player vote is not part of the base ruleset.)"""
    s = quiet(rc_game())
    fp = s.first_player
    order = []
    while s.round == 1:
        order.append(turn_seat(s))
        apply(s, EndTurn(actor=order[-1]))
    assert order == [fp, (fp + 1) % 3, (fp + 2) % 3]
    assert s.first_player == (fp - 1) % 3 == order[-1]
    assert turn_seat(s) == order[-1]  # two turns in a row
    s2 = quiet(rc_game(options=RulesOptions(first_player_pass_direction="left")))
    fp2 = s2.first_player
    end_round(s2)
    assert s2.first_player == (fp2 + 1) % 3
