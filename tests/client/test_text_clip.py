"""Issue 20 item 4: no text can make an absurdly wide surface or stall a frame.

The font cache (``game.client.core.fonts``) clips every line before it measures or draws it:
at most ``MAX_LINE_CHARS`` characters and ``MAX_LINE_PX`` pixels, cut with "…".  A
10,000-character survivor name (which the schema now refuses; here it bypasses the schema,
as text from any other source could) rendered a 120,000-pixel surface in the draft."""

from __future__ import annotations

import dataclasses

import pygame

from game.client.core.fonts import MAX_LINE_CHARS, MAX_LINE_PX, Fonts

LONG = "W" * 10_000


def test_render_size_fit_and_wrap_clip_an_endless_line(app) -> None:
    f = Fonts()
    for size in (8, 20, 64):
        surf = f.render(LONG, size, (255, 255, 255))
        assert surf.get_width() <= MAX_LINE_PX
        assert f.size(LONG, size) == surf.get_size()  # measured as drawn
        fitted = f.fit(LONG, size, 300)
        assert fitted.endswith("…") and f.size(fitted, size)[0] <= 300
        lines = f.wrap(f"a {LONG} b", size, 500)
        assert lines[0] == "a" and len(lines[1]) <= MAX_LINE_CHARS and lines[-1] == "b"
    assert len(f.fit("x" * 5000, 12, 10**6)) <= MAX_LINE_CHARS
    short = "The plow crew digs in."
    assert f.fit(short, 14, 1000) == short and f.size(short, 14) == \
        f.font(14).size(short)  # ordinary text is untouched


def test_fit_gives_the_longest_start_that_fits(app) -> None:
    f = Fonts()
    text = "Marta Vasquez, snowplow driver of the northern road"
    for width in (40, 90, 160, 250):
        out = f.fit(text, 14, width)
        assert f.size(out, 14)[0] <= width and out.endswith("…")
        longer = text[:len(out.rstrip("…")) + 1] + "…"
        assert f.size(longer, 14)[0] > width or longer.rstrip("…").endswith(" ")


class SpyFont(pygame.font.Font):
    """A font that refuses to measure or draw a line longer than the clip (it took the
    draft 8 s a frame, and a test 4 minutes, to measure 10,000 characters over and over)."""

    def size(self, text):  # type: ignore[override]
        assert len(text) <= MAX_LINE_CHARS + 1, f"{len(text)} characters measured"
        return super().size(text)

    def render(self, text, *a):  # type: ignore[override]
        assert len(text) <= MAX_LINE_CHARS, f"{len(text)} characters drawn"
        return super().render(text, *a)


def test_the_draft_with_an_endless_survivor_name(app, monkeypatch) -> None:
    from game.client.scenes.prompt import DraftScene
    from game.client.scenes.table.scene import TableScene
    from game.content.loader import load_base
    from game.engine import GameConfig, Seat
    from game.session.session import Session

    base = load_base()
    content = dataclasses.replace(base, survivors={
        k: v.model_copy(update={"name": LONG, "profession": LONG})
        for k, v in base.survivors.items()})
    s = Session(GameConfig(seats=[Seat(name="Ana"), Seat(name="Bot1", bot=True),
                                  Seat(name="Bot2", bot=True)], seed=8), content=content,
                autosave=False)
    monkeypatch.setattr(pygame.font, "Font", SpyFont)
    app.fonts._fonts.clear()  # every font from now on is a spy
    app.fonts.clear()
    t = TableScene(app, s)
    t.fast = True
    app.stack.push(t)
    for _ in range(600):
        app.frame(1 / 30, [])
        if isinstance(app.stack.top, DraftScene):
            break
    else:
        raise AssertionError("no draft")
    for _ in range(3):
        app.frame(1 / 30, [])
    widths = [surf.get_width() for surf in app.fonts._text.values()]
    assert max(widths) <= MAX_LINE_PX
    assert all(isinstance(f, SpyFont) for f in app.fonts._fonts.values())
