"""A small hand-built content set and state helpers for engine unit tests.

Built directly from the pydantic schemas (no files), so rule tests do not depend on the
base pack's card texts.  Card names here are test fixtures, not game content."""

from __future__ import annotations

from typing import Any

from game.content.pack import Content
from game.content.schema import (
    ColonySpec,
    CrisisCard,
    CrossroadsCard,
    ItemCard,
    LocationSpec,
    MainObjective,
    Manifest,
    SecretObjective,
    SurvivorCard,
)
from game.engine import GameConfig, Seat, apply, legal_actions, new_game
from game.engine.actions import Answer, Draft
from game.engine.state import State

LOCS = ["police_station", "grocery_store", "school", "library", "hospital", "gas_station"]


def _survivor(i: int, **kw: Any) -> SurvivorCard:
    data = {"id": f"s{i:02d}", "name": f"Test Survivor {i}", "profession": "tester",
            "influence": 10 + i * 3, "attack": 3, "search": 3,
            "ability": {"text": "Spend a 2+ at the colony: gain 1 food.", "location": "colony",
                        "cost": 2, "effect": [{"op": "food", "amount": 1}]}}
    data.update(kw)
    return SurvivorCard.model_validate(data)


def make_content(**over: Any) -> Content:
    colony = ColonySpec(name="Test Colony", survivor_spaces=24, entrances=6, entrance_spaces=3)
    locations = {
        lid: LocationSpec(id=lid, name=lid.replace("_", " ").title(), number=i + 1,
                          survivor_spaces=3, entrance_spaces=3, noise_spaces=4,
                          likelihood=["food", "weapon", "medicine", "fuel", "tool", "book",
                                      "survivor"])
        for i, lid in enumerate(LOCS)
    }
    survivors = {s.id: s for s in (_survivor(i) for i in range(1, 21))}
    items: dict[str, ItemCard] = {}

    def item(d: dict) -> None:
        c = ItemCard.model_validate(d)
        items[c.id] = c

    item({"id": "can", "name": "Can", "type": "food", "deck": "starting", "copies": 10,
          "text": "+1 food", "effect": [{"op": "food", "amount": 1}]})
    item({"id": "bandage", "name": "Bandage", "type": "medicine", "deck": "starting",
          "copies": 5, "text": "heal 1", "effect": [{"op": "heal", "target": "choose_own"}]})
    item({"id": "bat", "name": "Bat", "type": "weapon", "kind": "equip", "deck": "starting",
          "copies": 5, "text": "attack bonus",
          "equip": {"text": "+1", "kind": "passive",
                    "modifiers": [{"kind": "attack_bonus", "amount": 1}]}})
    item({"id": "jerrycan", "name": "Jerrycan", "type": "fuel", "deck": "starting",
          "copies": 5, "text": "+1 die", "effect": [{"op": "dice", "mode": "gain"}]})
    for lid in LOCS:
        item({"id": f"{lid}_food", "name": "Food", "type": "food", "deck": lid, "copies": 8,
              "text": "+2 food", "effect": [{"op": "food", "amount": 2}]})
        item({"id": f"{lid}_gun", "name": "Gun", "type": "weapon", "deck": lid, "copies": 6,
              "text": "kill a zombie here", "kind": "event",
              "effect": [{"op": "zombies_kill", "at": "here", "by_acting": True}]})
        item({"id": f"{lid}_med", "name": "Med", "type": "medicine", "deck": lid, "copies": 4,
              "text": "heal 1", "effect": [{"op": "heal", "target": "choose_own"}]})
        item({"id": f"{lid}_friend", "name": "Friend", "type": "survivor", "deck": lid,
              "copies": 2, "kind": "event", "text": "a survivor joins",
              "effect": [{"op": "survivor_gain", "count": 2, "keep": 1}]})
    crises = {}
    for i, t in enumerate(["food", "fuel", "medicine", "weapon", "tool", "book"]):
        c = CrisisCard.model_validate({
            "id": f"c{i}", "name": f"Crisis {i}", "prevent": [t], "text": "-1 morale",
            "effect": [{"op": "morale", "amount": -1}]})
        crises[c.id] = c
    crossroads = {}
    for i in range(6):
        x = CrossroadsCard.model_validate({
            "id": f"x{i}", "name": f"Crossroads {i}", "trigger": {"on": "move"},
            "trigger_text": "When the active player moves a survivor", "story": "story",
            "options": [
                {"label": "A", "text": "+1 food", "effect": [{"op": "food", "amount": 1}]},
                {"label": "B", "text": "-1 morale", "effect": [{"op": "morale", "amount": -1}]},
            ]})
        crossroads[x.id] = x
    goal = {"cond": "compare", "value": {"q": "food"}, "cmp": ">=", "n": 30}
    side = {"morale": 6, "rounds": 6, "food": 4, "helpless": 2, "goal": goal,
            "goal_text": "30 food"}
    mo = MainObjective.model_validate({
        "id": "m1", "name": "Stockpile", "duration": "short", "story": "s",
        "normal": side, "hard": {**side, "morale": 5}})
    secrets = {}
    for i in range(12):
        o = SecretObjective.model_validate({
            "id": f"n{i}", "name": f"Normal {i}", "kind": "normal", "text": "t",
            "goal": {"cond": "compare", "value": {"q": "own_hand"}, "n": 1}})
        secrets[o.id] = o
    for i in range(2):
        o = SecretObjective.model_validate({
            "id": f"b{i}", "name": f"Betrayal {i}", "kind": "betrayal", "text": "t",
            "needs_main_objective": False,
            "goal": {"cond": "compare", "value": {"q": "morale"}, "cmp": "<=", "n": 0}})
        secrets[o.id] = o
        o = SecretObjective.model_validate({
            "id": f"e{i}", "name": f"Exiled {i}", "kind": "exiled", "text": "t",
            "mode": "replace", "needs_main_objective": False,
            "goal": {"cond": "compare", "value": {"q": "own_survivors"}, "n": 1}})
        secrets[o.id] = o
    data = dict(colony=colony, locations=locations, survivors=survivors, items=items,
                crises=crises, crossroads=crossroads, main_objectives={"m1": mo},
                secret_objectives=secrets)
    data.update(over)
    return Content(manifests=(Manifest(id="test", version="1", name="Test", licence="MIT"),),
                   hashes={"test": "0" * 64}, **data)


