"""Token supplies and placements that place nothing (issue 20, item 18).

With limited tokens (``enforce_component_limits``, DISC-24) the 21 barricade/trap tokens,
the 12 despair tokens, the 12 progress markers and the 20 bandit standees run out; and
every placement can find no room.  A die is never spent on a placement that cannot happen
(the Barricade action, an ability or an equipped item whose effect only places tokens), and
an effect that places fewer tokens than it says tells why (``TokensNotPlaced``), as the
documented rule says: with none left it places nothing (docs/DECISIONS.md)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from pydantic import TypeAdapter

from game.content import schema as S
from game.content.loader import bundled_packs_dir, load_packs
from game.content.schema import Ability, ItemCard
from game.engine import apply, legal_actions
from game.engine.actions import Barricade, UseAbility, UseEquipment
from game.engine.base import run
from game.engine.config import RulesOptions
from game.engine.effects import run_effects
from game.engine.modules.long_night import barricade_tokens, barricade_tokens_used
from game.engine.state import COLONY
from tests.engine.ln_kit import LN, ln_started, ln_tiny
from tests.engine.rules_kit import evs, illegal, quiet, turn_seat

LIMITED = RulesOptions(first_player_vote=False, enforce_component_limits=True)
FREE = RulesOptions(first_player_vote=False)


def _content(ability: dict[str, Any] | None = None) -> Any:
    """The Long Night kit, every survivor with ``ability``, plus an equip card whose 3+ use
    places an explosive trap where its survivor stands."""
    survivors = LN.survivors
    if ability is not None:
        ab = Ability.model_validate(ability)
        survivors = {k: v.model_copy(update={"ability": ab}) for k, v in survivors.items()}
    trap_gear = ItemCard.model_validate({
        "id": "t_trap_gear", "name": "Trap kit", "deck": "school", "kind": "equip",
        "type": "tool", "text": "3+: a trap here",
        "equip": {"text": "3+: place 1 explosive trap here", "kind": "activated",
                  "cost": 3, "effect": [{"op": "trap", "at": "here", "count": 1}]}})
    return dataclasses.replace(LN, survivors=survivors,
                               items={**LN.items, trap_gear.id: trap_gear})


def _game(options: RulesOptions = LIMITED, ability: dict[str, Any] | None = None):
    s = quiet(ln_started(seed=2, options=options, content=_content(ability)))
    seat = turn_seat(s)
    s.players[seat].unused, s.players[seat].used = [6, 6, 6], []
    return s, seat, s.players[seat].leader


def _use_up(s, leave: int = 0, spare: str = COLONY) -> None:
    """Put barricades on the board, entrance 0 of ``spare`` left empty, until only
    ``leave`` of the barricade/trap tokens are left in the supply."""
    for lid, pl in s.places.items():
        for e in range(len(pl.zombies)):
            while (lid, e) != (spare, 0) and pl.free(e) > 0 and \
                    barricade_tokens_used(s) < barricade_tokens(s) - leave:
                pl.barricades[e] += 1
    assert barricade_tokens_used(s) == barricade_tokens(s) - leave


def _run_ops(s, ops: list[dict[str, Any]], ctx: dict[str, Any]) -> list:
    saved, n = (s.pending, s.stack), len(s.events)
    s.pending, s.stack = None, []
    run_effects(s, [TypeAdapter(S.Op).validate_python(o) for o in ops], ctx)
    run(s)
    assert s.pending is None, s.pending
    s.pending, s.stack = saved
    return s.events[n:]


def _not_placed(out: list) -> list[dict[str, Any]]:
    return [e.data for e in evs(out, "TokensNotPlaced")]


# ============================================================================ the action
@pytest.mark.rule("ACT-BARR-01")
@pytest.mark.rule("DISC-24")
def test_act_barr_01_disc_24_no_barricade_action_without_a_token() -> None:
    """All 21 tokens on the board: Barricade is refused with a reason, not offered, and the
    die stays unspent (it was accepted, the die spent and nothing placed)."""
    s, seat, sid = _game()
    _use_up(s)
    reason = illegal(s, Barricade(actor=seat, survivor=sid, die=0, entrance=0))
    assert "no barricade token is left" in reason
    assert not [a for a in legal_actions(s) if a.type == "barricade"]
    assert s.players[seat].unused == [6, 6, 6]
    # one token back in the supply: the action is offered and places it
    s.places["school"].barricades[0] -= 1
    assert [a for a in legal_actions(s) if a.type == "barricade"]
    apply(s, Barricade(actor=seat, survivor=sid, die=0, entrance=0))
    assert s.places[COLONY].barricades[0] == 1 and s.players[seat].unused == [6, 6]


@pytest.mark.rule("DISC-24")
def test_disc_24_unlimited_tokens_never_refuse_a_barricade() -> None:
    s, seat, sid = _game(FREE)
    _use_up(s)  # 21 tokens on the board: without limits the supply never runs out
    apply(s, Barricade(actor=seat, survivor=sid, die=0, entrance=0))
    assert s.places[COLONY].barricades[0] == 1


# ============================================================================ dice uses
@pytest.mark.rule("ACT-ABILITY-01")
@pytest.mark.rule("DISC-24")
def test_act_ability_no_die_spent_on_an_ability_that_can_place_no_barricade() -> None:
    """A 3+ ability "add 2 barricades here": refused with the reason while nothing can be
    placed (no token left, or no empty entrance space), offered again when one can."""
    s, seat, sid = _game(ability={"text": "3+: 2 barricades here", "location": "any",
                                  "cost": 3, "kind": "activated",
                                  "effect": [{"op": "barricade", "at": "here", "count": 2}]})
    _use_up(s)
    reason = illegal(s, UseAbility(actor=seat, survivor=sid, die=0))
    assert "no barricade token is left" in reason
    assert not [a for a in legal_actions(s) if a.type == "ability" and a.survivor == sid]
    s.places["school"].barricades[0] -= 1  # one token back: the ability places it
    out = apply(s, UseAbility(actor=seat, survivor=sid, die=0))
    assert s.places[COLONY].barricades[0] == 1
    assert _not_placed(out) == [{"token": "barricade", "reason": "supply", "count": 1,
                                 "location": COLONY}]
    # no room: a survivor at a location whose entrance is full
    s2, seat2, sid2 = _game(FREE, ability={
        "text": "3+: 2 barricades here", "location": "any", "cost": 3, "kind": "activated",
        "effect": [{"op": "barricade", "at": "here", "count": 2}]})
    s2.survivors[sid2].loc = "school"
    s2.places["school"].zombies[0] = s2.places["school"].cap
    assert "no empty entrance space" in illegal(s2, UseAbility(actor=seat2, survivor=sid2,
                                                               die=0))


@pytest.mark.rule("LN-14")
@pytest.mark.rule("DISC-24")
def test_ln_14_no_die_spent_on_equipment_that_can_place_no_trap() -> None:
    s, seat, sid = _game()
    s.survivors[sid].equipped.append("t_trap_gear#1")
    _use_up(s)
    reason = illegal(s, UseEquipment(actor=seat, card="t_trap_gear#1", die=0))
    assert "no barricade or trap token is left" in reason
    assert not [a for a in legal_actions(s) if a.type == "use_equipment"]
    s.places["school"].barricades[0] -= 1
    apply(s, UseEquipment(actor=seat, card="t_trap_gear#1", die=0))
    assert sum(s.places[COLONY].traps) == 1


@pytest.mark.rule("RAX-08")
def test_rax_08_no_containment_die_once_the_experiment_deck_is_empty() -> None:
    """NS-43: an exhausted experiment deck releases nothing and has no code: a die put on
    the lab's card would be lost for nothing."""
    from game.engine.modules.raxxon import PlaceContainmentDie

    s = quiet(ln_started(seed=2, options=FREE, modules=frozenset({"raxxon"}),
                         content=ln_tiny()))
    seat = turn_seat(s)
    sid = s.players[seat].leader
    s.survivors[sid].loc = s.rax.lid
    s.players[seat].unused = [3]
    assert [a for a in legal_actions(s) if a.type == "containment"]
    s.rax.discarded += s.rax.experiments
    s.rax.experiments = []
    assert "experiment deck is empty" in illegal(s, PlaceContainmentDie(actor=seat, die=0))
    assert not [a for a in legal_actions(s) if a.type == "containment"]


