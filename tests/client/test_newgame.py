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
    assert [k for k, _ in ng.seat_bot[0].options] == ["human", "easy", "normal", "hard"]
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
