"""Card translations of the bundled packs: list, stamp and check ``i18n/<lang>.toml``.

A pack may carry translations of its card texts as data (issue 13, item 3)::

    # assets/packs/<pack>/i18n/<lang>.toml
    [<card_id>]
    "<field path>" = { text = "<translation>", src = "<sha1(English)[:8]>" }

``<card_id>`` is the card's ``id`` (``colony`` / ``graveyard`` for those single tables);
``<field path>`` is the text field inside the card, dotted for nested fields with list
positions counted from 0 (``options.1.text``, ``ability.text``, ``audio_log.code.text``).
``src`` is the first 8 hex digits of the SHA-1 of the English string (UTF-8): when the
English changes, the translation is *stale* until someone re-reads and re-stamps it.

Usage (from the repository root)::

    python tools/i18n_cards.py list  [PACK] [--file crises.toml]   # English fields to translate
    python tools/i18n_cards.py stamp PACK LANG [--refresh]         # hash new entries, tidy file
    python tools/i18n_cards.py check [PACK ...] [--lang pt,de]     # coverage and problems
    python tools/i18n_cards.py renumber PACK LANG                  # numbers-only English edits

``stamp`` turns plain entries (``"name" = "Texto"`` or nested ``options.0.text = "..."``,
the form used while drafting) into ``{ text, src }`` tables with the current English hash
and rewrites the file in the order of the English cards; existing ``src`` values are kept
unless ``--refresh`` (use it only after checking that every stale translation still says
what the new English says).  ``check`` exits 1 on any missing, stale, unknown or
mismatching entry.  ``renumber`` updates stale entries whose English changed only in its
numbers (balance tuning: "at least 6" became "at least 4"), finding the English they were
made from in the pack's git history; anything else is listed for a translator.
"""

from __future__ import annotations

import argparse
import hashlib
import re
import subprocess
import sys
import tomllib
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKS_DIR = ROOT / "assets" / "packs"
BUNDLED = ("base", "long_night")
LANGS = ("pt", "de")

# Field names that hold player-visible text (game/content/schema*.py).  ``name`` of a
# ``handler`` operation is a code name, not text.
TEXT_KEYS = frozenset({
    "name", "profession", "text", "flavour", "trigger_text", "story", "label",
    "goal_text", "setup_text", "complete_text", "intro", "question", "prompt",
})
MANIFEST_TEXT = ("name", "description")
# Single tables that are cards without an id.
SINGLE_TABLES = ("colony", "graveyard")

PLACEHOLDER = re.compile(r"\{[^{}]*\}")
NUMBER = re.compile(r"\d+")  # as game/i18n/cards.py: digits, placeholders removed
# Item types as the English cards name them ("a fuel card", "2 medicine cards") and the word
# each translation must then contain somewhere in the same field (glossary RULES.md §27.3).
ITEM_TYPE_EN = re.compile(r"\b(weapon|fuel|book|food|medicine|tool|survivor)s? cards?\b", re.I)
ITEM_TYPE_WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    "pt": {
        "weapon": ("arma",), "fuel": ("combustível",), "book": ("livro",),
        "food": ("comida",), "medicine": ("medicamento",), "tool": ("ferramenta",),
        "survivor": ("sobrevivente",),
    },
    "de": {
        "weapon": ("waffe",), "fuel": ("benzin",), "book": ("bildung",),
        "food": ("nahrung",), "medicine": ("medikament",), "tool": ("werkzeug",),
        "survivor": ("überlebend",),
    },
}


def src_hash(text: str) -> str:
    """First 8 hex digits of the SHA-1 of ``text`` (UTF-8)."""
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:8]


@dataclass
class Card:
    key: str
    file: str
    fields: dict[str, str] = field(default_factory=dict)  # path -> English text


def _walk(obj: object, path: list[str], out: dict[str, str]) -> None:
    if isinstance(obj, dict):
        is_handler = obj.get("op") == "handler"
        for k, v in obj.items():
            if isinstance(v, str):
                if k in TEXT_KEYS and not (is_handler and k == "name") and v.strip():
                    out[".".join([*path, k])] = v
            else:
                _walk(v, [*path, k], out)
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            _walk(v, [*path, str(i)], out)


def english_cards(pack: str | Path) -> dict[str, Card]:
    """Every card of a pack with its English text fields, in file and card order."""
    folder = PACKS_DIR / pack if isinstance(pack, str) else pack
    files = [(f.name, f.read_text(encoding="utf-8")) for f in sorted(folder.glob("*.toml"))]
    return cards_from_files(files, str(pack))


