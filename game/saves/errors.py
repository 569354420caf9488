"""Typed save-file errors.  Their messages are meant for players: one line, plain words,
the file and (when known) the line number -- never a traceback."""

from __future__ import annotations

from pathlib import Path


def one_line(text: str) -> str:
    """``text`` on one line: a control character a hostile file put in a name (a pack
    called "\\n") is shown escaped, never breaking the message."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


class SaveError(Exception):
    """Any problem reading or writing a save file.

    ``path`` is the file (None for text loaded from memory) and ``line`` the 1-based line
    number the problem was found on (None when it is not about one line)."""

    what = "The save file cannot be used"

    def __init__(self, detail: str, *, path: Path | str | None = None,
                 line: int | None = None) -> None:
        self.detail = one_line(detail)
        self.path = Path(path) if path is not None else None
        self.line = line
        super().__init__(self.message)

    @property
    def message(self) -> str:
        where = f"'{self.path.name}'" if self.path is not None else "the save"
        if self.line is not None:
            where += f", line {self.line}"
        return f"{self.what} ({where}): {self.detail}"

    def __str__(self) -> str:
        return self.message


class DamagedSave(SaveError):
    """A line is not valid JSON or not a valid header / action / checkpoint."""

    what = "The save file is damaged"


class TruncatedSave(DamagedSave):
    """The last line was cut off (e.g. the game crashed while it was being written).
    ``load(..., salvage=True)`` keeps everything before it."""

    what = "The save file ends with an incomplete line"


class TamperedSave(SaveError):
    """The actions do not replay to the recorded game: a checkpoint hash differs, or the
    rules reject an action."""

    what = "The save file does not match the game it records"


class EngineFailure(TamperedSave):
    """The rules engine failed (raised an unexpected exception) while replaying a line."""

    what = "The game could not be replayed"


class UnknownVersion(SaveError):
    """The file format, rules version or RNG algorithm is not one this build can read."""

    what = "This save file was made by a different version of Winter Colony"


class WrongContent(SaveError):
    """A content pack the game was played with is missing or has changed."""

    what = "This save needs different game content"


class SaveFailed(SaveError):
    """Writing a save failed (disk full, no permission...); the previous file is intact."""

    what = "The game could not be saved"
