"""The "at rest" case of the client bench (:mod:`game.devtools.client_bench`): what the app
costs while nothing moves.

Each screen runs the real main loop (``App.loop``: the clock's pacing, ``pygame.event``
polled as in ``App.run``) for a few seconds after it has settled (the title: after its snow
has stopped falling, ``SnowField``), and the bench prints the
process's CPU time as a share of one core (``time.process_time`` over wall time) and the
frames actually drawn (flipped).  The screens: the title; a table with a game in progress
waiting for a human's turn (one human, two bots, the private panel showing); the draft
prompt open over the table at the start of a game.  Numbers only: no pass/fail (the goal
of issue 22 is 5% of a core).  Runs under the dummy video driver and in a real window
(``SDL_VIDEODRIVER=x11`` under Xvfb).
"""

from __future__ import annotations

import time
from typing import Any

SETTLE = 1.5  # seconds of the loop before measuring (opening animations, first frames)


def _session(to_turn: bool) -> Any:
    """One human (seat 0) and two bots; ``to_turn``: played on (the bots' moves, the
    human's first legal choice) until the human's turn, else at the opening draft."""
    from game.engine import GameConfig, Seat
    from game.session.session import Session

    seats = [Seat(name="Ana"), Seat(name="Ben", bot=True), Seat(name="Cleo", bot=True)]
    s = Session(GameConfig(seats=seats, seed=7), autosave=False)
    if to_turn:
        for _ in range(500):
            d = s.decision()
            if d is None or (d["kind"] == "turn" and not s.is_bot(int(d["player"]))):
                break
            if s.is_bot(int(d["player"])):
                s.step_bot()
            else:
                s.apply(s.legal()[0])
    return s


def screen(app: Any, which: str) -> Any:
    """Put ``which`` (title, table, prompt) on the app's stack; the scene on top."""
    from game.client.core.scene import make_scene

    if which == "title":
        return app.stack.push(make_scene("title", app))
    s = _session(to_turn=which == "table")
    app.session = s
    return app.stack.push(make_scene("table", app, s))


def settle(which: str) -> float:
    """Seconds a screen is left alone before it is measured: the title's snow falls for a
    while after the last input, then calms and hangs still (``SnowField``)."""
    if which == "title":
        from game.client.scenes.base import SnowField

        return SETTLE + SnowField.FALL_FOR + SnowField.CALM
    return SETTLE


def measure(app: Any, seconds: float, settle: float = SETTLE) -> dict[str, float]:
    """Run the real loop for ``settle`` seconds, then ``seconds`` more, measured."""
    app.loop(settle)
    frames = app.frames_drawn
    c0, t0 = time.process_time(), time.perf_counter()
    app.loop(seconds)
    wall = time.perf_counter() - t0
    return {"cpu": 100 * (time.process_time() - c0) / wall, "wall": wall,
            "frames": float(app.frames_drawn - frames)}


def rest_bench(size: tuple[int, int] = (1920, 1080), seconds: float = 3.0
               ) -> dict[str, dict[str, Any]]:
    """Every at-rest screen in a fresh app: CPU share of one core and frames drawn."""
    import pygame

    from game.client.headless import headless_app

    out: dict[str, dict[str, Any]] = {}
    for which in ("title", "table", "prompt"):
        app = headless_app(size)
        screen(app, which)
        r: dict[str, Any] = dict(measure(app, seconds, settle(which)))
        r["settle"] = settle(which)
        r["stack"] = [type(sc).__name__ for sc in app.stack.scenes]
        out[which] = r
        app.close_session()
        pygame.quit()
    return out


def print_rest(size: tuple[int, int] = (1920, 1080), seconds: float = 3.0) -> None:
    import os

    w, h = size
    r = rest_bench(size, seconds)
    print(f"at rest ({w}x{h}, the real loop for {seconds:g} s once settled, video driver "
          f"{os.environ.get('SDL_VIDEODRIVER', '?')}):")
    for which, label in (("title", "title screen"),
                         ("table", "table, waiting for a human's turn"),
                         ("prompt", "prompt (the draft) over the table")):
        v = r[which]
        stack = " > ".join(v["stack"])
        print(f"  {label:<34}: CPU {v['cpu']:5.1f}% of a core  frames drawn "
              f"{int(v['frames'])} ({v['frames'] / v['wall']:.1f}/s)  after {v['settle']:g} s"
              f"  [{stack}]")


if __name__ == "__main__":
    from game.client.headless import use_dummy_drivers

    use_dummy_drivers()
    print_rest()
