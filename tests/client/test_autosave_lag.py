"""Issue 20 item 3: the background autosave never falls more than one action behind.

Bots playing in a tight loop used to run far ahead of the writer thread (a kill lost up to
119 actions); now ``Session.apply`` hands an action to the writer only once the previous
one is written, so whatever the pace and the disk, a crash loses at most the action being
written (docs/SAVES.md, Writing).  The disk is made slow (``os.fsync`` sleeps), the bots
play as fast as they can; in-process the file is checked after every action, and a real
process is killed (SIGKILL) at random moments and its file counted."""

from __future__ import annotations

import os
import random
import signal
import struct
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.engine import GameConfig, Seat
from game.session.session import Session

ROOT = Path(__file__).resolve().parents[2]


def _seats() -> list[Seat]:
    return [Seat(name=x, bot=True, bot_kind="normal") for x in ("Ana", "Ben", "Cleo", "Dan")]


def actions_in(path: Path) -> int:
    """Complete action lines in a save file (a torn last line does not count)."""
    data = path.read_bytes()
    lines = data.split(b"\n")
    if not data.endswith(b"\n"):
        lines.pop()  # cut off by the kill
    return sum(1 for line in lines if line.startswith(b'{"a":'))


def test_the_file_is_never_more_than_one_action_behind(tmp_path, monkeypatch):
    real_fsync = os.fsync

    def slow_fsync(fd: int) -> None:  # a disk much slower than the bots
        time.sleep(0.01)
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", slow_fsync)
    path = tmp_path / "lag.jsonl"
    s = Session(GameConfig(seats=_seats(), seed=1), save_path=path, background_saves=True)
    try:
        behind = []
        for _ in range(60):
            s.step_bot()
            behind.append(len(s.log) - actions_in(path))
        assert max(behind) <= 1, behind
    finally:
        s.close()
    assert actions_in(path) == len(s.log)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_a_killed_game_loses_at_most_the_last_action(tmp_path):
    rng = random.Random(20)
    lost = []
    for run in range(4):
        save, counter = tmp_path / f"kill{run}.jsonl", tmp_path / f"count{run}"
        counter.write_bytes(b"\0" * 8)
        target = rng.randrange(5, 100)  # kill after this many actions, and a moment more
        child = subprocess.Popen(
            [sys.executable, "-m", "tests.client.autosave_kill_child", str(save),
             str(counter), "0.005", "1"], cwd=ROOT)
        try:
            deadline = time.monotonic() + 120
            while time.monotonic() < deadline:
                n = struct.unpack("<q", counter.read_bytes())[0]
                if n >= target or n < 0 or child.poll() is not None:
                    break
                time.sleep(0.001)
            time.sleep(rng.random() * 0.01)
            os.kill(child.pid, signal.SIGKILL)
        finally:
            child.kill()
            child.wait()
        applied = struct.unpack("<q", counter.read_bytes())[0]
        assert applied > 0, "the game ended before the kill (or never started)"
        lost.append(applied - actions_in(save))
    assert max(lost) <= 1, lost
