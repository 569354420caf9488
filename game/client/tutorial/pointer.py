"""Where the coach's box goes and the arrow from it to what it points at (issue 22 item 4:
"the coach sits beside what it points at, with an arrow, never on it").

:func:`place` tries the box beside each of the step's targets -- right of it, left of it,
below, above, at an arrow's length -- and keeps the first spot (in the order of the box's
widths: a normal box, a wider one, a flat one across the window) that covers nothing it
must leave in view (``avoid``: the targets, what the step is about, an open chooser) and,
where it can, nothing ``soft`` (the table's player strip, private panel and action bar);
among those, the one with the shortest arrow.  With no target (an explanation) or no such
spot, the box goes where it covers least (``clear_spot``), and an arrow still points from
it to the nearest target it does not cover.  :func:`arrow` is the arrow's geometry, whose
tip touches the target; :func:`draw_arrow` paints it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

Point = tuple[int, int]


@dataclass(frozen=True)
class Arrow:
    """From ``tail`` (on the box's edge) to ``tip`` (on the target's edge)."""

    tail: Point
    tip: Point
    target: pygame.Rect


@dataclass
class Placement:
    box: pygame.Rect
    lines: list[str]
    flat: bool
    arrow: Arrow | None


def _clamp(v: int, lo: int, hi: int) -> int:
    return max(lo, min(hi, v)) if lo <= hi else (lo + hi) // 2


def arrow(
    box: pygame.Rect, target: pygame.Rect, inset: int = 0, avoid: Sequence[pygame.Rect] = ()
) -> Arrow | None:
    """The arrow from ``box`` to ``target`` (None when they overlap): its tail is the
    point of the box's edge (``inset`` away from its corners) nearest the target's centre
    -- or, where that arrow would cross one of ``avoid``, slid along the edge to where it
    crosses the fewest --, its tip the point of the target nearest the tail."""
    if box.colliderect(target):
        return None
    first = _arrow(box, target, inset, target.center)
    if not avoid or crossings(first, avoid) == 0:
        return first
    best = (crossings(first, avoid), 0, first)
    for i in range(1, 16):
        for aim in (
            (target.x + target.width * i // 16, target.centery),
            (target.centerx, target.y + target.height * i // 16),
        ):
            a = _arrow(box, target, inset, aim)
            c = crossings(a, avoid)
            if c < best[0]:
                best = (c, i, a)
    return best[2]


def _arrow(box: pygame.Rect, target: pygame.Rect, inset: int, aim: Point) -> Arrow:
    cx, cy = aim
    left, right = box.left, box.right - 1
    top, bottom = box.top, box.bottom - 1
    if target.right <= box.left or target.left >= box.right:  # beside: the tail on a side
        x = left if target.right <= box.left else right
        y = _clamp(cy, top + inset, bottom - inset)
        if target.bottom > box.top and target.top < box.bottom:  # level with the box
            y = _clamp(y, max(top, target.top) + 1, min(bottom, target.bottom - 1) - 1)
    else:  # above or below: the tail on the top or bottom edge
        y = top if target.bottom <= box.top else bottom
        x = _clamp(cx, left + inset, right - inset)
        x = _clamp(x, max(left, target.left) + 1, min(right, target.right - 1) - 1)
    tip = (_clamp(x, target.left, target.right - 1), _clamp(y, target.top, target.bottom - 1))
    return Arrow((x, y), tip, pygame.Rect(target))


def crossings(a: Arrow, rects: Sequence[pygame.Rect]) -> int:
    """How many of ``rects`` (other than its target) the arrow's shaft crosses."""
    return sum(
        1 for r in rects if r != a.target and not r.contains(a.target) and r.clipline(a.tail, a.tip)
    )


def _overlap(r: pygame.Rect, rects: Sequence[pygame.Rect]) -> int:
    total = 0
    for a in rects:
        c = r.clip(a)
        total += c.width * c.height
    return total


