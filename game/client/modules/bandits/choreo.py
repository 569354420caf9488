"""Choreography of the Bandits module's events: bandits arriving and driven off, their
scavenging into the stockpile, the stockpile taken, the hideout's roll.  Each animation is
a function registered with :func:`game.client.table.choreo.animates`; the helpers are the
Long Night's (:mod:`game.client.modules.long_night.choreo`)."""

from __future__ import annotations

from typing import Any

import pygame

from game.client.core.tween import Sequence
from game.client.modules.long_night.art import ln_art
from game.client.modules.long_night.choreo import (
    Pt,
    ease,
    place_centre,
    strip_rect,
)
from game.client.modules.long_night.places import BANDIT_PX, bandit_rects
from game.client.table.choreo import animates
from game.client.table.layout import Layout
from game.client.table.places import CAMP, place_name
from game.i18n import ngettext


# ------------------------------------------------------------------ places
def _stock_spot(ch: Any, lay: Layout, i: int) -> Pt:
    r = strip_rect(ch, lay, "ln_stockpile")
    return (r.x + lay.s(88) + min(i, 8) * lay.s(22), r.y + lay.s(23))


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
            drop = (1 - ease(k)) * lay.s(70)
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
            a = place_centre(ch, lay, lid)
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
