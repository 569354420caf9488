"""The example pack (docs/example_pack) and the pack author's guide (docs/PACKS.md).

* the example add-on loads on top of the real base pack through the real loader/validator
  and passes ``content check``;
* every ```toml block of the guide carries a marker (``# card: SECTION`` or
  ``# snippet: KIND``) and validates against the real schemas; together the snippets use
  every operation, condition, flag, quantity, trigger event and modifier kind, so the guide
  cannot rot when the effect language grows.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any, get_args

import pytest
from pydantic import BaseModel, TypeAdapter

from game.content import schema
from game.content.check import main as check_main
from game.content.loader import bundled_packs_dir, load_packs, load_packs_with_sources, read_pack
from game.content.pack import SECTIONS
from game.content.schema_ln import LN_SECTIONS, GraveyardSpec

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "PACKS.md"
EXAMPLE = ROOT / "docs" / "example_pack"
BASE = bundled_packs_dir() / "base"

EXAMPLE_COUNTS = [
    "locations: 0",
    "survivors: 2",
    "starting-items: 1",
    "location-items: 3",
    "crises: 1",
    "crossroads: 2",
    "main-objectives: 1",
    "secret-objectives: 1",
    "betrayal-objectives: 1",
    "exiled-objectives: 1",
    "errors: 0",
]


def base_pack_missing() -> str | None:
    """Why the bundled base pack cannot be tested yet (None: its files are all there).

    Only *missing* files are a reason to skip: once every kind of card has a file, an
    invalid base pack fails these tests."""
    raw = read_pack(BASE)
    if raw.manifest is None:
        return "assets/packs/base has no readable manifest yet"
    empty = [s for s in ("colony", *SECTIONS) if s not in LN_SECTIONS and not raw.sections[s]]
    if empty:
        return "the base pack is still being written: no " + ", ".join(empty) + " yet"
    return None


needs_base = pytest.mark.skipif(base_pack_missing() is not None, reason=str(base_pack_missing()))


# --------------------------------------------------------------------------- example pack
def test_example_manifest_is_an_addon_of_base() -> None:
    raw = read_pack(EXAMPLE)
    assert raw.issues == []
    assert raw.manifest is not None and raw.manifest.requires == ["base"]
    for _, _, survivor in raw.sections["survivors"]:
        assert survivor["influence"] >= 100


@needs_base
def test_base_pack_passes_content_check(capsys) -> None:
    code = check_main([])
    out = capsys.readouterr().out
    assert code == 0, out
    assert out.splitlines()[-1] == "errors: 0"


@needs_base
def test_example_pack_loads_on_top_of_base() -> None:
    content, sources = load_packs_with_sources([BASE, EXAMPLE])
    assert content.ids == ("base", "example")
    own = {cid for (section, cid), o in sources.cards.items() if o.pack == "example"}
    assert {
        "ex_marta_vasquez",
        "ex_bramble",
        "ex_thermos",
        "ex_whiteout",
        "ex_frozen_lake",
        "ex_light_the_beacon",
        "ex_lone_wolf",
    } <= own
    # merged: the base cards are all still there, the add-on's are on top
    base = load_packs([BASE])
    assert len(content.survivors) == len(base.survivors) + 2
    assert len(content.item_uids("gas_station")) == len(base.item_uids("gas_station")) + 2
    # any load order gives the same result
    assert load_packs([EXAMPLE, BASE]).ids == ("base", "example")


@needs_base
def test_example_pack_passes_content_check(capsys) -> None:
    assert check_main([str(EXAMPLE)]) == 0
    assert capsys.readouterr().out.splitlines() == EXAMPLE_COUNTS


def test_guide_shows_the_real_check_output() -> None:
    text = GUIDE.read_text(encoding="utf-8")
    assert "```text\n" + "\n".join(EXAMPLE_COUNTS) + "\n```" in text


# --------------------------------------------------------------------------- guide blocks
BLOCK = re.compile(r"```toml\n(.*?)```", re.DOTALL)
MARKER = re.compile(r"#\s*(card|snippet):\s*([a-z_]+)\s*$")

CARD_MODELS: dict[str, type[BaseModel]] = {
    **SECTIONS,
    "manifest": schema.Manifest,
    "colony": schema.ColonySpec,
    "graveyard": GraveyardSpec,
}
SNIPPETS: dict[str, tuple[TypeAdapter[Any], TypeAdapter[Any] | None]] = {
    "op": (TypeAdapter(list[schema.Op]), TypeAdapter(schema.Op)),
    "cond": (TypeAdapter(schema.Condition), None),
    "q": (TypeAdapter(schema.Quantity), None),
    "trigger": (TypeAdapter(schema.Trigger), None),
    "modifier": (TypeAdapter(list[schema.Modifier]), TypeAdapter(schema.Modifier)),
}


def guide_blocks() -> list[tuple[int, str, str, str]]:
    """(block number, marker kind, marker value, toml text) for every ```toml block."""
    text = GUIDE.read_text(encoding="utf-8")
    out = []
    for n, m in enumerate(BLOCK.finditer(text), start=1):
        body = m.group(1)
        first = body.splitlines()[0] if body.strip() else ""
        mm = MARKER.match(first.strip())
        kind, value = (mm.group(1), mm.group(2)) if mm else ("", first)
        out.append((n, kind, value, body))
    return out


def validate_block(kind: str, value: str, body: str) -> list[Any]:
    """Validate one marked block; returns the validated objects."""
    data = tomllib.loads(body)
    objs: list[Any] = []
    if kind == "card":
        model = CARD_MODELS[value]
        if value == "manifest":
            objs.append(model.model_validate(data))
        elif value in ("colony", "graveyard"):
            assert set(data) == {value}
            objs.append(model.model_validate(data[value]))
        else:
            assert set(data) == {value}, f"a '# card: {value}' block holds only [[{value}]]"
            assert data[value], "no cards in the block"
            objs.extend(model.model_validate(card) for card in data[value])
    else:
        many, one = SNIPPETS[value]
        assert data, "empty snippet"
        for item in data.values():
            if isinstance(item, list) or one is None:
                result = many.validate_python(item)
                objs.extend(result if isinstance(result, list) else [result])
            else:
                objs.append(one.validate_python(item))
    return objs


def test_every_toml_block_is_marked() -> None:
    blocks = guide_blocks()
    assert len(blocks) > 40
    unmarked = [(n, value) for n, kind, value, _ in blocks if not kind]
    assert unmarked == [], "every ```toml block needs '# card: SECTION' or '# snippet: KIND'"
    for n, kind, value, _ in blocks:
        allowed = CARD_MODELS if kind == "card" else SNIPPETS
        assert value in allowed, f"block {n}: unknown marker '{kind}: {value}'"


