"""Screenshots of a Long Night table with every module on (for looking, not testing):
``python -m game.devtools.ln_shots DIR [--size 1280x720] [--seed N]``.

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


def play_until_rich(seed: int, want: int = 7, limit: int = 6000) -> Any:
    """A bot game stepped until its public view shows ``want`` piece kinds (or ends; then
    the richest of a few seeds' games)."""
    best, most = None, -1
    for s_ in (seed, seed + 1, seed + 2, seed + 3):
        s = ln_session(s_)
        for _ in range(limit):
            if s.over:
                break
            s.step_bot()
            n = rich(s.public())
            if n >= want:
                return s
            if n > most and not s.over:
                best, most = s, n
    return best


def stills(folder: Path, size: tuple[int, int], seed: int = 3) -> list[str]:
    from game.client.headless import headless_app

    app = headless_app(size)
    out = table_shots(app, folder, seed)
    table: Any = app.stack.top  # the table the shots were taken on
    types_sheet(app, table.session.content, folder / "ln-special-zombie-types.png")
    out.append("ln-special-zombie-types")
    app.close_session()
    app.stack.clear()
    return out


def table_shots(app: Any, folder: Path, seed: int = 3, board: str = "ln-board",
                specials: bool = True) -> list[str]:
    """The rich table's stills on ``app`` (its scene stack is left with the table on top):
    ``board`` (the whole table), ``ln-hideout`` (a stockpile card in the zoom),
    ``ln-raxxon`` (the Audio Log's face in the zoom), ``ln-improvements`` (an improvement
    in the zoom) and, with ``specials``, ``ln-special-zombies``."""
    import pygame

    from game.client.scenes.table.scene import TableScene

    s = play_until_rich(seed)
    t = TableScene(app, s)
    t.fast = True
    t.step_game = lambda dt: None  # type: ignore[method-assign]  # the game holds still
    app.stack.push(t)
    app.frame(1 / 60, [])
    app.draw()
    out: list[str] = []

    def snap(name: str, pos: tuple[int, int] | None = None) -> None:
        t.zoom.mouse = pos  # the pointer rests there: the card zoom shows what it says
        app.draw()
        pygame.image.save(app.screen, str(folder / f"{name}.png"))
        out.append(name)

    snap(board)

    def first(panel: str, pred: Any = None) -> tuple[int, int] | None:
        p = t.painter.panel(panel)
        for r, what in getattr(p, "tips", []):
            text = what if isinstance(what, str) else f"{what.title}\n{what.text}"
            if pred is None or pred(text):
                return r.center
        return None

    snap("ln-hideout", first("ln_stockpile", lambda x: "supply" not in x))
    snap("ln-raxxon", first("ln_lab", lambda x: x.startswith("Audio Log —")))
    snap("ln-improvements", first("colony", lambda x: "improvement" in x and ", 0 of" not in x)
         or first("colony", lambda x: "improvement" in x))
    if specials:
        spot = None
        for p in t.painter.panels:
            spot = spot or first(p.name, lambda x: "special zombie" in x)
        snap("ln-special-zombies", spot)
    t.zoom.mouse = None
    return out


def transition_shot(app: Any, path: Path, scenarios: Sequence[str] = ("raxxon_intro",),
                    seed: int = 3, limit: int = 2000) -> str | None:
    """A scenario game played by bots until its first stage is complete (the first of
    ``scenarios`` whose bots get there); the table with the stage-transition story page
    that event opens is saved to ``path``.  The scenario shown, or None when no game got
    there within ``limit`` steps."""
    import pygame

    from game.client.modules.scenarios.story import page_for, show_story
    from game.client.scenes.table.scene import TableScene
    from game.content.loader import load_ruleset
    from game.engine import GameConfig, Seat
    from game.i18n.cards import localize
    from game.session.session import Session

    content = load_ruleset("ln")
    for sc in scenarios:
        for s_ in (seed, seed + 1, seed + 2):
            s = Session(GameConfig(seats=[Seat(name=n, bot=True)
                                          for n in ("Ana", "Ben", "Cleo", "Dmitri")],
                                   seed=s_, ruleset="ln", scenario=sc),  # type: ignore[arg-type]
                        content=content, autosave=False)
            done = None
            for _ in range(limit):
                if s.over:
                    break
                n = len(s.events)
                s.step_bot()
                if any(e.type == "ScenarioObjectiveCompleted" for e in s.events[n:]):
                    done = next(e for e in s.redacted(s.events, None)
                                if e.type == "ScenarioObjectiveCompleted")
                    break
            if done is None:
                continue
            t = TableScene(app, s)
            t.fast = True
            t.step_game = lambda dt: None  # type: ignore[method-assign]
            app.stack.push(t)
            app.frame(1 / 60, [])
            scen = localize(content).scenarios[sc].name
            page = page_for(done, t.names, s.config.hard_side, scen,
                            t.names.p((done.data or {}).get("designated")))
            if page is None:
                app.stack.pop()
                continue
            story = show_story(app, page, t)
            story.age = 10.0  # fully faded in
            app.frame(1 / 60, [])
            app.draw()
            pygame.image.save(app.screen, str(path))
            app.stack.clear()
            return sc
    return None


def types_sheet(app: Any, content: Any, path: Path) -> None:
    """All special zombie types side by side at the board's sizes, named (and a bandit, the
    Long Night tokens beside their base cousins), for looking at them together."""
    import pygame

    from game.client.modules.long_night.art import SPECIAL_LOOKS, ln_art

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
    from game.client.headless import headless_app
    from game.client.scenes.table.scene import TableScene
    from game.devtools.shots import capture_motion

    s = ln_session(seed)
    app = headless_app(size)
    t = TableScene(app, s)
    app.stack.push(t)
    taken = capture_motion(app, s, t, LN_WANT, [], folder, "ln-motion-", at=12,
                           max_frames=40_000)
    app.close_session()
    app.stack.clear()
    return [f"ln-motion-{k}" for k in taken]


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.devtools.ln_shots")
    p.add_argument("folder")
    p.add_argument("--size", default="1280x720")
    p.add_argument("--seed", type=int, default=3)
    p.add_argument("--motion", action="store_true")
    ns = p.parse_args(list(argv) if argv is not None else None)
    from game.client.headless import use_dummy_drivers

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
