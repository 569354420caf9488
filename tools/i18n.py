"""Interface catalogs (issue 13): extract, update and compile with Babel (a dev dependency).

    python tools/i18n.py extract   game/**/*.py -> assets/locale/winter_colony.pot
    python tools/i18n.py update    merge the .pot into assets/locale/<lang>/LC_MESSAGES/*.po
    python tools/i18n.py compile   .po -> .mo (committed; the frozen build bundles assets/)
    python tools/i18n.py all       the three in order

The game itself reads the .mo files with the standard library's gettext only.
"""

from __future__ import annotations

import sys
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "assets" / "locale"
DOMAIN = "winter_colony"
POT = LOCALE / f"{DOMAIN}.pot"
LANGS = ("pt", "de")
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
SOURCES = ("game/client", "game/i18n", "game/cli.py")


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str) -> Path:
    return po_path(lang).with_suffix(".mo")


def extract_catalog():  # -> babel.messages.Catalog
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_file

    cat = Catalog(project="Winter Colony", domain=DOMAIN)
    files: list[Path] = []
    for src in SOURCES:
        p = ROOT / src
        files.extend(sorted(p.rglob("*.py")) if p.is_dir() else [p])
    for f in files:
        rel = f.relative_to(ROOT).as_posix()
        for lineno, msg, comments, context in extract_from_file(
                "python", str(f), keywords=KEYWORDS, comment_tags=("TRANSLATORS:",)):
            cat.add(msg, locations=[(rel, lineno)], auto_comments=comments, context=context)
    # the engine's messages (game.engine.messages: ids and plural pairs)
    from game.i18n.render import engine_messages

    for msg, where in engine_messages():
        cat.add(msg, locations=[(where, 0)])
    return cat


def extract() -> None:
    from babel.messages.pofile import write_po

    cat = extract_catalog()
    POT.parent.mkdir(parents=True, exist_ok=True)
    with POT.open("wb") as f:
        write_po(f, cat, omit_header=False, sort_output=True, include_lineno=False, width=96)
    print(f"{POT.relative_to(ROOT)}: {len(cat)} messages")


def update() -> None:
    from babel.messages.pofile import read_po, write_po

    with POT.open("rb") as f:
        template = read_po(f)
    for lang in LANGS:
        path = po_path(lang)
        if path.exists():
            with path.open("rb") as f:
                cat = read_po(f, locale=lang)
        else:
            from babel.messages.catalog import Catalog

            cat = Catalog(locale=lang, domain=DOMAIN, project="Winter Colony")
        cat.update(template, update_header_comment=False)
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("wb") as f:
            write_po(f, cat, sort_output=True, include_lineno=False, width=96,
                     ignore_obsolete=True)
        print(f"{path.relative_to(ROOT)}: {len(cat)} messages")


def compiled(lang: str) -> bytes:
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po_path(lang).open("rb") as f:
        cat = read_po(f, locale=lang)
    buf = BytesIO()
    write_mo(buf, cat, use_fuzzy=False)
    return buf.getvalue()


def compile_all() -> None:
    for lang in LANGS:
        mo_path(lang).write_bytes(compiled(lang))
        print(f"{mo_path(lang).relative_to(ROOT)} written")


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(ROOT))
    cmd = argv[0] if argv else "all"
    if cmd in ("extract", "all"):
        extract()
    if cmd in ("update", "all"):
        update()
    if cmd in ("compile", "all"):
        compile_all()
    if cmd not in ("extract", "update", "compile", "all"):
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
