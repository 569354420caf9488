"""Issue 12 items 2-5 on the table: equipment on the board, distinct wound markers,
hover cards and tooltips, the crisis panel, "turn over" instead of stale dice."""

from __future__ import annotations

import copy

import pygame

from tests.client.passplay import screen_text
from tests.client.test_table import human_table


def _motion(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def _click(pos, button):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def _key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def _with(t, change):
    """The table showing its view changed by ``change(view)`` (the game itself untouched)."""
    v = copy.deepcopy(t.view)
    change(v)
    t.view = v
    t.step_game = lambda dt: None  # the game holds still
    return v


def _hover_text(app, pos):
    app.frame(1 / 30, [_motion(pos)])
    return screen_text(app)


def test_act_play_04_equipped_items_are_on_the_board_with_their_card_on_hover(app):
    s, t = human_table(app)
    sid = next(iter(t.view["survivors"]))
    uid = next(u for u in s.content.items if s.content.items[u].kind == "equip") + "#0"
    _with(t, lambda v: v["survivors"][sid].update(equipped=[uid]))
    app.frame(1 / 30, [])
    rect, face = t.hits.tips[("equip", sid, uid)]
    assert face.title == s.content.item(uid).name
    text = _hover_text(app, rect.center)
    assert s.content.item(uid).name in text and "right-click or Z: zoom" in text
    # the survivor's card names it too, and says wounds and frostbite apart (KILL-02)
    _with(t, lambda v: v["survivors"][sid].update(equipped=[uid], wounds=1, frostbite=1))
    app.frame(1 / 30, [])
    survivor = t.hits.tips[("survivor", sid)][0]
    text = _hover_text(app, (survivor.centerx, survivor.bottom - 3))
    assert "Hurt: 1 wound, 1 frostbite" in text and "1 more kill" in text
    assert f"Equipped: {s.content.item(uid).name}" in text


def test_private_group_line_tells_frostbite_from_wounds(app):
    s, t = human_table(app)
    sid = next(k for k, i in t.view["survivors"].items() if i["owner"] == 0)
    _with(t, lambda v: v["survivors"][sid].update(frostbite=1, wounds=0))
    text = screen_text(app)
    assert "1 frostbite" in text and "1 wound" not in text


def test_ln_10_despair_is_a_third_marker_and_named_on_the_card(app):
    s, t = human_table(app)
    sid = next(iter(t.view["survivors"]))
    _with(t, lambda v: v.setdefault("modules", {}).update(long_night={"despair": {sid: 1}}))
    app.frame(1 / 30, [])
    face = t.hits.tips[("survivor", sid)][1]
    assert any("1 despair" in line for line in face.extra)


def test_crisis_05_crisis_panel_shows_target_types_failure_and_cards_face_down(app):
    s, t = human_table(app)
    cr = t.view["crisis"]
    crisis = s.content.crises[cr["card"]]
    _with(t, lambda v: v["crisis"].update(contributions=2))
    text = screen_text(app)
    assert f"{' or '.join(crisis.prevent)} +1 · other −1 · needs {cr['target']}" in text
    assert "2 cards in, face down" in text
    assert any(line.startswith("If not prevented: ") for line in text.splitlines())
    rect, face = t.hits.tips[("crisis",)]
    hover = _hover_text(app, rect.center).replace("\n", " ")  # the card's lines, rejoined
    assert crisis.flavour in hover and f"Needed: {cr['target']}." in hover
    assert "Cards added so far: 2 (face down until the colony phase)." in hover


def test_hand_card_hover_and_right_click_zoom(app):
    """Item 3: the hand shows a card on hover; right-click pins it; Esc closes the zoom,
    not the pause menu."""
    from game.client.scenes.table.scene import TableScene

    s, t = human_table(app)
    app.frame(1 / 30, [])
    rect, face = t.private_panel.tips[("hand", 0)]
    hover = " ".join(_hover_text(app, rect.center).split())  # the lifted card's lines, rejoined
    assert face.title in hover and face.text.split()[0] in hover
    app.frame(1 / 30, [_click(rect.center, 3)])
    assert t.zoom.pinned == face
    assert "Esc, Z or a click: close" in screen_text(app)
    app.frame(1 / 30, [_key(pygame.K_ESCAPE)])
    assert t.zoom.pinned is None and isinstance(app.stack.top, TableScene)


def test_tooltips_on_counters_and_icons(app):
    s, t = human_table(app)
    app.frame(1 / 30, [])
    tips = t.hits.tips
    for key, words in ((("track", "morale"), "Morale:"), (("supply", "waste"), "Waste pile:"),
                       (("likely", "school", 0), "to be found here"),
                       (("noise", "school", 0), "Noise space")):
        rect, tip = tips[key]
        assert words in tip
        assert words in _hover_text(app, rect.center)
    rect, face = tips[("deck", "school")]
    assert "Cards left in its deck: " in "\n".join(face.extra)


def test_round_09_strip_says_turn_over_not_stale_dice(app):
    s, t = human_table(app)
    n = len(t.view["players"])

    def past(v):
        v["phase"] = "turns"
        v["first_player"] = 0
        v["active_player"] = n - 1
        v["players"][0]["dice_unused"] = 2

    _with(t, past)
    app.frame(1 / 30, [])
    rect, tip = t.hits.tips[("dice", 0)]
    assert "has played this round" in tip
    assert "turn over" in screen_text(app)
