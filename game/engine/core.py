"""Setup (SETUP-01..23) and the public entry points: new_game, apply, legal_actions."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from game.content.pack import Content
from game.engine import actions as A
from game.engine import board as B
from game.engine import colony as _colony  # noqa: F401  (registers frames)
from game.engine import crossroads as _xroads  # noqa: F401
from game.engine import effects_ops as _ops  # noqa: F401  (the base game's effect operations)
from game.engine import end as _end  # noqa: F401  (scoring, on the game_over hook)
from game.engine import registry as M
from game.engine import turn_board, turn_cards, turn_exile  # noqa: F401  (menu order)
from game.engine import votes as _votes  # noqa: F401
from game.engine.base import ANSWERS, IllegalAction, emit, push, run
from game.engine.config import GameConfig
from game.engine.decisions import Decision, from_pending
from game.engine.effects import location_choices, objective_side
from game.engine.messages import Msg
from game.engine.refs import check_refs
from game.engine.rng import Rng
from game.engine.state import COLONY, Place, Player, State
from game.engine.turn import TURN_ACTIONS

# The Long Night's rule modules (game.engine.modules) plug into these registries; the
# package game.engine loads them after this file (the core imports no module file).

# LN-01/03/04: the packs (by manifest ruleset) whose cards a ruleset uses
RULESET_PACKS: dict[str, frozenset[str]] = {
    "base": frozenset({"base"}), "ln": frozenset({"ln"}), "mixed": frozenset({"base", "ln"}),
}
MIXED_DECK_SIZE = 20  # LN-04


def _places(content: Content, config: GameConfig) -> dict[str, Place]:
    col = content.colony
    places = {COLONY: Place(lid=COLONY, number=None, spaces=col.survivor_spaces,
                            cap=col.entrance_spaces, zombies=[0] * col.entrances,
                            barricades=[0] * col.entrances, noise_spaces=0)}
    for loc in content.locations.values():
        if loc.module is not None and loc.module not in config.modules:
            continue  # Raxxon / the Hideout only with their module (RAX-02, BAND-02)
        places[loc.id] = Place(lid=loc.id, number=loc.number, spaces=loc.survivor_spaces,
                               cap=loc.entrance_spaces, zombies=[0], barricades=[0],
                               noise_spaces=loc.noise_spaces)
    return places


def new_game(config: GameConfig, content: Content) -> State:
    """SETUP-01..22.  Returns a state waiting for the first draft decision."""
    rng = Rng.from_seed(config.seed)
    coop = config.cooperative
    s = State(config=config, content=content, rng=rng,
              players=[Player(seat=i, name=seat.name, bot=seat.bot)
                       for i, seat in enumerate(config.seats)],
              places=_places(content, config))

    modules = config.modules
    packs = RULESET_PACKS[config.ruleset]
    if not packs & content.rulesets():
        raise ValueError(f"ruleset '{config.ruleset}' needs a content pack with ruleset "
                         f"{' or '.join(sorted(packs))}; the loaded packs are "
                         f"{', '.join(sorted(content.rulesets()))}")
    missing = sorted(config.modules - set(M.MODULES))
    if missing:
        raise ValueError(f"the {', '.join(missing)} module is not available in this version")
    single = len(content.rulesets()) == 1  # every card of a single-ruleset content is in

    def allowed(card: Any) -> bool:
        if coop and getattr(card, "non_cooperative", False):  # SETUP-03 / VAR-COOP-05
            return False
        if not single and content.ruleset_of(card.id) not in packs:  # LN-03/04
            return False
        module = getattr(card, "module", None)  # SETUP-02: inactive modules' cards stay out
        return module is None or module in modules

    emit(s, "GameStarted", {"players": [p.name for p in s.players],
                            "variants": sorted(config.variants), "seed": config.seed})
    # SETUP-07/08: main objective
    ids = sorted(k for k, mo in content.main_objectives.items() if allowed(mo))
    # SCEN-01/R-03/B-01: a scenario's stage-1 objective takes the main objective's place
    first = next((o for h in M.hooks("main_objective") if (o := h(s)) is not None), None)
    if first is not None:
        s.main_objective = first
    elif config.main_objective is not None:
        if config.main_objective not in content.main_objectives:
            raise ValueError(f"unknown main objective {config.main_objective}")
        s.main_objective = config.main_objective
    else:
        s.main_objective = rng.pick(ids)
    side = objective_side(s)
    s.morale, s.rounds_left, s.food = side.morale, side.rounds, side.food
    s.helpless = side.helpless
    # SETUP-09..12: secret objectives
    if not coop:
        normal = [c.id for c in content.secret_objectives.values()
                  if c.kind == "normal" and allowed(c)]
        betrayal = [c.id for c in content.secret_objectives.values()
                    if c.kind == "betrayal" and allowed(c)]
        rng.shuffle(normal)
        rng.shuffle(betrayal)
        for h in M.hooks("betrayal_pool"):  # SCEN-B-02: the Infiltrated Bandit
            betrayal = h(s, betrayal)
        per = 1 if "betrayer" in config.variants else 2
        pool = normal[: per * s.n] + betrayal[:1]
        s.secret_box = normal[per * s.n:] + betrayal[1:]
        rng.shuffle(pool)
        for p in s.players:
            p.secret = pool.pop(0)
            emit(s, "SecretDealt", {"player": p.seat}, to=(p.seat,), secret={"card": p.secret})
        s.secret_box += pool
        s.exiled_deck = [c.id for c in content.secret_objectives.values()
                         if c.kind == "exiled" and allowed(c)]
        rng.shuffle(s.exiled_deck)
    else:
        s.secret_box = list(content.secret_objectives)
    # SETUP-13/14
    s.crisis_deck = [c.id for c in content.crises.values() if allowed(c)]
    rng.shuffle(s.crisis_deck)
    s.survivor_deck = [c.id for c in content.survivors.values() if allowed(c)]
    s.excluded = [c.id for c in content.survivors.values() if not allowed(c)]
    rng.shuffle(s.survivor_deck)
    s.crossroads_deck = [c.id for c in content.crossroads.values() if allowed(c)
                         and not (config.remove_mature_crossroads and c.mature)]
    rng.shuffle(s.crossroads_deck)
    # SETUP-15: starting items
    starting = [u for u in content.item_uids("starting")
                if allowed(content.item(u))]
    excluded = [u for u in content.item_uids("starting") if not allowed(content.item(u))]
    rng.shuffle(starting)
    hand_size = 7 if "two_player" in config.variants else 5
    for p in s.players:
        p.hand = starting[:hand_size]
        del starting[:hand_size]
        emit(s, "ItemsDealt", {"player": p.seat, "count": len(p.hand)}, to=(p.seat,),
             secret={"cards": list(p.hand)})
    s.box = starting
    s.removed += excluded  # VAR-COOP-05: removed from the game during setup
    # SETUP-16: location decks; cards of excluded kinds go to the box
    for lid, place in s.places.items():
        if lid == COLONY:
            continue
        deck = content.item_uids(lid)
        place.deck = [u for u in deck if allowed(content.item(u))]
        s.removed += [u for u in deck if not allowed(content.item(u))]
        rng.shuffle(place.deck)
        if config.ruleset == "mixed" and len({content.ruleset_of(u) for u in place.deck}) > 1:
            s.removed += place.deck[MIXED_DECK_SIZE:]  # LN-04: keep 20 of the mixed deck
            del place.deck[MIXED_DECK_SIZE:]
    for deck_id in sorted({c.deck for c in content.items.values()} - set(s.places)
                          - {"starting"}):
        s.removed += content.item_uids(deck_id)  # the deck of a location not in play
    # objective placements (SETUP-08): zombies follow ZOMB rules, barricades first
    placements: list[tuple[str, int, int]] = []
    for pl in side.placements:
        if pl.at == "each_non_colony":
            targets = [lid for lid in s.places if lid != COLONY]
        elif pl.at == "random":  # LN-08
            targets = location_choices(s, "random", {})[0]
        else:
            targets = [pl.at]
        placements += [(lid, pl.zombies, pl.barricades) for lid in targets]
    for lid, _z, bars in placements:
        for _ in range(bars):
            B.add_barricade(s, lid)
    for lid, zombies, _b in reversed(placements):
        if zombies:
            push(s, "add_zombies", loc=lid, count=zombies, i=0)
    run(s)
    M.setup_modules(s)  # LN-02: each module in play builds its slice (IMPR/BAND/RAX/SCEN)
    run(s)
    # SETUP-17: deal 4 survivors each, then draft one player at a time.  A pool too small
    # for 4 each (the Long Night pack alone at 5 players) deals as many as it can evenly,
    # never fewer than the survivors kept (docs/DECISIONS.md, "Short survivor decks").
    deal = min(4, len(s.survivor_deck) // s.n)
    if deal < _keep_count(s):
        raise ValueError(f"the survivor deck holds {len(s.survivor_deck)} cards: too few for "
                         f"{s.n} players to keep {_keep_count(s)} each")
    for p in s.players:
        p.draft = s.survivor_deck[:deal]
        del s.survivor_deck[:deal]
        emit(s, "SurvivorsDealt", {"player": p.seat, "count": len(p.draft)}, to=(p.seat,),
             secret={"cards": list(p.draft)})
    _ask_draft(s, 0)
    return s


def _keep_count(s: State) -> int:
    return 3 if "two_player" in s.config.variants else 2


def _ask_draft(s: State, seat: int) -> None:
    s.pending = {"kind": "draft", "player": seat,
                 "prompt": f"Keep {_keep_count(s)} survivors and choose your leader.",
                 "options": [], "ctx": {}}


def _do_draft(s: State, a: A.Draft) -> None:
    p = s.players[a.actor]
    for sid in p.draft:
        if sid not in a.keep:
            s.survivor_deck.append(sid)
    p.leader = a.leader
    p.followers = [sid for sid in a.keep if sid != a.leader]
    p.draft = []
    emit(s, "SurvivorsDrafted", {"player": p.seat, "leader": a.leader,
                                 "followers": list(p.followers)})
    s.pending = None
    nxt = a.actor + 1
    if nxt < s.n:
        _ask_draft(s, nxt)
        return
    # all players drafted: reshuffle (SETUP-17), standees to the colony (SETUP-19)
    s.rng.shuffle(s.survivor_deck)
    for q in s.players:
        for sid in q.survivors:
            B.place_survivor(s, sid, q.seat, COLONY, reason="setup")
    # SETUP-22 / NS-57: highest-influence leader; ties at random
    best = max(s.content.survivors[q.leader].influence for q in s.players if q.leader)
    tied = [q.seat for q in s.players
            if q.leader and s.content.survivors[q.leader].influence == best]
    s.first_player = tied[0] if len(tied) == 1 else s.rng.pick(tied)
    emit(s, "FirstPlayerChosen", {"player": s.first_player})
    push(s, "round_start")
    for h in M.hooks("game_start"):  # SCEN-R-04 / SCEN-B-04: after the introduction
        h(s)


def _check_draft(s: State, a: A.Draft) -> str | None:
    p = s.players[a.actor]
    k = _keep_count(s)
    if len(a.keep) != k or len(set(a.keep)) != k:
        return Msg("keep exactly {n} different survivors", n=k)
    if any(sid not in p.draft for sid in a.keep):
        return "you can only keep survivors dealt to you"
    if a.leader not in a.keep:
        return "the leader must be one of the kept survivors"
    return None


# ============================================================================ entry points
def decision(s: State) -> Decision | None:
    """Who must decide what now: a frozen :class:`Decision` (kind, player, prompt, options,
    info).  The engine's internal context, e.g. ballots already cast, is never part of it."""
    d = s.pending
    if s.over or d is None:
        return None
    return from_pending(d)


