"""Screenshots of every Long Night prompt (for looking, not testing):
``python -m game.devtools.ln_prompt_shots DIR [--size 1280x720] [--lang en] [--kinds K,...]``.

Every decision kind the Long Night modules can ask (``LN_KINDS``: the module kinds of
``game.engine.decisions.DecisionKind`` and the base kinds the modules ask for a purpose of
their own — the containment, first player and special exile ballots, a tied first player
vote) is reached through the engine: seeded games of four hot-seat players are played by the
normal bot (``Session.bot_action``) until the wanted decision is pending.  Where bots never
go on their own, the driver picks another *legal* answer for them (``steer``: thumbs down on
a containment vote, an exile called in the special exile phase or at a turn so that an
exiled player leads the bandits, a 2-2 split on the first player vote).  Then the table is
drawn the way a player meets it: the hand-off screen (``ln-handoff-<kind>.png``, when the
decision is private) and, after it, the prompt (``ln-prompt-<kind>.png``).  Nothing is
hand-made: every table is a real game's state.  ``UNREACHABLE`` lists the kinds no game
with the bundled packs can reach, and why.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ALL_MODULES: frozenset[Any] = frozenset({"improvements", "bandits", "raxxon"})
NAMES = ("Ana", "Ben", "Cleo", "Dmitri")

# the kinds the Long Night modules ask (game/engine/decisions.py, "The Long Night")
MODULE_KINDS = ("choose_defence", "first_player_vote_call", "choose_player", "transfer_card",
                "choose_improvement", "containment_relief", "bandit_place", "stockpile_pick",
                "scenario_survivor", "scenario_return", "scenario_exile_call")
# base kinds asked for a Long Night purpose ("kind:purpose")
PURPOSE_KINDS = ("ballot:containment", "ballot:first_player", "vote_tie:first_player",
                 "ballot:special_exile")
LN_KINDS = MODULE_KINDS + PURPOSE_KINDS

# where each kind is looked for, in order: (scenario or None for all modules, seeds); the
# seeds known to get there first, then more (a change of the pack's numbers moves games)
MORE = tuple(range(20))
WHERE: dict[str, tuple[tuple[str | None, tuple[int, ...]], ...]] = {
    "scenario_survivor": (("raxxon_intro", (2, 0, 1, 3, 4, 5, 6, 7)),),
    "scenario_exile_call": (("bandits_intro", (0, 1, 2, 3, 4, 5)),),
    "ballot:special_exile": (("bandits_intro", (0, 1, 2, 3, 4, 5)),),
    "stockpile_pick": ((None, (4, *MORE)), ("bandits_intro", (1, 0, 2, 3))),
    "choose_defence": ((None, (9, 1, *MORE)),),
}
# kinds no game with the bundled packs can reach, and why (their prompt text is tested
# with the test kit's content, tests/client/test_ln_prompts.py)
UNREACHABLE: dict[str, str] = {
    "scenario_return": "Raxxon has 3 survivor spaces and nobody may enter it before the "
                       "stage 1 -> 2 transition places 2 there: never full (SCEN-R-07)",
}
STEP_LIMIT = 4000


def key_of(d: Any, special_exile: bool = False) -> str | None:
    """The ``LN_KINDS`` name of a pending decision (None when it is none of them)."""
    if d is None:
        return None
    kind = d["kind"]
    purpose = (d.get("info") or {}).get("purpose")
    if kind in MODULE_KINDS:
        return str(kind)
    if kind == "ballot" and purpose == "exile" and special_exile:
        return "ballot:special_exile"
    k = f"{kind}:{purpose}"
    return k if k in PURPOSE_KINDS else None


def session(seed: int, scenario: str | None) -> Any:
    """A hot-seat Long Night game (every seat human, so the prompts are a player's)."""
    from game.content.loader import load_ruleset
    from game.engine import GameConfig, Seat
    from game.session.session import Session

    extra: dict[str, Any] = {"scenario": scenario} if scenario else {"modules": ALL_MODULES}
    return Session(GameConfig(seats=[Seat(name=n) for n in NAMES], seed=seed,
                              ruleset="ln", **extra),
                   content=load_ruleset("ln"), autosave=False)


def steer(s: Any, want: str) -> Any | None:
    """A legal action the bots would not take, on the way to ``want`` (None: the bot's)."""
    from game.engine.actions import Answer

    d = s.decision()
    kind, purpose = d["kind"], (d.get("info") or {}).get("purpose")
    keys = [o["key"] for o in d["options"] if o["enabled"]]
    if want == "containment_relief" and kind == "ballot" and purpose == "containment":
        return Answer(actor=d["player"], key="no")
    if want == "ballot:special_exile" and kind == "scenario_exile_call":
        others = [k for k in keys if k != "pass"]
        return Answer(actor=d["player"], key=others[0]) if others else None
    if want == "bandit_place":  # an exiled player leads the bandits (BAND-07)
        if kind == "ballot" and purpose == "exile":
            return Answer(actor=d["player"], key="yes")
        if kind == "turn" and not any(p.exiled for p in s.state.players):
            return next((a for a in s.legal() if a.type == "exile_vote"), None)
    if want == "vote_tie:first_player" and kind == "ballot" and purpose == "first_player":
        return Answer(actor=d["player"], key="yes" if d["player"] % 2 else "no")  # 2 to 2
    return None


def reach(want: str, log: Callable[[str], None] = print) -> Any | None:
    """A session whose pending decision is ``want`` (None when no seeded game got there)."""
    tries = [(sc, seed) for sc, seeds in WHERE.get(want, ((None, MORE),))
             for seed in dict.fromkeys(seeds)]
    for scenario, seed in tries:
        s = session(seed, scenario)
        called = False
        for _ in range(STEP_LIMIT):
            if s.over:
                break
            d = s.decision()
            if key_of(d, called) == want:
                log(f"  {want}: seed {seed} ({scenario or 'all modules'}), "
                    f"after {len(s.log)} actions")
                return s
            action = steer(s, want) or s.bot_action()
            if d["kind"] == "scenario_exile_call":
                called = getattr(action, "key", "pass") != "pass"
            elif d["kind"] == "turn":
                called = False
            s.apply(action)
    log(f"  {want}: not reached")
    return None


def shoot(app: Any, s: Any, want: str, folder: Path, frames: int = 600) -> list[str]:
    """The table of ``s`` as its player meets the pending decision: the hand-off screen
    (if the decision is private) then the prompt.  The PNG names saved."""
    import pygame

    from game.client.scenes.handoff import HandOffScene
    from game.client.scenes.prompt import PromptScene
    from game.client.scenes.table.scene import TableScene

    name = want.replace(":", "-")
    t = TableScene(app, s)
    t.fast = True
    app.stack.push(t)
    out: list[str] = []
    for _ in range(frames):
        app.frame(1 / 30, [])
        top = app.stack.top
        if isinstance(top, HandOffScene) and f"ln-handoff-{name}" not in out:
            app.draw()
            pygame.image.save(app.screen, str(folder / f"ln-handoff-{name}.png"))
            out.append(f"ln-handoff-{name}")
            top.age = 1.0
            top._ready()
        elif isinstance(top, PromptScene):
            app.frame(1 / 30, [])
            app.draw()
            pygame.image.save(app.screen, str(folder / f"ln-prompt-{name}.png"))
            out.append(f"ln-prompt-{name}")
            break
    app.stack.clear()
    return out


def run(folder: Path, size: tuple[int, int] = (1280, 720), kinds: Sequence[str] = LN_KINDS,
        log: Callable[[str], None] = print) -> dict[str, list[str]]:
    """One table per kind; {kind: PNG names} (an empty list: the kind was not reached)."""
    from game.client.headless import headless_app

    app = headless_app(size)
    taken: dict[str, list[str]] = {}
    for want in kinds:
        if want in UNREACHABLE:
            log(f"  {want}: skipped, unreachable with the bundled packs: {UNREACHABLE[want]}")
            continue
        s = reach(want, log)
        taken[want] = shoot(app, s, want, folder) if s is not None else []
    app.stack.clear()
    return taken


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.devtools.ln_prompt_shots")
    p.add_argument("folder")
    p.add_argument("--size", default="1280x720")
    p.add_argument("--lang", default="en", choices=("en", "pt", "de", "xx"))
    p.add_argument("--kinds", default=",".join(LN_KINDS),
                   help="comma-separated, of: " + ", ".join(LN_KINDS))
    ns = p.parse_args(list(argv) if argv is not None else None)
    from game import i18n
    from game.client.headless import use_dummy_drivers

    use_dummy_drivers()
    i18n.FORCED = ns.lang
    i18n.set_language(ns.lang)
    kinds = [k for k in ns.kinds.split(",") if k]
    bad = [k for k in kinds if k not in LN_KINDS]
    if bad:
        p.error(f"unknown kinds: {', '.join(bad)}")
    w, h = (int(v) for v in ns.size.lower().split("x"))
    folder = Path(ns.folder)
    folder.mkdir(parents=True, exist_ok=True)
    taken = run(folder, (w, h), kinds)
    names = [n for v in taken.values() for n in v]
    missed = [k for k, v in taken.items() if not v and k not in UNREACHABLE]
    print(f"ln prompt shots: {len(names)} PNGs in {folder}"
          + (f"; not reached: {', '.join(missed)}" if missed else ""))
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
