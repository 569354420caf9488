"""Sound effects: synthesised with the standard library, played only when the setting is
on, silent when no mixer can be opened.  The tests never open an audio device in the test
process (later tests may fork); the one test that plays sounds does it in a subprocess."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from array import array

import pygame

from game.client.core import sound


def test_every_effect_is_synthesised_deterministically():
    for name in sound.NAMES:
        a = sound.synthesise(name)
        assert isinstance(a, array) and a.typecode == "h"
        assert 0.02 * sound.RATE < len(a) < 1.0 * sound.RATE
        assert max(abs(v) for v in a) > 3000  # audible, not silence
        assert a == sound.synthesise(name)
    assert sound.synthesise("groan") != sound.synthesise("thud")
    mono = sound.synthesise("click")
    stereo = sound.to_bytes(mono, 2)
    assert len(stereo) == 4 * len(mono)
    back = array("h")
    back.frombytes(stereo)
    assert list(back[0::2]) == list(mono) == list(back[1::2])


def test_the_app_opens_no_audio_device(app):
    from game.client.scenes.title import TitleScene

    app.stack.push(TitleScene(app))
    for _ in range(3):
        app.frame(1 / 60, [])
    assert app.sound.started is False and app.sound.available is False
    assert pygame.mixer.get_init() is None
    assert app.sound.play("click") is False  # silently nothing


def test_mixer_failure_stays_silent(monkeypatch):
    def broken(*a, **k):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "init", broken)
    bank = sound.SoundBank(lambda: True)
    assert bank.start() is False
    assert bank.error and "no audio" in bank.error
    assert bank.play("dice") is False
    bank.stop()
    bank.close()


PROBE = r"""
import json, os, sys
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
from game.client.core.sound import NAMES, SoundBank
on = {"v": True}
bank = SoundBank(lambda: on["v"])
ok = bank.start()
played = [n for n in NAMES if bank.play(n)]
on["v"] = False
muted = bank.play("dice")
bank.close()
print(json.dumps({"ok": ok, "played": played, "muted": muted, "error": bank.error,
                  "numpy": "numpy" in sys.modules}))
"""


def test_sounds_play_under_the_dummy_driver_in_a_subprocess():
    env = dict(os.environ, PYTHONPATH=os.getcwd())
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                         timeout=60, env=env)
    assert out.returncode == 0, out.stderr
    r = json.loads(out.stdout.strip().splitlines()[-1])
    assert r["numpy"] is False  # the standard library only
    assert r["muted"] is False  # the setting is respected
    if r["ok"]:  # the dummy driver gave us a mixer: every effect plays
        assert r["played"] == list(sound.NAMES)
    else:  # no mixer at all: silent, no crash
        assert r["played"] == [] and r["error"]


def test_settings_switch_mutes_the_bank():
    state = {"on": True}
    bank = sound.SoundBank(lambda: state["on"])

    class Fake:
        def __init__(self):
            self.n = 0

        def play(self):
            self.n += 1

    fake = Fake()
    bank.available = bank.started = True
    bank.sounds = {"thud": fake}
    assert bank.play("thud") is True
    state["on"] = False
    bank._last.clear()
    assert bank.play("thud") is False
    assert fake.n == 1


NATIVE_PROBE = r"""
import json, os
os.environ.pop("SDL_AUDIODRIVER", None)  # the machine's real audio driver (ALSA here)
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
from game.client.core.sound import SoundBank
bank = SoundBank(lambda: True)
ok = bank.start()
bank.close()
print(json.dumps({"ok": ok, "native": bank.native_messages}))
"""


def test_opening_the_mixer_prints_nothing_on_the_terminal():
    """Issue 12 item 13: without a sound card, alsa-lib printed eight ``ALSA lib`` lines on
    the player's terminal when the mixer opened.  They are kept on the bank instead."""
    env = {k: v for k, v in os.environ.items() if k != "SDL_AUDIODRIVER"}
    env["PYTHONPATH"] = os.getcwd()
    out = subprocess.run([sys.executable, "-c", NATIVE_PROBE], capture_output=True,
                         text=True, timeout=60, env=env)
    assert out.returncode == 0, out.stderr
    assert "ALSA lib" not in out.stderr
    assert out.stderr.strip() == ""
    r = json.loads(out.stdout.strip().splitlines()[-1])
    if not r["ok"]:  # no device: whatever the library said is kept, not lost
        assert isinstance(r["native"], str)


def test_quiet_native_stderr_captures_fd2_and_restores_it(capfd):
    import os as _os

    with sound.quiet_native_stderr() as said:
        _os.write(2, b"ALSA lib pcm.c: Unknown PCM default\n")
    _os.write(2, b"after\n")
    assert "Unknown PCM default" in said()
    err = capfd.readouterr().err
    assert "ALSA lib" not in err and "after" in err
