"""Game over: the end reason, every secret objective revealed, who won, and a short story
of the game told from the public log."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.client import ui
from game.client.scenes.base import AppScene

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scenes.table import TableScene

REASONS = {
    "morale": "Morale fell to zero. The colony broke apart.",
    "rounds": "The round track ran out before the objective was met.",
    "objective": "The main objective was met.",
}


def story(table: TableScene) -> list[str]:
    """A few sentences about the game, built only from public events."""
    s = table.session
    ev = s.redacted(s.events, None)
    count: dict[str, int] = {}
    for e in ev:
        count[e.type] = count.get(e.type, 0) + 1
    v = s.public()
    lines = []
    rounds = v.get("round", 0)
    lines.append(f"The colony held out for {rounds} round{'s' if rounds != 1 else ''}.")
    dead = count.get("SurvivorKilled", 0)
    kills = count.get("ZombieKilled", 0)
    lines.append(f"{kills} zombie{'s' if kills != 1 else ''} fell; "
                 f"{dead} survivor{'s' if dead != 1 else ''} did not see the spring.")
    prevented = sum(1 for e in ev if e.type == "CrisisResolved" and e.data.get("prevented"))
    crises = count.get("CrisisResolved", 0)
    if crises:
        lines.append(f"{prevented} of {crises} crises were prevented.")
    exiles = [table.names.p(e.data["player"]) for e in ev if e.type == "PlayerExiled"]
    if exiles:
        lines.append("Exiled: " + ", ".join(exiles) + ".")
    bites = count.get("BiteSpread", 0)
    if bites:
        lines.append(f"A bite spread {bites} time{'s' if bites != 1 else ''}.")
    hist = v.get("history", {}).get("morale")
    if hist:
        lines.append("Morale by round: " + " → ".join(str(x) for x in hist) + ".")
    return lines


class GameOverScene(AppScene):
    name = "gameover"

    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        self.view = table.session.public()  # once over, secrets are public
        self.lines = story(table)
        self.b_title = ui.Button("Back to title", self.to_title, primary=True)
        self.b_quit = ui.Button("Quit", app.quit)
        self.focus.set([self.b_title, self.b_quit])

    def to_title(self) -> None:
        from game.client.scenes.title import TitleScene

        self.app.close_session()
        self.app.stack.reset(TitleScene(self.app))

    def handle(self, event: Any) -> bool:
        self.focus.handle(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        pal = app.art.pal
        surface.fill(pal.bg)
        w, h = surface.get_size()
        v = self.view
        names = self.table.names
        content = self.table.session.content
        ui.text(surface, app, "The winter is over", (w // 2, app.px(24)), 34, bold=True,
                anchor="midtop")
        reason = REASONS.get(v.get("end_reason", ""), v.get("end_reason", ""))
        ui.text(surface, app, reason, (w // 2, app.px(72)), 17, pal.text_dim, anchor="midtop")
        mo = content.main_objectives.get(v.get("main_objective", {}).get("id") or "")
        if mo is not None:
            ui.text(surface, app, f"Main objective: {mo.name}", (w // 2, app.px(100)), 15,
                    pal.good, anchor="midtop")
        result = v.get("result") or {}
        secrets = v.get("secrets") or {}
        y = app.px(140)
        cw = min(w - app.px(80), app.px(1100))
        x = w // 2 - cw // 2
        for p in v.get("players", []):
            seat = p["seat"]
            res = result.get(str(seat), {})
            won = bool(res.get("won"))
            r = pygame.Rect(x, y, cw, app.px(64))
            ui.panel(surface, app, r, pal.panel, pal.good if won else pal.edge)
            mark = app.art.player_mark(seat, app.px(26))
            surface.blit(mark, (r.x + app.px(12), r.centery - mark.get_height() // 2))
            ui.text(surface, app, p["name"], (r.x + app.px(50), r.y + app.px(8)), 18, bold=True)
            ui.text(surface, app, "WINS" if won else "loses", (r.x + app.px(50),
                                                               r.y + app.px(36)), 14,
                    pal.good if won else pal.bad, bold=won)
            sec = secrets.get(str(seat), {})
            sid = sec.get("exiled_secret") or sec.get("secret")
            obj = content.secret_objectives.get(sid or "")
            label = f"{obj.name} ({obj.kind})" if obj else "no secret objective"
            ui.text(surface, app, label, (r.x + app.px(220), r.y + app.px(8)), 15,
                    pal.highlight if obj and obj.kind == "betrayal" else pal.text, bold=True)
            why = res.get("why", "")
            ui.text(surface, app, why[:110], (r.x + app.px(220), r.y + app.px(36)), 13,
                    pal.text_dim)
            y += app.px(72)
        y += app.px(10)
        ui.text(surface, app, "The story of this winter", (x, y), 17, pal.accent, bold=True)
        y += app.px(28)
        for line in self.lines:
            ui.text(surface, app, line, (x + app.px(10), y), 15)
            y += app.px(24)
        self.b_title.rect = pygame.Rect(w // 2 - app.px(230), h - app.px(80), app.px(220),
                                        app.px(52))
        self.b_quit.rect = pygame.Rect(w // 2 + app.px(10), h - app.px(80), app.px(220),
                                       app.px(52))
        self.focus.draw(surface, app)
        del names
