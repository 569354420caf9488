"""The client-side reducer: ``present(view, event) -> view``.

The table does not jump to the engine's end state when an action is applied.  It keeps a
*presented* view and folds the action's (redacted) events into it one at a time, so the
director can animate each event over the board as it was at that moment: zombies appear at
their entrance one by one, a barricade breaks, a noise token is resolved, a standee slides.

``present`` never mutates its input: it returns a new dict (copy-on-write of the parts an
event touches).  It understands the public part of a view (``public_view``) and, when the
view holds a ``me`` part and the event was redacted for that seat, a few private fields
(dice values, the held crossroads card, the hand).  Unknown events leave the view as it
is.  The fields kept exactly in step with the engine are listed by :func:`covered`; a test
replays many random bot games and asserts that after the last event of every action
``covered(presented) == covered(engine view)`` — the waste pile, the game totals
(``stats``) and the main objective's progress included.  Everything else (the pending
decision, the survivor deck size, end-of-game scores...) catches up when the table syncs
to the engine's view after the last event.

Private information: the presented *public* view is fed only events redacted for
``None`` (the shared table); ``present`` reads ``event.secret`` only to fill ``me`` when
``me`` is the seat the event was redacted for (the table never does that for the board).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from typing import Any

View = dict[str, Any]

COLONY = "colony"

# top-level counters the reducer keeps exact
TOP_KEYS = ("round", "rounds_left", "morale", "food", "starvation", "helpless", "waste",
            "phase", "first_player", "active_player", "over", "stats")
PLAYER_KEYS = ("seat", "leader", "followers", "hand", "exiled", "eliminated", "dice_unused",
               "dice_used", "zombies_killed")
SURVIVOR_KEYS = ("owner", "loc", "wounds", "frostbite", "equipped", "leader")
LOCATION_KEYS = ("zombies", "barricades", "noise", "survivors", "deck")


def covered(view: View) -> dict[str, Any]:
    """The part of a view the reducer keeps equal to the engine's (for tests and checks)."""
    out: dict[str, Any] = {k: view.get(k) for k in TOP_KEYS}
    out["players"] = [{k: p.get(k) for k in PLAYER_KEYS} for p in view.get("players", [])]
    # order matters: a location lists its survivors in the engine's order
    out["survivors"] = [(sid, {k: sv.get(k) for k in SURVIVOR_KEYS})
                        for sid, sv in view.get("survivors", {}).items()]
    out["locations"] = {lid: {k: loc.get(k) for k in LOCATION_KEYS}
                        for lid, loc in view.get("locations", {}).items()}
    cr = view.get("crisis", {})
    out["crisis"] = {k: cr.get(k) for k in ("card", "contributions", "face_up", "deck")}
    xr = view.get("crossroads", {})
    out["crossroads"] = {k: xr.get(k) for k in ("held_by", "for", "deck")}
    # the objective's progress, for every quantity the reducer can count from a view
    out["progress"] = [(it.get("q"), it.get("at"), it.get("value"), it.get("met"))
                       for it in (view.get("main_objective") or {}).get("progress") or []
                       if quantity(view, it) is not None]
    return out


def _int(v: Any, default: int = 0) -> int:
    try:
        return int(v)
    except (TypeError, ValueError):
        return default


