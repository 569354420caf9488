"""Long Night always-on rules played through the Colony Phase and the turn (RULES.md §19):
the rule tests of test_ln_rules.py that read a helper value, here checked where the rule
acts — what the colony pays and receives, what a noise token brings, where a random
location can land, what the Graveyard refuses."""

from __future__ import annotations

from game.engine import apply, legal_actions
from game.engine.actions import Move, Search
from game.engine.config import RulesOptions
from game.engine.effects import location_choices
from game.engine.state import COLONY
from tests.engine.ln_kit import LN_TINY_DIR, ln_started, ln_tiny
from tests.engine.rules_kit import answer_as, end_round, evs, illegal, quiet, turn_seat

NO_VOTE = RulesOptions(first_player_vote=False)


def _colony_phase(unruly: int, seed: int = 3) -> list:
    s = quiet(ln_started(seed=seed, options=NO_VOTE))
    s.food = 40
    col = s.places[COLONY]
    col.zombies = [0] * len(col.zombies)
    col.barricades = [0] * len(col.barricades)
    s.helpless, s.ln.unruly = 2, unruly
    out = end_round(s)
    while s.pending and s.pending["kind"] != "turn" and s.round == 1:
        out += answer_as(s, s.pending["options"][0]["key"])
    return out


def _colony_zombies(out: list) -> int:
    """Zombies the Add Zombies step brought to the colony (COLONY-10 a)."""
    start = next(i for i, e in enumerate(out)
                 if e.type == "ColonyStep" and e.data["step"] == "add_zombies")
    n = 0
    for e in out[start + 1:]:
        if e.type == "ColonyStep":
            break
        if e.data.get("location") == COLONY and e.type in ("ZombieAdded", "Overrun",
                                                           "BarricadeDestroyed"):
            n += 1
        elif e.data.get("location") not in (None, COLONY):
            break
    return n


def test_ln_11_colony_03_10_unruly_tokens_weigh_two_when_paying_food_and_adding_zombies() -> None:
    """LN-11, COLONY-03, COLONY-10, SURV-09: with 2 helpless tokens, turning both unruly adds
    2 to the headcount the colony pays food for and draws zombies with (DISC-09)."""
    calm, wild = _colony_phase(0), _colony_phase(2)
    paid = [evs(o, "FoodPaid")[0].data["paid"] for o in (calm, wild)]
    assert paid[1] == paid[0] + 1  # (n + 2 + 2 + 1) // 2 vs (n + 2 + 1) // 2: one more
    zombies = [_colony_zombies(o) for o in (calm, wild)]
    assert zombies[0] > 0 and zombies[1] == zombies[0] + 1


def test_ln_15_each_heads_up_token_adds_exactly_one_zombie() -> None:
    """LN-15, DISC-01: tokens are flipped one at a time; '!!!' adds a zombie, the other
    side nothing (the coin is scripted: heads, tails, heads)."""
    s = quiet(ln_started(seed=2, options=NO_VOTE))
    assert s.config.options.noise_resolution == "flip"
    school = s.places["school"]
    assert not s.at("school")
    school.zombies = [0] * len(school.zombies)
    school.barricades = [0] * len(school.barricades)
    school.noise = 3
    out = end_round(s)
    flips = [e for e in evs(out, "NoiseResolved") if e.data["location"] == "school"]
    assert len(flips) == 3
    heads = sum(1 for e in flips if e.data["flip"])
    added = [e for e in evs(out, "ZombieAdded") if e.data["location"] == "school"]
    assert len(added) == heads
    assert all(e.data["zombie"] == e.data["flip"] for e in flips)


def test_ln_15_scripted_flips_one_token_at_a_time() -> None:
    """LN-15: each token is its own coin: a scripted heads-tails-heads gives 2 zombies."""
    from game.engine.base import push, run

    s = quiet(ln_started(seed=2, options=NO_VOTE))
    school = s.places["school"]
    school.zombies = [0] * len(school.zombies)
    school.barricades = [0] * len(school.barricades)
    school.noise = 3
    s.rng.script[:] = [True, False, True] + [1] * 10
    saved = (s.pending, s.stack)
    s.pending, s.stack = None, []
    n = len(s.events)
    push(s, "resolve_noise", loc="school")
    run(s)
    out = s.events[n:]
    s.pending, s.stack = saved
    assert [e.data["flip"] for e in evs(out, "NoiseResolved")] == [True, False, True]
    assert sum(school.zombies) == 2 and school.noise == 0


def test_ln_16_search_offers_noise_only_up_to_the_cap() -> None:
    """LN-16, DISC-05: making noise during a search stops being offered once 4 tokens are
    at the location this round, even with more empty noise spaces; with
    ``noise_cap_per_location = null`` only the spaces limit it."""
    from game.engine import board as B

    for cap, expect in ((4, 4), (None, 6)):
        s = quiet(ln_started(options=RulesOptions(first_player_vote=False,
                                                  noise_cap_per_location=cap)))
        s.places["school"].noise_spaces = 6
        assert sum(B.add_noise(s, "school") for _ in range(8)) == expect
    s = quiet(ln_started(options=NO_VOTE))
    seat = turn_seat(s)
    sid = s.players[seat].leader
    s.survivors[sid].loc = "school"
    s.places["school"].noise_spaces = 6
    s.players[seat].unused = [6]
    apply(s, Search(actor=seat, survivor=sid, die=0))
    offers = 0
    while s.pending and s.pending["kind"] != "turn":
        keys = [o["key"] for o in s.pending["options"]]
        if "noise" in keys:
            offers += 1
            answer_as(s, "noise")
        else:
            answer_as(s, keys[0])
    assert offers == 4 and s.places["school"].noise == 4


