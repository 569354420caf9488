"""COMP-*: what the components show, as the client presents them. In this digital game the
card faces, the colony panel, the private panel, the top bar and the markers are the
components; each test reads the strings (or pixels) the client actually draws and compares
them with the pack data or the public view."""

from __future__ import annotations

import pygame

from game.client.table.cards import (
    CardFace,
    crossroads_face,
    draw_card,
    item_face,
    secret_face,
    survivor_face,
)
from tests.client.passplay import screen_text
from tests.client.test_panels import _table
from tests.client.test_table import human_table


def _drawn(app, face: CardFace) -> str:
    """Every string :func:`draw_card` renders for ``face`` on a large card, words joined by
    single spaces (wrapped lines are glued back together)."""
    seen: list[str] = []
    real = app.fonts.render

    def record(text: str, *a, **k):
        seen.append(text)
        return real(text, *a, **k)

    surf = pygame.Surface((app.px(600), app.px(1400)))
    app.fonts.render = record
    try:
        draw_card(surf, app, pygame.Rect(0, 0, app.px(600), app.px(1400)), face)
    finally:
        del app.fonts.render
    return " ".join(" ".join(seen).split())


def _words(text: str) -> str:
    return " ".join(text.split())


def _content():
    from game.content.loader import load_ruleset

    return load_ruleset("mixed")  # base cards plus the Long Night kinds (exiled, mature)


def test_comp_06_survivor_card_shows_name_profession_stats_and_ability(app):
    """COMP-06: name, profession, influence, attack, search and the ability text, drawn on
    the card face from the pack data (checked for every survivor of the pack)."""
    content = _content()
    assert content.survivors
    for sid, sv in content.survivors.items():
        text = _drawn(app, survivor_face(content, sid))
        assert sv.name in text and _words(sv.profession) in text, (sid, text)
        assert f"Influence {sv.influence} · attack {sv.attack}+ · search {sv.search}+" in text
        assert _words(sv.ability.text) in text, (sid, text)
        where = sv.ability.location
        want = {"any": "Ability: anywhere", "colony": "Ability: at the colony",
                "non_colony": "Ability: away from the colony"}.get(where)
        assert (want or f"Ability: at {content.locations[where].name}") in text, (sid, text)
    kinds = {sv.ability.location for sv in content.survivors.values()}
    assert {"any", "colony", "non_colony"} < kinds and len(kinds) > 4  # a location id too


def test_comp_07_item_card_shows_name_type_text_and_starting_deck(app):
    """COMP-07: name, its item type, its text and the deck it starts in (a location's name
    or "starting item"); the type is also the corner icon."""
    content = _content()
    seen_decks = set()
    for iid, it in content.items.items():
        face = item_face(content, iid)
        assert face is not None and face.icon == it.type
        text = _drawn(app, face)
        deck = "starting item" if it.deck == "starting" else content.locations[it.deck].name
        assert it.name in text and f"{it.type} · {deck}" in text, (iid, text)
        assert _words(it.text) in text, (iid, text)
        seen_decks.add(it.deck)
    assert "starting" in seen_decks and len(seen_decks) > 2


def test_comp_05_secret_objective_card_shows_name_goal_and_its_kind(app):
    """COMP-05: a name, the goal its holder must meet, and which of the three kinds it is
    (non-betrayal, betrayal, exiled), each kind labelled differently."""
    content = _content()
    labels: dict[str, set[str]] = {}
    for oid, o in content.secret_objectives.items():
        face = secret_face(content, oid)
        text = _drawn(app, face)
        assert o.name in text and _words(o.text) in text, (oid, text)
        assert face.subtitle in text
        labels.setdefault(o.kind, set()).add(face.subtitle)
    assert set(labels) == {"normal", "betrayal", "exiled"}
    assert all(len(v) == 1 for v in labels.values())
    assert len({next(iter(v)) for v in labels.values()}) == 3
    assert "BETRAYER" in next(iter(labels["betrayal"]))


def test_comp_09_crossroads_card_shows_name_trigger_and_every_option(app):
    """COMP-09: a crossroads card shows its name, its trigger and the options the affected
    player chooses from, and a card with mature themes carries the 18+ mark."""
    content = _content()
    assert content.crossroads
    assert any(c.mature for c in content.crossroads.values())
    for cid, c in content.crossroads.items():
        text = _drawn(app, crossroads_face(content, cid))
        assert c.name in text and _words(c.trigger_text) in text, (cid, text)
        assert ("18+" in text) == c.mature, (cid, text)
        for o in c.options:
            assert _words(f"{o.label}: {o.text}") in text, (cid, o.label, text)


