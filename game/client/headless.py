"""Render scenes to PNG under the dummy video driver (for tests, smoke and eyeballing).

    app = headless_app((1280, 720))
    app.stack.push(TitleScene(app))
    shoot(app, "title.png", frames=5)
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.client.core.app import App


def use_dummy_drivers() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def headless_app(size: tuple[int, int] = (1280, 720), colour_blind: bool = False,
                 speed: float = 1.0) -> App:
    """An App with default settings (the user's settings file is not read)."""
    use_dummy_drivers()
    from game.client.boot import load
    from game.client.core.app import App
    from game.client.core.settings import Settings

    load()
    s = Settings(window_size=size, colour_blind=colour_blind, animation_speed=speed,
                 bot_pause=0.0)
    return App(s, None, size=size, headless=True)


def step(app: App, frames: int = 1, dt: float = 1 / 60) -> None:
    for _ in range(frames):
        app.frame(dt, events=[])


def shoot(app: App, path: str | Path, frames: int = 2, dt: float = 1 / 60) -> Path:
    """Advance ``frames`` frames, draw, and save the screen as PNG."""
    import pygame

    step(app, frames, dt)
    app.draw()
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(path))
    return path
