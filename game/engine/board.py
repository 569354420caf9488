"""Board rules: morale, food, wounds, killing, exposure and bite spread, zombies, overrun."""

from __future__ import annotations

from typing import Literal

from game.engine.base import Frame, answer, ask, emit, frame, opt, push
from game.engine.messages import N_, Msg
from game.engine.messages import card as card_ref
from game.engine.order import Simultaneous, tie_breaker, together
from game.engine.registry import hooks, move_refused
from game.engine.state import COLONY, State

__all__ = ["tie_breaker"]  # re-exported: rules modules reach it as board.tie_breaker

MORALE_MAX = 10  # NS-20


# ----------------------------------------------------------------------------- morale/end
def change_morale(s: State, delta: int, reason: str) -> None:
    """MORALE-01..09: clamp to 0..10 (NS-20, NS-62); 0 ends the game at once (END-01)."""
    if s.over or delta == 0:
        return
    new = max(0, min(MORALE_MAX, s.morale + delta))
    if new != s.morale:
        emit(s, "MoraleChanged", {"delta": new - s.morale, "value": new, "reason": reason})
        s.morale = new
    if s.morale == 0:
        end_game(s, "morale")


def set_morale_zero(s: State, reason: str) -> None:
    change_morale(s, -s.morale, reason)


def change_food(s: State, delta: int, reason: str) -> None:
    new = max(0, s.food + delta)
    if new != s.food:
        emit(s, "FoodChanged", {"delta": new - s.food, "value": new, "reason": reason})
        s.food = new


def end_game(s: State, reason: str) -> None:
    """END-01..06: stop everything and score secret objectives (``end.score``, through the
    ``game_over`` hook)."""
    if s.over:
        return
    s.over = True
    s.phase = "over"
    s.end_reason = reason
    s.stack.clear()
    s.pending = None
    s.search = None
    for h in hooks("game_over"):
        h(s)


# ----------------------------------------------------------------------------- dice
def spend_die(s: State, seat: int, index: int) -> int:
    """ACT-02: move a die from the unused to the used pool; returns its value."""
    p = s.players[seat]
    value = p.unused.pop(index)
    p.used.append(value)
    emit(s, "DieSpent", {"player": seat, "value": value})
    return value


def roll_die(s: State) -> int:
    """GEN-12: a common die rolled for an effect."""
    return s.rng.d6()


# ----------------------------------------------------------------------------- survivors
def place_survivor(s: State, sid: str, owner: int, loc: str, *, reason: str) -> None:
    from game.engine.state import Survivor

    s.survivors[sid] = Survivor(sid=sid, owner=owner, loc=loc)
    emit(s, "SurvivorAdded", {"survivor": sid, "player": owner, "location": loc,
                              "reason": reason})


def wound(s: State, sid: str, kind: str = "wound", cause: str = "") -> None:
    """EXPO-05/06, KILL-02, KILL-10: the third wound-type token kills at once."""
    sv = s.survivors.get(sid)
    if sv is None or s.over:
        return
    if kind == "frostbite":
        sv.frost += 1
    else:
        sv.wounds += 1
    emit(s, "WoundAdded", {"survivor": sid, "kind": kind, "wounds": sv.wounds,
                           "frostbite": sv.frost, "cause": cause})
    if sv.damage >= 3:
        kill_survivor(s, sid, "wounds")


def heal(s: State, sid: str, count: int, frostbite: bool = True) -> int:
    """Remove wounds: normal wounds first, then frostbite (NS-53)."""
    sv = s.survivors.get(sid)
    if sv is None:
        return 0
    healed = 0
    for _ in range(count):
        if sv.wounds:
            sv.wounds -= 1
        elif frostbite and sv.frost:
            sv.frost -= 1
        else:
            break
        healed += 1
    if healed:
        emit(s, "WoundHealed", {"survivor": sid, "count": healed, "wounds": sv.wounds,
                                "frostbite": sv.frost})
    return healed


