"""The two introductory scenarios (RULES.md §23): "raxxon_intro" and "bandits_intro".

* SCEN-01/03/04 — the scenario's stage-1 special objective replaces the main objective
  (``core.new_game`` asks the ``main_objective`` hook: :func:`modules.scenario_objective`;
  its setup values are used like a main objective's).  It is checked at Colony step 7 (NS-48 a); a met stage-1/2 objective
  does not end the game but starts the scripted transition (``objective_met`` hook), the
  next card is placed at the start of the next round and the completed one is removed from
  the game.  Only the stage-3 objective ends the game as a completed main objective.  The
  round track keeps running (NS-48 b).
* SCEN-02 — per-rule activation flags of the scenario's module in ``s.scen.active``; the
  Bandits and Raxxon modules ask :func:`scenario_state.stage_allows` before each staged
  rule.  Raxxon: ``raxxon_access`` (move to / search Raxxon), ``search_exposure`` (RAX-05),
  ``pills`` (RAX-06/07), ``containment`` (RAX-08..14).  Bandits: ``bandit_placement``,
  ``bandit_zombies``, ``bandit_scavenge``, ``attack_bandits``, ``hideout``,
  ``bandit_leader``.
* SCEN-05 — narrative text is content: events carry the text key (``<scenario>.intro``,
  ``<objective>.story``, ``<objective>.complete``) and the designated player.
* SCEN-R-01..11 and SCEN-B-01..11 — the scripted setup and transitions below.  Every
  placement here is a placement, not a move: no exposure roll (NS-54).
"""

from __future__ import annotations

from typing import Any, Literal

from game.engine import board as B
from game.engine import modules as M
from game.engine.base import answer, ask, emit, frame, opt, push, push_seq
from game.engine.effects import check, move_survivor
from game.engine.events import register_event_types
from game.engine.messages import Msg
from game.engine.messages import card as card_ref
from game.engine.modules.scenario_state import ScenarioState, sealed
from game.engine.state import COLONY, State

RULES = ("SCEN-01", "SCEN-02", "SCEN-03", "SCEN-04", "SCEN-05",
         *(f"SCEN-R-{i:02d}" for i in range(1, 12)), *(f"SCEN-B-{i:02d}" for i in range(1, 12)))

# SCEN-02: the module rules each stage switches on (from the transition into that stage;
# "containment" only from the round R3 is placed, SCEN-R-11; "bandit_leader" from the
# special exile phase, SCEN-B-10)
RAX_FLAGS = {
    1: {"raxxon_access": False, "search_exposure": False, "pills": False,
        "containment": False},
    2: {"raxxon_access": True, "search_exposure": True, "pills": True, "containment": False},
}
BAND_FLAGS = {
    1: {"bandit_placement": True, "bandit_zombies": True, "bandit_scavenge": True,
        "attack_bandits": False, "hideout": False, "bandit_leader": False},
    2: {"attack_bandits": True, "hideout": True},
}

register_event_types(
    "ScenarioStarted", "ScenarioObjectiveCompleted", "ScenarioObjectivePlaced",
    "ScenarioRulesActivated", "ScenarioBarricadesRemoved", "ScenarioZombiesPlaced",
    "ScenarioDiceRemoved", "ScenarioExilePhase", "ScenarioExileCallSkipped",
    "BetrayerRevealed", "ScenarioCardDrawn",
)


# ============================================================================ helpers
def _scen(s: State) -> ScenarioState | None:
    """The scenario slice (None outside a scenario, or another module's test probe)."""
    return s.scen if isinstance(s.scen, ScenarioState) else None


def spec(s: State) -> Any:
    assert s.scen is not None
    return s.content.scenarios[s.scen.scenario]


def _influence(s: State, sid: str) -> int:
    return s.content.survivors[sid].influence


def _objective_for(s: State, stage: int) -> str | None:
    assert s.scen is not None
    ids = sorted(k for k, so in s.content.scenario_objectives.items()
                 if so.scenario == s.scen.scenario and so.stage == stage)
    return ids[0] if ids else None


def _activate(s: State, flags: dict[str, bool]) -> None:
    assert s.scen is not None
    s.scen.active.update(flags)
    emit(s, "ScenarioRulesActivated", {"rules": sorted(k for k, v in flags.items() if v)})


def _play_order(s: State) -> list[int]:
    return [(s.first_player + i) % s.n for i in range(s.n)]


def _place(s: State, sid: str, lid: str) -> None:
    """NS-54: a scenario placement is not a move (no exposure roll)."""
    if sid in s.survivors and s.survivors[sid].loc != lid:
        move_survivor(s, sid, lid, exposure=False, cause="scenario")


