"""The log: public lines only (the shared table's redaction), players named, never "you",
with scrollback in the panel (wheel, PgUp/PgDn, End) and a full overlay (L)."""

from __future__ import annotations

import random
import re

import pygame

from game.client.table.log.describe import Names, describe
from game.engine import GameConfig, Seat, redact
from game.session.session import Session
from tests.client.test_table import key

YOU = re.compile(r"\byou(r|rs|rself|'re|'ve)?\b", re.IGNORECASE)
QUOTED = re.compile(r"“[^”]*”")


def _play_table(app, seats, seed, actions=150):
    from game.client.scenes.prompt import DraftScene, PromptScene
    from game.client.scenes.table.scene import TableScene

    s = Session(GameConfig(seats=seats, seed=seed))
    t = TableScene(app, s, auto_handoff=True)
    t.fast = True
    app.stack.push(t)
    rng = random.Random(seed)
    for _ in range(5000):
        if s.over or len(s.log) >= actions:
            break
        app.frame(1 / 30, [])
        d = s.decision()
        if d is None or t.viewer != d["player"] or s.is_bot(int(d["player"])):
            continue
        top = app.stack.top
        if isinstance(top, (DraftScene, PromptScene)):
            app.stack.pop()
        t.submit(rng.choice(s.legal()))
    return s, t


def test_log_is_the_public_story_and_never_says_you(app):
    s, t = _play_table(app, [Seat(name=n) for n in ("Ana", "Ben", "Cleo")], seed=5)
    t.director.finish_all()
    names = Names(s.content, s.names)
    public = [line for e in s.events if (line := describe(redact(e, None), names))]
    assert t.log_lines == public  # exactly the shared table's events, nothing private
    assert len(public) > 50
    for line in t.log_lines:
        assert not YOU.search(QUOTED.sub("", line)), line


def test_no_you_in_many_bot_games():
    for seed in range(12):
        s = Session(GameConfig(seats=[Seat(name=f"P{i}", bot=True) for i in range(4)],
                               seed=seed), autosave=False)
        while not s.over:
            s.step_bot()
        names = Names(s.content, s.names)
        for e in s.events:
            line = describe(redact(e, None), names)
            if line:
                assert not YOU.search(QUOTED.sub("", line)), line


def test_log_scrollback_keys_and_wheel(app):
    from game.client.scenes.log import LogScene
    from game.client.table.board import Layout, area

    s, t = _play_table(app, [Seat(name="Ana"), Seat(name="B", bot=True),
                             Seat(name="C", bot=True)], seed=8, actions=40)
    t.director.finish_all()
    app.frame(1 / 30, [])
    assert t.log_scroll == 0
    app.frame(1 / 30, [key(pygame.K_PAGEUP)])
    assert t.log_scroll > 0
    back = t.log_scroll
    app.frame(1 / 30, [key(pygame.K_PAGEDOWN)])
    assert t.log_scroll < back
    inside = area(Layout.for_surface(app.screen), "log").center
    app.frame(1 / 30, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, pos=inside)])
    assert t.log_scroll > 0
    app.frame(1 / 30, [key(pygame.K_END)])
    assert t.log_scroll == 0
    # a new line keeps a scrolled-back view where it was
    t.log_scroll = 3
    t.present_event(next(e for e in s.events if e.type == "TurnStarted"), None, "A line.")
    assert t.log_scroll == 4
    t.log_scroll = 0
    # the whole log
    app.frame(1 / 30, [key(pygame.K_l)])
    assert isinstance(app.stack.top, LogScene)
    app.frame(1 / 30, [key(pygame.K_HOME)])
    assert app.stack.top.scroll > 0
    app.frame(1 / 30, [key(pygame.K_ESCAPE)])
    assert app.stack.top is t


def _pt_lines(events, names) -> list[str]:
    return [line for e in events if (line := describe(e, names))]


def test_after_a_language_switch_every_old_log_line_reads_in_the_new_language(app):
    """Issue 20 item 11: the log keeps its events and tells them in the language of the
    moment -- the log panel, the full log (L) and the replay viewer; no line stays in
    the language it was first shown in."""
    from game import i18n
    from game.client.scenes.log import LogScene
    from tests.client.passplay import screen_text

    s, t = _play_table(app, [Seat(name="Ana"), Seat(name="B", bot=True),
                             Seat(name="C", bot=True)], seed=8, actions=60)
    t.director.finish_all()
    t.step_game = lambda dt: None  # the game holds still
    names = Names(s.content, s.names)
    public = [redact(e, None) for e in s.events]
    english = t.log_lines[:]
    assert len(english) > 30
    try:
        for lang in ("pt", "de"):
            i18n.set_language(lang)
            want = _pt_lines(public, names)
            assert t.log_lines == want, lang  # every line, old and new
            changed = [a for a, b in zip(english, want, strict=True) if a != b]
            assert len(changed) > 0.8 * len(english), (lang, changed[:3])
            # the panel draws the newest lines in the new language
            app.frame(1 / 30, [])
            text = screen_text(app)
            assert want[-1].split()[0] in text
            # the full log (L) too
            app.stack.push(LogScene(app, t))
            text = screen_text(app).replace("\n", " ")
            assert all(w not in text for w in english[-3:] if w not in want), lang
            assert " ".join(want[-1].split()[:3]) in text
            app.stack.pop()
        # a line told after the switch joins in the language of the moment
        n = len(t.log_lines)
        t.add_log([next(e for e in public if e.type == "TurnStarted")])
        assert t.log_lines[n:] == _pt_lines([next(e for e in public
                                                  if e.type == "TurnStarted")], names)
    finally:
        i18n.set_language("en")
    assert t.log_lines[:len(english)] == english


def test_the_replay_viewers_log_follows_a_language_switch(app):
    from pathlib import Path

    from game import i18n
    from game.client.scenes.replay import open_replay

    path = Path(__file__).resolve().parents[2] / "saves" / "3p-standard.jsonl"
    assert open_replay(app, path)
    r = app.stack.top
    r.goto(80)
    english = r.log_lines[:]
    names = Names(r.session.content, r.session.names)
    try:
        i18n.set_language("de")
        want = _pt_lines(r.session.redacted(r.session.events, None), names)
        assert r.log_lines == want and want != english
    finally:
        i18n.set_language("en")
