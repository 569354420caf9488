"""A pass-and-play harness: several humans at one table, played through the real scenes
with random (biased) choices, recording every hand-off and every private decision and
capturing the text that is on screen at each of them."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from game.engine import GameConfig, Seat
from game.session.session import Session


def screen_text(app: Any) -> str:
    """Every string drawn in a full redraw of the current screen."""
    from game.client.scenes.table.scene import TableScene

    seen: list[str] = []
    real = app.fonts.render

    def record(text: str, *a: Any, **k: Any) -> Any:
        seen.append(text)
        return real(text, *a, **k)

    for scene in app.stack.scenes:
        if isinstance(scene, TableScene):
            scene._bg_key = scene._board_key = None  # the board is cached: paint it again
    app.fonts.render = record
    try:
        app.draw()
    finally:
        del app.fonts.render
    return "\n".join(seen)


def card_names(session: Session, uids: list[str]) -> set[str]:
    out = set()
    for u in uids:
        try:
            out.add(session.content.item(u).name)
        except KeyError:
            if u in session.content.survivors:
                out.add(session.content.survivors[u].name)
    return out


def private_names(session: Session, seat: int) -> set[str]:
    """Names only ``seat`` may read: hand, dealt survivors, search draws, secret objective,
    the crossroads card it holds (its name, story and trigger)."""
    me = session.view(seat)["me"]
    out = card_names(session, list(me.get("hand", [])) + list(me.get("search_drawn", [])))
    out |= {session.content.survivors[s].name for s in me.get("draft", [])}
    for key in ("secret", "exiled_secret"):
        obj = session.content.secret_objectives.get(me.get(key) or "")
        if obj is not None:
            out.add(obj.name)
    held = me.get("held_crossroads")
    if held:
        card = session.content.crossroads[held]
        out |= {card.name, card.story[:40]}
    return out


def public_names(session: Session, log: list[str]) -> set[str]:
    """Card names anyone may see now: equipped items, face-up crisis cards, anything the
    public log has named."""
    v = session.public()
    uids = [c for sv in v["survivors"].values() for c in sv.get("equipped", [])]
    uids += list(v["crisis"].get("face_up", []))
    names = card_names(session, uids)
    text = "\n".join(log)
    names |= {i.name for i in session.content.items.values() if i.name in text}
    return names


@dataclass
class Record:
    handoffs: list[int] = field(default_factory=list)  # seats named, in order
    decisions: list[tuple[str, int]] = field(default_factory=list)  # (kind, seat) shown
    kinds: set[str] = field(default_factory=set)
    leaks: list[tuple] = field(default_factory=list)
    order_errors: list[tuple] = field(default_factory=list)
    banners: list[str] = field(default_factory=list)
    ballot_texts: list[str] = field(default_factory=list)
    timeline: list[tuple] = field(default_factory=list)  # ("handoff", seat) / ("decide", ..)
    crossroads_texts: list[tuple[str, str]] = field(default_factory=list)  # (card, screen)
    public: list[tuple[str, int]] = field(default_factory=list)  # shown without a hand-off
    stories: list[str] = field(default_factory=list)  # scenario story pages shown
    ballot_purposes: list[str] = field(default_factory=list)  # what each ballot was for


BIAS = {"request": 4.0, "exile_vote": 1.5, "search": 3.0, "attack": 2.0, "move": 2.0,
        "end_turn": 0.3}


def play(app: Any, names: tuple[str, ...], seed: int, bots: tuple[int, ...] = (),
         max_actions: int = 220, variants: frozenset[str] = frozenset(),
         on_decision: Any = None, ruleset: str = "base", modules: frozenset[str] = frozenset(),
         scenario: str | None = None, bias: dict[str, float] | None = None,
         session: Session | None = None, chooser: Any = None) -> tuple[Session, Any, Record]:
    """``ruleset``/``modules``/``scenario``: a Long Night game (issue 9 item 7), played
    with the ruleset's own packs; a scenario's story pages are checked like the rest.
    ``session``: go on with a game played so far (its seats are all humans then).
    ``chooser(session, seat, legal) -> action``: how the humans choose (default: random,
    biased by ``bias``) -- e.g. a strong bot's choice, so that games run long."""
    from game.client.modules.scenarios.story import StoryScene, show_intro
    from game.client.scenes.handoff import HandOffScene
    from game.client.scenes.prompt import DraftScene, PromptScene
    from game.client.scenes.table.scene import TableScene

    seats = [Seat(name=n, bot=i in bots) for i, n in enumerate(names)]
    content = None
    if ruleset != "base":
        from game.content.loader import load_ruleset

        content = load_ruleset(ruleset)
    cfg = GameConfig(seats=seats, seed=seed, variants=variants, ruleset=ruleset,
                     modules=modules, scenario=scenario)
    s = session if session is not None else Session(cfg, content, autosave=False)
    t = TableScene(app, s, auto_handoff=True)
    t.fast = True
    app.stack.push(t)
    if session is None:
        show_intro(app, t)
    rng = random.Random(seed)
    rec = Record()
    seen_handoff: Any = None
    last_seat: int | None = None  # who saw the previous private decision
    named: set[int] = set()  # seats named by hand-offs since then
    shown: Any = None
    for _ in range(20_000):
        if s.over or len(s.log) >= max_actions:
            break
        app.frame(1 / 30, [])
        if t.banner is not None:
            rec.banners.append(t.banner.text + " " + t.banner.sub)
        top = app.stack.top
        if isinstance(top, StoryScene):  # public: nobody's secrets on a story page
            if top.page is not None and (not rec.stories or rec.stories[-1] != top.page.kicker):
                rec.stories.append(top.page.kicker)
                text = screen_text(app)
                for other in range(s.n):
                    for name in private_names(s, other):
                        if name and name in text:
                            rec.leaks.append(("on a story page", top.page.kicker, name))
            continue
        if isinstance(top, HandOffScene):
            if top is not seen_handoff:
                seen_handoff = top
                if on_decision is not None:
                    on_decision("handoff:" + top.reason, app)
                rec.handoffs.append(top.seat)
                rec.timeline.append(("handoff", top.seat))
                named.add(top.seat)
                # opaque: nothing but the name is drawn
                if app.stack.visible() != [top]:
                    rec.leaks.append(("handoff not opaque", top.seat))
                text = screen_text(app)
                for other in range(s.n):
                    for name in private_names(s, other):
                        if name and name in text:
                            rec.leaks.append(("on the hand-off screen", top.seat, name))
            continue
        d = s.decision()
        if d is None or s.is_bot(int(d["player"])):
            continue
        seat = int(d["player"])
        from game.client.table.decisions import public_decision

        pub = public_decision(d, s.content)  # a choice anyone may watch: no hand-off
        if t.viewer != seat and not pub:
            continue
        ready = (isinstance(top, (PromptScene, DraftScene)) or
                 (d["kind"] == "turn" and top is t and t.director.idle))
        if not ready:
            continue
        key = (len(s.log), d["kind"], seat)
        if key != shown:
            shown = key
            rec.decisions.append((d["kind"], seat))
            rec.timeline.append(("decide", d["kind"], seat))
            rec.kinds.add(d["kind"])
            humans = [i for i in range(s.n) if not s.is_bot(i)]
            if len(humans) > 1 and last_seat != seat and seat not in named and not pub:
                rec.order_errors.append(("no hand-off before", d["kind"], seat, last_seat))
            if t.viewer is None:  # shown on the open table: hand-offs again after it
                rec.public.append((d["kind"], seat))
            last_seat = None if t.viewer is None else seat
            named = set()
            text = screen_text(app)
            if d["kind"] == "ballot":
                rec.ballot_texts.append(text)
                rec.ballot_purposes.append(str((d.get("info") or {}).get("purpose")))
            held = s.state.held  # the crossroads card waiting for its trigger
            if held:
                card = s.content.crossroads[held["card"]]
                for bit in (card.name, card.story[:40], card.trigger_text):
                    if bit and bit in text:  # never on screen, not even for its drawer
                        rec.leaks.append(("held crossroads", d["kind"], seat, bit))
            if d["kind"] == "crossroads" and t.last_crossroads:
                rec.crossroads_texts.append((t.last_crossroads, text))
            if on_decision is not None:
                on_decision(d["kind"], app)
            mine = set() if t.viewer is None else private_names(s, seat)
            public = public_names(s, t.log_lines)
            for other in humans:
                if other == seat and t.viewer is not None:
                    continue
                for name in private_names(s, other) - mine - public:
                    if name and name in text:
                        rec.leaks.append((d["kind"], seat, other, name))
        # choose
        legal = s.legal()
        if chooser is not None:
            action = chooser(s, seat, legal)
        elif d["kind"] == "turn":
            weights = [(bias or BIAS).get(a.type, 1.0) for a in legal]
            action = rng.choices(legal, weights)[0]
        else:
            action = rng.choice(legal)
        if isinstance(top, (PromptScene, DraftScene)):
            app.stack.pop()
        t.submit(action)
    return s, t, rec
