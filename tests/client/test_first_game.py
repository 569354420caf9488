"""Issue 12: the rough edges a first-time player hit (items 8-12), checked on screen."""

from __future__ import annotations

import time
from types import SimpleNamespace

import pygame

from tests.client.passplay import screen_text
from tests.client.test_table import human_table


def test_end_turn_confirm_says_one_unused_die(app):
    from game.client.scenes.dialog import ConfirmScene

    s, t = human_table(app)
    app.frame(1 / 30, [])
    app.settings.confirm_end_turn = True
    t.private = lambda: {"dice_unused": [4]}  # type: ignore[method-assign]
    t.pick_type("end_turn")
    del t.private  # the table draws the real panel again
    assert isinstance(app.stack.top, ConfirmScene)
    text = screen_text(app)
    assert "1 unused die will be lost." in text
    assert "1 unused dice" not in text


def test_rules_text_hides_internal_rule_tags(app):
    from game.client.scenes import rules_ref
    from game.client.scenes.rules import RulesScene

    topic = next(tp for tp in rules_ref.topics("en") if "[ROUND]" in tp.body)
    app.stack.push(RulesScene(app, topic.id))
    text = screen_text(app)
    assert "frostbite" in text  # the topic's text is drawn ...
    assert "[ROUND]" not in text and "ROUND]" not in text  # ... without the tag


def test_gameover_morale_line_ends_with_final_value():
    from game.client.scenes.gameover import story

    view = {"round": 3, "morale": 0, "end_reason": "morale",
            "history": {"morale": [5, 3, 2]}, "stats": {}}
    session = SimpleNamespace(events=[], redacted=lambda ev, seat: [], public=lambda: view)
    table = SimpleNamespace(session=session, names=None)
    lines = story(table)  # type: ignore[arg-type]
    assert "Morale by round: 5 → 3 → 2 → 0." in lines


def test_exposure_result_is_logged_when_the_die_lands(app):
    """Issue 12 item 9: the log told the exposure result while the die was still rolling,
    and the old "move here" marks stayed lit during the roll."""
    s, t = human_table(app)
    app.frame(1 / 30, [])
    move = next(a for a in s.legal() if a.type == "move")
    t.select(move.survivor)
    assert t.hl.locations  # the "move here" marks
    t.fast = False
    n = len(t.log_lines)
    assert t.submit(move)
    assert not t.hl.locations and not t.hl.blocked
    rolled = False
    deadline = time.monotonic() + 120  # wall time: the throw is simulated in a worker
    while time.monotonic() < deadline:  # thread, which a loaded machine may delay
        if t.throw is not None:
            rolled = True
            assert not any(line.startswith("Exposure") for line in t.log_lines[n:]), \
                t.log_lines[n:]
        if t.director.idle and any(line.startswith("Exposure") for line in t.log_lines[n:]):
            break
        app.frame(1 / 30, [])
        time.sleep(0.001)
    assert rolled
    assert any(line.startswith("Exposure") for line in t.log_lines[n:])


def test_crisis_wound_choice_needs_no_private_screen(app):
    """Issue 12 item 10: which survivor takes a revealed crisis's wound is a public choice:
    it is asked on the open table (naming who decides), with no hand-off and nobody's
    private panel on screen."""
    from game.bots import RandomBot
    from game.client.scenes.handoff import HandOffScene
    from game.client.scenes.prompt import PromptScene
    from game.client.scenes.table.scene import TableScene
    from game.client.table.decisions import public_decision
    from game.engine import GameConfig, Seat
    from game.session.session import Session
    from tests.client.passplay import private_names

    s = Session(GameConfig(seats=[Seat(name=f"P{i}") for i in range(4)], seed=15),
                autosave=False)
    bot = RandomBot("15")
    for _ in range(300):
        d = s.decision()
        if public_decision(d, s.content):
            break
        s.apply(bot.choose(s.legal(), s.view(d["player"])))
    assert d["kind"] == "choose_survivor" and d["info"]["card"] in s.content.crises
    seat = int(d["player"])
    t = TableScene(app, s)
    t.fast = True
    app.stack.push(t)
    t.viewer = (seat + 1) % 4  # someone else had the screen
    for _ in range(5):
        app.frame(1 / 30, [])
    assert isinstance(app.stack.top, PromptScene)
    assert not any(isinstance(sc, HandOffScene) for sc in app.stack.scenes)
    assert t.viewer is None
    text = screen_text(app)
    assert f"P{seat} decides" in text
    for other in range(4):
        for name in private_names(s, other):
            assert name not in text


