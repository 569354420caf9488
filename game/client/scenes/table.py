"""The table: the shared board, the active player's private panel, the action bar.

Flow (``update``): while the director is busy, input waits (Space/click fast-forwards).
When it is idle the scene looks at the pending decision: a bot seat acts after the
settings' thinking pause; a human seat gets an opaque hand-off first whenever another
human looked last (with a single human at the table nobody needs hiding from), then the
private panel (``turn``) or a prompt / draft overlay for every other decision kind.

Privacy: the board is drawn from ``session.public()`` only; the private panel from
``session.view(viewer)['me']`` where ``viewer`` is the seat that passed the last hand-off.
``drawn_data()`` returns exactly the data this scene draws, so tests can check it.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.client import ui
from game.client.board import (
    BoardHits,
    BoardPainter,
    Highlights,
    Layout,
    area,
    clear_spot,
    short_name,
)
from game.client.choreo import Choreographer, CrisisReveal, Fx
from game.client.decisions import HANDOFF_REASONS, handoff_reason, public_decision
from game.client.describe import Names, describe
from game.client.dice import GROUP_RATE, SMALL_TRAY, DiceThrow, DiceTray, draw_throw
from game.client.director import Director
from game.client.labels import ACTION_TYPES, action_label, action_locations, action_survivors
from game.client.panels.private import PrivatePanel
from game.client.presenter import present
from game.client.regions import Extra, PiecesLayer
from game.client.scenes.base import AppScene
from game.client.tween import Call, Parallel, Sequence, Tween, Wait

if TYPE_CHECKING:
    from game.client.app import App

__all__ = ["HANDOFF_REASONS", "TableScene"]

TRAY_KEY = (255, 0, 255)  # the colour of the dice tray's cut corners
# the turn panel's keys, given to the legal action buttons in the order shown (E: end turn)
ACTION_KEYS = [(pygame.K_1 + i, str(i + 1)) for i in range(9)] + [
    (pygame.K_0, "0"), (pygame.K_q, "Q"), (pygame.K_w, "W"), (pygame.K_r, "R"), (pygame.K_t, "T")]
BANNER_EVENTS = {"RoundStarted", "CrisisRevealed", "ColonyStep", "GameEnded", "PlayerExiled",
                 "CrossroadsTriggered", "Overrun", "VoteResolved"}


class Banner:
    def __init__(self, text: str, sub: str = "", colour: Any = None) -> None:
        self.text, self.sub, self.colour = text, sub, colour
        self.alpha = 0.0


class TableScene(AppScene):
    name = "table"
    covers_screen = True  # the cached board is a full-screen picture

    def __init__(self, app: App, session: Any, auto_handoff: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.names = Names(session.content, session.names)
        self.painter = BoardPainter(app, self.names)
        self.director = Director(app.anim_speed)
        self.tray = DiceTray(seed=session.config.seed)
        self.views = 0  # view or pview assignments so far (what the cached layers follow)
        self.view = session.public()  # the presented public view
        # the presented view of the seat whose private panel shows while an action plays
        # (None: the panel reads the engine's view of the viewer)
        self.pview = None
        self.pview_seat: int | None = None
        self.choreo = Choreographer(self)
        self.fx: list[Fx] = []
        self.crisis_reveal: CrisisReveal | None = None
        self.ffwd = False  # F: play the queued animations four times as fast
        self.log_scroll = 0  # lines scrolled back from the newest
        self.selected: str | None = None  # the survivor picked on the board (direct play)
        self._legal_cache: tuple[int, list[Any]] | None = None
        self.viewer: int | None = None
        self.log_lines: list[str] = []
        self.hl = Highlights()
        self.hits = BoardHits()
        self.throw: DiceThrow | None = None
        self.throw_label = ""
        self.throw_about: str | None = None  # the survivor an exposure throw is for
        # everyone's dice at the start of a round, thrown together: (seat, throw) per tray
        self.group: list[tuple[int, DiceThrow]] = []
        self.group_tray = DiceTray(seed=session.config.seed + 7, size=SMALL_TRAY)
        self._tray_spot: tuple | None = None  # (key, rect) where the single tray goes
        self.banner: Banner | None = None
        self.bot_wait = 0.0
        self._save_failures_seen = session.save_failures
        self.auto_handoff = auto_handoff  # smoke/tests: hand-offs continue by themselves
        self.resume_seat: int | None = None  # who had the screen before bots acted
        self.fast = False  # fast-forward every animation (smoke run)
        self.humans = [i for i in range(session.n) if not session.is_bot(i)]
        self.action_buttons: dict[str, ui.Button] = {}
        self.b_secret = ui.Button("Show secret objective", self._toggle_secret)
        self.b_menu = ui.Button("Menu", self.open_pause)
        self.b_undo = ui.Button("Undo", lambda: None if self.undo() else None)  # also Ctrl+Z
        self.b_undo.hint = "^Z"
        self.show_secret = False
        self.awaiting: str | None = None  # the decision kind a prompt is open for
        self.last_crossroads: str | None = None  # the last card revealed (public)
        self.game_over_shown = False
        self.colony_banners_seen = 0
        self.stats = {"actions": 0, "throws": 0, "banners": 0}
        self._bg: pygame.Surface | None = None  # layer 1: boards, slots (see board.py)
        self._bg_key: tuple | None = None
        self._board: pygame.Surface | None = None  # layer 2: the pieces over layer 1
        self.pieces = PiecesLayer()  # ... repainted part by part
        self.private_panel = PrivatePanel(self)  # one of its parts
        self._me: tuple[tuple, dict[str, Any] | None] | None = None  # the private view
        self._tray: pygame.Surface | None = None
        self._board_key: tuple | None = None
        self.board_renders = 0
        self.bg_renders = 0
        for e in session.redacted(session.events, None):
            line = describe(e, self.names)
            if line:
                self.log_lines.append(line)
        self._build_buttons()

    @property
    def view(self) -> dict[str, Any]:
        return self._view

    @view.setter
    def view(self, v: dict[str, Any]) -> None:
        self._view = v
        self.views += 1  # counted, not id(): a new view may reuse a freed one's address

    @property
    def pview(self) -> dict[str, Any] | None:
        return self._pview

    @pview.setter
    def pview(self, v: dict[str, Any] | None) -> None:
        self._pview = v
        self.views += 1

    # ------------------------------------------------------------------ privacy
    def private(self) -> dict[str, Any] | None:
        """The viewer's own panel: as presented while their action plays, else the
        engine's view of that seat."""
        if self.viewer is None:
            return None
        if self.pview is not None and self.pview_seat == self.viewer:
            return self.pview.get("me")
        key = (self.viewer, len(self.session.log), id(self.session.state))
        if self._me is None or self._me[0] != key:  # once per engine state and viewer
            self._me = (key, self.session.view(self.viewer).get("me"))
        return self._me[1]

    def drawn_data(self) -> dict[str, Any]:
        """Everything this scene draws: the public view plus the viewer's own panel."""
        return {"public": self.view, "me": self.private(), "log": list(self.log_lines)}

    # ------------------------------------------------------------------ buttons
    def _build_buttons(self) -> None:
        for t, label in ACTION_TYPES:
            b = ui.Button(label, partial(self.pick_type, t), primary=(t == "end_turn"))
            if t == "end_turn":
                b.hotkey, b.hint = pygame.K_e, "E"
            self.action_buttons[t] = b

    def _toggle_secret(self) -> None:
        self.show_secret = not self.show_secret
        self.b_secret.label = "Hide secret objective" if self.show_secret else \
            "Show secret objective"

    def my_turn_actions(self) -> list[Any]:
        d = self.session.decision()
        if d is None or d["kind"] != "turn" or self.viewer != d["player"]:
            return []
        n = len(self.session.log)
        if self._legal_cache is None or self._legal_cache[0] != n:
            self._legal_cache = (n, self.session.legal())  # once per engine state
        return self._legal_cache[1]

    def _refresh_widgets(self) -> None:
        acts = self.my_turn_actions()
        types = {a.type for a in acts}
        widgets: list[ui.Widget] = []
        shown = 0
        for t, b in self.action_buttons.items():
            b.enabled = t in types and self.director.idle
            b.visible = bool(acts)
            widgets.append(b)
            if t != "end_turn":  # the buttons shown get the keys 1, 2, 3 … in their order
                key = ACTION_KEYS[shown] if t in types and shown < len(ACTION_KEYS) else None
                b.hotkey, b.hint = (key[0], key[1]) if key else (None, "")
                shown += key is not None
        self.b_secret.visible = self.viewer is not None
        self.b_undo.visible = bool(acts)
        self.b_undo.enabled = self.director.idle and self.session.can_undo()
        self.focus.set([*widgets, self.b_undo, self.b_secret, self.b_menu])
        # soft highlight: every survivor some legal action involves
        self.hl.survivors = set()
        for a in acts:
            self.hl.survivors |= action_survivors(a)
        self._refresh_selection(acts)

    # ------------------------------------------------------------------ direct manipulation
    def survivor_actions(self, sid: str, acts: list[Any] | None = None) -> list[Any]:
        acts = self.my_turn_actions() if acts is None else acts
        return [a for a in acts if getattr(a, "survivor", None) == sid]

    def select(self, sid: str | None) -> None:
        """Pick a survivor on the board: where it may move and what it may attack light up
        (from legal_actions only)."""
        self.selected = sid
        self._refresh_selection()
        if sid is not None:
            self.sfx("click")

    def _refresh_selection(self, acts: list[Any] | None = None) -> None:
        hl = self.hl
        acts = self.my_turn_actions() if acts is None else acts
        sid = self.selected
        mine = self.survivor_actions(sid, acts) if sid is not None else []
        if not mine:
            self.selected = sid = None
        hl.selected = sid
        hl.locations, hl.targets, hl.target_survivors, hl.blocked = set(), set(), set(), set()
        if sid is None:
            return
        here = self.view.get("survivors", {}).get(sid, {}).get("loc")
        for a in mine:
            if a.type == "move":
                hl.locations.add(a.to)
            elif a.type == "attack" and here is not None:
                if a.target.startswith("z"):
                    hl.targets.add((here, int(a.target[1:])))
                elif a.target.startswith("s:"):
                    hl.target_survivors.add(a.target[2:])
        hl.blocked = {lid for lid in self.view.get("locations", {})
                      if lid not in hl.locations and lid != here}

    def _cycle_selection(self) -> None:
        """S: select the next survivor of the viewer that can act (keyboard play)."""
        acts = self.my_turn_actions()
        order = [sid for sid in self.view.get("survivors", {})
                 if self.survivor_actions(sid, acts)]
        if not order:
            return
        i = order.index(self.selected) + 1 if self.selected in order else 0
        self.select(order[i % len(order)])

    def perform(self, candidates: list[Any], what: str) -> None:
        """Carry out a board click: one legal action at once; several (the same action
        with different dice) ask which die to use first."""
        if len(candidates) == 1:
            self.submit(candidates[0])
            return
        from game.client.scenes.prompt import ActionPickerScene

        view = self.session.view(self.viewer) if self.viewer is not None else self.view
        dice = list(view.get("me", {}).get("dice_unused", []))
        labelled = []
        for a in sorted(candidates, key=lambda a: _die_value(a, dice)):
            labelled.append((f"Use the {_die_value(a, dice)} — {action_label(a, self.names, view)}",
                             a))
        self.app.stack.push(ActionPickerScene(self.app, self, f"{what}: which die?",
                                              labelled, subtitle="Choose the die to spend"))

    def try_action(self, action: Any) -> None:
        """The player clicked something no highlighted action allows: the engine says why
        (its IllegalAction reason, shown as a toast; the state is unchanged)."""
        if not self.submit(action):
            self.sfx("deny")

    def click_board(self, pos: tuple[int, int]) -> bool:
        """Direct manipulation on the board during the viewer's turn."""
        acts = self.my_turn_actions()
        if not acts:
            return False
        from game.engine.actions import Attack, Move

        seat = int(self.viewer) if self.viewer is not None else 0
        survivors = self.view.get("survivors", {})
        sel = self.selected
        for sid, r in self.hits.survivors.items():
            if not r.collidepoint(pos):
                continue
            if sid == sel:
                self.pick_survivor(sid)  # everything this survivor can do, as a list
            elif survivors.get(sid, {}).get("owner") == seat:
                if self.survivor_actions(sid, acts):
                    self.select(sid)
                else:
                    self.app.toast(f"{self.names.s(sid)} has nothing left to do this turn.",
                                   error=True)
            elif sel is not None:
                cands = [a for a in self.survivor_actions(sel, acts)
                         if a.type == "attack" and a.target == f"s:{sid}"]
                if cands:
                    self.perform(cands, f"Attack {self.names.s(sid)}")
                else:
                    self.try_action(Attack(actor=seat, survivor=sel, die=_first_die(self),
                                           target=f"s:{sid}"))
            else:
                owner = survivors.get(sid, {}).get("owner")
                self.app.toast(f"{self.names.s(sid)} belongs to {self.names.p(owner)}.")
            return True
        if sel is None:
            return False
        here = survivors.get(sel, {}).get("loc")
        for (lid, e), r in self.hits.entrances.items():
            if not r.collidepoint(pos):
                continue
            zombies = self.view.get("locations", {}).get(lid, {}).get("zombies", [])
            if e >= len(zombies) or zombies[e] <= 0:
                break  # an empty entrance: a click on the place itself
            cands = [a for a in self.survivor_actions(sel, acts)
                     if a.type == "attack" and a.target == f"z{e}" and lid == here]
            if cands:
                self.perform(cands, "Attack a zombie")
            else:
                self.try_action(Attack(actor=seat, survivor=sel, die=_first_die(self),
                                       target=f"z{e}"))
            return True
        for lid, r in self.hits.locations.items():
            if not r.collidepoint(pos):
                continue
            moves = [a for a in self.survivor_actions(sel, acts)
                     if a.type == "move" and a.to == lid]
            if moves:
                self.perform(moves, f"Move to {self.names.loc(lid)}")
            elif lid == here:
                self.pick_survivor(sel)
            else:
                self.try_action(Move(actor=seat, survivor=sel, to=lid))
            return True
        return False

    # ------------------------------------------------------------------ actions
    def pick_type(self, t: str) -> None:
        acts = [a for a in self.my_turn_actions() if a.type == t]
        if not acts:
            return
        if t == "end_turn" and len(acts) == 1:
            if self.app.settings.confirm_end_turn:
                from game.client.scenes.dialog import ConfirmScene

                me = self.private() or {}
                left = len(me.get("dice_unused", []))
                body = (f"{left} unused {'die' if left == 1 else 'dice'} will be lost." if left
                        else "All dice are used.")
                def end() -> None:
                    self.submit(acts[0])

                self.app.stack.push(ConfirmScene(self.app, "End the turn?", body,
                                                 end, yes="End turn",
                                                 no="Keep playing"))
            else:
                self.submit(acts[0])
            return
        self.open_picker(acts, dict(ACTION_TYPES)[t])

    def pick_survivor(self, sid: str) -> None:
        acts = [a for a in self.my_turn_actions() if sid in action_survivors(a)
                and getattr(a, "survivor", None) == sid]
        if acts:
            self.open_picker(acts, f"Actions for {self.names.s(sid)}")

    def open_picker(self, acts: list[Any], title: str) -> None:
        from game.client.scenes.prompt import ActionPickerScene

        view = self.session.view(self.viewer) if self.viewer is not None else self.view
        labelled = [(action_label(a, self.names, view), a) for a in acts]
        self.app.stack.push(ActionPickerScene(self.app, self, title, labelled))

    def submit(self, action: Any) -> bool:
        from game.engine import IllegalAction

        viewer = self.viewer
        before = self.session.public()
        before_p = self.session.view(viewer) if viewer is not None else None
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            self.app.toast(f"Not allowed: {exc}", error=True)
            return False
        self.stats["actions"] += 1
        hl = self.hl  # the old "move here" and target marks go out while the action plays
        hl.locations, hl.targets, hl.target_survivors, hl.blocked = set(), set(), set(), set()
        self.animate(events, before, before_p, viewer)
        self._check_saves()
        return True

    def undo(self) -> bool:
        """Ctrl+Z / the Undo button: take back the viewer's last action when that is fair
        (``Session.undo``), else say why.  The table is shown as it was before it."""
        from game.session.session import UndoError

        if not self.director.idle:
            return False
        try:
            self.session.undo()
        except UndoError as exc:
            self.app.toast(f"Cannot undo: {exc.reason}", error=True)
            return False
        self.view = self.session.public()
        self.pview = self.pview_seat = None
        self.log_lines = [line for e in self.session.redacted(self.session.events, None)
                          if (line := describe(e, self.names))]
        self.log_scroll = 0
        self.selected = None
        self._legal_cache = None
        self._bg_key = self._board_key = None
        self.sfx("click")
        self.app.toast("Action taken back")
        self._check_saves()
        return True

    def _check_saves(self) -> None:
        """Tell the players when an autosave write failed (the writer thread reports it a
        frame or two after the action; a full disk shows after every failed write)."""
        failures = self.session.save_failures
        if failures > self._save_failures_seen:
            self._save_failures_seen = failures
            self.app.toast(f"Autosave failed: {self.session.last_save_error}", error=True)

    def set_highlight(self, action: Any | None) -> None:
        if action is None:
            self.hl.strong_survivors = set()
            self.hl.strong_locations = set()
            return
        view = self.session.view(self.viewer) if self.viewer is not None else self.view
        self.hl.strong_survivors = action_survivors(action)
        self.hl.strong_locations = action_locations(action, view)

    # ------------------------------------------------------------------ animation
    def animate(self, events: list[Any], before: dict[str, Any] | None = None,
                before_p: dict[str, Any] | None = None, viewer: int | None = None) -> None:
        """Queue the steps that bring the presented view from ``before`` (the public view
        before the action) to the engine's view, one event at a time: each event is folded
        in by the presenter and then animated.  The last step syncs to the engine's view
        (the fields the presenter does not follow catch up there)."""
        from game.engine import redact

        after = self.session.public()
        d = self.director

        def begin() -> None:
            if before is not None:
                self.view = before
            self.pview, self.pview_seat = (before_p, viewer) if before_p is not None else \
                (None, None)

        def settle() -> None:
            self.view = after
            self.pview, self.pview_seat = None, None
            self.hl.hidden.clear()

        d.add(Call(begin))
        rolls: list[tuple[int, list[int]]] = []  # a run of everyone's round-start rolls
        roll_lines: list[str] = []  # their log lines: shown once the dice land

        def flush() -> None:
            if len(rolls) > 1:
                d.add(self._group_throw_step(list(rolls)))
            elif rolls:
                seat, values = rolls[0]
                d.add(self.throw_step(values, None, f"{self.names.p(seat)} rolls"))
            if roll_lines:
                d.add(Call(partial(self.add_log_lines, list(roll_lines))))
            rolls.clear()
            roll_lines.clear()

        for raw in events:
            e = redact(raw, None)
            if e is None:
                continue
            mine = redact(raw, viewer) if before_p is not None else None
            line = describe(e, self.names)
            group = e.type == "DiceRolled" and not e.data.get("reroll")
            if not group:
                flush()
            for step in self.choreo.steps(e, mine, None if group else line, animate=not group):
                d.add(step)
            if group:
                rolls.append((int(e.data["player"]), [int(v) for v in e.data["values"]]))
                if line:
                    roll_lines.append(line)
            if e.type in BANNER_EVENTS and line:
                d.add(self._banner_step(e, line))
        flush()
        d.add(Call(settle))
        if self.fast:
            d.finish_all()

    def present_event(self, e: Any, mine: Any, line: str | None) -> None:
        """Fold one event into the presented views and the log (a director step)."""
        content = self.session.content
        self.view = present(self.view, e, content)
        if self.pview is not None and mine is not None:
            self.pview = present(self.pview, mine, content)
        if e.type == "CrossroadsTriggered":
            self.last_crossroads = e.data.get("card")
        if line:
            self.add_log_lines([line])

    def add_log_lines(self, lines: list[str]) -> None:
        self.log_lines.extend(lines)
        if self.log_scroll:
            self.log_scroll += len(lines)  # keep the scrolled-back lines where they are

    def throw_step(self, values: list[int], exposure: str | None, label: str,
                   about: str | None = None) -> Any:
        """One throw in the tray (``about``: the survivor an exposure roll is for, kept in
        view)."""
        return self._throw_step(values, exposure, label, about)

    def _group_throw_step(self, rolls: list[tuple[int, list[int]]]) -> Any:
        """Every player's dice at once, one small tray each (Space skips them all)."""
        throws = []
        for seat, values in rolls:
            throw = self.group_tray.throw_later(values)
            throw.rate = GROUP_RATE
            throws.append((seat, throw))
        self.stats["throws"] += 1

        def start() -> None:
            self.group = throws
            self.sfx("dice")

        def end() -> None:
            self.group = []

        return Sequence([Call(start), Parallel([t for _, t in throws]), Wait(0.35),
                         Call(end)])

    def sfx(self, name: str) -> None:
        sound = getattr(self.app, "sound", None)
        if sound is not None:
            sound.play(name)

    def _throw_step(self, values: list[int], exposure: str | None, label: str,
                    about: str | None = None) -> Any:
        throw = self.tray.throw_later(values, exposure)  # recorded in a worker thread
        self.stats["throws"] += 1

        def start() -> None:
            self.throw = throw
            self.throw_label = label
            self.throw_about = about
            self._tray_spot = None
            self.sfx("dice")

        def end() -> None:
            self.throw = None
            self.throw_about = None

        return Sequence([Call(start), throw, Wait(0.35), Call(end)])

    def _banner_step(self, e: Any, line: str) -> Any:
        pal = self.app.art.pal
        t = e.type
        colour = pal.accent
        text, sub = line, ""
        if t == "ColonyStep":
            text, sub = "Colony phase", line.split(": ", 1)[-1]
            colour = pal.warn
        elif t == "RoundStarted":
            text, sub = line.strip("— "), ""
        elif t == "CrisisRevealed":
            text, sub = "Crisis", self.names.crisis(e.data["crisis"])
            colour = pal.bad
        elif t == "CrisisResolved":
            text = "Crisis prevented" if e.data.get("prevented") else "Crisis strikes"
            sub = line
            colour = pal.good if e.data.get("prevented") else pal.bad
        elif t in ("Overrun", "PlayerExiled", "GameEnded"):
            colour = pal.bad
        banner = Banner(text, sub, colour)
        self.stats["banners"] += 1
        if t == "ColonyStep":
            self.colony_banners_seen += 1

        def show() -> None:
            self.banner = banner

        def hide() -> None:
            if self.banner is banner:
                self.banner = None

        def set_alpha(a: float) -> None:
            banner.alpha = a

        return Sequence([Call(show), Tween(set_alpha, 0.0, 1.0, 0.25, "out_quad"), Wait(0.7),
                         Tween(set_alpha, 1.0, 0.0, 0.25, "in_quad"), Call(hide)])

    # ------------------------------------------------------------------ flow
    def open_pause(self) -> None:
        from game.client.scenes.dialog import PauseScene

        self.app.stack.push(PauseScene(self.app, on_save_and_leave=self.leave))

    def leave(self) -> None:
        from game.client.scenes.title import TitleScene

        self.session.autosave()  # waits for the writer thread
        error = self.session.last_save_error
        self.app.close_session()
        self.app.stack.reset(TitleScene(self.app))
        if error:
            self.app.toast(f"The last moves could not be saved: {error}", 10.0, error=True)

    def update(self, dt: float) -> None:
        self.director.speed = self.app.anim_speed * (4.0 if self.ffwd else 1.0)
        if self.fast:
            self.director.finish_all()
        else:
            self.director.update(dt)
        if self.director.idle:
            self.ffwd = False
        for lid in list(self.hl.pulse):
            self.hl.pulse[lid] = max(0.0, self.hl.pulse[lid] - dt * 1.2 * max(
                1.0, self.director.speed))
            if self.hl.pulse[lid] <= 0:
                del self.hl.pulse[lid]
                self.hl.pulse_colour.pop(lid, None)
        self._check_saves()
        if not self.session.over:
            self.session.think()  # a bot to move starts choosing now, while the last
            # action is still being shown (in the worker thread, on a copy of the state)
        if self.director.busy or self.app.stack.top is not self:
            return
        self.step_game(dt)

    def step_game(self, dt: float) -> None:
        s = self.session
        if s.over:
            if not self.game_over_shown:
                self.game_over_shown = True
                self.viewer = None
                from game.client.scenes.gameover import GameOverScene

                self.app.stack.push(GameOverScene(self.app, self))
            return
        d = s.decision()
        if d is None:
            return
        seat = int(d["player"])
        if s.is_bot(seat):
            if self.viewer is not None and len(self.humans) > 1:
                self.resume_seat = self.viewer  # no other human saw the screen since
                self.viewer = None  # nobody's private panel while bots play
            self.bot_wait += dt
            pause = 0.0 if self.fast else self.app.settings.bot_pause / max(
                0.25, self.app.anim_speed or 4.0)
            if self.bot_wait >= pause:
                choice = self._bot_choice(seat)
                if choice is None:
                    return  # still thinking: the frames go on meanwhile
                self.bot_wait = 0.0
                self.submit(choice)
            return
        if self.viewer != seat:
            if len(self.humans) <= 1 and self.viewer is None and not self.auto_handoff:
                self.viewer = seat  # alone with bots: nothing to hide from anyone
            elif self.viewer is None and self.resume_seat == seat:
                self.viewer = seat  # only bots acted since this player had the screen
            elif public_decision(d, s.content):
                self.viewer = self.resume_seat = None  # everyone may watch: no hand-off
                self.open_prompt(d)
                return
            else:
                self.request_handoff(seat, d)
                return
        if d["kind"] == "turn":
            self._refresh_widgets()
            return
        self.open_prompt(d)

    def _bot_choice(self, seat: int) -> Any | None:
        """The bot's action, thought out in the session's worker thread (None while it is
        still thinking; the fast mode of the smoke run and tests waits for it).  A bot bug
        raises (tests, smoke and every headless run see it); in a real window the players
        are told, the traceback goes to stderr, and a random legal action keeps the game
        going."""
        s = self.session
        try:
            s.think()
            return s.thought(wait=self.fast)
        except Exception as exc:
            if self.app.headless:
                raise
            import traceback

            from game.bots import RandomBot

            traceback.print_exc()
            self.app.toast(f"The bot of {s.names[seat]} failed ({type(exc).__name__}: {exc})"
                           "; it plays a random legal action instead.", 10.0, error=True)
            return RandomBot(f"fallback:{len(s.log)}").choose(s.legal(), s.view(seat))

    def request_handoff(self, seat: int, d: dict[str, Any]) -> None:
        from game.client.scenes.handoff import HandOffScene

        self.viewer = None
        self.resume_seat = None
        self.show_secret = False
        self.selected = None
        self.hl.selected = None
        self.app.toasts.clear()  # nothing of the previous player stays on screen
        reason = handoff_reason(d)

        def ready() -> None:
            self.viewer = seat

        self.app.stack.push(HandOffScene(self.app, self.session.names[seat], seat, ready,
                                         reason=reason, auto=self.auto_handoff,
                                         on_escape=self.open_pause))

    def open_prompt(self, d: dict[str, Any]) -> None:
        from game.client.scenes.prompt import DraftScene, PromptScene

        if d["kind"] == "draft":
            self.app.stack.push(DraftScene(self.app, self))
        else:
            self.app.stack.push(PromptScene(self.app, self, d))

    # ------------------------------------------------------------------ input
    def handle(self, event: Any) -> bool:
        if self.director.busy:
            if (event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN)) \
                    or (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1):
                self.director.finish_all()  # skip: every queued event lands at once
                return True
            if event.type == pygame.KEYDOWN and event.key == pygame.K_f:
                self.ffwd = not self.ffwd  # fast-forward: 4× the speed setting
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and \
                self.selected is None:
            self.open_pause()
            return True
        if self._log_input(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and \
                event.mod & pygame.KMOD_CTRL and self.my_turn_actions():
            self.undo()
            return True
        if event.type == pygame.KEYDOWN and self.my_turn_actions():
            if event.key == pygame.K_s:
                self._cycle_selection()
                return True
            if event.key == pygame.K_ESCAPE and self.selected is not None:
                self.select(None)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.selected is not None:
                self.pick_survivor(self.selected)
                return True
        if self.focus.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.click_board(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.selected:
            self.select(None)
            return True
        return False

    def _log_input(self, event: Any) -> bool:
        """Scrollback of the log panel: the wheel over it, PgUp/PgDn, End; L opens the
        whole log."""
        step = 0
        if event.type == pygame.MOUSEWHEEL:
            pos = getattr(event, "pos", None) or pygame.mouse.get_pos()
            if area(Layout.for_surface(self.app.screen), "log").collidepoint(pos):
                step = 2 * int(event.y)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_PAGEUP:
                step = 6
            elif event.key == pygame.K_PAGEDOWN:
                step = -6
            elif event.key == pygame.K_END:
                step = -len(self.log_lines)
            elif event.key == pygame.K_l:
                from game.client.scenes.log import LogScene

                self.app.stack.push(LogScene(self.app, self))
                return True
        if not step:
            return False
        self.log_scroll = max(0, min(len(self.log_lines) - 1, self.log_scroll + step))
        return True

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        lay = Layout.for_surface(surface)
        view = self.view
        size = surface.get_size()
        # layer 1, the boards and empty slots: only when the window or the palette changes
        bg_key = (size, app.art.pal.name, self.painter.shape_key(view))
        if bg_key != self._bg_key or self._bg is None:
            if self._bg is None or self._bg.get_size() != size:
                self._bg = pygame.Surface(size).convert()
            self.painter.background(self._bg, lay, view)
            self._bg_key = bg_key
            self._board_key = None
            self.bg_renders += 1
        # layer 2, the pieces: the parts of the table whose content changed (regions.py),
        # the private panel among them
        me = self.private()
        msg = "" if me is not None else self.private_panel.waiting_text()
        key = (self.views, len(self.log_lines), self.log_scroll, self.viewer,
               self.hl.key(), bg_key, self._me[0] if self._me else None, self.show_secret, msg)
        if key != self._board_key or self._board is None:
            if self._board_key is None:
                self.pieces.invalidate()
            if self.pieces.paint(self.painter, self._bg, lay, view, self.hl, self.log_lines,
                                 self.viewer, self.log_scroll, self.extra_parts(lay, me, msg)):
                self.board_renders += 1
            self._board = self.pieces.surface
            self.hits = self.pieces.hits
            self._board_key = key
        assert self._board is not None
        surface.blit(self._board, (0, 0))
        # layer 3, every frame: flashes and slides
        self.painter.overlay(surface, lay, self.hl, self.hits)
        self._draw_selection_hint(surface, lay)
        self._draw_actions(surface, lay)
        self._draw_overlays(surface, lay)

    def _draw_selection_hint(self, surface: pygame.Surface, lay: Layout) -> None:
        """What a click does now (top bar, right of the phase)."""
        if not self.my_turn_actions() or self.director.busy:
            return
        pal = self.app.art.pal
        if self.selected is None:
            text = "Click one of your survivors (or press S) to see where it can go"
            colour = pal.text_dim
        else:
            name = short_name(self.names.s(self.selected))
            parts = []
            if self.hl.locations:
                parts.append("lit place: move")
            if self.hl.targets or self.hl.target_survivors:
                parts.append("red ring: attack")
            parts.append("Enter: all actions")
            text = f"{name} — " + " · ".join(parts) + " · Esc"
            colour = pal.highlight
        x0 = lay.p(760, 20)
        room = lay.p(1196, 0)[0] - x0[0]
        self.painter.t(surface, self.painter.fit(text, 10.5, room, lay), x0, 10.5, colour,
                       anchor="midleft", lay=lay)

    def extra_parts(self, lay: Layout, me: dict[str, Any] | None, msg: str
                    ) -> dict[str, Extra]:
        """The table's own parts of the pieces layer: the private panel."""
        return {"private": self.private_panel.part(lay, me, msg)}

    def _draw_actions(self, surface: pygame.Surface, lay: Layout) -> None:
        rect = area(lay, "actions")
        acts = self.my_turn_actions()
        self.b_menu.rect = lay.r(1204, 6, 70, 28)
        self.b_undo.rect = lay.r(8, 680, 84, 34)
        if not acts:
            self.b_undo.rect = pygame.Rect(0, 0, 0, 0)
            for b in self.action_buttons.values():
                b.rect = pygame.Rect(0, 0, 0, 0)
                b.visible = False
            self.focus.draw(surface, self.app)
            hint = "Esc: menu · F1: rules · L: log · Space: skip animation · F: fast-forward"
            if self.ffwd and self.director.busy:
                hint = "Fast-forward ×4 — Space: skip · F: normal speed"
            self.painter.t(surface, hint,
                           rect.center, 11, self.app.art.pal.text_dim, anchor="center", lay=lay)
            return
        # only the action types that are legal now get a button, numbered in this order
        shown = [b for b in self.action_buttons.values() if b.enabled]
        for b in self.action_buttons.values():
            b.visible = b.enabled
            b.rect = pygame.Rect(0, 0, 0, 0)
        n = max(1, len(shown))
        w = min(150.0, (1170 - (n - 1) * 6) / n)  # the Undo button has the left end
        x0 = 98 + (1170 - (n * w + (n - 1) * 6)) / 2
        # one font size for the whole bar: the largest at which every label fits
        size = 16.0
        room = lay.s(w) - self.app.px(18)
        while size > 9 and any(self.app.fonts.size(b.label, self.app.px(size), True)[0] > room
                               for b in shown):
            size -= 0.5
        for i, b in enumerate(shown):
            b.rect = lay.r(x0 + i * (w + 6), 680, w, 34)
            b.font_size = size
        self.focus.draw(surface, self.app)
        if self.focus.hover is self.b_undo and not self.b_undo.enabled:
            self._draw_tip(surface, lay, f"Cannot undo: {self.session.undo_reason() or ''}",
                           self.b_undo.rect)

    def _draw_tip(self, surface: pygame.Surface, lay: Layout, text: str,
                  over: pygame.Rect) -> None:
        """A one-line tooltip just above ``over``."""
        pal = self.app.art.pal
        img = self.app.fonts.render(text, max(7, round(13 * lay.k)), pal.text)
        box = img.get_rect().inflate(lay.s(16), lay.s(10))
        box.bottomleft = (over.left, over.top - lay.s(4))
        box.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, pal.panel, box, border_radius=lay.s(6))
        pygame.draw.rect(surface, pal.text_dim, box, 1, border_radius=lay.s(6))
        surface.blit(img, img.get_rect(center=box.center))

    def _draw_overlays(self, surface: pygame.Surface, lay: Layout) -> None:
        app = self.app
        pal = app.art.pal
        for fx in list(self.fx):
            fx.draw(surface, lay)
        if self.crisis_reveal is not None:
            self._draw_crisis_reveal(surface, lay, self.crisis_reveal)
        if self.group:
            self._draw_group(surface, lay)
        if self.throw is not None:
            tray = self.tray_rect(lay)
            if self._tray is None or self._tray.get_size() != tray.size:
                # opaque, the corners cut by a colour key (a quicker blit than alpha)
                self._tray = pygame.Surface(tray.size).convert()
                self._tray.fill(TRAY_KEY)
                r = self._tray.get_rect()
                pygame.draw.rect(self._tray, (24, 66, 44), r, border_radius=lay.s(12))
                pygame.draw.rect(self._tray, (90, 70, 40), r, max(2, lay.s(5)),
                                 border_radius=lay.s(12))
                self._tray.set_colorkey(TRAY_KEY, pygame.RLEACCEL)
            surface.blit(self._tray, tray.topleft)
            draw_throw(surface, app.art, self.throw, tray.inflate(-lay.s(16), -lay.s(16)))
            self.painter.t(surface, self.throw_label, (tray.centerx, tray.y - lay.s(4)), 14,
                           pal.text, True, "midbottom", lay)
        if self.banner is not None and self.banner.alpha > 0:
            b = self.banner
            box = lay.r(316 + 84, 46 + 140, 480, 86)
            s = pygame.Surface(box.size, pygame.SRCALPHA)
            a = int(235 * b.alpha)
            pygame.draw.rect(s, (*pal.bg, a), s.get_rect(), border_radius=lay.s(12))
            pygame.draw.rect(s, (*(b.colour or pal.accent), a), s.get_rect(), max(2, lay.s(3)),
                             border_radius=lay.s(12))
            surface.blit(s, box.topleft)
            img = app.fonts.render(b.text, lay.s(26), b.colour or pal.accent, True)
            img.set_alpha(int(255 * b.alpha))
            surface.blit(img, img.get_rect(center=(box.centerx, box.y + lay.s(30))))
            if b.sub:
                sub = self.painter.fit(b.sub, 14, box.width - lay.s(20), lay)
                img2 = app.fonts.render(sub, lay.s(14), pal.text)
                img2.set_alpha(int(255 * b.alpha))
                surface.blit(img2, img2.get_rect(center=(box.centerx, box.y + lay.s(62))))

    # ------------------------------------------------------------------ dice trays
    def focus_rects(self) -> list[pygame.Rect]:
        """Where the board shows what the pending decision is about (and the survivor an
        exposure throw is for): the dice trays keep clear of it."""
        from game.client.decisions import focus

        hits = self.hits
        f = focus(self.session.decision(), self.view)
        out = [hits.locations[lid] for lid in f.locations if lid in hits.locations
               and lid != "colony"]
        sids = set(f.survivors) | ({self.throw_about} if self.throw_about else set())
        out += [hits.survivors[sid] for sid in sids if sid in hits.survivors]
        out += [hits.entrances[e] for e in f.entrances if e in hits.entrances]
        if "colony" in f.locations:
            out += [hits.entrances[("colony", e)] for e in range(6)
                    if ("colony", e) in hits.entrances]
        return [r.inflate(max(2, r.height // 10), max(2, r.height // 10)) for r in out]

    def tray_rect(self, lay: Layout) -> pygame.Rect:
        """The single tray: over the colony's middle unless that hides what the decision
        is about (then the nearest clear spot on the board)."""
        key = (lay.k, self.throw_about, len(self.session.log), self._board_key)
        if self._tray_spot is not None and self._tray_spot[0] == key:
            return self._tray_spot[1]
        default = lay.r(316 + 110, 46 + 60, 428, 250)
        bounds = lay.r(8, 46 + 20, 1264, 672 - 66)  # room for the label above the tray
        spot = clear_spot(default.size, bounds, self.focus_rects(), default.center)
        self._tray_spot = (key, spot)
        return spot

    def group_rects(self, lay: Layout, n: int) -> list[pygame.Rect]:
        """``n`` small trays over the middle of the board (3 to a row), each with room for
        its player's name above it."""
        cols = 3 if n > 4 else 2 if n > 1 else 1
        rows = (n + cols - 1) // cols
        region = lay.r(316 + 8, 46 + 8, 648 - 16, 374 + 122 - 16)
        gap = lay.s(10)
        label = lay.s(22)
        tw = (region.width - (cols - 1) * gap) // cols
        th = min((region.height - (rows - 1) * gap) // rows - label,
                 int(tw * SMALL_TRAY[1] / SMALL_TRAY[0]))
        tw = min(tw, int(th * SMALL_TRAY[0] / SMALL_TRAY[1]))
        total_h = rows * (th + label) + (rows - 1) * gap
        y0 = region.y + (region.height - total_h) // 2
        out = []
        for i in range(n):
            r, c = divmod(i, cols)
            in_row = min(cols, n - r * cols)
            row_w = in_row * tw + (in_row - 1) * gap
            x0 = region.centerx - row_w // 2
            out.append(pygame.Rect(x0 + c * (tw + gap), y0 + r * (th + label + gap) + label,
                                   tw, th))
        return out

    def _draw_group(self, surface: pygame.Surface, lay: Layout) -> None:
        app = self.app
        pal = app.art.pal
        rects = self.group_rects(lay, len(self.group))
        for (seat, throw), r in zip(self.group, rects, strict=True):
            tile = self.painter.tile(r.size, (24, 66, 44, 255), (90, 70, 40, 255),
                                     max(2, lay.s(4)), lay.s(10))
            surface.blit(tile, r.topleft)
            draw_throw(surface, app.art, throw, r.inflate(-lay.s(10), -lay.s(10)), SMALL_TRAY)
            mark = app.art.player_mark(seat, lay.s(16))
            name = self.names.p(seat)
            img = app.fonts.render(name, lay.s(14), pal.text, True)
            w = mark.get_width() + lay.s(6) + img.get_width()
            x = r.centerx - w // 2
            y = r.y - lay.s(4) - img.get_height()
            plate = pygame.Rect(x - lay.s(8), y - lay.s(1), w + lay.s(16), img.get_height()
                                + lay.s(2))
            pygame.draw.rect(surface, pal.bg, plate, border_radius=lay.s(5))
            surface.blit(mark, (x, y + (img.get_height() - mark.get_height()) // 2))
            surface.blit(img, (x + mark.get_width() + lay.s(6), y))

    def _draw_crisis_reveal(self, surface: pygame.Surface, lay: Layout, cr: CrisisReveal
                            ) -> None:
        """The crisis cards turned over one by one, with the running score."""
        app = self.app
        pal = app.art.pal
        t = self.painter.t
        box = lay.r(316 + 40, 46 + 70, 568, 236)
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        a = int(240 * cr.alpha)
        pygame.draw.rect(shade, (*pal.bg, a), shade.get_rect(), border_radius=lay.s(12))
        colour = pal.warn if cr.prevented is None else (pal.good if cr.prevented else pal.bad)
        pygame.draw.rect(shade, (*colour, a), shade.get_rect(), max(2, lay.s(3)),
                         border_radius=lay.s(12))
        surface.blit(shade, box.topleft)
        if cr.alpha < 0.3:
            return
        name = self.names.crisis(cr.crisis) if cr.crisis else "The crisis"
        t(surface, f"Crisis: {name}", (box.x + lay.s(16), box.y + lay.s(10)), 16, pal.text, True,
          lay=lay)
        card = self.session.content.crises.get(cr.crisis or "")
        if card is not None:
            ix = box.right - lay.s(16)
            for kind in reversed(list(card.prevent)):
                icon = app.art.item_icon(kind, lay.s(22))
                ix -= icon.get_width() + lay.s(3)
                surface.blit(icon, (ix, box.y + lay.s(10)))
            t(surface, "prevented by", (ix - lay.s(6), box.y + lay.s(14)), 11, pal.text_dim,
              anchor="topright", lay=lay)
        # the cards, flipping in turn
        n = max(1, len(cr.cards))
        cw = min(80.0, (568 - 32 - (n - 1) * 8) / n)
        ch = cw * 1.3
        x0 = 316 + 40 + (568 - (n * cw + (n - 1) * 8)) / 2
        for i, (uid, delta, flip) in enumerate(cr.cards):
            r = lay.r(x0 + i * (cw + 8), 46 + 70 + 48, cw, ch)
            w = max(2, int(r.width * abs(1 - 2 * flip)))
            face = pygame.Rect(0, 0, w, r.height)
            face.center = r.center
            if flip < 0.5:
                pygame.draw.rect(surface, (40, 52, 70), face, border_radius=lay.s(6))
                pygame.draw.rect(surface, pal.board_edge, face, max(1, lay.s(2)),
                                 border_radius=lay.s(6))
                continue
            good = delta > 0
            edge = pal.good if good else (pal.text_dim if delta == 0 else pal.bad)
            pygame.draw.rect(surface, pal.card, face, border_radius=lay.s(6))
            pygame.draw.rect(surface, edge, face, max(2, lay.s(3)), border_radius=lay.s(6))
            if flip < 0.95:
                continue
            kind = self.names.item_type(uid) or "tool"
            icon = app.art.item_icon(kind, lay.s(min(34, cw * 0.45)))
            surface.blit(icon, icon.get_rect(midtop=(r.centerx, r.y + lay.s(6))))
            label = self.painter.fit(self.names.item(uid), 9, r.width - lay.s(6), lay, True)
            t(surface, label, (r.centerx, r.y + lay.s(min(34, cw * 0.45) + 10)), 9,
              pal.text_dark, True, "midtop", lay)
            sign = {1: "+1", 0: "±0"}.get(delta, "−1")
            t(surface, sign, (r.centerx, r.bottom - lay.s(6)), 15, edge, True, "midbottom", lay)
        if not cr.cards:
            t(surface, "No cards were added.", box.center, 14, pal.text_dim, anchor="center",
              lay=lay)
        # the running score and, at the end, the verdict
        line = f"Score {cr.score}".replace("-", "−")
        if cr.target is not None:
            line += f" of {cr.target} needed"
        t(surface, line, (box.x + lay.s(16), box.bottom - lay.s(12)), 15, pal.text, True,
          "bottomleft", lay)
        if cr.prevented is not None:
            verdict = "Prevented" if cr.prevented else "Not prevented — the crisis strikes"
            t(surface, verdict, (box.right - lay.s(16), box.bottom - lay.s(12)), 15, colour,
              True, "bottomright", lay)


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
