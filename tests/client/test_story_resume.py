"""SCEN-05 (docs/DECISIONS.md, "Story page on Continue"): a saved scenario game reopened
(Continue, Load) opens with the current stage's story page -- the introduction in stage 1,
the latest "Stage N begins" page after a transition -- public text only; nothing outside a
scenario, nothing for a game that is over."""

from __future__ import annotations

from typing import Any

from tests.client.passplay import private_names, screen_text

NAMES = ("Ana", "Ben", "Cleo", "Dan")


def _played(tmp_path: Any, scenario: str | None, seed: int, until: Any) -> Any:
    """A game of four humans choosing like the normal bot, played until ``until(session)``,
    then saved to a file: its path."""
    from game.bots import make_bot
    from game.content.loader import load_ruleset
    from game.engine import GameConfig, Seat
    from game.session.session import Session

    content = load_ruleset("ln")
    cfg = GameConfig(seats=[Seat(name=n) for n in NAMES], seed=seed, ruleset="ln",
                     modules=frozenset({"improvements", "bandits", "raxxon"}),
                     scenario=scenario)
    s = Session(cfg, content, autosave=False)
    bots = [make_bot("normal", f"x{seed}-{i}", content) for i in range(len(NAMES))]
    while not until(s) and not s.over:
        legal = s.legal()
        seat = legal[0].actor
        s.apply(bots[seat].choose(legal, s.view(seat)))
    return s, s.save_as(tmp_path / f"{scenario}-{seed}-{len(s.log)}.wcsave")


def _opened(app: Any, path: Any) -> Any:
    from game.client.modules.scenarios.story import StoryScene
    from game.client.scenes.loadgame import open_save

    assert open_save(app, path)
    app.frame(1 / 30, [])
    top = app.stack.top
    return top if isinstance(top, StoryScene) else None


def _placed(s: Any) -> bool:
    return any(e.type == "ScenarioObjectivePlaced" for e in s.events)


def test_scen_05_continue_in_stage_1_shows_the_introduction(app, tmp_path):
    s, path = _played(tmp_path, "bandits_intro", 38, lambda s: len(s.log) >= 40)
    story = _opened(app, path)
    assert story is not None and story.page is not None
    assert story.page.kicker == "The story so far: stage 1 of 3"
    assert story.page.title == s.content.scenarios["bandits_intro"].name
    assert story.page.goal  # the stage's objective, as on the introduction
    text = screen_text(app)
    for seat in range(s.n):  # a public page: nobody's hand, draws or secret objective
        for name in private_names(s, seat):
            assert name not in text
    story.age = 1.0
    story.turn()  # one page: turned, the table is back
    assert app.stack.top is not story


def test_scen_05_continue_after_a_transition_shows_the_current_stage(app, tmp_path):
    s, path = _played(tmp_path, "bandits_intro", 38, _placed)
    story = _opened(app, path)
    assert story is not None and story.page is not None
    assert story.page.kicker == "The story so far: stage 2 of 3"
    assert len(story.pages) == 1  # not in the special exile phase: its page stays away
    placed = next(e for e in s.events if e.type == "ScenarioObjectivePlaced")
    assert story.page.title == s.content.scenario_objectives[placed.data["objective"]].name
    assert story.page.goal.startswith(story.page.title)
    text = screen_text(app)
    for seat in range(s.n):
        for name in private_names(s, seat):
            assert name not in text
    # the table under it rebuilt its log from the saved events: no secret objective, no
    # ballot in it (DISC-04)
    from game.client.scenes.table.scene import TableScene

    table = next(x for x in app.stack.scenes if isinstance(x, TableScene))
    log = "\n".join(table.log_lines)
    assert len(table.log_lines) > 50
    objectives = {o.name for o in s.content.secret_objectives.values()}
    for seat in range(s.n):
        for name in private_names(s, seat) & objectives:
            assert name not in log
    assert "voted (yes)" not in log and "voted (no)" not in log


def test_scen_05_no_story_page_outside_a_scenario_or_after_the_end(app, tmp_path):
    _, path = _played(tmp_path, None, 22, lambda s: len(s.log) >= 40)
    assert _opened(app, path) is None
    s, path = _played(tmp_path, "raxxon_intro", 20, lambda s: False)
    assert s.over
    assert _opened(app, path) is None


def _exile_call(s: Any) -> bool:
    d = s.decision()
    return d is not None and d["kind"] == "scenario_exile_call"


def test_scen_b_07_continue_during_the_special_exile_phase_shows_its_page_too(app, tmp_path):
    """A game saved while the special exile phase waits for its calls reopens with the
    stage's page and then the phase's page (the calls and ballots do not say why they are
    asked); live, that page is the phase's one announcement."""
    s, path = _played(tmp_path, "bandits_intro", 38, _exile_call)
    assert _exile_call(s)
    story = _opened(app, path)
    assert story is not None and len(story.pages) == 2
    assert story.pages[0].kicker.startswith("The story so far")
    phase = story.pages[1]
    assert phase.kicker == "Special exile phase"
    order = next(e for e in s.events if e.type == "ScenarioExilePhase").data["order"]
    assert ", ".join(NAMES[i] for i in order) in phase.text
    for _ in range(2):
        story.age = 1.0
        story.turn()
    assert app.stack.top is not story  # both read: the table is back


def test_scen_b_07_no_exile_phase_page_once_the_phase_is_over(app, tmp_path):
    from game.client.modules.scenarios.story import exile_phase_page
    from game.client.scenes.table.scene import TableScene

    def after_phase(s: Any) -> bool:
        types = [e.type for e in s.events]
        return "ScenarioExilePhase" in types and \
            "RoundStarted" in types[types.index("ScenarioExilePhase"):]

    s, path = _played(tmp_path, "bandits_intro", 38, after_phase)
    assert not s.over  # (seed 38: the game goes on after the phase)
    story = _opened(app, path)
    assert story is not None and len(story.pages) == 1
    table = next(x for x in app.stack.scenes if isinstance(x, TableScene))
    assert exile_phase_page(table) is None


def test_scen_05_the_pages_name_the_scenario_in_the_interface_language(app, tmp_path):
    """The scenario's name over a page (a transition, the special exile phase) is the
    pack's translation, like the rest of the page."""
    from game import i18n
    from game.client.modules.scenarios.story import exile_phase_page
    from game.client.scenes.table.scene import TableScene
    from game.i18n.cards import localize

    s, path = _played(tmp_path, "bandits_intro", 38, _exile_call)
    i18n.set_language("pt")
    try:
        story = _opened(app, path)
        assert story is not None
        table = next(x for x in app.stack.scenes if isinstance(x, TableScene))
        page = exile_phase_page(table)
        assert page is not None
        name = localize(s.content).scenarios["bandits_intro"].name
        assert page.scenario == name != s.content.scenarios["bandits_intro"].name
    finally:
        i18n.set_language("en")
