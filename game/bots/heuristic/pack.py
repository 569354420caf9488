"""Public card data the heuristic bot reads (precomputed once per Content), its
constants and small helpers."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import Any

COLONY = "colony"
P_BITE, P_WOUND, P_FROST = 1 / 12, 3 / 12, 2 / 12  # the 12-face exposure die
DEATH = 1.6  # a dead survivor: 1 morale plus the lost survivor
REACH = (1.0, 0.6, 0.3, 0.12, 0.05)  # value of stopping an overrun 1, 2, ... rounds ahead
TYPE_BASE = {"weapon": 0.5, "tool": 0.45, "medicine": 0.35, "food": 0.45, "fuel": 0.35,
             "book": 0.3, "survivor": 0.5}
MOD_VALUE = {"attack_bonus": 0.3, "search_bonus": 0.3, "no_exposure_move": 0.15,
             "no_exposure_attack": 0.3, "extra_kill": 0.3, "search_draw_extra": 0.3,
             "helpless_food": 0.2}
NEVER = -10.0
EXPO_SCALE = 1.5  # exposure rolls are costlier than one roll suggests (frostbite spreads)
MAX_TURN_ACTIONS = 80  # safety net against free-action loops


# ============================================================================ the card pack
class _Pack:
    """Public card data, precomputed once per Content object."""

    def __init__(self, content: Any) -> None:
        self.c = content
        self.items = content.items
        self.survivors = content.survivors
        self.static: dict[str, float] = {}
        self.votes: dict[str, Any] = {}
        self.chooses: dict[tuple[str, tuple[str, ...]], Any] = {}
        self.xroads = {x.name: x for x in content.crossroads.values()}
        for item in content.items.values():
            self.static[item.id] = self._static_value(item)
            self._index(item.effect)
            if item.equip is not None:
                self._index(item.equip.effect)
        for x in content.crossroads.values():
            for o in x.options:
                self._index(o.effect)
        for cr in content.crises.values():
            self._index(cr.effect)
            if cr.optional is not None:
                self._index(cr.optional.effect)
        for sv in content.survivors.values():
            self._index(sv.ability.effect)
        # location deck composition (public): type -> (share, mean static value)
        self.pools: dict[str, dict[str, tuple[float, float]]] = {}
        for lid in content.locations:
            uids = content.item_uids(lid)
            by: dict[str, list[float]] = {}
            for u in uids:
                it = content.item(u)
                by.setdefault(it.type, []).append(self.static[it.id])
            n = max(1, len(uids))
            self.pools[lid] = {t: (len(v) / n, sum(v) / len(v)) for t, v in by.items()}
        every = [content.item(u).type for lid in ["starting", *content.locations]
                 for u in content.item_uids(lid)]
        self.type_share = {t: every.count(t) / max(1, len(every)) for t in set(every)}

    def _index(self, ops: Iterable[Any]) -> None:
        for o in ops:
            if o.op == "vote":
                self.votes.setdefault(o.question, o)
                self._index(o.yes)
                self._index(o.no)
            elif o.op == "choose":
                self.chooses.setdefault((o.prompt, tuple(ch.label for ch in o.options)), o)
                for ch in o.options:
                    self._index(ch.effect)
            elif o.op == "if":
                self._index(o.then)
                self._index(o.otherwise)
            elif o.op == "for_each":
                self._index(o.effect)

    def _static_value(self, item: Any) -> float:
        base = TYPE_BASE.get(item.type, 0.3)
        if item.kind == "equip" and item.equip is not None:
            extra = sum(MOD_VALUE.get(m.kind, 0.1) for m in item.equip.modifiers)
            if item.equip.kind == "activated":
                extra += 0.3
            return base + 0.5 * extra
        return base

    def item(self, uid: str) -> Any:
        return self.items[uid.split("#", 1)[0]]

    def mods(self, sid: str, kind: str, loc: str, equipped: Sequence[str]) -> int:
        total = 0
        sources = [self.survivors[sid].ability] + [self.item(c).equip for c in equipped]
        for ab in sources:
            if ab is None:
                continue
            for m in ab.modifiers:
                if m.kind == kind and (m.at is None or m.at == loc or
                                       (m.at == "non_colony" and loc != COLONY)):
                    total += m.amount
        return total


_PACKS: dict[int, tuple[Any, _Pack]] = {}


def _pack_for(content: Any) -> _Pack:
    hit = _PACKS.get(id(content))
    if hit is None or hit[0] is not content:
        hit = (content, _Pack(content))
        _PACKS[id(content)] = hit
    return hit[1]



def _poisson_tail(lam: float, k: int) -> float:
    """P(X >= k) for X ~ Poisson(lam)."""
    if k <= 0:
        return 1.0
    term = total = math.exp(-lam)
    for i in range(1, k):
        term *= lam / i
        total += term
    return max(0.0, 1.0 - total)


def _flatten(ops: Iterable[Any], out: list[Any]) -> list[Any]:
    for o in ops:
        out.append(o)
        if o.op == "if":
            _flatten(o.then, out)
            _flatten(o.otherwise, out)
        elif o.op == "for_each":
            _flatten(o.effect, out)
        elif o.op == "vote":
            _flatten(o.yes, out)
            _flatten(o.no, out)
    return out


SKIPPED = frozenset({"attract", "spend_food", "request", "hand_off", "exile_vote"})
DIE_ACTIONS = frozenset({"attack", "search", "barricade", "clean_waste", "ability"})
SURVIVOR_OPS = frozenset({"wound", "heal", "kill_survivor", "move_survivor",
                          "place_survivor"})
LOCATION_OPS = frozenset({"zombies_add", "zombies_kill", "zombies_remove", "barricade",
                          "noise", "relocate"})



class _Relocate:
    """A pseudo-op: the destination of a move/place whose survivor was just chosen."""

    op = "relocate"

    def __init__(self, o: Any, sid: str) -> None:
        self.inner = o
        self.sid = sid


def _akey(a: Any) -> str:
    t = a.type
    if t == "play":
        return f"play:{a.card.split('#')[0]}:{a.survivor}"
    if t in ("contribute", "use_equipment"):
        return f"{t}:{a.card}"
    if t in ("move", "ability"):
        return f"{t}:{a.survivor}"
    return t

