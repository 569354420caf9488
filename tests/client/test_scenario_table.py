"""Issue 9 item 6 (part): an introductory scenario's special objective stands on the table
with its progress and stage (SCEN-01, SCEN-04), and the special exile phase of the Bandits
scenario is announced with a banner (SCEN-B-07)."""

from __future__ import annotations

import time

import pytest

from game.engine import GameConfig, Seat
from game.engine.events import Event
from game.session.session import Session


@pytest.fixture(scope="module")
def ln_content():
    from game.sim import load_content

    return load_content("ln")


def _table(app, content, scenario: str):
    from game.client.scenes.table.scene import TableScene

    seats = [Seat(name=n, bot=True) for n in ("Ana", "Bruno", "Carla")]
    s = Session(GameConfig(seats=seats, seed=5, ruleset="ln", scenario=scenario),
                content=content, autosave=False)
    t = TableScene(app, s)
    t.step_game = lambda dt: None  # the game holds still
    app.stack.push(t)
    app.frame(1 / 60, [])
    return s, t


@pytest.mark.parametrize(("scenario", "code"), [("raxxon_intro", "R1"),
                                                ("bandits_intro", "B1")])
def test_scen_01_the_special_objective_stands_as_the_main_objective(app, ln_content, scenario,
                                                                    code):
    """SCEN-01: the objective panel names the stage-1 card, shows its progress lines and
    the stage; hovering it reads the card (its goal and the stage line)."""
    from game.client.modules.scenarios import objective as so
    s, t = _table(app, ln_content, scenario)
    mo = t.view["main_objective"]
    card = so.special_objective(ln_content, mo["id"])
    assert card is not None and so.code(card) == code
    assert so.title(card).startswith(code)
    assert so.scenario_part(t.view)["stage"] == 1
    panel = t.painter.panel("crisis")
    rect, face = panel.hits.tips[("objective",)]
    assert face.title.startswith(code) and face.text == card.normal.goal_text
    assert face.extra[0] == "Stage 1 of 3: completing it starts the next stage."
    # the progress lines come from the public view, one per goal item (as a main objective)
    assert len(mo["progress"]) >= 1


def test_scen_04_a_completed_stage_names_the_card_that_follows(ln_content):
    """SCEN-04: once a stage is completed its card waits for the next round: the stage line
    says which card comes then; the third stage says completing it wins."""
    from game.client.modules.scenarios import objective as so
    cards = {(c.scenario, c.stage): c for c in ln_content.scenario_objectives.values()}
    b1 = cards[("bandits_intro", 1)]
    view = {"modules": {"scenarios": {"scenario": "bandits_intro", "stage": 2,
                                      "next_objective": cards[("bandits_intro", 2)].id}}}
    assert so.stage_line(b1, view) == \
        "Completed! B2 takes its place at the start of the next round."
    r3 = cards[("raxxon_intro", 3)]
    view = {"modules": {"scenarios": {"scenario": "raxxon_intro", "stage": 3,
                                      "next_objective": None}}}
    assert so.stage_line(r3, view) == "Stage 3 of 3: completing it wins the game."
    assert so.special_objective(ln_content, "no_such_card") is None


def test_scen_b_07_the_special_exile_phase_is_announced_once_by_its_story_page(app,
                                                                               ln_content):
    """SCEN-B-07 (docs/DECISIONS.md, "One announcement of the special exile phase"): the
    ScenarioExilePhase event opens its story page, which holds the table until it is
    turned; no banner repeats it afterwards; the log tells it too."""
    from game.client.modules.scenarios.story import StoryScene

    s, t = _table(app, ln_content, "bandits_intro")
    pages: list[str] = []
    banners: list[str] = []
    t.animate([Event(type="ScenarioExilePhase", data={"order": [0, 1, 2]})])
    deadline = time.monotonic() + 10.0  # wall time: the director runs on frames
    while time.monotonic() < deadline and (t.director.busy or app.stack.top is not t):
        top = app.stack.top
        if isinstance(top, StoryScene):  # the page (or the intro's) waits for its reader
            if top.page is not None:
                pages.append(top.page.kicker)
            top.age = 1.0
            top.turn()
        app.frame(1 / 30, [])
        if t.banner is not None:
            banners.append(f"{t.banner.text} | {t.banner.sub}")
    assert "Special exile phase" in pages, pages
    assert not any("exile phase" in b.lower() for b in banners), banners
    assert t.stats["banners"] == 0
    assert any("special exile phase begins" in line for line in t.log_lines), \
        "the log tells it too"


def test_an_either_or_goal_is_one_checklist_row(app, ln_content):
    """Issue 20 item 16: R1 asks for a survivor at the Library *or* at the Hospital: the
    objective's checklist shows that as one row that says "or" (ticked when either is
    met), not as two rows that both look required."""
    from game.client.table.log.describe import progress_lines
    from tests.client.passplay import screen_text

    s, t = _table(app, ln_content, "raxxon_intro")
    mo = t.view["main_objective"]
    lines = progress_lines(list(mo["progress"]), t.names)
    texts = [e[2] for e in lines if e[0] == "line"]
    assert len(lines) == 2, lines  # zombies killed; a survivor at the Library or Hospital
    either = [x for x in texts if "Library" in x or "Hospital" in x]
    assert len(either) == 1 and "Library" in either[0] and "Hospital" in either[0]
    assert " or " in either[0]
    text = screen_text(app)
    assert sum(line.count("Library") for line in text.splitlines()
               if "survivor" in line) == 1
    # ticked as soon as one of the places has a survivor
    items = [dict(it) for it in mo["progress"]]
    for it in items:
        if it.get("at") == "hospital":
            it.update(value=1, met=True)
    lines = progress_lines(items, t.names)
    row = next(e for e in lines if e[0] == "line" and "Hospital" in e[2])
    assert row[1] is True and "1 / 1" in row[2]
