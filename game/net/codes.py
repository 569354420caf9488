"""Seat codes: random per seat, kept only as hashes, compared in constant time.

A code is ``secrets.token_urlsafe(9)`` (12 characters, 72 random bits).  The host keeps the
sha256 of each code -- in memory and in a side file ``<save>.seats`` beside the autosave,
never in the save itself (a save is shared freely: it is a bug report) -- so a host
restarted from its autosave (``python -m game host --resume SAVE``) lets everyone rejoin
with the code they had.  A code is checked with ``hmac.compare_digest`` against every
seat's hash (all of them, whatever matches: the time does not tell which seat is near).
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
from dataclasses import dataclass, field
from pathlib import Path

from game.safeio import UnsafeInput, loads_json, read_regular

SPECTATOR = -1  # the "seat" a spectator code opens: the public view
SIDE_FORMAT = "winter-colony-seats/1"


def new_code() -> str:
    return secrets.token_urlsafe(9)


def digest(code: str) -> str:
    return hashlib.sha256(code.encode("utf-8", "surrogatepass")).hexdigest()


def side_path(save: Path) -> Path:
    return save.with_name(save.name + ".seats")


@dataclass
class SeatCodes:
    """The hashes of the codes of the remote seats (engine seat index -> sha256 hex) and of
    the spectator code (``SPECTATOR``)."""

    hashes: dict[int, str] = field(default_factory=dict)
    port: int | None = None  # where the game was served (a table hosting it again asks it)

    @classmethod
    def create(cls, seats: list[int], spectator: bool = True) -> tuple[SeatCodes, dict[int, str]]:
        """New random codes for ``seats`` (and a spectator code): the hashes and the codes
        (shown once, to the host)."""
        codes = {s: new_code() for s in seats}
        if spectator:
            codes[SPECTATOR] = new_code()
        return cls({s: digest(c) for s, c in codes.items()}), codes

    def seat_of(self, code: str) -> int | None:
        """The seat ``code`` opens (``SPECTATOR`` for the spectator code), None if none."""
        h = digest(code).encode()
        found = None
        for seat, want in self.hashes.items():
            if hmac.compare_digest(h, want.encode()):
                found = seat
        return found

    def save(self, path: Path) -> None:
        from game.saves import atomic_write

        data: dict[str, object] = {
            "format": SIDE_FORMAT,
            "seats": {str(s): h for s, h in sorted(self.hashes.items())},
        }
        if self.port is not None:
            data["port"] = self.port
        atomic_write(path, json.dumps(data, indent=1) + "\n")

    @classmethod
    def load(cls, path: Path) -> SeatCodes:
        """Raises ``ValueError`` with a reason for a side file that is not ours."""
        try:
            data = loads_json(read_regular(path, 64 * 1024), 4)
        except (OSError, UnsafeInput) as exc:
            raise ValueError(f"{path}: the seat codes cannot be read ({exc})") from None
        if (
            not isinstance(data, dict)
            or data.get("format") != SIDE_FORMAT
            or not isinstance(data.get("seats"), dict)
        ):
            raise ValueError(f"{path}: not a seat codes file")
        hashes: dict[int, str] = {}
        for k, v in data["seats"].items():
            if not (isinstance(v, str) and len(v) == 64 and k.lstrip("-").isdigit()):
                raise ValueError(f"{path}: not a seat codes file")
            hashes[int(k)] = v
        port = data.get("port")
        ok = isinstance(port, int) and not isinstance(port, bool) and 0 < port < 65536
        return cls(hashes, port if ok else None)
