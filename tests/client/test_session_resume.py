"""Continue / Load (issue 10, §3.3): a save is replayed once -- by ``game.saves.load``, which
keeps the events -- and the session goes on from that state with the same log, events and
hash as the session that played it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import game.saves.reader as reader
import game.session.session as session_mod
from game.engine import GameConfig, Seat
from game.session.session import Session


def _config(seed: int) -> GameConfig:
    return GameConfig(seats=[Seat(name=x, bot=True) for x in ("Ana", "Ben", "Cleo", "Dan")],
                      seed=seed)


def _played(path: Path, actions: int, seed: int = 7) -> Session:
    s = Session(_config(seed), save_path=path)
    while not s.over and len(s.log) < actions:
        s.step_bot()
    return s


def _count_applies(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    calls: list[Any] = []
    real = reader.apply

    def counting(state: Any, action: Any) -> Any:
        calls.append(action)
        return real(state, action)

    monkeypatch.setattr(reader, "apply", counting)
    monkeypatch.setattr(session_mod, "apply", counting)
    return calls


def test_load_replays_each_action_once(tmp_path: Path,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.jsonl"
    live = _played(path, 130)
    live.close()
    calls = _count_applies(monkeypatch)
    loaded = Session.load(path)
    try:
        assert len(calls) == len(live.log) > 100  # once each, not twice
        assert loaded.hash() == live.hash()
        assert loaded.log == live.log
        assert loaded.events == live.events  # the log and the story see the same game
        assert loaded.save_path == path and loaded.last_save_error is None
    finally:
        loaded.close()


def test_loaded_session_goes_on_and_saves(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    live = _played(path, 60, seed=11)
    live.close()
    loaded = Session.load(path)
    for _ in range(25):
        if loaded.over:
            break
        loaded.step_bot()
    loaded.close()
    again = Session.load(path, autosave=False)
    assert again.hash() == loaded.hash() and again.log == loaded.log
    assert again.events == loaded.events


def test_load_appends_to_the_save_instead_of_rewriting_it(tmp_path: Path) -> None:
    """A current save loaded whole is appended to (the same file, its lines kept); the
    game goes on and reloads."""
    path = tmp_path / "game.jsonl"
    live = _played(path, 70, seed=5)
    live.close()
    before = path.read_bytes()
    inode = path.stat().st_ino
    loaded = Session.load(path)
    assert path.stat().st_ino == inode and path.read_bytes() == before  # not rewritten
    for _ in range(40):  # across a checkpoint (100)
        if loaded.over:
            break
        loaded.step_bot()
    loaded.close()
    assert path.read_bytes().startswith(before)
    again = Session.load(path, autosave=False)
    assert again.hash() == loaded.hash() and again.log == loaded.log
    assert path.read_text(encoding="utf-8").count('"checkpoint":100,') == (
        1 if len(loaded.log) >= 100 else 0)


def test_full_save_then_more_actions_reloads(tmp_path: Path) -> None:
    """A full save ends with a checkpoint of the final state; appending after it keeps a
    valid file (that checkpoint is verified on the next load)."""
    live = _played(tmp_path / "auto.jsonl", 73, seed=8)
    path = live.save_as(tmp_path / "full.jsonl")
    live.close()
    loaded = Session.load(path)
    for _ in range(10):
        if loaded.over:
            break
        loaded.step_bot()
    loaded.close()
    again = Session.load(path, autosave=False)
    assert again.hash() == loaded.hash() and again.log == loaded.log


def test_a_last_line_without_line_end_is_rewritten(tmp_path: Path) -> None:
    """Appending to a file whose last line has no line end would glue two lines: such a
    file is rewritten once (atomically) before the game goes on."""
    path = tmp_path / "game.jsonl"
    live = _played(path, 30, seed=9)
    live.close()
    path.write_bytes(path.read_bytes().rstrip(b"\n"))
    inode = path.stat().st_ino
    loaded = Session.load(path)
    assert path.stat().st_ino != inode and path.read_bytes().endswith(b"\n")
    for _ in range(5):
        if loaded.over:
            break
        loaded.step_bot()
    loaded.close()
    again = Session.load(path, autosave=False)
    assert again.hash() == loaded.hash() and again.log == loaded.log


def test_a_save_that_cannot_be_written_says_so_at_load(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch
                                                       ) -> None:
    path = tmp_path / "game.jsonl"
    live = _played(path, 20, seed=4)
    live.close()
    import game.saves.io as save_io

    def refuse(*a: Any, **k: Any) -> Any:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(save_io, "open", refuse, raising=False)
    loaded = Session.load(path)
    assert loaded.last_save_error and "permission" in loaded.last_save_error
    assert loaded.hash() == live.hash()
