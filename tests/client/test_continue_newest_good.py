"""Issue 20 item 4: Continue opens the newest game it can open.

A save that loading refuses (over the 64 MiB limit, or damaged further in than the save
list reads) used to be picked by Continue as the newest and then refused, so the player
could not continue the newest good game.  Now the save list marks an over-size file as
unreadable at once, and Continue skips any save that is refused, opens the newest one
that can be played and says which one it skipped and why."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from game import saves
from game.engine import GameConfig, Seat
from game.saves.reader import MAX_FILE_BYTES
from game.session.session import Session


def _game(seed: int, names: tuple[str, ...]) -> Path:
    s = Session(GameConfig(seats=[Seat(name=n, bot=True) for n in names], seed=seed))
    for _ in range(12):
        s.step_bot()
    s.close()
    assert s.save_path is not None
    return s.save_path


def _newer(path: Path, than: Path) -> None:
    t = os.stat(than).st_mtime + 60
    os.utime(path, (t, t))


def _huge(good: Path) -> Path:
    """An autosave over the size limit: a real game's lines, then padding lines."""
    big = good.with_name(good.name.replace("Ana", "Zed"))
    assert big != good
    with open(big, "wb") as f:
        f.write(good.read_bytes())
        line = b" " * 1023 + b"\n"
        for _ in range(MAX_FILE_BYTES // len(line) + 1024):
            f.write(line)
    _newer(big, good)
    return big


def _damaged(good: Path) -> Path:
    """An autosave whose header is fine but an action in the middle is not legal."""
    bad = good.with_name(good.name.replace("Ana", "Yul"))
    lines = good.read_text().splitlines()
    lines[5] = '{"a":{"type":"end_turn","actor":0}}'
    bad.write_text("\n".join(lines) + "\n")
    _newer(bad, good)
    return bad


def _title(app: Any):
    from game.client.scenes.title import TitleScene

    title = TitleScene(app)
    app.stack.push(title)
    return title


def test_an_oversized_save_is_listed_as_unreadable(app: Any) -> None:
    from game.session import store

    good = _game(3, ("Ana", "Ben", "Cleo"))
    big = _huge(good)
    infos = {Path(i.file): i for i in saves.list_saves()}
    assert infos[big].error is not None and "larger than 64 MB" in infos[big].error
    assert store.latest_save() == good


def test_continue_skips_a_refused_save_and_says_so(app: Any, monkeypatch) -> None:
    from game.client.scenes.dialog import MessageScene
    from game.client.scenes.table.scene import TableScene
    from game.session import store

    good = _game(3, ("Ana", "Ben", "Cleo"))
    bad = _damaged(good)
    assert store.latest_save() == bad  # the list cannot tell: it reads the header and tail
    title = _title(app)
    assert title.b_continue.enabled
    title.continue_game()
    msg = app.stack.top
    assert isinstance(msg, MessageScene) and "skipped" in msg.title.lower()
    assert bad.name in msg.body and "Continue opened" in msg.body
    app.stack.pop()
    assert isinstance(app.stack.top, TableScene)
    assert app.session.save_path == good
    app.frame(1 / 60, [])


def test_continue_with_no_save_that_opens_shows_the_newest_problem(app: Any) -> None:
    from game.client.scenes.dialog import MessageScene
    from game.client.scenes.table.scene import TableScene

    good = _game(3, ("Ana", "Ben", "Cleo"))
    bad = _damaged(good)
    good.write_text(good.read_text().replace('"a":', '"a":', 1)[:-40] + "\n")  # damaged too
    title = _title(app)
    title.continue_game()
    msg = app.stack.top
    assert isinstance(msg, MessageScene) and msg.title == "This game cannot be loaded"
    assert bad.name in msg.body
    assert not any(isinstance(s, TableScene) for s in app.stack.scenes)
