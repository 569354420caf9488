"""The action bar: one button per legal action type of the viewer's turn (numbered keys in
the order shown, E ends the turn), Undo at the left end, the Menu button in the top bar;
the key hints while nobody plays; and "what a click does now" next to the phase (with the
die a click spends when one is pinned in the dice tray).

The buttons live in the table's focus ring (keyboard and mouse go through it); the bar
places and labels them.  ``hit(pos)`` names the button under ``pos``: an action type,
``"undo"``, ``"menu"``, or None.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.client.core import ui
from game.client.table.labels import ACTION_TYPES
from game.client.table.layout import Layout, area, short_name
from game.i18n import N_, _
from game.i18n.render import render

if TYPE_CHECKING:
    from game.client.scenes.table.scene import TableScene

# the turn panel's keys, given to the legal action buttons in the order shown (E: end turn)
ACTION_KEYS = [(pygame.K_1 + i, str(i + 1)) for i in range(9)] + [
    (pygame.K_0, "0"), (pygame.K_q, "Q"), (pygame.K_w, "W"), (pygame.K_r, "R"), (pygame.K_t, "T")]


class ActionBar:
    name = "actions"

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.buttons: dict[str, ui.Button] = {}
        for t, label in ACTION_TYPES:
            b = ui.Button(label, partial(table.pick_type, t), primary=(t == "end_turn"))
            if t == "end_turn":
                b.hotkey, b.hint = pygame.K_e, "E"
            self.buttons[t] = b
        self.b_menu = ui.Button(N_("Menu"), table.open_pause)
        self.b_undo = ui.Button(N_("Undo"), lambda: None if table.undo() else None)  # Ctrl+Z
        self.b_undo.hint = "^Z"

    def layout(self, lay: Layout) -> pygame.Rect:
        return area(lay, self.name)

    def refresh(self, acts: list[Any], idle: bool) -> list[ui.Widget]:
        """Enable the buttons of the action types legal now, number them; the widgets of
        the bar in focus order."""
        types = {a.type for a in acts}
        widgets: list[ui.Widget] = []
        shown = 0
        for t, b in self.buttons.items():
            b.enabled = t in types and idle
            b.visible = bool(acts)
            widgets.append(b)
            if t != "end_turn":  # the buttons shown get the keys 1, 2, 3 … in their order
                key = ACTION_KEYS[shown] if t in types and shown < len(ACTION_KEYS) else None
                b.hotkey, b.hint = (key[0], key[1]) if key else (None, "")
                shown += key is not None
        self.b_undo.visible = bool(acts)
        self.b_undo.enabled = idle and self.table.session.can_undo()
        return widgets

    def hit(self, pos: tuple[int, int]) -> str | None:
        for t, b in self.buttons.items():
            if b.visible and b.rect.collidepoint(pos):
                return t
        if self.b_undo.visible and self.b_undo.rect.collidepoint(pos):
            return "undo"
        if self.b_menu.visible and self.b_menu.rect.collidepoint(pos):
            return "menu"
        return None

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        table = self.table
        app = table.app
        rect = self.layout(lay)
        acts = table.my_turn_actions()
        self.b_menu.rect = lay.r(1204, 6, 70, 28)
        self.b_undo.rect = lay.r(8, 680, 84, 34)
        if not acts:
            self.b_undo.rect = pygame.Rect(0, 0, 0, 0)
            for b in self.buttons.values():
                b.rect = pygame.Rect(0, 0, 0, 0)
                b.visible = False
            table.focus.draw(surface, app)
            hint = _("Esc: menu · F1: rules · L: log · Space: skip animation · F: fast-forward")
            if table.ffwd and table.director.busy:
                hint = _("Fast-forward ×4 — Space: skip · F: normal speed")
            table.painter.t(surface, hint, rect.center, 11, app.art.pal.text_dim,
                            anchor="center", lay=lay, width=rect.width - lay.s(16))
            return
        # only the action types that are legal now get a button, numbered in this order
        shown = [b for b in self.buttons.values() if b.enabled]
        for b in self.buttons.values():
            b.visible = b.enabled
            b.rect = pygame.Rect(0, 0, 0, 0)
        n = max(1, len(shown))
        w = min(150.0, (1170 - (n - 1) * 6) / n)  # the Undo button has the left end
        x0 = 98 + (1170 - (n * w + (n - 1) * 6)) / 2
        for i, b in enumerate(shown):
            b.rect = lay.r(x0 + i * (w + 6), 680, w, 34)
        # one font size for the whole bar: the largest at which every label fits beside its
        # key hint (a label still too long then takes two lines)
        size = 16.0
        while size > 9 and any(app.fonts.size(_(b.label), app.px(size), True)[0] >
                               b.label_room(app) for b in shown):
            size -= 0.5
        for b in shown:
            b.font_size = size
        table.focus.draw(surface, app)
        if table.focus.hover is self.b_undo and not self.b_undo.enabled:
            self.draw_tip(surface, lay, _("Cannot undo: {reason}").format(
                reason=render(table.session.undo_reason() or "")), self.b_undo.rect)

    def draw_tip(self, surface: pygame.Surface, lay: Layout, text: str,
                 over: pygame.Rect) -> None:
        """A one-line tooltip just above ``over``."""
        app = self.table.app
        pal = app.art.pal
        img = app.fonts.render(text, max(7, round(13 * lay.k)), pal.text)
        box = img.get_rect().inflate(lay.s(16), lay.s(10))
        box.bottomleft = (over.left, over.top - lay.s(4))
        box.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, pal.panel, box, border_radius=lay.s(6))
        pygame.draw.rect(surface, pal.text_dim, box, 1, border_radius=lay.s(6))
        surface.blit(img, img.get_rect(center=box.center))

    def draw_selection_hint(self, surface: pygame.Surface, lay: Layout) -> None:
        """What a click does now (top bar, right of the phase)."""
        table = self.table
        if not table.my_turn_actions() or table.director.busy:
            return
        pal = table.app.art.pal
        if table.selected is None:
            text = _("Click one of your survivors (or press S) to see where it can go")
            colour = pal.text_dim
        else:
            name = short_name(table.names.s(table.selected))
            parts = []
            if table.hl.locations:
                parts.append(_("lit place: move"))
            if table.hl.targets or table.hl.target_survivors:
                parts.append(_("red ring: attack"))
            if any(t.kind not in ("move", "attack") for t in table.input.board.targets()):
                parts.append(_("lit: click to act"))
            parts.append(_("A: next target"))
            pin = table.input.pinned()  # the die clicks spend (the dice tray; D pins one)
            if pin is not None:
                parts.append(_("pinned die: {value}").format(value=table.input.dice_now()[pin]))
            parts.append(_("Enter: all actions"))
            text = _("{survivor} — {hints} · Esc").format(survivor=name, hints=" · ".join(parts))
            colour = pal.highlight
        top = table.painter.panel("top")
        x0 = (max(lay.p(760, 0)[0], getattr(top, "phase_right", 0) + lay.s(8)), 0)
        room = lay.p(1196, 0)[0] - x0[0]
        table.painter.t2(surface, text, pygame.Rect(x0[0], lay.p(0, 2)[1], room, lay.s(36)),
                         10.5, colour, lay)
