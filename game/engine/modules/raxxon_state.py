"""The Raxxon module's slice of the state (``s.rax``; the rules: ``raxxon.py``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class RaxxonState:
    experiments: list[str] = field(default_factory=list)  # deck, top first (RAX-03)
    encounters: list[str] = field(default_factory=list)  # Encounter side up (RAX-14)
    discarded: list[str] = field(default_factory=list)  # experiment cards out of play
    side_effects: list[str] = field(default_factory=list)  # deck in order (RAX-04)
    dice: list[list[int]] = field(default_factory=list)  # [seat, value] on Raxxon (RAX-08)
    # special zombies in play: {"id", "type", "card", "loc", "entrance"} (RAX-12..20)
    specials: list[dict[str, Any]] = field(default_factory=list)
    reduced: str | None = None  # gets 3 fewer zombies this Add Zombies (RAX-11)
    reduce_left: int = 0  # how many of the 3 are still to be taken off (NS-42)
    next_id: int = 1
    lid: str = ""  # the Raxxon location's id
