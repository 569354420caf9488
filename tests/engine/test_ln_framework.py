"""The rule-module framework (game/engine/modules, DESIGN.md "Modules as packages"):
module steps inserted into the Colony Phase (COLONY-01), round-start frames before the
dice (ROUND-04), hooks inside base rules, guarded module actions, views and invariants
only for modules in play."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Literal

import pytest

from game.engine import actions as A
from game.engine import apply, legal_actions
from game.engine import modules as M
from game.engine.actions import EndTurn
from game.engine.base import frame, push
from game.engine.colony import COLONY_STEPS
from game.engine.views import public_view
from tests.engine.factory import started
from tests.engine.ln_kit import ln_started
from tests.engine.rules_kit import answer_as, illegal, quiet, turn_seat


@dataclass
class ProbeState:
    seen: list[str]


class Probe(A._A):
    type: Literal["probe_action"] = "probe_action"


def _check_probe(s: Any, a: Any) -> str | None:
    return None


def _gen_probe(s: Any, seat: int) -> Iterator[Probe]:
    yield Probe.model_construct(type="probe_action", actor=seat)


@pytest.fixture
def probe() -> Iterator[None]:
    """A throw-away module, on in every Long Night game while the test runs."""
    M.register(M.Module(
        name="probe", slot="scen", active=lambda c: c.long_night,
        setup=lambda s: ProbeState(seen=["setup"]),
        colony_steps=(("probe_first", "first"), ("probe_after_food", "after:pay_food"),
                      ("probe_before_obj", "before:check_objective")),
        round_start=(lambda s: push(s, "probe_round"),),
        view=lambda s, seat: {"seen": list(s.scen.seen)},
        invariants=lambda s: ["probe says no"] if "bad" in s.scen.seen else []))

    @frame("probe_round")
    def _probe_round(s: Any, f: dict) -> None:
        s.scen.seen.append(f"round{s.round}:dice={bool(s.players[0].unused)}")

    for name in ("probe_first", "probe_after_food", "probe_before_obj"):
        frame(name)(lambda s, f, name=name: s.scen.seen.append(name))
    from game.engine.turn import after_action

    M.turn_action("probe", Probe, _check_probe, _gen_probe)(lambda s, a: after_action(s, None))
    yield
    del M.MODULES["probe"]
    M.ORDER.remove("probe")
    from game.engine.turn import TURN_ACTIONS

    del TURN_ACTIONS["probe_action"]


def test_colony_01_module_steps_are_inserted_around_the_base_steps(probe) -> None:
    s = quiet(ln_started())
    steps = M.colony_steps(s, COLONY_STEPS)
    assert steps[0] == "probe_first"
    assert steps[steps.index("pay_food") + 1] == "probe_after_food"
    assert steps[steps.index("check_objective") - 1] == "probe_before_obj"
    assert M.colony_steps(quiet(started()), COLONY_STEPS) == COLONY_STEPS  # base: as is
    start = s.round
    while s.round == start:
        if s.pending["kind"] == "turn":
            apply(s, EndTurn(actor=s.pending["player"]))
        else:
            answer_as(s, "pass")
    seen = s.scen.seen
    assert seen.index("probe_first") < seen.index("probe_after_food") < \
        seen.index("probe_before_obj")


def test_round_04_round_start_frames_run_before_the_dice(probe) -> None:
    s = quiet(ln_started())
    assert s.scen.seen[:2] == ["setup", "round1:dice=False"]


def test_module_views_invariants_and_actions_only_in_play(probe) -> None:
    from game.engine.invariants import check_invariants

    s = quiet(ln_started())
    assert public_view(s)["modules"]["probe"]["seen"][0] == "setup"
    s.scen.seen.append("bad")
    assert "probe: probe says no" in check_invariants(s)
    seat = turn_seat(s)
    assert Probe(actor=seat) in legal_actions(s)
    apply(s, {"type": "probe_action", "actor": seat})  # parsed from a dict like any action
    assert s.pending["kind"] == "turn" and s.pending["player"] == seat
    base = quiet(started())
    assert "not in play" in illegal(base, Probe(actor=turn_seat(base)))
    assert all(a.type != "probe_action" for a in legal_actions(base))
    assert "modules" not in public_view(base)


def test_hooks_inside_base_rules_are_called() -> None:
    calls: list[tuple] = []
    added = {name: (lambda *args, name=name: calls.append((name, *args[1:])))
             for name in ("search", "overrun", "player_exiled")}
    for name, fn in added.items():
        M.HOOKS.setdefault(name, []).append(fn)
    try:
        s = quiet(ln_started())
        from game.engine import board as B
        from game.engine.votes import exile

        s.pending = None
        B.add_one_zombie(s, "school", 0)  # an empty entrance: no overrun
        s.places["school"].zombies = [3]
        B.add_one_zombie(s, "school", 0)
        from game.engine.base import run

        run(s)
        exile(s, 1)
        assert ("overrun", "school") in calls
        assert ("player_exiled", 1) in calls
        t = quiet(ln_started())
        seat = turn_seat(t)
        sid = t.players[seat].leader
        t.survivors[sid].loc = "library"
        t.players[seat].unused = [6]
        apply(t, A.Search(actor=seat, survivor=sid, die=0))
        assert ("search", sid, "library") in calls
    finally:
        for name, fn in added.items():
            M.HOOKS[name].remove(fn)
