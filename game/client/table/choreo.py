"""Choreography: one engine event → the director steps that show it.

For every (public, redacted) event the table queues, in order: a call that folds the event
into the presented view (:func:`game.client.table.presenter.present`) and writes its log line,
then the event's own animation over the board *as it now is*.  Things that appear (a
zombie, a barricade, a noise token, a standee) are hidden on the board while their effect
draws them arriving; things that go (a killed zombie, a broken barricade, a resolved noise
token, a dead survivor) are drawn by a fading ghost at the place they were.  Everything is a
plain director step, so Space skips it and the speed setting scales it.

Durations are short (a colony phase with a dozen zombies takes a few seconds at speed 1).

The base game's events are shown by the choreographer's own ``on_<Event>`` methods; a rule
module shows its events with handler functions it registers with :func:`animates` from its
client package (``game/client/modules/<name>/``), e.g.::

    @animates("TrapPlaced")
    def on_TrapPlaced(ch: Choreographer, d: dict, before: dict) -> Any: ...

A handler gets the choreographer (its helpers: ``fx``, ``hide``, ``sound``, ``pulse``, the
paint helpers), the event's data and the view from before it (``before["view"]``,
``before["anchors"]``).  A registered handler for a base event kind stands in for the base
method (it may call it: the Long Night's coin-flip noise does).  ``roll=True``: the event
is shown as a throw in the dice tray, and its log line waits for the dice to land.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from typing import Any

import pygame

from game.client.core.tween import Call, Lazy, Parallel, Sequence, Tween, Wait
from game.client.table.board import (
    Layout,
    area,
    entrance_cell,
    noise_centre,
    survivor_anchors,
    survivor_standee,
)
from game.client.table.choreo_base import ChoreoBase, CrisisReveal, _ease_out
from game.client.table.choreo_base import Fx as Fx  # the table's drawings (re-exported)
from game.i18n import _

Pt = tuple[float, float]
Handler = Callable[["Choreographer", dict[str, Any], dict[str, Any]], Any]

# the rule modules' handlers by event kind (they register with :func:`animates`)
HANDLERS: dict[str, Handler] = {}
# events shown as a throw in the tray: their log line waits for the dice to land
ROLL_EVENTS: set[str] = {"DiceRolled", "ExposureRolled", "DieRerolled", "DiceGained"}


def animates(*kinds: str, roll: bool = False) -> Callable[[Handler], Handler]:
    """Register the decorated function as the animation of the event ``kinds`` (registering
    a kind again replaces its handler); ``roll``: they are thrown in the dice tray."""

    def register(fn: Handler) -> Handler:
        for kind in kinds:
            HANDLERS[kind] = fn
            if roll:
                ROLL_EVENTS.add(kind)
        return fn

    return register


def handled(kind: str) -> bool:
    """Whether events of ``kind`` are animated (by a registered handler or the base)."""
    return kind in HANDLERS or callable(getattr(Choreographer, "on_" + kind, None))


class Choreographer(ChoreoBase):
    # ------------------------------------------------------------------ the event → steps
    def handler(self, kind: str) -> Callable[[dict[str, Any], dict[str, Any]], Any] | None:
        """What animates an event of ``kind``: a registered handler (given this
        choreographer), else the base method ``on_<kind>``, else None."""
        fn = HANDLERS.get(kind)
        if fn is not None:
            return functools.partial(fn, self)
        return getattr(self, "on_" + kind, None)

    def steps(self, e: Any, mine: Any, line: str | None, animate: bool = True) -> list[Any]:
        """The director steps for public event ``e`` (``mine``: the same event redacted for
        the seat whose private panel is shown, or None).  ``animate=False``: only the fold
        into the view (the table animates a group of events together)."""
        table = self.table
        before: dict[str, Any] = {}
        method = self.handler(e.type)
        animated = method is not None and animate
        late = line if animated and e.type in ROLL_EVENTS else None  # told once it lands

        def reduce() -> None:
            before["view"] = table.view
            before["anchors"] = survivor_anchors(self.lay(), table.view)
            table.present_event(e, mine, None if late else line)

        out: list[Any] = [Call(reduce)]
        if method is not None and animated:
            data = e.data or {}
            out.append(Lazy(lambda: method(data, before)))  # built once the view is reduced
        if late:
            out.append(Call(lambda: table.add_log([e])))
        return out

    def _slide_others(self, before: dict[str, Any], duration: float = 0.45,
                      skip: tuple[str, ...] = ()) -> Any:
        """FLIP: every standee whose spot changed glides from where it stood."""
        table = self.table

        def start() -> Any:
            old = before.get("anchors", {})
            new = survivor_anchors(self.lay(), table.view)
            tweens = []
            for sid, p in new.items():
                if sid in skip or sid not in old or old[sid] == p:
                    continue
                dx, dy = old[sid][0] - p[0], old[sid][1] - p[1]
                table.hl.offsets[sid] = (dx, dy)

                def setter(v: Any, sid: str = sid) -> None:
                    table.hl.offsets[sid] = v
                    if v == (0.0, 0.0):
                        table.hl.offsets.pop(sid, None)

                tweens.append(Tween(setter, (float(dx), float(dy)), (0.0, 0.0), duration,
                                    "in_out_cubic"))
            return Parallel(tweens) if tweens else None

        return Lazy(start)

    # ---- zombies
    def on_ZombieAdded(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        lid, e, i = d["location"], int(d.get("entrance", 0)), int(d["count"]) - 1
        zombie_px = ENTRANCE_PX

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            cell = entrance_cell(lay, lid, e, i)
            img = self.art.zombie(lay.s(zombie_px))
            drop = (1 - _ease_out(t)) * lay.s(22)
            self._sprite(surf, img, (cell.centerx, cell.centery - drop), 0.6 + 0.4 * t,
                         min(1.0, 0.3 + t))
            self._ring(surf, cell.center, cell.width * (0.4 + 0.5 * t), self.art.pal.bad,
                       (1 - t) * 0.8, lay.s(2))

        return Sequence([self.sound("groan"), Call(lambda: self.pulse(lid)),
                         self.hide(("z", lid, e, i), 0.28, paint)])

    def _zombie_ghost(self, lid: str, e: int, i: int, colour: Any) -> Any:
        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            cell = entrance_cell(lay, lid, e, i)
            img = self.art.zombie(lay.s(ENTRANCE_PX))
            self._sprite(surf, img, (cell.centerx, cell.centery + lay.s(6) * t), 1 - 0.5 * t,
                         1 - t, angle=-70 * t)
            if t < 0.6:
                k = lay.s(9)
                c = cell.center
                w = max(2, lay.s(3))
                pygame.draw.line(surf, colour, (c[0] - k, c[1] - k), (c[0] + k, c[1] + k), w)
                pygame.draw.line(surf, colour, (c[0] + k, c[1] - k), (c[0] - k, c[1] + k), w)

        return self.fx(paint, 0.32)

    def on_ZombieKilled(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        lid, e = d["location"], int(d.get("entrance", 0))
        z = _zombies(before, lid, e)
        return Sequence([self.sound("hit"), self._zombie_ghost(lid, e, max(0, z - 1),
                                                                 self.art.pal.bad)])

    def on_ZombieRemoved(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        lid, e = d["location"], int(d.get("entrance", 0))
        z = _zombies(before, lid, e)
        return self._zombie_ghost(lid, e, max(0, z - 1), self.art.pal.text_dim)

    def on_ZombieMoved(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        src, se = d["from"], int(d.get("from_entrance", 0))
        dst, de = d["to"], int(d.get("to_entrance", 0))
        si = max(0, _zombies(before, src, se) - 1)
        di = max(0, _zombies(before, dst, de))

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            a = entrance_cell(lay, src, se, si).center
            b = entrance_cell(lay, dst, de, di).center
            e = _ease_out(t)
            img = self.art.zombie(lay.s(ENTRANCE_PX))
            self._sprite(surf, img, (a[0] + (b[0] - a[0]) * e, a[1] + (b[1] - a[1]) * e))

        return Sequence([self.sound("groan"), self.hide(("z", dst, de, di), 0.5, paint)])

    # ---- barricades
    def on_BarricadePlaced(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        lid, e = d["location"], int(d.get("entrance", 0))
        i = _zombies(before, lid, e) + _barricades(before, lid, e)

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            cell = entrance_cell(lay, lid, e, i)
            img = self.art.token("barricade", cell.width - lay.s(4))
            k = 1.6 - 0.6 * min(1.0, t * 1.4)
            self._sprite(surf, img, cell.center, k, min(1.0, 0.2 + 1.5 * t))

        return Sequence([self.hide(("b", lid, e, i), 0.24, paint, "out_quad"),
                         self.sound("thud")])

    def on_BarricadeDestroyed(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        lid, e = d["location"], int(d.get("entrance", 0))
        i = max(0, _zombies(before, lid, e) + _barricades(before, lid, e) - 1)

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            cell = entrance_cell(lay, lid, e, i)
            img = self.art.token("barricade", cell.width - lay.s(4))
            shake = math.sin(t * 40) * lay.s(3) * (1 - t)
            half = img.get_width() // 2
            left = img.subsurface((0, 0, half, img.get_height()))
            right = img.subsurface((half, 0, img.get_width() - half, img.get_height()))
            spread = lay.s(10) * _ease_out(t)
            a = 1 - t
            self._sprite(surf, left, (cell.centerx - half / 2 - spread + shake, cell.centery),
                         1.0, a, angle=25 * t)
            self._sprite(surf, right, (cell.centerx + half / 2 + spread + shake,
                                       cell.centery), 1.0, a, angle=-25 * t)

        return Sequence([self.sound("thud"), Call(lambda: self.pulse(lid, self.art.pal.bad)),
                         self.fx(paint, 0.45)])

    def on_Overrun(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        lid = d["location"]
        rect_name = lid

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            r = area(lay, rect_name)
            a = int(150 * math.sin(t * math.pi * 3) ** 2 * (1 - t))
            s = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(s, (*self.art.pal.bad, a), s.get_rect(), border_radius=lay.s(8))
            surf.blit(s, r.topleft)

        return Sequence([self.sound("groan"), self.fx(paint, 0.7)])

    # ---- noise
    def on_NoisePlaced(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        lid, i = d["location"], int(d["count"]) - 1
        spaces = _noise_spaces(before, lid)

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            c = noise_centre(lay, lid, i, spaces)
            tok = self.art.token("noise", lay.s(16))
            self._sprite(surf, tok, c, 0.3 + 0.7 * _ease_out(t) + 0.25 * math.sin(t * math.pi))
            self._ring(surf, c, lay.s(8) + lay.s(14) * t, self.art.pal.noise, 1 - t, lay.s(2))

        return Sequence([self.sound("click"), self.hide(("n", lid, i), 0.3, paint)])

    def resolved_noise(self, d: dict[str, Any], before: dict[str, Any]
                       ) -> Callable[[Layout], Pt]:
        """Where the noise token a NoiseResolved event resolves stands (the last one at its
        location in the view from before the event)."""
        lid = d["location"]
        spaces = _noise_spaces(before, lid)
        loc = before.get("view", {}).get("locations", {}).get(lid, {})
        i = max(0, int(loc.get("noise", 1)) - 1)
        return lambda lay: noise_centre(lay, lid, i, spaces)

    def on_NoiseResolved(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        centre = self.resolved_noise(d, before)
        hit = bool(d.get("zombie"))
        roll = d.get("roll")
        pal = self.art.pal

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            c = centre(lay)
            # the token flips (squashes to an edge and back) and shows what it rolled
            flip = abs(math.cos(min(t, 0.5) * 2 * math.pi))
            size = lay.s(22)
            if roll is not None and t > 0.25:
                img = self.art.d6_face(int(roll), size)
            elif t > 0.25:
                img = self.art.token("zombie" if hit else "noise", size)
            else:
                img = self.art.token("noise", size)
            w = max(1, int(img.get_width() * (flip if t < 0.5 else 1.0)))
            img = pygame.transform.smoothscale(img, (w, img.get_height()))
            y = c[1] + lay.s(22)
            alpha = 1.0 if t < 0.8 else (1 - t) / 0.2
            self._sprite(surf, img, (c[0], y), 1.0, alpha)
            if t > 0.45:
                self._ring(surf, (c[0], y), size * 0.75, pal.bad if hit else pal.good,
                           alpha, lay.s(2))

        return Sequence([self.sound("dice" if roll is not None else "flip"),
                         self.fx(paint, 0.6)])

    # ---- survivors
    def on_SurvivorMoved(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        return Sequence([self.sound("step"), self._slide_others(before, 0.55)])

    on_SurvivorPlaced = on_SurvivorMoved

    def on_SurvivorAdded(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        sid = d["survivor"]
        quick = d.get("reason") == "setup"
        table = self.table

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            p = table.hits.survivor_pos.get(sid)
            info = table.view.get("survivors", {}).get(sid)
            if p is None or info is None:
                return
            img = survivor_standee(self.app, self.table.session.content, sid,
                                   int(info.get("owner") or 0), lay.s(44),
                                   bool(info.get("leader")))
            drop = (1 - _ease_out(t)) * lay.s(40)
            r = img.get_rect(midbottom=(p[0], p[1] - drop))
            self._sprite(surf, img, r.center, 1.0, min(1.0, 0.2 + t))

        return self.hide(("s", sid), 0.15 if quick else 0.4, paint)

    def on_SurvivorKilled(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        sid = d["survivor"]
        old = before.get("anchors", {}).get(sid)
        info = before.get("view", {}).get("survivors", {}).get(sid, {})
        pal = self.art.pal

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            if old is None:
                return
            img = survivor_standee(self.app, self.table.session.content, sid,
                                   int(info.get("owner") or 0), lay.s(44))
            r = img.get_rect(midbottom=old)
            tint = img.copy()
            tint.fill((*pal.bad, 0), special_flags=pygame.BLEND_RGBA_MAX)
            self._sprite(surf, tint, (r.centerx, r.centery + lay.s(10) * t), 1.0, 1 - t,
                         angle=-80 * _ease_out(t))

        return Sequence([self.sound("groan"), Parallel([self.fx(paint, 0.6),
                                                        self._slide_others(before, 0.45)])])

    def _survivor_ring(self, sid: str, colour: Any) -> Any:
        table = self.table

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            p = table.hits.survivor_pos.get(sid)
            if p is None:
                return
            c = (p[0], p[1] - lay.s(22))
            self._ring(surf, c, lay.s(16) + lay.s(16) * t, colour, 1 - t, lay.s(3))

        return self.fx(paint, 0.35)

    def on_WoundAdded(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        pal = self.art.pal
        colour = pal.frostbite if d.get("kind") == "frostbite" else pal.wound
        return Sequence([self.sound("hit"), self._survivor_ring(d["survivor"], colour)])

    def on_WoundHealed(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        return self._survivor_ring(d["survivor"], self.art.pal.good)

    def on_BiteSpread(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        return self._survivor_ring(d["survivor"], self.art.pal.bite)

    # ---- counters
    def _counter(self, text: str, where: Callable[[Layout], Pt], colour: Any) -> Any:
        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            self._float_text(surf, lay, text, where(lay), t, colour)

        return self.fx(paint, 0.7)

    def on_MoraleChanged(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        delta = int(d.get("delta", 0))
        pal = self.art.pal
        return self._counter(_("Morale {delta}").format(delta=f"{delta:+d}"),
                             lambda lay: lay.p(560, 62),  # rises to the bar
                             pal.good if delta > 0 else pal.bad)

    def on_FoodChanged(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        delta = int(d.get("delta", 0))
        pal = self.art.pal
        return self._counter(_("Food {delta}").format(delta=f"{delta:+d}"),
                             lambda lay: lay.p(880, 112),
                             pal.food if delta > 0 else pal.bad)

    def on_StarvationAdded(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        return self._counter("Starvation!", lambda lay: lay.p(880, 240), self.art.pal.bad)

    def on_HelplessAdded(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        return self._counter(f"+{d.get('count', 1)} helpless", lambda lay: lay.p(880, 280),
                             self.art.pal.helpless)

    def on_HelplessKilled(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        return self._counter("A helpless survivor dies", lambda lay: lay.p(640, 230),
                             self.art.pal.bad)

    def on_RoundTrackMoved(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        return self._counter(f"{d.get('rounds_left')} rounds left", lambda lay: lay.p(250, 34),
                             self.art.pal.rounds)

    # ---- cards
    def _fly(self, a: Callable[[Layout], Pt], b: Callable[[Layout], Pt], label: str = "",
             duration: float = 0.4) -> Any:
        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            self._card(surf, lay, a(lay), b(lay), t, label)

        return Sequence([self.sound("flip"), self.fx(paint, duration)])

    def on_SearchDrew(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        lid, seat = d["location"], d["player"]
        return self._fly(lambda lay: self.deck_spot(lay, lid),
                         lambda lay: self.player_row(lay, seat).midleft)

    def on_CardDrawn(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        lid, seat = d.get("deck"), d.get("player")
        return self._fly(lambda lay: self.deck_spot(lay, lid),
                         lambda lay: self.player_row(lay, seat).midleft)

    def on_CardContributed(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        seat = d.get("player")
        label = "" if d.get("face_down") else self.table.names.item(d.get("card"))
        return self._fly(lambda lay: self.player_row(lay, seat).midleft,
                         lambda lay: area(lay, "crisis").center, label, 0.5)

    def on_CardPlayed(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        seat = d.get("player")
        name = self.table.names.item(d.get("card"))

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            row = self.player_row(lay, seat)
            self._float_text(surf, lay, f"plays {name}", (row.x + lay.s(320), row.centery), t,
                             self.art.pal.accent, 13)

        return Sequence([self.sound("flip"), self.fx(paint, 0.75)])

    def on_CardResolved(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        """A played card done with: onto the waste pile (its count goes up on arrival)."""
        if d.get("to") != "waste":
            return None
        seat = d.get("player")
        return self._fly(lambda lay: self.player_row(lay, seat).midleft,
                         lambda lay: lay.p(WASTE_SPOT[0], WASTE_SPOT[1]), duration=0.3)

    def on_CrossroadsDrawn(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        seat = d.get("drawer")
        return self._fly(lambda lay: lay.p(880, 318),
                         lambda lay: self.player_row(lay, seat).midleft, duration=0.3)

    def on_FirstPlayerPassed(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        a, b = d.get("from"), d.get("to")

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            ra, rb = self.player_row(lay, a), self.player_row(lay, b)
            x = ra.x + lay.s(158)
            y = ra.centery + (rb.centery - ra.centery) * _ease_out(t)
            self._sprite(surf, self.art.token("first_player", lay.s(20)), (x, y))

        return self.fx(paint, 0.45)

    def on_TurnStarted(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        seat = d.get("player")

        def paint(surf: pygame.Surface, lay: Layout, t: float) -> None:
            row = self.player_row(lay, seat)
            s = pygame.Surface(row.size, pygame.SRCALPHA)
            pygame.draw.rect(s, (*self.art.pal.highlight, int(110 * (1 - t))), s.get_rect(),
                             border_radius=lay.s(5))
            surf.blit(s, row.topleft)

        return self.fx(paint, 0.35)

    # ---- the crisis, card by card
    def on_ContributionRevealed(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        table = self.table
        card, delta = d.get("card"), int(d.get("delta", 0))
        score = int(d.get("score", 0))
        entry: list[Any] = [card, delta, 0.0]

        def add() -> None:
            if table.crisis_reveal is None:
                table.crisis_reveal = CrisisReveal(before.get("view", {}).get(
                    "crisis", {}).get("card"))
            table.crisis_reveal.cards.append(entry)

        def flip(v: float) -> None:
            entry[2] = v
            if v >= 0.5 and table.crisis_reveal is not None:  # face up: it counts now
                table.crisis_reveal.score = score

        return Sequence([Call(add), self.sound("flip"), Tween(flip, 0.0, 1.0, 0.35, "in_out_quad"),
                         Wait(0.2)])

    def on_CrisisResolved(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        table = self.table
        cid = d.get("crisis")

        def show() -> None:
            if table.crisis_reveal is None:
                table.crisis_reveal = CrisisReveal(cid)
            cr = table.crisis_reveal
            cr.crisis = cid
            cr.score = int(d.get("score", 0))
            cr.target = int(d.get("target", 0))
            cr.prevented = bool(d.get("prevented"))

        def fade(v: float) -> None:
            if table.crisis_reveal is not None:
                table.crisis_reveal.alpha = v

        def hide() -> None:
            table.crisis_reveal = None

        return Sequence([Call(show), Wait(1.1), Tween(fade, 1.0, 0.0, 0.25), Call(hide)])

    # ---- dice
    def on_DiceRolled(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        who = self.table.names.p(d["player"])
        line = _("{player} re-rolls") if d.get("reroll") else _("{player} rolls")
        return self.table.throw_step(list(d["values"]), None, line.format(player=who))

    def on_ExposureRolled(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        return self.table.throw_step([], str(d["face"]),
                                     _("Exposure: {survivor}").format(
                                         survivor=self.table.names.s(d["survivor"])),
                                     about=d.get("survivor"))

    def on_DieRerolled(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        return self.table.throw_step([int(d["value"])], None,
                                     f"{self.table.names.p(d['player'])} re-rolls")

    def on_DiceGained(self, d: dict[str, Any], before: dict[str, Any]) -> Any:
        return self.table.throw_step([int(v) for v in d.get("values", [])], None,
                                     f"{self.table.names.p(d['player'])} gains dice")


ENTRANCE_PX = 28  # a zombie's size in an entrance cell (design units)
WASTE_SPOT = (870, 258)  # the waste pile line of the colony's supplies column


def _zombies(before: dict[str, Any], lid: str, e: int) -> int:
    try:
        return int(before["view"]["locations"][lid]["zombies"][e])
    except (KeyError, IndexError, TypeError, ValueError):
        return 0


def _barricades(before: dict[str, Any], lid: str, e: int) -> int:
    try:
        return int(before["view"]["locations"][lid]["barricades"][e])
    except (KeyError, IndexError, TypeError, ValueError):
        return 0


def _noise_spaces(before: dict[str, Any], lid: str) -> int:
    try:
        return int(before["view"]["locations"][lid].get("noise_spaces", 4))
    except (KeyError, TypeError, ValueError):
        return 4
