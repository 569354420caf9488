"""The import graph of game/ (issue 21): lower layers never import upper ones.

The graph is built the way ``../shared/tools/import_cycles.py`` builds it: every runtime
import counts -- at module level and inside functions -- and imports under
``if TYPE_CHECKING:`` do not; ``from a import b`` is an edge to ``a`` and, when ``a.b`` is a
module, to ``a.b``; a package's ``__init__`` importing its own children is its face, not a
design cycle, so those edges are dropped.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

GAME = Path(__file__).resolve().parent.parent / "game"
MODULES_PKG = "game.engine.modules"
# The one import of the rule modules the core may make: the package game.engine loads them
# after the whole core (game/engine/__init__.py), so that they register into its registries.
ENTRY_POINT = ("game.engine", MODULES_PKG)


def _modname(root: Path, p: Path) -> str:
    parts = list(p.relative_to(root.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def _type_checking_nodes(tree: ast.AST) -> set[int]:
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for sub in node.body:
                skip.update(id(s) for s in ast.walk(sub))
    return skip


def _targets(cur: str, is_pkg: bool, node: ast.Import | ast.ImportFrom,
             known: set[str]) -> list[str]:
    if isinstance(node, ast.Import):
        names = [a.name for a in node.names]
    else:
        base = node.module or ""
        if node.level:
            pkg = cur.split(".") if is_pkg else cur.split(".")[:-1]
            pkg = pkg[: len(pkg) - (node.level - 1)]
            base = ".".join(pkg + ([base] if base else []))
        names = [base] + [f"{base}.{a.name}" for a in node.names]
    out = []
    for n in names:
        while n and n not in known:
            n = n.rpartition(".")[0]
        if n and n != cur:
            out.append(n)
    return out


def import_graph(root: Path = GAME) -> dict[str, set[str]]:
    """Module name -> the modules of ``root`` it imports at runtime."""
    files = {_modname(root, p): p for p in sorted(root.rglob("*.py"))}
    known = set(files)
    edges: dict[str, set[str]] = {m: set() for m in files}
    for m, p in files.items():
        tree = ast.parse(p.read_text(encoding="utf-8"))
        skip = _type_checking_nodes(tree)
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)) and id(node) not in skip:
                edges[m].update(_targets(m, p.name == "__init__.py", node, known))
    for m, p in files.items():
        if p.name == "__init__.py":  # a package's face: its own children are not cycles
            edges[m] = {t for t in edges[m] if not t.startswith(m + ".")}
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on.add(root)
        while work:
            v, it = work[-1]
            w = next(it, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(edges[w]))))
                elif w in on:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    x = stack.pop()
                    on.discard(x)
                    comp.append(x)
                    if x == v:
                        break
                if len(comp) > 1:
                    out.append(sorted(comp))
    return out


def non_client_cycles(root: Path = GAME) -> list[list[str]]:
    """Every import cycle that holds a module outside game/client."""
    return [c for c in cycles(import_graph(root))
            if any(not (m == "game.client" or m.startswith("game.client.")) for m in c)]


def core_imports_of_modules(root: Path = GAME) -> list[str]:
    """Imports of game.engine.modules by the engine's core (game/engine minus modules/)."""
    bad = []
    for m, targets in sorted(import_graph(root).items()):
        if not (m == "game.engine" or m.startswith("game.engine.")):
            continue
        if m == MODULES_PKG or m.startswith(MODULES_PKG + "."):
            continue
        for t in sorted(targets):
            if (t == MODULES_PKG or t.startswith(MODULES_PKG + ".")) and (m, t) != ENTRY_POINT:
                bad.append(f"{m} imports {t}")
    return bad


