"""Winter Colony: an unofficial pass-and-play client for Dead of Winter."""

import time as _time

# When the game's code started loading (for ``--bench-start``; nothing else reads it).
IMPORTED_AT = _time.perf_counter()
