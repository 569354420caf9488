"""The interface catalogs: what the code asks to translate, and what the .po files give.

Used by ``tools/i18n.py`` (extract / update / compile) and by ``python -m game i18n
check``.  Needs Babel (a dev dependency); the game itself only reads the compiled ``.mo``
files with :mod:`gettext`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game import i18n

ROOT = Path(__file__).resolve().parents[2]
KEYWORDS: dict[str, Any] = {"_": None, "N_": None, "Msg": (1,), "ngettext": (1, 2),
                            "pgettext": ((1, "c"), 2)}
SOURCES = ("game/client", "game/i18n", "game/session", "game/net", "game/cli.py")
LANGS = ("pt", "de")


def locale_dir() -> Path:
    return i18n.locale_dir()


def pot_path() -> Path:
    return locale_dir() / f"{i18n.DOMAIN}.pot"


def po_path(lang: str) -> Path:
    return locale_dir() / lang / "LC_MESSAGES" / f"{i18n.DOMAIN}.po"


def mo_path(lang: str) -> Path:
    return po_path(lang).with_suffix(".mo")


def extract() -> Any:
    """A Babel ``Catalog`` of every interface text of the source (client, CLI) and of the
    engine's message ids (:func:`game.i18n.render.engine_messages`)."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_file

    from game.i18n.render import engine_messages

    cat = Catalog(project="Winter Colony", domain=i18n.DOMAIN)
    files: list[Path] = []
    for src in SOURCES:
        p = ROOT / src
        files.extend(sorted(p.rglob("*.py")) if p.is_dir() else [p])
    for f in files:
        rel = f.relative_to(ROOT).as_posix()
        for lineno, msg, comments, context in extract_from_file(
                "python", str(f), keywords=KEYWORDS, comment_tags=("TRANSLATORS:",)):
            if msg and (msg if isinstance(msg, str) else msg[0]):
                cat.add(msg, locations=[(rel, lineno)], auto_comments=comments,
                        context=context)
    for msg, where in engine_messages():
        cat.add(msg, locations=[(where, 0)])
    return cat


def read_po(lang: str) -> Any:
    from babel.messages.pofile import read_po as _read

    path = po_path(lang)
    if not path.exists():
        from babel.messages.catalog import Catalog

        return Catalog(locale=lang, domain=i18n.DOMAIN)
    with path.open("rb") as f:
        return _read(f, locale=lang)


def compiled(lang: str) -> bytes:
    from io import BytesIO

    from babel.messages.mofile import write_mo

    buf = BytesIO()
    write_mo(buf, read_po(lang), use_fuzzy=False)
    return buf.getvalue()


__all__ = ["LANGS", "compiled", "extract", "mo_path", "po_path", "pot_path", "read_po"]
