"""``python -m game balance``: deterministic for a seed, the same with --jobs, and the
in-range logic of its last line."""

from __future__ import annotations

import re

import pytest

from game import balance
from game.balance import Outcome, in_range, summarize
from game.balance_modules import bandit_lines
from game.cli import main as cli_main

LAST = re.compile(r"^colony-win: \d+%  objectives-in-range: \d+/\d+  secrets-in-range: "
                  r"\d+/\d+  betrayer-exiled: (\d+%|-)$")


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert cli_main(["balance", *args]) == 0
    return capsys.readouterr().out


def test_balance_is_deterministic_for_a_seed(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--games", "3", "--seed", "7", "--players", "3", "--bot", "random")
    first = _run(capsys, *args)
    second = _run(capsys, *args)
    assert first == second
    assert LAST.match(first.rstrip("\n").splitlines()[-1])
    assert "main objectives (3 games)" in first
    other = _run(capsys, "--games", "3", "--seed", "8", "--players", "3", "--bot", "random")
    assert other != first


def test_balance_jobs_give_the_same_report(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--games", "4", "--seed", "3", "--players", "2", "--bot", "random")
    one = _run(capsys, *args, "--jobs", "1")
    two = _run(capsys, *args, "--jobs", "2")
    assert one == two


def test_balance_plan_cycles_objectives_and_player_counts() -> None:
    content = balance.content_for(None)
    tasks = balance.plan(8, 1, None, None, ["normal"], content)
    assert [t.players for t in tasks[:4]] == [3, 4, 5, 2]
    assert tasks[3].variants == frozenset({"two_player"})
    assert len({t.objective for t in tasks}) == 2  # objective changes every full cycle
    assert tasks[0].seed != tasks[1].seed


def test_balance_rejects_an_unknown_bot(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["balance", "--games", "1", "--bot", "genius"]) == 2
    assert "unknown bot 'genius'" in capsys.readouterr().err


def _o(i: int, obj: str, won: bool, side: str = "normal",
       secrets: list[tuple[str, str, bool]] | None = None,
       betrayers: list[tuple[bool, bool]] | None = None) -> Outcome:
    return Outcome(i, 4, obj, side, won=won, rounds=3, secrets=secrets or [],
                   betrayers=betrayers or [])


def test_in_range_bounds_are_inclusive() -> None:
    assert in_range(30.0, balance.NORMAL_RANGE) and in_range(65.0, balance.NORMAL_RANGE)
    assert not in_range(29.9, balance.NORMAL_RANGE)
    assert not in_range(65.1, balance.NORMAL_RANGE)
    assert in_range(15.0, balance.HARD_RANGE) and not in_range(14.9, balance.HARD_RANGE)
    assert in_range(10.0, balance.SECRET_RANGE) and not in_range(45.5, balance.SECRET_RANGE)


def test_summary_counts_objectives_and_secrets_in_range() -> None:
    outs = [
        # m_a: 2 of 4 won (50%: in range); m_b: 0 of 2 (out); m_c hard side 1 of 5 (20%: in)
        _o(0, "m_a", True), _o(1, "m_a", True), _o(2, "m_a", False), _o(3, "m_a", False),
        _o(4, "m_b", False), _o(5, "m_b", False),
        *[_o(6 + i, "m_c", i == 0, side="hard") for i in range(5)],
    ]
    # s_x achieved 1/4 (25%: in), s_y 3/3 (100%: out)
    outs[0].secrets = [("s_x", "normal", True), ("s_y", "betrayal", True)]
    outs[1].secrets = [("s_x", "normal", False), ("s_y", "betrayal", True)]
    outs[2].secrets = [("s_x", "normal", False), ("s_y", "betrayal", True)]
    outs[3].secrets = [("s_x", "normal", False)]
    outs[0].betrayers = [(True, True)]
    outs[1].betrayers = [(False, True)]
    outs[2].betrayers = [(False, True)]
    outs[3].betrayers = [(True, False)]
    s = summarize(outs)
    assert [o[0] for o in s.objectives if o[6]] == ["m_a", "m_c"]
    assert [x[0] for x in s.secrets if x[4]] == ["s_x"]
    assert s.last_line() == ("colony-win: 27%  objectives-in-range: 2/3  secrets-in-range: "
                             "1/2  betrayer-exiled: 50%")


def test_summary_without_betrayers_prints_a_dash() -> None:
    s = summarize([_o(0, "m_a", True)])
    assert s.last_line().endswith("betrayer-exiled: -")


# ------------------------------------------------------------------ The Long Night (issue 14)
def test_balance_ln_plan_modules_own_none_all_and_list() -> None:
    """LN-02/LN-05: a module objective is played with its module; ``none`` leaves it out."""
    content = balance.content_for(None, "ln")
    module_of = {k: mo.module for k, mo in content.main_objectives.items()}
    assert any(module_of.values()) and not all(module_of.values())
    n = 4 * len(module_of)
    own = balance.plan(n, 1, 4, None, ["normal"], content, ruleset="ln", modules="own")
    assert {t.objective for t in own} == set(module_of)
    for t in own:
        assert t.ruleset == "ln" and t.scenario is None
        assert t.modules == (frozenset({module_of[t.objective]}) if module_of[t.objective]
                             else frozenset())
    none = balance.plan(n, 1, 4, None, ["normal"], content, ruleset="ln", modules="none")
    assert {t.objective for t in none} == {k for k, m in module_of.items() if m is None}
    assert all(t.modules == frozenset() for t in none)
    every = balance.plan(n, 1, 4, None, ["normal"], content, ruleset="ln", modules="all")
    assert all(t.modules == frozenset(balance.MODULES) for t in every)
    listed = balance.plan(n, 1, 4, None, ["normal"], content, ruleset="ln",
                          modules=frozenset({"bandits"}))
    for t in listed:
        own_mod = {module_of[t.objective]} if module_of[t.objective] else set()
        assert t.modules == frozenset({"bandits"} | own_mod)


def test_balance_bandits_scenario_leaves_two_players_out_of_the_cycle() -> None:
    """SCEN-B-02/SCEN-B-07: the Bandits scenario cannot be played by 2 (two_player)."""
    content = balance.content_for(None, "ln")
    tasks = balance.plan(8, 1, None, None, ["normal"], content, ruleset="ln",
                         scenario="bandits_intro")
    assert [t.players for t in tasks[:4]] == [3, 4, 5, 3]
    assert {t.objective for t in tasks} == {"bandits_intro"}
    cfg = balance.config_for(tasks[0])
    assert cfg.scenario == "bandits_intro" and cfg.main_objective is None
    assert "bandits" in cfg.modules  # SCEN-02: the scenario brings its module
    raxxon = balance.plan(4, 1, None, None, ["normal"], content, ruleset="ln",
                          scenario="raxxon_intro")
    assert [t.players for t in raxxon] == [3, 4, 5, 2]


def test_balance_ln_run_is_deterministic_and_names_its_setting(
        capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--games", "2", "--seed", "5", "--players", "4", "--ruleset", "ln",
            "--modules", "all")
    first = _run(capsys, *args)
    assert first == _run(capsys, *args)
    lines = first.rstrip("\n").splitlines()
    assert lines[0] == "main objectives (2 games, ruleset ln, modules all)"
    assert LAST.match(lines[-1])
    assert any(line.strip().startswith("lm_") for line in lines)  # LN objectives played
    assert "most fatal crises" in first and "most fatal crossroads" in first


def test_balance_scenario_reports_completion_and_stage(
        capsys: pytest.CaptureFixture[str]) -> None:
    """SCEN-01: a scenario run reports completion (colony win) and the stage reached."""
    out = _run(capsys, "--games", "2", "--seed", "2", "--players", "4",
               "--scenario", "raxxon_intro")  # ruleset ln by default
    lines = out.rstrip("\n").splitlines()
    assert lines[0] == "scenarios (2 games, ruleset ln, modules own, scenario raxxon_intro)"
    assert lines[2].split()[:3] == ["raxxon_intro", "normal", "2"]
    i = lines.index("scenario stage at the end (3 + done: completed)")
    stages = [int(x) for x in lines[i + 2].split()[1:]]
    assert sum(stages[:3]) == 2 and 0 <= stages[3] <= stages[2]
    # issue 24's goal is checked for a scenario too (its completion in the scenario range)
    goal = next(x for x in lines if x.startswith("goal (within range"))
    assert "objectives " in goal and "/1;" in goal
    assert lines[-2].strip() in ("goal met", "goal not met")
    assert LAST.match(lines[-1])


def test_balance_refuses_modules_with_the_base_ruleset(
        capsys: pytest.CaptureFixture[str]) -> None:
    """LN-02: modules belong to The Long Night."""
    assert cli_main(["balance", "--games", "1", "--ruleset", "base", "--modules", "all"]) == 2
    assert "part of The Long Night" in capsys.readouterr().err
    assert cli_main(["balance", "--games", "1", "--ruleset", "base",
                     "--scenario", "raxxon_intro"]) == 2
    assert "part of The Long Night" in capsys.readouterr().err
    assert cli_main(["balance", "--games", "1", "--modules", "zeppelins"]) == 2
    assert "unknown module 'zeppelins'" in capsys.readouterr().err


def test_summary_scenario_range_is_25_to_60() -> None:
    outs = [Outcome(i, 4, "raxxon_intro", "normal", won=i < 1, rounds=5, scenario=True,
                    stage=3) for i in range(4)]  # 25%: in range
    assert summarize(outs).objectives_ok == 1
    outs2 = [Outcome(i, 4, "bandits_intro", "normal", won=i < 1, rounds=5, scenario=True,
                     stage=2) for i in range(5)]  # 20%: out of range (normal side: 30-65)
    assert summarize(outs2).objectives_ok == 0
    outs3 = [Outcome(i, 4, "m_x", "normal", won=i < 1, rounds=5) for i in range(4)]
    assert summarize(outs3).objectives_ok == 0  # a main objective at 25% is out


def test_bandit_actions_are_counted_per_use_and_reported() -> None:
    """The Bandits module's actions (issue 20, item 21): what each Hideout roll and each
    attack on a bandit brought is attributed to it until the next action that is not an
    answer (a chosen location is an answer), and the report prints it per use."""
    from types import SimpleNamespace

    from game.engine.events import make

    t = balance._Tracker()
    attack = SimpleNamespace(type="hideout", mode="attack")
    t.offered([attack, SimpleNamespace(type="hideout", mode="search"),
               SimpleNamespace(type="end_turn")])
    t.action(attack)
    t.events([make("HideoutRolled", {"player": 0, "survivor": "s", "mode": "attack",
                                     "from": 5, "roll": 1, "result": "w"}),
              make("WoundAdded", {"survivor": "s", "kind": "wound", "wounds": 1,
                                  "frostbite": 0, "cause": None})])
    t.action(SimpleNamespace(type="answer"))  # a location chosen: still the same roll
    t.events([make("BanditRemoved", {"location": "school", "count": 2, "bandits": 0,
                                     "cause": "effect", "to": "supply"})])
    t.action(SimpleNamespace(type="move"))
    t.events([make("WoundAdded", {"survivor": "s", "kind": "wound", "wounds": 2,
                                  "frostbite": 0, "cause": "exposure"})])  # not the Hideout's
    assert t.bandit_actions == {"attack": [1, 1, 1, 0, 2, 0], "search": [1, 0, 0, 0, 0, 0]}
    out = _o(0, "m_a", True)
    out.bandit_actions = t.bandit_actions
    lines = bandit_lines([out, _o(1, "m_a", False)])
    assert lines[2].split() == ["attack", "Hideout", "1", "100.0", "1", "0.50", "100.0", "0",
                                "2.00", "0.00"]
    assert lines[3].split()[:5] == ["search", "Hideout", "1", "0.0", "0"]
    assert bandit_lines([_o(0, "m_a", True)]) == []  # no Bandits module: no lines


def test_module_choices_and_events_are_counted_and_reported() -> None:
    from types import SimpleNamespace

    from game.balance_modules import ModuleTracker, module_lines

    mt = ModuleTracker()
    calm = SimpleNamespace(type="calm_unruly")
    search = SimpleNamespace(type="hideout", mode="search")
    end = SimpleNamespace(type="end_turn")
    mt.decision([calm, search, end], calm)
    mt.decision([calm, end], end)
    mt.decision([SimpleNamespace(type="answer")], SimpleNamespace(type="answer"))  # no turn

    def ev(t: str, **d: object) -> SimpleNamespace:
        return SimpleNamespace(type=t, data=d)

    mt.seen([ev("ProgressAdded", count=2), ev("ImprovementCompleted", done=1),
             ev("ContainmentChecked", matched=True), ev("ContainmentChecked", matched=False),
             ev("VoteResolved", purpose="containment", passed=False),
             ev("VoteResolved", purpose="exile", passed=True)])
    assert mt.choices == {"calm_unruly": [2, 1], "hideout:search": [1, 0]}
    assert mt.events == {"progress markers": 2, "improvements completed": 1,
                         "codes matched": 1, "containment votes": 1,
                         "containment votes passed": 0}
    text = "\n".join(module_lines([mt.choices], [mt.events]))
    assert re.search(r"calm unruly\s+2\s+1\s+50\.0\s+1\.00", text)
    assert re.search(r"progress markers\s+2\s+2\.00", text)


def test_goal_widens_each_range_by_one_standard_error() -> None:
    from game.balance_modules import goal_lines

    # 28% of 100 games: one standard error is 4.5 points, so inside 30-65% widened
    rows = [_o(i, "m_a", i < 28) for i in range(100)]
    rows += [_o(100 + i, "m_b", i < 20) for i in range(100)]  # 20%: 4 points, still out
    s = summarize(rows)
    text = "\n".join(goal_lines(s, balance.objective_band, balance.SECRET_RANGE))
    assert "objectives 1/2" in text and "outside: m_b" in text and "goal not met" in text
