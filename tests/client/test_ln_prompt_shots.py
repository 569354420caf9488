"""Every Long Night prompt, met at a real table (issue 9 item 5, the LN look-through): the
screenshot script reaches each decision kind through the engine, and the prompts it shows
name their card or rule, the place they are about, and read whole."""

from __future__ import annotations

import pygame
import pytest

from game.client.table.decisions import decision_source, focus
from game.devtools import ln_prompt_shots as lps
from game.engine.decisions import DECISION_KINDS

BASE_KINDS = {"draft", "turn", "search_more", "search_keep", "bite_spread", "tie",
              "choose_survivor", "choose_location", "choose_zombie", "choose_die",
              "choose_card", "choose_survivor_play", "crossroads", "effect_choice", "request",
              "ballot", "vote_tie", "leader", "exile_relocate", "survivor_join", "order"}


def test_the_prompt_shots_cover_every_long_night_decision_kind():
    """A kind added to the engine's Long Night decisions must get its screenshot (or a
    reason why no game with the bundled packs reaches it)."""
    assert set(lps.MODULE_KINDS) == set(DECISION_KINDS) - BASE_KINDS
    assert set(lps.UNREACHABLE) <= set(lps.LN_KINDS)
    for k in lps.PURPOSE_KINDS:
        assert k.split(":")[0] in BASE_KINDS


def _reach(kind):
    s = lps.reach(kind, log=lambda _line: None)
    assert s is not None, kind
    assert lps.key_of(s.decision(), kind == "ballot:special_exile") == kind
    return s


def test_rax_10_the_containment_ballot_names_its_audio_log():
    """RAX-10: the vote is on the face-up experiment; its prompt shows that Audio Log (code
    and releases), not only the rule."""
    s = _reach("ballot:containment")
    top = s.public()["modules"]["raxxon"]["experiment_top"]
    exp = s.content.experiments[top]
    src = decision_source(s.decision(), s.content, s.names, s.view(0))
    assert src is not None and exp.name in src.title
    assert exp.audio_log.code.text in src.text
    assert "Containment code: Containment code" not in src.text
    assert "sealed" in src.detail


def test_zomb_06_ns_29_trap_or_barricade_names_and_lights_its_entrance():
    s = _reach("choose_defence")
    d = s.decision()
    e = d["info"]["entrance"]
    src = decision_source(d, s.content, s.names, s.view(0))
    assert src is not None and f"entrance {e + 1}." in src.text
    assert (d["info"]["location"], e) in focus(d, s.view(d["player"])).entrances


def test_vote_04_a_tied_first_player_vote_says_its_rule():
    s = _reach("vote_tie:first_player")
    src = decision_source(s.decision(), s.content, s.names, s.view(0))
    assert src is not None and "first player vote" in src.title
    assert "tied" in src.text


def test_band_07_the_bandit_leader_options_count_bandits_with_the_right_plural():
    from game.client.modules.long_night.decisions import option_label
    from game.engine.messages import Msg

    one = Msg("{place} ({n} bandits)", place="School", n=1)
    two = Msg("{place} ({n} bandits)", place="School", n=2)
    assert option_label("bandit_place", one) == "School (1 bandit there)"
    assert option_label("bandit_place", two) == "School (2 bandits there)"
    assert option_label("choose_location", one) is None
    s = _reach("bandit_place")
    labels = [option_label("bandit_place", o["label"]) for o in s.decision()["options"]]
    assert labels and all(lbl and "bandit" in lbl for lbl in labels)


def test_scen_b_07_the_special_exile_vote_is_reached_after_a_call():
    s = _reach("ballot:special_exile")
    d = s.decision()
    assert d["info"]["purpose"] == "exile" and d["info"]["target"] is not None


def test_a_long_prompt_title_wraps_instead_of_being_cut(app, tmp_path):
    """The containment question is long: it is read whole on up to four lines (nothing of
    it recorded as cut)."""
    from game.client.core import ui
    ui.OVERFLOWS.clear()
    s = _reach("ballot:containment")
    names = lps.shoot(app, s, "ballot:containment", tmp_path)
    assert names == ["ln-handoff-ballot-containment", "ln-prompt-ballot-containment"]
    assert not [t for t in ui.OVERFLOWS if "Contain" in t]


def test_prompt_box_fits_the_window_and_its_parts_do_not_overlap(app):
    from game.client.scenes.prompt import PromptScene
    from game.client.scenes.table.scene import TableScene

    s = _reach("ballot:containment")
    t = TableScene(app, s)
    t.fast = True
    t.step_game = lambda dt: None
    app.stack.push(t)
    p = PromptScene(app, t, s.decision())
    app.stack.push(p)
    app.draw()
    box = p.box(app.screen)
    assert app.screen.get_rect().contains(box)
    size, lines = p.title_lines(box.width - app.px(40))
    assert 1 < len(lines) <= 4 and not lines[-1].endswith("…")
    first = min(b.rect.y for b in p.buttons if b.rect.width)
    title_bottom = box.y + app.px(14) + len(lines) * app.fonts.line_height(app.px(size), True)
    assert title_bottom < first
    for b in p.buttons:
        if b.rect.width:
            assert box.contains(b.rect)
    app.stack.clear()


@pytest.mark.parametrize("kind", ["ballot:containment"])
def test_the_shot_script_shows_the_hand_off_before_a_private_prompt(app, tmp_path, kind):
    """Hot seat: a sealed ballot is met behind the hand-off screen first (nothing of the
    table behind it), then the prompt."""
    s = _reach(kind)
    names = lps.shoot(app, s, kind, tmp_path)
    assert names[0].startswith("ln-handoff-") and names[1].startswith("ln-prompt-")
    hand_off = pygame.image.load(str(tmp_path / f"{names[0]}.png"))
    prompt = pygame.image.load(str(tmp_path / f"{names[1]}.png"))
    assert hand_off.get_size() == prompt.get_size() == (1280, 720)
