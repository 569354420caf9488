"""Issue 9 item 8: The Long Night's rules (LN, IMPR, BAND, RAX, SCEN and the §28 options) in
the F1 rules reference, after the base topics, searchable in each language."""

from __future__ import annotations

import pytest

from game import i18n
from game.client.scenes import rules_ref

EN = rules_ref.topics("en")
LN_IDS = [t.id for t in EN[[t.id for t in EN].index("ln_rules"):]]
BASE_IDS = [t.id for t in EN[:[t.id for t in EN].index("ln_rules")]]

# a word a player would type -> the topic it must lead to, per language
SEARCHES = {
    "en": {"bandit": "ln_bandits", "containment": "ln_containment", "despair": "ln_despair",
           "improvement": "ln_improvements", "graveyard": "ln_despair",
           "hideout": "ln_hideout", "pill": "ln_raxxon", "special zombie": "ln_special",
           "special exile phase": "ln_scen_bandits", "sealed": "ln_scen_raxxon",
           "noise cap": "ln_options", "explosive trap": "ln_rules"},
    "pt": {"bandido": "ln_bandits", "contenção": "ln_containment", "contencao": "ln_containment",
           "desespero": "ln_despair", "melhoria": "ln_improvements",
           "cemitério": "ln_despair", "cemiterio": "ln_despair",
           "esconderijo": "ln_hideout", "pílula": "ln_raxxon", "zumbi especial": "ln_special",
           "fase especial de exílio": "ln_scen_bandits", "selada": "ln_scen_raxxon"},
    "de": {"bandit": "ln_bandits", "sicherungscode": "ln_containment",
           "verzweiflung": "ln_despair", "verbesserung": "ln_improvements",
           "friedhof": "ln_despair", "versteck": "ln_hideout", "pille": "ln_raxxon",
           "spezialzombie": "ln_special", "verbannungsphase": "ln_scen_bandits",
           "versiegelt": "ln_scen_raxxon", "aufsassig": "ln_despair"},
}


@pytest.fixture(autouse=True)
def _english():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "pt", "de"])
def test_long_night_topics_follow_the_base_topics(lang):
    """LN-01..16, IMPR, BAND, RAX, SCEN: every Long Night topic is listed, after all the
    base topics, in the same order in each language."""
    ids = [t.id for t in rules_ref.topics(lang)]
    assert ids[-len(LN_IDS):] == LN_IDS
    assert len(ids) == len(BASE_IDS) + len(LN_IDS) and not any(i.startswith("ln_") for i in BASE_IDS)


@pytest.mark.parametrize("lang", ["en", "pt", "de"])
def test_searching_a_long_night_word_leads_to_its_topic_first(lang):
    i18n.set_language(lang)
    for query, topic_id in SEARCHES[lang].items():
        found = [t.id for t in rules_ref.search(query)]
        assert found and found[0] == topic_id, (lang, query, found)


def test_each_module_section_is_covered_with_its_rule_tag():
    """Each rules section of The Long Night (RULES.md §19-§23, §28) has a topic tagged
    with it, so the reference points back into RULES.md."""
    bodies = " ".join(t.body for t in EN if t.id in LN_IDS)
    for tag in ("[LN]", "[IMPR]", "[BAND]", "[RAX]", "[SCEN]", "[SCEN-R]", "[SCEN-B]"):
        assert tag in bodies, tag


def test_a_title_match_ranks_before_a_passing_mention():
    """Search order: a topic named by the query comes before one that only mentions it."""
    found = [t.id for t in rules_ref.search("bandit", "en")]
    assert found.index("ln_bandits") < found.index("ln_rules")
    assert rules_ref.search("", "en") == list(rules_ref.topics("en"))  # no query: all, in order
