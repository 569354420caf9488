"""Where games are saved, seen from the client (``game.saves`` when it is there)."""

from __future__ import annotations

import importlib
from pathlib import Path
from types import ModuleType


def saves_module() -> ModuleType | None:
    try:
        return importlib.import_module("game.saves")
    except ImportError:
        return None


def saves_available() -> bool:
    return saves_module() is not None


def list_saves() -> list[Path]:
    """Readable save files, newest first (empty when saving is not available)."""
    mod = saves_module()
    if mod is None:
        return []
    try:
        infos = mod.list_saves()
    except OSError:
        return []
    return [Path(i.file) for i in infos if not getattr(i, "error", None)]


def save_infos() -> list:
    mod = saves_module()
    if mod is None:
        return []
    try:
        return list(mod.list_saves())
    except OSError:
        return []


def latest_save() -> Path | None:
    """The newest save of a game that is not over (what Continue resumes)."""
    for info in save_infos():
        if getattr(info, "error", None) or getattr(info, "over", None):
            continue
        return Path(info.file)
    return None
