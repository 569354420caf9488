"""Moves on the board (issue 22 item 2): every action with a board target takes two clicks
-- a survivor, then a lit target (:mod:`game.client.table.targets`: move, attack a zombie or
a survivor, barricade an entrance, search, clean waste, attract, and what a rule module
registers).  Only legal targets are lit once a survivor is selected; the die is chosen for
the player (``TableInput.resolve``); a list opens only for a genuine choice (an attract's
zombies, the Long Night's targets where the survivor stands), at most six entries
(:mod:`game.client.scenes.table.lists`).  A click nothing allows asks the engine why.
The hand's cards that may be played on the selected survivor are lit too; a click on one
plays it there (the hand's own input does it: ``hand_input.py``).

Keyboard: S selects the next survivor that can act, A (Shift+A back) focuses the next lit
target of the selected survivor, Enter performs the focused target (none focused: the
survivor's actions as a short list), Esc deselects.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.client.table.targets import Target, draw_marks, find_targets, target_at
from game.i18n import _

if TYPE_CHECKING:
    from game.client.scenes.table.input import TableInput
    from game.client.scenes.table.scene import TableScene


# the Long Night's attacks on what stands at a survivor's own place (RAX-18 special zombies,
# BAND-08 bandits, BAND-13 the hideout), in the order they are offered: a special zombie
# must be attacked first (RAX-17: the engine offers nothing else while one is there)
LN_TARGETS = ("attack_special", "attack_bandit", "hideout")


class BoardInput:
    def __init__(self, table: TableScene, inp: TableInput) -> None:
        self.table = table
        self.inp = inp
        self._targets: tuple[tuple, list[Target]] | None = None
        # the target A focused: (kind, place, ident), found again when the targets are
        # worked out anew (the board repainted)
        self.focused: tuple | None = None

    # ------------------------------------------------------------------ lit targets
    def targets(self) -> list[Target]:
        """The selected survivor's lit targets (worked out once per selection, list of
        legal actions and board picture)."""
        tb = self.table
        sid = tb.selected
        acts = tb.my_turn_actions()
        if sid is None or not acts:
            return []
        lay = tb.layout()
        key = (sid, id(acts), id(tb.hits), id(lay), tb.views)
        if self._targets is None or self._targets[0] != key:
            found = find_targets(sid, acts, tb.view, lay, tb.hits)
            if self._targets is not None and self._targets[0][0] != sid:
                self.focused = None  # another survivor
            self._targets = (key, found + self.card_targets(sid, acts))
        return self._targets[1]

    def card_targets(self, sid: str, acts: list[Any]) -> list[Target]:
        """The cards of the viewer's hand that may be played on the selected survivor
        (equipped, or used on it): lit in the private panel, a click plays it there."""
        tb = self.table
        me = tb.private() or {}
        hand = list(me.get("hand", []))
        tips = getattr(tb.private_panel, "tips", {})
        out: list[Target] = []
        for i, uid in enumerate(hand):
            spot = tips.get(("hand", i))
            cands = [
                a
                for a in acts
                if a.type == "play" and getattr(a, "survivor", None) == sid and a.card == uid
            ]
            if spot is not None and cands:
                out.append(Target("play", spot[0], cands, "", uid))
        return out

    @staticmethod
    def ident(t: Target) -> tuple:
        return (t.kind, t.place, t.ident)

    def focused_target(self) -> Target | None:
        if self.focused is None:
            return None
        return next((t for t in self.targets() if self.ident(t) == self.focused), None)

    def cycle_target(self, step: int = 1) -> None:
        """A (Shift+A back): focus the next lit target of the selected survivor."""
        ts = self.targets()
        if not ts:
            return
        order: list[tuple | None] = [None, *(self.ident(t) for t in ts)]
        at = order.index(self.focused) if self.focused in order else 0
        self.focused = order[(at + step) % len(order)]
        t = self.focused_target()
        hl = self.table.hl
        hl.strong_targets = set()
        hl.strong_locations = set()
        if t is not None:
            if t.kind == "attack" and isinstance(t.ident, str) and t.ident.startswith("z"):
                hl.strong_targets = {(t.place, int(t.ident[1:]))}
            elif t.kind == "move":
                hl.strong_locations = {t.place}
        self.table.sfx("click")

    def clear_focus(self) -> None:
        self.focused = None
        self.table.hl.strong_targets = set()
        self.table.hl.strong_locations = set()

    def draw(self, surface: pygame.Surface) -> None:
        """The lit targets the panels do not draw (and the focused one)."""
        tb = self.table
        if tb.selected is None or tb.director.busy or tb.app.stack.top is not tb:
            return
        ts = self.targets()
        if ts:
            draw_marks(surface, tb.app, tb.layout(surface), ts, self.focused_target())

    # ------------------------------------------------------------------ performing
    def act_on(self, t: Target) -> None:
        """A click on the lit target ``t``: its action (the die chosen for the player), or
        a short list when it stands for a genuine choice (an attract's zombies)."""
        tb = self.table
        self.clear_focus()
        ok, low = self.inp.one_per_die(t.acts)
        if not ok:
            if low is not None:
                self.inp.refuse_pinned(low)
            return
        if len(ok) == 1:
            tb.submit(ok[0])
            return
        if t.kind == "attract":  # one or two zombies, from here or from here and there
            self.inp.open_attract(ok, str(t.ident))
            return
        self.inp.open_list(
            ok, _("Choose: {place}").format(place=tb.names.loc(t.place)), survivor=tb.selected
        )

    def own_place(self, sid: str, here: str) -> None:
        """A click on the selected survivor's own place, off its lit targets: nothing is
        done by it (a stray click spends no die) -- the Long Night's targets there as a
        short list, else the survivor's actions as a short list."""
        tb = self.table
        mine = self.inp.survivor_actions(sid)
        ln = sorted(
            (a for a in mine if a.type in LN_TARGETS), key=lambda a: LN_TARGETS.index(a.type)
        )
        if ln:
            ok, low = self.inp.one_per_die(ln)
            if not ok and low is not None:
                self.inp.refuse_pinned(low)
            elif ok:
                self.inp.open_list(
                    ok,
                    _("Targets at {place}").format(place=tb.names.loc(here)),
                    survivor=sid,
                    pinned=True,
                )
            return
        self.inp.pick_survivor(sid)

    # ------------------------------------------------------------------ clicks
    def click(self, pos: tuple[int, int]) -> bool:
        """Direct manipulation on the board during the viewer's turn."""
        tb = self.table
        acts = tb.my_turn_actions()
        if not acts:
            return False
        from game.engine.actions import Attack, Move

        inp = self.inp
        seat = int(tb.viewer) if tb.viewer is not None else 0
        survivors = tb.view.get("survivors", {})
        sel = tb.selected
        # what the panels drew under the click (sliding standees included): a survivor
        # before an entrance before a place
        what = tb.hits.at(pos)
        if what is not None and what[0] == "survivor":
            sid = what[1]
            if sid == sel:
                inp.pick_survivor(sid)  # everything this survivor can do, as a short list
                return True
            if survivors.get(sid, {}).get("owner") == seat:
                if inp.survivor_actions(sid, acts):
                    inp.select(sid)
                else:
                    tb.app.toast(
                        _("{survivor} has nothing left to do this turn.").format(
                            survivor=tb.names.s(sid)
                        ),
                        error=True,
                    )
                return True
        if sel is None:
            if what is not None and what[0] == "survivor":
                owner = survivors.get(what[1], {}).get("owner")
                tb.app.toast(
                    _("{survivor} belongs to {player}.").format(
                        survivor=tb.names.s(what[1]), player=tb.names.p(owner)
                    )
                )
                return True
            return False
        t = target_at(self.targets(), pos)
        if t is not None:
            self.act_on(t)
            return True
        if what is None:
            return False
        here = survivors.get(sel, {}).get("loc")
        if what[0] == "survivor":  # another player's survivor no attack may reach
            inp.try_action(
                Attack(
                    actor=seat,
                    survivor=sel,
                    die=inp.probe_die(sel, "attack"),
                    target=f"s:{what[1]}",
                )
            )
            return True
        if what[0] == "entrance":
            lid, e = what[1], what[2]
            zombies = tb.view.get("locations", {}).get(lid, {}).get("zombies", [])
            if lid == here and e < len(zombies) and zombies[e] > 0:
                inp.try_action(
                    Attack(
                        actor=seat, survivor=sel, die=inp.probe_die(sel, "attack"), target=f"z{e}"
                    )
                )
                return True
            what = tb.hits.place_at(pos)  # otherwise: a click on the place itself
            if what is None:
                return False
        lid = what[1]
        if lid == here:
            self.own_place(sel, here)
        else:
            inp.try_action(Move(actor=seat, survivor=sel, to=lid))
        return True
