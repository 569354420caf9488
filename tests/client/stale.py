"""Find interface texts drawn in a language other than the current one: English message
ids drawn while Portuguese or German is chosen (issue 20 item 17)."""

from __future__ import annotations

import re
from functools import cache

from tests.client.passplay import screen_text


@cache
def english_only(lang: str) -> tuple[frozenset[str], tuple[re.Pattern[str], ...]]:
    """The English message ids whose ``lang`` translation differs (and that are no
    ``lang`` text themselves): plain texts, and templates as patterns of a whole line."""
    from game import i18n

    cat = dict(getattr(i18n.translations(lang), "_catalog", {}))
    own = {v for v in cat.values() if isinstance(v, str)}
    plain: set[str] = set()
    patterns = []
    for k, v in cat.items():
        if not isinstance(k, str) or not k or k == v or k in own:
            continue
        if "{" in k:
            literal = re.sub(r"\{[^}]*\}", "", k)
            if len(literal.strip()) >= 10:
                pat = re.escape(k)
                pat = re.sub(r"\\\{[^}]*\\\}", ".+", pat)
                patterns.append(re.compile(pat))
        elif len(k) >= 3:
            plain.add(k)
    return frozenset(plain), tuple(patterns)


def stale_texts(app, lang: str, besides: tuple[str, ...] = ()) -> list[str]:
    """The lines of the current screen that are English interface texts (``besides``:
    texts to leave out, e.g. the log lines a table stored as they were written)."""
    plain, patterns = english_only(lang)
    out = []
    for line in screen_text(app).split("\n"):
        s = line.strip()
        if any(s in b for b in besides):
            continue
        if s in plain or any(p.fullmatch(s) for p in patterns):
            out.append(s)
    return out
