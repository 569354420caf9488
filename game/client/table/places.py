"""The Long Night's two module places by the pack's own names (issue 14).

The rule documents call them "Raxxon" and "the Bandits' Hideout"; the engine keeps those as
ids (module ``raxxon``, location kinds ``raxxon`` / ``hideout``), but everything on the
table names the places as the loaded pack does (the bundled pack: Glasshill Labs and
Harrow's Roost, docs/DECISIONS.md "Long Night place names").  Interface sentences take the
name as a ``{lab}`` / ``{camp}`` parameter, in the interface language.
"""

from __future__ import annotations

from typing import Any

from game.i18n import _
from game.i18n.cards import card_name

LAB, CAMP = "raxxon", "hideout"  # location kinds (game.content.schema.LocationSpec.kind)


def place_id(content: Any, kind: str) -> str | None:
    """The id of the location of that kind in ``content`` (None: not in the pack)."""
    for lid, loc in (getattr(content, "locations", None) or {}).items():
        if getattr(loc, "kind", "") == kind:
            return str(lid)
    return None


def place_name(content: Any, kind: str) -> str:
    """The translated name of the module location of that ``kind`` ("raxxon": the lab,
    "hideout": the bandits' camp); a plain description when the pack has none."""
    lid = place_id(content, kind)
    if lid is not None:
        return card_name(lid, content.locations[lid].name)
    return _("the lab") if kind == LAB else _("the bandits' camp")


def place_names(content: Any) -> dict[str, str]:
    """``{"lab": ..., "camp": ...}`` for formatting interface sentences."""
    return {"lab": place_name(content, LAB), "camp": place_name(content, CAMP)}
