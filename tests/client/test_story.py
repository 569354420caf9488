"""Issue 9 item 3 (SCEN-05): the scenario's introduction and each stage transition's
narrative as a full-screen, skippable story page naming who reads it."""

from __future__ import annotations

import pygame

from game.engine.events import make


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def _names():
    from game.client.table.log.describe import Names
    from game.content.loader import load_ruleset

    return Names(load_ruleset("ln"), ["Ana", "Ben", "Cleo"])


def test_scen_05_pages_quote_the_pack_and_name_the_reader():
    from game.client.modules.scenarios.story import page_for

    n = _names()
    c = n.content
    r1, r2 = (o for o in sorted(c.scenario_objectives.values(), key=lambda o: o.stage)
              if o.scenario == "raxxon_intro" and o.stage < 3)
    start = page_for(make("ScenarioStarted", {"scenario": "raxxon_intro",
                                              "text": "raxxon_intro.intro",
                                              "objective": r1.id}), n, reader="Ana")
    assert start.title == c.scenarios["raxxon_intro"].name and start.reader == "Ana"
    assert c.scenarios["raxxon_intro"].intro in start.text and r1.story in start.text
    assert r1.normal.goal_text in start.goal
    hard = page_for(make("ScenarioStarted", {"scenario": "raxxon_intro",
                                             "text": "raxxon_intro.intro",
                                             "objective": r1.id}), n, hard=True)
    assert r1.hard.goal_text in hard.goal
    done = page_for(make("ScenarioObjectiveCompleted", {
        "objective": r1.id, "stage": 1, "text": f"{r1.id}.complete", "designated": 2}), n)
    assert (done.kicker, done.title, done.reader) == ("Stage 1 complete", r1.name, "Cleo")
    assert done.text == r1.complete_text
    placed = page_for(make("ScenarioObjectivePlaced", {
        "objective": r2.id, "stage": 2, "removed": r1.id, "text": f"{r2.id}.story"}), n)
    assert placed.kicker == "Stage 2 begins" and placed.text == r2.story
    exile = page_for(make("ScenarioExilePhase", {"order": [1, 2, 0]}), n)
    assert "Ben, Cleo, Ana" in exile.text
    assert page_for(make("RoundStarted", {"round": 1}), n) is None


def test_a_story_page_turns_on_a_key_after_a_moment_and_pages_queue(app):
    from game.client.modules.scenarios.story import StoryPage, StoryScene, show_story
    from tests.client.passplay import screen_text

    first = StoryPage("Stage 1 complete", "The Way Up", "One. Two.", "Ben")
    scene = show_story(app, first)
    show_story(app, StoryPage("Stage 2 begins", "Strip the Shelves", "Three."))
    assert app.stack.top is scene and len(scene.pages) == 2  # queued in order
    app.frame(1 / 60, [])
    text = screen_text(app)
    assert "Ben reads aloud:" in text and "One. Two." in text and "(1 more)" in text
    app.frame(1 / 60, [key(pygame.K_SPACE)])  # too early: a double press cannot skip it
    assert scene.page is first
    for _ in range(40):
        app.frame(1 / 60, [])
    app.frame(1 / 60, [key(pygame.K_SPACE)])
    assert scene.page.title == "Strip the Shelves"
    for _ in range(40):
        app.frame(1 / 60, [])
    app.frame(1 / 60, [key(pygame.K_ESCAPE)])
    assert not isinstance(app.stack.top, StoryScene)


def test_scen_05_a_scenario_game_starts_with_its_introduction(app):
    from game.client.modules.scenarios.story import StoryScene
    from game.client.scenes.handoff import HandOffScene
    from game.client.scenes.newgame import NewGameScene
    from game.client.scenes.table.scene import TableScene

    ng = NewGameScene(app, seats=3, bots=(False, False, True))
    app.stack.push(ng)
    ng.set_scenario("bandits_intro")
    ng.start()
    top = app.stack.top
    assert isinstance(top, StoryScene)
    sc = ng.content.scenarios["bandits_intro"]
    assert top.page.title == sc.name and sc.intro in top.page.text
    table = app.stack.find(TableScene)
    for _ in range(60):  # the table waits below the page: nobody is handed the computer
        app.frame(1 / 60, [])
    assert app.stack.top is top
    app.frame(1 / 60, [key(pygame.K_RETURN)])
    app.frame(1 / 60, [])
    assert isinstance(app.stack.top, HandOffScene)  # the private draft comes after it
    assert table.session.decision()["kind"] == "draft"


