"""The client bench's Long Night frame case (numbers only; :mod:`game.devtools.client_bench` prints
it): the table at 1920×1080 with every module and every Long Night piece kind on the board
-- all survivors out, bandits at every location, the twelve special zombie types at the
entrances, traps, unruly helpless, despair, a full stockpile, the lab with its dice, the
improvement row, encounters and the graveyard -- while dice roll, measured against a bare
pygame-ce loop blitting the same number of sprites of the same sizes.  Cases: the board
cached, and bandits and special zombies sliding with standees (drawn every frame over the
cached board).  Goals as the base case: median ≤ 1.3× the bare loop, p99 ≤ 16.7 ms."""

from __future__ import annotations

import gc
import math
import statistics
import time
from typing import Any

from game.devtools.bench_kit import FRAMES, SIZE, _pct, _sprite_sizes, bare_loop, crowded_view

MODULES = frozenset({"improvements", "bandits", "raxxon"})


def ln_crowded_view(session: Any) -> dict[str, Any]:
    """:func:`~game.devtools.bench_kit.crowded_view` of a Long Night game, with every module's
    pieces out too."""
    v = crowded_view(session)
    content = session.content
    m = v["modules"]
    places = [lid for lid in v["locations"] if lid != "colony"]
    types = sorted(content.special_zombies)
    specials = []
    for k, ztype in enumerate(types):
        lid = places[k % len(places)] if k < len(types) - 2 else "colony"
        e = 0 if lid != "colony" else k % 6
        specials.append({"id": f"sz{k + 1}", "type": ztype, "card": None, "loc": lid,
                         "entrance": e})
        v["locations"][lid].setdefault("specials", [0] * len(v["locations"][lid]["zombies"]))
        v["locations"][lid]["specials"][e] += 1
    exps = sorted(content.experiments)
    m["raxxon"].update({"specials": specials, "dice": [[0, 3], [1, 5]],
                        "encounters": exps[:3], "experiment_top": exps[3]})
    items = sorted(content.items)
    m["bandits"].update({"bandits": {lid: 1 + i % 3 for i, lid in enumerate(places)},
                         "stockpile": [f"{it}#1" for it in items[:10]]})
    imp = m["improvements"]
    for i, it in enumerate(imp["row"]):
        it["progress"] = min(int(it["needed"]) - 1, i + 1)
    imp["done"] = sorted(content.improvements)[:2]
    sids = list(v["survivors"])
    m["long_night"].update({"unruly": 2, "despair": {sid: 1 for sid in sids[:4]},
                            "traps": {"colony": [1, 0, 1, 0, 0, 0]},
                            "graveyard": sorted(content.survivors)[-3:]})
    return v


def ln_sprite_sizes(app: Any, view: dict[str, Any], dice: int) -> list[tuple[int, int]]:
    """The base pieces' sizes plus the Long Night's (special zombies, bandits, traps,
    stockpile cards, lab dice, improvement cards)."""
    from game.client.modules.long_night.art import ln_art
    from game.client.table.layout import Layout

    lay = Layout.for_surface(app.screen)
    la = ln_art(app)
    sizes = _sprite_sizes(app, view, dice)
    m = view["modules"]
    sizes += [la.special(z["type"], lay.s(26)).get_size() for z in m["raxxon"]["specials"]]
    sizes += [la.bandit(lay.s(36)).get_size()] * sum(min(3, n) for n in
                                                     m["bandits"]["bandits"].values())
    sizes += [la.trap(lay.s(22)).get_size()] * sum(m["long_night"]["traps"]["colony"])
    sizes += [(lay.s(20), lay.s(30))] * len(m["bandits"]["stockpile"])
    sizes += [app.art.d6_face(3, lay.s(18)).get_size()] * len(m["raxxon"]["dice"])
    sizes += [(lay.s(86), lay.s(46))] * len(m["improvements"]["row"])
    return sizes


