"""Issue 9 item 5: every Long Night decision's prompt names the card (or rule) it comes
from and what it decides; the first player vote and the containment vote are sealed
ballots announced as such at the hand-off."""

from __future__ import annotations

import random

import pytest

from game.client.decisions import decision_source, handoff_reason, kind_label
from game.client.decisions_ln import BALLOT_TEXT, PURPOSE_TEXT
from game.engine import GameConfig, RulesOptions, Seat
from game.engine.decisions import DECISION_KINDS

LN_KINDS = sorted(PURPOSE_TEXT)


def _ln_content():
    from game.content.loader import load_ruleset

    return load_ruleset("ln")


def test_every_long_night_decision_kind_has_a_purpose_label_and_hand_off_line():
    """The kinds the engine added for LN, bandits, raxxon, scenarios and improvements."""
    base = {"draft", "turn", "search_more", "search_keep", "bite_spread", "tie",
            "choose_survivor", "choose_location", "choose_zombie", "choose_die",
            "choose_card", "choose_survivor_play", "crossroads", "effect_choice", "request",
            "ballot", "vote_tie", "leader", "exile_relocate", "survivor_join", "order"}
    assert set(LN_KINDS) == set(DECISION_KINDS) - base
    for kind in LN_KINDS:
        assert kind_label(kind) != kind.replace("_", " ")
        assert handoff_reason({"kind": kind, "info": {}}) != "A decision to make"


def test_ln_13_rax_10_sealed_ballots_say_what_the_vote_is_at_the_hand_off():
    assert handoff_reason({"kind": "ballot", "info": {"purpose": "first_player"}}) == \
        "A sealed vote: does the first player keep the token?"
    assert handoff_reason({"kind": "ballot", "info": {"purpose": "containment"}}) == \
        "A sealed vote: contain Raxxon's experiment?"
    content = _ln_content()
    for purpose in BALLOT_TEXT:
        src = decision_source({"kind": "ballot", "info": {"purpose": purpose}}, content)
        assert src is not None and "sealed" in (src.detail or src.text)


def test_rax_11_containment_relief_shows_the_audio_log_it_comes_from():
    content = _ln_content()
    exp = next(iter(content.experiments.values()))
    d = {"kind": "containment_relief", "player": 0, "prompt": "?",
         "info": {"purpose": "containment_relief", "experiment": exp.id}}
    src = decision_source(d, content)
    assert src is not None and exp.name in src.title
    assert exp.audio_log.code.text in src.text
    assert "3 fewer zombies" in src.detail


def test_impr_choose_improvement_names_the_item_card_and_the_purpose():
    content = _ln_content()
    item = next(iter(content.items.values()))
    d = {"kind": "choose_improvement", "info": {"purpose": "progress", "card": item.id}}
    src = decision_source(d, content)
    assert src is not None and item.name in src.title and src.text == item.text
    assert "Progress markers" in src.detail


def test_ln_transfer_card_names_giver_and_taker():
    content = _ln_content()
    d = {"kind": "transfer_card", "info": {"giver": 1, "taker": 0}}
    src = decision_source(d, content, ["Ana", "Ben"])
    assert src is not None and "Ben hand a card to Ana" in (src.detail or src.text)


def _collect(config: GameConfig, content, seen: dict, steps: int = 900) -> None:
    from game.session.session import Session

    s = Session(config, content, autosave=False)
    rng = random.Random(config.seed)
    for _ in range(steps):
        if s.over:
            break
        d = s.decision()
        if d is None:
            break
        if d["kind"] in PURPOSE_TEXT or (d["kind"] == "ballot" and
                                         d["info"].get("purpose") in BALLOT_TEXT):
            seen.setdefault((d["kind"], d["info"].get("purpose")), d)
        s.apply(rng.choice(s.legal()))


@pytest.mark.parametrize("scenario", [None, "raxxon_intro", "bandits_intro"])
def test_real_long_night_decisions_all_have_a_source(scenario):
    """Random LN games (all modules, each scenario): every Long Night decision the engine
    asks has a source with a title and a purpose in its prompt."""
    content = _ln_content()
    seen: dict = {}
    for seed in (3, 4, 5):
        cfg = GameConfig(seats=[Seat(name=n) for n in ("A", "B", "C", "D")], seed=seed,
                         ruleset="ln", scenario=scenario, options=RulesOptions(),
                         modules=frozenset({"improvements", "bandits", "raxxon"}))
        _collect(cfg, content, seen)
    assert seen, "no Long Night decision in three random games"
    for (kind, _), d in seen.items():
        src = decision_source(d, content, ["A", "B", "C", "D"])
        assert src is not None and src.title, kind
        assert src.detail or src.text, kind
        card = (d["info"] or {}).get("card")
        if isinstance(card, str) and card.split("#")[0] in content.items:
            assert content.item(card).name in src.title, kind


def test_a_long_night_prompt_draws_its_source_and_purpose(app):
    from game.client.scenes.prompt import PromptScene
    from game.client.scenes.table import TableScene
    from game.session.session import Session
    from tests.client.passplay import screen_text

    content = _ln_content()
    cfg = GameConfig(seats=[Seat(name=n, bot=True) for n in ("Ana", "Ben", "Cleo")], seed=5,
                     ruleset="ln", modules=frozenset({"raxxon"}))
    s = Session(cfg, content, autosave=False)
    t = TableScene(app, s)
    app.stack.push(t)
    exp = next(iter(content.experiments.values()))
    d = {"kind": "containment_relief", "player": 0, "prompt": "Thumbs down: which place?",
         "options": [{"key": lid, "label": lid} for lid in ("colony", "school")],
         "info": {"purpose": "containment_relief", "experiment": exp.id}}
    p = PromptScene(app, t, d)
    app.stack.push(p)
    app.frame(1 / 60, [])
    text = screen_text(app).replace("\n", " ")
    assert f"Audio Log: {exp.name}" in text
    assert "where 3 fewer zombies come" in text  # the kind, in the subtitle
    assert "3 fewer" in text and "Add Zombies" in text  # the purpose
    assert "school" in p.focus_on.locations  # lit on the board, answerable by a click
