"""Log lines for the Long Night's events (game/client/describe.py): one readable sentence
each, card names only where the viewer may see them."""

from __future__ import annotations

from game.client.describe import Names, describe
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
