"""Regenerate the vendored art under ``assets/art/`` (see docs/ART.md).

    python tools/make_art.py                 # fetch the icon set with npm, write everything
    python tools/make_art.py --icons-json F  # use an already unpacked icons.json instead

What it writes:

* ``assets/art/icons/<name>.svg`` -- the game-icons.net icons the game uses (``ICONS``), as
  white single-path SVGs on a 512x512 view box, taken from the npm package
  ``@iconify-json/game-icons`` (pinned ``VERSION``; CC BY 3.0);
* ``assets/art/icons/<name>.png`` -- each one rasterised at ``PNG_SIZE`` pixels (the
  fallback when a pygame without SVG support runs the game);
* ``assets/art/icons/LICENSE`` and ``ATTRIBUTION`` -- the licence and, per icon, its author
  (the licence asks for the author's credit; the title screen's credit line points here).

Everything else the game draws (portraits, places, card frames, the board's texture) is
drawn in code at run time (``game/client/art/``) and needs no file.

The output is reproducible: the same icon set gives byte-identical files
(``tests/client/test_art.py`` rebuilds the PNGs from the vendored SVGs and compares).
"""

from __future__ import annotations

import argparse
import io
import json
import os
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "art" / "icons"
PACKAGE = "@iconify-json/game-icons"
VERSION = "1.2.4"
PNG_SIZE = 128

# name -> (author's folder on game-icons.net, what the game uses it for)
ICONS: dict[str, tuple[str, str]] = {
    # card kinds
    "hazard-sign": ("lorc", "crisis card"),
    "flag-objective": ("delapouite", "main objective card"),
    "hooded-figure": ("darkzaitzev", "secret objective card"),
    "crossroad": ("delapouite", "crossroads card"),
    "position-marker": ("delapouite", "location card"),
    "shambling-zombie": ("delapouite", "encounter card, zombies"),
    "audio-cassette": ("delapouite", "audio log card"),
    "hammer-nails": ("lorc", "improvement card"),
    "person": ("delapouite", "survivor card, survivor items"),
    # item types
    "baseball-bat": ("delapouite", "weapon"),
    "jerrycan": ("delapouite", "fuel"),
    "open-book": ("lorc", "book"),
    "canned-fish": ("delapouite", "food"),
    "medicine-pills": ("delapouite", "medicine"),
    "wrench": ("sbed", "tool"),
    # item pictures
    "shotgun": ("sbed", "item"),
    "sawed-off-shotgun": ("delapouite", "item"),
    "pistol-gun": ("john-colburn", "item"),
    "rifle": ("sbed", "item"),
    "meat-cleaver": ("lorc", "item"),
    "kitchen-knives": ("lorc", "item"),
    "trench-knife": ("skoll", "item"),
    "machete": ("lorc", "item"),
    "fire-axe": ("lorc", "item"),
    "spiked-bat": ("skoll", "item"),
    "crowbar": ("delapouite", "item"),
    "chainsaw": ("delapouite", "item"),
    "hand-saw": ("delapouite", "item"),
    "fire-extinguisher": ("delapouite", "item"),
    "molotov": ("lorc", "item"),
    "claw-hammer": ("lorc", "item"),
    "screwdriver": ("lorc", "item"),
    "toolbox": ("delapouite", "item"),
    "bolt-cutter": ("delapouite", "item"),
    "wolf-trap": ("lorc", "item"),
    "house-keys": ("delapouite", "item"),
    "flashlight": ("delapouite", "item"),
    "lantern": ("lorc", "item"),
    "candle-light": ("lorc", "item"),
    "walkie-talkie": ("delapouite", "item"),
    "backpack": ("delapouite", "item"),
    "shopping-cart": ("delapouite", "item, Grocery Store"),
    "treasure-map": ("lorc", "item"),
    "book-pile": ("delapouite", "item"),
    "notebook": ("delapouite", "item"),
    "newspaper": ("delapouite", "item"),
    "bread": ("delapouite", "item"),
    "cheese-wedge": ("lorc", "item"),
    "shiny-apple": ("lorc", "item"),
    "ham-shank": ("skoll", "item"),
    "hot-dog": ("delapouite", "item"),
    "cookie": ("delapouite", "item"),
    "chocolate-bar": ("rihlsul", "item"),
    "coffee-cup": ("delapouite", "item"),
    "soda-can": ("guard13007", "item"),
    "water-bottle": ("delapouite", "item"),
    "pill": ("lorc", "item"),
    "hypodermic-test": ("lorc", "item"),
    "bandage-roll": ("lorc", "item"),
    "medical-pack": ("sbed", "item"),
    "first-aid-kit": ("delapouite", "item"),
    "medicines": ("delapouite", "item"),
    "stethoscope": ("delapouite", "item"),
    "vial": ("sbed", "item"),
    "round-bottom-flask": ("lorc", "item"),
    "test-tubes": ("lorc", "item"),
    "oil-drum": ("skoll", "item"),
    "fuel-tank": ("delapouite", "item"),
    "lighter": ("delapouite", "item"),
    "matchbox": ("delapouite", "item"),
    "coal-pile": ("delapouite", "item"),
    "wood-pile": ("delapouite", "item"),
    "car-battery": ("delapouite", "item"),
    "power-generator": ("delapouite", "item"),
    "two-shadows": ("lorc", "item"),
    "three-friends": ("delapouite", "item"),
    "new-born": ("delapouite", "item"),
    "family-house": ("delapouite", "item"),
    "sitting-dog": ("delapouite", "item"),
    "cat": ("lorc", "item"),
    # places
    "police-badge": ("andymeneely", "Police Station"),
    "shop": ("delapouite", "Grocery Store"),
    "school-bag": ("delapouite", "School"),
    "bookshelf": ("delapouite", "Library"),
    "hospital-cross": ("lorc", "Hospital"),
    "gas-pump": ("delapouite", "Gas Station"),
    "palisade": ("delapouite", "the colony"),
    "bubbling-flask": ("lorc", "Glasshill Labs (Raxxon)"),
    "bandit": ("delapouite", "Harrow's Roost (bandits)"),
    "graveyard": ("delapouite", "the graveyard"),
    # other
    "snowflake-1": ("lorc", "title screen"),
    "campfire": ("lorc", "title screen"),
    "barricade": ("delapouite", "barricades"),
    "biohazard": ("lorc", "Raxxon items"),
}

