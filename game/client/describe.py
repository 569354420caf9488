"""Event → one log line, naming players (never "you").  Events must already be redacted
for the viewer; a private detail appears only if it survived redaction.  Words taken from a
card (a crossroads option, a vote's question) are quoted: they are the card's voice, not the
log's."""

from __future__ import annotations

from typing import Any

COLONY_STEPS = {
    "pay_food": "Pay food",
    "check_waste": "Check waste",
    "resolve_crisis": "Resolve the crisis",
    "add_zombies": "Add zombies",
    "check_objective": "Check the main objective",
    "move_round": "Move the round tracker",
    "pass_first": "Pass the first player token",
}


class Names:
    def __init__(self, content: Any, players: list[str]) -> None:
        self.content = content
        self.players = players

    def p(self, seat: Any) -> str:
        try:
            return self.players[int(seat)]
        except (TypeError, ValueError, IndexError):
            return "someone"

    def s(self, sid: Any) -> str:
        sv = self.content.survivors.get(str(sid)) if sid else None
        return sv.name if sv else str(sid)

    def loc(self, lid: Any) -> str:
        if lid == "colony":
            return "the colony"
        loc = self.content.locations.get(str(lid))
        return loc.name if loc else str(lid)

    def item(self, uid: Any) -> str:
        try:
            return str(self.content.item(str(uid)).name)
        except (KeyError, AttributeError):
            return str(uid)

    def item_type(self, uid: Any) -> str | None:
        try:
            return str(self.content.item(str(uid)).type)
        except (KeyError, AttributeError):
            return None

    def crisis(self, cid: Any) -> str:
        c = self.content.crises.get(str(cid))
        return c.name if c else str(cid)

    def crossroads(self, cid: Any) -> str:
        c = self.content.crossroads.get(str(cid))
        return c.name if c else str(cid)

    def objective(self, oid: Any) -> str:
        o = self.content.main_objectives.get(str(oid)) or self.content.secret_objectives.get(
            str(oid))
        return o.name if o else str(oid)


def describe(e: Any, n: Names) -> str | None:
    """A sentence for the log, or None for events not worth a line.  Never raises: an
    event whose data has an unexpected shape is logged by its type."""
    try:
        line = _describe(e, n)
    except (KeyError, TypeError, ValueError, AttributeError):
        return _humanize(e.type) + "."
    return line[:1].upper() + line[1:] if line else line  # "The colony is overrun!"


def _humanize(t: str) -> str:
    out = ""
    for ch in t:
        out += (" " + ch.lower()) if ch.isupper() and out else ch
    return out


