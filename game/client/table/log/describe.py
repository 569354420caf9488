"""Event → one log line, naming players (never "you").  Events must already be redacted
for the viewer; a private detail appears only if it survived redaction.  Words taken from a
card (a crossroads option, a vote's question) are quoted: they are the card's voice, not the
log's.  A rule module's events are told by the describer it registers with
:func:`describes` from its client package (``game/client/modules/<name>/describe.py``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.client.table.log.names import Names, _humanize
from game.client.table.log.progress import progress_lines as progress_lines  # re-exported
from game.i18n import N_, _, ngettext
from game.i18n.cards import card_name
from game.i18n.render import render

# a rule module's log lines: (type, data, secret, names) -> the line, None (no line) or
# False (not its event: it is logged by its type)
Describer = Callable[[str, dict, dict, "Names"], "str | None | bool"]
# the rule modules' describers by event type (they register with :func:`describes`)
DESCRIBERS: dict[str, Describer] = {}


def describes(*kinds: str) -> Callable[[Describer], Describer]:
    """Register the decorated function as the log line of the event ``kinds`` (a module's
    events the base lines do not tell); registering a kind again replaces its describer."""

    def register(fn: Describer) -> Describer:
        for kind in kinds:
            DESCRIBERS[kind] = fn
        return fn

    return register


COLONY_STEPS = {
    "pay_food": N_("Pay food"),
    "check_waste": N_("Check waste"),
    "resolve_crisis": N_("Resolve the crisis"),
    "add_zombies": N_("Add zombies"),
    "check_objective": N_("Check the main objective"),
    "move_round": N_("Move the round tracker"),
    "pass_first": N_("Pass the first player token"),
    "containment": N_("Lab containment"),  # [RAX] RAX-09
    "bandits_scavenge": N_("Bandits scavenge"),  # [BAND] BAND-11
}


def _step(step: Any) -> str:
    """A colony step's name in the interface language (its key when unknown)."""
    name = COLONY_STEPS.get(str(step))
    return _(name) if name else str(step)


def describe(e: Any, n: Names) -> str | None:
    """A sentence for the log, or None for events not worth a line.  Never raises: an
    event whose data has an unexpected shape is logged by its type."""
    try:
        line = _describe(e, n)
    except (KeyError, TypeError, ValueError, AttributeError):
        return _humanize(e.type) + "."
    return line[:1].upper() + line[1:] if line else line  # "The colony is overrun!"


