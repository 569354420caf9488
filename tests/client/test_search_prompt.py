"""Issue 20 item 10: make noise is not decided blind -- the searcher's prompt shows the
cards drawn so far face up (readable, zoomable), and only to the searcher (a search draw
is private until played: the prompt comes after the searcher's hand-off and reads the
viewer's own view)."""

from __future__ import annotations

import pygame
import pytest

from game.client.scenes.prompt import PromptScene
from game.devtools.saveshots import human_turn
from tests.client.passplay import screen_text


def _flat(text: str) -> str:
    return " ".join(text.split())


def _search_more(app):
    """Ana (two bots, seed 3) moves a survivor to the police station and searches: the
    make-noise question is open."""
    s, t = human_turn(app, seed=3)
    t.submit(next(a for a in s.legal() if a.type == "move"))
    for _ in range(60):
        app.frame(1 / 30, [])
    t.submit(next(a for a in s.legal() if a.type == "search"))
    for _ in range(60):
        app.frame(1 / 30, [])
    top = app.stack.top
    assert isinstance(top, PromptScene) and top.kind == "search_more"
    return s, t, top


@pytest.mark.rule("ACT-SEARCH-03")
def test_the_make_noise_question_shows_the_drawn_card_readably(app):
    from game.client.table.decisions import item_text

    s, t, p = _search_more(app)
    drawn = s.view(0)["me"]["search_drawn"]
    assert len(drawn) == 1
    card = s.content.item(drawn[0])
    text = _flat(screen_text(app).replace("\n", " "))
    assert card.name in text
    assert _flat(item_text(card)) in text  # the whole card text, not only its name
    assert card.flavour and _flat(card.flavour)[:40] in text
    # the card sits clear of the question's box
    assert p.drawn_rects and not p.drawn_rects[0][0].colliderect(p.box(app.screen))
    # Z pins it large; a right-click on it too
    app.frame(1 / 30, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=0,
                                          unicode="z", scancode=0)])
    assert p.zoom.pinned is not None and p.zoom.pinned.title == card.name
    p.zoom.pin(None)
    app.frame(1 / 30, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=3,
                                          pos=p.drawn_rects[0][0].center)])
    assert p.zoom.pinned is not None and p.zoom.pinned.title == card.name
    assert app.stack.top is p  # the question is still open


@pytest.mark.rule("ACT-SEARCH-02")
def test_the_drawn_cards_show_to_the_searcher_only(app):
    """Whoever else holds the screen sees the question but no drawn card."""
    from game.client.table.decisions import item_text

    s, t, p = _search_more(app)
    card = s.content.item(s.view(0)["me"]["search_drawn"][0])
    t.viewer = 1  # another seat at the screen
    t.private = lambda: s.view(1)["me"]  # type: ignore[method-assign]
    text = screen_text(app)
    assert p.drawn_faces() == [] and p.focused_face() is None
    assert card.name not in text and _flat(item_text(card)) not in _flat(text)