def _describe(e: Any, n: Names) -> str | None:
    d = e.data
    sec = e.secret or {}
    t = e.type
    P, S, L = n.p, n.s, n.loc
    if t == "GameStarted":
        return "A new winter begins for " + ", ".join(d.get("players", [])) + "."
    if t == "SurvivorsDrafted":
        return f"{P(d['player'])} leads with {S(d['leader'])}."
    if t == "FirstPlayerChosen":
        return f"{P(d['player'])} takes the first player token."
    if t == "RoundStarted":
        return f"— Round {d['round']} ({d['rounds_left']} left) —"
    if t == "CrisisRevealed":
        return f"Crisis revealed: {n.crisis(d['crisis'])}."
    if t == "DiceRolled":
        return f"{P(d['player'])} rolls {', '.join(str(v) for v in d['values'])}."
    if t == "TurnStarted":
        return f"{P(d['player'])}'s turn."
    if t == "TurnEnded":
        return f"{P(d['player'])} ends the turn."
    if t == "CrossroadsDrawn":
        return f"{P(d['drawer'])} draws a crossroads card for {P(d['target'])}."
    if t == "CrossroadsTriggered":
        card = d.get("card")
        return f"Crossroads for {P(d.get('target'))}: {n.crossroads(card)}." if card else \
            "A crossroads card triggers."
    if t == "CrossroadsResolved":
        if d.get("label"):
            return f"{P(d.get('player'))} chooses “{d['label']}”."
        return None
    if t == "OptionChosen":
        return f"{P(d.get('player'))} chooses “{d.get('label', d.get('key'))}”."
    if t == "CrossroadsReturned":
        return None
    if t == "StarvationAdded":
        return f"Not enough food: starvation token {d.get('starvation')} added."
    if t == "HelplessAdded":
        return f"{d.get('count', 1)} helpless survivor(s) arrive at the colony."
    if t == "CardDrawn":
        return f"{P(d.get('player'))} draws {d.get('count', 1)} card(s)."
    if t == "CardDiscarded":
        return None
    if t in ("CardRemoved", "CardResolved"):
        return None  # the card's play is in the log already; the waste count shows it
    if t == "DiceLost":
        return f"{P(d.get('player'))} loses a die ({d.get('value')})."
    if t == "DiceGained":
        return f"{P(d.get('player'))} gains dice: {', '.join(map(str, d.get('values', [])))}."
    if t in ("DeckShuffled", "CardsToDeckBottom", "Decision", "ExiledObjectiveDrawn",
             "SecretDealt", "ItemsDealt", "SurvivorsDealt", "DieSpent"):
        return None
    if t == "SurvivorMoved":
        return f"{S(d['survivor'])} ({P(d['player'])}) moves to {L(d['to'])}."
    if t == "SurvivorPlaced":
        return f"{S(d['survivor'])} is placed at {L(d.get('to', d.get('location')))}."
    if t == "ExposureRolled":
        face = d["face"]
        what = {"blank": "nothing", "wound": "a wound", "frostbite": "frostbite",
                "bite": "a BITE"}.get(face, face)
        return f"Exposure for {S(d['survivor'])}: {what}."
    if t == "WoundAdded":
        kind = "frostbite" if d.get("kind") == "frostbite" else "a wound"
        return f"{S(d['survivor'])} takes {kind}."
    if t == "WoundHealed":
        return f"{S(d['survivor'])} is healed."
    if t == "FrostbiteHurt":
        return f"Frostbite hurts {S(d['survivor'])}."
    if t == "SurvivorKilled":
        how = "is removed" if d.get("removed") else "dies"
        return f"{S(d['survivor'])} ({P(d['player'])}) {how} at {L(d.get('location'))}."
    if t == "SurvivorAdded":
        if d.get("reason") == "setup":
            return None
        return f"{S(d['survivor'])} joins {P(d['player'])} at {L(d.get('location'))}."
    if t == "BiteSpread":
        return f"The bite spreads to {S(d['survivor'])}!"
    if t == "MoraleChanged":
        sign = "+" if d["delta"] > 0 else ""
        return f"Morale {sign}{d['delta']} → {d['value']}."
    if t == "FoodChanged":
        sign = "+" if d["delta"] > 0 else ""
        return f"Food {sign}{d['delta']} → {d['value']}."
    if t == "ZombieAdded":
        where = L(d["location"])
        if d["location"] == "colony":
            where += f" (entrance {int(d.get('entrance', 0)) + 1})"
        return f"A zombie arrives at {where}."
    if t == "ZombieKilled":
        return f"{S(d.get('by'))} kills a zombie at {L(d['location'])}."
    if t == "ZombieRemoved":
        return f"A zombie is removed at {L(d['location'])}."
    if t == "ZombieMoved":
        return f"A zombie is drawn from {L(d['from'])} to {L(d['to'])}."
    if t == "BarricadePlaced":
        return f"A barricade goes up at {L(d['location'])}."
    if t == "BarricadeDestroyed":
        return f"A barricade breaks at {L(d['location'])}."
    if t == "Overrun":
        return f"{L(d['location'])} is overrun!"
    if t == "NoisePlaced":
        return f"Noise at {L(d['location'])}."
    if t == "NoiseResolved":
        return f"Noise at {L(d['location'])}: " + ("a zombie comes." if d.get("zombie")
                                                    else "nothing comes.")
    if t == "SearchDrew":
        card = sec.get("card")
        base = f"{P(d['player'])} searches {L(d['location'])}"
        return base + (f" and finds {n.item(card)}." if card else ".")
    if t == "SearchKept":
        card = sec.get("card")
        return f"{P(d['player'])} keeps " + (f"{n.item(card)}." if card else "one card.")
    if t == "CardPlayed":
        return f"{P(d['player'])} plays {n.item(d['card'])}."
    if t == "CardEquipped":
        return f"{S(d['survivor'])} equips {n.item(d['card'])}."
    if t == "CardHandedOff":
        return f"{n.item(d.get('card'))} is handed to {S(d.get('to'))}."
    if t == "CardContributed":
        if d.get("face_down"):
            return f"{P(d['player'])} adds a card to the crisis, face down."
        return f"{P(d['player'])} adds {n.item(d.get('card'))} to the crisis."
    if t == "CardStolen":
        return f"{P(d['to'])} takes a random card from {P(d['from'])}."
    if t == "CardRequested":
        return f"{P(d['player'])} asks {P(d['target'])} for a card."
    if t == "RequestAnswered":
        if d.get("given"):
            return f"{P(d['player'])} gives {n.item(d.get('card'))} to {P(d['requester'])}."
        return f"{P(d['player'])} refuses {P(d['requester'])}."
    if t == "WasteCleaned":
        return f"The waste is cleaned ({len(d.get('cards', []))} cards removed)."
    if t == "HelplessKilled":
        return "A helpless survivor dies."
    if t == "ColonyStep":
        return f"Colony phase: {COLONY_STEPS.get(d.get('step'), d.get('step'))}."
    if t == "FoodPaid":
        return f"The colony eats {d.get('paid')} food."
    if t == "WasteChecked":
        return f"Waste pile: {d['waste']} cards" + (f", morale −{d['loss']}." if d.get("loss")
                                                    else ".")
    if t == "ContributionRevealed":
        sign = "+1" if d["delta"] > 0 else "−1"
        return f"Crisis card: {n.item(d['card'])} ({sign})."
    if t == "CrisisResolved":
        res = "prevented" if d["prevented"] else "NOT prevented"
        return f"{n.crisis(d['crisis'])}: {d['score']} of {d['target']} — {res}."
    if t == "VoteCalled":
        caller = d.get("caller")
        who = f"{P(caller)} calls a vote" if caller is not None else "A vote is called"
        if d.get("purpose") == "exile" and d.get("target") is not None:
            return f"{who} to exile {P(d['target'])}."
        q = d.get("question")
        return f"{who}: “{q}”" if q else f"{who}."
    if t == "BallotCast":
        mine = sec.get("yes")
        how = "" if mine is None else (" (yes)" if mine else " (no)")
        return f"{P(d['voter'])} has voted{how} ({d.get('cast')} of {d.get('of')})."
    if t == "VoteResolved":
        return "The vote " + ("passes" if d.get("passed") else "fails") + (
            f" ({d.get('yes')} yes, {d.get('no')} no)." if "yes" in d else ".")
    if t == "PlayerExiled":
        return f"{P(d['player'])} is exiled from the colony!"
    if t == "PlayerEliminated":
        return f"{P(d['player'])} is out of the game."
    if t == "FirstPlayerPassed":
        return f"The first player token passes to {P(d['to'])}."
    if t == "RoundTrackMoved":
        return f"Rounds left: {d['rounds_left']}."
    if t == "ObjectiveChecked":
        return "Main objective met!" if d.get("met") else "The main objective is not met yet."
    if t == "GameEnded":
        return "The game is over."
    if t == "LeaderChosen":
        return f"{S(d['survivor'])} now leads {P(d['player'])}'s group."
    if t == "AbilityUsed":
        return f"{S(d['survivor'])} uses an ability."
    if t == "EquipmentUsed":
        return f"{P(d.get('player'))} uses {n.item(d.get('card'))}."
    if t == "DieRerolled":
        return f"{P(d['player'])} re-rolls the die: {d.get('value')}."
    if t == "DieRaised":
        return f"{P(d['player'])} raises a die to {d['value']}."
    if t == "TieBroken":
        return f"{P(d.get('player'))} breaks the tie."
    if t == "EffectsOrdered":
        return f"{P(d.get('player'))} decides what comes first: {d.get('label')}."
    ln = _describe_ln(t, d, sec, n)
    if ln is False:
        return _humanize(t) + "."
    return ln if isinstance(ln, str) else None


