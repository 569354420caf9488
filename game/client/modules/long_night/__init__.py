"""The Long Night's always-on pieces on the table and its New game tabs.

Importing the package registers its pieces with the registries of the layers below: its
places and the colony drawn with the module pieces (``places``, replacing the base game's
panels of the same name) and the lab and stockpile strips (``strips``) -- after the base
game's panels, which they replace or sit beside --, the presenter's handlers of its events
(``present``), its animations (``choreo``), the sources and option labels of its decisions
(``decisions``), its lit targets on the board (``targets``: special zombies and bandits)
and its part of New game (``newgame``: rulesets, modules, scenarios, the
Long Night rules tab)."""

from game.client.table.panels import load_panels

load_panels()  # the base game's parts first: the Long Night's replace some of them in place

from game.client.modules.long_night import (  # noqa: E402,F401  (each registers its pieces)
    choreo,
    decisions,
    newgame,
    places,
    present,
    strips,
    targets,
)
