"""Issue 21 part 4: the F1 rules reference is data (``assets/rules/<lang>/<id>.md``, listed in
``assets/rules/sections.txt``), read by :mod:`game.client.scenes.rules_ref`, checked by
``python -m game i18n check``; a missing or damaged file is named in the F1 scene, never a
crash."""

from __future__ import annotations

import io
import shutil
from pathlib import Path

import pytest

from game import i18n
from game.client.scenes import rules_ref
from game.i18n import cards, check, check_rules


@pytest.fixture(autouse=True)
def _english():
    yield
    i18n.set_language("en")


@pytest.fixture
def rules(tmp_path, monkeypatch) -> Path:
    """A copy of the bundled rules reference that the game reads instead."""
    root = tmp_path / "rules"
    shutil.copytree(rules_ref.rules_dir(), root)
    monkeypatch.setattr(rules_ref, "rules_dir", lambda: root)
    return root


def test_the_format_paragraphs_bullets_front_matter():
    sec = rules_ref.parse("---\nkeywords: a, b c,\nsource: 0123abcd\n---\n# The title\n\n"
                          "One paragraph\nwrapped on two lines.\n\nA list:\n- first\n"
                          "  still the first\n- second [TAG]\n\n\nLast.\n")
    assert sec.title == "The title"
    assert sec.keywords == ("a", "b c") and sec.source == "0123abcd"
    assert sec.body == ("One paragraph wrapped on two lines.\n\nA list:\n• first still the "
                        "first\n• second [TAG]\n\nLast.")


@pytest.mark.parametrize("text, why", [
    ("# Title\n\nText.", "front matter"),
    ("---\nkeywords: a\n# Title\n\nText.", "closing '---'"),
    ("---\ncolour: red\n---\n# Title\n\nText.", "colour: red"),
    ("---\n---\nTitle\n\nText.", "'# Title'"),
    ("---\n---\n# Title\n\n", "no text"),
])
def test_a_damaged_section_says_what_is_wrong(text, why):
    with pytest.raises(ValueError, match=why.replace("(", r"\(")):
        rules_ref.parse(text)


def test_no_rules_prose_left_in_python_modules():
    """The six rules_text modules are gone; every section has a file in en, pt and de."""
    client = Path(rules_ref.__file__).parent
    assert not list(client.glob("rules_text*.py"))
    ids = rules_ref.read_index()
    assert ids[:2] == ["overview", "legend"] and ids.index("ln_rules") > ids.index("keys")
    for lang in ("en", "pt", "de"):
        assert sorted(p.stem for p in (rules_ref.rules_dir() / lang).glob("*.md")) == \
            sorted(ids)


@pytest.mark.parametrize("lang", ["en", "pt", "de"])
def test_the_long_night_names_the_packs_places_in_each_language(lang):
    """BAND-12, RAX-01: the hideout and the Raxxon location are called by the names the
    bundled Long Night pack gives them (its cards' names in that language)."""
    i18n.set_language(lang)
    hideout = cards.card_name("ln_hideout", "Harrow's Roost")
    lab = cards.card_name("ln_raxxon", "Glasshill Labs")
    by_id = {t.id: t for t in rules_ref.topics(lang)}
    assert hideout in by_id["ln_hideout"].body and lab in by_id["ln_raxxon"].body
    assert not any("{" in t.body for t in by_id.values())  # every placeholder filled
    assert "{camp}" in rules_ref.read_section(lang, "ln_hideout").body


def test_the_legend_section_is_the_legend_in_words():
    from game.client.table.legend import body_text

    i18n.set_language("de")
    assert rules_ref.topic("legend").body == body_text()
    i18n.set_language("en")
    assert rules_ref.topic("legend", "de").body != body_text()  # asked in German: German


def test_a_missing_translation_is_shown_in_english_with_a_message(rules, app):
    from game.client.scenes.rules import RulesScene
    from tests.client.passplay import screen_text

    (rules / "pt" / "setup.md").unlink()
    (rules / "pt" / "round.md").write_text("# Rodada\n\nsem cabeçalho\n", encoding="utf-8")
    i18n.set_language("pt")
    by_id = {t.id: t for t in rules_ref.topics()}
    assert by_id["setup"].title == rules_ref.read_section("en", "setup", rules).title
    assert "assets/rules/pt/setup.md" in by_id["setup"].problem
    assert "the file is missing" in by_id["setup"].problem
    assert "front matter" in by_id["round"].problem
    assert "inglês" in by_id["round"].problem  # the message is in the interface language
    assert not by_id["overview"].problem
    app.stack.push(RulesScene(app, "round"))
    text = screen_text(app)
    assert "assets/rules/pt/round.md" in text and "Não foi possível ler" in text
    assert "Each round has a player turns phase" in text  # the English text below it


