"""Issue 9 item 5: every Long Night decision's prompt names the card (or rule) it comes
from and what it decides; the first player vote and the containment vote are sealed
ballots announced as such at the hand-off."""

from __future__ import annotations

import random

import pygame
import pytest

from game.client.modules.long_night.decisions import BALLOT_TEXT, PURPOSE_TEXT
from game.client.table.decisions import decision_source, handoff_reason, kind_label
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
    content = _ln_content()
    assert handoff_reason({"kind": "ballot", "info": {"purpose": "containment"}}, content) == \
        "A sealed vote: contain the experiment of Glasshill Labs?"
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
    from game.client.scenes.table.scene import TableScene
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


# --------------------------------------------------------------------------- board clicks
def _table(app, session):
    from game.client.scenes.table.scene import TableScene

    t = TableScene(app, session)
    t.fast = True
    app.stack.push(t)
    app.frame(1 / 60, [])
    return t


def test_band_05_a_bandit_placement_is_lit_and_answered_by_a_click_on_the_place(app):
    """Issue 9 item 5: a board decision's places are lit; a click on one (through what the
    board's panels drew) answers it — an entrance of that place stands for the place."""
    from game.client.scenes.prompt import PromptScene
    from game.session.session import Session

    content = _ln_content()
    cfg = GameConfig(seats=[Seat(name=n, bot=True) for n in ("Ana", "Ben", "Cleo")], seed=5,
                     ruleset="ln", modules=frozenset({"bandits"}))
    t = _table(app, Session(cfg, content, autosave=False))
    sent = []
    t.submit = lambda action: sent.append(action) or True
    d = {"kind": "bandit_place", "player": 0,
         "prompt": "You lead the bandits: where does the next bandit go? (2 to place)",
         "options": [{"key": lid, "label": lid} for lid in ("school", "library")],
         "info": {"purpose": "bandits", "left": 2, "cause": "crisis"}}
    p = PromptScene(app, t, d)
    app.stack.push(p)
    app.frame(1 / 60, [])
    assert t.hl.locations == {"school", "library"}
    assert "Bandits left to place: 2" in p.source.text
    entrance = next(r for (lid, _), r in t.hits.entrances.items() if lid == "library")
    assert t.painter.hit(entrance.center)[:2] == ("entrance", "library")
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=entrance.center)
    app.frame(1 / 60, [click])
    assert [a.key for a in sent if a.type == "answer"] == ["library"]
    assert app.stack.top is t
    assert not t.hl.locations  # the lights go out with the prompt


def test_band_08_rax_17_a_survivor_next_to_bandits_offers_them_on_a_click_on_its_place(app):
    """A selected survivor whose place has bandits lights the bandits (issue 22: the
    survivor, then the bandit); a click elsewhere on its place offers the Long Night
    targets (special zombies first, RAX-17) rather than everything."""
    from game.client.scenes.prompt import ActionPickerScene
    from game.client.scenes.table.input import LN_TARGETS
    from game.session.session import Session

    content = _ln_content()
    cfg = GameConfig(seats=[Seat(name=n) for n in ("Ana", "Ben", "Cleo")], seed=1,
                     ruleset="ln", modules=frozenset({"bandits"}))
    s = Session(cfg, content, autosave=False)
    rng = random.Random(1)
    for _ in range(400):  # the same play as the search that found this seed
        d = s.decision()
        legal = s.legal()
        if d["kind"] == "turn" and any(a.type == "attack_bandit" for a in legal):
            break
        if d["kind"] == "turn":
            w = [5.0 if a.type == "move" else 0.01 if a.type == "exile_vote" else 1.0
                 for a in legal]
            s.apply(rng.choices(legal, w)[0])
        else:
            s.apply(rng.choice(legal))
    else:
        raise AssertionError("no bandit to attack")
    from game.client.scenes.table.scene import TableScene

    seat = int(s.decision()["player"])
    t = TableScene(app, s, auto_handoff=True)  # the hand-off to that player passes itself
    t.fast = True
    app.stack.push(t)
    for _ in range(200):
        app.frame(1 / 30, [])
        if app.stack.top is t and t.viewer == seat:
            break
    assert app.stack.top is t and t.viewer == seat
    attack = next(a for a in s.legal() if a.type == "attack_bandit")
    here = s.public()["survivors"][attack.survivor]["loc"]
    t.input.select(attack.survivor)
    assert here not in t.hl.locations  # not "move here": the bandits there are lit instead
    app.frame(1 / 60, [])
    spot = t.hits.locations[here]
    from game.client.table.targets import target_at

    lit = t.input.board.targets()  # off the lit targets (the deck: search, ...)
    # the bandits themselves are lit: the survivor, then the bandit is an attack (issue 22)
    assert any(g.kind == "attack_bandit" and g.place == here for g in lit)
    free = next((x, y) for x in range(spot.left + 2, spot.right - 2, 4)
                for y in range(spot.top + 2, spot.bottom - 2, 4)
                if t.hits.at((x, y)) == ("place", here) and target_at(lit, (x, y)) is None)
    assert t.click_board(free)
    picker = app.stack.top
    assert isinstance(picker, ActionPickerScene)
    assert picker.actions and all(a.type in LN_TARGETS for a in picker.actions)
    assert any(a.type == "attack_bandit" for a in picker.actions)
