"""Names for the interface (:class:`Names`: players as they are, cards in the interface
language) and :func:`_humanize` (an identifier as words, for what has no name of its own);
the log lines (:mod:`game.client.table.log.describe`) and the objective's progress
(:mod:`game.client.table.log.progress`) use them."""

from __future__ import annotations

from typing import Any

from game.i18n import _
from game.i18n.cards import card_name


class Names:
    """Names for the interface: players as they are, cards in the interface language."""

    def __init__(self, content: Any, players: list[str]) -> None:
        self.content = content
        self.players = players

    def p(self, seat: Any) -> str:
        try:
            return self.players[int(seat)]
        except (TypeError, ValueError, IndexError):
            return _("someone")

    def s(self, sid: Any) -> str:
        sv = self.content.survivors.get(str(sid)) if sid else None
        return card_name(sv.id, sv.name) if sv else str(sid)

    def loc(self, lid: Any) -> str:
        if lid == "colony":
            return _("the colony")
        loc = self.content.locations.get(str(lid))
        return card_name(loc.id, loc.name) if loc else str(lid)

    def item(self, uid: Any) -> str:
        try:
            it = self.content.item(str(uid))
        except (KeyError, AttributeError):
            return str(uid)
        return card_name(it.id, str(it.name))

    def item_type(self, uid: Any) -> str | None:
        try:
            return str(self.content.item(str(uid)).type)
        except (KeyError, AttributeError):
            return None

    def crisis(self, cid: Any) -> str:
        c = self.content.crises.get(str(cid))
        return card_name(c.id, c.name) if c else str(cid)

    def crossroads(self, cid: Any) -> str:
        c = self.content.crossroads.get(str(cid))
        return card_name(c.id, c.name) if c else str(cid)

    def objective(self, oid: Any) -> str:
        o = self.content.main_objectives.get(str(oid)) or self.content.secret_objectives.get(
            str(oid))
        return card_name(o.id, o.name) if o else str(oid)


def _humanize(t: str) -> str:
    out = ""
    for ch in t:
        out += (" " + ch.lower()) if ch.isupper() and out else ch
    return out
