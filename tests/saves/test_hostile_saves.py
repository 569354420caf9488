"""Hostile save files (issue 10, section 2, items 3, 5 and 7): deep nesting, endless lines,
FIFOs and devices, edited headers, a full disk that frees up.  Every case ends in a clear
``SaveError`` (or a save list entry marked as damaged) -- never a traceback or a hang."""

from __future__ import annotations

import errno
import json
import os
import sys
import threading
from pathlib import Path

import pytest

from game import saves
from game.saves import DamagedSave, SaveError, TamperedSave, load, loads, read_header
from game.saves import reader as reader_mod
from game.saves.listing import list_saves, save_info
from tests.engine.factory import CONTENT
from tests.saves.conftest import Played, lines_of, write_lines

DEEP = "[" * 5000 + "]" * 5000
posix_only = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and /dev/zero")


def _header(game: Played) -> dict:
    return json.loads(game.text().splitlines()[0])


def _with_header(path: Path, game: Played, **changes: object) -> Path:
    lines = game.text().splitlines()
    h = {**json.loads(lines[0]), **changes}
    write_lines(path, [json.dumps(h), *lines[1:]])
    return path


# ------------------------------------------------------------------------------ item 3
@pytest.mark.parametrize("where", ["header", "action", "header_value"])
def test_deeply_nested_json_is_a_damaged_save(tmp_path: Path, game: Played, where: str) -> None:
    lines = game.text().splitlines()
    if where == "header":
        lines[0] = DEEP
    elif where == "action":
        lines[3] = '{"a":' + DEEP + "}"
    else:  # a deep value inside an otherwise valid header
        h = json.loads(lines[0])
        h["config"]["seed"] = json.loads("[" * 40 + "]" * 40)
        lines[0] = json.dumps(h)
    p = tmp_path / "deep.jsonl"
    write_lines(p, lines)
    line = 4 if where == "action" else 1
    with pytest.raises(DamagedSave) as info:
        load(p, CONTENT)
    assert info.value.line == line and "nested more than" in str(info.value)
    if where != "action":
        with pytest.raises(DamagedSave):
            read_header(p)
    salvaged = load(p, CONTENT, salvage=True) if where == "action" else None
    assert salvaged is None or len(salvaged.actions) == 2


def test_an_endless_line_is_refused(tmp_path: Path, game: Played) -> None:
    lines = game.text().splitlines()
    lines[2] = '{"a":{"type":"end_turn","actor":0,"x":"' + "y" * 200_000 + '"}}'
    p = tmp_path / "long.jsonl"
    write_lines(p, lines)
    with pytest.raises(DamagedSave, match="longer than") as info:
        load(p, CONTENT)
    assert info.value.line == 3
    lines[0] = '{"format":1,"pad":"' + "y" * 200_000 + '"}'
    write_lines(p, lines)
    with pytest.raises(DamagedSave, match="longer than"):
        read_header(p)


