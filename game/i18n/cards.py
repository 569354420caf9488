"""Card texts in other languages: the translations a pack carries as data (issue 13 item 3).

File format (docs/PACKS.md "Translations"): ``<pack>/i18n/<lang>.toml``, one table per card
id (``manifest``, ``colony``, ``graveyard`` for the cards without one), each key a text field
path (:mod:`game.content.i18n_fields`), each value ``{ text = "...", src = "<8 hex>" }``.

:func:`read` parses and validates one file against the pack's English cards and returns the
usable entries plus every problem; :func:`localize` gives a copy of a :class:`Content`
with the texts of the current language (for display only: the engine always plays the
English content, so state hashes and saves never depend on the language).
"""

from __future__ import annotations

import dataclasses
import re
import tomllib
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from game import i18n
from game.content.i18n_fields import pack_cards, source_hash, text_fields
from game.content.schema_base import text_limit

CARD_LANGS = ("pt", "de")
_PLACEHOLDER = re.compile(r"\{[^{}]*\}")
_NUMBER = re.compile(r"\d+")
_HEX8 = re.compile(r"^[0-9a-f]{8}$")


@dataclass(frozen=True)
class Problem:
    """One problem of a translation file: ``kind`` is ``error`` (the entry is not used),
    ``placeholder`` (not used either) or ``stale`` (used, but the English has changed)."""

    file: str
    card: str
    path: str
    kind: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}: {self.card}: {self.path}: {self.message}"


@dataclass
class PackTranslation:
    pack: str
    lang: str
    entries: dict[str, dict[str, str]] = field(default_factory=dict)  # card -> path -> text
    by_source: dict[str, str] = field(default_factory=dict)  # English text -> translation
    english: dict[str, dict[str, str]] = field(default_factory=dict)  # card -> path -> English
    problems: list[Problem] = field(default_factory=list)
    fields_total: int = 0  # text fields of the pack's cards
    fields_done: int = 0  # of them: translated, valid and not stale


def placeholders(text: str) -> tuple[list[str], list[str]]:
    """(placeholders, numbers) of a text, sorted: both must match between languages."""
    return sorted(_PLACEHOLDER.findall(text)), sorted(_NUMBER.findall(
        _PLACEHOLDER.sub("", text)))


def placeholder_problem(src: str, text: str) -> str | None:
    (ps, ns), (pt, nt) = placeholders(src), placeholders(text)
    if ps != pt:
        return f"placeholders {pt or 'none'} differ from the English {ps or 'none'}"
    if Counter(ns) != Counter(nt):
        return f"numbers {nt or 'none'} differ from the English {ns or 'none'}"
    return None


def read(file: Path, cards: dict[str, BaseModel], lang: str, pack: str = "") -> PackTranslation:
    """Parse and check ``file`` against ``cards`` (key -> English card model)."""
    out = PackTranslation(pack, lang)
    name = f"{pack}/i18n/{file.name}" if pack else file.name
    sources = {key: text_fields(card) for key, card in cards.items()}
    out.fields_total = sum(len(v) for v in sources.values())

    def bad(card: str, path: str, message: str, kind: str = "error") -> None:
        out.problems.append(Problem(name, card, path, kind, message))

    if not file.exists():
        return out
    from game.content.loader import MAX_DEPTH, MAX_FILE_BYTES
    from game.safeio import UnsafeInput, loads_toml, read_regular

    try:  # capped like a pack's own files (size, nesting)
        data = loads_toml(read_regular(file, MAX_FILE_BYTES).decode("utf-8"), MAX_DEPTH)
    except UnsafeInput as exc:
        bad("-", "-", f"cannot be read: {exc.reason}")
        return out
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        bad("-", "-", f"cannot be read: {exc}")
        return out
    for card, table in data.items():
        if card not in sources:
            bad(card, "-", "no card with this id in the pack")
            continue
        if not isinstance(table, dict):
            bad(card, "-", "must be a table of field paths")
            continue
        for path, entry in table.items():
            src = sources[card].get(path)
            if src is None:
                bad(card, path, "not a text field of this card (see game/content/"
                                "i18n_fields.py; quote dotted paths)")
                continue
            if not isinstance(entry, dict) or set(entry) != {"text", "src"} or not (
                    isinstance(entry["text"], str) and isinstance(entry["src"], str)):
                bad(card, path, "must be { text = \"...\", src = \"<8 hex digits>\" }")
                continue
            text, h = entry["text"], entry["src"]
            if not text.strip():
                bad(card, path, "empty translation")
                continue
            limit = text_limit(path.rsplit(".", 1)[-1])
            if len(text) > limit:  # as long as the field itself may be (docs/PACKS.md)
                bad(card, path, f"{len(text)} characters: this field holds at most {limit}")
                continue
            if not _HEX8.match(h):
                bad(card, path, f"src '{h}' is not 8 lower-case hex digits")
                continue
            if (why := placeholder_problem(src, text)) is not None:
                bad(card, path, why, "placeholder")
                continue
            out.entries.setdefault(card, {})[path] = text
            out.english.setdefault(card, {})[path] = src
            out.by_source.setdefault(src, text)
            if h != source_hash(src):
                bad(card, path, f"stale: the English changed since (src {h}, now "
                                f"{source_hash(src)})", "stale")
            else:
                out.fields_done += 1
    return out


