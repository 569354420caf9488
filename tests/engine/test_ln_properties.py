"""Property tests of Long Night games (random play-outs over rulesets and module subsets):
the invariants hold after every action, save -> load gives the live hash, and what a
player cannot see does not reach their view.  ``python -m game sim --ruleset ln`` is the
long run."""

from __future__ import annotations

import copy
import json
from itertools import combinations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.bots import RandomBot
from game.content.loader import bundled_packs_dir, load_packs
from game.content.pack import Content
from game.engine import State, apply, legal_actions, new_game, player_view, state_hash
from game.engine import modules as M
from game.engine.config import MODULES
from game.engine.invariants import check_invariants
from game.saves import GameLog, loads
from game.sim import Rules, make_config, variant_combos
from tests.engine.ln_kit import LN, LN_TINY_DIR, ln_tiny

AVAILABLE = sorted(m for m in MODULES if m in M.MODULES)
SUBSETS = [frozenset(c) for k in range(len(AVAILABLE) + 1)
           for c in combinations(AVAILABLE, k)]
MIXED: list[Content] = []


def mixed() -> Content:
    if not MIXED:
        MIXED.append(load_packs([bundled_packs_dir() / "base", LN_TINY_DIR]))
    return MIXED[0]


SETUPS = [(n, tuple(sorted(v))) for n in (2, 3, 4, 5)
          for v in variant_combos(n, Rules("ln"))]
FAST = settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _play(content: Content, ruleset: str, n: int, variants: tuple[str, ...],
          modules: frozenset[str], seed: int, check: bool = True,
          stop: int | None = None) -> tuple[State, GameLog]:
    cfg = make_config(n, frozenset(variants), seed, Rules(ruleset), modules)
    s = new_game(cfg, content)
    log = GameLog.start(s, "2025-01-01T00:00:00+00:00")
    bot = RandomBot(seed)
    while (legal := legal_actions(s)) and (stop is None or len(log.actions) < stop):
        a = bot.choose(legal)
        apply(s, a)
        log.record(a, s)
        if check:
            problems = check_invariants(s)
            assert problems == [], (len(log.actions), a.model_dump(), problems)
        assert len(log.actions) < 20000
    return s, log


@FAST
@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 2**31 - 1),
       modules=st.sampled_from(SUBSETS), which=st.sampled_from(["test", "tiny", "mixed"]))
def test_ln_invariants_hold_after_every_action(setup, seed, modules, which) -> None:
    content, ruleset = {"test": (LN, "ln"), "tiny": (ln_tiny(), "ln"),
                        "mixed": (mixed(), "mixed")}[which]
    s, _ = _play(content, ruleset, setup[0], setup[1], modules, seed)
    assert s.over and legal_actions(s) == []


@settings(max_examples=8, deadline=None)
@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 2**31 - 1),
       modules=st.sampled_from(SUBSETS), cut=st.integers(0, 300))
def test_ln_save_then_load_gives_the_live_hash(setup, seed, modules, cut) -> None:
    s, log = _play(ln_tiny(), "ln", setup[0], setup[1], modules, seed, check=False, stop=cut)
    loaded = loads(log.text(final=s), ln_tiny())
    assert loaded.final_hash == state_hash(s)
    assert loaded.final_verified
    assert loaded.config == s.config


def _twin(s: State) -> State:
    return copy.deepcopy(s, {id(s.content): s.content, id(s.config): s.config})


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), modules=st.sampled_from(SUBSETS),
       steps=st.integers(0, 100), pick=st.integers(0, 10**6))
def test_ln_hidden_information_stays_hidden(seed, modules, steps, pick) -> None:
    s, _ = _play(ln_tiny(), "ln", 4, (), modules, seed, check=False, stop=steps)
    if s.over:
        return
    owner = pick % s.n
    p = s.players[owner]
    decks = [lid for lid, pl in s.places.items() if pl.deck]
    if p.hand and decks:
        t = _twin(s)
        deck = t.places[decks[pick % len(decks)]].deck
        hand = t.players[owner].hand
        i, j = pick % len(hand), len(deck) - 1 - (pick % len(deck))
        if hand[i].split("#")[0] != deck[j].split("#")[0]:
            hand[i], deck[j] = deck[j], hand[i]
            for viewer in range(s.n):
                if viewer != owner:
                    assert json.dumps(player_view(s, viewer), sort_keys=True, default=str) == \
                        json.dumps(player_view(t, viewer), sort_keys=True, default=str)
    if s.impr is not None and s.impr.deck:  # the face-down improvement deck's order
        t = _twin(s)
        t.impr.deck.reverse()
        for viewer in range(s.n):
            assert player_view(s, viewer) == player_view(t, viewer)
    if s.rax is not None and len(s.rax.experiments) > 2:  # RAX-03: only the top is public
        t = _twin(s)
        t.rax.experiments[1:] = reversed(t.rax.experiments[1:])
        for viewer in range(s.n):
            assert player_view(s, viewer) == player_view(t, viewer)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), steps=st.integers(0, 200),
       pick=st.integers(0, 10**6))
