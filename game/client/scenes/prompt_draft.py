"""The private setup draft: the deciding player's own survivors and objective, drawn only
after that player passed a hand-off (split out of prompt.py)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.client.art.cards import card_frame
from game.client.art.portraits import animal_kind, portrait_card
from game.client.core import ui
from game.client.core.scene import scene
from game.client.scenes.base import AppScene
from game.i18n import N_, _

if TYPE_CHECKING:
    from game.client.core.app import App
    from game.client.scenes.table.scene import TableScene


BODY_TOP, BODY_FOOT = 196, 46  # a draft card above its ability text, below it (the tag)


@scene("draft")
class DraftScene(AppScene):
    """Private setup: keep N of the dealt survivors and name the leader."""

    transparent = True
    name = "draft"
    max_ui_scale = 1.1  # the interface scale its layout holds (Settings)

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
            surface.blit(card_frame("survivor", r.width, r.height,
                                    pal.card if kept else (170, 166, 156),
                                    pal.name == "colour_blind"), r.topleft)
            pygame.draw.rect(surface, pal.highlight if focused else (pal.good if kept else
                                                                      pal.card_edge),
                             r, app.px(4 if focused or kept else 2), border_radius=app.px(10))
            sv = content.survivors.get(sid)
            if sv is None:
                continue
            fig = portrait_card(sid, app.px(96), animal_kind(sv), self.leader == sid)
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
            else:  # a longer translation: lines broken between the stats, never inside one
                lines: list[str] = []
                for part in stats.split(" · "):
                    joined = f"{lines[-1]} · {part}" if lines else part
                    if lines and app.fonts.size(joined, app.px(11))[0] <= r.width - app.px(16):
                        lines[-1] = joined
                    else:
                        lines.append(part)
                for k, line in enumerate(lines[:2]):
                    ui.text(surface, app, line, (r.centerx, r.y + app.px(162 + 15 * k)), 11,
                            pal.text_dark, anchor="midtop", max_w=r.width - app.px(16))
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