def test_comp_10_wound_and_frostbite_markers_are_drawn_differently(app):
    """COMP-10: the two sides of a wound token (wound / frostbite) look different on the
    board: the markers row of a standee with one wound differs from one with one frostbite."""
    from game.client.art.pieces import draw_markers

    def row(wounds: int, frost: int) -> bytes:
        surf = pygame.Surface((80, 30), pygame.SRCALPHA)
        width = draw_markers(surf, app.art, 2, 2, 24, wounds, frost)
        assert width > 0
        return pygame.image.tobytes(surf, "RGBA")

    assert row(1, 0) != row(0, 1)
    assert row(1, 0) == row(1, 0)  # the same marker draws the same


def test_comp_14_top_bar_tracks_show_the_views_morale_and_round(app):
    """COMP-14: the top bar has a morale track and a rounds track; the one lit (bold)
    cell of each is the value in the public view."""
    s, t = _table(app, actions=40)
    top = t.painter.panel("top")
    calls: list[tuple[str, bool]] = []
    real = top.t

    def spy(surf, text, pos, size, colour=None, bold=False, *a, **k):
        calls.append((text, bool(bold)))
        return real(surf, text, pos, size, colour, bold, *a, **k)

    top.t = spy
    try:
        text = screen_text(app)
    finally:
        del top.t
    assert f"Round {t.view['round']}" in text
    labels = [c[0] for c in calls]
    rounds_at, morale_at = labels.index("Rounds left"), labels.index("Morale")
    assert rounds_at < morale_at
    lit_rounds = [x for x, bold in calls[rounds_at + 1:morale_at] if bold]
    lit_morale = [x for x, bold in calls[morale_at + 1:] if bold and x.isdigit()]
    assert lit_rounds == [str(t.view["rounds_left"])]
    assert lit_morale == [str(t.view["morale"])]
    assert t.view["morale"] != t.view["round"]  # a track showing the other value is seen
    tips = top.hits.tips
    assert f"Morale: {t.view['morale']}." in tips[("track", "morale")][1]
    assert f"Rounds left: {t.view['rounds_left']}." in tips[("track", "rounds")][1]


def test_comp_01_colony_board_shows_its_areas(app):
    """COMP-01: the colony name, 6 numbered entrances (with their zombie spaces), the
    survivor spaces, the morale and round tracks, the food supply, the main objective, the
    waste pile, the crisis space and the crisis contributions — as the table draws them,
    with the numbers from the public view."""
    s, t = _table(app, actions=20)  # the first crisis has cards added
    v = t.view
    text = screen_text(app)
    lines = text.splitlines()
    colony = t.painter.panel("colony")
    assert s.content.colony.name in text
    assert colony.hits.entrances.keys() == {("colony", e) for e in range(6)}
    assert all(str(n) in lines for n in range(1, 7))  # the entrance numbers
    assert "Food supply" in text and f"Waste pile: {v['waste']}" in text
    assert "Morale" in text and "Rounds left" in text
    assert "MAIN OBJECTIVE" in text
    assert s.content.main_objectives[v["main_objective"]["id"]].name in text
    assert "CRISIS" in text and v["crisis"]["card"], "a crisis is revealed in the turns"
    assert s.content.crises[v["crisis"]["card"]].name in text
    # the contribution area: the crisis card (hover) counts the cards added so far
    n = int(v["crisis"]["contributions"])
    assert n > 0
    crisis = _drawn(app, t.painter.panel("crisis").hits.tips[("crisis",)][1])
    assert f"Cards added so far: {n}" in crisis
    # the colony's survivors stand in its survivor spaces: each is a hit spot of the panel
    at_colony = {sid for sid, info in v["survivors"].items() if info["loc"] == "colony"}
    assert at_colony and at_colony <= set(colony.hits.survivors)


def test_comp_03_private_panel_shows_dice_hand_leader_followers_and_face_down_secret(app):
    """COMP-03 (the player reference sheet, as the client has it): the private panel shows
    the unused action dice, the hand, the group (leader starred, followers) and the secret
    objective space face down until the player turns it up; the turn actions are the
    action bar's buttons. (No used-dice pool or round summary on this panel: see report.)"""
    s, t = human_table(app)
    me = t.private()
    seat = me["seat"]
    secret = s.content.secret_objectives[me["secret"]]
    text = screen_text(app)
    assert f"{t.names.p(seat)} — private" in text and "Dice" in text
    assert me["dice_unused"], "Ana's first turn: her dice are rolled"
    assert f"Hand ({len(me['hand'])})" in text
    group = next(line for line in text.splitlines() if line.startswith("Group: "))
    mine = {sid: info for sid, info in t.view["survivors"].items() if info["owner"] == seat}
    leader = next(sid for sid, info in mine.items() if info.get("leader"))
    assert len(mine) >= 2  # the leader and at least one follower
    for sid in mine:
        short = t.names.s(sid).split()[0]
        assert short in group, (short, group)
    assert "★" + t.names.s(leader).split()[0] in group
    assert secret.name not in text  # face down
    assert t.b_secret.visible and t.b_secret.rect.width > 0  # the space: turn it up
    t._toggle_secret()
    assert f"Secret objective: {secret.name}" in screen_text(app)
    assert {"move", "search"} <= set(t.action_buttons)
