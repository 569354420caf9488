"""Content schemas of The Long Night's own card kinds (RULES.md §19-§23, NS-10..NS-15).

The effect language (operations, conditions, quantities, triggers) is shared with the base
game and lives in :mod:`game.content.schema`; this file holds the card kinds only the Long
Night and its modules have:

* ``[graveyard]`` — the Graveyard card (LN-07: not a location);
* ``[[improvements]]`` — IMPR-02..04: progress needed and permanent effects;
* ``[[special_zombies]]`` — RAX-20: the special zombie types and their standees;
* ``[[experiments]]`` — RAX-03, RAX-09..14: Audio Log side (containment code, releases)
  and Encounter side (die table);
* ``[[side_effects]]`` — RAX-04/07: the pill side-effect cards;
* ``[[scenarios]]`` and ``[[scenario_objectives]]`` — SCEN-*: the two introductory
  scenarios and their special objectives R1-R3 / B1-B3 with their narrative texts.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from game.content.schema import (
    _M,
    Ability,
    Condition,
    DieRow,
    ItemType,
    LocationRef,
    Modifier,
    Op,
    Placement,
    ScenarioName,
    check_die_table,
)
from game.content.schema_base import LIST_MAX, ROUNDS_MAX, Count, Name, Ref, Text, Tokens


class GraveyardSpec(_M):
    """LN-07: where dead survivors' standees and cards go; not a location (no movement, no
    search, never a random location).  Crossroads may refer to it (quantity
    ``graveyard``)."""

    name: Name
    text: Text = ""
    flavour: Text = ""


# --------------------------------------------------------------------------- improvements
ColonyModifierKind = Literal[
    "pay_food_minus",  # Pay Food (COLONY-04) costs `amount` fewer food tokens
    "waste_allowance",  # Check Waste (COLONY-08) ignores `amount` cards of the waste pile
    "colony_zombies_minus",  # Add Zombies adds `amount` fewer zombies to the colony
    "crisis_target_minus",  # the crisis target N is `amount` lower (never below 1)
    # a survivor modifier for every survivor (at `at` if given), see Modifier kinds
    "attack_bonus",
    "search_bonus",
    "no_exposure_move",
    "search_draw_extra",
]


class ColonyModifier(_M):
    """A permanent, colony-wide effect of a completed improvement (IMPR-04)."""

    kind: ColonyModifierKind
    amount: Count = 1
    at: LocationRef | None = None


class Improvement(_M):
    """IMPR-02..04: an improvement card of the face-up row.  It is completed as soon as it
    carries ``progress`` markers; then ``on_complete`` runs once and ``modifiers`` and
    ``each_round`` (run at every Reveal Crisis step, ROUND-03) apply until the end."""

    id: Ref
    name: Name
    progress: int = Field(ge=1, le=12)
    text: Text
    flavour: Text = ""
    on_complete: list[Op] = Field(default_factory=list)
    modifiers: list[ColonyModifier] = Field(default_factory=list)
    each_round: list[Op] = Field(default_factory=list)

    @model_validator(mode="after")
    def _does_something(self) -> Improvement:
        if not (self.on_complete or self.modifiers or self.each_round):
            raise ValueError("an improvement needs on_complete, modifiers or each_round")
        return self


# --------------------------------------------------------------------------- Raxxon
class SpecialZombie(_M):
    """RAX-15..20: a special zombie type.  ``standees``: how many of this type exist
    (19 standees over 12 types in the Long Night, NS-21: placement is skipped when none is
    left).  Its behaviour when attacked is the Encounter side of the experiment that
    released it."""

    id: Ref
    name: Name
    standees: int = Field(default=1, ge=1, le=6)
    text: Text
    flavour: Text = ""


class ContainmentCode(_M):
    """RAX-09 / NS-11 / NS-40: what two dice on the Raxxon card must show.

    * ``exact``: two dice showing ``values`` (two faces, any order);
    * ``sum``: two dice whose values add up to ``n``;
    * ``doubles``: two dice showing the same value, at least ``n`` (default 1);
    * ``sum_at_least``: two dice whose values add up to ``n`` or more.
    """

    kind: Literal["exact", "sum", "doubles", "sum_at_least"]
    values: list[int] = Field(default_factory=list)
    n: int = 0
    text: Text

    @model_validator(mode="after")
    def _shape(self) -> ContainmentCode:
        if self.kind == "exact":
            if len(self.values) != 2 or not all(1 <= v <= 6 for v in self.values):
                raise ValueError("an exact code needs values = two die faces 1..6")
        elif self.values:
            raise ValueError(f"a {self.kind} code uses n, not values")
        if self.kind in ("sum", "sum_at_least") and not 2 <= self.n <= 12:
            raise ValueError("a sum code needs n in 2..12")
        if self.kind == "doubles" and not 0 <= self.n <= 6:
            raise ValueError("a doubles code needs n in 0..6")
        return self


class Release(_M):
    zombie: Ref  # a special_zombies id
    count: Count = 1


class AudioLog(_M):
    """The public side (RAX-03): the code and what escapes when it is not matched."""

    text: Text
    code: ContainmentCode
    releases: list[Release] = Field(min_length=1)


class Encounter(_M):
    """The side shown after a release (RAX-14): what happens when a survivor attacks one of
    the released special zombies (RAX-18): roll a die, apply the row.  Rows cover 1..6; use
    ``special_zombie_kill`` / ``special_zombie_move`` for the zombie itself."""

    text: Text
    rows: list[DieRow]

    @model_validator(mode="after")
    def _covers(self) -> Encounter:
        check_die_table(self.rows, "encounter table")
        return self


class Experiment(_M):
    id: Ref
    name: Name
    audio_log: AudioLog
    encounter: Encounter
    flavour: Text = ""


class SideEffect(_M):
    """RAX-07: a pill side-effect card, equipped for good (never removed or unequipped).
    ``equip`` works like an equip item's section (passive modifiers and/or a use)."""

    id: Ref
    name: Name
    text: Text
    flavour: Text = ""
    equip: Ability


