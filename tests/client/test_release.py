"""Issue 12, "for people who don't use a terminal": icon, window title with the version,
the executable's name with version and OS, the release workflow."""

from __future__ import annotations

import struct
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parents[2]


def test_window_title_names_the_version(app):
    from game.version import __version__

    assert pygame.display.get_caption()[0] == f"Winter Colony {__version__}"


def test_icon_is_drawn_with_transparent_corners():
    from game.client.art.icon import icon

    pygame.display.init()
    img = icon(64)
    assert img.get_size() == (64, 64)
    assert img.get_at((0, 0)).a == 0 and img.get_at((32, 32)).a == 255


def test_icon_files_for_the_executable_are_valid():
    folder = ROOT / "assets" / "icon"
    png = pygame.image.load(str(folder / "winter-colony.png"))
    assert png.get_size() == (256, 256)
    ico = (folder / "winter-colony.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1) and count >= 1
    for i in range(count):
        *_, size, offset = struct.unpack("<BBBBHHII", ico[6 + 16 * i:22 + 16 * i])
        assert ico[offset:offset + 8] == b"\x89PNG\r\n\x1a\n" and offset + size <= len(ico)
    icns = (folder / "winter-colony.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)


def test_dist_name_carries_version_and_os():
    from game.version import __version__, dist_name

    assert dist_name("Windows", "AMD64") == f"winter-colony-{__version__}-windows-amd64"
    assert dist_name("Darwin", "arm64") == f"winter-colony-{__version__}-macos-arm64"
    assert dist_name("Linux", "x86_64") == f"winter-colony-{__version__}-linux-x86_64"
    spec = (ROOT / "build" / "winter-colony.spec").read_text(encoding="utf-8")
    assert "name=NAME" in spec and "NAME = dist_name()" in spec and "icon=" in spec


def test_release_workflow_builds_and_smoke_tests_three_systems():
    """Checked as text (no YAML parser in the project): a tag trigger, the three systems,
    the build, both smoke runs of the executable, the release after the builds."""
    wf = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    assert 'tags: ["v*"]' in wf
    assert "os: [ubuntu-latest, windows-latest, macos-latest]" in wf
    assert "run: python build/build.py\n" in wf
    assert '"./$exe" --smoke\n' in wf and '"./$exe" --smoke --tutorial\n' in wf
    assert "needs: build" in wf and "gh release create" in wf
