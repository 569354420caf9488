"""Loading a save: parse -> migrate -> validate -> replay -> verify.

Every problem raises a :class:`SaveError` subclass naming the line.  ``salvage=True`` keeps
everything before a damaged or cut-off line (the usual result of a crash while autosaving)
instead of failing; problems that make the whole game doubtful (another version, other
content, an action the rules reject, a checkpoint that does not match) are never salvaged.
"""

from __future__ import annotations

import gc
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, cast

from pydantic import ValidationError

from game.content.pack import Content
from game.engine import (
    GameConfig,
    IllegalAction,
    State,
    apply,
    new_game,
    setup_events,
    state_hash,
)
from game.engine.actions import MODULE_ACTIONS, parse_action
from game.engine.rng import ALGORITHM
from game.safeio import UnsafeInput, loads_json, open_regular, read_regular, size_text
from game.saves.errors import (
    DamagedSave,
    EngineFailure,
    SaveError,
    TamperedSave,
    TruncatedSave,
    UnknownVersion,
    WrongContent,
)
from game.saves.format import (
    CHECKPOINT_EVERY,
    FORMAT_VERSION,
    RULES_VERSION,
    ActionLine,
    Checkpoint,
    CheckpointLine,
    GameLog,
    Header,
)
from game.saves.migrate import Entry, migrate

# Limits on what a save file may be (docs/SAVES.md): a 40,000-action game is about 4 MB,
# its longest line (the header) about 1 KB and its deepest JSON 4 levels.
MAX_FILE_BYTES = 64 * 1024 * 1024
MAX_LINE_BYTES = 64 * 1024
MAX_DEPTH = 32
_VERSION = re.compile(r"^[0-9]{1,4}(\.[0-9]{1,4}){0,3}([.+-]?[0-9A-Za-z]{1,16}){0,3}$")


@dataclass
class LoadedGame:
    """A loaded, replayed and verified game."""

    header: Header
    config: GameConfig
    content: Content
    state: State  # the game as it stands after the last action
    log: GameLog  # header + actions + checkpoints, ready to continue and save again
    path: Path | None
    final_hash: str  # state_hash(state)
    final_verified: bool  # the file ended with a checkpoint of the final state
    checkpoints_verified: int
    salvaged: SaveError | None = None  # what salvage skipped (None: the whole file loaded)
    lines_dropped: int = 0
    # the whole file loaded, in the current format, ending with a complete line: an autosave
    # may go on appending to it without rewriting it (``Autosave.resume``)
    appendable: bool = False
    # with ``keep_events=True``: the setup events, then those of every action (unredacted)
    events: list[Any] = field(default_factory=list)

    @property
    def actions(self) -> list[Any]:
        return self.log.actions


# ------------------------------------------------------------------------------ parse
# An action line that may be read straight from its text: printable ASCII without a
# backslash (no escapes, no control characters, no encoding questions), as the game writes.
_PLAIN_ACTION = re.compile(rb'\{"a":[\x20-\x5b\x5d-\x7e]*')


