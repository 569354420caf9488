"""Scenes of the client (title, settings, rules, hand-off, pause, game screens).

Importing this package imports every scene module, and each registers its scenes by name
(``game.client.core.scene``); scenes open each other by those names only."""

from game.client.scenes import (  # noqa: F401  (each registers its scenes)
    dialog,
    gameover,
    handoff,
    hosting,
    join,
    loadgame,
    log,
    newgame,
    prompt,
    prompt_draft,
    prompt_list,
    replay,
    rules,
    settings,
    title,
)
from game.client.scenes.table import scene as table_scene  # noqa: F401
