"""Step-by-step upgrades of old save files.

``MIGRATIONS[v]`` turns a file of format ``v`` into format ``v + 1``: it gets the header (a
dict) and the entries after it (each with its line number, so errors still name the line
of the file on disk) and returns both, upgraded, with ``header["format"] == v + 1``.
Loading applies the steps one after another until the current :data:`FORMAT_VERSION`.
Format 1 is the first one, so the registry is empty -- but the mechanism is in place (and
tested with a made-up format 0).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.saves.errors import DamagedSave, UnknownVersion
from game.saves.format import FORMAT_VERSION


@dataclass
class Entry:
    """One line after the header: its 1-based line number in the file and its JSON."""

    line: int
    data: dict[str, Any]
    # an action line of a current-format file, already read and validated straight from its
    # text (``reader._split`` with ``actions=True``); ``data`` is then empty.  Migrations
    # never see such entries: they are made only when no migration runs.
    parsed: Any = None


Migration = Callable[[dict[str, Any], list[Entry]], tuple[dict[str, Any], list[Entry]]]

MIGRATIONS: dict[int, Migration] = {}


def migrate(header: dict[str, Any], entries: list[Entry], path: Path | None = None
            ) -> tuple[dict[str, Any], list[Entry]]:
    version = header.get("format")
    if not isinstance(version, int) or isinstance(version, bool):
        raise DamagedSave("the first line is not a save header (it has no format number)",
                          path=path, line=1)
    if version > FORMAT_VERSION:
        raise UnknownVersion(
            f"it uses save format {version}, but this version reads formats up to "
            f"{FORMAT_VERSION}; update Winter Colony to load it", path=path, line=1)
    while version < FORMAT_VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise UnknownVersion(f"save format {version} is too old to be read any more",
                                 path=path, line=1)
        header, entries = step(dict(header), list(entries))
        new = header.get("format")
        if new != version + 1:
            raise UnknownVersion(f"upgrading save format {version} failed", path=path, line=1)
        version = new
    return header, entries
