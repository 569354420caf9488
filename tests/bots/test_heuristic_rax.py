"""The bots with the Raxxon module: RandomBot and HeuristicBot answer every Raxxon decision
and turn action legally; HeuristicBot contains the experiments (puts the die that
completes the code on the Raxxon card, votes to contain, gives the 3 fewer zombies to the
most threatened place) and fights special zombies."""

from __future__ import annotations

from game.bots import HeuristicBot, RandomBot
from game.engine import apply, legal_actions, new_game, player_view
from game.engine.state import COLONY
from game.sim import Rules, make_config
from tests.engine.ln_kit import ln_tiny
from tests.engine.rules_kit import answer_as, end_round
from tests.engine.test_ln_raxxon import LAB, game, put, to_lab, top

RAX = frozenset({"raxxon"})


def _choose(s, bot):
    seat = s.pending["player"]
    legal = legal_actions(s)
    a = bot.choose(legal, player_view(s, seat))
    assert a in legal
    return a


def test_bots_play_raxxon_games_legally() -> None:
    seen: set[str] = set()
    types: set[str] = set()
    for seed in range(8):
        content = ln_tiny()
        s = new_game(make_config(3 + seed % 2, frozenset(), seed, Rules("ln"), RAX), content)
        smart, rnd = HeuristicBot(seed, content), RandomBot(seed)
        steps = 0
        while (legal := legal_actions(s)) and steps < 4000:
            seen.add(s.pending["kind"])
            seat = legal[0].actor
            a = smart.choose(legal, player_view(s, seat)) if seat % 2 else rnd.choose(legal)
            assert a in legal
            types.add(a.type)
            apply(s, a)
            steps += 1
        assert s.over
    assert {"containment", "attack_special"} & types


def test_heuristic_puts_the_die_that_completes_the_code() -> None:
    s, seat = game()
    top(s, "lt_exp_0")  # a 2 and a 5
    to_lab(s, s.players[seat].leader)
    s.rax.dice = [[(seat + 1) % s.n, 2]]
    s.players[seat].unused = [1, 5]
    a = _choose(s, HeuristicBot(1, s.content))
    assert a.type == "containment" and s.players[seat].unused[a.die] == 5


def test_heuristic_votes_to_contain_and_relieves_the_threatened_place() -> None:
    s, seat = game()
    top(s, "lt_exp_0")
    s.rax.dice = [[seat, 2], [seat, 5]]
    end_round(s)
    bot = HeuristicBot(1, s.content)
    assert s.pending["kind"] == "ballot"
    assert _choose(s, bot).key == "yes"
    # thumbs down anyway: the relief goes where an overrun is nearest
    while s.pending["kind"] == "ballot":
        answer_as(s, "no")
    assert s.pending["kind"] == "containment_relief"
    col = s.places[COLONY]
    col.zombies = [2] * len(col.zombies)
    assert _choose(s, bot).key == COLONY


def test_heuristic_attacks_a_special_zombie_that_blocks_its_place() -> None:
    s, seat = game()
    for x in s.players[seat].survivors:  # the whole group is there: nothing to attract
        to_lab(s, x)
    s.players[seat].unused = [6]
    put(s, "lt_sz_brute", "lt_exp_0", LAB)
    s.places[LAB].zombies = [2]  # full: no barricade; the zombies can't be attacked first
    s.players[seat].hand = []
    a = _choose(s, HeuristicBot(1, s.content))
    assert a.type == "attack_special"
