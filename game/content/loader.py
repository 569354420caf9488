"""Read content packs from folders into :class:`Content`.

Minimal first version: parse + schema validation.  Cross-reference checks, friendly error
reports and user pack folders are layered on top (see ``game.content.check``).
"""

from __future__ import annotations

import tomllib
from pathlib import Path

from pydantic import ValidationError

from game.content.pack import SECTIONS, Content, hash_files
from game.content.schema import ColonySpec, Manifest


class PackIssue(Exception):
    def __init__(self, file: str, card: str, field: str, message: str) -> None:
        super().__init__(f"{file}: {card}: {field}: {message}")
        self.file, self.card, self.field, self.message = file, card, field, message


class PackError(Exception):
    """A pack could not be loaded; ``issues`` lists every problem found."""

    def __init__(self, issues: list[PackIssue]) -> None:
        self.issues = issues
        super().__init__("\n".join(str(i) for i in issues))


def bundled_packs_dir() -> Path:
    from game.paths import assets_dir

    return assets_dir() / "packs"


def _loc(err: dict) -> str:
    return ".".join(str(p) for p in err.get("loc", ()))


def read_pack(folder: Path) -> tuple[Manifest, dict, list[tuple[str, bytes]], list[PackIssue]]:
    """Parse a folder: manifest, raw sections (with source file per entry), file blobs."""
    issues: list[PackIssue] = []
    blobs: list[tuple[str, bytes]] = []
    raw: dict[str, list[tuple[str, dict]]] = {k: [] for k in SECTIONS}
    raw["colony"] = []
    manifest_path = folder / "manifest.toml"
    if not folder.is_dir():
        raise PackError([PackIssue(str(folder), "-", "-", "pack folder does not exist")])
    if not manifest_path.is_file():
        raise PackError([PackIssue(str(manifest_path), "-", "-", "manifest.toml is missing")])
    manifest: Manifest | None = None
    for path in sorted(folder.glob("*.toml")):
        data_bytes = path.read_bytes()
        blobs.append((path.name, data_bytes))
        try:
            data = tomllib.loads(data_bytes.decode("utf-8"))
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
            issues.append(PackIssue(path.name, "-", "-", f"not valid TOML: {exc}"))
            continue
        if path.name == "manifest.toml":
            try:
                manifest = Manifest.model_validate(data)
            except ValidationError as exc:
                for e in exc.errors():
                    issues.append(PackIssue(path.name, "manifest", _loc(e), e["msg"]))
            continue
        for key, value in data.items():
            if key == "colony":
                raw["colony"].append((path.name, value))
            elif key in SECTIONS:
                if not isinstance(value, list):
                    issues.append(PackIssue(path.name, "-", key, "must be an array of tables"))
                    continue
                raw[key].extend((path.name, v) for v in value)
            else:
                issues.append(PackIssue(path.name, "-", key, f"unknown section '{key}'"))
    if manifest is None and not any(i.file == "manifest.toml" for i in issues):
        issues.append(PackIssue("manifest.toml", "manifest", "-", "invalid manifest"))
    return manifest, raw, blobs, issues  # type: ignore[return-value]


def build_content(packs: list[tuple[Manifest, dict, list[tuple[str, bytes]]]]) -> Content:
    issues: list[PackIssue] = []
    merged: dict[str, dict] = {k: {} for k in SECTIONS}
    colony: ColonySpec | None = None
    hashes: dict[str, str] = {}
    for manifest, raw, blobs in packs:
        hashes[manifest.id] = hash_files(blobs)
        for fname, value in raw.get("colony", []):
            try:
                colony = ColonySpec.model_validate(value)
            except ValidationError as exc:
                for e in exc.errors():
                    issues.append(PackIssue(fname, "colony", _loc(e), e["msg"]))
        for key, model in SECTIONS.items():
            for fname, value in raw[key]:
                cid = str(value.get("id", "?")) if isinstance(value, dict) else "?"
                try:
                    obj = model.model_validate(value)
                except ValidationError as exc:
                    for e in exc.errors():
                        issues.append(PackIssue(fname, cid, _loc(e), e["msg"]))
                    continue
                if obj.id in merged[key]:
                    issues.append(PackIssue(fname, cid, "id", f"duplicate {key} id '{cid}'"))
                merged[key][obj.id] = obj
    if colony is None:
        issues.append(PackIssue("-", "colony", "-", "no [colony] table in any pack"))
    if issues:
        raise PackError(issues)
    assert colony is not None
    return Content(
        manifests=tuple(m for m, _, _ in packs),
        colony=colony,
        hashes=hashes,
        **merged,  # type: ignore[arg-type]
    )


def load_packs(folders: list[Path]) -> Content:
    parsed = []
    issues: list[PackIssue] = []
    for folder in folders:
        manifest, raw, blobs, errs = read_pack(Path(folder))
        issues.extend(errs)
        if manifest is not None:
            parsed.append((manifest, raw, blobs))
    if issues:
        raise PackError(issues)
    return build_content(parsed)


def load_pack(folder: Path) -> Content:
    return load_packs([folder])


_BASE_CACHE: Content | None = None


def load_base() -> Content:
    """The bundled base pack (cached: content is immutable)."""
    global _BASE_CACHE
    if _BASE_CACHE is None:
        _BASE_CACHE = load_pack(bundled_packs_dir() / "base")
    return _BASE_CACHE
