"""Human-readable labels for engine actions (for buttons and the action picker)."""

from __future__ import annotations

from typing import Any

from game.client.table.log.describe import Names
from game.client.table.places import CAMP, LAB, place_name
from game.i18n import N_, _
from game.i18n.cards import card_name

ACTION_TYPES: list[tuple[str, str]] = [  # labels are message ids: translate where shown
    ("move", N_("Move")),
    ("attack", N_("Attack")),
    ("search", N_("Search")),
    ("barricade", N_("Barricade")),
    ("clean_waste", N_("Clean waste")),
    ("attract", N_("Attract")),
    ("ability", N_("Ability")),
    ("play", N_("Play card")),
    ("use_equipment", N_("Equipment")),
    ("contribute", N_("To crisis")),
    ("spend_food", N_("Spend food")),
    ("request", N_("Request")),
    ("hand_off", N_("Hand off")),
    ("exile_vote", N_("Exile vote")),
    ("containment", N_("Containment code")),
    ("attack_special", N_("Attack experiment")),
    ("use_side_effect", N_("Side effect")),
    ("end_turn", N_("End turn")),
]
TYPE_LABEL = dict(ACTION_TYPES)


def _die_value(a: Any, dice: list[int]) -> str | None:
    """The spent die's value ("#i" when the index is out of range), None without a die."""
    i = getattr(a, "die", None)
    if i is None:
        return None
    try:
        return str(dice[int(i)])
    except (IndexError, ValueError, TypeError):
        return f"#{i}"


def _pick(a: Any, dice: list[int], plain: str, with_die: str, **params: Any) -> str:
    """Translate the whole sentence: ``plain`` without a die, ``with_die`` naming it."""
    die = _die_value(a, dice)
    if die is None:
        return _(plain).format(**params)
    return _(with_die).format(die=die, **params)


def _target(t: str, loc: str, n: Names) -> str:
    if t.startswith("z"):
        if loc == "colony":
            return _("a zombie at entrance {n}").format(n=int(t[1:]) + 1)
        return _("a zombie")
    if t.startswith("s:"):
        return n.s(t[2:])
    return t


