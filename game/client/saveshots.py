"""Screenshots of undo, the Load list and the replay viewer (issue 11), taken by the smoke
run with ``--screenshots DIR``: ``undo.png``, ``load-list.png`` (and ``replay.png`` when
the replay viewer exists).  For looking, not testing."""

from __future__ import annotations

from pathlib import Path
from typing import Any


def human_turn(app: Any, seed: int = 2) -> tuple[Any, Any]:
    """A table where the human seat (Ana, two bots) is at their first turn."""
    from game.client.scenes.prompt import DraftScene, PromptScene
    from game.client.scenes.table import TableScene
    from game.engine import GameConfig, Seat
    from game.session.session import Session

    s = Session(GameConfig(seats=[Seat(name="Ana"), Seat(name="Bot1", bot=True),
                                  Seat(name="Bot2", bot=True)], seed=seed), autosave=False)
    t = TableScene(app, s)
    t.fast = True
    app.stack.push(t)
    for _ in range(3000):
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

    from game.client.screenshot import shoot

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
