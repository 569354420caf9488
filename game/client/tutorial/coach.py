"""The guided first game ("Learn to play" on the title).

A normal engine game — one human seat ("You") against two bots, the tutorial main
objective, a fixed seed — with a coach on top: a box of words that explains one thing at a
time, lights up what to click and waits until the player has done it (or, for a pure
explanation, until Next).  The coach never acts and never changes the game: it only reads
the session's events and the table's widgets.  The player can stop the coaching at any
time (the game goes on as a normal game) or leave the game from the menu as usual.

:func:`start` opens it; :class:`Coach` is an overlay of the app (drawn above every scene,
so that it stays readable above the choosers); :data:`STEPS` is the script.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.client.core import ui
from game.client.tutorial.pointer import Arrow, Placement, draw_arrow
from game.i18n import N_, _

if TYPE_CHECKING:
    from game.client.core.app import App
    from game.client.scenes.table.scene import TableScene

SEED = 5  # a normal (not betrayer) secret objective, and every step doable in turn 1
OBJECTIVE = "m_stores_against_the_dark"
HUMAN = 0
BOTS = ("Rosa", "Milo")


def config() -> Any:
    from game.engine import GameConfig, Seat

    seats = [Seat(name="Player"), *(Seat(name=n, bot=True, bot_kind="easy") for n in BOTS)]
    return GameConfig(seats=seats, main_objective=OBJECTIVE, seed=SEED)


def start(app: App) -> Coach:
    """Open the tutorial game with its coach (replacing the current scene)."""
    from game.client.scenes.table.scene import TableScene
    from game.session.session import Session

    session = Session(config(), background_saves=True)
    app.close_session()
    app.session = session
    table = TableScene(app, session)
    app.stack.replace(table)
    coach = Coach(app, table)
    app.overlays.append(coach)
    return coach


GLOW_EVERY = 0.125  # seconds between two pictures of the coach's pulsing light (at rest)


# ----------------------------------------------------------------------------- the script


@dataclass
class Step:
    id: str
    title: str
    text: str
    # the step is over when this says so (None: an explanation, the player presses Next)
    done: Callable[[Coach], bool] | None = None
    # what to light up (screen rects, read from the table's widgets each frame)
    targets: Callable[[Coach], list[pygame.Rect]] = field(default=lambda c: [])
    # why the step cannot be done now (then Next skips it), or None
    blocked: Callable[[Coach], str | None] = field(default=lambda c: None)
    # which action type the step asks for (the headless run and the highlights use it)
    action: str | None = None
    # the words instead once the game is over (read on the game over screen), if others
    over_text: str | None = None


def _mine(kind: str) -> Callable[[Coach], bool]:
    """Done when an event of ``kind`` happened on the human's turn since the step began."""
    return lambda c: c.happened(kind)


def _my_turn(c: Coach) -> bool:
    d = c.table.session.decision()
    return d is not None and d["kind"] == "turn" and int(d["player"]) == HUMAN and \
        c.app.stack.top is c.table and c.table.director.idle


def _need(action: str, why: str) -> Callable[[Coach], str | None]:
    def blocked(c: Coach) -> str | None:
        if not _my_turn(c):
            return None  # a chooser is open, or the table is still showing something
        return None if any(a.type == action for a in c.table.my_turn_actions()) else why
    return blocked


def _button(t: str) -> Callable[[Coach], list[pygame.Rect]]:
    def rects(c: Coach) -> list[pygame.Rect]:
        b = c.table.action_buttons.get(t)
        return [b.rect] if b is not None and b.rect.width and b.enabled else []
    return rects


def _survivors_and_places(c: Coach) -> list[pygame.Rect]:
    t = c.table
    hits = t.hits
    if t.selected is not None:
        return [hits.locations[lid] for lid in t.hl.locations if lid in hits.locations]
    mine = [sid for sid, info in t.view.get("survivors", {}).items()
            if info.get("owner") == HUMAN]
    return [hits.survivors[sid] for sid in mine if sid in hits.survivors]


