"""The players strip: one row per player in turn order -- name, leader and followers,
hand and dice counts, the first-player token, exile, the held crossroads card, who views."""

from __future__ import annotations

from typing import Any

import pygame

from game.client.art.portraits import animal_kind, portrait
from game.client.table.layout import Highlights
from game.client.table.panels import register_panel
from game.client.table.panels.base import Frame, Panel, freeze
from game.i18n import _, ngettext


class PlayersPanel(Panel):
    name = "players"

    def key(self, frame: Frame, hl: Highlights) -> tuple:
        v = frame.view
        return (freeze(v.get("players", [])), v.get("active_player"), v.get("first_player"),
                v.get("phase"), freeze(v.get("crossroads")), frame.viewer)

    def background(self, surf: pygame.Surface, frame: Frame) -> None:
        pygame.draw.rect(surf, self.app.art.pal.bg2, self.rect, border_radius=self.lay.s(8))

    def draw(self, surf: pygame.Surface, frame: Frame, hl: Highlights) -> None:
        art = self.app.art
        pal = art.pal
        lay, v, viewer = self.lay, frame.view, frame.viewer
        rows = v.get("players", [])
        rh = min(24.0, 118 / max(1, len(rows)))
        active = v.get("active_player")
        first = v.get("first_player")
        xr = v.get("crossroads", {})
        n = max(1, len(rows))
        for i, p in enumerate(rows):
            order = (p["seat"] - (first or 0)) % n + 1  # turn order this round
            y = 426 + 2 + i * rh
            row = lay.r(316 + 4, y, 640, rh - 2)
            if p["seat"] == active and v.get("phase") == "turns":
                pygame.draw.rect(surf, pal.panel_hi, row, border_radius=lay.s(5))
                pygame.draw.rect(surf, pal.highlight, row, max(1, lay.s(1.5)),
                                 border_radius=lay.s(5))
            self.t(surf, f"{order}.", (row.x + lay.s(4), row.centery), 10.5, pal.text_dim,
                   anchor="midleft", lay=lay)
            mark = art.player_mark(p["seat"], lay.s(16))
            surf.blit(mark, mark.get_rect(midleft=(row.x + lay.s(8) + lay.s(10), row.centery)))
            kind = {"heuristic": _("smart bot"), "random": _("random bot")}.get(
                p.get("bot_kind") or "", _("bot"))
            # name, then the bot kind small and dim, both kept clear of the first-player token
            name = self.fit(p["name"], 12.5, lay.s(104), lay, bold=True, hover=True)
            r = self.t(surf, name, (row.x + lay.s(40), row.centery), 12.5, bold=True,
                       anchor="midleft", lay=lay)
            who = r
            if p.get("bot"):
                room = row.x + lay.s(148) - r.right - lay.s(5)
                if room > lay.s(20):
                    who = who.union(self.t(surf, kind, (r.right + lay.s(5),
                                                        row.centery + lay.s(1)), 9.5,
                                           pal.text_dim, anchor="midleft", lay=lay,
                                           width=room, hover=True))
            # the name and the bot kind whole on hover (either may be cut short)
            self.hits.tips[("player", p["seat"])] = (
                who, _("{player} ({kind})").format(player=p["name"], kind=kind)
                if p.get("bot") else p["name"])
            x = row.x + lay.s(170)
            if p["seat"] == first:
                tok = art.token("first_player", lay.s(16))
                surf.blit(tok, tok.get_rect(center=(row.x + lay.s(158), row.centery)))
            leader = self.n.s(p.get("leader")) if p.get("leader") else "—"
            if p.get("leader"):  # the leader's portrait (docs/ART.md)
                ps = max(8, lay.s(rh - 4))
                sv = getattr(self.n.content, "survivors", {}).get(p["leader"])
                face = portrait(p["leader"], ps, animal_kind(sv))
                surf.blit(face, face.get_rect(midleft=(x, row.centery)))
                x += ps + lay.s(4)
            n_f = len(p.get("followers", []))
            whole = f"{leader}" + (f" +{n_f}" if n_f else "")
            s = self.fit(whole, 11.5, row.x + lay.s(340) - x, lay, hover=True)
            lr = self.t(surf, s, (x, row.centery), 11.5, pal.text_dim, anchor="midleft", lay=lay)
            if s != whole:  # cut short: the leader and the followers whole on hover
                group = [self.n.s(sid) for sid in [p.get("leader"), *p.get("followers", [])]
                         if sid]
                self.hits.tips[("group", p["seat"])] = (lr, " · ".join(group))
            x = row.x + lay.s(346)
            hr = self.t(surf, _("hand {n}").format(n=p.get("hand", 0)), (x, row.centery), 11.5,
                        anchor="midleft", lay=lay, width=lay.s(58))
            self.hits.tips[("hand", p["seat"])] = (
                hr, ngettext("{player} holds {n} card (hidden from the others).",
                             "{player} holds {n} cards (hidden from the others).",
                             p.get("hand", 0)).format(player=p["name"], n=p.get("hand", 0)))
            x += lay.s(60)
            dr = self.dice_cell(surf, v, p, (x, row.centery))
            self.hits.tips[("dice", p["seat"])] = (dr, self.dice_tip(v, p))
            x = max(x + lay.s(54), dr.right + lay.s(6))  # a longer "turn over" pushes on
            tags = []
            if p.get("exiled"):
                tags.append((_("EXILED"), pal.bad))
            if p.get("eliminated"):
                tags.append((_("OUT"), pal.bad))
            if xr.get("held_by") == p["seat"] and xr.get("for") is not None:
                tags.append((_("crossroads for {player}").format(player=self.n.p(xr["for"])),
                             pal.text_dim))
            if p["seat"] == viewer:
                tags.append((_("viewing"), pal.accent))
            for j, (label, c) in enumerate(tags):
                room = row.right - x - lay.s(6)
                if room < lay.s(30):
                    break
                tr = self.t(surf, label, (x, row.centery), 10.5, c, True, "midleft", lay,
                            width=room, hover=True)
                self.hits.tips[("tag", p["seat"], j)] = (tr, label)  # whole when cut
                x = tr.right + lay.s(8)


    def dice_cell(self, surf: pygame.Surface, v: dict[str, Any], p: dict[str, Any],
                  pos: tuple[int, int]) -> pygame.Rect:
        """The unused dice, or "turn over" once the player's turn is past: the engine keeps
        the unused dice until the next roll (ROUND-05) but they can no longer be spent
        (NS-25; issue 12 item 12)."""
        from game.client.table.log.describe import turn_over

        if turn_over(v, int(p["seat"])):
            r = pygame.Rect(pos[0], pos[1] - self.lay.s(11), self.lay.s(54), self.lay.s(22))
            return r.union(self.painter.t2(surf, _("turn over"), r, 10.5,
                                           self.app.art.pal.text_dim, self.lay))
        return self.t(surf, _("dice {n}").format(n=p.get("dice_unused", 0)), pos, 11.5,
                      anchor="midleft", lay=self.lay, width=self.lay.s(52))

    def dice_tip(self, v: dict[str, Any], p: dict[str, Any]) -> str:
        from game.client.table.log.describe import turn_over

        if turn_over(v, int(p["seat"])):
            return _("{player} has played this round; new dice are rolled next round.").format(
                player=p["name"])
        n = int(p.get("dice_unused", 0))
        return ngettext("{player} has {n} action die left this round.",
                        "{player} has {n} action dice left this round.", n).format(
            player=p["name"], n=n)


register_panel("players", PlayersPanel)
