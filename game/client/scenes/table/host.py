"""The table as the turn driver's host (:class:`game.client.table.driver.TurnDriver`): how
long a bot waits, a turn shown, a hand-off, a prompt, the game over screen.  A part of
:class:`~game.client.scenes.table.scene.TableScene` (split out of scene.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.client.core.scene import make_scene
from game.client.table.decisions import handoff_reason

if TYPE_CHECKING:
    from game.client.core.app import App
    from game.client.core.ui import FocusGroup
    from game.client.table.driver import TurnDriver
    from game.client.table.layout import Highlights
    from game.client.table.log.describe import Names


class TurnHost:
    app: App
    session: Any
    driver: TurnDriver
    names: Names
    hl: Highlights
    focus: FocusGroup
    viewer: int | None
    auto_handoff: bool
    show_secret: bool
    selected: str | None
    _focus_turn: tuple | None

    def _refresh_widgets(self) -> None:
        raise NotImplementedError

    def open_pause(self) -> None:
        raise NotImplementedError

    @property
    def headless(self) -> bool:
        return bool(self.app.headless)

    def toast(self, text: str, seconds: float = 4.0, error: bool = False) -> None:
        self.app.toast(text, seconds, error=error)

    def bot_pause(self) -> float:
        return float(self.app.settings.bot_pause / max(0.25, self.app.anim_speed or 4.0))

    def show_turn(self) -> None:
        # a turn just begun (or handed back) focuses nothing: the Enter that passed the
        # hand-off screen, pressed once more, must not act (issue 20 item 12)
        turn = (self.viewer, getattr(getattr(self.session, "state", None), "turn_no", None))
        if turn != self._focus_turn:
            self._focus_turn = turn
            self.focus.clear()
        self._refresh_widgets()

    def show_game_over(self) -> None:
        self.app.stack.push(make_scene("gameover", self.app, self))

    def request_handoff(self, seat: int, d: dict[str, Any]) -> None:
        self.viewer = None
        self.driver.resume_seat = None
        self.show_secret = False
        self.selected = None
        self.hl.selected = None
        self.app.toasts.clear()  # nothing of the previous player stays on screen
        self._focus_turn = None
        reason = handoff_reason(d, self.names.content)

        def ready() -> None:
            self.viewer = seat

        self.app.stack.push(
            make_scene(
                "handoff",
                self.app,
                self.session.names[seat],
                seat,
                ready,
                reason=reason,
                auto=self.auto_handoff,
                on_escape=self.open_pause,
            )
        )

    def open_prompt(self, d: dict[str, Any]) -> None:
        if d["kind"] == "draft":
            self.app.stack.push(make_scene("draft", self.app, self))
        else:
            self.app.stack.push(make_scene("prompt", self.app, self, d))
