"""The client's composition root: what the game is made of, put together once.

:func:`load` imports the scenes and the rule modules' client packages, which register
themselves with the registries of the layers below (scenes by name with the scene stack,
module panels, presenter and choreography handlers, log lines, prompt words, New game
tabs).  Nothing below this module imports it: the core and the table know the scenes and
the modules only through those registries.  :func:`main` opens the window
(``python -m game.client``, ``python -m game``); :func:`game.client.headless.headless_app`
loads the same way for tests, the smoke run and the dev tools.
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Sequence

import pygame

from game.client.core import settings as settings_mod
from game.client.core.app import App

_loaded = False


def load() -> None:
    """Register every scene and every module's client pieces (once)."""
    global _loaded
    if _loaded:
        return
    import game.client.modules  # noqa: F401  (each module package registers its pieces)
    import game.client.scenes  # noqa: F401  (each scene registers itself by name)
    import game.client.tutorial  # noqa: F401  (the title's "Learn to play")

    _loaded = True


def startup_seconds() -> tuple[float, str]:
    """Seconds since this process started (Linux: the kernel's start time of the process),
    or, where that is unknown, since the game's package was imported."""
    try:
        with open("/proc/self/stat", encoding="ascii") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        started = int(fields[19]) / os.sysconf("SC_CLK_TCK")  # field 22: starttime
        with open("/proc/uptime", encoding="ascii") as f:
            uptime = float(f.read().split()[0])
        return max(0.0, uptime - started), "process start"
    except (OSError, ValueError, IndexError, AttributeError):
        import game

        return time.perf_counter() - game.IMPORTED_AT, "the game's import"


def parser() -> argparse.ArgumentParser:
    """The client's command line (``python -m game.client``)."""
    p = argparse.ArgumentParser(prog="winter-colony", description="Winter Colony (client)")
    p.add_argument("--size", help="window size WxH, e.g. 1600x900")
    p.add_argument("--fullscreen", action="store_true")
    p.add_argument("--smoke", action="store_true", help="run the headless smoke test")
    p.add_argument("--screenshots", help="with --smoke: write PNGs into this folder")
    p.add_argument("--headless", action="store_true", help="use SDL's dummy video driver")
    p.add_argument("--lang", choices=("en", "pt", "de", "xx"),
                   help="interface language for this run (xx: pseudo-locale for layout "
                        "checks); default: the Settings choice, else the OS locale")
    p.add_argument("--bench-start", action="store_true",
                   help="exit as soon as the title screen has drawn its first frame "
                        "(cold start timing; see game.devtools.client_bench)")
    return p


def main(args: Sequence[str] | argparse.Namespace | None = None) -> int:
    """Open the window.  ``args``: command-line words, or the Namespace of ``game.cli``.
    (``--smoke`` is run by ``game.cli`` and ``game.client.__main__``, above this module.)"""
    p = parser()
    if isinstance(args, argparse.Namespace):
        ns = p.parse_args([])
        for k, v in vars(args).items():
            setattr(ns, k, v)
    else:
        ns = p.parse_args(list(args) if args is not None else None)
    if getattr(ns, "lang", None):
        from game import i18n

        i18n.FORCED = ns.lang
    if ns.headless:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    settings, msg = settings_mod.load()
    size = None
    if ns.size:
        try:
            w, h = (int(v) for v in ns.size.lower().split("x"))
            size = (w, h)
        except ValueError:
            p.error("--size must look like 1600x900")
    if ns.fullscreen:
        settings.fullscreen = True
    load()
    app = App(settings, msg, size=size, headless=ns.headless)
    from game.client.scenes.title import TitleScene

    if ns.bench_start:
        app.stack.push(TitleScene(app))
        app.frame(0.0)  # events handled, title drawn and flipped: interactive
        pygame.quit()
        seconds, since = startup_seconds()
        print(f"start to title: {seconds:.3f} s (since {since})", flush=True)
        return 0
    from game.saves.manage import tidy

    # stray temporary files of an interrupted save, old finished autosaves
    tidy(keep_finished=settings.keep_finished_saves)
    return app.run(TitleScene(app))
