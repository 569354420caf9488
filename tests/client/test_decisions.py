"""Decision words and focus: every engine decision kind has a hand-off reason and a prompt
label; the prompt shows the card a choice comes from; a decision about the board lights
it up, keeps clear of it, and answers from a click on it."""

from __future__ import annotations

import pygame

from game.client.table import decisions
from game.engine import GameConfig, Seat
from game.session.session import Session
from tests.client.passplay import screen_text


def _engine_kinds() -> set[str]:
    import game.engine  # noqa: F401  (registers every answer)
    from game.engine.base import ANSWERS

    return set(ANSWERS) | {"turn", "draft"}


def test_every_engine_decision_kind_has_a_reason_and_a_label():
    kinds = _engine_kinds()
    assert {"choose_zombie", "choose_die", "survivor_join", "vote_tie"} <= kinds
    assert kinds <= set(decisions.HANDOFF_REASONS), kinds - set(decisions.HANDOFF_REASONS)
    assert kinds <= set(decisions.KIND_LABELS), kinds - set(decisions.KIND_LABELS)


def test_handoff_reason_names_the_purpose_never_an_option():
    d = {"kind": "choose_survivor", "player": 0, "prompt": "Roll of Gauze: heal",
         "options": [{"key": "s_x", "label": "Secret Name", "enabled": True}],
         "info": {"purpose": "heal", "card": "i_roll_of_gauze"}}
    reason = decisions.handoff_reason(d)
    assert reason == "Choose a survivor to heal"
    assert "Secret Name" not in reason and "Gauze" not in reason
    assert decisions.handoff_reason({"kind": "choose_zombie"}) == \
        "Choose which zombie is killed"
    assert decisions.handoff_reason({"kind": "survivor_join", "info": {
        "survivor": "s_a", "role": "follower"}}) == "A new survivor joins your group"


def test_source_names_the_card_a_choice_comes_from():
    from game.content.loader import load_base

    c = load_base()
    item = next(iter(c.items.values()))
    src = decisions.source({"card": item.id, "purpose": "heal"}, c)
    assert src is not None and src.kind == "item" and item.name in src.title
    xr = next(iter(c.crossroads.values()))
    src = decisions.source({"card": xr.id}, c)
    assert src is not None and xr.trigger_text in src.title and src.text == xr.story
    cr = next(iter(c.crises.values()))
    assert decisions.source({"card": cr.id}, c).title == f"Crisis: {cr.name}"
    sv = next(iter(c.survivors.values()))
    src = decisions.source({"survivor": sv.id, "role": "leader"}, c)
    assert src is not None and sv.name in src.title and "leader" in src.title
    assert decisions.source({}, c) is None
    assert decisions.source({"survivor": sv.id, "location": "hospital"}, c) is None


def test_focus_of_a_colony_zombie_choice_is_its_entrances():
    view = {"locations": {"colony": {}, "school": {}}, "survivors": {"s_a": {}}}
    d = {"kind": "choose_zombie", "info": {"location": "colony"},
         "options": [{"key": "0"}, {"key": "3"}]}
    f = decisions.focus(d, view)
    assert f.entrances == {("colony", 0), ("colony", 3)}
    assert f.by_key["3"] == ("entrance", ("colony", 3))
    d2 = {"kind": "survivor_join", "info": {"survivor": "s_new"},
          "options": [{"key": "school"}, {"key": "colony"}]}
    assert decisions.focus(d2, view).locations == {"school", "colony"}


def _table_at(app, kinds: set[str], seeds=range(1, 60)):
    from game.client.scenes.table.scene import TableScene

    for seed in seeds:
        s = Session(GameConfig(seats=[Seat(name=n, bot=True) for n in ("Ana", "Ben", "Cleo",
                                                                        "Dan")], seed=seed),
                    autosave=False)
        for _ in range(3000):
            d = s.decision()
            if s.over or (d is not None and d["kind"] in kinds and s.log):
                break
            s.step_bot()
        d = s.decision()
        if d is not None and d["kind"] in kinds:
            t = TableScene(app, s)
            t.fast = True
            t.step_game = lambda dt: None  # the game holds still
            app.stack.push(t)
            t.viewer = int(d["player"])
            return s, t, d
    raise AssertionError(f"no game reached {kinds}")


def test_prompt_shows_the_source_card_and_the_kind(app):
    from game.client.scenes.prompt import PromptScene

    s, t, d = _table_at(app, {"choose_survivor", "choose_location"})
    card = s.content.items[d["info"]["card"]]
    p = PromptScene(app, t, d)
    app.stack.push(p)
    app.frame(1 / 60, [])
    text = screen_text(app)
    assert card.name in text and card.text.split(" ")[0] in text
    assert decisions.kind_label(d["kind"]) in text


def test_prompt_about_the_board_lights_it_keeps_clear_and_takes_a_click(app):
    from game.client.scenes.prompt import PromptScene
    from game.client.table.board import overlap

    s, t, d = _table_at(app, {"choose_zombie", "survivor_join", "exile_relocate",
                              "choose_location"})
    p = PromptScene(app, t, d)
    app.stack.push(p)
    app.frame(1 / 60, [])
    f = p.focus_on
    assert f
    assert t.hl.targets == f.entrances and t.hl.locations == f.locations
    rects = p.board_rects()
    assert rects
    box = p.box(app.screen)
    # the box covers at most a sliver of what the decision is about
    assert overlap(box, rects) <= 0.15 * sum(r.width * r.height for r in rects)
    n = len(s.log)
    key, (what, ref) = next((k, v) for k, v in f.by_key.items()
                            if p.buttons[p.keys.index(k)].enabled)
    hits = {"entrance": t.hits.entrances, "location": t.hits.locations,
            "survivor": t.hits.survivors}[what]
    spot = hits[ref]
    pos = next((x, y) for y in range(spot.top, spot.bottom, 3)
               for x in range(spot.left, spot.right, 3)
               if not box.collidepoint((x, y)))
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)])
    assert len(s.log) == n + 1 and s.log[-1]["key"] == key
    assert not t.hl.targets and not t.hl.locations  # the lights go out with the prompt
