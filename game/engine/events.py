"""Events: what happened, in the past tense, produced by ``apply``.

One frozen model with a ``type`` discriminator string (checked against ``EVENT_TYPES``) and
a public ``data`` part.  Private details live in ``secret`` and are visible only to the seats
in ``visible_to``; :func:`redact` strips them for everyone else (pass-and-play privacy).
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict

EVENT_TYPES = frozenset({
    "GameStarted", "SurvivorsDealt", "SurvivorsDrafted", "LeaderChosen", "ItemsDealt",
    "SecretDealt", "FirstPlayerChosen", "RoundStarted", "CrisisRevealed", "DiceRolled",
    "TurnStarted", "TurnEnded", "CrossroadsDrawn", "CrossroadsTriggered", "CrossroadsResolved",
    "CrossroadsReturned", "OptionChosen", "FrostbiteHurt", "SurvivorMoved", "SurvivorPlaced",
    "ExposureRolled", "WoundAdded", "WoundHealed", "SurvivorKilled", "SurvivorAdded",
    "BiteSpread", "MoraleChanged", "FoodChanged", "StarvationAdded", "ZombieAdded",
    "ZombieKilled", "ZombieRemoved", "ZombieMoved", "BarricadePlaced", "BarricadeDestroyed",
    "Overrun", "NoisePlaced", "NoiseResolved", "DieSpent", "DieRerolled", "DieRaised",
    "DiceLost", "DiceGained", "SearchDrew", "SearchKept", "CardsToDeckBottom", "CardPlayed",
    "CardEquipped", "CardHandedOff", "CardDrawn", "CardDiscarded", "CardRemoved",
    "CardContributed", "CardStolen", "CardRequested", "RequestAnswered", "WasteCleaned",
    "WasteAdded", "HelplessAdded", "HelplessKilled", "CrisisResolved", "ContributionRevealed",
    "ColonyStep", "FoodPaid", "WasteChecked", "VoteCalled", "BallotCast", "VoteResolved",
    "PlayerExiled", "ExiledObjectiveDrawn", "PlayerEliminated", "FirstPlayerPassed",
    "RoundTrackMoved", "ObjectiveChecked", "GameEnded", "DeckShuffled", "AbilityUsed",
    "EquipmentUsed", "TieBroken", "Decision", "CardResolved", "EffectsOrdered",
    "TokensNotPlaced",
    # The Long Night (game/engine/modules)
    "DespairAdded", "DespairRemoved", "HelplessMadeUnruly", "UnrulyCalmed", "TrapPlaced",
    "TrapExploded", "TrapRemoved", "BarricadeRemoved", "NoiseRemoved", "TableRolled",
    "CardsGiven", "VoteRequested", "FirstPlayerKept",
    # modules: improvements, bandits, raxxon, scenarios
    "ImprovementsDealt", "ProgressAdded", "ImprovementCompleted", "ImprovementRevealed",
    "BanditsPlaced", "BanditRemoved", "BanditsScavenged", "StockpileTaken",
    "BanditLeaderChosen", "ExperimentRevealed", "ContainmentDiePlaced", "ContainmentChecked",
    "SpecialZombiePlaced", "SpecialZombieKilled", "SpecialZombieMoved", "SpecialZombieRemoved",
    "EncounterRolled", "EncounterDiscarded", "SideEffectEquipped", "ZombiesReduced",
    "ScenarioStage", "NarrativeRead",
})


def register_event_types(*names: str) -> None:
    """Add event types used by a rule module (game/engine/modules)."""
    global EVENT_TYPES
    EVENT_TYPES = EVENT_TYPES | frozenset(names)


class Event(BaseModel):
    model_config = ConfigDict(frozen=True)
    type: str
    data: dict[str, Any] = {}
    visible_to: tuple[int, ...] | None = None  # seats that may see `secret`
    secret: dict[str, Any] | None = None


_new = object.__new__
_set_attr = object.__setattr__


def _event(type_: str, data: dict[str, Any], to: tuple[int, ...] | None,
           secret: dict[str, Any] | None) -> Event:
    """What ``Event.model_construct(type=..., data=..., visible_to=..., secret=...)`` returns
    -- the same fields, in the same order, the same ``model_fields_set`` -- without its
    generic field loop (every ``apply`` makes events: replaying a save makes thousands).
    The same construction as ``actions.builder``; a test compares it with model_construct."""
    ev = _new(Event)
    _set_attr(ev, "__dict__", {"type": type_, "data": data, "visible_to": to, "secret": secret})
    _set_attr(ev, "__pydantic_fields_set__", {"type", "data", "visible_to", "secret"})
    _set_attr(ev, "__pydantic_extra__", None)
    _set_attr(ev, "__pydantic_private__", None)
    return ev


def make(type_: str, data: dict[str, Any] | None = None, *, to: tuple[int, ...] | None = None,
         secret: dict[str, Any] | None = None) -> Event:
    if type_ not in EVENT_TYPES:
        raise ValueError(f"unknown event type {type_}")
    return _event(type_, data or {}, to, secret)


def redact(event: Event, viewer: int | None) -> Event:
    """The event as ``viewer`` (a seat, or None for the shared table) may see it."""
    if event.secret is None:
        return event
    if viewer is not None and event.visible_to is not None and viewer in event.visible_to:
        return event
    return _event(event.type, event.data, event.visible_to, None)
