"""New game, in five tabs (PgUp/PgDn or a click switches; F5 starts from any of them):

* Players — seats (2–5, names, human / bot easy / normal / hard), the main objective (chosen
  or random, both sides shown; a scenario's own objectives instead) and the seed.
* Ruleset — Base / The Long Night / Both mixed, the modules and the scenario
  (``newgame_setup``).
* Rules — the variants with their constraints, and "Advanced rules": every base-game
  option of ``RulesOptions`` with a one-line explanation (defaults as the ruleset's).
* Long Night rules — the options The Long Night and its modules add (``newgame_setup``).
* Content packs — ``available_packs()`` (bundled and the user's packs folder) with name
  and version; the ruleset's own packs (base, Long Night or both) are always on, add-ons
  can be ticked, a broken pack shows its one-line error and cannot be ticked.  The chosen
  packs are loaded for the game (``load_ruleset``) and recorded in its save.
"""

from __future__ import annotations

import random
from functools import partial
from typing import TYPE_CHECKING, Any, cast

import pygame

from game.client.core import ui
from game.client.core.scene import make_scene, scene
from game.client.scenes.base import AppScene, menu_backdrop
from game.client.scenes.newgame_packs import STANDALONE, ContentPacks
from game.client.scenes.newgame_setup import RulesetSetup, setup_tabs
from game.i18n import N_, _, ngettext
from game.i18n.cards import card_name
from game.i18n.render import render

if TYPE_CHECKING:
    from game.client.core.app import App
    from game.client.scenes.table.scene import TableScene

DEFAULT_NAMES = ["Ana", "Ben", "Cleo", "Dmitri", "Esme"]
VARIANT_LABELS = [
    ("hardcore", N_("Hardcore (hard side)"), N_("The main objective's hard side: fewer rounds, "
                                         "less morale, higher targets.")),
    ("cooperative", N_("Cooperative"), N_("Everyone wins or loses together: no secret objectives, "
                                   "no betrayers.")),
    ("two_player", N_("Two players"), N_("Follows the seat count: two players always play "
                                  "cooperatively.")),
    ("betrayer", N_("Betrayer"), N_("One secret objective is sure to be a betrayal.")),
    ("player_elimination", N_("Player elimination"), N_("A player whose last survivor dies is "
                                                  "out of the game.")),
]
SEAT_KINDS = [("human", N_("Human")), ("easy", N_("Bot (easy)")), ("normal", N_("Bot (normal)")),
              ("hard", N_("Bot (hard)")),
              ("remote", N_("Human elsewhere"))]  # a hosted game (scenes/hosting.py)
OLD_KINDS = {"heuristic": "normal", "random": "easy"}  # earlier names of the seat kinds


def tabs() -> list[tuple[str, str]]:
    """New game's tabs, a module's options tab (registered) after "Rules"."""
    return [("players", N_("Players")), ("ruleset", N_("Ruleset")), ("rules", N_("Rules")),
            *setup_tabs(), ("packs", N_("Content packs"))]



# the advanced rules: (option, label, [(value, shown)], explanation) — RULES.md §28
def advanced_rules() -> list[tuple[str, str, list[tuple[Any, str]], str]]:
    return [
        ("noise_resolution", N_("Noise resolution"),
         [("die", N_("Roll a die")), ("flip", N_("Flip"))],
         N_("Each noise token in the colony phase: a die (1–3 brings a zombie) or a coin "
         "flip; both are even odds.")),
        ("noise_cap_per_location", N_("Noise per location"), [(4, N_("At most 4")),
                                                          (None, N_("No cap"))],
         N_("At most 4 noise tokens at one place per round, or as many as its noise spaces.")),
        ("first_player_pass_direction", N_("First player token passes"),
         [("right", N_("Right")), ("left", N_("Left"))],
         N_("Turns go left; passed right (as printed) the last player of a round goes first "
         "next round.")),
        ("crisis_target_counts_exiled", N_("Crisis target counts exiled players"),
         [(False, N_("No")), (True, N_("Yes"))],
         N_("Whether exiled players count in the number of cards a crisis needs.")),
        ("attract_mode", N_("Attract"),
         [("up_to_2", N_("Up to 2")), ("exactly_2", N_("Exactly 2"))],
         N_("The Attract action draws 1 or 2 zombies, or must draw 2 when it can.")),
        ("move_limit_scope", N_("Move limit"), [("turn", N_("Once per turn")),
                                            ("round", N_("Once per round"))],
         N_("How often each survivor may move; differs only when a survivor changes hands.")),
        ("helpless_occupy_space", N_("Helpless occupy a colony space"),
         [(True, N_("Yes")), (False, N_("No"))],
         N_("Helpless survivor tokens take up colony survivor spaces (a full colony refuses "
         "more).")),
        ("exile_relocation_exposure", N_("Exiled survivors roll when they leave"),
         [(True, N_("Yes")), (False, N_("No"))],
         N_("An exiled player's survivors roll for exposure as they move out of the colony.")),
    ]


