"""Which fields of a card are *text* (translatable) — the one definition (issue 13).

A pack's translations (``<pack>/i18n/<lang>.toml``, see docs/PACKS.md "Translations") name
a card by its id and a field by its **path**: the TOML field name (``name``, ``text``,
``flavour``) or a dotted path into nested tables and lists, list positions counted from 0
(``options.0.text``, ``ability.text``, ``effect.1.options.0.label``,
``encounter.rows.2.text``).  A path is translatable only when its last step is one of
the names listed for the model it belongs to in :data:`TEXT_FIELDS`; everything else
(ids, numbers, item types, handler names, conditions) is game data and never translated.

Cards without an id are named by fixed keys: ``colony``, ``graveyard`` and ``manifest``
(the pack's ``name`` and ``description``).

``text_fields(model)`` lists the text fields a loaded card actually has (fields left at
their default — e.g. an empty ``flavour`` or the default ``prompt`` of ``choose`` — are not
listed; the client translates a default prompt through its own catalog).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from typing import Any

from pydantic import BaseModel

from game.content import schema as s
from game.content import schema_ln as ln
from game.content import schema_ln_ops as lo

# model class -> its text fields (TOML names).  A model not listed has no text of its own
# (its nested models may have some: they are walked).
TEXT_FIELDS: dict[type[BaseModel], tuple[str, ...]] = {
    # cards and card parts
    s.Manifest: ("name", "description"),
    s.ColonySpec: ("name", "flavour"),
    s.LocationSpec: ("name", "flavour"),
    s.HideoutTables: ("text",),
    s.Ability: ("text",),
    s.SurvivorCard: ("name", "profession", "flavour"),
    s.ItemCard: ("name", "text", "flavour"),
    s.OptionalSection: ("text",),
    s.CrisisCard: ("name", "text", "flavour"),
    s.CrossroadsOption: ("label", "text"),
    s.CrossroadsCard: ("name", "trigger_text", "story"),
    s.ObjectiveSide: ("goal_text", "setup_text"),
    s.MainObjective: ("name", "story"),
    s.SecretObjective: ("name", "text", "flavour"),
    # effect language: texts a player reads while an effect resolves
    s.OpVote: ("question",),
    s.Choice: ("label",),
    s.OpChoose: ("prompt",),
    lo.DieRow: ("text",),
    # The Long Night
    ln.GraveyardSpec: ("name", "text", "flavour"),
    ln.Improvement: ("name", "text", "flavour"),
    ln.SpecialZombie: ("name", "text", "flavour"),
    ln.ContainmentCode: ("text",),
    ln.AudioLog: ("text",),
    ln.Encounter: ("text",),
    ln.Experiment: ("name", "flavour"),
    ln.SideEffect: ("name", "text", "flavour"),
    ln.ScenarioSide: ("goal_text", "setup_text"),
    ln.ScenarioObjective: ("name", "story", "complete_text"),
    ln.ScenarioSpec: ("name", "intro"),
}

# ids of the cards that have none of their own
SINGLETON_KEYS = ("manifest", "colony", "graveyard")


def _toml_name(model: type[BaseModel], field: str) -> str:
    info = model.model_fields[field]
    return info.alias or field


def text_fields(card: BaseModel) -> dict[str, str]:
    """Path -> English text of every text field set on ``card`` (in field order)."""
    return dict(_walk(card, ""))


def _walk(obj: Any, prefix: str) -> Iterator[tuple[str, str]]:
    if isinstance(obj, BaseModel):
        cls = type(obj)
        own = TEXT_FIELDS.get(cls, ())
        for field in cls.model_fields:
            value = getattr(obj, field)
            path = prefix + _toml_name(cls, field)
            if field in own:
                if isinstance(value, str) and value and field in obj.model_fields_set:
                    yield path, value
            else:
                yield from _walk(value, path + ".")
    elif isinstance(obj, (list, tuple)):
        for i, item in enumerate(obj):
            yield from _walk(item, f"{prefix}{i}.")


def is_text_path(card: BaseModel, path: str) -> bool:
    """True when ``path`` names a text field of ``card`` that is set (see ``text_fields``)."""
    return path in text_fields(card)


def source_hash(text: str) -> str:
    """The ``src`` of a translation entry: first 8 hex digits of sha1 of the UTF-8 source."""
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:8]


def pack_cards(pack: Any) -> dict[str, BaseModel]:
    """Card key -> model for one loaded pack's own cards (a :class:`Content` of that pack
    alone, or merged packs with ``origins``): every section's cards by id, plus
    ``manifest``, ``colony`` and ``graveyard`` when present."""
    from game.content.pack import SECTIONS

    out: dict[str, BaseModel] = {}
    if pack.manifests:
        out["manifest"] = pack.manifests[0]
    if getattr(pack, "colony", None) is not None:
        out["colony"] = pack.colony
    if getattr(pack, "graveyard", None) is not None:
        out["graveyard"] = pack.graveyard
    for section in SECTIONS:
        for cid, card in getattr(pack, section).items():
            out[cid] = card
    return out


__all__ = ["SINGLETON_KEYS", "TEXT_FIELDS", "is_text_path", "pack_cards", "source_hash",
           "text_fields"]
