"""Language-free texts of the engine (issue 13): message ids with parameters.

The engine speaks English *message ids* (gettext convention: the id is the English text)
and never translates.  A text with values in it is a :class:`Msg`: a ``str`` whose value is
the English sentence (so logs, tests and bots read it as before, and it hashes and
serialises as that string), carrying ``key`` — the template, e.g. ``"{player}'s turn"`` —
and ``params``.  The client renders it through its catalogs
(``game.i18n.render.render``): translate ``key``, then fill in the parameters, each
rendered too.  A card's name in a parameter is a :class:`CardRef` so the client can show the
card's translated name.  A constant text is a plain ``str`` (its own message id).
"""

from __future__ import annotations

from typing import Any


class Msg(str):
    """An English text made from a template and parameters (see the module doc)."""

    key: str
    params: dict[str, Any]

    def __new__(cls, key: str, /, **params: Any) -> Msg:
        obj = super().__new__(cls, key.format(**params) if params else key)
        obj.key = key
        obj.params = params
        return obj

    def __reduce__(self) -> Any:  # copy / deepcopy / pickle keep key and params
        return (_msg, (self.key, self.params))

    def __deepcopy__(self, memo: dict[int, Any]) -> Msg:
        return self  # immutable


def _msg(key: str, params: dict[str, Any]) -> Msg:
    return Msg(key, **params)


class CardRef(str):
    """A card's English name that knows its card id (``card``)."""

    card: str

    def __new__(cls, card: str, name: str) -> CardRef:
        obj = super().__new__(cls, name)
        obj.card = card
        return obj

    def __reduce__(self) -> Any:
        return (CardRef, (self.card, str(self)))

    def __deepcopy__(self, memo: dict[int, Any]) -> CardRef:
        return self


def card(content: Any, card_id: str) -> CardRef:
    """The :class:`CardRef` of any card id of ``content`` (item copies ``id#n`` too)."""
    base = card_id.split("#", 1)[0]
    for section in ("items", "survivors", "crossroads", "crises", "locations",
                    "main_objectives", "secret_objectives", "improvements",
                    "special_zombies", "experiments", "side_effects", "scenario_objectives"):
        found = getattr(content, section, {}).get(base)
        if found is not None:
            return CardRef(base, found.name)
    if card_id == "colony" and getattr(content, "colony", None) is not None:
        return CardRef("colony", content.colony.name)
    return CardRef(base, card_id)


def N_(text: str) -> str:
    """Marks an engine message id for the catalog extractor; returns it unchanged."""
    return text


__all__ = ["CardRef", "Msg", "N_", "card"]
