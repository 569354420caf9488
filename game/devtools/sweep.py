"""Every screen of the client, driven in one language at one size, checked for text that
is cut, runs out of its box or crosses another text (issue 20 item 13).

``python -m game.devtools.sweep [--lang en,pt,de] [--size 1280x720,1920x1080]
[--scale 90,100,125,150] [--shots DIR] [--only NAME,...]`` (also ``python -m game sweep``)
prints the findings (``game.devtools.textcheck``) and exits
1 when there are any; ``--shots`` also saves each screen as ``<lang>-<size>-<name>.png``
(``<lang>-<size>-<scale>-<name>.png`` at another interface scale than 100 %).
The tests run one sweep per language and size (``tests/client/test_layout_sweep.py``).

The games behind the screens are played by bots once per process (``Games``) and rebuilt
at a chosen action for each screen; a human seat (Ana) is the viewer.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import tempfile
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from game.devtools.textcheck import Finding, capture, findings

NAMES = ("Ana", "Bernadette", "Cleo", "Dmitri")


class Games:
    """Seeded games played by bots (seat 0 too, as a human seat), and the action indexes
    where each screen is taken."""

    def __init__(self) -> None:
        from game.engine import GameConfig, Seat
        from game.session.session import Session

        self.config = GameConfig(seats=[Seat(name=n, bot=i > 0) for i, n in enumerate(NAMES)],
                                 seed=10)
        s = Session(self.config, autosave=False)
        self.turn = self.contribute = None
        prompts: dict[str, int] = {}  # Ana's first question of each kind
        while not s.over:
            d = s.decision()
            assert d is not None
            if d["player"] == 0:
                kinds = {a.type for a in s.legal()} if d["kind"] == "turn" else set()
                # a crowded colony, a crossroads card held for Ana, turns over in the strip
                if d["kind"] == "turn" and s.state.round >= 2 and self.turn is None and \
                        s.state.held and s.state.first_player != 0:
                    self.turn = len(s.log)
                if "contribute" in kinds and s.state.round >= 2 and self.contribute is None:
                    self.contribute = len(s.log)
                if d["kind"] not in ("turn", "draft"):
                    prompts.setdefault(d["kind"], len(s.log))
            s.step_bot()
        self.actions = list(s.log)
        # a question with cards in it first (a search keeps cards, a crossroads card's
        # choice), else whichever came first
        self.prompt = next((prompts[k] for k in ("search_keep", "crossroads") if k in prompts),
                           min(prompts.values()))
        self.ln_config = GameConfig(
            seats=[Seat(name=n, bot=i > 0) for i, n in enumerate(NAMES[:3])], seed=7,
            ruleset="ln", modules=frozenset({"raxxon", "bandits", "improvements"}))
        self.story_config = GameConfig(
            seats=[Seat(name=n, bot=i > 0) for i, n in enumerate(NAMES[:3])], seed=3,
            ruleset="ln", modules=frozenset({"raxxon"}), scenario="raxxon_intro")
        s = self.ln_session()
        self.ln_actions = []
        while not s.over and s.state.round < 3:
            s.step_bot()
            d = s.decision()
            if d is not None and d["kind"] == "turn" and d["player"] == 0 and \
                    s.state.round >= 2:
                break
        self.ln_actions = list(s.log)

    def at(self, k: int | None) -> Any:
        """The base game after its first ``k`` actions (the end when None)."""
        from game.session.session import Session

        s = Session(self.config, autosave=False)
        for a in self.actions[:len(self.actions) if k is None else k]:
            s.apply(a)
        return s

    def ln_session(self, actions: list[Any] | None = None) -> Any:
        from game.content.loader import load_ruleset
        from game.session.session import Session

        s = Session(self.ln_config, load_ruleset("ln"), autosave=False)
        for a in actions or []:
            s.apply(a)
        return s


@cache
def games() -> Games:
    return Games()


# --------------------------------------------------------------------------- the screens
def _table(app: Any, session: Any, frames: int = 400) -> Any:
    from game.client.scenes.table.scene import TableScene

    t = TableScene(app, session)
    t.fast = True
    app.stack.push(t)
    for _ in range(frames):
        app.frame(1 / 30, [])
        if t.director.idle and app.stack.top is not t or (
                app.stack.top is t and t.director.idle and t.my_turn_actions()):
            break
    return t


def title(app: Any) -> None:
    from game.client.scenes.title import TitleScene

    app.stack.push(TitleScene(app))


def newgame(tab: str) -> Callable[[Any], None]:
    def go(app: Any) -> None:
        from game.client.scenes.newgame import NewGameScene

        scene = NewGameScene(app)
        app.stack.push(scene)
        scene.show(tab)
    return go


def draft(app: Any) -> None:
    _table(app, games().at(0))


def table(app: Any) -> None:
    _table(app, games().at(games().turn))


def hand(held: bool) -> Callable[[Any], None]:
    """The table with a card of the hand lifted by hovering, or held by a click (its
    targets lit, the hint above it): issue 22 item 1."""
    def go(app: Any) -> None:
        import pygame

        t = _table(app, games().at(games().turn))
        app.frame(1 / 30, [])
        hv = t.private_panel.hand
        if not hv.slices:
            return
        pos = hv.slices[len(hv.slices) // 2].center
        events = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
        if held:
            events += [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]
        app.frame(1 / 30, events)
    return go


def toast(app: Any) -> None:
    from game.i18n import _

    t = _table(app, games().at(games().turn))
    t.try_action(next(a for a in t.my_turn_actions() if a.type == "end_turn").model_copy(
        update={"actor": 1}))  # refused: the engine's reason in a toast
    app.toast(_("Settings saved."))


def picker(app: Any) -> None:
    t = _table(app, games().at(games().contribute))
    t.pick_type("contribute")


def board_selected(app: Any) -> None:
    """A survivor selected on the table: its lit targets and their tags, one focused (A),
    the top bar's hint (issue 22 item 2)."""
    import pygame

    t = _table(app, games().at(games().turn))
    app.frame(1 / 30, [])
    sids = [sid for sid in t.hits.survivors if t.input.survivor_actions(sid)]
    if not sids:
        return
    t.select(max(sids, key=lambda sid: len(t.input.survivor_actions(sid))))
    app.frame(1 / 30, [])
    app.frame(1 / 30, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="",
                                          scancode=0)])


