"""Log lines and action labels for the Bandits module (BAND-04/08/11/13/15/16)."""

from __future__ import annotations

from game.client.table.labels import action_label
from game.client.table.log.describe import Names, describe
from game.client.table.places import CAMP, place_name
from game.engine.events import make
from game.engine.modules.bandits_actions import AttackBandit, Hideout, TakeStockpile
from tests.engine.ln_kit import LN


def test_band_events_read_as_sentences() -> None:
    n = Names(LN, ["Ada", "Bram", "Cleo"])
    card = next(iter(LN.items)) + "#1"
    name = n.item(card)
    lines = [describe(e, n) for e in [
        make("BanditsPlaced", {"location": "school", "count": 2, "bandits": 2, "cause": "c"}),
        make("BanditsPlaced", {"location": None, "count": 0, "bandits": 0, "cause": "c",
                               "blocked": 1}),
        make("BanditRemoved", {"location": "school", "count": 1, "bandits": 1,
                               "cause": "attack", "to": "supply"}),
        make("BanditsScavenged", {"location": "school", "bandits": 1, "cards": [card],
                                  "stockpile": 1}),
        make("StockpileTaken", {"player": 1, "card": card, "cause": "leader", "stockpile": 0}),
        make("BanditLeaderChosen", {"player": 2, "leaders": [2]}),
        make("HideoutRolled", {"player": 0, "survivor": "x", "mode": "search", "from": 6,
                               "roll": 3, "result": "Take 1 card."}),
    ]]
    assert lines[0] == "2 bandits arrive at School (2 there)."
    assert lines[1] == "No room for 1 bandit at any location."
    assert lines[2] == "1 bandit driven off at School."  # plural forms (issue 13)
    camp = place_name(LN, CAMP)  # this kit has no bandits' place: the plain description
    assert camp == "the bandits' camp"
    assert lines[3] == f"The bandits at School carry off {name} to {camp}."
    assert lines[4] == f"Bram takes {name} from the bandits' stockpile."
    assert lines[5] == "Cleo now leads the bandits."
    assert lines[6] == f"Ada searches {camp} and rolls 3: Take 1 card."


def test_band_actions_have_labels() -> None:
    n = Names(LN, ["Ada", "Bram", "Cleo"])
    sid = next(iter(LN.survivors))
    view = {"me": {"dice_unused": [5]}, "survivors": {sid: {"loc": "school"}}}
    assert action_label(AttackBandit(actor=0, survivor=sid, die=0, at="school"), n, view) \
        .endswith("attacks a bandit (die 5)")
    assert f"searches {place_name(LN, CAMP)}" in action_label(
        Hideout(actor=0, survivor=sid, die=0, mode="search"), n, view)
    card = next(iter(LN.items)) + "#1"
    assert action_label(TakeStockpile(actor=0, card=card), n, view).startswith("Take ")
