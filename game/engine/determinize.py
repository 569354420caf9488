"""Determinization: a full state consistent with what one seat knows (for search bots).

``sample_hidden(state, seat, rng) -> State`` returns a copy of ``state`` in which everything
``seat`` cannot see is re-dealt at random, consistently with what it can see:

* item cards it cannot see -- other players' hands, their face-down crisis contributions,
  the location decks and the box of unused starting items -- are shuffled among those
  places, each card only among places that can hold a card of its deck (a Library card
  stays in the Library deck or in a hand / the crisis pile, never in the Grocery deck);
* other players' secret objectives are re-dealt from them plus the undealt ones, their
  exiled objectives likewise with the exiled deck; a crossroads card held by another seat
  is re-drawn from it plus the crossroads deck;
* the crisis, crossroads, survivor and exiled decks are shuffled; other players' unused
  dice are re-rolled (the view shows only how many they have); the engine's random
  generator gets a fresh seed from ``rng``, so future rolls and draws are unknown too.

``player_view(sample, seat) == player_view(state, seat)`` (tested).  Sizes, public cards and
the seat's own hand, secret, dice, contributions and search draws are untouched.  Call it
when ``seat`` is the one to decide: pending work that names cards (a card being resolved,
a search in progress) keeps those cards where they are.  The input state is not changed.
"""

from __future__ import annotations

import copy
import json
from typing import Any

from game.engine.rng import Rng
from game.engine.state import State

__all__ = ["sample_hidden"]


def _copy(s: State) -> State:
    out = copy.deepcopy(s, memo={id(s.content): s.content, id(s.config): s.config,
                                 id(s.events): []})
    out.events = []
    return out


_ORIGINS: dict[int, tuple[Any, dict[str, str]]] = {}


def _origins(s: State) -> dict[str, str]:
    """Item uid -> the deck it belongs to (a location or "starting"), per content."""
    hit = _ORIGINS.get(id(s.content))
    if hit is None or hit[0] is not s.content:
        table = {u: lid for lid in ["starting", *s.content.locations]
                 for u in s.content.item_uids(lid)}
        hit = _ORIGINS[id(s.content)] = (s.content, table)
    return hit[1]


def _pinned(s: State) -> set[str]:
    """Card ids named by pending work: they stay where they are."""
    text = json.dumps([s.stack, s.pending, s.search], default=str, sort_keys=True)
    out = set(s.limbo) | set(s.requested)
    for token in text.replace('"', " ").replace(",", " ").replace("[", " ").replace(
            "]", " ").replace("{", " ").replace("}", " ").replace(":", " ").split():
        if "#" in token:
            out.add(token)
    return out


def sample_hidden(state: State, seat: int, rng: Rng) -> State:
    s = _copy(state)
    origin = _origins(s)
    pinned = _pinned(s)
    others = [p for p in s.players if p.seat != seat]
    # ---- item cards: (list, index) slots holding hidden cards, grouped by deck of origin
    slots: dict[str, list[tuple[list[Any], int, int | None]]] = {}

    def add(container: list[Any], i: int, card: str, sub: int | None = None) -> None:
        if card in pinned:
            return
        slots.setdefault(origin.get(card, "?"), []).append((container, i, sub))

    for p in others:
        for i, c in enumerate(p.hand):
            add(p.hand, i, c)
    for i, row in enumerate(s.contributions):
        if row[1] != seat and row[2]:  # another seat's face-down card
            add(s.contributions, i, row[0], 0)
    for place in s.places.values():
        for i, c in enumerate(place.deck):
            add(place.deck, i, c)
    for i, c in enumerate(s.box):
        add(s.box, i, c)
    for group in slots.values():
        cards = [(cont[i] if sub is None else cont[i][sub]) for cont, i, sub in group]
        rng.shuffle(cards)
        for (cont, i, sub), card in zip(group, cards, strict=True):
            if sub is None:
                cont[i] = card
            else:
                cont[i][sub] = card
    # ---- secret objectives
    holders = [p for p in others if p.secret is not None]
    pool = [p.secret for p in holders if p.secret is not None] + list(s.secret_box)
    rng.shuffle(pool)
    for p in holders:
        p.secret = pool.pop()
    s.secret_box = pool
    ex_holders = [p for p in others if p.exiled_secret is not None]
    ex_pool = [p.exiled_secret for p in ex_holders if p.exiled_secret is not None] + \
        list(s.exiled_deck)
    rng.shuffle(ex_pool)
    for p in ex_holders:
        p.exiled_secret = ex_pool.pop()
    s.exiled_deck = ex_pool
    # ---- a crossroads card held by someone else, and the decks' order
    if s.held is not None and s.held["drawer"] != seat and s.crossroads_deck:
        deck = [s.held["card"], *s.crossroads_deck]
        rng.shuffle(deck)
        s.held["card"] = deck.pop()
        s.crossroads_deck = deck
    else:
        rng.shuffle(s.crossroads_deck)
    rng.shuffle(s.crisis_deck)
    rng.shuffle(s.survivor_deck)
    # ---- other players' dice and the future
    for p in others:
        p.unused = [rng.below(6) + 1 for _ in p.unused]
    s.rng = Rng.from_seed(rng.below(1 << 62))
    return s
