"""Sound effects, made here: short original sounds synthesised with the standard library
(``array`` + ``math`` + ``random``; no numpy, no sound files) and handed to
``pygame.mixer.Sound(buffer=...)``.

* ``dice``   — a clatter: a handful of decaying noise clicks of different pitch
* ``groan``  — a zombie: low-pass filtered noise over a wavering low tone
* ``thud``   — a barricade: a falling low sine with a knock at the start
* ``flip``   — a card: a short band-passed swish
* ``click``  — the interface: a tiny tick
* ``hit``, ``step``, ``deny`` — an attack, a footstep, a refusal

The mixer is opened lazily and only by the application (:meth:`SoundBank.start`, called
after the first frame is on screen), never at import time and never by the tests unless a
test asks for it: the client otherwise opens no audio device.  If the mixer cannot be
opened (no device, the dummy driver refusing, an unusual sample format) the bank stays
silent and never raises.  ``settings.sound`` is read on every ``play``.
"""

from __future__ import annotations

import contextlib
import math
import os
import random
import sys
import tempfile
import time
from array import array
from collections.abc import Callable, Iterator
from typing import Any

RATE = 22050
NAMES = ("dice", "groan", "thud", "flip", "click", "hit", "step", "deny")
MIN_GAP = 0.07  # seconds between two plays of the same sound (a colony phase of zombies)


# ------------------------------------------------------------------------- quiet opening
@contextlib.contextmanager
def quiet_native_stderr() -> Iterator[Callable[[], str]]:
    """Send what C libraries write to the process's stderr (file descriptor 2) to a
    temporary file for the duration of the block; yields a function returning that text.

    Opening the mixer on a machine without a sound card makes alsa-lib print several
    ``ALSA lib ...`` lines straight to fd 2, below Python's ``sys.stderr``.  The bank
    keeps them (``SoundBank.native_messages``) instead of showing them to the player.
    Where fd 2 cannot be redirected (no such descriptor, an odd platform) nothing is
    captured and the block runs as is.
    """
    captured: list[str] = []
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError):
        yield lambda: ""
        return
    with tempfile.TemporaryFile(mode="w+b") as tmp:
        try:
            os.dup2(tmp.fileno(), 2)
            yield lambda: "".join(captured)
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            with contextlib.suppress(OSError):
                tmp.seek(0)
                captured.append(tmp.read().decode("utf-8", "replace"))


# ----------------------------------------------------------------------------- synthesis
def _env(i: int, n: int, attack: float = 0.01, decay: float = 6.0, rate: int = RATE) -> float:
    t = i / rate
    a = min(1.0, t / attack) if attack > 0 else 1.0
    return a * math.exp(-decay * t)


def _pcm(samples: list[float], volume: float = 0.8) -> array:
    peak = max(1e-9, max(abs(v) for v in samples))
    k = 32767 * volume / peak
    return array("h", (int(max(-32767, min(32767, v * k))) for v in samples))


def _lowpass(samples: list[float], alpha: float) -> list[float]:
    out, y = [], 0.0
    for v in samples:
        y += alpha * (v - y)
        out.append(y)
    return out


def _highpass(samples: list[float], alpha: float) -> list[float]:
    out, y, prev = [], 0.0, 0.0
    for v in samples:
        y = alpha * (y + v - prev)
        prev = v
        out.append(y)
    return out


def dice(rng: random.Random, rate: int = RATE) -> array:
    n = int(0.42 * rate)
    buf = [0.0] * n
    t0 = 0
    for _ in range(7):
        t0 += int(rng.uniform(0.025, 0.07) * rate)
        if t0 >= n:
            break
        pitch = rng.uniform(0.25, 0.6)
        length = int(0.03 * rate)
        y = 0.0
        amp = rng.uniform(0.5, 1.0) * (1 - t0 / n)
        for i in range(min(length, n - t0)):
            y += pitch * (rng.uniform(-1, 1) - y)  # a click: a burst of filtered noise
            buf[t0 + i] += amp * y * math.exp(-i / (0.004 * rate))
    return _pcm(_highpass(buf, 0.9), 0.7)


def groan(rng: random.Random, rate: int = RATE) -> array:
    n = int(0.75 * rate)
    noise = _lowpass([rng.uniform(-1, 1) for _ in range(n)], 0.06)
    noise = _lowpass(noise, 0.08)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / rate
        f = 78 - 22 * t + 6 * math.sin(2 * math.pi * 5.5 * t)  # a sagging, wavering voice
        phase += 2 * math.pi * f / rate
        voice = 0.55 * (2 * ((phase / (2 * math.pi)) % 1.0) - 1)  # sawtooth: a rough throat
        env = min(1.0, t / 0.12) * (1 - t / 0.75) ** 1.5
        out.append(env * (voice * 0.5 + noise[i] * 6.0))
    return _pcm(_lowpass(out, 0.25), 0.75)


def thud(rng: random.Random, rate: int = RATE) -> array:
    n = int(0.32 * rate)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / rate
        f = 95 * math.exp(-6 * t) + 42
        phase += 2 * math.pi * f / rate
        knock = rng.uniform(-1, 1) * math.exp(-t / 0.008) * 0.6
        out.append(math.sin(phase) * math.exp(-t * 11) + knock)
    return _pcm(_lowpass(out, 0.35), 0.85)


