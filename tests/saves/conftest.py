"""Shared helpers for the save tests: small finished games on the test content."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from game.bots import RandomBot
from game.content.pack import Content
from game.engine import State, apply, legal_actions, new_game, state_hash
from game.saves import GameLog
from tests.engine.factory import CONTENT, config

CREATED = "2025-03-04T05:06:07+00:00"


@dataclass
class Played:
    state: State
    log: GameLog
    content: Content

    @property
    def hash(self) -> str:
        return state_hash(self.state)

    def text(self, final: bool = True) -> str:
        return self.log.text(self.state if final else None)


def play(seed: int = 1, n: int = 3, variants: tuple[str, ...] = (),
         content: Content | None = None, max_actions: int | None = None,
         min_actions: int = 0) -> Played:
    """A random game (finished unless ``max_actions`` stops it); with ``min_actions`` the
    first seed from ``seed`` on whose game is at least that long."""
    content = content or CONTENT
    for s in range(seed, seed + 200):
        state = new_game(config(n, variants, s), content)
        log = GameLog.start(state, CREATED)
        bot = RandomBot(s)
        while (legal := legal_actions(state)) and (max_actions is None
                                                   or len(log.actions) < max_actions):
            a = bot.choose(legal)
            apply(state, a)
            log.record(a, state)
        if len(log.actions) >= min_actions:
            return Played(state, log, content)
    raise AssertionError("no game long enough")


@pytest.fixture(scope="session")
def game() -> Played:
    """A finished 3-player game with at least two regular checkpoints."""
    return play(seed=11, min_actions=110)


@pytest.fixture
def save_file(tmp_path: Path, game: Played) -> Path:
    p = tmp_path / "game.jsonl"
    p.write_text(game.text(), encoding="utf-8")
    return p


def lines_of(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def write_lines(path: Path, lines: list[str], newline: bool = True) -> None:
    path.write_text("\n".join(lines) + ("\n" if newline else ""), encoding="utf-8")


def first_line(lines: list[str], key: str) -> int:
    """0-based index of the first line containing ``key``."""
    return next(i for i, line in enumerate(lines) if key in line)
