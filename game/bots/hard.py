"""HardBot: a closer reading of the view plus determinized Monte Carlo at the decisions that
matter.

Its heuristic (``HardHeuristic``) is the normal bot's with the hard reading (``_HardCtx``):
a loyal seat weighs the main objective's goals more and wants one more matching crisis
card (docs/BALANCE.md measures both against the normal bot).

At a decision that matters -- a crossroads option, a card's "choose", a vote that is not an
exile vote, a bite spread, and a turn decision whose best candidates are close and involve a
crisis contribution or a move -- it takes the heuristic's top candidates and, within a time
budget (``budget`` seconds, default 0.5), repeatedly

1. samples a full state consistent with its own view (``sample_hidden``: other hands,
   secrets, deck orders, the future dice are re-dealt at random),
2. applies a candidate and plays on with its heuristic in every seat to the end of the round,
3. scores the result with a value function from its seat's point of view (morale, food,
   survivors, wounds, colony zombies, progress on the main objective, a win or loss),

using the same samples for every candidate (common random numbers), and picks the best mean
when it beats the heuristic's own pick by ``MARGIN`` and the samples agree (better in more
than twice as many samples as worse); otherwise, and when the budget allows only one
sample, the heuristic's pick stands.  Every other decision is its heuristic's.

The bot still answers ``choose(legal_actions, view)``; to sample it needs the real state:
``bind_state(state)`` just before ``choose`` (the session's worker does this with its
snapshot) or ``state_source`` (a function returning the state, called only while this seat
is to decide); the state is copied, never changed.  Without either it plays exactly like
its heuristic.  A seat with a betrayal objective plays the normal bot's bluff.
``samples=K`` replaces the time budget by exactly K samples per search: the same seed then
gives the same game on any machine (balance runs use it).  Thinking is synchronous: a
client runs ``choose`` off its frame thread.
"""

from __future__ import annotations

import copy
import time
from collections.abc import Callable, Sequence
from typing import Any

from game.bots.heuristic import HeuristicBot
from game.bots.heuristic.context import _Ctx, _Memory
from game.bots.heuristic.pack import NEVER, _akey, _flatten
from game.engine import apply, legal_actions, player_view
from game.engine.determinize import sample_hidden
from game.engine.effects import objective_side, progress
from game.engine.rng import Rng
from game.engine.state import COLONY, State

DEFAULT_BUDGET = 0.5  # seconds per decision that matters
TOP = 3  # candidates evaluated
CLOSE = 0.35  # turn decisions: search only when the best candidates are this close
ROLLOUT_ACTIONS = 600  # safety net for one rollout
MARGIN = 0.1  # morale points the search's pick must gain over the heuristic's on average
ANSWER_KINDS = frozenset({"crossroads", "effect_choice", "ballot", "bite_spread"})


