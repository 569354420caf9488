"""The client side of the rule modules, one package each (art, panels, presenter
handlers, choreography, log lines, prompts, new-game options).  Importing this package
imports every module package, and each registers its pieces with the layers below."""

from game.client.modules import (  # noqa: F401  (each registers its pieces)
    long_night,
    scenarios,
)
