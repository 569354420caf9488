"""Shared helpers for the rule tests of ZOMB..VAR (tests/engine/test_rules_*.py).

``RC`` is the factory's test content plus a few single-purpose test cards (zombie hordes,
wound/kill/remove cards, votes, a deck search, a once-per-round tool ...), crises and
crossroads.  Positions are hand-built by editing a ``started()`` state; everything else goes
through ``game.engine.apply``."""

from __future__ import annotations

from typing import Any

import pytest

from game.content.pack import Content
from game.content.schema import CrisisCard, CrossroadsCard, ItemCard, SurvivorCard
from game.engine import IllegalAction, apply, state_hash
from game.engine.actions import Answer, EndTurn, PlayCard
from game.engine.state import COLONY, State
from tests.engine.factory import CONTENT, make_content, started

__all__ = ["COLONY", "RC", "answer_as", "content_with", "end_round", "evs", "game_with_free",
           "give", "illegal", "play", "quiet", "rc_game", "recruit", "survivor_card",
           "turn_seat"]


def _item(d: dict[str, Any]) -> ItemCard:
    base = {"deck": "school", "kind": "event", "type": "tool", "text": d["id"],
            "name": d["id"]}
    base.update(d)
    return ItemCard.model_validate(base)


def _test_items() -> dict[str, ItemCard]:
    out: list[ItemCard] = []
    for n in range(1, 9):
        out.append(_item({"id": f"t_z_colony_{n}",
                          "effect": [{"op": "zombies_add", "at": "colony", "count": n}]}))
    for n in range(1, 4):
        out.append(_item({"id": f"t_z_police_{n}", "effect": [
            {"op": "zombies_add", "at": "police_station", "count": n}]}))
    out += [
        _item({"id": "t_remove_colony",
               "effect": [{"op": "zombies_remove", "at": "colony", "count": 1}]}),
        _item({"id": "t_trap", "text": "kill a zombie at the colony (no survivor)",
               "effect": [{"op": "zombies_kill", "at": "colony"}]}),
        _item({"id": "t_helpless", "effect": [{"op": "helpless_add", "count": 1}]}),
        _item({"id": "t_helpless_kill", "effect": [{"op": "helpless_kill", "count": 1}]}),
        _item({"id": "t_wound", "effect": [{"op": "wound", "target": "choose_own"}]}),
        _item({"id": "t_kill", "effect": [{"op": "kill_survivor", "target": "choose_own"}]}),
        _item({"id": "t_remove",
               "effect": [{"op": "kill_survivor", "target": "choose_own", "remove": True}]}),
        _item({"id": "t_morale_up", "effect": [{"op": "morale", "amount": 3}]}),
        _item({"id": "t_search_weapon", "effect": [
            {"op": "search_deck", "deck": "police_station", "item_type": "weapon"}]}),
        _item({"id": "t_vote", "effect": [
            {"op": "vote", "question": "Share the stores?",
             "yes": [{"op": "food", "amount": 3}], "no": [{"op": "morale", "amount": -1}]}]}),
        _item({"id": "t_note", "kind": "ordinary", "type": "book",
               "effect": [{"op": "food", "amount": 1}]}),
        _item({"id": "t_big_food", "type": "food", "kind": "ordinary",
               "effect": [{"op": "food", "amount": 3}]}),
        _item({"id": "t_radio", "kind": "equip", "type": "tool",
               "equip": {"text": "once per round: +1 food", "kind": "activated",
                         "frequency": "once_per_round",
                         "effect": [{"op": "food", "amount": 1}]}}),
        _item({"id": "t_human_only", "text": "a human must use it",
               "requires": {"cond": "flag", "flag": "acting_is_human"},
               "effect": [{"op": "food", "amount": 1}, {"op": "wound", "target": "acting"}]}),
        _item({"id": "t_each_lose", "effect": [
            {"op": "for_each", "over": "player",
             "effect": [{"op": "lose_cards", "count": 1, "random": True}]}]}),
    ]
    return {c.id: c for c in out}


def _test_crises() -> dict[str, CrisisCard]:
    cs = [
        {"id": "k_two", "name": "Two needs", "prevent": ["fuel", "weapon"], "text": "-1",
         "effect": [{"op": "morale", "amount": -1}]},
        {"id": "k_opt", "name": "Optional", "prevent": ["food"], "text": "-1 morale",
         "effect": [{"op": "morale", "amount": -1}],
         "optional": {"item_type": "medicine", "per": 2, "text": "+2 food per 2 medicine",
                      "effect": [{"op": "food", "amount": 2}]}},
        {"id": "k_helpless", "name": "Refugees", "prevent": ["food"], "text": "+2 helpless",
         "effect": [{"op": "helpless_add", "count": 2}]},
    ]
    out = {}
    for c in cs:
        card = CrisisCard.model_validate(c)
        out[card.id] = card
    return out


def _xr(cid: str, options: list[dict], **kw: Any) -> CrossroadsCard:
    data = {"id": cid, "name": cid, "trigger": {"on": "move"},
            "trigger_text": "When the active player moves a survivor", "story": "story",
            "options": options}
    data.update(kw)
    return CrossroadsCard.model_validate(data)