def _rax_lid(s: State) -> str:
    assert s.rax is not None
    return s.rax.lid


def _hideout(s: State) -> str | None:
    from game.engine.modules.bandits import hideout_id

    return hideout_id(s)


# ============================================================================ setup
def _active(config: Any) -> bool:
    return config.scenario is not None


def _setup(s: State) -> ScenarioState:
    name = s.config.scenario
    assert name is not None
    st = ScenarioState(scenario=name, stage=1, objective=s.main_objective)
    s.scen = st
    sp = s.content.scenarios[name]
    st.active = dict(RAX_FLAGS[1] if name == "raxxon_intro" else BAND_FLAGS[1])
    emit(s, "ScenarioStarted", {"scenario": name, "text": f"{name}.intro",
                                "objective": st.objective,
                                "story": f"{st.objective}.story"})
    if name == "raxxon_intro":
        # SCEN-R-02: Blue and Emma Han are kept aside before the deal
        for sid in sp.aside:
            if sid in s.survivor_deck:
                s.survivor_deck.remove(sid)
                st.aside.append(sid)
        # SCEN-R-01: every entrance space of Raxxon filled with barricades (the survivor
        # spaces too: "raxxon_access" is off, no survivor may go there).  The lab is sealed
        # from the start: the zombies the stage-1 card's setup put there (its "each
        # non-colony location", placed before the modules are set up) go back to the
        # supply, and no zombie enters while it is sealed (``zombies_refused``)
        lid = _rax_lid(s)
        if lid:
            place = s.places[lid]
            for e in range(len(place.zombies)):
                for _ in range(place.zombies[e]):
                    place.zombies[e] -= 1
                    emit(s, "ZombieRemoved", {"location": lid, "entrance": e})
                while place.free(e) > 0 and B.add_barricade(s, lid, e):
                    pass
    return st


@M.hook("betrayal_pool")
def _betrayal_pool(s: State, ids: list[str]) -> list[str]:
    """SCEN-B-02: the Infiltrated Bandit is the betrayal card added to the pool."""
    if s.config.scenario != "bandits_intro":
        return ids
    card = s.content.scenarios["bandits_intro"].betrayal
    if card not in s.content.secret_objectives:
        return ids
    return [card] + [c for c in ids if c != card]


@M.hook("game_start")
def _game_start(s: State) -> None:
    """SCEN-R-04 / SCEN-B-04: after the introduction, before round 1."""
    st = _scen(s)
    if st is None:
        return
    sp = spec(s)
    if st.scenario == "raxxon_intro":
        sid = sp.starting_survivor
        if sid in st.aside:
            st.aside.remove(sid)
            B.join_group(s, s.first_player, sid, "follower", COLONY, reason="scenario")
            deck = s.places[_rax_lid(s)].deck if _rax_lid(s) else []
            found = [u for u in deck if s.content.item(u).id == sp.starting_item][:1]
            for u in found:
                deck.remove(u)
                s.survivors[sid].equipped.append(u)
                emit(s, "CardEquipped", {"player": s.first_player, "card": u,
                                         "survivor": sid})
            s.rng.shuffle(deck)  # CARD-05
            emit(s, "DeckShuffled", {"deck": _rax_lid(s)})
        return
    deck_id = sp.start_deck
    deck = s.places[deck_id].deck if deck_id in s.places else []
    for seat in _play_order(s):  # SCEN-B-04: 1 card each from the Hospital deck
        if not deck:
            break
        card = deck.pop(0)
        s.players[seat].hand.append(card)
        emit(s, "ScenarioCardDrawn", {"player": seat, "deck": deck_id, "count": 1},
             to=(seat,), secret={"cards": [card]})


# ============================================================================ stage change
@M.hook("objective_met")
def _objective_met(s: State) -> bool:
    """SCEN-03: a met stage-1/2 objective starts the scripted transition."""
    st = _scen(s)
    if st is None or st.stage >= 3:
        return False
    done = st.objective
    st.stage += 1
    st.next_objective = _objective_for(s, st.stage)
    if st.scenario == "raxxon_intro":
        st.designated = _rax_designated(s) if st.stage == 2 else s.first_player
    else:
        st.designated = _band_designated(s) if st.stage == 2 else s.first_player
    emit(s, "ScenarioObjectiveCompleted", {"objective": done, "stage": st.stage - 1,
                                           "text": f"{done}.complete",
                                           "designated": st.designated})
    if st.scenario == "raxxon_intro":
        push(s, "scen_r12" if st.stage == 2 else "scen_r23")
    elif st.stage == 2:
        push(s, "scen_b12")
    else:
        push(s, "scen_b23")
    return True


