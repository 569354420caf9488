"""Long Night names on the table are read, not cut (IMP-01 improvement row, RAX-09 the
lab's top experiment): in every interface language each improvement's name fits its tile
(two lines and a smaller size allowed, its article left out), and each experiment's name
and the special zombie it frees fit the lab strip (with or without containment dice on
it), at 1280×720 and 1920×1080."""

from __future__ import annotations

import copy

import pytest

from game import i18n


@pytest.fixture(autouse=True)
def _english():
    yield
    i18n.FORCED = None
    i18n.set_language("en")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "pt", "de"])
def test_imp_01_rax_09_improvement_and_experiment_names_are_never_cut(lang, size):
    import pygame

    from game.client.core import ui
    from game.client.headless import headless_app
    from game.client.modules.long_night.places import drop_article
    from game.client.scenes.table.scene import TableScene
    from game.devtools.ln_shots import ln_session
    from game.i18n.cards import card_name

    i18n.FORCED = lang
    i18n.set_language(lang)
    app = headless_app(size)
    try:
        s = ln_session(3)
        t = TableScene(app, s)
        t.step_game = lambda dt: None  # the game holds still
        app.stack.push(t)
        app.frame(1 / 60, [])
        content = s.content
        imps, exps = sorted(content.improvements), sorted(content.experiments)
        names = {card_name(i, content.improvements[i].name) for i in imps} | \
                {card_name(e, content.experiments[e].name) for e in exps}
        names |= {drop_article(n) for n in names}
        names |= {card_name(z, content.special_zombies[z].name)  # what an experiment frees
                  for z in content.special_zombies}
        base = t.view
        ui.OVERFLOWS.clear()
        for k in range(max(len(imps), len(exps))):
            v = copy.deepcopy(base)
            m = v["modules"]
            m["improvements"]["row"] = [{"id": imps[(k + j) % len(imps)], "needed": 6,
                                         "progress": 2} for j in range(4)]
            m["improvements"]["done"] = [imps[(k + 5) % len(imps)]]
            m["raxxon"]["experiment_top"] = exps[k % len(exps)]
            m["raxxon"]["dice"] = [[0, 3], [1, 5], [2, 6]] if k % 2 else []
            t.view = v
            app.draw()
            colony = t.painter.panel("colony")
            shown = [x for _, x in colony.tips if isinstance(x, str)]
            for j in range(4):  # the tiles were drawn (their full names are on hover)
                iid = imps[(k + j) % len(imps)]
                assert any(card_name(iid, content.improvements[iid].name) in x
                           for x in shown)
        cut = sorted(n for n in ui.OVERFLOWS if n in names)
        assert not cut, f"{lang} {size}: cut on the table: {cut}"
    finally:
        app.close_session()
        app.stack.clear()
        pygame.quit()


@pytest.mark.parametrize("lang,name,short", [("en", "The Sawpit", "Sawpit"),
                                             ("pt", "O Galpão de Triagem", "Galpão de Triagem"),
                                             ("de", "Die Sägegrube", "Sägegrube"),
                                             ("de", "Schmelzwasserzisternen",
                                              "Schmelzwasserzisternen")])
def test_a_names_article_is_left_out_where_room_is_short(lang, name, short):
    from game.client.modules.long_night.places import drop_article

    i18n.set_language(lang)
    assert drop_article(name) == short


def test_a_long_compound_is_hyphenated_between_consonants():
    import pygame

    from game.client.core.fonts import hyphenated
    from game.client.headless import headless_app

    app = headless_app((1280, 720))
    try:
        lines = hyphenated(app.fonts, ["Versammlungssaal"], 9, 80, True)
        assert lines == ["Versamm-", "lungssaal"]
        assert hyphenated(app.fonts, ["Salão de", "Reuniões"], 9, 80, True) == \
            ["Salão de", "Reuniões"]  # words that fit are left alone
    finally:
        pygame.quit()
