"""The Bandits module on the table."""

from game.client.modules.bandits import (
    choreo,  # noqa: F401  (registers its animations)
    describe,  # noqa: F401  (registers its log lines)
)
