"""The second art pass (issue 22 item 3, docs/ART.md): the enemies stand on the board as
standees in the survivors' style, the legend's standee carries a portrait, and the menus
draw over the title's night, dimmed so their text reads as on the plain fill."""

from __future__ import annotations

import pygame

from game.client.art.figures import bandit_standee, zombie_bust, zombie_standee
from game.client.art.pieces import Art
from game.client.modules.long_night.art import LNArt
from game.client.scenes.base import menu_backdrop, winter_backdrop


def _opaque(surf: pygame.Surface) -> int:
    w, h = surf.get_size()
    return sum(1 for x in range(w) for y in range(h) if surf.get_at((x, y)).a > 128)


def _mean(surf: pygame.Surface) -> float:
    small = pygame.transform.smoothscale(surf, (32, 18))
    px = [small.get_at((x, y)) for x in range(32) for y in range(18)]
    return sum(c.r + c.g + c.b for c in px) / (3 * len(px))


def test_zombie_is_a_standee_with_a_torn_top_and_a_face():
    art = Art()
    img = art.zombie(60)
    assert img.get_size() == (60, 60)  # callers place it in a square, as before
    assert art.zombie(60) is img  # cached
    # the plate's top is torn: along the top rows, opaque and clear runs alternate
    row = [img.get_at((x, 3)).a > 128 for x in range(60)]
    changes = sum(1 for a, b in zip(row, row[1:], strict=False) if a != b)
    assert changes >= 4
    # in the palette's zombie colour, and the colour-blind palette's differs
    assert img.get_at((30, 6)) != Art(colour_blind=True).zombie(60).get_at((30, 6))
    assert _opaque(zombie_bust(40, (150, 170, 140))) > 400


def test_bandit_is_a_standee_unlike_a_zombie():
    art = Art()
    b = LNArt(art).bandit(60)
    assert b.get_size() == (43, 60)
    assert b.get_at((21, 10)) != art.zombie(60).get_at((30, 10))
    assert _opaque(bandit_standee(60)) > 0.5 * 43 * 60
    assert _opaque(zombie_standee(60, (120, 150, 100), (60, 80, 52))) > 0.4 * 42 * 60


def test_special_zombies_wear_the_zombie_face_on_their_badges():
    art = Art()
    ln = LNArt(art)
    a, b = ln.special("z_tangle", 48), ln.special("z_sponge", 48)
    assert a.get_size() == (48, 48)
    assert pygame.image.tobytes(a, "RGBA") != pygame.image.tobytes(b, "RGBA")


def test_menu_backdrop_is_the_night_dimmed_and_cached():
    bg = (20, 24, 32)
    m = menu_backdrop((320, 180), bg)
    assert m.get_size() == (320, 180)
    assert menu_backdrop((320, 180), bg) is m
    assert m.get_flags() & pygame.SRCALPHA == 0  # opaque: one blit per frame
    night = winter_backdrop((320, 180))
    # near the palette's background (text contrast as on the plain fill), yet not flat
    assert abs(_mean(m) - sum(bg) / 3) < abs(_mean(night) - sum(bg) / 3)
    px = {tuple(m.get_at((x, y)))[:3] for x in range(0, 320, 8) for y in range(0, 180, 8)}
    assert len(px) > 10
