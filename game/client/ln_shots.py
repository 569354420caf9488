"""Screenshots of a Long Night table with every module on (for looking, not testing):
``python -m game.client.ln_shots DIR [--size 1280x720] [--seed N]``.

Four bots play a Long Night game with Improvements, Bandits and Raxxon until the pieces
exist (special zombies out, a stockpile, an improvement built, someone in the graveyard),
then the table is drawn and saved: ``ln-board.png`` (the whole table), ``ln-hideout.png``,
``ln-raxxon.png``, ``ln-improvements.png`` and ``ln-special-zombies.png`` (the same table
with the pointer resting on the piece, its hover text shown).  ``--motion`` also saves a
frame a few steps into the first Long Night animations (``ln-motion-<Event>.png``).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

MODULES: frozenset[Any] = frozenset({"improvements", "bandits", "raxxon"})


def ln_session(seed: int, players: int = 4) -> Any:
    from game.content.loader import load_ruleset
    from game.engine import GameConfig, Seat
    from game.session.session import Session

    names = ("Ana", "Ben", "Cleo", "Dmitri", "Esme")[:players]
    return Session(GameConfig(seats=[Seat(name=n, bot=True) for n in names], seed=seed,
                              ruleset="ln", modules=MODULES),
                   content=load_ruleset("ln"), autosave=False)


def rich(v: dict[str, Any]) -> int:
    """How many of the Long Night's piece kinds a public view shows."""
    m = v.get("modules") or {}
    rax, band = m.get("raxxon") or {}, m.get("bandits") or {}
    imp, ln = m.get("improvements") or {}, m.get("long_night") or {}
    return sum((bool(rax.get("specials")), bool(band.get("stockpile")),
                bool(band.get("bandits")), bool(imp.get("done")),
                any(it.get("progress") for it in imp.get("row", [])),
                bool(ln.get("graveyard")), bool(rax.get("encounters"))))


def play_until_rich(seed: int, want: int = 6, limit: int = 6000) -> Any:
    """A bot game stepped until its public view shows ``want`` piece kinds (or ends)."""
    best = None
    for s_ in (seed, seed + 1, seed + 2, seed + 3):
        s = ln_session(s_)
        for _ in range(limit):
            if s.over:
                break
            s.step_bot()
            v = s.public()
            if rich(v) >= want:
                return s
        if best is None:
            best = s
    return best


def stills(folder: Path, size: tuple[int, int], seed: int = 3) -> list[str]:
    import pygame

    from game.client.scenes.table import TableScene
    from game.client.screenshot import headless_app

    s = play_until_rich(seed)
    app = headless_app(size)
    t = TableScene(app, s)
    t.fast = True
    app.stack.push(t)
    app.draw()
    out: list[str] = []

    def snap(name: str, pos: tuple[int, int] | None = None) -> None:
        t.zoom.mouse = pos  # the pointer rests there: the card zoom shows what it says
        app.draw()
        pygame.image.save(app.screen, str(folder / f"{name}.png"))
        out.append(name)

    snap("ln-board")

    def first(panel: str, pred: Any = None) -> tuple[int, int] | None:
        p = t.painter.panel(panel)
        for r, what in getattr(p, "tips", []):
            text = what if isinstance(what, str) else f"{what.title}\n{what.text}"
            if pred is None or pred(text):
                return r.center
        return None

    snap("ln-hideout", first("ln_stockpile", lambda x: "supply" not in x))
    snap("ln-raxxon", first("ln_lab", lambda x: x.startswith("Audio Log")))
    snap("ln-improvements", first("colony", lambda x: "improvement" in x))
    spot = None
    for p in t.painter.panels:
        spot = spot or first(p.name, lambda x: "special zombie" in x)
    snap("ln-special-zombies", spot)
    t.zoom.mouse = None
    types_sheet(app, s.content, folder / "ln-special-zombie-types.png")
    out.append("ln-special-zombie-types")
    app.close_session()
    app.stack.clear()
    return out


