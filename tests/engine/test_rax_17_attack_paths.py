"""RAX-17 on every attack path (issue 20, item 20): while a special zombie stands at a
location, a survivor there may attack nothing but a special zombie — not a zombie, not a
survivor (ACT-ATTACK-04), not a bandit (BAND-17) and not the bandits' Hideout itself
(BAND-13: "spend a die exactly as for an attack").  The tiny test pack can send a special
zombie to its Hideout (an encounter row moves it to a place of the player's choice, or an
effect places one there); the bundled pack cannot, which is why only the test pack shows
the Hideout path."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import TypeAdapter

from game.content import schema as S
from game.engine import apply, legal_actions
from game.engine.actions import Attack
from game.engine.base import run
from game.engine.config import RulesOptions
from game.engine.effects import run_effects
from game.engine.modules.bandits_actions import AttackBandit, Hideout
from game.engine.modules.raxxon_zombies import AttackSpecial, remove_special
from tests.engine.ln_kit import ln_started, ln_tiny
from tests.engine.rules_kit import illegal, quiet, turn_seat

CAMP = "lt_hideout"


def _ops(s, ops: list[dict[str, Any]], seat: int) -> None:
    saved = (s.pending, s.stack)
    s.pending, s.stack = None, []
    run_effects(s, [TypeAdapter(S.Op).validate_python(o) for o in ops], {"player": seat})
    run(s)
    assert s.pending is None, s.pending
    s.pending, s.stack = saved


def _camp_with_everything():
    """A survivor of the active player at the Hideout with a zombie, another player's
    survivor and a bandit there, and dice high enough for anything."""
    s = quiet(ln_started(n=3, content=ln_tiny(), modules=frozenset({"raxxon", "bandits"}),
                         options=RulesOptions(first_player_vote=False)))
    seat = turn_seat(s)
    sid = s.players[seat].leader
    other = s.players[(seat + 1) % s.n].leader
    for x in (sid, other):
        s.survivors[x].loc = CAMP
    s.players[seat].unused, s.players[seat].used = [6, 6], []
    camp = s.places[CAMP]
    camp.zombies[0] = 1
    camp.bandits = 1
    s.band.supply -= 1
    return s, seat, sid, other


def _attacks(s, sid: str) -> dict[str, Any]:
    """The legal attack of each path for ``sid`` (a path missing: not offered)."""
    out: dict[str, Any] = {}
    for a in legal_actions(s):
        if getattr(a, "survivor", None) != sid:
            continue
        if a.type == "attack":
            out.setdefault("survivor" if a.target.startswith("s:") else "zombie", a)
        elif a.type == "attack_bandit":
            out.setdefault("bandit", a)
        elif a.type == "hideout":
            out.setdefault(f"hideout_{a.mode}", a)
        elif a.type == "attack_special":
            out.setdefault("special", a)
    return out


@pytest.mark.rule("RAX-17")
@pytest.mark.rule("ACT-ATTACK-04")
@pytest.mark.rule("BAND-17")
def test_rax_17_a_special_zombie_at_the_hideout_comes_first_on_every_attack_path() -> None:
    s, seat, sid, other = _camp_with_everything()
    before = _attacks(s, sid)
    assert set(before) == {"zombie", "survivor", "bandit", "hideout_attack", "hideout_search"}
    _ops(s, [{"op": "special_zombie_add", "zombie": "lt_sz_brute", "at": CAMP}], seat)
    (z,) = [z for z in s.rax.specials if z["loc"] == CAMP]
    now = _attacks(s, sid)
    # only the special zombie may be attacked; searching the Hideout is no attack
    assert set(now) == {"special", "hideout_search"}
    for path in ("zombie", "survivor", "bandit", "hideout_attack"):
        reason = illegal(s, before[path])
        assert "RAX-17" in reason, (path, reason)
    assert now["special"].special == z["id"]
    # once it has left play every path is open again
    saved = (s.pending, s.stack)
    s.pending, s.stack = None, []
    remove_special(s, z["id"], by=None, cause="test", killed=False)
    run(s)
    s.pending, s.stack = saved
    assert set(_attacks(s, sid)) == set(before)
    apply(s, before["hideout_attack"])  # BAND-13: the Hideout's attack row resolves


@pytest.mark.rule("RAX-17")
def test_rax_17_the_rule_lives_in_the_attack_registry_not_in_each_attack() -> None:
    """Every turn action that is an attack declares the kind of its target, and the one
    check every attack goes through asks RAX-17 for it; the search mode of the Hideout is
    the only mode that is no attack."""
    from game.engine.turn import ATTACKS

    assert set(ATTACKS) == {"attack", "attack_bandit", "hideout", "attack_special"}
    s, seat, sid, other = _camp_with_everything()
    kinds = {
        "zombie": Attack(actor=seat, survivor=sid, die=0, target="z0"),
        "survivor": Attack(actor=seat, survivor=sid, die=0, target=f"s:{other}"),
        "bandit": AttackBandit(actor=seat, survivor=sid, die=0, at=CAMP),
        "hideout": Hideout(actor=seat, survivor=sid, die=0, mode="attack"),
        None: Hideout(actor=seat, survivor=sid, die=0, mode="search"),
        "special": AttackSpecial(actor=seat, survivor=sid, die=0, special="sz0"),
    }
    for kind, a in kinds.items():
        assert ATTACKS[a.type](a) == kind
