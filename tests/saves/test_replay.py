"""Replays (issue 11): ``python -m game replay FILE --at N`` and the replay model behind
the viewer.  For every N of every golden save, the state after N actions is the one a game
played to N has; beyond the end is a clear error (exit 2); frames of a game not over show
nothing private; nothing writes the file."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.engine import apply, new_game, state_hash
from game.engine.undo import hidden_ids
from game.saves import load
from game.saves.cli import replay_main
from game.session.replay import Replay, ReplayError
from game.session.session import Session

GOLDEN = sorted((Path(__file__).resolve().parents[2] / "saves").glob("*.jsonl"))


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_hash_at_every_n_of_a_golden_save_equals_the_game_played_to_n(path):
    game = load(path)
    r = Replay.open(path)
    played = new_game(game.config, game.content)
    expected = [state_hash(played)]
    for a in game.log.actions:
        apply(played, a)
        expected.append(state_hash(played))
    assert r.length == len(game.log.actions) and expected[-1] == game.final_hash
    order = list(range(r.length + 1))
    random.Random(path.stem).shuffle(order)  # any order: jumps back, forward, within
    for n in order:
        assert r.hash_at(n) == expected[n], n


def test_cli_at_prints_the_summary_and_refuses_beyond_the_end(capsys):
    path = GOLDEN[0]
    game = load(path)
    played = new_game(game.config, game.content)
    for a in game.log.actions[:17]:
        apply(played, a)
    assert replay_main([str(path), "--at", "17"]) == 0
    out = capsys.readouterr().out
    assert f"hash: {state_hash(played)}" in out
    assert f"round: {played.round}" in out and f"morale: {played.morale}" in out
    assert f"actions: 17 of {len(game.log.actions)}" in out
    n = len(game.log.actions)
    assert replay_main([str(path), "--at", str(n)]) == 0
    assert f"hash: {game.final_hash}" in capsys.readouterr().out
    assert replay_main([str(path), "--at", str(n + 1)]) == 2
    err = capsys.readouterr().err
    assert f"only {n} actions" in err and err.count("\n") == 1


def test_cli_at_against_a_session_played_to_n(tmp_path, capsys):
    from game.engine import GameConfig, Seat

    # a seed whose game lasts the 140 actions (the positions read below need 100 or more)
    s = Session(GameConfig(seats=[Seat(name=x, bot=True) for x in ("Ana", "Ben", "Cleo")],
                           seed=18), save_path=tmp_path / "g.jsonl")
    hashes = [s.hash()]
    for _ in range(140):
        if s.over:
            break
        s.step_bot()
        hashes.append(s.hash())
    s.close()
    assert len(hashes) > 100, "pick another seed: this game ended too early"
    before = (tmp_path / "g.jsonl").read_bytes()
    for n in (0, 1, 49, 50, 51, 99, len(hashes) - 1):
        assert replay_main([str(tmp_path / "g.jsonl"), "--at", str(n)]) == 0
        assert f"hash: {hashes[n]}" in capsys.readouterr().out
    assert (tmp_path / "g.jsonl").read_bytes() == before  # read-only


def test_frames_before_the_end_show_nothing_hidden(tmp_path):
    """The shared-table frame never holds an id that is hidden at that point (a hand, a
    deck, a secret objective, a search draw...), and reveal is refused until the end."""
    from game.engine import GameConfig, Seat

    s = Session(GameConfig(seats=[Seat(name=x, bot=True) for x in ("Ana", "Ben", "Cleo")],
                           seed=5), save_path=tmp_path / "g.jsonl")
    for _ in range(160):
        s.step_bot()
    s.close()
    r = Replay.open(tmp_path / "g.jsonl")
    assert not r.over
    with pytest.raises(ReplayError):
        r.frame(10, reveal=True)
    from game.engine.undo import _strings

    for n in range(0, r.length + 1, 7):
        f = r.frame(n)
        shown = _strings(f["public"], set()) | _strings([e.data for e in f["events"]], set())
        assert all(e.secret is None for e in f["events"])
        assert not (shown & hidden_ids(r.state_at(n), card_ids=False)), n


def test_reveal_after_the_end(tmp_path):
    from game.engine import GameConfig, Seat

    s = Session(GameConfig(seats=[Seat(name=x, bot=True) for x in ("Ana", "Ben")],
                           variants={"two_player"}, seed=8), save_path=tmp_path / "g.jsonl")
    while not s.over:
        s.step_bot()
    s.close()
    r = Replay.open(tmp_path / "g.jsonl")
    assert r.over
    f = r.frame(30, reveal=True)
    st = r.state_at(30)
    assert f["hands"] == {p.seat: list(p.hand) for p in st.players}
    assert f["secrets"][0] == st.players[0].secret
    assert r.round_starts()[0] == 0 and len(r.round_starts()) >= 2
    assert r.turn_starts() == sorted(set(r.turn_starts()))
