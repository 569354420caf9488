"""Card translations of the bundled packs (issue 13 item 3): ``assets/packs/*/i18n/*.toml``.

Checked with ``tools/i18n_cards.py``: every translated card exists, every field path is a
text field of that card, ``src`` is the hash of the current English, placeholders, numbers
and item-type words match, and (CARD text / glossary RULES.md §27) coverage is complete.
"""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("i18n_cards", ROOT / "tools" / "i18n_cards.py")
assert _spec and _spec.loader
i18n = importlib.util.module_from_spec(_spec)
sys.modules["i18n_cards"] = i18n
_spec.loader.exec_module(i18n)

PAIRS = [(p, lang) for p in i18n.BUNDLED for lang in i18n.LANGS]


@pytest.mark.parametrize(("pack", "lang"), PAIRS)
def test_translated_cards_and_fields_exist(pack: str, lang: str) -> None:
    rep = i18n.check(pack, lang)
    assert rep.unknown == []


@pytest.mark.parametrize(("pack", "lang"), PAIRS)
def test_translations_are_current_and_keep_placeholders(pack: str, lang: str) -> None:
    rep = i18n.check(pack, lang)
    assert rep.stale == []
    assert rep.bad == []


@pytest.mark.parametrize(("pack", "lang"), PAIRS)
def test_translation_coverage_is_complete(pack: str, lang: str) -> None:
    rep = i18n.check(pack, lang)
    assert rep.missing == [], f"{len(rep.missing)} untranslated fields"


def test_src_hash_is_sha1_prefix() -> None:
    assert i18n.src_hash("Gain 1 food.") == __import__("hashlib").sha1(
        b"Gain 1 food.").hexdigest()[:8]


def test_checker_flags_stale_unknown_and_placeholder_problems(tmp_path: Path) -> None:
    pack = tmp_path / "mini"
    (pack / "i18n").mkdir(parents=True)
    (pack / "manifest.toml").write_text('id = "mini"\n', encoding="utf-8")
    (pack / "cards.toml").write_text(
        '[[crises]]\nid = "c_a"\nname = "Cold"\ntext = "Lose 2 food. Discard 1 fuel card."\n'
        '[[crossroads]]\nid = "x_a"\nname = "Knock"\ntrigger_text = "When {who} knocks"\n'
        'options = [{ label = "Open", text = "Gain 1 morale.", effect = [{ op = "handler", '
        'name = "code_name" }] }, { label = "Wait", text = "Nothing." }]\n',
        encoding="utf-8")
    h = i18n.src_hash
    (pack / "i18n" / "pt.toml").write_text(
        f'[c_a]\n"name" = {{ text = "Frio", src = "{h("Cold")}" }}\n'
        f'"text" = {{ text = "Perca 3 de comida. Descarte 1 carta.", src = "{h("Lose 2 food. Discard 1 fuel card.")}" }}\n'
        f'"effect.0.name" = {{ text = "x", src = "00000000" }}\n'
        f'[x_a]\n"trigger_text" = {{ text = "Quando alguém bate", src = "{h("When {who} knocks")}" }}\n'
        f'"options.0.label" = {{ text = "Abrir", src = "deadbeef" }}\n'
        f'"options.0.effect.0.name" = {{ text = "x", src = "00000000" }}\n'
        f'[x_gone]\n"name" = {{ text = "x", src = "00000000" }}\n',
        encoding="utf-8")
    rep = i18n.check(pack, "pt")
    assert rep.total == 8 and rep.done == 1  # only c_a.name is right
    assert any("options.0.label" in s for s in rep.stale)
    assert any("numbers" in s for s in rep.bad) and any("'fuel'" in s for s in rep.bad)
    assert any("placeholders" in s for s in rep.bad)
    assert sorted(rep.unknown) == ["c_a: effect.0.name: not a text field of this card",
                                   "x_a: options.0.effect.0.name: not a text field of this card",
                                   "x_gone: no such card"]
    assert {m.split(": ")[1] for m in rep.missing} == {"name", "options.0.text",
                                                       "options.1.label", "options.1.text"}
    assert not rep.ok


