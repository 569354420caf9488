"""The opaque hand-off screen: names the next player and waits for them.

Pass-and-play privacy: this scene is *not* transparent, so nothing of the table (let alone
another player's hand) is drawn behind it.  It shows only the next player's name and mark
and why the screen is being passed.  Clicks during the first moments are ignored so a
double click by the previous player cannot pass it by accident.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.client.core import ui
from game.client.core.scene import scene
from game.client.scenes.base import AppScene, SnowField, menu_backdrop
from game.i18n import _
from game.i18n.render import render

if TYPE_CHECKING:
    from game.client.core.app import App

GUARD_SECONDS = 0.45


@scene("handoff")
class HandOffScene(AppScene):
    transparent = False
    name = "handoff"

    def __init__(self, app: App, player: str, seat: int, on_ready: Callable[[], None],
                 reason: str = "", auto: bool = False,
                 on_escape: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.player = player
        self.seat = seat
        self.reason = reason
        self.on_ready = on_ready
        self.on_escape = on_escape
        self.age = 0.0
        self.auto = auto  # used by bots / the smoke run: continue without input
        self.snow = SnowField(60, seed=seat + 5)
        self.button = ui.Button("", self._ready, primary=True)  # labelled when drawn
        self.focus.set([self.button])

    def _ready(self) -> None:
        if self.age < GUARD_SECONDS:
            return
        self.close()
        self.on_ready()

    # what this scene may draw: a name, a seat mark and a reason — nothing private
    def drawn_info(self) -> dict[str, Any]:
        return {"player": self.player, "seat": self.seat, "reason": self.reason}

    def handle(self, event: Any) -> bool:
        self.snow.stir()
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                          pygame.K_SPACE):
            self._ready()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._ready()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.on_escape is not None:
                self.on_escape()
            return True
        self.focus.handle(event)
        return True

    def animating(self) -> bool:
        return self.snow.moving

    def update(self, dt: float) -> None:
        self.age += dt
        self.snow.update(dt)
        if self.auto and self.age >= GUARD_SECONDS:
            self._ready()

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        pal = app.art.pal
        surface.blit(menu_backdrop(surface.get_size(), (6, 8, 12), 215), (0, 0))
        self.snow.draw(surface)
        w, h = surface.get_size()
        mark = app.art.player_mark(self.seat, app.px(72))
        surface.blit(mark, mark.get_rect(center=(w // 2, int(h * 0.28))))
        ui.text(surface, app, _("Pass the computer to"), (w // 2, int(h * 0.38)), 24,
                pal.text_dim, anchor="center", max_w=w - app.px(40))
        ui.text(surface, app, self.player, (w // 2, int(h * 0.47)), 56, pal.text, bold=True,
                anchor="center")
        if self.reason:
            ui.text(surface, app, render(self.reason), (w // 2, int(h * 0.56)), 22, pal.accent,
                    anchor="center", max_w=w - app.px(40))
        ui.text(surface, app, _("Everyone else: please look away. Only {player} continues.")
                .format(player=self.player),
                (w // 2, int(h * 0.63)), 18, pal.text_dim, anchor="center",
                max_w=w - app.px(40))
        self.button.label = _("I am {player} — show me").format(player=self.player)
        self.button.rect = pygame.Rect(0, 0, app.px(420), app.px(60))
        self.button.rect.center = (w // 2, int(h * 0.75))
        self.button.enabled = self.age >= GUARD_SECONDS
        self.focus.draw(surface, app)
        ui.text(surface, app, _("Click or press Enter"), (w // 2, int(h * 0.75) + app.px(48)), 15,
                pal.text_dim, anchor="midtop")