def prompt(app: Any) -> None:
    _table(app, games().at(games().prompt))


def handoff(app: Any) -> None:
    from game.client.scenes.handoff import HandOffScene
    from game.client.scenes.table.scene import handoff_reason

    t = _table(app, games().at(games().turn))
    d = t.session.decision()
    app.stack.push(HandOffScene(app, "Bernadette", 1, lambda: None,
                                reason=handoff_reason(d, t.names.content)))


def pause(app: Any) -> None:
    t = _table(app, games().at(games().turn))
    t.open_pause()


def settings(app: Any) -> None:
    from game.client.scenes.settings import SettingsScene

    app.stack.push(SettingsScene(app))


def load(app: Any) -> None:
    from game.client.scenes.dialog import named_save_path
    from game.client.scenes.loadgame import LoadScene

    g = games()
    g.at(g.turn).save_as(named_save_path("Before the storm"))
    g.at(None).save_as(named_save_path("A long winter"))
    app.stack.push(LoadScene(app))


def replay(app: Any) -> None:
    from game.client.scenes.dialog import named_save_path
    from game.client.scenes.replay import ReplayScene, open_replay

    g = games()
    path = g.at(g.turn).save_as(named_save_path("Replay me"))
    open_replay(app, path)
    r = app.stack.top
    if isinstance(r, ReplayScene):
        r.goto(r.replay.length // 2)


def rules(app: Any) -> None:
    from game.client.scenes.rules import RulesScene

    app.stack.push(RulesScene(app))


def log(app: Any) -> None:
    from game.client.scenes.log import LogScene

    t = _table(app, games().at(games().turn))
    app.stack.push(LogScene(app, t))


def gameover(app: Any) -> None:
    from game.client.scenes.gameover import GameOverScene

    t = _table(app, games().at(None), frames=60)
    if not isinstance(app.stack.top, GameOverScene):
        app.stack.push(GameOverScene(app, t))


def story(app: Any) -> None:
    from game.client.modules.scenarios.story import show_intro
    from game.content.loader import load_ruleset
    from game.session.session import Session

    s = Session(games().story_config, load_ruleset("ln"), autosave=False)
    t = _table(app, s, frames=1)
    show_intro(app, t)


def ln_table(app: Any) -> None:
    g = games()
    _table(app, g.ln_session(g.ln_actions))


SCREENS: dict[str, Callable[[Any], None]] = {
    "title": title,
    "newgame-players": newgame("players"),
    "newgame-ruleset": newgame("ruleset"),
    "newgame-rules": newgame("rules"),
    "newgame-ln_rules": newgame("ln_rules"),
    "newgame-packs": newgame("packs"),
    "draft": draft,
    "table": table,
    "hand-hover": hand(False),
    "hand-held": hand(True),
    "toast": toast,
    "picker": picker,
    "prompt": prompt,
    "handoff": handoff,
    "pause": pause,
    "settings": settings,
    "load": load,
    "replay": replay,
    "rules": rules,
    "log": log,
    "gameover": gameover,
    "story": story,
    "ln-table": ln_table,
    "board-selected": board_selected,
}


def screen(app: Any, name: str, shots: Path | None = None, tag: str = "") -> list[Finding]:
    """Open screen ``name`` on a cleared ``app`` and check its texts."""
    import pygame

    app.close_session()
    app.stack.clear()
    app.toasts.clear()
    SCREENS[name](app)
    app.draw()
    found = findings(app, capture(app), name)
    if shots is not None:
        app.draw()
        shots.mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.screen, str(shots / f"{tag}{name}.png"))
    app.close_session()
    app.stack.clear()
    app.toasts.clear()
    return found


