"""Actions: everything a player can do, as frozen pydantic models with a ``type``
discriminator.  A save file is the list of these, one per line."""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union, get_args

from pydantic import BaseModel, ConfigDict, Field, Strict, TypeAdapter

# Strict scalars: ``true``, ``1.0`` or ``"1"`` are not the die 1, nor ``1`` the id "1" -- an
# action means exactly what it says or is refused (never a silently different game).
Int = Annotated[int, Strict()]
Str = Annotated[str, Strict(), Field(max_length=200)]


class _A(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    actor: Int = Field(ge=0, le=4)


class Draft(_A):
    """SETUP-17/18: keep 2 (3 in 2-player) of the dealt survivors and name the leader."""

    type: Literal["draft"] = "draft"
    keep: Annotated[tuple[Str, ...], Field(max_length=8)]
    leader: Str


class Answer(_A):
    """The answer to any pending decision other than ``turn`` and ``draft``."""

    type: Literal["answer"] = "answer"
    key: Str


class Move(_A):
    type: Literal["move"] = "move"
    survivor: Str
    to: str


class Attack(_A):
    """Target ``z<entrance>`` (a zombie at that entrance, 0-based) or ``s:<survivor id>``."""

    type: Literal["attack"] = "attack"
    survivor: Str
    die: Int
    target: Str


class Search(_A):
    type: Literal["search"] = "search"
    survivor: Str
    die: Int


class Barricade(_A):
    type: Literal["barricade"] = "barricade"
    survivor: Str
    die: Int
    entrance: Int = 0


class CleanWaste(_A):
    type: Literal["clean_waste"] = "clean_waste"
    survivor: Str
    die: Int


class Attract(_A):
    """Take 1–2 zombies from other locations (``loc`` or ``colony:<entrance>``).
    ``entrances`` (0-based, one per zombie) says where each goes at the survivor's location
    (at the colony any entrance, ACT-ATTRACT-01); None: the first entrances with room."""

    type: Literal["attract"] = "attract"
    survivor: Str
    die: Int
    take: Annotated[tuple[Str, ...], Field(max_length=8)]
    entrances: Annotated[tuple[Int, ...], Field(max_length=8)] | None = None


class UseAbility(_A):
    type: Literal["ability"] = "ability"
    survivor: Str
    die: Int | None = None


class PlayCard(_A):
    """Play a card from hand; ``survivor`` is the equip target or the survivor that acts
    with the card; ``die`` the die an exiled player raises with a food card (EXILE-07)."""

    type: Literal["play"] = "play"
    card: Str
    survivor: Str | None = None
    die: Int | None = None


class UseEquipment(_A):
    type: Literal["use_equipment"] = "use_equipment"
    card: Str
    die: Int | None = None


class Contribute(_A):
    type: Literal["contribute"] = "contribute"
    card: Str


class SpendFood(_A):
    type: Literal["spend_food"] = "spend_food"
    die: Int


class Request(_A):
    type: Literal["request"] = "request"
    target: Int


class HandOff(_A):
    type: Literal["hand_off"] = "hand_off"
    card: Str
    to: str


class CallExileVote(_A):
    type: Literal["exile_vote"] = "exile_vote"
    target: Int


class EndTurn(_A):
    type: Literal["end_turn"] = "end_turn"


Action = Annotated[
    Union[
        Draft, Answer, Move, Attack, Search, Barricade, CleanWaste, Attract, UseAbility,
        PlayCard, UseEquipment, Contribute, SpendFood, Request, HandOff, CallExileVote, EndTurn,
    ],
    Field(discriminator="type"),
]

_ADAPTER: TypeAdapter = TypeAdapter(Action)
# action models added by rule modules (game/engine/modules), see register_action
MODULE_ACTIONS: dict[str, type[BaseModel]] = {}


def register_action(model: type[BaseModel]) -> None:
    """Add a module's action model to the union that :func:`parse_action` accepts."""
    global _ADAPTER
    name = model.model_fields["type"].default
    base = {get_args(m.model_fields["type"].annotation)[0]
            for m in get_args(get_args(Action)[0])}
    if name in base:
        raise ValueError(f"action type '{name}' already exists")
    if MODULE_ACTIONS.get(name) is model:
        return
    MODULE_ACTIONS[name] = model
    members = (*get_args(get_args(Action)[0]), *MODULE_ACTIONS.values())
    union: Any = Annotated[Union[members], Field(discriminator="type")]  # type: ignore[valid-type]
    _ADAPTER = TypeAdapter(union)


def parse_action(data: dict | str | bytes) -> Action:
    """Validate an action from a dict or JSON text (raises pydantic.ValidationError)."""
    if isinstance(data, (str, bytes)):
        return _ADAPTER.validate_json(data)
    return _ADAPTER.validate_python(data)


def dump_action(action: BaseModel) -> dict:
    return action.model_dump(mode="json")
