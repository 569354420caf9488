"""The always-on Long Night rules (RULES.md §19 LN-01..16 and base rules tagged [LN]):
despair, unruly helpless, explosive traps, the first-player vote, noise, the Graveyard,
random locations, module-only uses, and the card pool by ruleset."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from game.content.loader import bundled_packs_dir, load_packs
from game.engine import apply, legal_actions, new_game, state_hash
from game.engine.actions import Answer, EndTurn, PlayCard
from game.engine.base import IllegalAction
from game.engine.colony import headcount
from game.engine.config import RulesOptions
from game.engine.effects import location_choices
from game.engine.modules.long_night import CalmUnruly
from game.engine.state import COLONY
from game.engine.views import player_view, public_view, state_dict
from tests.engine.factory import started
from tests.engine.ln_kit import LN, LN_TINY_DIR, ln_config, ln_started
from tests.engine.rules_kit import answer_as, evs, give, illegal, quiet, turn_seat


def _sid(s, seat: int = 0) -> str:
    return s.players[seat].leader


def play(s, seat: int, cid: str, survivor: str | None = None) -> list:
    """Play a test card, naming the acting survivor only when the card needs one."""
    uid = give(s, seat, cid)
    try:
        return apply(s, PlayCard(actor=seat, card=uid))
    except IllegalAction:
        return apply(s, PlayCard(actor=seat, card=uid, survivor=survivor))


# ============================================================================ LN-01..04
def test_ln_01_ln_ruleset_has_the_long_night_slice_and_base_has_none() -> None:
    s = ln_started()
    assert s.ln is not None and s.config.long_night
    assert all(pl.traps is not None for pl in s.places.values())
    base = started()
    assert base.ln is None and base.impr is None
    d = state_dict(base)  # LN-only keys never reach a base game's hash
    assert not {"ln", "impr", "band", "rax", "scen", "excluded"} & set(d)
    assert all("traps" not in pl and "bandits" not in pl for pl in d["places"].values())
    assert all("despair" not in sv for sv in d["survivors"].values())
    assert "modules" not in public_view(base)


def test_ln_02_modules_chosen_before_setup_any_combination() -> None:
    s = ln_started(modules=frozenset({"improvements"}))
    assert s.impr is not None and s.band is None and s.rax is None
    assert s.ln is not None
    none = ln_started(modules=frozenset())
    assert (none.impr, none.band, none.rax, none.scen) == (None, None, None, None)


def test_ln_02_a_module_this_version_lacks_is_refused() -> None:
    from game.engine import modules as M

    missing = [m for m in ("bandits", "raxxon") if m not in M.MODULES]
    if not missing:
        pytest.skip("every module is implemented")
    with pytest.raises(ValueError, match="not available"):
        new_game(ln_config(modules=frozenset({missing[0]}), seed=3), LN)


def test_ln_03_setup_02_module_cards_and_locations_only_with_their_module() -> None:
    s = ln_started()
    assert "raxxon" not in s.places  # RAX location needs its module
    assert "x_rax" not in s.crossroads_deck and "x_rax" not in s.crossroads_out


def test_ln_04_mixed_decks_are_cut_to_20() -> None:
    content = load_packs([bundled_packs_dir() / "base", LN_TINY_DIR])
    s = new_game(ln_config(ruleset="mixed", seed=4), content)
    for lid in ("police_station", "school", "hospital"):
        deck = s.places[lid].deck
        assert len(deck) == 20
        assert {content.ruleset_of(u) for u in deck} == {"base", "ln"}
    assert len(s.removed) >= 6 * 20  # the other half of each mixed deck is not used
    only_ln = new_game(ln_config(seed=4), content)  # ruleset ln: Long Night cards only
    assert all(content.ruleset_of(u) == "ln" for u in only_ln.places["school"].deck)
    assert all(content.ruleset_of(sid) == "ln" for sid in only_ln.survivor_deck)


def test_ln_04_a_ruleset_without_its_pack_is_refused() -> None:
    from tests.engine.factory import CONTENT

    with pytest.raises(ValueError, match="needs a content pack with ruleset ln"):
        new_game(ln_config(), CONTENT)


# ============================================================================ LN-05 / LN-06
def test_ln_05_card_08_module_only_use_is_unavailable_without_the_module() -> None:
    """LN-05, CARD-08: the option marked with a module is disabled, the other is taken."""
    s = quiet(ln_started())
    seat = turn_seat(s)
    play(s, seat, "t_two_uses", survivor=_sid(s, seat))
    # only "Food" is usable: the choice is answered at once
    assert s.pending["kind"] == "turn"
    assert s.food == 21


def test_ln_05_with_the_module_both_uses_are_offered() -> None:
    s = quiet(ln_started(modules=frozenset({"improvements"})))
    seat = turn_seat(s)
    play(s, seat, "t_two_uses", survivor=_sid(s, seat))
    assert s.pending["kind"] == "effect_choice"
    assert [o["enabled"] for o in s.pending["options"]] == [True, True]


def test_ln_06_crisis_bandit_numbers_are_ignored_without_the_module() -> None:
    content = load_packs([LN_TINY_DIR])
    for seed in range(3):
        s = new_game(ln_config(seed=seed), content)
        assert any(content.crises[c].bandits for c in s.crisis_deck + [s.crisis or ""]
                   if c in content.crises)
        while s.pending["kind"] == "draft":
            p = s.players[s.pending["player"]]
            from game.engine.actions import Draft

            apply(s, Draft(actor=p.seat, keep=tuple(p.draft[:2]), leader=p.draft[0]))
        assert s.crisis is not None
        assert sum(pl.bandits for pl in s.places.values()) == 0


def test_ln_06_bandit_effects_do_nothing_without_the_module() -> None:
    s = quiet(ln_started())
    seat = turn_seat(s)
    before = sum(pl.bandits for pl in s.places.values())
    play(s, seat, "t_bandits", survivor=_sid(s, seat))
    assert sum(pl.bandits for pl in s.places.values()) == before == 0


# ============================================================================ LN-07 / LN-08
def test_ln_07_graveyard_is_not_a_location() -> None:
    content = load_packs([LN_TINY_DIR])
    assert content.graveyard is not None
    s = new_game(ln_config(seed=2), content)
    assert all(lid in content.locations or lid == COLONY for lid in s.places)
    assert content.graveyard.name not in {pl.lid for pl in s.places.values()}
    numbers = {pl.number for pl in s.places.values()}
    assert None in numbers  # the colony only


def test_ln_08_random_location_by_die_skips_numbers_no_location_has() -> None:
    s = ln_started(modules=frozenset())
    s.rng.script = [6]
    assert location_choices(s, "random", {}) == (["gas_station"], False)
    s.rng.script = [3]
    assert location_choices(s, "random", {}) == (["school"], False)


def test_xroads_12_kill_03_crossroads_can_count_the_graveyard() -> None:
    """XROADS-12, KILL-03 [LN], LN-07: a dead survivor goes to the Graveyard, which a
    crossroads condition may count."""
    from pydantic import TypeAdapter

    from game.content import schema as S
    from game.engine.effects import check

    s = quiet(ln_started())
    cond = TypeAdapter(S.Condition).validate_python(
        {"cond": "compare", "value": {"q": "graveyard"}, "n": 1})
    assert not check(s, cond, {"player": 0})
    sid = s.players[1].followers[0]
    from game.engine import board as B

    B.kill_survivor(s, sid, "test")
    assert sid in s.dead and sid not in s.survivors
    assert check(s, cond, {"player": 0})


# ============================================================================ LN-09/10
def test_ln_09_kill_02_despair_counts_as_a_wound() -> None:
    """LN-09, KILL-02, COMP-13: despair tokens and wounds add up to 3."""
    s = quiet(ln_started())
    seat = turn_seat(s)
    sid = _sid(s, seat)
    sv = s.survivors[sid]
    sv.wounds = 1
    events = play(s, seat, "t_despair2", survivor=sid)
    assert evs(events, "DespairAdded")
    assert sid not in s.survivors  # 1 wound + 2 despair = 3: killed (KILL-02)
    assert evs(events, "SurvivorKilled")


def test_ln_10_wound_removal_never_removes_despair() -> None:
    s = quiet(ln_started())
    seat = turn_seat(s)
    sid = _sid(s, seat)
    sv = s.survivors[sid]
    sv.despair = 1
    sv.wounds = 1
    play(s, seat, "bandage", survivor=sid)
    if s.pending["kind"] == "choose_survivor":
        answer_as(s, sid)
    assert (sv.wounds, sv.despair) == (0, 1)
    play(s, seat, "t_despair_remove", survivor=sid)
    if s.pending["kind"] == "choose_survivor":
        answer_as(s, sid)
    assert sv.despair == 0


# ============================================================================ LN-11/12
def test_ln_11_unruly_helpless_weigh_two_for_food_and_zombies() -> None:
    """LN-11, COLONY-03, COMP-12, SURV-09: an unruly token counts twice (DISC-09)."""
    s = quiet(ln_started())
    s.helpless = 3
    base = headcount(s)
    s.ln.unruly = 2
    assert headcount(s) == base + 2  # each unruly token counts 2 (DISC-09)
    s2 = quiet(ln_started(options=RulesOptions(unruly_weight=3)))
    s2.helpless, s2.ln.unruly = 3, 2
    assert headcount(s2) == headcount(s) + 2


def test_ln_11_helpless_may_arrive_unruly_and_be_made_unruly() -> None:
    s = quiet(ln_started())
    seat = turn_seat(s)
    h = s.helpless
    play(s, seat, "t_helpless_unruly", survivor=_sid(s, seat))
    assert (s.helpless, s.ln.unruly) == (h + 2, 2)
    play(s, seat, "t_unruly", survivor=_sid(s, seat))
    assert s.ln.unruly == min(4, s.helpless)
    play(s, seat, "t_calm", survivor=_sid(s, seat))
    assert s.ln.unruly == min(4, s.helpless) - 1


def test_ln_12_calm_an_unruly_survivor_with_a_medicine_card() -> None:
    s = quiet(ln_started())
    seat = turn_seat(s)
    s.ln.unruly = 1
    card = give(s, seat, "bandage")
    assert CalmUnruly(actor=seat, card=card) in legal_actions(s)
    events = apply(s, CalmUnruly(actor=seat, card=card))
    assert s.ln.unruly == 0 and card in s.waste and card not in s.players[seat].hand
    assert evs(events, "UnrulyCalmed")
    assert s.pending["kind"] == "turn"  # a free action: the turn goes on


def test_ln_12_calming_refused_without_medicine_unruly_or_when_exiled() -> None:
    s = quiet(ln_started())
    seat = turn_seat(s)
    card = give(s, seat, "bandage")
    assert "no unruly" in illegal(s, CalmUnruly(actor=seat, card=card))
    s.ln.unruly = 1
    food = give(s, seat, "can")
    assert "medicine" in illegal(s, CalmUnruly(actor=seat, card=food))
    assert "not in your hand" in illegal(s, CalmUnruly(actor=seat, card="bandage#5"))
    s.players[seat].exiled = True  # NS-32
    assert "exiled" in illegal(s, CalmUnruly(actor=seat, card=card))
    assert not [a for a in legal_actions(s) if a.type == "calm_unruly"]


def test_ln_12_calming_needs_the_long_night() -> None:
    s = quiet(started())
    seat = turn_seat(s)
    card = give(s, seat, "bandage")
    reason = illegal(s, CalmUnruly(actor=seat, card=card))
    assert "not in play" in reason


# ============================================================================ LN-14 ZOMB-06
def test_ln_14_zomb_06_trap_destroys_every_zombie_at_the_entrance() -> None:
    """LN-14, ZOMB-06, COMP-11: a trap (barricade token, trap side) fills a space."""
    s = quiet(ln_started())
    seat = turn_seat(s)
    col = s.places[COLONY]
    col.zombies = [2, 3, 3, 3, 3, 3]
    play(s, seat, "t_trap_colony", survivor=_sid(s, seat))
    assert col.traps[0] == 1 and col.free(0) == 0
    before = state_hash(s)
    from game.engine import board as B

    B.add_one_zombie(s, COLONY, 0)
    assert state_hash(s) != before
    assert (col.zombies[0], col.traps[0]) == (0, 0)


def test_ns_29_trap_and_barricade_first_player_chooses() -> None:
    s = quiet(ln_started())
    col = s.places[COLONY]
    col.zombies[0], col.barricades[0], col.traps[0] = 1, 1, 1
    from game.engine import board as B
    from game.engine.base import run

    B.add_one_zombie(s, COLONY, 0)
    run(s)
    assert s.pending["kind"] == "choose_defence"
    assert s.pending["player"] == s.first_player
    apply(s, Answer(actor=s.first_player, key="barricade"))
    assert (col.zombies[0], col.barricades[0], col.traps[0]) == (1, 0, 1)


# ============================================================================ LN-13
def _to_round_end(s) -> None:
    start = s.round
    while s.pending and s.pending["kind"] == "turn" and s.round == start:
        apply(s, EndTurn(actor=s.pending["player"]))


def test_ln_13_first_player_vote_keeps_the_token() -> None:
    s = quiet(ln_started())
    first = s.first_player
    _to_round_end(s)
    assert s.pending["kind"] == "first_player_vote_call"
    assert s.pending["player"] == first
    answer_as(s, "call")
    while s.pending["kind"] in ("ballot", "vote_tie"):
        answer_as(s, "yes")
    assert s.first_player == first and s.round == 2


def test_ln_13_vote_failed_or_not_called_passes_the_token() -> None:
    s = quiet(ln_started(seed=2))
    first = s.first_player
    _to_round_end(s)
    answer_as(s, "call")
    while s.pending["kind"] in ("ballot", "vote_tie"):
        answer_as(s, "no")
    assert s.first_player == (first - 1) % s.n
    s2 = quiet(ln_started(seed=2))
    _to_round_end(s2)
    while s2.pending["kind"] == "first_player_vote_call":
        answer_as(s2, "pass")
    assert s2.first_player == (first - 1) % s2.n


def test_ln_13_disc_04_no_vote_in_a_base_game_or_when_switched_off() -> None:
    s = quiet(started())
    _to_round_end(s)
    assert s.pending["kind"] == "turn" and s.round == 2
    s2 = quiet(ln_started(options=RulesOptions(first_player_vote=False)))
    _to_round_end(s2)
    assert s2.pending["kind"] == "turn" and s2.round == 2


def test_ln_13_ns_32_exiled_players_cannot_call_the_vote() -> None:
    s = quiet(ln_started())
    exiled = (s.first_player + 1) % s.n
    s.players[exiled].exiled = True
    _to_round_end(s)
    callers = []
    while s.pending["kind"] == "first_player_vote_call":
        callers.append(s.pending["player"])
        answer_as(s, "pass")
    assert exiled not in callers and len(callers) == s.n - 1


# ============================================================================ LN-15/16
def test_ln_15_disc_01_noise_flipped_one_token_at_a_time() -> None:
    s = quiet(ln_started())
    assert s.config.options.noise_resolution == "flip"
    s.places["school"].noise = 3
    s.rng.script = []
    events: list = []
    start = s.round
    while s.pending and s.round == start:
        if s.pending["kind"] == "turn":
            events += apply(s, EndTurn(actor=s.pending["player"]))
        else:
            events += answer_as(s, "pass" if s.pending["kind"] == "first_player_vote_call"
                                else s.pending["options"][0]["key"])
    flips = [e for e in evs(events, "NoiseResolved") if e.data["location"] == "school"]
    assert len(flips) == 3  # one event per token
    assert all("flip" in e.data and "roll" not in e.data for e in flips)
    assert s.places["school"].noise == 0


def test_ln_16_disc_05_at_most_4_noise_tokens_per_location_per_round() -> None:
    from game.engine import board as B

    s = quiet(ln_started())
    s.places["school"].noise_spaces = 6
    placed = sum(B.add_noise(s, "school") for _ in range(6))
    assert placed == 4


# ============================================================================ views
def test_ln_views_show_the_long_night_parts_to_everyone() -> None:
    s = quiet(ln_started())
    s.ln.unruly = 0
    sid = _sid(s, 0)
    s.survivors[sid].despair = 1
    for v in (public_view(s), player_view(s, 1)):
        assert v["modules"]["long_night"]["despair"] == {sid: 1}


def test_module_actions_have_a_reference_check_for_every_field() -> None:
    import game.engine.core  # noqa: F401  (loads the modules)
    from game.engine.actions import MODULE_ACTIONS, parse_action
    from game.engine.refs import field_check

    assert "calm_unruly" in MODULE_ACTIONS
    for kind, model in MODULE_ACTIONS.items():
        for name in model.model_fields:
            assert field_check(kind, name) is not None, (kind, name)
    a = parse_action({"type": "calm_unruly", "actor": 0, "card": "bandage#1"})
    assert isinstance(a, CalmUnruly)
    with pytest.raises(ValidationError):
        parse_action({"type": "calm_unruly", "actor": 0, "card": 7})  # strict: not a str


def test_save_lines_with_module_actions_are_read() -> None:
    """A save line holding a module's action (calm_unruly) parses like any other; a bad
    one is a damaged line, not a crash."""
    from game.saves.errors import DamagedSave
    from game.saves.migrate import Entry
    from game.saves.reader import _entry

    line = _entry(Entry(2, {"a": {"type": "calm_unruly", "actor": 1, "card": "bandage#2"}}),
                  None)
    assert line.a == CalmUnruly(actor=1, card="bandage#2")
    with pytest.raises(DamagedSave, match="not a valid action"):
        _entry(Entry(3, {"a": {"type": "calm_unruly", "actor": 1, "card": 5}}), None)
