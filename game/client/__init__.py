"""The pygame-ce client: scenes, drawing, tweens and pymunk dice.

Only this package imports pygame / pymunk.  It reads engine *views* and events and sends
actions through :mod:`game.session`; it never reaches into engine state directly.
"""

import os as _os

_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
