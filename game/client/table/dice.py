"""The pymunk dice tray: physics only animates, the caller decides the faces.

``DiceTray.throw(values, exposure=None)`` builds a fresh space, throws one box per die from
the tray's edge with velocities from ``random.Random(seed)``, pre-simulates at a fixed step
until every body sleeps (``sleep_time_threshold`` + an explicit ``idle_speed_threshold``,
gravity is zero: the tray is seen from above), and records the trajectory.  The returned
:class:`DiceThrow` is a director step: it plays the recording back by ``dt`` and, while a
die travels, flips it through pseudo-random faces; once it has come to rest it shows the
value the engine rolled.  Same seed and values ⇒ the same trajectory, frame for frame.

``DiceTray.throw_later`` records the throw in a worker thread instead (the table queues
throws while the frames go on: a recording takes 5–20 ms); the throw waits for its
recording before it starts to play, and ``finish`` (Space) waits for it too.
"""

from __future__ import annotations

import math
import random
import time
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

import pymunk

from game.client.art.pieces import EXPOSURE_DIE

STEP = 1.0 / 60.0
MAX_TIME = 4.0  # hard cap on a throw (seconds of simulated time)
DIE = 54.0  # die edge in tray units (issue 22 item 3: 35 % larger than the first 40)
TRAY = (480.0, 270.0)
SMALL_TRAY = (320.0, 220.0)  # one per player when everyone rolls at the start of a round
GROUP_RATE = 1.25  # those play a little faster: the round should get going


@dataclass
class Frame:
    pos: list[tuple[float, float]]
    angle: list[float]
    face: list[int | str]


@dataclass
class DiceThrow:
    """A recorded throw; also a director step (update/done/finish)."""

    values: list[int]
    exposure: str | None
    frames: list[Frame]
    seed: int
    elapsed: float = 0.0
    on_done: list = field(default_factory=list)
    _done: bool = False
    rate: float = 1.0  # playback speed of the recording (several trays at once: faster)
    pending: Future[list[Frame]] | None = None  # the recording, made in a worker thread

    def ready(self) -> bool:
        """Whether the recording is there (it is picked up from the worker here)."""
        if self.pending is not None:
            if not self.pending.done():
                return False
            self.frames = self.pending.result()
            self.pending = None
        return True

    def wait(self) -> None:
        """Wait for the recording."""
        if self.pending is not None:
            self.frames = self.pending.result()
            self.pending = None

    @property
    def n(self) -> int:
        return len(self.values) + (1 if self.exposure is not None else 0)

    @property
    def duration(self) -> float:
        return max(0, len(self.frames) - 1) * STEP

    @property
    def seconds(self) -> float:
        """How long the throw plays (its recording at ``rate``)."""
        return self.duration / self.rate

    @property
    def done(self) -> bool:
        return self._done

    @property
    def frame(self) -> Frame:
        self.wait()
        i = min(len(self.frames) - 1, int(self.elapsed / STEP))
        return self.frames[i]

    def final_faces(self) -> list[int | str]:
        self.wait()
        return self.frames[-1].face

    def update(self, dt: float) -> float:
        if self._done:
            return dt
        if not self.ready():
            return 0.0  # the recording is on its way: the throw starts when it is there
        self.elapsed += dt * self.rate
        if self.elapsed >= self.duration:
            left = (self.elapsed - self.duration) / self.rate
            self.finish()
            return left
        return 0.0

    def finish(self) -> None:
        if not self._done:
            self.wait()
            self.elapsed = self.duration
            self._done = True
            for fn in self.on_done:
                fn()

    def is_exposure(self, i: int) -> bool:
        return self.exposure is not None and i == len(self.values)


