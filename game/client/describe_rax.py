"""Log lines for the Raxxon module's events (every Raxxon event is public)."""

from __future__ import annotations

from typing import Any


def _exp(n: Any, card: Any) -> str:
    exp = getattr(n.content, "experiments", {}).get(str(card))
    return exp.name if exp else "the experiment"


def _zombie(n: Any, typ: Any) -> str:
    spec = getattr(n.content, "special_zombies", {}).get(str(typ))
    return spec.name if spec else "a special zombie"


def _side(n: Any, card: Any) -> str:
    se = getattr(n.content, "side_effects", {}).get(str(card))
    return se.name if se else str(card)


def describe_rax(t: str, d: dict, n: Any) -> str | None | bool:
    """A sentence for a Raxxon event, None for no line, False: not a Raxxon event."""
    P, S, L = n.p, n.s, n.loc
    if t == "ExperimentRevealed":
        if d.get("card") is None:
            return "The Raxxon experiment deck is empty."
        return f"Raxxon's Audio Log now speaks of {_exp(n, d['card'])}."
    if t == "ContainmentDiePlaced":
        return f"{P(d['player'])} puts a {d['value']} on the Raxxon card."
    if t == "ContainmentChecked":
        if d.get("card") is None:
            return None
        dice = ", ".join(str(v) for v in d.get("dice", [])) or "no dice"
        verdict = "the code matches" if d["matched"] else "the code does not match"
        return f"Raxxon containment ({dice}): {verdict}."
    if t == "ExperimentContained":
        return f"{_exp(n, d['card'])} stays contained."
    if t == "ReleaseStarted":
        return f"{_exp(n, d['card'])} breaks loose!"
    if t == "ZombiesReduced":
        return f"{P(d.get('player'))} sends the escape away from {L(d['location'])}: " \
               f"{d['count']} fewer zombies there this round."
    if t == "SpecialZombiePlaced":
        return f"{_zombie(n, d['type'])} appears at {L(d['location'])}."
    if t == "SpecialZombieNotPlaced":
        if d.get("reason") == "no standee left":
            return f"No {_zombie(n, d['type'])} is left to escape."
        return f"{_zombie(n, d['type'])} finds {L(d['location'])} full."
    if t == "EncounterRevealed":
        return f"{_exp(n, d['card'])} lies by the colony, its encounter side up."
    if t in ("ExperimentDiscarded", "EncounterDiscarded"):
        return f"{_exp(n, d['card'])} is discarded."
    if t == "SpecialZombieAttacked":
        return f"{S(d['survivor'])} attacks the {_zombie(n, d['type'])}."
    if t == "EncounterRolled":
        return f"Encounter roll {d['roll']}: {d.get('result', '')}"
    if t == "SpecialZombieKilled":
        return f"The {_zombie(n, d['type'])} at {L(d['location'])} is killed."
    if t == "SpecialZombieRemoved":
        return f"The {_zombie(n, d['type'])} leaves {L(d['location'])}."
    if t == "SpecialZombieMoved":
        return f"The {_zombie(n, d['type'])} moves to {L(d['to'])}."
    if t == "SideEffectEquipped":
        return f"{S(d['survivor'])} now has the side effect {_side(n, d['card'])}."
    if t == "SideEffectUsed":
        return f"{S(d['survivor'])} uses {_side(n, d['card'])}."
    return False
