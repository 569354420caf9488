"""Client words for the Raxxon module: its decision kind and turn actions read as sentences
that name the card or special zombie (RAX-08, RAX-18, RAX-11), and the lab by the name its
pack gives it, never by the rules' name (issue 14)."""

from __future__ import annotations

from game.client.table.decisions import handoff_reason, kind_label
from game.client.table.labels import TYPE_LABEL, action_label
from game.client.table.log.describe import Names
from game.engine import legal_actions, player_view
from game.engine.modules.raxxon import PlaceContainmentDie
from tests.engine.test_ln_raxxon import LAB, game, put, to_lab


def test_rax_11_relief_decision_has_a_label_and_a_handoff_line() -> None:
    s, _seat = game()
    lab = s.content.locations[LAB].name
    assert kind_label("containment_relief") == "where 3 fewer zombies come"
    assert handoff_reason({"kind": "containment_relief", "info": {}}, s.content) == \
        f"{lab}: choose where 3 fewer zombies come"
    # without a pack (no lab in it) the line still reads, naming no place
    assert handoff_reason({"kind": "containment_relief", "info": {}}) == \
        "The lab: choose where 3 fewer zombies come"


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
    lab = s.content.locations[LAB].name
    assert labels["containment"].startswith(f"Put a die on the {lab} card (die")
    assert action_label(PlaceContainmentDie(actor=seat, die=1), n, view).endswith("(die 3)")
    assert {"containment", "attack_special", "use_side_effect"} <= set(TYPE_LABEL)


def test_rax_events_read_as_sentences_in_the_log() -> None:
    from game.client.table.log.describe import describe

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
    lab = s.content.locations[LAB].name
    assert lines[1] == f"{lab} containment (2, 5): the code matches."
    assert lines[2] == f"Brute appears at {lab}."
    assert lines[3] == "Encounter roll 2: It falls."


def test_rax_01_band_12_places_are_named_as_the_bundled_pack_names_them() -> None:
    """Issue 14: the lab and the bandits' place are shown by the Long Night pack's own
    names, translated with the pack's card translations; the rules' names never appear."""
    from game import i18n
    from game.client.modules.bandits.describe import describe_bandits
    from game.client.modules.raxxon.describe import describe_rax
    from game.client.table.places import place_names
    from game.content.loader import load_ruleset

    content = load_ruleset("ln")
    n = Names(content, ["Ada", "Bram"])
    expected = {"en": ("Glasshill Labs", "Harrow's Roost"),
                "de": ("Glasshill Labs", "Harrows Horst"),
                "pt": ("Laboratórios Glasshill", "Poleiro de Harrow")}
    try:
        for lang, (lab, camp) in expected.items():
            i18n.set_language(lang)
            assert place_names(content) == {"lab": lab, "camp": camp}
            line = describe_rax("ContainmentDiePlaced", {"player": 0, "value": 4}, n)
            rolled = describe_bandits("HideoutRolled", {"player": 1, "mode": "attack",
                                                        "roll": 6, "result": "x"}, n)
            assert isinstance(line, str) and lab in line and "Raxxon" not in line
            assert isinstance(rolled, str) and camp in rolled and "ideout" not in rolled
    finally:
        i18n.set_language("en")
