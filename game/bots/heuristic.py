"""A heuristic bot that plays like a sensible, cooperative-minded player.

Interface: ``HeuristicBot(seed, content=None).choose(legal_actions, view)`` -> one of
``legal_actions``.  ``view`` is the deciding seat's ``player_view(state, seat)``; the bot decides
ONLY from that view, the legal actions and the public card database (``Content``: card types,
effects, location deck compositions -- never the shuffled decks).  It ignores the crossroads card
its seat may hold as drawer (``me.held_crossroads``).  Without a view it falls back to a safe
uniform choice.  Chance comes from its own ``random.Random`` (tie-breaks, a betrayer's
occasional sabotage), so a bot with the same seed fed the same views makes the same choices.

How it decides: every legal action gets a score in "morale points" (1.0 = one morale), computed
from a per-decision summary of the view (threat at every entrance, food due, crisis need, the
main objective's unmet goals, card values); the best action wins and ``end_turn`` scores 0, so
the turn ends when nothing useful is left.  Main ideas:

* zombies: the absorbing room of an entrance is free spaces + 2 x barricades (a barricade stops
  one zombie and frees its space); an entrance that will overflow in the coming Colony Phase is
  worth about 1.6 morale (a dead survivor), less the further away the overflow is.  Barricades
  cost no exposure roll, so they come before kills; kills pay the expected exposure cost.
* the crisis: matching cards until contributions reach the target + 1; never a mismatch.
* food: food cards are played when the colony is short of the next Pay Food need.
* waste: cleaned when it nears a multiple of 10 (every full 10 costs 1 morale each round).
* survivors leave the colony to search good decks (fewer mouths, fewer colony zombies) and
  come back (or barricade) when their location is about to be overrun.
* a secret betrayal objective makes the bot contribute fewer cards, sometimes a wrong one, and
  lean its choices toward its goal, while still doing most of the ordinary work.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.bots.heuristic_bandits import BanditAnswers
from game.bots.heuristic_ln import LongNightAnswers, first_player_ballot, ln_op_value
from game.bots.heuristic_scen import ScenarioAnswers

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


# ============================================================================ memory per seat
@dataclass
class _Memory:
    round: int = -1
    actions: int = 0  # turn actions taken this turn
    repeats: dict[str, int] = field(default_factory=dict)
    intent: list[Any] = field(default_factory=list)  # ops of what this seat set off last
    here: str | None = None  # location of the acting survivor of ``intent``
    search_loc: str | None = None
    question: str | None = None  # the last ballot question this seat answered
    crisis: str | None = None  # the last crisis seen (its effects resolve after it is gone)
    sabotaged: int = -1  # round of a betrayer's last wrong contribution


# ============================================================================ the decision context
class _Ctx:
    """A summary of one player view, computed once per decision."""

    def __init__(self, pack: _Pack, view: dict[str, Any], mem: _Memory) -> None:
        self.p = pack
        self.v = view
        self.mem = mem
        me = view["me"]
        self.me = me
        self.seat: int = me["seat"]
        self.hand: list[str] = list(me.get("hand") or [])
        self.dice: list[int] = list(me.get("dice_unused") or [])
        self.locs: dict[str, Any] = view["locations"]
        self.svs: dict[str, Any] = view["survivors"]
        self.players: list[dict[str, Any]] = view["players"]
        self.mine = [sid for sid, s in self.svs.items() if s["owner"] == self.seat]
        self.at: dict[str, list[str]] = {lid: loc["survivors"] for lid, loc in self.locs.items()}
        self.helpless: int = view["helpless"]
        self.morale: int = view["morale"]
        self.food: int = view["food"]
        self.starvation: int = view["starvation"]
        self.rounds_left: int = max(1, view["rounds_left"])
        self.waste: int = view["waste"]
        self.exiled = bool(self.players[self.seat]["exiled"])
        head = len(self.at[COLONY]) + self.helpless
        self.colony_head = head
        self_fed = sum(1 for sid in self.at[COLONY]
                       if pack.mods(sid, "helpless_food", COLONY, self.svs[sid]["equipped"]))
        self.food_due = (head - self_fed + 1) // 2
        self.active_players = sum(1 for p in self.players
                                  if not p["exiled"] and not p["eliminated"])
        colony = self.locs[COLONY]
        self.colony_space = colony["spaces"] - head > 0
        # the crisis
        crisis_id = view["crisis"]["card"]
        if crisis_id:
            mem.crisis = crisis_id
        self.crisis = pack.c.crises.get(crisis_id) if crisis_id else None
        self.prevent: frozenset[str] = frozenset(self.crisis.prevent) if self.crisis else \
            frozenset()
        # secret objective: betrayal or the hand a normal one wants kept
        self.betrayal = None
        self.hold: dict[str, float] = {}
        self.goal_wants: dict[str, int] = {}
        secret = pack.c.secret_objectives.get(me.get("secret") or "")
        if secret is not None:
            if secret.kind == "betrayal":
                self.betrayal = secret
            self._leaves(secret.goal, self.goal_wants)
        ex = pack.c.secret_objectives.get(me.get("exiled_secret") or "")
        if ex is not None:
            self._leaves(ex.goal, self.goal_wants)
        late = self.rounds_left <= 2
        for key, n in self.goal_wants.items():
            if key.startswith("own_hand:"):
                t = key.split(":", 1)[1]
                have = sum(1 for c in self.hand if pack.item(c).type == t)
                if have <= n:
                    self.hold[t] = self.hold.get(t, 0.0) + (0.45 if late else 0.15)
        bt = self.goal_wants if self.betrayal else {}
        self.w_colony = 0.45 if "zombies@colony>=" in bt else (0.75 if "morale<=" in bt else 1.0)
        self.w_food = 0.2 if "starvation>=" in bt else 1.0
        self.w_waste = -0.3 if "waste>=" in bt else 1.0
        self.w_deaths = 0.4 if "survivors_dead>=" in bt else 1.0
        self.hoard = 0.5 if "own_items>=" in bt else 0.0
        if self.betrayal:
            for t in ("weapon", "fuel", "medicine"):
                if f"own_hand:{t}" in bt:
                    self.hold[t] = self.hold.get(t, 0.0) + 0.5
        # crisis need: matching cards still wanted (assumes the others' cards match)
        margin = 0 if self.betrayal else 1
        self.need = (self.active_players + margin - view["crisis"]["contributions"]
                     if self.crisis else 0)
        # the main objective's goals (pursued only by loyal players)
        self.obj_w = 0.0 if self.betrayal else 0.6
        self.want: dict[str, int] = {}
        mo = pack.c.main_objectives.get(view["main_objective"]["id"])
        if mo is not None:
            side = mo.hard if view["main_objective"]["side"] == "hard" else mo.normal
            self._leaves(side.goal, self.want)
        self._defend: dict[str, list[float]] = {}
        self.memo: dict[Any, Any] = {}
        self._reach: dict[str, list[int]] = {}
        self._expect: dict[str, float] = {}
        self._tvals: dict[str, float] | None = None
        self.crisis_ok: bool | None = None
        self.my_damage = sum(self.dmg(sid) for sid in self.mine)
        self.has_medicine = any(pack.item(c).type == "medicine" for c in self.hand)

    # -------------------------------------------------------------- goals
    def _leaves(self, c: Any, out: dict[str, int]) -> None:
        """Flatten a goal into ``q@at<cmp>`` -> n (``own_hand:type`` for hand goals)."""
        if c is None:
            return
        if c.cond == "all" or c.cond == "any":
            for x in c.of:
                self._leaves(x, out)
        elif c.cond == "compare" and c.other is None:
            q = c.value
            if q.q == "own_hand" and q.item_type:
                out[f"own_hand:{q.item_type}"] = c.n
            elif q.q in ("own_items", "own_survivors", "own_equipped", "own_followers"):
                out[f"{q.q}>="] = c.n
            else:
                out[f"{q.q}{'@' + q.at if q.at else ''}{c.cmp}"] = c.n

    def unmet(self, key: str) -> int:
        """How far a main-objective goal ``key`` is from being met (0 when met/absent)."""
        n = self.want.get(key)
        if n is None:
            return 0
        q, _, rest = key.partition("@")
        at = rest.rstrip("<=>") if rest else None
        cmp = ">=" if key.endswith(">=") else "<="
        q = q.rstrip("<=>")
        have = self.quantity(q, at, None)
        return max(0, n - have) if cmp == ">=" else max(0, have - n)

    # -------------------------------------------------------------- survivors
    def dmg(self, sid: str) -> int:
        s = self.svs[sid]
        return s["wounds"] + s["frostbite"]

    def mod(self, sid: str, kind: str, loc: str | None = None) -> int:
        s = self.svs[sid]
        key = (sid, kind, loc or s["loc"])
        hit = self.memo.get(key)
        if hit is None:
            hit = self.memo[key] = self.p.mods(sid, kind, key[2], s["equipped"])
        return hit

    def search_need(self, sid: str, loc: str | None = None) -> int:
        return max(1, self.p.survivors[sid].search - self.mod(sid, "search_bonus", loc))

    def exposure_cost(self, sid: str) -> float:
        d = self.dmg(sid)
        death = DEATH * self.w_deaths * EXPO_SCALE
        if d >= 2:
            return P_BITE * (death + 0.3) + (P_WOUND + P_FROST) * death
        wound = 0.25 if d == 0 else 0.55
        frost = death * (0.9 if d else (0.45 if self.has_medicine else 0.75))
        return P_BITE * (death + 0.3) + P_WOUND * wound + P_FROST * frost

    @staticmethod
    def danger(wounds: int, frost: int) -> float:
        """Rough chance that damage like this kills the survivor soon."""
        d = wounds + frost
        if d <= 0:
            return 0.0
        if frost:
            return 0.85 if d >= 2 else 0.6
        return 0.35 if d >= 2 else 0.12

    def heal_value(self, sid: str, count: int, frostbite: bool = True) -> float:
        s = self.svs[sid]
        w, f = s["wounds"], s["frostbite"]
        w2 = max(0, w - count)
        f2 = max(0, f - max(0, count - w)) if frostbite else f
        return DEATH * (self.danger(w, f) - self.danger(w2, f2)) + 0.05 * (w + f - w2 - f2)

    def survivor_value(self, sid: str) -> float:
        card = self.p.survivors[sid]
        v = 0.6 + (5 - card.search) * 0.08 + (5 - card.attack) * 0.06
        if card.ability.kind == "activated" and card.ability.effect:
            v += 0.1
        elif card.ability.modifiers:
            v += 0.1
        if sid in self.svs:
            s = self.svs[sid]
            v -= 0.15 * s["wounds"] + 0.3 * s["frostbite"]
            if s["leader"]:
                v += 0.1
        return v

    # -------------------------------------------------------------- zombies
    def defend(self, lid: str) -> list[float]:
        """Value of one more absorbing space at each entrance of ``lid``."""
        hit = self._defend.get(lid)
        if hit is not None:
            return hit
        loc = self.locs[lid]
        cap, zs, bs = loc["entrance_spaces"], loc["zombies"], loc["barricades"]
        sp = loc.get("specials") or [0] * len(zs)  # special zombies hold spaces (RAX-13)
        if lid == COLONY:
            z = (self.colony_head + 1) // 2
            n = len(zs)
            inc = [float(z // n + (1 if e < z % n else 0)) for e in range(n)]
            cost = DEATH if self.at[COLONY] else (1.0 if self.helpless else 0.1)
            cost *= self.w_colony
        else:
            inc = [len(self.at[lid]) + 0.5 * loc["noise"]]
            cost = DEATH if self.at[lid] else 0.05
        out = []
        reach = []
        for e in range(len(zs)):
            room = cap - zs[e] - sp[e] + bs[e]
            if inc[e] <= 0:
                out.append(0.02 * cost)
                reach.append(99)
                continue
            r = int(room // inc[e])  # full rounds survived; overrun in round r + 1
            w = REACH[r] if r < len(REACH) else 0.02
            if r >= self.rounds_left:
                w = min(w, 0.02)
                r = 99
            out.append(cost * w)
            reach.append(r)
        self._defend[lid] = out
        self._reach[lid] = reach
        return out

    def reach(self, lid: str, e: int) -> int:
        """Full Colony Phases entrance ``e`` survives before an overrun (99: safe)."""
        self.defend(lid)
        return self._reach[lid][e]

    def slack(self, lid: str, extra: int = 0) -> float:
        """Absorbing room minus the zombies expected next Colony Phase (a location)."""
        loc = self.locs[lid]
        inc = len(self.at[lid]) + extra + 0.5 * loc["noise"]
        held = (loc.get("specials") or [0])[0]  # special zombies hold spaces (RAX-13)
        return loc["entrance_spaces"] - loc["zombies"][0] - held + loc["barricades"][0] - inc

    # -------------------------------------------------------------- cards
    def type_values(self) -> dict[str, float]:
        if self._tvals is None:
            in_hand = sum(max(1, self.p.item(c).food) for c in self.hand
                          if self.p.item(c).type == "food")
            short = max(0, 2 * self.food_due - self.food - in_hand)
            tv = {}
            for t in TYPE_BASE:
                v = 0.0
                if t in self.prevent and self.need > 0:
                    v += 0.6
                if t == "food":
                    v += min(0.5, 0.2 * short) * self.w_food + 0.3 * bool(
                        self.unmet("food>="))
                if t == "medicine" and self.my_damage:
                    v += 0.2
                if t == "survivor" and not self.colony_space:
                    v -= 0.3
                v += self.hold.get(t, 0.0) + self.hoard
                tv[t] = v
            self._tvals = tv
        return self._tvals

    def card_value(self, uid: str) -> float:
        item = self.p.item(uid)
        return self.p.static[item.id] + self.type_values().get(item.type, 0.0)

    def hold_value(self, uid: str) -> float:
        """What playing the card now gives up (it could be kept for later or the crisis)."""
        item = self.p.item(uid)
        v = 0.25 + self.hold.get(item.type, 0.0) + self.hoard
        if item.type in self.prevent and self.need > 0 and not self.exiled:
            v += 0.8
        return v

    def expect(self, lid: str) -> float:
        """Expected value of one search at ``lid`` (deck composition is public)."""
        hit = self._expect.get(lid)
        if hit is not None:
            return hit
        pool = self.p.pools.get(lid)
        if not pool or self.locs[lid]["deck"] <= 0:
            v = 0.0
        else:
            tv = self.type_values()
            v = sum(share * (mean + tv.get(t, 0.0)) for t, (share, mean) in pool.items())
            if self.unmet(f"deck@{lid}<="):
                v += self.obj_w
        self._expect[lid] = v
        return v

    # -------------------------------------------------------------- food and waste
    def food_gain(self, amount: int) -> float:
        if amount <= 0:
            return 0.0
        due = self.food_due
        short = max(0, due - self.food)
        short2 = max(0, 2 * due - self.food) if self.rounds_left >= 2 else short
        starve = (self.starvation + 1) + 0.3 * min(3, self.rounds_left - 1)
        v = 0.0
        for i in range(amount):
            if i < short:
                v += starve / short
            elif i < short2:
                v += 0.35
            else:
                v += 0.08
        v *= self.w_food
        goal = self.want.get("food>=")
        if goal is not None and self.obj_w:
            lacking = goal + due - self.food
            v += self.obj_w * 0.5 * min(amount, max(0, lacking))
        return v

    def food_loss(self, amount: int) -> float:
        amount = min(amount, self.food)
        if amount <= 0:
            return 0.0
        after = self.food - amount
        v = 0.1 * amount
        if after < self.food_due <= self.food:
            v += 1.0 + 0.5 * self.starvation
        goal = self.want.get("food>=")
        if goal is not None:
            v += self.obj_w * 0.5 * amount
        return v * max(0.2, self.w_food)

    def waste_change(self, delta: int) -> float:
        """Morale value of changing the waste pile by ``delta`` (cleaning is negative)."""
        now = self.waste + 2  # a couple more cards will land before the Colony Phase
        after = max(0, self.waste + delta) + 2
        levels = now // 10 - after // 10
        v = levels * min(2, self.rounds_left) * 0.8 - 0.02 * delta
        return v * self.w_waste

    # -------------------------------------------------------------- effects
    def quantity(self, q: str, at: str | None, item_type: str | None) -> int:
        v = self.v
        if q in ("food", "starvation", "morale", "rounds_left", "round", "helpless", "waste"):
            return int(v[q])
        if q in ("zombies", "barricades", "noise"):
            locs = [self.locs[at]] if at in self.locs else list(self.locs.values())
            if q == "noise":
                return sum(loc["noise"] for loc in locs)
            return sum(sum(loc[q]) for loc in locs)
        if q == "survivors":
            return len(self.at[at]) if at in self.at else len(self.svs)
        if q == "empty_spaces":
            lid = at if at in self.locs else COLONY
            used = len(self.at[lid]) + (self.helpless if lid == COLONY else 0)
            return int(self.locs[lid]["spaces"]) - used
        if q == "deck":
            return int(self.locs[at]["deck"]) if at in self.locs else 0
        if q == "zombies_killed":
            return sum(p["zombies_killed"] for p in self.players)
        if q == "players_exiled":
            return sum(1 for p in self.players if p["exiled"])
        if q == "own_survivors":
            return sum(1 for sid in self.mine if at is None or self.svs[sid]["loc"] == at)
        if q == "own_followers":
            return len(self.players[self.seat]["followers"])
        if q in ("own_hand", "own_equipped", "own_items"):
            cards: list[str] = []
            if q != "own_equipped":
                cards += self.hand
            if q != "own_hand":
                for sid in self.mine:
                    cards += self.svs[sid]["equipped"]
            if item_type is None:
                return len(cards)
            return sum(1 for c in cards if self.p.item(c).type == item_type)
        if q == "own_wounds":
            return self.my_damage
        if q == "own_unused_dice":
            return len(self.dice)
        if q == "own_zombies_killed":
            return int(self.players[self.seat]["zombies_killed"])
        if q == "own_influence":
            return sum(self.p.survivors[sid].influence for sid in self.mine)
        return 0  # not in the view (survivors_dead, crises_prevented, acting_*)

    def check(self, c: Any) -> bool | None:
        """A condition read from the view; None when the view cannot tell."""
        if c is None:
            return True
        k = c.cond
        if k == "compare":
            if c.value.q in ("survivors_dead", "crises_prevented") or \
                    c.value.q.startswith("acting"):
                return None
            a = self.quantity(c.value.q, c.value.at, c.value.item_type)
            b = c.n if c.other is None else self.quantity(c.other.q, c.other.at,
                                                        c.other.item_type)
            return {">=": a >= b, "<=": a <= b, "==": a == b, "!=": a != b, ">": a > b,
                    "<": a < b}[c.cmp]
        if k in ("all", "any"):
            vals = [self.check(x) for x in c.of]
            if k == "all":
                return False if False in vals else (None if None in vals else True)
            return True if True in vals else (None if None in vals else False)
        if k == "not":
            r = self.check(c.of)
            return None if r is None else not r
        if k == "controls":
            return c.survivor in self.mine
        if k == "flag":
            if c.flag == "exiled":
                return self.exiled
            if c.flag == "is_first_player":
                return self.v["first_player"] == self.seat
            if c.flag == "colony_has_space":
                return self.colony_space
            if c.flag == "any_exiled":
                return any(p["exiled"] for p in self.players)
        return None

    def best_defend(self, lid: str, need_zombie: bool = False, need_room: bool = False
                    ) -> float:
        loc = self.locs[lid]
        vals = self.defend(lid)
        best = 0.0
        for e, v in enumerate(vals):
            if need_zombie and loc["zombies"][e] <= 0:
                continue
            if need_room and loc["entrance_spaces"] - loc["zombies"][e] - \
                    loc["barricades"][e] <= 0:
                continue
            best = max(best, v)
        return best

    def _targets(self, at: str, here: str | None) -> list[str]:
        if at == "here":
            return [here or COLONY]
        if at in ("choose", "choose_any"):
            return [lid for lid in self.locs if at == "choose_any" or lid != COLONY]
        if at == "each_non_colony":
            return [lid for lid in self.locs if lid != COLONY]
        if at == "random":
            return list(self.locs)
        return [at] if at in self.locs else []

    def ops_value(self, ops: Sequence[Any], here: str | None = None,
                  acting: str | None = None, depth: int = 0) -> float:
        return sum(self.op_value(o, here, acting, depth) for o in ops)

    def op_value(self, o: Any, here: str | None, acting: str | None, depth: int) -> float:
        name = o.op
        if name == "food":
            return self.food_gain(o.amount) if o.amount > 0 else -self.food_loss(-o.amount)
        if name == "morale":
            w = 1.0 + (0.5 if self.morale <= 2 else 0.0)
            if self.betrayal and "morale<=" in self.goal_wants:
                w = 0.6
            return o.amount * w
        if name in ("zombies_kill", "zombies_remove", "barricade", "zombies_add", "noise"):
            lids = self._targets(o.at, here)
            if not lids:
                return 0.0
            if name == "zombies_add":
                vals = [-sum(self.defend(lid)[: o.count]) if lid == COLONY
                        else -o.count * self.defend(lid)[0] for lid in lids]
                chooses = o.at in ("choose", "choose_any")
                return max(vals) if chooses else (sum(vals) if o.at == "each_non_colony"
                                                 else sum(vals) / len(vals))
            if name == "noise":
                vals = [-0.5 * o.count * self.defend(lid)[0] - 0.02 for lid in lids
                        if lid != COLONY]
                if not vals:
                    return 0.0
                return max(vals) if o.at.startswith("choose") else sum(vals)
            room = name == "barricade"
            best = max(self.best_defend(lid, need_zombie=not room, need_room=room)
                       for lid in lids)
            v = o.count * best
            if name == "zombies_kill":
                v += o.count * self.obj_w * bool(self.unmet("zombies_killed>="))
                # a card kill is no attack: "no exposure roll after an attack" won't help
                if o.by_acting and o.exposure and acting in self.svs:
                    v -= o.count * self.exposure_cost(acting)
            return v
        if name == "wound":
            per = 0.6 if o.kind == "frostbite" else 0.3
            n = len(self.mine) if o.target == "all_own" else 1
            if o.target in ("all_here", "choose_any_here", "lowest_here"):
                n = 1
            return -per * o.count * n * self.w_deaths
        if name == "heal":
            if not self.my_damage:
                return 0.0
            if o.target == "acting":
                sids = [acting] if acting in self.svs else []
            elif o.target in ("all_own",):
                return sum(self.heal_value(sid, o.count, o.frostbite) for sid in self.mine)
            elif o.target.endswith("_here"):
                sids = [sid for sid in self.mine if self.svs[sid]["loc"] == (here or COLONY)]
            else:
                sids = self.mine
            return max((self.heal_value(sid, o.count, o.frostbite) for sid in sids),
                       default=0.0)
        if name == "kill_survivor":
            return -0.8 if o.remove else -DEATH * self.w_deaths
        if name == "helpless_add":
            return -0.45 * o.count * (0.0 if "helpless>=" in self.goal_wants
                                      and self.betrayal else 1.0)
        if name == "helpless_kill":
            return -1.0 * min(o.count, self.helpless)
        if name == "survivor_gain":
            return 0.45 if self.colony_space or self.exiled else 0.0
        if name == "draw":
            return 0.3 * o.count
        if name in ("discard", "lose_cards"):
            n = min(o.count, len(self.hand))
            return -0.25 * n - (self.waste_change(n) if name == "discard" else 0.0)
        if name == "waste_clean":
            return self.waste_change(-min(o.count, self.waste))
        if name == "waste_add":
            return -self.waste_change(o.count)
        if name in ("move_survivor", "place_survivor"):
            return 0.05
        if name == "search_deck":
            return 0.4 * o.count
        if name == "dice":
            if o.mode == "lose":
                return -0.3 * min(o.count, len(self.dice)) if self.dice else -0.05
            if o.mode == "gain":
                return 0.3 * o.count
            if o.mode == "raise":
                return 0.1 * o.count if self.dice else 0.0
            return 0.0
        if depth > 4:
            return 0.0
        if name == "vote":
            return 0.5 * (self.ops_value(o.yes, here, acting, depth + 1) +
                          self.ops_value(o.no, here, acting, depth + 1))
        if name == "choose":
            mods = self.v.get("modules") or {}
            vals = [self.ops_value(ch.effect, here, acting, depth + 1) for ch in o.options
                    if self.check(ch.requires) is not False
                    and (ch.module is None or ch.module in mods)]
            return max(vals) if vals else 0.0
        if name == "if":
            r = self.check(o.cond)
            t = self.ops_value(o.then, here, acting, depth + 1)
            f = self.ops_value(o.otherwise, here, acting, depth + 1)
            return t if r is True else (f if r is False else 0.5 * (t + f))
        if name == "for_each":
            inner = self.ops_value(o.effect, here, acting, depth + 1)
            if o.over == "player":
                return inner * self.active_players
            if o.over == "own_survivor":
                return inner * len(self.mine)
            lid = COLONY if o.over == "survivor_at_colony" else (here or COLONY)
            return inner * len(self.at.get(lid, []))
        return ln_op_value(self, o, here, acting, depth)


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


# ============================================================================ the bot
class HeuristicBot(LongNightAnswers, BanditAnswers, ScenarioAnswers):
    BARRICADE_BONUS = 0.3
    COLONY_STAY = 0.3  # a survivor at the colony guards it and needs no move

    def __init__(self, seed: int | str | None = 0, content: Any = None) -> None:
        self.rng = random.Random(seed)
        self._content = content
        self._pack: _Pack | None = None
        self._mem: dict[int, _Memory] = {}

    @property
    def pack(self) -> _Pack:
        if self._pack is None:
            content = self._content
            if content is None:
                from game.content.loader import load_base

                content = load_base()
            self._pack = _pack_for(content)
        return self._pack

    def choose_for(self, view: dict[str, Any], actions: Sequence[Any]) -> Any:
        return self.choose(actions, view)

    def choose(self, actions: Sequence[Any], view: dict[str, Any] | None = None) -> Any:
        """One of ``actions`` (the legal actions of the deciding seat)."""
        if not actions:
            raise ValueError("no legal action to choose from")
        if len(actions) == 1:
            return actions[0]
        if view is None or "me" not in view:
            return self._blind(actions)
        seat = view["me"]["seat"]
        mem = self._mem.setdefault(seat, _Memory())
        cx = _Ctx(self.pack, view, mem)
        kind = actions[0].type
        if kind == "draft":
            return self._draft(cx, actions)
        if kind == "answer":
            return self._answer(cx, actions)
        return self._turn(cx, actions)

    # -------------------------------------------------------------- no view
    def _blind(self, actions: Sequence[Any]) -> Any:
        safe = [a for a in actions if a.type not in (
            "exile_vote", "request", "attract", "hand_off", "spend_food")
            and not (a.type == "attack" and a.target.startswith("s:"))]
        pool = safe or list(actions)
        return pool[self.rng.randrange(len(pool))]

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

    def _die_cost(self, cx: _Ctx, die: int | None) -> float:
        if die is None or not (0 <= die < len(cx.dice)):
            return 0.0
        return 0.03 + 0.02 * cx.dice[die]

    def _score(self, cx: _Ctx, a: Any, sabotage: str | None) -> float:
        t = a.type
        if t in SKIPPED:
            return NEVER
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
        ln = self.ln_score(cx, a)
        if ln is None:
            ln = self.band_score(cx, a)
        if ln is not None:
            return ln
        return NEVER  # attract, spend_food, request, hand_off, exile_vote

    def _sabotage_card(self, cx: _Ctx, actions: Sequence[Any]) -> str | None:
        """A betrayer's wrong card for this decision (now and then, once a round)."""
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
        if cx.betrayal and self.rng.random() < 0.4:
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
            v += 0.2
        ab = cx.p.survivors[sid].ability
        if ab.kind == "activated" and ab.location in (lid, "non_colony") and ab.effect:
            v += 0.2
        return v

    # -------------------------------------------------------------- answers
    def _answer(self, cx: _Ctx, actions: Sequence[Any]) -> Any:
        d = cx.me.get("decision") or {}
        kind = d.get("kind", "")
        keys = [a.key for a in actions]
        by_key = {a.key: a for a in actions}
        handler = getattr(self, f"_ans_{kind}", None)
        key = handler(cx, keys, d) if handler is not None else None
        if key not in by_key:
            key = keys[0]
        return by_key[key]

    def _ans_search_more(self, cx: _Ctx, keys: list[str], d: dict) -> str:
        drawn = cx.me.get("search_drawn") or []
        loc = cx.mem.search_loc
        if loc not in cx.locs and drawn:
            loc = cx.p.item(drawn[0]).deck
        if loc not in cx.locs or not drawn or "noise" not in keys:
            return "stop"
        if cx.locs[loc]["noise"] >= 2:
            return "stop"
        best = max(cx.card_value(c) for c in drawn)
        tv = cx.type_values()
        gain = sum(share * max(0.0, mean + tv.get(t, 0.0) - best)
                   for t, (share, mean) in cx.p.pools.get(loc, {}).items())
        cost = 0.5 * cx.defend(loc)[0] + 0.05
        if cx.betrayal and "zombies@colony>=" not in cx.goal_wants:
            cost *= 0.8
        return "noise" if gain > cost + 0.05 else "stop"

    def _ans_search_keep(self, cx: _Ctx, keys: list[str], d: dict) -> str:
        return max(keys, key=lambda k: (cx.card_value(k), k))

    def _ans_bite_spread(self, cx: _Ctx, keys: list[str], d: dict) -> str:
        # which survivor: the prompt names it; find my survivor in the options' context
        prompt = d.get("prompt", "")
        victim = next((sid for sid in cx.mine if cx.p.survivors[sid].name in prompt), None)
        if victim is None:
            return "roll"
        loc = cx.svs[victim]["loc"]
        others = [x for x in cx.at.get(loc, []) if x != victim]
        desperate = cx.morale <= 2 or len(cx.mine) <= 1
        low_value = (not cx.svs[victim]["leader"] and
                     (cx.survivor_value(victim) < 0.75 or cx.dmg(victim) >= 2))
        if cx.betrayal and "survivors_dead>=" in cx.goal_wants:
            return "roll"
        if others and low_value and not desperate:
            return "kill"
        return "roll"

    def _worst(self, cx: _Ctx, sids: list[str]) -> str:
        """The survivor whose loss hurts least (own survivors weigh a little more)."""
        return min(sids, key=lambda s: (cx.survivor_value(s) + (0.15 if s in cx.mine else 0)
                                        if s in cx.svs else 0.0, s))

    def _ans_tie(self, cx: _Ctx, keys: list[str], d: dict) -> str:
        sids = [k for k in keys if k in cx.svs]
        return self._worst(cx, sids) if sids else keys[0]

    def _ans_order(self, cx: _Ctx, keys: list[str], d: dict) -> str:
        """CARD-02: which simultaneous effect first.  Unknown cases keep the engine's
        default order (``info["effects"]``).  A bitten last survivor (KILL-07): the spread
        first, so the newcomer is safe -- unless the spread would reach only my survivors
        and the newcomer is someone else's (it may take the bite instead), or a betrayer
        wants deaths."""
        info = d.get("info") or {}
        default = [k for k in info.get("effects", []) if k in keys] or keys
        if set(keys) != {"spread", "replacement"}:
            return default[0]
        if cx.betrayal and "survivors_dead>=" in cx.goal_wants:
            return "replacement"
        loc = info.get("location")
        here = [sid for sid in cx.at.get(loc, []) if sid in cx.svs] if loc else []
        if here and info.get("player") != cx.seat:
            low = min(cx.p.survivors[sid].influence for sid in here)
            lows = [sid for sid in here if cx.p.survivors[sid].influence == low]
            if all(sid in cx.mine for sid in lows):
                return "replacement"
        return "spread"

    def _next_intent(self, cx: _Ctx, names: frozenset[str]) -> Any:
        mem = cx.mem
        if not mem.intent and cx.v.get("phase") == "colony" and mem.crisis:
            cr = cx.p.c.crises.get(mem.crisis)
            if cr is not None:
                mem.intent = _flatten(cr.effect, [])
                mem.here = None
        for i, o in enumerate(mem.intent):
            if o.op in names:
                del mem.intent[: i + 1]
                return o
        return None

    def _ans_choose_survivor(self, cx: _Ctx, keys: list[str], d: dict) -> str:
        sids = [k for k in keys if k in cx.svs]
        if not sids:
            return keys[0]
        o = self._next_intent(cx, SURVIVOR_OPS)
        name = o.op if o is not None else "wound"
        if name == "heal":
            return max(sids, key=lambda s: (cx.heal_value(s, o.count, o.frostbite)
                                            if s in cx.mine else -1.0, s))
        if name in ("move_survivor", "place_survivor"):
            best = max(sids, key=lambda s: (self._best_spot(cx, s, None)[1], s))
            cx.mem.intent.insert(0, _Relocate(o, best))
            return best
        if name == "wound":
            # the healthiest, least valuable survivor takes it (never one it would kill)
            return min(sids, key=lambda s: (cx.dmg(s) >= 2, cx.svs[s]["frostbite"],
                                            cx.dmg(s), cx.survivor_value(s), s))
        return self._worst(cx, sids)

    def _best_spot(self, cx: _Ctx, sid: str, options: list[str] | None) -> tuple[str, float]:
        frm = cx.svs[sid]["loc"] if sid in cx.svs else COLONY
        here = self._place_value(cx, sid, frm, False) if sid in cx.svs else 0.0
        best, best_v = frm, -1e9
        for lid in options if options is not None else list(cx.locs):
            if lid == frm or lid not in cx.locs:
                continue
            v = self._place_value(cx, sid, lid, True) - here if sid in cx.svs else \
                -cx.slack(lid) if lid != COLONY else 0.0
            if v > best_v:
                best, best_v = lid, v
        return best, best_v

    def _ans_choose_location(self, cx: _Ctx, keys: list[str], d: dict) -> str:
        band = self.band_location(cx, keys, d)
        if band is not None:
            return band
        lids = [k for k in keys if k in cx.locs]
        if not lids:
            return keys[0]
        o = self._next_intent(cx, LOCATION_OPS)
        name = o.op if o is not None else "zombies_add"
        if name == "relocate":
            sid = o.sid if isinstance(o, _Relocate) else None
            if sid in cx.svs:
                return self._best_spot(cx, sid, lids)[0]
            return lids[0]
        if name in ("barricade", "zombies_kill", "zombies_remove"):
            def good(lid: str) -> tuple[float, str]:
                v = cx.best_defend(lid, need_zombie=name != "barricade",
                                   need_room=name == "barricade")
                if name == "barricade" and lid == COLONY and cx.unmet("barricades@colony>="):
                    v += cx.obj_w
                return (v, lid)
            return max(lids, key=good)
        # zombies_add / noise: somewhere harmless (no survivors, lots of room)
        def harm(lid: str) -> tuple[float, str]:
            return (len(cx.at.get(lid, [])) * 2.0 - (cx.slack(lid) if lid != COLONY else -9),
                    lid)
        if cx.betrayal and "zombies@colony>=" in cx.goal_wants and COLONY in lids:
            return COLONY
        return min(lids, key=harm)

    def _ans_choose_card(self, cx: _Ctx, keys: list[str], d: dict) -> str:
        sids = [k for k in keys if k in cx.p.survivors]
        if sids and len(sids) == len(keys):  # a survivor joins the group
            return max(sids, key=lambda s: (cx.survivor_value(s), s))
        # discard / lose a card: the least valuable
        return min(keys, key=lambda c: (cx.card_value(c), c))

    def _ans_choose_zombie(self, cx: _Ctx, keys: list[str], d: dict) -> str:
        """ZOMB-13: which colony entrance loses a zombie -- the one closest to overrun."""
        vals = cx.defend(COLONY)
        ok = [k for k in keys if k.isdigit() and int(k) < len(vals)]
        if not ok:
            return keys[0]
        return max(ok, key=lambda k: (vals[int(k)], -int(k)))

    def _ans_choose_die(self, cx: _Ctx, keys: list[str], d: dict) -> str:
        needs = set()
        for sid in cx.mine:
            needs.add(cx.search_need(sid))
            needs.add(max(1, cx.p.survivors[sid].attack - cx.mod(sid, "attack_bonus")))
        vals = sorted(int(k) for k in keys)
        for v in vals:
            if v + 1 in needs and v not in needs:
                return str(v)
        return str(vals[0])

    def _ans_choose_survivor_play(self, cx: _Ctx, keys: list[str], d: dict) -> str:
        sids = [k for k in keys if k in cx.svs]
        return max(sids, key=lambda s: (-cx.dmg(s), cx.survivor_value(s), s)) if sids \
            else keys[0]

    def _ans_leader(self, cx: _Ctx, keys: list[str], d: dict) -> str:
        return max(keys, key=lambda s: (cx.survivor_value(s) if s in cx.p.survivors else 0,
                                        s))

    def _ans_exile_relocate(self, cx: _Ctx, keys: list[str], d: dict) -> str:
        lids = [k for k in keys if k in cx.locs]
        if not lids:
            return keys[0]
        return max(lids, key=lambda lid: (cx.slack(lid) if lid != COLONY else -9,
                                          cx.expect(lid), lid))

    _ans_survivor_join = _ans_exile_relocate  # a new survivor picks its place the same way

    def _ans_crossroads(self, cx: _Ctx, keys: list[str], d: dict) -> str:
        card = cx.p.xroads.get(d.get("prompt", ""))
        if card is None:
            return keys[0]
        vals = {}
        for k in keys:
            i = int(k)
            if 0 <= i < len(card.options):
                vals[k] = cx.ops_value(card.options[i].effect, cx.mem.here, None)
        if not vals:
            return keys[0]
        ranked = sorted(vals, key=lambda k: (-vals[k], k))
        pick = ranked[0]
        if cx.betrayal and len(ranked) > 1 and vals[ranked[0]] - vals[ranked[-1]] < 1.0 \
                and self.rng.random() < 0.5:
            pick = ranked[-1]  # quietly the worse option for the colony
        cx.mem.intent = _flatten(card.options[int(pick)].effect, [])
        return pick

    def _ans_effect_choice(self, cx: _Ctx, keys: list[str], d: dict) -> str:
        labels = tuple(o["label"] for o in d.get("options", []))
        o = cx.p.chooses.get((d.get("prompt", ""), labels))
        if o is None:
            return keys[0]
        vals = {k: cx.ops_value(o.options[int(k)].effect, cx.mem.here, None) for k in keys
                if 0 <= int(k) < len(o.options)}
        if not vals:
            return keys[0]
        pick = max(vals, key=lambda k: (vals[k], k))
        cx.mem.intent = _flatten(o.options[int(pick)].effect, []) + cx.mem.intent
        return pick

    def _vote(self, cx: _Ctx, question: str) -> str:
        keep = first_player_ballot(cx, question)
        if keep is not None:
            return keep
        if question.startswith("Exile "):
            if cx.betrayal and not question.startswith(
                    f"Exile {cx.players[cx.seat]['name']}?"):
                return "yes"
            return "no"
        o = cx.p.votes.get(question)
        if o is None:
            return "yes"
        yes = cx.ops_value(o.yes)
        no = cx.ops_value(o.no)
        if cx.betrayal and abs(yes - no) < 1.5 and self.rng.random() < 0.5:
            return "yes" if yes < no else "no"
        return "yes" if yes >= no else "no"

    def _ans_ballot(self, cx: _Ctx, keys: list[str], d: dict) -> str:
        q = d.get("prompt", "")
        cx.mem.question = q
        return self._vote(cx, q)

    def _ans_vote_tie(self, cx: _Ctx, keys: list[str], d: dict) -> str:
        return self._vote(cx, cx.mem.question or "Exile ?")

    def _ans_request(self, cx: _Ctx, keys: list[str], d: dict) -> str:
        cards = [k for k in keys if k != "refuse"]
        if not cards or cx.betrayal:
            return "refuse"
        card = min(cards, key=lambda c: (cx.card_value(c), c))
        return card if cx.card_value(card) < 0.8 else "refuse"


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
