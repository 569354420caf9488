"""Join a game (issue 23): the host's address and the seat's code -- or one pasted invite
``ws://ADDRESS:PORT#CODE`` -- then the table of that seat.

Connecting runs in a thread (a host that does not answer must not freeze the window); the
scene polls it and opens the table with the :class:`~game.net.remote.RemoteGame`, which the
table plays like a local game (``game.session.gamelike``).
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any, cast

import pygame

from game.client.core import ui
from game.client.core.scene import make_scene, scene
from game.client.scenes.base import AppScene
from game.i18n import N_, _
from game.i18n.render import render

if TYPE_CHECKING:
    from game.client.core.app import App
    from game.client.scenes.table.scene import TableScene


def clipboard_text() -> str:
    """The clipboard's text ('' when there is none or no clipboard)."""
    try:
        got = pygame.scrap.get_text()  # pygame-ce: works without scrap.init()
    except Exception:
        return ""
    return got if isinstance(got, str) else ""


def open_remote(app: App, game: Any) -> Any:
    """Open the table of a joined remote game (the title's Join, New game's Host)."""
    from game.client.scenes.table.opening import table_opened

    app.close_session()
    app.session = game
    table = app.stack.reset(make_scene("table", app, game))
    table_opened(app, cast("TableScene", table), "resumed")
    return table


@scene("join")
class JoinScene(AppScene):
    transparent = True
    name = "join"

    def __init__(self, app: App, address: str = "", code: str = "") -> None:
        super().__init__(app)
        self.address = ui.TextField(
            N_("Address"), address, max_len=120, placeholder=N_("192.168.1.20:8765 or an invite")
        )
        self.code = ui.TextField(
            N_("Code"),
            code,
            max_len=64,
            allowed=lambda ch: ch.isalnum() or ch in "-_",
            placeholder=N_("the code the host gave you"),
        )
        self.b_join = ui.Button(N_("Join"), self.join, primary=True)
        self.b_cancel = ui.Button(N_("Cancel"), self.close)
        self.cancelled = False  # closed while connecting
        self.focus.set([self.address, self.code, self.b_join, self.b_cancel])
        self.error = ""
        self.busy: threading.Thread | None = None
        self._result: tuple[Any, Any] | None = None  # (game, error reason)

    # ------------------------------------------------------------------ joining
    def target(self) -> tuple[str, str]:
        """(url, code) from the fields; an invite in the address field holds both."""
        from game.net.remote import normal_url, parse_invite

        addr = self.address.value.strip()
        if "#" in addr:
            return parse_invite(addr)
        return normal_url(addr), self.code.value.strip()

    def join(self) -> None:
        from game.net.remote import JoinError

        if self.busy is not None:
            return
        try:
            url, code = self.target()
        except JoinError as exc:
            self.error = render(exc.reason)
            return
        if not code:
            self.error = _("Type the code the host gave you for your seat.")
            return
        self.error = ""
        self._result = None
        self.busy = threading.Thread(
            target=self._connect, args=(url, code), daemon=True, name="join"
        )
        self.busy.start()

    def _connect(self, url: str, code: str) -> None:
        from game.net.remote import JoinError, RemoteGame

        try:
            game = RemoteGame(url, code)
            if self.cancelled:  # the player gave up waiting: nobody plays it
                game.close()
                return
            self._result = (game, None)
        except JoinError as exc:
            self._result = (None, exc.reason)
        except Exception as exc:  # never crash the window over a network problem
            self._result = (None, f"{type(exc).__name__}: {exc}")

    def close(self) -> None:
        self.cancelled = True
        super().close()

    def update(self, dt: float) -> None:
        if self.busy is None or self.busy.is_alive():
            return
        self.busy = None
        game, reason = self._result or (None, "?")
        if game is None:
            self.error = _("Could not join: {reason}").format(reason=render(reason))
            self.app.invalidate()
            return
        open_remote(self.app, game)

    def animating(self) -> bool:
        return self.busy is not None

    # ------------------------------------------------------------------ frame
    def handle(self, event: Any) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_v
            and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        ):
            field = self.focus.focused
            if isinstance(field, ui.TextField):
                field.textinput(clipboard_text().strip())
            return True
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and self.focus.focused in (self.address, self.code)
        ):
            if self.focus.focused is self.address and "#" not in self.address.value:
                self.focus.focus = 1  # on to the code
            else:
                self.join()
            return True
        self.focus.handle(event)
        return True  # modal

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        pal = app.art.pal
        ui.dim(surface, 150)
        w, h = surface.get_size()
        box = pygame.Rect(0, 0, app.px(640), app.px(360))
        box.center = (w // 2, h // 2)
        ui.panel(surface, app, box)
        ui.text(
            surface,
            app,
            _("Join a game"),
            (box.centerx, box.y + app.px(20)),
            26,
            bold=True,
            anchor="midtop",
        )
        x, fw = box.x + app.px(30), box.width - app.px(60)
        self.address.rect = pygame.Rect(x, box.y + app.px(72), fw, app.px(48))
        self.code.rect = pygame.Rect(x, box.y + app.px(132), fw, app.px(48))
        if self.busy is not None:
            note, colour = _("Connecting…"), pal.highlight
        elif self.error:
            note, colour = self.error, pal.bad
        else:
            note = _(
                "Ask the host for the address and your seat's code, or paste the "
                "invite (Ctrl+V) · Enter joins · Esc cancels"
            )
            colour = pal.text_dim
        ui.paragraph(
            surface, app, note, pygame.Rect(x, box.y + app.px(192), fw, app.px(66)), 14, colour
        )
        bw, bh = app.px(200), app.px(50)
        self.b_join.rect = pygame.Rect(
            box.centerx - bw - app.px(12), box.bottom - bh - app.px(22), bw, bh
        )
        self.b_cancel.rect = pygame.Rect(
            box.centerx + app.px(12), box.bottom - bh - app.px(22), bw, bh
        )
        self.focus.draw(surface, app)
