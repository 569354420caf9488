"""Issue 13 on the Long Night table: its board panels (colony band, graveyard, Raxxon lab,
bandits' stockpile, places' pieces) speak the chosen language — their labels, hover tips
and the card names they draw — and the colony is the Long Night pack's own, not the base
game's (both packs use the card id ``colony``)."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.devtools.ln_shots import play_until_rich
from game.i18n import cards

# interface texts of the LN panels as the English catalog has them (none may stay English)
ENGLISH_LABELS = ("RAXXON LAB", "STOCKPILE", "else frees", "Graveyard", "Built:",
                  "Encounters:", "nothing yet", "none released", "no experiment on top")
ENGLISH_STARTS = ("improvement deck ", "bandits left ", "experiments ",
                  "graveyard ")  # the last: an objective's Long Night quantity
ENGLISH_TIP_WORDS = ("special zombie", "— improvement,", "(completed)", "bandits here",
                     "bandit here", "Side-effect deck", "in the bandits' stockpile",
                     "Encounter:", "Graveyard (storage")


@pytest.fixture(autouse=True)
def _english():
    yield
    i18n.FORCED = None
    i18n.set_language("en")


@pytest.fixture(scope="module")
def rich():
    return play_until_rich(3)


def _drawn_table(app, session, monkeypatch) -> tuple[object, list[str]]:
    from game.client.scenes.table.scene import TableScene

    drawn: list[str] = []
    render = app.fonts.render

    def spy(text, *args, **kw):
        drawn.append(text)
        return render(text, *args, **kw)

    monkeypatch.setattr(app.fonts, "render", spy)
    t = TableScene(app, session)
    t.step_game = lambda dt: None  # the game holds still
    app.stack.push(t)
    app.frame(1 / 60, [])
    app.draw(pygame.Surface((1280, 720)))
    return t, drawn


def test_ln_colony_name_is_the_ln_packs_not_the_base_packs():
    """Both packs translate a card called ``colony``: the English shown picks the pack."""
    from game.content.loader import load_ruleset

    i18n.set_language("de")
    base, ln = load_ruleset("base"), load_ruleset("ln")
    assert base.colony.name != ln.colony.name
    base_de = cards.card_name("colony", base.colony.name)
    ln_de = cards.card_name("colony", ln.colony.name)
    assert base_de != base.colony.name and ln_de != ln.colony.name  # both translated
    assert base_de != ln_de
    assert cards.localize(ln).colony.name == ln_de
    assert cards.localize(base).colony.name == base_de
    assert cards.localize(ln).colony.flavour == cards.card_text("colony", "flavour",
                                                                ln.colony.flavour)


@pytest.mark.parametrize("lang", ["de", "pt"])
def test_ln_all_modules_table_shows_no_english_panel_text(app, rich, monkeypatch, lang):
    i18n.set_language(lang)
    t, drawn = _drawn_table(app, rich, monkeypatch)
    content = rich.content
    modules = rich.public().get("modules") or {}
    assert {"improvements", "bandits", "raxxon"} <= set(modules)
    # labels
    for label in ENGLISH_LABELS:
        assert label not in drawn, label
    for start in ENGLISH_STARTS:
        assert not any(s.startswith(start) for s in drawn), start
    # the colony is the Long Night's, in this language
    ln_name = cards.card_name("colony", content.colony.name)
    assert ln_name != content.colony.name
    assert ln_name in drawn
    from game.content.loader import load_ruleset

    assert cards.card_name("colony", load_ruleset("base").colony.name) not in drawn
    # card names on the band and in the lab: the translated ones, never the English ones
    imp_row = [str(it["id"]) for it in modules["improvements"].get("row", [])
               if it.get("id") is not None]
    assert imp_row
    for iid in imp_row:
        spec = content.improvements[iid]
        english, shown = spec.name, cards.card_name(iid, spec.name)
        assert shown != english
        head = english.removeprefix("The ")[:8]
        assert not any(s.startswith(head) for s in drawn), english
    # what hovering shows
    tips: list[str] = []
    for name in ("colony", "ln_lab", "ln_stockpile", *(p.name for p in t.painter.panels)):
        panel = t.painter.panel(name)
        for _r, what in getattr(panel, "tips", []) or []:
            tips.append(what if isinstance(what, str) else f"{what.title}\n{what.text}")
    assert tips
    for word in ENGLISH_TIP_WORDS:
        assert not any(word in tip for tip in tips), word
