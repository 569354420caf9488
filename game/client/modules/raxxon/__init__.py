"""The Raxxon module on the table: its lab strip (``lab``), its events folded into the
presented view (``present``), animated (``choreo``) and told in the log (``describe``) --
each registers with the table's registries when the package is imported.  (Special
zombies at a place are drawn by the Long Night's place panels, ``long_night/places.py``.)"""

from game.client.modules.raxxon import (  # noqa: F401  (each registers its pieces)
    choreo,
    describe,
    lab,
    present,
)