def _describe(e: Any, n: Names) -> str | None:
    d = e.data
    sec = e.secret or {}
    t = e.type
    P, S, L = n.p, n.s, n.loc
    if t == "GameStarted":
        return _("A new winter begins for {players}.").format(
            players=", ".join(d.get("players", [])))
    if t == "SurvivorsDrafted":
        return _("{player} leads with {survivor}.").format(
            player=P(d["player"]), survivor=S(d["leader"])
        )
    if t == "FirstPlayerChosen":
        return _("{player} takes the first player token.").format(player=P(d["player"]))
    if t == "RoundStarted":
        return _("— Round {round} ({rounds_left} left) —").format(
            round=d["round"], rounds_left=d["rounds_left"]
        )
    if t == "CrisisRevealed":
        return _("Crisis revealed: {crisis}.").format(crisis=n.crisis(d["crisis"]))
    if t == "DiceRolled":
        return _("{player} rolls {value}.").format(
            player=P(d["player"]), value=", ".join(str(v) for v in d["values"])
        )
    if t == "TurnStarted":
        return _("{player}'s turn.").format(player=P(d["player"]))
    if t == "TurnEnded":
        return _("{player} ends the turn.").format(player=P(d["player"]))
    if t == "CrossroadsDrawn":
        return _("{player} draws a crossroads card for {player2}.").format(
            player=P(d["drawer"]), player2=P(d["target"])
        )
    if t == "CrossroadsTriggered":
        card = d.get("card")
        return (
            _("Crossroads for {player}: {card}.").format(
                player=P(d.get("target")), card=n.crossroads(card)
            )
            if card
            else _("A crossroads card triggers.")
        )
    if t == "CrossroadsResolved":
        if d.get("label"):
            return _("{player} chooses “{label}”.").format(
                player=P(d.get("player")), label=render(d["label"])
            )
        return None
    if t == "OptionChosen":
        return _("{player} chooses “{label}”.").format(
            player=P(d.get("player")), label=render(d.get("label", d.get("key")))
        )
    if t == "CrossroadsReturned":
        return None
    if t == "StarvationAdded":
        return _("Not enough food: starvation token {starvation} added.").format(
            starvation=d.get("starvation")
        )
    if t == "HelplessAdded":
        return ngettext("{count} helpless survivor arrives at the colony.",
                        "{count} helpless survivors arrive at the colony.",
                        d.get("count", 1)).format(
            count=d.get("count", 1)
        )
    if t == "CardDrawn":
        return ngettext("{player} draws {count} card.", "{player} draws {count} cards.",
                        d.get("count", 1)).format(
            player=P(d.get("player")), count=d.get("count", 1)
        )
    if t == "CardDiscarded":
        return None
    if t in ("CardRemoved", "CardResolved"):
        return None  # the card's play is in the log already; the waste count shows it
    if t == "DiceLost":
        return _("{player} loses a die ({value}).").format(
            player=P(d.get("player")), value=d.get("value")
        )
    if t == "DiceGained":
        return _("{player} gains dice: {value}.").format(
            player=P(d.get("player")), value=", ".join(map(str, d.get("values", [])))
        )
    if t in (
        "DeckShuffled",
        "CardsToDeckBottom",
        "Decision",
        "ExiledObjectiveDrawn",
        "SecretDealt",
        "ItemsDealt",
        "SurvivorsDealt",
        "DieSpent",
    ):
        return None
    if t == "SurvivorMoved":
        return _("{survivor} ({player}) moves to {place}.").format(
            survivor=S(d["survivor"]), player=P(d["player"]), place=L(d["to"])
        )
    if t == "SurvivorPlaced":
        return _("{survivor} is placed at {place}.").format(
            survivor=S(d["survivor"]), place=L(d.get("to", d.get("location")))
        )
    if t == "ExposureRolled":
        face = d["face"]
        line = {
            "blank": _("Exposure for {survivor}: nothing."),
            "wound": _("Exposure for {survivor}: a wound."),
            "frostbite": _("Exposure for {survivor}: frostbite."),
            "bite": _("Exposure for {survivor}: a BITE."),
        }.get(face)
        if line is None:
            return _("Exposure for {survivor}: {face}.").format(survivor=S(d["survivor"]),
                                                                  face=face)
        return line.format(survivor=S(d["survivor"]))
    if t == "WoundAdded":
        line = _("{survivor} takes frostbite.") if d.get("kind") == "frostbite" else \
            _("{survivor} takes a wound.")
        return line.format(survivor=S(d["survivor"]))
    if t == "WoundHealed":
        return _("{survivor} is healed.").format(survivor=S(d["survivor"]))
    if t == "FrostbiteHurt":
        return _("Frostbite hurts {survivor}.").format(survivor=S(d["survivor"]))
    if t == "SurvivorKilled":
        line = _("{survivor} ({player}) is removed at {place}.") if d.get("removed") else \
            _("{survivor} ({player}) dies at {place}.")
        return line.format(survivor=S(d["survivor"]), player=P(d["player"]),
                           place=L(d.get("location")))
    if t == "SurvivorAdded":
        if d.get("reason") == "setup":
            return None
        return _("{survivor} joins {player} at {place}.").format(
            survivor=S(d["survivor"]), player=P(d["player"]), place=L(d.get("location"))
        )
    if t == "BiteSpread":
        return _("The bite spreads to {survivor}!").format(survivor=S(d["survivor"]))
    if t == "MoraleChanged":
        sign = "+" if d["delta"] > 0 else ""
        return _("Morale {sign}{delta} → {value}.").format(
            sign=sign, delta=d["delta"], value=d["value"]
        )
    if t == "FoodChanged":
        sign = "+" if d["delta"] > 0 else ""
        return _("Food {sign}{delta} → {value}.").format(
            sign=sign, delta=d["delta"], value=d["value"]
        )
    if t == "ZombieAdded":
        if d["location"] == "colony":
            return _("A zombie arrives at {place} (entrance {n}).").format(
                place=L(d["location"]), n=int(d.get("entrance", 0)) + 1)
        return _("A zombie arrives at {place}.").format(place=L(d["location"]))
    if t == "ZombieKilled":
        if d.get("by") is None:  # a card's effect (a flare, a trap), no survivor's attack
            return _("A zombie is killed at {place}.").format(place=L(d["location"]))
        return _("{survivor} kills a zombie at {place}.").format(
            survivor=S(d.get("by")), place=L(d["location"])
        )
    if t == "ZombieRemoved":
        return _("A zombie is removed at {place}.").format(place=L(d["location"]))
    if t == "ZombieMoved":
        return _("A zombie is drawn from {place} to {place2}.").format(
            place=L(d["from"]), place2=L(d["to"])
        )
    if t == "BarricadePlaced":
        return _("A barricade goes up at {place}.").format(place=L(d["location"]))
    if t == "BarricadeDestroyed":
        return _("A barricade breaks at {place}.").format(place=L(d["location"]))
    if t == "Overrun":
        return _("{place} is overrun!").format(place=L(d["location"]))
    if t == "NoisePlaced":
        return _("Noise at {place}.").format(place=L(d["location"]))
    if t == "NoiseResolved":
        line = _("Noise at {place}: a zombie comes.") if d.get("zombie") else \
            _("Noise at {place}: nothing comes.")
        return line.format(place=L(d["location"]))
    if t == "SearchDrew":
        card = sec.get("card")
        if card:
            return _("{player} searches {place} and finds {card}.").format(
                player=P(d["player"]), place=L(d["location"]), card=n.item(card))
        return _("{player} searches {place}.").format(player=P(d["player"]),
                                                      place=L(d["location"]))
    if t == "SearchKept":
        card = sec.get("card")
        if card:
            return _("{player} keeps {card}.").format(player=P(d["player"]), card=n.item(card))
        return _("{player} keeps one card.").format(player=P(d["player"]))
    if t == "CardPlayed":
        return _("{player} plays {card}.").format(player=P(d["player"]), card=n.item(d["card"]))
    if t == "CardEquipped":
        return _("{survivor} equips {card}.").format(
            survivor=S(d["survivor"]), card=n.item(d["card"])
        )
    if t == "CardHandedOff":
        return _("{card} is handed to {survivor}.").format(
            card=n.item(d.get("card")), survivor=S(d.get("to"))
        )
    if t == "CardContributed":
        if d.get("face_down"):
            return _("{player} adds a card to the crisis, face down.").format(player=P(d["player"]))
        return _("{player} adds {card} to the crisis.").format(
            player=P(d["player"]), card=n.item(d.get("card"))
        )
    if t == "CardStolen":
        return _("{player} takes a random card from {player2}.").format(
            player=P(d["to"]), player2=P(d["from"])
        )
    if t == "CardRequested":
        return _("{player} asks {player2} for a card.").format(
            player=P(d["player"]), player2=P(d["target"])
        )
    if t == "RequestAnswered":
        if d.get("given"):
            return _("{player} gives {card} to {player2}.").format(
                player=P(d["player"]), card=n.item(d.get("card")), player2=P(d["requester"])
            )
        return _("{player} refuses {player2}.").format(
            player=P(d["player"]), player2=P(d["requester"])
        )
    if t == "WasteCleaned":
        return _("The waste is cleaned ({n} cards removed).").format(n=len(d.get("cards", [])))
    if t == "HelplessKilled":
        return _("A helpless survivor dies.")
    if t == "ColonyStep":
        return _("Colony phase: {value}.").format(
            value=_step(d.get("step"))
        )
    if t == "FoodPaid":
        return _("The colony eats {paid} food.").format(paid=d.get("paid"))
    if t == "WasteChecked":
        if d.get("loss"):
            return _("Waste pile: {waste} cards, morale −{loss}.").format(waste=d["waste"],
                                                                        loss=d["loss"])
        return _("Waste pile: {waste} cards.").format(waste=d["waste"])
    if t == "ContributionRevealed":
        sign = "+1" if d["delta"] > 0 else "−1"
        return _("Crisis card: {card} ({sign}).").format(card=n.item(d["card"]), sign=sign)
    if t == "CrisisResolved":
        line = _("{crisis}: {score} of {target} — prevented.") if d["prevented"] else \
            _("{crisis}: {score} of {target} — NOT prevented.")
        return line.format(crisis=n.crisis(d["crisis"]), score=d["score"], target=d["target"])
    if t == "VoteCalled":
        caller = d.get("caller")
        q = d.get("question")
        if d.get("purpose") == "exile" and d.get("target") is not None:
            line = _("A vote is called to exile {player}.") if caller is None else \
                _("{caller} calls a vote to exile {player}.")
        elif q:
            line = _("A vote is called: “{question}”") if caller is None else \
                _("{caller} calls a vote: “{question}”")
        else:
            line = _("A vote is called.") if caller is None else _("{caller} calls a vote.")
        return line.format(caller=P(caller) if caller is not None else "",
                           player=P(d.get("target")), question=render(q))
    if t == "BallotCast":
        mine = sec.get("yes")
        line = _("{player} has voted ({cast} of {of}).") if mine is None else (
            _("{player} has voted (yes) ({cast} of {of}).") if mine else
            _("{player} has voted (no) ({cast} of {of})."))
        return line.format(player=P(d["voter"]), cast=d.get("cast"), of=d.get("of"))
    if t == "VoteResolved":
        if "yes" in d:
            line = _("The vote passes ({yes} yes, {no} no).") if d.get("passed") else \
                _("The vote fails ({yes} yes, {no} no).")
        else:
            line = _("The vote passes.") if d.get("passed") else _("The vote fails.")
        return line.format(yes=d.get("yes"), no=d.get("no"))
    if t == "PlayerExiled":
        return _("{player} is exiled from the colony!").format(player=P(d["player"]))
    if t == "PlayerEliminated":
        return _("{player} is out of the game.").format(player=P(d["player"]))
    if t == "FirstPlayerPassed":
        return _("The first player token passes to {player}.").format(player=P(d["to"]))
    if t == "RoundTrackMoved":
        return _("Rounds left: {rounds_left}.").format(rounds_left=d["rounds_left"])
    if t == "ObjectiveChecked":
        return _("Main objective met!") if d.get("met") else _("The main objective is not met yet.")
    if t == "GameEnded":
        return _("The game is over.")
    if t == "LeaderChosen":
        return _("{survivor} now leads {player}'s group.").format(
            survivor=S(d["survivor"]), player=P(d["player"])
        )
    if t == "AbilityUsed":
        return _("{survivor} uses an ability.").format(survivor=S(d["survivor"]))
    if t == "EquipmentUsed":
        return _("{player} uses {card}.").format(
            player=P(d.get("player")), card=n.item(d.get("card"))
        )
    if t == "DieRerolled":
        return _("{player} re-rolls the die: {value}.").format(
            player=P(d["player"]), value=d.get("value")
        )
    if t == "DieRaised":
        return _("{player} raises a die to {value}.").format(
            player=P(d["player"]), value=d["value"]
        )
    if t == "TieBroken":
        return _("{player} breaks the tie.").format(player=P(d.get("player")))
    if t == "EffectsOrdered":
        return _("{player} decides what comes first: {label}.").format(
            player=P(d.get("player")), label=render(d.get("label"))
        )
    if t == "TokensNotPlaced":
        from game.client.table.log.tokens import describe_tokens

        return describe_tokens(d, n) or _humanize(t) + "."
    ln = _describe_ln(t, d, sec, n)
    if ln is False:
        return _humanize(t) + "."
    return ln if isinstance(ln, str) else None


