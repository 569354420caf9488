"""The Long Night's pieces on the places (issue 9): every location and the colony drawn
with what the Long Night adds, from the public view's ``modules`` part only.

* each location (the base six plus the Raxxon location and the Bandits' Hideout, drawn
  compact, four to a side column: :func:`game.client.table.layout.areas_for`): bandit standees
  under its noise spaces, special zombies right of its entrance cells, despair tokens on
  the survivors who carry them;
* the colony: explosive traps and special zombies beside each entrance, unruly helpless
  tokens (fists raised on a jagged ring) among the helpless, and in the band under the
  survivor grid the improvement row with its progress markers, the completed improvements,
  the encounter cards of the released special zombies and the graveyard (a storage area:
  drawn apart, never a place to move to).

Every piece says what it is on hover (:meth:`tip`).  The panels replace the base ones of
the same name (``register_panel`` replaces in place) and draw exactly like them in a base
game.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game import i18n
from game.client.modules.long_night.art import SPECIAL_LOOKS, ln_art, special_look
from game.client.table.cards import CardFace, special_zombie_face
from game.client.table.layout import (
    LEFT,
    RIGHT,
    Highlights,
    Layout,
    areas_for,
    entrance_rect,
)
from game.client.table.panels import register_panel
from game.client.table.panels.base import Frame, Panel, freeze
from game.client.table.panels.colony import ColonyPanel
from game.client.table.panels.place import LocationPanel
from game.i18n import N_, _, ngettext
from game.i18n.cards import card_name, card_text

LN_PLACES = ("ln_raxxon", "ln_hideout")
BAND = (326, 270, 470, 100)  # the colony's Long Night band (design units)
IMPROVEMENT_W, IMPROVEMENT_H = 86, 46
# a name's leading article, left out where room is short (an improvement's tile, a built
# improvement's chip); the full name is on hover
ARTICLES = {"en": ("The ", "A ", "An "), "pt": ("O ", "A ", "Os ", "As "),
            "de": ("Der ", "Die ", "Das ")}


def drop_article(name: str) -> str:
    """``name`` without the interface language's leading article ("The Sawpit" ->
    "Sawpit", "Die Sägegrube" -> "Sägegrube")."""
    for a in ARTICLES.get(i18n.current(), ARTICLES["en"]):
        if name.startswith(a) and len(name) > len(a):
            return name[len(a):]
    return name
GRAVE = (326 + 364, 270, 106, 98)


def mods(v: dict[str, Any]) -> dict[str, Any]:
    return v.get("modules") or {}


def specials_at(v: dict[str, Any], lid: str) -> list[dict[str, Any]]:
    """The special zombies standing at ``lid`` (public: the Raxxon module's view)."""
    rax = mods(v).get("raxxon") or {}
    return [z for z in rax.get("specials", []) if z.get("loc") == lid]


def bandits_at(v: dict[str, Any], lid: str) -> int:
    return int(((mods(v).get("bandits") or {}).get("bandits") or {}).get(lid, 0))


def traps_at(v: dict[str, Any], lid: str) -> list[int]:
    return list(((mods(v).get("long_night") or {}).get("traps") or {}).get(lid) or [])


def despair_of(v: dict[str, Any]) -> dict[str, int]:
    return dict((mods(v).get("long_night") or {}).get("despair") or {})


# ----------------------------------------------------------------------------- geometry
# where the Long Night's pieces sit (shared by the panels and the animations)
TRAP_PX, TRAP_STEP = 22, 24
BANDIT_PX = 36


def special_px(lid: str) -> int:
    return 22 if lid == "colony" else 26


def _cap(v: dict[str, Any], lid: str) -> int:
    return int((v.get("locations", {}).get(lid) or {}).get("entrance_spaces", 0))


def trap_rects(lay: Layout, v: dict[str, Any], lid: str, e: int) -> list[pygame.Rect]:
    """The explosive traps beside entrance ``e`` of ``lid``."""
    traps = traps_at(v, lid)
    n = traps[e] if e < len(traps) else 0
    cell = entrance_rect(lay, lid, e, _cap(v, lid))
    out = []
    for k in range(n):
        r = pygame.Rect(0, 0, lay.s(TRAP_PX), lay.s(TRAP_PX))
        r.midleft = (cell.right + lay.s(4) + k * lay.s(TRAP_STEP), cell.centery)
        out.append(r)
    return out


def special_spots(lay: Layout, v: dict[str, Any], lid: str) -> dict[str, pygame.Rect]:
    """Where each special zombie at ``lid`` stands: right of its entrance's cells (and of
    the traps there), one after another."""
    size = special_px(lid)
    out: dict[str, pygame.Rect] = {}
    seen: dict[int, int] = {}
    for z in specials_at(v, lid):
        e = int(z.get("entrance", 0))
        k = seen.get(e, 0)
        seen[e] = k + 1
        cell = entrance_rect(lay, lid, e, _cap(v, lid))
        traps = traps_at(v, lid)
        x = cell.right + lay.s(4) + (traps[e] if e < len(traps) else 0) * lay.s(TRAP_STEP)
        r = pygame.Rect(0, 0, lay.s(size), lay.s(size))
        r.midleft = (x + k * lay.s(size + 1), cell.centery)
        out[str(z.get("id"))] = r
    return out


def bandit_rects(lay: Layout, lid: str, n: int) -> list[pygame.Rect]:
    """The bandit standees drawn at ``lid`` (at most three; more show a count)."""
    rect = lay.r(*lay.areas[lid]) if lid in lay.areas else pygame.Rect(0, 0, 0, 0)
    w, h = int(lay.s(BANDIT_PX) * 0.72), lay.s(BANDIT_PX)
    out = []
    for i in range(min(n, 3)):
        r = pygame.Rect(0, 0, w, h)
        r.bottomright = (rect.right - lay.s(8) - i * lay.s(22), rect.y + lay.s(80))
        out.append(r)
    return out


SHAPE_NAMES = {"triangle": N_("triangle"), "diamond": N_("diamond"), "star": N_("star"),
               "hexagon": N_("hexagon"), "square": N_("square"), "pentagon": N_("pentagon"),
               "circle": N_("circle"), "cross": N_("cross"), "tall": N_("tall"),
               "drop": N_("drop"), "octagon": N_("octagon"), "shield": N_("shield")}


def tip_text(tips: list[tuple[pygame.Rect, Any]], pos: tuple[int, int]) -> str | None:
    """The words hovering ``pos`` shows (a card's title and text, or a tooltip)."""
    for r, what in reversed(tips):
        if r.collidepoint(pos):
            if isinstance(what, str):
                return what
            return f"{what.title}\n{what.text}"
    return None


def publish(hits: Any, name: str, tips: list[tuple[pygame.Rect, Any]]) -> None:
    for i, (r, what) in enumerate(tips):
        hits.tips[("ln", name, i)] = (r, what)


def ln_key(v: dict[str, Any], lid: str, hl: Highlights) -> tuple:
    """What the Long Night adds to a place's key."""
    loc = v.get("locations", {}).get(lid) or {}
    desp = despair_of(v)
    return (freeze(specials_at(v, lid)), bandits_at(v, lid), tuple(traps_at(v, lid)),
            tuple((sid, desp.get(sid, 0)) for sid in loc.get("survivors", [])),
            frozenset(h for h in hl.hidden if h[0] in ("sz", "bandit", "trap")
                      and h[1] == lid))


class LNPieces(Panel):
    """Helpers the Long Night places share (mixed into the place panels)."""

    tips: list[tuple[pygame.Rect, CardFace | str]]

    def _tip_text(self, pos: tuple[int, int]) -> str | None:
        return tip_text(getattr(self, "tips", []), pos)

    def publish_tips(self) -> None:
        """Hand what hovering shows to the table (``BoardHits.tips``: the card zoom)."""
        publish(self.hits, self.name, self.tips)

    def special_name(self, ztype: str) -> str:
        spec = self.n.content.special_zombies.get(ztype)
        return card_name(spec.id, spec.name) if spec else ztype

    def special_tip(self, z: dict[str, Any]) -> CardFace | str:
        """A special zombie's rules on hover: its encounter card (the die table of the
        experiment that released it) as a card face."""
        ztype = str(z.get("type"))
        shape, _colour = special_look(ztype)
        face = special_zombie_face(self.n.content, ztype, z.get("card"),
                                   _(SHAPE_NAMES.get(shape, shape)))
        return face if face is not None else self.special_name(ztype)

    def draw_specials(self, surf: pygame.Surface, v: dict[str, Any], lid: str,
                      hl: Highlights) -> None:
        la = ln_art(self.app)
        order = tuple(SPECIAL_LOOKS)
        spots = special_spots(self.lay, v, lid)
        for z in specials_at(v, lid):
            zid = str(z.get("id"))
            if ("sz", lid, zid) in hl.hidden or zid not in spots:
                continue
            ztype = str(z.get("type"))
            r = spots[zid]
            img = la.special(ztype, r.width, self.special_name(ztype)[:1], order)
            surf.blit(img, r)
            self.tips.append((r, self.special_tip(z)))


class LNLocationPanel(LNPieces, LocationPanel):
    """A location with the Long Night's pieces (see the module docstring)."""

    def __init__(self, painter: Any, lid: str) -> None:
        super().__init__(painter, lid)
        self.tips = []

    def active(self, view: dict[str, Any]) -> bool:
        return self.name in view.get("locations", {}) and self.name in areas_for(view)

    def layout(self, lay: Layout) -> pygame.Rect:
        self.lay = lay
        a = lay.areas.get(self.name)
        self.rect = lay.r(*a) if a is not None else pygame.Rect(0, 0, 0, 0)
        return self.rect

    def key(self, frame: Frame, hl: Highlights) -> tuple:
        base = super().key(frame, hl)
        if "modules" not in frame.view:
            return base
        return (base, ln_key(frame.view, self.name, hl))

    def draw(self, surf: pygame.Surface, frame: Frame, hl: Highlights) -> None:
        self.tips = []
        super().draw(surf, frame, hl)
        v = frame.view
        if "modules" not in v:
            return
        lid, lay = self.name, self.lay
        if ("trap", lid, 0) not in hl.hidden:
            for r in trap_rects(lay, v, lid, 0):
                surf.blit(ln_art(self.app).trap(r.width), r)
                self.tips.append((r, _("Explosive trap: kills the zombies that would come in "
                                       "at this entrance, then is spent")))
        self.draw_specials(surf, v, lid, hl)
        n = bandits_at(v, lid)
        if n and ("bandit", lid, 0) not in hl.hidden:
            img = ln_art(self.app).bandit(lay.s(BANDIT_PX))
            rects = bandit_rects(lay, lid, n)
            for r in rects:
                surf.blit(img, r)
            area_ = rects[0].unionall(rects[1:])
            if n > len(rects):
                self.t(surf, f"×{n}", (area_.x - lay.s(2), area_.bottom - lay.s(6)), 11,
                       self.app.art.pal.bad, True, "midright")
            self.tips.append((area_, ngettext(
                "{n} bandit here\nthey scavenge at the end of the round",
                "{n} bandits here\nthey scavenge at the end of the round", n).format(n=n)))
        self.publish_tips()

    def tip(self, pos: tuple[int, int]) -> str | None:
        return self._tip_text(pos)


class LNColonyPanel(LNPieces, ColonyPanel):
    """The colony with the Long Night's pieces (see the module docstring)."""

    def __init__(self, painter: Any) -> None:
        super().__init__(painter)
        self.tips = []

    def key(self, frame: Frame, hl: Highlights) -> tuple:
        base = super().key(frame, hl)
        v = frame.view
        if "modules" not in v:
            return base
        m = mods(v)
        rax = m.get("raxxon") or {}
        return (base, ln_key(v, "colony", hl), (m.get("long_night") or {}).get("unruly"),
                freeze((m.get("long_night") or {}).get("graveyard")),
                freeze(m.get("improvements")), freeze(rax.get("encounters")),
                freeze(sorted(h for h in hl.hidden if h[0] in ("imp", "grave", "enc"))))

    def background(self, surf: pygame.Surface, frame: Frame) -> None:
        super().background(surf, frame)
        if not self.lay.ln:
            return
        lay, pal = self.lay, self.app.art.pal
        band = lay.r(*BAND)
        pygame.draw.rect(surf, (40, 50, 62), band, border_radius=lay.s(6))
        # the graveyard: a fenced plot of its own, not a place (no survivor spaces)
        g = lay.r(*GRAVE)
        pygame.draw.rect(surf, (30, 36, 34), g, border_radius=lay.s(6))
        for i in range(8):
            x = g.x + lay.s(6) + i * lay.s(13)
            pygame.draw.line(surf, (84, 92, 86), (x, g.bottom - lay.s(14)),
                             (x, g.bottom - lay.s(4)), max(1, lay.s(2)))
        pygame.draw.line(surf, (84, 92, 86), (g.x + lay.s(4), g.bottom - lay.s(10)),
                         (g.right - lay.s(4), g.bottom - lay.s(10)), max(1, lay.s(1.5)))
        surf.blit(ln_art(self.app).tombstone(lay.s(18)), (g.x + lay.s(4), g.y + lay.s(3)))
        # the title gets the row up to the count drawn at its right (``draw``)
        grave = (mods(frame.view).get("long_night") or {}).get("graveyard") or []
        count_w = self.app.fonts.size(str(len(grave)), max(7, round(12 * lay.k)), True)[0]
        self.t(surf, _("Graveyard"), (g.x + lay.s(23), g.y + lay.s(6)), 10.5, pal.text_dim, True,
               width=g.width - lay.s(33) - count_w)

    def draw(self, surf: pygame.Surface, frame: Frame, hl: Highlights) -> None:
        self.tips = []
        super().draw(surf, frame, hl)
        v = frame.view
        if "modules" not in v:
            return
        lay = self.lay
        la = ln_art(self.app)
        col = v["locations"].get("colony", {})
        for e in range(len(col.get("zombies", []))):
            if ("trap", "colony", e) in hl.hidden:
                continue
            for r in trap_rects(lay, v, "colony", e):
                surf.blit(la.trap(r.width), r)
                self.tips.append((r, _("Explosive trap: kills the zombies that would come in "
                                       "at this entrance, then is spent")))
        self.draw_specials(surf, v, "colony", hl)
        self._unruly(surf, v)
        if self.lay.ln:
            self._band(surf, v, hl)
        self.publish_tips()

    def more_at(self, rows: int) -> tuple[int, int]:
        """The band under the grid is the Long Night's: "+N more" goes in the title row."""
        if self.lay.ln:
            return self.lay.p(316 + 270, 46 + 56)
        return super().more_at(rows)

    def _unruly(self, surf: pygame.Surface, v: dict[str, Any]) -> None:
        """The last ``unruly`` helpless tokens drawn on their unruly side."""
        from game.client.table.layout import colony_grid, survivor_slot

        lay = self.lay
        unruly = int((mods(v).get("long_night") or {}).get("unruly", 0))
        if not unruly:
            return
        col = v["locations"].get("colony", {})
        sids = list(col.get("survivors", []))
        spaces = int(col.get("spaces", 24))
        per_row, rows = colony_grid(lay)
        img = ln_art(self.app).unruly(lay.s(34))
        first = len(sids)  # the unruly ones first among the helpless: always in view
        helpless = int(v.get("helpless", 0))
        for i in range(first, min(first + min(unruly, helpless), per_row * rows, spaces)):
            slot = survivor_slot(lay, "colony", i, spaces)
            if slot is None:
                continue
            surf.blit(self.tile(slot.size, (38, 48, 60), radius=lay.s(5)), slot)
            r = img.get_rect(center=slot.center)
            surf.blit(img, r)
            self.tips.append((r, _("Unruly helpless survivor: counts twice in the colony; "
                                   "a medicine card calms it")))

    def _band(self, surf: pygame.Surface, v: dict[str, Any], hl: Highlights) -> None:
        lay, pal = self.lay, self.app.art.pal
        la = ln_art(self.app)
        content = self.n.content
        m = mods(v)
        x0, y0 = BAND[0], BAND[1]
        imp = m.get("improvements")
        if imp is not None:
            for i, it in enumerate(imp.get("row", [])[:4]):
                iid = str(it.get("id"))
                spec = content.improvements.get(iid)
                name = card_name(spec.id, spec.name) if spec else iid
                r = lay.r(x0 + 4 + i * (IMPROVEMENT_W + 4), y0 + 4, IMPROVEMENT_W, IMPROVEMENT_H)
                if ("imp", iid) in hl.hidden or it.get("id") is None:
                    continue
                pygame.draw.rect(surf, (214, 206, 184), r, border_radius=lay.s(4))
                pygame.draw.rect(surf, (120, 96, 60), r, max(1, lay.s(1.5)),
                                 border_radius=lay.s(4))
                # the name without its article (in full on hover): one line, or two
                # above the progress markers, shrinking to 8 (never cut in a longer language)
                self.painter.t2(surf, drop_article(name),
                                pygame.Rect(r.x + lay.s(3), r.y + lay.s(2), r.width - lay.s(6),
                                            r.height - lay.s(17)),
                                10, pal.text_dark, lay, bold=True, valign="top")
                need, got = int(it.get("needed", 0)), int(it.get("progress", 0))
                step = min(12.0, 52 / max(1, need))
                pip = lay.s(step - 3)
                for k in range(need):  # progress markers: filled squares, empty outlines
                    pr = pygame.Rect(r.x + lay.s(4 + k * step), r.bottom - lay.s(14), pip, pip)
                    if k < got:
                        pygame.draw.rect(surf, (70, 120, 190), pr, border_radius=lay.s(2))
                        pygame.draw.rect(surf, (20, 30, 50), pr, 1, border_radius=lay.s(2))
                    else:
                        pygame.draw.rect(surf, (120, 110, 90), pr, max(1, lay.s(1.2)),
                                         border_radius=lay.s(2))
                self.t(surf, f"{got}/{need}", (r.right - lay.s(4), r.bottom - lay.s(10)), 9.5,
                       pal.text_dark, True, "midright")
                text = _("{improvement} — improvement, {got} of {need} progress").format(
                    improvement=name, got=got, need=need)
                if spec is not None:
                    text += "\n" + card_text(spec.id, "text", spec.text)
                self.tips.append((r, text))
            done = list(imp.get("done", []))
            y = y0 + 4 + IMPROVEMENT_H + 4
            dk = self.t(surf, _("improvement deck {n}").format(n=imp.get("deck", 0)),
                        (lay.p(x0 + 360, 0)[0], lay.p(0, y + 8)[1]), 9, pal.text_dim,
                        anchor="midright")
            self.tips.append((dk, _("Improvement deck: a new improvement is revealed when one "
                                    "is completed")))
            x = lay.p(x0 + 4, y)[0]
            lbl = self.t(surf, _("Built:"), (x, lay.p(0, y + 8)[1]), 10, pal.good, True,
                         "midleft")
            x = lbl.right + lay.s(4)
            for iid in done:
                if ("imp", iid) in hl.hidden:
                    continue
                spec = content.improvements.get(str(iid))
                full = card_name(spec.id, spec.name) if spec else str(iid)
                name = drop_article(full)
                img = self.app.fonts.render(name, max(7, round(9.5 * lay.k)), pal.text_dark, True)
                box = img.get_rect(midleft=(x + lay.s(4), lay.p(0, y + 8)[1])).inflate(
                    lay.s(8), lay.s(3))
                if box.right > dk.x - lay.s(4):
                    break
                pygame.draw.rect(surf, pal.good, box, border_radius=lay.s(7))
                surf.blit(img, img.get_rect(center=box.center))
                self.tips.append((box, _("{improvement} (completed)").format(improvement=full)
                                  + ("\n" + card_text(spec.id, "text", spec.text)
                                     if spec else "")))
                x = box.right + lay.s(2)
            if not done:
                self.t(surf, _("nothing yet"), (x, lay.p(0, y + 8)[1]), 9.5, pal.text_dim,
                       anchor="midleft")
        rax = m.get("raxxon")
        if rax is not None:
            y = y0 + 4 + IMPROVEMENT_H + 26
            x = lay.p(x0 + 4, 0)[0]
            lbl = self.t(surf, _("Encounters:"), (x, lay.p(0, y + 9)[1]), 10, pal.bad, True,
                         "midleft")
            x = lbl.right + lay.s(4)
            for card in rax.get("encounters", []):
                exp = content.experiments.get(str(card))
                if exp is None or ("enc", card) in hl.hidden:
                    continue
                ztype = exp.audio_log.releases[0].zombie
                zname = self.special_name(ztype)
                icon = la.special(ztype, lay.s(18), zname[:1], tuple(SPECIAL_LOOKS))
                w = lay.s(20) + self.app.fonts.size(zname, max(7, round(9.5 * lay.k)), True)[0]
                box = pygame.Rect(x, lay.p(0, y)[1], w + lay.s(6), lay.s(19))
                if box.right > lay.p(GRAVE[0] - 4, 0)[0]:
                    break
                pygame.draw.rect(surf, (60, 36, 40), box, border_radius=lay.s(4))
                surf.blit(icon, icon.get_rect(midleft=(box.x + lay.s(1), box.centery)))
                self.t(surf, zname, (box.x + lay.s(20), box.centery), 9.5, pal.text, True,
                       "midleft")
                # the encounter card itself in the card zoom (as a standee's hover)
                self.tips.append((box, self.special_tip({"type": ztype, "card": exp.id})))
                x = box.right + lay.s(3)
            if not rax.get("encounters"):
                self.t(surf, _("none released"), (x, lay.p(0, y + 9)[1]), 9.5, pal.text_dim,
                       anchor="midleft")
        ln = m.get("long_night") or {}
        grave = list(ln.get("graveyard") or [])
        g = lay.r(*GRAVE)
        self.t(surf, str(len(grave)), (g.right - lay.s(6), g.y + lay.s(6)), 12, pal.text, True,
               "topright")
        y = g.y + lay.s(24)
        for sid in grave[-4:]:
            self.t(surf, self.fit("† " + self.n.s(sid), 9.5, g.width - lay.s(10)),
                   (g.x + lay.s(6), y), 9.5, pal.text_dim)
            y += lay.s(12)
        names = ", ".join(self.n.s(sid) for sid in grave) or _("empty")
        self.tips.append((g, ngettext("Graveyard (storage, not a place): {n} survivor\n{names}",
                                      "Graveyard (storage, not a place): {n} survivors\n{names}",
                                      len(grave)).format(n=len(grave), names=names)))

    def tip(self, pos: tuple[int, int]) -> str | None:
        return self._tip_text(pos)

    def hit(self, pos: tuple[int, int]) -> tuple | None:
        """The graveyard is storage, not a place: a click there is nothing."""
        if self.lay.ln and self.lay.r(*GRAVE).collidepoint(pos):
            return None
        return super().hit(pos)


for _lid in (*LEFT, *RIGHT):
    register_panel(_lid, partial(LNLocationPanel, lid=_lid))
register_panel("ln_raxxon", partial(LNLocationPanel, lid="ln_raxxon"), after=LEFT[-1])
register_panel("ln_hideout", partial(LNLocationPanel, lid="ln_hideout"), after=RIGHT[-1])
register_panel("colony", LNColonyPanel)
