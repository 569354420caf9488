"""The rules reference's files, ``assets/rules`` (format: docs/I18N.md "Rules reference"):
the index, one section file per id and language, parsed as written (placeholders not
filled), and the hash a translation names its English source by.  Read by the F1 scene
(:mod:`game.client.scenes.rules_ref`, which fills the placeholders and searches) and
checked by ``python -m game i18n check`` (:mod:`game.i18n.check_rules`)."""

from __future__ import annotations

import hashlib
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

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