LICENSE_TEXT = """\
The icons in this folder are from game-icons.net (https://game-icons.net), taken from the
npm package {package} {version} (https://github.com/game-icons/icons).

They are licensed under the Creative Commons Attribution 3.0 Unported licence (CC BY 3.0):
https://creativecommons.org/licenses/by/3.0/  (legal code:
https://creativecommons.org/licenses/by/3.0/legalcode)

You may share and adapt them for any purpose, provided you give appropriate credit to
their authors, link to the licence and indicate if changes were made.  Each icon's author
is listed in ATTRIBUTION beside this file.

Changes made: each icon's path is written as a white SVG (fill #ffffff) and rasterised to
a {size}x{size} PNG by tools/make_art.py; in the game the icons are tinted and composed
into card pictures, badges and place illustrations.
"""


def svg_text(body: str) -> str:
    """One icon as a standalone SVG: the set's 512x512 view box, painted white."""
    body = body.replace("currentColor", "#ffffff")
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" '
        f'viewBox="0 0 512 512">{body}</svg>\n'
    )


def body_of(svg: str) -> str:
    """The inner body of an SVG written by :func:`svg_text` (for rebuilding)."""
    start = svg.index(">") + 1
    end = svg.rindex("</svg>")
    return svg[start:end].replace("#ffffff", "currentColor")


def png_bytes(svg: str, size: int = PNG_SIZE) -> bytes:
    """``svg`` rasterised at ``size`` pixels (pygame's SVG loader), as PNG bytes."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    img = pygame.image.load_sized_svg(io.BytesIO(svg.encode()), (size, size))
    buf = io.BytesIO()
    pygame.image.save(img, buf, "icon.png")
    return buf.getvalue()


def attribution() -> str:
    lines = [
        "Icons from game-icons.net, CC BY 3.0 (see LICENSE).",
        "icon | author | used for | source",
        "",
    ]
    for name, (author, role) in sorted(ICONS.items()):
        lines.append(
            f"{name} | {author} | {role} | https://game-icons.net/1x1/{author}/{name}.html"
        )
    return "\n".join(lines) + "\n"


def build(icons: dict[str, dict], out: Path = OUT) -> list[Path]:
    """Write every icon of ``ICONS`` found in ``icons`` (the set's ``icons`` table) and the
    licence files to ``out``; returns the files written."""
    missing = sorted(set(ICONS) - set(icons))
    if missing:
        raise SystemExit(f"icons missing from the set: {', '.join(missing)}")
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name in sorted(ICONS):
        svg = svg_text(icons[name]["body"])
        (out / f"{name}.svg").write_text(svg, encoding="utf-8")
        (out / f"{name}.png").write_bytes(png_bytes(svg))
        written += [out / f"{name}.svg", out / f"{name}.png"]
    (out / "LICENSE").write_text(
        LICENSE_TEXT.format(package=PACKAGE, version=VERSION, size=PNG_SIZE), encoding="utf-8"
    )
    (out / "ATTRIBUTION").write_text(attribution(), encoding="utf-8")
    written += [out / "LICENSE", out / "ATTRIBUTION"]
    for old in out.glob("*.svg"):  # icons no longer used
        if old.stem not in ICONS:
            old.unlink()
            old.with_suffix(".png").unlink(missing_ok=True)
    return written


def fetch() -> dict[str, dict]:
    """The icon set's ``icons`` table, from the pinned npm package (``npm pack``)."""
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(
            ["npm", "pack", f"{PACKAGE}@{VERSION}", "--pack-destination", tmp],
            check=True,
            capture_output=True,
        )
        tgz = next(Path(tmp).glob("*.tgz"))
        with tarfile.open(tgz) as tar:
            member = tar.extractfile("package/icons.json")
            assert member is not None
            return json.load(member)["icons"]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--icons-json", help="an unpacked icons.json of the icon set")
    ap.add_argument("--out", default=str(OUT))
    args = ap.parse_args(argv)
    if args.icons_json:
        icons = json.loads(Path(args.icons_json).read_text(encoding="utf-8"))["icons"]
    else:
        icons = fetch()
    files = build(icons, Path(args.out))
    print(f"wrote {len(files)} files to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
