"""The introductory scenarios (RULES.md §23): SCEN-01..05, SCEN-R-01..11, SCEN-B-01..11 with
NS-48 / NS-54, played with scripted chance on the tiny Long Night pack (tests/packs/ln_tiny):
its special objectives count zombies killed, so a test sets that count to complete them."""

from __future__ import annotations

from typing import Any

import pytest

from game.engine import apply, legal_actions, new_game
from game.engine.actions import Answer, Draft, Move, Search
from game.engine.base import push
from game.engine.config import RulesOptions
from game.engine.end import player_wins
from game.engine.invariants import check_invariants
from game.engine.modules.bandits_actions import AttackBandit
from game.engine.modules.scenario_state import stage_allows
from game.engine.modules.scenarios import _band_designated, _rax_designated
from game.engine.state import COLONY
from game.engine.views import public_view
from tests.engine.ln_kit import ln_config, ln_started, ln_tiny
from tests.engine.rules_kit import answer_as, end_round, evs, illegal, quiet, turn_seat

LAB, HIDEOUT = "lt_raxxon", "lt_hideout"
IVY, BRUNO = "lt_s_ivy", "lt_s_bruno"  # the tiny pack's Emma Han and Blue


def game(scenario: str, n: int = 3, seed: int = 1, **kw: Any):
    kw.setdefault("options", RulesOptions(first_player_vote=False))
    s = quiet(ln_started(n=n, seed=seed, content=ln_tiny(), scenario=scenario, **kw))
    return s


def kills(s, n: int) -> None:
    s.stats["zombies_killed"] = n


def through_colony(s) -> list:
    """End the round's turns and run the Colony Phase (stops at a scenario decision)."""
    out = end_round(s)
    while s.pending and s.pending["kind"] in ("ballot", "vote_tie"):
        out += answer_as(s, "yes")
    return out


# ============================================================================ framework
def test_scen_01_03_r_03_b_01_stage_one_objective_replaces_the_main_objective() -> None:
    s = game("raxxon_intro")
    assert s.main_objective == "lt_r1" and s.scen.objective == "lt_r1" and s.scen.stage == 1
    assert s.scen.scenario == "raxxon_intro"
    assert s.rounds_left == 8  # the stage-1 card sets the game up (normal side)
    b = game("bandits_intro")
    assert b.main_objective == "lt_b1"
    assert public_view(b)["main_objective"]["id"] == "lt_b1"


def test_scen_02_per_rule_activation_flags_consulted_by_the_modules() -> None:
    s = game("raxxon_intro")
    assert s.scen.active == {"raxxon_access": False, "search_exposure": False,
                             "pills": False, "containment": False}
    assert not stage_allows(s, "containment") and stage_allows(s, "not_staged")
    b = game("bandits_intro")
    assert stage_allows(b, "bandit_placement") and not stage_allows(b, "hideout")
    plain = quiet(ln_started(content=ln_tiny(), modules=frozenset({"bandits"})))
    assert plain.scen is None and stage_allows(plain, "hideout")


def test_scen_05_events_carry_the_text_key_and_designated_player() -> None:
    s = new_game(ln_config(3, 1, scenario="raxxon_intro",
                           options=RulesOptions(first_player_vote=False)), ln_tiny())
    started = [e for e in s.events if e.type == "ScenarioStarted"][0]
    assert started.data["text"] == "raxxon_intro.intro"
    assert started.data["story"] == "lt_r1.story"


# ============================================================================ Raxxon
def test_scen_r_01_raxxon_barricaded_and_sealed_moves_and_search_refused() -> None:
    s = game("raxxon_intro")
    place = s.places[LAB]
    assert all(b + z >= place.cap for b, z in zip(place.barricades, place.zombies))
    seat = turn_seat(s)
    sid = s.players[seat].leader
    assert not any(a for a in legal_actions(s) if getattr(a, "to", None) == LAB)
    reason = illegal(s, Move(actor=seat, survivor=sid, to=LAB))
    assert "SCEN-R-01" in reason
    # searching Raxxon in stage R1 is refused (a survivor put there by hand)
    s.survivors[sid].loc = LAB
    die = 0
    assert "sealed" in illegal(s, Search(actor=seat, survivor=sid, die=die))
    assert not any(a.type == "search" and a.survivor == sid for a in legal_actions(s))


