"""HeuristicBot: legal, view-only, deterministic, sensible (crisis, colony defence), and its
simulated games last longer than random ones."""

from __future__ import annotations

import copy
import random
import statistics
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from game import sim
from game.bots import HeuristicBot, RandomBot
from game.content.loader import load_base
from game.engine import apply, legal_actions, new_game, player_view
from game.engine.state import COLONY, State

CONTENT = load_base()


def _config(players: int, seed: int, variants: frozenset[str] = frozenset()) -> Any:
    return sim.make_config(players, variants, seed)


def _copy_state(s: State) -> State:
    return copy.deepcopy(s, memo={id(s.content): s.content})


def _decisions(players: int, seed: int, variants: frozenset[str] = frozenset(),
               bot: HeuristicBot | None = None) -> Iterator[tuple[State, list[Any], Any]]:
    """Play a whole game with a heuristic bot; yield (state, legal, chosen) before applying."""
    state = new_game(_config(players, seed, variants), CONTENT)
    bot = bot or HeuristicBot(seed, CONTENT)
    for _ in range(sim.MAX_ACTIONS):
        legal = legal_actions(state)
        if not legal:
            return
        seat = legal[0].actor
        action = bot.choose(legal, player_view(state, seat))
        yield state, legal, action
        apply(state, action)
    raise AssertionError("the game did not end")


def _until_turn(state: State, bot: HeuristicBot) -> int:
    """Answer the draft (and anything else) until a turn decision; returns the seat."""
    while state.pending["kind"] != "turn":
        legal = legal_actions(state)
        apply(state, bot.choose(legal, player_view(state, legal[0].actor)))
    return state.pending["player"]


# ------------------------------------------------------------------------------ legality
@pytest.mark.parametrize("players,variants", [
    (2, frozenset({"two_player"})), (3, frozenset()), (4, frozenset({"cooperative"})),
    (5, frozenset({"betrayer", "hardcore"})), (4, frozenset({"player_elimination"})),
])
def test_only_legal_actions(players: int, variants: frozenset[str]) -> None:
    for seed in (1, 2):
        n = 0
        for _state, legal, action in _decisions(players, seed, variants):
            assert any(action is a for a in legal)
            n += 1
        assert n > 0


# ------------------------------------------------------------------------------ hidden info
def _hide_differently(s: State, seat: int) -> None:
    """Change everything ``seat`` may not know: other hands and secrets, every deck's order,
    the held crossroads card, the future dice."""
    deck_ids = [lid for lid in s.places if lid != COLONY and s.places[lid].deck]
    for i, p in enumerate(s.players):
        if p.seat == seat or not p.hand:
            continue
        deck = s.places[deck_ids[i % len(deck_ids)]].deck
        k = min(len(p.hand), len(deck))
        p.hand[:k], deck[:k] = deck[:k], p.hand[:k]
    others = [p for p in s.players if p.seat != seat and p.secret]
    if len(others) >= 2:
        others[0].secret, others[1].secret = others[1].secret, others[0].secret
    elif others and s.secret_box:
        others[0].secret, s.secret_box[0] = s.secret_box[0], others[0].secret
    for place in s.places.values():
        place.deck.reverse()
    s.crisis_deck.reverse()
    s.survivor_deck.reverse()
    if s.held is not None and s.crossroads_deck:
        s.held["card"], s.crossroads_deck[0] = s.crossroads_deck[0], s.held["card"]
    s.crossroads_deck.reverse()
    s.rng.state ^= 0x5DEECE66D


def _clone(bot: HeuristicBot) -> HeuristicBot:
    """The same bot (memory and random state), sharing the read-only card data."""
    twin = copy.copy(bot)
    twin._mem = copy.deepcopy(bot._mem)
    twin.rng = random.Random()
    twin.rng.setstate(bot.rng.getstate())
    return twin


def _public(view: dict[str, Any]) -> dict[str, Any]:
    v = copy.deepcopy(view)
    v["me"].pop("held_crossroads", None)
    return v


@pytest.mark.parametrize("players,variants,seed", [
    (3, frozenset(), 11), (4, frozenset({"betrayer"}), 12), (5, frozenset(), 13),
    (2, frozenset({"two_player"}), 15),
])
def test_same_view_same_choice_whatever_is_hidden(players: int, variants: frozenset[str],
                                                  seed: int) -> None:
    bot = HeuristicBot(seed, CONTENT)
    checked = 0
    held_checked = 0
    for i, (state, legal, _action) in enumerate(_decisions(players, seed, variants, bot)):
        if i % 3:
            continue
        seat = legal[0].actor
        # `bot` has already decided; replay the same decision on copies of its memory
        before = _copy_state(state)
        other = _copy_state(state)
        _hide_differently(other, seat)
        if i % 2 == 0 and len(state.crossroads_deck) >= 2:
            # as if this seat were the drawer: it sees the card, the bot must not use it
            for s, card in ((before, state.crossroads_deck[0]),
                            (other, state.crossroads_deck[1])):
                s.held = {"card": card, "drawer": seat, "target": (seat + 1) % players}
        view_a, view_b = player_view(before, seat), player_view(other, seat)
        assert _public(view_a) == _public(view_b)  # the changes really are hidden
        legal_b = legal_actions(other)
        assert [a.model_dump() for a in legal_b] == [a.model_dump() for a in legal]
        bot_a, bot_b = _clone(bot), _clone(bot)
        got_a = bot_a.choose(legal, view_a)
        got_b = bot_b.choose(legal_b, view_b)
        assert got_a.model_dump() == got_b.model_dump()
        checked += 1
        if "held_crossroads" in view_a["me"]:
            assert view_a["me"]["held_crossroads"] != view_b["me"]["held_crossroads"]
            held_checked += 1
    assert checked > 20
    assert held_checked > 0  # the seat held a (different) crossroads card as drawer


