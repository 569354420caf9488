"""The introductory scenarios on the table: story pages, the stage objective, log lines."""

# the scenes first: the table they hold imports the story's choreography
import game.client.scenes  # noqa: F401
from game.client.modules.scenarios import story  # noqa: F401  (registers the story pages)
