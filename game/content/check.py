"""``python -m game content check [PACK_DIR]``: load and validate a content pack.

On success one line per kind of card (items count physical copies), then ``errors: 0``,
exit code 0.  On failure one line per problem, ``FILE: CARD_ID: FIELD: message``, then
``errors: N``, exit code 1.  Bad usage exits with 2.  Never a traceback.

Without ``PACK_DIR`` every bundled pack is checked: a ``[pack-id]`` line before each
pack's lines, and one ``errors: N`` line (all packs together) last.  An add-on pack
(``requires`` not empty) is checked together with the installed packs it requires
(bundled or user packs); the counts are those of the checked pack's own cards.

``locations`` counts the standard locations; a Long Night pack adds ``special-locations``
(the Graveyard, which is not a location (LN-07), and the module locations Raxxon and the
Bandits' Hideout) and ``mature-crossroads`` (crossroads marked mature, SETUP-02).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from game.content.pack import Content
from game.content.validate import PackError, PackIssue, Sources

USAGE = "usage: content check [PACK_DIR]"
HELP = """\
Load and validate a content pack (default: every bundled pack).  An add-on is checked
together with the installed packs it requires.  Prints the number of cards of each kind
and 'errors: 0' (exit 0), or one 'FILE: CARD_ID: FIELD: message' line per problem and
'errors: N' (exit 1).  See docs/PACKS.md."""

# (label, section, count function) in output order
_KINDS: tuple[tuple[str, str, Callable[[Any], int]], ...] = (
    ("locations", "locations", lambda c: int(c.kind == "standard")),
    ("survivors", "survivors", lambda c: 1),
    ("starting-items", "items", lambda c: c.copies if c.deck == "starting" else 0),
    ("location-items", "items", lambda c: c.copies if c.deck != "starting" else 0),
    ("crises", "crises", lambda c: 1),
    ("crossroads", "crossroads", lambda c: 1),
    ("main-objectives", "main_objectives", lambda c: 1),
    ("secret-objectives", "secret_objectives", lambda c: int(c.kind == "normal")),
    ("betrayal-objectives", "secret_objectives", lambda c: int(c.kind == "betrayal")),
    ("exiled-objectives", "secret_objectives", lambda c: int(c.kind == "exiled")),
)
# Long Night kinds (and mature crossroads): a line only when the pack has such cards
_LN_KINDS: tuple[tuple[str, str, Callable[[Any], int]], ...] = (
    ("special-locations", "locations", lambda c: int(c.kind != "standard")),
    ("mature-crossroads", "crossroads", lambda c: int(c.mature)),
    ("improvements", "improvements", lambda c: 1),
    ("special-zombie-types", "special_zombies", lambda c: 1),
    ("special-zombie-standees", "special_zombies", lambda c: int(c.standees)),
    ("experiments", "experiments", lambda c: 1),
    ("side-effects", "side_effects", lambda c: 1),
    ("scenarios", "scenarios", lambda c: 1),
    ("scenario-objectives", "scenario_objectives", lambda c: 1),
)


def count_lines(
    content: Content, sources: Sources | None = None, pack: str | None = None
) -> list[str]:
    """The ``kind: N`` lines for the cards of ``pack`` (all cards when ``pack`` is None)."""
    lines = []
    for kinds, always in ((_KINDS, True), (_LN_KINDS, False)):
        for label, section, fn in kinds:
            cards = getattr(content, section)
            total = 0
            for cid, card in cards.items():
                if pack is not None and sources is not None \
                        and sources.pack(section, cid) != pack:
                    continue
                total += fn(card)
            if label == "special-locations" and content.graveyard is not None \
                    and _standalone(content, pack):
                total += 1  # the Graveyard (LN-07): a special place, not a location
            if always or total:
                lines.append(f"{label}: {total}")
    return lines


def _standalone(content: Content, pack: str | None) -> bool:
    """Only a standalone pack holds a [graveyard] table (an add-on's is refused)."""
    return pack is None or any(m.id == pack and not m.requires for m in content.manifests)


def _report(issues: list[PackIssue], out: Callable[[str], None]) -> int:
    for issue in issues:
        out(str(issue))
    out(f"errors: {len(issues)}")
    return 1


def _check(folder: Path, out: Callable[[str], None]) -> int:
    """Print the count lines (or the problems) of the pack in ``folder``; returns the
    number of problems."""
    from game.content.loader import load_pack_with_requirements

    try:
        content, sources, pack = load_pack_with_requirements(folder)
    except PackError as exc:
        issues = exc.issues or [PackIssue(str(folder), "-", "-", "invalid pack")]
        for issue in issues:
            out(str(issue))
        return len(issues)
    for line in count_lines(content, sources, pack):
        out(line)
    return 0


def run(folder: Path, out: Callable[[str], None] = print) -> int:
    """Check the pack in ``folder``; returns the exit code."""
    errors = _check(folder, out)
    out(f"errors: {errors}")
    return int(errors > 0)


def run_all(packs_dir: Path, out: Callable[[str], None] = print) -> int:
    """Check every pack folder in ``packs_dir`` (base first): a ``[pack-id]`` line, its
    lines; then ``errors: N`` for all of them.  Returns the exit code."""
    folders = sorted((d for d in packs_dir.iterdir() if (d / "manifest.toml").is_file()),
                     key=lambda d: (d.name != "base", d.name))
    errors = 0
    for folder in folders:
        out(f"[{folder.name}]")
        errors += _check(folder, out)
    out(f"errors: {errors}")
    return int(errors > 0)


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if any(a in ("-h", "--help") for a in args):
        print(USAGE)
        print(HELP)
        return 0
    if len(args) > 1 or any(a.startswith("-") and a != "-" for a in args):
        print(USAGE, file=sys.stderr)
        return 2
    try:
        from game.content.loader import bundled_packs_dir

        if not args:
            return run_all(bundled_packs_dir())
        return run(Path(args[0]))
    except Exception as exc:  # never a traceback: report it as one error
        where = args[0] if args else "bundled packs"
        return _report(
            [PackIssue(where, "-", "-", f"internal error: {type(exc).__name__}: {exc}")], print
        )


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
