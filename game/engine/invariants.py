"""Whole-state consistency checks for play-outs and property tests.

``check_invariants(state)`` returns a list of readable problems (empty: all is well).  It is
a pure function: it reads the state (and, unless given, computes ``legal_actions``) and
never changes it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from game.engine.board import MORALE_MAX
from game.engine.registry import invariants as module_invariants
from game.engine.registry import item_places, survivor_places
from game.engine.state import COLONY, State


def _dupes(where: dict[str, list[str]]) -> Counter[str]:
    return Counter(card for cards in where.values() for card in cards)


def _places_of(card: str, where: dict[str, list[str]]) -> list[str]:
    return [name for name, cards in where.items() if card in cards]


def _frames(s: State) -> Iterable[dict[str, Any]]:
    """Work-stack frames and the pending decision's context (cards in transit)."""
    yield from s.stack
    if s.pending is not None:
        yield {"k": "pending:" + str(s.pending.get("kind")), **(s.pending.get("ctx") or {})}


def _item_places(s: State) -> dict[str, list[str]]:
    where: dict[str, list[str]] = {}
    for p in s.players:
        where[f"hand of {p.name}"] = p.hand
    for lid, place in s.places.items():
        where[f"{lid} deck"] = place.deck
    for sid, sv in s.survivors.items():
        where[f"equipped to {sid}"] = sv.equipped
    where["box"] = s.box
    where["waste"] = s.waste
    where["removed"] = s.removed
    where["limbo"] = s.limbo
    where["contributions"] = [c[0] for c in s.contributions]
    where["search draws"] = s.search["drawn"] if s.search else []
    where.update(item_places(s))  # the modules' own places (BAND-11: the hideout stockpile)
    return where


_UNIVERSE: dict[int, tuple[Any, frozenset[str]]] = {}


def _item_universe(s: State) -> frozenset[str]:
    """Every physical item card uid of the content (cached per content object)."""
    hit = _UNIVERSE.get(id(s.content))
    if hit is not None and hit[0] is s.content:
        return hit[1]
    uids: set[str] = set()
    for deck in {card.deck for card in s.content.items.values()}:
        uids.update(s.content.item_uids(deck))
    universe = frozenset(uids)
    if len(_UNIVERSE) > 16:
        _UNIVERSE.clear()
    _UNIVERSE[id(s.content)] = (s.content, universe)
    return universe


def _check_items(s: State, out: list[str]) -> None:
    where = _item_places(s)
    counts = _dupes(where)
    universe = _item_universe(s)
    total = sum(counts.values())
    if total == len(universe) and len(counts) == total and universe.issuperset(counts):
        return  # the common case, checked fast
    for uid, n in sorted(counts.items()):
        if uid not in universe:
            out.append(f"item card {uid} is not in the content pack (in "
                       f"{', '.join(_places_of(uid, where))})")
        elif n > 1:
            out.append(f"item card {uid} is in {n} places: {', '.join(_places_of(uid, where))}")
    missing = sorted(universe - set(counts))
    if missing:
        out.append(f"{len(missing)} item card(s) are nowhere (pack total {len(universe)}, "
                   f"found {len(set(counts) & universe)}): {', '.join(missing[:5])}")


def _survivors_in_transit(s: State) -> list[str]:
    out: list[str] = []
    for f in _frames(s):
        if f.get("k") == "gain_pick" or (f.get("k") == "pending:choose_card"
                                        and f.get("purpose") == "gain"):
            out.extend(f.get("drawn") or [])
        if f.get("k") in ("survivor_join", "pending:survivor_join"):
            sid = f.get("sid")
            if isinstance(sid, str):
                out.append(sid)
    return out


def _awaiting_placement(s: State) -> set[str]:
    """Group members of exiled players whose standee is being placed right now."""
    out: set[str] = set()
    for f in _frames(s):
        if f.get("k") in ("survivor_join", "pending:survivor_join"):
            sid = f.get("sid")
            if isinstance(sid, str):
                out.add(sid)
    return out


def _check_survivors(s: State, out: list[str]) -> None:
    where: dict[str, list[str]] = {"survivor deck": list(s.survivor_deck), "dead": list(s.dead),
                                   "being drawn": _survivors_in_transit(s),
                                   "not in this game": list(s.excluded)}
    where.update(survivor_places(s))  # the modules' own places (SCEN-R-02: set aside)
    for p in s.players:
        where[f"draft of {p.name}"] = list(p.draft)
        where[f"group of {p.name}"] = list(p.survivors)
    counts = _dupes(where)
    universe = set(s.content.survivors)
    for sid, n in sorted(counts.items()):
        if sid not in universe:
            out.append(f"survivor {sid} is not in the content pack")
        elif n > 1:
            out.append(f"survivor card {sid} is in {n} places: "
                       f"{', '.join(_places_of(sid, where))}")
    missing = sorted(universe - set(counts))
    if missing:
        out.append(f"survivor card(s) nowhere: {', '.join(missing[:5])}")
    # standees
    waiting = _awaiting_placement(s)
    for sid, sv in s.survivors.items():
        if sv.loc not in s.places:
            out.append(f"standee {sid} stands at unknown location {sv.loc!r}")
        if not 0 <= sv.owner < s.n:
            out.append(f"standee {sid} has no owner (seat {sv.owner})")
            continue
        if sid not in s.players[sv.owner].survivors:
            out.append(f"standee {sid} is not in the group of its owner "
                       f"{s.players[sv.owner].name}")
        if sv.sid != sid:
            out.append(f"standee {sid} is recorded as {sv.sid}")
        if sv.wounds < 0 or sv.frost < 0 or sv.damage >= 3:
            out.append(f"survivor {sid} has {sv.wounds} wounds and {sv.frost} frostbite")
    if s.phase != "setup":
        for p in s.players:
            for sid in p.survivors:
                if sid not in s.survivors and sid not in waiting:
                    out.append(f"{p.name}'s survivor {sid} has no standee on the board")


