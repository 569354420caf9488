"""The art's own colours (docs/ART.md, "Palette"): the night, warm lights, portraits'
skin, hair and clothing, and one frame colour per card kind.

The interface palettes (default, colour-blind safe) stay in :mod:`game.client.art.palette`;
nothing here carries meaning on its own (a card kind also has its icon and its name)."""

from __future__ import annotations

RGB = tuple[int, int, int]

# night and snow
SKY_TOP: RGB = (12, 18, 34)
SKY_LOW: RGB = (40, 56, 84)
HILLS: RGB = (24, 34, 50)
TREES: RGB = (16, 24, 36)
SNOW: RGB = (214, 224, 236)
SNOW_SHADE: RGB = (150, 168, 192)
STONE: RGB = (58, 64, 76)
WOOD: RGB = (62, 44, 32)
BRICK: RGB = (104, 56, 44)

# warm lights
WINDOW: RGB = (250, 200, 110)
FIRE: RGB = (250, 140, 50)
FIRE_CORE: RGB = (255, 226, 140)

# portraits
SKIN: tuple[RGB, ...] = (
    (247, 220, 200),
    (236, 196, 164),
    (224, 172, 132),
    (198, 140, 100),
    (170, 112, 78),
    (140, 88, 60),
    (110, 68, 46),
    (84, 52, 38),
)
HAIR: tuple[RGB, ...] = (
    (24, 20, 20),
    (58, 38, 28),
    (96, 62, 38),
    (140, 64, 34),
    (176, 104, 52),
    (214, 182, 112),
    (150, 150, 150),
    (226, 226, 222),
    (84, 54, 44),
    (52, 120, 128),
)
CLOTHES: tuple[RGB, ...] = (
    (168, 52, 48),
    (64, 94, 62),
    (44, 62, 104),
    (194, 146, 48),
    (106, 60, 108),
    (90, 96, 104),
    (142, 84, 54),
    (40, 110, 120),
    (176, 92, 44),
    (120, 128, 70),
    (70, 70, 80),
    (150, 60, 90),
)
BACKDROPS: tuple[RGB, ...] = (
    (54, 70, 96),
    (70, 62, 88),
    (56, 84, 84),
    (86, 70, 60),
    (60, 76, 64),
    (78, 60, 70),
)
ANIMAL: tuple[RGB, ...] = ((176, 160, 142), (96, 84, 76), (210, 196, 170))

# card kinds: frame colour (the band under the title and the border)
KIND: dict[str, RGB] = {
    "item": (120, 110, 92),
    "crisis": (170, 58, 50),
    "objective": (70, 130, 80),
    "secret": (120, 84, 150),
    "survivor": (60, 110, 160),
    "crossroads": (196, 140, 50),
    "location": (92, 110, 130),
    "encounter": (110, 140, 80),
    "audio_log": (170, 130, 60),
    "improvement": (140, 96, 60),
}
# the same for the colour-blind palette (Okabe-Ito hues, darkened for white text)
KIND_CB: dict[str, RGB] = {
    "item": (120, 120, 120),
    "crisis": (180, 80, 0),
    "objective": (0, 130, 96),
    "secret": (170, 100, 140),
    "survivor": (0, 100, 160),
    "crossroads": (200, 150, 0),
    "location": (90, 110, 130),
    "encounter": (0, 120, 90),
    "audio_log": (190, 140, 0),
    "improvement": (150, 100, 40),
}


def kind_colour(kind: str, colour_blind: bool = False) -> RGB:
    table = KIND_CB if colour_blind else KIND
    return table.get(kind, table["item"])


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """``a`` moved ``t`` (0..1) of the way to ``b``."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def shade(c: RGB, f: float) -> RGB:
    """Darker (f < 1) or lighter (f > 1, towards white)."""
    if f <= 1:
        return (int(c[0] * f), int(c[1] * f), int(c[2] * f))
    return mix(c, (255, 255, 255), min(1.0, f - 1))