def kill_survivor(s: State, sid: str, cause: str, *, remove: bool = False,
                  defer: bool = False) -> Frame | None:
    """KILL-01..09: remove standee and card; morale; equipment; leader/last survivor.
    Returns the follow-up step (a new leader to name, KILL-06, or the last survivor lost,
    KILL-07), which is scheduled unless ``defer``: then the caller schedules it, e.g.
    together with an effect that triggers at the same time (CARD-02)."""
    sv = s.survivors.pop(sid, None)
    if sv is None:
        return None
    p = s.players[sv.owner]
    s.dead.append(sid)
    s.stats["survivors_dead"] = s.stats.get("survivors_dead", 0) + (0 if remove else 1)
    emit(s, "SurvivorKilled", {"survivor": sid, "player": p.seat, "location": sv.loc,
                               "cause": cause, "removed": remove})
    if p.seat == s.active and s.phase == "turns":  # crossroads trigger "survivor_killed"
        s.tags.append({"on": "survivor_killed", "at": sv.loc, "survivor": None})
    # KILL-05 (NS-22): equipment to the hand at the colony, else into the location deck
    if sv.equipped:
        if sv.loc != COLONY and any(h(s, sv.loc, sv.equipped)
                                    for h in hooks("equipment_dropped")):
            pass  # NS-22: e.g. the Hideout's stockpile
        elif sv.loc == COLONY:
            p.hand.extend(sv.equipped)
            emit(s, "CardDiscarded", {"player": p.seat, "to": "hand", "cards": sv.equipped})
        else:
            deck = s.places[sv.loc].deck
            deck.extend(sv.equipped)
            s.requested = [c for c in s.requested if c not in sv.equipped]  # ACT-REQ-03
            s.rng.shuffle(deck)
            emit(s, "DeckShuffled", {"deck": sv.loc, "added": list(sv.equipped)})
        sv.equipped = []
    was_leader = p.leader == sid
    if was_leader:
        p.leader = None
    elif sid in p.followers:
        p.followers.remove(sid)
    if not remove and not p.exiled:  # KILL-04, EXILE-09
        change_morale(s, -1, f"{sid} died")
    if s.over:
        return None
    follow: Frame | None = None
    if not p.survivors:
        follow = {"k": "last_survivor_lost", "seat": p.seat}
    elif was_leader:
        follow = {"k": "choose_leader", "seat": p.seat}
    if follow is not None and not defer:
        s.stack.append(follow)
    return follow


@frame("choose_leader")
def _choose_leader(s: State, f: dict) -> None:
    """KILL-06: the player names one of their followers as the new leader."""
    p = s.players[f["seat"]]
    if p.leader is not None or not p.followers:
        return
    ask(s, "leader", p.seat, "Your group leader is gone. Choose a new leader.",
        [opt(sid, card_ref(s.content, sid)) for sid in p.followers])


@answer("leader")
def _leader_answer(s: State, d: dict, key: str) -> None:
    p = s.players[d["player"]]
    p.followers.remove(key)
    p.leader = key
    emit(s, "LeaderChosen", {"player": p.seat, "survivor": key})


@frame("last_survivor_lost")
def _last_lost(s: State, f: dict) -> None:
    """KILL-07 / VAR-ELIM-01 / NS-23: lose the hand; draw a new leader or leave the game."""
    p = s.players[f["seat"]]
    if p.survivors or p.eliminated:
        return
    if p.hand:
        s.removed.extend(p.hand)
        emit(s, "CardRemoved", {"player": p.seat, "count": len(p.hand), "from": "hand"},
             to=(p.seat,), secret={"cards": list(p.hand)})
        p.hand = []
    if "player_elimination" in s.config.variants or not s.survivor_deck:
        eliminate(s, p.seat)
        return
    sid = s.survivor_deck.pop(0)
    push(s, "survivor_join", seat=p.seat, sid=sid, role="leader", reason="new leader")


def eliminate(s: State, seat: int) -> None:
    """VAR-ELIM-01, NS-35: the player is out; if nobody is left the game ends."""
    p = s.players[seat]
    p.eliminated = True
    p.unused.clear()
    emit(s, "PlayerEliminated", {"player": seat})
    if all(q.eliminated for q in s.players):
        set_morale_zero(s, "every player eliminated")


