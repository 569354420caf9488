"""The introductory scenarios for :class:`~game.bots.heuristic.HeuristicBot` (SCEN-R-06/07,
SCEN-B-07).  Sensible, not deep: the survivor sent to open Raxxon is the bot's least
wounded one (it will stand among zombies there); when Raxxon is full the most wounded
survivor there goes back to the colony; in the special exile phase a loyal bot calls a vote
on the seat it suspects most, twice as suspect as with no evidence (``Social.special_call``:
the Limping Guest's holder wins right after the phase unless exiled, SCEN-B-08, and its
text is read to everyone, SCEN-B-02), never twice against the same seat in one phase; a
betrayer calls none (it keeps its head down)."""

from __future__ import annotations

from typing import Any


def _damage(cx: Any, sid: str) -> int:
    sv = cx.svs.get(sid) or {}
    return int(sv.get("wounds", 0)) + int(sv.get("frostbite", 0)) + int(sv.get("despair", 0))


class ScenarioAnswers:
    """Mixed into HeuristicBot: the scenario decisions."""

    def _ans_scenario_survivor(self, cx: Any, keys: list[str], d: dict) -> str:
        return min(keys, key=lambda sid: (_damage(cx, sid), sid))

    def _ans_scenario_return(self, cx: Any, keys: list[str], d: dict) -> str:
        return max(keys, key=lambda sid: (_damage(cx, sid), sid))

    def _ans_scenario_exile_call(self, cx: Any, keys: list[str], d: dict) -> str:
        target = self.special_call(cx)  # type: ignore[attr-defined]  # Social's
        return "pass" if target is None or f"p{target}" not in keys else f"p{target}"
