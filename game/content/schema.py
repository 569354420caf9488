"""Content-pack schemas: cards, locations and the effect language.

Everything a pack contains is data validated by these pydantic models.  Packs never run
code: behaviour is expressed with the *effect language* below (operations, conditions,
quantities, triggers), which the engine interprets through a registry
(``game.engine.effects``).  A rare card whose behaviour cannot be data names a handler
(``{op = "handler", name = "..."}``) registered in code.

Reference vocabularies used by operations (strings, validated here):

* player refs (``who``): ``"self"`` (the player resolving the card: the active player for
  crossroads and items, the card's owner for abilities), ``"each"`` (every non-exiled player,
  in turn order starting with the first player), ``"first"`` (the first player).
* survivor refs (``target``): ``"acting"`` (the survivor that uses the ability / equipment,
  or that triggered the crossroads), ``"choose_own"`` (the resolving player picks one of
  their survivors), ``"choose_own_here"`` (one of theirs at the acting location),
  ``"choose_any_here"`` (any survivor at the acting location), ``"leader"``,
  ``"all_own"``, ``"all_here"``, ``"lowest_here"`` (lowest influence at the location).
* location refs (``at``/``to``): ``"colony"``, a location id, ``"here"`` (the acting
  survivor's location), ``"choose"`` (the resolving player picks a non-colony location),
  ``"choose_any"`` (colony allowed), ``"random"`` (roll a die, LN-08; re-roll if no
  location has that number), ``"each_non_colony"``.
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import ConfigDict, Field, model_validator

from game.content.schema_base import (  # the shared vocabulary (re-exported)
    _M,
    COPIES_MAX,
    ENTRANCES_MAX,
    INFLUENCE_MAX,
    ITEM_TYPES,
    LIST_MAX,
    LOCATION_KEYWORDS,
    PLAYER_COUNTS,
    ROUNDS_MAX,
    SPACES_MAX,
    Amount,
    CardPlayerRef,
    CmpOp,
    Count,
    DeckRef,
    ItemType,
    LocationRef,
    ModuleName,
    Name,
    PerPlayers,
    PlayerRef,
    Quantity,
    QuantityName,
    Ref,
    ScenarioName,
    SurvivorRef,
    Text,
    Tokens,
    _OpAtCount,
    _OpCount,
    _OpHandCards,
    _OpTargetCount,
    per_players,
)
from game.content.schema_conditions import (  # conditions, modifiers, triggers (re-exported)
    CondAll,
    CondAny,
    CondCompare,
    CondControls,
    CondFlag,
    Condition,
    CondModule,
    CondMostAmong,
    CondNot,
    CondStage,
    Modifier,
    Trigger,
    TriggerEvent,
)
from game.content.schema_ln_ops import (  # the Long Night's operations (re-exported)
    DieRow,
    OpBanditsAdd,
    OpBanditsRemove,
    OpBarricadeRemove,
    OpDespair,
    OpDespairRemove,
    OpNoiseRemove,
    OpProgress,
    OpRelease,
    OpRepeat,
    OpRoll,
    OpSideEffect,
    OpSpecialZombieAdd,
    OpSpecialZombieKill,
    OpSpecialZombieMove,
    OpStockpileTake,
    OpTransferCards,
    OpTrap,
    OpUnruly,
    check_die_table,
)


# --------------------------------------------------------------------------- operations
class OpFood(_M):
    """Gain (positive) or lose (negative) food tokens; never below 0."""

    op: Literal["food"]
    amount: Amount


class OpMorale(_M):
    op: Literal["morale"]
    amount: Amount


class OpZombiesAdd(_M):
    op: Literal["zombies_add"]
    at: LocationRef
    count: Count


class OpZombiesKill(_M):
    """Kill zombies at a location.  With ``by_acting`` the acting survivor killed them and
    makes one exposure roll per zombie killed (EXPO-01 b, NS-61)."""

    op: Literal["zombies_kill"]
    at: LocationRef = "here"
    count: Count = 1
    by_acting: bool = False
    exposure: bool = True  # with by_acting: False credits the kills without a roll


class OpZombiesRemove(_M):
    op: Literal["zombies_remove"]
    at: LocationRef
    count: Count


class OpBarricade(_OpAtCount):
    op: Literal["barricade"]


class OpNoise(_OpAtCount):
    op: Literal["noise"]


class OpWound(_OpTargetCount):
    op: Literal["wound"]
    kind: Literal["wound", "frostbite"] = "wound"


class OpHeal(_OpTargetCount):
    """Remove wound tokens (normal wounds first, then frostbite; NS-53)."""

    op: Literal["heal"]
    target: SurvivorRef = "choose_own"
    frostbite: bool = True  # may it remove frostbite tokens


class OpKillSurvivor(_M):
    op: Literal["kill_survivor"]
    target: SurvivorRef
    remove: bool = False  # "remove" is not "kill" (KILL-09): no morale loss


class OpHelplessAdd(_OpCount):
    op: Literal["helpless_add"]
    unruly: bool = False  # LN-11: they arrive unruly


class OpHelplessKill(_OpCount):
    op: Literal["helpless_kill"]


class OpSurvivorGain(_OpCount):
    """Draw survivors from the survivor deck; the player keeps ``keep`` of ``count`` as
    followers (the rest return to the bottom of the deck)."""

    op: Literal["survivor_gain"]
    keep: Count = 1


class OpDraw(_M):
    """Draw cards from an item deck (``starting`` = the leftover starting items) into hand."""

    op: Literal["draw"]
    deck: DeckRef
    count: Count = 1


class OpDiscard(_OpHandCards):
    """The player puts cards from hand onto the waste pile (their choice)."""

    op: Literal["discard"]


class OpLoseCards(_OpHandCards):
    """Cards from the player's hand are removed from the game."""

    op: Literal["lose_cards"]


