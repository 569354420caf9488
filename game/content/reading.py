"""Stage 1 of loading a content pack: its ``*.toml`` files read (size- and depth-capped,
UTF-8, TOML) into a :class:`RawPack`, and pydantic's errors turned into
:class:`~game.content.validate.PackIssue` paths a pack author can follow
(:mod:`game.content.loader` builds and checks the content from here)."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from game.content.pack import SECTIONS
from game.content.schema import Manifest
from game.content.validate import PackIssue
from game.safeio import MIB, UnsafeInput, inside, loads_toml, read_regular, size_text

BASE_PACK_ID = "base"
MANIFEST = "manifest.toml"

# Limits on a pack (docs/PACKS.md); the base pack's largest file is 43 KB, its deepest
# table 11 levels.
MAX_FILE_BYTES = 1 * MIB
MAX_PACK_BYTES = 8 * MIB
MAX_DEPTH = 40



# --------------------------------------------------------------------------- error paths
def _clean_loc(loc: tuple[Any, ...], data: Any) -> list[str]:
    """Pydantic error location -> path through the TOML data, dropping the union tags that
    pydantic inserts for discriminated unions (``effect.0.zombies_add.at`` -> ``effect.0.at``)."""
    out: list[str] = []
    cur: Any = data
    entered = False  # just stepped into a nested value: a union tag may come first
    for part in loc:
        if entered and isinstance(cur, dict) and isinstance(part, str):
            entered = False
            if part in (cur.get("op"), cur.get("cond")):
                continue  # the union tag, not a key of the data
        out.append(str(part))
        entered = True
        if isinstance(cur, dict):
            cur = cur.get(part)
        elif isinstance(cur, list) and isinstance(part, int) and 0 <= part < len(cur):
            cur = cur[part]
        else:
            cur = None
    return out


_VALIDATOR_FIELDS = {
    "[equip]": "equip",
    "exiled objective": "mode",
    "only exiled objectives have a mode": "mode",
}


def _schema_issues(exc: ValidationError, data: Any, file: str, card: str) -> list[PackIssue]:
    issues: list[PackIssue] = []
    for err in exc.errors():
        path = _clean_loc(tuple(err.get("loc", ())), data)
        msg = str(err.get("msg", "invalid"))
        etype = err.get("type", "")
        ctx = err.get("ctx") or {}
        if etype == "union_tag_invalid":
            disc = str(ctx.get("discriminator", "")).strip("'")
            what = {"op": "operation", "cond": "condition"}.get(disc, disc)
            msg = (
                f"unknown {what} '{ctx.get('tag', '?')}'; expected one of: "
                f"{ctx.get('expected_tags', '?')}"
            )
            path.append(disc)
        elif etype == "union_tag_not_found":
            disc = str(ctx.get("discriminator", "")).strip("'")
            what = {"op": "operation", "cond": "condition"}.get(disc, disc)
            msg = f"missing '{disc}' (the name of the {what})"
            path.append(disc)
        elif etype == "missing":
            msg = "required field is missing"
        elif etype == "extra_forbidden":
            msg = "unknown field (not part of the schema; check the spelling)"
        elif etype == "value_error" and msg.startswith("Value error, "):
            msg = msg[len("Value error, ") :]
            if not path:
                for needle, fld in _VALIDATOR_FIELDS.items():
                    if needle in msg:
                        path = [fld]
                        break
        issues.append(PackIssue(file, card, ".".join(path) or "-", msg))
    return issues


# --------------------------------------------------------------------------- reading
@dataclass
class RawPack:
    """One folder after stage 1."""

    folder: Path
    manifest: Manifest | None
    # section (and "colony") -> [(file name, index in that file, raw table)]
    sections: dict[str, list[tuple[str, int, Any]]]
    blobs: list[tuple[str, bytes]]
    issues: list[PackIssue]
    prefix: str = ""  # prepended to file names in issues

    def display(self, fname: str) -> str:
        return f"{self.prefix}{fname}"

    @property
    def pack_id(self) -> str:
        return self.manifest.id if self.manifest else self.folder.name


def _read_text(
    path: Path, fname: str, folder: Path | None = None
) -> tuple[bytes | None, str | None, PackIssue | None]:
    """A pack file's bytes and text.  ``folder``: the pack folder, which the file (with
    every link followed) must not leave; a refused file is never read, so nothing of it
    can show up in a message."""
    if folder is not None and not inside(path, folder):
        return None, None, PackIssue(
            fname, "-", "-", "is a link to a file outside the pack folder; refused (copy the "
            "file into the pack instead)")
    try:
        data = read_regular(path, MAX_FILE_BYTES)
    except UnsafeInput as exc:
        return None, None, PackIssue(fname, "-", "-", f"cannot be used: {exc.reason}")
    except OSError as exc:
        return None, None, PackIssue(fname, "-", "-", f"cannot read file: {exc.strerror or exc}")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        return (
            data,
            None,
            PackIssue(
                fname, "-", "-", f"not valid UTF-8 (byte {exc.start}): save the file as UTF-8"
            ),
        )
    return data, text, None


def _parse(text: str, fname: str) -> tuple[dict[str, Any] | None, PackIssue | None]:
    try:
        return loads_toml(text, MAX_DEPTH), None
    except UnsafeInput as exc:
        return None, PackIssue(fname, "-", "-", f"cannot be used: {exc.reason}")
    except tomllib.TOMLDecodeError as exc:
        return None, PackIssue(fname, "-", "-", f"not valid TOML: {exc}")


def _raw(folder: Path, prefix: str = "") -> RawPack:
    issues: list[PackIssue] = []
    sections: dict[str, list[tuple[str, int, Any]]] = {k: [] for k in SECTIONS}
    sections["colony"] = []
    sections["graveyard"] = []
    blobs: list[tuple[str, bytes]] = []
    pack = RawPack(folder, None, sections, blobs, issues, prefix)

    def issue(fname: str, card: str, fld: str, message: str) -> None:
        issues.append(PackIssue(pack.display(fname), card, fld, message))

    try:
        if not folder.is_dir():
            issues.append(PackIssue(str(folder), "-", "-", "not a folder (no such pack)"))
            return pack
        paths = sorted(p for p in folder.iterdir() if p.suffix == ".toml" and not p.is_dir())
    except OSError as exc:
        issues.append(
            PackIssue(str(folder), "-", "-", f"cannot read folder: {exc.strerror or exc}")
        )
        return pack
    if not any(p.name == MANIFEST for p in paths):
        issue(MANIFEST, "-", "-", "manifest.toml is missing (every pack folder needs one)")

    total = 0
    for path in paths:
        fname = path.name
        data_bytes, text, problem = _read_text(path, pack.display(fname), folder)
        if data_bytes is not None:
            blobs.append((fname, data_bytes))
            total += len(data_bytes)
            if total > MAX_PACK_BYTES:
                issue(fname, "-", "-", f"the pack's files add up to more than "
                      f"{size_text(MAX_PACK_BYTES)}; files from here on are not read")
                break
        if problem is not None or text is None:
            if problem is not None:
                issues.append(problem)
            continue
        data, problem = _parse(text, pack.display(fname))
        if data is None:
            if problem is not None:
                issues.append(problem)
            continue
        if fname == MANIFEST:
            try:
                pack.manifest = Manifest.model_validate(data)
            except ValidationError as exc:
                issues.extend(_schema_issues(exc, data, pack.display(fname), "manifest"))
            continue
        for key, value in data.items():
            if key in ("colony", "graveyard"):
                if isinstance(value, dict):
                    sections[key].append((fname, 0, value))
                else:
                    issue(fname, key, "-", f"write [{key}] (one table), not [[{key}]]")
            elif key in SECTIONS:
                if not isinstance(value, list):
                    issue(fname, "-", key, f"write [[{key}]] (an array of tables)")
                    continue
                sections[key].extend((fname, i, v) for i, v in enumerate(value))
            else:
                known = ", ".join(["colony", "graveyard", *SECTIONS])
                issue(fname, "-", key, f"unknown section '{key}' (known: {known})")
    return pack


def read_pack(folder: Path) -> RawPack:
    """Stage 1 only: parse a pack folder (never raises for content problems)."""
    return _raw(Path(folder))
