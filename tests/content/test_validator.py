"""Pack validation: schema errors, cross-references and base-game counts, through the real
loader and the ``content check`` command.  Every test starts from the tiny valid pack of
``conftest.py`` and breaks exactly one thing."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.content import handlers
from game.content.check import main as check_main
from game.content.loader import PackError, load_pack, load_packs
from game.content.validate import PackIssue

EXPECTED_COUNTS = [
    "locations: 6",
    "survivors: 2",
    "starting-items: 25",
    "location-items: 120",
    "crises: 1",
    "crossroads: 1",
    "main-objectives: 1",
    "secret-objectives: 1",
    "betrayal-objectives: 1",
    "exiled-objectives: 1",
]


def issues_of(folder: Path) -> list[PackIssue]:
    with pytest.raises(PackError) as info:
        load_pack(folder)
    assert info.value.issues, "PackError without issues"
    return info.value.issues


def where(issues: list[PackIssue]) -> list[tuple[str, str, str]]:
    return [(i.file, i.card, i.field) for i in issues]


def assert_check_fails(folder: Path, capsys: pytest.CaptureFixture[str], *lines: str) -> None:
    """check.main exits 1, prints the given error-line prefixes and ``errors: N`` last."""
    code = check_main([str(folder)])
    out = capsys.readouterr().out.splitlines()
    assert code == 1
    assert out[-1] == f"errors: {len(out) - 1}"
    for prefix in lines:
        assert any(line.startswith(prefix) for line in out[:-1]), (prefix, out)
    assert "Traceback" not in "\n".join(out)


# --------------------------------------------------------------------------- happy path
def test_tiny_pack_is_valid(tiny_pack: Path) -> None:
    content = load_pack(tiny_pack)
    assert content.ids == ("tiny",)
    assert len(content.item_uids("starting")) == 25
    assert all(len(content.item_uids(lid)) == 20 for lid in content.locations)


def test_check_prints_counts_and_exits_0(tiny_pack: Path, capsys) -> None:
    assert check_main([str(tiny_pack)]) == 0
    captured = capsys.readouterr()
    assert captured.out.splitlines() == [*EXPECTED_COUNTS, "errors: 0"]
    assert captured.err == ""


def test_check_usage_errors_exit_2(capsys) -> None:
    assert check_main(["a", "b"]) == 2
    assert check_main(["--bogus"]) == 2
    assert "usage" in capsys.readouterr().err


def test_check_via_cli_router(tiny_pack: Path, capsys) -> None:
    from game.cli import main as cli_main

    assert cli_main(["content", "check", str(tiny_pack)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "errors: 0"


# --------------------------------------------------------------------------- the ten breaks
def test_missing_field(tiny_pack: Path, edit, capsys) -> None:
    edit(tiny_pack, "survivors.toml", 'name = "Ada Test"\n', "")
    issues = issues_of(tiny_pack)
    assert where(issues) == [("survivors.toml", "tiny_medic", "name")]
    assert issues[0].message == "required field is missing"
    assert_check_fails(
        tiny_pack, capsys, "survivors.toml: tiny_medic: name: required field is missing"
    )


def test_unknown_operation(tiny_pack: Path, edit, capsys) -> None:
    edit(tiny_pack, "cards.toml", 'op = "zombies_add"', 'op = "explode"')
    issues = issues_of(tiny_pack)
    assert where(issues) == [("cards.toml", "tiny_crisis", "effect.0.op")]
    assert "unknown operation 'explode'" in issues[0].message
    assert_check_fails(tiny_pack, capsys, "cards.toml: tiny_crisis: effect.0.op: unknown operation")


def test_dangling_location_reference(tiny_pack: Path, edit, capsys) -> None:
    edit(tiny_pack, "cards.toml", 'at = "depot", count = 2', 'at = "moon", count = 2')
    issues = issues_of(tiny_pack)
    assert where(issues) == [("cards.toml", "tiny_crisis", "effect.0.at")]
    assert "unknown location 'moon'" in issues[0].message
    assert_check_fails(tiny_pack, capsys, "cards.toml: tiny_crisis: effect.0.at: unknown location")


def test_dangling_survivor_in_controls(tiny_pack: Path, edit, capsys) -> None:
    edit(tiny_pack, "objectives.toml", 'survivor = "tiny_medic"', 'survivor = "nobody"')
    issues = issues_of(tiny_pack)
    assert where(issues) == [("objectives.toml", "tiny_secret", "goal.survivor")]
    assert issues[0].message == "unknown survivor id 'nobody'"
    assert_check_fails(tiny_pack, capsys, "objectives.toml: tiny_secret: goal.survivor: unknown")


def test_duplicate_influence(tiny_pack: Path, edit, capsys) -> None:
    edit(tiny_pack, "survivors.toml", "influence = 11", "influence = 10")
    issues = issues_of(tiny_pack)
    assert where(issues) == [("survivors.toml", "tiny_scout", "influence")]
    assert "also used by survivor 'tiny_medic'" in issues[0].message
    assert_check_fails(tiny_pack, capsys, "survivors.toml: tiny_scout: influence: influence 10")


def test_wrong_item_type(tiny_pack: Path, edit, capsys) -> None:
    edit(
        tiny_pack, "items.toml", 'type = "weapon"\nkind = "equip"', 'type = "sword"\nkind = "equip"'
    )
    issues = issues_of(tiny_pack)
    assert where(issues) == [("items.toml", "knife", "type")]
    assert "'weapon'" in issues[0].message
    assert_check_fails(tiny_pack, capsys, "items.toml: knife: type: ")


def test_wrong_deck_size(tiny_pack: Path, edit, capsys) -> None:
    # depot: weapon 12 + tool 8 -> weapon 12 + tool 7 = 19 cards
    edit(tiny_pack, "items.toml", 'deck = "depot"\ncopies = 8', 'deck = "depot"\ncopies = 7')
    issues = issues_of(tiny_pack)
    assert where(issues) == [("board.toml", "depot", "deck")]
    assert "19 cards" in issues[0].message and "exactly 20" in issues[0].message
    assert_check_fails(tiny_pack, capsys, "board.toml: depot: deck: the item deck has 19 cards")


def test_likelihood_order_violated(tiny_pack: Path, edit, capsys) -> None:
    # depot likelihood weapon > tool > food: make tool (12) outnumber weapon (8)
    edit(tiny_pack, "items.toml", 'type = "weapon"\ndeck = "depot"', 'type = "X"\ndeck = "depot"')
    edit(
        tiny_pack, "items.toml", 'type = "tool"\ndeck = "depot"', 'type = "weapon"\ndeck = "depot"'
    )
    edit(tiny_pack, "items.toml", 'type = "X"\ndeck = "depot"', 'type = "tool"\ndeck = "depot"')
    issues = issues_of(tiny_pack)
    assert where(issues) == [("board.toml", "depot", "likelihood")]
    assert "'weapon' (8 cards) is listed before 'tool' (12 cards)" in issues[0].message
    assert_check_fails(tiny_pack, capsys, "board.toml: depot: likelihood: 'weapon' (8 cards)")


def test_bad_toml(tiny_pack: Path, capsys) -> None:
    with (tiny_pack / "items.toml").open("a", encoding="utf-8") as f:
        f.write("\n[[items]]\nid = \n")
    issues = issues_of(tiny_pack)
    assert where(issues) == [("items.toml", "-", "-")]
    assert issues[0].message.startswith("not valid TOML:")
    assert_check_fails(tiny_pack, capsys, "items.toml: -: -: not valid TOML")


def test_missing_manifest(tiny_pack: Path, capsys) -> None:
    (tiny_pack / "manifest.toml").unlink()
    issues = issues_of(tiny_pack)
    assert ("manifest.toml", "-", "-") in where(issues)
    assert_check_fails(tiny_pack, capsys, "manifest.toml: -: -: manifest.toml is missing")


# --------------------------------------------------------------------------- more reading errors
def test_bad_utf8_is_reported(tiny_pack: Path, capsys) -> None:
    (tiny_pack / "extra.toml").write_bytes(b"# caf\xe9\n[[crises]]\n")
    issues = issues_of(tiny_pack)
    assert where(issues) == [("extra.toml", "-", "-")]
    assert "UTF-8" in issues[0].message
    assert_check_fails(tiny_pack, capsys, "extra.toml: -: -: not valid UTF-8")


def test_missing_folder_is_reported(tmp_path: Path, capsys) -> None:
    missing = tmp_path / "nope"
    assert_check_fails(missing, capsys, f"{missing}: -: -: not a folder")


def test_folder_is_a_file(tmp_path: Path, capsys) -> None:
    f = tmp_path / "file.toml"
    f.write_text("x = 1")
    assert_check_fails(f, capsys, f"{f}: -: -: not a folder")


def test_empty_folder(tmp_path: Path, capsys) -> None:
    assert_check_fails(tmp_path, capsys, "manifest.toml: -: -: manifest.toml is missing")


def test_bad_manifest_field(tiny_pack: Path, edit) -> None:
    edit(tiny_pack, "manifest.toml", 'id = "tiny"', 'id = "Tiny Pack"')
    assert where(issues_of(tiny_pack)) == [("manifest.toml", "manifest", "id")]


def test_unknown_section(tiny_pack: Path) -> None:
    (tiny_pack / "extra.toml").write_text('[[weapons]]\nid = "x"\n')
    assert where(issues_of(tiny_pack)) == [("extra.toml", "-", "weapons")]


def test_unknown_field_is_reported(tiny_pack: Path, edit) -> None:
    edit(tiny_pack, "survivors.toml", "influence = 10", "influence = 10\nluck = 3")
    issues = issues_of(tiny_pack)
    assert where(issues) == [("survivors.toml", "tiny_medic", "luck")]
    assert "unknown field" in issues[0].message


def test_card_without_id_is_named_by_position(tiny_pack: Path) -> None:
    (tiny_pack / "extra.toml").write_text('[[crises]]\nname = "No id"\n')
    issues = issues_of(tiny_pack)
    assert {i.card for i in issues} == {"crises[0]"}
    assert ("extra.toml", "crises[0]", "id") in where(issues)


def test_every_error_is_collected(tiny_pack: Path, edit) -> None:
    edit(tiny_pack, "survivors.toml", 'name = "Ada Test"\n', "")
    edit(tiny_pack, "cards.toml", 'op = "zombies_add"', 'op = "explode"')
    (tiny_pack / "broken.toml").write_text("= nope")
    got = set(where(issues_of(tiny_pack)))
    assert got == {
        ("survivors.toml", "tiny_medic", "name"),
        ("cards.toml", "tiny_crisis", "effect.0.op"),
        ("broken.toml", "-", "-"),
    }


def test_nested_paths_drop_union_tags(tiny_pack: Path, edit) -> None:
    edit(
        tiny_pack,
        "cards.toml",
        'effect = [{ op = "morale", amount = -1 }]',
        'effect = [{ op = "if", cond = { cond = "flag", flag = "is_first_player" }, '
        'else = [{ op = "morale" }] }]',
    )
    assert where(issues_of(tiny_pack)) == [
        ("cards.toml", "tiny_xroads", "options.1.effect.0.else.0.amount")
    ]


def test_equip_without_section_names_the_field(tiny_pack: Path, edit) -> None:
    edit(
        tiny_pack,
        "items.toml",
        'id = "ration"\nname = "Ration"\ntype = "food"',
        'id = "ration"\nname = "Ration"\ntype = "food"\nkind = "equip"',
    )
    assert where(issues_of(tiny_pack)) == [("items.toml", "ration", "equip")]


def test_exiled_objective_without_mode(tiny_pack: Path, edit) -> None:
    edit(tiny_pack, "objectives.toml", 'mode = "replace"\n', "")
    issues = issues_of(tiny_pack)
    assert where(issues) == [("objectives.toml", "tiny_exile", "mode")]


def test_crossroads_needs_two_options(tiny_pack: Path, edit) -> None:
    text = (tiny_pack / "cards.toml").read_text()
    cut = text.index('[[crossroads.options]]\nlabel = "Ignore"')
    (tiny_pack / "cards.toml").write_text(text[:cut])
    assert where(issues_of(tiny_pack)) == [("cards.toml", "tiny_xroads", "options")]


# --------------------------------------------------------------------------- references
@pytest.mark.parametrize(
    ("file", "old", "new", "expected"),
    [
        # ability location: id, any, colony, non_colony only
        (
            "survivors.toml",
            'location = "clinic"',
            'location = "here"',
            ("survivors.toml", "tiny_medic", "ability.location"),
        ),
        (
            "survivors.toml",
            'location = "clinic"',
            'location = "moon"',
            ("survivors.toml", "tiny_medic", "ability.location"),
        ),
        # move/place destination
        (
            "survivors.toml",
            'to = "depot"',
            'to = "moon"',
            ("survivors.toml", "tiny_scout", "ability.effect.0.to"),
        ),
        # trigger location and survivor
        (
            "cards.toml",
            'on = "search", at = "mill"',
            'on = "search", at = "moon"',
            ("cards.toml", "tiny_xroads", "trigger.at"),
        ),
        (
            "cards.toml",
            'survivor = "tiny_scout"',
            'survivor = "ghost"',
            ("cards.toml", "tiny_xroads", "trigger.survivor"),
        ),
        # main objective placements
        (
            "objectives.toml",
            'at = "depot", zombies = 1',
            'at = "moon", zombies = 1',
            ("objectives.toml", "tiny_main", "normal.placements.0.at"),
        ),
        (
            "objectives.toml",
            'at = "each_non_colony"',
            'at = "here"',
            ("objectives.toml", "tiny_main", "hard.placements.0.at"),
        ),
        # quantity location inside a condition
        (
            "objectives.toml",
            'value = { q = "food" }, cmp = ">=", n = 4',
            'value = { q = "zombies", at = "moon" }, cmp = ">=", n = 4',
            ("objectives.toml", "tiny_main", "normal.goal.value.at"),
        ),
        # deck ref in an operation
        (
            "items.toml",
            'effect = [{ op = "draw", deck = "depot" }]',
            'effect = [{ op = "draw", deck = "moon" }]',
            ("items.toml", "depot_a", "effect.0.deck"),
        ),
        # modifier location
        (
            "items.toml",
            'kind = "attack_bonus", amount = 1',
            'kind = "attack_bonus", at = "moon"',
            ("items.toml", "knife", "equip.modifiers.0.at"),
        ),
    ],
)
def test_dangling_references(tiny_pack: Path, edit, file, old, new, expected) -> None:
    edit(tiny_pack, file, old, new)
    assert where(issues_of(tiny_pack)) == [expected]


@pytest.mark.parametrize(
    "keyword", ["colony", "here", "choose", "choose_any", "random", "each_non_colony"]
)
def test_location_keywords_are_accepted(tiny_pack: Path, edit, keyword: str) -> None:
    edit(tiny_pack, "cards.toml", 'at = "depot", count = 2', f'at = "{keyword}", count = 2')
    load_pack(tiny_pack)


def test_item_deck_must_be_starting_or_a_location(tiny_pack: Path, edit) -> None:
    edit(tiny_pack, "items.toml", 'deck = "starting"\ncopies = 15', 'deck = "here"\ncopies = 15')
    issues = issues_of(tiny_pack)
    assert ("items.toml", "ration", "deck") in where(issues)
    # the starting deck now misses 15 cards
    assert ("items.toml", "starting", "deck") in where(issues)


def test_handler_must_be_registered(tiny_pack: Path, edit, monkeypatch) -> None:
    edit(
        tiny_pack,
        "cards.toml",
        'effect = [{ op = "survivor_gain" }]',
        'effect = [{ op = "handler", name = "tiny_magic", params = { n = 2 } }]',
    )
    issues = issues_of(tiny_pack)
    assert where(issues) == [("cards.toml", "tiny_xroads", "options.0.effect.0.name")]
    assert "unknown handler 'tiny_magic'" in issues[0].message
    monkeypatch.setitem(handlers.HANDLERS, "tiny_magic", "test handler")
    load_pack(tiny_pack)


def test_handler_registry_api(monkeypatch) -> None:
    monkeypatch.setattr(handlers, "HANDLERS", {})
    handlers.register("x_test", "does x")
    assert handlers.is_registered("x_test")
    assert handlers.registered()["x_test"] == "does x"
    handlers.register("x_test", "does x better")
    assert handlers.registered()["x_test"] == "does x better"
    handlers.unregister("x_test")
    assert not handlers.is_registered("x_test")
    with pytest.raises(ValueError):
        handlers.register("", "empty")
    with pytest.raises(ValueError):
        handlers.register(" padded ", "spaces")


def test_reserved_location_id(tiny_pack: Path, edit) -> None:
    edit(tiny_pack, "board.toml", 'id = "yard"', 'id = "colony"')
    edit(tiny_pack, "items.toml", 'deck = "yard"', 'deck = "colony"')
    edit(tiny_pack, "items.toml", 'deck = "yard"', 'deck = "colony"')
    assert ("board.toml", "colony", "id") in where(issues_of(tiny_pack))


def test_duplicate_card_id(tiny_pack: Path) -> None:
    (tiny_pack / "extra.toml").write_text(
        '[[crises]]\nid = "tiny_crisis"\nname = "Again"\nprevent = ["food"]\ntext = "x"\n'
        'effect = [{ op = "morale", amount = -1 }]\n'
    )
    issues = issues_of(tiny_pack)
    assert where(issues) == [("extra.toml", "tiny_crisis", "id")]
    assert "first defined in cards.toml" in issues[0].message


# --------------------------------------------------------------------------- base counts
def test_type_in_deck_but_not_in_likelihood(tiny_pack: Path, edit) -> None:
    edit(tiny_pack, "items.toml", 'type = "tool"\ndeck = "depot"', 'type = "book"\ndeck = "depot"')
    issues = issues_of(tiny_pack)
    assert where(issues) == [("board.toml", "depot", "likelihood")]
    assert "'book' is not in likelihood" in issues[0].message


def test_missing_types_count_zero(tiny_pack: Path, edit) -> None:
    # depot likelihood weapon, tool, food: a deck of 20 weapons is fine (tool 0, food 0)
    edit(tiny_pack, "items.toml", 'deck = "depot"\ncopies = 12', 'deck = "depot"\ncopies = 20')
    edit(tiny_pack, "items.toml", 'type = "tool"\ndeck = "depot"', 'type = "tool"\ndeck = "yard"')
    edit(tiny_pack, "items.toml", 'deck = "yard"\ncopies = 15', 'deck = "yard"\ncopies = 7')
    load_pack(tiny_pack)


def test_starting_items_must_total_25(tiny_pack: Path, edit) -> None:
    edit(tiny_pack, "items.toml", "copies = 15", "copies = 14")
    issues = issues_of(tiny_pack)
    assert where(issues) == [("items.toml", "starting", "deck")]
    assert "total 24" in issues[0].message


def test_six_locations_numbered_1_to_6(tiny_pack: Path, edit) -> None:
    edit(tiny_pack, "board.toml", "number = 6", "number = 5")
    issues = issues_of(tiny_pack)
    assert ("board.toml", "store", "number") in where(issues)  # duplicate number
    edit(
        tiny_pack,
        "board.toml",
        'number = 5\nsurvivor_spaces = 3\nentrance_spaces = 3\nlikelihood = ["food"',
        'number = 7\nsurvivor_spaces = 3\nentrance_spaces = 3\nlikelihood = ["food"',
    )
    assert ("board.toml", "store", "number") in where(issues_of(tiny_pack))  # 7 not in 1..6


def test_location_count(tiny_pack: Path, edit) -> None:
    text = (tiny_pack / "board.toml").read_text()
    cut = text.index('[[locations]]\nid = "store"')
    (tiny_pack / "board.toml").write_text(text[:cut])
    edit(tiny_pack, "items.toml", 'deck = "store"', 'deck = "yard"')  # would dangle
    issues = issues_of(tiny_pack)
    assert ("board.toml", "-", "locations") in where(issues)


def test_standalone_pack_needs_one_colony(tiny_pack: Path, edit) -> None:
    (tiny_pack / "colony2.toml").write_text(
        '[colony]\nname = "Second"\nsurvivor_spaces = 3\nentrance_spaces = 2\n'
    )
    assert where(issues_of(tiny_pack)) == [("colony2.toml", "colony", "-")]


def test_ln_ruleset_skips_base_counts(tiny_pack: Path, edit) -> None:
    edit(tiny_pack, "manifest.toml", 'ruleset = "base"', 'ruleset = "ln"')
    edit(tiny_pack, "items.toml", "copies = 15", "copies = 14")
    load_pack(tiny_pack)


# --------------------------------------------------------------------------- add-ons
ADDON_MANIFEST = """\
id = "addon"
version = "0.1.0"
name = "Add-on"
licence = "CC0"
requires = ["tiny"]
"""

ADDON_CARDS = """\
[[survivors]]
id = "addon_guard"
name = "Cy Test"
profession = "Guard"
influence = 100
attack = 2
search = 5

