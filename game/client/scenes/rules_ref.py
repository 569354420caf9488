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

import hashlib
import re
import tomllib
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SOURCE_LANG = "en"
INDEX = "sections.txt"
PLACEHOLDERS = ("legend", "lab", "camp")
# placeholder -> the kind of the Long Night pack's location it names (game.client.table.places)
PLACES = {"lab": "raxxon", "camp": "hideout"}
LN_PACK = "long_night"
PLACEHOLDER_RE = re.compile(r"\{[^{}\s]*\}")
RULE_TAG_RE = re.compile(r"\[[A-Z][A-Z0-9, .-]*\]")
HEX8 = re.compile(r"^[0-9a-f]{8}$")
_ID = re.compile(r"^[a-z][a-z0-9_]*$")


def fold(text: str) -> str:
    """Lower case without accents (and ß as ss): what a search compares."""
    norm = unicodedata.normalize("NFKD", text.lower().replace("ß", "ss"))
    return "".join(c for c in norm if not unicodedata.combining(c))


@dataclass(frozen=True)
class Topic:
    id: str
    title: str
    body: str
    keywords: tuple[str, ...] = ()
    problem: str = ""  # why a file could not be used (shown above the text)

    def matches(self, query: str) -> bool:
        q = fold(query.strip())
        if not q:
            return True
        hay = fold(" ".join((self.title, self.body, " ".join(self.keywords))))
        return all(word in hay for word in q.split())


@dataclass(frozen=True)
class Section:
    """One section file as written (placeholders not filled)."""

    title: str
    body: str
    keywords: tuple[str, ...] = ()
    source: str | None = None


class RulesFileError(Exception):
    """A rules file that is missing or cannot be read; ``str()`` names file and reason."""

    def __init__(self, file: str, reason: str) -> None:
        super().__init__(f"{file}: {reason}")
        self.file, self.reason = file, reason


def rules_dir() -> Path:
    from game.paths import assets_dir

    return assets_dir() / "rules"


def file_name(path: Path, root: Path) -> str:
    try:
        return "assets/rules/" + path.relative_to(root).as_posix()
    except ValueError:
        return str(path)


def _read(path: Path, root: Path) -> str:
    try:
        return path.read_text(encoding="utf-8-sig").replace("\r\n", "\n")
    except FileNotFoundError:
        raise RulesFileError(file_name(path, root), "the file is missing") from None
    except UnicodeDecodeError:
        raise RulesFileError(file_name(path, root), "not UTF-8 text") from None
    except OSError as exc:
        raise RulesFileError(file_name(path, root), exc.strerror or str(exc)) from None


def read_index(root: Path | None = None) -> list[str]:
    """The section ids of ``sections.txt`` in order (``#`` starts a comment line)."""
    root = root or rules_dir()
    ids: list[str] = []
    for n, line in enumerate(_read(root / INDEX, root).split("\n"), start=1):
        s = line.strip()
        if not s or s.startswith("#"):
            continue
        if not _ID.match(s) or s in ids:
            why = "is listed twice" if s in ids else "is not an id (a-z, 0-9, _)"
            raise RulesFileError(f"assets/rules/{INDEX}", f"line {n}: '{s[:30]}' {why}")
        ids.append(s)
    if not ids:
        raise RulesFileError(f"assets/rules/{INDEX}", "lists no section")
    return ids


def parse(text: str) -> Section:
    """A section file's text -> :class:`Section`; ``ValueError`` says what is wrong."""
    lines = text.split("\n")
    if not lines or lines[0].strip() != "---":
        raise ValueError("it does not start with a front matter line '---'")
    try:
        end = next(i for i in range(1, len(lines)) if lines[i].strip() == "---")
    except StopIteration:
        raise ValueError("its front matter has no closing '---' line") from None
    head: dict[str, str] = {}
    for line in lines[1:end]:
        key, sep, value = line.partition(":")
        key = key.strip()
        if not line.strip():
            continue
        if not sep or key not in ("keywords", "source") or key in head:
            raise ValueError(f"front matter line '{line.strip()[:40]}' is not 'keywords: …' "
                             "or 'source: …' (each once)")
        head[key] = value.strip()
    rest = lines[end + 1:]
    while rest and not rest[0].strip():
        rest.pop(0)
    if not rest or not rest[0].startswith("# ") or not rest[0][2:].strip():
        raise ValueError("no '# Title' line after the front matter")
    title = rest[0][2:].strip()
    out: list[str] = []  # the body's lines: paragraphs and bullets, "" between blocks
    fresh = True  # the next text line starts a new paragraph
    for line in rest[1:]:
        s = line.strip()
        if not s:
            if out and out[-1]:
                out.append("")
            fresh = True
        elif s.startswith("- "):
            out.append("• " + s[2:].strip())
            fresh = False
        elif fresh or not out:
            out.append(s)
            fresh = False
        else:
            out[-1] += " " + s
    while out and not out[-1]:
        out.pop()
    if not out:
        raise ValueError("the section has no text")
    keywords = tuple(k.strip() for k in head.get("keywords", "").split(",") if k.strip())
    return Section(title, "\n".join(out), keywords, head.get("source"))


def read_section(lang: str, sid: str, root: Path | None = None) -> Section:
    root = root or rules_dir()
    path = root / lang / f"{sid}.md"
    text = _read(path, root)
    try:
        return parse(text)
    except ValueError as exc:
        raise RulesFileError(file_name(path, root), str(exc)) from None


def source_hash(section: Section) -> str:
    """What a translation's ``source:`` holds: 8 hex digits of the SHA-1 of the English
    section's title, keywords and text (placeholders unfilled, lines as parsed)."""
    text = "\n".join((section.title, ", ".join(section.keywords), section.body))
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:8]


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

