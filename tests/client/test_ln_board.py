"""The Long Night on the table (issue 9: board, standees, animations).

Panels are registered and on the table only while their module is in play; their hit()
answers what they drew (the graveyard is never a place to move to, RAX/BAND pieces answer
as themselves); every piece names itself on hover; the presenter follows the modules'
events exactly (LN-09/10/11, ZOMB-06, IMP, BAND, RAX rules: the pieces they move); and
every Long Night event kind is either animated, shown by the base choreography or
explicitly told by its log line only.  Waits are by wall time, never by frame counts."""

from __future__ import annotations

import ast
import time
from pathlib import Path

import pygame
import pytest

from game.devtools.ln_shots import MODULES, ln_session, play_until_rich

ROOT = Path(__file__).resolve().parents[2]


def _session(modules=MODULES, seed: int = 3, actions: int = 0):
    from game.content.loader import load_ruleset
    from game.engine import GameConfig, Seat
    from game.session.session import Session

    s = Session(GameConfig(seats=[Seat(name=n, bot=True) for n in ("A", "B", "C", "D")],
                           seed=seed, ruleset="ln", modules=frozenset(modules)),
                content=load_ruleset("ln"), autosave=False)
    for _ in range(actions):
        if s.over:
            break
        s.step_bot()
    return s


def _table(app, s):
    from game.client.scenes.table.scene import TableScene

    t = TableScene(app, s)
    t.step_game = lambda dt: None  # the game holds still
    app.stack.push(t)
    app.frame(1 / 60, [])
    app.draw()
    return t


@pytest.fixture(scope="module")
def rich_session():
    """An all-modules game played by bots until most piece kinds are on the board."""
    return play_until_rich(3)


# --------------------------------------------------------------------------- registry
def test_ln_panels_are_registered_in_drawing_order():
    from game.client.modules.long_night.places import LNColonyPanel, LNLocationPanel
    from game.client.table.panels import registered

    names = registered()
    for name in ("ln_raxxon", "ln_hideout", "ln_lab", "ln_stockpile"):
        assert name in names
    assert names.index("ln_lab") > names.index("ln_raxxon")
    assert names.index("ln_stockpile") > names.index("ln_hideout")
    from game.client.table.board import BoardPainter

    assert BoardPainter.__init__  # the painter builds them
    from game.client.table.panels import _PANELS

    factories = dict(_PANELS)
    assert factories["colony"] is LNColonyPanel
    assert factories["police_station"].func is LNLocationPanel  # type: ignore[attr-defined]


@pytest.mark.parametrize("modules,on", [
    ((), set()),
    (("bandits",), {"ln_hideout", "ln_stockpile"}),
    (("raxxon",), {"ln_raxxon", "ln_lab"}),
    (("improvements", "bandits", "raxxon"), {"ln_raxxon", "ln_lab", "ln_hideout",
                                              "ln_stockpile"}),
])
def test_ln_panels_are_active_only_with_their_module(app, modules, on):
    t = _table(app, _session(modules))
    active = {p.name for p in t.painter.panels if p.active(t.view)}
    assert active & {"ln_raxxon", "ln_lab", "ln_hideout", "ln_stockpile"} == on


def test_a_base_game_table_keeps_the_base_layout(app):
    from game.client.table.layout import BASE_AREAS, colony_grid
    from game.engine import GameConfig, Seat
    from game.session.session import Session

    ln = _table(app, _session())  # a Long Night table first ...
    assert ln.layout().areas["police_station"][3] < 140
    s = Session(GameConfig(seats=[Seat(name=n, bot=True) for n in ("A", "B", "C")],
                           seed=1), autosave=False)
    t = _table(app, s)  # ... then a base one: the base areas
    assert dict(t.layout().areas.rects) == dict(BASE_AREAS)
    assert colony_grid(t.layout()) == (9, 3)
    assert colony_grid(ln.layout()) == (9, 2)  # and the Long Night table keeps its own
    assert ln.layout().areas["police_station"][3] < 140
    assert not any(p.active(t.view) for p in t.painter.panels
                   if p.name in ("ln_raxxon", "ln_lab", "ln_hideout", "ln_stockpile"))


