"""Looking after the saves folder (issue 11): pruning old finished autosaves, stray
temporary files of an interrupted atomic write, deleting one save."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from game.engine import GameConfig, Seat
from game.saves import SaveError, listing, manage
from game.session.session import Session, default_save_name


def _game(folder: Path, name: str, finish: bool, seed: int, age: float) -> Path:
    s = Session(GameConfig(seats=[Seat(name=n, bot=True) for n in ("Ana", "Ben")],
                           variants={"two_player"}, seed=seed),
                save_path=folder / f"{name}.jsonl")
    for _ in range(3000 if finish else 5):
        if s.over:
            break
        s.step_bot()
    s.close()
    p = folder / f"{name}.jsonl"
    t = time.time() - age
    os.utime(p, (t, t))
    return p


@pytest.fixture(scope="module")
def finished_save(tmp_path_factory) -> Path:
    return _game(tmp_path_factory.mktemp("src"), "src", True, 7, 0)


def test_prune_keeps_newest_finished_unfinished_and_named(tmp_path, finished_save):
    names = []
    for i in range(5):  # five finished autosaves, oldest first
        name = default_save_name(GameConfig(seats=[Seat(name="Ana"), Seat(name="Ben")],
                                            variants={"two_player"}, seed=1)) + f"_{i}"
        p = tmp_path / f"{name}.jsonl"
        p.write_bytes(finished_save.read_bytes())
        t = time.time() - 1000 + i * 10
        os.utime(p, (t, t))
        names.append(p)
    unfinished = _game(tmp_path, "2026-01-01_000000_Ana-Ben", False, 3, 5000)
    named = tmp_path / "my finished game.jsonl"
    named.write_bytes(finished_save.read_bytes())
    os.utime(named, (time.time() - 9000, time.time() - 9000))
    (tmp_path / "2026-01-02_000000_junk.jsonl").write_text("damaged\n", encoding="utf-8")
    assert all(listing.save_info(p).over for p in names)
    removed = manage.prune_autosaves(tmp_path, keep_finished=2)
    assert sorted(removed) == sorted(names[:3])  # the three oldest finished autosaves
    left = {p.name for p in tmp_path.iterdir()}
    assert {names[3].name, names[4].name, unfinished.name, named.name,
            "2026-01-02_000000_junk.jsonl"} == left


def test_stray_temp_files_are_removed_but_young_ones_and_saves_kept(tmp_path):
    old = tmp_path / ".game.jsonl.abc123.tmp"
    young = tmp_path / ".other.jsonl.zz9.tmp"
    keep = tmp_path / "game.jsonl"
    other = tmp_path / ".hidden-note.txt"
    for p in (old, young, keep, other):
        p.write_text("x", encoding="utf-8")
    t = time.time() - 3600
    os.utime(old, (t, t))
    assert manage.remove_stray_temps(tmp_path) == [old]
    assert not old.exists() and young.exists() and keep.exists() and other.exists()


def test_a_crash_between_write_and_rename_leaves_a_temp_that_tidy_removes(
        tmp_path, monkeypatch, finished_save):
    from game.saves import io

    def crash(*a, **k):
        raise KeyboardInterrupt  # the process dies before the rename

    monkeypatch.setattr(io.os, "replace", crash)
    with pytest.raises(KeyboardInterrupt):
        io.atomic_write(tmp_path / "g.jsonl", "text\n")
    monkeypatch.undo()
    temps = [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert len(temps) == 1
    t = time.time() - 60
    os.utime(temps[0], (t, t))
    removed, _ = manage.tidy(tmp_path)
    assert removed == temps and not any(tmp_path.iterdir())


def test_delete_save_only_in_the_saves_folder(tmp_path, finished_save):
    p = tmp_path / "a.jsonl"
    p.write_bytes(finished_save.read_bytes())
    manage.delete_save(p, folder=tmp_path)
    assert not p.exists()
    with pytest.raises(SaveError, match="only a save in the saves folder"):
        manage.delete_save(finished_save, folder=tmp_path)
    assert finished_save.exists()


def test_keep_setting_zero_keeps_every_finished_autosave(tmp_path, finished_save):
    from game.client.core.settings import Settings

    s, problems = Settings.from_dict({"keep_finished_saves": 0})
    assert s.keep_finished_saves == 0 and problems == []
    _, problems = Settings.from_dict({"keep_finished_saves": "many"})
    assert problems and Settings().keep_finished_saves == manage.KEEP_FINISHED
    for i in range(3):
        p = tmp_path / f"2026-01-0{i + 1}_000000_Ana-Ben.jsonl"
        p.write_bytes(finished_save.read_bytes())
    assert manage.tidy(tmp_path, keep_finished=0) == ([], [])
    assert len(list(tmp_path.iterdir())) == 3
    assert len(manage.tidy(tmp_path, keep_finished=1)[1]) == 2