def cards_from_files(files: list[tuple[str, str]], pack: str = "") -> dict[str, Card]:
    """The cards of a pack given as (file name, TOML text) pairs, in file-name order."""
    cards: dict[str, Card] = {}
    for name, text in sorted(files):
        if name != "manifest.toml":
            continue
        data = tomllib.loads(text)  # the pack's own name and description: key "manifest"
        card = Card("manifest", name)
        for k in MANIFEST_TEXT:
            if isinstance(data.get(k), str) and data[k].strip():
                card.fields[k] = data[k]
        if card.fields:
            cards["manifest"] = card
    for name, text in sorted(files):
        if name == "manifest.toml":
            continue
        data = tomllib.loads(text)
        for section, value in data.items():
            tables: list[tuple[str, dict]] = []
            if section in SINGLE_TABLES and isinstance(value, dict):
                tables.append((section, value))
            elif isinstance(value, list):
                tables.extend((str(t.get("id")), t) for t in value if isinstance(t, dict))
            for key, table in tables:
                if key in cards:
                    raise ValueError(f"{name}: card id '{key}' used twice in pack {pack}")
                card = Card(key, name)
                _walk({k: v for k, v in table.items() if k != "id"}, [], card.fields)
                if card.fields:
                    cards[key] = card
    return cards


def english_at(rev: str, pack: str) -> dict[str, Card]:
    """The English cards of a bundled pack as they were at git revision ``rev``."""
    rel = f"assets/packs/{pack}"
    names = subprocess.run(["git", "-C", str(ROOT), "ls-tree", "--name-only", f"{rev}:{rel}"],
                           capture_output=True, text=True, check=True).stdout.split()
    files = [(n, subprocess.run(["git", "-C", str(ROOT), "show", f"{rev}:{rel}/{n}"],
                                capture_output=True, text=True, check=True).stdout)
             for n in names if n.endswith(".toml")]
    return cards_from_files(files, pack)


# --------------------------------------------------------------------------- reading
def _flatten(obj: dict, prefix: str, out: dict[str, object]) -> None:
    for k, v in obj.items():
        path = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict) and "src" not in v:  # a nested draft: options.0.text = ".."
            _flatten(v, path, out)
        else:
            out[path] = v


def read_translations(path: Path) -> dict[str, dict[str, object]]:
    """``{card_id: {field path: entry}}``; an entry is ``{"text", "src"}`` or a draft str."""
    if not path.exists():
        return {}
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    result: dict[str, dict[str, object]] = {}
    for card_id, table in data.items():
        flat: dict[str, object] = {}
        if isinstance(table, dict):
            _flatten(table, "", flat)
        result[card_id] = flat
    return result


def i18n_path(pack: str | Path, lang: str) -> Path:
    folder = PACKS_DIR / pack if isinstance(pack, str) else pack
    return folder / "i18n" / f"{lang}.toml"


# --------------------------------------------------------------------------- checking
def placeholder_problems(english: str, translated: str, lang: str) -> list[str]:
    """Placeholders ``{...}``, numbers and item-type words the translation must keep."""
    problems = []
    if Counter(PLACEHOLDER.findall(english)) != Counter(PLACEHOLDER.findall(translated)):
        problems.append(f"placeholders {sorted(PLACEHOLDER.findall(english))} != "
                        f"{sorted(PLACEHOLDER.findall(translated))}")
    n_en = sorted(NUMBER.findall(PLACEHOLDER.sub("", english)))
    n_tr = sorted(NUMBER.findall(PLACEHOLDER.sub("", translated)))
    if n_en != n_tr:
        problems.append(f"numbers {n_en} != {n_tr}")
    words = ITEM_TYPE_WORDS.get(lang, {})
    low = translated.lower()
    for kind in sorted({m.lower() for m in ITEM_TYPE_EN.findall(english)}):
        if words.get(kind) and not any(w in low for w in words[kind]):
            problems.append(f"item type '{kind}' not named ({'/'.join(words[kind])})")
    return problems


@dataclass
class Report:
    pack: str
    lang: str
    total: int = 0
    done: int = 0
    missing: list[str] = field(default_factory=list)
    stale: list[str] = field(default_factory=list)
    unknown: list[str] = field(default_factory=list)
    bad: list[str] = field(default_factory=list)  # malformed entries, placeholder mismatches

    @property
    def ok(self) -> bool:
        return not (self.missing or self.stale or self.unknown or self.bad)

    @property
    def percent(self) -> float:
        return 100.0 * self.done / self.total if self.total else 100.0


