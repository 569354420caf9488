"""The effect language's shared vocabulary: item types, reference words, quantities, the
base model of every schema and the shapes several operations share (split from
:mod:`game.content.schema`, which re-exports everything here)."""

from __future__ import annotations

from collections.abc import Collection
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field

ItemType = Literal["weapon", "fuel", "book", "food", "medicine", "tool", "survivor"]
ITEM_TYPES: tuple[str, ...] = ("weapon", "fuel", "book", "food", "medicine", "tool", "survivor")

PlayerRef = Literal["self", "each", "first"]
# who gives / receives cards in ``transfer_cards``
CardPlayerRef = Literal["self", "first", "choose_other", "each_other"]
SurvivorRef = Literal[
    "acting", "choose_own", "choose_own_here", "choose_any_here", "leader", "all_own",
    "all_here", "lowest_here", "choose_any",
]
# The Long Night modules (LN-02); a card, option or location marked with one is only in
# play with that module (SETUP-02, LN-05).
ModuleName = Literal["improvements", "bandits", "raxxon"]
ScenarioName = Literal["raxxon_intro", "bandits_intro"]
# --------------------------------------------------------------------------- limits
# What a pack may set (docs/PACKS.md "Limits"), so that a hostile pack cannot freeze the
# client with absurd texts or exhaust it with absurd counts.  The lengths are well above
# the longest bundled text in any language, translations included (a name or label 72
# characters, a text 654); the counts well above the bundled ones (copies 3, a count 5,
# survivor spaces 24, entrances 6, rounds 12).  Translations (<pack>/i18n/<lang>.toml)
# have the same limits as the field they translate (``text_limit``).
NAME_MAX = 160  # names, professions, option labels, prompts, vote questions, licence
TEXT_MAX = 2000  # card texts, flavour, stories, goals, intros, descriptions
ID_MAX = 64  # ids, references to ids and keywords, the manifest's version and language
SHORT_TEXT_FIELDS: tuple[str, ...] = ("name", "profession", "label", "prompt", "question")
COPIES_MAX = 30  # copies of one item card (a deck holds at most DECK_MAX, validate.py)
COUNT_MAX = 99  # an effect's count (zombies, cards, dice, wounds...), amounts, tokens
SPACES_MAX = 40  # survivor spaces of a place
ENTRANCES_MAX = 12  # entrances of the colony
ROUNDS_MAX = 30  # rounds of an objective
INFLUENCE_MAX = 999  # a survivor's influence
LIST_MAX = 20  # entries of a list (requires, aside, a crisis's bandits, handler params)

Name = Annotated[str, Field(max_length=NAME_MAX)]
Text = Annotated[str, Field(max_length=TEXT_MAX)]
Ref = Annotated[str, Field(max_length=ID_MAX)]
Count = Annotated[int, Field(ge=1, le=COUNT_MAX)]  # at least 1
Amount = Annotated[int, Field(ge=-COUNT_MAX, le=COUNT_MAX)]  # may be negative
Tokens = Annotated[int, Field(ge=0, le=COUNT_MAX)]  # 0 or more


def text_limit(field: str) -> int:
    """The most characters a text field (its TOML name, the last step of a translation
    path) may hold."""
    return NAME_MAX if field in SHORT_TEXT_FIELDS else TEXT_MAX


# Location refs are free strings checked by the validator against the pack's locations.
LOCATION_KEYWORDS: tuple[str, ...] = (
    "colony", "here", "choose", "choose_any", "random", "each_non_colony",
)
LocationRef = Ref
DeckRef = Ref  # "starting" or a location id or "here"
CmpOp = Literal[">=", "<=", "==", "!=", ">", "<"]