class DiceTray:
    """Builds throws; ``seed`` fixes everything random about the animation."""

    def __init__(self, seed: int = 0, size: tuple[float, float] = TRAY) -> None:
        self.seed = seed
        self.size = size
        self.count = 0  # throws made (each throw uses seed + count)
        self.last_cpu_ms = 0.0
        self.last_sim_steps = 0

    def _space(self) -> pymunk.Space:
        space = pymunk.Space()
        space.gravity = (0.0, 0.0)
        space.damping = 0.05  # keep 5 % of the velocity per second: table felt
        space.sleep_time_threshold = 0.3
        space.idle_speed_threshold = 10.0
        space.iterations = 15
        w, h = self.size
        walls = [((0, 0), (w, 0)), ((w, 0), (w, h)), ((w, h), (0, h)), ((0, h), (0, 0))]
        for a, b in walls:
            seg = pymunk.Segment(space.static_body, a, b, 4.0)
            seg.elasticity = 0.6
            seg.friction = 0.6
            space.add(seg)
        return space

    def throw(self, values: list[int], exposure: str | None = None,
              seed: int | None = None) -> DiceThrow:
        if seed is None:
            seed = self.seed * 1_000_003 + self.count
        self.count += 1
        return DiceThrow(list(values), exposure, self._record(values, exposure, seed), seed)

    def throw_later(self, values: list[int], exposure: str | None = None) -> DiceThrow:
        """:meth:`throw`, recorded in a worker thread (the same recording, frame for
        frame); the throw waits for it (see :meth:`DiceThrow.update`)."""
        seed = self.seed * 1_000_003 + self.count
        self.count += 1
        job = _worker().submit(self._record, list(values), exposure, seed)
        return DiceThrow(list(values), exposure, [], seed, pending=job)

    def _record(self, values: list[int], exposure: str | None, seed: int) -> list[Frame]:
        t0 = time.perf_counter()
        rng = random.Random(seed)
        space = self._space()
        w, h = self.size
        n = len(values) + (1 if exposure is not None else 0)
        bodies: list[pymunk.Body] = []
        for i in range(n):
            is_xp = exposure is not None and i == len(values)
            mass = 1.0
            size = DIE * (1.1 if is_xp else 1.0)
            if is_xp:
                verts = [(size / 2 * math.cos(a * math.pi / 6), size / 2 * math.sin(a * math.pi / 6))
                         for a in range(12)]
                moment = pymunk.moment_for_poly(mass, verts)
                body = pymunk.Body(mass, moment)
                shape: pymunk.Shape = pymunk.Poly(body, verts)
            else:
                moment = pymunk.moment_for_box(mass, (size, size))
                body = pymunk.Body(mass, moment)
                shape = pymunk.Poly.create_box(body, (size, size), radius=3.0)
            # thrown in from the lower-left corner region, fanned out
            col, row = divmod(i, 3)
            body.position = (DIE * (1.0 + col * 1.4 + rng.random() * 0.3),
                             h - DIE * (1.0 + row * 1.3 + rng.random() * 0.2))
            speed = rng.uniform(520, 720)
            ang = rng.uniform(-0.55, -0.05)
            body.velocity = (speed * math.cos(ang), speed * math.sin(ang))
            body.angle = rng.uniform(0, math.tau)
            body.angular_velocity = rng.uniform(-14, 14)
            shape.elasticity = 0.45
            shape.friction = 0.8
            space.add(body, shape)
            bodies.append(body)

        frames: list[Frame] = []
        travel = [0.0] * n
        faces: list[int | str] = []
        for i in range(n):
            if exposure is not None and i == len(values):
                faces.append(EXPOSURE_DIE[rng.randrange(12)])
            else:
                faces.append(rng.randint(1, 6))
        steps = 0
        max_steps = int(MAX_TIME / STEP)
        while True:
            frames.append(Frame([(b.position.x, b.position.y) for b in bodies],
                                [b.angle for b in bodies], list(faces)))
            if steps >= max_steps or all(b.is_sleeping for b in bodies):
                break
            space.step(STEP)
            steps += 1
            for i, b in enumerate(bodies):
                travel[i] += b.velocity.length * STEP + abs(b.angular_velocity) * STEP * DIE / 2
                if travel[i] >= DIE * 0.9:  # rolled over onto another face
                    travel[i] = 0.0
                    if exposure is not None and i == len(values):
                        faces[i] = EXPOSURE_DIE[rng.randrange(12)]
                    else:
                        faces[i] = rng.randint(1, 6)
        # settle: the last frames show the engine's values
        final: list[int | str] = list(values) + ([exposure] if exposure is not None else [])
        settle = min(len(frames), 12)
        for f in frames[-settle:]:
            f.face = list(final)
        self.last_sim_steps = steps
        self.last_cpu_ms = (time.perf_counter() - t0) * 1000
        return frames


_pool: ThreadPoolExecutor | None = None


def _worker() -> ThreadPoolExecutor:
    """The one thread that records throws, in the order they were asked for."""
    global _pool
    if _pool is None:
        _pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="dice")
    return _pool


def draw_throw(surface, art, throw: DiceThrow, rect, tray: tuple[float, float] = TRAY) -> None:
    """Draw the current frame of ``throw`` scaled into ``rect`` (a pygame.Rect); nothing
    while its recording is still being made."""
    if not throw.ready():
        return

    k = min(rect.width / tray[0], rect.height / tray[1])
    ox = rect.x + (rect.width - tray[0] * k) / 2
    oy = rect.y + (rect.height - tray[1] * k) / 2
    fr = throw.frame
    size = max(8, int(DIE * k))
    for i, (pos, ang) in enumerate(zip(fr.pos, fr.angle, strict=True)):
        face = fr.face[i]
        if throw.is_exposure(i):
            img = art.exposure_face(str(face), int(size * 1.1))
        else:
            img = art.d6_face(int(face), size)
        img = _turned(img, -math.degrees(ang))
        r = img.get_rect(center=(ox + pos[0] * k, oy + pos[1] * k))
        surface.blit(img, r)


ANGLE_STEP = 3  # degrees: a die's picture is turned to the nearest 3° (made once each)
_turned_cache: dict[tuple[int, int], tuple[Any, Any]] = {}


def _turned(img: Any, degrees: float) -> Any:
    """``img`` turned by ``degrees`` (rounded to ANGLE_STEP), cached: turning every die's
    picture anew each frame cost more than drawing the rest of the tray."""
    import pygame

    deg = int(round(degrees / ANGLE_STEP) * ANGLE_STEP) % 360
    key = (id(img), deg)
    hit = _turned_cache.get(key)
    if hit is not None and hit[0] is img:
        return hit[1]
    out = pygame.transform.rotate(img, deg)
    if len(_turned_cache) > 4000:
        _turned_cache.clear()
    _turned_cache[key] = (img, out)
    return out
