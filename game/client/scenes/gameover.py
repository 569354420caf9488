"""Game over: the end reason, every secret objective revealed, who won, and a short story
of the game told from the public log."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

import pygame

from game.client.core import ui
from game.client.core.scene import make_scene, open_by_name, scene
from game.client.scenes.base import AppScene, menu_backdrop
from game.i18n import N_, _, ngettext

if TYPE_CHECKING:
    from game.client.core.app import App
    from game.client.scenes.table.scene import TableScene

REASONS = {
    "morale": N_("Morale fell to zero. The colony broke apart."),
    "rounds": N_("The round track ran out before the objective was met."),
    "objective": N_("The main objective was met."),
}


def story(table: TableScene) -> list[str]:
    """A few sentences about the game, built only from public events."""
    s = table.session
    ev = s.redacted(s.events, None)
    count: dict[str, int] = {}
    for e in ev:
        count[e.type] = count.get(e.type, 0) + 1
    v = s.public()
    stats = v.get("stats") or {}
    lines = []
    rounds = v.get("round", 0)
    lines.append(ngettext("The colony held out for {n} round.",
                          "The colony held out for {n} rounds.", rounds).format(n=rounds))
    kills = int(stats.get("zombies_killed", 0))
    dead = int(stats.get("survivors_dead", 0))
    lines.append(ngettext("{n} zombie killed.", "{n} zombies killed.", kills).format(n=kills))
    lines.append(ngettext("{n} survivor did not see the spring.",
                          "{n} survivors did not see the spring.", dead).format(n=dead))
    prevented = int(stats.get("crises_prevented", 0))
    crises = count.get("CrisisResolved", 0)
    if crises:
        lines.append(ngettext("{prevented} of {n} crisis prevented.",
                              "{prevented} of {n} crises prevented.", crises).format(
            prevented=prevented, n=crises))
    exiles = [table.names.p(e.data["player"]) for e in ev if e.type == "PlayerExiled"]
    if exiles:
        lines.append(_("Exiled: {players}.").format(players=", ".join(exiles)))
    bites = count.get("BiteSpread", 0)
    if bites:
        lines.append(ngettext("A bite spread {n} time.", "A bite spread {n} times.",
                              bites).format(n=bites))
    hist = v.get("history", {}).get("morale")
    if hist:
        final = v.get("morale")  # the history is taken at each round's start: add the end
        if isinstance(final, int) and final != hist[-1]:
            hist = [*hist, final]
        lines.append(_("Morale by round: {values}.").format(
            values=" → ".join(str(x) for x in hist)))
    return lines


def rematch_config(config: Any, seed: int | None = None) -> Any:
    """The game's setup again with a new seed (``seed``, else a random one that is not the
    old one).  A random main objective stays random; a chosen one stays chosen."""
    import secrets

    while seed is None or seed == config.seed:
        seed = secrets.randbelow(1_000_000)
    return config.model_copy(update={"seed": seed})


@scene("gameover")
class GameOverScene(AppScene):
    name = "gameover"
    max_ui_scale = 1.25  # the interface scale its layout holds (Settings)

    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        self.view = table.session.public()  # once over, secrets are public
        self.lines = story(table)
        self.b_again = ui.Button(N_("Play again"), self.play_again, hotkey=pygame.K_p,
                                 primary=True)
        self.b_replay = ui.Button(N_("Watch replay"), self.watch_replay, hotkey=pygame.K_w)
        self.b_replay.enabled = table.session.save_path is not None
        # a network game: the host's; a hosted one: its players are elsewhere
        self.b_again.enabled = table.session.saves_here and not getattr(
            table.session, "hosting", None)
        self.b_title = ui.Button(N_("Back to title"), self.to_title)
        self.b_quit = ui.Button(N_("Quit"), app.quit)
        self.focus.set([self.b_again, self.b_replay, self.b_title, self.b_quit])
        self.rows = pygame.Rect(0, 0, 0, 0)  # the players' result rows, as last drawn

    def play_again(self) -> None:
        """A rematch: the same seats, variants, objective choice and options, a new seed."""
        from game.client.scenes.table.opening import table_opened
        from game.session.session import Session

        old = self.table.session
        cfg = rematch_config(old.config)
        session = Session(cfg, old.content, background_saves=True)
        self.app.close_session()
        self.app.session = session
        table = self.app.stack.reset(make_scene("table", self.app, session))
        # (a scenario's rematch opens with its story again)
        table_opened(self.app, cast("TableScene", table), "new")

    def watch_replay(self) -> None:
        path = self.table.session.save_path
        if path is not None:
            self.table.session.autosave()
            open_by_name("open_replay", self.app, path)

    def to_title(self) -> None:
        self.app.close_session()
        self.app.stack.reset(make_scene("title", self.app))

    def handle(self, event: Any) -> bool:
        self.focus.handle(event)
        return True

    def focus_rects(self) -> list[pygame.Rect]:
        """What an overlay (the tutorial's coach) must leave in view: the result rows, the
        buttons (as last drawn)."""
        return [r for r in (self.rows, *(b.rect for b in self.focus.widgets)) if r.width]

    def draw_objective(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The main objective's final progress, item by item (ticked when met)."""
        from game.client.table.board import draw_tick
        from game.client.table.log.describe import progress_lines

        app = self.app
        pal = app.art.pal
        mo = self.view.get("main_objective") or {}
        lines = progress_lines(list(mo.get("progress") or []), self.table.names)
        if not lines:
            return
        ui.text(surface, app, _("Main objective at the end"), rect.topleft, 17, pal.good,
                bold=True, max_w=rect.width)
        y = rect.y + app.px(30)
        box = app.px(14)
        x = rect.x
        for entry in lines:
            if y + app.px(22) > rect.bottom:
                break
            if entry[0] == "line":
                _kind, met, text = entry
                draw_tick(surface, pal, (x + box // 2, y + app.px(10)), box, met, app.scale)
                ui.text(surface, app, app.fonts.fit(text, app.px(14), rect.width - box * 2),
                        (x + box + app.px(8), y + app.px(10)), 14,
                        pal.good if met else pal.text, anchor="midleft")
                y += app.px(24)
                continue
            _kind, header, chips = entry
            ui.text(surface, app, header, (x, y + app.px(10)), 14, pal.text_dim,
                    anchor="midleft")
            y += app.px(24)
            cw = rect.width // 3
            for i, (met, text) in enumerate(chips):
                cx, cy = x + (i % 3) * cw, y + (i // 3) * app.px(24)
                draw_tick(surface, pal, (cx + box // 2, cy + app.px(10)), box, met, app.scale)
                ui.text(surface, app, text, (cx + box + app.px(6), cy + app.px(10)), 14,
                        pal.good if met else pal.text, anchor="midleft")
            y += ((len(chips) + 2) // 3) * app.px(24)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        pal = app.art.pal
        surface.blit(menu_backdrop(surface.get_size(), app.art.pal.bg), (0, 0))
        w, h = surface.get_size()
        v = self.view
        names = self.table.names
        content = self.table.session.content
        ui.text(surface, app, _("The winter is over"), (w // 2, app.px(24)), 34, bold=True,
                anchor="midtop")
        reason = _(REASONS.get(v.get("end_reason", ""), v.get("end_reason", "")))
        ui.text(surface, app, reason, (w // 2, app.px(72)), 17, pal.text_dim, anchor="midtop")
        mo = content.main_objectives.get(v.get("main_objective", {}).get("id") or "")
        if mo is not None:
            met = v.get("end_reason") == "objective"
            from game.i18n.cards import card_name

            line = (_("Main objective: {objective} — completed") if met else
                    _("Main objective: {objective} — failed")).format(
                objective=card_name(mo.id, mo.name))
            ui.text(surface, app, line, (w // 2, app.px(100)), 15, pal.good if met else pal.bad,
                    anchor="midtop", max_w=w - app.px(40))
        result = v.get("result") or {}
        secrets = v.get("secrets") or {}
        y = app.px(140)
        cw = min(w - app.px(80), app.px(1100))
        x = w // 2 - cw // 2
        players = v.get("players", [])
        # the rows share what the story (and the objective beside it) leave free
        story_h = app.px(28) + len(self.lines) * app.px(24) + app.px(10)
        room = h - app.px(96) - story_h - y
        step = max(app.px(50), min(app.px(72), room // max(1, len(players))))
        rh = step - app.px(6)
        self.rows = pygame.Rect(x, y, cw, step * len(players))
        for p in players:
            seat = p["seat"]
            res = result.get(str(seat), {})
            won = bool(res.get("won"))
            r = pygame.Rect(x, y, cw, rh)
            ui.panel(surface, app, r, pal.panel, pal.good if won else pal.edge)
            mark = app.art.player_mark(seat, app.px(26))
            surface.blit(mark, (r.x + app.px(12), r.centery - mark.get_height() // 2))
            top_y, low_y = r.y + rh * 3 // 10, r.y + rh * 3 // 4
            ui.text(surface, app, p["name"], (r.x + app.px(50), top_y), 18, bold=True,
                    anchor="midleft")
            ui.text(surface, app, _("WINS") if won else _("loses"), (r.x + app.px(50), low_y),
                    14, pal.good if won else pal.bad, bold=won, anchor="midleft",
                    max_w=app.px(165))
            sec = secrets.get(str(seat), {})
            sid = sec.get("exiled_secret") or sec.get("secret")
            obj = content.secret_objectives.get(sid or "")
            if obj is None:
                label = _("no secret objective")
            else:
                from game.i18n.cards import card_name

                kind = {"normal": _("normal"), "betrayal": _("betrayal"),
                        "exiled": _("exiled")}.get(obj.kind, obj.kind)
                label = _("{objective} ({kind})").format(objective=card_name(obj.id, obj.name),
                                                         kind=kind)
            ui.text(surface, app, label, (r.x + app.px(220), top_y), 15,
                    pal.highlight if obj and obj.kind == "betrayal" else pal.text, bold=True,
                    anchor="midleft", max_w=r.right - r.x - app.px(240))
            from game.client.table.log.describe import result_why

            why = app.fonts.fit(result_why(res, v, content), app.px(13),
                                r.right - r.x - app.px(240))
            ui.text(surface, app, why, (r.x + app.px(220), low_y), 13, pal.text_dim,
                    anchor="midleft")
            y += step
        y += app.px(10)
        top = y
        ui.text(surface, app, _("The story of this winter"), (x, y), 17, pal.accent, bold=True)
        y += app.px(28)
        story_w = cw * 3 // 5
        for line in self.lines:
            y += ui.paragraph(surface, app, line, pygame.Rect(x + app.px(10), y,
                                                              story_w - app.px(20),
                                                              app.px(48)), 15)
            y += app.px(4)
        self.draw_objective(surface, pygame.Rect(x + story_w, top, cw - story_w,
                                                 h - app.px(96) - top))
        bw, gap = app.px(210), app.px(16)
        x = w // 2 - (4 * bw + 3 * gap) // 2
        for b in (self.b_again, self.b_replay, self.b_title, self.b_quit):
            b.rect = pygame.Rect(x, h - app.px(80), bw, app.px(52))
            x += bw + gap
        self.focus.draw(surface, app)
        del names
