"""Log lines for the Long Night's events (game/client/table/log/describe.py): one readable sentence
each, card names only where the viewer may see them."""

from __future__ import annotations

from game.client.table.log.describe import Names, describe
from game.engine.events import make, redact
from tests.engine.ln_kit import LN


def test_long_night_events_read_as_sentences() -> None:
    n = Names(LN, ["Ada", "Bram", "Cleo"])
    sid = next(iter(LN.survivors))
    events = [
        make("DespairAdded", {"survivor": sid, "despair": 1, "cause": "x"}),
        make("HelplessMadeUnruly", {"count": 2, "unruly": 2}),
        make("TrapExploded", {"location": "colony", "entrance": 0, "zombies": 3}),
        make("ProgressAdded", {"improvement": "imp_food", "count": 1, "progress": 1,
                               "needed": 2, "player": 0}),
        make("ImprovementCompleted", {"improvement": "imp_food", "done": 1}),
        make("FirstPlayerKept", {"player": 1}),
    ]
    lines = [describe(e, n) for e in events]
    assert lines[0].endswith("falls into despair (1).")
    assert "3 zombies blown away" in lines[2]  # plural forms (issue 13)
    assert lines[3] == "Progress on Kitchen: 1/2." and lines[4] == "Kitchen is completed!"
    assert lines[5] == "Bram keeps the first player token."


def test_a_given_card_is_named_only_to_giver_and_taker() -> None:
    n = Names(LN, ["Ada", "Bram", "Cleo"])
    e = make("CardsGiven", {"from": 0, "to": 1, "count": 1}, to=(0, 1),
             secret={"cards": ["can#1"]})
    assert describe(redact(e, 1), n) == "Ada gives Can to Bram."
    assert describe(redact(e, 2), n) == "Ada gives a card to Bram."


def test_rax_09_band_11_every_colony_step_of_the_engine_has_a_name_in_the_log():
    """The log and the colony banner name each colony step the engine announces (RAX-09
    containment, BAND-11 bandits scavenge among them), never its internal key."""
    import re
    from pathlib import Path

    from game.client.table.log.describe import COLONY_STEPS, _step

    root = Path(__file__).resolve().parents[2] / "game" / "engine"
    keys = set()
    for f in root.rglob("*.py"):
        keys |= set(re.findall(r'emit\(s, "ColonyStep", \{"step": "(\w+)"', f.read_text()))
    assert {"containment", "bandits_scavenge", "pay_food"} <= keys
    for k in keys:
        assert k in COLONY_STEPS and _step(k) != k, k


def test_scen_r_08_scen_b_10_rule_switches_read_as_phrases_with_the_packs_place_names():
    """SCEN-R-08 / SCEN-B-05 / SCEN-B-10: the line announcing the rules a scenario stage
    switches on names each rule in words (never its engine id) and names the lab and the
    camp as the pack does; every switch the engine can name has a phrase."""
    import re
    from pathlib import Path

    from game.client.modules.scenarios.describe import RULE_LABELS
    from game.client.table.places import place_names
    from game.content.loader import bundled_packs_dir, load_pack

    src = (Path(__file__).resolve().parents[2] / "game" / "engine" / "modules"
           / "scenarios.py").read_text()
    flags = set(re.findall(r'"(\w+)": (?:True|False)', src))
    assert {"raxxon_access", "hideout", "bandit_leader"} <= flags
    assert flags <= set(RULE_LABELS)
    pack = load_pack(bundled_packs_dir() / "long_night")
    n = Names(pack, ["Ada", "Bram", "Cleo"])
    line = describe(make("ScenarioRulesActivated",
                         {"rules": ["hideout", "raxxon_access", "bandit_leader"]}), n)
    names = place_names(pack)
    assert names["lab"] in line and names["camp"] in line
    assert "_" not in line and "raxxon" not in line.lower()
    assert "an exiled player leads the bandits" in line


def test_each_module_describer_is_registered_for_every_event_it_tells() -> None:
    """The modules' log lines are found by event type (issue 21): every type a module's
    describer compares ``t`` with is registered for it, and no other."""
    import ast
    import inspect

    from game.client.modules.bandits import describe as bandits
    from game.client.modules.raxxon import describe as raxxon
    from game.client.modules.scenarios import describe as scenarios
    from game.client.table.log.describe import DESCRIBERS

    for mod, fn, kinds in ((bandits, bandits.describe_bandits, bandits.BANDITS_EVENTS),
                           (raxxon, raxxon.describe_rax, raxxon.RAXXON_EVENTS),
                           (scenarios, scenarios.describe_scen, scenarios.SCENARIO_EVENTS)):
        told: set[str] = set()
        for node in ast.walk(ast.parse(inspect.getsource(fn))):
            if isinstance(node, ast.Compare) and getattr(node.left, "id", None) == "t":
                for c in node.comparators:
                    elts = c.elts if isinstance(c, (ast.Tuple, ast.Set, ast.List)) else [c]
                    told |= {e.value for e in elts if isinstance(e, ast.Constant)}
        assert told == set(kinds), mod.__name__
        for kind in kinds:
            assert DESCRIBERS[kind].__module__ == mod.__name__, kind


def test_a_zombie_killed_by_a_card_names_no_survivor() -> None:
    """A flare or a trap kills with no survivor's attack (``by`` is None): the line says
    so instead of naming "None"."""
    n = Names(LN, ["Ada", "Bram", "Cleo"])
    sid = next(iter(LN.survivors))
    by_card = describe(make("ZombieKilled", {"location": "colony", "by": None}), n)
    by_survivor = describe(make("ZombieKilled", {"location": "colony", "by": sid}), n)
    assert by_card.startswith("A zombie is killed at ") and "None" not in by_card
    assert by_survivor.endswith("kills a zombie at " + by_card.split(" at ", 1)[1])