def _round_start(s: State) -> None:
    """SCEN-04: the next special objective replaces the completed one."""
    st = _scen(s)
    if st is None or st.next_objective is None:
        return
    st.completed.append(st.objective)
    st.objective = s.main_objective = st.next_objective
    st.next_objective = None
    emit(s, "ScenarioObjectivePlaced", {"objective": st.objective, "stage": st.stage,
                                        "removed": st.completed[-1],
                                        "text": f"{st.objective}.story"})
    if st.scenario == "raxxon_intro" and st.stage == 3:
        _activate(s, {"containment": True})  # SCEN-R-11


# ---------------------------------------------------------------------------- Raxxon
def _rax_designated(s: State) -> int:
    """SCEN-R-05: fewest followers; tie: who controls the single highest-influence
    survivor among the tied players (still tied: the first of them in play order)."""
    cands = [i for i in _play_order(s) if not s.players[i].eliminated]
    fewest = min(len(s.players[i].followers) for i in cands)
    tied = [i for i in cands if len(s.players[i].followers) == fewest]
    if len(tied) == 1:
        return tied[0]

    def best(i: int) -> int:
        return max((_influence(s, sid) for sid in s.players[i].survivors), default=0)

    top = max(best(i) for i in tied)
    return next(i for i in tied if best(i) == top)


@frame("scen_r12")
def _r12(s: State, f: dict) -> None:
    """SCEN-R-06/07/08: R1 -> R2, performed by the designated player."""
    st = s.scen
    assert st is not None
    lid = _rax_lid(s)
    place = s.places[lid]
    removed = sum(place.barricades)
    place.barricades = [0] * len(place.barricades)
    emit(s, "ScenarioBarricadesRemoved", {"location": lid, "count": removed})
    _activate(s, RAX_FLAGS[2])  # move to / search Raxxon, RAX-05, pills (SCEN-R-08)
    d = st.designated
    assert d is not None
    own = [sid for sid in s.players[d].survivors if sid in s.survivors]
    frames: list[dict[str, Any]] = []
    if own:
        frames.append({"k": "scen_pick_survivor", "seat": d})
    frames.append({"k": "scen_r12_zombies"})
    frames.append({"k": "scen_r12_blue"})
    push_seq(s, frames)


@frame("scen_pick_survivor")
def _pick_survivor(s: State, f: dict) -> None:
    seat = f["seat"]
    own = [sid for sid in s.players[seat].survivors if sid in s.survivors]
    if not own:
        return
    ask(s, "scenario_survivor", seat,
        Msg("Place one of your survivors at {place} (a placement, not a move).",
            place=card_ref(s.content, _rax_lid(s))),
        [opt(sid, card_ref(s.content, sid)) for sid in own],
        info={"purpose": "raxxon_intro", "location": _rax_lid(s)})


@answer("scenario_survivor")
def _pick_answer(s: State, d: dict, key: str) -> None:
    _place(s, key, _rax_lid(s))


@frame("scen_r12_zombies")
def _r12_zombies(s: State, f: dict) -> None:
    """SCEN-R-06: any 3 zombies of the colony to Raxxon (NS-48 d: as many as there are;
    taken from the fullest entrance, the least exposed choice)."""
    taken = 0
    for _ in range(3):
        e = B.fullest_entrance(s, COLONY)
        if e is None:
            break
        s.places[COLONY].zombies[e] -= 1
        taken += 1
    emit(s, "ScenarioZombiesPlaced", {"from": COLONY, "to": _rax_lid(s), "count": taken})
    if taken:
        push(s, "add_zombies", loc=_rax_lid(s), count=taken, i=0)


@frame("scen_r12_blue")
def _r12_blue(s: State, f: dict) -> None:
    """SCEN-R-07: Blue joins the designated player at Raxxon with 1 wound."""
    st = s.scen
    assert st is not None
    blue = spec(s).joining_survivor
    if blue not in st.aside or st.designated is None or s.players[st.designated].eliminated:
        return
    lid = _rax_lid(s)
    if not s.has_space(lid) and s.at(lid):
        ask(s, "scenario_return", s.first_player,
            Msg("{place} is full: choose a survivor there to go back to the colony.",
                place=card_ref(s.content, lid)),
            [opt(sid, card_ref(s.content, sid)) for sid in s.at(lid)],
            info={"purpose": "raxxon_intro", "location": lid})
        return
    _blue_joins(s)


@answer("scenario_return")
def _return_answer(s: State, d: dict, key: str) -> None:
    _place(s, key, COLONY)  # not a move (SCEN-R-07)
    _blue_joins(s)


