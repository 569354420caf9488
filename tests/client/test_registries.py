"""Issue 21: scenes and openers are asked for by name; every name the code asks for is
registered once the client is loaded, and an unknown one says what to do."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

GAME = Path(__file__).resolve().parents[2] / "game"


def _names_asked(func: str) -> set[tuple[str, str]]:
    """(name, file) for every string literal passed first (or second, for ``is_scene``)
    to ``func`` in game/."""
    out: set[tuple[str, str]] = set()
    pos = 1 if func == "is_scene" else 0
    for p in GAME.rglob("*.py"):
        tree = ast.parse(p.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and len(node.args) > pos:
                f = node.func
                called = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", None)
                arg = node.args[pos]
                if called == func and isinstance(arg, ast.Constant) and \
                        isinstance(arg.value, str):
                    out.add((arg.value, str(p.relative_to(GAME.parent))))
    return out


def test_every_scene_and_opener_asked_for_by_name_is_registered(app):
    from game.client.core.scene import _OPENERS, registered_scenes

    scenes = _names_asked("make_scene") | _names_asked("is_scene")
    openers = _names_asked("open_by_name")
    assert len(scenes) >= 10 and openers, (scenes, openers)  # the scan found the calls
    missing = sorted((n, f) for n, f in scenes if n not in registered_scenes())
    missing += sorted((n, f) for n, f in openers if n not in _OPENERS)
    assert not missing, missing


def test_an_unknown_name_is_refused_with_what_to_do(app):
    from game.client.core.scene import make_scene, open_by_name

    with pytest.raises(LookupError, match=r"no scene registered as 'nowhere'.*boot\.load"):
        make_scene("nowhere", app)
    with pytest.raises(LookupError, match=r"nothing registered to open 'nowhere'"):
        open_by_name("nowhere", app)


def test_a_registered_scene_is_made_and_recognised_by_name(app):
    from game.client.core.scene import is_scene, make_scene

    title = make_scene("title", app)
    assert is_scene(title, "title") and not is_scene(title, "gameover")
    assert type(title).__name__ == "TitleScene"


def test_the_modules_register_their_pieces_with_the_table(app):
    """What each module package registers once loaded: the Long Night's panels (after the
    base game's, replacing the colony in place), presenter handlers and animations."""
    from game.client.table import choreo, presenter
    from game.client.table.panels import BASE_PANELS, registered

    names = registered()
    assert {"ln_raxxon", "ln_lab", "ln_hideout", "ln_stockpile"} <= set(names)
    assert names.index("ln_lab") == names.index("ln_raxxon") + 1
    assert names.index("colony") < names.index("players")  # replaced where it stood
    assert BASE_PANELS[0] == "tracks" and names[0] == "top"
    assert {"BanditsPlaced", "ImprovementCompleted"} <= set(presenter.HANDLERS)
    assert choreo.handled("BanditsPlaced") and choreo.handled("SpecialZombiePlaced")
