"""Title screen: New game, Continue, Load, Settings, Rules, Quit (keyboard and mouse)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.client.art.title import title_backdrop
from game.client.core import ui
from game.client.core.scene import make_scene, open_by_name, scene
from game.client.scenes.base import AppScene, SnowField, winter_backdrop
from game.i18n import N_, _

if TYPE_CHECKING:
    from game.client.core.app import App


@scene("title")
class TitleScene(AppScene):
    name = "title"
    max_ui_scale = 1.0  # the interface scale its layout holds (Settings)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.snow = SnowField()
        self.frames = 0  # pictures drawn (the art comes with the second)
        self.b_new = ui.Button(N_("New game"), self.new_game, hotkey=pygame.K_n, primary=True)
        self.b_learn = ui.Button(N_("Learn to play"), self.learn, hotkey=pygame.K_t,
                                 tooltip=N_("A guided first game against two bots"))
        self.b_continue = ui.Button(N_("Continue"), self.continue_game, hotkey=pygame.K_c)
        self.b_load = ui.Button(N_("Load"), self.load_game, hotkey=pygame.K_l)
        self.b_join = ui.Button(N_("Join a game"), self.join_game, hotkey=pygame.K_j,
                                tooltip=N_("Play a game hosted on another computer"))
        self.b_settings = ui.Button(N_("Settings"), self.open_settings, hotkey=pygame.K_s)
        self.b_rules = ui.Button(N_("Rules"), self.open_rules, hotkey=pygame.K_r)
        self.b_quit = ui.Button(N_("Quit"), self.app.quit, hotkey=pygame.K_q)
        # Continue / Load are enabled by refresh() when the scene is entered (the saves
        # folder is read then, once)
        self.b_continue.enabled = self.b_load.enabled = False
        self.focus.set([self.b_new, self.b_learn, self.b_continue, self.b_load, self.b_join,
                        self.b_settings, self.b_rules, self.b_quit])

    def refresh(self) -> None:
        """Read the saves folder once: Continue needs a game that is not over, Load any
        readable save."""
        from game.session import store

        infos = store.save_infos()
        self.b_continue.enabled = store.latest_of(infos) is not None
        self.b_load.enabled = any(not i.error for i in infos)
        self.focus.set(self.focus.widgets)

    def enter(self) -> None:
        self.refresh()

    def resume(self) -> None:
        self.refresh()

    # actions -------------------------------------------------------------------
    def new_game(self) -> None:
        self.app.stack.push(make_scene("newgame", self.app))

    def learn(self) -> None:
        """The guided first game (registered by game.client.tutorial)."""
        open_by_name("learn_to_play", self.app)

    def continue_game(self) -> None:
        """Open the newest game that can be continued (``store.continue_order``): a newer
        save that is refused is skipped, and the player told which and why; when none can
        be opened, the newest one's problem is shown, as Load shows it."""
        from game.session import store

        refused: list[tuple[Path, str, str]] = []  # (save, title, message)
        for path in store.continue_order(store.save_infos()):
            asked = len(refused)
            if open_by_name("open_save", self.app, path, refused=refused):
                break
            if len(refused) == asked:
                return  # not refused: a question was asked (a game under older rules)
        else:
            if refused:
                self.app.stack.push(make_scene("message", self.app, refused[0][1],
                                               refused[0][2]))
            return
        if refused:
            problem = refused[0][2].rstrip()
            problem += "" if problem.endswith((".", "!", "?")) else "."
            self.app.stack.push(make_scene(
                "message", self.app, _("A newer save was skipped"),
                _("{problem} Continue opened the newest game that can be played instead."
                  ).format(problem=problem)))

    def load_game(self) -> None:
        self.app.stack.push(make_scene("load", self.app))

    def join_game(self) -> None:
        self.app.stack.push(make_scene("join", self.app))

    def open_settings(self) -> None:
        self.app.stack.push(make_scene("settings", self.app))

    def open_rules(self) -> None:
        self.app.stack.push(make_scene("rules", self.app))

    # frame ---------------------------------------------------------------------
    def handle(self, event: Any) -> bool:
        self.snow.stir()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ask_quit()  # Esc on the title asks first (issue 12 item 6)
            return True
        return self.focus.handle(event)

    def ask_quit(self) -> None:
        self.app.stack.push(make_scene("confirm", self.app, N_("Quit Winter Colony?"),
                                       N_("Your games are saved as you play; Continue on "
                                          "the title picks up the latest one."),
                                       self.app.quit, yes=N_("Quit"), no=N_("Stay")))

    def update(self, dt: float) -> None:
        self.snow.update(dt)

    def animating(self) -> bool:
        return self.snow.moving or self.frames < 2

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        pal = app.art.pal
        w, h = surface.get_size()
        # the colony's art (docs/ART.md) from the second frame on: the first frame comes as
        # fast as it did before the title had art (a cold start is measured to it)
        backdrop = winter_backdrop((w, h))
        surface.blit(title_backdrop(backdrop) if self.frames else backdrop, (0, 0))
        self.frames += 1
        tx = int(w * 0.62)
        self.snow.draw(surface)
        ui.text(surface, app, "WINTER COLONY", (tx + app.px(3), int(h * 0.13) + app.px(3)), 64,
                (0, 0, 0), bold=True, anchor="midtop")
        ui.text(surface, app, "WINTER COLONY", (tx, int(h * 0.13)), 64, pal.snow, bold=True,
                anchor="midtop")
        ui.text(surface, app, _("survive the winter · keep your secret · trust no one"),
                (tx, int(h * 0.13) + app.px(84)), 19, pal.text_dim, anchor="midtop",
                max_w=min(w - tx, tx) * 2 - app.px(20))
        n = len(self.focus.widgets)
        bw, gap = app.px(340), app.px(12)
        room = h / app.scale * 0.66 - 40  # design units: the buttons end above the key hint
        bh = app.px(max(34, min(52, int((room - (n - 1) * 12) / n))))
        col = pygame.Rect(tx - bw // 2, int(h * 0.34), bw, 0)
        for b, r in zip(self.focus.widgets, ui.column(col, len(self.focus.widgets), bh, gap),
                        strict=True):
            b.rect = r
        self.focus.draw(surface, app)
        hint = _("↑↓ choose · Enter select · F1 rules · F11 full screen")
        ui.text(surface, app, hint, (tx, h - app.px(18)), 14, (40, 50, 64), anchor="midbottom",
                max_w=min(w - tx, tx) * 2 - app.px(20))
        try:
            from game.version import __version__ as ver
        except ImportError:  # pragma: no cover
            ver = ""
        if ver:
            ui.text(surface, app, f"v{ver}", (app.px(10), h - app.px(8)), 13, (70, 80, 96),
                    anchor="bottomleft")
        # the icons' licence asks for their authors' credit (assets/art/icons/ATTRIBUTION)
        ui.text(surface, app, _("Icons: game-icons.net (Lorc, Delapouite and others), "
                                "CC BY 3.0"), (app.px(10), app.px(8)), 11, (96, 108, 126),
                max_w=int(w * 0.5))