def _on_board(kind: str) -> Callable[[Coach], list[pygame.Rect]]:
    """Where a board action of ``kind`` is done: the survivors that may do it, then, once
    one is selected, its lit targets of that kind (issue 22 item 2: a survivor, then a
    lit target)."""
    def rects(c: Coach) -> list[pygame.Rect]:
        t = c.table
        acts = [a for a in t.my_turn_actions() if a.type == kind]
        if t.selected is not None:
            lit = [g.rect for g in t.input.board.targets() if g.kind == kind]
            if lit:
                return lit
        sids = {getattr(a, "survivor", None) for a in acts}
        return [t.hits.survivors[sid] for sid in sids if sid in t.hits.survivors]
    return rects


def _draft_cards(c: Coach) -> list[pygame.Rect]:
    """What the draft asks for next: the cards still to choose from while fewer than
    needed are kept, then Confirm (never a kept card: it is done with)."""
    from game.client.scenes.prompt import DraftScene

    top = c.app.stack.top
    if not isinstance(top, DraftScene):
        return []
    if len(top.keep) >= top.keep_n:
        return [top.b_ok.rect]
    return [b.rect for b, sid in zip(top.cards, top.dealt, strict=True) if sid not in top.keep]


def _area(name: str) -> Callable[[Coach], list[pygame.Rect]]:
    def rects(c: Coach) -> list[pygame.Rect]:
        from game.client.table.board import area

        return [area(c.table.layout(), name)]
    return rects


def _drafted(c: Coach) -> bool:
    return any(e.type == "SurvivorsDrafted" and e.data.get("player") == HUMAN
               for e in c.table.session.events)


def matching_cards(c: Coach) -> list[Any]:
    """The To crisis actions with a card that matches the crisis (+1, CRISIS-04)."""
    t = c.table
    crisis = t.session.content.crises.get((t.view.get("crisis") or {}).get("card") or "")
    if crisis is None:
        return []
    return [a for a in t.my_turn_actions() if a.type == "contribute"
            and t.names.item_type(getattr(a, "card", None)) in crisis.prevent]


def _crisis_blocked(c: Coach) -> str | None:
    """The crisis step never asks for a card that would count against the crisis: with no
    matching card in hand the player adds nothing (issue 20 item 9)."""
    why = _need("contribute", N_("You have no card to add now."))(c)
    if why is not None or not _my_turn(c) or matching_cards(c):
        return why
    return N_("None of your cards matches this crisis, and any other card would count −1 "
              "against it: add nothing this time.")


def _colony_done(c: Coach) -> bool:
    """The colony phase after the player's turn was played, and the player's next turn
    came (or the game ended in it)."""
    return c.happened("ObjectiveChecked", any_turn=True) and (
        _my_turn(c) or bool(c.table.session.over))


