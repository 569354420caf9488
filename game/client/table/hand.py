"""The hand as cards (issue 22 item 1): where the viewer's hand lies in the private panel,
which card is lifted, held or dragged, and how that is drawn.

* At rest (the cached pieces layer, :meth:`HandView.draw_rest`) the cards stand in a row in
  the private panel, narrower when there are many; each shows its top -- the band with the
  name and the type badge, the top of its picture -- the rest of the card is tucked below
  the panel's edge.  What shows of each is its ``slice`` (the part a pointer hovers).
* Every frame (:meth:`HandView.draw_over`) the hovered card is lifted: drawn whole and
  enlarged above its place, its full text readable, how to play it under it; a held card's
  legal targets light up (what a drop there does by the pointer); a dragged card follows the
  pointer, leaving a gap in the row; a card held by a click is raised and ringed in its
  place; a card nobody took slides back.

Only the viewer's own hand comes here (``TableScene.private()``): nobody else's cards are
drawn face up on the shared table.  The state (hover, held, the pointer) is set by the
table's input (:mod:`game.client.scenes.table.hand_input`); this module only lays out and
draws.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

import pygame

from game.client.core import ui
from game.client.table.cards import CardFace, draw_card, fitted_rect
from game.client.table.layout import AREAS, Layout
from game.i18n import _

if TYPE_CHECKING:
    from game.client.core.app import App

PX, PY, PW, PH = AREAS["private"]  # the private panel (the same on every board)
# the hand's row inside the private panel (design units): under the dice, over the group line
HAND_X, HAND_Y, HAND_W, HAND_H = PX + 66, PY + 27, 574, 72
CARD_W, CARD_H = 110, 154  # a card at rest (design units); its top HAND_H show
GAP = 6
RAISE = 3  # how far a card held by a click rises in its place (design units)
LIFT_W = 250  # a lifted card's width (UI units: readable at every window size)


def clip_rect(lay: Layout) -> pygame.Rect:
    """The hand's row in pixels (cards at rest are clipped to it)."""
    return lay.r(HAND_X, HAND_Y, HAND_W, HAND_H)


def rest_rects(lay: Layout, n: int) -> list[pygame.Rect]:
    """Where ``n`` cards lie at rest: whole cards (taller than the row), left to right;
    narrower when they do not fit side by side at their full width (the name then wraps
    in what shows; hovering lifts the whole card)."""
    if n <= 0:
        return []
    w = min(float(CARD_W), (HAND_W + GAP) / n - GAP)
    return [lay.r(HAND_X + i * (w + GAP), HAND_Y, w, CARD_H) for i in range(n)]


def slices(rects: list[pygame.Rect], clip: pygame.Rect) -> list[pygame.Rect]:
    """What shows of each card at rest: its part inside the row, short of the next card."""
    out = []
    for i, r in enumerate(rects):
        s = r.clip(clip)
        if i + 1 < len(rects):
            s.width = max(1, min(s.width, rects[i + 1].x - s.x))
        out.append(s)
    return out


REST_SIZE = 10.5  # the type size of a card at rest (its name fits the part that shows)


def rest_size(app: App, rect: pygame.Rect, face: CardFace) -> float | None:
    """The type size a card at rest is drawn at: :data:`REST_SIZE`, smaller (down to 7)
    where a word of its name (bold, 1.25× the size, as :func:`draw_card` sets a title)
    would not fit the card's width less its margins and badge, or the name would take more
    than two lines; None: not even then."""
    k = rect.width / app.px(300)
    pad = max(4, int(app.px(12) * k))
    words = face.title.split() or [""]
    size = REST_SIZE
    while size >= 7:
        room = rect.width - 2 * pad - app.px(size * 2) - pad // 2  # the badge: always
        px = app.px(size * 1.25)
        if (
            max(app.fonts.size(w, px, True)[0] for w in words) <= room
            and len(app.fonts.wrap(face.title, px, room, True)) <= 2
        ):
            return size
        size -= 0.5
    return None


def rest_card(app: App, rect: pygame.Rect, face: CardFace) -> tuple[CardFace, float]:
    """The face and type size of a card at rest (or dragged) in ``rect``; a long compound
    name that fits no other way breaks after its hyphens ("Bärentatzen-" / "Schneeschuhe")."""
    small = rest_face(face)
    size = rest_size(app, rect, small)
    if size is None and "-" in small.title:
        broken = replace(small, title=small.title.replace("-", "- "))
        size = rest_size(app, rect, broken)
        if size is not None:
            return broken, size
    return small, size or 7


