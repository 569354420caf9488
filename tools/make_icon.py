"""Write the application icon to assets/icon/ (PNG, ICO, ICNS) from game/client/art/icon.py.

    .venv/bin/python tools/make_icon.py

Run it after changing the drawing; the files are committed (the executable's build uses
them: build/winter-colony.spec)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def main() -> int:
    import pygame

    from game.client.art import icon
    pygame.display.init()
    out = ROOT / "assets" / "icon"
    out.mkdir(parents=True, exist_ok=True)
    (out / "winter-colony.png").write_bytes(icon.png_bytes(256))
    (out / "winter-colony.ico").write_bytes(icon.ico_bytes())
    (out / "winter-colony.icns").write_bytes(icon.icns_bytes())
    for p in sorted(out.iterdir()):
        print(f"{p.relative_to(ROOT)}  {p.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