def _validate(s: State, action: Any) -> str | None:
    d = s.pending
    if s.over or d is None:
        return "the game is over"
    if action.actor != d["player"]:
        who = s.players[d["player"]].name
        return Msg("it is {player}'s decision, not {other}'s", player=who,
                   other=s.players[action.actor].name) \
            if 0 <= action.actor < s.n else "no such player"
    kind = d["kind"]
    if kind == "draft":
        if action.type != "draft":
            return "choose your survivors first"
    elif kind == "turn":
        if action.type not in TURN_ACTIONS:
            return Msg("'{action}' is not a turn action", action=action.type)
    elif action.type != "answer":
        return Msg("answer the pending question first: {prompt}", prompt=d["prompt"])
    if r := check_refs(s, action):  # every id field names something real (one pass)
        return r
    if kind == "draft":
        return _check_draft(s, action)
    if kind == "turn":
        return TURN_ACTIONS[action.type].check(s, action)
    for o in d["options"]:
        if o["key"] == action.key:
            return None if o["enabled"] else (o["reason"] or "that option is not available")
    return "that is not one of the options"


def apply(s: State, action: Any) -> list[Any]:
    """Validate and apply one action.  Raises IllegalAction (state unchanged)."""
    if isinstance(action, dict):
        action = A.parse_action(action)
    reason = _validate(s, action)
    if reason is not None:
        raise IllegalAction(reason)
    s.events = []
    d = s.pending
    assert d is not None
    s.pending = None
    if d["kind"] == "draft":
        _do_draft(s, action)
    elif d["kind"] == "turn":
        TURN_ACTIONS[action.type].do(s, action)
    else:
        ANSWERS[d["kind"]](s, d, action.key)
    run(s)
    out, s.events = s.events, []
    return out


def legal_actions(s: State) -> list[Any]:
    """Every legal action of the player to decide, in a stable order (bots choose by
    position).  Built from trusted values (``actions.builder``): what ``apply`` accepts."""
    d = s.pending
    if s.over or d is None:
        return []
    seat = d["player"]
    kind = d["kind"]
    if kind == "draft":
        p = s.players[seat]
        return [A.make_draft(seat, keep, leader)
                for keep in combinations(p.draft, _keep_count(s)) for leader in keep]
    if kind == "turn":
        acts: list[Any] = []
        for ta in TURN_ACTIONS.values():
            acts.extend(ta.gen(s, seat))
        return acts
    return [A.make_answer(seat, o["key"]) for o in d["options"] if o["enabled"]]


def setup_events(s: State) -> list[Any]:
    """Events produced by new_game (the dealing), taken once."""
    out, s.events = s.events, []
    return out
