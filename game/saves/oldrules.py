"""Continuing a game saved under older rules (issue 11).

A save names the rules version it was played under (``RULES_VERSION``, e.g. ``base-2``
after a rules fix).  Loading a save of another version is refused (``UnknownVersion``): its
checkpoints cannot match.  For an *older* version of the same rules the player may instead
continue the game under the corrected rules: its actions are replayed under the current
rules as far as they stay legal; from the first action the rules refuse (or that cannot be
read), the old game went differently and the rest is left out.  The checkpoints of the old
file are not compared (they describe the old rules' game).  The original file is never
changed: the continued game is a new save beside it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from game.engine import IllegalAction, apply, new_game, setup_events, state_hash
from game.safeio import UnsafeInput, read_regular
from game.saves.errors import SaveError, UnknownVersion
from game.saves.format import RULES_VERSION, ActionLine, GameLog
from game.saves.migrate import migrate
from game.saves.reader import (
    MAX_FILE_BYTES,
    LoadedGame,
    _split,
    check_content,
    check_setup,
    resolve_content,
    validate_header,
)
from game.version import __version__

_RULES = re.compile(r"^([a-z][a-z0-9_]*)-([0-9]{1,6})$")


def older_rules(version: str, current: str = RULES_VERSION) -> bool:
    """``version`` is an earlier revision of the current rules (``base-1`` < ``base-2``)."""
    a, b = _RULES.match(version or ""), _RULES.match(current)
    return bool(a and b and a.group(1) == b.group(1) and int(a.group(2)) < int(b.group(2)))


@dataclass
class Continued:
    game: LoadedGame  # the game under the current rules, as far as it stayed legal
    old_rules: str
    total: int  # actions in the old file
    kept: int  # actions replayed under the current rules
    diverged_line: int | None = None  # the file line of the first action left out
    reason: str | None = None  # why the current rules refused it

    @property
    def notice(self) -> str:
        if self.diverged_line is None:
            return (f"This game was saved under the older rules ({self.old_rules}); all "
                    f"{self.total} actions were replayed under the corrected rules "
                    f"({RULES_VERSION}). The original file is kept as it was.")
        return (f"This game was saved under the older rules ({self.old_rules}). Under the "
                f"corrected rules ({RULES_VERSION}) it was replayed up to action "
                f"{self.kept} of {self.total}; action {self.kept + 1} (line "
                f"{self.diverged_line}) is not allowed any more ({self.reason}), so the game "
                "continues from before it. The original file is kept as it was.")


def header_rules(path: Path | str) -> str | None:
    """The rules version a save names when it is an older one this version can continue
    under its corrected rules (else None)."""
    from game.saves.reader import read_header

    try:
        v = read_header(path, any_rules=True).rules_version
    except SaveError:
        return None
    return v if older_rules(v) else None


def continue_old(path: Path | str) -> Continued:
    """Replay an older-rules save under the current rules (read only: nothing is
    written).  Raises :class:`SaveError` when the file cannot be read at all, or
    :class:`UnknownVersion` when it is not of an older version of these rules."""
    p = Path(path)
    try:
        data = read_regular(p, MAX_FILE_BYTES)
    except UnsafeInput as exc:
        raise SaveError(exc.reason, path=p) from None
    except OSError as exc:
        from game.saves.io import os_reason

        raise SaveError(f"the file cannot be read ({os_reason(exc)})", path=p) from None
    raw, entries, _skipped, _dropped = _split(data, p, salvage=True)  # a torn end: left out
    raw, entries = migrate(raw, entries, p)
    old = str(raw.get("rules_version"))
    if not older_rules(old):
        raise UnknownVersion(f"it follows rules version '{old}', which is not an older "
                             f"version of '{RULES_VERSION}'", path=p, line=1)
    header, config = validate_header(dict(raw, rules_version=RULES_VERSION,
                                          app_version=__version__), p)
    content = resolve_content(header, p)
    check_content(header, content, p)
    state = new_game(config, content)
    check_setup(header, state, p)
    events: list[Any] = list(setup_events(state))
    log = GameLog(header)
    actions = [e for e in entries if "a" in e.data]
    line: int | None = None
    reason: str | None = None
    for e in actions:
        try:
            item = ActionLine.model_validate(e.data)
        except ValidationError:
            line, reason = e.line, "the action cannot be read"
            break
        try:
            out = apply(state, item.a)
        except IllegalAction as exc:
            line, reason = e.line, exc.reason
            break
        except Exception as exc:  # noqa: BLE001 - the game stops there, clearly
            line, reason = e.line, f"the rules engine failed: {type(exc).__name__}"
            break
        log.record(item.a, state)
        events.extend(out)
    game = LoadedGame(header=header, config=config, content=content, state=state, log=log,
                      path=None, final_hash=state_hash(state), final_verified=False,
                      checkpoints_verified=0, events=events)
    return Continued(game, old, len(actions), len(log.actions), line, reason)


def continued_path(path: Path | str) -> Path:
    """Where the continued game is saved: beside the original, named after the rules."""
    p = Path(path)
    out = p.with_name(f"{p.stem}-{RULES_VERSION}{p.suffix}")
    i = 2
    while out.exists():
        out = p.with_name(f"{p.stem}-{RULES_VERSION}-{i}{p.suffix}")
        i += 1
    return out
