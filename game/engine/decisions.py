"""The pending decision as the outside world sees it: frozen pydantic models.

Inside the engine a decision is a plain dict on ``state.pending`` (with engine-internal
context); :func:`game.engine.decision` returns it as a :class:`Decision` — who decides, what
kind of choice, the prompt, the options (each enabled or disabled with a reason) and public
``info`` about what the choice is for.  The internal context (e.g. ballots already cast) is
never part of it.  Both models also read like mappings (``d["kind"]``, ``d.get("info")``)
for code that treats views and decisions alike."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

DecisionKind = Literal[
    "draft", "turn", "search_more", "search_keep", "bite_spread", "tie", "choose_survivor",
    "choose_location", "choose_zombie", "choose_die", "choose_card", "choose_survivor_play",
    "crossroads", "effect_choice", "request", "ballot", "vote_tie", "leader",
    "exile_relocate", "survivor_join", "order",
    # The Long Night (game/engine/modules)
    "choose_defence", "first_player_vote_call", "choose_player", "transfer_card",
    "choose_improvement", "containment_relief", "bandit_place", "stockpile_pick",
    "scenario_survivor", "scenario_return", "scenario_exile_call",
]
DECISION_KINDS: frozenset[str] = frozenset(DecisionKind.__args__)  # type: ignore[attr-defined]


class _Mapping(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    def __getitem__(self, key: str) -> Any:
        try:
            return getattr(self, key)
        except AttributeError:
            raise KeyError(key) from None

    def get(self, key: str, default: Any = None) -> Any:
        return getattr(self, key, default)

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and key in type(self).model_fields


class Option(_Mapping):
    key: str
    label: str
    enabled: bool = True
    reason: str | None = None


class Decision(_Mapping):
    kind: DecisionKind
    player: int
    prompt: str
    options: tuple[Option, ...] = ()
    info: dict[str, Any] = {}


def from_pending(d: dict[str, Any]) -> Decision:
    return Decision.model_construct(
        kind=d["kind"], player=d["player"], prompt=d["prompt"],
        options=tuple(Option.model_construct(**o) for o in d["options"]),
        info=dict(d.get("info", {})))