@frame("survivor_join")
def _survivor_join(s: State, f: dict) -> None:
    """SURV-01: a new survivor joins a group (as leader or follower) with its standee in the
    colony.  SURV-04/EXILE-06: for an exiled player it goes to a non-colony location of
    their choice; so does a replacement leader when the colony is full (KILL-07 with no
    space: our decision).  NS-31: the colony only if no location has room at all."""
    seat, sid = f["seat"], f["sid"]
    if not s.players[seat].exiled and s.has_space(COLONY):
        join_group(s, seat, sid, f["role"], COLONY, f["reason"])
        return
    options = [opt(lid, card_ref(s.content, lid)) for lid in s.places  # SCEN-R-01: sealed
               if lid != COLONY and s.has_space(lid) and not move_refused(s, lid)]
    if not options:
        join_group(s, seat, sid, f["role"], COLONY, f["reason"])
        return
    ask(s, "survivor_join", seat,
        Msg("{survivor} joins you. Where do they stand?",
            survivor=card_ref(s.content, sid)), options,
        info={"survivor": sid, "role": f["role"]}, sid=sid, role=f["role"],
        reason=f["reason"])


@answer("survivor_join")
def _survivor_join_answer(s: State, d: dict, key: str) -> None:
    c = d["ctx"]
    join_group(s, d["player"], c["sid"], c["role"], key, c["reason"])


def join_group(s: State, seat: int, sid: str, role: str, loc: str, reason: str) -> None:
    p = s.players[seat]
    if role == "leader":
        p.leader = sid
    else:
        p.followers.append(sid)
    place_survivor(s, sid, seat, loc, reason=reason)
    if role == "leader":
        emit(s, "LeaderChosen", {"player": seat, "survivor": sid})


# ----------------------------------------------------------------------------- helpless
def add_helpless(s: State, count: int, seat: int | None = None) -> None:
    """SURV-05/08: exiled players ignore instructions to add helpless survivors."""
    if seat is not None and s.players[seat].exiled:
        return
    if count > 0:
        s.helpless += count
        emit(s, "HelplessAdded", {"count": count, "value": s.helpless})


def kill_helpless(s: State, count: int, cause: str) -> None:
    """KILL-08: each killed helpless survivor costs 1 morale."""
    for _ in range(count):
        if s.helpless <= 0 or s.over:
            return
        s.helpless -= 1
        for h in hooks("helpless_killed"):  # LN-11: unruly never outnumber the helpless
            h(s)
        emit(s, "HelplessKilled", {"value": s.helpless, "cause": cause})
        change_morale(s, -1, "a helpless survivor died")


# ----------------------------------------------------------------------------- exposure
@frame("exposure")
def _exposure(s: State, f: dict) -> None:
    """EXPO-01..08: roll the exposure die for a survivor."""
    sid = f["sid"]
    if sid not in s.survivors:
        return
    face = s.rng.exposure()
    sv = s.survivors[sid]
    emit(s, "ExposureRolled", {"survivor": sid, "player": sv.owner, "face": face,
                               "cause": f.get("cause", "")})
    if face == "wound":
        wound(s, sid, "wound", "exposure")
    elif face == "frostbite":
        wound(s, sid, "frostbite", "exposure")
    elif face == "bite":
        bite_kills(s, sid, "bite")


def bite_kills(s: State, sid: str, cause: str) -> None:
    """EXPO-08/11: a bitten survivor (or one the bite spread to and that did not survive)
    dies and the bite spreads from its location.  If it was its player's last survivor, the
    replacement leader (KILL-07) arrives at the same time as the spread; when the newcomer
    could stand where the bite spreads (or where the spread frees room for it), the order
    changes who can be bitten, so the first player decides it (CARD-02).  Otherwise the
    spread resolves first."""
    sv = s.survivors[sid]
    loc, seat = sv.loc, sv.owner
    follow = kill_survivor(s, sid, cause, defer=True)
    if s.over:
        return
    spread: Frame = {"k": "bite_spread", "loc": loc}
    if follow is not None and follow["k"] == "last_survivor_lost" and \
            _newcomer_meets_spread(s, seat, loc):
        name = s.players[seat].name
        together(s, [Simultaneous("spread", N_("the bite spreads"), spread),
                     Simultaneous("replacement", Msg("{player} draws a new leader",
                                                     player=name), follow)],
                 prompt=Msg("{player}'s last survivor was bitten: the bite spreads and a new "
                            "leader joins {player} at the same time. Which comes first?",
                            player=name),
                 info={"location": loc, "player": seat})
        return
    if follow is not None:
        s.stack.append(follow)
    s.stack.append(spread)


