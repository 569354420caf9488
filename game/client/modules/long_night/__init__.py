"""The Long Night's always-on pieces on the table and its New game tabs."""

from game.client.modules.long_night import choreo  # noqa: F401  (registers its animations)