def test_ln_08_random_location_never_the_colony_raxxon_or_hideout_and_rerolls() -> None:
    """LN-08, NS-41: a random location is the one whose printed number the die shows; the
    colony (no number) and Raxxon / the Hideout (7, 8) are never chosen; a number that no
    location in play carries is rolled again."""
    s = ln_started(seed=5, content=ln_tiny(), modules=frozenset({"bandits", "raxxon"}),
                   options=NO_VOTE)
    high = {lid for lid, pl in s.places.items() if pl.number and pl.number > 6}
    assert high and all(s.content.locations[lid].kind in ("raxxon", "hideout")
                        for lid in high)
    seen = {location_choices(s, "random", {})[0][0] for _ in range(300)}
    assert seen == {lid for lid, pl in s.places.items() if pl.number and pl.number <= 6}
    assert COLONY not in seen and not high & seen
    three = next(lid for lid, pl in s.places.items() if pl.number == 3)
    six = next(lid for lid, pl in s.places.items() if pl.number == 6)
    s.places[six].number = None  # no location carries 6 now: a 6 is rolled again
    s.rng.script[:] = [6, 6, 3]
    assert location_choices(s, "random", {}) == ([three], False)
    assert not s.rng.script


def test_ln_07_the_graveyard_is_no_destination_and_no_search() -> None:
    """LN-07: the Graveyard holds the dead (KILL-03) but no survivor moves there, searches
    it or is sent there by a random location."""
    from game.content.loader import load_packs

    content = load_packs([LN_TINY_DIR])
    gy = content.graveyard
    assert gy is not None
    s = quiet(ln_started(seed=2, content=content, options=NO_VOTE))
    seat = turn_seat(s)
    sid = s.players[seat].leader
    for name in {getattr(gy, "id", None), gy.name, "graveyard"} - {None}:
        assert "no such location" in illegal(s, Move(actor=seat, survivor=sid, to=name))
    assert not [a for a in legal_actions(s) if getattr(a, "to", COLONY) not in s.places]
    assert all(location_choices(s, "random", {})[0][0] in s.places for _ in range(50))
    victim = next(x for x in s.players[seat].survivors if x != sid)
    from game.engine import board as B

    B.kill_survivor(s, victim, "test")
    assert victim in s.dead and victim not in s.survivors


def test_disc_24_ln_14_barricade_and_trap_tokens_run_out_with_component_limits() -> None:
    """DISC-24, LN-14, §25: with ``enforce_component_limits`` barricades and explosive traps
    share the 21 two-sided tokens of The Long Night; without it they never run out."""
    from game.engine import board as B
    from game.engine.invariants import check_invariants
    from game.engine.modules.long_night import add_trap, barricade_tokens_used

    def fill(s) -> int:
        for pl in s.places.values():
            pl.zombies = [0] * len(pl.zombies)
            pl.barricades = [0] * len(pl.barricades)
            pl.traps = [0] * len(pl.traps)
        n = 0
        for lid in s.places:
            for _ in range(12):
                n += add_trap(s, lid) if n % 2 else B.add_barricade(s, lid)
        return n

    limited = quiet(ln_started(options=RulesOptions(first_player_vote=False,
                                                    enforce_component_limits=True)))
    assert fill(limited) == 21 == barricade_tokens_used(limited)
    assert not B.add_barricade(limited, COLONY) and not add_trap(limited, "school")
    assert not check_invariants(limited)
    limited.places["school"].traps[0] += 1  # a token too many is an invariant violation
    assert any("barricade/trap tokens" in v for v in check_invariants(limited))
    free = quiet(ln_started(options=NO_VOTE))
    assert fill(free) > 21
    assert not check_invariants(free)


def test_vote_01_ln_13_the_first_player_vote_is_a_sealed_vote_of_every_player() -> None:
    """VOTE-01, LN-13, DISC-04: the first-player vote is called like any vote: every
    non-exiled player casts a private ballot (seen by nobody else until all are in), the
    result is revealed at once; a caller is asked once, in play order, and a call ends the
    offers."""
    s = quiet(ln_started(seed=4))
    first = s.first_player
    s.players[(first + 2) % s.n].exiled = True  # NS-32: no ballot, no call
    out = end_round(s)
    while s.pending["kind"] != "first_player_vote_call":
        out += answer_as(s, s.pending["options"][0]["key"])
    assert s.pending["player"] == first
    out = answer_as(s, "pass")
    caller = s.pending["player"]
    assert s.pending["kind"] == "first_player_vote_call" and caller == (first + 1) % s.n
    out = answer_as(s, "call")
    called = evs(out, "VoteCalled")[0].data
    assert called["purpose"] == "first_player" and called["caller"] == caller
    expect = [i for i in ((first + k) % s.n for k in range(s.n)) if not s.players[i].exiled]
    assert called["voters"] == expect
    ballots = []
    while s.pending["kind"] == "ballot":
        voter = s.pending["player"]
        ev = answer_as(s, "yes" if voter == first else "no")
        cast = evs(ev, "BallotCast")
        ballots.append(voter)
        assert cast and cast[0].visible_to == (voter,) and "yes" not in cast[0].data
    assert ballots == expect
    while s.pending["kind"] == "vote_tie":
        answer_as(s, "no")
    assert s.first_player != first  # 1–1, the first player breaks the tie: it passes
    assert s.pending["kind"] != "first_player_vote_call"  # no second offer this round