def rest_face(face: CardFace) -> CardFace:
    """The card as it shows at rest and while dragged: its name, type badge and picture
    (the text is read on the lifted card)."""
    return replace(face, subtitle="", text="", extra=(), flavour="", icons=())


def lift_rect(
    app: App, lay: Layout, face: CardFace, rest: pygame.Rect, bounds: pygame.Rect
) -> pygame.Rect:
    """Where the hovered card is drawn: whole, enlarged, standing on the private panel's
    lower edge above its place (inside ``bounds``)."""
    w = max(app.px(LIFT_W), lay.s(CARD_W) + lay.s(40))
    r = fitted_rect(app, face, w)
    r.height = max(r.height, w)
    panel_bottom = lay.r(PX, PY, PW, PH).bottom
    r.midbottom = (rest.centerx, panel_bottom - lay.s(2))
    return r.clamp(bounds)


def drag_rect(lay: Layout, pos: tuple[int, int]) -> pygame.Rect:
    """A dragged card (at its rest size) just above the pointer, so that the target under
    the pointer stays in sight."""
    r = lay.r(0, 0, CARD_W, CARD_H)
    r.midbottom = (pos[0], pos[1] - lay.s(10))
    return r


@dataclass
class Zone:
    """A place a held card may go: its ``key`` (``("crisis",)``, ``("survivor", sid)``,
    ``("food",)``, ``("colony",)``, ``("die", i)``), where it is, the legal action a drop
    there performs (None: nothing legal) and the action tried otherwise, so that the engine
    says why not; ``lit``: shown lit while the card is held (when legal)."""

    key: tuple
    rect: pygame.Rect
    action: Any = None
    attempt: Any = None
    lit: bool = True
    label: str = ""  # what a drop there does (shown by the pointer)