def test_a_missing_or_damaged_english_file_or_index_never_crashes_the_scene(rules, app):
    from game.client.scenes.rules import RulesScene
    from tests.client.passplay import screen_text

    (rules / "en" / "turn.md").unlink()
    (rules / "en" / "crisis.md").write_bytes(b"---\n---\n# Crisis\n\n\xff\xfe broken")
    turn = rules_ref.topic("turn")
    assert turn.title == "turn" and "assets/rules/en/turn.md" in turn.problem
    assert "not UTF-8" in rules_ref.topic("crisis").problem
    scene = RulesScene(app, "crisis")
    app.stack.push(scene)
    assert "assets/rules/en/crisis.md could not be read: not UTF-8 text." in screen_text(app)
    (rules / "sections.txt").unlink()
    app.stack.clear()
    scene = RulesScene(app)
    app.stack.push(scene)
    text = screen_text(app)
    assert "Rules reference unavailable" in text and "assets/rules/sections.txt" in text
    scene.search.value = "zombie"
    scene._filter("zombie")
    app.draw()  # nothing to find, nothing breaks


def test_the_frozen_build_finds_the_rules_in_its_unpack_folder(tmp_path, monkeypatch):
    import sys

    shutil.copytree(rules_ref.rules_dir(), tmp_path / "assets" / "rules")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert rules_ref.rules_dir() == tmp_path / "assets" / "rules"
    assert rules_ref.topics("de")[0].title == "Worum es geht"


# ---------------------------------------------------------------------- the i18n check
def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_the_bundled_rules_pass_the_check():
    assert check_rules.check_source() == []
    for lang in ("pt", "de"):
        r = check_rules.check_language(lang)
        assert (r.total, r.done) == (len(rules_ref.read_index()), r.total)
        assert r.missing == r.stale == r.placeholder == r.errors == []


def test_the_check_reports_missing_stale_placeholder_and_damaged_sections(rules):
    (rules / "de" / "bite.md").unlink()
    _edit(rules / "en" / "attack.md", "Zombies always die", "Zombies always, always die")
    _edit(rules / "de" / "ln_hideout.md", "{camp}", "Harrows Horst")
    _edit(rules / "de" / "round.md", "[ROUND]", "")
    _edit(rules / "de" / "move.md", "source: ", "quelle: ")
    (rules / "de" / "extra.md").write_text("---\n---\n# X\n\nY\n", encoding="utf-8")
    r = check_rules.check_language("de", rules)
    assert r.missing == ["assets/rules/de/bite.md: the file is missing"]
    assert len(r.stale) == 1 and r.stale[0].startswith("assets/rules/de/attack.md")
    new = rules_ref.source_hash(rules_ref.read_section("en", "attack", rules))
    assert new in r.stale[0]  # the translator's new source line
    assert sorted(p.split(":")[0] for p in r.placeholder) == [
        "assets/rules/de/ln_hideout.md", "assets/rules/de/round.md"]
    assert any("rule tags" in p for p in r.placeholder)
    assert any("move.md" in e and "front matter" in e for e in r.errors)
    assert any("extra.md" in e and "not a section" in e for e in r.errors)
    assert r.done == r.total - 5  # bite, attack, ln_hideout, round, move
    assert check_rules.check_language("pt", rules).stale[0].startswith(
        "assets/rules/pt/attack.md")


def test_the_check_reports_unknown_placeholders_of_the_english(rules):
    _edit(rules / "en" / "exile.md", "Once per turn", "Once per {turn}")
    assert ["assets/rules/en/exile.md: unknown placeholder {turn} (known: legend, "
            "lab, camp)"] == check_rules.check_source(rules)


def test_a_rules_problem_fails_the_whole_check_and_counts_in_its_last_line(rules):
    (rules / "pt" / "voting.md").unlink()
    _edit(rules / "de" / "ln_raxxon.md", "{lab}", "Glasshill Labs")
    out = io.StringIO()
    code, reports = check.run(out=out, rules=rules)
    last = out.getvalue().strip().splitlines()[-1]
    assert code == 1
    assert reports["pt"].rules_missing and reports["de"].placeholder
    assert last.endswith("untranslated: 2  placeholder-errors: 1"), last
    assert "pt untranslated rules: assets/rules/pt/voting.md" in out.getvalue()


def test_the_place_names_are_read_from_a_pack_file_whatever_its_layout():
    """The quick read of one table of a large translation file gives what the whole file
    gives, also when a table does not stand alone (then the whole file is parsed)."""
    import tomllib

    text = ('[a]\n"name" = { text = "A" }\n[b]\n"name" = { text = """B\n[not a table]"""'
            ' }\n[c]\nx = 1\n')
    whole = tomllib.loads(text)
    assert rules_ref._tables(text, ("a",)) == {"a": whole["a"]}
    assert rules_ref._tables(text, ("b",))["b"] == whole["b"]  # fell back to the whole
    assert rules_ref._tables(text, ("zz",)) == whole


def test_without_the_pack_the_places_are_named_as_the_interface_names_them(
        rules, monkeypatch, tmp_path):
    """No readable Long Night pack: {lab} / {camp} say what the interface says when a pack
    has no such place (game/client/table/places.py), in the shown language -- never a crash."""
    import game.paths
    from game.client.table import places
    monkeypatch.setattr(game.paths, "assets_dir", lambda: tmp_path / "nowhere")
    monkeypatch.setattr(rules_ref, "_PLACE_NAMES", {})
    i18n.set_language("pt")
    empty = type("Content", (), {"locations": {}})()
    assert places.place_name(empty, places.CAMP) in rules_ref.topic("ln_hideout").body
    assert places.place_name(empty, places.LAB) in rules_ref.topic("ln_raxxon").body
    assert "Poleiro" not in rules_ref.topic("ln_hideout").body
