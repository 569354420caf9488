"""The Long Night's words of the effect language (docs/PACKS.md): every operation,
quantity, flag and condition in schema.LN_* is implemented and tested here (module
operations by their module's tests; here only that they do nothing while it is off)."""

from __future__ import annotations

from typing import Any

from pydantic import TypeAdapter

from game.content import schema as S
from game.engine import apply
from game.engine import effects as E
from game.engine import modules as M
from game.engine.actions import PlayCard
from game.engine.base import IllegalAction, run
from game.engine.modules.ln_ops import MODULE_OPS
from game.engine.state import COLONY
from tests.engine.ln_kit import ln_started
from tests.engine.rules_kit import answer_as, evs, give, quiet, turn_seat

COVERED: set[str] = set()
_COND: TypeAdapter = TypeAdapter(S.Condition)


def covers(*names: str):  # noqa: ANN201
    COVERED.update(names)
    return lambda fn: fn


def play(s, seat: int, cid: str, survivor: str | None = None) -> list:
    uid = give(s, seat, cid)
    try:
        return apply(s, PlayCard(actor=seat, card=uid))
    except IllegalAction:
        return apply(s, PlayCard(actor=seat, card=uid, survivor=survivor))


def run_ops(s, ops: list[dict[str, Any]], ctx: dict[str, Any]) -> None:
    """Run operations on an empty work stack, then restore the turn decision."""
    saved = (s.pending, s.stack)
    s.pending, s.stack = None, []
    E.run_effects(s, [TypeAdapter(S.Op).validate_python(o) for o in ops], ctx)
    run(s)
    assert s.pending is None, s.pending
    s.pending, s.stack = saved


def game():
    s = quiet(ln_started(n=4))
    return s, turn_seat(s)


# ============================================================================ operations
@covers("despair", "despair_remove")
def test_despair_and_its_removal() -> None:
    s, seat = game()
    sid = s.players[seat].leader
    run_ops(s, [{"op": "despair", "target": "acting"}], {"player": seat, "survivor": sid})
    assert s.survivors[sid].despair == 1
    run_ops(s, [{"op": "despair_remove", "target": "acting", "count": 3}],
            {"player": seat, "survivor": sid})
    assert s.survivors[sid].despair == 0


@covers("unruly")
def test_unruly_make_and_flip_back_within_the_helpless() -> None:
    s, seat = game()
    s.helpless = 2
    run_ops(s, [{"op": "unruly", "mode": "make", "count": 5}], {"player": seat})
    assert s.ln.unruly == 2  # never more unruly tokens than helpless survivors
    run_ops(s, [{"op": "unruly", "mode": "flip_back"}], {"player": seat})
    assert s.ln.unruly == 1


@covers("trap")
def test_trap_goes_on_empty_entrance_spaces_only() -> None:
    s, seat = game()
    school = s.places["school"]
    school.zombies = [2]
    sid = s.players[seat].leader
    s.survivors[sid].loc = "school"
    events = play(s, seat, "t_trap_here", survivor=sid)
    assert school.traps == [1] and school.free(0) == 0  # 3 spaces: 2 zombies + 1 trap
    assert len(evs(events, "TrapPlaced")) == 1


@covers("noise_remove")
def test_noise_remove_all_here() -> None:
    s, seat = game()
    sid = s.players[seat].leader
    s.survivors[sid].loc = "library"
    s.places["library"].noise = 3
    run_ops(s, [{"op": "noise_remove", "at": "here", "all": True}],
            {"player": seat, "survivor": sid})
    assert s.places["library"].noise == 0
    s.places["library"].noise = 3
    run_ops(s, [{"op": "noise_remove", "at": "library", "count": 2}], {"player": seat})
    assert s.places["library"].noise == 1


@covers("barricade_remove")
def test_barricade_remove_barricades_or_traps() -> None:
    s, seat = game()
    col = s.places[COLONY]
    col.barricades[2], col.traps[4] = 2, 1
    run_ops(s, [{"op": "barricade_remove", "at": "colony", "count": 1}], {"player": seat})
    assert col.barricades[2] == 1 and col.traps[4] == 1
    run_ops(s, [{"op": "barricade_remove", "at": "colony", "traps": True, "count": 3}],
            {"player": seat})
    assert col.traps[4] == 0 and col.barricades[2] == 1


