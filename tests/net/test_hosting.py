"""Issue 23 item 1: "Host a game" in New game -- each seat a human here, a human elsewhere
or a bot; this computer's table plays the game (hand-offs between the humans here) and
serves the remote seats; the host panel gives the invites and hands a seat to a bot and
back."""

from __future__ import annotations

import random
import threading
import time

from game.net.remote import RemoteGame, parse_invite
from tests.net.conftest import drain, wait_until
from tests.net.test_client_table import app  # noqa: F401  (the fixture)


def _remote_player(game: RemoteGame, stop: threading.Event, played: list[int]) -> None:
    """Another computer: plays its seat whenever it must act."""
    rng = random.Random(5)
    while not stop.is_set() and not game.over:
        drain(game)
        if game.to_move() == game.seat and game.plays_here(game.seat) and game.legal():
            try:
                game.apply(rng.choice(game.legal()))
                played.append(1)
            except Exception:
                pass  # e.g. the seat was handed to a bot meanwhile
        stop.wait(0.005)


def _local_url(invite: str) -> tuple[str, str]:
    url, code = parse_invite(invite)
    return "ws://127.0.0.1:" + url.rsplit(":", 1)[1], code


def test_new_game_hosts_when_a_seat_plays_elsewhere(app):  # noqa: F811
    from game.client.scenes.hosting import HostPanelScene
    from game.client.scenes.newgame import NewGameScene
    from game.client.scenes.table.scene import TableScene
    from game.net.localhost import HostedSession

    ng = NewGameScene(app, seats=3, bots=("human", "remote", "normal"))
    app.stack.push(ng)
    ng.seed.value = "12"
    ng.start()
    assert ng.error == ""
    panel = app.stack.top
    assert isinstance(panel, HostPanelScene)
    table = app.stack.visible()[0]
    assert isinstance(table, TableScene)
    session = app.session
    assert isinstance(session, HostedSession) and session.hosting is panel.hosting
    hosting = session.hosting
    # the seat played elsewhere, then the spectators (no bot for them)
    assert [(seat, b is None) for seat, _c, b in panel.rows] == [(1, False), (-1, True)]
    assert session.plays_here(0) and not session.plays_here(1) and session.plays_here(2)
    # the invite joins seat 2 from "another computer" (its own thread: the host answers
    # from this thread's frames)
    joined: list[RemoteGame] = []
    t = threading.Thread(target=lambda: joined.append(RemoteGame(*_local_url(hosting.invite(1)))))
    t.start()
    wait_until(lambda: (app.frame(1 / 30, []) or True) and not t.is_alive())
    other = joined[0]
    assert other.seat == 1
    wait_until(
        lambda: (app.frame(1 / 30, []) or True)
        and any(s["connected"] for s in panel._seats if s["seat"] == 1)
    )
    # the host hands seat 2 to a bot, then back
    panel.toggle_bot(1)
    assert session.is_bot(1) and session.plays_here(1)
    panel.toggle_bot(1)
    assert not session.is_bot(1) and not session.plays_here(1)
    panel.close()
    table.fast = True
    stop = threading.Event()
    played: list[int] = []
    player = threading.Thread(target=_remote_player, args=(other, stop, played))
    player.start()
    rng = random.Random(1)
    mine = waits = 0
    deadline = time.monotonic() + 90  # wall time, not frames: the other computer's
    try:  # thread may be slow on a loaded machine
        while time.monotonic() < deadline:
            if (mine >= 8 and len(played) >= 8) or session.over:
                break
            app.frame(1 / 30, [])
            d = session.decision()
            if d is not None and d["player"] == 1 and table.director.idle:
                waits += session.waiting_for() is not None
            if d is not None and d["player"] == 0 and table.director.idle:
                if app.stack.top is not table:
                    app.stack.pop()
                if table.submit(rng.choice(session.legal())):
                    mine += 1
    finally:
        stop.set()
        player.join(10)
    assert mine >= 8 and len(played) >= 8 and waits > 0
    # both computers see the same game
    wait_until(
        lambda: (
            (app.frame(1 / 30, []) or True)
            and drain(other) is not None
            and other.public() == session.public()
        )
    )
    # the host's pause menu leads back to the seats and invites
    table.open_pause()
    labels = [getattr(w, "label", "") for w in app.stack.top.focus.widgets]
    assert "Seats and invites…" in labels
    # leaving the game closes the host: the other player is disconnected
    app.close_session()
    wait_until(lambda: other.status != "connected")
    other.close()


