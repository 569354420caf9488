"""Equipped items on the board (public, EQUIP rules): small card chips beside a standee,
each with its item's type icon, and the spots to hover for the whole card."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from game.client.core.app import App

MAX_SHOWN = 3


def chip(app: App, kind: str, size: int) -> pygame.Surface:
    """A tiny upright card (cream, dark edge) with the type icon: reads as "a card"."""
    art = app.art
    key = ("equip-chip", kind, size, art.pal.name)
    cache: dict[Any, pygame.Surface] = chip.__dict__.setdefault("cache", {})
    hit = cache.get(key)
    if hit is not None:
        return hit
    w, h = max(8, int(size * 0.8)), max(10, size)
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(out, art.pal.card, out.get_rect(), border_radius=max(2, size // 6))
    pygame.draw.rect(out, art.pal.card_edge, out.get_rect(), max(1, size // 12),
                     border_radius=max(2, size // 6))
    icon = art.item_icon(kind, max(6, int(w * 0.95)))
    out.blit(icon, icon.get_rect(center=(w // 2, h // 2)))
    if len(cache) > 200:
        cache.clear()
    cache[key] = out
    return out


def draw_equipment(surface: pygame.Surface, app: App, names: Any, items: list[str],
                   figure: pygame.Rect, size: int) -> list[tuple[pygame.Rect, str]]:
    """The chips of ``items`` in a column at the right edge of ``figure`` (a standee's
    figure rect, screen pixels), bottom up; more than three: the third says "+N".  Returns
    (rect, card uid) for each chip drawn (hover shows the card)."""
    out: list[tuple[pygame.Rect, str]] = []
    if not items:
        return out
    x = figure.right - size // 3
    y = figure.bottom - size
    for i, uid in enumerate(items[:MAX_SHOWN]):
        kind = names.item_type(uid) or "tool"
        img = chip(app, kind, size)
        r = img.get_rect(topleft=(x, y - i * (size - size // 4)))
        surface.blit(img, r)
        out.append((r, uid))
    extra = len(items) - MAX_SHOWN
    if extra > 0:
        r = out[-1][0]
        f = max(7, size * 2 // 3)
        img = app.fonts.render(f"+{extra}", f, app.art.pal.highlight, True)
        surface.blit(img, img.get_rect(midleft=(r.right + 1, r.centery)))
    return out
