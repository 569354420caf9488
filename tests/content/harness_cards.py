"""The card-test harness: a normalised game, positions made to order and a reference model.

Used by every content test that exercises cards through the engine
(``test_base_cards.py``, ``test_ln_cards.py``, ``harness_colony.py`` …); see
``test_base_cards.py`` for how the pieces fit together.  Split out of that file along its
seam (harness / tests) to keep both readable.
"""

# ruff: noqa: F405
from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any

import pytest

from game.engine import actions as A
from game.engine import apply
from game.engine.effects import check
from game.engine.state import COLONY, State, Survivor
from game.engine.turn import TURN_ACTIONS
from tests.content.harness_ln_model import LnModelOps
from tests.content.harness_positions import *  # noqa: F403


# ============================================================================ snapshot
def snap(s: State) -> dict[str, Any]:
    """The parts of the state an effect can change."""
    return {
        "food": s.food, "morale": s.morale, "over": s.over, "helpless": s.helpless,
        "starvation": s.starvation,
        "zombies": {lid: list(pl.zombies) for lid, pl in s.places.items()},
        "barricades": {lid: list(pl.barricades) for lid, pl in s.places.items()},
        "noise": {lid: pl.noise for lid, pl in s.places.items()},
        "waste": list(s.waste), "removed": sorted(s.removed),
        "hands": [sorted(p.hand) for p in s.players],
        "unused": [sorted(p.unused) for p in s.players],
        "groups": [(p.leader, list(p.followers), p.exiled) for p in s.players],
        "survivors": {sid: (sv.owner, sv.loc, sv.wounds, sv.frost, sv.despair,
                            sorted(sv.equipped), list(sv.side_effects))
                      for sid, sv in sorted(s.survivors.items())},
        # The Long Night (LN-09..14): unruly helpless, explosive traps, bandits
        "unruly": s.ln.unruly if s.ln is not None else 0,
        "traps": {lid: list(pl.traps or []) for lid, pl in s.places.items()},
        "bandits": {lid: pl.bandits for lid, pl in s.places.items()},
        "progress": dict(s.impr.progress) if s.impr is not None else {},
        "stockpile": list(s.band.stockpile) if s.band is not None else [],
        # Raxxon (RAX-03..20): the experiment deck, special zombies, pill side effects
        "experiments": ((list(s.rax.experiments), list(s.rax.encounters),
                         list(s.rax.discarded), list(s.rax.side_effects))
                        if s.rax is not None else None),
        "specials": (sorted((z["type"], z["card"] or "", z["loc"], z["entrance"])
                            for z in s.rax.specials) if s.rax is not None else []),
        "survivor_deck": list(s.survivor_deck),
        "decks": {lid: sorted(pl.deck) for lid, pl in s.places.items()},
        "box": sorted(s.box),
        "stats": {k: int(s.stats.get(k, 0))
                  for k in ("zombies_killed", "survivors_dead", "crises_prevented")},
        "kills": [p.zombies_killed for p in s.players],
    }


NOOP_LOG: list[str] = []


def assert_same(engine: State, model: State, before: Any = None) -> None:
    a, b = snap(engine), snap(model)
    diff = {k: (a[k], b[k]) for k in a if a[k] != b[k]}
    assert not diff, f"engine vs expected: {diff}"


