"""Improvements module (RULES.md §20): IMPR-01..05 and NS-47."""

from __future__ import annotations

import dataclasses

from game.engine import apply, legal_actions
from game.engine.actions import PlayCard
from game.engine.base import IllegalAction, run
from game.engine.colony import crisis_target, headcount
from game.engine.config import RulesOptions
from game.engine.effects import modifiers
from game.engine.modules.improvements import add_progress
from game.engine.state import COLONY
from game.engine.turn import attack_need
from game.engine.views import player_view, public_view
from tests.engine.ln_kit import ln_started, ln_tiny
from tests.engine.rules_kit import answer_as, evs, give, quiet, turn_seat

IMPR = frozenset({"improvements"})


def game(**kw):
    s = quiet(ln_started(modules=IMPR, **kw))
    return s, turn_seat(s)


def play(s, seat: int, cid: str) -> list:
    uid = give(s, seat, cid)
    try:
        return apply(s, PlayCard(actor=seat, card=uid))
    except IllegalAction:
        return apply(s, PlayCard(actor=seat, card=uid, survivor=s.players[seat].leader))


def put_in_row(s, iid: str) -> None:
    st = s.impr
    if iid in st.row:
        return
    out = st.row.pop()
    del st.progress[out]
    st.deck.remove(iid)
    st.deck.append(out)
    st.row.append(iid)
    st.progress[iid] = 0


def test_impr_01_module_cards_join_the_decks_only_with_the_module() -> None:
    from game.engine import new_game
    from tests.engine.ln_kit import ln_config

    content = ln_tiny()
    mod = {sid for sid, c in content.survivors.items() if c.module == "improvements"}
    assert mod
    on = new_game(ln_config(seed=7, modules=IMPR), content)
    off = new_game(ln_config(seed=7), content)
    in_play = set(on.survivor_deck) | {x for p in on.players for x in p.draft}
    assert mod <= in_play
    assert mod <= set(off.excluded)


def test_impr_02_four_improvements_face_up() -> None:
    s, _ = game()
    assert len(s.impr.row) == 4 and len(s.impr.deck) == len(s.content.improvements) - 4
    assert all(s.impr.progress[i] == 0 for i in s.impr.row)
    view = public_view(s)["modules"]["improvements"]
    assert [r["id"] for r in view["row"]] == s.impr.row
    assert "deck" in view and isinstance(view["deck"], int)  # only the size of the deck


def test_impr_03_progress_on_an_improvement_the_player_chooses() -> None:
    s, seat = game()
    play(s, seat, "t_progress")
    assert s.pending["kind"] == "choose_improvement" and s.pending["player"] == seat
    target = s.impr.row[1]
    answer_as(s, target)
    assert s.impr.progress[target] == 1 or target in s.impr.done


def test_impr_04_completed_mid_turn_by_an_item_and_replaced() -> None:
    s, seat = game()
    put_in_row(s, "imp_food")
    morale = s.morale
    top = s.impr.deck[0]
    events = play(s, seat, "t_build_kitchen")  # 2 markers: Kitchen needs 2
    assert "imp_food" in s.impr.done and "imp_food" not in s.impr.row
    assert evs(events, "ImprovementCompleted")
    assert top in s.impr.row and s.impr.progress[top] == 0  # NS-47: the row refills
    assert s.pending["kind"] == "turn" and s.pending["player"] == seat  # still my turn
    assert s.morale == morale


def test_impr_04_permanent_effects_pay_food_waste_crisis_zombies() -> None:
    s, _ = game()
    s.helpless = 5
    due_before = (headcount(s, paying_food=True) + 1) // 2
    target = crisis_target(s)
    for iid in ("imp_food", "imp_waste", "imp_wall", "imp_radio"):
        put_in_row(s, iid)
        add_progress(s, iid, 3, {"player": 0})
    assert {"imp_food", "imp_waste", "imp_wall", "imp_radio"} <= set(s.impr.done)
    from game.engine import modules as M

    assert M.hooks("food_due")[0](s, due_before) == due_before - 1
    assert crisis_target(s) == target - 1
    assert M.hooks("waste_count")[0](s, 12) == 7
    assert M.hooks("zombies_due")[0](s, COLONY, 3) == 2
    assert M.hooks("zombies_due")[0](s, "school", 3) == 3


def test_impr_04_survivor_modifiers_and_on_complete() -> None:
    s, seat = game()
    sid = s.players[seat].leader
    s.survivors[sid].loc = COLONY
    need = attack_need(s, sid)
    put_in_row(s, "imp_range")
    put_in_row(s, "imp_garden")
    morale = s.morale
    saved = (s.pending, s.stack)
    s.pending, s.stack = None, []
    add_progress(s, "imp_range", 2, {"player": seat})
    add_progress(s, "imp_garden", 1, {"player": seat})
    run(s)
    s.pending, s.stack = saved
    assert attack_need(s, sid) == need - 1  # every survivor at the colony
    assert modifiers(s, sid, "attack_bonus") >= 1
    s.survivors[sid].loc = "school"
    assert attack_need(s, sid) == need  # only at the colony
    assert s.morale == morale + 1  # the Garden's on_complete


def test_impr_04_each_round_food_arrives_at_reveal_crisis() -> None:
    s, seat = game()
    put_in_row(s, "imp_garden")
    add_progress(s, "imp_garden", 1, {"player": seat})
    run(s)
    from game.engine.colony import _round_start

    food = s.food
    s.pending, s.stack = None, []
    _round_start(s, {})
    run(s)
    assert s.food == food + 1


def test_impr_05_at_most_12_progress_markers_with_component_limits() -> None:
    s, seat = game(options=RulesOptions(enforce_component_limits=True))
    s.content = dataclasses.replace(s.content, improvements={
        iid: c.model_copy(update={"progress": 12})
        for iid, c in s.content.improvements.items()})
    for iid in s.impr.row:
        add_progress(s, iid, 5, {"player": seat})
    assert sum(s.impr.progress.values()) == 12


def test_improvement_views_and_legal_play() -> None:
    s, seat = game()
    v = player_view(s, seat)
    assert v["modules"]["improvements"]["row"][0]["needed"] >= 1
    assert any(a.type == "end_turn" for a in legal_actions(s))


def test_card_02_each_round_effects_of_two_improvements_are_ordered() -> None:
    """CARD-02, IMPR-04: two completed improvements act at Reveal Crisis together; the
    first player orders them."""
    s, seat = game()
    from game.content.schema_ln import Improvement

    garden2 = Improvement.model_validate({
        "id": "imp_garden2", "name": "Orchard", "progress": 1, "text": "+1 morale a round",
        "each_round": [{"op": "morale", "amount": 1}]})
    s.content = dataclasses.replace(s.content, improvements={
        **s.content.improvements, "imp_garden2": garden2})
    s.impr.deck.append("imp_garden2")
    s.impr.done += ["imp_garden", "imp_garden2"]
    s.impr.deck = [i for i in s.impr.deck if i not in ("imp_garden", "imp_garden2")]
    for iid in ("imp_garden", "imp_garden2"):
        if iid in s.impr.row:
            s.impr.row.remove(iid)
            del s.impr.progress[iid]
    from game.engine.colony import _round_start

    food, morale = s.food, s.morale
    s.pending, s.stack = None, []
    _round_start(s, {})
    run(s)
    assert s.pending["kind"] == "order" and s.pending["player"] == s.first_player
    assert {o["key"] for o in s.pending["options"]} == {"imp_garden", "imp_garden2"}
    answer_as(s, "imp_garden2")
    assert (s.food, s.morale) == (food + 1, min(10, morale + 1))
