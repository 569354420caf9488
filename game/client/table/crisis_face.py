"""The crisis as a panel (issue 12 item 2): what it needs, how many at this table, what it
costs if not prevented, and the cards added so far — face down, as card backs (nobody
knows what they are until the colony phase).  Hovering the panel shows the whole card
(:func:`game.client.table.cards.crisis_face`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from game.client.core.app import App

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
            while px > max(7, round(8.5 * k)) and f.size(t, px, bold)[0] > width:
                px -= 1  # shrink first, then cut (a longer translation stays in the box)
            if f.size(t, px, bold)[0] > width:
                from game.client.core.ui import overflow

                overflow(t, "cut in the crisis panel")
            t = f.fit(t, px, width, bold)
        img = f.render(t, px, colour or pal.text, bold)
        r = img.get_rect(**{anchor: pos})
        surf.blit(img, r)
        return r

    from game.client.table.decisions import item_type
    from game.i18n import _, ngettext
    from game.i18n.cards import localize

    cr = view.get("crisis", {})
    card = localize(content).crises.get(cr.get("card") or "")
    x, y = rect.x + s(8), rect.y + s(5)
    right = rect.right - s(8)
    # the "CRISIS" title is on the background layer: only its width is needed here
    label = pygame.Rect(x, y, min(s(46), f.size(_("CRISIS"), max(7, round(10.5 * k)), True)[0]),
                        1)
    deck = text(_("deck {n}").format(n=cr.get("deck", 0)), (right, y), 10, pal.text_dim,
                anchor="topright")
    if card is None:
        text(_("none revealed yet"), (label.right + s(8), y), 12, pal.text_dim,
             width=deck.x - label.right - s(16))
        return
    text(card.name, (label.right + s(8), y - s(1)), 13, bold=True,
         width=deck.x - label.right - s(16))
    # the price of failure: one line, or (a longer translation) two at the bottom, the
    # rows above drawn a little closer together
    fail = _("If not prevented: {effect}").format(effect=card.text)
    room = right - x
    two = f.size(fail, max(7, round(8.5 * k)))[0] > room
    # what prevents it: the types (icons and words), +1 each, −1 any other, the target
    y2 = y + s(18 if two else 19)
    ix = x
    for kind in card.prevent:
        surf.blit(art.item_icon(kind, s(17)), (ix, y2 - s(1)))
        ix += s(19)
    target = cr.get("target")
    types = _(" or ").join(item_type(t) for t in card.prevent)
    need = _("{types} +1 · other −1").format(types=types) if target is None else \
        _("{types} +1 · other −1 · needs {n}").format(types=types, n=target)
    text(need, (ix + s(4), y2 + s(7)), 11, anchor="midleft", width=right - ix - s(4))
    # the cards added so far: backs, face down
    y3 = y + s(35 if two else 38)
    n = int(cr.get("contributions", 0))
    back = art.token("card_back", s(13 if two else 15))
    bx = x
    for _i in range(min(n, 8)):
        surf.blit(back, (bx, y3 - s(1)))
        bx += s(10)
    if n:
        bx += s(6)
    words = (ngettext("{n} card in, face down", "{n} cards in, face down", n).format(n=n)
             if n else _("no cards added yet"))
    if n > 8:
        words = f"+{n - 8} · {words}"
    text(words, (bx, y3 + s(6)), 11, pal.text_dim if not n else pal.text, anchor="midleft",
         width=right - bx)
    if two:
        top = y3 + s(12)  # just under the cards added so far
        room_h = rect.y + s(CRISIS_H) - s(1) - top
        for size in (9.0, 8.5, 8.0):
            px = max(7, round(size * k))
            lines = f.wrap(fail, px, room)
            lh = f.line_height(px)
            if len(lines) <= 2 and lh * len(lines) <= room_h and \
                    all(f.size(li, px)[0] <= room for li in lines):
                for i, li in enumerate(lines):
                    surf.blit(f.render(li, px, pal.warn), (x, top + i * lh))
                return
    text(fail, (x, y + s(53)), 10.5, pal.warn, width=room)
