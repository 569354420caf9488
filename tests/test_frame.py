"""The project frame: CLI entry, headless behaviour, quick start, CI hook, packaging metadata."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
import types
from pathlib import Path

import pytest

from game import cli, display
from game.version import __version__

ROOT = Path(__file__).resolve().parent.parent


def run_game(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "game", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


# --- version -------------------------------------------------------------------------------


def test_version_subprocess() -> None:
    result = run_game("--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"winter-colony {__version__}\n"
    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__)


def test_version_imports_nothing_heavy() -> None:
    code = (
        "import sys; from game.cli import main; rc = main(['--version']); "
        "heavy = [m for m in ('pygame', 'pymunk', 'pydantic', 'platformdirs') if m in sys.modules]; "
        "print(rc, heavy)"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert result.stdout.splitlines()[-1] == "0 []"


def test_version_in_process(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--version"]) == 0
    assert capsys.readouterr().out == f"winter-colony {__version__}\n"


# --- no display ----------------------------------------------------------------------------


def _scrubbed_env() -> dict[str, str]:
    drop = ("DISPLAY", "WAYLAND_DISPLAY")
    return {k: v for k, v in os.environ.items() if k not in drop and not k.startswith("SDL_")}


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11/Wayland check only")
def test_no_display_gives_one_clear_line() -> None:
    result = run_game(env=_scrubbed_env())
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert lines == [f"winter-colony: {display.NO_DISPLAY}"]
    assert "Traceback" not in result.stderr


def test_headless_reason() -> None:
    assert display.headless_reason({}, "linux") == display.NO_DISPLAY
    assert display.headless_reason({"DISPLAY": ":0"}, "linux") is None
    assert display.headless_reason({"WAYLAND_DISPLAY": "wayland-0"}, "linux") is None
    assert display.headless_reason({"SDL_VIDEODRIVER": "dummy"}, "linux") is None
    assert display.headless_reason({}, "darwin") is None
    assert display.headless_reason({}, "win32") is None


def test_display_problem_stops_launch(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(display, "check_display", lambda: "cannot open a window: nope")
    assert cli.main([]) == 2
    assert capsys.readouterr().err == "winter-colony: cannot open a window: nope\n"


def test_launch_calls_client_app(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = []
    fake = types.ModuleType("game.client.boot")
    fake.main = lambda ns: seen.append(ns) or 0  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.client.boot", fake)
    monkeypatch.setattr(display, "check_display", lambda: None)
    assert cli.main([]) == 0
    assert len(seen) == 1 and seen[0].smoke is False


# --- subcommands ---------------------------------------------------------------------------

DISPATCH = [
    (["sim", "--games", "3", "--seed", "7"], "game.sim", "main", ["--games", "3", "--seed", "7"]),
    (["replay", "saves/x.jsonl"], "game.saves.cli", "replay_main", ["saves/x.jsonl"]),
    (["bench"], "game.bench", "main", []),
    (["content", "check", "packs/mine"], "game.content.check", "main", ["packs/mine"]),
    (["content", "check"], "game.content.check", "main", []),
]


@pytest.mark.parametrize(("argv", "module", "func", "forwarded"), DISPATCH)
def test_subcommand_forwards_argv(
    monkeypatch: pytest.MonkeyPatch, argv: list[str], module: str, func: str, forwarded: list[str]
) -> None:
    seen: list[list[str]] = []
    fake = types.ModuleType(module)
    setattr(fake, func, lambda a: seen.append(a) or 7)
    monkeypatch.setitem(sys.modules, module, fake)
    assert cli.main(argv) == 7
    assert seen == [forwarded]


@pytest.mark.parametrize(("argv", "module", "func", "forwarded"), DISPATCH)
def test_missing_subcommand_module_is_clear(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    argv: list[str],
    module: str,
    func: str,
    forwarded: list[str],
) -> None:
    monkeypatch.setitem(sys.modules, module, None)  # import raises ModuleNotFoundError
    assert cli.main(argv) == 1
    err = capsys.readouterr().err
    assert err == f"winter-colony: {module} is not available in this build\n"


def test_subcommand_system_exit_becomes_code(monkeypatch: pytest.MonkeyPatch) -> None:
    def main(argv: list[str]) -> int:
        raise SystemExit(2)

    fake = types.ModuleType("game.bench")
    fake.main = main  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.bench", fake)
    assert cli.main(["bench", "--bogus"]) == 2


def test_content_needs_check(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["content"]) == 2
    assert "content check" in capsys.readouterr().err


def test_smoke_dispatch(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    seen = []
    fake = types.ModuleType("game.client.smoke")
    fake.run = lambda d: seen.append(d) or 0  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.client.smoke", fake)
    assert cli.main(["--smoke"]) == 0
    assert cli.main(["--smoke", "--screenshots", str(tmp_path)]) == 0
    assert seen == [None, tmp_path]


def test_long_night_smoke_dispatch(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Issue 9: the Long Night smoke flags reach the smoke run (modules split at commas;
    a scenario or modules alone mean the Long Night ruleset)."""
    seen = []
    fake = types.ModuleType("game.client.smoke")
    fake.run = lambda *a: seen.append(a) or 0  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.client.smoke", fake)
    assert cli.main(["--smoke", "--ruleset", "ln", "--modules",
                     "improvements, bandits,raxxon"]) == 0
    assert cli.main(["--smoke", "--scenario", "bandits_intro", "--screenshots",
                     str(tmp_path)]) == 0
    assert seen == [(None, "ln", ["improvements", "bandits", "raxxon"], None),
                    (tmp_path, "ln", [], "bandits_intro")]


