"""A bot that plays uniformly random legal actions.

It never looks at hidden information: it chooses only among the actions it is given
(``legal_actions(state)``), optionally helped by the acting player's own view.  Chance comes
from its own ``random.Random`` (never the engine's RNG), so a bot with the same seed given
the same actions makes the same choices.

Choice: group the actions by type, pick a type uniformly -- ``end_turn`` has a low weight
while the turn is young, so turns are not all empty -- then an action of that type
uniformly."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

END_TURN = "end_turn"


class RandomBot:
    def __init__(self, seed: int | str | None = 0, *, end_turn_weight: float = 0.15,
                 young_turn: int = 4, weights: dict[str, float] | None = None) -> None:
        self.rng = random.Random(seed)
        self.weights = dict(weights or {})  # action type -> weight (default 1)
        self.end_turn_weight = end_turn_weight  # weight of end_turn early in a turn
        self.young_turn = young_turn  # a turn is "young" for this many own turn actions
        self._taken: dict[int, int] = {}  # seat -> turn actions taken since its last end_turn

    def _early(self, seat: int, view: dict[str, Any] | None) -> bool:
        if view is not None:
            me = view.get("me") or {}
            dice = me.get("dice_unused")
            if isinstance(dice, list):
                return bool(dice) and self._taken.get(seat, 0) < 2 * self.young_turn
        return self._taken.get(seat, 0) < self.young_turn

    def choose(self, actions: Sequence[Any], view: dict[str, Any] | None = None) -> Any:
        """One of ``actions`` (a non-empty list of legal actions of one player)."""
        if not actions:
            raise ValueError("no legal action to choose from")
        groups: dict[str, list[Any]] = {}
        for a in actions:
            groups.setdefault(a.type, []).append(a)
        kinds = sorted(groups)
        seat = actions[0].actor
        if len(kinds) == 1:
            kind = kinds[0]
        else:
            weights = [self.end_turn_weight if k == END_TURN and self._early(seat, view)
                       else self.weights.get(k, 1.0) for k in kinds]
            if sum(weights) <= 0:
                weights = [1.0] * len(kinds)
            kind = self.rng.choices(kinds, weights)[0]
        group = groups[kind]
        action = group[self.rng.randrange(len(group))]
        if kind == END_TURN:
            self._taken[seat] = 0
        elif kind not in ("answer", "draft"):
            self._taken[seat] = self._taken.get(seat, 0) + 1
        return action
