"""Long Night test content and helpers: the hand-built test content of ``factory`` with a
Long Night manifest (plus a lab of kind raxxon, a Hideout and module cards), and the tiny Long
Night pack of tests/packs/ln_tiny for play-outs."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from game.content.loader import load_packs
from game.content.pack import Content
from game.content.schema import CrossroadsCard, ItemCard, LocationSpec, Manifest
from game.content.schema_ln import Improvement
from game.engine import GameConfig, Seat, apply, new_game
from game.engine.actions import Draft
from game.engine.state import State
from tests.engine.rules_kit import RC

LN_TINY_DIR = Path(__file__).resolve().parents[1] / "packs" / "ln_tiny"
_TINY: list[Content] = []


def ln_tiny() -> Content:
    if not _TINY:
        _TINY.append(load_packs([LN_TINY_DIR]))
    return _TINY[0]


def _ln(content: Content) -> Content:
    extra_locs = {
        "raxxon": LocationSpec(id="raxxon", name="Kit Lab", number=7, survivor_spaces=3,
                               entrance_spaces=3, likelihood=["medicine"], kind="raxxon",
                               module="raxxon"),
    }
    xr = CrossroadsCard.model_validate({
        "id": "x_rax", "name": "Lab module only", "trigger": {"on": "move"}, "trigger_text": "t",
        "story": "s", "module": "raxxon",
        "options": [{"label": "A", "text": "a"}, {"label": "B", "text": "b"}]})
    items = {**content.items}
    for d in LN_ITEMS:
        base = {"deck": "school", "kind": "event", "type": "tool", "text": d["id"],
                "name": d["id"]}
        c = ItemCard.model_validate({**base, **d})
        items[c.id] = c
    improvements = {i.id: i for i in (Improvement.model_validate(d) for d in IMPROVEMENTS)}
    return dataclasses.replace(
        content,
        items=items,
        improvements=improvements,
        manifests=(Manifest(id="test_ln", version="1", name="Test LN", licence="MIT",
                            ruleset="ln"),),
        locations={**content.locations, **extra_locs},
        crossroads={**content.crossroads, xr.id: xr},
    )


LN_ITEMS: list[dict[str, Any]] = [
    {"id": "t_despair", "effect": [{"op": "despair", "target": "choose_own", "count": 1}]},
    {"id": "t_despair2", "effect": [{"op": "despair", "target": "acting", "count": 2}]},
    {"id": "t_despair_remove",
     "effect": [{"op": "despair_remove", "target": "choose_own", "count": 1}]},
    {"id": "t_unruly", "effect": [{"op": "unruly", "mode": "make", "count": 2}]},
    {"id": "t_calm", "effect": [{"op": "unruly", "mode": "flip_back", "count": 1}]},
    {"id": "t_helpless_unruly",
     "effect": [{"op": "helpless_add", "count": 2, "unruly": True}]},
    {"id": "t_trap_colony", "effect": [{"op": "trap", "at": "colony", "count": 1}]},
    {"id": "t_trap_here", "effect": [{"op": "trap", "at": "here", "count": 2}]},
    {"id": "t_noise_remove", "effect": [{"op": "noise_remove", "at": "here", "all": True}]},
    {"id": "t_barricade_remove",
     "effect": [{"op": "barricade_remove", "at": "colony", "count": 2}]},
    {"id": "t_trap_remove",
     "effect": [{"op": "barricade_remove", "at": "colony", "count": 1, "traps": True}]},
    {"id": "t_tribute", "effect": [{"op": "transfer_cards", "giver": "each_other",
                                    "taker": "self", "count": 1, "random": True}]},
    {"id": "t_gift", "effect": [{"op": "transfer_cards", "giver": "self",
                                 "taker": "choose_other", "count": 1}]},
    {"id": "t_per_player", "effect": [{"op": "repeat", "times": {"q": "players"},
                                       "effect": [{"op": "food", "amount": 1}]}]},
    {"id": "t_roll", "effect": [{"op": "roll", "rows": [
        {"roll": [1, 2, 3], "text": "low", "effect": [{"op": "food", "amount": 1}]},
        {"roll": [4, 5, 6], "text": "high", "effect": [{"op": "morale", "amount": -1}]}]}]},
    {"id": "t_two_uses", "effect": [{"op": "choose", "options": [
        {"label": "Food", "effect": [{"op": "food", "amount": 1}]},
        {"label": "Build", "module": "improvements", "effect": [{"op": "progress"}]}]}]},
    {"id": "t_bandits", "effect": [{"op": "bandits_add", "at": "school", "count": 1}]},
    {"id": "t_progress", "effect": [{"op": "progress", "count": 1}]},
    {"id": "t_build_kitchen",
     "effect": [{"op": "progress", "count": 2, "improvement": "imp_food"}]},
]

IMPROVEMENTS: list[dict[str, Any]] = [
    {"id": "imp_food", "name": "Kitchen", "progress": 2, "text": "Pay Food costs 1 less.",
     "modifiers": [{"kind": "pay_food_minus", "amount": 1}]},
    {"id": "imp_waste", "name": "Incinerator", "progress": 3, "text": "Waste: 5 fewer.",
     "modifiers": [{"kind": "waste_allowance", "amount": 5}]},
    {"id": "imp_wall", "name": "Wall", "progress": 3, "text": "1 fewer zombie at the colony.",
     "modifiers": [{"kind": "colony_zombies_minus", "amount": 1}]},
    {"id": "imp_radio", "name": "Radio", "progress": 2, "text": "Crisis target 1 lower.",
     "modifiers": [{"kind": "crisis_target_minus", "amount": 1}]},
    {"id": "imp_garden", "name": "Garden", "progress": 1, "text": "+1 food each round.",
     "each_round": [{"op": "food", "amount": 1}], "on_complete": [{"op": "morale",
                                                                   "amount": 1}]},
    {"id": "imp_range", "name": "Range", "progress": 2, "text": "Attacks at the colony +1.",
     "modifiers": [{"kind": "attack_bonus", "amount": 1, "at": "colony"}]},
]

LN = _ln(RC)


def ln_config(n: int = 3, seed: int = 1, **kw: Any) -> GameConfig:
    variants = frozenset({"two_player"}) if n == 2 else frozenset()
    kw.setdefault("ruleset", "ln")
    return GameConfig(seats=[Seat(name=f"P{i}") for i in range(n)], variants=variants,
                      seed=seed, **kw)


def ln_started(n: int = 3, seed: int = 1, content: Content | None = None, **kw: Any) -> State:
    s = new_game(ln_config(n, seed, **kw), content or LN)
    while s.pending and s.pending["kind"] == "draft":
        p = s.players[s.pending["player"]]
        k = 3 if n == 2 else 2
        apply(s, Draft(actor=p.seat, keep=tuple(p.draft[:k]), leader=p.draft[0]))
    return s