def read_pack(folder: Path, lang: str, content: Any | None = None) -> PackTranslation:
    """The translation of the pack in ``folder`` into ``lang`` (checked against the pack's
    own cards; ``content``: the pack already loaded)."""
    from game.content.loader import load_pack_with_requirements

    if content is None:
        content, _, pid = load_pack_with_requirements(folder)
    else:
        pid = content.manifests[-1].id
    own = _own_cards(content, pid)
    return read(folder / "i18n" / f"{lang}.toml", own, lang, pid)


def _own_cards(content: Any, pid: str) -> dict[str, BaseModel]:
    cards = pack_cards(content)
    if not content.origins:
        return cards
    mine = {k: v for k, v in cards.items()
            if content.origins.get(k, content.ids[0]) == pid or k in ("colony", "graveyard")}
    manifest = next((m for m in content.manifests if m.id == pid), None)
    if manifest is not None:
        mine["manifest"] = manifest
    return mine


# --------------------------------------------------------------------------- run time
_TABLES: dict[str, dict[str, dict[str, str]]] = {}  # lang -> card -> path -> text
_SOURCES: dict[str, dict[str, str]] = {}  # lang -> English card text -> translation
# lang -> card -> path -> [(English, translation)], one per pack that translates the card:
# packs share card ids (the Long Night's colony is "colony" like the base game's), so the
# English text being shown picks the pack's translation, never the first pack's.
_CHOICES: dict[str, dict[str, dict[str, list[tuple[str, str]]]]] = {}


def _installed_folders() -> list[Path]:
    from game.content.loader import available_packs

    return [info.path for info in available_packs(validate=False) if info.error is None]


def table(lang: str) -> dict[str, dict[str, str]]:
    """Every usable card translation of the installed packs into ``lang`` (cached; a file
    with problems contributes its valid entries only)."""
    hit = _TABLES.get(lang)
    if hit is not None:
        return hit
    merged: dict[str, dict[str, str]] = {}
    sources: dict[str, str] = {}
    choices: dict[str, dict[str, list[tuple[str, str]]]] = {}
    if lang in CARD_LANGS:
        for folder in _installed_folders():
            if not (folder / "i18n" / f"{lang}.toml").exists():
                continue
            try:
                tr = read_pack(folder, lang)
            except Exception:  # noqa: BLE001 - a broken pack never breaks the interface
                continue
            for card, paths in tr.entries.items():
                merged.setdefault(card, {}).update(
                    {p: t for p, t in paths.items() if p not in merged.get(card, {})})
            for src, text in tr.by_source.items():
                sources.setdefault(src, text)
            for card, paths in tr.entries.items():
                for p, t in paths.items():
                    choices.setdefault(card, {}).setdefault(p, []).append(
                        (tr.english[card][p], t))
    _TABLES[lang] = merged
    _SOURCES[lang] = sources
    _CHOICES[lang] = choices
    return merged


