"""The Long Night pack's module decks, card by card through the engine (issue 14, "Tests").

Every improvement completed (IMPR-03/04: its on-completion effect, its each-round effect
and its permanent modifiers), every experiment released (RAX-12..14: its special zombies
placed, the card turned to its Encounter side or discarded), and every row of the Bandits'
Hideout's two die tables (BAND-13, NS-14) rolled: each compared with the reference model of
the card tests (``harness_cards.Model``) on the normalised Long Night game of
``test_ln_module_cards.py``.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from game.content import schema as S
from game.content.loader import bundled_packs_dir, load_pack
from game.content.pack import Content
from game.engine.base import run
from game.engine.effects import modifiers
from game.engine.modules import improvements as IM
from game.engine.modules.bandits_actions import Hideout
from game.engine.state import COLONY, State
from tests.content import harness_colony as K
from tests.content import test_base_cards as H

C: Content = load_pack(bundled_packs_dir() / "long_night")
PACK = H.Pack(C, "lm_nothing_wasted",
              {"ruleset": "ln", "modules": frozenset({"improvements", "bandits", "raxxon"})})


def _game() -> tuple[State, int]:
    return H.base_game(pack=PACK)


def _run_frames(s: State, frames: list[dict[str, Any]]) -> list[Any]:
    """Run frames outside the turn (as the crisis tests do) and answer any decision the
    harness way; the turn's own pending decision is kept."""
    saved = (s.pending, s.stack)
    s.pending, s.stack = None, list(frames)
    s.events = []
    run(s)
    events = s.events + H.drive(s, H.Policy(), until="__none__")
    assert s.pending is None and not s.stack
    s.pending, s.stack = saved
    return events


# ============================================================================ improvements
def _into_row(s: State, iid: str) -> None:
    st = s.impr
    assert st is not None
    if iid in st.row:
        return
    st.deck.remove(iid)
    old = st.row.pop(0)
    st.deck.append(old)
    del st.progress[old]
    st.row.insert(0, iid)
    st.progress[iid] = 0


_SURVIVOR_KINDS = ("attack_bonus", "search_bonus", "no_exposure_move", "search_draw_extra")


def _colony_effect(s: State, kind: str) -> int:
    """What a colony modifier changes, measured through the engine's hooks."""
    hook = {"pay_food_minus": (IM._food_due, (5,)), "waste_allowance": (IM._waste_count, (12,)),
            "colony_zombies_minus": (IM._zombies_due, (COLONY, 4)),
            "crisis_target_minus": (IM._crisis_target, (4,))}[kind]
    fn, args = hook
    return int(fn(s, *args))  # type: ignore[operator]


@pytest.mark.parametrize("iid", sorted(C.improvements))
def test_impr_04_every_improvement_completes_and_takes_effect(iid: str) -> None:
    card = C.improvements[iid]
    s, seat = _game()
    st = s.impr
    assert st is not None
    _into_row(s, iid)
    H.prepare(s, card.on_complete + card.each_round, seat, None, None, no_frost=True)
    sid = H.own(s, seat)[0]
    before = {m.kind: (modifiers(s, sid, m.kind) if m.kind in _SURVIVOR_KINDS
                       else _colony_effect(s, m.kind)) for m in card.modifiers}
    ctx = {"player": s.first_player, "survivor": None, "card": iid}
    model = H.Model(s).run(card.on_complete, ctx)
    op = S.OpProgress(op="progress", improvement=iid, count=card.progress)
    events = _run_frames(s, [{"k": "effects", "ops": [op], "ctx": {"player": seat}}])
    assert any(e.type == "ImprovementCompleted" and e.data["improvement"] == iid
               for e in events)
    assert iid in st.done and iid not in st.row and len(st.row) == 4  # NS-47: refilled
    model.s.impr = copy.deepcopy(st)
    H.assert_same(s, model.s)
    model.assert_effective()
    for m in card.modifiers:  # IMPR-04: permanent, for every survivor / the colony
        if m.kind in _SURVIVOR_KINDS:
            s.survivors[sid].loc = m.at or s.survivors[sid].loc
            assert modifiers(s, sid, m.kind) == before[m.kind] + m.amount
        else:
            assert _colony_effect(s, m.kind) == max(
                1 if m.kind == "crisis_target_minus" else 0, before[m.kind] - m.amount)
    if card.each_round:  # ROUND-03: at every Reveal Crisis step
        H.prepare(s, card.each_round, seat, None, None, no_frost=True)
        model = H.Model(s).run(card.each_round, {**ctx, "player": s.first_player})
        _run_frames(s, [])  # nothing pending
        saved = (s.pending, s.stack)
        s.pending, s.stack = None, []
        IM._each_round(s)
        frames = list(s.stack)
        s.pending, s.stack = saved
        _run_frames(s, frames)
        H.assert_same(s, model.s)
        model.assert_effective()


def test_impr_04_every_improvement_does_something() -> None:
    for card in C.improvements.values():
        assert card.on_complete or card.each_round or card.modifiers, card.id


