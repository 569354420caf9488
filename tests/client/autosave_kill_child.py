"""A game played by bots in a tight loop with the client's background autosave on a slow
disk (``os.fsync`` made slow), for ``test_autosave_lag``: after every action the number of
actions applied is written to a shared counter file (mmap), so a test that kills this
process at any moment knows how many actions had been applied.

    python -m tests.client.autosave_kill_child SAVE COUNTER FSYNC_SECONDS SEED
"""

from __future__ import annotations

import mmap
import os
import struct
import sys
import time
from pathlib import Path


def main() -> None:
    save, counter, delay, seed = sys.argv[1], sys.argv[2], float(sys.argv[3]), int(sys.argv[4])
    real_fsync = os.fsync

    def slow_fsync(fd: int) -> None:  # a slow disk
        time.sleep(delay)
        real_fsync(fd)

    os.fsync = slow_fsync
    from game.engine import GameConfig, Seat
    from game.session.session import Session

    seats = [Seat(name=x, bot=True, bot_kind="normal") for x in ("Ana", "Ben", "Cleo", "Dan")]
    s = Session(GameConfig(seats=seats, seed=seed), save_path=Path(save),
                background_saves=True)
    with open(counter, "r+b") as f:
        shared = mmap.mmap(f.fileno(), 8)
        while not s.over:
            s.step_bot()
            shared[:8] = struct.pack("<q", len(s.log))  # after the action was applied
        s.close()
        shared[:8] = struct.pack("<q", -len(s.log))  # finished: everything is written
    while True:
        time.sleep(1)  # wait to be killed


if __name__ == "__main__":
    main()