def _blue_joins(s: State) -> None:
    st = s.scen
    assert st is not None and st.designated is not None
    blue = spec(s).joining_survivor
    st.aside.remove(blue)
    B.join_group(s, st.designated, blue, "follower", _rax_lid(s), reason="scenario")
    B.wound(s, blue, cause="scenario")


@frame("scen_r23")
def _r23(s: State, f: dict) -> None:
    """SCEN-R-09/10: R2 -> R3."""
    st = s.rax
    assert st is not None
    lid = st.lid
    emit(s, "ScenarioDiceRemoved", {"location": lid, "count": len(st.dice)})
    st.dice = []
    for sid in s.at(lid):  # NS-54 placement; an exiled player's survivor may not
        if not s.owner_of(sid).exiled:  # enter the colony (EXILE), it stays
            _place(s, sid, COLONY)
    n = len(s.non_exiled())
    k = 2 if n <= 3 else 3  # NS-48 c: 5 players 3 cards, 1 player 2
    for _ in range(k):
        push(s, "rax_release")


# ---------------------------------------------------------------------------- Bandits
def _human(s: State, sid: str) -> bool:
    return bool(s.content.survivors[sid].human)


def _band_designated(s: State) -> int:
    """SCEN-B-05: the player controlling the lowest-influence human follower (ties and
    no human follower: the first such player in play order)."""
    order = [i for i in _play_order(s) if not s.players[i].eliminated]
    best: tuple[int, int] | None = None
    for i in order:
        for sid in s.players[i].followers:
            if sid in s.survivors and _human(s, sid):
                if best is None or _influence(s, sid) < best[0]:
                    best = (_influence(s, sid), i)
    return best[1] if best else order[0]


@frame("scen_b12")
def _b12(s: State, f: dict) -> None:
    """SCEN-B-05/06: B1 -> B2."""
    if s.food:
        B.change_food(s, -s.food, "the raiders emptied the storeroom")
    hideout = _hideout(s)
    _activate(s, BAND_FLAGS[2])
    if hideout is None:
        return
    # NS-48 e: among all survivors in play; the lowest-influence human survivor of a
    # non-exiled player (it must be able to go back to the colony)
    humans = sorted((sid for sid in s.survivors if _human(s, sid)
                     and not s.owner_of(sid).exiled),
                    key=lambda sid: (_influence(s, sid), sid))
    low = humans[0] if humans else None
    rest = sorted((sid for sid in s.survivors if sid != low),
                  key=lambda sid: (-_influence(s, sid), sid))
    high = rest[0] if rest else None
    for sid in (high, low):
        if sid is not None:
            _place(s, sid, hideout)
    if high is not None:
        B.kill_survivor(s, high, "scenario")
    if s.over or low is None or low not in s.survivors:
        return
    if s.survivors[low].damage < 2:
        B.wound(s, low, cause="scenario")
    if low in s.survivors:
        _place(s, low, COLONY)


@frame("scen_b23")
def _b23(s: State, f: dict) -> None:
    """SCEN-B-07/10: the special exile phase; the bandit-leader rule is on from now."""
    _activate(s, {"bandit_leader": True})
    assert s.scen is not None
    s.scen.exile_called = []
    order = _play_order(s)
    emit(s, "ScenarioExilePhase", {"order": order})
    push_seq(s, [*({"k": "scen_exile_call", "seat": i} for i in order),
                 {"k": "scen_exile_done"}])


def _exile_targets(s: State, seat: int) -> list[int]:
    return [q.seat for q in s.players
            if q.seat != seat and not q.exiled and not q.eliminated]


@frame("scen_exile_call")
def _exile_call(s: State, f: dict) -> None:
    """SCEN-B-07, NS-48 f: each non-exiled player in turn may call one exile vote."""
    seat = f["seat"]
    p = s.players[seat]
    if p.exiled or p.eliminated:
        emit(s, "ScenarioExileCallSkipped", {"player": seat})
        return
    options = [opt("pass", "Call no vote")]
    options += [opt(f"p{t}", Msg("Call a vote to exile {player}", player=s.players[t].name))
                for t in _exile_targets(s, seat)]
    ask(s, "scenario_exile_call", seat,
        "Special exile phase: you may call one exile vote.", options,
        info={"purpose": "bandits_intro"})


@answer("scenario_exile_call")
def _exile_call_answer(s: State, d: dict, key: str) -> None:
    seat = d["player"]
    if key == "pass":
        emit(s, "ScenarioExileCallSkipped", {"player": seat})
        return
    target = int(key[1:])
    assert s.scen is not None and s.scen.exile_called is not None
    s.scen.exile_called.append(target)
    push(s, "vote_start", purpose="exile", caller=seat, target=target,
         question=Msg("Exile {player}?", player=s.players[target].name))


