"""The turn driver with seats decided at another computer (issue 23): it leaves them alone
-- no bot, no hand-off, no prompt --, keeps a lone human's panel and hides the panel when
several humans are here, as while a bot plays."""

from __future__ import annotations

from game.client.table.driver import TurnDriver
from game.engine import GameConfig, Seat
from game.session.session import Session
from tests.client.test_driver import Host


class Elsewhere(Session):
    """A local game whose seats in ``remote`` are played elsewhere."""

    remote: frozenset[int] = frozenset()

    def plays_here(self, seat: int) -> bool:
        return seat not in self.remote


def _to(s: Session, seat: int) -> None:
    """Play (any legal action) until ``seat`` must decide."""
    for _ in range(500):
        if s.to_move() == seat:
            return
        s.apply(s.legal()[0])
    raise AssertionError("the seat never had to decide")


def test_a_seat_played_elsewhere_is_left_alone():
    s = Elsewhere(GameConfig(seats=[Seat(name=n) for n in "ABC"], seed=4), autosave=False)
    s.remote = frozenset({1})
    host = Host(s)
    d = TurnDriver(s, host)
    assert d.humans == [0, 2]
    d.viewer = 0
    _to(s, 1)
    d.step(0.1)
    assert host.calls == []  # nothing asked of this computer
    assert d.viewer is None and d.resume_seat == 0  # two humans here: the panel hides


def test_a_lone_human_keeps_the_panel_while_others_play_elsewhere():
    s = Elsewhere(GameConfig(seats=[Seat(name=n) for n in "ABC"], seed=4), autosave=False)
    s.remote = frozenset({1, 2})
    host = Host(s)
    d = TurnDriver(s, host)
    assert d.humans == [0]
    _to(s, 1)
    d.step(0.1)
    assert host.calls == [] and d.viewer == 0
