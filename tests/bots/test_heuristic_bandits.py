"""The bots in Bandits games (BAND-07/08/13/16): RandomBot and HeuristicBot answer every
Bandits decision and action legally; HeuristicBot attacks the bandits that threaten its
survivors, leads bandits away from its own survivors and takes the best stockpile card."""

from __future__ import annotations

from game.bots import HeuristicBot, RandomBot
from game.engine import apply, legal_actions, new_game, player_view
from game.engine.modules.bandits import place_bandits
from game.engine.state import COLONY
from game.sim import Rules, make_config
from tests.engine.ln_kit import ln_tiny
from tests.engine.test_ln_bandits import CONTENT, game, innocent, reveal


def test_band_bots_play_bandits_games_legally() -> None:
    seen: set[str] = set()
    acts: set[str] = set()
    content = ln_tiny()
    for seed in range(5):
        cfg = make_config(4, frozenset(), seed, Rules("ln"), frozenset({"bandits"}))
        s = new_game(cfg, content)
        smart = HeuristicBot(seed, content)
        rnd = RandomBot(seed)
        steps = 0
        while (legal := legal_actions(s)) and steps < 6000:
            seen.add(s.pending["kind"])
            seat = legal[0].actor
            a = smart.choose(legal, player_view(s, seat)) if seat % 2 else rnd.choose(legal)
            assert a in legal
            acts.add(a.type)
            apply(s, a)
            steps += 1
        assert s.over
    assert "attack_bandit" in acts


def test_band_08_heuristic_attacks_the_bandits_at_its_survivors() -> None:
    s, seat = game()
    sid = s.players[seat].leader
    s.survivors[sid].loc = "school"
    place_bandits(s, "school", 3, "test")
    s.players[seat].unused = [6]
    s.removed.extend(s.players[seat].hand)  # nothing to play: the die decides
    s.players[seat].hand = []
    bot = HeuristicBot(1, CONTENT)
    a = bot.choose(legal_actions(s), player_view(s, seat))
    assert a.type == "attack_bandit" and a.at == "school"


def test_band_07_heuristic_leader_sends_bandits_to_other_players() -> None:
    s, seat = game()
    leader = innocent(s, seat)
    from game.engine.votes import exile

    exile(s, leader)
    for sid in s.players[leader].survivors:
        s.survivors[sid].loc = "library"
    other = next(sid for sid, sv in s.survivors.items() if sv.owner != leader)
    s.survivors[other].loc = "hospital"
    reveal(s, "k_full")
    assert s.pending["kind"] == "bandit_place" and s.pending["player"] == leader
    a = HeuristicBot(2, CONTENT).choose(legal_actions(s), player_view(s, leader))
    assert a.key == "hospital"
    assert COLONY not in {o["key"] for o in s.pending["options"]}


def test_band_16_heuristic_takes_the_best_stockpile_card() -> None:
    s, seat = game()
    sid = s.players[seat].leader
    s.survivors[sid].loc = "hideout"
    s.band.stockpile.extend([s.places["school"].deck.pop(0), s.places["library"].deck.pop(0)])
    s.rng.script = [5]
    s.players[seat].unused = [6]
    from game.engine.modules.bandits_actions import Hideout

    apply(s, Hideout(actor=seat, survivor=sid, die=0, mode="search"))
    bot = HeuristicBot(3, CONTENT)
    while s.pending["kind"] == "stockpile_pick":
        apply(s, bot.choose(legal_actions(s), player_view(s, seat)))
    assert s.band.stockpile == []