@covers("repeat")
def test_repeat_once_per_player_capped() -> None:
    s, seat = game()
    food = s.food
    run_ops(s, [{"op": "repeat", "times": {"q": "players"},
                 "effect": [{"op": "food", "amount": 1}]}], {"player": seat})
    assert s.food == food + 4
    run_ops(s, [{"op": "repeat", "times": {"q": "players"}, "max": 1,
                 "effect": [{"op": "food", "amount": 1}]}], {"player": seat})
    assert s.food == food + 5


@covers("roll")
def test_roll_applies_the_matching_row() -> None:
    s, seat = game()
    food, morale = s.food, s.morale
    s.rng.script = [2]
    events = play(s, seat, "t_roll")
    assert s.food == food + 1 and s.morale == morale
    assert evs(events, "TableRolled")[0].data["roll"] == 2
    s.rng.script = [6]
    play(s, seat, "t_roll")
    assert s.morale == morale - 1


@covers("transfer_cards")
def test_transfer_each_other_player_gives_one_at_random() -> None:
    s, seat = game()
    for p in s.players:
        if p.seat != seat:
            give(s, p.seat, "can", n=p.seat + 1)
    card = give(s, seat, "t_tribute")
    sizes = {p.seat: len(p.hand) for p in s.players}
    events = apply(s, PlayCard(actor=seat, card=card))
    for p in s.players:
        if p.seat == seat:
            assert len(p.hand) == sizes[seat] - 1 + (s.n - 1)  # played one, got 3
        else:
            assert len(p.hand) == sizes[p.seat] - 1
    given = evs(events, "CardsGiven")
    assert len(given) == s.n - 1
    assert all(e.visible_to == (e.data["from"], e.data["to"]) for e in given)


def test_transfer_to_a_chosen_player_who_picks_nothing_of_yours() -> None:
    s, seat = game()
    other = (seat + 1) % s.n
    hand = s.players[seat].hand
    keep = list(hand)
    play(s, seat, "t_gift")
    assert s.pending["kind"] == "choose_player"
    answer_as(s, str(other))
    if s.pending["kind"] == "transfer_card":  # the giver picks which card
        assert s.pending["player"] == seat
        answer_as(s, s.pending["options"][0]["key"])
    assert len(s.players[seat].hand) == len(keep) - 1


def test_module_ops_do_nothing_while_their_module_is_off() -> None:
    s, seat = game()
    before = {lid: (list(pl.zombies), pl.bandits) for lid, pl in s.places.items()}
    hand = list(s.players[seat].hand)
    for name in MODULE_OPS:
        o = {"op": name}
        if name == "special_zombie_add":
            o["zombie"] = "none"
        run_ops(s, [o], {"player": seat, "survivor": s.players[seat].leader})
    assert {lid: (list(pl.zombies), pl.bandits) for lid, pl in s.places.items()} == before
    assert s.players[seat].hand == hand and s.pending["kind"] == "turn"
    COVERED.update(MODULE_OPS)  # their behaviour with the module on: each module's tests


def test_every_long_night_operation_is_registered_and_tested() -> None:
    assert set(S.LN_OP_NAMES) <= set(E.OPS)
    assert set(S.LN_OP_NAMES) <= COVERED, set(S.LN_OP_NAMES) - COVERED


# ============================================================================ quantities
def _q(s, name: str, ctx: dict[str, Any] | None = None, **kw: Any) -> int:
    return E.quantity(s, S.Quantity(q=name, **kw), ctx or {"player": 0})


