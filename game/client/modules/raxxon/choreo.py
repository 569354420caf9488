"""Choreography of the Raxxon module's events: the special zombies, the lab's containment
dice and check, releases, encounters and side effects.  Each animation is a function
registered with :func:`game.client.table.choreo.animates`; the helpers are the Long
Night's (:mod:`game.client.modules.long_night.choreo`)."""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.client.core.tween import Call, Sequence, Wait
from game.client.modules.long_night.art import SPECIAL_LOOKS, ln_art
from game.client.modules.long_night.choreo import (
    Pt,
    ease,
    lerp,
    strip_rect,
    survivor_at,
)
from game.client.modules.long_night.places import special_spots
from game.client.modules.raxxon.lab import LAB_ROW
from game.client.table.choreo import animates
from game.client.table.layout import Layout
from game.i18n import _
from game.i18n.cards import card_name


# ------------------------------------------------------------------ places
def _lab_die(ch: Any, lay: Layout, i: int) -> Pt:
    r = strip_rect(ch, lay, "ln_lab")
    return (r.x + lay.s(196) + i * lay.s(20) + lay.s(9), r.y + lay.s(LAB_ROW))


def _special_img(ch: Any, ztype: str, px: int) -> pygame.Surface:
    spec = ch.table.session.content.special_zombies.get(ztype)
    name = spec.name if spec else ztype
    return ln_art(ch.app).special(ztype, px, name[:1], tuple(SPECIAL_LOOKS))


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
        drop = (1 - ease(min(1.0, t / 0.6))) * lay.s(60)
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
        p = lerp(a.center, b.center, ease(t))
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
        p = lerp(a, b, ease(t))
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
        lab = strip_rect(ch, lay, "ln_lab")
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
        lab = strip_rect(ch, lay, "ln_lab")
        ch._ring(surf, lab.center, lay.s(30) + lay.s(120) * t, pal.bad, 1 - t, lay.s(4))
        ch._float_text(surf, lay, _("Experiment released!"), (lab.centerx, lab.y), t,
                       pal.bad, 14)

    return Sequence([ch.sound("groan"), ch.fx(paint, 0.7)])


@animates("ExperimentContained")
def on_ExperimentContained(ch: Any, d: dict[str, Any],
                           before: dict[str, Any]) -> Any:
    pal = ch.art.pal

    def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
        lab = strip_rect(ch, lay, "ln_lab")
        ch._float_text(surf, lay, _("Contained"), (lab.centerx, lab.y), t, pal.good, 14)

    return ch.fx(paint, 0.6)


@animates("EncounterRevealed")
def on_EncounterRevealed(ch: Any, d: dict[str, Any],
                         before: dict[str, Any]) -> Any:
    card = str(d.get("card"))

    def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
        a = strip_rect(ch, lay, "ln_lab").center
        b = lay.p(360, 359)
        ch._card(surf, lay, (a[0], a[1]), (b[0], b[1]), t)

    return ch.hide(("enc", card), 0.5, paint)


@animates("EncounterRolled", roll=True)
def on_EncounterRolled(ch: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
    return ch.table.throw_step([int(d["roll"])], None,
                               _("Encounter: {survivor}").format(
                                     survivor=ch.table.names.s(d.get("survivor"))),
                               about=d.get("survivor"))


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
        lab = strip_rect(ch, lay, "ln_lab")
        a = (lab.right - lay.s(30), lab.y + lay.s(31))
        b = survivor_at(ch, lay, sid, table.view)
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
