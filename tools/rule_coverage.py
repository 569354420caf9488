"""List the rule IDs of RULES.md that no test names.

A rule counts as covered when a test function is named after it (``test_act_attack_06_...``:
lower case, hyphens as underscores) or its exact upper-case ID appears in a test file under
``tests/`` (docstrings of tests that cover several rules).

    python tools/rule_coverage.py [--rules PATH] [--untagged] [SECTION ...]

SECTION is a rule-ID prefix such as GEN, SETUP, ACT or EXPO (default: all).  With
``--untagged`` rules whose text starts with a module tag ([LN], [BAND], [RAX], [IMPR],
[SCEN-…]) are skipped.  Exit status 1 when some rule is not covered.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_RULES = Path("/work/shared/rules/RULES.md")
RULE = re.compile(r"^- \*\*([A-Z0-9]+(?:-[A-Z0-9]+)*-\d+)\*\*\s*(.*)$")
TAG = re.compile(r"^\[(LN|BAND|RAX|IMPR|SCEN-[A-Z]+)\]")


def rules(path: Path, prefixes: list[str], untagged: bool) -> list[str]:
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        m = RULE.match(line)
        if not m:
            continue
        rid, text = m.groups()
        if rid.startswith(("DISC-", "NS-")):
            continue
        area = rid.split("-")[0]
        if prefixes and area not in prefixes:
            continue
        if untagged and TAG.match(text):
            continue
        out.append(rid)
    return out


def covered(rid: str, names: set[str], text: str) -> bool:
    stem = "test_" + rid.lower().replace("-", "_")
    if any(n == stem or n.startswith(stem + "_") for n in names):
        return True
    return re.search(rf"(?<![A-Z0-9-]){re.escape(rid)}(?![0-9])", text) is not None


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rules", type=Path, default=DEFAULT_RULES)
    ap.add_argument("--untagged", action="store_true")
    ap.add_argument("sections", nargs="*")
    args = ap.parse_args(argv)
    files = sorted((ROOT / "tests").rglob("test_*.py"))
    text = "\n".join(f.read_text(encoding="utf-8") for f in files)
    names = set(re.findall(r"def (test_\w+)", text))
    wanted = rules(args.rules, [s.upper() for s in args.sections], args.untagged)
    missing = [rid for rid in wanted if not covered(rid, names, text)]
    print(f"{len(wanted) - len(missing)}/{len(wanted)} rule IDs covered")
    for rid in missing:
        print("  not covered:", rid)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
