"""The heuristic bot's table talk and small helps: exile votes (called and cast by public
evidence), a betrayer's bluff, requests, hand-offs, Attract and Spend Food."""

from __future__ import annotations

import random
from typing import Any

from game.bots.heuristic.context import _Ctx
from game.bots.heuristic.pack import COLONY, NEVER
from game.bots.heuristic.suspicion import REF_SEATS, no_evidence, seat_named

CALL_AT = 0.42  # a loyal seat calls an exile vote at this posterior
VOTE_AT = 0.3  # ... and votes yes from this posterior on
FRAME_AT = 0.3  # a betrayer piles on a vote against someone suspected this much
# the Bandits scenario's special exile phase (SCEN-B-07/08): a betrayer not exiled there
# wins at once, so a loyal seat calls a vote on a seat twice as suspect as with no
# evidence at all and backs one at 1.5 times (at 4 and 5 players less than in its turns;
# at 3 players, where each seat starts at 1/4, more: an exile there leaves two players)
SPECIAL_CALL_LIFT = 2.0
SPECIAL_VOTE_LIFT = 1.5
LAY_LOW = 0.5  # a betrayer stops sabotaging once the table suspects it this much


def table_factor(view: Any) -> float:
    """The loyal thresholds at a table larger than ``REF_SEATS``: each crisis there takes
    more cards from more hands, so the same sabotage moves one seat's posterior less; a
    player at a 5-seat table calls (and backs) a vote on less (x3/4 at 5 players)."""
    seats = sum(1 for p in view["players"] if not p["eliminated"])
    return min(1.0, (REF_SEATS - 1) / max(1, seats - 1))


def special_phase(view: Any) -> list[int] | None:
    """The seats voted on so far in the Bandits scenario's special exile phase (SCEN-B-07),
    or None outside it."""
    called = ((view.get("modules") or {}).get("scenarios") or {}).get("exile_called")
    return None if called is None else [int(t) for t in called]


def special_at(cx: _Ctx, lift: float) -> float:
    """A loyal threshold in the special exile phase: ``lift`` times the posterior of a seat
    with no evidence against it."""
    return lift * no_evidence(cx.v, cx.seat)