def test_scen_05_a_transition_holds_the_table_until_its_page_is_turned(app):
    from game.client.modules.scenarios.story import StoryScene
    from game.client.scenes.table.scene import TableScene
    from game.engine import GameConfig, Seat
    from game.session.session import Session

    n = _names()
    r1 = next(o for o in n.content.scenario_objectives.values()
              if o.scenario == "raxxon_intro" and o.stage == 1)
    cfg = GameConfig(seats=[Seat(name=x, bot=True) for x in ("Ana", "Ben", "Cleo")],
                     seed=4, ruleset="ln", scenario="raxxon_intro")
    s = Session(cfg, n.content, autosave=False)
    t = TableScene(app, s)
    app.stack.push(t)
    t.fast = False
    done = make("ScenarioObjectiveCompleted", {"objective": r1.id, "stage": 1,
                                               "text": f"{r1.id}.complete", "designated": 1})
    t.animate([done])
    for _ in range(5):
        app.frame(1 / 60, [])
    page = app.stack.top
    assert isinstance(page, StoryScene) and page.page.reader == "Ben"
    assert t.director.busy  # held below the page
    for _ in range(40):
        app.frame(1 / 60, [])
    assert app.stack.top is page and t.director.busy
    app.frame(1 / 60, [key(pygame.K_SPACE)])
    for _ in range(5):
        app.frame(1 / 60, [])
    assert app.stack.top is not page
    assert any(r1.name in line for line in t.log_lines)  # and the log tells it too


def test_scen_05_a_rematch_of_a_scenario_opens_with_its_story_again(app):
    from types import SimpleNamespace

    from game.client.modules.scenarios.story import StoryScene
    from game.client.scenes.gameover import GameOverScene
    from game.client.scenes.table.scene import TableScene
    from game.engine import GameConfig, Seat
    from game.session.session import Session

    n = _names()
    cfg = GameConfig(seats=[Seat(name=x, bot=True) for x in ("Ana", "Ben", "Cleo")],
                     seed=4, ruleset="ln", scenario="raxxon_intro")
    old = Session(cfg, n.content, autosave=False)
    GameOverScene.play_again(SimpleNamespace(app=app, table=SimpleNamespace(session=old)))
    top = app.stack.top
    assert isinstance(top, StoryScene)
    assert top.page.title == n.content.scenarios["raxxon_intro"].name
    table = app.stack.find(TableScene)
    assert table.session.config.scenario == "raxxon_intro"
    assert table.session.config.seed != 4


def test_scen_01_the_stage_objective_and_its_progress_are_on_the_table(app):
    """In a scenario game the crisis panel's objective is the stage's special objective."""
    from game.client.scenes.table.scene import TableScene
    from game.engine import GameConfig, Seat
    from game.session.session import Session
    from tests.client.passplay import screen_text

    n = _names()
    r1 = next(o for o in n.content.scenario_objectives.values()
              if o.scenario == "raxxon_intro" and o.stage == 1)
    cfg = GameConfig(seats=[Seat(name=x, bot=True) for x in ("Ana", "Ben", "Cleo")],
                     seed=4, ruleset="ln", scenario="raxxon_intro")
    s = Session(cfg, n.content, autosave=False)
    assert s.public()["main_objective"]["id"] == r1.id
    app.stack.push(TableScene(app, s))
    app.frame(1 / 60, [])
    text = screen_text(app)
    kills = next(c.n for c in r1.normal.goal.of if c.value.q == "zombies_killed")
    assert r1.name in text and f"zombies killed 0 / {kills}" in text
