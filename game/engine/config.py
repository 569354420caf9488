"""The validated setup configuration of a game (SETUP-01, RULES.md §28)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_serializer, model_validator

VARIANTS = ("hardcore", "cooperative", "two_player", "betrayer", "player_elimination")
Variant = Literal["hardcore", "cooperative", "two_player", "betrayer", "player_elimination"]


class Seat(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    name: str = Field(min_length=1, max_length=24)
    bot: bool = False
    # which bot plays this seat (ignored for humans; the engine never reads it): easy,
    # normal or hard; "heuristic" is the old name of normal (kept so saves load), "random"
    # plays any legal action (tests and sims)
    bot_kind: Literal["easy", "normal", "hard", "heuristic", "random"] = "heuristic"


class RulesOptions(BaseModel):
    """Base-game options of RULES.md §28 (module options live with their modules)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    noise_resolution: Literal["die", "flip"] = "die"  # DISC-01 (base ruleset: die)
    noise_cap_per_location: int | None = 4  # DISC-05
    first_player_pass_direction: Literal["right", "left"] = "right"  # DISC-03
    crisis_target_counts_exiled: bool = False  # DISC-06
    attract_mode: Literal["up_to_2", "exactly_2"] = "up_to_2"  # DISC-07
    move_limit_scope: Literal["turn", "round"] = "turn"  # DISC-08
    helpless_occupy_space: bool = True  # DISC-09
    exile_relocation_exposure: bool = True  # DISC-18
    allow_competitive_2p: bool = False  # DISC-14


class GameConfig(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    seats: list[Seat] = Field(min_length=2, max_length=5)
    variants: frozenset[Variant] = frozenset()
    main_objective: str | None = None  # None: random
    remove_mature_crossroads: bool = False  # SETUP-04
    options: RulesOptions = RulesOptions()
    seed: int = 0

    @field_serializer("variants")
    def _sorted_variants(self, v: frozenset[str]) -> list[str]:
        return sorted(v)  # a set has no stable order; saves and hashes need one

    @model_validator(mode="after")
    def _constraints(self) -> GameConfig:
        v = set(self.variants)
        n = len(self.seats)
        if n == 2 and "two_player" not in v and not self.options.allow_competitive_2p:
            raise ValueError("a 2-player game uses the 2-player variant (GEN-01, DISC-14)")
        if "two_player" in v and n != 2:
            raise ValueError("the 2-player variant needs exactly 2 players")
        if "betrayer" in v and ({"cooperative", "two_player"} & v):
            raise ValueError("the Betrayer variant has secret objectives; it cannot be "
                             "combined with Cooperative or 2-player")
        if len({s.name for s in self.seats}) != n:
            raise ValueError("every seat needs a different name")
        return self

    @property
    def cooperative(self) -> bool:
        """Cooperative rules apply (VAR-COOP, VAR-2P-01)."""
        return bool({"cooperative", "two_player"} & set(self.variants))

    @property
    def hard_side(self) -> bool:
        return bool({"hardcore", "cooperative", "two_player"} & set(self.variants))