def test_stamp_turns_drafts_into_hashed_entries(tmp_path: Path) -> None:
    pack = tmp_path / "mini"
    (pack / "i18n").mkdir(parents=True)
    (pack / "cards.toml").write_text(
        '[[crossroads]]\nid = "x_a"\nname = "Knock"\ntrigger_text = "When it knocks"\n'
        'options = [{ label = "Open", text = "Gain 1 morale." }, { label = "Wait", text = "No." }]\n',
        encoding="utf-8")
    (pack / "i18n" / "de.toml").write_text(
        '[x_a]\nname = "Klopfen"\noptions.1.label = "Warten"\n', encoding="utf-8")
    assert i18n.stamp(pack, "de") == 2
    tr = i18n.read_translations(pack / "i18n" / "de.toml")
    assert tr["x_a"]["options.1.label"] == {"text": "Warten", "src": i18n.src_hash("Wait")}
    rep = i18n.check(pack, "de")
    assert rep.done == 2 and len(rep.missing) == 4 and rep.bad == [] and rep.stale == []


@pytest.mark.parametrize("pack", i18n.BUNDLED)
def test_tool_lists_the_same_text_fields_as_the_game(pack: str) -> None:
    """The tool's English field list agrees with the game's one definition of text fields
    (game/content/i18n_fields.py), so its coverage numbers are the game's."""
    fields_mod = pytest.importorskip("game.content.i18n_fields")
    from game.content.loader import load_pack_with_requirements

    content, _, _ = load_pack_with_requirements(i18n.PACKS_DIR / pack)
    theirs = {k: fields_mod.text_fields(c) for k, c in fields_mod.pack_cards(content).items()}
    theirs = {k: v for k, v in theirs.items() if v}
    mine = {k: c.fields for k, c in i18n.english_cards(pack).items()}
    assert mine == theirs


def test_renumber_text_follows_numbers_only_edits() -> None:
    old, new = "Morale 6. Round track 9. Add 2 zombies.", "Morale 8. Round track 10. Add 2 zombies."
    assert i18n.renumber_text(old, new, "Moral 6. Rundenleiste 9. Bringe 2 Zombies.") == \
        "Moral 8. Rundenleiste 10. Bringe 2 Zombies."
    # numbers may be swapped: the replacement is simultaneous
    assert i18n.renumber_text("3 then 4", "4 then 3", "4 antes 3") == "3 antes 4"
    # words changed, one old number becoming two new ones, translation lacking the numbers
    assert i18n.renumber_text("at least 6", "at most 6", "mindestens 6") is None
    assert i18n.renumber_text("6 and 6", "6 and 7", "6 e 6") is None
    assert i18n.renumber_text("lose 2", "lose 3", "perca dois") is None


def test_renumber_updates_stale_entries_from_git_history(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    if shutil.which("git") is None:
        pytest.skip("git not installed")
    repo, folder = tmp_path, tmp_path / "assets" / "packs" / "mini"
    (folder / "i18n").mkdir(parents=True)
    cards = folder / "cards.toml"
    cards.write_text('[[crises]]\nid = "c_a"\nname = "Cold"\ntext = "Lose 2 food."\n',
                     encoding="utf-8")
    (folder / "i18n" / "pt.toml").write_text(
        '[c_a]\nname = "Frio"\ntext = "Perca 2 de comida."\n', encoding="utf-8")
    monkeypatch.setattr(i18n, "ROOT", repo)
    monkeypatch.setattr(i18n, "PACKS_DIR", repo / "assets" / "packs")
    i18n.stamp("mini", "pt")

    def git(*args: str) -> None:
        subprocess.run(["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@t",
                        *args], check=True, capture_output=True)

    git("init", "-q")
    git("add", "-A")
    git("commit", "-qm", "one")
    cards.write_text('[[crises]]\nid = "c_a"\nname = "Colder"\ntext = "Lose 3 food."\n',
                     encoding="utf-8")
    git("commit", "-qam", "two")
    assert len(i18n.check("mini", "pt").stale) == 2
    fixed, left = i18n.renumber("mini", "pt")
    assert fixed == 1 and len(left) == 1 and left[0].startswith("c_a: name: words changed")
    tr = i18n.read_translations(folder / "i18n" / "pt.toml")
    assert tr["c_a"]["text"] == {"text": "Perca 3 de comida.", "src": i18n.src_hash("Lose 3 food.")}
    rep = i18n.check("mini", "pt")
    assert [s.split(":")[1].strip() for s in rep.stale] == ["name"] and rep.bad == []
