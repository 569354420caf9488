"""Ties and simultaneous effects: who breaks ties (CARD-06) and the ``order`` decision
(CARD-02).

When several effects trigger at the same time and the order in which they resolve changes
the outcome, the rule that produces them calls :func:`together` with one
:class:`Simultaneous` per effect (a work-stack frame and a label).  The first player (see
:func:`tie_breaker`) is asked which one resolves first; it then resolves completely, its
own decisions included, before the next choice among the rest.  With one effect left there
is nothing to choose.  When the order cannot matter, a rule pushes its frames directly in
its documented default order instead: the decision is raised only where it means
something.  Modules add cases by calling :func:`together`; nothing here knows what the
effects are."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.engine.base import Frame, answer, ask, emit, frame, opt
from game.engine.messages import N_, Msg
from game.engine.state import State


def tie_breaker(s: State) -> int:
    """CARD-06 / DISC-21: the seat that breaks ties and orders simultaneous effects: the
    first player; while that player is out of the game (VAR-ELIM-01), the next player still
    in it in the direction the first-player token passes (DISC-03)."""
    step = -1 if s.config.options.first_player_pass_direction == "right" else 1
    seat = s.first_player
    for _ in range(s.n):
        if not s.players[seat].eliminated:
            return seat
        seat = (seat + step) % s.n
    return s.first_player


@dataclass(frozen=True)
class Simultaneous:
    """One of several effects that trigger together: ``key`` names it in the decision's
    options, ``label`` says what happens, ``frame`` is the work-stack step that does it."""

    key: str
    label: str
    frame: Frame


def together(s: State, effects: list[Simultaneous], *, prompt: str = "",
             info: dict[str, Any] | None = None) -> None:
    """CARD-02: schedule effects that trigger at the same time and whose order matters.
    ``info`` (public) says what they are about, e.g. ``{"location": ...}``; the decision's
    info also lists the effects' keys in their default order (``effects``)."""
    if len({e.key for e in effects}) != len(effects):
        raise ValueError("simultaneous effects need distinct keys")
    s.stack.append({"k": "order_effects", "effects": [
        {"key": e.key, "label": e.label, "frame": dict(e.frame)} for e in effects],
        "prompt": prompt or N_("These happen at the same time. Which comes first?"),
        "info": dict(info or {})})


@frame("order_effects")
def _order_effects(s: State, f: dict) -> None:
    effects = f["effects"]
    if not effects:
        return
    if len(effects) == 1:
        s.stack.append(dict(effects[0]["frame"]))
        return
    ask(s, "order", tie_breaker(s), f["prompt"],
        [opt(e["key"], Msg("First: {effect}", effect=e["label"])) for e in effects],
        info={**f["info"], "effects": [e["key"] for e in effects]},
        effects=effects, question=f["prompt"], about=f["info"])


@answer("order")
def _order_answer(s: State, d: dict, key: str) -> None:
    c = d["ctx"]
    first = next(e for e in c["effects"] if e["key"] == key)
    rest = [e for e in c["effects"] if e["key"] != key]
    emit(s, "EffectsOrdered", {"player": d["player"], "first": key, "label": first["label"],
                               "then": [e["key"] for e in rest]})
    s.stack.append({"k": "order_effects", "effects": rest, "prompt": c["question"],
                    "info": c["about"]})
    s.stack.append(dict(first["frame"]))
