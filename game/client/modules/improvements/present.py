"""The Improvements module's events folded into the presented view's ``modules`` (the presenter's
registry, :mod:`game.client.table.presenter`; see :mod:`game.client.modules.long_night.present`)."""

from __future__ import annotations

from typing import Any

from game.client.modules.long_night.present import module_part
from game.client.table.presenter import Draft, on


@on("ProgressAdded")
def _progress(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    imp = module_part(v, "improvements")
    if imp is not None:
        for it in imp.get("row", []):
            if it.get("id") == d["improvement"]:
                it["progress"] = int(d["progress"])


@on("ImprovementCompleted")
def _completed(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    imp = module_part(v, "improvements")
    if imp is not None:
        # its space stays open until the next improvement is revealed into it
        imp["row"] = [it if it.get("id") != d["improvement"] else {"id": None}
                      for it in imp.get("row", [])]
        if d["improvement"] not in imp.setdefault("done", []):
            imp["done"].append(d["improvement"])


@on("ImprovementRevealed")
def _revealed(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    imp = module_part(v, "improvements")
    if imp is not None:
        iid = d["improvement"]
        spec = getattr(content, "improvements", {}).get(iid) if content is not None else None
        needed = int(getattr(spec, "progress", 0) or 0)
        new = {"id": iid, "progress": 0, "needed": needed}
        row = imp.setdefault("row", [])
        free = [i for i, it in enumerate(row) if it.get("id") is None]
        if free:
            row[free[0]] = new
        else:
            row.append(new)
        imp["deck"] = int(d.get("deck", imp.get("deck", 0)))
