"""Overlays for choices: the action picker (turn), a prompt for every other decision kind,
and the private setup draft.  All of them are transparent (the table shows through) but
draw only the deciding player's own data, and only after that player passed a hand-off."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.client.core import ui
from game.client.core.scene import scene
from game.client.scenes.base import AppScene
from game.client.scenes.prompt_search import SearchCards
from game.client.table.board import clear_spot, draw_tick, overlap
from game.client.table.cards import (
    CardFace,
    CardZoom,
    crossroads_face,
    draw_beside,
    item_face,
    survivor_face,
)
from game.i18n import N_, _
from game.i18n.render import render

if TYPE_CHECKING:
    from game.client.core.app import App
    from game.client.scenes.table.scene import TableScene


class _ListOverlay(AppScene):
    """A modal, scrollable list of buttons in a centred box."""

    transparent = True
    rows_visible = 9
    anchor_bottom = False
    shade = 120

    def __init__(self, app: App, table: TableScene, title: str, subtitle: str = "") -> None:
        super().__init__(app)
        self.table = table
        self.title = title
        self.subtitle = subtitle
        self.buttons: list[ui.Button] = []
        self.first = 0
        self.cancellable = True
        self.extra: list[ui.Widget] = []
        self.zoom = CardZoom(app)
        self.card_rect: pygame.Rect | None = None  # where the focused option's card is

    def face_at(self, i: int) -> CardFace | None:
        """The card option ``i`` is about (shown beside the box while focused)."""
        return None

    def focused_face(self) -> CardFace | None:
        f = self.focus.focused
        if f in self.buttons:
            return self.face_at(self.buttons.index(f))  # type: ignore[arg-type]
        return None

    def _zoom_event(self, event: Any) -> bool:
        """Right-click or Z pins the focused option's card large; Esc/Z/click unpins."""
        if self.zoom.pinned is not None:
            return self.zoom.handle(event)
        pin = (event.type == pygame.MOUSEBUTTONDOWN and event.button == 3) or \
            (event.type == pygame.KEYDOWN and event.key == pygame.K_z
             and not event.mod & pygame.KMOD_CTRL)
        if pin:
            if event.type == pygame.MOUSEBUTTONDOWN:
                for b in self.buttons:
                    if b.rect.collidepoint(event.pos):
                        self.focus.focus_widget(b)
            face = self.focused_face()
            if face is not None:
                self.zoom.pin(face)
                return True
        return False

    def draw_focused_card(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The focused option's card, beside the box (clear of the box)."""
        face = self.focused_face()
        self.card_rect = None
        if face is not None and self.zoom.pinned is None:
            self.card_rect = draw_beside(surface, self.app, face, box, hint=True)

    def set_buttons(self, buttons: list[ui.Button]) -> None:
        self.buttons = buttons
        for i, b in enumerate(buttons[:9]):
            b.hotkey = pygame.K_1 + i
            b.label = f"{i + 1}. {b.label}"
        self.focus.set([*buttons, *self.extra])

    def on_focus(self, b: ui.Widget | None) -> None:
        pass

    def handle(self, event: Any) -> bool:
        if self._zoom_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.cancellable:
            self.table.set_highlight(None)
            self.close()
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.first = max(0, min(len(self.buttons) - self.rows_visible, self.first - event.y))
            return True
        self.focus.handle(event)
        f = self.focus.focused
        if f in self.buttons:
            i = self.buttons.index(f)  # type: ignore[arg-type]
            if i < self.first:
                self.first = i
            elif i >= self.first + self.rows_visible:
                self.first = i - self.rows_visible + 1
        self.on_focus(f)
        return True

    def context_height(self, width: int) -> int:
        """Pixels of context (e.g. the card a choice comes from) under the title."""
        return 0

    def draw_context(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        pass

    def title_lines(self, width: int) -> tuple[float, list[str]]:
        """The title at the size (design px) it is drawn: one line, or when it does not
        fit one even shrunk a little, wrapped on two (three or four for a long question at
        a smaller size): a question is read whole, not cut."""
        app = self.app
        title = _(self.title)
        for size in (20.0, 18.0):
            if app.fonts.size(title, app.px(size), True)[0] <= width:
                return size, [title]
        for size, most in ((17.0, 2), (15.0, 3), (14.0, 4)):
            lines = app.fonts.wrap(title, app.px(size), width, True)
            if len(lines) <= most:
                return size, lines
        ui.overflow(title, "box")
        return size, lines[:3] + [app.fonts.fit(" ".join(lines[3:]), app.px(size), width,
                                                True)]

    def title_extra(self, width: int) -> int:
        """Pixels the title takes beyond its one-line slot."""
        size, lines = self.title_lines(width)
        if len(lines) < 2:
            return 0
        return self.app.fonts.line_height(self.app.px(size), True) * len(lines) \
            - self.app.px(22)

    def box_size(self, surface: pygame.Surface, rows: int) -> tuple[int, int]:
        app = self.app
        w, _h = surface.get_size()
        bw = min(w - app.px(40), app.px(720))
        foot = app.px(36) if self.cancellable or rows < len(self.buttons) else app.px(14)
        bh = app.px(50) + rows * app.px(44) + foot + (app.px(24) if self.subtitle else 0)
        return bw, (bh + self.title_extra(bw - app.px(40))
                    + self.context_height(bw - app.px(40)))

    def box(self, surface: pygame.Surface) -> pygame.Rect:
        app = self.app
        w, h = surface.get_size()
        rows = min(type(self).rows_visible, len(self.buttons))
        while rows > 3 and self.box_size(surface, rows)[1] > h - app.px(12):
            rows -= 1  # a long title and card text: fewer rows, the rest scrolls
        self.rows_visible = rows if rows < len(self.buttons) else type(self).rows_visible
        r = pygame.Rect((0, 0), self.box_size(surface, rows))
        r.center = (w // 2, h // 2)
        if self.anchor_bottom:  # keep the board (and its highlights) in view
            r.bottom = h - app.px(6)
        return r

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        pal = app.art.pal
        ui.dim(surface, self.shade)
        box = self.box(surface)
        ui.panel(surface, app, box)
        size, lines = self.title_lines(box.width - app.px(40))
        lh = app.fonts.line_height(app.px(size), True)
        for i, line in enumerate(lines):
            ui.text(surface, app, line, (box.x + app.px(20), box.y + app.px(14) + i * lh), size,
                    pal.text, bold=True)
        y = box.y + app.px(50) + self.title_extra(box.width - app.px(40))
        if self.subtitle:
            ui.text(surface, app, _(self.subtitle), (box.x + app.px(20), y - app.px(4)), 14,
                    pal.text_dim, max_w=box.width - app.px(40), minimum=10)
            y += app.px(24)
        ch = self.context_height(box.width - app.px(40))
        if ch:
            self.draw_context(surface, pygame.Rect(box.x + app.px(20), y - app.px(2),
                                                   box.width - app.px(40), ch))
            y += ch
        for b in self.buttons:
            b.rect = pygame.Rect(0, 0, 0, 0)
        for i, b in enumerate(self.buttons[self.first:self.first + self.rows_visible]):
            b.rect = pygame.Rect(box.x + app.px(20), y + i * app.px(44), box.width - app.px(40),
                                 app.px(38))
        hidden_above, hidden_below = self.first, max(0, len(self.buttons) - self.first -
                                                     self.rows_visible)
        self.focus.draw(surface, app)
        self.draw_extra(surface, box)
        foot = []
        if hidden_above:
            foot.append(_("▲ {n} more").format(n=hidden_above))
        if hidden_below:
            foot.append(_("▼ {n} more").format(n=hidden_below))
        if self.cancellable:
            foot.append(_("Esc: back"))
        ui.text(surface, app, "   ".join(foot), (box.right - app.px(20), box.bottom - app.px(14)),
                13, pal.text_dim, anchor="bottomright")
        self.draw_focused_card(surface, box)
        self.zoom.draw(surface)

    def draw_extra(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        pass


def _item_type(t: Any) -> str:
    from game.client.table.decisions import item_type

    return item_type(str(t)) if t else ""


@scene("picker")
class ActionPickerScene(_ListOverlay):
    name = "picker"
    rows_visible = 5
    anchor_bottom = True
    shade = 40

    def __init__(self, app: App, table: TableScene, title: str,
                 labelled: list[tuple[str, Any]],
                 subtitle: str = N_("Choose one — highlighted on the board")) -> None:
        self.actions = [a for _label, a in labelled]
        content = table.session.content
        self.content = content
        crisis = content.crises.get(table.view.get("crisis", {}).get("card") or "")
        # To crisis: which cards match the crisis (+1) and which count against it (−1)
        self.marks: list[bool | None] = []
        for _label, a in labelled:
            t = table.names.item_type(getattr(a, "card", None)) if a.type == "contribute" \
                else None
            self.marks.append(None if crisis is None or t is None else t in crisis.prevent)
        if crisis is not None and any(m is not None for m in self.marks):
            cr = table.view.get("crisis", {})
            target = cr.get("target")
            from game.client.table.decisions import item_type

            types = _(" or ").join(item_type(t) for t in crisis.prevent)
            so_far = int(cr.get("contributions", 0))
            name = table.names.crisis(crisis.id)
            subtitle = (_("{crisis}: {types} score +1, any other card −1; needed {n}; {so_far} "
                          "in so far").format(crisis=name, types=types, n=target, so_far=so_far)
                        if target is not None else
                        _("{crisis}: {types} score +1, any other card −1; {so_far} in so "
                          "far").format(crisis=name, types=types, so_far=so_far))
        names = table.names
        labelled = [(label if m is None else
                     (_("{card} ({type}) — matches: +1") if m else
                      _("{card} ({type}) — wrong type: counts −1")).format(
                         card=names.item(a.card), type=_item_type(names.item_type(a.card))), a)
                    for (label, a), m in zip(labelled, self.marks, strict=True)]
        super().__init__(app, table, title, subtitle)
        buttons = [ui.Button(label, partial(self.choose, a)) for label, a in labelled]
        for b, a, m in zip(buttons, self.actions, self.marks, strict=True):
            card = getattr(a, "card", None)  # keep the label clear of draw_extra's icons
            b.pad_right = (96 if isinstance(card, str) and table.names.item_type(card) else
                           62 if m is not None else
                           40 if getattr(a, "die", None) is not None else 0)
        self.set_buttons(buttons)
        self.on_focus(self.focus.focused)
        me = table.private() or {}
        self.dice = list(me.get("dice_unused", []))

    def face_at(self, i: int) -> CardFace | None:
        card = getattr(self.actions[i], "card", None)
        return item_face(self.content, card) if isinstance(card, str) else None

    def draw_extra(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The die an action spends, as a die face at the end of its button; a card's
        type icon; for the crisis, a ticked disc (matches) or a cross (counts −1)."""
        app = self.app
        pal = app.art.pal
        for b, a, m in zip(self.buttons, self.actions, self.marks, strict=True):
            if b.rect.width == 0:
                continue
            card = getattr(a, "card", None)
            kind = self.table.names.item_type(card) if isinstance(card, str) else None
            if kind:
                icon = app.art.item_icon(kind, app.px(26))
                surface.blit(icon, (b.rect.right - icon.get_width() - app.px(66),
                                    b.rect.centery - icon.get_height() // 2))
            if m is not None:
                c = (b.rect.right - app.px(50), b.rect.centery)
                if m:
                    draw_tick(surface, pal, c, app.px(20), True, app.scale)
                else:
                    d = app.px(7)
                    w = max(2, app.px(3))
                    pygame.draw.line(surface, pal.bad, (c[0] - d, c[1] - d), (c[0] + d, c[1] + d), w)
                    pygame.draw.line(surface, pal.bad, (c[0] - d, c[1] + d), (c[0] + d, c[1] - d), w)
        for b, a in zip(self.buttons, self.actions, strict=True):
            i = getattr(a, "die", None)
            if b.rect.width == 0 or i is None or not 0 <= int(i) < len(self.dice):
                continue
            value = int(self.dice[int(i)])
            if not 1 <= value <= 6:
                continue
            img = app.art.d6_face(value, app.px(26))
            surface.blit(img, (b.rect.right - img.get_width() - app.px(8),
                               b.rect.centery - img.get_height() // 2))

    def on_focus(self, b: ui.Widget | None) -> None:
        if b in self.buttons:
            self.table.set_highlight(self.actions[self.buttons.index(b)])  # type: ignore[arg-type]

    def choose(self, action: Any) -> None:
        self.table.set_highlight(None)
        self.close()
        self.table.submit(action)


@scene("prompt")
class PromptScene(SearchCards, _ListOverlay):
    """Any decision answered with ``Answer(key)``: one button per option.

    Above the options: the card the choice comes from (``decision["info"]``).  When the
    decision is about something on the board (places, survivors, colony entrances), those
    light up, the focused option is lit strongly, a click on one answers, and the box
    moves to where it covers as little of them as possible."""

    name = "prompt"

    def __init__(self, app: App, table: TableScene, decision: dict[str, Any]) -> None:
        from game.client.modules.long_night.decisions import option_label
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
            label = option_label(self.kind, o.get("label")) or render(o.get("label")) \
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


BODY_TOP, BODY_FOOT = 196, 46  # a draft card above its ability text, below it (the tag)


@scene("draft")
class DraftScene(AppScene):
    """Private setup: keep N of the dealt survivors and name the leader."""

    transparent = True
    name = "draft"

    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        d = table.session.decision()
        assert d is not None and d["kind"] == "draft"
        self.seat = int(d["player"])
        self.legal = table.session.legal()
        self.keep_n = len(self.legal[0].keep) if self.legal else 2
        me = table.private() or {}
        self.dealt: list[str] = list(me.get("draft", []))
        self.keep: list[str] = []
        self.leader: str | None = None
        self.card_rects: list[pygame.Rect] = []
        self.lead_rects: list[pygame.Rect] = []
        self.b_ok = ui.Button(N_("Confirm [C]"), self.confirm, primary=True, hotkey=pygame.K_c)
        self.cards: list[ui.Button] = []
        self.leads: list[ui.Button] = []  # "make leader", one under each card
        for i, sid in enumerate(self.dealt):
            self.cards.append(ui.Button("", partial(self.toggle, sid), hotkey=pygame.K_1 + i))
            self.leads.append(ui.Button("", partial(self.make_leader, sid)))
        self.focus.set([*self.cards, *self.leads, self.b_ok])

    def toggle(self, sid: str) -> None:
        """Keep a dealt survivor, or return a kept one to the deck.  Keeping one more than
        allowed returns the earliest kept.  The leader is always one of the kept: the
        first kept survivor until the player names another (``make_leader``)."""
        if sid in self.keep:
            self.keep.remove(sid)
        else:
            if len(self.keep) >= self.keep_n:
                self.keep.pop(0)
            self.keep.append(sid)
        if self.leader not in self.keep:
            self.leader = self.keep[0] if self.keep else None

    def make_leader(self, sid: str) -> None:
        """Name the group leader (keeping that survivor if it was not kept yet)."""
        if sid not in self.keep:
            self.toggle(sid)
        self.leader = sid

    def next_leader(self) -> None:
        """L: the next kept survivor becomes the leader."""
        if self.keep:
            i = self.keep.index(self.leader) if self.leader in self.keep else -1
            self.leader = self.keep[(i + 1) % len(self.keep)]

    def matching(self) -> Any | None:
        for a in self.legal:
            if set(a.keep) == set(self.keep) and a.leader == self.leader:
                return a
        return None

    def confirm(self) -> None:
        a = self.matching()
        if a is None:
            self.app.toast(_("Keep {n} survivors and choose a leader.").format(n=self.keep_n),
                           error=True)
            return
        self.close()
        self.table.submit(a)

    def card_height(self, content: Any, cw: int) -> int:
        """The survivor cards' height: as tall as the longest dealt ability needs (so the
        space under the cards stays free for the coach of the guided game), at most 380."""
        app = self.app
        px = app.px(12.5)
        lh = int(app.fonts.line_height(px) * 1.15)
        lines = max((len(app.fonts.wrap(sv.ability.text, px, cw - app.px(28)))
                     for sid in self.dealt if (sv := content.survivors.get(sid)) is not None),
                    default=1)
        body = max(lines * lh, app.px(3 * 16))
        return min(app.px(BODY_TOP + BODY_FOOT) + body, app.px(380))

    def handle(self, event: Any) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.table.open_pause()  # the footer promises "Esc: menu" (issue 12 item 6)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self.next_leader()
            return True
        self.focus.handle(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        pal = app.art.pal
        ui.dim(surface, 200)
        w, h = surface.get_size()
        name = self.table.names.p(self.seat)
        ui.text(surface, app, _("{player}: choose {n} survivors to keep").format(
                    player=name, n=self.keep_n),
                (w // 2, app.px(40)), 28, bold=True, anchor="midtop", max_w=w - app.px(40))
        ui.text(surface, app, _("Press a card (1–{n}) to keep it or return it to the deck. One "
                                "kept survivor leads your group (★): press “Make leader” under "
                                "it, or L for the next.").format(n=len(self.dealt)),
                (w // 2, app.px(84)), 15, pal.text_dim, anchor="midtop", max_w=w - app.px(40))
        n = max(1, len(self.dealt))
        from game.i18n.cards import localize

        content = localize(self.table.session.content)  # the cards in the interface language
        cw, gap = app.px(250), app.px(20)
        ch = self.card_height(content, cw)
        total = n * cw + (n - 1) * gap
        x0 = w // 2 - total // 2
        y0 = app.px(130)
        for i, sid in enumerate(self.dealt):
            r = pygame.Rect(x0 + i * (cw + gap), y0, cw, ch)
            b = self.cards[i]
            b.rect = r
            kept = sid in self.keep
            focused = self.focus.focused is b
            pygame.draw.rect(surface, pal.card if kept else (170, 166, 156), r,
                             border_radius=app.px(10))
            pygame.draw.rect(surface, pal.highlight if focused else (pal.good if kept else
                                                                      pal.card_edge),
                             r, app.px(4 if focused or kept else 2), border_radius=app.px(10))
            sv = content.survivors.get(sid)
            if sv is None:
                continue
            fig = app.art.standee(self.seat, app.px(96), leader=self.leader == sid)
            surface.blit(fig, fig.get_rect(midtop=(r.centerx, r.y + app.px(14))))
            ui.text(surface, app, sv.name, (r.centerx, r.y + app.px(118)), 17, pal.text_dark,
                    bold=True, anchor="midtop", max_w=r.width - app.px(16))
            ui.text(surface, app, sv.profession, (r.centerx, r.y + app.px(142)), 13,
                    (70, 70, 80), anchor="midtop", max_w=r.width - app.px(16))
            stats = _("Influence {influence} · Attack {attack}+ · Search {search}+").format(
                influence=sv.influence, attack=sv.attack, search=sv.search)
            if app.fonts.size(stats, app.px(11))[0] <= r.width - app.px(12):
                ui.text(surface, app, stats, (r.centerx, r.y + app.px(166)), 12.5,
                        pal.text_dark, anchor="midtop", max_w=r.width - app.px(12))
            else:  # a longer translation: two lines
                ui.paragraph(surface, app, stats, pygame.Rect(r.x + app.px(8),
                                                               r.y + app.px(162),
                                                               r.width - app.px(16),
                                                               app.px(32)), 11, pal.text_dark)
            body = pygame.Rect(r.x + app.px(14), r.y + app.px(196), r.width - app.px(28),
                               r.height - app.px(BODY_TOP + BODY_FOOT))
            ui.paragraph(surface, app, sv.ability.text, body, 12.5, (40, 40, 50))
            tag = _("Kept") if kept else _("Press {n} to keep").format(n=i + 1)
            ui.text(surface, app, tag, (r.centerx, r.bottom - app.px(14)), 15,
                    pal.text_dark, bold=kept, anchor="midbottom", max_w=r.width - app.px(16))
            lead = self.leads[i]
            lead.rect = pygame.Rect(r.x + app.px(20), r.bottom + app.px(8),
                                    r.width - app.px(40), app.px(36))
            lead.label = N_("★ Leader") if self.leader == sid else N_("Make leader")
            lead.draw(surface, app, self.focus.focused is lead, False)
        self.b_ok.rect = pygame.Rect(0, 0, app.px(260), app.px(54))
        self.b_ok.rect.center = (w // 2, y0 + ch + app.px(82))
        self.b_ok.enabled = self.matching() is not None
        self.b_ok.draw(surface, app, self.focus.focused is self.b_ok, False)
