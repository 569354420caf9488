from __future__ import annotations


def test_smoke_run_with_screenshots(tmp_path, capsys):
    from game.client import smoke

    assert smoke.run(str(tmp_path)) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert out[-1] == "smoke: ok"
    for name in ("title", "setup", "table", "prompt", "colony", "gameover"):
        p = tmp_path / f"{name}.png"
        assert p.is_file() and p.stat().st_size > 5000, name
