"""Every text a screen draws, where it lands and what is wrong with it (issue 20 item 13).

``Recorder`` follows each text from the font to the screen: while it records, the surfaces
the client makes are :class:`RecSurface` (a ``pygame.Surface`` that remembers the texts
blitted onto it, and hands them on, moved and clipped, when it is itself blitted), and
every surface the fonts render is known by its text.  An opaque blit, fill or filled
rectangle hides the texts under it.  ``capture(app)`` draws the whole screen once into a
recording surface and returns what is visible: :class:`Drawn` (the text as drawn, its ink
box, the part of it left visible by the clips, and the layer: a scene's name or
``"toast"``).

``findings(...)`` turns that into :class:`Finding` s:

* ``off``     -- ink outside the window;
* ``clipped`` -- ink cut by a clip (a box too small, with no "…" to say so);
* ``cut``     -- a text shortened with "…" where nothing shows the whole on hover;
* ``overlap`` -- the ink of two texts crossing;
* ``spill``   -- a text running out of the widget (button, choice) it belongs to;
* ``toast``   -- a toast over something a player uses (a widget, the board, the player
  strip, the private panel).

``game.devtools.sweep`` drives every screen through it in each language and size.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import pygame

_Base = pygame.Surface  # the real class, whatever ``pygame.Surface`` names while recording


@dataclass
class Drawn:
    text: str
    rect: pygame.Rect  # the ink
    vis: pygame.Rect  # the part of the ink inside every clip on the way to the screen
    layer: str
    shown: pygame.Rect | None = None  # the part not covered by what was drawn later
    box: pygame.Rect | None = None  # the line's box (the rendered text's whole rect)

    def __post_init__(self) -> None:
        if self.shown is None:
            self.shown = pygame.Rect(self.vis)


@dataclass(frozen=True)
class Finding:
    kind: str
    text: str
    rect: tuple[int, int, int, int]
    detail: str = ""
    scene: str = ""

    def __str__(self) -> str:
        extra = f" ({self.detail})" if self.detail else ""
        return f"{self.scene}: {self.kind} {self.text!r} at {self.rect}{extra}"


class _State:
    active = False
    layer = "screen"
    texts: dict[int, tuple[str, pygame.Surface]] = {}


def _recs(surface: Any) -> list[Drawn] | None:
    d = getattr(surface, "__dict__", None)
    if d is None:
        return None
    return d.setdefault("recs", [])  # type: ignore[no-any-return]


def _opaque(src: pygame.Surface) -> bool:
    return not src.get_flags() & pygame.SRCALPHA and src.get_colorkey() is None and \
        src.get_alpha() in (None, 255)


def _hide(recs: list[Drawn], rect: pygame.Rect) -> None:
    """Texts under an opaque ``rect`` are hidden from now on (a text partly under it keeps
    the part left uncovered as ``shown``)."""
    if rect.width <= 0 or rect.height <= 0:
        return
    keep = []
    for d in recs:
        sh = d.shown
        assert sh is not None
        inter = sh.clip(rect)
        if not inter.width or not inter.height:
            keep.append(d)
            continue
        if inter == sh:
            continue  # all under it
        if inter.top == sh.top and inter.bottom == sh.bottom:  # a left or a right part left
            left = pygame.Rect(sh.x, sh.y, inter.x - sh.x, sh.height)
            right = pygame.Rect(inter.right, sh.y, sh.right - inter.right, sh.height)
            d.shown = max(left, right, key=lambda r: r.width)
        elif inter.left == sh.left and inter.right == sh.right:  # a top or a bottom part
            top = pygame.Rect(sh.x, sh.y, sh.width, inter.y - sh.y)
            bottom = pygame.Rect(sh.x, inter.bottom, sh.width, sh.bottom - inter.bottom)
            d.shown = max(top, bottom, key=lambda r: r.height)
        keep.append(d)
    recs[:] = keep


class RecSurface(_Base):
    """A surface that remembers the texts blitted onto it (see the module doc)."""

    def blit(self, source: Any, dest: Any = (0, 0), area: Any = None,  # type: ignore[override]
             special_flags: int = 0) -> pygame.Rect:
        got = super().blit(source, dest, area, special_flags)
        if _State.active:
            self._note(source, dest, area, got, special_flags)
        return got

    def _note(self, source: Any, dest: Any, area: Any, got: pygame.Rect,
              special_flags: int) -> None:
        recs = _recs(self)
        if recs is None:
            return
        x, y = (dest.x, dest.y) if isinstance(dest, pygame.Rect) else (int(dest[0]),
                                                                        int(dest[1]))
        area_r = pygame.Rect(area) if area is not None else None
        dx, dy = (x - area_r.x, y - area_r.y) if area_r else (x, y)
        window = got if got.width and got.height else pygame.Rect(x, y, 0, 0)
        known = _State.texts.get(id(source))
        if known is not None and known[1] is source:
            ink = source.get_bounding_rect().move(dx, dy)
            if ink.width and ink.height:  # what the blit changed: clip and area applied
                box = source.get_rect().move(dx, dy)
                recs.append(Drawn(known[0], ink, ink.clip(window), _State.layer, box=box))
            return
        if _opaque(source) and special_flags == 0:
            _hide(recs, got)
        sub = getattr(source, "__dict__", {}).get("recs")
        if sub:
            for d in sub:
                ink = d.rect.move(dx, dy)
                vis = d.vis.move(dx, dy).clip(window)
                assert d.shown is not None
                shown = d.shown.move(dx, dy).clip(window)
                if vis.width and vis.height:
                    recs.append(Drawn(d.text, ink, vis, d.layer if d.layer != "screen"
                                      else _State.layer, shown,
                                      d.box.move(dx, dy) if d.box else None))

    def fill(self, color: Any, rect: Any = None, special_flags: int = 0) -> pygame.Rect:
        got = super().fill(color, rect, special_flags)
        if _State.active and special_flags == 0:
            c = pygame.Color(color) if not isinstance(color, int) else None
            if c is None or c.a == 255:
                recs = _recs(self)
                if recs is not None:
                    _hide(recs, got)
        return got

    def copy(self) -> RecSurface:
        out = super().copy()
        _recs(out)[:] = list(_recs(self) or [])  # type: ignore[index]
        return out  # type: ignore[return-value]

    def convert(self, *a: Any) -> RecSurface:
        out = super().convert(*a)
        _recs(out)[:] = list(_recs(self) or [])  # type: ignore[index]
        return out  # type: ignore[return-value]

    def convert_alpha(self, *a: Any) -> RecSurface:
        out = super().convert_alpha(*a)
        _recs(out)[:] = list(_recs(self) or [])  # type: ignore[index]
        return out  # type: ignore[return-value]


@contextmanager
def recording() -> Iterator[None]:
    """While inside: new surfaces record texts (see the module doc)."""
    from game.client.core import fonts as fonts_mod
    real_surface = pygame.Surface
    real_render = fonts_mod.Fonts.render
    real_rect = pygame.draw.rect

    def render(self: Any, text: str, size: int, colour: Any, bold: bool = False
               ) -> pygame.Surface:
        surf = real_render(self, text, size, colour, bold)
        _State.texts[id(surf)] = (text, surf)
        return surf

    def rect(surface: Any, color: Any, r: Any, width: int = 0, *a: Any, **k: Any
             ) -> pygame.Rect:
        got = real_rect(surface, color, r, width, *a, **k)
        if width == 0 and isinstance(surface, RecSurface):
            c = pygame.Color(color) if not isinstance(color, int) else None
            if c is None or c.a == 255:
                recs = _recs(surface)
                if recs is not None:
                    _hide(recs, got)
        return got

    pygame.Surface = RecSurface  # type: ignore[misc]
    fonts_mod.Fonts.render = render  # type: ignore[method-assign]
    pygame.draw.rect = rect  # type: ignore[assignment]
    _State.active = True
    try:
        yield
    finally:
        _State.active = False
        pygame.Surface = real_surface  # type: ignore[misc]
        fonts_mod.Fonts.render = real_render  # type: ignore[method-assign]
        pygame.draw.rect = real_rect
        _State.texts = {}


def fresh(app: Any) -> None:
    """Forget every cached picture with text in it, so the next draw renders it anew."""
    from game.client.scenes.table.scene import TableScene

    app.fonts.clear()
    app.art._cache.clear()
    for scene in app.stack.scenes:
        if isinstance(scene, TableScene):
            scene._bg = scene._board = None
            scene._bg_key = scene._board_key = None
            scene.pieces.surface = None
            scene.pieces.invalidate()
            scene.painter._fits.clear()
            scene.painter._standees.clear()
            scene.painter._tiles.clear()
        cache = getattr(scene, "_cache", None)
        if isinstance(cache, dict):
            cache.clear()
        if hasattr(scene, "invalidate"):
            scene.invalidate()


def capture(app: Any) -> list[Drawn]:
    """Draw the screen once (from scratch) and return the texts left visible on it."""
    with recording():
        fresh(app)
        screen = RecSurface(app.screen.get_size())
        real_toasts = app._draw_toasts

        def toasts(surface: pygame.Surface) -> None:
            _State.layer = "toast"
            try:
                real_toasts(surface)
            finally:
                _State.layer = "screen"

        app._draw_toasts = toasts
        try:
            for scene in app.stack.visible():
                _State.layer = scene.name
                scene.draw(screen)
            _State.layer = "overlay"
            for o in app.overlays:
                o.draw(screen)
            _State.layer = "screen"
            app._draw_toasts(screen)
        finally:
            del app._draw_toasts
            _State.layer = "screen"
        return list(_recs(screen) or [])


# --------------------------------------------------------------------------- the rules
def widgets(app: Any, scene_names: bool = False) -> list[Any]:
    """The rects of the widgets on screen (buttons, choices, fields) of the visible scenes
    (``scene_names``: as (scene name, rect))."""
    out: list[Any] = []
    for scene in app.stack.visible():
        focus = getattr(scene, "focus", None)
        for w in getattr(focus, "widgets", []):
            if w.visible and w.rect.width > 0 and w.rect.height > 0:
                r = pygame.Rect(w.rect)
                out.append((scene.name, r) if scene_names else r)
    return out


def hovers(app: Any) -> list[pygame.Rect]:
    """Where hovering shows more (a card, a tooltip, a cut label's whole text)."""
    out = [pygame.Rect(r) for r in widgets(app)]  # a cut label shows whole on hover
    for scene in app.stack.visible():
        spots = getattr(scene, "hover_spots", None)
        if callable(spots):
            for spot in spots():
                out.append(pygame.Rect(spot[0]))
        more = getattr(scene, "hover_rects", None)
        if callable(more):
            out += [pygame.Rect(r) for r in more()]
    return out


def blockers(app: Any) -> list[pygame.Rect]:
    """What a toast must leave uncovered: widgets, and each scene's own places to click."""
    out = widgets(app)
    for scene in app.stack.visible():
        more = getattr(scene, "toast_blockers", None)
        if callable(more):
            out += [pygame.Rect(r) for r in more(app.screen)]
    return out


def _boxes_cross(a: Drawn, b: Drawn) -> bool:
    """Two inks less than 4 px apart on one line run into each other; one above the other,
    less than 2 px apart, they count only when the lines' boxes cross too (the lines of a
    paragraph touch, each in its own line box)."""
    assert a.shown is not None and b.shown is not None
    if a.shown.colliderect(b.shown) or a.box is None or b.box is None:
        return True
    top, bottom = max(a.shown.top, b.shown.top), min(a.shown.bottom, b.shown.bottom)
    if bottom - top >= min(a.shown.height, b.shown.height) / 2:
        return True  # side by side on one line
    inter = a.box.clip(b.box)
    return inter.width > 2 and inter.height > 2


def _shadow(a: Drawn, b: Drawn) -> bool:
    near = max(3, a.rect.height // 10)  # a drop shadow's offset grows with the text
    return a.text == b.text and abs(a.rect.x - b.rect.x) <= near and \
        abs(a.rect.y - b.rect.y) <= near


def findings(app: Any, drawn: list[Drawn], scene: str = "") -> list[Finding]:
    from game.client.core import ui
    out: list[Finding] = []
    screen = app.screen.get_rect()
    wid = widgets(app, scene_names=True)
    hov = hovers(app)
    block = blockers(app)

    def add(kind: str, d: Drawn, detail: str = "") -> None:
        out.append(Finding(kind, d.text, tuple(d.rect), detail, scene))  # type: ignore[arg-type]

    for d in drawn:
        if not screen.contains(d.rect):
            add("off", d)
        elif d.vis != d.rect and (d.rect.height - d.vis.height > 2 or
                                  d.rect.width - d.vis.width > 2):
            add("clipped", d, f"visible {tuple(d.vis)}")
        full = ui.CUTS.get(d.text)
        if full is not None and full != d.text and d.layer != "toast" and \
                not any(h.collidepoint(d.vis.center) for h in hov):
            add("cut", d, full)
        if d.layer == "toast":
            box = d.rect.inflate(app.px(24), app.px(12))
            hit = [tuple(b) for b in block if b.colliderect(box)]
            if hit:
                add("toast", d, f"covers {hit[0]}")
            continue
        assert d.shown is not None
        for layer, w in wid:
            inter = w.clip(d.shown)
            if layer == d.layer and inter.width and inter.height and \
                    not w.inflate(2, 2).contains(d.shown):
                add("spill", d, f"widget {tuple(w)}")
                break
    shown = [d for d in drawn if d.layer != "toast" and d.shown and d.shown.width and
             d.shown.height]
    rects = [pygame.Rect(d.shown or d.vis).inflate(8, 4) for d in shown]  # this close: one
    for i, d in enumerate(shown):
        assert d.shown is not None
        for j in d.shown.collidelistall(rects[i + 1:]):
            e = shown[i + 1 + j]
            assert e.shown is not None
            inter = d.shown.clip(rects[i + 1 + j])
            if inter.width and inter.height and d.layer == e.layer and not _shadow(d, e) \
                    and _boxes_cross(d, e):  # (a scene under a dimmed overlay is not read)
                out.append(Finding("overlap", d.text, tuple(d.rect),  # type: ignore[arg-type]
                                   f"with {e.text!r} at {tuple(e.rect)}", scene))
    return out