def test_every_long_night_quantity() -> None:
    s, seat = game()
    sid = s.players[seat].leader
    ctx = {"player": seat, "survivor": sid}
    values: dict[str, tuple[int, int]] = {}

    def step(name: str, change, **kw: Any) -> None:
        before = _q(s, name, ctx, **kw)
        change()
        values[name] = (before, _q(s, name, ctx, **kw))

    step("players", lambda: setattr(s.players[(seat + 1) % s.n], "exiled", True))
    step("despair", lambda: setattr(s.survivors[sid], "despair", 2),
         at=s.survivors[sid].loc)
    step("own_despair", lambda: setattr(s.survivors[sid], "despair", 1))
    step("acting_despair", lambda: setattr(s.survivors[sid], "despair", 2))
    s.helpless = 3
    step("unruly", lambda: setattr(s.ln, "unruly", 2))
    step("traps", lambda: s.places[COLONY].traps.__setitem__(1, 2), at="colony")
    step("graveyard", lambda: s.stats.__setitem__("survivors_dead", 3))
    step("bandits", lambda: setattr(s.places["school"], "bandits", 2), at="school")
    step("special_zombies", lambda: setattr(s.places["school"], "specials", [1]),
         at="school")
    assert values == {"players": (4, 3), "despair": (0, 2), "own_despair": (2, 1),
                      "acting_despair": (1, 2), "unruly": (0, 2), "traps": (0, 2),
                      "graveyard": (0, 3), "bandits": (0, 2), "special_zombies": (0, 1)}
    # module quantities read 0 while their module is off
    assert _q(s, "stockpile") == 0 and _q(s, "improvements_done") == 0
    impr = quiet(ln_started(n=3, modules=frozenset({"improvements"})))
    impr.impr.done.append(impr.impr.row[0])
    assert _q(impr, "improvements_done") == 1
    assert set(S.LN_QUANTITIES) <= set(values) | {"stockpile", "improvements_done"}
    assert set(S.LN_QUANTITIES) <= set(M.QUANTITIES)


def test_long_night_flags_and_conditions() -> None:
    s, seat = game()
    sid = s.players[seat].leader
    ctx = {"player": seat, "survivor": sid}

    def c(**kw: Any) -> bool:
        return E.check(s, _COND.validate_python(kw), ctx)

    assert not c(cond="flag", flag="bandit_leader")  # no Bandits module
    assert not c(cond="flag", flag="acting_at_raxxon")
    assert not c(cond="module", module="improvements")
    assert not c(cond="stage", n=1)  # not a scenario
    impr = quiet(ln_started(n=3, modules=frozenset({"improvements"})))
    assert E.check(impr, _COND.validate_python({"cond": "module", "module": "improvements"}),
                   {"player": 0})
    assert not E.check(impr, _COND.validate_python({"cond": "module", "module": "raxxon"}),
                       {"player": 0})
    assert set(S.LN_FLAGS) <= set(M.FLAGS) and set(S.LN_CONDS) <= set(M.CONDITIONS)


def test_for_each_other_player_skips_the_resolving_player() -> None:
    s, seat = game()
    food = s.food
    run_ops(s, [{"op": "for_each", "over": "other_player",
                 "effect": [{"op": "food", "amount": 1}]}], {"player": seat})
    assert s.food == food + s.n - 1


def test_disc_24_despair_supply_runs_out_with_component_limits() -> None:
    from game.engine.config import RulesOptions

    s = quiet(ln_started(n=4, options=RulesOptions(enforce_component_limits=True)))
    seat = turn_seat(s)
    sids = list(s.survivors)
    for sid in sids:
        s.survivors[sid].despair = 0
    for sid in sids[:6]:
        s.survivors[sid].despair = 2  # 12 despair tokens on survivors
    target = sids[6]
    run_ops(s, [{"op": "despair", "target": "acting"}], {"player": seat, "survivor": target})
    assert s.survivors[target].despair == 0
    free = quiet(ln_started(n=4))
    for sid in list(free.survivors)[:6]:
        free.survivors[sid].despair = 2
    other = list(free.survivors)[6]
    run_ops(free, [{"op": "despair", "target": "acting"}],
            {"player": turn_seat(free), "survivor": other})
    assert free.survivors[other].despair == 1  # unlimited by default (DISC-24)