def test_scen_b_02_the_infiltrated_bandit_holder_stays_hidden(seed, steps, pick) -> None:
    """SCEN-B-02: who holds the Infiltrated Bandit is secret.  Swapping the holder's secret
    objective with another player's changes nothing a third player sees — at any point of
    a Bandits scenario game, including after B2 (the hidden SCEN-B-09 requirement)."""
    card = ln_tiny().scenarios["bandits_intro"].betrayal
    for k in range(60):  # a deal that gives the card to someone (about 1 in 3)
        cfg = make_config(4, frozenset(), seed + k, Rules("ln", scenario="bandits_intro"),
                          frozenset({"bandits"}))
        s = new_game(cfg, ln_tiny())
        if any(p.secret == card for p in s.players):
            break
    bot = RandomBot(seed)
    n = 0
    while (legal := legal_actions(s)) and n < steps:
        apply(s, bot.choose(legal))
        n += 1
    holder = next((p.seat for p in s.players if p.secret == card), None)
    if s.over or holder is None:
        return
    other = (holder + 1 + pick % (s.n - 1)) % s.n
    t = _twin(s)
    t.players[holder].secret, t.players[other].secret = (t.players[other].secret,
                                                          t.players[holder].secret)
    for viewer in range(s.n):
        if viewer in (holder, other):
            continue
        assert json.dumps(player_view(s, viewer), sort_keys=True, default=str) == \
            json.dumps(player_view(t, viewer), sort_keys=True, default=str)


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), n=st.sampled_from([3, 4, 5]),
       which=st.sampled_from(["tiny", "pack"]))
def test_disc_24_component_limits_hold_in_random_games(seed, n, which) -> None:
    """DISC-24: with ``enforce_component_limits`` every Long Night count (despair, traps
    and barricades, bandits, special zombies, progress markers) stays within the box."""
    from game.engine.config import GameConfig, RulesOptions, Seat
    from game.sim import load_content

    content = ln_tiny() if which == "tiny" else load_content("ln")
    cfg = GameConfig(seats=[Seat(name=f"B{i}", bot=True) for i in range(n)], seed=seed,
                     ruleset="ln", modules=frozenset(AVAILABLE),
                     options=RulesOptions(enforce_component_limits=True))
    s = new_game(cfg, content)
    bot = RandomBot(seed)
    steps = 0
    while (legal := legal_actions(s)) and steps < 3000:
        apply(s, bot.choose(legal))
        steps += 1
        problems = check_invariants(s)
        assert problems == [], (steps, problems)


OPTION_VALUES = {
    "noise_resolution": ["die", "flip"], "noise_cap_per_location": [4, None, 2],
    "first_player_pass_direction": ["right", "left"], "crisis_target_counts_exiled": [False, True],
    "attract_mode": ["up_to_2", "exactly_2"], "move_limit_scope": ["turn", "round"],
    "helpless_occupy_space": [True, False], "exile_relocation_exposure": [True, False],
    "first_player_vote": [True, False], "unruly_weight": [2, 1, 3],
    "base_crisis_bandits": [2, 0], "bandit_leader_places": ["all", "reveal_crisis_only"],
    "bandit_leader_takes_card": [True, False], "containment_dice_limit_per_player": [None, 1],
    "bandit_removal": ["supply", "out_of_game"], "hideout_exiled_access": [False, True],
    "enforce_component_limits": [False, True],
}


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), n=st.sampled_from([3, 4, 5]),
       modules=st.sampled_from(SUBSETS),
       options=st.fixed_dictionaries({k: st.sampled_from(v) for k, v in OPTION_VALUES.items()}),
       variants=st.sampled_from([(), ("betrayer",), ("hardcore",), ("cooperative",)]))
def test_ln_every_option_of_28_plays_within_the_invariants(seed, n, modules, options,
                                                            variants) -> None:
    """§28: any mix of the rules options, modules and variants plays a Long Night game on
    the real pack to its end with every invariant holding after every action."""
    from game.engine.config import GameConfig, RulesOptions, Seat
    from game.sim import load_content

    cfg = GameConfig(seats=[Seat(name=f"B{i}", bot=True) for i in range(n)], seed=seed,
                     ruleset="ln", modules=modules, variants=frozenset(variants),
                     options=RulesOptions(**options))
    s = new_game(cfg, load_content("ln"))
    bot = RandomBot(seed)
    steps = 0
    while (legal := legal_actions(s)) and steps < 5000:
        apply(s, bot.choose(legal))
        steps += 1
        problems = check_invariants(s)
        assert problems == [], (steps, problems)
    assert s.over
