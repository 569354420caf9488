"""Where games are saved, seen from the client (``game.saves``)."""

from __future__ import annotations

from pathlib import Path

from game import saves


def list_saves() -> list[Path]:
    """Readable save files, newest first."""
    return [Path(i.file) for i in save_infos() if not i.error]


def save_infos() -> list[saves.SaveInfo]:
    try:
        return list(saves.list_saves())
    except OSError:
        return []


def latest_save() -> Path | None:
    """The newest save of a game that is not over (what Continue resumes)."""
    return latest_of(save_infos())


def latest_of(infos: list[saves.SaveInfo]) -> Path | None:
    """:func:`latest_save` from a listing already read (newest first): the newest
    autosave of a game not over (a save named with Save as is a copy kept as it was: it
    is opened by Continue only when there is no such autosave)."""
    order = continue_order(infos)
    return order[0] if order else None


def continue_order(infos: list[saves.SaveInfo]) -> list[Path]:
    """The saves Continue tries, in order: the autosaves of games not over, newest first,
    then the other saves of games not over (named with Save as), newest first.  Continue
    opens the first one that can be opened: one that is refused (damaged, too large, its
    pack gone) never keeps the player from the newest game that can be continued."""
    from game.saves.manage import is_autosave

    running = [Path(i.file) for i in infos if not i.error and not i.over]
    return [p for p in running if is_autosave(p)] + [p for p in running if not is_autosave(p)]


def missing_packs(infos: list[saves.SaveInfo]) -> dict[Path, list[str]]:
    """For each readable save, the content packs its header names that are not installed
    (by id; a changed pack is found when the save is opened)."""
    from game.content.loader import available_packs

    installed = {i.id for i in available_packs(validate=False) if i.error is None}
    out: dict[Path, list[str]] = {}
    for info in infos:
        if info.error:
            continue
        try:
            packs = list(saves.read_header(info.file).packs)
        except saves.SaveError:
            continue
        missing = [p for p in packs if p not in installed]
        if missing:
            out[Path(info.file)] = missing
    return out
