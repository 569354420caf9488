"""The validated setup configuration of a game (SETUP-01, RULES.md §28).

Base-game compatibility: the options and fields added for The Long Night (``ruleset``,
``modules``, ``scenario`` and every Long Night / module option) are left out of the
serialized form while they hold their base-game default, so a base game's config, save
header and state hash are exactly what they were before The Long Night existed.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SerializationInfo,
    SerializerFunctionWrapHandler,
    field_serializer,
    model_serializer,
    model_validator,
)

VARIANTS = ("hardcore", "cooperative", "two_player", "betrayer", "player_elimination")
Variant = Literal["hardcore", "cooperative", "two_player", "betrayer", "player_elimination"]
RULESETS = ("base", "ln", "mixed")
Ruleset = Literal["base", "ln", "mixed"]
MODULES = ("improvements", "bandits", "raxxon")
Module = Literal["improvements", "bandits", "raxxon"]
SCENARIOS = ("raxxon_intro", "bandits_intro")
Scenario = Literal["raxxon_intro", "bandits_intro"]
# the module each introductory scenario switches on in stages (SCEN-02)
SCENARIO_MODULE: dict[str, str] = {"raxxon_intro": "raxxon", "bandits_intro": "bandits"}

# Options whose default depends on the ruleset (RULES.md §28): base value, Long Night value.
RULESET_DEFAULTS: dict[str, tuple[Any, Any]] = {
    "noise_resolution": ("die", "flip"),  # DISC-01
    "first_player_vote": (False, True),  # DISC-04
}


class Seat(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    name: str = Field(min_length=1, max_length=24)
    bot: bool = False
    # which bot plays this seat (ignored for humans; the engine never reads it): easy,
    # normal or hard; "heuristic" is the old name of normal (kept so saves load), "random"
    # plays any legal action (tests and sims)
    bot_kind: Literal["easy", "normal", "hard", "heuristic", "random"] = "heuristic"


class RulesOptions(BaseModel):
    """Every option of RULES.md §28 (the setup-level ones — players, ruleset, modules,
    variants, scenario, remove_mature_crossroads — are fields of :class:`GameConfig`).

    ``noise_resolution`` and ``first_player_vote`` default per ruleset: a
    :class:`GameConfig` with ``ruleset`` ``ln``/``mixed`` switches them to their Long
    Night value unless they were given explicitly."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    # --- base-game options (always serialized: older saves carry every one of them)
    noise_resolution: Literal["die", "flip"] = "die"  # DISC-01 (base: die, LN: flip)
    noise_cap_per_location: int | None = 4  # DISC-05
    first_player_pass_direction: Literal["right", "left"] = "right"  # DISC-03
    crisis_target_counts_exiled: bool = False  # DISC-06
    attract_mode: Literal["up_to_2", "exactly_2"] = "up_to_2"  # DISC-07
    move_limit_scope: Literal["turn", "round"] = "turn"  # DISC-08
    helpless_occupy_space: bool = True  # DISC-09
    exile_relocation_exposure: bool = True  # DISC-18
    allow_competitive_2p: bool = False  # DISC-14
    # --- Long Night and module options (serialized only when not at their default)
    first_player_vote: bool = False  # DISC-04, LN-13 (base: false, LN: true)
    unruly_weight: int = Field(default=2, ge=1, le=5)  # DISC-09, LN-11
    base_crisis_bandits: Literal[2, 0] = 2  # DISC-10, BAND-06
    bandit_leader_places: Literal["all", "reveal_crisis_only"] = "all"  # DISC-11
    bandit_leader_takes_card: bool = True  # DISC-11, BAND-16
    containment_dice_limit_per_player: int | None = Field(default=None, ge=1)  # DISC-12
    bandit_removal: Literal["supply", "out_of_game"] = "supply"  # DISC-17
    hideout_exiled_access: bool = False  # DISC-19, BAND-14
    enforce_component_limits: bool = False  # DISC-24, NS-21

    @model_serializer(mode="wrap")
    def _compact(self, handler: SerializerFunctionWrapHandler,
                 info: SerializationInfo) -> dict[str, Any]:
        data: dict[str, Any] = handler(self)
        for name in LN_OPTIONS:
            if name in data and getattr(self, name) == RulesOptions.model_fields[name].default:
                del data[name]
        return data


# the options added for The Long Night (left out of a serialized config at their default)
LN_OPTIONS: tuple[str, ...] = (
    "first_player_vote", "unruly_weight", "base_crisis_bandits", "bandit_leader_places",
    "bandit_leader_takes_card", "containment_dice_limit_per_player", "bandit_removal",
    "hideout_exiled_access", "enforce_component_limits",
)


