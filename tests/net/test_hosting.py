"""Issue 23 item 1: "Host a game" in New game -- each seat a human here, a human elsewhere
or a bot; this computer hosts and plays its seat over loopback; the host panel gives the
invites and hands a seat to a bot and back."""

from __future__ import annotations

import random

from game.net.remote import RemoteGame, parse_invite
from tests.net.conftest import wait_until
from tests.net.test_client_table import app  # noqa: F401  (the fixture)


def test_new_game_hosts_when_a_seat_plays_elsewhere(app):  # noqa: F811
    from game.client.scenes.hosting import HostPanelScene
    from game.client.scenes.newgame import NewGameScene
    from game.client.scenes.table.scene import TableScene

    ng = NewGameScene(app, seats=3, bots=("human", "remote", "normal"))
    app.stack.push(ng)
    ng.seed.value = "12"
    ng.start()
    assert ng.error == ""
    panel = app.stack.top
    assert isinstance(panel, HostPanelScene)
    table = app.stack.visible()[0]
    assert isinstance(table, TableScene)
    me = app.session
    assert isinstance(me, RemoteGame) and me.seat == 0 and me.hosting is not None
    hosting = me.hosting
    # the seat played elsewhere, then the spectators (no bot for them)
    assert [(seat, b is None) for seat, _c, b in panel.rows] == [(1, False), (-1, True)]
    # the invite joins seat 2 from "another computer"
    url, code = parse_invite(hosting.invite(1))
    url = "ws://127.0.0.1:" + url.rsplit(":", 1)[1]
    other = RemoteGame(url, code)
    assert other.seat == 1
    for _ in range(5):
        app.frame(1 / 30, [])
    assert any(s["connected"] for s in panel._seats if s["seat"] == 1)
    # the host hands seat 2 to a bot, then back
    panel.toggle_bot(1)
    assert any(s["by_bot"] for s in hosting.seats() if s["seat"] == 1)
    panel.toggle_bot(1)
    assert not any(s["by_bot"] for s in hosting.seats() if s["seat"] == 1)
    panel.close()
    table.fast = True
    rng = random.Random(1)
    played = 0
    for _ in range(3000):
        if played >= 12 or me.over:
            break
        app.frame(1 / 30, [])
        other.incoming()
        if other.to_move() == 1:
            other.apply(rng.choice(other.legal()))
            played += 1
            continue
        d = me.decision()
        if d is not None and d["player"] == 0 and table.director.idle:
            if app.stack.top is not table:
                app.stack.pop()
            table.submit(rng.choice(me.legal()))
            played += 1
    assert played >= 12
    # the host's pause menu leads back to the seats and invites
    table.open_pause()
    labels = [getattr(w, "label", "") for w in app.stack.top.focus.widgets]
    assert "Seats and invites…" in labels
    # leaving the game closes the host: the other player is disconnected
    app.close_session()
    wait_until(lambda: other.status != "connected")
    other.close()


def test_one_human_here_at_most(app):  # noqa: F811
    from game.client.scenes.newgame import NewGameScene

    ng = NewGameScene(app, seats=3, bots=("human", "human", "remote"))
    app.stack.push(ng)
    ng.start()
    assert "one human here at most" in ng.error
    assert app.stack.top is ng
