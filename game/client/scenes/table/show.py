"""Presenting what happened at the table: the events of an action queued on the table's
director, one step each -- folded into the presented view by the presenter
(``TableScene.present_event``), animated by the choreographer, with dice throws (one tray,
or everyone's at the start of a round) and banners for the big moments."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from game.client.core.tween import Call, Parallel, Sequence, Tween, Wait
from game.client.table.banners import MAKERS, BannerSpec, Batch, plan
from game.client.table.dice import GROUP_RATE
from game.client.table.log.describe import describe
from game.client.table.panels.overlays import Banner
from game.client.table.presenter import present
from game.i18n import _

if TYPE_CHECKING:
    from game.client.scenes.table.scene import TableScene

# The banners come from the table's banner registry (game/client/table/banners.py); the
# Bandits scenario's special exile phase is announced by its story page alone, SCEN-B-07
# (docs/DECISIONS.md "One announcement of the special exile phase"), and the scenarios'
# stages by theirs.
BANNER_EVENTS = MAKERS  # the event types with a banner maker (a live view of the registry)


class TableShow:
    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.vote: dict[str, Any] | None = None  # the last vote called (public), its data
        self.tie_by: int | None = None  # who broke the tie of that vote, if it was tied

    def animate(self, events: list[Any], before: dict[str, Any] | None = None,
                before_p: dict[str, Any] | None = None, viewer: int | None = None) -> None:
        """Queue the steps that bring the presented view from ``before`` (the public view
        before the action) to the engine's view, one event at a time: each event is folded
        in by the presenter and then animated.  The last step syncs to the engine's view
        (the fields the presenter does not follow catch up there)."""
        tb = self.table
        from game.engine import redact

        after = tb.session.public()
        d = tb.director

        def begin() -> None:
            if before is not None:
                tb.view = before
            tb.pview, tb.pview_seat = (before_p, viewer) if before_p is not None else \
                (None, None)

        def settle() -> None:
            tb.view = after
            tb.pview, tb.pview_seat = None, None
            tb.hl.hidden.clear()

        d.add(Call(begin))
        rolls: list[tuple[int, list[int]]] = []  # a run of everyone's round-start rolls
        roll_events: list[Any] = []  # their log lines: told once the dice land

        def flush() -> None:
            if len(rolls) > 1:
                d.add(self.group_throw_step(list(rolls)))
            elif rolls:
                seat, values = rolls[0]
                d.add(self.throw_step(values, None,
                                      _("{player} rolls").format(player=tb.names.p(seat))))
            if roll_events:
                d.add(Call(partial(tb.add_log, list(roll_events))))
            rolls.clear()
            roll_events.clear()

        public = [redact(raw, None) for raw in events]
        shown = self.plan_banners(public)
        for i, (raw, e) in enumerate(zip(events, public, strict=True)):
            mine = redact(raw, viewer) if before_p is not None else None
            line = describe(e, tb.names)
            group = e.type == "DiceRolled" and not e.data.get("reroll")
            if not group:
                flush()
            for step in tb.choreo.steps(e, mine, None if group else line, animate=not group):
                d.add(step)
            if group:
                rolls.append((int(e.data["player"]), [int(v) for v in e.data["values"]]))
                if line:
                    roll_events.append(e)
            for spec in shown.get(i, []):
                flush()
                d.add(self.banner_step(spec))
        flush()
        d.add(Call(settle))
        if tb.fast:
            d.finish_all()

    def present_event(self, e: Any, mine: Any, line: str | None) -> None:
        """Fold one event into the presented views and the log (a director step)."""
        tb = self.table
        content = tb.session.content
        tb.view = present(tb.view, e, content)
        if tb.pview is not None and mine is not None:
            tb.pview = present(tb.pview, mine, content)
        if e.type == "CrossroadsTriggered":
            tb.last_crossroads = e.data.get("card")
        if line:
            tb.add_log([e])

    def throw_step(self, values: list[int], exposure: str | None, label: str,
                   about: str | None = None) -> Any:
        """One throw in the tray (``about``: the survivor an exposure roll is for, kept in
        view)."""
        return self._throw_step(values, exposure, label, about)

    def group_throw_step(self, rolls: list[tuple[int, list[int]]]) -> Any:
        """Every player's dice at once, one small tray each (Space skips them all)."""
        tb = self.table
        throws = []
        for seat, values in rolls:
            throw = tb.group_tray.throw_later(values)
            throw.rate = GROUP_RATE
            throws.append((seat, throw))
        tb.stats["throws"] += 1

        def start() -> None:
            tb.group = throws
            tb.sfx("dice")

        def end() -> None:
            tb.group = []

        return Sequence([Call(start), Parallel([t for _, t in throws]), Wait(0.35),
                         Call(end)])

    def _throw_step(self, values: list[int], exposure: str | None, label: str,
                    about: str | None = None) -> Any:
        tb = self.table
        throw = tb.tray.throw_later(values, exposure)  # recorded in a worker thread
        tb.stats["throws"] += 1

        def start() -> None:
            tb.throw = throw
            tb.throw_label = label
            tb.throw_about = about
            tb._tray_spot = None
            tb.sfx("dice")

        def end() -> None:
            tb.throw = None
            tb.throw_about = None

        return Sequence([Call(start), throw, Wait(0.35), Call(end)])

    def follow_vote(self, e: Any) -> None:
        """Keep what the vote being resolved is about (a public VoteCalled) and who broke
        its tie; a game loaded in the middle of a vote finds it in the session's events."""
        if e.type == "VoteCalled":
            self.vote, self.tie_by = dict(e.data), None
        elif e.type == "TieBroken":
            self.tie_by = e.data.get("player")
        elif e.type == "VoteResolved" and self.vote is None:
            called = next((x for x in reversed(self.table.session.events)
                           if x.type == "VoteCalled"), None)
            self.vote = dict(called.data) if called is not None else {}

    def plan_banners(self, public: list[Any]) -> dict[int, list[BannerSpec]]:
        """The banners of an action's public events (the registry's makers), by the index
        of the event each is shown after; the vote being resolved is followed on the way."""
        tb = self.table
        known = {str(c) for c in ((tb.view.get("crisis") or {}).get("card"),
                                  tb.last_crossroads) if c}
        b = Batch(public, tb.names, self.vote, self.tie_by, known)

        def follow(e: Any) -> None:
            self.follow_vote(e)
            b.vote, b.tie_by = self.vote, self.tie_by

        return plan(b, follow)

    def banner_step(self, spec: BannerSpec) -> Any:
        """A banner over the board: faded in, held (longer for a longer line), faded out."""
        tb = self.table
        pal = tb.app.art.pal
        banner = Banner(spec.text, spec.sub, getattr(pal, spec.tone, pal.accent))
        tb.stats["banners"] += 1
        if spec.kind == "ColonyStep":
            tb.colony_banners_seen += 1

        def show() -> None:
            tb.banner = banner

        def hide() -> None:
            if tb.banner is banner:
                tb.banner = None

        def set_alpha(a: float) -> None:
            banner.alpha = a

        return Sequence([Call(show), Tween(set_alpha, 0.0, 1.0, 0.25, "out_quad"),
                         Wait(hold(spec)), Tween(set_alpha, 1.0, 0.0, 0.25, "in_quad"),
                         Call(hide)])


def hold(spec: BannerSpec) -> float:
    """How long a banner stays up (seconds at speed 1): 0.7 for a title and a short line,
    up to 1.5 for a long line to read (an exile vote's count, a crisis's cost)."""
    words = len(spec.sub.split())
    return min(1.5, 0.7 + max(0, words - 6) * 0.06)
