"""The Long Night's quantities read from a player view, for the heuristic bot's goals
(module objectives: ``bandits``, ``stockpile``, ``traps``, ``unruly``, ``despair``,
``special_zombies``, ``improvements_done``, ``graveyard``).  Only public module state is read
(the ``modules`` part of the view); a quantity of a module not in play is 0."""

from __future__ import annotations

from typing import Any


def _mod(v: dict[str, Any], name: str) -> dict[str, Any]:
    return dict((v.get("modules") or {}).get(name) or {})


def despair_of(v: dict[str, Any], sid: str) -> int:
    """The despair tokens on survivor ``sid`` (LN-10: they count as wounds)."""
    return int((_mod(v, "long_night").get("despair") or {}).get(sid, 0))


def module_quantity(
    v: dict[str, Any], q: str, at: str | None, mine: list[str] | None = None
) -> int | None:
    """A Long Night quantity of the view (None: not one of them)."""
    ln = _mod(v, "long_night")
    if q == "unruly":
        return int(ln.get("unruly", 0))
    if q in ("despair", "own_despair"):
        svs = v.get("survivors") or {}
        who = mine if q == "own_despair" and mine is not None else list(svs)
        return sum(
            int(n)
            for sid, n in (ln.get("despair") or {}).items()
            if sid in who and (at is None or (svs.get(sid) or {}).get("loc") == at)
        )
    if q == "traps":
        return sum(sum(t) for lid, t in (ln.get("traps") or {}).items() if at is None or lid == at)
    if q == "graveyard":
        return len(ln.get("graveyard") or [])
    if q == "bandits":
        b = _mod(v, "bandits").get("bandits") or {}
        return sum(int(n) for lid, n in b.items() if at is None or lid == at)
    if q == "stockpile":
        return len(_mod(v, "bandits").get("stockpile") or [])
    if q == "special_zombies":
        return sum(
            1 for z in _mod(v, "raxxon").get("specials") or [] if at is None or z.get("loc") == at
        )
    if q == "improvements_done":
        return len(_mod(v, "improvements").get("done") or [])
    return None


__all__ = ["despair_of", "module_quantity"]
