"""Load: the list of save files (when saving is available), and opening one."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import pygame

from game.client.core import ui
from game.client.core.scene import Scene, make_scene, open_by_name, opener, scene
from game.client.scenes.base import AppScene, menu_backdrop
from game.i18n import N_, _

if TYPE_CHECKING:
    from game.client.core.app import App
    from game.client.scenes.table.scene import TableScene


@opener("open_save")
def open_save(app: App, path: Path,
              refused: list[tuple[Path, str, str]] | None = None) -> bool:
    """Open a save on the table; any problem (a damaged file, a content pack that is
    missing or has changed) is told in a message, never a crash.  With ``refused`` (the
    title's Continue, which then tries an older game) a save that cannot be opened is
    added to it as (save, title, message) instead of being told."""
    from game.saves import RULES_VERSION, UnknownVersion, WrongContent
    from game.session.session import Session

    def refuse(title: str, message: str) -> bool:
        if refused is not None:
            refused.append((path, title, message))
        else:
            app.stack.push(make_scene("message", app, title, message))
        return False

    from game.net.codes import side_path
    from game.net.localhost import HostedSession

    hosted = side_path(path).is_file()  # a game hosted for players elsewhere
    try:
        session = (HostedSession if hosted else Session).load(path, background_saves=True)
    except UnknownVersion as exc:
        from game.saves.oldrules import header_rules

        old = header_rules(path)
        if old is None:
            return refuse(_("This game cannot be loaded"), str(exc))
        app.stack.push(make_scene(
            "confirm", app, _("Saved under older rules"),
            _("This game follows the rules version {old}; this version plays {new}, which "
              "corrects them. Continue it under the corrected rules? It is replayed as far as "
              "its actions are still allowed, into a new file; the original is kept.").format(
                old=old, new=RULES_VERSION),
            lambda: None if _continue_old(app, path) else None, yes=N_("Continue"),
            no=N_("Cancel")))
        return False
    except WrongContent as exc:
        from game.paths import user_packs_dir

        return refuse(_("A content pack is missing"),
                      _("{problem}. Put the pack back into {folder} (the same version) to "
                        "continue this game.").format(problem=exc.message,
                                                      folder=user_packs_dir()))
    except Exception as exc:  # a damaged file: say so, never crash
        return refuse(_("This game cannot be loaded"), str(exc))
    app.close_session()
    app.session = session
    table = app.stack.reset(make_scene("table", app, session))  # also from the pause menu
    _opened(app, table)  # a scenario game: where its story stands
    if session.notice:
        app.stack.push(make_scene("message", app, _("Game recovered"), session.notice))
    if hosted and not session.over:
        from game.client.scenes.hosting import host_again_opened

        app.stack.push(make_scene(
            "confirm", app, _("Players on other computers"),
            _("This game was hosted for players on other computers. Host it again, so that "
              "they rejoin with the invites they had? Otherwise their seats are played at "
              "this computer."),
            lambda: host_again_opened(app, session), yes=N_("Host again"),
            no=N_("Play here")))
    return True


def _opened(app: App, table: Scene) -> None:
    """A saved game's table is open: what the modules show then (a scenario's page)."""
    from game.client.scenes.table.opening import table_opened

    table_opened(app, cast("TableScene", table), "resumed")


def objective_name(oid: str | None) -> str:
    """The main objective's name (the base pack's, else the bundled Long Night pack's,
    a scenario's stage objective included; an id from another pack as it is)."""
    if not oid:
        return _("objective unknown")
    from game.i18n.cards import card_name

    for content in _bundled():
        obj = content.main_objectives.get(oid) or \
            getattr(content, "scenario_objectives", {}).get(oid)
        if obj is not None:
            return card_name(oid, str(obj.name))
    return oid


_BUNDLED: list[Any] = []


def _bundled() -> list[Any]:
    """The bundled packs' content, loaded once (a list label never breaks the list: a
    pack that cannot be loaded is left out)."""
    if not _BUNDLED:
        from game.content.loader import load_base, load_ruleset

        for load in (load_base, lambda: load_ruleset("ln")):
            try:
                _BUNDLED.append(load())
            except Exception:  # noqa: BLE001, S112
                continue
    return _BUNDLED


def _continue_old(app: App, path: Path) -> bool:
    """Open an older-rules save under the current rules, with the notice of how far it
    went (``Session.continue_old_rules``)."""
    from game.session.session import Session

    try:
        session = Session.continue_old_rules(path, background_saves=True)
    except Exception as exc:  # noqa: BLE001 - told, never a crash
        app.stack.push(make_scene("message", app, _("This game cannot be continued"),
                                  str(exc)))
        return False
    app.close_session()
    app.session = session
    table = app.stack.reset(make_scene("table", app, session))  # also from the pause menu
    _opened(app, table)
    if session.notice:
        app.stack.push(make_scene("message", app, _("Continued under the corrected rules"),
                                  session.notice))
    return True


