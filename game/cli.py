"""Command line: ``python -m game`` / ``winter-colony`` / the frozen executable.

Every feature module is imported lazily, so ``--version`` stays fast and a module that is
not written yet gives a clear message instead of a traceback.  Subcommands get the
arguments that follow their words, e.g. ``python -m game sim --games 3`` calls
``game.sim.main(["--games", "3"])``.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from game.version import __version__

PROG = "winter-colony"

# command words -> (module, function, usage shown in --help)
COMMANDS: dict[tuple[str, ...], tuple[str, str, str]] = {
    ("sim",): ("game.sim", "main", "sim --games N --seed S [--players P] [--variant V]"),
    ("balance",): ("game.balance", "main",
                   "balance --games N --seed S [--players P] [--variant V] [--bot B] "
                   "[--pack ID] [--jobs J] [--ruleset R] [--modules M] [--scenario S]"),
    ("replay",): ("game.saves.cli", "replay_main", "replay FILE"),
    ("bench",): ("game.bench", "main", "bench [--net]"),
    ("host",): ("game.net.cli", "main",
                "host --port P --players N [--bots 2,3] [--seed S] [--resume SAVE]"),
    ("content", "check"): ("game.content.check", "main", "content check [PACK_DIR]"),
    ("i18n", "check"): ("game.devtools.i18n_layout", "main", "i18n check [--no-layout]"),
    ("ux-audit",): ("game.devtools.ux_audit", "main",
                    "ux-audit [--seed S] [--turns N] [--size WxH] [--idle SECONDS]"),
    ("sweep",): ("game.devtools.sweep", "main",
                 "sweep [--lang L,...] [--size WxH,...] [--scale PCT,...] [--shots DIR]"),
}


class Unavailable(Exception):
    """A feature module or function is not part of this build (yet)."""


def _err(message: str) -> None:
    print(f"{PROG}: {message}", file=sys.stderr)


def _load(module: str, func: str) -> Callable[..., Any]:
    try:
        mod = importlib.import_module(module)
    except ModuleNotFoundError as exc:
        # Only "this feature is missing" is reported softly; a missing third-party
        # dependency inside an existing module is a real bug and keeps its traceback.
        if exc.name and (module == exc.name or module.startswith(exc.name + ".")):
            raise Unavailable(f"{module} is not available in this build") from None
        raise
    fn = getattr(mod, func, None)
    if not callable(fn):
        raise Unavailable(f"{module}.{func}() is not available in this build")
    return fn


def _call(module: str, func: str, *args: Any) -> int:
    """Run ``module.func(*args)`` and turn its result (or SystemExit) into an exit code."""
    try:
        fn = _load(module, func)
    except Unavailable as exc:
        _err(str(exc))
        return 1
    try:
        result = fn(*args)
    except SystemExit as exc:  # sub-parsers (argparse) exit on --help / bad arguments
        return _exit_code(exc)
    except KeyboardInterrupt:
        _err("interrupted")
        return 130
    return 0 if result is None else int(result)


def _screenshot_tours() -> None:
    """The dev tools' screenshot tours, for a smoke run with ``--screenshots``: importing
    ``game.devtools.smoke_tours`` registers them with the smoke.  A build without the dev
    tools runs the smoke with its own screenshots only."""
    try:
        importlib.import_module("game.devtools.smoke_tours")
    except ImportError:
        pass


def _exit_code(exc: SystemExit) -> int:
    if exc.code is None:
        return 0
    if isinstance(exc.code, int):
        return exc.code
    print(exc.code, file=sys.stderr)
    return 1


def _parser() -> argparse.ArgumentParser:
    commands = "\n".join(f"  {usage}" for _, _, usage in COMMANDS.values())
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Winter Colony: an unofficial desktop client for Dead of Winter. "
        "Without a command it opens the game window; window options (see "
        "'python -m game.client --help') are passed to the client.",
        epilog=f"commands (each has its own --help):\n{commands}",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="headless self-test: start the client, drive a short game, exit 0 if all is well",
    )
    parser.add_argument(
        "--lang",
        choices=("en", "pt", "de", "xx"),
        help="interface language for this run (xx: pseudo-locale, every text longer and "
        "accented, for layout checks); default: Settings, else the OS locale",
    )
    parser.add_argument(
        "--screenshots",
        metavar="DIR",
        type=Path,
        help="with --smoke: save screenshots of key scenes into DIR",
    )
    parser.add_argument(
        "--ruleset",
        choices=("base", "ln", "mixed"),
        help="with --smoke: the ruleset New game is set to (default: a base game)",
    )
    parser.add_argument(
        "--modules",
        metavar="LIST",
        help="with --smoke: Long Night modules, comma-separated (improvements,bandits,raxxon)",
    )
    parser.add_argument(
        "--scenario",
        choices=("raxxon_intro", "bandits_intro"),
        help="with --smoke: play an introductory scenario (The Long Night)",
    )
    parser.add_argument(
        "--size",
        metavar="WxH",
        help="window size, e.g. 1920x1080 (with --smoke: the size of the headless run and "
        "its screenshots; default 1280x720)",
    )
    parser.add_argument(
        "--tutorial",
        action="store_true",
        help="with --smoke: play the guided first game (Learn to play) to its end instead",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)

    for words, (module, func, _) in COMMANDS.items():
        if tuple(args[: len(words)]) == words:
            return _call(module, func, args[len(words) :])
    if args and args[0] == "content":
        _err("usage: content check [PACK_DIR]")
        return 2
    if args and args[0] == "i18n":
        _err("usage: i18n check [--no-layout]")
        return 2

    parser = _parser()
    try:
        ns, extra = parser.parse_known_args(args)
        if extra and (ns.smoke or ns.version or not args[0].startswith("-")):
            parser.error(f"unrecognized arguments: {' '.join(extra)}")
    except SystemExit as exc:
        return _exit_code(exc)

    if ns.version:
        print(f"{PROG} {__version__}")
        return 0
    if ns.screenshots is not None and not ns.smoke:
        _err("--screenshots only works with --smoke")
        return 2
    if ns.lang:
        from game import i18n

        i18n.FORCED = ns.lang
        i18n.set_language(ns.lang)
    if ns.tutorial and not ns.smoke:
        _err("--tutorial only works with --smoke")
        return 2
    size: tuple[int, int] | None = None  # (the runs' own default, 1280×720)
    if ns.size is not None:
        try:
            sw, sh = (int(v) for v in ns.size.lower().split("x"))
            if sw < 960 or sh < 540:
                raise ValueError
        except ValueError:
            _err(f"--size {ns.size}: give the window size as WxH, at least 960x540")
            return 2
        size = (sw, sh)
    sized = () if size is None else (size,)
    if ns.smoke and ns.tutorial:
        return _call("game.client.smoke.tutorial", "run", ns.screenshots, *sized)
    ln_flags = [f for f, v in (("--ruleset", ns.ruleset), ("--modules", ns.modules),
                               ("--scenario", ns.scenario)) if v is not None]
    if ln_flags and not ns.smoke:
        _err(f"{', '.join(ln_flags)} only work(s) with --smoke")
        return 2
    if ns.smoke:
        if ns.screenshots:
            _screenshot_tours()
        modules = [m.strip() for m in (ns.modules or "").split(",") if m.strip()]
        known = ("improvements", "bandits", "raxxon")
        bad = [m for m in modules if m not in known]
        if bad:
            _err(f"unknown module(s) {', '.join(bad)}: choose from {', '.join(known)}")
            return 2
        if (modules or ns.scenario) and ns.ruleset == "base":
            _err("modules and scenarios are part of The Long Night: use --ruleset ln or mixed")
            return 2
        if not ln_flags:
            if size is None:
                return _call("game.client.smoke", "run", ns.screenshots)
            return _call("game.client.smoke", "run", ns.screenshots, None, (), None, size)
        return _call("game.client.smoke", "run", ns.screenshots, ns.ruleset or "ln", modules,
                     ns.scenario, *sized)

    # Window options the client knows (e.g. --size, --fullscreen) go to it as words.
    if "--headless" not in extra:
        from game.display import check_display

        problem = check_display()
        if problem is not None:
            _err(problem)
            return 2
    return _call("game.client.boot", "main", args if extra else ns)
