"""What the tutorial's coach must leave in view (issue 20 item 8), by one rule for every
step: the coach's box keeps clear of

- the step's lit targets (its buttons, panels);
- what the step is about on the board: the survivors that could do the step's action and
  what it would be done to (the zombies an attack could kill, the entrances a barricade
  could fill, the place a search would draw from; where a move could go is lit as the
  step's targets once a survivor is picked);
- what the pending decision is about on the board (the survivor an exposure roll is for);
- the table's overlays shown now: the dice thrown (exposure, the round's dice), the
  crisis cards turned over, a banner;
- an open chooser: its box and the card of its focused option (the name of a drawn card).

Hover cards stay clear of the coach instead (:meth:`game.client.table.cards.CardZoom.draw`: they
follow the pointer, so the coach does not jump about), and the coach hides while a card is
pinned large.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from game.client.tutorial.coach import Coach


def subject_rects(coach: Coach) -> list[pygame.Rect]:
    """The board rects of what the step's possible actions involve (its kind only)."""
    from game.client.table.labels import action_survivors

    st = coach.step
    t = coach.table
    if st is None or not st.action:
        return []
    hits = t.hits
    view = t.view
    out: list[pygame.Rect] = []
    for a in t.my_turn_actions():
        if a.type != st.action:
            continue
        out += [hits.survivors[sid] for sid in action_survivors(a) if sid in hits.survivors]
        here = view.get("survivors", {}).get(getattr(a, "survivor", None) or "", {}).get("loc")
        if a.type == "attack" and str(a.target).startswith("z") and here is not None:
            key = (here, int(str(a.target)[1:]))
            out += [hits.entrances[key]] if key in hits.entrances else []
        elif a.type == "barricade" and here is not None:
            key = (here, int(a.entrance))
            out += [hits.entrances[key]] if key in hits.entrances else []
        elif a.type == "search" and here is not None and here in hits.locations:
            out.append(hits.locations[here])  # the deck searched
    return out


def keep_clear(coach: Coach, surface: pygame.Surface) -> list[pygame.Rect]:
    """Every rect the coach's box must not cover now (see the module docstring)."""
    app = coach.app
    t = coach.table
    pad = app.px(6)
    rects = [r.inflate(app.px(12), app.px(12)) for r in coach.targets()]
    if t in app.stack.scenes:
        lay = t.layout(surface)
        rects += [r.inflate(pad, pad) for r in subject_rects(coach)]
        rects += t.overlays.focus_rects()
        rects += [r.inflate(pad, pad) for r in t.overlays.shown_rects(lay)]
    top: Any = app.stack.top
    if top is not None and top is not t and hasattr(top, "box"):
        try:
            rects.append(top.box(surface))
        except (AttributeError, TypeError, ValueError):
            pass
        card = getattr(top, "card_rect", None)
        if card is not None:
            rects.append(card.inflate(pad, pad))
    return [r for r in rects if r.width > 0 and r.height > 0]


def card_pinned(coach: Coach) -> bool:
    """A card is shown large (the table's or a chooser's zoom): the coach steps aside."""
    top: Any = coach.app.stack.top
    zooms = [coach.table.zoom, getattr(top, "zoom", None)]
    return any(z is not None and z.pinned is not None for z in zooms)
