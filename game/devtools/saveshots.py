"""Screenshots of undo, the Load list and the replay viewer (issue 11), taken by the smoke
run with ``--screenshots DIR``: ``undo.png``, ``load-list.png`` (and ``replay.png`` when
the replay viewer exists).  For looking, not testing."""

from __future__ import annotations

from pathlib import Path
from typing import Any


def human_turn(app: Any, seed: int = 2, *, autosave: bool = False,
               frames: int = 3000) -> tuple[Any, Any]:
    """A table where the human seat (Ana, two bots) is at their first turn: the frames run
    (at most ``frames``) with the draft and every prompt answered by its first enabled
    choice until seat 0 has the turn menu on the table.  Also the client tests' table."""
    from game.client.scenes.prompt import DraftScene, PromptScene
    from game.client.scenes.table.scene import TableScene
    from game.engine import GameConfig, Seat
    from game.session.session import Session

    s = Session(GameConfig(seats=[Seat(name="Ana"), Seat(name="Bot1", bot=True),
                                  Seat(name="Bot2", bot=True)], seed=seed),
                autosave=autosave)
    t = TableScene(app, s)
    t.fast = True
    app.stack.push(t)
    for _ in range(frames):
        app.frame(1 / 30, [])
        top = app.stack.top
        if isinstance(top, DraftScene):
            a = top.legal[0]
            top.keep, top.leader = list(a.keep), a.leader
            top.confirm()
        elif isinstance(top, PromptScene):
            top.answer(next(k for k, b in zip(top.keys, top.buttons, strict=True)
                            if b.enabled))
        d = s.decision()
        if d and d["kind"] == "turn" and d["player"] == 0 and app.stack.top is t:
            break
    return s, t


def undo_shot(app: Any, folder: Path) -> bool:
    """Ana's turn after a move that rolled the exposure die: the Undo button is greyed and
    hovering it says why."""
    import pygame

    from game.client.headless import shoot

    s, t = human_turn(app)
    for a in t.my_turn_actions():
        if a.type != "move":
            continue
        t.submit(a)
        for _ in range(600):
            app.frame(1 / 30, [])
            if t.director.idle:
                break
        break
    d = s.decision()
    if not (d and d["kind"] == "turn" and d["player"] == 0):
        app.stack.clear()
        return False
    app.frame(1 / 30, [])
    app.draw()
    pos = t.b_undo.rect.center
    app.frame(1 / 30, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                          buttons=(0, 0, 0))])
    shoot(app, folder / "undo.png", frames=1)
    app.close_session()
    app.stack.clear()
    return True


def load_list_shot(app: Any, folder: Path, made: list[Path] | None = None) -> bool:
    """The Load screen over the saves the smoke run made, plus a game still running and a
    named save of it (their files go into ``made``, for the caller to clean up)."""
    from game.client.headless import shoot
    from game.client.scenes.dialog import named_save_path
    from game.client.scenes.loadgame import LoadScene
    from game.engine import GameConfig, Seat
    from game.session.session import Session

    app.close_session()
    s = Session(GameConfig(seats=[Seat(name=n, bot=True) for n in ("Ines", "Jory", "Kit",
                                                                   "Lou")], seed=44))
    for _ in range(70):
        if s.over:
            break
        s.step_bot()
    named = s.save_as(named_save_path("Before the storm"))
    s.close()
    if made is not None and s.save_path is not None:
        made += [s.save_path, named]
    ls = LoadScene(app)
    app.stack.push(ls)
    shoot(app, folder / "load-list.png", frames=1)
    app.stack.clear()
    return bool(ls.buttons)


def replay_shot(app: Any, folder: Path, path: Path) -> bool:
    """The replay viewer half way through a finished game, secrets revealed."""
    from game.client.headless import shoot
    from game.client.scenes.replay import ReplayScene, open_replay

    if not open_replay(app, path):
        app.stack.clear()
        return False
    r = app.stack.top
    assert isinstance(r, ReplayScene)
    r.goto(r.replay.length // 2)
    if r.replay.over:
        r.toggle_reveal()
    shoot(app, folder / "replay.png", frames=1)
    app.stack.clear()
    return True