def _check_tokens(s: State, out: list[str]) -> None:
    for lid, pl in s.places.items():
        if len(pl.zombies) != len(pl.barricades):
            out.append(f"{lid}: {len(pl.zombies)} entrances for zombies but "
                       f"{len(pl.barricades)} for barricades")
        for e, (z, b) in enumerate(zip(pl.zombies, pl.barricades)):
            if z < 0 or b < 0:
                out.append(f"{lid} entrance {e}: {z} zombies, {b} barricades")
            if z + b > pl.cap:
                out.append(f"{lid} entrance {e}: {z} zombies + {b} barricades > {pl.cap} spaces")
        if not 0 <= pl.noise <= pl.noise_spaces:
            out.append(f"{lid}: {pl.noise} noise tokens on {pl.noise_spaces} noise spaces")
        used = s.occupied(lid)
        if used > pl.spaces and (lid != COLONY or s.config.options.helpless_occupy_space):
            out.append(f"{lid}: {used} survivors (and helpless) on {pl.spaces} spaces")
    for name in ("food", "helpless", "starvation", "rounds_left", "round"):
        v = getattr(s, name)
        if v < 0:
            out.append(f"{name} is negative ({v})")
    if not 0 <= s.morale <= MORALE_MAX:
        out.append(f"morale {s.morale} is outside 0..{MORALE_MAX}")
    if s.morale == 0 and not s.over and s.phase != "setup":
        out.append("morale is 0 but the game goes on")


def _check_dice(s: State, out: list[str]) -> None:
    for p in s.players:
        for pool, dice in (("unused", p.unused), ("used", p.used)):
            for v in dice:
                if not isinstance(v, int) or isinstance(v, bool) or v < 1:
                    out.append(f"{p.name} has a die showing {v!r} in the {pool} pool")
        if p.eliminated and p.unused:
            out.append(f"{p.name} is eliminated but still has unused dice")


def _check_decks(s: State, out: list[str]) -> None:
    """Crisis, crossroads and objective cards: each in at most one place."""
    held = [s.held["card"]] if s.held else []
    groups = {
        "crossroads": (list(s.crossroads_deck) + list(s.crossroads_out) + held,
                       set(s.content.crossroads)),
        "crisis": (list(s.crisis_deck) + list(s.crises_done) + ([s.crisis] if s.crisis else []),
                   set(s.content.crises)),
        "objective": (list(s.secret_box) + list(s.exiled_deck)
                      + [p.secret for p in s.players if p.secret]
                      + [p.exiled_secret for p in s.players if p.exiled_secret],
                      set(s.content.secret_objectives)),
    }
    for kind, (cards, universe) in groups.items():
        for card, n in sorted(Counter(cards).items()):
            if card not in universe:
                out.append(f"{kind} card {card} is not in the content pack")
            elif n > 1:
                out.append(f"{kind} card {card} is in {n} places")


def _check_flow(s: State, out: list[str], legal: list[Any] | None) -> None:
    if legal is None:
        from game.engine.core import legal_actions

        legal = legal_actions(s)
    if s.over:
        if legal:
            out.append(f"the game is over but {len(legal)} actions are legal")
        if s.phase != "over":
            out.append(f"the game is over but the phase is {s.phase!r}")
        return
    if s.pending is None:
        out.append("the game is not over but no decision is pending")
    elif not legal:
        out.append(f"the game is not over but no action is legal (decision "
                   f"{s.pending.get('kind')} of seat {s.pending.get('player')})")
    elif s.pending.get("player") is not None and any(
            a.actor != s.pending["player"] for a in legal):
        out.append("a legal action belongs to a player who is not deciding")


def check_invariants(s: State, legal: list[Any] | None = None) -> list[str]:
    """Every problem with ``s`` (empty list: consistent).  ``legal`` may pass in
    ``legal_actions(s)`` when the caller has it already."""
    out: list[str] = []
    checks = (_check_items, _check_survivors, _check_tokens, _check_dice, _check_decks)
    for check in checks:
        try:
            check(s, out)
        except Exception as exc:  # noqa: BLE001 - a broken state must be reported, not crash
            out.append(f"{check.__name__} crashed: {type(exc).__name__}: {exc}")
    try:
        _check_flow(s, out, legal)
    except Exception as exc:  # noqa: BLE001
        out.append(f"legal_actions crashed: {type(exc).__name__}: {exc}")
    out.extend(module_invariants(s))
    return out
