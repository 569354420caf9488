"""The introductory scenarios on the table: story pages, the stage objective, log lines.

Importing the package registers the special objectives with the crisis panel
(``objective``), its log lines (``describe``) and the story pages with the table's
opening hooks and the choreographer (``story``)."""

from game.client.modules.scenarios import (  # noqa: F401  (each registers its pieces)
    describe,
    objective,
    story,
)
