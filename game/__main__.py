"""``python -m game`` and the frozen executable's entry point."""

import sys

from game.cli import main

if __name__ == "__main__":
    if getattr(sys, "frozen", False):
        # Lets multiprocessing children (e.g. parallel sims) start from a one-file build.
        import multiprocessing

        multiprocessing.freeze_support()
    raise SystemExit(main())
