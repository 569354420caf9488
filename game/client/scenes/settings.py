"""Settings: language, window, scale, animation speed, colour-blind palette, sound, bot
pause.  The language and the interface scale apply as soon as they are chosen (every open
scene shows them, and they are saved then); the other rows when Save is pressed.  Labels are message ids: widgets
translate them when drawn."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

import pygame

from game.client.core import ui
from game.client.core.scene import scene
from game.client.core.settings import SPEEDS
from game.client.scenes.base import AppScene, menu_backdrop
from game.i18n import LANGUAGES, N_, _, os_language

if TYPE_CHECKING:
    from game.client.core.app import App

SIZES = [(1280, 720), (1600, 900), (1920, 1080), (2560, 1440)]
SCALES = [0.9, 1.0, 1.1, 1.25, 1.5]  # the interface scale (applies at once, saved then)


@scene("settings")
class SettingsScene(AppScene):
    escape_closes = True

    name = "settings"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.draft = copy.deepcopy(app.settings)
        d = self.draft
        sizes = list(SIZES)
        if d.window_size not in sizes:
            sizes.insert(0, (d.window_size[0], d.window_size[1]))
        scales = sorted(set(SCALES) | {d.ui_scale})
        speeds = sorted(set(SPEEDS) | {d.animation_speed})
        pauses = sorted({0.0, 0.3, 0.6, 1.0, 2.0} | {d.bot_pause})
        keeps = sorted({5, 10, 20, 50, 100} | {d.keep_finished_saves}) + [0] \
            if d.keep_finished_saves else [5, 10, 20, 50, 100, 0]
        thinks = sorted({0.2, 0.5, 1.0, 2.0} | {d.hard_bot_time})

        def set_(k: str) -> Any:
            return lambda v: setattr(d, k, v)

        languages = [("", self._system()), *LANGUAGES.items()]
        if d.language not in dict(languages):
            languages.append((d.language, d.language))
        self.language = ui.Cycle(N_("Language"), languages, d.language, self._language)
        self.rows: list[ui.Widget] = [
            self.language,
            ui.Cycle(N_("Window size"), [(s, f"{s[0]} × {s[1]}") for s in sizes],
                     tuple(d.window_size), set_("window_size")),
            ui.Toggle(N_("Full screen"), d.fullscreen, set_("fullscreen")),
            ui.Cycle(N_("Interface scale"), [(s, f"{round(s * 100)} %") for s in scales],
                     d.ui_scale, self._scale),
            ui.Cycle(N_("Animation speed"),
                     [(s, N_("Off (instant)") if s == 0 else f"{s:g}×") for s in speeds],
                     d.animation_speed, set_("animation_speed")),
            ui.Toggle(N_("Colour-blind palette"), d.colour_blind, set_("colour_blind")),
            ui.Toggle(N_("Sound"), d.sound, set_("sound")),
            ui.Cycle(N_("Bot thinking pause"), [(p, f"{p:g} s") for p in pauses], d.bot_pause,
                     set_("bot_pause")),
            ui.Cycle(N_("Hard bot thinking time"), [(p, f"{p:g} s") for p in thinks],
                     d.hard_bot_time, set_("hard_bot_time")),
            ui.Toggle(N_("Confirm before ending a turn"), d.confirm_end_turn,
                      set_("confirm_end_turn")),
            ui.Cycle(N_("Finished games kept"), [(k, N_("all") if k == 0 else str(k)) for k in keeps],
                     d.keep_finished_saves, set_("keep_finished_saves")),
        ]
        self.b_save = ui.Button(N_("Save"), self.save, primary=True)
        self.b_cancel = ui.Button(N_("Cancel"), self.close)
        self.b_defaults = ui.Button(N_("Defaults"), self.defaults)
        self.focus.set([*self.rows, self.b_save, self.b_defaults, self.b_cancel])

    @staticmethod
    def _system() -> str:
        system = LANGUAGES.get(os_language(), "English")
        return _("System ({language})").format(language=system)

    def _language(self, lang: str) -> None:
        """A language chosen applies at once and is remembered (no Save needed)."""
        self.draft.language = lang
        self.app.set_language(lang)

    def _scale(self, value: float) -> None:
        """The interface scale applies at once and is remembered (no Save needed)."""
        self.draft.ui_scale = value
        self.app.set_ui_scale(value)

    def retranslate(self) -> None:
        super().retranslate()
        self.language.options[0] = ("", self._system())

    def defaults(self) -> None:
        from game.client.core.settings import Settings

        fresh = Settings()
        self.draft.__dict__.update(copy.deepcopy(fresh.__dict__))
        values = [fresh.language, tuple(fresh.window_size), fresh.fullscreen, fresh.ui_scale,
                  fresh.animation_speed, fresh.colour_blind, fresh.sound, fresh.bot_pause,
                  fresh.hard_bot_time, fresh.confirm_end_turn, fresh.keep_finished_saves]
        for row, v in zip(self.rows, values, strict=True):
            if isinstance(row, ui.Cycle):
                row.set_value(v)
        if fresh.language != self.app.settings.language:
            self.app.set_language(fresh.language)
        if fresh.ui_scale != self.app.settings.ui_scale:
            self.app.set_ui_scale(fresh.ui_scale)

    def save(self) -> None:
        self.app.settings = self.draft
        self.app.apply_settings()
        if self.app.save_settings():
            self.app.toast(_("Settings saved."))
        self.close()

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        pal = app.art.pal
        surface.blit(menu_backdrop(surface.get_size(), app.art.pal.bg), (0, 0))
        w, h = surface.get_size()
        box = pygame.Rect(0, 0, min(w - app.px(40), app.px(760)), h - app.px(60))
        box.center = (w // 2, h // 2)
        ui.panel(surface, app, box)
        ui.text(surface, app, _("Settings"), (box.centerx, box.y + app.px(18)), 32, bold=True,
                anchor="midtop")
        inner = pygame.Rect(box.x + app.px(36), box.y + app.px(80), box.width - app.px(72), 0)
        by = box.bottom - app.px(76)
        n, gap = len(self.rows), app.px(8)
        room = by - app.px(46) - inner.y  # above the note over the buttons
        rh = min(app.px(46), (room - (n - 1) * gap) // n)
        if rh >= app.px(34):
            for row, r in zip(self.rows, ui.column(inner, n, rh, gap), strict=True):
                row.rect = r
        else:  # a large interface scale: two columns of rows, each tall enough to read
            half = (n + 1) // 2
            rh = min(app.px(46), (room - (half - 1) * gap) // half)
            cw = (inner.width - app.px(16)) // 2
            cols = (pygame.Rect(inner.x, inner.y, cw, 0),
                    pygame.Rect(inner.right - cw, inner.y, cw, 0))
            rects = [*ui.column(cols[0], half, rh, gap), *ui.column(cols[1], n - half, rh, gap)]
            for row, r in zip(self.rows, rects, strict=True):
                row.rect = r
        bw = app.px(180)
        xs = [box.centerx - bw * 3 // 2 - app.px(20), box.centerx - bw // 2,
              box.centerx + bw // 2 + app.px(20)]
        for b, x in zip((self.b_save, self.b_defaults, self.b_cancel), xs, strict=True):
            b.rect = pygame.Rect(x, by, bw, app.px(52))
        self.focus.draw(surface, app)
        note = _("The language and the interface scale apply at once, the rest when saved. "
                 "Window size applies in windowed mode.")
        ui.block(surface, app, note, pygame.Rect(box.x + app.px(12), by - app.px(42),
                                                 box.width - app.px(24), app.px(34)),
                 14, pal.text_dim, lines=2, align="centre")
