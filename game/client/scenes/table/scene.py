"""The table: the shared board, the active player's private panel, the action bar.

The scene composes (``shared/DESIGN.md``, "The table as panels"):

- the board's panels (:mod:`game.client.table.panels`, painted by
  :class:`~game.client.table.board.BoardPainter` into cached layers: background, pieces --
  repainted panel by panel, :mod:`game.client.table.regions` --, then the overlay every frame),
  the private panel (:mod:`game.client.table.panels.private`), the action bar
  (:mod:`game.client.table.panels.actions`) and the animation overlays
  (:mod:`game.client.table.panels.overlays`);
- the turn driver (:mod:`game.client.table.driver`): who acts next -- bots, hand-offs, prompts,
  the viewer's turn -- and failed autosaves, without drawing anything;
- the presentation of events (:mod:`game.client.scenes.table.show`) and the input
  (:mod:`game.client.scenes.table.input`).

Flow (``update``): while the director is busy, input waits (Space/click fast-forwards).
When it is idle the driver looks at the pending decision: a bot seat acts after the
settings' thinking pause; a human seat gets an opaque hand-off first whenever another
human looked last (with a single human at the table nobody needs hiding from), then the
private panel (``turn``) or a prompt / draft overlay for every other decision kind.

Privacy: the board is drawn from ``session.public()`` only; the private panel from
``session.view(viewer)['me']`` where ``viewer`` is the seat that passed the last hand-off.
``drawn_data()`` returns exactly the data this scene draws, so tests can check it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game import i18n
from game.client.core import ui
from game.client.core.director import Director
from game.client.core.scene import make_scene, scene
from game.client.scenes.base import AppScene
from game.client.scenes.table.direct import DirectPlay
from game.client.scenes.table.host import TurnHost
from game.client.scenes.table.input import TableInput
from game.client.scenes.table.show import TableShow
from game.client.table.board import BoardHits, BoardPainter, Highlights, Layout
from game.client.table.cards import CardZoom
from game.client.table.choreo import Choreographer, CrisisReveal, Fx
from game.client.table.decisions import HANDOFF_REASONS, handoff_reason
from game.client.table.dice import SMALL_TRAY, DiceThrow, DiceTray
from game.client.table.dice_pin import DicePin
from game.client.table.driver import TurnDriver
from game.client.table.labels import action_locations, action_survivors
from game.client.table.layout import area
from game.client.table.log.describe import Names
from game.client.table.log.gamelog import GameLog
from game.client.table.netstatus import net_status
from game.client.table.panels.actions import ActionBar
from game.client.table.panels.overlays import Banner, Overlays
from game.client.table.panels.private import PrivatePanel
from game.client.table.regions import Extra, PiecesLayer
from game.i18n import N_, _
from game.i18n.render import render

if TYPE_CHECKING:
    from game.client.core.app import App

__all__ = ["HANDOFF_REASONS", "Banner", "TableScene", "handoff_reason"]


@scene("table")
class TableScene(DirectPlay, TurnHost, AppScene):
    name = "table"
    max_ui_scale = 1.1  # the interface scale its layout holds (Settings)
    covers_screen = True  # the cached board is a full-screen picture

    def __init__(self, app: App, session: Any, auto_handoff: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.driver = TurnDriver(session, self, auto_handoff=auto_handoff)
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
        self.show = TableShow(self)
        self.input = TableInput(self)
        self.fx: list[Fx] = []
        self.crisis_reveal: CrisisReveal | None = None
        self.ffwd = False  # F: play the queued animations four times as fast
        self.log_scroll = 0  # lines scrolled back from the newest
        self.selected: str | None = None  # the survivor picked on the board (direct play)
        self.pin = DicePin()  # the die the viewer pinned in the dice tray (input.py)
        self._legal_cache: tuple[int, list[Any]] | None = None
        self._soft: tuple[list[Any], set[str]] | None = None  # acts -> survivors they move
        # the public events the log tells, rendered in the interface language when shown
        self.gamelog = GameLog(self.names, session.redacted(session.events, None))
        self._turn_over: tuple[tuple[int, int], bool] | None = None
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
        self.bar = ActionBar(self)
        self.action_buttons = self.bar.buttons
        self.b_menu, self.b_undo = self.bar.b_menu, self.bar.b_undo
        self.b_secret = ui.Button(N_("Show secret objective"), self._toggle_secret)
        self.show_secret = False
        self.awaiting: str | None = None  # the decision kind a prompt is open for
        self._focus_turn: tuple | None = None  # the turn whose focus was reset (show_turn)
        self.last_crossroads: str | None = None  # the last card revealed (public)
        self.colony_banners_seen = 0
        self.stats = {"actions": 0, "throws": 0, "banners": 0}
        self._bg: pygame.Surface | None = None  # layer 1: boards, slots (see board.py)
        self._bg_key: tuple | None = None
        self._board: pygame.Surface | None = None  # layer 2: the pieces over layer 1
        self.pieces = PiecesLayer()  # ... repainted part by part
        self.private_panel = PrivatePanel(self)  # one of its parts
        self.zoom = CardZoom(app)  # hover a card or icon; right-click / Z pins a card
        self.overlays = Overlays(self)  # layer 3
        self._me: tuple[tuple, dict[str, Any] | None] | None = None  # the private view
        self._board_key: tuple | None = None
        self.board_renders = 0
        self.bg_renders = 0
        self._look: tuple | None = None  # what update saw last (a change is drawn)
        self._resets = 0  # a remote game's restarts from the host's autosave, seen

    @property
    def log_lines(self) -> list[str]:
        """The log's lines in the interface language (the log panel, L, the replay)."""
        return self.gamelog.lines()

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

    # the turn driver's state, read and set through the table
    @property
    def viewer(self) -> int | None:
        return self.driver.viewer

    @viewer.setter
    def viewer(self, seat: int | None) -> None:
        self.driver.viewer = seat

    @property
    def fast(self) -> bool:
        """Fast-forward every animation and wait for the bots (smoke run, tests)."""
        return self.driver.fast

    @fast.setter
    def fast(self, on: bool) -> None:
        self.driver.fast = on

    @property
    def auto_handoff(self) -> bool:
        return self.driver.auto_handoff

    @auto_handoff.setter
    def auto_handoff(self, on: bool) -> None:
        self.driver.auto_handoff = on

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
    def _toggle_secret(self) -> None:
        self.show_secret = not self.show_secret
        self.b_secret.label = N_("Hide secret objective") if self.show_secret else \
            N_("Show secret objective")

    def turn_over(self, seat: int) -> bool:
        """Whether ``seat`` has played its turn of this round (its dice left are of no use
        until the next roll, ROUND-12)."""
        events = self.session.events
        key = (seat, len(events))
        if self._turn_over is not None and self._turn_over[0] == key:
            return self._turn_over[1]
        over = False
        for e in reversed(events):
            if e.type == "RoundStarted":
                break
            if e.type == "TurnEnded" and e.data.get("player") == seat:
                over = True
                break
        self._turn_over = (key, over)
        return over

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
        widgets = self.bar.refresh(acts, self.director.idle)
        self.b_secret.visible = self.viewer is not None
        self.focus.set([*widgets, self.b_undo, self.b_secret, self.b_menu])
        # soft highlight: every survivor some legal action involves (worked out once per
        # list of legal actions: this runs every frame, and at rest 20 times a second)
        if self._soft is None or self._soft[0] is not acts:
            soft: set[str] = set()
            for a in acts:
                soft |= action_survivors(a)
            self._soft = (acts, soft)
        self.hl.survivors = set(self._soft[1])
        self._refresh_selection(acts)

    def handle(self, event: Any) -> bool:
        return self.input.handle(event)

    def _log_input(self, event: Any) -> bool:
        return self.input.log_input(event)

    # ------------------------------------------------------------------ actions
    def submit(self, action: Any, refused: Callable[[str], str] | None = None) -> bool:
        """Apply the viewer's ``action`` and show it; refused: the engine's reason as a
        toast (``refused`` words it), nothing changed."""
        from game.engine import IllegalAction

        viewer = self.viewer
        before = self.session.public()
        before_p = self.session.view(viewer) if viewer is not None else None
        pinned = self.input.pinned()
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            reason = render(exc.reason)
            self.app.toast(refused(reason) if refused else
                           _("Not allowed: {reason}").format(reason=reason), error=True)
            return False
        self.input.spent(action, pinned)
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
            self.app.toast(_("Cannot undo: {reason}").format(reason=render(exc.reason)),
                           error=True)
            return False
        self.resync()
        self.sfx("click")
        self.app.toast(_("Action taken back"))
        self._check_saves()
        return True

    def resync(self) -> None:
        """Show the game as it is now, without animation (after an undo, or when a host
        restarted from its autosave sent a game that differs from the one shown)."""
        self.view = self.session.public()
        self.pview = self.pview_seat = None
        self.gamelog = GameLog(self.names, self.session.redacted(self.session.events, None))
        self.log_scroll = 0
        self.selected = None
        self.pin.clear()
        self._legal_cache = None
        self._bg_key = self._board_key = None

    def take_incoming(self) -> None:
        """Changes made at another computer (a remote game; a local one has none): each
        batch is shown like an action played here."""
        while not self.director.busy:
            got = self.session.incoming()
            if not got:
                return
            events, before, before_p = got[0]
            resets = getattr(self.session, "resets", 0)
            if resets != self._resets:
                self._resets = resets
                self.resync()
            elif events:
                mine = before_p if self.viewer is not None else None
                self.animate(events, before, mine, self.viewer)
            self.app.invalidate()

    def _check_saves(self) -> None:
        """Tell the players when an autosave write failed (a full disk shows after every
        failed write)."""
        error = self.driver.check_saves()
        if error:
            self.app.toast(error, error=True)

    def set_highlight(self, action: Any | None) -> None:
        if action is None:
            self.hl.strong_survivors = set()
            self.hl.strong_locations = set()
            return
        view = self.session.view(self.viewer) if self.viewer is not None else self.view
        self.hl.strong_survivors = action_survivors(action)
        self.hl.strong_locations = action_locations(action, view)

    # ------------------------------------------------------------------ presenting events
    # (game.client.scenes.table.show)
    def animate(self, events: list[Any], before: dict[str, Any] | None = None,
                before_p: dict[str, Any] | None = None, viewer: int | None = None) -> None:
        self.show.animate(events, before, before_p, viewer)

    def present_event(self, e: Any, mine: Any, line: str | None) -> None:
        self.show.present_event(e, mine, line)

    def throw_step(self, values: list[int], exposure: str | None, label: str,
                   about: str | None = None) -> Any:
        return self.show.throw_step(values, exposure, label, about)

    def add_log(self, events: list[Any]) -> None:
        """Events for the log (public, redacted); those that tell nothing are left out."""
        n = len(self.gamelog)
        self.gamelog.extend(events)
        if self.log_scroll:  # keep the scrolled-back lines where they are
            self.log_scroll += len(self.gamelog) - n

    def sfx(self, name: str) -> None:
        sound = getattr(self.app, "sound", None)
        if sound is not None:
            sound.play(name)

    # ------------------------------------------------------------------ flow
    def open_pause(self) -> None:
        self.app.stack.push(make_scene("pause", self.app, on_save_and_leave=self.leave,
                                       can_save=self.session.saves_here))

    def leave(self) -> None:
        self.session.autosave()  # waits for the writer thread
        error = self.session.last_save_error
        self.app.close_session()
        self.app.stack.reset(make_scene("title", self.app))
        if error:
            self.app.toast(_("The last moves could not be saved: {reason}").format(reason=error),
                           10.0, error=True)

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
        self.driver.think()
        if not self.director.busy:
            self.take_incoming()
        if not self.director.busy and self.app.stack.top is self:
            self.step_game(dt)
        # the game moved on without an event or an animation (a bot's answer from its
        # worker thread with animations off, a turn handed over, the last step ended)
        look = (self.views, len(self.session.log), self.viewer, self.director.played,
                self.hl.key(), self.selected, self.show_secret)
        if look != self._look:
            self._look = look
            self.app.invalidate()

    def animating(self) -> bool:
        """Moving by itself: the director's steps (slides, dice, banners, effects) and
        places flashing.  The rest changes on input or when the game moves on (``update``
        asks the app for a new picture then)."""
        return self.director.busy or bool(self.hl.pulse)

    def step_game(self, dt: float) -> None:
        self.driver.step(dt)

    # ------------------------------------------------------------------ drawing
    def layout(self, surface: pygame.Surface | None = None) -> Layout:
        """This table's layout on ``surface`` (the window by default): the areas of the
        board it presents (a Long Night game's compact columns), whatever another table
        -- a replay, a finished game -- drew before."""
        return Layout.for_surface(surface or self.app.screen, self.view)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        lay = self.layout(surface)
        view = self.view
        size = surface.get_size()
        # layer 1, the boards and empty slots: only when the window, the palette or the
        # interface language changes
        bg_key = (size, app.art.pal.name, self.painter.shape_key(view), i18n.current())
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
               self.hl.key(), bg_key, self._me[0] if self._me else None, self.show_secret, msg,
               self.pin.key())
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
        self.input.board.draw(surface)  # the selected survivor's lit targets
        net_status(self, surface, lay)
        self._draw_actions(surface, lay)
        self._draw_overlays(surface, lay)
        if self.app.stack.top is self and self.private() is not None:  # the hand (hand.py)
            self.private_panel.hand.draw_over(surface, self.app, lay)
        self._draw_hover(surface)

    def toast_keep_clear(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """What a toast never covers: the player strip, the private panel and the action
        bar."""
        lay = Layout.for_surface(surface)
        return [area(lay, "players"), area(lay, "private"), area(lay, "actions")]

    def toast_blockers(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """What a toast better leaves uncovered too: the places and the colony (the top
        bar, the crisis and the log are only read)."""
        lay = Layout.for_surface(surface)
        return [p.layout(lay) for p in self.painter.panels
                if p.active(self.view) and p.name not in ("top", "crisis", "log", "players")]

    def hover_spots(self) -> list[Any]:
        """What hovering can show now: the board's tips, then the private panel's (the
        viewer's hand and secret objective, only while that panel shows them)."""
        spots = list(self.hits.tips.values())
        if self.private() is not None:
            spots += list(self.private_panel.tips.values())
        return spots

    def _draw_hover(self, surface: pygame.Surface) -> None:
        """The hovered card or tooltip, or the pinned card (issue 12 items 3 and 5); only
        while the table itself has the input (not under a chooser or a menu)."""
        if self.app.stack.top is not self:
            return
        self.zoom.set_spots(self.hover_spots())
        hand = self.private_panel.hand  # a hand card lifts itself instead (hand.py)
        if self.zoom.pinned is not None or (hand.held is None and hand.hovered() is None):
            self.zoom.draw(surface)

    def _draw_selection_hint(self, surface: pygame.Surface, lay: Layout) -> None:
        self.bar.draw_selection_hint(surface, lay)

    def extra_parts(self, lay: Layout, me: dict[str, Any] | None, msg: str
                    ) -> dict[str, Extra]:
        """The table's own parts of the pieces layer: the private panel."""
        return {"private": self.private_panel.part(lay, me, msg)}

    def _draw_actions(self, surface: pygame.Surface, lay: Layout) -> None:
        self.bar.draw(surface, lay)

    def _draw_overlays(self, surface: pygame.Surface, lay: Layout) -> None:
        self.overlays.draw(surface, lay)

    # ------------------------------------------------------------------ dice trays
    def focus_rects(self) -> list[pygame.Rect]:
        return self.overlays.focus_rects()

    def tray_rect(self, lay: Layout) -> pygame.Rect:
        return self.overlays.tray_rect(lay)

    def group_rects(self, lay: Layout, n: int) -> list[pygame.Rect]:
        return self.overlays.group_rects(lay, n)
