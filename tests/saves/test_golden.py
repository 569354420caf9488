"""Golden games: the example saves in ``saves/`` replay to their recorded hashes, and the
bot + engine still produce them byte for byte.

If the base pack changed (its hash is in each file's header), these files are out of
date: regenerate them with ``python -m game.saves.golden`` and commit ``saves/*.jsonl``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.content.loader import load_base, load_ruleset
from game.saves import load
from game.saves.golden import REGENERATE, SPECS, content_for, generate, golden_dir

FILES = sorted(golden_dir().glob("*.jsonl"))


def _skip_if_pack_changed(path: Path) -> None:
    header = json.loads(path.read_text(encoding="utf-8").splitlines()[0])
    ruleset = header["config"].get("ruleset", "base")
    have = load_base().hashes if ruleset == "base" else load_ruleset(ruleset).hashes
    if header["packs"] != have and ruleset != "base":
        pytest.skip(f"{path.name}: the Long Night pack changed since it was recorded (it is "
                    f"still being written); regenerate with `{REGENERATE}`")
    if header["packs"] != have:
        pytest.fail(
            f"{path.name} was recorded with base pack {header['packs'].get('base', '?')[:12]}, "
            f"but the installed base pack is now {have.get('base', '?')[:12]}: the pack "
            f"changed, so the golden games are out of date. Regenerate them with "
            f"`{REGENERATE}` and commit saves/*.jsonl.", pytrace=False)


def test_there_are_golden_games() -> None:
    names = {p.name for p in FILES}
    assert {s.file for s in SPECS} <= names, f"missing golden games; run `{REGENERATE}`"
    players = set()
    for p in FILES:
        header = json.loads(p.read_text(encoding="utf-8").splitlines()[0])
        players.add(len(header["seats"]))
    assert len(players) >= 3


def test_golden_games_cover_the_long_night_modules_and_scenarios() -> None:
    """Issue 8 (saves): the golden games include a Long Night game with all three modules
    and one of each introductory scenario, their header recording ruleset, modules,
    scenario and every Long Night option."""
    configs = [json.loads(p.read_text(encoding="utf-8").splitlines()[0])["config"]
               for p in FILES]
    ln = [c for c in configs if c.get("ruleset") in ("ln", "mixed")]
    assert any(set(c.get("modules", ())) == {"improvements", "bandits", "raxxon"}
               and c.get("scenario") is None for c in ln)
    assert {c.get("scenario") for c in ln} >= {"raxxon_intro", "bandits_intro"}
    assert {c.get("ruleset") for c in ln} == {"ln", "mixed"}
    for c in ln:  # the ruleset-dependent options are always written (§28)
        assert "noise_resolution" in c["options"] and "first_player_vote" in c["options"]


def _marks(name: str) -> list[pytest.MarkDecorator]:
    return []


@pytest.mark.parametrize("path", [pytest.param(p, id=p.name, marks=_marks(p.name))
                                  for p in FILES])
def test_golden_game_replays_to_its_recorded_hash(path: Path) -> None:
    _skip_if_pack_changed(path)
    game = load(path)
    assert game.final_verified, f"{path.name} does not end with a final checkpoint"
    assert game.state.over
    last = json.loads(path.read_text(encoding="utf-8").splitlines()[-1])
    assert last["hash"] == game.final_hash


@pytest.mark.parametrize("spec", [pytest.param(s, id=s.file, marks=_marks(s.file))
                                  for s in SPECS])
def test_golden_game_is_regenerated_identically(spec: object) -> None:
    path = golden_dir() / spec.file  # type: ignore[attr-defined]
    if not path.exists():
        pytest.fail(f"{path.name} is missing; run `{REGENERATE}`", pytrace=False)
    _skip_if_pack_changed(path)
    text = generate(spec, content_for(spec))  # type: ignore[arg-type]
    assert text == path.read_text(encoding="utf-8"), (
        f"{path.name}: the bot and engine now play a different game. If the rules changed "
        f"on purpose, regenerate with `{REGENERATE}`.")
