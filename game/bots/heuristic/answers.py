"""The heuristic bot's answers, one method per decision kind: ``_ans_<kind>(cx, keys,
decision) -> key``.  A new decision kind gets its own ``_ans_<kind>`` method here (a kind
without one is answered with its first enabled option)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.bots.heuristic.context import _Ctx
from game.bots.heuristic.pack import (
    COLONY,
    LOCATION_OPS,
    SURVIVOR_OPS,
    _flatten,
    _Relocate,
)
from game.bots.heuristic.turn import TurnRules
from game.bots.heuristic_ln import first_player_ballot

LETHAL = 100.0


class Answers(TurnRules):
    """Answers to every decision but the turn and the draft."""

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
                vals[k] = cx.ops_value(card.options[i].effect, cx.mem.here, None) - \
                    self._lethal(cx, card.options[i].effect)
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
        vals = {k: cx.ops_value(o.options[int(k)].effect, cx.mem.here, None) -
                self._lethal(cx, o.options[int(k)].effect) for k in keys
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
            return self._exile_ballot(cx, question)
        o = cx.p.votes.get(question)
        if o is None:
            return "yes"
        yes = cx.ops_value(o.yes) - self._lethal(cx, o.yes)
        no = cx.ops_value(o.no) - self._lethal(cx, o.no)
        if cx.betrayal and abs(yes - no) < 1.5 and self.rng.random() < 0.5:
            return "yes" if yes < no else "no"
        return "yes" if yes >= no else "no"

    def _ans_ballot(self, cx: _Ctx, keys: list[str], d: dict) -> str:
        q = d.get("prompt", "")
        cx.mem.question = q
        contain = self.containment_ballot(cx, d)  # RAX-10/11, on the merits
        if contain is not None:
            return contain
        return self._vote(cx, q)

    def _ans_vote_tie(self, cx: _Ctx, keys: list[str], d: dict) -> str:
        return self._vote(cx, cx.mem.question or "Exile ?")

    def _ans_request(self, cx: _Ctx, keys: list[str], d: dict) -> str:
        enabled = {o["key"] for o in d.get("options", []) if o.get("enabled", True)}
        return self._request_answer(cx, [k for k in keys if k != "refuse" and
                                         (not enabled or k in enabled)])

    @staticmethod
    def _lethal(cx: _Ctx, ops: Any) -> float:
        """LETHAL when these effects would drop morale to 0 on the spot (morale changes,
        deaths, killed helpless survivors); never chosen while another option is not."""
        loss = 0
        for o in ops:
            if o.op == "morale" and o.amount < 0:
                loss -= o.amount
            elif o.op == "kill_survivor" and not o.remove:
                loss += 1
            elif o.op == "helpless_kill":
                loss += min(o.count, cx.helpless)
        return LETHAL if loss and cx.morale - loss <= 0 else 0.0