def test_every_ln_panel_fits_the_window_without_overlapping(app):
    from game.client.table.layout import H, W

    areas = _table(app, _session()).layout().areas
    names = [n for n in areas if n not in ("top",)]
    rects = {n: pygame.Rect(*areas[n]) for n in names}
    for n, r in rects.items():
        assert pygame.Rect(0, 0, W, H).contains(r), n
        for m, q in rects.items():
            if m != n:
                assert not r.colliderect(q), (n, m)


# --------------------------------------------------------------------------- hit / hover
def test_the_graveyard_is_never_a_place_to_move_to(app, rich_session):
    from game.client.modules.long_night.places import GRAVE

    t = _table(app, rich_session)
    colony = t.painter.panel("colony")
    grave = t.painter.panel("colony").lay.r(*GRAVE)
    assert colony.hit(grave.center) is None
    assert t.painter.hit(grave.center) is None
    assert "Graveyard" in (colony.tip(grave.center) or "")
    # elsewhere in the colony a click is still the colony
    assert colony.hit((colony.rect.x + 3, colony.rect.centery)) == ("place", "colony")


def test_stockpile_cards_answer_as_themselves_and_name_the_card_on_hover(app, rich_session):
    t = _table(app, rich_session)
    stock = list(t.view["modules"]["bandits"]["stockpile"])
    assert stock, "the game was played until the bandits had scavenged"
    panel = t.painter.panel("ln_stockpile")
    hits = {what[1]: r for r, what in panel.pieces}
    assert set(hits) == set(stock)
    uid = stock[0]
    centre = hits[uid].center
    assert panel.hit(centre) == ("stockpile", uid)
    assert t.names.item(uid) in panel.tip(centre)
    shown = t.zoom.hovered(centre)  # the table's card zoom shows the card itself
    assert shown is not None and shown[1].title == t.names.item(uid)
    assert panel.hit((panel.rect.x + 2, panel.rect.y + 2)) is None  # the label: nothing


def test_the_lab_shows_the_top_audio_log_readably(app, rich_session):
    t = _table(app, rich_session)
    rax = t.view["modules"]["raxxon"]
    exp = rich_session.content.experiments[rax["experiment_top"]]
    panel = t.painter.panel("ln_lab")
    tips = [text for _, text in panel.tips if isinstance(text, str)]
    assert any(x.startswith("Side-effect deck") for x in tips)
    # the Audio Log is a card: hovering it opens its face in the table's card zoom
    spot, face = next((r, x) for r, x in panel.tips
                      if not isinstance(x, str) and x.title.startswith("Audio Log"))
    assert face.kind == "audio_log"
    assert exp.name in face.title and exp.audio_log.code.text in face.text
    released = rich_session.content.special_zombies[exp.audio_log.releases[0].zombie].name
    assert released in " ".join(face.extra)
    assert face.flavour == exp.audio_log.text
    shown = t.zoom.hovered(spot.center)
    assert shown is not None and shown[1] == face
    assert panel.hit(spot.center)[0] == "lab"


def test_special_zombies_and_bandits_name_themselves_on_hover(app, rich_session):
    t = _table(app, rich_session)
    v = t.view
    specials = v["modules"]["raxxon"]["specials"]
    assert specials, "special zombies were released"
    z = specials[0]
    panel = t.painter.panel(z["loc"])
    face = next(x for _, x in panel.tips if not isinstance(x, str) and x.kind == "encounter")
    assert face.title == rich_session.content.special_zombies[z["type"]].name
    assert face.subtitle.startswith("Special zombie")
    bandits = v["modules"]["bandits"]["bandits"]
    if bandits:
        lid = next(iter(bandits))
        tips = [x for _, x in t.painter.panel(lid).tips]
        assert any("bandit" in x for x in tips)


def test_improvements_show_progress_and_completed_ones_on_hover(app, rich_session):
    t = _table(app, rich_session)
    imp = t.view["modules"]["improvements"]
    tips = [x for _, x in t.painter.panel("colony").tips]
    for it in imp["row"]:
        name = rich_session.content.improvements[it["id"]].name
        assert any(name in x and f"{it['progress']} of {it['needed']}" in x for x in tips)
    for iid in imp["done"]:
        assert any(rich_session.content.improvements[iid].name in x and "completed" in x
                   for x in tips)


