from __future__ import annotations

import json
from pathlib import Path

from game.client.core import settings as st


def test_round_trip(tmp_path):
    path = tmp_path / "cfg" / "settings.json"
    s = st.Settings(window_size=(1920, 1080), ui_scale=1.5, animation_speed=2.0,
                    colour_blind=True, sound=False, bot_pause=1.0, fullscreen=True)
    st.save(s, path)
    loaded, msg = st.load(path)
    assert msg is None
    assert loaded == s
    assert not list(path.parent.glob(".settings.json.*"))  # temp file renamed away


def test_missing_file_gives_defaults_silently(tmp_path):
    s, msg = st.load(tmp_path / "nope.json")
    assert s == st.Settings() and msg is None


def test_broken_file_falls_back_with_message(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("{ this is not json", encoding="utf-8")
    s, msg = st.load(path)
    assert s == st.Settings()
    assert msg and "damaged" in msg
    assert path.read_text(encoding="utf-8") == "{ this is not json"  # not overwritten


def test_bad_values_reset_individually(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"ui_scale": 99, "sound": "yes", "colour_blind": True,
                                "window_size": [10, 10], "unknown_future_key": 1}))
    s, msg = st.load(path)
    assert s.colour_blind is True
    assert s.ui_scale == st.Settings().ui_scale and s.sound is True
    assert s.window_size == st.Settings().window_size
    assert msg and "ui_scale" in msg and "sound" in msg


def test_not_an_object(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("[1, 2, 3]")
    s, msg = st.load(path)
    assert s == st.Settings() and msg


def test_default_location_is_user_config_dir(monkeypatch, tmp_path):
    monkeypatch.setenv("WINTER_COLONY_CONFIG_DIR", str(tmp_path))
    st.save(st.Settings(sound=False))
    assert (tmp_path / "settings.json").is_file()
    assert st.load()[0].sound is False


def test_app_survives_broken_settings(monkeypatch, tmp_path):
    monkeypatch.setenv("WINTER_COLONY_CONFIG_DIR", str(tmp_path))
    (tmp_path / "settings.json").write_text("garbage")
    from game.client.core.app import App

    s, msg = st.load()
    app = App(s, msg, size=(1280, 720), headless=True)
    assert app.toasts and app.toasts[0].error


def test_save_uses_the_shared_atomic_write(tmp_path, monkeypatch):
    """Settings and session records go through game.saves.atomic_write (one implementation
    of temp file + fsync + rename)."""
    import game.saves as saves

    calls = []
    real = saves.atomic_write

    def spy(path, text):
        calls.append(path)
        return real(path, text)

    monkeypatch.setattr(saves, "atomic_write", spy)
    st.save(st.Settings(), tmp_path / "s.json")
    from game.engine import GameConfig, Seat
    from game.session.session import Session

    s = Session(GameConfig(seats=[Seat(name=n, bot=True) for n in ("A", "B")],
                           variants={"two_player", "cooperative"}, seed=1), autosave=False)
    s.write_record(tmp_path / "r.json")
    assert [Path(p).name for p in calls] == ["s.json", "r.json"]


def test_unwritable_settings_give_a_toast(app, tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("WINTER_COLONY_CONFIG_DIR", str(blocker / "sub"))
    assert app.save_settings() is False
    assert app.toasts and app.toasts[-1].error


def test_hostile_settings_files_fall_back_without_crash_or_hang(tmp_path):
    """Issue 10 §2 (the same pattern as saves): deep nesting, a FIFO, a huge file."""
    import os
    import sys
    import threading

    path = tmp_path / "settings.json"
    path.write_text("[" * 5000 + "]" * 5000, encoding="utf-8")
    s, msg = st.load(path)
    assert s == st.Settings() and msg and "damaged" in msg
    path.write_text('{"sound": false, "pad": "' + "x" * 300_000 + '"}', encoding="utf-8")
    s, msg = st.load(path)
    assert s == st.Settings() and msg and "larger than" in msg
    if sys.platform == "win32":
        return
    path.unlink()
    os.mkfifo(path)
    box = {}
    t = threading.Thread(target=lambda: box.update(r=st.load(path)), daemon=True)
    t.start()
    t.join(10)
    try:
        assert "r" in box, "loading the settings hung on a FIFO"
        assert "not a regular file" in box["r"][1]
    finally:
        try:
            os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
        except OSError:
            pass