class Social:
    """Mixed into TurnRules."""

    rng: random.Random
    saboteur: bool
    social: bool = True  # easy bots leave all of this alone

    # -------------------------------------------------------------- exile
    def _exile_call(self, cx: _Ctx, a: Any) -> float:
        if not self.social or self.saboteur or cx.exiled:
            return NEVER
        if cx.mem.called == cx.v["round"]:
            return NEVER  # at most one call a round, whatever the result
        sus = cx.suspects().get(a.target, 0.0)
        if cx.betrayal:
            if sus < FRAME_AT + 0.15 or cx.public_suspicion() > sus:
                return NEVER
            return 0.6
        if sus < CALL_AT * table_factor(cx.v):
            return NEVER
        return 1.0 + sus

    def special_call(self, cx: _Ctx) -> int | None:
        """The seat a loyal bot calls a vote against in the special exile phase (SCEN-B-07):
        the one it suspects most, if enough and not voted on already in this phase (the
        table has spoken on it; the next suspect is not worth a vote of its own)."""
        called = special_phase(cx.v)
        if not self.social or self.saboteur or cx.exiled or cx.betrayal or called is None:
            return None
        live = {p["seat"] for p in cx.players if not p["exiled"] and not p["eliminated"]}
        sus = {t: x for t, x in cx.suspects().items() if t in live}
        if not sus:
            return None
        target = max(sus, key=lambda t: (sus[t], -t))
        if target in called or sus[target] < special_at(cx, SPECIAL_CALL_LIFT):
            return None
        return target

    def _exile_ballot(self, cx: _Ctx, question: str) -> str:
        target = seat_named(cx.v, question)
        if target is None or target == cx.seat:
            return "no"
        if self.saboteur:
            return "no"
        sus = cx.suspects().get(target, 0.0)
        if not self.social:
            return "yes" if self.rng.random() < 0.25 else "no"
        if cx.betrayal:
            return "yes" if sus >= FRAME_AT else "no"
        if special_phase(cx.v) is not None:
            return "yes" if sus >= special_at(cx, SPECIAL_VOTE_LIFT) else "no"
        return "yes" if sus >= VOTE_AT * table_factor(cx.v) else "no"

    # -------------------------------------------------------------- a betrayer's bluff
    def _bluff_sabotage(self, cx: _Ctx, actions: Any) -> str | None:
        """A betrayer's wrong card: only when it can hide (someone else has put a card in,
        so the count stays ambiguous), at most once a round, less often once a crisis has
        been spoiled, and never once the table suspects it."""
        if cx.crisis is None or cx.mem.sabotaged == cx.v["round"]:
            return None
        by = cx.v["crisis"].get("by_seat") or []
        others = sum(n for i, n in enumerate(by) if i != cx.seat)
        if others < 1 or cx.public_suspicion() >= LAY_LOW:
            return None
        wrong = [a.card for a in actions if a.type == "contribute"
                 and a.card in cx.hand and cx.p.item(a.card).type not in cx.prevent]
        if not wrong:
            return None
        spoiled = sum(cx.v.get("history", {}).get("crisis_wrong") or [])
        chance = 0.85 if spoiled == 0 else 0.7
        if self.rng.random() >= chance:
            return None
        return min(wrong, key=lambda c: (cx.card_value(c), c))

    # -------------------------------------------------------------- small helps
    def _spend_food(self, cx: _Ctx, a: Any) -> float:
        if not self.social or not (0 <= a.die < len(cx.dice)):
            return NEVER
        die = cx.dice[a.die]
        if die >= 6 or cx.food - 1 < 2 * cx.food_due:
            return NEVER
        needs = set()
        for sid in cx.mine:
            loc = cx.svs[sid]["loc"]
            if loc != COLONY and cx.expect(loc) > 0.5:
                needs.add(cx.search_need(sid))
        if die + 1 in needs and die not in needs and not any(d >= min(needs) for d in cx.dice):
            return 0.35 - cx.food_loss(1)
        return NEVER

    def _request(self, cx: _Ctx, a: Any) -> float:
        if not self.social or cx.exiled or cx.betrayal:
            return NEVER
        if cx.mem.requested == cx.v["round"]:
            return NEVER
        in_hand = sum(max(1, cx.p.item(c).food) for c in cx.hand
                      if cx.p.item(c).type == "food")
        short = cx.food_due - cx.food - in_hand
        target = cx.players[a.target]
        if short <= 0 or target["hand"] < 3 or target["exiled"]:
            return NEVER
        return 0.25 + 0.05 * target["hand"] - 0.01 * a.target

    def _request_answer(self, cx: _Ctx, cards: list[str]) -> str:
        if not cards or cx.betrayal:
            return "refuse"
        food = [c for c in cards if cx.p.item(c).type == "food"]
        if food and cx.food < cx.food_due:
            return min(food, key=lambda c: (cx.card_value(c), c))
        card = min(cards, key=lambda c: (cx.card_value(c), c))
        return card if cx.card_value(card) < 0.8 else "refuse"

    def _hand_off(self, cx: _Ctx, a: Any) -> float:
        if not self.social:
            return NEVER
        giver = next((sid for sid in cx.mine if a.card in cx.svs[sid]["equipped"]), None)
        if giver is None or a.to not in cx.svs:
            return NEVER
        gd, td = cx.dmg(giver), cx.dmg(a.to)
        if gd < 2 or td >= gd or cx.svs[a.to]["owner"] != cx.seat and cx.betrayal:
            return NEVER
        return 0.2 + 0.3 * cx.p.static[cx.p.item(a.card).id] - 0.05 * td

    def _attract(self, cx: _Ctx, a: Any) -> float:
        if not self.social or a.survivor not in cx.svs:
            return NEVER
        here = cx.svs[a.survivor]["loc"]
        gain = 0.0
        for t in a.take:
            src, e = (COLONY, int(t.split(":", 1)[1])) if t.startswith("colony:") else (t, 0)
            if src not in cx.locs:
                return NEVER
            gain += cx.defend(src)[e]
        room = cx.slack(here) if here != COLONY else min(
            cx.locs[COLONY]["entrance_spaces"] - z + b for z, b in
            zip(cx.locs[COLONY]["zombies"], cx.locs[COLONY]["barricades"], strict=True))
        if room < len(a.take) + (1 if here != COLONY else 0):
            return NEVER
        cost = len(a.take) * (cx.defend(here)[0] if here != COLONY else
                              max(cx.defend(COLONY)))
        v = gain - cost - 0.15
        return v if v > 0.1 else NEVER
