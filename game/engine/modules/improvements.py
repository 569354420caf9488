"""Improvements module (RULES.md §20, IMPR-01..05).  Slice ``s.impr``.

* IMPR-01 — the module's crisis, survivor, crossroads and objective cards join their
  decks (the card pool of ``new_game``, SETUP-02).
* IMPR-02 — setup: the improvement deck is shuffled and 4 cards are laid face up.
* IMPR-03 — progress markers are put on a face-up improvement by effects (``progress``
  operation: on a named card, or on one the resolving player chooses, NS-47).
* IMPR-04 — as soon as an improvement carries as many markers as printed it is completed,
  at once, at any time: its markers return to the supply, its ``on_complete`` effects run,
  and its permanent effects apply from then on (registered hooks: Pay Food, Check Waste,
  Add Zombies at the colony, the crisis target, survivor modifiers; ``each_round``
  operations at every Reveal Crisis).  NS-47 (docs/DECISIONS.md): the next card of the
  improvement deck takes its place in the row; when the deck is empty the row shrinks.
* IMPR-05 — component limits: with ``enforce_component_limits`` at most 12 progress markers
  are on the cards at once (a marker beyond that is not placed), and at most 10
  improvements (the deck).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.content import schema as S
from game.engine import board as B
from game.engine import modules as M
from game.engine.base import answer, ask, emit, opt
from game.engine.effects import Ctx, run_effects
from game.engine.messages import Msg
from game.engine.messages import card as card_ref
from game.engine.modules.ln_ops import module_op
from game.engine.state import COLONY, State, Survivor

ROW = 4  # IMPR-02
MARKERS = 12  # IMPR-05, §25.2
RULES = ("IMPR-01", "IMPR-02", "IMPR-03", "IMPR-04", "IMPR-05")


@dataclass
class ImprovementsState:
    deck: list[str] = field(default_factory=list)  # face down, top first
    row: list[str] = field(default_factory=list)  # face up (IMPR-02)
    progress: dict[str, int] = field(default_factory=dict)  # markers per face-up card
    done: list[str] = field(default_factory=list)  # completed, in order (IMPR-04)


def _setup(s: State) -> ImprovementsState:
    """IMPR-02: shuffle the improvement deck, 4 face up next to the colony."""
    deck = list(s.content.improvements)
    s.rng.shuffle(deck)
    st = ImprovementsState(deck=deck[ROW:], row=deck[:ROW])
    st.progress = {iid: 0 for iid in st.row}
    emit(s, "ImprovementsDealt", {"row": list(st.row), "deck": len(st.deck)})
    return st


def _view(s: State, seat: int | None) -> dict[str, Any]:
    st = s.impr
    assert st is not None
    return {"row": [{"id": iid, "progress": st.progress.get(iid, 0),
                     "needed": s.content.improvements[iid].progress} for iid in st.row],
            "done": list(st.done), "deck": len(st.deck),
            "markers": sum(st.progress.values())}


def _invariants(s: State) -> list[str]:
    st = s.impr
    assert st is not None
    out = []
    cards = st.deck + st.row + st.done
    if sorted(cards) != sorted(s.content.improvements):
        out.append("every improvement card must be in the deck, the row or done, once")
    if set(st.progress) != set(st.row):
        out.append(f"progress is kept for {sorted(st.progress)} but the row is {st.row}")
    for iid, n in st.progress.items():
        need = s.content.improvements[iid].progress
        if not 0 <= n < need:  # IMPR-04: completed at once, so never at or above printed
            out.append(f"{iid} carries {n} progress markers of {need}")
    if len(st.row) > ROW:
        out.append(f"{len(st.row)} improvements face up")
    if s.config.options.enforce_component_limits and sum(st.progress.values()) > MARKERS:
        out.append(f"{sum(st.progress.values())} progress markers in play ({MARKERS} exist)")
    return out


def _each_round(s: State) -> None:
    """IMPR-04: the each-round effects of completed improvements (at Reveal Crisis).  With
    two or more, they happen at the same time: the first player orders them (CARD-02)."""
    from game.engine.order import Simultaneous, together

    st = s.impr
    assert st is not None
    effects = []
    for iid in st.done:
        card = s.content.improvements[iid]
        if card.each_round:
            ctx = {"player": s.first_player, "survivor": None, "card": iid, "crisis": True}
            effects.append(Simultaneous(iid, card_ref(s.content, iid), {"k": "effects",
                                                         "ops": list(card.each_round),
                                                         "ctx": ctx}))
    if len(effects) == 1:
        s.stack.append(dict(effects[0].frame))
    elif effects:
        together(s, effects, prompt="The improvements' effects of this round happen "
                                    "together. Which comes first?",
                 info={"purpose": "improvements"})


M.register(M.Module(name="improvements", slot="impr",
                    active=lambda c: "improvements" in c.modules, setup=_setup,
                    round_start=(_each_round,), view=_view, invariants=_invariants,
                    rules=RULES))


# ============================================================================ progress
@module_op("progress")
def _op_progress(s: State, o: S.OpProgress, ctx: Ctx) -> None:
    """IMPR-03 (NS-47: on any face-up improvement; the resolving player chooses)."""
    st = s.impr
    assert st is not None
    if not st.row:
        return
    if o.improvement != "choose":
        if o.improvement in st.row:
            add_progress(s, o.improvement, o.count, ctx)
        return
    if len(st.row) == 1:
        add_progress(s, st.row[0], o.count, ctx)
        return
    ask(s, "choose_improvement", ctx.get("player", 0),
        Msg("Put {n} progress markers on which improvement?" if o.count > 1 else
            "Put {n} progress marker on which improvement?", n=o.count),
        [opt(iid, Msg("{improvement} ({done}/{needed})",
                      improvement=card_ref(s.content, iid), done=st.progress[iid],
                      needed=s.content.improvements[iid].progress))
         for iid in st.row],
        info={"purpose": "progress", "card": ctx.get("card")}, count=o.count, ectx=ctx)


@answer("choose_improvement")
def _choose_improvement(s: State, d: dict, key: str) -> None:
    c = d["ctx"]
    add_progress(s, key, c["count"], c["ectx"])


def add_progress(s: State, iid: str, count: int, ctx: Ctx) -> None:
    """IMPR-03/04/05: place markers, complete at once."""
    st = s.impr
    assert st is not None
    if s.config.options.enforce_component_limits:  # IMPR-05: the markers left
        left = max(0, MARKERS - sum(st.progress.values()))
        B.tokens_not_placed(s, "progress", "supply", count - left, improvement=iid)
        count = min(count, left)
    if count <= 0:
        return
    card = s.content.improvements[iid]
    st.progress[iid] += count
    emit(s, "ProgressAdded", {"improvement": iid, "count": count,
                              "progress": min(st.progress[iid], card.progress),
                              "needed": card.progress, "player": ctx.get("player")})
    if st.progress[iid] >= card.progress:
        complete(s, iid)


def complete(s: State, iid: str) -> None:
    """IMPR-04: completed immediately; NS-47: the next card takes its place."""
    st = s.impr
    assert st is not None
    card = s.content.improvements[iid]
    del st.progress[iid]
    i = st.row.index(iid)
    st.row.remove(iid)
    st.done.append(iid)
    emit(s, "ImprovementCompleted", {"improvement": iid, "done": len(st.done)})
    if st.deck:
        new = st.deck.pop(0)
        st.row.insert(i, new)
        st.progress[new] = 0
        emit(s, "ImprovementRevealed", {"improvement": new, "deck": len(st.deck)})
    if card.on_complete:
        run_effects(s, card.on_complete, {"player": s.first_player, "survivor": None,
                                          "card": iid, "crisis": True})


# ============================================================================ permanent effects
def colony_modifier(s: State, kind: str, at: str | None = None) -> int:
    """The sum of a colony modifier over the completed improvements."""
    st = s.impr
    if st is None:
        return 0
    total = 0
    for iid in st.done:
        for m in s.content.improvements[iid].modifiers:
            if m.kind == kind and (m.at is None or m.at == at):
                total += m.amount
    return total


@M.hook("food_due")
def _food_due(s: State, due: int) -> int:
    return max(0, due - colony_modifier(s, "pay_food_minus")) if s.impr else due


@M.hook("waste_count")
def _waste_count(s: State, n: int) -> int:
    return max(0, n - colony_modifier(s, "waste_allowance")) if s.impr else n


@M.hook("zombies_due")
def _zombies_due(s: State, lid: str, n: int) -> int:
    if s.impr is None or lid != COLONY:
        return n
    return max(0, n - colony_modifier(s, "colony_zombies_minus"))


@M.hook("crisis_target")
def _crisis_target(s: State, n: int) -> int:
    if s.impr is None:
        return n
    return max(1, n - colony_modifier(s, "crisis_target_minus"))


@M.hook("modifiers")
def _survivor_modifiers(s: State, sv: Survivor, kind: str) -> int:
    """Survivor modifiers of completed improvements apply to every survivor (at ``at``)."""
    st = s.impr
    if st is None or not st.done:
        return 0
    total = 0
    for iid in st.done:
        for m in s.content.improvements[iid].modifiers:
            if m.kind == kind and (m.at is None or m.at == sv.loc):
                total += m.amount
    return total
