"""Choreography of the Improvements module's events: progress on an improvement, one
completed and built, one revealed.  Each animation is a function registered with
:func:`game.client.table.choreo.animates`; the helpers are the Long Night's
(:mod:`game.client.modules.long_night.choreo`)."""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.client.core.tween import Call, Sequence
from game.client.modules.long_night.choreo import ease, lerp
from game.client.table.choreo import animates
from game.client.table.layout import Layout
from game.i18n import _, ngettext


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
        k = ease(max(0.0, (t - 0.55) / 0.45))
        dest = lay.p(380, 332)
        c = lerp(r.center, dest, k)
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
