"""Log lines for the introductory scenarios' events (SCEN-*).  The narrative text is the
pack's: an event names its key (``<scenario>.intro``, ``<objective>.story`` /
``<objective>.complete``) and the line quotes it (SCEN-05)."""

from __future__ import annotations

from typing import Any

from game.client.table.log.describe import describes
from game.client.table.places import place_names
from game.i18n import N_, _, ngettext
from game.i18n.cards import card_name, card_text

# The scenario rule switches an event names (engine ids, SCEN-R-08 / SCEN-B-05 / SCEN-B-09),
# as a player reads them; "{lab}" / "{camp}" are the pack's own place names.
RULE_LABELS = {
    "raxxon_access": N_("survivors may move to {lab}"),
    "search_exposure": N_("searching {lab} rolls the exposure die"),
    "pills": N_("pills may be used"),
    "containment": N_("containment checks at {lab}"),
    "bandit_placement": N_("bandits are placed"),
    "bandit_zombies": N_("bandits draw zombies"),
    "bandit_scavenge": N_("bandits scavenge"),
    "attack_bandits": N_("survivors may attack bandits"),
    "hideout": N_("survivors may attack and search {camp}"),
    "bandit_leader": N_("an exiled player leads the bandits"),
}


def rule_label(content: Any, rule: str) -> str:
    """A scenario rule switch as a translated phrase (its id, spaced, when unknown)."""
    label = RULE_LABELS.get(rule)
    return _(label).format(**place_names(content)) if label else rule.replace("_", " ")


def narrative(content: Any, key: str) -> str:
    """The pack text a narrative key names ("" when the pack has none)."""
    ident, _dot, part = str(key).rpartition(".")
    if part == "intro":
        sc = content.scenarios.get(ident)
        return card_text(ident, "intro", str(sc.intro)) if sc else ""
    so = content.scenario_objectives.get(ident)
    if so is None:
        return ""
    if part == "story":
        return card_text(ident, "story", str(so.story))
    return card_text(ident, "complete_text", str(so.complete_text))


def _objective(n: Any, oid: Any) -> str:
    so = n.content.scenario_objectives.get(str(oid))
    return card_name(so.id, str(so.name)) if so else str(oid)


def describe_scen(t: str, d: dict, sec: dict, n: Any) -> str | None | bool:
    """One sentence for a scenario event (False: not one of them)."""
    P, S = n.p, n.s
    if t == "ScenarioStarted":
        sc = n.content.scenarios.get(d["scenario"])
        name = card_name(sc.id, sc.name) if sc else d["scenario"]
        return _("Scenario \u201c{scenario}\u201d: {text} First objective: {objective}.").format(
            scenario=name, text=narrative(n.content, d["text"]),
            objective=_objective(n, d["objective"]))
    if t == "ScenarioObjectiveCompleted":
        return _("{objective} is completed! {player} reads: {text}").format(
            objective=_objective(n, d["objective"]), player=P(d["designated"]),
            text=narrative(n.content, d["text"]))
    if t == "ScenarioObjectivePlaced":
        return _("{removed} leaves the game; the new objective is {objective}. {text}").format(
            removed=_objective(n, d["removed"]), objective=_objective(n, d["objective"]),
            text=narrative(n.content, d["text"]))
    if t == "ScenarioRulesActivated":
        rules = "; ".join(rule_label(n.content, str(r)) for r in d["rules"])
        return _("From now on these rules apply: {rules}.").format(rules=rules) if rules \
            else None
    if t == "ScenarioBarricadesRemoved":
        return _("The barricades are torn down at {place} ({n}).").format(
            place=n.loc(d["location"]), n=d["count"])
    if t == "ScenarioZombiesPlaced":
        return ngettext("{n} zombie follows from {place} to {to}.",
                        "{n} zombies follow from {place} to {to}.", d["count"]).format(
            n=d["count"], place=n.loc(d["from"]), to=n.loc(d["to"]))
    if t == "ScenarioDiceRemoved":
        return ngettext("The {n} containment die is cleared from {place}.",
                        "The {n} containment dice are cleared from {place}.",
                        d["count"]).format(n=d["count"], place=n.loc(d["location"]))
    if t == "ScenarioExilePhase":
        return _("A special exile phase begins: each player in turn may call one exile vote.")
    if t == "ScenarioExileCallSkipped":
        return _("{player} calls no exile vote.").format(player=P(d["player"]))
    if t == "BetrayerRevealed":
        return _("{player} reveals a betrayal objective and wins!").format(player=P(d["player"]))
    if t == "ScenarioCardDrawn":
        cards = sec.get("cards")
        what = n.item(cards[0]) if cards else _("a card")
        return _("{player} draws {card} from {place}.").format(
            player=P(d["player"]), card=what, place=n.loc(d["deck"]))
    del S
    return False


# the events describe_scen tells, registered with the log's describer
SCENARIO_EVENTS = frozenset({
    "BetrayerRevealed", "ScenarioBarricadesRemoved", "ScenarioCardDrawn",
    "ScenarioDiceRemoved", "ScenarioExileCallSkipped", "ScenarioExilePhase",
    "ScenarioObjectiveCompleted", "ScenarioObjectivePlaced", "ScenarioRulesActivated",
    "ScenarioStarted", "ScenarioZombiesPlaced"
})
describes(*SCENARIO_EVENTS)(describe_scen)