@pytest.mark.parametrize(
    ("kind", "value", "body"),
    [pytest.param(k, v, b, id=f"block{n}-{k}-{v}") for n, k, v, b in guide_blocks() if k],
)
def test_guide_block_validates(kind: str, value: str, body: str) -> None:
    validate_block(kind, value, body)


def _models(node: Any) -> list[BaseModel]:
    out: list[BaseModel] = []
    if isinstance(node, BaseModel):
        out.append(node)
        for name in type(node).model_fields:
            out.extend(_models(getattr(node, name)))
    elif isinstance(node, (list, tuple)):
        for item in node:
            out.extend(_models(item))
    return out


def test_guide_covers_the_whole_language() -> None:
    used: list[BaseModel] = []
    sections: set[str] = set()
    for _, kind, value, body in guide_blocks():
        if kind:
            used.extend(_models(validate_block(kind, value, body)))
            if kind == "card":
                sections.add(value)
    op_classes = tuple(get_args(get_args(schema.Op)[0]))
    cond_classes = tuple(get_args(get_args(schema.Condition)[0]))
    ops = {m.op for m in used if isinstance(m, op_classes)}
    conds = {m.cond for m in used if isinstance(m, cond_classes)}
    flags = {m.flag for m in used if isinstance(m, schema.CondFlag)}
    quantities = {m.q for m in used if isinstance(m, schema.Quantity)}
    events = {m.on for m in used if isinstance(m, schema.Trigger)}
    modifiers = {m.kind for m in used if isinstance(m, schema.Modifier)}

    all_conds = {get_args(t.model_fields["cond"].annotation)[0] for t in cond_classes}
    assert set(schema.OP_NAMES) - ops == set(), "operations missing from docs/PACKS.md"
    assert all_conds - conds == set(), "conditions missing from docs/PACKS.md"
    all_flags = set(get_args(schema.CondFlag.model_fields["flag"].annotation))
    assert all_flags - flags == set(), "flags missing from docs/PACKS.md"
    assert set(get_args(schema.QuantityName)) - quantities == set(), "quantities missing"
    assert set(get_args(schema.TriggerEvent)) - events == set(), "trigger events missing"
    all_mods = set(get_args(schema.Modifier.model_fields["kind"].annotation))
    assert all_mods - modifiers == set(), "modifier kinds missing from docs/PACKS.md"
    assert set(CARD_MODELS) - sections == set(), "card sections missing from docs/PACKS.md"
    # every operation and condition also has its own heading
    text = GUIDE.read_text(encoding="utf-8")
    for name in schema.OP_NAMES:
        assert f"\n### {name}\n" in text, f"no '### {name}' section"


def test_a_base_addon_is_refused_by_a_long_night_game_with_a_clear_reason(
        tmp_path, monkeypatch) -> None:
    """Issue 20: the example add-on (ruleset = "base") in a Long Night game: the loader
    names the pack and the ruleset instead of a cascade of board problems."""
    import shutil

    from game.content.loader import PackError, load_ruleset

    monkeypatch.setenv("WINTER_COLONY_DATA_DIR", str(tmp_path))
    shutil.copytree(EXAMPLE, tmp_path / "packs" / "example_pack")
    assert set(load_ruleset("base", ["example"]).hashes) == {"base", "example"}
    assert set(load_ruleset("mixed", ["example"]).hashes) == {"base", "long_night", "example"}
    with pytest.raises(PackError) as err:
        load_ruleset("ln", ["example"])
    assert len(err.value.issues) == 2  # the add-on and the base pack it requires
    assert all("made for the base game" in str(i) for i in err.value.issues)
    assert "'example'" in str(err.value) and "board.toml" not in str(err.value)