def test_two_humans_here_keep_their_hand_offs(app):  # noqa: F811
    from game.client.scenes.newgame import NewGameScene

    ng = NewGameScene(app, seats=3, bots=("human", "human", "remote"))
    app.stack.push(ng)
    ng.start()
    assert ng.error == ""
    session = app.session
    table = app.stack.visible()[0]
    assert table.driver.humans == [0, 1]  # hand-offs between these two, as at any table
    assert [session.plays_here(i) for i in range(3)] == [True, True, False]
    app.close_session()


def test_a_game_hosted_from_new_game_resumes_headless():
    """``python -m game host --resume`` of a game hosted from New game: the remote seats
    keep their codes, the seat played at the hosting computer (no code) goes to a bot."""
    from game.client.scenes.hosting import start_hosting
    from game.content.loader import load_base
    from game.engine import GameConfig, Seat
    from game.net.cli import resume_hosted

    cfg = GameConfig(
        seats=[Seat(name="Hana"), Seat(name="Jonas"), Seat(name="Cleo", bot=True)], seed=8
    )
    hosting, session = start_hosting(cfg, load_base(), {1}, port=0)
    save = session.save_path
    session.close()
    game = resume_hosted(save)
    try:
        assert game.remote == {1} and game.by_bot == {0}
        assert game.codes.seat_of(hosting.codes[1]) == 1
    finally:
        game.session.close()


def test_a_hosted_game_opened_again_is_hosted_again_with_the_same_codes(app):  # noqa: F811
    """Issue 23 item 4 from the game: the host's computer closed (or crashed); opening the
    save again (Load, Continue) offers "Host again" -- on the port it had, the players
    elsewhere rejoin with the invites they had, the seats played here stay here; "Play
    here" opens it as a game at this computer."""
    from game.client.scenes.dialog import ConfirmScene
    from game.client.scenes.hosting import HostPanelScene, start_hosting
    from game.client.scenes.loadgame import open_save
    from game.content.loader import load_base
    from game.engine import GameConfig, Seat
    from game.net.localhost import HostedSession

    cfg = GameConfig(
        seats=[Seat(name="Hana"), Seat(name="Jonas"), Seat(name="Cleo", bot=True)], seed=8
    )
    first, session = start_hosting(cfg, load_base(), {1}, port=0)
    save, invite, port = session.save_path, first.invite(1), first.port
    session.close()
    # "Play here": a game at this computer, nobody served
    assert open_save(app, save)
    ask = app.stack.top
    assert isinstance(ask, ConfirmScene) and ask.title == "Players on other computers"
    ask._no()
    assert app.session.hosted is None and app.session.plays_here(1)
    # "Host again": the same port, the old invite joins seat 2
    assert open_save(app, save)
    app.stack.top._yes()
    panel = app.stack.top
    assert isinstance(panel, HostPanelScene) and panel.hosting.port == port
    again = app.session
    assert isinstance(again, HostedSession) and again.hosted.remote == {1}
    assert again.plays_here(0) and not again.plays_here(1)
    assert panel.hosting.invite(1) is None  # only the hashes were kept
    panel.copy(1)  # says so instead of copying nothing
    assert "invite they had" in app.toasts[-1].text
    joined: list[RemoteGame] = []
    t = threading.Thread(target=lambda: joined.append(RemoteGame(*_local_url(invite))))
    t.start()
    wait_until(lambda: (app.frame(1 / 30, []) or True) and not t.is_alive())
    assert joined and joined[0].seat == 1
    joined[0].close()
    app.close_session()


def test_a_damaged_seat_codes_file_is_told_and_the_game_goes_on_here(app):  # noqa: F811
    """A side file that is not ours (damaged, edited): "Host again" says why in a message
    and the game stays open at this computer; the save is untouched."""
    from game.client.scenes.dialog import MessageScene
    from game.client.scenes.hosting import start_hosting
    from game.client.scenes.loadgame import open_save
    from game.content.loader import load_base
    from game.engine import GameConfig, Seat
    from game.net.codes import side_path

    cfg = GameConfig(
        seats=[Seat(name="Hana"), Seat(name="Jonas")] + [Seat(name="Cleo", bot=True)], seed=9
    )
    _first, session = start_hosting(cfg, load_base(), {1}, port=0)
    save = session.save_path
    session.close()
    side_path(save).write_text('{"format": "nope"}')
    before = save.read_bytes()
    assert open_save(app, save)
    app.stack.top._yes()
    top = app.stack.top
    assert isinstance(top, MessageScene) and top.title == "The game cannot be hosted"
    assert "not a seat codes file" in top.body
    assert app.session.hosted is None and not app.session.over  # played here
    assert save.read_bytes() == before
    app.close_session()
