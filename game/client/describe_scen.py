"""Log lines for the introductory scenarios' events (SCEN-*).  The narrative text is the
pack's: an event names its key (``<scenario>.intro``, ``<objective>.story`` /
``<objective>.complete``) and the line quotes it (SCEN-05)."""

from __future__ import annotations

from typing import Any


def narrative(content: Any, key: str) -> str:
    """The pack text a narrative key names ("" when the pack has none)."""
    ident, _, part = str(key).rpartition(".")
    if part == "intro":
        sc = content.scenarios.get(ident)
        return str(sc.intro) if sc else ""
    so = content.scenario_objectives.get(ident)
    if so is None:
        return ""
    return str(so.story if part == "story" else so.complete_text)


def _objective(n: Any, oid: Any) -> str:
    so = n.content.scenario_objectives.get(str(oid))
    return str(so.name) if so else str(oid)


def describe_scen(t: str, d: dict, sec: dict, n: Any) -> str | None | bool:
    """One sentence for a scenario event (False: not one of them)."""
    P, S = n.p, n.s
    if t == "ScenarioStarted":
        sc = n.content.scenarios.get(d["scenario"])
        name = sc.name if sc else d["scenario"]
        return (f"Scenario \u201c{name}\u201d: {narrative(n.content, d['text'])} "
                f"First objective: {_objective(n, d['objective'])}.")
    if t == "ScenarioObjectiveCompleted":
        return (f"{_objective(n, d['objective'])} is completed! {P(d['designated'])} reads: "
                f"{narrative(n.content, d['text'])}")
    if t == "ScenarioObjectivePlaced":
        return (f"{_objective(n, d['removed'])} leaves the game; the new objective is "
                f"{_objective(n, d['objective'])}. {narrative(n.content, d['text'])}")
    if t == "ScenarioRulesActivated":
        rules = ", ".join(str(r).replace("_", " ") for r in d["rules"])
        return f"From now on these rules apply: {rules}." if rules else None
    if t == "ScenarioBarricadesRemoved":
        return f"The barricades are torn down at {n.loc(d['location'])} ({d['count']})."
    if t == "ScenarioZombiesPlaced":
        return f"{d['count']} zombie(s) follow from {n.loc(d['from'])} to {n.loc(d['to'])}."
    if t == "ScenarioDiceRemoved":
        return f"The {d['count']} containment dice are cleared from {n.loc(d['location'])}."
    if t == "ScenarioExilePhase":
        return "A special exile phase begins: each player in turn may call one exile vote."
    if t == "ScenarioExileCallSkipped":
        return f"{P(d['player'])} calls no exile vote."
    if t == "BetrayerRevealed":
        return f"{P(d['player'])} reveals a betrayal objective and wins!"
    if t == "ScenarioCardDrawn":
        cards = sec.get("cards")
        what = n.item(cards[0]) if cards else "a card"
        return f"{P(d['player'])} draws {what} from {n.loc(d['deck'])}."
    del S
    return False
