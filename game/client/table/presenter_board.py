"""The presenter's handlers of the board: the round and the tracks, the colony, zombies,
barricades and noise, survivors (:mod:`game.client.table.presenter`; split out of it)."""

from __future__ import annotations

from typing import Any

from game.client.table.presenter_draft import Draft, _deck, _int, _stat, on


@on("RoundStarted")
def _round_started(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    v.v["round"] = d["round"]
    v.v["rounds_left"] = d["rounds_left"]
    if d.get("first_player") is not None:
        v.v["first_player"] = d["first_player"]
    v.v["phase"] = "turns"
    for p in v.part("players"):  # ROUND-05: every pool is emptied, then dice are rolled
        p["dice_unused"] = 0
        p["dice_used"] = []
    me = v.v.get("me")
    if isinstance(me, dict):
        v.part("me")["dice_unused"] = []


@on("CrisisRevealed")
def _crisis_revealed(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    cr = v.part("crisis")
    cr["card"] = d.get("crisis")
    cr["contributions"] = 0
    cr["face_up"] = []
    if d.get("crisis") is not None:
        cr["deck"] = max(0, _int(cr.get("deck")) - 1)


@on("DiceRolled")
def _dice_rolled(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    p = v.player(d["player"])
    if p is not None:
        p["dice_unused"] = len(d["values"])
    me = v.me(d["player"])
    if me is not None:
        me["dice_unused"] = list(d["values"])


@on("TurnStarted")
def _turn_started(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    v.v["active_player"] = d["player"]
    v.v["phase"] = "turns"


@on("ColonyStep")
def _colony_step(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    v.v["phase"] = "colony"
    v.v["active_player"] = -1


@on("GameEnded")
def _game_ended(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    v.v["over"] = True
    v.v["phase"] = "over"


@on("MoraleChanged")
def _morale(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    v.v["morale"] = d["value"]


@on("FoodChanged")
def _food(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    v.v["food"] = d["value"]


@on("StarvationAdded")
def _starvation(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    v.v["starvation"] = d["starvation"]


@on("HelplessAdded", "HelplessKilled")
def _helpless(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    v.v["helpless"] = d["value"]


@on("RoundTrackMoved")
def _round_track(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    v.v["rounds_left"] = d["rounds_left"]


@on("FirstPlayerPassed")
def _first_passed(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    v.v["first_player"] = d["to"]


@on("FirstPlayerChosen")
def _first_chosen(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    v.v["first_player"] = d["player"]


@on("WasteChecked", "WasteCleaned")
def _waste(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    v.v["waste"] = d["waste"]


@on("WasteAdded")
def _waste_added(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    """Cards from the top of a location deck onto the waste pile.  The event names the
    cards, not the deck: it is the deck most of them come from (a card's own location;
    equipment shuffled into another deck is the rare exception the sync corrects)."""
    v.v["waste"] = d["waste"]
    cards = list(d.get("cards", []))
    if content is None or not cards:
        return
    origins: list[str] = []
    for c in cards:
        try:
            origins.append(str(content.item(c).deck))
        except (KeyError, AttributeError):
            continue
    if origins:
        best = max(origins, key=lambda o: (origins.count(o), -origins.index(o)))
        _deck(v, best, -len(cards))


# ------------------------------------------------------------------ zombies and the board
@on("ZombieAdded")
def _zombie_added(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    loc = v.loc(d["location"])
    if loc is not None:
        loc["zombies"][_int(d.get("entrance"))] = d["count"]


@on("ZombieKilled", "ZombieRemoved")
def _zombie_gone(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    loc = v.loc(d["location"])
    if loc is not None:
        i = _int(d.get("entrance"))
        loc["zombies"][i] = max(0, loc["zombies"][i] - 1)
    if e.type == "ZombieKilled":
        _stat(v, "zombies_killed")
    by = d.get("by")
    if e.type == "ZombieKilled" and by is not None:
        sv = v.survivor(by)
        if sv is not None:
            p = v.player(sv.get("owner"))
            if p is not None:
                p["zombies_killed"] = _int(p.get("zombies_killed")) + 1


@on("ZombieMoved")
def _zombie_moved(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    src, dst = v.loc(d["from"]), v.loc(d["to"])
    if src is not None:
        i = _int(d.get("from_entrance"))
        src["zombies"][i] = max(0, src["zombies"][i] - 1)
    if dst is not None:
        dst["zombies"][_int(d.get("to_entrance"))] += 1


@on("BarricadePlaced")
def _barricade_placed(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    loc = v.loc(d["location"])
    if loc is not None:
        loc["barricades"][_int(d.get("entrance"))] += 1


@on("BarricadeDestroyed")
def _barricade_destroyed(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    loc = v.loc(d["location"])
    if loc is not None:
        i = _int(d.get("entrance"))
        loc["barricades"][i] = max(0, loc["barricades"][i] - 1)


@on("NoisePlaced")
def _noise_placed(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    loc = v.loc(d["location"])
    if loc is not None:
        loc["noise"] = d["count"]


@on("NoiseResolved")
def _noise_resolved(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    loc = v.loc(d["location"])
    if loc is not None:
        loc["noise"] = max(0, _int(loc.get("noise")) - 1)


# ------------------------------------------------------------------ survivors
@on("SurvivorMoved", "SurvivorPlaced")
def _survivor_moved(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    sv = v.survivor(d["survivor"])
    if sv is not None:
        sv["loc"] = d["to"]
        v.survivors_changed = True


@on("SurvivorAdded")
def _survivor_added(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    sid, owner = d["survivor"], d["player"]
    survivors = v.part("survivors")
    survivors.pop(sid, None)
    survivors[sid] = {"owner": owner, "loc": d["location"], "wounds": 0, "frostbite": 0,
                      "equipped": [], "leader": False}
    p = v.player(owner)
    if p is not None and p.get("leader") != sid and sid not in p.get("followers", []):
        p.setdefault("followers", []).append(sid)
    v.survivors_changed = True


@on("SurvivorKilled")
def _survivor_killed(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    sid = d["survivor"]
    v.part("survivors").pop(sid, None)
    if not d.get("removed"):
        _stat(v, "survivors_dead")
    p = v.player(d["player"])
    if p is not None:
        if p.get("leader") == sid:
            p["leader"] = None
        elif sid in p.get("followers", []):
            p["followers"].remove(sid)
    v.survivors_changed = True


@on("SurvivorsDrafted")
def _drafted(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    p = v.player(d["player"])
    if p is not None:
        p["leader"] = d["leader"]
        p["followers"] = list(d.get("followers", []))
    me = v.me(d["player"])
    if me is not None:
        me["draft"] = []
    v.survivors_changed = True


@on("LeaderChosen")
def _leader(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    p = v.player(d["player"])
    if p is not None:
        sid = d["survivor"]
        if sid in p.get("followers", []):
            p["followers"].remove(sid)
        p["leader"] = sid
    v.survivors_changed = True


@on("WoundAdded", "WoundHealed")
def _wounds(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    sv = v.survivor(d["survivor"])
    if sv is not None:
        sv["wounds"] = d["wounds"]
        sv["frostbite"] = d["frostbite"]


@on("PlayerExiled")
def _exiled(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    p = v.player(d["player"])
    if p is not None:
        p["exiled"] = True


@on("PlayerEliminated")
def _eliminated(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    p = v.player(d["player"])
    if p is not None:
        p["eliminated"] = True
        p["dice_unused"] = 0
    me = v.me(d["player"])
    if me is not None:
        me["dice_unused"] = []
