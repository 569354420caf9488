"""Headless app fixture for the language tests (as in tests/client/conftest.py)."""

from __future__ import annotations

import pytest


@pytest.fixture
def app(monkeypatch, tmp_path):
    monkeypatch.setenv("WINTER_COLONY_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("WINTER_COLONY_CONFIG_DIR", str(tmp_path / "config"))
    from game.client.headless import headless_app

    a = headless_app((1280, 720))
    yield a
    a.close_session()
    a.stack.clear()
    import pygame

    pygame.quit()
