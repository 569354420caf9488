"""Words and board focus for the engine's decisions (no pygame).

* :func:`handoff_reason` — the line on the opaque hand-off screen.  Everyone at the table
  reads it, so it is made only from the decision's kind and its public purpose (a played
  card's effect), never from an option or a private card.
* :data:`KIND_LABELS` — a short name of each kind for the prompt's subtitle.
* :func:`item_text` — what an item card says (an equipment card: what it does equipped).
* :func:`source` — the card (item, crossroads, crisis, survivor ability) a choice comes
  from, from ``decision["info"]``, as a title and its text; for the decider's prompt.
* :func:`register_source` / :func:`register_option_label` — a module's decisions: what
  they come from (joined with ``source`` by :func:`decision_source`) and their options'
  labels (:func:`option_label`).
* :func:`focus` — what on the board the decision is about (places, survivors, colony
  entrances), so that overlays can light it up and keep clear of it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.client.table.places import place_names
from game.i18n import N_, _

# the kind of choice, for the prompt's subtitle ("Ana decides: which zombie is killed")
KIND_LABELS: dict[str, str] = {
    "turn": N_("your turn"),
    "draft": N_("choose your survivors"),
    "search_more": N_("search on or stop"),
    "search_keep": N_("which card to keep"),
    "bite_spread": N_("the bite spreads"),
    "tie": N_("break a tie"),
    "choose_survivor": N_("choose a survivor"),
    "choose_location": N_("choose a place"),
    "choose_zombie": N_("which zombie is killed"),
    "choose_die": N_("which die to raise"),
    "choose_card": N_("choose a card"),
    "choose_survivor_play": N_("who uses the card"),
    "crossroads": N_("a crossroads card"),
    "effect_choice": N_("a card's choice"),
    "request": N_("a request for a card"),
    "ballot": N_("a sealed vote"),
    "vote_tie": N_("the vote is tied"),
    "leader": N_("a new group leader"),
    "exile_relocate": N_("leave the colony"),
    "survivor_join": N_("where the new survivor stands"),
    "order": N_("order the effects"),
    "first_player_vote_call": N_("a vote to call"),
    "choose_defence": N_("a trap or a barricade"),
    "choose_player": N_("choose a player"),
    "transfer_card": N_("which card changes hands"),
    "choose_improvement": N_("which improvement to build"),
    "containment_relief": N_("where 3 fewer zombies come"),
    "bandit_place": N_("where a bandit goes"),
    "stockpile_pick": N_("a card from the bandits' stockpile"),
    "scenario_survivor": N_("who goes to {lab}"),
    "scenario_return": N_("who leaves {lab}"),
    "scenario_exile_call": N_("call an exile vote?"),
}

HANDOFF_REASONS: dict[str, str] = {
    "turn": N_("Your turn"),
    "draft": N_("Private setup: choose your survivors"),
    "ballot": N_("A sealed vote"),
    "vote_tie": N_("The vote is tied: you decide"),
    "request": N_("A request for a card"),
    "search_keep": N_("Search results: keep one card"),
    "search_more": N_("Search results: search on or stop"),
    "crossroads": N_("A crossroads card for you"),
    "leader": N_("Choose a new group leader"),
    "exile_relocate": N_("Your survivor must leave the colony"),
    "survivor_join": N_("A new survivor joins your group"),
    "bite_spread": N_("The bite spreads to your survivor"),
    "tie": N_("Break a tie"),
    "choose_card": N_("Choose a card"),
    "choose_survivor": N_("Choose a survivor"),
    "choose_survivor_play": N_("Choose who uses the card"),
    "choose_location": N_("Choose a place"),
    "choose_zombie": N_("Choose which zombie is killed"),
    "choose_die": N_("Choose a die to raise"),
    "effect_choice": N_("A card asks you to choose"),
    "order": N_("Order the effects"),
    "first_player_vote_call": N_("A vote to call"),
    "choose_defence": N_("A zombie at a trap and a barricade: choose"),
    "choose_player": N_("Choose a player"),
    "transfer_card": N_("Choose a card to hand over"),
    "choose_improvement": N_("Choose an improvement to build"),
    "containment_relief": N_("{lab}: choose where 3 fewer zombies come"),
    "bandit_place": N_("You lead the bandits: place a bandit"),
    "stockpile_pick": N_("Take a card from the bandits' stockpile"),
    "scenario_survivor": N_("Scenario: place one of your survivors at {lab}"),
    "scenario_return": N_("Scenario: choose who goes back to the colony from {lab}"),
    "scenario_exile_call": N_("Special exile phase: you may call one exile vote"),
}

# a sealed vote's purpose -> the hand-off line (public: everyone knows a vote was called)
BALLOT_REASONS: dict[str, str] = {
    "exile": N_("A sealed vote on an exile"),
    "first_player": N_("A sealed vote: does the first player keep the token?"),
    "containment": N_("A sealed vote: contain the experiment of {lab}?"),
}

# an effect operation -> what the choice is for (public: the card was played face up);
# whole sentences per kind of choice, never pieced together
PURPOSES: dict[str, dict[str, str]] = {
    "choose_survivor": {
        "wound": N_("Choose a survivor to wound"), "heal": N_("Choose a survivor to heal"),
        "kill_survivor": N_("Choose a survivor to kill"),
        "move_survivor": N_("Choose a survivor to move"),
        "place_survivor": N_("Choose a survivor to place"),
        "zombies_add": N_("Choose a survivor to add zombies at"),
        "zombies_kill": N_("Choose a survivor to kill zombies at"),
        "zombies_remove": N_("Choose a survivor to remove zombies from"),
        "barricade": N_("Choose a survivor to barricade"),
        "noise": N_("Choose a survivor to make noise at"),
    },
    "choose_location": {
        "wound": N_("Choose a place to wound"), "heal": N_("Choose a place to heal"),
        "kill_survivor": N_("Choose a place to kill"),
        "move_survivor": N_("Choose a place to move"),
        "place_survivor": N_("Choose a place to place"),
        "zombies_add": N_("Choose a place to add zombies at"),
        "zombies_kill": N_("Choose a place to kill zombies at"),
        "zombies_remove": N_("Choose a place to remove zombies from"),
        "barricade": N_("Choose a place to barricade"),
        "noise": N_("Choose a place to make noise at"),
    },
}


PUBLIC_KINDS = frozenset({"choose_survivor", "choose_location", "choose_zombie"})


def public_decision(d: dict[str, Any], content: Any) -> bool:
    """A choice anyone may watch: a revealed crisis's or a triggered crossroads card's
    effect asking which survivor, place or zombie (nothing private is on that screen)."""
    card = (d.get("info") or {}).get("card")
    return d.get("kind") in PUBLIC_KINDS and isinstance(card, str) and (
        card in content.crises or card in content.crossroads)


def handoff_reason(d: dict[str, Any], content: Any = None) -> str:
    """The hand-off line in the interface language (the Long Night's places by the names
    of ``content``'s pack)."""
    kind = d.get("kind", "")
    purpose = (d.get("info") or {}).get("purpose")
    if kind in PURPOSES and purpose in PURPOSES[kind]:
        return _(PURPOSES[kind][purpose])
    if kind == "ballot" and purpose in BALLOT_REASONS:
        line = _(BALLOT_REASONS[str(purpose)]).format(**place_names(content))
    else:
        line = _(HANDOFF_REASONS.get(kind, N_("A decision to make"))).format(
            **place_names(content))
    return line[:1].upper() + line[1:]


def kind_label(kind: str, content: Any = None) -> str:
    if kind not in KIND_LABELS:
        return kind.replace("_", " ")
    return _(KIND_LABELS[kind]).format(**place_names(content))


ITEM_TYPES: dict[str, str] = {
    "weapon": N_("weapon"), "fuel": N_("fuel"), "book": N_("book"), "food": N_("food"),
    "medicine": N_("medicine"), "tool": N_("tool"), "survivor": N_("survivor"),
}


def item_type(t: str) -> str:
    """An item type's name in the interface language."""
    return _(ITEM_TYPES[t]) if t in ITEM_TYPES else t


def item_text(it: Any) -> str:
    """What an item card says: its text and, for equipment, what the equipped card does
    (its ``[equip]`` section's text, EQUIP rules) unless the card's own text already says
    it.  ``it`` is a card of the localized content (the interface language)."""
    effect = it.equip.text.strip() if it.kind == "equip" and it.equip is not None else ""
    if not effect or effect in it.text:
        return str(it.text)
    return f"{it.text}\n{effect}" if it.text else effect


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
    from game.i18n.cards import localize

    content = localize(content)  # the card texts in the interface language
    cid = info.get("card")
    if isinstance(cid, str) and cid:
        base = cid.split("#")[0]
        items = getattr(content, "items", {})
        if base in items:
            it = items[base]
            return Source("item", _("{item} ({type})").format(item=it.name,
                                                                type=item_type(it.type)),
                          item_text(it))
        if cid in getattr(content, "crossroads", {}):
            xr = content.crossroads[cid]
            return Source("crossroads", _("Crossroads — {trigger}").format(
                trigger=xr.trigger_text), xr.story)
        if cid in getattr(content, "crises", {}):
            cr = content.crises[cid]
            return Source("crisis", _("Crisis: {crisis}").format(crisis=cr.name), cr.text)
        if cid in getattr(content, "survivors", {}):
            sv = content.survivors[cid]
            return Source("survivor", _("{survivor}'s ability").format(survivor=sv.name),
                          sv.ability.text)
    sid = info.get("survivor")
    if info.get("role") and isinstance(sid, str) and sid in getattr(content, "survivors", {}):
        sv = content.survivors[sid]
        title = _("{survivor}, {profession} — joins as the new leader") \
            if info.get("role") == "leader" else \
            _("{survivor}, {profession} — joins as a follower")
        return Source("survivor", title.format(survivor=sv.name, profession=sv.profession),
                      _("Influence {influence}, attack {attack}+, search {search}+. "
                        "{ability}").format(influence=sv.influence, attack=sv.attack,
                                            search=sv.search, ability=sv.ability.text))
    return None


# ------------------------------------------------------------------ the modules' decisions
# A module's client package registers what its decisions come from and how its options
# read (the Long Night's: ``game.client.modules.long_night.decisions``); the table asks.
SourceFn = Callable[[dict[str, Any], Any, "list[str] | None", "dict[str, Any] | None"],
                    "Source | None"]
OptionLabelFn = Callable[[str, Any], "str | None"]
_MODULE_SOURCES: list[SourceFn] = []
_OPTION_LABELS: list[OptionLabelFn] = []


def register_source(fn: SourceFn) -> SourceFn:
    """A module's ``fn(decision, content, players, view)``: the card or rule one of its
    decisions comes from, with what it decides (None: not one of its decisions)."""
    if fn not in _MODULE_SOURCES:
        _MODULE_SOURCES.append(fn)
    return fn


def register_option_label(fn: OptionLabelFn) -> OptionLabelFn:
    """A module's ``fn(kind, label)``: an option's label said better than the engine's
    words (None: as it is)."""
    if fn not in _OPTION_LABELS:
        _OPTION_LABELS.append(fn)
    return fn


def module_source(d: dict[str, Any], content: Any, players: list[str] | None = None,
                  view: dict[str, Any] | None = None) -> Source | None:
    """What a module's decision comes from and decides (the first registered answer)."""
    for fn in _MODULE_SOURCES:
        found = fn(d, content, players, view)
        if found is not None:
            return found
    return None


def option_label(kind: str, label: Any) -> str | None:
    """An option's label as a module says it better (None: render the engine's)."""
    for fn in _OPTION_LABELS:
        text = fn(kind, label)
        if text is not None:
            return text
    return None


def decision_source(d: dict[str, Any], content: Any, players: list[str] | None = None,
                    view: dict[str, Any] | None = None) -> Source | None:
    """The card a decision comes from (``source``) and, for a module's decisions (the Long
    Night's), what it decides (``module_source``): a named base card keeps its text and
    gets the purpose as its ``detail``."""
    base = source(d.get("info"), content)
    ln = module_source(d, content, players, view)
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
    if d.get("kind") == "choose_defence" and isinstance(info.get("entrance"), int):
        out.entrances.add((loc, int(info["entrance"])))  # the entrance the zombie reaches
        return out
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
