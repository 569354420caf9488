"""Pass-and-play privacy: what the client draws for a viewer holds nobody else's secrets."""

from __future__ import annotations

import json
import random

from game.engine import GameConfig, Seat
from game.session.session import Session


def private_tokens(session: Session, seat: int) -> set[str]:
    me = session.view(seat)["me"]
    out = set(me.get("hand", [])) | set(me.get("draft", []))
    for k in ("secret", "exiled_secret", "held_crossroads"):
        if me.get(k):
            out.add(me[k])
    out |= set(me.get("search_drawn", []))
    return out


def drawn_text(data) -> str:
    return json.dumps(data, default=str)


def test_table_draws_only_the_viewers_private_data(app):
    from game.client.scenes.handoff import HandOffScene
    from game.client.scenes.prompt import DraftScene, PromptScene
    from game.client.scenes.table.scene import TableScene

    s = Session(GameConfig(seats=[Seat(name=n) for n in ("Ana", "Ben", "Cleo")], seed=21))
    table = TableScene(app, s, auto_handoff=True)
    table.fast = True
    app.stack.push(table)
    rng = random.Random(3)
    checked = 0
    handoffs = 0
    for _ in range(3000):
        if s.over or checked >= 60:
            break
        app.frame(1 / 30, [])
        top = app.stack.top
        if isinstance(top, HandOffScene):
            handoffs += 1
            # opaque: nothing below is drawn, and it shows only a name
            assert app.stack.visible() == [top]
            assert set(top.drawn_info()) == {"player", "seat", "reason"}
            continue
        d = s.decision()
        if d is None or table.viewer != d["player"]:
            continue
        viewer = table.viewer
        text = drawn_text(table.drawn_data())
        for other in range(s.n):
            if other == viewer:
                continue
            for token in private_tokens(s, other):
                if token in private_tokens(s, viewer):
                    continue  # the same id can be known to both (e.g. a revealed card)
                assert token not in text, (viewer, other, token)
        if isinstance(top, DraftScene):
            assert top.dealt == s.view(viewer)["me"]["draft"]
        checked += 1
        action = rng.choice(s.legal())
        if isinstance(top, (DraftScene, PromptScene)):
            app.stack.pop()
        table.submit(action)
    assert checked >= 20 and handoffs >= 3


def test_public_view_has_no_hands_or_secrets():
    s = Session(GameConfig(seats=[Seat(name=n, bot=True) for n in ("A", "B", "C")], seed=2))
    for _ in range(10):
        s.step_bot()
    pub = drawn_text(s.public())
    for seat in range(s.n):
        for token in private_tokens(s, seat):
            assert token not in pub


def test_single_human_with_bots_needs_no_handoff(app):
    from game.client.scenes.handoff import HandOffScene
    from game.client.scenes.table.scene import TableScene

    s = Session(GameConfig(seats=[Seat(name="Ana"), Seat(name="Bot1", bot=True),
                                  Seat(name="Bot2", bot=True)], seed=8))
    table = TableScene(app, s)
    table.fast = True
    app.stack.push(table)
    for _ in range(5):
        app.frame(1 / 30, [])
    assert not isinstance(app.stack.top, HandOffScene)
    assert table.viewer == 0
