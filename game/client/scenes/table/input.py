"""Input at the table: keys (skip, fast-forward, undo, the log, keyboard selection), the
action bar's and a survivor's lists, and the die a click spends.  Direct manipulation of
the board -- a survivor, then a lit target -- is in :mod:`game.client.scenes.table.board_input`;
clicks reach the board through what its panels drew (``TableScene.hits``) and the buttons
through the focus ring.

The die a board click spends is chosen for the player: the lowest that suffices, or the die
they pinned in the private panel's dice tray (a click on it, or D / Shift+D), which is then
refused with the engine's reason where it does not suffice (:mod:`game.client.table.dice_pin`).
Lists are narrowed step by step and hold at most six entries
(:mod:`game.client.scenes.table.lists`).
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Any

import pygame

from game.client.core.scene import make_scene
from game.client.scenes.table.board_input import LN_TARGETS, BoardInput
from game.client.scenes.table.lists import attract_entries, by_kind, by_survivor, useful
from game.client.table.dice_pin import die_of, lowest, same_but_die, with_die
from game.client.table.labels import ACTION_TYPES, action_label, action_survivors
from game.i18n import N_, _, ngettext

if TYPE_CHECKING:
    from game.client.scenes.table.hand_input import HandInput
    from game.client.scenes.table.scene import TableScene

__all__ = ["LN_TARGETS", "TableInput"]

# actions whose die is what they act on (raise it, put it on a card): never one per die
DIE_IS_TARGET = ("spend_food", "containment")


class TableInput:
    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.board = BoardInput(table, self)

    def survivor_actions(self, sid: str, acts: list[Any] | None = None) -> list[Any]:
        tb = self.table
        acts = tb.my_turn_actions() if acts is None else acts
        return [a for a in acts if getattr(a, "survivor", None) == sid]

    def select(self, sid: str | None) -> None:
        """Pick a survivor on the board: where it may move and what it may attack light up
        (from legal_actions only)."""
        tb = self.table
        tb.selected = sid
        self.board.clear_focus()
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

    # ------------------------------------------------------------------ the die a click spends
    def dice_now(self) -> list[int]:
        """The viewer's unused dice in the engine now (what a die index points into)."""
        tb = self.table
        if tb.viewer is None:
            return []
        if tb.pview is not None and tb.pview_seat == tb.viewer:  # a presented view shows
            me = tb.session.view(tb.viewer).get("me") or {}
        else:
            me = tb.private() or {}  # the engine's, cached per state
        return [int(v) for v in me.get("dice_unused", [])]

    def turn_stamp(self) -> tuple:
        """The turn a pin belongs to (it clears when the turn ends)."""
        tb = self.table
        return (tb.viewer, getattr(getattr(tb.session, "state", None), "turn_no", None))

    def pinned(self) -> int | None:
        """The index of the die the viewer pinned, followed to now (None: none pinned)."""
        tb = self.table
        if tb.viewer is None or tb.pin.index is None:
            return None
        return tb.pin.get(tb.viewer, self.dice_now(), self.turn_stamp())

    def pin_for(self, me: dict[str, Any] | None) -> int | None:
        """The pinned die among ``me``'s dice as the private panel shows them (None while
        the panel shows dice the pin was not set on, e.g. mid-animation)."""
        tb = self.table
        if me is None or tb.pin.index is None or me.get("seat") != tb.viewer:
            return None
        dice = tuple(int(v) for v in me.get("dice_unused", []))
        if tb.pview is not None and tb.pview_seat == tb.viewer:  # presented, not the engine's
            return tb.pin.index if dice == tb.pin.dice else None
        return tb.pin.get(tb.viewer, dice, self.turn_stamp())

    def can_pin(self) -> bool:
        tb = self.table
        return bool(tb.my_turn_actions()) and tb.director.idle

    def toggle_pin(self, index: int) -> None:
        """A click on one of the viewer's unused dice: pin it (a second click unpins)."""
        tb = self.table
        dice = self.dice_now()
        if tb.viewer is None or not 0 <= index < len(dice):
            return
        self.pinned()  # follow (or drop) the old pin first
        tb.pin.toggle(tb.viewer, index, dice, self.turn_stamp())  # the tray shows it
        tb.sfx("click")

    def cycle_pin(self, step: int = 1) -> None:
        """D (Shift+D backwards): pin the next unused die; past the last, none."""
        tb = self.table
        dice = self.dice_now()
        if tb.viewer is None or not dice:
            return
        at = self.pinned()
        order: list[int | None] = [None, *range(len(dice))]
        nxt = order[(order.index(at) + step) % len(order)]
        # past the last die: none (a second "toggle" of the pinned one unpins it)
        self.toggle_pin(at if nxt is None else nxt)  # type: ignore[arg-type]

    def spent(self, action: Any, pinned: int | None) -> None:
        """After ``action`` was applied: the pin goes when it spent the pinned die."""
        if pinned is not None and die_of(action) == pinned and \
                getattr(action, "type", None) not in ("spend_food", "play"):
            self.table.pin.clear()

    def resolve(self, candidates: list[Any]) -> tuple[Any, bool]:
        """The action a board click performs of ``candidates`` (the same action with
        different dice, each a die that suffices): the pinned die when it suffices, else
        the lowest die.  Returns (action, allowed); not allowed: the pinned die does not
        suffice and the action (with that die) is what the engine refuses."""
        dice = self.dice_now()
        spend = [a for a in candidates if die_of(a) is not None]
        if not spend:
            return candidates[0], True
        pin = self.pinned()
        if pin is None or not 0 <= pin < len(dice):
            return lowest(spend, dice), True
        values = [dice[i] for a in spend if (i := die_of(a)) is not None and 0 <= i < len(dice)]
        ok = bool(values) and dice[pin] >= min(values)
        return with_die(spend[0], pin), ok

    def refuse_pinned(self, action: Any) -> None:
        """The pinned die does not suffice: the engine says why; nothing changes."""
        tb = self.table
        value = self.dice_now()[action.die]
        if not tb.submit(action, refused=lambda reason: _(
                "The pinned {value} cannot do that: {reason}").format(value=value, reason=reason)):
            tb.sfx("deny")

    def perform(self, candidates: list[Any], what: str) -> None:
        """Carry out a board click (``what`` names it): one legal action; the same action
        with several dice spends the pinned die, else the lowest die that suffices (no
        question asked); a pinned die too low is refused with the engine's reason."""
        action, ok = self.resolve(candidates)
        if not ok:
            self.refuse_pinned(action)
            return
        self.table.submit(action)

    def probe_die(self, sid: str | None, kind: str) -> int:
        """The die a click nothing allows is tried with, so that the engine's reason is
        about the die the click would have spent: the pinned one; else the lowest die that
        suffices for that survivor's ``kind`` of action elsewhere (its need does not depend
        on the target); else the highest (if that one is too low, every die is)."""
        pin = self.pinned()
        if pin is not None:
            return pin
        dice = self.dice_now()
        same = [a for a in self.table.my_turn_actions()
                if a.type == kind and getattr(a, "survivor", None) == sid
                and die_of(a) is not None]
        if same:
            return int(die_of(lowest(same, dice)) or 0)
        return max(range(len(dice)), key=lambda i: dice[i]) if dice else 0

    def try_action(self, action: Any) -> None:
        """The player clicked something no highlighted action allows: the engine says why
        (its IllegalAction reason, shown as a toast; the state is unchanged)."""
        tb = self.table
        if not tb.submit(action):
            tb.sfx("deny")

    def click_board(self, pos: tuple[int, int]) -> bool:
        """Direct manipulation on the board during the viewer's turn (board_input.py)."""
        return self.board.click(pos)

    def one_per_die(self, acts: list[Any]) -> tuple[list[Any], Any | None]:
        """``acts`` with the same action for several dice made one, its die chosen as for a
        board click (pinned, else the lowest that suffices); with a pinned die, only what
        that die will do (and what spends no die).  Also the first action the pinned die
        was too low for (None: none)."""
        groups: dict[tuple, list[Any]] = {}
        for a in acts:
            groups.setdefault(same_but_die(a), []).append(a)
        ok, low = [], None
        for g in groups.values():
            a, good = self.resolve(g)
            if good:
                ok.append(a)
            elif low is None:
                low = a
        return ok, low

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
        if t not in DIE_IS_TARGET:  # one entry per action, its die chosen
            acts = self.one_per_die(acts)[0] or acts
        self.open_list(acts, _(dict(ACTION_TYPES)[t]), pinned=True)

    def pick_survivor(self, sid: str) -> None:
        """Everything a survivor can do (a click on it again, Enter): one entry per action,
        its die chosen as for a board click (``one_per_die``), at most six entries (by
        kind when there are more)."""
        tb = self.table
        acts = [a for a in tb.my_turn_actions() if sid in action_survivors(a)
                and getattr(a, "survivor", None) == sid]
        ok, low = self.one_per_die(acts)
        if not ok and low is not None:
            self.refuse_pinned(low)
        elif ok:
            self.open_list(ok, _("Actions for {survivor}").format(survivor=tb.names.s(sid)),
                           survivor=sid, pinned=True)

    def crisis_match(self, a: Any) -> bool | None:
        """Whether a card added to the crisis matches it (None: not a crisis card)."""
        tb = self.table
        if a.type != "contribute":
            return None
        content = tb.session.content
        crisis = content.crises.get((tb.view.get("crisis") or {}).get("card") or "")
        kind = tb.names.item_type(getattr(a, "card", None))
        return None if crisis is None or kind is None else kind in crisis.prevent

    def open_list(self, acts: list[Any], title: str, survivor: str | None = None,
                  pinned: bool = False) -> None:
        """A short list of ``acts`` (already one per die): the most useful first, narrowed
        by survivor (several) or by kind (one survivor), at most six entries a list."""
        tb = self.table
        view = tb.session.view(tb.viewer) if tb.viewer is not None else tb.view
        labelled = [(action_label(a, tb.names, view), a) for a in acts]
        labelled = useful(labelled, self.crisis_match, self.dice_now())
        if survivor is not None:
            entries = by_kind(labelled, survivor)
        else:
            entries = by_survivor(labelled, tb.names.s)
        self.push_picker(entries, title, pinned)

    def open_attract(self, acts: list[Any], src: str) -> None:
        """The zombies an attract may take from the source clicked (narrowed: from there,
        then from there and another place)."""
        tb = self.table
        view = tb.session.view(tb.viewer) if tb.viewer is not None else tb.view
        labelled = [(action_label(a, tb.names, view), a) for a in acts]
        place = src.partition(":")[0]
        self.push_picker(attract_entries(labelled, src),
                         _("Attract zombies from {place}").format(place=tb.names.loc(place)),
                         pinned=True)

    def open_picker(self, acts: list[Any], title: str, pinned: bool = False) -> None:
        """A list of ``acts`` to choose from (at most six entries a list)."""
        if not any(a.type in DIE_IS_TARGET for a in acts):
            acts = self.one_per_die(acts)[0] or acts
        self.open_list(acts, title, pinned=pinned)

    def push_picker(self, entries: list[tuple[str, Any]], title: str,
                    pinned: bool = False) -> None:
        """``pinned``: their dice were chosen with the pinned die, which the subtitle
        then names."""
        tb = self.table
        pin = self.pinned() if pinned else None
        if pin is not None and any(die_of(a) is not None for _label, a in entries):
            sub = _("With the pinned {value} — highlighted on the board").format(
                value=self.dice_now()[pin])
            tb.app.stack.push(make_scene("picker", tb.app, tb, title, entries, subtitle=sub))
            return
        tb.app.stack.push(make_scene("picker", tb.app, tb, title, entries))

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
        if self.hand.handle(event):  # a card of the hand picked up, dragged, dropped
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
            if event.key == pygame.K_d and self.can_pin():  # pin the next die (Shift: back)
                self.cycle_pin(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            if event.key == pygame.K_ESCAPE and tb.selected is not None:
                self.select(None)
                return True
            if event.key == pygame.K_a and tb.selected is not None:
                self.board.cycle_target(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and tb.selected is not None:
                target = self.board.focused_target()
                if target is not None:
                    self.board.act_on(target)  # the lit target A focused
                else:
                    self.pick_survivor(tb.selected)
                return True
        if tb.focus.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            die = tb.private_panel.die_at(event.pos)
            if die is not None and self.can_pin():  # the dice tray: pin / unpin a die
                self.toggle_pin(die)
                return True
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

    @cached_property
    def hand(self) -> HandInput:
        """The hand's cards: dragged or clicked to their targets (issue 22 item 1)."""
        from game.client.scenes.table.hand_input import HandInput

        return HandInput(self.table)
