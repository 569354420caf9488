"""The art of issue 22 item 3 (docs/ART.md): every survivor has a face of their own, every
vendored icon carries its licence and author, the icons rebuild byte for byte, and the
card faces draw at the hand's small size and the zoom's large one."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pygame
import pytest

from game.client.art import icons
from game.client.art.portraits import animal_kind, features, portrait, standee_figure
from game.content.loader import bundled_packs_dir, load_pack

ROOT = Path(__file__).resolve().parents[2]
ICON_DIR = ROOT / "assets" / "art" / "icons"


def _make_art():
    spec = importlib.util.spec_from_file_location("make_art", ROOT / "tools" / "make_art.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules["make_art"] = mod
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture(scope="module")
def survivors():
    out = {}
    for pack in ("base", "long_night"):
        out.update(load_pack(bundled_packs_dir() / pack).survivors)
    return out


def test_every_survivor_of_both_games_has_a_distinct_portrait(survivors):
    assert len(survivors) >= 50
    pygame.init()
    feats = {sid: features(sid) for sid, sv in survivors.items() if sv.human}
    assert len(set(feats.values())) == len(feats)  # no two humans share every feature
    pictures = {}
    for sid, sv in survivors.items():
        img = portrait(sid, 48, animal_kind(sv))
        assert img.get_size() == (48, 48)
        pictures[sid] = bytes(pygame.image.tobytes(img, "RGBA"))
    assert len(set(pictures.values())) == len(pictures)


def test_animals_get_animal_heads(survivors):
    kinds = {sid: animal_kind(sv) for sid, sv in survivors.items() if not sv.human}
    assert kinds and all(k in ("dog", "cat", "bird") for k in kinds.values())
    assert animal_kind(next(sv for sv in survivors.values() if sv.human)) is None


def test_portraits_and_standees_draw_small_and_large():
    pygame.init()
    for size in (12, 24, 96, 300):
        assert portrait("s_pretzel", size, "dog").get_size() == (size, size)
        assert portrait("s_lyle_pettibone", size).get_size() == (size, size)
    st = standee_figure("s_lyle_pettibone", (220, 80, 70), 44, leader=True)
    assert st.get_size() == (int(44 * 0.7), 44)


def test_every_vendored_icon_has_its_licence_and_author():
    mod = _make_art()
    svgs = sorted(p.stem for p in ICON_DIR.glob("*.svg"))
    assert svgs == sorted(mod.ICONS)
    assert (ICON_DIR / "LICENSE").read_text().count("CC BY 3.0") >= 1
    attribution = (ICON_DIR / "ATTRIBUTION").read_text()
    for name in svgs:
        author = mod.ICONS[name][0]
        assert f"{name} | {author} |" in attribution
        assert (ICON_DIR / f"{name}.png").exists()


def test_make_art_is_reproducible(tmp_path):
    """Rebuilding from the vendored SVGs gives byte-identical files."""
    mod = _make_art()
    table = {p.stem: {"body": mod.body_of(p.read_text())} for p in ICON_DIR.glob("*.svg")}
    mod.build(table, tmp_path)
    for p in ICON_DIR.iterdir():
        assert (tmp_path / p.name).read_bytes() == p.read_bytes(), p.name


def test_icons_load_tinted_and_cached():
    pygame.init()
    img = icons.icon("jerrycan", 40, (230, 140, 40))
    assert img.get_size() == (40, 40)
    assert icons.icon("jerrycan", 40, (230, 140, 40)) is img
    px = [img.get_at((x, y)) for x in range(40) for y in range(40)]
    assert any(p.a > 200 and p.r > p.b for p in px)  # painted, not white
    assert icons.icon("no-such-icon", 16).get_size() == (16, 16)


def test_every_place_has_a_distinct_illustration():
    from game.client.art.places import place_scene

    pygame.init()
    lids = set()
    for pack in ("base", "long_night"):
        lids |= set(load_pack(bundled_packs_dir() / pack).locations)
    lids |= {"colony", "graveyard"}
    assert {"ln_raxxon", "ln_hideout", "police_station"} <= lids
    shots = {lid: bytes(pygame.image.tobytes(place_scene(lid, 120, 60), "RGB")) for lid in lids}
    assert len(set(shots.values())) == len(shots)


def test_every_picture_the_card_art_names_is_vendored():
    from game.client.art import cards as A

    named = set(A.KIND_ICONS.values()) | set(A.TYPE_ICONS.values())
    named |= {name for _k, name in A.ITEM_WORDS}
    named |= {n for pool in A.TYPE_POOLS.values() for n in pool}
    assert named <= icons.names()
    assert A.item_picture("i_pump_shotgun", "weapon") == "sawed-off-shotgun"
    assert A.item_picture("i_canned_beans", "food") == "canned-fish"
    assert A.item_picture("i_zzz", "fuel") in A.TYPE_POOLS["fuel"]


@pytest.mark.parametrize("width", [110, 160, 300, 460])
def test_card_faces_draw_small_and_large(width):
    from game.client.headless import headless_app
    from game.client.table import cards as K

    app = headless_app((1280, 720))
    base = load_pack(bundled_packs_dir() / "base")
    ln = load_pack(bundled_packs_dir() / "long_night")
    faces = [
        K.item_face(base, "i_pump_shotgun"),
        K.survivor_face(base, "s_pretzel"),
        K.location_face(ln, "ln_hideout"),
        K.crisis_face(base, next(iter(base.crises))),
        K.secret_face(base, next(iter(base.secret_objectives))),
        K.crossroads_face(base, next(iter(base.crossroads))),
        K.main_objective_face(base, next(iter(base.main_objectives))),
    ]
    for face in faces:
        assert face is not None and face.title
        surf = pygame.Surface((width + 20, int(width * 1.6) + 20))
        surf.fill((0, 0, 0))
        rect = pygame.Rect(10, 10, width, int(width * 1.4))
        K.draw_card(surf, app, rect, face, 14 if width > 200 else 11)
        # the frame fills the card, and the picture under the title is not bare paper
        assert surf.get_at(rect.center)[:3] != (0, 0, 0)
        assert surf.get_at((rect.x - 5, rect.y - 5))[:3] == (0, 0, 0)
        top = {
            surf.get_at((x, y))[:3]
            for x in range(rect.x + 6, rect.right - 6, 2)
            for y in range(rect.y + 6, rect.y + rect.height // 2, 2)
        }
        assert len(top) > 12