def _newcomer_meets_spread(s: State, seat: int, loc: str) -> bool:
    """Could the order of KILL-07's new leader and a bite spread at ``loc`` matter?  Only if
    a new leader will be drawn and it would stand at ``loc`` or choose its place (survivor
    joins at the colony, or where its player chooses when exiled or the colony is full)."""
    if "player_elimination" in s.config.variants or not s.survivor_deck:
        return False
    joins_colony = not s.players[seat].exiled and s.has_space(COLONY)
    return loc == COLONY or not joins_colony


def lowest_influence(s: State, loc: str) -> list[str]:
    """Survivors with the lowest influence at a location (ties: all of them)."""
    here = s.at(loc)
    if not here:
        return []
    inf = {sid: s.content.survivors[sid].influence for sid in here}
    low = min(inf.values())
    return [sid for sid in here if inf[sid] == low]


@frame("bite_spread")
def _bite_spread(s: State, f: dict) -> None:
    """EXPO-09..12: the bite spreads to the lowest-influence survivor at the location."""
    lows = lowest_influence(s, f["loc"])
    if not lows:
        return
    if len(lows) > 1:  # DISC-21: the first player breaks the tie
        ask(s, "tie", tie_breaker(s), "Who does the bite spread to?",
            [opt(sid, card_ref(s.content, sid)) for sid in lows], then="bite_target",
            loc=f["loc"])
        return
    push(s, "bite_target", sid=lows[0], loc=f["loc"])


@frame("bite_target")
def _bite_target(s: State, f: dict) -> None:
    sid = f["sid"]
    if sid not in s.survivors:
        return
    emit(s, "BiteSpread", {"survivor": sid, "location": f["loc"]})
    ask(s, "bite_spread", s.survivors[sid].owner,
        Msg("The bite spreads to {survivor}.", survivor=card_ref(s.content, sid)),
        [opt("kill", "Kill the survivor: the spread stops"),
         opt("roll", "Roll the exposure die: blank survives, anything else spreads")],
        info={"survivor": sid, "location": f["loc"]}, sid=sid, loc=f["loc"])


@answer("bite_spread")
def _bite_answer(s: State, d: dict, key: str) -> None:
    sid = d["ctx"]["sid"]
    if key == "kill":
        kill_survivor(s, sid, "bite spread")
        return
    face = s.rng.exposure()
    emit(s, "ExposureRolled", {"survivor": sid, "player": s.survivors[sid].owner,
                               "face": face, "cause": "bite spread"})
    if face != "blank":
        bite_kills(s, sid, "bite spread")


@answer("tie")
def _tie_answer(s: State, d: dict, key: str) -> None:
    ctx = d["ctx"]
    emit(s, "TieBroken", {"player": d["player"], "choice": key})
    push(s, ctx["then"], sid=key, **{k: v for k, v in ctx.items() if k not in ("then",)})


# ----------------------------------------------------------------------------- zombies
def colony_entrance(k: int) -> int:
    """ZOMB-03: the k-th zombie (0-based) of one adding event targets entrance k mod 6."""
    return k % 6


@frame("add_zombies")
def _add_zombies(s: State, f: dict) -> None:
    """ZOMB-01: add zombies one at a time; ``k`` counts within this adding event."""
    count, k, loc = f["count"], f.get("i", 0), f["loc"]
    if count <= 0:
        return
    for h in hooks("zombies_refused"):  # SCEN-R-01: the sealed lab takes none
        if why := h(s, loc):
            tokens_not_placed(s, "zombie", why, count, location=loc)
            return
    if count > 1:
        push(s, "add_zombies", loc=loc, count=count - 1, i=k + 1)
    place = s.places[loc]
    e = colony_entrance(k) % len(place.zombies) if loc == COLONY else 0
    add_one_zombie(s, loc, e)


