"""``python -m game --smoke --tutorial``: the guided first game, played headless.

Title → Learn to play (key T) → the coach's script to its end, answered the way a player
would: the step's action through the table's own buttons and choosers, Next (key N) for an
explanation or a step that cannot be done now, the draft and every other choice through
their scenes.  Prints ``smoke: ok`` as its last line only when every step of the script
was reached and closed; returns 0 then, 1 otherwise.  With a screenshots folder it saves
``tutorial.png`` (the coach on the table), ``tutorial-draft.png`` and one shot of every
step as the player first sees it (``tutorial-NN-id.png``; ``tutorial-NN-id-chooser.png``
when the step also opens a chooser).  ``size`` is the window size (default 1280×720).
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path
from typing import Any

DEADLINE_S = 600.0  # wall time: bots think in a worker thread on a loaded machine
MAX_FRAMES = 60_000


def _say(msg: str) -> None:
    print(f"smoke: {msg}", flush=True)


def run(screenshots_dir: str | Path | None = None,
        size: tuple[int, int] = (1280, 720)) -> int:
    from game.client.smoke import FOLDERS

    keep = {k: os.environ.get(k) for k, _ in FOLDERS}
    with tempfile.TemporaryDirectory(prefix="wc-tutorial-") as tmp:
        for k, sub in FOLDERS:
            os.environ[k] = str(Path(tmp) / sub)  # the tutorial's autosave: thrown away
        try:
            return play(screenshots_dir, size)
        finally:
            for k, v in keep.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v


def key(k: int) -> Any:
    import pygame

    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


class Student:
    """A player following the coach, answering the way a player would: the step's action
    through the table's own buttons and choosers, Next (key N) for an explanation or a step
    that cannot be done now, the draft and every other choice through their scenes.

    The path can differ (the tests drive the tutorial along several): ``draft`` is which of
    the draft's choices to keep (the leader decides who plays first: 0 makes the player
    first, 1 last); ``end_early`` the steps at which the player ends the turn instead of
    doing what the coach asks (once each); ``eager`` actions done on the player's turn
    before the coach asks for them, in that order (once each)."""

    def __init__(self, draft: int = 0, end_early: tuple[str, ...] = (),
                 eager: tuple[str, ...] = ()) -> None:
        self.draft = draft
        self.end_early = list(end_early)
        self.eager = list(eager)

    def __call__(self, app: Any, coach: Any) -> list[Any]:
        """What the player does in this frame (a list of key events; the choosers and the
        draft are answered directly through their buttons)."""
        import pygame

        from game.client.scenes.dialog import ConfirmScene
        from game.client.scenes.prompt import ActionPickerScene, DraftScene, PromptScene
        from game.client.tutorial.coach import _my_turn

        table = coach.table
        top = app.stack.top
        st = coach.step
        mine = _my_turn(coach)
        acts = table.my_turn_actions() if mine else []
        if mine and st is not None and st.id in self.end_early:
            self.end_early.remove(st.id)  # the turn ended before the coach's step
            table.pick_type("end_turn")
            return []
        eager = [t for t in self.eager if any(a.type == t for a in acts)]
        if mine and eager:
            self.eager.remove(eager[0])
            if st is None or st.action != eager[0]:  # done before the coach asks for it
                table.pick_type(eager[0])
                return []
        if st is not None and coach.active and coach.can_next():
            return [key(pygame.K_n)]  # the coach speaks first: read, then Next
        if isinstance(top, DraftScene):
            a = top.legal[min(self.draft, len(top.legal) - 1)]
            top.keep, top.leader = list(a.keep), a.leader
            top.confirm()
            return []
        if isinstance(top, ActionPickerScene):
            good = [a for a, m in zip(top.actions, top.marks, strict=True) if m is not False]
            top.choose((good or top.actions)[0])  # to the crisis: a matching card
            return []
        if isinstance(top, PromptScene):
            enabled = [k for k, b in zip(top.keys, top.buttons, strict=True) if b.enabled]
            stop = [k for k in enabled if k in ("stop", "no")]
            top.answer((stop or enabled)[0])
            return []
        if isinstance(top, ConfirmScene):
            top.yes.activate()
            return []
        if st is None or top is not table or not mine:
            return []
        if st.action and any(a.type == st.action for a in acts):
            table.pick_type(st.action)
        elif st.id == "secret":
            table.b_secret.activate()
        return []


def student_events(app: Any, coach: Any) -> list[Any]:
    """What the default player (:class:`Student`: it follows the coach) does in this
    frame."""
    return Student()(app, coach)


def stuck(coach: Any) -> str | None:
    """Why the coach waits for something that cannot come, or None: on the player's turn
    (the table idle) it waits only for an action the player can take now."""
    from game.client.tutorial.coach import _my_turn

    st = coach.step
    if st is None or not coach.active or coach.can_next() or not _my_turn(coach):
        return None
    if st.id == "secret" and coach.table.b_secret.visible:
        return None
    if st.action and any(a.type == st.action for a in coach.table.my_turn_actions()):
        return None
    return f"step {coach.index + 1} ({st.id}) waits on the player's turn for nothing possible"


def play(screenshots_dir: str | Path | None = None,
         size: tuple[int, int] = (1280, 720)) -> int:
    from game.client.headless import headless_app, shoot, use_dummy_drivers

    use_dummy_drivers()
    import pygame

    from game.client.scenes.title import TitleScene
    from game.client.tutorial.coach import Coach

    shots = Path(screenshots_dir) if screenshots_dir else None
    app = headless_app(size)
    app.stack.reset(TitleScene(app))
    app.frame(1 / 60, [])
    app.frame(1 / 60, [key(pygame.K_t)])
    coach = next((o for o in app.overlays if isinstance(o, Coach)), None)
    if coach is None:
        _say("Learn to play did not open the coached game")
        return 1
    coach.table.fast = True  # animations at once (dice throws still simulated)
    seen: list[str] = []
    taken: set[str] = set()
    t0 = time.monotonic()
    frames = 0
    while not coach.finished:
        if coach.stopped or coach not in app.overlays:
            _say(f"the coach closed early at step {coach.index + 1}")
            return 1
        why = stuck(coach)
        if why:
            _say(why)
            return 1
        if time.monotonic() - t0 > DEADLINE_S or frames > MAX_FRAMES:
            _say(f"stuck at step {coach.index + 1} ({coach.step.id if coach.step else '?'})")
            return 1
        st = coach.step
        if st is not None and (not seen or seen[-1] != st.id):
            seen.append(st.id)
            _say(f"step {coach.index + 1}/{len(coach.steps)}: {st.id}")
        if shots is not None and st is not None and coach.active and \
                app.stack.top is not None:
            base = f"tutorial-{coach.index + 1:02d}-{st.id}"
            names = [base if base not in taken or app.stack.top is coach.table
                     else f"{base}-chooser"]
            names += [n for sid, n in (("draft", "tutorial-draft"), ("move", "tutorial"))
                      if st.id == sid]
            names = [n for n in names if n not in taken]
            if names:  # drawn as it stands (an extra frame could end the step)
                for name in names:
                    shoot(app, shots / f"{name}.png", frames=0)
                    taken.add(name)
        app.frame(1 / 30, student_events(app, coach))
        frames += 1
        if app.session is not None and app.session.over:
            break
    missing = [s.id for s in coach.steps if s.id not in seen]
    if not coach.finished or missing:
        _say(f"the script did not run to its end (never reached: {', '.join(missing)})")
        return 1
    _say("outcomes: " + ", ".join(f"{k} {v}" for k, v in coach.outcomes.items()))
    _say(f"tutorial: {len(seen)} steps in {frames} frames, "
         f"{time.monotonic() - t0:.1f} s")
    app.close_session()
    print("smoke: ok", flush=True)
    return 0