def action_label(a: Any, n: Names, view: dict[str, Any]) -> str:
    """One line describing ``a`` for the acting player (their own view), in the interface
    language: one whole sentence per action (with and without the spent die)."""
    me = view.get("me", {})
    dice = list(me.get("dice_unused", []))
    survivors = view.get("survivors", {})
    t = a.type
    sv = getattr(a, "survivor", None)
    loc = survivors.get(sv, {}).get("loc", "") if sv else ""
    who = n.s(sv) if sv else ""
    if t == "move":
        return _("Move {survivor} to {place}").format(survivor=n.s(a.survivor),
                                                       place=n.loc(a.to))
    if t == "attack":
        return _pick(a, dice, N_("{survivor} attacks {target}"),
                     N_("{survivor} attacks {target} (die {die})"), survivor=who,
                     target=_target(a.target, loc, n))
    if t == "search":
        return _pick(a, dice, N_("{survivor} searches {place}"),
                     N_("{survivor} searches {place} (die {die})"), survivor=who,
                     place=n.loc(loc))
    if t == "barricade":
        if loc == "colony":
            return _pick(a, dice, N_("{survivor} barricades {place}, entrance {n}"),
                         N_("{survivor} barricades {place}, entrance {n} (die {die})"),
                         survivor=who, place=n.loc(loc), n=a.entrance + 1)
        return _pick(a, dice, N_("{survivor} barricades {place}"),
                     N_("{survivor} barricades {place} (die {die})"), survivor=who,
                     place=n.loc(loc))
    if t == "clean_waste":
        return _pick(a, dice, N_("{survivor} cleans the waste"),
                     N_("{survivor} cleans the waste (die {die})"), survivor=who)
    if t == "attract":
        srcs = ", ".join(
            _("{place} {n}").format(place=n.loc(x.split(":")[0]), n=int(x.split(":")[1]) + 1)
            if ":" in x else n.loc(x) for x in a.take)
        return _pick(a, dice, N_("{survivor} attracts zombies from {places}"),
                     N_("{survivor} attracts zombies from {places} (die {die})"),
                     survivor=who, places=srcs)
    if t == "ability":
        return _pick(a, dice, N_("{survivor} uses their ability"),
                     N_("{survivor} uses their ability (die {die})"), survivor=who)
    if t == "play":
        if a.survivor:
            return _pick(a, dice, N_("Play {card} on {survivor}"),
                         N_("Play {card} on {survivor} (die {die})"), card=n.item(a.card),
                         survivor=n.s(a.survivor))
        return _pick(a, dice, N_("Play {card}"), N_("Play {card} (die {die})"),
                     card=n.item(a.card))
    if t == "use_equipment":
        return _pick(a, dice, N_("Use {card}"), N_("Use {card} (die {die})"),
                     card=n.item(a.card))
    if t == "contribute":
        return _("Add {card} to the crisis").format(card=n.item(a.card))
    if t == "spend_food":
        return _pick(a, dice, N_("Spend 1 food: raise a die by 1"),
                     N_("Spend 1 food: raise a die (die {die}) by 1"))
    if t == "request":
        return _("Ask {player} for a card").format(player=n.p(a.target))
    if t == "hand_off":
        return _("Hand {card} to {survivor}").format(card=n.item(a.card), survivor=n.s(a.to))
    if t == "exile_vote":
        return _("Call a vote to exile {player}").format(player=n.p(a.target))
    if t == "containment":
        return _pick(a, dice, N_("Put a die on the {lab} card"),
                     N_("Put a die on the {lab} card (die {die})"),
                     lab=place_name(n.content, LAB))
    if t == "attack_special":
        kinds = {z["id"]: z["type"] for z in
                 ((view.get("modules") or {}).get("raxxon") or {}).get("specials", [])}
        spec = getattr(n.content, "special_zombies", {}).get(kinds.get(a.special, ""))
        if spec is None:
            return _pick(a, dice, N_("{survivor} attacks a special zombie"),
                         N_("{survivor} attacks a special zombie (die {die})"), survivor=who)
        return _pick(a, dice, N_("{survivor} attacks the {zombie}"),
                     N_("{survivor} attacks the {zombie} (die {die})"), survivor=who,
                     zombie=card_name(spec.id, spec.name))
    if t == "use_side_effect":
        card = getattr(n.content, "side_effects", {}).get(a.card)
        name = card_name(card.id, card.name) if card else a.card
        return _pick(a, dice, N_("Use the side effect {card}"),
                     N_("Use the side effect {card} (die {die})"), card=name)
    if t == "end_turn":
        return _("End the turn")
    if t == "attack_bandit":
        return _pick(a, dice, N_("{survivor} attacks a bandit"),
                     N_("{survivor} attacks a bandit (die {die})"), survivor=who)
    if t == "hideout":
        if a.mode == "attack":
            return _pick(a, dice, N_("{survivor} attacks {camp}"),
                         N_("{survivor} attacks {camp} (die {die})"), survivor=who,
                         camp=place_name(n.content, CAMP))
        return _pick(a, dice, N_("{survivor} searches {camp}"),
                     N_("{survivor} searches {camp} (die {die})"), survivor=who,
                     camp=place_name(n.content, CAMP))
    if t == "take_stockpile":
        return _("Take {card} from the bandits' stockpile").format(card=n.item(a.card))
    if t == "draft":
        return _("Keep {survivors}; leader {leader}").format(
            survivors=", ".join(n.s(x) for x in a.keep), leader=n.s(a.leader))
    if t == "answer":
        return str(a.key)
    return t

def action_survivors(a: Any) -> set[str]:
    out = set()
    for k in ("survivor", "to"):
        v = getattr(a, k, None)
        if isinstance(v, str) and v.startswith("s_"):
            out.add(v)
    t = getattr(a, "target", None)
    if isinstance(t, str) and t.startswith("s:"):
        out.add(t[2:])
    return out


def action_locations(a: Any, view: dict[str, Any]) -> set[str]:
    out = set()
    if a.type == "move":
        out.add(a.to)
    sv = getattr(a, "survivor", None)
    if sv and a.type in ("attack", "search", "barricade", "attract", "clean_waste",
                         "attack_special"):
        loc = view.get("survivors", {}).get(sv, {}).get("loc")
        if loc:
            out.add(loc)
    if a.type == "attract":
        out.update(x.split(":")[0] for x in a.take)
    return out