def _improvement(n: Names, iid: Any) -> str:
    imp = getattr(n.content, "improvements", {}).get(str(iid))
    return card_name(imp.id, imp.name) if imp else str(iid)


def _describe_ln(t: str, d: dict, sec: dict, n: Names) -> str | None | bool:
    """The Long Night's events and the modules' (:data:`DESCRIBERS`); False: not one of
    them."""
    P, S, L = n.p, n.s, n.loc
    if t == "DespairAdded":
        return _("{survivor} falls into despair ({despair}).").format(
            survivor=S(d["survivor"]), despair=d["despair"]
        )
    if t == "DespairRemoved":
        return _("{survivor} finds hope again ({count} despair gone).").format(
            survivor=S(d["survivor"]), count=d["count"]
        )
    if t == "HelplessMadeUnruly":
        return ngettext("{count} helpless survivor turns unruly.",
                        "{count} helpless survivors turn unruly.", d["count"]).format(
            count=d["count"])
    if t == "UnrulyCalmed":
        return ngettext("{count} unruly survivor calms down.",
                        "{count} unruly survivors calm down.", d["count"]).format(
            count=d["count"])
    if t == "TrapPlaced":
        return _("An explosive trap is set at {place}.").format(place=L(d["location"]))
    if t == "TrapExploded":
        return ngettext("A trap goes off at {place}: {zombies} zombie blown away.",
                        "A trap goes off at {place}: {zombies} zombies blown away.",
                        d["zombies"]).format(
            place=L(d["location"]), zombies=d["zombies"]
        )
    if t in ("TrapRemoved", "BarricadeRemoved"):
        line = _("A trap is removed at {place}.") if t == "TrapRemoved" else \
            _("A barricade is removed at {place}.")
        return line.format(place=L(d["location"]))
    if t == "NoiseRemoved":
        return ngettext("{count} noise token removed at {place}.",
                        "{count} noise tokens removed at {place}.", d["count"]).format(
            count=d["count"], place=L(d["location"])
        )
    if t == "TableRolled":
        return _("{player} rolls {roll}: {result}").format(
            player=P(d.get("player")), roll=d["roll"], result=render(d.get("result", ""))
        )
    if t == "CardsGiven":
        cards = sec.get("cards")
        what = n.item(cards[0]) if cards else _("a card")
        return _("{player} gives {what} to {player2}.").format(
            player=P(d["from"]), what=what, player2=P(d["to"])
        )
    if t == "VoteRequested":
        return None  # the VoteCalled line follows
    if t == "FirstPlayerKept":
        return _("{player} keeps the first player token.").format(player=P(d["player"]))
    if t == "ImprovementsDealt":
        return _("Improvements on offer: {improvements}.").format(
            improvements=", ".join(_improvement(n, i) for i in d["row"]))
    if t == "ProgressAdded":
        return _("Progress on {improvement}: {progress}/{needed}.").format(
            improvement=_improvement(n, d["improvement"]),
            progress=d["progress"],
            needed=d["needed"],
        )
    if t == "ImprovementCompleted":
        return _("{improvement} is completed!").format(
            improvement=_improvement(n, d["improvement"])
        )
    if t == "ImprovementRevealed":
        return _("{improvement} joins the improvements on offer.").format(
            improvement=_improvement(n, d["improvement"])
        )
    fn = DESCRIBERS.get(t)  # a rule module's event
    return fn(t, d, sec, n) if fn is not None else False


