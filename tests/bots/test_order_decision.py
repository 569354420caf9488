"""Both bots answer the CARD-02 "order" decision (simultaneous effects) with a legal action,
and the heuristic bot keeps the newcomer out of the bite's way when nothing else says
otherwise."""

from __future__ import annotations

from typing import Any

from game import sim
from game.bots import HeuristicBot, RandomBot
from game.content.loader import load_base
from game.engine import apply, decision, legal_actions, new_game, player_view
from game.engine.actions import Attack, EndTurn
from game.engine.state import COLONY, State

CONTENT = load_base()


def _order_pending(seed: int = 7, second_turn: bool = False) -> State:
    """A base-pack game in which the active player's last survivor is bitten at the colony
    while other survivors stand there: KILL-07's new leader and the spread are ordered.
    With ``second_turn`` the bitten player is not the first player, and only the first
    player's survivors are left at the colony."""
    s = new_game(sim.make_config(3, frozenset(), seed), CONTENT)
    bot = RandomBot(seed)
    while s.pending["kind"] != "turn":
        apply(s, bot.choose(legal_actions(s)))
    if second_turn:
        apply(s, EndTurn(actor=s.pending["player"]))
        while s.pending["kind"] != "turn":
            apply(s, bot.choose(legal_actions(s)))
    seat = s.pending["player"]
    for sv in s.survivors.values():
        if sv.owner not in (seat, s.first_player):
            sv.loc = "police_station"
    p = s.players[seat]
    for sid in p.followers:
        s.survivors.pop(sid)
    p.followers = []
    s.survivors[p.leader].loc = COLONY
    s.survivors[p.leader].equipped = []
    s.places[COLONY].zombies = [1, 0, 0, 0, 0, 0]
    s.held, s.crossroads_deck = None, []
    p.unused, p.used = [6], []
    s.rng.script = ["bite"]
    apply(s, Attack(actor=seat, survivor=p.leader, die=0, target="z0"))
    d = decision(s)
    assert d is not None and d.kind == "order", d
    return s


def _choice(bot: Any, s: State) -> Any:
    legal = legal_actions(s)
    d = decision(s)
    assert d is not None
    a = bot.choose(legal, player_view(s, d.player))
    assert any(a is x for x in legal)
    return a


def test_card_02_both_bots_answer_an_order_decision() -> None:
    s = _order_pending()
    assert {a.key for a in legal_actions(s)} == {"spread", "replacement"}
    for seed in range(5):
        _choice(RandomBot(seed), s)
    a = _choice(HeuristicBot(1, CONTENT), s)
    # the bitten player is the decider itself: the spread first keeps its newcomer safe
    assert a.key == "spread"
    apply(s, a)
    assert s.pending["kind"] in ("bite_spread", "tie", "turn")


def test_card_02_the_heuristic_bot_lets_a_newcomer_take_a_bite_meant_for_its_own() -> None:
    """When the spread would reach only the decider's own survivors and the newcomer joins
    another player, the heuristic bot lets the newcomer arrive first."""
    s = _order_pending(second_turn=True)
    d = decision(s)
    assert d is not None and d.player == s.first_player != s.active
    at_colony = {s.survivors[x].owner for x in s.at(COLONY)}
    assert at_colony == {s.first_player}
    a = _choice(HeuristicBot(1, CONTENT), s)
    assert a.key == "replacement"
