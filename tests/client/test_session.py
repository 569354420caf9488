from __future__ import annotations

import json

import pytest

from game.engine import GameConfig, IllegalAction, Seat
from game.session.session import Session


def config(seed: int = 4, n: int = 3, bots: bool = True) -> GameConfig:
    names = ["Ana", "Ben", "Cleo", "Dan", "Eve"][:n]
    return GameConfig(seats=[Seat(name=x, bot=bots) for x in names], seed=seed)


def play(s: Session, limit: int = 3000) -> None:
    while not s.over and len(s.log) < limit:
        s.step_bot()


def test_bots_play_a_game_to_the_end():
    s = Session(config())
    play(s)
    assert s.over and s.decision() is None


def test_same_seed_same_game():
    a, b = Session(config(9)), Session(config(9))
    play(a)
    play(b)
    assert a.log == b.log and a.hash() == b.hash()


def test_record_round_trip(tmp_path):
    s = Session(config(12))
    for _ in range(40):
        if s.over:
            break
        s.step_bot()
    rec = json.loads(json.dumps(s.record()))
    again = Session.from_record(rec)
    assert again.hash() == s.hash()
    path = s.write_record(tmp_path / "g.json")
    assert Session.load(path).hash() == s.hash()


def test_record_hash_mismatch_is_an_error():
    s = Session(config(12))
    s.step_bot()
    rec = s.record()
    rec["hash"] = "0" * 64
    with pytest.raises(ValueError):
        Session.from_record(rec)


def test_illegal_action_leaves_state_and_log():
    from game.engine.actions import EndTurn

    s = Session(config(5))
    h = s.hash()
    with pytest.raises(IllegalAction):
        s.apply(EndTurn(actor=0))  # setup: the draft comes first
    assert s.hash() == h and s.log == []


def test_listeners_get_events():
    s = Session(config(5))
    got: list = []
    s.listeners.append(got.extend)
    s.step_bot()
    assert got and got == s.events[-len(got):]


def test_redacted_events_hide_secrets():
    s = Session(config(5))
    secret_events = [e for e in s.events if e.secret]
    assert secret_events
    for e in s.redacted(secret_events, None):
        assert e.secret is None


def test_each_bot_seat_gets_the_bot_it_names():
    from game.bots import HeuristicBot, RandomBot

    seats = [Seat(name="A", bot=True, bot_kind="heuristic"),
             Seat(name="B", bot=True, bot_kind="random"), Seat(name="C")]
    s = Session(GameConfig(seats=seats, seed=3), autosave=False)
    assert isinstance(s._bot(0), HeuristicBot) and isinstance(s._bot(1), RandomBot)
    assert s._bot(0)._content is s.content  # the session's packs, add-ons included
    assert (s.bot_kind(0), s.bot_kind(1), s.bot_kind(2)) == ("heuristic", "random", None)


def test_a_bot_bug_surfaces():
    from game.session.session import BotError

    s = Session(config(5), autosave=False)

    class Broken:
        def choose(self, legal, view):
            raise ZeroDivisionError("bot bug")

    class Cheat:
        def choose(self, legal, view):
            return "not an action"

    s._bots = {i: Broken() for i in range(s.n)}
    with pytest.raises(ZeroDivisionError):
        s.step_bot()
    s._bots = {i: Cheat() for i in range(s.n)}
    with pytest.raises(BotError):
        s.step_bot()
    assert s.log == []


def test_heuristic_and_random_bots_play_whole_games():
    for kind in ("heuristic", "random"):
        seats = [Seat(name=n, bot=True, bot_kind=kind) for n in ("A", "B", "C")]
        s = Session(GameConfig(seats=seats, seed=21), autosave=False)
        play(s)
        assert s.over