# ============================================================================ reference model
class Model(LnModelOps):
    """What an operation list should do, applied to a copy of the state by plain edits.

    Choices follow :class:`Policy`: the first candidate, except ``choose`` options
    (``choices``) and votes (``ballot`` for every voter)."""

    def __init__(self, s: State, choices: tuple[int, ...] = (), ballot: str = "yes") -> None:
        self.s = clone(s)
        self.choices = list(choices)
        self.ballot = ballot
        self.marked: dict[str, Any] | None = None
        self.face: int | None = None  # the face of the next `roll` (None: D6)
        self.after: dict[str, Any] | None = None
        self.ran: list[str] = []

    # ---------------------------------------------------------------- plumbing
    def run(self, ops: list[Any], ctx: dict[str, Any]) -> Model:
        if self.marked is None:
            self.marked = snap(self.s)
        for o in ops:
            if self.s.over:
                return self
            if ctx.get("survivor") and ctx["survivor"] not in self.s.survivors:
                ctx = {**ctx, "survivor": None}
            if o.op not in ("if", "vote", "choose", "for_each"):
                self.ran.append(o.op)
            getattr(self, "op_" + o.op)(o, ctx)
        self.after = snap(self.s)
        return self

    def assert_effective(self) -> None:
        """An operation ran, so the test position must show its effect (the setup is not
        so poor that the card does nothing)."""
        if self.ran:
            assert self.after != self.marked, f"{self.ran} changed nothing"

    def here(self, ctx: dict[str, Any]) -> str:
        sid = ctx.get("survivor")
        if sid and sid in self.s.survivors:
            return self.s.survivors[sid].loc
        return ctx.get("loc") or COLONY

    def locs(self, ref: str, ctx: dict[str, Any], allowed: Any = None) -> list[str]:
        m = self.s
        choose = ref in ("choose", "choose_any")
        if ref == "here":
            out = [self.here(ctx)]
        elif ref == "choose" or ref == "each_non_colony":
            out = [lid for lid in m.places if lid != COLONY]
        elif ref == "choose_any":
            out = list(m.places)
        elif ref == "random":
            out = [lid for lid, pl in m.places.items() if pl.number == D6]
        else:
            out = [ref]
        if allowed is not None:
            out = [x for x in out if allowed(x)]
        return out[:1] if choose else out

    def targets(self, ref: str, ctx: dict[str, Any]) -> list[str]:
        m = self.s
        seat = ctx.get("player", 0)
        mine = own(m, seat)
        loc = self.here(ctx)
        if ref == "acting":
            sid = ctx.get("survivor")
            return [sid] if sid in m.survivors else []
        if ref == "leader":
            ld = m.players[seat].leader
            return [ld] if ld in m.survivors else []
        if ref == "all_own":
            return mine
        if ref == "all_here":
            return m.at(loc)
        if ref == "lowest_here":
            here = m.at(loc)
            if not here:
                return []
            low = min(m.content.survivors[x].influence for x in here)
            return [x for x in here if m.content.survivors[x].influence == low][:1]
        if ref == "choose_own":
            return mine[:1]
        if ref == "choose_own_here":
            return [x for x in mine if m.survivors[x].loc == loc][:1]
        if ref == "choose_any_here":
            return m.at(loc)[:1]
        raise KeyError(ref)

    # ---------------------------------------------------------------- board primitives
    def morale(self, d: int) -> None:
        m = self.s
        m.morale = max(0, min(10, m.morale + d))
        if m.morale == 0:
            m.over = True

    def kill(self, sid: str, remove: bool = False) -> None:
        m = self.s
        sv = m.survivors.pop(sid)
        p = m.players[sv.owner]
        m.dead.append(sid)
        if not remove:
            m.stats["survivors_dead"] = m.stats.get("survivors_dead", 0) + 1
        if sv.equipped:
            (p.hand if sv.loc == COLONY else m.places[sv.loc].deck).extend(sv.equipped)
        if p.leader == sid:
            p.leader = None
        else:
            p.followers.remove(sid)
        if not remove and not p.exiled:
            self.morale(-1)
        if not p.survivors:
            raise NotImplementedError("the model does not replace a lost last survivor")
        if p.leader is None:  # KILL-06: the first follower is chosen
            p.leader = p.followers.pop(0)

    def wound(self, sid: str, kind: str) -> None:
        sv = self.s.survivors.get(sid)
        if sv is None or self.s.over:
            return
        if kind == "frostbite":
            sv.frost += 1
        elif kind == "despair":  # LN-09/10: a despair token counts as a wound
            sv.despair += 1
        else:
            sv.wounds += 1
        if sv.damage >= 3:
            self.kill(sid)

    def add_zombie(self, lid: str, e: int) -> None:
        pl = self.s.places[lid]
        if pl.free(e) > 0:  # traps and special zombies fill spaces too (LN-14, RAX-13)
            pl.zombies[e] += 1
        elif pl.barricades[e] > 0:
            pl.barricades[e] -= 1
        else:  # overrun: the lowest influence survivor there dies (first of a tie)
            here = self.s.at(lid)
            if not here:
                if lid == COLONY and self.s.helpless > 0:
                    self.s.helpless -= 1
                    self.morale(-1)
                pl.bandits = 0  # BAND-10: no survivor there: its bandits are removed
                return
            low = min(self.s.content.survivors[x].influence for x in here)
            self.kill(next(x for x in here if self.s.content.survivors[x].influence == low))

    def fullest(self, lid: str) -> int | None:
        z = self.s.places[lid].zombies
        return z.index(max(z)) if max(z) > 0 else None

    def drop_cards(self, seat: int, o: Any, to_waste: bool) -> None:
        p = self.s.players[seat]
        for _ in range(o.count):
            cands = [u for u in p.hand
                     if o.item_type is None or self.s.content.item(u).type == o.item_type]
            if not cands:
                return
            p.hand.remove(cands[0])
            (self.s.waste if to_waste and not p.exiled else self.s.removed).append(cands[0])

    def deck(self, ref: str, ctx: dict[str, Any]) -> list[str]:
        lid = self.here(ctx) if ref == "here" else ref
        if lid == "starting":
            return self.s.box
        return self.s.places[lid].deck if lid != COLONY else []

    def can_enter(self, sid: str, lid: str) -> bool:
        m = self.s
        sv = m.survivors[sid]
        return sv.loc != lid and m.has_space(lid) and not (
            lid == COLONY and m.players[sv.owner].exiled)

    # ---------------------------------------------------------------- operations
    def op_food(self, o: Any, ctx: dict) -> None:
        self.s.food = max(0, self.s.food + o.amount)

    def op_morale(self, o: Any, ctx: dict) -> None:
        self.morale(o.amount)

    def op_zombies_add(self, o: Any, ctx: dict) -> None:
        for lid in self.locs(o.at, ctx):
            for k in range(o.count):
                self.add_zombie(lid, k % 6 if lid == COLONY else 0)

    def op_zombies_kill(self, o: Any, ctx: dict) -> None:
        m = self.s
        by = ctx.get("survivor") if o.by_acting else None
        for lid in self.locs(o.at, ctx):
            for _ in range(o.count):
                e = self.fullest(lid)
                if e is None:
                    break
                m.places[lid].zombies[e] -= 1
                m.stats["zombies_killed"] = m.stats.get("zombies_killed", 0) + 1
                if by in m.survivors:
                    m.players[m.survivors[by].owner].zombies_killed += 1

    def op_zombies_remove(self, o: Any, ctx: dict) -> None:
        for lid in self.locs(o.at, ctx):
            for _ in range(o.count):
                e = self.fullest(lid)
                if e is None:
                    break
                self.s.places[lid].zombies[e] -= 1

    def op_barricade(self, o: Any, ctx: dict) -> None:
        for lid in self.locs(o.at, ctx):
            pl = self.s.places[lid]
            for _ in range(o.count):
                free = [e for e in range(len(pl.zombies)) if pl.free(e) > 0]
                if not free:
                    break
                pl.barricades[free[0]] += 1

    def op_noise(self, o: Any, ctx: dict) -> None:
        for lid in self.locs(o.at, ctx, lambda x: x != COLONY):
            pl = self.s.places[lid]
            for _ in range(o.count):
                if pl.noise >= pl.noise_spaces or pl.noise_round >= 4:
                    break
                pl.noise += 1
                pl.noise_round += 1

    def op_wound(self, o: Any, ctx: dict) -> None:
        for sid in self.targets(o.target, ctx):
            for _ in range(o.count):
                self.wound(sid, o.kind)

    def op_heal(self, o: Any, ctx: dict) -> None:
        for sid in self.targets(o.target, ctx):
            sv = self.s.survivors[sid]
            for _ in range(o.count):
                if sv.wounds:
                    sv.wounds -= 1
                elif o.frostbite and sv.frost:
                    sv.frost -= 1

    def op_kill_survivor(self, o: Any, ctx: dict) -> None:
        for sid in self.targets(o.target, ctx):
            self.kill(sid, remove=o.remove)

    def op_helpless_add(self, o: Any, ctx: dict) -> None:
        m = self.s
        if m.players[ctx.get("player", 0)].exiled:
            return
        added = min(o.count, m.places[COLONY].spaces - m.occupied(COLONY))
        m.helpless += added
        if getattr(o, "unruly", False):  # LN-11: they arrive unruly
            assert m.ln is not None, "unruly helpless need the Long Night rules"
            m.ln.unruly += added

    # ---------------------------------------------------------------- The Long Night
    def op_despair(self, o: Any, ctx: dict) -> None:  # LN-09
        for sid in self.targets(o.target, ctx):
            for _ in range(o.count):
                self.wound(sid, "despair")

    def op_despair_remove(self, o: Any, ctx: dict) -> None:  # LN-10
        for sid in self.targets(o.target, ctx):
            sv = self.s.survivors[sid]
            sv.despair -= min(o.count, sv.despair)

    def op_unruly(self, o: Any, ctx: dict) -> None:  # LN-11/12
        ln = self.s.ln
        assert ln is not None, "unruly helpless need the Long Night rules"
        if o.mode == "make":
            ln.unruly = min(self.s.helpless, ln.unruly + o.count)
        else:
            ln.unruly -= min(o.count, ln.unruly)

    def op_trap(self, o: Any, ctx: dict) -> None:  # LN-14: on an empty entrance space,
        for lid in self.locs(o.at, ctx):              # the one with most room (first of equals)
            pl = self.s.places[lid]
            assert pl.traps is not None, "explosive traps need the Long Night rules"
            for _ in range(o.count):
                room = [pl.free(e) for e in range(len(pl.zombies))]
                if max(room) <= 0:
                    break
                pl.traps[room.index(max(room))] += 1

    def op_progress(self, o: Any, ctx: dict) -> None:  # IMPR-03 (NS-47: the first offered)
        st = self.s.impr
        assert st is not None, "progress markers need the Improvements module"
        if not st.row:
            return
        iid = o.improvement if o.improvement != "choose" else st.row[0]
        if iid not in st.row:
            return
        st.progress[iid] += o.count
        if st.progress[iid] >= self.s.content.improvements[iid].progress:
            raise NotImplementedError("the model does not complete improvements")

    def op_roll(self, o: Any, ctx: dict) -> None:  # one die, the matching row
        face = self.face if self.face is not None else D6
        self.face = None
        row = next(r for r in o.rows if face in r.roll)
        self.run(row.effect, ctx)

    def op_barricade_remove(self, o: Any, ctx: dict) -> None:  # barricades or traps
        def has(lid: str) -> bool:
            pl = self.s.places[lid]
            return bool(sum(pl.traps or []) if o.traps else sum(pl.barricades))

        for lid in self.locs(o.at, ctx, has):
            pl = self.s.places[lid]
            tokens = pl.traps if o.traps else pl.barricades
            for _ in range(o.count):  # from the entrance with the most, first of equals
                e = max(range(len(tokens)), key=lambda i: (tokens[i], -i))
                if tokens[e] <= 0:
                    break
                tokens[e] -= 1

    def op_noise_remove(self, o: Any, ctx: dict) -> None:
        for lid in self.locs(o.at, ctx, lambda x: self.s.places[x].noise > 0):
            pl = self.s.places[lid]
            pl.noise -= pl.noise if o.all else min(o.count, pl.noise)

    def op_bandits_remove(self, o: Any, ctx: dict) -> None:  # BAND
        for lid in self.locs(o.at, ctx, lambda x: self.s.places[x].bandits > 0):
            pl = self.s.places[lid]
            pl.bandits -= min(o.count, pl.bandits)

    def op_helpless_kill(self, o: Any, ctx: dict) -> None:
        for _ in range(o.count):
            if self.s.helpless <= 0 or self.s.over:
                return
            self.s.helpless -= 1
            self.morale(-1)

    def op_survivor_gain(self, o: Any, ctx: dict) -> None:
        m = self.s
        seat = ctx.get("player", 0)
        drawn = m.survivor_deck[: o.count]
        del m.survivor_deck[: o.count]
        for _ in range(min(o.keep, len(drawn))):
            if not m.players[seat].exiled and not m.has_space(COLONY):
                break
            sid = drawn.pop(0)
            m.players[seat].followers.append(sid)
            m.survivors[sid] = Survivor(sid=sid, owner=seat, loc=COLONY)
        m.survivor_deck.extend(drawn)

    def op_draw(self, o: Any, ctx: dict) -> None:
        deck = self.deck(o.deck, ctx)
        got = deck[: o.count]
        del deck[: o.count]
        self.s.players[ctx.get("player", 0)].hand.extend(got)

    def op_discard(self, o: Any, ctx: dict) -> None:
        self.drop_cards(ctx.get("player", 0), o, True)

    def op_lose_cards(self, o: Any, ctx: dict) -> None:
        self.drop_cards(ctx.get("player", 0), o, False)

    def op_waste_clean(self, o: Any, ctx: dict) -> None:
        m = self.s
        gone = m.waste[-o.count:]
        del m.waste[-o.count:]
        m.removed.extend(gone)

    def op_waste_add(self, o: Any, ctx: dict) -> None:
        deck = self.deck(o.deck, ctx)
        self.s.waste.extend(deck[: o.count])
        del deck[: o.count]

    def op_move_survivor(self, o: Any, ctx: dict) -> None:  # exposure rolls are blank
        for sid in self.targets(o.target, ctx):
            for lid in self.locs(o.to, {**ctx, "survivor": sid},
                                 lambda x, sid=sid: self.can_enter(sid, x)):
                self.s.survivors[sid].loc = lid

    op_place_survivor = op_move_survivor

    def op_search_deck(self, o: Any, ctx: dict) -> None:
        deck = self.deck(o.deck, ctx)
        found = [u for u in deck if self.s.content.item(u).type == o.item_type][: o.count]
        for u in found:
            deck.remove(u)
        self.s.players[ctx.get("player", 0)].hand.extend(found)

    def op_dice(self, o: Any, ctx: dict) -> None:
        p = self.s.players[ctx.get("player", 0)]
        if o.mode == "lose":
            for _ in range(min(o.count, len(p.unused))):
                p.unused.remove(min(p.unused) if o.lowest else max(p.unused))
        elif o.mode == "gain":
            p.unused += [D6] * o.count
        elif o.mode == "raise" and p.unused:  # the first offered die is the lowest
            p.unused[p.unused.index(min(p.unused))] += o.count
        elif o.mode == "reroll_all":
            p.unused = [D6] * len(p.unused)

    def op_vote(self, o: Any, ctx: dict) -> None:
        self.run(o.yes if self.ballot == "yes" else o.no, ctx)

    def op_choose(self, o: Any, ctx: dict) -> None:
        modules = self.s.config.modules
        ok = [i for i, ch in enumerate(o.options) if check(self.s, ch.requires, ctx)
              and (getattr(ch, "module", None) is None or ch.module in modules)]
        if not ok:
            return
        i = self.choices.pop(0) if self.choices else ok[0]
        assert i in ok, "the chosen option is disabled"
        self.run(o.options[i].effect, ctx)

    def op_if(self, o: Any, ctx: dict) -> None:
        self.run(o.then if check(self.s, o.cond, ctx) else o.otherwise, ctx)

    def op_for_each(self, o: Any, ctx: dict) -> None:
        m = self.s
        if o.over == "player":
            for i in range(m.n):
                seat = (m.first_player + i) % m.n
                if not m.players[seat].exiled and not m.players[seat].eliminated:
                    self.run(o.effect, {**ctx, "player": seat, "survivor": None})
            return
        if o.over == "own_survivor":
            sids = own(m, ctx.get("player", 0))
        elif o.over == "survivor_here":
            sids = m.at(self.here(ctx))
        else:
            sids = m.at(COLONY)
        for sid in sids:
            if sid in m.survivors:
                self.run(o.effect, {**ctx, "player": m.survivors[sid].owner, "survivor": sid})


