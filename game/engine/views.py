"""What each viewer may know (pass-and-play privacy) and the stable state hash."""

from __future__ import annotations

import copy
import hashlib
import json
from collections.abc import Callable
from dataclasses import asdict, fields, is_dataclass
from typing import Any

from pydantic import BaseModel

from game.engine.colony import crisis_target
from game.engine.config import GameConfig
from game.engine.effects import objective_side, progress
from game.engine.events import redact as redact_event
from game.engine.registry import views as modules_views
from game.engine.state import (
    LN_PLACE_FIELDS,
    LN_SURVIVOR_FIELDS,
    MODULE_SLOTS,
    Place,
    State,
    Survivor,
)

__all__ = ["player_view", "public_view", "state_hash", "redact", "state_dict"]
redact = redact_event


def _board(s: State) -> dict[str, Any]:
    locations = {}
    for lid, pl in s.places.items():
        locations[lid] = {
            "number": pl.number, "spaces": pl.spaces, "entrance_spaces": pl.cap,
            "zombies": list(pl.zombies), "barricades": list(pl.barricades),
            "noise": pl.noise, "noise_spaces": pl.noise_spaces, "deck": len(pl.deck),
            "survivors": s.at(lid),
        }
        if pl.specials is not None:  # special zombies per entrance (RAX-13), LN only
            locations[lid]["specials"] = list(pl.specials)
    survivors = {
        sid: {"owner": sv.owner, "loc": sv.loc, "wounds": sv.wounds, "frostbite": sv.frost,
              "equipped": list(sv.equipped),
              "leader": s.players[sv.owner].leader == sid}
        for sid, sv in s.survivors.items()
    }
    return {"locations": locations, "survivors": survivors}


def _player_public(s: State, i: int) -> dict[str, Any]:
    p = s.players[i]
    kind = s.config.seats[i].bot_kind if p.bot else None
    return {"seat": i, "name": p.name, "bot": p.bot, "bot_kind": kind, "leader": p.leader,
            "followers": list(p.followers), "hand": len(p.hand), "exiled": p.exiled,
            "eliminated": p.eliminated, "dice_unused": len(p.unused),
            "dice_used": list(p.used), "zombies_killed": p.zombies_killed}


def _decision_public(s: State) -> dict[str, Any] | None:
    d = s.pending
    if d is None:
        return None
    return {"kind": d["kind"], "player": d["player"]}


def public_view(s: State) -> dict[str, Any]:
    """The shared table: nothing private of anyone."""
    board = _board(s)
    held = s.held
    view: dict[str, Any] = {
        "round": s.round, "rounds_left": s.rounds_left, "morale": s.morale, "food": s.food,
        "starvation": s.starvation, "helpless": s.helpless, "waste": len(s.waste),
        "phase": s.phase, "first_player": s.first_player, "active_player": s.active,
        "players": [_player_public(s, i) for i in range(s.n)],
        "survivors": board["survivors"], "locations": board["locations"],
        "colony": board["locations"]["colony"],
        "crisis": {"card": s.crisis, "contributions": len(s.contributions),
                   "face_up": [c[0] for c in s.contributions if not c[2]],
                   "by_seat": [sum(1 for c in s.contributions if c[1] == i)
                               for i in range(s.n)],
                   "deck": len(s.crisis_deck),
                   # CRISIS-05: what the contributions must reach at this table now
                   "target": crisis_target(s) if s.crisis is not None else None},
        "main_objective": {"id": s.main_objective,
                           "side": "hard" if s.config.hard_side else "normal",
                           "progress": progress(s, objective_side(s).goal,
                                                {"player": s.first_player})},
        "stats": {"zombies_killed": int(s.stats.get("zombies_killed", 0)),
                  "survivors_dead": int(s.stats.get("survivors_dead", 0)),
                  "crises_prevented": int(s.stats.get("crises_prevented", 0))},
        "crossroads": {"held_by": held["drawer"] if held else None,
                       "for": held["target"] if held else None,
                       "deck": len(s.crossroads_deck)},
        "survivor_deck": len(s.survivor_deck),
        "decision": _decision_public(s),
        "over": s.over, "end_reason": s.end_reason,
        "result": s.stats.get("result") if s.over else None,
        "secrets": ({str(p.seat): {"secret": p.secret, "exiled_secret": p.exiled_secret}
                     for p in s.players} if s.over else None),
        "history": {k: list(v) for k, v in s.history.items()},
    }
    parts = modules_views(s, None)
    if parts:  # only a game with modules has the key (base views unchanged)
        view["modules"] = parts
    return view


