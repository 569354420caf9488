"""Issue 13 item 6 / 7 with The Long Night: ``python -m game i18n check`` drives the Long
Night table (every module, each introductory scenario) in the pseudo-locale too, and
nothing there overflows."""

from __future__ import annotations

from game import i18n
from game.devtools import i18n_layout as check


def test_the_layout_check_drives_the_long_night_smoke_runs(monkeypatch):
    from game.client import smoke

    runs: list[dict] = []

    def fake_run(shots, **setup):
        runs.append(setup)
        assert i18n.current() == i18n.PSEUDO
        return 0

    monkeypatch.setattr(smoke, "run", fake_run)
    assert check.layout_overflows() == {}
    assert runs[0] == {}  # the base game first
    ln = runs[1:]
    assert {"ruleset": "ln", "modules": ["improvements", "bandits", "raxxon"]} in ln
    assert {s.get("scenario") for s in ln} >= {"raxxon_intro", "bandits_intro"}
    assert i18n.current() == "en"


def test_a_failed_smoke_run_counts_against_the_check(monkeypatch):
    from game.client import smoke

    monkeypatch.setattr(smoke, "run", lambda shots, **setup: 1 if setup else 0)
    out = check.layout_overflows(runs=[check.LN_RUNS[0]])
    assert len(out) == 1 and "failed" in next(iter(out))


def test_ln_01_the_long_night_table_has_no_overflow_in_the_pseudo_locale():
    """The real runs (every module, both scenarios) in ``xx``: 0 texts cut."""
    try:
        assert check.layout_overflows(base=False) == {}
    finally:
        i18n.FORCED = None
        i18n.set_language("en")
