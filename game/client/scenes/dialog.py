"""Small overlays: a confirm dialog and a message box, and the pause menu."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.client.core import ui
from game.client.core.scene import make_scene, scene
from game.client.scenes.base import AppScene
from game.i18n import N_, _

if TYPE_CHECKING:
    from game.client.core.app import App


@scene("confirm")
class ConfirmScene(AppScene):
    """A question with a yes and a no button.  The focus starts on the no button (cancel,
    stay, keep…): a stray Enter or Space never confirms; Left/Right, Tab or the mouse reach
    the yes button."""

    transparent = True
    name = "confirm"

    def __init__(self, app: App, title: str, body: str, on_yes: Callable[[], None],
                 yes: str = N_("Yes"), no: str = N_("No"),
                 on_no: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.title, self.body = title, body
        self.on_yes, self.on_no = on_yes, on_no
        self.yes = ui.Button(yes, self._yes, primary=True)
        self.no = ui.Button(no, self._no)
        self.focus.set([self.yes, self.no] if no else [self.yes])
        if no:
            self.focus.focus_widget(self.no)  # the safe answer is the default

    def _yes(self) -> None:
        self.close()
        self.on_yes()

    def _no(self) -> None:
        self.close()
        if self.on_no:
            self.on_no()

    def handle(self, event: Any) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._no()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.focus.move(1)
            return True
        self.focus.handle(event)
        return True  # modal

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        ui.dim(surface, 150)
        w, h = surface.get_size()
        # a longer message gets a taller box (wrapped at the box's width); title and body
        # are translated when drawn (a message id shows in the language of the moment)
        title, body_text = _(self.title), _(self.body)
        px = app.px(17)
        lines = len(app.fonts.wrap(body_text, px, app.px(560) - app.px(48), False))
        text_h = max(app.px(110), int(app.fonts.line_height(px, False) * 1.15) * lines)
        box = pygame.Rect(0, 0, app.px(560), app.px(150) + text_h)
        box.center = (w // 2, h // 2)
        ui.panel(surface, app, box)
        ui.text(surface, app, title, (box.centerx, box.y + app.px(22)), 26, bold=True,
                anchor="midtop", max_w=box.width - app.px(24))
        body = box.inflate(-app.px(48), 0)
        body.y, body.height = box.y + app.px(72), text_h
        ui.paragraph(surface, app, body_text, body, 17, app.art.pal.text_dim)
        bw, bh = app.px(200), app.px(50)
        buttons = self.focus.widgets
        gap = app.px(24)
        total = len(buttons) * bw + (len(buttons) - 1) * gap
        x = box.centerx - total // 2
        for b in buttons:
            b.rect = pygame.Rect(x, box.bottom - bh - app.px(22), bw, bh)
            x += bw + gap
        self.focus.draw(surface, app)


@scene("message")
class MessageScene(ConfirmScene):
    name = "message"

    def __init__(self, app: App, title: str, body: str,
                 on_ok: Callable[[], None] | None = None) -> None:
        super().__init__(app, title, body, on_ok or (lambda: None), yes=N_("OK"), no="")


@scene("pause")
class PauseScene(AppScene):
    """Esc in a game: resume, rules, settings, save & leave, quit."""
    escape_closes = True

    transparent = True
    name = "pause"

    def __init__(self, app: App, on_save_and_leave: Callable[[], None] | None = None,
                 on_quit: Callable[[], None] | None = None, can_save: bool = True) -> None:
        super().__init__(app)
        self.on_save_and_leave = on_save_and_leave
        self.on_quit = on_quit
        leave = N_("Save and return to title") if can_save else N_("Return to title")
        saving: list[ui.Widget] = []
        if can_save and getattr(app, "session", None) is not None:
            saving = [ui.Button(N_("Save as…"), self._save_as),
                      ui.Button(N_("Load…"), self._load)]
        hosting = getattr(getattr(app, "session", None), "hosting", None)
        if hosting is not None:  # a game this computer hosts (scenes/hosting.py)
            saving = [ui.Button(N_("Seats and invites…"), lambda: self._host_panel(hosting))]
        self.focus.set([
            ui.Button(N_("Resume"), self.close, hotkey=pygame.K_r, primary=True),
            *saving,
            ui.Button(N_("Rules (F1)"), self._rules),
            ui.Button(N_("Settings"), self._settings),
            ui.Button(leave, self._leave),
            ui.Button(N_("Quit game"), self._quit),
        ])

    def _host_panel(self, hosting: Any) -> None:
        self.app.stack.push(make_scene("hostpanel", self.app, hosting))

    def _save_as(self) -> None:
        self.app.stack.push(SaveAsScene(self.app, self.app.session))

    def _load(self) -> None:
        self.app.stack.push(make_scene("load", self.app))

    def _rules(self) -> None:
        self.app.stack.push(make_scene("rules", self.app))

    def _settings(self) -> None:
        self.app.stack.push(make_scene("settings", self.app))

    def _leave(self) -> None:
        self.close()
        if self.on_save_and_leave:
            self.on_save_and_leave()

    def _quit(self) -> None:
        def do() -> None:
            if self.on_save_and_leave is not None and self.on_quit is None:
                self.on_save_and_leave()
            if self.on_quit:
                self.on_quit()
            self.app.quit()

        self.app.stack.push(ConfirmScene(
            self.app, N_("Quit Winter Colony?"),
            N_("The game is saved after every action; Continue on the title screen resumes "
               "it."),
            do, yes=N_("Quit"), no=N_("Stay")))

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        ui.dim(surface, 170)
        w, h = surface.get_size()
        n = len(self.focus.widgets)
        bh, gap = app.px(54), app.px(12)
        box = pygame.Rect(0, 0, app.px(420), app.px(90) + n * (bh + gap))
        box.center = (w // 2, h // 2)
        ui.panel(surface, app, box)
        ui.text(surface, app, _("Paused"), (box.centerx, box.y + app.px(20)), 30, bold=True,
                anchor="midtop")
        inner = pygame.Rect(box.x + app.px(30), box.y + app.px(76), box.width - app.px(60),
                            box.height)
        for b, r in zip(self.focus.widgets, ui.column(inner, n, bh, gap), strict=True):
            b.rect = r
        self.focus.draw(surface, app)


def named_save_path(name: str) -> Any:
    """Where Save as puts a save called ``name`` (never a name the pruning of old
    autosaves would take for one of its own: ``game.saves.manage``)."""
    from game.saves import save_path
    from game.saves.manage import is_autosave

    path = save_path(name.strip() or "my game")
    if is_autosave(path):
        path = path.with_name(f"saved_{path.name}")
    return path


@scene("save_as")
class SaveAsScene(AppScene):
    """Save as: a full save of the running game under a name (in the saves folder).  The
    game goes on autosaving into its own file; the named save stays as it was saved until
    it is loaded (then that file is the one kept up to date)."""

    transparent = True
    name = "save_as"

    def __init__(self, app: App, session: Any) -> None:
        super().__init__(app)
        self.session = session
        self.field = ui.TextField(N_("Name"), "", max_len=40,
                                  allowed=lambda ch: ch.isalnum() or ch in " -_.",
                                  placeholder=N_("my game"))
        self.b_save = ui.Button(N_("Save"), self.save, primary=True)
        self.b_cancel = ui.Button(N_("Cancel"), self.close)
        self.focus.set([self.field, self.b_save, self.b_cancel])
        self.error = ""

    def save(self) -> None:
        path = named_save_path(self.field.value)
        if path.exists():
            self.app.stack.push(ConfirmScene(
                self.app, _("Replace the save?"),
                _("A save called {name} exists. Replace it with this game?").format(
                    name=path.stem),
                lambda: self._write(path), yes=N_("Replace"), no=N_("Cancel")))
            return
        self._write(path)

    def _write(self, path: Any) -> None:
        from game.saves import SaveError

        try:
            self.session.save_as(path)
        except SaveError as exc:
            self.error = str(exc)
            return
        self.close()
        self.app.toast(_("Saved as {name}").format(name=path.stem))

    def handle(self, event: Any) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.focus.focused is self.field:
            self.save()
            return True
        self.focus.handle(event)
        return True  # modal

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        ui.dim(surface, 150)
        w, h = surface.get_size()
        box = pygame.Rect(0, 0, app.px(560), app.px(270))
        box.center = (w // 2, h // 2)
        ui.panel(surface, app, box)
        ui.text(surface, app, _("Save as"), (box.centerx, box.y + app.px(20)), 26, bold=True,
                anchor="midtop")
        self.field.rect = pygame.Rect(box.x + app.px(30), box.y + app.px(76),
                                      box.width - app.px(60), app.px(48))
        note = self.error or _("Letters, digits, spaces, - _ . · Enter saves · Esc cancels")
        ui.text(surface, app, note, (box.centerx, box.y + app.px(140)), 14,
                app.art.pal.bad if self.error else app.art.pal.text_dim, anchor="midtop",
                max_w=box.width - app.px(24))
        bw, bh = app.px(200), app.px(50)
        self.b_save.rect = pygame.Rect(box.centerx - bw - app.px(12),
                                       box.bottom - bh - app.px(22), bw, bh)
        self.b_cancel.rect = pygame.Rect(box.centerx + app.px(12),
                                         box.bottom - bh - app.px(22), bw, bh)
        self.focus.draw(surface, app)