def test_special_zombie_types_differ_in_shape_and_colour():
    from game.client.modules.long_night.art import SHAPES, SPECIAL_LOOKS
    from game.content.loader import load_ruleset

    types = load_ruleset("ln").special_zombies
    assert set(types) == set(SPECIAL_LOOKS)  # every type of the pack has its own look
    shapes = [s for s, _ in SPECIAL_LOOKS.values()]
    colours = [c for _, c in SPECIAL_LOOKS.values()]
    assert len(set(shapes)) == len(shapes) == 12 and set(shapes) == set(SHAPES)
    assert len(set(colours)) == 12


def test_special_zombie_badges_draw_their_own_marks(app, monkeypatch):
    """Issue 20, item 22: the Tangle (wound in barbed wire) and the Sponge (dripping water)
    carry a mark of their own image on the badge, not the frost/claw look they replaced."""
    from game.client.modules.long_night import art as L
    assert set(L.SPECIAL_MARKS) == {"lz_raker", "lz_rimeback"} <= set(L.SPECIAL_LOOKS)

    def pixels(ztype):
        return pygame.image.tobytes(L.LNArt(type(app.art)()).special(ztype, 64), "RGBA")

    marked = {z: pixels(z) for z in L.SPECIAL_MARKS}
    monkeypatch.setattr(L, "SPECIAL_MARKS", {})
    for z, px in marked.items():
        assert px != pixels(z), z


def test_ln_tokens_do_not_look_like_their_base_cousins(app):
    """Despair vs wound, unruly vs helpless, trap vs barricade: different pixels."""
    from game.client.modules.long_night.art import ln_art

    la, art = ln_art(app), app.art

    def same(a, b):
        return pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")

    assert not same(art.token("despair", 24), art.token("wound", 24))
    assert not same(la.unruly(24), art.token("helpless", 24))
    assert not same(la.trap(24), art.token("barricade", 24))


# --------------------------------------------------------------------------- presenter
FOLLOWED = {"long_night": ("unruly", "despair", "traps", "graveyard"),
            "improvements": ("row", "done", "deck"),
            "bandits": ("supply", "stockpile", "bandits", "out_of_game"),
            "raxxon": ("experiment_top", "experiments_left", "encounters", "discarded",
                       "side_effect_deck", "side_effects", "dice", "specials")}


@pytest.mark.parametrize("seed", [1, 6])
def test_the_presenter_follows_the_modules_events(seed):
    """After the last event of every action, the presented modules equal the engine's
    (every field the reducer follows) -- the special zombies per entrance included."""
    from game.client.table.presenter import present
    from game.engine import redact

    s = ln_session(seed)
    kinds: set[str] = set()
    for _ in range(1500):
        if s.over:
            break
        v = s.public()
        events = s.step_bot()
        for e in events:
            kinds.add(e.type)
            v = present(v, redact(e, None), s.content)
        after = s.public()
        for mod, fields in FOLLOWED.items():
            got, want = v["modules"][mod], after["modules"][mod]
            for f in fields:
                assert got.get(f) == want.get(f), (mod, f, [e.type for e in events])
        assert {lid: loc.get("specials") for lid, loc in v["locations"].items()} == \
            {lid: loc.get("specials") for lid, loc in after["locations"].items()}
    assert {"SpecialZombiePlaced", "BanditsPlaced", "ProgressAdded"} <= kinds


# --------------------------------------------------------------------------- events
def _ln_event_kinds() -> set[str]:
    """Every event kind the Long Night adds: the engine's list after its "# The Long
    Night" line, and every kind a module registers."""
    import game.engine.modules  # noqa: F401  (the modules register their kinds)
    from game.engine import events

    src = (ROOT / "game" / "engine" / "events.py").read_text(encoding="utf-8")
    lines = src.splitlines()
    start = next(i for i, ln in enumerate(lines) if "# The Long Night" in ln)
    base_src = "\n".join(lines[:start]) + "\n})"
    tree = ast.parse(base_src[base_src.index("EVENT_TYPES = "):].replace("EVENT_TYPES = ", "x = "))
    call = tree.body[0].value  # type: ignore[attr-defined]
    base = {elt.value for elt in call.args[0].elts}
    assert "GameStarted" in base and "DespairAdded" not in base
    return set(events.EVENT_TYPES) - base