def _pick(lang: str, card: str, path: str, english: str) -> str | None:
    """The translation of ``card``'s field ``path`` whose English is ``english`` (the pack
    of the game being shown decides when packs share the id); else the only one there is."""
    table(lang)
    options = _CHOICES.get(lang, {}).get(card, {}).get(path)
    if not options:
        return None
    for src, text in options:
        if src == english:
            return text
    return options[0][1] if len(options) == 1 else None


def by_source(english: str) -> str | None:
    """The translation of a card text met as plain English (a crossroads option's label,
    a vote's question, an effect's prompt that reached the interface without its card id);
    None when no card of the installed packs has that text translated."""
    lang = i18n.current()
    if lang == i18n.PSEUDO or lang not in CARD_LANGS:
        return None
    table(lang)
    return _SOURCES.get(lang, {}).get(english)


def card_text(card: str, path: str, english: str) -> str:
    """One card field in the current language (English when not translated)."""
    lang = i18n.current()
    if lang == i18n.PSEUDO:
        return i18n.pseudo(english, card=True)
    if lang not in CARD_LANGS:
        return english
    hit = _pick(lang, card, path, english)
    return english if hit is None else hit


def card_name(card: str, english: str) -> str:
    return card_text(card.split("#", 1)[0], "name", english)


_LOCALIZED: dict[tuple[int, str], tuple[Any, Any]] = {}


def localize(content: Any) -> Any:
    """``content`` with every text field in the current language (a copy; the same object
    for English).  For display only."""
    lang = i18n.current()
    if lang == "en" or content is None:
        return content
    key = (id(content), lang)
    hit = _LOCALIZED.get(key)
    if hit is not None and hit[0] is content:
        return hit[1]
    tab = table(lang) if lang != i18n.PSEUDO else None

    def tr(card_key: str, model: Any) -> Any:
        if model is None:
            return None
        if tab is None:
            texts = {p: i18n.pseudo(t, card=True) for p, t in text_fields(model).items()}
        else:
            texts = {}
            for p, english in text_fields(model).items() if card_key in tab else ():
                hit = _pick(lang, card_key, p, english)
                if hit is not None:
                    texts[p] = hit
        return _apply(model, texts) if texts else model

    from game.content.pack import SECTIONS

    changes: dict[str, Any] = {s: {cid: tr(cid, c) for cid, c in getattr(content, s).items()}
                               for s in SECTIONS}
    changes["colony"] = tr("colony", content.colony)
    changes["graveyard"] = tr("graveyard", content.graveyard)
    out = dataclasses.replace(content, **changes)
    if len(_LOCALIZED) > 8:
        _LOCALIZED.clear()
    _LOCALIZED[key] = (content, out)
    return out


def _apply(obj: Any, texts: dict[str, str]) -> Any:
    """A copy of ``obj`` (model or list) with the texts at the given paths replaced."""
    groups: dict[str, dict[str, str]] = {}
    leaves: dict[str, str] = {}
    for path, text in texts.items():
        head, _, rest = path.partition(".")
        if rest:
            groups.setdefault(head, {})[rest] = text
        else:
            leaves[head] = text
    if isinstance(obj, list):
        new = list(obj)
        for head, sub in groups.items():
            if head.isdigit() and int(head) < len(new):
                new[int(head)] = _apply(new[int(head)], sub)
        return new
    if not isinstance(obj, BaseModel):
        return obj
    by_alias = {(f.alias or n): n for n, f in type(obj).model_fields.items()}
    update: dict[str, Any] = {}
    for head, text in leaves.items():
        if head in by_alias:
            update[by_alias[head]] = text
    for head, sub in groups.items():
        if head in by_alias:
            update[by_alias[head]] = _apply(getattr(obj, by_alias[head]), sub)
    return obj.model_copy(update=update)


def _clear(_lang: str) -> None:
    _LOCALIZED.clear()


i18n.on_change(_clear)

__all__ = ["CARD_LANGS", "PackTranslation", "Problem", "card_name", "card_text", "localize",
           "placeholder_problem", "read", "read_pack", "table"]