CONTENT = make_content()


def config(n: int = 3, variants: tuple[str, ...] = (), seed: int = 1, **kw: Any) -> GameConfig:
    if n == 2 and "two_player" not in variants:
        variants = (*variants, "two_player")
    return GameConfig(seats=[Seat(name=f"P{i}") for i in range(n)],
                      variants=frozenset(variants), seed=seed, **kw)


def started(n: int = 3, variants: tuple[str, ...] = (), seed: int = 1,
            content: Content | None = None, **kw: Any) -> State:
    """A game past the draft: every player keeps their first dealt survivors."""
    s = new_game(config(n, variants, seed, **kw), content or CONTENT)
    while s.pending and s.pending["kind"] == "draft":
        p = s.players[s.pending["player"]]
        k = 3 if "two_player" in s.config.variants or n == 2 else 2
        apply(s, Draft(actor=p.seat, keep=tuple(p.draft[:k]), leader=p.draft[0]))
    return s


def answer(s: State, key: str) -> list:
    assert s.pending is not None
    return apply(s, Answer(actor=s.pending["player"], key=key))


def random_game(seed: int, n: int = 4, variants: tuple[str, ...] = (),
                content: Content | None = None, max_steps: int = 20000) -> tuple[State, list]:
    import random

    r = random.Random(seed)
    s = new_game(config(n, variants, seed), content or CONTENT)
    log = []
    for _ in range(max_steps):
        acts = legal_actions(s)
        if not acts:
            break
        by_type: dict[str, list] = {}
        for a in acts:
            by_type.setdefault(a.type, []).append(a)
        kinds = sorted(by_type)
        if "end_turn" in by_type and len(kinds) > 1 and r.random() < 0.7:
            kinds.remove("end_turn")
        a = r.choice(by_type[r.choice(kinds)])
        apply(s, a)
        log.append(a)
    return s, log