def seat_names(remembered: list[str], seats: int = 5) -> list[str]:
    """The names the seats start with: the remembered ones first, then the defaults, each
    name once (a remembered "Ana" must not come back as a default: seats need different
    names), then "Player N" if the lists run out."""
    names: list[str] = []
    for name in [*remembered, *DEFAULT_NAMES]:
        name = name.strip()
        if name and name.casefold() not in {n.casefold() for n in names}:
            names.append(name)
    i = 1
    while len(names) < seats:
        if f"Player {i}".casefold() not in {n.casefold() for n in names}:
            names.append(f"Player {i}")
        i += 1
    return names[:seats]


@scene("newgame")
class NewGameScene(ContentPacks, RulesetSetup, AppScene):
    name = "newgame"
    max_ui_scale = 1.0  # the interface scale its layout holds (Settings)

    def __init__(self, app: App, seats: int = 3, bots: tuple[bool | str, ...] = ()) -> None:
        super().__init__(app)
        from game.content.loader import load_base

        self.content = load_base()
        self.tab = "players"
        names = seat_names(app.settings.remember_names)
        self.seat_on: list[ui.Toggle] = []
        self.seat_name: list[ui.TextField] = []
        self.seat_bot: list[ui.Cycle] = []
        for i in range(5):
            on = ui.Toggle("", i < seats, self._changed, on_text=N_("Playing"),
                           off_text=N_("Empty"))
            on.enabled = i >= 2
            name = ui.TextField("", names[i] if i < len(names) else f"Player {i + 1}",
                                max_len=16, allowed=lambda ch: ch.isprintable())
            kind = bots[i] if i < len(bots) else i > 0
            if isinstance(kind, bool):
                kind = "normal" if kind else "human"
            kind = OLD_KINDS.get(kind, kind)
            bot = ui.Cycle("", SEAT_KINDS, kind)
            self.seat_on.append(on)
            self.seat_name.append(name)
            self.seat_bot.append(bot)
        self.objective = ui.Cycle(N_("Main objective"), self._objectives(), None)
        self.seed = ui.TextField(N_("Seed"), str(random.randrange(1, 10**6)), max_len=9,
                                 allowed=str.isdigit)
        # rules
        self.variants = {k: ui.Toggle(label, False, self._changed) for k, label, _text in
                         VARIANT_LABELS}
        self.variant_help = {k: text for k, _label, text in VARIANT_LABELS}
        self._blocked: tuple[Any, str] | None = None  # (settings, why a variant is off)
        self.mature = ui.Toggle(N_("Remove 18+ crossroads"), False)
        from game.engine import RulesOptions

        defaults = RulesOptions()
        self.rules: dict[str, ui.Cycle] = {}
        self.rules_help: dict[str, str] = {}
        for key, label, values, text in advanced_rules():
            self.rules[key] = ui.Cycle(label, values, getattr(defaults, key))
            self.rules_help[key] = text
        self.base_keys = list(self.rules)
        self.b_defaults = ui.Button(N_("Reset to defaults"), self.reset_rules)
        self.error = ""
        self._coop_forced = False
        self._coop_user = False
        self._init_ln()
        # content packs
        self.packs: list[Any] = []
        self.pack_toggles: list[ui.Toggle] = []
        self.b_rescan = ui.Button(N_("Look again"), self.scan_packs)
        self.scan_packs()
        # bottom and tabs
        self.b_start = ui.Button(N_("Start game"), self.start, primary=True, hotkey=pygame.K_F5)
        self.b_start.hint = "F5"
        self.b_back = ui.Button(N_("Back"), self.close)
        self.tabs = {k: ui.Button(label, partial(self.show, k)) for k, label in tabs()}
        self._packs_changed(None)  # the ruleset's content
        self._changed(None)
        self.show("players")

    # ------------------------------------------------------------------ tabs
    def page_widgets(self, tab: str) -> list[ui.Widget]:
        if tab == "players":
            rows: list[ui.Widget] = []
            for i in range(5):
                rows += [self.seat_on[i], self.seat_name[i], self.seat_bot[i]]
            return [*rows, self.objective, self.seed]
        if tab == "ruleset":
            return [*self.ruleset_buttons.values(), *self.module_toggles.values(),
                    *self.scenario_buttons.values()]
        if tab == "rules":
            return [*self.variants.values(), self.mature,
                    *(self.rules[k] for k in self.base_keys), self.b_defaults]
        if tab in self.tab_keys:  # a module's options
            return [*(self.rules[k] for k in self.tab_keys[tab]), self.b_defaults]
        return [*self.pack_toggles, self.b_rescan]

    def show(self, tab: str) -> None:
        self.tab = tab
        for k, b in self.tabs.items():
            b.selected = k == tab
        self.focus.set([*self.tabs.values(), *self.page_widgets(tab), self.b_start,
                        self.b_back])
        first = self.page_widgets(tab)
        if tab == "ruleset":  # the chosen ruleset first
            first = [self.ruleset_buttons[self.ruleset], *first]
        if first:
            self.focus.focus_widget(next((w for w in first if w.enabled), first[0]))

    def _cycle_tab(self, d: int) -> None:
        keys = list(self.tabs)
        self.show(keys[(keys.index(self.tab) + d) % len(keys)])

    def _objectives(self) -> list[tuple[Any, str]]:
        from game.i18n.cards import card_name

        return [(None, N_("Random"))] + [(o.id, card_name(o.id, o.name))
                                         for o in self.content.main_objectives.values()]

    # ------------------------------------------------------------------ rules
    def reset_rules(self) -> None:
        defaults = self.rule_defaults()
        for key, c in self.rules.items():
            c.set_value(getattr(defaults, key))

    def changed_rules(self) -> list[str]:
        """The options not at the ruleset's default (§28)."""
        defaults = self.rule_defaults()
        return [k for k, c in self.rules.items() if c.value != getattr(defaults, k)]

    # ------------------------------------------------------------------ constraints
    def seat_count(self) -> int:
        return sum(1 for t in self.seat_on if t.value)

    def variant_blocked(self, k: str) -> str:
        """Why a variant's switch is greyed out ("" when it is not): what the game's
        configuration check says about the other setting, else the fixed rule."""
        t = self.variants[k]
        if t.enabled:
            return ""
        if k == "two_player":
            return N_("it follows the seat count")
        key = (k, tuple(w.value for w in self.variants.values()), self.seat_count())
        if self._blocked is not None and self._blocked[0] == key:
            return self._blocked[1]
        before = set(self._config_errors())
        t.set_value(not t.value)
        try:
            after = [e for e in self._config_errors() if e not in before]
        finally:
            t.set_value(not t.value)
        why = "; ".join(after) or (
            "two players always play cooperatively" if k == "cooperative" else "")
        self._blocked = (key, why)
        return why

    def _config_errors(self) -> list[str]:
        return self._errors()

    def _changed(self, _value: Any) -> None:
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
        if hasattr(self, "ruleset_buttons"):
            self._ln_constraints()
        self.focus.set(self.focus.widgets)

    def config(self, **over: Any) -> Any:
        """The game's configuration; ``over`` replaces some of its fields (to ask the
        engine's check what a choice would break)."""
        from game.engine import GameConfig, RulesOptions, Seat

        seats = []
        for i in range(5):
            if not self.seat_on[i].value:
                continue
            kind = self.seat_bot[i].value
            human = kind in ("human", "remote")
            seats.append(Seat(name=self.seat_name[i].value.strip() or f"Player {i + 1}",
                              bot=not human, bot_kind="heuristic" if human else kind))
        variants: Any = frozenset(k for k, t in self.variants.items() if t.value)
        options = RulesOptions(**{k: c.value for k, c in self.rules.items()})
        kw: dict[str, Any] = dict(
            seats=seats, variants=variants, main_objective=self.objective.value,
            remove_mature_crossroads=bool(self.mature.value), options=options,
            seed=int(self.seed.value or "0"), ruleset=self.ruleset,
            modules=self.modules(), scenario=self.scenario)
        kw.update(over)
        return GameConfig(**kw)

    def start(self) -> None:
        from pydantic import ValidationError

        from game.client.scenes.table.opening import table_opened
        from game.session.session import Session

        try:
            cfg = self.config()
        except ValidationError as exc:
            self.error = "; ".join(e["msg"].removeprefix("Value error, ")
                                   for e in exc.errors())
            return
        self.app.settings.remember_names = [s.name for s in cfg.seats if not s.bot][:5]
        self.remember_setup()
        playing = [i for i in range(5) if self.seat_on[i].value]  # config seat -> row
        remote = {n for n, i in enumerate(playing) if self.seat_bot[i].value == "remote"}
        if remote:  # Host a game: the others join from their computers
            from game.client.core.scene import open_by_name

            self.error = open_by_name("host_game", self.app, cfg, self.content, remote) or ""
            return
        session = Session(cfg, self.content, background_saves=True)
        session.bot_budget = self.app.settings.hard_bot_time
        self.app.close_session()
        self.app.session = session
        table = self.app.stack.replace(make_scene("table", self.app, session))
        # (a scenario's introduction, before anything else)
        table_opened(self.app, cast("TableScene", table), "new")

    # ------------------------------------------------------------------ frame
    def handle(self, event: Any) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self._cycle_tab(-1 if event.key == pygame.K_PAGEUP else 1)
            return True
        self.focus.handle(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        pal = app.art.pal
        surface.blit(menu_backdrop(surface.get_size(), app.art.pal.bg), (0, 0))
        w, h = surface.get_size()
        m = app.px(28)
        title = ui.text(surface, app, _("New game"), (m, m), 30, bold=True)
        # tabs beside the title
        x = title.right + app.px(40)
        for k in self.tabs:
            b = self.tabs[k]
            bw = app.fonts.size(b.label, app.px(17), True)[0] + app.px(40)
            b.rect = pygame.Rect(x, m - app.px(2), bw, app.px(42))
            x += bw + app.px(10)
        ui.text(surface, app, _("PgUp / PgDn: tabs"), (x + app.px(6), m + app.px(19)), 13,
                pal.text_dim, anchor="midleft")
        for wdg in self.focus.widgets:  # only the current page's widgets are laid out
            if wdg not in self.tabs.values() and wdg not in (self.b_start, self.b_back):
                wdg.rect = pygame.Rect(0, 0, 0, 0)
        top = m + app.px(84)
        bottom = h - m - app.px(70)
        body = pygame.Rect(m, top, w - 2 * m, bottom - top)
        {"players": self._draw_players, "ruleset": self._draw_ruleset,
         "rules": self._draw_rules, "packs": self._draw_packs}.get(
            self.tab, self._draw_ln_rules)(surface, body)  # else: a module's options
        bw = app.px(220)
        self.b_start.rect = pygame.Rect(w - m - bw, h - m - app.px(52), bw, app.px(52))
        self.b_back.rect = pygame.Rect(w - m - 2 * bw - app.px(16), h - m - app.px(52), bw,
                                       app.px(52))
        self.focus.draw(surface, app)
        self._draw_summary(surface, m, h)

    def _draw_summary(self, surface: pygame.Surface, m: int, h: int) -> None:
        app = self.app
        pal = app.art.pal
        n = self.seat_count()
        bots = sum(1 for i in range(n) if self.seat_bot[i].value not in ("human", "remote"))
        players = ngettext("{n} player", "{n} players", n).format(n=n)
        if bots:
            players = ngettext("{players}, {n} bot", "{players}, {n} bots", bots).format(
                players=players, n=bots)
        bits = [self.setup_summary(), players]
        if n == 2:
            bits.append(_("two-player games are cooperative"))
        addons = len([i for i in self.chosen_packs() if i not in STANDALONE])
        if addons:
            bits.append(ngettext("{n} add-on pack", "{n} add-on packs", addons).format(n=addons))
        changed = len(self.changed_rules())
        if changed:
            bits.append(ngettext("{n} advanced rule changed", "{n} advanced rules changed",
                                 changed).format(n=changed))
        room = self.b_back.rect.x - m - app.px(16)
        ui.text(surface, app, app.fonts.fit(" · ".join(bits), app.px(14), room),
                (m, h - m - app.px(38)), 14, pal.text_dim, anchor="midleft")
        if self.error:
            ui.text(surface, app, app.fonts.fit(self.error, app.px(14), room),
                    (m, h - m - app.px(12)), 14, pal.bad, anchor="midleft")

    def _draw_players(self, surface: pygame.Surface, body: pygame.Rect) -> None:
        app = self.app
        pal = app.art.pal
        rh, gap = app.px(40), app.px(8)
        left = pygame.Rect(body.x, body.y, int(body.width * 0.5), 0)
        ui.text(surface, app, _("Seats"), (left.x, left.y - app.px(28)), 16, pal.accent, True)
        for i in range(5):
            y = left.y + i * (rh + gap)
            mark = app.art.player_mark(i, app.px(22))
            surface.blit(mark, (left.x, y + (rh - mark.get_height()) // 2))
            x = left.x + app.px(32)
            self.seat_on[i].rect = pygame.Rect(x, y, app.px(190), rh)
            self.seat_name[i].rect = pygame.Rect(x + app.px(198), y, app.px(170), rh)
            self.seat_bot[i].rect = pygame.Rect(x + app.px(376), y, left.right - x - app.px(376),
                                                rh)
            for wdg in (self.seat_name[i], self.seat_bot[i]):
                wdg.visible = bool(self.seat_on[i].value)
        y = left.y + 5 * (rh + gap) + app.px(6)
        ui.paragraph(surface, app, _("Bots play for the colony and their own secret "
                                     "objective: easy is sloppy, normal watches who spoils the "
                                     "crises, hard also looks ahead."),
                     pygame.Rect(left.x, y, left.width, app.px(40)), 13, pal.text_dim)
        self.seed.rect = pygame.Rect(left.x, body.bottom - rh, app.px(260), rh)
        # the objective, both sides
        right = pygame.Rect(left.right + app.px(28), body.y, body.right - left.right -
                            app.px(28), body.height)
        ui.text(surface, app, _("Main objective"), (right.x, right.y - app.px(28)), 16,
                pal.accent, True, max_w=right.width)
        self.objective.rect = pygame.Rect(right.x, right.y, right.width, rh)
        info = pygame.Rect(right.x, right.y + rh + gap, right.width,
                           right.height - rh - gap)
        ui.panel(surface, app, info, pal.bg2)
        if self.scenario is not None:
            self._draw_scenario_objectives(surface, info)
            return
        oid = self.objective.value
        hard = bool({"hardcore", "cooperative", "two_player"} &
                    {k for k, t in self.variants.items() if t.value})
        if oid is None or oid not in self.content.main_objectives:
            ui.paragraph(surface, app, _("A main objective will be drawn at random when the "
                                         "game starts. Choose one to read both of its sides "
                                         "here."),
                         info.inflate(-app.px(24), -app.px(20)), 14, pal.text_dim)
            return
        from game.i18n.cards import localize

        o = localize(self.content).main_objectives[oid]
        inner = info.inflate(-app.px(24), -app.px(16))
        duration = {"short": _("short"), "medium": _("medium"), "long": _("long")}.get(
            o.duration, o.duration)
        ui.text(surface, app, _("{objective} — {duration}").format(objective=o.name,
                                                                   duration=duration),
                inner.topleft, 16, bold=True, max_w=inner.width)
        y = inner.y + app.px(26)
        for label, side, active in (("normal", o.normal, not hard), ("hard", o.hard, hard)):
            if label == "normal":
                head = _("Normal side (in play): morale {morale}, {n} rounds") if active else \
                    _("Normal side: morale {morale}, {n} rounds")
            else:
                head = _("Hard side (in play): morale {morale}, {n} rounds") if active else \
                    _("Hard side: morale {morale}, {n} rounds")
            head = head.format(morale=side.morale, n=side.rounds)
            ui.text(surface, app, head, (inner.x, y), 13.5,
                    pal.highlight if active else pal.text_dim, bold=True)
            y += app.px(20)
            room = min(app.px(96), (inner.bottom - y) // 2 if label == "normal"
                       else inner.bottom - y)
            used = ui.paragraph(surface, app, side.goal_text,
                                pygame.Rect(inner.x, y, inner.width, room), 13,
                                pal.text if active else pal.text_dim)
            y += min(used, room) + app.px(8)

    def _draw_rules(self, surface: pygame.Surface, body: pygame.Rect) -> None:
        app = self.app
        pal = app.art.pal
        rh, gap = app.px(34), app.px(6)
        # the explanations share the height left: a longer one takes two lines
        n = max(len(self.variants) + 1, len(self.base_keys))
        help_h = max(app.px(18), min(app.px(34), (body.height - n * (rh + gap)) // n))
        self._help_room = help_h + gap - app.px(2)
        col_w = (body.width - app.px(28)) // 2
        left = pygame.Rect(body.x, body.y, int(col_w * 0.9), body.height)
        right = pygame.Rect(body.right - int(col_w * 1.1), body.y, int(col_w * 1.1),
                            body.height)
        ui.text(surface, app, _("Variants"), (left.x, left.y - app.px(28)), 16, pal.accent, True)
        y = left.y
        for k, t in self.variants.items():
            t.rect = pygame.Rect(left.x, y, left.width, rh)
            why = self.variant_blocked(k)
            if why:  # a greyed-out choice says why
                self._help(surface, why, left, y + rh, pal.warn, N_("Not available: "))
            else:
                self._help(surface, self.variant_help[k], left, y + rh)
            y += rh + help_h + gap
        self.mature.rect = pygame.Rect(left.x, y, left.width, rh)
        self._help(surface, N_("Leave out the crossroads cards marked for mature players."),
                   left, y + rh)
        ui.text(surface, app, _("Advanced rules"), (right.x, right.y - app.px(28)), 16,
                pal.accent, True, max_w=right.width - app.px(200))
        changed = set(self.changed_rules()) & set(self.base_keys)
        bw = app.px(190)
        self.b_defaults.rect = pygame.Rect(right.right - bw, right.y - app.px(36), bw,
                                           app.px(30))
        self.b_defaults.enabled = bool(self.changed_rules())
        y = right.y
        for k in self.base_keys:
            c = self.rules[k]
            c.rect = pygame.Rect(right.x, y, right.width, rh)
            text = self.rules_help[k]
            self._help(surface, text, right, y + rh, pal.warn if k in changed else None,
                       "changed: " if k in changed else "")
            y += rh + help_h + gap

    def _draw_scenario_objectives(self, surface: pygame.Surface, info: pygame.Rect) -> None:
        """With a scenario the main objective is its stage objectives (SCEN-01)."""
        app = self.app
        pal = app.art.pal
        inner = info.inflate(-app.px(24), -app.px(16))
        why = self._why_not(main_objective=next(iter(self.content.main_objectives), None))
        ui.paragraph(surface, app, render(why) or _("The scenario brings its own objectives."),
                     pygame.Rect(inner.x, inner.y, inner.width, app.px(40)), 13, pal.warn)
        y = inner.y + app.px(44)
        stages = sorted((o for o in self.content.scenario_objectives.values()
                         if o.scenario == self.scenario), key=lambda o: o.stage)
        for o in stages:
            if y > inner.bottom - app.px(40):
                break
            ui.text(surface, app, app.fonts.fit(_("Stage {n}: {objective}").format(
                n=o.stage, objective=card_name(o.id, o.name)), app.px(14),
                                                inner.width, True), (inner.x, y), 14,
                    pal.highlight, bold=True)
            y += app.px(20)
            room = min(app.px(60), inner.bottom - y)
            used = ui.paragraph(surface, app, o.normal.goal_text,
                                pygame.Rect(inner.x, y, inner.width, room), 13, pal.text)
            y += min(used, room) + app.px(8)

    def _help(self, surface: pygame.Surface, text: str, col: pygame.Rect, y: int,
              colour: Any = None, prefix: str = "", lines: int = 1) -> int:
        """A row's explanation under it (``lines`` at most, the last one cut to fit; a
        one-line explanation too long for its line shrinks, then takes two smaller lines in
        the room up to the next row); returns the height used."""
        app = self.app
        px, width = app.px(12.5), col.width - app.px(12)
        text = _(prefix) + _(text) if prefix else _(text)  # message ids, shown translated
        if lines == 1:
            room = pygame.Rect(col.x + app.px(12), y + app.px(1), width,
                               getattr(self, "_help_room", app.px(23)))
            r = ui.block(surface, app, text, room, 12.5, colour or app.art.pal.text_dim,
                         minimum=9.5, valign="top")
            if r.height <= app.fonts.line_height(px):  # one line: at the top of the room
                return app.fonts.line_height(px) + app.px(2)
            return r.bottom - y
        rows = app.fonts.wrap(text, px, width) if lines > 1 else [text]
        if len(rows) > lines:
            rows = rows[:lines - 1] + [" ".join(rows[lines - 1:])]
        lh = app.fonts.line_height(px)
        for i, row in enumerate(rows):
            ui.text(surface, app, app.fonts.fit(row, px, width),
                    (col.x + app.px(12), y + app.px(2) + i * lh), 12.5,
                    colour or app.art.pal.text_dim)
        return len(rows) * lh + app.px(2)
