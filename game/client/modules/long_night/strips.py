"""Two strips of the Long Night table under the fourth place of each side column
(:data:`game.client.table.layout.LN_STRIPS`), drawn from the public view only:

* ``ln_lab`` (Raxxon module): the experiment deck with its top Audio Log face up -- the
  containment code and what it releases, readable -- the containment dice on it, and the
  side-effect deck (its cards listed on hover: the deck is face up, RAX-07);
* ``ln_stockpile`` (Bandits module): the Bandits' Hideout stockpile, its cards face up and
  named on hover, and the bandit supply.

Neither is a place: :meth:`hit` answers ``("stockpile", card)`` / ``("lab", what)`` for
the pieces drawn, never a place to move to.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.client.modules.long_night.art import SPECIAL_LOOKS, ln_art
from game.client.modules.long_night.places import mods, publish, tip_text
from game.client.table.cards import CardFace, item_face
from game.client.table.layout import Highlights, Layout, areas_for
from game.client.table.panels import register_panel
from game.client.table.panels.base import Frame, Panel, freeze
from game.client.table.places import LAB, place_name
from game.i18n import _, ngettext
from game.i18n.cards import card_name, localize


def code_text(code: Any) -> str:
    """A containment code in a few words (RAX-09, NS-40)."""
    if code.kind == "exact":
        return _("{a} and {b}").format(a=code.values[0], b=code.values[1])
    if code.kind == "sum":
        return _("sum {n}").format(n=code.n)
    if code.kind == "doubles":
        return _("doubles {n}+").format(n=code.n) if code.n > 1 else _("doubles")
    return _("sum {n}+").format(n=code.n)


class StripPanel(Panel):
    """A strip that is on the table only while its module is (and the Long Night layout
    gave it an area)."""

    module = ""

    def __init__(self, painter: Any) -> None:
        super().__init__(painter)
        self.tips: list[tuple[pygame.Rect, Any]] = []
        self.pieces: list[tuple[pygame.Rect, tuple]] = []

    def active(self, view: dict[str, Any]) -> bool:
        return self.module in mods(view) and self.name in areas_for(view)

    def layout(self, lay: Layout) -> pygame.Rect:
        self.lay = lay
        a = lay.areas.get(self.name)
        self.rect = lay.r(*a) if a is not None else pygame.Rect(0, 0, 0, 0)
        return self.rect

    def background(self, surf: pygame.Surface, frame: Frame) -> None:
        pygame.draw.rect(surf, (34, 40, 50), self.rect, border_radius=self.lay.s(6))
        pygame.draw.rect(surf, self.app.art.pal.edge, self.rect, max(1, self.lay.s(1)),
                         border_radius=self.lay.s(6))

    def tip(self, pos: tuple[int, int]) -> str | None:
        return tip_text(self.tips, pos)

    def hit(self, pos: tuple[int, int]) -> tuple | None:
        for r, what in reversed(self.pieces):
            if r.collidepoint(pos):
                return what
        return None


LAB_NAME, LAB_ROW = 14, 36  # the lab strip: the experiment's name (top), the code row (centre)


class LabPanel(StripPanel):
    name = "ln_lab"
    module = "raxxon"

    def key(self, frame: Frame, hl: Highlights) -> Any:
        rax = mods(frame.view).get("raxxon") or {}
        return (freeze({k: rax.get(k) for k in ("experiment_top", "experiments_left", "dice",
                                                 "side_effect_deck")}),
                frozenset(h for h in hl.hidden if h[0] == "lab"))

    def draw(self, surf: pygame.Surface, frame: Frame, hl: Highlights) -> None:
        self.tips, self.pieces = [], []
        lay, rect, pal = self.lay, self.rect, self.app.art.pal
        art, la = self.app.art, ln_art(self.app)
        content = self.n.content
        rax = mods(frame.view).get("raxxon") or {}
        top = rax.get("experiment_top")
        x, y = rect.x + lay.s(6), rect.y + lay.s(2)
        head = place_name(content, LAB).upper()  # the pack's name for the lab (issue 14)
        left = int(rax.get("experiments_left", 0))
        deck_r = self.t(surf, _("experiments {n}").format(n=left), (rect.right - lay.s(6), y),
                        9, pal.text_dim, anchor="topright")
        self.t(surf, head, (x, y), 9, pal.bad, True, width=deck_r.x - lay.s(8) - x)
        self.tips.append((deck_r, ngettext(
            "Experiment deck: {n} card; the top card's Audio Log is face up",
            "Experiment deck: {n} cards; the top card's Audio Log is face up", left).format(
                n=left)))
        exp = content.experiments.get(str(top)) if top else None
        row = rect.y + lay.s(LAB_ROW)
        if exp is None or ("lab", "top") in hl.hidden:
            self.t(surf, _("no experiment on top") if exp is None else "", (x, row), 10,
                   pal.text_dim, anchor="midleft")
        else:
            log = exp.audio_log
            ename = card_name(exp.id, exp.name)
            # the experiment's name: a line of its own, the strip's whole width
            self.t(surf, ename, (x, rect.y + lay.s(LAB_NAME)), 9, pal.text,
                   width=rect.width - lay.s(12))
            code = code_text(log.code)
            chip = self.app.fonts.render(code, max(7, round(9.5 * lay.k)), pal.text_dark, True)
            box = chip.get_rect(midleft=(x + lay.s(4), row)).inflate(lay.s(8), lay.s(3))
            pygame.draw.rect(surf, pal.warn, box, border_radius=lay.s(4))
            surf.blit(chip, chip.get_rect(center=box.center))
            xr = box.right + lay.s(4)
            fonts, rels = self.app.fonts, log.releases
            spec0 = content.special_zombies.get(rels[0].zombie) if len(rels) == 1 else None
            frees = _("else frees")
            need = (fonts.size(frees, max(7, round(9.5 * lay.k)))[0] + lay.s(5 + 20 * min(
                rels[0].count, 2)) + fonts.size(card_name(spec0.id, spec0.name),
                                                 max(7, round(10 * lay.k)), True)[0]
                    if spec0 is not None else 0)
            if not (rax.get("dice") and xr + need > x + lay.s(186)):
                # (left out when the dice leave no room for it and the zombie's name: the
                # card in the zoom says it in full)
                arrow = self.t(surf, frees, (xr, row), 9.5, pal.text_dim, anchor="midleft")
                xr = arrow.right + lay.s(3)
            rel_names = []
            for rel in log.releases:
                spec = content.special_zombies.get(rel.zombie)
                zname = card_name(spec.id, spec.name) if spec else rel.zombie
                rel_names.append(f"{rel.count} {zname}")
                for _i in range(min(rel.count, 2)):
                    img = la.special(rel.zombie, lay.s(19), zname[:1], tuple(SPECIAL_LOOKS))
                    surf.blit(img, img.get_rect(midleft=(xr, row)))
                    xr += lay.s(20)
                if len(log.releases) == 1:
                    # up to the containment dice (when there are any), else up to the
                    # side-effect deck
                    end = x + lay.s(186) if rax.get("dice") else rect.right - lay.s(50)
                    nm = self.t(surf, zname, (xr + lay.s(2), row), 10, pal.text, True,
                                "midleft", width=end - xr - lay.s(2))
                    xr = nm.right + lay.s(4)
            whole = pygame.Rect(x, rect.y, xr - x, rect.height)
            # the Audio Log's face in the card zoom (the same zoom as every card's)
            tlog = localize(content).experiments[exp.id].audio_log
            face = CardFace("audio_log", _("Audio Log — {name}").format(name=ename),
                            _("Code {code}").format(code=code), tlog.code.text,
                            extra=(_("Not contained: releases {releases}").format(
                                releases=", ".join(rel_names)),),
                            flavour=tlog.text)
            self.tips.append((whole, face))
            self.pieces.append((whole, ("lab", "experiment", str(top))))
        # the containment dice on the card
        dice = list(rax.get("dice") or [])
        dx = rect.x + lay.s(196)
        for i, d in enumerate(dice[:3]):
            if ("lab", "die", i) in hl.hidden:
                continue
            seat, v = (d[0], d[-1]) if isinstance(d, (list, tuple)) else (None, d)
            img = art.d6_face(int(v), lay.s(17))
            r = img.get_rect(midleft=(dx + i * lay.s(20), row))
            surf.blit(img, r)
            if seat is not None:
                mark = art.player_mark(int(seat), lay.s(8))
                surf.blit(mark, mark.get_rect(center=(r.right - lay.s(1), r.y + lay.s(1))))
            self.tips.append((r, _("Containment die: {value} (placed by {player})").format(
                value=v, player=self.n.p(seat)) if seat is not None else
                _("Containment die: {value}").format(value=v)))
        # the side-effect deck (face up: browsable on hover)
        se = list(rax.get("side_effect_deck") or [])
        back = art.token("card_back", lay.s(17))
        br = back.get_rect(midright=(rect.right - lay.s(24), row))
        surf.blit(back, br)
        self.t(surf, str(len(se)), (br.right + lay.s(3), row), 10, pal.text, True, "midleft")
        names = [card_name(c, content.side_effects[c].name) if c in content.side_effects
                 else str(c) for c in se]
        self.tips.append((br.inflate(lay.s(16), lay.s(6)),
                          _("Side-effect deck (pills): {cards}").format(
                              cards=", ".join(names[:8]) or _("empty"))
                          + (f" … +{len(names) - 8}" if len(names) > 8 else "")))
        self.pieces.append((br, ("lab", "side_effects")))
        publish(self.hits, self.name, self.tips)


class StockpilePanel(StripPanel):
    name = "ln_stockpile"
    module = "bandits"

    def key(self, frame: Frame, hl: Highlights) -> Any:
        b = mods(frame.view).get("bandits") or {}
        return (freeze(b.get("stockpile")), b.get("supply"),
                frozenset(h for h in hl.hidden if h[0] == "stock"))

    def draw(self, surf: pygame.Surface, frame: Frame, hl: Highlights) -> None:
        self.tips, self.pieces = [], []
        lay, rect, pal = self.lay, self.rect, self.app.art.pal
        art = self.app.art
        b = mods(frame.view).get("bandits") or {}
        cards = list(b.get("stockpile") or [])
        x, y = rect.x + lay.s(6), rect.y + lay.s(3)
        from game.client.table.decisions import item_type

        head = _("STOCKPILE")
        count = ngettext("{n} card", "{n} cards", len(cards)).format(n=len(cards))
        left = _("bandits left {n}").format(n=b.get("supply", 0))
        fonts = self.app.fonts
        # the labels' column: as wide as its longest text (a language's words are longer),
        # at most half the strip; the cards share what is left
        col = min(rect.width // 2, max(lay.s(70), max(
            fonts.size(s, max(7, round(sz * lay.k)), bold)[0]
            for s, sz, bold in ((head, 9.5, True), (count, 9.5, False), (left, 9, False)))))
        self.t(surf, head, (x, y), 9.5, pal.bad, True, width=col)
        self.t(surf, count, (x, y + lay.s(14)), 9.5, pal.text_dim, width=col)
        sup = self.t(surf, left, (x, rect.bottom - lay.s(4)), 9, pal.text_dim,
                     anchor="bottomleft", width=col)
        self.tips.append((sup, _("Bandit standees still in the supply")))
        cw, ch = lay.s(20), lay.s(30)
        x0 = x + col + lay.s(2)
        room = rect.right - lay.s(6) - x0
        step = min(cw + lay.s(2), max(lay.s(8), (room - cw) // max(1, len(cards) - 1))) \
            if cards else cw
        for i, uid in enumerate(cards):
            if ("stock", uid) in hl.hidden:
                continue
            kind = self.n.item_type(uid) or "survivor"
            r = pygame.Rect(x0 + i * step, rect.y + lay.s(8), cw, ch)
            pygame.draw.rect(surf, pal.card, r, border_radius=lay.s(3))
            pygame.draw.rect(surf, pal.items.get(kind, pal.edge), r, max(1, lay.s(1.5)),
                             border_radius=lay.s(3))
            icon = art.item_icon(kind, lay.s(15))
            surf.blit(icon, icon.get_rect(center=r.center))
            hot = r if i == len(cards) - 1 else pygame.Rect(r.x, r.y, step, ch)
            face = item_face(self.n.content, uid)
            self.tips.append((hot, face if face is not None else
                              _("{card} ({kind}) — in the bandits' stockpile").format(
                                  card=self.n.item(uid), kind=item_type(kind))))
            self.pieces.append((hot, ("stockpile", uid)))
        publish(self.hits, self.name, self.tips)


register_panel("ln_lab", LabPanel, after="ln_raxxon")
register_panel("ln_stockpile", StockpilePanel, after="ln_hideout")
