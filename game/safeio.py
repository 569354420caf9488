"""Reading files a user (or anybody) can put in our folders, without trusting them.

Save files and content packs come from outside.  Everything here refuses, with a reason in
plain words, instead of hanging, exhausting memory or blowing the stack:

* :func:`read_regular` / :func:`open_regular` -- only *regular* files (a FIFO would block
  forever, ``/dev/zero`` never ends), opened without blocking and read up to a size limit;
* :func:`loads_json` -- ``json.loads`` with a nesting limit (deep ``[[[[...`` would raise
  ``RecursionError``);
* :func:`loads_toml` -- the same for TOML (``tomllib``);
* :func:`inside` -- does a path (after following links) stay inside a folder?
"""

from __future__ import annotations

import json
import os
import stat
import tomllib
from pathlib import Path
from typing import IO, Any

MIB = 1024 * 1024


class UnsafeInput(ValueError):
    """A file or text that is refused; ``reason`` is one line for players."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def size_text(n: int) -> str:
    return f"{n // MIB} MB" if n >= MIB and n % MIB == 0 else f"{n // 1024} KB"


def open_regular(path: Path | str) -> IO[bytes]:
    """Open a regular file for reading (binary).  Raises :class:`UnsafeInput` for anything
    else (FIFO, device, folder, socket), ``OSError`` when it cannot be opened."""
    p = Path(path)
    if not stat.S_ISREG(os.stat(p).st_mode):  # before opening: opening a FIFO blocks
        raise UnsafeInput("it is not a regular file")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(p, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped after the first look
            raise UnsafeInput("it is not a regular file")
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_regular(path: Path | str, limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes (:class:`UnsafeInput`
    otherwise; ``OSError`` when it cannot be read)."""
    with open_regular(path) as f:
        data = f.read(limit + 1)
    if len(data) > limit:
        raise UnsafeInput(f"it is larger than {size_text(limit)}")
    return data


def depth(obj: Any, limit: int) -> int:
    """Nesting depth of lists/dicts in ``obj``, counting stops past ``limit`` (iterative:
    safe on any depth)."""
    deepest = 0
    todo: list[tuple[Any, int]] = [(obj, 1)]
    while todo:
        cur, d = todo.pop()
        if isinstance(cur, dict):
            children: Any = cur.values()
        elif isinstance(cur, list):
            children = cur
        else:
            continue
        deepest = max(deepest, d)
        if deepest > limit:
            return deepest
        todo.extend((c, d + 1) for c in children)
    return deepest


def _too_deep(limit: int) -> UnsafeInput:
    return UnsafeInput(f"it is nested more than {limit} levels deep")


def loads_json(text: str | bytes, max_depth: int) -> Any:
    """``json.loads`` that refuses nesting deeper than ``max_depth`` (UnsafeInput) and
    raises ``ValueError`` for invalid JSON, never ``RecursionError``."""
    if isinstance(text, bytes):
        opens = text.count(b"[") + text.count(b"{")
    else:
        opens = text.count("[") + text.count("{")
    try:
        obj = json.loads(text)
    except RecursionError:
        raise _too_deep(max_depth) from None
    if opens > max_depth and depth(obj, max_depth) > max_depth:  # cheap test first
        raise _too_deep(max_depth)
    return obj


def loads_toml(text: str, max_depth: int) -> dict[str, Any]:
    """``tomllib.loads`` that refuses nesting deeper than ``max_depth`` (UnsafeInput);
    ``tomllib.TOMLDecodeError`` for invalid TOML, never ``RecursionError``."""
    try:
        data = tomllib.loads(text)
    except RecursionError:
        raise _too_deep(max_depth) from None
    if depth(data, max_depth) > max_depth:
        raise _too_deep(max_depth)
    return data


def inside(path: Path, folder: Path) -> bool:
    """Does ``path``, with every link followed, lie inside ``folder`` (also resolved)?"""
    try:
        return path.resolve().is_relative_to(folder.resolve())
    except (OSError, RuntimeError):  # a link loop
        return False