def _improvement(n: Names, iid: Any) -> str:
    imp = getattr(n.content, "improvements", {}).get(str(iid))
    return imp.name if imp else str(iid)


def _describe_ln(t: str, d: dict, sec: dict, n: Names) -> str | None | bool:
    """The Long Night's events (False: not one of them)."""
    P, S, L = n.p, n.s, n.loc
    if t == "DespairAdded":
        return f"{S(d['survivor'])} falls into despair ({d['despair']})."
    if t == "DespairRemoved":
        return f"{S(d['survivor'])} finds hope again ({d['count']} despair gone)."
    if t == "HelplessMadeUnruly":
        return f"{d['count']} helpless survivor(s) turn unruly."
    if t == "UnrulyCalmed":
        return f"{d['count']} unruly survivor(s) calm down."
    if t == "TrapPlaced":
        return f"An explosive trap is set at {L(d['location'])}."
    if t == "TrapExploded":
        return f"A trap goes off at {L(d['location'])}: {d['zombies']} zombie(s) blown away."
    if t in ("TrapRemoved", "BarricadeRemoved"):
        what = "A trap" if t == "TrapRemoved" else "A barricade"
        return f"{what} is removed at {L(d['location'])}."
    if t == "NoiseRemoved":
        return f"{d['count']} noise token(s) removed at {L(d['location'])}."
    if t == "TableRolled":
        return f"{P(d.get('player'))} rolls {d['roll']}: {d.get('result', '')}"
    if t == "CardsGiven":
        cards = sec.get("cards")
        what = n.item(cards[0]) if cards else "a card"
        return f"{P(d['from'])} gives {what} to {P(d['to'])}."
    if t == "VoteRequested":
        return None  # the VoteCalled line follows
    if t == "FirstPlayerKept":
        return f"{P(d['player'])} keeps the first player token."
    if t == "ImprovementsDealt":
        return "Improvements on offer: " + ", ".join(_improvement(n, i) for i in d["row"]) + "."
    if t == "ProgressAdded":
        return (f"Progress on {_improvement(n, d['improvement'])}: "
                f"{d['progress']}/{d['needed']}.")
    if t == "ImprovementCompleted":
        return f"{_improvement(n, d['improvement'])} is completed!"
    if t == "ImprovementRevealed":
        return f"{_improvement(n, d['improvement'])} joins the improvements on offer."
    from game.client.describe_bandits import describe_bandits
    from game.client.describe_rax import describe_rax
    from game.client.describe_scen import describe_scen

    r = describe_rax(t, d, n)
    if r is not False:
        return r
    r = describe_scen(t, d, sec, n)
    if r is not False:
        return r
    return describe_bandits(t, d, n)


