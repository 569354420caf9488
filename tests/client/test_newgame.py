"""New game scene: what a second game in the same run starts with (issue 12)."""

from __future__ import annotations

from game.client.scenes.newgame import DEFAULT_NAMES, NewGameScene, seat_names


def test_second_new_game_starts_with_the_defaults(app):
    """Issue 12 item 1: after a game with a human "Ana", the next New game pre-filled the
    seats "Ana, Ana, Ben" and Start refused (every seat needs a different name)."""
    first = NewGameScene(app, seats=3)
    first.start()
    assert app.settings.remember_names == ["Ana"]
    second = NewGameScene(app, seats=3)
    cfg = second.config()  # raised a ValidationError before the fix
    names = [s.name for s in cfg.seats]
    assert names == ["Ana", "Ben", "Cleo"]


def test_seat_names_are_unique_whatever_was_remembered():
    assert seat_names(["Ben", "ana", "Zoe"]) == ["Ben", "ana", "Zoe", "Cleo", "Dmitri"]
    assert seat_names([" Ben ", "Ben", ""]) == ["Ben", "Ana", "Cleo", "Dmitri", "Esme"]
    many = [f"P{i}" for i in range(3)] + list(DEFAULT_NAMES)
    assert len(set(seat_names(many))) == 5
    assert seat_names([], seats=7)[5:] == ["Player 1", "Player 2"]


def test_new_game_offers_the_three_bot_levels(app):
    """Issue 15: seats offer Bot (easy / normal / hard); the old kinds still pre-fill."""
    ng = NewGameScene(app, seats=4, bots=(False, "easy", "hard", "heuristic"))
    assert [k for k, _ in ng.seat_bot[0].options] == ["human", "easy", "normal", "hard",
                                                      "remote"]
    cfg = ng.config()
    assert [(s.bot, s.bot_kind) for s in cfg.seats] == [
        (False, "heuristic"), (True, "easy"), (True, "hard"), (True, "normal")]
    ng.start()
    assert app.session.bot_budget == app.settings.hard_bot_time


def test_a_greyed_out_variant_says_why(app):
    """Issue 12 item 11: with Cooperative on, Betrayer is greyed out and the reason (the
    configuration check's own message) is on screen; Cooperative then greys nothing else
    without a reason either."""
    from tests.client.passplay import screen_text

    ng = NewGameScene(app, seats=4)
    app.stack.push(ng)
    ng.show("rules")
    ng.variants["cooperative"].set_value(True)
    ng._changed(None)
    assert not ng.variants["betrayer"].enabled
    text = screen_text(app)
    assert "Not available: Betrayer deals secret objectives: not with Cooperative" in text
    assert ng.variant_blocked("two_player") == "it follows the seat count"
    ng.variants["cooperative"].set_value(False)
    ng.variants["betrayer"].set_value(True)
    ng._changed(None)
    assert not ng.variants["cooperative"].enabled
    assert "Cooperative" in ng.variant_blocked("cooperative")
    assert ng.variant_blocked("betrayer") == ""


def test_a_long_pack_description_is_shown_whole(app):
    """Issue 12 item 12: a pack's description was cut to one line ("…")."""
    from tests.client.passplay import screen_text

    ng = NewGameScene(app, seats=4)
    app.stack.push(ng)
    ng.show("packs")
    info = next(p for p in ng.packs if p.id == "long_night")
    text = screen_text(app)
    tail = info.description.split()[-3:]  # the description's last words are on screen
    assert " ".join(tail) in text.replace("\n", " ")