# ============================================================================ effects
@pytest.mark.rule("DISC-24")
def test_disc_24_effects_say_what_they_could_not_place() -> None:
    """An effect adding from an empty supply places nothing (docs/DECISIONS.md), and says
    so: barricades and traps (LN-14), despair (LN-09), progress markers (IMPR-05)."""
    s, seat, sid = _game()
    ctx = {"player": seat, "survivor": sid}
    _use_up(s, leave=1)
    out = _run_ops(s, [{"op": "barricade", "at": "colony", "count": 3}], ctx)
    assert s.places[COLONY].barricades[0] == 1
    assert _not_placed(out) == [{"token": "barricade", "reason": "supply", "count": 2,
                                 "location": COLONY}]
    out = _run_ops(s, [{"op": "trap", "at": "colony", "count": 1}], ctx)
    assert _not_placed(out) == [{"token": "trap", "reason": "supply", "count": 1,
                                 "location": COLONY}]
    for sv in s.survivors.values():  # the 12 despair tokens on the 6 survivors
        sv.despair = 2
    assert sum(x.despair for x in s.survivors.values()) == 12
    out = _run_ops(s, [{"op": "despair", "target": "acting"}], ctx)
    assert s.survivors[sid].despair == 2  # no third token: the survivor lives (KILL-02)
    assert _not_placed(out) == [{"token": "despair", "reason": "supply", "count": 1,
                                 "survivor": sid}]


