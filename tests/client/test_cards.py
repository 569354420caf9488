"""Issue 12 items 2-3: cards as cards in the choosers (card text, zoom, crisis marks)."""

from __future__ import annotations

import pygame

from tests.client.passplay import screen_text
from tests.client.test_table import human_table


def _key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def test_crisis_05_to_crisis_chooser_marks_matching_and_wrong_cards(app):
    """CRISIS-05: each card in the To-crisis chooser says +1 (matches) or −1 (wrong type);
    the subtitle names the accepted types and the target at this table."""
    from game.client.scenes.prompt import ActionPickerScene

    s, t = human_table(app)
    acts = [a for a in s.legal() if a.type == "contribute"]
    assert acts, "the first turn offers cards for the crisis"
    crisis = s.content.crises[t.view["crisis"]["card"]]
    t.pick_type("contribute")
    top = app.stack.top
    assert isinstance(top, ActionPickerScene)
    text = screen_text(app)
    assert crisis.name in text and " or ".join(crisis.prevent) in text
    assert f"needed {t.view['crisis']['target']}" in text
    for a, b in zip(top.actions, top.buttons, strict=True):
        good = s.content.item(a.card).type in crisis.prevent
        assert b.label.endswith("matches: +1" if good else "counts −1"), b.label


def test_play_card_chooser_shows_the_focused_card_text_and_zooms(app):
    """Item 3: the Play card chooser shows the focused card's whole text; Z pins it large,
    Esc closes the zoom and leaves the chooser open."""
    from game.client.scenes.prompt import ActionPickerScene

    s, t = human_table(app)
    acts = [a for a in s.legal() if a.type == "contribute"]
    t.pick_type("contribute")
    top = app.stack.top
    assert isinstance(top, ActionPickerScene)
    item = s.content.item(acts[0].card)
    text = screen_text(app)
    first_words = " ".join(item.text.split()[:3])
    assert first_words in text, (first_words, text)
    app.frame(1 / 30, [_key(pygame.K_z)])
    assert top.zoom.pinned is not None and top.zoom.pinned.title == item.name
    assert "Esc, Z or a click: close" in screen_text(app)
    app.frame(1 / 30, [_key(pygame.K_ESCAPE)])
    assert top.zoom.pinned is None and app.stack.top is top


def test_f1_has_a_legend_of_the_icons_drawn_with_their_pictures(app):
    """Item 5: the legend page names every marker (wound, frostbite, despair distinct)."""
    from game.client.scenes import rules_ref
    from game.client.scenes.rules import RulesScene
    from game.client.table import legend

    assert [t.id for t in rules_ref.search("frostbite")].count("legend") == 1
    app.stack.push(RulesScene(app, "legend"))
    drawn: list[str] = []
    real = legend.picture

    def spy(a, pic, size):
        drawn.append(pic)
        return real(a, pic, size)

    legend.picture = spy  # type: ignore[assignment]
    try:
        text = screen_text(app)
    finally:
        legend.picture = real  # type: ignore[assignment]
    assert "Legend: icons and counters" in text and "Search deck (❄ 20)" in text
    assert {"token:wound", "token:frostbite", "item:weapon"} <= set(drawn)


def test_kill_02_wound_frostbite_and_despair_are_three_shapes(app):
    """KILL-02 counts them alike; the board must still tell them apart (item 4)."""
    art = app.art
    imgs = [pygame.image.tobytes(art.token(k, 24), "RGBA")
            for k in ("wound", "frostbite", "despair")]
    assert len(set(imgs)) == 3
    masks = [pygame.mask.from_surface(art.token(k, 24)).count()
             for k in ("wound", "frostbite", "despair")]
    assert masks[2] < masks[0] - 40  # the diamond covers less than the discs: a new outline
