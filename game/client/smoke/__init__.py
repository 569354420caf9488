"""Headless smoke run through the real scenes.

title → new game (3 bot seats: two smart, one random) → at least two full rounds on the table (animations
fast-forwarded, dice throws still simulated) → save → load → state hashes compared →
play on to the end → game over.  Prints ``smoke: ok`` as its last line only when all of
that really happened; returns 0 then, 1 otherwise.  ``screenshots_dir`` receives PNGs of
the title, setup, table, a prompt, the colony phase and game over.

A Long Night smoke (``ruleset``/``modules``/``scenario``, issue 9): New game is set to them
through its own widgets (and refused if it would not take them), the game plays two full
rounds, saves and reloads with the same hash, and stops there (a short game).  Each Long
Night decision kind met on the way is opened as its prompt once; the screenshots are
``ln-newgame`` (the Ruleset tab), ``ln-prompt-<kind>`` per such prompt, ``ln-story``
(a scenario's story page) and the pieces on the table (``LN_SHOTS``: ``ln-table``,
``ln-raxxon``, ``ln-hideout``, ``ln-improvements`` from a bot game with every module played
until its pieces are out, and ``ln-scenario-transition``, a stage-transition page).
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.i18n import _

MAX_FRAMES = 40_000
SEEDS = (101, 202, 303, 404, 505, 606, 707, 808)


def _say(msg: str) -> None:
    print(f"smoke: {msg}", flush=True)


def _key(k: int) -> Any:
    import pygame

    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def _rounds_done(session: Any) -> int:
    return sum(1 for e in session.events if e.type == "RoundTrackMoved")


FOLDERS = (("WINTER_COLONY_DATA_DIR", "data"), ("WINTER_COLONY_CONFIG_DIR", "config"))


# the decision kinds the Long Night added (a ballot by its purpose: the first player vote
# and the containment vote), opened as a prompt once each in a Long Night smoke
LN_PROMPTS = ("choose_defence", "first_player_vote_call", "choose_player", "transfer_card",
              "choose_improvement", "containment_relief", "bandit_place", "stockpile_pick",
              "scenario_survivor", "scenario_return", "scenario_exile_call")
LN_BALLOTS = ("first_player", "containment")


def ln_prompt_name(d: Any) -> str | None:
    """``ln-prompt-<name>`` for a Long Night decision (None for the others)."""
    if d["kind"] in LN_PROMPTS:
        return d["kind"]
    purpose = (d.get("info") or {}).get("purpose")
    if d["kind"] == "ballot" and purpose in LN_BALLOTS:
        return f"ballot-{purpose}"
    return None


@dataclass(frozen=True)
class Tour:
    """Screenshots a development tool takes at the end of a smoke run with ``--screenshots``
    (``game.devtools.smoke_tours`` registers them; the packaged smoke needs none)."""

    ln: bool  # after the Long Night smoke (True) or after the base game's (False)
    names: tuple[str, ...]  # the shots it takes (a Long Night tour's missing shot fails)
    take: Callable[[Any, Path, dict[str, Path], dict[str, Any]], None]  # app, folder, taken, context


TOURS: list[Tour] = []


def register_tour(tour: Tour) -> None:
    if tour not in TOURS:
        TOURS.append(tour)


def _tours(ln: bool, app: Any, shots: Path, taken: dict[str, Path],
           context: dict[str, Any]) -> list[str]:
    """Run the registered tours of this smoke; the names they should have taken and did not."""
    missing: list[str] = []
    for tour in TOURS:
        if tour.ln == ln:
            tour.take(app, shots, taken, context)
            missing += [n for n in tour.names if n not in taken]
    return missing


def run(screenshots_dir: str | Path | None = None, ruleset: str | None = None,
        modules: list[str] | tuple[str, ...] = (), scenario: str | None = None,
        size: tuple[int, int] = (1280, 720)) -> int:
    """``size``: the headless window (and screenshot) size.  Saves and settings go to a
    throw-away folder unless the caller already chose one
    (``WINTER_COLONY_DATA_DIR`` / ``WINTER_COLONY_CONFIG_DIR``).  With a chosen data folder
    the user's packs are smoke-tested too: every usable one is switched on at New game and
    every broken one is reported; the smoke game's own autosave is removed afterwards."""
    import os

    keep = {k: os.environ.get(k) for k, _ in FOLDERS}
    with tempfile.TemporaryDirectory(prefix="wc-smoke-") as tmp:
        for k, sub in FOLDERS:
            if not keep[k]:
                os.environ[k] = str(Path(tmp) / sub)
        user_folder = bool(keep[FOLDERS[0][0]])
        made: list[Path] = []
        try:
            setup = None
            if ruleset not in (None, "base") or modules or scenario:
                setup = {"ruleset": ruleset or "ln", "modules": list(modules),
                         "scenario": scenario}
            return _run(screenshots_dir, tmp, user_folder=user_folder, made=made,
                        setup=setup, size=size)
        finally:
            if user_folder:  # the smoke games' autosaves, not the user's
                for path in made:
                    path.unlink(missing_ok=True)
            for k, v in keep.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v


