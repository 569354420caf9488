"""Actions: everything a player can do, as frozen pydantic models with a ``type``
discriminator.  A save file is the list of these, one per line."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any, Literal, TypeVar, Union, get_args

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


_M = TypeVar("_M", bound=BaseModel)
_set_attr = object.__setattr__
BUILDER_CACHE = 4096  # instances each builder keeps for reuse (then it starts afresh)


def builder(cls: type[_M], *names: str) -> Callable[..., _M]:
    """A constructor of ``cls`` from trusted values, for the engine's own enumerations.

    ``builder(Attack, "survivor", "die", "target")(actor, survivor, die, target)`` returns
    what ``Attack.model_construct(type="attack", actor=actor, survivor=survivor, die=die,
    target=target)`` returns -- equal, with the same field order (so the same JSON) and the
    same ``model_fields_set`` -- for a fraction of the cost: nothing is validated, the other
    fields get their defaults, and since actions are frozen an instance built before with
    the same values is handed out again (up to ``BUILDER_CACHE`` of them).  Values must be
    of the field's type (``1`` and ``True`` are the same key)."""
    fields = cls.__pydantic_fields__
    given = ("actor", "type", *names)
    unknown = [n for n in given if n not in fields]
    missing = [n for n, f in fields.items() if n not in given and f.is_required()]
    if unknown or missing:
        raise TypeError(f"builder({cls.__name__}): unknown {unknown}, missing {missing}")
    template: dict[str, Any] = {
        n: (None if f.is_required() else f.get_default(call_default_factory=True))
        for n, f in fields.items()}
    new = object.__new__
    made: dict[tuple[Any, ...], _M] = {}

    def make(key: tuple[Any, ...]) -> _M:
        d = template.copy()
        d["actor"] = key[0]
        d.update(zip(names, key[1:], strict=True))
        m = new(cls)
        _set_attr(m, "__dict__", d)
        _set_attr(m, "__pydantic_fields_set__", set(given))
        _set_attr(m, "__pydantic_extra__", None)
        _set_attr(m, "__pydantic_private__", None)
        if len(made) >= BUILDER_CACHE:
            made.clear()
        made[key] = m
        return m

    # one closure per arity: no argument packing on the hot path (a cache hit)
    build: Callable[..., _M]
    if len(names) == 0:
        def build(actor: int) -> _M:
            m = made.get((actor,))
            return m if m is not None else make((actor,))
    elif len(names) == 1:
        def build(actor: int, a: Any) -> _M:
            key = (actor, a)
            m = made.get(key)
            return m if m is not None else make(key)
    elif len(names) == 2:
        def build(actor: int, a: Any, b: Any) -> _M:
            key = (actor, a, b)
            m = made.get(key)
            return m if m is not None else make(key)
    elif len(names) == 3:
        def build(actor: int, a: Any, b: Any, c: Any) -> _M:
            key = (actor, a, b, c)
            m = made.get(key)
            return m if m is not None else make(key)
    else:
        def build(actor: int, *values: Any) -> _M:
            key = (actor, *values)
            m = made.get(key)
            return m if m is not None else make(key)

    build.__name__ = f"build_{cls.__name__}"
    return build


# Trusted constructors of every action, for the engine's enumerations (legal_actions)
make_draft = builder(Draft, "keep", "leader")
make_answer = builder(Answer, "key")
make_move = builder(Move, "survivor", "to")
make_attack = builder(Attack, "survivor", "die", "target")
make_search = builder(Search, "survivor", "die")
make_barricade = builder(Barricade, "survivor", "die", "entrance")
make_clean_waste = builder(CleanWaste, "survivor", "die")
make_attract = builder(Attract, "survivor", "die", "take")
make_use_ability = builder(UseAbility, "survivor", "die")
make_play_card = builder(PlayCard, "card", "survivor", "die")
make_use_equipment = builder(UseEquipment, "card", "die")
make_contribute = builder(Contribute, "card")
make_spend_food = builder(SpendFood, "die")
make_request = builder(Request, "target")
make_hand_off = builder(HandOff, "card", "to")
make_call_exile_vote = builder(CallExileVote, "target")
make_end_turn = builder(EndTurn)
