"""Colour-blind safety (issue 22 item 5): every pair of seat colours and every pair of
item-type colours, in both palettes, stays ΔE00 ≥ 10 apart for normal vision and the three
simulated dichromacies (``game.devtools.colourcheck``); shapes stay the second carrier."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.client.art.palette import COLOUR_BLIND, DEFAULT, PLAYER_MARKS
from game.devtools import colourcheck as cc


def test_ciede2000_matches_the_published_test_data():
    # Sharma, Wu & Dalal (2005), pairs 1, 17 and 34
    assert cc.ciede2000((50, 2.6772, -79.7751), (50, 0, -82.7485)) == pytest.approx(
        2.0425, abs=1e-4
    )
    assert cc.ciede2000((50, 2.5, 0), (73, 25, -18)) == pytest.approx(27.1492, abs=1e-4)
    assert cc.ciede2000((2.0776, 0.0795, -1.135), (0.9033, -0.0636, -0.5514)) == pytest.approx(
        0.9082, abs=1e-4
    )


def test_simulation_folds_red_and_green_together_for_protans_and_deutans():
    red, green = (220, 60, 60), (60, 160, 60)
    assert cc.delta(red, green) > 40
    for v in ("protanopia", "deuteranopia"):
        assert cc.delta(red, green, v) < cc.delta(red, green) / 2
    # a grey stays (nearly) grey: white in, white out
    assert cc.delta((255, 255, 255), (255, 255, 255), "tritanopia") == pytest.approx(0, abs=1)


@pytest.mark.parametrize("pal", [DEFAULT, COLOUR_BLIND], ids=lambda p: p.name)
def test_every_seat_and_item_pair_is_apart_for_every_vision(pal):
    assert len(pal.players) == 5 and len(pal.items) == 7
    every = cc.pairs(pal)
    assert len(every) == (10 + 21) * len(cc.VISIONS)
    bad = [str(p) for p in every if p.de < cc.THRESHOLD]
    assert bad == []


def test_the_check_finds_a_failing_pair():
    from dataclasses import replace

    worse = replace(
        DEFAULT, name="worse", players=((220, 80, 70), (90, 140, 60), *DEFAULT.players[2:])
    )
    assert any(
        p.group == "seats" and p.vision in ("protanopia", "deuteranopia")
        for p in cc.failures([worse])
    )
    assert cc.main([]) == 0


def _mask(surf: pygame.Surface) -> set[tuple[int, int]]:
    w, h = surf.get_size()
    return {(x, y) for x in range(w) for y in range(h) if surf.get_at((x, y)).a > 128}


def _apart(a: set, b: set) -> float:
    return len(a ^ b) / max(1, len(a | b))


@pytest.mark.parametrize("colour_blind", [False, True])
def test_shapes_stay_the_second_carrier(colour_blind):
    """Every item type has its own icon and every seat its own mark shape: their
    silhouettes differ, whatever the colours."""
    from game.client.art.pieces import Art

    pygame.display.init()
    art = Art(colour_blind)
    items = {k: _mask(art.item_icon(k, 40, badge=False)) for k in DEFAULT.items}
    for a, b in itertools.combinations(items, 2):
        assert _apart(items[a], items[b]) > 0.15, (a, b)
    assert len(set(PLAYER_MARKS)) == 5
    marks = [_mask(art.player_mark(i, 32)) for i in range(5)]
    for i, j in itertools.combinations(range(5), 2):
        assert _apart(marks[i], marks[j]) > 0.1, (i, j)
