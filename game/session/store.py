"""Where games are saved, seen from the client.

Uses ``game.saves`` when that package provides its API; until then the client can only
keep the log in memory (no Continue / Load), and these helpers say so by returning
nothing.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from types import ModuleType
from typing import Any

from game import paths

AUTOSAVE_NAME = "autosave"


def saves_module() -> ModuleType | None:
    try:
        mod = importlib.import_module("game.saves")
    except ImportError:
        return None
    return mod


def saves_available() -> bool:
    return saves_module() is not None


def list_saves() -> list[Path]:
    """Save files, newest first (empty when saving is not available)."""
    mod = saves_module()
    if mod is None:
        return []
    fn: Any = getattr(mod, "list_saves", None)
    if callable(fn):
        try:
            found = [Path(p) for p in fn()]
        except (OSError, ValueError):
            return []
        return found
    folder = paths.saves_dir()
    if not folder.is_dir():
        return []
    files = [p for p in folder.iterdir() if p.is_file() and p.suffix in (".jsonl", ".wcsave")]
    return sorted(files, key=lambda p: p.stat().st_mtime, reverse=True)


def latest_save() -> Path | None:
    saves = list_saves()
    return saves[0] if saves else None
