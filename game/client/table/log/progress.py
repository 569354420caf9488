"""The main objective's progress in words, grouped for display (:func:`progress_lines`,
re-exported by :mod:`game.client.table.log.describe`)."""

from __future__ import annotations

from typing import Any

from game.client.table.log.names import Names, _humanize
from game.i18n import N_, _

QUANTITY_NOUNS = {
    "zombies_killed": N_("zombies killed"), "survivors_dead": N_("survivors dead"),
    "crises_prevented": N_("crises prevented"), "food": N_("food"), "round": N_("round"),
    "rounds_left": N_("rounds left"), "morale": N_("morale"),
    "helpless": N_("helpless survivors"), "waste": N_("cards in the waste"),
    "starvation": N_("starvation tokens"), "players_exiled": N_("players exiled"),
    "zombies": N_("zombies"), "barricades": N_("barricades"), "survivors": N_("survivors"),
    "noise": N_("noise tokens"), "deck": N_("cards in the deck"),
    "empty_spaces": N_("empty spaces"),
    # the Long Night's quantities (game/engine/modules/ln_ops.py)
    "players": N_("players"), "despair": N_("despair tokens"),
    "own_despair": N_("despair on your survivors"),
    "acting_despair": N_("despair on the acting survivor"),
    "unruly": N_("unruly helpless survivors"), "traps": N_("explosive traps"),
    "graveyard": N_("survivors in the graveyard"), "bandits": N_("bandits"),
    "stockpile": N_("cards in the bandits' stockpile"),
    "special_zombies": N_("special zombies"), "improvements_done": N_("improvements built"),
}


def _noun(q: Any) -> str:
    q = str(q)
    return _(QUANTITY_NOUNS[q]) if q in QUANTITY_NOUNS else _humanize(q).lower()


def short_place(n: Names, lid: Any) -> str:
    """A location's first word ("Police", "Grocery"), "Colony" for the colony."""
    return _("Colony") if lid == "colony" else n.loc(lid).split(" ")[0]


def _progress_label(item: dict[str, Any], n: Names) -> str:
    q, at = str(item.get("q")), item.get("at")
    if at is None:
        return _noun(q) if q != "zombies" else _("zombies on the board")
    if q == "deck":
        return _("{place} deck").format(place=_("colony") if at == "colony" else n.loc(at))
    if at == "colony":
        return _("{what} at the colony").format(what=_noun(q))
    return _("{what} at {place}").format(what=_noun(q), place=n.loc(at))


def _amount(item: dict[str, Any]) -> str:
    value, cmp, target = item.get("value"), item.get("cmp"), item.get("target")
    if cmp == ">=":
        return _("{value} / {target}").format(value=value, target=target)
    if cmp == "<=":
        return _("{value} (at most {target})").format(value=value, target=target)
    if cmp == ">":
        return _("{value} (more than {target})").format(value=value, target=target)
    if cmp == "<":
        return _("{value} (fewer than {target})").format(value=value, target=target)
    return _("{value} (needs {cmp} {target})").format(value=value, cmp=cmp, target=target)


def progress_lines(progress: list[dict[str, Any]], n: Names) -> list[tuple]:
    """The main objective's progress, grouped for display: ``("line", met, text)`` for one
    item ("zombies killed 12 / 18"); ``("group", header, [(met, text), ...])`` for three or
    more items that ask the same of several places ("at most 1 zombie at each place")."""
    groups: dict[tuple, list[dict[str, Any]]] = {}
    either: dict[Any, list[dict[str, Any]]] = {}  # the alternatives of an "any" goal
    for it in progress:
        if it.get("any") is not None:
            either.setdefault(it["any"], []).append(it)
        elif it.get("at") is not None and it.get("cmp") is not None:
            groups.setdefault((it["q"], it["cmp"], it.get("target")), []).append(it)
    out: list[tuple] = []
    done: set[tuple] = set()
    for it in progress:
        key = (it.get("q"), it.get("cmp"), it.get("target"))
        met = bool(it.get("met"))
        alts = either.get(it.get("any"), []) if it.get("any") is not None else []
        if len(alts) > 1:
            if it is alts[0]:  # one row for all of them, where the first stands
                out.append(("line", any(bool(a.get("met")) for a in alts),
                            _either_text(alts, n)))
            continue
        if it.get("at") is not None and len(groups.get(key, [])) >= 3:
            if key in done:
                continue
            done.add(key)
            q, cmp, target = key
            header = _group_header(str(q), str(cmp), target)
            chips = [(bool(g.get("met")), f"{short_place(n, g['at'])} {g.get('value')}")
                     for g in groups[key]]
            out.append(("group", header, chips))
        elif it.get("cmp") is None:
            out.append(("line", met, _progress_label(it, n)))
        else:
            out.append(("line", met, _("{what} {amount}").format(
                what=_progress_label(it, n), amount=_amount(it))))
    return out


def _either_text(alts: list[dict[str, Any]], n: Names) -> str:
    """Alternatives of a goal as one item: "survivors at Library or Hospital 0 / 1" (the
    same bar at several places: the best of them), else each with its amount, "or"
    between them."""
    first = alts[0]
    key = (first.get("q"), first.get("cmp"), first.get("target"))
    same = all((a.get("q"), a.get("cmp"), a.get("target")) == key for a in alts)
    places = [a.get("at") for a in alts]
    if same and first.get("cmp") in (">=", ">", "<=", "<") and first.get("q") != "deck" \
            and all(p is not None and p != "colony" for p in places):
        values = [int(v) for a in alts if isinstance(v := a.get("value"), int)]
        best = (max if first.get("cmp") in (">=", ">") else min)(values) if values else None
        what = _("{what} at {places}").format(
            what=_noun(first.get("q")), places=_(" or ").join(n.loc(p) for p in places))
        return _("{what} {amount}").format(what=what, amount=_amount({**first,
                                                                       "value": best}))
    return _(" or ").join(_progress_label(a, n) if a.get("cmp") is None else
                          _("{what} {amount}").format(what=_progress_label(a, n),
                                                      amount=_amount(a)) for a in alts)


def _group_header(q: str, cmp: str, target: Any) -> str:
    """"zombies at each place: at most 1" — one sentence per bound, never pieced together."""
    if q == "deck":
        line = {">=": _("cards in each deck: at least {n}"),
                "<=": _("cards in each deck: at most {n}"),
                ">": _("cards in each deck: more than {n}"),
                "<": _("cards in each deck: fewer than {n}")}.get(cmp)
        return (line or _("cards in each deck: {cmp} {n}")).format(n=target, cmp=cmp)
    line = {">=": _("{what} at each place: at least {n}"),
            "<=": _("{what} at each place: at most {n}"),
            ">": _("{what} at each place: more than {n}"),
            "<": _("{what} at each place: fewer than {n}")}.get(cmp)
    return (line or _("{what} at each place: {cmp} {n}")).format(what=_noun(q), n=target,
                                                                cmp=cmp)
