"""The Long Night pack names its two module locations by its own original names (issue 14).

The rule documents call them "Raxxon" (the published game's company name) and "the Bandits'
Hideout"; the pack calls them Glasshill Labs and Harrow's Roost (docs/DECISIONS.md, "Long
Night place names").  Only *ids* keep the rules' vocabulary (module ``raxxon``, location
``ln_raxxon``, scenario ``raxxon_intro``): they are in saves and on the command line, never
shown on a card.  These tests read every string of every TOML file of the pack, English and
translations alike, so a new card or translation that brings the old names back fails here.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.content.loader import bundled_packs_dir, load_pack

LN_DIR = bundled_packs_dir() / "long_night"
FILES = sorted(LN_DIR.rglob("*.toml"))
ID = re.compile(r"[a-z0-9_]+")  # ids, module names, scenario ids: never player-visible text
# How a card names a module in a module-only option, "(Bandits only) ..." (STYLE.md): the
# Raxxon module is named after this pack's lab.
MODULE_TAG = {"improvements": "Improvements", "bandits": "Bandits", "raxxon": "Glasshill"}
FORBIDDEN = re.compile(r"raxxon|bandits'? hideout|banditenversteck|esconderijo dos bandidos",
                       re.IGNORECASE)


def _strings(obj: object, path: str) -> Iterator[tuple[str, str]]:
    if isinstance(obj, str):
        yield path, obj
    elif isinstance(obj, dict):
        for k, v in obj.items():
            yield from _strings(v, f"{path}.{k}" if path else str(k))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from _strings(v, f"{path}.{i}")


def test_pack_files_found() -> None:
    names = {f.relative_to(LN_DIR).as_posix() for f in FILES}
    assert {"board.toml", "items_raxxon.toml", "i18n/de.toml", "i18n/pt.toml"} <= names


@pytest.mark.parametrize("path", FILES, ids=lambda f: f.relative_to(LN_DIR).as_posix())
def test_ln_no_published_place_name_in_any_text(path: Path) -> None:
    """No text field of the pack, in any language, says "Raxxon" or "Bandits' Hideout"
    (case-insensitive); lower-case ids such as ``ln_raxxon`` are allowed."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    bad = [(where, s) for where, s in _strings(data, "")
           if FORBIDDEN.search(s) and not ID.fullmatch(s)]
    assert bad == []


def test_ln_forbidden_pattern_catches_the_old_names() -> None:
    """The check above is not vacuous: the old names and their translations are caught,
    ids are not."""
    for s in ("Raxxon", "the RAXXON deck", "Bandits' Hideout", "Banditenversteck",
              "Esconderijo dos Bandidos"):
        assert FORBIDDEN.search(s) and not ID.fullmatch(s)
    for s in ("ln_raxxon", "raxxon", "raxxon_intro"):
        assert ID.fullmatch(s)


def test_ln_module_locations_have_the_packs_own_names() -> None:
    """RAX-01 / BAND-12: the lab and the bandits' place are in the pack under the original
    names, with the ids saves depend on unchanged."""
    c = load_pack(LN_DIR)
    assert c.locations["ln_raxxon"].name == "Glasshill Labs"
    assert c.locations["ln_raxxon"].kind == "raxxon"
    assert c.locations["ln_hideout"].name == "Harrow's Roost"
    assert c.locations["ln_hideout"].kind == "hideout"


# --------------------------------------------------------------------------- issue 20, item 22
# Names and premises an outside review found too close to the published expansion (docs/
# ORIGINALITY.md, "Second review"): the scenario item (a plan of the lab, "Planta da …"),
# the frost zombie furred with rime and the hooked-claw zombie with their experiments, the
# English title of the Bandits-scenario infiltrator (and its pt/de renderings of the same
# word), the bandit crossroads with a sick child, and the raven as the lab's escaped test
# animal.  None of them, in any language, may come back.
OLD_NAMES = re.compile(
    r"containment wing floor plan|planta da ala de conten|grundriss des sicherheitstrakts"
    r"|\brimeback\b|dorso-de-geada|reifrücken|thermal regulation trial"
    r"|ensaio de regula[cç][aã]o t[eé]rmica|studie zur thermoregulation"
    r"|\braker\b|\brasgador\b|\breißer\b|limb density trial|densidade dos membros"
    r"|gliedmaßendichte"
    r"|\bthe sleeper\b(?! cab)|\bo adormecido\b|\bder schläfer\b"
    r"|the bandit's child|o filho do bandido|das kind des banditen"
    r"|escaped test subject|cobaia fugitiva|entflohenes versuchstier"
    r"|number on a steel ring|número num anel de aço|nummer auf einem stahlring"
    r"|number tattooed|número tatuado|tätowierte",
    re.IGNORECASE)
# A special zombie's name and description are this pack's own images: no frost creature and
# no claw creature (the published types the review named), in any language.
ZOMBIE_CONCEPTS = re.compile(r"frost|\brime\b|geada|\breif|claw|garra|klaue|krall|hooked|curvo",
                             re.IGNORECASE)


@pytest.mark.parametrize("path", FILES, ids=lambda f: f.relative_to(LN_DIR).as_posix())
def test_ln_old_names_do_not_come_back(path: Path) -> None:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    bad = [(where, s) for where, s in _strings(data, "") if OLD_NAMES.search(s)]
    assert bad == []


def test_ln_old_names_pattern_is_not_vacuous() -> None:
    for s in ("Containment Wing Floor Plan", "Planta da Ala de Contenção", "The Rimeback is "
              "killed.", "Raker", "O Rasgador é morto.", "The Sleeper", "Der Schläfer",
              "The Bandit's Child", "Escaped Test Subject", "Cobaia Fugitiva"):
        assert OLD_NAMES.search(s), s
    # other words that contain the old ones stay allowed
    for s in ("Sleeper in the Boiler Room", "Schläfer im Heizungskeller", "brakes",
              "Trucker in the Sleeper Cab"):
        assert not OLD_NAMES.search(s), s


def test_ln_special_zombies_are_neither_frost_nor_claw_creatures() -> None:
    c = load_pack(LN_DIR)
    texts = [(zid, z.name) for zid, z in c.special_zombies.items()]
    texts += [(zid, z.text) for zid, z in c.special_zombies.items()]
    for lang in ("pt", "de"):
        cat = tomllib.loads((LN_DIR / "i18n" / f"{lang}.toml").read_text(encoding="utf-8"))
        for zid in c.special_zombies:
            texts += [(f"{lang}:{zid}", e["text"]) for e in cat.get(zid, {}).values()]
    assert [(k, s) for k, s in texts if ZOMBIE_CONCEPTS.search(s)] == []
