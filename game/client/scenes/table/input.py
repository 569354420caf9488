"""Input at the table: keys (skip, fast-forward, undo, the log, keyboard selection) and
direct manipulation of the board during the viewer's turn -- click a survivor to see where
it may go and what it may attack (lit from the legal actions only), click a lit place or a
ringed target to act; a click nothing allows asks the engine why.  Clicks reach the board
through what its panels drew (``TableScene.hits``) and the buttons through the focus ring.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.client.core.scene import make_scene
from game.client.table.labels import ACTION_TYPES, action_label, action_survivors
from game.i18n import N_, _, ngettext

if TYPE_CHECKING:
    from game.client.scenes.table.scene import TableScene


# the Long Night's attacks on what stands at a survivor's own place (RAX-18 special zombies,
# BAND-08 bandits, BAND-13 the hideout), in the order they are offered: a special zombie
# must be attacked first (RAX-17: the engine offers nothing else while one is there)
LN_TARGETS = ("attack_special", "attack_bandit", "hideout")


class TableInput:
    def __init__(self, table: TableScene) -> None:
        self.table = table

    def survivor_actions(self, sid: str, acts: list[Any] | None = None) -> list[Any]:
        tb = self.table
        acts = tb.my_turn_actions() if acts is None else acts
        return [a for a in acts if getattr(a, "survivor", None) == sid]

    def select(self, sid: str | None) -> None:
        """Pick a survivor on the board: where it may move and what it may attack light up
        (from legal_actions only)."""
        tb = self.table
        tb.selected = sid
        self.refresh_selection()
        if sid is not None:
            tb.sfx("click")

    def refresh_selection(self, acts: list[Any] | None = None) -> None:
        tb = self.table
        hl = tb.hl
        acts = tb.my_turn_actions() if acts is None else acts
        sid = tb.selected
        mine = self.survivor_actions(sid, acts) if sid is not None else []
        if not mine:
            tb.selected = sid = None
        hl.selected = sid
        hl.locations, hl.targets, hl.target_survivors, hl.blocked = set(), set(), set(), set()
        if sid is None:
            return
        here = tb.view.get("survivors", {}).get(sid, {}).get("loc")
        for a in mine:
            if a.type == "move":
                hl.locations.add(a.to)
            elif a.type == "attack" and here is not None:
                if a.target.startswith("z"):
                    hl.targets.add((here, int(a.target[1:])))
                elif a.target.startswith("s:"):
                    hl.target_survivors.add(a.target[2:])
            elif a.type in LN_TARGETS and here is not None:
                hl.locations.add(here)  # its own place: a click offers those targets
        hl.blocked = {lid for lid in tb.view.get("locations", {})
                      if lid not in hl.locations and lid != here}

    def cycle_selection(self) -> None:
        """S: select the next survivor of the viewer that can act (keyboard play)."""
        tb = self.table
        acts = tb.my_turn_actions()
        order = [sid for sid in tb.view.get("survivors", {})
                 if self.survivor_actions(sid, acts)]
        if not order:
            return
        i = order.index(tb.selected) + 1 if tb.selected in order else 0
        self.select(order[i % len(order)])

    def perform(self, candidates: list[Any], what: str) -> None:
        """Carry out a board click: one legal action at once; several (the same action
        with different dice) ask which die to use first."""
        tb = self.table
        if len(candidates) == 1:
            tb.submit(candidates[0])
            return
        view = tb.session.view(tb.viewer) if tb.viewer is not None else tb.view
        dice = list(view.get("me", {}).get("dice_unused", []))
        labelled = []
        for a in sorted(candidates, key=lambda a: _die_value(a, dice)):
            labelled.append((_("Use the {value} — {action}").format(
                value=_die_value(a, dice), action=action_label(a, tb.names, view)), a))
        tb.app.stack.push(make_scene("picker", tb.app, tb,
                                     _("{action}: which die?").format(action=what),
                                     labelled, subtitle=_("Choose the die to spend")))

    def try_action(self, action: Any) -> None:
        """The player clicked something no highlighted action allows: the engine says why
        (its IllegalAction reason, shown as a toast; the state is unchanged)."""
        tb = self.table
        if not tb.submit(action):
            tb.sfx("deny")

    def click_board(self, pos: tuple[int, int]) -> bool:
        """Direct manipulation on the board during the viewer's turn."""
        tb = self.table
        acts = tb.my_turn_actions()
        if not acts:
            return False
        from game.engine.actions import Attack, Move

        seat = int(tb.viewer) if tb.viewer is not None else 0
        survivors = tb.view.get("survivors", {})
        sel = tb.selected
        # what the panels drew under the click (sliding standees included): a survivor
        # before an entrance before a place
        what = tb.hits.at(pos)
        if what is not None and what[0] == "survivor":
            sid = what[1]
            if sid == sel:
                self.pick_survivor(sid)  # everything this survivor can do, as a list
            elif survivors.get(sid, {}).get("owner") == seat:
                if self.survivor_actions(sid, acts):
                    self.select(sid)
                else:
                    tb.app.toast(_("{survivor} has nothing left to do this turn.").format(
                        survivor=tb.names.s(sid)), error=True)
            elif sel is not None:
                cands = [a for a in self.survivor_actions(sel, acts)
                         if a.type == "attack" and a.target == f"s:{sid}"]
                if cands:
                    self.perform(cands, _("Attack {survivor}").format(survivor=tb.names.s(sid)))
                else:
                    self.try_action(Attack(actor=seat, survivor=sel, die=_first_die(tb),
                                           target=f"s:{sid}"))
            else:
                owner = survivors.get(sid, {}).get("owner")
                tb.app.toast(_("{survivor} belongs to {player}.").format(
                    survivor=tb.names.s(sid), player=tb.names.p(owner)))
            return True
        if sel is None or what is None:
            return False
        here = survivors.get(sel, {}).get("loc")
        if what[0] == "entrance":
            lid, e = what[1], what[2]
            zombies = tb.view.get("locations", {}).get(lid, {}).get("zombies", [])
            if e < len(zombies) and zombies[e] > 0:
                cands = [a for a in self.survivor_actions(sel, acts)
                         if a.type == "attack" and a.target == f"z{e}" and lid == here]
                if cands:
                    self.perform(cands, _("Attack a zombie"))
                else:
                    self.try_action(Attack(actor=seat, survivor=sel, die=_first_die(tb),
                                           target=f"z{e}"))
                return True
            what = tb.hits.place_at(pos)  # an empty entrance: a click on the place itself
            if what is None:
                return False
        lid = what[1]
        moves = [a for a in self.survivor_actions(sel, acts)
                 if a.type == "move" and a.to == lid]
        targets = sorted((a for a in self.survivor_actions(sel, acts)
                          if a.type in LN_TARGETS), key=lambda a: LN_TARGETS.index(a.type))
        if moves:
            self.perform(moves, _("Move to {place}").format(place=tb.names.loc(lid)))
        elif lid == here and targets:
            self.open_picker(targets, _("Targets at {place}").format(place=tb.names.loc(lid)))
        elif lid == here:
            self.pick_survivor(sel)
        else:
            self.try_action(Move(actor=seat, survivor=sel, to=lid))
        return True

    # ------------------------------------------------------------------ actions
    def pick_type(self, t: str) -> None:
        tb = self.table
        acts = [a for a in tb.my_turn_actions() if a.type == t]
        if not acts:
            return
        if t == "end_turn" and len(acts) == 1:
            me = tb.private() or {}
            left = len(me.get("dice_unused", []))
            if tb.app.settings.confirm_end_turn and left:  # nothing to lose: no question
                body = ngettext("{n} unused die will be lost.", "{n} unused dice will be lost.",
                                left).format(n=left)

                def end() -> None:
                    tb.submit(acts[0])

                tb.app.stack.push(make_scene("confirm", tb.app, _("End the turn?"), body,
                                             end, yes=N_("End turn"),
                                             no=N_("Keep playing")))
            else:
                tb.submit(acts[0])
            return
        self.open_picker(acts, _(dict(ACTION_TYPES)[t]))

    def pick_survivor(self, sid: str) -> None:
        tb = self.table
        acts = [a for a in tb.my_turn_actions() if sid in action_survivors(a)
                and getattr(a, "survivor", None) == sid]
        if acts:
            self.open_picker(acts, _("Actions for {survivor}").format(survivor=tb.names.s(sid)))

    def open_picker(self, acts: list[Any], title: str) -> None:
        tb = self.table
        view = tb.session.view(tb.viewer) if tb.viewer is not None else tb.view
        labelled = [(action_label(a, tb.names, view), a) for a in acts]
        tb.app.stack.push(make_scene("picker", tb.app, tb, title, labelled))

    def handle(self, event: Any) -> bool:
        tb = self.table
        if tb.director.busy:
            if (event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN)) \
                    or (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1):
                tb.director.finish_all()  # skip: every queued event lands at once
                return True
            if event.type == pygame.KEYDOWN and event.key == pygame.K_f:
                tb.ffwd = not tb.ffwd  # fast-forward: 4× the speed setting
                return True
        if tb.zoom.handle(event):  # a pinned card closes first; right-click / Z pins one
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and \
                tb.selected is None:
            tb.open_pause()
            return True
        if self.log_input(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and \
                event.mod & pygame.KMOD_CTRL and tb.my_turn_actions():
            tb.undo()
            return True
        if event.type == pygame.KEYDOWN and tb.my_turn_actions():
            if event.key == pygame.K_s:
                self.cycle_selection()
                return True
            if event.key == pygame.K_ESCAPE and tb.selected is not None:
                self.select(None)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and tb.selected is not None:
                self.pick_survivor(tb.selected)
                return True
        if tb.focus.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.click_board(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and tb.selected:
            self.select(None)
            return True
        return False

    def log_input(self, event: Any) -> bool:
        """Scrollback of the log panel: the wheel over it, PgUp/PgDn, End; L opens the
        whole log."""
        tb = self.table
        step = 0
        if event.type == pygame.MOUSEWHEEL:
            pos = getattr(event, "pos", None) or pygame.mouse.get_pos()
            log = tb.painter.panel("log")
            if log.layout(tb.layout()).collidepoint(pos):
                step = 2 * int(event.y)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_PAGEUP:
                step = 6
            elif event.key == pygame.K_PAGEDOWN:
                step = -6
            elif event.key == pygame.K_END:
                step = -len(tb.log_lines)
            elif event.key == pygame.K_l:
                tb.app.stack.push(make_scene("log", tb.app, tb))
                return True
        if not step:
            return False
        tb.log_scroll = max(0, min(len(tb.log_lines) - 1, tb.log_scroll + step))
        return True


def _die_value(a: Any, dice: list[int]) -> int:
    try:
        return int(dice[int(a.die)])
    except (AttributeError, IndexError, TypeError, ValueError):
        return 0


def _first_die(table: TableScene) -> int:
    """A die index to put in a probe action (the engine then names what is wrong)."""
    me = table.private() or {}
    dice = list(me.get("dice_unused", []))
    return max(range(len(dice)), key=lambda i: dice[i]) if dice else 0