# ------------------------------------------------------------------------------ determinism
def test_same_seed_same_game() -> None:
    runs = []
    for _ in range(2):
        runs.append([a.model_dump() for _s, _l, a in _decisions(4, 21, frozenset(),
                                                              HeuristicBot("same", CONTENT))])
    assert runs[0] == runs[1]
    assert len(runs[0]) > 50


def test_betrayer_is_deterministic_too() -> None:
    runs = []
    for _ in range(2):
        runs.append([a.model_dump() for _s, _l, a in _decisions(
            5, 22, frozenset({"betrayer"}), HeuristicBot("b", CONTENT))])
    assert runs[0] == runs[1]


def test_choose_for_and_no_view() -> None:
    state = new_game(_config(3, 5), CONTENT)
    bot = HeuristicBot(1, CONTENT)
    _until_turn(state, bot)
    legal = legal_actions(state)
    seat = legal[0].actor
    a = bot.choose_for(player_view(state, seat), legal)
    assert any(a is x for x in legal)
    blind = HeuristicBot(1, CONTENT).choose(legal)  # no view: a safe legal action
    assert any(blind is x for x in legal)
    assert blind.type not in ("exile_vote", "request", "attract")
    with pytest.raises(ValueError):
        bot.choose([], player_view(state, seat))


# ------------------------------------------------------------------------------ crisis
def _turn_state(seed: int = 31, players: int = 3) -> tuple[State, HeuristicBot, int]:
    state = new_game(_config(players, seed), CONTENT)
    bot = HeuristicBot(seed, CONTENT)
    seat = _until_turn(state, bot)
    state.held = None  # no crossroads card in the way
    state.crossroads_deck = []
    return state, bot, seat


def _uids(item_id: str, n: int) -> list[str]:
    return [f"{item_id}#{i}" for i in range(1, n + 1)]


def _give(state: State, seat: int, cards: list[str]) -> None:
    """Put these cards in ``seat``'s hand (taken from wherever they are)."""
    for c in cards:
        for p in state.players:
            if c in p.hand:
                p.hand.remove(c)
        for place in state.places.values():
            if c in place.deck:
                place.deck.remove(c)
        if c in state.box:
            state.box.remove(c)
    state.players[seat].hand = list(cards)


def _play_turn(state: State, bot: HeuristicBot, seat: int) -> list[Any]:
    """The seat's actions until its turn ends."""
    out = []
    while state.pending is not None and state.pending["player"] == seat:
        legal = legal_actions(state)
        a = bot.choose(legal, player_view(state, seat))
        out.append(a)
        apply(state, a)
        if a.type == "end_turn":
            break
    return out


FOOD = _uids("i_tinned_peaches", 2) + _uids("i_half_sack_of_rice", 1)
OTHER = _uids("i_roll_of_gauze", 1) + _uids("i_farmers_almanac", 1) + \
    _uids("i_jug_of_kerosene", 1)


def test_contributes_matching_cards_until_safe_and_never_others() -> None:
    state, bot, seat = _turn_state()
    state.crisis = "c_lean_week"  # prevent: food
    state.contributions = []
    state.food = 9  # food is plentiful: the food cards are free for the crisis
    _give(state, seat, FOOD + OTHER)
    acts = _play_turn(state, bot, seat)
    given = [a.card for a in acts if a.type == "contribute"]
    assert given, "matching cards should go to the crisis"
    assert all(CONTENT.item(c).type == "food" for c in given)
    target = sum(1 for p in state.players if not p.exiled)
    assert len(given) <= target + 1  # the target + 1 safety margin, no more


def test_stops_once_the_crisis_is_safe() -> None:
    state, bot, seat = _turn_state()
    state.crisis = "c_lean_week"
    other = next(p.seat for p in state.players if p.seat != seat)
    target = sum(1 for p in state.players if not p.exiled)
    given = (_uids("i_dented_soup_cans", 2) + _uids("i_canned_beans", 2))[: target + 1]
    _give(state, other, given)  # the other player's hand: taken from the decks
    state.players[other].hand = []
    state.contributions = [[c, other, True] for c in given]
    state.food = 9
    _give(state, seat, _uids("i_tinned_peaches", 2))
    acts = _play_turn(state, bot, seat)
    assert not [a for a in acts if a.type == "contribute"]