# --------------------------------------------------------------------------- scenarios
class ScenarioSide(_M):
    """One side (normal / hard) of a scenario's special objective.  Stage 1 sets the game
    up like a main objective (``morale``, ``rounds`` required); later stages only change
    the goal (the round track keeps running, NS-48 b)."""

    goal: Condition
    goal_text: Text
    morale: int | None = Field(default=None, ge=1, le=10)
    rounds: int | None = Field(default=None, ge=1, le=ROUNDS_MAX)
    food: Tokens = 0
    helpless: Tokens = 0
    placements: list[Placement] = Field(default_factory=list)
    setup_text: Text = ""


class ScenarioObjective(_M):
    """SCEN-01: special objective R1..R3 / B1..B3.  ``story`` is read when the card is
    placed; ``complete_text`` is the narrative the designated player reads at the
    transition (SCEN-05).  The engine only names the text key (``<id>.story`` /
    ``<id>.complete``) and the designated player in its events."""

    id: Ref
    name: Name
    scenario: ScenarioName
    stage: int = Field(ge=1, le=3)
    story: Text
    complete_text: Text
    normal: ScenarioSide
    hard: ScenarioSide

    @model_validator(mode="after")
    def _stage_setup(self) -> ScenarioObjective:
        for side in (self.normal, self.hard):
            has = side.morale is not None or side.rounds is not None
            if self.stage == 1 and (side.morale is None or side.rounds is None):
                raise ValueError("a stage-1 objective sets morale and rounds on both sides")
            if self.stage != 1 and (has or side.food or side.helpless or side.placements):
                raise ValueError("only a stage-1 objective has setup values")
        return self


class ScenarioSpec(_M):
    """An introductory scenario (SCEN-01..05, SCEN-R-*, SCEN-B-*).

    Raxxon ("raxxon_intro"): ``aside`` survivors are kept out of the deal (SCEN-R-02);
    ``starting_survivor`` joins the first player at the colony and gets ``starting_item``
    (searched for in its deck, SCEN-R-04); ``joining_survivor`` joins the designated player
    at the R1 -> R2 transition (SCEN-R-07).

    Bandits ("bandits_intro"): ``betrayal`` is the betrayal objective added to the pool
    (SCEN-B-02, the Infiltrated Bandit); each player draws one card from ``start_deck``
    (SCEN-B-04)."""

    id: ScenarioName
    name: Name
    intro: Text
    aside: list[Ref] = Field(default_factory=list, max_length=LIST_MAX)
    starting_survivor: Ref | None = None
    starting_item: Ref | None = None
    joining_survivor: Ref | None = None
    betrayal: Ref | None = None
    start_deck: Ref | None = None

    @model_validator(mode="after")
    def _fields(self) -> ScenarioSpec:
        rax = ("starting_survivor", "starting_item", "joining_survivor")
        band = ("betrayal", "start_deck")
        mine, other = (rax, band) if self.id == "raxxon_intro" else (band, rax)
        for name in mine:
            if getattr(self, name) is None:
                raise ValueError(f"the {self.id} scenario needs {name}")
        for name in other:
            if getattr(self, name) is not None:
                raise ValueError(f"{name} is not used by the {self.id} scenario")
        if self.id == "raxxon_intro":
            for sid in (self.starting_survivor, self.joining_survivor):
                if sid not in self.aside:
                    raise ValueError(f"'{sid}' must also be listed in aside (SCEN-R-02)")
        return self


# Long Night sections: name -> model (merged into game.content.pack.SECTIONS)
LN_SECTIONS: dict[str, type] = {
    "improvements": Improvement,
    "special_zombies": SpecialZombie,
    "experiments": Experiment,
    "side_effects": SideEffect,
    "scenarios": ScenarioSpec,
    "scenario_objectives": ScenarioObjective,
}

__all__ = [
    "AudioLog", "ColonyModifier", "ContainmentCode", "Encounter", "Experiment",
    "GraveyardSpec", "Improvement", "ItemType", "LN_SECTIONS", "Modifier", "Release",
    "ScenarioObjective", "ScenarioSide", "ScenarioSpec", "SideEffect", "SpecialZombie",
]
