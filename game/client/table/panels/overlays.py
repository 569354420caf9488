"""The table's animation overlays, drawn over the cached board every frame: effects
(:mod:`game.client.table.choreo`), the crisis cards turned over one by one, everyone's dice at
the start of a round (one small tray each), a single dice throw in its tray (placed
where it hides nothing the pending decision is about) and the banners."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.client.table.cards import draw_card, item_face
from game.client.table.choreo import CrisisReveal
from game.client.table.dice import SMALL_TRAY, draw_throw
from game.client.table.hand import rest_card
from game.client.table.layout import Layout, clear_spot
from game.i18n import _

if TYPE_CHECKING:
    from game.client.scenes.table.scene import TableScene

TRAY_KEY = (255, 0, 255)  # the colour of the dice tray's cut corners


class Banner:
    def __init__(self, text: str, sub: str = "", colour: Any = None) -> None:
        self.text, self.sub, self.colour = text, sub, colour
        self.alpha = 0.0


class Overlays:
    """The overlay layer of the table (the table's state: ``fx``, ``crisis_reveal``,
    ``group``, ``throw``, ``banner``)."""

    name = "overlays"

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self._tray: pygame.Surface | None = None  # the single tray, drawn once per size

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        tb = self.table
        app = tb.app
        pal = app.art.pal
        for fx in list(tb.fx):
            fx.draw(surface, lay)
        if tb.crisis_reveal is not None:
            self.draw_crisis_reveal(surface, lay, tb.crisis_reveal)
        if tb.group:
            self.draw_group(surface, lay)
        if tb.throw is not None:
            tray = self.tray_rect(lay)
            if self._tray is None or self._tray.get_size() != tray.size:
                # opaque, the corners cut by a colour key (a quicker blit than alpha)
                self._tray = pygame.Surface(tray.size).convert()
                self._tray.fill(TRAY_KEY)
                r = self._tray.get_rect()
                pygame.draw.rect(self._tray, (24, 66, 44), r, border_radius=lay.s(12))
                pygame.draw.rect(self._tray, (90, 70, 40), r, max(2, lay.s(5)),
                                 border_radius=lay.s(12))
                self._tray.set_colorkey(TRAY_KEY, pygame.RLEACCEL)
            surface.blit(self._tray, tray.topleft)
            draw_throw(surface, app.art, tb.throw, tray.inflate(-lay.s(16), -lay.s(16)))
            tb.painter.t(surface, tb.throw_label, (tray.centerx, tray.y - lay.s(4)), 14,
                           pal.text, True, "midbottom", lay)
        if tb.banner is not None and tb.banner.alpha > 0:
            self.draw_banner(surface, lay, tb.banner)

    def draw_banner(self, surface: pygame.Surface, lay: Layout, b: Banner) -> None:
        """A big moment in a box over the board: the title (shrunk to fit the box) and
        its line below, wrapped on two lines when it is long (an exile vote's count and
        what happens), cut only beyond that."""
        tb = self.table
        app = tb.app
        pal = app.art.pal
        width = lay.s(460)
        size = 26.0
        while size > 16 and app.fonts.size(b.text, lay.s(size), True)[0] > width:
            size -= 1
        title = tb.painter.fit(b.text, size, width, lay, True)
        px = max(7, round(14 * lay.k))
        subs = app.fonts.wrap(b.sub, px, width) if b.sub else []
        if len(subs) > 2:
            subs = [subs[0], tb.painter.fit(" ".join(subs[1:]), 14, width, lay)]
        lh = app.fonts.line_height(px)
        box = self.banner_rect(lay, b)
        s = pygame.Surface(box.size, pygame.SRCALPHA)
        a = int(235 * b.alpha)
        pygame.draw.rect(s, (*pal.bg, a), s.get_rect(), border_radius=lay.s(12))
        pygame.draw.rect(s, (*(b.colour or pal.accent), a), s.get_rect(), max(2, lay.s(3)),
                         border_radius=lay.s(12))
        surface.blit(s, box.topleft)
        img = app.fonts.render(title, lay.s(size), b.colour or pal.accent, True)
        img.set_alpha(int(255 * b.alpha))
        surface.blit(img, img.get_rect(center=(box.centerx, box.y + lay.s(30))))
        for i, line in enumerate(subs):
            img2 = app.fonts.render(line, px, pal.text)
            img2.set_alpha(int(255 * b.alpha))
            surface.blit(img2, img2.get_rect(center=(box.centerx, box.y + lay.s(62) + i * lh)))

    def banner_rect(self, lay: Layout, b: Banner) -> pygame.Rect:
        """The banner's box: one line under the title, one more when its line wraps."""
        box = lay.r(316 + 84, 46 + 140, 480, 86)
        if b.sub:
            app = self.table.app
            px = max(7, round(14 * lay.k))
            lines = min(2, len(app.fonts.wrap(b.sub, px, lay.s(460))))
            box.height += max(0, lines - 1) * app.fonts.line_height(px)
        return box

    def crisis_rect(self, lay: Layout) -> pygame.Rect:
        """The box the crisis cards are turned over in."""
        return lay.r(316 + 40, 46 + 70, 568, 236)

    def shown_rects(self, lay: Layout) -> list[pygame.Rect]:
        """Where the overlays shown now are (with their labels): the crisis cards turned
        over, everyone's dice trays, the single dice throw, a banner.  What is drawn over
        the table (the tutorial's coach) keeps clear of them."""
        tb = self.table
        out: list[pygame.Rect] = []
        if tb.crisis_reveal is not None:
            out.append(self.crisis_rect(lay))
        if tb.group:
            out += [r.inflate(0, lay.s(22)).move(0, -lay.s(11))
                    for r in self.group_rects(lay, len(tb.group))]
        if tb.throw is not None:
            tray = self.tray_rect(lay)
            out.append(tray.union(pygame.Rect(tray.x, tray.y - lay.s(24), tray.width,
                                              lay.s(24))))
        if tb.banner is not None and tb.banner.alpha > 0:
            out.append(self.banner_rect(lay, tb.banner))
        return out

    # ------------------------------------------------------------------ dice trays
    def focus_rects(self) -> list[pygame.Rect]:
        """Where the board shows what the pending decision is about (and the survivor an
        exposure throw is for): the dice trays keep clear of it."""
        tb = self.table
        from game.client.table.decisions import focus

        hits = tb.hits
        f = focus(tb.session.decision(), tb.view)
        out = [hits.locations[lid] for lid in f.locations if lid in hits.locations
               and lid != "colony"]
        sids = set(f.survivors) | ({tb.throw_about} if tb.throw_about else set())
        out += [hits.survivors[sid] for sid in sids if sid in hits.survivors]
        out += [hits.entrances[e] for e in f.entrances if e in hits.entrances]
        if "colony" in f.locations:
            out += [hits.entrances[("colony", e)] for e in range(6)
                    if ("colony", e) in hits.entrances]
        return [r.inflate(max(2, r.height // 10), max(2, r.height // 10)) for r in out]

    def tray_rect(self, lay: Layout) -> pygame.Rect:
        """The single tray: over the colony's middle unless that hides what the decision
        is about (then the nearest clear spot on the board)."""
        tb = self.table
        key = (lay.k, tb.throw_about, len(tb.session.log), tb._board_key)
        if tb._tray_spot is not None and tb._tray_spot[0] == key:
            return tb._tray_spot[1]
        default = lay.r(316 + 110, 46 + 60, 428, 250)
        bounds = lay.r(8, 46 + 20, 1264, 672 - 66)  # room for the label above the tray
        spot = clear_spot(default.size, bounds, self.focus_rects(), default.center)
        tb._tray_spot = (key, spot)
        return spot

    def group_rects(self, lay: Layout, n: int) -> list[pygame.Rect]:
        """``n`` small trays over the middle of the board (3 to a row), each with room for
        its player's name above it."""
        cols = 3 if n > 4 else 2 if n > 1 else 1
        rows = (n + cols - 1) // cols
        region = lay.r(316 + 8, 46 + 8, 648 - 16, 374 + 122 - 16)
        gap = lay.s(10)
        label = lay.s(22)
        tw = (region.width - (cols - 1) * gap) // cols
        th = min((region.height - (rows - 1) * gap) // rows - label,
                 int(tw * SMALL_TRAY[1] / SMALL_TRAY[0]))
        tw = min(tw, int(th * SMALL_TRAY[0] / SMALL_TRAY[1]))
        total_h = rows * (th + label) + (rows - 1) * gap
        y0 = region.y + (region.height - total_h) // 2
        out = []
        for i in range(n):
            r, c = divmod(i, cols)
            in_row = min(cols, n - r * cols)
            row_w = in_row * tw + (in_row - 1) * gap
            x0 = region.centerx - row_w // 2
            out.append(pygame.Rect(x0 + c * (tw + gap), y0 + r * (th + label + gap) + label,
                                   tw, th))
        return out

    def draw_group(self, surface: pygame.Surface, lay: Layout) -> None:
        tb = self.table
        app = tb.app
        pal = app.art.pal
        rects = self.group_rects(lay, len(tb.group))
        for (seat, throw), r in zip(tb.group, rects, strict=True):
            tile = tb.painter.tile(r.size, (24, 66, 44, 255), (90, 70, 40, 255),
                                     max(2, lay.s(4)), lay.s(10))
            surface.blit(tile, r.topleft)
            draw_throw(surface, app.art, throw, r.inflate(-lay.s(10), -lay.s(10)), SMALL_TRAY)
            mark = app.art.player_mark(seat, lay.s(16))
            name = tb.names.p(seat)
            img = app.fonts.render(name, lay.s(14), pal.text, True)
            w = mark.get_width() + lay.s(6) + img.get_width()
            x = r.centerx - w // 2
            y = r.y - lay.s(4) - img.get_height()
            plate = pygame.Rect(x - lay.s(8), y - lay.s(1), w + lay.s(16), img.get_height()
                                + lay.s(2))
            pygame.draw.rect(surface, pal.bg, plate, border_radius=lay.s(5))
            surface.blit(mark, (x, y + (img.get_height() - mark.get_height()) // 2))
            surface.blit(img, (x + mark.get_width() + lay.s(6), y))

    def draw_crisis_reveal(self, surface: pygame.Surface, lay: Layout, cr: CrisisReveal
                            ) -> None:
        """The crisis cards turned over one by one, with the running score."""
        tb = self.table
        app = tb.app
        pal = app.art.pal
        t = tb.painter.t
        box = self.crisis_rect(lay)
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        a = int(240 * cr.alpha)
        pygame.draw.rect(shade, (*pal.bg, a), shade.get_rect(), border_radius=lay.s(12))
        colour = pal.warn if cr.prevented is None else (pal.good if cr.prevented else pal.bad)
        pygame.draw.rect(shade, (*colour, a), shade.get_rect(), max(2, lay.s(3)),
                         border_radius=lay.s(12))
        surface.blit(shade, box.topleft)
        if cr.alpha < 0.3:
            return
        title = _("Crisis: {crisis}").format(crisis=tb.names.crisis(cr.crisis)) if cr.crisis \
            else _("The crisis")
        t(surface, title, (box.x + lay.s(16), box.y + lay.s(10)), 16, pal.text, True,
          lay=lay, width=box.width // 2)
        card = tb.session.content.crises.get(cr.crisis or "")
        if card is not None:
            ix = box.right - lay.s(16)
            for kind in reversed(list(card.prevent)):
                icon = app.art.item_icon(kind, lay.s(22))
                ix -= icon.get_width() + lay.s(3)
                surface.blit(icon, (ix, box.y + lay.s(10)))
            t(surface, _("prevented by"), (ix - lay.s(6), box.y + lay.s(14)), 11, pal.text_dim,
              anchor="topright", lay=lay, width=box.width // 4)
        # the cards, flipping in turn
        n = max(1, len(cr.cards))
        cw = min(100.0, (568 - 32 - (n - 1) * 8) / n)
        ch = cw * 1.3
        x0 = 316 + 40 + (568 - (n * cw + (n - 1) * 8)) / 2
        for i, (uid, delta, flip) in enumerate(cr.cards):
            r = lay.r(x0 + i * (cw + 8), 46 + 70 + 48, cw, ch)
            w = max(2, int(r.width * abs(1 - 2 * flip)))
            face = pygame.Rect(0, 0, w, r.height)
            face.center = r.center
            if flip < 0.5:
                pygame.draw.rect(surface, (40, 52, 70), face, border_radius=lay.s(6))
                pygame.draw.rect(surface, pal.board_edge, face, max(1, lay.s(2)),
                                 border_radius=lay.s(6))
                continue
            good = delta > 0
            edge = pal.good if good else (pal.text_dim if delta == 0 else pal.bad)
            card = item_face(tb.session.content, uid) if flip >= 0.95 else None
            if card is None:
                pygame.draw.rect(surface, pal.card, face, border_radius=lay.s(6))
            else:  # the card's face (issue 22 item 1), as in the hand
                draw_card(surface, app, r, *rest_card(app, r, card))
            pygame.draw.rect(surface, edge, face, max(2, lay.s(3)), border_radius=lay.s(6))
            if flip < 0.95:
                continue
            sign = {1: "+1", 0: "±0"}.get(delta, "−1")
            badge = lay.r(0, 0, 34, 22)
            badge.midbottom = (r.centerx, r.bottom - lay.s(6))
            pygame.draw.rect(surface, pal.bg2, badge, border_radius=lay.s(6))
            t(surface, sign, badge.center, 15, edge, True, "center", lay)
        if not cr.cards:
            t(surface, _("No cards were added."), box.center, 14, pal.text_dim, anchor="center",
              lay=lay, width=box.width - lay.s(32))
        # the running score and, at the end, the verdict
        score = f"{cr.score}".replace("-", "−")
        line = _("Score {score}").format(score=score) if cr.target is None else \
            _("Score {score} of {target} needed").format(score=score, target=cr.target)
        t(surface, line, (box.x + lay.s(16), box.bottom - lay.s(12)), 15, pal.text, True,
          "bottomleft", lay, width=box.width * 2 // 5)
        if cr.prevented is not None:
            verdict = _("Prevented") if cr.prevented else \
                _("Not prevented — the crisis strikes")
            t(surface, verdict, (box.right - lay.s(16), box.bottom - lay.s(12)), 15, colour,
              True, "bottomright", lay, width=box.width // 2)

