"""SETUP-17 with a survivor pool too small for 4 each (NS-23 gap, docs/DECISIONS.md "Short
survivor decks"): the Long Night pack alone has 16 survivors without modules, so a 5-player
draft of 4 each stalled at the fifth seat."""

from __future__ import annotations

import dataclasses

import pytest

from game.content.loader import load_ruleset
from game.engine import GameConfig, Seat, legal_actions, new_game
from game.engine.core import apply


def _config(n: int, **kw) -> GameConfig:
    return GameConfig(seats=[Seat(name=f"P{i}") for i in range(n)], seed=3, **kw)


def test_setup_17_five_players_draft_from_the_long_night_pack_alone():
    content = load_ruleset("ln")
    s = new_game(_config(5, ruleset="ln"), content)
    dealt = [len(p.draft) for p in s.players]
    assert dealt == [3] * 5  # 16 survivors // 5 players, not 4, 4, 4, 4, 0
    for _ in range(5):  # every seat can draft: the game leaves setup
        acts = legal_actions(s)
        assert acts and acts[0].type == "draft"
        apply(s, acts[0])  # applies in place (events returned)
    assert all(p.leader for p in s.players)


def test_setup_17_four_each_whenever_the_deck_allows():
    content = load_ruleset("ln")
    s = new_game(_config(4, ruleset="ln"), content)
    assert [len(p.draft) for p in s.players] == [4] * 4


def test_setup_17_a_pool_too_small_to_keep_two_each_is_refused():
    content = load_ruleset("ln")
    few = dict(list(content.survivors.items())[:9])
    small = dataclasses.replace(content, survivors=few)
    with pytest.raises(ValueError, match="too few for 5 players to keep 2 each"):
        new_game(_config(5, ruleset="ln"), small)