class OpWasteClean(_OpCount):
    op: Literal["waste_clean"]


class OpWasteAdd(_M):
    """Add cards from the top of the given deck straight to the waste pile."""

    op: Literal["waste_add"]
    deck: DeckRef = "here"
    count: Count = 1


class OpMoveSurvivor(_M):
    """A *move*: the survivor makes an exposure roll at the destination (NS-54)."""

    op: Literal["move_survivor"]
    target: SurvivorRef = "acting"
    to: LocationRef = "choose_any"


class OpPlaceSurvivor(_M):
    """A *placement*: no exposure roll, does not use the survivor's move (NS-54)."""

    op: Literal["place_survivor"]
    target: SurvivorRef = "acting"
    to: LocationRef = "colony"


class OpSearchDeck(_M):
    """Look through a deck for a card of a type, take it into hand, reshuffle (CARD-05)."""

    op: Literal["search_deck"]
    deck: DeckRef
    item_type: ItemType
    count: Count = 1


class OpDice(_M):
    """Change the resolving player's unused dice: ``lose`` removes dice (highest first
    unless ``lowest``), ``gain`` adds new rolled dice, ``raise`` adds to one die."""

    op: Literal["dice"]
    mode: Literal["lose", "gain", "raise", "reroll_all"]
    count: Count = 1
    lowest: bool = False


class OpVote(_M):
    """All non-exiled players vote; effects for the winning side (ties: first player)."""

    op: Literal["vote"]
    question: Name
    yes: list["Op"] = Field(default_factory=list)
    no: list["Op"] = Field(default_factory=list)


class Choice(_M):
    label: Name
    requires: Condition | None = None
    effect: list["Op"] = Field(default_factory=list)
    module: ModuleName | None = None  # LN-05: only usable with this module in play


class OpChoose(_M):
    """The resolving player picks one option whose requirement holds."""

    op: Literal["choose"]
    prompt: Name = "Choose one"
    options: list[Choice] = Field(min_length=2)