STEPS: list[Step] = [
    Step("welcome", N_("Welcome to the colony"),
         N_("This is a real game: you (Player) and two bots, Rosa and Milo, share a colony "
            "through the winter. I will explain one thing at a time and wait for you. Press "
            "Next (N) to go on; Stop tutorial leaves you to play on alone.")),
    Step("draft", N_("Choose your survivors"),
         N_("You were dealt survivors. Keep two (click a card, or press its number): each gives "
         "you an action die. One of them leads your group (★). Any two will do. Then Confirm."),
         done=_drafted, targets=_draft_cards),
    Step("wait_turn", N_("The others play first"),
         N_("Players take turns. Watch the log on the right: it says what each bot does. The "
         "coach goes on when it is your turn."), done=_my_turn, targets=_area("log")),
    Step("dice", N_("Your dice"),
         N_("At the start of each round every player rolls action dice: one for each survivor "
         "plus one. Most actions spend one die, and the die's number matters: an attack or a "
         "search needs a high enough die. Your dice are in your private panel at the bottom."),
         targets=_area("private")),
    Step("secret", N_("Your secret objective"),
         N_("Everybody wants the colony to survive — but each player also has a secret "
         "objective, and only those who meet it win. One of you may even be a betrayer. "
         "Press Show secret objective to read yours (only you see it)."),
         done=lambda c: bool(c.any_table.show_secret),
         targets=lambda c: [c.any_table.b_secret.rect]),
    Step("move", N_("Moving and exposure"),
         N_("Click one of your survivors: the places it can go light up. Click one, e.g. the "
         "Grocery Store. Moving is free (no die), but each move outside the colony rolls the "
         "exposure die: blank, a wound, frostbite (a wound that adds another each turn) or a "
         "bite (the survivor dies and it may spread)."),
         done=_mine("SurvivorMoved"), targets=_survivors_and_places, action="move",
         blocked=_need("move", N_("None of your survivors can move now."))),
    Step("search", N_("Searching and noise"),
         N_("Outside the colony a survivor can search the place's deck: click the survivor, "
         "then the lit deck of its place (a die at least its search number is spent for you). "
         "You draw a card; you may draw more, but each extra card leaves a noise token, and "
         "noise can bring zombies. Keep one card."),
         done=_mine("SearchKept"), targets=_on_board("search"), action="search",
         blocked=_need("search", N_("No survivor can search now (they must be outside the "
                                 "colony, with a die at least their search number)."))),
    Step("attack", N_("Attacking"),
         N_("Zombies gather at each place's entrances. Click a survivor, then a zombie ringed "
         "red at its place: a die at least the survivor's attack number kills it. A fight is "
         "dangerous: you roll the exposure die afterwards."),
         done=_mine("ZombieKilled"), targets=_on_board("attack"), action="attack",
         blocked=_need("attack", N_("No attack is possible now (no zombie where your survivors "
                                 "are, or no die high enough)."))),
    Step("barricade", N_("Barricades"),
         N_("A barricade fills an entrance space, so one zombie fewer can get in. Any die will "
         "do: click a survivor, then a lit entrance of its place."),
         done=_mine("BarricadePlaced"), targets=_on_board("barricade"), action="barricade",
         blocked=_need("barricade", N_("No barricade can be built now (no die left, or no free "
                                    "entrance space)."))),
    Step("crisis", N_("The crisis"),
         N_("Each round brings a crisis (bottom left: what it needs and what happens if it is "
         "not prevented). Add matching cards from your hand, face down: each matching card "
         "counts +1, any other −1. Press To crisis — the chooser marks the matching cards."),
         done=_mine("CardContributed"),
         targets=lambda c: [*(_button("contribute")(c) if matching_cards(c) else []),
                            *_area("crisis")(c)],
         action="contribute", blocked=_crisis_blocked),
    Step("crossroads", N_("Crossroads"),
         N_("At the start of your turn another player drew a crossroads card for you and keeps "
         "it hidden (see \"crossroads for Player\" in the strip): a story event that happens "
         "only if its condition comes true during your turn — a place, a survivor, an "
         "action. If it does, it is read out and you choose between its options."),
         targets=_area("players")),
    Step("end_turn", N_("Ending your turn"),
         N_("Unused dice are of no use after your turn. When you are done, press End turn."),
         done=_mine("TurnEnded"), targets=_button("end_turn"), action="end_turn"),
    Step("colony", N_("The colony phase"),
         N_("After everyone has played comes the colony phase: the colony eats 1 food per 2 "
         "survivors, a full waste pile costs morale, the crisis is revealed, zombies arrive "
         "(1 per 2 survivors at the colony, 1 per survivor elsewhere, more with noise), and "
         "the objective is checked. Watch the log; the coach goes on at your next turn."),
         done=_colony_done, targets=_area("log")),
    Step("morale", N_("Morale and the end"),
         N_("Morale (top) falls when survivors die or crises are not prevented. At 0 the game "
         "is lost for the colony; when the round track reaches 0 too. The main objective "
         "(bottom left) wins it for the colony — each player still needs their secret "
         "objective to win."), targets=_area("top")),
    Step("vote", N_("Voting and exile"),
         N_("If you suspect a betrayer, Exile vote lets you call a vote to throw a player out. "
         "Everyone votes in secret. An exiled player leaves the colony, gets a new objective "
         "and can no longer add to crises. Use it when the evidence is strong."),
         targets=_button("exile_vote")),
    Step("done", N_("You know the basics"),
         N_("That is the whole turn. F1 opens the rules and a legend of the icons; hover a card "
         "to read it, right-click or Z to zoom. The game goes on: play it to the end, or "
         "leave from the menu (Esc). Press Next to close the coach."),
         over_text=N_("That is the whole turn. F1 opens the rules and a legend of the icons; "
                      "hover a card to read it, right-click or Z to zoom. This game is over: "
                      "play again, or go back to the title. Press Next to close the coach.")),
]