def _run_ops(s, ops: list[dict[str, Any]], ctx: dict[str, Any]) -> list:
    """Run effect operations on an empty work stack; returns the events; leaves a decision
    they ask pending (the turn decision is restored only when none is)."""
    from pydantic import TypeAdapter

    from game.content import schema as S
    from game.engine.base import run
    from game.engine.effects import run_effects

    saved, n = (s.pending, s.stack), len(s.events)
    s.pending, s.stack = None, []
    run_effects(s, [TypeAdapter(S.Op).validate_python(o) for o in ops], ctx)
    run(s)
    if s.pending is None:
        s.pending, s.stack = saved
    return s.events[n:]


def test_scen_r_01_every_path_to_the_sealed_raxxon_is_closed() -> None:
    """SCEN-R-01: no survivor and no bandit can get to Raxxon in stage R1 — not by a card
    that moves or places a survivor, not by a random location (LN-08), not by exile
    relocation, not by bandit placement (crisis, effect, leader) — and the sealed Raxxon
    is an invariant."""
    from game.engine.modules.bandits import can_take, place_bandits
    from game.engine.votes import exile

    s = game("raxxon_intro", modules=frozenset({"bandits"}))
    assert s.band is not None and not s.scen.active["raxxon_access"]
    seat = turn_seat(s)
    sid = s.players[seat].leader
    ctx = {"player": seat, "survivor": sid}
    for op in ("move_survivor", "place_survivor"):
        out = _run_ops(s, [{"op": op, "target": "acting", "to": LAB}], ctx)
        assert s.survivors[sid].loc != LAB
        assert not [e for e in out if e.data.get("to") == LAB], op
    # LN-08: give Raxxon a die number; a roll of that number is no way in either
    six = next(lid for lid, pl in s.places.items() if pl.number == 6)
    s.places[six].number, s.places[LAB].number = 9, 6
    s.rng.script[:] = [6] * 4
    _run_ops(s, [{"op": "move_survivor", "target": "acting", "to": "random"}], ctx)
    assert s.survivors[sid].loc != LAB
    s.rng.script[:] = [6, 6]
    _run_ops(s, [{"op": "bandits_add", "at": "random", "count": 2}], ctx)
    assert s.places[LAB].bandits == 0
    # bandits: not by a named location, nor at the leader's choice
    assert not can_take(s, LAB) and place_bandits(s, LAB, 2, "test") == 0
    _run_ops(s, [{"op": "bandits_add", "at": LAB, "count": 1}], ctx)
    assert s.places[LAB].bandits == 0
    # exile relocation and a survivor joining an exiled player: Raxxon is never offered
    other = next(i for i in range(s.n) if i != seat)
    saved = (s.pending, s.stack)
    s.pending, s.stack = None, []
    exile(s, other)
    from game.engine.base import run

    run(s)
    seen = 0
    while s.pending and s.pending["kind"] in ("exile_relocate", "survivor_join",
                                              "bandit_place"):
        keys = [o["key"] for o in s.pending["options"]]
        assert LAB not in keys, s.pending["kind"]
        seen += 1
        answer_as(s, keys[0])
    assert seen
    s.pending, s.stack = saved
    assert all(s.survivors[x].loc != LAB for x in s.survivors)
    if other in s.band.leaders:  # BAND-07: the leader's choices leave Raxxon out
        saved = (s.pending, s.stack)
        s.pending, s.stack = None, []
        push(s, "bandit_leader_place", seat=other, left=1, cause="test")
        run(s)
        assert s.pending["kind"] == "bandit_place"
        assert LAB not in [o["key"] for o in s.pending["options"]]
        s.pending, s.stack = saved
    assert not check_invariants(s)
    s.places[LAB].bandits = 1
    s.band.supply -= 1
    assert any("sealed" in v for v in check_invariants(s))