class OpIf(_M):
    op: Literal["if"]
    cond: Condition
    then: list["Op"] = Field(default_factory=list)
    otherwise: list["Op"] = Field(default_factory=list, alias="else")

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class OpForEach(_M):
    """Repeat ``effect`` for each player (as the resolving player) or each survivor
    (as the acting survivor) of the given set."""

    op: Literal["for_each"]
    over: Literal["player", "own_survivor", "survivor_here", "survivor_at_colony",
                  "other_player"]
    effect: list["Op"]


class OpHandler(_M):
    """A named behaviour implemented in code (``game.content.handlers``)."""

    op: Literal["handler"]
    name: Ref
    params: dict[Ref, int | Ref | bool] = Field(default_factory=dict, max_length=LIST_MAX)


Op = Annotated[
    Union[
        OpFood, OpMorale, OpZombiesAdd, OpZombiesKill, OpZombiesRemove, OpBarricade, OpNoise,
        OpWound, OpHeal, OpKillSurvivor, OpHelplessAdd, OpHelplessKill, OpSurvivorGain,
        OpDraw, OpDiscard, OpLoseCards, OpWasteClean, OpWasteAdd, OpMoveSurvivor,
        OpPlaceSurvivor, OpSearchDeck, OpDice, OpVote, OpChoose, OpIf, OpForEach, OpHandler,
        OpDespair, OpDespairRemove, OpUnruly, OpTrap, OpBanditsAdd, OpBanditsRemove,
        OpProgress, OpTransferCards, OpNoiseRemove, OpBarricadeRemove, OpRepeat, OpRoll,
        OpSideEffect, OpSpecialZombieAdd, OpSpecialZombieMove, OpSpecialZombieKill,
        OpRelease, OpStockpileTake,
    ],
    Field(discriminator="op"),
]

OP_NAMES: tuple[str, ...] = (
    "food", "morale", "zombies_add", "zombies_kill", "zombies_remove", "barricade", "noise",
    "wound", "heal", "kill_survivor", "helpless_add", "helpless_kill", "survivor_gain",
    "draw", "discard", "lose_cards", "waste_clean", "waste_add", "move_survivor",
    "place_survivor", "search_deck", "dice", "vote", "choose", "if", "for_each", "handler",
    # The Long Night
    "despair", "despair_remove", "unruly", "trap", "bandits_add", "bandits_remove",
    "progress", "transfer_cards", "noise_remove", "barricade_remove", "repeat", "roll",
    "side_effect", "special_zombie_add", "special_zombie_move", "special_zombie_kill",
    "release", "stockpile_take",
)
# the words of the language added for The Long Night (tested with its rules)
LN_OP_NAMES: tuple[str, ...] = OP_NAMES[OP_NAMES.index("despair"):]
LN_QUANTITIES: tuple[str, ...] = (
    "players", "despair", "own_despair", "acting_despair", "unruly", "traps", "graveyard",
    "bandits", "stockpile", "special_zombies", "improvements_done",
)
LN_FLAGS: tuple[str, ...] = ("bandit_leader", "acting_at_raxxon")
LN_CONDS: tuple[str, ...] = ("module", "stage")
LN_TRIGGERS: tuple[str, ...] = (
    "unruly_flip", "attack_bandit", "hideout", "attack_special_zombie", "containment", "pill",
)


# --------------------------------------------------------------------------- cards
class Manifest(_M):
    id: Ref = Field(pattern=r"^[a-z0-9][a-z0-9_\-]*$")
    version: Ref
    name: Name
    language: Ref = "en"
    licence: Name
    description: Text = ""
    requires: list[Ref] = Field(default_factory=list, max_length=LIST_MAX)
    ruleset: Literal["base", "ln"] = "base"


class ColonySpec(_M):
    name: Name
    survivor_spaces: int = Field(ge=1, le=SPACES_MAX)
    entrances: int = Field(default=6, ge=1, le=ENTRANCES_MAX)
    entrance_spaces: Count  # spaces per entrance
    flavour: Text = ""