# ----------------------------------------------------------------------------- objective
QUANTITY_NOUNS = {
    "zombies_killed": "zombies killed", "survivors_dead": "survivors dead",
    "crises_prevented": "crises prevented", "food": "food", "round": "round",
    "rounds_left": "rounds left", "morale": "morale", "helpless": "helpless survivors",
    "waste": "cards in the waste", "starvation": "starvation tokens",
    "players_exiled": "players exiled", "zombies": "zombies", "barricades": "barricades",
    "survivors": "survivors", "noise": "noise tokens", "deck": "cards in the deck",
    "empty_spaces": "empty spaces",
}


def short_place(n: Names, lid: Any) -> str:
    """A location's first word ("Police", "Grocery"), "Colony" for the colony."""
    return "Colony" if lid == "colony" else n.loc(lid).split(" ")[0]


def _progress_label(item: dict[str, Any], n: Names) -> str:
    q, at = str(item.get("q")), item.get("at")
    noun = QUANTITY_NOUNS.get(q, _humanize(q).lower())
    if at is None:
        return noun if q != "zombies" else "zombies on the board"
    if q == "deck":
        return f"{n.loc(at).removeprefix('the ')} deck"
    return f"{noun} at {n.loc(at)}"


def _amount(item: dict[str, Any]) -> str:
    value, cmp, target = item.get("value"), item.get("cmp"), item.get("target")
    if cmp == ">=":
        return f"{value} / {target}"
    if cmp == "<=":
        return f"{value} (at most {target})"
    if cmp == ">":
        return f"{value} (more than {target})"
    if cmp == "<":
        return f"{value} (fewer than {target})"
    return f"{value} (needs {cmp} {target})"


