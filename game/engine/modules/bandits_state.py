"""The Bandits module's slice of the state (``s.band``; the rules: ``bandits.py``)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class BanditsState:
    supply: int = 20  # bandit standees next to the Hideout (BAND-02, BAND-18)
    out_of_game: int = 0  # removed with bandit_removal = out_of_game (DISC-17)
    stockpile: list[str] = field(default_factory=list)  # face up in the Hideout (BAND-11)
    leaders: list[int] = field(default_factory=list)  # bandit leaders, in exile order (BAND-15)
    took_card: dict[str, int] = field(default_factory=dict)  # seat -> round (BAND-16)