def flip(rng: random.Random, rate: int = RATE) -> array:
    n = int(0.13 * rate)
    raw = [rng.uniform(-1, 1) for _ in range(n)]
    band = _lowpass(_highpass(raw, 0.7), 0.5)
    out = [v * math.sin(math.pi * i / n) ** 2 for i, v in enumerate(band)]
    return _pcm(out, 0.45)


def click(rng: random.Random, rate: int = RATE) -> array:
    n = int(0.035 * rate)
    out = [math.sin(2 * math.pi * 1500 * i / rate) * math.exp(-i / (0.006 * rate))
           for i in range(n)]
    return _pcm(out, 0.35)


def hit(rng: random.Random, rate: int = RATE) -> array:
    n = int(0.2 * rate)
    out = []
    for i in range(n):
        t = i / rate
        out.append(rng.uniform(-1, 1) * math.exp(-t / 0.03) * 0.8 +
                   math.sin(2 * math.pi * 70 * t) * math.exp(-t * 14))
    return _pcm(_lowpass(out, 0.4), 0.75)


def step(rng: random.Random, rate: int = RATE) -> array:
    n = int(0.16 * rate)
    raw = _lowpass([rng.uniform(-1, 1) for _ in range(n)], 0.15)
    out = [v * math.exp(-i / (0.03 * rate)) for i, v in enumerate(raw)]  # crunch of snow
    return _pcm(out, 0.4)


def deny(rng: random.Random, rate: int = RATE) -> array:
    n = int(0.22 * rate)
    out = []
    for i in range(n):
        t = i / rate
        on = (t < 0.08) or (0.11 < t < 0.19)
        out.append(math.sin(2 * math.pi * 180 * t) * (0.8 if on else 0.0))
    return _pcm(_lowpass(out, 0.3), 0.35)


SYNTH: dict[str, Callable[[random.Random, int], array]] = {
    "dice": dice, "groan": groan, "thud": thud, "flip": flip, "click": click, "hit": hit,
    "step": step, "deny": deny,
}


def synthesise(name: str, rate: int = RATE, seed: int = 7) -> array:
    """Mono signed 16-bit samples of one effect (deterministic for a seed)."""
    return SYNTH[name](random.Random(f"{name}:{seed}"), rate)


def to_bytes(samples: array, channels: int) -> bytes:
    """Native-endian 16-bit PCM, the mono samples repeated for every channel."""
    if channels <= 1:
        return samples.tobytes()
    out = array("h", bytes(len(samples) * 2 * channels))
    for c in range(channels):
        out[c::channels] = samples
    return out.tobytes()


# ----------------------------------------------------------------------------- the bank
class SoundBank:
    """Plays the effects when the setting is on and a mixer could be opened."""

    def __init__(self, enabled: Callable[[], bool]) -> None:
        self.enabled = enabled
        self.sounds: dict[str, Any] = {}
        self.started = False
        self.available = False
        self.error: str | None = None
        self.played: list[str] = []  # names played (kept short; for tests and the smoke run)
        self._last: dict[str, float] = {}
        # what the audio library printed while the mixer opened (e.g. ALSA's complaints on
        # a machine without a sound card): kept here instead of on the player's terminal
        self.native_messages = ""

    def start(self) -> bool:
        """Open the mixer and make the sounds (once).  Returns whether sound works."""
        if self.started:
            return self.available
        self.started = True
        try:
            import pygame

            if not pygame.mixer.get_init():
                said = lambda: ""  # noqa: E731
                try:
                    with quiet_native_stderr() as said:
                        pygame.mixer.init(frequency=RATE, size=-16, channels=2, buffer=512)
                finally:
                    self.native_messages = said()
            init = pygame.mixer.get_init()
            if not init:
                raise RuntimeError("no mixer")
            freq, fmt, channels = init
            if fmt not in (-16, 16):
                raise RuntimeError(f"unsupported sample format {fmt}")
            for name in NAMES:
                data = to_bytes(synthesise(name, freq), channels)
                self.sounds[name] = pygame.mixer.Sound(buffer=data)
                self.sounds[name].set_volume(0.6)
            self.available = True
        except Exception as exc:  # no device, dummy driver, odd format: stay silent
            self.error = str(exc) or type(exc).__name__
            self.sounds.clear()
            self.available = False
        return self.available

    def play(self, name: str) -> bool:
        """Play an effect if sound is on; returns whether it was played."""
        if not self.available or not self.enabled():
            return False
        snd = self.sounds.get(name)
        if snd is None:
            return False
        now = time.monotonic()
        if now - self._last.get(name, -1.0) < MIN_GAP:
            return False
        self._last[name] = now
        try:
            snd.play()
        except Exception:
            return False
        self.played.append(name)
        del self.played[:-50]
        return True

    def stop(self) -> None:
        if not self.available:
            return
        try:
            import pygame

            pygame.mixer.stop()
        except Exception:
            pass

    def close(self) -> None:
        if self.available:
            try:
                import pygame

                pygame.mixer.quit()
            except Exception:
                pass
        self.sounds.clear()
        self.available = False
