"""Choreography of the Long Night's events: one engine event -> the director steps that
show it, over the board as the presenter has just folded it in.  Each animation is a
function registered with :func:`game.client.table.choreo.animates` (given the
choreographer: its helpers ``fx``, ``hide``, ``sound``, the paint helpers); like the base
game's, every animation is a plain director step: Space skips it, F fast-forwards it, the
speed setting scales it; a piece that arrives is hidden on the board while its effect draws
it arriving.  Nothing here reads the engine's state: only the event's public data and the
presented views.

Every Long Night event kind is either animated here (:data:`LN_ANIMATED`), shown by the
base game's choreography (:data:`LN_BASE_SHOWN`) or as a story page (:data:`LN_STORY`,
``modules/scenarios/story.py``), or told by its log line only (:data:`LN_LOG_ONLY`, with the
reason); ``tests/client/test_ln_board.py`` checks that the three cover every kind the
engine's modules emit.
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
from game.client.table.choreo import animates
from game.client.table.layout import Layout, area, survivor_anchors
from game.client.table.places import CAMP, place_name
from game.i18n import _, ngettext
from game.i18n.cards import card_name

Pt = tuple[float, float]

LN_ANIMATED = frozenset({
    "NoiseResolved",  # the Long Night's coin flip (base: the die) -- on_NoiseResolved
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
# Long Night kinds shown as a full-screen story page (modules/scenarios/story.py)
LN_STORY = frozenset({"ScenarioObjectiveCompleted", "ScenarioObjectivePlaced",
                      "ScenarioExilePhase"})


def _ease(t: float) -> float:
    return 1 - (1 - t) ** 3


def _lerp(a: Pt, b: Pt, t: float) -> Pt:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


# ------------------------------------------------------------------ places
def _strip(ch: Any, lay: Layout, name: str) -> pygame.Rect:
    return area(lay, name) if name in lay.areas else area(lay, "colony")


def _lab_die(ch: Any, lay: Layout, i: int) -> Pt:
    r = _strip(ch, lay, "ln_lab")
    return (r.x + lay.s(196) + i * lay.s(20) + lay.s(9), r.y + lay.s(LAB_ROW))


def _stock_spot(ch: Any, lay: Layout, i: int) -> Pt:
    r = _strip(ch, lay, "ln_stockpile")
    return (r.x + lay.s(88) + min(i, 8) * lay.s(22), r.y + lay.s(23))


def _place_centre(ch: Any, lay: Layout, lid: Any) -> Pt:
    if lid in lay.areas:
        c = area(lay, str(lid)).center
        return (float(c[0]), float(c[1]))
    c = area(lay, "colony").center
    return (float(c[0]), float(c[1]))


def _survivor_at(ch: Any, lay: Layout, sid: Any, view: dict[str, Any]) -> Pt:
    p = survivor_anchors(lay, view).get(str(sid))
    if p is None:
        return _place_centre(ch, lay, "colony")
    return (float(p[0]), float(p[1]) - lay.s(20))


def _special_img(ch: Any, ztype: str, px: int) -> pygame.Surface:
    spec = ch.table.session.content.special_zombies.get(ztype)
    name = spec.name if spec else ztype
    return ln_art(ch.app).special(ztype, px, name[:1], tuple(SPECIAL_LOOKS))


# ------------------------------------------------------------------ noise: a coin
def ln_noise_flip(ch: Any, d: dict[str, Any], before: dict[str, Any],
                  centre: Any) -> Any:
    """A Long Night noise token tossed like a coin: it spins up (three half-turns,
    edge-on between faces), lands on its result face -- a zombie or blank -- and rings
    red (a zombie comes) or green."""
    hit = bool(d.get("zombie"))
    pal = ch.art.pal

    def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
        c = centre(lay)
        size = lay.s(24)
        spin = min(1.0, t / 0.7)
        turns = 3 * spin
        face_up = int(turns) % 2 == 0
        edge = abs(math.cos(turns * math.pi))
        if spin >= 1.0:
            img = ch.art.token("zombie" if hit else "noise", size)
            edge = 1.0
        else:
            img = ch.art.token("noise", size) if face_up else \
                ch.art.token("zombie" if hit else "noise", size)
        h = max(1, int(img.get_height() * max(0.08, edge)))
        img = pygame.transform.smoothscale(img, (img.get_width(), h))
        lift = math.sin(spin * math.pi) * lay.s(26)
        y = c[1] + lay.s(20) - lift
        alpha = 1.0 if t < 0.85 else (1 - t) / 0.15
        ch._sprite(surf, img, (c[0], y), 1.0, alpha)
        if spin >= 1.0:
            ch._ring(surf, (c[0], y), size * 0.8, pal.bad if hit else pal.good, alpha,
                     lay.s(2))

    return Sequence([ch.sound("flip"), ch.fx(paint, 0.9)])


@animates("NoiseResolved")
def on_NoiseResolved(ch: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
    """A noise token with a ``flip`` (the Long Night's) is tossed like a coin; without,
    the base game's die roll shows it."""
    if "flip" not in d:
        return ch.on_NoiseResolved(d, before)
    return ln_noise_flip(ch, d, before, ch.resolved_noise(d, before))


# ------------------------------------------------------------------ special zombies
@animates("SpecialZombiePlaced")
def on_SpecialZombiePlaced(ch: Any, d: dict[str, Any],
                           before: dict[str, Any]) -> Any:
    lid, zid, ztype = str(d["location"]), str(d["id"]), str(d["type"])
    table = ch.table

    def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
        r = special_spots(lay, table.view, lid).get(zid)
        if r is None:
            return
        img = _special_img(ch, ztype, r.width)
        drop = (1 - _ease(min(1.0, t / 0.6))) * lay.s(60)
        scale = 1.0 + 0.6 * (1 - min(1.0, t / 0.6)) + 0.12 * math.sin(min(1, t) * math.pi)
        ch._sprite(surf, img, (r.centerx, r.centery - drop), scale)
        if t > 0.5:
            ch._ring(surf, r.center, r.width * (0.6 + 1.2 * (t - 0.5)), ch.art.pal.bad,
                     1 - (t - 0.5) * 2, lay.s(3))
        if t < 0.9:
            ch._float_text(surf, lay, _zname(ch, ztype), (r.centerx, r.y - lay.s(6)),
                           t * 0.7, ch.art.pal.bad, 12)

    ch.pulse(lid, ch.art.pal.bad)
    return Sequence([ch.sound("groan"), ch.hide(("sz", lid, zid), 0.75, paint),
                     Wait(0.1)])


def _zname(ch: Any, ztype: str) -> str:
    spec = ch.table.session.content.special_zombies.get(ztype)
    return card_name(spec.id, spec.name) if spec else ztype


def _special_ghost(ch: Any, d: dict[str, Any], before: dict[str, Any],
                   colour: Any, text: str) -> Any:
    lid, zid, ztype = str(d["location"]), str(d["id"]), str(d["type"])
    old = before.get("view", {})

    def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
        r = special_spots(lay, old, lid).get(zid)
        if r is None:
            return
        img = _special_img(ch, ztype, r.width)
        ch._sprite(surf, img, r.center, 1.0 + 0.4 * t, 1 - t, angle=-30 * t)
        ch._ring(surf, r.center, r.width * (0.5 + t), colour, 1 - t, lay.s(3))
        ch._float_text(surf, lay, text, (r.centerx, r.y), t, colour, 12)

    return ch.fx(paint, 0.55)


@animates("SpecialZombieKilled")
def on_SpecialZombieKilled(ch: Any, d: dict[str, Any],
                           before: dict[str, Any]) -> Any:
    return Sequence([ch.sound("hit"),
                     _special_ghost(ch, d, before, ch.art.pal.good,
                                    _("{zombie} killed").format(zombie=_zname(ch, str(d["type"]))))])


@animates("SpecialZombieRemoved")
def on_SpecialZombieRemoved(ch: Any, d: dict[str, Any],
                            before: dict[str, Any]) -> Any:
    return _special_ghost(ch, d, before, ch.art.pal.text_dim,
                          _("{zombie} gone").format(zombie=_zname(ch, str(d["type"]))))


@animates("SpecialZombieMoved")
def on_SpecialZombieMoved(ch: Any, d: dict[str, Any],
                          before: dict[str, Any]) -> Any:
    zid, ztype, to = str(d["id"]), str(d["type"]), str(d["to"])
    frm = str(d["from"])
    old = before.get("view", {})
    table = ch.table

    def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
        a = special_spots(lay, old, frm).get(zid)
        b = special_spots(lay, table.view, to).get(zid)
        if a is None or b is None:
            return
        p = _lerp(a.center, b.center, _ease(t))
        img = _special_img(ch, ztype, b.width)
        ch._sprite(surf, img, (p[0], p[1] - math.sin(t * math.pi) * lay.s(24)))

    return ch.hide(("sz", to, zid), 0.6, paint, "linear")


@animates("SpecialZombieAttacked")
def on_SpecialZombieAttacked(ch: Any, d: dict[str, Any],
                             before: dict[str, Any]) -> Any:
    lid, zid = str(d["location"]), str(d["id"])
    table = ch.table

    def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
        r = special_spots(lay, table.view, lid).get(zid)
        if r is not None:
            ch._ring(surf, r.center, r.width * (0.6 + 0.6 * t), ch.art.pal.warn,
                     1 - t, lay.s(3))

    return ch.fx(paint, 0.4)


# ------------------------------------------------------------------ bandits
@animates("BanditsPlaced")
def on_BanditsPlaced(ch: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
    lid = d.get("location")
    count = int(d.get("count", 0))
    if lid is None or count <= 0:
        return None
    lid = str(lid)
    n = int(d.get("bandits", count))

    def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
        img = ln_art(ch.app).bandit(lay.s(BANDIT_PX))
        rects = bandit_rects(lay, lid, n)
        for i, r in enumerate(rects):
            new = i >= len(rects) - min(count, len(rects))
            k = min(1.0, max(0.0, t * 1.6 - (i * 0.15 if new else 0)))
            if not new:
                surf.blit(img, r)
                continue
            drop = (1 - _ease(k)) * lay.s(70)
            ch._sprite(surf, img, (r.centerx, r.centery - drop), 1.0, min(1.0, k * 2))
        if n > len(rects) and rects:
            ch._float_text(surf, lay, ngettext("{n} bandit", "{n} bandits", n).format(n=n), (rects[0].centerx, rects[0].y),
                           t * 0.5, ch.art.pal.bad, 12)
    ch.pulse(lid, ch.art.pal.bad)
    return Sequence([ch.sound("thud"), ch.hide(("bandit", lid, 0), 0.8, paint)])


@animates("BanditRemoved")
def on_BanditRemoved(ch: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
    lid = str(d.get("location"))
    was = int(((before.get("view", {}).get("modules") or {}).get("bandits") or {})
              .get("bandits", {}).get(lid, 0))
    count = int(d.get("count", 1))

    def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
        img = ln_art(ch.app).bandit(lay.s(BANDIT_PX))
        rects = bandit_rects(lay, lid, was)
        for r in rects[max(0, len(rects) - count):]:
            ch._sprite(surf, img, (r.centerx, r.centery - t * lay.s(14)), 1.0, 1 - t)

    return ch.fx(paint, 0.45)


@animates("BanditsScavenged")
def on_BanditsScavenged(ch: Any, d: dict[str, Any],
                        before: dict[str, Any]) -> Any:
    cards = [str(c) for c in d.get("cards", [])]
    if not cards:
        return None
    lid = d.get("location")
    table = ch.table
    stock_before = len(((before.get("view", {}).get("modules") or {}).get("bandits") or {})
                       .get("stockpile", []))
    steps: list[Any] = [ch.sound("flip")]
    for i, uid in enumerate(cards):
        def paint(surf: pygame.Surface, lay: Layout, t: float, i: int = i) -> None:
            a = _place_centre(ch, lay, lid)
            b = _stock_spot(ch, lay, stock_before + i)
            ch._card(surf, lay, a, b, t, table.names.item(cards[i]) if t < 0.6 else "")

        steps.append(ch.hide(("stock", uid), 0.45, paint))
    return Sequence(steps)


@animates("StockpileTaken")
def on_StockpileTaken(ch: Any, d: dict[str, Any],
                      before: dict[str, Any]) -> Any:
    seat = d.get("player")

    def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
        a = _stock_spot(ch, lay, 0)
        row = ch.player_row(lay, seat)
        ch._card(surf, lay, a, (row.x + lay.s(200), row.centery), t)

    return ch.fx(paint, 0.45)


@animates("HideoutRolled", roll=True)
def on_HideoutRolled(ch: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
    return ch.table.throw_step([int(d["roll"])], None,
                               place_name(ch.table.names.content, CAMP))


# ------------------------------------------------------------------ raxxon
@animates("ContainmentDiePlaced")
def on_ContainmentDiePlaced(ch: Any, d: dict[str, Any],
                            before: dict[str, Any]) -> Any:
    seat, value = d.get("player"), int(d["value"])
    i = max(0, len(d.get("dice", [])) - 1)

    def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
        row = ch.player_row(lay, seat)
        a = (row.x + lay.s(330), row.centery)
        b = _lab_die(ch, lay, i)
        p = _lerp(a, b, _ease(t))
        img = ch.art.d6_face(value, lay.s(18))
        ch._sprite(surf, img, (p[0], p[1] - math.sin(t * math.pi) * lay.s(40)),
                   1.0 + 0.4 * math.sin(t * math.pi), angle=360 * (1 - t))

    return Sequence([ch.sound("dice"), ch.hide(("lab", "die", i), 0.55, paint)])


@animates("ContainmentChecked")
def on_ContainmentChecked(ch: Any, d: dict[str, Any],
                          before: dict[str, Any]) -> Any:
    """The dice on the Raxxon card held against its code, then the verdict."""
    dice = [int(v) for v in d.get("dice", [])]
    matched = bool(d.get("matched"))
    code = str(d.get("code") or "")
    pal = ch.art.pal

    def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
        lab = _strip(ch, lay, "ln_lab")
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
        _label(ch, surf, lay, _("CONTAINMENT CHECK"), (box.x + lay.s(10), box.y + lay.s(6)),
               10.5, pal.bad)
        _label(ch, surf, lay, _fit(ch, code, box.width - lay.s(20), lay),
               (box.x + lay.s(10), box.y + lay.s(22)), 10, pal.text)
        for k, v in enumerate(dice):  # the dice slide in one by one
            dk = min(1.0, max(0.0, (t - 0.1 - 0.12 * k) / 0.2))
            if dk <= 0:
                continue
            img = ch.art.d6_face(v, lay.s(30))
            x = box.x + lay.s(30) + k * lay.s(38)
            ch._sprite(surf, img, (x, box.y + lay.s(62) - (1 - dk) * lay.s(18)), 1.0, dk)
        if not dice:
            _label(ch, surf, lay, "no dice on the card",
                   (box.x + lay.s(10), box.y + lay.s(54)), 10.5, pal.text_dim)
        if t > 0.55:
            verdict = _("CONTAINED") if matched else _("NOT CONTAINED")
            col = pal.good if matched else pal.bad
            s = min(1.0, (t - 0.55) / 0.12)
            img = ch.app.fonts.render(verdict, max(8, round(17 * lay.k)), col, True)
            img = pygame.transform.rotozoom(img, 8, 1.6 - 0.6 * s)
            img.set_alpha(int(255 * a))
            surf.blit(img, img.get_rect(center=(box.right - lay.s(80), box.y + lay.s(60))))

    return Sequence([ch.sound("dice"), ch.fx(paint, 1.6),
                     Call(lambda: ch.pulse("ln_raxxon", pal.good if matched else pal.bad))])


def _label(ch: Any, surf: pygame.Surface, lay: Layout, text: str,
           pos: tuple[int, int], size: float, colour: Any) -> None:
    img = ch.app.fonts.render(text, max(7, round(size * lay.k)), colour, True)
    surf.blit(img, pos)


def _fit(ch: Any, text: str, width: int, lay: Layout) -> str:
    return ch.table.painter.fit(text, 10, width, lay)


@animates("ReleaseStarted")
def on_ReleaseStarted(ch: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
    pal = ch.art.pal

    def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
        lab = _strip(ch, lay, "ln_lab")
        ch._ring(surf, lab.center, lay.s(30) + lay.s(120) * t, pal.bad, 1 - t, lay.s(4))
        ch._float_text(surf, lay, _("Experiment released!"), (lab.centerx, lab.y), t,
                       pal.bad, 14)

    return Sequence([ch.sound("groan"), ch.fx(paint, 0.7)])


@animates("ExperimentContained")
def on_ExperimentContained(ch: Any, d: dict[str, Any],
                           before: dict[str, Any]) -> Any:
    pal = ch.art.pal

    def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
        lab = _strip(ch, lay, "ln_lab")
        ch._float_text(surf, lay, _("Contained"), (lab.centerx, lab.y), t, pal.good, 14)

    return ch.fx(paint, 0.6)


@animates("EncounterRevealed")
def on_EncounterRevealed(ch: Any, d: dict[str, Any],
                         before: dict[str, Any]) -> Any:
    card = str(d.get("card"))

    def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
        a = _strip(ch, lay, "ln_lab").center
        b = lay.p(360, 359)
        ch._card(surf, lay, (a[0], a[1]), (b[0], b[1]), t)

    return ch.hide(("enc", card), 0.5, paint)


@animates("EncounterRolled", roll=True)
def on_EncounterRolled(ch: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
    return ch.table.throw_step([int(d["roll"])], None,
                               _("Encounter: {survivor}").format(
                                     survivor=ch.table.names.s(d.get("survivor"))),
                               about=d.get("survivor"))


@animates("TableRolled", roll=True)
def on_TableRolled(ch: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
    """A die rolled on a card's table (a pill, a crossroads): a throw in the tray."""
    who = d.get("survivor")
    card = d.get("card")
    line = _("Roll for {card}").format(card=ch.table.names.item(card)) if card else \
        _("Roll for the table")
    return ch.table.throw_step([int(d["roll"])], None, line,
                               about=who if who else None)


@animates("SideEffectEquipped")
def on_SideEffectEquipped(ch: Any, d: dict[str, Any],
                          before: dict[str, Any]) -> Any:
    """The top side-effect card flies from the lab to the survivor and clips on."""
    sid, card = d.get("survivor"), str(d.get("card"))
    se = ch.table.session.content.side_effects.get(card)
    name = se.name if se else card
    table = ch.table
    pal = ch.art.pal

    def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
        lab = _strip(ch, lay, "ln_lab")
        a = (lab.right - lay.s(30), lab.y + lay.s(31))
        b = _survivor_at(ch, lay, sid, table.view)
        if t < 0.7:
            ch._card(surf, lay, a, b, t / 0.7, name)
        else:
            k = (t - 0.7) / 0.3
            ch._ring(surf, b, lay.s(14) + lay.s(18) * k, pal.accent, 1 - k, lay.s(3))
            ch._float_text(surf, lay, name, b, k, pal.accent, 12)

    return Sequence([ch.sound("flip"), ch.fx(paint, 0.9)])


@animates("ZombiesReduced")
def on_ZombiesReduced(ch: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
    lid = str(d.get("location"))
    ch.pulse(lid, ch.art.pal.good)
    return None


# ------------------------------------------------------------------ improvements
def _imp_rect(ch: Any, lay: Layout, view: dict[str, Any], iid: Any
              ) -> pygame.Rect | None:
    from game.client.modules.long_night.places import BAND, IMPROVEMENT_H, IMPROVEMENT_W

    row = ((view.get("modules") or {}).get("improvements") or {}).get("row", [])
    for i, it in enumerate(row[:4]):
        if it.get("id") == iid:
            return lay.r(BAND[0] + 4 + i * (IMPROVEMENT_W + 4), BAND[1] + 4, IMPROVEMENT_W,
                         IMPROVEMENT_H)
    return None


@animates("ProgressAdded")
def on_ProgressAdded(ch: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
    iid, count = d.get("improvement"), int(d.get("count", 1))
    table = ch.table
    pal = ch.art.pal

    def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
        r = _imp_rect(ch, lay, table.view, iid)
        if r is None:
            return
        glow = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(glow, (*pal.accent, int(150 * (1 - t))), glow.get_rect(),
                         max(2, lay.s(3)), border_radius=lay.s(4))
        surf.blit(glow, r)
        ch._float_text(surf, lay, ngettext("+{n} progress", "+{n} progress", count).format(n=count),
                       (r.centerx, r.y), t, pal.accent,
                       12)

    return Sequence([ch.sound("click"), ch.fx(paint, 0.55)])


@animates("ImprovementCompleted")
def on_ImprovementCompleted(ch: Any, d: dict[str, Any],
                            before: dict[str, Any]) -> Any:
    """The finished card glows, is stamped BUILT and flies down to the built row."""
    iid = d.get("improvement")
    old = before.get("view", {})
    spec = ch.table.session.content.improvements.get(str(iid))
    name = spec.name if spec else str(iid)
    pal = ch.art.pal

    def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
        r = _imp_rect(ch, lay, old, iid)
        if r is None:
            return
        k = _ease(max(0.0, (t - 0.55) / 0.45))
        dest = lay.p(380, 332)
        c = _lerp(r.center, dest, k)
        card = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(card, (214, 206, 184), card.get_rect(), border_radius=lay.s(4))
        pygame.draw.rect(card, pal.good, card.get_rect(), max(2, lay.s(3)),
                         border_radius=lay.s(4))
        title = ch.table.painter.fit(name.removeprefix("The "), 10,
                                     r.width - lay.s(6), lay, True)
        img = ch.app.fonts.render(title, max(7, round(10 * lay.k)), pal.text_dark, True)
        card.blit(img, img.get_rect(midtop=(r.width // 2, lay.s(3))))
        if t > 0.2:
            stamp = ch.app.fonts.render(_("BUILT"), max(8, round(16 * lay.k)), pal.good,
                                        True)
            s = min(1.0, (t - 0.2) / 0.15)
            stamp = pygame.transform.rotozoom(stamp, 12, 1.8 - 0.8 * s)
            card.blit(stamp, stamp.get_rect(center=(r.width // 2, r.height // 2 + lay.s(6))))
        ch._sprite(surf, card, c, 1.0 - 0.45 * k)
        if t < 0.5:
            ch._ring(surf, r.center, r.width * (0.5 + t), pal.good, 1 - 2 * t, lay.s(3))

    return Sequence([ch.sound("thud"), ch.hide(("imp", iid), 1.2, paint),
                     Call(lambda: ch.pulse("colony", pal.good))])


@animates("ImprovementRevealed")
def on_ImprovementRevealed(ch: Any, d: dict[str, Any],
                           before: dict[str, Any]) -> Any:
    iid = d.get("improvement")
    table = ch.table

    def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
        r = _imp_rect(ch, lay, table.view, iid)
        if r is None:
            return
        w = max(1, int(r.width * abs(math.cos((1 - t) * math.pi / 2))))
        back = pygame.Surface((w, r.height), pygame.SRCALPHA)
        pygame.draw.rect(back, (214, 206, 184) if t > 0.5 else (70, 60, 44),
                         back.get_rect(), border_radius=lay.s(4))
        surf.blit(back, back.get_rect(center=r.center))

    return ch.hide(("imp", iid), 0.4, paint)


# ------------------------------------------------------------------ long night tokens
def _survivor_token(ch: Any, sid: Any, img_of: Any, text: str, colour: Any,
                    leaving: bool = False) -> Any:
    table = ch.table

    def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
        p = _survivor_at(ch, lay, sid, table.view)
        img = img_of(lay.s(18))
        if leaving:
            ch._sprite(surf, img, (p[0], p[1] - t * lay.s(20)), 1.0, 1 - t)
        else:
            ch._sprite(surf, img, (p[0], p[1] - (1 - _ease(t)) * lay.s(30)),
                       1.6 - 0.6 * _ease(t))
        ch._float_text(surf, lay, text, p, t, colour, 12)

    return ch.fx(paint, 0.55)


def _despair_img(ch: Any, px: int) -> pygame.Surface:
    return ch.art.token("despair", px)


@animates("DespairAdded")
def on_DespairAdded(ch: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
    return _survivor_token(ch, d.get("survivor"), lambda px: _despair_img(ch, px), "+despair",
                           (170, 120, 230))


@animates("DespairRemoved")
def on_DespairRemoved(ch: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
    return _survivor_token(ch, d.get("survivor"), lambda px: _despair_img(ch, px),
                           "despair lifted", ch.art.pal.good, leaving=True)


def _colony_token(ch: Any, img_of: Any, text: str, colour: Any) -> Any:
    def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
        c = lay.p(550, 232)
        ch._sprite(surf, img_of(lay.s(34)), c, 1.0 + 0.5 * math.sin(t * math.pi))
        ch._float_text(surf, lay, text, c, t, colour, 13)

    return ch.fx(paint, 0.6)


@animates("HelplessMadeUnruly")
def on_HelplessMadeUnruly(ch: Any, d: dict[str, Any],
                          before: dict[str, Any]) -> Any:
    return _colony_token(ch, ln_art(ch.app).unruly, "helpless turn unruly",
                         ch.art.pal.bad)


@animates("UnrulyCalmed")
def on_UnrulyCalmed(ch: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
    return _colony_token(ch, lambda px: ch.art.token("helpless", px), "calmed",
                         ch.art.pal.good)


@animates("TrapPlaced")
def on_TrapPlaced(ch: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
    lid, e = str(d["location"]), int(d.get("entrance", 0))
    table = ch.table

    def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
        rects = trap_rects(lay, table.view, lid, e)
        if rects:
            r = rects[-1]
            ch._sprite(surf, ln_art(ch.app).trap(r.width),
                       (r.centerx, r.centery - (1 - _ease(t)) * lay.s(40)))

    return Sequence([ch.sound("thud"), ch.hide(("trap", lid, e), 0.45, paint)])


@animates("TrapExploded")
def on_TrapExploded(ch: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
    lid, e = str(d["location"]), int(d.get("entrance", 0))
    old = before.get("view", {})
    pal = ch.art.pal

    def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
        rects = trap_rects(lay, old, lid, e)
        c = rects[-1].center if rects else _place_centre(ch, lay, lid)
        for k, col in enumerate(((255, 230, 120), pal.warn, pal.bad)):
            ch._ring(surf, c, lay.s(8) + lay.s(40 + 12 * k) * _ease(t), col, 1 - t,
                     lay.s(5 - k))
        ch._float_text(surf, lay, _("BOOM"), c, t, pal.warn, 16)

    return Sequence([ch.sound("hit"), ch.fx(paint, 0.6)])


@animates("TrapRemoved")
def on_TrapRemoved(ch: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
    lid, e = str(d["location"]), int(d.get("entrance", 0))
    old = before.get("view", {})

    def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
        rects = trap_rects(lay, old, lid, e)
        if rects:
            r = rects[-1]
            ch._sprite(surf, ln_art(ch.app).trap(r.width), r.center, 1.0, 1 - t)

    return ch.fx(paint, 0.35)

# the graveyard: a survivor's name is carved in as it dies (base SurvivorKilled shows
# the standee falling; the graveyard repaints with the name)
def graveyard_rect(ch: Any, lay: Layout) -> pygame.Rect:
    return lay.r(*GRAVE)