def test_scen_r_02_04_blue_and_emma_aside_emma_joins_with_the_blueprint() -> None:
    s = game("raxxon_intro")
    assert s.scen.aside == [BRUNO]
    assert BRUNO not in s.survivor_deck and all(BRUNO not in p.survivors for p in s.players)
    first = s.players[s.first_player]
    assert IVY in first.followers and s.survivors[IVY].loc == COLONY
    eq = s.survivors[IVY].equipped
    assert [s.content.item(u).id for u in eq] == ["lt_keycard"]
    assert all(s.content.item(u).id != "lt_keycard" for u in s.places[LAB].deck)
    assert not check_invariants(s)


def test_scen_r_03_r1_is_the_main_objective_and_the_only_one_checked() -> None:
    """SCEN-R-03: the stage-1 special objective R1 is the main objective from setup on (no
    card of the main-objective deck is used); it is what Colony step 7 checks."""
    for seed in (1, 2, 3):
        s = game("raxxon_intro", seed=seed)
        assert s.main_objective == "lt_r1" and s.scen.objective == "lt_r1"
        assert s.main_objective not in s.content.main_objectives
    with pytest.raises(ValueError, match="SCEN-01"):
        ln_config(3, 1, scenario="raxxon_intro", main_objective="lt_m_hold")
    s = game("raxxon_intro")
    kills(s, 2)  # R1 of the tiny pack needs 3 kills: not met, nothing happens
    out = through_colony(s)
    assert not evs(out, "ScenarioObjectiveCompleted") and s.scen.stage == 1
    assert s.main_objective == "lt_r1" and not s.over
    while s.pending and s.pending["kind"] != "turn":
        answer_as(s, s.pending["options"][0]["key"])
    quiet(s)
    kills(s, 3)
    out = through_colony(s)
    assert [e.data["objective"] for e in evs(out, "ScenarioObjectiveCompleted")] == ["lt_r1"]


def test_scen_r_03_real_pack_places_r1() -> None:
    """SCEN-R-03 on the Long Night pack: its stage-1 Raxxon card is the main objective."""
    from game import sim

    content = sim.load_content("ln")
    r1 = next(k for k, so in content.scenario_objectives.items()
              if so.scenario == "raxxon_intro" and so.stage == 1)
    s = new_game(ln_config(3, 5, scenario="raxxon_intro"), content)
    assert s.main_objective == r1 and s.scen.stage == 1


def test_scen_r_05_designated_player_fewest_followers_tie_highest_influence() -> None:
    s = game("raxxon_intro")
    first = s.first_player  # has Emma as an extra follower
    others = [i for i in range(s.n) if i != first]
    d = _rax_designated(s)
    assert d in others
    a, b = others
    top_a = max(s.content.survivors[x].influence for x in s.players[a].survivors)
    top_b = max(s.content.survivors[x].influence for x in s.players[b].survivors)
    assert d == (a if top_a > top_b else b)
    s.players[d].followers.append(s.players[first].followers.pop())  # now d has most
    assert _rax_designated(s) != d


def _r1_done(s) -> tuple[list, int]:
    kills(s, 3)
    expected = _rax_designated(s)  # SCEN-R-05
    out = through_colony(s)
    done = evs(out, "ScenarioObjectiveCompleted")
    assert done and done[0].data["objective"] == "lt_r1"
    assert done[0].data["designated"] == expected
    assert done[0].data["text"] == "lt_r1.complete"
    return out, done[0].data["designated"]


