"""Small widget kit: buttons, cycles (choices), toggles, text fields and a focus group.

Everything is keyboard-reachable: Tab/Shift+Tab or Up/Down move the focus, Enter/Space
activate, Left/Right change a choice, typing edits a text field.  Mouse hover moves the
focus too.  Widgets get their ``rect`` from the scene's layout every frame (the window
may be resized at any time), and draw with sizes scaled by ``app.ui``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.client.core.fonts import CUTS, note_cut  # noqa: F401  (where they lived)
from game.i18n import N_, _

if TYPE_CHECKING:
    from game.client.core.app import App

Colour = tuple[int, int, int]


# --------------------------------------------------------------------------- overflow
# Texts that did not fit their box even at the smallest allowed size (shown cut with "…"),
# or ran off the window: text -> where.  ``python -m game i18n check`` reads it after
# driving the screens in the pseudo-locale (issue 13 item 6).
OVERFLOWS: dict[str, str] = {}
MIN_TEXT = 11.0  # smallest size (design px) a label shrinks to before it is cut


def overflow(s: str, where: str) -> None:
    """Record a text that did not fit.  In the pseudo-locale only interface texts count
    (they carry its ⟦ ⟧ marks): a player's long name cut on a badge is not a translation
    problem, and a card's words (⟪ ⟫) cut on the table are read in full by hovering the
    card."""
    from game import i18n

    if i18n.current() == i18n.PSEUDO and (i18n.PSEUDO_OPEN not in s or i18n.CARD_OPEN in s):
        return  # a card's words cut on the table: the card itself shows on hover
    if len(OVERFLOWS) < 500:
        OVERFLOWS.setdefault(s, where)


def fit_size(app: App, s: str, size: float, width: int, bold: bool = False,
             minimum: float = MIN_TEXT) -> tuple[float, str]:
    """The size (design px) at which ``s`` fits ``width`` pixels, shrinking from ``size``
    down to ``minimum``; past that the text is cut with "…" (and recorded as overflow)."""
    while size > minimum and app.fonts.size(s, app.px(size), bold)[0] > width:
        size = max(minimum, size - 0.5)
    if app.fonts.size(s, app.px(size), bold)[0] > width > 0:
        overflow(s, "box")
        return size, app.fonts.fit(s, app.px(size), width, bold)
    return size, s


# --------------------------------------------------------------------------- drawing helpers
def text(surface: pygame.Surface, app: App, s: str, pos: tuple[float, float], size: float,
         colour: Colour | None = None, bold: bool = False, anchor: str = "topleft",
         max_w: int | None = None, minimum: float = MIN_TEXT) -> pygame.Rect:
    """One line of text.  ``max_w``: shrink to fit that width, down to ``minimum`` (then cut
    with "…")."""
    if max_w is not None:
        size, s = fit_size(app, s, size, max_w, bold, min(size, minimum))
    img = app.fonts.render(s, app.px(size), colour or app.art.pal.text, bold)
    r = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(img, r)
    if s and (r.left < 0 or r.right > surface.get_width()):
        overflow(s, "off the window")
    return r


def block(surface: pygame.Surface, app: App, s: str, rect: pygame.Rect, size: float,
          colour: Colour | None = None, bold: bool = False, minimum: float = 9.0,
          lines: int = 2, align: str = "left", valign: str = "centre") -> pygame.Rect:
    """``s`` inside ``rect``: one line, shrinking down to ``MIN_TEXT``; else up to ``lines``
    wrapped lines, shrinking down to ``minimum``, as many as the height holds; only then the
    last line is cut with "…".  ``align``: "left" or "centre"; ``valign``: "centre" or
    "top".  Returns the box of the lines drawn."""
    col = colour or app.art.pal.text
    one = min(size, MIN_TEXT)
    sz = size
    while sz > one and app.fonts.size(s, app.px(sz), bold)[0] > rect.width:
        sz = max(one, sz - 0.5)
    rows: list[str] = [s]
    if app.fonts.size(s, app.px(sz), bold)[0] > rect.width and lines > 1:
        sz = min(size, max(minimum, sz))
        while True:
            px = app.px(sz)
            rows = app.fonts.wrap(s, px, rect.width, bold)
            lh = app.fonts.line_height(px, bold)
            fits = all(app.fonts.size(r, px, bold)[0] <= rect.width for r in rows)
            if fits and len(rows) <= lines and lh * len(rows) <= rect.height:
                break
            if sz <= minimum:
                keep = max(1, min(lines, rect.height // max(1, lh)))
                if len(rows) > keep:
                    rows = rows[:keep - 1] + [" ".join(rows[keep - 1:])]
                break
            sz = max(minimum, sz - 0.5)
    px = app.px(sz)
    lh = app.fonts.line_height(px, bold)
    y = rect.y if valign == "top" else rect.centery - lh * len(rows) // 2
    out = pygame.Rect(rect.x, y, 0, 0)
    for row in rows:
        if app.fonts.size(row, px, bold)[0] > rect.width:
            overflow(s, "box")
            row = app.fonts.fit(row, px, rect.width, bold)
        img = app.fonts.render(row, px, col, bold)
        r = img.get_rect(topleft=(rect.x, y)) if align == "left" else \
            img.get_rect(midtop=(rect.centerx, y))
        surface.blit(img, r)
        out = out.union(r) if out.width else r
        y += lh
    return out


def paragraph(surface: pygame.Surface, app: App, s: str, rect: pygame.Rect, size: float,
              colour: Colour | None = None, bold: bool = False, line_gap: float = 1.15,
              scroll: int = 0) -> int:
    """Wrapped text in ``rect`` (clipped); returns the total height in pixels."""
    px = app.px(size)
    lines = app.fonts.wrap(s, px, rect.width, bold)
    lh = int(app.fonts.line_height(px, bold) * line_gap)
    old = surface.get_clip()
    surface.set_clip(rect.clip(old) if old else rect)
    y = rect.y - scroll
    col = colour or app.art.pal.text
    for line in lines:
        if y + lh >= rect.y and y <= rect.bottom and line:
            surface.blit(app.fonts.render(line, px, col, bold), (rect.x, y))
        y += lh
    surface.set_clip(old)
    return lh * len(lines)


def panel(surface: pygame.Surface, app: App, rect: pygame.Rect, colour: Colour | None = None,
          edge: Colour | None = None, radius: float = 10, alpha: int = 255) -> None:
    pal = app.art.pal
    r = app.px(radius)
    col = colour or pal.panel
    if alpha < 255:
        s = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(s, (*col, alpha), s.get_rect(), border_radius=r)
        surface.blit(s, rect.topleft)
    else:
        pygame.draw.rect(surface, col, rect, border_radius=r)
    if edge is not None or alpha == 255:
        pygame.draw.rect(surface, edge or pal.edge, rect, max(1, app.px(2)), border_radius=r)


def dim(surface: pygame.Surface, alpha: int = 170) -> None:
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((8, 10, 14, alpha))
    surface.blit(shade, (0, 0))


# called whenever a button is pressed (the app plays its click sound here)
on_activate: Callable[[], None] | None = None


# --------------------------------------------------------------------------- widgets
class Widget:
    focusable = True

    def __init__(self, label: str = "", hotkey: int | None = None, tooltip: str = "") -> None:
        self.label = label
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.enabled = True
        self.hotkey = hotkey
        self.tooltip = tooltip
        self.visible = True

    def activate(self) -> None:
        pass

    def key(self, event: Any) -> bool:
        """A key event while focused; return True when consumed."""
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.enabled:
                self.activate()
            return True
        return False

    def textinput(self, s: str) -> bool:
        return False

    def click(self, pos: tuple[int, int], button: int) -> bool:
        if self.enabled and button == 1:
            self.activate()
            return True
        return False

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        pass


class Button(Widget):
    def __init__(self, label: str, on_click: Callable[[], None], hotkey: int | None = None,
                 tooltip: str = "", primary: bool = False, icon: pygame.Surface | None = None
                 ) -> None:
        super().__init__(label, hotkey, tooltip)
        self.on_click = on_click
        self.primary = primary
        self.icon = icon
        self.selected = False  # drawn as "on" (e.g. the chosen option)
        self.hint = ""  # a small hotkey hint in the corner
        self.font_size: float | None = None  # fixed size (design px) instead of automatic
        self.pad_right = 0.0  # design px kept free at the right end (icons drawn there)
        self.cut = ""  # the whole label when the last draw had to cut it (hover shows it)

    def hint_room(self, app: App) -> int:
        """Pixels kept free at the left end for the hotkey hint (the label never runs
        under it)."""
        if not self.hint:
            return 0
        return app.fonts.size(self.hint, app.px(9), True)[0] + app.px(6)

    def label_room(self, app: App) -> int:
        """The width the label may take."""
        return self.rect.width - app.px(12) - (app.px(self.pad_right) if self.pad_right
                                               else 0) - self.hint_room(app) - (
            self.icon.get_width() + app.px(8) if self.icon is not None else 0)

    def activate(self) -> None:
        if on_activate is not None:
            on_activate()  # the interface click sound
        self.on_click()

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        pal = app.art.pal
        if not self.enabled:
            bg, fg = pal.bg2, pal.text_dim
        elif self.selected:
            bg, fg = pal.accent, pal.text_dark
        elif focused or hovered:
            bg, fg = pal.panel_hi, pal.text
        else:
            bg, fg = (pal.panel if not self.primary else (44, 70, 100)), pal.text
        r = app.px(8)
        pygame.draw.rect(surface, bg, self.rect, border_radius=r)
        edge = pal.highlight if focused else pal.edge
        pygame.draw.rect(surface, edge, self.rect, max(1, app.px(3 if focused else 1)),
                         border_radius=r)
        size = self.font_size or min(22.0, self.rect.height / app.scale * 0.48)
        bold = self.primary or focused
        pad = app.px(self.pad_right) if self.pad_right else 0
        room = self.label_room(app)
        cx = self.rect.centerx - pad // 2 + self.hint_room(app) // 2
        text_ = _(self.label)
        self.cut = ""
        floor = min(size, MIN_TEXT)
        while size > floor and app.fonts.size(text_, app.px(size), bold)[0] > room:
            size = max(floor, size - 0.5)
        if app.fonts.size(text_, app.px(size), bold)[0] > room and self.icon is None and \
                self._two_lines(surface, app, text_, fg, bold, room, cx):
            self._draw_hint(surface, app, edge, focused)
            return
        size, label = fit_size(app, text_, size, room, bold, min(size, 9.0))
        if label != text_:
            self.cut = text_
        img = app.fonts.render(label, app.px(size), fg, bold)
        x = cx - img.get_width() // 2
        if self.icon is not None:
            ic = self.icon
            total = ic.get_width() + app.px(8) + img.get_width()
            x = cx - total // 2
            surface.blit(ic, (x, self.rect.centery - ic.get_height() // 2))
            x += ic.get_width() + app.px(8)
        surface.blit(img, (x, self.rect.centery - img.get_height() // 2))
        self._draw_hint(surface, app, edge, focused)

    def _draw_hint(self, surface: pygame.Surface, app: App, edge: Any, focused: bool) -> None:
        if self.hint:
            col = edge if focused else app.art.pal.text_dim
            h = app.fonts.render(self.hint, app.px(9), col, True)
            surface.blit(h, (self.rect.x + app.px(4), self.rect.y + app.px(2)))

    def _two_lines(self, surface: pygame.Surface, app: App, label: str, fg: Any, bold: bool,
                   room: int, cx: int | None = None) -> bool:
        """A label too long for one line at the smallest size: two lines, when the button
        is tall enough (a longer translation wraps instead of shrinking to nothing)."""
        from game.client.core.fonts import hyphenated

        for hyphens in (False, True):  # a long compound word broken with a hyphen last
            size = min(18.0, self.rect.height / app.scale * 0.36)
            while size >= min(MIN_TEXT, self.font_size or MIN_TEXT, 9.0 if hyphens else
                              MIN_TEXT):
                px = app.px(size)
                lines = app.fonts.wrap(label, px, room, bold)
                if hyphens:
                    lines = hyphenated(app.fonts, lines, px, room, bold)
                lh = app.fonts.line_height(px, bold)
                if len(lines) <= 2 and all(app.fonts.size(li, px, bold)[0] <= room
                                           for li in lines) and lh * len(lines) <= \
                        self.rect.height - app.px(4):
                    y = self.rect.centery - lh * len(lines) // 2
                    for li in lines:
                        img = app.fonts.render(li, px, fg, bold)
                        surface.blit(img, ((self.rect.centerx if cx is None else cx) -
                                           img.get_width() // 2, y))
                        y += lh
                    return True
                size -= 0.5
        return False


class Cycle(Widget):
    """A labelled choice among options; Left/Right or click cycles."""

    def __init__(self, label: str, options: Sequence[tuple[Any, str]], value: Any,
                 on_change: Callable[[Any], None] | None = None, tooltip: str = "") -> None:
        super().__init__(label, None, tooltip)
        self.options = list(options)
        self.index = next((i for i, (v, _lbl) in enumerate(self.options) if v == value), 0)
        self.on_change = on_change

    @property
    def value(self) -> Any:
        return self.options[self.index][0]

    def set_value(self, value: Any) -> None:
        for i, (v, _label) in enumerate(self.options):
            if v == value:
                self.index = i

    def step(self, d: int) -> None:
        if not self.enabled or not self.options:
            return
        self.index = (self.index + d) % len(self.options)
        if self.on_change:
            self.on_change(self.value)

    def activate(self) -> None:
        self.step(1)

    def key(self, event: Any) -> bool:
        if event.key == pygame.K_LEFT:
            self.step(-1)
            return True
        if event.key == pygame.K_RIGHT:
            self.step(1)
            return True
        return super().key(event)

    def click(self, pos: tuple[int, int], button: int) -> bool:
        if not self.enabled:
            return False
        if button == 1:
            self.step(-1 if pos[0] < self.rect.x + self.rect.width * 0.45 else 1)
            return True
        if button == 3:
            self.step(-1)
            return True
        return False

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        pal = app.art.pal
        bg = pal.panel_hi if (focused or hovered) else pal.panel
        r = app.px(8)
        pygame.draw.rect(surface, bg, self.rect, border_radius=r)
        pygame.draw.rect(surface, pal.highlight if focused else pal.edge, self.rect,
                         max(1, app.px(3 if focused else 1)), border_radius=r)
        size = min(20.0, self.rect.height / app.scale * 0.45)
        fg = pal.text if self.enabled else pal.text_dim
        pad = app.px(12)
        val = f"◀  {_(self.options[self.index][1]) if self.options else '—'}  ▶"
        label = _(self.label)
        room = self.rect.width - 3 * pad
        while size > MIN_TEXT and (app.fonts.size(label, app.px(size))[0] + app.fonts.size(
                val, app.px(size), True)[0]) > room:
            size -= 0.5
        vw = app.fonts.size(val, app.px(size), True)[0]
        text(surface, app, label, (self.rect.x + pad, self.rect.centery), size, fg,
             anchor="midleft", max_w=max(1, room - vw))
        right = self.rect.right - pad
        vimg = app.fonts.render(val, app.px(size), pal.accent if self.enabled
                                else pal.text_dim, True)
        surface.blit(vimg, (right - vimg.get_width(), self.rect.centery - vimg.get_height() // 2))


class Toggle(Cycle):
    def __init__(self, label: str, value: bool, on_change: Callable[[Any], None] | None = None,
                 tooltip: str = "", on_text: str = N_("On"), off_text: str = N_("Off")
                 ) -> None:
        super().__init__(label, [(False, off_text), (True, on_text)], value, on_change, tooltip)


class TextField(Widget):
    def __init__(self, label: str, value: str = "", max_len: int = 20,
                 allowed: Callable[[str], bool] | None = None,
                 on_change: Callable[[str], None] | None = None, placeholder: str = "") -> None:
        super().__init__(label)
        self.value = value
        self.max_len = max_len
        self.allowed = allowed
        self.on_change = on_change
        self.placeholder = placeholder
        self.blink = 0.0

    def key(self, event: Any) -> bool:
        if event.key == pygame.K_BACKSPACE:
            if self.value:
                self.value = self.value[:-1]
                if self.on_change:
                    self.on_change(self.value)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return False  # let the group move on / submit
        # printable keys arrive as TEXTINPUT; swallow them here so hotkeys don't fire
        return bool(event.unicode and event.unicode.isprintable())

    def textinput(self, s: str) -> bool:
        for ch in s:
            if len(self.value) >= self.max_len:
                break
            if self.allowed is None or self.allowed(ch):
                self.value += ch
        if self.on_change:
            self.on_change(self.value)
        return True

    def click(self, pos: tuple[int, int], button: int) -> bool:
        return button == 1

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        pal = app.art.pal
        r = app.px(6)
        pygame.draw.rect(surface, pal.bg2, self.rect, border_radius=r)
        pygame.draw.rect(surface, pal.highlight if focused else pal.edge, self.rect,
                         max(1, app.px(3 if focused else 1)), border_radius=r)
        size = min(20.0, self.rect.height / app.scale * 0.45)
        pad = app.px(10)
        x = self.rect.x + pad
        if self.label:
            lr = text(surface, app, _(self.label), (x, self.rect.centery), size, pal.text_dim,
                      anchor="midleft", max_w=self.rect.width // 2)
            x = lr.right + pad
        shown = self.value or ("" if focused else _(self.placeholder))
        col = pal.text if self.value else pal.text_dim
        tr = text(surface, app, shown, (x, self.rect.centery), size, col, anchor="midleft")
        if focused and int(pygame.time.get_ticks() / 500) % 2 == 0:
            cx = tr.right + 2 if self.value else x
            pygame.draw.line(surface, pal.text, (cx, self.rect.y + pad // 2),
                             (cx, self.rect.bottom - pad // 2), max(1, app.px(2)))


class FocusGroup:
    """Keyboard/mouse focus over a list of widgets (in reading order)."""

    def __init__(self, widgets: Sequence[Widget] = ()) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.focus = 0
        self.hover: Widget | None = None
        self._skip_to_enabled()

    def set(self, widgets: Sequence[Widget]) -> None:
        old = self.focused
        self.widgets = list(widgets)
        if self.focus < 0:  # blurred: nothing takes the focus until asked
            return
        if old in self.widgets:
            self.focus = self.widgets.index(old)
        else:
            self.focus = min(self.focus, max(0, len(self.widgets) - 1))
        self._skip_to_enabled()

    def clear(self) -> None:
        """Focus nothing: Enter and Space do nothing until Tab, an arrow key or the mouse
        picks a widget (where a stray Enter must not act, e.g. a turn just handed over)."""
        self.focus = -1

    @property
    def focused(self) -> Widget | None:
        if 0 <= self.focus < len(self.widgets):
            return self.widgets[self.focus]
        return None

    def _ok(self, w: Widget) -> bool:
        return w.focusable and w.visible and w.enabled

    def _skip_to_enabled(self) -> None:
        if not self.widgets or self.focus < 0:
            return
        for d in range(len(self.widgets)):
            i = (self.focus + d) % len(self.widgets)
            if self._ok(self.widgets[i]):
                self.focus = i
                return

    def move(self, d: int) -> None:
        n = len(self.widgets)
        if not n:
            return
        i = self.focus if self.focus >= 0 else (-1 if d > 0 else 0)  # blurred: from an end
        for _step in range(n):
            i = (i + d) % n
            if self._ok(self.widgets[i]):
                self.focus = i
                return

    def focus_widget(self, w: Widget) -> None:
        if w in self.widgets:
            self.focus = self.widgets.index(w)

    def blur(self) -> None:
        """No widget has the focus (none is drawn lit) until Tab, a hotkey, the mouse or
        :meth:`focus_widget` gives it to one."""
        self.focus = -1

    def handle(self, event: Any) -> bool:
        if event.type == pygame.KEYDOWN:
            f = self.focused
            if f is not None and f.key(event):
                return True
            if event.key == pygame.K_TAB:
                self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            if event.key in (pygame.K_DOWN,):
                self.move(1)
                return True
            if event.key in (pygame.K_UP,):
                self.move(-1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and isinstance(f, TextField):
                self.move(1)
                return True
            for w in self.widgets:
                if w.hotkey is not None and event.key == w.hotkey and w.enabled and w.visible:
                    self.focus_widget(w)
                    w.activate()
                    return True
            return False
        if event.type == pygame.TEXTINPUT:
            f = self.focused
            return bool(f is not None and f.textinput(event.text))
        if event.type == pygame.MOUSEMOTION:
            self.hover = None
            for w in self.widgets:
                if w.visible and w.rect.collidepoint(event.pos):
                    self.hover = w
                    if self._ok(w) and not isinstance(self.focused, TextField):
                        self.focus_widget(w)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            for w in self.widgets:
                if w.visible and w.rect.collidepoint(event.pos):
                    if self._ok(w):
                        self.focus_widget(w)
                    return w.click(event.pos, event.button) or True
        return False

    def draw(self, surface: pygame.Surface, app: App) -> None:
        for w in self.widgets:
            if w.visible and w.rect.width > 0:
                w.draw(surface, app, w is self.focused, w is self.hover)
        hovered = self.hover
        cut = str(getattr(hovered, "cut", "") or "")
        if hovered is not None and hovered.visible and cut:
            tooltip(surface, app, cut, hovered.rect)  # a cut label shows whole on hover


def tooltip(surface: pygame.Surface, app: App, s: str, over: pygame.Rect) -> pygame.Rect:
    """A one-line tooltip just above ``over`` (below it when there is no room above)."""
    pal = app.art.pal
    px = app.px(13)
    s = app.fonts.fit(s, px, surface.get_width() - app.px(24))
    img = app.fonts.render(s, px, pal.text)
    box = img.get_rect().inflate(app.px(16), app.px(10))
    box.midbottom = (over.centerx, over.top - app.px(4))
    if box.top < 0:
        box.midtop = (over.centerx, over.bottom + app.px(4))
    box.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, pal.panel, box, border_radius=app.px(6))
    pygame.draw.rect(surface, pal.text_dim, box, 1, border_radius=app.px(6))
    surface.blit(img, img.get_rect(center=box.center))
    return box


def column(rect: pygame.Rect, n: int, row_h: int, gap: int) -> list[pygame.Rect]:
    """``n`` rows of ``row_h`` stacked from the top of ``rect``."""
    return [pygame.Rect(rect.x, rect.y + i * (row_h + gap), rect.width, row_h) for i in range(n)]
