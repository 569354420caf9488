"""Playing the hand's cards (issue 22 item 1): drag a card to where it goes, or click it,
then click the target.

The states: nothing held; *pressed* (the button went down on a card, the pointer has not
moved far); *dragging* (the card follows the pointer; letting go drops it: one gesture);
*held* (a click picked the card up: the next click on a target plays it, on the card puts
it back, elsewhere lets it go).  While a card is held its targets light up, worked out from
the legal actions of the session only (:meth:`HandInput.zones`):

* the crisis -- add the card to it (``contribute``);
* one of the viewer's survivors -- equip it, or play a card a survivor acts with (``play``
  with ``survivor``);
* the colony's food supply (a food card) or the colony (any other card played as it is);
* a die in the dice tray -- an exiled player's food card raising that die (EXILE-07).

A drop on a target no legal action allows is tried anyway, so that the engine says why
(its reason in a toast; the game unchanged) and the card snaps back to the hand.

With a survivor selected on the board first (:mod:`game.client.scenes.table.board_input`
lights the cards that may be played on it), a click on such a card plays it there.  From
the keyboard, H / Shift+H take up the next / previous card and Enter plays it (its one
action, or a short list); Esc puts it back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.client.table.hand import HandView, Zone, drag_rect
from game.i18n import _

if TYPE_CHECKING:
    from game.client.scenes.table.scene import TableScene

DRAG_PX = 6  # how far (UI pixels) the pointer moves before a press becomes a drag


def same_card(a: str, b: str) -> bool:
    """Two copies of one card (``"i_axe#0"``, ``"i_axe#1"``) play alike."""
    return a.split("#", 1)[0] == b.split("#", 1)[0]


class HandInput:
    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.press: tuple[int, tuple[int, int]] | None = None  # (card, where it went down)

    @property
    def view(self) -> HandView:
        return self.table.private_panel.hand

    def can_play(self) -> bool:
        """Cards are picked up only on the viewer's own turn, with nothing playing."""
        tb = self.table
        return (
            tb.private() is not None
            and bool(tb.my_turn_actions())
            and tb.director.idle
            and tb.app.stack.top is tb
        )

    # ------------------------------------------------------------------ targets
    def legal(self, uid: str) -> dict[tuple, Any]:
        """The legal actions for the hand's card ``uid``, by target key."""
        tb = self.table
        hand = list((tb.private() or {}).get("hand", []))
        food = tb.names.item_type(uid) == "food"
        out: dict[tuple, Any] = {}
        for a in tb.my_turn_actions():
            card = getattr(a, "card", None)
            if card is None or not same_card(card, uid):
                continue
            # the engine lists one copy of a card; this copy plays the same way
            mine = a.model_copy(update={"card": uid})
            if a.type == "contribute" and card in hand:
                out[("crisis",)] = mine
            elif a.type == "play":
                if a.die is not None:
                    out[("die", a.die)] = mine
                elif a.survivor is not None:
                    out[("survivor", a.survivor)] = mine
                else:
                    out[("food",) if food else ("colony",)] = mine
        return out

    def zones(self, uid: str) -> list[Zone]:
        """Where the card ``uid`` may be dropped: its legal targets (lit) and the places a
        drop is tried anyway so the engine can say why not (the crisis; every survivor for
        a card played on one; the colony for a card played as it is)."""
        from game.engine.actions import Contribute, PlayCard

        tb = self.table
        lay = tb.layout()
        seat = int(tb.viewer or 0)
        legal = self.legal(uid)
        try:
            kind = tb.session.content.item(uid).kind
        except (KeyError, AttributeError):
            kind = ""
        on_survivor = kind == "equip" or any(k[0] == "survivor" for k in legal)
        out: list[Zone] = []
        crisis = self._panel_rect("crisis", lay)
        if crisis is not None:
            out.append(
                Zone(("crisis",), crisis, legal.get(("crisis",)), Contribute(actor=seat, card=uid))
            )
        if on_survivor:
            for sid, r in tb.hits.survivors.items():
                out.append(
                    Zone(
                        ("survivor", sid),
                        r,
                        legal.get(("survivor", sid)),
                        PlayCard(actor=seat, card=uid, survivor=sid),
                    )
                )
        else:
            colony = self._panel_rect("colony", lay)
            food = tb.hits.tips.get(("supply", "food"))
            plain = PlayCard(actor=seat, card=uid)
            if ("food",) in legal or tb.names.item_type(uid) == "food":
                act = legal.get(("food",))
                if food is not None:
                    out.append(Zone(("food",), food[0], act, plain))
                if colony is not None:  # the colony around it takes it too (unlit)
                    out.append(Zone(("colony",), colony, act, plain, lit=food is None))
            elif colony is not None:
                out.append(Zone(("colony",), colony, legal.get(("colony",)), plain))
        for r, i in tb.private_panel.dice_rects:
            if ("die", i) in legal:
                out.append(Zone(("die", i), r, legal[("die", i)]))
        for z in out:  # what a drop there does, shown by the pointer
            if z.action is not None:
                z.label = self.label(z.action)
        return out

    def label(self, action: Any) -> str:
        """What ``action`` does, in words; a card added to the crisis says what it counts."""
        from game.client.table.decisions import item_type
        from game.client.table.labels import action_label

        tb = self.table
        names = tb.names
        if action.type == "contribute":
            crisis = tb.session.content.crises.get(tb.view.get("crisis", {}).get("card") or "")
            kind = names.item_type(action.card)
            if crisis is not None and kind:
                words = (
                    _("{card} ({type}) — matches: +1")
                    if kind in crisis.prevent
                    else _("{card} ({type}) — wrong type: counts −1")
                )
                return words.format(card=names.item(action.card), type=item_type(kind))
        view = tb.session.view(tb.viewer) if tb.viewer is not None else tb.view
        return action_label(action, names, view)

    def _panel_rect(self, name: str, lay: Any) -> pygame.Rect | None:
        try:
            panel = self.table.painter.panel(name)
        except KeyError:
            return None
        if not panel.active(self.table.view):
            return None
        return panel.layout(lay)

    # ------------------------------------------------------------------ the gestures
    def pick(self, i: int, grab: tuple[int, int] | None = None) -> None:
        """Pick up card ``i``: held (``grab`` None: by a click) or dragged (``grab``: where
        on the card the pointer holds it); its targets light up."""
        v = self.view
        if self.table.selected is not None:  # a card in hand, not a survivor, is what acts
            self.table.input.select(None)
        v.held = i
        v.drag = grab
        v.zones = self.zones(v.uids[i])
        self.table.sfx("click")
        self.table.app.invalidate()

    def key(self, event: Any) -> bool:
        """Keyboard play: H (Shift+H back) takes up the next card of the hand (past the
        last, none); Enter plays the card taken up -- on its one legal target, or from a
        short list of what it may do."""
        v = self.view
        if event.key == pygame.K_h and not event.mod & pygame.KMOD_CTRL and self.can_play():
            if not v.uids:
                return True
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            order: list[int | None] = [None, *range(len(v.uids))]
            at = order.index(v.held) if v.held in order and v.drag is None else 0
            nxt = order[(at + step) % len(order)]
            if nxt is None:
                v.clear()
                self.table.app.invalidate()
            else:
                self.pick(nxt)
            return True
        if (
            event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and v.held is not None
            and v.drag is None
            and self.can_play()
        ):
            self.play_held()
            return True
        return False

    def play_held(self) -> None:
        """Enter on a card taken up: its one legal action, else a short list of them (the
        table's lists); nothing legal: the card stays up and the hint says so."""
        tb = self.table
        v = self.view
        if v.held is None:
            return
        uid = v.uids[v.held]
        acts = list(self.legal(uid).values())
        if not acts:
            tb.sfx("deny")
            return
        v.clear()
        tb.app.invalidate()
        if len(acts) == 1:
            if not tb.submit(acts[0]):
                tb.sfx("deny")
            return
        tb.input.open_list(acts, tb.names.item(uid))

    def click_card(self, i: int) -> None:
        """A click on card ``i``: played on the survivor selected on the board when it
        may be (the survivor first, then the lit card: board_input.py), else held until a
        target is clicked."""
        tb = self.table
        sel = tb.selected
        action = self.legal(self.view.uids[i]).get(("survivor", sel)) if sel else None
        if action is None:
            self.pick(i)
        elif not tb.submit(action):
            tb.sfx("deny")

    def drop(self, pos: tuple[int, int], click: bool = False) -> bool:
        """Let the held card go at ``pos``: a target plays it (the legal action, else the
        engine's reason and the card back in the hand).  Returns whether the drop was
        used (a click that hit no target is not: it goes on to the board or a button)."""
        tb = self.table
        v = self.view
        zone = v.zone_at(pos)
        panel = tb.private_panel.layout(tb.layout())
        held, dragged = v.held, v.drag is not None
        v.clear()
        tb.app.invalidate()
        if zone is None:
            if not click and not panel.collidepoint(pos):
                tb.app.toast(_("Drop the card on a lit target, or click it and then a target."))
                self.snap_back(held, pos)
            return not click
        action = zone.action or zone.attempt
        if action is None:
            return True
        if not tb.submit(action):  # refused: the engine's reason in a toast
            tb.sfx("deny")
            if dragged:
                self.snap_back(held, pos)
        return True

    def snap_back(self, i: int | None, pos: tuple[int, int]) -> None:
        """A dropped card nobody took slides back from ``pos`` into its place in the row
        (a short step of the table's director; the hand draws it, :meth:`HandView.draw_over`)."""
        tb = self.table
        v = self.view
        if i is None or i >= len(v.rects) or v.faces[i] is None:
            return
        v.returning, v.ret_from, v.ret_t = i, drag_rect(tb.layout(), pos), 0.0

        def move(_surface: pygame.Surface, _lay: Any, t: float) -> None:
            v.ret_t = t

        def landed() -> None:
            v.returning = v.ret_from = None

        tb.director.add(tb.choreo.fx(move, 0.22, "out_cubic", after=landed))

    def handle(self, event: Any) -> bool:
        """The hand's share of the table's input; True when the event was used."""
        v = self.view
        if event.type == pygame.MOUSEMOTION:
            v.mouse = event.pos
            if self.press is not None and v.held is None:
                i, at = self.press
                far = self.table.app.px(DRAG_PX)
                if abs(event.pos[0] - at[0]) > far or abs(event.pos[1] - at[1]) > far:
                    self.press = None
                    if i < len(v.rects):
                        r = v.rects[i]
                        self.pick(i, (at[0] - r.x, at[1] - r.y))  # dragged from here
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            v.mouse = event.pos
            on = v.card_at(event.pos) if self.table.private() is not None else None
            if v.held is not None and v.drag is None:  # the second click of click-click
                if on == v.held:
                    v.clear()  # put it back
                    self.table.app.invalidate()
                    return True
                if on is not None and self.can_play():
                    self.pick(on)  # another card instead
                    return True
                return self.drop(event.pos, click=True)
            if on is None or not self.can_play():
                return False
            self.press = (on, event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if v.held is not None and v.drag is not None:
                self.drop(event.pos)
                return True
            if self.press is not None:
                i, _at = self.press
                self.press = None
                if i < len(v.uids) and self.can_play():
                    self.click_card(i)
                return True
            return False
        if event.type == pygame.KEYDOWN and self.key(event):
            return True
        if v.held is not None and (
            (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE)
            or (event.type == pygame.MOUSEBUTTONDOWN and event.button == 3)
        ):
            v.clear()  # let it go
            self.press = None
            self.table.app.invalidate()
            return True
        return False