def player_view(s: State, seat: int) -> dict[str, Any]:
    """Everything ``seat`` may know."""
    view = public_view(s)
    p = s.players[seat]
    me: dict[str, Any] = {"seat": seat, "hand": list(p.hand), "secret": p.secret,
                          "exiled_secret": p.exiled_secret, "dice_unused": list(p.unused),
                          "draft": list(p.draft)}
    if s.held and s.held["drawer"] == seat:
        me["held_crossroads"] = s.held["card"]  # the drawer knows the card
    if s.search and s.search["seat"] == seat:
        me["search_drawn"] = list(s.search["drawn"])
    me["contributed"] = [c[0] for c in s.contributions if c[1] == seat]
    d = s.pending
    if d is not None and d["player"] == seat:
        me["decision"] = {"kind": d["kind"], "prompt": d["prompt"],
                          "info": dict(d.get("info", {})),
                          "options": [dict(o) for o in d["options"]]}
    view["me"] = me
    parts = modules_views(s, seat)
    if parts:
        view["modules"] = parts
    return view


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}
# The Long Night's fields on base records, left out while at their default: a base game
# hashes exactly as it did before The Long Night existed.
_OMIT: dict[type, dict[str, Any]] = {Survivor: LN_SURVIVOR_FIELDS, Place: LN_PLACE_FIELDS}


def _fields_of(o: Any) -> dict[str, Any]:
    """A dataclass instance as a dict of its fields, one level deep (no copies)."""
    cls = type(o)
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(f.name for f in fields(cls))
    out = {n: getattr(o, n) for n in names}
    omit = _OMIT.get(cls)
    if omit is not None:
        _drop_defaults(out, omit)
    return out


def _drop_defaults(rec: dict[str, Any], defaults: dict[str, Any]) -> None:
    for key, default in defaults.items():
        if key in rec and rec[key] == default:
            del rec[key]


def _default(o: Any) -> Any:
    if isinstance(o, BaseModel):
        return o.model_dump(mode="json")
    if isinstance(o, (set, frozenset, tuple)):
        return sorted(o) if isinstance(o, (set, frozenset)) else list(o)
    if is_dataclass(o) and not isinstance(o, type):
        return _fields_of(o)  # encoded like ``asdict`` (the encoder recurses)
    raise TypeError(type(o))


def _top(s: State, copy: Callable[[Any], Any]) -> dict[str, Any]:
    """The state's fields for the hash: ``copy`` turns the engine's dataclasses (players,
    places, survivors, the RNG) into dicts."""
    d = {}
    for name in s.__dataclass_fields__:
        if name in ("content", "events", "config"):
            continue
        v = getattr(s, name)
        if hasattr(v, "__dataclass_fields__"):
            v = copy(v)
        elif isinstance(v, list) and v and hasattr(v[0], "__dataclass_fields__"):
            v = [copy(x) for x in v]
        elif isinstance(v, dict) and v and hasattr(next(iter(v.values())),
                                                   "__dataclass_fields__"):
            v = {k: copy(x) for k, x in v.items()}
        d[name] = v
    for name in MODULE_SLOTS:  # a module that is off leaves no trace (base hash unchanged)
        if d.get(name) is None:
            d.pop(name, None)
    if not d.get("excluded"):
        d.pop("excluded", None)
    return d


_CONFIG_JSON: dict[int, tuple[GameConfig, dict[str, Any]]] = {}


def _config_json(config: GameConfig) -> dict[str, Any]:
    """``config`` as JSON types, variants sorted (sets have no stable order); computed once
    per (frozen) config.  Callers must not change the result."""
    hit = _CONFIG_JSON.get(id(config))
    if hit is None or hit[0] is not config:  # keeping the config alive pins its id
        d = config.model_dump(mode="json")
        d["variants"] = sorted(config.variants)
        if len(_CONFIG_JSON) >= 64:
            _CONFIG_JSON.clear()
        hit = _CONFIG_JSON[id(config)] = (config, d)
    return hit[1]


def state_dict(s: State) -> dict[str, Any]:
    """The whole state as plain, independent data (deep copies)."""
    d = _top(s, asdict)
    for key, defaults in (("survivors", LN_SURVIVOR_FIELDS), ("places", LN_PLACE_FIELDS)):
        for rec in d.get(key, {}).values():
            _drop_defaults(rec, defaults)
    d["config"] = copy.deepcopy(_config_json(s.config))
    d["content"] = dict(s.content.hashes)
    return d


_ENCODE = json.JSONEncoder(sort_keys=True, separators=(",", ":"), default=_default).encode


def state_hash(s: State) -> str:
    """sha256 of the canonical JSON of the whole state (stable across machines): the JSON
    of :func:`state_dict` with sorted keys and no spaces.  Built without copying the state
    (the dataclasses are encoded as they are met), so the bytes -- and every hash in a
    save file -- are the ones ``state_dict`` gives."""
    d = _top(s, _fields_of)
    d["config"] = _config_json(s.config)
    d["content"] = s.content.hashes
    return hashlib.sha256(_ENCODE(d).encode("utf-8")).hexdigest()
