"""Content-pack schemas: when a card's words apply -- the conditions of the effect
language, the passive modifiers of abilities and equipment, and the crossroads triggers
(:mod:`game.content.schema` re-exports them with the cards and operations)."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field

from game.content.schema_base import (
    _M,
    Amount,
    CmpOp,
    ItemType,
    LocationRef,
    ModuleName,
    PerPlayers,
    Quantity,
    Ref,
)


# --------------------------------------------------------------------------- conditions
class CondCompare(_M):
    cond: Literal["compare"]
    value: Quantity
    cmp: CmpOp = ">="
    n: PerPlayers = 0  # a number, or one by player count: { 3 = 10, 4 = 12, 5 = 14 }
    # compare against another quantity instead of n
    other: Quantity | None = None


class CondAll(_M):
    cond: Literal["all"]
    of: list["Condition"]


class CondAny(_M):
    cond: Literal["any"]
    of: list["Condition"]


class CondNot(_M):
    cond: Literal["not"]
    of: "Condition"


class CondControls(_M):
    """The resolving player controls the survivor with this id."""

    cond: Literal["controls"]
    survivor: Ref


class CondFlag(_M):
    cond: Literal["flag"]
    flag: Literal[
        "exiled",  # the resolving player is exiled
        "is_first_player",
        "acting_at_colony",
        "acting_is_leader",
        "acting_is_human",
        "acting_has_frostbite",
        "colony_has_space",  # the colony has an empty survivor space
        "main_objective_met",
        "any_exiled",
        "deck_empty_here",
        "bandit_leader",  # the resolving player leads the bandits (BAND-15)
        "acting_at_raxxon",  # the acting survivor stands at Raxxon [RAX]
    ]


class CondModule(_M):
    """The module is in play (LN-05: a use that needs a module is unavailable without it)."""

    cond: Literal["module"]
    module: ModuleName


class CondStage(_M):
    """An introductory scenario is at least at this stage (1-3): stage 2 is reached once the
    stage-1 objective is completed (SCEN-03).  Always false outside a scenario."""

    cond: Literal["stage"]
    n: int = Field(ge=1, le=3)


class CondMostAmong(_M):
    """The resolving player has the (strictly) highest value of a per-player quantity."""

    cond: Literal["most"]
    value: Quantity
    strictly: bool = True


Condition = Annotated[
    Union[CondCompare, CondAll, CondAny, CondNot, CondControls, CondFlag, CondMostAmong,
          CondModule, CondStage],
    Field(discriminator="cond"),
]


# --------------------------------------------------------------------------- modifiers
class Modifier(_M):
    """A passive, always-on effect of a survivor ability or an equipped item."""

    kind: Literal[
        "attack_bonus",  # lowers the attack threshold by `amount`
        "search_bonus",  # lowers the search threshold by `amount`
        "no_exposure_move",  # no exposure roll after moving
        "no_exposure_attack",  # no exposure roll after killing a zombie by attack
        "extra_kill",  # an attack on a zombie kills `amount` more at the same location
        "search_draw_extra",  # every search draws `amount` more card(s) before choosing
        "helpless_food",  # pay food: this survivor's presence at the colony costs nothing
    ]
    amount: Amount = 1
    at: LocationRef | None = None  # only at this location (None: anywhere)


# --------------------------------------------------------------------------- triggers
TriggerEvent = Literal[
    "turn_start",  # at the start of the turn (after the crossroads draw and frostbite)
    "move",  # the active player moves a survivor (to `at` if given)
    "attack_zombie",  # kills a zombie by attack (at `at` if given)
    "attack_survivor",
    "search",  # completes a search (at `at` if given)
    "barricade",
    "clean_waste",
    "attract",
    "ability",  # uses a survivor ability
    "play",  # plays a card (of `item_type` if given)
    "contribute",  # adds cards to the crisis
    "spend_food",
    "request",
    "exile_vote",
    "survivor_killed",  # one of the active player's survivors dies
    "any_action",  # after any action of the active player, when `when` holds (XROADS-04)
    # --- The Long Night
    "unruly_flip",  # flips an unruly helpless back with a medicine card (LN-12)
    "attack_bandit",  # attacks a bandit [BAND] (at `at` if given)
    "hideout",  # attacks or searches the Bandits' Hideout [BAND]
    "attack_special_zombie",  # attacks a special zombie [RAX] (at `at` if given)
    "containment",  # puts a die on the Raxxon card [RAX]
    "pill",  # a survivor takes a pill [RAX]
]


class Trigger(_M):
    on: TriggerEvent
    at: LocationRef | None = None
    item_type: ItemType | None = None
    survivor: Ref | None = None  # the acting survivor must be this one
    when: Condition | None = None  # extra condition on public/own state


for _m in (CondAll, CondAny, CondNot):
    _m.model_rebuild()
