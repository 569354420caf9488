"""The make-noise question of a search (``search_more``, ACT-SEARCH): the cards drawn so
far, face up and readable, beside the question -- for the searcher only.

A search draw is private to the searcher until the card is played: the prompt opens only
after the searcher's hand-off (``TurnDriver``), and the cards come from the viewer's own
view (``search_drawn``), shown only while the viewer is the one deciding."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.client.core import ui
from game.client.table.board import clear_spot
from game.client.table.cards import CardFace, CardZoom, draw_card, fitted_rect, item_face
from game.i18n import _

if TYPE_CHECKING:
    from game.client.core.app import App
    from game.client.scenes.table.scene import TableScene


class SearchCards:
    """Mixed into the prompt (before its list overlay)."""

    app: App
    table: TableScene
    kind: str
    decision: dict[str, Any]
    zoom: CardZoom
    card_rect: pygame.Rect | None
    drawn_rects: list[tuple[pygame.Rect, CardFace]]

    def drawn_faces(self) -> list[CardFace]:
        """search_more: the cards the searcher has drawn so far, as card faces -- only
        while the searcher holds the screen (after their hand-off; a search draw is
        private until the card is played)."""
        if self.kind != "search_more" or self.table.viewer != int(self.decision["player"]):
            return []
        me = self.table.private() or {}
        content = self.table.session.content
        return [f for u in me.get("search_drawn", []) if (f := item_face(content, u))]

    def draw_drawn(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The drawn cards face up in a row clear of the box (above it when there is room),
        readable as every card in a chooser; right-click or Z pins one large."""
        app = self.app
        faces = self.drawn_faces()
        self.drawn_rects = []
        if not faces:
            return
        w, h = surface.get_size()
        pad, gap, head = app.px(8), app.px(12), app.px(24)
        n = len(faces)
        cw = min(app.px(260), (w - app.px(12) - 2 * pad - gap * (n - 1)) // n)
        # under the top bar, clear of the box: above it, else below it
        above = box.y - app.px(8) - app.px(44)
        below = h - app.px(6) - box.bottom - app.px(8)
        room = max(above, below) - head - 2 * pad
        ch = min(max(fitted_rect(app, f, cw).height for f in faces), max(app.px(120), room))
        label = _("Drawn so far (only you see them):")
        label_w = app.fonts.size(label, app.px(13), True)[0]
        cards_w = n * cw + (n - 1) * gap
        bounds = pygame.Rect(app.px(6), app.px(44), w - app.px(12), h - app.px(50))
        size = (min(bounds.width, max(cards_w, label_w) + 2 * pad), ch + head + 2 * pad)
        row = clear_spot(size, bounds, [box.inflate(app.px(12), app.px(12))],
                         (w // 2, box.y - size[1] // 2 - app.px(8)))
        pal = app.art.pal
        ui.panel(surface, app, row, pal.bg2, pal.accent)
        ui.text(surface, app, label, (row.x + pad, row.y + pad), 13, pal.text, bold=True,
                max_w=row.width - 2 * pad)
        left = row.x + (row.width - cards_w) // 2  # the cards centred under the label
        for i, face in enumerate(faces):
            r = pygame.Rect(left + i * (cw + gap), row.y + pad + head, cw,
                            row.height - head - 2 * pad)
            draw_card(surface, app, r, face)
            self.drawn_rects.append((r, face))

    def focused_face(self) -> CardFace | None:
        if self.kind == "search_more":  # Z pins the card just drawn
            faces = self.drawn_faces()
            return faces[-1] if faces else None
        return super().focused_face()  # type: ignore[misc]

    def draw_focused_card(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        if self.kind == "search_more":  # the drawn cards are shown in their own row
            self.card_rect = None
            return
        super().draw_focused_card(surface, box)  # type: ignore[misc]

    def pin_drawn(self, event: Any) -> bool:
        """A right-click on a drawn card pins that card large."""
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 3 or \
                self.zoom.pinned is not None:
            return False
        for r, face in self.drawn_rects:
            if r.collidepoint(event.pos):
                self.zoom.pin(face)
                return True
        return False
