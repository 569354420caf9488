"""Human-readable labels for engine actions (for buttons and the action picker)."""

from __future__ import annotations

from typing import Any

from game.client.describe import Names

ACTION_TYPES: list[tuple[str, str]] = [
    ("move", "Move"),
    ("attack", "Attack"),
    ("search", "Search"),
    ("barricade", "Barricade"),
    ("clean_waste", "Clean waste"),
    ("attract", "Attract"),
    ("ability", "Ability"),
    ("play", "Play card"),
    ("use_equipment", "Equipment"),
    ("contribute", "To crisis"),
    ("spend_food", "Spend food"),
    ("request", "Request"),
    ("hand_off", "Hand off"),
    ("exile_vote", "Exile vote"),
    ("containment", "Raxxon code"),
    ("attack_special", "Attack experiment"),
    ("use_side_effect", "Side effect"),
    ("end_turn", "End turn"),
]
TYPE_LABEL = dict(ACTION_TYPES)


def _die(a: Any, dice: list[int]) -> str:
    i = getattr(a, "die", None)
    if i is None:
        return ""
    try:
        return f" (die {dice[int(i)]})"
    except (IndexError, ValueError, TypeError):
        return f" (die #{i})"


def _target(t: str, loc: str, n: Names) -> str:
    if t.startswith("z"):
        if loc == "colony":
            return f"a zombie at entrance {int(t[1:]) + 1}"
        return "a zombie"
    if t.startswith("s:"):
        return n.s(t[2:])
    return t


def action_label(a: Any, n: Names, view: dict[str, Any]) -> str:
    """One line describing ``a`` for the acting player (their own view)."""
    me = view.get("me", {})
    dice = list(me.get("dice_unused", []))
    survivors = view.get("survivors", {})
    t = a.type
    sv = getattr(a, "survivor", None)
    loc = survivors.get(sv, {}).get("loc", "") if sv else ""
    if t == "move":
        return f"Move {n.s(a.survivor)} to {n.loc(a.to)}"
    if t == "attack":
        return f"{n.s(a.survivor)} attacks {_target(a.target, loc, n)}{_die(a, dice)}"
    if t == "search":
        return f"{n.s(a.survivor)} searches {n.loc(loc)}{_die(a, dice)}"
    if t == "barricade":
        where = n.loc(loc)
        if loc == "colony":
            where += f", entrance {a.entrance + 1}"
        return f"{n.s(a.survivor)} barricades {where}{_die(a, dice)}"
    if t == "clean_waste":
        return f"{n.s(a.survivor)} cleans the waste{_die(a, dice)}"
    if t == "attract":
        srcs = ", ".join(n.loc(x.split(":")[0]) + (f" {int(x.split(':')[1]) + 1}" if ":" in x
                                                    else "") for x in a.take)
        return f"{n.s(a.survivor)} attracts zombies from {srcs}{_die(a, dice)}"
    if t == "ability":
        return f"{n.s(a.survivor)} uses their ability{_die(a, dice)}"
    if t == "play":
        s = f"Play {n.item(a.card)}"
        if a.survivor:
            s += f" on {n.s(a.survivor)}"
        return s + _die(a, dice)
    if t == "use_equipment":
        return f"Use {n.item(a.card)}{_die(a, dice)}"
    if t == "contribute":
        return f"Add {n.item(a.card)} to the crisis"
    if t == "spend_food":
        return f"Spend 1 food: raise a die{_die(a, dice)} by 1"
    if t == "request":
        return f"Ask {n.p(a.target)} for a card"
    if t == "hand_off":
        return f"Hand {n.item(a.card)} to {n.s(a.to)}"
    if t == "exile_vote":
        return f"Call a vote to exile {n.p(a.target)}"
    if t == "containment":
        return f"Put a die on the Raxxon card{_die(a, dice)}"
    if t == "attack_special":
        kinds = {z["id"]: z["type"] for z in
                 ((view.get("modules") or {}).get("raxxon") or {}).get("specials", [])}
        spec = getattr(n.content, "special_zombies", {}).get(kinds.get(a.special, ""))
        what = spec.name if spec is not None else "a special zombie"
        return f"{n.s(a.survivor)} attacks the {what}{_die(a, dice)}"
    if t == "use_side_effect":
        card = getattr(n.content, "side_effects", {}).get(a.card)
        return f"Use the side effect {card.name if card else a.card}{_die(a, dice)}"
    if t == "end_turn":
        return "End the turn"
    if t == "attack_bandit":
        return f"{n.s(a.survivor)} attacks a bandit{_die(a, dice)}"
    if t == "hideout":
        verb = "attacks" if a.mode == "attack" else "searches"
        return f"{n.s(a.survivor)} {verb} the hideout{_die(a, dice)}"
    if t == "take_stockpile":
        return f"Take {n.item(a.card)} from the hideout stockpile"
    if t == "draft":
        return f"Keep {', '.join(n.s(x) for x in a.keep)}; leader {n.s(a.leader)}"
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
