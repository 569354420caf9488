"""Loading reads a plain action line of a current-format save straight from its text
(pydantic's JSON reader, ``reader._split(actions=True)``) instead of ``json.loads`` and then
validation.  That is a speed-up only: every line must give the very action -- or the very
error, on the same line -- that the usual two-step reading gives (docs/SAVES.md, hostile
files)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.saves import SaveError, loads
from game.saves import reader as R
from game.saves.golden import golden_dir
from tests.saves.conftest import Played

GOLDEN = sorted(golden_dir().glob("*.jsonl"))


def _read(data: bytes, direct: bool) -> list[tuple[int, object]]:
    """Every entry of the file as ``_entry`` gives it (or the SaveError it raises), or the
    SaveError of reading the file's lines."""
    try:
        _header, entries, _skipped, _dropped = R._split(data, None, False, actions=direct)
    except SaveError as exc:
        return [(0, (type(exc), str(exc), exc.line))]
    out: list[tuple[int, object]] = []
    for e in entries:
        try:
            item = R._entry(e, None)
            a = getattr(item, "a", None)
            got: object = (type(item), type(a), repr(item), item.model_fields_set,
                           None if a is None else a.model_fields_set)
        except SaveError as exc:
            got = (type(exc), str(exc), exc.line)
        out.append((e.line, got))
    return out


@pytest.mark.parametrize("path", GOLDEN, ids=[p.name for p in GOLDEN])
def test_golden_saves_read_the_same_directly(path: Path) -> None:
    data = path.read_bytes()
    _h, entries, _s, _d = R._split(data, None, False, actions=True)
    assert any(e.parsed is not None for e in entries)  # the direct reading is used
    assert _read(data, True) == _read(data, False)


HOSTILE_ACTIONS = [
    '{"a":{"type":"end_turn","actor":"0"}}',  # a string is not seat 0
    '{"a":{"type":"end_turn","actor":true}}',  # true is not seat 1
    '{"a":{"type":"end_turn","actor":0.0}}',
    '{"a":{"type":"end_turn","actor":1e0}}',
    '{"a":{"type":"end_turn","actor":01}}',  # not JSON
    '{"a":{"type":"end_turn","actor":NaN}}',
    '{"a":{"type":"end_turn","actor":99999999999999999999999}}',
    '{"a":{"type":"end_turn","actor":0},}',  # not JSON
    '{"a":{"type":"end_turn","actor":0}}x',
    '{"a":{"type":"end_turn","actor":0}',  # cut off
    '{"a":{"type":"end_turn","actor":0,"extra":1}}',
    '{"a":{"type":"end_turn","actor":0},"b":1}',
    '{"a":{"type":"no_such_action","actor":0}}',
    '{"a":{"type":"answer","actor":0,"key":"x","key":"y"}}',  # duplicate keys: the last
    '{"a":{"type":"answer","actor":0},"a":{"type":"end_turn","actor":0}}',
    '{"a":{"type":"answer","actor":0,"key":"' + "k" * 201 + '"}}',  # ids <= 200 characters
    '{"a":{"type":"draft","actor":0,"keep":"ab","leader":"a"}}',
    '{"a":{"type":"draft","actor":0,"keep":["a","b","c","d","e","f","g","h","i"],'
    '"leader":"a"}}',  # lists <= 8 entries
    '{"a":{"type":"draft","actor":0,"keep":[["a"]],"leader":"a"}}',
    '{"a":{"type":"move","actor":0,"survivor":"s","to":5}}',
    '{"a":{"type":"move","actor":0,"survivor":"s","to":"x\\u0000"}}',  # escapes: usual way
    '{"a":{"type":"move","actor":0,"survivor":"s","to":"\\ud800"}}',
    '{"a":{"type":"move","actor":0,"survivor":"s","to":"caf\u00e9"}}',  # not ASCII
    '{"a":{"type":"move","actor":0,"survivor":"s","to":"a\tb"}}',  # a raw control character
    '{"a":' + "[" * 40 + "]" * 40 + "}",  # deeper than a save may be
    '{"a":null}',
    '{"a":[]}',
    '{"a": {"type": "end_turn", "actor": 0}}',  # spaces are fine
    '{"a":{"type":"calm_unruly","actor":0,"card":"c"}}',  # a module's action: usual way
    '{"a":{"type":"end_turn","actor":0}}' + " " * (R.MAX_LINE_BYTES + 10),  # too long
]


@pytest.mark.parametrize("line", HOSTILE_ACTIONS)
def test_hostile_action_lines_read_the_same_directly(game: Played, line: str) -> None:
    lines = game.text().splitlines()
    for at in (1, len(lines) - 1):  # the first entry, and the last action before the end
        data = "\n".join([*lines[:at], line, *lines[at:]]).encode("utf-8") + b"\n"
        assert _read(data, True) == _read(data, False)


@pytest.mark.parametrize("line", HOSTILE_ACTIONS)
def test_hostile_action_lines_load_as_before(game: Played, line: str) -> None:
    """The whole load reports what it reported before the direct reading (a bad line
    before a good one, a replay that the rules refuse...)."""
    lines = game.text().splitlines()
    data = "\n".join([lines[0], line, *lines[1:]]).encode("utf-8") + b"\n"

    def outcome(direct: bool) -> object:
        real = R._split
        R._split = lambda d, p, s, actions=False: real(d, p, s, actions=direct)  # type: ignore[assignment]
        try:
            g = loads(data, game.content)
            return ("loaded", g.final_hash, len(g.actions))
        except SaveError as exc:
            return (type(exc).__name__, str(exc), exc.line)
        finally:
            R._split = real  # type: ignore[assignment]

    assert outcome(True) == outcome(False)


def test_older_formats_are_read_the_usual_way(game: Played) -> None:
    """Migrations get every line as JSON: no line of an older format is read directly."""
    lines = game.text().splitlines()
    header = json.loads(lines[0])
    header["format"] = header["format"] - 1
    data = "\n".join([json.dumps(header), *lines[1:]]).encode("utf-8") + b"\n"
    _h, entries, _s, _d = R._split(data, None, False, actions=True)
    assert all(e.parsed is None for e in entries)
