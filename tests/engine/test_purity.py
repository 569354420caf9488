"""The engine is pure: no pygame/pymunk/platformdirs, no files, no global ``random``
(DESIGN.md, Layers).  Checked on the source (AST) of every module in game/engine, and on
what importing the engine actually loads."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ENGINE = Path(__file__).resolve().parents[2] / "game" / "engine"
FORBIDDEN_MODULES = ("pygame", "pymunk", "platformdirs", "random", "game.paths",
                     "game.client", "game.saves", "game.session")
FILE_METHODS = ("read_text", "read_bytes", "write_text", "write_bytes", "open", "touch",
                "unlink", "mkdir")
FORBIDDEN_CALLS = ("open", "exec", "eval", "__import__", "input")


def problems(source: str, name: str = "<src>") -> list[str]:
    out: list[str] = []
    tree = ast.parse(source, filename=name)
    random_names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] in FORBIDDEN_MODULES or any(
                        alias.name == m or alias.name.startswith(m + ".")
                        for m in FORBIDDEN_MODULES):
                    out.append(f"{name}:{node.lineno}: import {alias.name}")
                if alias.name == "random":
                    random_names.add(alias.asname or "random")
        elif isinstance(node, ast.ImportFrom):
            mod = node.module or ""
            if node.level == 0 and any(mod == m or mod.startswith(m + ".")
                                       for m in FORBIDDEN_MODULES):
                out.append(f"{name}:{node.lineno}: from {mod} import ...")
            if mod in ("os", "io", "pathlib", "shutil", "tempfile", "builtins"):
                out.append(f"{name}:{node.lineno}: from {mod} import ... (file access)")
        elif isinstance(node, ast.Call):
            f = node.func
            if isinstance(f, ast.Name) and f.id in FORBIDDEN_CALLS:
                out.append(f"{name}:{node.lineno}: {f.id}()")
            elif isinstance(f, ast.Attribute):
                if f.attr in FILE_METHODS:
                    out.append(f"{name}:{node.lineno}: .{f.attr}()")
                base = f.value
                if isinstance(base, ast.Name) and base.id in ("os", "io", "shutil",
                                                              "tempfile", "pathlib"):
                    out.append(f"{name}:{node.lineno}: {base.id}.{f.attr}()")
    for node in ast.walk(tree):  # uses of a module-level alias of random
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                and node.value.id in random_names:
            out.append(f"{name}:{node.lineno}: {node.value.id}.{node.attr}")
    return out


def engine_modules() -> list[Path]:
    return sorted(ENGINE.glob("*.py"))


def test_engine_modules_exist() -> None:
    names = {p.stem for p in engine_modules()}
    assert {"core", "state", "rng", "views", "actions", "events", "invariants"} <= names


@pytest.mark.parametrize("path", engine_modules(), ids=lambda p: p.name)
def test_engine_module_is_pure(path: Path) -> None:
    assert problems(path.read_text(encoding="utf-8"), path.name) == []


@pytest.mark.parametrize("src", [
    "import pygame",
    "import pymunk.vec2d",
    "from platformdirs import user_data_dir",
    "import random\nx = random.random()",
    "import random as r\nr.shuffle([])",
    "from random import choice",
    "data = open('x').read()",
    "from pathlib import Path\nPath('x').read_text()",
    "p.write_bytes(b'')",
    "import os\nos.remove('x')",
    "from game.paths import saves_dir",
    "with p.open() as f: pass",
])
def test_the_checker_catches(src: str) -> None:
    assert problems(src), src


def test_the_checker_allows_plain_code() -> None:
    assert problems("from game.engine.rng import Rng\nx = Rng.from_seed(1).d6()\n"
                    "import json, hashlib\n") == []


def test_importing_the_engine_loads_no_forbidden_module() -> None:
    code = ("import sys, game.engine, game.engine.invariants\n"
            "bad = [m for m in sys.modules if m.split('.')[0] in "
            "('pygame', 'pymunk', 'platformdirs')]\n"
            "print(','.join(bad))\n")
    root = ENGINE.parents[1]
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=root, timeout=120)
    assert res.returncode == 0, res.stderr
    assert res.stdout.strip() == ""


def test_vote_02_decision_never_exposes_ballots_already_cast() -> None:
    """VOTE-02: the engine collects ballots secretly; ``decision()`` (what the UI and bots
    read) carries no engine-internal context, so earlier ballots cannot leak through it."""
    from game.engine import apply, decision
    from game.engine.actions import Answer, CallExileVote
    from tests.engine.factory import started

    s = started(4, seed=3)
    me = s.active
    target = (me + 1) % 4
    apply(s, CallExileVote(actor=me, target=target))
    first = decision(s)
    assert first is not None and first["kind"] == "ballot"
    apply(s, Answer(actor=first["player"], key="yes"))
    second = decision(s)
    assert second is not None and second["kind"] == "ballot"
    assert set(type(second).model_fields) == {"kind", "player", "prompt", "options", "info"}
    assert "yes" not in str(second["info"]) and "cast" not in str(second)


def test_every_decision_kind_the_engine_asks_is_declared() -> None:
    """Every ``ask(s, "<kind>", ...)`` in the engine names a kind of DecisionKind, so the
    frozen Decision model can carry it (and clients can label it)."""
    import re
    from pathlib import Path

    from game.engine import DECISION_KINDS

    root = Path(__file__).resolve().parents[2] / "game" / "engine"
    asked = set()
    for path in root.glob("*.py"):
        asked |= set(re.findall(r'\bask\(\s*s,\s*"([a-z_]+)"', path.read_text()))
    asked |= {"draft", "turn"}  # set directly by the setup and the turn steps
    assert asked, "no decisions found"
    assert asked <= DECISION_KINDS, asked - DECISION_KINDS
