"""The messages a client may send, as pydantic models (docs/NETWORK.md has the contract).

A client sends JSON objects with a ``type``: ``join`` (its seat's or the spectator code),
``action`` (one action, the same JSON as an action line of a save file) and ``ping``.
Anything else -- an unknown ``type``, a missing or extra field, a wrong JSON type -- is
refused by :func:`client_message` with one line saying why.  What the host sends is built
in ``game.net.host`` (``state``, ``welcome``, ``error``, ``pong``).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from game.net.wire import BadMessage

PROTOCOL = 1
CODE_MAX = 64


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class Join(_Strict):
    type: Literal["join"]
    code: str = Field(min_length=1, max_length=CODE_MAX)
    protocol: int = PROTOCOL


class ActionMsg(_Strict):
    type: Literal["action"]
    action: dict[str, Any]
    id: int | None = Field(default=None, ge=0, le=2**53)


class Ping(_Strict):
    type: Literal["ping"]
    id: int | None = Field(default=None, ge=0, le=2**53)


ClientMessage = Annotated[Join | ActionMsg | Ping, Field(discriminator="type")]
_ADAPTER: TypeAdapter[Join | ActionMsg | Ping] = TypeAdapter(ClientMessage)
TYPES = ("join", "action", "ping")


def client_message(obj: dict[str, Any]) -> Join | ActionMsg | Ping:
    """The validated message, or :class:`BadMessage` (unknown type, bad fields)."""
    kind = obj.get("type")
    if not isinstance(kind, str) or kind not in TYPES:
        shown = kind if isinstance(kind, str) and len(kind) <= 40 else "?"
        raise BadMessage(f"unknown message type {shown!r} (expected one of: {', '.join(TYPES)})")
    try:
        return _ADAPTER.validate_python(obj)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"][1:]) or "message"
        raise BadMessage(f"bad {kind} message: {where}: {first['msg']}") from None


def error(
    reason: str, ack: int | None = None, msg: Any = None, fatal: bool = False
) -> dict[str, Any]:
    """An ``error`` message: ``reason`` in English, ``message`` the engine's text (a Msg the
    client translates), ``ack`` the id of the action it refuses."""
    out: dict[str, Any] = {"type": "error", "reason": str(reason)}
    if msg is not None:
        out["message"] = msg
    if ack is not None:
        out["ack"] = ack
    if fatal:
        out["fatal"] = True
    return out
