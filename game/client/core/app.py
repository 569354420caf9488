"""The application: window, main loop (dt-driven), scene stack and global keys.

``main(args) -> int`` is the entry point (``python -m game.client``).  The layout scales
with the window: ``app.scale`` is ``min(w / 1280, h / 720) × app.ui_scale`` (Settings' interface
scale, 90-150 %, capped by the visible scenes' ``max_ui_scale``) and every
size in the scenes goes through ``app.px``, so 1280×720 is readable and 2560×1440 crisp
(text is rendered at the final size, never scaled bitmaps).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.client.art.pieces import Art
from game.client.core import settings as settings_mod
from game.client.core import ui
from game.client.core.fonts import Fonts
from game.client.core.scene import Scene, SceneStack, is_scene, make_scene
from game.client.core.settings import Settings
from game.client.core.sound import SoundBank
from game.i18n import _
from game.i18n.render import render

BASE_W, BASE_H = 1280, 720
MIN_W, MIN_H = 960, 540
# the real loop at rest (nothing moves, no event): the scenes are still updated this often
# (seconds; a bot's answer, a failed autosave, a timer), and after a change this many more
# frames are drawn before it rests (a state a scene sets while drawing shows in the next)
REST_POLL = 0.05
REST_SLICE = 0.01  # at rest, the window's events are looked for this often (seconds)
SETTLE_FRAMES = 2
UI_SCALE_MIN, UI_SCALE_MAX = settings_mod.UI_SCALE_MIN, settings_mod.UI_SCALE_MAX


@dataclass
class Toast:
    text: str
    left: float
    error: bool = False


class App:
    def __init__(self, settings: Settings | None = None, settings_msg: str | None = None,
                 size: tuple[int, int] | None = None, headless: bool = False) -> None:
        if settings is None:
            settings, settings_msg = settings_mod.load()
        self.settings = settings
        self.headless = headless
        self.apply_language()
        # only what the client uses: no audio device (and no audio thread) is opened
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption(window_title())
        try:
            from game.client.art.icon import icon

            pygame.display.set_icon(icon(64))  # before the window opens (some systems)
        except pygame.error:  # pragma: no cover - a driver without icons
            pass
        self.size = size or settings.window_size
        self.screen = self._open_window()
        self.fonts: Fonts = Fonts()  # per app: fonts die with pygame.quit()
        self.art = Art(settings.colour_blind)
        self.stack = SceneStack()
        self.toasts: list[Toast] = []
        self.running = True
        self.show_fps = False
        self.frame_ms: list[float] = []
        self.frames_drawn = 0  # pictures flipped to the window (the client bench counts)
        self._dirty = True  # draw the next frame (``invalidate``)
        self._settle = 0  # frames still drawn after the last change
        self._due: float | None = None  # when a scene's next picture is due (perf_counter)
        self.session: Any = None  # the running game (game.session.Session)
        # drawn above every scene, offered every event first (the tutorial's coach):
        # objects with update(dt), handle(event) -> bool and draw(surface)
        self.overlays: list[Any] = []
        # sound: the mixer opens only from run() (after the first frame) and only when the
        # setting is on; an App driven frame by frame (tests, smoke) stays silent
        self.sound = SoundBank(lambda: bool(self.settings.sound))
        self.sound_allowed = False
        ui.on_activate = self._click_sound
        if settings_msg:
            self.toast(settings_msg, error=True)
        try:
            pygame.key.start_text_input()
        except pygame.error:
            pass

    # ------------------------------------------------------------------ window
    def _open_window(self) -> pygame.Surface:
        flags = pygame.RESIZABLE
        if self.settings.fullscreen and not self.headless:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.size, flags)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = max(MIN_W, size[0]), max(MIN_H, size[1])
        self.size = (w, h)
        self.screen = pygame.display.set_mode(self.size, pygame.RESIZABLE)

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        self.screen = self._open_window()

    def _click_sound(self) -> None:
        self.sound.play("click")

    def apply_language(self) -> None:
        """The interface language: ``--lang`` if given, else the one chosen in Settings,
        else the OS locale's (English when it is none of ours).  Takes effect at once:
        widgets translate their labels when drawn."""
        from game import i18n

        lang = i18n.FORCED or self.settings.language or i18n.os_language()
        if lang != i18n.current():
            i18n.set_language(lang)
            if hasattr(self, "fonts"):
                self.fonts.clear()

    def apply_settings(self) -> None:
        self.apply_language()
        self.art.set_palette(self.settings.colour_blind)
        if not self.settings.sound:
            self.sound.stop()
        elif self.sound_allowed:
            self.sound.start()
        if not self.settings.fullscreen and tuple(self.settings.window_size) != self.size:
            self.resize(self.settings.window_size)
        if self.settings.fullscreen != (self.screen.get_flags() & pygame.FULLSCREEN != 0):
            self.screen = self._open_window()

    def set_language(self, lang: str) -> None:
        """Settings -> Language: the new language at once in every open scene, and
        remembered (saved in the settings file now; ``lang`` "" follows the OS)."""
        from game import i18n

        i18n.FORCED = None  # a choice made in Settings wins over --lang from now on
        self.settings.language = lang
        self.apply_language()
        self.save_settings()
        self.stack.retranslate()

    @property
    def ui_scale(self) -> float:
        """The interface scale in use: Settings' (90-150 %), at most what every visible
        scene's layout holds (``Scene.max_ui_scale``, never below 100 %: up to 100 % no
        scene is asked, ``px`` is called hundreds of times a frame)."""
        want = self.settings.ui_scale
        if want <= 1.0:
            return want if want >= UI_SCALE_MIN else UI_SCALE_MIN
        for scene in self.stack.visible():
            if scene.max_ui_scale < want:
                want = scene.max_ui_scale
        return min(want, UI_SCALE_MAX)

    @property
    def scale(self) -> float:
        w, h = self.screen.get_size()
        return min(w / BASE_W, h / BASE_H) * self.ui_scale

    def set_ui_scale(self, value: float) -> None:
        """Settings -> Interface scale: applies at once and is saved in the settings file."""
        self.settings.ui_scale = max(UI_SCALE_MIN, min(UI_SCALE_MAX, float(value)))
        self.save_settings()
        self.invalidate()

    def px(self, v: float) -> int:
        return max(1, round(v * self.scale))

    @property
    def anim_speed(self) -> float:
        return self.settings.animation_speed

    def toast(self, text: str, seconds: float = 4.0, error: bool = False) -> None:
        self.toasts.append(Toast(text, seconds, error))
        self.invalidate()

    # ------------------------------------------------------------------ loop
    def handle(self, event: Any) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
            self.resize((event.w, event.h))
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_F1:
                if is_scene(self.stack.top, "rules"):
                    self.stack.pop()
                else:
                    self.stack.push(make_scene("rules", self))
                return
            if event.key == pygame.K_F11:
                self.toggle_fullscreen()
                return
            if event.key == pygame.K_F3:
                self.show_fps = not self.show_fps
                return
        for o in list(self.overlays):
            if o.handle(event):
                return
        self.stack.handle(event)

    def frame(self, dt: float, events: Sequence[Any] | None = None) -> None:
        """One whole frame: the events (``pygame.event``'s when None), every clock moved on
        by ``dt``, drawn and flipped (tests and the smoke run drive the app by this; only
        the real loop, ``loop``, leaves out the frames in which nothing changed)."""
        t0 = time.perf_counter()
        self.step(dt, events)
        self.present(t0)

    def step(self, dt: float, events: Sequence[Any] | None = None) -> bool:
        """Handle ``events`` and move the scenes, overlays and toasts on by ``dt``; whether
        the picture changed: an event came, something moves (a scene's or overlay's
        ``redraw_in`` is 0 or due), the scene stack, the toasts or the window changed, or
        ``invalidate`` was called -- and the few frames after that (``SETTLE_FRAMES``)."""
        before = self._look()
        events = pygame.event.get() if events is None else events
        for event in events:
            self.handle(event)
        pump = getattr(self.session, "pump", None)
        if pump is not None:  # a game hosted here: its connections, whatever is on top
            pump()
        self.stack.update(dt)
        for o in list(self.overlays):
            o.update(dt)
        for t in self.toasts:
            t.left -= dt
        self.toasts = [t for t in self.toasts if t.left > 0]
        if not self.stack:
            self.running = False
        changed = bool(events) or self._dirty or self._look() != before or self._moving()
        if changed:
            self._settle = SETTLE_FRAMES
        elif self._settle > 0:
            self._settle -= 1
            changed = True
        return changed

    def present(self, t0: float | None = None) -> None:
        """Draw the scenes and flip the window (``t0``: when the frame began, for F3)."""
        t0 = time.perf_counter() if t0 is None else t0
        self.draw()
        pygame.display.flip()
        self.frames_drawn += 1
        self._dirty = False
        self._due = None
        self.frame_ms.append((time.perf_counter() - t0) * 1000)
        if len(self.frame_ms) > 240:
            del self.frame_ms[:120]

    def invalidate(self) -> None:
        """Draw the next frame: something changed that no event, scene or toast shows
        (the real loop looks at least every ``REST_POLL`` seconds)."""
        self._dirty = True

    def _look(self) -> tuple:
        """What the app itself sees change: the scenes open, the toasts, the window."""
        return (tuple(map(id, self.stack.scenes)), tuple(map(id, self.toasts)),
                id(self.screen), self.screen.get_size(), tuple(map(id, self.overlays)),
                self.show_fps)

    def _moving(self) -> bool:
        """Whether an updated scene or an overlay moves now, or its next picture is due
        (``redraw_in``); the soonest one still to come is kept in ``_due``."""
        waits = [self.stack.redraw_in()]
        waits += [o.redraw_in() for o in self.overlays if hasattr(o, "redraw_in")]
        now = time.perf_counter()
        for r in waits:
            if r is None:
                continue
            if r <= 0:
                return True
            if self._due is None or now + r < self._due:
                self._due = now + r
        return self._due is not None and now >= self._due

    def draw(self, surface: pygame.Surface | None = None) -> None:
        surface = surface or self.screen
        visible = self.stack.visible()
        if not (visible and visible[0].covers_screen):
            surface.fill(self.art.pal.bg)
        self.stack.draw(surface)
        for o in self.overlays:
            o.draw(surface)
        self._draw_toasts(surface)
        if self.show_fps and self.frame_ms:
            ms = sorted(self.frame_ms)[len(self.frame_ms) // 2]
            img = self.fonts.render(f"{ms:.1f} ms", self.px(14), self.art.pal.warn)
            surface.blit(img, (surface.get_width() - img.get_width() - 8, 8))

    def toast_blockers(self, surface: pygame.Surface,
                       soft: bool = True) -> list[pygame.Rect]:
        """What a toast must not cover: every widget on screen and what the visible scenes
        name as theirs to click -- ``toast_keep_clear`` (never covered: the table's player
        strip, private panel and action bar) and, with ``soft``, ``toast_blockers`` (better
        not covered: the table's board)."""
        out: list[pygame.Rect] = []
        for scene in self.stack.visible():
            focus = getattr(scene, "focus", None)
            out += [pygame.Rect(w.rect) for w in getattr(focus, "widgets", [])
                    if w.visible and w.rect.width > 0 and w.rect.height > 0]
            for name in ("toast_keep_clear", "toast_blockers") if soft else ("toast_keep_clear",):
                more = getattr(scene, name, None)
                if callable(more):
                    out += [pygame.Rect(r) for r in more(surface)]
        return out

    def _draw_toasts(self, surface: pygame.Surface) -> None:
        """The newest toasts (at most 4), each wrapped to two lines at most, stacked where
        they cover nothing to click: at the bottom, else at the top, else at a lower
        corner.  Where no spot holds them all, fewer are shown (errors first, then the
        newest); with no free spot at all, the newest where it covers only what is better
        left clear (the board) but nothing to click, else at the top edge."""
        if not self.toasts:
            return
        newest = list(reversed(self.toasts[-4:]))
        order = [t for t in newest if t.error] + [t for t in newest if not t.error]
        blockers = self.toast_blockers(surface)
        for n in range(len(order), 0, -1):
            if self._toast_stack(surface, order[:n], blockers, draw=False):
                self._toast_stack(surface, order[:n], blockers)
                return
        hard = self.toast_blockers(surface, soft=False)
        if not self._toast_stack(surface, order[:1], hard):
            self._toast_stack(surface, order[:1], [], top=True)

    def _toast_stack(self, surface: pygame.Surface, toasts: list[Toast],
                     blockers: list[pygame.Rect], draw: bool = True,
                     top: bool = False) -> bool:
        """Place (and with ``draw`` paint) ``toasts`` at the first free spot (with ``top``,
        at the top edge); False when every spot would cover one of ``blockers``."""
        pal = self.art.pal
        w, h = surface.get_size()
        px = self.px(16)
        width = min(w - self.px(40), self.px(760))
        boxes = []
        for t in toasts:
            lines = self.fonts.wrap(render(t.text), px, width)[:2]
            imgs = [self.fonts.render(self.fonts.fit(li, px, width), px, pal.text)
                    for li in lines]
            tw = max(i.get_width() for i in imgs)
            th = sum(i.get_height() for i in imgs)
            boxes.append((t, imgs, pygame.Rect(0, 0, tw + self.px(24), th + self.px(12))))
        gap = self.px(8)
        stack_h = sum(b[2].height for b in boxes) + gap * (len(boxes) - 1)
        stack_w = max(b[2].width for b in boxes)
        edge = self.px(6)
        spots = [(w // 2, h - edge - stack_h), (w // 2, edge),
                 (edge + stack_w // 2, h - edge - stack_h),
                 (w - edge - stack_w // 2, h - edge - stack_h)]
        if top:
            spots = spots[1:2]
        for cx, top_y in spots:
            area = pygame.Rect(0, 0, stack_w, stack_h)
            area.midtop = (cx, top_y)
            if area.collidelist(blockers) < 0:
                break
        else:
            return False
        if not draw:
            return True
        y = top_y
        for t, imgs, box in boxes:  # the newest at the top of the stack
            box.midtop = (cx, y)
            col = pal.bad if t.error else pal.accent
            pygame.draw.rect(surface, pal.bg2, box, border_radius=self.px(8))
            pygame.draw.rect(surface, col, box, max(1, self.px(2)), border_radius=self.px(8))
            ly = box.y + self.px(6)
            for img in imgs:
                surface.blit(img, img.get_rect(midtop=(box.centerx, ly)))
                ly += img.get_height()
            y = box.bottom + gap
        return True

    def run(self, first: Scene | None = None) -> int:
        if first is not None:
            self.stack.push(first)
        self.loop()
        self.close_session()
        self.sound.close()
        pygame.quit()
        return 0

    def loop(self, seconds: float | None = None) -> None:
        """The real main loop (``run``), until the app quits (or ``seconds`` have passed:
        the client bench).  While something changes, frames are paced at 60 per second,
        each drawn and flipped; once nothing has changed for ``SETTLE_FRAMES`` frames the
        loop rests: it draws nothing and sleeps until an event comes (input, or a window
        event: resize, expose, focus -- seen within ``REST_SLICE``), a
        scene's next picture is due (``redraw_in``) or ``REST_POLL`` has passed (the
        scenes are updated then: a bot's answer from its worker thread, a failed autosave,
        a timer)."""
        clock = pygame.time.Clock()
        end = None if seconds is None else time.perf_counter() + seconds
        drew = True
        while self.running and (end is None or time.perf_counter() < end):
            if drew:
                clock.tick(60)
                events = pygame.event.get()
                dt = min(clock.get_time() / 1000.0, 0.1)
            else:
                events = self._rest(end)
                clock.tick()
                dt = min(clock.get_time() / 1000.0, 0.1)
                if events:  # what the event starts begins now, not when the rest began
                    dt = min(dt, 1 / 60)
            t0 = time.perf_counter()
            drew = self.step(dt, events)
            if drew:
                self.present(t0)
            if not self.sound_allowed:  # the title is on screen: now make the sounds
                self.sound_allowed = True
                if self.settings.sound:
                    self.sound.start()

    def _rest(self, end: float | None) -> list[Any]:
        """Sleep until an event comes (looked for every ``REST_SLICE``), the next picture
        is due or ``REST_POLL`` passed; the events that came.  Not ``pygame.event.wait``:
        with a timeout it polls every millisecond inside SDL (3% of a core measured)."""
        until = time.perf_counter() + REST_POLL
        for t in (self._due, end):
            if t is not None:
                until = min(until, t)
        while not pygame.event.peek():  # pumps the window system's events
            left = until - time.perf_counter()
            if left <= 0:
                break
            time.sleep(min(REST_SLICE, left))
        return pygame.event.get()

    def quit(self) -> None:
        self.running = False

    def close_session(self) -> None:
        """Close the running game: its autosave writes what is still pending.  A write
        that fails now cannot be shown any more: it goes to stderr."""
        if self.session is not None:
            close = getattr(self.session, "close", None)
            if close:
                close()
                error = getattr(self.session, "last_save_error", None)
                if error:
                    print(f"winter-colony: the autosave could not be written: {error}",
                          file=sys.stderr)
            self.session = None

    def save_settings(self) -> bool:
        from game.saves import SaveError

        try:
            settings_mod.save(self.settings)
            return True
        except (SaveError, OSError) as exc:
            detail = getattr(exc, "detail", None) or getattr(exc, "strerror", None) or exc
            self.toast(_("Could not save settings: {reason}").format(reason=detail),
                       error=True)
            return False


def window_title() -> str:
    """The window's title: the name and the version (what a bug report should quote)."""
    from game.version import __version__

    return f"Winter Colony {__version__}"
