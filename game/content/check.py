"""``python -m game content check [PACK_DIR]``: load and validate a content pack.

On success one line per kind of card (items count physical copies), then ``errors: 0``,
exit code 0.  On failure one line per problem, ``FILE: CARD_ID: FIELD: message``, then
``errors: N``, exit code 1.  Bad usage exits with 2.  Never a traceback.

Without ``PACK_DIR`` the bundled base pack is checked.  An add-on pack (``requires`` not
empty) is checked together with the installed packs it requires (bundled or user packs);
the counts are those of the checked pack's own cards.
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
Load and validate a content pack (default: the bundled base pack).  An add-on is checked
together with the installed packs it requires.  Prints the number of cards of each kind
and 'errors: 0' (exit 0), or one 'FILE: CARD_ID: FIELD: message' line per problem and
'errors: N' (exit 1).  See docs/PACKS.md."""

# (label, section, count function) in output order
_KINDS: tuple[tuple[str, str, Callable[[Any], int]], ...] = (
    ("locations", "locations", lambda c: 1),
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
# Long Night kinds: a line only when the pack has such cards (base packs print as before)
_LN_KINDS: tuple[tuple[str, str, Callable[[Any], int]], ...] = (
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
            if always or total:
                lines.append(f"{label}: {total}")
    return lines


def _report(issues: list[PackIssue], out: Callable[[str], None]) -> int:
    for issue in issues:
        out(str(issue))
    out(f"errors: {len(issues)}")
    return 1


def run(folder: Path, out: Callable[[str], None] = print) -> int:
    """Check the pack in ``folder``; returns the exit code."""
    from game.content.loader import load_pack_with_requirements

    try:
        content, sources, pack = load_pack_with_requirements(folder)
    except PackError as exc:
        return _report(exc.issues or [PackIssue(str(folder), "-", "-", "invalid pack")], out)
    for line in count_lines(content, sources, pack):
        out(line)
    out("errors: 0")
    return 0


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

        folder = Path(args[0]) if args else bundled_packs_dir() / "base"
        return run(folder)
    except Exception as exc:  # never a traceback: report it as one error
        where = args[0] if args else "base"
        return _report(
            [PackIssue(where, "-", "-", f"internal error: {type(exc).__name__}: {exc}")], print
        )


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
