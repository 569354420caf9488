"""The director: a queue of animation steps played one after another.

The table scene turns each engine event into a step (a tween, a timeline, a dice throw) and
queues it; the presented view catches up step by step.  Input waits while the director is
busy, or the player fast-forwards (``finish_all``).  ``speed`` scales ``dt`` (from the
settings: 0 means "no animations", every step finishes at once).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from game.client.core.tween import Call, Step


class Director:
    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self.queue: deque[Step] = deque()
        self.current: Step | None = None
        self.played = 0  # steps completed (for tests and the smoke run)
        self._idle_callbacks: list[Callable[[], None]] = []

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self.queue)

    @property
    def idle(self) -> bool:
        return not self.busy

    def __len__(self) -> int:
        return len(self.queue) + (1 if self.current is not None else 0)

    def add(self, step: Step) -> Step:
        self.queue.append(step)
        if self.speed <= 0:
            self.finish_all()
        return step

    def call(self, fn: Callable[[], None]) -> Step:
        return self.add(Call(fn))

    def when_idle(self, fn: Callable[[], None]) -> None:
        """Run ``fn`` once the queue has drained (at once when already idle)."""
        if self.idle:
            fn()
        else:
            self._idle_callbacks.append(fn)

    def _next(self) -> Step | None:
        if self.current is None and self.queue:
            self.current = self.queue.popleft()
        return self.current

    def update(self, dt: float) -> None:
        if self.speed <= 0:
            self.finish_all()
            return
        dt *= self.speed
        while True:
            step = self._next()
            if step is None:
                break
            dt = step.update(dt)
            if not step.done:
                break
            self.current = None
            self.played += 1
            # carry the leftover time on; zero-length steps (calls) still run this frame
        self._fire_idle()

    def finish_all(self) -> None:
        """Fast-forward: complete every queued step now (their end states are applied)."""
        while True:
            step = self._next()
            if step is None:
                break
            step.finish()
            self.current = None
            self.played += 1
        self._fire_idle()

    def clear(self) -> None:
        """Drop queued steps without applying them (used when leaving a scene)."""
        self.queue.clear()
        self.current = None
        self._idle_callbacks.clear()

    def _fire_idle(self) -> None:
        if self.idle and self._idle_callbacks:
            callbacks, self._idle_callbacks = self._idle_callbacks, []
            for fn in callbacks:
                fn()