class Draft:
    """Copy-on-write access to the parts of a view one event changes."""

    def __init__(self, view: View) -> None:
        self.v = dict(view)
        self._copied: set[str] = set()
        self.survivors_changed = False

    def part(self, key: str) -> Any:
        if key not in self._copied:
            self._copied.add(key)
            self.v[key] = copy.deepcopy(self.v.get(key)) if key in self.v else None
            if key == "locations" and self.v[key] is not None:
                self.v["colony"] = self.v[key].get(COLONY, self.v.get("colony"))
        return self.v[key]

    def loc(self, lid: Any) -> dict[str, Any] | None:
        locs = self.part("locations") or {}
        return locs.get(lid)

    def player(self, seat: Any) -> dict[str, Any] | None:
        players = self.part("players") or []
        i = _int(seat, -1)
        for p in players:
            if p.get("seat") == i:
                return p
        return players[i] if 0 <= i < len(players) else None

    def survivor(self, sid: Any) -> dict[str, Any] | None:
        return (self.part("survivors") or {}).get(sid)

    def me(self, seat: Any) -> dict[str, Any] | None:
        """The private part, only when it belongs to ``seat``."""
        me = self.v.get("me")
        if not isinstance(me, dict) or me.get("seat") != _int(seat, -1):
            return None
        return self.part("me")

    def finish(self) -> View:
        self._survivors_finish()
        self._progress_finish()
        return self.v

    def _progress_finish(self) -> None:
        """The main objective's progress items, recounted from the presented view (the
        quantities a view shows; others wait for the sync)."""
        mo = self.v.get("main_objective")
        if not isinstance(mo, dict) or not mo.get("progress"):
            return
        fresh: list[tuple[int, Any] | None] = []
        for it in mo["progress"]:
            value = quantity(self.v, it)
            if value is None or value == it.get("value"):
                fresh.append(None)
                continue
            cmp = CMP.get(it.get("cmp") or "")
            met = cmp(value, it["target"]) if cmp and it.get("target") is not None \
                else it.get("met")
            fresh.append((value, met))
        if not any(fresh):
            return
        mo = self.part("main_objective")
        for it, f in zip(mo["progress"], fresh, strict=True):
            if f is not None:
                it["value"], it["met"] = f

    def _survivors_finish(self) -> None:
        if self.survivors_changed:
            survivors = self.part("survivors")
            players = self.part("players")
            leaders = {p.get("seat"): p.get("leader") for p in players}
            for sid, sv in survivors.items():
                sv["leader"] = leaders.get(sv.get("owner")) == sid
            for lid, loc in self.part("locations").items():
                loc["survivors"] = [sid for sid, sv in survivors.items() if sv.get("loc") == lid]


CMP: dict[str, Callable[[int, int], bool]] = {
    ">=": lambda a, b: a >= b, "<=": lambda a, b: a <= b, "==": lambda a, b: a == b,
    ">": lambda a, b: a > b, "<": lambda a, b: a < b, "!=": lambda a, b: a != b,
}
_TOP_QUANTITIES = ("food", "starvation", "morale", "rounds_left", "round", "helpless", "waste")
_STAT_QUANTITIES = ("zombies_killed", "survivors_dead", "crises_prevented")


def quantity(view: View, item: dict[str, Any]) -> int | None:
    """The value of a main-objective progress item (``q`` at ``at``) read from a view, or
    None for quantities a view does not show."""
    q, at = item.get("q"), item.get("at")
    if q in _TOP_QUANTITIES:
        return _int(view.get(q))
    if q in _STAT_QUANTITIES:
        return _int((view.get("stats") or {}).get(q))
    locs = view.get("locations") or {}
    places = [locs[at]] if at in locs else ([] if at else list(locs.values()))
    if at and not places:
        return None
    if q in ("zombies", "barricades"):
        return sum(sum(pl.get(q, [])) for pl in places)
    if q == "noise":
        return sum(_int(pl.get("noise")) for pl in places)
    if q == "survivors":
        return len(places[0].get("survivors", [])) if at else len(view.get("survivors", {}))
    if q == "deck" and at:
        return _int(places[0].get("deck"))
    if q == "players_exiled":
        return sum(1 for p in view.get("players", []) if p.get("exiled"))
    return None


# ----------------------------------------------------------------------------- handlers
# the registry of event handlers: the base game's below; a module's client package adds
# its own at import (``on``, or wrapping a base one in ``HANDLERS``), e.g. the Long Night's
# ``game.client.modules.long_night.present``
Handler = Callable[[Draft, dict[str, Any], Any, Any], None]
HANDLERS: dict[str, Handler] = {}


def on(*types: str) -> Callable[[Handler], Handler]:
    """Register the decorated function as the handler of the event types ``types``."""
    def deco(fn: Handler) -> Handler:
        for t in types:
            HANDLERS[t] = fn
        return fn

    return deco


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


def _stat(v: Draft, key: str) -> None:
    """One more of a game total (the objective's progress follows in ``finish``)."""
    stats = v.part("stats")
    if stats is not None:
        stats[key] = _int(stats.get(key)) + 1


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


