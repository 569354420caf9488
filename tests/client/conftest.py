"""Client tests run headless; tests/conftest.py sets the drivers, this repeats it in case
the client tests are run on their own from another root."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


@pytest.fixture
def app():
    from game.client.screenshot import headless_app

    a = headless_app((1280, 720))
    yield a
    a.stack.clear()