def tick_user_packs(ng: Any) -> tuple[list[str], list[str]]:
    """Switch on every usable pack of the user's folder in a New game scene: (the packs
    the game will use, "id: problem" for each user pack that cannot be used)."""
    broken = []
    for info, toggle in zip(ng.packs, ng.pack_toggles, strict=True):
        if info.bundled:
            continue
        if info.error is not None:
            broken.append(f"{info.id}: {info.error}")
        elif toggle.enabled and not toggle.value:
            toggle.step(1)
    return ng.chosen_packs(), broken


def set_up(ng: Any, setup: dict[str, Any]) -> str:
    """Choose the ruleset, modules and scenario on a New game scene through its widgets;
    "" when it took them, else why not."""
    ng.set_ruleset(setup["ruleset"])
    if ng.ruleset != setup["ruleset"]:
        return f"ruleset {setup['ruleset']}: {ng.ruleset_blocked(setup['ruleset'])}"
    for m in setup["modules"]:
        t = ng.module_toggles[m]
        if not t.value:
            t.step(1)
        if not t.value:
            return f"module {m}: {ng.module_blocked(m)}"
    if setup["scenario"]:
        ng.set_scenario(setup["scenario"])
        if ng.scenario != setup["scenario"]:
            return f"scenario {setup['scenario']}: {ng.scenario_blocked(setup['scenario'])}"
    return ""


