"""The Improvements module on the table: its events folded into the presented view
(``present``), animated (``choreo``) and announced (``banners``), registered with the table's registries when the
package is imported.  (The improvement row is drawn by the Long Night's colony panel,
``long_night/places.py``.)"""

from game.client.modules.improvements import (  # noqa: F401  (each registers its pieces)
    banners,
    choreo,
    present,
)
