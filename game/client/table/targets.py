"""What a selected survivor can do on the board, as lit targets (issue 22 item 2).

Once the viewer selects one of their survivors, every action of it that has a board target
is a :class:`Target`: a rect on the board (from what the panels drew, ``BoardHits``, and
the board's geometry) and the legal actions a click there performs -- the same action with
several dice (the die is chosen for the player: ``game.client.table.dice_pin``), or a few
genuinely different ones (an attract's sources), which the table then narrows in a short
list.  Only legal actions become targets: nothing else is lit.

The kinds, in the order a click looks for them (the smallest, most specific first):

- ``attack``: the zombies at an entrance of the survivor's place (their cells);
- ``barricade``: the rest of that entrance (its free cells and barricades);
- ``attract``: the zombies at another place (a colony entrance, or a location's entrance);
- ``search``: the survivor's place's deck; ``clean_waste``: the colony's waste pile;
- ``attack`` a survivor: its standee;
- ``move``: a whole place.

A rule module adds its own kinds with :func:`register_targets` (a finder called with the
same arguments as :func:`find_targets`; e.g. the Long Night's special zombies and bandits).
Pure logic and geometry, plus :func:`draw_marks`, which draws the lit targets the panels do
not (moves and zombie attacks are lit by the panels from the highlights).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.client.table.layout import BoardHits, Layout, entrance_cell, entrance_rect
from game.i18n import N_, _

# the tag drawn beside a lit target the panels do not mark themselves (message ids)
TAGS = {
    "barricade": N_("barricade"),
    "search": N_("search"),
    "clean_waste": N_("clean"),
    "attract": N_("attract"),
    "attack_special": N_("attack"),
    "attack_bandit": N_("attack"),
    "hideout": N_("attack"),
    "hideout_search": N_("search"),
}
# what the panels already light (hl.locations, hl.targets, hl.target_survivors)
PANEL_LIT = ("move", "attack")


@dataclass
class Target:
    """A lit spot: ``kind`` (an action type), where it is, the actions a click there may
    perform (``acts``: the same action with several dice, or a genuine choice), and the
    place it belongs to."""

    kind: str
    rect: pygame.Rect
    acts: list[Any] = field(default_factory=list)
    place: str = ""
    ident: Any = None  # what it is aimed at (a target string, an entrance, a source)
    above: bool = False  # its tag goes above it (the colony's top entrances: the name below)


Finder = Callable[[str, list[Any], dict[str, Any], Layout, BoardHits], list[Target]]
FINDERS: list[Finder] = []


def register_targets(finder: Finder) -> Finder:
    """A rule module's lit targets (called after the base game's; its targets are hit
    first)."""
    FINDERS.append(finder)
    return finder


def zombie_cells(lay: Layout, lid: str, e: int, z: int) -> pygame.Rect | None:
    if z <= 0:
        return None
    return entrance_cell(lay, lid, e, 0).union(entrance_cell(lay, lid, e, z - 1))


def free_cells(lay: Layout, lid: str, e: int, z: int, cap: int) -> pygame.Rect:
    """An entrance's cells past its zombies (free spaces and barricades)."""
    if z <= 0 or z >= cap:
        return entrance_rect(lay, lid, e, cap)
    return entrance_cell(lay, lid, e, z).union(entrance_cell(lay, lid, e, cap - 1))


def _loc(view: dict[str, Any], lid: str) -> dict[str, Any]:
    return view.get("locations", {}).get(lid) or {}


def _group(
    out: list[Target], kind: str, rect: pygame.Rect | None, a: Any, place: str, ident: Any
) -> None:
    if rect is None:
        return
    for t in out:
        if t.kind == kind and t.ident == ident and t.place == place:
            t.acts.append(a)
            return
    out.append(Target(kind, rect, [a], place, ident))


def source_rect(lay: Layout, view: dict[str, Any], src: str) -> pygame.Rect | None:
    """Where an attract's source is drawn: the zombies at a colony entrance ("colony:e")
    or at a location's entrance."""
    lid, _sep, e_s = src.partition(":")
    loc = _loc(view, lid)
    zs = [int(z) for z in loc.get("zombies", [])]
    if e_s:
        e = int(e_s)
        return zombie_cells(lay, lid, e, zs[e] if e < len(zs) else 0)
    rects = [r for e, z in enumerate(zs) if (r := zombie_cells(lay, lid, e, z)) is not None]
    return rects[0].unionall(rects[1:]) if rects else None


