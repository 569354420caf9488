"""The "Content packs" tab of New game, a mixin of ``NewGameScene`` (moved out of
newgame.py): ``available_packs()`` (bundled and the user's packs folder) with name and
version; the ruleset's own packs (base, Long Night or both) are always on, add-ons can be
ticked, a broken pack shows its one-line error and cannot be ticked.  The chosen packs are
loaded for the game (``load_ruleset``) and recorded in its save."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.client.core import ui
from game.i18n import N_, _
from game.i18n.cards import card_text

if TYPE_CHECKING:
    from game.client.core.app import App

STANDALONE = ("base", "long_night")  # the bundled packs a ruleset chooses (LN-01, LN-04)


class ContentPacks:
    """The content packs of ``NewGameScene``."""

    packs: list[Any]
    pack_toggles: list[ui.Toggle]
    b_rescan: ui.Button
    # provided by NewGameScene
    app: App
    content: Any
    error: str
    objective: ui.Cycle
    ruleset: str
    tab: str
    tabs: dict[str, ui.Button]

    if TYPE_CHECKING:  # provided by NewGameScene
        def show(self, tab: str) -> None: ...
        def _objectives(self) -> list[tuple[Any, str]]: ...

    # ------------------------------------------------------------------ packs
    def scan_packs(self) -> None:
        """List the installed packs again (bundled first, then the user's folder)."""
        from game.content.loader import available_packs

        was = set(self.chosen_packs()) if self.pack_toggles else set()
        self.packs = available_packs()
        self.pack_toggles = []
        for info in self.packs:
            own = info.id in STANDALONE and info.bundled  # chosen by the ruleset
            t = ui.Toggle(f"{info.name}  v{info.version}", info.id in was,
                          self._packs_changed,
                          on_text=N_("Used by the ruleset") if own else N_("On"),
                          off_text=N_("Not in this ruleset") if own else N_("Off"))
            t.enabled = not own and info.error is None
            if info.error is not None:
                t.set_value(False)
            self.pack_toggles.append(t)
        if getattr(self, "tabs", None):
            self._packs_changed(None)
            self.show(self.tab)

    def chosen_packs(self) -> list[str]:
        """The ids of the packs the game will use: the ruleset's own (base, Long Night or
        both) first, then the ticked add-ons."""
        from game.content.loader import RULESET_PACK_IDS

        ids = list(RULESET_PACK_IDS[self.ruleset])
        for info, t in zip(self.packs, self.pack_toggles, strict=True):
            if info.id in STANDALONE and info.bundled:
                continue
            if t.value and info.id not in ids and info.error is None:
                ids.append(info.id)
        return ids

    def _sync_pack_toggles(self) -> None:
        from game.content.loader import RULESET_PACK_IDS

        for info, t in zip(self.packs, self.pack_toggles, strict=True):
            if info.id in STANDALONE and info.bundled:
                t.set_value(info.id in RULESET_PACK_IDS[self.ruleset])

    def _packs_changed(self, _value: Any) -> None:
        """Load the chosen packs (the objectives may change); an add-on that cannot be
        loaded with the others (or is made for another ruleset) is unticked, the player
        told why, and the rest loaded."""
        from game.content.loader import PackError, fits_ruleset, load_base, load_ruleset

        self._sync_pack_toggles()
        self.error = ""
        while True:
            ids = self.chosen_packs()
            try:
                self.content = load_base() if ids == ["base"] else \
                    load_ruleset(self.ruleset, [i for i in ids if i not in STANDALONE])
                break
            except PackError as exc:
                first = exc.issues[0] if exc.issues else exc
                self.error = _("These packs cannot be played together: {problem}").format(
                    problem=first)
                ticked = [(info, t) for info, t in zip(self.packs, self.pack_toggles,
                                                       strict=True) if t.enabled and t.value]
                misfit = [(i, t) for i, t in ticked if not fits_ruleset(i.ruleset, self.ruleset)]
                culprits = misfit or [(i, t) for i, t in ticked if i.id == ids[-1]]
                if not culprits:
                    return  # nothing to untick: the ruleset's own packs fail
                info, toggle = culprits[0]
                if misfit:
                    self.error = _("“{pack}” is made for another ruleset: choose Both mixed "
                                   "to play it.").format(pack=info.name)
                toggle.set_value(False)
        keep = self.objective.value
        self.objective.options = self._objectives()
        self.objective.index = 0
        self.objective.set_value(keep)

    def _draw_packs(self, surface: pygame.Surface, body: pygame.Rect) -> None:
        from game.content.loader import user_packs_dir

        app = self.app
        pal = app.art.pal
        ui.text(surface, app, _("Content packs"), (body.x, body.y - app.px(28)), 16, pal.accent,
                True)
        rh, gap = app.px(38), app.px(6)
        line_h = app.fonts.line_height(app.px(13))
        y = body.y
        width = min(body.width, app.px(900))
        for info, t in zip(self.packs, self.pack_toggles, strict=True):
            if y + rh + line_h > body.bottom - app.px(60):
                break
            t.rect = pygame.Rect(body.x, y, width, rh)
            where = _("bundled") if info.bundled else _("your packs folder")
            if info.error is not None:
                line = _("Cannot be used: {problem}").format(problem=info.error)
                colour = pal.bad
                if not t.enabled:
                    t.label = _("{pack}  v{version}  (broken)").format(pack=info.name,
                                                                       version=info.version)
            else:
                name = card_text("manifest", "name", info.name) if info.bundled else info.name
                t.label = f"{name}  v{info.version}"  # (in the language shown now)
                reqs = [r for r in info.requires if r != "base"]
                desc = card_text("manifest", "description", info.description) \
                    if info.bundled and info.description else info.description
                desc = desc or _("No description.")
                line = _("{description} Needs: {packs}. ({where})").format(
                    description=desc, packs=", ".join(reqs), where=where) if reqs else \
                    _("{description} ({where})").format(description=desc, where=where)
                colour = pal.text_dim
            lines = app.fonts.wrap(line, app.px(13), width - app.px(24))
            if len(lines) == 1:
                lines = [app.fonts.fit(line, app.px(13), width - app.px(24))]
            elif len(lines) > 3:  # a description or an error keeps three lines (a longer
                # language's description of a bundled pack still reads whole)
                lines = [*lines[:2], app.fonts.fit(" ".join(lines[2:]), app.px(13),
                                                   width - app.px(24))]
            for j, text in enumerate(lines):
                ui.text(surface, app, text, (body.x + app.px(12), y + rh + app.px(2) +
                                             j * line_h), 13, colour)
            y += rh + line_h * len(lines) + gap + app.px(4)
        folder = str(user_packs_dir())
        ui.paragraph(surface, app, _("Add-on packs go in a folder of their own inside {folder} "
                                     "— then press “Look again”. A game remembers its packs; "
                                     "a saved game needs them to load.").format(folder=folder),
                     pygame.Rect(body.x, body.bottom - app.px(52), width - app.px(210),
                                 app.px(52)), 13, pal.text_dim)
        self.b_rescan.rect = pygame.Rect(body.x + width - app.px(190),
                                         body.bottom - app.px(48), app.px(190), app.px(36))