def test_every_ln_event_kind_is_animated_shown_or_explicitly_told_by_its_log_line():
    from game.client.modules.long_night.choreo import (
        LN_ANIMATED,
        LN_BASE_SHOWN,
        LN_LOG_ONLY,
        LN_STORY,
    )
    from game.client.table.choreo import handled

    kinds = _ln_event_kinds()
    assert len(kinds) > 40
    covered = LN_ANIMATED | LN_BASE_SHOWN | LN_STORY | set(LN_LOG_ONLY)
    assert kinds - covered == set(), "LN event kinds with no presentation decided"
    assert not (LN_ANIMATED & set(LN_LOG_ONLY)) and not (LN_BASE_SHOWN & set(LN_LOG_ONLY))
    for kind in LN_ANIMATED | LN_STORY:
        assert handled(kind), kind
    for kind in LN_LOG_ONLY:
        assert not handled(kind), kind
        assert LN_LOG_ONLY[kind]  # a reason


def _played_table(app, seed: int, want: set[str], seconds: float = 90.0):
    """An all-modules game on the table, animated at normal speed, until the events in
    ``want`` were presented (by wall time)."""
    from game.client.scenes.table.scene import TableScene

    s = ln_session(seed)
    t = TableScene(app, s)
    app.stack.push(t)
    seen: list[str] = []
    steps = t.choreo.steps

    def spy(e, mine, line, animate=True):
        seen.append(e.type)
        return steps(e, mine, line, animate)

    t.choreo.steps = spy  # type: ignore[method-assign]
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and not s.over and not want <= set(seen):
        app.frame(1 / 30, [])
        app.draw()
    return s, t, seen


def test_ln_animations_play_and_the_table_settles_on_the_engine_view(app):
    want = {"BanditsPlaced", "SpecialZombiePlaced", "ContainmentChecked", "NoiseResolved"}
    s, t, seen = _played_table(app, 3, want)
    assert want <= set(seen)
    t.step_game = lambda dt: None  # the game holds still
    t.director.finish_all()  # Space: everything left jumps to its end
    app.frame(1 / 30, [])
    assert t.director.idle
    assert t.view == s.public()
    assert not any(k[0] in ("sz", "bandit", "stock", "imp", "lab", "trap", "enc")
                   for k in t.hl.hidden)
    assert t.fx == []


def test_space_skips_an_ln_animation(app):
    """A special zombie dropping in: Space ends it at once, the zombie stands."""
    from game.client.scenes.table.scene import TableScene

    s = ln_session(3)
    t = TableScene(app, s)
    app.stack.push(t)
    deadline = time.monotonic() + 90
    caught = False
    while time.monotonic() < deadline and not s.over:
        app.frame(1 / 30, [])
        if any(k[0] == "sz" for k in t.hl.hidden):
            caught = True
            space = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                       unicode=" ", scancode=44)
            app.frame(1 / 30, [space])
            break
    assert caught, "no special zombie was released in time"
    assert not any(k[0] == "sz" for k in t.hl.hidden)


def test_ln_pieces_layer_part_by_part_matches_a_full_repaint(app):
    """An all-modules game animated on the table: after every frame the cached pieces
    layer equals a full repaint -- no Long Night panel's key misses what it draws (the
    pieces an animation hides included)."""
    from game.client.scenes.table.scene import TableScene
    from game.client.table.regions import PiecesLayer

    def full(t) -> bytes:
        fresh = PiecesLayer()
        lay = t.layout()
        me = t.private()
        msg = "" if me is not None else t.private_panel.waiting_text()
        fresh.paint(t.painter, t._bg, lay, t.view, t.hl, t.log_lines, t.viewer, t.log_scroll,
                    t.extra_parts(lay, me, msg))
        return pygame.image.tobytes(fresh.surface, "RGB")

    s = ln_session(3)
    t = TableScene(app, s)
    app.stack.push(t)
    app.settings.animation_speed = 8.0
    seen: set[str] = set()
    checked = 0
    deadline = time.monotonic() + 150
    while time.monotonic() < deadline and len(s.log) < 50 and not s.over:
        app.frame(1 / 30, [])
        if t.pieces.repainted and len(t.pieces.repainted) < len(t.painter.panels):
            seen.update(t.pieces.repainted)
            checked += 1
            assert pygame.image.tobytes(t._board, "RGB") == full(t), t.pieces.repainted
    assert checked > 10
    assert "colony" in seen and seen & {"ln_lab", "ln_stockpile", "ln_raxxon", "ln_hideout"}


