"""Log lines for ``TokensNotPlaced``: an effect or rule that would place tokens places
none, and why (no empty space, none left in the supply with limited tokens, the noise cap
of the round, the sealed lab of the Raxxon introduction).  Every such line is public, like the placement it stands for."""

from __future__ import annotations

from typing import Any

from game.i18n import _, ngettext
from game.i18n.cards import card_name


def _improvement(n: Any, iid: Any) -> str:
    imp = getattr(n.content, "improvements", {}).get(str(iid))
    return card_name(imp.id, imp.name) if imp else str(iid)


def describe_tokens(d: dict, n: Any) -> str | None:
    """One sentence for a ``TokensNotPlaced`` event (None: a kind this client does not
    know, logged by its type)."""
    token, reason, count = d.get("token"), d.get("reason"), int(d.get("count", 1))
    where = n.loc(d["location"]) if d.get("location") else ""
    if token == "barricade" and reason == "supply":
        return ngettext(
            "No barricade token is left: {n} barricade is not placed at {place}.",
            "No barricade token is left: {n} barricades are not placed at {place}.",
            count).format(n=count, place=where)
    if token == "barricade":
        return ngettext("No room for {n} barricade at {place}.",
                        "No room for {n} barricades at {place}.", count).format(
            n=count, place=where)
    if token == "trap" and reason == "supply":
        return ngettext(
            "No barricade or trap token is left: {n} explosive trap is not placed at "
            "{place}.",
            "No barricade or trap token is left: {n} explosive traps are not placed at "
            "{place}.", count).format(n=count, place=where)
    if token == "trap":
        return ngettext("No room for {n} explosive trap at {place}.",
                        "No room for {n} explosive traps at {place}.", count).format(
            n=count, place=where)
    if token == "noise" and reason == "cap":
        return ngettext(
            "{place} already took its noise this round: {n} noise token is not placed.",
            "{place} already took its noise this round: {n} noise tokens are not placed.",
            count).format(n=count, place=where)
    if token == "noise":
        return ngettext("No empty noise space at {place}: {n} noise token is not placed.",
                        "No empty noise space at {place}: {n} noise tokens are not placed.",
                        count).format(n=count, place=where)
    if token == "helpless":
        return ngettext("{place} is full: {n} helpless survivor cannot come in.",
                        "{place} is full: {n} helpless survivors cannot come in.",
                        count).format(n=count, place=where)
    if token == "zombie":  # SCEN-R-01: the sealed lab
        return ngettext("{place} is sealed: {n} zombie does not get in.",
                        "{place} is sealed: {n} zombies do not get in.", count).format(
            n=count, place=where)
    if token == "despair":
        return _("No despair token is left: {survivor} takes none.").format(
            survivor=n.s(d.get("survivor")))
    if token == "progress":
        return ngettext(
            "No progress marker is left: {n} marker is not placed on {improvement}.",
            "No progress marker is left: {n} markers are not placed on {improvement}.",
            count).format(n=count, improvement=_improvement(n, d.get("improvement")))
    return None


__all__ = ["describe_tokens"]
