"""Issue 13 item 6: every character of the three languages renders with the bundled font
(no missing-glyph boxes): interface catalogs, rules reference, card translations and the
pseudo-locale's letters."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client.core.fonts import font_path  # noqa: E402
from game.content.loader import bundled_packs_dir  # noqa: E402
from game.i18n import catalog, pseudo  # noqa: E402


def _texts() -> str:
    out: list[str] = []
    for lang in catalog.LANGS:
        for msg in catalog.read_po(lang):
            s = msg.string
            out.extend(s if isinstance(s, (list, tuple)) else [s])
    from game.client.scenes.rules_ref import topics

    for lang in ("en", *catalog.LANGS):  # every topic, The Long Night's too (issue 9)
        for t in topics(lang):
            out += [t.title, t.body, *t.keywords]
    for f in sorted(bundled_packs_dir().glob("*/i18n/*.toml")):
        out.append(f.read_text(encoding="utf-8"))
    out.append(pseudo("abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ long text"))
    return "".join(out)


@pytest.mark.parametrize("bold", [False, True])
def test_every_character_has_a_glyph_in_the_bundled_font(bold):
    pygame.font.init()
    try:
        font = pygame.font.Font(str(font_path(bold)), 20)
        chars = sorted({c for c in _texts() if c.isprintable() and not c.isspace()})
        assert len(chars) > 80
        # a character the font lacks is drawn as the "missing glyph" box: compare with the
        # box drawn for a private-use code point no font here has
        def pixels(c: str) -> bytes:
            return pygame.image.tobytes(font.render(c, True, (255, 255, 255), (0, 0, 0)),
                                        "RGB")

        box = pixels("\U000F0000")
        assert pixels("漢") == box  # the comparison does see a missing glyph
        missing = [c for c in chars if pixels(c) == box]
        assert missing == [], f"no glyph for {missing!r}"
    finally:
        pygame.font.quit()
