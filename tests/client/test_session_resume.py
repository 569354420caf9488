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