def sweep(app: Any, names: list[str] | None = None, shots: Path | None = None,
          tag: str = "") -> list[Finding]:
    out: list[Finding] = []
    for name in names or list(SCREENS):
        out += screen(app, name, shots, tag)
    return out


def main(argv: list[str] | None = None) -> int:
    import os

    p = argparse.ArgumentParser(prog="python -m game.devtools.sweep")
    p.add_argument("--lang", default="en,pt,de")
    p.add_argument("--size", default="1280x720,1920x1080")
    p.add_argument("--shots", default=None)
    p.add_argument("--only", default=None)
    p.add_argument("--scale", default="100",
                   help="interface scale(s) in percent (Settings: 90-150), e.g. 90,150")
    args = p.parse_args(argv)
    from game import i18n
    from game.client.headless import headless_app, use_dummy_drivers

    use_dummy_drivers()
    total = 0
    with tempfile.TemporaryDirectory(prefix="wc-sweep-") as tmp:
        os.environ.setdefault("WINTER_COLONY_DATA_DIR", str(Path(tmp) / "data"))
        os.environ.setdefault("WINTER_COLONY_CONFIG_DIR", str(Path(tmp) / "config"))
        for size_s in args.size.split(","):
            w, h = (int(v) for v in size_s.lower().split("x"))
            for lang, pct in itertools.product(args.lang.split(","), args.scale.split(",")):
                i18n.FORCED = lang
                app = headless_app((w, h))
                app.settings.ui_scale = int(pct) / 100
                only = args.only.split(",") if args.only else None
                at = "" if int(pct) == 100 else f"-{pct}"
                found = sweep(app, only, Path(args.shots) if args.shots else None,
                              f"{lang}-{w}x{h}{at}-")
                for f in found:
                    print(f"{lang} {w}x{h} {pct}% {f}")
                total += len(found)
                import pygame

                pygame.quit()
    print(f"sweep: {total} finding(s)")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
