"""The game state: plain data (dataclasses of lists, dicts, ints and strings).

The content pack is referenced but is not part of the state's identity: it is immutable and
identified by its hash in save headers.  ``stack`` holds the explicit work queue of pending
rule steps (frames, JSON-able dicts) and ``pending`` the decision the game waits for.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.content.pack import Content
from game.engine.config import GameConfig
from game.engine.rng import Rng

if TYPE_CHECKING:
    from game.engine.modules.bandits_state import BanditsState
    from game.engine.modules.improvements import ImprovementsState
    from game.engine.modules.long_night import LongNightState
    from game.engine.modules.raxxon_state import RaxxonState
    from game.engine.modules.scenario_state import ScenarioState

COLONY = "colony"

# Fields added for The Long Night.  The state hash leaves them out while they hold their
# default (``game.engine.views.state_dict``), so a base game hashes as it always did.
LN_SURVIVOR_FIELDS: dict[str, Any] = {"despair": 0, "side_effects": []}
LN_PLACE_FIELDS: dict[str, Any] = {"traps": None, "bandits": 0, "specials": None}
# the State attributes holding one module's slice each (None: the module is off)
MODULE_SLOTS: tuple[str, ...] = ("ln", "impr", "band", "rax", "scen")


@dataclass
class Player:
    seat: int
    name: str
    bot: bool = False
    leader: str | None = None
    followers: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    draft: list[str] = field(default_factory=list)  # dealt survivors during setup
    secret: str | None = None
    exiled_secret: str | None = None
    exiled: bool = False
    exiled_order: int = 0
    eliminated: bool = False
    unused: list[int] = field(default_factory=list)  # unused dice values
    used: list[int] = field(default_factory=list)
    exile_vote_called: bool = False
    zombies_killed: int = 0

    @property
    def survivors(self) -> list[str]:
        return ([self.leader] if self.leader else []) + self.followers

    @property
    def active(self) -> bool:
        return not self.eliminated


@dataclass
class Survivor:
    sid: str
    owner: int
    loc: str
    wounds: int = 0
    frost: int = 0
    moved: int = -1  # turn/round counter value of its last move
    equipped: list[str] = field(default_factory=list)
    used: dict[str, int] = field(default_factory=dict)  # ability key -> stamp
    despair: int = 0  # LN-09/10: counts as a wound, removed only by despair effects
    side_effects: list[str] = field(default_factory=list)  # RAX-07: never removed

    @property
    def damage(self) -> int:
        """Wound-type tokens: wounds, frostbite and despair together (KILL-02, LN-10)."""
        return self.wounds + self.frost + self.despair


@dataclass
class Place:
    lid: str
    number: int | None
    spaces: int  # survivor spaces
    cap: int  # spaces per entrance
    zombies: list[int]  # per entrance
    barricades: list[int]  # per entrance
    noise: int = 0
    noise_spaces: int = 4
    noise_round: int = 0  # noise placed this round (DISC-05 cap)
    deck: list[str] = field(default_factory=list)
    # --- The Long Night (None / 0 when unused)
    traps: list[int] | None = None  # explosive traps per entrance (LN-14)
    bandits: int = 0  # bandit standees in survivor spaces (BAND-01)
    specials: list[int] | None = None  # special zombies per entrance (RAX-13)

    def free(self, e: int) -> int:
        used = self.zombies[e] + self.barricades[e]
        if self.traps is not None:
            used += self.traps[e]
        if self.specials is not None:
            used += self.specials[e]
        return self.cap - used


@dataclass
class State:
    config: GameConfig
    content: Content
    rng: Rng
    players: list[Player]
    places: dict[str, Place]
    survivors: dict[str, Survivor] = field(default_factory=dict)
    main_objective: str = ""
    morale: int = 0
    rounds_left: int = 0
    round: int = 0
    food: int = 0
    starvation: int = 0
    helpless: int = 0
    waste: list[str] = field(default_factory=list)  # last = top
    removed: list[str] = field(default_factory=list)  # item uids out of the game
    limbo: list[str] = field(default_factory=list)  # cards being resolved right now
    requested: list[str] = field(default_factory=list)  # cards received by request (ACT-REQ-03)
    card_used: dict[str, int] = field(default_factory=dict)  # once-per-x item uses
    box: list[str] = field(default_factory=list)  # unused starting items
    survivor_deck: list[str] = field(default_factory=list)
    dead: list[str] = field(default_factory=list)  # survivor cards out of the game
    crisis_deck: list[str] = field(default_factory=list)
    crisis: str | None = None
    crises_done: list[str] = field(default_factory=list)
    contributions: list[list[Any]] = field(default_factory=list)  # [uid, seat, face_down]
    crossroads_deck: list[str] = field(default_factory=list)
    crossroads_out: list[str] = field(default_factory=list)
    held: dict[str, Any] | None = None  # {"card", "drawer", "target"}
    secret_box: list[str] = field(default_factory=list)
    exiled_deck: list[str] = field(default_factory=list)
    first_player: int = 0
    active: int = -1
    turn_no: int = 0  # increases every turn (move limits, once per turn)
    phase: str = "setup"  # setup | turns | colony | over
    stack: list[dict[str, Any]] = field(default_factory=list)
    pending: dict[str, Any] | None = None
    search: dict[str, Any] | None = None  # the searcher's private draws
    tags: list[dict[str, Any]] = field(default_factory=list)  # what the current action did
    log_seq: int = 0
    over: bool = False
    end_reason: str = ""
    objective_met: bool = False
    winners: list[int] = field(default_factory=list)
    stats: dict[str, Any] = field(default_factory=dict)
    events: list[Any] = field(default_factory=list)  # output buffer of apply()
    history: dict[str, list[int]] = field(default_factory=dict)  # morale per round etc.
    # survivor cards not used in this game (another module's / ruleset's, SETUP-02, LN-03);
    # left out of the state hash while empty
    excluded: list[str] = field(default_factory=list)
    # --- one typed slice per Long Night rule set (game/engine/modules); None when off, so
    # a base game's state, hash and saves keep their shape
    ln: LongNightState | None = None
    impr: ImprovementsState | None = None
    band: BanditsState | None = None
    rax: RaxxonState | None = None
    scen: ScenarioState | None = None

    # ------------------------------------------------------------------ helpers
    @property
    def n(self) -> int:
        return len(self.players)

    def colony(self) -> Place:
        return self.places[COLONY]

    def at(self, lid: str) -> list[str]:
        """Survivor ids standing at a location, in a stable order."""
        return [sid for sid, sv in self.survivors.items() if sv.loc == lid]

    def occupied(self, lid: str) -> int:
        used = sum(1 for sv in self.survivors.values() if sv.loc == lid)
        used += self.places[lid].bandits  # BAND-01: a bandit occupies a survivor space
        if lid == COLONY and self.config.options.helpless_occupy_space:
            used += self.helpless
        return used

    def has_space(self, lid: str) -> bool:
        return self.occupied(lid) < self.places[lid].spaces

    def owner_of(self, sid: str) -> Player:
        return self.players[self.survivors[sid].owner]

    def non_exiled(self) -> list[Player]:
        return [p for p in self.players if not p.exiled and not p.eliminated]
