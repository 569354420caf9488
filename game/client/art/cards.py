"""Card art (docs/ART.md): a frame per card kind, the kind's badge, and the picture a card
shows under its title.

* ``card_frame(kind, w, h, paper)`` -- the card's paper (a faint texture), a border and
  corner marks in the kind's colour;
* ``kind_icon(kind, size)`` -- the kind's icon on a round badge of its colour;
* ``card_picture(face, w, h)`` -- a survivor's portrait, a place's scene, an item's
  picture (chosen from its id's words, else its type), or the kind's icon.

A face says what to picture in ``face.art`` ("item:<id>:<type>", "survivor:<id>[:<animal>]",
"location:<id>"); everything is cached per look and size.
"""

from __future__ import annotations

import random
import zlib
from typing import Any

import pygame

from game.client.art import colours as C
from game.client.art.icons import icon
from game.client.art.places import place_scene
from game.client.art.portraits import portrait

RGB = tuple[int, int, int]

KIND_ICONS = {
    "item": "backpack",
    "crisis": "hazard-sign",
    "objective": "flag-objective",
    "secret": "hooded-figure",
    "crossroads": "crossroad",
    "location": "position-marker",
    "encounter": "shambling-zombie",
    "audio_log": "audio-cassette",
    "improvement": "hammer-nails",
    "survivor": "person",
}
TYPE_ICONS = {
    "weapon": "baseball-bat",
    "fuel": "jerrycan",
    "book": "open-book",
    "food": "canned-fish",
    "medicine": "medicine-pills",
    "tool": "wrench",
    "survivor": "person",
}
TYPE_COLOURS: dict[str, RGB] = {
    "weapon": (210, 96, 84),
    "fuel": (236, 150, 60),
    "book": (130, 140, 230),
    "food": (226, 196, 90),
    "medicine": (100, 200, 180),
    "tool": (176, 176, 188),
    "survivor": (214, 140, 196),
}
# words in an item's id -> its picture (the first match wins)
ITEM_WORDS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("shotgun",), "sawed-off-shotgun"),
    (("rifle", "winchester", "carbine"), "rifle"),
    (("revolver", "pistol", "handgun", "flare_gun", "taser", "gun"), "pistol-gun"),
    (("cleaver", "butcher"), "meat-cleaver"),
    (("machete",), "machete"),
    (("knife", "knives", "blade", "scalpel"), "kitchen-knives"),
    (("axe", "hatchet", "maul"), "fire-axe"),
    (("bat", "club"), "baseball-bat"),
    (("poker", "stick", "sledge", "spiked"), "spiked-bat"),
    (("crowbar", "wrecking", "prybar", "tyre_iron", "tire_iron"), "crowbar"),
    (("chainsaw",), "chainsaw"),
    (("saw",), "hand-saw"),
    (("extinguisher",), "fire-extinguisher"),
    (("molotov", "bottle_bomb"), "molotov"),
    (("hammer", "nail"), "claw-hammer"),
    (("screwdriver",), "screwdriver"),
    (("cutter", "chain"), "bolt-cutter"),
    (("trap",), "wolf-trap"),
    (("key",), "house-keys"),
    (("flashlight", "torch"), "flashlight"),
    (("lantern", "lamp"), "lantern"),
    (("candle",), "candle-light"),
    (("radio", "scanner", "walkie"), "walkie-talkie"),
    (("backpack", "bag", "rucksack"), "backpack"),
    (("cart", "trolley", "gurney", "jack"), "shopping-cart"),
    (("map", "atlas", "chart"), "treasure-map"),
    (("newspaper", "paper"), "newspaper"),
    (
        ("manual", "handbook", "guide", "reference", "notes", "notebook", "binder", "log"),
        "notebook",
    ),
    (
        (
            "books",
            "book",
            "novels",
            "romances",
            "encyclopedia",
            "encyclopaedia",
            "volume",
            "textbook",
            "workbook",
            "yearbook",
        ),
        "book-pile",
    ),
    (("bread", "loaf", "toast"), "bread"),
    (("cheese",), "cheese-wedge"),
    (("apple", "fruit", "orange", "peaches"), "shiny-apple"),
    (("ham", "turkey", "jerky", "meat", "venison", "sausage"), "ham-shank"),
    (("hot_dog", "hotdog"), "hot-dog"),
    (("biscuit", "cookie", "cake", "snack", "crisps", "cracker"), "cookie"),
    (("chocolate", "candy", "bar"), "chocolate-bar"),
    (("coffee", "tea"), "coffee-cup"),
    (("soda", "shake", "drink", "juice"), "soda-can"),
    (("water",), "water-bottle"),
    (("can", "tin", "beans", "soup"), "canned-fish"),
    (("syringe", "injector", "morphine", "insulin", "serum", "dose"), "hypodermic-test"),
    (("bandage", "splint", "gauze"), "bandage-roll"),
    (("first_aid", "kit"), "first-aid-kit"),
    (
        (
            "pill",
            "painkiller",
            "painkillers",
            "vitamin",
            "vitamins",
            "multivitamins",
            "tablet",
            "aspirin",
            "blister",
        ),
        "pill",
    ),
    (("antibiotic", "medicine", "pharma"), "medicines"),
    (("stethoscope", "nurse", "doctor"), "stethoscope"),
    (("vial", "sample", "gel"), "vial"),
    (("flask", "chem", "formula"), "round-bottom-flask"),
    (("tube", "test"), "test-tubes"),
    (("diesel", "drum", "oil", "barrel"), "oil-drum"),
    (("propane", "tank", "cylinder", "oxygen", "gas"), "fuel-tank"),
    (("lighter", "fluid"), "lighter"),
    (("match",), "matchbox"),
    (("charcoal", "coal"), "coal-pile"),
    (("firewood", "wood", "log", "pallet"), "wood-pile"),
    (("battery", "cable", "jumper"), "car-battery"),
    (("generator",), "power-generator"),
    (("dog", "hound", "pup"), "sitting-dog"),
    (("cat", "kitten"), "cat"),
    (("baby", "maternity", "infant"), "new-born"),
    (("family", "group", "neighbours", "campers"), "three-friends"),
    (("house", "home"), "family-house"),
    (("jerrycan", "unleaded", "petrol", "fuel", "kerosene", "jug", "gasoline"), "jerrycan"),
    (("tool", "wrench", "socket"), "toolbox"),
)
TYPE_POOLS: dict[str, tuple[str, ...]] = {
    "weapon": (
        "baseball-bat",
        "spiked-bat",
        "fire-axe",
        "crowbar",
        "trench-knife",
        "machete",
        "rifle",
        "shotgun",
    ),
    "fuel": ("jerrycan", "oil-drum", "fuel-tank", "wood-pile", "coal-pile"),
    "book": ("open-book", "notebook", "book-pile"),
    "food": ("canned-fish", "bread", "ham-shank", "cookie", "shiny-apple", "chocolate-bar"),
    "medicine": ("medicine-pills", "first-aid-kit", "bandage-roll", "medicines", "pill"),
    "tool": ("wrench", "toolbox", "screwdriver", "claw-hammer", "flashlight"),
    "survivor": ("two-shadows", "three-friends", "person", "person"),
}
_cache: dict[tuple, pygame.Surface] = {}


