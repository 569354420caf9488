"""Issue 13: languages, pseudo-locale, settings, engine message ids, saves stay neutral."""

from __future__ import annotations

import copy
import json
import pickle

import pytest

from game import i18n
from game.content.loader import load_base
from game.engine import GameConfig, IllegalAction, Seat, apply, legal_actions, new_game
from game.engine.messages import CardRef, Msg
from game.i18n.render import engine_messages, render


@pytest.fixture(autouse=True)
def _english():
    yield
    i18n.FORCED = None
    i18n.set_language("en")


def test_pseudo_is_longer_accented_and_keeps_placeholders():
    plain = "Keep exactly two different survivors for the winter"
    assert len(i18n.pseudo(plain)) >= 1.35 * len(plain)
    src = "Keep exactly {n} different survivors for {player}"
    out = i18n.pseudo(src)
    assert len(out) >= len(src) + 0.35 * len(src.replace("{n}", "").replace("{player}", ""))
    assert "{n}" in out and "{player}" in out
    assert "á" in out or "é" in out
    assert i18n.pseudo(out) == out  # idempotent: a label translated twice stays the same
    assert out.format(n=2, player="Ana")  # still a valid template


def test_os_locale_decides_first_language(monkeypatch):
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "pt_BR.UTF-8")
    assert i18n.os_language() == "pt"
    monkeypatch.setenv("LANG", "de_AT.UTF-8")
    assert i18n.os_language() == "de"
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert i18n.os_language() == "en"  # none of ours: English
    monkeypatch.setenv("LC_ALL", "de_DE.UTF-8")
    assert i18n.os_language() == "de"  # LC_ALL wins over LANG


def test_switching_language_translates_at_once():
    i18n.set_language("pt")
    assert i18n._("New game") == "Novo jogo"
    i18n.set_language("de")
    assert i18n._("New game") == "Neues Spiel"
    assert i18n._("a text nobody translated") == "a text nobody translated"
    i18n.set_language("xx")
    assert i18n._("New game").startswith(i18n.PSEUDO_OPEN)
    i18n.set_language("en")
    assert i18n._("New game") == "New game"


def test_settings_language_is_validated_and_persisted(tmp_path):
    from game.client.core import settings as settings_mod
    s, problems = settings_mod.Settings.from_dict({"language": "de"})
    assert s.language == "de" and not problems
    s, problems = settings_mod.Settings.from_dict({"language": "klingon"})
    assert s.language == "" and problems  # bad value: default kept, reported
    good = settings_mod.Settings(language="pt")
    path = tmp_path / "settings.json"
    settings_mod.save(good, path)
    loaded, msg = settings_mod.load(path)
    assert msg is None and loaded.language == "pt"


def test_msg_is_the_english_text_and_carries_key_and_params():
    m = Msg("keep exactly {n} different survivors", n=2)
    assert m == "keep exactly 2 different survivors"
    assert (m.key, m.params) == ("keep exactly {n} different survivors", {"n": 2})
    assert json.dumps(m) == json.dumps(str(m))  # hashes and saves see the English text
    for again in (copy.deepcopy(m), pickle.loads(pickle.dumps(m))):
        assert again.key == m.key and again.params == m.params
    ref = pickle.loads(pickle.dumps(CardRef("x_a01", "Seed Potatoes")))
    assert ref == "Seed Potatoes" and ref.card == "x_a01"


def test_engine_refusal_renders_in_the_chosen_language():
    s = new_game(GameConfig(seats=[Seat(name=n) for n in ("Ana", "Ben", "Cleo")], seed=3),
                 load_base())
    good = legal_actions(s)[0]
    bad = {"type": "draft", "actor": good.actor, "keep": list(good.keep)[:1],
           "leader": good.leader}
    with pytest.raises(IllegalAction) as exc:
        apply(s, bad)
    reason = exc.value.reason
    assert isinstance(reason, Msg) and reason.params["n"] == len(good.keep)
    i18n.set_language("de")
    assert render(reason) == f"behalte genau {len(good.keep)} verschiedene Überlebende"
    i18n.set_language("pt")
    assert render(reason) == f"fique com exatamente {len(good.keep)} sobreviventes diferentes"


def test_engine_message_ids_are_collected():
    ids = dict(engine_messages())
    assert "{player}'s turn" in ids
    assert "the colony can never be searched" in ids  # a refusal (check function)
    assert "this ability was already used once per turn" in ids  # a table of reasons
    assert "colony" not in ids  # ids and keywords are not texts


def test_a_save_written_in_german_replays_in_portuguese_to_the_same_hash(tmp_path):
    """Issue 13 item 5: saves are language-neutral."""
    from game.session.session import Session

    def game() -> Session:
        s = Session(GameConfig(seats=[Seat(name=n, bot=True) for n in ("Ana", "Ben", "Cleo")],
                               seed=12), autosave=False)
        for _ in range(60):
            if s.over:
                break
            s.step_bot()
        return s

    i18n.set_language("de")
    s = game()
    path = s.write_record(tmp_path / "de.json")
    german_hash = s.hash()
    text = path.read_text(encoding="utf-8")
    assert "ist am Zug" not in text and "Überlebende" not in text
    i18n.set_language("pt")
    assert Session.load(path).hash() == german_hash
    assert game().hash() == german_hash  # the same game played in Portuguese
