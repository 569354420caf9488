"""The action picker of a turn and the list overlay it shares with the prompts: a modal,
scrollable list of buttons in a centred box (split out of prompt.py)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.client.core import ui
from game.client.core.scene import make_scene, scene
from game.client.scenes.base import AppScene
from game.client.table.board import draw_tick
from game.client.table.cards import (
    CardFace,
    CardZoom,
    draw_beside,
    item_face,
)
from game.i18n import N_, _

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
    rows_visible = 6  # a list holds at most six entries (scenes/table/lists.py)
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
        """Perform ``action``; a group (``scenes/table/lists.py``) opens its narrower list
        instead."""
        self.table.set_highlight(None)
        self.close()
        children = getattr(action, "children", None)
        if children is not None:
            self.app.stack.push(make_scene("picker", self.app, self.table, action.label,
                                           children, subtitle=action.subtitle))
            return
        self.table.submit(action)
