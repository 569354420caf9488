"""The coach's pointer (issue 22 item 4): the box beside its target, never on it, with an
arrow whose tip touches the target."""

from __future__ import annotations

import pygame

from game.client.tutorial.pointer import arrow, crossings, place


def _measure(w: int, flat: bool) -> tuple[int, list[str]]:
    return (60 if flat else 120), ["line"]


def test_arrow_runs_from_the_box_edge_to_the_target():
    box = pygame.Rect(100, 100, 200, 100)
    right = pygame.Rect(400, 120, 50, 50)
    a = arrow(box, right)
    assert a is not None and a.tail[0] == box.right - 1 and a.tip == (400, a.tail[1])
    below = pygame.Rect(150, 300, 40, 40)
    a = arrow(box, below)
    assert a is not None and a.tail[1] == box.bottom - 1 and a.tip[1] == 300
    assert 150 <= a.tip[0] < 190
    corner = pygame.Rect(400, 400, 30, 30)
    a = arrow(box, corner)
    assert a is not None and a.tip == (400, 400)
    assert arrow(box, pygame.Rect(150, 150, 10, 10)) is None  # on it: no arrow


def test_arrow_slides_past_what_it_would_cross():
    box = pygame.Rect(0, 300, 400, 100)
    target = pygame.Rect(0, 0, 400, 100)
    button = pygame.Rect(150, 150, 100, 50)  # between them, under the centre
    a = arrow(box, target, avoid=[button])
    assert a is not None and crossings(a, [button]) == 0
    assert target.collidepoint(a.tip)


def test_place_puts_the_box_beside_the_target_off_the_soft_areas():
    bounds = pygame.Rect(0, 0, 1280, 720)
    target = pygame.Rect(600, 650, 80, 40)  # a button in the bottom bar
    bar = pygame.Rect(0, 640, 1280, 80)
    p = place([(400, False), (600, False)], _measure, bounds, [target], [], [bar], 30, (640, 100))
    assert not p.box.colliderect(target) and not p.box.colliderect(bar)
    assert bounds.contains(p.box)
    assert p.arrow is not None and target.inflate(2, 2).collidepoint(p.arrow.tip)
    assert p.box.bottom <= target.top  # above it: the only side with room


def test_place_without_target_has_no_arrow():
    bounds = pygame.Rect(0, 0, 1280, 720)
    p = place([(400, False)], _measure, bounds, [], [], [], 30, (640, 100))
    assert p.arrow is None and p.box.center == (640, 100)