class LocationSpec(_M):
    id: Ref
    name: Name
    number: int | None = Field(default=None, le=99)
    survivor_spaces: int = Field(ge=1, le=SPACES_MAX)
    entrance_spaces: Count
    noise_spaces: Tokens = 4
    likelihood: list[ItemType] = Field(min_length=1)  # most likely first
    flavour: Text = ""
    module: ModuleName | None = None  # only in play with this module (Raxxon, Hideout)
    # "standard"; "raxxon" (RAX-02: has the Raxxon item deck, experiments, containment);
    # "hideout" (BAND-12: no item deck, its own attack/search tables)
    kind: Literal["standard", "raxxon", "hideout"] = "standard"
    hideout: "HideoutTables | None" = None

    @model_validator(mode="after")
    def _special(self) -> "LocationSpec":
        if self.kind == "hideout" and self.hideout is None:
            raise ValueError("the Bandits' Hideout needs a [hideout] table (NS-14)")
        if self.kind != "hideout" and self.hideout is not None:
            raise ValueError("only a location with kind = \"hideout\" has a [hideout] table")
        if self.kind == "hideout" and self.module != "bandits":
            raise ValueError("the Bandits' Hideout belongs to the bandits module "
                             "(module = \"bandits\")")
        if self.kind == "raxxon" and self.module != "raxxon":
            raise ValueError("Raxxon belongs to the raxxon module (module = \"raxxon\")")
        return self


class HideoutTables(_M):
    """The Bandits' Hideout card (BAND-12/13, NS-14): a survivor spends a die as for an
    attack (``attack``) or a search (``search``), then rolls that die on the table."""

    text: Text
    attack: list[DieRow]
    search: list[DieRow]

    @model_validator(mode="after")
    def _covers(self) -> "HideoutTables":
        check_die_table(self.attack, "attack table")
        check_die_table(self.search, "search table")
        return self


class Ability(_M):
    text: Text
    location: LocationRef = "any"  # "any", "colony", "non_colony" or a location id
    cost: int | None = None  # die threshold; None = free (no die)
    frequency: Literal["unlimited", "once_per_turn", "once_per_round"] = "unlimited"
    kind: Literal["activated", "passive"] = "activated"
    effect: list[Op] = Field(default_factory=list)
    modifiers: list[Modifier] = Field(default_factory=list)
    requires: Condition | None = None


class SurvivorCard(_M):
    id: Ref
    name: Name
    profession: Name
    influence: int = Field(ge=1, le=INFLUENCE_MAX)
    attack: int = Field(ge=1, le=6)
    search: int = Field(ge=1, le=6)
    human: bool = True
    ability: Ability
    flavour: Text = ""
    module: ModuleName | None = None


class ItemCard(_M):
    id: Ref
    name: Name
    type: ItemType
    kind: Literal["ordinary", "event", "equip"] = "ordinary"
    deck: Ref  # "starting" or a location id
    copies: int = Field(default=1, ge=1, le=COPIES_MAX)
    text: Text
    flavour: Text = ""
    effect: list[Op] = Field(default_factory=list)  # resolved when played (not equip)
    food: Tokens = 0  # food tokens a food card gives when played (shorthand, also in effect)
    equip: Ability | None = None  # for equip items: passive modifiers and/or a use
    non_cooperative: bool = False
    requires: Condition | None = None  # extra condition to play it
    module: ModuleName | None = None
    # RAX-06: a pill (an event item): the player picks one of their survivors to take it,
    # who is the acting survivor of `effect` (usually a `roll` table)
    pill: bool = False

    @model_validator(mode="after")
    def _equip_has_use(self) -> "ItemCard":
        if self.pill and self.kind != "event":
            raise ValueError("a pill is an event item (RAX-06): kind = \"event\"")
        if self.kind == "equip" and self.equip is None:
            raise ValueError("an equip item needs an [equip] section")
        if self.kind != "equip" and self.equip is not None:
            raise ValueError("only equip items may have an [equip] section")
        return self


