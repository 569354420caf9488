"""Tweens and timelines driven only by ``dt`` (seconds), never by a clock.

A *step* is anything with ``update(dt) -> float`` (returns the unused part of ``dt``),
``done`` and ``finish()`` (jump to the end).  Steps compose: :class:`Sequence` runs
children one after the other, :class:`Parallel` together.  Leftover time carries over so a
big ``dt`` (a slow frame or fast-forward) lands exactly where a run of small ones would.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import Any, Protocol

Easing = Callable[[float], float]


# --------------------------------------------------------------------------- easing
def linear(t: float) -> float:
    return t


def in_quad(t: float) -> float:
    return t * t


def out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def out_bounce(t: float) -> float:
    n1, d1 = 7.5625, 2.75
    if t < 1 / d1:
        return n1 * t * t
    if t < 2 / d1:
        t -= 1.5 / d1
        return n1 * t * t + 0.75
    if t < 2.5 / d1:
        t -= 2.25 / d1
        return n1 * t * t + 0.9375
    t -= 2.625 / d1
    return n1 * t * t + 0.984375


def out_sine(t: float) -> float:
    return math.sin(t * math.pi / 2)


EASINGS: dict[str, Easing] = {
    "linear": linear,
    "in_quad": in_quad,
    "out_quad": out_quad,
    "in_out_quad": in_out_quad,
    "out_cubic": out_cubic,
    "in_out_cubic": in_out_cubic,
    "out_back": out_back,
    "out_bounce": out_bounce,
    "out_sine": out_sine,
}


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_pt(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


# --------------------------------------------------------------------------- steps
class Step(Protocol):
    @property
    def done(self) -> bool: ...

    def update(self, dt: float) -> float: ...

    def finish(self) -> None: ...


class Tween:
    """Drives ``setter(value)`` from ``start`` to ``end`` over ``duration`` seconds.

    Values may be floats or tuples of floats (positions, colours).
    """

    def __init__(
        self,
        setter: Callable[[Any], None],
        start: Any,
        end: Any,
        duration: float,
        easing: Easing | str = "out_cubic",
        delay: float = 0.0,
    ) -> None:
        self.setter = setter
        self.start, self.end = start, end
        self.duration = max(0.0, float(duration))
        self.easing = EASINGS[easing] if isinstance(easing, str) else easing
        self.delay = max(0.0, float(delay))
        self.elapsed = 0.0
        self._done = False
        self._started = False

    @property
    def done(self) -> bool:
        return self._done

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0 if self._done else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    def value_at(self, p: float) -> Any:
        e = self.easing(p)
        if isinstance(self.start, tuple):
            return tuple(a + (b - a) * e for a, b in zip(self.start, self.end, strict=True))
        return self.start + (self.end - self.start) * e

    def update(self, dt: float) -> float:
        if self._done:
            return dt
        self.elapsed += dt
        if self.elapsed < self.delay:
            return 0.0
        if not self._started:
            self._started = True
        total = self.delay + self.duration
        if self.elapsed >= total:
            left = self.elapsed - total
            self.elapsed = total
            self.setter(self.end)
            self._done = True
            return left
        self.setter(self.value_at(self.progress))
        return 0.0

    def finish(self) -> None:
        if not self._done:
            self.elapsed = self.delay + self.duration
            self.setter(self.end)
            self._done = True


class Wait:
    def __init__(self, duration: float) -> None:
        self.duration = max(0.0, duration)
        self.elapsed = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def update(self, dt: float) -> float:
        need = self.duration - self.elapsed
        if dt >= need:
            self.elapsed = self.duration
            return dt - need
        self.elapsed += dt
        return 0.0

    def finish(self) -> None:
        self.elapsed = self.duration


class Call:
    """Runs a function once, instantly."""

    def __init__(self, fn: Callable[[], None]) -> None:
        self.fn = fn
        self._done = False

    @property
    def done(self) -> bool:
        return self._done

    def update(self, dt: float) -> float:
        self.finish()
        return dt

    def finish(self) -> None:
        if not self._done:
            self._done = True
            self.fn()


class Sequence:
    def __init__(self, steps: Iterable[Step] = ()) -> None:
        self.steps: list[Step] = list(steps)
        self.index = 0

    def add(self, step: Step) -> Sequence:
        self.steps.append(step)
        return self

    @property
    def done(self) -> bool:
        return self.index >= len(self.steps)

    def update(self, dt: float) -> float:
        while self.index < len(self.steps):
            step = self.steps[self.index]
            dt = step.update(dt)
            if not step.done:
                return 0.0
            self.index += 1
        return dt

    def finish(self) -> None:
        while self.index < len(self.steps):
            self.steps[self.index].finish()
            self.index += 1


class Parallel:
    def __init__(self, steps: Iterable[Step] = ()) -> None:
        self.steps: list[Step] = list(steps)

    def add(self, step: Step) -> Parallel:
        self.steps.append(step)
        return self

    @property
    def done(self) -> bool:
        return all(s.done for s in self.steps)

    def update(self, dt: float) -> float:
        if not self.steps:
            return dt
        left = [s.update(dt) for s in self.steps if not s.done]
        if self.done:
            return min(left) if left else dt
        return 0.0

    def finish(self) -> None:
        for s in self.steps:
            s.finish()


class Lazy:
    """A step built only when it starts (``make()`` runs at the first update or finish), so
    it can look at the world as the steps before it left it."""

    def __init__(self, make: Callable[[], Step | None]) -> None:
        self.make = make
        self.step: Step | None = None

    def _get(self) -> Step:
        if self.step is None:
            self.step = self.make() or Wait(0.0)
        return self.step

    @property
    def done(self) -> bool:
        return self.step is not None and self.step.done

    def update(self, dt: float) -> float:
        return self._get().update(dt)

    def finish(self) -> None:
        self._get().finish()
