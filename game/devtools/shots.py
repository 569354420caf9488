"""Screenshots of the table *in motion* (for looking, not testing):
``python -m game.devtools.shots DIR [--size 1280x720]``.

Plays bot games on the table at normal animation speed and saves a PNG a few frames into
the first events of each interesting kind (a zombie arriving, a barricade breaking, the
crisis cards turning, a standee sliding, a noise token resolving, an overrun...), then one
of direct manipulation (a survivor selected: lit places, red-ringed targets) and the full
log overlay.  The smoke run (``python -m game --smoke --screenshots DIR``) covers the
screens; this covers what happens between them.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

WANT = ("ZombieAdded", "BarricadeDestroyed", "BarricadePlaced", "ContributionRevealed",
        "CrisisResolved", "SurvivorMoved", "SurvivorKilled", "NoisePlaced", "NoiseResolved",
        "ZombieKilled", "Overrun", "CardContributed", "DiceRolled", "WoundAdded")


def capture_motion(app: Any, s: Any, t: Any, want: Sequence[str], taken: Sequence[str],
                   folder: Path, prefix: str, at: int, max_frames: int) -> list[str]:
    """Play the table at normal speed and save ``{prefix}{kind}.png`` ``at`` frames into the
    first event of each wanted kind not yet in ``taken``; return the kinds saved."""
    import pygame

    from game.client.core.tween import Call

    current: list[Any] = [None, 0]
    steps = t.choreo.steps
    new: list[str] = []

    def marked(e: Any, mine: Any, line: str | None, animate: bool = True) -> list[Any]:
        def mark() -> None:
            current[0], current[1] = e.type, 0

        return [Call(mark), *steps(e, mine, line, animate)]

    t.choreo.steps = marked
    for _ in range(max_frames):
        if s.over or all(k in taken or k in new for k in want):
            break
        app.frame(1 / 60, [])
        kind = current[0]
        if kind is None:
            continue
        current[1] += 1
        if current[1] == at and kind in want and kind not in taken and kind not in new:
            new.append(kind)
            app.draw()
            pygame.image.save(app.screen, str(folder / f"{prefix}{kind}.png"))
    return new


def motion(folder: Path, size: tuple[int, int], seeds: Sequence[int] = (8, 31, 5)) -> list[str]:
    from game.client.headless import headless_app
    from game.client.scenes.table.scene import TableScene
    from game.engine import GameConfig, Seat
    from game.session.session import Session

    taken: list[str] = []
    for seed in seeds:
        if all(k in taken for k in WANT):
            break
        app = headless_app(size)
        s = Session(GameConfig(seats=[Seat(name=n, bot=True) for n in ("Ana", "Ben", "Cleo",
                                                                        "Dmitri")], seed=seed),
                    autosave=False)
        t = TableScene(app, s)
        app.stack.push(t)
        taken += capture_motion(app, s, t, WANT, taken, folder, "motion_", at=9,
                                max_frames=30_000)
        app.close_session()
        app.stack.clear()
    return taken


def direct(folder: Path, size: tuple[int, int]) -> list[str]:
    """A human's turn with a survivor selected, and the whole log."""
    import pygame

    from game.client.headless import headless_app
    from game.client.scenes.log import LogScene
    from game.devtools.saveshots import human_turn

    app = headless_app(size)
    _s, t = human_turn(app, seed=2)
    out = []
    acts = [a for a in t.my_turn_actions() if a.type in ("attack", "move")]
    if acts:
        t.select(acts[0].survivor)
        app.frame(1 / 30, [])
        app.draw()
        pygame.image.save(app.screen, str(folder / "direct_selected.png"))
        out.append("direct_selected")
    app.stack.push(LogScene(app, t))
    app.draw()
    pygame.image.save(app.screen, str(folder / "log_overlay.png"))
    out.append("log_overlay")
    app.close_session()
    app.stack.clear()
    return out


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.devtools.shots")
    p.add_argument("folder")
    p.add_argument("--size", default="1280x720")
    ns = p.parse_args(list(argv) if argv is not None else None)
    from game.client.headless import use_dummy_drivers

    use_dummy_drivers()
    w, h = (int(v) for v in ns.size.lower().split("x"))
    folder = Path(ns.folder)
    folder.mkdir(parents=True, exist_ok=True)
    names = motion(folder, (w, h)) + direct(folder, (w, h))
    print(f"shots: {len(names)} PNGs in {folder}: {', '.join(names)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