def test_bundled_packs_read_whole_in_the_interface_language(app):
    """The bundled packs' names and descriptions are the packs' translations, the longer
    Portuguese description whole (issue 13)."""
    from game import i18n
    from game.i18n.cards import card_text
    from tests.client.passplay import screen_text

    i18n.set_language("pt")
    try:
        ng = NewGameScene(app, seats=4)
        app.stack.push(ng)
        ng.show("packs")
        text = screen_text(app).replace("\n", " ")
        for info in ng.packs:
            assert card_text("manifest", "name", info.name) in text
            desc = card_text("manifest", "description", info.description)
            assert desc != info.description
            assert " ".join(desc.split()[-3:]) in text, info.id
    finally:
        i18n.set_language("en")


# --------------------------------------------------------------------------- The Long Night
def _engine_error(**kw):
    """The engine's own configuration message for these fields (readable form)."""
    from pydantic import ValidationError

    from game.client.modules.long_night.newgame import readable
    from game.engine import GameConfig, Seat

    seats = [Seat(name=n) for n in ("A", "B", "C")]
    try:
        GameConfig(seats=seats, **kw)
    except ValidationError as exc:
        return readable(exc.errors()[0]["msg"])
    raise AssertionError("no error")


def test_ln_01_the_long_night_without_modules_is_the_default(app):
    """Issue 9 item 1: with the Long Night pack installed New game starts on The Long
    Night, no module, no scenario; the ruleset-dependent options take their LN defaults
    (DISC-01 flip, DISC-04 first player vote)."""
    ng = NewGameScene(app, seats=3)
    cfg = ng.config()
    assert (cfg.ruleset, cfg.modules, cfg.scenario) == ("ln", frozenset(), None)
    assert cfg.options.noise_resolution == "flip" and cfg.options.first_player_vote
    assert ng.chosen_packs() == ["long_night"] and list(ng.content.hashes) == ["long_night"]
    assert not ng.changed_rules()
    ng.set_ruleset("mixed")
    assert ng.chosen_packs() == ["base", "long_night"]
    assert set(ng.content.hashes) == {"base", "long_night"}
    ng.set_ruleset("base")  # options still at their default follow the ruleset
    cfg = ng.config()
    assert cfg.options.noise_resolution == "die" and not cfg.options.first_player_vote
    assert ng.chosen_packs() == ["base"] and not ng.changed_rules()


def test_ln_02_base_greys_out_modules_and_scenarios_with_the_engines_reason(app):
    from tests.client.passplay import screen_text

    ng = NewGameScene(app, seats=3)
    app.stack.push(ng)
    ng.module_toggles["bandits"].step(1)
    ng.set_scenario("raxxon_intro")
    assert ng.modules() == {"bandits", "raxxon"}
    ng.set_ruleset("base")
    assert ng.modules() == frozenset() and ng.scenario is None
    why = _engine_error(ruleset="base", modules=frozenset({"bandits"}))
    assert why.startswith("The Improvements, Bandits and Raxxon modules are part of The "
                          "Long Night: choose The Long Night or Both mixed")
    for k, t in ng.module_toggles.items():
        assert not t.enabled and ng.module_blocked(k) == why
        t.step(1)
        assert not t.value
    scen_why = _engine_error(ruleset="base", scenario="raxxon_intro")
    assert ng.scenario_blocked("raxxon_intro") == scen_why
    assert not ng.scenario_buttons["bandits_intro"].enabled
    ng.scenario_buttons["bandits_intro"].activate()
    assert ng.scenario is None
    ng.show("ruleset")
    text = screen_text(app).replace("\n", " ")
    assert "Not available: The Improvements, Bandits and Raxxon modules" in text
    assert "Not available: The introductory scenarios are part of The Long Night" in text
    ng.set_ruleset("ln")  # the Long Night choices come back
    assert ng.modules() == {"bandits", "raxxon"} and ng.scenario == "raxxon_intro"