def test_rax_06_07_a_pill_rolls_in_the_tray_and_its_side_effect_clips_on(app):
    """RAX-06/RAX-07 on the table: a Raxxon pill taken by a survivor rolls its die in the
    tray (TableRolled) and, on a 1, the top side-effect card flies to the survivor
    (SideEffectEquipped); both animations run, and the table settles on the engine view
    with the side effect on the survivor."""
    from game.client.scenes.table.scene import TableScene
    from game.engine.actions import PlayCard
    from tests.engine.rules_kit import give

    s = _session(actions=0)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not s.over:
        d = s.decision()
        if d is not None and d["kind"] == "turn" and s.state.round >= 1:
            break
        s.step_bot()
    d = s.decision()
    assert d is not None and d["kind"] == "turn"
    seat = int(d["player"])
    sid = s.state.players[seat].leader
    uid = give(s.state, seat, "ln_i_pill_grey_gelcap")
    first = s.state.rax.side_effects[0]
    s.state.rng.script = [1]  # row 1: equip the top side effect
    t = TableScene(app, s)
    t.step_game = lambda dt: None  # the bots hold still: only the pill plays
    app.stack.push(t)
    app.frame(1 / 30, [])
    seen: list[str] = []
    steps = t.choreo.steps

    def spy(e, mine, line, animate=True):
        seen.append(e.type)
        return steps(e, mine, line, animate)

    t.choreo.steps = spy  # type: ignore[method-assign]
    throws = t.stats["throws"]
    assert t.submit(PlayCard(actor=seat, card=uid, survivor=sid))  # as a click would
    flying = False
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        app.frame(1 / 30, [])
        app.draw()
        flying = flying or bool(t.fx)
        if "SideEffectEquipped" in seen and t.director.idle:
            break
    assert {"TableRolled", "SideEffectEquipped"} <= set(seen)
    assert t.stats["throws"] > throws, "the pill's die was thrown in the tray"
    assert flying, "the side-effect card flew to the survivor"
    assert t.director.idle and t.fx == []
    assert s.state.survivors[sid].side_effects == [first]
    assert t.view == s.public()


def test_wound_markers_never_cross_a_short_places_name_row(app, rich_session):
    """On the compact places (Raxxon and the Hideout in play) a standee's wound and
    frostbite markers would sit on the place's name row: below ``marks_top`` they stack
    beside the figure instead; with room they stay in a row over the head."""
    from game.client.table.layout import BoardHits, Highlights

    t = _table(app, rich_session)
    painter, lay = t.painter, t.painter.panel("colony").lay
    sid = next(iter(t.view["survivors"]))
    info = {"owner": 0, "wounds": 2, "frostbite": 1}
    size = 40
    surf = pygame.Surface((400, 400))
    img, (dx, dy), body, _ = painter._standee_image(lay, sid, info, size, False)
    assert dy < body.y  # the markers' row is over the head
    centre = (200, 300)
    limit = centre[1] + body.y - 1  # the name row ends just above the figure
    for top, row_over_head in ((limit, False), (centre[1] + dy - 5, True)):
        surf.fill((0, 0, 0))
        painter.standee(surf, lay, sid, info, centre, size, Highlights(), BoardHits(),
                        marks_top=top)
        drawn_above = any(surf.get_at((x, y))[:3] != (0, 0, 0)
                          for y in range(0, limit) for x in range(0, 400, 2))
        assert drawn_above is row_over_head
