"""The introductory scenarios' slice of the state (``s.scen``; the rules:
``scenarios.py``)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class ScenarioState:
    scenario: str = ""  # raxxon_intro | bandits_intro
    stage: int = 1  # 1..3 (SCEN-01)
    objective: str = ""  # the special objective in play
    next_objective: str | None = None  # placed at the start of the next round (SCEN-04)
    # per-rule activation flags of the scenario's module (SCEN-02), e.g. "containment"
    active: dict[str, bool] = field(default_factory=dict)
    designated: int | None = None  # who reads the narrative / performs the transition
    morale_zero_betrayal: bool = False  # SCEN-B-09
