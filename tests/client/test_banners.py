"""Issue 22 item 4: outcomes read at a glance -- a banner for each result that matters
(a crisis prevented or failed and what it cost, a death, morale changes, an improvement
completed), made by the banner registry from public events only."""

from __future__ import annotations

import pytest

from game.client.table.banners import MAKERS, Batch, plan
from game.client.table.log.names import Names
from game.engine import GameConfig, Seat, redact
from game.engine.events import make
from game.session.session import Session


@pytest.fixture
def session():
    return Session(GameConfig(seats=[Seat(name=n) for n in ("Ana", "Ben", "Cleo")], seed=4),
                   autosave=False)


def _plan(s, events, known=()):
    b = Batch([redact(e, None) for e in events], Names(s.content, list(s.names)),
              known=set(known))
    return plan(b)


def _all(shown):
    return [spec for i in sorted(shown) for spec in shown[i]]


def test_a_failed_crisis_banner_names_its_cost_and_stands_for_its_morale(session):
    s = session
    cid = next(iter(s.content.crises))
    events = [make("ColonyStep", {"step": "resolve_crisis"}),
              make("CrisisResolved", {"crisis": cid, "score": 1, "target": 3,
                                      "prevented": False, "bonus": False, "cards": 2}),
              make("MoraleChanged", {"delta": -1, "value": 4, "reason": cid})]
    events += [make("ZombieAdded", {"location": "colony", "entrance": e % 6})
               for e in range(5)]
    events.append(make("ColonyStep", {"step": "add_zombies"}))
    shown = _plan(s, events)
    specs = _all(shown)
    crisis = [x for x in specs if x.kind == "CrisisResolved"]
    assert len(crisis) == 1
    name = Names(s.content, []).crisis(cid)
    assert crisis[0].text == f"Crisis failed: {name}" and crisis[0].tone == "bad"
    assert "Score 1 of 3" in crisis[0].sub
    assert "morale −1" in crisis[0].sub and "5 zombies at the colony" in crisis[0].sub
    assert not [x for x in specs if x.kind == "MoraleChanged"], "no second banner"
    # shown once the cost has landed: after the last zombie, before the next step
    assert crisis[0] in shown[7]


def test_a_prevented_crisis_says_so_and_its_bonus(session):
    s = session
    cid = next(iter(s.content.crises))
    specs = _all(_plan(s, [
        make("CrisisResolved", {"crisis": cid, "score": 5, "target": 3, "prevented": True,
                                "bonus": True, "cards": 5}),
        make("MoraleChanged", {"delta": 1, "value": 6,
                               "reason": "crisis prevented with room to spare"})]))
    assert len(specs) == 1 and specs[0].text.startswith("Crisis prevented: ")
    assert specs[0].tone == "good" and "morale +1" in specs[0].sub


def test_a_death_banner_says_who_whose_where_why_and_the_morale(session):
    s = session
    sid = next(iter(s.content.survivors))
    who = Names(s.content, []).s(sid)
    shown = _plan(s, [
        make("SurvivorKilled", {"survivor": sid, "player": 1, "location": "colony",
                                "cause": "bite", "removed": False}),
        make("BiteSpread", {"survivor": sid, "location": "colony"}),
        make("MoraleChanged", {"delta": -1, "value": 5, "reason": f"{sid} died"})])
    specs = _all(shown)
    assert len(specs) == 1, specs
    d = specs[0]
    assert d.text == f"{who} dies" and d.tone == "bad"
    assert "Ben's survivor" in d.sub and "at the colony" in d.sub
    assert "a bite" in d.sub and "morale −1" in d.sub
    assert 2 in shown  # after the morale track moved


def test_several_morale_changes_in_one_action_give_one_banner(session):
    specs = _all(_plan(session, [
        make("ColonyStep", {"step": "pay_food"}),
        make("MoraleChanged", {"delta": -2, "value": 4, "reason": "starvation"}),
        make("FoodChanged", {"delta": -1, "value": 0, "reason": "x"}),
        make("MoraleChanged", {"delta": -1, "value": 3, "reason": "waste"}),
        make("MoraleChanged", {"delta": 1, "value": 4, "reason": "a helpless survivor died"})]))
    morale = [x for x in specs if x.kind == "MoraleChanged"]
    assert len(morale) == 1
    assert morale[0].text == "Morale −2 → 4"
    assert "starvation: −2" in morale[0].sub and "waste: −1" in morale[0].sub


def test_a_hidden_card_is_never_named_by_a_banner(session):
    """A cause that is a card nobody has seen in public (one in a hand) is not named; a
    private event's secret never reaches a banner (they are made from redacted events)."""
    s = session
    hand = s.view(0)["me"]["hand"]
    card = hand[0]
    name = Names(s.content, []).item(card)
    events = [make("MoraleChanged", {"delta": -1, "value": 4, "reason": card}),
              make("SearchDrew", {"player": 0, "location": "colony"}, to=(0,),
                   secret={"card": card})]
    specs = _all(_plan(s, events))
    assert specs and all(name not in x.text + x.sub for x in specs), specs
    # once played in public, the same card may be named as the cause
    played = [make("CardPlayed", {"player": 0, "card": card})] + events[:1]
    assert name in _all(_plan(s, played))[0].sub


def test_the_registry_holds_the_base_and_the_modules_banners():
    import game.client.boot as boot

    boot.load()
    for kind in ("RoundStarted", "CrisisRevealed", "ColonyStep", "GameEnded", "PlayerExiled",
                 "CrossroadsTriggered", "Overrun", "VoteResolved", "CrisisResolved",
                 "SurvivorKilled", "MoraleChanged", "ImprovementCompleted"):
        assert kind in MAKERS, kind
    # the scenarios' stages have their story pages: no banner doubles them (SCEN-05)
    assert "ScenarioObjectiveCompleted" not in MAKERS
    assert "ScenarioExilePhase" not in MAKERS


def test_an_improvement_completed_is_announced(app):
    from game.content.loader import load_ruleset

    content = load_ruleset("ln")
    iid = next(iter(content.improvements))
    b = Batch([make("ImprovementCompleted", {"improvement": iid, "done": 1})],
              Names(content, ["Ana", "Ben"]))
    spec = _all(plan(b))[0]
    assert spec.text.startswith("Improvement completed: ") and spec.tone == "good"
    assert spec.sub  # what it does from now on


def test_no_banner_of_a_bot_game_names_a_private_card():
    """Every banner of a seeded Long Night game played by bots (every module), made from
    the shared screen's events, against every seat's hand, draws and secrets."""
    from game.client.table.log.describe import describe
    from game.content.loader import load_ruleset
    from tests.client.passplay import private_names

    content = load_ruleset("ln")
    s = Session(GameConfig(seats=[Seat(name=n, bot=True) for n in ("Ana", "Ben", "Cleo")],
                           seed=8, ruleset="ln",
                           modules=frozenset({"improvements", "bandits", "raxxon"})),
                content=content, autosave=False)
    names = Names(content, list(s.names))
    public_text = ""
    count = 0
    for _ in range(400):
        if s.over:
            break
        s.think()
        events = s.apply(s.thought(wait=True))
        public = [redact(e, None) for e in events]
        public_text += "\n".join(x for x in (describe(e, names) for e in public) if x)
        secret = set().union(*(private_names(s, seat) for seat in range(s.n)))
        for spec in _all(plan(Batch(public, names))):
            count += 1
            for word in secret:
                if word and word not in public_text:
                    assert word not in spec.text + spec.sub, (word, spec)
    assert count > 10
