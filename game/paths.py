"""Where things live: bundled assets (source tree or PyInstaller's unpack folder) and the
user's saves and settings (platformdirs only — never beside the executable)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "winter-colony"
APP_AUTHOR = "WinterColony"


def assets_dir() -> Path:
    """The bundled ``assets`` folder, frozen or from source."""
    base = getattr(sys, "_MEIPASS", None)
    if base:
        return Path(base) / "assets"
    return Path(__file__).resolve().parent.parent / "assets"


def _override(name: str) -> Path | None:
    # Tests and portable setups may point user folders elsewhere.
    value = os.environ.get(name)
    return Path(value) if value else None


def user_data_dir() -> Path:
    o = _override("WINTER_COLONY_DATA_DIR")
    if o is not None:
        return o
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, APP_AUTHOR))


def user_config_dir() -> Path:
    o = _override("WINTER_COLONY_CONFIG_DIR")
    if o is not None:
        return o
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, APP_AUTHOR))


def saves_dir() -> Path:
    return user_data_dir() / "saves"


def user_packs_dir() -> Path:
    return user_data_dir() / "packs"
