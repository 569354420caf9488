"""Improvements module (RULES.md §20, IMPR-01..05).  Slice ``s.impr``."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine import modules as M
from game.engine.state import State

ROW = 4  # IMPR-02


@dataclass
class ImprovementsState:
    deck: list[str] = field(default_factory=list)  # face down, top first
    row: list[str] = field(default_factory=list)  # face up (IMPR-02)
    progress: dict[str, int] = field(default_factory=dict)  # markers per face-up card
    done: list[str] = field(default_factory=list)  # completed, in order (IMPR-04)


def _setup(s: State) -> ImprovementsState:
    """IMPR-02: shuffle the improvement deck, 4 face up next to the colony."""
    deck = sorted(s.content.improvements)
    s.rng.shuffle(deck)
    st = ImprovementsState(deck=deck[ROW:], row=deck[:ROW])
    st.progress = {iid: 0 for iid in st.row}
    return st


M.register(M.Module(name="improvements", slot="impr",
                    active=lambda c: "improvements" in c.modules, setup=_setup,
                    rules=("IMPR-01", "IMPR-02")))
