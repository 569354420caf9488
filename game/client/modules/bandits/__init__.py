"""The Bandits module on the table: its stockpile strip (``stockpile``), its events folded
into the presented view (``present``), animated (``choreo``) and told in the log
(``describe``) -- each registers with the table's registries when the package is imported.
(Bandits at a place are drawn by the Long Night's place panels, ``long_night/places.py``.)"""

from game.client.modules.bandits import (  # noqa: F401  (each registers its pieces)
    choreo,
    describe,
    present,
    stockpile,
)
