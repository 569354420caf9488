"""Choreography of the Long Night's events: one engine event -> the director steps that
show it, over the board as the presenter has just folded it in.  Each animation is a
function registered with :func:`game.client.table.choreo.animates` (given the
choreographer: its helpers ``fx``, ``hide``, ``sound``, the paint helpers); like the base
game's, every animation is a plain director step: Space skips it, F fast-forwards it, the
speed setting scales it; a piece that arrives is hidden on the board while its effect draws
it arriving.  Nothing here reads the engine's state: only the event's public data and the
presented views.

The Long Night's always-on pieces are animated here (the coin-flip noise, despair, unruly
helpless, traps, a card table's roll), the modules' in their packages
(``modules/raxxon/choreo.py``, ``modules/bandits/choreo.py``,
``modules/improvements/choreo.py``), with the helpers below.

Every Long Night event kind is either animated (:data:`LN_ANIMATED`), shown by the
base game's choreography (:data:`LN_BASE_SHOWN`) or as a story page (:data:`LN_STORY`,
``modules/scenarios/story.py``), or told by its log line only (:data:`LN_LOG_ONLY`, with the
reason); ``tests/client/test_ln_board.py`` checks that the three cover every kind the
engine's modules emit.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.client.core.tween import Sequence
from game.client.modules.long_night.art import ln_art
from game.client.modules.long_night.places import GRAVE, trap_rects
from game.client.table.choreo import animates
from game.client.table.layout import Layout, area, survivor_anchors
from game.i18n import _

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


# ------------------------------------------------------------------ helpers (the modules' too)
def ease(t: float) -> float:
    return 1 - (1 - t) ** 3


def lerp(a: Pt, b: Pt, t: float) -> Pt:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


# ------------------------------------------------------------------ places
def strip_rect(ch: Any, lay: Layout, name: str) -> pygame.Rect:
    return area(lay, name) if name in lay.areas else area(lay, "colony")


def place_centre(ch: Any, lay: Layout, lid: Any) -> Pt:
    if lid in lay.areas:
        c = area(lay, str(lid)).center
        return (float(c[0]), float(c[1]))
    c = area(lay, "colony").center
    return (float(c[0]), float(c[1]))


def survivor_at(ch: Any, lay: Layout, sid: Any, view: dict[str, Any]) -> Pt:
    p = survivor_anchors(lay, view).get(str(sid))
    if p is None:
        return place_centre(ch, lay, "colony")
    return (float(p[0]), float(p[1]) - lay.s(20))


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


@animates("TableRolled", roll=True)
def on_TableRolled(ch: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
    """A die rolled on a card's table (a pill, a crossroads): a throw in the tray."""
    who = d.get("survivor")
    card = d.get("card")
    line = _("Roll for {card}").format(card=ch.table.names.item(card)) if card else \
        _("Roll for the table")
    return ch.table.throw_step([int(d["roll"])], None, line,
                               about=who if who else None)


# ------------------------------------------------------------------ long night tokens
def _survivor_token(ch: Any, sid: Any, img_of: Any, text: str, colour: Any,
                    leaving: bool = False) -> Any:
    table = ch.table

    def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
        p = survivor_at(ch, lay, sid, table.view)
        img = img_of(lay.s(18))
        if leaving:
            ch._sprite(surf, img, (p[0], p[1] - t * lay.s(20)), 1.0, 1 - t)
        else:
            ch._sprite(surf, img, (p[0], p[1] - (1 - ease(t)) * lay.s(30)),
                       1.6 - 0.6 * ease(t))
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
                       (r.centerx, r.centery - (1 - ease(t)) * lay.s(40)))

    return Sequence([ch.sound("thud"), ch.hide(("trap", lid, e), 0.45, paint)])


@animates("TrapExploded")
def on_TrapExploded(ch: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
    lid, e = str(d["location"]), int(d.get("entrance", 0))
    old = before.get("view", {})
    pal = ch.art.pal

    def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
        rects = trap_rects(lay, old, lid, e)
        c = rects[-1].center if rects else place_centre(ch, lay, lid)
        for k, col in enumerate(((255, 230, 120), pal.warn, pal.bad)):
            ch._ring(surf, c, lay.s(8) + lay.s(40 + 12 * k) * ease(t), col, 1 - t,
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

