"""Frame-time benchmark of the table (not a test): ``python -m game.client.bench``.

Draws the table of a game in progress under the dummy driver and prints the median and
95th percentile of whole frames (update + draw + flip) at several window sizes, idle and
while a dice throw animates."""

from __future__ import annotations

import statistics
import sys
import time


def measure(size: tuple[int, int], frames: int = 120) -> dict[str, float]:
    from game.client.screenshot import headless_app

    app = headless_app(size)
    from game.client.scenes.table import TableScene
    from game.engine import GameConfig, Seat
    from game.session.session import Session

    s = Session(GameConfig(seats=[Seat(name=n, bot=True) for n in ("Ana", "Ben", "Cleo",
                                                                  "Dmitri")], seed=31),
                autosave=False)
    for _ in range(25):
        if not s.over:
            s.step_bot()
    t = TableScene(app, s)
    app.stack.push(t)
    t.session.config.seats  # noqa: B018
    # idle: freeze the bots by pretending a prompt is open
    out: dict[str, float] = {}
    times = []
    for _ in range(frames):
        t0 = time.perf_counter()
        app.draw()
        import pygame

        pygame.display.flip()
        times.append((time.perf_counter() - t0) * 1000)
    out["idle_median_ms"] = statistics.median(times)
    out["idle_p95_ms"] = sorted(times)[int(len(times) * 0.95)]
    throw = t.tray.throw([1, 2, 3, 4, 5], "wound")
    t.throw = throw
    times = []
    while not throw.done:
        t0 = time.perf_counter()
        throw.update(1 / 60)
        app.draw()
        pygame.display.flip()
        times.append((time.perf_counter() - t0) * 1000)
    out["throw_median_ms"] = statistics.median(times)
    out["throw_sim_ms"] = t.tray.last_cpu_ms
    out["text_cache_hit_rate"] = app.fonts.hits / max(1, app.fonts.hits + app.fonts.misses)
    return out


def main(argv: list[str] | None = None) -> int:
    sizes = [(1280, 720), (1920, 1080), (2560, 1440)]
    for size in sizes:
        r = measure(size)
        print(f"{size[0]}x{size[1]}: idle median {r['idle_median_ms']:.2f} ms "
              f"(p95 {r['idle_p95_ms']:.2f}), during a throw {r['throw_median_ms']:.2f} ms, "
              f"throw pre-simulation {r['throw_sim_ms']:.2f} ms, text cache hits "
              f"{r['text_cache_hit_rate']:.0%}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
