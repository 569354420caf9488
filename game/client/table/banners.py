"""The table's banners: the results that matter, readable at a glance (issue 22 item 4).

A banner is made from one action's **public** events (already redacted for the shared
screen) by the maker registered for its event type with :func:`banners` -- the base game's
below, a rule module's in its client folder (``game/client/modules/<name>/banners.py``), as
the log's :func:`~game.client.table.log.describe.describes` does.  A maker reads the whole
:class:`Batch` (the action's events): it may *claim* the events its banner tells (a failed
crisis claims its cost, a death the morale it takes) so that they get no banner of their
own, and it may show its banner *at* a later event (a run of morale changes: once the track
has moved).  The table (``scenes/table/show.py``) queues each banner as a director step after
the event it is shown at: the animation speed and Space apply to it.

Hidden information never reaches a banner: the events are the shared screen's, and a card
is named as a cause only when it has been named in public (:meth:`Batch.public_card`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.client.table.log.describe import _step, describe
from game.client.table.log.names import Names
from game.i18n import _, ngettext


@dataclass
class BannerSpec:
    """What a banner says: its title, a line below and its tone (a palette colour's name:
    ``accent``, ``good``, ``bad``, ``warn``)."""

    text: str
    sub: str = ""
    tone: str = "accent"
    kind: str = ""  # the event type whose maker made it (set by :func:`plan`)


# a maker: (batch, index of its event) -> the banner (shown after that event), the banner
# and the index of the event it is shown after, or None (no banner)
Maker = Callable[["Batch", int], "BannerSpec | tuple[BannerSpec, int] | None"]
# the makers by event type (they register with :func:`banners`)
MAKERS: dict[str, Maker] = {}


def banners(*kinds: str) -> Callable[[Maker], Maker]:
    """Register the decorated function as the banner maker of the event ``kinds``
    (registering a kind again replaces its maker)."""

    def register(fn: Maker) -> Maker:
        for kind in kinds:
            MAKERS[kind] = fn
        return fn

    return register


@dataclass
class Batch:
    """One action's public events as the banner makers read them, with what the table knows
    from before (the vote being resolved, the public card ids named so far)."""

    events: list[Any]
    names: Names
    vote: dict[str, Any] | None = None  # the last public VoteCalled's data
    tie_by: int | None = None  # who broke that vote's tie
    known: set[str] = field(default_factory=set)  # card ids named in public before
    claimed: set[int] = field(default_factory=set)  # events a banner tells already

    def line(self, i: int) -> str | None:
        return describe(self.events[i], self.names)

    def claim(self, j: int) -> None:
        self.claimed.add(j)

    def has_banner(self, j: int) -> bool:
        """Whether event ``j`` has a banner maker of its own (a boundary for groups)."""
        return self.events[j].type in MAKERS

    def public_card(self, cid: Any, before: int) -> bool:
        """Whether card ``cid`` has been named in public: on the table before this action,
        or in the data of a public event of it before event ``before``."""
        c = str(cid)
        if c in self.known:
            return True
        return any(c == str(v) for e in self.events[:before] for v in (e.data or {}).values()
                   if isinstance(v, (str, int)))

    def card_name(self, cid: Any, before: int) -> str | None:
        """A public card's name (a crisis, crossroads, survivor, item or a module's card),
        None when it is not known in public or not a card."""
        if not cid or not self.public_card(cid, before):
            return None
        c, content, n = str(cid), self.names.content, self.names
        if c in content.crises:
            return n.crisis(c)
        if c in content.crossroads:
            return n.crossroads(c)
        if c in content.survivors:
            return n.s(c)
        if n.item_type(c) is not None:
            return n.item(c)
        for other in CARD_NAMERS:
            name = other(n, c)
            if name:
                return name
        return None


# a rule module's cards a cause may name (an improvement): (names, id) -> its name or None
CARD_NAMERS: list[Callable[[Names, str], "str | None"]] = []

# the engine's reasons for a change of morale (board.change_morale), as a player reads them
MORALE_REASONS = {
    "waste": lambda: _("waste"),
    "starvation": lambda: _("starvation"),
    "a helpless survivor died": lambda: _("a helpless survivor died"),
    "crisis prevented with room to spare": lambda: _("crisis prevented with room to spare"),
}
# the engine's causes of a death (board.kill_survivor)
DEATH_CAUSES = {
    "wounds": lambda: _("wounds"),
    "bite": lambda: _("a bite"),
    "bite spread": lambda: _("the bite spread"),
    "overrun": lambda: _("overrun"),
}


def signed(n: int) -> str:
    """+2 / −1 / ±0, with a real minus sign."""
    return f"+{n}" if n > 0 else (f"−{-n}" if n < 0 else "±0")


def morale_cause(b: Batch, i: int) -> str | None:
    """Why morale changed at event ``i`` (None when the reason is not for everyone)."""
    reason = str((b.events[i].data or {}).get("reason", ""))
    words = MORALE_REASONS.get(reason)
    if words is not None:
        return words()
    if reason.endswith(" died"):
        sid = reason[: -len(" died")]
        if sid in b.names.content.survivors:
            return _("{survivor} died").format(survivor=b.names.s(sid))
    return b.card_name(reason, i)


def death_cause(b: Batch, i: int) -> str | None:
    cause = str((b.events[i].data or {}).get("cause", ""))
    words = DEATH_CAUSES.get(cause)
    if words is not None:
        return words()
    return b.card_name(cause, i)


def plan(b: Batch, follow: Callable[[Any], None] | None = None
         ) -> dict[int, list[BannerSpec]]:
    """The banners of ``b``'s events: by the index of the event each is shown after.
    ``follow`` sees every event before its maker does (the table follows votes with it)."""
    out: dict[int, list[BannerSpec]] = {}
    for i, e in enumerate(b.events):
        if follow is not None:
            follow(e)
        if i in b.claimed:
            continue
        fn = MAKERS.get(e.type)
        made = fn(b, i) if fn is not None else None
        if made is None:
            continue
        spec, at = made if isinstance(made, tuple) else (made, i)
        spec.kind = e.type
        out.setdefault(max(at, i), []).append(spec)
    return out


# ----------------------------------------------------------------------------- the base's
def _line(b: Batch, i: int, tone: str = "accent") -> BannerSpec | None:
    line = b.line(i)
    return BannerSpec(line, "", tone) if line else None


@banners("RoundStarted")
def _round(b: Batch, i: int) -> BannerSpec | None:
    line = b.line(i)
    return BannerSpec(line.strip("— ")) if line else None


@banners("CrisisRevealed")
def _crisis_revealed(b: Batch, i: int) -> BannerSpec:
    return BannerSpec(_("Crisis"), b.names.crisis(b.events[i].data.get("crisis")), "bad")


@banners("ColonyStep")
def _colony_step(b: Batch, i: int) -> BannerSpec:
    return BannerSpec(_("Colony phase"), _step(b.events[i].data.get("step")) + ".", "warn")


@banners("GameEnded")
def _bad_line(b: Batch, i: int) -> BannerSpec | None:
    return _line(b, i, "bad")


@banners("Overrun")
def _overrun(b: Batch, i: int) -> tuple[BannerSpec, int] | None:
    """Overruns in a row (the zombies added at several entrances): one banner."""
    js = _run(b, i, "Overrun")
    for j in js:
        b.claim(j)
    places = list(dict.fromkeys(str(b.events[j].data.get("location")) for j in js))
    if len(places) == 1:
        spec = _line(b, i, "bad")
        if spec is None:
            return None
        if len(js) > 1:
            spec.sub = ngettext("{n} time", "{n} times", len(js)).format(n=len(js))
        return spec, js[-1]
    return BannerSpec(_("Overrun!"), ", ".join(b.names.loc(p) for p in places), "bad"), js[-1]


@banners("PlayerExiled")
def _exiled(b: Batch, i: int) -> BannerSpec | None:
    return _line(b, i, "bad")


@banners("CrossroadsTriggered")
def _crossroads(b: Batch, i: int) -> BannerSpec | None:
    return _line(b, i)


@banners("VoteResolved")
def _vote(b: Batch, i: int) -> BannerSpec | None:
    """A vote's result; an exile vote's (EXILE-01, VOTE-04) names whom it was about, the
    count and what happens, and stands for the exile's own banner.  Public: the ballots
    are revealed together."""
    d, vote = b.events[i].data, b.vote or {}
    if vote.get("purpose") != "exile" or "yes" not in d:
        return _line(b, i)
    who = b.names.p(vote.get("target"))
    yes, no = int(d.get("yes", 0)), int(d.get("no", 0))
    count = _("{yes} for, {no} against.").format(yes=yes, no=no) if b.tie_by is None \
        else _("{yes} for, {no} against: {player} broke the tie.").format(
            yes=yes, no=no, player=b.names.p(b.tie_by))
    if not d.get("passed"):
        return BannerSpec(_("Exile vote: {player} stays").format(player=who),
                          count + " " + _("Nothing happens."), "good")
    for j in range(i + 1, len(b.events)):
        e = b.events[j]
        if e.type == "PlayerExiled" and e.data.get("player") == vote.get("target"):
            b.claim(j)  # the vote's banner says it (the log line tells it too)
    return BannerSpec(_("Exile vote: {player} is exiled").format(player=who),
                      count + " " + _("{player}'s survivors must leave the colony; {player} "
                                      "draws an exiled objective.").format(player=who), "bad")


# ----------------------------------------------------------------------------- results
STOP = {"ColonyStep", "RoundStarted", "GameEnded", "CrisisRevealed", "TurnStarted"}


def cost_words(b: Batch, js: list[int]) -> list[str]:
    """What events ``js`` did, in a few words: morale, food, zombies by place, deaths,
    wounds, helpless survivors, starvation."""
    morale = sum(int(b.events[j].data.get("delta", 0)) for j in js
                 if b.events[j].type == "MoraleChanged")
    food = sum(int(b.events[j].data.get("delta", 0)) for j in js
               if b.events[j].type == "FoodChanged")
    zombies: dict[str, int] = {}
    dead: list[str] = []
    wounds = helpless = helpless_dead = starvation = broken = waste = dice = 0
    for j in js:
        e = b.events[j]
        d = e.data or {}
        if e.type == "ZombieAdded":
            zombies[str(d.get("location"))] = zombies.get(str(d.get("location")), 0) + 1
        elif e.type == "SurvivorKilled":
            dead.append(b.names.s(d.get("survivor")))
        elif e.type == "WoundAdded":
            wounds += 1
        elif e.type == "HelplessAdded":
            helpless += int(d.get("count", 1))
        elif e.type == "HelplessKilled":
            helpless_dead += 1
        elif e.type == "StarvationAdded":
            starvation += 1
        elif e.type in ("BarricadeDestroyed", "BarricadeRemoved"):
            broken += 1
        elif e.type == "WasteAdded":
            waste += len(d.get("cards", []) or [])
        elif e.type == "DiceLost":
            dice += 1
    out = []
    if morale:
        out.append(_("morale {n}").format(n=signed(morale)))
    if food:
        out.append(_("food {n}").format(n=signed(food)))
    for lid, n in zombies.items():
        out.append(ngettext("{n} zombie at {place}", "{n} zombies at {place}", n).format(
            n=n, place=b.names.loc(lid)))
    if dead:
        out.append(ngettext("{names} dies", "{names} die", len(dead)).format(
            names=", ".join(dead)))
    if wounds:
        out.append(ngettext("{n} wound", "{n} wounds", wounds).format(n=wounds))
    if helpless:
        out.append(ngettext("{n} helpless survivor arrives", "{n} helpless survivors arrive",
                            helpless).format(n=helpless))
    if helpless_dead:
        out.append(ngettext("{n} helpless survivor dies", "{n} helpless survivors die",
                            helpless_dead).format(n=helpless_dead))
    if starvation:
        out.append(_("a starvation token"))
    if broken:
        out.append(ngettext("{n} barricade lost", "{n} barricades lost", broken).format(
            n=broken))
    if waste:
        out.append(ngettext("{n} card to the waste", "{n} cards to the waste", waste).format(
            n=waste))
    if dice:
        out.append(ngettext("{n} die lost", "{n} dice lost", dice).format(n=dice))
    return out


@banners("CrisisResolved")
def _crisis_resolved(b: Batch, i: int) -> tuple[BannerSpec, int]:
    """The crisis prevented or failed, its score and what it cost (the events that follow
    until the next colony step), shown once the cost has landed."""
    d = b.events[i].data
    js = []
    for j in range(i + 1, len(b.events)):
        t = b.events[j].type
        if t in STOP or (b.has_banner(j) and t not in COST_EVENTS and j not in b.claimed):
            break  # the next result has its own banner (an overrun, the game's end)
        if j not in b.claimed:
            js.append(j)
    told = [j for j in js if b.events[j].type in COST_EVENTS]
    for j in told:
        b.claim(j)
    name = b.names.crisis(d.get("crisis"))
    score = _("Score {score} of {target}").format(
        score=str(int(d.get("score", 0))).replace("-", "−"), target=d.get("target"))
    parts = cost_words(b, told)
    if not parts and not d.get("prevented"):  # its cost is still to be chosen: the card says
        parts = [crisis_text(b.names.content, d.get("crisis"))]
    sub = " · ".join([score] + [p for p in parts if p])
    if d.get("prevented"):
        return BannerSpec(_("Crisis prevented: {crisis}").format(crisis=name), sub, "good"), \
            max([i] + told)
    return BannerSpec(_("Crisis failed: {crisis}").format(crisis=name), sub, "bad"), \
        max([i] + told)


def crisis_text(content: Any, cid: Any) -> str:
    """What a crisis does when it is not prevented, as its (public) card says."""
    from game.client.table.log.describe import effect_words
    from game.i18n.cards import card_text

    c = content.crises.get(str(cid)) if cid else None
    if c is None:
        return ""
    return card_text(c.id, "text", c.text) if c.text else effect_words(list(c.effect))


# what a crisis's cost may tell (its other events stay in the log)
COST_EVENTS = {"MoraleChanged", "FoodChanged", "ZombieAdded", "SurvivorKilled", "WoundAdded",
               "HelplessAdded", "HelplessKilled", "StarvationAdded", "BarricadeDestroyed",
               "BarricadeRemoved", "WasteAdded", "DiceLost"}


def _run(b: Batch, i: int, kind: str, through: frozenset[str] = frozenset()) -> list[int]:
    """Event ``i`` and the unclaimed events of ``kind`` after it, up to the next event
    that has a banner of another kind (``through``: kinds that do not end the run)."""
    js = [i]
    for j in range(i + 1, len(b.events)):
        t = b.events[j].type
        if t == kind and j not in b.claimed:
            js.append(j)
        elif t != kind and t not in through and b.has_banner(j) and j not in b.claimed:
            break
    return js


@banners("SurvivorKilled")
def _death(b: Batch, i: int) -> tuple[BannerSpec, int] | None:
    """A death (several in a row: one banner): who, whose, where and why, and the morale
    it cost."""
    js = _run(b, i, "SurvivorKilled", frozenset({"MoraleChanged"}))
    dead = [j for j in js if not b.events[j].data.get("removed")]
    if not dead:
        return None  # removed from the game, not killed: the log tells it
    last = max(js)
    for j in js:
        b.claim(j)
    sids = {str(b.events[j].data.get("survivor")) for j in dead}
    morale = []
    for j in range(last + 1, len(b.events)):
        e = b.events[j]
        if e.type == "MoraleChanged" and str(e.data.get("reason", "")).endswith(" died") \
                and str(e.data["reason"])[: -len(" died")] in sids and j not in b.claimed:
            morale.append(j)
            b.claim(j)
        elif b.has_banner(j) and e.type not in ("MoraleChanged", "SurvivorKilled") \
                and j not in b.claimed:
            break
    first = b.events[dead[0]].data
    if len(dead) == 1:
        title = _("{survivor} dies").format(survivor=b.names.s(first.get("survivor")))
        parts = [_("{player}'s survivor").format(player=b.names.p(first.get("player"))),
                 _("at {place}").format(place=b.names.loc(first.get("location")))]
        cause = death_cause(b, dead[0])
        if cause:
            parts.append(cause)
    else:
        title = ngettext("{n} survivor dies", "{n} survivors die", len(dead)).format(
            n=len(dead))
        parts = [", ".join(_("{survivor} ({player})").format(
            survivor=b.names.s(b.events[j].data.get("survivor")),
            player=b.names.p(b.events[j].data.get("player"))) for j in dead)]
    delta = sum(int(b.events[j].data.get("delta", 0)) for j in morale)
    if delta:
        parts.append(_("morale {n}").format(n=signed(delta)))
    return BannerSpec(title, " · ".join(parts), "bad"), max([last] + morale)


@banners("MoraleChanged")
def _morale(b: Batch, i: int) -> tuple[BannerSpec, int]:
    """Morale moved (several changes in a row: one banner): by how much, to what, why."""
    js = _run(b, i, "MoraleChanged")
    for j in js:
        b.claim(j)
    delta = sum(int(b.events[j].data.get("delta", 0)) for j in js)
    value = b.events[js[-1]].data.get("value")
    causes = [(morale_cause(b, j), signed(int(b.events[j].data.get("delta", 0)))) for j in js]
    title = _("Morale {delta} → {value}").format(delta=signed(delta), value=value)
    if len(js) == 1:
        sub = causes[0][0] or ""
    else:
        sub = " · ".join(_("{cause}: {n}").format(cause=c, n=n) if c else n for c, n in causes)
    return BannerSpec(title, sub, "good" if delta > 0 else "bad"), js[-1]
