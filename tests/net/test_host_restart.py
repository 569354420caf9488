"""Issue 23 item 4: ``python -m game host`` killed mid-game and restarted from its autosave
(``--resume``); the clients rejoin by themselves with the same codes and play on."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
from pathlib import Path

from game import saves
from game.engine import public_view
from game.net.remote import RemoteGame
from tests.net.conftest import drain, play, wait_until

ROOT = Path(__file__).resolve().parents[2]


def _start(args: list[str]) -> tuple[subprocess.Popen[str], dict[str, str]]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "game", "host", "--bind", "127.0.0.1", *args],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=dict(os.environ),
    )
    out: dict[str, str] = {}
    assert proc.stdout is not None
    for line in proc.stdout:
        key, _, value = line.strip().partition(": ")
        out[key] = value
        if key == "save":
            return proc, out
    raise AssertionError(f"the host did not start: {proc.stderr.read() if proc.stderr else ''}")


def test_host_killed_and_restarted_from_its_autosave(tmp_path):
    save = tmp_path / "hosted.jsonl"
    proc, out = _start(
        [
            "--port",
            "0",
            "--players",
            "4",
            "--bots",
            "2,3",
            "--seed",
            "13",
            "--names",
            "Ana,Bo,Cy,Di",
            "--save",
            str(save),
        ]
    )
    try:
        url = out["host"]
        assert url.startswith("ws://127.0.0.1:")
        assert set(out) >= {"seat 1 Ana", "seat 4 Di", "spectators", "save"}
        a = RemoteGame(url, out["seat 1 Ana"])
        d = RemoteGame(url, out["seat 4 Di"])
        rng = random.Random(4)
        play([a, d], rng, actions=15)
        # the host dies without a word
        proc.send_signal(signal.SIGKILL)
        proc.wait(30)
        wait_until(lambda: a.status == "lost" and d.status == "lost")
        assert "reconnecting" in str(a.waiting_for())
        port = url.rsplit(":", 1)[1]
        proc, again = _start(["--resume", str(save), "--port", port])
        assert again["host"] == url
        assert again["seat 1 Ana"] == "the same code as before"  # codes are not kept
        # the clients rejoin by themselves, with the codes they had
        wait_until(
            lambda: (
                (drain(a) or True) and (drain(d) or True) and a.status == d.status == "connected"
            )
        )
        play([a, d], rng, actions=40)
        # once a human is to decide nothing moves at the host: both tables agree
        wait_until(
            lambda: (
                (drain(a) or True)
                and (drain(d) or True)
                and (a.over or a.to_move() in (0, 3))
                and a.public() == d.public()
            )
        )
        assert len(a.events) == len(d.events)
        assert proc.stdin is not None
        proc.stdin.write("quit\n")
        proc.stdin.flush()
        assert proc.wait(30) == 0
        loaded = saves.load(save)
        assert public_view(loaded.state) == a.public()
        for g in (a, d):
            g.close()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
