"""Overlays for choices: the action picker (turn), a prompt for every other decision kind,
and the private setup draft.  All of them are transparent (the table shows through) but
draw only the deciding player's own data, and only after that player passed a hand-off."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.client.core import ui
from game.client.core.scene import scene
from game.client.scenes.prompt_cards import CardRow
from game.client.scenes.prompt_draft import DraftScene  # (re-exported)
from game.client.scenes.prompt_list import ActionPickerScene, _ListOverlay  # (re-exported)
from game.client.scenes.prompt_search import SearchCards
from game.client.table.board import clear_spot, overlap
from game.client.table.cards import (
    CardFace,
    crossroads_face,
    item_face,
    survivor_face,
)
from game.i18n import _
from game.i18n.render import render

if TYPE_CHECKING:
    from game.client.core.app import App
    from game.client.scenes.table.scene import TableScene


__all__ = ["ActionPickerScene", "DraftScene", "PromptScene"]


@scene("prompt")
class PromptScene(CardRow, SearchCards, _ListOverlay):
    """Any decision answered with ``Answer(key)``: one button per option.

    Above the options: the card the choice comes from (``decision["info"]``).  When the
    decision is about something on the board (places, survivors, colony entrances), those
    light up, the focused option is lit strongly, a click on one answers, and the box
    moves to where it covers as little of them as possible."""

    name = "prompt"

    def __init__(self, app: App, table: TableScene, decision: dict[str, Any]) -> None:
        from game.client.table import decisions

        who = table.names.p(decision["player"])
        super().__init__(app, table, render(decision.get("prompt")) or _("Choose"),
                         _("{player} decides: {what}").format(
                             player=who, what=decisions.kind_label(decision["kind"], table.names.content)))
        self.decision = decision
        self.cancellable = False
        self.kind = decision["kind"]
        self.info = dict(decision.get("info") or {})
        content = table.session.content
        self.source = decisions.decision_source(decision, content, table.session.names,
                                                table.view)
        self.focus_on = decisions.focus(decision, table.view)
        if self.focus_on:
            self.shade = 60  # the board stays readable around the box
        buttons = []
        places = set(content.locations) | {"colony"}
        for o in decision.get("options", []):
            label = decisions.option_label(self.kind, o.get("label")) or render(o.get("label")) \
                or o["key"]  # the engine's words, translated
            if o.get("label") in (None, "", o["key"]) and o["key"] in places:
                label = table.names.loc(o["key"])  # a bare location id: its name
            label = label[:1].upper() + label[1:]  # "the colony" starts a button
            if not o.get("enabled", True) and o.get("reason"):
                label = _("{option} — {reason}").format(option=label,
                                                        reason=render(o["reason"]))
            b = ui.Button(label, partial(self.answer, o["key"]))
            b.enabled = bool(o.get("enabled", True))
            buttons.append(b)
        self.drawn_rects: list[tuple[pygame.Rect, CardFace]] = []
        self.row_rects: list[tuple[pygame.Rect, int]] = []  # card options (prompt_cards.py)
        self.keys = [o["key"] for o in decision.get("options", [])]
        self.set_buttons(buttons)
        table.awaiting = self.kind
        self._light()
        self.on_focus(self.focus.focused)

    # ------------------------------------------------------------------ the board
    def _light(self) -> None:
        """Every board thing an option names, softly lit."""
        hl, f = self.table.hl, self.focus_on
        hl.locations = set(f.locations)
        hl.survivors = set(f.survivors)
        hl.targets = set(f.entrances)

    def _unlight(self) -> None:
        hl = self.table.hl
        hl.locations, hl.survivors, hl.targets = set(), set(), set()
        hl.strong_locations, hl.strong_survivors, hl.strong_targets = set(), set(), set()

    def on_focus(self, b: ui.Widget | None) -> None:
        if not self.focus_on or b not in self.buttons:
            return
        key = self.keys[self.buttons.index(b)]  # type: ignore[arg-type]
        what, ref = self.focus_on.by_key.get(key, ("", None))
        hl = self.table.hl
        hl.strong_locations = {ref} if what == "location" else set()
        hl.strong_survivors = {ref} if what == "survivor" else set()
        hl.strong_targets = {ref} if what == "entrance" else set()

    def board_rects(self) -> list[pygame.Rect]:
        """Where the things this decision is about are drawn now (screen pixels)."""
        hits, f = self.table.hits, self.focus_on
        out = [hits.locations[lid] for lid in f.locations if lid in hits.locations
               and lid != "colony"]
        out += [hits.survivors[sid] for sid in f.survivors if sid in hits.survivors]
        out += [hits.entrances[e] for e in f.entrances if e in hits.entrances]
        if "colony" in f.locations and "colony" in hits.locations:
            out.append(hits.locations["colony"])
        return out

    def box(self, surface: pygame.Surface) -> pygame.Rect:
        if not self.focus_on:
            return super().box(surface)
        app = self.app
        w, h = surface.get_size()
        avoid = self.board_rects()
        bounds = pygame.Rect(app.px(6), app.px(44), w - app.px(12), h - app.px(50))
        # fewer rows only when that uncovers a good part of what the decision is about
        # (when every place is in play, keep the list long: the board answers clicks too)
        whole = sum(r.width * r.height for r in avoid) or 1
        best = None
        for rows in (min(type(self).rows_visible, len(self.buttons)), 5, 4, 3):
            rows = min(rows, len(self.buttons))
            size = self.box_size(surface, rows)
            r = clear_spot(size, bounds, avoid, (w // 2, h - size[1] // 2))
            cost = overlap(r, avoid)
            if best is None or cost < best[0] - 0.1 * whole:
                best = (cost, r, rows)
            if cost == 0:
                break
        assert best is not None
        self.rows_visible = best[2]
        return best[1]

    def handle(self, event: Any) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and \
                event.mod & pygame.KMOD_CTRL:
            # Ctrl+Z on a follow-up question of the player's own reversible action: take
            # the action back (the table then asks what the restored game asks)
            if self.table.session.can_undo():
                self.table.awaiting = None
                if self.focus_on:
                    self._unlight()
                self.close()
            self.table.undo()
            return True
        if self.pin_drawn(event):
            return True
        if self.row_event(event):  # a card option clicked (prompt_cards.py)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.focus_on:
            key = self._board_key_at(event.pos)
            if key is not None:
                i = self.keys.index(key)
                if self.buttons[i].enabled:
                    self.focus.focus_widget(self.buttons[i])
                    self.buttons[i].activate()
                return True
        return super().handle(event)

    def _board_key_at(self, pos: tuple[int, int]) -> str | None:
        """The option whose board thing is under ``pos`` (outside the box): what the
        board's panels drew there (``BoardPainter.hit``: a survivor before an entrance
        before a place), so a panel a module registers (the Bandits' Hideout, Raxxon)
        answers too.  An entrance that is not an option stands for its place (a bandit
        goes to the place, not to an entrance)."""
        if any(b.rect.collidepoint(pos) for b in self.buttons):
            return None
        tb = self.table
        painter = getattr(tb, "painter", None)
        what = (painter.hit(pos) if painter is not None else None) or tb.hits.at(pos)
        if what is None:
            return None
        wanted: list[tuple[str, Any]] = []
        if what[0] == "survivor":
            wanted.append(("survivor", what[1]))
        elif what[0] == "entrance":
            wanted += [("entrance", (what[1], what[2])), ("location", what[1])]
        elif what[0] == "place":
            wanted.append(("location", what[1]))
        for ref in wanted:
            for key, target in self.focus_on.by_key.items():
                if target == ref and key in self.keys:
                    return key
        return None

    def answer(self, key: str) -> None:
        from game.engine.actions import Answer

        self.table.awaiting = None
        if self.focus_on:
            self._unlight()
        self.close()
        self.table.submit(Answer(actor=int(self.decision["player"]), key=key))

    # ------------------------------------------------------------------ context
    def _context_lines(self, width: int) -> list[tuple[str, Any, bool]]:
        """The source card: its title (two lines at most) and text (four at most)."""
        src = self.source
        if src is None:
            return []
        app, pal = self.app, self.app.art.pal
        px = app.px(13.5)
        colour = {"crossroads": pal.warn, "crisis": pal.bad}.get(src.kind, pal.accent)
        head = app.fonts.wrap(src.title, px, width, True)
        if len(head) > 2:
            head = [head[0], app.fonts.fit(" ".join(head[1:]), px, width, True)]
        lines: list[tuple[str, Any, bool]] = [(t, colour, True) for t in head]
        body = app.fonts.wrap(src.text, px, width)
        if len(body) > 4:
            body = body[:3] + [app.fonts.fit(" ".join(body[3:]), px, width)]
        lines += [(t, pal.text, False) for t in body]
        if src.detail:  # what the choice is for
            more = app.fonts.wrap(src.detail, px, width)
            if len(more) > 3:
                more = more[:2] + [app.fonts.fit(" ".join(more[2:]), px, width)]
            lines += [(t, pal.text_dim, False) for t in more]
        return lines

    def context_height(self, width: int) -> int:
        lines = self._context_lines(width - self.app.px(20))  # as draw_context wraps them
        if not lines:
            return 0
        lh = self.app.fonts.line_height(self.app.px(13.5))
        return len(lines) * lh + self.app.px(14)

    def draw_context(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        app = self.app
        pal = app.art.pal
        pygame.draw.rect(surface, pal.bg2, rect, border_radius=app.px(6))
        pygame.draw.rect(surface, pal.edge, rect, max(1, app.px(1)), border_radius=app.px(6))
        lh = app.fonts.line_height(app.px(13.5))
        y = rect.y + app.px(6)
        x = rect.x + app.px(10)
        for text, colour, bold in self._context_lines(rect.width - app.px(20)):
            surface.blit(app.fonts.render(text, app.px(13.5), colour, bold), (x, y))
            y += lh

    def draw_extra(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """Item options get their type icon; the focused card's text shows beside the
        box (below it, or above when the box sits at the bottom)."""
        app = self.app
        names = self.table.names
        for b, key in zip(self.buttons, self.keys, strict=True):
            if b.rect.width == 0:
                continue
            kind = names.item_type(key) if "#" in key else None
            if kind:
                icon = app.art.item_icon(kind, app.px(28))
                surface.blit(icon, (b.rect.right - icon.get_width() - app.px(8),
                                    b.rect.centery - icon.get_height() // 2))
        if self.kind == "search_more":
            self.draw_drawn(surface, box)
        else:
            self.draw_row(surface, box)

    def face_at(self, i: int) -> CardFace | None:
        """The card an option names: an item, a survivor, a crossroads option."""
        key = self.keys[i]
        content = self.table.session.content
        if self.kind == "crossroads":
            card = content.crossroads.get(self.info.get("card") or "")
            if card is not None and key.isdigit() and int(key) < len(card.options):
                o = card.options[int(key)]
                return CardFace("crossroads", o.label, card.name, o.text)
            return crossroads_face(content, self.info.get("card"))
        if "#" in key:
            return item_face(content, key)
        if key in content.survivors:
            return survivor_face(content, key)
        return None