class GameConfig(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    seats: list[Seat] = Field(min_length=2, max_length=5)
    variants: frozenset[Variant] = frozenset()
    main_objective: str | None = None  # None: random
    remove_mature_crossroads: bool = False  # SETUP-04
    options: RulesOptions = RulesOptions()
    seed: int = 0
    # --- The Long Night (left out of the serialized config while at the base default)
    ruleset: Ruleset = "base"  # LN-01, LN-04
    modules: frozenset[Module] = frozenset()  # LN-02
    scenario: Scenario | None = None  # SCEN-01 (switches its module on, in stages)

    @field_serializer("variants", "modules")
    def _sorted_sets(self, v: frozenset[str]) -> list[str]:
        return sorted(v)  # a set has no stable order; saves and hashes need one

    @model_serializer(mode="wrap")
    def _compact(self, handler: SerializerFunctionWrapHandler,
                 info: SerializationInfo) -> dict[str, Any]:
        data: dict[str, Any] = handler(self)
        if self.ruleset == "base":
            data.pop("ruleset", None)
        elif isinstance(data.get("options"), dict):
            # ruleset-dependent options are always written for a Long Night game, so that
            # reading the config back cannot mistake an explicit base value for "default"
            for name in RULESET_DEFAULTS:
                data["options"][name] = getattr(self.options, name)
        if not self.modules:
            data.pop("modules", None)
        if self.scenario is None:
            data.pop("scenario", None)
        return data

    @model_validator(mode="before")
    @classmethod
    def _ruleset_defaults(cls, data: Any) -> Any:
        """§28: options whose default depends on the ruleset get their Long Night value
        with ``ln``/``mixed`` unless given; a scenario switches its module on (SCEN-02)."""
        if not isinstance(data, dict):
            return data
        data = dict(data)
        if data.get("ruleset", "base") in ("ln", "mixed"):
            opts = data.get("options", RulesOptions())
            if isinstance(opts, RulesOptions):
                given = opts.model_fields_set
                update = {k: v[1] for k, v in RULESET_DEFAULTS.items() if k not in given}
                data["options"] = opts.model_copy(update=update) if update else opts
            elif isinstance(opts, dict):
                data["options"] = {**{k: v[1] for k, v in RULESET_DEFAULTS.items()}, **opts}
        scen = data.get("scenario")
        if isinstance(scen, str) and scen in SCENARIO_MODULE:
            mods = data.get("modules") or ()
            # (only names: anything else is left for the field's validation to refuse)
            if isinstance(mods, (list, tuple, set, frozenset)) and \
                    all(isinstance(m, str) for m in mods):
                data["modules"] = frozenset(mods) | {SCENARIO_MODULE[scen]}
        return data

    @model_validator(mode="after")
    def _constraints(self) -> GameConfig:
        v = set(self.variants)
        n = len(self.seats)
        if n == 2 and "two_player" not in v and not self.options.allow_competitive_2p:
            raise ValueError("a 2-player game uses the 2-player variant (GEN-01, DISC-14)")
        if "two_player" in v and n != 2:
            raise ValueError("the 2-player variant needs exactly 2 players")
        if "betrayer" in v and ({"cooperative", "two_player"} & v):
            raise ValueError("Betrayer deals secret objectives: not with Cooperative or "
                             "2-player")
        if len({s.name for s in self.seats}) != n:
            raise ValueError("every seat needs a different name")
        # (the scenario first: a scenario brings its module in, and its own message is the
        # one a player choosing it needs)
        if self.ruleset == "base" and self.scenario is not None:
            raise ValueError("the introductory scenarios are part of The Long Night: choose "
                             "ruleset 'ln' or 'mixed' to play one (SCEN-01)")
        if self.ruleset == "base" and self.modules:
            raise ValueError("the Improvements, Bandits and Raxxon modules are part of The "
                             "Long Night: choose ruleset 'ln' or 'mixed' to play with them "
                             "(LN-02)")
        if self.scenario is not None and self.main_objective is not None:
            raise ValueError("a scenario brings its own special objectives (SCEN-01): leave "
                             "the main objective on random")
        if self.scenario == "bandits_intro" and ({"cooperative", "two_player"} & v):
            raise ValueError("the Bandits scenario needs secret objectives and exile votes "
                             "(SCEN-B-02, SCEN-B-07), so it cannot be played with the "
                             "Cooperative or 2-player variant")
        return self

    @property
    def cooperative(self) -> bool:
        """Cooperative rules apply (VAR-COOP, VAR-2P-01)."""
        return bool({"cooperative", "two_player"} & set(self.variants))

    @property
    def hard_side(self) -> bool:
        return bool({"hardcore", "cooperative", "two_player"} & set(self.variants))

    @property
    def long_night(self) -> bool:
        """The always-on Long Night rules apply (LN-01): ruleset ``ln`` or ``mixed``."""
        return self.ruleset != "base"
