"""Card texts of goal numbers by player count (docs/PACKS.md, assets/packs/base/STYLE.md):
a ``compare`` whose ``n`` depends on the player count prints the 4-player number and every
other number with the player counts it applies to, in every bundled pack (COLONY-14: the
goal checked is the one printed)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from pydantic import BaseModel

from game.content.loader import bundled_packs_dir, load_pack_with_requirements
from game.content.schema import PLAYER_COUNTS, per_players
from game.content.schema_base import MODULE_KEYS, SCENARIO_KEYS
from tests.content.test_ln_names import MODULE_TAG

PACKS = sorted(p.name for p in bundled_packs_dir().iterdir() if (p / "manifest.toml").is_file())


def _walk(node: Any) -> Iterator[Any]:
    if isinstance(node, BaseModel):
        yield node
        for name in type(node).model_fields:
            yield from _walk(getattr(node, name))
    elif isinstance(node, (list, tuple)):
        for x in node:
            yield from _walk(x)


def text_issues(text: str, goal: Any) -> list[str]:
    """What ``text`` fails to say about the goal's numbers by player count."""
    out = []
    nums = {int(x) for x in re.findall(r"(?<![A-Za-z])\d+", text)}
    for m in _walk(goal):
        if getattr(m, "cond", None) != "compare" or not isinstance(m.n, dict):
            continue
        head = per_players(m.n, 4)
        if head not in nums and head > 1:
            out.append(f"the 4-player number {head} is not printed")
        for p in PLAYER_COUNTS:
            v = per_players(m.n, p)
            if v == head:
                continue
            if not re.search(rf"\b{v} with\b", text):
                out.append(f"'{v} with ...' ({p} players) is not printed")
            elif p not in nums:
                out.append(f"the player count {p} (number {v}) is not printed")
        for mod in MODULE_KEYS:  # a module's own number: "with the Bandits in play, 1"
            name = MODULE_TAG[mod]  # as the cards name it (the lab's module: Glasshill)
            for p in PLAYER_COUNTS:
                v, plain = per_players(m.n, p, {mod}), per_players(m.n, p)
                if v != plain and (name not in text or v not in nums):
                    out.append(f"the number {v} with the {name} ({p} players) is not "
                               f"printed")
        for scen in SCENARIO_KEYS:  # "(1 in the introductory scenarios)"
            for p in PLAYER_COUNTS:
                v, plain = per_players(m.n, p, {scen}), per_players(m.n, p)
                if v != plain and ("introductory scenario" not in text or v not in nums):
                    out.append(f"the number {v} in the {scen} scenario ({p} players) is "
                               f"not printed")
    return out


def _goal_texts() -> list[Any]:
    out = []
    for pack in PACKS:
        content, _, _ = load_pack_with_requirements(bundled_packs_dir() / pack)
        for mo in content.main_objectives.values():
            for side in ("normal", "hard"):
                s = getattr(mo, side)
                out.append(pytest.param(s.goal_text, s.goal, id=f"{mo.id}.{side}"))
        for so in content.secret_objectives.values():
            out.append(pytest.param(so.text, so.goal, id=so.id))
    return out


@pytest.mark.parametrize(("text", "goal"), _goal_texts())
def test_colony_14_goal_text_states_every_number_by_player_count(text: str, goal: Any) -> None:
    assert text_issues(text, goal) == []


def test_the_text_check_finds_a_missing_number() -> None:
    """The checker itself: a text that leaves out the 5-player number is caught."""
    from game.content.schema import CondCompare
    goal = CondCompare.model_validate({"cond": "compare", "value": {"q": "zombies_killed"},
                                       "n": {"3": 10, "4": 12, "5": 14}})
    good = "At least 12 zombies have been killed (10 with 2 or 3 players, 14 with 5)."
    assert text_issues(good, goal) == []
    assert text_issues("At least 12 zombies have been killed (10 with 2 or 3 players).",
                       goal) == ["'14 with ...' (5 players) is not printed"]
    assert text_issues("At least 12 zombies (10 with 3 players, 14 with 5).", goal) == [
        "the player count 2 (number 10) is not printed"]


def test_the_text_check_finds_a_missing_module_number() -> None:
    from game.content.schema import CondCompare
    goal = CondCompare.model_validate({"cond": "compare", "value": {"q": "improvements_done"},
                                       "n": {"4": 2, "bandits": {"4": 1}}})
    assert text_issues("At least 2 improvements (1 with the Bandits in play).", goal) == []
    assert text_issues("At least 2 improvements.", goal) == [
        "the number 1 with the Bandits (4 players) is not printed"]
