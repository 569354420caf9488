"""Fair undo (issue 11): ``Session.can_undo`` / ``Session.undo`` over random games.

At every point where undo is allowed, undoing restores the hash from before the action, the
seat's view from before it, and the autosave on disk; undo is refused (with a reason) right
after anything that rolled, drew, shuffled or revealed something, or handed the decision to
someone else."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import saves
from game.engine import GameConfig, Seat
from game.engine.undo import rng_mark
from game.session.session import Session, UndoError

CHANCE = {"ExposureRolled", "DiceRolled", "DieRerolled", "DeckShuffled", "SearchDrew",
          "CardDrawn", "CrossroadsDrawn"}


def humans(seed: int, n: int = 3, bots: tuple[int, ...] = ()) -> GameConfig:
    names = ["Ana", "Ben", "Cleo", "Dan", "Eve"][:n]
    return GameConfig(seats=[Seat(name=x, bot=i in bots) for i, x in enumerate(names)],
                      seed=seed)


def _walk(s: Session, rnd: random.Random, steps: int, tmp_path, check_file: bool) -> int:
    """Play ``steps`` random actions; after each, check what undo says against what the
    action did, and sometimes undo (and redo the same action)."""
    undone = 0
    for _ in range(steps):
        if s.over:
            break
        if s.bot_to_move():
            s.step_bot()
            assert not s.can_undo()
            continue
        seat = s.to_move()
        h0, v0, mark0 = s.hash(), s.view(seat), rng_mark(s.state)
        n0, ev0 = len(s.log), len(s.events)
        action = rnd.choice(s.legal())
        events = s.apply(action)
        types = {e.type for e in events}
        after = s.to_move()
        if (types & CHANCE or rng_mark(s.state) != mark0 or after != seat
                or any(e.secret is not None for e in events)):
            assert not s.can_undo(), (action, types)
            assert s.undo_reason()
            with pytest.raises(UndoError) as err:
                s.undo()
            assert err.value.reason == s.undo_reason()
            assert s.hash() != h0 or not events  # nothing was changed by the refusal
        if s.can_undo() and rnd.random() < 0.5:
            s.undo()
            undone += 1
            assert s.hash() == h0
            assert s.view(seat) == v0  # undo shows nothing new
            assert len(s.log) == n0 and len(s.events) == ev0
            if check_file:
                assert saves.load(s.save_path).final_hash == h0
            s.apply(action)  # the game goes on the same way
    return undone


@settings(max_examples=6)
@given(seed=st.integers(0, 10_000), pick=st.integers(0, 10_000))
def test_undo_property_restores_hash_view_and_autosave(seed, pick, tmp_path_factory):
    tmp = tmp_path_factory.mktemp("undo")
    s = Session(humans(seed), save_path=tmp / "g.jsonl")
    try:
        _walk(s, random.Random(pick), 250, tmp, check_file=True)
    finally:
        s.close()


def test_undo_happens_in_a_long_game_and_the_reload_agrees(tmp_path):
    s = Session(humans(3, n=4, bots=(3,)), save_path=tmp_path / "g.jsonl")
    undone = _walk(s, random.Random(1), 700, tmp_path, check_file=False)
    assert undone >= 5  # the walk really exercised undo
    s.close()
    assert saves.load(tmp_path / "g.jsonl").final_hash == s.hash()


def test_undo_several_steps_back_then_refused(tmp_path):
    """Two reversible actions of the same player are taken back one at a time; then
    there is nothing more of theirs."""
    for seed in range(40):
        s = Session(humans(seed), autosave=False)
        rnd = random.Random(seed)
        while not s.over and len(s.log) < 400:
            seat = s.to_move()
            h0 = s.hash()
            s.apply(rnd.choice(s.legal()))
            if not s.can_undo():
                continue
            h1 = s.hash()
            acts = s.legal()
            for a in acts:
                s.apply(a)
                if s.can_undo():
                    break
                # not reversible: go back to h1 by replaying (undo must refuse here)
                with pytest.raises(UndoError):
                    s.undo()
                break
            else:
                continue
            if not s.can_undo():
                break
            s.undo()
            assert s.hash() == h1 and s.to_move() == seat
            s.undo()
            assert s.hash() == h0
            assert not s.can_undo()
            assert s.undo_reason() == "there is nothing of yours to take back yet"
            return
    pytest.fail("no two reversible actions in a row in 40 games")


def test_undo_refused_after_exposure_roll_names_it():
    """'the exposure die has been rolled' (the issue's example) is the reason after a
    move that rolled the exposure die."""
    for seed in range(60):
        s = Session(humans(seed), autosave=False)
        rnd = random.Random(seed)
        while not s.over and len(s.log) < 300:
            a = rnd.choice(s.legal())
            ev = s.apply(a)
            if any(e.type == "ExposureRolled" for e in ev):
                assert not s.can_undo()
                assert s.undo_reason() == "the exposure die has been rolled"
                return
    pytest.fail("no exposure roll seen")


def test_undo_refused_after_a_bot_played():
    s = Session(humans(5, bots=(1,)), autosave=False)
    while not s.over and not s.bot_to_move():
        s.apply(s.legal()[0])
    s.step_bot()
    assert not s.can_undo()
    assert s.undo_reason() == "Ben (a bot) has played since"


def test_undo_refused_after_a_card_from_the_hand_is_played():
    """A card played from the hand has been seen by everyone: no undo."""
    for seed in range(80):
        s = Session(humans(seed), autosave=False)
        rnd = random.Random(seed)
        while not s.over and len(s.log) < 400:
            acts = s.legal()
            plays = [a for a in acts if a.type == "play"]
            a = rnd.choice(plays) if plays and rnd.random() < 0.5 else rnd.choice(acts)
            mark = rng_mark(s.state)
            ev = s.apply(a)
            if a.type == "play" and rng_mark(s.state) == mark and \
                    not any(e.secret for e in ev) and any(e.type == "CardPlayed" for e in ev):
                assert not s.can_undo()
                return
    pytest.fail("no card play seen")


# ---------------------------------------------------------------------------- the client
def _ctrl_z():
    import pygame

    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL,
                              unicode="", scancode=0)


def _reversible(s: Session):
    """A legal turn action of the player to move that undo may take back (tried on a
    throw-away copy of the game)."""
    rec = s.record()
    for a in s.legal():
        probe = Session.from_record(rec, content=s.content)
        probe.apply(a)
        if probe.can_undo():
            return a
    return None


def test_undo_button_and_ctrl_z_in_the_table(app):
    from tests.client.test_table import human_table

    for seed in range(8, 40):
        app.stack.clear()
        s, t = human_table(app, seed=seed)
        app.frame(1 / 30, [])
        assert t.b_undo.visible and not t.b_undo.enabled  # nothing to undo yet
        a = _reversible(s)
        if a is None:
            continue
        h0, log0 = s.hash(), list(t.log_lines)
        assert t.submit(a)
        for _ in range(300):
            app.frame(1 / 30, [])
            if t.director.idle:
                break
        app.frame(1 / 30, [])
        assert t.b_undo.enabled
        app.frame(1 / 30, [_ctrl_z()])
        assert s.hash() == h0
        assert t.log_lines == log0 and t.view == s.public()
        app.frame(1 / 30, [])
        assert not t.b_undo.enabled
        # the hover tip names the reason
        t.focus.hover = t.b_undo
        app.draw()
        return
    pytest.fail("no reversible first action found")


def test_ctrl_z_in_a_follow_up_prompt_takes_the_action_back(app):
    """A reversible action that asks its player a follow-up question (a prompt): Ctrl+Z
    there closes the prompt and restores the game from before the action."""
    from game.client.scenes.prompt import PromptScene
    from tests.client.test_table import human_table

    for seed in range(8, 60):
        app.stack.clear()
        s, t = human_table(app, seed=seed)
        rec = s.record()
        pick = None
        for a in s.legal():
            probe = Session.from_record(rec, content=s.content)
            probe.apply(a)
            d = probe.decision()
            if probe.can_undo() and d is not None and d["kind"] != "turn":
                pick = a
                break
        if pick is None:
            continue
        h0 = s.hash()
        t.submit(pick)
        for _ in range(300):
            app.frame(1 / 30, [])
            if isinstance(app.stack.top, PromptScene):
                break
        assert isinstance(app.stack.top, PromptScene)
        app.frame(1 / 30, [_ctrl_z()])
        assert s.hash() == h0 and app.stack.top is t
        s.close()
        return
    pytest.fail("no reversible action with a follow-up question found")


def test_undo_with_the_autosave_writer_thread(tmp_path):
    """With ``background_saves`` (the table's way) the writer thread first writes what it
    holds, then the file is rewritten without the undone action; the save list's status
    checkpoints come from the writer thread too."""
    from game.saves import listing

    for seed in range(40):
        path = tmp_path / f"g{seed}.jsonl"
        s = Session(humans(seed), save_path=path, background_saves=True)
        rnd = random.Random(seed)
        while not s.over and len(s.log) < 300:
            h0 = s.hash()
            s.apply(rnd.choice(s.legal()))
            if s.can_undo():
                s.undo()
                assert s.hash() == h0
                s.autosave()  # wait for the writer
                assert saves.load(path).final_hash == h0
                info = listing.save_info(path)
                assert (info.round, info.morale) == (s.state.round, s.state.morale)
                s.close()
                return
        s.close()
    pytest.fail("no reversible action found")


def test_long_night_face_down_decks_count_as_hidden():
    """The improvement deck is dealt in order (no RNG when a card is turned over), so it
    must count as hidden: revealing its top card is never undone."""
    from game.engine.undo import hidden_ids
    from tests.engine.ln_kit import ln_started

    s = ln_started(modules=frozenset({"improvements"}))
    assert s.impr is not None and s.impr.deck
    hidden = hidden_ids(s)
    assert set(s.impr.deck) <= hidden and not set(s.impr.row) & hidden


def test_undo_reasons_are_shown_in_the_players_language():
    """Issue 20 (left from the review): 'Cannot undo: the exposure die has been rolled' was
    English in every language -- the reasons are message ids now, rendered when shown."""
    from game import i18n
    from game.engine.undo import _CHANCE_REASONS
    from game.i18n.render import render
    from game.session.session import NOTHING_TO_UNDO

    reasons = [r for _t, r in _CHANCE_REASONS] + [NOTHING_TO_UNDO]
    try:
        for lang in ("pt", "de"):
            i18n.set_language(lang)
            shown = [render(r) for r in reasons]
            assert all(s and s != str(r) for s, r in zip(shown, reasons, strict=True)), \
                (lang, shown)
        assert render(reasons[0]) == "der Infektionswürfel wurde geworfen"
    finally:
        i18n.set_language("en")
    assert render(reasons[0]) == "the exposure die has been rolled"
