"""The Long Night's always-on pieces on the table and its New game tabs.

Importing the package registers its pieces with the table's registries: the presenter's
handlers of its events (``present``) and the sources and option labels of its decisions
(``decisions``)."""

from game.client.modules.long_night import (  # noqa: F401  (each registers its pieces)
    decisions,
    present,
)
