"""The introductory scenarios' slice of the state (``s.scen``; the rules:
``scenarios.py``) and the per-rule activation query the modules call (SCEN-02)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class ScenarioState:
    scenario: str = ""  # raxxon_intro | bandits_intro
    stage: int = 1  # 1..3: objectives completed + 1 (SCEN-01; the `stage` condition)
    objective: str = ""  # the special objective in play
    next_objective: str | None = None  # placed at the start of the next round (SCEN-04)
    # per-rule activation flags of the scenario's module (SCEN-02), e.g. "containment"
    active: dict[str, bool] = field(default_factory=dict)
    designated: int | None = None  # who reads the narrative / performs the transition
    morale_zero_betrayal: bool = False  # SCEN-B-09
    # SCEN-B-07: the seats a vote was called against in the special exile phase now open
    # (None outside it; public: everyone saw the votes)
    exile_called: list[int] | None = None
    aside: list[str] = field(default_factory=list)  # SCEN-R-02: kept out of the deal
    completed: list[str] = field(default_factory=list)  # removed from the game (SCEN-04)


def stage_allows(s: Any, rule: str) -> bool:
    """SCEN-02: is this module rule active in the current scenario stage?  Always True
    outside a scenario or for a rule the scenario does not stage.  Bandits and Raxxon
    call it before each staged rule (``rule_on``)."""
    active = getattr(s.scen, "active", None)
    if not isinstance(active, dict):
        return True
    return bool(active.get(rule, True))


def sealed(s: Any, lid: str) -> bool:
    """SCEN-R-01: Raxxon in stage R1 has every survivor space filled with barricade tokens
    (the ``raxxon_access`` flag off): no survivor and no bandit may stand there."""
    rax = getattr(s, "rax", None)
    if rax is None or getattr(rax, "lid", None) != lid:
        return False
    return not stage_allows(s, "raxxon_access")
