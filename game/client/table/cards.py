"""Cards as cards: one card face for every card the player looks at or chooses.

* :class:`CardFace` — what a card says (kind, title, subtitle, type icon, text, extra
  lines), made by :func:`item_face`, :func:`crisis_face`, :func:`main_objective_face`,
  :func:`secret_face`, :func:`survivor_face`, :func:`crossroads_face`, :func:`location_face`,
  :func:`special_zombie_face` (a special zombie as its encounter card) from the content (and, for a crisis, the public view: its target at this table).
* :func:`draw_card` — a face drawn in a rectangle (any size; the text shrinks to fit).
* :class:`CardZoom` — hover shows a card enlarged beside what is hovered; right-click or Z
  pins a big zoom in the middle of the window (Esc, Z or a click closes it).
* :func:`tooltip` — a small box of words near the mouse (icons and counters).

Only what the viewer may see goes in: a face is made from a card id the caller already
holds in its (redacted) view.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.client.core import ui
from game.client.table.decisions import item_text
from game.i18n import N_, _, ngettext
from game.i18n.cards import localize

if TYPE_CHECKING:
    from game.client.core.app import App

TYPE_WORDS = {"weapon": N_("weapon"), "fuel": N_("fuel"), "book": N_("book"),
              "food": N_("food"), "medicine": N_("medicine"), "tool": N_("tool"),
              "survivor": N_("survivor")}
KIND_WORDS = {"ordinary": N_("Play it from your hand during your turn."),
              "event": N_("Event card."),
              "equip": N_("Equipment: equip it on a survivor; it stays on the board.")}


def _word(table: dict[str, str], key: str) -> str:
    return _(table[key]) if key in table else key


@dataclass(frozen=True)
class CardFace:
    kind: str  # item, crisis, objective, secret, survivor, crossroads, location
    title: str
    subtitle: str = ""
    text: str = ""
    icon: str | None = None  # an item type: its icon in the corner
    extra: tuple[str, ...] = field(default_factory=tuple)  # lines under the text
    flavour: str = ""
    icons: tuple[str, ...] = field(default_factory=tuple)  # a row of type icons
    art: str = ""  # what its picture shows: "item:<id>:<type>", "survivor:<id>[:<animal>]",
    #               "location:<id>" (game.client.art.cards.card_picture); else its kind's icon


# ----------------------------------------------------------------------------- faces
def item_face(content: Any, uid: str) -> CardFace | None:
    content = localize(content)  # the card in the interface language
    try:
        it = content.item(str(uid))
    except (KeyError, AttributeError):
        return None
    deck = _("starting item") if it.deck == "starting" else \
        getattr(content.locations.get(it.deck), "name", it.deck)
    return CardFace("item", it.name, _("{type} · {deck}").format(
        type=_word(TYPE_WORDS, it.type), deck=deck), item_text(it),
                    it.type, (_word(KIND_WORDS, it.kind),), it.flavour,
                    art=f"item:{uid}:{it.type}")


def crisis_face(content: Any, cid: str | None, view: dict[str, Any] | None = None
                ) -> CardFace | None:
    lines_content = content
    content = localize(content)
    c = content.crises.get(str(cid)) if cid else None
    if c is None:
        return None
    from game.client.table.log.describe import crisis_summary

    lines = crisis_summary(lines_content, cid, view)
    return CardFace("crisis", c.name, _("Crisis"), "", None, tuple(lines), c.flavour,
                    tuple(c.prevent))


def main_objective_face(content: Any, oid: str | None, hard: bool = False
                        ) -> CardFace | None:
    content = localize(content)
    o = content.main_objectives.get(str(oid)) if oid else None
    if o is None:
        return None
    side = o.hard if hard else o.normal
    extra = [ngettext("Morale {morale} · {n} round", "Morale {morale} · {n} rounds",
                      side.rounds).format(morale=side.morale, n=side.rounds)]
    if side.setup_text:
        extra.append(side.setup_text)
    title = _("{objective} (hard)").format(objective=o.name) if hard else o.name
    return CardFace("objective", title, _("Main objective"),
                    side.goal_text, None, tuple(extra), o.story)


def secret_face(content: Any, sid: str | None) -> CardFace | None:
    content = localize(content)
    o = content.secret_objectives.get(str(sid)) if sid else None
    if o is None:
        return None
    kind = {"normal": _("Secret objective"), "betrayal": _("Secret objective — BETRAYER"),
            "exiled": _("Exiled objective")}.get(o.kind, o.kind)
    return CardFace("secret", o.name, kind, o.text, None, (), o.flavour)


def survivor_face(content: Any, sid: str | None) -> CardFace | None:
    content = localize(content)
    sv = content.survivors.get(str(sid)) if sid else None
    if sv is None:
        return None
    stats = _("Influence {influence} · attack {attack}+ · search {search}+").format(
        influence=sv.influence, attack=sv.attack, search=sv.search)
    from game.client.art.portraits import animal_kind

    return CardFace("survivor", sv.name, sv.profession, sv.ability.text, "survivor",
                    (stats, ability_where(content, sv.ability.location)), sv.flavour,
                    art=f"survivor:{sid}:{animal_kind(sv) or ''}")


def ability_where(content: Any, where: str) -> str:
    """COMP-06: where the survivor must be to use the ability, as the card shows it."""
    if where == "any":
        return _("Ability: anywhere")
    if where == "colony":
        return _("Ability: at the colony")
    if where == "non_colony":
        return _("Ability: away from the colony")
    name = getattr(content.locations.get(where), "name", where)
    return _("Ability: at {place}").format(place=name)


def crossroads_face(content: Any, cid: str | None) -> CardFace | None:
    content = localize(content)
    c = content.crossroads.get(str(cid)) if cid else None
    if c is None:
        return None
    opts = tuple(_("{label}: {text}").format(label=o.label, text=o.text) for o in c.options)
    sub = _("Crossroads — {trigger}").format(trigger=c.trigger_text)
    if c.mature:  # COMP-09: mature themes carry the 18+ mark
        sub = _("{subtitle} · 18+").format(subtitle=sub)
    return CardFace("crossroads", c.name, sub, c.story, None, opts)


def location_face(content: Any, lid: str, view: dict[str, Any] | None = None
                  ) -> CardFace | None:
    content = localize(content)
    loc = content.locations.get(lid)
    if loc is None:
        return None
    info = (view or {}).get("locations", {}).get(lid, {})
    extra = [_("Cards left in its deck: {n}").format(n=info.get("deck", "?")),
             _("Most likely to find: {types}").format(
                 types=", ".join(_word(TYPE_WORDS, t) for t in loc.likelihood)),
             _("{spaces} survivor spaces · entrance holds {zombies} zombies · {noise} noise "
               "spaces").format(spaces=loc.survivor_spaces, zombies=loc.entrance_spaces,
                                noise=loc.noise_spaces)]
    return CardFace("location", loc.name, _("Location and its search deck"), "", None,
                    tuple(extra), loc.flavour, tuple(loc.likelihood), art=f"location:{lid}")


def roll_label(roll: Any) -> str:
    """The die results a row of a die table covers: "1", "2–3", "4–6", "1, 6"."""
    values = sorted(int(v) for v in roll)
    if len(values) > 1 and values == list(range(values[0], values[-1] + 1)):
        return f"{values[0]}–{values[-1]}"
    return ", ".join(str(v) for v in values)


def releaser(content: Any, ztype: str) -> Any:
    """The experiment card whose Audio Log releases special zombies of type ``ztype``."""
    return next((e for e in getattr(content, "experiments", {}).values()
                 if any(r.zombie == ztype for r in e.audio_log.releases)), None)


def special_zombie_face(content: Any, ztype: str | None, card: str | None = None,
                        badge: str = "") -> CardFace | None:
    """A special zombie as its encounter card (RAX-14, RAX-18): what an attack on it does
    (the die table of ``card``, the experiment that released it), the rules every special
    zombie keeps (RAX-15..18) and its description; ``badge``: the name of its badge's
    shape on the board.  Public: the encounter card lies face up by the colony."""
    content = localize(content)
    spec = getattr(content, "special_zombies", {}).get(str(ztype)) if ztype else None
    if spec is None:
        return None
    exp = content.experiments.get(str(card)) if card else None
    exp = exp or releaser(content, spec.id)
    rules = (_("Attacking it: the exposure roll first; then, if the attacker lives, roll a "
               "die and apply the matching row above."),
             _("Only an attack kills it, and a survivor attacking here must target it "
               "first. Nothing moves it but its own card."))
    flavour = "\n".join(t for t in (spec.text, spec.flavour) if t)
    what = _("Special zombie, {shape} badge").format(shape=badge) if badge else \
        _("Special zombie")
    if exp is None:
        return CardFace("encounter", spec.name, what, "", None, rules, flavour)
    enc = exp.encounter
    rows = tuple(_("{roll}: {text}").format(roll=roll_label(r.roll), text=r.text)
                 for r in enc.rows)
    sub = _("{what} — encounter card of {experiment}").format(what=what,
                                                              experiment=exp.name)
    return CardFace("encounter", spec.name, sub, enc.text, None, rows + rules, flavour)


# ----------------------------------------------------------------------------- drawing
def _band(app: App, kind: str) -> tuple[int, int, int]:
    pal = app.art.pal
    return {"crisis": pal.bad, "objective": pal.good, "secret": pal.highlight,
            "crossroads": pal.warn, "survivor": pal.accent, "location": pal.board_edge,
            "audio_log": pal.warn, "encounter": pal.bad
            }.get(kind, pal.edge)


PIC_SHARES = (0.42, 0.32, 0.22)  # a picture's height, as a share of the card's width
FITTED_SHARE = 0.32  # the share a card sized to its text (``fitted_rect``) is given


def _radius(rect: pygame.Rect) -> int:
    return max(4, min(rect.width, rect.height) // 22)


def _border(rect: pygame.Rect) -> int:
    return max(2, rect.width // 90)


def _on(colour: Any) -> tuple[int, int, int]:
    """Dark or light ink, whichever reads on ``colour``."""
    lum = 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]
    return (20, 22, 28) if lum > 150 else (248, 246, 240)


def draw_card(surface: pygame.Surface, app: App, rect: pygame.Rect, face: CardFace,
              size: float = 14) -> None:
    """``face`` as a card in ``rect`` (docs/ART.md): its kind's frame, the title on the
    kind's band with the type's or the kind's badge, the picture, then the subtitle, the
    text, the extra lines and the flavour.  To fit, the picture gives room first, then the
    text shrinks (to 60 %); what still does not fit is left out, so a small card (~110 px
    wide) shows the name, the picture and the type line, a large one everything."""
    from game.client.art.cards import card_frame

    pal = app.art.pal
    surface.blit(card_frame(face.kind, rect.width, rect.height, pal.card,
                            pal.name == "colour_blind"), rect.topleft)
    pad = max(4, int(app.px(12) * rect.width / app.px(300)))
    choice: tuple[float, float] | None = None
    for s in (size, size * 0.9, size * 0.8, size * 0.7, size * 0.6):
        for share in PIC_SHARES:
            if _layout(app, rect, face, s, pad, None, share) <= rect.height:
                choice = (s, share)
                break
        if choice is not None:
            break
    if choice is None:  # a small card keeps its picture big; a large one its text
        small = rect.width < app.px(200)
        choice = (size * 0.6, PIC_SHARES[0] if small else PIC_SHARES[-1])
    _layout(app, rect, face, choice[0], pad, surface, choice[1])


def _layout(app: App, rect: pygame.Rect, face: CardFace, size: float, pad: int,
            paint: pygame.Surface | None, share: float = FITTED_SHARE) -> int:
    """Lay ``face`` out at ``size`` with a picture ``share`` of the card's width tall: the
    height it needs; draws too when ``paint`` (lines past the card's bottom are left out)."""
    from game.client.art.cards import card_picture, kind_icon
    from game.client.art.colours import kind_colour

    pal = app.art.pal
    cb = pal.name == "colour_blind"
    f = app.fonts
    title_px = app.px(size * 1.25)
    px = app.px(size)
    small = app.px(size * 0.85)
    width = rect.width - 2 * pad
    icon = app.px(size * 2)
    head_w = width - icon - pad // 2
    title = f.wrap(face.title, title_px, head_w, True)[:2]
    band_h = len(title) * f.line_height(title_px, True) + pad
    bw = _border(rect)
    col = kind_colour(face.kind, cb)
    if paint is not None:
        band = pygame.Rect(rect.x + bw, rect.y + bw, rect.width - 2 * bw, band_h + pad // 2 - bw)
        r = max(2, _radius(rect) - bw)
        pygame.draw.rect(paint, col, band, border_top_left_radius=r, border_top_right_radius=r)
        ty = rect.y + pad // 2
        for line in title:
            paint.blit(f.render(line, title_px, _on(col), True), (rect.x + pad, ty))
            ty += f.line_height(title_px, True)
        badge = app.art.item_icon(face.icon, icon) if face.icon else kind_icon(face.kind, icon,
                                                                                cb)
        paint.blit(badge, (rect.right - pad - icon, rect.y + pad // 3))
    y = rect.y + band_h + pad
    pic_h = int(rect.width * share)
    if pic_h >= app.px(12):
        if paint is not None:
            room = min(pic_h, rect.bottom - pad - y)
            if room >= app.px(12):
                pic = card_picture(face, width, pic_h, cb)
                paint.blit(pic, (rect.x + pad, y), pygame.Rect(0, 0, width, room))
                pygame.draw.rect(paint, col, (rect.x + pad, y, width, room), 1)
        y += pic_h + pad // 2

    def lines(text: str, size_px: int, colour: Any, bold: bool = False, gap: int = 0) -> None:
        nonlocal y
        for line in f.wrap(text, size_px, width, bold):
            if paint is not None and y + f.line_height(size_px) <= rect.bottom - bw:
                paint.blit(f.render(line, size_px, colour, bold), (rect.x + pad, y))
            y += f.line_height(size_px, bold)
        y += gap

    if face.subtitle:
        lines(face.subtitle, small, (70, 70, 84), False, pad // 3)
    if face.icons:  # type badges with their words, wrapping onto more rows
        x = rect.x + pad
        for t in face.icons:
            word = _word(TYPE_WORDS, t)
            step = icon + app.px(3) + f.size(word, small, True)[0]
            if x > rect.x + pad and x + step > rect.right - pad:
                x, y = rect.x + pad, y + icon + app.px(2)
            if paint is not None and y + icon <= rect.bottom - bw:
                paint.blit(app.art.item_icon(t, icon), (x, y))
                paint.blit(f.render(word, small, pal.text_dark, True),
                           (x + icon + app.px(3), y + (icon - f.line_height(small)) // 2))
            x += step + app.px(9)
        y += icon + pad // 3
    if face.text:
        lines(face.text, px, pal.text_dark, False, pad // 2)
    for e in face.extra:
        lines(e, px, (40, 40, 56), False, pad // 3)
    if face.flavour:
        lines(face.flavour, small, (96, 92, 84), False, 0)
    return y + pad - rect.y


def card_size(app: App, big: bool) -> tuple[int, int]:
    return (app.px(460), app.px(520)) if big else (app.px(300), app.px(360))


def fitted_rect(app: App, face: CardFace, width: int, size: float = 14) -> pygame.Rect:
    """A card ``width`` wide and as tall as ``face`` needs at ``size`` (at most 1.6×)."""
    pad = app.px(12) * width // app.px(300)
    r = pygame.Rect(0, 0, width, app.px(2000))
    h = _layout(app, r, face, size, max(4, pad), None, FITTED_SHARE)
    return pygame.Rect(0, 0, width, min(h, int(width * 1.6)))


def tooltip(surface: pygame.Surface, app: App, text: str, pos: tuple[int, int],
            avoid: list[pygame.Rect] | None = None) -> pygame.Rect:
    """``text`` in a small box below-right of ``pos`` (kept inside the window; clear of
    the ``avoid`` rects when it fits elsewhere near ``pos``)."""
    pal = app.art.pal
    px = app.px(13)
    w = min(app.px(340), app.fonts.size(text, px)[0] + app.px(16))
    lines = app.fonts.wrap(text, px, w - app.px(16))
    lh = app.fonts.line_height(px)
    r = pygame.Rect(pos[0] + app.px(14), pos[1] + app.px(18), w, len(lines) * lh + app.px(10))
    sw, sh = surface.get_size()
    if r.right > sw - 4:
        r.right = pos[0] - app.px(8)
    if r.bottom > sh - 4:
        r.bottom = pos[1] - app.px(8)
    r.clamp_ip(surface.get_rect())
    if avoid and r.collidelist(avoid) != -1:
        from game.client.table.layout import clear_spot

        r = clear_spot(r.size, surface.get_rect(), avoid, r.center)
    pygame.draw.rect(surface, pal.bg2, r, border_radius=app.px(5))
    pygame.draw.rect(surface, pal.highlight, r, 1, border_radius=app.px(5))
    y = r.y + app.px(5)
    for line in lines:
        surface.blit(app.fonts.render(line, px, pal.text), (r.x + app.px(8), y))
        y += lh
    return r


# ----------------------------------------------------------------------------- hover / zoom
Hot = tuple[pygame.Rect, "CardFace | str"]


class CardZoom:
    """Hover and pinned zoom over a scene.

    Each frame the scene lists what can be hovered (``spots``: a rect and a card face or a
    tooltip text) with :meth:`set_spots`; :meth:`draw` then shows the hovered one (a card
    beside it, a tooltip near the mouse) or the pinned card, large, in the middle."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.spots: list[Hot] = []
        self.pinned: CardFace | None = None
        self.mouse: tuple[int, int] | None = None
        self.drawn: pygame.Rect | None = None  # where the hover card or tooltip went

    def set_spots(self, spots: list[Hot]) -> None:
        self.spots = spots

    def covered(self) -> list[pygame.Rect]:
        """The boxes drawn over every scene (the tutorial's coach, as last drawn): a hover
        card keeps clear of them, and what lies under them cannot be hovered."""
        boxes = (getattr(o, "box", None) for o in getattr(self.app, "overlays", []))
        return [b for b in boxes if isinstance(b, pygame.Rect) and b.width and b.height]

    def hovered(self, pos: tuple[int, int] | None = None) -> Hot | None:
        pos = pos or self.mouse
        if pos is None or any(b.collidepoint(pos) for b in self.covered()):
            return None
        for spot in reversed(self.spots):  # the last listed is on top
            if spot[0].collidepoint(pos):
                return spot
        return None

    def handle(self, event: Any) -> bool:
        """Mouse motion tracks the hover; right-click or Z pins the hovered card; while
        pinned, Esc / Z / any click closes it.  True when the event was used."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return False
        if self.pinned is not None:
            if (event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_z)) \
                    or event.type == pygame.MOUSEBUTTONDOWN:
                self.pinned = None
                return True
            return event.type in (pygame.KEYDOWN, pygame.TEXTINPUT)
        pin = (event.type == pygame.MOUSEBUTTONDOWN and event.button == 3) or \
            (event.type == pygame.KEYDOWN and event.key == pygame.K_z
             and not event.mod & pygame.KMOD_CTRL)
        if pin:
            pos = getattr(event, "pos", None) or self.mouse
            spot = self.hovered(pos)
            if spot is not None and isinstance(spot[1], CardFace):
                self.pinned = spot[1]
                return True
        return False

    def pin(self, face: CardFace | None) -> None:
        self.pinned = face

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        self.drawn = None
        if self.pinned is not None:
            ui.dim(surface, 210)
            w, h = surface.get_size()
            r = fitted_rect(app, self.pinned, min(app.px(480), w - app.px(40)), 17)
            r.height = min(r.height, h - app.px(60))
            r.center = (w // 2, h // 2 - app.px(10))
            draw_card(surface, app, r, self.pinned, 17)
            ui.text(surface, app, _("Esc, Z or a click: close"), (w // 2, r.bottom + app.px(8)),
                    13, app.art.pal.text_dim, anchor="midtop")
            return
        spot = self.hovered()
        if spot is None:
            return
        rect, what = spot
        covered = self.covered()
        if isinstance(what, str):
            self.drawn = tooltip(surface, app, what, self.mouse or rect.center, covered)
            return
        self.drawn = draw_beside(surface, app, what, rect, hint=True, avoid=covered)


def draw_beside(surface: pygame.Surface, app: App, face: CardFace, anchor: pygame.Rect,
                hint: bool = False, width: int | None = None,
                avoid: list[pygame.Rect] | None = None) -> pygame.Rect:
    """``face`` as a card next to ``anchor`` (right of it, else left, above or below),
    inside the window, clear of ``avoid`` where it can be; returns where it went."""
    from game.client.table.layout import clear_spot

    w, h = surface.get_size()
    r = fitted_rect(app, face, width or app.px(300))
    if hint:
        r.height += app.px(14)
    bounds = pygame.Rect(app.px(4), app.px(4), w - app.px(8), h - app.px(8))
    prefer = (anchor.right + r.width // 2 + app.px(10), anchor.centery)
    r = clear_spot(r.size, bounds, [anchor.inflate(app.px(8), app.px(8)), *(avoid or [])],
                   prefer)
    draw_card(surface, app, r, face)
    if hint:
        ui.text(surface, app, _("right-click or Z: zoom"), (r.centerx, r.bottom - app.px(4)),
                11, (90, 90, 100), anchor="midbottom")
    return r
