"""Issue 20 items 7 and 15: a card's face says what the card does -- every equipment card
its equipped effect (in hand, equipped, in a chooser), a special zombie its encounter card.
Checked in English, Portuguese and German, on what is drawn."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from tests.client.passplay import screen_text
from tests.client.test_table import human_table

LANGS = ("en", "pt", "de")


def _flat(text: str) -> str:
    return " ".join(text.split())


def _drawn(app, face) -> str:
    """Every string :func:`draw_card` renders for ``face`` on a hover-sized card."""
    from game.client.table.cards import draw_beside

    seen: list[str] = []
    real = app.fonts.render

    def record(text, *a, **k):
        seen.append(text)
        return real(text, *a, **k)

    app.fonts.render = record
    try:
        surf = pygame.Surface((1280, 720))
        draw_beside(surf, app, face, pygame.Rect(100, 100, 40, 40), hint=True)
    finally:
        del app.fonts.render
    return _flat(" ".join(seen))


def _packs():
    from game.content.loader import bundled_packs_dir, load_pack

    return {p: load_pack(bundled_packs_dir() / p) for p in ("base", "long_night")}


@pytest.mark.rule("ACT-PLAY-04")
def test_every_equipment_card_face_shows_its_equipped_effect_in_every_language(app):
    """Item 7: the face of each of the 39 equipment cards of the bundled packs shows its
    [equip] text (what the card does when equipped), translated, and the drawn card says
    it in full (hover, zoom, choosers and the equipped chip all draw this face)."""
    from game.client.table.cards import item_face
    from game.i18n.cards import card_text

    packs = _packs()
    equips = [(c, it) for c in packs.values() for it in c.items.values() if it.kind == "equip"]
    assert len(equips) == 39
    try:
        for lang in LANGS:
            i18n.set_language(lang)
            for content, it in equips:
                effect = card_text(it.id, "equip.text", it.equip.text)
                if lang != "en":
                    assert effect != it.equip.text, (lang, it.id, "not translated")
                face = item_face(content, it.id + "#0")
                assert face is not None
                assert _flat(effect) in _flat(face.text), (lang, it.id, face.text)
                assert _flat(effect) in _drawn(app, face), (lang, it.id)
    finally:
        i18n.set_language("en")


def test_equipment_effect_shows_in_hand_and_equipped_on_the_table(app):
    """Item 7 on the table: the hand's hover card and an equipped chip's hover card both
    say what the equipment does."""
    import copy

    s, t = human_table(app)
    uid = "i_service_revolver#0"
    effect = s.content.item(uid).equip.text
    sid = next(iter(t.view["survivors"]))
    v = copy.deepcopy(t.view)
    v["survivors"][sid]["equipped"] = [uid]
    t.view = v
    me = dict(t.private() or {})
    me["hand"] = [uid, *me.get("hand", [])]
    t.private = lambda: me  # type: ignore[method-assign]
    t.step_game = lambda dt: None  # type: ignore[method-assign]
    app.frame(1 / 30, [])
    for rect, face in (t.hits.tips[("equip", sid, uid)], t.private_panel.tips[("hand", 0)]):
        assert face.title == "Service Revolver"
        app.frame(1 / 30, [pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center,
                                              rel=(0, 0), buttons=(0, 0, 0))])
        assert _flat(effect) in _flat(screen_text(app).replace("\n", " "))


def test_a_choice_from_an_equipped_card_quotes_its_effect():
    """Item 7: the prompt's source card (a choice an equipped card asks) is its effect,
    not "Equip to a survivor." alone."""
    from game.client.table.decisions import source

    content = _packs()["base"]
    src = source({"card": "i_service_revolver#1"}, content)
    assert src is not None
    assert content.items["i_service_revolver"].equip.text in src.text


def _rax_table(app):
    """A Long Night table with the Raxxon module, one Raker released at the police station
    by its experiment (the view changed; the game holds still)."""
    import copy

    from game.client.scenes.table.scene import TableScene
    from game.devtools.ln_shots import ln_session

    s = ln_session(3)
    t = TableScene(app, s)
    t.step_game = lambda dt: None  # type: ignore[method-assign]
    app.stack.push(t)
    v = copy.deepcopy(t.view)
    rax = v["modules"]["raxxon"]
    rax["specials"] = [{"id": "sz1", "type": "lz_raker", "card": "lex_subject_forearm",
                        "loc": "police_station", "entrance": 0}]
    rax["encounters"] = ["lex_subject_forearm"]
    v["locations"]["police_station"]["specials"] = [1]
    t.view = v
    app.frame(1 / 30, [])
    return s, t


@pytest.mark.rule("RAX-18")
@pytest.mark.parametrize("lang", LANGS)
def test_a_special_zombie_on_hover_shows_its_encounter_card(app, lang):
    """Item 15: hovering a special zombie shows its rules -- the encounter card of the
    experiment that released it (its text and every row of its die table) as a card face
    that zooms; the encounter card by the colony shows the same face."""
    from game.client.table.cards import CardFace
    from game.i18n.cards import card_text

    i18n.set_language(lang)
    try:
        s, t = _rax_table(app)
        exp = s.content.experiments["lex_subject_forearm"]
        enc = exp.encounter
        words = [card_text(exp.id, "encounter.text", enc.text)]
        words += [card_text(exp.id, f"encounter.rows.{i}.text", r.text)
                  for i, r in enumerate(enc.rows)]
        if lang != "en":
            assert words[0] != enc.text
        panel = t.painter.panel("police_station")
        rect, face = next((r, x) for r, x in panel.tips if isinstance(x, CardFace))
        assert face.title == card_text("lz_raker", "name", s.content.special_zombies["lz_raker"].name)
        assert face.kind == "encounter"
        t.zoom.mouse = rect.center
        hover = _flat(screen_text(app).replace("\n", " "))
        for w in words:
            assert _flat(w) in hover, (lang, w)
        app.frame(1 / 30, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center,
                                              button=3)])
        assert t.zoom.pinned == face
        # the zoom's own hint speaks the language too
        hint = i18n._("Esc, Z or a click: close")
        assert lang == "en" or hint != "Esc, Z or a click: close"
        assert hint in screen_text(app)
        t.zoom.pin(None)
        band = [x for _r, x in t.painter.panel("colony").tips if isinstance(x, CardFace)
                and x.kind == "encounter"]
        assert band == [face]
    finally:
        i18n.set_language("en")
