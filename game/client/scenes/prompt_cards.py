"""Choosers whose options are cards show them as cards (issue 22 item 1): the cards a
search lets the searcher keep (``search_keep``), a card to discard or lose, the survivor
cards to take into the group (``choose_card``), the card a player gives when asked
(``request``) and a crossroads card's options -- a row of faces clear of the list, each
one a click that answers (the list's buttons still answer, by key or click; keyboard play
is unchanged).

Only the deciding player's prompt shows them (the prompt opens after their hand-off), and
only the cards its options name."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.client.core import ui
from game.client.table.board import clear_spot
from game.client.table.cards import CardFace, CardZoom, draw_card, fitted_rect

if TYPE_CHECKING:
    from game.client.core.app import App
    from game.client.core.ui import Button

ROW_KINDS = ("search_keep", "choose_card", "request", "crossroads")
MOST = 8  # more card options than this: the list alone (with the focused card beside)


class CardRow:
    """Mixed into the prompt (before its list overlay)."""

    app: App
    kind: str
    keys: list[str]
    buttons: list[Button]
    zoom: CardZoom
    card_rect: pygame.Rect | None
    focus: Any

    row_rects: list[tuple[pygame.Rect, int]]
    face_at: Callable[[int], CardFace | None]  # the prompt's
    on_focus: Callable[[Any], None]

    def row_faces(self) -> list[tuple[int, CardFace]]:
        """The options drawn as cards: (option index, face), when this is a choice among
        cards (at least two of them, at most :data:`MOST`)."""
        if self.kind not in ROW_KINDS:
            return []
        out = [(i, f) for i in range(len(self.keys)) if (f := self.face_at(i)) is not None]
        return out if 2 <= len(out) <= MOST else []

    def draw_row(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The card options face up in a row clear of the box (above it when there is
        room); the focused one ringed, one that cannot be chosen dimmed."""
        app = self.app
        self.row_rects = []
        faces = self.row_faces()
        if not faces:
            return
        w, h = surface.get_size()
        pad, gap = app.px(8), app.px(10)
        n = len(faces)
        cw = min(app.px(230), (w - app.px(12) - 2 * pad - gap * (n - 1)) // n)
        above = box.y - app.px(8) - app.px(44)
        below = h - app.px(6) - box.bottom - app.px(8)
        room = max(above, below) - 2 * pad
        ch = min(max(fitted_rect(app, f, cw).height for _i, f in faces), max(app.px(110), room))
        cards_w = n * cw + (n - 1) * gap
        bounds = pygame.Rect(app.px(6), app.px(44), w - app.px(12), h - app.px(50))
        size = (min(bounds.width, cards_w + 2 * pad), ch + 2 * pad)
        row = clear_spot(
            size,
            bounds,
            [box.inflate(app.px(12), app.px(12))],
            (w // 2, box.y - size[1] // 2 - app.px(8)),
        )
        pal = app.art.pal
        ui.panel(surface, app, row, pal.bg2, pal.accent)
        left = row.x + (row.width - cards_w) // 2
        focused = self.focus.focused
        for k, (i, face) in enumerate(faces):
            r = pygame.Rect(left + k * (cw + gap), row.y + pad, cw, row.height - 2 * pad)
            draw_card(surface, app, r, face)
            if not self.buttons[i].enabled:
                veil = pygame.Surface(r.size, pygame.SRCALPHA)
                veil.fill((*pal.bg[:3], 150))
                surface.blit(veil, r.topleft)
            elif focused is self.buttons[i]:
                pygame.draw.rect(
                    surface,
                    pal.highlight,
                    r.inflate(app.px(6), app.px(6)),
                    max(2, app.px(3)),
                    border_radius=app.px(10),
                )
            self.row_rects.append((r, i))

    def row_event(self, event: Any) -> bool:
        """A click on a card answers with it; a right-click pins it large; the pointer
        over a card focuses its option (its button lights)."""
        rects = getattr(self, "row_rects", [])
        if not rects or self.zoom.pinned is not None:
            return False
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION):
            return False
        hit = next((i for r, i in rects if r.collidepoint(event.pos)), None)
        if hit is None:
            return False
        b = self.buttons[hit]
        if event.type == pygame.MOUSEMOTION:
            if b.enabled and self.focus.focused is not b:
                self.focus.focus_widget(b)
                self.on_focus(b)
            return False
        if event.button == 3:
            face = self.face_at(hit)
            if face is not None:
                self.zoom.pin(face)
            return True
        if event.button == 1 and b.enabled:
            self.focus.focus_widget(b)
            b.activate()
        return True

    def draw_focused_card(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        if self.row_faces():  # every card shows in the row
            self.card_rect = None
            return
        super().draw_focused_card(surface, box)  # type: ignore[misc]
