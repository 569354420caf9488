"""The F1 rules reference, read from ``assets/rules`` (format: docs/I18N.md "Rules reference").

``assets/rules/sections.txt`` lists the section ids in the order of the F1 list (the base
game, then The Long Night, its modules and introductory scenarios); each id has one file
per language, ``assets/rules/<lang>/<id>.md``: a front matter (``keywords:``; in a
translation also ``source:``, the :func:`source_hash` of the English section it
translates), a ``# Title`` line and the text (paragraphs split by blank lines, ``- ``
bullets, rule tags such as ``[ROUND]`` pointing into RULES.md).  Placeholders are filled
when the text is shown: ``{legend}`` (the legend in words, :mod:`game.client.table.legend`),
``{lab}`` / ``{camp}`` (the names the bundled Long Night pack gives its Raxxon and Bandits'
Hideout locations, in the shown language -- the placeholders of the interface catalogs for
the same names, :mod:`game.client.table.places`).

:func:`topics` gives the sections in a language (English for one without its own files;
the pseudo-locale lengthens the English); :func:`search` looks through them (accents
optional: "exploracao" finds "exploração").  A missing or damaged file never raises: the
section is shown in English, or with its id as title, and its ``problem`` says which file
could not be read and why (the F1 scene shows it).  ``python -m game i18n check`` reports
the same problems, missing, stale and untranslated sections and placeholder mismatches
(:mod:`game.i18n.check_rules`).
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.i18n.rules_files import (  # noqa: F401  (the files' format, re-exported)
    HEX8,
    INDEX,
    LN_PACK,
    PLACEHOLDER_RE,
    PLACEHOLDERS,
    PLACES,
    RULE_TAG_RE,
    SOURCE_LANG,
    RulesFileError,
    Section,
    Topic,
    file_name,
    fold,
    parse,
    read_index,
    read_section,
    rules_dir,
    source_hash,
)

# ------------------------------------------------------------------------- placeholders
_PLACE_NAMES: dict[str, dict[str, str]] = {}  # lang -> placeholder -> name (packs are fixed)


def _tables(text: str, keys: tuple[str, ...]) -> dict[str, Any]:
    """The top-level tables ``keys`` of a TOML text, without parsing the whole (large) file
    when each table stands alone between its header and the next; else the whole file."""
    lines = text.split("\n")
    out: dict[str, Any] = {}
    try:
        for key in keys:
            start = lines.index(f"[{key}]")
            end = next((i for i in range(start + 1, len(lines))
                        if lines[i].startswith("[")), len(lines))
            out.update(tomllib.loads("\n".join(lines[start:end])))
        return out
    except (ValueError, tomllib.TOMLDecodeError):
        return tomllib.loads(text)


def _place_names(lang: str) -> dict[str, str]:
    """``{lab}`` / ``{camp}``: the bundled Long Night pack's names of its Raxxon and hideout
    locations (by their ``kind``, as :mod:`game.client.table.places` finds them) in ``lang``;
    English when the pack has no translation; "the lab" / "the bandits' camp" (the
    interface's words for them) when the pack cannot be read."""
    from game import i18n
    from game.paths import assets_dir

    if lang in _PLACE_NAMES:
        return _PLACE_NAMES[lang]
    gettext = i18n.translations(lang).gettext
    names = {"lab": gettext("the lab"), "camp": gettext("the bandits' camp")}
    pack = assets_dir() / "packs" / LN_PACK
    try:
        board = tomllib.loads((pack / "board.toml").read_text(encoding="utf-8"))
        ids: dict[str, str] = {}  # placeholder -> location id
        for loc in board.get("locations", []):
            for ph, kind in PLACES.items():
                if loc.get("kind") == kind and isinstance(loc.get("name"), str):
                    ids[ph], names[ph] = str(loc.get("id")), loc["name"]
        tr_file = pack / "i18n" / f"{lang}.toml"
        if lang != SOURCE_LANG and ids and tr_file.is_file():
            tr = _tables(tr_file.read_text(encoding="utf-8"), tuple(ids.values()))
            for ph, lid in ids.items():
                entry = tr.get(lid, {}).get("name", {})
                if isinstance(entry, dict) and isinstance(entry.get("text"), str):
                    names[ph] = entry["text"]
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, AttributeError):
        pass
    _PLACE_NAMES[lang] = names
    return names