@frame("scen_exile_done")
def _exile_done(s: State, f: dict) -> None:
    """SCEN-B-08/09/11."""
    st = s.scen
    assert st is not None
    st.exile_called = None
    card = spec(s).betrayal
    holder = next((p for p in s.players if p.secret == card), None)
    if holder is not None and not holder.exiled and not holder.eliminated and \
            check(s, s.content.secret_objectives[card].goal,
                  {"player": holder.seat, "survivor": None}):
        # SCEN-B-08: a betrayer who has met the goal reveals and wins (always taken:
        # asking only that player would tell everyone who holds the card)
        emit(s, "BetrayerRevealed", {"player": holder.seat, "card": card})
        B.end_game(s, "betrayer_revealed")
        return
    st.morale_zero_betrayal = True  # SCEN-B-09
    hideout = _hideout(s)
    if hideout is not None:  # SCEN-B-11
        for sid in s.at(hideout):
            if not s.owner_of(sid).exiled:
                _place(s, sid, COLONY)


@M.hook("secret_extra")
def _secret_extra(s: State, seat: int, card: str) -> bool:
    """SCEN-B-09: a hidden Infiltrated Bandit also needs morale 0 (an exiled betrayer
    follows the normal exile rules, SCEN-B-10)."""
    st = _scen(s)
    if st is None or not st.morale_zero_betrayal or st.scenario != "bandits_intro":
        return True
    if card != spec(s).betrayal or s.players[seat].exiled:
        return True
    return s.morale <= 0


# ---------------------------------------------------------------------------- refusals
@M.hook("move_refused")
def _move_refused(s: State, lid: str) -> str | None:
    if _scen(s) is None or not sealed(s, lid):
        return None
    return Msg("{place} is sealed until the first special objective is completed (SCEN-R-01)",
               place=card_ref(s.content, lid))


@M.hook("zombies_refused")
def _zombies_refused(s: State, lid: str) -> Literal["sealed"] | None:
    """SCEN-R-01 (docs/DECISIONS.md): while sealed, the lab takes no zombie and its seal
    loses no barricade; the R1 -> R2 transition opens it to the colony's 3 (SCEN-R-06)."""
    return "sealed" if _scen(s) is not None and sealed(s, lid) else None


@M.hook("search_refused")
def _search_refused(s: State, sid: str) -> str | None:
    sv = s.survivors.get(sid)
    if sv is None:
        return None
    return _move_refused(s, sv.loc)


# ============================================================================ view
def _view(s: State, seat: int | None) -> dict[str, Any]:
    st = _scen(s)
    if st is None:
        return {}
    return {"scenario": st.scenario, "stage": st.stage, "objective": st.objective,
            "next_objective": st.next_objective, "active": dict(sorted(st.active.items())),
            "designated": st.designated, "morale_zero_betrayal": st.morale_zero_betrayal,
            "exile_called": None if st.exile_called is None else list(st.exile_called),
            "aside": list(st.aside), "completed": list(st.completed)}


def _invariants(s: State) -> list[str]:
    st = _scen(s)
    if st is None:
        return []
    out = []
    if not 1 <= st.stage <= 3:
        out.append(f"stage {st.stage} out of 1..3")
    if st.objective not in s.content.scenario_objectives:
        out.append(f"unknown special objective {st.objective}")
    elif s.main_objective != st.objective:
        out.append("the special objective in play is not the main objective")
    if s.rax is not None and sealed(s, s.rax.lid):
        if s.at(s.rax.lid):
            out.append("a survivor is at Raxxon while it is sealed (SCEN-R-01)")
        if s.places[s.rax.lid].bandits:
            out.append("a bandit is at Raxxon while it is sealed (SCEN-R-01)")
        if sum(s.places[s.rax.lid].zombies):
            out.append("a zombie is at Raxxon while it is sealed (SCEN-R-01)")
    for sid in st.aside:
        if sid in s.survivors:
            out.append(f"{sid} is set aside and in play")
    return out


def _survivor_places(s: State) -> dict[str, list[str]]:
    st = _scen(s)
    return {"set aside (SCEN-R-02)": list(st.aside) if st is not None else []}


M.register(M.Module(
    name="scenarios", slot="scen", active=_active, setup=_setup,
    round_start=(_round_start,), view=_view, invariants=_invariants, rules=RULES,
    survivor_places=_survivor_places,
))
