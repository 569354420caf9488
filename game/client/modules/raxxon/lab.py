"""The Raxxon module's lab strip (``ln_lab``) under the lab's place: the experiment deck with its
top Audio Log face up, the containment dice on it and the side-effect deck
(:mod:`game.client.modules.long_night.strips` has the strips' shared base)."""

from __future__ import annotations

from typing import Any

import pygame

from game.client.modules.long_night.art import SPECIAL_LOOKS, ln_art
from game.client.modules.long_night.places import mods, publish
from game.client.modules.long_night.strips import StripPanel, code_text
from game.client.table.cards import CardFace
from game.client.table.layout import Highlights
from game.client.table.panels import register_panel
from game.client.table.panels.base import Frame, freeze
from game.client.table.places import LAB, place_name
from game.i18n import _, ngettext
from game.i18n.cards import card_name, localize

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


register_panel("ln_lab", LabPanel, after="ln_raxxon")
