"""The pygame-ce client: scenes, drawing, tweens and pymunk dice.

Only this package imports pygame / pymunk.  It reads engine *views* and events and sends
actions through :mod:`game.session`; it never reaches into engine state directly.

How an action is shown: the table applies it through the session, then queues for each
event (redacted for the shared table) a call to :func:`presenter.present` — which folds the
event into the *presented* view — and the event's animation from :mod:`choreo`; the last
step syncs to the engine's view.  :mod:`director` plays the queue (Space skips, F
fast-forwards, the speed setting scales it; everyone's round-start dice are one step, a
tray per player).  Other pieces: :mod:`board` (painter in three layers — background,
cached pieces, a per-frame overlay for slides and flashes — and the board geometry shared
by drawing, animations and hit tests), :mod:`decisions` (hand-off reasons, prompt labels,
the card a choice comes from, what on the board a decision is about), :mod:`sound`
(effects made with the standard library; the mixer opens only from ``App.run``),
:mod:`bench` (frame and cold-start numbers), :mod:`shots` (screenshots of the table in
motion).  ``tests/client/realwindow.py`` shoots the real window under Xvfb.
"""

import os as _os

_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
