"""The Raxxon module for :class:`~game.bots.heuristic.HeuristicBot` (kept apart from
heuristic.py): containing the experiments, fighting special zombies, side effects.

Sensible, not deep:

* the bot reads the top Audio Log's code from its view and puts a die on the Raxxon card
  when that die completes the code (or is one half of a pair it holds that would); a
  survivor of its own goes to Raxxon when its dice could match the code and nobody of its
  group is there;
* a search at Raxxon costs an exposure roll (RAX-05);
* a special zombie is attacked when the encounter table's expected value plus freeing its
  place beats the exposure roll;
* a containment vote on the merits (thumbs down when 3 fewer zombies at the most
  threatened place are worth more than the release; a betrayer half of the time); the 3
  fewer zombies go where an overrun is closest (usually the colony).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from game.engine.modules.raxxon import code_matched

COLONY = "colony"
RELEASE_COST = 0.7  # one special zombie on the board, in morale points
RELIEF_SPACES = 2.0  # 3 fewer zombies at a place: about 2 entrance spaces' worth (RAX-11)
NEVER = -10.0


def _rax(cx: Any) -> dict[str, Any] | None:
    return (cx.v.get("modules") or {}).get("raxxon")


def _code(cx: Any, rax: dict[str, Any]) -> tuple[Any, int] | None:
    top = rax.get("experiment_top")
    exp = cx.p.c.experiments.get(top) if top else None
    if exp is None:
        return None
    return exp.audio_log.code, sum(r.count for r in exp.audio_log.releases)


def _pair_in(code: Any, values: list[int]) -> bool:
    return code_matched(code, values)


class RaxxonAnswers:
    """Mixed into HeuristicBot: Raxxon decisions and turn actions."""

    def _ans_containment_relief(self, cx: Any, keys: list[str], d: dict) -> str:
        def threat(lid: str) -> tuple[float, str]:
            return (cx.best_defend(lid, need_room=True) if lid in cx.locs else -1.0, lid)

        return max(keys, key=threat)

    def containment_ballot(self, cx: Any, d: dict) -> str | None:
        """A containment vote (None: not one).  Thumbs up keeps the experiment's special
        zombies in; thumbs down buys 3 fewer zombies at one place this round (RAX-11) for
        their release: worth it only when those 3 zombies would overrun a place with
        people in it soon, more than the released zombies would cost.  A betrayer votes
        for the release half of the time."""
        if (d.get("info") or {}).get("purpose") != "containment":
            return None
        rax = _rax(cx)
        code = _code(cx, rax) if rax is not None else None
        release = RELEASE_COST * (code[1] if code else 1)
        if "special_zombies<=" in cx.want:
            release += cx.obj_w  # the main objective counts the special zombies
        relief = max((cx.best_defend(lid) for lid in cx.locs), default=0.0) * RELIEF_SPACES
        if cx.betrayal:
            return "no" if self.rng.random() < 0.5 else "yes"  # type: ignore[attr-defined]
        return "no" if relief > release + 0.3 else "yes"

    def rax_score(self, cx: Any, a: Any) -> float | None:
        """The value of a Raxxon turn action (None: not one)."""
        rax = _rax(cx)
        if rax is None:
            return None
        if a.type == "containment":
            return _containment_value(cx, rax, a.die)
        if a.type == "attack_special":
            return _attack_value(cx, rax, a)
        if a.type == "use_side_effect":
            use = cx.p.c.side_effects[a.card].equip
            owner = next((s for s in cx.mine if a.card in
                          (rax.get("side_effects") or {}).get(s, [])), None)
            here = cx.svs[owner]["loc"] if owner in cx.svs else None
            return cx.ops_value(use.effect, here, owner) - 0.1
        return None

    def rax_adjust(self, cx: Any, a: Any) -> float:
        """A correction to the base score of a move or a search (Raxxon only)."""
        rax = _rax(cx)
        if rax is None:
            return 0.0
        lab = rax.get("location")
        if a.type == "search" and cx.svs[a.survivor]["loc"] == lab:
            return -cx.exposure_cost(a.survivor)  # RAX-05
        if a.type == "move" and a.to == lab:
            if any(cx.svs[s]["loc"] == lab for s in cx.mine):
                return 0.0
            code = _code(cx, rax)
            if code is None:
                return 0.0
            on_card = [v for _, v in rax.get("dice") or []]
            if _pair_in(code[0], on_card):
                return 0.0
            rest = list(cx.dice)
            if any(_pair_in(code[0], on_card + list(p)) for p in combinations(rest, 2)) or \
                    any(_pair_in(code[0], on_card + [v]) for v in rest):
                return 0.5 + RELEASE_COST * code[1] * 0.6
        return 0.0


def _containment_value(cx: Any, rax: dict[str, Any], die: int) -> float:
    code = _code(cx, rax)
    if code is None or not 0 <= die < len(cx.dice):
        return NEVER
    on_card = [v for _, v in rax.get("dice") or []]
    if _pair_in(code[0], on_card):
        return NEVER  # already contained: keep the die
    value = cx.dice[die]
    saved = RELEASE_COST * code[1] + 0.3
    cost = 0.1 + 0.02 * value
    if _pair_in(code[0], on_card + [value]):
        return saved - cost
    others = cx.dice[:die] + cx.dice[die + 1:]
    if any(_pair_in(code[0], on_card + [value, v]) for v in others):
        return 0.6 * saved - cost
    return NEVER


def _attack_value(cx: Any, rax: dict[str, Any], a: Any) -> float:
    z = next((x for x in rax.get("specials") or [] if x["id"] == a.special), None)
    if z is None or a.survivor not in cx.svs:
        return NEVER
    card = cx.p.c.experiments.get(z.get("card") or "")
    if card is None:
        return NEVER
    here = cx.svs[a.survivor]["loc"]
    rows = card.encounter.rows
    v = sum(len(r.roll) / 6 * cx.ops_value(r.effect, here, a.survivor) for r in rows)
    v += 0.3 + 0.5 * max(cx.defend(here))  # it holds an entrance space and blocks attacks
    if cx.unmet("special_zombies<="):  # Lights Out on the Hill
        v += 0.8 * cx.obj_w * sum(len(r.roll) / 6 for r in rows if _kills(r.effect))
    if not cx.mod(a.survivor, "no_exposure_attack"):
        v -= cx.exposure_cost(a.survivor)
    return v - (0.03 + 0.02 * cx.dice[a.die] if 0 <= a.die < len(cx.dice) else 0.0)


def _kills(ops: Any) -> bool:
    return any(o.op == "special_zombie_kill" for o in ops)


__all__ = ["RaxxonAnswers"]