@dataclass
class HandView:
    """The hand as last drawn, and what the input is doing with it."""

    uids: list[str] = field(default_factory=list)  # the cards drawn at rest, in order
    faces: list[CardFace | None] = field(default_factory=list)
    rects: list[pygame.Rect] = field(default_factory=list)  # whole cards at rest
    slices: list[pygame.Rect] = field(default_factory=list)  # what shows of each
    mouse: tuple[int, int] | None = None
    held: int | None = None  # the card picked up (a click, or a drag)
    drag: tuple[int, int] | None = None  # where a dragged card was grabbed (else None)
    zones: list[Zone] = field(default_factory=list)  # the held card's targets
    enabled: bool = True  # False while the hand is covered (the secret objective shows)
    playable: bool = False  # the viewer's turn: the cards may be played (the lifted card says how)
    returning: int | None = None  # a card sliding back to its place (its place shows empty)
    ret_from: pygame.Rect | None = None  # ... from there
    ret_t: float = 0.0  # ... this far (0..1)

    def clear(self) -> None:
        """Nothing held (the card back in its place)."""
        self.held = None
        self.drag = None
        self.zones = []

    def forget(self) -> None:
        """No hand shows (nobody is viewing): nothing to hover, hold or draw."""
        self.clear()
        self.returning = self.ret_from = None
        self.uids, self.faces, self.rects, self.slices = [], [], [], []

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The index of the card whose visible part is under ``pos`` (None: none)."""
        if not self.enabled:
            return None
        for i in reversed(range(len(self.slices))):
            if self.slices[i].collidepoint(pos):
                return i
        return None

    def hovered(self) -> int | None:
        """The card lifted now: under the pointer while nothing is held."""
        if self.held is not None or self.mouse is None:
            return None
        return self.card_at(self.mouse)

    def zone_at(self, pos: tuple[int, int]) -> Zone | None:
        """The target under ``pos``: a survivor before the places that hold it."""
        hits = [z for z in self.zones if z.rect.collidepoint(pos)]
        if not hits:
            return None
        return min(hits, key=lambda z: z.rect.width * z.rect.height)

    def key(self) -> tuple:
        """What changes the picture of the hand at rest (the cached layer)."""
        return (tuple(self.uids), self.enabled)

    # ------------------------------------------------------------------ drawing
    def draw_rest(
        self,
        surface: pygame.Surface,
        app: App,
        lay: Layout,
        uids: list[str],
        faces: list[CardFace | None],
        playable: bool = False,
    ) -> None:
        """The hand at rest (the private panel, in the cached layer): every card's top,
        clipped to the row."""
        if list(uids) != self.uids:  # another hand (played, drawn, another viewer)
            self.clear()
        self.uids, self.faces = list(uids), list(faces)
        self.playable = playable
        self.rects = rest_rects(lay, len(uids))
        clip = clip_rect(lay)
        self.slices = slices(self.rects, clip)
        old = surface.get_clip()
        surface.set_clip(clip.clip(old) if old.width else clip)
        try:
            # one type size for the whole row (the smallest any name needs): names of one
            # size read as one hand
            cards = [
                rest_card(app, r, f) if f is not None else None
                for r, f in zip(self.rects, faces, strict=True)
            ]
            size = min((c[1] for c in cards if c is not None), default=REST_SIZE)
            for r, card in zip(self.rects, cards, strict=True):
                if card is not None:
                    draw_card(surface, app, r, card[0], size)
                else:  # an unknown card id: a blank back, never a guess
                    pygame.draw.rect(surface, app.art.pal.panel, r, border_radius=lay.s(6))
        finally:
            surface.set_clip(old)

    def draw_over(self, surface: pygame.Surface, app: App, lay: Layout) -> None:
        """Every frame, over the table: the held card's gap and its lit targets, the
        dragged card under the pointer, else the hovered card lifted."""
        pal = app.art.pal
        if self.returning is not None and self.returning < len(self.slices):
            self._draw_return(surface, app, lay, self.returning)
        if self.held is not None and self.held < len(self.rects):
            under = self.zone_at(self.mouse) if self.mouse else None
            for z in self.zones:
                if z.action is None or not z.lit:
                    continue
                self._light(surface, lay, z.rect, pal.highlight, z is under)
            face = self.faces[self.held] if self.held < len(self.faces) else None
            if face is not None and self.drag is not None and self.mouse is not None:
                gap = self.slices[self.held]  # its place in the row, empty
                pygame.draw.rect(surface, pal.bg2, gap)
                pygame.draw.rect(
                    surface,
                    pal.highlight,
                    gap.inflate(-lay.s(4), -lay.s(4)),
                    max(1, lay.s(2)),
                    border_radius=lay.s(6),
                )
                r = drag_rect(lay, self.mouse).clamp(surface.get_rect())
                shadow = r.move(lay.s(5), lay.s(6))
                pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=lay.s(8))
                draw_card(surface, app, r, *rest_card(app, r, face))
                pygame.draw.line(surface, pal.highlight, r.midbottom, self.mouse, max(2, lay.s(3)))
                pygame.draw.circle(surface, pal.highlight, self.mouse, lay.s(5))
            elif face is not None:  # held by a click: raised in its place, ringed
                self._draw_raised(surface, app, lay, self.held, face)
                self._draw_hint(surface, app, lay)
            if under is not None and under.action is not None and under.label and self.mouse:
                self._draw_label(surface, app, under.label, self.mouse)
            return
        i = self.hovered()
        if i is None or i >= len(self.faces) or self.faces[i] is None:
            return
        face = self.faces[i]
        assert face is not None
        r = lift_rect(app, lay, face, self.rects[i], surface.get_rect())
        hint = (
            _("drag or click to play · right-click: zoom")
            if self.playable
            else _("right-click or Z: zoom")
        )
        px = app.px(10.5)
        lh = app.fonts.line_height(px)
        lines = app.fonts.wrap(hint, px, r.width - app.px(12))[:2]
        foot = len(lines) * lh + app.px(4)
        r.y -= foot
        r.height += foot
        r.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, (0, 0, 0), r.move(lay.s(4), lay.s(5)), border_radius=lay.s(10))
        body = pygame.Rect(r.x, r.y, r.width, r.height - foot)
        pygame.draw.rect(surface, app.art.pal.bg2, r, border_radius=lay.s(10))
        draw_card(surface, app, body, face)
        y = body.bottom + app.px(2)
        for line in lines:  # what the card does here, in one or two lines under it
            img = app.fonts.render(line, px, app.art.pal.text_dim)
            surface.blit(img, img.get_rect(midtop=(r.centerx, y)))
            y += lh

    @staticmethod
    def _draw_label(surface: pygame.Surface, app: App, text: str, pos: tuple[int, int]) -> None:
        """What a drop at ``pos`` does, in a small box beside the pointer."""
        pal = app.art.pal
        px = app.px(12)
        w = min(app.fonts.size(text, px, True)[0] + app.px(14), surface.get_width() // 2)
        box = pygame.Rect(
            pos[0] + app.px(14), pos[1] + app.px(10), w, app.fonts.line_height(px, True) + app.px(8)
        )
        if box.right > surface.get_width() - app.px(4):
            box.right = pos[0] - app.px(14)
        box.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, pal.bg2, box, border_radius=app.px(5))
        pygame.draw.rect(surface, pal.highlight, box, 1, border_radius=app.px(5))
        ui.text(
            surface,
            app,
            text,
            (box.x + app.px(7), box.centery),
            12,
            pal.text,
            True,
            anchor="midleft",
            max_w=box.width - app.px(14),
        )

    def _draw_raised(
        self, surface: pygame.Surface, app: App, lay: Layout, i: int, face: CardFace
    ) -> None:
        """Card ``i`` held by a click: raised a little in its place (inside the row and the
        strip just above it), ringed."""
        lift = lay.s(RAISE)
        row = clip_rect(lay)
        room = pygame.Rect(row.x, row.y - lift, row.width, row.height + lift)
        r = self.rects[i].move(0, -lift)
        pygame.draw.rect(surface, app.art.pal.bg2, self.slices[i])
        old = surface.get_clip()
        surface.set_clip(room.clip(old) if old.width else room)
        try:
            draw_card(surface, app, r, *rest_card(app, r, face))
            ring = self.slices[i].move(0, -lift).inflate(lay.s(2), lay.s(2))
            ring.height += lay.s(8)
            pygame.draw.rect(
                surface, app.art.pal.highlight, ring, max(2, lay.s(3)), border_radius=lay.s(6)
            )
        finally:
            surface.set_clip(old)

    def _draw_hint(self, surface: pygame.Surface, app: App, lay: Layout) -> None:
        """Over the private panel's last line while a card is held by a click: what a
        click does now."""
        pal = app.art.pal
        lit = any(z.action is not None and z.lit for z in self.zones)
        hint = (
            _("Click a lit target · Enter: choose · Esc: put it back")
            if lit
            else _("Nothing takes this card now · Esc: put it back")
        )
        box = lay.r(PX + 4, PY + PH - 19, PW - 8, 17)
        pygame.draw.rect(surface, pal.bg2, box)
        ui.text(
            surface,
            app,
            hint,
            (box.x + lay.s(4), box.centery),
            11 * lay.k / app.scale,
            pal.highlight if lit else pal.warn,
            bold=True,
            anchor="midleft",
            max_w=box.width - lay.s(8),
        )

    def _draw_return(self, surface: pygame.Surface, app: App, lay: Layout, i: int) -> None:
        """Card ``i`` sliding back into its place (over the row, not below it)."""
        pygame.draw.rect(surface, app.art.pal.bg2, self.slices[i])
        face, a, b, t = self.faces[i], self.ret_from, self.rects[i], self.ret_t
        if face is None or a is None:
            return
        r = pygame.Rect(
            round(a.x + (b.x - a.x) * t),
            round(a.y + (b.y - a.y) * t),
            round(a.width + (b.width - a.width) * t),
            round(a.height + (b.height - a.height) * t),
        )
        old = surface.get_clip()
        surface.set_clip(pygame.Rect(0, 0, surface.get_width(), clip_rect(lay).bottom).clip(old))
        draw_card(surface, app, r, *rest_card(app, r, face))
        surface.set_clip(old)

    @staticmethod
    def _light(
        surface: pygame.Surface, lay: Layout, rect: pygame.Rect, col: Any, strong: bool
    ) -> None:
        glow = pygame.Surface(rect.size, pygame.SRCALPHA)
        glow.fill((*col[:3], 90 if strong else 40))
        surface.blit(glow, rect.topleft)
        pygame.draw.rect(
            surface,
            col,
            rect.inflate(lay.s(4), lay.s(4)),
            max(2, lay.s(4 if strong else 2)),
            border_radius=lay.s(6),
        )
