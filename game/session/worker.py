"""Work a session does off the frame: bots thinking and the autosave's writes.

The engine stays single-threaded: the session's state is only ever read and changed by the
thread that owns the session (the client's frame thread).  The helpers here work on what
that thread hands them:

* :class:`BotThinker` -- a bot chooses its action on a *copy* of the state in a worker
  thread (``legal_actions``, ``player_view`` and the bot's ``choose`` on the copy); the
  owner applies the answer when it is ready.  One question at a time, in order, so a bot's
  own random choices come out as they would without the thread.
* :class:`SaveWriter` -- the autosave's appends (write + fsync) on a writer thread.  The
  owner records each action in the session's log as before (checkpoints are taken from the
  live state there); the writer keeps its own copy of the log, appends what it is handed,
  in order, and writes it with :meth:`game.saves.Autosave.flush`.  One action at a time:
  handing over an action waits until the one before is written, so the file is at most
  one action behind the game (the write overlaps the next action's work, never more).  A failed write (a full
  disk) is kept as ``error`` and counted in ``failures``, and retried with the next action
  and at :meth:`SaveWriter.drain` / :meth:`SaveWriter.close`, which wait for every write
  handed over so far: nothing handed over is lost at quit.
"""

from __future__ import annotations

import copy
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from game import saves
from game.engine import State, legal_actions, player_view


class BotError(RuntimeError):
    """A bot chose an action that is not legal now."""


def snapshot(state: State) -> State:
    """A deep copy of ``state`` for another thread to read (the content packs, read-only
    and large, are shared)."""
    return copy.deepcopy(state, {id(state.content): state.content})


def choose(state: State, seat: int, bot: Any, who: str) -> Any:
    """The bot's action for ``seat`` in ``state`` (raises :class:`BotError` when the bot
    answers with an action that is not legal)."""
    legal = legal_actions(state)
    if not legal:
        raise RuntimeError("no legal action")
    bind = getattr(bot, "bind_state", None)
    if bind is not None:  # a searching bot (hard) samples from this very state
        bind(state)
    choice = bot.choose(legal, player_view(state, seat))
    if choice not in legal:
        raise BotError(f"the {who} chose an action that is not legal now: {choice!r}")
    return choice


class BotThinker:
    """Bots' questions answered in one worker thread, each about a snapshot."""

    def __init__(self) -> None:
        self._pool: ThreadPoolExecutor | None = None
        self._job: tuple[Any, Future[Any]] | None = None  # (what it is about, answer)

    def ask(self, key: Any, state: State, seat: int, bot: Any, who: str) -> None:
        """Start thinking about ``key`` (e.g. the number of actions played) unless that is
        already being thought about."""
        if self._job is not None and self._job[0] == key:
            return
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        self._job = (key, self._pool.submit(choose, snapshot(state), seat, bot, who))

    def asked(self, key: Any) -> bool:
        return self._job is not None and self._job[0] == key

    def answer(self, key: Any, wait: bool = False) -> Any | None:
        """The action thought out for ``key`` once it is ready (None before; with ``wait``
        it waits).  A bot's error is raised here, in the owner's thread."""
        job = self._job
        if job is None or job[0] != key:
            return None
        if not wait and not job[1].done():
            return None
        self._job = None
        return job[1].result()

    def close(self) -> None:
        self._job = None
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None


class SaveWriter:
    """Appends to one autosave file from a writer thread (see the module docstring)."""

    def __init__(self, path: Path, log: saves.GameLog, resume: bool = False,
                 state: Any = None) -> None:
        """``resume``: the file already holds ``log`` (``Autosave.resume``), else it is
        written anew at once (``Autosave.create``; with ``state``, the game after the log's
        last action, it ends with a checkpoint of it for the save list)."""
        # the writer's own copy of the log: only the writer thread changes it from now on
        self.log = saves.GameLog(log.header, list(log.actions), list(log.checkpoints))
        if resume:
            self.auto = saves.Autosave.resume(path, self.log)
        else:
            self.auto = saves.Autosave.create(path, self.log, state)
        self.error: str | None = None
        self.failures = 0  # failed writes so far
        self._pool: ThreadPoolExecutor | None = ThreadPoolExecutor(
            max_workers=1, thread_name_prefix="autosave")
        self._last: Future[None] | None = None

    def append(self, action: Any, checkpoint: Any = None) -> None:
        """Hand over one action (and the checkpoint the session's log took after it).

        The write of the action before must be done first: when it is not (a slow disk,
        bots playing faster than it), this waits for it.  So the file is never more than
        the action being written behind the game, whatever the pace and the disk: a crash
        loses at most the last action (docs/SAVES.md, Writing)."""
        if self._pool is None:
            raise RuntimeError("the autosave is closed")
        last = self._last
        if last is not None and not last.done():
            last.result()  # (a failed write is kept in ``error``, never raised)
        self._last = self._pool.submit(self._write, action, checkpoint)

    def _write(self, action: Any = None, checkpoint: Any = None) -> None:
        if action is not None:
            self.log.actions.append(action)
            if checkpoint is not None:
                self.log.checkpoints.append(checkpoint)
        try:
            self.auto.flush()
            self.error = None
        except Exception as exc:  # kept for the player; the next write tries again
            self.error = str(exc)
            self.failures += 1

    def drain(self) -> str | None:
        """Wait for every write handed over; when the last one failed, try once more.
        Returns the error that remains (None: everything is in the file)."""
        last = self._last
        if last is not None:
            last.result()
        if self.error is not None and self._pool is not None:
            self._pool.submit(self._write).result()
        return self.error

    def close(self) -> str | None:
        """Drain, stop the thread and close the file; returns the error that remains."""
        if self._pool is None:
            return self.error
        try:
            error = self.drain()
        finally:
            self._pool.shutdown(wait=True)
            self._pool = None
            self.auto.close()
        return error
