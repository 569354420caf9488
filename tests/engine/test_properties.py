"""Property tests over random play-outs (hypothesis picks seeds and setups).

* the invariants hold after every action (test content and the real base pack);
* save -> load gives the live state's hash;
* states that differ only in what a player cannot see give that player the same view;
* the same seed and actions give the same game.
Kept small (``max_examples``) so the suite stays fast on 2 cores; ``python -m game sim``
is the long run."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.bots import RandomBot
from game.content.loader import load_base
from game.content.pack import Content
from game.engine import (
    State,
    apply,
    legal_actions,
    new_game,
    player_view,
    public_view,
    state_hash,
)
from game.engine.invariants import check_invariants
from game.saves import GameLog, loads
from game.sim import variant_combos
from tests.engine.factory import CONTENT, config

BASE = load_base()
SETUPS = [(n, tuple(sorted(c))) for n in (2, 3, 4, 5) for c in variant_combos(n)]
FAST = settings(max_examples=12, deadline=None,
                suppress_health_check=[HealthCheck.too_slow])

# Every setup hashes the same however its variant set was built (the variants are sorted
# when hashed); STABLE_SETUPS is kept as a name for the save round-trip property.
STABLE_SETUPS = SETUPS
setups = st.sampled_from(SETUPS)
seeds = st.integers(min_value=0, max_value=2**31 - 1)
contents = st.sampled_from([CONTENT, BASE])


def _play(content: Content, n: int, variants: tuple[str, ...], seed: int,
          check: bool = True, stop: int | None = None) -> tuple[State, GameLog]:
    s = new_game(config(n, variants, seed), content)
    log = GameLog.start(s, "2025-01-01T00:00:00+00:00")
    bot = RandomBot(seed)
    if check:
        assert check_invariants(s) == []
    while (legal := legal_actions(s)) and (stop is None or len(log.actions) < stop):
        a = bot.choose(legal)
        apply(s, a)
        log.record(a, s)
        if check:
            problems = check_invariants(s)
            assert problems == [], (f"after action {len(log.actions)} "
                                    f"({a.model_dump()}): {problems}")
        assert len(log.actions) < 20000
    return s, log


# ------------------------------------------------------------------------------ invariants
@FAST
@given(setup=setups, seed=seeds)
def test_invariants_hold_after_every_action_test_content(setup: tuple[int, tuple[str, ...]],
                                                         seed: int) -> None:
    s, _ = _play(CONTENT, setup[0], setup[1], seed)
    assert s.over and legal_actions(s) == []


@FAST
@given(setup=setups, seed=seeds)
def test_invariants_hold_after_every_action_base_pack(setup: tuple[int, tuple[str, ...]],
                                                      seed: int) -> None:
    s, _ = _play(BASE, setup[0], setup[1], seed)
    assert s.over


def test_invariants_catch_broken_states() -> None:
    s, _ = _play(CONTENT, 3, (), 5, check=False, stop=12)
    assert check_invariants(s) == []
    cases: list[tuple[str, Any]] = [
        ("in 2 places", lambda t: t.waste.append(t.players[0].hand[0])),
        ("nowhere", lambda t: t.players[1].hand.pop()),
        ("survivor card", lambda t: t.survivor_deck.append(t.players[0].leader)),
        ("morale", lambda t: setattr(t, "morale", 11)),
        ("negative", lambda t: setattr(t, "food", -1)),
        ("spaces", lambda t: t.places["school"].zombies.__setitem__(0, 9)),
        ("noise", lambda t: setattr(t.places["school"], "noise", 7)),
        ("unknown location", lambda t: setattr(next(iter(t.survivors.values())), "loc", "moon")),
        ("no action is legal", lambda t: setattr(t, "pending", {**t.pending, "options": [],
                                                                "kind": "tie"})),
        ("die", lambda t: t.players[0].unused.append(0)),
    ]
    for expect, breaker in cases:
        t = copy.deepcopy(s, {id(s.content): s.content})
        breaker(t)
        found = check_invariants(t)
        assert any(expect in p for p in found), (expect, found)


# ------------------------------------------------------------------------------ saves
@settings(max_examples=8, deadline=None)
@given(setup=st.sampled_from(STABLE_SETUPS), seed=seeds, content=contents,
       cut=st.integers(0, 400))
def test_save_then_load_gives_the_live_hash(setup: tuple[int, tuple[str, ...]], seed: int,
                                            content: Content, cut: int) -> None:
    s, log = _play(content, setup[0], setup[1], seed, check=False, stop=cut)
    loaded = loads(log.text(final=s), content)
    assert loaded.final_hash == state_hash(s)
    assert loaded.final_verified


@settings(max_examples=6, deadline=None)
@given(setup=setups, seed=seeds)
def test_same_seed_and_actions_same_game(setup: tuple[int, tuple[str, ...]], seed: int) -> None:
    a, log = _play(BASE, setup[0], setup[1], seed, check=False)
    b = new_game(a.config, BASE)
    for x in log.actions:
        apply(b, x)
    assert state_hash(a) == state_hash(b)


# ------------------------------------------------------------------------------ hidden info
def _twin(s: State) -> State:
    return copy.deepcopy(s, {id(s.content): s.content, id(s.config): s.config})


def _views_equal(s1: State, s2: State, viewer: int) -> None:
    v1, v2 = player_view(s1, viewer), player_view(s2, viewer)
    assert json.dumps(v1, sort_keys=True, default=str) == \
        json.dumps(v2, sort_keys=True, default=str)


@settings(max_examples=15, deadline=None)
@given(setup=setups, seed=seeds, content=contents, steps=st.integers(0, 120),
       pick=st.integers(0, 10**6))
def test_hidden_information_does_not_reach_other_views(setup: tuple[int, tuple[str, ...]],
                                                       seed: int, content: Content,
                                                       steps: int, pick: int) -> None:
    s, _ = _play(content, setup[0], setup[1], seed, check=False, stop=steps)
    if s.over:
        return  # at the end everything is revealed
    n = s.n
    owner = pick % n
    p = s.players[owner]
    decks = [lid for lid, pl in s.places.items() if pl.deck]
    # 1. swap a card in the owner's hand with one deep in a location deck
    if p.hand and decks:
        t = _twin(s)
        deck = t.places[decks[pick % len(decks)]].deck
        i, j = pick % len(t.players[owner].hand), len(deck) - 1 - (pick % len(deck))
        hand = t.players[owner].hand
        if hand[i].split("#")[0] != deck[j].split("#")[0]:
            hand[i], deck[j] = deck[j], hand[i]
            for viewer in range(n):
                if viewer != owner:
                    _views_equal(s, t, viewer)
            assert player_view(s, owner) != player_view(t, owner)
            assert public_view(s) == public_view(t)
    # 2. swap the owner's secret objective with one from the box
    if p.secret is not None and s.secret_box:
        t = _twin(s)
        k = pick % len(t.secret_box)
        mine = p.secret
        t.players[owner].secret, t.secret_box[k] = t.secret_box[k], mine
        for viewer in range(n):
            if viewer != owner:
                _views_equal(s, t, viewer)
        assert player_view(s, owner) != player_view(t, owner)
    # 3. reorder an undrawn deck (nobody may see the order)
    if decks:
        t = _twin(s)
        t.places[decks[0]].deck.reverse()
        t.survivor_deck.reverse()
        t.crisis_deck.reverse()
        for viewer in range(n):
            _views_equal(s, t, viewer)


# ------------------------------------------------------------------------------ stability
_EQUAL_CONFIGS = """
from game.engine import GameConfig, Seat, new_game, state_hash
from tests.engine.factory import CONTENT
a = GameConfig(seats=[Seat(name=f"P{i}") for i in range(3)], seed=1,
               variants=frozenset(("hardcore", "cooperative", "player_elimination")))
