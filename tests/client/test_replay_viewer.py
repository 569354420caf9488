"""The replay viewer (issue 11): read-only, the shared table only until the game is over.

A pass-and-play game is played through the real scenes with the privacy harness
(tests/client/passplay.py), saved, and opened in the viewer; at many points the text on
screen holds no name only one seat may know then.  Scrubbing, stepping by turn and round,
play/pause and reveal work; the file is never written."""

from __future__ import annotations

from typing import Any

import pygame

from game.session.session import Session
from tests.client.passplay import play, private_names, public_names, screen_text


def key(k: int, mod: int = 0) -> Any:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def test_replay_frames_show_nothing_private_before_the_game_is_over(app, tmp_path):
    from game.client.scenes.replay import ReplayScene, open_replay

    s, t, rec = play(app, ("Ana", "Ben", "Cleo"), seed=4, max_actions=100)
    assert not s.over
    path = s.save_as(tmp_path / "pp.jsonl")
    before = path.read_bytes()
    app.stack.clear()
    assert open_replay(app, path)
    r = app.stack.top
    assert isinstance(r, ReplayScene)
    r.toggle_reveal()  # refused: the game is not over
    assert not r.reveal and not r.b_reveal.enabled
    probe = Session(s.config, s.content, autosave=False)
    checked = 0
    for n in range(0, r.replay.length + 1, 5):
        r.goto(n)
        text = screen_text(app)
        probe.state = r.replay.state_at(n)
        shown_public = public_names(probe, r.log_lines)
        for seat in range(probe.n):
            others = set().union(*(private_names(probe, o) for o in range(probe.n)
                                   if o != seat)) if probe.n > 1 else set()
            secret = private_names(probe, seat) - shown_public - others
            leaked = {x for x in secret if x in text}
            assert not leaked, (n, seat, leaked)
        checked += 1
    assert checked >= 15
    assert path.read_bytes() == before  # read-only


