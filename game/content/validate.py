"""Cross-reference validation of loaded content (run by the loader after schema validation).

Schema validation (pydantic) checks each card on its own; this module checks what only the
whole (merged) content can tell: references to locations, decks, survivors and handlers,
unique influence values (NS-04), unique location numbers, and the component counts of a
standalone base-ruleset pack (COMP, §25: one colony, locations 1..6, 25 starting items,
20-card location decks whose type counts follow the location's ``likelihood`` order).

Every problem becomes a :class:`PackIssue` ``(file, card, field, message)``; nothing stops
at the first problem.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from pydantic import BaseModel

from game.content import handlers
from game.content.pack import Content
from game.content.schema import (
    LOCATION_KEYWORDS,
    Ability,
    CondControls,
    ItemCard,
    Manifest,
    OpHandler,
    Placement,
    Trigger,
)
from game.content.sections import SECTION_ATTRS
from game.content.sections import walk as _walk

# Deck refs an operation may name besides a location id.
DECK_KEYWORDS: tuple[str, ...] = ("starting", "here")
# Where an ability may be used besides a location id.
ABILITY_LOCATIONS: tuple[str, ...] = ("any", "colony", "non_colony")
# Where a main objective may place zombies/barricades at setup besides a location id.
SETUP_LOCATIONS: tuple[str, ...] = ("colony", "each_non_colony", "random")
# Words a location id may not be (they already mean something in a reference).
RESERVED_IDS: frozenset[str] = frozenset(
    LOCATION_KEYWORDS + DECK_KEYWORDS + ABILITY_LOCATIONS + SETUP_LOCATIONS
)

# Component counts of a standalone pack with ruleset "base" (RULES.md §25.1).
BASE_LOCATIONS = 6
BASE_STARTING_ITEMS = 25
BASE_DECK_SIZE = 20
# the most cards (copies counted) one item deck may hold with every pack of a game: five
# standard decks; keeps copies from multiplying a game's cards (docs/PACKS.md, Limits)
DECK_MAX = 100

class PackIssue(Exception):
    """One problem in a pack: ``FILE: CARD_ID: FIELD: message``.

    ``file`` is the file name inside its pack folder (``pack_folder/file`` when several
    packs are loaded together), ``card`` the card id (``manifest``, ``colony``, a deck name,
    ``SECTION[i]`` for a card without a usable id, or ``-``), ``field`` a dotted path inside
    the card (``effect.0.at``) or ``-``.
    """

    def __init__(self, file: str, card: str, field: str, message: str) -> None:
        message = " ".join(str(message).split())  # always one line
        super().__init__(f"{file}: {card}: {field}: {message}")
        self.file, self.card, self.field, self.message = file, card, field, message

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, PackIssue):
            return NotImplemented
        return self.astuple() == other.astuple()

    def __hash__(self) -> int:
        return hash(self.astuple())

    def __repr__(self) -> str:
        return f"PackIssue({self.file!r}, {self.card!r}, {self.field!r}, {self.message!r})"

    def astuple(self) -> tuple[str, str, str, str]:
        return (self.file, self.card, self.field, self.message)


class PackError(Exception):
    """A pack could not be loaded; ``issues`` lists every problem found."""

    def __init__(self, issues: list[PackIssue]) -> None:
        self.issues = issues
        super().__init__("\n".join(str(i) for i in issues))


@dataclass(frozen=True)
class Origin:
    """Where something was defined: pack id and the file name shown in issues."""

    pack: str
    file: str


@dataclass
class Sources:
    """Origins of everything in a :class:`Content` (filled by the loader)."""

    # (section, card id) -> origin
    cards: dict[tuple[str, str], Origin] = field(default_factory=dict)
    # every [colony] table found, in load order
    colonies: list[Origin] = field(default_factory=list)
    # pack id -> origin of its manifest.toml
    manifests: dict[str, Origin] = field(default_factory=dict)
    # location id -> the other standalone packs that define the same place (LN-04)
    shared: dict[str, list[Origin]] = field(default_factory=dict)

    def file(self, section: str, card_id: str) -> str:
        o = self.cards.get((section, card_id))
        return o.file if o else "-"

    def pack(self, section: str, card_id: str) -> str | None:
        o = self.cards.get((section, card_id))
        return o.pack if o else None


def _default_sources(content: Content) -> Sources:
    """For content built by hand (tests): everything belongs to the first pack."""
    pack = content.manifests[0].id if content.manifests else "-"
    src = Sources()
    for section in SECTION_ATTRS:
        for cid in getattr(content, section):
            src.cards[(section, cid)] = Origin(pack, "-")
    src.colonies.append(Origin(pack, "-"))
    for m in content.manifests:
        src.manifests[m.id] = Origin(m.id, "manifest.toml")
    return src


def requires_issues(manifests: tuple[Manifest, ...], sources: Sources) -> list[PackIssue]:
    """Every ``requires`` id must be one of the loaded packs (and not the pack itself)."""
    present = {m.id for m in manifests}
    out: list[PackIssue] = []
    for m in manifests:
        o = sources.manifests.get(m.id, Origin(m.id, "manifest.toml"))
        for i, req in enumerate(m.requires):
            if req == m.id:
                out.append(
                    PackIssue(o.file, "manifest", f"requires.{i}", "a pack cannot require itself")
                )
            elif req not in present:
                out.append(
                    PackIssue(
                        o.file,
                        "manifest",
                        f"requires.{i}",
                        f"required pack '{req}' is not loaded (install it or select it too)",
                    )
                )
    return out


class _Checker:
    def __init__(self, content: Content, sources: Sources) -> None:
        self.c = content
        self.src = sources
        self.issues: list[PackIssue] = []
        self.location_ids = set(content.locations)
        self.handler_names = handlers.registered()

    def add(self, file: str, card: str, fld: str, message: str) -> None:
        self.issues.append(PackIssue(file, card, fld, message))

    # ----------------------------------------------------------------- references
    def _loc_list(self) -> str:
        ids = sorted(self.location_ids)
        return ", ".join(repr(i) for i in ids) if ids else "(none)"

    def location_ref(self, file: str, card: str, fld: str, value: str) -> None:
        if value in self.location_ids or value in LOCATION_KEYWORDS:
            return
        self.add(
            file,
            card,
            fld,
            f"unknown location '{value}': use a location id ({self._loc_list()}) or one of "
            + ", ".join(LOCATION_KEYWORDS),
        )

    def deck_ref(self, file: str, card: str, fld: str, value: str) -> None:
        if value in self.location_ids or value in DECK_KEYWORDS:
            return
        self.add(
            file,
            card,
            fld,
            f"unknown deck '{value}': use 'starting', 'here' or a location id ({self._loc_list()})",
        )

    def survivor_ref(self, file: str, card: str, fld: str, value: str) -> None:
        if value not in self.c.survivors:
            self.add(file, card, fld, f"unknown survivor id '{value}'")

    def handler_ref(self, file: str, card: str, fld: str, value: str) -> None:
        if value in self.handler_names:
            return
        msg = f"unknown handler '{value}': handlers must be registered by the engine"
        if handlers.autoload_error:
            msg += f" (importing {handlers.ENGINE_MODULE} failed: {handlers.autoload_error})"
        self.add(file, card, fld, msg)

    def walk_card(self, section: str, card: BaseModel) -> None:
        cid = str(getattr(card, "id", section))
        file = self.src.file(section, cid)
        for model, name, path, value in _walk(card, ""):
            if value is None:
                continue
            if isinstance(model, Placement) and name == "at":
                if value not in self.location_ids and value not in SETUP_LOCATIONS:
                    self.add(
                        file,
                        cid,
                        path,
                        f"placement at unknown location '{value}': use a location id "
                        f"({self._loc_list()}) or one of " + ", ".join(SETUP_LOCATIONS),
                    )
            elif isinstance(model, Ability) and name == "location":
                if value not in self.location_ids and value not in ABILITY_LOCATIONS:
                    self.add(
                        file,
                        cid,
                        path,
                        f"unknown ability location '{value}': use a location id "
                        f"({self._loc_list()}) or one of " + ", ".join(ABILITY_LOCATIONS),
                    )
            elif name in ("at", "to") and isinstance(value, str):
                self.location_ref(file, cid, path, value)
            elif name == "deck" and isinstance(value, str):
                if isinstance(model, ItemCard):
                    if value != "starting" and value not in self.location_ids:
                        self.add(
                            file,
                            cid,
                            path,
                            f"unknown deck '{value}': an item starts in 'starting' or in a "
                            f"location deck ({self._loc_list()})",
                        )
                else:
                    self.deck_ref(file, cid, path, value)
            elif name == "survivor" and isinstance(model, (CondControls, Trigger)):
                self.survivor_ref(file, cid, path, str(value))
            elif name == "name" and isinstance(model, OpHandler):
                self.handler_ref(file, cid, path, str(value))

    # ----------------------------------------------------------------- per-card rules
    def check_locations(self) -> None:
        numbers: dict[int, str] = {}
        for lid, loc in self.c.locations.items():
            file = self.src.file("locations", lid)
            if lid in RESERVED_IDS:
                self.add(file, lid, "id", f"'{lid}' is a reserved word; choose another id")
            dup = [t for t, n in Counter(loc.likelihood).items() if n > 1]
            for t in dup:
                self.add(file, lid, "likelihood", f"type '{t}' is listed more than once")
            if loc.number is not None:
                if loc.number in numbers:
                    self.add(
                        file,
                        lid,
                        "number",
                        f"number {loc.number} is also used by location '{numbers[loc.number]}'",
                    )
                else:
                    numbers[loc.number] = lid
        decks: Counter[str] = Counter()
        first: dict[str, str] = {}
        for iid, it in self.c.items.items():
            decks[it.deck] += it.copies
            first.setdefault(it.deck, iid)
        for deck, size in decks.items():
            if size > DECK_MAX:
                self.add(self.src.file("items", first[deck]), first[deck], "copies",
                         f"the '{deck}' item deck holds {size} cards (copies counted); a deck "
                         f"holds at most {DECK_MAX}")

    def check_survivors(self) -> None:
        seen: dict[int, str] = {}
        for sid, s in self.c.survivors.items():
            if s.influence in seen:
                self.add(
                    self.src.file("survivors", sid),
                    sid,
                    "influence",
                    f"influence {s.influence} is also used by survivor '{seen[s.influence]}' "
                    "(influence values must be unique, NS-04)",
                )
            else:
                seen[s.influence] = sid

    def check_crossroads_and_objectives(self) -> None:
        # Normally already enforced by the schema; kept for content built without it.
        for cid, x in self.c.crossroads.items():
            if len(x.options) < 2:
                self.add(
                    self.src.file("crossroads", cid),
                    cid,
                    "options",
                    "a crossroads card needs at least 2 options",
                )
        for oid, o in self.c.secret_objectives.items():
            if o.kind == "exiled" and o.mode is None:
                self.add(
                    self.src.file("secret_objectives", oid),
                    oid,
                    "mode",
                    "an exiled objective must say mode = 'replace' or 'add_requirements'",
                )

    # ----------------------------------------------------------------- packs
    def check_manifests(self) -> None:
        self.issues.extend(requires_issues(self.c.manifests, self.src))

    def check_colonies(self) -> None:
        standalone = {m.id for m in self.c.manifests if not m.requires}
        per_pack = Counter(o.pack for o in self.src.colonies)
        for o in self.src.colonies:
            if o.pack not in standalone:
                self.add(
                    o.file,
                    "colony",
                    "-",
                    "only a standalone pack (requires = []) may define the [colony]",
                )
        for m in self.c.manifests:
            if m.id in standalone and per_pack[m.id] != 1:
                mo = self.src.manifests.get(m.id, Origin(m.id, "manifest.toml"))
                files = [o.file for o in self.src.colonies if o.pack == m.id]
                self.add(
                    files[-1] if files else mo.file,
                    "colony",
                    "-",
                    f"a standalone pack needs exactly 1 [colony] table, found {per_pack[m.id]}"
                    + (f" (in {', '.join(files)})" if files else ""),
                )

    def check_standalone_base(self, pack: str) -> None:
        """Component counts of a standalone pack (base or Long Night: the colony, the six
        standard locations and their decks, the starting items), on its own cards only."""
        mo = self.src.manifests.get(pack, Origin(pack, "manifest.toml"))
        ln = any(m.id == pack and m.ruleset == "ln" for m in self.c.manifests)
        game, kind = ("Long Night", "Long Night") if ln else ("base-game", "base")
        locs = [
            loc for lid, loc in self.c.locations.items()
            if (self.src.pack("locations", lid) == pack
                or any(o.pack == pack for o in self.src.shared.get(lid, ())))
            and loc.kind == "standard" and loc.module is None
        ]
        items = [it for iid, it in self.c.items.items() if self.src.pack("items", iid) == pack
                 and it.deck in {loc.id for loc in locs} | {"starting"}]
        if len(locs) != BASE_LOCATIONS:
            self.add(
                self.src.file("locations", locs[-1].id) if locs else mo.file,
                "-",
                "locations",
                f"a standalone {kind} pack needs exactly {BASE_LOCATIONS} locations, "
                f"found {len(locs)}",
            )
        wanted = set(range(1, BASE_LOCATIONS + 1))
        got: set[int] = set()
        for loc in locs:
            file = self.src.file("locations", loc.id)
            if loc.number is None:
                self.add(file, loc.id, "number", f"a {game} location needs a number 1..6")
            elif loc.number not in wanted:
                self.add(file, loc.id, "number", f"number {loc.number} is not in 1..6")
            else:
                got.add(loc.number)
        if len(locs) == BASE_LOCATIONS and got and got != wanted:
            missing = ", ".join(str(n) for n in sorted(wanted - got))
            self.add(
                self.src.file("locations", locs[-1].id),
                "-",
                "number",
                f"location numbers must be 1..6 once each; missing {missing}",
            )

        starting = [it for it in items if it.deck == "starting"]
        total = sum(it.copies for it in starting)
        if total != BASE_STARTING_ITEMS:
            file = self.src.file("items", starting[0].id) if starting else mo.file
            self.add(
                file,
                "starting",
                "deck",
                f"the starting items total {total} cards (copies); a {game} pack needs "
                f"exactly {BASE_STARTING_ITEMS}",
            )
        for loc in locs:
            file = self.src.file("locations", loc.id)
            deck = [it for it in items if it.deck == loc.id]
            size = sum(it.copies for it in deck)
            if size != BASE_DECK_SIZE:
                self.add(
                    file,
                    loc.id,
                    "deck",
                    f"the item deck has {size} cards (copies of items with deck = "
                    f"'{loc.id}'); a {game} location deck needs exactly {BASE_DECK_SIZE}",
                )
            counts: Counter[str] = Counter()
            for it in deck:
                counts[it.type] += it.copies
            for t in sorted(set(counts) - set(loc.likelihood)):
                self.add(
                    file,
                    loc.id,
                    "likelihood",
                    f"the deck has {counts[t]} '{t}' card(s) but '{t}' is not in likelihood",
                )
            order = list(dict.fromkeys(loc.likelihood))
            for a, b in zip(order, order[1:]):
                if counts[a] < counts[b]:
                    self.add(
                        file,
                        loc.id,
                        "likelihood",
                        f"'{a}' ({counts[a]} cards) is listed before '{b}' ({counts[b]} cards):"
                        " per-type counts must not increase along likelihood",
                    )

    def run(self) -> list[PackIssue]:
        self.check_manifests()
        self.check_colonies()
        self.check_locations()
        self.check_survivors()
        for section in SECTION_ATTRS:
            for card in getattr(self.c, section).values():
                self.walk_card(section, card)
        self.check_crossroads_and_objectives()
        for m in self.c.manifests:
            if not m.requires and m.ruleset == "base":
                self.check_standalone_base(m.id)
        from game.content.validate_ln import check_long_night

        check_long_night(self)
        return self.issues


def validate_content(content: Content, sources: Sources | None = None) -> list[PackIssue]:
    """Every cross-reference problem of ``content`` (empty list: valid)."""
    return _Checker(content, sources or _default_sources(content)).run()
