"""Overlays for choices: the action picker (turn), a prompt for every other decision kind,
and the private setup draft.  All of them are transparent (the table shows through) but
draw only the deciding player's own data, and only after that player passed a hand-off."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.client import ui
from game.client.scenes.base import AppScene

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scenes.table import TableScene


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

    def set_buttons(self, buttons: list[ui.Button]) -> None:
        self.buttons = buttons
        for i, b in enumerate(buttons[:9]):
            b.hotkey = pygame.K_1 + i
            b.label = f"{i + 1}. {b.label}"
        self.focus.set([*buttons, *self.extra])

    def on_focus(self, b: ui.Widget | None) -> None:
        pass

    def handle(self, event: Any) -> bool:
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

    def box(self, surface: pygame.Surface) -> pygame.Rect:
        app = self.app
        w, h = surface.get_size()
        rows = min(self.rows_visible, len(self.buttons))
        bh = app.px(50) + rows * app.px(44) + app.px(36) + (app.px(24) if self.subtitle else 0)
        bw = min(w - app.px(40), app.px(720))
        r = pygame.Rect(0, 0, bw, bh)
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
        ui.text(surface, app, self.title, (box.x + app.px(20), box.y + app.px(14)), 20,
                pal.text, bold=True)
        y = box.y + app.px(50)
        if self.subtitle:
            ui.text(surface, app, self.subtitle, (box.x + app.px(20), y - app.px(4)), 14,
                    pal.text_dim)
            y += app.px(24)
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
            foot.append(f"▲ {hidden_above} more")
        if hidden_below:
            foot.append(f"▼ {hidden_below} more")
        if self.cancellable:
            foot.append("Esc: back")
        ui.text(surface, app, "   ".join(foot), (box.right - app.px(20), box.bottom - app.px(14)),
                13, pal.text_dim, anchor="bottomright")

    def draw_extra(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        pass


class ActionPickerScene(_ListOverlay):
    name = "picker"
    rows_visible = 5
    anchor_bottom = True
    shade = 40

    def __init__(self, app: App, table: TableScene, title: str,
                 labelled: list[tuple[str, Any]],
                 subtitle: str = "Choose one — highlighted on the board") -> None:
        super().__init__(app, table, title, subtitle)
        self.actions = [a for _, a in labelled]
        buttons = [ui.Button(label, partial(self.choose, a)) for label, a in labelled]
        self.set_buttons(buttons)
        self.on_focus(self.focus.focused)
        me = table.private() or {}
        self.dice = list(me.get("dice_unused", []))

    def draw_extra(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The die an action spends, as a die face at the end of its button."""
        app = self.app
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


