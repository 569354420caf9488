"""Test-wide setup.  Runs before any test module imports pygame.

- pygame/SDL run headless (dummy video and audio drivers, no support prompt).
- User folders (saves, packs, settings) point into a throw-away folder, so no test ever
  reads or writes the real platformdirs locations.
- The interface language is English whatever the machine's locale (the client follows the
  OS locale on first start, issue 13); tests of other languages choose theirs.
- Hypothesis: no per-example deadline (CI machines are small and share cores with xdist);
  choose another profile with HYPOTHESIS_PROFILE.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["LANGUAGE"] = "en"  # game.i18n.os_language() reads LANGUAGE first

# One folder per test process (each xdist worker has its own); overrides any value the
# developer has set, on purpose.
_USER_ROOT = Path(tempfile.mkdtemp(prefix="winter-colony-tests-"))
os.environ["WINTER_COLONY_DATA_DIR"] = str(_USER_ROOT / "data")
os.environ["WINTER_COLONY_CONFIG_DIR"] = str(_USER_ROOT / "config")

try:
    from hypothesis import settings
except ImportError:  # pragma: no cover - hypothesis is a dev dependency
    pass
else:
    settings.register_profile("winter", deadline=None, print_blob=True)
    settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "winter"))


def pytest_unconfigure(config: object) -> None:
    shutil.rmtree(_USER_ROOT, ignore_errors=True)
