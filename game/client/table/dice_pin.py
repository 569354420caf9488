"""The die a player pinned in the private panel's dice tray, and which die a board click
spends (issue 22 item 2).

A board click that some action allows with several dice spends the lowest die that
suffices (the engine lists exactly the dice that suffice, one per value; the lowest value
wins, ties by index), unless the player pinned a die first: then that die, when it
suffices, or nothing (the click is refused with the engine's reason).  Why the lowest is
always a fair choice: docs/DECISIONS.md, "The die a board click spends".

The pin is an index into the seat's unused dice, remembered with those dice and the turn it
was set in.  It follows the die when the pool changes around it (another die spent, a die
raised by food, a die gained) and goes away when the die itself is spent or gone, when the
pool changes in a way that cannot be followed (every die re-rolled), when the turn ends, and
on undo (:meth:`DicePin.clear`).  Pure data: no drawing, no engine calls.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def die_of(action: Any) -> int | None:
    """The die index an action spends (None: it spends none)."""
    d = getattr(action, "die", None)
    return d if isinstance(d, int) and not isinstance(d, bool) else None


def with_die(action: Any, index: int) -> Any:
    """``action`` spending the die ``index`` instead."""
    return action.model_copy(update={"die": index})


def same_but_die(action: Any) -> tuple:
    """What an action is, its die left out (the actions a click allows, one per die,
    share it)."""
    data = action.model_dump(mode="json")
    data.pop("die", None)
    return tuple(sorted((k, repr(v)) for k, v in data.items()))


def lowest(candidates: Sequence[Any], dice: Sequence[int]) -> Any:
    """Of the same action with different dice, the one spending the lowest die (ties: the
    lower index)."""

    def key(a: Any) -> tuple[int, int]:
        i = die_of(a)
        if i is None or not 0 <= i < len(dice):
            return (1 << 30, 1 << 30)
        return (int(dice[i]), i)

    return min(candidates, key=key)


def follow(index: int, old: Sequence[int], new: Sequence[int]) -> int | None:
    """Where the die at ``index`` of ``old`` is in ``new`` (None: spent, gone or past
    following)."""
    old, new = list(old), list(new)
    if not 0 <= index < len(old):
        return None
    if new == old:
        return index
    if len(new) == len(old):  # one die changed (raised by food): the pinned one or not
        changed = [i for i in range(len(old)) if old[i] != new[i]]
        return index if len(changed) == 1 else None
    if len(new) == len(old) - 1:  # one die left the pool: another one, if that explains it
        ways = [j for j in range(len(old)) if old[:j] + old[j + 1:] == new]
        others = [j for j in ways if j != index]
        if not others:
            return None
        return index - (others[0] < index)
    if len(new) > len(old) and new[:len(old)] == old:  # dice gained at the end
        return index
    return None


class DicePin:
    """The pinned die of the viewer (at most one)."""

    def __init__(self) -> None:
        self.seat: int | None = None
        self.index: int | None = None
        self.dice: tuple[int, ...] = ()
        self.turn: Any = None

    def clear(self) -> None:
        self.seat = self.index = None
        self.dice = ()
        self.turn = None

    def set(self, seat: int, index: int, dice: Sequence[int], turn: Any) -> None:
        self.seat, self.index, self.dice, self.turn = seat, index, tuple(dice), turn

    def toggle(self, seat: int, index: int, dice: Sequence[int], turn: Any) -> bool:
        """Pin the die ``index`` (or unpin it when it is the pinned one); whether a die is
        pinned afterwards."""
        if self.get(seat, dice, turn) == index:
            self.clear()
            return False
        self.set(seat, index, dice, turn)
        return True

    def get(self, seat: int | None, dice: Sequence[int], turn: Any) -> int | None:
        """The pinned die's index in ``dice`` (the seat's unused dice now), following it
        since it was pinned; None (and the pin cleared) once it is spent or gone or the
        turn is another."""
        if self.index is None:
            return None
        if seat != self.seat or turn != self.turn:
            self.clear()
            return None
        at = follow(self.index, self.dice, dice)
        if at is None:
            self.clear()
            return None
        self.index, self.dice = at, tuple(dice)
        return at

    def key(self) -> tuple:
        """What the dice tray draws from (its part of the private panel's key)."""
        return (self.seat, self.index, self.dice, self.turn)
