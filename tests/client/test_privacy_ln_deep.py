"""Issue 9 item 7, deep: the pass-and-play privacy harness on long Long Night games.

Four humans at one computer, all three modules on, with and without each introductory
scenario.  The humans choose what the strong ("normal") bot would choose from their own
view, while the client treats every seat as a human (hand-offs, private screens), so the
games last and reach the situations random play never meets: searches at Raxxon,
containment votes, hideout raids, completed improvements, scenario stage transitions and
the special exile phase, a held crossroads card waiting over many actions of a turn.  At every
private decision, hand-off and story page the harness captures the text on screen; here
the log is also checked at each of those moments.  Each configuration counts its deep
situations and asserts a minimum, so the test fails when the coverage collapses (re-pick
the seeds with ``WC_DEEP_SCAN`` below when the rules, the bots or the pack change).

``WC_DEEP_LONG=1 pytest tests/client/test_privacy_ln_deep.py`` adds longer games (more
seeds: the pills among them).
"""

from __future__ import annotations

import os
import re
from collections import Counter
from typing import Any

import pytest

from tests.client.passplay import play, private_names

ALL = frozenset({"improvements", "bandits", "raxxon"})

# name: (scenario, seed, minimum counts of deep situations this game must reach)
GAMES: dict[str, tuple[str | None, int, dict[str, int]]] = {
    # (since the bots play the modules (issue 24) no every-module seed up to 110 reaches
    # both a Raxxon search and a Hideout raid in 6 rounds: the raid is bandits_intro's)
    "all_modules": (None, 58, {"raxxon_search": 1, "containment_vote": 1,
                               "improvement": 1, "holds": 10, "rounds": 6}),
    "raxxon_intro": ("raxxon_intro", 20, {"stage": 1, "improvement": 1, "held_actions": 3, "holds": 10,
                                          "story_pages": 3, "rounds": 5}),
    "bandits_intro": ("bandits_intro", 17, {"stage": 2, "exile_phase": 1, "hideout_raid": 1,
                                           "containment_vote": 1, "improvement": 1,
                                           "holds": 10, "story_pages": 5, "rounds": 6}),
    # Dan holds the Infiltrated Bandit (SCEN-B-02) through stage 2, an exile and the
    # special exile phase (seed re-picked after the third balance pass: 48 ended in round 4)
    "bandits_infiltrator": ("bandits_intro", 2, {"infiltrator_held": 1, "stage": 1,
                                                  "exile": 1, "story_pages": 3,
                                                  "holds": 10, "rounds": 5}),
    # RAX-06/07: a pill taken, its side effect equipped; a containment vote (since the
    # second Long Night balance pass no Bandits-scenario seed up to 400 reaches a pill;
    # since the bots play the modules, 2 every-module seeds of 1..400 do: 270 and 375)
    "all_modules_pill": (None, 375, {"pill": 1, "containment_vote": 1, "raxxon_search": 1,
                                    "improvement": 1, "holds": 10, "rounds": 5}),
}
LONG = {  # WC_DEEP_LONG=1: more seeds, the longest games
    "bandits_intro_36": ("bandits_intro", 36, {"raxxon_search": 1,
                                               "containment_vote": 3, "hideout_raid": 1,
                                               "rounds": 9}),
    "all_modules_8": (None, 8, {"containment_vote": 3, "rounds": 6}),
}
NAMES = ("Ana", "Ben", "Cleo", "Dan")