def _split(data: bytes, path: Path | None, salvage: bool, actions: bool = False
           ) -> tuple[dict[str, Any], list[Entry], SaveError | None, int]:
    """Bytes -> (header dict, entries, the problem salvage skipped, lines dropped).

    ``actions``: in a file of the current format, an action line that validates as an
    :class:`ActionLine` straight from its text (one pass in pydantic's JSON reader instead
    of ``json.loads`` then validation) is kept already parsed (``Entry.parsed``).  Only a
    plain line is tried (see ``_PLAIN_ACTION``): for such text both readers agree on every
    value, so the result is the one the line would give later (``_entry``), and a line that
    does not validate is read the usual way, its problem reported as before."""
    if not data.strip():
        raise DamagedSave("the file is empty", path=path, line=1)
    complete = data.endswith(b"\n")
    raw = data.split(b"\n")
    if complete:
        raw.pop()
    header: dict[str, Any] | None = None
    entries: list[Entry] = []
    direct = False  # may action lines be validated straight from their text
    for i, chunk in enumerate(raw, start=1):
        if direct and len(chunk) <= MAX_LINE_BYTES and _PLAIN_ACTION.fullmatch(chunk):
            try:
                entries.append(Entry(i, {}, ActionLine.model_validate_json(chunk)))
                continue
            except ValidationError:
                pass  # read as any line: its problem is found and reported as before
        last = i == len(raw)
        problem: SaveError | None = None
        obj: Any = None
        try:
            if len(chunk) > MAX_LINE_BYTES:
                raise UnsafeInput(f"the line is longer than {size_text(MAX_LINE_BYTES)}")
            text = chunk.decode("utf-8")
            if not text.strip():
                continue
            obj = loads_json(text, MAX_DEPTH)
            if not isinstance(obj, dict):
                problem = DamagedSave("this line is not a JSON object", path=path, line=i)
        except UnsafeInput as exc:
            problem = DamagedSave(exc.reason, path=path, line=i)
        except (UnicodeDecodeError, ValueError):
            if last and not complete:
                problem = TruncatedSave(
                    "the last line was cut off (the game probably stopped while saving)"
                    + ("; everything before it can be recovered" if header is not None else ""),
                    path=path, line=i)
            else:
                problem = DamagedSave("this line is not valid JSON", path=path, line=i)
        if problem is not None:
            if header is None or not salvage:
                raise problem
            return header, entries, problem, len(raw) - i + 1
        if header is None:
            header = obj
            fmt = obj.get("format")
            direct = actions and type(fmt) is int and fmt == FORMAT_VERSION
        else:
            entries.append(Entry(i, obj))
    if header is None:
        raise DamagedSave("the file is empty", path=path, line=1)
    return header, entries, None, 0


def _why(exc: ValidationError) -> str:
    err = exc.errors()[0]
    loc = ".".join(s for s in (str(x) for x in err.get("loc", ()))
                   if not s.startswith("function-"))[:120]  # (SaveError makes it one line)
    msg = str(err.get("msg", "invalid"))
    return f"{loc}: {msg}" if loc else msg


# ------------------------------------------------------------------------------ validate
def validate_header(raw: dict[str, Any], path: Path | None = None, any_rules: bool = False
                    ) -> tuple[Header, GameConfig]:
    """The header, checked; ``any_rules``: a header of another rules version passes too
    (the save list, and continuing a game saved under older rules)."""
    try:
        header = Header.model_validate(raw)
    except ValidationError as exc:
        raise DamagedSave(f"the header is not valid ({_why(exc)})", path=path, line=1) from None
    if header.rules_version != RULES_VERSION and not any_rules:
        raise UnknownVersion(f"it follows rules version '{header.rules_version}', this "
                             f"version plays '{RULES_VERSION}'", path=path, line=1)
    if header.rng.algorithm != ALGORITHM:
        raise UnknownVersion(f"it uses the random generator '{header.rng.algorithm}', this "
                             f"version has '{ALGORITHM}'", path=path, line=1)
    try:
        config = header.game_config()
    except ValidationError as exc:
        raise DamagedSave(f"the game setup in the header is not valid ({_why(exc)})",
                          path=path, line=1) from None
    except (TypeError, ValueError, LookupError) as exc:  # a validator tripped on odd data
        raise DamagedSave(f"the game setup in the header is not valid ({exc})", path=path,
                          line=1) from None
    if config.seed != header.rng.seed:
        raise DamagedSave("the header's random seed and game setup disagree", path=path,
                          line=1)
    if list(config.seats) != list(header.seats):
        raise DamagedSave("the header's seats and game setup disagree", path=path, line=1)
    if not _VERSION.match(header.app_version):
        raise DamagedSave("the header's app version is not a version number", path=path,
                          line=1)
    try:
        created = datetime.fromisoformat(header.created)
    except ValueError:
        created = None
    if created is None or created.tzinfo is None:
        raise DamagedSave("the header's creation time is not an ISO 8601 time with a time "
                          "zone", path=path, line=1)
    return header, config


def check_setup(header: Header, state: State, path: Path | None = None) -> None:
    """What the header says about the game's setup must be what replaying it gives."""
    if header.main_objective is not None and header.main_objective != state.main_objective:
        raise TamperedSave("the header's main objective is not the one this game's setup "
                           "draws", path=path, line=1)


