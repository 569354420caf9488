"""The client-side reducer: folding an action's redacted events into the presented view
must end exactly where the engine's view is (for every field the reducer covers).  This is
the safety net of the event-by-event presentation: many random bot games, every action."""

from __future__ import annotations

import random
import time

import pytest

from game.client.table.presenter import covered, present
from game.engine import GameConfig, Seat
from game.session.session import Session

VARIANTS = [set(), {"hardcore"}, {"betrayer"}, {"player_elimination"}, {"cooperative"},
            {"betrayer", "hardcore"}]


def _config(g: int) -> GameConfig:
    rng = random.Random(g)
    n = rng.choice([2, 3, 4, 5])
    variants = set(rng.choice(VARIANTS))
    if n == 2:
        variants = {"two_player", "cooperative"}
    kinds = ("random", "heuristic")  # both bots: different games, different events
    return GameConfig(seats=[Seat(name=f"P{i}", bot=True, bot_kind=kinds[(g + i) % 2])
                             for i in range(n)], seed=1000 + g, variants=variants)


@pytest.mark.parametrize("chunk", range(4))
def test_presented_view_catches_up_with_the_engine(chunk):
    games = actions = 0
    for g in range(chunk * 15, chunk * 15 + 15):
        s = Session(_config(g), autosave=False)
        view = s.public()
        presented = view
        while not s.over and actions < 100_000:
            events = s.step_bot()
            actions += 1
            for e in s.redacted(events, None):
                presented = present(presented, e, s.content)
            real = s.public()
            assert covered(presented) == covered(real), (
                g, len(s.log), [e.type for e in events])
            presented = real  # the table syncs to the engine's view after each action
        games += 1
    assert games == 15 and actions > 300


def test_covered_fields_include_the_waste_pile_totals_and_objective_progress():
    """No exemptions: the waste count (cards resolved to the waste pile), the game totals
    and the objective's progress are all in the compared part, and they do change."""
    from game.client.table.presenter import TOP_KEYS

    assert {"waste", "stats"} <= set(TOP_KEYS)
    s = Session(_config(1), autosave=False)
    seen = {"waste": set(), "stats": set(), "progress": set()}
    while not s.over and len(s.log) < 2000:
        c = covered(s.public())
        seen["waste"].add(c["waste"])
        seen["stats"].add(tuple(sorted(c["stats"].items())))
        seen["progress"].add(repr(c["progress"]))
        s.step_bot()
    assert len(seen["waste"]) > 2 and len(seen["stats"]) > 2 and len(seen["progress"]) > 1


def test_card_resolved_and_die_raised_are_folded_in():
    from game.engine.events import Event

    view = {"waste": 4, "players": [{"seat": 0, "dice_unused": 2}],
            "me": {"seat": 0, "dice_unused": [2, 5]}}
    v = present(view, Event(type="CardResolved", data={"player": 0, "card": "i_x",
                                                       "to": "waste", "waste": 5}))
    assert v["waste"] == 5
    v = present(v, Event(type="CardResolved", data={"player": 0, "card": "i_y",
                                                    "to": "removed"}))
    assert v["waste"] == 5
    v = present(v, Event(type="DieRaised", data={"player": 0, "index": 1, "value": 6}))
    assert v["me"]["dice_unused"] == [2, 6] and view["me"]["dice_unused"] == [2, 5]


def test_presenter_never_mutates_its_input():
    s = Session(_config(3), autosave=False)
    import copy

    view = s.public()
    for _ in range(80):
        if s.over:
            break
        events = s.step_bot()
        frozen = copy.deepcopy(view)
        for e in s.redacted(events, None):
            nxt = present(view, e, s.content)
            assert view == frozen
            view = nxt
            frozen = copy.deepcopy(view)
        view = s.public()


def test_private_part_follows_the_viewers_own_events():
    """A player view folded with events redacted for that seat keeps the hand, the held
    crossroads card, the crisis contributions and search draws in step."""
    checked = 0
    for g in range(6):
        s = Session(_config(40 + g), autosave=False)
        seat = g % s.n
        pv = s.view(seat)
        while not s.over:
            events = s.step_bot()
            for e in s.redacted(events, seat):
                pv = present(pv, e, s.content)
            real = s.view(seat)
            for k in ("hand", "contributed"):
                assert sorted(pv["me"].get(k, [])) == sorted(real["me"].get(k, [])), (g, k)
            assert pv["me"].get("held_crossroads") == real["me"].get("held_crossroads")
            assert (pv["me"].get("search_drawn") or None) == (real["me"].get("search_drawn")
                                                                or None)
            assert pv["me"]["dice_unused"] == real["me"]["dice_unused"], g  # die by die
            checked += 1
            pv = real
    assert checked > 100


def test_public_presentation_reads_no_secret():
    """Folding public (redacted-for-None) events never puts a private token in the view."""
    s = Session(_config(7), autosave=False)
    pv = s.public()
    secrets: set[str] = set()
    while not s.over and len(s.log) < 300:
        events = s.step_bot()
        for e in events:
            if e.secret:
                for v in e.secret.values():
                    secrets.update(v if isinstance(v, list) else [v])
        for e in s.redacted(events, None):
            pv = present(pv, e, s.content)
    text = repr(pv)
    public_text = repr(s.public())
    for token in secrets:
        if isinstance(token, str) and token not in public_text:
            assert token not in text


def test_table_shows_the_board_change_event_by_event(app):
    """On the table the zombies of the colony phase arrive one at a time (the presented
    view passes through every count in between), and whenever the director is idle the
    presented view is the engine's."""
    from game.client.scenes.table.scene import TableScene

    s = Session(GameConfig(seats=[Seat(name=n, bot=True) for n in ("A", "B", "C")], seed=31),
                autosave=False)
    t = TableScene(app, s)
    app.stack.push(t)
    app.settings.animation_speed = 8.0

    def zombies(v):
        return sum(sum(loc["zombies"]) for loc in v["locations"].values())

    increments = 0
    last = zombies(t.view)
    deadline = time.monotonic() + 180  # wall time: bots think in a worker thread, which a
    while time.monotonic() < deadline:  # loaded machine may keep waiting many frames
        t.update(1 / 60)
        if t.director.idle:
            time.sleep(0.0005)
        z = zombies(t.view)
        if t.director.busy:
            assert z - last <= 1 or not t.fx, "several zombies appeared in one frame"
            if z == last + 1:
                increments += 1
        else:
            assert covered(t.view) == covered(s.public())
        last = z
        if s.state.round >= 2 and t.director.idle:
            break
    assert increments >= 3