class Watch:
    """The humans' choices (the normal bot's, from their own view) and the log checks made
    at every decision the harness shows."""

    def __init__(self, seed: int, content: Any) -> None:
        from game.bots import make_bot

        self.bots = [make_bot("normal", f"x{seed}-{i}", content) for i in range(len(NAMES))]
        # a held crossroads card: the moments (actions) it waited over (XROADS-08: it goes
        # back at the end of its turn, so it waits over the actions of one turn)
        self.held: dict[str, set[int]] = {}
        self.leaks: list[tuple] = []
        self.search_from: dict[int, int] = {}  # search (event index) -> log length then
        self.session: Any = None
        self.final_log: list[str] = []

    def choose(self, s: Any, seat: int, legal: list[Any]) -> Any:
        self.session = s
        return self.bots[seat].choose(legal, s.view(seat))

    def looked(self, what: str, app: Any) -> None:
        """Called by the harness at every private decision and hand-off: the log, on the
        shared screen the whole time, holds nothing private now."""
        from game.client.scenes.table.scene import TableScene

        s = self.session
        table = next((x for x in app.stack.scenes if isinstance(x, TableScene)), None)
        if s is None or table is None:
            return
        log = table.log_lines
        text = "\n".join(log)
        if re.search(r"voted \((yes|no)\)", text):
            self.leaks.append(("ballot in the log", what))
        held = s.state.held
        if held:
            card = s.content.crossroads[held["card"]]
            ended = sum(1 for e in s.events
                        if e.type in ("CrossroadsTriggered", "CrossroadsReturned"))
            self.held.setdefault(f"{held['card']}@{ended}", set()).add(len(s.log))
            for bit in (card.name, card.story[:40], card.trigger_text):
                if bit and bit in text:
                    self.leaks.append(("held crossroads in the log", what, bit))
        search = s.state.search
        if search:
            start = max(i for i, e in enumerate(s.events) if e.type == "SearchDrew")
            since = self.search_from.setdefault(start, len(log))
            new = "\n".join(log[since:])
            for uid in search.get("drawn", []):
                name = s.content.item(uid).name
                if name in new:
                    self.leaks.append(("search draw in the log", what, name))
        objectives = {o.name for o in s.content.secret_objectives.values()}
        for seat in range(s.n):
            for name in private_names(s, seat) & objectives:
                if name in text:
                    self.leaks.append(("secret objective in the log", what, seat, name))


def deep_counts(s: Any, rec: Any, watch: Watch) -> Counter[str]:
    """How often the game met each deep situation (from its events, all of them)."""
    c: Counter[str] = Counter()
    rax = s.state.rax.lid if s.state.rax is not None else None
    for e in s.events:
        t = e.type
        if t == "SearchDrew" and rax is not None and e.data.get("location") == rax:
            c["raxxon_search"] += 1
        elif t == "SideEffectEquipped":
            c["pill"] += 1
        elif t == "StockpileTaken":
            c["hideout_raid"] += 1
        elif t == "ImprovementCompleted":
            c["improvement"] += 1
        elif t == "ScenarioObjectiveCompleted":
            c["stage"] += 1
        elif t == "ScenarioExilePhase":
            c["exile_phase"] += 1
        elif t == "PlayerExiled":
            c["exile"] += 1
        elif t == "BetrayerRevealed":
            c["betrayer_revealed"] += 1
    if s.config.scenario == "bandits_intro":
        card = s.content.scenarios["bandits_intro"].betrayal
        c["infiltrator_held"] = sum(1 for p in s.state.players if card in (p.secret,
                                    getattr(p, "exiled_secret", None)))
    c["containment_vote"] = sum(1 for e in s.events if e.type == "VoteCalled"
                                and e.data.get("purpose") == "containment")
    c["containment_ballots"] = rec.ballot_purposes.count("containment")
    c["held_actions"] = max((len(t) for t in watch.held.values()), default=0)
    c["holds"] = len(watch.held)
    c["story_pages"] = len(rec.stories)
    c["rounds"] = s.state.round
    c["private_decisions"] = len(rec.decisions)
    return c