def check_content(header: Header, content: Content, path: Path | None = None) -> None:
    have = dict(content.hashes)
    for pid, digest in header.packs.items():
        if pid not in have:
            raise WrongContent(f"it was played with the content pack '{pid}', which is not "
                               "loaded", path=path, line=1)
        if have[pid] != digest:
            raise WrongContent(f"the content pack '{pid}' has changed since this game was "
                               "saved, so the game cannot be replayed with it", path=path,
                               line=1)
    extra = sorted(set(have) - set(header.packs))
    if extra:
        raise WrongContent(f"it was played without the content pack '{extra[0]}'", path=path,
                           line=1)


def resolve_content(header: Header, path: Path | None = None) -> Content:
    """The installed packs the header names (the bundled base pack is cached)."""
    from game.content.loader import BASE_PACK_ID, PackError, load_base, load_selected

    ids = list(header.packs)
    try:
        if ids == [BASE_PACK_ID]:
            return load_base()
        return load_selected(ids)
    except PackError as exc:
        first = exc.issues[0] if exc.issues else None
        detail = str(first) if first is not None else "a content pack could not be loaded"
        raise WrongContent(f"the content it needs cannot be loaded ({detail})", path=path,
                           line=1) from None
    except (KeyError, OSError) as exc:
        raise WrongContent(f"the content it needs is not installed ({exc})", path=path,
                           line=1) from None


def _entry(e: Entry, path: Path | None) -> ActionLine | CheckpointLine:
    if e.parsed is not None:
        return cast(ActionLine, e.parsed)
    try:
        if "a" in e.data:
            a = e.data.get("a")
            if isinstance(a, dict) and a.get("type") in MODULE_ACTIONS and set(e.data) == {"a"}:
                return ActionLine.model_construct(a=parse_action(a))  # a rule module's action
            return ActionLine.model_validate(e.data)
        if "checkpoint" in e.data:
            return CheckpointLine.model_validate(e.data)
    except ValidationError as exc:
        kind = "action" if "a" in e.data else "checkpoint"
        raise DamagedSave(f"this line is not a valid {kind} ({_why(exc)})", path=path,
                          line=e.line) from None
    raise DamagedSave("this line is neither an action nor a checkpoint", path=path,
                      line=e.line)