def _test_crossroads() -> dict[str, CrossroadsCard]:
    cs = [
        _xr("y_req", [
            {"label": "Rich", "text": "needs 99 cards",
             "requires": {"cond": "compare", "value": {"q": "own_hand"}, "n": 99},
             "effect": [{"op": "food", "amount": 5}]},
            {"label": "Poor", "text": "-1 morale", "effect": [{"op": "morale", "amount": -1}]},
            {"label": "Hungry", "text": "-1 food", "effect": [{"op": "food", "amount": -1}]},
        ]),
        _xr("y_vote", [
            {"label": "Vote", "text": "everyone votes", "effect": [
                {"op": "vote", "question": "Open the gates?",
                 "yes": [{"op": "food", "amount": 2}],
                 "no": [{"op": "morale", "amount": -1}]}]},
            {"label": "Skip", "text": "nothing"},
        ]),
        _xr("y_friend", [
            {"label": "Take her in", "text": "a survivor joins",
             "effect": [{"op": "helpless_add", "count": 1}]},
            {"label": "Turn away", "text": "nothing"},
        ], adds_survivor=True),
        _xr("y_search", [
            {"label": "Look", "text": "search the police deck for a weapon", "effect": [
                {"op": "search_deck", "deck": "police_station", "item_type": "weapon"}]},
            {"label": "Skip", "text": "nothing"},
        ]),
        _xr("y_search_done", [
            {"label": "Look", "text": "+1 food", "effect": [{"op": "food", "amount": 1}]},
            {"label": "Skip", "text": "nothing"},
        ], trigger={"on": "search"}, trigger_text="After a search"),
    ]
    return {c.id: c for c in cs}


RC: Content = make_content(items={**CONTENT.items, **_test_items()},
                           crises={**CONTENT.crises, **_test_crises()},
                           crossroads={**CONTENT.crossroads, **_test_crossroads()})


def content_with(**over: Any) -> Content:
    """RC with some tables replaced/extended (``survivors=...`` merges by id)."""
    data: dict[str, Any] = dict(items=RC.items, crises=RC.crises, crossroads=RC.crossroads)
    for key, val in over.items():
        data[key] = val
    return make_content(**data)


def survivor_card(sid: str, influence: int, **kw: Any) -> SurvivorCard:
    data = {"id": sid, "name": sid, "profession": "tester", "influence": influence,
            "attack": 3, "search": 3,
            "ability": {"text": "none", "kind": "passive"}}
    data.update(kw)
    return SurvivorCard.model_validate(data)


def rc_game(n: int = 3, variants: tuple[str, ...] = (), seed: int = 1,
            content: Content | None = None, **kw: Any) -> State:
    return started(n, variants, seed, content or RC, **kw)


def game_with_free(content: Content, *sids: str, n: int = 3) -> State:
    """A started game (first seed from 1 on) where none of ``sids`` was kept in the draft, so
    a test can hand them to a player with ``recruit``."""
    for seed in range(1, 50):
        s = rc_game(n=n, seed=seed, content=content)
        if all(sid in s.survivor_deck for sid in sids):
            return s
    raise AssertionError("no seed leaves those survivors in the deck")


def recruit(s: State, seat: int, sid: str, loc: str = COLONY) -> None:
    """Hand-built position: survivor ``sid`` (from the survivor deck) follows ``seat``."""
    from game.engine.state import Survivor

    s.survivor_deck.remove(sid)
    s.players[seat].followers.append(sid)
    s.survivors[sid] = Survivor(sid=sid, owner=seat, loc=loc)


# ----------------------------------------------------------------------------- helpers
def quiet(s: State) -> State:
    """No crossroads draws or held card, no crisis, plenty of food: a position where ending
    turns and colony phases changes nothing except what a test sets up."""
    s.held = None
    s.crossroads_deck = []
    s.crisis = None
    s.food = 20
    return s


def turn_seat(s: State) -> int:
    assert s.pending is not None and s.pending["kind"] == "turn", s.pending
    return s.pending["player"]


def give(s: State, seat: int, cid: str, n: int = 1) -> str:
    """Put copy ``n`` of item ``cid`` into a player's hand (taken from wherever it is)."""
    uid = f"{cid}#{n}"
    for place in s.places.values():
        if uid in place.deck:
            place.deck.remove(uid)
    for p in s.players:
        if uid in p.hand:
            p.hand.remove(uid)
    if uid in s.box:
        s.box.remove(uid)
    s.players[seat].hand.append(uid)
    return uid


def play(s: State, seat: int, cid: str, survivor: str | None = None) -> list:
    uid = give(s, seat, cid)
    return apply(s, PlayCard(actor=seat, card=uid, survivor=survivor))


def answer_as(s: State, key: str) -> list:
    assert s.pending is not None
    return apply(s, Answer(actor=s.pending["player"], key=key))


def end_round(s: State) -> list:
    """End every remaining turn of this round (answering nothing else) and run the Colony
    Phase; returns all events.  Stops early if another decision comes up."""
    out: list = []
    start = s.round
    while not s.over and s.round == start and s.pending and s.pending["kind"] == "turn":
        out += apply(s, EndTurn(actor=s.pending["player"]))
    return out


def evs(events: list, type_: str) -> list:
    return [e for e in events if e.type == type_]


def illegal(s: State, action: Any) -> str:
    """The action is refused with a readable reason and the state is unchanged."""
    before = state_hash(s)
    with pytest.raises(IllegalAction) as exc:
        apply(s, action)
    assert state_hash(s) == before
    reason = exc.value.reason
    assert isinstance(reason, str) and len(reason) > 8
    return reason
