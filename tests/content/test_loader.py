"""Loader: pack discovery (bundled + user packs), selection with dependencies, hashes and
the issue format.  Bundled packs are redirected to tmp_path: these tests never depend on
the real base pack (see test_example_pack.py for that)."""

from __future__ import annotations

from pathlib import Path

import pytest

import game.content.loader as loader
from game.content.loader import (
    PackError,
    PackInfo,
    PackIssue,
    available_packs,
    load_pack,
    load_packs_with_sources,
    load_selected,
    read_pack,
)
from game.paths import user_packs_dir

ADDON = """\
id = "{id}"
version = "1.2.3"
name = "{name}"
licence = "CC0"
requires = {requires}
"""

ADDON_CARD = """\
[[crises]]
id = "{id}_crisis"
name = "Crisis of {id}"
prevent = ["food"]
text = "Lose 1 morale."
effect = [{{ op = "morale", amount = -1 }}]
"""


@pytest.fixture
def dirs(tmp_path: Path, tiny_pack: Path, monkeypatch) -> tuple[Path, Path]:
    """Bundled packs folder holding the tiny pack as ``base``; an empty user packs folder."""
    bundled = tmp_path / "bundled"
    bundled.mkdir()
    base = bundled / "base"
    tiny_pack.rename(base)
    (base / "manifest.toml").write_text(
        (base / "manifest.toml").read_text().replace('id = "tiny"', 'id = "base"')
    )
    monkeypatch.setattr(loader, "bundled_packs_dir", lambda: bundled)
    monkeypatch.setenv("WINTER_COLONY_DATA_DIR", str(tmp_path / "data"))
    user = user_packs_dir()
    user.mkdir(parents=True)
    return bundled, user


def add_pack(root: Path, folder: str, pid: str, requires: list[str], name: str = "") -> Path:
    path = root / folder
    path.mkdir()
    reqs = "[" + ", ".join(f'"{r}"' for r in requires) + "]"
    (path / "manifest.toml").write_text(ADDON.format(id=pid, name=name or pid, requires=reqs))
    (path / "cards.toml").write_text(ADDON_CARD.format(id=pid))
    return path


def by_id(infos: list[PackInfo]) -> dict[str, PackInfo]:
    return {i.id: i for i in infos}


# --------------------------------------------------------------------------- issue format
def test_pack_issue_format() -> None:
    issue = PackIssue("items.toml", "knife", "effect.0.at", "unknown location 'moon'\n  more")
    assert str(issue) == "items.toml: knife: effect.0.at: unknown location 'moon' more"
    assert (issue.file, issue.card, issue.field) == ("items.toml", "knife", "effect.0.at")
    assert issue == PackIssue("items.toml", "knife", "effect.0.at", "unknown location 'moon' more")
    err = PackError([issue, issue])
    assert str(err).splitlines() == [str(issue), str(issue)]


# --------------------------------------------------------------------------- reading
def test_read_pack_never_raises(tmp_path: Path) -> None:
    raw = read_pack(tmp_path / "missing")
    assert raw.manifest is None and raw.issues


def test_read_pack_collects_sections(tiny_pack: Path) -> None:
    raw = read_pack(tiny_pack)
    assert raw.manifest is not None and raw.manifest.id == "tiny"
    assert raw.issues == []
    assert len(raw.sections["locations"]) == 6 and len(raw.sections["colony"]) == 1


def test_non_toml_files_are_ignored(tiny_pack: Path) -> None:
    (tiny_pack / "README.md").write_text("# notes")
    (tiny_pack / "art").mkdir()
    load_pack(tiny_pack)


def test_sources_and_hash(tiny_pack: Path) -> None:
    content, sources = load_packs_with_sources([tiny_pack])
    assert sources.file("items", "knife") == "items.toml"
    assert sources.pack("locations", "depot") == "tiny"
    first = content.hashes["tiny"]
    assert len(first) == 64
    (tiny_pack / "cards.toml").write_text((tiny_pack / "cards.toml").read_text() + "\n# edit\n")
    assert load_pack(tiny_pack).hashes["tiny"] != first


# --------------------------------------------------------------------------- discovery
def test_available_packs_lists_bundled_then_user(dirs: tuple[Path, Path]) -> None:
    bundled, user = dirs
    add_pack(user, "zeta", "zeta", ["base"], name="Zeta Pack")
    add_pack(user, "alpha", "alpha", ["base"])
    infos = available_packs()
    assert [i.id for i in infos] == ["base", "alpha", "zeta"]
    base, alpha, zeta = infos
    assert base.bundled and not alpha.bundled and not zeta.bundled
    assert base.path == bundled / "base" and zeta.path == user / "zeta"
    assert zeta.name == "Zeta Pack" and zeta.version == "1.2.3" and zeta.requires == ("base",)
    assert all(i.error is None for i in infos)