def add_one_zombie(s: State, loc: str, e: int) -> None:
    """ZOMB-02..10."""
    place = s.places[loc]
    if place.free(e) > 0:
        place.zombies[e] += 1
        emit(s, "ZombieAdded", {"location": loc, "entrance": e, "count": place.zombies[e]})
        return
    if any(h(s, loc, e) for h in hooks("zombie_added")):  # LN-14 / ZOMB-06 traps
        return
    if place.barricades[e] > 0:  # ZOMB-05
        place.barricades[e] -= 1
        emit(s, "BarricadeDestroyed", {"location": loc, "entrance": e})
        return
    emit(s, "Overrun", {"location": loc, "entrance": e})  # ZOMB-07
    push(s, "overrun", loc=loc)


@frame("overrun")
def _overrun(s: State, f: dict) -> None:
    loc = f["loc"]
    for h in hooks("overrun"):  # BAND-10: bandits there go when no survivor is
        h(s, loc)
    lows = lowest_influence(s, loc)
    if not lows:
        if loc == COLONY and s.helpless > 0:  # ZOMB-08
            kill_helpless(s, 1, "overrun")
        return  # ZOMB-09
    if len(lows) > 1:  # NS-28
        ask(s, "tie", tie_breaker(s), "Overrun: who is killed?",
            [opt(sid, card_ref(s.content, sid)) for sid in lows], then="overrun_kill",
            loc=loc)
        return
    kill_survivor(s, lows[0], "overrun")


@frame("overrun_kill")
def _overrun_kill(s: State, f: dict) -> None:
    kill_survivor(s, f["sid"], "overrun")


def kill_zombie(s: State, loc: str, e: int, by: str | None, cause: str) -> bool:
    place = s.places[loc]
    if place.zombies[e] <= 0:
        return False
    place.zombies[e] -= 1
    s.stats["zombies_killed"] = s.stats.get("zombies_killed", 0) + 1
    if by is not None and by in s.survivors:
        s.players[s.survivors[by].owner].zombies_killed += 1
    emit(s, "ZombieKilled", {"location": loc, "entrance": e, "by": by, "cause": cause})
    return True


@frame("kill_zombies")
def _kill_zombies(s: State, f: dict) -> None:
    """Kill ``left`` zombies at ``loc`` one at a time (card kills, an attack's extra kills).
    ZOMB-13: at the colony the killing player (``seat``) chooses each zombie, at any
    entrance (the fullest offered first).  When ``exposure`` is set, the killer ``by``
    rolls once per kill after the last one (EXPO-01 b); ``rolls`` counts them."""
    place = s.places[f["loc"]]
    held = sorted((e for e, z in enumerate(place.zombies) if z > 0),
                  key=lambda e: (-place.zombies[e], e))
    if f["left"] <= 0 or not held:
        for _ in range(f["rolls"]):
            push(s, "exposure", sid=f["by"], cause="killed a zombie")
        return
    if len(held) > 1:
        ask(s, "choose_zombie", f["seat"], "Which zombie is killed?",
            [opt(str(e), Msg("Entrance {n} ({zombies} zombies)", n=e + 1,
                             zombies=place.zombies[e])) for e in held],
            info={"location": f["loc"]}, frame={k: v for k, v in f.items() if k != "k"})
        return
    _kill_zombie_at(s, f, held[0])


def _kill_zombie_at(s: State, f: dict, e: int) -> None:
    killed = kill_zombie(s, f["loc"], e, f["by"], f["cause"])
    rest = {k: v for k, v in f.items() if k != "k"}
    rest["left"] = f["left"] - 1
    rest["rolls"] = f["rolls"] + (1 if killed and f["exposure"] else 0)
    push(s, "kill_zombies", **rest)


