"""Writing save files safely.

* :func:`atomic_write` -- a full save: a temp file in the same folder, fsync, ``os.replace``,
  fsync of the folder.  If anything fails (a full disk...) the temp file is removed, the
  previous file is untouched and :class:`SaveFailed` says why in plain words.
* :class:`Autosave` -- append-friendly: each action is appended (flush + fsync) as it is
  played.  A crash can leave at most one cut-off last line, which the loader reports as
  :class:`TruncatedSave` and ``load(..., salvage=True)`` skips.  A failed append is rolled
  back to the last complete line and retried with the next one.
"""

from __future__ import annotations

import errno
import os
import tempfile
from pathlib import Path
from typing import IO, Any

from game.engine import State
from game.saves.errors import SaveFailed
from game.saves.format import GameLog, action_line, cp_line

_REASONS = {
    errno.ENOSPC: "the disk is full; the previous save was kept. Free some space and save "
                  "again",
    errno.EDQUOT: "the disk quota is used up; the previous save was kept",
    errno.EACCES: "no permission to write in this folder",
    errno.EPERM: "no permission to write in this folder",
    errno.EROFS: "the folder is on a read-only disk",
}


def os_reason(exc: OSError) -> str:
    reason = _REASONS.get(exc.errno or 0)
    if reason:
        return reason
    return exc.strerror or str(exc) or type(exc).__name__


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        n = os.write(fd, view)
        view = view[n:]


def _fsync_dir(folder: Path) -> None:
    """Make a rename durable (POSIX); a no-op where folders cannot be opened (Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _set_mode(tmp: str, path: Path) -> None:
    """mkstemp makes 0600 files: keep the old file's mode, or use the usual 0644."""
    try:
        mode = path.stat().st_mode & 0o777 if path.exists() else 0o644
        os.chmod(tmp, mode)
    except OSError:
        pass


def atomic_write(path: Path | str, text: str) -> Path:
    """Write ``text`` to ``path`` so that ``path`` is always either the old or the new file."""
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as exc:
        raise SaveFailed(os_reason(exc), path=path) from None
    try:
        _set_mode(tmp, path)
        try:
            _write_all(fd, text.encode("utf-8"))
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except OSError as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise SaveFailed(os_reason(exc), path=path) from None
    _fsync_dir(path.parent)
    return path


def save(path: Path | str, log: GameLog, final: State | None = None) -> Path:
    """A full, atomic save of ``log``.  ``final`` (the current state) adds a checkpoint of
    the final hash, so loading verifies the whole game."""
    return atomic_write(path, log.text(final))


class Autosave:
    """Keeps a save file up to date action by action.

    >>> auto = Autosave.create(path, log)        # writes what the log holds (atomically)
    >>> auto.append(action, state)               # after every successful apply()
    """

    def __init__(self, path: Path, log: GameLog, written: int) -> None:
        self.path = path
        self.log = log
        self._written = written  # actions already in the file
        # log.checkpoints grows in action order: those before this position are settled
        # (in the file, or older than what the file was started with)
        self._cp_next = sum(1 for cp in log.checkpoints if cp.index <= written)
        self._file: IO[bytes] | None = None

    @classmethod
    def create(cls, path: Path | str, log: GameLog, state: State | None = None) -> Autosave:
        """Start (or restart, e.g. after loading or an undo) the autosave file with
        everything in the log so far; the file is replaced atomically.  With ``state`` (the
        game after the log's last action) it ends with a checkpoint of it, so the save list
        shows where the game stands."""
        path = Path(path)
        save(path, log, final=state)
        return cls(path, log, len(log.actions))

    @classmethod
    def resume(cls, path: Path | str, log: GameLog) -> Autosave:
        """Go on appending to ``path``, which already holds everything in ``log`` (a save
        just loaded from it whole, in the current format, ending with a complete line:
        ``LoadedGame.appendable``).  Nothing is rewritten; the file is opened at once, so a
        file that cannot be written raises :class:`SaveFailed` here."""
        auto = cls(Path(path), log, len(log.actions))
        auto._open()
        return auto

    def _open(self) -> IO[bytes]:
        if self._file is None:
            try:
                self._file = open(self.path, "ab")  # noqa: SIM115 - kept open on purpose
            except OSError as exc:
                raise SaveFailed(os_reason(exc), path=self.path) from None
        return self._file

    def append(self, action: Any, state: State) -> None:
        """Record ``action`` (just applied to ``state``) in the log and the file, with a
        status checkpoint when the round, the morale or the end changed
        (``GameLog.record``)."""
        self.log.record(action, state, status=True)
        self.flush()

    def flush(self) -> None:
        """Write every action of the log not yet in the file (after a failed append too).
        The cost depends on what is new only, never on the game's length: the checkpoint
        history is not looked at again."""
        actions = self.log.actions
        if self._written >= len(actions):
            return
        cps = self.log.checkpoints
        k = self._cp_next
        lines = []
        for i in range(self._written + 1, len(actions) + 1):
            lines.append(action_line(actions[i - 1]))
            while k < len(cps) and cps[k].index <= i:
                if cps[k].index == i:
                    lines.append(cp_line(cps[k]))
                k += 1
        data = "".join(line + "\n" for line in lines).encode("utf-8")
        f = self._open()
        start = f.tell()
        try:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        except OSError as exc:
            self._rollback(start)
            raise SaveFailed(os_reason(exc) + " (the game goes on; it will be saved again "
                             "after the next action)", path=self.path) from None
        self._written = len(actions)
        self._cp_next = k

    def _rollback(self, size: int) -> None:
        """Cut the file back to its last complete line after a failed write."""
        f, self._file = self._file, None
        if f is not None:
            try:
                f.close()
            except OSError:
                pass
        try:
            os.truncate(self.path, size)
        except OSError:
            pass  # the loader's salvage mode still recovers the complete lines

    def close(self) -> None:
        if self._file is not None:
            try:
                self._file.close()
            finally:
                self._file = None

    def __enter__(self) -> Autosave:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

