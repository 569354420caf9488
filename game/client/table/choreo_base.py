"""The choreographer's helpers (:class:`ChoreoBase`): steps that show a drawing over the board
for a while (:class:`Fx`), hide a piece while it arrives, play a sound, pulse a place; and
the paint helpers the animations share (sprites, rings, floating text, a flying card).  The
choreographer (:mod:`game.client.table.choreo`) and the rule modules' handlers use them."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.client.core.tween import Call, Sequence, Tween
from game.client.table.board import Layout, area

if TYPE_CHECKING:
    from game.client.scenes.table.scene import TableScene

Pt = tuple[float, float]


@dataclass
class Fx:
    """A short-lived drawing over the board; ``t`` runs 0 → 1 (a tween drives it)."""

    paint: Callable[[pygame.Surface, Layout, float], None]
    t: float = 0.0

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        self.paint(surface, lay, self.t)


@dataclass
class CrisisReveal:
    """The crisis contributions being turned over one by one in the colony phase."""

    crisis: str | None
    cards: list[list[Any]] = field(default_factory=list)  # [card uid, delta, flip 0..1]
    score: int = 0
    target: int | None = None
    prevented: bool | None = None
    alpha: float = 1.0


def _ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


class ChoreoBase:
    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.app = table.app

    # ------------------------------------------------------------------ helpers
    @property
    def art(self) -> Any:
        return self.app.art

    def lay(self) -> Layout:
        return self.table.layout()

    def fx(self, paint: Callable[[pygame.Surface, Layout, float], None], duration: float,
           easing: str = "linear", before: Callable[[], None] | None = None,
           after: Callable[[], None] | None = None) -> Sequence:
        """A step that shows ``paint`` for ``duration`` seconds (t from 0 to 1)."""
        fx = Fx(paint)
        table = self.table

        def start() -> None:
            table.fx.append(fx)
            if before is not None:
                before()

        def end() -> None:
            if fx in table.fx:
                table.fx.remove(fx)
            if after is not None:
                after()

        def set_t(v: float) -> None:
            fx.t = v

        return Sequence([Call(start), Tween(set_t, 0.0, 1.0, duration, easing), Call(end)])

    def hide(self, key: tuple, duration: float,
             paint: Callable[[pygame.Surface, Layout, float], None],
             easing: str = "linear") -> Sequence:
        """Hide ``key`` on the board while ``paint`` draws it arriving."""
        hl = self.table.hl
        return self.fx(paint, duration, easing, before=lambda: hl.hidden.add(key),
                       after=lambda: hl.hidden.discard(key))

    def sound(self, name: str) -> Call:
        return Call(lambda: self.table.sfx(name))

    def pulse(self, lid: str, colour: Any = None) -> None:
        self.table.hl.pulse[lid] = 1.0
        if colour is not None:
            self.table.hl.pulse_colour[lid] = colour
        else:
            self.table.hl.pulse_colour.pop(lid, None)

    def player_row(self, lay: Layout, seat: Any) -> pygame.Rect:
        rows = self.table.view.get("players", [])
        n = max(1, len(rows))
        rh = min(24.0, 118 / n)
        try:
            i = next(k for k, p in enumerate(rows) if p.get("seat") == int(seat))
        except (StopIteration, TypeError, ValueError):
            i = 0
        return lay.r(316 + 4, 426 + 2 + i * rh, 640, rh - 2)

    def deck_spot(self, lay: Layout, lid: Any) -> tuple[int, int]:
        if lid in lay.areas and lid != "colony":
            r = area(lay, lid)
            return (r.right - lay.s(43), r.y + lay.s(15))
        return area(lay, "colony").center

    # ------------------------------------------------------------------ paint helpers
    def _sprite(self, surf: pygame.Surface, img: pygame.Surface, centre: Pt, scale: float = 1.0,
                alpha: float = 1.0, angle: float = 0.0) -> None:
        if scale <= 0.02 or alpha <= 0.02:
            return
        if scale != 1.0 or angle:
            img = pygame.transform.rotozoom(img, angle, scale)
        if alpha < 1.0:
            img = img.copy()
            img.set_alpha(int(255 * alpha))
        surf.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))

    def _ring(self, surf: pygame.Surface, centre: Pt, radius: float, colour: Any, alpha: float,
              width: int) -> None:
        if alpha <= 0 or radius < 1:
            return
        r = int(radius)
        s = pygame.Surface((2 * r + 4, 2 * r + 4), pygame.SRCALPHA)
        pygame.draw.circle(s, (*colour[:3], int(255 * alpha)), (r + 2, r + 2), r, max(1, width))
        surf.blit(s, (round(centre[0]) - r - 2, round(centre[1]) - r - 2))

    def _float_text(self, surf: pygame.Surface, lay: Layout, text: str, pos: Pt, t: float,
                    colour: Any, size: float = 15) -> None:
        img = self.app.fonts.render(text, max(8, round(size * lay.k)), colour, True)
        img.set_alpha(int(255 * min(1.0, 2.2 * (1 - t))))
        y = pos[1] - lay.s(26) * _ease_out(t)
        pad = pygame.Surface((img.get_width() + lay.s(10), img.get_height() + lay.s(4)),
                             pygame.SRCALPHA)
        pygame.draw.rect(pad, (*self.art.pal.bg, int(190 * min(1.0, 2.2 * (1 - t)))),
                         pad.get_rect(), border_radius=lay.s(5))
        r = pad.get_rect(center=(round(pos[0]), round(y)))
        surf.blit(pad, r)
        surf.blit(img, img.get_rect(center=r.center))

    def _card(self, surf: pygame.Surface, lay: Layout, a: Pt, b: Pt, t: float,
              label: str = "") -> None:
        e = _ease_out(t)
        x, y = a[0] + (b[0] - a[0]) * e, a[1] + (b[1] - a[1]) * e - math.sin(t * math.pi) * \
            lay.s(30)
        back = self.art.token("card_back", lay.s(26))
        self._sprite(surf, back, (x, y), 1.0, 1.0 if t < 0.85 else (1 - t) / 0.15 + 0.01)
        if label:
            self._float_text(surf, lay, label, (x, y - lay.s(18)), t * 0.6, self.art.pal.text,
                             11)