# ============================================================================ decisions
@dataclass
class Policy:
    """How the tests answer decisions: the first enabled option, except for these."""

    choices: list[int] = field(default_factory=list)  # effect_choice options, in order
    ballot: str = "yes"
    crossroads: int | None = None

    def key(self, d: dict[str, Any]) -> str:
        keys = [o["key"] for o in d["options"] if o["enabled"]]
        kind = d["kind"]
        if kind == "effect_choice" and self.choices:
            return str(self.choices.pop(0))
        if kind in ("ballot", "vote_tie"):
            return self.ballot
        if kind == "search_more":
            return "stop"
        if kind == "request":
            return "refuse"
        if kind == "crossroads":
            assert self.crossroads is not None, "unexpected crossroads"
            return str(self.crossroads)
        return keys[0]


def drive(s: State, policy: Policy, until: str = "turn") -> list[Any]:
    """Answer decisions until one of kind ``until`` (or the end); returns the events."""
    events: list[Any] = []
    for _ in range(200):
        d = s.pending
        if s.over or d is None or d["kind"] in (until, "turn"):
            return events
        events += apply(s, A.Answer(actor=d["player"], key=policy.key(d)))
    raise AssertionError("too many decisions")


def act(s: State, action: Any, policy: Policy | None = None, until: str = "turn") -> list[Any]:
    reason = TURN_ACTIONS[action.type].check(s, action)
    assert reason is None, f"{action} is not legal: {reason}"
    events = apply(s, action)
    return events + drive(s, policy or Policy(), until)


