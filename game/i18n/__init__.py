"""Languages of the interface (issue 13): English, Portuguese, German and the pseudo-locale.

Run time uses only the standard library: :mod:`gettext` reads the compiled catalogs
``assets/locale/<lang>/LC_MESSAGES/winter_colony.mo`` (sources: the ``.po`` files beside
them, compiled by ``python tools/i18n.py compile``).  English is the source language (the
message ids *are* the English texts).  ``xx`` is a pseudo-locale made on the fly from the
English: every string about 40 % longer, with accented letters, placeholders kept — for
finding text that does not fit (issue 13 item 6).

Use ``_("...")`` for a text, ``ngettext(singular, plural, n)`` for a text with a number
(plural forms of the language), ``N_("...")`` to mark a constant translated later, and
``.format(**params)`` *after* translating: never build a sentence from translated pieces.

The engine never imports this module: it stays language-free (events, decisions and
refusals carry message ids and parameters; see :mod:`game.i18n.render`).
"""

from __future__ import annotations

import gettext as _gettext
import locale
import os
import re
from collections.abc import Callable

from game.paths import assets_dir

DOMAIN = "winter_colony"
LANGUAGES: dict[str, str] = {"en": "English", "pt": "Português", "de": "Deutsch"}
PSEUDO = "xx"
ALL_CODES = (*LANGUAGES, PSEUDO)

_current = "en"
# set by the command line (--lang): wins over the Settings choice for this run
FORCED: str | None = None
_trans: _gettext.NullTranslations = _gettext.NullTranslations()
_listeners: list[Callable[[str], None]] = []


def locale_dir():  # -> Path (kept untyped-light for the frozen build)
    return assets_dir() / "locale"


# --------------------------------------------------------------------------- pseudo-locale
_ACCENTS = str.maketrans({
    "a": "á", "e": "é", "i": "í", "o": "ö", "u": "ü", "c": "ç", "n": "ñ", "y": "ÿ",
    "A": "Å", "E": "É", "I": "Î", "O": "Ø", "U": "Û", "C": "Ç", "N": "Ñ", "s": "š",
    "S": "Š", "z": "ž", "Z": "Ž",
})
_PLACEHOLDER = re.compile(r"(\{[^{}]*\}|%\(?[a-z_]*\)?[sd]|\n)")
PSEUDO_OPEN, PSEUDO_CLOSE = "⟦", "⟧"


CARD_OPEN, CARD_CLOSE = "⟪", "⟫"


def pseudo(text: str, card: bool = False) -> str:
    """The pseudo-locale form of ``text``: accented letters, padded to about 140 % of the
    length, wrapped in ⟦ ⟧ (a card's text: ⟪ ⟫); placeholders ({n}, {name}) and line breaks
    kept as they are.  Idempotent (an already pseudo text is returned unchanged); a pure
    template ("{what} {amount}") has no words to lengthen and stays as it is."""
    if not text or text.startswith((PSEUDO_OPEN, CARD_OPEN)):
        return text
    if sum(ch.isalpha() for ch in _PLACEHOLDER.sub("", text)) < 3:
        return text
    parts = _PLACEHOLDER.split(text)
    out = "".join(p if i % 2 else p.translate(_ACCENTS) for i, p in enumerate(parts))
    # 40 % of the words' own length (a placeholder's value is lengthened where it comes from)
    pad = max(1, round(len(_PLACEHOLDER.sub("", text)) * 0.4) - 2)
    filler = ("ẍ" * pad) if " " not in text.strip() else _pad_words(pad)
    left, right = (CARD_OPEN, CARD_CLOSE) if card else (PSEUDO_OPEN, PSEUDO_CLOSE)
    return f"{left}{out} {filler}{right}" if " " in text.strip() \
        else f"{left}{out}{filler}{right}"


def _pad_words(n: int) -> str:
    word = "ŀöñğ"
    out = ""
    while len(out) < n:
        out += (" " if out else "") + word
    return out[:max(1, n)]


class PseudoTranslations(_gettext.NullTranslations):
    """Every message id of the catalogs in its pseudo form.  Only known ids change (as in a
    real language): a player's name or a text built from translated pieces stays as it is,
    so the layout check measures what a translation would really do."""

    def __init__(self) -> None:
        super().__init__()
        known: set[str] = set()
        for lang in ("pt", "de"):
            cat = getattr(translations(lang), "_catalog", {})
            for key in cat:
                if isinstance(key, tuple):
                    continue
                known.add(key.split("\x04", 1)[-1])
        self.known = known

    def gettext(self, message: str) -> str:
        return pseudo(message) if message in self.known else message

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return pseudo(message) if message in self.known else message


# --------------------------------------------------------------------------- choosing
def normalise(code: str | None) -> str | None:
    """'pt_BR.UTF-8' -> 'pt', 'de-AT' -> 'de', 'xx' -> 'xx'; None when not one of ours."""
    if not code:
        return None
    base = re.split(r"[_.@-]", code.strip().lower(), maxsplit=1)[0]
    return base if base in ALL_CODES else None


def os_language() -> str:
    """The language of the OS locale when it is one of ours, else English."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        for part in value.split(":"):
            lang = normalise(part)
            if lang and lang != PSEUDO:
                return lang
            if part and lang is None and var != "LANGUAGE":
                return "en"  # the OS says a language we do not have
    try:
        loc = locale.getlocale()[0]
    except ValueError:  # pragma: no cover - odd locale strings
        loc = None
    lang = normalise(loc)
    return lang if lang and lang != PSEUDO else "en"


def translations(lang: str) -> _gettext.NullTranslations:
    """The catalog of ``lang`` (NullTranslations for English or a missing catalog)."""
    if lang == PSEUDO:
        return PseudoTranslations()
    if lang == "en":
        return _gettext.NullTranslations()
    return _gettext.translation(DOMAIN, str(locale_dir()), languages=[lang], fallback=True)


def set_language(lang: str) -> str:
    """Switch the interface language now; returns the language in use."""
    global _current, _trans
    code = normalise(lang) or "en"
    _trans = translations(code)
    _current = code
    for fn in list(_listeners):
        fn(code)
    return code


def current() -> str:
    return _current


def on_change(fn: Callable[[str], None]) -> None:
    """Call ``fn(lang)`` after every language switch (caches of rendered text)."""
    _listeners.append(fn)


# --------------------------------------------------------------------------- lookups
def _(message: str) -> str:
    """The translation of ``message`` (itself when there is none)."""
    return _trans.gettext(message) if message else message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form for ``n`` in the current language's plural rules."""
    return _trans.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """A translation that depends on a context (the same English word used twice)."""
    return _trans.pgettext(context, message)


def N_(message: str) -> str:
    """Mark a constant for extraction; translate it where it is shown (``_(x)``)."""
    return message


__all__ = ["ALL_CODES", "DOMAIN", "LANGUAGES", "N_", "PSEUDO", "PseudoTranslations", "_",
           "current", "ngettext", "normalise", "on_change", "os_language", "pgettext",
           "pseudo", "set_language", "translations"]
