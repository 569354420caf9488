"""The table's game log: the events it tells, turned into lines when they are shown.

The log keeps the (already redacted) events, not their text: a line is rendered by
:func:`game.client.table.log.describe.describe` in the interface language of the moment it is drawn,
so after a language switch every old line reads in the new language (issue 20 item 11).
The log panel, the full log (L) and the replay viewer all read :meth:`GameLog.lines`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from game import i18n
from game.client.table.log.describe import Names, describe


class GameLog:
    """The events that have a log line, in order, and their lines in the current
    language (rendered again when the language changes; the same list object otherwise,
    so a panel's key can follow it)."""

    def __init__(self, names: Names, events: Iterable[Any] = ()) -> None:
        self.names = names
        self.events: list[Any] = []
        self._lines: list[str] = []
        self._lang: str | None = i18n.current()
        self.extend(events)

    def extend(self, events: Iterable[Any]) -> None:
        """Add the events that tell something (an event without a line is left out)."""
        fresh = self._lang == i18n.current()
        for e in events:
            line = describe(e, self.names)
            if not line:
                continue
            self.events.append(e)
            if fresh:
                self._lines.append(line)
        if not fresh:
            self._lang = None  # rendered again when next shown

    def lines(self) -> list[str]:
        """Every line, in the interface language."""
        lang = i18n.current()
        if lang != self._lang:
            self._lines = [describe(e, self.names) or "" for e in self.events]
            self._lang = lang
        return self._lines

    def __len__(self) -> int:
        return len(self.events)
