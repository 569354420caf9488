"""JSON on the wire: the engine's texts kept translatable, hostile text refused.

The engine's texts are :class:`~game.engine.messages.Msg` (an English sentence that knows its
template and parameters) and :class:`~game.engine.messages.CardRef` (a card's name that knows
its id).  Plain ``json.dumps`` would flatten them to English, so :func:`encode` writes them as
``{"$msg": template, "p": {params}}`` and ``{"$card": id, "name": english}``, and
:func:`decode` turns those back into ``Msg`` / ``CardRef`` -- the client renders them in its
own language (``game.i18n.render``).  Nothing here evaluates or unpickles anything: a message
is JSON text, parsed with a size and a nesting limit (:func:`parse`).
"""

from __future__ import annotations

import json
import string
from typing import Any

from game.engine.messages import CardRef, Msg
from game.safeio import UnsafeInput, loads_json

MAX_MESSAGE = 16 * 1024  # bytes a client may send in one message (an action is < 300)
MAX_DEPTH = 16  # JSON nesting a client may send (an action uses 3)
MAX_SERVER_MESSAGE = 16 * 1024 * 1024  # what a client accepts from its host (a state)
TRANSPORT_LIMIT = 1024 * 1024  # the socket closes above this; below it, our own answer


class BadMessage(ValueError):
    """A message that is refused; ``reason`` says why in one line."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def encode(obj: Any) -> Any:
    """``obj`` as plain JSON data, with Msg / CardRef kept as tagged objects."""
    if isinstance(obj, Msg):
        return {"$msg": obj.key, "p": {k: encode(v) for k, v in obj.params.items()}}
    if isinstance(obj, CardRef):
        return {"$card": obj.card, "name": str(obj)}
    if isinstance(obj, dict):
        return {str(k): encode(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [encode(v) for v in obj]
    if isinstance(obj, (set, frozenset)):
        return sorted(encode(v) for v in obj)
    if hasattr(obj, "model_dump"):  # a pydantic model (Decision, Option, an action)
        return encode(obj.model_dump())
    return obj


def _safe_template(key: str) -> bool:
    """Only plain ``{name}`` fields: no attribute or index lookups, no nested specs."""
    try:
        for _, field, spec, conv in string.Formatter().parse(key):
            if field is None:
                continue
            if not field.isidentifier() or conv or (spec and not spec.isalnum()):
                return False
    except ValueError:
        return False
    return True


def decode(obj: Any) -> Any:
    """The inverse of :func:`encode` (a tagged object that is not well formed stays the
    plain data it is)."""
    if isinstance(obj, dict):
        if "$msg" in obj and isinstance(obj["$msg"], str) and isinstance(obj.get("p"), dict):
            params = {str(k): decode(v) for k, v in obj["p"].items()}
            key = obj["$msg"]
            if _safe_template(key):
                try:
                    return Msg(key, **params)
                except (KeyError, IndexError, ValueError):
                    return key
            return key
        if "$card" in obj and isinstance(obj["$card"], str) and isinstance(obj.get("name"), str):
            return CardRef(obj["$card"], obj["name"])
        return {k: decode(v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [decode(v) for v in obj]
    return obj


def dumps(obj: Any) -> str:
    """One message's text (compact JSON, tagged texts)."""
    return json.dumps(encode(obj), separators=(",", ":"), ensure_ascii=False)


def parse(
    text: str | bytes, limit: int = MAX_MESSAGE, max_depth: int = MAX_DEPTH
) -> dict[str, Any]:
    """A client's message: a JSON object of at most ``limit`` bytes and ``max_depth``
    levels, else :class:`BadMessage` with the reason."""
    size = len(text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text)
    if size > limit:
        raise BadMessage(f"message too large ({size} bytes; the limit is {limit})")
    try:
        obj = loads_json(text, max_depth)
    except UnsafeInput as exc:
        raise BadMessage(f"message refused: {exc.reason}") from None
    except (ValueError, UnicodeDecodeError):
        raise BadMessage("message is not valid JSON") from None
    if not isinstance(obj, dict):
        raise BadMessage("a message must be a JSON object")
    return obj
