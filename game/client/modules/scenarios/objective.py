"""An introductory scenario's special objective on the table (issue 9 item 6, SCEN-01):
the card in play (R1/R2/R3 or B1/B2/B3) stands where the main objective does, with its
code, the stage it belongs to and what completing it does.  Read from the public view only
(``main_objective`` and the ``modules.scenarios`` slice).  Registered with the table's
:mod:`game.client.table.objectives` at import (the package's ``__init__`` imports it)."""

from __future__ import annotations

from typing import Any

from game.client.table.cards import CardFace
from game.client.table.objectives import SpecialObjectives, register_special_objectives
from game.i18n import _
from game.i18n.cards import card_name, localize

LETTER = {"raxxon_intro": "R", "bandits_intro": "B"}


def scenario_part(view: dict[str, Any]) -> dict[str, Any]:
    """The public scenario slice (empty outside a scenario)."""
    part = (view.get("modules") or {}).get("scenarios")
    return part if isinstance(part, dict) else {}


def special_objective(content: Any, oid: str | None) -> Any:
    """The special objective card ``oid`` (None if it is not one)."""
    if not oid:
        return None
    return getattr(content, "scenario_objectives", {}).get(str(oid))


def code(so: Any) -> str:
    """"R2", "B1"...: the card's code, as the rules call it (SCEN-01)."""
    return f"{LETTER.get(so.scenario, '?')}{so.stage}"


def title(so: Any, hard: bool = False) -> str:
    name = card_name(so.id, so.name)
    if not name.startswith(code(so)):  # the pack's names already lead with it
        name = f"{code(so)} · {name}"
    return _("{objective} (hard)").format(objective=name) if hard else name


def stage_line(so: Any, view: dict[str, Any]) -> str:
    """Where the scenario stands: which stage, and what completing this card does (a
    completed card waits for the next round to be replaced, SCEN-04)."""
    part = scenario_part(view)
    nxt = part.get("next_objective")
    if nxt:
        letter = LETTER.get(str(part.get("scenario")), "?")
        return _("Completed! {code} takes its place at the start of the next round.").format(
            code=f"{letter}{so.stage + 1}")
    if so.stage >= 3:
        return _("Stage 3 of 3: completing it wins the game.")
    return _("Stage {n} of 3: completing it starts the next stage.").format(n=so.stage)


def special_objective_face(content: Any, oid: str | None, view: dict[str, Any],
                           hard: bool = False) -> CardFace | None:
    """The card read on hover: its goal, the stage line and its story."""
    so = special_objective(localize(content), oid)
    if so is None:
        return None
    side = so.hard if hard else so.normal
    extra = [stage_line(so, view)]
    if side.setup_text:
        extra.append(side.setup_text)
    return CardFace("objective", title(so, hard), _("Special objective"), side.goal_text,
                    None, tuple(extra), so.story)


# the crisis panel shows them (game.client.table.objectives)
register_special_objectives(SpecialObjectives(
    part=scenario_part, card=special_objective, title=title, stage_line=stage_line,
    face=special_objective_face))
