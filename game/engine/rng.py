"""Seeded, versioned random number generator held in the game state.

Algorithm ``splitmix64-v1``: SplitMix64 (Steele, Lea & Flood) in pure integer arithmetic,
identical on every machine and Python version.  Every die, coin, shuffle and draw of the
engine goes through :class:`Rng`; tests can *script* exact outcomes by pushing values onto
``script`` (consumed before the generator for dice, coins and exposure rolls).
"""

from __future__ import annotations

from dataclasses import dataclass, field

ALGORITHM = "splitmix64-v1"
_MASK = (1 << 64) - 1

# Exposure die (NS-19): 12 faces = 6 blank, 3 wound, 2 frostbite, 1 bite.
EXPOSURE_FACES: tuple[str, ...] = ("blank",) * 6 + ("wound",) * 3 + ("frostbite",) * 2 + (
    "bite",
)


@dataclass
class Rng:
    state: int
    draws: int = 0
    script: list = field(default_factory=list)  # scripted outcomes for tests

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        return cls(state=(seed * 0x9E3779B97F4A7C15 + 0x1234567) & _MASK)

    def _next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        self.draws += 1
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) without modulo bias."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            v = self._next()
            if v < limit:
                return v % n

    def d6(self) -> int:
        if self.script:
            return int(self.script.pop(0))
        return self.below(6) + 1

    def coin(self) -> bool:
        if self.script:
            return bool(self.script.pop(0))
        return self.below(2) == 1

    def exposure(self) -> str:
        if self.script:
            return str(self.script.pop(0))
        return EXPOSURE_FACES[self.below(12)]

    def shuffle(self, items: list) -> None:
        """Fisher–Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def pick(self, items: list):
        return items[self.below(len(items))]

    def snapshot(self) -> dict:
        return {"alg": ALGORITHM, "state": self.state, "draws": self.draws}
