"""The title screen reads the saves folder once when it comes up (issue 10, §3.5): one
listing gives both Continue (a game that is not over) and Load (any readable save)."""

from __future__ import annotations

from typing import Any

import pytest

import game.saves
import game.saves.listing as listing
from game.engine import GameConfig, Seat
from game.session.session import Session


def _probe(monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    counts = {"listings": 0, "headers": 0}
    real_list, real_header = game.saves.list_saves, listing.read_header

    def list_saves(*a: Any, **k: Any) -> Any:
        counts["listings"] += 1
        return real_list(*a, **k)

    def read_header(*a: Any, **k: Any) -> Any:
        counts["headers"] += 1
        return real_header(*a, **k)

    monkeypatch.setattr(game.saves, "list_saves", list_saves)
    monkeypatch.setattr(listing, "read_header", read_header)
    return counts


def _saved_game() -> None:
    s = Session(GameConfig(seats=[Seat(name=n, bot=True) for n in ("Ana", "Ben", "Cleo")],
                           seed=3))
    for _ in range(12):
        s.step_bot()
    s.close()


def test_title_reads_the_saves_folder_once(app: Any, monkeypatch: pytest.MonkeyPatch
                                           ) -> None:
    from game.client.scenes.rules import RulesScene
    from game.client.scenes.title import TitleScene

    _saved_game()
    (game.saves.saves_dir() / "junk.jsonl").write_text("not a save\n", encoding="utf-8")
    counts = _probe(monkeypatch)
    title = TitleScene(app)
    app.stack.push(title)
    assert counts == {"listings": 1, "headers": 2}  # one listing, each file once
    assert title.b_continue.enabled and title.b_load.enabled
    app.stack.push(RulesScene(app))
    app.stack.pop()  # back on the title: the folder may have changed, read it again once
    assert counts == {"listings": 2, "headers": 4}


def test_title_without_readable_saves(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.client.scenes.title import TitleScene

    game.saves.saves_dir().mkdir(parents=True, exist_ok=True)
    (game.saves.saves_dir() / "junk.jsonl").write_text("not a save\n", encoding="utf-8")
    counts = _probe(monkeypatch)
    title = TitleScene(app)
    app.stack.push(title)
    assert counts["listings"] == 1
    assert not title.b_continue.enabled and not title.b_load.enabled
