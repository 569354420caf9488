"""The Improvements module on the table."""

from game.client.modules.improvements import choreo  # noqa: F401  (registers its animations)