def test_scen_r_06_07_08_r1_to_r2_transition() -> None:
    s = game("raxxon_intro")
    s.places[COLONY].zombies[0] = 2
    s.places[COLONY].zombies[1] = 2
    out, d = _r1_done(s)
    assert not s.over  # SCEN-03
    assert sum(s.places[LAB].barricades) == 0
    assert s.scen.active["raxxon_access"] and s.scen.active["pills"]
    assert s.scen.active["search_exposure"] and not s.scen.active["containment"]
    assert s.pending["kind"] == "scenario_survivor" and s.pending["player"] == d
    sid = s.pending["options"][0]["key"]
    out = answer_as(s, sid)
    assert s.survivors[sid].loc == LAB
    assert not evs(out, "ExposureRolled") and not [e for e in evs(out, "SurvivorMoved")
                                                   if e.data["cause"] != "scenario"]
    # any 3 zombies of the colony go to Raxxon
    moved = evs(out, "ScenarioZombiesPlaced")[0].data
    assert moved == {"from": COLONY, "to": LAB, "count": 3}
    assert sum(s.places[LAB].zombies) == 3
    # Blue joins the designated player at Raxxon with 1 wound
    assert BRUNO in s.players[d].followers
    assert s.survivors[BRUNO].loc == LAB and s.survivors[BRUNO].wounds == 1
    assert s.scen.aside == []
    # SCEN-04: R1 stays in play through the transition; R2 comes with the next round
    while s.pending and s.pending["kind"] != "turn":
        out += answer_as(s, s.pending["options"][0]["key"])
    kinds = [e.type for e in out]
    assert kinds.index("ScenarioZombiesPlaced") < kinds.index("RoundStarted") \
        < kinds.index("ScenarioObjectivePlaced")
    # SCEN-R-08 / SCEN-04: R2 placed at the start of the next round
    assert s.main_objective == "lt_r2" and s.scen.completed == ["lt_r1"]
    assert not check_invariants(s)


def test_scen_r_07_raxxon_full_first_player_sends_one_back() -> None:
    s = game("raxxon_intro")
    _r1_done(s)
    d = s.scen.designated
    other = next(x for x in s.survivors if s.survivors[x].owner != d)
    s.survivors[other].loc = LAB  # Raxxon holds 2: after the placement it is full
    s.places[LAB].spaces = 2
    assert s.pending["kind"] == "scenario_survivor"
    sid = s.pending["options"][0]["key"]
    answer_as(s, sid)
    assert s.pending["kind"] == "scenario_return" and s.pending["player"] == s.first_player
    assert sorted(o["key"] for o in s.pending["options"]) == sorted([sid, other])
    out = answer_as(s, sid)
    assert s.survivors[sid].loc == COLONY and s.survivors[BRUNO].loc == LAB
    assert BRUNO in s.players[d].followers
    assert not evs(out, "ExposureRolled")


def _to_r2(s) -> None:
    _r1_done(s)
    while s.pending and s.pending["kind"] != "turn":
        answer_as(s, s.pending["options"][0]["key"])
    assert s.scen.stage == 2 and s.main_objective == "lt_r2"
    quiet(s)
    for place in s.places.values():  # no overrun in the next Add Zombies
        place.zombies = [0] * len(place.zombies)


def test_scen_r_09_10_11_r2_to_r3_and_r3_ends_the_game() -> None:
    s = game("raxxon_intro")
    _to_r2(s)
    s.rax.dice = [[0, 2], [1, 6]]
    before = len(s.rax.experiments)
    kills(s, 6)
    s.rng.script = [1, 2, 3, 4, 5, 6] * 3  # the release dice (LN-08 random places)
    out = through_colony(s)
    assert evs(out, "ScenarioObjectiveCompleted")[0].data["objective"] == "lt_r2"
    assert s.rax.dice == []
    assert not [sid for sid in s.at(LAB) if not s.owner_of(sid).exiled]
    assert len(evs(out, "ReleaseStarted")) == 2  # 3 non-exiled players: 2 cards
    assert len(s.rax.experiments) == before - 2
    types = [e.type for e in out]
    on = [i for i, e in enumerate(out) if e.type == "ScenarioRulesActivated"
          and "containment" in e.data["rules"]]
    assert on and on[0] > types.index("RoundStarted")  # SCEN-R-11: from the next round
    while s.pending and s.pending["kind"] != "turn":
        answer_as(s, s.pending["options"][0]["key"])
    assert s.main_objective == "lt_r3" and s.scen.active["containment"]  # SCEN-R-11
    assert s.scen.completed == ["lt_r1", "lt_r2"]
    kills(s, 9)
    quiet(s)
    s.rax.specials = []
    s.rax.encounters = []
    for place in s.places.values():
        place.specials = [0] * len(place.zombies)
        place.zombies = [0] * len(place.zombies)
    out = through_colony(s)
    assert s.pending is None or s.pending["kind"] == "turn", s.pending
    assert s.over and s.end_reason == "objective" and s.objective_met


