"""The legend: every icon, marker and counter of the table with what it means.

It is a topic of the rules reference (F1 → "Legend: icons and counters"), drawn with the
real pictures (:func:`draw`); :data:`ENTRIES` also feeds the tooltips of the board
(:func:`tip`), so that the legend and the tooltips never disagree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.art.portraits import standee_figure
from game.i18n import N_, _

if TYPE_CHECKING:
    from game.client.core.app import App

# (section, picture, name, meaning); picture: "item:TYPE", "token:KIND", "face:FACE",
# "die:N", "tick:met", "tick:open", "cross", "zombie", "star"
ENTRIES: list[tuple[str, str, str, str]] = [
    (
        N_("Card types"),
        "item:weapon",
        N_("Weapon"),
        N_("Kills zombies; a crisis may ask for weapons."),
    ),
    (
        N_("Card types"),
        "item:fuel",
        N_("Fuel"),
        N_("Keeps the colony warm; crises often ask for it."),
    ),
    (N_("Card types"), "item:book", N_("Book"), N_("Knowledge: some cards and crises use books.")),
    (
        N_("Card types"),
        "item:food",
        N_("Food"),
        N_("Played for food tokens in the colony's supply."),
    ),
    (
        N_("Card types"),
        "item:medicine",
        N_("Medicine"),
        N_("Heals wounds and frostbite (never despair)."),
    ),
    (N_("Card types"), "item:tool", N_("Tool"), N_("Barricades, repairs and other handy effects.")),
    (
        N_("Card types"),
        "item:survivor",
        N_("Survivor"),
        N_("A card that brings helpless survivors or a new survivor to the colony."),
    ),
    (
        N_("Places"),
        "token:card_back",
        N_("Search deck (❄ 20)"),
        N_(
            "Cards left in the place's search deck;"
            " the icons beside a place's name are "
            "what is found there, most likely "
            "first."
        ),
    ),
    (
        N_("Places"),
        "ring",
        N_("Noise space"),
        N_("An empty ring at a place's top right: room for a noise token."),
    ),
    (
        N_("Places"),
        "token:noise",
        N_("Noise"),
        N_("Left by searching on; each may bring a zombie in the colony phase."),
    ),
    (
        N_("Places"),
        "zombie",
        N_("Zombie"),
        N_(
            "At an entrance. When an entrance is full, the next one "
            "overruns the place and kills a survivor."
        ),
    ),
    (
        N_("Places"),
        "token:barricade",
        N_("Barricade"),
        N_("Fills an entrance space; a zombie arriving there breaks it instead of coming in."),
    ),
    (
        N_("Colony"),
        "token:food",
        N_("Food token"),
        N_("The colony's supply: it eats 1 per 2 survivors each round."),
    ),
    (
        N_("Colony"),
        "token:starvation",
        N_("Starvation"),
        N_("Added when the colony cannot eat: morale falls."),
    ),
    (
        N_("Colony"),
        "token:helpless",
        N_("Helpless survivor"),
        N_("Eats and takes space but gives no die and cannot act."),
    ),
    (
        N_("Colony"),
        "token:first_player",
        N_("First player"),
        N_("Plays first this round and breaks ties."),
    ),
    (N_("Survivors"), "star", N_("Leader ★"), N_("The group's leader (the star on the standee).")),
    (
        N_("Survivors"),
        "token:wound",
        N_("Wound (drop)"),
        N_("3 wounds of any kind kill a survivor."),
    ),
    (
        N_("Survivors"),
        "token:frostbite",
        N_("Frostbite (snowflake)"),
        N_("Counts as a wound and adds a wound at the start of each of its owner's turns."),
    ),
    (
        N_("Survivors"),
        "token:despair",
        N_("Despair (diamond)"),
        N_("The Long Night: counts as a wound but only an effect that removes despair heals it."),
    ),
    (
        N_("Survivors"),
        "item:tool",
        N_("Equipped item"),
        N_("Small card icons under a standee: items it carries (public; hover to read)."),
    ),
    (
        N_("Dice"),
        "die:5",
        N_("Action die"),
        N_("Spent on an action; the number must reach the survivor's attack or search value."),
    ),
    (N_("Dice"), "face:blank", N_("Exposure: blank"), N_("Nothing happens.")),
    (N_("Dice"), "face:wound", N_("Exposure: wound"), N_("One wound.")),
    (N_("Dice"), "face:frostbite", N_("Exposure: frostbite"), N_("One frostbite.")),
    (N_("Dice"), "face:bite", N_("Exposure: bite"), N_("The survivor dies; the bite may spread.")),
    (
        N_("Objectives and crisis"),
        "tick:met",
        N_("Met"),
        N_("A ticked disc: this part of the objective is met."),
    ),
    (N_("Objectives and crisis"), "tick:open", N_("Not yet"), N_("An empty ring: not met yet.")),
    (
        N_("Objectives and crisis"),
        "cross",
        N_("Wrong type"),
        N_("In the To-crisis chooser: this card counts −1."),
    ),
    # playing on the board (issue 22 item 2): two clicks, or the keys
    (
        N_("Playing on the board"),
        "key:S",
        N_("Select a survivor (S)"),
        N_("Click one of your survivors, or press S for the next: only what it may do "
           "lights up."),
    ),
    (
        N_("Playing on the board"),
        "key:A",
        N_("Click a lit target (A, Enter)"),
        N_("A place to move to, a zombie or survivor to attack, an entrance to barricade, "
           "the deck to search, the waste pile, zombies to attract. A focuses the next "
           "(Shift+A: back), Enter does it."),
    ),
    (
        N_("Playing on the board"),
        "key:D",
        N_("The die (D)"),
        N_("The lowest die that suffices is spent; click a die in your tray or press D to "
           "pin another first."),
    ),
    (
        N_("Playing on the board"),
        "key:Enter",
        N_("All actions (Enter)"),
        N_("With no target focused, Enter or a second click on the survivor lists what it "
           "can do: at most six entries, narrowed step by step. Esc deselects."),
    ),
    # the hand as cards (issue 22 item 1)
    (
        N_("Playing on the board"),
        "key:H",
        N_("Play a card (drag, or H)"),
        N_("Drag a card from your hand to a lit target -- the crisis, a survivor, the food "
           "supply, the colony -- or click it, then the target. H takes up the next card "
           "(Shift+H: back), Enter plays it, Esc puts it back."),
    ),
]


def tip(picture: str) -> str | None:
    """The tooltip for a picture of the board ("token:frostbite"), from the legend."""
    for _sec, pic, name, meaning in ENTRIES:
        if pic == picture:
            return _("{name}: {meaning}").format(name=_(name), meaning=_(meaning))
    return None


def body_text() -> str:
    """The legend in words (what the rules search looks through)."""
    return "\n".join(
        _("• {name}: {meaning}").format(name=_(name), meaning=_(meaning))
        for _sec, _pic, name, meaning in ENTRIES
    )


def picture(app: App, pic: str, size: int) -> pygame.Surface:
    from game.client.table.board import draw_tick

    art = app.art
    kind, _sep, arg = pic.partition(":")
    if kind == "item":
        return art.item_icon(arg, size)
    if kind == "token":
        return art.token(arg, size)
    if kind == "face":
        return art.exposure_face(arg, size)
    if kind == "die":
        return art.d6_face(int(arg), size)
    if kind == "zombie":
        return art.zombie(size)
    if kind == "star":  # a leader's standee, with a portrait like those on the board
        return standee_figure("legend_leader", art.pal.players[0], size, leader=True)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size // 2, size // 2)
    if kind == "tick":
        draw_tick(surf, art.pal, c, int(size * 0.7), arg == "met", app.scale)
    elif kind == "ring":
        pygame.draw.circle(surf, art.pal.bg2, c, size // 3)
        pygame.draw.circle(surf, art.pal.edge, c, size // 3, max(1, size // 14))
    elif kind == "key":  # a key cap with its letter
        r = pygame.Rect(0, 0, int(size * 0.8), int(size * 0.8))
        r.center = c
        pygame.draw.rect(surf, art.pal.card, r, border_radius=max(2, size // 8))
        pygame.draw.rect(surf, art.pal.edge, r, max(1, size // 16), border_radius=max(2, size // 8))
        img = app.fonts.render(arg, int(size * (0.5 if len(arg) == 1 else 0.24)),
                               art.pal.text_dark, True)
        surf.blit(img, img.get_rect(center=c))
    elif kind == "cross":
        d, w = size // 4, max(2, size // 8)
        pygame.draw.line(surf, art.pal.bad, (c[0] - d, c[1] - d), (c[0] + d, c[1] + d), w)
        pygame.draw.line(surf, art.pal.bad, (c[0] - d, c[1] + d), (c[0] + d, c[1] - d), w)
    return surf


def draw(surface: pygame.Surface, app: App, rect: pygame.Rect, scroll: int = 0) -> int:
    """The legend in ``rect`` (two columns, by section); returns its height in pixels."""
    pal = app.art.pal
    icon = app.px(30)
    gap = app.px(24)
    col_w = (rect.width - gap) // 2
    name_px, text_px = app.px(15), app.px(13.5)
    old = surface.get_clip()
    surface.set_clip(rect.clip(old) if old else rect)
    cols = [rect.y - scroll, rect.y - scroll]
    section = None
    heights = 0
    for sec, pic, name, meaning in ENTRIES:
        if sec != section:  # a section starts in the shorter column
            section = sec
            ci = 0 if cols[0] <= cols[1] else 1
            x = rect.x + ci * (col_w + gap)
            if cols[ci] > rect.y - scroll:
                cols[ci] += app.px(10)
            surface.blit(app.fonts.render(_(sec), app.px(16), pal.accent, True), (x, cols[ci]))
            cols[ci] += app.fonts.line_height(app.px(16), True) + app.px(4)
        x = rect.x + ci * (col_w + gap)
        y = cols[ci]
        surface.blit(picture(app, pic, icon), (x, y))
        tx = x + icon + app.px(10)
        surface.blit(app.fonts.render(_(name), name_px, pal.text, True), (tx, y))
        ty = y + app.fonts.line_height(name_px, True)
        for line in app.fonts.wrap(_(meaning), text_px, col_w - icon - app.px(10)):
            surface.blit(app.fonts.render(line, text_px, pal.text_dim), (tx, ty))
            ty += app.fonts.line_height(text_px)
        cols[ci] = max(y + icon, ty) + app.px(8)
        heights = max(heights, cols[ci] + scroll - rect.y)
    surface.set_clip(old)
    return heights