[survivors.ability]
text = "Kill a zombie at the depot."
location = "depot"
effect = [{ op = "zombies_kill", at = "depot", by_acting = true }]

[[items]]
id = "addon_tonic"
name = "Tonic"
type = "medicine"
deck = "clinic"
text = "Heal one wound."
effect = [{ op = "heal" }]
"""


@pytest.fixture
def addon(tmp_path: Path, make_pack) -> Path:
    return make_pack(
        tmp_path / "addon", {"manifest.toml": ADDON_MANIFEST, "cards.toml": ADDON_CARDS}
    )


def test_addon_merges_after_its_requirement(tiny_pack: Path, addon: Path) -> None:
    content = load_packs([addon, tiny_pack])  # any order: sorted by requires
    assert content.ids == ("tiny", "addon")
    assert "addon_guard" in content.survivors
    # the add-on's card is on top of the base deck counts and that is fine
    assert len(content.item_uids("clinic")) == 21


def test_addon_alone_reports_missing_requirement(addon: Path) -> None:
    issues = issues_of(addon)
    assert ("manifest.toml", "manifest", "requires.0") in where(issues)
    assert ("-", "colony", "-") in where(issues)


def test_addon_errors_are_prefixed_with_their_folder(tiny_pack: Path, addon: Path, edit) -> None:
    edit(addon, "cards.toml", "influence = 100", "influence = 10")
    with pytest.raises(PackError) as info:
        load_packs([tiny_pack, addon])
    assert where(info.value.issues) == [("addon/cards.toml", "addon_guard", "influence")]


def test_addon_cross_references_checked_after_merge(tiny_pack: Path, addon: Path, edit) -> None:
    edit(addon, "cards.toml", 'location = "depot"', 'location = "mill"')
    load_packs([tiny_pack, addon])  # mill comes from the base pack
    edit(addon, "cards.toml", 'location = "mill"', 'location = "bunker"')
    with pytest.raises(PackError) as info:
        load_packs([tiny_pack, addon])
    assert where(info.value.issues) == [("addon/cards.toml", "addon_guard", "ability.location")]


def test_addon_may_not_define_a_colony(tiny_pack: Path, addon: Path) -> None:
    (addon / "colony.toml").write_text(
        '[colony]\nname = "Second"\nsurvivor_spaces = 3\nentrance_spaces = 2\n'
    )
    with pytest.raises(PackError) as info:
        load_packs([tiny_pack, addon])
    assert where(info.value.issues) == [("addon/colony.toml", "colony", "-")]


def test_circular_requirements(tiny_pack: Path, addon: Path, edit) -> None:
    edit(tiny_pack, "manifest.toml", "requires = []", 'requires = ["addon"]')
    with pytest.raises(PackError) as info:
        load_packs([tiny_pack, addon])
    assert any("circular" in i.message for i in info.value.issues)


def test_check_addon_loads_installed_requirements(
    tmp_path: Path, tiny_pack: Path, addon: Path, edit, monkeypatch, capsys
) -> None:
    import game.content.loader as loader

    bundled = tmp_path / "bundled"
    bundled.mkdir()
    tiny_pack.rename(bundled / "tiny")
    monkeypatch.setattr(loader, "bundled_packs_dir", lambda: bundled)
    assert check_main([str(addon)]) == 0
    out = capsys.readouterr().out.splitlines()
    # counts are the add-on's own cards
    assert out[:4] == ["locations: 0", "survivors: 1", "starting-items: 0", "location-items: 1"]
    assert out[-1] == "errors: 0"
    edit(addon, "cards.toml", 'deck = "clinic"', 'deck = "bunker"')
    assert_check_fails(addon, capsys, "cards.toml: addon_tonic: deck: unknown deck 'bunker'")


def test_check_never_prints_a_traceback(tiny_pack: Path, monkeypatch, capsys) -> None:
    import game.content.loader as loader

    def boom(folder: Path) -> None:
        raise RuntimeError("kaput")

    monkeypatch.setattr(loader, "load_pack_with_requirements", boom)
    assert check_main([str(tiny_pack)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out == [f"{tiny_pack}: -: -: internal error: RuntimeError: kaput", "errors: 1"]


def test_union_tag_equal_to_a_field_name_is_dropped_once(tiny_pack: Path, edit) -> None:
    # the condition "flag" has a field "flag": the path is goal.flag, not goal.flag.flag
    edit(
        tiny_pack,
        "objectives.toml",
        'goal = { cond = "controls", survivor = "tiny_medic" }',
        'goal = { cond = "not", of = { cond = "flag", flag = "sunny" } }',
    )
    issues = issues_of(tiny_pack)
    assert where(issues) == [("objectives.toml", "tiny_secret", "goal.of.flag")]
    assert "'exiled'" in issues[0].message


def test_missing_op_name(tiny_pack: Path, edit) -> None:
    edit(tiny_pack, "cards.toml", '{ op = "zombies_add", at', "{ at")
    issues = issues_of(tiny_pack)
    assert where(issues) == [("cards.toml", "tiny_crisis", "effect.0.op")]
    assert issues[0].message == "missing 'op' (the name of the operation)"


# --------------------------------------------------------------------------- numbers by player count
def test_a_goal_number_by_player_count_loads(tiny_pack: Path, edit) -> None:
    """docs/PACKS.md: ``n = { 3 = 3, 4 = 4, 5 = 5 }`` is a valid goal number."""
    edit(tiny_pack, "objectives.toml", "n = 4 }", "n = { 3 = 3, 4 = 4, 5 = 5 } }")
    goal = load_pack(tiny_pack).main_objectives["tiny_main"].normal.goal
    assert goal.n == {"3": 3, "4": 4, "5": 5}


@pytest.mark.parametrize(("new", "message"), [
    ("n = { 3 = 3, 6 = 4 } }", "'6' is not a player count: the keys of a number by player "
                               "count are 2, 3, 4, 5 or 'default' or a module (bandits, "
                               "raxxon, improvements) or a scenario (raxxon_intro, "
                               "bandits_intro)"),
    ("n = { 3 = 3, bandits = { 9 = 1 } } }", "'9' is not a player count for the bandits "
                                             "module: the keys of a number by player count "
                                             "are 2, 3, 4, 5 or 'default'"),
    ("n = { bandits = 2 } }", "a number by module needs the number without it too: write "
                              "default = N beside the module's"),
    ("n = { 3 = 3, 4 = 4.5 } }", "the number for 4 players is not a whole number"),
    ("n = {} }", "empty map: expected a whole number or a map by player count such as "
                 "{ 3 = 10, 4 = 12, 5 = 14 } (a module's own numbers: bandits = 1 or "
                 "bandits = { 4 = 1 })"),
    ("n = { default = 4 } }", "a number by player count with only 'default': write the "
                              "number itself"),
    ('n = "4" }', "expected a whole number or a map by player count such as "
                  "{ 3 = 10, 4 = 12, 5 = 14 }"),
])
def test_a_bad_number_by_player_count_is_refused(tiny_pack: Path, edit, capsys, new: str,
                                                 message: str) -> None:
    """One clear line naming the card and the field; ``content check`` prints it."""
    edit(tiny_pack, "objectives.toml", "n = 4 }", new)
    issues = issues_of(tiny_pack)
    assert where(issues) == [("objectives.toml", "tiny_main", "normal.goal.n")]
    assert issues[0].message == message
    assert_check_fails(tiny_pack, capsys, "objectives.toml: tiny_main: normal.goal.n: ")
