"""The Improvements module's banner: an improvement completed (a stage of the colony's
growth, IMPR-04) names the improvement and what it does from now on; its cards may be
named as the cause of a change of morale (an improvement's ``on_complete``)."""

from __future__ import annotations

from typing import Any

from game.client.table.banners import CARD_NAMERS, BannerSpec, Batch, banners
from game.client.table.log.names import Names
from game.i18n import _
from game.i18n.cards import card_name, card_text


def improvement_name(n: Names, iid: Any) -> str | None:
    imp = getattr(n.content, "improvements", {}).get(str(iid))
    return card_name(imp.id, imp.name) if imp else None


@banners("ImprovementCompleted")
def completed(b: Batch, i: int) -> BannerSpec:
    iid = b.events[i].data.get("improvement")
    imp = getattr(b.names.content, "improvements", {}).get(str(iid))
    name = improvement_name(b.names, iid) or str(iid)
    text = card_text(imp.id, "text", str(imp.text)) if imp is not None else ""
    return BannerSpec(_("Improvement completed: {improvement}").format(improvement=name),
                      text, "good")


CARD_NAMERS.append(improvement_name)
