"""Log lines for the Bandits module's events (all public: the stockpile lies face up)."""

from __future__ import annotations

from typing import Any

from game.client.table.log.describe import describes
from game.client.table.places import CAMP, place_name
from game.i18n import _, ngettext
from game.i18n.render import render


def describe_bandits(t: str, d: dict, n: Any) -> str | None | bool:
    """One sentence for a Bandits event (False: not one of them)."""
    P, L = n.p, n.loc
    if t == "BanditsPlaced":
        if not d.get("count"):
            where = L(d["location"]) if d.get("location") else _("any location")
            blocked = int(d.get("blocked", 0))
            if d.get("reason") == "supply":  # BAND-18 with limited tokens
                return ngettext("No bandit is left in the supply: {n} bandit is not placed.",
                                "No bandit is left in the supply: {n} bandits are not placed.",
                                blocked).format(n=blocked)
            return ngettext("No room for {n} bandit at {place}.",
                            "No room for {n} bandits at {place}.", blocked).format(
                n=blocked, place=where)
        return ngettext("{n} bandit arrives at {place} ({there} there).",
                        "{n} bandits arrive at {place} ({there} there).", d["count"]).format(
            n=d["count"], place=L(d["location"]), there=d["bandits"])
    if t == "BanditRemoved":
        cause, count, place = str(d.get("cause")), d["count"], L(d["location"])
        if cause == "attack":
            line = ngettext("{n} bandit driven off at {place}.",
                            "{n} bandits driven off at {place}.", count)
        elif cause == "overrun":
            line = ngettext("{n} bandit swept away by the overrun at {place}.",
                            "{n} bandits swept away by the overrun at {place}.", count)
        else:
            line = ngettext("{n} bandit removed at {place}.", "{n} bandits removed at {place}.",
                            count)
        return line.format(n=count, place=place)
    if t == "BanditsScavenged":
        cards = d.get("cards") or []
        names = ", ".join(n.item(c) for c in cards)
        if d.get("cause") == "dropped":
            return ngettext("{cards} ends up in the bandits' stockpile.",
                            "{cards} end up in the bandits' stockpile.", len(cards)).format(
                cards=names)
        if not cards:
            return _("The bandits at {place} find nothing.").format(place=L(d["location"]))
        return _("The bandits at {place} carry off {cards} to {camp}.").format(
            place=L(d["location"]), cards=names, camp=place_name(n.content, CAMP))
    if t == "StockpileTaken":
        return _("{player} takes {card} from the bandits' stockpile.").format(
            player=P(d["player"]), card=n.item(d["card"]))
    if t == "BanditLeaderChosen":
        return _("{player} now leads the bandits.").format(player=P(d["player"]))
    if t == "HideoutRolled":
        line = _("{player} attacks {camp} and rolls {roll}: {result}") \
            if d.get("mode") == "attack" else \
            _("{player} searches {camp} and rolls {roll}: {result}")
        return line.format(player=P(d["player"]), roll=d["roll"], result=render(d["result"]),
                           camp=place_name(n.content, CAMP))
    return False


# the events describe_bandits tells, registered with the log's describer
BANDITS_EVENTS = frozenset({
    "BanditLeaderChosen", "BanditRemoved", "BanditsPlaced", "BanditsScavenged",
    "HideoutRolled", "StockpileTaken"
})
describes(*BANDITS_EVENTS)(lambda t, d, sec, n: describe_bandits(t, d, n))
