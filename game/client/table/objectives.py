"""Objectives a module brings to the crisis panel (:mod:`game.client.table.panels.crisis`).

An introductory scenario's special objective (R1–R3, B1–B3) stands where the main
objective does.  The table does not know scenarios: the module's client package registers
a :class:`SpecialObjectives` (``game/client/modules/scenarios/objective.py``) and the panel
asks this module for the card, its heading, its stage line, its hover face and the part
of the view its pixels depend on.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.client.table.cards import CardFace

View = dict[str, Any]


@dataclass(frozen=True)
class SpecialObjectives:
    """A module's special objectives, as the crisis panel shows them."""

    part: Callable[[View], Any]  # the slice of the view its pixels depend on (the key)
    card: Callable[[Any, "str | None"], Any]  # (content, objective id) -> its card or None
    title: Callable[[Any, bool], str]  # (card, hard) -> the heading
    stage_line: Callable[[Any, View], str]  # (card, view) -> where the module stands
    face: Callable[[Any, "str | None", View, bool], "CardFace | None"]  # the hover card


@dataclass(frozen=True)
class Special:
    """A special objective in play: its card and the module that shows it."""

    objectives: SpecialObjectives
    card: Any

    def title(self, hard: bool = False) -> str:
        return self.objectives.title(self.card, hard)

    def stage_line(self, view: View) -> str:
        return self.objectives.stage_line(self.card, view)


_REGISTERED: list[SpecialObjectives] = []


def register_special_objectives(objectives: SpecialObjectives) -> None:
    """A module's special objectives (registering the same again changes nothing)."""
    if objectives not in _REGISTERED:
        _REGISTERED.append(objectives)


def key_parts(view: View) -> tuple[Any, ...]:
    """The parts of ``view`` the registered objectives draw from (for the panel's key)."""
    return tuple(o.part(view) for o in _REGISTERED)


def special(content: Any, oid: str | None) -> Special | None:
    """The special objective card ``oid`` (None if no module has one of that id)."""
    for o in _REGISTERED:
        card = o.card(content, oid)
        if card is not None:
            return Special(o, card)
    return None


def special_face(content: Any, oid: str | None, view: View,
                 hard: bool = False) -> CardFace | None:
    """The special objective ``oid`` as a card read on hover (None if it is not one)."""
    for o in _REGISTERED:
        face = o.face(content, oid, view, hard)
        if face is not None:
            return face
    return None