class _M(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


# --------------------------------------------------------------------------- per player count
PLAYER_COUNTS: tuple[int, ...] = (2, 3, 4, 5)  # the player counts a game can have (GEN-01)


# ModuleName's, in the order a number by module is read: the Bandits and the lab change
# the whole game, the Improvements only what the colony can build, so only the first module
# in play in this order is looked at (a number for the Improvements is the one of a game
# with the Improvements as its only module)
MODULE_KEYS: tuple[str, ...] = ("bandits", "raxxon", "improvements")
# the introductory scenarios (SCEN-01): a number for one is read before the modules' (the
# scenario's long, staged games are not the module's; the scenario brings its module too)
SCENARIO_KEYS: tuple[str, ...] = ("raxxon_intro", "bandits_intro")


def _check_count_map(v: dict[Any, Any], where: str, modules: bool) -> None:
    form = ("a whole number or a map by player count such as { 3 = 10, 4 = 12, 5 = 14 }"
            + (" (a module's own numbers: bandits = 1 or bandits = { 4 = 1 })" if modules
               else ""))
    if not v:
        raise ValueError(f"empty map{where}: expected {form}")
    for key, value in v.items():
        if modules and key in MODULE_KEYS + SCENARIO_KEYS:
            what = f"the {key} module" if key in MODULE_KEYS else f"the {key} scenario"
            if isinstance(value, dict):
                _check_count_map(value, f" for {what}", False)
            elif isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(f"the number with {what} is not a whole number "
                                 f"or a map by player count")
            continue
        if key != "default" and not (str(key).isdigit() and int(key) in PLAYER_COUNTS):
            more = (" or a module (bandits, raxxon, improvements) or a scenario "
                    "(raxxon_intro, bandits_intro)") if modules else ""
            raise ValueError(f"'{key}' is not a player count{where}: the keys of a number by "
                             f"player count are 2, 3, 4, 5 or 'default'{more}")
        if isinstance(value, bool) or not isinstance(value, int):
            who = "'default'" if key == "default" else f"{key} players"
            raise ValueError(f"the number for {who}{where} is not a whole number")
    counts = [k for k in v if k not in MODULE_KEYS + SCENARIO_KEYS]
    if counts == ["default"] and len(v) == 1:
        raise ValueError("a number by player count with only 'default': write the "
                         "number itself")
    if not counts and modules:
        raise ValueError("a number by module needs the number without it too: write "
                         "default = N beside the module's")


def _check_per_players(v: object) -> object:
    """Refuse a malformed number by player count with one clear message (before pydantic
    tries each member of the union and reports both failures)."""
    if isinstance(v, bool) or not isinstance(v, (int, dict)):
        raise ValueError("expected a whole number or a map by player count such as "
                         "{ 3 = 10, 4 = 12, 5 = 14 }")
    if isinstance(v, dict):
        _check_count_map(v, "", True)
    return v


# A number that may depend on the number of players and on the modules in play
# (docs/PACKS.md): a plain number, or a map ``{ 3 = 10, 4 = 12, 5 = 14 }`` (keys are player
# counts 2-5 and ``default``), with, for a module, its own number or map by player count
# (``bandits = { 4 = 1 }``: 1 at 4 players when the Bandits are in play), read with
# :func:`per_players`.
PerPlayers = Annotated[int | dict[str, Any], BeforeValidator(_check_per_players)]


def _by_count(v: dict[str, Any], players: int, nearest: bool) -> int | None:
    own = v.get(str(players))
    if own is not None:
        return int(own)
    if "default" in v:
        return int(v["default"])
    counts = sorted(int(k) for k in v if k.isdigit())
    if not nearest or not counts:
        return None
    return int(v[str(min(counts, key=lambda c: (abs(c - players), c)))])


def per_players(v: int | dict[str, Any], players: int,
                modules: Collection[str] = ()) -> int:
    """The value of a :data:`PerPlayers` number in a game of ``players`` players with
    ``modules`` in play (the introductory scenario in play among them, by its name): the
    scenario's entry if it has one for this player count, else the entry of the first module
    in play (in :data:`MODULE_KEYS` order, that one only) if it has one (its own number,
    its count's entry or its ``default``), else the player count's own entry, else
    ``default``, else the entry of the nearest listed player count (the smaller one when
    two are equally near)."""
    if isinstance(v, int):
        return v
    scenario = next((k for k in SCENARIO_KEYS if k in modules), None)
    first = next((m for m in MODULE_KEYS if m in modules), None)
    for key in (scenario, first):  # the scenario's number first, then the module's
        entry = v.get(key) if key is not None else None
        hit = entry if entry is None or isinstance(entry, int) else \
            _by_count(entry, players, nearest=False)
        if hit is not None:
            return int(hit)
    found = _by_count(v, players, nearest=True)
    assert found is not None  # the validator keeps a player count or default in the map
    return found


# --------------------------------------------------------------------------- quantities
QuantityName = Literal[
    "food",  # food tokens in the colony supply
    "starvation",  # starvation tokens
    "morale",
    "rounds_left",  # value of the round track
    "round",  # rounds played so far (1 in the first round)
    "helpless",  # helpless survivor tokens at the colony
    "waste",  # cards in the waste pile
    "zombies",  # zombies at `at` (default: everywhere)
    "barricades",  # barricades at `at` (default: everywhere)
    "noise",  # noise tokens at `at` (default: everywhere)
    "survivors",  # survivors (standees) at `at` (default: everywhere)
    "empty_spaces",  # empty survivor spaces at `at`
    "deck",  # cards left in the item deck of location `at`
    "zombies_killed",  # zombies killed by any survivor so far this game
    "survivors_dead",  # survivors killed so far this game
    "crises_prevented",  # crises prevented so far this game
    "players_exiled",
    "own_survivors",  # survivors the resolving player controls (at `at` if given)
    "own_followers",
    "own_hand",  # cards in the resolving player's hand (of `item_type` if given)
    "own_equipped",  # items equipped to the player's survivors (of `item_type` if given)
    "own_items",  # hand + equipped (of `item_type` if given)
    "own_wounds",  # wound-type tokens on the player's survivors
    "own_unused_dice",
    "own_zombies_killed",  # zombies the player's survivors killed this game
    "own_influence",  # sum of influence of the player's survivors
    "acting_wounds",  # wound-type tokens on the acting survivor
    "acting_influence",
    # --- The Long Night
    "players",  # players still in the game and not exiled (the crisis N, DISC-06)
    "despair",  # despair tokens on survivors at `at` (default: everywhere), LN-09
    "own_despair",  # despair tokens on the resolving player's survivors
    "acting_despair",  # despair tokens on the acting survivor
    "unruly",  # unruly helpless tokens at the colony (LN-11)
    "traps",  # explosive traps at `at` (default: everywhere), LN-14
    "graveyard",  # dead survivors in the Graveyard (LN-07)
    "bandits",  # bandits at `at` (default: everywhere) [BAND]
    "stockpile",  # cards in the hideout stockpile [BAND]
    "special_zombies",  # special zombies at `at` (default: everywhere) [RAX]
    "improvements_done",  # completed improvements [IMPR]
]


class Quantity(_M):
    """A number read from the public state or from the resolving player's own state."""

    q: QuantityName
    at: LocationRef | None = None
    item_type: ItemType | None = None


# --------------------------------------------------------------------------- operation shapes
# The shapes several operations share (base game and Long Night alike).  Each operation is
# still its own model with its own ``op`` literal, docstring and defaults; a subclass that
# redeclares a field keeps the field's place, so every operation lists its fields in the
# same order as if written out.
class _OpCount(_M):
    """``op`` and a ``count`` of at least 1 (default 1)."""

    op: str
    count: Count = 1


class _OpAtCount(_M):
    """``op``, a location ref ``at`` (default ``"here"``) and a ``count``."""

    op: str
    at: LocationRef = "here"
    count: Count = 1


class _OpTargetCount(_M):
    """``op``, a survivor ref ``target`` (default ``"acting"``) and a ``count``."""

    op: str
    target: SurvivorRef = "acting"
    count: Count = 1


class _OpHandCards(_OpCount):
    """Cards leave the resolving player's hand: ``count``, of ``item_type`` if given,
    chosen by the player unless ``random``."""

    item_type: ItemType | None = None
    random: bool = False
