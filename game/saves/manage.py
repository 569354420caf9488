"""Looking after the saves folder (issue 11): deleting a save, pruning old finished
autosaves, and removing temporary files an interrupted atomic write left behind.

Autosaves are the files the game names itself (``2026-11-23_201500_Ana-Ben.jsonl``, see
``game.session.session.default_save_name``); a game saved under a name of the player's own
(Save as) is never pruned.  Pruning keeps every unfinished game, every damaged file (the
player may want to look at it) and the newest :data:`KEEP_FINISHED` finished autosaves.
"""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

from game import paths
from game.saves.errors import SaveError
from game.saves.io import os_reason
from game.saves.listing import SUFFIX, SaveInfo, list_saves

KEEP_FINISHED = 20
AUTOSAVE_NAME = re.compile(r"^\d{4}-\d{2}-\d{2}_\d{6}_")
# tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp") in game.saves.io.atomic_write
TEMP_NAME = re.compile(r"^\..+\.json(l)?\..+\.tmp$")


def is_autosave(path: Path | str) -> bool:
    return bool(AUTOSAVE_NAME.match(Path(path).name))


def _folder(folder: Path | str | None) -> Path:
    return Path(folder) if folder is not None else paths.saves_dir()


def prune_autosaves(folder: Path | str | None = None, keep_finished: int = KEEP_FINISHED,
                    infos: list[SaveInfo] | None = None) -> list[Path]:
    """Delete the finished autosaves beyond the newest ``keep_finished``; returns what was
    deleted (a file that cannot be deleted is left alone)."""
    infos = list_saves(_folder(folder)) if infos is None else infos
    finished = [i for i in infos if not i.error and i.over is True and is_autosave(i.file)]
    finished.sort(key=lambda i: (i.modified, i.file.name), reverse=True)
    removed = []
    for info in finished[max(0, keep_finished):]:
        try:
            info.file.unlink()
        except OSError:
            continue
        _remove_side_files(info.file)
        removed.append(info.file)
    return removed


def remove_stray_temps(folder: Path | str | None = None, older_than: float = 10.0
                       ) -> list[Path]:
    """Delete the temporary files of atomic writes that never finished (a crash between
    writing and renaming).  Files younger than ``older_than`` seconds are left: another
    running copy of the game may be writing them."""
    d = _folder(folder)
    if not d.is_dir():
        return []
    now = time.time()
    removed = []
    for p in d.iterdir():
        if not TEMP_NAME.match(p.name):
            continue
        try:
            if not p.is_file() or p.is_symlink() or now - p.stat().st_mtime < older_than:
                continue
            p.unlink()
        except OSError:
            continue
        removed.append(p)
    return removed


def delete_save(path: Path | str, folder: Path | str | None = None) -> None:
    """Delete one save file of the saves folder (nothing outside it); raises
    :class:`SaveError` with the reason when that fails."""
    p = Path(path)
    d = _folder(folder)
    if p.suffix != SUFFIX or p.parent.resolve() != d.resolve():
        raise SaveError("only a save in the saves folder can be deleted here", path=p)
    try:
        os.unlink(p)
    except FileNotFoundError:
        return
    except OSError as exc:
        raise SaveError(f"the file cannot be deleted ({os_reason(exc)})", path=p) from None
    _remove_side_files(p)


def _remove_side_files(save: Path) -> None:
    """A deleted save's side files go with it: ``<save>.seats``, the hashed seat codes of
    a game hosted for network play (docs/NETWORK.md)."""
    side = save.with_name(save.name + ".seats")
    try:
        if side.is_file() and not side.is_symlink():
            side.unlink()
    except OSError:
        pass


def tidy(folder: Path | str | None = None, keep_finished: int = KEEP_FINISHED
         ) -> tuple[list[Path], list[Path]]:
    """At start-up: stray temporary files, then old finished autosaves (``keep_finished``
    newest kept; 0: all kept -- the setting "Finished games kept")."""
    try:
        pruned = prune_autosaves(folder, keep_finished) if keep_finished > 0 else []
        return remove_stray_temps(folder), pruned
    except OSError:
        return [], []