def types_sheet(app: Any, content: Any, path: Path) -> None:
    """All special zombie types side by side at the board's sizes, named (and a bandit, the
    Long Night tokens beside their base cousins), for looking at them together."""
    import pygame

    from game.client.ln_art import SPECIAL_LOOKS, ln_art

    la, art, pal = ln_art(app), app.art, app.art.pal
    sheet = pygame.Surface((980, 300))
    sheet.fill(pal.board)
    order = tuple(SPECIAL_LOOKS)
    for i, (zid, spec) in enumerate(sorted(content.special_zombies.items())):
        x, y = 12 + (i % 6) * 160, 12 + (i // 6) * 96
        for k, px in enumerate((48, 26, 22)):
            img = la.special(zid, px, spec.name[:1], order)
            sheet.blit(img, (x + (0, 54, 84)[k], y + 48 - px))
        shape, _ = SPECIAL_LOOKS.get(zid, ("?", (0, 0, 0)))
        sheet.blit(app.fonts.render(spec.name, 14, pal.text, True), (x, y + 54))
        sheet.blit(app.fonts.render(shape, 12, pal.text_dim), (x, y + 72))
    y = 212
    pairs = (("bandit", la.bandit(48)), ("despair", art.token("despair", 28)),
             ("wound", art.token("wound", 28)), ("frostbite", art.token("frostbite", 28)),
             ("unruly", la.unruly(34)), ("helpless", art.token("helpless", 34)),
             ("trap", la.trap(28)), ("barricade", art.token("barricade", 28)),
             ("graveyard", la.tombstone(28)))
    for i, (name, img) in enumerate(pairs):
        x = 12 + i * 106
        sheet.blit(img, (x, y + 50 - img.get_height()))
        sheet.blit(app.fonts.render(name, 12, pal.text), (x, y + 56))
    pygame.image.save(sheet, str(path))


LN_WANT = ("SpecialZombiePlaced", "BanditsPlaced", "BanditsScavenged", "ContainmentChecked",
           "ImprovementCompleted", "NoiseResolved", "SideEffectEquipped", "ProgressAdded")


def motion(folder: Path, size: tuple[int, int], seed: int = 3) -> list[str]:
    import pygame

    from game.client.scenes.table import TableScene
    from game.client.screenshot import headless_app
    from game.client.tween import Call

    s = ln_session(seed)
    app = headless_app(size)
    t = TableScene(app, s)
    app.stack.push(t)
    current: list[Any] = [None, 0]
    steps = t.choreo.steps
    taken: list[str] = []

    def marked(e: Any, mine: Any, line: str | None, animate: bool = True) -> list[Any]:
        def mark() -> None:
            current[0], current[1] = e.type, 0

        return [Call(mark), *steps(e, mine, line, animate)]

    t.choreo.steps = marked  # type: ignore[method-assign]
    for _ in range(40_000):
        if s.over or all(k in taken for k in LN_WANT):
            break
        app.frame(1 / 60, [])
        kind = current[0]
        if kind is None:
            continue
        current[1] += 1
        if current[1] == 12 and kind in LN_WANT and kind not in taken:
            taken.append(kind)
            app.draw()
            pygame.image.save(app.screen, str(folder / f"ln-motion-{kind}.png"))
    app.close_session()
    app.stack.clear()
    return [f"ln-motion-{k}" for k in taken]


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.client.ln_shots")
    p.add_argument("folder")
    p.add_argument("--size", default="1280x720")
    p.add_argument("--seed", type=int, default=3)
    p.add_argument("--motion", action="store_true")
    ns = p.parse_args(list(argv) if argv is not None else None)
    from game.client.screenshot import use_dummy_drivers

    use_dummy_drivers()
    w, h = (int(v) for v in ns.size.lower().split("x"))
    folder = Path(ns.folder)
    folder.mkdir(parents=True, exist_ok=True)
    names = stills(folder, (w, h), ns.seed)
    if ns.motion:
        names += motion(folder, (w, h), ns.seed)
    print(f"ln shots: {len(names)} PNGs in {folder}: {', '.join(names)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
