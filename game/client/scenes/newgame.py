"""New game: seats (2–5, names, human/bot), main objective (chosen or random, both sides
shown), variants with their constraints, a few rules options, the seed."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

import pygame

from game.client import ui
from game.client.scenes.base import AppScene

if TYPE_CHECKING:
    from game.client.app import App

DEFAULT_NAMES = ["Ana", "Ben", "Cleo", "Dmitri", "Esme"]
VARIANT_LABELS = [
    ("hardcore", "Hardcore (hard side)"),
    ("cooperative", "Cooperative"),
    ("two_player", "Two players"),
    ("betrayer", "Betrayer"),
    ("player_elimination", "Player elimination"),
]


class NewGameScene(AppScene):
    name = "newgame"

    def __init__(self, app: App, seats: int = 3, bots: tuple[bool, ...] = ()) -> None:
        super().__init__(app)
        from game.content.loader import load_base

        self.content = load_base()
        names = list(app.settings.remember_names) + DEFAULT_NAMES
        self.seat_on: list[ui.Toggle] = []
        self.seat_name: list[ui.TextField] = []
        self.seat_bot: list[ui.Cycle] = []
        for i in range(5):
            on = ui.Toggle("", i < seats, self._changed, on_text="Playing",
                           off_text="Empty")
            on.enabled = i >= 2
            name = ui.TextField("", names[i] if i < len(names) else f"Player {i + 1}",
                                max_len=16, allowed=lambda ch: ch.isprintable())
            bot = ui.Cycle("", [(False, "Human"), (True, "Bot")],
                           bots[i] if i < len(bots) else i > 0)
            self.seat_on.append(on)
            self.seat_name.append(name)
            self.seat_bot.append(bot)
        objs = [(None, "Random")] + [(o.id, o.name) for o in self.content.main_objectives.values()]
        self.objective = ui.Cycle("Main objective", objs, None)
        self.variants = {k: ui.Toggle(label, False, self._changed) for k, label in
                         VARIANT_LABELS}
        self.noise = ui.Cycle("Noise resolution", [("die", "Roll a die"),
                                                   ("flip", "Flip a card")], "die")
        self.passdir = ui.Cycle("First player token passes", [("right", "Right"),
                                                              ("left", "Left")], "right")
        self.attract = ui.Cycle("Attract", [("up_to_2", "Up to 2"),
                                            ("exactly_2", "Exactly 2")], "up_to_2")
        self.mature = ui.Toggle("Remove 18+ crossroads", False)
        self.seed = ui.TextField("Seed", str(random.randrange(1, 10**6)), max_len=9,
                                 allowed=str.isdigit)
        self.b_start = ui.Button("Start game", self.start, primary=True, hotkey=pygame.K_F5)
        self.b_start.hint = "F5"
        self.b_back = ui.Button("Back", self.close)
        self.error = ""
        self._coop_forced = False
        self._coop_user = False
        rows: list[ui.Widget] = []
        for i in range(5):
            rows += [self.seat_on[i], self.seat_name[i], self.seat_bot[i]]
        self.focus.set([*rows, self.objective, *self.variants.values(), self.noise,
                        self.passdir, self.attract, self.mature, self.seed, self.b_start,
                        self.b_back])
        self._changed(None)

    # ------------------------------------------------------------------ constraints
    def seat_count(self) -> int:
        return sum(1 for t in self.seat_on if t.value)

    def _changed(self, _: Any) -> None:
        # seats 1-2 always play; a seat can only be on if the one before is on
        for i in range(5):
            if i < 2:
                self.seat_on[i].set_value(True)
            elif not self.seat_on[i - 1].value:
                self.seat_on[i].set_value(False)
            on = self.seat_on[i].value
            self.seat_name[i].enabled = on
            self.seat_bot[i].enabled = on
            self.seat_name[i].visible = self.seat_bot[i].visible = True
        n = self.seat_count()
        v = self.variants
        v["two_player"].set_value(n == 2)
        v["two_player"].enabled = False  # follows the seat count (GEN-01)
        coop = v["cooperative"].value or n == 2
        if n == 2:
            if not self._coop_forced:
                self._coop_user = bool(v["cooperative"].value)
                self._coop_forced = True
            v["cooperative"].set_value(True)
            v["cooperative"].enabled = False
        else:
            if self._coop_forced:  # leaving two players: back to the player's own choice
                v["cooperative"].set_value(self._coop_user)
                self._coop_forced = False
            v["cooperative"].enabled = not v["betrayer"].value
        v["betrayer"].enabled = not coop
        if coop:
            v["betrayer"].set_value(False)
        self.focus.set(self.focus.widgets)

    def config(self) -> Any:
        from game.engine import GameConfig, RulesOptions, Seat

        seats = [Seat(name=self.seat_name[i].value.strip() or f"Player {i + 1}",
                      bot=bool(self.seat_bot[i].value))
                 for i in range(5) if self.seat_on[i].value]
        variants: Any = frozenset(k for k, t in self.variants.items() if t.value)
        options = RulesOptions(noise_resolution=self.noise.value,
                               first_player_pass_direction=self.passdir.value,
                               attract_mode=self.attract.value)
        return GameConfig(seats=seats, variants=variants, main_objective=self.objective.value,
                          remove_mature_crossroads=bool(self.mature.value), options=options,
                          seed=int(self.seed.value or "0"))

    def start(self) -> None:
        from pydantic import ValidationError

        from game.client.scenes.table import TableScene
        from game.session.session import Session

        try:
            cfg = self.config()
        except ValidationError as exc:
            self.error = "; ".join(e["msg"].removeprefix("Value error, ")
                                   for e in exc.errors())
            return
        self.app.settings.remember_names = [s.name for s in cfg.seats if not s.bot][:5]
        session = Session(cfg, self.content)
        self.app.close_session()
        self.app.session = session
        self.app.stack.replace(TableScene(self.app, session))

    # ------------------------------------------------------------------ frame
    def handle(self, event: Any) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        self.focus.handle(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        pal = app.art.pal
        surface.fill(pal.bg)
        w, h = surface.get_size()
        m = app.px(28)
        ui.text(surface, app, "New game", (m, m), 30, bold=True)
        rh, gap = app.px(40), app.px(8)
        # seats
        left = pygame.Rect(m, m + app.px(84), int(w * 0.46), 0)
        ui.text(surface, app, "Seats", (left.x, left.y - app.px(28)), 16, pal.accent, True)
        for i in range(5):
            y = left.y + i * (rh + gap)
            mark = app.art.player_mark(i, app.px(22))
            surface.blit(mark, (left.x, y + (rh - mark.get_height()) // 2))
            x = left.x + app.px(32)
            self.seat_on[i].rect = pygame.Rect(x, y, app.px(200), rh)
            self.seat_name[i].rect = pygame.Rect(x + app.px(208), y, app.px(180), rh)
            self.seat_bot[i].rect = pygame.Rect(x + app.px(396), y, left.right - x - app.px(396),
                                                rh)
            for wdg in (self.seat_name[i], self.seat_bot[i]):
                wdg.visible = bool(self.seat_on[i].value)
        # objective info
        oy = left.y + 5 * (rh + gap) + app.px(12)
        self.objective.rect = pygame.Rect(left.x, oy, left.width, rh)
        info = pygame.Rect(left.x, oy + rh + gap, left.width, h - (oy + rh + gap) - app.px(100))
        ui.panel(surface, app, info, pal.bg2)
        oid = self.objective.value
        hard = bool({"hardcore", "cooperative", "two_player"} &
                    {k for k, t in self.variants.items() if t.value})
        if oid is None:
            ui.paragraph(surface, app, "A main objective will be drawn at random when the "
                         "game starts. Choose one to read both of its sides here.",
                         info.inflate(-app.px(24), -app.px(20)), 14, pal.text_dim)
        else:
            o = self.content.main_objectives[oid]
            inner = info.inflate(-app.px(24), -app.px(16))
            ui.text(surface, app, f"{o.name} — {o.duration}", inner.topleft, 16, bold=True)
            y = inner.y + app.px(26)
            for label, side, active in (("Normal side", o.normal, not hard),
                                        ("Hard side", o.hard, hard)):
                head = f"{label}{' (in play)' if active else ''}: morale {side.morale}, " \
                       f"{side.rounds} rounds"
                ui.text(surface, app, head, (inner.x, y), 13.5,
                        pal.highlight if active else pal.text_dim, bold=True)
                y += app.px(20)
                used = ui.paragraph(surface, app, side.goal_text,
                                    pygame.Rect(inner.x, y, inner.width, app.px(60)), 13,
                                    pal.text if active else pal.text_dim)
                y += min(used, app.px(60)) + app.px(8)
        # variants and options
        right = pygame.Rect(left.right + m, left.y, w - left.right - 2 * m, 0)
        ui.text(surface, app, "Variants", (right.x, right.y - app.px(28)), 16, pal.accent, True)
        y = right.y
        for t in self.variants.values():
            t.rect = pygame.Rect(right.x, y, right.width, rh)
            y += rh + gap
        y += app.px(16)
        ui.text(surface, app, "Rules options", (right.x, y - app.px(4)), 16, pal.accent, True)
        y += app.px(24)
        for wdg in (self.noise, self.passdir, self.attract, self.mature, self.seed):
            wdg.rect = pygame.Rect(right.x, y, right.width, rh)
            y += rh + gap
        bw = app.px(220)
        self.b_start.rect = pygame.Rect(w - m - bw, h - m - app.px(52), bw, app.px(52))
        self.b_back.rect = pygame.Rect(w - m - 2 * bw - app.px(16), h - m - app.px(52), bw,
                                       app.px(52))
        self.focus.draw(surface, app)
        n = self.seat_count()
        note = f"{n} players" + (" — two-player games are cooperative" if n == 2 else "")
        ui.text(surface, app, note, (m, h - m - app.px(26)), 14, pal.text_dim, anchor="midleft")
        if self.error:
            ui.text(surface, app, self.error, (m, h - m - app.px(4)), 14, pal.bad,
                    anchor="midleft")