def test_never_contributes_mismatching_cards() -> None:
    state, bot, seat = _turn_state()
    state.crisis = "c_lean_week"
    state.contributions = []
    _give(state, seat, OTHER)
    state.players[seat].unused = []  # no search that could find a food card
    acts = _play_turn(state, bot, seat)
    assert not [a for a in acts if a.type == "contribute"]


# ------------------------------------------------------------------------------ colony
def test_kills_colony_zombies_when_an_entrance_is_about_to_overrun() -> None:
    state, bot, seat = _turn_state(seed=32)
    state.crisis = None
    colony = state.places[COLONY]
    colony.zombies = [colony.cap] + [0] * (len(colony.zombies) - 1)  # entrance 1 full
    colony.barricades = [0] * len(colony.zombies)
    p = state.players[seat]
    for sid in p.survivors:
        state.survivors[sid].loc = COLONY
        state.survivors[sid].wounds = state.survivors[sid].frost = 0
    p.hand = []
    p.unused = [6, 6, 6]
    legal = legal_actions(state)
    a = bot.choose(legal, player_view(state, seat))
    # its first move kills there: an attack on entrance 1, or a killing ability
    if a.type == "ability":
        effect = CONTENT.survivors[a.survivor].ability.effect
        assert any(o.op == "zombies_kill" for o in effect), a
    else:
        assert a.type == "attack" and a.target == "z0", a
    apply(state, a)
    while state.pending["kind"] != "turn":  # e.g. where the ability kills: the colony
        legal = legal_actions(state)
        apply(state, bot.choose(legal, player_view(state, legal[0].actor)))
    assert colony.zombies[0] < colony.cap


def test_no_needless_attack_on_a_quiet_colony() -> None:
    state, bot, seat = _turn_state(seed=33)
    state.crisis = None
    colony = state.places[COLONY]
    colony.zombies = [0] * len(colony.zombies)
    colony.zombies[5] = 1  # a lone zombie at an entrance no zombie will reach this round
    colony.barricades = [0] * len(colony.zombies)
    for sv in state.survivors.values():
        sv.loc = COLONY
    state.players[seat].hand = []
    state.players[seat].unused = [6, 6]
    acts = _play_turn(state, bot, seat)
    assert not [a for a in acts if a.type == "attack"]


def test_never_attacks_survivors_and_calls_exile_votes_only_on_evidence() -> None:
    from game.bots.heuristic.social import CALL_AT
    from game.bots.heuristic.suspicion import posteriors

    for state, _legal, action in _decisions(5, 41, frozenset()):
        assert not (action.type == "attack" and action.target.startswith("s:"))
        if action.type == "exile_vote":
            view = player_view(state, action.actor)
            secret = CONTENT.secret_objectives[state.players[action.actor].secret]
            if secret.kind != "betrayal":
                assert posteriors(view, action.actor)[action.target] >= CALL_AT


# ------------------------------------------------------------------------------ sim
def test_sim_with_heuristic_bots(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert sim.main(["--games", "20", "--seed", "6", "--bot", "heuristic", "--jobs", "1",
                     "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out.rstrip("\n").splitlines()
    assert out[-1] == "games: 20  errors: 0  invariant-violations: 0  replay-mismatches: 0"
    assert "rounds: mean" in "\n".join(out)
    assert list(tmp_path.iterdir()) == []
    assert sim.main(["--games", "6", "--seed", "6", "--bot", "mixed", "--jobs", "1",
                     "--quiet", "--out", str(tmp_path)]) == 0
    assert capsys.readouterr().out == \
        "games: 6  errors: 0  invariant-violations: 0  replay-mismatches: 0\n"


def test_heuristic_games_last_longer_than_random_ones() -> None:
    results = {}
    for bot in ("random", "heuristic"):
        tasks = sim.plan(20, 8, None, None, bot)
        sim._init(None, CONTENT)
        rs = [sim.play(t, CONTENT) for t in tasks]
        assert not any(r.failed for r in rs)
        results[bot] = statistics.mean(r.rounds for r in rs)
    print(f"mean rounds: random {results['random']:.2f}  heuristic {results['heuristic']:.2f}")
    assert results["heuristic"] > results["random"] + 1


def test_random_bot_unchanged() -> None:
    """RandomBot still works with and without a view (existing callers)."""
    state = new_game(_config(3, 9), CONTENT)
    bot = RandomBot(3)
    for _ in range(200):
        legal = legal_actions(state)
        if not legal:
            break
        apply(state, bot.choose(legal) if state.turn_no % 2 else
              bot.choose(legal, player_view(state, legal[0].actor)))


def test_bench_times_a_heuristic_game() -> None:
    from game import bench

    games, decisions, views = bench.bench_heuristic(CONTENT, 1)
    assert len(games) == 1 and games[0] > 0
    assert len(decisions) == len(views) > 50
