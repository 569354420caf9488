"""Host a game from New game (issue 23): seats are a human here, humans elsewhere and bots.

This computer is the host: its table plays a :class:`~game.net.localhost.HostedSession`
-- a local game (engine, bots, autosave, hand-offs between the humans here) whose remote
seats join over WebSockets (port 8765, or any free port when that one is taken; the server
runs on its own thread and hands what arrives to the table's thread).  The host panel (:class:`HostPanelScene`,
shown when the game starts and from the pause menu) lists each remote seat's invite
``ws://ADDRESS:PORT#CODE`` (copied with one click), whether it is connected, and hands a
seat to a bot and back.  Closing the table closes the host.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any, cast

import pygame

from game.client.core import ui
from game.client.core.scene import make_scene, opener, scene
from game.client.scenes.base import AppScene
from game.i18n import N_, _
from game.net.codes import SPECTATOR

if TYPE_CHECKING:
    from game.client.core.app import App
    from game.client.scenes.table.scene import TableScene

PORT = 8765


@dataclass
class Hosting:
    """A game this computer hosts: the session (its table's game), the hosted game, the
    codes, where it listens.  The hosted game lives on this thread: the panel asks it
    directly."""

    session: Any
    game: Any
    codes: dict[int, str]
    address: str
    port: int

    @property
    def url(self) -> str:
        return f"ws://{self.address}:{self.port}"

    def invite(self, seat: int) -> str | None:
        """The seat's invite; None for a game hosted again (only the codes' hashes were
        kept: each player rejoins with the invite they had)."""
        code = self.codes.get(seat)
        return None if code is None else f"{self.url}#{code}"

    def seats(self) -> list[dict[str, Any]]:
        return list(self.game.seats())

    def set_bot(self, seat: int, on: bool) -> None:
        self.game.set_bot(seat, on)

    def stop(self) -> None:
        self.session.close()


def start_hosting(
    config: Any, content: Any, remote: set[int], bot_pause: float = 0.0, port: int = PORT
) -> tuple[Hosting, Any]:
    """Host ``config`` (``remote``: the human seats played elsewhere): (the hosting, the
    session the table plays -- with hand-offs between the humans here).  Raises
    ``ValueError`` with a reason when no port is free."""
    from game.net.codes import SeatCodes
    from game.net.localhost import HostedSession

    session = HostedSession(config, content, autosave=True, background_saves=True)
    codes_, plain = SeatCodes.create(sorted(remote))
    try:
        return _serve(session, codes_, set(remote), plain, port), session
    except ValueError:
        session.close()
        raise


def host_again(session: Any, port: int = PORT) -> Hosting:
    """Serve a saved game that was hosted (its side file ``<save>.seats`` holds the codes'
    hashes) again, on the port it had: the players elsewhere rejoin with the invites they
    had; the seats without a code stay at this computer.  ``session``: a
    :class:`~game.net.localhost.HostedSession` opened from the save.  Raises ``ValueError``
    with a reason (a side file that is not ours, no free port)."""
    from game.net.codes import SeatCodes, side_path

    assert session.save_path is not None
    codes_ = SeatCodes.load(side_path(session.save_path))
    humans = {i for i, s in enumerate(session.config.seats) if not s.bot}
    remote = {i for i in humans if i in codes_.hashes}
    return _serve(session, codes_, remote, {}, codes_.port or port)


def _serve(session: Any, codes_: Any, remote: set[int], plain: dict[int, str],
           port: int) -> Hosting:
    """Listen (``port``, else any free one) and serve ``session``'s ``remote`` seats; the
    codes' hashes and the port go to the side file beside the autosave."""
    import queue

    from game.net.cli import lan_address
    from game.net.codes import side_path
    from game.net.host import HostedGame, Hub, Limits
    from game.net.server import Server, ServerThread

    game = HostedGame(session, codes_, remote)
    relay: queue.Queue[Any] = queue.Queue()
    hub = Hub(Limits())
    hub.add(game)
    thread = None
    for p in (port, 0):
        server = Server(hub, "0.0.0.0", p, relay=relay)
        try:
            thread = ServerThread(server).start()
            break
        except OSError:
            continue
    if thread is None:
        raise ValueError(_("No network port is free for the host."))
    codes_.port = server.port
    assert session.save_path is not None
    codes_.save(side_path(session.save_path))
    session.serve(game, hub, relay, thread)
    hosting = Hosting(session, game, plain, lan_address(), server.port)
    session.hosting = hosting
    return hosting


def host_again_opened(app: App, session: Any) -> None:
    """A saved hosted game is open on the table: "Host again" serves it and shows the
    host panel; a reason in a message when it cannot (the game goes on at this table)."""
    try:
        hosting = host_again(session)
    except ValueError as exc:
        app.stack.push(make_scene("message", app, _("The game cannot be hosted"), str(exc)))
        return
    app.stack.push(make_scene("hostpanel", app, hosting))


@opener("host_game")
def host_game(app: App, config: Any, content: Any, remote: set[int]) -> str | None:
    """New game's "Host": start hosting, open this seat's table and the host panel; a
    reason (shown by New game) when it cannot."""
    from game.client.scenes.table.opening import table_opened

    try:
        hosting, session = start_hosting(config, content, remote)
    except ValueError as exc:
        return str(exc)
    except Exception as exc:
        return _("The game cannot be hosted: {reason}").format(reason=exc)
    session.bot_budget = app.settings.hard_bot_time
    app.close_session()
    app.session = session
    table = app.stack.reset(make_scene("table", app, session))
    table_opened(app, cast("TableScene", table), "new")
    app.stack.push(make_scene("hostpanel", app, hosting))
    return None


