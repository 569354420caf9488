#!/usr/bin/env python3
"""Developer bootstrap for Winter Colony (standard library only).

    python3 tools/dev.py play [ARGS...]     set up .venv if needed, then run the game
    python3 tools/dev.py test [--no-build] [-- PYTEST_ARGS...]
                                            ruff, mypy, pytest, executable build, smoke test
    python3 tools/dev.py build              set up, then build dist/winter-colony-VERSION-OS-ARCH
    python3 tools/dev.py setup              only create/refresh .venv

Setup creates .venv (``python -m venv``) when it is missing and runs
``pip install -e .[dev]`` only when pyproject.toml changed since the last successful
install (a stamp file inside .venv remembers its hash).  Set WINTER_COLONY_VENV to use
another virtualenv folder.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = Path(os.environ.get("WINTER_COLONY_VENV") or ROOT / ".venv")
MIN_PYTHON = (3, 11)
STAMP = VENV / ".winter-colony-install"
WINDOWS = os.name == "nt"
HEADLESS = {
    "SDL_VIDEODRIVER": "dummy",
    "SDL_AUDIODRIVER": "dummy",
    "PYGAME_HIDE_SUPPORT_PROMPT": "1",
}
SMOKE_TIMEOUT = 900  # seconds


def say(message: str) -> None:
    print(f"[dev] {message}", flush=True)


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if WINDOWS else "bin/python")


def executable() -> Path:
    """dist/winter-colony-VERSION-OS-ARCH(.exe), as build/build.py names it."""
    sys.path.insert(0, str(ROOT))
    from game.version import dist_name

    return ROOT / "dist" / (dist_name() + (".exe" if WINDOWS else ""))


def base_python() -> str:
    """An interpreter new enough to create the venv: this one, or python3.1x on PATH."""
    if sys.version_info >= MIN_PYTHON:
        return sys.executable
    for name in ("python3.13", "python3.12", "python3.11"):
        found = shutil.which(name)
        if found:
            return found
    need = ".".join(map(str, MIN_PYTHON))
    have = ".".join(map(str, sys.version_info[:3]))
    sys.exit(
        f"[dev] Python {need}+ is needed (this is {have}); install it and run "
        f"'python{need} tools/dev.py ...'"
    )


def python_version(python: Path) -> tuple[int, int] | None:
    try:
        out = subprocess.run(
            [str(python), "-c", "import sys; print(*sys.version_info[:2])"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.split()
    except (OSError, subprocess.CalledProcessError):
        return None
    return int(out[0]), int(out[1])


def install_hash() -> str:
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes())
    digest.update(str(venv_python()).encode())
    return digest.hexdigest()


def setup() -> Path:
    """Make sure .venv exists and has the project installed; return its python."""
    python = venv_python()
    version = python_version(python) if python.exists() else None
    if version is None:
        base = base_python()
        say(f"creating {VENV} with {base}")
        subprocess.run([base, "-m", "venv", str(VENV)], check=True)
        version = python_version(python)
        if version is None:
            sys.exit(f"[dev] {python} does not run after 'python -m venv'; delete {VENV} and retry")
        STAMP.unlink(missing_ok=True)
    if version < MIN_PYTHON:
        sys.exit(
            f"[dev] {VENV} uses Python {version[0]}.{version[1]}; delete it so it is "
            f"re-created with Python {'.'.join(map(str, MIN_PYTHON))}+"
        )
    wanted = install_hash()
    if not STAMP.exists() or STAMP.read_text().strip() != wanted:
        say("installing the project and dev tools: pip install -e .[dev]")
        start = time.perf_counter()
        result = subprocess.run(
            [str(python), "-m", "pip", "install", "--disable-pip-version-check", "-e", ".[dev]"],
            cwd=ROOT,
        )
        if result.returncode != 0:
            sys.exit(f"[dev] pip install failed (exit {result.returncode})")
        STAMP.write_text(wanted + "\n")
        say(f"installed in {time.perf_counter() - start:.1f} s")
    return python


def run_step(
    name: str, argv: list[str], env: dict[str, str], timeout: float | None = None
) -> tuple[bool, str]:
    say(f"--- {name}: {' '.join(argv)}")
    try:
        code = subprocess.run(argv, cwd=ROOT, env=env, timeout=timeout).returncode
    except subprocess.TimeoutExpired:
        return False, f"timed out after {timeout:.0f} s"
    except OSError as exc:
        return False, f"could not start: {exc}"
    if name == "pytest" and code == 5:
        return False, "no tests were collected (pytest exit 5)"
    return code == 0, f"exit {code}"


def cmd_test(args: list[str]) -> int:
    no_build = "--no-build" in args
    pytest_args: list[str] = []
    if "--" in args:
        pytest_args = args[args.index("--") + 1 :]
        args = args[: args.index("--")]
    unknown = [a for a in args if a != "--no-build"]
    if unknown:
        print(f"[dev] unknown option(s) for test: {' '.join(unknown)}", file=sys.stderr)
        return 2

    python = str(setup())
    env = {**os.environ, **HEADLESS}
    steps: list[tuple[str, list[str]]] = [
        ("ruff", [python, "-m", "ruff", "check", "game", "tests", "tools", "build"]),
        ("mypy", [python, "-m", "mypy"]),
        ("pytest", [python, "-m", "pytest", "-n", "auto", *pytest_args]),
    ]
    if not no_build:
        steps.append(("build", [python, str(Path("build") / "build.py")]))

    results: list[tuple[str, str, str, float]] = []  # name, status, detail, seconds
    for name, argv in steps:
        start = time.perf_counter()
        ok, detail = run_step(name, argv, env)
        results.append((name, "ok" if ok else "FAILED", detail, time.perf_counter() - start))

    if not no_build:
        if results[-1][1] == "ok":
            # The smoke test may write saves/settings: keep them out of the real user folders.
            with tempfile.TemporaryDirectory(prefix="winter-colony-smoke-") as tmp:
                smoke_env = {
                    **env,
                    "WINTER_COLONY_DATA_DIR": str(Path(tmp) / "data"),
                    "WINTER_COLONY_CONFIG_DIR": str(Path(tmp) / "config"),
                }
                start = time.perf_counter()
                ok, detail = run_step(
                    "smoke", [str(executable()), "--smoke"], smoke_env, timeout=SMOKE_TIMEOUT
                )
                results.append(
                    ("smoke", "ok" if ok else "FAILED", detail, time.perf_counter() - start)
                )
        else:
            results.append(("smoke", "SKIPPED", "the build failed", 0.0))

    failed = [name for name, status, _, _ in results if status != "ok"]
    print(flush=True)
    say("summary")
    for name, status, detail, seconds in results:
        print(f"  {name:<7} {status:<8} {seconds:7.1f} s   {detail}", flush=True)
    if failed:
        say(f"test: FAILED ({', '.join(failed)})")
        return 1
    say(f"test: OK ({', '.join(name for name, *_ in results)})")
    return 0


def cmd_play(args: list[str]) -> int:
    python = str(setup())
    try:
        return subprocess.run([python, "-m", "game", *args], cwd=ROOT).returncode
    except KeyboardInterrupt:
        return 130


def cmd_build(args: list[str]) -> int:
    python = str(setup())
    return subprocess.run([python, str(Path("build") / "build.py"), *args], cwd=ROOT).returncode


def cmd_setup(args: list[str]) -> int:
    setup()
    say(f"ready: {venv_python()}")
    return 0


COMMANDS = {"play": cmd_play, "test": cmd_test, "build": cmd_build, "setup": cmd_setup}


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in COMMANDS:
        print(__doc__, file=sys.stderr)
        return 0 if argv[:1] in (["-h"], ["--help"]) else 2
    return COMMANDS[argv[0]](argv[1:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