def ln_table_loop(size: tuple[int, int] = SIZE, frames: int = FRAMES, slide: bool = False,
                  cpu: list[float] | None = None) -> tuple[list[float], list[tuple[int, int]]]:
    """Whole frames of the crowded Long Night table while dice roll; ``slide``: four
    standees, two special zombies and two bandits glide every frame."""
    from game.client.headless import headless_app
    from game.client.modules.long_night.art import ln_art
    from game.client.scenes.table.scene import TableScene
    from game.client.table.choreo import Fx
    from game.devtools.ln_shots import ln_session

    app = headless_app(size)
    s = ln_session(31)
    for _ in range(40):
        if not s.over:
            s.step_bot()
    t = TableScene(app, s)
    app.stack.push(t)
    t.step_game = lambda dt: None  # type: ignore[method-assign]  # the game holds still
    t.view = ln_crowded_view(s)
    t.viewer = 0
    values = [6, 5, 3, 2, 1]
    throw = t.tray.throw(values, "wound")
    t.throw, t.throw_label = throw, "Ana rolls"
    sliding = sorted(t.view["survivors"])[:4]
    specials = t.view["modules"]["raxxon"]["specials"][:2]
    phase = [0.0]
    if slide:
        def paint(surf: Any, lay: Any, _t: float) -> None:
            k = 1 - phase[0]
            la = ln_art(app)
            for i, z in enumerate(specials):
                img = la.special(z["type"], lay.s(26))
                surf.blit(img, (lay.s(330 + 300 * k + 40 * i), lay.s(200 + 60 * k)))
            for i in range(2):
                img = la.bandit(lay.s(36))
                surf.blit(img, (lay.s(700 - 250 * k + 30 * i),
                                lay.s(120 + 40 * math.sin(k * 3))))

        t.fx.append(Fx(paint))
    times = []
    gc.collect()
    for f in range(frames):
        if throw.done:
            throw = t.tray.throw(values, "wound")
            t.throw = throw
        throw.update(1 / 60)
        if slide:
            k = 1 - (f % 30) / 30
            phase[0] = k
            for i, sid in enumerate(sliding):
                t.hl.offsets[sid] = (-200.0 * k * (1 if i % 2 else -1), 120.0 * k)
            t.hl.pulse["ln_raxxon"] = t.hl.pulse["colony"] = k
        c0, t0 = time.thread_time(), time.perf_counter()
        app.frame(1 / 60, [])
        times.append((time.perf_counter() - t0) * 1000)
        if cpu is not None:
            cpu.append((time.thread_time() - c0) * 1000)
    sizes = ln_sprite_sizes(app, t.view, len(values) + 1)
    app.close_session()
    return times, sizes


def ln_frame_bench(size: tuple[int, int] = SIZE, frames: int = FRAMES, rounds: int = 1
                   ) -> dict[str, float]:
    """The Long Night cases and their bare loop, ``rounds`` times; the best medians."""
    runs: dict[str, list[list[float]]] = {"table": [], "slide": [], "bare": []}
    sizes: list[tuple[int, int]] = []
    for _ in range(max(1, rounds)):
        cached, sizes = ln_table_loop(size, frames)
        runs["table"].append(cached)
        runs["slide"].append(ln_table_loop(size, frames, slide=True)[0])
        runs["bare"].append(bare_loop(sizes, frames))
    import pygame

    pygame.quit()
    best = {n: min(r, key=statistics.median) for n, r in runs.items()}
    bare = best.pop("bare")
    out = {"sprites": float(len(sizes)), "bare_median": statistics.median(bare),
           "bare_p99": _pct(bare, 99)}
    for name, times in best.items():
        out[f"{name}_median"] = statistics.median(times)
        out[f"{name}_p99"] = _pct(times, 99)
        out[f"{name}_ratio"] = out[f"{name}_median"] / out["bare_median"]
    return out