def _run(screenshots_dir: str | Path | None, scratch: str, user_folder: bool = False,
         made: list[Path] | None = None, setup: dict[str, Any] | None = None,
         size: tuple[int, int] = (1280, 720)) -> int:
    from game.client.headless import headless_app, shoot, use_dummy_drivers

    use_dummy_drivers()
    import pygame

    shots = Path(screenshots_dir) if screenshots_dir else None
    taken: dict[str, Path] = {}

    def snap(app: Any, name: str) -> None:
        if shots is not None and name not in taken:
            taken[name] = shoot(app, shots / f"{name}.png", frames=1)

    t0 = time.perf_counter()
    app = headless_app(size)
    from game.client.modules.scenarios.story import StoryScene
    from game.client.scenes.gameover import GameOverScene
    from game.client.scenes.newgame import NewGameScene
    from game.client.scenes.prompt import ActionPickerScene, PromptScene
    from game.client.scenes.table.scene import TableScene
    from game.client.scenes.title import TitleScene

    stories = 0
    prompts: set[str] = set()
    for seed in SEEDS:
        app.stack.reset(TitleScene(app))
        app.frame(1 / 60, [])
        snap(app, "title")
        # New game from the title, by keyboard
        app.frame(1 / 60, [_key(pygame.K_RETURN)])
        ng = app.stack.top
        if not isinstance(ng, NewGameScene):
            _say(f"expected the new game scene, got {type(ng).__name__}")
            return 1
        for i, kind in enumerate(("normal", "normal", "easy")):  # two bot levels
            ng.seat_on[i].set_value(True)
            ng.seat_bot[i].set_value(kind)
        ng.seat_on[3].set_value(False)
        ng._changed(None)
        ng.seed.value = str(seed)
        if setup is None:
            ng.set_ruleset("base")  # the plain smoke plays the base game
        else:
            why = set_up(ng, setup)
            if why:
                _say(f"New game refused the Long Night setup: {why}")
                return 1
            ng.show("ruleset")
            app.frame(1 / 60, [])
            snap(app, "ln-newgame")
            ng.show("players")
            if seed == SEEDS[0]:
                _say(f"setup: {ng.setup_summary()}")
        if user_folder:
            used, broken = tick_user_packs(ng)
            _say(f"packs: {', '.join(used)}")
            for problem in broken:
                _say(f"user pack cannot be used: {problem}")
        app.frame(1 / 60, [])
        snap(app, "setup")
        app.frame(1 / 60, [_key(pygame.K_F5)])
        table = app.stack.top
        if isinstance(table, StoryScene):  # a scenario starts with its introduction
            table = app.stack.find(TableScene)
        if not isinstance(table, TableScene):
            _say(f"start failed: {getattr(ng, 'error', '')}")
            return 1
        session = table.session
        if made is not None and session.save_path is not None:
            made.append(session.save_path)
        table.fast = True
        table.auto_handoff = True
        state = {"colony_pending": False}

        def listener(events: list[Any], state: dict = state, table: Any = table) -> None:
            if "colony" not in taken and shots is not None and any(
                    e.type == "ColonyStep" for e in events):
                table.fast = False
                state["colony_pending"] = True

        session.listeners.append(listener)
        frames = 0
        prompt_done = shots is None
        while frames < MAX_FRAMES and _rounds_done(session) < 2 and not session.over:
            app.frame(1 / 60, [])
            frames += 1
            if isinstance(app.stack.top, StoryScene):  # it turns itself (auto)
                stories += 1
                page = app.stack.top.page
                snap(app, "ln-scenario-transition" if page is not None
                     and page.kicker.startswith("Stage") else "ln-story")
                continue
            d = session.decision()
            ln_name = ln_prompt_name(d) if setup is not None and d is not None else None
            if ln_name and app.stack.top is table and table.director.idle:
                prompts.add(ln_name)
                if shots is not None and f"ln-prompt-{ln_name}" not in taken:
                    table.viewer = int(d["player"])
                    app.stack.push(PromptScene(app, table, d))
                    app.frame(1 / 60, [])
                    snap(app, f"ln-prompt-{ln_name}")
                    table.set_highlight(None)
                    top = app.stack.top
                    if isinstance(top, PromptScene):
                        top._unlight()
                        app.stack.pop()
                    table.awaiting = None
                    table.viewer = None
            if not prompt_done and d is not None and app.stack.top is table \
                    and table.director.idle and session.state.round >= 1:
                seat = int(d["player"])
                table.viewer = seat
                if d["kind"] == "turn":
                    moves = [a for a in session.legal() if a.type in ("move", "search")]
                    if moves:
                        table.open_picker(moves[:12], _("Move or search"))
                else:
                    app.stack.push(PromptScene(app, table, d))
                if isinstance(app.stack.top, (ActionPickerScene, PromptScene)):
                    app.frame(1 / 60, [_key(pygame.K_DOWN)])
                    snap(app, "prompt")
                    table.set_highlight(None)
                    app.stack.pop()
                    prompt_done = True
                    if table.stats["actions"] > 2:
                        snap(app, "table")
                table.viewer = None
            if state["colony_pending"]:
                b = table.banner
                if b is not None and b.text == _("Colony phase") and b.alpha > 0.95:
                    snap(app, "colony")
                    state["colony_pending"] = False
                    table.fast = True
                elif table.director.idle:
                    state["colony_pending"] = False
                    table.fast = True
        if _rounds_done(session) >= 2:
            break
        _say(f"seed {seed}: the game ended after {_rounds_done(session)} round(s); "
             "trying another seed")
    else:
        _say("no seed played two full rounds")
        return 1
    rounds = _rounds_done(session)
    actions = len(session.log)
    _say(f"seed {seed}: {rounds} full rounds, {actions} actions, {table.stats['throws']} dice "
         f"throws, {table.stats['banners']} banners")
    snap(app, "table")

    # save -> load -> compare hashes (the full save, and the autosave kept since move one)
    from game.session.session import Session

    path = session.save_as(Path(scratch) / "smoke-save.jsonl")
    loaded = Session.load(path, autosave=False)
    if loaded.hash() != session.hash():
        _say("state hash after load differs from the live game")
        return 1
    checked = [path.name]
    if session.save_path is not None:
        session.autosave()
        auto = Session.load(session.save_path, autosave=False)
        if auto.hash() != session.hash():
            _say("state hash of the autosave differs from the live game")
            return 1
        checked.append("autosave")
    _say(f"save/load ok ({', '.join(checked)}), hash {session.hash()[:16]}")
    if setup is not None:  # a short Long Night game: it stops here
        cfg = session.config
        _say(f"long night: ruleset {cfg.ruleset}, modules "
             f"{', '.join(sorted(cfg.modules)) or 'none'}, scenario {cfg.scenario or 'none'}; "
             f"prompts opened: {', '.join(sorted(prompts)) or 'none'}; story pages: "
             f"{'yes' if stories or 'ln-story' in taken else 'none'}")
        if cfg.scenario and not (stories or "ln-story" in taken):
            _say("the scenario's introduction page was not shown")
            return 1
        if shots is not None:
            missing = _tours(True, app, shots, taken, {"scenario": cfg.scenario})
            _say(f"screenshots in {shots}: {', '.join(sorted(taken))}"
                 + (f" (missing: {', '.join(missing)})" if missing else ""))
            if missing:
                return 1
        app.close_session()
        app.stack.clear()
        pygame.quit()
        print("smoke: ok", flush=True)
        return 0

    # play on to the end
    while frames < MAX_FRAMES and not isinstance(app.stack.top, GameOverScene):
        app.frame(1 / 60, [])
        frames += 1
    if not isinstance(app.stack.top, GameOverScene):
        _say(f"no game over after {frames} frames (round {session.state.round})")
        return 1
    app.frame(1 / 60, [])
    snap(app, "gameover")
    ms = statistics.median(app.frame_ms) if app.frame_ms else 0.0
    _say(f"game over ({session.state.end_reason}) after {session.state.round} rounds, "
         f"{len(session.log)} actions, {frames} frames, median frame {ms:.2f} ms, "
         f"{time.perf_counter() - t0:.1f} s")
    if shots is not None:
        app.stack.clear()
        missing = _tours(False, app, shots, taken, {"session": session, "made": made})
        missing += [n for n in ("title", "setup", "table", "prompt", "colony", "gameover")
                    if n not in taken]
        _say(f"screenshots in {shots}: {', '.join(sorted(taken))}"
             + (f" (missing: {', '.join(missing)})" if missing else ""))
    app.close_session()
    app.stack.clear()
    pygame.quit()
    print("smoke: ok", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(run(sys.argv[1] if len(sys.argv) > 1 else None))
