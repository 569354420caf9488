"""Save files: round trip, format, every kind of damage, atomic writes, autosave, list."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest

from game import saves
from game.engine import apply, legal_actions, new_game, state_hash
from game.engine.rng import ALGORITHM
from game.saves import (
    CHECKPOINT_EVERY,
    MIGRATIONS,
    Autosave,
    DamagedSave,
    GameLog,
    SaveError,
    SaveFailed,
    TamperedSave,
    TruncatedSave,
    UnknownVersion,
    WrongContent,
    list_saves,
    load,
    loads,
    save,
)
from game.saves.cli import replay_main
from game.version import __version__
from tests.engine.factory import CONTENT, config, make_content
from tests.saves.conftest import CREATED, Played, first_line, lines_of, play, write_lines


def _expect(path: Path, kind: type[SaveError], line: int | None, **kw: object) -> SaveError:
    with pytest.raises(kind) as info:
        load(path, CONTENT, **kw)  # type: ignore[arg-type]
    err = info.value
    assert type(err) is kind, f"{type(err).__name__}: {err}"
    assert err.line == line, str(err)
    msg = str(err)
    assert "\n" not in msg and "Traceback" not in msg
    if line is not None:
        assert f"line {line}" in msg
    assert path.name in msg
    return err


# ------------------------------------------------------------------------------ round trip
def test_round_trip(save_file: Path, game: Played) -> None:
    loaded = load(save_file, CONTENT)
    assert loaded.final_hash == game.hash
    assert loaded.final_verified
    assert loaded.checkpoints_verified == len(game.log.actions) // CHECKPOINT_EVERY + 1
    assert [saves.format.action_dict(a) for a in loaded.actions] == \
        [saves.format.action_dict(a) for a in game.log.actions]
    assert loaded.state.over and loaded.salvaged is None
    # saving the loaded game again gives the same file
    again = save_file.with_name("again.jsonl")
    save(again, loaded.log, loaded.state)
    assert again.read_text(encoding="utf-8") == save_file.read_text(encoding="utf-8")


def test_round_trip_unfinished_game_without_final_checkpoint(tmp_path: Path) -> None:
    g = play(seed=5, max_actions=57)
    assert not g.state.over
    p = tmp_path / "mid.jsonl"
    p.write_text(g.text(final=False), encoding="utf-8")
    loaded = load(p, CONTENT)
    assert loaded.final_hash == g.hash and not loaded.final_verified
    assert loaded.checkpoints_verified == 1
    # the game goes on from the loaded state exactly as from the live one
    a = legal_actions(g.state)[0]
    apply(loaded.state, a)
    live = new_game(g.state.config, CONTENT)
    for x in [*g.log.actions, a]:
        apply(live, x)
    assert state_hash(loaded.state) == state_hash(live)


def test_header_fields(save_file: Path, game: Played) -> None:
    header = json.loads(lines_of(save_file)[0])
    assert header["format"] == 1
    assert header["app_version"] == __version__
    assert header["rules_version"] == "base-2"
    assert header["packs"] == CONTENT.hashes
    assert header["rng"] == {"algorithm": ALGORITHM, "seed": game.state.config.seed}
    assert header["config"] == game.state.config.model_dump(mode="json")
    assert header["seats"] == [s.model_dump() for s in game.state.config.seats]
    assert header["created"] == CREATED
    assert header["main_objective"] == game.state.main_objective


def test_checkpoint_lines(save_file: Path, game: Played) -> None:
    count = 0
    cps = []
    for line in lines_of(save_file)[1:]:
        obj = json.loads(line)
        if "a" in obj:
            count += 1
        else:
            assert set(obj) >= {"checkpoint", "hash"}
            assert obj["checkpoint"] == count
            cps.append(count)
    n = len(game.log.actions)
    assert cps == [*range(CHECKPOINT_EVERY, n, CHECKPOINT_EVERY), n] or \
        cps == list(range(CHECKPOINT_EVERY, n + 1, CHECKPOINT_EVERY))
    assert cps[-1] == n


def test_base_pack_round_trip(tmp_path: Path) -> None:
    from game.content.loader import load_base

    base = load_base()
    g = play(seed=2, n=4, content=base)
    p = tmp_path / "base.jsonl"
    save(p, g.log, g.state)
    loaded = load(p)  # content resolved from the header
    assert loaded.final_hash == g.hash and loaded.final_verified


def test_loads_accepts_str_and_bytes(game: Played) -> None:
    assert loads(game.text(), CONTENT).final_hash == game.hash
    assert loads(game.text().encode(), CONTENT).final_hash == game.hash


def test_blank_lines_are_ignored(save_file: Path, game: Played) -> None:
    lines = lines_of(save_file)
    write_lines(save_file, [lines[0], "", *lines[1:], "  "])
    assert load(save_file, CONTENT).final_hash == game.hash


# ------------------------------------------------------------------------------ damage
def test_missing_file(tmp_path: Path) -> None:
    err = _expect(tmp_path / "nope.jsonl", SaveError, None)
    assert "does not exist" in str(err)


def test_empty_file(tmp_path: Path) -> None:
    p = tmp_path / "empty.jsonl"
    p.write_text("", encoding="utf-8")
    _expect(p, DamagedSave, 1)


def test_garbage_line(save_file: Path) -> None:
    lines = lines_of(save_file)
    lines[6] = "{this is not json"
    write_lines(save_file, lines)
    _expect(save_file, DamagedSave, 7)


def test_garbage_line_is_damage_not_truncation_even_at_the_end(save_file: Path) -> None:
    lines = lines_of(save_file)
    write_lines(save_file, [*lines, "#garbage"])  # ends with a newline: not a crash
    _expect(save_file, DamagedSave, len(lines) + 1)


def test_binary_garbage(save_file: Path) -> None:
    data = save_file.read_bytes().split(b"\n")
    data[3] = b"\xff\xfe\x00garbage"
    save_file.write_bytes(b"\n".join(data))
    _expect(save_file, DamagedSave, 4)


def test_line_that_is_not_an_object(save_file: Path) -> None:
    lines = lines_of(save_file)
    lines[2] = "[1, 2, 3]"
    write_lines(save_file, lines)
    _expect(save_file, DamagedSave, 3)


def test_invalid_action_shape(save_file: Path) -> None:
    lines = lines_of(save_file)
    lines[4] = json.dumps({"a": {"type": "teleport", "actor": 0}})
    write_lines(save_file, lines)
    err = _expect(save_file, DamagedSave, 5)
    assert "action" in str(err)


def test_unknown_line_kind(save_file: Path) -> None:
    lines = lines_of(save_file)
    lines[4] = json.dumps({"note": "hello"})
    write_lines(save_file, lines)
    _expect(save_file, DamagedSave, 5)


def test_bad_header(save_file: Path) -> None:
    lines = lines_of(save_file)
    header = json.loads(lines[0])
    del header["packs"]
    lines[0] = json.dumps(header)
    write_lines(save_file, lines)
    err = _expect(save_file, DamagedSave, 1)
    assert "packs" in str(err)


def test_header_seed_disagrees_with_config(save_file: Path) -> None:
    lines = lines_of(save_file)
    header = json.loads(lines[0])
    header["rng"]["seed"] += 1
    lines[0] = json.dumps(header)
    write_lines(save_file, lines)
    _expect(save_file, DamagedSave, 1)


def test_truncated_last_line(save_file: Path, game: Played) -> None:
    lines = lines_of(save_file)
    text = "\n".join(lines[:-2]) + "\n" + lines[-2][: len(lines[-2]) // 2]  # no newline
    save_file.write_text(text, encoding="utf-8")
    _expect(save_file, TruncatedSave, len(lines) - 1)
    # salvage keeps everything before the cut-off line
    loaded = load(save_file, CONTENT, salvage=True)
    assert isinstance(loaded.salvaged, TruncatedSave)
    assert loaded.lines_dropped == 1
    assert len(loaded.actions) == len(game.log.actions) - 1
    live = new_game(game.state.config, CONTENT)
    for a in game.log.actions[:-1]:
        apply(live, a)
    assert loaded.final_hash == state_hash(live)


def test_truncated_header(tmp_path: Path, save_file: Path) -> None:
    p = tmp_path / "cut.jsonl"
    p.write_text(lines_of(save_file)[0][:40], encoding="utf-8")
    _expect(p, TruncatedSave, 1)
    _expect(p, TruncatedSave, 1, salvage=True)  # nothing to salvage without a header


def test_salvage_drops_a_damaged_line_and_the_rest(save_file: Path) -> None:
    lines = lines_of(save_file)
    lines[10] = "garbage"
    write_lines(save_file, lines)
    loaded = load(save_file, CONTENT, salvage=True)
    assert isinstance(loaded.salvaged, DamagedSave) and loaded.salvaged.line == 11
    assert len(loaded.actions) == 9  # lines 2..10 are actions
    assert loaded.lines_dropped == len(lines) - 10


def test_salvage_never_hides_tampering(save_file: Path) -> None:
    lines = lines_of(save_file)
    i = first_line(lines, '"checkpoint"')
    cp = json.loads(lines[i])
    cp["hash"] = "0" * 64
    lines[i] = json.dumps(cp)
    write_lines(save_file, lines)
    _expect(save_file, TamperedSave, i + 1, salvage=True)


# ------------------------------------------------------------------------------ versions
def test_newer_format(save_file: Path) -> None:
    lines = lines_of(save_file)
    header = json.loads(lines[0])
    header["format"] = 99
    lines[0] = json.dumps(header)
    write_lines(save_file, lines)
    err = _expect(save_file, UnknownVersion, 1)
    assert "99" in str(err)


def test_old_format_without_migration(save_file: Path) -> None:
    lines = lines_of(save_file)
    header = json.loads(lines[0])
    header["format"] = 0
    lines[0] = json.dumps(header)
    write_lines(save_file, lines)
    _expect(save_file, UnknownVersion, 1)


def test_header_without_format(save_file: Path) -> None:
    lines = lines_of(save_file)
    header = json.loads(lines[0])
    del header["format"]
    lines[0] = json.dumps(header)
    write_lines(save_file, lines)
    _expect(save_file, DamagedSave, 1)


def test_migration_from_a_made_up_format_0(save_file: Path, game: Played,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """Format 0 (invented for this test) had a top-level "seed" instead of the "rng" block
    and wrote each action as {"action": ...}; a registered step upgrades it to format 1."""
    lines = lines_of(save_file)
    header = json.loads(lines[0])
    header["format"] = 0
    header["seed"] = header.pop("rng")["seed"]
    old = [json.dumps(header)]
    for line in lines[1:]:
        obj = json.loads(line)
        old.append(json.dumps({"action": obj["a"]} if "a" in obj else obj))
    old[5] = "{broken"  # line numbers survive the migration
    write_lines(save_file, old)

    def v0_to_v1(h: dict, entries: list[saves.Entry]) -> tuple[dict, list[saves.Entry]]:
        h = dict(h)
        h["format"] = 1
        h["rng"] = {"algorithm": ALGORITHM, "seed": h.pop("seed")}
        out = []
        for e in entries:
            data = {"a": e.data["action"]} if "action" in e.data else e.data
            out.append(saves.Entry(e.line, data))
        return h, out

    monkeypatch.setitem(MIGRATIONS, 0, v0_to_v1)
    with pytest.raises(DamagedSave) as info:
        load(save_file, CONTENT)
    assert info.value.line == 6
    old[5] = json.dumps({"action": json.loads(lines[5])["a"]})
    write_lines(save_file, old)
    loaded = load(save_file, CONTENT)
    assert loaded.final_hash == game.hash and loaded.final_verified
    assert loaded.header.format == 1
    # a step that does not reach the next version is refused
    monkeypatch.setitem(MIGRATIONS, 0, lambda h, e: (h, e))
    with pytest.raises(UnknownVersion):
        load(save_file, CONTENT)


def test_rules_version(save_file: Path) -> None:
    lines = lines_of(save_file)
    header = json.loads(lines[0])
    header["rules_version"] = "base-0"
    lines[0] = json.dumps(header)
    write_lines(save_file, lines)
    _expect(save_file, UnknownVersion, 1)


def test_rng_algorithm(save_file: Path) -> None:
    lines = lines_of(save_file)
    header = json.loads(lines[0])
    header["rng"]["algorithm"] = "mt19937"
    lines[0] = json.dumps(header)
    write_lines(save_file, lines)
    _expect(save_file, UnknownVersion, 1)


# ------------------------------------------------------------------------------ tampering
def test_illegal_action(save_file: Path) -> None:
    lines = lines_of(save_file)
    i = first_line(lines, '"type":"end_turn"')
    obj = json.loads(lines[i])
    obj["a"]["actor"] = (obj["a"]["actor"] + 1) % 3  # not that player's decision
    lines[i] = json.dumps(obj)
    write_lines(save_file, lines)
    err = _expect(save_file, TamperedSave, i + 1)
    assert "rules" in str(err)


def test_other_legal_action_fails_the_next_checkpoint(tmp_path: Path) -> None:
    g = play(seed=11, min_actions=110)
    # replace an early action by a different legal one; a later action may then become
    # illegal, or the next checkpoint catches the change
    state = new_game(g.state.config, CONTENT)
    for a in g.log.actions[:19]:
        apply(state, a)
    others = [a for a in legal_actions(state)
              if saves.format.action_dict(a) != saves.format.action_dict(g.log.actions[19])]
    assert others
    log = GameLog(g.log.header, list(g.log.actions), list(g.log.checkpoints))
    log.actions[19] = others[0]
    p = tmp_path / "t.jsonl"
    p.write_text(log.text(g.state), encoding="utf-8")
    with pytest.raises(TamperedSave) as info:
        load(p, CONTENT)
    assert info.value.line is not None and info.value.line >= 21


def test_checkpoint_mismatch(save_file: Path) -> None:
    lines = lines_of(save_file)
    i = first_line(lines, '"checkpoint"')
    cp = json.loads(lines[i])
    cp["hash"] = "f" * 64
    lines[i] = json.dumps(cp)
    write_lines(save_file, lines)
    err = _expect(save_file, TamperedSave, i + 1)
    assert "checkpoint" in str(err)


def test_final_hash_mismatch(save_file: Path) -> None:
    lines = lines_of(save_file)
    cp = json.loads(lines[-1])
    cp["hash"] = "a" * 64
    lines[-1] = json.dumps(cp)
    write_lines(save_file, lines)
    _expect(save_file, TamperedSave, len(lines))


def test_checkpoint_at_the_wrong_place(save_file: Path) -> None:
    lines = lines_of(save_file)
    i = first_line(lines, '"checkpoint"')
    lines.insert(i - 1, lines.pop(i))
    write_lines(save_file, lines)
    _expect(save_file, TamperedSave, i)


def test_actions_after_the_end(save_file: Path) -> None:
    lines = lines_of(save_file)
    write_lines(save_file, [*lines, lines[-2]])
    _expect(save_file, TamperedSave, len(lines) + 1)


# ------------------------------------------------------------------------------ content
def test_wrong_pack_hash(save_file: Path) -> None:
    lines = lines_of(save_file)
    header = json.loads(lines[0])
    header["packs"]["test"] = "1" * 64
    lines[0] = json.dumps(header)
    write_lines(save_file, lines)
    err = _expect(save_file, WrongContent, 1)
    assert "'test'" in str(err) and "changed" in str(err)


def test_pack_missing_from_content(save_file: Path) -> None:
    lines = lines_of(save_file)
    header = json.loads(lines[0])
    header["packs"]["longnight"] = "2" * 64
    lines[0] = json.dumps(header)
    write_lines(save_file, lines)
    err = _expect(save_file, WrongContent, 1)
    assert "'longnight'" in str(err)


def test_content_with_another_pack(save_file: Path) -> None:
    other = make_content()
    object.__setattr__(other, "hashes", {"test": CONTENT.hashes["test"], "extra": "3" * 64})
    with pytest.raises(WrongContent):
        load(save_file, other)


def test_pack_not_installed(save_file: Path) -> None:
    # content=None resolves the header's packs from the installed ones: 'test' is not one
    with pytest.raises(WrongContent) as info:
        load(save_file)
    assert info.value.line == 1 and "\n" not in str(info.value)


# ------------------------------------------------------------------------------ writing
def test_save_is_atomic_and_leaves_no_temp_files(tmp_path: Path, game: Played) -> None:
    p = tmp_path / "s.jsonl"
    save(p, game.log, game.state)
    first = p.read_bytes()
    save(p, game.log, game.state)
    assert p.read_bytes() == first
    assert sorted(x.name for x in tmp_path.iterdir()) == ["s.jsonl"]
    assert (p.stat().st_mode & 0o777) == 0o644


def test_full_disk_keeps_the_old_file(tmp_path: Path, game: Played,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    p = tmp_path / "s.jsonl"
    p.write_text("the last good save\n", encoding="utf-8")
    real_write = os.write
    calls = {"n": 0}

    def full_disk(fd: int, data: bytes) -> int:
        calls["n"] += 1
        if calls["n"] == 1:
            return real_write(fd, bytes(data[:100]))  # a partial write, then the disk is full
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "write", full_disk)
    with pytest.raises(SaveFailed) as info:
        save(p, game.log, game.state)
    monkeypatch.undo()
    assert "disk is full" in str(info.value) and "\n" not in str(info.value)
    assert p.read_text(encoding="utf-8") == "the last good save\n"
    assert [x.name for x in tmp_path.iterdir()] == ["s.jsonl"]


def test_failed_rename_keeps_the_old_file(tmp_path: Path, game: Played,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    p = tmp_path / "s.jsonl"
    p.write_text("old\n", encoding="utf-8")

    def no(*a: object) -> None:
        raise OSError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(os, "replace", no)
    with pytest.raises(SaveFailed):
        save(p, game.log, game.state)
    monkeypatch.undo()
    assert p.read_text(encoding="utf-8") == "old\n"
    assert [x.name for x in tmp_path.iterdir()] == ["s.jsonl"]


# ------------------------------------------------------------------------------ autosave
def _autosave_game(path: Path, seed: int, stop: int | None = None) -> tuple[Played, Autosave]:
    g = play(seed=seed, max_actions=0)
    auto = Autosave.create(path, GameLog(g.log.header))
    from game.bots import RandomBot

    bot = RandomBot(seed)
    while (legal := legal_actions(g.state)) and (stop is None or len(auto.log.actions) < stop):
        a = bot.choose(legal)
        apply(g.state, a)
        auto.append(a, g.state)
    return Played(g.state, auto.log, CONTENT), auto


def test_autosave_appends_and_loads(tmp_path: Path) -> None:
    p = tmp_path / "auto.jsonl"
    g, auto = _autosave_game(p, 11)
    auto.close()
    loaded = load(p, CONTENT)
    assert loaded.final_hash == g.hash
    assert loaded.checkpoints_verified >= len(g.log.actions) // CHECKPOINT_EVERY
    # the autosave and a full save of its log hold the same lines (the log has the status
    # checkpoints too: issue 11, after an action that changed round, morale or the end)
    assert lines_of(p) == g.log.text().splitlines()
    last = json.loads([line for line in lines_of(p) if line.startswith('{"checkpoint"')][-1])
    s = g.state
    assert (last["round"], last["morale"], last["over"]) == (s.round, s.morale, s.over)


def test_autosave_crash_mid_line(tmp_path: Path) -> None:
    p = tmp_path / "auto.jsonl"
    g, auto = _autosave_game(p, 12, stop=30)
    auto.close()
    with open(p, "a", encoding="utf-8") as f:
        f.write('{"a":{"type":"move","act')  # the process died here
    with pytest.raises(TruncatedSave) as info:
        load(p, CONTENT)
    assert info.value.line == len(lines_of(p))  # the torn line, after the status lines
    loaded = load(p, CONTENT, salvage=True)
    assert loaded.final_hash == g.hash and len(loaded.actions) == 30
    # going on from the salvaged game: a fresh autosave replaces the damaged file
    auto2 = Autosave.create(p, loaded.log)
    a = legal_actions(loaded.state)[0]
    apply(loaded.state, a)
    auto2.append(a, loaded.state)
    auto2.close()
    assert load(p, CONTENT).final_hash == state_hash(loaded.state)


def test_autosave_full_disk_rolls_back_and_catches_up(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    p = tmp_path / "auto.jsonl"
    g, auto = _autosave_game(p, 13, stop=10)
    size = p.stat().st_size
    real_fsync = os.fsync

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    from game.bots import RandomBot

    bot = RandomBot(99)
    a = bot.choose(legal_actions(g.state))
    apply(g.state, a)
    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(SaveFailed) as info:
        auto.append(a, g.state)
    monkeypatch.setattr(os, "fsync", real_fsync)
    assert "disk is full" in str(info.value)
    assert p.stat().st_size == size  # rolled back to the last complete line
    assert len(load(p, CONTENT).actions) == 10
    b = bot.choose(legal_actions(g.state))
    apply(g.state, b)
    auto.append(b, g.state)  # writes the missed action too
    auto.close()
    loaded = load(p, CONTENT)
    assert len(loaded.actions) == 12 and loaded.final_hash == state_hash(g.state)


# ------------------------------------------------------------------------------ listing
def test_list_saves(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WINTER_COLONY_DATA_DIR", str(tmp_path / "data"))
    assert list_saves() == []
    a = play(seed=11, min_actions=110)
    b = play(seed=3, n=4, max_actions=60)
    pa = save(saves.save_path("first game"), a.log, a.state)
    pb = saves.save_path("second")
    Autosave.create(pb, b.log).close()
    os.utime(pa, (1_000_000, 1_000_000))
    (tmp_path / "data" / "saves" / "broken.jsonl").write_text("nonsense\n", encoding="utf-8")
    (tmp_path / "data" / "saves" / "notes.txt").write_text("x", encoding="utf-8")
    infos = list_saves()
    assert [Path(i).name for i in infos] == ["broken.jsonl", "second.jsonl",
                                             "first_game.jsonl"] or \
        [Path(i).name for i in infos][1:] == ["second.jsonl", "first_game.jsonl"]
    by = {i.file.name: i for i in infos}
    first = by["first_game.jsonl"]
    assert first.players == ("P0", "P1", "P2")
    assert first.objective == a.state.main_objective
    assert first.round == a.state.round and first.morale == a.state.morale
    assert first.over is True and first.actions == len(a.log.actions)
    assert first.created == CREATED and first.error is None
    second = by["second.jsonl"]
    assert second.actions == 50 and second.over is False and len(second.players) == 4
    assert by["broken.jsonl"].error is not None
    assert os.fspath(first) == str(pa)


# ------------------------------------------------------------------------------ replay CLI
def test_replay_command(save_file: Path, game: Played, capsys: pytest.CaptureFixture[str],
                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("game.saves.reader.resolve_content", lambda h, p=None: CONTENT)
    assert replay_main([str(save_file)]) == 0
    out = capsys.readouterr().out
    assert f"round: {game.state.round}" in out
    assert f"morale: {game.state.morale}" in out
    assert game.hash in out


def test_replay_command_bad_file(save_file: Path, capsys: pytest.CaptureFixture[str],
                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("game.saves.reader.resolve_content", lambda h, p=None: CONTENT)
    lines = lines_of(save_file)
    lines[3] = "garbage"
    write_lines(save_file, lines)
    assert replay_main([str(save_file)]) == 2
    captured = capsys.readouterr()
    err = captured.err.strip()
    assert "\n" not in err and "line 4" in err and "damaged" in err
    assert captured.out == ""


def test_replay_via_cli_dispatch(save_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from game.cli import main

    assert main(["replay", str(save_file)]) == 2  # the test pack is not installed
    assert "content" in capsys.readouterr().err


def test_other_content_is_rejected_before_replay(tmp_path: Path) -> None:
    g = play(seed=4, max_actions=5)
    p = tmp_path / "x.jsonl"
    save(p, g.log)
    other = make_content()
    object.__setattr__(other, "hashes", {"test": "9" * 64})
    with pytest.raises(WrongContent):
        load(p, other)
    assert load(p, CONTENT).final_hash == g.hash
    assert config(3).seed == 1
