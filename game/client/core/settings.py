"""User settings: a small JSON file in the user's config folder.

Writes are atomic (``game.saves.atomic_write``: temp file in the same folder, fsync,
rename).  A missing file gives
the defaults; an unreadable or invalid one gives the defaults plus a message for the UI —
it never crashes and never overwrites the broken file until the user saves again.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from game import paths

FILE_NAME = "settings.json"
SPEEDS = (0.0, 0.5, 1.0, 2.0, 4.0)  # 0 = no animations
UI_SCALE_MIN, UI_SCALE_MAX = 0.9, 1.5  # the interface scale's range (issue 22 item 5)


@dataclass
class Settings:
    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    ui_scale: float = 1.0  # multiplies the automatic scale from the window size (0.9-1.5)
    animation_speed: float = 1.0
    colour_blind: bool = False
    sound: bool = True
    bot_pause: float = 0.6  # seconds a bot "thinks" before each action (scaled by speed)
    hard_bot_time: float = 0.5  # the hard bot's search time per decision that matters (s)
    confirm_end_turn: bool = True
    # finished autosaves kept at start-up (the newest; 0: keep them all), game.saves.manage
    keep_finished_saves: int = 20
    remember_names: list[str] = field(default_factory=list)
    # interface language: "en", "pt", "de" (or the pseudo-locale "xx"); "" until the player
    # chooses one in Settings: then the OS locale decides (English when it is none of ours)
    language: str = ""
    # the last New game's ruleset, modules, scenario and advanced rules (issue 9); New game
    # checks every part against the engine and ignores what no longer fits
    remember_setup: dict[str, Any] = field(default_factory=dict)

    # ------------------------------------------------------------------ validation
    @classmethod
    def from_dict(cls, data: Any) -> tuple[Settings, list[str]]:
        """Build from parsed JSON, keeping good values; returns (settings, problems)."""
        s = cls()
        problems: list[str] = []
        if not isinstance(data, dict):
            return s, ["settings file does not hold a JSON object"]
        known = {f.name for f in fields(cls)}
        for key, value in data.items():
            if key not in known:
                continue  # tolerate keys from newer versions
            try:
                setattr(s, key, _check(key, value))
            except (TypeError, ValueError) as exc:
                problems.append(f"{key}: {exc}")
        return s, problems

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["window_size"] = list(self.window_size)
        return d


def _check(key: str, value: Any) -> Any:
    if key == "window_size":
        if (
            not isinstance(value, (list, tuple))
            or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
        ):
            raise TypeError("must be [width, height]")
        w, h = value
        if not (320 <= w <= 16384 and 240 <= h <= 16384):
            raise ValueError("out of range")
        return (w, h)
    if key in ("fullscreen", "colour_blind", "sound", "confirm_end_turn"):
        if not isinstance(value, bool):
            raise TypeError("must be true or false")
        return value
    if key in ("ui_scale", "animation_speed", "bot_pause", "hard_bot_time"):
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise TypeError("must be a number")
        lo, hi = {"ui_scale": (0.5, 3.0), "animation_speed": (0.0, 8.0),
                  "bot_pause": (0.0, 5.0), "hard_bot_time": (0.05, 5.0)}[key]
        if not lo <= float(value) <= hi:
            raise ValueError(f"must be between {lo} and {hi}")
        if key == "ui_scale":  # an older file's 75 % or 200 %: the nearest one offered
            return min(UI_SCALE_MAX, max(UI_SCALE_MIN, float(value)))
        return float(value)
    if key == "keep_finished_saves":
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError("must be a whole number")
        if not 0 <= value <= 10_000:
            raise ValueError("must be between 0 (keep all) and 10000")
        return value
    if key == "remember_names":
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise TypeError("must be a list of names")
        return [v[:24] for v in value[:5]]
    if key == "language":
        from game.i18n import ALL_CODES

        if not isinstance(value, str) or (value and value not in ALL_CODES):
            raise ValueError(f"must be one of {', '.join(ALL_CODES)}")
        return value
    if key == "remember_setup":
        if not isinstance(value, dict) or len(value) > 8 or \
                not all(isinstance(k, str) and _plain(v) for k, v in value.items()):
            raise TypeError("must be an object of the last new game's choices")
        return dict(value)
    raise KeyError(key)


def _plain(v: Any, depth: int = 0) -> bool:
    """A small JSON value: a string, number, bool or null, a short list of them, or
    (once) an object of them."""
    if v is None or isinstance(v, (bool, int, float)) or (isinstance(v, str) and len(v) < 64):
        return True
    if isinstance(v, list):
        return len(v) <= 8 and all(_plain(x, 2) for x in v)
    if isinstance(v, dict) and depth == 0:
        return len(v) <= 32 and all(isinstance(k, str) and _plain(x, 1) for k, x in v.items())
    return False


def settings_path() -> Path:
    return paths.user_config_dir() / FILE_NAME


def load(path: Path | None = None) -> tuple[Settings, str | None]:
    """Read settings; returns (settings, message) where message explains a fallback."""
    from game.engine.messages import Msg  # shown later, in the interface language
    from game.safeio import UnsafeInput, loads_json, read_regular

    path = path or settings_path()
    try:
        raw = read_regular(path, 256 * 1024)  # a FIFO or device here must not hang start-up
    except FileNotFoundError:
        return Settings(), None
    except UnsafeInput as exc:
        return Settings(), Msg("Settings file {file} cannot be used ({reason}); using "
                               "defaults.", file=path.name, reason=exc.reason)
    except OSError as exc:
        return Settings(), Msg("Could not read settings ({reason}); using defaults.",
                               reason=exc.strerror)
    try:
        data = loads_json(raw.decode("utf-8"), 16)
    except (ValueError, UnicodeDecodeError):  # bad JSON, or nested too deeply
        return Settings(), Msg("Settings file {file} is damaged; using defaults.",
                               file=path.name)
    s, problems = Settings.from_dict(data)
    if problems:
        return s, Msg("Some settings were invalid and were reset: {problems}",
                      problems="; ".join(problems))
    return s, None


def save(settings: Settings, path: Path | None = None) -> None:
    """Atomic write through ``game.saves.atomic_write`` (temp file beside the target, fsync,
    rename, directory fsync).  Raises ``game.saves.SaveFailed`` (a ``SaveError``) with a
    one-line reason when the file cannot be written."""
    from game.saves import atomic_write  # lazy: keeps the title screen's cold start short

    path = path or settings_path()
    atomic_write(path, json.dumps(settings.to_dict(), indent=2, sort_keys=True))