@answer("choose_zombie")
def _choose_zombie(s: State, d: dict, key: str) -> None:
    _kill_zombie_at(s, d["ctx"]["frame"], int(key))


def fullest_entrance(s: State, loc: str) -> int | None:
    place = s.places[loc]
    best = None
    for e, z in enumerate(place.zombies):
        if z > 0 and (best is None or z > place.zombies[best]):
            best = e
    return best


def remove_zombies(s: State, loc: str, count: int) -> int:
    done = 0
    for _ in range(count):
        e = fullest_entrance(s, loc)
        if e is None:
            break
        s.places[loc].zombies[e] -= 1
        emit(s, "ZombieRemoved", {"location": loc, "entrance": e})
        done += 1
    return done


def first_free_entrance(s: State, loc: str) -> int | None:
    place = s.places[loc]
    for e in range(len(place.zombies)):
        if place.free(e) > 0:
            return e
    return None


def barricade_token_left(s: State) -> bool:
    """DISC-24: is a barricade token left to place (always, unless a module limits the
    supply: the Long Night's barricade/trap tokens with ``enforce_component_limits``)?"""
    return all(h(s) for h in hooks("barricade_token"))


def _barricade_block(s: State, loc: str, e: int | None) -> Literal["room", "supply"] | None:
    """Why no barricade can go on entrance ``e`` of ``loc`` (None: any entrance), or None."""
    place = s.places[loc]
    e = first_free_entrance(s, loc) if e is None else e
    if e is None or not 0 <= e < len(place.zombies) or place.free(e) <= 0:
        return "room"
    return None if barricade_token_left(s) else "supply"


def barricade_refused(s: State, loc: str, e: int | None = None) -> str | None:
    """The reason no barricade can be placed at ``loc`` now (on entrance ``e``, or on any
    entrance), or None: ACT-BARR-01 needs an empty entrance space, DISC-24 a token."""
    block = _barricade_block(s, loc, e)
    if block == "supply":
        return "no barricade token is left in the supply (limited tokens, DISC-24)"
    if block == "room":
        return ("that entrance has no empty space" if e is not None
                else "there is no empty entrance space for a barricade there")
    return None


def tokens_not_placed(s: State, token: str, reason: str, count: int = 1,
                      **where: object) -> None:
    """An effect or rule that would place ``count`` tokens of ``token`` places none of them:
    say so and why (``reason``: "room", "supply" or "cap").  No placement fails silently."""
    if count > 0:
        emit(s, "TokensNotPlaced", {"token": token, "reason": reason, "count": count,
                                    **where})


def add_barricade(s: State, loc: str, e: int | None = None, *, missing: int = 1) -> bool:
    """Place one barricade on entrance ``e`` of ``loc`` (None: the first with room).  When
    none can go there, nothing is placed and an event says why; ``missing``: how many of
    the effect's barricades that leaves unplaced (this one and the rest)."""
    block = _barricade_block(s, loc, e)
    if block is not None:
        tokens_not_placed(s, "barricade", block, missing, location=loc)
        return False
    e = first_free_entrance(s, loc) if e is None else e
    assert e is not None
    s.places[loc].barricades[e] += 1
    emit(s, "BarricadePlaced", {"location": loc, "entrance": e})
    return True


def add_noise(s: State, loc: str, *, missing: int = 1) -> bool:
    """ACT-SEARCH-03/05, DISC-05.  With no empty noise space (or the per-round cap reached)
    nothing is placed and an event says why (``missing`` as for :func:`add_barricade`)."""
    if not can_make_noise(s, loc):
        if loc != COLONY:
            place = s.places[loc]
            tokens_not_placed(s, "noise", "room" if place.noise >= place.noise_spaces
                              else "cap", missing, location=loc)
        return False
    place = s.places[loc]
    place.noise += 1
    place.noise_round += 1
    emit(s, "NoisePlaced", {"location": loc, "count": place.noise})
    return True


def can_make_noise(s: State, loc: str) -> bool:
    place = s.places[loc]
    if loc == COLONY or place.noise >= place.noise_spaces:
        return False
    cap = s.config.options.noise_cap_per_location
    return cap is None or place.noise_round < cap
