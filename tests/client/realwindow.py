"""A real-window check, for looking (not part of the test suite):

    python -m tests.client.realwindow OUT_DIR

Starts an X server of its own (``Xvfb`` on a free display), opens the game's real window
through SDL's x11 driver at 1280×720 and drives the real scenes: title, the three New game
tabs, the table with a game in progress (private panel, a prompt about the board, the
round-start throw, the pause menu), a hand-off and game over.  Each screen is saved with
``pygame.image.save`` of the display surface.  Then the window is resized through SDL
(``pygame.Window.size``), the app gets the resize event as it would from a window manager,
and everything is shot again at 2560×1440.  Finally the Xvfb process it started (and only
that one) is stopped.  Saves, settings and packs go to a temporary folder.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

SIZES = ((1280, 720), (2560, 1440))


def start_xvfb() -> tuple[subprocess.Popen[bytes], str]:
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        raise SystemExit("Xvfb is not installed")
    for n in range(91, 120):
        if Path(f"/tmp/.X11-unix/X{n}").exists() or Path(f"/tmp/.X{n}-lock").exists():
            continue
        proc = subprocess.Popen([xvfb, f":{n}", "-screen", "0", "2600x1500x24", "-nolisten",
                                 "tcp"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(50):
            if Path(f"/tmp/.X11-unix/X{n}").exists():
                return proc, f":{n}"
            if proc.poll() is not None:
                break
            time.sleep(0.1)
        proc.terminate()
    raise SystemExit("could not start Xvfb")


def frames(app: Any, n: int = 2, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.frame(dt)  # real events from SDL (resizes included)


def shoot(app: Any, out: Path, name: str) -> Path:
    import pygame

    frames(app, 1, 0.0)
    surf = pygame.display.get_surface()
    w, h = surf.get_size()
    path = out / f"{name}_{w}x{h}.png"
    pygame.image.save(surf, str(path))
    return path


def resize(app: Any, size: tuple[int, int]) -> None:
    """Resize the real window through SDL and let the app see the event."""
    import warnings

    import pygame

    with warnings.catch_warnings():  # only its size is used, not its surface API
        warnings.simplefilter("ignore", DeprecationWarning)
        win = pygame.Window.from_display_module()
    win.size = size
    for _ in range(40):
        frames(app, 1)
        if app.screen.get_size() == size:
            return
        time.sleep(0.02)
    raise SystemExit(f"the window did not become {size} (it is {app.screen.get_size()})")


def tour(app: Any, out: Path) -> list[Path]:
    """Every screen worth looking at, at the window's current size."""
    from game.client.scenes.dialog import PauseScene
    from game.client.scenes.gameover import GameOverScene
    from game.client.scenes.handoff import HandOffScene
    from game.client.scenes.newgame import NewGameScene
    from game.client.scenes.prompt import PromptScene
    from game.client.scenes.table.scene import TableScene
    from game.client.scenes.title import TitleScene
    from game.engine import GameConfig, Seat
    from game.session.session import Session

    shots = []
    app.stack.reset(TitleScene(app))
    frames(app, 3)
    shots.append(shoot(app, out, "title"))
    ng = NewGameScene(app, seats=4, bots=(False, "heuristic", "random", True))
    app.stack.push(ng)
    for tab in ("players", "rules", "packs"):
        ng.show(tab)
        if tab == "players":
            ng.objective.set_value("m_six_lanterns")
        shots.append(shoot(app, out, f"newgame_{tab}"))
    # a game in progress, seen by the player whose decision it is
    names = ("Ana", "Ben", "Cleo", "Dmitri", "Esme")
    for seed in range(1, 60):
        s = Session(GameConfig(seats=[Seat(name=n, bot=True) for n in names], seed=seed),
                    autosave=False)
        d = None
        for _ in range(3000):
            d = s.decision()
            if s.over or (d and s.state.round >= 2 and d["kind"] in (
                    "choose_zombie", "survivor_join", "choose_location", "choose_survivor")):
                break
            s.step_bot()
        if d and not s.over and d["kind"] != "turn":
            break
    assert d is not None
    t = TableScene(app, s)
    t.step_game = lambda dt: None  # type: ignore[method-assign]  # hold still
    app.stack.reset(t)
    t.viewer = int(d["player"])
    frames(app, 2)
    shots.append(shoot(app, out, "table"))
    app.stack.push(PromptScene(app, t, d))
    shots.append(shoot(app, out, f"prompt_{d['kind']}"))
    app.stack.pop()
    app.stack.push(PauseScene(app))
    shots.append(shoot(app, out, "pause"))
    app.stack.pop()
    app.stack.push(HandOffScene(app, "Ben", 1, lambda: None, reason="Choose a survivor to heal"))
    shots.append(shoot(app, out, "handoff"))
    app.stack.pop()
    # the start of a round: everyone's dice at once
    s2 = Session(GameConfig(seats=[Seat(name=n, bot=True) for n in names], seed=3),
                 autosave=False)
    while True:
        before = s2.public()
        events = s2.step_bot()
        if any(e.type == "RoundStarted" for e in events):
            break
    t2 = TableScene(app, s2)
    t2.step_game = lambda dt: None  # type: ignore[method-assign]
    app.stack.reset(t2)
    t2.animate(events, before)
    for _ in range(600):
        frames(app, 1)
        if t2.group and t2.group[0][1].elapsed > 0.6:
            break
    shots.append(shoot(app, out, "round_start_dice"))
    t2.director.finish_all()
    # game over
    while not s.over:
        s.step_bot()
    t.view = s.public()
    app.stack.reset(t)
    app.stack.push(GameOverScene(app, t))
    shots.append(shoot(app, out, "gameover"))
    return shots


def main(argv: list[str]) -> int:
    out = Path(argv[0] if argv else "realwindow-shots").resolve()
    out.mkdir(parents=True, exist_ok=True)
    proc, display = start_xvfb()
    tmp = tempfile.mkdtemp(prefix="wc-realwindow-")
    try:
        os.environ.update(DISPLAY=display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy",
                          PYGAME_HIDE_SUPPORT_PROMPT="1",
                          WINTER_COLONY_DATA_DIR=str(Path(tmp) / "data"),
                          WINTER_COLONY_CONFIG_DIR=str(Path(tmp) / "config"))
        import pygame

        from game.client import boot
        from game.client.core.app import App
        from game.client.core.settings import Settings

        boot.load()  # the scenes and the modules' client pieces, as the game's entry loads them
        settings = Settings(window_size=SIZES[0], sound=False, bot_pause=0.0)
        app = App(settings, None, size=SIZES[0])
        print(f"realwindow: video driver {pygame.display.get_driver()}, display {display}")
        shots = []
        for size in SIZES:
            if app.screen.get_size() != size:
                resize(app, size)
            shots += tour(app, out)
        pygame.quit()
        for p in shots:
            print(f"realwindow: {p}")
        return 0
    finally:
        proc.terminate()  # the X server this script started, by its own handle
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
