"""The Long Night for :class:`~game.bots.heuristic.HeuristicBot`: values of the Long Night
effect operations and answers to the Long Night decisions (kept apart from heuristic.py).

Sensible, not deep: despair and unruly helpless are bad, traps are a better barricade,
building improvements is good (the bot puts markers where an improvement is closest to
done), calming an unruly helpless is worth a spare medicine card, the first player asks to
keep the token and everyone votes for keeping it only when it is theirs."""

from __future__ import annotations

from typing import Any

from game.bots.heuristic_rax import RaxxonAnswers

GOAL = 0.8  # a step towards (or away from) a module goal of the main objective


def ln_op_value(cx: Any, o: Any, here: str | None, acting: str | None, depth: int) -> float:
    """The value of a Long Night operation for the deciding player (0 if unknown)."""
    name = o.op
    mods = cx.v.get("modules") or {}
    if name == "despair":
        n = len(cx.mine) if o.target == "all_own" else 1
        if cx.betrayal and "despair>=" in cx.goal_wants:  # All Hope Spent wants despair
            return -0.1 * o.count * n
        goal = GOAL * cx.obj_w if "despair<=" in cx.want else 0.0  # Lift the Gloom
        return -(0.35 * cx.w_deaths + goal) * o.count * n
    if name == "despair_remove":
        mine = (mods.get("long_night") or {}).get("despair") or {}
        n = min(o.count, max((mine.get(sid, 0) for sid in cx.mine), default=0))
        return (0.35 + GOAL * cx.obj_w * bool(cx.unmet("despair<="))) * n
    if name == "unruly":
        goal = GOAL * cx.obj_w if "unruly==" in cx.want else 0.0  # Quiet Hearts
        return (-(0.4 + goal) if o.mode == "make" else 0.4 + goal) * o.count
    if name == "trap":
        lids = cx._targets(o.at, here)
        if not lids:
            return 0.0
        v = 1.3 * o.count * max(cx.best_defend(lid, need_room=True) for lid in lids)
        return v + 2 * GOAL * cx.obj_w * bool(cx.unmet("traps>="))  # Mined Approaches
    if name == "noise_remove":
        return 0.25 * (4 if o.all else o.count)
    if name == "barricade_remove":
        return -0.4 * o.count
    if name == "transfer_cards":
        sign = 1.0 if o.taker == "self" else (-1.0 if o.giver == "self" else 0.0)
        many = cx.active_players - 1 if "each_other" in (o.giver, o.taker) else 1
        return sign * 0.25 * o.count * many
    if name == "progress":
        return _progress_value(cx, o.count) if "improvements" in mods else 0.0
    if name in ("bandits_add", "special_zombie_add", "release"):
        return -0.4 * getattr(o, "count", 1) if ("bandits" in mods or "raxxon" in mods) \
            else 0.0
    if name in ("bandits_remove",):
        return 0.3 * o.count if "bandits" in mods else 0.0
    if name == "side_effect":
        return -0.5
    if name == "special_zombie_kill":
        return 1.0
    if depth > 4:
        return 0.0
    if name == "repeat":
        return cx.active_players * cx.ops_value(o.effect, here, acting, depth + 1)
    if name == "roll":
        return sum(len(r.roll) / 6 * cx.ops_value(r.effect, here, acting, depth + 1)
                   for r in o.rows)
    return 0.0


class LongNightAnswers(RaxxonAnswers):
    """Mixed into HeuristicBot: ``_ans_<kind>`` for the Long Night decisions (the Raxxon
    module's in heuristic_rax.py)."""

    def _ans_first_player_vote_call(self, cx: Any, keys: list[str], d: dict) -> str:
        first = (d.get("info") or {}).get("first_player")
        return "call" if first == cx.seat else "pass"

    def _ans_choose_defence(self, cx: Any, keys: list[str], d: dict) -> str:
        return "trap" if "trap" in keys else keys[0]  # the trap takes the zombies with it

    def _ans_choose_improvement(self, cx: Any, keys: list[str], d: dict) -> str:
        row = {r["id"]: r for r in ((cx.v.get("modules") or {}).get("improvements") or {})
               .get("row", [])}

        def left(k: str) -> tuple[int, str]:
            r = row.get(k)
            return (r["needed"] - r["progress"], k) if r else (99, k)

        return min(keys, key=left)

    def _ans_choose_player(self, cx: Any, keys: list[str], d: dict) -> str:
        return keys[0]

    def _ans_transfer_card(self, cx: Any, keys: list[str], d: dict) -> str:
        info = d.get("info") or {}
        if info.get("giver") == cx.seat:  # giving: the card I need least
            return min(keys, key=lambda c: (cx.card_value(c), c))
        return max(keys, key=lambda c: (cx.card_value(c), c))

    def ln_score(self, cx: Any, a: Any) -> float | None:
        """The value of a Long Night turn action (None: not one).  Calming an unruly token
        saves half a food every round it would have stayed (LN-11: it counts twice at Pay
        Food and Add Zombies), more when the main objective wants no unruly token."""
        if a.type == "calm_unruly":
            v = 0.25 + 0.1 * min(4, cx.rounds_left) * max(0.3, cx.food_gain(1))
            if cx.unmet("unruly=="):
                v += 2 * GOAL * cx.obj_w
            return v - 0.5 * cx.card_value(a.card) - cx.hold.get("medicine", 0.0)
        return self.rax_score(cx, a)


def _progress_value(cx: Any, count: int) -> float:
    """Progress markers: worth more the closer they bring an improvement to completion
    (IMPR-04: its effects apply from then on), and while the main objective wants one."""
    row = ((cx.v.get("modules") or {}).get("improvements") or {}).get("row") or []
    if not row:
        return 0.0
    left = min(r["needed"] - r["progress"] for r in row)
    v = 0.5 * count + (0.6 if count >= left else 0.0)
    if cx.unmet("improvements_done>="):  # Built to Last
        v += GOAL * cx.obj_w * min(count, left) / max(1, left) * 2
    return v


def first_player_ballot(cx: Any, question: str) -> str | None:
    """A first-player vote: keep the token only if it is mine."""
    if not question.endswith("keep the first player token?"):
        return None
    me = cx.players[cx.seat]["name"]
    return "yes" if question.startswith(f"Should {me} keep") else "no"


__all__ = ["LongNightAnswers", "first_player_ballot", "ln_op_value"]
