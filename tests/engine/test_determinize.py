"""sample_hidden: a state consistent with one seat's view -- the seat's player view is
unchanged, hidden cards / secrets / decks / dice / the future are re-dealt, nothing is lost,
and the original state is untouched (hidden information: VIEW-01)."""

from __future__ import annotations

from collections import Counter

import pytest

from game import sim
from game.bots import RandomBot
from game.content.loader import load_base
from game.engine import apply, legal_actions, new_game, player_view, state_hash
from game.engine.determinize import sample_hidden
from game.engine.invariants import check_invariants
from game.engine.rng import Rng
from game.engine.state import State

CONTENT = load_base()


def _cards(s: State) -> Counter[str]:
    c: Counter[str] = Counter()
    for p in s.players:
        c.update(p.hand)
    for place in s.places.values():
        c.update(place.deck)
    c.update(x[0] for x in s.contributions)
    c.update(s.box)
    for sv in s.survivors.values():
        c.update(sv.equipped)
    return c


@pytest.mark.parametrize("players,variants,seed", [
    (3, frozenset(), 1), (4, frozenset({"betrayer"}), 2), (5, frozenset({"hardcore"}), 3),
    (2, frozenset({"two_player"}), 4),
])
def test_view_01_sample_hidden_keeps_the_seats_view(players: int, variants: frozenset[str],
                                                     seed: int) -> None:
    state = new_game(sim.make_config(players, variants, seed), CONTENT)
    bot = RandomBot(seed)
    rng = Rng.from_seed(seed)
    changed_hands = changed_secrets = checked = 0
    for step in range(3000):
        legal = legal_actions(state)
        if not legal:
            break
        if step % 3 == 0 and state.phase != "setup":
            seat = legal[0].actor
            before = state_hash(state)
            sample = sample_hidden(state, seat, rng)
            assert state_hash(state) == before  # the original is untouched
            assert player_view(sample, seat) == player_view(state, seat)
            assert _cards(sample) == _cards(state)  # every card still exists exactly once
            assert sorted(map(repr, legal_actions(sample))) == sorted(map(repr, legal))
            assert check_invariants(sample, legal_actions(sample)) == []
            others = [p.seat for p in state.players if p.seat != seat]
            changed_hands += any(sample.players[i].hand != state.players[i].hand
                                 for i in others)
            changed_secrets += any(sample.players[i].secret != state.players[i].secret
                                   for i in others)
            for p in (sample.players[seat], state.players[seat]):
                assert p.hand == state.players[seat].hand
            checked += 1
        apply(state, bot.choose(legal))
    assert checked > 5
    assert changed_hands > checked // 2  # the others' hands really are re-dealt
    assert changed_secrets > 0 or state.config.cooperative  # no secrets in co-op games


def test_view_01_samples_differ_and_keep_deck_origins() -> None:
    state = new_game(sim.make_config(4, frozenset(), 9), CONTENT)
    bot = RandomBot(9)
    for _ in range(60):
        apply(state, bot.choose(legal_actions(state)))
    seat = legal_actions(state)[0].actor
    a = sample_hidden(state, seat, Rng.from_seed(1))
    b = sample_hidden(state, seat, Rng.from_seed(2))
    assert state_hash(a) != state_hash(b)
    for lid, place in a.places.items():
        allowed = set(CONTENT.item_uids(lid)) if lid != "colony" else set()
        assert set(place.deck) <= allowed
        assert len(place.deck) == len(state.places[lid].deck)
