"""Read content packs from folders into :class:`Content`.

Three stages, each collecting every problem before giving up:

1. *read*: each folder's ``*.toml`` files are decoded (UTF-8) and parsed (TOML); the
   manifest is validated; unknown top-level sections are reported.
2. *schema*: every card is validated against ``game.content.schema``; the packs are put in
   dependency order (``requires``) and merged; duplicate ids are reported.
3. *cross-references*: ``game.content.validate`` checks the merged content (only when
   stages 1 and 2 found nothing, so one mistake does not cause a cascade of false reports).

Any problem raises :class:`PackError` whose ``issues`` are :class:`PackIssue`
``(file, card, field, message)``.  ``file`` is the file name inside the pack folder; when
several packs are loaded together it is ``folder_name/file`` (except for the *primary*
folder, see :func:`load_packs_with_sources`).

User packs live in ``game.paths.user_packs_dir()``; :func:`available_packs` lists bundled and
user packs, :func:`load_selected` loads a selection with its dependencies.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, cast

from pydantic import BaseModel, ValidationError

from game.content.pack import SECTIONS, Content, hash_files
from game.content.reading import (
    BASE_PACK_ID,
    MANIFEST,
    MAX_DEPTH,
    MAX_FILE_BYTES,
    MAX_PACK_BYTES,
    RawPack,
    _parse,
    _raw,
    _read_text,
    _schema_issues,
    read_pack,
)
from game.content.schema import ColonySpec, Manifest
from game.content.schema_ln import GraveyardSpec
from game.content.validate import (
    Origin,
    PackError,
    PackIssue,
    Sources,
    requires_issues,
    validate_content,
)

__all__ = [
    "BASE_PACK_ID",
    "MAX_DEPTH",
    "MAX_FILE_BYTES",
    "MAX_PACK_BYTES",
    "PackError",
    "PackInfo",
    "PackIssue",
    "Sources",
    "available_packs",
    "bundled_packs_dir",
    "fits_ruleset",
    "load_base",
    "load_pack",
    "load_pack_with_requirements",
    "load_packs",
    "load_packs_with_sources",
    "load_ruleset",
    "load_selected",
    "read_pack",
]


def bundled_packs_dir() -> Path:
    from game.paths import assets_dir

    return assets_dir() / "packs"


def user_packs_dir() -> Path:
    from game.paths import user_packs_dir as _user

    return _user()


# --------------------------------------------------------------------------- building
def _card_id(section: str, index: int, value: Any) -> str:
    if isinstance(value, dict) and isinstance(value.get("id"), str) and value["id"].strip():
        return str(value["id"])
    return f"{section}[{index}]"


def _order(packs: list[RawPack]) -> tuple[list[RawPack], list[PackIssue]]:
    """Dependency order (required packs first), stable; reports cycles."""
    ids = {p.pack_id for p in packs}
    placed: list[RawPack] = []
    done: set[str] = set()
    rest = list(packs)
    while rest:
        for p in rest:
            reqs = [r for r in (p.manifest.requires if p.manifest else []) if r in ids]
            if all(r in done or r == p.pack_id for r in reqs):
                placed.append(p)
                done.add(p.pack_id)
                rest.remove(p)
                break
        else:
            names = ", ".join(p.pack_id for p in rest)
            issues = [
                PackIssue(
                    p.display(MANIFEST),
                    "manifest",
                    "requires",
                    f"circular requirements between packs: {names}",
                )
                for p in rest
            ]
            return placed + rest, issues
    return placed, []


def _build(packs: list[RawPack]) -> tuple[Content | None, Sources, list[PackIssue]]:
    issues: list[PackIssue] = []
    for p in packs:
        issues.extend(p.issues)
    seen_ids: dict[str, Path] = {}
    for p in packs:
        if p.manifest is None:
            continue
        if p.manifest.id in seen_ids:
            issues.append(
                PackIssue(
                    p.display(MANIFEST),
                    "manifest",
                    "id",
                    f"pack id '{p.manifest.id}' is also used by {seen_ids[p.manifest.id]}",
                )
            )
        seen_ids.setdefault(p.manifest.id, p.folder)
    packs, order_issues = _order(packs)
    issues.extend(order_issues)

    sources = Sources()
    merged: dict[str, dict[str, BaseModel]] = {k: {} for k in SECTIONS}
    colony: ColonySpec | None = None
    graveyard: GraveyardSpec | None = None
    hashes: dict[str, str] = {}
    origins: dict[str, str] = {}
    # card id -> (section, file) of its first definition: ids are unique across every
    # section and pack (a card is named by its id alone in saves, logs and effects)
    first_seen: dict[str, tuple[str, str]] = {}
    standalone = {p.pack_id for p in packs if p.manifest is not None and not p.manifest.requires}
    for p in packs:
        pid = p.pack_id
        sources.manifests[pid] = Origin(pid, p.display(MANIFEST))
        hashes[pid] = hash_files(p.blobs)
        for fname, _, value in p.sections["colony"]:
            shown = p.display(fname)
            sources.colonies.append(Origin(pid, shown))
            try:
                spec = ColonySpec.model_validate(value)
            except ValidationError as exc:
                issues.extend(_schema_issues(exc, value, shown, "colony"))
                continue
            if colony is None:
                colony = spec
        for fname, _, value in p.sections["graveyard"]:
            shown = p.display(fname)
            if p.manifest is not None and (p.manifest.ruleset != "ln" or pid not in standalone):
                issues.append(PackIssue(shown, "graveyard", "-", "only a standalone Long Night "
                                        "pack (ruleset = \"ln\", requires = []) may define "
                                        "the [graveyard]"))
                continue
            try:
                gspec = GraveyardSpec.model_validate(value)
            except ValidationError as exc:
                issues.extend(_schema_issues(exc, value, shown, "graveyard"))
                continue
            if graveyard is None:
                graveyard = gspec
        for key, model in SECTIONS.items():
            for fname, index, value in p.sections[key]:
                shown = p.display(fname)
                cid = _card_id(key, index, value)
                if not isinstance(value, dict):
                    issues.append(PackIssue(shown, cid, "-", f"[[{key}]] entries must be tables"))
                    continue
                try:
                    obj = cast(type[BaseModel], model).model_validate(value)
                except ValidationError as exc:
                    issues.extend(_schema_issues(exc, value, shown, cid))
                    continue
                if cid in merged[key]:
                    first = sources.cards[(key, cid)]
                    if key == "locations" and pid in standalone and first.pack in standalone \
                            and first.pack != pid:
                        # LN-04: the standard locations of two standalone packs (base and
                        # Long Night) are the same places; their decks are mixed at setup
                        prev = merged[key][cid]
                        if getattr(prev, "number", None) != getattr(obj, "number", None):
                            issues.append(PackIssue(shown, cid, "number", (
                                f"location '{cid}' is also defined in {first.file} with "
                                f"number {getattr(prev, 'number', None)}: the same place "
                                "needs the same number in every standalone pack")))
                        sources.shared.setdefault(cid, []).append(Origin(pid, shown))
                        continue
                    issues.append(
                        PackIssue(
                            shown,
                            cid,
                            "id",
                            f"duplicate {key} id '{cid}' (first defined in {first.file})",
                        )
                    )
                    continue
                if cid in first_seen and not cid.startswith(f"{key}["):
                    other, ofile = first_seen[cid]
                    issues.append(PackIssue(shown, cid, "id", (
                        f"id '{cid}' is already used by a card in [[{other}]] ({ofile}): "
                        "card ids must be unique across every section and pack")))
                    continue
                first_seen[cid] = (key, shown)
                merged[key][cid] = obj
                sources.cards[(key, cid)] = Origin(pid, shown)
                origins[cid] = pid
    manifests = tuple(p.manifest for p in packs if p.manifest is not None)
    if colony is None and not issues:
        issues.extend(requires_issues(manifests, sources))
        issues.append(
            PackIssue(
                "-",
                "colony",
                "-",
                "no [colony] table in any pack (an add-on needs its standalone pack loaded too)",
            )
        )
    if issues or colony is None:
        return None, sources, issues
    content = Content(
        manifests=manifests,
        colony=colony,
        hashes=hashes,
        graveyard=graveyard,
        origins=origins,
        **merged,  # type: ignore[arg-type]
    )
    return content, sources, []


def load_packs_with_sources(
    folders: list[Path], primary: Path | None = None
) -> tuple[Content, Sources]:
    """Load and merge packs (any order: they are sorted by ``requires``) and validate them.

    In issues, files of every folder except ``primary`` are shown as ``folder_name/file``;
    with a single folder, that folder is primary by default.
    """
    paths = [Path(f) for f in folders]
    if primary is None and len(paths) == 1:
        primary = paths[0]
    raws = []
    for path in paths:
        same = primary is not None and _same(path, primary)
        raws.append(_raw(path, "" if same else f"{path.name}/"))
    content, sources, issues = _build(raws)
    if content is None:
        raise PackError(issues)
    issues = validate_content(content, sources)
    if issues:
        raise PackError(issues)
    return content, sources


def _same(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return a == b


def load_packs(folders: list[Path]) -> Content:
    """Load, merge and validate packs; raises :class:`PackError` listing every problem."""
    return load_packs_with_sources(folders)[0]


def load_pack(folder: Path) -> Content:
    return load_packs([folder])


_BASE_CACHE: Content | None = None


def load_base() -> Content:
    """The bundled base pack (cached: content is immutable)."""
    global _BASE_CACHE
    if _BASE_CACHE is None:
        _BASE_CACHE = load_pack(bundled_packs_dir() / BASE_PACK_ID)
    return _BASE_CACHE


# --------------------------------------------------------------------------- pack discovery
@dataclass(frozen=True)
class PackInfo:
    """One installed pack.  ``error`` is set when it cannot be used (with the reason)."""

    id: str
    name: str
    version: str
    path: Path
    bundled: bool
    requires: tuple[str, ...] = ()
    description: str = ""
    error: str | None = None
    issues: tuple[PackIssue, ...] = field(default=(), compare=False, repr=False)
    ruleset: str = "base"  # the manifest's: which rulesets can use it (fits_ruleset)


def _summary(issues: list[PackIssue]) -> str:
    if not issues:
        return "invalid pack"
    more = f" (and {len(issues) - 1} more problem(s))" if len(issues) > 1 else ""
    return f"{issues[0]}{more}"


def _read_manifest(folder: Path) -> tuple[Manifest | None, list[PackIssue]]:
    path = folder / MANIFEST
    _, text, problem = _read_text(path, MANIFEST, folder)
    if problem is not None:
        return None, [problem]
    if text is None:
        return None, [PackIssue(MANIFEST, "-", "-", "cannot read file")]
    data, problem = _parse(text, MANIFEST)
    if data is None:
        return None, [problem or PackIssue(MANIFEST, "-", "-", "cannot read file")]
    try:
        return Manifest.model_validate(data), []
    except ValidationError as exc:
        return None, _schema_issues(exc, data, MANIFEST, "manifest")


def _broken(folder: Path, bundled: bool, issues: list[PackIssue]) -> PackInfo:
    return PackInfo(folder.name, folder.name, "?", folder, bundled, error=_summary(issues),
                    issues=tuple(issues))


def _scan_one(folder: Path, bundled: bool) -> PackInfo:
    manifest_path = folder / MANIFEST
    if not manifest_path.exists() and not manifest_path.is_symlink():
        return _broken(folder, bundled, [PackIssue(MANIFEST, "-", "-", "manifest.toml is missing")])
    manifest, issues = _read_manifest(folder)
    if manifest is None:
        return _broken(folder, bundled, issues)
    return PackInfo(
        manifest.id,
        manifest.name,
        manifest.version,
        folder,
        bundled,
        requires=tuple(manifest.requires),
        description=manifest.description,
        ruleset=manifest.ruleset,
    )


def _unexpected(exc: BaseException) -> PackIssue:
    return PackIssue("-", "-", "-", f"the pack could not be read ({type(exc).__name__})")


def _scan(root: Path, bundled: bool) -> list[PackInfo]:
    out: list[PackInfo] = []
    try:
        folders = sorted(p for p in root.iterdir() if p.is_dir())
    except OSError:
        return out  # no such folder (no user packs yet) or unreadable
    for folder in folders:
        if folder.name.startswith((".", "_")):
            continue
        try:
            out.append(_scan_one(folder, bundled))
        except Exception as exc:  # noqa: BLE001 - one bad pack never breaks the list
            out.append(_broken(folder, bundled, [_unexpected(exc)]))
    return out


def _resolve(ids: list[str], infos: dict[str, PackInfo]) -> tuple[list[PackInfo], list[PackIssue]]:
    """The selected packs plus everything they require (transitively); adds the base pack
    when the selection has no standalone pack.  Not yet in dependency order."""
    chosen: dict[str, PackInfo] = {}
    issues: list[PackIssue] = []
    wanted_by: dict[str, str] = {}

    def take(todo: list[str]) -> None:
        while todo:
            pid = todo.pop(0)
            if pid in chosen:
                continue
            info = infos.get(pid)
            if info is None:
                who = wanted_by.get(pid)
                reason = f" (required by '{who}')" if who else ""
                issues.append(PackIssue("-", pid, "-", f"pack '{pid}' is not installed{reason}"))
                continue
            if info.error is not None:
                found = info.issues or (PackIssue(MANIFEST, pid, "-", info.error),)
                where = info.path.name
                issues.extend(
                    PackIssue(f"{where}/{i.file}", i.card, i.field, i.message) for i in found
                )
                continue
            chosen[pid] = info
            for req in info.requires:
                wanted_by.setdefault(req, pid)
                todo.append(req)

    take(list(ids))
    if not issues and not any(not i.requires for i in chosen.values()):
        take([BASE_PACK_ID])
    return list(chosen.values()), issues


def _installed(validate: bool) -> list[PackInfo]:
    infos = _scan(bundled_packs_dir(), True) + _scan(user_packs_dir(), False)
    first: dict[str, PackInfo] = {}
    out: list[PackInfo] = []
    for info in infos:
        if info.error is None and info.id in first:
            msg = f"pack id '{info.id}' is already used by {first[info.id].path}"
            issue = PackIssue(MANIFEST, "manifest", "id", msg)
            info = replace(info, error=str(issue), issues=(issue,))
        elif info.error is None:
            first[info.id] = info
        out.append(info)
    if not validate:
        return out
    checked: list[PackInfo] = []
    by_id = _by_id(out)
    for info in out:
        if info.error is None:
            try:
                try:
                    _load_infos([info.id], by_id, primary=info.path)
                except PackError:
                    raise
                except Exception as exc:  # noqa: BLE001 - one bad pack never breaks a screen
                    raise PackError([_unexpected(exc)]) from None
            except PackError as exc:
                info = replace(info, error=_summary(exc.issues), issues=tuple(exc.issues))
        checked.append(info)
    return checked


def available_packs(validate: bool = True) -> list[PackInfo]:
    """Bundled packs (``assets/packs/*``) then user packs (``user_packs_dir()/*``), each
    folder sorted by name.  A pack that cannot be used is listed with ``error`` set (its
    problems in ``issues``); with ``validate`` every pack is fully loaded together with
    what it requires.  Never raises for a broken pack."""
    return _installed(validate)


def _load_infos(
    ids: list[str], infos: dict[str, PackInfo], primary: Path | None = None
) -> tuple[Content, Sources]:
    chosen, issues = _resolve(ids, infos)
    if issues:
        raise PackError(issues)
    return load_packs_with_sources([i.path for i in chosen], primary=primary)


def _by_id(infos: Iterable[PackInfo]) -> dict[str, PackInfo]:
    """Pack id -> the first pack listed with it (bundled before user packs); broken packs
    stay in, so that selecting one reports its problems instead of "not installed"."""
    out: dict[str, PackInfo] = {}
    for info in infos:
        out.setdefault(info.id, info)
    return out


def load_selected(ids: list[str]) -> Content:
    """Load the packs with these ids plus everything they require: the standalone (base)
    pack first, then add-ons in dependency order.  An empty selection loads the base pack;
    a selection without a standalone pack gets the base pack added."""
    infos = _by_id(_installed(validate=False))
    return _load_infos(list(ids) or [BASE_PACK_ID], infos)[0]


LN_PACK_ID = "long_night"
# LN-01/04: the bundled standalone packs each ruleset plays with
RULESET_PACK_IDS: dict[str, tuple[str, ...]] = {
    "base": (BASE_PACK_ID,), "ln": (LN_PACK_ID,), "mixed": (BASE_PACK_ID, LN_PACK_ID),
}


def fits_ruleset(pack_ruleset: str, ruleset: str) -> bool:
    """Whether a pack made for ``pack_ruleset`` (its manifest's ``ruleset``) can be used in a
    game with ``ruleset``: base packs in base and mixed games, Long Night packs in Long
    Night and mixed games (docs/PACKS.md, "The Long Night")."""
    return ruleset == "mixed" or pack_ruleset == ruleset


def load_ruleset(ruleset: str, add_ons: list[str] | tuple[str, ...] = ()) -> Content:
    """The content of a game with this ruleset: its standalone pack(s) (base, the Long
    Night, or both for ``mixed``) plus the selected add-ons and what they require.  Raises
    :class:`PackError` naming a pack that is not installed, or one (selected or required)
    that is made for the other ruleset."""
    if ruleset not in RULESET_PACK_IDS:
        raise ValueError(f"unknown ruleset {ruleset!r} (base, ln or mixed)")
    infos = _by_id(_installed(validate=False))
    chosen, issues = _resolve([*RULESET_PACK_IDS[ruleset], *add_ons], infos)
    if not issues:
        issues = [_misfit(info, ruleset) for info in chosen
                  if not fits_ruleset(info.ruleset, ruleset)]
    if issues:
        raise PackError(issues)
    return load_packs_with_sources([i.path for i in chosen])[0]


def _misfit(info: PackInfo, ruleset: str) -> PackIssue:
    made = "the base game" if info.ruleset == "base" else "The Long Night"
    game = "a base game" if ruleset == "base" else "a Long Night game"
    return PackIssue("-", info.id, "ruleset", f"pack '{info.id}' is made for {made} "
                     f"(ruleset = \"{info.ruleset}\") and cannot be used in {game}; "
                     "choose both mixed")


def load_pack_with_requirements(folder: Path) -> tuple[Content, Sources, str]:
    """Load the pack in ``folder`` together with the installed packs it requires (never an
    installed copy of itself).  Returns the content, the sources and the pack's id; issues
    in ``folder``'s own files carry no folder prefix."""
    folder = Path(folder)
    manifest, _ = _read_manifest(folder) if folder.is_dir() else (None, [])
    if manifest is None or not manifest.requires:
        content, sources = load_packs_with_sources([folder], primary=folder)
        return content, sources, manifest.id if manifest else folder.name
    infos = _by_id(
        i for i in _installed(validate=False) if i.id != manifest.id and not _same(i.path, folder)
    )
    chosen, issues = _resolve(list(manifest.requires), infos)
    if issues:
        raise PackError(issues)
    content, sources = load_packs_with_sources([*(i.path for i in chosen), folder], folder)
    return content, sources, manifest.id
