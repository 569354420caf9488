"""A tiny but complete standalone base-ruleset pack, written into tmp_path by the tests.

It satisfies every rule of the validator (1 colony, locations numbered 1..6, 25 starting
items, 20-card location decks ordered by likelihood, unique influence values) while staying
small enough that each test can break exactly one thing with :func:`edit`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

# id, number, likelihood, (first-type copies, second-type copies)
LOCATIONS: list[tuple[str, int, list[str], tuple[int, int]]] = [
    ("depot", 1, ["weapon", "tool", "food"], (12, 8)),
    ("clinic", 2, ["medicine", "food"], (11, 9)),
    ("mill", 3, ["fuel", "tool", "book"], (10, 10)),
    ("chapel", 4, ["book", "survivor"], (14, 6)),
    ("yard", 5, ["tool", "weapon"], (15, 5)),
    ("store", 6, ["food", "medicine"], (13, 7)),
]

MANIFEST = """\
id = "tiny"
version = "0.1.0"
name = "Tiny Test Pack"
licence = "CC0"
requires = []
ruleset = "base"
"""


def board_toml() -> str:
    out = [
        "[colony]",
        'name = "Test Colony"',
        "survivor_spaces = 10",
        "entrance_spaces = 3",
        "",
    ]
    for lid, number, likelihood, _ in LOCATIONS:
        out += [
            "[[locations]]",
            f'id = "{lid}"',
            f'name = "{lid.title()}"',
            f"number = {number}",
            "survivor_spaces = 3",
            "entrance_spaces = 3",
            "likelihood = [" + ", ".join(f'"{t}"' for t in likelihood) + "]",
            "",
        ]
    return "\n".join(out)


def items_toml() -> str:
    out = [
        "[[items]]",
        'id = "ration"',
        'name = "Ration"',
        'type = "food"',
        'deck = "starting"',
        "copies = 15",
        'text = "Add 1 food to the supply."',
        "food = 1",
        "",
        "[[items]]",
        'id = "knife"',
        'name = "Knife"',
        'type = "weapon"',
        'kind = "equip"',
        'deck = "starting"',
        "copies = 10",
        'text = "Attack +1."',
        "[items.equip]",
        'text = "Attack +1."',
        'kind = "passive"',
        'modifiers = [{ kind = "attack_bonus", amount = 1 }]',
        "",
    ]
    for lid, _, likelihood, (a, b) in LOCATIONS:
        for suffix, item_type, copies in (("a", likelihood[0], a), ("b", likelihood[1], b)):
            out += [
                "[[items]]",
                f'id = "{lid}_{suffix}"',
                f'name = "{lid} {suffix}"',
                f'type = "{item_type}"',
                f'deck = "{lid}"',
                f"copies = {copies}",
                'text = "Draw a card from this deck."',
                f'effect = [{{ op = "draw", deck = "{lid}" }}]',
                "",
            ]
    return "\n".join(out)


SURVIVORS = """\
[[survivors]]
id = "tiny_medic"
name = "Ada Test"
profession = "Nurse"
influence = 10
attack = 4
search = 3

[survivors.ability]
text = "At the clinic: heal one wound of a survivor here."
location = "clinic"
cost = 3
effect = [{ op = "heal", target = "choose_any_here" }]

[[survivors]]
id = "tiny_scout"
name = "Bo Test"
profession = "Courier"
influence = 11
attack = 3
search = 4

[survivors.ability]
text = "Place this survivor at the depot."
location = "any"
frequency = "once_per_turn"
effect = [{ op = "place_survivor", target = "acting", to = "depot" }]
"""

CARDS = """\
[[crises]]
id = "tiny_crisis"
name = "Cold Snap"
prevent = ["fuel"]
text = "Add 2 zombies at the depot."
effect = [{ op = "zombies_add", at = "depot", count = 2 }]

[[crossroads]]
id = "tiny_xroads"
name = "A Knock"
trigger_text = "When Bo Test searches at the mill."
story = "Someone knocks twice."
trigger = { on = "search", at = "mill", survivor = "tiny_scout" }

[[crossroads.options]]
label = "Open"
text = "Gain a survivor."
effect = [{ op = "survivor_gain" }]

[[crossroads.options]]
label = "Ignore"
text = "Lose 1 morale."
effect = [{ op = "morale", amount = -1 }]
"""

OBJECTIVES = """\
[[main_objectives]]
id = "tiny_main"
name = "Hold Out"
duration = "short"
story = "Wait for spring."

[main_objectives.normal]
morale = 5
rounds = 6
food = 2
placements = [{ at = "depot", zombies = 1 }]
goal = { cond = "compare", value = { q = "food" }, cmp = ">=", n = 4 }
goal_text = "Have 4 food."

[main_objectives.hard]
morale = 4
rounds = 5
placements = [{ at = "each_non_colony", zombies = 1 }]
goal = { cond = "compare", value = { q = "food" }, cmp = ">=", n = 6 }
goal_text = "Have 6 food."

[[secret_objectives]]
id = "tiny_secret"
name = "Old Friend"
kind = "normal"
text = "Control Ada Test."
goal = { cond = "controls", survivor = "tiny_medic" }

[[secret_objectives]]
id = "tiny_traitor"
name = "Cold Heart"
kind = "betrayal"
text = "Morale is 0."
needs_main_objective = false
goal = { cond = "compare", value = { q = "morale" }, cmp = "<=", n = 0 }

[[secret_objectives]]
id = "tiny_exile"
name = "Outcast"
kind = "exiled"
mode = "replace"
text = "Have 2 items."
goal = { cond = "compare", value = { q = "own_items" }, n = 2 }
"""


def tiny_files() -> dict[str, str]:
    return {
        "manifest.toml": MANIFEST,
        "board.toml": board_toml(),
        "items.toml": items_toml(),
        "survivors.toml": SURVIVORS,
        "cards.toml": CARDS,
        "objectives.toml": OBJECTIVES,
    }


def write_pack(folder: Path, files: dict[str, str]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def edit_file(folder: Path, file: str, old: str, new: str) -> None:
    """Replace the first ``old`` in ``folder/file`` (which must contain it)."""
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {file}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.fixture
def tiny_pack(tmp_path: Path) -> Path:
    """A valid standalone pack in ``tmp_path/tiny``."""
    return write_pack(tmp_path / "tiny", tiny_files())


@pytest.fixture
def edit() -> Callable[[Path, str, str, str], None]:
    """``edit(folder, file, old, new)``: replace the first ``old`` in ``folder/file``."""
    return edit_file


@pytest.fixture
def make_pack() -> Callable[[Path, dict[str, str]], Path]:
    """``make_pack(folder, files)``: write ``{file name: text}`` into ``folder``."""
    return write_pack