def test_a_file_over_the_size_limit_is_refused(tmp_path: Path, game: Played,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    p = tmp_path / "big.jsonl"
    p.write_text(game.text(), encoding="utf-8")
    monkeypatch.setattr(reader_mod, "MAX_FILE_BYTES", 1000)
    with pytest.raises(SaveError, match="larger than"):
        load(p, CONTENT)
    with pytest.raises(DamagedSave, match="larger than"):
        loads(game.text(), CONTENT)


def _in_thread(fn, timeout: float = 10.0) -> BaseException | None:
    box: dict[str, BaseException | None] = {"exc": None, "done": None}

    def run() -> None:
        try:
            fn()
        except BaseException as exc:  # noqa: BLE001
            box["exc"] = exc
        box["done"] = exc_marker

    exc_marker = RuntimeError("done")
    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(timeout)
    assert box["done"] is exc_marker, "it hung"
    return box["exc"]


@posix_only
def test_a_fifo_is_refused_without_hanging(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.jsonl"
    os.mkfifo(fifo)
    try:
        for fn in (lambda: load(fifo, CONTENT), lambda: read_header(fifo)):
            exc = _in_thread(fn)
            assert isinstance(exc, SaveError) and "not a regular file" in str(exc)
        info = save_info(fifo)
        assert info.error and "not a regular file" in info.error
        from game.saves.cli import replay_main  # python -m game replay FIFO: exit 2, no hang

        box: dict[str, object] = {}
        assert _in_thread(lambda: box.update(rc=replay_main([str(fifo)]))) is None
        assert box["rc"] == 2
    finally:  # release a reader that would still be blocked (when the test fails)
        try:
            os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        except OSError:
            pass


@posix_only
def test_dev_zero_is_refused(tmp_path: Path) -> None:
    link = tmp_path / "zero.jsonl"
    link.symlink_to("/dev/zero")
    for target in (Path("/dev/zero"), link):
        exc = _in_thread(lambda t=target: load(t, CONTENT))
        assert isinstance(exc, SaveError) and "not a regular file" in str(exc)


def test_save_list_marks_bad_files_as_damaged(tmp_path: Path, game: Played) -> None:
    """latest_save -> save_info -> read_header: one bad file never breaks the list."""
    d = tmp_path / "saves"
    d.mkdir()
    (d / "good.jsonl").write_text(game.text(), encoding="utf-8")
    (d / "deep.jsonl").write_text(DEEP + "\n", encoding="utf-8")
    (d / "tail.jsonl").write_text(game.text() + '{"checkpoint":' + DEEP + "}\n",
                                  encoding="utf-8")
    infos = {i.file.name: i for i in list_saves(d)}
    assert infos["good.jsonl"].error is None
    assert infos["deep.jsonl"].error and "damaged" in infos["deep.jsonl"].error
    assert infos["tail.jsonl"].error is None  # header fine; the bad tail line is skipped


def test_session_record_is_read_like_a_save(tmp_path: Path) -> None:
    from game.session.session import Session

    p = tmp_path / "rec.json"
    p.write_text(DEEP, encoding="utf-8")
    with pytest.raises(SaveError, match="nested more than"):
        Session.load(p)
    p.write_text("[1, 2]", encoding="utf-8")
    with pytest.raises(DamagedSave, match="not a session record"):
        Session.load(p)


# ------------------------------------------------------------------------------ item 5
def test_header_main_objective_must_be_the_one_setup_draws(tmp_path: Path,
                                                           game: Played) -> None:
    assert _header(game)["main_objective"] == game.state.main_objective
    p = _with_header(tmp_path / "mo.jsonl", game, main_objective="m2")
    with pytest.raises(TamperedSave, match="main objective") as info:
        load(p, CONTENT)
    assert info.value.line == 1


@pytest.mark.parametrize("created", ["yesterday", "2025-13-01T00:00:00+00:00",
                                     "2025-03-04T05:06:07", ""])
def test_header_created_must_be_an_iso_time_with_zone(tmp_path: Path, game: Played,
                                                      created: str) -> None:
    p = _with_header(tmp_path / "c.jsonl", game, created=created)
    with pytest.raises(DamagedSave, match="creation time"):
        load(p, CONTENT)
    with pytest.raises(DamagedSave, match="creation time"):
        read_header(p)


@pytest.mark.parametrize("version", ["", "<b>x</b>", "1.0.0\nsecond line", "v" * 300,
                                     "../../etc"])
def test_header_app_version_must_be_a_version(tmp_path: Path, game: Played,
                                              version: str) -> None:
    p = _with_header(tmp_path / "v.jsonl", game, app_version=version)
    with pytest.raises(DamagedSave, match="app version"):
        load(p, CONTENT)


@pytest.mark.parametrize("version", ["0.1.0", "1.2", "2.0.0rc1", "0.1.0.dev3", "1.0.0+local"])
def test_plausible_app_versions_load(tmp_path: Path, game: Played, version: str) -> None:
    p = _with_header(tmp_path / "v.jsonl", game, app_version=version)
    assert load(p, CONTENT).final_hash == game.hash


# ------------------------------------------------------------------------------ item 7
def test_last_save_error_clears_when_the_autosave_catches_up(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.engine import GameConfig, Seat
    from game.session.session import Session

    cfg = GameConfig(seats=[Seat(name=f"B{i}", bot=True) for i in range(3)], seed=5)
    s = Session(cfg, CONTENT, save_path=tmp_path / "auto.jsonl")
    real_fsync = os.fsync

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    s.step_bot()
    assert s.last_save_error and "disk is full" in s.last_save_error
    monkeypatch.setattr(os, "fsync", real_fsync)
    s.autosave()  # room again: the missed action is written
    assert s.last_save_error is None
    s.close()
    assert len(load(tmp_path / "auto.jsonl", CONTENT).actions) == 1
    assert saves.read_header(tmp_path / "auto.jsonl").main_objective == s.state.main_objective
    lines = lines_of(tmp_path / "auto.jsonl")
    # the action, then the status checkpoint of the first append (issue 11)
    assert lines[-2].startswith('{"a"') and lines[-1].startswith('{"checkpoint":1,')


# ------------------------------------------------------------------------------ fuzzing
@pytest.fixture(scope="module")
def short_game() -> Played:
    from tests.saves.conftest import play

    return play(seed=7, max_actions=60)




def _mutate(text: str, data) -> bytes:  # noqa: ANN001
    from hypothesis import strategies as st

    raw = bytearray(text.encode("utf-8"))
    lines = text.splitlines(keepends=True)
    for _ in range(data.draw(st.integers(1, 4))):
        kind = data.draw(st.sampled_from(["byte", "insert", "cut", "dup", "swap", "nest",
                                          "number"]))
        if kind in ("dup", "swap", "nest", "number") and len(lines) > 2:
            i = data.draw(st.integers(0, len(lines) - 1))
            j = data.draw(st.integers(0, len(lines) - 1))
            if kind == "dup":
                lines.insert(j, lines[i])
            elif kind == "swap":
                lines[i], lines[j] = lines[j], lines[i]
            elif kind == "nest":
                lines[i] = lines[i].replace(":", ":" + "[" * 50, 1)
            else:
                digits = [k for k, c in enumerate(lines[i]) if c.isdigit()]
                if digits:
                    k = data.draw(st.sampled_from(digits))
                    new = data.draw(st.sampled_from(["-1", "00", "9", "1e9", "true", '"1"']))
                    lines[i] = lines[i][:k] + new + lines[i][k + 1:]
            raw = bytearray("".join(lines).encode("utf-8"))
        elif raw:
            k = data.draw(st.integers(0, len(raw) - 1))
            if kind == "byte":
                raw[k] = data.draw(st.integers(0, 255))
            elif kind == "insert":
                raw[k:k] = data.draw(st.binary(min_size=1, max_size=8))
            else:
                del raw[k:k + data.draw(st.integers(1, 40))]
    return bytes(raw)


def test_mutated_saves_load_or_fail_with_a_save_error(short_game: Played) -> None:
    """Damaged saves produce only clear errors: a mutated file either loads (and then
    replays to a state the rules allow) or raises SaveError -- nothing else."""
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    from game.engine.invariants import check_invariants

    text = short_game.text()

    @settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(data=st.data(), salvage=st.booleans())
    def check(data, salvage: bool) -> None:  # noqa: ANN001
        blob = _mutate(text, data)
        try:
            game = loads(blob, CONTENT, salvage=salvage)
        except SaveError as exc:
            msg = str(exc)
            assert msg and "\n" not in msg and "Traceback" not in msg
            return
        assert check_invariants(game.state) == []

    check()


@pytest.mark.parametrize("field,value", [("round", 99), ("morale", -3), ("over", False)])
def test_checkpoint_facts_must_be_the_games(tmp_path: Path, game: Played, field: str,
                                            value: object) -> None:
    """The round, morale and 'over' of a checkpoint (shown by the Load screen without a
    replay) are checked against the replayed game like its hash."""
    lines = game.text().splitlines()
    i = max(k for k, line in enumerate(lines) if line.startswith('{"checkpoint"'))
    cp = json.loads(lines[i])
    assert cp[field] != value
    cp[field] = value
    lines[i] = json.dumps(cp)
    p = tmp_path / "cp.jsonl"
    write_lines(p, lines)
    with pytest.raises(TamperedSave, match=f"checkpoint's {field}") as info:
        load(p, CONTENT)
    assert info.value.line == i + 1
