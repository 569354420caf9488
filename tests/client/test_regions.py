"""The pieces layer is repainted place by place (game.client.table.regions): an event that
touches one place repaints that place only, and the result is the same picture a full
repaint gives."""

from __future__ import annotations

import time

import pygame

from game.engine import GameConfig, Seat
from game.session.session import Session


def _table(app, seed: int = 4, actions: int = 12):
    from game.client.scenes.table.scene import TableScene

    s = Session(GameConfig(seats=[Seat(name=n, bot=True) for n in ("A", "B", "C")], seed=seed),
                autosave=False)
    for _ in range(actions):
        s.step_bot()
    t = TableScene(app, s)
    t.step_game = lambda dt: None  # the game holds still
    app.stack.push(t)
    app.frame(1 / 60, [])
    return s, t


def _full_repaint(t) -> bytes:
    """The pieces layer painted from scratch for what the table presents now."""
    from game.client.table.board import Layout
    from game.client.table.regions import PiecesLayer

    fresh = PiecesLayer()
    lay = Layout.for_surface(t.app.screen)
    me = t.private()
    msg = "" if me is not None else t.private_panel.waiting_text()
    fresh.paint(t.painter, t._bg, lay, t.view, t.hl, t.log_lines, t.viewer, t.log_scroll,
                t.extra_parts(lay, me, msg))
    assert fresh.surface is not None
    return pygame.image.tobytes(fresh.surface, "RGB")


def _pixels_outside(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    s = surface.copy()
    s.fill((0, 0, 0), rect)
    return pygame.image.tobytes(s, "RGB")


def test_an_event_at_one_place_repaints_only_that_place(app):
    from game.client.table.board import LEFT, Layout, area
    from game.client.table.presenter import present
    from game.engine.events import make

    s, t = _table(app)
    lid = LEFT[1]
    board = t._board.copy()
    before = t.view["locations"][lid]["zombies"][0]
    e = make("ZombieAdded", {"location": lid, "entrance": 0, "count": before + 1})
    t.view = present(t.view, e, s.content)  # a new presented view, one place changed
    app.frame(1 / 60, [])
    assert t.pieces.repainted == (lid,)
    rect = area(Layout.for_surface(app.screen), lid)
    assert _pixels_outside(t._board, rect) == _pixels_outside(board, rect)
    assert pygame.image.tobytes(t._board, "RGB") != pygame.image.tobytes(board, "RGB")
    assert pygame.image.tobytes(t._board, "RGB") == _full_repaint(t)


def test_a_log_line_and_a_highlight_repaint_their_own_parts(app):
    s, t = _table(app)
    t.add_log([next(e for e in s.events if e.type == "TurnStarted")])
    app.frame(1 / 60, [])
    assert t.pieces.repainted == ("log",)
    sid, info = next(iter(t.view["survivors"].items()))
    t.hl.strong_survivors = {sid}
    app.frame(1 / 60, [])
    assert t.pieces.repainted == (info["loc"],)
    assert pygame.image.tobytes(t._board, "RGB") == _full_repaint(t)
    t.view = s.public()  # a new view with the same content: nothing to repaint
    renders = t.board_renders
    app.frame(1 / 60, [])
    assert t.pieces.repainted == () and t.board_renders == renders


def test_repainting_part_by_part_matches_a_full_repaint_through_a_game(app):
    """A human and three bots play with every animation on; after every frame the cached
    pieces layer (the private panel included) is exactly what painting everything anew
    gives: no part's key misses what it draws."""
    import random

    from game.client.scenes.prompt import DraftScene, PromptScene
    from game.client.scenes.table.scene import TableScene
    from game.client.table.board import REGIONS

    seats = [Seat(name="Ana")] + [Seat(name=n, bot=True) for n in ("B", "C", "D")]
    s = Session(GameConfig(seats=seats, seed=9), autosave=False)
    t = TableScene(app, s)
    app.stack.push(t)
    app.settings.animation_speed = 8.0
    rng = random.Random(3)
    partial = 0
    seen: set[str] = set()
    deadline = time.monotonic() + 180  # wall time: bots think in a worker thread, which a
    while time.monotonic() < deadline:  # loaded machine may keep waiting many frames
        app.frame(1 / 30, [])
        time.sleep(0.0005)
        if 0 < len(t.pieces.repainted) <= len(REGIONS):
            partial += 1
            seen.update(t.pieces.repainted)
            assert pygame.image.tobytes(t._board, "RGB") == _full_repaint(t), \
                t.pieces.repainted
        if len(s.log) >= 60 or s.over:
            break
        d = s.decision()
        top = app.stack.top
        if d is None or s.is_bot(int(d["player"])) or t.viewer != d["player"]:
            continue
        if isinstance(top, (PromptScene, DraftScene)):
            app.stack.pop()
        elif not (d["kind"] == "turn" and top is t and t.director.idle):
            continue
        legal = s.legal()
        moves = [a for a in legal if a.type != "end_turn"] or legal
        if d["kind"] == "turn" and rng.random() < 0.3:
            t.select(next(iter(t.hl.survivors), None))  # a selection lights places up
            t._toggle_secret()  # the secret objective shown / hidden in the private panel
            app.frame(1 / 30, [])
            assert pygame.image.tobytes(t._board, "RGB") == _full_repaint(t)
        t.submit(rng.choice(moves))
    assert partial > 20 and len(s.log) >= 60
    assert {"colony", "log", "players", "private"} <= seen


def test_a_view_at_a_reused_address_still_repaints(app):
    """Several events folded in one frame can leave a new presented view at the address
    of one freed earlier; the layer follows assignments, not ``id()``."""
    s, t = _table(app)
    v = t.view
    v["waste"] = int(v.get("waste", 0)) + 3  # same object, new content
    t.view = v
    app.frame(1 / 60, [])
    assert t.pieces.repainted == ("colony",)
    assert pygame.image.tobytes(t._board, "RGB") == _full_repaint(t)
