"""The presenter's draft of a view (copy-on-write access to the parts one event changes),
the main objective's quantities read from a view, and the registry of event handlers
(:mod:`game.client.table.presenter` folds events with them; split out of it)."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

View = dict[str, Any]

COLONY = "colony"


def _int(v: Any, default: int = 0) -> int:
    try:
        return int(v)
    except (TypeError, ValueError):
        return default


class Draft:
    """Copy-on-write access to the parts of a view one event changes."""

    def __init__(self, view: View) -> None:
        self.v = dict(view)
        self._copied: set[str] = set()
        self.survivors_changed = False

    def part(self, key: str) -> Any:
        if key not in self._copied:
            self._copied.add(key)
            self.v[key] = copy.deepcopy(self.v.get(key)) if key in self.v else None
            if key == "locations" and self.v[key] is not None:
                self.v["colony"] = self.v[key].get(COLONY, self.v.get("colony"))
        return self.v[key]

    def loc(self, lid: Any) -> dict[str, Any] | None:
        locs = self.part("locations") or {}
        return locs.get(lid)

    def player(self, seat: Any) -> dict[str, Any] | None:
        players = self.part("players") or []
        i = _int(seat, -1)
        for p in players:
            if p.get("seat") == i:
                return p
        return players[i] if 0 <= i < len(players) else None

    def survivor(self, sid: Any) -> dict[str, Any] | None:
        return (self.part("survivors") or {}).get(sid)

    def me(self, seat: Any) -> dict[str, Any] | None:
        """The private part, only when it belongs to ``seat``."""
        me = self.v.get("me")
        if not isinstance(me, dict) or me.get("seat") != _int(seat, -1):
            return None
        return self.part("me")

    def finish(self) -> View:
        self._survivors_finish()
        self._progress_finish()
        return self.v

    def _progress_finish(self) -> None:
        """The main objective's progress items, recounted from the presented view (the
        quantities a view shows; others wait for the sync)."""
        mo = self.v.get("main_objective")
        if not isinstance(mo, dict) or not mo.get("progress"):
            return
        fresh: list[tuple[int, Any] | None] = []
        for it in mo["progress"]:
            value = quantity(self.v, it)
            if value is None or value == it.get("value"):
                fresh.append(None)
                continue
            cmp = CMP.get(it.get("cmp") or "")
            met = cmp(value, it["target"]) if cmp and it.get("target") is not None \
                else it.get("met")
            fresh.append((value, met))
        if not any(fresh):
            return
        mo = self.part("main_objective")
        for it, f in zip(mo["progress"], fresh, strict=True):
            if f is not None:
                it["value"], it["met"] = f

    def _survivors_finish(self) -> None:
        if self.survivors_changed:
            survivors = self.part("survivors")
            players = self.part("players")
            leaders = {p.get("seat"): p.get("leader") for p in players}
            for sid, sv in survivors.items():
                sv["leader"] = leaders.get(sv.get("owner")) == sid
            for lid, loc in self.part("locations").items():
                loc["survivors"] = [sid for sid, sv in survivors.items() if sv.get("loc") == lid]


CMP: dict[str, Callable[[int, int], bool]] = {
    ">=": lambda a, b: a >= b, "<=": lambda a, b: a <= b, "==": lambda a, b: a == b,
    ">": lambda a, b: a > b, "<": lambda a, b: a < b, "!=": lambda a, b: a != b,
}
_TOP_QUANTITIES = ("food", "starvation", "morale", "rounds_left", "round", "helpless", "waste")
_STAT_QUANTITIES = ("zombies_killed", "survivors_dead", "crises_prevented")


def quantity(view: View, item: dict[str, Any]) -> int | None:
    """The value of a main-objective progress item (``q`` at ``at``) read from a view, or
    None for quantities a view does not show."""
    q, at = item.get("q"), item.get("at")
    if q in _TOP_QUANTITIES:
        return _int(view.get(q))
    if q in _STAT_QUANTITIES:
        return _int((view.get("stats") or {}).get(q))
    locs = view.get("locations") or {}
    places = [locs[at]] if at in locs else ([] if at else list(locs.values()))
    if at and not places:
        return None
    if q in ("zombies", "barricades"):
        return sum(sum(pl.get(q, [])) for pl in places)
    if q == "noise":
        return sum(_int(pl.get("noise")) for pl in places)
    if q == "survivors":
        return len(places[0].get("survivors", [])) if at else len(view.get("survivors", {}))
    if q == "deck" and at:
        return _int(places[0].get("deck"))
    if q == "players_exiled":
        return sum(1 for p in view.get("players", []) if p.get("exiled"))
    return None


# ----------------------------------------------------------------------------- handlers
# the registry of event handlers: the base game's below; a module's client package adds
# its own at import (``on``, or wrapping a base one in ``HANDLERS``), e.g. the Long Night's
# ``game.client.modules.long_night.present``
Handler = Callable[[Draft, dict[str, Any], Any, Any], None]
HANDLERS: dict[str, Handler] = {}


def on(*types: str) -> Callable[[Handler], Handler]:
    """Register the decorated function as the handler of the event types ``types``."""
    def deco(fn: Handler) -> Handler:
        for t in types:
            HANDLERS[t] = fn
        return fn

    return deco


def _stat(v: Draft, key: str) -> None:
    """One more of a game total (the objective's progress follows in ``finish``)."""
    stats = v.part("stats")
    if stats is not None:
        stats[key] = _int(stats.get(key)) + 1


def _deck(v: Draft, lid: Any, delta: int) -> None:
    if lid == COLONY:
        return
    loc = v.loc(lid)
    if loc is not None:
        loc["deck"] = max(0, _int(loc.get("deck")) + delta)