def test_broken_user_packs_are_listed_with_their_error(dirs: tuple[Path, Path]) -> None:
    _, user = dirs
    add_pack(user, "good", "good", ["base"])
    (user / "no_manifest").mkdir()
    bad_toml = add_pack(user, "bad_toml", "bad_toml", ["base"])
    (bad_toml / "manifest.toml").write_text("id = ")
    bad_utf8 = add_pack(user, "bad_utf8", "bad_utf8", ["base"])
    (bad_utf8 / "cards.toml").write_bytes(b"\xff\xfe")
    dangling = add_pack(user, "dangling", "dangling", ["base"])
    (dangling / "cards.toml").write_text(
        ADDON_CARD.format(id="dangling").replace(
            'op = "morale", amount = -1', 'op = "noise", at = "moon"'
        )
    )
    add_pack(user, "orphan", "orphan", ["nowhere"])
    add_pack(user, "twin", "base", [])  # same id as the bundled pack
    (user / "stray.toml").write_text("not a pack folder")
    infos = available_packs()
    errors = {i.path.name: i.error for i in infos}
    assert errors["good"] is None and errors["base"] is None
    assert "manifest.toml is missing" in (errors["no_manifest"] or "")
    assert "not valid TOML" in (errors["bad_toml"] or "")
    assert "UTF-8" in (errors["bad_utf8"] or "")
    assert "unknown location 'moon'" in (errors["dangling"] or "")
    assert "'nowhere' is not installed" in (errors["orphan"] or "")
    assert "already used" in (errors["twin"] or "")
    dangling_info = next(i for i in infos if i.path.name == "dangling")
    assert [(x.file, x.card, x.field) for x in dangling_info.issues] == [
        ("cards.toml", "dangling_crisis", "effect.0.at")
    ]


def test_missing_user_folder_is_fine(tmp_path: Path, dirs, monkeypatch) -> None:
    monkeypatch.setenv("WINTER_COLONY_DATA_DIR", str(tmp_path / "nowhere"))
    assert [i.id for i in available_packs()] == ["base"]


# --------------------------------------------------------------------------- selection
def test_load_selected_orders_by_dependency(dirs: tuple[Path, Path]) -> None:
    _, user = dirs
    add_pack(user, "top", "top", ["middle"])
    add_pack(user, "middle", "middle", ["base"])
    content = load_selected(["top"])
    assert content.ids == ("base", "middle", "top")
    assert set(content.crises) == {"tiny_crisis", "middle_crisis", "top_crisis"}
    assert load_selected(["top", "base", "middle"]).ids == ("base", "middle", "top")


def test_load_selected_adds_base(dirs: tuple[Path, Path]) -> None:
    assert load_selected([]).ids == ("base",)
    _, user = dirs
    add_pack(user, "loose", "loose", [])
    # a pack without requires and without a colony: base is *not* added automatically
    # because "loose" claims to be standalone; it fails with a clear error instead
    with pytest.raises(PackError):
        load_selected(["loose"])


def test_load_selected_unknown_pack(dirs) -> None:
    with pytest.raises(PackError) as info:
        load_selected(["ghost"])
    assert [(i.file, i.card, i.field) for i in info.value.issues] == [("-", "ghost", "-")]
    assert "not installed" in info.value.issues[0].message


def test_load_selected_reports_broken_pack(dirs: tuple[Path, Path]) -> None:
    _, user = dirs
    bad = add_pack(user, "bad", "bad", ["base"])
    (bad / "cards.toml").write_text(ADDON_CARD.format(id="bad").replace("morale", "mood"))
    with pytest.raises(PackError) as info:
        load_selected(["bad"])
    assert [(i.file, i.card, i.field) for i in info.value.issues] == [
        ("bad/cards.toml", "bad_crisis", "effect.0.op")
    ]


def test_requiring_a_broken_pack_reports_its_problem(dirs: tuple[Path, Path]) -> None:
    _, user = dirs
    broken = add_pack(user, "broken_lib", "lib", ["base"])
    (broken / "cards.toml").write_text("x = = 1")
    add_pack(user, "uses_lib", "uses_lib", ["lib"])
    with pytest.raises(PackError) as info:
        load_selected(["uses_lib"])
    assert [(i.file, i.card, i.field) for i in info.value.issues] == [
        ("broken_lib/cards.toml", "-", "-")
    ]
    listed = {i.id: i for i in available_packs()}
    assert "not valid TOML" in (listed["lib"].error or "")
    assert "broken_lib/cards.toml" in (listed["uses_lib"].error or "")
