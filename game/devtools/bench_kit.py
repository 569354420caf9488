"""What the client benches share (:mod:`game.devtools.client_bench`,
:mod:`game.devtools.ln_bench`): the window size and frame count, a percentile, the crowded
view both frame cases draw, and the bare pygame loop they are measured against."""

from __future__ import annotations

import copy
import random
import time
from typing import Any

SIZE = (1920, 1080)
FRAMES = 600


def _pct(values: list[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))]


def crowded_view(session: Any) -> dict[str, Any]:
    """A public view with every piece out: all survivors spread over the board, entrances
    nearly full, barricades, noise on every location, helpless and food at the colony."""
    v = copy.deepcopy(session.public())
    content = session.content
    sids = sorted(content.survivors)
    n = len(v["players"])
    locs = v["locations"]
    order = [lid for lid in locs if lid != "colony"] + ["colony"]
    survivors: dict[str, Any] = {}
    for lid in locs:
        locs[lid]["survivors"] = []
    i = 0
    for lid in order:
        room = int(locs[lid]["spaces"]) if lid != "colony" else len(sids)
        while i < len(sids) and len(locs[lid]["survivors"]) < room:
            sid = sids[i]
            owner = i % n
            survivors[sid] = {"owner": owner, "loc": lid, "wounds": i % 3 // 2,
                              "frostbite": 1 if i % 7 == 0 else 0, "equipped": [],
                              "leader": i < n}
            locs[lid]["survivors"].append(sid)
            i += 1
    v["survivors"] = survivors
    for p in v["players"]:
        own = [sid for sid, sv in survivors.items() if sv["owner"] == p["seat"]]
        p["leader"], p["followers"] = own[0], own[1:]
        p["hand"], p["dice_unused"] = 5, 4
    for lid, loc in locs.items():
        cap = int(loc["entrance_spaces"])
        loc["zombies"] = [max(1, cap - 1) for _ in loc["zombies"]]
        loc["barricades"] = [1 if cap - 1 >= 1 else 0 for _ in loc["barricades"]]
        if lid != "colony":
            loc["noise"] = 3
    v["colony"] = locs["colony"]
    v["helpless"] = max(0, 27 - len(locs["colony"]["survivors"]))
    v["food"], v["morale"], v["starvation"] = 9, 6, 2
    v["phase"], v["active_player"] = "turns", 0
    return v


def _sprite_sizes(app: Any, view: dict[str, Any], dice: int) -> list[tuple[int, int]]:
    """The sizes of the game pieces the table draws for ``view`` at the app's size."""
    from game.client.table.board import Layout

    lay = Layout.for_surface(app.screen)
    art = app.art
    sizes: list[tuple[int, int]] = []
    for sv in view["survivors"].values():
        sizes.append(art.standee(sv["owner"], lay.s(44)).get_size())
    for loc in view["locations"].values():
        cell = lay.s(30)
        for z in loc["zombies"]:
            sizes += [art.zombie(cell - lay.s(2)).get_size()] * int(z)
        for b in loc["barricades"]:
            sizes += [art.token("barricade", cell - lay.s(4)).get_size()] * int(b)
        sizes += [art.token("noise", lay.s(16)).get_size()] * int(loc.get("noise", 0))
    sizes += [art.token("helpless", lay.s(34)).get_size()] * int(view["helpless"])
    sizes += [art.token("food", lay.s(22)).get_size()] * min(10, int(view["food"]))
    sizes += [art.d6_face(3, lay.s(40)).get_size()] * dice
    return sizes


def bare_loop(sizes: list[tuple[int, int]], frames: int = FRAMES,
              cpu: list[float] | None = None) -> list[float]:
    """The floor: fill, blit that many alpha sprites of those sizes, flip.  ``cpu``
    collects each frame's CPU time (of this thread)."""
    import pygame

    screen = pygame.display.get_surface()
    assert screen is not None, "the table loop opened the window"
    rng = random.Random(1)
    sprites = []
    for w, h in sizes:
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.ellipse(s, (rng.randrange(256), 120, 90, 230), s.get_rect())
        sprites.append(s.convert_alpha())
    W, H = screen.get_size()
    pos = [(rng.randrange(W - 64), rng.randrange(H - 96)) for _ in sprites]
    times = []
    for _ in range(frames):
        c0, t0 = time.thread_time(), time.perf_counter()
        pygame.event.pump()
        screen.fill((18, 24, 33))
        for s, p in zip(sprites, pos, strict=True):
            screen.blit(s, p)
        pygame.display.flip()
        times.append((time.perf_counter() - t0) * 1000)
        if cpu is not None:
            cpu.append((time.thread_time() - c0) * 1000)
    return times
