"""The table's direct manipulation as the rest of the client calls it (``table.select``,
``table.pick_type``, ``table.click_board`` ...): each hands over to the table's input
(:mod:`game.client.scenes.table.input`, :mod:`game.client.scenes.table.board_input`).
A part of :class:`~game.client.scenes.table.scene.TableScene` (split out of scene.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.client.scenes.table.input import TableInput


class DirectPlay:
    input: TableInput

    def survivor_actions(self, sid: str, acts: list[Any] | None = None) -> list[Any]:
        return self.input.survivor_actions(sid, acts)

    def select(self, sid: str | None) -> None:
        self.input.select(sid)

    def _refresh_selection(self, acts: list[Any] | None = None) -> None:
        self.input.refresh_selection(acts)

    def perform(self, candidates: list[Any], what: str) -> None:
        self.input.perform(candidates, what)

    def try_action(self, action: Any) -> None:
        self.input.try_action(action)

    def click_board(self, pos: tuple[int, int]) -> bool:
        return self.input.click_board(pos)

    def pick_type(self, t: str) -> None:
        self.input.pick_type(t)

    def pick_survivor(self, sid: str) -> None:
        self.input.pick_survivor(sid)

    def open_picker(self, acts: list[Any], title: str) -> None:
        self.input.open_picker(acts, title)
