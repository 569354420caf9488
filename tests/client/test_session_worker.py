"""Work off the frame (game.session.worker): bots think on a copy of the state in a worker
thread, the autosave writes from a writer thread.  Same game, same file as doing it all on
the frame; a failed write is reported and caught up; nothing is lost at quit."""

from __future__ import annotations

import errno
import os
import time
from pathlib import Path

import pytest

from game import saves
from game.engine import GameConfig, Seat
from game.session.session import BotError, Session


def config(seed: int = 4, n: int = 4) -> GameConfig:
    return GameConfig(seats=[Seat(name=x, bot=True) for x in ("Ana", "Ben", "Cleo", "Dan")[:n]],
                      seed=seed)


def _body(path: Path) -> list[str]:
    """The file's lines after the header (the header holds the creation time)."""
    return path.read_text(encoding="utf-8").splitlines()[1:]


def test_bot_thinking_in_the_worker_plays_the_same_game_in_order():
    a, b = Session(config(7), autosave=False), Session(config(7), autosave=False)
    for _ in range(150):
        if a.over:
            break
        before = a.hash()
        assert a.think()
        action = a.thought(wait=True)
        assert a.hash() == before  # the bot worked on a copy
        a.apply(action)
        b.step_bot()
    assert len(a.log) == 150 and a.log == b.log and a.hash() == b.hash()
    a.close()


def test_thought_is_none_until_asked_and_only_for_the_current_decision():
    s = Session(config(3), autosave=False)
    assert s.thought() is None  # nobody asked
    s.think()
    s.think()  # asking again about the same decision starts nothing new
    action = s.thought(wait=True)
    assert action is not None and s.thought() is None  # handed out once
    s.think()
    s.apply(s.bot_action())  # the decision moved on without the thought
    assert s.thought(wait=True) is None
    s.close()


def test_a_bot_bug_in_the_worker_surfaces_in_the_owner_thread():
    s = Session(config(5), autosave=False)

    class Broken:
        def choose(self, legal, view):
            raise ZeroDivisionError("bot bug")

    class Cheat:
        def choose(self, legal, view):
            return "not an action"

    s._bots = {i: Broken() for i in range(s.n)}
    s.think()
    with pytest.raises(ZeroDivisionError):
        s.thought(wait=True)
    s._bots = {i: Cheat() for i in range(s.n)}
    s.think()
    with pytest.raises(BotError):
        s.thought(wait=True)
    assert s.log == []
    s.close()


def test_background_saves_write_the_same_file_as_synchronous_saves(tmp_path):
    sync = Session(config(11), save_path=tmp_path / "sync.jsonl")
    bg = Session(config(11), save_path=tmp_path / "bg.jsonl", background_saves=True)
    for _ in range(130):  # past a few checkpoints
        if sync.over:
            break
        sync.step_bot()
        bg.step_bot()
    bg.autosave()  # waits for the writer
    assert bg.last_save_error is None and bg.save_failures == 0
    assert _body(tmp_path / "bg.jsonl") == _body(tmp_path / "sync.jsonl")
    bg.close()
    sync.close()
    loaded = saves.load(tmp_path / "bg.jsonl")
    assert len(loaded.log.actions) == len(bg.log) and loaded.final_hash == bg.hash()


def test_nothing_handed_to_the_writer_is_lost_at_close(tmp_path):
    s = Session(config(2), save_path=tmp_path / "g.jsonl", background_saves=True)
    for _ in range(60):
        s.step_bot()
    s.close()  # straight after the last action
    again = Session.load(tmp_path / "g.jsonl", autosave=False)
    assert again.log == s.log and again.hash() == s.hash()


def test_a_full_disk_is_reported_and_the_writer_catches_up(tmp_path, monkeypatch):
    path = tmp_path / "g.jsonl"
    s = Session(config(8), save_path=path, background_saves=True)
    for _ in range(5):
        s.step_bot()
    s.autosave()
    real_fsync = os.fsync

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    s.step_bot()
    s.step_bot()
    s.autosave()  # waits, tries once more: still full
    assert s.last_save_error is not None and "disk is full" in s.last_save_error
    assert s.save_failures >= 2
    assert len(saves.load(path, salvage=True).log.actions) == 5  # rolled back, not damaged
    monkeypatch.setattr(os, "fsync", real_fsync)
    s.step_bot()
    s.autosave()
    assert s.last_save_error is None
    s.close()
    loaded = saves.load(path)
    assert len(loaded.log.actions) == 8 and loaded.final_hash == s.hash()


def test_a_write_still_failing_at_close_stays_reported(tmp_path, monkeypatch):
    s = Session(config(8), save_path=tmp_path / "g.jsonl", background_saves=True)
    s.step_bot()

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    s.step_bot()
    s.close()
    assert s.last_save_error is not None and "disk is full" in s.last_save_error


def test_the_table_shows_a_failed_background_write(app, tmp_path, monkeypatch):
    from game.client.scenes.table.scene import TableScene

    s = Session(config(6, n=3), save_path=tmp_path / "g.jsonl", background_saves=True)
    app.session = s
    t = TableScene(app, s)
    t.fast = True
    app.stack.push(t)

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    for _ in range(60):
        app.frame(1 / 30, [])
        if any("Autosave failed" in toast.text for toast in app.toasts):
            break
    assert len(s.log) > 0
    assert any("Autosave failed" in toast.text and "disk is full" in toast.text
               for toast in app.toasts)


def test_the_table_plays_bots_from_the_worker_without_waiting(app, tmp_path):
    """Not in fast mode: a bot's answer is picked up on a later frame when ready; the game
    moves on and the autosave file holds every action once the session is closed."""
    from game.client.scenes.table.scene import TableScene

    app.settings.animation_speed = 8.0
    s = Session(config(9), save_path=tmp_path / "g.jsonl", background_saves=True)
    app.session = s
    t = TableScene(app, s)
    app.stack.push(t)
    # bounded by wall time, not by a frame count: on a loaded machine the worker thread
    # may need many frames per answer (frames here are nearly free)
    deadline = time.monotonic() + 120
    while len(s.log) < 25 and time.monotonic() < deadline:
        app.frame(1 / 30, [])
        time.sleep(0.001)  # let the worker thread run
    assert len(s.log) >= 25
    log = list(s.log)
    app.close_session()
    assert Session.load(tmp_path / "g.jsonl", autosave=False).log == log


def test_a_loaded_game_goes_on_appending_from_the_writer_thread(tmp_path):
    path = tmp_path / "g.jsonl"
    s = Session(config(3), save_path=path, background_saves=True)
    for _ in range(20):
        s.step_bot()
    s.close()
    head = path.read_bytes()
    again = Session.load(path, background_saves=True)
    for _ in range(10):
        again.step_bot()
    again.close()
    assert path.read_bytes().startswith(head)  # appended to, not written anew
    final = Session.load(path, autosave=False)
    assert len(final.log) == 30 and final.log == again.log and final.hash() == again.hash()