def test_scen_r_10_ns_48_four_players_release_three_cards() -> None:
    s = game("raxxon_intro", n=4)
    _to_r2(s)
    kills(s, 6)
    s.rng.script = [1, 2, 3, 4, 5, 6] * 4
    out = through_colony(s)
    assert len(evs(out, "ReleaseStarted")) == 3


# ============================================================================ Bandits
def test_scen_b_02_infiltrated_bandit_is_the_betrayal_card() -> None:
    for seed in (1, 2, 3):
        s = game("bandits_intro", seed=seed)
        pool = [p.secret for p in s.players] + list(s.secret_box)
        assert "lt_b_infiltrated" in pool
        betrayals = [c for c in pool if s.content.secret_objectives[c].kind == "betrayal"]
        dealt = [p.secret for p in s.players
                 if s.content.secret_objectives[p.secret].kind == "betrayal"]
        assert set(dealt) <= {"lt_b_infiltrated"}
        assert betrayals


def test_scen_b_03_infiltrated_bandit_cannot_win_before_b2_is_completed() -> None:
    """SCEN-B-03: the Infiltrated Bandit's goal needs B2 completed, so its holder cannot win
    in stage 1 or 2 (even with its other clause met) and can once B2 is completed."""
    s = _bandits_game_with_betrayer()
    h = _holder(s)
    s.places["school"].bandits = 1  # the tiny card: stage 3 reached and a bandit in play
    s.band.supply -= 1
    assert s.scen.stage == 1 and not player_wins(s, h)[0]
    _to_b2(s)
    s.places["school"].bandits = max(1, s.places["school"].bandits)
    assert s.scen.stage == 2 and not player_wins(s, h)[0]
    kills(s, 6)  # B2 completed at Colony step 7
    end_round(s)
    assert s.pending and s.pending["kind"] == "scenario_exile_call"
    assert s.scen.stage == 3 and s.places["school"].bandits >= 1
    assert player_wins(s, h)[0]
    others = [p.seat for p in s.players if p.seat != h]
    assert all(not player_wins(s, o)[0] or s.content.secret_objectives[
        s.players[o].secret].kind != "betrayal" for o in others)


def test_scen_b_03_real_pack_sleeper_needs_b2() -> None:
    """SCEN-B-03 on the Long Night pack: the scenario's betrayal card is met only after B2
    is completed; morale 0 with bandits in play (its clause for other games) does not
    count in the scenario."""
    from game import sim

    content = sim.load_content("ln")
    card = content.scenarios["bandits_intro"].betrayal
    for seed in range(1, 60):
        s = ln_started(n=4, seed=seed, content=content, scenario="bandits_intro")
        holder = next((p.seat for p in s.players if p.secret == card), None)
        if holder is not None:
            break
    else:
        pytest.fail("no seed deals the scenario betrayal card")
    weapon = next(u for pl in s.places.values() for u in pl.deck
                  if s.content.item(u).type == "weapon")
    for pl in s.places.values():
        if weapon in pl.deck:
            pl.deck.remove(weapon)
    s.players[holder].hand.append(weapon)
    s.morale = 0
    others = [lid for lid in s.places if lid != COLONY][:3]
    for lid in others:
        s.places[lid].bandits += 1
        s.band.supply -= 1
    for stage in (1, 2):
        s.scen.stage = stage
        assert not player_wins(s, holder)[0], stage
    s.scen.stage = 3
    assert player_wins(s, holder)[0]
    hand = s.players[holder].hand
    hand[:] = [u for u in hand if s.content.item(u).type != "weapon"]
    assert not player_wins(s, holder)[0]  # the goal's own requirement still counts


