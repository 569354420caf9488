"""Log lines for the Raxxon module's events (every Raxxon event is public)."""

from __future__ import annotations

from typing import Any

from game.client.table.log.describe import describes
from game.client.table.places import LAB, place_name
from game.i18n import _
from game.i18n.cards import card_name
from game.i18n.render import render


def _exp(n: Any, card: Any) -> str:
    exp = getattr(n.content, "experiments", {}).get(str(card))
    return card_name(exp.id, exp.name) if exp else _("the experiment")


def _zombie(n: Any, typ: Any) -> str:
    spec = getattr(n.content, "special_zombies", {}).get(str(typ))
    return card_name(spec.id, spec.name) if spec else _("a special zombie")


def _side(n: Any, card: Any) -> str:
    se = getattr(n.content, "side_effects", {}).get(str(card))
    return card_name(se.id, se.name) if se else str(card)


def _lab(n: Any) -> str:
    """The lab's name as the pack gives it (issue 14: never the rules' name)."""
    return place_name(n.content, LAB)


def describe_rax(t: str, d: dict, n: Any) -> str | None | bool:
    """A sentence for a Raxxon event, None for no line, False: not a Raxxon event."""
    P, S, L = n.p, n.s, n.loc
    if t == "ExperimentRevealed":
        if d.get("card") is None:
            return _("The experiment deck of {lab} is empty.").format(lab=_lab(n))
        return _("The Audio Log of {lab} now speaks of {experiment}.").format(
            lab=_lab(n), experiment=_exp(n, d['card']))
    if t == "ContainmentDiePlaced":
        return _("{player} puts a {value} on the {lab} card.").format(
            player=P(d['player']), value=d['value'], lab=_lab(n))
    if t == "ContainmentChecked":
        if d.get("card") is None:
            return None
        dice = ", ".join(str(v) for v in d.get("dice", [])) or _("no dice")
        verdict = _("the code matches") if d["matched"] else _("the code does not match")
        return _("{lab} containment ({dice}): {verdict}.").format(
            lab=_lab(n), dice=dice, verdict=verdict)
    if t == "ExperimentContained":
        return _("{experiment} stays contained.").format(experiment=_exp(n, d['card']))
    if t == "ReleaseStarted":
        return _("{experiment} breaks loose!").format(experiment=_exp(n, d['card']))
    if t == "ZombiesReduced":
        return _(
            "{player} sends the escape away from {place}: {count} fewer zombies there "
            "this round.").format(
            player=P(d.get('player')), place=L(d['location']), count=d['count'])
    if t == "SpecialZombiePlaced":
        return _("{zombie} appears at {place}.").format(
            zombie=_zombie(n, d['type']), place=L(d['location']))
    if t == "SpecialZombieNotPlaced":
        if d.get("reason") == "no standee left":
            return _("No {zombie} is left to escape.").format(zombie=_zombie(n, d['type']))
        return _("{zombie} finds {place} full.").format(
            zombie=_zombie(n, d['type']), place=L(d['location']))
    if t == "EncounterRevealed":
        return _("{experiment} lies by the colony, its encounter side up.").format(
            experiment=_exp(n, d['card']))
    if t in ("ExperimentDiscarded", "EncounterDiscarded"):
        return _("{experiment} is discarded.").format(experiment=_exp(n, d['card']))
    if t == "SpecialZombieAttacked":
        return _("{survivor} attacks the {zombie}.").format(
            survivor=S(d['survivor']), zombie=_zombie(n, d['type']))
    if t == "EncounterRolled":
        return _("Encounter roll {roll}: {result}").format(
            roll=d['roll'], result=render(d.get('result', '')))
    if t == "SpecialZombieKilled":
        return _("The {zombie} at {place} is killed.").format(
            zombie=_zombie(n, d['type']), place=L(d['location']))
    if t == "SpecialZombieRemoved":
        return _("The {zombie} leaves {place}.").format(
            zombie=_zombie(n, d['type']), place=L(d['location']))
    if t == "SpecialZombieMoved":
        return _("The {zombie} moves to {place}.").format(
            zombie=_zombie(n, d['type']), place=L(d['to']))
    if t == "SideEffectEquipped":
        return _("{survivor} now has the side effect {value}.").format(
            survivor=S(d['survivor']), value=_side(n, d['card']))
    if t == "SideEffectUsed":
        return _("{survivor} uses {value}.").format(
            survivor=S(d['survivor']), value=_side(n, d['card']))
    return False


# the events describe_rax tells, registered with the log's describer
RAXXON_EVENTS = frozenset({
    "ContainmentChecked", "ContainmentDiePlaced", "EncounterDiscarded", "EncounterRevealed",
    "EncounterRolled", "ExperimentContained", "ExperimentDiscarded", "ExperimentRevealed",
    "ReleaseStarted", "SideEffectEquipped", "SideEffectUsed", "SpecialZombieAttacked",
    "SpecialZombieKilled", "SpecialZombieMoved", "SpecialZombieNotPlaced",
    "SpecialZombiePlaced", "SpecialZombieRemoved", "ZombiesReduced"
})
describes(*RAXXON_EVENTS)(lambda t, d, sec, n: describe_rax(t, d, n))
