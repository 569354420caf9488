"""The strips of the Long Night table under the fourth place of each side column
(:data:`game.client.table.layout.LN_STRIPS`), drawn from the public view only: the base
class they share (:class:`StripPanel`) -- the modules' strips are in their own folders:

* ``ln_lab`` (Raxxon module, :mod:`game.client.modules.raxxon.lab`): the experiment deck
  with its top Audio Log face up -- the containment code and what it releases, readable --
  the containment dice on it, and the side-effect deck (its cards listed on hover: the
  deck is face up, RAX-07);
* ``ln_stockpile`` (Bandits module, :mod:`game.client.modules.bandits.stockpile`): the
  Bandits' Hideout stockpile, its cards face up and named on hover, and the bandit supply.

Neither is a place: :meth:`hit` answers ``("stockpile", card)`` / ``("lab", what)`` for
the pieces drawn, never a place to move to.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.client.modules.long_night.places import mods, tip_text
from game.client.table.layout import Layout, areas_for
from game.client.table.panels.base import Frame, Panel
from game.i18n import _


def code_text(code: Any) -> str:
    """A containment code in a few words (RAX-09, NS-40)."""
    if code.kind == "exact":
        return _("{a} and {b}").format(a=code.values[0], b=code.values[1])
    if code.kind == "sum":
        return _("sum {n}").format(n=code.n)
    if code.kind == "doubles":
        return _("doubles {n}+").format(n=code.n) if code.n > 1 else _("doubles")
    return _("sum {n}+").format(n=code.n)


class StripPanel(Panel):
    """A strip that is on the table only while its module is (and the Long Night layout
    gave it an area)."""

    module = ""

    def __init__(self, painter: Any) -> None:
        super().__init__(painter)
        self.tips: list[tuple[pygame.Rect, Any]] = []
        self.pieces: list[tuple[pygame.Rect, tuple]] = []

    def active(self, view: dict[str, Any]) -> bool:
        return self.module in mods(view) and self.name in areas_for(view)

    def layout(self, lay: Layout) -> pygame.Rect:
        self.lay = lay
        a = lay.areas.get(self.name)
        self.rect = lay.r(*a) if a is not None else pygame.Rect(0, 0, 0, 0)
        return self.rect

    def background(self, surf: pygame.Surface, frame: Frame) -> None:
        pygame.draw.rect(surf, (34, 40, 50), self.rect, border_radius=self.lay.s(6))
        pygame.draw.rect(surf, self.app.art.pal.edge, self.rect, max(1, self.lay.s(1)),
                         border_radius=self.lay.s(6))

    def tip(self, pos: tuple[int, int]) -> str | None:
        return tip_text(self.tips, pos)

    def hit(self, pos: tuple[int, int]) -> tuple | None:
        for r, what in reversed(self.pieces):
            if r.collidepoint(pos):
                return what
        return None
