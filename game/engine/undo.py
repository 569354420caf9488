"""Fair undo support: may an action just applied be taken back without anyone gaining
information or a second try at chance?  (The session keeps the snapshots; this module only
judges, from the state before and after and the events.)

An action is *reversible* when, since it was taken:

* no chance was resolved -- the RNG is exactly where it was (no die, exposure roll,
  shuffle or draw; scripted test outcomes count too);
* nothing hidden was shown -- no event has a private part, and no card id, objective or
  survivor that was hidden before (a hand, a deck -- the Long Night's improvement,
  experiment and side-effect decks too --, a secret objective, a search draw, the held
  crossroads card, a face-down contribution) appears in the events' public data or on
  the shared table afterwards (a card played from the hand has been seen by everyone);
* the same player is still the one to decide, and the game is not over (nobody else has
  been asked anything).
"""

from __future__ import annotations

from typing import Any

from game.engine.core import decision
from game.engine.events import Event
from game.engine.messages import Msg
from game.engine.state import State
from game.engine.views import public_view

# The event types that resolve chance, for a readable reason (the RNG check is the rule).
# Each reason is a message id (Msg, in the interface catalogs): the table shows it in the
# player's language.
_CHANCE_REASONS: tuple[tuple[str, Msg], ...] = (
    ("ExposureRolled", Msg("the exposure die has been rolled")),
    ("DiceRolled", Msg("dice have been rolled")),
    ("DieRerolled", Msg("a die has been rerolled")),
    ("DeckShuffled", Msg("a deck has been shuffled")),
    ("SearchDrew", Msg("cards have been drawn")),
    ("CardDrawn", Msg("a card has been drawn")),
    ("CrossroadsDrawn", Msg("a crossroads card has been drawn")),
)


def rng_mark(state: State) -> tuple[int, int, int]:
    """Where the RNG stands (compare before and after an action)."""
    return (state.rng.state, state.rng.draws, len(state.rng.script))


def _strings(obj: Any, out: set[str]) -> set[str]:
    if isinstance(obj, str):
        out.add(obj)
    elif isinstance(obj, dict):
        for v in obj.values():
            _strings(v, out)
    elif isinstance(obj, (list, tuple, set)):
        for v in obj:
            _strings(v, out)
    return out


def _with_base(ids: set[str]) -> set[str]:
    """Card uids (``i_rope#2``) and their card ids (``i_rope``)."""
    return ids | {i.split("#", 1)[0] for i in ids if "#" in i}


def hidden_ids(state: State, card_ids: bool = True) -> set[str]:
    """Every id that is hidden from the shared table right now: hands, dealt survivors,
    secret objectives, every deck, the search draws, the held crossroads card and the
    face-down contributions (minus anything already public).  With ``card_ids`` the card
    ids of hidden copies too (``i_rope`` for ``i_rope#2``: stricter, since the first copy's
    uid is the bare card id)."""
    ids: set[str] = set()
    for p in state.players:
        ids.update(p.hand)
        ids.update(p.draft)
        for sec in (p.secret, p.exiled_secret):
            if sec:
                ids.add(sec)
    for place in state.places.values():
        ids.update(place.deck)
    for deck in (state.survivor_deck, state.crisis_deck, state.crossroads_deck,
                 state.secret_box, state.exiled_deck, state.box):
        ids.update(deck)
    if state.search:
        ids.update(str(c) for c in state.search.get("drawn", ()))
    if state.held:
        ids.add(str(state.held.get("card")))
    ids.update(str(c[0]) for c in state.contributions if c[2])
    # the Long Night's face-down decks (dealt in order, so turning one over needs no RNG)
    impr, rax = getattr(state, "impr", None), getattr(state, "rax", None)
    if impr is not None:
        ids.update(impr.deck)
    if rax is not None:
        ids.update(rax.experiments)
        ids.update(rax.side_effects)
    if card_ids:
        ids = _with_base(ids)
    return ids - public_strings(state)


def public_strings(state: State) -> set[str]:
    """Every string on the shared table (the pending decision's wording left out)."""
    view = public_view(state)
    view.pop("decision", None)
    return _strings(view, set())


class Before:
    """What must be remembered before an action to judge it afterwards."""

    __slots__ = ("hidden", "player", "rng")

    def __init__(self, state: State, player: int) -> None:
        self.rng = rng_mark(state)
        self.hidden = hidden_ids(state)
        self.player = player


def irreversible(before: Before, state: State, events: list[Event],
                 names: list[str] | None = None) -> str | None:
    """Why the action just applied (``state`` after it, ``events`` it emitted) cannot be
    taken back fairly, or None when it can.  ``names``: seat names for the reason."""
    if state.over:
        return Msg("the game is over")
    types = {e.type for e in events}
    for etype, reason in _CHANCE_REASONS:  # even a roll of no dice at all counts
        if etype in types:
            return reason
    if rng_mark(state) != before.rng:
        return Msg("chance has been resolved (dice, a shuffle or a draw)")
    if any(e.secret is not None for e in events):
        return Msg("something has been shown to a player in private")
    shown = _strings([e.data for e in events], set()) | public_strings(state)
    if shown & before.hidden:
        return Msg("a hidden card has been shown to everyone")
    d = decision(state)
    if d is None:
        return Msg("the game is over")
    if int(d["player"]) != before.player:
        who = names[int(d["player"])] if names else f"seat {int(d['player']) + 1}"
        return Msg("{player} has been asked to decide", player=who)
    return None
