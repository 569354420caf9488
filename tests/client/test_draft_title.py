"""The private draft and the title screen: keys that did nothing or too much (issue 12
items 6 and 7)."""

from __future__ import annotations

import pygame

from game.engine import GameConfig, Seat
from game.session.session import Session


def key(k: int):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def draft_scene(app):
    from game.client.scenes.prompt import DraftScene
    from game.client.scenes.table.scene import TableScene

    s = Session(GameConfig(seats=[Seat(name="Ana"), Seat(name="Bot1", bot=True),
                                  Seat(name="Bot2", bot=True)], seed=8))
    t = TableScene(app, s)
    t.fast = True
    app.stack.push(t)
    for _ in range(600):
        app.frame(1 / 30, [])
        if isinstance(app.stack.top, DraftScene):
            return s, t, app.stack.top
    raise AssertionError("no draft")


def test_esc_in_the_draft_opens_the_menu(app):
    from game.client.scenes.dialog import PauseScene

    _, _, draft = draft_scene(app)
    app.frame(1 / 30, [key(pygame.K_ESCAPE)])
    assert isinstance(app.stack.top, PauseScene)  # did nothing before
    app.frame(1 / 30, [key(pygame.K_ESCAPE)])
    assert app.stack.top is draft


def test_draft_keep_and_leader_are_separate_choices(app):
    s, _, d = draft_scene(app)
    a, b = d.dealt[0], d.dealt[1]
    d.toggle(a)
    d.toggle(b)
    assert d.keep == [a, b] and d.leader == a  # the first kept leads until changed
    d.make_leader(b)
    assert d.leader == b
    d.toggle(b)  # pressing the leader's card returns it; the leader moves to a kept one
    assert d.keep == [a] and d.leader == a
    d.toggle(b)
    d.toggle(b)  # keep / return is a plain toggle: a kept card is never made leader by it
    assert d.keep == [a] and d.leader == a
    d.make_leader(b)  # naming an unkept survivor leader keeps it
    assert d.keep == [a, b] and d.leader == b
    app.frame(1 / 30, [key(pygame.K_l)])  # L: the next kept survivor leads
    assert d.leader == a
    n = len(s.log)
    d.confirm()
    assert len(s.log) == n + 1
    draft = s.log[-1]
    assert set(draft["keep"]) == {a, b} and draft["leader"] == a


def test_esc_on_the_title_asks_before_quitting(app):
    from game.client.scenes.dialog import ConfirmScene
    from game.client.scenes.title import TitleScene

    title = TitleScene(app)
    app.stack.push(title)
    app.frame(1 / 30, [])
    app.frame(1 / 30, [key(pygame.K_ESCAPE)])
    assert app.running is True  # quit at once before
    assert isinstance(app.stack.top, ConfirmScene)
    app.frame(1 / 30, [key(pygame.K_ESCAPE)])  # Esc again: stay
    assert app.stack.top is title and app.running is True
    app.frame(1 / 30, [key(pygame.K_ESCAPE)])
    app.frame(1 / 30, [key(pygame.K_RETURN)])  # "Stay" is focused first
    assert app.running is True and app.stack.top is title
    app.frame(1 / 30, [key(pygame.K_ESCAPE)])
    app.frame(1 / 30, [key(pygame.K_LEFT), key(pygame.K_RETURN)])  # "Quit"
    assert app.running is False