def test_scen_b_04_hospital_card_each_and_stage_one_bandit_rules() -> None:
    s = new_game(ln_config(3, 1, scenario="bandits_intro",
                           options=RulesOptions(first_player_vote=False)), ln_tiny())
    deck_before = len(s.places["hospital"].deck)
    out: list = []
    while s.pending and s.pending["kind"] == "draft":
        p = s.players[s.pending["player"]]
        out += apply(s, Draft(actor=p.seat, keep=tuple(p.draft[:2]), leader=p.draft[0]))
    drawn = evs(out, "ScenarioCardDrawn")
    assert len(drawn) == 3 and len(s.places["hospital"].deck) == deck_before - 3
    assert all(len(p.hand) == 6 for p in s.players)
    # redaction: the drawn card is seen only by its drawer
    e = drawn[0]
    assert e.visible_to == (e.data["player"],) and "cards" not in e.data
    assert s.scen.active["bandit_placement"] and s.scen.active["bandit_scavenge"]
    assert not s.scen.active["attack_bandits"] and not s.scen.active["hideout"]
    quiet(s)
    seat = turn_seat(s)
    sid = s.players[seat].leader
    s.survivors[sid].loc = "school"
    s.places["school"].bandits = 1
    reason = illegal(s, AttackBandit(actor=seat, survivor=sid, die=0, at="school"))
    assert "SCEN-B-04" in reason


def test_scen_b_05_06_b1_to_b2_food_kill_wound() -> None:
    s = game("bandits_intro")
    s.food = 9
    alive = sorted(s.survivors, key=lambda x: s.content.survivors[x].influence)
    humans = [x for x in alive if s.content.survivors[x].human]
    low, high = humans[0], [x for x in alive if x != humans[0]][-1]
    d = _band_designated(s)
    morale = s.morale
    kills(s, 3)
    out = through_colony(s)
    done = evs(out, "ScenarioObjectiveCompleted")[0]
    assert done.data["designated"] == d and done.data["objective"] == "lt_b1"
    assert s.food == 0 or evs(out, "FoodChanged")
    assert high not in s.survivors and high in s.dead
    assert s.morale <= morale - 1
    assert s.survivors[low].loc == COLONY and s.survivors[low].wounds == 1
    placed = [e for e in evs(out, "SurvivorMoved") if e.data["cause"] == "scenario"]
    assert {e.data["to"] for e in placed} >= {HIDEOUT, COLONY}
    assert not evs(out, "ExposureRolled")
    assert s.scen.active["attack_bandits"] and s.scen.active["hideout"]
    assert not s.scen.active["bandit_leader"]
    while s.pending and s.pending["kind"] != "turn":
        answer_as(s, s.pending["options"][0]["key"])
    assert s.main_objective == "lt_b2"


def _to_b2(s) -> None:
    kills(s, 3)
    through_colony(s)
    while s.pending and s.pending["kind"] != "turn":
        answer_as(s, s.pending["options"][0]["key"])
    assert s.main_objective == "lt_b2"
    quiet(s)


def no_bandits(s) -> None:
    for place in s.places.values():
        s.band.supply += place.bandits
        place.bandits = 0


def _holder(s) -> int:
    return next(p.seat for p in s.players if p.secret == "lt_b_infiltrated")


def _bandits_game_with_betrayer() -> Any:
    for seed in range(1, 40):
        s = game("bandits_intro", seed=seed)
        if any(p.secret == "lt_b_infiltrated" for p in s.players):
            return s
    pytest.fail("no seed deals the Infiltrated Bandit")


def test_scen_b_07_special_exile_phase_one_optional_vote_each_in_order() -> None:
    s = _bandits_game_with_betrayer()
    _to_b2(s)
    kills(s, 6)
    no_bandits(s)
    out = end_round(s)
    assert evs(out, "ScenarioExilePhase")
    order = [(s.first_player + i) % s.n for i in range(s.n)]
    assert s.scen.active["bandit_leader"]
    seen = []
    while s.pending and s.pending["kind"] == "scenario_exile_call":
        seen.append(s.pending["player"])
        apply(s, Answer(actor=s.pending["player"], key="pass"))
    assert seen == order
    assert s.scen.morale_zero_betrayal  # SCEN-B-09 (stage 3 but no bandit in play)


