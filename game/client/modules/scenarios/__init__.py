"""The introductory scenarios on the table: story pages, the stage objective, log lines.

Importing the package registers the special objectives with the crisis panel
(``objective``)."""

from game.client.modules.scenarios import objective  # noqa: F401  (registers its objectives)