# ----------------------------------------------------------------------------- crisis
def effect_words(ops: list[Any]) -> str:
    """A short account of a list of effect ops, for when a card has no text of its own."""
    parts = []
    for op in ops:
        name = getattr(op, "op", "")
        amount = getattr(op, "amount", None)
        count = getattr(op, "count", 1)
        if name in ("food", "morale") and amount is not None:
            sign = f"{'+' if amount > 0 else '−'}{abs(amount)}"
            parts.append(_("food {n}").format(n=sign) if name == "food" else
                         _("morale {n}").format(n=sign))
        elif name == "helpless_add":
            parts.append(ngettext("{n} helpless survivor arrives",
                                  "{n} helpless survivors arrive", count).format(n=count))
        elif name == "zombies_add":
            parts.append(ngettext("{n} zombie arrives", "{n} zombies arrive",
                                  count).format(n=count))
        else:
            parts.append(_humanize(name).replace("_", " ").lower())
    return "; ".join(parts)


def crisis_summary(content: Any, cid: Any, view: dict[str, Any] | None) -> list[str]:
    """The crisis in words for its panel and card: what prevents it (types, target at this
    table), what happens if it is not prevented, the bonus, and how many cards are in so
    far (face down: no one knows what they are)."""
    from game.client.table.decisions import item_type
    from game.i18n.cards import card_text

    c = content.crises.get(str(cid)) if cid else None
    if c is None:
        return []
    cr = (view or {}).get("crisis", {}) if view else {}
    target = cr.get("target") if cr.get("card") == c.id else None
    types = _(" or ").join(item_type(t) for t in c.prevent)
    if target is not None:
        out = [_("Prevent it: add {types} cards; each scores +1, any other card −1. "
                 "Needed: {n}.").format(types=types, n=target)]
    else:
        out = [_("Prevent it: add {types} cards; each scores +1, any other card −1. "
                 "Needed: one per player still in the colony.").format(types=types)]
    fail = card_text(c.id, "text", c.text) if c.text else effect_words(list(c.effect))
    out.append(_("If not prevented: {effect}").format(effect=fail))
    if c.optional is not None:
        out.append(_("Bonus: {text}").format(
            text=card_text(c.id, "optional.text", c.optional.text)))
    out.append(_("Prevented with 2 or more to spare: morale +1."))
    if cr.get("card") == c.id:
        n = int(cr.get("contributions", 0))
        out.append(ngettext("Cards added so far: {n} (face down until the colony phase).",
                            "Cards added so far: {n} (face down until the colony phase).",
                            n).format(n=n) if n else _("No cards added yet."))
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
    raw = res.get("why", "")
    why = render(raw)  # the engine's words in the interface language
    if res.get("won") or not str(raw).endswith("not met"):
        return why
    sid = res.get("exiled_secret") or res.get("secret")
    card = content.secret_objectives.get(sid or "")
    if card is None:
        return why
    done = view.get("end_reason") == "objective"
    if card.needs_main_objective and not done:
        return _("{result}: the colony's main objective was not completed").format(result=why)
    return _("{result}: its own goal was not reached").format(result=why)