def test_morale_floater_stays_on_screen(app):
    """Issue 12 item 12: the "Morale +1" floater rose past the window's top edge."""
    s, t = human_table(app)
    lay = t.choreo.lay()
    step = t.choreo.on_MoraleChanged({"delta": 1, "value": 6}, {})
    step.update(0.0)  # adds the floater
    fx = t.fx[-1]
    for moment in (0.0, 0.5, 0.8):  # it has faded out at 1
        surf = pygame.Surface(app.screen.get_size(), pygame.SRCALPHA)
        fx.t = moment
        fx.draw(surf, lay)
        rows = [y for y in range(surf.get_height() // 4)
                if any(surf.get_at((x, y)).a for x in range(0, surf.get_width(), 2))]
        assert rows and rows[0] > 0, (moment, rows[:1])  # not cut by the top edge


def test_long_first_names_fit_their_standee_at_1280(app):
    """Issue 12 item 12: names were cut on the standees at 1280×720 ("Yevge…"); a long
    first name now gets a smaller font before anything is cut."""
    s, t = human_table(app)  # seed 8: Wilhelmina leads a group on the board
    app.frame(1 / 30, [])
    t.painter._standees.clear()  # standees are cached pictures: draw them again
    t.pieces.invalidate()
    lines = screen_text(app).split("\n")
    assert "Wilhelmina" in lines
    assert not any(line.endswith("…") and "Wilhelmina".startswith(line[:-1]) for line in lines)


def test_wound_marker_stands_out_on_a_red_standee(app):
    """Issue 12 item 12: the wound marker was a small red drop, lost on a red standee: it
    sits on a light disc now (and is drawn larger on the standee)."""
    tok = app.art.token("wound", 26)
    px = [tok.get_at((x, y)) for x in range(26) for y in range(26)]
    opaque = [c for c in px if c.a > 200]
    light = [c for c in opaque if (c.r + c.g + c.b) / 3 > 180]
    assert opaque and len(light) > len(opaque) // 4


def test_round_09_turn_over_follows_the_clockwise_order():
    """Issue 12 item 12: after a player's turn the strip says "turn over", not the unused
    dice the engine keeps until the next roll (ROUND-05, NS-25)."""
    from game.client.table.log.describe import turn_over

    v = {"phase": "turns", "players": [{}, {}, {}, {}], "first_player": 2, "active_player": 0}
    assert [turn_over(v, s) for s in range(4)] == [False, False, True, True]
    assert not any(turn_over({**v, "phase": "setup"}, s) for s in range(4))
    assert all(turn_over({**v, "phase": "colony"}, s) for s in range(4))


def test_end_04_game_over_says_why_a_secret_objective_was_lost():
    """Issue 12 item 12: "not met" alone told nothing; the engine's words stay as they are
    (a finished save's hash holds them), the screen adds what was missing."""
    from game.client.table.log.describe import result_why
    from game.engine import GameConfig, Seat
    from game.session.session import Session

    content = Session(GameConfig(seats=[Seat(name=n) for n in "ABC"], seed=1),
                      autosave=False).content
    normal = next(c for c in content.secret_objectives.values()
                  if c.kind == "normal" and c.needs_main_objective)
    lost = {"won": False, "why": f"'{normal.name}' not met", "secret": normal.id}
    assert result_why(lost, {"end_reason": "rounds"}, content) == \
        f"'{normal.name}' not met: the colony's main objective was not completed"
    assert result_why(lost, {"end_reason": "objective"}, content) == \
        f"'{normal.name}' not met: its own goal was not reached"
    won = {"won": True, "why": f"'{normal.name}' met", "secret": normal.id}
    assert result_why(won, {"end_reason": "objective"}, content) == f"'{normal.name}' met"