def run(name: str, scenario: str | None, seed: int) -> tuple[Any, Any, Counter[str], Watch]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from game.client.headless import headless_app
    from game.content.loader import load_ruleset

    watch = Watch(seed, load_ruleset("ln"))
    app = headless_app((1280, 720))
    try:
        s, t, rec = play(app, NAMES, seed=seed, max_actions=2000, ruleset="ln", modules=ALL,
                         scenario=scenario, chooser=watch.choose, on_decision=watch.looked)
        counts = deep_counts(s, rec, watch)
        log = list(t.log_lines)
        if "The game is over." in log:  # secret objectives are told at the end
            log = log[:log.index("The game is over.")]
        watch.final_log = log
    finally:
        app.close_session()
        app.stack.clear()
        pygame.quit()
    print(f"\n{name}: seed {seed}, {s.state.round} rounds, {len(s.log)} actions, "
          f"end {s.state.end_reason}; deep: {dict(sorted(counts.items()))}")
    return s, rec, counts, watch


def check(name: str, game: tuple[str | None, int, dict[str, int]]) -> None:
    scenario, seed, minimum = game
    s, rec, counts, watch = run(name, scenario, seed)
    assert s.config.ruleset == "ln" and s.config.modules == ALL and s.over
    # the game went deep: every situation this configuration must reach was reached
    short = {k: (counts[k], n) for k, n in minimum.items() if counts[k] < n}
    assert not short, (name, short)
    # ... and nothing private was on screen or in the log while another player could look
    assert rec.leaks == [], (name, rec.leaks[:5])
    assert watch.leaks == [], (name, watch.leaks[:5])
    assert rec.order_errors == [], (name, rec.order_errors[:5])
    for text in rec.ballot_texts:  # sealed ballots (first player, containment, exile)
        assert not re.search(r"voted \((yes|no)\)", text)
    if counts["containment_vote"]:  # RAX-10: every containment ballot behind a hand-off
        assert counts["containment_ballots"] >= counts["containment_vote"]
    if scenario is not None:
        assert rec.stories[0] == "A story in three stages"
        assert len(rec.stories) >= 1 + 2 * counts["stage"]  # stage complete + next begins
    if scenario == "bandits_intro":  # SCEN-B-02: the Infiltrated Bandit is in the pool
        card = s.content.scenarios["bandits_intro"].betrayal
        log = "\n".join(watch.final_log)
        if not counts["betrayer_revealed"]:
            assert s.content.secret_objectives[card].name not in log


@pytest.mark.parametrize("name", sorted(GAMES))
def test_ln_deep_privacy_long_games_reach_the_deep_situations_and_leak_nothing(name):
    """RAX-05 RAX-10 SCEN-02 SCEN-B-02 XROADS-03 DISC-04: long LN games, no leak."""
    check(name, GAMES[name])


@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get("WC_DEEP_LONG"), reason="set WC_DEEP_LONG=1")
@pytest.mark.parametrize("name", sorted(LONG))
def test_ln_deep_privacy_longer_run(name):
    check(name, LONG[name])


def test_deep_scan_seeds():
    """``WC_DEEP_SCAN=scenario`` (none, raxxon_intro, bandits_intro) prints, for seeds
    1..40, what engine-only games of four normal bots reach: how the seeds above were
    picked.  Skipped unless asked."""
    scen = os.environ.get("WC_DEEP_SCAN")
    if not scen:
        pytest.skip("set WC_DEEP_SCAN to scan seeds")
    from game.content.loader import load_ruleset
    from game.engine import GameConfig, Seat, apply, legal_actions, new_game, player_view

    content = load_ruleset("ln")
    for seed in range(1, 41):
        cfg = GameConfig(seats=[Seat(name=n) for n in NAMES], seed=seed, ruleset="ln",
                         modules=ALL, scenario=None if scen == "none" else scen)
        st = new_game(cfg, content)
        w = Watch(seed, content)
        seen: Counter[str] = Counter()
        while legal := legal_actions(st):
            seat = legal[0].actor
            for e in apply(st, w.bots[seat].choose(legal, player_view(st, seat))):
                seen[e.type] += 1
        keep = ("SideEffectEquipped", "StockpileTaken", "ImprovementCompleted",
                "ScenarioObjectiveCompleted", "ScenarioExilePhase", "BetrayerRevealed")
        print(seed, st.round, st.end_reason, {k: seen[k] for k in keep if seen[k]})
