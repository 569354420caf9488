"""The turn driver (game.client.table.driver) runs without a window: it steps bot seats through
the session's worker thread, asks for hand-offs between humans, opens prompts and the
viewer's turn, and reports failed autosaves -- all through a plain host object."""

from __future__ import annotations

from typing import Any

import pytest

from game.client.table.driver import TurnDriver
from game.engine import GameConfig, Seat
from game.session.session import Session


class Host:
    """Records what the driver asks for; ``submit`` applies to the session."""

    def __init__(self, session: Session, headless: bool = True) -> None:
        self.session = session
        self.headless = headless
        self.calls: list[tuple] = []
        self.toasts: list[str] = []

    def submit(self, action: Any) -> bool:
        self.calls.append(("submit", action))
        self.session.apply(action)
        return True

    def show_turn(self) -> None:
        self.calls.append(("turn",))

    def open_prompt(self, d: dict[str, Any]) -> None:
        self.calls.append(("prompt", d["kind"], d["player"]))

    def request_handoff(self, seat: int, d: dict[str, Any]) -> None:
        self.calls.append(("handoff", seat))

    def show_game_over(self) -> None:
        self.calls.append(("over",))

    def bot_pause(self) -> float:
        return 0.5

    def toast(self, text: str, seconds: float = 4.0, error: bool = False) -> None:
        self.toasts.append(text)


def test_the_driver_plays_bot_seats_without_a_window():
    s = Session(GameConfig(seats=[Seat(name=n, bot=True) for n in "ABC"], seed=3),
                autosave=False)
    host = Host(s)
    drv = TurnDriver(s, host)
    drv.fast = True  # no thinking pause; the worker thread's choice is waited for
    for _ in range(400):
        if s.over:
            break
        before = len(s.log)
        drv.think()
        drv.step(1 / 60)
        assert len(s.log) == before + 1  # one bot action per step
    assert len(s.log) >= 50
    assert all(c[0] == "submit" for c in host.calls)
    assert drv.viewer is None  # nobody's private panel while bots play


def test_a_bot_waits_for_the_thinking_pause_unless_fast():
    s = Session(GameConfig(seats=[Seat(name=n, bot=True) for n in "ABC"], seed=2),
                autosave=False)
    host = Host(s)
    drv = TurnDriver(s, host)
    drv.step(0.2)  # 0.2 s of the host's 0.5 s pause
    assert host.calls == []
    import time

    deadline = time.monotonic() + 30  # the worker thread may be slow on a loaded machine
    while not host.calls and time.monotonic() < deadline:
        drv.step(0.4)
        time.sleep(0.01)
    assert host.calls and host.calls[0][0] == "submit"


def test_two_humans_get_a_hand_off_then_their_turn():
    s = Session(GameConfig(seats=[Seat(name=n) for n in ("Ana", "Bo", "Cy")], seed=6),
                autosave=False)
    host = Host(s)
    drv = TurnDriver(s, host)
    d = s.decision()
    seat = int(d["player"])
    drv.step(1 / 60)
    from game.client.table.decisions import public_decision

    assert not public_decision(d, s.content)  # the draft: private to its player
    assert host.calls == [("handoff", seat)] and drv.viewer is None
    drv.viewer = seat  # the hand-off screen was passed
    drv.step(1 / 60)
    expected = ("turn",) if d["kind"] == "turn" else ("prompt", d["kind"], seat)
    assert host.calls[-1] == expected


def test_a_lone_human_with_bots_needs_no_hand_off():
    s = Session(GameConfig(seats=[Seat(name="Ana")] + [Seat(name=n, bot=True) for n in "BC"], seed=6),
                autosave=False)
    host = Host(s)
    drv = TurnDriver(s, host)
    drv.fast = True
    for _ in range(200):
        d = s.decision()
        if d is None or not s.is_bot(int(d["player"])):
            break
        drv.step(1 / 60)
    d = s.decision()
    assert d is not None and not s.is_bot(int(d["player"]))
    host.calls.clear()
    drv.step(1 / 60)
    assert all(c[0] != "handoff" for c in host.calls)
    assert drv.viewer == int(d["player"])
    expected = ("turn",) if d["kind"] == "turn" else ("prompt", d["kind"], d["player"])
    assert host.calls[-1] == expected


def test_a_failing_bot_raises_headless_and_falls_back_in_a_window(monkeypatch):
    s = Session(GameConfig(seats=[Seat(name=n, bot=True) for n in "ABC"], seed=2),
                autosave=False)

    def broken(wait: bool = False) -> Any:
        raise RuntimeError("bot bug")

    monkeypatch.setattr(s, "thought", broken)
    drv = TurnDriver(s, Host(s, headless=True))
    drv.fast = True
    with pytest.raises(RuntimeError, match="bot bug"):
        drv.step(1 / 60)
    host = Host(s, headless=False)
    drv = TurnDriver(s, host)
    drv.fast = True
    before = len(s.log)
    drv.step(1 / 60)
    assert len(s.log) == before + 1  # a random legal action kept the game going
    assert host.toasts and "failed" in host.toasts[0] and "bot bug" in host.toasts[0]


def test_a_failed_autosave_is_reported_once():
    s = Session(GameConfig(seats=[Seat(name=n, bot=True) for n in "ABC"], seed=2),
                autosave=False)
    drv = TurnDriver(s, Host(s))
    assert drv.check_saves() is None
    s._save_failures += 1  # what a failed write counts
    s.last_save_error = "disk full"
    assert drv.check_saves() == "Autosave failed: disk full"
    assert drv.check_saves() is None
