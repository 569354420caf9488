"""Issue 20: no code in game/ hides gettext's ``_`` and then translates with it.

A parameter, loop variable, assignment or ``except … as _`` named ``_`` makes ``_`` a
local (or, at module level, a global) name for the whole scope, so a ``_("…")`` in that
scope — or in a function nested in it — calls whatever was bound instead of gettext
(New game's ``_packs_changed(self, _)`` crashed with "'bool' object is not callable").
The check is a scope-aware walk of every module's syntax tree."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

GAME = Path(__file__).resolve().parents[2] / "game"
SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)
COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)


def _own_nodes(scope: ast.AST):
    """The nodes of ``scope`` that belong to it, not to a scope nested in it."""
    todo = list(ast.iter_child_nodes(scope))
    while todo:
        node = todo.pop()
        yield node
        if not isinstance(node, (*SCOPES, *COMPREHENSIONS)):
            todo.extend(ast.iter_child_nodes(node))


def _binds_underscore(scope: ast.AST, module: bool) -> int | None:
    """The line where ``scope`` itself binds ``_`` (a module's gettext import aside)."""
    if isinstance(scope, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
        a = scope.args
        for arg in [*a.posonlyargs, *a.args, *a.kwonlyargs, a.vararg, a.kwarg]:
            if arg is not None and arg.arg == "_":
                return arg.lineno
    for node in _own_nodes(scope):
        if isinstance(node, ast.Name) and node.id == "_" and \
                isinstance(node.ctx, (ast.Store, ast.Del)):
            return node.lineno
        if isinstance(node, ast.ExceptHandler) and node.name == "_":
            return node.lineno
        if isinstance(node, (ast.MatchAs, ast.MatchStar)) and node.name == "_":
            return node.lineno
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and \
                node.name == "_":
            return node.lineno
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                if (alias.asname or alias.name) == "_":
                    gettext = isinstance(node, ast.ImportFrom) and \
                        (node.module or "").startswith("game.i18n")
                    if not gettext:
                        return node.lineno
    return None


def _translates(scope: ast.AST) -> int | None:
    """The line of a ``_(…)`` call that sees ``scope``'s ``_``: in the scope itself, its
    comprehensions and nested functions that do not bind ``_`` themselves (class bodies
    are not seen by their methods)."""
    for node in _own_nodes(scope):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
                node.func.id == "_":
            return node.lineno
        if isinstance(node, COMPREHENSIONS) or (
                isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
                and not isinstance(scope, ast.ClassDef)
                and _binds_underscore(node, False) is None):
            hit = _translates(node)
            if hit is not None:
                return hit
    return None


def shadowing(source: str) -> list[str]:
    """Every scope of ``source`` that binds ``_`` and translates with ``_(…)``."""
    tree = ast.parse(source)
    found = []
    for scope in [tree, *(n for n in ast.walk(tree) if isinstance(n, (*SCOPES, *COMPREHENSIONS)))]:
        bound = _binds_underscore(scope, isinstance(scope, ast.Module))
        if bound is None:
            continue
        call = _translates(scope) if not isinstance(scope, ast.Module) else next(
            (n.lineno for n in ast.walk(tree) if isinstance(n, ast.Call)
             and isinstance(n.func, ast.Name) and n.func.id == "_"), None)
        if call is not None:
            name = getattr(scope, "name", "<module>")
            found.append(f"{name}: binds _ at line {bound}, calls _(…) at line {call}")
    return found


@pytest.mark.parametrize("source, bad", [
    ("from game.i18n import _\ndef f(self, _):\n    return _('x')\n", True),
    ("from game.i18n import _\ndef f(self, _):\n    return 1\n", False),
    ("from game.i18n import _\ndef f(xs):\n    for _ in xs:\n        pass\n    return _('x')\n",
     True),
    ("from game.i18n import _\ndef f(_):\n    def g():\n        return _('x')\n    return g\n",
     True),
    ("from game.i18n import _\ndef f(_):\n    return [_('x') for y in range(2)]\n", True),
    ("from game.i18n import _\ndef f(x):\n    def g(_):\n        return 1\n    return _('x')\n",
     False),
    ("from game.i18n import _\nfor _ in range(3):\n    pass\ndef f():\n    return _('x')\n",
     True),
    ("from game.i18n import _\nclass C:\n    _ = 1\n    def m(self):\n        return _('x')\n",
     False),
    ("from game.i18n import _\ndef f(x):\n    try:\n        pass\n    except E as _:\n"
     "        pass\n    return _('x')\n", True),
    ("from game.i18n import _\ndef f(x):\n    a, _ = x\n    return _('x')\n", True),
    ("from game.i18n import _\ndef f(x):\n    return [_('x') for _ in x]\n", True),
    ("from game.i18n import _\ndef f(x):\n    return [_('x') for y in x if [1 for _ in y]]\n",
     False),
])
def test_the_check_finds_shadowing(source: str, bad: bool) -> None:
    assert bool(shadowing(source)) is bad


def test_no_function_in_game_hides_gettext_and_translates() -> None:
    problems = []
    for path in sorted(GAME.rglob("*.py")):
        for p in shadowing(path.read_text(encoding="utf-8")):
            problems.append(f"{path.relative_to(GAME.parent)}: {p}")
    assert problems == []
