"""The Bandits module's events folded into the presented view's ``modules`` (the presenter's
registry, :mod:`game.client.table.presenter`; see :mod:`game.client.modules.long_night.present`)."""

from __future__ import annotations

from typing import Any

from game.client.modules.long_night.present import module_part
from game.client.table.presenter import Draft, on


@on("BanditsPlaced", "BanditRemoved")
def _bandits(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    b = module_part(v, "bandits")
    lid = d.get("location")
    if b is None or lid is None:
        return
    n = int(d["bandits"])
    where = b.setdefault("bandits", {})
    if n > 0:
        where[lid] = n
    else:
        where.pop(lid, None)
    count = int(d.get("count", 0))
    if e.type == "BanditsPlaced":
        b["supply"] = max(0, int(b.get("supply", 0)) - count)
    elif d.get("to") == "out_of_game":
        b["out_of_game"] = int(b.get("out_of_game", 0)) + count
    else:
        b["supply"] = int(b.get("supply", 0)) + count


@on("BanditsScavenged")
def _scavenged(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    b = module_part(v, "bandits")
    if b is not None:
        stock = b.setdefault("stockpile", [])
        stock.extend(c for c in d.get("cards", []) if c not in stock)


@on("StockpileTaken")
def _taken(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    b = module_part(v, "bandits")
    if b is not None and d.get("card") in b.get("stockpile", []):
        b["stockpile"].remove(d["card"])
