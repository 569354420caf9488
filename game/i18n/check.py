"""``python -m game i18n check``: how complete and how sound the translations are (issue 13
item 7).  The command is :func:`game.devtools.i18n_layout.main`, which adds the layout part
(driving the client's screens) to :func:`run` here.

Per language (pt, de) it reports the share of interface strings (the catalog extracted
from the code and the engine's message ids), of card text fields (every pack bundled
with the game) and of the F1 rules reference's sections (``assets/rules``,
:mod:`game.i18n.check_rules`) that are translated; entries that are stale (the English
changed since), placeholder mismatches, damaged or stray files, and — unless
``--no-layout`` — the texts that overflow their box when the screens are driven in the
pseudo-locale ``xx``: the base-game smoke run, the Long Night smoke with every module and
with each introductory scenario (``LN_RUNS``), then every screen of ``game.devtools.sweep``
(title, New game's tabs, draft, table, chooser, prompt, hand-off, pause, settings, load,
replay, rules, log, game over, story).  The
last line is exactly

    pt: X%  de: Y%  untranslated: U  placeholder-errors: P

(X, Y rounded down; U counts missing and stale entries of both languages; P placeholder
mismatches of both).  Exit code 0 only when both are 100 %, U and P are 0 and nothing
overflows.
"""

from __future__ import annotations

import gettext
import re
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.i18n import catalog

_BRACES = re.compile(r"\{[^{}]*\}")


@dataclass
class LangReport:
    lang: str
    ui_total: int = 0
    ui_done: int = 0
    cards_total: int = 0
    cards_done: int = 0
    rules_total: int = 0  # sections of the rules reference
    rules_done: int = 0
    missing: list[str] = field(default_factory=list)  # interface ids without translation
    rules_missing: list[str] = field(default_factory=list)  # rules sections without a file
    stale: list[str] = field(default_factory=list)
    placeholder: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)  # card and rules files: not usable

    @property
    def percent(self) -> int:
        total = self.ui_total + self.cards_total + self.rules_total
        done = self.ui_done + self.cards_done + self.rules_done
        return 100 if total == 0 else (done * 100) // total

    @property
    def untranslated(self) -> int:
        return (self.ui_total - self.ui_done) + (self.cards_total - self.cards_done) + (
            self.rules_total - self.rules_done)


def _ids(msg: Any) -> list[str]:
    return list(msg.id) if isinstance(msg.id, (list, tuple)) else [msg.id]


def _strings(msg: Any) -> list[str]:
    return list(msg.string) if isinstance(msg.string, (list, tuple)) else [msg.string]


def placeholder_mismatch(msgid: str, msgstr: str) -> bool:
    return sorted(set(_BRACES.findall(msgid))) != sorted(set(_BRACES.findall(msgstr)))


def check_interface(rep: LangReport, template: Any) -> None:
    """Compare the catalog of ``rep.lang`` with the texts the code uses (``template``)."""
    po = catalog.read_po(rep.lang)
    mo = catalog.mo_path(rep.lang)
    try:
        with mo.open("rb") as f:
            runtime: gettext.NullTranslations = gettext.GNUTranslations(f)
    except OSError:
        runtime = gettext.NullTranslations()
    for msg in template:
        if not msg.id:
            continue
        rep.ui_total += 1
        ids = _ids(msg)
        tr = po.get(msg.id, context=msg.context)
        strings = _strings(tr) if tr is not None else []
        label = ids[0] if len(ids[0]) < 70 else ids[0][:67] + "..."
        if tr is None or tr.fuzzy or not strings or not all(strings):
            rep.missing.append(label)
            continue
        source = ids[-1] if len(ids) > 1 else ids[0]
        if any(placeholder_mismatch(source, s) for s in strings):
            rep.placeholder.append(f"{label} -> {strings[0]}")
            continue
        # what the game will really show (.mo compiled from this .po)
        shown = runtime.ngettext(ids[0], ids[1], 2) if len(ids) > 1 else (
            runtime.pgettext(msg.context, ids[0]) if msg.context else runtime.gettext(ids[0]))
        if shown != (strings[1] if len(ids) > 1 and len(strings) > 1 else strings[0]):
            rep.stale.append(f"{label} (the .mo is older than the .po: "
                             "python tools/i18n.py compile)")
            continue
        rep.ui_done += 1


