"""Rule tests written during the independent engine review (see RULES.md for the IDs).

Each test pins one behaviour the review found missing or wrong; the name starts with the
rule ID it enforces."""

from __future__ import annotations

from game.content.schema import CrossroadsCard
from game.engine import apply
from game.engine.actions import HandOff, PlayCard
from game.engine.state import COLONY
from tests.engine.rules_kit import RC, content_with, evs, give, quiet, rc_game, turn_seat


def _any_action_card() -> CrossroadsCard:
    """Like the base pack's "Furnace Room": after any action, if the active player's
    survivors carry 3 or more wound-type tokens between them."""
    return CrossroadsCard.model_validate({
        "id": "y_any", "name": "y_any", "story": "story",
        "trigger": {"on": "any_action", "when": {
            "cond": "compare", "value": {"q": "own_wounds"}, "cmp": ">=", "n": 3}},
        "trigger_text": "After any action, if your survivors carry 3+ wounds",
        "options": [{"label": "A", "text": "+1 food", "effect": [{"op": "food", "amount": 1}]},
                    {"label": "B", "text": "-1 food", "effect": [{"op": "food", "amount": -1}]}],
    })


def test_xroads_03_a_hand_off_is_an_action_for_any_action_triggers():
    """XROADS-03/04: a card whose trigger is "after any action" is checked after every
    action of the active player, the free Hand Off action (ACT-08, ACT-HANDOFF-01) too."""
    content = content_with(crossroads={**RC.crossroads, "y_any": _any_action_card()})
    s = quiet(rc_game(content=content))
    seat = turn_seat(s)
    p = s.players[seat]
    a, b = p.survivors[:2]
    s.survivors[a].loc = s.survivors[b].loc = COLONY
    s.survivors[a].wounds, s.survivors[b].wounds = 2, 1  # 3 wound tokens between them
    uid = give(s, seat, "bat")
    apply(s, PlayCard(actor=seat, card=uid, survivor=a))
    s.held = {"card": "y_any", "drawer": (seat - 1) % s.n, "target": seat}
    ev = apply(s, HandOff(actor=seat, card=uid, to=b))
    trig = evs(ev, "CrossroadsTriggered")
    assert len(trig) == 1 and trig[0].data["card"] == "y_any"
    assert s.pending is not None and s.pending["kind"] == "crossroads"
