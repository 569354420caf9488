"""The save list shows where each game really stands (issue 11): the autosave writes a
status checkpoint whenever the round, the morale or the end of the game changes, and
``save_info`` reads the last one from the file's end -- no replay."""

from __future__ import annotations

import random

from game.engine import GameConfig, Seat
from game.saves import listing
from game.session.session import Session


def test_save_info_matches_the_live_game_at_every_step(tmp_path, monkeypatch):
    calls = []
    import game.saves.reader as reader

    real = reader.loads
    monkeypatch.setattr(reader, "loads", lambda *a, **k: calls.append(1) or real(*a, **k))
    s = Session(GameConfig(seats=[Seat(name=n, bot=True) for n in ("Ana", "Ben", "Cleo")],
                           seed=21), save_path=tmp_path / "g.jsonl")
    rnd = random.Random(3)
    seen_morale = set()
    while not s.over:
        s.step_bot()
        if rnd.random() < 0.15 or s.over:
            info = listing.save_info(tmp_path / "g.jsonl")
            st = s.state
            assert (info.round, info.morale, info.over) == (st.round, st.morale, st.over)
            seen_morale.add(st.morale)
    s.close()
    assert calls == []  # nothing was replayed to list it
    info = listing.save_info(tmp_path / "g.jsonl")
    assert info.over is True and info.players == ("Ana", "Ben", "Cleo")
    assert info.objective == s.state.main_objective
    assert len(seen_morale) > 1


def test_save_info_after_undo_and_after_load(tmp_path):
    s = Session(GameConfig(seats=[Seat(name=n) for n in ("Ana", "Ben", "Cleo")], seed=4),
                save_path=tmp_path / "g.jsonl")
    rnd = random.Random(0)
    while s.state.round < 2:
        s.apply(rnd.choice(s.legal()))
    s.close()
    s2 = Session.load(tmp_path / "g.jsonl")
    info = listing.save_info(tmp_path / "g.jsonl")
    assert (info.round, info.morale) == (s2.state.round, s2.state.morale)
    s2.close()
