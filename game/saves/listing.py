"""The save list: cheap metadata from the header (line 1) and the last checkpoint line
(found in the file's tail), without replaying anything."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from game import paths
from game.safeio import UnsafeInput, loads_json, open_regular, size_text
from game.saves.errors import SaveError, UnknownVersion
from game.saves.reader import MAX_DEPTH, MAX_FILE_BYTES, read_header

SUFFIX = ".jsonl"
_TAIL = 16384


@dataclass(frozen=True)
class SaveInfo:
    """One save file.  ``os.PathLike``, so ``Path(info)`` is its file."""

    file: Path
    created: str = ""  # from the header (ISO 8601)
    modified: datetime = field(default_factory=lambda: datetime.fromtimestamp(0, UTC))
    players: tuple[str, ...] = ()
    objective: str | None = None  # main objective id
    variants: tuple[str, ...] = ()
    round: int | None = None  # from the last checkpoint (None: no checkpoint yet)
    morale: int | None = None
    over: bool | None = None
    actions: int = 0  # actions up to the last checkpoint
    error: str | None = None  # the header cannot be read: why
    old_rules: str | None = None  # saved under an older rules version (it can be continued)

    @property
    def name(self) -> str:
        return self.file.stem

    def __fspath__(self) -> str:
        return str(self.file)


def _last_checkpoint(path: Path) -> dict | None:
    with open_regular(path) as f:
        f.seek(0, os.SEEK_END)
        size = f.tell()
        f.seek(max(0, size - _TAIL))
        tail = f.read()
    for raw in reversed(tail.split(b"\n")):
        if b'"checkpoint"' not in raw:
            continue
        try:
            obj = loads_json(raw.decode("utf-8"), MAX_DEPTH)
        except (UnicodeDecodeError, ValueError):  # UnsafeInput is a ValueError too
            continue
        if isinstance(obj, dict) and isinstance(obj.get("checkpoint"), int):
            return obj
    return None


def save_info(path: Path | str) -> SaveInfo:
    p = Path(path)
    try:
        st = p.stat()
        modified, size = datetime.fromtimestamp(st.st_mtime, UTC), st.st_size
    except OSError:
        modified, size = datetime.fromtimestamp(0, UTC), 0
    if size > MAX_FILE_BYTES:  # loading refuses it: the list says so at once
        return SaveInfo(file=p, modified=modified, error=str(SaveError(
            f"it is larger than {size_text(MAX_FILE_BYTES)}", path=p)))
    old_rules = None
    try:
        try:
            header = read_header(p)
        except UnknownVersion as exc:
            from game.saves.oldrules import header_rules

            old_rules = header_rules(p)
            if old_rules is None:
                raise exc from None
            header = read_header(p, any_rules=True)
    except SaveError as exc:
        return SaveInfo(file=p, modified=modified, error=str(exc))
    except Exception as exc:  # noqa: BLE001 - one bad file never breaks a save list
        return SaveInfo(file=p, modified=modified,
                        error=f"The save file is damaged ('{p.name}'): {type(exc).__name__}")
    cfg = header.config
    info = SaveInfo(
        file=p, created=header.created, modified=modified,
        players=tuple(s.name for s in header.seats),
        objective=header.main_objective or cfg.get("main_objective"),
        variants=tuple(sorted(cfg.get("variants", ()))), old_rules=old_rules)
    try:
        cp = _last_checkpoint(p)
    except (OSError, UnsafeInput):
        cp = None
    if cp is None:
        return info
    return SaveInfo(file=info.file, created=info.created, modified=info.modified,
                    players=info.players, objective=info.objective, variants=info.variants,
                    round=_int(cp.get("round")), morale=_int(cp.get("morale")),
                    over=cp.get("over") if isinstance(cp.get("over"), bool) else None,
                    actions=int(cp["checkpoint"]), old_rules=old_rules)


def _int(v: object) -> int | None:
    """A number shown in the list (the tail is not verified: anything else is dropped)."""
    return v if isinstance(v, int) and not isinstance(v, bool) else None


def list_saves(folder: Path | str | None = None) -> list[SaveInfo]:
    """Every ``*.jsonl`` save in ``folder`` (default: the user's saves folder), newest
    first.  Unreadable files are listed with ``error`` set."""
    d = Path(folder) if folder is not None else paths.saves_dir()
    if not d.is_dir():
        return []
    infos = [save_info(p) for p in d.iterdir()
             if p.is_file() and p.suffix == SUFFIX and not p.name.startswith(".")]
    return sorted(infos, key=lambda i: (i.modified, i.file.name), reverse=True)


def save_path(name: str) -> Path:
    """Where a save called ``name`` lives in the user's saves folder."""
    safe = "".join(c if c.isalnum() or c in "-_." else "_" for c in name).strip(".") or "game"
    if not safe.endswith(SUFFIX):
        safe += SUFFIX
    return paths.saves_dir() / safe
