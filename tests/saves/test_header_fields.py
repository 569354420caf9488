"""Issue 20 item 2: every malformed field of a save header ends as the loader's clear
one-line error (a ``SaveError``), never a traceback -- in ``load`` / ``read_header`` (Continue,
Load, the save list) and in ``python -m game replay`` (exit status 2).

The headers are those of golden saves (base, a Long Night scenario, mixed with every
module); every field, every element of a list and every option the config knows is given
wrong types, nested lists, nulls, huge numbers, or is left out -- a table, then hypothesis
with arbitrary JSON at any of those places."""

from __future__ import annotations

import copy
import functools
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.content.pack import Content
from game.engine.config import GameConfig, RulesOptions, Seat
from game.saves import SaveError, loads, read_header
from game.saves.cli import replay_main

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ["4p-ln-bandits_intro.jsonl", "3p-standard.jsonl", "3p-mixed-all-modules-betrayer.jsonl"]
BAD: list[Any] = [None, True, False, 0, -1, 10**30, -(10**30), 2**64, 1.5, "", "x" * 300,
                  "bandits", [], [[]], [["bandits"]], [None], [1], [True], {}, {"a": {"b": [1]}},
                  [{}], [{"name": []}], {"bandits": 1}]
DELETE = object()
Path_ = tuple[str | int, ...]


def _header(name: str) -> dict[str, Any]:
    return json.loads((ROOT / "saves" / name).read_text().splitlines()[0])


def _paths(obj: Any, pre: Path_ = ()) -> Iterator[Path_]:
    yield pre
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _paths(v, (*pre, k))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from _paths(v, (*pre, i))


def all_paths(header: dict[str, Any]) -> list[Path_]:
    """Every place in the header, and every field the config, its options and a seat may
    have (also those this header leaves out)."""
    found = list(_paths(header))
    found += [("config", k) for k in GameConfig.model_fields]
    found += [("config", "options", k) for k in RulesOptions.model_fields]
    found += [("config", "seats", 0, k) for k in Seat.model_fields]
    found += [("seats", 0, k) for k in Seat.model_fields]
    return list(dict.fromkeys(found))


def changed(header: dict[str, Any], where: Path_, value: Any) -> dict[str, Any] | Any:
    if not where:
        return {} if value is DELETE else value
    h = copy.deepcopy(header)
    o = h
    for k in where[:-1]:
        o = o[k]
    if value is DELETE:
        if isinstance(o, dict):
            o.pop(where[-1], None)
    else:
        o[where[-1]] = value
    return h


@functools.cache
def _content(name: str) -> Content:
    from game.saves.format import Header
    from game.saves.reader import resolve_content

    return resolve_content(Header.model_validate(_header(name)))


def check(header: Any, tmp: Path | None = None, name: str | None = None) -> None:
    """The header loads, or fails with one line of SaveError; the same for read_header.
    With ``name``, the golden save's content is given (not looked up from the header)."""
    text = json.dumps(header) + "\n"
    for read in ("loads", "read_header"):
        try:
            if read == "loads":
                loads(text, _content(name) if name else None)
            else:
                assert tmp is not None
                tmp.write_text(text)
                read_header(tmp)
        except SaveError as exc:
            assert "\n" not in str(exc), str(exc)
            assert str(exc).startswith(("The save", "This save", "The game")), str(exc)


CASES = [(name, where) for name in GOLDEN for where in all_paths(_header(name))]


@pytest.mark.parametrize("name, where", CASES,
                         ids=[f"{n.split('.')[0]}:{'.'.join(map(str, w))}" for n, w in CASES])
def test_every_header_field_with_every_wrong_value(tmp_path: Path, name: str,
                                                   where: Path_) -> None:
    header = _header(name)
    for value in [*BAD, DELETE]:
        check(changed(header, where, value), tmp_path / "h.jsonl", name)


def test_the_reviewers_header_is_a_damaged_save() -> None:
    h = _header("4p-ln-bandits_intro.jsonl")
    h["config"]["modules"] = [["bandits"]]
    assert h["config"]["scenario"] == "bandits_intro"
    with pytest.raises(SaveError) as err:
        loads(json.dumps(h) + "\n")
    assert "the game setup in the header is not valid (modules" in str(err.value)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner,
                                                                  max_size=3),
    max_leaves=8)


@settings(max_examples=300, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=st.sampled_from(GOLDEN), data=st.data(), value=JSON)
def test_any_json_anywhere_in_the_header(tmp_path: Path, name: str, data: st.DataObject,
                                         value: Any) -> None:
    header = _header(name)
    where = data.draw(st.sampled_from(all_paths(header)))
    check(changed(header, where, value), tmp_path / "h.jsonl")


@pytest.mark.parametrize("where, value", [
    (("config", "modules"), [["bandits"]]), (("config", "seats"), [None, None]),
    (("config", "options"), [1]), (("config", "ruleset"), 10**30), (("packs",), [["x"]]),
])
def test_replay_command_says_one_line_and_exits_2(tmp_path: Path, capsys, where: Path_,
                                                  value: Any) -> None:
    f = tmp_path / "bad.jsonl"
    lines = (ROOT / "saves" / GOLDEN[0]).read_text().splitlines()
    f.write_text("\n".join([json.dumps(changed(_header(GOLDEN[0]), where, value)),
                            *lines[1:]]) + "\n")
    assert replay_main([str(f)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err and "is damaged" in err


def test_replay_command_in_a_process(tmp_path: Path) -> None:
    f = tmp_path / "bad.jsonl"
    lines = (ROOT / "saves" / GOLDEN[0]).read_text().splitlines()
    f.write_text("\n".join([json.dumps(changed(_header(GOLDEN[0]), ("config", "modules"),
                                               [["bandits"]])), *lines[1:]]) + "\n")
    out = subprocess.run([sys.executable, "-m", "game", "replay", str(f)], capture_output=True,
                         text=True, cwd=ROOT, timeout=120)
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.count("\n") == 1 and "Traceback" not in out.stderr
    assert "The save file is damaged ('bad.jsonl', line 1): the game setup" in out.stderr
