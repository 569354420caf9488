"""Lists only for a genuine choice, at most six entries, narrowed step by step (issue 22
item 2): survivor, then place or target; the die is chosen for the player (the lowest that
suffices, or the pinned one: ``TableInput.one_per_die``), never asked.

A list's entries are ``(label, action)`` pairs, where an action may be a :class:`Group`:
choosing it opens the next, narrower list (``ActionPickerScene.choose`` opens a group's
``children``).  :func:`cap` keeps a list at :data:`MOST` entries: the first ``MOST - 1``
and a "More…" group holding the rest.  The most useful entries come first
(:func:`useful`): cards that match the crisis before others, attacks before moves, the
lower die first.  Pure logic: no drawing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.client.table.dice_pin import die_of
from game.client.table.labels import TYPE_LABEL
from game.i18n import N_, _, ngettext

MOST = 6  # entries a list shows at most

# the order kinds come in a survivor's list (the most useful first)
KIND_ORDER = (
    "attack",
    "attack_special",
    "attack_bandit",
    "hideout",
    "search",
    "barricade",
    "clean_waste",
    "attract",
    "ability",
    "move",
    "play",
    "use_equipment",
    "contribute",
    "hand_off",
    "containment",
    "use_side_effect",
    "spend_food",
    "request",
    "exile_vote",
    "take_stockpile",
    "end_turn",
)


@dataclass
class Group:
    """An entry that opens a narrower list (its ``children``)."""

    label: str
    children: list[tuple[str, Any]] = field(default_factory=list)
    subtitle: str = N_("Choose one — highlighted on the board")
    survivor: str | None = None  # the survivor the whole group is about (highlighted)
    type: str = "group"


def type_rank(t: str) -> int:
    return KIND_ORDER.index(t) if t in KIND_ORDER else len(KIND_ORDER)


def kind_rank(a: Any) -> int:
    return type_rank(str(getattr(a, "type", "")))


def useful(
    labelled: list[tuple[str, Any]], matches: Callable[[Any], bool | None], dice: list[int]
) -> list[tuple[str, Any]]:
    """``labelled`` with the most useful first: matching crisis cards, then by kind, a
    zombie before a survivor, then the lower die; otherwise in the given order (the
    engine's)."""

    def key(item: tuple[int, tuple[str, Any]]) -> tuple:
        i, (_label, a) = item
        m = matches(a)
        d = die_of(a)
        value = dice[d] if d is not None and 0 <= d < len(dice) else 0
        # a zombie before a survivor (attacking a player's survivor is rarely wanted)
        person = str(getattr(a, "target", "") or "").startswith("s:")
        return (0 if m else 1 if m is None else 2, kind_rank(a), person, value, i)

    return [e for _i, e in sorted(enumerate(labelled), key=key)]


def cap(
    labelled: list[tuple[str, Any]], most: int = MOST, survivor: str | None = None
) -> list[tuple[str, Any]]:
    """At most ``most`` entries: the first ``most - 1`` and a "More…" group with the rest
    (itself capped); ``survivor``: the one they are all about."""
    if len(labelled) <= most:
        return list(labelled)
    rest = labelled[most - 1 :]
    more = Group(
        ngettext("More… ({n} other)", "More… ({n} others)", len(rest)).format(n=len(rest)),
        cap(rest, most, survivor),
        survivor=survivor,
    )
    return [*labelled[: most - 1], (more.label, more)]


def longest(labelled: list[tuple[str, Any]]) -> int:
    """The most entries any list of this tree shows (the audit's longest list)."""
    n = len(labelled)
    for _label, a in labelled:
        if isinstance(a, Group):
            n = max(n, longest(a.children))
    return n


def by_survivor(
    labelled: list[tuple[str, Any]], name: Callable[[str], str], most: int = MOST
) -> list[tuple[str, Any]]:
    """Narrow by survivor first when the entries are about several: one entry per
    survivor (its only action itself, or a group of its actions); each list capped."""
    order: dict[str | None, list[tuple[str, Any]]] = {}
    for label, a in labelled:
        order.setdefault(getattr(a, "survivor", None), []).append((label, a))
    if len(order) <= 1 or len(labelled) <= most:
        return cap(labelled, most)
    out: list[tuple[str, Any]] = []
    for sid, items in order.items():
        if sid is None or len(items) == 1:
            out += items
            continue
        who = name(sid)
        out.append(
            (
                who,
                Group(
                    _("{survivor}: {n} choices").format(survivor=who, n=len(items)),
                    cap(items, most, sid),
                    survivor=sid,
                ),
            )
        )
    return cap(out, most)


def by_kind(
    labelled: list[tuple[str, Any]], survivor: str | None, most: int = MOST
) -> list[tuple[str, Any]]:
    """A survivor's actions: all of them when they fit one list, else one entry per kind
    (its only action itself, or a group of them), the most useful kinds first."""
    if len(labelled) <= most:
        return list(labelled)
    kinds: dict[str, list[tuple[str, Any]]] = {}
    for label, a in labelled:
        kinds.setdefault(a.type, []).append((label, a))
    out: list[tuple[str, Any]] = []
    for t in sorted(kinds, key=type_rank):
        items = kinds[t]
        if len(items) == 1:
            out += items
            continue
        title = _(TYPE_LABEL.get(t, t))
        out.append(
            (
                _("{action} ({n})").format(action=title, n=len(items)),
                Group(title, cap(items, most, survivor), survivor=survivor),
            )
        )
    return cap(out, most, survivor)


def flatten(actions: list[Any]) -> list[Any]:
    """Every action a list offers, its groups opened."""
    out: list[Any] = []
    for a in actions:
        if isinstance(a, Group):
            out += flatten([b for _label, b in a.children])
        else:
            out.append(a)
    return out


def attract_entries(
    labelled: list[tuple[str, Any]], src: str, most: int = MOST
) -> list[tuple[str, Any]]:
    """An attract's zombies from ``src`` (the source clicked): one, then two from there,
    then one from there and one from another source (a group: the next list)."""
    here = [(label, a) for label, a in labelled if set(a.take) == {src}]
    here.sort(key=lambda e: len(e[1].take))
    pairs = [(label, a) for label, a in labelled if set(a.take) != {src}]
    if not pairs or len(here) + len(pairs) <= most:
        return cap(here + pairs, most)
    more = Group(_("And one from another place"), cap(pairs, most))
    return cap([*here, (more.label, more)], most)