@scene("load")
class LoadScene(AppScene):
    """Every save (newest first, a page of 10 at a time): players, main objective, round,
    morale (or "finished"), date.  Enter/click opens one, Delete (the button or the key)
    deletes it after a confirmation; Replay opens it read-only in the replay viewer."""

    escape_closes = True
    name = "load"
    max_ui_scale = 1.25  # the interface scale its layout holds (Settings)
    PAGE = 10

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.page = 0
        self.b_back = ui.Button(N_("Back"), self.close)
        self.b_prev = ui.Button(N_("◀ Newer"), partial(self._turn, -1))
        self.b_next = ui.Button(N_("Older ▶"), partial(self._turn, 1))
        self.reload()

    def reload(self) -> None:
        from game.session import store

        self.all_infos = store.save_infos()
        self.page = max(0, min(self.page, (len(self.all_infos) - 1) // self.PAGE))
        self.infos = self.all_infos[self.page * self.PAGE:(self.page + 1) * self.PAGE]
        self.paths = [Path(i.file) for i in self.infos]
        self.missing = store.missing_packs(self.infos)
        self.buttons: list[ui.Button] = []
        self.deletes: list[ui.Button] = []
        self.replays: list[ui.Button] = []
        current = getattr(self.app.session, "save_path", None)
        rows: list[ui.Widget] = []
        for info in self.infos:
            label = self.label(info)
            need = self.missing.get(Path(info.file))
            if need:
                label = _("{save} — needs the pack '{pack}'").format(save=label, pack=need[0])
            b = ui.Button(label, partial(self._open, Path(info.file)))
            b.enabled = not getattr(info, "error", None)
            rp = ui.Button(N_("Replay"), partial(self._replay, Path(info.file)))
            rp.enabled = b.enabled and not getattr(info, "old_rules", None)
            d = ui.Button(N_("Delete"), partial(self.ask_delete, Path(info.file)))
            d.enabled = current is None or Path(info.file) != Path(current)
            self.buttons.append(b)
            self.replays.append(rp)
            self.deletes.append(d)
            rows += [b, rp, d]
        pages = (len(self.all_infos) + self.PAGE - 1) // self.PAGE
        self.b_prev.visible = self.b_next.visible = pages > 1
        self.b_prev.enabled = self.page > 0
        self.b_next.enabled = self.page < pages - 1
        self.focus.set([*rows, self.b_prev, self.b_next, self.b_back])

    def _turn(self, d: int) -> None:
        self.page += d
        self.reload()

    @staticmethod
    def label(info: Any) -> str:
        if getattr(info, "error", None):
            return _("{file} — damaged, cannot be opened").format(file=info.file.name)
        from game.saves.manage import is_autosave

        who = ", ".join(info.players)
        when = info.modified.astimezone().strftime("%d %b %H:%M")
        if info.over:
            state = _("finished")
        elif info.round is not None and info.round > 0:
            state = _("round {round}, morale {morale}").format(round=info.round,
                                                              morale=info.morale)
        else:
            state = _("just started")
        if getattr(info, "old_rules", None):
            state = _("{state} — older rules ({rules})").format(state=state,
                                                                 rules=info.old_rules)
        line = f"{who} — {objective_name(info.objective)} — {state} — {when}"
        if is_autosave(info.file):
            return line
        return _("“{name}”: {line}").format(name=info.file.stem.replace("_", " "), line=line)

    def _open(self, p: Path) -> None:
        open_save(self.app, p)

    def _replay(self, p: Path) -> None:
        open_by_name("open_replay", self.app, p)

    def ask_delete(self, p: Path) -> None:
        self.app.stack.push(make_scene(
            "confirm", self.app, _("Delete this save?"),
            _("{file} will be deleted for good. This cannot be undone.").format(file=p.name),
            partial(self._delete, p), yes=N_("Delete"), no=N_("Keep")))

    def _delete(self, p: Path) -> None:
        from game.saves import SaveError
        from game.saves.manage import delete_save

        try:
            delete_save(p)
        except SaveError as exc:
            self.app.toast(str(exc), error=True)
        else:
            self.app.toast(_("Deleted {file}").format(file=p.name))
        self.reload()

    def handle(self, event: Any) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_DELETE:
            f = self.focus.focused
            for row, (b, rp, d) in enumerate(zip(self.buttons, self.replays, self.deletes,
                                                 strict=True)):
                if f in (b, rp, d) and d.enabled:
                    self.ask_delete(self.paths[row])
                    return True
        return super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        surface.blit(menu_backdrop(surface.get_size(), app.art.pal.bg), (0, 0))
        w, h = surface.get_size()
        ui.text(surface, app, _("Load a game"), (w // 2, app.px(24)), 30, bold=True,
                anchor="midtop")
        if not self.paths:
            ui.text(surface, app, _("No saved games yet."), (w // 2, h // 2), 18,
                    app.art.pal.text_dim, anchor="center")
        total = app.px(1000)
        col = pygame.Rect(w // 2 - total // 2, app.px(80), total - app.px(220), 0)
        rows = ui.column(col, len(self.buttons), app.px(42), app.px(8))
        for b, rp, d, r in zip(self.buttons, self.replays, self.deletes, rows, strict=True):
            b.rect = r
            b.font_size = 15
            rp.rect = pygame.Rect(r.right + app.px(10), r.y, app.px(100), r.height)
            d.rect = pygame.Rect(rp.rect.right + app.px(10), r.y, app.px(100), r.height)
        by = h - app.px(70)
        self.b_back.rect = pygame.Rect(w // 2 - app.px(100), by, app.px(200), app.px(50))
        self.b_prev.rect = pygame.Rect(self.b_back.rect.x - app.px(180), by, app.px(160), app.px(50))
        self.b_next.rect = pygame.Rect(self.b_back.rect.right + app.px(20), by, app.px(160),
                                       app.px(50))
        hint = _("Enter: open the game · Replay: watch it from the start (read-only) · "
                 "Delete key: delete the save (asks first) · Esc: back")
        below = self.b_back.rect.bottom + app.px(2)  # the keys under the buttons, clear of them
        ui.block(surface, app, hint, pygame.Rect(app.px(10), below, w - app.px(20),
                                                 h - below - app.px(2)), 13,
                 app.art.pal.text_dim, align="centre")
        self.focus.draw(surface, app)
