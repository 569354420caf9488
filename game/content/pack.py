"""A loaded content pack: the immutable card database the engine reads.

Layout of a pack folder: ``manifest.toml`` plus any number of ``*.toml`` files, each holding
one or more of the top-level tables ``colony`` (exactly one in the whole pack),
``locations``, ``survivors``, ``items``, ``crises``, ``crossroads``, ``main_objectives``,
``secret_objectives`` (arrays of tables); a Long Night pack may also hold ``graveyard``
(exactly one, in a standalone ``ruleset = "ln"`` pack) and the sections of
:data:`game.content.schema_ln.LN_SECTIONS` (``improvements``, ``special_zombies``,
``experiments``, ``side_effects``, ``scenarios``, ``scenario_objectives``).  Files are read
in name order.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field

from game.content.schema import (
    ColonySpec,
    CrisisCard,
    CrossroadsCard,
    ItemCard,
    LocationSpec,
    MainObjective,
    Manifest,
    SecretObjective,
    SurvivorCard,
)
from game.content.schema_ln import (
    LN_SECTIONS,
    Experiment,
    GraveyardSpec,
    Improvement,
    ScenarioObjective,
    ScenarioSpec,
    SideEffect,
    SpecialZombie,
)

SECTIONS: dict[str, type] = {
    "locations": LocationSpec,
    "survivors": SurvivorCard,
    "items": ItemCard,
    "crises": CrisisCard,
    "crossroads": CrossroadsCard,
    "main_objectives": MainObjective,
    "secret_objectives": SecretObjective,
    **LN_SECTIONS,
}


@dataclass(frozen=True)
class Content:
    """One or more merged packs.  Dicts keep file order (deterministic)."""

    manifests: tuple[Manifest, ...]
    colony: ColonySpec
    locations: dict[str, LocationSpec]
    survivors: dict[str, SurvivorCard]
    items: dict[str, ItemCard]
    crises: dict[str, CrisisCard]
    crossroads: dict[str, CrossroadsCard]
    main_objectives: dict[str, MainObjective]
    secret_objectives: dict[str, SecretObjective]
    # sha256 of every pack's files, keyed by pack id (recorded in save headers)
    hashes: dict[str, str] = field(default_factory=dict)
    # --- The Long Night (empty for a base-game pack)
    graveyard: GraveyardSpec | None = None
    improvements: dict[str, Improvement] = field(default_factory=dict)
    special_zombies: dict[str, SpecialZombie] = field(default_factory=dict)
    experiments: dict[str, Experiment] = field(default_factory=dict)
    side_effects: dict[str, SideEffect] = field(default_factory=dict)
    scenarios: dict[str, ScenarioSpec] = field(default_factory=dict)
    scenario_objectives: dict[str, ScenarioObjective] = field(default_factory=dict)
    # card id -> id of the pack that defines it (empty: every card is of the first pack)
    origins: dict[str, str] = field(default_factory=dict)

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(m.id for m in self.manifests)

    def ruleset_of(self, card_id: str) -> str:
        """The ruleset (``base`` / ``ln``) of the pack a card comes from (LN-03/04)."""
        pid = self.origins.get(card_id.split("#", 1)[0])
        for m in self.manifests:
            if pid is None or m.id == pid:
                return m.ruleset
        return "base"

    def rulesets(self) -> set[str]:
        return {m.ruleset for m in self.manifests}

    def item_uids(self, deck: str) -> list[str]:
        """Physical card uids (``item_id#n``) of all copies of the items of ``deck``."""
        out: list[str] = []
        for card in self.items.values():
            if card.deck == deck:
                out.extend(f"{card.id}#{n}" for n in range(1, card.copies + 1))
        return out

    def item(self, uid: str) -> ItemCard:
        return self.items[uid.split("#", 1)[0]]


def hash_files(blobs: list[tuple[str, bytes]]) -> str:
    h = hashlib.sha256()
    for name, data in sorted(blobs):
        h.update(name.encode("utf-8") + b"\0" + hashlib.sha256(data).digest())
    return h.hexdigest()
