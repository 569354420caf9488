"""Issue 20 item 4: hostile packs cannot freeze or exhaust the client.

Names and texts have length limits in the schema, well above the longest bundled text in
any language (translations too); ``copies`` and every count that multiplies work are
capped, and one item deck holds at most ``DECK_MAX`` cards.  Each case is the project's
example pack with one value made absurd: ``content check`` refuses it in one line naming
the field; a translation over the limit is not used."""

from __future__ import annotations

import shutil
import tomllib
import typing
from pathlib import Path

import pytest
from pydantic import BaseModel

from game.content import schema_base as sb
from game.content.check import main as check_main
from game.content.i18n_fields import TEXT_FIELDS, pack_cards, text_fields
from game.content.loader import PackError, bundled_packs_dir, load_pack_with_requirements
from game.content.pack import SECTIONS
from game.content.schema import Manifest
from game.content.validate import DECK_MAX

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "docs" / "example_pack"
GUIDE = ROOT / "docs" / "PACKS.md"


@pytest.fixture
def pack(tmp_path: Path) -> Path:
    dest = tmp_path / "example_pack"
    shutil.copytree(EXAMPLE, dest)
    return dest


def edit(pack: Path, file: str, old: str, new: str) -> None:
    p = pack / file
    text = p.read_text(encoding="utf-8")
    assert old in text, old
    p.write_text(text.replace(old, new, 1), encoding="utf-8")


def refused(pack: Path, capsys) -> str:
    assert check_main([str(pack)]) != 0
    out = capsys.readouterr()
    return out.out + out.err


LONG = "x" * 10_000
CASES = [
    ("survivors.toml", 'name = "Marta Vasquez"', f'name = "{LONG}"', "name",
     f"at most {sb.NAME_MAX} characters"),
    ("survivors.toml", 'profession = "Snowplow Driver"', f'profession = "{LONG}"', "profession",
     f"at most {sb.NAME_MAX} characters"),
    ("survivors.toml", 'flavour = "She knows', f'flavour = "{LONG}', "flavour",
     f"at most {sb.TEXT_MAX} characters"),
    ("items.toml", "copies = 2", "copies = 10000000", "copies",
     f"less than or equal to {sb.COPIES_MAX}"),
    ("manifest.toml", 'id = "example"', f'id = "{"e" * 1000}"', "id",
     f"at most {sb.ID_MAX} characters"),
]


@pytest.mark.parametrize("file, old, new, field, why", CASES,
                         ids=[f"{c[3]}" for c in CASES])
def test_an_absurd_value_is_refused_by_content_check(pack: Path, capsys, file: str, old: str,
                                                     new: str, field: str, why: str) -> None:
    edit(pack, file, old, new)
    out = refused(pack, capsys)
    line = next(line for line in out.splitlines() if why in line)
    assert f": {field}:" in line and len(line) < 300  # one readable line, not the text


@pytest.mark.parametrize("count", ["count = 1000000000", "count = 100"])
def test_an_effect_count_is_capped(pack: Path, capsys, count: str) -> None:
    edit(pack, "survivors.toml",
         'effect = [{ op = "place_survivor", target = "choose_own", to = "here" }]',
         f'effect = [{{ op = "zombies_add", at = "here", {count} }}]')
    out = refused(pack, capsys)
    assert f"less than or equal to {sb.COUNT_MAX}" in out


