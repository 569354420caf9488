"""Issue 23: remote prompts and refusals arrive as message ids with parameters and are
rendered in the client's language, exactly as a local game renders them."""

from __future__ import annotations

import random

from game import i18n
from game.engine import IllegalAction
from game.engine.actions import EndTurn
from game.i18n.render import render
from game.net.remote import RemoteGame
from tests.net.conftest import config, drain, wait_until


def test_prompts_and_refusals_render_in_the_clients_language(host):
    h = host(config("AB", seed=6))
    a = RemoteGame(h.url, h.codes[0])
    b = RemoteGame(h.url, h.codes[1])
    rng = random.Random(3)
    seen = 0
    old = i18n.current()
    try:

        def to_act() -> RemoteGame | None:
            for g in (a, b):
                drain(g)
                if not g.over and g.to_move() == g.seat and g.legal():
                    return g
            return None

        for _ in range(200):
            if seen >= 3 or a.over:
                break
            g = wait_until(to_act)
            d = g.decision()
            local = h.call(lambda: h.game.session.decision())
            i18n.set_language("de")
            assert render(d["prompt"]) == render(local["prompt"])
            for o, lo in zip(d["options"], local["options"], strict=True):
                assert render(o["label"]) == render(lo["label"])
            if d["prompt"] and render(d["prompt"]) != str(d["prompt"]):
                seen += 1  # a prompt that German words differently
            i18n.set_language("en")
            g.apply(rng.choice(g.legal()))
        assert seen >= 3
        # a refusal: the host's reason, in German on this computer
        i18n.set_language("de")
        waiting = a if a.to_move() != a.seat else b
        try:
            waiting.apply(EndTurn(actor=waiting.seat))
        except IllegalAction as exc:
            assert render(exc.reason) == "du bist nicht an der Reihe zu entscheiden"
        else:
            raise AssertionError("an action out of turn was accepted")
    finally:
        i18n.set_language(old)
        a.close()
        b.close()
