"""The card (or rule) each Long Night decision comes from, and what it is for (issue 9
item 5), for the decider's prompt: :func:`ln_source` and :func:`option_label` register
with :mod:`game.client.table.decisions` (its ``decision_source`` joins the source with the
base-game card a decision names; the prompt asks its ``option_label``).  Made only from the decision's public ``info`` and the
content packs (face-up cards: improvements, Audio Logs, the hideout, scenario objectives),
never from anyone's hand.
"""

from __future__ import annotations

from typing import Any

from game.client.table.decisions import Source, register_option_label, register_source
from game.client.table.places import CAMP, LAB, place_name, place_names
from game.i18n import N_, _
from game.i18n.cards import localize

# a decision's kind -> a short explanation of what it decides (shown under the card)
PURPOSE_TEXT: dict[str, str] = {
    "choose_defence": N_("A zombie arrives at a full entrance that has both a barricade and "
                      "an explosive trap. The trap blows up every zombie at that entrance; "
                      "the barricade only stops this one."),
    "first_player_vote_call": N_("Before the first player token passes on, any player may "
                              "call a vote: if the vote passes, {first} keeps the token "
                              "for the next round. Ballots are sealed."),
    "choose_player": N_("The card moves cards between two players: choose the other player."),
    "transfer_card": N_("The card makes {giver} hand a card to {taker}: choose which."),
    "choose_improvement": N_("Progress markers go on one improvement of the row; an "
                          "improvement with all its markers is completed for good."),
    "containment_relief": N_("The experiment was not contained: its special zombies get out. "
                          "In return one place of your choice gets 3 fewer zombies in this "
                          "round's Add Zombies step."),
    "bandit_place": N_("As bandit leader you choose where each bandit goes: bandits take "
                    "cards from a location's deck and block searches there."),
    "stockpile_pick": N_("Cards the bandits scavenged lie face up in their stockpile at "
                      "{camp}: take one into your hand."),
    "scenario_survivor": N_("The scenario sends one of your survivors to {lab} now (a "
                         "placement, not a move: no exposure roll)."),
    "scenario_return": N_("{lab} has no free survivor space for the arriving survivor: one "
                       "survivor there goes back to the colony (not a move)."),
    "scenario_exile_call": N_("The special exile phase of the Bandits scenario: you may call "
                           "one exile vote against another player, or none."),
}
BALLOT_TEXT: dict[str, str] = {
    "first_player": N_("Should the first player keep the token for the next round? Your "
                    "ballot is sealed: nobody sees it before all are cast."),
    "containment": N_("Contain the experiment? Thumbs up spends the dice on the code of {lab}; "
                   "thumbs down releases its special zombies. Your ballot is sealed."),
}


def _rule(title: str, text: str) -> Any:
    return Source("rule", title, text)


def _card(kind: str, title: str, text: str, detail: str = "") -> Any:
    return Source(kind, title, text, detail)


def _names(info: dict[str, Any], players: list[str] | None) -> dict[str, str]:
    def p(k: str) -> str:
        try:
            return (players or [])[int(info.get(k))]  # type: ignore[arg-type]
        except (TypeError, ValueError, IndexError):
            return _("a player")

    return {"first": p("first_player"), "giver": p("giver"), "taker": p("taker")}


def _why(kind: str, info: dict[str, Any], players: list[str] | None, content: Any) -> str:
    """What the decision decides, with the players and the pack's place names filled in."""
    return _(PURPOSE_TEXT[kind]).format(**_names(info, players), **place_names(content))


def _loc_name(content: Any, lid: Any) -> str:
    if lid == "colony":
        return _("the colony")
    loc = (getattr(content, "locations", None) or {}).get(str(lid))
    from game.i18n.cards import card_name

    return card_name(loc.id, loc.name) if loc is not None else str(lid)