def check_cards(rep: LangReport, packs: Sequence[Path]) -> None:
    from game.i18n.cards import read_pack

    for folder in packs:
        tr = read_pack(folder, rep.lang)
        rep.cards_total += tr.fields_total
        rep.cards_done += tr.fields_done
        for p in tr.problems:
            {"stale": rep.stale, "placeholder": rep.placeholder}.get(p.kind, rep.errors) \
                .append(str(p))


def check_rules(rep: LangReport, root: Path | None = None) -> None:
    """The rules reference's sections in ``rep.lang`` against the English ones."""
    from game.i18n.check_rules import check_language

    r = check_language(rep.lang, root)
    rep.rules_total += r.total
    rep.rules_done += r.done
    rep.rules_missing += r.missing
    rep.stale += r.stale
    rep.placeholder += r.placeholder
    rep.errors += r.errors


def bundled_packs() -> list[Path]:
    from game.content.loader import bundled_packs_dir

    root = bundled_packs_dir()
    return sorted(p for p in root.iterdir() if (p / "manifest.toml").is_file())


def run(overflows: Callable[[], dict[str, str]] | None = None,
        packs: Sequence[Path] | None = None, out: Any = None,
        rules: Path | None = None) -> tuple[int, dict[str, LangReport]]:
    """The whole check (``rules``: the rules reference's folder, default the bundled one).
    ``overflows``: drives the screens in the pseudo-locale and returns the texts that did
    not fit (``game.devtools.i18n_layout.layout_overflows``, given by ``python -m game i18n
    check`` unless ``--no-layout``); None leaves the layout out."""
    from game.i18n.check_rules import check_source

    out = out or sys.stdout
    template = catalog.extract()
    packs = bundled_packs() if packs is None else list(packs)
    reports: dict[str, LangReport] = {}
    source = check_source(rules)  # the English sections, checked once
    print(f"en: rules reference, invalid entries {len(source)}", file=out)
    for item in source:
        print(f"  en invalid: {item}", file=out)
    for lang in catalog.LANGS:
        rep = reports[lang] = LangReport(lang)
        check_interface(rep, template)
        check_cards(rep, packs)
        check_rules(rep, rules)
        print(f"{lang}: interface {rep.ui_done}/{rep.ui_total}, "
              f"cards {rep.cards_done}/{rep.cards_total}, "
              f"rules {rep.rules_done}/{rep.rules_total}, stale {len(rep.stale)}, "
              f"placeholder errors {len(rep.placeholder)}, invalid entries "
              f"{len(rep.errors)}", file=out)
        for title, items in (("untranslated interface", rep.missing),
                             ("untranslated rules", rep.rules_missing), ("stale", rep.stale),
                             ("placeholder", rep.placeholder), ("invalid", rep.errors)):
            for item in items[:15]:
                print(f"  {lang} {title}: {item}", file=out)
            if len(items) > 15:
                print(f"  {lang} {title}: ... and {len(items) - 15} more", file=out)
    overflow: dict[str, str] = {}
    if overflows is not None:
        overflow = overflows()
        for s, where in sorted(overflow.items()):
            print(f"xx overflow ({where}): {s}", file=out)
        print(f"xx: {len(overflow)} texts overflow their box at 1280x720", file=out)
    pt, de = reports["pt"], reports["de"]
    untranslated = pt.untranslated + de.untranslated
    bad = len(pt.placeholder) + len(de.placeholder) + len(pt.errors) + len(de.errors) + \
        len(source)
    print(f"pt: {pt.percent}%  de: {de.percent}%  untranslated: {untranslated}  "
          f"placeholder-errors: {bad}", file=out)
    ok = pt.percent == 100 and de.percent == 100 and untranslated == 0 and bad == 0 \
        and not overflow
    return (0 if ok else 1), reports


__all__ = ["LangReport", "check_cards", "check_interface", "check_rules",
           "placeholder_mismatch", "run"]