def check(pack: str | Path, lang: str) -> Report:
    cards = english_cards(pack)
    tr = read_translations(i18n_path(pack, lang))
    rep = Report(str(pack), lang)
    for key, card in cards.items():
        for path, en in card.fields.items():
            rep.total += 1
            entry = tr.get(key, {}).get(path)
            where = f"{key}: {path}"
            if entry is None:
                rep.missing.append(where)
                continue
            if not (isinstance(entry, dict) and isinstance(entry.get("text"), str)
                    and isinstance(entry.get("src"), str) and set(entry) == {"text", "src"}):
                rep.bad.append(f"{where}: not {{ text = ..., src = ... }} (run stamp)")
                continue
            text = str(entry["text"])
            if not text.strip():
                rep.bad.append(f"{where}: empty text")
                continue
            if entry["src"] != src_hash(en):
                rep.stale.append(f"{where}: English changed (src {entry['src']}, "
                                 f"now {src_hash(en)})")
                continue
            problems = placeholder_problems(en, text, lang)
            if problems:
                rep.bad.extend(f"{where}: {p}" for p in problems)
                continue
            rep.done += 1
    for key, fields in tr.items():
        for path in fields:
            if key not in cards:
                rep.unknown.append(f"{key}: no such card")
                break
            if path not in cards[key].fields:
                rep.unknown.append(f"{key}: {path}: not a text field of this card")
    return rep


# --------------------------------------------------------------------------- writing
def toml_str(s: str) -> str:
    out = ['"']
    for ch in s:
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def _key(s: str) -> str:
    return s if re.fullmatch(r"[A-Za-z0-9_-]+", s) else toml_str(s)


HEADER = """\
# {lang} translations of the {pack} pack's card texts (issue 13; format: tools/i18n_cards.py).
# [card_id] "field path" = {{ text = translation, src = first 8 hex of sha1(English) }}.
# Rule terms follow the glossary of RULES.md section 27; the card texts are our own.
"""


def stamp(pack: str, lang: str, refresh: bool = False) -> int:
    """Hash draft entries (and with ``refresh`` all entries), rewrite in English order.
    Returns the number of entries stamped."""
    return write_translations(pack, lang, read_translations(i18n_path(pack, lang)), refresh)


def write_translations(pack: str | Path, lang: str, tr: dict[str, dict[str, object]],
                       refresh: bool = False) -> int:
    """Write ``tr`` as the pack's ``i18n/<lang>.toml`` in English card order, hashing
    drafts (plain strings).  Returns the number of entries stamped."""
    cards = english_cards(pack)
    path = i18n_path(pack, lang)
    stamped = 0
    lines = [HEADER.format(lang=lang, pack=pack)]
    seen: set[tuple[str, str]] = set()

    def emit(key: str, fields: list[tuple[str, object]]) -> None:
        nonlocal stamped
        if not fields:
            return
        lines.append(f"\n[{_key(key)}]\n")
        for p, entry in fields:
            en = cards[key].fields.get(p) if key in cards else None
            if isinstance(entry, str):
                text, src = entry, (src_hash(en) if en is not None else "")
                stamped += 1
            elif isinstance(entry, dict):
                text, src = str(entry.get("text", "")), str(entry.get("src", ""))
                if refresh and en is not None and src != src_hash(en):
                    src = src_hash(en)
                    stamped += 1
            else:
                raise ValueError(f"{path}: {key}: {p}: unreadable entry {entry!r}")
            lines.append(f"{toml_str(p)} = {{ text = {toml_str(text)}, src = {toml_str(src)} }}\n")

    for key, card in cards.items():
        have = tr.get(key, {})
        ordered = [(p, have[p]) for p in card.fields if p in have]
        ordered += [(p, e) for p, e in have.items() if p not in card.fields]  # kept: check flags
        seen.update((key, p) for p, _ in ordered)
        emit(key, ordered)
    for key, fields in tr.items():  # cards that no longer exist: kept so check reports them
        emit(key, [(p, e) for p, e in fields.items() if (key, p) not in seen])
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(lines), encoding="utf-8")
    return stamped


# --------------------------------------------------------------------------- renumber
def renumber_text(old_en: str, new_en: str, translated: str) -> str | None:
    """The translation of ``new_en`` when it differs from ``old_en`` only in its numbers:
    each old number is replaced by its new value in ``translated``.  ``None`` when the
    words changed, when one old number would become two different new ones, or when the
    translation does not hold the old numbers (then a person must re-translate)."""
    if NUMBER.sub("#", old_en) != NUMBER.sub("#", new_en):
        return None
    old_n, new_n = NUMBER.findall(old_en), NUMBER.findall(new_en)
    mapping: dict[str, str] = {}
    for a, b in zip(old_n, new_n):
        if mapping.setdefault(a, b) != b:
            return None
    if sorted(NUMBER.findall(PLACEHOLDER.sub("", translated))) != sorted(
            NUMBER.findall(PLACEHOLDER.sub("", old_en))):
        return None
    return NUMBER.sub(lambda m: mapping.get(m.group(0), m.group(0)), translated)


