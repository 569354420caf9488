"""The layout half of ``python -m game i18n check`` (issue 13 item 6/7): the client's screens
driven in the pseudo-locale ``xx`` and the texts that overflow their box.  It sits with the
dev tools because it drives the client (the smoke runs and the layout sweep);
:mod:`game.i18n.check` does the catalogs, card fields and the rules reference, and
:func:`main` here is the whole command."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import Any

from game.devtools import smoke_tours  # noqa: F401  (the smoke's screenshot tours: Load list, replay, undo... are driven too)
from game.i18n import check

# the Long Night smoke runs the layout check drives after the base game's (smoke.run kwargs)
LN_RUNS: tuple[dict[str, Any], ...] = (
    {"ruleset": "ln", "modules": ["improvements", "bandits", "raxxon"]},
    {"ruleset": "ln", "scenario": "raxxon_intro"},
    {"ruleset": "ln", "scenario": "bandits_intro"},
)


def layout_overflows(runs: Sequence[dict[str, Any]] | None = None, base: bool = True,
                     screens: bool = True) -> dict[str, str]:
    """Drive the screens in the pseudo-locale: the base game's smoke run (with screenshots:
    the load list, replay and undo screens too) and the Long Night ones (``runs``, default
    ``LN_RUNS``; ``base=False``: those alone), then (``screens``) every screen of the layout
    sweep (``game.devtools.sweep.SCREENS``) at 1280×720; the texts that did not fit.  A smoke
    run that fails counts as an overflow (its screens were not all seen)."""
    import io
    from contextlib import redirect_stdout

    from game import i18n
    from game.client import smoke
    from game.client.core import ui
    old = i18n.FORCED
    i18n.FORCED = i18n.PSEUDO
    i18n.set_language(i18n.PSEUDO)
    ui.OVERFLOWS.clear()
    try:
        import tempfile

        setups: list[dict[str, Any]] = [{}] if base else []
        for setup in setups + list(LN_RUNS if runs is None else runs):
            with tempfile.TemporaryDirectory(prefix="winter-colony-xx-") as shots, \
                    redirect_stdout(io.StringIO()):
                code = smoke.run(shots, **setup)
            if code != 0:
                ui.OVERFLOWS.setdefault(f"smoke run {setup or 'base'} failed (exit {code})",
                                        "smoke")
        if screens:
            _sweep_screens()
    finally:
        i18n.FORCED = old
        i18n.set_language(old or "en")
    return dict(ui.OVERFLOWS)


def _sweep_screens() -> None:
    """Every screen of the layout sweep, drawn once in the pseudo-locale (what is cut goes
    to ``ui.OVERFLOWS``), with throw-away user folders (the Load screen writes saves)."""
    import os
    import tempfile

    import pygame

    from game.client.headless import headless_app
    from game.devtools import sweep

    keys = ("WINTER_COLONY_DATA_DIR", "WINTER_COLONY_CONFIG_DIR")
    keep = {k: os.environ.get(k) for k in keys}
    with tempfile.TemporaryDirectory(prefix="winter-colony-xx-") as tmp:
        for k in keys:
            os.environ[k] = os.path.join(tmp, k.lower())
        try:
            app = headless_app((1280, 720))
            for name in sweep.SCREENS:
                sweep.screen(app, name)
        finally:
            pygame.quit()
            for k, v in keep.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="winter-colony i18n check",
                                description=check.__doc__.split("\n\n")[0] if check.__doc__ else None)
    p.add_argument("--no-layout", action="store_true",
                   help="skip driving the screens in the pseudo-locale (faster)")
    ns = p.parse_args(list(argv) if argv is not None else None)
    try:
        import babel  # noqa: F401
    except ImportError:
        print("i18n check needs Babel (a dev dependency): pip install babel", file=sys.stderr)
        return 2
    code, _ = check.run(None if ns.no_layout else layout_overflows)
    return code
