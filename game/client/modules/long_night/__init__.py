"""The Long Night's always-on pieces on the table and its New game tabs.

Importing the package registers its pieces with the table's registries: the presenter's
handlers of its events (``present``)."""

from game.client.modules.long_night import present  # noqa: F401  (registers presenter handlers)
