"""Continuing a game saved under older rules (issue 11, docs/SAVES.md): replayed under
the corrected rules as far as its actions stay legal, into a new file; the original is
never changed; the Load list offers it instead of calling it damaged."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.saves import RULES_VERSION, UnknownVersion, load, save_info
from game.saves.oldrules import continue_old, older_rules
from game.session.session import Session

GOLDEN = Path(__file__).resolve().parents[2] / "saves" / "3p-standard.jsonl"


def _old(tmp_path: Path, version: str = "base-1", break_line: int | None = None) -> Path:
    lines = GOLDEN.read_text(encoding="utf-8").splitlines()
    head = json.loads(lines[0])
    head["rules_version"] = version
    lines[0] = json.dumps(head)
    if break_line is not None:  # an action the current rules do not allow there
        lines[break_line - 1] = json.dumps({"a": {"type": "end_turn", "actor": 2}})
    p = tmp_path / "old.jsonl"
    p.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return p


def test_older_rules_versions():
    assert older_rules("base-1") and not older_rules(RULES_VERSION)
    assert not older_rules("base-9") and not older_rules("other-1") and not older_rules("x")


def test_an_old_save_is_refused_by_load_but_listed_as_older_rules(tmp_path):
    p = _old(tmp_path)
    with pytest.raises(UnknownVersion):
        load(p)
    info = save_info(p)
    assert info.error is None and info.old_rules == "base-1"
    newer = _old(tmp_path, "base-9")
    assert save_info(newer).error is not None  # a newer version is not offered


def test_all_legal_actions_continue_to_the_same_game(tmp_path):
    p = _old(tmp_path)
    before = p.read_bytes()
    done = continue_old(p)
    golden = load(GOLDEN)
    assert done.diverged_line is None and done.kept == done.total == len(golden.actions)
    assert done.game.final_hash == golden.final_hash
    s = Session.continue_old_rules(p)
    assert s.save_path != p and s.save_path.name == f"old-{RULES_VERSION}.jsonl"
    assert "all" in (s.notice or "")
    s.close()
    assert p.read_bytes() == before  # the original is untouched
    again = load(s.save_path)  # the new file is a current save of the same game
    assert again.final_hash == golden.final_hash and again.header.rules_version == RULES_VERSION


def test_replay_stops_where_the_rules_refuse_and_says_where(tmp_path):
    p = _old(tmp_path, break_line=40)
    before = p.read_bytes()
    done = continue_old(p)
    assert done.diverged_line == 40
    assert 0 < done.kept < done.total
    assert "line 40" in done.notice and f"up to action {done.kept}" in done.notice
    s = Session.continue_old_rules(p)
    assert len(s.log) == done.kept and s.notice == done.notice
    s.close()
    assert p.read_bytes() == before
    assert load(s.save_path).final_hash == done.game.final_hash