def walk(ops: list[Any]):  # noqa: ANN201
    for o in ops:
        yield o
        if o.op == "if":
            yield from walk(o.then)
            yield from walk(o.otherwise)
        elif o.op == "vote":
            yield from walk(o.yes)
            yield from walk(o.no)
        elif o.op == "choose":
            for ch in o.options:
                yield from walk(ch.effect)
        elif o.op in ("for_each", "repeat"):
            yield from walk(o.effect)
        elif o.op == "roll":
            for row in o.rows:
                yield from walk(row.effect)


@dataclass(frozen=True)
class V:
    """One way through an operation list: the option of its first ``choose``, the side of
    its votes and the branch of its first top-level ``if`` (made true or false first)."""

    path: tuple[int, ...] = ()
    ballot: str = "yes"
    branch: bool | None = None
    face: int | None = None  # the die face of its first `roll` (a pill, RAX-06)

    @property
    def id(self) -> str:
        return id_of(*self.path, None if self.ballot == "yes" else "no",
                     None if self.branch is None else ("then" if self.branch else "else"),
                     None if self.face is None else f"d{self.face}")

    def policy(self, crossroads: int | None = None) -> Policy:
        return Policy(list(self.path), self.ballot, crossroads)

    def model(self, s: State) -> Model:
        m = Model(s, self.path, self.ballot)
        m.face = self.face
        return m

    def setup(self, s: State, ops: list[Any], ctx: dict[str, Any]) -> None:
        if self.branch is not None:
            make(s, next(o for o in ops if o.op == "if").cond, ctx, self.branch)
        if self.face is not None:  # the engine's next d6 (det() reads the script first)
            s.rng.script.insert(0, self.face)


