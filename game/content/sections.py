"""The card sections of loaded content and a walk over a card's nested models.

Shared by the cross-reference validation of ``validate.py`` and its Long Night part
``validate_ln.py`` (which ``validate`` calls: the Long Night part never imports it back).
"""

from __future__ import annotations

from collections.abc import Iterator

from pydantic import BaseModel

# Section name -> attribute of Content (all card sections; colony is separate).
SECTION_ATTRS: tuple[str, ...] = (
    "locations",
    "survivors",
    "items",
    "crises",
    "crossroads",
    "main_objectives",
    "secret_objectives",
    "improvements",
    "special_zombies",
    "experiments",
    "side_effects",
    "scenarios",
    "scenario_objectives",
)
# Card sections only a Long Night pack (manifest ruleset = "ln") may have.
LN_ONLY: tuple[str, ...] = SECTION_ATTRS[7:]


# --------------------------------------------------------------------------- model walking
def walk(node: object, path: str) -> Iterator[tuple[BaseModel, str, str, object]]:
    """Yield ``(model, field_name, dotted_path, value)`` for every field of every nested
    pydantic model (lists followed; dicts such as handler params are leaves)."""
    if isinstance(node, BaseModel):
        for name, info in type(node).model_fields.items():
            value = getattr(node, name)
            key = info.alias or name
            sub = f"{path}.{key}" if path else key
            yield node, name, sub, value
            yield from walk(value, sub)
    elif isinstance(node, (list, tuple)):
        for i, item in enumerate(node):
            yield from walk(item, f"{path}.{i}" if path else str(i))