@contextmanager
def _gc_paused() -> Iterator[None]:
    """Cyclic garbage collection off while a save loads.  Parsing and replaying make
    hundreds of thousands of short-lived objects, freed at once by reference counting; the
    collections their allocation would set off find nothing to free but walk the process's
    long-lived objects each time (the content, a client's images), which in a big process
    was much of a load's time.  Collection resumes afterwards, as it was."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


# ------------------------------------------------------------------------------ entry points
def loads(data: bytes | str, content: Content | None = None, *, salvage: bool = False,
          path: Path | str | None = None, keep_events: bool = False) -> LoadedGame:
    """Load a save from its text (see :func:`load`)."""
    with _gc_paused():
        return _loads(data, content, salvage, path, keep_events)


def _loads(data: bytes | str, content: Content | None, salvage: bool,
           path: Path | str | None, keep_events: bool) -> LoadedGame:
    p = Path(path) if path is not None else None
    if isinstance(data, str):
        data = data.encode("utf-8")
    if len(data) > MAX_FILE_BYTES:
        raise DamagedSave(f"the file is larger than {size_text(MAX_FILE_BYTES)}", path=p)
    raw_header, entries, skipped, dropped = _split(data, p, salvage, actions=True)
    current = raw_header.get("format") == FORMAT_VERSION and data.endswith(b"\n")
    raw_header, entries = migrate(raw_header, entries, p)
    header, config = validate_header(raw_header, p)
    if content is None:
        content = resolve_content(header, p)
    check_content(header, content, p)

    parsed: list[tuple[Entry, ActionLine | CheckpointLine]] = []
    for i, e in enumerate(entries):
        try:
            parsed.append((e, _entry(e, p)))
        except DamagedSave as exc:
            if not salvage:
                raise
            skipped = exc
            dropped += len(entries) - i
            break

    try:
        state = new_game(config, content)
    except Exception as exc:  # noqa: BLE001 - any engine failure becomes a clear message
        raise EngineFailure(f"setting up the game failed ({type(exc).__name__}: {exc})",
                            path=p, line=1) from None
    check_setup(header, state, p)
    events: list[Any] = list(setup_events(state)) if keep_events else []
    log = GameLog(header)
    verified = 0
    final_verified = False
    final_hash = ""  # with final_verified: the hash just checked against the final state
    for e, item in parsed:
        if isinstance(item, ActionLine):
            final_verified = False
            try:
                out = apply(state, item.a)
            except IllegalAction as exc:
                raise TamperedSave(f"the rules do not allow this action here ({exc.reason})",
                                   path=p, line=e.line) from None
            except Exception as exc:  # noqa: BLE001
                raise EngineFailure(f"the rules engine failed on this action "
                                    f"({type(exc).__name__}: {exc})", path=p,
                                    line=e.line) from None
            log.actions.append(item.a)
            if keep_events:
                events.extend(out)
            continue
        n = len(log.actions)
        if item.checkpoint != n:
            raise TamperedSave(f"the checkpoint counts {item.checkpoint} actions but {n} come "
                               "before it", path=p, line=e.line)
        if state_hash(state) != item.hash:
            raise TamperedSave(f"the game after {n} actions is not the one that was saved "
                               "(checkpoint mismatch)", path=p, line=e.line)
        for name, value in (("round", item.round), ("morale", item.morale),
                            ("over", item.over)):  # what save lists show, unverified so far
            if value is not None and value != getattr(state, name):
                raise TamperedSave(f"the checkpoint's {name} is not the game's", path=p,
                                   line=e.line)
        verified += 1
        final_verified = True
        final_hash = item.hash
        # only the regular checkpoints stay in the log; the next save writes a fresh final one
        if n and n % CHECKPOINT_EVERY == 0 and all(cp.index != n for cp in log.checkpoints):
            log.checkpoints.append(Checkpoint(n, item.hash, item.round, item.morale,
                                              item.over))
    return LoadedGame(header=header, config=config, content=content, state=state, log=log,
                      path=p, final_hash=final_hash if final_verified else state_hash(state),
                      final_verified=final_verified,
                      checkpoints_verified=verified, salvaged=skipped, lines_dropped=dropped,
                      events=events, appendable=current and skipped is None)


def load(path: Path | str, content: Content | None = None, *, salvage: bool = False,
         keep_events: bool = False) -> LoadedGame:
    """Load, replay and verify a save file.

    ``content``: the content to replay with (default: the installed packs the header
    names).  ``salvage``: keep everything before a damaged or cut-off line instead of
    raising (``LoadedGame.salvaged`` says what was skipped).  ``keep_events``: keep the
    events of the replay in ``LoadedGame.events`` (a session resumes from them without
    replaying again).  Raises :class:`SaveError`."""
    p = Path(path)
    try:
        data = read_regular(p, MAX_FILE_BYTES)
    except FileNotFoundError:
        raise SaveError("the file does not exist", path=p) from None
    except UnsafeInput as exc:
        raise SaveError(exc.reason, path=p) from None
    except OSError as exc:
        from game.saves.io import os_reason

        raise SaveError(f"the file cannot be read ({os_reason(exc)})", path=p) from None
    return loads(data, content, salvage=salvage, path=p, keep_events=keep_events)


def read_header(path: Path | str, any_rules: bool = False) -> Header:
    """Only the (migrated, validated) header: cheap, no replay.  ``any_rules``: accept a
    header of another rules version (see :func:`validate_header`)."""
    p = Path(path)
    try:
        with open_regular(p) as f:
            first = f.readline(MAX_LINE_BYTES + 1)
    except UnsafeInput as exc:
        raise SaveError(exc.reason, path=p) from None
    except OSError as exc:
        from game.saves.io import os_reason

        raise SaveError(f"the file cannot be read ({os_reason(exc)})", path=p) from None
    if len(first) > MAX_LINE_BYTES:
        raise DamagedSave(f"the line is longer than {size_text(MAX_LINE_BYTES)}", path=p,
                          line=1)
    if not first.endswith(b"\n"):
        raise TruncatedSave("the header line is incomplete", path=p, line=1)
    try:
        raw = loads_json(first.decode("utf-8"), MAX_DEPTH)
    except UnsafeInput as exc:
        raise DamagedSave(exc.reason, path=p, line=1) from None
    except (UnicodeDecodeError, ValueError):
        raise DamagedSave("this line is not valid JSON", path=p, line=1) from None
    if not isinstance(raw, dict):
        raise DamagedSave("the first line is not a save header", path=p, line=1)
    raw, _ = migrate(raw, [], p)
    return validate_header(raw, p, any_rules=any_rules)[0]
