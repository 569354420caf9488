"""The round and the Colony Phase (ROUND-01..08, COLONY-01..16, CRISIS-01..13)."""

from __future__ import annotations

from collections.abc import Callable

from game.engine import board as B
from game.engine import registry as M
from game.engine.base import emit, frame, push
from game.engine.effects import main_goal_met, modifiers, run_effects
from game.engine.state import COLONY, State

# Colony Phase steps in order (COLONY-01).  Modules insert their own steps by name into this
# list (e.g. "containment" first, "bandits_scavenge" after "add_zombies_step").
COLONY_STEPS: list[str] = [
    "pay_food", "check_waste", "resolve_crisis", "add_zombies_step", "check_objective",
    "round_tracker", "pass_first_player",
]
ROUND_START_HOOKS: list[Callable[[State], None]] = []


@frame("round_start")
def _round_start(s: State, f: dict) -> None:
    """ROUND-02..09."""
    s.round += 1
    s.history.setdefault("morale", []).append(s.morale)
    for place in s.places.values():
        place.noise_round = 0
    s.phase = "turns"
    emit(s, "RoundStarted", {"round": s.round, "rounds_left": s.rounds_left,
                             "first_player": s.first_player})
    s.crisis = s.crisis_deck.pop(0) if s.crisis_deck else None  # NS-23
    emit(s, "CrisisRevealed", {"crisis": s.crisis})
    for hook in ROUND_START_HOOKS:
        hook(s)
    if M.has_round_start(s):  # ROUND-04: module steps (bandits...) before the dice
        push(s, "round_dice")
        M.round_start(s)
        return
    _roll_round_dice(s)


@frame("round_dice")
def _round_dice(s: State, f: dict) -> None:
    _roll_round_dice(s)


def _roll_round_dice(s: State) -> None:
    for p in s.players:  # ROUND-05..07
        p.unused.clear()
        p.used.clear()
        if p.eliminated:
            continue
        n = 1 + sum(1 for sid in p.survivors if sid in s.survivors)
        p.unused = [s.rng.d6() for _ in range(n)]
        emit(s, "DiceRolled", {"player": p.seat, "values": list(p.unused)})
    order = [(s.first_player + i) % s.n for i in range(s.n)]  # ROUND-09 clockwise
    push(s, "turn_begin", order=order)


@frame("colony_phase")
def _colony_phase(s: State, f: dict) -> None:
    s.phase = "colony"
    s.active = -1
    for step in reversed(M.colony_steps(s, COLONY_STEPS)):
        push(s, step)


def headcount(s: State, paying_food: bool = False) -> int:
    """COLONY-03: standees at the colony plus helpless tokens (DISC-09).  Survivors who feed
    themselves (modifier helpless_food) are left out only when the colony pays food; they
    still count for the zombies of COLONY-10."""
    count = sum(1 for sv in s.survivors.values() if sv.loc == COLONY
                and not (paying_food and modifiers(s, sv.sid, "helpless_food")))
    return count + s.helpless + sum(h(s) for h in M.hooks("headcount"))


@frame("pay_food")
def _pay_food(s: State, f: dict) -> None:
    """COLONY-03..07."""
    due = (headcount(s, paying_food=True) + 1) // 2
    for h in M.hooks("food_due"):  # IMPR: improvements that feed the colony
        due = h(s, due)
    emit(s, "ColonyStep", {"step": "pay_food", "due": due})
    if s.food >= due:
        B.change_food(s, -due, "pay food")
        emit(s, "FoodPaid", {"paid": due, "food": s.food})
        return
    s.starvation += 1
    emit(s, "StarvationAdded", {"starvation": s.starvation, "due": due, "food": s.food})
    B.change_morale(s, -s.starvation, "starvation")


@frame("check_waste")
def _check_waste(s: State, f: dict) -> None:
    """COLONY-08."""
    counted = len(s.waste)
    for h in M.hooks("waste_count"):  # IMPR: improvements that handle waste
        counted = h(s, counted)
    loss = counted // 10
    emit(s, "WasteChecked", {"waste": len(s.waste), "loss": loss})
    if loss:
        B.change_morale(s, -loss, "waste")


def crisis_target(s: State) -> int:
    """CRISIS-05 / DISC-06 / NS-35."""
    if s.config.options.crisis_target_counts_exiled:
        n = sum(1 for p in s.players if not p.eliminated)
    else:
        n = len(s.non_exiled())
    for h in M.hooks("crisis_target"):  # IMPR: improvements that ease crises
        n = h(s, n)
    return n


