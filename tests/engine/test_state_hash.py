"""The fast ``state_hash`` (issue 10, §3.6) hashes the very bytes the original one hashed:
every checkpoint of every save ever written stays valid.  The original implementation
(``dataclasses.asdict`` of the whole state, then canonical JSON) is kept here as the
reference and compared over the states of random games."""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict
from typing import Any

import pytest
from pydantic import BaseModel

from game.bots import RandomBot
from game.content.loader import load_base
from game.engine import State, apply, legal_actions, new_game, state_hash
from game.engine.state import LN_PLACE_FIELDS, LN_SURVIVOR_FIELDS, MODULE_SLOTS
from game.engine.views import state_dict
from tests.engine.factory import CONTENT, config

BASE = load_base()


def _reference_default(o: Any) -> Any:
    if isinstance(o, BaseModel):
        return o.model_dump(mode="json")
    if isinstance(o, (set, frozenset, tuple)):
        return sorted(o) if isinstance(o, (set, frozenset)) else list(o)
    raise TypeError(type(o))


def _reference_state_dict(s: State) -> dict[str, Any]:
    d = {}
    for name in s.__dataclass_fields__:
        if name in ("content", "events", "config"):
            continue
        v = getattr(s, name)
        if hasattr(v, "__dataclass_fields__"):
            v = asdict(v)
        elif isinstance(v, list) and v and hasattr(v[0], "__dataclass_fields__"):
            v = [asdict(x) for x in v]
        elif isinstance(v, dict) and v and hasattr(next(iter(v.values())),
                                                   "__dataclass_fields__"):
            v = {k: asdict(x) for k, x in v.items()}
        d[name] = v
    # the Long Night's fields are not part of the original bytes while at their default
    for name in MODULE_SLOTS:
        if d.get(name) is None:
            d.pop(name, None)
    if not d.get("excluded"):
        d.pop("excluded", None)
    for key, defaults in (("survivors", LN_SURVIVOR_FIELDS), ("places", LN_PLACE_FIELDS)):
        for rec in (d.get(key) or {}).values():
            for f, default in defaults.items():
                if f in rec and rec[f] == default:
                    del rec[f]
    d["config"] = s.config.model_dump(mode="json")
    d["config"]["variants"] = sorted(s.config.variants)
    d["content"] = s.content.hashes
    return d


def reference_state_hash(s: State) -> str:
    text = json.dumps(_reference_state_dict(s), sort_keys=True, separators=(",", ":"),
                      default=_reference_default)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@pytest.mark.parametrize("n,variants", [(4, ()), (5, ("betrayer", "hardcore")),
                                        (2, ("two_player",)), (3, ("cooperative",))])
def test_state_hash_equals_reference(n: int, variants: tuple[str, ...]) -> None:
    checked = 0
    for content in (BASE, CONTENT):
        for seed in range(2):
            s = new_game(config(n, variants, 70 + seed), content)
            bot = RandomBot(seed)
            while True:
                assert state_hash(s) == reference_state_hash(s)
                checked += 1
                legal = legal_actions(s)
                if not legal:
                    break
                apply(s, bot.choose(legal))
    assert checked > 100


def test_state_hash_sees_every_change_and_state_dict_is_a_copy() -> None:
    """The cached pieces (the config's JSON) never go stale, and ``state_dict`` hands out
    copies: changing it changes neither the state nor its hash."""
    s = new_game(config(4, (), 5), BASE)
    h = state_hash(s)
    d = state_dict(s)
    d["config"]["seed"] = 99
    d["players"][0]["hand"].append("x")
    d["places"]["colony"]["zombies"][0] = 7
    assert state_hash(s) == h == reference_state_hash(s)
    s.players[0].hand.append("x")
    assert state_hash(s) != h
    assert state_hash(s) == reference_state_hash(s)
    s.players[0].hand.pop()
    s.rng.draws += 1
    assert state_hash(s) not in (h, "")
    assert state_hash(s) == reference_state_hash(s)
