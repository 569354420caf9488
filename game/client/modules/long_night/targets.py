"""The Long Night's lit targets for a selected survivor (issue 22 item 2): the special
zombies (RAX-18) and the bandits (BAND-08) at its own place, registered with
:func:`game.client.table.targets.register_targets`, so that attacking one is two clicks --
the survivor, then the lit special zombie or bandit; at the bandits' hideout (BAND-13), its
deck to search it and its header to attack it.  The die is chosen for the player as
for every board click."""

from __future__ import annotations

from typing import Any

import pygame

from game.client.modules.long_night.places import bandit_rects, bandits_at, special_spots
from game.client.table.layout import BoardHits, Layout
from game.client.table.panels.place import HEADER
from game.client.table.targets import Target, register_targets


@register_targets
def ln_targets(
    sid: str, acts: list[Any], view: dict[str, Any], lay: Layout, hits: BoardHits
) -> list[Target]:
    here = (view.get("survivors", {}).get(sid) or {}).get("loc")
    if not here or "modules" not in view:
        return []
    out: list[Target] = []
    specials: dict[str, list[Any]] = {}
    bandits: list[Any] = []
    hideout: dict[str, list[Any]] = {}
    for a in acts:
        if getattr(a, "survivor", None) != sid:
            continue
        if a.type == "attack_special":
            specials.setdefault(str(a.special), []).append(a)
        elif a.type == "attack_bandit" and getattr(a, "at", here) == here:
            bandits.append(a)
        elif a.type == "hideout":
            hideout.setdefault(str(a.mode), []).append(a)
    if specials:
        spots = special_spots(lay, view, here)
        for zid, cands in specials.items():
            if zid in spots:
                out.append(Target("attack_special", spots[zid], cands, here, zid))
    if bandits and lay.areas.get(here) is not None:
        rects = bandit_rects(lay, here, bandits_at(view, here))
        if rects:
            out.append(
                Target("attack_bandit", rects[0].unionall(rects[1:]), bandits, here, "bandit")
            )
    # BAND-13 at the bandits' hideout: searching it is its deck, attacking it its header
    deck = hits.tips.get(("deck", here))
    if hideout.get("search") and deck is not None:
        out.append(
            Target(
                "hideout_search",
                deck[0].inflate(lay.s(6), lay.s(6)),
                hideout["search"],
                here,
                "search",
            )
        )
    place = hits.locations.get(here)
    if hideout.get("attack") and place is not None:
        head = pygame.Rect(place.x, place.y, place.width, lay.s(HEADER))
        if deck is not None:
            head.width = max(lay.s(40), deck[0].x - lay.s(8) - place.x)
        out.append(Target("hideout", head, hideout["attack"], here, "attack"))
    return out
