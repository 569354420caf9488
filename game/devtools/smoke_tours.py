"""The screenshot tours a smoke run takes with ``--screenshots`` (issue 21: the dev tools
live outside the runtime).  Importing this module registers them with the smoke
(:func:`game.client.smoke.register_tour`); ``python -m game --smoke --screenshots DIR``
imports it, the packaged ``--smoke`` does without.

* after the base game's smoke: the replay viewer, the Load list, undo, a zoomed card, the
  crisis panel, equipment and the tutorial's coach;
* after the Long Night smoke: the pieces on the table (``LN_SHOTS``) from a bot game with
  every module played until its pieces are out, and a scenario's stage transition.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.client.smoke import Tour, _say, register_tour
from game.devtools import cardshots, ln_shots, saveshots

# the Long Night smoke's table shots (issue 9)
LN_SHOTS = ("ln-table", "ln-raxxon", "ln-hideout", "ln-improvements", "ln-scenario-transition")


def ln_table_shots(app: Any, shots: Path, taken: dict[str, Path],
                   context: dict[str, Any]) -> None:
    """The Long Night pieces on the table: a bot game with every module played until its
    pieces are out (``ln_shots``) gives ``ln-table`` and the hover shots; a scenario game
    played to its first stage transition gives ``ln-scenario-transition`` (unless the smoke
    game itself turned such a page)."""
    app.close_session()
    app.stack.clear()
    for name in ln_shots.table_shots(app, shots, board="ln-table", specials=False):
        taken[name] = shots / f"{name}.png"
    app.close_session()
    app.stack.clear()
    if "ln-scenario-transition" not in taken:
        path = shots / "ln-scenario-transition.png"
        scenario = context.get("scenario")
        order = [x for x in dict.fromkeys((scenario, "raxxon_intro", "bandits_intro")) if x]
        shown = ln_shots.transition_shot(app, path, order)
        if shown is not None:
            taken["ln-scenario-transition"] = path
            _say(f"ln-scenario-transition: {shown}, stage 1 completed by bots")


def base_shots(app: Any, shots: Path, taken: dict[str, Path], context: dict[str, Any]) -> None:
    """What the base game's smoke leaves to the dev tools (its game is over, saved)."""
    session, made = context["session"], context["made"]
    session.autosave()
    if session.save_path is not None and saveshots.replay_shot(app, shots,
                                                               session.save_path):
        taken["replay"] = shots / "replay.png"
    if saveshots.load_list_shot(app, shots, made):
        taken["load-list"] = shots / "load-list.png"
    if saveshots.undo_shot(app, shots):
        taken["undo"] = shots / "undo.png"
    for name, shot in (("card-zoom", cardshots.card_zoom_shot),
                       ("crisis-panel", cardshots.crisis_panel_shot),
                       ("equipment", cardshots.equipment_shot),
                       ("tutorial", cardshots.tutorial_shot)):
        if shot(app, shots):
            taken[name] = shots / f"{name}.png"


BASE_TOUR = Tour(False, ("undo", "replay", "load-list", "card-zoom", "crisis-panel",
                         "equipment", "tutorial"), base_shots)
LN_TOUR = Tour(True, LN_SHOTS, ln_table_shots)
register_tour(BASE_TOUR)
register_tour(LN_TOUR)