# ============================================================================ experiments
@pytest.mark.parametrize("eid", sorted(C.experiments))
def test_rax_12_every_experiment_releases_its_special_zombies(eid: str) -> None:
    s, seat = _game()
    st = s.rax
    assert st is not None
    st.experiments.remove(eid)
    st.experiments.insert(0, eid)
    H.fill(s, H.spot(s, H.LIBRARY), "zombies", 0)  # room at the random location (a 4)
    model = H.Model(s).run([S.OpRelease(op="release", count=1)], {"player": seat})
    events = _run_frames(s, [{"k": "effects", "ops": [S.OpRelease(op="release", count=1)],
                              "ctx": {"player": seat}}])
    H.assert_same(s, model.s)
    model.assert_effective()
    rel = C.experiments[eid].audio_log.releases[0]
    placed = [e for e in events if e.type == "SpecialZombiePlaced"]
    assert len(placed) == rel.count and {e.data["type"] for e in placed} == {rel.zombie}
    assert eid in st.encounters and eid not in st.experiments  # RAX-14: Encounter side up


# ============================================================================ the Hideout
def _hideout_cases() -> list[Any]:
    hid = next(lid for lid, loc in C.locations.items() if loc.kind == "hideout")
    tables = C.locations[hid].hideout
    assert tables is not None
    out = []
    for mode, rows in (("attack", tables.attack), ("search", tables.search)):
        for row in rows:
            for face in row.roll:
                out.append(pytest.param(mode, face, id=f"{mode}-d{face}"))
    return out


@pytest.mark.parametrize("mode,face", _hideout_cases())
def test_ban_13_every_hideout_roll(mode: str, face: int) -> None:
    s, seat = _game()
    hid = K._kind_loc(s, "hideout")
    tables = C.locations[hid].hideout
    assert tables is not None
    row = next(r for r in (tables.attack if mode == "attack" else tables.search)
               if face in r.roll)
    sid = H.own(s, seat)[0]
    s.survivors[sid].loc = hid
    band = s.band
    assert band is not None
    band.stockpile = [H.take_card(s) for _ in range(3)]  # cards to take
    for lid in (H.spot(s, H.POLICE), H.spot(s, H.SCHOOL)):  # bandits to remove
        s.places[lid].bandits = 2
        s.places[lid].spaces = max(s.places[lid].spaces, s.occupied(lid))
    H.set_dice(s, seat, [6, 1, 2])
    s.rng.script.insert(0, face)
    ctx = {"player": seat, "survivor": sid, "loc": hid}
    model = H.Model(s)
    model.s.players[seat].unused.remove(6)
    model.s.players[seat].used = [*model.s.players[seat].used, face]
    model.run(row.effect, ctx)
    events = H.act(s, Hideout(actor=seat, survivor=sid, die=0, mode=mode), H.Policy())
    rolled = next(e for e in events if e.type == "HideoutRolled")
    assert rolled.data["roll"] == face and rolled.data["result"] == row.text
    H.assert_same(s, model.s)
    model.assert_effective()


# ============================================================================ encounters
def _encounter_cases() -> list[Any]:
    return [pytest.param(eid, face, id=f"{eid}-d{face}") for eid in sorted(C.experiments)
            for row in C.experiments[eid].encounter.rows for face in row.roll[:1]]


@pytest.mark.parametrize("eid,face", _encounter_cases())
def test_rax_18_every_encounter_row(eid: str, face: int) -> None:
    """RAX-15..19: attack a special zombie released by the card; the exposure roll is
    blank, then the encounter roll's row does what its data says."""
    from game.engine.modules.raxxon_zombies import AttackSpecial

    s, seat = _game()
    st = s.rax
    assert st is not None
    exp = C.experiments[eid]
    row = next(r for r in exp.encounter.rows if face in r.roll)
    st.experiments.remove(eid)
    st.encounters = [eid]
    school = H.spot(s, H.SCHOOL)
    sid = H.own(s, seat)[0]
    s.survivors[sid].loc = school
    H.set_dice(s, seat, [6, 1, 2])
    H.prepare(s, row.effect, seat, sid, school, no_frost=True)
    pl = s.places[school]
    assert pl.specials is not None
    e = max(range(len(pl.zombies)), key=lambda i: (pl.free(i), -i))
    if pl.free(e) <= 0:
        pl.zombies[e] -= 1
    zid = f"sz{st.next_id}"
    st.next_id += 1
    st.specials.append({"id": zid, "type": exp.audio_log.releases[0].zombie, "card": eid,
                        "loc": school, "entrance": e})
    pl.specials[e] += 1
    s.rng.script[:0] = ["blank", face]  # RAX-18: the exposure roll first, then the table
    model = H.Model(s)
    model.s.players[seat].unused.remove(6)
    model.run(row.effect, {"player": seat, "survivor": sid, "loc": school, "card": eid,
                           "special": zid})
    events = H.act(s, AttackSpecial(actor=seat, survivor=sid, die=0, special=zid), H.Policy())
    rolled = next(e for e in events if e.type == "EncounterRolled")
    assert rolled.data["roll"] == face and rolled.data["result"] == row.text
    H.assert_same(s, model.s)
    model.assert_effective()