def variants(ops: list[Any]) -> list[V]:
    chooses = [o for o in walk(ops) if o.op == "choose"]
    paths: list[tuple[int, ...]] = [()]
    if chooses:
        paths = [(i,) for i in range(len(chooses[0].options))]
    ballots = ["yes", "no"] if any(o.op == "vote" for o in walk(ops)) else ["yes"]
    branches: list[bool | None] = [None]
    if any(o.op == "if" for o in ops):
        branches = [True, False]
    faces: list[int | None] = [None]
    rolls = [o for o in walk(ops) if o.op == "roll"]
    if rolls:  # one variant per row of the first die table
        faces = [row.roll[0] for row in rolls[0].rows]
    return [V(p, b, br, f)
            for p, b, br, f in itertools.product(paths, ballots, branches, faces)]


def prepare(s: State, ops: list[Any], seat: int, acting: str | None, loc: str | None,
            no_frost: bool = False) -> None:
    """Make an operation list meaningful: zombies where it kills, wounds where it heals."""
    for o in walk(ops):
        if o.op in ("zombies_kill", "zombies_remove"):
            ctx = {"player": seat, "survivor": acting, "loc": loc}
            for lid in Model(s).locs(o.at, ctx):
                if sum(s.places[lid].zombies) < o.count:
                    fill(s, lid, "zombies", min(o.count + 1, s.places[lid].cap - 1)
                         if lid != COLONY else o.count + 1)
        if o.op in ("barricade_remove", "noise_remove"):  # tokens to remove
            ctx = {"player": seat, "survivor": acting, "loc": loc}
            for lid in Model(s).locs(o.at, ctx):
                pl = s.places[lid]
                if o.op == "noise_remove":
                    pl.noise = max(pl.noise, o.count)
                elif not o.traps:
                    fill(s, lid, "barricades", max(sum(pl.barricades), o.count))
                elif pl.traps is not None:
                    while sum(pl.traps) < o.count:
                        room = [pl.free(e) for e in range(len(pl.zombies))]
                        pl.traps[room.index(max(room))] += 1
    wounding = any(o.op in ("wound", "kill_survivor", "despair") for o in walk(ops))
    if not wounding and not no_frost:
        for sid in own(s, seat):
            s.survivors[sid].frost = 1
    if any(o.op == "despair_remove" for o in walk(ops)):  # LN-10: despair to remove
        for sv in s.survivors.values():
            sv.frost, sv.despair = 0, 1
    if any(o.op == "unruly" and o.mode == "flip_back" for o in walk(ops)) and s.ln:
        s.ln.unruly = s.helpless  # LN-11: an unruly token to calm