def value(s: State, seat: int) -> float:
    """How good ``s`` looks for a loyal ``seat`` (morale points)."""
    if s.over:
        return 30.0 if s.objective_met else -30.0
    v = 1.0 * s.morale + 0.3 * min(s.food, 12) - 0.8 * s.starvation - 0.5 * s.helpless
    for sv in s.survivors.values():
        v += 0.7 - 0.25 * sv.wounds - 0.45 * sv.frost
    colony = s.places[COLONY]
    free = [colony.cap - z for z in colony.zombies]
    v -= 0.15 * sum(colony.zombies) + 0.4 * sum(1 for f in free if f <= 0)
    v -= 0.25 * (len(s.waste) // 10)
    leaves = progress(s, objective_side(s).goal, {"player": s.first_player})
    if leaves:
        done = 0.0
        for leaf in leaves:
            if leaf["met"]:
                done += 1.0
            elif isinstance(leaf["value"], int) and isinstance(leaf["target"], int) and \
                    leaf["cmp"] in (">=", ">") and leaf["target"] > 0:
                done += max(0.0, min(1.0, leaf["value"] / leaf["target"]))
        v += 6.0 * done / len(leaves)
    return v


class _HardCtx(_Ctx):
    """The hard seat's reading of its view: a loyal seat weighs the main objective's goals
    higher (it plays for the win rather than for comfort) and wants one more matching card
    in the crisis than the normal bot does (a safety margin against a wrong card, a
    betrayer or a short hand).  Measured against the normal reading in docs/BALANCE.md."""

    OBJ_W = 1.0  # the normal reading: 0.6
    CRISIS_MARGIN = 1  # matching cards wanted beyond the normal bot's

    def __init__(self, pack: Any, view: dict[str, Any], mem: _Memory) -> None:
        super().__init__(pack, view, mem)
        if not self.betrayal:
            self.obj_w = self.OBJ_W
            if self.crisis is not None:
                self.need += self.CRISIS_MARGIN


class HardHeuristic(HeuristicBot):
    """The heuristic with the hard seat's reading (no search): what a hard seat plays
    where it does not search, and every seat in its rollouts."""

    ctx_class = _HardCtx


class _OutOfTime(Exception):
    """The budget ran out in the middle of a sample (the sample is dropped)."""


class HardBot(HeuristicBot):
    ctx_class = _HardCtx

    def __init__(self, seed: int | str | None = 0, content: Any = None, *,
                 state_source: Callable[[], State] | None = None,
                 budget: float = DEFAULT_BUDGET, samples: int | None = None,
                 clock: Callable[[], float] = time.perf_counter) -> None:
        super().__init__(seed, content)
        self.state_source = state_source
        self.budget = budget
        self.samples = samples  # a fixed number of samples instead of the time budget
        self.clock = clock
        self.searches = 0  # decisions decided by search (for benchmarks and tests)
        self._bound: State | None = None

    def bind_state(self, state: State) -> None:
        """The state the next ``choose`` is about (a session's worker thread hands over
        its snapshot, so the search never reads the live state from another thread)."""
        self._bound = state

    # -------------------------------------------------------------- entry
    def choose(self, actions: Sequence[Any], view: dict[str, Any] | None = None) -> Any:
        bound, self._bound = self._bound, None
        if bound is None and self.state_source is not None:
            bound = self.state_source()
        if bound is None or view is None or "me" not in view or len(actions) <= 1 or \
                (self.budget <= 0 and not self.samples):
            return super().choose(actions, view)
        state = bound
        seat = view["me"]["seat"]
        if state.pending is None or state.pending["player"] != seat:
            return super().choose(actions, view)
        mem = self._mem.setdefault(seat, _Memory())
        cx = self.ctx_class(self.pack, view, mem)
        if cx.betrayal:
            return super().choose(actions, view)
        cands = self._candidates(cx, actions)
        if cands is None:
            return super().choose(actions, view)
        saved = copy.deepcopy(mem)
        default = super().choose(actions, view)  # the heuristic's pick (updates memory)
        if default not in cands:
            cands = [default, *cands[: TOP - 1]]
        best = self._search(state, seat, cands, default)
        if best is default:
            return default
        # the search overrules the heuristic: memory as if the heuristic had chosen it
        self._mem[seat] = saved
        return self._commit(view, actions, best)

    def _commit(self, view: dict[str, Any], actions: Sequence[Any], chosen: Any) -> Any:
        """Update the seat's memory for ``chosen`` the way the heuristic would have."""
        seat = view["me"]["seat"]
        mem = self._mem[seat]
        cx = self.ctx_class(self.pack, view, mem)
        if chosen.type == "answer":
            kind = (cx.me.get("decision") or {}).get("kind")
            if kind == "ballot":
                mem.question = (cx.me.get("decision") or {}).get("prompt", "")
            elif kind == "crossroads":
                card = cx.p.xroads.get((cx.me.get("decision") or {}).get("prompt", ""))
                if card is not None and chosen.key.isdigit() and \
                        int(chosen.key) < len(card.options):
                    mem.intent = _flatten(card.options[int(chosen.key)].effect, [])
            return chosen
        if chosen.type == "end_turn":
            mem.round, mem.actions, mem.repeats = view["round"], 0, {}
            return chosen
        if mem.round != view["round"]:
            mem.round, mem.actions, mem.repeats = view["round"], 0, {}
        mem.actions += 1
        key = _akey(chosen)
        mem.repeats[key] = mem.repeats.get(key, 0) + 1
        self._remember(cx, chosen)
        return chosen

    # -------------------------------------------------------------- what to search
    def _candidates(self, cx: _Ctx, actions: Sequence[Any]) -> list[Any] | None:
        kind = actions[0].type
        if kind == "answer":
            d = cx.me.get("decision") or {}
            if d.get("kind") not in ANSWER_KINDS:
                return None
            if d.get("kind") == "ballot" and str(d.get("prompt", "")).startswith("Exile "):
                return None
            return list(actions)[:4]
        if kind == "draft":
            return None
        scored = []
        for a in actions:
            if a.type == "end_turn":
                scored.append((0.0, a))
                continue
            v = self._score(cx, a, None)
            if v > NEVER / 2:
                scored.append((v, a))
        scored.sort(key=lambda x: -x[0])
        top = scored[:TOP]
        if len(top) < 2 or top[0][0] - top[1][0] > CLOSE:
            return None
        if not any(a.type in ("contribute", "move") for _, a in top):
            return None
        return [a for _, a in top]

    # -------------------------------------------------------------- the search
    def _search(self, state: State, seat: int, cands: list[Any], default: Any) -> Any:
        start = self.clock()
        fixed = self.samples
        deadline = float("inf") if fixed else start + self.budget
        totals = [0.0] * len(cands)
        rows: list[list[float]] = []
        n = 0
        last = 0.0
        while n < (fixed or 64):
            t0 = self.clock()
            if not fixed and n and t0 + last > deadline:
                break  # another full sample would overrun the budget
            seed = self.rng.getrandbits(62)
            row = []
            try:
                for a in cands:
                    sample = sample_hidden(state, seat, Rng.from_seed(seed))
                    row.append(self._rollout(sample, seat, a, seed, deadline))
            except _OutOfTime:
                break
            for i, v in enumerate(row):
                totals[i] += v
            rows.append(row)
            n += 1
            last = self.clock() - t0
        self.searches += 1
        if n < 2:
            return default
        means = [t / n for t in totals]
        d = cands.index(default)
        best = max(range(len(cands)), key=lambda i: (means[i], i == d))
        if best == d or means[best] <= means[d] + MARGIN:
            return default
        # overrule the heuristic only when the samples agree (a paired sign test: the
        # same samples were used for every candidate)
        better = sum(1 for r in rows if r[best] > r[d] + 1e-9)
        worse = sum(1 for r in rows if r[best] < r[d] - 1e-9)
        return cands[best] if better > 2 * worse else default

    def _rollout(self, s: State, seat: int, first: Any, seed: int, deadline: float) -> float:
        r0 = s.round
        try:
            apply(s, first)
        except Exception:  # noqa: BLE001 - an action the sample does not allow
            return value(s, seat) - 5.0
        bot = HardHeuristic(seed, s.content)
        for _ in range(ROLLOUT_ACTIONS):
            if s.over or s.round > r0:
                break
            legal = legal_actions(s)
            if not legal:
                break
            if self.samples is None and self.clock() > deadline:
                raise _OutOfTime
            who = legal[0].actor
            apply(s, bot.choose(legal, player_view(s, who)))
        return value(s, seat)