def test_scen_b_08_end_07_betrayer_reveals_and_wins() -> None:
    s = _bandits_game_with_betrayer()
    _to_b2(s)
    kills(s, 6)
    no_bandits(s)
    s.places["school"].bandits = 1  # the Infiltrated goal: stage 3 and a bandit in play
    s.band.supply -= 1
    out = end_round(s)
    while s.pending and s.pending["kind"] == "scenario_exile_call":
        out += apply(s, Answer(actor=s.pending["player"], key="pass"))
    h = _holder(s)
    assert s.over and s.end_reason == "betrayer_revealed"
    assert h in s.winners
    assert evs(out, "BetrayerRevealed")[0].data["player"] == h


def test_scen_b_09_hidden_betrayer_needs_morale_zero() -> None:
    s = _bandits_game_with_betrayer()
    _to_b2(s)
    kills(s, 6)
    no_bandits(s)
    end_round(s)
    while s.pending and s.pending["kind"] == "scenario_exile_call":
        apply(s, Answer(actor=s.pending["player"], key="pass"))
    h = _holder(s)
    assert not s.over and s.scen.morale_zero_betrayal
    s.places["school"].bandits = 1
    assert not player_wins(s, h)[0]
    s.morale = 0
    assert player_wins(s, h)[0]


def test_scen_b_10_exiled_non_betrayer_becomes_bandit_leader() -> None:
    s = _bandits_game_with_betrayer()
    _to_b2(s)
    h = _holder(s)
    kills(s, 6)
    no_bandits(s)
    end_round(s)
    target = next(i for i in range(s.n) if i != h)
    caller = s.pending["player"]
    if caller == target:
        apply(s, Answer(actor=caller, key="pass"))
        caller = s.pending["player"]
    apply(s, Answer(actor=caller, key=f"p{target}"))
    while s.pending and s.pending["kind"] in ("ballot", "vote_tie"):
        answer_as(s, "yes")
    assert s.players[target].exiled
    assert target in s.band.leaders
    while s.pending and s.pending["kind"] == "scenario_exile_call":
        assert s.pending["player"] != target  # NS-48 f: exiled players call no vote
        apply(s, Answer(actor=s.pending["player"], key="pass"))


def test_scen_b_11_hideout_survivors_back_and_b3_ends_the_game() -> None:
    s = _bandits_game_with_betrayer()
    _to_b2(s)
    seat = turn_seat(s)
    sid = s.players[seat].leader
    s.survivors[sid].loc = HIDEOUT
    kills(s, 6)
    no_bandits(s)
    end_round(s)
    while s.pending and s.pending["kind"] == "scenario_exile_call":
        apply(s, Answer(actor=s.pending["player"], key="pass"))
    if not s.players[seat].exiled:
        assert s.survivors[sid].loc == COLONY
    while s.pending and s.pending["kind"] != "turn":
        answer_as(s, s.pending["options"][0]["key"])
    assert s.main_objective == "lt_b3"
    quiet(s)
    no_bandits(s)
    kills(s, 9)
    through_colony(s)
    assert s.over and s.end_reason == "objective" and s.objective_met


def test_scen_views_show_the_scenario_slice() -> None:
    s = game("bandits_intro")
    v = public_view(s)["modules"]["scenarios"]
    assert v["scenario"] == "bandits_intro" and v["stage"] == 1 and v["objective"] == "lt_b1"


# ============================================================================ real pack
@pytest.mark.parametrize(("scenario", "players"), [("raxxon_intro", 3), ("raxxon_intro", 4),
                                                   ("bandits_intro", 3), ("bandits_intro", 4)])
