"""The rules reference's part of ``python -m game i18n check``: the section files of
``assets/rules`` (format: docs/I18N.md "Rules reference"; read by
:mod:`game.i18n.rules_files`, shown by :mod:`game.client.scenes.rules_ref`).

:func:`check_source` checks the English sections every language is compared with;
:func:`check_language` one language's sections against them: each section present and
readable, translated from the English as it is now (its ``source:``), with the same
placeholders and rule tags.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from game.i18n.rules_files import (
    HEX8,
    INDEX,
    PLACEHOLDER_RE,
    PLACEHOLDERS,
    RULE_TAG_RE,
    SOURCE_LANG,
    RulesFileError,
    file_name,
    read_index,
    read_section,
    rules_dir,
    source_hash,
)


def _marks(text: str) -> tuple[list[str], list[str]]:
    """(placeholders, rule tags) of a text, sorted: both must match between languages."""
    return sorted(set(PLACEHOLDER_RE.findall(text))), sorted(RULE_TAG_RE.findall(text))


def _stray(lang: str, ids: list[str], root: Path) -> list[str]:
    folder = root / lang
    files = sorted(folder.iterdir()) if folder.is_dir() else []
    return [f"{file_name(p, root)}: not a section of {INDEX} (remove it or list its id there)"
            for p in files if p.suffix == ".md" and p.stem not in ids]


def check_source(root: Path | None = None) -> list[str]:
    """The problems of the English sections (the source every language is checked against):
    the index, missing or damaged files, unknown placeholders, files of no section."""
    root = root or rules_dir()
    try:
        ids = read_index(root)
    except RulesFileError as exc:
        return [str(exc)]
    out: list[str] = []
    for sid in ids:
        try:
            sec = read_section(SOURCE_LANG, sid, root)
        except RulesFileError as exc:
            out.append(str(exc))
            continue
        unknown = [p for p in _marks(sec.title + "\n" + sec.body)[0]
                   if p[1:-1] not in PLACEHOLDERS]
        if unknown:
            out.append(f"assets/rules/{SOURCE_LANG}/{sid}.md: unknown placeholder "
                       f"{', '.join(unknown)} (known: {', '.join(PLACEHOLDERS)})")
        if sec.source is not None:
            out.append(f"assets/rules/{SOURCE_LANG}/{sid}.md: 'source:' belongs in "
                       "translations only")
    return out + _stray(SOURCE_LANG, ids, root)


@dataclass
class LangCheck:
    """One language's sections against the English: ``done`` of ``total`` translated, up to
    date and sound; the problems by kind (missing, stale, placeholder, error)."""

    total: int = 0
    done: int = 0
    missing: list[str] = field(default_factory=list)
    stale: list[str] = field(default_factory=list)
    placeholder: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


def check_language(lang: str, root: Path | None = None) -> LangCheck:
    """Every section of ``sections.txt`` in ``lang``: present, readable, translated from the
    English as it is now (``source:``), with the English's placeholders and rule tags.
    Sections whose English is broken are left to :func:`check_source`."""
    root = root or rules_dir()
    rep = LangCheck()
    try:
        ids = read_index(root)
    except RulesFileError:
        return rep
    for sid in ids:
        try:
            en = read_section(SOURCE_LANG, sid, root)
        except RulesFileError:
            continue
        rep.total += 1
        name = f"assets/rules/{lang}/{sid}.md"
        try:
            sec = read_section(lang, sid, root)
        except RulesFileError as exc:
            (rep.missing if exc.reason == "the file is missing" else rep.errors).append(
                str(exc))
            continue
        want = source_hash(en)
        a, b = _marks(en.title + "\n" + en.body), _marks(sec.title + "\n" + sec.body)
        if a[0] != b[0]:
            rep.placeholder.append(f"{name}: placeholders {b[0] or 'none'} differ from the "
                                   f"English {a[0] or 'none'}")
        elif a[1] != b[1]:
            rep.placeholder.append(f"{name}: rule tags {b[1] or 'none'} differ from the "
                                   f"English {a[1] or 'none'}")
        elif sec.source is None or not HEX8.match(sec.source):
            rep.errors.append(f"{name}: no valid 'source:' line (the English section's "
                              f"source is {want})")
        elif sec.source != want:
            rep.stale.append(f"{name}: the English changed since it was translated "
                             f"(source {sec.source}, the English is now {want})")
        else:
            rep.done += 1
    rep.errors.extend(_stray(lang, ids, root))
    return rep
