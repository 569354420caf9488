"""The replay viewer (issue 11): a save played back on the table, read-only.

The table is drawn as in a game (``TableScene``), from a :class:`game.session.replay.Replay`
instead of a running game: a timeline at the bottom to scrub by action (click or drag the
bar), buttons and keys to step by action, turn or round, play/pause and a speed.  It shows
the shared table only -- nobody's hand, secret objective or ballot -- until the whole game
is over; then **Reveal everything** (R) shows every hand and secret objective as they were
at that point, and the log with its private parts.  Nothing here changes the file.

Keys: ← → one action · Shift+← → one turn · PgUp/PgDn one round · Home/End · Space
play/pause · + − speed · R reveal (finished games) · Esc back.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.client.core import ui
from game.client.core.scene import make_scene, opener, scene
from game.client.scenes.table.scene import TableScene
from game.client.table.board import Layout, area
from game.client.table.log.gamelog import GameLog
from game.i18n import N_, _
from game.session.gamelike import LocalSeam

if TYPE_CHECKING:
    from game.client.core.app import App
    from game.session.replay import Replay

SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0, 16.0)  # actions per second


@opener("open_replay")
def open_replay(app: App, path: Path) -> bool:
    """Open a save in the replay viewer (on top of what is shown; Esc comes back).  A file
    that cannot be replayed is told in a message."""
    from game.session.replay import Replay

    try:
        replay = Replay.open(path)
    except Exception as exc:  # a damaged file, a missing pack: say so, never crash
        app.stack.push(make_scene("message", app, _("This game cannot be replayed"),
                                  str(exc)))
        return False
    app.stack.push(ReplayScene(app, replay))
    return True


class _ReadOnly(LocalSeam):
    """The session interface the table draws from, over a replay position: it has no
    ``apply`` at all, so nothing can be played or saved from the viewer."""

    def __init__(self, replay: Replay) -> None:
        self.replay = replay
        self.config = replay.config
        self.content = replay.content
        self.names = replay.names
        self.n = len(replay.names)
        self.save_path = None
        self.last_save_error = None
        self.save_failures = 0
        self.listeners: list[Any] = []
        self.state = replay.state_at(0)
        self.events: list[Any] = replay.events_to(0)
        self.log: list[Any] = []

    @property
    def over(self) -> bool:
        return bool(self.state.over)

    def is_bot(self, seat: int) -> bool:
        return bool(self.config.seats[seat].bot)

    def decision(self) -> Any:
        from game.engine import decision

        return decision(self.state)

    def legal(self) -> list[Any]:
        return []

    # the table's seam (game.session.gamelike): nothing comes in, nothing is waited for
    saves_here = False

    def public(self) -> dict[str, Any]:
        from game.engine import public_view

        return public_view(self.state)

    def view(self, seat: int) -> dict[str, Any]:
        return self.public()  # never a seat's private view

    def redacted(self, events: list[Any], viewer: int | None) -> list[Any]:
        from game.engine import redact

        return [redact(e, None) for e in events]

    def can_undo(self) -> bool:
        return False

    def think(self) -> bool:  # nobody plays in a replay
        return False

    def thought(self, wait: bool = False) -> None:
        return None

    def undo_reason(self) -> str:
        return "this is a replay"

    def hash(self) -> str:
        return self.replay.hash_at(len(self.log))


@scene("replay")
class ReplayScene(TableScene):
    name = "replay"

    def __init__(self, app: App, replay: Replay) -> None:
        self.replay = replay
        super().__init__(app, _ReadOnly(replay))
        self.index = 0
        self.playing = False
        self.speed_i = 1
        self.reveal = False
        self._acc = 0.0
        self._drag = False
        self.b_menu.label = N_("Close")
        B = ui.Button
        self.b_round_back = B(N_("◀◀ Round"), partial(self.jump, "round", -1))
        self.b_turn_back = B(N_("◀ Turn"), partial(self.jump, "turn", -1))
        self.b_back = B("◀", partial(self.step, -1))
        self.b_play = B(N_("Play"), self.toggle_play, primary=True)
        self.b_fwd = B("▶", partial(self.step, 1))
        self.b_turn_fwd = B(N_("Turn ▶"), partial(self.jump, "turn", 1))
        self.b_round_fwd = B(N_("Round ▶▶"), partial(self.jump, "round", 1))
        self.b_speed = B("1×", self.faster)
        self.b_reveal = B(N_("Reveal everything"), self.toggle_reveal)
        self.b_reveal.enabled = replay.over
        self.controls = [self.b_round_back, self.b_turn_back, self.b_back, self.b_play,
                         self.b_fwd, self.b_turn_fwd, self.b_round_fwd, self.b_speed,
                         self.b_reveal]
        self.goto(0)

    # ------------------------------------------------------------------ position
    def goto(self, n: int) -> None:
        n = max(0, min(self.replay.length, n))
        self.index = n
        s = self.session
        s.state = self.replay.state_at(n)
        s.events = self.replay.events_to(n)
        s.log = self.replay.actions[:n]
        self.view = s.public()
        self.viewer = None
        self.pview = self.pview_seat = None
        events = s.events if self.reveal else s.redacted(s.events, None)
        self.gamelog = GameLog(self.names, events)
        self.log_scroll = 0
        self._bg_key = self._board_key = None
        if n >= self.replay.length:
            self.playing = False

    def step(self, d: int) -> None:
        self.playing = False
        self.goto(self.index + d)

    def jump(self, unit: str, d: int) -> None:
        """To the start of the next (``d`` = 1) or this/previous (-1) turn or round."""
        self.playing = False
        points = self.replay.turn_starts() if unit == "turn" else self.replay.round_starts()
        if d > 0:
            nxt = [p for p in points if p > self.index]
            self.goto(nxt[0] if nxt else self.replay.length)
        else:
            prev = [p for p in points if p < self.index]
            self.goto(prev[-1] if prev else 0)

    def toggle_play(self) -> None:
        if self.index >= self.replay.length:
            self.goto(0)
        self.playing = not self.playing
        self._acc = 0.0

    def faster(self, d: int = 1) -> None:
        self.speed_i = (self.speed_i + d) % len(SPEEDS)

    def toggle_reveal(self) -> None:
        if not self.replay.over:
            return
        self.reveal = not self.reveal
        self.goto(self.index)

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        if self.playing:
            self._acc += dt * SPEEDS[self.speed_i]
            while self._acc >= 1.0 and self.playing:
                self._acc -= 1.0
                self.goto(self.index + 1)
        self.b_play.label = N_("Pause") if self.playing else N_("Play")
        sp = SPEEDS[self.speed_i]
        self.b_speed.label = f"{sp:g}×"
        self.b_reveal.label = N_("Hide secrets") if self.reveal else N_("Reveal everything")
        self.b_reveal.enabled = self.replay.over
        self.focus.set([*self.controls, self.b_menu])

    def animating(self) -> bool:
        return bool(self.playing)

    def open_pause(self) -> None:  # "Close" / Esc: back to where the replay was opened
        self.close()

    def handle(self, event: Any) -> bool:
        if event.type == pygame.KEYDOWN:
            k, shift = event.key, bool(event.mod & pygame.KMOD_SHIFT)
            if k == pygame.K_ESCAPE:
                self.close()
            elif k == pygame.K_LEFT:
                self.jump("turn", -1) if shift else self.step(-1)
            elif k == pygame.K_RIGHT:
                self.jump("turn", 1) if shift else self.step(1)
            elif k == pygame.K_PAGEUP:
                self.jump("round", -1)
            elif k == pygame.K_PAGEDOWN:
                self.jump("round", 1)
            elif k == pygame.K_HOME:
                self.step(-self.index)
            elif k == pygame.K_END:
                self.step(self.replay.length - self.index)
            elif k == pygame.K_SPACE:
                self.toggle_play()
            elif k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self.faster(1)
            elif k in (pygame.K_MINUS, pygame.K_KP_MINUS):
                self.faster(-1)
            elif k == pygame.K_r:
                self.toggle_reveal()
            elif k == pygame.K_l:
                self.app.stack.push(make_scene("log", self.app, self))
            else:
                return self.focus.handle(event)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            bar = self.bar_rect(self.layout())
            if bar.inflate(0, 12).collidepoint(event.pos):
                self._drag = True
                self.seek(event.pos[0], bar)
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._drag = False
        if event.type == pygame.MOUSEMOTION and self._drag:
            self.seek(event.pos[0], self.bar_rect(self.layout()))
            return True
        if event.type == pygame.MOUSEWHEEL:
            return self._log_input(event)
        return self.focus.handle(event)

    def seek(self, x: int, bar: pygame.Rect) -> None:
        self.playing = False
        frac = (x - bar.x) / max(1, bar.width)
        self.goto(round(max(0.0, min(1.0, frac)) * self.replay.length))

    # ------------------------------------------------------------------ drawing
    def bar_rect(self, lay: Layout) -> pygame.Rect:
        return lay.r(860, 700, 404, 10)

    def _draw_actions(self, surface: pygame.Surface, lay: Layout) -> None:
        app = self.app
        pal = app.art.pal
        self.b_menu.rect = lay.r(1204, 6, 70, 28)
        widths = (96, 78, 40, 74, 40, 78, 96, 52, 160)
        x = 8.0
        for b, w in zip(self.controls, widths, strict=True):
            b.rect = lay.r(x, 680, w, 34)
            b.font_size = 13
            x += w + 6
        self.focus.draw(surface, app)
        bar = self.bar_rect(lay)
        pygame.draw.rect(surface, pal.bg2, bar, border_radius=lay.s(5))
        n, total = self.index, max(1, self.replay.length)
        for p in self.replay.round_starts()[1:]:  # a tick at every new round
            tx = bar.x + bar.width * p // total
            pygame.draw.line(surface, pal.text_dim, (tx, bar.y - lay.s(3)),
                             (tx, bar.bottom + lay.s(3)), 1)
        done = bar.copy()
        done.width = bar.width * n // total
        pygame.draw.rect(surface, pal.highlight, done, border_radius=lay.s(5))
        knob = (bar.x + done.width, bar.centery)
        pygame.draw.circle(surface, pal.text, knob, lay.s(7))
        m = self.replay.marks[n]
        parts = [_("REPLAY · action {n} of {total} · round {round}").format(
            n=n, total=self.replay.length, round=m.round)]
        if m.phase == "turns" and 0 <= m.active < len(self.replay.names):
            parts.append(_("{player}'s turn").format(player=self.replay.names[m.active]))
        elif m.phase == "colony":
            parts.append(_("colony phase"))
        if self.reveal:
            parts.append(_("secrets shown"))
        label = " · ".join(parts)
        x, y = lay.p(860, 688)
        self.painter.t2(surface, label, pygame.Rect(x, y - lay.s(20), lay.s(404), lay.s(27)),
                        11, pal.highlight, lay)

    def extra_parts(self, lay: Layout, me: dict[str, Any] | None, msg: str
                    ) -> dict[str, Any]:
        """The private panel's place shows the replay's panel (``_draw_private``)."""
        return {"private": (area(lay, "private"), (self.reveal, self.index),
                            partial(self._draw_private, lay=lay))}

    def _draw_private(self, surface: pygame.Surface, lay: Layout) -> None:
        """The shared table shows no private panel; with Reveal, every player's hand and
        secret objective as they were at this point."""
        app = self.app
        pal = app.art.pal
        rect = area(lay, "private")
        pygame.draw.rect(surface, pal.bg2, rect, border_radius=lay.s(8))
        if not self.reveal:
            msg = (_("Replay — the shared table: nobody's hand or secret is shown. R: reveal "
                     "everything (the game is over).") if self.replay.over else
                   _("Replay — the shared table: nobody's hand or secret is shown. Secrets can "
                     "be revealed once the game is over."))
            ui.block(surface, self.app, msg, rect.inflate(-lay.s(20), -lay.s(8)),
                     12 * lay.k / self.app.scale, pal.text_dim, lines=3, align="centre")
            return
        s = self.session.state
        y = rect.y + lay.s(6)
        row = max(lay.s(14), (rect.height - lay.s(12)) // max(1, len(s.players)))
        for p in s.players:
            secret = self.names.objective(p.secret) if p.secret else "—"
            hand = ", ".join(self.names.item(u) for u in p.hand) or _("no cards")
            line = _("{player} — secret objective: {secret} · hand: {hand}").format(
                player=p.name, secret=secret, hand=hand)
            self.painter.t2(surface, line, pygame.Rect(rect.x + lay.s(10), y,
                                                       rect.width - lay.s(20), row),
                            11, pal.text, lay)
            y += row

    def _refresh_widgets(self) -> None:  # no turn buttons in a replay
        pass

    def step_game(self, dt: float) -> None:  # nobody plays in a replay
        pass
