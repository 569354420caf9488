"""Autosave appends (issue 10, §3.4): an append writes what is new and never walks the
game's checkpoint history, so its cost does not grow with the game.  The file stays the
one a full save of the same log writes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.engine import new_game
from game.engine.actions import EndTurn
from game.saves import CHECKPOINT_EVERY, Autosave, Checkpoint, GameLog
from tests.engine.factory import CONTENT, config
from tests.saves.conftest import CREATED


class HistoryProbe(list):
    """A checkpoint list that records how it is read."""

    def __init__(self, items: Any) -> None:
        super().__init__(items)
        self.walks = 0
        self.reads: list[int] = []

    def __iter__(self) -> Any:
        self.walks += 1
        return super().__iter__()

    def __getitem__(self, i: Any) -> Any:
        self.reads.append(i)
        return super().__getitem__(i)


def _long_log(actions: int) -> tuple[GameLog, Any]:
    """A log of ``actions`` end-turn lines with a (stand-in) checkpoint every 50: what the
    file holds does not need to be a playable game for the writer."""
    state = new_game(config(3, (), 1), CONTENT)
    log = GameLog.start(state, CREATED)
    log.actions = [EndTurn(actor=0)] * actions
    log.checkpoints = [Checkpoint(i, f"{i:064x}", 1, 5, False)
                       for i in range(CHECKPOINT_EVERY, actions + 1, CHECKPOINT_EVERY)]
    return log, state


def test_append_does_not_walk_the_checkpoint_history(tmp_path: Path) -> None:
    log, state = _long_log(4010)  # 80 checkpoints already
    path = tmp_path / "long.jsonl"
    auto = Autosave.create(path, log)
    probe = HistoryProbe(log.checkpoints)
    log.checkpoints = probe
    for _ in range(39):  # up to 4049: no regular checkpoint (one status checkpoint first)
        auto.append(EndTurn(actor=0), state)
    assert probe.walks == 0 and all(i >= 80 for i in probe.reads)  # only the new one
    auto.append(EndTurn(actor=0), state)  # 4050: a checkpoint is taken and written
    assert probe.walks == 0
    assert all(i >= 80 for i in probe.reads)  # only the new checkpoint is read
    for _ in range(3):
        auto.append(EndTurn(actor=0), state)
    assert probe.walks == 0 and all(i >= 80 for i in probe.reads)
    auto.close()
    # the file is the one a full save of this log writes
    assert path.read_text(encoding="utf-8") == log.text()
    assert log.checkpoints[-1].index == 4050
    # one status checkpoint (the first append: issue 11), then the regular one
    assert [cp.index for cp in list(log.checkpoints) if cp.index > 4000] == [4011, 4050]


def test_flush_after_a_gap_writes_the_checkpoints_in_place(tmp_path: Path) -> None:
    """Several actions at once (a failed append retried later): each checkpoint lands after
    its action, once."""
    log, state = _long_log(120)
    path = tmp_path / "gap.jsonl"
    auto = Autosave.create(path, log)
    for _ in range(90):  # to 210: checkpoints 150 and 200 come in between
        log.record(EndTurn(actor=0), state)
    auto.flush()
    auto.append(EndTurn(actor=0), state)
    auto.close()
    text = path.read_text(encoding="utf-8")
    assert text == log.text()
    assert text.count('"checkpoint":150') == 1 and text.count('"checkpoint":200') == 1
