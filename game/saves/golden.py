"""The example / golden games in ``saves/`` (repository root).

``python -m game.saves.golden`` regenerates them with the random bot on the installed base
pack (``--pack DIR`` for another copy of the pack, ``--check`` to only compare).  Run it
and commit ``saves/*.jsonl`` whenever the base pack or the rules change on purpose: the
golden test (tests/saves/test_golden.py) replays every file and compares its hashes.
Generation is deterministic (fixed seeds, fixed creation time), so an unchanged engine and
pack give byte-identical files.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from game.bots import RandomBot
from game.content.pack import Content
from game.engine import GameConfig, Seat, apply, legal_actions, new_game
from game.saves.format import GameLog

CREATED = "2025-01-01T00:00:00+00:00"
MIN_ACTIONS = 100  # pick the first seed whose game is at least this long
REGENERATE = "python -m game.saves.golden"


@dataclass(frozen=True)
class Spec:
    name: str
    players: int
    variants: tuple[str, ...]
    seed: int
    ruleset: str = "base"  # ln / mixed: the bundled packs of that ruleset (LN-03)
    scenario: str | None = None  # SCEN-01
    modules: tuple[str, ...] = ()  # LN-02

    @property
    def file(self) -> str:
        return f"{self.name}.jsonl"


SPECS = (
    Spec("3p-standard", 3, (), 3100),
    Spec("2p-two_player", 2, ("two_player",), 2100),
    Spec("4p-cooperative", 4, ("cooperative",), 4100),
    Spec("5p-betrayer-hardcore", 5, ("betrayer", "hardcore"), 5100),
    Spec("3p-ln-raxxon_intro", 3, (), 6100, ruleset="ln", scenario="raxxon_intro"),
    Spec("4p-ln-bandits_intro", 4, (), 7100, ruleset="ln", scenario="bandits_intro"),
    Spec("4p-ln-all-modules", 4, (), 8100, ruleset="ln",
         modules=("bandits", "improvements", "raxxon")),
    Spec("3p-mixed-all-modules-betrayer", 3, ("betrayer",), 9100, ruleset="mixed",
         modules=("bandits", "improvements", "raxxon")),
)


def content_for(spec: Spec, base: Content | None = None) -> Content:
    """The content a spec's game is played with: ``base`` (or the installed base pack) for
    a base game, the bundled packs of its ruleset otherwise."""
    from game.content.loader import load_base, load_ruleset

    if spec.ruleset == "base":
        return base if base is not None else load_base()
    return load_ruleset(spec.ruleset)


def golden_dir() -> Path:
    return Path(__file__).resolve().parents[2] / "saves"


def _config(spec: Spec, seed: int) -> GameConfig:
    return GameConfig.model_validate({
        "seats": [Seat(name=n, bot=True) for n in ("Ada", "Bram", "Cleo", "Dov", "Esme")
                  [: spec.players]],
        "variants": frozenset(spec.variants), "seed": seed,
        **({"ruleset": spec.ruleset, "scenario": spec.scenario,
            "modules": frozenset(spec.modules)} if spec.ruleset != "base" else {})})


def generate(spec: Spec, content: Content) -> str:
    """The save text of the spec's golden game (complete, with a final checkpoint)."""
    best: str | None = None
    for seed in range(spec.seed, spec.seed + 50):
        state = new_game(_config(spec, seed), content)
        log = GameLog.start(state, CREATED)
        bot = RandomBot(f"golden-{seed}")
        while legal := legal_actions(state):
            action = bot.choose(legal)
            apply(state, action)
            log.record(action, state)
        best = log.text(final=state)
        if len(log.actions) >= MIN_ACTIONS:
            break
    assert best is not None
    return best


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.saves.golden",
                                description="Regenerate the golden games in saves/.")
    p.add_argument("--pack", type=Path, help="base pack folder (default: the bundled one)")
    p.add_argument("--out", type=Path, help="output folder (default: saves/)")
    p.add_argument("--check", action="store_true",
                   help="do not write; exit 1 if a file would change")
    args = p.parse_args(list(argv) if argv is not None else None)
    if args.pack is not None:
        from game.content.loader import load_pack

        content = load_pack(args.pack)
    else:
        from game.content.loader import load_base

        content = load_base()
    out = args.out or golden_dir()
    changed = 0
    for spec in SPECS:
        text = generate(spec, content_for(spec, content))
        path = out / spec.file
        old = path.read_text(encoding="utf-8") if path.exists() else None
        if old == text:
            print(f"{path}: unchanged")
            continue
        changed += 1
        if args.check:
            print(f"{path}: would change")
            continue
        from game.saves.io import atomic_write

        atomic_write(path, text)
        print(f"{path}: written ({text.count(chr(10)) - 1} lines after the header)")
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
