"""Issue 13 item 3 and 7: pack card translations (validator) and the `i18n check` logic."""

from __future__ import annotations

import io
import shutil

import pytest

from game import i18n
from game.content.i18n_fields import pack_cards, source_hash, text_fields
from game.content.loader import bundled_packs_dir, load_pack
from game.i18n import cards, catalog, check


@pytest.fixture(autouse=True)
def _english():
    yield
    i18n.set_language("en")


@pytest.fixture(scope="module")
def base():
    return load_pack(bundled_packs_dir() / "base")


def _entry(text: str, src: str) -> str:
    esc = text.replace("\\", "\\\\").replace('"', '\\"')
    return f'{{ text = "{esc}", src = "{source_hash(src)}" }}'


def test_text_fields_are_the_cards_texts_only(base):
    x = text_fields(base.crossroads["x_a01"])
    assert x["name"] == "Seed Potatoes"
    assert "options.0.text" in x and "options.2.label" in x and "story" in x
    assert not any(p.endswith((".op", ".amount", "id", "on")) for p in x)
    survivor = next(iter(base.survivors.values()))
    assert set(text_fields(survivor)) <= {"name", "profession", "flavour", "ability.text"}


def test_validator_accepts_good_entries_and_reports_each_problem(tmp_path, base):
    card = base.crossroads["x_a01"]
    opt0 = card.options[0].text  # "Gain 3 food. Lose 1 morale."
    src_file = tmp_path / "pt.toml"
    src_file.write_text(f"""
[x_a01]
"name" = {_entry("Batatas de semente", card.name)}
"options.0.text" = {_entry("Ganhe 3 de comida. Perca 1 de moral.", opt0)}
"options.1.text" = {_entry("Ganhe comida.", card.options[1].text)}
"trigger" = {_entry("x", "x")}
"story" = {{ text = "Uma história.", src = "00000000" }}

[no_such_card]
"name" = {_entry("x", "x")}
""", encoding="utf-8")
    tr = cards.read(src_file, pack_cards(base), "pt", "base")
    by_path = {(p.card, p.path): p for p in tr.problems}
    assert by_path[("no_such_card", "-")].kind == "error"
    assert by_path[("x_a01", "trigger")].kind == "error"  # not a text field
    assert by_path[("x_a01", "options.1.text")].kind == "placeholder"  # numbers lost
    assert by_path[("x_a01", "story")].kind == "stale"  # English changed since
    assert tr.entries["x_a01"]["name"] == "Batatas de semente"
    assert "options.1.text" not in tr.entries["x_a01"]  # a mismatch is never shown
    assert tr.fields_done == 2  # name and options.0.text


def test_placeholder_rules():
    assert cards.placeholder_problem("Gain {n} food", "Ganhe {n} comida") is None
    assert cards.placeholder_problem("Gain {n} food", "Ganhe comida")
    assert cards.placeholder_problem("Gain 3 food, lose 1", "Perca 1, ganhe 3") is None
    assert cards.placeholder_problem("Gain 3 food", "Ganhe três comidas")


def test_localize_shows_translations_for_display_only(tmp_path, monkeypatch, base):
    pack = tmp_path / "base"
    shutil.copytree(bundled_packs_dir() / "base", pack)
    (pack / "i18n").mkdir(exist_ok=True)
    card = base.crossroads["x_a01"]
    (pack / "i18n" / "de.toml").write_text(f"""
[x_a01]
"name" = {_entry("Saatkartoffeln", card.name)}
"options.0.text" = {_entry("Erhalte 3 Nahrung. Verliere 1 Moral.", card.options[0].text)}
""", encoding="utf-8")
    monkeypatch.setattr(cards, "_installed_folders", lambda: [pack])
    cards._TABLES.clear()
    i18n.set_language("de")
    shown = cards.localize(base)
    assert shown.crossroads["x_a01"].name == "Saatkartoffeln"
    assert shown.crossroads["x_a01"].options[0].text.startswith("Erhalte 3")
    assert shown.crossroads["x_a01"].options[1].text == card.options[1].text  # untranslated
    assert base.crossroads["x_a01"].name == "Seed Potatoes"  # the engine's copy unchanged
    assert shown.hashes == base.hashes
    assert cards.card_name("x_a01", "Seed Potatoes") == "Saatkartoffeln"
    # a card text that reaches the interface as plain English (an option label, a vote's
    # question) is found by its source text
    from game.i18n.render import render

    assert render(card.options[0].text).startswith("Erhalte 3")
    assert render("Ana") == "Ana"
    cards._TABLES.clear()


def test_interface_catalogs_are_complete_with_matching_placeholders():
    """The `i18n check` logic on the real catalogs: every interface text of the code and
    the engine is translated in pt and de, placeholders match, the .mo files are current."""
    template = catalog.extract()
    for lang in catalog.LANGS:
        rep = check.LangReport(lang)
        check.check_interface(rep, template)
        assert rep.ui_total > 100
        assert rep.missing == [], f"{lang}: untranslated {rep.missing[:10]}"
        assert rep.placeholder == [], f"{lang}: {rep.placeholder[:5]}"
        assert rep.stale == [], f"{lang}: {rep.stale[:5]}"


def test_check_reports_the_exact_last_line():
    out = io.StringIO()
    code, reports = check.run(out=out)
    last = out.getvalue().strip().splitlines()[-1]
    pt, de = reports["pt"], reports["de"]
    assert last == (f"pt: {pt.percent}%  de: {de.percent}%  untranslated: "
                    f"{pt.untranslated + de.untranslated}  placeholder-errors: "
                    f"{len(pt.placeholder) + len(de.placeholder) + len(pt.errors) + len(de.errors)}")
    complete = pt.percent == de.percent == 100 and "untranslated: 0  placeholder-errors: 0" \
        in last
    assert (code == 0) == complete


def test_check_counts_placeholder_mismatch_in_catalog():
    assert check.placeholder_mismatch("{player}'s turn", "Turno de {jogador}")
    assert not check.placeholder_mismatch("{player}'s turn", "Turno de {player}")


@pytest.mark.parametrize("lang", cards.CARD_LANGS)
@pytest.mark.parametrize("pack", ["base", "long_night"])
def test_bundled_card_translations_are_valid(pack, lang):
    """Every translation file a bundled pack carries names real cards and text fields, keeps
    the placeholders and numbers of the English and is not stale (`i18n check`)."""
    folder = bundled_packs_dir() / pack
    if not (folder / "i18n" / f"{lang}.toml").exists():
        pytest.skip(f"{pack} has no {lang} translation file")
    tr = cards.read_pack(folder, lang)
    assert [str(p) for p in tr.problems] == []
    assert tr.fields_done > 0
