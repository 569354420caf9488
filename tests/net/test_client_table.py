"""Issue 23 item 6: the table plays a remote game through the same seam as a local one --
the joined seat's table, a scripted second remote human and two bots at the host."""

from __future__ import annotations

import random

import pytest

from game.net.remote import RemoteGame
from game.session.gamelike import GameLike
from tests.client.test_privacy import drawn_text
from tests.net.conftest import config, drain, ticking, wait_until


@pytest.fixture
def app():
    from game.client.headless import headless_app

    a = headless_app((1280, 720))
    yield a
    a.close_session()
    a.stack.clear()
    import pygame

    pygame.quit()


def test_local_session_and_remote_game_have_the_same_shape(host):
    from game.session.session import Session

    h = host(config("AB", seed=2))
    remote = RemoteGame(h.url, h.codes[0])
    assert isinstance(remote, GameLike)
    assert isinstance(Session(config("AB"), autosave=False), GameLike)
    remote.close()


def test_joined_table_plays_a_whole_game(app, host):
    from game.client.scenes.join import open_remote
    from game.client.scenes.prompt import DraftScene, PromptScene
    from game.client.scenes.table.scene import TableScene

    h = host(config("ABCD", bots="BC", seed=21))
    me = RemoteGame(h.url, h.codes[0])
    other = RemoteGame(h.url, h.codes[3])
    table = open_remote(app, me)
    assert isinstance(table, TableScene) and app.session is me
    table.fast = True
    rng = random.Random(6)
    mine = waits = 0
    checked = 0
    for _ in ticking(240):
        if me.over:
            break
        app.frame(1 / 30, [])
        drain(other)
        top = app.stack.top
        d = me.decision()
        if other.to_move() == 3 and not other.over:
            # the other human moves once this table knows it is their turn: it says so
            if d is not None and d["player"] == 3:
                waits += top is table and table.session.waiting_for() is not None
                other.apply(rng.choice(other.legal()))
            continue
        if d is None or d["player"] != 0 or not table.director.idle:
            continue
        assert table.viewer == 0  # no hand-off screens for a remote player
        text = drawn_text(table.drawn_data())
        from tests.client.test_privacy import private_tokens

        others = h.call(lambda: private_tokens(h.game.session, 3))
        checked += 1
        for token in others - set(me.view(0)["me"]["hand"]):
            assert f"'{token}'" not in text and f'"{token}"' not in text
        if isinstance(top, (DraftScene, PromptScene)):
            app.stack.pop()
        if table.submit(rng.choice(me.legal())):
            mine += 1
    wait_until(lambda: (app.frame(1 / 30, []) or True) and me.over)
    assert mine > 10 and waits > 0 and checked > 10
    # the table shows what the host has: the same public view
    from game.engine import public_view

    assert table.session.public() == h.call(lambda: public_view(h.game.session.state))
    other.close()


def test_table_says_who_it_waits_for(app, host):
    from game.client.scenes.join import open_remote
    from game.client.table.netstatus import status_text

    h = host(config("AB", seed=3))
    me = RemoteGame(h.url, h.codes[0])
    table = open_remote(app, me)
    table.fast = True
    # seat 2 never joined: when it must decide, the table says so
    for _ in ticking(60):
        app.frame(1 / 30, [])
        d = me.decision()
        if d is not None and d["player"] == 1:
            break
        if app.stack.top is not table:
            app.stack.pop()
        if d is not None and d["player"] == 0 and table.director.idle:
            table.submit(me.legal()[0])
    assert status_text(table) == "Waiting for BBB (disconnected)"
    other = RemoteGame(h.url, h.codes[1])
    wait_until(lambda: (app.frame(1 / 30, []) or True) and status_text(table) == "Waiting for BBB")
    h.call(h.game.set_bot, 1, True)
    wait_until(
        lambda: (
            (app.frame(1 / 30, []) or True)
            and (
                me.over or me.to_move() == 0 or status_text(table) == "A bot plays for BBB for now"
            )
        )
    )
    other.close()
    # the pause menu of a remote game has no Save as / Load: the host keeps the save
    table.open_pause()
    labels = [getattr(w, "label", "") for w in app.stack.top.focus.widgets]
    assert "Save as…" not in labels and "Return to title" in labels


def test_join_a_game_from_the_title(app, host):
    from game.client.scenes.join import JoinScene
    from game.client.scenes.table.scene import TableScene
    from game.client.scenes.title import TitleScene

    h = host(config("AB", seed=4))
    app.stack.push(TitleScene(app))
    app.frame(1 / 30, [])
    app.stack.top.join_game()
    join = app.stack.top
    assert isinstance(join, JoinScene)
    # a wrong code: the reason, and the scene stays
    join.address.value = h.url.removeprefix("ws://")
    join.code.value = "nope"
    join.join()
    wait_until(lambda: (app.frame(1 / 30, []) or True) and join.error)
    assert "wrong code" in join.error and app.stack.top is join
    # the whole invite pasted into the address field
    join.address.value = f"{h.url}#{h.codes[1]}"
    join.code.value = ""
    join.join()
    wait_until(
        lambda: (
            (app.frame(1 / 30, []) or True)
            and isinstance(app.stack.top, TableScene)
            or app.stack.top is not join
        )
    )
    assert isinstance(app.session, RemoteGame) and app.session.seat == 1
