"""Is there a screen to open a window on?  Checked before the client starts, so a headless
machine gets one clear line instead of an SDL traceback."""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping

NO_DISPLAY = "no display found (set DISPLAY or run with --smoke for a headless self-test)"


def headless_reason(
    environ: Mapping[str, str] | None = None, platform: str | None = None
) -> str | None:
    """Why no window can be opened, or None when one probably can.

    Only X11/Wayland systems need a display server named in the environment; Windows and
    macOS always have a desktop (SDL reports failure itself there).  An explicit
    ``SDL_VIDEODRIVER`` (e.g. ``dummy``, ``kmsdrm``) is trusted."""
    env = os.environ if environ is None else environ
    plat = sys.platform if platform is None else platform
    if plat.startswith(("win", "cygwin", "darwin")):
        return None
    if env.get("DISPLAY") or env.get("WAYLAND_DISPLAY") or env.get("SDL_VIDEODRIVER"):
        return None
    return NO_DISPLAY


def _desktop_drivers(env: Mapping[str, str]) -> str | None:
    """On X11/Wayland systems without an explicit SDL_VIDEODRIVER: the real desktop drivers
    to try, so SDL fails clearly instead of silently falling back to its invisible
    ``offscreen`` driver (or printing Wayland noise when only DISPLAY is set)."""
    if sys.platform.startswith(("win", "cygwin", "darwin")) or env.get("SDL_VIDEODRIVER"):
        return None
    drivers = [
        name for name, var in (("x11", "DISPLAY"), ("wayland", "WAYLAND_DISPLAY")) if env.get(var)
    ]
    return ",".join(drivers) or None


def probe_display() -> str | None:
    """Initialise pygame's display module; return SDL's complaint as one line, or None."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    drivers = _desktop_drivers(os.environ)
    if drivers:
        os.environ["SDL_VIDEODRIVER"] = drivers
    try:
        pygame.display.init()
    except pygame.error as exc:
        message = " ".join(str(exc).split()) or "SDL could not initialise video"
        return f"cannot open a window: {message}"
    finally:
        if drivers:
            # The display is initialised now; don't pin the driver for child processes.
            del os.environ["SDL_VIDEODRIVER"]
    if drivers and pygame.display.get_driver() in ("offscreen", "dummy"):
        pygame.display.quit()
        return f"cannot open a window: no usable display server ({drivers})"
    return None


def check_display() -> str | None:
    """The reason the game cannot open a window (one line), or None if it can."""
    return headless_reason() or probe_display()
