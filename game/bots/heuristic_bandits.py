"""The Bandits module for :class:`~game.bots.heuristic.HeuristicBot` (BAND-07/08/13/16).

Sensible, not deep: a bandit standing with the bot's survivors threatens them (it adds a
zombie there every round and scavenges the location's deck), so attacking it is worth about
a zombie kill, more when several bandits or survivors are there; the Hideout is attacked or
searched for the expected value of its table; a bandit leader sends bandits where other
players' survivors stand and takes the best stockpile card; an effect that removes bandits
picks the location with most of them, one that adds bandits the one with fewest survivors
of the bot."""

from __future__ import annotations

from typing import Any

REMOVE_CHANCE = 4 / 6  # BAND-08: a re-roll of 4 or less
GOAL = 0.8  # a bandit removed / a stockpile card taken while the main objective wants it


def _band(cx: Any) -> dict[str, Any]:
    return dict((cx.v.get("modules") or {}).get("bandits") or {})


def _bandits(cx: Any, lid: str) -> int:
    return int((_band(cx).get("bandits") or {}).get(lid, 0))


class BanditAnswers:
    """Mixed into HeuristicBot: the Bandits decisions and turn actions."""

    def _ans_bandit_place(self, cx: Any, keys: list[str], d: dict) -> str:
        def hurt(lid: str) -> tuple[float, str]:
            here = cx.at.get(lid, [])
            others = sum(1 for sid in here if cx.svs[sid]["owner"] != cx.seat)
            mine = len(here) - others
            return (others - 2.0 * mine, lid)

        return max(keys, key=hurt)

    def _ans_stockpile_pick(self, cx: Any, keys: list[str], d: dict) -> str:
        return max(keys, key=lambda c: (cx.card_value(c), c))

    def band_location(self, cx: Any, keys: list[str], d: dict) -> str | None:
        """A location for a bandit effect (None: not a bandit effect)."""
        purpose = (d.get("info") or {}).get("purpose")
        lids = [k for k in keys if k in cx.locs]
        if not lids:
            return None
        if purpose == "bandits_remove":
            return max(lids, key=lambda lid: (_bandits(cx, lid) +
                                              0.5 * len(cx.at.get(lid, [])), lid))
        if purpose == "bandits_add":
            return min(lids, key=lambda lid: (sum(1 for sid in cx.at.get(lid, [])
                                                  if cx.svs[sid]["owner"] == cx.seat), lid))
        return None

    def band_place(self, cx: Any, sid: str, lid: str) -> float:
        """What standing at ``lid`` is worth for the Bandits module (0 without it): the
        Hideout while the stockpile or the bandits keep the main objective unmet, a
        location with bandits while their number does."""
        band = _band(cx)
        if not band or not cx.obj_w:
            return 0.0
        bandits = bool(cx.unmet("bandits<="))
        if lid == band.get("hideout"):
            want = bool(cx.unmet("stockpile<=")) + 0.5 * bandits
            return GOAL * cx.obj_w * want * (1.0 if cx.dice else 0.3)
        if bandits and _bandits(cx, lid):
            return 0.5 * GOAL * cx.obj_w * min(2, _bandits(cx, lid))
        return 0.0

    def band_score(self, cx: Any, a: Any) -> float | None:
        """The value of a Bandits turn action (None: not one)."""
        t = a.type
        if t == "attack_bandit":
            n = _bandits(cx, a.at)
            threat = 0.45 + 0.1 * min(n, 4) + 0.1 * len(cx.at.get(a.at, []))
            threat += GOAL * cx.obj_w * bool(cx.unmet("bandits<="))  # Drive Them Off
            return REMOVE_CHANCE * threat - self._die_cost(cx, a.die)  # type: ignore[attr-defined]
        if t == "hideout":
            loc = cx.svs[a.survivor]["loc"]
            spec = cx.p.c.locations.get(loc)
            tables = getattr(spec, "hideout", None)
            table = getattr(tables, a.mode, None) if tables is not None else None
            if not table:
                return 0.0 - self._die_cost(cx, a.die)  # type: ignore[attr-defined]
            stock = len(_band(cx).get("stockpile") or [])
            v = 0.0
            for row in table:
                v += len(row.roll) / 6 * sum(_op(cx, o, loc, a.survivor, stock)
                                             for o in row.effect)
            return v - 0.05 - self._die_cost(cx, a.die)  # type: ignore[attr-defined]
        if t == "take_stockpile":
            return 0.2 + cx.card_value(a.card)
        return None


def _op(cx: Any, o: Any, here: str, acting: str, stock: int) -> float:
    if o.op == "stockpile_take":  # a card of my choice, and one fewer in the stockpile
        n = min(o.count, stock)
        return (0.45 + GOAL * cx.obj_w * bool(cx.unmet("stockpile<="))) * n
    if o.op == "bandits_remove":
        return (0.35 + GOAL * cx.obj_w * bool(cx.unmet("bandits<="))) * o.count
    return float(cx.ops_value([o], here, acting))


__all__ = ["BanditAnswers"]
