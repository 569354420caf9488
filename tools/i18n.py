"""Interface catalogs (issue 13): extract, update and compile with Babel (a dev dependency).

    python tools/i18n.py extract   game/**/*.py -> assets/locale/winter_colony.pot
    python tools/i18n.py update    merge the .pot into assets/locale/<lang>/LC_MESSAGES/*.po
    python tools/i18n.py compile   .po -> .mo (committed; the frozen build bundles assets/)
    python tools/i18n.py all       the three in order

The game itself reads the .mo files with the standard library's gettext only.  The logic is
in game/i18n/catalog.py (shared with ``python -m game i18n check``).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.i18n import catalog  # noqa: E402

WIDTH = 96


def extract() -> None:
    from babel.messages.pofile import write_po

    cat = catalog.extract()
    pot = catalog.pot_path()
    pot.parent.mkdir(parents=True, exist_ok=True)
    with pot.open("wb") as f:
        write_po(f, cat, sort_output=True, include_lineno=False, width=WIDTH)
    print(f"{pot.relative_to(ROOT)}: {len(cat)} messages")


def update() -> None:
    from babel.messages.pofile import read_po, write_po

    with catalog.pot_path().open("rb") as f:
        template = read_po(f)
    for lang in catalog.LANGS:
        cat = catalog.read_po(lang)
        cat.update(template, no_fuzzy_matching=True, update_header_comment=False,
                   update_creation_date=False)
        for msg in cat:  # a guessed ("fuzzy") translation is no translation
            if msg.id and msg.fuzzy:
                msg.flags.discard("fuzzy")
                msg.string = ("",) * len(msg.string) if isinstance(msg.string, tuple) else ""
        path = catalog.po_path(lang)
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("wb") as f:
            write_po(f, cat, sort_output=True, include_lineno=False, width=WIDTH,
                     ignore_obsolete=True)
        print(f"{path.relative_to(ROOT)}: {len(cat)} messages")


def compile_all() -> None:
    for lang in catalog.LANGS:
        catalog.mo_path(lang).write_bytes(catalog.compiled(lang))
        print(f"{catalog.mo_path(lang).relative_to(ROOT)} written")


def main(argv: list[str]) -> int:
    cmd = argv[0] if argv else "all"
    if cmd not in ("extract", "update", "compile", "all"):
        print(__doc__)
        return 2
    if cmd in ("extract", "all"):
        extract()
    if cmd in ("update", "all"):
        update()
    if cmd in ("compile", "all"):
        compile_all()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
