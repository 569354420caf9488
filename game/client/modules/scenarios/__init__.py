"""The introductory scenarios on the table: story pages, the stage objective, log lines.

Importing the package registers the special objectives with the crisis panel
(``objective``) and the story pages with the table's opening hooks (``story``)."""

# the scenes first: the table they hold imports the story's choreography
import game.client.scenes  # noqa: F401
from game.client.modules.scenarios import (  # noqa: F401  (each registers its pieces)
    objective,
    story,
)
