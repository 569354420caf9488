from __future__ import annotations

import time

import pygame

from game.client.art.pieces import Art
from game.client.table.dice import DiceTray, draw_throw


def test_final_faces_are_the_callers_values():
    tray = DiceTray(seed=5)
    th = tray.throw([6, 1, 3], exposure="frostbite")
    assert th.final_faces() == [6, 1, 3, "frostbite"]
    # and they rest: the last frames do not move
    assert th.frames[-1].pos == th.frames[-2].pos or tray.last_sim_steps > 0


def test_same_seed_same_trajectory():
    a = DiceTray(seed=42).throw([2, 4, 6, 1])
    b = DiceTray(seed=42).throw([2, 4, 6, 1])
    assert len(a.frames) == len(b.frames)
    assert [f.pos for f in a.frames] == [f.pos for f in b.frames]
    assert [f.face for f in a.frames] == [f.face for f in b.frames]


def test_different_seed_differs():
    a = DiceTray(seed=1).throw([3, 3])
    b = DiceTray(seed=2).throw([3, 3])
    assert [f.pos for f in a.frames] != [f.pos for f in b.frames]


def test_bodies_come_to_rest_inside_tray():
    tray = DiceTray(seed=9)
    for n in range(1, 7):
        th = tray.throw([1] * n)
        assert th.duration < 4.0  # slept before the cap
        for x, y in th.frames[-1].pos:
            assert 0 <= x <= tray.size[0] and 0 <= y <= tray.size[1]


def test_playback_is_a_director_step():
    th = DiceTray(seed=3).throw([5])
    done: list = []
    th.on_done.append(lambda: done.append(True))
    left = th.update(th.duration / 2)
    assert left == 0.0 and not th.done
    left = th.update(th.duration)
    assert th.done and done == [True] and left > 0
    assert th.frame is th.frames[-1]


def test_draw_throw_headless():
    surf = pygame.Surface((640, 360))
    th = DiceTray(seed=4).throw([1, 2], exposure="bite")
    th.update(0.3)
    draw_throw(surf, Art(), th, surf.get_rect())
    th.finish()
    draw_throw(surf, Art(), th, surf.get_rect())


def _round_start(app, n=5, seed=3):
    from game.client.scenes.table.scene import TableScene
    from game.engine import GameConfig, Seat
    from game.session.session import Session

    s = Session(GameConfig(seats=[Seat(name=x, bot=True) for x in "ABCDE"[:n]], seed=seed),
                autosave=False)
    while True:
        before = s.public()
        events = s.step_bot()
        if any(e.type == "RoundStarted" for e in events):
            break
    t = TableScene(app, s)
    t.step_game = lambda dt: None
    app.stack.push(t)
    app.settings.animation_speed = 1.0
    return s, t, events, before


def test_everyone_rolls_together_at_the_start_of_a_round(app):
    s, t, events, before = _round_start(app)
    rolls = [e for e in events if e.type == "DiceRolled"]
    assert len(rolls) == 5
    t.animate(events, before)
    most, group_frames, singles = 0, 0, 0
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if not t.director.busy:
            break
        app.frame(1 / 60, [])
        if t.group:
            most = max(most, len(t.group))
            # frames of the throws themselves: a loaded machine may keep the worker thread
            # that records them busy for a while first, which is no animation time
            if all(throw.ready() for _seat, throw in t.group):
                group_frames += 1
        else:
            time.sleep(0.0005)
        if t.throw is not None and "rolls" in t.throw_label:
            singles += 1
    assert most == 5 and singles == 0  # one tray per player, all at once
    assert group_frames / 60 < 2.2  # instead of 5 throws of ~1.7 s one after the other
    assert t.stats["throws"] == 1
    assert "Round" in " ".join(t.log_lines) and all(
        f"{s.names[e.data['player']]} rolls" in " ".join(t.log_lines) for e in rolls)


def test_the_round_start_throw_is_skippable(app):
    import pygame

    s, t, events, before = _round_start(app, n=4, seed=5)
    t.animate(events, before)
    for _ in range(400):
        app.frame(1 / 60, [])
        if t.group:
            break
    assert t.group
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                          unicode=" ", scancode=0)])
    assert t.director.idle and not t.group


def test_the_tray_keeps_clear_of_the_survivor_it_is_about(app):
    from game.client.table.board import Layout, overlap

    s, t, events, before = _round_start(app)
    app.frame(1 / 60, [])
    lay = Layout.for_surface(app.screen)
    default = lay.r(316 + 110, 46 + 60, 428, 250)
    under = [sid for sid, r in t.hits.survivors.items() if r.colliderect(default)]
    assert under  # the colony's standees sit where the tray would go
    t.throw = t.tray.throw([], "wound")
    t.throw_about = under[0]
    t._tray_spot = None
    r = t.tray_rect(lay)
    assert overlap(r, [t.hits.survivors[under[0]]]) == 0
    assert app.screen.get_rect().contains(r)


def test_a_throw_recorded_in_the_worker_is_the_same_throw_and_waits_for_it():
    from game.client.table.dice import DiceTray

    now = DiceTray(seed=8).throw([4, 2, 6], exposure="wound")
    later = DiceTray(seed=8).throw_later([4, 2, 6], exposure="wound")
    assert later.pending is not None  # handed to the worker
    while not later.ready():
        assert later.update(1 / 60) == 0.0 and not later.done  # waits, time does not run
    assert later.frames == now.frames  # frame for frame
    assert later.final_faces() == [4, 2, 6, "wound"]
    skipped = DiceTray(seed=8).throw_later([4, 2, 6], exposure="wound")
    skipped.finish()  # Space: waits for the recording, then ends on the rolled faces
    assert skipped.done and skipped.final_faces() == [4, 2, 6, "wound"]
