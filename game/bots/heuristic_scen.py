"""The introductory scenarios for :class:`~game.bots.heuristic.HeuristicBot` (SCEN-R-06/07,
SCEN-B-07).  Sensible, not deep: the survivor sent to open Raxxon is the bot's least
wounded one (it will stand among zombies there); when Raxxon is full the most wounded
survivor there goes back to the colony; in the special exile phase the bot calls no vote,
as it never calls exile votes in its turns (a betrayer keeps its head down, the others have
no evidence the bot can read)."""

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
        return "pass"