@scene("hostpanel")
class HostPanelScene(AppScene):
    """The hosted game's seats: invites, who is connected, a seat handed to a bot."""

    transparent = True
    name = "hostpanel"

    def __init__(self, app: App, hosting: Hosting) -> None:
        super().__init__(app)
        self.hosting = hosting
        self.rows: list[tuple[int, ui.Button, ui.Button | None]] = []
        for s in hosting.seats():
            if not s["remote"]:
                continue
            seat = int(s["seat"])
            copy = ui.Button(N_("Copy invite"), partial(self.copy, seat))
            bot = ui.Button(N_("Bot plays it"), partial(self.toggle_bot, seat))
            self.rows.append((seat, copy, bot))
        # anyone may watch the shared table with the spectators' invite
        self.rows.append(
            (SPECTATOR, ui.Button(N_("Copy invite"), partial(self.copy, SPECTATOR)), None)
        )
        self.b_close = ui.Button(N_("Close"), self.close, primary=True)
        self.focus.set(
            [*(w for _s, c, b in self.rows for w in (c, b) if w is not None), self.b_close]
        )
        self._seats: list[dict[str, Any]] = []
        self._age = 1.0

    def copy(self, seat: int) -> None:
        invite = self.hosting.invite(seat)
        if invite is None:  # hosted again: only the players have their codes
            self.app.toast(_("Hosted again: each player rejoins with the invite they had"))
            return
        try:
            pygame.scrap.put_text(invite)
            if seat == SPECTATOR:
                self.app.toast(_("Spectators' invite copied"))
            else:
                self.app.toast(
                    _("Invite copied: send it to {player}").format(
                        player=self.app.session.names[seat]
                    )
                )
        except Exception:
            self.app.toast(_("No clipboard here: read the invite out to the player"), error=True)

    def toggle_bot(self, seat: int) -> None:
        info = next((s for s in self.hosting.seats() if s["seat"] == seat), None)
        self.hosting.set_bot(seat, not (info and info["by_bot"]))
        self._seats = self.hosting.seats()
        self.app.invalidate()

    def update(self, dt: float) -> None:
        self._age += dt
        if self._age >= 0.5:  # who is connected, twice a second
            self._age = 0.0
            seats = self.hosting.seats()
            if seats != self._seats:
                self._seats = seats
                self.app.invalidate()
        for seat, _copy, bot in self.rows:
            if bot is None:
                continue
            info = next((s for s in self._seats if s["seat"] == seat), None)
            bot.label = N_("Give it back") if info and info["by_bot"] else N_("Bot plays it")

    def redraw_in(self) -> float | None:
        return 0.5

    def handle(self, event: Any) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        self.focus.handle(event)
        return True  # modal

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        pal = app.art.pal
        ui.dim(surface, 160)
        w, h = surface.get_size()
        rh = app.px(64)
        box = pygame.Rect(
            0, 0, min(w - app.px(40), app.px(980)), app.px(210) + rh * max(1, len(self.rows))
        )
        box.center = (w // 2, h // 2)
        ui.panel(surface, app, box)
        inner = box.inflate(-app.px(48), -app.px(40))
        ui.text(
            surface,
            app,
            _("Hosting on {address}").format(address=self.hosting.url),
            (box.centerx, box.y + app.px(20)),
            24,
            bold=True,
            anchor="midtop",
            max_w=inner.width,
        )
        ui.paragraph(
            surface,
            app,
            _(
                "Players on this network choose Join a game on the title and paste their invite. "
                "Over the internet, forward TCP port {port} of your router to this computer and "
                "give them your public address instead."
            ).format(port=self.hosting.port),
            pygame.Rect(inner.x, box.y + app.px(62), inner.width, app.px(44)),
            13,
            pal.text_dim,
        )
        y = box.y + app.px(118)
        states = {s["seat"]: s for s in self._seats}
        bw = app.px(170)
        for seat, copy, bot in self.rows:
            info = states.get(seat, {})
            if seat == SPECTATOR:
                name = _("Spectators")
            else:
                name = app.session.names[seat] if app.session else str(seat + 1)
            if seat == SPECTATOR:
                status, colour = _("the shared table only"), pal.text_dim
            elif info.get("by_bot"):
                status, colour = _("a bot plays for now"), pal.highlight
            elif info.get("connected"):
                status, colour = _("connected"), pal.good
            else:
                status, colour = _("waiting to join"), pal.text_dim
            ui.text(surface, app, name, (inner.x, y + app.px(4)), 17, bold=True, max_w=app.px(200))
            ui.text(surface, app, status, (inner.x, y + app.px(30)), 13, colour, max_w=app.px(200))
            text_w = inner.width - app.px(220) - 2 * bw - app.px(24)
            invite = self.hosting.invite(seat)
            ui.text(
                surface,
                app,
                invite if invite is not None else _("the invite they had"),
                (inner.x + app.px(220), y + app.px(18)),
                14,
                pal.text if invite is not None else pal.text_dim,
                max_w=text_w,
            )
            copy.rect = pygame.Rect(inner.right - 2 * bw - app.px(12), y, bw, app.px(46))
            if bot is not None:
                bot.rect = pygame.Rect(inner.right - bw, y, bw, app.px(46))
            y += rh
        self.b_close.rect = pygame.Rect(
            box.centerx - app.px(110), box.bottom - app.px(72), app.px(220), app.px(50)
        )
        self.focus.draw(surface, app)