def test_smoke_size_reaches_the_smoke_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    """``--size WxH`` sets the headless window (and screenshot) size of a smoke run."""
    seen = []
    fake = types.ModuleType("game.client.smoke")
    fake.run = lambda *a: seen.append(a) or 0  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.client.smoke", fake)
    tut = types.ModuleType("game.client.smoke.tutorial")
    tut.run = lambda *a: seen.append(a) or 0  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.client.smoke.tutorial", tut)
    assert cli.main(["--smoke", "--size", "1920x1080"]) == 0
    assert cli.main(["--smoke", "--ruleset", "ln", "--size", "1600x900"]) == 0
    assert cli.main(["--smoke", "--tutorial", "--size", "1920x1080"]) == 0
    assert seen == [(None, None, (), None, (1920, 1080)), (None, "ln", [], None, (1600, 900)),
                    (None, (1920, 1080))]


def test_smoke_missing_is_clear(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "game.client.smoke", None)
    assert cli.main(["--smoke"]) == 1
    assert "game.client.smoke is not available" in capsys.readouterr().err


def test_screenshots_requires_smoke() -> None:
    assert cli.main(["--screenshots", "x"]) == 2


def test_unknown_word_is_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["no-such-command"]) == 2
    assert "usage:" in capsys.readouterr().err


def test_smoke_rejects_unknown_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--smoke", "--no-such-flag"]) == 2
    assert "unrecognized arguments: --no-such-flag" in capsys.readouterr().err


def test_window_options_go_to_the_client(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = []
    fake = types.ModuleType("game.client.boot")
    fake.main = lambda a: seen.append(a) or 0  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.client.boot", fake)
    monkeypatch.setattr(display, "check_display", lambda: None)
    assert cli.main(["--size", "1600x900", "--fullscreen"]) == 0
    assert seen == [["--size", "1600x900", "--fullscreen"]]


def test_headless_client_skips_display_check(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = types.ModuleType("game.client.boot")
    fake.main = lambda a: 0  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.client.boot", fake)
    monkeypatch.setattr(display, "check_display", lambda: "no display")
    assert cli.main(["--headless"]) == 0


# --- quick start and CI --------------------------------------------------------------------


def quick_start_commands() -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("\n## Quick start", 1)[1].split("\n## ", 1)[0]
    block = re.search(r"```[a-z]*\n(.*?)```", section, re.S)
    assert block, "README's Quick start has no code block"
    return [line for line in block.group(1).splitlines() if line.strip()]


def test_readme_quick_start_is_two_commands() -> None:
    assert quick_start_commands() == ["python3 tools/dev.py play", "python3 tools/dev.py test"]


def test_ci_runs_the_quick_start_test_command() -> None:
    ci = ROOT / ".ci" / "run"
    text = ci.read_text(encoding="utf-8")
    assert text.startswith("#!")
    assert "set -euo pipefail" in text
    commands = [
        line.strip()
        for line in text.splitlines()
        if line.strip() and not line.lstrip().startswith("#")
    ]
    assert commands[-1] == quick_start_commands()[1]
    if os.name == "posix":
        assert os.access(ci, os.X_OK)


# --- packaging -----------------------------------------------------------------------------


def test_pyproject_metadata() -> None:
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    project = meta["project"]
    assert project["name"] == "winter-colony"
    assert project["requires-python"] == ">=3.11"
    assert "MIT" in project["license"] and "CC-BY-SA-4.0" in project["license"]
    assert project["scripts"] == {"winter-colony": "game.cli:main"}
    assert meta["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "game.version.__version__"}
    deps = {re.split(r"[<>=!~;\[ ]", d, maxsplit=1)[0]: d for d in project["dependencies"]}
    assert set(deps) == {"pygame-ce", "pymunk", "pydantic", "platformdirs", "websockets"}
    assert all(">=" in d for d in deps.values())
    dev = {
        re.split(r"[<>=!~;\[ ]", d, maxsplit=1)[0] for d in project["optional-dependencies"]["dev"]
    }
    assert {"pytest", "hypothesis", "pytest-xdist", "pyinstaller", "ruff", "mypy"} <= dev


def test_build_bundles_websockets() -> None:
    """Network play's runtime dependency is in the executable: the spec collects its
    lazily loaded submodules (game.net is collected with the rest of the game)."""
    spec = (ROOT / "build" / "winter-colony.spec").read_text(encoding="utf-8")
    assert 'collect_submodules("websockets")' in spec
    assert "websockets" not in spec.split("excludes = [", 1)[1].split("]", 1)[0]


def test_entry_point_resolves() -> None:
    module, func = "game.cli:main".split(":")
    assert callable(getattr(__import__(module, fromlist=[func]), func))
