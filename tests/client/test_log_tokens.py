"""Log lines for placements that place nothing (``TokensNotPlaced``, issue 20 item 18): the
player reads what was not placed, where, and why."""

from __future__ import annotations

import pytest

from game.client.table.log.describe import Names, describe
from game.engine.events import make
from tests.engine.ln_kit import LN


@pytest.mark.rule("DISC-24")
def test_tokens_not_placed_read_as_sentences() -> None:
    n = Names(LN, ["Ada", "Bram", "Cleo"])
    sid = next(iter(LN.survivors))
    iid = next(iter(LN.improvements))

    def line(**d: object) -> str | None:
        return describe(make("TokensNotPlaced", dict(d)), n)

    assert line(token="barricade", reason="supply", count=2, location="colony") == \
        "No barricade token is left: 2 barricades are not placed at " \
        f"{n.loc('colony')}."
    assert line(token="barricade", reason="room", count=1, location="school") == \
        "No room for 1 barricade at School."
    assert line(token="trap", reason="supply", count=1, location="school") == \
        "No barricade or trap token is left: 1 explosive trap is not placed at School."
    assert line(token="trap", reason="room", count=2, location="school") == \
        "No room for 2 explosive traps at School."
    assert line(token="noise", reason="room", count=2, location="school") == \
        "No empty noise space at School: 2 noise tokens are not placed."
    assert line(token="noise", reason="cap", count=1, location="school") == \
        "School already took its noise this round: 1 noise token is not placed."
    assert line(token="helpless", reason="room", count=1, location="colony") == \
        "The colony is full: 1 helpless survivor cannot come in."
    assert line(token="despair", reason="supply", count=1, survivor=sid) == \
        f"No despair token is left: {n.s(sid)} takes none."
    assert line(token="progress", reason="supply", count=2, improvement=iid) == \
        f"No progress marker is left: 2 markers are not placed on {LN.improvements[iid].name}."
    assert line(token="zombie", reason="sealed", count=3, location="school") == \
        "School is sealed: 3 zombies do not get in."
    bandits = make("BanditsPlaced", {"location": None, "count": 0, "bandits": 0, "cause": "c",
                                     "blocked": 2, "reason": "supply"})
    assert describe(bandits, n) == "No bandit is left in the supply: 2 bandits are not placed."
