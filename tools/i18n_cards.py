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

``stamp`` turns plain entries (``"name" = "Texto"`` or nested ``options.0.text = "..."``,
the form used while drafting) into ``{ text, src }`` tables with the current English hash
and rewrites the file in the order of the English cards; existing ``src`` values are kept
unless ``--refresh`` (use it only after checking that every stale translation still says
what the new English says).  ``check`` exits 1 on any missing, stale, unknown or
mismatching entry.
"""

from __future__ import annotations

import argparse
import hashlib
import re
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
    cards: dict[str, Card] = {}
    manifest = folder / "manifest.toml"
    if manifest.exists():  # the pack's own name and description: key "manifest"
        data = tomllib.loads(manifest.read_text(encoding="utf-8"))
        card = Card("manifest", manifest.name)
        for k in MANIFEST_TEXT:
            if isinstance(data.get(k), str) and data[k].strip():
                card.fields[k] = data[k]
        if card.fields:
            cards["manifest"] = card
    for f in sorted(folder.glob("*.toml")):
        if f.name == "manifest.toml":
            continue
        data = tomllib.loads(f.read_text(encoding="utf-8"))
        for section, value in data.items():
            tables: list[tuple[str, dict]] = []
            if section in SINGLE_TABLES and isinstance(value, dict):
                tables.append((section, value))
            elif isinstance(value, list):
                tables.extend((str(t.get("id")), t) for t in value if isinstance(t, dict))
            for key, table in tables:
                if key in cards:
                    raise ValueError(f"{f.name}: card id '{key}' used twice in pack {pack}")
                card = Card(key, f.name)
                _walk({k: v for k, v in table.items() if k != "id"}, [], card.fields)
                if card.fields:
                    cards[key] = card
    return cards


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
    cards = english_cards(pack)
    path = i18n_path(pack, lang)
    tr = read_translations(path)
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