def test_a_deck_over_the_limit_is_refused(pack: Path, capsys) -> None:
    """Copies under the cap can still add up: the merged game's deck is capped."""
    items = tomllib.loads((pack / "items.toml").read_text())["items"]
    deck = items[0]["deck"]
    extra = "".join(
        f'\n[[items]]\nid = "ex_filler_{i}"\nname = "Filler {i}"\ntype = "food"\n'
        f'kind = "event"\ndeck = "{deck}"\ncopies = {sb.COPIES_MAX}\ntext = "Gain 1 food."\n'
        f'effect = [{{ op = "food", amount = 1 }}]\n'
        for i in range(DECK_MAX // sb.COPIES_MAX))
    (pack / "items.toml").write_text((pack / "items.toml").read_text() + extra)
    with pytest.raises(PackError) as err:
        load_pack_with_requirements(pack)
    assert f"holds at most {DECK_MAX}" in str(err.value)


def test_a_translation_over_the_limit_is_not_used(pack: Path) -> None:
    from game.i18n.cards import read_pack

    content, _, _ = load_pack_with_requirements(pack)
    (pack / "i18n").mkdir()
    (pack / "i18n" / "pt.toml").write_text(
        f'[ex_marta_vasquez]\nname = {{ text = "{LONG}", src = "00000000" }}\n'
        f'profession = {{ text = "Motorista", src = "00000000" }}\n')
    tr = read_pack(pack, "pt", content)
    assert "name" not in tr.entries.get("ex_marta_vasquez", {})
    assert "profession" in tr.entries["ex_marta_vasquez"]  # the rest is used
    assert any(p.path == "name" and f"at most {sb.NAME_MAX}" in p.message for p in tr.problems)


# ------------------------------------------------------------------ the limits themselves
def _models() -> list[type[BaseModel]]:
    seen: list[type[BaseModel]] = []
    todo: list[type[BaseModel]] = [Manifest, *SECTIONS.values(), *TEXT_FIELDS]
    while todo:
        m = todo.pop()
        if m in seen:
            continue
        seen.append(m)
        for f in m.model_fields.values():
            todo += [a for a in _types(f.annotation) if isinstance(a, type)
                     and issubclass(a, BaseModel)]
    return seen


def _types(t: object) -> list[object]:
    out = [t]
    for a in typing.get_args(t):
        out += _types(a)
    return out


def _max_length(field: object) -> int | None:
    for meta in getattr(field, "metadata", []):
        if hasattr(meta, "max_length") and meta.max_length is not None:
            return int(meta.max_length)
    return None


def _bare_str(t: object) -> bool:
    """``str`` appears in the annotation ``t`` without a length limit around it."""
    if t is str:
        return True
    if typing.get_origin(t) is typing.Annotated:
        base, *meta = typing.get_args(t)
        metas = [*meta, *(x for m in meta for x in getattr(m, "metadata", []))]
        return not any(getattr(m, "max_length", None) for m in metas) and _bare_str(base)
    return any(_bare_str(a) for a in typing.get_args(t))


def test_every_string_of_a_card_has_a_length_limit() -> None:
    """Every string a pack can set (fields, list items, dict keys and values) is limited;
    the one exception, a number by player count, has its keys checked to be 2..5."""
    unbounded = []
    for m in _models():
        for name, f in m.model_fields.items():
            if (m.__name__, name) == ("CondCompare", "n"):
                continue  # PerPlayers: keys are player counts (_check_per_players)
            if _max_length(f) is None and _bare_str(f.annotation):
                unbounded.append(f"{m.__name__}.{name}")
    assert unbounded == []


def test_text_fields_have_their_limit_and_the_bundled_texts_fit_twice() -> None:
    for model, names in TEXT_FIELDS.items():
        for name in names:
            assert _max_length(model.model_fields[name]) == sb.text_limit(name), (model, name)
    longest: dict[int, int] = {sb.NAME_MAX: 0, sb.TEXT_MAX: 0}
    for pid in ("base", "long_night"):
        folder = bundled_packs_dir() / pid
        content, _, _ = load_pack_with_requirements(folder)
        texts = [(path, t) for card in pack_cards(content).values()
                 for path, t in text_fields(card).items()]
        for lang in ("pt", "de"):
            data = tomllib.loads((folder / "i18n" / f"{lang}.toml").read_text())
            texts += [(path, e["text"]) for t in data.values() for path, e in t.items()]
        for path, t in texts:
            limit = sb.text_limit(path.rsplit(".", 1)[-1])
            longest[limit] = max(longest[limit], len(t))
    assert all(2 * n <= limit for limit, n in longest.items()), longest  # well above


def test_the_guide_states_the_limits() -> None:
    text = GUIDE.read_text(encoding="utf-8")
    section = text[text.index("## Limits"):]
    for value in (sb.NAME_MAX, sb.TEXT_MAX, sb.ID_MAX, sb.COPIES_MAX, sb.COUNT_MAX,
                  sb.SPACES_MAX, sb.ENTRANCES_MAX, sb.ROUNDS_MAX, DECK_MAX):
        assert f"{value:,}" in section or str(value) in section, value
