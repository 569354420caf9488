from __future__ import annotations

import pygame

from game.client.art import Art
from game.client.dice import DiceTray, draw_throw


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
