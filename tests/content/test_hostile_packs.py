"""Hostile user packs (issue 10, section 2, item 4): ``*.toml`` links leaving the pack are
refused and never read (so nothing of them is echoed), files are capped in size and nesting,
FIFOs never hang a scan, and one bad pack never breaks the pack list."""

from __future__ import annotations

import os
import sys
import threading
from pathlib import Path

import pytest

import game.content.loader as loader
import game.content.reading as reading
from game.content.loader import PackError, available_packs, load_pack
from tests.content.test_loader import add_pack, dirs  # noqa: F401 - fixture

SECRET = "SECRET_7f3a"
DEEP = "a = " + "[" * 4000 + "]" * 4000 + "\n"
posix_only = pytest.mark.skipif(sys.platform == "win32", reason="symlinks and FIFOs")


def _errors(user: Path) -> dict[str, str | None]:
    return {i.path.name: i.error for i in available_packs() if i.path.parent == user}


def _all_text(exc: PackError) -> str:
    return "\n".join(str(i) for i in exc.issues)


@posix_only
def test_a_toml_link_leaving_the_pack_is_refused_and_never_echoed(tmp_path: Path,
                                                                   dirs) -> None:  # noqa: F811
    _, user = dirs
    outside = tmp_path / "private.toml"
    outside.write_text(f"[{SECRET}]\nkey = 1\n")
    pack = add_pack(user, "leaky", "leaky", ["base"])
    (pack / "extra.toml").symlink_to(outside)
    with pytest.raises(PackError) as info:
        load_pack(pack)
    text = _all_text(info.value)
    assert "outside the pack" in text and SECRET not in text
    err = _errors(user)["leaky"] or ""
    assert "outside the pack" in err and SECRET not in err
    # the same for the manifest itself
    m = add_pack(user, "leaky_manifest", "leaky_manifest", ["base"])
    (m / "manifest.toml").unlink()
    (m / "manifest.toml").symlink_to(outside)
    err = _errors(user)["leaky_manifest"] or ""
    assert "outside the pack" in err and SECRET not in err


@posix_only
def test_a_link_inside_the_pack_is_fine(dirs) -> None:  # noqa: F811
    _, user = dirs
    pack = add_pack(user, "linked", "linked", ["base"])
    (pack / "src").mkdir()
    (pack / "cards.toml").rename(pack / "src" / "cards.real")
    (pack / "cards.toml").symlink_to(pack / "src" / "cards.real")
    assert _errors(user)["linked"] is None


def test_an_oversized_file_is_refused(dirs) -> None:  # noqa: F811
    _, user = dirs
    pack = add_pack(user, "huge", "huge", ["base"])
    with open(pack / "padding.toml", "w") as f:
        f.write("# " + "x" * (loader.MAX_FILE_BYTES + 10) + "\n")
    err = _errors(user)["huge"] or ""
    assert "larger than 1 MB" in err


def test_the_whole_pack_is_capped(dirs, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: F811
    _, user = dirs
    pack = add_pack(user, "many", "many", ["base"])
    for i in range(4):
        (pack / f"pad{i}.toml").write_text("# " + "x" * 3000 + "\n")
    monkeypatch.setattr(reading, "MAX_PACK_BYTES", 8000)  # stage 1 reads the files
    assert "add up to more than" in (_errors(user)["many"] or "")


@pytest.mark.parametrize("where", ["manifest.toml", "cards.toml"])
def test_deep_nesting_is_a_clear_error(dirs, where: str) -> None:  # noqa: F811
    _, user = dirs
    pack = add_pack(user, "deep", "deep", ["base"])
    path = pack / where
    path.write_text((path.read_text() + "\n" if where == "cards.toml" else "") + DEEP)
    err = _errors(user)["deep"] or ""
    assert "nested more than" in err
    dotted = add_pack(user, "dotted", "dotted", ["base"])
    (dotted / "cards.toml").write_text("a" + ".a" * 3000 + " = 1\n")
    assert "nested more than" in (_errors(user)["dotted"] or "")


@posix_only
def test_a_fifo_never_hangs_a_scan(dirs) -> None:  # noqa: F811
    _, user = dirs
    pack = add_pack(user, "piped", "piped", ["base"])
    os.mkfifo(pack / "more.toml")
    box: dict[str, object] = {}
    t = threading.Thread(target=lambda: box.update(r=_errors(user)), daemon=True)
    t.start()
    t.join(10)
    try:
        assert "r" in box, "the scan hung on a FIFO"
        assert "not a regular file" in (box["r"]["piped"] or "")  # type: ignore[index]
    finally:
        try:
            os.close(os.open(pack / "more.toml", os.O_WRONLY | os.O_NONBLOCK))
        except OSError:
            pass


def test_an_unexpected_failure_in_one_pack_stays_in_that_pack(
        dirs, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: F811
    """Whatever goes wrong inside one pack, the list still comes back (defence in depth)."""
    _, user = dirs
    add_pack(user, "good", "good", ["base"])
    add_pack(user, "weird", "weird", ["base"])
    real = loader.load_packs_with_sources

    def boom(folders, primary=None):
        if primary is not None and primary.name == "weird":
            raise RecursionError("maximum recursion depth exceeded")
        return real(folders, primary)

    monkeypatch.setattr(loader, "load_packs_with_sources", boom)
    errors = _errors(user)
    assert errors["good"] is None and "RecursionError" in (errors["weird"] or "")
