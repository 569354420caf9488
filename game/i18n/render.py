"""Render the engine's language-free texts in the interface language (issue 13 item 2).

The engine gives message ids (English texts) and :class:`~game.engine.messages.Msg` values
(template + parameters); :func:`render` translates the template through the catalog and
fills in the parameters, each rendered in turn (a :class:`CardRef` becomes the card's
translated name, a nested ``Msg`` is rendered, numbers stay numbers).  A plain string is
looked up as a message id: constant engine texts are catalog entries; then as a card text
(a crossroads option's label or a vote's question the engine passed on as it is); anything
else (a player's name) comes back unchanged.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from game import i18n
from game.engine.messages import CardRef, Msg

# texts the content schemas give by default (game.content.schema): the engine passes them on
SCHEMA_DEFAULTS = (i18n.N_("Choose one"),)


def render(text: Any) -> str:
    """``text`` (str, Msg, CardRef or None) in the current language."""
    if text is None:
        return ""
    if isinstance(text, CardRef):
        from game.i18n import cards

        return cards.card_name(text.card, str(text))
    if isinstance(text, Msg):
        params = {k: _param(v) for k, v in text.params.items()}
        try:
            return i18n._(text.key).format(**params)
        except (KeyError, IndexError, ValueError):  # a broken translation: the English
            return text.key.format(**params)
    if not text:
        return ""
    plain = str(text)
    shown = i18n._(plain)
    if shown == plain and i18n.current() not in ("en", i18n.PSEUDO):
        from game.i18n import cards

        return cards.by_source(plain) or plain
    return shown


def _param(v: Any) -> Any:
    if isinstance(v, (Msg, CardRef)):
        return render(v)
    return v


# --------------------------------------------------------------------------- extraction
ENGINE_DIR = Path(__file__).resolve().parents[1] / "engine"
# calls whose string arguments are interface texts: function name -> argument positions
# (and keyword names) holding texts
_TEXT_CALLS: dict[str, tuple[tuple[int, ...], tuple[str, ...]]] = {
    "Msg": ((0,), ()),
    "N_": ((0,), ()),
    "IllegalAction": ((0,), ()),
    "ask": ((3,), ("prompt",)),
    "opt": ((1, 3), ("label", "reason")),
    "together": ((), ("prompt",)),
    "Simultaneous": ((1,), ()),
}


def _strings(node: ast.AST) -> Iterator[str]:
    """String constants of an expression (through conditional expressions and `or`)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value:
        yield node.value
    elif isinstance(node, ast.IfExp):
        yield from _strings(node.body)
        yield from _strings(node.orelse)
    elif isinstance(node, ast.BoolOp):
        for v in node.values:
            yield from _strings(v)
    elif isinstance(node, ast.Dict):
        for v in node.values:
            if v is not None:
                yield from _strings(v)


def _reason_function(name: str) -> bool:
    return "check" in name or name.startswith(("_validate", "_why")) or name.endswith(
        "_reason")


def engine_messages() -> list[tuple[str, str]]:
    """(message id, file) of every interface text the engine can produce: arguments of
    ``Msg``/``ask``/``opt``/``IllegalAction``, strings returned by its check functions
    (refusal reasons: functions named ``*check*`` or returning ``str | None``) and the values of its ``_USED_*`` tables."""
    out: dict[str, str] = {}
    for path in sorted(ENGINE_DIR.rglob("*.py")):
        rel = path.relative_to(ENGINE_DIR.parents[1]).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            found: list[str] = []
            if isinstance(node, ast.Call):
                fn = node.func
                name = fn.id if isinstance(fn, ast.Name) else (
                    fn.attr if isinstance(fn, ast.Attribute) else "")
                if name in _TEXT_CALLS:
                    pos, kws = _TEXT_CALLS[name]
                    for i in pos:
                        if i < len(node.args):
                            found.extend(_strings(node.args[i]))
                    for kw in node.keywords:
                        if kw.arg in kws:
                            found.extend(_strings(kw.value))
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and (
                    _reason_function(node.name) or (node.returns is not None and
                                                    ast.unparse(node.returns) == "str | None")):
                for sub in ast.walk(node):
                    if isinstance(sub, ast.Return) and sub.value is not None:
                        found.extend(_strings(sub.value))
            elif isinstance(node, ast.Assign) and any(
                    isinstance(t, ast.Name) and t.id.startswith("_USED_") for t in node.targets):
                found.extend(_strings(node.value))
            for msg in found:
                out.setdefault(msg, rel)
    return sorted(out.items())


__all__ = ["engine_messages", "render"]