class PromptScene(_ListOverlay):
    """Any decision answered with ``Answer(key)``: one button per option."""

    name = "prompt"

    def __init__(self, app: App, table: TableScene, decision: dict[str, Any]) -> None:
        who = table.names.p(decision["player"])
        super().__init__(app, table, decision.get("prompt") or "Choose",
                         f"{who} decides ({decision['kind'].replace('_', ' ')})")
        self.decision = decision
        self.cancellable = False
        self.kind = decision["kind"]
        buttons = []
        places = set(table.session.content.locations) | {"colony"}
        for o in decision.get("options", []):
            label = o.get("label") or o["key"]
            if label == o["key"] and label in places:  # a bare location id: its name
                label = table.names.loc(label)
                label = label[0].upper() + label[1:]
            if not o.get("enabled", True) and o.get("reason"):
                label += f" — {o['reason']}"
            b = ui.Button(label, partial(self.answer, o["key"]))
            b.enabled = bool(o.get("enabled", True))
            buttons.append(b)
        self.keys = [o["key"] for o in decision.get("options", [])]
        self.set_buttons(buttons)
        table.awaiting = self.kind

    def answer(self, key: str) -> None:
        from game.engine.actions import Answer

        self.table.awaiting = None
        self.close()
        self.table.submit(Answer(actor=int(self.decision["player"]), key=key))

    def draw_extra(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """Item options get their type icon; the focused card's text shows below the box."""
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
        card = None
        if self.kind == "search_more":  # what the searcher has drawn so far (theirs only)
            me = self.table.private() or {}
            drawn = [names.item(u) for u in me.get("search_drawn", [])]
            if drawn:
                r = pygame.Rect(box.x, 0, box.width, app.px(44))
                r.bottom = box.y - app.px(8)
                ui.panel(surface, app, r, app.art.pal.bg2, app.art.pal.accent)
                ui.text(surface, app, "Drawn so far: " + ", ".join(drawn),
                        (r.x + app.px(14), r.centery), 14, app.art.pal.text, anchor="midleft")
        if self.kind == "crossroads" and self.table.last_crossroads:
            card = names.content.crossroads.get(self.table.last_crossroads)
            if card is not None:
                r = pygame.Rect(box.x, 0, box.width, app.px(96))
                r.bottom = box.y - app.px(8)
                ui.panel(surface, app, r, app.art.pal.bg2, app.art.pal.warn)
                inner = r.inflate(-app.px(20), -app.px(12))
                ui.text(surface, app, f"Crossroads — {card.trigger_text}", inner.topleft, 14,
                        app.art.pal.warn, bold=True)
                ui.paragraph(surface, app, card.story,
                             pygame.Rect(inner.x, inner.y + app.px(22), inner.width,
                                         inner.height - app.px(22)), 13.5)
        f = self.focus.focused
        if f in self.buttons:
            key = self.keys[self.buttons.index(f)]  # type: ignore[arg-type]
            text = ""
            if card is not None and key.isdigit() and int(key) < len(card.options):
                o = card.options[int(key)]
                text = f"{o.label}: {o.text}"
            elif "#" in key:
                try:
                    card = names.content.item(key)
                    text = f"{card.name} ({card.type}, {card.kind}): {card.text}"
                except KeyError:
                    text = ""
            elif key in names.content.survivors:
                sv = names.content.survivors[key]
                text = (f"{sv.name}, {sv.profession} — influence {sv.influence}, attack "
                        f"{sv.attack}+, search {sv.search}+. {sv.ability.text}")
            if text:
                r = pygame.Rect(box.x, box.bottom + app.px(8), box.width, app.px(70))
                ui.panel(surface, app, r, app.art.pal.bg2)
                ui.paragraph(surface, app, text, r.inflate(-app.px(20), -app.px(12)), 14)


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
        self.b_ok = ui.Button("Confirm [C]", self.confirm, primary=True, hotkey=pygame.K_c)
        self.cards: list[ui.Button] = []
        for i, sid in enumerate(self.dealt):
            b = ui.Button("", partial(self.toggle, sid), hotkey=pygame.K_1 + i)
            self.cards.append(b)
        self.focus.set([*self.cards, self.b_ok])

    def toggle(self, sid: str) -> None:
        if sid in self.keep:
            if self.leader == sid:
                self.keep.remove(sid)
                self.leader = self.keep[0] if self.keep else None
            else:
                self.leader = sid  # a second press on a kept survivor makes it the leader
        elif len(self.keep) < self.keep_n:
            self.keep.append(sid)
            if self.leader is None:
                self.leader = sid
        else:
            self.keep.pop(0)
            self.keep.append(sid)
            if self.leader not in self.keep:
                self.leader = self.keep[0]

    def matching(self) -> Any | None:
        for a in self.legal:
            if set(a.keep) == set(self.keep) and a.leader == self.leader:
                return a
        return None

    def confirm(self) -> None:
        a = self.matching()
        if a is None:
            self.app.toast(f"Keep {self.keep_n} survivors and choose a leader.", error=True)
            return
        self.close()
        self.table.submit(a)

    def handle(self, event: Any) -> bool:
        self.focus.handle(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        pal = app.art.pal
        ui.dim(surface, 200)
        w, h = surface.get_size()
        name = self.table.names.p(self.seat)
        ui.text(surface, app, f"{name}: choose {self.keep_n} survivors to keep",
                (w // 2, app.px(40)), 28, bold=True, anchor="midtop")
        ui.text(surface, app, "Press a card to keep it; press a kept card again to make it "
                "the group leader (★). The others return to the deck.", (w // 2, app.px(84)),
                15, pal.text_dim, anchor="midtop")
        n = max(1, len(self.dealt))
        cw, ch, gap = app.px(250), app.px(380), app.px(20)
        total = n * cw + (n - 1) * gap
        x0 = w // 2 - total // 2
        y0 = app.px(130)
        content = self.table.session.content
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
                    bold=True, anchor="midtop")
            ui.text(surface, app, sv.profession, (r.centerx, r.y + app.px(142)), 13,
                    (70, 70, 80), anchor="midtop")
            stats = f"Influence {sv.influence} · Attack {sv.attack}+ · Search {sv.search}+"
            ui.text(surface, app, stats, (r.centerx, r.y + app.px(166)), 12.5, pal.text_dark,
                    anchor="midtop")
            body = pygame.Rect(r.x + app.px(14), r.y + app.px(196), r.width - app.px(28),
                               app.px(130))
            ui.paragraph(surface, app, sv.ability.text, body, 12.5, (40, 40, 50))
            tag = ("★ Leader" if self.leader == sid else "Kept") if kept else f"Press {i + 1}"
            ui.text(surface, app, tag, (r.centerx, r.bottom - app.px(14)), 15,
                    pal.text_dark, bold=kept, anchor="midbottom")
        self.b_ok.rect = pygame.Rect(0, 0, app.px(260), app.px(54))
        self.b_ok.rect.center = (w // 2, y0 + ch + app.px(60))
        self.b_ok.enabled = self.matching() is not None
        self.b_ok.draw(surface, app, self.focus.focused is self.b_ok, False)