class OptionalSection(_M):
    item_type: ItemType
    per: Count = 1  # extra cards of that type per bonus
    text: Text
    effect: list[Op]


class CrisisCard(_M):
    id: Ref
    name: Name
    prevent: list[ItemType] = Field(min_length=1)
    text: Text
    flavour: Text = ""
    effect: list[Op]
    optional: OptionalSection | None = None
    # [BAND] placement numbers (BAND-04, NS-45): one bandit per number, at the location with
    # that number; a number may repeat.  Ignored without the Bandits module (LN-06).
    bandits: list[int] = Field(default_factory=list, max_length=LIST_MAX)
    module: ModuleName | None = None


class CrossroadsOption(_M):
    label: Name
    text: Text
    requires: Condition | None = None
    effect: list[Op] = Field(default_factory=list)
    module: ModuleName | None = None  # LN-05: only usable with this module in play


class CrossroadsCard(_M):
    id: Ref
    name: Name
    trigger: Trigger
    trigger_text: Text
    story: Text
    options: list[CrossroadsOption] = Field(min_length=2)
    mature: bool = False
    non_cooperative: bool = False
    adds_survivor: bool = False  # XROADS-10: blocked while the colony is full
    module: ModuleName | None = None


class Placement(_M):
    at: LocationRef
    zombies: Tokens = 0
    barricades: Tokens = 0


class ObjectiveSide(_M):
    morale: int = Field(ge=1, le=10)
    rounds: int = Field(ge=1, le=ROUNDS_MAX)
    food: Tokens = 0
    helpless: Tokens = 0
    placements: list[Placement] = Field(default_factory=list)
    goal: Condition
    goal_text: Text
    setup_text: Text = ""


class MainObjective(_M):
    id: Ref
    name: Name
    duration: Literal["short", "medium", "long"]
    story: Text
    normal: ObjectiveSide
    hard: ObjectiveSide
    tutorial: bool = False
    module: ModuleName | None = None


class SecretObjective(_M):
    id: Ref
    name: Name
    kind: Literal["normal", "betrayal", "exiled"]
    text: Text
    flavour: Text = ""
    goal: Condition
    # betrayal goals usually do not need the main objective; normal ones do:
    needs_main_objective: bool = True
    mode: Literal["replace", "add_requirements"] | None = None  # exiled cards (DISC-13)
    non_cooperative: bool = False
    module: ModuleName | None = None

    @model_validator(mode="after")
    def _mode_only_exiled(self) -> "SecretObjective":
        if self.kind == "exiled" and self.mode is None:
            raise ValueError("an exiled objective must say mode = replace or add_requirements")
        if self.kind != "exiled" and self.mode is not None:
            raise ValueError("only exiled objectives have a mode")
        return self


for _m in (OpVote, Choice, OpChoose, OpIf, OpForEach,
           LocationSpec, HideoutTables):
    _m.model_rebuild()
for _ln in (DieRow, OpRepeat, OpRoll):  # defined in schema_ln_ops: "Op" is resolved here
    _ln.model_rebuild(_types_namespace={"Op": Op, "DieRow": DieRow})

__all__ = [
    "CondAll", "CondAny", "CondCompare", "CondControls", "CondFlag", "CondModule",
    "CondMostAmong", "CondNot", "CondStage", "Condition", "Modifier", "Trigger", "TriggerEvent",
    "ITEM_TYPES", "LOCATION_KEYWORDS", "PLAYER_COUNTS", "CardPlayerRef", "CmpOp", "DeckRef",
    "ItemType", "LocationRef", "ModuleName", "PerPlayers", "PlayerRef", "Quantity",
    "QuantityName", "ScenarioName", "SurvivorRef", "check_die_table", "per_players",
]
