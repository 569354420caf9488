"""The heuristic bot's draft and turn: every turn action gets a score in morale points;
the best wins, end_turn scores 0."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from game.bots.heuristic.context import _Ctx
from game.bots.heuristic.pack import (
    COLONY,
    DIE_ACTIONS,
    MAX_TURN_ACTIONS,
    MOD_VALUE,
    NEVER,
    SKIPPED,
    _akey,
    _flatten,
    _poisson_tail,
)
from game.bots.heuristic.social import Social
from game.bots.heuristic_bandits import BanditAnswers
from game.bots.heuristic_ln import LongNightAnswers
from game.bots.heuristic_scen import ScenarioAnswers


class TurnRules(Social, LongNightAnswers, BanditAnswers, ScenarioAnswers):
    """Draft and turn decisions (mixed into HeuristicBot)."""

    BARRICADE_BONUS = 0.3
    COLONY_STAY = 0.3  # a survivor at the colony guards it and needs no move
    OWN_KILL_BONUS = 0.25  # a kill my secret objective counts
    rng: random.Random
    saboteur: bool

    # -------------------------------------------------------------- draft
    def _draft(self, cx: _Ctx, actions: Sequence[Any]) -> Any:
        best, best_v = actions[0], -1e9
        for a in actions:
            v = sum(cx.survivor_value(sid) for sid in a.keep)
            v += 0.001 * cx.p.survivors[a.leader].influence + self.rng.random() * 1e-6
            if v > best_v:
                best, best_v = a, v
        return best

    # -------------------------------------------------------------- the turn
    def _turn(self, cx: _Ctx, actions: Sequence[Any]) -> Any:
        mem = cx.mem
        rnd = cx.v["round"]
        if mem.round != rnd:
            mem.round, mem.actions, mem.repeats = rnd, 0, {}
        end = None
        best, best_v = None, 0.0
        if mem.actions >= MAX_TURN_ACTIONS:
            best_v = 1e9  # only end_turn can win
        sabotage = self._sabotage_card(cx, actions)
        for a in actions:
            if a.type == "end_turn":
                end = a
                continue
            v = self._score(cx, a, sabotage)
            if v <= best_v:
                if v == best_v and best is not None and v > 0 and self.rng.random() < 0.5:
                    best = a  # random tie-break (own RNG)
                continue
            best, best_v = a, v
        if best is None or best_v <= 0.03:
            mem.round, mem.actions, mem.repeats = rnd, 0, {}
            return end if end is not None else actions[0]
        mem.actions += 1
        key = _akey(best)
        mem.repeats[key] = mem.repeats.get(key, 0) + 1
        self._remember(cx, best)
        return best

    def _remember(self, cx: _Ctx, a: Any) -> None:
        mem = cx.mem
        p = cx.p
        if a.type == "search":
            mem.search_loc = cx.svs[a.survivor]["loc"]
        elif a.type == "play":
            item = p.item(a.card)
            mem.intent = _flatten(item.effect, [])
            mem.here = cx.svs[a.survivor]["loc"] if a.survivor in cx.svs else None
        elif a.type == "ability":
            mem.intent = _flatten(p.survivors[a.survivor].ability.effect, [])
            mem.here = cx.svs[a.survivor]["loc"]
        elif a.type == "use_equipment":
            eq = p.item(a.card).equip
            mem.intent = _flatten(eq.effect if eq else [], [])
            owner = next((sid for sid in cx.mine if a.card in cx.svs[sid]["equipped"]), None)
            mem.here = cx.svs[owner]["loc"] if owner else None
        elif a.type == "contribute" and cx.p.item(a.card).type not in cx.prevent:
            mem.sabotaged = cx.v["round"]
        elif a.type == "exile_vote":
            mem.called = cx.v["round"]
        elif a.type == "request":
            mem.requested = cx.v["round"]

    def _die_cost(self, cx: _Ctx, die: int | None) -> float:
        if die is None or not (0 <= die < len(cx.dice)):
            return 0.0
        return 0.03 + 0.02 * cx.dice[die]

    def _score(self, cx: _Ctx, a: Any, sabotage: str | None) -> float:
        t = a.type
        if t in SKIPPED:
            return self._social_score(cx, a)
        if t in DIE_ACTIONS and a.die is not None:  # the same choice with another die
            die = a.die
            key = (t, a.survivor, a.target if t == "attack" else
                   (a.entrance if t == "barricade" else None))
            base = cx.memo.get(key)
            if base is None:
                base = self._score_one(cx, a, sabotage) + self._die_cost(cx, die)
                cx.memo[key] = base
            return base - self._die_cost(cx, die)
        return self._score_one(cx, a, sabotage)

    def _social_score(self, cx: _Ctx, a: Any) -> float:
        t = a.type
        if t == "exile_vote":
            return self._exile_call(cx, a)
        if t == "spend_food":
            return self._spend_food(cx, a)
        if t == "request":
            return self._request(cx, a)
        if t == "hand_off":
            return self._hand_off(cx, a)
        if t == "attract":
            return self._attract(cx, a)
        return NEVER

    def _score_one(self, cx: _Ctx, a: Any, sabotage: str | None) -> float:
        t = a.type
        if cx.mem.repeats and cx.mem.repeats.get(_akey(a), 0) >= 3 and t not in (
                "attack", "search", "barricade", "clean_waste"):
            return NEVER
        if t == "contribute":
            return self._contribute(cx, a, sabotage)
        if t == "play":
            return self._play(cx, a)
        if t == "move":
            return self._move(cx, a.survivor, a.to) + self.rax_adjust(cx, a)
        if t == "attack":
            if not a.target.startswith("z"):
                return NEVER
            sid = a.survivor
            loc = cx.svs[sid]["loc"]
            e = int(a.target[1:])
            v = cx.defend(loc)[e]
            if cx.obj_w:
                v += cx.obj_w * (bool(cx.unmet("zombies_killed>=")) +
                                 bool(cx.unmet(f"zombies@{loc}<=")))
            kills = cx.goal_wants.get("own_zombies_killed>=")
            if kills is not None and not cx.betrayal and \
                    cx.quantity("own_zombies_killed", None, None) < kills:
                v += self.OWN_KILL_BONUS  # a secret objective counts my kills
            extra = cx.mod(sid, "extra_kill")
            if extra:
                v += 0.5 * extra * cx.best_defend(loc, need_zombie=True)
            if not cx.mod(sid, "no_exposure_attack"):  # one roll per kill (EXPO-01 b)
                kills = 1 + min(extra, sum(cx.locs[loc]["zombies"]) - 1)
                v -= kills * cx.exposure_cost(sid)
            return v - self._die_cost(cx, a.die)
        if t == "search":
            loc = cx.svs[a.survivor]["loc"]
            return cx.expect(loc) - self._die_cost(cx, a.die) + self.rax_adjust(cx, a)
        if t == "barricade":
            loc = cx.svs[a.survivor]["loc"]
            v = cx.defend(loc)[a.entrance]
            r = cx.reach(loc, a.entrance)
            if r <= 2 and v >= 0.1:  # a barricade now saves a kill (and its exposure) later
                v += self.BARRICADE_BONUS if r <= 1 else 0.75 * self.BARRICADE_BONUS
            if loc == COLONY and cx.unmet("barricades@colony>="):
                v += cx.obj_w
            if loc != COLONY and cx.want.get(f"barricades@{loc}>=") is not None and \
                    cx.unmet(f"barricades@{loc}>="):
                v += cx.obj_w
            return v - self._die_cost(cx, a.die)
        if t == "clean_waste":
            return cx.waste_change(-min(3, cx.waste)) - self._die_cost(cx, a.die)
        if t == "ability":
            ab = cx.p.survivors[a.survivor].ability
            loc = cx.svs[a.survivor]["loc"]
            v = cx.ops_value(ab.effect, loc, a.survivor)
            return v - 0.05 - self._die_cost(cx, a.die)
        if t == "use_equipment":
            eq = cx.p.item(a.card).equip
            owner = next((sid for sid in cx.mine if a.card in cx.svs[sid]["equipped"]), None)
            if eq is None or owner is None:
                return NEVER
            v = cx.ops_value(eq.effect, cx.svs[owner]["loc"], owner)
            return v - 0.05 - self._die_cost(cx, a.die)
        ln = self.ln_score(cx, a)  # the Long Night's actions
        if ln is None:
            ln = self.band_score(cx, a)  # the Bandits module's actions
        if ln is not None:
            return ln
        return NEVER

    def _sabotage_card(self, cx: _Ctx, actions: Sequence[Any]) -> str | None:
        """A betrayer's wrong card for this decision (now and then, once a round)."""
        if self.saboteur:
            if cx.crisis is None or cx.mem.sabotaged == cx.v["round"]:
                return None
            wrong = [a.card for a in actions if a.type == "contribute"
                     and a.card in cx.hand and cx.p.item(a.card).type not in cx.prevent]
            return min(wrong, key=lambda c: (cx.card_value(c), c)) if wrong else None
        if cx.betrayal and self.social:
            return self._bluff_sabotage(cx, actions)
        if not cx.betrayal or cx.crisis is None or cx.mem.sabotaged == cx.v["round"]:
            return None
        contributed = cx.v["crisis"]["contributions"]
        if contributed < cx.active_players - 1 or contributed == 0:
            return None
        wrong = [a.card for a in actions if a.type == "contribute"
                 and a.card in cx.hand and cx.p.item(a.card).type not in cx.prevent]
        if not wrong or self.rng.random() >= 0.35:
            return None
        return min(wrong, key=lambda c: (cx.card_value(c), c))

    def _contribute(self, cx: _Ctx, a: Any, sabotage: str | None) -> float:
        item = cx.p.item(a.card)
        if a.card == sabotage:
            return 0.9
        if item.type not in cx.prevent:
            return NEVER
        if cx.need <= 0:
            return -1.0
        if not self._reachable(cx):
            return -0.5  # the crisis will happen anyway: keep the card
        if cx.betrayal and self.rng.random() < (0.15 if self.social else 0.4):
            return -0.5  # "forgets" to help this time
        v = 1.2 - 0.1 * cx.p.static[item.id] - cx.hold.get(item.type, 0.0) - cx.hoard
        if cx.unmet("crises_prevented>=") or "crises_prevented>=" in cx.want:
            v += cx.obj_w
        if a.card not in cx.hand:
            v -= 0.35  # an equipped item is worth more than a card in hand
        return v

    def _reachable(self, cx: _Ctx) -> bool:
        """Can the crisis still be prevented (others' cards guessed from hand sizes)?"""
        hit = cx.crisis_ok
        if hit is not None:
            return hit
        n = len(cx.players)
        order = [(cx.v["first_player"] + i) % n for i in range(n)]
        later = order[order.index(cx.seat) + 1:] if cx.seat in order else []
        share = sum(cx.p.type_share.get(t, 0.0) for t in cx.prevent)
        lam = sum((min(6, cx.players[i]["hand"]) + 1) * share for i in later
                  if not cx.players[i]["exiled"] and not cx.players[i]["eliminated"])
        mine = sum(1 for c in cx.hand if cx.p.item(c).type in cx.prevent)
        mine += sum(1 for sid in cx.mine for c in cx.svs[sid]["equipped"]
                    if cx.p.item(c).type in cx.prevent)
        short = cx.active_players - cx.v["crisis"]["contributions"] - mine
        cx.crisis_ok = _poisson_tail(lam, short) >= 0.3
        return cx.crisis_ok

    def _play(self, cx: _Ctx, a: Any) -> float:
        item = cx.p.item(a.card)
        if cx.exiled and item.type == "food":  # EXILE-07: raise a die, or feed the colony
            if a.die is None:
                return 0.1 if not cx.betrayal else NEVER
            return 0.15 - 0.02 * (cx.dice[a.die] if 0 <= a.die < len(cx.dice) else 0)
        if item.kind == "equip":
            eq = item.equip
            sid = a.survivor
            if eq is None or sid not in cx.svs:
                return NEVER
            v = 0.2 + sum(MOD_VALUE.get(m.kind, 0.1) for m in eq.modifiers)
            if eq.kind == "activated":
                v += 0.4
            v -= 0.12 * cx.dmg(sid) + 0.02 * len(cx.svs[sid]["equipped"])
            if item.type in cx.prevent and cx.need > 0:
                v -= 0.3  # rather keep it in hand for the crisis
            return v - cx.hold.get(item.type, 0.0)
        here = cx.svs[a.survivor]["loc"] if a.survivor in cx.svs else None
        if item.effect:
            v = cx.ops_value(item.effect, here, a.survivor)
        else:
            v = cx.food_gain(item.food)
        v -= cx.hold_value(a.card)
        if item.kind == "ordinary":
            v -= cx.waste_change(1)
        return v

    def _move(self, cx: _Ctx, sid: str, to: str) -> float:
        frm = cx.svs[sid]["loc"]
        gain = self._place_value(cx, sid, to, True) - self._place_value(cx, sid, frm, False)
        cost = 0.0 if cx.mod(sid, "no_exposure_move", to) else cx.exposure_cost(sid)
        return gain - cost - 0.15

    def _place_value(self, cx: _Ctx, sid: str, lid: str, arriving: bool) -> float:
        key = ("place", sid, lid, arriving)
        hit = cx.memo.get(key)
        if hit is None:
            hit = cx.memo[key] = self._place_value_one(cx, sid, lid, arriving)
        return hit

    def _place_value_one(self, cx: _Ctx, sid: str, lid: str, arriving: bool) -> float:
        if lid == COLONY:
            v = -0.5 * max(0.15, cx.food_gain(1)) - 0.08 + self.COLONY_STAY
            ab = cx.p.survivors[sid].ability
            if ab.kind == "activated" and ab.location == COLONY and ab.effect:
                v += 0.25
            if cx.exiled:
                v -= 5
            return v
        e = cx.expect(lid)
        need = cx.search_need(sid, lid)
        now = any(d >= need for d in cx.dice)
        v = e * (0.9 if now else 0.25) + 0.3 * e
        s = cx.slack(lid, 1 if arriving else 0)
        if s < 0:
            v -= 1.2
        elif s < len(cx.at[lid]) + (1 if arriving else 0):
            v -= 0.35
        else:
            v -= 0.05
        n = cx.want.get(f"survivors@{lid}>=")
        if n is not None and cx.obj_w:
            here = len(cx.at[lid]) - (0 if arriving else 1)
            if here < n:
                v += cx.obj_w * 2.0
        if cx.unmet(f"zombies@{lid}<=") and cx.obj_w:
            v += 0.8 * cx.obj_w  # the objective wants this location cleared
        ab = cx.p.survivors[sid].ability
        if ab.kind == "activated" and ab.location in (lid, "non_colony") and ab.effect:
            v += 0.2
        return v + self.band_place(cx, sid, lid)
