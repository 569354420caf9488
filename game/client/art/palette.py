"""Colours.  Two palettes: the default and a colour-blind-safe one (Okabe–Ito hues).

Colour is never the only carrier of meaning: item types have distinct icon shapes, wounds
and frostbite distinct marker shapes, and each player a mark shape plus their name.

Every pair of seat colours and every pair of item-type colours, in both palettes, stays at
least ΔE00 10 apart for normal vision and simulated protanopia, deuteranopia and tritanopia
(``game.devtools.colourcheck``; ``tests/client/test_colours.py``): change a value here only
with that check passing.
"""

from __future__ import annotations

from dataclasses import dataclass, field

RGB = tuple[int, int, int]

PLAYER_MARKS = ("circle", "square", "triangle", "diamond", "star")


@dataclass(frozen=True)
class Palette:
    name: str
    bg: RGB = (18, 24, 33)
    bg2: RGB = (28, 37, 50)
    panel: RGB = (36, 47, 63)
    panel_hi: RGB = (52, 66, 88)
    edge: RGB = (96, 118, 146)
    text: RGB = (232, 238, 245)
    text_dim: RGB = (160, 174, 192)
    text_dark: RGB = (20, 24, 30)
    accent: RGB = (120, 190, 255)
    good: RGB = (110, 200, 120)
    bad: RGB = (230, 90, 80)
    warn: RGB = (240, 190, 80)
    snow: RGB = (226, 234, 242)
    board: RGB = (54, 66, 80)
    board_edge: RGB = (140, 156, 176)
    card: RGB = (226, 222, 208)
    card_edge: RGB = (90, 84, 70)
    zombie: RGB = (120, 150, 100)
    zombie_dark: RGB = (60, 80, 52)
    wound: RGB = (200, 40, 40)
    frostbite: RGB = (110, 180, 240)
    bite: RGB = (150, 40, 120)
    food: RGB = (230, 170, 60)
    starvation: RGB = (120, 80, 60)
    noise: RGB = (250, 220, 90)
    barricade: RGB = (150, 105, 60)
    helpless: RGB = (200, 190, 170)
    morale: RGB = (90, 150, 235)
    rounds: RGB = (225, 90, 80)
    highlight: RGB = (255, 225, 90)
    players: tuple[RGB, ...] = field(default=())
    items: dict[str, RGB] = field(default_factory=dict)


DEFAULT = Palette(
    name="default",
    players=((223, 71, 64), (46, 140, 252), (243, 203, 63), (96, 193, 119), (180, 98, 178)),
    items={
        "weapon": (200, 70, 60),
        "fuel": (224, 137, 39),
        "book": (110, 120, 220),
        "food": (243, 203, 74),
        "medicine": (80, 193, 157),
        "tool": (146, 146, 156),
        "survivor": (219, 142, 209),
    },
)

# Okabe–Ito: distinguishable with the common forms of colour blindness.
COLOUR_BLIND = Palette(
    name="colour_blind",
    good=(0, 158, 115),
    bad=(213, 94, 0),
    warn=(240, 228, 66),
    accent=(86, 180, 233),
    wound=(213, 94, 0),
    frostbite=(86, 180, 233),
    bite=(204, 121, 167),
    zombie=(0, 158, 115),
    zombie_dark=(0, 90, 66),
    morale=(0, 114, 178),
    rounds=(213, 94, 0),
    highlight=(240, 228, 66),
    players=((230, 159, 0), (86, 180, 233), (0, 158, 115), (240, 228, 66), (204, 121, 167)),
    items={
        "weapon": (213, 94, 0),
        "fuel": (230, 159, 0),
        "book": (0, 114, 178),
        "food": (240, 228, 66),
        "medicine": (0, 158, 115),
        "tool": (173, 170, 170),
        "survivor": (201, 121, 173),
    },
)


def palette(colour_blind: bool) -> Palette:
    return COLOUR_BLIND if colour_blind else DEFAULT
