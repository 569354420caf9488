"""Log lines for the Bandits module's events (all public: the stockpile lies face up)."""

from __future__ import annotations

from typing import Any


def describe_bandits(t: str, d: dict, n: Any) -> str | None | bool:
    """One sentence for a Bandits event (False: not one of them)."""
    P, L = n.p, n.loc
    if t == "BanditsPlaced":
        if not d.get("count"):
            where = L(d["location"]) if d.get("location") else "any location"
            return f"No room for {d.get('blocked', 0)} bandit(s) at {where}."
        return f"{d['count']} bandit(s) arrive at {L(d['location'])} ({d['bandits']} there)."
    if t == "BanditRemoved":
        how = {"attack": "driven off", "overrun": "swept away by the overrun"}.get(
            str(d.get("cause")), "removed")
        return f"{d['count']} bandit(s) {how} at {L(d['location'])}."
    if t == "BanditsScavenged":
        cards = d.get("cards") or []
        if d.get("cause") == "dropped":
            return (f"{', '.join(n.item(c) for c in cards)} end(s) up in the hideout "
                    f"stockpile.")
        if not cards:
            return f"The bandits at {L(d['location'])} find nothing."
        return (f"The bandits at {L(d['location'])} carry off "
                f"{', '.join(n.item(c) for c in cards)} to their hideout.")
    if t == "StockpileTaken":
        return f"{P(d['player'])} takes {n.item(d['card'])} from the hideout stockpile."
    if t == "BanditLeaderChosen":
        return f"{P(d['player'])} now leads the bandits."
    if t == "HideoutRolled":
        verb = "attacks" if d.get("mode") == "attack" else "searches"
        return f"{P(d['player'])} {verb} the hideout and rolls {d['roll']}: {d['result']}"
    return False
