"""``python -m game ux-audit``: how many gestures each kind of action takes at the table
(issue 22 item 7).

A seeded game (one human seat, two bots) is played through the table's real input
handling: every gesture is a pygame event posted to the event queue (``pygame.event.post``)
and handed to the app by ``App.frame`` exactly as the main loop hands it the window's
events -- a click is a button press and release at a point, a key a key press, a drag a
press, moves and a release (one gesture).  The audit plays as a player who clicks what is
lit: for a board action it clicks the survivor, then a lit target of that kind
(``TableInput.board.targets()``), then, while a list is open, the entry that leads to that
kind.  Card actions (to the crisis, play a card, equip) go through :meth:`Audit.card_gesture`,
the seam for the hand's cards: by default the action bar's button, then the list's entry.

It measures, per kind, the most gestures one action took (``move attack barricade search
clean_waste to_crisis play_card equip``; ``-`` for a kind the game never offered), the
longest list any of those gestures opened, and the CPU the table takes at rest (the real
loop, ``App.loop``, waiting for the human's turn: ``rest_bench.measure``).  The last line
printed is::

    ux: clicks move=N attack=N barricade=N search=N clean_waste=N to_crisis=N play_card=N
    equip=N; longest-list=N; idle-table-cpu=N%

(on one line).  Follow-up questions of an action (a search's "draw another?", which card
to keep, an exposure) are answered as they come and are not counted: they are the game's
own choices, not the way to the action.  Numbers only, no pass/fail (the goal: every count
≤ 2, the longest list ≤ 6, idle ≤ 5%).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

import pygame

KINDS = ("move", "attack", "barricade", "search", "clean_waste", "to_crisis", "play_card", "equip")
BOARD = ("move", "attack", "barricade", "search", "clean_waste")
CARD = ("to_crisis", "play_card", "equip")
MOST_GESTURES = 8  # an action not done after this many gestures counts as failed


def action_kind(a: Any, content: Any = None) -> str | None:
    """The audit's kind of a legal action (None: not audited)."""
    t = getattr(a, "type", None)
    if t in BOARD:
        return str(t)
    if t == "contribute":
        return "to_crisis"
    if t == "play":
        return "equip" if getattr(a, "survivor", None) else "play_card"
    return None