def test_scen_01_a_scenario_locks_its_module_and_the_main_objective(app):
    from tests.client.passplay import screen_text

    ng = NewGameScene(app, seats=4)
    app.stack.push(ng)
    oid = next(iter(ng.content.main_objectives))
    ng.objective.set_value(oid)
    ng.set_scenario("raxxon_intro")
    t = ng.module_toggles["raxxon"]
    assert t.value and not t.enabled and "Raxxon introduction" in ng.module_blocked("raxxon")
    t.step(1)
    assert t.value  # locked on
    assert ng.objective.value is None and not ng.objective.enabled
    cfg = ng.config()
    assert cfg.scenario == "raxxon_intro" and cfg.modules == {"raxxon"}
    ng.show("players")  # the scenario's own objectives instead of a main objective
    text = screen_text(app).replace("\n", " ")
    assert _engine_error(ruleset="ln", scenario="raxxon_intro",
                         main_objective=oid)[:40] in text
    stages = [o.name for o in ng.content.scenario_objectives.values()
              if o.scenario == "raxxon_intro"]
    assert len(stages) == 3 and all(n in text for n in stages)
    ng.set_scenario(None)
    assert ng.objective.enabled and ng.modules() == frozenset() and t.enabled


def test_scen_b_07_the_bandits_scenario_is_not_for_two_players(app):
    ng = NewGameScene(app, seats=2)
    why = ng.scenario_blocked("bandits_intro")
    assert why == _engine_error(ruleset="ln", scenario="bandits_intro",
                                variants=frozenset({"cooperative"}))
    assert "Cooperative or 2-player" in why
    assert not ng.scenario_buttons["bandits_intro"].enabled
    assert ng.scenario_buttons["raxxon_intro"].enabled
    ng.seat_on[2].set_value(True)
    ng._changed(None)
    ng.set_scenario("bandits_intro")
    assert ng.scenario == "bandits_intro" and ng.modules() == {"bandits"}
    assert not ng.variants["cooperative"].enabled
    assert "Cooperative or 2-player" in ng.variant_blocked("cooperative")
    ng.seat_on[2].set_value(False)  # back to two players: the scenario cannot stay
    ng._changed(None)
    assert ng.scenario is None and "Cooperative or 2-player" in ng.error
    ng.config()  # valid again


def test_disc_every_long_night_option_is_offered_and_needs_its_rules(app):
    """RULES.md §28: every option The Long Night added is under Advanced rules with an
    explanation; a module's options are greyed out (saying why) until it is on."""
    from game.client.modules.long_night.newgame import ln_rules
    from game.engine.config import LN_OPTIONS
    from tests.client.passplay import screen_text

    assert {k for k, *_ in ln_rules()} == set(LN_OPTIONS)
    ng = NewGameScene(app, seats=3)
    app.stack.push(ng)
    for key, _, values, text, _needs in ln_rules():
        assert text and len(values) >= 2
        assert getattr(ng.rule_defaults(), key) in [v for v, _ in values]
    assert not ng.rules["bandit_removal"].enabled
    assert ng.rule_blocked("bandit_removal") == \
        "Only with the Bandits module (Ruleset tab)."
    ng.show("ln_rules")
    assert "Off: Only with the Bandits module" in screen_text(app)
    for t in ng.module_toggles.values():
        t.step(1)
    assert ng.modules() == {"improvements", "bandits", "raxxon"}
    for key in LN_OPTIONS:
        assert ng.rules[key].enabled, key
        ng.rules[key].step(1)
    opts = ng.config().options
    for key in LN_OPTIONS:
        assert getattr(opts, key) != getattr(ng.rule_defaults(), key), key
    assert set(ng.changed_rules()) == set(LN_OPTIONS)
    ng.reset_rules()
    assert not ng.changed_rules()
    ng.set_ruleset("base")
    assert not ng.rules["first_player_vote"].enabled


