"""Client words for the Raxxon module: its decision kind and turn actions read as sentences
that name the card or special zombie (RAX-08, RAX-18, RAX-11)."""

from __future__ import annotations

from game.client.decisions import handoff_reason, kind_label
from game.client.describe import Names
from game.client.labels import TYPE_LABEL, action_label
from game.engine import legal_actions, player_view
from game.engine.modules.raxxon import PlaceContainmentDie
from tests.engine.test_ln_raxxon import LAB, game, put, to_lab


def test_rax_11_relief_decision_has_a_label_and_a_handoff_line() -> None:
    assert kind_label("containment_relief") == "where 3 fewer zombies come"
    assert "Raxxon" in handoff_reason({"kind": "containment_relief", "info": {}})


def test_rax_08_18_action_labels_name_the_card_and_the_special_zombie() -> None:
    s, seat = game()
    sid = s.players[seat].leader
    to_lab(s, sid)
    s.players[seat].unused = [6, 3]
    put(s, "lt_sz_brute", "lt_exp_0", LAB)
    view = player_view(s, seat)
    n = Names(s.content, [p.name for p in s.players])
    labels = {a.type: action_label(a, n, view) for a in legal_actions(s)}
    assert "attacks the Brute (die " in labels["attack_special"]
    assert labels["containment"].startswith("Put a die on the Raxxon card (die")
    assert action_label(PlaceContainmentDie(actor=seat, die=1), n, view).endswith("(die 3)")
    assert {"containment", "attack_special", "use_side_effect"} <= set(TYPE_LABEL)


def test_rax_events_read_as_sentences_in_the_log() -> None:
    from game.client.describe import describe

    s, seat = game()
    n = Names(s.content, [p.name for p in s.players])
    top_card = s.rax.experiments[0]
    name = s.content.experiments[top_card].name
    sid = s.players[seat].leader
    zid = put(s, "lt_sz_brute", "lt_exp_0", LAB)
    from game.engine.events import make

    lines = [describe(make(t, d), n) for t, d in [
        ("ExperimentRevealed", {"card": top_card, "left": 3}),
        ("ContainmentChecked", {"card": top_card, "dice": [2, 5], "matched": True}),
        ("SpecialZombiePlaced", {"id": zid, "type": "lt_sz_brute", "location": LAB,
                                 "entrance": 0, "card": "lt_exp_0"}),
        ("EncounterRolled", {"survivor": sid, "id": zid, "type": "lt_sz_brute",
                             "card": "lt_exp_0", "roll": 2, "result": "It falls."}),
    ]]
    assert name in lines[0]
    assert lines[1] == "Raxxon containment (2, 5): the code matches."
    assert lines[2] == "Brute appears at Raxxon."
    assert lines[3] == "Encounter roll 2: It falls."