# ----------------------------------------------------------------------------- the coach
class Coach:
    """The tutorial's overlay: the current step's words, its lit targets, Next / Stop."""

    def __init__(self, app: App, table: TableScene, steps: list[Step] | None = None) -> None:
        self.app = app
        self.table: TableScene = table
        self.steps = steps or STEPS
        self.index = 0
        self.mark = len(table.session.events)  # events before this step began
        self.finished = False
        self.stopped = False
        self.clock = 0.0
        self.outcomes: dict[str, str] = {}  # step id -> "done", "read" or "skipped"
        self.hit: int | None = None  # just after the event that ended the step (happened)
        self._focused: tuple[int, Any] = (-1, None)  # (step, widget) last given the focus
        self.box = pygame.Rect(0, 0, 0, 0)
        self.arrow: Arrow | None = None  # from the box to what it points at (pointer.py)
        self.b_next = ui.Button(N_("Next (N)"), self.next)
        self.b_stop = ui.Button(N_("Stop tutorial"), self.stop)

    # ------------------------------------------------------------------ state
    @property
    def any_table(self) -> Any:
        """The table, untyped (for the script's lambdas, read before the table's class)."""
        return self.table

    @property
    def step(self) -> Step | None:
        return self.steps[self.index] if 0 <= self.index < len(self.steps) else None

    def happened(self, kind: str, any_turn: bool = False) -> bool:
        """An event of ``kind`` since the step began (``any_turn``), or done by the human
        since the step began or their latest turn did, whichever is earlier: an action
        done in their turn before the coach asked for it counts.  The event found is
        where the next step begins (:meth:`advance`): when the human ends the round, the
        colony phase comes in the same batch of events as their end of turn, and the next
        step must still see it (issue 20 item 6)."""
        events = self.table.session.events
        start = min(self.mark, len(events))
        if not any_turn:  # from the start of the human's latest turn
            start = next((i for i in range(start - 1, -1, -1) if events[i].type ==
                          "TurnStarted" and events[i].data.get("player") == HUMAN), start)
        turn: int | None = None  # whose turn it is at ``start``
        for i in range(start - 1, -1, -1):
            e = events[i]
            if e.type in ("TurnStarted", "TurnEnded"):
                turn = int(e.data.get("player", -1)) if e.type == "TurnStarted" else None
                break
        for i in range(start, len(events)):
            e = events[i]
            if e.type == "TurnStarted":
                turn = int(e.data.get("player", -1))
            if e.type != kind:
                if e.type == "TurnEnded":
                    turn = None
                continue
            who = e.data.get("player")
            if who is None and kind == "ZombieKilled":
                sv = self.table.view.get("survivors", {}).get(e.data.get("by"), {})
                who = sv.get("owner")
            if who is None:  # e.g. a barricade: whose turn it was
                who = turn
            if any_turn or who == HUMAN:
                self.hit = i + 1
                return True
        return False

    def reason_blocked(self) -> str | None:
        st = self.step
        return st.blocked(self) if st is not None and st.done is not None else None

    def can_next(self) -> bool:
        st = self.step
        return st is not None and (st.done is None or self.reason_blocked() is not None)

    def next(self) -> None:
        if self.can_next():
            st = self.step
            self.advance("read" if st is not None and st.done is None else "skipped")

    def advance(self, outcome: str = "done") -> None:
        st = self.step
        if st is not None:
            self.outcomes[st.id] = outcome
        self.index += 1
        # the next step begins right after what ended this one (the events after it may
        # have come in the same batch: they belong to the next step)
        self.mark = len(self.table.session.events) if self.hit is None else self.hit
        self.hit = None
        if self.index >= len(self.steps):
            self.finish()

    def finish(self) -> None:
        self.finished = True
        self.close()

    def stop(self) -> None:
        self.stopped = True
        self.close()

    def close(self) -> None:
        if self in self.app.overlays:
            self.app.overlays.remove(self)

    @property
    def active(self) -> bool:
        """Shown and listening: the tutorial's table is on screen (not under a menu)."""
        from game.client.scenes.dialog import ConfirmScene
        from game.client.scenes.gameover import GameOverScene
        from game.client.scenes.prompt import ActionPickerScene, DraftScene, PromptScene

        top = self.app.stack.top
        if isinstance(top, GameOverScene):  # the game ended: the explanations left
            return top.table is self.table
        return top is self.table or isinstance(top, (DraftScene, PromptScene,
                                                     ActionPickerScene, ConfirmScene))

    # ------------------------------------------------------------------ overlay API
    def redraw_in(self) -> float | None:
        """The light around what the coach points at pulses (drawn a few times a second:
        its width changes by a pixel or two); nothing while the coach is hidden."""
        return GLOW_EVERY if self.step is not None and self.active else None

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.table not in self.app.stack.scenes:  # the game was left
            self.close()
            return
        over = self.table.session.over
        cur = self.step
        while cur is not None and cur.done is not None:
            self.hit = None
            if cur.done(self):
                self.advance()
            elif over:  # nothing more can be done: what is left to read stays
                self.advance("game over")
            else:
                break
            cur = self.step
        self.hit = None
        self._focus_button()

    def _focus_button(self) -> None:
        """The step's own widget (its action button, Show secret objective) takes the
        table's keyboard focus when it can be pressed; while it cannot, or the step has
        none, no widget has it.  The focus ring is drawn like the coach's light: the button
        of the step before must not stay lit (issue 20 item 16), nor one the coach advises
        against (To crisis with no matching card).  Applied when that changes only, so the
        player may move the focus on as usual."""
        st = self.step
        t = self.table
        own: Any = None
        if st is not None and self.reason_blocked() is None:
            targets = self.targets()
            own = next((w for w in t.focus.widgets if getattr(w, "visible", True) and
                        getattr(w, "enabled", True) and
                        any(getattr(w, "rect", None) is r for r in targets)), None)
        want = (self.index, own)
        if want == self._focused:
            return
        self._focused = want
        if own is not None:
            t.focus.focus_widget(own)
        else:
            t.focus.blur()

    def handle(self, event: Any) -> bool:
        from game.client.tutorial.focus import card_pinned

        if not self.active or card_pinned(self):  # a card shown large takes the keys
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_n:
            self.next()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in (self.b_next, self.b_stop):
                if b.rect.collidepoint(event.pos) and (b is self.b_stop or self.can_next()):
                    b.activate()
                    return True
        return False

    def targets(self) -> list[pygame.Rect]:
        from game.client.scenes.gameover import GameOverScene

        st = self.step
        if st is None or isinstance(self.app.stack.top, GameOverScene):
            return []  # (the table is no longer on screen)
        try:
            return [r for r in st.targets(self) if r.width and r.height]
        except (AttributeError, KeyError):
            return []

    def focus_rects(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """What the coach's box must leave in view: the step's lit targets, what the step
        is about on the board, the overlays the table shows now and an open chooser with
        its card (:func:`game.client.tutorial.focus.keep_clear`); for the draft every
        card, its Make leader button and Confirm."""
        from game.client.scenes.gameover import GameOverScene
        from game.client.scenes.prompt import DraftScene
        from game.client.tutorial.focus import keep_clear

        top = self.app.stack.top
        if isinstance(top, DraftScene):
            return [b.rect for b in (*top.cards, *top.leads, top.b_ok) if b.rect.width]
        if isinstance(top, GameOverScene):  # who won, and the way on
            return top.focus_rects()
        return keep_clear(self, surface)

    def layout(self, surface: pygame.Surface, text: str, focus: list[pygame.Rect],
               targets: list[pygame.Rect] | None = None) -> Placement:
        """Where the box goes (beside a target, with an arrow to it: ``pointer.place``),
        its lines and whether it is the wide, flat kind (the buttons beside the title):
        a normal box, a wider one or a flat one across the window, clear of every focus
        rect and, where it can, of the table's player strip, private panel and action
        bar."""
        from game.client.scenes.prompt import DraftScene
        from game.client.tutorial.pointer import place

        app = self.app
        w, h = surface.get_size()
        bounds = pygame.Rect(app.px(6), app.px(44), w - app.px(12), h - app.px(50))
        lh = app.fonts.line_height(app.px(14))

        def measure(bw: int, flat: bool) -> tuple[int, list[str]]:
            lines = app.fonts.wrap(text, app.px(14), bw - app.px(28))
            return app.px(48) + len(lines) * lh + app.px(12 if flat else 54), lines

        below = isinstance(app.stack.top, DraftScene)  # under the cards, above the footer
        bh = measure(app.px(480), False)[0]
        prefer = (w // 2, h - bh // 2) if below else (w // 2, app.px(44) + bh // 2)
        soft = self.table.toast_keep_clear(surface) if self.table in app.stack.scenes else []
        sizes = ((app.px(480), False), (app.px(680), False), (min(app.px(1040), w), True))
        return place(sizes, measure, bounds, targets or [], focus, soft, app.px(34), prefer,
                     inset=app.px(14))

    def draw(self, surface: pygame.Surface) -> None:
        from game.client.tutorial.focus import card_pinned

        st = self.step
        self.box = pygame.Rect(0, 0, 0, 0)  # nothing drawn (hover cards need not avoid it)
        self.arrow = None
        if st is None or not self.active or card_pinned(self):
            return
        app = self.app
        pal = app.art.pal
        glow = 0.5 + 0.5 * math.sin(self.clock * 5)
        focus = self.focus_rects(surface)
        chooser = app.stack.top
        cover = None
        if chooser is not None and chooser is not self.table and hasattr(chooser, "box"):
            try:
                cover = chooser.box(surface)
            except (AttributeError, TypeError, ValueError):
                cover = None
        # a target under the open chooser gets no ring (it would sit on its options) and
        # no arrow
        shown = [r for r in self.targets() if cover is None or not cover.colliderect(r)]
        for r in shown:
            w = max(2, app.px(3 + 2 * glow))
            pygame.draw.rect(surface, pal.highlight, r.inflate(app.px(8), app.px(8)), w,
                             border_radius=app.px(8))
        over = st.over_text is not None and bool(self.table.session.over)
        text = _(st.over_text if over and st.over_text else st.text)
        why = self.reason_blocked()
        if why:
            text = _("{text}  ({reason} Press Next to go on.)").format(text=text, reason=_(why))
        spot = self.layout(surface, text, focus, shown)
        self.box, self.arrow, lines, flat = spot.box, spot.arrow, spot.lines, spot.flat
        box = self.box
        if self.arrow is not None:
            draw_arrow(surface, self.arrow, pal.highlight, pal.bg, app.px(4), app.px(16))
        lh = app.fonts.line_height(app.px(14))
        ui.panel(surface, app, box, pal.bg2, pal.highlight)
        ui.text(surface, app, _("Coach · {n}/{total}").format(n=self.index + 1,
                                                               total=len(self.steps)),
                (box.x + app.px(14), box.y + app.px(10)), 12, pal.text_dim)
        nxt = self.can_next()
        buttons_w = app.px(150 + 10 + (120 if nxt else 200) + 10) if flat else 0
        ui.text(surface, app, _(st.title), (box.x + app.px(14), box.y + app.px(24)), 17,
                pal.highlight, bold=True, max_w=box.width - app.px(28) - buttons_w)
        y = box.y + app.px(48)
        for line in lines:
            surface.blit(app.fonts.render(line, app.px(14), pal.text), (box.x + app.px(14), y))
            y += lh
        # Stop tutorial, then Next (or "waiting for you…"): along the bottom, or (flat) at
        # the right of the title; a flat box that waits has Stop at its right end
        by = box.y + app.px(12) if flat else box.bottom - app.px(40)
        sx = (box.right - app.px(14 + 150) - (app.px(120 + 10) if nxt else 0) if flat
              else box.x + app.px(14))
        self.b_stop.rect = pygame.Rect(sx, by, app.px(150), app.px(30))
        self.b_next.rect = pygame.Rect(box.right - app.px(134), by, app.px(120), app.px(30))
        mouse = pygame.mouse.get_pos()
        self.b_stop.draw(surface, app, False, self.b_stop.rect.collidepoint(mouse))
        if nxt:
            self.b_next.label = N_("Skip (N)") if why else (
                N_("Close (N)") if self.index == len(self.steps) - 1 else N_("Next (N)"))
            self.b_next.draw(surface, app, True, self.b_next.rect.collidepoint(mouse))
        else:
            right = self.b_stop.rect.x - app.px(10) if flat else box.right - app.px(14)
            room = app.px(200) if flat else right - self.b_stop.rect.right - app.px(10)
            ui.text(surface, app, self.waiting_text(), (right, by + app.px(15)), 12,
                    pal.text_dim, anchor="midright", max_w=room)

    def waiting_text(self) -> str:
        """What the coach waits for: the player, when the game waits for them; else their
        turn (the bots play, the colony phase runs)."""
        d = self.table.session.decision()
        if d is not None and int(d.get("player", -1)) == HUMAN:
            return _("waiting for you…")
        return _("waiting for your turn…")