def test_the_long_night_setup_is_remembered_and_starts_the_game(app):
    """Issue 9 item 1: the choices come back at the next New game (settings
    ``remember_setup``, like the seat names) and the game starts with exactly them."""
    from game.client.core.settings import Settings

    ng = NewGameScene(app, seats=3, bots=(True, True, True))
    app.stack.push(ng)
    ng.set_ruleset("mixed")
    ng.module_toggles["improvements"].step(1)
    ng.set_scenario("bandits_intro")
    ng.rules["unruly_weight"].step(1)
    ng.start()
    s = app.session
    assert s.config.ruleset == "mixed" and s.config.scenario == "bandits_intro"
    assert s.config.modules == {"improvements", "bandits"}
    assert s.config.options.unruly_weight == 3
    assert set(s.pack_ids) == {"base", "long_night"}
    again, problems = Settings.from_dict(app.settings.to_dict())
    assert not problems and again.remember_setup == app.settings.remember_setup
    ng2 = NewGameScene(app, seats=3)
    assert (ng2.ruleset, ng2.scenario, ng2.modules()) == (
        "mixed", "bandits_intro", {"improvements", "bandits"})
    assert ng2.rules["unruly_weight"].value == 3
    # a remembered choice the engine no longer accepts is left out, not a crash
    app.settings.remember_setup = {"ruleset": "nope", "modules": ["raxxon", "zz"],
                                   "scenario": "nope", "options": {"unruly_weight": 99}}
    ng3 = NewGameScene(app, seats=3)
    assert ng3.ruleset == "ln" and ng3.modules() == {"raxxon"} and ng3.scenario is None
    assert ng3.rules["unruly_weight"].value == 2
    _, problems = Settings.from_dict({"remember_setup": {"x": {"y": {"z": 1}}}})
    assert problems


def test_ln_01_the_ruleset_tab_reads_in_the_interface_language(app, monkeypatch):
    """The ruleset and scenario choices (radio buttons with a ● / ○ mark) and the note
    under the scenarios are drawn translated (LN-01, SCEN-01)."""
    import pygame

    from game import i18n

    i18n.set_language("pt")
    try:
        ng = NewGameScene(app, seats=3)
        app.stack.push(ng)
        ng.show("ruleset")
        drawn: list[str] = []
        render = app.fonts.render

        def spy(text, *args, **kw):
            drawn.append(text)
            return render(text, *args, **kw)

        monkeypatch.setattr(app.fonts, "render", spy)
        for _ in range(2):  # the marks stay on the translated words frame after frame
            drawn.clear()
            app.draw(pygame.Surface((1280, 720)))
        text = "\n".join(drawn)
        for pt in ("Jogo base", "A Noite Sem Fim", "Ambos misturados", "Nenhum",
                   "Introdução à Raxxon", "Introdução aos Bandidos", "Cada modo à esquerda"):
            assert pt in text, pt
        for en in ("Base game", "Both mixed", "Raxxon introduction", "Each module on the"):
            assert en not in text, en
    finally:
        i18n.set_language("en")


def test_ln_02_the_long_night_rules_tab_reads_in_the_interface_language(app, monkeypatch):
    """The Long Night rules tab's group titles and the unruly-helpless values are drawn
    translated (LN-02 options; COLONY-03: what an unruly helpless counts as)."""
    import pygame

    from game import i18n

    i18n.set_language("de")
    try:
        ng = NewGameScene(app, seats=4)
        app.stack.push(ng)
        for m in ("bandits", "raxxon"):
            ng.module_toggles[m].step(1)
        ng.show("ln_rules")
        drawn: list[str] = []
        render = app.fonts.render

        def spy(text, *args, **kw):
            drawn.append(text)
            return render(text, *args, **kw)

        monkeypatch.setattr(app.fonts, "render", spy)
        app.draw(pygame.Surface((1280, 720)))
        text = "\n".join(drawn)
        for de in ("Erweiterte Regeln: The Long Night", "Modul Raxxon", "Modul Banditen",
                   "2 Überlebende"):
            assert de in text, de
        for en in ("Advanced rules", "Bandits module", "Raxxon module", "survivors"):
            assert en not in text, en
    finally:
        i18n.set_language("en")
