"""The introductory scenarios on the table: story pages, the stage objective, log lines."""

from game.client.modules.scenarios import (
    describe,  # noqa: F401  (registers its log lines)
    story,  # noqa: F401  (registers the story pages' choreography)
)
