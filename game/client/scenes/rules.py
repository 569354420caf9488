"""The rules reference: topics on the left, text on the right, search box on top.

Reachable from anywhere with F1 (the app pushes it; F1 or Esc closes it).  Typing goes to
the search box; Up/Down pick a topic; PgUp/PgDn or the wheel scroll the text.  The sections
are read from ``assets/rules`` when the scene opens (:mod:`game.client.scenes.rules_ref`); a file
that could not be read is named above its section's text.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import pygame

from game.client.core import ui
from game.client.core.scene import scene
from game.client.scenes import rules_ref
from game.client.scenes.base import AppScene, menu_backdrop
from game.i18n import N_, _

if TYPE_CHECKING:
    from game.client.core.app import App

RULE_TAG = re.compile(r"\s*\[[A-Z][A-Z0-9-]*\]")


@scene("rules")
class RulesScene(AppScene):
    name = "rules"
    max_ui_scale = 1.1  # the interface scale its layout holds (Settings)

    def __init__(self, app: App, topic_id: str | None = None, query: str = "") -> None:
        super().__init__(app)
        self.search = ui.TextField(N_("Search"), query, max_len=40, on_change=self._filter,
                                   placeholder=N_("type to search"))
        self.book = rules_ref.topics()  # read once: the search looks through these
        self.results = rules_ref.search(query, pool=self.book)
        self.index = 0
        if topic_id is not None:
            for i, t in enumerate(self.results):
                if t.id == topic_id:
                    self.index = i
        self.scroll = 0
        self.content_h = 0
        self.topic_rects: list[pygame.Rect] = []
        self.topic_first = 0
        self.b_close = ui.Button(N_("Close (Esc)"), self.close)
        self.focus.set([self.search, self.b_close])

    @property
    def current(self) -> rules_ref.Topic | None:
        if 0 <= self.index < len(self.results):
            return self.results[self.index]
        return None

    def _filter(self, q: str) -> None:
        cur = self.current
        self.results = rules_ref.search(q, pool=self.book)
        self.index = self.results.index(cur) if cur in self.results else 0
        self.scroll = 0

    def select(self, i: int) -> None:
        if self.results:
            self.index = max(0, min(len(self.results) - 1, i))
            self.scroll = 0

    def handle(self, event: Any) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.search.value:
                    self.search.value = ""
                    self._filter("")
                else:
                    self.close()
                return True
            if event.key == pygame.K_UP:
                self.select(self.index - 1)
                return True
            if event.key == pygame.K_DOWN:
                self.select(self.index + 1)
                return True
            if event.key == pygame.K_PAGEDOWN:
                self.scroll += self.app.px(200)
                return True
            if event.key == pygame.K_PAGEUP:
                self.scroll = max(0, self.scroll - self.app.px(200))
                return True
            if event.key == pygame.K_TAB:
                self.focus.move(1)
                return True
            if event.key == pygame.K_BACKSPACE or (event.unicode and event.unicode.isprintable()):
                self.focus.focus_widget(self.search)
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and \
                    self.focus.focused is self.search:
                return True
        if event.type == pygame.TEXTINPUT:
            self.focus.focus_widget(self.search)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * self.app.px(40))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, r in enumerate(self.topic_rects):
                if r.collidepoint(event.pos):
                    self.select(self.topic_first + i)
                    return True
        self.focus.handle(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        pal = app.art.pal
        surface.blit(menu_backdrop(surface.get_size(), app.art.pal.bg), (0, 0))
        w, h = surface.get_size()
        m = app.px(24)
        ui.text(surface, app, _("Rules reference"), (m, m), 30, bold=True,
                max_w=app.px(330))
        self.search.rect = pygame.Rect(m + app.px(340), m - app.px(2), app.px(380), app.px(40))
        self.b_close.rect = pygame.Rect(w - m - app.px(170), m - app.px(2), app.px(170),
                                        app.px(40))
        left = pygame.Rect(m, m + app.px(60), app.px(340), h - m * 2 - app.px(60))
        ui.panel(surface, app, left, pal.bg2)
        self.topic_rects = []
        rh = app.px(34)
        y = left.y + app.px(8)
        if not self.results:
            ui.text(surface, app, _("No topic matches."), (left.x + app.px(12), y), 16,
                    pal.text_dim)
        fits = max(1, (left.height - app.px(16)) // (rh + app.px(4)))
        first = min(max(0, self.index - fits + 1), max(0, len(self.results) - fits))
        first = min(first, self.index)
        self.topic_first = first
        old_clip = surface.get_clip()
        surface.set_clip(left.inflate(-app.px(4), -app.px(4)))
        for i, t in enumerate(self.results[first:first + fits], start=first):
            r = pygame.Rect(left.x + app.px(6), y, left.width - app.px(12), rh)
            if i == self.index:
                pygame.draw.rect(surface, pal.panel_hi, r, border_radius=app.px(6))
                pygame.draw.rect(surface, pal.highlight, r, max(1, app.px(2)),
                                 border_radius=app.px(6))
            ui.text(surface, app, t.title, (r.x + app.px(10), r.centery), 15,
                    pal.text if i == self.index else pal.text_dim, anchor="midleft",
                    max_w=r.width - app.px(16))
            self.topic_rects.append(r)
            y += rh + app.px(4)
        surface.set_clip(old_clip)
        if first > 0:
            ui.text(surface, app, "▲", (left.centerx, left.y + app.px(2)), 12, pal.text_dim,
                    anchor="midtop")
        if first + fits < len(self.results):
            ui.text(surface, app, "▼", (left.centerx, left.bottom - app.px(2)), 12,
                    pal.text_dim, anchor="midbottom")
        right = pygame.Rect(left.right + m, left.y, w - left.right - 2 * m, left.height)
        ui.panel(surface, app, right, pal.bg2)
        cur = self.current
        if cur is not None:
            t = cur
            inner = right.inflate(-app.px(48), -app.px(40))
            ui.text(surface, app, t.title, (inner.x, inner.y), 26, pal.accent, bold=True,
                    max_w=inner.width)
            body = pygame.Rect(inner.x, inner.y + app.px(50), inner.width,
                               inner.height - app.px(50))
            if t.problem:  # a file that could not be read: said above the text, unscrolled
                note_h = self._note(surface, t.problem, body)
                body.y += note_h
                body.height -= note_h
            if t.id == "legend":  # the real pictures beside their meaning
                from game.client.table import legend
                self.content_h = legend.draw(surface, app, body, self.scroll)
            else:
                self.content_h = self._body(surface, t.body, body)
            max_scroll = max(0, self.content_h - body.height)
            self.scroll = min(self.scroll, max_scroll)
            if max_scroll:
                bar_h = max(app.px(30), body.height * body.height // self.content_h)
                by = body.y + (body.height - bar_h) * self.scroll // max_scroll
                pygame.draw.rect(surface, pal.edge, (right.right - app.px(12), by, app.px(6),
                                                     bar_h), border_radius=app.px(3))
        self.focus.draw(surface, app)

    def _note(self, surface: pygame.Surface, text: str, rect: pygame.Rect) -> int:
        """``text`` wrapped at the top of ``rect`` in the warning colour; its height."""
        app = self.app
        size = app.px(16)
        lh = int(app.fonts.line_height(size) * 1.25)
        y = rect.y
        for line in app.fonts.wrap(text, size, rect.width):
            surface.blit(app.fonts.render(line, size, app.art.pal.bad), (rect.x, y))
            y += lh
        return y - rect.y + lh // 2

    def _body(self, surface: pygame.Surface, body: str, rect: pygame.Rect) -> int:
        """Paragraphs and bullets; lines containing the search words are highlighted."""
        app = self.app
        pal = app.art.pal
        size = app.px(18)
        lh = int(app.fonts.line_height(size) * 1.25)
        words = [q for q in rules_ref.fold(self.search.value).split() if q]
        old = surface.get_clip()
        surface.set_clip(rect)
        y = rect.y - self.scroll
        for para in body.split("\n"):
            para = RULE_TAG.sub("", para)  # "[ROUND]" points into RULES.md: not for players
            if not para:
                y += lh // 2
                continue
            bullet = para.startswith("• ")
            indent = app.px(22) if bullet else 0
            lines = app.fonts.wrap(para[2:] if bullet else para, size, rect.width - indent)
            for j, line in enumerate(lines):
                hit = bool(words) and any(q in rules_ref.fold(line) for q in words)
                col = pal.highlight if hit else pal.text
                if rect.y - lh <= y <= rect.bottom:
                    if bullet and j == 0:
                        surface.blit(app.fonts.render("•", size, pal.accent), (rect.x, y))
                    if line:
                        surface.blit(app.fonts.render(line, size, col), (rect.x + indent, y))
                y += lh
        surface.set_clip(old)
        return y + self.scroll - rect.y
