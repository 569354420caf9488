"""Screenshots of the cards as cards, the crisis panel, the equipment on the board and the
guided first game (issue 12), taken by the smoke run with ``--screenshots DIR``:
``card-zoom.png``, ``crisis-panel.png``, ``equipment.png``, ``tutorial.png``.  For looking,
not testing (the tests check the same screens by their text)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any


def _key(k: int) -> Any:
    import pygame

    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def _motion(pos: tuple[int, int]) -> Any:
    import pygame

    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def card_zoom_shot(app: Any, folder: Path) -> bool:
    """The To-crisis chooser with the first card pinned large (Z)."""
    import pygame

    from game.client.headless import shoot
    from game.client.scenes.prompt import ActionPickerScene
    from game.devtools.saveshots import human_turn

    app.stack.clear()
    s, t = human_turn(app)
    if not any(a.type == "contribute" for a in s.legal()):
        return False
    t.pick_type("contribute")
    if not isinstance(app.stack.top, ActionPickerScene):
        return False
    app.frame(1 / 30, [_key(pygame.K_z)])
    shoot(app, folder / "card-zoom.png", frames=1)
    app.stack.clear()
    return True


def tutorial_shot(app: Any, folder: Path, seconds: float = 120.0) -> bool:
    """Learn to play, at the coach's "Moving and exposure" step."""
    from game.client.headless import shoot
    from game.client.smoke.tutorial import student_events
    from game.client.tutorial import coach as tutorial

    app.stack.clear()
    coach = tutorial.start(app)
    coach.table.fast = True
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        st = coach.step
        if st is not None and st.id == "move" and tutorial._my_turn(coach):
            break
        app.frame(1 / 30, student_events(app, coach))
    else:
        coach.stop()
        return False
    shoot(app, folder / "tutorial.png", frames=1)
    coach.stop()
    app.close_session()
    app.stack.clear()
    return True


def crisis_panel_shot(app: Any, folder: Path) -> bool:
    """The table at a human turn with the mouse on the crisis: the panel and its card."""
    from game.client.headless import shoot
    from game.client.table.layout import Layout, area
    from game.devtools.saveshots import human_turn

    app.stack.clear()
    s, t = human_turn(app)
    app.frame(1 / 30, [])
    r = area(Layout.for_surface(app.screen), "crisis")
    app.frame(1 / 30, [_motion((r.x + r.width // 2, r.y + r.height // 6))])
    shoot(app, folder / "crisis-panel.png", frames=1)
    app.stack.clear()
    return True


def equipment_shot(app: Any, folder: Path, seconds: float = 120.0) -> bool:
    """A bots' game played on until a survivor carries equipment; the mouse on its chip."""
    from game.client.headless import shoot
    from game.client.scenes.table.scene import TableScene
    from game.engine import GameConfig, Seat
    from game.session.session import Session

    app.stack.clear()
    s = Session(GameConfig(seats=[Seat(name=n, bot=True, bot_kind="easy")
                                  for n in ("Ada", "Bo", "Cy")], seed=11), autosave=False)
    t = TableScene(app, s)
    t.fast = True
    app.stack.push(t)
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and not s.over:
        app.frame(1 / 30, [])
        chips = [(k, r) for k, (r, _) in t.hits.tips.items() if k[0] == "equip"]
        if chips and t.director.idle:
            t.fast = False  # hold the game still for the picture
            app.frame(1 / 30, [_motion(chips[0][1].center)])
            shoot(app, folder / "equipment.png", frames=1)
            app.stack.clear()
            return True
    app.stack.clear()
    return False
