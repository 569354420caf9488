from __future__ import annotations

import pytest


def test_smoke_run_with_screenshots(tmp_path, capsys):
    from game.client import smoke

    assert smoke.run(str(tmp_path)) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert out[-1] == "smoke: ok"
    for name in ("title", "setup", "table", "prompt", "colony", "gameover"):
        p = tmp_path / f"{name}.png"
        assert p.is_file() and p.stat().st_size > 5000, name


def test_smoke_honours_user_folders_the_caller_chose(tmp_path, monkeypatch):
    """Issue 10 §2.6: explicit WINTER_COLONY_DATA_DIR / _CONFIG_DIR are kept (so a user's
    packs can be smoke-tested); without them the smoke uses throw-away folders."""
    import os

    from game.client import smoke

    seen = []

    def fake_run(shots, scratch, user_folder=False, made=None, setup=None, size=None):
        seen.append((os.environ.get("WINTER_COLONY_DATA_DIR"),
                     os.environ.get("WINTER_COLONY_CONFIG_DIR"), user_folder, scratch))
        auto = tmp_path / f"smoke-game-{len(seen)}.jsonl"  # a smoke game's autosave
        auto.write_text("x")
        made.append(auto)
        return 0

    monkeypatch.setattr(smoke, "_run", fake_run)
    mine, cfg = str(tmp_path / "mine"), str(tmp_path / "cfg")
    monkeypatch.setenv("WINTER_COLONY_DATA_DIR", mine)
    monkeypatch.setenv("WINTER_COLONY_CONFIG_DIR", cfg)
    assert smoke.run() == 0
    assert seen[-1][:3] == (mine, cfg, True)
    assert not seen[-1][3].startswith(mine)  # the full test save goes to a scratch folder
    assert not (tmp_path / "smoke-game-1.jsonl").exists()  # its autosaves are not left behind
    monkeypatch.delenv("WINTER_COLONY_DATA_DIR")
    monkeypatch.delenv("WINTER_COLONY_CONFIG_DIR")
    assert smoke.run() == 0
    data, config, user_folder, scratch = seen[-1]
    assert data.startswith(scratch) and config.startswith(scratch) and not user_folder
    assert "WINTER_COLONY_DATA_DIR" not in os.environ  # restored


def test_smoke_switches_on_the_users_packs_and_reports_broken_ones(app):
    from game.client.scenes.newgame import NewGameScene
    from game.client.smoke import tick_user_packs
    from tests.client.test_packs import write_pack

    write_pack("thin_ice", "Thin Ice Pack")
    write_pack("broken", "Broken Pack", '[[crises]]\nid = "c_x"\n')
    ng = NewGameScene(app, seats=3, bots=(True, True, True))
    app.stack.push(ng)
    ng.set_ruleset("base")
    used, broken = tick_user_packs(ng)
    assert used == ["base", "thin_ice"] and "thin_ice" in ng.content.hashes
    assert len(broken) == 1 and broken[0].startswith("broken: ")


@pytest.mark.parametrize("modules,scenario", [
    (["improvements", "bandits", "raxxon"], None), ([], "raxxon_intro"),
    ([], "bandits_intro")])
def test_long_night_smoke_with_screenshots(tmp_path, capsys, modules, scenario):
    """Issue 9: ``--smoke --ruleset ln --modules ...`` and ``--scenario ...`` set New game
    through its widgets, play two rounds, save and reload, and end with ``smoke: ok``;
    with the dev tools' screenshot tours (as ``python -m game --smoke --screenshots``)."""
    from game.client import smoke
    from game.devtools import smoke_tours

    assert smoke.run(str(tmp_path), "ln", modules, scenario) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert out[-1] == "smoke: ok"
    summary = next(line for line in out if line.startswith("smoke: long night:"))
    want = ", ".join(sorted(set(modules) | ({scenario.split("_")[0]} if scenario else set())))
    assert f"modules {want}" in summary
    assert any("save/load ok" in line for line in out)
    assert (tmp_path / "ln-newgame.png").stat().st_size > 5000
    assert list(tmp_path.glob("ln-prompt-*.png"))
    if scenario:
        assert (tmp_path / "ln-story.png").stat().st_size > 5000
    # the Long Night pieces on the table and a stage transition (issue 9 item 9)
    for name in smoke_tours.LN_SHOTS:
        assert (tmp_path / f"{name}.png").stat().st_size > 5000, name


def test_long_night_smoke_flags_are_checked(capsys):
    from game.cli import main

    assert main(["--ruleset", "ln"]) == 2  # only with --smoke
    assert main(["--smoke", "--modules", "bandits,zebras"]) == 2
    assert "zebras" in capsys.readouterr().err
    assert main(["--smoke", "--ruleset", "base", "--scenario", "raxxon_intro"]) == 2