# ------------------------------------------------------------------ dice
def _me_remove_die(me: dict[str, Any] | None, value: Any) -> None:
    if me is not None and value in me.get("dice_unused", []):
        me["dice_unused"].remove(value)


@on("DieSpent")
def _die_spent(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    p = v.player(d["player"])
    if p is not None:
        p["dice_unused"] = max(0, _int(p.get("dice_unused")) - 1)
        p.setdefault("dice_used", []).append(d["value"])
    _me_remove_die(v.me(d["player"]), d["value"])


@on("DieRerolled")
def _die_rerolled(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    p = v.player(d["player"])
    if p is not None and p.get("dice_used"):
        p["dice_used"][-1] = d["value"]


@on("DiceLost")
def _dice_lost(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    p = v.player(d["player"])
    if p is not None:
        p["dice_unused"] = max(0, _int(p.get("dice_unused")) - 1)
    _me_remove_die(v.me(d["player"]), d.get("value"))


@on("DiceGained")
def _dice_gained(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    p = v.player(d["player"])
    if p is not None:
        p["dice_unused"] = _int(p.get("dice_unused")) + len(d.get("values", []))
    me = v.me(d["player"])
    if me is not None:
        me.setdefault("dice_unused", []).extend(d.get("values", []))


@on("DieRaised")
def _die_raised(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    me = v.me(d["player"])
    if me is not None:
        dice = me.get("dice_unused", [])
        i = _int(d.get("index"), -1)
        if 0 <= i < len(dice):
            dice[i] = d["value"]


# ------------------------------------------------------------------ cards
def _hand(v: Draft, seat: Any, delta: int) -> None:
    p = v.player(seat)
    if p is not None:
        p["hand"] = max(0, _int(p.get("hand")) + delta)


def _me_hand(v: Draft, seat: Any, e: Any, add: Sequence[Any] = (),
             remove: Sequence[Any] = ()) -> None:
    me = v.me(seat)
    if me is None:
        return
    hand = me.setdefault("hand", [])
    for c in remove:
        if c in hand:
            hand.remove(c)
    hand.extend(add)


def _deck(v: Draft, lid: Any, delta: int) -> None:
    if lid == COLONY:
        return
    loc = v.loc(lid)
    if loc is not None:
        loc["deck"] = max(0, _int(loc.get("deck")) + delta)


def _secret(e: Any) -> dict[str, Any]:
    return getattr(e, "secret", None) or {}


@on("ItemsDealt")
def _items_dealt(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    p = v.player(d["player"])
    if p is not None:
        p["hand"] = _int(d.get("count"))


@on("CardDrawn")
def _card_drawn(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    n = _int(d.get("count"))
    _hand(v, d["player"], n)
    _deck(v, d.get("deck"), -n)
    _me_hand(v, d["player"], e, add=list(_secret(e).get("cards", [])))


@on("SearchDrew")
def _search_drew(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    _deck(v, d["location"], -1)
    me = v.me(d["player"])
    card = _secret(e).get("card")
    if me is not None and card:
        me.setdefault("search_drawn", []).append(card)


@on("SearchKept")
def _search_kept(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    _hand(v, d["player"], 1)
    card = _secret(e).get("card")
    me = v.me(d["player"])
    if me is not None:
        me.pop("search_drawn", None)
        if card:
            me.setdefault("hand", []).append(card)


@on("CardsToDeckBottom")
def _to_bottom(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    _deck(v, d["location"], _int(d.get("count")))


@on("DeckShuffled")
def _shuffled(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    _deck(v, d.get("deck"), len(d.get("added", [])))


@on("CardDiscarded")
def _discarded(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    if d.get("to") == "hand":  # a dead survivor's equipment goes back to the hand
        cards = list(d.get("cards", []))
        _hand(v, d["player"], len(cards))
        _me_hand(v, d["player"], e, add=cards)
        return
    _hand(v, d["player"], -1)
    _me_hand(v, d["player"], e, remove=[d.get("card")])
    v.v["waste"] = _int(v.v.get("waste")) + 1


@on("CardRemoved")
def _removed(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    if d.get("from", "hand") == "hand":
        _hand(v, d["player"], -_int(d.get("count"), 1))
        _me_hand(v, d["player"], e, remove=list(_secret(e).get("cards", [])))


@on("CardPlayed")
def _played(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    seat, card = d["player"], d["card"]
    _hand(v, seat, -1)
    _me_hand(v, seat, e, remove=[card])
    # an ordinary card goes to the waste pile once it is resolved (ACT-PLAY-02: CardResolved)


@on("CardResolved")
def _resolved(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    if d.get("to") == "waste":
        v.v["waste"] = _int(d.get("waste"), _int(v.v.get("waste")) + 1)


@on("CardEquipped")
def _equipped(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    sv = v.survivor(d["survivor"])
    if sv is not None:
        sv.setdefault("equipped", []).append(d["card"])


@on("CardHandedOff")
def _handed_off(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    giver, taker = v.survivor(d.get("from")), v.survivor(d.get("to"))
    card = d.get("card")
    if giver is not None and card in giver.get("equipped", []):
        giver["equipped"].remove(card)
    if taker is not None:
        taker.setdefault("equipped", []).append(card)


@on("CardContributed")
def _contributed(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    cr = v.part("crisis")
    cr["contributions"] = _int(d.get("count"), _int(cr.get("contributions")) + 1)
    seat = d["player"]
    me = v.me(seat)
    if d.get("face_down"):
        _hand(v, seat, -1)
        card = _secret(e).get("card")
        if card:
            _me_hand(v, seat, e, remove=[card])
            if me is not None:
                me.setdefault("contributed", []).append(card)
        return
    card = d.get("card")
    cr.setdefault("face_up", []).append(card)
    for sv in v.part("survivors").values():
        if sv.get("owner") == seat and card in sv.get("equipped", []):
            sv["equipped"].remove(card)
            break
    if me is not None:
        me.setdefault("contributed", []).append(card)


@on("CrisisResolved")
def _crisis_resolved(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    if d.get("prevented"):
        _stat(v, "crises_prevented")
    cr = v.part("crisis")
    cr["card"] = None
    cr["contributions"] = 0
    cr["face_up"] = []
    me = v.v.get("me")
    if isinstance(me, dict):
        v.part("me")["contributed"] = []


@on("CardStolen")
def _stolen(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    _hand(v, d["from"], -1)
    _hand(v, d["to"], 1)
    card = _secret(e).get("card")
    if card:
        _me_hand(v, d["from"], e, remove=[card])
        _me_hand(v, d["to"], e, add=[card])


@on("RequestAnswered")
def _request_answered(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    if not d.get("given"):
        return
    _hand(v, d["player"], -1)
    _hand(v, d["requester"], 1)
    card = d.get("card")
    if card:
        _me_hand(v, d["player"], e, remove=[card])
        _me_hand(v, d["requester"], e, add=[card])


# ------------------------------------------------------------------ crossroads
@on("CrossroadsDrawn")
def _xr_drawn(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    xr = v.part("crossroads")
    xr["held_by"], xr["for"] = d["drawer"], d["target"]
    xr["deck"] = max(0, _int(xr.get("deck")) - 1)
    me = v.me(d["drawer"])
    card = _secret(e).get("card")
    if me is not None and card:
        me["held_crossroads"] = card


@on("CrossroadsReturned", "CrossroadsTriggered")
def _xr_gone(v: Draft, d: dict[str, Any], e: Any, content: Any) -> None:
    xr = v.part("crossroads")
    if e.type == "CrossroadsReturned":
        xr["deck"] = _int(xr.get("deck")) + 1
    xr["held_by"], xr["for"] = None, None
    me = v.v.get("me")
    if isinstance(me, dict) and "held_crossroads" in me:
        v.part("me").pop("held_crossroads", None)


# ----------------------------------------------------------------------------- entry point
def present(view: View, event: Any, content: Any = None) -> View:
    """The view after ``event`` (already redacted for whoever looks at ``view``).

    ``content`` (the content pack) lets the reducer know where a played card ends up;
    without it the waste pile catches up at the next sync."""
    handler = HANDLERS.get(event.type)
    if handler is None:
        return view
    draft = Draft(view)
    try:
        handler(draft, event.data or {}, event, content)
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        return view  # an event of an unexpected shape: leave it to the sync
    return draft.finish()


def present_all(view: View, events: list[Any], content: Any = None) -> View:
    for e in events:
        view = present(view, e, content)
    return view