def renumber(pack: str, lang: str, revs: int = 60) -> tuple[int, list[str]]:
    """Bring stale entries up to date whose English changed only in its numbers (balance
    tuning): the English they were made from is looked up in the last ``revs`` commits
    that touched the pack (by its ``src`` hash).  Returns (entries fixed, entries left
    for a translator, with the reason)."""
    cards = english_cards(pack)
    path = i18n_path(pack, lang)
    tr = read_translations(path)
    stale = [(k, p) for k, fields in tr.items() for p, e in fields.items()
             if k in cards and p in cards[k].fields and isinstance(e, dict)
             and e.get("src") != src_hash(cards[k].fields[p])]
    if not stale:
        return 0, []
    log = subprocess.run(["git", "-C", str(ROOT), "log", f"-{revs}", "--format=%H", "--",
                          f"assets/packs/{pack}"], capture_output=True, text=True, check=True)
    history = [english_at(rev, pack) for rev in log.stdout.split()]
    fixed, left = 0, []
    for key, p in stale:
        entry = tr[key][p]
        assert isinstance(entry, dict)
        old = next((c[key].fields[p] for c in history if key in c and p in c[key].fields
                    and src_hash(c[key].fields[p]) == entry["src"]), None)
        new_en = cards[key].fields[p]
        text = renumber_text(old, new_en, str(entry["text"])) if old is not None else None
        if text is None:
            why = "English not found in history" if old is None else "words changed"
            left.append(f"{key}: {p}: {why}: {new_en}")
            continue
        tr[key][p] = {"text": text, "src": src_hash(new_en)}
        fixed += 1
    write_translations(pack, lang, tr)
    return fixed, left


# --------------------------------------------------------------------------- CLI
def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    p_list = sub.add_parser("list", help="print the English text fields of a pack")
    p_list.add_argument("pack", nargs="?", default="base")
    p_list.add_argument("--file", help="only cards of this file (e.g. crises.toml)")
    p_list.add_argument("--missing", metavar="LANG", help="only fields LANG lacks")
    p_stamp = sub.add_parser("stamp", help="hash drafted entries and tidy a language file")
    p_stamp.add_argument("pack")
    p_stamp.add_argument("lang")
    p_stamp.add_argument("--refresh", action="store_true",
                         help="also re-hash stale entries (after re-reading them)")
    p_renum = sub.add_parser("renumber", help="update stale entries whose English only "
                             "changed its numbers (found in git history)")
    p_renum.add_argument("pack")
    p_renum.add_argument("lang")
    p_check = sub.add_parser("check", help="coverage, stale, unknown, placeholder problems")
    p_check.add_argument("packs", nargs="*", default=list(BUNDLED))
    p_check.add_argument("--lang", default=",".join(LANGS))
    p_check.add_argument("--quiet", action="store_true", help="only the summary lines")
    args = ap.parse_args(argv)

    if args.cmd == "list":
        cards = english_cards(args.pack)
        tr = read_translations(i18n_path(args.pack, args.missing)) if args.missing else {}
        for key, card in cards.items():
            if args.file and card.file != args.file:
                continue
            fields = {p: t for p, t in card.fields.items()
                      if not args.missing or p not in tr.get(key, {})}
            if not fields:
                continue
            print(f"[{key}]  # {card.file}")
            for p, t in fields.items():
                print(f"{p} = {toml_str(t)}")
            print()
        return 0
    if args.cmd == "stamp":
        n = stamp(args.pack, args.lang, args.refresh)
        print(f"{args.pack}/{args.lang}: stamped {n} entries")
        return 0
    if args.cmd == "renumber":
        fixed, left = renumber(args.pack, args.lang)
        for item in left:
            print(f"{args.pack}/{args.lang}: re-translate: {item}")
        print(f"{args.pack}/{args.lang}: renumbered {fixed}, left for a translator {len(left)}")
        return 0 if not left else 1
    ok = True
    for pack in args.packs:
        for lang in args.lang.split(","):
            rep = check(pack, lang)
            ok = ok and rep.ok
            if not args.quiet:
                for label, items in (("missing", rep.missing), ("stale", rep.stale),
                                     ("unknown", rep.unknown), ("error", rep.bad)):
                    for item in items:
                        print(f"{pack}/{lang}: {label}: {item}")
            print(f"{pack}/{lang}: {rep.done}/{rep.total} fields ({rep.percent:.1f}%)  "
                  f"missing: {len(rep.missing)}  stale: {len(rep.stale)}  "
                  f"unknown: {len(rep.unknown)}  errors: {len(rep.bad)}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
