"""Issue 20 item 14: the result of an exile vote is announced on the table -- a banner
naming whom the vote was about, the count for and against and what happens (public: the
ballots are revealed together, VOTE-02)."""

from __future__ import annotations

import pytest

from game.client.scenes.prompt import PromptScene


def _hot_seat(app, n: int):
    """``n`` human seats at one table (hand-offs pass by themselves), played on until the
    first seat's turn with every prompt answered by its first choice."""
    from game.client.scenes.prompt import DraftScene
    from game.client.scenes.table.scene import TableScene
    from game.engine import GameConfig, Seat
    from game.session.session import Session

    names = ("Ana", "Ben", "Cleo", "Dora")[:n]
    s = Session(GameConfig(seats=[Seat(name=x) for x in names], seed=3), autosave=False)
    t = TableScene(app, s, auto_handoff=True)
    t.fast = True
    app.stack.push(t)
    for _ in range(3000):
        app.frame(1 / 30, [])
        top = app.stack.top
        if isinstance(top, DraftScene):
            a = top.legal[0]
            top.keep, top.leader = list(a.keep), a.leader
            top.confirm()
        elif isinstance(top, PromptScene):
            top.answer(next(k for k, b in zip(top.keys, top.buttons, strict=True)
                            if b.enabled))
        d = s.decision()
        if d and d["kind"] == "turn" and t.viewer == d["player"] and app.stack.top is t:
            return s, t
    raise AssertionError("no turn reached")


def _vote(app, n: int, ballots: dict[int, str], tie: str = "yes"):
    """The active player calls a vote to exile the next seat; each seat votes as
    ``ballots`` says (a tie is broken ``tie``).  The table plays at its normal pace (not
    fast-forwarded): every banner shown is recorded."""
    s, t = _hot_seat(app, n)
    me = s.decision()["player"]
    target = (me + 1) % n
    t.fast = False
    t.submit(next(a for a in s.legal() if a.type == "exile_vote" and a.target == target))
    shown: list[tuple[str, str]] = []
    for _ in range(6000):
        app.frame(1 / 30, [])
        if t.banner is not None and t.banner.alpha > 0 and (
                not shown or shown[-1] != (t.banner.text, t.banner.sub)):
            shown.append((t.banner.text, t.banner.sub))
        top = app.stack.top
        if isinstance(top, PromptScene):
            seat = int(top.decision["player"])
            top.answer(ballots[seat] if top.kind == "ballot" else tie)
        if any(e.type == "VoteResolved" for e in s.events) and t.director.idle \
                and app.stack.top is t:
            break
    result = next(e for e in s.events if e.type == "VoteResolved")
    return s, t, target, shown, result


@pytest.mark.rule("ACT-EXVOTE-02")
@pytest.mark.parametrize("n,ballots,passed", [
    (3, {0: "yes", 1: "yes", 2: "yes"}, True),
    (3, {0: "yes", 1: "no", 2: "no"}, False),
])
def test_an_exile_votes_result_is_announced_with_the_count_and_what_happens(
        app, n, ballots, passed):
    s, t, target, shown, result = _vote(app, n, ballots)
    assert result.data["passed"] is passed
    who = s.names[target]
    yes, no = result.data["yes"], result.data["no"]
    exiled = any(e.type == "PlayerExiled" for e in s.events)
    assert exiled == result.data["passed"]
    about = [(a, b) for a, b in shown if who in a]
    assert about, shown
    title, sub = about[0]
    assert title.startswith("Exile vote:")
    assert f"{yes} for, {no} against" in sub
    if exiled:
        assert "is exiled" in title and "leave the colony" in sub
        # said once: no second banner for the same exile
        assert sum("exiled" in a for a, _b in shown) == 1, shown
    else:
        assert "stays" in title and "Nothing happens." in sub


@pytest.mark.rule("VOTE-04")
def test_a_tied_exile_vote_says_who_broke_the_tie(app):
    s, t, target, shown, result = _vote(app, 4, {0: "yes", 1: "no", 2: "yes", 3: "no"},
                                        tie="no")
    assert result.data["yes"] == result.data["no"] == 2 and not result.data["passed"]
    tie = next(e for e in s.events if e.type == "TieBroken")
    title, sub = next((a, b) for a, b in shown if a.startswith("Exile vote:"))
    assert title == f"Exile vote: {s.names[target]} stays"
    assert sub == f"2 for, 2 against: {s.names[tie.data['player']]} broke the tie. " \
                  "Nothing happens."