CAPS = {"frame": 48, "pic": 160, "kind": 64}  # cached surfaces per sort (memory)
_counts: dict[str, int] = {}


def _store(key: tuple, surf: pygame.Surface) -> pygame.Surface:
    sort = key[0]
    if _counts.get(sort, 0) >= CAPS.get(sort, 64):
        for k in [k for k in _cache if k[0] == sort]:
            del _cache[k]
        _counts[sort] = 0
    _cache[key] = surf
    _counts[sort] = _counts.get(sort, 0) + 1
    return surf


def item_picture(uid: str, kind: str | None) -> str:
    """The icon an item card shows: its id's words first, else one of its type's."""
    words = uid.lower().removeprefix("i_").removeprefix("lx_").removeprefix("ln_")
    parts = set(words.split("_"))
    for keys, name in ITEM_WORDS:
        if any((k in parts) if "_" not in k else (k in words) for k in keys):
            return name
    pool = TYPE_POOLS.get(kind or "", TYPE_POOLS["tool"])
    return pool[zlib.crc32(uid.encode("utf-8")) % len(pool)]


def _texture(w: int, h: int, seed: int) -> pygame.Surface:
    """Faint paper grain: random specks, light and dark (alpha), at ``w`` x ``h``."""
    rng = random.Random(seed)
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    for _ in range(w * h // 40):
        v = rng.choice((0, 255))
        out.set_at((rng.randrange(w), rng.randrange(h)), (v, v, v, rng.randrange(10, 26)))
    return out


def card_frame(
    kind: str, w: int, h: int, paper: RGB = (226, 222, 208), colour_blind: bool = False
) -> pygame.Surface:
    """The card's paper with a border and corner marks in the kind's colour (cached)."""
    w, h = max(8, int(w)), max(8, int(h))
    key = ("frame", kind, w, h, tuple(paper), colour_blind)
    hit = _cache.get(key)
    if hit is not None:
        return hit
    col = C.kind_colour(kind, colour_blind)
    r = max(4, min(w, h) // 22)
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(out, (*paper, 255), out.get_rect(), border_radius=r)
    grain = _texture(w, h, zlib.crc32(kind.encode()))
    out.blit(grain, (0, 0))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=r)
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    bw = max(2, w // 90)
    pygame.draw.rect(out, C.shade(col, 0.8), out.get_rect(), bw, border_radius=r)
    inset = bw + max(2, w // 70)
    inner = out.get_rect().inflate(-2 * inset, -2 * inset)
    pygame.draw.rect(out, (*C.mix(col, paper, 0.55), 255), inner, 1, border_radius=max(2, r - 2))
    m = max(3, w // 40)  # corner marks: small diamonds
    for cx, cy in (
        (inner.x, inner.y),
        (inner.right - 1, inner.y),
        (inner.x, inner.bottom - 1),
        (inner.right - 1, inner.bottom - 1),
    ):
        pygame.draw.polygon(out, col, [(cx, cy - m), (cx + m, cy), (cx, cy + m), (cx - m, cy)])
    return _store(key, out)


def kind_icon(kind: str, size: int, colour_blind: bool = False) -> pygame.Surface:
    """The kind's icon, white on a round badge of the kind's colour (cached)."""
    size = max(8, int(size))
    key = ("kind", kind, size, colour_blind)
    hit = _cache.get(key)
    if hit is not None:
        return hit
    col = C.kind_colour(kind, colour_blind)
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(out, C.shade(col, 0.6), (size // 2, size // 2), size // 2)
    pygame.draw.circle(out, col, (size // 2, size // 2), size // 2 - max(1, size // 14))
    s = int(size * 0.64)
    img = icon(KIND_ICONS.get(kind, "backpack"), s, (250, 248, 240))
    out.blit(img, ((size - s) // 2, (size - s) // 2))
    return _store(key, out)


def _glow(w: int, h: int, col: RGB) -> pygame.Surface:
    """A dark vertical gradient in ``col`` with a soft light in the middle."""
    out = pygame.Surface((w, h))
    top, low = C.shade(col, 0.32), C.shade(col, 0.55)
    for y in range(h):
        pygame.draw.line(out, C.mix(top, low, y / max(1, h - 1)), (0, y), (w, y))
    light = pygame.Surface((w, h), pygame.SRCALPHA)
    r = int(min(w, h) * 0.48)
    for i in range(6):
        pygame.draw.circle(light, (*C.shade(col, 1.3), 18), (w // 2, h // 2), r - i * r // 7)
    out.blit(light, (0, 0))
    return out


def _parse(art: str) -> tuple[str, str, str]:
    parts = (art.split(":") + ["", "", ""])[:3]
    return parts[0], parts[1], parts[2]


def card_picture(face: Any, w: int, h: int, colour_blind: bool = False) -> pygame.Surface:
    """The picture of card ``face`` (a ``CardFace``), ``w`` x ``h`` pixels (cached)."""
    w, h = max(8, int(w)), max(8, int(h))
    what, ident, extra = _parse(getattr(face, "art", "") or "")
    kind = getattr(face, "kind", "item")
    key = (
        "pic",
        kind,
        what,
        ident,
        extra,
        tuple(getattr(face, "icons", ()) or ()),
        w,
        h,
        colour_blind,
    )
    hit = _cache.get(key)
    if hit is not None:
        return hit
    if what == "location":
        return _store(key, place_scene(ident, w, h))
    if what == "survivor":
        out = _glow(w, h, C.kind_colour("survivor", colour_blind))
        s = min(w, h)
        out.blit(portrait(ident, s, extra or None), ((w - s) // 2, (h - s) // 2))
        return _store(key, out)
    if what == "item":
        col = TYPE_COLOURS.get(extra, (200, 200, 200))
        out = _glow(w, h, C.mix(col, (60, 60, 70), 0.35))
        s = int(min(w, h) * 0.8)
        name = item_picture(ident, extra)
        shadow = icon(name, s, (12, 12, 16))
        shadow.set_alpha(140)
        out.blit(shadow, ((w - s) // 2 + max(1, s // 40), (h - s) // 2 + max(1, s // 30)))
        out.blit(icon(name, s, C.shade(col, 1.35)), ((w - s) // 2, (h - s) // 2))
        return _store(key, out)
    col = C.kind_colour(kind, colour_blind)
    out = _glow(w, h, col)
    s = int(min(w, h) * 0.72)
    types = tuple(getattr(face, "icons", ()) or ())
    if kind == "crisis" and types:  # the hazard with the item types that prevent it
        s = int(min(w, h) * 0.6)
        out.blit(icon("hazard-sign", s, C.shade(col, 1.5)), (w // 2 - s - s // 8, (h - s) // 2))
        t = max(8, min(s // 2, (w // 2 - s // 8) // max(1, len(types))))
        x = w // 2 + s // 8
        for ty in types:
            out.blit(
                icon(TYPE_ICONS.get(ty, "backpack"), t, TYPE_COLOURS.get(ty, (220, 220, 220))),
                (x, (h - t) // 2),
            )
            x += t
        return _store(key, out)
    out.blit(
        icon(KIND_ICONS.get(kind, "backpack"), s, C.shade(col, 1.5)), ((w - s) // 2, (h - s) // 2)
    )
    return _store(key, out)
