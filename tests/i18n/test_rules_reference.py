"""Issue 13 item 4: the F1 rules reference in three languages, searchable in the chosen one."""

from __future__ import annotations

import re

import pytest

from game import i18n
from game.client.scenes import rules_ref

TAG = re.compile(r"\[[A-Z][A-Z0-9, .-]*\]")


@pytest.fixture(autouse=True)
def _english():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["pt", "de"])
def test_same_topics_in_the_same_order_with_the_same_rule_tags(lang):
    en, other = rules_ref.topics("en"), rules_ref.topics(lang)
    assert [t.id for t in other] == [t.id for t in en]
    for a, b in zip(en, other, strict=True):
        assert TAG.findall(a.body) == TAG.findall(b.body), a.id
        assert b.title != a.title and b.body != a.body, f"{lang} {a.id} is not translated"
        assert b.body.count("•") == a.body.count("•"), a.id  # same bullets


def test_search_in_the_interface_language_with_or_without_accents():
    i18n.set_language("pt")
    found = [t.id for t in rules_ref.search("colônia invadida")]
    assert "zombies" in found
    assert [t.id for t in rules_ref.search("colonia invadida")] == found  # accents optional
    assert rules_ref.search("overrun") == []  # English words are not in the Portuguese text
    i18n.set_language("de")
    assert "crossroads" in [t.id for t in rules_ref.search("Schicksalskarte")]
    assert "exile" in [t.id for t in rules_ref.search("verbannung")]
    assert "colony" in [t.id for t in rules_ref.search("abfall uberprufen")]  # ü as u
    i18n.set_language("en")
    assert "zombies" in [t.id for t in rules_ref.search("overrun")]


def test_rules_scene_shows_the_chosen_language(app):
    from game.client.scenes.rules import RulesScene

    i18n.set_language("de")
    scene = RulesScene(app)
    assert scene.current is not None and scene.current.title == "Worum es geht"
    scene.search.value = "barrikade"
    scene._filter("barrikade")
    assert scene.current is not None and scene.current.id in {"legend", "turn", "zombies", "colony",
                                                              "screen", "round"}