@frame("resolve_crisis")
def _resolve_crisis(s: State, f: dict) -> None:
    """CRISIS-03..11: shuffle, reveal one by one, score against N."""
    emit(s, "ColonyStep", {"step": "resolve_crisis"})
    if s.crisis is None:
        return
    crisis = s.content.crises[s.crisis]
    cards = [c[0] for c in s.contributions]
    s.rng.shuffle(cards)
    score = 0
    optional = 0
    for i, card in enumerate(cards):
        t = s.content.item(card).type
        if t in crisis.prevent:
            delta = 1
        elif crisis.optional is not None and t == crisis.optional.item_type:
            delta = 0  # CRISIS-10: optional extras neither help nor hurt
            optional += 1
        else:
            delta = -1
        score += delta
        emit(s, "ContributionRevealed", {"card": card, "index": i, "delta": delta,
                                         "score": score})
    target = crisis_target(s)
    prevented = score >= target
    opt = crisis.optional
    if opt is not None and opt.item_type in crisis.prevent:
        # CRISIS-10 when the optional type also prevents the crisis ("for every 2 extra Food
        # cards" on a food crisis): the extra cards are the matching ones beyond the target
        matching = sum(1 for c in cards if s.content.item(c).type == opt.item_type)
        optional = max(0, min(matching, score - target))
    _record_crisis(s, sum(1 for c in cards if s.content.item(c).type not in crisis.prevent
                          and not (opt is not None and s.content.item(c).type
                                   == opt.item_type)), prevented)
    s.removed.extend(cards)  # CRISIS-09
    s.contributions = []
    s.crises_done.append(s.crisis)  # NS-37
    emit(s, "CrisisResolved", {"crisis": crisis.id, "score": score, "target": target,
                               "prevented": prevented, "bonus": score - target >= 2,
                               "cards": len(cards)})
    s.crisis = None
    # "crisis": the colony, not the (possibly exiled) first player, is told to act (SURV-08);
    # its choices are the first player's, or the next one's still in the game (CARD-06)
    ctx = {"player": B.tie_breaker(s), "survivor": None, "card": crisis.id, "crisis": True}
    if crisis.optional is not None and optional >= crisis.optional.per:
        for _ in range(optional // crisis.optional.per):
            run_effects(s, crisis.optional.effect, ctx)
    if prevented:
        s.stats["crises_prevented"] = s.stats.get("crises_prevented", 0) + 1
        if score - target >= 2:  # CRISIS-08
            B.change_morale(s, 1, "crisis prevented with room to spare")
    else:
        run_effects(s, crisis.effect, ctx)  # CRISIS-06


def _record_crisis(s: State, wrong: int, prevented: bool) -> None:
    """The public record of a resolved crisis (DECISIONS: what every player saw): how many
    cards each seat put in, how many revealed cards were wrong, whether it was prevented."""
    h = s.history
    h.setdefault("crisis_wrong", []).append(wrong)
    h.setdefault("crisis_prevented", []).append(int(prevented))
    for i in range(s.n):
        h.setdefault(f"crisis_cards_{i}", []).append(
            sum(1 for c in s.contributions if c[1] == i))


@frame("add_zombies_step")
def _add_zombies_step(s: State, f: dict) -> None:
    """COLONY-10/11, NS-38: colony first, then locations by number (survivors, then noise).
    Headcounts are taken when the step starts."""
    emit(s, "ColonyStep", {"step": "add_zombies"})
    frames = [{"k": "add_zombies", "loc": COLONY,
               "count": zombies_due(s, COLONY, (headcount(s) + 1) // 2), "i": 0}]
    others = sorted((lid for lid in s.places if lid != COLONY),
                    key=lambda lid: (s.places[lid].number or 99, lid))
    for lid in others:
        frames.append({"k": "add_zombies", "loc": lid,
                       "count": zombies_due(s, lid, len(s.at(lid))), "i": 0})
        frames.append({"k": "resolve_noise", "loc": lid})
    for fr in reversed(frames):
        s.stack.append(fr)


def zombies_due(s: State, lid: str, n: int) -> int:
    """COLONY-10 with the modules' changes (BAND-09 bandits, IMPR, RAX-11)."""
    for h in M.hooks("zombies_due"):
        n = h(s, lid, n)
    return n


@frame("resolve_noise")
def _resolve_noise(s: State, f: dict) -> None:
    """DISC-01: each token, one at a time: die 1–3 or a '!!!' coin adds a zombie."""
    place = s.places[f["loc"]]
    if place.noise <= 0:
        return
    place.noise -= 1
    if s.config.options.noise_resolution == "flip":
        hit = s.rng.coin()
        emit(s, "NoiseResolved", {"location": f["loc"], "flip": hit, "zombie": hit})
    else:
        roll = s.rng.d6()
        hit = roll <= 3
        emit(s, "NoiseResolved", {"location": f["loc"], "roll": roll, "zombie": hit})
    push(s, "resolve_noise", loc=f["loc"])
    if hit and any(h(s, f["loc"]) for h in M.hooks("noise_zombie")):
        hit = False  # RAX-11 / NS-42: the thumbs-down reduction takes it
    if hit:
        B.add_one_zombie(s, f["loc"], 0)


@frame("check_objective")
def _check_objective(s: State, f: dict) -> None:
    """COLONY-14, END-03."""
    met = main_goal_met(s)
    emit(s, "ObjectiveChecked", {"met": met})
    if met and any(h(s) for h in M.hooks("objective_met")):
        return  # SCEN-03: a scenario's stage 1/2 objective starts its transition instead
    if met:
        s.objective_met = True
        B.end_game(s, "objective")


@frame("round_tracker")
def _round_tracker(s: State, f: dict) -> None:
    """COLONY-15, END-02."""
    s.rounds_left -= 1
    emit(s, "RoundTrackMoved", {"rounds_left": s.rounds_left})
    if s.rounds_left <= 0:
        B.end_game(s, "rounds")


@frame("pass_first_player")
def _pass_first(s: State, f: dict) -> None:
    """COLONY-16, DISC-03: to the right by default (the player who played last)."""
    if not f.get("decided") and any(h(s) for h in M.hooks("pass_first_player")):
        return  # LN-13: a first-player vote runs first and comes back here (decided)
    if f.get("keep"):
        emit(s, "FirstPlayerKept", {"player": s.first_player})
        push(s, "round_start")
        return
    step = -1 if s.config.options.first_player_pass_direction == "right" else 1
    nxt = s.first_player
    for _ in range(s.n):
        nxt = (nxt + step) % s.n
        if not s.players[nxt].eliminated:
            break
    emit(s, "FirstPlayerPassed", {"from": s.first_player, "to": nxt})
    s.first_player = nxt
    push(s, "round_start")