def beside(size: tuple[int, int], target: pygame.Rect, gap: int) -> list[pygame.Rect]:
    """Boxes of ``size`` beside ``target``, ``gap`` away: right, left, below, above (each
    centred on it, then flush with either end)."""
    w, h = size
    out = []
    ys = (target.centery - h // 2, target.top, target.bottom - h)
    xs = (target.centerx - w // 2, target.left, target.right - w)
    out += [pygame.Rect(target.right + gap, y, w, h) for y in ys]
    out += [pygame.Rect(target.left - gap - w, y, w, h) for y in ys]
    out += [pygame.Rect(x, target.bottom + gap, w, h) for x in xs]
    out += [pygame.Rect(x, target.top - gap - h, w, h) for x in xs]
    return out


def spot_beside(
    size: tuple[int, int],
    bounds: pygame.Rect,
    targets: Sequence[pygame.Rect],
    avoid: Sequence[pygame.Rect],
    soft: Sequence[pygame.Rect],
    gap: int,
    inset: int = 0,
) -> tuple[tuple[int, int], pygame.Rect, Arrow] | None:
    """The best box of ``size`` beside one of ``targets`` inside ``bounds`` that covers
    none of ``avoid`` nor any target, with its arrow: (cost, box, arrow), the arrow
    crossing the fewest of ``avoid`` first, then the least of ``soft`` covered, then the
    shortest arrow; None when there is no such spot."""
    best: tuple[tuple[int, int], int, pygame.Rect, Arrow] | None = None
    hard = [*avoid, *targets]
    for t in targets:
        for r in beside(size, t, gap):
            r = r.clamp(bounds)
            if r.width < size[0] or r.height < size[1] or r.collidelist(hard) >= 0:
                continue
            a = arrow(r, t, inset, hard)
            if a is None:
                continue
            length = abs(a.tip[0] - a.tail[0]) + abs(a.tip[1] - a.tail[1])
            cost = (crossings(a, hard), _overlap(r, soft))
            if best is None or (cost, length) < best[:2]:
                best = (cost, length, r, a)
    return None if best is None else (best[0], best[2], best[3])


def place(
    sizes: Sequence[tuple[int, bool]],
    measure: Callable[[int, bool], tuple[int, list[str]]],
    bounds: pygame.Rect,
    targets: Sequence[pygame.Rect],
    avoid: Sequence[pygame.Rect],
    soft: Sequence[pygame.Rect],
    gap: int,
    prefer: Point,
    inset: int = 0,
) -> Placement:
    """The coach's box: for each ``(width, flat)`` of ``sizes`` in turn (``measure`` gives
    its height and lines), beside a target (:func:`spot_beside`); the first width with a
    spot clear of ``soft`` wins, else the first with any spot; with none, where it covers
    least of ``avoid`` (nearest ``prefer``), pointing at the nearest target it leaves
    clear."""
    from game.client.table.layout import clear_spot, overlap

    found: list[tuple[tuple[int, int], Placement]] = []
    fallback: tuple[int, Placement] | None = None
    for w, flat in sizes:
        w = min(w, bounds.width)
        h, lines = measure(w, flat)
        spot = spot_beside((w, h), bounds, targets, avoid, soft, gap, inset) if targets else None
        if spot is not None:
            found.append((spot[0], Placement(spot[1], lines, flat, spot[2])))
            if spot[0] == (0, 0):
                break
            continue
        box = clear_spot((w, h), bounds, [*avoid, *targets], prefer)
        cost = overlap(box, [*avoid, *targets])
        if fallback is None or cost < fallback[0]:
            fallback = (cost, Placement(box, lines, flat, None))
    if found:
        return min(found, key=lambda f: f[0])[1]
    assert fallback is not None
    p = fallback[1]
    arrows = [a for a in (arrow(p.box, t, inset, avoid) for t in targets) if a is not None]
    if arrows:
        p.arrow = min(
            arrows,
            key=lambda a: (
                crossings(a, avoid),
                abs(a.tip[0] - a.tail[0]) + abs(a.tip[1] - a.tail[1]),
            ),
        )
    return p


def draw_arrow(
    surface: pygame.Surface,
    a: Arrow,
    colour: tuple[int, int, int],
    outline: tuple[int, int, int],
    width: int,
    head: int,
) -> None:
    """A shaft from the box to the target with a head whose point is the tip."""
    (x0, y0), (x1, y1) = a.tail, a.tip
    dx, dy = x1 - x0, y1 - y0
    n = max(1.0, (dx * dx + dy * dy) ** 0.5)
    ux, uy = dx / n, dy / n
    head = min(head, int(n))
    bx, by = x1 - ux * head, y1 - uy * head  # the base of the head
    px, py = -uy * head * 0.6, ux * head * 0.6
    pts = [(x1, y1), (bx + px, by + py), (bx - px, by - py)]
    if n > head:
        pygame.draw.line(surface, outline, (x0, y0), (bx, by), width + 2)
        pygame.draw.line(surface, colour, (x0, y0), (bx, by), width)
    pygame.draw.polygon(surface, outline, pts)
    inner = [
        (x1 - ux * 2, y1 - uy * 2),
        (bx + px * 0.75, by + py * 0.75),
        (bx - px * 0.75, by - py * 0.75),
    ]
    pygame.draw.polygon(surface, colour, inner)
    pygame.draw.circle(surface, colour, (x0, y0), max(2, width))