def progress_lines(progress: list[dict[str, Any]], n: Names) -> list[tuple]:
    """The main objective's progress, grouped for display: ``("line", met, text)`` for one
    item ("zombies killed 12 / 18"); ``("group", header, [(met, text), ...])`` for three or
    more items that ask the same of several places ("at most 1 zombie at each place")."""
    groups: dict[tuple, list[dict[str, Any]]] = {}
    for it in progress:
        if it.get("at") is not None and it.get("cmp") is not None:
            groups.setdefault((it["q"], it["cmp"], it.get("target")), []).append(it)
    out: list[tuple] = []
    done: set[tuple] = set()
    for it in progress:
        key = (it.get("q"), it.get("cmp"), it.get("target"))
        met = bool(it.get("met"))
        if it.get("at") is not None and len(groups.get(key, [])) >= 3:
            if key in done:
                continue
            done.add(key)
            q, cmp, target = key
            noun = QUANTITY_NOUNS.get(str(q), _humanize(str(q)).lower())
            bound = {">=": "at least", "<=": "at most", ">": "more than",
                     "<": "fewer than"}.get(str(cmp), str(cmp))
            header = (f"cards in each deck: {bound} {target}" if q == "deck" else
                      f"{noun} at each place: {bound} {target}")
            chips = [(bool(g.get("met")), f"{short_place(n, g['at'])} {g.get('value')}")
                     for g in groups[key]]
            out.append(("group", header, chips))
        elif it.get("cmp") is None:
            out.append(("line", met, _progress_label(it, n)))
        else:
            out.append(("line", met, f"{_progress_label(it, n)} {_amount(it)}"))
    return out


# ----------------------------------------------------------------------------- crisis
def effect_words(ops: list[Any]) -> str:
    """A short account of a list of effect ops, for when a card has no text of its own."""
    parts = []
    for op in ops:
        name = getattr(op, "op", "")
        amount = getattr(op, "amount", None)
        count = getattr(op, "count", 1)
        if name in ("food", "morale") and amount is not None:
            parts.append(f"{name} {'+' if amount > 0 else '−'}{abs(amount)}")
        elif name == "helpless_add":
            parts.append(f"{count} helpless survivor(s) arrive")
        elif name == "zombies_add":
            parts.append(f"{count} zombie(s) arrive")
        else:
            parts.append(_humanize(name).replace("_", " ").lower())
    return "; ".join(parts)


def crisis_summary(content: Any, cid: Any, view: dict[str, Any] | None) -> list[str]:
    """The crisis in words for its panel and card: what prevents it (types, target at this
    table), what happens if it is not prevented, the bonus, and how many cards are in so
    far (face down: no one knows what they are)."""
    c = content.crises.get(str(cid)) if cid else None
    if c is None:
        return []
    cr = (view or {}).get("crisis", {}) if view else {}
    target = cr.get("target") if cr.get("card") == c.id else None
    types = " or ".join(c.prevent)
    need = f"{target}" if target is not None else "one per player still in the colony"
    out = [f"Prevent it: add {types} cards; each scores +1, any other card −1. "
           f"Needed: {need}."]
    fail = c.text or effect_words(list(c.effect))
    out.append(f"If not prevented: {fail}")
    if c.optional is not None:
        out.append(f"Bonus: {c.optional.text}")
    out.append("Prevented with 2 or more to spare: morale +1.")
    if cr.get("card") == c.id:
        n = int(cr.get("contributions", 0))
        out.append(f"Cards added so far: {n} (face down until the colony phase)." if n
                   else "No cards added yet.")
    return out


# ----------------------------------------------------------------------------- turn order
def turn_over(view: dict[str, Any], seat: int) -> bool:
    """Whether ``seat`` has had its turn this round (ROUND-09: clockwise from the first
    player).  The engine keeps a player's unused dice until the next roll (ROUND-05), but
    they cannot be spent outside the turn (NS-25): the table then says "turn over", not
    "dice N"."""
    if view.get("phase") == "colony":
        return True
    if view.get("phase") != "turns":
        return False
    n = len(view.get("players", []))
    first, active = view.get("first_player"), view.get("active_player")
    if n == 0 or first is None or active is None:
        return False
    order = [(int(first) + i) % n for i in range(n)]
    if int(seat) not in order or int(active) not in order:
        return False
    return order.index(int(seat)) < order.index(int(active))


# ----------------------------------------------------------------------------- game over
def result_why(res: dict[str, Any], view: dict[str, Any], content: Any) -> str:
    """A player's result line for the game-over screen: the engine's "'X' met / not met"
    (END-04, kept as it is: it is part of every finished save), and for a lost secret
    objective what was missing, from public facts: the main objective failed (when the
    card needs it), else its own goal."""
    why = str(res.get("why", ""))
    if res.get("won") or not why.endswith("not met"):
        return why
    sid = res.get("exiled_secret") or res.get("secret")
    card = content.secret_objectives.get(sid or "")
    if card is None:
        return why
    done = view.get("end_reason") == "objective"
    if card.needs_main_objective and not done:
        return why + ": the colony's main objective was not completed"
    return why + ": its own goal was not reached"