def test_replay_controls_scrub_step_play_and_reveal(app):
    from pathlib import Path

    from game.client.scenes.replay import open_replay
    from game.saves import load

    path = Path(__file__).resolve().parents[2] / "saves" / "3p-standard.jsonl"
    game = load(path)
    assert open_replay(app, path)
    r = app.stack.top
    n = r.replay.length
    assert r.index == 0
    app.frame(1 / 30, [key(pygame.K_RIGHT)])
    assert r.index == 1 and r.session.hash() == r.replay.hash_at(1)
    app.frame(1 / 30, [key(pygame.K_RIGHT, pygame.KMOD_SHIFT)])  # next turn
    assert r.index in r.replay.turn_starts() and r.index > 1
    app.frame(1 / 30, [key(pygame.K_PAGEDOWN)])  # next round
    assert r.index in r.replay.round_starts()
    round_start = r.index
    app.frame(1 / 30, [key(pygame.K_LEFT)])
    assert r.index == round_start - 1
    app.frame(1 / 30, [key(pygame.K_END)])
    assert r.index == n and r.session.hash() == game.final_hash
    app.frame(1 / 30, [key(pygame.K_HOME)])
    assert r.index == 0
    # play: 1 action a second at 1×, faster with +
    app.frame(1 / 30, [key(pygame.K_SPACE)])
    assert r.playing
    app.frame(1 / 30, [key(pygame.K_PLUS)])
    for _ in range(31):
        app.frame(1 / 30, [])
    assert r.index >= 2
    app.frame(1 / 30, [key(pygame.K_SPACE)])
    assert not r.playing
    # click on the timeline: about half way
    lay_bar = r.bar_rect(__import__("game.client.table.board", fromlist=["Layout"]).Layout
                         .for_surface(app.screen))
    app.frame(1 / 30, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                          pos=lay_bar.center)])
    assert abs(r.index - n // 2) <= 2
    # finished game: reveal shows every hand as it was
    assert r.replay.over
    app.frame(1 / 30, [key(pygame.K_r)])
    assert r.reveal
    st = r.replay.state_at(r.index)
    text = screen_text(app)
    for p in st.players:
        assert p.name + " — secret objective: " in text
    app.frame(1 / 30, [key(pygame.K_ESCAPE)])
    assert app.stack.top is not r


def test_game_over_offers_replay_and_play_again(app):
    from game.client.scenes.gameover import GameOverScene, rematch_config
    from game.client.scenes.replay import ReplayScene
    from game.client.scenes.table.scene import TableScene
    from game.engine import GameConfig, Seat

    cfg = GameConfig(seats=[Seat(name="Ana", bot=True), Seat(name="Ben", bot=True,
                                                              bot_kind="random")],
                     variants={"two_player"}, seed=8)
    s = Session(cfg)
    while not s.over:
        s.step_bot()
    app.session = s
    t = TableScene(app, s)
    app.stack.push(t)
    go = GameOverScene(app, t)
    app.stack.push(go)
    go.b_replay.activate()
    r = app.stack.top
    assert isinstance(r, ReplayScene) and r.replay.over and r.replay.final_hash == s.hash()
    r.close()
    assert app.stack.top is go
    go.b_again.activate()
    t2 = app.stack.top
    assert isinstance(t2, TableScene) and t2.session is not s and app.session is t2.session
    c2 = t2.session.config
    assert c2.seed != cfg.seed
    assert (c2.seats, c2.variants, c2.options, c2.main_objective) == \
        (cfg.seats, cfg.variants, cfg.options, cfg.main_objective)
    assert rematch_config(cfg, seed=99).seed == 99
    t2.session.close()


def test_the_live_table_after_a_replay_is_drawn_as_a_fresh_table(app):
    """Issue 20 item 5: a base-game replay opened over a Long Night table (Esc, Load,
    Replay, End, back) leaves the live table drawn exactly as a fresh table of the same
    game once play goes on: the board's areas belong to each table, not to the last one
    drawn."""
    from pathlib import Path

    from game.client.scenes.replay import ReplayScene, open_replay
    from game.client.scenes.table.scene import TableScene
    from game.devtools.ln_shots import play_until_rich

    s = play_until_rich(3, want=5)
    live = TableScene(app, s)
    live.fast = True  # the bots play on at once, every animation finished
    hold = live.step_game
    live.step_game = lambda dt: None  # the game holds still while the replay is open
    app.stack.push(live)
    app.frame(1 / 60, [])
    path = Path(__file__).resolve().parents[2] / "saves" / "3p-standard.jsonl"
    assert open_replay(app, path)
    r = app.stack.top
    assert isinstance(r, ReplayScene)
    for k in (pygame.K_RIGHT, pygame.K_END):
        app.frame(1 / 60, [key(k)])
    app.frame(1 / 60, [key(pygame.K_ESCAPE)])
    assert app.stack.top is live
    live.step_game = hold  # resume: the game goes on (every part of the board repainted)
    start = len(s.log)
    while len(s.log) < start + 3 and not s.over:
        app.frame(1 / 60, [])
        if app.stack.top is not live:
            app.stack.top.close()
    live.step_game = lambda dt: None
    app.frame(1 / 60, [])
    live.pieces.invalidate()
    live._board_key = None
    app.draw()
    after = pygame.image.tobytes(live.pieces.surface, "RGB")
    after_hits = {n: dict(getattr(live.hits, n)) for n in ("survivors", "locations",
                                                             "entrances")}
    app.stack.clear()
    fresh = TableScene(app, s)
    fresh.step_game = lambda dt: None
    fresh.view, fresh.gamelog, fresh.hl = live.view, live.gamelog, live.hl
    app.stack.push(fresh)
    app.draw()
    assert {n: dict(getattr(fresh.hits, n)) for n in after_hits} == after_hits
    assert pygame.image.tobytes(fresh.pieces.surface, "RGB") == after