@pytest.mark.rule("IMPR-05")
def test_impr_05_progress_beyond_the_twelve_markers_is_reported() -> None:
    pack = load_packs([bundled_packs_dir() / "long_night"])
    s = quiet(ln_started(seed=2, options=LIMITED, modules=frozenset({"improvements"}),
                         content=pack))
    seat = turn_seat(s)
    need = s.content.improvements
    cards = sorted(s.impr.row + s.impr.deck, key=lambda i: (-need[i].progress, i))
    s.impr.row, s.impr.deck = cards[:4], cards[4:]  # the dearest four face up
    s.impr.progress = {i: 0 for i in s.impr.row}
    second = s.impr.row[-1]
    while sum(s.impr.progress.values()) < 12:  # all 12 markers on the cards
        iid = next(i for i in s.impr.row if s.impr.progress[i] < need[i].progress - 1)
        s.impr.progress[iid] += 1
    assert s.impr.progress[second] < need[second].progress - 1
    out = _run_ops(s, [{"op": "progress", "count": 1, "improvement": second}],
                   {"player": seat})
    assert _not_placed(out) == [{"token": "progress", "reason": "supply", "count": 1,
                                 "improvement": second}]
    assert not evs(out, "ProgressAdded")


@pytest.mark.rule("BAND-18")
def test_band_18_bandits_from_an_empty_supply_are_reported_with_the_reason() -> None:
    s = quiet(ln_started(seed=2, options=LIMITED, modules=frozenset({"bandits"})))
    seat = turn_seat(s)
    s.places["school"].bandits = 3
    s.places["library"].bandits = 3
    s.places["hospital"].bandits = 3
    s.places["grocery_store"].bandits = 3
    s.places["gas_station"].bandits = 3
    s.places["police_station"].bandits = 3
    s.band.supply = 2
    out = _run_ops(s, [{"op": "bandits_add", "at": "school", "count": 1}], {"player": seat})
    assert s.places["school"].bandits == 3  # the school is full (3 survivor spaces)
    assert evs(out, "BanditsPlaced")[0].data["reason"] == "room"
    s.places["school"].bandits = 1
    s.band.out_of_game = 20 - 16
    from game.engine.modules.bandits import _sync_supply

    _sync_supply(s)
    assert s.band.supply == 0
    out = _run_ops(s, [{"op": "bandits_add", "at": "school", "count": 2}], {"player": seat})
    assert s.places["school"].bandits == 1
    data = evs(out, "BanditsPlaced")[0].data
    assert data["reason"] == "supply" and data["blocked"] == 2


@pytest.mark.rule("DISC-05")
@pytest.mark.rule("DISC-09")
def test_disc_05_09_noise_and_helpless_without_room_are_reported() -> None:
    s, seat, sid = _game(FREE)
    ctx = {"player": seat, "survivor": sid}
    s.places["school"].noise = s.places["school"].noise_spaces - 1
    out = _run_ops(s, [{"op": "noise", "at": "school", "count": 3}], ctx)
    assert s.places["school"].noise == s.places["school"].noise_spaces
    assert _not_placed(out) == [{"token": "noise", "reason": "room", "count": 2,
                                 "location": "school"}]
    s.helpless = s.places[COLONY].spaces - s.occupied(COLONY) + s.helpless - 1
    out = _run_ops(s, [{"op": "helpless_add", "count": 3}], {"player": seat, "crisis": True})
    assert s.occupied(COLONY) == s.places[COLONY].spaces
    assert _not_placed(out) == [{"token": "helpless", "reason": "room", "count": 2,
                                 "location": COLONY}]
