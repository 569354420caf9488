from __future__ import annotations

import pygame

from game.client.headless import shoot, step
from game.client.scenes import rules_ref


def key(k: int, mod: int = 0, uni: str = ""):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=uni, scancode=0)


def test_title_keyboard_navigation(app):
    from game.client.scenes.rules import RulesScene
    from game.client.scenes.settings import SettingsScene
    from game.client.scenes.title import TitleScene

    title = TitleScene(app)
    app.stack.push(title)
    step(app)
    assert title.focus.focused is title.b_new
    app.frame(0.016, [key(pygame.K_DOWN)])
    assert title.focus.focused is title.b_learn
    # continue/load are disabled without saves: Down skips them
    app.frame(0.016, [key(pygame.K_DOWN)])
    assert title.focus.focused is title.b_join
    app.frame(0.016, [key(pygame.K_DOWN)])
    assert title.focus.focused is title.b_settings
    app.frame(0.016, [key(pygame.K_RETURN)])
    assert isinstance(app.stack.top, SettingsScene)
    app.frame(0.016, [key(pygame.K_ESCAPE)])
    assert app.stack.top is title
    app.frame(0.016, [key(pygame.K_F1)])
    assert isinstance(app.stack.top, RulesScene)
    app.frame(0.016, [key(pygame.K_F1)])
    assert app.stack.top is title
    app.frame(0.016, [key(pygame.K_q)])
    assert app.running is False


def test_title_mouse_click(app):
    from game.client.scenes.rules import RulesScene
    from game.client.scenes.title import TitleScene

    title = TitleScene(app)
    app.stack.push(title)
    step(app)
    pos = title.b_rules.rect.center
    app.frame(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)])
    assert isinstance(app.stack.top, RulesScene)


def test_rules_search_and_browse(app):
    from game.client.scenes.rules import RulesScene

    r = RulesScene(app)
    app.stack.push(r)
    step(app)
    assert r.current is not None and r.current.id == rules_ref.topics("en")[0].id
    app.frame(0.016, [key(pygame.K_DOWN)])
    assert r.current.id == rules_ref.topics("en")[1].id
    app.frame(0.016, [pygame.event.Event(pygame.TEXTINPUT, text="frostbite")])
    assert r.search.value == "frostbite"
    assert all(t.matches("frostbite") for t in r.results)
    assert "move" in [t.id for t in r.results]
    app.frame(0.016, [key(pygame.K_ESCAPE)])  # first Esc clears the search
    assert r.search.value == "" and app.stack.top is r
    app.frame(0.016, [key(pygame.K_ESCAPE)])
    assert app.stack.top is None


def test_rules_text_covers_required_sections():
    ids = {t.id for t in rules_ref.topics("en")}
    for needed in ("round", "turn", "colony", "crisis", "crossroads", "voting", "items"):
        assert needed in ids
    assert rules_ref.search("zzzz-nothing") == []


def test_settings_scene_saves(app, monkeypatch, tmp_path):
    monkeypatch.setenv("WINTER_COLONY_CONFIG_DIR", str(tmp_path))
    from game.client.core import settings as st
    from game.client.scenes.settings import SettingsScene

    s = SettingsScene(app)
    app.stack.push(s)
    step(app)
    # focus "Colour-blind palette" (row 5, after Language) and flip it, then save
    for _ in range(5):
        app.frame(0.016, [key(pygame.K_DOWN)])
    app.frame(0.016, [key(pygame.K_RIGHT)])
    s.save()
    assert app.settings.colour_blind is True
    assert app.art.pal.name == "colour_blind"
    assert st.load()[0].colour_blind is True


def test_pause_menu_escape_resumes(app):
    from game.client.scenes.base import AppScene
    from game.client.scenes.dialog import PauseScene

    below = AppScene(app)
    app.stack.push(below)
    app.stack.push(PauseScene(app))
    assert app.stack.visible()[0] is below  # transparent: the game shows through
    app.frame(0.016, [key(pygame.K_ESCAPE)])
    assert app.stack.top is below


def test_screenshots_written(app, tmp_path):
    from game.client.scenes.handoff import HandOffScene
    from game.client.scenes.title import TitleScene

    app.stack.push(TitleScene(app))
    p = shoot(app, tmp_path / "title.png", frames=3)
    assert p.is_file() and p.stat().st_size > 10_000
    img = pygame.image.load(str(p))
    assert img.get_size() == (1280, 720)
    app.stack.push(HandOffScene(app, "Ana", 0, lambda: None))
    p2 = shoot(app, tmp_path / "handoff.png")
    assert p2.is_file()


def test_layout_scales_with_window(app):
    from game.client.scenes.title import TitleScene

    t = TitleScene(app)
    app.stack.push(t)
    step(app)
    s1, h1 = app.scale, t.b_new.rect.height
    app.resize((2560, 1440))  # one display: resize it
    step(app)
    assert app.scale == 2 * s1
    assert t.b_new.rect.height == 2 * h1


def test_art_shapes_differ_per_item_type():
    from game.client.art.pieces import ITEM_TYPES, Art

    art = Art()
    masks = []
    for kind in ITEM_TYPES:
        surf = art.item_icon(kind, 48, badge=False)
        masks.append(pygame.mask.from_surface(surf, 60))
    # silhouettes (alpha only, no colour) are pairwise different
    for i in range(len(masks)):
        for j in range(i + 1, len(masks)):
            overlap = masks[i].overlap_area(masks[j], (0, 0))
            union = masks[i].count() + masks[j].count() - overlap
            assert overlap / union < 0.8, (ITEM_TYPES[i], ITEM_TYPES[j])


def test_exposure_faces_distinct_silhouettes():
    from game.client.art.pieces import EXPOSURE_FACES, Art

    art = Art(colour_blind=True)
    surfs = [pygame.image.tobytes(art.exposure_face(f, 40), "RGBA") for f in EXPOSURE_FACES]
    assert len(set(surfs)) == 4