class Audit:
    """Drives a table through posted events and counts the gestures."""

    def __init__(self, app: Any, table: Any, dt: float = 1 / 30) -> None:
        self.app = app
        self.table = table
        self.dt = dt
        self.gestures = 0
        self.longest = 0
        self.counts: dict[str, int] = {}
        self.how: dict[str, str] = {}  # kind -> the way its worst case went
        self.way = ""  # the way the action being measured went
        self.failed: list[str] = []
        # the hand's cards (game.client.table.panels.private or the cards' module) may set
        # this: kind -> a function (audit, action) performing that card action with
        # gestures (e.g. a drag), returning False when it could not
        self.card_ways: dict[str, Callable[[Audit, Any], bool]] = {}

    # ------------------------------------------------------------------ events
    def run(self, events: list[Any]) -> None:
        """Post ``events`` and hand the queue to the app, as the main loop does."""
        pygame.event.clear()
        for e in events:
            pygame.event.post(e)
        self.app.frame(self.dt, pygame.event.get())
        self.look()

    def idle(self, frames: int = 2) -> None:
        for _ in range(frames):
            self.app.frame(self.dt, [])
            self.look()

    def look(self) -> None:
        """The longest list on screen so far (a chooser's entries)."""
        top = self.app.stack.top
        buttons = getattr(top, "buttons", None)
        if getattr(top, "actions", None) is not None and buttons:
            self.longest = max(self.longest, len(buttons))

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        self.gestures += 1
        self.run(
            [
                pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
            ]
        )

    def key(self, k: int, mod: int = 0) -> None:
        self.gestures += 1
        self.run(
            [
                pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0),
                pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0),
            ]
        )

    def drag(self, start: tuple[int, int], end: tuple[int, int], steps: int = 6) -> None:
        """One gesture: press at ``start``, move to ``end``, release there."""
        self.gestures += 1
        events = [
            pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
        ]
        self.run(events)
        for i in range(1, steps + 1):
            p = (
                start[0] + (end[0] - start[0]) * i // steps,
                start[1] + (end[1] - start[1]) * i // steps,
            )
            self.run([pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))])
        self.run([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])

    # ------------------------------------------------------------------ where to click
    def point_in(
        self, rect: pygame.Rect, ok: Callable[[tuple[int, int]], bool]
    ) -> tuple[int, int] | None:
        """A point of ``rect`` where ``ok`` holds (its centre first)."""
        if ok(rect.center):
            return rect.center
        step = max(2, min(rect.width, rect.height) // 6)
        for y in range(rect.top + 1, rect.bottom - 1, step):
            for x in range(rect.left + 1, rect.right - 1, step):
                if ok((x, y)):
                    return (x, y)
        return None

    def choose_in_list(self, want: Callable[[Any], bool]) -> bool:
        """While a list is open: click the entry that is (or leads to) a wanted action."""
        from game.client.scenes.table.lists import flatten

        top = self.app.stack.top
        actions = getattr(top, "actions", None)
        if actions is None:
            return False
        for b, a in zip(top.buttons, actions, strict=False):
            if any(want(x) for x in flatten([a])):
                if b.rect.width == 0:  # scrolled out of view: a key gets there too
                    i = top.buttons.index(b)
                    if i < 9:
                        self.key(pygame.K_1 + i)
                        return True
                    continue
                self.click(b.rect.center)
                return True
        return False

    # ------------------------------------------------------------------ one action
    def done(self, n: int, kind: str) -> bool:
        s = self.table.session
        content = s.content
        from game.engine.actions import parse_action

        for entry in s.log[n:]:
            try:
                a = parse_action(entry)
            except Exception:  # noqa: BLE001 -- a decision answer, not a turn action
                continue
            if action_kind(a, content) == kind:
                return True
        return False

    def board_action(self, kind: str, action: Any) -> int | None:
        """Gestures to do ``action`` (of ``kind``) on the board: its survivor, then a lit
        target of that kind, then the list's entries until it is done."""
        from game.client.table.dice_pin import same_but_die
        from game.client.table.targets import Target, target_at

        tb = self.table
        s = tb.session
        n, g0 = len(s.log), self.gestures
        want_key = same_but_die(action)

        def want(a: Any) -> bool:
            return bool(
                action_kind(a) == kind
                and getattr(a, "survivor", None) == action.survivor
                and (kind == "clean_waste" or same_but_die(a) == want_key)
            )

        sid = action.survivor
        if tb.selected != sid:
            rect = tb.hits.survivors.get(sid)
            if rect is None:
                return None
            self.click(rect.center)
        targets = tb.input.board.targets()
        tkind = "play" if kind in ("equip", "play_card") else kind  # a card in the hand
        target = next(
            (t for t in targets if t.kind == tkind and any(want(a) for a in t.acts)), None
        )
        if target is None:
            return None
        aim: Target = target

        def ok(p: tuple[int, int]) -> bool:
            hit = tb.hits.at(p)
            return target_at(targets, p) is aim and not (
                hit is not None and hit[0] == "survivor" and aim.kind != "attack"
            )

        p = self.point_in(target.rect, ok)
        if p is None:
            return None
        self.click(p)
        while not self.done(n, kind) and self.gestures - g0 < MOST_GESTURES:
            if not self.choose_in_list(want):
                break
        return self.gestures - g0 if self.done(n, kind) else None

    def card_gesture(self, kind: str, action: Any) -> int | None:
        """Gestures to do a card ``action`` (to_crisis, play_card, equip).  The hand's own
        way when one is registered in ``card_ways`` (a drag of the card to its target),
        else the action bar's button and the list's entries."""
        tb = self.table
        s = tb.session
        n, g0 = len(s.log), self.gestures
        from game.client.table.dice_pin import same_but_die

        want_key = same_but_die(action)

        def want(a: Any) -> bool:
            return bool(action_kind(a) == kind and same_but_die(a) == want_key)

        way = self.card_ways.get(kind)
        self.way = "drag"
        if way is not None and way(self, action):
            self.idle(1)
            return self.gestures - g0 if self.done(n, kind) else None
        self.way = "survivor, then the card"
        if getattr(action, "survivor", None):  # on the board: the survivor, then the card
            g = self.board_action(kind, action)
            if g is not None:
                return g
            n, g0 = len(s.log), self.gestures
            if tb.selected is not None:
                tb.select(None)
                self.idle(1)
        self.way = "action bar, then the list"
        button = tb.action_buttons.get(action.type)
        if button is None or not button.visible or button.rect.width == 0:
            return None
        self.click(button.rect.center)
        while not self.done(n, kind) and self.gestures - g0 < MOST_GESTURES:
            if not self.choose_in_list(want):
                break
        return self.gestures - g0 if self.done(n, kind) else None

    # ------------------------------------------------------------------ the game
    def settle(self, frames: int = 400) -> bool:
        """Run frames, answering follow-up questions (first enabled answer) and the
        bots' turns, until the human has the turn on the table; False: the game ended."""
        from game.client.scenes.dialog import ConfirmScene
        from game.client.scenes.prompt import DraftScene, PromptScene

        tb = self.table
        s = tb.session
        for _ in range(frames):
            self.app.frame(self.dt, [])
            top = self.app.stack.top
            if isinstance(top, DraftScene):
                a = top.legal[0]
                top.keep, top.leader = list(a.keep), a.leader
                top.confirm()
                continue
            if isinstance(top, PromptScene):
                enabled = [k for k, b in zip(top.keys, top.buttons, strict=True) if b.enabled]
                stop = [k for k in enabled if k in ("stop", "no")]
                top.answer((stop or enabled)[0])
                continue
            if isinstance(top, ConfirmScene):
                top.yes.activate()
                continue
            if top is not tb and getattr(top, "actions", None) is not None:
                top.close()  # a list left open
                continue
            d = s.decision()
            if d is None:
                return False
            if (
                d["kind"] == "turn"
                and d["player"] == 0
                and top is tb
                and tb.director.idle
                and tb.viewer == 0
            ):
                return True
        return False

    def survey(self) -> None:
        """Every list the turn can show, looked at (the longest counts; these are not
        gestures of any action): each action bar button's list and each survivor's
        (Enter), every group in them opened in turn, each closed again (Esc) without
        acting."""
        tb = self.table
        g0 = self.gestures
        for t, b in list(tb.action_buttons.items()):
            if b.visible and b.enabled and t != "end_turn":

                def button(b: Any = b) -> None:
                    self.click(b.rect.center)

                self.visit(button)
        for sid in list(tb.hits.survivors):
            if tb.input.survivor_actions(sid):

                def survivor(sid: str = sid) -> None:
                    tb.select(sid)
                    self.key(pygame.K_RETURN)

                self.visit(survivor)
        tb.select(None)
        self.idle(1)
        self.gestures = g0

    def visit(self, opener: Callable[[], None], depth: int = 0) -> None:
        """Open a list (``opener``), then each of its groups in turn (the list is opened
        anew for each: choosing a group closes it)."""
        from game.client.scenes.table.lists import Group

        tb = self.table
        opener()
        top = self.app.stack.top
        if top is tb or getattr(top, "actions", None) is None:
            return
        groups = [i for i, a in enumerate(top.actions) if isinstance(a, Group)]
        self.key(pygame.K_ESCAPE)
        if depth >= 4:
            return
        for i in groups:
            if i < 9:

                def deeper(i: int = i) -> None:
                    opener()
                    self.key(pygame.K_1 + i)

                self.visit(deeper, depth + 1)

    def end_turn(self) -> None:
        tb = self.table
        if tb.selected is not None:
            tb.select(None)
        end = [a for a in tb.my_turn_actions() if a.type == "end_turn"]
        if end:
            tb.submit(end[0])

    def play(self, turns: int) -> None:
        """Up to ``turns`` turns of the human: each measures every kind it can, the kinds
        not measured yet first."""
        for _ in range(turns):
            if not self.settle():
                return
            tried: set[str] = set()
            self.survey()
            while True:
                if not self.settle():
                    return
                acts = self.table.my_turn_actions()
                # the card a player would give the crisis: a matching one first
                acts = sorted(acts, key=lambda a: self.table.input.crisis_match(a) is False)
                kinds: dict[str, Any] = {}
                for a in acts:
                    k = action_kind(a)
                    if k is not None and k not in tried:
                        kinds.setdefault(k, a)
                if not kinds:
                    break
                order = sorted(kinds, key=lambda k: (k in self.counts, KINDS.index(k)))
                kind = order[0]
                tried.add(kind)
                self.measure(kind, kinds[kind])
            self.end_turn()
            if all(k in self.counts for k in KINDS):
                return

    def measure(self, kind: str, action: Any) -> None:
        """One action of ``kind`` from a table with nothing selected (the worst case: a
        player who goes on with the survivor just used saves its click)."""
        if self.table.selected is not None:
            self.table.select(None)
            self.idle(1)
        self.way = "survivor, then a lit target"
        g = self.card_gesture(kind, action) if kind in CARD else self.board_action(kind, action)
        if g is None:
            self.failed.append(f"{kind} ({action!r})")
            self.table.select(None)
            while (
                self.app.stack.top is not self.table
                and getattr(self.app.stack.top, "actions", None) is not None
            ):
                self.app.stack.top.close()
            return
        if g >= self.counts.get(kind, 0):
            self.how[kind] = self.way
        self.counts[kind] = max(self.counts.get(kind, 0), g)

    def line(self, cpu: float) -> str:
        def n(k: str) -> str:
            if k in self.counts:
                return str(self.counts[k])
            return "-"

        clicks = " ".join(f"{k}={n(k)}" for k in KINDS)
        return f"ux: clicks {clicks}; longest-list={self.longest}; idle-table-cpu={cpu:.0f}%"


def audit(
    seed: int = 3,
    turns: int = 4,
    size: tuple[int, int] = (1280, 720),
    idle_seconds: float = 3.0,
    setup: Callable[[Audit], None] | None = None,
) -> tuple[Audit, float]:
    """Play and measure; the audit and the idle CPU share (% of one core)."""
    from game.client.headless import headless_app
    from game.client.scenes.table.scene import TableScene
    from game.devtools.rest_bench import measure
    from game.engine import GameConfig, Seat
    from game.session.session import Session

    app = headless_app(size)
    s = Session(
        GameConfig(
            seats=[Seat(name="Ana"), Seat(name="Ben", bot=True), Seat(name="Cleo", bot=True)],
            seed=seed,
        ),
        autosave=False,
    )
    app.session = s
    t = TableScene(app, s)
    t.fast = True
    app.stack.push(t)
    a = Audit(app, t)
    if setup is not None:
        setup(a)
    register_card_ways(a)
    a.play(turns)
    cpu = -1.0
    if idle_seconds > 0 and a.settle():
        t.fast = False
        cpu = measure(app, idle_seconds)["cpu"]
    app.close_session()
    pygame.quit()
    return a, cpu


def _zone_key(action: Any) -> list[tuple]:
    """The hand's drop targets (``Zone.key``) that play ``action``."""
    if action.type == "contribute":
        return [("crisis",)]
    if getattr(action, "die", None) is not None:
        return [("die", action.die)]
    if getattr(action, "survivor", None):
        return [("survivor", action.survivor)]
    return [("food",), ("colony",)]


def hand_drag(a: Audit, action: Any) -> bool:
    """A card action as one drag: the card from the hand to its lit target (the hand's
    input, ``TableInput.hand``: issue 22 item 1).  False when the client has no such hand
    or the card is not drawn."""
    tb = a.table
    hand = getattr(tb.input, "hand", None)
    if hand is None:
        return False
    v = hand.view
    base = str(action.card).split("#", 1)[0]
    i = next((k for k, u in enumerate(v.uids) if u == action.card), None)
    if i is None:
        i = next((k for k, u in enumerate(v.uids) if u.split("#", 1)[0] == base), None)
    if i is None or i >= len(v.slices):
        return False
    zones = hand.zones(v.uids[i])
    keys = _zone_key(action)
    zone = next((z for z in zones if z.key in keys and z.action is not None), None)
    if zone is None:
        return False

    def first(p: tuple[int, int]) -> Any:
        hits = [z for z in zones if z.rect.collidepoint(p)]
        return min(hits, key=lambda z: z.rect.width * z.rect.height) if hits else None

    end = a.point_in(zone.rect, lambda p: first(p) is zone)
    start = a.point_in(v.slices[i], lambda p: v.card_at(p) == i)
    if end is None or start is None:
        return False
    a.drag(start, end)
    return True


def register_card_ways(a: Audit) -> None:
    """The card kinds as the hand plays them: one drag each (when the client's hand takes
    drags; otherwise the audit clicks the survivor and the card, or the action bar)."""
    for kind in CARD:
        a.card_ways[kind] = hand_drag


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game ux-audit")
    p.add_argument("--seed", type=int, default=3)
    p.add_argument("--turns", type=int, default=4, help="the human's turns played (default 4)")
    p.add_argument("--size", default="1280x720")
    p.add_argument(
        "--idle",
        type=float,
        default=3.0,
        help="seconds the table is measured at rest (0: not measured)",
    )
    args = p.parse_args(argv)
    from game.client.headless import use_dummy_drivers

    use_dummy_drivers()
    w, h = (int(v) for v in args.size.lower().split("x"))
    a, cpu = audit(args.seed, args.turns, (w, h), args.idle)
    for k in KINDS:
        print(f"  {k:<12} {a.counts.get(k, '-')} gesture(s)  {a.how.get(k, '')}")
    if a.failed:
        print("  not done through the table:")
        for f in a.failed:
            print(f"    {f}")
    print(a.line(cpu))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