def test_scen_01_03_04_full_chain_on_the_long_night_pack_with_bots(
        scenario: str, players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every stage objective counts as met at Colony step 7: the bots play the whole chain
    (stage 1 -> 2 -> 3 -> end) on the real pack, every state within the invariants and
    every action legal."""
    from game import sim
    from game.bots.heuristic import HeuristicBot
    from game.bots.random_bot import RandomBot
    from game.engine import colony
    from game.engine.views import player_view

    monkeypatch.setattr(colony, "main_goal_met", lambda s: True)
    content = sim.load_content("ln")
    reasons: list[str] = []
    for seed in (11, 12):
        s = new_game(ln_config(players, seed, scenario=scenario), content)
        bots = [HeuristicBot("h", content), RandomBot("r")]
        done: list[str] = []
        for step in range(4000):
            legal = legal_actions(s)
            assert not check_invariants(s, legal), check_invariants(s, legal)
            if s.over or not legal:
                break
            bot = bots[step % 2]
            a = bot.choose(legal, player_view(s, legal[0].actor)) if step % 2 == 0 \
                else bot.choose(legal)
            done += [e.data["objective"] for e in apply(s, a)
                     if e.type == "ScenarioObjectiveCompleted"]
        assert s.over
        reasons.append(s.end_reason)
        if s.end_reason in ("objective", "betrayer_revealed"):
            assert len(done) == 2 and s.scen.stage == 3
            assert s.main_objective.startswith(("ls_r3", "ls_b2", "ls_b3"))
    assert {"objective", "betrayer_revealed"} & set(reasons)  # the chain was played out


def test_scen_r_06_b_07_bad_answers_refused_with_unchanged_hash() -> None:
    s = game("raxxon_intro")
    _r1_done(s)
    assert s.pending["kind"] == "scenario_survivor"
    d = s.pending["player"]
    other = next(x for x in s.survivors if s.survivors[x].owner != d)
    illegal(s, Answer(actor=d, key=other))  # not one of the designated player's survivors
    illegal(s, Answer(actor=(d + 1) % s.n, key=s.pending["options"][0]["key"]))
    b = _bandits_game_with_betrayer()
    _to_b2(b)
    kills(b, 6)
    no_bandits(b)
    end_round(b)
    caller = b.pending["player"]
    assert b.pending["kind"] == "scenario_exile_call"
    illegal(b, Answer(actor=caller, key=f"p{caller}"))  # not yourself
    illegal(b, Answer(actor=caller, key="p9"))


def test_scen_05_log_lines_quote_the_pack_narrative_and_name_the_reader() -> None:
    from game.client import boot
    from game.client.table.decisions import HANDOFF_REASONS, KIND_LABELS
    from game.client.table.log.describe import Names, describe

    boot.load()  # the modules' client pieces (the scenarios' log lines) register themselves

    for kind in ("scenario_survivor", "scenario_return", "scenario_exile_call"):
        assert kind in KIND_LABELS and kind in HANDOFF_REASONS
    s = game("raxxon_intro")
    out, d = _r1_done(s)
    n = Names(s.content, [p.name for p in s.players])
    done = evs(out, "ScenarioObjectiveCompleted")[0]
    line = describe(done, n)
    assert line is not None and s.players[d].name in line
    assert s.content.scenario_objectives["lt_r1"].complete_text in line
    for e in out:
        if e.type.startswith("Scenario"):
            text = describe(e, n)
            assert text is None or not text.startswith(e.type), text


def test_scen_b_07_the_view_lists_the_seats_voted_on_in_the_phase() -> None:
    """SCEN-B-07: everyone saw the votes of the special exile phase; the public view lists
    the seats a vote was called against while the phase is open (None outside it)."""
    s = _bandits_game_with_betrayer()
    _to_b2(s)
    kills(s, 6)
    no_bandits(s)
    assert public_view(s)["modules"]["scenarios"]["exile_called"] is None
    end_round(s)
    assert public_view(s)["modules"]["scenarios"]["exile_called"] == []
    caller = s.pending["player"]
    target = (caller + 1) % s.n
    apply(s, Answer(actor=caller, key=f"p{target}"))
    while s.pending and s.pending["kind"] in ("ballot", "vote_tie"):
        answer_as(s, "no")
    assert not s.players[target].exiled
    assert public_view(s)["modules"]["scenarios"]["exile_called"] == [target]
    while s.pending and s.pending["kind"] == "scenario_exile_call":
        apply(s, Answer(actor=s.pending["player"], key="pass"))
    assert public_view(s)["modules"]["scenarios"]["exile_called"] is None
