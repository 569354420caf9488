"""The Raxxon module on the table."""

from game.client.modules.raxxon import (
    choreo,  # noqa: F401  (registers its animations)
    describe,  # noqa: F401  (registers its log lines)
)
