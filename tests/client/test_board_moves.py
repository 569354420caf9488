"""Moves on the board (issue 22 item 2): every action with a board target is two clicks --
a survivor, then a lit target; only legal targets are lit; the die is chosen for the
player; lists hold at most six entries, narrowed step by step."""

from __future__ import annotations

import pygame
import pytest

from game.client.table.dice_pin import same_but_die
from tests.client.test_dice_pin import SEEDS
from tests.client.test_table import human_table


def click(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def turn_with(app, kind):
    """A table at Ana's first turn where some survivor of hers may do ``kind``."""
    for seed in SEEDS:
        s, t = human_table(app, seed=seed)
        app.frame(1 / 30, [])
        acts = [a for a in s.legal() if a.type == kind]
        if not acts:  # out of the colony first (a search is made at a location)
            move = next((a for a in s.legal() if a.type == "move" and a.to != "colony"), None)
            if move is not None and t.submit(move):
                t.director.finish_all()
                app.frame(1 / 30, [])
                d = s.decision()
                if d is not None and d["kind"] == "turn" and d["player"] == 0:
                    acts = [a for a in s.legal() if a.type == kind]
        if acts:
            return s, t, acts
        app.close_session()
        app.stack.clear()
    pytest.skip(f"no seed gives a {kind}")


@pytest.mark.parametrize("kind", ["move", "attack", "search", "barricade"])
def test_two_clicks_a_survivor_then_a_lit_target(app, kind):
    s, t, acts = turn_with(app, kind)
    a = acts[0]
    app.frame(1 / 30, [click(t.hits.survivors[a.survivor].center)])
    assert t.selected == a.survivor
    app.draw()
    lit = t.input.board.targets()
    # only legal targets are lit: every action a target stands for is legal now
    legal = {same_but_die(b) for b in s.legal()}
    assert lit and all(same_but_die(b) in legal for tg in lit for b in tg.acts)
    target = next(
        tg
        for tg in lit
        if tg.kind == kind and any(same_but_die(b) == same_but_die(a) for b in tg.acts)
    )
    n = len(s.log)
    dice = list(s.view(0)["me"]["dice_unused"])
    app.frame(1 / 30, [click(target.rect.center)])
    assert len(s.log) == n + 1 and s.log[n]["type"] == kind
    assert s.log[n]["survivor"] == a.survivor
    if "die" in s.log[n]:  # no die asked: the lowest that suffices
        same = [
            b
            for b in target.acts
            if same_but_die(b)
            == same_but_die(next(c for c in target.acts if c.die == s.log[n]["die"]))
        ]
        assert dice[s.log[n]["die"]] == min(dice[b.die] for b in same)


def test_an_action_bar_list_holds_at_most_six_entries_narrowed_by_survivor(app):
    from game.client.scenes.prompt import ActionPickerScene
    from game.client.scenes.table.lists import flatten, longest

    s, t, acts = turn_with(app, "barricade")
    t.pick_type("barricade")
    top = app.stack.top
    assert isinstance(top, ActionPickerScene)
    entries = list(zip([b.label for b in top.buttons], top.actions, strict=True))
    assert longest(entries) <= 6
    offered = flatten(top.actions)
    assert {same_but_die(a) for a in offered} == {same_but_die(a) for a in acts}


def test_cap_keeps_six_entries_and_puts_the_rest_under_more():
    from game.client.scenes.table.lists import Group, cap, flatten, longest

    items = [(str(i), i) for i in range(20)]
    out = cap(items)
    assert len(out) == 6 and isinstance(out[-1][1], Group)
    assert longest(out) <= 6
    assert flatten([a for _label, a in out]) == list(range(20))


@pytest.mark.parametrize("kind", ["clean_waste", "attract"])
def test_clean_waste_and_attract_start_on_the_board(app, kind):
    from game.client.scenes.prompt import ActionPickerScene

    s, t, acts = turn_with(app, kind)
    sid = acts[0].survivor
    if kind == "clean_waste":  # any of the viewer's survivors at the colony may clean
        sid = next(
            (
                a.survivor
                for a in s.legal()
                if a.type != "end_turn"
                and getattr(a, "survivor", None)
                and s.public()["survivors"][a.survivor]["loc"] == "colony"
            ),
            sid,
        )
    app.frame(1 / 30, [click(t.hits.survivors[sid].center)])
    app.draw()
    target = next((g for g in t.input.board.targets() if g.kind == kind), None)
    assert target is not None, kind
    n = len(s.log)
    app.frame(1 / 30, [click(target.rect.center)])
    top = app.stack.top
    if isinstance(top, ActionPickerScene):  # a genuine choice: how many, from where
        assert len(top.actions) <= 6
        app.frame(
            1 / 30,
            [
                pygame.event.Event(
                    pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0
                )
            ],
        )
    assert len(s.log) == n + 1 and s.log[n]["type"] == kind


def test_keyboard_s_a_enter_does_the_focused_target(app):
    from tests.client.test_table import key

    s, t, acts = turn_with(app, "move")
    app.frame(1 / 30, [key(pygame.K_s)])
    assert t.selected is not None
    app.frame(1 / 30, [])
    app.frame(1 / 30, [key(pygame.K_a)])
    focused = t.input.board.focused_target()
    assert focused is not None
    n = len(s.log)
    app.frame(1 / 30, [key(pygame.K_RETURN)])
    if len(s.log) == n:  # a genuine choice: a short list, Enter takes its first entry
        app.frame(1 / 30, [key(pygame.K_RETURN)])
    assert len(s.log) == n + 1 and s.log[n]["type"] == focused.kind


def test_attract_is_narrowed_from_the_source_clicked():
    from types import SimpleNamespace as A

    from game.client.scenes.table.lists import Group, attract_entries, flatten, longest

    takes = [
        ("school",),
        ("school", "school"),
        *[("school", x) for x in ("library", "hospital", "colony:0", "colony:1", "gas_station")],
    ]
    labelled = [(str(t), A(type="attract", take=t, survivor="s_a")) for t in takes]
    out = attract_entries(labelled, "school")
    assert [e[1].take for e in out[:2]] == [("school",), ("school", "school")]
    assert isinstance(out[2][1], Group) and len(out) == 3  # and one from another place
    assert longest(out) <= 6
    assert {a.take for a in flatten([a for _label, a in out])} == set(takes)


def test_a_survivors_list_goes_by_kind_when_it_would_be_long():
    from types import SimpleNamespace as A

    from game.client.scenes.table.lists import Group, by_kind, flatten

    acts = [A(type="move", to=f"p{i}", survivor="s_a") for i in range(6)]
    acts += [A(type="attack", target="z0", survivor="s_a"), A(type="search", survivor="s_a")]
    out = by_kind([(str(i), a) for i, a in enumerate(acts)], "s_a")
    assert len(out) <= 6
    assert [getattr(a, "type", None) for _label, a in out][:2] == ["attack", "search"]
    group = next(a for _label, a in out if isinstance(a, Group))
    assert group.survivor == "s_a" and len(flatten([group])) == 6


def test_band_13_the_hideout_is_searched_at_its_deck_and_attacked_at_its_header():
    from types import SimpleNamespace as A

    import pygame

    from game.client.modules.long_night.targets import ln_targets
    from game.client.table.layout import BoardHits, Layout

    lay = Layout.for_surface(pygame.Surface((1280, 720)))
    hits = BoardHits()
    hits.locations["ln_hideout"] = pygame.Rect(972, 360, 300, 100)
    hits.tips[("deck", "ln_hideout")] = (pygame.Rect(1200, 366, 30, 18), "deck")
    view = {"survivors": {"s_a": {"loc": "ln_hideout"}}, "modules": {}, "locations": {}}
    acts = [
        A(type="hideout", survivor="s_a", die=d, mode=m)
        for m in ("attack", "search")
        for d in (0, 1)
    ]
    lit = {t.kind: t for t in ln_targets("s_a", acts, view, lay, hits)}
    assert set(lit) == {"hideout", "hideout_search"}
    assert lit["hideout_search"].rect.contains(hits.tips[("deck", "ln_hideout")][0])
    assert {a.mode for a in lit["hideout"].acts} == {"attack"}
    assert not lit["hideout"].rect.colliderect(lit["hideout_search"].rect)
