"""Client tests run headless; tests/conftest.py sets the drivers, this repeats it in case
the client tests are run on their own from another root."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402

from game.client import boot  # noqa: E402

boot.load()  # the scenes and the modules' client pieces, as the game's entry loads them


@pytest.fixture(autouse=True)
def _fresh_user_dirs(monkeypatch, tmp_path):
    """Every client test gets empty saves and settings folders."""
    monkeypatch.setenv("WINTER_COLONY_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("WINTER_COLONY_CONFIG_DIR", str(tmp_path / "config"))
    yield
    import pygame

    pygame.quit()  # leave no SDL state behind (later tests may fork)


@pytest.fixture
def app():
    from game.client.headless import headless_app

    a = headless_app((1280, 720))
    yield a
    a.close_session()
    a.stack.clear()
    import pygame

    pygame.quit()  # leave no SDL state behind (later tests may fork)