def _legend_body(lang: str) -> str:
    from game import i18n
    from game.client.table.legend import body_text

    if lang == i18n.current():
        return body_text()
    old = i18n.current()
    i18n.set_language(lang)
    try:
        return body_text()
    finally:
        i18n.set_language(old)


def _filler(lang: str) -> Callable[[str], str]:
    """A function filling the placeholders of a text in ``lang`` (each value made once)."""
    values: dict[str, str] = {}

    def fill(text: str) -> str:
        for ph in PLACEHOLDER_RE.findall(text):
            name = ph[1:-1]
            if name not in values:
                if name == "legend":
                    values[name] = _legend_body(lang)
                elif name in PLACES:
                    values.update(_place_names(lang))
            text = text.replace(ph, values.get(name, ph))
        return text

    return fill


# ------------------------------------------------------------------------------ topics
def topics(lang: str | None = None, root: Path | None = None) -> tuple[Topic, ...]:
    """The sections in ``lang`` (default: the interface language; English for a language
    without files), in the order of ``sections.txt``.  Never raises for a bad file."""
    from game import i18n
    from game.i18n import _

    root = root or rules_dir()
    lang = lang or i18n.current()
    pseudo = lang == i18n.PSEUDO
    own = lang if lang != SOURCE_LANG and not pseudo and (root / lang).is_dir() else None
    try:
        ids = read_index(root)
    except RulesFileError as exc:
        return (Topic("unavailable", _("Rules reference unavailable"), "", (),
                      _("{file} could not be read: {reason}.").format(file=exc.file,
                                                                      reason=exc.reason)),)
    out: list[Topic] = []
    fill_en, fill_own = _filler(SOURCE_LANG), _filler(own or SOURCE_LANG)
    for sid in ids:
        problem = ""
        if own is not None:
            try:
                sec = read_section(own, sid, root)
                out.append(Topic(sid, fill_own(sec.title), fill_own(sec.body), sec.keywords))
                continue
            except RulesFileError as exc:
                problem = _("{file} could not be read: {reason}. This section is shown in "
                            "English.").format(file=exc.file, reason=exc.reason)
        try:
            sec = read_section(SOURCE_LANG, sid, root)
        except RulesFileError as exc:
            out.append(Topic(sid, sid, "", (), _("{file} could not be read: {reason}.")
                             .format(file=exc.file, reason=exc.reason)))
            continue
        title, body = fill_en(sec.title), fill_en(sec.body)
        if pseudo:
            out.append(Topic(sid, i18n.pseudo(title), i18n.pseudo(body), sec.keywords))
        else:
            out.append(Topic(sid, title, body, sec.keywords, problem))
    return tuple(out)


def search(query: str, lang: str | None = None,
           pool: tuple[Topic, ...] | None = None) -> list[Topic]:
    """The topics that match ``query``: those naming it in their title first, then those
    with it among their keywords, then the rest, each group in list order ("bandit" leads
    to the Bandits module before every topic that mentions bandits in passing).  ``pool``:
    the topics to look through (default: :func:`topics` of ``lang``)."""
    words = fold(query.strip()).split()

    def rank(t: Topic) -> int:
        if not words:
            return 0
        if all(w in fold(t.title) for w in words):
            return 0
        return 1 if all(w in fold(" ".join(t.keywords)) for w in words) else 2

    pool = topics(lang) if pool is None else pool
    return sorted((t for t in pool if t.matches(query)), key=rank)


def topic(topic_id: str, lang: str | None = None) -> Topic:
    for t in topics(lang):
        if t.id == topic_id:
            return t
    raise KeyError(topic_id)

