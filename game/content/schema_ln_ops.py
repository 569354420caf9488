"""The Long Night's operations of the effect language (docs/PACKS.md), split from
:mod:`game.content.schema`, which puts them in the ``Op`` union and re-exports them.
``"Op"`` in the annotations below is resolved by ``schema`` once the union exists."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import Field, model_validator

from game.content.schema_base import (
    _M,
    COUNT_MAX,
    CardPlayerRef,
    Count,
    ItemType,
    LocationRef,
    Quantity,
    Ref,
    SurvivorRef,
    Text,
    _OpAtCount,
    _OpCount,
    _OpTargetCount,
)

if TYPE_CHECKING:
    from game.content.schema import Op


class DieRow(_M):
    """One row of a die table: the faces it covers, its text and what happens."""

    roll: list[int] = Field(min_length=1)
    text: Text
    effect: list["Op"] = Field(default_factory=list)


def check_die_table(rows: list[DieRow], what: str = "die table") -> None:
    """Every face 1..6 in exactly one row."""
    seen: list[int] = [r for row in rows for r in row.roll]
    bad = sorted({r for r in seen if not 1 <= r <= 6})
    if bad:
        raise ValueError(f"{what}: faces must be 1..6, not {bad}")
    dup = sorted({r for r in seen if seen.count(r) > 1})
    if dup:
        raise ValueError(f"{what}: face(s) {dup} appear in more than one row")
    missing = sorted(set(range(1, 7)) - set(seen))
    if missing:
        raise ValueError(f"{what}: face(s) {missing} are in no row (cover 1..6)")


class OpDespair(_OpTargetCount):
    """Give despair tokens (LN-09): they count as wounds (death at 3) but only
    ``despair_remove`` removes them (LN-10)."""

    op: Literal["despair"]


class OpDespairRemove(_OpTargetCount):
    op: Literal["despair_remove"]
    target: SurvivorRef = "choose_own"


class OpUnruly(_M):
    """``make``: flip normal helpless tokens at the colony to unruly; ``flip_back``: flip
    unruly tokens back to normal (LN-11/12)."""

    op: Literal["unruly"]
    mode: Literal["make", "flip_back"] = "make"
    count: Count = 1


class OpTrap(_OpAtCount):
    """Place explosive traps on empty entrance spaces (LN-14, ZOMB-06)."""

    op: Literal["trap"]


class OpBanditsAdd(_OpAtCount):
    """Place bandits from the supply (BAND-01, BAND-05: not on a full location); the bandit
    leader chooses where instead, if there is one (BAND-07, DISC-11)."""

    op: Literal["bandits_add"]
    at: LocationRef = "random"


class OpBanditsRemove(_OpAtCount):
    op: Literal["bandits_remove"]


class OpProgress(_M):
    """Put progress markers on a face-up improvement (IMPR-03); completion is checked at
    once (IMPR-04).  ``improvement``: an improvement id or ``"choose"``."""

    op: Literal["progress"]
    count: Count = 1
    improvement: Ref = "choose"


class OpTransferCards(_M):
    """Move cards from one player's hand to another's.  ``giver``/``taker``: ``self``,
    ``first``, ``choose_other`` (the resolving player picks another player) or
    ``each_other`` (every other non-exiled player in turn); ``chooser`` picks the cards
    (``giver`` or ``taker``; with ``random`` nobody picks)."""

    op: Literal["transfer_cards"]
    giver: CardPlayerRef = "self"
    taker: CardPlayerRef = "choose_other"
    count: Count = 1
    item_type: ItemType | None = None
    random: bool = False
    chooser: Literal["giver", "taker"] = "giver"

    @model_validator(mode="after")
    def _two_sides(self) -> "OpTransferCards":
        if self.giver == self.taker:
            raise ValueError("giver and taker must differ")
        if "each_other" in (self.giver, self.taker) and "self" not in (self.giver,
                                                                      self.taker):
            raise ValueError("'each_other' needs 'self' on the other side")
        return self


class OpNoiseRemove(_OpAtCount):
    op: Literal["noise_remove"]
    all: bool = False  # every noise token there


class OpBarricadeRemove(_OpAtCount):
    """Remove barricades (``traps`` = false) or explosive traps (``traps`` = true)."""

    op: Literal["barricade_remove"]
    traps: bool = False


class OpRepeat(_M):
    """Run ``effect`` as many times as a quantity says (e.g. once per player), at most
    ``max`` times."""

    op: Literal["repeat"]
    times: Quantity
    effect: list["Op"]
    max: int | None = Field(default=None, ge=0, le=COUNT_MAX)


class OpRoll(_M):
    """Roll one die and apply the matching row (a pill, RAX-06; a die table of any card).
    The rows must cover 1..6 exactly once."""

    op: Literal["roll"]
    rows: list[DieRow] = Field(min_length=1)

    @model_validator(mode="after")
    def _covers(self) -> "OpRoll":
        check_die_table(self.rows, "roll")
        return self


class OpSideEffect(_M):
    """Equip a pill side-effect card to a survivor (RAX-07): never removable.  ``card``: a
    side-effect id, or ``"top"`` for the top card of the side-effect deck."""

    op: Literal["side_effect"]
    target: SurvivorRef = "acting"
    card: Ref = "top"


class OpSpecialZombieAdd(_M):
    """Place special zombies of a type with the normal placement rules (RAX-12/13)."""

    op: Literal["special_zombie_add"]
    zombie: Ref  # a special_zombies id
    at: LocationRef = "random"
    count: Count = 1


class OpSpecialZombieMove(_M):
    """Move the special zombie being encountered (only such a named effect may move it,
    RAX-16).  Only on encounter tables."""

    op: Literal["special_zombie_move"]
    to: LocationRef = "choose_any"


class OpSpecialZombieKill(_M):
    """The special zombie being encountered is killed (RAX-15, RAX-19).  Only on encounter
    tables."""

    op: Literal["special_zombie_kill"]


class OpRelease(_OpCount):
    """Draw experiment cards and release their special zombies (RAX-12..14)."""

    op: Literal["release"]


class OpStockpileTake(_OpCount):
    """The resolving player takes cards from the hideout stockpile into hand [BAND]."""

    op: Literal["stockpile_take"]
