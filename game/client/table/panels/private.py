"""The private panel: the viewer's dice, hand, secret objective (on demand) and group.

It shows what ``TableScene.private()`` returns -- the viewer's own view as presented while
their action plays, else the engine's view of that seat -- and nothing while nobody is
viewing (then who is being waited for).  It is painted into the table's cached pieces
layer (:mod:`game.client.table.regions`) when what it shows changes (:meth:`PrivatePanel.key`).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.client.core import ui
from game.client.table.board import AREAS, Layout, area, short_name
from game.client.table.cards import item_face, secret_face
from game.client.table.hand import HandView
from game.client.table.regions import Extra, freeze
from game.i18n import _, ngettext
from game.i18n.cards import card_name, card_text

if TYPE_CHECKING:
    from game.client.scenes.table.scene import TableScene

PX, PY = AREAS["private"][:2]  # the private panel's corner (the same on every board)


class PrivatePanel:
    name = "private"

    def __init__(self, table: TableScene) -> None:
        self.table = table
        # what hovering shows, as last drawn: id -> (rect, card face) (issue 12 item 3)
        self.tips: dict[Any, tuple[pygame.Rect, Any]] = {}
        # the viewer's unused dice as last drawn, for pinning one by a click: (rect, index)
        self.dice_rects: list[tuple[pygame.Rect, int]] = []
        self.hand = HandView()  # the hand's cards as last drawn; what is lifted or held

    def layout(self, lay: Layout) -> pygame.Rect:
        return area(lay, self.name)

    def part(self, lay: Layout, me: dict[str, Any] | None, msg: str) -> Extra:
        """The panel as a part of the pieces layer: its area, key and painter."""
        return (self.layout(lay), self.key(me, msg), partial(self.draw, lay=lay, me=me, msg=msg))

    def waiting_text(self) -> str:
        """What the private panel says while nobody's panel is shown."""
        d = self.table.session.decision()
        if self.table.view.get("phase") == "colony" and self.table.director.busy:
            return _("Colony phase…")
        if d is None:
            return _("The game is over.")
        who = self.table.names.p(d["player"])
        if self.table.session.is_bot(int(d["player"])):
            return _("Waiting for {player} (bot)…").format(player=who)
        return _("Waiting for {player}…").format(player=who)

    def key(self, me: dict[str, Any] | None, msg: str) -> tuple:
        """Everything the private panel draws from (its key in the pieces layer)."""
        if me is None:
            return (None, msg)
        seat = me.get("seat")
        group = [(sid, freeze(info)) for sid, info in self.table.view.get("survivors", {}).items()
                 if info.get("owner") == seat]
        return (freeze(me), self.table.show_secret, tuple(group),
                freeze(self.table.view.get("crossroads", {}).get("for")),
                self.table.turn_over(int(seat or 0)), self.pinnable(me),
                self.table.input.pin_for(me))

    def pinnable(self, me: dict[str, Any] | None) -> bool:
        """Whether the dice shown can be pinned now (the viewer's own turn menu)."""
        return me is not None and me.get("seat") == self.table.viewer and \
            bool(self.table.my_turn_actions())

    def die_at(self, pos: tuple[int, int]) -> int | None:
        """The index of the viewer's unused die drawn under ``pos`` (None: no die)."""
        if self.table.private() is None:
            return None
        for r, i in self.dice_rects:
            if r.collidepoint(pos):
                return i
        return None

    def draw_dice(self, surface: pygame.Surface, lay: Layout, me: dict[str, Any], dx: int,
                  y: int, over: bool) -> int:
        """The viewer's unused dice from ``dx``; the pinned one lit and raised, a short hint
        after them while they can be pinned (issue 22 item 2).  Returns the x after them."""
        art = self.table.app.art
        pal = art.pal
        t = self.table.painter.t
        dice = list(me.get("dice_unused", []))
        pinnable = not over and self.pinnable(me)
        pinned = self.table.input.pin_for(me) if pinnable else None
        x0 = dx
        for i, val in enumerate(dice):
            box = pygame.Rect(dx, y - lay.s(3), lay.s(20), lay.s(20))
            if i == pinned:  # lit and lifted: a halo, the die raised on a shadow
                pygame.draw.rect(surface, pal.highlight, box.inflate(lay.s(6), lay.s(6)),
                                 border_radius=lay.s(5))
                pygame.draw.rect(surface, pal.bg2, box.move(0, lay.s(1)), border_radius=lay.s(3))
                box = box.move(0, -lay.s(2))
            img = art.d6_face(int(val), lay.s(20)) if 1 <= int(val) <= 6 else None
            if img is not None:
                if over or (pinned is not None and i != pinned):
                    img = img.copy()
                    img.set_alpha(70 if over else 150)
                surface.blit(img, box.topleft)
            else:
                t(surface, str(val), (box.x, y), 12, pal.text_dim if over else pal.warn, True,
                  lay=lay)
            if pinnable:
                self.dice_rects.append((box, i))
            dx += lay.s(23) + (lay.s(3) if i == pinned else 0)
        if pinnable and dice:
            hint = _("pinned · click: unpin") if pinned is not None else _("click or D: pin")
            room = max(lay.s(40), lay.p(PX + 466, 0)[0] - dx - lay.s(4))
            r = t(surface, hint, (dx + lay.s(4), y), 10, pal.highlight if pinned is not None
                  else pal.text_dim, lay=lay, width=room, hover=True)
            tip = _("Board clicks spend the lowest die that will do. Click a die (or press D, "
                    "Shift+D) to pin it: clicks then spend that one, and say so when it is "
                    "too low. Click it again to unpin.")
            self.tips[("pin",)] = (pygame.Rect(x0, y - lay.s(3), r.right - x0, lay.s(20)), tip)
        return dx

    def draw(self, surface: pygame.Surface, lay: Layout, me: dict[str, Any] | None,
             msg: str) -> None:
        """The panel for ``me`` (the viewer's private view; None: ``msg`` instead), inside
        :meth:`layout`."""
        app = self.table.app
        art = app.art
        pal = art.pal
        rect = self.layout(lay)
        self.tips = {}
        self.dice_rects = []
        pygame.draw.rect(surface, pal.bg2, rect, border_radius=lay.s(8))
        t = self.table.painter.t
        if me is None:
            t(surface, msg, rect.center, 15, pal.text_dim, anchor="center", lay=lay,
              width=rect.width - lay.s(16))
            self.table.b_secret.rect = pygame.Rect(0, 0, 0, 0)
            self.hand.forget()
            return
        seat = me["seat"]
        name = self.table.names.p(seat)
        x, y = rect.x + lay.s(8), rect.y + lay.s(5)
        mark = art.player_mark(seat, lay.s(14))
        surface.blit(mark, (x, y))
        t(surface, _("{player} — private").format(player=name), (x + lay.s(18), y - lay.s(1)),
          12, pal.accent, True, lay=lay, width=lay.s(148))
        # dice
        dx = x + lay.s(170)
        dx = t(surface, _("Dice"), (dx, y), 11, pal.text_dim, lay=lay, width=lay.s(60)).right \
            + lay.s(5)
        # after the turn the dice left wait, unusable, for the next roll (ROUND-12, NS-25):
        # drawn faded, not as dice to spend
        over = self.table.turn_over(seat)
        dx = self.draw_dice(surface, lay, me, dx, y, over)
        if not me.get("dice_unused"):
            t(surface, _("none left"), (dx, y), 11, pal.text_dim, lay=lay)
        elif over:
            x0 = dx - len(me.get("dice_unused", [])) * lay.s(23)
            r = t(surface, _("turn over"), (dx + lay.s(2), y), 11, pal.text_dim, lay=lay,
                  width=max(lay.s(40), lay.p(PX + 466, 0)[0] - dx))
            self.tips[("dice",)] = (pygame.Rect(x0, y - lay.s(3), r.right - x0, lay.s(20)),
                                    _("Your turn is over: the dice you did not spend wait, "
                                      "unused, until the next roll."))
        # secret objective (on demand)
        self.table.b_secret.rect = lay.r(PX + 470, PY + 3, 170, 22)
        # hand
        hand = list(me.get("hand", []))
        hy = rect.y + lay.s(30)
        t(surface, _("Hand ({n})").format(n=len(hand)), (x, hy), 11, pal.text_dim, lay=lay,
          width=lay.s(56))
        # the hand as cards (issue 22 item 1): a row of card tops; hovering lifts one,
        # dragging or clicking one plays it (game/client/table/hand.py, hand_input.py)
        content = self.table.session.content
        faces = [item_face(content, uid) for uid in hand]
        self.hand.enabled = not self.table.show_secret
        self.hand.draw_rest(surface, app, lay, hand, faces, self.pinnable(me))
        for i, (piece, face) in enumerate(zip(self.hand.slices, faces, strict=True)):
            if face is not None:
                self.tips[("hand", i)] = (piece, face)
        if self.table.show_secret:
            sec = me.get("exiled_secret") or me.get("secret")
            obj = self.table.session.content.secret_objectives.get(sec or "")
            box = lay.r(PX + 60, PY + 27, 580, 70)
            pygame.draw.rect(surface, pal.panel_hi, box, border_radius=lay.s(6))
            pygame.draw.rect(surface, pal.highlight, box, max(1, lay.s(2)),
                             border_radius=lay.s(6))
            if obj is None:
                t(surface, _("No secret objective (cooperative game)."), box.center, 12,
                  anchor="center", lay=lay, width=box.width - lay.s(16))
            else:
                face = secret_face(self.table.session.content, sec)
                if face is not None:
                    self.tips[("secret",)] = (box, face)
                t(surface, _("Secret objective: {objective}").format(
                    objective=card_name(obj.id, obj.name)), (box.x + lay.s(8), box.y + lay.s(5)),
                  12.5, pal.highlight, True, lay=lay, width=box.width - lay.s(16))
                body = box.inflate(-lay.s(16), 0)
                body.y, body.height = box.y + lay.s(24), box.height - lay.s(26)
                ui.paragraph(surface, app, card_text(obj.id, "text", obj.text), body,
                             11 * lay.k / app.scale)
        # the group: where each survivor is, its wounds and equipment (public facts, but
        # gathered here for the player at the screen)
        parts = []
        survivors = self.table.view.get("survivors", {})
        for sid, info in survivors.items():
            if info.get("owner") != seat:
                continue
            loc = info.get("loc")
            bits = [_("colony") if loc == "colony" else self.table.names.loc(loc)]
            w, f = int(info.get("wounds", 0)), int(info.get("frostbite", 0))
            if w:  # frostbite is not "a wound" on screen (issue 12 item 4)
                bits.append(ngettext("{n} wound", "{n} wounds", w).format(n=w))
            if f:
                bits.append(ngettext("{n} frostbite", "{n} frostbite", f).format(n=f))
            for uid in info.get("equipped", []):
                bits.append(self.table.names.item(uid))
            star = "★" if info.get("leader") else ""
            parts.append(f"{star}{short_name(self.table.names.s(sid))} ({', '.join(bits)})")
        group = _("Group: {survivors}").format(survivors=" · ".join(parts)) if parts else \
            _("Group: nobody left")
        held = me.get("held_crossroads")
        if held:
            xr = self.table.view.get("crossroads", {})
            holds = _("holds a crossroads card for {player}").format(
                player=self.table.names.p(xr.get("for")))
            group = f"{group}   |   {holds}"
        gr = t(surface, group, (x, rect.bottom - lay.s(17)), 10.5, pal.text_dim, lay=lay,
               width=rect.width - lay.s(16), hover=True)
        self.tips[("group",)] = (gr, group)  # whole on hover when it had to be cut
