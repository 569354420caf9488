"""The fast enumeration of legal actions (issue 10, §3.6) gives exactly what the brute-force
reference gives (``legal_reference.py``: the original generators, every candidate filtered
through the real checkers): the same actions, in the same order, with the same fields and
JSON -- over many states of random games (2-5 players, the variants, the DISC options that
change what is legal: DISC-07 attract mode, DISC-08 move limit, DISC-09 helpless spaces).

The order matters: bots pick by position, so a different order would be a different game."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from game.bots import RandomBot
from game.content.loader import load_base
from game.content.pack import Content
from game.engine import GameConfig, Seat, State, apply, legal_actions, new_game
from game.engine import actions as A
from game.engine.config import RulesOptions
from game.engine.invariants import check_invariants
from tests.engine.factory import CONTENT
from tests.engine.legal_reference import reference_legal_actions

BASE = load_base()

# (players, variants, options) -- the options that change what is legal
SETUPS: list[tuple[int, tuple[str, ...], dict[str, Any]]] = [
    (4, (), {}),
    (4, (), {"attract_mode": "exactly_2"}),  # DISC-07
    (3, ("hardcore",), {"move_limit_scope": "round", "helpless_occupy_space": False}),
    (5, ("betrayer",), {"attract_mode": "exactly_2"}),
    (2, ("two_player",), {}),
    (4, ("cooperative",), {}),
    (3, ("player_elimination",), {}),
]


def _config(n: int, variants: tuple[str, ...], options: dict[str, Any], seed: int
            ) -> GameConfig:
    return GameConfig(seats=[Seat(name=f"P{i}", bot=True) for i in range(n)],
                      variants=frozenset(variants), seed=seed,
                      options=RulesOptions(**options))


def _states(content: Content, n: int, variants: tuple[str, ...], options: dict[str, Any],
            seed: int, limit: int = 400) -> Iterator[State]:
    """Every state of one game (a bot that rarely ends its turn, so turns are long and the
    board fills with zombies, noise and survivors)."""
    s = new_game(_config(n, variants, options, seed), content)
    bot = RandomBot(seed, end_turn_weight=0.05, young_turn=8,
                    weights={"end_turn": 0.2, "exile_vote": 0.1})
    for _ in range(limit):
        yield s
        legal = legal_actions(s)
        if not legal:
            return
        apply(s, bot.choose(legal))


def _same(fast: list[Any], ref: list[Any]) -> None:
    assert [type(a) for a in fast] == [type(a) for a in ref]
    assert fast == ref  # same actions, same order
    for a, b in zip(fast, ref, strict=True):
        assert list(a.__dict__) == list(b.__dict__)  # same field order: same save lines
        assert a.model_dump_json() == b.model_dump_json()
        assert a.model_fields_set == b.model_fields_set


@pytest.mark.parametrize("content", [BASE, CONTENT], ids=["base", "test-content"])
@pytest.mark.parametrize("setup", SETUPS, ids=lambda x: f"{x[0]}p-{'-'.join(x[1]) or 'std'}"
                         + "".join(f"-{v}" for v in x[2].values()))
def test_legal_actions_equal_brute_force_reference(content: Content,
                                                   setup: tuple[Any, ...]) -> None:
    n, variants, options = setup
    kinds: set[str] = set()
    seen = 0
    for seed in range(3):
        for s in _states(content, n, variants, options, 500 + seed):
            ref = reference_legal_actions(s)
            _same(legal_actions(s), ref)
            kinds.update(a.type for a in ref)
            seen += 1
    assert seen > 100
    # the states reached the interesting enumerations (attract: the base pack places more
    # zombies than the small test content)
    assert {"move", "barricade", "answer", "draft", "end_turn"} <= kinds
    assert content is not BASE or "attract" in kinds


def test_attract_with_many_sources_equal_reference() -> None:
    """ACT-ATTRACT-01, NS-51, DISC-07: zombies at every location and at several colony
    entrances, full and nearly full entrances at the survivors' locations."""
    for mode in ("up_to_2", "exactly_2"):
        checked = 0
        for seed in range(4):
            for s in _states(BASE, 4, (), {"attract_mode": mode}, 900 + seed, limit=120):
                if s.pending is None or s.pending["kind"] != "turn" or s.over:
                    continue
                saved = [(list(p.zombies), list(p.barricades)) for p in s.places.values()]
                for i, place in enumerate(s.places.values()):
                    for e in range(len(place.zombies)):
                        place.zombies[e] = (i + e + seed) % 3
                        place.barricades[e] = min(place.barricades[e],
                                                  place.cap - place.zombies[e])
                _same(legal_actions(s), reference_legal_actions(s))
                checked += 1
                for place, (z, b) in zip(s.places.values(), saved, strict=True):
                    place.zombies[:], place.barricades[:] = z, b
                assert check_invariants(s) == []
        assert checked > 20


def test_builder_equals_model_construct() -> None:
    """The trusted constructor builds what model_construct builds."""
    make = A.builder(A.Attract, "survivor", "die", "take")
    a = make(2, "s01", 1, ("colony:0", "school"))
    b = A.Attract.model_construct(type="attract", actor=2, survivor="s01", die=1,
                                  take=("colony:0", "school"))
    assert a == b and hash(a) == hash(b) and repr(a) == repr(b)
    assert list(a.__dict__) == list(b.__dict__)
    assert a.model_fields_set == b.model_fields_set
    assert a.model_dump_json() == b.model_dump_json()
    # frozen, so the same values give the same instance back; other values another one
    assert make(2, "s01", 1, ("colony:0", "school")) is a
    assert make(2, "s01", 0, ("colony:0", "school")) != a
    # every arity: no field but the actor, and all of them
    assert A.builder(A.EndTurn)(3) == A.EndTurn.model_construct(type="end_turn", actor=3)
    full = A.builder(A.Attract, "survivor", "die", "take", "entrances")(1, "s02", 0, ("a",),
                                                                        (2,))
    assert full == A.Attract.model_construct(type="attract", actor=1, survivor="s02", die=0,
                                             take=("a",), entrances=(2,))
    assert full.model_fields_set == {"actor", "type", "survivor", "die", "take", "entrances"}
    with pytest.raises(TypeError):
        A.builder(A.Attract, "survivor", "die")  # `take` is required
    with pytest.raises(TypeError):
        A.builder(A.Move, "survivor", "to", "nowhere")