b = GameConfig.model_validate_json(a.model_dump_json())  # as a save file's header gives it
assert a == b
print(state_hash(new_game(a, CONTENT)), state_hash(new_game(b, CONTENT)))
"""

def _run(code: str, hashseed: str) -> str:
    root = Path(__file__).resolve().parents[2]
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=root, timeout=120,
                         env={"PYTHONHASHSEED": hashseed, "PATH": "/usr/bin:/bin",
                              "PYTHONPATH": str(root)})
    assert res.returncode == 0, res.stderr
    return res.stdout.strip()


@pytest.mark.parametrize("hashseed", ["2", "5"])
def test_equal_configs_give_equal_hashes(hashseed: str) -> None:
    """Repro: PYTHONHASHSEED=2 (or 5) python -c "$_EQUAL_CONFIGS" prints two different
    hashes."""
    first, second = _run(_EQUAL_CONFIGS, hashseed).split()
    assert first == second


def test_state_hash_is_the_same_in_every_process() -> None:
    hashes = {_run(_EQUAL_CONFIGS, seed).split()[0] for seed in ("0", "2", "3", "4")}
    assert len(hashes) == 1, hashes


def test_excluded_starting_items_stay_in_the_game() -> None:
    from game.content.schema import ItemCard
    from tests.engine.factory import make_content

    items = dict(CONTENT.items)
    items["shiv"] = ItemCard.model_validate({
        "id": "shiv", "name": "Shiv", "type": "weapon", "deck": "starting", "copies": 2,
        "text": "t", "non_cooperative": True, "effect": [{"op": "food", "amount": 1}]})
    s = new_game(config(3, ("cooperative",), 1), make_content(items=items))
    assert check_invariants(s) == []