def card_source(cid: Any, content: Any) -> Any | None:
    """A Long Night card by id: an improvement, an experiment's Audio Log, a side effect,
    a scenario objective (None for anything else)."""
    if not isinstance(cid, str) or not cid:
        return None
    content = localize(content)  # the cards in the interface language
    base = cid.split("#")[0]
    if base in getattr(content, "improvements", {}):
        im = content.improvements[base]
        return _card("improvement", _("Improvement: {name} ({n} markers)").format(
            name=im.name, n=im.progress), im.text)
    if base in getattr(content, "experiments", {}):
        ex = content.experiments[base]
        rel = ", ".join(f"{r.count} {content.special_zombies[r.zombie].name}"
                        if r.zombie in content.special_zombies else r.zombie
                        for r in ex.audio_log.releases)
        return _card("experiment", _("Audio Log: {name}").format(name=ex.name),
                     _("{text} {code} Releases: {releases}.").format(
                         text=ex.audio_log.text, code=ex.audio_log.code.text, releases=rel))
    if base in getattr(content, "side_effects", {}):
        se = content.side_effects[base]
        return _card("side_effect", _("Side effect: {name}").format(name=se.name), se.text)
    if base in getattr(content, "scenario_objectives", {}):
        so = content.scenario_objectives[base]
        return _card("scenario", _("Scenario objective {name}").format(name=so.name),
                     so.normal.goal_text)
    return None


def ln_source(d: dict[str, Any], content: Any, players: list[str] | None = None,
              view: dict[str, Any] | None = None) -> Any | None:
    """The source of a Long Night decision: the card it names, else the rule it comes
    from, with what it decides.  ``view`` (any player's view) gives the face-up Audio Log
    a containment vote is about."""
    kind = d.get("kind", "")
    info = dict(d.get("info") or {})
    purpose = info.get("purpose")
    if kind == "ballot" and purpose == "containment" and not info.get("card"):
        rax = ((view or {}).get("modules") or {}).get("raxxon") or {}
        info["card"] = rax.get("experiment_top")  # RAX-03: the top card is face up
    if kind == "vote_tie" and purpose == "first_player":
        return _rule(_("The first player vote (The Long Night)"), _(
            "The vote on the first player token is tied, and the first player breaks a tie: "
            "Yes keeps the token for the next round, No lets it pass on."))
    if kind == "ballot" and purpose in BALLOT_TEXT:
        names = place_names(content)
        title = {"first_player": _("The first player vote (The Long Night)"),
                 "containment": _("{lab}: containment vote").format(**names)}[purpose]
        text = _(BALLOT_TEXT[purpose]).format(**names)
        src = card_source(info.get("card") or info.get("experiment"), content)
        if src is not None and purpose == "containment":
            return _card(src.kind, src.title, src.text, text)
        return _rule(title, text)
    if kind not in PURPOSE_TEXT:
        return None
    why = _why(kind, info, players, content)
    if kind == "choose_defence" and isinstance(info.get("entrance"), int):
        why = _("{why} Where: {place}, entrance {n}.").format(
            why=why, place=_loc_name(content, info.get("location")),
            n=info["entrance"] + 1)
    src = card_source(info.get("card") or info.get("experiment"), content)
    if src is not None:
        return _card(src.kind, src.title, src.text, why)
    if kind == "stockpile_pick" or kind == "bandit_place":
        name = place_name(content, CAMP)
        title = _("{hideout} — bandit leader").format(hideout=name) \
            if kind == "bandit_place" else name
        if kind == "bandit_place" and info.get("left"):
            why = _("{why} Bandits left to place: {n}.").format(why=why, n=info["left"])
        return _rule(title, why)
    if kind in ("scenario_survivor", "scenario_return", "scenario_exile_call"):
        sid = {"scenario_exile_call": "bandits_intro"}.get(kind, "raxxon_intro")
        sc = getattr(content, "scenarios", {}).get(sid)
        from game.i18n.cards import card_name

        return _rule(_("Scenario: {name}").format(name=card_name(sc.id, sc.name)) if sc
                     else _("Scenario"), why)
    title = {"choose_defence": _("Explosive trap or barricade"),
             "first_player_vote_call": _("The first player token (The Long Night)"),
             "containment_relief": _("{lab}: thumbs down").format(lab=place_name(content, LAB)),
             "choose_improvement": _("Improvements"),
             "choose_player": _("A card's transfer"), "transfer_card": _("A card's transfer"),
             }.get(kind, _("The Long Night"))
    return _rule(title, why)


def option_label(kind: str, label: Any) -> str | None:
    """A Long Night option label said better than the engine's words (None: as it is):
    the bandit leader's places count their bandits with the right plural."""
    params = getattr(label, "params", None)
    if kind == "bandit_place" and params and isinstance(params.get("n"), int):
        from game.i18n import ngettext
        from game.i18n.render import render

        n = params["n"]
        return ngettext("{place} (1 bandit there)", "{place} ({n} bandits there)", n).format(
            place=render(params.get("place")), n=n)
    return None


# the table asks for them (game.client.table.decisions)
register_source(ln_source)
register_option_label(option_label)