def test_the_graph_sees_function_level_imports_and_skips_type_checking(tmp_path: Path) -> None:
    pkg = tmp_path / "game"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("from game import a\n", encoding="utf-8")
    (pkg / "a.py").write_text("def f():\n    from game import b\n", encoding="utf-8")
    (pkg / "b.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                              "    from game import c\nimport game.a\n", encoding="utf-8")
    (pkg / "c.py").write_text("from game.b import x\n", encoding="utf-8")
    edges = import_graph(pkg)
    assert edges["game"] == set()  # the package's face
    assert edges["game.a"] == {"game", "game.b"}
    assert edges["game.b"] == {"game.a"}  # the TYPE_CHECKING import is left out
    assert edges["game.c"] == {"game.b"}
    assert cycles(edges) == [["game.a", "game.b"]]
    (pkg / "client").mkdir()
    (pkg / "client" / "__init__.py").write_text("", encoding="utf-8")
    (pkg / "client" / "x.py").write_text("import game.client.y\n", encoding="utf-8")
    (pkg / "client" / "y.py").write_text("import game.client.x\n", encoding="utf-8")
    assert non_client_cycles(pkg) == [["game.a", "game.b"]]


def test_no_module_outside_the_client_is_in_an_import_cycle() -> None:
    found = non_client_cycles()
    assert not found, "import cycles outside game/client:\n" + "\n".join(
        " <-> ".join(c) for c in found)


def test_no_module_of_the_game_is_in_an_import_cycle() -> None:
    """Issue 21: the whole of game/, the client included, has no import cycle."""
    found = cycles(import_graph())
    assert not found, "import cycles in game/:\n" + "\n".join(" <-> ".join(c) for c in found)


# The client's layers, lowest first (docs/ARCHITECTURE.md): a module may import its own
# layer and the layers below, never one above -- at module level or inside a function.
# Everything of game/ outside these (engine, session, saves, content, i18n, bots...) sits
# below the client and imports none of it.
LAYERS: tuple[tuple[str, ...], ...] = (
    ("game.client.art",),
    ("game.client.core",),
    ("game.client.table",),
    ("game.client.scenes",),
    ("game.client.modules",),
    ("game.client.tutorial",),
    ("game.client.boot", "game.client.headless", "game.client.smoke", "game.client.__main__",
     "game.client"),
    ("game.devtools",),
    ("game.cli", "game.__main__"),
)


def layer_of(module: str) -> int:
    """The layer of ``module`` (-1: below the client); the longest matching prefix wins."""
    best, found = -1, -1
    for n, prefixes in enumerate(LAYERS):
        for p in prefixes:
            if (module == p or module.startswith(p + ".")) and len(p) > best:
                best, found = len(p), n
    return found


def upward_imports(edges: dict[str, set[str]]) -> list[str]:
    return [f"{a} (layer {layer_of(a)}) imports {b} (layer {layer_of(b)})"
            for a, targets in sorted(edges.items()) for b in sorted(targets)
            if layer_of(a) < layer_of(b)]


def test_layer_of_places_each_package() -> None:
    assert layer_of("game.engine.board") == -1
    assert layer_of("game.client.core.ui") == 1
    assert layer_of("game.client.modules.long_night.present") == 4
    assert layer_of("game.client.smoke.tutorial") == 6
    assert layer_of("game.client") == 6
    assert layer_of("game.devtools.sweep") == 7
    edges = {"game.client.table.board": {"game.client.core.ui", "game.client.scenes.title"},
             "game.engine.core": {"game.client.art.palette"}}
    assert upward_imports(edges) == [
        "game.client.table.board (layer 2) imports game.client.scenes.title (layer 3)",
        "game.engine.core (layer -1) imports game.client.art.palette (layer 0)"]


def test_no_layer_imports_a_layer_above_it() -> None:
    """Issue 21: lower layers never import upper ones; the table and the scenes know the
    rule modules, the tutorial and the dev tools only through their registries."""
    found = upward_imports(import_graph())
    assert not found, "imports from a lower layer up:\n" + "\n".join(found)


def test_the_running_app_loads_no_dev_tool() -> None:
    """Issue 21 item 3: the window, its scenes and every module's pieces load without one
    module of game.devtools (the packaged smoke may stay; its screenshot tours are dev
    tools the cli adds for --screenshots)."""
    import subprocess
    import sys

    code = ("import sys, pygame; from game.client.headless import headless_app; "
            "from game.client.scenes.title import TitleScene; app = headless_app((960, 540)); "
            "app.stack.reset(TitleScene(app)); app.frame(1 / 60, []); "
            "import game.client.smoke; "
            "print(sorted(m for m in sys.modules if m.startswith('game.devtools')))")
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=GAME.parent, env=env, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip().splitlines()[-1] == "[]"


def test_the_engine_core_imports_no_rule_module() -> None:
    """The core (board, turn*, effects*, votes, crossroads, end, colony, core...) knows the
    rule modules only through its registries; only the package face loads them."""
    assert core_imports_of_modules() == []


@pytest.mark.parametrize("snippet", [
    "from game.engine.modules import hooks\n",
    "def f():\n    from game.engine.modules.long_night import make_unruly\n",
    "from game.engine import modules as M\n",
])
def test_a_core_import_of_a_rule_module_is_found(tmp_path: Path, snippet: str) -> None:
    eng = tmp_path / "game" / "engine"
    (eng / "modules").mkdir(parents=True)
    for f in ("game/__init__.py", "game/engine/__init__.py", "game/engine/modules/__init__.py",
              "game/engine/modules/long_night.py"):
        (tmp_path / f).write_text("", encoding="utf-8")
    (eng / "__init__.py").write_text("from game.engine import modules\n", encoding="utf-8")
    (eng / "board.py").write_text(snippet, encoding="utf-8")
    bad = core_imports_of_modules(tmp_path / "game")
    assert bad and all(b.startswith("game.engine.board imports game.engine.modules") for b in bad)
