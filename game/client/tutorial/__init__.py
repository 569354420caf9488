"""Learn to play: the coach, what it keeps in view, and its headless run.

Importing the package registers "learn_to_play" (the title's "Learn to play" button opens
it by that name): :func:`game.client.tutorial.coach.start`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.client.core.scene import register_opener

if TYPE_CHECKING:
    from game.client.core.app import App


def _learn_to_play(app: App) -> Any:
    from game.client.tutorial import coach

    return coach.start(app)


register_opener("learn_to_play", _learn_to_play)
