"""Direct manipulation on the board: select a survivor, its moves and attack targets light
up (from legal_actions only), a click on a lit place or target performs the action (the die
it spends: tests/client/test_dice_pin.py), and anything else is answered with the engine's
reason."""

from __future__ import annotations

import pygame
import pytest

from tests.client.test_table import human_table, key


def click(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def _own_survivor_with_moves(s, t):
    for a in s.legal():
        if a.type == "move":
            return a.survivor
    pytest.skip("no move available")


def test_selecting_a_survivor_lights_up_its_legal_moves_and_targets(app):
    s, t = human_table(app)
    app.frame(1 / 30, [])
    sid = _own_survivor_with_moves(s, t)
    app.frame(1 / 30, [click(t.hits.survivors[sid].center)])
    assert t.selected == sid and t.hl.selected == sid
    legal = [a for a in s.legal() if getattr(a, "survivor", None) == sid]
    assert t.hl.locations == {a.to for a in legal if a.type == "move"}
    here = s.public()["survivors"][sid]["loc"]
    assert t.hl.targets == {(here, int(a.target[1:])) for a in legal
                            if a.type == "attack" and a.target.startswith("z")}
    assert t.hl.blocked.isdisjoint(t.hl.locations) and here not in t.hl.blocked


def test_clicking_a_lit_place_moves_there(app):
    s, t = human_table(app)
    app.frame(1 / 30, [])
    sid = _own_survivor_with_moves(s, t)
    app.frame(1 / 30, [click(t.hits.survivors[sid].center)])
    dest = sorted(t.hl.locations)[0]
    n = len(s.log)
    # a point of the place that is not a standee or an entrance
    r = t.hits.locations[dest]
    app.frame(1 / 30, [click((r.right - 5, r.y + 5))])
    assert len(s.log) == n + 1
    assert s.log[-1] == {"type": "move", "actor": 0, "survivor": sid, "to": dest}


def test_clicking_an_unavailable_place_shows_the_engines_reason(app):
    s, t = human_table(app)
    app.frame(1 / 30, [])
    sid = _own_survivor_with_moves(s, t)
    app.frame(1 / 30, [click(t.hits.survivors[sid].center)])
    here = s.public()["survivors"][sid]["loc"]
    # moving twice in a turn is never allowed: move once, then try again
    dest = sorted(t.hl.locations)[0]
    t.submit(next(a for a in s.legal() if a.type == "move" and a.survivor == sid
                  and a.to == dest))
    t.director.finish_all()
    app.frame(1 / 30, [])
    if s.decision()["kind"] != "turn" or sid not in s.public()["survivors"]:
        pytest.skip("the move ended the turn")
    t.select(sid)
    other = next(lid for lid in s.public()["locations"] if lid not in (dest, here))
    h = s.hash()
    n = len(s.log)
    r = t.hits.locations[other]
    app.frame(1 / 30, [click((r.right - 5, r.y + 5))])
    assert len(s.log) == n and s.hash() == h  # nothing happened
    assert app.toasts and "only once" in app.toasts[-1].text


def test_keyboard_select_and_open_the_survivors_actions(app):
    from game.client.scenes.prompt import ActionPickerScene

    s, t = human_table(app)
    app.frame(1 / 30, [])
    app.frame(1 / 30, [key(pygame.K_s)])
    assert t.selected is not None
    first = t.selected
    app.frame(1 / 30, [key(pygame.K_RETURN)])
    top = app.stack.top
    assert isinstance(top, ActionPickerScene)
    assert all(getattr(a, "survivor", None) == first for a in top.actions)
    app.frame(1 / 30, [key(pygame.K_ESCAPE)])
    app.frame(1 / 30, [key(pygame.K_ESCAPE)])  # Esc first deselects, then the menu
    assert t.selected is None
