"""HeuristicBot: the class that ties the context, the turn and the answers together."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from game.bots.heuristic.answers import Answers
from game.bots.heuristic.context import _Ctx, _Memory
from game.bots.heuristic.pack import (
    _Pack,
    _pack_for,
)


class HeuristicBot(Answers):
    ctx_class: type[_Ctx] = _Ctx  # how a view is summarised (the hard bot looks closer)

    def __init__(self, seed: int | str | None = 0, content: Any = None, *,
                 saboteur: bool = False) -> None:
        self.rng = random.Random(seed)
        self.saboteur = saboteur  # a test seat: a wrong card into every crisis it can
        self._content = content
        self._pack: _Pack | None = None
        self._mem: dict[int, _Memory] = {}

    @property
    def pack(self) -> _Pack:
        if self._pack is None:
            content = self._content
            if content is None:
                from game.content.loader import load_base

                content = load_base()
            self._pack = _pack_for(content)
        return self._pack

    def choose_for(self, view: dict[str, Any], actions: Sequence[Any]) -> Any:
        return self.choose(actions, view)

    def choose(self, actions: Sequence[Any], view: dict[str, Any] | None = None) -> Any:
        """One of ``actions`` (the legal actions of the deciding seat)."""
        if not actions:
            raise ValueError("no legal action to choose from")
        if len(actions) == 1:
            return actions[0]
        if view is None or "me" not in view:
            return self._blind(actions)
        seat = view["me"]["seat"]
        mem = self._mem.setdefault(seat, _Memory())
        cx = self.ctx_class(self.pack, view, mem)
        kind = actions[0].type
        if kind == "draft":
            return self._draft(cx, actions)
        if kind == "answer":
            return self._answer(cx, actions)
        return self._turn(cx, actions)

    # -------------------------------------------------------------- no view
    def _blind(self, actions: Sequence[Any]) -> Any:
        safe = [a for a in actions if a.type not in (
            "exile_vote", "request", "attract", "hand_off", "spend_food")
            and not (a.type == "attack" and a.target.startswith("s:"))]
        pool = safe or list(actions)
        return pool[self.rng.randrange(len(pool))]


class EasyBot(HeuristicBot):
    """The "easy" seat: a deliberately sloppy heuristic.  It never calls or reads exile
    votes by evidence, never asks, hands off, attracts or spends food, and a third of its
    turn actions are any legal action (not exile votes or attacks on survivors) instead
    of its best one -- a player who often does something merely plausible."""

    social = False
    SLOPPY = 0.35

    def choose(self, actions: Sequence[Any], view: dict[str, Any] | None = None) -> Any:
        if len(actions) > 1 and actions[0].type not in ("answer", "draft") and \
                view is not None and self.rng.random() < self.SLOPPY:
            pool = [a for a in actions if a.type not in (
                "exile_vote", "request", "attract", "hand_off", "spend_food", "end_turn",
                "contribute") and not (a.type == "attack" and a.target.startswith("s:"))]
            if pool:
                return pool[self.rng.randrange(len(pool))]
        return super().choose(actions, view)
