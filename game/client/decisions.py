"""Words and board focus for the engine's decisions (no pygame).

* :func:`handoff_reason` — the line on the opaque hand-off screen.  Everyone at the table
  reads it, so it is made only from the decision's kind and its public purpose (a played
  card's effect), never from an option or a private card.
* :data:`KIND_LABELS` — a short name of each kind for the prompt's subtitle.
* :func:`source` — the card (item, crossroads, crisis, survivor ability) a choice comes
  from, from ``decision["info"]``, as a title and its text; for the decider's prompt.
* :func:`focus` — what on the board the decision is about (places, survivors, colony
  entrances), so that overlays can light it up and keep clear of it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# the kind of choice, for the prompt's subtitle ("Ana decides: which zombie is killed")
KIND_LABELS: dict[str, str] = {
    "turn": "your turn",
    "draft": "choose your survivors",
    "search_more": "search on or stop",
    "search_keep": "which card to keep",
    "bite_spread": "the bite spreads",
    "tie": "break a tie",
    "choose_survivor": "choose a survivor",
    "choose_location": "choose a place",
    "choose_zombie": "which zombie is killed",
    "choose_die": "which die to raise",
    "choose_card": "choose a card",
    "choose_survivor_play": "who uses the card",
    "crossroads": "a crossroads card",
    "effect_choice": "a card's choice",
    "request": "a request for a card",
    "ballot": "a sealed vote",
    "vote_tie": "the vote is tied",
    "leader": "a new group leader",
    "exile_relocate": "leave the colony",
    "survivor_join": "where the new survivor stands",
    "order": "order the effects",
    "first_player_vote_call": "a vote to call",
    "choose_defence": "a trap or a barricade",
    "choose_player": "choose a player",
    "transfer_card": "which card changes hands",
    "choose_improvement": "which improvement to build",
    "containment_relief": "where 3 fewer zombies come",
    "bandit_place": "where a bandit goes",
    "stockpile_pick": "a card from the hideout",
    "scenario_survivor": "who goes to Raxxon",
    "scenario_return": "who leaves Raxxon",
    "scenario_exile_call": "call an exile vote?",
}

HANDOFF_REASONS: dict[str, str] = {
    "turn": "Your turn",
    "draft": "Private setup: choose your survivors",
    "ballot": "A sealed vote",
    "vote_tie": "The vote is tied: you decide",
    "request": "A request for a card",
    "search_keep": "Search results: keep one card",
    "search_more": "Search results: search on or stop",
    "crossroads": "A crossroads card for you",
    "leader": "Choose a new group leader",
    "exile_relocate": "Your survivor must leave the colony",
    "survivor_join": "A new survivor joins your group",
    "bite_spread": "The bite spreads to your survivor",
    "tie": "Break a tie",
    "choose_card": "Choose a card",
    "choose_survivor": "Choose a survivor",
    "choose_survivor_play": "Choose who uses the card",
    "choose_location": "Choose a place",
    "choose_zombie": "Choose which zombie is killed",
    "choose_die": "Choose a die to raise",
    "effect_choice": "A card asks you to choose",
    "order": "Order the effects",
    "first_player_vote_call": "A vote to call",
    "choose_defence": "A zombie at a trap and a barricade: choose",
    "choose_player": "Choose a player",
    "transfer_card": "Choose a card to hand over",
    "choose_improvement": "Choose an improvement to build",
    "containment_relief": "Raxxon: choose where 3 fewer zombies come",
    "bandit_place": "You lead the bandits: place a bandit",
    "stockpile_pick": "Take a card from the hideout stockpile",
    "scenario_survivor": "Scenario: place one of your survivors at Raxxon",
    "scenario_return": "Scenario: choose who goes back to the colony from Raxxon",
    "scenario_exile_call": "Special exile phase: you may call one exile vote",
}

# a sealed vote's purpose -> the hand-off line (public: everyone knows a vote was called)
BALLOT_REASONS: dict[str, str] = {
    "exile": "A sealed vote on an exile",
    "first_player": "A sealed vote: does the first player keep the token?",
    "containment": "A sealed vote: contain Raxxon's experiment?",
}

# an effect operation -> what the choice is for (public: the card was played face up)
PURPOSES: dict[str, str] = {
    "wound": "to wound", "heal": "to heal", "kill_survivor": "to kill",
    "move_survivor": "to move", "place_survivor": "to place", "zombies_add": "to add zombies at",
    "zombies_kill": "to kill zombies at", "zombies_remove": "to remove zombies from",
    "barricade": "to barricade", "noise": "to make noise at",
}


PUBLIC_KINDS = frozenset({"choose_survivor", "choose_location", "choose_zombie"})


def public_decision(d: dict[str, Any], content: Any) -> bool:
    """A choice anyone may watch: a revealed crisis's or a triggered crossroads card's
    effect asking which survivor, place or zombie (nothing private is on that screen)."""
    card = (d.get("info") or {}).get("card")
    return d.get("kind") in PUBLIC_KINDS and isinstance(card, str) and (
        card in content.crises or card in content.crossroads)


def handoff_reason(d: dict[str, Any]) -> str:
    kind = d.get("kind", "")
    purpose = (d.get("info") or {}).get("purpose")
    if kind in ("choose_survivor", "choose_location") and purpose in PURPOSES:
        what = "survivor" if kind == "choose_survivor" else "place"
        return f"Choose a {what} {PURPOSES[purpose]}"
    if kind == "ballot" and purpose in BALLOT_REASONS:
        return BALLOT_REASONS[str(purpose)]
    return HANDOFF_REASONS.get(kind, "A decision to make")


def kind_label(kind: str) -> str:
    return KIND_LABELS.get(kind, kind.replace("_", " "))


@dataclass
class Source:
    """The card a choice comes from, for the decider."""

    kind: str  # "item", "crossroads", "crisis", "survivor"
    title: str
    text: str
    detail: str = ""  # a second text (a crossroads card's story)


def source(info: dict[str, Any] | None, content: Any) -> Source | None:
    """The card named by ``info["card"]`` (an item, crossroads, crisis or survivor id), or
    the survivor of ``info["survivor"]`` when a survivor joins."""
    info = info or {}
    cid = info.get("card")
    if isinstance(cid, str) and cid:
        base = cid.split("#")[0]
        items = getattr(content, "items", {})
        if base in items:
            it = items[base]
            return Source("item", f"{it.name} ({it.type})", it.text)
        if cid in getattr(content, "crossroads", {}):
            xr = content.crossroads[cid]
            return Source("crossroads", f"Crossroads — {xr.trigger_text}", xr.story)
        if cid in getattr(content, "crises", {}):
            cr = content.crises[cid]
            return Source("crisis", f"Crisis: {cr.name}", cr.text)
        if cid in getattr(content, "survivors", {}):
            sv = content.survivors[cid]
            return Source("survivor", f"{sv.name}'s ability", sv.ability.text)
    sid = info.get("survivor")
    if info.get("role") and isinstance(sid, str) and sid in getattr(content, "survivors", {}):
        sv = content.survivors[sid]
        role = "as the new leader" if info.get("role") == "leader" else "as a follower"
        return Source("survivor", f"{sv.name}, {sv.profession} — joins {role}",
                      f"Influence {sv.influence}, attack {sv.attack}+, search {sv.search}+. "
                      f"{sv.ability.text}")
    return None


def decision_source(d: dict[str, Any], content: Any,
                    players: list[str] | None = None) -> Source | None:
    """The card a decision comes from (``source``) and, for the Long Night's decisions,
    what it decides (``decisions_ln``): a named base card keeps its text and gets the
    purpose as its ``detail``."""
    from game.client.decisions_ln import ln_source

    base = source(d.get("info"), content)
    ln = ln_source(d, content, players)
    if base is not None and ln is not None:
        return Source(base.kind, base.title, base.text, ln.detail or ln.text)
    return base or ln


@dataclass
class Focus:
    """What on the board a decision is about."""

    locations: set[str] = field(default_factory=set)
    survivors: set[str] = field(default_factory=set)
    entrances: set[tuple[str, int]] = field(default_factory=set)
    # option key -> the board thing it names (for lighting up the focused option)
    by_key: dict[str, tuple[str, Any]] = field(default_factory=dict)

    def __bool__(self) -> bool:
        return bool(self.locations or self.survivors or self.entrances)


def focus(d: dict[str, Any] | None, view: dict[str, Any]) -> Focus:
    out = Focus()
    if not d:
        return out
    info = d.get("info") or {}
    places = set(view.get("locations", {}))
    survivors = view.get("survivors", {})
    loc = str(info.get("location"))
    if d.get("kind") == "choose_zombie" and loc in places:
        for o in d.get("options", []):
            try:
                e = int(o["key"])
            except (KeyError, TypeError, ValueError):
                continue
            out.entrances.add((loc, e))
            out.by_key[o["key"]] = ("entrance", (loc, e))
        return out
    if loc in places:
        out.locations.add(loc)
    sid = str(info.get("survivor"))
    if sid in survivors:
        out.survivors.add(sid)
    for o in d.get("options", []):
        key = o.get("key")
        if key in places:
            out.locations.add(key)
            out.by_key[key] = ("location", key)
        elif key in survivors:
            out.survivors.add(key)
            out.by_key[key] = ("survivor", key)
    return out
