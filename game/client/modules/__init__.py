"""The client side of the rule modules, one package each (art, panels, presenter
handlers, choreography, log lines, prompts, new-game options).  Importing this package
imports every module package; each registers its pieces with the table's registries
(``game.client.boot.load`` does it once)."""

from game.client.modules import (  # noqa: F401  (each package registers its pieces)
    bandits,
    improvements,
    long_night,
    raxxon,
    scenarios,
)
