"""The crisis as a panel (issue 12 item 2): what it needs, how many at this table, what it
costs if not prevented, and the cards added so far — face down, as card backs (nobody
knows what they are until the colony phase).  Hovering the panel shows the whole card
(:func:`game.client.cards.crisis_face`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from game.client.app import App

# the height of the crisis part of the crisis/objective area, in layout units
CRISIS_H = 74


def draw_crisis(surf: pygame.Surface, app: App, rect: pygame.Rect, view: dict[str, Any],
                content: Any, s: Callable[[float], int], k: float) -> None:
    """The crisis in ``rect`` (its top ``CRISIS_H`` layout units).  ``s`` turns layout units
    into pixels; ``k`` is the layout scale (font sizes)."""
    art = app.art
    pal = art.pal
    f = app.fonts

    def text(t: str, pos: tuple[int, int], size: float, colour: Any = None, bold: bool = False,
             anchor: str = "topleft", width: int | None = None) -> pygame.Rect:
        px = max(7, round(size * k))
        if width is not None:
            t = f.fit(t, px, width, bold)
        img = f.render(t, px, colour or pal.text, bold)
        r = img.get_rect(**{anchor: pos})
        surf.blit(img, r)
        return r

    cr = view.get("crisis", {})
    card = content.crises.get(cr.get("card") or "")
    x, y = rect.x + s(8), rect.y + s(5)
    right = rect.right - s(8)
    # the "CRISIS" title is on the background layer: only its width is needed here
    label = pygame.Rect(x, y, f.size("CRISIS", max(7, round(10.5 * k)), True)[0], 1)
    deck = text(f"deck {cr.get('deck', 0)}", (right, y), 10, pal.text_dim, anchor="topright")
    if card is None:
        text("none revealed yet", (label.right + s(8), y), 12, pal.text_dim)
        return
    text(card.name, (label.right + s(8), y - s(1)), 13, bold=True,
         width=deck.x - label.right - s(16))
    # what prevents it: the types (icons and words), +1 each, −1 any other, the target
    y2 = y + s(19)
    ix = x
    for kind in card.prevent:
        surf.blit(art.item_icon(kind, s(17)), (ix, y2 - s(1)))
        ix += s(19)
    target = cr.get("target")
    need = " or ".join(card.prevent) + " +1 · other −1"
    if target is not None:
        need += f" · needs {target}"
    text(need, (ix + s(4), y2 + s(7)), 11, anchor="midleft", width=right - ix - s(4))
    # the cards added so far: backs, face down
    y3 = y + s(38)
    n = int(cr.get("contributions", 0))
    back = art.token("card_back", s(15))
    bx = x
    for _ in range(min(n, 8)):
        surf.blit(back, (bx, y3 - s(1)))
        bx += s(10)
    if n:
        bx += s(6)
    words = (f"{n} card{'s' if n != 1 else ''} in, face down" if n else "no cards added yet")
    if n > 8:
        words = f"+{n - 8} · " + words
    text(words, (bx, y3 + s(6)), 11, pal.text_dim if not n else pal.text, anchor="midleft",
         width=right - bx)
    # the price of failure
    fail = card.text
    text("If not prevented: " + fail, (x, y + s(53)), 10.5, pal.warn, width=right - x)
