"""Issue 22 item 4: a toast never covers what a player must click -- the action bar, the
player strip, the private panel, a chooser's rows -- at 1280x720 and 1920x1080, for one
short toast, a long one and a stack of four.  What a toast covers is found from the pixels:
the frame drawn with the toasts against the same frame without them."""

from __future__ import annotations

import pygame
import pytest

from tests.client.test_exile_banner import _hot_seat

TOASTS = {
    "short": ["Saved."],
    "long": ["Cannot do that now: every survivor at this place has already acted this "
             "round, and the die you chose is too low for an attack on this entrance."],
    "four": ["Saved.", "Autosave failed: the disk is full (we keep trying).",
             "Cannot undo: the exposure die has been rolled.", "Nothing to undo."],
}


def _covered(app, texts: list[str]) -> pygame.Rect | None:
    """The screen's bounding box that changes when ``texts`` are toasted."""
    app.toasts.clear()
    app.frame(0.0, [])
    bare = app.screen.copy()
    for i, text in enumerate(texts):
        app.toast(text, 60.0, error=i == 1)
    app.frame(0.0, [])
    shot = app.screen.copy()
    app.toasts.clear()
    diff = shot.copy()  # |shot - bare|, channel by channel
    diff.blit(bare, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    back = bare.copy()
    back.blit(shot, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(back, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    same = pygame.mask.from_threshold(diff, (0, 0, 0, 255), (1, 1, 1, 255))
    same.invert()
    rects = same.get_bounding_rects()
    return rects[0].unionall(rects[1:]) if rects else None


def _must_click(app, t) -> dict[str, pygame.Rect]:
    from game.client.table.layout import Layout, area

    lay = Layout.for_surface(app.screen)
    out = {"actions": area(lay, "actions"), "players": area(lay, "players"),
           "private": area(lay, "private")}
    for scene in app.stack.visible():
        if scene is t:
            continue
        for i, w in enumerate(getattr(getattr(scene, "focus", None), "widgets", [])):
            if w.visible and w.rect.width and w.rect.height:
                out[f"{scene.name}:{i}"] = pygame.Rect(w.rect)
    return out


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("chooser", [False, True])
@pytest.mark.parametrize("kind", ["short", "long", "four"])
def test_toasts_never_cover_the_action_bar_the_player_strip_or_a_chooser(size, chooser,
                                                                          kind):
    from game.client.headless import headless_app
    from game.client.scenes.prompt_list import ActionPickerScene

    app = headless_app(size, speed=0.0)
    try:
        s, t = _hot_seat(app, 3)
        t.fast = False
        if chooser:
            moves = [a for a in s.legal() if a.type == "move"][:5]
            assert moves
            app.stack.push(ActionPickerScene(app, t, "Move", [(str(a), a) for a in moves]))
        box = _covered(app, TOASTS[kind])
        assert box is not None, kind
        for name, rect in _must_click(app, t).items():
            assert not box.colliderect(rect), (size, chooser, kind, name, box, rect)
    finally:
        app.close_session()
        app.stack.clear()
        pygame.quit()