def untestable(ops: list[Any], v: V | None = None) -> str | None:
    """Why an operation list (on the way ``v`` takes through it) cannot be exercised yet:
    an operation that the engine has not implemented (the Long Night ops arrive in steps)
    or that the reference model lacks."""
    from game.engine.effects import OPS

    if v is not None and v.path:
        first = next(o for o in walk(ops) if o.op == "choose")
        others = [o for i, ch in enumerate(first.options) if i != v.path[0]
                  for o in walk(ch.effect)]
        ops_on_path = [o for o in walk(ops) if all(o is not x for x in others)]
    else:
        ops_on_path = list(walk(ops))
    for o in ops_on_path:
        if o.op not in OPS:
            return f"the engine does not implement operation '{o.op}' yet"
        if not hasattr(Model, "op_" + o.op):
            return f"the reference model has no operation '{o.op}' yet"
        if o.op == "helpless_add" and getattr(o, "unruly", False) and "unruly" not in OPS:
            return "the engine does not implement unruly helpless survivors yet"
    return None


def skip_off_module(pack: Pack, module: str | None, ops: list[Any],
                    v: V | None = None) -> None:
    """Skip a card (or the way ``v`` takes through it) that needs a module the pack's
    games do not switch on: the engine provides the modules one by one (LN-02)."""
    on = pack.config.get("modules", frozenset())
    needs = [module] if module else []
    if v is not None and v.path:
        first = next(o for o in walk(ops) if o.op == "choose")
        needs.append(getattr(first.options[v.path[0]], "module", None))
    for m in needs:
        if m is not None and m not in on:
            pytest.skip(f"the {m} module is not available in the engine yet")


def skip_untestable(ops: list[Any], v: V | None = None) -> None:
    why = untestable(ops, v)
    if why is not None:
        pytest.skip(why)


def id_of(*parts: Any) -> str:
    return "-".join(str(p) for p in parts if p != () and p is not None)