def _top_of_colony(t: Target) -> bool:
    """A target at one of the colony's top three entrances (its tag above: the colony's
    name is under them)."""
    if t.kind == "barricade" and t.place == "colony":
        return isinstance(t.ident, int) and t.ident < 3
    if t.kind == "attract" and isinstance(t.ident, str) and t.ident.startswith("colony:"):
        return int(t.ident.partition(":")[2]) < 3
    return False


def find_targets(
    sid: str, acts: list[Any], view: dict[str, Any], lay: Layout, hits: BoardHits
) -> list[Target]:
    """The lit targets of the survivor ``sid`` from the legal actions ``acts`` (all of the
    viewer's, or only that survivor's), in the order a click looks for them."""
    here = (view.get("survivors", {}).get(sid) or {}).get("loc")
    loc = _loc(view, here) if here else {}
    zs = [int(z) for z in loc.get("zombies", [])]
    cap = int(loc.get("entrance_spaces", 0))
    small: list[Target] = []
    people: list[Target] = []
    places: list[Target] = []
    cleaners = [a for a in acts if a.type == "clean_waste"]
    for a in acts:
        if getattr(a, "survivor", None) != sid:
            continue
        t = a.type
        if t == "attack" and here:
            if a.target.startswith("z"):
                e = int(a.target[1:])
                _group(
                    small,
                    "attack",
                    zombie_cells(lay, here, e, zs[e] if e < len(zs) else 0),
                    a,
                    here,
                    a.target,
                )
            elif a.target.startswith("s:"):
                _group(people, "attack", hits.survivors.get(a.target[2:]), a, here, a.target)
        elif t == "barricade" and here:
            e = int(a.entrance)
            _group(
                small,
                "barricade",
                free_cells(lay, here, e, zs[e] if e < len(zs) else 0, cap),
                a,
                here,
                e,
            )
        elif t == "attract" and here:
            for src in dict.fromkeys(a.take):
                _group(small, "attract", source_rect(lay, view, src), a, here, src)
        elif t == "search" and here:
            deck = hits.tips.get(("deck", here))
            _group(
                small,
                "search",
                deck[0].inflate(lay.s(6), lay.s(6)) if deck else None,
                a,
                here,
                here,
            )
        elif t == "move":
            _group(places, "move", hits.locations.get(a.to), a, a.to, a.to)
    if here == "colony" and cleaners:  # the engine names one cleaner; any at the colony may
        waste = hits.tips.get(("supply", "waste"))
        for a in cleaners:
            _group(
                small,
                "clean_waste",
                waste[0] if waste else None,
                a.model_copy(update={"survivor": sid}),
                here,
                "waste",
            )
    for t in small:
        t.above = _top_of_colony(t)
    extra: list[Target] = []
    for finder in FINDERS:
        extra += finder(sid, acts, view, lay, hits)
    return [*extra, *small, *people, *places]


def target_at(targets: list[Target], pos: tuple[int, int]) -> Target | None:
    for t in targets:
        if t.rect.collidepoint(pos):
            return t
    return None


def draw_marks(
    surf: pygame.Surface,
    app: Any,
    lay: Layout,
    targets: list[Target],
    focused: Target | None = None,
) -> None:
    """The lit targets the panels do not light: a ring and a short tag (its kind) on each;
    the focused one (keyboard: A cycles them) in the highlight colour, thicker."""
    pal = app.art.pal
    size = max(7, round(9.5 * lay.k))
    tagged: set[tuple[str, int, int]] = set()
    for t in targets:
        strong = focused is not None and t is focused
        if t.kind in PANEL_LIT and not strong:
            continue
        edge = pal.highlight if strong else pal.accent
        r = t.rect.inflate(lay.s(6), lay.s(6))
        pygame.draw.rect(surf, edge, r, max(2, lay.s(4 if strong else 2.5)), border_radius=lay.s(6))
        label = TAGS.get(t.kind)
        if label is None or (t.kind, r.x, r.y) in tagged:
            continue
        tagged.add((t.kind, r.x, r.y))
        tag = app.fonts.render(_(label), size, pal.text_dark, True)
        box = tag.get_rect().inflate(lay.s(8), lay.s(2))
        if t.above:
            box.midbottom = (r.centerx, r.top + lay.s(2))
        else:
            box.midtop = (r.centerx, r.bottom - lay.s(2))
        box.clamp_ip(surf.get_rect())
        pygame.draw.rect(surf, edge, box, border_radius=lay.s(4))
        surf.blit(tag, tag.get_rect(center=box.center))
