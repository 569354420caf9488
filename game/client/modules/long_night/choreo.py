"""Choreography of the Long Night's events (a mixin of
:class:`game.client.table.choreo.Choreographer`): one engine event -> the director steps that
show it, over the board as the presenter has just folded it in (:mod:`game.client.
ln_present`).  Like the base game's, every animation is a plain director step: Space skips
it, F fast-forwards it, the speed setting scales it; a piece that arrives is hidden on the
board while its effect draws it arriving.  Nothing here reads the engine's state: only the
event's public data and the presented views.

Every Long Night event kind is either animated here (:data:`LN_ANIMATED`), shown by the
base game's choreography (:data:`LN_BASE_SHOWN`) or as a story page (:data:`LN_STORY`,
``scenes/story.py``), or told by its log line only (:data:`LN_LOG_ONLY`, with the reason); ``tests/client/test_ln_board.py`` checks that the
three cover every kind the engine's modules emit.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.client.core.tween import Call, Sequence, Wait
from game.client.modules.long_night.art import SPECIAL_LOOKS, ln_art
from game.client.modules.long_night.places import (
    BANDIT_PX,
    GRAVE,
    bandit_rects,
    special_spots,
    trap_rects,
)
from game.client.modules.long_night.strips import LAB_ROW
from game.client.table.layout import Layout, area, survivor_anchors
from game.client.table.places import CAMP, place_name
from game.i18n import _, ngettext
from game.i18n.cards import card_name

Pt = tuple[float, float]

LN_ANIMATED = frozenset({
    "NoiseResolved",  # the Long Night's coin flip (base: the die) -- choreo.on_NoiseResolved
    "SpecialZombiePlaced", "SpecialZombieKilled", "SpecialZombieRemoved", "SpecialZombieMoved",
    "BanditsPlaced", "BanditRemoved", "BanditsScavenged", "StockpileTaken",
    "ContainmentDiePlaced", "ContainmentChecked", "ReleaseStarted", "ExperimentContained",
    "EncounterRevealed", "ProgressAdded", "ImprovementCompleted", "ImprovementRevealed",
    "TableRolled", "EncounterRolled", "HideoutRolled", "SideEffectEquipped", "DespairAdded",
    "DespairRemoved", "HelplessMadeUnruly", "UnrulyCalmed", "TrapPlaced", "TrapExploded",
    "TrapRemoved", "ZombiesReduced", "SpecialZombieAttacked",
})
# Long Night kinds whose pieces the base game's choreography already shows
LN_BASE_SHOWN = frozenset({
    "BarricadeRemoved",  # a barricade taken away: the entrance repaints (like Destroyed)
    "NoiseRemoved",  # a noise token taken away: the location repaints
})
# Long Night kinds told by their log line (and folded into the view) without an animation
LN_LOG_ONLY = {
    "CardsGiven": "cards change hands: the players strip's hand counts change",
    "VoteRequested": "a vote is asked for: the ballot prompts follow",
    "FirstPlayerKept": "nothing moves on the board",
    "ImprovementsDealt": "setup: the row is on the board from the first frame",
    "BanditLeaderChosen": "a player's secret role: the log line is all that is public",
    "ExperimentRevealed": "the lab strip shows the new Audio Log as it repaints",
    "ExperimentDiscarded": "the card leaves the lab strip as it repaints",
    "EncounterDiscarded": "the encounter chip leaves the colony band as it repaints",
    "SideEffectUsed": "an equipped card's use, like EquipmentUsed in the base game",
    "SpecialZombieNotPlaced": "nothing is placed: the log line says why",
    "BanditLeaderPlaces": "a prompt follows; the placement itself is BanditsPlaced",
    "ScenarioStarted": "the scenario's introduction is shown when the table opens "
                       "(scenes/story.show_intro), not animated",
    "ScenarioRulesActivated": "scenarios: told by the log line and the story page",
    "ScenarioBarricadesRemoved": "scenarios: the entrances repaint",
    "ScenarioZombiesPlaced": "scenarios: the entrances repaint",
    "ScenarioDiceRemoved": "scenarios: the players strip repaints",
    "ScenarioExileCallSkipped": "scenarios: told by the log line",
    "BetrayerRevealed": "scenarios: told by the log line",
    "ScenarioCardDrawn": "scenarios: told by the log line",
    "ScenarioStage": "scenarios: told by the log line",
    "NarrativeRead": "scenarios: told by the log line",
}
# Long Night kinds shown as a full-screen story page (scenes/story.StoryChoreo)
LN_STORY = frozenset({"ScenarioObjectiveCompleted", "ScenarioObjectivePlaced",
                      "ScenarioExilePhase"})
# Long Night kinds shown as a throw in the dice tray: their log line waits for the die
LN_ROLL_EVENTS = frozenset({"TableRolled", "EncounterRolled", "HideoutRolled"})


def _ease(t: float) -> float:
    return 1 - (1 - t) ** 3


def _lerp(a: Pt, b: Pt, t: float) -> Pt:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


class LNChoreo:
    """The Long Night's ``on_<Event>`` steps (mixed into the Choreographer)."""

    # ------------------------------------------------------------------ places
    def _strip(self: Any, lay: Layout, name: str) -> pygame.Rect:
        return area(lay, name) if name in lay.areas else area(lay, "colony")

    def _lab_die(self: Any, lay: Layout, i: int) -> Pt:
        r = self._strip(lay, "ln_lab")
        return (r.x + lay.s(196) + i * lay.s(20) + lay.s(9), r.y + lay.s(LAB_ROW))

    def _stock_spot(self: Any, lay: Layout, i: int) -> Pt:
        r = self._strip(lay, "ln_stockpile")
        return (r.x + lay.s(88) + min(i, 8) * lay.s(22), r.y + lay.s(23))

    def _place_centre(self: Any, lay: Layout, lid: Any) -> Pt:
        if lid in lay.areas:
            c = area(lay, str(lid)).center
            return (float(c[0]), float(c[1]))
        c = area(lay, "colony").center
        return (float(c[0]), float(c[1]))

    def _survivor_at(self: Any, lay: Layout, sid: Any, view: dict[str, Any]) -> Pt:
        p = survivor_anchors(lay, view).get(str(sid))
        if p is None:
            return self._place_centre(lay, "colony")
        return (float(p[0]), float(p[1]) - lay.s(20))

    def _special_img(self: Any, ztype: str, px: int) -> pygame.Surface:
        spec = self.table.session.content.special_zombies.get(ztype)
        name = spec.name if spec else ztype
        return ln_art(self.app).special(ztype, px, name[:1], tuple(SPECIAL_LOOKS))

    # ------------------------------------------------------------------ noise: a coin
    def ln_noise_flip(self: Any, d: dict[str, Any], before: dict[str, Any],
                      centre: Any) -> Any:
        """A Long Night noise token tossed like a coin: it spins up (three half-turns,
        edge-on between faces), lands on its result face -- a zombie or blank -- and rings
        red (a zombie comes) or green."""
        hit = bool(d.get("zombie"))
        pal = self.art.pal

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            c = centre(lay)
            size = lay.s(24)
            spin = min(1.0, t / 0.7)
            turns = 3 * spin
            face_up = int(turns) % 2 == 0
            edge = abs(math.cos(turns * math.pi))
            if spin >= 1.0:
                img = self.art.token("zombie" if hit else "noise", size)
                edge = 1.0
            else:
                img = self.art.token("noise", size) if face_up else \
                    self.art.token("zombie" if hit else "noise", size)
            h = max(1, int(img.get_height() * max(0.08, edge)))
            img = pygame.transform.smoothscale(img, (img.get_width(), h))
            lift = math.sin(spin * math.pi) * lay.s(26)
            y = c[1] + lay.s(20) - lift
            alpha = 1.0 if t < 0.85 else (1 - t) / 0.15
            self._sprite(surf, img, (c[0], y), 1.0, alpha)
            if spin >= 1.0:
                self._ring(surf, (c[0], y), size * 0.8, pal.bad if hit else pal.good, alpha,
                           lay.s(2))

        return Sequence([self.sound("flip"), self.fx(paint, 0.9)])

    # ------------------------------------------------------------------ special zombies
    def on_SpecialZombiePlaced(self: Any, d: dict[str, Any],
                               before: dict[str, Any]) -> Any:
        lid, zid, ztype = str(d["location"]), str(d["id"]), str(d["type"])
        table = self.table

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            r = special_spots(lay, table.view, lid).get(zid)
            if r is None:
                return
            img = self._special_img(ztype, r.width)
            drop = (1 - _ease(min(1.0, t / 0.6))) * lay.s(60)
            scale = 1.0 + 0.6 * (1 - min(1.0, t / 0.6)) + 0.12 * math.sin(min(1, t) * math.pi)
            self._sprite(surf, img, (r.centerx, r.centery - drop), scale)
            if t > 0.5:
                self._ring(surf, r.center, r.width * (0.6 + 1.2 * (t - 0.5)), self.art.pal.bad,
                           1 - (t - 0.5) * 2, lay.s(3))
            if t < 0.9:
                self._float_text(surf, lay, self._zname(ztype), (r.centerx, r.y - lay.s(6)),
                                 t * 0.7, self.art.pal.bad, 12)

        self.pulse(lid, self.art.pal.bad)
        return Sequence([self.sound("groan"), self.hide(("sz", lid, zid), 0.75, paint),
                         Wait(0.1)])

    def _zname(self: Any, ztype: str) -> str:
        spec = self.table.session.content.special_zombies.get(ztype)
        return card_name(spec.id, spec.name) if spec else ztype

    def _special_ghost(self: Any, d: dict[str, Any], before: dict[str, Any],
                       colour: Any, text: str) -> Any:
        lid, zid, ztype = str(d["location"]), str(d["id"]), str(d["type"])
        old = before.get("view", {})

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            r = special_spots(lay, old, lid).get(zid)
            if r is None:
                return
            img = self._special_img(ztype, r.width)
            self._sprite(surf, img, r.center, 1.0 + 0.4 * t, 1 - t, angle=-30 * t)
            self._ring(surf, r.center, r.width * (0.5 + t), colour, 1 - t, lay.s(3))
            self._float_text(surf, lay, text, (r.centerx, r.y), t, colour, 12)

        return self.fx(paint, 0.55)

    def on_SpecialZombieKilled(self: Any, d: dict[str, Any],
                               before: dict[str, Any]) -> Any:
        return Sequence([self.sound("hit"),
                         self._special_ghost(d, before, self.art.pal.good,
                                             _("{zombie} killed").format(zombie=self._zname(str(d["type"]))))])

    def on_SpecialZombieRemoved(self: Any, d: dict[str, Any],
                                before: dict[str, Any]) -> Any:
        return self._special_ghost(d, before, self.art.pal.text_dim,
                                   _("{zombie} gone").format(zombie=self._zname(str(d["type"]))))

    def on_SpecialZombieMoved(self: Any, d: dict[str, Any],
                              before: dict[str, Any]) -> Any:
        zid, ztype, to = str(d["id"]), str(d["type"]), str(d["to"])
        frm = str(d["from"])
        old = before.get("view", {})
        table = self.table

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            a = special_spots(lay, old, frm).get(zid)
            b = special_spots(lay, table.view, to).get(zid)
            if a is None or b is None:
                return
            p = _lerp(a.center, b.center, _ease(t))
            img = self._special_img(ztype, b.width)
            self._sprite(surf, img, (p[0], p[1] - math.sin(t * math.pi) * lay.s(24)))

        return self.hide(("sz", to, zid), 0.6, paint, "linear")

    def on_SpecialZombieAttacked(self: Any, d: dict[str, Any],
                                 before: dict[str, Any]) -> Any:
        lid, zid = str(d["location"]), str(d["id"])
        table = self.table

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            r = special_spots(lay, table.view, lid).get(zid)
            if r is not None:
                self._ring(surf, r.center, r.width * (0.6 + 0.6 * t), self.art.pal.warn,
                           1 - t, lay.s(3))

        return self.fx(paint, 0.4)

    # ------------------------------------------------------------------ bandits
    def on_BanditsPlaced(self: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
        lid = d.get("location")
        count = int(d.get("count", 0))
        if lid is None or count <= 0:
            return None
        lid = str(lid)
        n = int(d.get("bandits", count))

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            img = ln_art(self.app).bandit(lay.s(BANDIT_PX))
            rects = bandit_rects(lay, lid, n)
            for i, r in enumerate(rects):
                new = i >= len(rects) - min(count, len(rects))
                k = min(1.0, max(0.0, t * 1.6 - (i * 0.15 if new else 0)))
                if not new:
                    surf.blit(img, r)
                    continue
                drop = (1 - _ease(k)) * lay.s(70)
                self._sprite(surf, img, (r.centerx, r.centery - drop), 1.0, min(1.0, k * 2))
            if n > len(rects) and rects:
                self._float_text(surf, lay, ngettext("{n} bandit", "{n} bandits", n).format(n=n), (rects[0].centerx, rects[0].y),
                                 t * 0.5, self.art.pal.bad, 12)
        self.pulse(lid, self.art.pal.bad)
        return Sequence([self.sound("thud"), self.hide(("bandit", lid, 0), 0.8, paint)])

    def on_BanditRemoved(self: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
        lid = str(d.get("location"))
        was = int(((before.get("view", {}).get("modules") or {}).get("bandits") or {})
                  .get("bandits", {}).get(lid, 0))
        count = int(d.get("count", 1))

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            img = ln_art(self.app).bandit(lay.s(BANDIT_PX))
            rects = bandit_rects(lay, lid, was)
            for r in rects[max(0, len(rects) - count):]:
                self._sprite(surf, img, (r.centerx, r.centery - t * lay.s(14)), 1.0, 1 - t)

        return self.fx(paint, 0.45)

    def on_BanditsScavenged(self: Any, d: dict[str, Any],
                            before: dict[str, Any]) -> Any:
        cards = [str(c) for c in d.get("cards", [])]
        if not cards:
            return None
        lid = d.get("location")
        table = self.table
        stock_before = len(((before.get("view", {}).get("modules") or {}).get("bandits") or {})
                           .get("stockpile", []))
        steps: list[Any] = [self.sound("flip")]
        for i, uid in enumerate(cards):
            def paint(surf: pygame.Surface, lay: Layout, t: float, i: int = i) -> None:
                a = self._place_centre(lay, lid)
                b = self._stock_spot(lay, stock_before + i)
                self._card(surf, lay, a, b, t, table.names.item(cards[i]) if t < 0.6 else "")

            steps.append(self.hide(("stock", uid), 0.45, paint))
        return Sequence(steps)

    def on_StockpileTaken(self: Any, d: dict[str, Any],
                          before: dict[str, Any]) -> Any:
        seat = d.get("player")

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            a = self._stock_spot(lay, 0)
            row = self.player_row(lay, seat)
            self._card(surf, lay, a, (row.x + lay.s(200), row.centery), t)

        return self.fx(paint, 0.45)

    def on_HideoutRolled(self: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
        return self.table.throw_step([int(d["roll"])], None,
                                     place_name(self.table.names.content, CAMP))

    # ------------------------------------------------------------------ raxxon
    def on_ContainmentDiePlaced(self: Any, d: dict[str, Any],
                                before: dict[str, Any]) -> Any:
        seat, value = d.get("player"), int(d["value"])
        i = max(0, len(d.get("dice", [])) - 1)

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            row = self.player_row(lay, seat)
            a = (row.x + lay.s(330), row.centery)
            b = self._lab_die(lay, i)
            p = _lerp(a, b, _ease(t))
            img = self.art.d6_face(value, lay.s(18))
            self._sprite(surf, img, (p[0], p[1] - math.sin(t * math.pi) * lay.s(40)),
                         1.0 + 0.4 * math.sin(t * math.pi), angle=360 * (1 - t))

        return Sequence([self.sound("dice"), self.hide(("lab", "die", i), 0.55, paint)])

    def on_ContainmentChecked(self: Any, d: dict[str, Any],
                              before: dict[str, Any]) -> Any:
        """The dice on the Raxxon card held against its code, then the verdict."""
        dice = [int(v) for v in d.get("dice", [])]
        matched = bool(d.get("matched"))
        code = str(d.get("code") or "")
        pal = self.art.pal

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            lab = self._strip(lay, "ln_lab")
            box = pygame.Rect(0, 0, lay.s(300), lay.s(96))
            box.midbottom = (lab.centerx, lab.y - lay.s(4))
            box.clamp_ip(surf.get_rect())
            a = min(1.0, t * 5, (1 - t) * 6)
            panel = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(panel, (*pal.bg, int(235 * a)), panel.get_rect(),
                             border_radius=lay.s(8))
            pygame.draw.rect(panel, (*pal.bad, int(255 * a)), panel.get_rect(),
                             max(1, lay.s(2)), border_radius=lay.s(8))
            surf.blit(panel, box)
            if a < 0.3:
                return
            self._label(surf, lay, _("CONTAINMENT CHECK"), (box.x + lay.s(10), box.y + lay.s(6)),
                        10.5, pal.bad)
            self._label(surf, lay, self._fit(code, box.width - lay.s(20), lay),
                        (box.x + lay.s(10), box.y + lay.s(22)), 10, pal.text)
            for k, v in enumerate(dice):  # the dice slide in one by one
                dk = min(1.0, max(0.0, (t - 0.1 - 0.12 * k) / 0.2))
                if dk <= 0:
                    continue
                img = self.art.d6_face(v, lay.s(30))
                x = box.x + lay.s(30) + k * lay.s(38)
                self._sprite(surf, img, (x, box.y + lay.s(62) - (1 - dk) * lay.s(18)), 1.0, dk)
            if not dice:
                self._label(surf, lay, "no dice on the card",
                            (box.x + lay.s(10), box.y + lay.s(54)), 10.5, pal.text_dim)
            if t > 0.55:
                verdict = _("CONTAINED") if matched else _("NOT CONTAINED")
                col = pal.good if matched else pal.bad
                s = min(1.0, (t - 0.55) / 0.12)
                img = self.app.fonts.render(verdict, max(8, round(17 * lay.k)), col, True)
                img = pygame.transform.rotozoom(img, 8, 1.6 - 0.6 * s)
                img.set_alpha(int(255 * a))
                surf.blit(img, img.get_rect(center=(box.right - lay.s(80), box.y + lay.s(60))))

        return Sequence([self.sound("dice"), self.fx(paint, 1.6),
                         Call(lambda: self.pulse("ln_raxxon", pal.good if matched else pal.bad))])

    def _label(self: Any, surf: pygame.Surface, lay: Layout, text: str,
               pos: tuple[int, int], size: float, colour: Any) -> None:
        img = self.app.fonts.render(text, max(7, round(size * lay.k)), colour, True)
        surf.blit(img, pos)

    def _fit(self: Any, text: str, width: int, lay: Layout) -> str:
        return self.table.painter.fit(text, 10, width, lay)

    def on_ReleaseStarted(self: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
        pal = self.art.pal

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            lab = self._strip(lay, "ln_lab")
            self._ring(surf, lab.center, lay.s(30) + lay.s(120) * t, pal.bad, 1 - t, lay.s(4))
            self._float_text(surf, lay, _("Experiment released!"), (lab.centerx, lab.y), t,
                             pal.bad, 14)

        return Sequence([self.sound("groan"), self.fx(paint, 0.7)])

    def on_ExperimentContained(self: Any, d: dict[str, Any],
                               before: dict[str, Any]) -> Any:
        pal = self.art.pal

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            lab = self._strip(lay, "ln_lab")
            self._float_text(surf, lay, _("Contained"), (lab.centerx, lab.y), t, pal.good, 14)

        return self.fx(paint, 0.6)

    def on_EncounterRevealed(self: Any, d: dict[str, Any],
                             before: dict[str, Any]) -> Any:
        card = str(d.get("card"))

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            a = self._strip(lay, "ln_lab").center
            b = lay.p(360, 359)
            self._card(surf, lay, (a[0], a[1]), (b[0], b[1]), t)

        return self.hide(("enc", card), 0.5, paint)

    def on_EncounterRolled(self: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
        return self.table.throw_step([int(d["roll"])], None,
                                     _("Encounter: {survivor}").format(
                                         survivor=self.table.names.s(d.get("survivor"))),
                                     about=d.get("survivor"))

    def on_TableRolled(self: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
        """A die rolled on a card's table (a pill, a crossroads): a throw in the tray."""
        who = d.get("survivor")
        card = d.get("card")
        line = _("Roll for {card}").format(card=self.table.names.item(card)) if card else \
            _("Roll for the table")
        return self.table.throw_step([int(d["roll"])], None, line,
                                     about=who if who else None)

    def on_SideEffectEquipped(self: Any, d: dict[str, Any],
                              before: dict[str, Any]) -> Any:
        """The top side-effect card flies from the lab to the survivor and clips on."""
        sid, card = d.get("survivor"), str(d.get("card"))
        se = self.table.session.content.side_effects.get(card)
        name = se.name if se else card
        table = self.table
        pal = self.art.pal

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            lab = self._strip(lay, "ln_lab")
            a = (lab.right - lay.s(30), lab.y + lay.s(31))
            b = self._survivor_at(lay, sid, table.view)
            if t < 0.7:
                self._card(surf, lay, a, b, t / 0.7, name)
            else:
                k = (t - 0.7) / 0.3
                self._ring(surf, b, lay.s(14) + lay.s(18) * k, pal.accent, 1 - k, lay.s(3))
                self._float_text(surf, lay, name, b, k, pal.accent, 12)

        return Sequence([self.sound("flip"), self.fx(paint, 0.9)])

    def on_ZombiesReduced(self: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
        lid = str(d.get("location"))
        self.pulse(lid, self.art.pal.good)
        return None

    # ------------------------------------------------------------------ improvements
    def _imp_rect(self: Any, lay: Layout, view: dict[str, Any], iid: Any
                  ) -> pygame.Rect | None:
        from game.client.modules.long_night.places import BAND, IMPROVEMENT_H, IMPROVEMENT_W

        row = ((view.get("modules") or {}).get("improvements") or {}).get("row", [])
        for i, it in enumerate(row[:4]):
            if it.get("id") == iid:
                return lay.r(BAND[0] + 4 + i * (IMPROVEMENT_W + 4), BAND[1] + 4, IMPROVEMENT_W,
                             IMPROVEMENT_H)
        return None

    def on_ProgressAdded(self: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
        iid, count = d.get("improvement"), int(d.get("count", 1))
        table = self.table
        pal = self.art.pal

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            r = self._imp_rect(lay, table.view, iid)
            if r is None:
                return
            glow = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(glow, (*pal.accent, int(150 * (1 - t))), glow.get_rect(),
                             max(2, lay.s(3)), border_radius=lay.s(4))
            surf.blit(glow, r)
            self._float_text(surf, lay, ngettext("+{n} progress", "+{n} progress", count).format(n=count),
                             (r.centerx, r.y), t, pal.accent,
                             12)

        return Sequence([self.sound("click"), self.fx(paint, 0.55)])

    def on_ImprovementCompleted(self: Any, d: dict[str, Any],
                                before: dict[str, Any]) -> Any:
        """The finished card glows, is stamped BUILT and flies down to the built row."""
        iid = d.get("improvement")
        old = before.get("view", {})
        spec = self.table.session.content.improvements.get(str(iid))
        name = spec.name if spec else str(iid)
        pal = self.art.pal

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            r = self._imp_rect(lay, old, iid)
            if r is None:
                return
            k = _ease(max(0.0, (t - 0.55) / 0.45))
            dest = lay.p(380, 332)
            c = _lerp(r.center, dest, k)
            card = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(card, (214, 206, 184), card.get_rect(), border_radius=lay.s(4))
            pygame.draw.rect(card, pal.good, card.get_rect(), max(2, lay.s(3)),
                             border_radius=lay.s(4))
            title = self.table.painter.fit(name.removeprefix("The "), 10,
                                           r.width - lay.s(6), lay, True)
            img = self.app.fonts.render(title, max(7, round(10 * lay.k)), pal.text_dark, True)
            card.blit(img, img.get_rect(midtop=(r.width // 2, lay.s(3))))
            if t > 0.2:
                stamp = self.app.fonts.render(_("BUILT"), max(8, round(16 * lay.k)), pal.good,
                                              True)
                s = min(1.0, (t - 0.2) / 0.15)
                stamp = pygame.transform.rotozoom(stamp, 12, 1.8 - 0.8 * s)
                card.blit(stamp, stamp.get_rect(center=(r.width // 2, r.height // 2 + lay.s(6))))
            self._sprite(surf, card, c, 1.0 - 0.45 * k)
            if t < 0.5:
                self._ring(surf, r.center, r.width * (0.5 + t), pal.good, 1 - 2 * t, lay.s(3))

        return Sequence([self.sound("thud"), self.hide(("imp", iid), 1.2, paint),
                         Call(lambda: self.pulse("colony", pal.good))])

    def on_ImprovementRevealed(self: Any, d: dict[str, Any],
                               before: dict[str, Any]) -> Any:
        iid = d.get("improvement")
        table = self.table

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            r = self._imp_rect(lay, table.view, iid)
            if r is None:
                return
            w = max(1, int(r.width * abs(math.cos((1 - t) * math.pi / 2))))
            back = pygame.Surface((w, r.height), pygame.SRCALPHA)
            pygame.draw.rect(back, (214, 206, 184) if t > 0.5 else (70, 60, 44),
                             back.get_rect(), border_radius=lay.s(4))
            surf.blit(back, back.get_rect(center=r.center))

        return self.hide(("imp", iid), 0.4, paint)

    # ------------------------------------------------------------------ long night tokens
    def _survivor_token(self: Any, sid: Any, img_of: Any, text: str, colour: Any,
                        leaving: bool = False) -> Any:
        table = self.table

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            p = self._survivor_at(lay, sid, table.view)
            img = img_of(lay.s(18))
            if leaving:
                self._sprite(surf, img, (p[0], p[1] - t * lay.s(20)), 1.0, 1 - t)
            else:
                self._sprite(surf, img, (p[0], p[1] - (1 - _ease(t)) * lay.s(30)),
                             1.6 - 0.6 * _ease(t))
            self._float_text(surf, lay, text, p, t, colour, 12)

        return self.fx(paint, 0.55)

    def _despair_img(self: Any, px: int) -> pygame.Surface:
        return self.art.token("despair", px)

    def on_DespairAdded(self: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
        return self._survivor_token(d.get("survivor"), self._despair_img, "+despair",
                                    (170, 120, 230))

    def on_DespairRemoved(self: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
        return self._survivor_token(d.get("survivor"), self._despair_img,
                                    "despair lifted", self.art.pal.good, leaving=True)

    def _colony_token(self: Any, img_of: Any, text: str, colour: Any) -> Any:
        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            c = lay.p(550, 232)
            self._sprite(surf, img_of(lay.s(34)), c, 1.0 + 0.5 * math.sin(t * math.pi))
            self._float_text(surf, lay, text, c, t, colour, 13)

        return self.fx(paint, 0.6)

    def on_HelplessMadeUnruly(self: Any, d: dict[str, Any],
                              before: dict[str, Any]) -> Any:
        return self._colony_token(ln_art(self.app).unruly, "helpless turn unruly",
                                  self.art.pal.bad)

    def on_UnrulyCalmed(self: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
        return self._colony_token(lambda px: self.art.token("helpless", px), "calmed",
                                  self.art.pal.good)

    def on_TrapPlaced(self: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
        lid, e = str(d["location"]), int(d.get("entrance", 0))
        table = self.table

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            rects = trap_rects(lay, table.view, lid, e)
            if rects:
                r = rects[-1]
                self._sprite(surf, ln_art(self.app).trap(r.width),
                             (r.centerx, r.centery - (1 - _ease(t)) * lay.s(40)))

        return Sequence([self.sound("thud"), self.hide(("trap", lid, e), 0.45, paint)])

    def on_TrapExploded(self: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
        lid, e = str(d["location"]), int(d.get("entrance", 0))
        old = before.get("view", {})
        pal = self.art.pal

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            rects = trap_rects(lay, old, lid, e)
            c = rects[-1].center if rects else self._place_centre(lay, lid)
            for k, col in enumerate(((255, 230, 120), pal.warn, pal.bad)):
                self._ring(surf, c, lay.s(8) + lay.s(40 + 12 * k) * _ease(t), col, 1 - t,
                           lay.s(5 - k))
            self._float_text(surf, lay, _("BOOM"), c, t, pal.warn, 16)

        return Sequence([self.sound("hit"), self.fx(paint, 0.6)])

    def on_TrapRemoved(self: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
        lid, e = str(d["location"]), int(d.get("entrance", 0))
        old = before.get("view", {})

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            rects = trap_rects(lay, old, lid, e)
            if rects:
                r = rects[-1]
                self._sprite(surf, ln_art(self.app).trap(r.width), r.center, 1.0, 1 - t)

        return self.fx(paint, 0.35)

    # the graveyard: a survivor's name is carved in as it dies (base SurvivorKilled shows
    # the standee falling; the graveyard repaints with the name)
    def graveyard_rect(self: Any, lay: Layout) -> pygame.Rect:
        return lay.r(*GRAVE)

