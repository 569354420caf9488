"""Issue 22 item 1: the hand as cards -- faces in the private panel, hover lifts a card,
a card played by dragging it to its target or by click-click, through real pygame events;
illegal drops refused with the engine's reason; nobody else's hand drawn face up."""

from __future__ import annotations

import pygame

from tests.client.passplay import screen_text
from tests.client.test_table import human_table


def _down(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def _up(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def _move(pos, held=True):
    return pygame.event.Event(
        pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1 if held else 0, 0, 0)
    )


def _drag(app, start, end):
    """One drag gesture: press on ``start``, move in steps, let go on ``end``."""
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    app.frame(1 / 30, [_down(start)])
    app.frame(1 / 30, [_move((start[0] + 12, start[1] - 12))])
    app.frame(1 / 30, [_move(mid)])
    app.frame(1 / 30, [_move(end)])
    app.frame(1 / 30, [_up(end)])


def _hand(s, seat=0):
    return list(s.view(seat)["me"]["hand"])


def _card(t, uid):
    hv = t.private_panel.hand
    return hv.slices[hv.uids.index(uid)].center


def test_hand_shows_as_card_faces_and_hover_lifts_the_whole_card(app):
    s, t = human_table(app)
    app.frame(1 / 30, [])
    hv = t.private_panel.hand
    assert hv.uids == _hand(s) and len(hv.uids) >= 5
    # one face per card, side by side inside the private panel, none hiding another
    panel = t.private_panel.layout(t.layout())
    assert all(panel.contains(r) for r in hv.slices)
    assert all(a.right <= b.left for a, b in zip(hv.slices, hv.slices[1:], strict=False))
    face = hv.faces[2]
    app.frame(1 / 30, [_move(hv.slices[2].center, held=False)])
    assert hv.hovered() == 2
    text = " ".join(screen_text(app).split())
    assert face.title in text and " ".join(face.text.split()) in text  # the whole text


def test_drag_to_the_crisis_adds_the_card_ACT_CONTRIB_01(app):
    s, t = human_table(app)
    app.frame(1 / 30, [])
    legal = [a for a in s.legal() if a.type == "contribute" and a.card in _hand(s)]
    assert legal
    uid = legal[0].card
    crisis = t.painter.panel("crisis").layout(t.layout())
    n = len(s.log)
    _drag(app, _card(t, uid), crisis.center)
    assert uid not in _hand(s)
    assert len(s.log) == n + 1 and s.log[-1]["type"] == "contribute" and s.log[-1]["card"] == uid
    assert t.private_panel.hand.held is None


def test_lit_targets_while_a_card_is_held_come_from_the_legal_actions(app):
    s, t = human_table(app)
    app.frame(1 / 30, [])
    equip = next(a for a in s.legal() if a.type == "play" and a.survivor is not None)
    start = _card(t, equip.card)
    app.frame(1 / 30, [_down(start)])
    app.frame(1 / 30, [_move((start[0] + 20, start[1] - 40))])
    hv = t.private_panel.hand
    assert hv.held is not None and hv.drag is not None
    lit = {z.key for z in hv.zones if z.action is not None and z.lit}
    want = {
        ("survivor", a.survivor)
        for a in s.legal()
        if a.type == "play" and a.card.split("#")[0] == equip.card.split("#")[0]
    }
    want |= {
        ("crisis",)
        for a in s.legal()
        if a.type == "contribute" and a.card.split("#")[0] == equip.card.split("#")[0]
    }
    assert lit == want
    app.frame(1 / 30, [_up(start)])  # let go over the hand: back in its place
    assert hv.held is None and equip.card in _hand(s)


def test_click_the_card_then_the_survivor_equips_it_ACT_PLAY_04(app):
    s, t = human_table(app)
    app.frame(1 / 30, [])
    equip = next(
        a
        for a in s.legal()
        if a.type == "play" and a.survivor is not None and s.content.item(a.card).kind == "equip"
    )
    pos = _card(t, equip.card)
    app.frame(1 / 30, [_down(pos), _up(pos)])  # a click: the card is held
    assert t.private_panel.hand.held is not None
    target = t.hits.survivors[equip.survivor].center
    app.frame(1 / 30, [_down(target), _up(target)])
    assert equip.card not in _hand(s)
    assert equip.card in s.view(0)["survivors"][equip.survivor]["equipped"]


def test_illegal_drop_is_refused_with_the_engines_reason_and_nothing_changes(app):
    s, t = human_table(app)
    app.frame(1 / 30, [])
    equip = next(
        a
        for a in s.legal()
        if a.type == "play" and a.survivor is not None and s.content.item(a.card).kind == "equip"
    )
    theirs = next(
        sid
        for sid, info in t.view["survivors"].items()
        if info.get("owner") != 0 and sid in t.hits.survivors
    )
    n, hand = len(s.log), _hand(s)
    app.toasts.clear()
    _drag(app, _card(t, equip.card), t.hits.survivors[theirs].center)
    assert len(s.log) == n and _hand(s) == hand
    assert any(toast.error and "Not allowed" in toast.text for toast in app.toasts)
    assert t.private_panel.hand.held is None  # snapped back


def test_a_drop_on_nothing_snaps_back_with_a_hint(app):
    s, t = human_table(app)
    app.frame(1 / 30, [])
    uid = _hand(s)[0]
    top_bar = (640, 10)
    n = len(s.log)
    app.toasts.clear()
    _drag(app, _card(t, uid), top_bar)
    assert len(s.log) == n and uid in _hand(s)
    assert any("lit target" in toast.text for toast in app.toasts)


def test_no_hand_is_drawn_while_nobody_views_and_only_the_viewers_own(app):
    s, t = human_table(app)
    app.frame(1 / 30, [])
    hv = t.private_panel.hand
    others = {u for seat in (1, 2) for u in _hand(s, seat)} - set(_hand(s))
    assert not others & set(hv.uids)
    # the table with nobody at it (between hand-offs): no cards, nothing to lift or drag
    t.step_game = lambda dt: None  # the game holds still
    t.request_handoff(1, s.decision())
    app.stack.pop()  # look at the table under the hand-off screen
    app.frame(1 / 30, [_move((500, 620), held=False)])
    assert t.viewer is None and hv.uids == [] and hv.hovered() is None
    log = "\n".join(t.log_lines)  # a copy played before is public
    names = {s.content.item(u).name for u in _hand(s, 0) + list(others)}
    names = {n for n in names if n not in log}
    text = screen_text(app)
    assert not any(name in text for name in names)


def _until_prompt(app, kind, frames=400):
    from game.client.scenes.prompt import PromptScene

    for _ in range(frames):
        app.frame(1 / 30, [])
        top = app.stack.top
        if isinstance(top, PromptScene) and top.kind == kind:
            return top
    return None


def test_search_keep_shows_the_drawn_cards_as_faces_a_click_keeps_one_ACT_SEARCH(app):
    """The chooser among cards shows them as cards; a click on one answers with it."""
    s, t = human_table(app)
    app.frame(1 / 30, [])
    move = next(a for a in s.legal() if a.type == "move" and a.to != "colony")
    t.submit(move)
    search = next((a for a in s.legal() if a.type == "search"), None)
    assert search is not None
    t.submit(search)
    more = _until_prompt(app, "search_more")
    assert more is not None and not more.row_faces()  # search_more has its own row
    more.answer("noise")  # a second card
    again = _until_prompt(app, "search_more")
    if again is not None:
        again.answer("stop")
    keep = _until_prompt(app, "search_keep")
    assert keep is not None
    drawn = [o["key"] for o in s.decision()["options"]]
    app.frame(1 / 30, [])
    assert [keep.keys[i] for _r, i in keep.row_rects] == drawn and len(drawn) >= 2
    rect, i = keep.row_rects[1]
    app.frame(1 / 30, [_down(rect.center)])
    assert drawn[1] in _hand(s) and drawn[0] not in _hand(s)


def test_drag_a_food_card_to_the_food_supply_plays_it_ACT_PLAY_01(app):
    s, t = human_table(app, seed=1)
    app.frame(1 / 30, [])
    play = next(
        a
        for a in s.legal()
        if a.type == "play"
        and a.survivor is None
        and a.die is None
        and s.content.item(a.card).type == "food"
    )
    food = s.public()["food"]
    supply = t.hits.tips[("supply", "food")][0]
    start = _card(t, play.card)
    app.frame(1 / 30, [_down(start), _move((start[0], start[1] - 30))])
    lit = {z.key for z in t.private_panel.hand.zones if z.action is not None and z.lit}
    assert ("food",) in lit and not any(k[0] == "survivor" for k in lit)
    app.frame(1 / 30, [_move(supply.center), _up(supply.center)])
    assert play.card not in _hand(s) and s.public()["food"] > food


def test_picking_a_card_up_lets_go_of_the_selected_survivor_and_esc_puts_it_back(app):
    s, t = human_table(app)
    app.frame(1 / 30, [])
    sid = next(sid for sid in t.view["survivors"] if t.survivor_actions(sid))
    t.select(sid)
    pos = _card(t, _hand(s)[0])
    app.frame(1 / 30, [_down(pos), _up(pos)])
    hv = t.private_panel.hand
    assert hv.held == 0 and t.selected is None and not t.hl.locations
    esc = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    app.frame(1 / 30, [esc])
    assert hv.held is None and app.stack.top is t  # not the pause menu


def test_each_card_action_maps_to_its_target_EXILE_07():
    """The legal actions of a card, by where a drop plays them: the crisis, a survivor, the
    food supply (food) or the colony (anything else played as it is), a die (an exiled
    player's food card raising it); another copy of the card plays the same way."""
    from types import SimpleNamespace

    from game.client.scenes.table.hand_input import HandInput
    from game.engine.actions import Contribute, PlayCard

    acts = [
        Contribute(actor=0, card="i_rice#0"),
        PlayCard(actor=0, card="i_rice#0"),
        PlayCard(actor=0, card="i_rice#0", die=1),
        PlayCard(actor=0, card="i_axe#0", survivor="s_a"),
        PlayCard(actor=0, card="i_axe#0", survivor="s_b"),
        PlayCard(actor=0, card="i_map#0"),
    ]
    kinds = {"i_rice#0": "food", "i_rice#1": "food", "i_axe#0": "weapon", "i_map#0": "book"}
    table = SimpleNamespace(
        private=lambda: {"hand": ["i_rice#0", "i_rice#1", "i_axe#0", "i_map#0"]},
        my_turn_actions=lambda: acts,
        names=SimpleNamespace(item_type=kinds.get),
    )
    hand = HandInput(table)  # type: ignore[arg-type]
    rice = hand.legal("i_rice#1")
    assert set(rice) == {("crisis",), ("food",), ("die", 1)}
    assert all(a.card == "i_rice#1" for a in rice.values())
    assert set(hand.legal("i_axe#0")) == {("survivor", "s_a"), ("survivor", "s_b")}
    assert set(hand.legal("i_map#0")) == {("colony",)}


def test_the_survivor_first_then_the_lit_card_plays_it_on_that_survivor(app):
    """Issue 22 item 2's order works with the hand: a survivor selected on the board, a
    click on a card that may be played on it plays it there."""
    s, t = human_table(app)
    app.frame(1 / 30, [])
    equip = next(
        a
        for a in s.legal()
        if a.type == "play" and a.survivor is not None and s.content.item(a.card).kind == "equip"
    )
    target = t.hits.survivors[equip.survivor].center
    app.frame(1 / 30, [_down(target), _up(target)])
    assert t.selected == equip.survivor
    pos = _card(t, equip.card)
    app.frame(1 / 30, [_down(pos), _up(pos)])
    assert equip.card in s.view(0)["survivors"][equip.survivor]["equipped"]


def test_the_crisis_cards_turn_over_as_card_faces(app):
    """The revealed contributions are drawn as the cards' faces (their names), with the
    score each adds."""
    from game.client.table.choreo import CrisisReveal

    s, t = human_table(app)
    t.step_game = lambda dt: None
    uids = [u + "#0" for u in list(s.content.items)[:3]]
    t.crisis_reveal = CrisisReveal(
        t.view["crisis"]["card"], [[u, d, 1.0] for u, d in zip(uids, (1, 0, -1), strict=True)]
    )
    text = " ".join(screen_text(app).split())
    for u in uids:
        assert s.content.item(u).name.split()[0] in text
    assert "+1" in text and "±0" in text and "−1" in text


def test_a_crossroads_choice_shows_its_options_as_cards():
    from game.client.scenes.prompt_cards import CardRow
    from game.client.table.cards import CardFace

    row = CardRow()
    row.kind, row.keys = "crossroads", ["0", "1"]
    row.face_at = lambda i: CardFace("crossroads", f"option {i}")  # type: ignore[method-assign]
    assert [i for i, _f in row.row_faces()] == [0, 1]
    row.kind = "choose_survivor_play"  # survivors on the board: lit there, not as cards
    assert row.row_faces() == []


def _key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def test_keyboard_h_takes_up_a_card_and_enter_plays_it(app):
    """Keyboard play of the hand: H takes up the next card (Shift+H back, past the last
    none), Enter plays it on its one target or lists what it may do."""
    from game.client.scenes.prompt import ActionPickerScene

    s, t = human_table(app)
    app.frame(1 / 30, [])
    hv = t.private_panel.hand
    app.frame(1 / 30, [_key(pygame.K_h)])
    assert hv.held == 0 and hv.drag is None
    app.frame(1 / 30, [_key(pygame.K_h), _key(pygame.K_h, pygame.KMOD_SHIFT)])
    assert hv.held == 0
    app.frame(1 / 30, [_key(pygame.K_h, pygame.KMOD_SHIFT)])
    assert hv.held is None
    # a card with several things to do: Enter lists them; the list's first entry plays it
    uid = next(u for u in _hand(s) if len(t.input.hand.legal(u)) > 1)
    i = _hand(s).index(uid)
    app.frame(1 / 30, [_key(pygame.K_h)] * (i + 1))
    assert hv.held == i
    n = len(s.log)
    app.frame(1 / 30, [_key(pygame.K_RETURN)])
    top = app.stack.top
    assert isinstance(top, ActionPickerScene)
    while isinstance(app.stack.top, ActionPickerScene):  # a group opens its narrower list
        app.frame(1 / 30, [_key(pygame.K_1)])
    assert len(s.log) == n + 1 and s.log[-1].get("card") == uid
