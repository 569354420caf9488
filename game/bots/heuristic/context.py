"""The per-seat memory and the decision context: a summary of one player view (threat,
food, crisis need, goals, card and effect values) computed once per decision."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.bots.heuristic.modq import despair_of, module_quantity
from game.bots.heuristic.pack import (
    COLONY,
    DEATH,
    EXPO_SCALE,
    P_BITE,
    P_FROST,
    P_WOUND,
    REACH,
    TYPE_BASE,
    _Pack,
)
from game.bots.heuristic.suspicion import posteriors
from game.bots.heuristic_ln import ln_op_value
from game.content.schema_base import per_players


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
    called: int = -1  # round of this seat's last exile call
    requested: int = -1  # round of this seat's last request


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
        # what a number by module / scenario reads (docs/PACKS.md): the modules in play and
        # the introductory scenario, by name
        mods = view.get("modules") or {}
        scenario = (mods.get("scenarios") or {}).get("scenario")
        self.in_play: frozenset[str] = frozenset(mods) | ({scenario} if scenario else set())
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
                    self.hold[t] = self.hold.get(t, 0.0) + (0.8 if late else 0.35)
        bt = self.goal_wants if self.betrayal else {}
        self.w_colony = 0.45 if "zombies@colony>=" in bt else (0.75 if "morale<=" in bt else 1.0)
        self.w_food = 0.2 if "starvation>=" in bt else 1.0
        self.w_waste = -0.3 if "waste>=" in bt else 1.0
        self.w_deaths = 0.4 if "survivors_dead>=" in bt else 1.0
        self.hoard = 0.5 if "own_items>=" in bt or "own_hand>=" in bt else 0.0
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

    # -------------------------------------------------------------- suspicion
    def suspects(self) -> dict[int, float]:
        """Seat -> chance it sabotages the colony, from the public record (not this seat)."""
        hit = self.memo.get("suspects")
        if hit is None:
            hit = self.memo["suspects"] = posteriors(self.v, self.seat)
        return hit

    def public_suspicion(self) -> float:
        """How suspect this seat looks to the table (every seat a candidate)."""
        hit = self.memo.get("public_suspicion")
        if hit is None:
            hit = self.memo["public_suspicion"] = posteriors(self.v, None).get(self.seat, 0.0)
        return hit

    # -------------------------------------------------------------- goals
    def _leaves(self, c: Any, out: dict[str, int]) -> None:
        """Flatten a goal into ``q@at<cmp>`` -> n (``own_hand:type`` for hand goals)."""
        if c is None:
            return
        if c.cond == "all" or c.cond == "any":
            for x in c.of:
                self._leaves(x, out)
        elif c.cond == "compare" and c.other is None:
            q, n = c.value, per_players(c.n, len(self.players), self.in_play)
            if q.q in ("own_hand", "own_items") and q.item_type:
                out[f"own_hand:{q.item_type}"] = n  # kept in hand (or equipped)
            elif q.q in ("own_items", "own_survivors", "own_equipped", "own_followers"):
                out[f"{q.q}>="] = n
            else:
                out[f"{q.q}{'@' + q.at if q.at else ''}{c.cmp}"] = n

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
        return s["wounds"] + s["frostbite"] + despair_of(self.v, sid)  # LN-10

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
        mq = module_quantity(self.v, q, at, self.mine)  # the Long Night's, and stats
        return 0 if mq is None else mq  # not in the view: acting_*

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
            b = (per_players(c.n, len(self.players), self.in_play) if c.other is None else
                 self.quantity(c.other.q, c.other.at, c.other.item_type))
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

