"""The table as panels (shared/DESIGN.md "The table as panels"): each part of the board
answers ``hit(pos)`` from what it drew; a module's panel registers itself and is painted
and repainted like the base parts; the action bar names its buttons."""

from __future__ import annotations

import pygame

from game.engine import GameConfig, Seat
from game.session.session import Session


def _table(app, seats=None, seed: int = 4, actions: int = 12):
    from game.client.scenes.table.scene import TableScene

    seats = seats or [Seat(name=n, bot=True) for n in ("A", "B", "C")]
    s = Session(GameConfig(seats=seats, seed=seed), autosave=False)
    for _ in range(actions):
        if not s.is_bot(int(s.decision()["player"])):
            break
        s.step_bot()
    t = TableScene(app, s)
    t.step_game = lambda dt: None  # the game holds still
    app.stack.push(t)
    app.frame(1 / 60, [])
    return s, t


def test_a_location_panel_names_the_survivor_the_entrance_and_the_place_under_a_point(app):
    s, t = _table(app)
    lid, sid = next((info["loc"], sid) for sid, info in t.view["survivors"].items()
                    if info["loc"] != "colony")
    panel = t.painter.panel(lid)
    standee = panel.hits.survivors[sid]
    assert panel.hit(standee.center) == ("survivor", sid)
    entrance = panel.hits.entrances[(lid, 0)]
    assert panel.hit(entrance.center) == ("entrance", lid, 0)
    rect = panel.rect
    corner = (rect.x + 3, rect.y + 3)  # the number badge: the place itself
    assert panel.hit(corner) == ("place", lid)
    outside = (rect.right + 2, rect.centery)
    assert panel.hit(outside) is None
    # the painter asks its panels in order; another place's panel does not claim the point
    assert t.painter.hit(standee.center) == ("survivor", sid)
    other = next(p for p in t.painter.panels if p.name not in (lid, "colony")
                 and p.name in t.view["locations"])
    assert other.hit(standee.center) is None


def test_the_colony_and_log_panels_hit_their_own_area(app):
    s, t = _table(app)
    colony = t.painter.panel("colony")
    assert colony.hit(colony.rect.center)[0] in ("place", "survivor")
    assert colony.hits.entrances.keys() == {("colony", e) for e in range(6)}
    log = t.painter.panel("log")
    assert log.hit(log.rect.center) == ("log",)
    assert log.hit(colony.rect.center) is None
    assert t.painter.panel("top").hit(colony.rect.center) is None


def test_the_action_bar_names_the_button_under_a_point(app):
    seats = [Seat(name="Ana")] + [Seat(name=n, bot=True) for n in ("B", "C")]
    s, t = _table(app, seats, seed=5, actions=40)
    deadline = 200
    while deadline and not (s.decision()["kind"] == "turn" and s.decision()["player"] == 0):
        d = s.decision()
        if s.is_bot(int(d["player"])):
            s.step_bot()
        else:
            s.apply(s.legal()[0])
        deadline -= 1
    t.view = s.public()
    t.viewer = 0
    t._refresh_widgets()
    app.frame(1 / 60, [])
    shown = {k: b for k, b in t.bar.buttons.items() if b.visible}
    assert "end_turn" in shown
    for kind, b in shown.items():
        assert t.bar.hit(b.rect.center) == kind
    assert t.bar.hit(t.b_menu.rect.center) == "menu"
    assert t.bar.hit(t.painter.panel("colony").rect.center) is None


def test_a_module_panel_registers_itself_and_is_repainted_by_its_key(app):
    from game.client.table.layout import Highlights
    from game.client.table.panels import register_panel, registered, unregister_panel
    from game.client.table.panels.base import Frame, Panel

    class Marker(Panel):
        """A test module's piece: a square whose colour follows the round."""

        name = "test_marker"
        area = (316 + 500, 46 + 20, 40, 20)  # over the colony's supplies column

        def key(self, frame: Frame, hl: Highlights) -> tuple:
            return (frame.view.get("waste"),)

        def draw(self, surf: pygame.Surface, frame: Frame, hl: Highlights) -> None:
            shade = 40 + 10 * (int(frame.view.get("waste", 0)) % 20)
            surf.fill((shade, 0, 200), self.rect)
            self.hits.locations["test_marker"] = self.rect

    register_panel("test_marker", Marker, after="colony")
    try:
        names = registered()
        assert names.index("test_marker") == names.index("colony") + 1
        s, t = _table(app)  # a table made after the registration has the panel
        marker = t.painter.panel("test_marker")
        assert t._board.get_at(marker.rect.center)[:3] == \
            (40 + 10 * (int(t.view.get("waste", 0)) % 20), 0, 200)
        v = dict(t.view)
        v["waste"] = int(v.get("waste", 0)) + 1
        t.view = v
        app.frame(1 / 60, [])
        # the colony's key follows the waste too; both are repainted, nothing else
        assert set(t.pieces.repainted) == {"colony", "test_marker"}
        assert t._board.get_at(marker.rect.center)[:3] == \
            (40 + 10 * (v["waste"] % 20), 0, 200)
        assert marker.hit(marker.rect.center) == ("place", "test_marker")
    finally:
        unregister_panel("test_marker")
    assert "test_marker" not in registered()


def test_registering_relative_to_an_unknown_panel_is_refused():
    import pytest

    from game.client.table.panels import register_panel, registered

    before = registered()
    with pytest.raises(KeyError, match="no panel"):
        register_panel("x", lambda painter: None, after="no_such_panel")  # type: ignore
    assert registered() == before
