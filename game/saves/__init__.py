"""Save files: one JSON Lines file per game (format, migrations, atomic writes, paths).

A save is the game's action log: a header (format, versions, content pack hashes, RNG,
setup, seats), then one action a line, with a state-hash checkpoint every
``CHECKPOINT_EVERY`` actions (and at the end of a full save).  Loading parses, migrates,
validates, replays through the engine and verifies the checkpoints.  See ``format.py`` for
the layout and ``errors.py`` for what can go wrong.

Typical use (the session)::

    log = GameLog.start(state, created=datetime.now(timezone.utc).isoformat())
    auto = Autosave.create(save_path("autosave"), log)
    ... apply(state, action); auto.append(action, state)
    save(save_path("my game"), log, final=state)         # atomic full save
    game = load(path)                                    # -> LoadedGame(state, log, ...)
"""

from __future__ import annotations

from game.paths import saves_dir
from game.saves.errors import (
    DamagedSave,
    EngineFailure,
    SaveError,
    SaveFailed,
    TamperedSave,
    TruncatedSave,
    UnknownVersion,
    WrongContent,
)
from game.saves.format import (
    CHECKPOINT_EVERY,
    FORMAT_VERSION,
    RULES_VERSION,
    Checkpoint,
    GameLog,
    Header,
    make_header,
)
from game.saves.io import Autosave, atomic_write, save
from game.saves.listing import SaveInfo, list_saves, save_info, save_path
from game.saves.migrate import MIGRATIONS, Entry
from game.saves.reader import LoadedGame, load, loads, read_header

__all__ = [
    "CHECKPOINT_EVERY", "FORMAT_VERSION", "MIGRATIONS", "RULES_VERSION", "Autosave",
    "Checkpoint", "DamagedSave", "EngineFailure", "Entry", "GameLog", "Header", "LoadedGame",
    "SaveError", "SaveFailed", "SaveInfo", "TamperedSave", "TruncatedSave", "UnknownVersion",
    "WrongContent", "atomic_write", "list_saves", "load", "loads", "make_header",
    "read_header", "save", "save_info", "save_path", "saves_dir",
]
