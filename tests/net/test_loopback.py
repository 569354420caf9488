"""Issue 23: whole games over loopback -- two remote humans (scripts) and two bots; drop
and rejoin; a seat handed to a bot and back; spectators."""

from __future__ import annotations

import random

from game import saves
from game.engine import public_view
from game.net.codes import SPECTATOR
from game.net.remote import JoinError, RemoteGame
from tests.net.conftest import as_sent, config, drain, play, wait_until


def test_full_four_player_game_two_remote_humans_two_bots(host):
    h = host(config("ABCD", bots="BC", seed=11))
    a = RemoteGame(h.url, h.codes[0])
    d = RemoteGame(h.url, h.codes[3])
    assert (a.seat, d.seat) == (0, 3)
    played = play([a, d], random.Random(5))
    assert played > 10
    wait_until(lambda: (drain(a) or True) and (drain(d) or True) and a.over and d.over)
    final = h.call(lambda: public_view(h.game.session.state))
    assert a.public() == final and d.public() == final
    n = h.call(lambda: len(h.game.session.log))
    assert len(a.log) == len(d.log) == n
    # each seat's log is the host's events redacted for it
    ev = h.call(lambda: list(h.game.session.events))

    assert a.events == as_sent(ev, 0)
    assert d.events == as_sent(ev, 3)
    # the host alone kept the autosave: it replays to the same game
    h.call(h.game.session.autosave)
    loaded = saves.load(h.game.session.save_path)
    from game.engine import state_hash

    assert state_hash(loaded.state) == h.hash()
    # the codes are not in the save, only hashed beside it
    text = h.game.session.save_path.read_text()
    for code in h.codes.values():
        assert code not in text
    side = h.game.session.save_path.with_name(h.game.session.save_path.name + ".seats")
    assert all(code not in side.read_text() for code in h.codes.values())
    a.close()
    d.close()


def test_wrong_code_is_refused_and_spectator_sees_public_view(host):
    h = host(config("ABC", bots="B"))
    try:
        RemoteGame(h.url, "not-a-code")
    except JoinError as exc:
        assert "wrong code" in str(exc.reason)
    else:
        raise AssertionError("a wrong code joined")
    spec = RemoteGame(h.url, h.codes[SPECTATOR])
    assert spec.seat is None and spec.spectator
    a = RemoteGame(h.url, h.codes[0])
    c = RemoteGame(h.url, h.codes[2])
    play([a, c], random.Random(2), actions=15)
    n = h.call(lambda: len(h.game.session.log))
    wait_until(lambda: (drain(spec) or True) and len(spec.log) >= n)
    assert "me" not in spec.public()
    assert spec.view(0) == spec.public()  # no seat's view is on a spectator's computer
    from game.engine.actions import EndTurn

    try:
        spec.apply(EndTurn(actor=0))
    except Exception as exc:
        assert "spectator" in str(exc)
    for g in (spec, a, c):
        g.close()


def test_drop_and_rejoin_then_bot_and_back(host):
    h = host(config("ABCD", bots="BC", seed=3))
    a = RemoteGame(h.url, h.codes[0])
    d = RemoteGame(h.url, h.codes[3])
    rng = random.Random(9)
    play([a, d], rng, actions=12)
    # d drops: the host marks the seat waiting, a's table says so when d must act
    d.close()
    wait_until(lambda: not h.call(h.game.connected, 3))
    play([a], rng, until=lambda: a.to_move() == 3 or a.over)
    wait_until(
        lambda: (drain(a) or True) and any(not s["connected"] for s in a.seats() if s["seat"] == 3)
    )
    if not a.over:
        assert "disconnected" in str(a.waiting_for())
    # rejoin with the same code: the current state and the whole log of that seat
    d2 = RemoteGame(h.url, h.codes[3])

    ev = h.call(lambda: list(h.game.session.events))
    assert d2.events == as_sent(ev, 3)
    assert d2.view(3) == h.call(lambda: h.game.session.view(3))
    wait_until(lambda: (drain(a) or True) and all(s["connected"] for s in a.seats() if s["remote"]))
    # one connection per seat: a second join with the code takes the seat over
    d3 = RemoteGame(h.url, h.codes[3])
    wait_until(lambda: (drain(d2) or True) and d2.fatal is not None)
    assert "another connection" in d2.fatal
    # the host hands seat 4 to a bot: the game goes on without it, then it is handed back
    h.call(h.game.set_bot, 3, True)
    wait_until(lambda: (drain(d3) or True) and not d3.plays_here(3))
    before = len(d3.log)
    play([a], rng, actions=8)
    wait_until(lambda: (drain(d3) or True) and (len(d3.log) > before or d3.over))
    h.call(h.game.set_bot, 3, False)
    wait_until(lambda: (drain(d3) or True) and d3.plays_here(3))
    play([a, d3], rng, actions=10)
    for g in (a, d3):
        g.close()
