"""The turn driver: who acts next at the table, apart from drawing.

Each frame the table is idle (no animation playing, nothing on top of it) it calls
:meth:`TurnDriver.step`.  The driver looks at the session's pending decision: a bot seat
acts after the thinking pause (its choice is thought out in the session's worker thread;
``None`` from :meth:`bot_choice` means "still thinking", the frames go on); a human seat
gets an opaque hand-off first whenever another human looked last (with a single human at
the table nobody needs hiding from), then their turn or a prompt.  It follows who is
viewing (``viewer``: whose private panel may show) and reports failed autosaves.

It draws nothing and opens nothing itself: what it decides goes to its *host* (the table
scene; a test passes a plain object), so it runs without a window:

- ``host.submit(action) -> bool``: apply an action (and present its events);
- ``host.show_turn()``: the viewer's own turn (the action bar);
- ``host.open_prompt(decision)``: any other decision (a prompt, the draft);
- ``host.request_handoff(seat, decision)``: hide the screen until ``seat`` is ready (then
  ``driver.viewer = seat``);
- ``host.show_game_over()``: the game ended;
- ``host.bot_pause() -> float``: seconds a bot waits before acting;
- ``host.headless`` and ``host.toast(text, seconds, error)``: a bot failure raises when
  headless, else it is told and a random legal action keeps the game going.
"""

from __future__ import annotations

from typing import Any, Protocol

from game.client.table.decisions import public_decision
from game.i18n import _

__all__ = ["DriverHost", "TurnDriver"]


class DriverHost(Protocol):
    @property
    def headless(self) -> bool: ...

    def submit(self, action: Any) -> bool: ...

    def show_turn(self) -> None: ...

    def open_prompt(self, d: dict[str, Any]) -> None: ...

    def request_handoff(self, seat: int, d: dict[str, Any]) -> None: ...

    def show_game_over(self) -> None: ...

    def bot_pause(self) -> float: ...

    def toast(self, text: str, seconds: float = ..., error: bool = ...) -> None: ...


class TurnDriver:
    def __init__(self, session: Any, host: DriverHost, auto_handoff: bool = False) -> None:
        self.session = session
        self.host = host
        self.viewer: int | None = None  # the seat whose private panel may show
        self.resume_seat: int | None = None  # who had the screen before bots acted
        self.auto_handoff = auto_handoff  # smoke/tests: hand-offs continue by themselves
        self.fast = False  # no pauses; a bot's choice is waited for (smoke run, tests)
        self.bot_wait = 0.0
        self.game_over_shown = False
        # the human seats decided at this computer (a remote game: its own seat only)
        self.humans = [i for i in range(session.n)
                       if not session.is_bot(i) and session.plays_here(i)]
        self._save_failures_seen = session.save_failures

    def think(self) -> None:
        """Every frame: a bot to move starts choosing now, while the last action is still
        being shown (in the session's worker thread, on a copy of the state)."""
        if not self.session.over:
            self.session.think()

    def check_saves(self) -> str | None:
        """The error of an autosave write that failed since the last call (the writer
        thread reports it a frame or two after the action; every failed write counts)."""
        failures = self.session.save_failures
        if failures > self._save_failures_seen:
            self._save_failures_seen = failures
            return _("Autosave failed: {reason}").format(reason=self.session.last_save_error)
        return None

    def step(self, dt: float) -> None:
        """Move the game on by one decision when it is somebody's to take (see the module
        docstring)."""
        s = self.session
        if s.over:
            if not self.game_over_shown:
                self.game_over_shown = True
                self.viewer = None
                self.host.show_game_over()
            return
        d = s.decision()
        if d is None:
            return
        seat = int(d["player"])
        if not s.plays_here(seat):
            # another computer decides (a remote game): the table shows what comes in;
            # this computer's only seat keeps its panel meanwhile
            if len(self.humans) == 1:
                if self.viewer is None:
                    self.viewer = self.humans[0]
            elif self.viewer is not None:  # several humans here: hidden, as for a bot
                self.resume_seat = self.viewer
                self.viewer = None
            return
        if s.is_bot(seat):
            if self.viewer is not None and len(self.humans) > 1:
                self.resume_seat = self.viewer  # no other human saw the screen since
                self.viewer = None  # nobody's private panel while bots play
            self.bot_wait += dt
            pause = 0.0 if self.fast else self.host.bot_pause()
            if self.bot_wait >= pause:
                choice = self.bot_choice(seat)
                if choice is None:
                    return  # still thinking: the frames go on meanwhile
                self.bot_wait = 0.0
                self.host.submit(choice)
            return
        if self.viewer != seat:
            if len(self.humans) <= 1 and self.viewer is None and not self.auto_handoff:
                self.viewer = seat  # alone with bots: nothing to hide from anyone
            elif self.viewer is None and self.resume_seat == seat:
                self.viewer = seat  # only bots acted since this player had the screen
            elif public_decision(d, s.content):
                self.viewer = self.resume_seat = None  # everyone may watch: no hand-off
                self.host.open_prompt(d)
                return
            else:
                self.viewer = self.resume_seat = None
                self.host.request_handoff(seat, d)
                return
        if d["kind"] == "turn":
            self.host.show_turn()
            return
        self.host.open_prompt(d)

    def bot_choice(self, seat: int) -> Any | None:
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
            if self.host.headless:
                raise
            import traceback

            from game.bots import RandomBot

            traceback.print_exc()
            self.host.toast(_("The bot of {player} failed ({error}); it plays a random legal "
                              "action instead.").format(player=s.names[seat],
                                                        error=f"{type(exc).__name__}: {exc}"),
                            10.0, True)
            return RandomBot(f"fallback:{len(s.log)}").choose(s.legal(), s.view(seat))
