"""Build the one-file executable: ``python build/build.py`` ->
dist/winter-colony-VERSION-OS-ARCH(.exe) (``game.version.dist_name``).

PyInstaller's work folder is .pyinstaller/ and its output dist/ (both git-ignored).
Prints the build time and size; fails if the executable is larger than --max-mb.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build" / "winter-colony.spec"
WORK = ROOT / ".pyinstaller"
DIST = ROOT / "dist"
sys.path.insert(0, str(ROOT))
from game.version import dist_name  # noqa: E402

EXE = DIST / (dist_name() + (".exe" if sys.platform == "win32" else ""))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--max-mb", type=float, default=40.0, help="size budget in MB (default 40)")
    parser.add_argument("--log-level", default="WARN", help="PyInstaller log level")
    parser.add_argument("--print-name", action="store_true",
                        help="print the executable's path (dist/...) and exit")
    args = parser.parse_args(argv)
    if args.print_name:
        print(EXE.relative_to(ROOT).as_posix())
        return 0

    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        print("build: PyInstaller is missing; run 'pip install -e .[dev]'", file=sys.stderr)
        return 1

    cmd = [
        sys.executable, "-m", "PyInstaller", str(SPEC),
        "--noconfirm", "--clean",
        "--workpath", str(WORK),
        "--distpath", str(DIST),
        "--log-level", args.log_level,
    ]  # fmt: skip
    print("build:", " ".join(cmd), flush=True)
    start = time.perf_counter()
    # PyInstaller imports the game package while collecting modules: keep pygame quiet.
    env = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    code = subprocess.run(cmd, cwd=ROOT, env=env).returncode
    seconds = time.perf_counter() - start
    if code != 0:
        print(f"build: PyInstaller failed (exit {code}) after {seconds:.1f} s", file=sys.stderr)
        return code
    if not EXE.is_file():
        print(f"build: {EXE} was not produced", file=sys.stderr)
        return 1
    size_mb = EXE.stat().st_size / 1e6
    print(f"build: {EXE.relative_to(ROOT)}  {size_mb:.1f} MB  built in {seconds:.1f} s")
    if size_mb > args.max_mb:
        print(
            f"build: {size_mb:.1f} MB is over the {args.max_mb:.0f} MB budget "
            "(see the excludes in build/winter-colony.spec)",
            file=sys.stderr,
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
