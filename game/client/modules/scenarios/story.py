"""Scenario story pages (issue 9 items 5/6, SCEN-05): the introduction when a scenario
game starts, and each stage transition's narrative as a full-screen page, naming the
player who reads it aloud.

The text is the pack's (the engine's events name only its key, ``<scenario>.intro`` /
``<objective>.complete`` / ``<objective>.story``, see ``describe_scen.narrative``).  A page
shows public information only: the scenario's story and objectives are face up for
everyone.  Space, Enter, Esc or a click turns the page (several pages queue in the order of
their events); with ``auto`` (the smoke run and tests, like the hand-off screen's) a page
turns itself after a moment.

The scenario events' choreography (handlers registered with the table's
:func:`~game.client.table.choreo.animates`) makes each page a director step that holds the
table's animations until the page is turned.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.client.core import ui
from game.client.modules.scenarios.describe import narrative
from game.client.scenes.base import AppScene, SnowField, menu_backdrop
from game.client.table.choreo import animates
from game.i18n import N_, _
from game.i18n.cards import localize

if TYPE_CHECKING:
    from game.client.core.app import App

TURN_GUARD = 0.45  # seconds: a double click from before cannot turn the page unread


@dataclass
class StoryPage:
    kicker: str  # "Stage 1 complete"
    title: str  # the scenario's or the objective's name
    text: str  # the narrative (pack text)
    reader: str = ""  # who reads it aloud
    goal: str = ""  # the objective that now applies, if any
    scenario: str = ""  # the scenario's name


def _scenario_name(content: Any, sid: Any) -> str:
    sc = getattr(content, "scenarios", {}).get(str(sid))
    return str(sc.name) if sc else ""


def _objective(content: Any, oid: Any) -> Any:
    return getattr(content, "scenario_objectives", {}).get(str(oid))


def _goal(content: Any, oid: Any, hard: bool) -> str:
    so = _objective(content, oid)
    if so is None:
        return ""
    side = so.hard if hard else so.normal
    return _("{objective}: {goal}").format(objective=so.name, goal=side.goal_text)


def page_for(e: Any, names: Any, hard: bool = False, scenario: str = "",
             reader: str = "") -> StoryPage | None:
    """The page a public scenario event opens (None for the other events)."""
    content = localize(names.content)  # the pack's words in the interface language
    d = e.data or {}
    t = e.type
    if t == "ScenarioStarted":
        first = _objective(content, d.get("objective"))
        text = narrative(content, d.get("text", ""))
        if first is not None:
            text += "\n\n" + str(first.story)
        return StoryPage(_("A story in three stages"), _scenario_name(content, d.get("scenario")),
                         text, reader, _goal(content, d.get("objective"), hard),
                         _scenario_name(content, d.get("scenario")))
    if t == "ScenarioObjectiveCompleted":
        so = _objective(content, d.get("objective"))
        return StoryPage(_("Stage {n} complete").format(n=d.get("stage", "?")),
                         str(so.name) if so else str(d.get("objective")),
                         narrative(content, d.get("text", "")), names.p(d.get("designated")),
                         scenario=scenario)
    if t == "ScenarioObjectivePlaced":
        so = _objective(content, d.get("objective"))
        return StoryPage(_("Stage {n} begins").format(n=d.get("stage", "?")),
                         str(so.name) if so else str(d.get("objective")),
                         narrative(content, d.get("text", "")), reader,
                         _goal(content, d.get("objective"), hard), scenario)
    if t == "ScenarioExilePhase":
        order = ", ".join(names.p(i) for i in d.get("order", []))
        text = _("Before the next round, each player in turn may call one exile vote against "
                 "another player (or call none). The votes are sealed, as always.")
        if order:
            text = _("Before the next round, each player in turn may call one exile vote "
                     "against another player (or call none). The votes are sealed, as always. "
                     "In this order: {players}.").format(players=order)
        return StoryPage(_("Special exile phase"), _("Who stands with the bandits?"), text,
                         scenario=scenario)
    return None


class StoryScene(AppScene):
    """Full-screen pages, turned one at a time; closes after the last."""

    transparent = False
    name = "story"
    max_ui_scale = 1.25  # the interface scale its layout holds (Settings)

    def __init__(self, app: App, pages: list[StoryPage], auto: bool = False,
                 table: Any = None) -> None:
        super().__init__(app)
        self.pages = list(pages)
        self.age = 0.0
        self._auto = auto
        self.table = table  # its ``auto_handoff`` turns the pages too (smoke, tests)
        self.turned = 0  # pages read so far
        self.snow = SnowField(70, seed=17)
        self.button = ui.Button(N_("Continue"), self.turn, primary=True)
        self.focus.set([self.button])

    @property
    def auto(self) -> bool:
        return self._auto or bool(getattr(self.table, "auto_handoff", False))

    @property
    def page(self) -> StoryPage | None:
        return self.pages[0] if self.pages else None

    def add(self, page: StoryPage) -> None:
        self.pages.append(page)

    def turn(self) -> None:
        if self.age < TURN_GUARD:
            return
        if self.pages:
            self.pages.pop(0)
            self.turned += 1
        self.age = 0.0
        if not self.pages:
            self.close()

    def drawn_info(self) -> dict[str, Any]:
        """What this page shows (public: the scenario's story, its objective, a name)."""
        p = self.page
        return {} if p is None else dict(p.__dict__)

    def handle(self, event: Any) -> bool:
        self.snow.stir()
        if event.type == pygame.KEYDOWN and event.key in (
                pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE):
            self.turn()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.turn()
            return True
        return True

    def animating(self) -> bool:
        return self.snow.moving

    def update(self, dt: float) -> None:
        self.age += dt
        self.snow.update(dt)
        if self.auto and self.age >= TURN_GUARD:
            self.turn()

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        pal = app.art.pal
        surface.blit(menu_backdrop(surface.get_size(), (10, 13, 19), 215), (0, 0))
        self.snow.draw(surface)
        p = self.page
        if p is None:
            return
        w, h = surface.get_size()
        col = pygame.Rect(0, 0, min(w - app.px(80), app.px(860)), 0)
        col.centerx = w // 2
        y = app.px(34)
        if p.scenario and p.scenario != p.title:
            ui.text(surface, app, app.fonts.fit(p.scenario, app.px(16), col.width),
                    (w // 2, y), 16, pal.text_dim, anchor="midtop")
            y += app.px(26)
        ui.text(surface, app, p.kicker.upper(), (w // 2, y), 15, pal.warn, True,
                anchor="midtop")
        y += app.px(26)
        ui.text(surface, app, app.fonts.fit(p.title, app.px(34), col.width, True), (w // 2, y),
                34, pal.text, True, anchor="midtop")
        y += app.px(52)
        if p.reader:
            ui.text(surface, app, _("{player} reads aloud:").format(player=p.reader), (w // 2, y),
                    17, pal.accent,
                    anchor="midtop")
            y += app.px(30)
        foot = h - app.px(110)
        goal_h = 0
        if p.goal:  # as tall as its words (two lines at most fit a 1280×720 window)
            rows = len(app.fonts.wrap(_("Objective now: {goal}").format(goal=p.goal), app.px(14),
                                      col.width - app.px(24)))
            goal_h = int(rows * app.fonts.line_height(app.px(14)) * 1.15) + app.px(18)
        sheet = pygame.Rect(col.x, y, col.width, foot - y - goal_h - app.px(10))
        pad_x, pad_y = app.px(44), app.px(32)
        size = 17.0
        for part in (17.0, 15.5, 14.0, 13.0):  # the largest size the whole text fits at
            size = part
            need = self._height(p.text, sheet.width - pad_x, part)
            if need <= sheet.height - pad_y:
                break
        sheet.height = min(sheet.height, need + pad_y)  # no more paper than words
        pygame.draw.rect(surface, pal.card, sheet, border_radius=app.px(10))
        pygame.draw.rect(surface, pal.card_edge, sheet, app.px(2), border_radius=app.px(10))
        inner = sheet.inflate(-pad_x, -pad_y)
        yy = inner.y
        for para in p.text.split("\n\n"):
            used = ui.paragraph(surface, app, para.strip(), pygame.Rect(
                inner.x, yy, inner.width, inner.bottom - yy), size, pal.text_dark)
            yy += used + app.px(size * 0.7)
        if p.goal:
            g = pygame.Rect(col.x, sheet.bottom + app.px(10), col.width, goal_h)
            ui.panel(surface, app, g, pal.bg2, pal.highlight)
            ui.paragraph(surface, app, _("Objective now: {goal}").format(goal=p.goal),
                         g.inflate(-app.px(24), -app.px(14)), 14, pal.text)
        self.button.rect = pygame.Rect(0, 0, app.px(300), app.px(52))
        self.button.rect.midtop = (w // 2, foot + app.px(14))
        self.button.enabled = self.age >= TURN_GUARD
        self.button.label = N_("Continue") if len(self.pages) <= 1 else \
            _("Continue ({n} more)").format(n=len(self.pages) - 1)
        self.focus.draw(surface, app)
        ui.text(surface, app, _("Space, Enter or a click turns the page"),
                (w // 2, self.button.rect.bottom + app.px(8)), 13, pal.text_dim,
                anchor="midtop")

    def _height(self, text: str, width: int, size: float) -> int:
        app = self.app
        lh = app.fonts.line_height(app.px(size))
        lines = sum(len(app.fonts.wrap(p.strip(), app.px(size), width))
                    for p in text.split("\n\n"))
        paras = text.count("\n\n")
        return int(lines * lh * 1.15 + paras * app.px(size * 0.7))


def show_story(app: App, page: StoryPage, table: Any = None) -> StoryScene:
    """Open the page, or queue it behind the one being read."""
    for scene in app.stack.scenes:
        if isinstance(scene, StoryScene) and scene.pages:
            scene.add(page)
            return scene
    scene = StoryScene(app, [page], table=table)
    app.stack.push(scene)
    return scene


class StoryStep:
    """A director step: open the page, then hold until it has been turned (a skip or the
    fast mode opens it at once and goes on; the page still waits for its reader, and the
    table does not play on below it)."""

    def __init__(self, app: App, page: StoryPage, table: Any = None) -> None:
        self.app = app
        self.page = page
        self.table = table
        self.scene: StoryScene | None = None
        self._done = False

    @property
    def done(self) -> bool:
        return self._done

    def _open(self) -> None:
        if self.scene is None:
            self.scene = show_story(self.app, self.page, self.table)

    def update(self, dt: float) -> float:
        self._open()
        assert self.scene is not None
        if self.page in self.scene.pages and self.scene in self.app.stack.scenes:
            return 0.0
        self._done = True
        return dt

    def finish(self) -> None:
        self._open()
        self._done = True


# the choreography of the scenario events: each page a director step
def _story(ch: Any, e_type: str, d: dict[str, Any]) -> Any:
    from game.engine.events import Event

    t = ch.table
    cfg = t.session.config
    scen = _scenario_name(localize(t.names.content), cfg.scenario)
    if e_type == "ScenarioObjectiveCompleted":
        t.story_reader = t.names.p(d.get("designated"))
    page = page_for(Event(type=e_type, data=d), t.names, cfg.hard_side, scen,
                    getattr(t, "story_reader", ""))
    if page is None:
        return None
    return StoryStep(ch.app, page, t)


@animates("ScenarioObjectiveCompleted")
def on_ScenarioObjectiveCompleted(ch: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
    return _story(ch, "ScenarioObjectiveCompleted", d)


@animates("ScenarioObjectivePlaced")
def on_ScenarioObjectivePlaced(ch: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
    return _story(ch, "ScenarioObjectivePlaced", d)


@animates("ScenarioExilePhase")
def on_ScenarioExilePhase(ch: Any, d: dict[str, Any], before: dict[str, Any]) -> Any:
    return _story(ch, "ScenarioExilePhase", d)


def show_intro(app: App, table: Any) -> StoryScene | None:
    """The scenario's introduction over a new game's table (its setup event is not
    animated: the game starts with it)."""
    s = table.session
    for e in s.redacted(s.events, None):
        if e.type == "ScenarioStarted":
            first = table.view.get("first_player")  # the first player reads it out
            page = page_for(e, table.names, s.config.hard_side,
                            reader=table.names.p(first) if first is not None else "")
            if page is not None:
                return show_story(app, page, table)
    return None


def resume_page(table: Any) -> StoryPage | None:
    """The page a saved scenario game reopens with (docs/DECISIONS.md, "Story page on
    Continue"): the current stage's page -- the introduction in stage 1, else the latest
    "Stage N begins" -- under a kicker that says where the story stands.  Public events
    only; None outside a scenario or when the game is over."""
    s = table.session
    if s.config.scenario is None or s.over:
        return None
    cfg = s.config
    scen = _scenario_name(localize(table.names.content), cfg.scenario)
    page: StoryPage | None = None
    stage = 1
    for e in s.redacted(s.events, None):
        if e.type == "ScenarioStarted":
            page = page_for(e, table.names, cfg.hard_side)
        elif e.type == "ScenarioObjectivePlaced":
            page = page_for(e, table.names, cfg.hard_side, scen) or page
            stage = int((e.data or {}).get("stage") or stage)
    if page is None:
        return None
    page.kicker = _("The story so far: stage {n} of 3").format(n=stage)
    page.reader = ""  # nobody is reading it out: a reminder, not a transition
    return page


def exile_phase_page(table: Any) -> StoryPage | None:
    """The special exile phase's page when a reopened game is in the middle of it (SCEN-B-07:
    its calls or one of its votes are waiting), else None.  Live, the page is the phase's
    one announcement; a game saved during the phase shows it again after the stage's page,
    since the ballots it asks for do not say why they are held."""
    s = table.session
    if s.config.scenario is None or s.over:
        return None
    phase, started = None, -1
    events = s.redacted(s.events, None)
    for i, e in enumerate(events):
        if e.type == "ScenarioExilePhase":
            phase, started = e, i
        elif e.type == "RoundStarted" and i > started:
            phase = None  # over: a new round began
    d = s.decision()
    if phase is None or d is None:
        return None
    info = d.get("info") or {}
    if d["kind"] != "scenario_exile_call" and not (d["kind"] == "ballot" and
                                                   info.get("purpose") == "exile"):
        return None
    scen = _scenario_name(localize(table.names.content), s.config.scenario)
    return page_for(phase, table.names, s.config.hard_side, scen)


def show_resume(app: App, table: Any) -> StoryScene | None:
    """Open :func:`resume_page` over a reopened game's table (Continue, Load), followed by
    :func:`exile_phase_page` when the game was saved during the special exile phase."""
    page = resume_page(table)
    if page is None:
        return None
    scene = show_story(app, page, table)
    phase = exile_phase_page(table)
    if phase is not None:
        scene.add(phase)
    return scene



# a scenario's table opens with its story: the introduction for a new game, where the story
# stands for a saved one (registered with the scenes, which know no module)
from game.client.scenes.table.opening import on_table_opened  # noqa: E402

on_table_opened("new", show_intro)
on_table_opened("resumed", show_resume)
